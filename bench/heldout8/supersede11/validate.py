#!/usr/bin/env python3
"""Label checks for the supersede11 set. Exit 0 when every check passes, 1 otherwise.

Usage: python3 validate.py [folder]   (default: the folder this script is in)

Checks (keywords are lowercase substrings; a text "holds" a set when it holds every keyword):
  schema      fields, kinds, langs, phrasing, unique ids, lowercase non-empty keywords
  update      every current keyword in the last text; every stale keyword in the step before
              the last and not all of them in the last; no earlier step holds the full
              current set
  lookalike   two texts; current held by the second and not by the first; other held by
              the first and not by the second
  restatement two texts; both hold every current keyword
  global      no text of another case and no filler text holds a case's full current or
              other set; no filler text holds a case's full stale set
  filler      list of unique non-empty strings, 35-45 % Chinese, none equal to a case text
  rebuild     build_cases.py / build_filler.py regenerate both files byte for byte
"""
from __future__ import annotations

import json
import re
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path

HAN = re.compile(r"[\u4e00-\u9fff]")


def holds(text: str, kws: list[str]) -> bool:
    low = text.lower()
    return all(k in low for k in kws)


def main() -> int:
    folder = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parent
    cases = json.loads((folder / "cases.json").read_text(encoding="utf-8"))
    filler = json.loads((folder / "filler.json").read_text(encoding="utf-8"))
    errors: list[str] = []

    def err(cid: str, msg: str) -> None:
        errors.append(f"{cid}: {msg}")

    ids = Counter(c.get("id") for c in cases)
    for cid, n in ids.items():
        if n > 1:
            err(str(cid), f"duplicate id x{n}")

    for c in cases:
        cid = c.get("id", "?")
        for f in ("id", "lang", "kind", "variant", "phrasing", "sequence", "question", "current"):
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
        if not (isinstance(seq, list) and all(isinstance(t, str) and t.strip() for t in seq)):
            err(cid, "sequence must be non-empty strings")
            continue
        if len(set(seq)) != len(seq):
            err(cid, "repeated text in sequence")
        for key in ("current", "stale", "other"):
            for k in c.get(key, []) or []:
                if not isinstance(k, str) or not k.strip() or k != k.lower():
                    err(cid, f"{key} keyword {k!r} must be a non-empty lowercase string")
        if not c.get("question", "").strip():
            err(cid, "empty question")
        cur = c.get("current", [])
        if not cur:
            err(cid, "empty current")
        kind = c["kind"]
        if kind == "update":
            if len(seq) < 2:
                err(cid, "update needs 2+ steps")
                continue
            stale = c.get("stale", [])
            if not stale:
                err(cid, "update needs stale keywords")
            if not holds(seq[-1], cur):
                err(cid, f"current {cur} not all in last text")
            if not holds(seq[-2], stale):
                err(cid, f"stale {stale} not all in the step before the last")
            if holds(seq[-1], stale):
                err(cid, f"stale {stale} also in last text")
            for i, t in enumerate(seq[:-1]):
                if holds(t, cur):
                    err(cid, f"current {cur} already in step {i + 1}")
            if c.get("other") or c.get("other_question"):
                err(cid, "update must not have other/other_question")
        elif kind == "lookalike":
            if len(seq) != 2:
                err(cid, "lookalike needs exactly 2 texts")
                continue
            other = c.get("other", [])
            if not other or not c.get("other_question", "").strip():
                err(cid, "lookalike needs other and other_question")
            if not holds(seq[1], cur):
                err(cid, f"current {cur} not all in second text")
            if holds(seq[0], cur):
                err(cid, f"current {cur} also in first text")
            if not holds(seq[0], other):
                err(cid, f"other {other} not all in first text")
            if holds(seq[1], other):
                err(cid, f"other {other} also in second text")
            if c.get("stale"):
                err(cid, "lookalike must not have stale")
        elif kind == "restatement":
            if len(seq) != 2:
                err(cid, "restatement needs exactly 2 texts")
                continue
            for i, t in enumerate(seq):
                if not holds(t, cur):
                    err(cid, f"current {cur} not all in text {i + 1}")
            if c.get("stale") or c.get("other"):
                err(cid, "restatement must not have stale/other")

    # global uniqueness of keyword sets
    all_texts = [(c["id"], t) for c in cases for t in c.get("sequence", [])]
    for c in cases:
        for key in ("current", "other"):
            kws = c.get(key) or []
            if not kws:
                continue
            for oid, t in all_texts:
                if oid != c["id"] and holds(t, kws):
                    err(c["id"], f"{key} {kws} also held by {oid}: {t!r}")
            for t in filler:
                if holds(t, kws):
                    err(c["id"], f"{key} {kws} held by filler: {t!r}")
        if c.get("stale"):
            for t in filler:
                if holds(t, c["stale"]):
                    err(c["id"], f"stale {c['stale']} held by filler: {t!r}")

    # filler
    if not (isinstance(filler, list) and all(isinstance(t, str) and t.strip() for t in filler)):
        errors.append("filler: must be a list of non-empty strings")
    if len(set(filler)) != len(filler):
        errors.append("filler: duplicates")
    case_text_set = {t for _, t in all_texts}
    for t in filler:
        if t in case_text_set:
            errors.append(f"filler: equals a case text: {t!r}")
    zh_share = sum(1 for t in filler if HAN.search(t)) / max(1, len(filler))
    if not 0.35 <= zh_share <= 0.45:
        errors.append(f"filler: Chinese share {zh_share:.2f} outside 0.35-0.45")

    # rebuild byte for byte
    here = Path(__file__).resolve().parent
    if (here / "build_cases.py").exists() and folder.resolve() == here:
        with tempfile.TemporaryDirectory() as tmp:
            for name in ("build_cases.py", "build_filler.py"):
                (Path(tmp) / name).write_bytes((here / name).read_bytes())
            for name in ("build_cases.py", "build_filler.py"):
                subprocess.run([sys.executable, name], cwd=tmp, check=True,
                               stdout=subprocess.DEVNULL)
            for name in ("cases.json", "filler.json"):
                if (Path(tmp) / name).read_bytes() != (here / name).read_bytes():
                    errors.append(f"rebuild: {name} differs from a fresh build")

    # summary
    kinds = Counter(c["kind"] for c in cases)
    by = Counter((c["kind"], c["lang"], c["phrasing"]) for c in cases)
    steps = Counter(len(c["sequence"]) for c in cases if c["kind"] == "update")
    print(f"cases: {len(cases)}  {dict(kinds)}")
    for k in sorted(by):
        print(f"  {k[0]:<11} {k[1]} {k[2]:<9} {by[k]}")
    print(f"update steps: {dict(sorted(steps.items()))}")
    print(f"filler: {len(filler)}  Chinese share {zh_share:.2f}")
    if errors:
        print(f"\n{len(errors)} problem(s):")
        for e in errors:
            print("  " + e)
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
