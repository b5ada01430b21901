#!/usr/bin/env python3
"""Structural checks for the held-out stores. Exits 0 when everything holds, 1 otherwise."""
from __future__ import annotations

import json
import re
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
SIZES = {"small": 8, "medium": 150, "large": 800}
HAND = {"small": 8, "medium": 58, "large": 58}
NEED_RANGE = (70, 95)
NONE_RANGE = (48, 62)
NEED_KINDS = {"short", "question", "task", "log", "cross_lang", "critical_implicit"}
NONE_KINDS = {"none_code", "none_general", "none_personal", "none_smalltalk", "none_wordshare", "none_log"}
LANGS = {"en", "zh", "mixed"}
CATS = {"decision", "preference", "config", "convention", "deadline", "gotcha", "people"}
CJK = re.compile(r"[\u4e00-\u9fff]")
LATIN_WORD = re.compile(r"[A-Za-z]{2,}")

errors: list[str] = []


def check(cond: bool, msg: str) -> None:
    if not cond:
        errors.append(msg)


def main() -> int:
    # byte-identical rebuild
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run([sys.executable, str(HERE / "build.py"), tmp], check=True)
        for key in SIZES:
            a = (HERE / f"store_{key}.json").read_bytes()
            b = (Path(tmp) / f"store_{key}.json").read_bytes()
            check(a == b, f"{key}: store file differs from a fresh build (run build.py)")

    all_prompts: list[str] = []
    for key, size in SIZES.items():
        store = json.loads((HERE / f"store_{key}.json").read_text(encoding="utf-8"))
        check(set(store) == {"name", "memories", "prompts"}, f"{key}: top-level keys {sorted(store)}")
        mems, prompts = store["memories"], store["prompts"]
        check(len(mems) == size, f"{key}: {len(mems)} memories, want {size}")
        ids = [m["id"] for m in mems]
        check(len(ids) == len(set(ids)), f"{key}: duplicate memory ids")
        texts = [m["text"] for m in mems]
        check(len(texts) == len(set(texts)), f"{key}: duplicate memory texts")
        hand = {m["id"] for m in mems if "pad" not in m["id"]}
        check(len(hand) == HAND[key], f"{key}: {len(hand)} hand-written memories, want {HAND[key]}")
        for m in mems:
            check(set(m) == {"id", "text", "category", "importance", "verified"}, f"{key}: memory keys {m}")
            check(m["category"] in CATS, f"{key}: category {m['category']}")
            check(isinstance(m["importance"], int) and 1 <= m["importance"] <= 10, f"{key}: importance {m}")
            check(isinstance(m["verified"], bool), f"{key}: verified {m}")
            check(bool(m["text"].strip()), f"{key}: empty text {m['id']}")
        zh_share = sum(bool(CJK.search(t)) for t in texts) / len(texts)
        check(0.25 <= zh_share <= 0.40, f"{key}: Chinese share {zh_share:.2f}")
        handmems = [m for m in mems if m["id"] in hand]
        check(sum(m["importance"] >= 9 for m in handmems) >= 2, f"{key}: too few critical memories")
        check(sum(not m["verified"] for m in handmems) >= 2, f"{key}: too few unverified memories")

        pids = [p["id"] for p in prompts]
        check(len(pids) == len(set(pids)), f"{key}: duplicate prompt ids")
        need = [p for p in prompts if p["needs"]]
        none = [p for p in prompts if not p["needs"]]
        check(NEED_RANGE[0] <= len(need) <= NEED_RANGE[1], f"{key}: {len(need)} prompts with needs")
        check(NONE_RANGE[0] <= len(none) <= NONE_RANGE[1], f"{key}: {len(none)} prompts without needs")
        used = set()
        for p in prompts:
            check(set(p) == {"id", "prompt", "needs", "lang", "kind"}, f"{key}: prompt keys {p}")
            check(p["lang"] in LANGS, f"{key}: lang {p['lang']}")
            for n in p["needs"]:
                check(n in hand, f"{key}: {p['id']} needs {n}, not a hand-written memory")
                used.add(n)
            check(len(set(p["needs"])) == len(p["needs"]), f"{key}: {p['id']} repeats a need")
            if p["needs"]:
                check(p["kind"] in NEED_KINDS, f"{key}: {p['id']} kind {p['kind']} with needs")
            else:
                check(p["kind"] in NONE_KINDS, f"{key}: {p['id']} kind {p['kind']} without needs")
            has_cjk = bool(CJK.search(p["prompt"]))
            if p["lang"] == "en":
                check(not has_cjk, f"{key}: {p['id']} labelled en but has Chinese")
            else:
                check(has_cjk, f"{key}: {p['id']} labelled {p['lang']} but has no Chinese")
            if p["lang"] == "mixed":
                check(bool(LATIN_WORD.search(p["prompt"])), f"{key}: {p['id']} mixed without Latin words")
            if p["kind"] == "critical_implicit":
                imp = {m["id"]: m["importance"] for m in handmems}
                check(any(imp[n] >= 9 for n in p["needs"]), f"{key}: {p['id']} critical_implicit without a critical need")
            all_prompts.append(re.sub(r"\W+", " ", p["prompt"].lower()).strip())
        unused = hand - used
        check(len(unused) <= len(hand) // 10, f"{key}: hand-written memories never needed: {sorted(unused)}")
        print(f"{key}: {len(mems)} memories ({len(hand)} hand-written, zh {zh_share:.0%}), "
              f"{len(need)} need + {len(none)} none prompts; "
              f"kinds {dict(sorted(Counter(p['kind'] for p in prompts).items()))}; "
              f"lang {dict(sorted(Counter(p['lang'] for p in prompts).items()))}")
    dup = [t for t, c in Counter(all_prompts).items() if c > 1]
    check(not dup, f"duplicate prompts: {dup}")

    for e in errors:
        print("ERROR:", e)
    print("OK" if not errors else f"{len(errors)} error(s)")
    return 0 if not errors else 1


if __name__ == "__main__":
    sys.exit(main())
