#!/usr/bin/env python3
"""Build the three stores of context13 deterministically (fixed seed).

    python3 build.py        # writes store_tiny.json, store_small.json, store_large.json
"""
import json
import random
from pathlib import Path

from hand import M, P, TINY_MEM, TINY_PROMPTS, SMALL_MEM, SMALL_PROMPTS
from large_anchor import ANCHORS, ANCHOR_PROMPTS, ANCHOR_NOISE

SEED = 13
OUT = Path(__file__).resolve().parent

SVCS = ["specimen-intake", "barcode-svc", "analyzer-bridge", "result-router", "hl7-gateway",
        "fhir-api", "report-renderer", "audit-trail", "qc-monitor", "courier-tracker",
        "order-entry", "patient-index", "worklist-svc", "reflex-engine", "critical-value-notifier",
        "pathology-viewer", "microbiology-svc", "blood-bank-svc", "storage-locator", "label-designer",
        "notification-hub", "reference-ranges-svc", "instrument-registry", "sample-aliquoter",
        "lab-portal-web", "physician-portal", "scheduler-svc", "export-worker", "identity-proxy",
        "reagent-inventory"]
PEOPLE = ["Priya Natarajan", "Marcus Webb", "Elena Petrova", "Tomás Ruiz", "Aisha Bello",
          "Jonas Lindqvist", "Hannah Cho", "Rafael Costa", "Olga Smirnova", "Kenji Watanabe",
          "Fatima Zahra", "Liam O'Connor", "Sofia Marino", "David Kim", "Ines Duarte", "Noah Fischer"]
PEOPLE_ZH = ["张伟", "李娜", "刘洋", "陈晨", "杨帆", "赵敏", "黄磊", "周婷", "吴昊", "徐静",
             "孙悦", "马超", "胡斌", "郭雪", "林涛", "何丽"]
SITES = [("Eastfield", "EF", "Europe/London"), ("St. Brigid's", "SB", "Europe/Dublin"),
         ("Harborview", "HV", "Europe/Lisbon"), ("Kestrel Park", "KP", "Europe/Berlin"),
         ("Millbrook", "MB", "Europe/London"), ("Ravensworth", "RW", "Europe/Oslo"),
         ("Lakeside", "LS", "Europe/Helsinki"), ("Grange Hill", "GH", "Europe/Dublin"),
         ("Westmere", "WM", "Europe/Amsterdam"), ("Ashcombe", "AC", "Europe/London")]
SITES_ZH = ["东院", "西院", "南院", "总院", "妇幼分院", "浦东分院", "江北院区", "康复中心"]
ANALYZERS = ["cobas 8000", "Sysmex XN-1000", "Alinity ci", "DxH 900", "Atellica CH", "VITEK 2",
             "D-100", "Ortho Vision", "ACL TOP 750", "BC-6800", "STA R Max", "ABL90 FLEX",
             "Tosoh G8", "GeneXpert", "Panther"]
TESTS = [("K", "potassium", "钾", "mmol/L"), ("NA", "sodium", "钠", "mmol/L"),
         ("GLU", "glucose", "葡萄糖", "mmol/L"), ("HGB", "hemoglobin", "血红蛋白", "g/L"),
         ("PLT", "platelets", "血小板", "10^9/L"), ("TNI", "troponin I", "肌钙蛋白I", "ng/L"),
         ("INR", "INR", "国际标准化比值", "ratio"), ("LAC", "lactate", "乳酸", "mmol/L"),
         ("CRP", "C-reactive protein", "C反应蛋白", "mg/L"), ("TSH", "TSH", "促甲状腺激素", "mIU/L"),
         ("CREA", "creatinine", "肌酐", "µmol/L"), ("WBC", "white cell count", "白细胞", "10^9/L"),
         ("A1C", "HbA1c", "糖化血红蛋白", "mmol/mol"), ("DDI", "D-dimer", "D-二聚体", "mg/L FEU"),
         ("TBIL", "total bilirubin", "总胆红素", "µmol/L"), ("CA", "calcium", "钙", "mmol/L"),
         ("PCT", "procalcitonin", "降钙素原", "µg/L"), ("FIB", "fibrinogen", "纤维蛋白原", "g/L"),
         ("AMY", "amylase", "淀粉酶", "U/L"), ("AMMO", "ammonia", "血氨", "µmol/L")]


