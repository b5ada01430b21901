#!/usr/bin/env python3
"""Checks cases.json / filler.json of this held-out supersede set: format, keyword rules, counts."""
import json, sys
from collections import Counter
from pathlib import Path
D = Path(__file__).parent
cases = json.loads((D / "cases.json").read_text())
filler = json.loads((D / "filler.json").read_text())
err = []
def has(ks, t): return all(k in t.lower() for k in ks)
ids = Counter(c["id"] for c in cases)
err += [f"duplicate id {i}" for i, n in ids.items() if n > 1]
for c in cases:
    i, seq = c["id"], c["sequence"]
    for f in ("id", "lang", "kind", "variant", "phrasing", "sequence", "question", "current"):
        if f not in c: err.append(f"{i}: missing {f}")
    if c["lang"] not in ("en", "zh", "mixed"): err.append(f"{i}: lang")
    if c["phrasing"] not in ("near", "different"): err.append(f"{i}: phrasing")
    if not c["current"]: err.append(f"{i}: empty current")
    for k in c["current"] + c.get("stale", []) + c.get("other", []):
        if k != k.lower() or not k.strip(): err.append(f"{i}: keyword not lowercase/nonempty {k!r}")
    if not has(c["current"], seq[-1]): err.append(f"{i}: current not in last text")
    if c["kind"] == "update":
        if len(seq) < 2 or not c.get("stale"): err.append(f"{i}: update needs >=2 steps and stale")
        for t in seq[:-1]:
            if has(c["current"], t): err.append(f"{i}: current keywords in an old text: {t}")
        if not has(c["stale"], seq[-2]): err.append(f"{i}: stale not in step before last")
        if has(c["stale"], seq[-1]): err.append(f"{i}: stale keywords also in last text")
    elif c["kind"] == "lookalike":
        if len(seq) != 2 or "other_question" not in c or not c.get("other"): err.append(f"{i}: lookalike fields")
        if not has(c["other"], seq[0]): err.append(f"{i}: other not in first text")
        if has(c["other"], seq[1]): err.append(f"{i}: other keywords also in second text")
        if has(c["current"], seq[0]): err.append(f"{i}: current keywords also in first text")
    elif c["kind"] == "restatement":
        if len(seq) != 2: err.append(f"{i}: restatement must have 2 texts")
        if not has(c["current"], seq[0]): err.append(f"{i}: restated keywords not in first text")
    else:
        err.append(f"{i}: kind {c['kind']}")
if len(set(filler)) != len(filler): err.append("duplicate filler")
seqtexts = {t for c in cases for t in c["sequence"]}
err += [f"filler also used in a case: {f}" for f in filler if f in seqtexts]

kind = Counter(c["kind"] for c in cases)
upd = [c for c in cases if c["kind"] == "update"]
ph = Counter(c["phrasing"] for c in upd)
three = sum(len(c["sequence"]) == 3 for c in upd)
lang = Counter(c["lang"] for c in cases)
zh_share = (lang["zh"] + lang["mixed"]) / len(cases)
zh_only = lang["zh"] / len(cases)
import re
cjk = sum(bool(re.search(r"[\u4e00-\u9fff]", f)) for f in filler)
print(f"cases {len(cases)}: {dict(kind)}; updates by phrasing {dict(ph)}, 3-step {three}")
print(f"lang {dict(lang)}: zh+mixed {zh_share:.0%} (zh alone {zh_only:.0%})")
print(f"filler {len(filler)} ({cjk} containing Chinese)")
want = [(kind["update"] == 100, "100 updates"), (kind["lookalike"] == 50, "50 lookalikes"),
        (kind["restatement"] == 40, "40 restatements"), (ph["near"] == 30, "30 near updates"),
        (ph["different"] == 70, "70 different updates"), (three == 15, "15 three-step"),
        (0.30 <= zh_share <= 0.40, "30-40% Chinese (zh+mixed)"), (len(filler) == 300, "300 filler")]
err += [f"count: {m}" for ok, m in want if not ok]
for e in err: print("ERROR", e)
print("OK" if not err else f"{len(err)} errors")
sys.exit(1 if err else 0)
