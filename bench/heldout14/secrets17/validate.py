#!/usr/bin/env python3
"""Validate secrets_r17.json: schema, every secret occurs in its text, every must_keep occurs
and survives when all secrets are replaced (no overlap), ids/texts unique; print counts."""
import json, os, sys
from collections import Counter
HERE = os.path.dirname(os.path.abspath(__file__))
path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "secrets_r17.json")
cases = json.load(open(path, encoding="utf-8"))
FIELDS = ["id", "text", "secrets", "must_keep", "kind", "lang", "polarity", "group"]
errs = []
ids, texts = Counter(c["id"] for c in cases), Counter(c["text"] for c in cases)
for c in cases:
    cid = c.get("id")
    if sorted(c) != sorted(FIELDS): errs.append(f"{cid}: fields {sorted(c)}")
    if ids[cid] > 1: errs.append(f"{cid}: duplicate id")
    if texts[c["text"]] > 1: errs.append(f"{cid}: duplicate text")
    if c["lang"] not in ("en", "zh"): errs.append(f"{cid}: lang")
    pol = "positive" if c["secrets"] else "negative"
    if c["polarity"] != pol: errs.append(f"{cid}: polarity")
    if (pol == "negative") != c["kind"].startswith("neg_"): errs.append(f"{cid}: kind/polarity mismatch")
    if not c["must_keep"]: errs.append(f"{cid}: empty must_keep")
    for s in c["secrets"]:
        if s not in c["text"]: errs.append(f"{cid}: secret not in text: {s!r}")
        if len(s) < 8: errs.append(f"{cid}: short secret {s!r}")
    red = c["text"]
    for s in sorted(c["secrets"], key=len, reverse=True):
        red = red.replace(s, "\x00")
    for k in c["must_keep"]:
        if k not in c["text"]: errs.append(f"{cid}: must_keep not in text: {k!r}")
        elif k not in red: errs.append(f"{cid}: must_keep overlaps a secret: {k!r}")
        for s in c["secrets"]:
            if s in k or k in s: errs.append(f"{cid}: must_keep/secret containment {k!r}")
    if c["lang"] == "zh" and not any("\u4e00" <= ch <= "\u9fff" for ch in c["text"]):
        errs.append(f"{cid}: zh case without Chinese")
# a group (template) must map to one kind
gk = {}
for c in cases:
    if gk.setdefault(c["group"], c["kind"]) != c["kind"]: errs.append(f"group {c['group']} has several kinds")
pos = [c for c in cases if c["secrets"]]
neg = [c for c in cases if not c["secrets"]]
print(f"file: {path}")
print(f"cases {len(cases)}: positive {len(pos)} holding {sum(len(c['secrets']) for c in pos)} secrets, negative {len(neg)}")
lang = Counter(c["lang"] for c in cases)
print(f"lang: " + ", ".join(f"{k} {v} ({100*v/len(cases):.1f}%)" for k, v in sorted(lang.items())))
mixed = sum(1 for c in cases if c["lang"] == "zh" and any(ch.isascii() and ch.isalpha() for ch in c["text"]))
print(f"zh cases that also contain Latin text: {mixed}")
print(f"templates (groups): {len(gk)}; kinds: {len(set(gk.values()))} "
      f"({len({k for k in gk.values() if not k.startswith('neg_')})} positive, {len({k for k in gk.values() if k.startswith('neg_')})} negative)")
kc, ks = Counter(c["kind"] for c in cases), Counter()
for c in pos: ks[c["kind"]] += len(c["secrets"])
for k in sorted(kc, key=lambda k: (k.startswith("neg_"), k)):
    print(f"  {k:26s} cases {kc[k]:3d}" + (f"  secrets {ks[k]:3d}" if ks[k] else ""))
if errs:
    print(f"\n{len(errs)} ERRORS"); [print("  " + e) for e in errs[:50]]; sys.exit(1)
print("\nOK: all checks passed")
