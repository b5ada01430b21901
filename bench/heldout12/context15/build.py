#!/usr/bin/env python3
"""Write store_tiny.json, store_mid.json, store_large.json from the data modules.

Deterministic: hand-written data, a fixed-seed generator for the large store's filler,
stable key order and formatting. Rerunning produces byte-identical files.
"""
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import data_tiny  # noqa: E402
import data_mid  # noqa: E402
import data_large_mem  # noqa: E402
import data_large_prompts  # noqa: E402
import gen_large_fill  # noqa: E402


def mem(t):
    i, text, cat, imp, ver = t
    return {"id": i, "text": text, "category": cat, "importance": imp, "verified": ver}


def prm(t):
    i, p, needs, lang, kind = t
    return {"id": i, "prompt": p, "needs": list(needs), "lang": lang, "kind": kind}


def write(fname, name, memories, prompts):
    doc = {"name": name, "memories": [mem(m) for m in memories], "prompts": [prm(p) for p in prompts]}
    data = json.dumps(doc, ensure_ascii=False, indent=1) + "\n"
    (HERE / fname).write_text(data, encoding="utf-8")
    print(f"wrote {fname}: {len(memories)} memories, {len(prompts)} prompts")


def main():
    write("store_tiny.json", data_tiny.NAME, data_tiny.MEMORIES, data_tiny.PROMPTS)
    write("store_mid.json", data_mid.NAME, data_mid.MEMORIES, data_mid.PROMPTS)
    large = list(data_large_mem.MEMORIES) + gen_large_fill.generate(131, 450)
    write("store_large.json", data_large_mem.NAME, large, data_large_prompts.PROMPTS)


if __name__ == "__main__":
    main()
