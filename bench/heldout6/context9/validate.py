#!/usr/bin/env python3
"""Structural checks for the round-9 context stores (does not run the project)."""
import json
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
CJK = re.compile(r"[\u4e00-\u9fff]")
NEED_KINDS = {"paraphrase", "work", "short", "crosslang", "keyword", "long"}
NONE_KINDS = {"general", "smalltalk", "coding", "near_miss", "log"}
SIZES = {"store_1_tiny.json": 6, "store_2_small.json": 40, "store_3_medium.json": 150, "store_4_large.json": 600}
errors = []


def err(msg):
    errors.append(msg)


def zh_share(text):
    return len(CJK.findall(text)) > 0


def length_words(text):
    # English words plus CJK characters / 1.7 (rough word equivalent)
    return len(re.findall(r"[A-Za-z0-9_'./:-]+", text)) + len(CJK.findall(text)) / 1.7


all_prompt_ids, tot_need, tot_none = set(), 0, 0
kinds_total = Counter()
for fname, size in SIZES.items():
    d = json.loads((HERE / fname).read_text(encoding="utf-8"))
    mems, prompts = d["memories"], d["prompts"]
    if len(mems) != size:
        err(f"{fname}: {len(mems)} memories, expected {size}")
    ids = [m["id"] for m in mems]
    if len(set(ids)) != len(ids):
        err(f"{fname}: duplicate memory ids")
    texts = [m["text"] for m in mems]
    if len(set(texts)) != len(texts):
        err(f"{fname}: duplicate memory texts")
    for m in mems:
        if set(m) != {"id", "text", "category", "importance", "verified"}:
            err(f"{fname}: memory fields {sorted(m)}")
        if not (3 <= m["importance"] <= 10):
            err(f"{fname}: {m['id']} importance {m['importance']}")
        if not isinstance(m["verified"], bool):
            err(f"{fname}: {m['id']} verified not bool")
    zh = sum(zh_share(m["text"]) for m in mems) / len(mems)
    if not (0.25 <= zh <= 0.40):
        err(f"{fname}: Chinese share {zh:.2f}")
    if not any(m["importance"] >= 9 for m in mems):
        err(f"{fname}: no critical memory")
    if all(m["verified"] for m in mems):
        err(f"{fname}: no unverified memory")
    idset, needed = set(ids), set()
    for p in prompts:
        if set(p) != {"id", "prompt", "needs", "lang", "kind"}:
            err(f"{fname}: prompt fields {sorted(p)}")
        if p["id"] in all_prompt_ids:
            err(f"{fname}: duplicate prompt id {p['id']}")
        all_prompt_ids.add(p["id"])
        for n in p["needs"]:
            if n not in idset:
                err(f"{fname}: {p['id']} needs unknown {n}")
            if "pad" in n:
                err(f"{fname}: {p['id']} needs a padding memory")
            needed.add(n)
        if len(set(p["needs"])) != len(p["needs"]):
            err(f"{fname}: {p['id']} repeated need")
        want = "zh" if zh_share(p["prompt"]) else "en"
        if p["lang"] != want and not (p["lang"] == "en" and p["kind"] == "long"):
            err(f"{fname}: {p['id']} lang {p['lang']} but text looks {want}")
        allowed = NEED_KINDS if p["needs"] else NONE_KINDS
        if p["kind"] not in allowed:
            err(f"{fname}: {p['id']} kind {p['kind']} with needs={p['needs']}")
        if p["kind"] == "crosslang":
            mlang = {zh_share(next(m["text"] for m in mems if m["id"] == n)) for n in p["needs"]}
            if zh_share(p["prompt"]) in mlang:
                err(f"{fname}: {p['id']} crosslang but same language as memory")
        if p["kind"] in ("long", "log"):
            w = length_words(p["prompt"])
            if not (60 <= w <= 150):
                err(f"{fname}: {p['id']} long prompt ~{w:.0f} words")
        if p["kind"] == "short" and length_words(p["prompt"]) > 3.5:
            err(f"{fname}: {p['id']} short prompt too long")
        kinds_total[p["kind"]] += 1
    texts_p = [p["prompt"] for p in prompts]
    if len(set(texts_p)) != len(texts_p):
        err(f"{fname}: duplicate prompt text")
    n_need = sum(1 for p in prompts if p["needs"])
    n_none = len(prompts) - n_need
    tot_need += n_need
    tot_none += n_none
    zhp = sum(p["lang"] == "zh" for p in prompts)
    print(f"{fname}: {len(mems)} memories ({zh:.0%} zh, {sum(m['importance'] >= 9 for m in mems)} critical, "
          f"{sum(not m['verified'] for m in mems)} unverified); prompts {n_need} need / {n_none} none, "
          f"{zhp} zh; memories labelled {len(needed)}")
    print("   kinds:", dict(sorted(Counter(p["kind"] for p in prompts).items())))

if tot_need < 150:
    err(f"only {tot_need} need-prompts")
if tot_none < 120:
    err(f"only {tot_none} none-prompts")
print(f"total: {tot_need} need / {tot_none} none; kinds {dict(sorted(kinds_total.items()))}")
for e in errors:
    print("ERROR:", e)
sys.exit(1 if errors else 0)
