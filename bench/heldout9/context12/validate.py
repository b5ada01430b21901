#!/usr/bin/env python3
"""Check the three stores in this folder and print their counts. Exits 1 on any problem.

Checks: JSON shape as the benchmark's docstring gives it; unique memory and prompt ids; every
`needs` id exists and is hand-written (never padding); padding only in the large store and only
under ids containing "pad"; field values; prompt `lang` consistent with the text; counts within the
ranges the brief asked for; and that build.py reproduces the files byte for byte.
"""
from __future__ import annotations

import json
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

CJK = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")
WORD = re.compile(r"[A-Za-z]{2,}")
CATEGORIES = {"decision", "preference", "config", "convention", "deadline", "gotcha", "person"}
LANGS = {"en", "zh", "mixed"}
NEED_KINDS = {"paraphrase", "task", "short", "trace", "direct", "cross"}
NONE_KINDS = {"general", "chitchat", "unrelated", "nearmiss"}
# (memories min, max), (hand-written min, max), (needing min, max), (not needing min, max)
RANGES = {
    "tiny": ((5, 5), (5, 5), (25, 40), (20, 30)),
    "small": ((35, 45), (35, 45), (60, 85), (40, 55)),
    "large": ((580, 620), (45, 55), (60, 85), (40, 55)),
}

problems: list[str] = []


def bad(msg: str) -> None:
    problems.append(msg)


def mem_lang(text: str) -> str:
    """en: no Chinese; zh: Chinese with a few English terms; mixed: both in earnest.

    Counts Chinese characters against English words (a word weighs about two characters)."""
    cjk, words = len(CJK.findall(text)), len(WORD.findall(text))
    if cjk == 0:
        return "en"
    return "zh" if cjk >= 2 * words else "mixed"


def is_cross(prompt: dict, by_id: dict) -> bool:
    langs = {mem_lang(by_id[i]["text"]) for i in prompt["needs"] if i in by_id}
    if prompt["lang"] == "en":
        return langs == {"zh"}
    if prompt["lang"] == "zh":
        return langs == {"en"}
    return False


def check(key: str, store: dict) -> dict:
    where = f"store_{key}"
    if set(store) != {"name", "memories", "prompts"}:
        bad(f"{where}: top-level keys {sorted(store)}")
    mems, prompts = store.get("memories", []), store.get("prompts", [])
    by_id = {}
    for m in mems:
        if set(m) != {"id", "text", "category", "importance", "verified"}:
            bad(f"{where}: memory keys {sorted(m)}")
            continue
        if m["id"] in by_id:
            bad(f"{where}: duplicate memory id {m['id']}")
        by_id[m["id"]] = m
        if not isinstance(m["text"], str) or not m["text"].strip():
            bad(f"{where}: empty text in {m['id']}")
        if m["category"] not in CATEGORIES:
            bad(f"{where}: {m['id']} category {m['category']!r}")
        if not isinstance(m["importance"], int) or not 1 <= m["importance"] <= 10:
            bad(f"{where}: {m['id']} importance {m['importance']!r}")
        if not isinstance(m["verified"], bool):
            bad(f"{where}: {m['id']} verified {m['verified']!r}")
    texts = Counter(m["text"] for m in mems)
    for t, n in texts.items():
        if n > 1:
            bad(f"{where}: text repeated {n}x: {t[:60]}")
    pad = [m for m in mems if "pad" in m["id"]]
    hand = [m for m in mems if "pad" not in m["id"]]
    if key != "large" and pad:
        bad(f"{where}: padding in a hand-written-only store")
    seen = set()
    for p in prompts:
        if set(p) != {"id", "prompt", "needs", "lang", "kind"}:
            bad(f"{where}: prompt keys {sorted(p)}")
            continue
        if p["id"] in seen:
            bad(f"{where}: duplicate prompt id {p['id']}")
        seen.add(p["id"])
        if p["id"] in by_id:
            bad(f"{where}: prompt id {p['id']} collides with a memory id")
        if not isinstance(p["needs"], list):
            bad(f"{where}: {p['id']} needs is not a list")
            continue
        for i in p["needs"]:
            if i not in by_id:
                bad(f"{where}: {p['id']} needs unknown memory {i}")
            elif "pad" in i:
                bad(f"{where}: {p['id']} needs padding memory {i}")
        if len(set(p["needs"])) != len(p["needs"]):
            bad(f"{where}: {p['id']} repeats a needed id")
        if p["lang"] not in LANGS:
            bad(f"{where}: {p['id']} lang {p['lang']!r}")
        has_cjk = bool(CJK.search(p["prompt"]))
        if p["lang"] == "en" and has_cjk:
            bad(f"{where}: {p['id']} is 'en' but holds Chinese")
        if p["lang"] in ("zh", "mixed") and not has_cjk:
            bad(f"{where}: {p['id']} is {p['lang']!r} but holds no Chinese")
        kinds = NEED_KINDS if p["needs"] else NONE_KINDS
        if p["kind"] not in kinds:
            bad(f"{where}: {p['id']} kind {p['kind']!r} with needs={p['needs']}")
    ptexts = Counter(p["prompt"] for p in prompts)
    for t, n in ptexts.items():
        if n > 1:
            bad(f"{where}: prompt repeated: {t[:60]}")

    need = [p for p in prompts if p.get("needs")]
    none = [p for p in prompts if not p.get("needs")]
    zh_hand = [m for m in hand if CJK.search(m["text"])]
    zh_pad = [m for m in pad if CJK.search(m["text"])]
    (mlo, mhi), (hlo, hhi), (nlo, nhi), (olo, ohi) = RANGES[key]
    if not mlo <= len(mems) <= mhi:
        bad(f"{where}: {len(mems)} memories, want {mlo}-{mhi}")
    if not hlo <= len(hand) <= hhi:
        bad(f"{where}: {len(hand)} hand-written memories, want {hlo}-{hhi}")
    if not nlo <= len(need) <= nhi:
        bad(f"{where}: {len(need)} prompts with needs, want {nlo}-{nhi}")
    if not olo <= len(none) <= ohi:
        bad(f"{where}: {len(none)} prompts without needs, want {olo}-{ohi}")
    share = len(need) / max(1, len(prompts))
    if not 0.55 <= share <= 0.8:
        bad(f"{where}: share of prompts with needs {share:.2f}")
    zshare = len(zh_hand) / max(1, len(hand))
    if not 0.25 <= zshare <= 0.40:
        bad(f"{where}: Chinese share of hand-written memories {zshare:.2f}")
    if pad and not 0.25 <= len(zh_pad) / len(pad) <= 0.35:
        bad(f"{where}: Chinese share of padding {len(zh_pad) / len(pad):.2f}")
    crit = [m for m in hand if m["importance"] >= 9]
    unver = [m for m in hand if not m["verified"]]
    if not crit:
        bad(f"{where}: no critical hand-written memory")
    if not unver:
        bad(f"{where}: no unverified hand-written memory")
    cross = [p for p in need if is_cross(p, by_id)]
    if len(cross) < 3:
        bad(f"{where}: only {len(cross)} cross-language prompts")
    for k in ("short", "trace"):
        if not any(p["kind"] == k for p in need):
            bad(f"{where}: no {k!r} prompt")
    if not any(p["kind"] == "nearmiss" for p in none):
        bad(f"{where}: no near-miss prompt")
    needed = {i for p in need for i in p["needs"]}
    return dict(
        name=store["name"], memories=len(mems), hand=len(hand), pad=len(pad),
        zh_hand=len(zh_hand), zh_pad=len(zh_pad), zh_all=len(zh_hand) + len(zh_pad),
        crit=len(crit), crit_all=sum(m["importance"] >= 9 for m in mems),
        unver=len(unver), unver_all=sum(not m["verified"] for m in mems),
        cats=Counter(m["category"] for m in hand),
        need=len(need), none=len(none), multi=sum(len(p["needs"]) > 1 for p in need),
        cross=len(cross), covered=len(needed),
        need_kind=Counter(p["kind"] for p in need), none_kind=Counter(p["kind"] for p in none),
        need_lang=Counter(p["lang"] for p in need), none_lang=Counter(p["lang"] for p in none),
    )


