#!/usr/bin/env python3
"""Write store_tiny.json, store_small.json and store_large.json into this folder.

Stdlib only and seeded: running it twice gives byte-identical files. The hand-written memories
and prompts live in data_tiny.py, data_small.py and data_large.py; the large store is padded here
with template-generated memories about other Lexiloom components (ids contain "pad").
"""
from __future__ import annotations

import json
import random
from pathlib import Path

import data_large
import data_small
import data_tiny

HERE = Path(__file__).resolve().parent
SEED = 31012
LARGE_TOTAL = 600
PAD_ZH_SHARE = 0.30

# ---------------------------------------------------------------- padding for the large store
# Other Lexiloom components. None of them is what any prompt asks about; the templates avoid the
# facts the hand-written memories carry (no fuzzy matching, reindexing, word counts, TMX/XLIFF,
# merge freezes, MT engines, language codes, Sentry, dedupe, SOC 2, ...).
COMPONENTS = [
    "invoice-renderer", "vendor-portal", "subtitle-splitter", "audio-transcriber",
    "notification-hub", "quote-pdf", "report-builder", "sso-bridge", "webhook-relay",
    "project-archiver", "style-guide-linter", "pseudo-localizer", "zendesk-connector",
    "github-connector", "contentful-connector", "reviewer-scheduler", "usage-metering",
    "file-previewer", "mt-cost-tracker", "screenshot-context", "spellcheck-service",
    "translator-marketplace", "payout-service", "email-digest", "audit-log-api",
    "admin-console", "onboarding-wizard", "string-freeze-bot", "i18n-cli", "figma-plugin",
    "wordpress-plugin", "mobile-strings-sync", "dubbing-queue", "customer-portal",
    "status-page", "vendor-ratings", "deadline-predictor", "currency-rates",
]
RUNTIMES = ["Python 3.11", "Python 3.12", "Go 1.22", "Node 20", "Node 22", "Kotlin on JVM 21",
            "Rust 1.79", "Deno 1.44", "TypeScript on Bun"]
STORES = ["a Postgres schema of its own", "a Redis hash per tenant", "an S3 bucket with versioning",
          "a DynamoDB table", "a SQLite file on a persistent volume", "a ClickHouse table",
          "a small Postgres table partitioned by month", "an in-memory LRU plus S3 snapshots"]
CFG_SOURCES = ["environment variables injected by the Helm chart", "a ConfigMap mounted at /etc/app",
               "AWS Parameter Store", "a TOML file baked into the image", "Consul KV"]
LOG_FIELDS = ["tenant_id", "request_id", "job_id", "trace_id", "project_id", "vendor_id"]
THINGS = ["exchange rates", "user avatars", "vendor profiles", "project summaries",
          "translator availability", "OAuth tokens", "PDF templates", "currency symbols",
          "holiday calendars", "invoice numbers"]
DEPS = ["Redis", "the Postgres replica", "S3", "the payment provider", "the SMTP relay",
        "the OAuth provider", "the internal DNS"]
PEOPLE = ["Sigrid Haugen", "Jonas Lindqvist", "Beatriz Costa", "Rui Almeida", "Chen Hao",
          "Zhou Min", "Li Na", "Ola Nordmann", "Kari Berg", "Inês Rocha", "Zhang Wei",
          "Mette Dahl", "Duarte Pinto", "Xu Ting", "Hanne Moe"]
