#!/usr/bin/env python3
"""Check cases.json / filler.json in this folder against the labelling rules; print counts."""
import json
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
cases = json.loads((HERE / "cases.json").read_text(encoding="utf-8"))
filler = json.loads((HERE / "filler.json").read_text(encoding="utf-8"))
errors = []


def err(c, msg):
    errors.append(f"{c.get('id')}: {msg}")


def low(x):
    return x.lower()


ids = [c["id"] for c in cases]
for i, n in Counter(ids).items():
    if n > 1:
        errors.append(f"duplicate id {i}")

REQ = {"id", "lang", "kind", "variant", "phrasing", "sequence", "question", "current"}
for c in cases:
    missing = REQ - set(c)
    if missing:
        err(c, f"missing fields {missing}")
        continue
    seq = c["sequence"]
    last, first = low(seq[-1]), low(seq[0])
    if c["kind"] not in ("update", "lookalike", "restatement"):
        err(c, "bad kind")
    if c["phrasing"] not in ("near", "different"):
        err(c, "bad phrasing")
    if c["lang"] not in ("en", "zh"):
        err(c, "bad lang")
    for k in c["current"] + c.get("stale", []) + c.get("other", []):
        if k != k.lower() or not k.strip():
            err(c, f"keyword not lowercase/non-empty: {k!r}")
    for k in c["current"]:
        if k not in last:
            err(c, f"current {k!r} not in last text")
    if len(set(seq)) != len(seq):
        err(c, "repeated text in sequence")
    if c["kind"] == "update":
        if len(seq) < 2:
            err(c, "update needs >= 2 steps")
        prev = low(seq[-2])
        st = c.get("stale") or []
        if not st:
            err(c, "update without stale")
        for k in st:
            if k not in prev:
                err(c, f"stale {k!r} not in step before last")
        if st and all(k in last for k in st):
            err(c, "all stale keywords also in last text")
        if all(k in prev for k in c["current"]):
            err(c, "all current keywords already in previous step")
    elif c["kind"] == "lookalike":
        if len(seq) != 2:
            err(c, "lookalike needs 2 texts")
        if not c.get("other_question") or not c.get("other"):
            err(c, "lookalike without other_question/other")
        for k in c.get("other", []):
            if k not in first:
                err(c, f"other {k!r} not in FIRST text")
        if c.get("other") and all(k in last for k in c["other"]):
            err(c, "all other keywords also in last text")
        if all(k in first for k in c["current"]):
            err(c, "all current keywords also in first text")
    elif c["kind"] == "restatement":
        for k in c["current"]:
            if k not in first:
                err(c, f"restatement current {k!r} not in first text")

if len(set(filler)) != len(filler):
    errors.append("duplicate filler texts")
case_texts = {t for c in cases for t in c["sequence"]}
if case_texts & set(filler):
    errors.append("filler text identical to a case text")
all_texts = [t for c in cases for t in c["sequence"]]
for t, n in Counter(all_texts).items():
    if n > 1:
        errors.append(f"case text used twice: {t}")

by_kind = Counter(c["kind"] for c in cases)
print(f"cases: {len(cases)}")
for k in ("update", "lookalike", "restatement"):
    sub = [c for c in cases if c["kind"] == k]
    print(f"  {k}: {len(sub)}  lang={dict(Counter(c['lang'] for c in sub))}"
          f"  phrasing={dict(Counter(c['phrasing'] for c in sub))}")
upd = [c for c in cases if c["kind"] == "update"]
print(f"  update steps: {dict(Counter(len(c['sequence']) for c in upd))}")
print(f"  update variants: {dict(Counter(c['variant'] for c in upd))}")
print(f"  lang overall: {dict(Counter(c['lang'] for c in cases))}")
zhf = sum(1 for t in filler if any('\u4e00' <= ch <= '\u9fff' for ch in t))
print(f"filler: {len(filler)} (with Chinese: {zhf})")
if errors:
    print(f"\n{len(errors)} ERRORS")
    for e in errors:
        print("  " + e)
    sys.exit(1)
print("OK")
