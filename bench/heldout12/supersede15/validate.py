#!/usr/bin/env python3
"""Validate cases.json / filler.json of the held-out supersede set. Exit 1 on any error."""
import json, sys, collections
from pathlib import Path
D = Path(__file__).parent
errs, warns = [], []
cases = json.loads((D/"cases.json").read_text(encoding="utf-8"))
filler = json.loads((D/"filler.json").read_text(encoding="utf-8"))
KINDS = {"update", "lookalike", "restatement"}; LANGS = {"en", "zh", "mixed"}
REQ = ["id", "lang", "kind", "variant", "phrasing", "sequence", "question", "current"]
ids = set(); allkw = set()
def kwlist(c, f):
    v = c.get(f)
    if not isinstance(v, list) or not v or not all(isinstance(k, str) and k and k == k.lower() for k in v):
        errs.append(f"{c.get('id')}: {f} must be a non-empty list of lowercase strings"); return []
    return v
for c in cases:
    cid = c.get("id")
    for f in REQ:
        if f not in c: errs.append(f"{cid}: missing {f}")
    if cid in ids: errs.append(f"{cid}: duplicate id")
    ids.add(cid)
    if c.get("lang") not in LANGS: errs.append(f"{cid}: bad lang")
    k = c.get("kind")
    if k not in KINDS: errs.append(f"{cid}: bad kind"); continue
    if c.get("phrasing") not in {"near", "different"}: errs.append(f"{cid}: bad phrasing")
    seq = c.get("sequence")
    if not isinstance(seq, list) or len(seq) < 2 or not all(isinstance(t, str) and t.strip() for t in seq):
        errs.append(f"{cid}: sequence must hold >= 2 texts"); continue
    if len(set(seq)) != len(seq): errs.append(f"{cid}: repeated text in sequence")
    low = [t.lower() for t in seq]
    cur = kwlist(c, "current"); allkw.update(cur)
    extra = {"update": {"stale"}, "lookalike": {"other", "other_question"}, "restatement": set()}[k]
    for f in ("stale", "other", "other_question"):
        if f in c and f not in extra: errs.append(f"{cid}: {f} not allowed for {k}")
    for kw in cur:
        if kw not in low[-1]: errs.append(f"{cid}: current {kw!r} not in last text")
    if k == "update":
        st = kwlist(c, "stale"); allkw.update(st)
        for kw in st:
            if kw not in low[-2]: errs.append(f"{cid}: stale {kw!r} not in previous text")
            if kw in low[-1]: errs.append(f"{cid}: stale {kw!r} appears in current text")
        if cur and all(kw in low[-2] for kw in cur): errs.append(f"{cid}: previous text holds every current keyword")
        for i in range(len(seq) - 1):
            if cur and all(kw in low[i] for kw in cur): errs.append(f"{cid}: step {i} already holds the current value")
    elif k == "lookalike":
        if len(seq) != 2: errs.append(f"{cid}: lookalike needs exactly 2 texts")
        ot = kwlist(c, "other"); allkw.update(ot)
        if not isinstance(c.get("other_question"), str) or not c["other_question"].strip(): errs.append(f"{cid}: other_question")
        for kw in ot:
            if kw not in low[0]: errs.append(f"{cid}: other {kw!r} not in first text")
        if ot and all(kw in low[-1] for kw in ot): errs.append(f"{cid}: last text holds every other keyword")
        if cur and all(kw in low[0] for kw in cur): errs.append(f"{cid}: first text holds every current keyword")
        for kw in ot:
            if kw in low[-1]: warns.append(f"{cid}: other {kw!r} also in last text")
    else:
        for kw in cur:
            for i, t in enumerate(low):
                if kw not in t: errs.append(f"{cid}: restatement keyword {kw!r} missing from text {i}")
    if not isinstance(c.get("question"), str) or not c["question"].strip(): errs.append(f"{cid}: question")
# filler
if not isinstance(filler, list) or not all(isinstance(t, str) and t.strip() for t in filler): errs.append("filler must be list of non-empty strings")
if len(set(filler)) != len(filler): errs.append("filler has duplicates")
for t in filler:
    lt = t.lower()
    for kw in allkw:
        if kw in lt: errs.append(f"filler mentions keyword {kw!r}: {t}")
alltexts = [t for c in cases for t in c["sequence"]]
for t in filler:
    if t in alltexts: errs.append(f"filler text equals a case text: {t}")
# cross-case: a case's keyword set must not be fully held by another case's text
for c in cases:
    for f in ("current", "stale", "other"):
        ks = c.get(f)
        if not ks: continue
        for d in cases:
            if d is c: continue
            for t in d["sequence"]:
                if all(k in t.lower() for k in ks):
                    errs.append(f"{c['id']}: {f} {ks} also fully held by {d['id']}: {t}")
# counts
cnt = collections.Counter((c["kind"], c["lang"]) for c in cases)
kinds = collections.Counter(c["kind"] for c in cases); langs = collections.Counter(c["lang"] for c in cases)
n = len(cases)
if n != 180: errs.append(f"expected 180 cases, got {n}")
if len(filler) != 300: errs.append(f"expected 300 filler, got {len(filler)}")
for kname, lo, hi in (("update", 90, 110), ("lookalike", 40, 50), ("restatement", 30, 40)):
    if not lo <= kinds[kname] <= hi: errs.append(f"{kname} count {kinds[kname]} outside {lo}-{hi}")
zhf = sum(any('\u4e00' <= ch <= '\u9fff' for ch in t) for t in filler)
print("cases:", n, dict(kinds), dict(langs))
print("by kind x lang:", {f"{a}/{b}": v for (a, b), v in sorted(cnt.items())})
print("phrasing:", dict(collections.Counter((c["kind"], c["phrasing"]) for c in cases)))
print("filler:", len(filler), "with Chinese:", zhf)
for w in warns: print("WARN", w)
for e in errs: print("ERROR", e)
print("OK" if not errs else f"{len(errs)} errors")
sys.exit(1 if errs else 0)