def mk(rng):
    """Return the list of templates. Each: (tid, lang, category, subjects, text_fn, prompt_fn)."""
    T = []

    def t(tid, lang, cat, subjects, prompt_kind=None):
        def deco(fn):
            T.append({"tid": tid, "lang": lang, "cat": cat, "subjects": subjects, "text": fn, "prompt": None})
            return fn
        return deco

    def prompt(tid):
        def deco(fn):
            for x in T:
                if x["tid"] == tid:
                    x["prompt"] = fn
            return fn
        return deco

    S = SVCS
    # 1 port
    @t("port", "en", "config", S)
    def _(s, r):
        port = r.choice([8080, 8081, 8443, 9000, 9090, 7070, 5005, 8800, 3000, 4000]) + r.randint(0, 40)
        proto = r.choice(["HTTP", "gRPC", "HTTP/2", "gRPC"])
        return f"{s} listens on port {port} ({proto}) in staging; in prod it sits behind the ingress on 443.", {"port": port}
    @prompt("port")
    def _(s, v):
        return f"curl to {s} on staging gives 'connection refused' on 8080, where should I point it?", "en", "paraphrase"
    # 2 health
    @t("health", "en", "config", S)
    def _(s, r):
        path = r.choice(["/healthz", "/-/ready", "/actuator/health", "/health/live", "/status"])
        why = r.choice(["the DB pool is exhausted", "RabbitMQ is unreachable", "the HSM session is down",
                        "the reference cache hasn't loaded", "Redis does not answer within 200 ms"])
        return f"Readiness probe for {s} is GET {path}; it reports not-ready when {why}.", {"why": why}
    @prompt("health")
    def _(s, v):
        return f"{s} pods keep flapping between Ready and NotReady, what does k8s actually check on it?", "en", "paraphrase"
    # 3 workers env
    @t("workers", "en", "config", S)
    def _(s, r):
        var = s.upper().replace("-", "_") + "_WORKERS"
        n = r.choice([2, 3, 4, 6, 8, 12, 16])
        pool = r.choice(["batch", "worker", "general", "mem-opt", "spot"])
        why = r.choice(["more than that starves the DB connection pool", "the analyzer sockets time out above that",
                        "higher values got the pods OOM-killed", "RabbitMQ redeliveries spiked above that"])
        return f"{var}={n} on the {pool} node pool; {why}.", {"var": var, "n": n}
    @prompt("workers")
    def _(s, v):
        return f"{s} is falling behind on its backlog, can I just crank up its concurrency to 32?", "en", "paraphrase"
    # 4 owner en
    @t("owner", "en", "fact", S)
    def _(s, r):
        p = r.choice(PEOPLE)
        ch = r.choice(["lab-platform", "lims-dev", "interfaces", "lab-frontend", "data-eng", "lab-ops"])
        return f"{p} owns {s}; code reviews go to #{ch} on Slack.", {"p": p}
    @prompt("owner")
    def _(s, v):
        return f"who should review my change to {s}?", "en", "paraphrase"
    # 5 owner zh
    @t("owner_zh", "zh", "fact", S)
    def _(s, r):
        p = r.choice(PEOPLE_ZH)
        g = r.choice(["LIMS 开发群", "接口对接群", "检验科信息化", "平台组值班群", "前端小组"])
        return f"{s} 的负责人是{p}，有问题先在飞书群「{g}」里问。", {"p": p}
    @prompt("owner_zh")
    def _(s, v):
        return f"{s} 这块是谁在管？我想问个问题", "zh", "paraphrase"
    # 6 lib pin en
    LIBS = [("SQLAlchemy", "1.4.52", "2.x changes the session API we rely on"),
            ("pydantic", "1.10.15", "v2 breaks our HL7 model validators"),
            ("hapi-fhir", "6.10.0", "7.0 drops the DSTU3 structures some sites still send"),
            ("grpc-go", "v1.62.1", "v1.63 changed the default keepalive and broke long streams"),
            ("Spring Boot", "3.2.5", "3.3 changed actuator paths and broke our probes"),
            ("celery", "5.3.6", "5.4 has a prefetch bug with quorum queues"),
            ("react-query", "4.36", "v5 renamed cacheTime and our hooks rely on it"),
            ("pika", "1.3.1", "newer versions changed the blocking connection timeout handling"),
            ("zpl-lib", "0.9.4", "1.0 changed the default label DPI"),
            ("psycopg", "3.1.18", "3.2 breaks PgBouncer transaction pooling with prepared statements"),
            ("Jackson", "2.15.4", "2.16 changed date parsing and shifted HL7 timestamps"),
            ("openpyxl", "3.1.2", "3.1.3 corrupts the QC export templates")]
    @t("libpin", "en", "config", S)
    def _(s, r):
        lib, ver, why = r.choice(LIBS)
        return f"{s} pins {lib} to {ver}: {why}.", {"lib": lib}
    @prompt("libpin")
    def _(s, v):
        return f"renovate wants to bump {v['lib']} in {s} to the latest major, safe to merge?", "en", "direct"
    # 7 lib pin zh
    @t("libpin_zh", "zh", "config", S)
    def _(s, r):
        lib, ver, _w = r.choice(LIBS)
        why = r.choice(["升级后集成测试大面积失败", "新版本和我们的连接池不兼容", "上游有未修复的内存泄漏", "新版改了默认超时导致接口报错"])
        return f"{s} 里的 {lib} 锁死在 {ver}，{why}，暂时别升级。", {"lib": lib}
    @prompt("libpin_zh")
    def _(s, v):
        return f"can I upgrade {v['lib']} in {s}? the changelog looks harmless", "en", "cross_language"
    # 8 just target before tests
    @t("justtarget", "en", "lesson", S)
    def _(s, r):
        tgt = r.choice(["seed-db", "fixtures", "gen-certs", "load-refranges", "migrate-test", "mock-hl7", "build-sim-profiles"])
        cons = r.choice(["half the tests fail with missing rows", "TLS handshakes fail", "the tests hang on the first fixture",
                         "you get 'relation does not exist' errors"])
        return f"Run `just {tgt}` before {s}'s integration tests, otherwise {cons}.", {"tgt": tgt}
    @prompt("justtarget")
    def _(s, v):
        return f"{s} integration tests blow up on a fresh checkout, am I missing a setup step?", "en", "paraphrase"
    # 9 db en
    @t("db", "en", "fact", S)
    def _(s, r):
        host = f"pg-{r.choice(['main', 'lab', 'core', 'ops'])}-{r.randint(1, 4)}"
        schema = s.replace("-", "_").replace("_svc", "")
        return f"{s} keeps its data in PostgreSQL on {host}, schema `{schema}`.", {"host": host}
    @prompt("db")
    def _(s, v):
        return f"I need to look at {s}'s tables directly, where do they live?", "en", "paraphrase"
    # 10 db zh
    @t("db_zh", "zh", "fact", S)
    def _(s, r):
        host = f"pg-{r.choice(['main', 'lab', 'core', 'rpt'])}-{r.randint(1, 4)}"
        return f"{s} 的主库在 {host}，只读副本 {host}-ro 给报表查询用，报表不要连主库。", {"host": host}
    @prompt("db_zh")
    def _(s, v):
        return f"I'm writing a monthly report query over {s} data, which host should it run against?", "en", "cross_language"
    # 11 decision en
    DEC = [("RabbitMQ", "SQS", "message transport", "we already run RabbitMQ on-prem for the analyzers"),
           ("Redis", "Memcached", "cache", "we need TTL per key and pub/sub"),
           ("Temporal", "Celery chains", "long-running workflows", "retries and timers were impossible to reason about"),
           ("server-sent events", "websockets", "live updates", "the corporate proxy at two sites kills websockets"),
           ("Postgres full-text", "OpenSearch", "search", "Postgres FTS was fast enough and one less system"),
           ("gRPC", "REST", "internal API", "strong contracts with the analyzer-bridge team"),
           ("S3 + Parquet", "a reporting DB", "exports", "the data team reads Parquet directly"),
           ("Keycloak groups", "app-level roles", "permissions", "IT already manages groups in AD")]
    @t("decision", "en", "decision", S)
    def _(s, r):
        a, b, asp, why = r.choice(DEC)
        return f"Decided to use {a} instead of {b} for {s}'s {asp} because {why}.", {"a": a, "b": b, "asp": asp}
    @prompt("decision")
    def _(s, v):
        return f"why does {s} use {v['a']} for {v['asp']}? {v['b']} seems like the obvious choice", "en", "direct"
    # 12 decision zh
    DECZ = [("Redis", "本地内存缓存", "缓存", "多副本下本地缓存不一致"),
            ("Protobuf", "JSON", "消息格式", "消息体积太大"),
            ("Alembic", "手写 SQL 脚本", "数据库迁移", "手写脚本多次漏跑"),
            ("MinIO", "NFS", "文件存储", "NFS 在高峰期经常卡死"),
            ("Kafka", "RabbitMQ", "事件总线", "需要按时间回放事件"),
            ("Playwright", "Cypress", "端到端测试", "Cypress 不支持多标签页"),
            ("FastAPI", "Flask", "Web 框架", "需要异步和自动生成 OpenAPI")]
    @t("decision_zh", "zh", "decision", S)
    def _(s, r):
        a, b, asp, why = r.choice(DECZ)
        return f"{s} 的{asp}决定用 {a} 而不是 {b}，原因是{why}。", {"a": a, "b": b, "asp": asp}
    @prompt("decision_zh")
    def _(s, v):
        return f"{s} 为什么不用 {v['b']}？", "zh", "paraphrase"
    # 13 incident en
    INC = [("stopped consuming after a RabbitMQ node restart", "the consumer didn't reconnect on channel close",
            "we now restart the consumer loop on ChannelClosed"),
           ("sent duplicate notifications", "two replicas both ran the scheduler", "leader election via a Postgres advisory lock"),
           ("filled the disk with debug logs", "log level left at DEBUG after an investigation", "the loglevel override now has a TTL"),
           ("returned results for the wrong patient in search", "a cache key missed the site code", "cache keys include the site code"),
           ("hung on startup", "a DNS lookup for the HSM had no timeout", "every outbound call has an explicit timeout"),
           ("lost messages during deploy", "pods were killed before acking", "graceful shutdown drains for 60s")]
    @t("incident", "en", "lesson", S)
    def _(s, r):
        f, c, fx = r.choice(INC)
        d = f"2024-{r.randint(1, 12):02d}-{r.randint(1, 28):02d}"
        return f"Incident {d}: {s} {f}. Root cause: {c}. Fix: {fx}.", {"f": f}
    @prompt("incident")
    def _(s, v):
        return f"looks like {s} {v['f']} again, has this happened before?", "en", "paraphrase"
    # 14 incident zh
    INCZ = [("内存持续上涨最后 OOM", "每个请求都新建 HTTP 客户端没有关闭", "全局复用一个连接池"),
            ("凌晨批处理跑了两遍", "cron 和手动补跑撞在一起", "批处理加了幂等键"),
            ("接口大量 504", "慢 SQL 没有走索引", "上线前必须看执行计划"),
            ("证书过期导致调用全部失败", "没人跟踪证书到期时间", "证书到期前 30 天自动告警"),
            ("时区错乱，结果时间差了 8 小时", "容器里没设置 TZ", "统一存 UTC，展示时再转换")]
    @t("incident_zh", "zh", "lesson", S)
    def _(s, r):
        f, c, fx = r.choice(INCZ)
        d = f"2024-{r.randint(1, 12):02d}-{r.randint(1, 28):02d}"
        return f"事故复盘 {d}：{s} {f}，根因是{c}，之后改为{fx}。", {"f": f}
    @prompt("incident_zh")
    def _(s, v):
        return f"{s} 又出现{v['f']}了，之前怎么处理的？", "zh", "paraphrase"
    # 15 todo en
    TODOS = ["drop the legacy /v1 endpoints", "move secrets from env files to Vault", "add OpenTelemetry tracing",
             "replace the hand-rolled retry loop with tenacity", "split the monolithic config.yaml per environment",
             "add pagination to the list endpoints", "remove the feature flag after rollout", "upgrade to Python 3.12"]
    @t("todo", "en", "todo", S)
    def _(s, r):
        task = r.choice(TODOS)
        dl = r.choice(["end of Q1", "the March release", "2025-06-30", "the CAP inspection", "the Eastfield go-live"])
        return f"TODO: {task} in {s} before {dl}.", {"task": task}
    @prompt("todo")
    def _(s, v):
        return f"I have a free afternoon, any pending cleanup on {s}?", "en", "paraphrase"
    # 16 todo zh
    TODOZ = ["补齐单元测试，覆盖率到 80%", "把同步调用改成异步队列", "接入统一的告警平台", "清理废弃的数据表", "加上接口限流"]
    @t("todo_zh", "zh", "todo", S)
    def _(s, r):
        task = r.choice(TODOZ)
        dl = r.choice(["3 月底", "下个版本", "年底前", "Q2 结束前"])
        return f"待办：{s} {task}，截止时间 {dl}。", {"task": task}
    @prompt("todo_zh")
    def _(s, v):
        return f"what's still open on {s} that we promised to do?", "en", "cross_language"
    # 17 dashboard
    @t("dashboard", "en", "fact", S)
    def _(s, r):
        slug = s.replace("-", "") + "-" + r.choice(["overview", "golden", "red", "main"])
        panel = r.choice(["p99 latency", "queue depth", "error ratio", "consumer lag", "DB pool saturation"])
        return f"{s} dashboard: https://grafana.lumen.internal/d/{slug} — watch the '{panel}' panel after deploys.", {"panel": panel}
    @prompt("dashboard")
    def _(s, v):
        return f"just rolled out {s}, how do I tell if it's healthy?", "en", "paraphrase"
    # 18 timeout
    DEPS = ["patient-index", "fhir-api", "identity-proxy", "the HSM", "reference-ranges-svc", "instrument-registry", "notification-hub"]
    @t("timeout", "en", "config", S)
    def _(s, r):
        dep = r.choice([d for d in DEPS if d != s])
        ms = r.choice([300, 500, 800, 1500, 2000, 3000])
        rt = r.choice([0, 1, 2, 3])
        eff = r.choice(["thread pool exhaustion", "cascading timeouts upstream", "duplicate writes", "the worklist UI freezing"])
        return f"{s} calls {dep} with a {ms} ms timeout and {rt} retries; raising it once caused {eff}.", {"dep": dep}
    @prompt("timeout")
    def _(s, v):
        return f"{s} gets occasional DeadlineExceeded talking to {v['dep']}, can I just give it 10 seconds?", "en", "paraphrase"
    # 19 queue
    @t("queue", "en", "config", S)
    def _(s, r):
        q = f"lumen.{r.choice(['orders', 'results', 'specimens', 'events', 'labels', 'notify'])}.{s.split('-')[0]}"
        pf = r.choice([1, 5, 10, 20, 50])
        return f"{s} consumes RabbitMQ queue `{q}` with prefetch {pf} (quorum queue, DLX `{q}.dlq`).", {"q": q}
    @prompt("queue")
    def _(s, v):
        return f"where do {s}'s failed messages end up, I want to requeue them", "en", "paraphrase"
    # 20 cron
    JOBS = ["nightly reconciliation", "stale-order cleanup", "QC summary", "label reprint sweep", "archive", "reminder digest"]
    @t("cron", "en", "config", S)
    def _(s, r):
        job = r.choice(JOBS)
        h, m = r.randint(0, 5), r.choice([0, 15, 30, 45])
        return f"{s} runs its {job} job at {h:02d}:{m:02d} UTC (cron `{m} {h} * * *`).", {"job": job}
    @prompt("cron")
    def _(s, v):
        return f"when does {s}'s {v['job']} kick off each night? I want to schedule maintenance around it", "en", "direct"
    # 21 loglevel zh
    @t("loglevel_zh", "zh", "config", S)
    def _(s, r):
        lvl = r.choice(["WARN", "INFO", "ERROR"])
        ttl = r.choice(["15m", "30m", "1h"])
        return f"{s} 在 prod 的日志级别是 {lvl}，排查问题时用 `lumenctl loglevel {s} debug --ttl {ttl}` 临时调高，到期自动恢复。", {}
    @prompt("loglevel_zh")
    def _(s, v):
        return f"I need debug logs from {s} in prod for a bit, how?", "en", "cross_language"
    # 22 feature flag
    FLAGS = [("new_worklist_sort", "the priority-based worklist sorting"), ("fhir_r5_output", "FHIR R5 resources"),
             ("pdf_v2", "the new report layout"), ("auto_recollect", "automatic recollection requests"),
             ("bulk_relabel", "bulk relabeling"), ("sse_updates", "live updates over SSE")]
    @t("flag", "en", "config", S)
    def _(s, r):
        f, what = r.choice(FLAGS)
        st = r.choice(["on in staging only", "on for Eastfield only", "off everywhere until validation", "on in prod since last month"])
        return f"Feature flag `{f}` gates {what} in {s}; it is {st}.", {"what": what}
    @prompt("flag")
    def _(s, v):
        return f"users say they can't see {v['what']} in {s}, is it switched on for them?", "en", "paraphrase"
    # 23 secret
    SECRETS = ["DB password", "HL7 MLLP TLS cert", "API client secret", "SMTP credentials", "HMAC signing key"]
    @t("secret", "en", "config", S)
    def _(s, r):
        sec = r.choice(SECRETS)
        path = f"kv/lumen/{s}/{sec.lower().split()[0]}"
        d = r.choice([30, 60, 90, 180])
        return f"The {sec} for {s} is stored in Vault at `{path}`, rotated every {d} days by the vault-rotator job.", {"sec": sec}
    @prompt("secret")
    def _(s, v):
        return f"where do I get {s}'s {v['sec']} for local debugging?", "en", "direct"
    # 24 resources
    @t("resources", "en", "config", S)
    def _(s, r):
        cpu = r.choice(["250m", "500m", "1", "2"])
        mem = r.choice(["256Mi", "512Mi", "1Gi", "2Gi"])
        lim = {"256Mi": "512Mi", "512Mi": "1Gi", "1Gi": "2Gi", "2Gi": "4Gi"}[mem]
        return f"{s} pods request {cpu} CPU / {mem} and are limited to {lim}; with the old {mem} limit it was OOM-killed during month-end.", {}
    @prompt("resources")
    def _(s, v):
        return f"{s} shows 'OOMKilled' in kubectl describe, what are its current memory settings?", "en", "pasted_log"
    # 25 runtime
    RUNT = [("Python", "3.11, FastAPI", "uv"), ("Go", "1.22", "ko"), ("Kotlin", "JVM 21, Spring Boot", "Gradle"),
            ("TypeScript", "Node 20", "pnpm"), ("Java", "17, Quarkus", "Maven")]
    @t("runtime", "en", "fact", S)
    def _(s, r):
        l, rt, b = r.choice(RUNT)
        return f"{s} is written in {l} ({rt}) and built with {b}.", {"l": l}
    @prompt("runtime")
    def _(s, v):
        return f"what language/toolchain do I need installed to hack on {s}?", "en", "paraphrase"
    # 26 deploy
    DEPL = ["ArgoCD auto-sync from the deploy repo; prod needs a manual sync click", "a Helm release from the GitLab pipeline, prod via a manual job",
            "a blue/green switch in the ingress; the old color stays up 30 minutes", "a canary (10% → 50% → 100%) driven by Argo Rollouts"]
    @t("deploy", "en", "fact", S)
    def _(s, r):
        return f"{s} deploys through {r.choice(DEPL)}.", {}
    @prompt("deploy")
    def _(s, v):
        return f"how do I get my {s} change to prod?", "en", "paraphrase"
    # 27 unittest cmd
    @t("testcmd", "en", "fact", S)
    def _(s, r):
        cmd = r.choice([f"just test {s}", f"cd services/{s} && uv run pytest -q", f"cd services/{s} && go test ./...",
                        f"./gradlew :{s}:test", f"pnpm --filter {s} test"])
        return f"Run {s}'s unit tests with `{cmd}`.", {}
    @prompt("testcmd")
    def _(s, v):
        return f"how do I run the tests for {s}?", "en", "direct"
    # 28 site analyzer bridge
    @t("site_bridge", "en", "fact", SITES)
    def _(s, r):
        name, code, tz = s
        an = r.choice(ANALYZERS)
        host = f"bridge-{code.lower()}-{r.randint(1, 3)}.lumen.internal"
        return f"{name} ({code}) runs {an} analyzers; its analyzer-bridge instance is on {host}.", {"host": host}
    @prompt("site_bridge")
    def _(s, v):
        return f"analyzers at {s[0]} stopped sending results, which box do I ssh into?", "en", "paraphrase"
    # 29 site contact zh
    @t("site_zh", "zh", "fact", SITES_ZH)
    def _(s, r):
        p = r.choice(PEOPLE_ZH)
        return f"{s}的 LIS 对接人是{p}，分机 {r.randint(6000, 6999)}，上线前要和他确认医嘱字典。", {}
    @prompt("site_zh")
    def _(s, v):
        return f"{s}那边接口有问题应该联系谁？", "zh", "paraphrase"
    # 30 analyzer quirk
    QUIRKS = [("sends the result unit in OBX-6 as free text", "--normalize-units"),
              ("repeats the last message after a reconnect", "--dedupe-window 120s"),
              ("pads sample IDs with leading zeros", "--strip-leading-zeros"),
              ("uses a comma as decimal separator", "--decimal-comma"),
              ("sends a flag 'H*' meaning critical high", "--map-flag 'H*=HH'"),
              ("closes the socket after every message", "--reconnect-per-message")]
    @t("quirk", "en", "lesson", ANALYZERS)
    def _(s, r):
        q, f = r.choice(QUIRKS)
        return f"The {s} {q}; analyzer-bridge handles it with `{f}` in that instrument's profile.", {"q": q}
    @prompt("quirk")
    def _(s, v):
        return f"results from the {s} look weird in the worklist — it {v['q'].replace('sends', 'is sending')}. do we handle that?", "en", "paraphrase"
    # 31 test code en
    @t("testcode", "en", "fact", TESTS)
    def _(s, r):
        code, name, zh, unit = s
        m = r.choice([15, 30, 30, 60])
        return f"Local test code L-{code} ({name}) is reported in {unit}; critical results must be called within {m} minutes.", {}
    @prompt("testcode")
    def _(s, v):
        return f"what unit does L-{s[0]} come back in?", "en", "direct"
    # 32 test code zh
    @t("testcode_zh", "zh", "fact", TESTS)
    def _(s, r):
        code, name, zh, unit = s
        note = r.choice(["标本必须在 2 小时内上机", "需要空腹采血", "用蓝头管采集", "冷藏送检", "溶血会导致结果假性升高"])
        return f"检验项目 L-{code}（{zh}）：{note}，超时样本由 specimen-intake 自动拒收。", {"note": note}
    @prompt("testcode_zh")
    def _(s, v):
        return f"specimen-intake rejected a {s[1]} sample, what are the collection rules for that test?", "en", "cross_language"
    # 33 loinc
    @t("loinc", "en", "config", TESTS)
    def _(s, r):
        code = s[0]
        loinc = f"{r.randint(1000, 99999)}-{r.randint(0, 9)}"
        return f"Local code L-{code} maps to LOINC {loinc}; the mapping table is libs/terminology/loinc_map.csv.", {"loinc": loinc}
    @prompt("loinc")
    def _(s, v):
        return f"what's the standard code we send out in FHIR for our {s[1]} test?", "en", "paraphrase"
    # 34 SLO
    @t("slo", "en", "decision", S)
    def _(s, r):
        ms = r.choice([200, 300, 500, 800, 1200])
        pct = r.choice(["0.1", "0.5", "1"])
        return f"{s} SLO: p99 under {ms} ms, error budget {pct}% per 30 days; when the budget is burnt, feature work stops.", {}
    @prompt("slo")
    def _(s, v):
        return f"how fast is {s} supposed to be?", "en", "paraphrase"
    # 35 alert en
    @t("alert", "en", "fact", S)
    def _(s, r):
        name = "".join(w.capitalize() for w in s.split("-")) + r.choice(["HighErrorRate", "QueueBacklog", "ConsumerDown", "LatencyHigh"])
        return f"Alert `{name}` pages for {s}; runbook: https://wiki.lumen.internal/runbooks/{s}#{name.lower()}.", {"name": name}
    @prompt("alert")
    def _(s, v):
        return f"[FIRING:1] {v['name']} (severity=page, service={s})\ngot paged for this at 3am, what do I do", "en", "pasted_log"
    # 36 alert zh
    @t("alert_zh", "zh", "fact", S)
    def _(s, r):
        c = r.choice(["5 分钟内错误率超过 2%", "队列积压超过 5000 条", "消费者全部离线超过 3 分钟", "p99 延迟连续 10 分钟超过 1 秒"])
        return f"{s} 的告警规则：{c}就会打电话给值班，阈值在 alerts/{s}.yaml 里改。", {"c": c}
    @prompt("alert_zh")
    def _(s, v):
        return f"{s} 的告警太吵了，阈值在哪调？", "zh", "paraphrase"
    # 37 migrations
    @t("migrate", "en", "lesson", S)
    def _(s, r):
        cmd = r.choice(["uv run alembic upgrade head", "goose -dir migrations postgres up", "./gradlew flywayMigrate", "pnpm knex migrate:latest"])
        return f"{s} migrations: `{cmd}`; never edit a migration that has already been applied anywhere.", {}
    @prompt("migrate")
    def _(s, v):
        return f"added a column to {s}'s model, how do I apply the schema change?", "en", "paraphrase"
    # 38 api version
    @t("apiver", "en", "decision", S)
    def _(s, r):
        n = r.randint(2, 4)
        d = r.choice(["2025-03-31", "2025-06-30", "2025-09-30"])
        return f"{s}'s public API is versioned in the path (/v{n}); /v{n - 1} is deprecated and will be removed on {d}.", {"n": n}
    @prompt("apiver")
    def _(s, v):
        return f"a site integration still calls {s} /v{v['n'] - 1}, how long will that keep working?", "en", "paraphrase"
    # 39 ratelimit
    @t("ratelimit", "en", "config", S)
    def _(s, r):
        n = r.choice([20, 50, 100, 200])
        return f"{s} rate limit: {n} req/s per client id, burst {n * 2}; over it the gateway returns 429 with Retry-After.", {}
    @prompt("ratelimit")
    def _(s, v):
        return f"our batch script gets HTTP 429 from {s} after a few seconds, what's allowed?", "en", "pasted_log"
    # 40 cache en
    @t("cache", "en", "config", S)
    def _(s, r):
        what = r.choice(["reference ranges", "patient demographics", "test catalog", "site config", "user permissions"])
        ttl = r.choice(["5 minutes", "15 minutes", "1 hour", "24 hours"])
        pre = s.split("-")[0][:4]
        return f"{s} caches {what} in Redis for {ttl} (key prefix `{pre}:`); flush with `lumenctl cache flush {s}`.", {"what": what}
    @prompt("cache")
    def _(s, v):
        return f"I updated the {v['what']} but {s} still shows the old values", "en", "paraphrase"
    # 41 cache zh
    @t("cache_zh", "zh", "lesson", S)
    def _(s, r):
        return f"改了字典数据以后 {s} 不会马上生效，要么等缓存过期，要么调 `POST /admin/cache/reload`。", {}
    @prompt("cache_zh")
    def _(s, v):
        return f"字典改完了，{s} 页面上还是旧的", "zh", "paraphrase"
    # 42 ci runner
    @t("ci", "en", "lesson", S)
    def _(s, r):
        job = r.choice(["integration", "e2e", "build-image", "contract-tests"])
        tag = r.choice(["docker-large", "privileged", "gpu-none-16g", "dind"])
        err = r.choice(["exit code 137", "'Cannot connect to the Docker daemon'", "a timeout after 60 minutes"])
        return f"CI job `{job}` of {s} needs runner tag `{tag}`; on the shared runners it fails with {err}.", {"job": job, "err": err}
    @prompt("ci")
    def _(s, v):
        return f"pipeline for {s}: job {v['job']} failed with {v['err']}, retried twice, same thing", "en", "pasted_log"
    # 43 lesson en generic
    LESS = ["returns 200 with an error body when a downstream call fails, so check `status` in the JSON",
            "must not be scaled above one replica because of its in-memory scheduler",
            "needs the site timezone header X-Lumen-Site on every request or it assumes Europe/London",
            "silently truncates fields longer than 255 chars in OBX-5",
            "starts slowly (~90 s) because it warms the test catalog; don't shorten the startup probe"]
    @t("lesson", "en", "lesson", S)
    def _(s, r):
        l = r.choice(LESS)
        return f"Gotcha: {s} {l}.", {"l": l}
    @prompt("lesson")
    def _(s, v):
        return f"anything surprising I should know before I touch {s}?", "en", "paraphrase"
    # 44 env var zh
    @t("env_zh", "zh", "config", S)
    def _(s, r):
        var = r.choice(["LUMEN_SITE_CODE", "HL7_CHARSET", "REPORT_FONT_DIR", "TZ", "VAULT_ADDR", "RABBIT_URL"])
        val = {"LUMEN_SITE_CODE": "EF", "HL7_CHARSET": "GB18030", "REPORT_FONT_DIR": "/usr/share/fonts/noto-cjk",
               "TZ": "UTC", "VAULT_ADDR": "https://vault.lumen.internal:8200", "RABBIT_URL": "amqps://rmq.lumen.internal:5671"}[var]
        return f"{s} 启动必须设置环境变量 {var}={val}，不设的话服务会直接退出。", {"var": var}
    @prompt("env_zh")
    def _(s, v):
        return f"{s} exits right after start with no useful log, config missing?", "en", "cross_language"
    # 45 staging host
    @t("staginghost", "en", "config", S)
    def _(s, r):
        host = f"{s.split('-')[0]}-stg-{r.randint(1, 3)}.lumen.internal"
        return f"{s} staging VM is {host}; ssh through bastion-{r.randint(1, 2)}.lumen.internal as user `deploy`.", {"host": host}
    @prompt("staginghost")
    def _(s, v):
        return f"how do I get a shell on the staging box for {s}?", "en", "paraphrase"
    # 46 oncall zh
    @t("oncall_zh", "zh", "fact", S)
    def _(s, r):
        p = r.choice(PEOPLE_ZH)
        return f"{s} 的值班轮换在 PagerDuty「lumen-{s.split('-')[0]}」，周末由{p}兜底。", {}
    @prompt("oncall_zh")
    def _(s, v):
        return f"周末 {s} 出问题找谁？", "zh", "paraphrase"
    # 47 retention
    RET = [("raw HL7 messages", "90 days", "debugging only"), ("audit events", "10 years", "regulatory"),
           ("rendered PDFs", "30 years", "medical records law"), ("access logs", "1 year", "security policy"),
           ("temporary uploads", "7 days", "privacy")]
    @t("retention", "en", "decision", S)
    def _(s, r):
        d, p, why = r.choice(RET)
        return f"{s} keeps {d} for {p} ({why}); a nightly job deletes older rows.", {"d": d}
    @prompt("retention")
    def _(s, v):
        return f"how far back can I find {v['d']} in {s}?", "en", "paraphrase"
    # 48 retention zh
    @t("retention_zh", "zh", "decision", S)
    def _(s, r):
        p = r.choice(["6 个月", "1 年", "3 年", "15 年"])
        return f"{s} 的历史数据保留 {p}，归档到 S3 的 lumen-archive 桶，查询要走 Athena。", {"p": p}
    @prompt("retention_zh")
    def _(s, v):
        return f"I need {s} records from three years ago, the table doesn't have them, where did they go?", "en", "cross_language"
    # 49 config path
    @t("cfgpath", "en", "config", S)
    def _(s, r):
        f = r.choice(["config/default.yaml", "settings.toml", "src/main/resources/application.yml", "config/base.json"])
        return f"{s} reads config from services/{s}/{f}; env vars prefixed {s.split('-')[0].upper()}_ override it.", {}
    @prompt("cfgpath")
    def _(s, v):
        return f"where do I change a setting for {s} without touching code?", "en", "paraphrase"
    # 50 printer
    PRINTERS = [f"ZT{n}-{c}" for n, c in [(410, "EF1"), (411, "EF2"), (230, "SB1"), (610, "HV1"), (410, "KP1"),
                                          (231, "MB1"), (411, "RW1"), (620, "LS1"), (410, "GH1")]]
    @t("printer", "en", "config", PRINTERS)
    def _(s, r):
        dpi = r.choice([203, 300, 600])
        size = r.choice(["50x25 mm", "38x19 mm", "57x32 mm"])
        ip = f"10.{r.randint(20, 40)}.{r.randint(1, 20)}.{r.randint(10, 250)}"
        return f"Label printer {s} ({ip}) prints {size} labels at {dpi} dpi; label-designer must use the matching template.", {"dpi": dpi}
    @prompt("printer")
    def _(s, v):
        return f"barcodes from printer {s} come out stretched and the scanner can't read them", "en", "paraphrase"
    # 51 freezer
    FREEZERS = [f"FZ-{i:02d}" for i in range(1, 10)]
    @t("freezer", "en", "fact", FREEZERS)
    def _(s, r):
        room = r.choice(["B1.12", "B1.14", "2.07", "2.09", "G.03"])
        what = r.choice(["serum aliquots for send-outs", "biobank plasma", "microbiology isolates", "frozen sections", "reagent lots"])
        temp = r.choice(["-20 °C", "-80 °C", "-150 °C"])
        return f"Freezer {s} in room {room} holds {what} at {temp}; storage-locator rack map id {s.lower()}-{r.randint(1, 9)}.", {"what": what}
    @prompt("freezer")
    def _(s, v):
        return f"where physically are the {v['what']} kept, which unit is {s}?", "en", "direct"
    # 52 lumenctl en
    CTL = [("requeue", "moves messages from a DLQ back to the main queue"), ("reprint", "reprints labels for an accession"),
           ("replay-hl7", "re-sends an HL7 message by MSH-10 control id"), ("verify-batch", "bulk-verifies a QC-passed run"),
           ("whoami", "shows which cluster and site you are acting on"), ("purge-cache", "clears every Redis prefix for a service"),
           ("export-audit", "dumps audit events for a date range to CSV"), ("site-tz", "prints the timezone configured for a site")]
    @t("ctl", "en", "fact", CTL)
    def _(s, r):
        extra = r.choice(["needs the lab-admin role", "asks for confirmation in prod", "supports --dry-run", "logs to audit-trail"])
        return f"`lumenctl {s[0]}` {s[1]}; it {extra}.", {}
    @prompt("ctl")
    def _(s, v):
        ask = {"requeue": "how do I push dead-lettered messages back?", "reprint": "a nurse lost the tube labels for an order, how do I print them again?",
               "replay-hl7": "the EHR says it never got result message 8812734, can I resend it?",
               "verify-batch": "QC passed for the whole chemistry run, is there a way to release all of it at once?",
               "whoami": "how do I double-check I'm pointed at staging and not prod before running stuff?",
               "purge-cache": "how do I wipe all cached stuff for a service in one go?",
               "export-audit": "compliance wants every audit event from January as a spreadsheet",
               "site-tz": "how can I see what timezone a site is configured with?"}[s[0]]
        return ask, "en", "paraphrase"
    # 53 lumenctl zh
    CTLZ = [("drain", "把某个 analyzer-bridge 实例下线，停止接新连接"), ("relabel", "批量重新生成条码标签"),
            ("merge-patient", "合并重复的患者档案"), ("unlock", "解锁被锁住的检验结果"), ("resend-report", "重新推送报告到 HIS")]
    @t("ctl_zh", "zh", "fact", CTLZ)
    def _(s, r):
        return f"`lumenctl {s[0]}` 用来{s[1]}，生产环境执行前需要第二个人确认。", {}
    @prompt("ctl_zh")
    def _(s, v):
        ask = {"drain": "I need to take one analyzer bridge out of rotation for maintenance, how?",
               "relabel": "一批标签打错了，能批量重新生成吗？", "merge-patient": "the same patient got registered twice, how do we combine the records?",
               "unlock": "a result is stuck locked by a user who went home, how do I free it?",
               "resend-report": "HIS 说没收到报告，怎么再推一次？"}[s[0]]
        lang = "zh" if any("\u4e00" <= ch <= "\u9fff" for ch in ask) else "en"
        return ask, lang, ("paraphrase" if lang == "zh" else "cross_language")
    # 54 known bug
    BUGS = [("CSV export drops rows with a comma in the comment field", "export as XLSX instead"),
            ("the date filter is off by one day for sites east of UTC", "pass the date in UTC"),
            ("sorting by priority ignores STAT on page 2+", "filter STAT first"),
            ("the search box times out for names shorter than 3 characters", "search by MRN"),
            ("PDF preview fails for reports over 40 pages", "download instead of preview")]
    @t("bug", "en", "lesson", S)
    def _(s, r):
        b, wa = r.choice(BUGS)
        return f"Known bug in {s}: {b}; workaround: {wa} (LUM-{r.randint(1000, 4999)}).", {"b": b}
    @prompt("bug")
    def _(s, v):
        return f"user complaint about {s}: '{v['b']}'. is that a known thing?", "en", "direct"
    # 55 known bug zh
    BUGZ = [("导出 Excel 时中文表头乱码", "先导出 CSV 再用 UTF-8 BOM 打开"), ("批量审核超过 500 条会超时", "分批每次 200 条"),
            ("打印预览在 Safari 下空白", "用 Chrome"), ("患者年龄在闰年生日那天算错", "暂时人工核对")]
    @t("bug_zh", "zh", "lesson", S)
    def _(s, r):
        b, wa = r.choice(BUGZ)
        return f"{s} 已知问题：{b}，临时办法是{wa}，修复单 LUM-{r.randint(1000, 4999)}。", {"b": b}
    @prompt("bug_zh")
    def _(s, v):
        return f"{s} 又有人反馈{v['b']}", "zh", "direct"
    # 56 runtime upgrade
    @t("upgrade", "en", "todo", S)
    def _(s, r):
        cur, nxt = r.choice([("Node 18", "Node 20"), ("Python 3.10", "Python 3.11"), ("Java 17", "Java 21"), ("Go 1.21", "Go 1.22")])
        q = r.choice(["Q1", "Q2", "Q3"])
        return f"{s} still runs {cur}; the upgrade to {nxt} is planned for {q} 2025.", {"cur": cur}
    @prompt("upgrade")
    def _(s, v):
        return f"{s} 现在跑的是什么运行时版本，有升级计划吗？", "zh", "cross_language"
    # 57 glossary en
    GLOSS = [("accession", "the lab's id for one order+specimen collection event, not the patient id"),
             ("add-on", "a test added to an already received specimen"),
             ("delta check", "comparison with the patient's previous result for the same test"),
             ("autoverification", "rule-based release of results without a tech clicking verify"),
             ("TAT", "turnaround time from receipt to verification, not from collection"),
             ("recollect", "a request to draw a new specimen, which cancels the old one"),
             ("send-out", "a test performed by an external reference lab")]
    @t("gloss", "en", "fact", GLOSS)
    def _(s, r):
        return f"In this codebase '{s[0]}' means {s[1]}.", {}
    @prompt("gloss")
    def _(s, v):
        return f"in the ticket it says to compute {s[0]} — what exactly do we mean by that here?", "en", "direct"
    # 58 glossary zh
    GLOSZ = [("复检", "同一标本在同一台仪器上重新测定，不重新采血"), ("急诊标本", "优先级 STAT，必须 1 小时内出报告"),
             ("分杯", "把一管标本分成多份给不同仪器"), ("拒收", "标本不合格被退回，需要临床重新采集")]
    @t("gloss_zh", "zh", "fact", GLOSZ)
    def _(s, r):
        return f"系统里的「{s[0]}」指的是{s[1]}。", {}
    @prompt("gloss_zh")
    def _(s, v):
        q = {"复检": "what's the difference between a rerun and a recollection in our data model?",
             "急诊标本": "how fast does a STAT sample have to be reported?",
             "分杯": "what does aliquoting mean in the sample-aliquoter context?",
             "拒收": "what happens to a rejected specimen?"}[s[0]]
        return q, "en", "cross_language"
    # 59 vendor
    VEND = [("Roche", "cobas infinity middleware"), ("Sysmex", "WAM"), ("Zebra", "label printers"),
            ("Thales", "Luna HSM"), ("InterSystems", "HealthShare at Eastfield"), ("Siemens", "Atellica Data Manager")]
    @t("vendor", "en", "fact", VEND)
    def _(s, r):
        cid = f"{s[0][:3].upper()}-{r.randint(10000, 99999)}"
        return f"{s[0]} support for {s[1]}: support-{s[0].lower()}@vendor.example, contract id {cid}.", {"cid": cid}
    @prompt("vendor")
    def _(s, v):
        return f"I need to open a ticket with {s[0]} about the {s[1]}, what contract number do they want?", "en", "direct"
    # 60 test patients
    TPAT = [("neonate, 3 days old", "pediatric reference ranges"), ("patient with 40 years of history", "delta checks"),
            ("patient with a merged duplicate record", "patient merge flows"), ("patient with a Chinese name in GB18030", "encoding tests"),
            ("deceased patient", "report suppression"), ("patient with a blood group antibody", "crossmatch tests")]
    @t("testpat", "en", "fact", TPAT)
    def _(s, r):
        mrn = f"TEST{r.randint(100000, 999999)}"
        return f"Use staging test patient MRN {mrn} ({s[0]}) for {s[1]}; never put real MRNs in fixtures.", {"mrn": mrn}
    @prompt("testpat")
    def _(s, v):
        return f"I need a staging patient to exercise {s[1]}, is there a ready-made one?", "en", "paraphrase"
    # 61 preference en
    PREF = [("pytest fixtures", "setUp/tearDown classes", "writing tests"), ("f-strings", "% formatting", "string formatting"),
            ("httpx", "requests", "HTTP clients in Python"), ("structured JSON logs", "plain text logs", "logging"),
            ("early returns", "nested if/else", "control flow"), ("pathlib", "os.path", "file paths"),
            ("dataclasses", "plain dicts", "internal data structures"), ("explicit SQL", "ORM magic", "complex queries")]
    @t("pref", "en", "preference", PREF)
    def _(s, r):
        return f"User prefers {s[0]} over {s[1]} for {s[2]}.", {}
    @prompt("pref")
    def _(s, v):
        q = {"writing tests": "write tests for parse_obx()", "string formatting": "clean up the message building in this function",
             "HTTP clients in Python": "add a small client to call fhir-api from the export script",
             "logging": "add logging to the reconcile job", "control flow": "refactor validate_order, it's hard to read",
             "file paths": "write a helper that finds all .hl7 files under a folder",
             "internal data structures": "the parser returns a big dict, can you give it a proper type?",
             "complex queries": "write the query for TAT per site per month"}[s[2]]
        return q, "en", "paraphrase"
    # 62 preference zh
    PREFZ = [("代码注释用中文", "注释"), ("变量名不要用拼音", "命名"), ("回答里不要用表情符号", "回答风格"),
             ("Git 分支名用 feature/LUM-xxx-简短英文", "分支命名"), ("前端组件用函数式加 hooks，不用 class 组件", "React 写法")]
    @t("pref_zh", "zh", "preference", PREFZ)
    def _(s, r):
        return f"用户偏好：{s[0]}。", {}
    @prompt("pref_zh")
    def _(s, v):
        q = {"注释": ("add comments to this function", "en", "cross_language"),
             "命名": ("给这个变量起个名字，表示标本接收时间", "zh", "paraphrase"),
             "回答风格": ("any style rules for how you write answers to me?", "en", "cross_language"),
             "分支命名": ("create a branch for ticket LUM-2211 (fix label DPI)", "en", "cross_language"),
             "React 写法": ("写一个显示标本状态的 React 组件", "zh", "paraphrase")}[s[1]]
        return q
    # 63 perm
    @t("perm", "en", "config", S)
    def _(s, r):
        role = r.choice(["lab-tech", "lab-supervisor", "lab-admin", "it-support", "pathologist"])
        act = r.choice(["delete", "override", "bulk-edit", "export", "reopen"])
        return f"In {s} only the Keycloak role `{role}` may {act} records; the check lives in the service, not in identity-proxy.", {"act": act}
    @prompt("perm")
    def _(s, v):
        return f"a user gets 403 when trying to {v['act']} something in {s}, who is allowed to?", "en", "pasted_log"
    # 64 mixed notes
    @t("mixed", "mixed", "lesson", S)
    def _(s, r):
        i = r.randrange(4)
        x = ["本地跑 {s} 要先 `docker login registry.lumen.internal`，不然拉不到 base image",
                      "{s} 的 OpenAPI spec 在 services/{s}/openapi.yaml，改接口先改 spec 再 generate client",
                      "{s} 的 e2e test 依赖 analyzer-sim，记得先 `just sim-up`",
                      "{s} 的 Dockerfile 用 multi-stage，最终镜像是 distroless，没有 shell，debug 用 `kubectl debug`"][i]
        return x.format(s=s), {"i": i}
    @prompt("mixed")
    def _(s, v):
        return [f"pulling the base image for {s} fails with 'unauthorized: authentication required'",
                f"I want to add a field to {s}'s response, where do I start?",
                f"{s} e2e tests fail with connection refused on the instrument port",
                f"kubectl exec into {s} says 'executable file not found: sh', how do I debug it?"][v["i"]], "en", "cross_language"
    return T


