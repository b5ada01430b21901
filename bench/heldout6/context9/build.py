#!/usr/bin/env python3
"""Build the four held-out context stores (round 9). Python 3 stdlib only, seeded.

Hand-written memories and prompts live in data_small.py, data_medium.py, data_large.py.
The medium and large stores are padded with template-generated memories about invented
components (names built from random syllables); no prompt asks about any of them.
"""
import json
import random
from pathlib import Path

from data_small import TINY, SMALL
from data_medium import MEDIUM
from data_large import LARGE

HERE = Path(__file__).resolve().parent

SYL = ["vel", "mok", "dra", "zin", "qua", "tor", "pel", "rix", "obu", "sen", "kav", "lum",
       "yar", "fen", "gos", "hul", "nix", "pra", "ved", "xol", "bri", "cym", "dov", "ert"]
SUFFIX = ["relay", "ledger", "sink", "weaver", "mill", "forge", "spool", "beacon", "loom", "sieve"]
SQUADS = ["Juniper", "Marmot", "Sorrel", "Wren", "Aster", "Bramble", "Otter", "Lichen"]
LIBS = ["fernlink", "quoll-rpc", "tansy-sdk", "mossbus", "pikaclient"]
FLAGS = ["strict_mode", "shadow_writes", "eager_flush", "legacy_codec", "dual_read"]
THINGS = ["uploads", "handshakes", "reconciliations", "callbacks", "exports"]

EN = [
    ("The {c} component exposes its health endpoint on port {port} at /{c}/healthz.", "config"),
    ("{C} retries failed {thing} {n} times with a {s}-second backoff before giving up.", "config"),
    ("The {c} component is owned by the {squad} squad; questions about it go to #{c}-help.", "people"),
    ("{C} runs its reconciliation batch at {hh}:{mm} UTC and writes results to the {u}_recon table.", "runbook"),
    ("The {flag} flag in {c} defaults to {b1} in staging and {b2} in production.", "config"),
    ("{C} pins its {lib} client library to version {v}.", "convention"),
    ("The {c} consumer handles at most {n} messages per poll.", "config"),
    ("Old {c} fixtures are archived under fixtures/{u}/legacy and are not loaded by default.", "convention"),
]
ZH = [
    ("{c} 组件的本地缓存过期时间是 {n} 分钟。", "config"),
    ("{c} 的负责人是 {squad} 小组，有问题在 #{c}-help 频道里问。", "people"),
    ("{c} 每天 {hh} 点做一次全量对账，结果写入 {u}_recon 表。", "runbook"),
    ("{c} 的配置项 {flag} 在预发环境默认是 {b1}。", "config"),
    ("{c} 的批处理任务最多同时跑 {n} 个 worker。", "config"),
    ("{c} 接口默认的分页大小是 {n} 条。", "convention"),
]


def padding(count, seed, prefix):
    rng = random.Random(seed)
    out, seen = [], set()
    while len(out) < count:
        c = rng.choice(SYL) + rng.choice(SYL) + "-" + rng.choice(SUFFIX)
        zh = rng.random() < 0.35
        tpl, cat = rng.choice(ZH if zh else EN)
        text = tpl.format(
            c=c, C=c[0].upper() + c[1:], u=c.replace("-", "_"), port=rng.randint(7000, 9999),
            thing=rng.choice(THINGS), n=rng.randint(2, 64), s=rng.choice([2, 5, 10, 30]),
            squad=rng.choice(SQUADS), hh=f"{rng.randint(0, 23):02d}", mm=rng.choice(["00", "15", "30", "45"]),
            flag=rng.choice(FLAGS), b1=rng.choice(["true", "false"]), b2=rng.choice(["true", "false"]),
            lib=rng.choice(LIBS), v=f"{rng.randint(1, 6)}.{rng.randint(0, 20)}.{rng.randint(0, 9)}")
        if text in seen:
            continue
        seen.add(text)
        out.append({"id": f"{prefix}-pad{len(out) + 1:04d}", "text": text, "category": cat,
                    "importance": rng.randint(3, 7), "verified": rng.random() < 0.8})
    return out


def build(spec, fname, prefix, total=None, seed=0):
    mems = [{"id": i, "text": t, "category": c, "importance": imp, "verified": v}
            for (i, t, c, imp, v) in spec["memories"]]
    if total:
        mems += padding(total - len(mems), seed, prefix)
        random.Random(seed + 1).shuffle(mems)
    prompts = [{"id": f"{prefix}-p{n + 1:03d}", "prompt": p, "needs": list(needs), "lang": lang, "kind": kind}
               for n, (p, needs, lang, kind) in enumerate(spec["prompts"])]
    doc = {"name": spec["name"], "memories": mems, "prompts": prompts}
    (HERE / fname).write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"{fname}: {len(mems)} memories, {len(prompts)} prompts")


if __name__ == "__main__":
    build(TINY, "store_1_tiny.json", "kes")
    build(SMALL, "store_2_small.json", "qua")
    build(MEDIUM, "store_3_medium.json", "tid", total=150, seed=9150)
    build(LARGE, "store_4_large.json", "bas", total=600, seed=9600)
