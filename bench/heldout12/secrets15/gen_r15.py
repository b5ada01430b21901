#!/usr/bin/env python3
"""Generate secrets_r15.json (held-out redaction corpus, round 15).

Deterministic: random.Random(1515); rerunning produces a byte-identical file.
Format = shared/bench/secrets/README.md (id, text, secrets, must_keep, kind, lang,
polarity, group) plus an extra `family` field (ignored by eval_redaction.py).
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import templates_en as EN  # noqa: E402
import templates_zh as ZH  # noqa: E402

SEED = 1515
TARGETS = [  # (templates, lang, polarity, n)
    (EN.POS, "en", "positive", 220),
    (ZH.POS, "zh", "positive", 120),
    (EN.NEG, "en", "negative", 143),
    (ZH.NEG, "zh", "negative", 77),
]


def spans(text, sub):
    i = text.find(sub)
    while i >= 0:
        yield i, i + len(sub)
        i = text.find(sub, i + 1)


def check(text, secrets, keep, polarity, name):
    assert (polarity == "positive") == bool(secrets), name
    for s in secrets:
        assert s and s in text, (name, s)
    for k in keep:
        assert k and k in text, (name, k, text)
        for s in secrets:
            assert k not in s and s not in k, (name, k, s)
        # every occurrence of a keep must be disjoint from every secret occurrence
        for a, b in spans(text, k):
            for s in secrets:
                for c, d in spans(text, s):
                    assert b <= c or d <= a, (name, k, s)
    assert keep, name


def build():
    r = random.Random(SEED)
    cases, seen = [], set()
    for templates, lang, polarity, n in TARGETS:
        made, i, misses = 0, 0, 0
        exhausted = set()
        per, cap = {}, -(-2 * n // len(templates))
        while made < n:
            name, kind, family, fn = templates[i % len(templates)]
            i += 1
            if per.get(name, 0) >= cap:
                exhausted.add(name)
            if name in exhausted:
                if len(exhausted) == len(templates):
                    raise SystemExit(f"cannot reach {n} for {lang}/{polarity}")
                continue
            text, secrets, keep = fn(r)
            if text in seen:
                misses += 1
                if misses > 40:
                    exhausted.add(name)
                    misses = 0
                continue
            check(text, secrets, keep, polarity, name)
            seen.add(text)
            cases.append({"text": text, "secrets": list(secrets), "must_keep": list(keep),
                          "kind": kind, "lang": lang, "polarity": polarity,
                          "group": name, "family": family})
            made += 1
            per[name] = per.get(name, 0) + 1
    r.shuffle(cases)
    for j, c in enumerate(cases, 1):
        c["id"] = "r15-%04d" % j
    order = ["id", "text", "secrets", "must_keep", "kind", "lang", "polarity", "group", "family"]
    return [{k: c[k] for k in order} for c in cases]


def counts_md(cases):
    from collections import Counter, defaultdict
    out = ["# secrets_r15.json counts", ""]
    pos = [c for c in cases if c["polarity"] == "positive"]
    neg = [c for c in cases if c["polarity"] == "negative"]
    out.append(f"- cases: {len(cases)} ({len(pos)} positive holding {sum(len(c['secrets']) for c in pos)} secret strings, {len(neg)} negative)")
    for lang in ("en", "zh"):
        cl = [c for c in cases if c["lang"] == lang]
        out.append(f"- {lang}: {len(cl)} cases ({100*len(cl)/len(cases):.1f}%), "
                   f"{sum(c['polarity']=='positive' for c in cl)} positive, {sum(c['polarity']=='negative' for c in cl)} negative")
    out.append(f"- templates (groups): {len({c['group'] for c in cases})}")
    out += ["", "## By family", "", "| family | cases | secrets | en | zh |", "| --- | ---: | ---: | ---: | ---: |"]
    fam = defaultdict(list)
    for c in cases:
        fam[c["family"]].append(c)
    for f in sorted(fam, key=lambda f: (f == "negative", f)):
        cl = fam[f]
        out.append(f"| {f} | {len(cl)} | {sum(len(c['secrets']) for c in cl)} | "
                   f"{sum(c['lang']=='en' for c in cl)} | {sum(c['lang']=='zh' for c in cl)} |")
    out += ["", "## By kind", "", "| kind | cases | secrets |", "| --- | ---: | ---: |"]
    kc = Counter(c["kind"] for c in cases)
    for k in sorted(kc, key=lambda k: (k.startswith("neg_"), k)):
        out.append(f"| {k} | {kc[k]} | {sum(len(c['secrets']) for c in cases if c['kind']==k)} |")
    return "\n".join(out) + "\n"


if __name__ == "__main__":
    cases = build()
    with open(os.path.join(HERE, "secrets_r15.json"), "w", encoding="utf-8") as f:
        json.dump(cases, f, ensure_ascii=False, indent=1)
        f.write("\n")
    with open(os.path.join(HERE, "counts.md"), "w", encoding="utf-8") as f:
        f.write(counts_md(cases))
    print(f"wrote {len(cases)} cases")
