#!/usr/bin/env python3
"""Build the held-out context-facts stores (stdlib only, seeded, byte-identical output).

Reads the hand-written parts from data/*.tsv and writes store_small.json,
store_medium.json and store_large.json (into this folder, or into the folder given
as the first argument).
"""
from __future__ import annotations

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
DATA = HERE / "data"
SEED = 20261206

STORES = [
    # key, name, hand-written file, prompt file, target size, padding domain
    ("small", "brightmoss-games (held-out, small)", "mem_small.tsv", "prompts_small.tsv", 8, None),
    ("medium", "quillstone-ledger (held-out, medium)", "mem_medium.tsv", "prompts_medium.tsv", 150, "fintech"),
    ("large", "halden-lis (held-out, large)", "mem_large.tsv", "prompts_large.tsv", 800, "lab"),
]


def read_tsv(path: Path) -> list[list[str]]:
    rows = []
    for line in path.read_text(encoding="utf-8").split("\n"):
        if not line.strip() or line.startswith("#"):
            continue
        rows.append(line.split("\t"))
    return rows


def load_memories(fname: str) -> list[dict]:
    out = []
    for f in read_tsv(DATA / fname):
        assert len(f) == 5, f
        mid, cat, imp, ver, text = f
        out.append({"id": mid, "text": text, "category": cat,
                    "importance": int(imp), "verified": ver == "1"})
    return out


def load_prompts(fname: str) -> list[dict]:
    out = []
    for f in read_tsv(DATA / fname):
        assert len(f) == 4, f
        kind, lang, needs, prompt = f
        out.append({"prompt": prompt.replace("\\n", "\n"),
                    "needs": [n for n in needs.split(",") if n],
                    "lang": lang, "kind": kind})
    return out


# ---------------------------------------------------------------- padding
# Generated memories about *other* invented components of the same company. They never
# answer a prompt; they only make the store bigger and more realistic.

PREFIXES = ["amber", "birch", "cobalt", "dune", "ember", "flint", "garnet", "heron", "indigo",
            "juniper", "kestrel", "lumen", "maple", "nimbus", "onyx", "pebble", "quartz",
            "rowan", "saffron", "tundra", "umber", "vesper", "willow", "yarrow", "zephyr",
            "alder", "basalt", "cinder", "drift", "fennel"]
SUFFIX = {
    "fintech": ["notifier", "indexer", "archiver", "syncer", "renderer", "poller", "collector",
                "sidecar", "planner", "mapper", "relay", "tagger"],
    "lab": ["notifier", "indexer", "archiver", "syncer", "renderer", "poller", "collector",
            "sidecar", "planner", "mapper", "relay", "tagger"],
}
PURPOSE = {
    "fintech": [("merchant logo thumbnails", "商户头像缩略图"), ("invoice PDF previews", "发票 PDF 预览"),
                ("marketing email preferences", "营销邮件偏好"), ("partner referral codes", "合作伙伴推荐码"),
                ("support ticket tagging", "工单打标签"), ("country holiday calendars", "各国节假日日历"),
                ("UI translation bundles", "界面翻译包"), ("status page updates", "状态页更新")],
    "lab": [("canteen menu feed", "食堂菜单推送"), ("staff badge photos", "员工工牌照片"),
            ("room booking sync", "会议室预订同步"), ("training course reminders", "培训课程提醒"),
            ("parking permit lookups", "停车证查询"), ("intranet news digest", "内网新闻摘要"),
            ("equipment inventory tags", "设备资产标签"), ("visitor badge printing", "访客证打印")],
}
PEOPLE = ["Noor", "Lars", "Beatriz", "Kwame", "Yuki", "Ravi", "Elena", "Chen Hao", "Liu Yang",
          "Dmitri", "Ola", "Fatima", "Marek", "Siobhan", "Tariq", "Zhang Wei"]
