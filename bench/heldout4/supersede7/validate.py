#!/usr/bin/env python3
"""Checks cases.json / filler.json of the blind supersede set."""
import json, os, sys, collections
HERE = os.path.dirname(os.path.abspath(__file__))
cases = json.load(open(os.path.join(HERE, "cases.json")))
filler = json.load(open(os.path.join(HERE, "filler.json")))
subj = json.load(open(os.path.join(HERE, "_subjects.json"))) if os.path.exists(os.path.join(HERE, "_subjects.json")) else {}
errs, warns = [], []
def has(text, kws): return all(k in text.lower() for k in kws)
ids = [c["id"] for c in cases]
for i, n in collections.Counter(ids).items():
    if n > 1: errs.append(f"duplicate id {i}")
for c in cases:
    cid, seq, k = c["id"], c["sequence"], c["kind"]
    for f in ["id", "lang", "kind", "variant", "phrasing", "sequence", "question", "current"]:
        if f not in c: errs.append(f"{cid}: missing {f}")
    if c["phrasing"] not in ("near", "different"): errs.append(f"{cid}: phrasing")
    kws = c["current"] + c.get("stale", []) + c.get("other", [])
    for kw in kws:
        if kw != kw.lower() or not kw.strip(): errs.append(f"{cid}: keyword not lowercase/empty {kw!r}")
    if not has(seq[-1], c["current"]): errs.append(f"{cid}: current not in last text")
    if k == "update":
        if len(seq) < 2 or not c.get("stale"): errs.append(f"{cid}: update needs >=2 steps and stale")
        if not has(seq[-2], c["stale"]): errs.append(f"{cid}: stale not in previous step")
        for t in seq[:-1]:
            if has(t, c["current"]): errs.append(f"{cid}: current all in an earlier step: {t}")
        if has(seq[-1], c["stale"]): warns.append(f"{cid}: stale keywords also in current text (from->to wording)")
        if "other" in c: errs.append(f"{cid}: update with other")
    elif k == "lookalike":
        if len(seq) != 2: errs.append(f"{cid}: lookalike needs 2 texts")
        if not c.get("other") or not c.get("other_question"): errs.append(f"{cid}: missing other")
        if not has(seq[0], c["other"]): errs.append(f"{cid}: other not in first")
        if has(seq[1], c["other"]): errs.append(f"{cid}: other all in second")
        if has(seq[0], c["current"]): errs.append(f"{cid}: current all in first")
        if "stale" in c: errs.append(f"{cid}: lookalike with stale")
    elif k == "restatement":
        if not has(seq[0], c["current"]): errs.append(f"{cid}: restatement current not in first")
        if "stale" in c or "other" in c: errs.append(f"{cid}: restatement with stale/other")
    else: errs.append(f"{cid}: kind {k}")
    zh = any('\u4e00' <= ch <= '\u9fff' for ch in "".join(seq))
    if zh != (c["lang"] == "zh"): errs.append(f"{cid}: lang mismatch")
# cross-contamination: a case's answer keywords must not be fully present in any text outside it
outside = [(c["id"], t) for c in cases for t in c["sequence"]]
for c in cases:
    for label, kw in [("current", c["current"]), ("other", c.get("other"))]:
        if not kw: continue
        for oid, t in outside:
            if oid != c["id"] and has(t, kw): errs.append(f"{c['id']}: {label} {kw} also in case {oid}: {t}")
        for t in filler:
            if has(t, kw): errs.append(f"{c['id']}: {label} {kw} also in filler: {t}")
    for s in subj.get(c["id"], []):
        for t in filler:
            if s.lower() in t.lower(): errs.append(f"{c['id']}: subject {s!r} in filler: {t}")
        for oid, t in outside:
            if oid != c["id"] and s.lower() in t.lower(): warns.append(f"{c['id']}: subject {s!r} in case {oid}: {t}")
for t, n in collections.Counter(filler).items():
    if n > 1: errs.append(f"duplicate filler {t}")
alltexts = [t for c in cases for t in c["sequence"]]
for t in filler:
    if t in alltexts: errs.append(f"filler equals case text {t}")
cnt = collections.Counter((c["kind"], c["lang"]) for c in cases)
print("cases", len(cases), dict(cnt))
print("phrasing", dict(collections.Counter((c["kind"], c["phrasing"]) for c in cases)))
print("steps", dict(collections.Counter((c["kind"], len(c["sequence"])) for c in cases)))
fz = sum(1 for t in filler if any('\u4e00' <= ch <= '\u9fff' for ch in t))
print("filler", len(filler), "zh", fz)
for w in warns: print("WARN", w)
for e in errs: print("ERR", e)
print("errors:", len(errs)); sys.exit(1 if errs else 0)