def fmt(c: Counter, order) -> str:
    return ", ".join(f"{k} {c[k]}" for k in order if c[k])


def main() -> int:
    import build
    expected = build.build()
    rows = {}
    for key in ("tiny", "small", "large"):
        path = HERE / f"store_{key}.json"
        if not path.exists():
            bad(f"missing {path.name}")
            continue
        raw = path.read_bytes()
        want = (json.dumps(expected[key], ensure_ascii=False, indent=1) + "\n").encode("utf-8")
        if raw != want:
            bad(f"{path.name} differs from what build.py writes (run build.py)")
        rows[key] = check(key, json.loads(raw))

    print("| store | memories (hand + pad) | Chinese/mixed (hand; all) | critical >=9 (hand; all) "
          "| unverified (hand; all) | needed ids covered | prompts with needs (multi; cross-lang) "
          "| prompts without needs |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    for key, r in rows.items():
        zh_all_pct = 100 * r["zh_all"] / r["memories"]
        print(f"| {key} ({r['name']}) | {r['memories']} ({r['hand']} + {r['pad']}) "
              f"| {r['zh_hand']} = {100 * r['zh_hand'] / r['hand']:.0f}%; {r['zh_all']} = {zh_all_pct:.0f}% "
              f"| {r['crit']}; {r['crit_all']} | {r['unver']}; {r['unver_all']} "
              f"| {r['covered']} of {r['hand']} | {r['need']} ({r['multi']}; {r['cross']}) | {r['none']} |")
    print()
    print("| store | with needs, by kind | with needs, by lang | without needs, by kind | without needs, by lang |")
    print("|---|---|---|---|---|")
    nk = ["paraphrase", "task", "direct", "short", "trace", "cross"]
    ok = ["general", "chitchat", "unrelated", "nearmiss"]
    lg = ["en", "zh", "mixed"]
    for key, r in rows.items():
        print(f"| {key} | {fmt(r['need_kind'], nk)} | {fmt(r['need_lang'], lg)} "
              f"| {fmt(r['none_kind'], ok)} | {fmt(r['none_lang'], lg)} |")
    print()
    print("| store | hand-written memories by category |")
    print("|---|---|")
    for key, r in rows.items():
        print(f"| {key} | {fmt(r['cats'], sorted(CATEGORIES))} |")
    tot_need = sum(r["need"] for r in rows.values())
    tot_none = sum(r["none"] for r in rows.values())
    print(f"\ntotal: {tot_need} prompts with needs, {tot_none} without")
    if problems:
        print(f"\n{len(problems)} problem(s):", file=sys.stderr)
        for p in problems:
            print("  " + p, file=sys.stderr)
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
