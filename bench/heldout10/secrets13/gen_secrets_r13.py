#!/usr/bin/env python3
"""Generator for secrets_r13.json (fixed seed; synthetic values only).
Run: python3 gen_secrets_r13.py  -> writes secrets_r13.json and prints counts."""
import json, re, os, sys, random
from collections import Counter
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen_gens as G
from tpl_pos import P
from tpl_pos_zh import PZ
from tpl_neg import N, NZ

PH = re.compile(r"\{\{([a-z0-9_]+)(?::(\w+))?(?:\.([12w]))?\}\}")
TARGET = {("positive", "en"): 165, ("positive", "zh"): 165, ("negative", "en"): 135, ("negative", "zh"): 135}

def halves(v):
    m = len(v) // 2
    return v[:m], v[m:]

def expand(text, mk, positive):
    cache, secrets = {}, []
    def val(name, k):
        key = (name, k)
        if key not in cache:
            if name in G.SECRET:
                if not positive:
                    raise ValueError("secret placeholder in negative: " + name)
                cache[key] = G.SECRET[name]()
            elif name in G.FILL:
                cache[key] = G.FILL[name]()
            else:
                raise KeyError(name)
        return cache[key]
    def sub(m, collect):
        name, k, part = m.group(1), m.group(2) or "", m.group(3)
        v = val(name, k)
        is_secret = name in G.SECRET
        if name == "pem":
            body = v
            if collect: secrets.extend([body[0], body[len(body) // 2], body[-1]])
            return "\n".join(body)
        if part in ("1", "2"):
            h = halves(v)[int(part) - 1]
            if collect and is_secret: secrets.append(h)
            return h
        if part == "w":
            a, b = halves(v)
            if collect and is_secret: secrets.extend([a, b])
            return a + "\n" + b
        if collect and is_secret:
            if name == "phrase":
                sep = " " if " " in v else "-"
                ws = v.split(sep); m2 = len(ws) // 2
                secrets.extend([sep.join(ws[:m2]), sep.join(ws[m2:])])
            elif name == "seed":
                ws = v.split(" ")
                secrets.extend([" ".join(ws[0:4]), " ".join(ws[4:8]), " ".join(ws[8:12])])
            else:
                secrets.append(v)
        return v
    out = PH.sub(lambda m: sub(m, True), text)
    keep = [PH.sub(lambda m: sub(m, False), x) for x in (mk or [])]
    seen, sec = set(), []
    for s in secrets:
        if s not in seen:
            seen.add(s); sec.append(s)
    return out, sec, keep

def validate(c):
    t = c["text"]
    assert (c["polarity"] == "positive") == bool(c["secrets"]), c["group"]
    for s in c["secrets"]:
        assert s in t, (c["group"], s)
        assert len(s) >= 6, (c["group"], s)
    masked = t
    for s in sorted(c["secrets"], key=len, reverse=True):
        masked = masked.replace(s, "\x00")
    for k in c["must_keep"]:
        assert k in masked, (c["group"], k)
        for s in c["secrets"]:
            assert s not in k and k not in s, (c["group"], k, s)
    assert "{{" not in t or ".Values" in t or "required" in t, (c["group"], t)

def build():
    rng = random.Random(1313)
    pools = {("positive", "en"): [], ("positive", "zh"): [], ("negative", "en"): [], ("negative", "zh"): []}
    for t in P + PZ: pools[("positive", t[3])].append(t)
    for t in N + NZ: pools[("negative", t[3])].append(t)
    cases, texts = [], set()
    for (pol, lang), tpls in pools.items():
        order, n = [], TARGET[(pol, lang)]
        while len(order) < n:
            rest = tpls[:]; rng.shuffle(rest)
            order += rest[: n - len(order)] if len(order) + len(rest) > n else rest
        for t in order:
            name, kind, fam, lg = t[:4]
            for _ in range(20):
                if pol == "positive":
                    text, sec, keep = expand(t[4], t[5], True)
                else:
                    text, sec, keep = expand(t[4], None, False)
                    keep = [text]
                if text not in texts:
                    break
            texts.add(text)
            c = {"id": "", "text": text, "secrets": sec, "must_keep": keep, "kind": kind, "family": fam,
                 "lang": lg, "polarity": pol, "group": "r13-" + name}
            validate(c)
            cases.append(c)
    rng.shuffle(cases)
    for i, c in enumerate(cases, 1):
        c["id"] = f"r13-{i:04d}"
    return cases

if __name__ == "__main__":
    cases = build()
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "secrets_r13.json"), "w", encoding="utf-8") as f:
        json.dump(cases, f, ensure_ascii=False, indent=1)
    pos = [c for c in cases if c["polarity"] == "positive"]
    print("cases", len(cases), "positives", len(pos), "secrets", sum(len(c["secrets"]) for c in pos),
          "negatives", len(cases) - len(pos), "templates", len({c["group"] for c in cases}))
