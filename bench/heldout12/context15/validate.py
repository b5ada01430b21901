#!/usr/bin/env python3
"""Format checks for store_*.json in this folder. Exit 1 on any error.

Checks: top-level keys; memory fields and types (id, text, category, importance 1-10, verified bool);
unique memory ids and prompt ids; every `needs` id exists; 0 or 1-3 needs; kinds and langs valid and
consistent with needs; expected counts per store. Prints counts and language shares.
"""
import json
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
NEED_KINDS = {"paraphrase", "direct", "short", "pasted_log", "cross_language", "implicit_rule"}
NONE_KINDS = {"general", "general_topic", "smalltalk", "shared_word", "unrelated_task"}
LANGS = {"en", "zh", "mixed"}
CATS = {"fact", "decision", "preference", "config", "lesson", "todo"}
EXPECTED = {  # file: (memories, prompts needing a memory, prompts needing none)
    "store_tiny.json": (6, 30, 20),
    "store_mid.json": (70, 60, 40),
    "store_large.json": (450, 80, 50),
}
HAN = re.compile(r"[\u4e00-\u9fff]")


def check(path, errors):
    def err(msg):
        errors.append(f"{path.name}: {msg}")

    doc = json.loads(path.read_text(encoding="utf-8"))
    if set(doc) != {"name", "memories", "prompts"}:
        err(f"top-level keys {sorted(doc)}")
    if not isinstance(doc.get("name"), str) or not doc.get("name"):
        err("name missing")
    mems, prompts = doc.get("memories", []), doc.get("prompts", [])
    ids = [m.get("id") for m in mems]
    for i, c in Counter(ids).items():
        if c > 1:
            err(f"duplicate memory id {i}")
    texts = Counter(m.get("text") for m in mems)
    for t, c in texts.items():
        if c > 1:
            err(f"duplicate memory text {t[:60]!r}")
    for m in mems:
        if set(m) != {"id", "text", "category", "importance", "verified"}:
            err(f"memory keys {sorted(m)}")
        if not isinstance(m.get("text"), str) or not m["text"].strip():
            err(f"empty text {m.get('id')}")
        if m.get("category") not in CATS:
            err(f"bad category {m.get('category')} in {m.get('id')}")
        imp = m.get("importance")
        if not isinstance(imp, int) or isinstance(imp, bool) or not 1 <= imp <= 10:
            err(f"bad importance {imp} in {m.get('id')}")
        if not isinstance(m.get("verified"), bool):
            err(f"bad verified in {m.get('id')}")
    idset = set(ids)
    pids = [p.get("id") for p in prompts]
    for i, c in Counter(pids).items():
        if c > 1:
            err(f"duplicate prompt id {i}")
    for i, c in Counter(p.get("prompt") for p in prompts).items():
        if c > 1:
            err(f"duplicate prompt text {i[:60]!r}")
    for p in prompts:
        if set(p) != {"id", "prompt", "needs", "lang", "kind"}:
            err(f"prompt keys {sorted(p)}")
        needs = p.get("needs")
        if not isinstance(needs, list) or len(needs) > 3 or len(set(needs)) != len(needs):
            err(f"bad needs in {p.get('id')}")
            continue
        for n in needs:
            if n not in idset:
                err(f"{p.get('id')} needs unknown memory {n}")
        if p.get("lang") not in LANGS:
            err(f"bad lang {p.get('lang')} in {p.get('id')}")
        kind = p.get("kind")
        if needs and kind not in NEED_KINDS:
            err(f"{p.get('id')} needs memories but kind {kind}")
        if not needs and kind not in NONE_KINDS:
            err(f"{p.get('id')} needs nothing but kind {kind}")
        has_han = bool(HAN.search(p.get("prompt", "")))
        if p.get("lang") == "en" and has_han:
            err(f"{p.get('id')} lang en but has Chinese")
        if p.get("lang") in ("zh", "mixed") and not has_han:
            err(f"{p.get('id')} lang {p.get('lang')} but no Chinese")
    n_need = sum(1 for p in prompts if p.get("needs"))
    n_none = len(prompts) - n_need
    exp = EXPECTED.get(path.name)
    if exp and (len(mems), n_need, n_none) != exp:
        err(f"counts {(len(mems), n_need, n_none)} != expected {exp}")
    zh_mem = sum(1 for m in mems if HAN.search(m.get("text", "")))
    zh_p = sum(1 for p in prompts if p.get("lang") in ("zh", "mixed"))
    labelled = {n for p in prompts for n in p.get("needs", [])}
    print(f"{path.name:18} memories={len(mems):4d} (zh {zh_mem / max(len(mems), 1):.0%})  "
          f"need={n_need:3d} none={n_none:3d}  prompts zh/mixed {zh_p / max(len(prompts), 1):.0%}  "
          f"labelled memories={len(labelled)}")
    print("   kinds:", dict(sorted(Counter(p.get("kind") for p in prompts).items())))
    print("   langs:", dict(sorted(Counter(p.get("lang") for p in prompts).items())),
          " categories:", dict(sorted(Counter(m.get("category") for m in mems).items())))


def main():
    errors = []
    files = sorted(HERE.glob("store_*.json"))
    if {f.name for f in files} != set(EXPECTED):
        errors.append(f"store files {[f.name for f in files]} != {sorted(EXPECTED)}")
    for f in files:
        check(f, errors)
    # labelled memories in the large store must be hand-written (g001-g130)
    large = HERE / "store_large.json"
    if large.exists():
        doc = json.loads(large.read_text(encoding="utf-8"))
        for p in doc["prompts"]:
            for n in p["needs"]:
                if int(n[1:]) > 130:
                    errors.append(f"store_large.json: {p['id']} labels generated memory {n}")
    for e in errors:
        print("ERROR", e)
    print("OK" if not errors else f"{len(errors)} error(s)")
    sys.exit(1 if errors else 0)


if __name__ == "__main__":
    main()
