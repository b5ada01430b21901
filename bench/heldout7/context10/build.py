#!/usr/bin/env python3
"""Build store_*.json from the hand-written data_*.py files plus seeded padding (stdlib only).

Padding memories are plausible agent facts about *other* invented components (names built from
word lists below, none of them used by the hand-written memories). They are never labelled as
needed by any prompt. Run: python3 build.py   (writes store_small.json, store_medium.json,
store_large.json next to this file; the output is identical on every run).
"""
from __future__ import annotations

import json
import random
from pathlib import Path

import data_large
import data_medium
import data_small

HERE = Path(__file__).resolve().parent

# ---------------------------------------------------------------- padding vocabulary
PREFIXES = ["amber", "basalt", "cinder", "driftwood", "ember", "fjord", "garnet", "hollow", "indigo",
            "juniper", "lumen", "marble", "nettle", "onyx", "pylon", "quill", "rowan", "saffron",
            "tundra", "umber", "vesper", "willow", "yarrow", "zephyr", "copper", "slate", "thistle",
            "beacon", "cobalt", "moss"]
SUFFIXES = ["relay", "ledger", "sync", "gateway", "indexer", "scheduler", "vault", "notifier",
            "crawler", "importer", "renderer", "auditor", "bridge", "collector", "resolver",
            "archiver", "matcher", "tagger", "mailer-lite", "exporter"]
LANGS = [("Go", ["1.21", "1.22"]), ("Python", ["3.10", "3.11", "3.12"]), ("Node", ["18", "20", "22"]),
         ("Java", ["17", "21"]), ("Rust", ["1.78", "1.82"]), ("Elixir", ["1.15", "1.16"]),
         ("PHP", ["8.2", "8.3"]), (".NET", ["6", "8"])]
STORES = ["MongoDB 6", "SQLite", "DynamoDB", "Cassandra 4.1", "MariaDB 10.11", "CockroachDB 23.2",
          "LevelDB", "Firestore", "ScyllaDB", "etcd"]
TECH_PAIRS = [("NATS", "RabbitMQ"), ("gRPC-web", "plain REST"), ("Caddy", "nginx"), ("Pulumi", "CloudFormation"),
              ("Vitest", "Jest"), ("Tailwind", "styled-components"), ("uv", "pip-tools"), ("Temporal", "cron jobs"),
              ("MinIO", "local disk"), ("Protobuf", "Avro"), ("Svelte", "Angular"), ("Litestream", "nightly dumps"),
              ("Envoy", "HAProxy"), ("OpenSearch", "Solr"), ("Quarkus", "Spring Boot"), ("htmx", "a React SPA")]
ERRORS = ["context deadline exceeded", "EMFILE: too many open files", "broken pipe", "checksum mismatch",
          "invalid UTF-8 sequence", "lease expired", "token audience mismatch", "schema version 7 not found",
          "no space left on device", "connection reset by peer", "certificate has expired", "duplicate batch id"]
CONDITIONS = ["a batch is larger than {n} MB", "two instances start within the same second",
              "the upstream sends an empty page", "the clock drifts more than {n} seconds",
              "the cache directory is on NFS", "a file name contains a colon", "the retry queue is paused",
              "the partner feed arrives out of order", "more than {n} tenants are processed at once"]
FIXES = ["set {KEY}=1 before starting", "restart with --single-writer", "clear the {dir} cache first",
         "pin the client library to the previous minor version", "lower the batch size to {n}",
         "run the reconcile script in {dir}/scripts", "raise the file descriptor limit to 65536"]
FIRST = ["Aiko", "Bram", "Chiara", "Dmitri", "Elif", "Femi", "Greta", "Hugo", "Ines", "Jonas", "Kavya",
         "Luca", "Mireille", "Nils", "Oona", "Pablo", "Quentin", "Rosa", "Sanjay", "Thea", "Ulrich", "Vera",
         "Wiebke", "Xavier", "Yusuf", "Zofia"]
LAST = ["Achterberg", "Bianchi", "Castellanos", "Dubois", "Eriksen", "Fonseca", "Grunewald", "Haddad",
        "Ivanova", "Jensen", "Kowalski", "Lindqvist", "Moreau", "Nakamura", "Oyelaran", "Petrov", "Quist",
        "Rahman", "Sorensen", "Tanaka", "Urbina", "Vasquez", "Whitlock", "Yilmaz"]
ZH_NAMES = ["王磊", "刘芳", "孙浩然", "周雨桐", "吴俊杰", "黄佳琪", "马超", "何静", "罗文博", "梁思远",
            "宋晓燕", "谢宇航", "韩梅", "唐子涵", "冯国栋", "许嘉怡", "邓凯", "曹琳"]
PARTNERS = ["Nordlicht Data", "Bluefin Partners", "Calder & Yates", "Meridian Feeds", "Solstice Media",
            "Tidewater Labs", "Granite Peak", "Lanternfish Ltd", "Osprey Analytics", "Redwood Mills"]