# memories in the same service whose text would also answer a prompt of this template
RELATED = {"port": ["staginghost"], "staginghost": ["port"], "db": ["db_zh"], "db_zh": ["db"],
           "owner": ["owner_zh"], "owner_zh": ["owner", "oncall_zh"], "oncall_zh": [],
           "alert": ["alert_zh"], "alert_zh": ["alert"], "incident": [], "todo": ["todo_zh"], "todo_zh": ["todo"],
           "cache": ["cache_zh"], "cache_zh": ["cache"], "libpin": ["libpin_zh"], "libpin_zh": ["libpin"],
           "runtime": ["upgrade"], "upgrade": ["runtime"], "retention": ["retention_zh"], "retention_zh": ["retention"],
           "decision": ["decision_zh"], "decision_zh": ["decision"], "justtarget": ["mixed"], "testcmd": ["justtarget"],
           "resources": [], "env_zh": ["cfgpath"], "cfgpath": ["env_zh"], "dashboard": ["slo", "alert"],
           "deploy": [], "migrate": []}


# anchor memories that also answer a templated prompt
EXTRA = {("ctl", "whoami"): ["a11"], ("env_zh", "hl7-gateway"): [], ("gloss_zh", "急诊标本"): [],
         ("ctl", "verify-batch"): ["a01"]}


