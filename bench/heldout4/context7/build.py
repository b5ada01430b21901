#!/usr/bin/env python3
"""Build store_{small,mid,large}.json from src/*.txt and validate them."""
import json, re, sys, collections
from pathlib import Path
HERE = Path(__file__).resolve().parent
CJK = re.compile(r'[\u4e00-\u9fff]')
CATS = {"project", "preference", "decision", "config", "fact", "event"}
NEED_KINDS = {"paraphrase", "keyword", "cross_lang", "task", "short"}
NONE_KINDS = {"general", "smalltalk", "unrelated_task", "near_miss"}
lang = lambda s: "zh" if CJK.search(s) else "en"

def parse(path):
    name, mems, prompts, sec = None, [], [], None
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip(): continue
        if line.startswith("#name "): name = line[6:].strip(); continue
        if line.startswith("## "): sec = line[3:].strip(); continue
        if sec == "memories":
            i, c, imp, v, text = line.split("|", 4)
            mems.append({"id": i, "text": text, "category": c, "importance": int(imp), "verified": v == "T"})
        else:
            i, kind, needs, text = line.split("|", 3)
            prompts.append({"id": i, "prompt": text, "needs": [] if needs == "-" else needs.split(","),
                            "lang": lang(text), "kind": kind})
    return {"name": name, "memories": mems, "prompts": prompts}

def validate(store, want_mem):
    errs, warn = [], []
    m, p = store["memories"], store["prompts"]
    ids = [x["id"] for x in m] + [x["id"] for x in p]
    dup = [k for k, n in collections.Counter(ids).items() if n > 1]
    if dup: errs.append(f"duplicate ids {dup}")
    if len({x["text"] for x in m}) != len(m): errs.append("duplicate memory texts")
    if len({x["prompt"] for x in p}) != len(p): errs.append("duplicate prompts")
    if len(m) != want_mem: errs.append(f"{len(m)} memories, want {want_mem}")
    mid = {x["id"]: x for x in m}
    for x in m:
        if x["category"] not in CATS: errs.append(f"{x['id']} category {x['category']}")
        if not 1 <= x["importance"] <= 10: errs.append(f"{x['id']} importance")
    zh = sum(lang(x["text"]) == "zh" for x in m) / len(m)
    if not 0.25 <= zh <= 0.40: errs.append(f"zh share {zh:.2f}")
    for x in p:
        for n in x["needs"]:
            if n not in mid: errs.append(f"{x['id']} needs unknown {n}")
        if x["needs"] and x["kind"] not in NEED_KINDS: errs.append(f"{x['id']} kind {x['kind']} with needs")
        if not x["needs"] and x["kind"] not in NONE_KINDS: errs.append(f"{x['id']} kind {x['kind']} without needs")
        if x["needs"]:
            mlangs = {lang(mid[n]["text"]) for n in x["needs"] if n in mid}
            if x["kind"] == "cross_lang" and x["lang"] in mlangs and len(mlangs) == 1:
                errs.append(f"{x['id']} cross_lang but same language as its memories")
            if x["kind"] in ("paraphrase", "keyword") and x["lang"] not in mlangs:
                errs.append(f"{x['id']} {x['kind']} but language differs from all its memories (use cross_lang)")
    need = [x for x in p if x["needs"]]; none = [x for x in p if not x["needs"]]
    stats = {"memories": len(m), "zh_memories": round(zh, 2), "prompts": len(p), "with_needs": len(need),
             "no_needs": len(none), "zh_prompts": sum(x["lang"] == "zh" for x in p),
             "need_kinds": dict(collections.Counter(x["kind"] for x in need)),
             "none_kinds": dict(collections.Counter(x["kind"] for x in none)),
             "memories_needed_somewhere": len({n for x in p for n in x["needs"]}),
             "unverified": sum(not x["verified"] for x in m)}
    return errs, stats

if __name__ == "__main__":
    ok = True
    for key, n in (("small", 12), ("mid", 60), ("large", 250)):
        store = parse(HERE / "src" / f"{key}.txt")
        errs, stats = validate(store, n)
        print(key, store["name"]); print("  ", json.dumps(stats, ensure_ascii=False))
        for e in errs: print("   ERROR", e)
        ok &= not errs
        (HERE / f"store_{key}.json").write_text(json.dumps(store, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    sys.exit(0 if ok else 1)
