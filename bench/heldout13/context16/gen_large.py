"""Generate the ~420 entity-specific filler memories of the large store (GridPulse) with a fixed seed,
plus one paraphrased question for a sample of them.

Every generated memory is about one named entity (service, Kafka topic, table, CronJob, dashboard,
person, grid area) and one attribute of it; each (entity, attribute) pair occurs at most once, so a
question about that attribute of that entity is answered by exactly one memory. No generated memory
states a platform-wide rule, so none of them answers the hand-written prompts in
store_large_anchors.py. Entity names never reuse names used in the anchors.
"""
import random

SEED = 20250531
TARGET = 500

PEOPLE = ["Jonas Richter", "Elif Yılmaz", "Mateo García", "Hannah Schulz", "陈伟 (Chen Wei)", "李晓雨 (Li Xiaoyu)",
          "Ngozi Adeyemi", "Pieter de Vries", "Sanna Virtanen", "Rahul Mehta", "Yuki Tanaka", "Chloé Martin",
          "Tomasz Nowak", "Ingrid Berg", "Daniel Okoro", "刘洋 (Liu Yang)", "孙悦 (Sun Yue)", "周杰 (Zhou Jie)",
          "黄蕾 (Huang Lei)", "Felix Wagner", "Aisha Khan", "Oliver Brandt", "Greta Lindqvist", "Kenji Mori",
          "Paula Costa", "Viktor Petrov", "Lea Hoffmann", "马超 (Ma Chao)", "何静 (He Jing)", "Jan Kowalski"]
TEAMS = [("field-ops", "现场运维"), ("forecasting", "负荷预测"), ("customer-comms", "客户通知"), ("flex-markets", "灵活性市场"),
         ("asset-data", "资产数据"), ("prepay", "预付费"), ("grid-analytics", "电网分析"), ("mobility", "电动出行"),
         ("core-platform", "核心平台"), ("sustainability", "可持续发展")]
SERVICES = ["asset-sync", "invoice-preview", "notification-hub", "load-forecast", "flex-dispatch", "demand-response",
            "meter-health", "fw-inventory", "field-jobs", "co2-calculator", "solar-forecast", "weather-ingest",
            "contract-store", "dunning-bridge", "address-normalizer", "geo-cache", "report-renderer", "pdf-bill",
            "sms-gateway", "email-relay", "audit-trail", "access-broker", "quota-keeper", "dr-scheduler",
            "transformer-health", "voltage-monitor", "phase-balancer", "tamper-watch", "kpi-aggregator",
            "export-compactor", "meter-onboarding", "customer-merge", "move-in-out", "prepay-wallet", "topup-api",
            "ev-session-sync"]
STACKS = [("Python", "FastAPI"), ("Go", "chi"), ("Kotlin", "Ktor"), ("Java", "Spring Boot 3"), ("TypeScript", "NestJS"),
          ("Rust", "axum"), ("Python", "Celery workers"), ("Go", "gRPC")]
NAMESPACES = ["field", "forecast", "comms", "flex", "assets", "prepay", "analytics", "mobility", "platform", "ingest-aux"]

