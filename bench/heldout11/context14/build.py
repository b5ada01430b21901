#!/usr/bin/env python3
"""Build the held-out context-block stores (store_tiny/mid/large.json) in this folder.

Hand-written memories and all prompts live in tiny_data.py, mid_data.py, large_data.py.
The mid and large stores are topped up with generated memories (fixed seeds) from the
templates below, so that the labelled memories sit among many plausible neighbours.
Generated memories use service names disjoint from the hand-written ones; no prompt is
labelled with a generated memory, and prompts were checked not to be about generated ones.
"""
import json
import random
from pathlib import Path

import tiny_data
import mid_data
import large_data

HERE = Path(__file__).resolve().parent

OWNERS = ["Aiko Tanaka", "Jonas Berg", "Priya Nair", "Mateo Silva", "Grace Liu", "张伟", "李娜",
          "王芳", "刘洋", "陈晨", "Noah Fischer", "Amara Okoye", "Lena Novak", "Yusuf Demir",
          "Chloé Martin", "Sven Lindqvist", "赵敏", "孙浩", "Ravi Menon", "Elif Kaya",
          "Marcus Webb", "周婷", "Hiro Sato", "Nadia Haddad", "黄磊", "Paulo Reis", "Ingrid Holm",
          "吴昊", "Tariq Aziz", "Bea Santos"]

LIBS = [("requests", ["2.31.0", "2.32.3"]), ("pydantic", ["1.10.14", "2.6.4", "2.8.2"]),
        ("sqlalchemy", ["1.4.52", "2.0.29"]), ("grpc-go", ["1.58.3", "1.62.1"]),
        ("pgx", ["5.5.4", "5.6.0"]), ("protobuf", ["4.25.3", "5.27.0"]), ("zap", ["1.26.0"]),
        ("celery", ["5.3.6", "5.4.0"]), ("redis-py", ["4.6.0", "5.0.3"]), ("node", ["18.19", "20.11"]),
        ("openssl", ["3.0.13"]), ("librdkafka", ["2.3.0", "2.4.0"]), ("uvicorn", ["0.27.1", "0.29.0"]),
        ("gunicorn", ["21.2.0", "22.0.0"]), ("urllib3", ["1.26.18", "2.2.1"]), ("chi", ["5.0.12"]),
        ("nginx", ["1.24", "1.25.4"]), ("alpine", ["3.18", "3.19"]), ("helm chart common", ["0.9.2", "1.1.0"])]
BREAKS = ["the retry behaviour on 5xx", "TLS verification against the internal CA", "JSON serialisation of datetimes",
          "connection pool reuse", "the healthcheck endpoint", "startup time (+40s)", "memory use under load",
          "header case handling", "the metrics label cardinality", "graceful shutdown"]
BREAKS_ZH = ["5xx 重试行为变了", "内部 CA 的 TLS 校验失败", "datetime 的 JSON 序列化出错", "连接池复用异常",
             "健康检查接口返回 404", "启动时间多了 40 秒", "高负载下内存暴涨", "优雅退出失效"]
KEYS = [("TIMEOUT_MS", ["1500", "3000", "5000", "12000"]), ("WORKERS", ["2", "4", "8", "16"]),
        ("BATCH_SIZE", ["100", "250", "500", "1000"]), ("LOG_LEVEL", ["info", "warn", "debug"]),
        ("CACHE_TTL_S", ["30", "60", "300", "900"]), ("MAX_RETRIES", ["3", "5", "8"]),
        ("POOL_SIZE", ["5", "10", "20"]), ("RATE_LIMIT_RPS", ["20", "50", "200"]),
        ("QUEUE_PREFETCH", ["1", "4", "16"]), ("READ_ONLY", ["true", "false"])]
