#!/usr/bin/env python3
"""Validate cases.json / filler.json of the round-8 blind supersede set. Prints `errors: N`."""
import json
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parent
cases = json.loads((HERE / "cases.json").read_text(encoding="utf-8"))
filler = json.loads((HERE / "filler.json").read_text(encoding="utf-8"))
errors = []


def err(cid, msg):
    errors.append(f"{cid}: {msg}")


def has(text, kws):
    t = text.lower()
    return all(k in t for k in kws)


ids = Counter(c.get("id") for c in cases)
for i, n in ids.items():
    if n > 1:
        err(i, f"duplicate id x{n}")

COMMON = ["id", "lang", "kind", "variant", "phrasing", "sequence", "question", "current"]
for c in cases:
    cid = c.get("id", "?")
    for f in COMMON:
        if f not in c:
            err(cid, f"missing field {f}")
    if c.get("kind") not in ("update", "lookalike", "restatement"):
        err(cid, f"bad kind {c.get('kind')}")
        continue
    if c.get("lang") not in ("en", "zh"):
        err(cid, f"bad lang {c.get('lang')}")
    if c.get("phrasing") not in ("near", "different"):
        err(cid, f"bad phrasing {c.get('phrasing')}")
    seq = c.get("sequence", [])
    if len(seq) < 2 or not all(isinstance(t, str) and t.strip() for t in seq):
        err(cid, "sequence needs >= 2 non-empty texts")
        continue
    if len(set(seq)) != len(seq):
        err(cid, "repeated text in sequence")
    cur = c.get("current", [])
    if not cur or any(k != k.lower() for k in cur):
        err(cid, "current must be non-empty lowercase keywords")
    if not has(seq[-1], cur):
        err(cid, f"current {cur} not all in last text")
    if not c.get("question", "").strip():
        err(cid, "empty question")
    # language sanity
    cjk = any(re.search(r"[\u4e00-\u9fff]", t) for t in seq + [c["question"]])
    if (c["lang"] == "zh") != cjk:
        err(cid, f"lang {c['lang']} does not match script")
    kind = c["kind"]
    if kind == "update":
        stale = c.get("stale", [])
        if not stale or any(k != k.lower() for k in stale):
            err(cid, "update needs lowercase stale keywords")
        if not has(seq[-2], stale):
            err(cid, f"stale {stale} not in the step before the current one")
        if not any(has(t, stale) for t in seq[:-1]):
            err(cid, f"stale {stale} not in an earlier text")
        if has(seq[-1], stale):
            err(cid, f"stale {stale} also in last text")
        for j, t in enumerate(seq[:-1]):
            if has(t, cur):
                err(cid, f"current {cur} already in earlier text {j} (would not tell old from new)")
        if c.get("variant") not in ("value", "choice", "negation"):
            err(cid, f"bad update variant {c.get('variant')}")
    elif kind == "lookalike":
        if len(seq) != 2:
            err(cid, "lookalike needs exactly 2 texts")
        other = c.get("other", [])
        if not other or not c.get("other_question", "").strip():
            err(cid, "lookalike needs other and other_question")
        if not has(seq[0], other):
            err(cid, f"other {other} not in first text")
        if has(seq[-1], other):
            err(cid, f"other {other} also in second text")
        if has(seq[0], cur):
            err(cid, f"current {cur} also in first text")
        if "stale" in c:
            err(cid, "lookalike must not have stale")
    elif kind == "restatement":
        for j, t in enumerate(seq):
            if not has(t, cur):
                err(cid, f"restatement value {cur} missing from text {j}")
        if "stale" in c:
            err(cid, "restatement must not have stale")

if not isinstance(filler, list) or not all(isinstance(t, str) and t.strip() for t in filler):
    err("filler", "must be a list of non-empty strings")
if len(filler) < 300:
    err("filler", f"only {len(filler)} texts (< 300)")
if len(set(filler)) != len(filler):
    err("filler", "duplicate texts")
case_texts = {t for c in cases for t in c["sequence"]}
for t in filler:
    if t in case_texts:
        err("filler", f"filler text equals a case text: {t}")

kinds = Counter(c["kind"] for c in cases)
if len(cases) < 150:
    err("cases", f"only {len(cases)} cases (< 150)")
for k, lo in (("update", 80), ("lookalike", 30), ("restatement", 25)):
    if kinds[k] < lo:
        err("cases", f"only {kinds[k]} {k} cases (< {lo})")

print(f"cases: {len(cases)}")
print("by kind:", dict(kinds))
print("by lang:", dict(Counter(c["lang"] for c in cases)),
      "| mixed zh+en:", sum(1 for c in cases if c.get("mixed")))
print("by kind x lang:", dict(sorted(Counter(f"{c['kind']}/{c['lang']}" for c in cases).items())))
print("by kind x phrasing:", dict(sorted(Counter(f"{c['kind']}/{c['phrasing']}" for c in cases).items())))
print("by kind x variant:", dict(sorted(Counter(f"{c['kind']}/{c['variant']}" for c in cases).items())))
print("update steps:", dict(sorted(Counter(len(c["sequence"]) for c in cases if c["kind"] == "update").items())))
zh_f = sum(1 for t in filler if re.search(r"[\u4e00-\u9fff]", t))
print(f"filler: {len(filler)} (zh {zh_f}, en {len(filler) - zh_f})")
for e in errors:
    print("ERROR", e)
print(f"errors: {len(errors)}")
sys.exit(1 if errors else 0)
