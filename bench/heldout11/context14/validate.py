#!/usr/bin/env python3
"""Check the stores in this folder: format, labels, counts. Exit 1 on any error."""
import json
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
KINDS = {"paraphrase", "direct", "short", "pasted_log", "cross_language", "implicit_rule",
         "general", "general_topic", "smalltalk", "shared_word"}
NEED_KINDS = {"paraphrase", "direct", "short", "pasted_log", "cross_language", "implicit_rule"}
NONE_KINDS = {"general", "general_topic", "smalltalk", "shared_word"}
LANGS = {"en", "zh", "mixed"}
CATS = {"fact", "decision", "preference", "config", "lesson", "todo"}
MINS = {"store_tiny.json": (50, 40), "store_mid.json": (60, 45), "store_large.json": (70, 50)}
HAN = re.compile(r"[\u4e00-\u9fff]")

errors = []


def err(msg):
    errors.append(msg)


def lang_of(text):
    han = len(HAN.findall(text))
    latin = len(re.findall(r"[A-Za-z]", text))
    if han == 0:
        return "en"
    return "zh" if latin <= 2 * han else "mixed"


for name, (min_need, min_none) in MINS.items():
    path = HERE / name
    data = json.loads(path.read_text(encoding="utf-8"))
    if set(data) != {"name", "memories", "prompts"}:
        err(f"{name}: top-level keys {sorted(data)}")
    mems, prs = data["memories"], data["prompts"]
    ids = [m["id"] for m in mems]
    if len(ids) != len(set(ids)):
        err(f"{name}: duplicate memory ids")
    texts = [m["text"] for m in mems]
    if len(texts) != len(set(texts)):
        err(f"{name}: duplicate memory texts")
    for m in mems:
        if set(m) != {"id", "text", "category", "importance", "verified"}:
            err(f"{name}: memory keys {sorted(m)}")
        if m["category"] not in CATS:
            err(f"{name}/{m['id']}: category {m['category']}")
        if not (isinstance(m["importance"], int) and 1 <= m["importance"] <= 10):
            err(f"{name}/{m['id']}: importance {m['importance']}")
        if not isinstance(m["verified"], bool):
            err(f"{name}/{m['id']}: verified not bool")
    idset = set(ids)
    pids = [p["id"] for p in prs]
    if len(pids) != len(set(pids)):
        err(f"{name}: duplicate prompt ids")
    ptexts = [p["prompt"] for p in prs]
    if len(ptexts) != len(set(ptexts)):
        err(f"{name}: duplicate prompt texts")
    for p in prs:
        if set(p) != {"id", "prompt", "needs", "lang", "kind"}:
            err(f"{name}: prompt keys {sorted(p)}")
        if p["kind"] not in KINDS:
            err(f"{name}/{p['id']}: kind {p['kind']}")
        if p["lang"] not in LANGS:
            err(f"{name}/{p['id']}: lang {p['lang']}")
        for n in p["needs"]:
            if n not in idset:
                err(f"{name}/{p['id']}: needs unknown id {n}")
        if p["needs"] and p["kind"] not in NEED_KINDS:
            err(f"{name}/{p['id']}: kind {p['kind']} but has needs")
        if not p["needs"] and p["kind"] not in NONE_KINDS:
            err(f"{name}/{p['id']}: kind {p['kind']} but needs nothing")
        if len(p["needs"]) > 2:
            err(f"{name}/{p['id']}: more than two needed ids")
        if any(n.startswith("g") for n in p["needs"]):
            err(f"{name}/{p['id']}: labelled with a generated memory")
        # declared lang vs script; zh prompts may hold code identifiers, so only flag clear mismatches
        detected = lang_of(p["prompt"])
        if p["lang"] == "en" and detected != "en":
            err(f"{name}/{p['id']}: lang en but contains Chinese")
        if p["lang"] in ("zh", "mixed") and detected == "en":
            err(f"{name}/{p['id']}: lang {p['lang']} but no Chinese")
        if p["kind"] == "cross_language":
            mlangs = {lang_of(next(m['text'] for m in mems if m['id'] == n)) for n in p["needs"]}
            plang = detected
            if plang == "en" and mlangs == {"en"} or plang != "en" and "en" not in mlangs:
                err(f"{name}/{p['id']}: cross_language but prompt ({plang}) and memory {mlangs} share a language")
    need = [p for p in prs if p["needs"]]
    none = [p for p in prs if not p["needs"]]
    if len(need) < min_need or len(none) < min_none:
        err(f"{name}: {len(need)} needing (min {min_need}), {len(none)} none (min {min_none})")
    cross = sum(p["kind"] == "cross_language" for p in need)
    if cross < 0.15 * len(need):
        err(f"{name}: cross_language {cross} < 15% of {len(need)}")
    mem_lang = Counter(lang_of(m["text"]) for m in mems)
    zh_share = (mem_lang["zh"] + mem_lang["mixed"]) / len(mems)
    if not 0.25 <= zh_share <= 0.40:
        err(f"{name}: Chinese/mixed memory share {zh_share:.2f} outside 0.25-0.40")
    hand = [m for m in mems if not m["id"].startswith("g")]
    print(f"== {name} ({data['name']}): {len(mems)} memories ({len(hand)} hand-written), "
          f"zh/mixed {zh_share:.0%}; categories {dict(Counter(m['category'] for m in mems))}; "
          f"importance>=9: {sum(m['importance'] >= 9 for m in mems)}; verified {sum(m['verified'] for m in mems)}")
    print(f"   prompts {len(prs)}: needing {len(need)} (cross_language {cross}, "
          f"{cross / len(need):.0%}; two labels {sum(len(p['needs']) == 2 for p in need)}), none {len(none)}")
    print("   by kind:", dict(sorted(Counter(p["kind"] for p in prs).items())))
    print("   by lang (needing):", dict(sorted(Counter(p["lang"] for p in need).items())),
          " (none):", dict(sorted(Counter(p["lang"] for p in none).items())))
    long_logs = [p for p in need if p["kind"] == "pasted_log"]
    print(f"   pasted_log word counts: {sorted(len(p['prompt'].split()) for p in long_logs)}")
    unused = sorted(set(m["id"] for m in hand) - {n for p in need for n in p["needs"]})
    print(f"   hand-written memories no prompt needs: {len(unused)}")

if errors:
    print("\nERRORS:")
    for e in errors:
        print("  ", e)
    sys.exit(1)
print("\nOK")