CONFIGS = [
    ("batch_size", "批大小", ["200", "500", "1000", "2500"],
     "larger batches hit the 1 MB APIM request limit", "更大的批次会超过 APIM 1 MB 的请求上限"),
    ("http_timeout_ms", "HTTP 超时", ["800", "1500", "3000", "12000"],
     "the upstream p99 is close to that and retries are cheaper than hung workers", "上游 p99 接近这个值，重试比卡住 worker 划算"),
    ("max_in_flight", "并发上限", ["4", "8", "16", "32"],
     "the downstream vendor API throttles above it", "下游供应商接口超过这个并发就限流"),
    ("cache_ttl", "缓存 TTL", ["30s", "5m", "15m", "6h"],
     "fresher data caused a thundering herd on the database in load tests", "压测时数据更新更频繁会让数据库被打爆"),
    ("retry_backoff", "重试退避", ["exponential, max 5 tries", "linear 2s, max 3 tries", "jittered, max 8 tries"],
     "the partner SFTP drops connections under bursty retries", "合作方的 SFTP 在突发重试下会断连"),
    ("worker_replicas_min", "最小副本数", ["2", "3", "4"],
     "a single pod missed its SLO during node drains", "只有一个 pod 时节点驱逐期间会打破 SLO"),
    ("db_pool_size", "数据库连接池大小", ["5", "10", "20"],
     "pgbouncer in front of Postgres is capped per service", "Postgres 前面的 pgbouncer 给每个服务设了连接上限"),
]
INCIDENTS = [
    ("leaked memory when the upstream returned HTML error pages, OOM-killing every pod within an hour",
     "一遇到上游返回 HTML 错误页就内存泄漏，一小时内所有 pod 被 OOM kill",
     "error bodies are capped at 64 KB before parsing", "解析前把错误响应体限制在 64 KB"),
    ("sent every customer notification twice after a Kafka rebalance",
     "Kafka rebalance 后把所有客户通知发了两遍",
     "sends are deduplicated with an idempotency key in Redis", "用 Redis 里的幂等键去重"),
    ("silently dropped records with non-ASCII street names",
     "悄悄丢掉了带非 ASCII 街道名的记录",
     "inputs are normalised to NFC and there is a test with umlauts and ß", "输入统一做 NFC 规范化，并加了带变音符和 ß 的测试"),
    ("wrote timestamps in local time for three days after a library upgrade",
     "升级一个库之后连续三天用本地时间写时间戳",
     "a CI check fails on any naive datetime", "CI 里加了检查，出现 naive datetime 就失败"),
    ("exhausted the connection pool because a health check opened a new DB connection each call",
     "健康检查每次都新开数据库连接，把连接池耗尽了",
     "health checks no longer touch the database", "健康检查不再访问数据库"),
    ("stalled for six hours because its certificate expired on a Sunday",
     "证书在周日过期，服务停了六个小时",
     "certs come from cert-manager with renewal 30 days ahead", "证书改由 cert-manager 管理，提前 30 天续期"),
    ("returned other tenants' cached responses after a cache-key refactor",
     "缓存键重构后返回了别的租户的缓存结果",
     "the cache key always includes the tenant id and there is a regression test", "缓存键必须包含租户 id，并加了回归测试"),
    ("crash-looped when a feature flag was deleted while still referenced",
     "一个 feature flag 还在被引用时就被删了，服务一直 crash loop",
     "unknown flags default to off instead of raising", "未知的 flag 默认关闭而不是抛异常"),
]
COMMANDS = [  # (task EN, task ZH, command, question EN, question ZH)
    ("replay the dead-letter queue", "重放死信队列", "gpctl dlq replay --service {svc} --since 2h",
     "{svc} has a pile of failed messages parked since the vendor hiccup — how do I push them through again?",
     "{svc} 有一堆处理失败的消息卡着，怎么重新处理？"),
    ("flush the cache", "清缓存", "kubectl -n {ns} exec deploy/{svc} -- {svc} cache flush --all",
     "{svc} keeps serving stale results after the fix, how do I clear what it has stored?",
     "{svc} 修复后还在返回旧数据，怎么把它存的东西清掉？"),
    ("run the database migrations on staging", "在 staging 跑数据库迁移", "make -C services/{svc} migrate ENV=stg",
     "I added a column for {svc}; how do I apply the schema change on staging?",
     "{svc} 加了个字段，staging 上怎么执行表结构变更？"),
    ("regenerate the API client", "重新生成 API client", "just gen-client {svc}",
     "the {svc} spec changed, how do I refresh the generated client code?",
     "{svc} 的接口定义改了，生成的客户端代码怎么更新？"),
    ("rebuild the search projection", "重建查询投影", "gpctl projection rebuild {svc} --from-offset earliest",
     "{svc} search results are missing recent items, how do I rebuild its read model from scratch?",
     "{svc} 的查询结果缺数据，怎么从头重建读模型？"),
    ("drain the service before a node upgrade", "在节点升级前摘流量", "gpctl drain {svc} --grace 120s",
     "we're upgrading the AKS nodes tonight — how do I take {svc} out of traffic gracefully first?",
     "今晚升级节点，{svc} 怎么先优雅下线？"),
]
BEHAVIOURS = [
    ("serves the last cached answer for up to 1 hour", "会返回最多一小时前的缓存结果"),
    ("queues requests in its outbox table and retries every minute", "把请求写进 outbox 表，每分钟重试一次"),
    ("fails fast with HTTP 503 and the portal shows a maintenance banner", "直接返回 503，门户显示维护横幅"),
    ("falls back to default values and logs a warning", "退回默认值并记一条 warning"),
    ("stops consuming from Kafka until the dependency recovers", "暂停消费 Kafka，直到依赖恢复"),
]
METRICS = [
    ("p95 latency", "p95 延迟", "is above 2 s", "超过 2 秒"),
    ("error rate", "错误率", "exceeds 5%", "超过 5%"),
    ("queue depth", "队列深度", "is above 10k", "超过 1 万"),
    ("pod restarts", "pod 重启次数", "exceed 3 in 15 minutes", "15 分钟内超过 3 次"),
    ("5xx responses from the vendor API", "供应商接口的 5xx", "exceed 50 per minute", "每分钟超过 50 个"),
]
CAUSES = [
    ("a slow vendor API", "供应商接口变慢", "check the vendor status page before scaling", "先看供应商的状态页再考虑扩容"),
    ("a bad deploy", "发布出了问题", "compare with the previous Argo revision and roll back if it matches", "对比上一个 Argo 版本，对得上就回滚"),
    ("node pressure on the spot pool", "spot 节点池资源紧张", "cordon the noisy node and let the pods reschedule", "先 cordon 掉有问题的节点让 pod 重新调度"),
    ("an expired token", "token 过期", "rotate the client secret in Key Vault", "在 Key Vault 里轮换 client secret"),
]
DECISIONS = [
    ("move from polling to Kafka events", "从轮询改成消费 Kafka 事件", "polling cost too many API calls", "轮询调用量太大"),
    ("drop its own Postgres and use the shared cluster", "不再用自己的 Postgres，改用共享集群", "the standalone DB was underused and unpatched", "独立库利用率低又没人打补丁"),
    ("stay single-region", "保持单区域部署", "multi-region doubled the cost for a non-critical service", "多区域成本翻倍而它并不关键"),
    ("be rewritten in Go", "用 Go 重写", "the JVM start-up time hurt autoscaling", "JVM 启动太慢影响自动扩缩容"),
    ("expose only gRPC internally", "内部只暴露 gRPC", "REST clients kept drifting from the spec", "REST 客户端总是和规范不一致"),
    ("keep no state between requests", "保持无状态", "sticky sessions broke during node drains", "节点驱逐时粘性会话出问题"),
]

