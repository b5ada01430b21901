#!/usr/bin/env python3
"""Format and label checks for cases.json / filler.json. Exit 1 on any error. Prints counts."""
import json
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).parent
errors, warnings = [], []


def err(msg):
    errors.append(msg)


def holds(text, kws):
    t = text.lower()
    return all(k in t for k in kws)


def kwlist(c, field):
    v = c.get(field)
    if not isinstance(v, list) or not v or not all(isinstance(k, str) and k.strip() for k in v):
        err(f"{c.get('id')}: {field} must be a non-empty list of strings")
        return []
    for k in v:
        if k != k.lower():
            err(f"{c['id']}: {field} keyword {k!r} is not lowercase")
    return v


def main():
    cases = json.loads((HERE / "cases.json").read_text(encoding="utf-8"))
    filler = json.loads((HERE / "filler.json").read_text(encoding="utf-8"))
    ids = Counter(c.get("id") for c in cases)
    for i, n in ids.items():
        if n > 1:
            err(f"duplicate id {i}")
    all_texts = Counter()
    for c in cases:
        cid = c.get("id")
        for f in ("id", "lang", "kind", "variant", "phrasing", "sequence", "question", "current"):
            if f not in c:
                err(f"{cid}: missing {f}")
        if c.get("lang") not in ("en", "zh", "mixed"):
            err(f"{cid}: bad lang")
        if c.get("kind") not in ("update", "lookalike", "restatement"):
            err(f"{cid}: bad kind")
            continue
        if c.get("phrasing") not in ("near", "different"):
            err(f"{cid}: bad phrasing")
        seq = c.get("sequence")
        if not isinstance(seq, list) or len(seq) < 2 or not all(isinstance(s, str) and s.strip() for s in seq):
            err(f"{cid}: sequence must be >= 2 non-empty texts")
            continue
        if len(set(seq)) != len(seq):
            err(f"{cid}: repeated text inside sequence")
        for s in seq:
            all_texts[s] += 1
        if not isinstance(c.get("question"), str) or not c["question"].strip():
            err(f"{cid}: empty question")
        cur = kwlist(c, "current")
        kind = c["kind"]
        if kind == "update":
            stale = kwlist(c, "stale")
            if not holds(seq[-1], cur):
                err(f"{cid}: current {cur} not all in the last text")
            for j, s in enumerate(seq[:-1]):
                if holds(s, cur):
                    err(f"{cid}: earlier text {j} already holds all current {cur}")
            if not holds(seq[-2], stale):
                err(f"{cid}: stale {stale} not all in the step before the last")
            if "other" in c or "other_question" in c:
                err(f"{cid}: update has other/other_question")
        elif kind == "lookalike":
            if len(seq) != 2:
                err(f"{cid}: lookalike needs exactly 2 texts")
            other = kwlist(c, "other")
            if not isinstance(c.get("other_question"), str) or not c["other_question"].strip():
                err(f"{cid}: missing other_question")
            if not holds(seq[1], cur) or holds(seq[0], cur):
                err(f"{cid}: current {cur} must be in the second text only")
            if not holds(seq[0], other) or holds(seq[1], other):
                err(f"{cid}: other {other} must be in the first text only")
            if "stale" in c:
                err(f"{cid}: lookalike has stale")
        else:
            for j, s in enumerate(seq):
                if not holds(s, cur):
                    err(f"{cid}: restatement text {j} lacks current {cur}")
            if "stale" in c or "other" in c:
                err(f"{cid}: restatement has stale/other")
    for s, n in all_texts.items():
        if n > 1:
            err(f"text used in more than one case: {s!r}")

    # cross-case: a case's current (and other) keywords must not all appear in another case's text
    for c in cases:
        for field in ("current", "other"):
            kws = c.get(field)
            if not kws:
                continue
            for d in cases:
                if d is c:
                    continue
                for s in d["sequence"]:
                    if holds(s, kws):
                        err(f"{c['id']}: {field} {kws} also held by {d['id']} text {s!r}")

    # filler
    if not isinstance(filler, list) or not all(isinstance(s, str) and s.strip() for s in filler):
        err("filler.json must be a list of non-empty strings")
    if len(set(filler)) != len(filler):
        err("duplicate filler texts")
    for s in filler:
        if s in all_texts:
            err(f"filler text also in a case: {s!r}")
        for c in cases:
            for field in ("current", "other"):
                if c.get(field) and holds(s, c[field]):
                    err(f"filler {s!r} holds all {field} keywords of {c['id']}")

    # counts
    print(f"cases: {len(cases)}   filler: {len(filler)}")
    print("by kind:", dict(Counter(c["kind"] for c in cases)))
    print("by lang:", dict(Counter(c["lang"] for c in cases)))
    print("kind x lang:", dict(Counter((c["kind"], c["lang"]) for c in cases)))
    print("kind x phrasing:", dict(Counter((c["kind"], c["phrasing"]) for c in cases)))
    for kind in ("update", "lookalike", "restatement"):
        print(f"{kind} variants:", dict(Counter(c["variant"] for c in cases if c["kind"] == kind)))
    ups = [c for c in cases if c["kind"] == "update"]
    print("update steps:", dict(Counter(len(c["sequence"]) for c in ups)))
    diff = sum(c["phrasing"] == "different" for c in ups) / max(1, len(ups))
    print(f"updates phrased 'different': {diff:.0%}")
    if diff < 0.6:
        err("fewer than 60% of updates are phrased 'different'")
    if len(cases) < 170:
        err("fewer than 170 cases")
    if len(filler) != 300:
        err("filler must hold 300 texts")
    for w in warnings:
        print("WARN", w)
    for e in errors:
        print("ERROR", e)
    print("OK" if not errors else f"{len(errors)} errors")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
