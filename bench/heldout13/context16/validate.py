#!/usr/bin/env python3
"""Check the store_*.json files in this folder against the documented format and print counts.

Format: {"name", "memories": [{"id","text","category","importance","verified"}],
         "prompts": [{"id","prompt","needs": [ids] or [],"lang","kind"}]}
Exit status 1 if anything is wrong."""
import json
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
CJK = re.compile(r"[\u3400-\u9fff]")
errors = []


def err(msg):
    errors.append(msg)
    print("ERROR:", msg)


def check(path):
    d = json.loads(path.read_text(encoding="utf-8"))
    if set(d) != {"name", "memories", "prompts"}:
        err(f"{path.name}: top-level keys {sorted(d)}")
    if not isinstance(d.get("name"), str) or not d["name"]:
        err(f"{path.name}: bad name")
    mem_ids = set()
    for m in d["memories"]:
        if set(m) != {"id", "text", "category", "importance", "verified"}:
            err(f"{path.name}: memory keys {sorted(m)}")
        if m["id"] in mem_ids:
            err(f"{path.name}: duplicate memory id {m['id']}")
        mem_ids.add(m["id"])
        if not isinstance(m["text"], str) or not m["text"].strip():
            err(f"{path.name}: empty text {m['id']}")
        if not isinstance(m["category"], str) or not m["category"]:
            err(f"{path.name}: bad category {m['id']}")
        if not isinstance(m["importance"], int) or isinstance(m["importance"], bool) or not 1 <= m["importance"] <= 10:
            err(f"{path.name}: bad importance {m['id']}")
        if not isinstance(m["verified"], bool):
            err(f"{path.name}: bad verified {m['id']}")
    texts = Counter(m["text"] for m in d["memories"])
    for t, c in texts.items():
        if c > 1:
            err(f"{path.name}: duplicate memory text x{c}: {t[:60]}")
    p_ids = set()
    for p in d["prompts"]:
        if set(p) != {"id", "prompt", "needs", "lang", "kind"}:
            err(f"{path.name}: prompt keys {sorted(p)}")
        if p["id"] in p_ids:
            err(f"{path.name}: duplicate prompt id {p['id']}")
        p_ids.add(p["id"])
        if not isinstance(p["prompt"], str) or not p["prompt"].strip():
            err(f"{path.name}: empty prompt {p['id']}")
        if not isinstance(p["needs"], list):
            err(f"{path.name}: needs not a list {p['id']}")
        for n in p["needs"]:
            if n not in mem_ids:
                err(f"{path.name}: {p['id']} needs unknown memory {n}")
        if len(set(p["needs"])) != len(p["needs"]):
            err(f"{path.name}: {p['id']} repeats a needs id")
        if p["lang"] not in ("en", "zh", "mixed"):
            err(f"{path.name}: bad lang {p['id']}")
        if not isinstance(p["kind"], str) or not p["kind"]:
            err(f"{path.name}: bad kind {p['id']}")
    ptexts = Counter(p["prompt"] for p in d["prompts"])
    for t, c in ptexts.items():
        if c > 1:
            err(f"{path.name}: duplicate prompt x{c}: {t[:60]}")

    mems, prompts = d["memories"], d["prompts"]
    need = [p for p in prompts if p["needs"]]
    none = [p for p in prompts if not p["needs"]]
    zh_mem = sum(1 for m in mems if CJK.search(m["text"]))
    used = {n for p in need for n in p["needs"]}
    print(f"== {path.name}  ({d['name']})")
    print(f"  memories {len(mems)}: with Chinese {zh_mem} ({zh_mem / len(mems):.0%}), "
          f"importance>=9 {sum(m['importance'] >= 9 for m in mems)}, verified {sum(m['verified'] for m in mems)}, "
          f"referenced by a prompt {len(used)}")
    print(f"  categories: {dict(Counter(m['category'] for m in mems).most_common())}")
    print(f"  prompts {len(prompts)}: need a memory {len(need)}, need none {len(none)}")
    cross = sum(1 for p in need if p["kind"].startswith("crosslang"))
    print(f"  crosslang among need-prompts: {cross} ({cross / max(1, len(need)):.0%}); "
          f"multi-memory needs: {sum(len(p['needs']) > 1 for p in need)}")
    print(f"  need  kinds: {dict(Counter(p['kind'] for p in need).most_common())}")
    print(f"  need  langs: {dict(Counter(p['lang'] for p in need).most_common())}")
    print(f"  none  kinds: {dict(Counter(p['kind'] for p in none).most_common())}")
    print(f"  none  langs: {dict(Counter(p['lang'] for p in none).most_common())}")
    if len(need) < 60 or len(none) < 60:
        err(f"{path.name}: fewer than 60 prompts of one class")
    return p_ids


def main():
    files = sorted(HERE.glob("store_*.json"))
    if not files:
        err("no store_*.json files")
    all_pids = Counter()
    for f in files:
        all_pids.update(check(f))
    dup = [k for k, c in all_pids.items() if c > 1]
    if dup:
        err(f"prompt ids repeated across stores: {dup[:5]}")
    print("OK" if not errors else f"{len(errors)} error(s)")
    sys.exit(1 if errors else 0)


if __name__ == "__main__":
    main()