TOPICS = ["meter.events.tamper", "meter.events.voltage", "dr.commands.v1", "portal.audit", "billing.invoices.v3",
          "forecast.load.hourly", "weather.obs.v1", "field.workorders", "customer.moves", "prepay.topups",
          "ev.sessions", "flex.bids", "asset.changes", "notify.outbound", "co2.intensity", "fw.inventory.snapshots",
          "gis.topology.delta", "kpi.rollups", "sms.delivery.receipts", "contract.events"]
TOPIC_KEYS = [("installation_id", "installation_id"), ("mrid", "mrid"), ("feeder_id", "feeder_id"),
              ("customer_id", "customer_id"), ("event_id (random)", "event_id（随机）")]
TABLES = ["assets.meter_inventory", "billing.invoice_lines", "portal.user_prefs", "field.work_orders", "dr.events",
          "forecast.load_hourly", "weather.observations", "reporting.kpi_daily", "prepay.wallet_tx",
          "ev.charge_sessions", "grid.transformer_loads", "grid.voltage_samples", "ops.audit_log", "notify.messages",
          "fw.versions", "customer.moves", "flex.bids", "co2.intensity_hourly", "reporting.churn_monthly",
          "ops.job_runs", "assets.transformers", "portal.sessions", "billing.adjustments", "grid.feeder_kpis",
          "field.technicians"]
