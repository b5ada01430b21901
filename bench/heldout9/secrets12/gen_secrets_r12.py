#!/usr/bin/env python3
"""Generate secrets_r12.json (held-out secret-redaction set, round 12). Stdlib only.

  python3 gen_secrets_r12.py           # (re)write secrets_r12.json
  python3 gen_secrets_r12.py --check   # regenerate in memory, compare byte for byte, validate

Deterministic: each template has its own random.Random seeded with "r12:<group>",
so the output does not depend on dict order, hash seeds or the machine.
"""
import argparse
import hashlib
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import templates_r12 as T  # noqa: E402

OUT = os.path.join(HERE, "secrets_r12.json")
# cases per (polarity, lang) bucket: 330 positive, 270 negative, en/zh balanced
TARGETS = {("positive", "en"): 165, ("positive", "zh"): 165,
           ("negative", "en"): 135, ("negative", "zh"): 135}
MAX_TRIES = 25


def overlaps(text, a, b):
    """True if some occurrence of a intersects some occurrence of b."""
    def occ(s):
        out, i = [], text.find(s)
        while i >= 0:
            out.append((i, i + len(s)))
            i = text.find(s, i + 1)
        return out
    return [(x, y) for x in occ(a) for y in occ(b) if x[0] < y[1] and y[0] < x[1]]


def validate(c):
    t = c["text"]
    errs = []
    if c["polarity"] == "positive":
        if not c["secrets"]:
            errs.append("positive without secrets")
        if not c["kind"] or c["kind"].startswith("neg_"):
            errs.append("bad positive kind")
    else:
        if c["secrets"]:
            errs.append("negative with secrets")
        if not c["kind"].startswith("neg_"):
            errs.append("negative kind must start with neg_")
    if not c["must_keep"]:
        errs.append("no must_keep")
    for s in c["secrets"]:
        if s not in t:
            errs.append(f"secret not in text: {s!r}")
        if len(s) < 6:
            errs.append(f"secret too short: {s!r}")
    for k in c["must_keep"]:
        if k not in t:
            errs.append(f"must_keep not in text: {k!r}")
        for s in c["secrets"]:
            if s in k or k in s:
                errs.append(f"must_keep {k!r} contains/inside secret {s!r}")
            else:
                # every occurrence of the must_keep must be clear of every secret occurrence
                if overlaps(t, k, s):
                    errs.append(f"must_keep {k!r} overlaps secret {s!r}")
    return errs


def build():
    buckets = {}
    for name, lang, fn in T.TEMPLATES:
        probe = fn(random.Random("probe:" + name))
        buckets.setdefault((probe["polarity"], lang), []).append((name, lang, fn))
    cases, seen = [], set()
    for key in sorted(buckets):
        tmpls = buckets[key]
        rngs = {n: random.Random("r12:" + n) for n, _, _ in tmpls}
        exhausted, got = set(), 0
        while got < TARGETS[key]:
            progressed = False
            for name, lang, fn in tmpls:
                if got >= TARGETS[key]:
                    break
                if name in exhausted:
                    continue
                for _ in range(MAX_TRIES):
                    c = fn(rngs[name])
                    if c["text"] not in seen:
                        break
                else:
                    exhausted.add(name)
                    continue
                seen.add(c["text"])
                c.update(lang=lang, group=name)
                cases.append(c)
                got += 1
                progressed = True
            if not progressed:
                raise SystemExit(f"bucket {key} exhausted at {got}")
    random.Random("r12:order").shuffle(cases)
    keys = ["id", "text", "secrets", "must_keep", "kind", "lang", "polarity", "group"]
    out = []
    for i, c in enumerate(cases, 1):
        c["id"] = f"r12-{i:04d}"
        out.append({k: c[k] for k in keys})
    return out


def dump(cases):
    return (json.dumps(cases, ensure_ascii=False, indent=1) + "\n").encode("utf-8")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--check", action="store_true", help="compare with the file on disk, validate, write nothing")
    a = ap.parse_args()
    cases = build()
    bad = [(c["id"], e) for c in cases for e in validate(c)]
    for b in bad:
        print("INVALID", *b, file=sys.stderr)
    data = dump(cases)
    if a.check:
        with open(OUT, "rb") as f:
            disk = f.read()
        same = disk == data
        print(f"{len(cases)} cases, {len(bad)} invalid, byte-identical: {same}, sha256 {hashlib.sha256(disk).hexdigest()}")
        sys.exit(0 if same and not bad else 1)
    if bad:
        sys.exit(1)
    with open(OUT, "wb") as f:
        f.write(data)
    print(f"wrote {OUT}: {len(cases)} cases, sha256 {hashlib.sha256(data).hexdigest()}")


if __name__ == "__main__":
    main()
