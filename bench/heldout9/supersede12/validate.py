#!/usr/bin/env python3
"""Check cases.json and filler.json of held-out set #12; exit 1 on any problem.

    python3 validate.py            # problems -> exit 1, warnings printed only
"""
import json
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
CJK = re.compile(r"[\u4e00-\u9fff]")
LATIN_WORD = re.compile(r"[A-Za-z]{3,}")
problems, warnings = [], []


def bad(cid, msg):
    problems.append(f"{cid}: {msg}")


def holds(text, kws):
    low = text.lower()
    return all(k in low for k in kws)


def kwlist(c, key):
    v = c.get(key)
    if not isinstance(v, list) or not v or not all(isinstance(k, str) and k for k in v):
        bad(c.get("id"), f"{key} must be a non-empty list of strings")
        return []
    for k in v:
        if k != k.lower():
            bad(c["id"], f"{key} keyword not lowercase: {k!r}")
    return v


def main():
    cases = json.loads((HERE / "cases.json").read_text(encoding="utf-8"))
    filler = json.loads((HERE / "filler.json").read_text(encoding="utf-8"))

    ids = Counter(c.get("id") for c in cases)
    for i, n in ids.items():
        if n > 1:
            bad(i, f"id used {n} times")

    all_texts = []
    for c in cases:
        cid = c.get("id")
        for f in ("id", "lang", "kind", "variant", "phrasing", "sequence", "question", "current"):
            if f not in c:
                bad(cid, f"missing {f}")
        kind, lang, seq = c.get("kind"), c.get("lang"), c.get("sequence", [])
        if kind not in ("update", "lookalike", "restatement"):
            bad(cid, f"bad kind {kind}")
        if lang not in ("en", "zh", "mixed"):
            bad(cid, f"bad lang {lang}")
        if c.get("phrasing") not in ("near", "different"):
            bad(cid, f"bad phrasing {c.get('phrasing')}")
        if not isinstance(seq, list) or len(seq) < 2 or not all(isinstance(t, str) and t for t in seq):
            bad(cid, "sequence must hold 2+ texts")
            continue
        if len(set(seq)) != len(seq):
            bad(cid, "repeated text in sequence")
        all_texts.extend((cid, t) for t in seq)
        joined = " ".join(seq + [c.get("question", "")])
        has_cjk = bool(CJK.search(joined))
        if lang == "en" and has_cjk:
            bad(cid, "lang en but Chinese text")
        if lang == "zh" and not has_cjk:
            bad(cid, "lang zh but no Chinese text")
        if lang == "mixed" and not (has_cjk and LATIN_WORD.search(joined)):
            bad(cid, "lang mixed needs both Chinese and English")
        cur = kwlist(c, "current")
        if kind == "update":
            stale = kwlist(c, "stale")
            if not holds(seq[-1], cur):
                bad(cid, f"current {cur} not all in last text")
            if holds(seq[-2], cur):
                bad(cid, f"current {cur} already all in the previous step")
            if not holds(seq[-2], stale):
                bad(cid, f"stale {stale} not all in the step before the last")
            if holds(seq[-1], stale):
                warnings.append(f"{cid}: last text also holds stale {stale} (mentions the old value)")
            for k in ("other", "other_question"):
                if k in c:
                    bad(cid, f"update carries {k}")
        elif kind == "lookalike":
            if len(seq) != 2:
                bad(cid, "lookalike needs exactly 2 texts")
            other = kwlist(c, "other")
            if not c.get("other_question"):
                bad(cid, "lookalike without other_question")
            if not holds(seq[1], cur) or holds(seq[0], cur):
                bad(cid, f"current {cur} must be in the second text only")
            if not holds(seq[0], other) or holds(seq[1], other):
                bad(cid, f"other {other} must be in the first text only")
            if "stale" in c:
                bad(cid, "lookalike carries stale")
        elif kind == "restatement":
            for t in seq:
                if not holds(t, cur):
                    bad(cid, f"restatement: current {cur} missing from {t!r}")
            for k in ("stale", "other", "other_question"):
                if k in c:
                    bad(cid, f"restatement carries {k}")

    texts = Counter(t for _, t in all_texts)
    for t, n in texts.items():
        if n > 1:
            bad("cases", f"text appears {n} times: {t!r}")

    # cross-case: another case's text holding all of a case's current keywords
    for c in cases:
        for key in ("current", "other"):
            ks = c.get(key)
            if not ks:
                continue
            hits = [cid for cid, t in all_texts if cid != c["id"] and holds(t, ks)]
            if hits:
                warnings.append(f"{c['id']}: {key} {ks} also held by texts of {sorted(set(hits))}")

    # filler
    if not isinstance(filler, list) or not all(isinstance(t, str) and t for t in filler):
        bad("filler", "must be a list of non-empty strings")
        filler = []
    if len(filler) != 300:
        bad("filler", f"{len(filler)} texts, expected 300")
    if len(set(filler)) != len(filler):
        bad("filler", "duplicate filler texts")
    zh = sum(1 for t in filler if CJK.search(t))
    if filler and not 0.35 <= zh / len(filler) <= 0.45:
        bad("filler", f"Chinese share {zh / len(filler):.2f} outside 0.35-0.45")
    case_text_set = {t for _, t in all_texts}
    for t in filler:
        if t in case_text_set:
            bad("filler", f"filler equals a case text: {t!r}")
        for c in cases:
            for key in ("current", "stale", "other"):
                ks = c.get(key)
                if ks and holds(t, ks):
                    bad("filler", f"{t!r} holds {key} {ks} of {c['id']}")

    by = Counter((c["kind"], c["lang"]) for c in cases)
    steps = Counter((c["kind"], len(c["sequence"])) for c in cases)
    print(f"cases: {len(cases)}  filler: {len(filler)} ({zh} Chinese)")
    for kind in ("update", "lookalike", "restatement"):
        langs = {l: by[(kind, l)] for l in ("en", "zh", "mixed")}
        st = {n: steps[(kind, n)] for n in (2, 3) if steps[(kind, n)]}
        ph = Counter(c["phrasing"] for c in cases if c["kind"] == kind)
        print(f"  {kind:12s} {sum(langs.values()):3d}  lang {langs}  steps {st}  phrasing {dict(ph)}")
    for w in warnings:
        print("warning:", w)
    for p in problems:
        print("PROBLEM:", p)
    if problems:
        print(f"{len(problems)} problem(s)")
        sys.exit(1)
    print("ok")


if __name__ == "__main__":
    main()