COL_GOTCHAS = [
    ("energy_wh", "is in Wh, not kWh — divide by 1000 before showing it", "单位是 Wh 不是 kWh，展示前要除以 1000"),
    ("legacy_ref", "is NULL for every row created before 2021", "2021 年之前的行全部为 NULL"),
    ("deleted_at", "marks soft-deleted rows; every query must filter it", "表示软删除，所有查询都要过滤掉"),
    ("amount_cents", "is an integer in euro cents, never a float", "是以欧分计的整数，不要当浮点数处理"),
    ("created_ts", "is stored in local time for historical reasons (the only such column)", "由于历史原因存的是本地时间（唯一的例外）"),
    ("status", "uses single-letter codes (A active, S suspended, C closed)", "用单字母状态码（A 活跃、S 暂停、C 关闭）"),
]
JOBS = ["fw-inventory-snapshot", "weather-pull", "kpi-rollup", "invoice-pdf-render", "dunning-export",
        "stale-session-reaper", "meter-health-score", "co2-intensity-pull", "forecast-retrain", "dr-settlement",
        "feeder-kpi-calc", "audit-log-archive", "prepay-reconcile", "ev-session-import", "address-refresh",
        "transformer-load-calc", "churn-report", "tamper-scan", "voltage-outlier-scan", "partner-feed-export",
        "sms-receipt-sync", "contract-expiry-check", "asset-sync-full", "geo-cache-warm", "job-runs-cleanup"]
SCHEDULES = [("0 4 * * *", "daily at 04:00", "每天 04:00"), ("*/20 * * * *", "every 20 minutes", "每 20 分钟"),
             ("30 1 * * 1", "Mondays at 01:30", "每周一 01:30"), ("0 */6 * * *", "every 6 hours", "每 6 小时"),
             ("15 3 1 * *", "on the 1st at 03:15", "每月 1 号 03:15"), ("45 5 * * 1-5", "weekdays at 05:45", "工作日 05:45"),
             ("0 22 * * *", "daily at 22:00", "每天 22:00")]
JOB_DOES = [("rebuilds the {thing} summary", "重建 {thing} 汇总"), ("exports {thing} to a partner bucket", "把 {thing} 导出到合作方的存储桶"),
            ("pulls {thing} from an external API", "从外部 API 拉取 {thing}"), ("recomputes {thing} scores", "重新计算 {thing} 评分"),
            ("deletes expired {thing}", "删除过期的 {thing}")]
ONFAIL = [("posts to #gridpulse-platform and retries once", "在 #gridpulse-platform 发消息并重试一次"),
          ("leaves a row in ops.job_runs with status F; nothing retries it automatically", "在 ops.job_runs 里留一条状态为 F 的记录，不会自动重试"),
          ("opens a Jira ticket in the owning team's board", "在所属团队的 Jira 看板上自动建单")]
DASHBOARDS = ["Meter Health", "DR Events", "Portal Latency", "Forecast Accuracy", "Prepay Wallets", "EV Sessions",
              "Feeder KPIs", "Transformer Loads", "Notification Delivery", "Kafka Connect", "Node Pressure",
              "Tamper Alerts", "Firmware Versions", "CO2 Intensity", "Job Runs"]
PANELS = [("Top offenders", "最严重的前几名"), ("Lag by partition", "各分区延迟"), ("Error budget burn", "错误预算消耗"),
          ("Success ratio (24h)", "24 小时成功率"), ("Backlog age", "积压时长"), ("Saturation", "饱和度")]
SITUATIONS = [("during a vendor outage", "供应商故障期间"), ("after a release", "发版之后"),
              ("on the first morning after DST changes", "夏令时切换后的第一个早上"), ("when customers complain about delays", "客户投诉延迟时")]
AREAS = ["Ostfeld", "Lindenau", "Brückheim", "Wallhausen", "Kirchberg-Süd", "Haldern", "Mersch", "Rotbach", "Uhlental",
         "Seewald", "Am Hafen", "Nordstadt", "Altmarkt", "Eichwalde", "Steinfurt", "Grünau", "Westerkamp",
         "Hollerbach", "Pfalzdorf", "Bergen-Ost"]
AREA_TYPES = [("households with rooftop solar", "带屋顶光伏的住户"), ("old apartment blocks", "老旧公寓楼"),
              ("farms with long rural feeders", "线路很长的农场"), ("small businesses", "小商户"),
              ("new-build homes with heat pumps", "装了热泵的新建住宅")]