TECH_FAMILIES = [["RabbitMQ", "NATS", "ZeroMQ"], ["SQLite", "ClickHouse", "DuckDB", "Elasticsearch"],
                 ["Caddy", "Envoy", "Traefik"], ["gRPC", "GraphQL", "JSON-RPC"],
                 ["Temporal", "Celery beat", "Nomad periodic jobs"], ["Memcached", "Hazelcast"]]
STORAGE = ["SQLite", "ClickHouse", "DuckDB", "Elasticsearch", "MinIO", "a local BoltDB file"]
METRIC = ["queue_depth", "lag_seconds", "error_ratio", "p95_latency", "open_connections",
          "retry_total", "cache_hit_ratio", "gc_pause_ms"]
WARN = ["config key 'legacy_mode' is deprecated", "no TLS client cert configured for metrics",
        "falling back to default locale", "cache warmup skipped", "unknown field 'x_trace'"]
FALLBACK = [("serving stale data", "返回旧数据"), ("queueing requests", "请求先排队"),
            ("returning a placeholder", "返回占位内容")]

EN = [
    ("config", "{c} listens on port {port} inside the cluster; its health check is GET /healthz."),
    ("people", "{c} is owned by {p}; ask in #{chan} before changing its public interface."),
    ("config", "{c} stores its state in {st} and keeps {d} days of history."),
    ("config", "{c} calls its upstream with a {ms} ms timeout and {r} retries with jitter."),
    ("config", "{c} has a scheduled run at {hh}:{mm} UTC that usually takes about {m} minutes."),
    ("convention", "Grafana dashboards for {c} live in the folder \"{folder}\"."),
    ("decision", "Decision ({year}): {c} keeps {t} instead of moving to {t2}; revisit after {q}."),
    ("gotcha", "{c} caps batches at {b} items; larger batches caused memory spikes in {year}."),
    ("convention", "The runbook for {c} is the wiki page \"{c} runbook\"; start by checking the {metric} metric."),
    ("config", "{c} publishes to the topic {c}.events.v{v} with {d}-day retention."),
    ("config", "The flag {c}.{feat} is at {pct}% rollout."),
    ("gotcha", "{c} logs a harmless WARN \"{warn}\" on startup; it can be ignored."),
    ("preference", "{p} likes changes to {c} to come with a short ADR in docs/adr/."),
    ("convention", "{c} release notes go under the Unreleased heading of its CHANGELOG; {p} cuts its releases."),
    ("decision", "{c} depends on {c2} for {purpose}; if {c2} is down, {c} falls back to {fallback}."),
    ("deadline", "The move of {c} to {t2} is due by {date}."),
    ("config", "{c} runs {rep} replicas with {cpu} vCPU and {mem} MiB memory each."),
    ("gotcha", "{c}'s integration tests are flaky when run in parallel; run them with -p 1."),
]
ZH = [
    ("config", "{c} 的服务端口是 {port}，健康检查走 /healthz。"),
    ("people", "{c} 由 {p} 负责，改接口之前先在 #{chan} 里说一声。"),
    ("config", "{c} 的定时任务每天 {hh}:{mm} UTC 跑，一般 {m} 分钟左右跑完。"),
    ("config", "{c} 调上游的超时是 {ms} 毫秒，重试 {r} 次。"),
    ("gotcha", "{c} 的批处理上限是 {b} 条，再大就会内存飙升。"),
    ("gotcha", "{c} 启动时会打一条 WARN \"{warn}\"，可以忽略。"),
    ("decision", "{year} 年决定 {c} 继续用 {t}，暂时不迁到 {t2}。"),
    ("config", "{c} 的事件写到 {c}.events.v{v}，保留 {d} 天。"),
    ("decision", "{c} 依赖 {c2} 做{purpose_zh}，{c2} 挂了的话 {c} 会{fallback_zh}。"),
    ("convention", "{c} 的 runbook 在 wiki 上，排查时先看 {metric} 指标。"),
    ("deadline", "{c} 迁移到 {t2} 的截止日期是 {date}。"),
    ("config", "{c} 跑 {rep} 个副本，每个 {cpu} vCPU、{mem} MiB 内存。"),
    ("preference", "{p} 希望 {c} 的改动附一份简短的 ADR，放在 docs/adr/ 下。"),
    ("config", "{c} 的开关 {c}.{feat} 目前放量到 {pct}%。"),
]
FEATS = ["fast_path", "new_layout", "bulk_mode", "v2_api", "compact_cache", "async_io"]
CHANS = ["platform", "infra-help", "backend", "ops", "dev-chat", "tooling"]
FOLDERS = ["Platform", "Internal tools", "Batch jobs", "Edge", "Misc services"]


