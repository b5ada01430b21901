#!/usr/bin/env python3
"""Checks the stores in this folder: fields, unique ids, every `needs` id exists, and counts."""
import json, re, sys, collections
from pathlib import Path

CJK = re.compile(r"[\u4e00-\u9fff]")
ok = True
for f in sorted(Path(__file__).parent.glob("store_*.json")):
    s = json.loads(f.read_text())
    mems, prompts = s["memories"], s["prompts"]
    ids = [m["id"] for m in mems]
    errs = []
    if len(set(ids)) != len(ids): errs.append("duplicate memory ids")
    for m in mems:
        if set(m) != {"id", "text", "category", "importance", "verified"}: errs.append(f"memory fields {m['id']}")
        if not (isinstance(m["importance"], int) and 1 <= m["importance"] <= 10): errs.append(f"importance {m['id']}")
        if not isinstance(m["verified"], bool): errs.append(f"verified {m['id']}")
        if not isinstance(m["id"], str): errs.append(f"id type {m['id']}")
    pids = [p["id"] for p in prompts]
    if len(set(pids)) != len(pids): errs.append("duplicate prompt ids")
    idset = set(ids)
    for p in prompts:
        if set(p) != {"id", "prompt", "needs", "lang", "kind"}: errs.append(f"prompt fields {p['id']}")
        if p["lang"] not in ("en", "zh", "mixed"): errs.append(f"lang {p['id']}")
        for n in p["needs"]:
            if n not in idset: errs.append(f"{p['id']} needs unknown {n}")
    if len(set(p["prompt"] for p in prompts)) != len(prompts): errs.append("duplicate prompt text")
    need = [p for p in prompts if p["needs"]]
    none = [p for p in prompts if not p["needs"]]
    zh_m = sum(bool(CJK.search(m["text"])) for m in mems) / len(mems)
    zh_p = sum(p["lang"] != "en" for p in prompts) / len(prompts)
    crit = sum(m["importance"] >= 9 for m in mems)
    print(f"{f.name}: {s['name']}")
    print(f"  memories {len(mems)} (with Chinese {zh_m:.0%}, importance>=9: {crit}, unverified: {sum(not m['verified'] for m in mems)})")
    print(f"  prompts {len(prompts)}: need a memory {len(need)}, need none {len(none)}; zh/mixed share {zh_p:.0%}")
    print(f"  need kinds {dict(collections.Counter(p['kind'] for p in need))}")
    print(f"  none kinds {dict(collections.Counter(p['kind'] for p in none))}")
    print(f"  memories labelled at least once: {len({n for p in need for n in p['needs']})}")
    if len(need) < 60 or len(none) < 60: errs.append("fewer than 60 prompts of a kind")
    for e in errs: print("  ERROR", e)
    ok = ok and not errs
print("OK" if ok else "FAILED")
sys.exit(0 if ok else 1)