def build_large():
    rng = random.Random(SEED)
    T = mk(rng)
    assert len(T) >= 60, len(T)
    mems, index = [], {}  # index[(tid, subject_key)] = memory id
    counter = 0
    for tpl in T:
        subs = list(tpl["subjects"])
        if subs is SVCS or subs == SVCS:
            k = rng.randint(6, 9)
            subs = rng.sample(subs, k)
        for s in subs:
            text, slots = tpl["text"](s, rng)
            counter += 1
            mid = f"m{counter:03d}"
            imp = rng.choice([3, 4, 4, 5, 5, 5, 6, 6, 7])
            ver = rng.random() < 0.75
            mems.append(M(mid, text, tpl["cat"], imp, ver))
            key = s if isinstance(s, str) else s[0]
            index[(tpl["tid"], key)] = (mid, s, slots)
    # prompts: one per template for the first 45 templates in a shuffled order
    prompts = []
    order = [x for x in T if x["prompt"]]
    rng.shuffle(order)
    n = 0
    for tpl in order:
        if n >= 45:
            break
        keys = sorted(k for (tid, k) in index if tid == tpl["tid"])
        key = rng.choice(keys)
        mid, s, slots = index[(tpl["tid"], key)]
        text, lang, kind = tpl["prompt"](s, slots)
        needs = [mid]
        needs += EXTRA.get((tpl["tid"], key), [])
        for rel in RELATED.get(tpl["tid"], []):
            if (rel, key) in index:
                needs.append(index[(rel, key)][0])
        n += 1
        prompts.append(P(f"lt{n:03d}", text, needs, lang, kind))
    all_mem = ANCHORS + mems
    all_prompts = ANCHOR_PROMPTS + prompts + ANCHOR_NOISE
    return all_mem, all_prompts, len(T)


def mark_mixed(prompts):
    """A Chinese prompt carrying English identifiers or phrases is labelled 'mixed'."""
    for p in prompts:
        if p["lang"] == "zh" and sum(c.isascii() and c.isalpha() for c in p["prompt"]) >= 8:
            p["lang"] = "mixed"
    return prompts


def write(name, title, mems, prompts):
    prompts = mark_mixed([dict(p) for p in prompts])
    data = {"name": title, "memories": mems, "prompts": prompts}
    (OUT / name).write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


def main():
    write("store_tiny.json", "context13-tiny: skylog, a Rust CLI for drone flight logs", TINY_MEM, TINY_PROMPTS)
    write("store_small.json", "context13-small: Ironvale, a Go multiplayer game backend", SMALL_MEM, SMALL_PROMPTS)
    mems, prompts, nt = build_large()
    write("store_large.json", "context13-large: Lumen, a clinical laboratory information system", mems, prompts)
    print(f"templates={nt} tiny={len(TINY_MEM)} small={len(SMALL_MEM)} large={len(mems)}")


if __name__ == "__main__":
    main()