TECH = [("gRPC", "REST", "schema-checked contracts between teams", "团队之间需要有 schema 约束的接口"),
        ("Postgres", "MongoDB", "we need transactions across the two tables", "需要跨表事务"),
        ("a Kafka consumer", "a cron poll", "polling every minute missed bursts", "每分钟轮询会漏掉突发数据"),
        ("S3-compatible object storage", "the shared NFS mount", "NFS locks kept hanging", "NFS 锁经常卡死"),
        ("server-side rendering", "a SPA", "the kiosk browsers are old", "终端浏览器版本太旧"),
        ("a single replica with leader election", "two active replicas", "double processing of jobs", "任务会被重复处理"),
        ("Redis streams", "RabbitMQ", "we already run Redis and volume is small", "已经有 Redis 而且量不大"),
        ("OpenTelemetry", "the vendor agent", "to avoid lock-in", "避免被供应商绑定"),
        ("structured JSON logs", "plain text logs", "Loki queries need fields", "Loki 查询需要字段"),
        ("feature flags", "long-lived branches", "merges were painful", "长期分支合并太痛苦"),
        ("idempotency keys", "client-side dedupe", "clients retried blindly", "客户端会盲目重试"),
        ("a nightly batch", "real-time updates", "the upstream only publishes once a day", "上游每天只发布一次")]
FAILS = [("leaked file descriptors under load", "closing HTTP response bodies in every path",
          "高负载下文件句柄泄漏", "所有分支都关闭 HTTP 响应体"),
         ("filled the disk with unrotated logs", "logrotate daily, keep 7", "日志没轮转把磁盘写满", "每天 logrotate，保留 7 份"),
         ("failed readiness after node drains", "raising initialDelaySeconds to 20", "节点驱逐后就绪探针失败",
          "把 initialDelaySeconds 调到 20"),
         ("double-processed messages after a rebalance", "committing offsets only after the DB write",
          "rebalance 之后消息被重复处理", "写库成功后再提交 offset"),
         ("hung on DNS lookups when CoreDNS restarted", "setting ndots:2 and a 2s resolver timeout",
          "CoreDNS 重启时 DNS 查询卡住", "设置 ndots:2 和 2 秒超时"),
         ("ran out of memory parsing a 2 GB export", "streaming the parser instead of loading the file",
          "解析 2GB 的导出文件时内存溢出", "改成流式解析"),
         ("returned stale data after a failover", "reading from the primary for 30s after failover",
          "主从切换后读到旧数据", "切换后 30 秒内强制读主库"),
         ("sent duplicate notifications on retries", "adding an idempotency key per event",
          "重试时发了重复通知", "每个事件加幂等键"),
         ("broke on the DST change", "storing everything as UTC timestamptz", "夏令时切换时出错", "统一存 UTC"),
         ("timed out against the slow upstream", "a circuit breaker with 10s open state",
          "上游变慢导致超时", "加熔断器，打开 10 秒"),
         ("crash-looped because a secret was rotated", "reloading secrets on SIGHUP",
          "密钥轮换后服务反复重启", "收到 SIGHUP 时重新加载密钥"),
         ("lost metrics when the pushgateway restarted", "switching to pull-based scraping",
          "pushgateway 重启丢指标", "改成拉取式采集")]
TASKS = [("add retries with backoff to the outbound client", "给出站客户端加带退避的重试"),
         ("move config from env vars to the config service", "把配置从环境变量迁到配置中心"),
         ("write the missing integration tests", "补齐集成测试"),
         ("upgrade the base image", "升级基础镜像"),
         ("remove the deprecated v1 endpoints", "删除废弃的 v1 接口"),
         ("add a dashboard panel for error rate", "加错误率的监控面板"),
         ("document the runbook", "补运行手册"),
         ("split the worker into two deployments", "把 worker 拆成两个部署"),
         ("add request tracing", "接入链路追踪"),
         ("turn on mTLS between services", "服务间开启 mTLS")]
PREFS = [("short functions and early returns", "函数要短、尽早返回"),
         ("explicit SQL over query builders", "手写 SQL，不用 query builder"),
         ("one migration per PR", "每个 PR 只带一个迁移"),
         ("logging at info only for state changes", "只有状态变化才打 info 日志"),
         ("env-specific values in kustomize overlays, not in code", "环境相关的值放 kustomize overlay，不写在代码里"),
         ("benchmarks attached to any performance PR", "性能相关 PR 要附基准测试结果")]
DAYS = ["2025-09-12", "2025-11-03", "2026-01-20", "2026-02-28", "2026-04-09", "2026-05-17", "2026-07-02",
        "2026-08-25", "2026-10-06", "2026-11-19", "2027-01-31", "2027-02-15", "2027-03-31", "2027-05-01"]
CRON = ["02:15", "03:40", "04:00", "05:30", "12:30", "23:10", "every 10 minutes", "every hour at :05"]
ENVS = ["prod", "staging"]


