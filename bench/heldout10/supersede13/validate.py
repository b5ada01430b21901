#!/usr/bin/env python3
"""Check cases.json / filler.json against the supersede bench format and the labelling rules."""
import json, sys
from collections import Counter
from pathlib import Path

D = Path(__file__).resolve().parent
cases = json.loads((D / "cases.json").read_text(encoding="utf-8"))
filler = json.loads((D / "filler.json").read_text(encoding="utf-8"))
err, warn = [], []
has = lambda t, k: k.lower() in t.lower()
has_all = lambda t, ks: all(has(t, k) for k in ks)

ids = [c["id"] for c in cases]
if len(set(ids)) != len(ids): err.append("duplicate ids")
common = {"id", "lang", "kind", "variant", "phrasing", "sequence", "question", "current"}
extra = {"update": {"stale"}, "lookalike": {"other_question", "other"}, "restatement": set()}
all_texts = []
for c in cases:
    cid, k, seq = c["id"], c.get("kind"), c.get("sequence", [])
    if k not in extra: err.append(f"{cid}: bad kind"); continue
    need = common | extra[k]
    if set(c) != need: err.append(f"{cid}: fields {sorted(set(c) ^ need)}")
    if c["lang"] not in ("en", "zh", "mixed"): err.append(f"{cid}: lang")
    if c["phrasing"] not in ("near", "different"): err.append(f"{cid}: phrasing")
    if not c["question"].strip() or not c["current"]: err.append(f"{cid}: empty question/current")
    if any(k2 != k2.lower() for k2 in c["current"] + c.get("stale", []) + c.get("other", [])):
        err.append(f"{cid}: keywords must be lowercase")
    all_texts += seq
    if k == "update":
        if len(seq) < 2: err.append(f"{cid}: update needs >=2 steps")
        if not has_all(seq[-1], c["current"]): err.append(f"{cid}: current not in last text")
        for t in seq[:-1]:
            if has_all(t, c["current"]): err.append(f"{cid}: older text holds current: {t}")
        if not c["stale"] or not has_all(seq[-2], c["stale"]): err.append(f"{cid}: stale not in previous text")
        if has_all(seq[-1], c["stale"]): warn.append(f"{cid}: last text also names the old value (moved-from style)")
    elif k == "lookalike":
        if len(seq) != 2: err.append(f"{cid}: lookalike needs 2 texts")
        a, b = seq
        if not has_all(b, c["current"]) or has_all(a, c["current"]): err.append(f"{cid}: current must be in second only")
        if not has_all(a, c["other"]) or has_all(b, c["other"]): err.append(f"{cid}: other must be in first only")
    else:
        if len(seq) < 2: err.append(f"{cid}: restatement needs >=2 texts")
        for t in seq:
            if not has_all(t, c["current"]): err.append(f"{cid}: current not in every text: {t}")

if len(set(filler)) != len(filler): err.append("duplicate filler")
dup = set(filler) & set(all_texts)
if dup: err.append(f"filler texts also used in cases: {dup}")
if len(set(all_texts)) != len(all_texts): err.append("a text is used twice across cases")
for c in cases:
    for f in filler:
        if has_all(f, c["current"]) and len("".join(c["current"])) > 3:
            warn.append(f"{c['id']}: filler holds all current keywords: {f}")

kinds = Counter(c["kind"] for c in cases)
print("cases:", len(cases), dict(kinds))
for k in ("update", "lookalike", "restatement"):
    sub = [c for c in cases if c["kind"] == k]
    print(f"  {k}: lang {dict(Counter(c['lang'] for c in sub))} phrasing {dict(Counter(c['phrasing'] for c in sub))}"
          + (f" steps {dict(Counter(len(c['sequence']) for c in sub))}" if k == "update" else ""))
print("all cases lang:", dict(Counter(c["lang"] for c in cases)))
print("filler:", len(filler))
for w in warn: print("WARN", w)
for e in err: print("ERROR", e)
print("OK" if not err else f"{len(err)} errors")
sys.exit(1 if err else 0)