AREA_ISSUES = [("meters in basements lose mobile signal, so daily registers often arrive a day late", "地下室里的表手机信号差，日冻结数据经常晚一天到"),
               ("a batch of 2019 meters has a drifting clock", "一批 2019 年的表时钟会漂移"),
               ("the transformer there overloads on hot afternoons", "那里的变压器在炎热的下午会过载"),
               ("the GIS still shows the old feeder split from before the 2023 rebuild", "GIS 里还是 2023 年改造前的旧馈线划分"),
               ("many customers moved in recently, so move-in reads are often estimated", "最近搬入的客户多，入住读数经常是估算的")]
COMMS = [("PLC over the power line", "电力线载波 (PLC)", "reads arrive in bursts after midnight", "读数在半夜后集中到达"),
         ("LTE-M", "LTE-M", "reads are near real time but cost more per message", "读数接近实时但每条消息成本更高"),
         ("a mesh radio network", "无线 mesh 网络", "one failed relay meter can hide a whole street", "一个中继表坏了整条街的数据都会丢")]
PERSON_FACTS = [
    ("works from {city} on {tz} hours and prefers Slack DMs over email", "在 {city} 办公，按 {tz} 作息，喜欢 Slack 私信而不是邮件", "reach"),
    ("is the go-to person for {skill}; ask in a thread, not a DM", "是 {skill} 方面的专家，有问题在群里开 thread 问，不要私聊", "skill"),
    ("only works Monday to Thursday; on Fridays ask their backup {other}", "只在周一到周四上班，周五找 TA 的 backup {other}", "days"),
]
CITIES = [("Essen", "CET"), ("Düsseldorf", "CET"), ("Kraków", "CET"), ("Lisbon", "WET"), ("Shanghai", "CST (UTC+8)"),
          ("Bangalore", "IST"), ("Helsinki", "EET"), ("Amsterdam", "CET")]
SKILLS = [("Kafka Connect", "Kafka Connect"), ("Azure networking", "Azure 网络"), ("Power BI modelling", "Power BI 建模"),
          ("DLMS/COSEM meter protocols", "DLMS/COSEM 电表协议"), ("SAP IS-U interfaces", "SAP IS-U 接口"),
          ("Argo CD and Helm", "Argo CD 和 Helm"), ("load forecasting models", "负荷预测模型"), ("pgbouncer tuning", "pgbouncer 调优")]
DATES = ["2023-03-14", "2023-06-02", "2023-09-21", "2023-12-05", "2024-02-19", "2024-04-30", "2024-07-08",
         "2024-10-17", "2025-01-09", "2025-03-27"]


