"""Shared helpers for the round-8 held-out context stores (python3 stdlib only)."""
import json
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
CJK = re.compile(r"[\u4e00-\u9fff]")


def lang_of(text):
    """'zh' when the text holds Chinese characters, else 'en'."""
    return "zh" if CJK.search(text) else "en"


def mem(mid, text, category, importance, verified=True):
    return {"id": mid, "text": text, "category": category,
            "importance": int(importance), "verified": bool(verified)}


def write_store(filename, name, memories, prompts, prefix):
    """prompts: list of (prompt, needs, kind). Ids and lang are assigned here."""
    out_prompts = []
    for i, (text, needs, kind) in enumerate(prompts, 1):
        out_prompts.append({"id": "%s%03d" % (prefix, i), "prompt": text,
                            "needs": list(needs), "lang": lang_of(text), "kind": kind})
    store = {"name": name, "memories": memories, "prompts": out_prompts}
    path = os.path.join(HERE, filename)
    with open(path, "w", encoding="utf-8") as fh:
        json.dump(store, fh, ensure_ascii=False, indent=1)
        fh.write("\n")
    return path