ENVS = ["dev", "qa", "sandbox", "perf", "edge"]
CHANS = ["{c}-dev", "{c}-alerts", "team-{c}", "{c}-release"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
THINGS = ["the v1 webhook format", "TLS 1.1 clients", "the legacy CSV upload", "the XML feed",
          "IE-era widget embeds", "API keys without scopes", "the old OAuth flow", "SOAP endpoints"]
ZH_THINGS = ["旧版 webhook 格式", "TLS 1.1 客户端", "老的 CSV 上传接口", "XML 数据源", "没有 scope 的 API key",
             "旧的 OAuth 流程", "SOAP 接口"]
UI = ["settings", "export", "audit log", "onboarding", "report builder", "tag editor"]


def comp_names(rng: random.Random) -> list[str]:
    names = [f"{p}-{s}" for p in PREFIXES for s in SUFFIXES]
    rng.shuffle(names)
    return names


def en_fact(rng: random.Random, c: str, c2: str) -> tuple[str, str]:
    n = rng.choice([3, 5, 8, 12, 20, 50, 64, 200])
    port = rng.randint(4100, 9800)
    lang, vers = rng.choice(LANGS)
    a, b = rng.choice(TECH_PAIRS)
    person = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
    chan = rng.choice(CHANS).format(c=c.split("-")[0])
    d = f"{rng.randint(1, 28)} {rng.choice(MONTHS)} {rng.choice([2026, 2027])}"
    key = c.split("-")[0].upper()
    dir_ = rng.choice(["ops", "tools", "deploy", "etc"])
    cond = rng.choice(CONDITIONS).format(n=n)
    fix = rng.choice(FIXES).format(KEY=f"{key}_SAFE_MODE", dir=dir_, n=n)
    options = [
        ("config", f"{c} listens on port {port} in the {rng.choice(ENVS)} cluster and exposes Prometheus metrics on {port + 1}."),
        ("config", f"{c} reads its settings from /etc/{c}/{c.split('-')[1]}.toml; the max_workers key overrides the default of {n}."),
        ("config", f"{c} is pinned to {lang} {rng.choice(vers)}; upgrading it needs a ticket in the {key[:4]} project."),
        ("config", f"{c} keeps its state in {rng.choice(STORES)}; the data directory is /var/lib/{c}."),
        ("config", f"{c} writes artifacts to the bucket {c}-artifacts with a {n}-day lifecycle rule."),
        ("config", f"The nightly job of {c} runs at {rng.randint(0, 23):02d}:{rng.choice(['00', '15', '30', '45'])} UTC and posts a summary to #{chan}."),
        ("decision", f"Decided in {rng.choice(MONTHS)}: {c} uses {a} instead of {b}."),
        ("decision", f"{c} keeps its own {rng.choice(STORES)} database; folding it into {c2} was proposed and rejected."),
        ("decision", f"{c} will not get a public API; partners receive a daily export instead (agreed with {person})."),
        ("gotcha", f"After a deploy, {c} needs its {rng.choice(['cache', 'search index', 'materialized views', 'token cache'])} warmed with `make warm-{c}`, or the first requests time out."),
        ("config", f"{c} authenticates to {c2} with mTLS; the client certificates rotate every {n} days through cert-manager."),
        ("convention", f"Releases of {c} are tagged {c}/vMAJOR.MINOR.PATCH and its changelog lives in {c}/CHANGELOG.md."),
        ("gotcha", f"{c} logs at DEBUG by default in the {rng.choice(ENVS)} cluster, which fills the disk in about {n} hours; set LOG_LEVEL=info there."),
        ("people", f"Questions about the data model of {c} go to {person}, who wrote most of it."),
        ("convention", f"In {c}, environment variables are prefixed {key}_ and documented in {dir_}/ENV.md."),
        ("convention", f"{c} handler files are named verb_noun and live under internal/{c.split('-')[1]}/handlers."),
        ("deadline", f"{c} must stop accepting {rng.choice(THINGS)} by {d}."),
        ("deadline", f"A load test of {c} is scheduled for {d}; {person} collects the results."),
        ("gotcha", f"{c} fails with '{rng.choice(ERRORS)}' when {cond}; workaround: {fix}."),
        ("gotcha", f"The integration tests of {c} need the {rng.choice(['pubsub', 'storage', 'queue', 'smtp'])} emulator on port {port}."),
        ("people", f"{person} maintains {c}; ask in #{chan} before changing its schema."),
        ("people", f"{person} is the contact at {rng.choice(PARTNERS)} for the {c} feed."),
        ("preference", f"For {c} pull requests the user wants a screenshot of the {rng.choice(UI)} page attached."),
    ]
    return rng.choice(options)


def zh_fact(rng: random.Random, c: str, c2: str) -> tuple[str, str]:
    n = rng.choice([3, 5, 8, 12, 20, 50, 64, 200])
    port = rng.randint(4100, 9800)
    lang, vers = rng.choice(LANGS)
    a, b = rng.choice(TECH_PAIRS)
    person = rng.choice(ZH_NAMES)
    chan = rng.choice(CHANS).format(c=c.split("-")[0])
    d = f"{rng.choice([2026, 2027])} 年 {rng.randint(1, 12)} 月 {rng.randint(1, 28)} 日"
    err = rng.choice(ERRORS)
    options = [
        ("config", f"{c} 在 {rng.choice(ENVS)} 集群里监听 {port} 端口，Prometheus 指标在 {port + 1}。"),
        ("config", f"{c} 的配置文件在 /etc/{c}/ 目录下，max_workers 默认是 {n}。"),
        ("config", f"{c} 目前锁定在 {lang} {rng.choice(vers)}，升级前要先开工单。"),
        ("config", f"{c} 的数据存在 {rng.choice(STORES)} 里，数据目录是 /var/lib/{c}。"),
        ("config", f"{c} 的定时任务每天 UTC {rng.randint(0, 23):02d}:00 跑一次，结果发到 #{chan} 频道。"),
        ("decision", f"{rng.randint(1, 12)} 月决定 {c} 改用 {a}，不再用 {b}。"),
        ("decision", f"{c} 暂时不对外开放 API，合作方改为每天接收一次导出文件。"),
        ("gotcha", f"{c} 每次发版后要先执行 make warm-{c} 预热缓存，否则前几分钟的请求会超时。"),
        ("config", f"{c} 调用 {c2} 走 mTLS，客户端证书每 {n} 天由 cert-manager 自动轮换。"),
        ("convention", f"{c} 的版本标签格式是 {c}/vX.Y.Z，变更记录写在 CHANGELOG.md 里。"),
        ("gotcha", f"{c} 在 {rng.choice(ENVS)} 集群默认是 DEBUG 日志级别，大约 {n} 小时就会写满磁盘，要设置 LOG_LEVEL=info。"),
        ("decision", f"有人提议把 {c} 合并进 {c2}，讨论后没有采纳，{c} 继续独立部署。"),
        ("convention", f"{c} 的环境变量统一加 {c.split('-')[0].upper()}_ 前缀，说明写在 ENV.md 里。"),
        ("deadline", f"{c} 要在 {d} 之前停止支持{rng.choice(ZH_THINGS)}。"),
        ("deadline", f"{c} 的压测安排在 {d}，结果由{person}汇总。"),
        ("gotcha", f"{c} 在单批数据超过 {n} MB 时会报 '{err}'，临时办法是把批大小调小再重跑。"),
        ("gotcha", f"{c} 的集成测试需要先启动本地模拟器，端口 {port}，否则全部超时。"),
        ("people", f"{c} 由{person}维护，改表结构之前先在 #{chan} 里说一声。"),
        ("people", f"{rng.choice(PARTNERS)} 那边 {c} 数据对接的联系人是{person}。"),
        ("preference", f"{c} 的 PR 用户希望附上{rng.choice(['设置页', '导出页', '审计日志页', '报表页'])}的截图。"),
    ]
    return rng.choice(options)


def padding(rng: random.Random, count: int, zh_share: float, prefix: str) -> list[dict]:
    names = comp_names(rng)
    out, seen = [], set()
    i = 0
    while len(out) < count:
        c = names[i % len(names)]
        c2 = names[(i * 7 + 3) % len(names)]
        i += 1
        cat, text = (zh_fact if rng.random() < zh_share else en_fact)(rng, c, c2)
        if text in seen:
            continue
        seen.add(text)
        imp = rng.choice([3, 3, 4, 4, 5, 5, 5, 6, 6, 7, 8])
        if cat == "gotcha" and rng.random() < 0.08:
            imp = 9
        out.append({"id": f"{prefix}-pad{len(out) + 1:04d}", "text": text, "category": cat,
                    "importance": imp, "verified": rng.random() > 0.12})
    return out


def build(mod, key: str, prefix: str, total: int, zh_share: float, seed: int) -> dict:
    rng = random.Random(seed)
    mems = [{"id": i, "text": t, "category": c, "importance": imp, "verified": v}
            for (i, t, c, imp, v) in mod.MEMORIES]
    if total > len(mems):
        mems += padding(rng, total - len(mems), zh_share, prefix)
        rng.shuffle(mems)
    prompts = []
    for (text, needs, lang, kind) in mod.NEED:
        prompts.append({"prompt": text, "needs": list(needs), "lang": lang, "kind": kind})
    for (text, lang, kind) in mod.NONE:
        prompts.append({"prompt": text, "needs": [], "lang": lang, "kind": kind})
    rng.shuffle(prompts)
    prompts = [{"id": f"{prefix}-q{n + 1:03d}", **p} for n, p in enumerate(prompts)]
    store = {"name": mod.NAME, "memories": mems, "prompts": prompts}
    (HERE / f"store_{key}.json").write_text(json.dumps(store, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    return store


def main() -> None:
    build(data_small, "small", "s", 12, 0.0, 1031)
    build(data_medium, "medium", "m", 250, 0.33, 2031)
    build(data_large, "large", "l", 1000, 0.38, 3031)
    print("wrote store_small.json, store_medium.json, store_large.json")


if __name__ == "__main__":
    main()
