#!/usr/bin/env python3
"""Check secrets_r18.json: format, secrets/must_keep present, no overlap, unique ids; print counts."""
import json
import os
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
FIELDS = ["id", "text", "secrets", "must_keep", "kind", "lang", "polarity", "group"]


def spans(text, s):
    out, i = [], text.find(s)
    while i >= 0:
        out.append((i, i + len(s)))
        i = text.find(s, i + 1)
    return out


def main(path=os.path.join(HERE, "secrets_r18.json")):
    cases = json.load(open(path, encoding="utf-8"))
    errs = []
    ids = Counter(c["id"] for c in cases)
    errs += [f"duplicate id {i}" for i, n in ids.items() if n > 1]
    for c in cases:
        cid = c.get("id")
        if list(c.keys()) != FIELDS:
            errs.append(f"{cid}: fields {list(c.keys())}")
        if not (isinstance(cid, str) and cid.startswith("r18-") and len(cid) == 8 and cid[4:].isdigit()):
            errs.append(f"{cid}: bad id")
        t = c["text"]
        if c["polarity"] == "positive" and not c["secrets"]:
            errs.append(f"{cid}: positive without secrets")
        if c["polarity"] == "negative" and (c["secrets"] or not c["kind"].startswith("neg_")):
            errs.append(f"{cid}: negative with secrets or kind not neg_")
        if c["polarity"] == "positive" and c["kind"].startswith("neg_"):
            errs.append(f"{cid}: positive with neg_ kind")
        if c["lang"] not in ("en", "zh"):
            errs.append(f"{cid}: lang")
        if c["lang"] == "zh" and not any("\u4e00" <= ch <= "\u9fff" for ch in t):
            errs.append(f"{cid}: zh case without Chinese")
        if not c["must_keep"]:
            errs.append(f"{cid}: empty must_keep")
        sec_spans = []
        for s in c["secrets"]:
            if len(s) < 8:
                errs.append(f"{cid}: short secret {s!r}")
            sp = spans(t, s)
            if not sp:
                errs.append(f"{cid}: secret not in text {s!r}")
            sec_spans += sp
        for k in c["must_keep"]:
            sp = spans(t, k)
            if not sp:
                errs.append(f"{cid}: must_keep not in text {k!r}")
            for a, b in sp:
                for x, y in sec_spans:
                    if a < y and x < b:
                        errs.append(f"{cid}: must_keep {k!r} overlaps a secret")
            for s in c["secrets"]:
                if k in s or s in k:
                    errs.append(f"{cid}: must_keep/secret containment {k!r}")
    pos = [c for c in cases if c["polarity"] == "positive"]
    neg = [c for c in cases if c["polarity"] == "negative"]
    zh = sum(c["lang"] == "zh" for c in cases)
    print(f"cases {len(cases)}  positives {len(pos)}  secrets {sum(len(c['secrets']) for c in pos)}  "
          f"negatives {len(neg)}")
    print(f"kinds {len({c['kind'] for c in cases})} (positive {len({c['kind'] for c in pos})}, negative "
          f"{len({c['kind'] for c in neg})})  groups {len({c['group'] for c in cases})}  "
          f"zh {zh} ({100 * zh / len(cases):.1f}%)  zh positives {sum(c['lang'] == 'zh' for c in pos)}  "
          f"zh negatives {sum(c['lang'] == 'zh' for c in neg)}")
    for e in errs[:50]:
        print("ERROR", e)
    print("OK" if not errs else f"{len(errs)} errors")
    return 1 if errs else 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
