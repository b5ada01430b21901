#!/usr/bin/env python3
"""Structure checks for store_*.json in this folder. Exit 0 when everything is OK.

Checks: format keys, unique memory and prompt ids, every `needs` id exists and is a hand-written
memory (not padding), store sizes, share of memories with Chinese text, importance range and
critical/unverified presence, prompt counts (>= 60 need, >= 60 none), `lang` matches the text,
and prints a counts table (also used for README.md).
"""
from __future__ import annotations

import collections
import json
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
CJK = re.compile(r"[\u3400-\u9fff]")
LATIN_WORD = re.compile(r"[A-Za-z]{2,}")
SIZES = {"small": (10, 14), "medium": (240, 260), "large": (980, 1020)}
MEM_KEYS = {"id", "text", "category", "importance", "verified"}
PROMPT_KEYS = {"id", "prompt", "needs", "lang", "kind"}
NEED_KINDS = {"paraphrase", "keyword", "short", "long", "log", "xlang", "task"}
NONE_KINDS = {"general", "smalltalk", "coding", "nearmiss", "log_none"}


def detect_lang(text: str) -> str:
    has_cjk = bool(CJK.search(text))
    has_latin = bool(LATIN_WORD.search(text))
    if has_cjk and has_latin:
        return "mixed"
    return "zh" if has_cjk else "en"