PEOPLE_ZH = ["陈浩", "周敏", "李娜", "张伟", "许婷", "赵磊", "孙悦", "黄俊"]
CHANNELS = ["platform", "integrations", "finance-eng", "vendor-ops", "media", "frontend",
            "growth", "infra"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
REASONS = ["the old one had no ARM images", "licence costs doubled", "cold starts were too slow",
           "nobody on the team knew the old stack", "memory use kept growing",
           "the vendor ended support"]
PAIRS = [("Flask", "FastAPI"), ("Express", "Fastify"), ("cron on a VM", "Kubernetes CronJobs"),
         ("RabbitMQ", "SQS"), ("Jenkins", "GitHub Actions"), ("Heroku", "EKS"),
         ("wkhtmltopdf", "WeasyPrint"), ("moment.js", "date-fns"), ("Webpack", "Vite")]
CONDITIONS = ["the monthly payout batch is running (1st of the month, 02:00-04:00 CET)",
              "a vendor invoice export is in progress",
              "the quarterly usage report is being generated",
              "the nightly archive job holds its lock"]
CONSEQUENCES = ["half-written payouts have to be reconciled by hand",
                "vendors receive duplicate invoices", "the report has to start over from scratch",
                "archived projects end up in a broken state"]
PREFS = ["small pure functions over classes", "table-driven tests", "structured logging with structlog",
         "explicit dependency injection over globals", "snapshot tests for rendered output",
         "Makefile targets over ad-hoc scripts"]
TASKS = ["the Node 18 upgrade", "moving secrets to Parameter Store", "removing the v1 endpoints",
         "the accessibility audit fixes", "switching to the new logging library",
         "dropping the legacy PDF templates"]

EN_TEMPLATES = [
    ("config", "{c} runs on {rt} and listens on port {port} inside the cluster."),
    ("config", "{c} reads its settings from {cfg}; keys are prefixed {prefix}."),
    ("config", "{c} keeps its state in {store}."),
    ("config", "{c} runs {n} replicas in production and {m} on staging."),
    ("decision", "We moved {c} from {old} to {new} in {month} {year} because {reason}."),
    ("convention", "Every log line from {c} must carry {field}; the dashboards filter on it."),
    ("convention", "{c} endpoints are versioned under /v{v}/, and old versions are kept for {n} months."),
    ("gotcha", "{c} caches {thing} for {n} minutes, so edits to {thing} take a while to show up."),
    ("gotcha", "{c}'s health check returns 200 even when {dep} is down; look at /readyz instead."),
    ("gotcha", "{c} times out after {n} seconds when {dep} is slow and does not retry."),
    ("person", "{p} maintains {c}; questions go to #{chan}."),
    ("deadline", "{c}: {task} has to be finished by {day} {month}."),
    ("preference", "For {c}, the team prefers {pref}."),
    ("critical", "Never restart {c} while {cond}: {cons}."),
]
ZH_TEMPLATES = [
    ("config", "{c} 跑在 {rt} 上，集群内端口 {port}。"),
    ("config", "{c} 的配置来自 {cfg_zh}，key 前缀是 {prefix}。"),
    ("config", "{c} 生产环境 {n} 个副本，staging 只有 {m} 个。"),
    ("decision", "{year} 年 {mon} 月把 {c} 从 {old} 换成了 {new}，原因是{reason_zh}。"),
    ("convention", "{c} 的每条日志都要带 {field}，看板按这个字段过滤。"),
    ("gotcha", "{c} 会把{thing_zh}缓存 {n} 分钟，改了之后不会马上生效。"),
    ("gotcha", "{c} 的健康检查在 {dep} 挂掉时也返回 200，要看 /readyz。"),
    ("person", "{pz} 负责维护 {c}，有问题去 #{chan} 频道问。"),
    ("deadline", "{c}：{task_zh}要在 {mon} 月 {day} 日前完成。"),
    ("preference", "{c} 这边大家更喜欢{pref_zh}。"),
    ("critical", "{cond_zh}期间禁止重启 {c}，否则{cons_zh}。"),
]
CFG_ZH = ["Helm chart 注入的环境变量", "挂载在 /etc/app 的 ConfigMap", "AWS Parameter Store", "Consul KV"]
REASONS_ZH = ["旧方案没有 ARM 镜像", "授权费涨了一倍", "冷启动太慢", "内存一直涨", "供应商停止维护了"]
THINGS_ZH = ["汇率", "用户头像", "供应商资料", "项目概要", "译员排期", "OAuth token", "节假日日历"]
TASKS_ZH = ["Node 18 升级", "把密钥迁到 Parameter Store", "下线 v1 接口", "无障碍审计的修复", "换新的日志库"]
PREFS_ZH = ["小而纯的函数，不爱写类", "表驱动测试", "用 structlog 打结构化日志", "显式依赖注入，不用全局变量"]
COND_ZH = ["每月 1 号凌晨的结算批处理", "供应商发票导出", "季度用量报表生成", "夜间归档任务持锁"]
CONS_ZH = ["结算要人工对账", "供应商会收到重复发票", "报表要从头再跑", "归档项目会处于损坏状态"]


def pad_memory(rng: random.Random, zh: bool) -> tuple[str, str, int]:
    c = rng.choice(COMPONENTS)
    old, new = rng.choice(PAIRS)
    k = rng.randrange(len(CONDITIONS))  # a condition goes with its own consequence
    fields = dict(
        c=c, rt=rng.choice(RUNTIMES), port=rng.choice([8000, 8080, 8081, 9000, 9090, 3000, 5000]),
        cfg=rng.choice(CFG_SOURCES), prefix=c.upper().replace("-", "_") + "_",
        store=rng.choice(STORES), n=rng.randint(2, 12), m=rng.randint(1, 2),
        old=old, new=new, month=rng.choice(MONTHS), mon=rng.randint(1, 12),
        year=rng.choice([2022, 2023, 2024, 2025]), reason=rng.choice(REASONS),
        field=rng.choice(LOG_FIELDS), v=rng.randint(1, 4), thing=rng.choice(THINGS),
        dep=rng.choice(DEPS), p=rng.choice(PEOPLE), pz=rng.choice(PEOPLE_ZH),
        chan=rng.choice(CHANNELS), task=rng.choice(TASKS), day=rng.randint(1, 28),
        pref=rng.choice(PREFS), cond=CONDITIONS[k], cons=CONSEQUENCES[k],
        cfg_zh=rng.choice(CFG_ZH), reason_zh=rng.choice(REASONS_ZH),
        thing_zh=rng.choice(THINGS_ZH), task_zh=rng.choice(TASKS_ZH),
        pref_zh=rng.choice(PREFS_ZH), cond_zh=COND_ZH[k], cons_zh=CONS_ZH[k],
    )
    cat, tpl = rng.choice(ZH_TEMPLATES if zh else EN_TEMPLATES)
    if cat == "critical":
        return tpl.format(**fields), "gotcha", rng.choice([9, 9, 10])
    imp = rng.choices([2, 3, 4, 5, 6, 7, 8], weights=[1, 3, 4, 4, 3, 2, 1])[0]
    return tpl.format(**fields), cat, imp


def padding(n: int, prefix: str, rng: random.Random) -> list[dict]:
    out, seen = [], set()
    while len(out) < n:
        zh = rng.random() < PAD_ZH_SHARE
        text, cat, imp = pad_memory(rng, zh)
        if text in seen:
            continue
        seen.add(text)
        out.append({"id": f"{prefix}-pad-{len(out) + 1:04d}", "text": text, "category": cat,
                    "importance": imp, "verified": rng.random() < 0.85})
    return out


# ---------------------------------------------------------------- assembling the stores
def memories(rows) -> list[dict]:
    return [{"id": i, "text": t, "category": c, "importance": imp, "verified": v}
            for i, t, c, imp, v in rows]


def prompts(rows, prefix: str, rng: random.Random) -> list[dict]:
    out = [{"id": f"{prefix}-p{k + 1:03d}", "prompt": p, "needs": list(needs), "lang": lang,
            "kind": kind} for k, (p, needs, lang, kind) in enumerate(rows)]
    rng.shuffle(out)  # needing and not-needing prompts interleaved, ids keep authoring order
    return out


def build() -> dict[str, dict]:
    rng = random.Random(SEED)
    stores = {}
    stores["tiny"] = {"name": data_tiny.NAME, "memories": memories(data_tiny.MEMORIES),
                      "prompts": prompts(data_tiny.PROMPTS, "rs", rng)}
    stores["small"] = {"name": data_small.NAME, "memories": memories(data_small.MEMORIES),
                       "prompts": prompts(data_small.PROMPTS, "ap", rng)}
    hand = memories(data_large.MEMORIES)
    pad = padding(LARGE_TOTAL - len(hand), "lx", rng)
    mem = hand + pad
    rng.shuffle(mem)
    stores["large"] = {"name": data_large.NAME, "memories": mem,
                       "prompts": prompts(data_large.PROMPTS, "lx", rng)}
    return stores


def main() -> None:
    for key, store in build().items():
        path = HERE / f"store_{key}.json"
        path.write_text(json.dumps(store, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
        print(f"wrote {path.name}: {len(store['memories'])} memories, {len(store['prompts'])} prompts")


if __name__ == "__main__":
    main()
