#!/usr/bin/env python3
"""Check the structure and labels of cases.json / filler.json. Exit 1 on any error."""
import json, re, sys
from collections import Counter
from pathlib import Path

HERE = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parent
cases = json.loads((HERE / "cases.json").read_text(encoding="utf-8"))
filler = json.loads((HERE / "filler.json").read_text(encoding="utf-8"))
errs, warns = [], []
CJK = re.compile(r"[\u4e00-\u9fff]")

def has(text, kws):
    t = text.lower()
    return all(k in t for k in kws)

ids = Counter(c.get("id") for c in cases)
errs += [f"duplicate id {i}" for i, n in ids.items() if n > 1]
for c in cases:
    cid = c.get("id")
    for f in ("id", "lang", "kind", "variant", "phrasing", "sequence", "question", "current"):
        if f not in c:
            errs.append(f"{cid}: missing {f}")
    if c.get("lang") not in ("en", "zh"): errs.append(f"{cid}: bad lang")
    if c.get("kind") not in ("update", "lookalike", "restatement"): errs.append(f"{cid}: bad kind")
    if c.get("phrasing") not in ("near", "different"): errs.append(f"{cid}: bad phrasing")
    seq = c.get("sequence", [])
    if len(seq) < 2 or not all(isinstance(t, str) and t.strip() for t in seq):
        errs.append(f"{cid}: sequence needs >= 2 non-empty texts"); continue
    if len(set(seq)) != len(seq): errs.append(f"{cid}: repeated text in sequence")
    kwfields = ["current"] + (["stale"] if c["kind"] == "update" else []) + (["other"] if c["kind"] == "lookalike" else [])
    for f in kwfields:
        kws = c.get(f)
        if not kws or not all(isinstance(k, str) and k and k == k.lower() for k in kws):
            errs.append(f"{cid}: {f} must be non-empty lowercase strings")
    if c["lang"] == "zh" and not all(CJK.search(t) for t in seq + [c["question"]]):
        errs.append(f"{cid}: zh case with non-Chinese text")
    if c["lang"] == "en" and any(CJK.search(t) for t in seq + [c["question"]]):
        errs.append(f"{cid}: en case with Chinese text")
    cur = c["current"]
    if c["kind"] == "update":
        if "other" in c or "other_question" in c: errs.append(f"{cid}: update with other fields")
        st = c.get("stale", [])
        # each keyword in exactly the text it labels
        for k in cur:
            where = [i for i, t in enumerate(seq) if k in t.lower()]
            if where != [len(seq) - 1]: errs.append(f"{cid}: current '{k}' found in steps {where}")
        for k in st:
            where = [i for i, t in enumerate(seq) if k in t.lower()]
            if where != [len(seq) - 2]: errs.append(f"{cid}: stale '{k}' found in steps {where}")
    elif c["kind"] == "lookalike":
        if len(seq) != 2: errs.append(f"{cid}: lookalike needs 2 texts")
        if not c.get("other_question"): errs.append(f"{cid}: missing other_question")
        for k in cur:
            where = [i for i, t in enumerate(seq) if k in t.lower()]
            if where != [1]: errs.append(f"{cid}: current '{k}' found in texts {where}")
        for k in c.get("other", []):
            where = [i for i, t in enumerate(seq) if k in t.lower()]
            if where != [0]: errs.append(f"{cid}: other '{k}' found in texts {where}")
    else:
        if "stale" in c or "other" in c: errs.append(f"{cid}: restatement with stale/other")
        for i, t in enumerate(seq):
            if not has(t, cur): errs.append(f"{cid}: current missing from text {i}")
    for qf, kf in (("question", "current"), ("other_question", "other")):
        if c.get(qf) and any(k in c[qf].lower() for k in c.get(kf, [])):
            errs.append(f"{cid}: {qf} leaks the answer")

texts = Counter(t for c in cases for t in c["sequence"])
errs += [f"text used twice across cases: {t}" for t, n in texts.items() if n > 1]
if not isinstance(filler, list) or not all(isinstance(t, str) and t.strip() for t in filler):
    errs.append("filler must be a list of non-empty strings")
fc = Counter(filler)
errs += [f"duplicate filler: {t}" for t, n in fc.items() if n > 1]
errs += [f"filler equals a case text: {t}" for t in filler if t in texts]
for c in cases:
    for f in ("current", "stale", "other"):
        if c.get(f):
            for t in filler:
                if has(t, c[f]): errs.append(f"{c['id']}: filler holds its {f} keywords: {t}")
            for d in cases:
                if d is not c and any(has(t, c[f]) for t in d["sequence"]):
                    warns.append(f"{c['id']}: {f} keywords also in case {d['id']}")

kinds = Counter((c["kind"], c["lang"]) for c in cases)
ph = Counter((c["kind"], c["phrasing"]) for c in cases)
zh_f = sum(bool(CJK.search(t)) for t in filler)
print(f"cases: {len(cases)}  by kind/lang: {dict(sorted(kinds.items()))}")
print(f"phrasing: {dict(sorted(ph.items()))}")
print(f"3-step updates: {sum(1 for c in cases if c['kind']=='update' and len(c['sequence'])==3)}")
print(f"filler: {len(filler)} ({zh_f} Chinese, {zh_f/len(filler):.0%})")
for w in warns: print("WARN", w)
for e in errs: print("ERROR", e)
if len(cases) < 160: errs.append("fewer than 160 cases")
if len(filler) < 300: errs.append("fewer than 300 filler")
print("OK" if not errs else f"{len(errs)} errors")
sys.exit(1 if errs else 0)