def padding(domain: str, count: int, prefix_id: str, rng: random.Random) -> list[dict]:
    comps = [f"{p}-{s}" for p in PREFIXES for s in SUFFIX[domain]]
    rng.shuffle(comps)
    comps = comps[:120]
    seen: set[str] = set()
    out: list[dict] = []
    while len(out) < count:
        c, c2 = rng.sample(comps, 2)
        t, t2 = rng.sample(rng.choice(TECH_FAMILIES), 2)
        purpose, purpose_zh = rng.choice(PURPOSE[domain])
        fallback, fallback_zh = rng.choice(FALLBACK)
        vals = dict(
            c=c, c2=c2, t=t, t2=t2, st=rng.choice(STORAGE), p=rng.choice(PEOPLE), chan=rng.choice(CHANS),
            port=rng.randrange(7000, 8999), d=rng.choice([3, 7, 14, 30, 90]),
            ms=rng.choice([250, 500, 800, 1500, 3000]), r=rng.randint(1, 5),
            hh=f"{rng.randrange(24):02d}", mm=rng.choice(["00", "15", "30", "45"]),
            m=rng.randint(2, 40), folder=rng.choice(FOLDERS), year=rng.choice([2023, 2024, 2025]),
            q=rng.choice(["Q2", "Q3", "Q4", "the next major release"]), b=rng.choice([100, 250, 500, 1000, 5000]),
            metric=rng.choice(METRIC), v=rng.randint(1, 4), feat=rng.choice(FEATS),
            pct=rng.choice([5, 10, 25, 50, 100]), warn=rng.choice(WARN), purpose=purpose,
            purpose_zh=purpose_zh, fallback=fallback, fallback_zh=fallback_zh,
            date=f"2026-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}",
            rep=rng.randint(1, 6), cpu=rng.choice([0.5, 1, 2]), mem=rng.choice([256, 512, 1024, 2048]),
        )
        cat, tpl = rng.choice(ZH) if rng.random() < 0.32 else rng.choice(EN)
        text = tpl.format(**vals)
        if text in seen:
            continue
        seen.add(text)
        out.append({"id": f"{prefix_id}{len(out) + 1:04d}", "text": text, "category": cat,
                    "importance": rng.choice([2, 3, 3, 4, 4, 5, 5, 6, 7]),
                    "verified": rng.random() < 0.75})
    return out


def build(outdir: Path) -> None:
    for key, name, memf, promptf, size, domain in STORES:
        rng = random.Random(f"{SEED}-{key}")
        mems = load_memories(memf)
        if domain:
            mems += padding(domain, size - len(mems), f"{key[0]}pad", rng)
        rng.shuffle(mems)
        prompts = load_prompts(promptf)
        rng.shuffle(prompts)
        prompts = [{"id": f"{key[0]}-p{i + 1:03d}", **p} for i, p in enumerate(prompts)]
        store = {"name": name, "memories": mems, "prompts": prompts}
        data = json.dumps(store, ensure_ascii=False, indent=1) + "\n"
        (outdir / f"store_{key}.json").write_bytes(data.encode("utf-8"))


if __name__ == "__main__":
    build(Path(sys.argv[1]) if len(sys.argv) > 1 else HERE)
