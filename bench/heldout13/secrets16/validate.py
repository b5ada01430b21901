#!/usr/bin/env python3
"""Validate secrets_r16.json against the evaluator's format and print counts.

Checks the fields eval_redaction.py reads (text, secrets, must_keep, kind, lang,
polarity, group, id), that every secret / must_keep occurs in the text, that no
must_keep overlaps a secret, and runs the evaluator's own `evaluate` with two
trivial redactors as a smoke test (identity: 0% caught, 0% damaged;
drop-everything: 100% caught, every case over-redacted).
"""
import collections
import importlib.util
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "secrets_r16.json")
EVAL = "/work/shared/bench/secrets/eval_redaction.py"


def load_eval():
    spec = importlib.util.spec_from_file_location("eval_redaction", EVAL)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def main():
    with open(DATA, encoding="utf-8") as f:
        cases = json.load(f)   # the evaluator loads the file the same way
    errors = []
    ids = set()
    for c in cases:
        for k, t in (("id", str), ("text", str), ("secrets", list), ("must_keep", list), ("kind", str),
                     ("lang", str), ("polarity", str), ("group", str)):
            if not isinstance(c.get(k), t):
                errors.append((c.get("id"), f"field {k}"))
        if c["id"] in ids:
            errors.append((c["id"], "duplicate id"))
        ids.add(c["id"])
        if c["lang"] not in ("en", "zh"):
            errors.append((c["id"], "lang"))
        if (c["polarity"] == "positive") != bool(c["secrets"]):
            errors.append((c["id"], "polarity/secrets mismatch"))
        if c["polarity"] == "negative" and not c["kind"].startswith("neg_"):
            errors.append((c["id"], "negative kind must start with neg_"))
        if not c["must_keep"]:
            errors.append((c["id"], "empty must_keep"))
        t = c["text"]
        for s in c["secrets"]:
            if s not in t:
                errors.append((c["id"], "secret not in text"))
        spans = [(m.start(), m.end()) for s in c["secrets"] for m in re.finditer(re.escape(s), t)]
        for k in c["must_keep"]:
            if k not in t:
                errors.append((c["id"], "must_keep not in text"))
            elif not any(all(m.end() <= a or m.start() >= b for a, b in spans)
                         for m in re.finditer(re.escape(k), t)):
                errors.append((c["id"], "must_keep overlaps a secret"))
    if errors:
        print("ERRORS:", len(errors))
        for e in errors[:20]:
            print("  ", e)
    pos = [c for c in cases if c["polarity"] == "positive"]
    neg = [c for c in cases if c["polarity"] == "negative"]
    nsec = sum(len(c["secrets"]) for c in pos)
    zh = sum(c["lang"] == "zh" for c in cases)
    print(f"{DATA}")
    print(f"cases {len(cases)}: positive {len(pos)} ({nsec} secrets), negative {len(neg)}; "
          f"zh {zh} ({100 * zh / len(cases):.1f}%), templates {len({c['group'] for c in cases})}")
    for pol, cs in (("positive", pos), ("negative", neg)):
        lc = collections.Counter(c["lang"] for c in cs)
        print(f"  {pol}: en {lc['en']}  zh {lc['zh']} ({100 * lc['zh'] / len(cs):.1f}% zh)")
    by = collections.defaultdict(lambda: collections.Counter())
    for c in cases:
        b = by[c["kind"]]
        b["cases"] += 1
        b[c["lang"]] += 1
        b["secrets"] += len(c["secrets"])
        b["groups_" + c["group"]] = 1
    print(f"  {'kind':22s} cases  en  zh  secrets templates")
    for k in sorted(by, key=lambda k: (k.startswith("neg_"), k)):
        b = by[k]
        ng = sum(1 for x in b if x.startswith("groups_"))
        print(f"  {k:22s} {b['cases']:5d} {b['en']:3d} {b['zh']:3d} {b['secrets']:8d} {ng:9d}")

    ev = load_eval()
    for name, fn in (("identity", lambda t: t), ("drop-all", lambda t: "")):
        total, _, _, _ = ev.evaluate(fn, cases)
        s = total.summary()
        print(f"  smoke[{name}]: caught {s['secrets_caught_pct']}%, pos pass {s['positive_pass_pct']}%, "
              f"neg FP {s['fp_cases_pct']}%")
    ok = (not errors and len(pos) >= 350 and nsec >= 400 and len(neg) >= 220 and 30 <= 100 * zh / len(cases) <= 40)
    print("OK" if ok else "NOT OK")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
