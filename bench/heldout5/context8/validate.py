#!/usr/bin/env python3
"""Check the round-8 stores and print the counts table used in README.md.

Checks: ids unique (memories, prompts), every `needs` id exists, >= 60 prompts with needs and
>= 60 without per store, memory counts near the brief's targets, Chinese share of memories in its
band, importance 3-10 with a few critical (>= 9) and a few unverified, fields and kinds valid,
`lang` consistent with the text, kind
`crosslang` only when the prompt's language differs from every memory it needs, long prompts 60-150 words (Chinese: characters / 2 as words).
Exit status 1 on any failure.
"""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
CJK = re.compile(r"[\u4e00-\u9fff]")
SPEC = {  # file: (memory count range, zh share range)
    "store_small.json": ((10, 14), (0.30, 0.40)),
    "store_mid.json": ((110, 130), (0.35, 0.45)),
    "store_large.json": ((480, 520), (0.25, 0.35)),
}
NEED_KINDS = {"paraphrase", "task", "short", "crosslang", "keyword", "long"}
NONE_KINDS = {"general", "smalltalk", "unrelated", "nearmiss", "long"}


def words(text):
    zh = len(CJK.findall(text))
    return len(re.findall(r"[A-Za-z0-9_]+", text)) + zh / 2.0


def check(fname, errors):
    path = os.path.join(HERE, fname)
    d = json.load(open(path, encoding="utf-8"))
    (mlo, mhi), (zlo, zhi) = SPEC[fname]
    err = lambda msg: errors.append("%s: %s" % (fname, msg))
    for key in ("name", "memories", "prompts"):
        if key not in d:
            err("missing key " + key)
    mems, prompts = d["memories"], d["prompts"]
    mids = [m["id"] for m in mems]
    if len(set(mids)) != len(mids):
        err("duplicate memory ids")
    texts = [m["text"] for m in mems]
    if len(set(texts)) != len(texts):
        err("duplicate memory texts")
    for m in mems:
        if set(m) != {"id", "text", "category", "importance", "verified"}:
            err("memory fields %s: %s" % (m["id"], sorted(m)))
        if not (3 <= m["importance"] <= 10):
            err("importance out of range " + m["id"])
        if not isinstance(m["verified"], bool):
            err("verified not bool " + m["id"])
    if not (mlo <= len(mems) <= mhi):
        err("memory count %d outside %d-%d" % (len(mems), mlo, mhi))
    zh = sum(1 for m in mems if CJK.search(m["text"])) / float(len(mems))
    if not (zlo <= zh <= zhi):
        err("zh share %.2f outside %.2f-%.2f" % (zh, zlo, zhi))
    crit = sum(1 for m in mems if m["importance"] >= 9)
    unver = sum(1 for m in mems if not m["verified"])
    if crit < 1 or unver < 1:
        err("needs some critical (%d) and unverified (%d) memories" % (crit, unver))
    pids = [p["id"] for p in prompts]
    if len(set(pids)) != len(pids):
        err("duplicate prompt ids")
    ptexts = [p["prompt"] for p in prompts]
    dup = [t for t, c in collections.Counter(ptexts).items() if c > 1]
    if dup:
        err("duplicate prompt texts: %s" % dup[:3])
    mset = set(mids)
    mtext = dict((m["id"], m["text"]) for m in mems)
    with_needs = [p for p in prompts if p["needs"]]
    without = [p for p in prompts if not p["needs"]]
    for p in prompts:
        if set(p) != {"id", "prompt", "needs", "lang", "kind"}:
            err("prompt fields %s" % p["id"])
        for n in p["needs"]:
            if n not in mset:
                err("%s needs unknown %s" % (p["id"], n))
        if len(set(p["needs"])) != len(p["needs"]):
            err("%s repeats a need" % p["id"])
        if p["lang"] != ("zh" if CJK.search(p["prompt"]) else "en"):
            err("%s lang mismatch" % p["id"])
        if p["needs"]:
            mlang = set("zh" if CJK.search(mtext[n]) else "en" for n in p["needs"] if n in mtext)
            p["_cross"] = p["lang"] not in mlang
            if p["kind"] == "crosslang" and not p["_cross"]:
                err("%s is kind crosslang but shares a language with a needed memory" % p["id"])
        kinds = NEED_KINDS if p["needs"] else NONE_KINDS
        if p["kind"] not in kinds:
            err("%s kind %s not allowed" % (p["id"], p["kind"]))
        if p["kind"] == "long" and not (60 <= words(p["prompt"]) <= 150):
            err("%s long prompt has %.0f words" % (p["id"], words(p["prompt"])))
    if len(with_needs) < 60 or len(without) < 60:
        err("prompts with needs %d / without %d (need >= 60 each)" % (len(with_needs), len(without)))
    needed = set(n for p in with_needs for n in p["needs"])
    return {
        "file": fname, "memories": len(mems), "zh": zh, "critical": crit, "unverified": unver,
        "with": len(with_needs), "without": len(without),
        "with_kinds": collections.Counter(p["kind"] for p in with_needs),
        "without_kinds": collections.Counter(p["kind"] for p in without),
        "with_zh": sum(1 for p in with_needs if p["lang"] == "zh"),
        "without_zh": sum(1 for p in without if p["lang"] == "zh"),
        "multi": sum(1 for p in with_needs if len(p["needs"]) > 1),
        "cross": sum(1 for p in with_needs if p.get("_cross")),
        "needed": len(needed),
    }


def table(rows):
    out = ["| store | memories | zh share | critical (>=9) | unverified | memories needed by some prompt | prompts with needs | (zh) | (>1 memory) | (cross-language, any kind) | prompts without | (zh) |",
           "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for r in rows:
        out.append("| %s | %d | %.0f%% | %d | %d | %d | %d | %d | %d | %d | %d | %d |" % (
            r["file"], r["memories"], 100 * r["zh"], r["critical"], r["unverified"], r["needed"],
            r["with"], r["with_zh"], r["multi"], r["cross"], r["without"], r["without_zh"]))
    out.append("")
    kinds_w = ["paraphrase", "task", "short", "crosslang", "keyword", "long"]
    kinds_n = ["general", "smalltalk", "unrelated", "nearmiss", "long"]
    out.append("| store | " + " | ".join("needs: " + k for k in kinds_w) + " | " + " | ".join("none: " + k for k in kinds_n) + " |")
    out.append("|---|" + "---:|" * (len(kinds_w) + len(kinds_n)))
    for r in rows:
        out.append("| %s | %s | %s |" % (r["file"], " | ".join(str(r["with_kinds"].get(k, 0)) for k in kinds_w),
                                        " | ".join(str(r["without_kinds"].get(k, 0)) for k in kinds_n)))
    return "\n".join(out)


def main():
    errors = []
    rows = [check(f, errors) for f in sorted(SPEC, key=lambda f: ["store_small.json", "store_mid.json", "store_large.json"].index(f))]
    print(table(rows))
    if errors:
        print("\nFAILED:")
        for e in errors:
            print("  " + e)
        return 1
    print("\nOK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
