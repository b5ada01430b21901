#!/usr/bin/env python3
"""Check the context13 stores: format, ids, needs references, counts, language mix, determinism."""
import collections
import hashlib
import json
import re
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
CATS = {"fact", "decision", "preference", "config", "lesson", "todo"}
LANGS = {"en", "zh", "mixed"}
EXPECT = {"store_tiny.json": ((6, 6), 30, 25), "store_small.json": ((45, 45), 60, 40),
          "store_large.json": ((500, 600), 90, 50)}
CJK = re.compile(r"[\u4e00-\u9fff]")
errors = []


def err(msg):
    errors.append(msg)


def digest():
    return {n: hashlib.sha256((HERE / n).read_bytes()).hexdigest() for n in EXPECT}


def main():
    before = digest()
    subprocess.run([sys.executable, str(HERE / "build.py")], check=True, capture_output=True)
    if digest() != before:
        err("build.py is not deterministic (or the JSON files were edited by hand)")
    all_ids = set()
    for name, ((lo, hi), n_need, n_none) in EXPECT.items():
        d = json.loads((HERE / name).read_text(encoding="utf-8"))
        if set(d) != {"name", "memories", "prompts"}:
            err(f"{name}: top-level keys {sorted(d)}")
        mems, prompts = d["memories"], d["prompts"]
        ids = [m["id"] for m in mems]
        if len(ids) != len(set(ids)):
            err(f"{name}: duplicate memory ids")
        if not lo <= len(mems) <= hi:
            err(f"{name}: {len(mems)} memories, expected {lo}-{hi}")
        for m in mems:
            if set(m) != {"id", "text", "category", "importance", "verified"}:
                err(f"{name}: memory keys {sorted(m)}")
            if m["category"] not in CATS:
                err(f"{name}: {m['id']} category {m['category']}")
            if not (isinstance(m["importance"], int) and 1 <= m["importance"] <= 10):
                err(f"{name}: {m['id']} importance {m['importance']}")
            if not isinstance(m["verified"], bool):
                err(f"{name}: {m['id']} verified not bool")
            if not m["text"].strip():
                err(f"{name}: {m['id']} empty text")
        texts = [m["text"] for m in mems]
        if len(texts) != len(set(texts)):
            err(f"{name}: duplicate memory texts")
        pids = [p["id"] for p in prompts]
        if len(pids) != len(set(pids)):
            err(f"{name}: duplicate prompt ids")
        if set(pids) & set(ids):
            err(f"{name}: prompt ids collide with memory ids")
        if all_ids & (set(ids) | set(pids)):
            err(f"{name}: ids reused across stores")
        all_ids |= set(ids) | set(pids)
        idset = set(ids)
        need = [p for p in prompts if p["needs"]]
        none = [p for p in prompts if not p["needs"]]
        for p in prompts:
            if set(p) != {"id", "prompt", "needs", "lang", "kind"}:
                err(f"{name}: prompt keys {sorted(p)}")
            if p["lang"] not in LANGS:
                err(f"{name}: {p['id']} lang {p['lang']}")
            if not p["kind"]:
                err(f"{name}: {p['id']} no kind")
            for n in p["needs"]:
                if n not in idset:
                    err(f"{name}: {p['id']} needs unknown {n}")
            if len(set(p["needs"])) != len(p["needs"]):
                err(f"{name}: {p['id']} duplicate needs")
            if len(p["needs"]) > 3:
                err(f"{name}: {p['id']} needs {len(p['needs'])} memories")
            has_cjk = bool(CJK.search(p["prompt"]))
            if p["lang"] == "en" and has_cjk:
                err(f"{name}: {p['id']} lang en but has Chinese")
            if p["lang"] in ("zh", "mixed") and not has_cjk:
                err(f"{name}: {p['id']} lang {p['lang']} but no Chinese")
        if len(need) != n_need or len(none) != n_none:
            err(f"{name}: {len(need)} needing / {len(none)} not, expected {n_need} / {n_none}")
        zh = sum(1 for m in mems if CJK.search(m["text"]))
        share = zh / len(mems)
        if not 0.25 <= share <= 0.40:
            err(f"{name}: Chinese/mixed memory share {share:.2f} outside 0.25-0.40")
        crit = sum(1 for m in mems if m["importance"] >= 9)
        kinds = collections.Counter(p["kind"] for p in prompts)
        langs = collections.Counter(p["lang"] for p in prompts)
        kn = collections.Counter(p["kind"] for p in need)
        print(f"{name}: {len(mems)} memories ({zh} Chinese/mixed = {share:.0%}, {crit} critical), "
              f"{len(need)} needing + {len(none)} not; two-memory needs: {sum(len(p['needs']) > 1 for p in need)}")
        print(f"  categories: {dict(collections.Counter(m['category'] for m in mems))}")
        print(f"  kinds (needing): {dict(kn)}")
        print(f"  kinds (all): {dict(kinds)}")
        print(f"  langs: {dict(langs)}")
    sys.path.insert(0, str(HERE))
    import build
    import random
    n_t = len(build.mk(random.Random(0)))
    if n_t < 60:
        err(f"only {n_t} templates")
    print(f"templates in build.py: {n_t}")
    if errors:
        print("\nFAIL")
        for e in errors:
            print("  " + e)
        sys.exit(1)
    print("\nOK")


if __name__ == "__main__":
    main()