def generate(n_needed):
    rng = random.Random(SEED)
    out = []  # (text, category, importance, verified, question_en, question_zh)

    def add(en, zh, cat, imp_range, q_en, q_zh, zh_share=0.34, group=None):
        use_zh = rng.random() < zh_share
        out.append(((zh if use_zh else en), cat, rng.randint(*imp_range), rng.random() < 0.3, q_en, q_zh, group))

    # services: 4-7 attributes each
    svc_kinds = ["owner", "stack", "config", "incident", "command", "dep", "alert", "decision"]
    for svc in SERVICES:
        person = rng.choice(PEOPLE)
        team, team_zh = rng.choice(TEAMS)
        ns = rng.choice(NAMESPACES)
        kinds = rng.sample(svc_kinds, rng.randint(5, 8))
        for k in kinds:
            if k == "owner":
                en = rng.choice([
                    f"{svc} belongs to the {team} squad; {person} is its tech lead and the first person to ask.",
                    f"Ownership: {svc} → {person} ({team}). Escalate through the `{team}` Opsgenie team.",
                    f"If {svc} misbehaves, talk to {person} — the {team} team owns it end to end."])
                zh = rng.choice([f"{svc} 归 {team_zh}组（{team}），技术负责人是 {person}，有问题先找 TA。",
                                 f"{svc} 的 owner 是 {person}（{team_zh}组），改动前先在他们组里打个招呼。"])
                add(en, zh, "person", (4, 7), f"{svc} is acting up — which team and person should I contact?",
                    f"{svc} 出问题了该找谁？")
            elif k == "stack":
                lang, fw = rng.choice(STACKS)
                r = rng.choice([2, 3, 4, 6])
                en = rng.choice([f"{svc} is a {lang} service built on {fw}; it runs {r} replicas in the `{ns}` namespace.",
                                 f"{svc}: {lang} / {fw}, {r} pods in `{ns}`, HPA max {r * 3}."])
                zh = f"{svc} 用 {lang}（{fw}）实现，在 `{ns}` 命名空间跑 {r} 个副本。"
                add(en, zh, "config", (2, 5), f"what language and framework is {svc} written in?",
                    f"{svc} 是用什么语言写的？")
            elif k == "config":
                p, pzh, vals, why, whyzh = rng.choice(CONFIGS)
                v = rng.choice(vals)
                en = rng.choice([f"{svc} has `{p}` set to {v} in its Helm values; {why}.",
                                 f"Don't raise `{p}` above {v} for {svc}: {why}."])
                zh = f"{svc} 的 `{p}`（{pzh}）设为 {v}，原因是{whyzh}。"
                add(en, zh, "config", (3, 7), f"why is {p} for {svc} set the way it is — can I change it?",
                    f"{svc} 的{pzh}为什么设成现在这个值？能改吗？")
            elif k == "incident":
                inc, inczh, fix, fixzh = rng.choice(INCIDENTS)
                d = rng.choice(DATES)
                en = rng.choice([f"Postmortem {d}: {svc} {inc}. Since then {fix}.",
                                 f"Incident {d} — {svc} {inc}; the fix was that {fix}."])
                zh = f"{d} 事故：{svc} {inczh}，之后{fixzh}。"
                add(en, zh, "incident", (4, 8), f"has {svc} had any outages or postmortems I should know about before touching it?",
                    f"{svc} 以前出过什么事故？")
            elif k == "command":
                task, taskzh, cmd, qen, qzh = rng.choice(COMMANDS)
                cmd = cmd.format(svc=svc, ns=ns)
                en = rng.choice([f"To {task} for {svc}: `{cmd}`.", f"{svc}: `{cmd}` is how you {task}."])
                zh = f"{svc} 需要{taskzh}时，执行 `{cmd}`。"
                add(en, zh, "command", (3, 6), qen.format(svc=svc), qzh.format(svc=svc))
            elif k == "dep":
                other = rng.choice([s for s in SERVICES if s != svc])
                b, bzh = rng.choice(BEHAVIOURS)
                en = rng.choice([f"{svc} calls {other} synchronously; when {other} is unavailable, {svc} {b}.",
                                 f"Dependency note: {svc} needs {other}. With {other} down, {svc} {b}."])
                zh = f"{svc} 依赖 {other}；{other} 挂掉时 {svc} {bzh}。"
                add(en, zh, "config", (3, 6), f"what happens to {svc} if {other} goes down?", f"{other} 挂了会影响 {svc} 吗？")
            elif k == "alert":
                m, mzh, cond, condzh = rng.choice(METRICS)
                cause, causezh, act, actzh = rng.choice(CAUSES)
                suffix = {"p95 latency": "HighLatency", "error rate": "ErrorRateHigh", "queue depth": "Backlog",
                          "pod restarts": "CrashLooping", "5xx responses from the vendor API": "VendorErrors"}[m]
                alert = "".join(w.capitalize() for w in svc.split("-")) + suffix
                dur = rng.choice(["5m", "10m", "15m"])
                en = f"Alert `{alert}` ({svc}) fires when {m} {cond} for {dur}; usually it's {cause}, so {act}."
                zh = f"告警 `{alert}`（{svc}）在{mzh}{condzh}持续 {dur} 时触发，通常是{causezh}，处理：{actzh}。"
                add(en, zh, "incident", (4, 7), f"I just got the {alert} alert. What's the usual cause?",
                    f"收到 {alert} 告警一般是什么原因，怎么处理？")
            elif k == "decision":
                dec, deczh, why, whyzh = rng.choice(DECISIONS)
                d = rng.choice(DATES)
                en = rng.choice([f"Decision {d}: {svc} will {dec}, because {why}.",
                                 f"ADR ({d}) for {svc}: {dec} — {why}."])
                zh = f"{d} 决定：{svc} {deczh}，原因是{whyzh}。"
                add(en, zh, "decision", (3, 6), f"was there an architecture decision about {svc} that I should respect?",
                    f"{svc} 有过什么架构决定吗？")

    for t in TOPICS:
        p = rng.choice([6, 12, 24, 48])
        r, rzh = rng.choice([("3 days", "3 天"), ("7 days", "7 天"), ("30 days", "30 天"), ("compacted", "压缩 (compacted)")])
        key, keyzh = rng.choice(TOPIC_KEYS)
        prod = rng.choice(SERVICES)
        add(f"Kafka topic `{t}`: {p} partitions, retention {r}, keyed by {key}; the producer is {prod}.",
            f"Kafka 主题 `{t}` 有 {p} 个分区，保留 {rzh}，按 {keyzh} 做 key，生产者是 {prod}。",
            "config", (3, 6), f"how many partitions does {t} have and how long is it kept?", f"`{t}` 这个主题有几个分区，保留多久？")
        if rng.random() < 0.5:
            add(f"Consumers of `{t}` must be idempotent: the producer retries on timeout, so duplicates are normal.",
                f"消费 `{t}` 的程序必须幂等：生产者超时会重试，所以出现重复消息是正常的。",
                "convention", (4, 7), f"I'm seeing duplicate messages on {t}, is that expected?", f"`{t}` 上有重复消息，正常吗？")

    for tbl in TABLES:
        # billing tables have legal retention (an anchor rule), so they get no purge fact
        kinds = rng.sample(["part", "col"] if tbl.startswith("billing.") else ["part", "col", "ret"], 2)
        for k in kinds:
            if k == "part":
                col = rng.choice(["created_at", "event_date", "period_start", "reading_day"])
                add(f"`{tbl}` is range-partitioned by {col} (monthly, pg_partman); always filter on {col} or the query scans every partition.",
                    f"`{tbl}` 按 {col} 做了月度范围分区（pg_partman），查询一定要带 {col} 条件，否则会扫全部分区。",
                    "convention", (4, 7), f"my query on {tbl} is really slow, anything special about that table?",
                    f"查 {tbl} 特别慢，这张表有什么要注意的？")
            elif k == "col":
                c, g, gzh = rng.choice(COL_GOTCHAS)
                add(f"Gotcha: `{tbl}.{c}` {g}.", f"注意：`{tbl}.{c}` {gzh}。", "convention", (4, 7),
                    f"anything I should know about the {c} column in {tbl}?", f"{tbl} 的 {c} 字段有什么坑？")
            else:
                n, nzh = rng.choice([("90 days", "90 天"), ("13 months", "13 个月"), ("2 years", "2 年"), ("30 days", "30 天")])
                job = tbl.split(".")[1].replace("_", "-") + "-purge"
                add(f"Rows in `{tbl}` older than {n} are purged by the `{job}` CronJob.",
                    f"`{tbl}` 里超过 {nzh} 的数据会被 `{job}` 定时任务清理。", "config", (3, 6),
                    f"how far back does {tbl} keep data?", f"{tbl} 的数据保留多久？")

    things = ["firmware", "weather", "KPI", "invoice PDF", "dunning", "session", "meter health", "CO2 intensity",
              "forecast model", "demand-response settlement", "feeder KPI", "audit log", "prepay balance", "EV session",
              "address", "transformer load", "churn", "tamper", "voltage outlier", "partner feed", "SMS receipt",
              "contract expiry", "asset", "geo cache", "job run"]
    for job, thing in zip(JOBS, things):
        cron, human, humanzh = rng.choice(SCHEDULES)
        does, doeszh = rng.choice(JOB_DOES)
        of, ofzh = rng.choice(ONFAIL)
        add(f"CronJob `{job}` runs {human} (`{cron}`) and {does.format(thing=thing)}; if it fails it {of}.",
            f"定时任务 `{job}` {humanzh}（`{cron}`）运行，负责{doeszh.format(thing=thing)}；失败时会{ofzh}。",
            "config", (3, 6), f"when does {job} run?", f"{job} 几点跑？")
        if rng.random() < 0.6:
            if rng.random() < 0.5:
                en, zh = (f"`{job}` is safe to rerun by hand: `kubectl create job --from=cronjob/{job} {job}-manual`.",
                          f"`{job}` 可以手动重跑：`kubectl create job --from=cronjob/{job} {job}-manual`。")
            else:
                en, zh = (f"Do NOT rerun `{job}` blindly — it is not idempotent and a second run double-counts; clear that day's rows first.",
                          f"`{job}` 不是幂等的，不要直接重跑，否则会重复计算；先删掉当天的数据再跑。")
            add(en, zh, "command", (5, 8), f"{job} failed last night — can I just rerun it?", f"{job} 昨晚失败了，可以直接重跑吗？")

    for d in DASHBOARDS:
        panel, panelzh = rng.choice(PANELS)
        sit, sitzh = rng.choice(SITUATIONS)
        folder = rng.choice(["Platform", "Ops", "Customer", "Grid"])
        add(f"Grafana dashboard '{d}' ({folder} folder): the '{panel}' panel is the one to watch {sit}.",
            f"Grafana 看板 '{d}'（{folder} 文件夹）里，{sitzh}重点看 '{panel}' 面板。",
            "convention", (2, 5), f"which panel on the '{d}' dashboard matters most?", f"'{d}' 看板里主要看哪个面板？")

    for person in PEOPLE:
        tmpl_en, tmpl_zh, kind = rng.choice(PERSON_FACTS)
        city, tz = rng.choice(CITIES)
        skill, skillzh = rng.choice(SKILLS)
        other = rng.choice([p for p in PEOPLE if p != person])
        en = f"{person} " + tmpl_en.format(city=city, tz=tz, skill=skill, other=other) + "."
        zh = f"{person} " + tmpl_zh.format(city=city, tz=tz, skill=skillzh, other=other) + "。"
        q = {"reach": (f"what's the best way to reach {person}, and what hours do they work?", f"{person} 在哪个时区，怎么联系比较好？"),
             "skill": (f"what is {person} the expert on?", f"{person} 擅长哪一块？"),
             "days": (f"it's Friday and I need {person} — are they around?", f"今天周五，{person} 在吗？")}[kind]
        add(en, zh, "person", (2, 5), *q)

    for a in AREAS:
        typ, typzh = rng.choice(AREA_TYPES)
        iss, isszh = rng.choice(AREA_ISSUES)
        n = rng.choice([1800, 3200, 5400, 7600, 12000, 15500])
        add(f"Grid area {a}: about {n:,} meters, mostly {typ}; known issue: {iss}.",
            f"{a} 片区：约 {n} 块表，主要是{typzh}；已知问题：{isszh}。",
            "config", (3, 6), f"anything odd about the meters in {a}?", f"{a} 片区的表有什么已知问题？", group=("area", a))
        if rng.random() < 0.5:
            c, czh, eff, effzh = rng.choice(COMMS)
            add(f"{a} meters communicate over {c}, so {eff}.", f"{a} 的电表走{czh}通信，所以{effzh}。",
                "config", (3, 5), f"how do the meters in {a} send their data?", f"{a} 的表是怎么通信的？",
                group=("area-comms", a))

    rng.shuffle(out)
    return out[:n_needed], rng


def build_large(anchors):
    need = TARGET - len(anchors)
    gen, rng = generate(need)
    mems = list(anchors)
    gen_ids = []
    comms = {}
    for i, (text, cat, imp, ver, qen, qzh, group) in enumerate(gen, 1):
        mid = f"gp-g{i:03d}"
        mems.append((mid, text, cat, imp, ver))
        gen_ids.append((mid, qen, qzh, group))
        if group and group[0] == "area-comms":
            comms[group[1]] = mid
    # questions about a seeded sample of generated memories (half asked in Chinese)
    prompts = []
    for mid, qen, qzh, group in random.Random(SEED + 1).sample(gen_ids, 26):
        q = qzh if rng.random() < 0.5 else qen
        needs = [mid]
        # "anything odd about area X" is also answered by X's communication quirk, when stored
        if group and group[0] == "area" and group[1] in comms:
            needs.append(comms[group[1]])
        prompts.append((q, needs, "generated-entity"))
    return mems, prompts, len(gen)