def names(prefixes, suffixes, exclude, rng):
    out = [p + s for p in prefixes for s in suffixes]
    out = [n for n in out if n not in exclude]
    rng.shuffle(out)
    return out


def gen_memories(n, seed, svc_prefixes, svc_suffixes, exclude, host_dom, zh_share, start_id):
    rng = random.Random(seed)
    svcs = names(svc_prefixes, svc_suffixes, exclude, rng)
    seen, out = set(), []
    i = 0
    while len(out) < n:
        i += 1
        svc = svcs[i % len(svcs)] if i < len(svcs) else rng.choice(svcs)
        SVC = svc.upper().replace("-", "_")
        owner = rng.choice(OWNERS)
        host = f"{svc}.{host_dom}"
        port = rng.randrange(7000, 9990)
        zh = rng.random() < zh_share
        t = rng.randrange(12)
        imp = rng.choice([3, 4, 4, 5, 5, 5, 6, 6, 7])
        if t == 0:
            cat = "fact"
            text = (f"{svc} 部署在 {host}:{port}，健康检查 /healthz，负责人 {owner}。" if zh else
                    f"{svc} runs on {host}:{port}; health check at /healthz; owner {owner}.")
        elif t == 1:
            cat = "config"
            k, vals = rng.choice(KEYS)
            env = rng.choice(ENVS)
            text = (f"{svc} 的配置 {SVC}_{k}={rng.choice(vals)}（{env}），写在 deploy/{env}/{svc}.env，改完要重启。" if zh else
                    f"{SVC}_{k}={rng.choice(vals)} for {svc} in {env} (deploy/{env}/{svc}.env); needs a restart to apply.")
        elif t == 2:
            cat = "config"
            lib, vers = rng.choice(LIBS)
            v = rng.choice(vers)
            text = (f"{svc} 的 {lib} 锁定在 {v}，不要随便升级：上次升级后{rng.choice(BREAKS_ZH)}。" if zh else
                    f"{svc} pins {lib} {v}; the last upgrade attempt broke {rng.choice(BREAKS)}, so bump it only with a test run on staging.")
        elif t == 3:
            cat = "decision"
            a, b, why, why_zh = rng.choice(TECH)
            d = rng.choice(DAYS[:10])
            text = (f"决定（{d}）：{svc} 用 {a} 而不是 {b}，原因是{why_zh}。" if zh else
                    f"Decision ({d}): {svc} uses {a} rather than {b} because {why}.")
            imp = rng.choice([5, 6, 7])
        elif t == 4:
            cat = "lesson"
            f, fx, fz, fxz = rng.choice(FAILS)
            d = rng.choice(DAYS[:10])
            text = (f"教训（{d}）：{svc} {fz}，修复方法是{fxz}。" if zh else
                    f"Lesson ({d}): {svc} {f}; fixed by {fx}.")
            imp = rng.choice([5, 6, 7, 8])
        elif t == 5:
            cat = "todo"
            task, tz = rng.choice(TASKS)
            d = rng.choice(DAYS[9:])
            text = (f"待办：{d} 前给 {svc} {tz}，负责人 {owner}。" if zh else
                    f"TODO: {task} in {svc} by {d} (owner {owner}).")
        elif t == 6:
            cat = "preference"
            p, pz = rng.choice(PREFS)
            text = (f"{owner} 在 review {svc} 的代码时希望：{pz}。" if zh else
                    f"When reviewing {svc}, {owner} wants {p}.")
        elif t == 7:
            cat = "fact"
            text = (f"{svc} 出问题先找 {owner}，再升级到 #{svc.split('-')[0]}-oncall 频道。" if zh else
                    f"{svc} escalation: page {owner} first, then the #{svc.split('-')[0]}-oncall channel.")
        elif t == 8:
            cat = "fact"
            text = (f"{svc} 的指标在 :{port + 1}/metrics，Grafana 面板叫 '{svc} overview'。" if zh else
                    f"{svc} exposes Prometheus metrics on :{port + 1}/metrics; Grafana dashboard '{svc} overview'.")
        elif t == 9:
            cat = "config"
            c = rng.choice(CRON)
            job = rng.choice(["compact", "reconcile", "export", "cleanup", "resync", "snapshot"])
            text = (f"{svc} 的定时任务 {job} 在 {c}（UTC）运行，CronJob 名 {svc}-{job}。" if zh else
                    f"{svc} runs its {job} job at {c} UTC (CronJob {svc}-{job}).")
        elif t == 10:
            cat = "fact"
            job = rng.choice(["rebuild-cache", "reindex", "replay --since 1h", "drain", "verify-config"])
            text = (f"要手动触发 {svc} 的 {job.split()[0]}：`kubectl exec deploy/{svc} -- ./{svc} {job}`。" if zh else
                    f"To run {svc}'s {job.split()[0]} by hand: `kubectl exec deploy/{svc} -- ./{svc} {job}`.")
        else:
            if rng.random() < 0.08:
                cat, imp = "decision", 9
                text = (f"规则：不要在没有第二个人确认的情况下删除 {svc} 的生产数据。" if zh else
                        f"Never delete {svc} production data without a second person confirming the command.")
            else:
                cat = "fact"
                text = (f"{svc} 的 API 文档在 docs/api/{svc}.md，OpenAPI 文件由 CI 生成。" if zh else
                        f"{svc}'s API docs live in docs/api/{svc}.md; the OpenAPI file is generated in CI.")
        if text in seen:
            continue
        seen.add(text)
        out.append({"id": f"g{start_id + len(out):04d}", "text": text, "category": cat,
                    "importance": imp, "verified": rng.random() < 0.75})
    return out


