#!/usr/bin/env python3
"""Validates cases.json and filler.json in this folder (or the folder given as argv[1]).

Checks: format and field types, unique ids, allowed kind/lang/phrasing values, every keyword a
lowercase substring of the right (lowercased) text, keyword lists unambiguous within a case,
no other case's text and no filler holding all keywords of a case's list, 300 unique fillers,
and the required counts. Prints the counts. Exit status 1 on any error.
"""
import json
import re
import sys
from collections import Counter
from pathlib import Path

folder = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parent
cases = json.loads((folder / "cases.json").read_text(encoding="utf-8"))
filler = json.loads((folder / "filler.json").read_text(encoding="utf-8"))
errors, warnings = [], []
CJK = re.compile(r"[\u4e00-\u9fff]")


def err(cid, msg):
    errors.append(f"{cid}: {msg}")


def holds(text, kws):
    t = text.lower()
    return all(k in t for k in kws)


def kwlist(c, key):
    v = c.get(key)
    if not isinstance(v, list) or not v or not all(isinstance(k, str) and k.strip() for k in v):
        err(c.get("id"), f"{key} must be a non-empty list of non-empty strings")
        return []
    for k in v:
        if k != k.lower():
            err(c["id"], f"{key} keyword not lowercase: {k!r}")
    return v


assert isinstance(cases, list) and isinstance(filler, list)
ids = [c.get("id") for c in cases]
for cid, n in Counter(ids).items():
    if n > 1 or not isinstance(cid, str):
        err(cid, f"id duplicated or not a string ({n})")

BASE = {"id", "lang", "kind", "variant", "phrasing", "sequence", "question", "current"}
EXTRA = {"update": {"stale"}, "lookalike": {"other_question", "other"}, "restatement": set()}
for c in cases:
    cid = c.get("id")
    kind = c.get("kind")
    if kind not in EXTRA:
        err(cid, f"bad kind {kind!r}")
        continue
    keys = set(c)
    if keys != BASE | EXTRA[kind]:
        err(cid, f"fields {sorted(keys)} != {sorted(BASE | EXTRA[kind])}")
    if c.get("lang") not in ("en", "zh"):
        err(cid, f"bad lang {c.get('lang')!r}")
    if c.get("phrasing") not in ("near", "different"):
        err(cid, f"bad phrasing {c.get('phrasing')!r}")
    if not isinstance(c.get("variant"), str) or not c["variant"]:
        err(cid, "variant missing")
    seq = c.get("sequence")
    if not isinstance(seq, list) or len(seq) < 2 or not all(isinstance(t, str) and t.strip() for t in seq):
        err(cid, "sequence must hold >= 2 non-empty texts")
        continue
    if len(set(seq)) != len(seq):
        err(cid, "duplicate text inside sequence")
    for q in ("question", "other_question"):
        if q in EXTRA[kind] | {"question"} and not (isinstance(c.get(q), str) and c[q].strip()):
            err(cid, f"{q} missing")
    has_cjk = any(CJK.search(t) for t in seq)
    if (c.get("lang") == "zh") != has_cjk:
        err(cid, f"lang {c.get('lang')} but CJK in texts = {has_cjk}")
    cur = kwlist(c, "current")
    if kind == "update":
        if len(seq) > 3:
            err(cid, "update sequences are 2 or 3 steps")
        stale = kwlist(c, "stale")
        if not holds(seq[-1], cur):
            err(cid, f"current {cur} not all in last text")
        for t in seq[:-1]:
            if holds(t, cur):
                err(cid, f"current {cur} also all in an earlier text: {t}")
        if not holds(seq[-2], stale):
            err(cid, f"stale {stale} not all in the step before the last")
        if holds(seq[-1], stale):
            err(cid, f"stale {stale} all in the last text")
    elif kind == "lookalike":
        if len(seq) != 2:
            err(cid, "lookalike needs exactly 2 texts")
        other = kwlist(c, "other")
        a, b = seq[0], seq[-1]
        if not holds(b, cur) or holds(a, cur):
            err(cid, f"current {cur} must be all in the second text and not in the first")
        if not holds(a, other) or holds(b, other):
            err(cid, f"other {other} must be all in the first text and not in the second")
    else:
        for t in seq:
            if not holds(t, cur):
                err(cid, f"current {cur} not in every restated text: {t}")

# cross-case and filler ambiguity
lists = [(c["id"], k, c[k]) for c in cases for k in ("current", "stale", "other") if isinstance(c.get(k), list)]
for cid, key, kws in lists:
    for c in cases:
        if c["id"] == cid:
            continue
        for t in c["sequence"]:
            if holds(t, kws):
                err(cid, f"{key} {kws} also all in case {c['id']}: {t}")
if len(filler) != 300 or len(set(filler)) != len(filler) or not all(isinstance(t, str) and t.strip() for t in filler):
    errors.append(f"filler: need 300 unique non-empty strings (got {len(filler)}, unique {len(set(filler))})")
case_texts = {t for c in cases for t in c["sequence"]}
for t in filler:
    if t in case_texts:
        errors.append(f"filler equals a case text: {t}")
    for cid, key, kws in lists:
        if holds(t, kws):
            errors.append(f"filler holds {cid} {key} {kws}: {t}")

# counts
kinds = Counter(c["kind"] for c in cases)
zh = sum(c["lang"] == "zh" for c in cases)
upd = [c for c in cases if c["kind"] == "update"]
near_upd = sum(c["phrasing"] == "near" for c in upd)
if kinds != Counter(update=100, lookalike=50, restatement=40):
    errors.append(f"kind counts {dict(kinds)}")
if not 0.30 <= zh / len(cases) <= 0.40:
    errors.append(f"zh share {zh / len(cases):.2f} outside 0.30-0.40")
if not 0.25 <= near_upd / len(upd) <= 0.35:
    errors.append(f"update near share {near_upd / len(upd):.2f}")
for c in cases:
    if all(k in c["question"].lower() for k in c["current"]):
        warnings.append(f"{c['id']}: question contains every current keyword")

print(f"cases {len(cases)}  filler {len(filler)}  zh/mixed {zh} ({zh / len(cases):.0%})")
print(f"{'kind':12} {'n':>4} {'en':>4} {'zh':>4} {'near':>5} {'diff':>5} {'3-step':>7}")
for k in ("update", "lookalike", "restatement"):
    cs = [c for c in cases if c["kind"] == k]
    print(f"{k:12} {len(cs):4} {sum(c['lang'] == 'en' for c in cs):4} {sum(c['lang'] == 'zh' for c in cs):4} "
          f"{sum(c['phrasing'] == 'near' for c in cs):5} {sum(c['phrasing'] == 'different' for c in cs):5} "
          f"{sum(len(c['sequence']) == 3 for c in cs):7}")
    print("   variants:", dict(sorted(Counter(c["variant"] for c in cs).items())))
fz = sum(bool(CJK.search(t)) for t in filler)
print(f"filler: {len(filler)} texts, {fz} with Chinese, {len(filler) - fz} English")
for w in warnings:
    print("warning:", w)
for e in errors:
    print("ERROR:", e)
print("OK" if not errors else f"{len(errors)} errors")
sys.exit(1 if errors else 0)