def main() -> int:
    errors: list[str] = []
    rows = []
    kinds_total = collections.Counter()
    order = {"small": 0, "medium": 1, "large": 2}
    files = sorted(HERE.glob("store_*.json"), key=lambda f: (order.get(f.stem[6:], 9), f.name))
    if len(files) != 3:
        errors.append(f"expected 3 store files, found {len(files)}")
    for f in files:
        key = f.stem[len("store_"):]
        d = json.loads(f.read_text(encoding="utf-8"))
        if set(d) != {"name", "memories", "prompts"}:
            errors.append(f"{f.name}: top-level keys {sorted(d)}")
        mems, prompts = d["memories"], d["prompts"]
        ids = [m["id"] for m in mems]
        if len(ids) != len(set(ids)):
            errors.append(f"{f.name}: duplicate memory ids")
        hand = {m["id"] for m in mems if "-pad" not in m["id"]}
        for m in mems:
            if set(m) != MEM_KEYS:
                errors.append(f"{f.name}: memory {m.get('id')} keys {sorted(m)}")
            if not (isinstance(m["importance"], int) and 3 <= m["importance"] <= 10):
                errors.append(f"{f.name}: memory {m['id']} importance {m['importance']}")
            if not isinstance(m["verified"], bool):
                errors.append(f"{f.name}: memory {m['id']} verified not bool")
            if not m["text"].strip():
                errors.append(f"{f.name}: memory {m['id']} empty text")
        texts = [m["text"] for m in mems]
        if len(texts) != len(set(texts)):
            errors.append(f"{f.name}: duplicate memory texts")
        lo, hi = SIZES.get(key, (0, 10**9))
        if not lo <= len(mems) <= hi:
            errors.append(f"{f.name}: {len(mems)} memories, expected {lo}-{hi}")
        if key != "small" and len(hand) != 60:
            errors.append(f"{f.name}: {len(hand)} hand-written memories, expected 60")
        zh = sum(1 for m in mems if CJK.search(m["text"]))
        zh_share = zh / len(mems)
        zh_hand = sum(1 for m in mems if m["id"] in hand and CJK.search(m["text"]))
        if not 0.25 <= zh_share <= 0.40:
            errors.append(f"{f.name}: Chinese share {zh_share:.2f} outside 0.25-0.40")
        mixed_mem = sum(1 for m in mems if m["id"] in hand and detect_lang(m["text"]) == "mixed")
        if mixed_mem == 0:
            errors.append(f"{f.name}: no mixed Chinese/English hand-written memory")
        crit = sum(1 for m in mems if m["importance"] >= 9)
        crit_hand = sum(1 for m in mems if m["importance"] >= 9 and m["id"] in hand)
        unver = sum(1 for m in mems if not m["verified"])
        unver_hand = sum(1 for m in mems if not m["verified"] and m["id"] in hand)
        if crit_hand == 0 or unver_hand == 0:
            errors.append(f"{f.name}: needs critical and unverified hand-written memories")
        pids = [p["id"] for p in prompts]
        if len(pids) != len(set(pids)):
            errors.append(f"{f.name}: duplicate prompt ids")
        ptexts = [p["prompt"] for p in prompts]
        dup = [t for t, c in collections.Counter(ptexts).items() if c > 1]
        if dup:
            errors.append(f"{f.name}: duplicate prompt texts {dup[:3]}")
        needed_ids = set()
        kinds = collections.Counter()
        langs = collections.Counter()
        for p in prompts:
            if set(p) != PROMPT_KEYS:
                errors.append(f"{f.name}: prompt {p.get('id')} keys {sorted(p)}")
            for n in p["needs"]:
                if n not in ids:
                    errors.append(f"{f.name}: prompt {p['id']} needs unknown id {n}")
                elif n not in hand:
                    errors.append(f"{f.name}: prompt {p['id']} needs padding memory {n}")
                needed_ids.add(n)
            allowed = NEED_KINDS if p["needs"] else NONE_KINDS
            if p["kind"] not in allowed:
                errors.append(f"{f.name}: prompt {p['id']} kind {p['kind']} not allowed here")
            det = detect_lang(p["prompt"])
            if p["lang"] != det:
                errors.append(f"{f.name}: prompt {p['id']} lang {p['lang']} but text looks {det}: {p['prompt'][:40]!r}")
            kinds[("need" if p["needs"] else "none", p["kind"])] += 1
            langs[("need" if p["needs"] else "none", p["lang"])] += 1
            kinds_total[("need" if p["needs"] else "none", p["kind"])] += 1
        n_need = sum(1 for p in prompts if p["needs"])
        n_none = len(prompts) - n_need
        if n_need < 60 or n_none < 60:
            errors.append(f"{f.name}: {n_need} need / {n_none} none prompts, need >= 60 each")
        unused = sorted(hand - needed_ids)
        if unused:
            errors.append(f"{f.name}: hand-written memories never needed: {unused}")
        long_ = [p for p in prompts if p["kind"] == "long"]
        for p in long_:
            w = len(p["prompt"].split()) + len(CJK.findall(p["prompt"])) // 2
            if not 60 <= w <= 150:
                errors.append(f"{f.name}: long prompt {p['id']} has ~{w} words")
        rows.append((key, d["name"], len(mems), len(hand), zh, zh_share, zh_hand, crit, crit_hand, unver,
                     unver_hand, n_need, n_none, kinds, langs))

    print("| store | name | memories | hand-written | Chinese (share) | Chinese hand-written | critical >=9 (hand) | unverified (hand) | prompts need | prompts none |")
    print("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    for (key, name, nm, nh, zh, zs, zhh, cr, crh, un, unh, nn, nno, _, _) in rows:
        print(f"| {key} | {name} | {nm} | {nh} | {zh} ({zs:.0%}) | {zhh}/{nh} | {cr} ({crh}) | {un} ({unh}) | {nn} | {nno} |")
    print()
    allk = sorted({k for r in rows for k in r[13]})
    print("| side | kind | " + " | ".join(r[0] for r in rows) + " | total |")
    print("|---|---|" + "---:|" * (len(rows) + 1))
    for k in allk:
        print(f"| {k[0]} | {k[1]} | " + " | ".join(str(r[13][k]) for r in rows) + f" | {kinds_total[k]} |")
    print()
    print("| side | lang | " + " | ".join(r[0] for r in rows) + " |")
    print("|---|---|" + "---:|" * len(rows))
    for k in sorted({k for r in rows for k in r[14]}):
        print(f"| {k[0]} | {k[1]} | " + " | ".join(str(r[14][k]) for r in rows) + " |")
    if errors:
        print("\nERRORS:", file=sys.stderr)
        for e in errors:
            print("  " + e, file=sys.stderr)
        return 1
    print("\nOK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