def hand(mods):
    return [{"id": i, "text": t, "category": c, "importance": imp, "verified": v} for (i, c, imp, v, t) in mods]


def prompts(prefix, need, none, seed):
    rows = [dict(kind=k, lang=l, prompt=p, needs=n) for (k, l, p, n) in need + none]
    random.Random(seed).shuffle(rows)
    return [{"id": f"{prefix}-p{i + 1:03d}", "prompt": r["prompt"], "needs": r["needs"],
             "lang": r["lang"], "kind": r["kind"]} for i, r in enumerate(rows)]


def write(name, store_name, mems, prs):
    mems_shuffled = list(mems)
    random.Random(sum(map(ord, name))).shuffle(mems_shuffled)  # fixed seed per file; hand and generated interleaved
    (HERE / name).write_text(json.dumps({"name": store_name, "memories": mems_shuffled, "prompts": prs},
                                        ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


def main():
    write("store_tiny.json", "inkwell-print-shop", hand(tiny_data.M),
          prompts("tiny", tiny_data.P_NEED, tiny_data.P_NONE, 11))

    mid_hand = hand(mid_data.M)
    mid_gen = gen_memories(200 - len(mid_hand), 202,
                           ["acq", "serials", "room-booking", "printing", "wifi-portal", "digitization",
                            "archive", "events-cal", "label-print", "stats", "auth", "patron-import",
                            "inventory", "newsletter", "donations"],
                           ["-api", "-worker", "-sync", "-cron", "-exporter"],
                           {"sip2-gw", "bus-sync"}, "lib.local", 0.30, 1)
    write("store_mid.json", "shelfmark-library", mid_hand + mid_gen,
          prompts("mid", mid_data.P_NEED, mid_data.P_NONE, 22))

    large_hand = hand(large_data.M)
    large_gen = gen_memories(900 - len(large_hand), 909,
                             ["lashing", "reefer-plug", "tally", "stow-check", "hatch", "chassis-pool",
                              "rtg", "twistlock", "manifest", "invoice", "demurrage", "seal-check",
                              "xray-scan", "vessel-ais", "pilotage", "tug", "mooring", "bunker",
                              "waste-mgmt", "access-ctl", "badge", "cctv", "lighting", "power-meter",
                              "noise-mon", "portal-bff", "notif", "doc-store", "pdf-render", "geo",
                              "route-opt", "crew", "hr-sync", "asset-mgmt", "maint-order", "quay-wind",
                              "emissions", "visitor", "parking", "fuel-card"],
                             ["-api", "-worker", "-ingest", "-svc", "-consumer", "-exporter", "-cron", "-gw"],
                             set(), "tos.vlm", 0.29, 1)
    write("store_large.json", "portside-terminal", large_hand + large_gen,
          prompts("large", large_data.P_NEED, large_data.P_NONE, 33))


if __name__ == "__main__":
    main()
