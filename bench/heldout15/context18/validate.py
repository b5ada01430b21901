#!/usr/bin/env python3
"""Validate store_*.json in this folder: unique ids, every `needs` id exists, field types; print counts."""
import collections, glob, json, os, sys

here = os.path.dirname(os.path.abspath(__file__))
ok = True
tot = collections.Counter()
for path in sorted(glob.glob(os.path.join(here, "store_*.json"))):
    d = json.load(open(path, encoding="utf-8"))
    assert set(d) == {"name", "memories", "prompts"}, path
    mids = [m["id"] for m in d["memories"]]
    pids = [p["id"] for p in d["prompts"]]
    errs = []
    if len(set(mids)) != len(mids): errs.append("duplicate memory ids")
    if len(set(pids)) != len(pids): errs.append("duplicate prompt ids")
    if set(mids) & set(pids): errs.append("memory/prompt id clash")
    ms = set(mids)
    for m in d["memories"]:
        if set(m) != {"id", "text", "category", "importance", "verified"}: errs.append(f"memory fields {m['id']}")
        if not (isinstance(m["importance"], int) and 1 <= m["importance"] <= 10): errs.append(f"importance {m['id']}")
        if not isinstance(m["verified"], bool): errs.append(f"verified {m['id']}")
        if not m["text"].strip(): errs.append(f"empty text {m['id']}")
    for p in d["prompts"]:
        if set(p) != {"id", "prompt", "needs", "lang", "kind"}: errs.append(f"prompt fields {p['id']}")
        if p["lang"] not in ("en", "zh", "mixed"): errs.append(f"lang {p['id']}")
        for n in p["needs"]:
            if n not in ms: errs.append(f"{p['id']} needs unknown {n}")
        if len(set(p["needs"])) != len(p["needs"]): errs.append(f"dup needs {p['id']}")
    texts = [m["text"] for m in d["memories"]]
    if len(set(texts)) != len(texts): errs.append("duplicate memory texts")
    prompts = [p["prompt"] for p in d["prompts"]]
    if len(set(prompts)) != len(prompts): errs.append("duplicate prompt texts")

    def mlang(t):
        cjk = sum(1 for c in t if "\u4e00" <= c <= "\u9fff")
        return "zh" if cjk >= 0.3 * len(t.replace(" ", "")) else ("mixed" if cjk else "en")
    need = [p for p in d["prompts"] if p["needs"]]
    none = [p for p in d["prompts"] if not p["needs"]]
    print(f"== {os.path.basename(path)}: {d['name']}")
    print(f"  memories {len(mids)}  by category {dict(collections.Counter(m['category'] for m in d['memories']))}")
    print(f"  memory lang (by CJK share) {dict(collections.Counter(mlang(m['text']) for m in d['memories']))}"
          f"  critical(>=9) {sum(m['importance'] >= 9 for m in d['memories'])}  unverified {sum(not m['verified'] for m in d['memories'])}")
    print(f"  prompts {len(pids)}: needing {len(need)}, no-memory {len(none)}")
    print(f"  needing by kind {dict(collections.Counter(p['kind'] for p in need))}")
    print(f"  needing by lang {dict(collections.Counter(p['lang'] for p in need))}")
    print(f"  no-memory by kind {dict(collections.Counter(p['kind'] for p in none))}")
    print(f"  no-memory by lang {dict(collections.Counter(p['lang'] for p in none))}")
    covered = {n for p in need for n in p["needs"]}
    print(f"  distinct memories labelled {len(covered)}")
    if errs:
        ok = False
        print("  ERRORS:", *errs[:20], sep="\n    ")
print("OK" if ok else "FAILED")
sys.exit(0 if ok else 1)
