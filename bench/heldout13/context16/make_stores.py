#!/usr/bin/env python3
"""Build store_tiny.json, store_mid.json and store_large.json from the hand-written sources and the
seeded generator (gen_large.py). Deterministic: rerunning gives identical files."""
from pathlib import Path

import store_tiny_src as tiny
import store_mid_src as mid
import store_large_anchors as large
from common import build, write
from gen_large import build_large

HERE = Path(__file__).resolve().parent


def prompts_of(src_prompts, src_none):
    return list(src_prompts) + [(p, [], k) for p, k in src_none]


def main():
    write(build("pawbook-vet-booking", tiny.MEMORIES, prompts_of(tiny.PROMPTS, tiny.NONE_PROMPTS), "tiny"),
          HERE / "store_tiny.json")
    write(build("harbor-ledger-newsroom", mid.MEMORIES, prompts_of(mid.PROMPTS, mid.NONE_PROMPTS), "mid"),
          HERE / "store_mid.json")
    mems, gen_prompts, n_gen = build_large(large.ANCHORS)
    prompts = list(large.PROMPTS) + gen_prompts + [(p, [], k) for p, k in large.NONE_PROMPTS]
    write(build("gridpulse-smart-meter-platform", mems, prompts, "large"), HERE / "store_large.json")
    print(f"large: {len(large.ANCHORS)} hand-written + {n_gen} generated memories")


if __name__ == "__main__":
    main()
