#!/usr/bin/env python3
"""Check cases.json and filler.json of this folder: structure, labels, counts. Exit 0 on OK."""
import json
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
errors, warnings = [], []


def err(msg):
    errors.append(msg)


def has_all(text, kws):
    t = text.lower()
    return all(k in t for k in kws)


cases = json.loads((HERE / "cases.json").read_text(encoding="utf-8"))
filler = json.loads((HERE / "filler.json").read_text(encoding="utf-8"))

KINDS = {"update", "lookalike", "restatement"}
BASE = {"id", "lang", "kind", "variant", "phrasing", "sequence", "question", "current"}
EXTRA = {"update": {"stale"}, "lookalike": {"other_question", "other"}, "restatement": set()}

ids = Counter(c.get("id") for c in cases)
for i, n in ids.items():
    if n > 1:
        err(f"duplicate id {i}")

all_texts = []  # (case id, text)
for c in cases:
    for t in c.get("sequence", []):
        all_texts.append((c.get("id"), t))

for c in cases:
    cid = c.get("id")
    kind = c.get("kind")
    if kind not in KINDS:
        err(f"{cid}: bad kind {kind}")
        continue
    want = BASE | EXTRA[kind]
    if set(c) != want:
        err(f"{cid}: keys {sorted(set(c))} != {sorted(want)}")
        continue
    if c["lang"] not in ("en", "zh"):
        err(f"{cid}: bad lang")
    if c["phrasing"] not in ("near", "different"):
        err(f"{cid}: bad phrasing")
    seq = c["sequence"]
    if not isinstance(seq, list) or not all(isinstance(t, str) and t.strip() for t in seq):
        err(f"{cid}: bad sequence")
        continue
    if len(set(seq)) != len(seq):
        err(f"{cid}: repeated text in sequence")
    for key in ("current", "stale", "other"):
        if key in c:
            kws = c[key]
            if not kws or not all(isinstance(k, str) and k and k == k.lower() for k in kws):
                err(f"{cid}: {key} must be non-empty lowercase strings: {kws}")
    if not c["question"].strip():
        err(f"{cid}: empty question")
    last = seq[-1].lower()
    for k in c["current"]:
        if k not in last:
            err(f"{cid}: current {k!r} not in last text")
    if kind == "update":
        if len(seq) not in (2, 3):
            err(f"{cid}: update needs 2 or 3 steps")
        prev = seq[-2].lower()
        for k in c["stale"]:
            if k not in prev:
                err(f"{cid}: stale {k!r} not in the step before the last")
            if k in last:
                err(f"{cid}: stale {k!r} also in last text")
        if has_all(prev, c["current"]):
            err(f"{cid}: previous step already holds every current keyword")
        if c["question"].strip().lower() in (t.lower() for t in seq):
            err(f"{cid}: question copies a memory")
    elif kind == "lookalike":
        if len(seq) != 2:
            err(f"{cid}: lookalike needs 2 texts")
        first = seq[0].lower()
        for k in c["other"]:
            if k not in first:
                err(f"{cid}: other {k!r} not in first text")
            if k in last:
                err(f"{cid}: other {k!r} also in last text")
        if has_all(first, c["current"]):
            err(f"{cid}: first text holds every current keyword")
        if not c["other_question"].strip():
            err(f"{cid}: empty other_question")
    else:  # restatement: the same fact, so every text carries the current keywords
        if len(seq) != 2:
            err(f"{cid}: restatement needs 2 texts")
        for t in seq:
            if not has_all(t, c["current"]):
                err(f"{cid}: current keywords not in every restated text: {t}")

    # no other case's memory and no filler holds the keyword set (no false hits at top-1)
    for key in ("current", "other"):
        kws = c.get(key)
        if not kws:
            continue
        for oid, t in all_texts:
            if oid != cid and has_all(t, kws):
                err(f"{cid}: {key} {kws} also held by case {oid}: {t}")
        for t in filler:
            if has_all(t, kws):
                err(f"{cid}: {key} {kws} also held by filler: {t}")

# filler
if not isinstance(filler, list) or not all(isinstance(t, str) and t.strip() for t in filler):
    err("filler must be a list of non-empty strings")
if len(set(filler)) != len(filler):
    err("duplicate filler texts")
case_texts = {t for _, t in all_texts}
for t in filler:
    if t in case_texts:
        err(f"filler text equals a case text: {t}")


def is_zh(t):
    return any("\u4e00" <= ch <= "\u9fff" for ch in t)


n_zh = sum(is_zh(t) for t in filler)

# counts
kinds = Counter(c["kind"] for c in cases)
langs = Counter(c["lang"] for c in cases)
three = sum(1 for c in cases if c["kind"] == "update" and len(c["sequence"]) == 3)
if len(cases) < 170:
    err(f"only {len(cases)} cases")
if abs(langs["en"] - langs["zh"]) > 4:
    err(f"languages unbalanced: {dict(langs)}")
if kinds["update"] < 95 or kinds["lookalike"] < 38 or kinds["restatement"] < 28:
    err(f"kind counts off: {dict(kinds)}")
if len(filler) < 300:
    err(f"only {len(filler)} filler texts")
if not 0.35 <= n_zh / max(1, len(filler)) <= 0.45:
    err(f"filler Chinese share {n_zh}/{len(filler)}")

print(f"cases {len(cases)}: {dict(kinds)}, {dict(langs)}; 3-step updates {three}")
print(f"filler {len(filler)} ({n_zh} Chinese)")
if errors:
    print(f"{len(errors)} error(s):")
    for e in errors:
        print("  " + e)
    sys.exit(1)
print("OK")
