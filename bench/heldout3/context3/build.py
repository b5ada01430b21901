#!/usr/bin/env python3
"""Build the blind context-injection benchmark set #3.

    python3 build.py            # (re)build store_small/medium/large.json + self-check + README
    python3 build.py --check    # only run the self-check on existing files
    python3 build.py --audit    # also print lexical overlap of no-memory prompts vs memories

Deterministic (seeded).  The small store is hand written.  Medium and large are generated
from a fact model: every fictional project gets a seeded profile; each (project, aspect)
slot renders exactly ONE memory from an English or Chinese template, so a prompt about
"lantern:db" has exactly one answering memory.  Needing prompts for the generated stores
are hand-written per-aspect question templates (EN and ZH, several kinds) that get bound
to a project; org-level ("g:") memories have hand-written prompts.  The builder forces
the memory language each prompt needs (crosslang => other language, otherwise the same).
"""
import datetime
import json
import os
import random
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
CATEGORIES = {"decision", "preference", "config", "convention", "deadline", "gotcha", "project", "person"}
NEED_KINDS = {"paraphrase", "keyword", "crosslang", "task", "long", "short"}
NONE_KINDS = {"unrelated", "general", "smalltalk", "near_miss"}
CJK = re.compile(r"[\u4e00-\u9fff]")

# ----------------------------------------------------------------------------------------
# People (en form, zh form)
# ----------------------------------------------------------------------------------------
PEOPLE = [
    ("Ingmar Solberg", "Ingmar Solberg"), ("Mateo Ruiz", "Mateo Ruiz"), ("Keiko Sato", "Keiko Sato"),
    ("Dmitri Volkov", "Dmitri Volkov"), ("Amara Nwosu", "Amara Nwosu"), ("Felix Braun", "Felix Braun"),
    ("Sofia Lindqvist", "Sofia Lindqvist"), ("Arjun Iyer", "Arjun Iyer"), ("Tariq Hassan", "Tariq Hassan"),
    ("Greta Novak", "Greta Novak"), ("Paulo Costa", "Paulo Costa"), ("Hannah Meyer", "Hannah Meyer"),
    ("Noah Fischer", "Noah Fischer"), ("Leila Karimi", "Leila Karimi"), ("Oscar Lund", "Oscar Lund"),
    ("Fang Yu", "方宇"), ("Xu Qing", "许晴"), ("Qiu Lei", "邱磊"), ("Jiang Tao", "蒋涛"),
    ("Dong Lu", "董璐"), ("Fan Zhe", "范哲"), ("Ye Nan", "叶楠"), ("Cheng Liang", "程亮"),
    ("Bai Xue", "白雪"), ("Tian Rui", "田蕊"), ("Lu Yao", "陆瑶"), ("Shi Kang", "石康"),
    ("Pan Yi", "潘怡"), ("Du Wen", "杜文"), ("Wei Chen", "魏晨"),
]

# slug, Name, stack, desc_en, desc_zh
PROJECTS = [
    ("lantern", "Lantern", "python", "the clinic appointment booking API", "诊所预约挂号 API"),
    ("compass", "Compass", "go", "the fleet GPS telemetry ingester", "车队 GPS 遥测数据接入服务"),
    ("anchor", "Anchor", "ts", "the hotel reservation web app", "酒店预订 Web 应用"),
    ("meadow", "Meadow", "ts", "the farm sensor dashboard", "农场传感器看板"),
    ("granite", "Granite", "python", "the scanned-document OCR pipeline", "扫描件 OCR 识别流水线"),
    ("pelican", "Pelican", "java", "the courier dispatch service", "快递员派单服务"),
    ("willow", "Willow", "ts", "the school gradebook backend", "学校成绩册后端"),
    ("sparrow", "Sparrow", "rust", "the podcast audio transcoder", "播客音频转码服务"),
    ("tangerine", "Tangerine", "java", "the restaurant POS sync service", "餐厅收银机数据同步服务"),
    ("bramble", "Bramble", "java", "the insurance claims workflow engine", "保险理赔工作流引擎"),
    ("cinder", "Cinder", "go", "the game leaderboard service", "游戏排行榜服务"),
    ("marlin", "Marlin", "ts", "the concert seat ticketing backend", "演出选座售票后端"),
    ("thistle", "Thistle", "python", "the library catalogue search", "图书馆馆藏检索"),
    ("vortex", "Vortex", "rust", "the IoT firmware update server", "物联网固件升级服务"),
    ("saddle", "Saddle", "go", "the bike-rental unlock service", "共享单车开锁服务"),
    ("juno", "Juno", "python", "the payroll calculation service", "薪资核算服务"),
    ("obsidian", "Obsidian", "go", "the internal secrets broker", "内部密钥分发服务"),
    ("prairie", "Prairie", "python", "the crop-yield forecasting models", "农作物产量预测模型"),
    ("quokka", "Quokka", "ts", "the kids' learning app backend", "少儿学习 App 后端"),
    ("rook", "Rook", "ts", "the chess puzzle website", "国际象棋谜题网站"),
    ("sequoia", "Sequoia", "python", "the genome alignment batch jobs", "基因比对批处理任务"),
    ("topaz", "Topaz", "java", "the e-signature service", "电子签章服务"),
    ("urchin", "Urchin", "go", "the marine weather API", "海洋气象 API"),
    ("velvet", "Velvet", "ts", "the fashion catalogue storefront", "服装商品目录商城前端"),
    ("walrus", "Walrus", "go", "the cold-storage backup service", "冷存储备份服务"),
    ("yarrow", "Yarrow", "java", "the pharmacy stock tracker", "药房库存追踪系统"),
    ("zephyr", "Zephyr", "rust", "the wind-farm turbine telemetry", "风电场风机遥测系统"),
    ("kettle", "Kettle", "ts", "the recipe sharing app", "菜谱分享 App"),
    ("basalt", "Basalt", "go", "the internal DNS and service registry", "内部 DNS 与服务注册中心"),
    ("cormorant", "Cormorant", "java", "the customs declaration gateway", "海关报关网关"),
    ("dune", "Dune", "python", "the solar-panel output analytics", "光伏发电量分析"),
    ("fennel", "Fennel", "ts", "the grocery delivery slot picker", "生鲜配送时段选择服务"),
    ("gull", "Gull", "go", "the SMS verification-code sender", "短信验证码发送服务"),
    ("hollow", "Hollow", "python", "the property-listing scraper", "房源信息爬虫"),
    ("iris", "Iris", "rust", "the face-match verification service", "人脸比对核验服务"),
    ("jasper", "Jasper", "java", "the loan approval rules engine", "贷款审批规则引擎"),
    ("lichen", "Lichen", "python", "the air-quality sensor data lake", "空气质量传感器数据湖"),
    ("mosaic", "Mosaic", "ts", "the photo-book editor", "照片书在线编辑器"),
    ("nutmeg", "Nutmeg", "python", "the coupon fraud detector", "优惠券反作弊检测"),
    ("opal", "Opal", "java", "the hospital bed management system", "医院床位管理系统"),
    ("quillon", "Quillon", "go", "the contract PDF renderer", "合同 PDF 渲染服务"),
    ("ripple", "Ripple", "ts", "the live-stream comment feed", "直播弹幕评论流"),
]

STACKS = {
    "python": dict(
        fw=[("FastAPI", "Django", "the API is small and needs async calls to three upstreams", "接口不多，但要异步并发调三个上游"),
            ("Django", "Flask", "the built-in admin replaced an internal CRUD tool", "Django 自带的 admin 直接替代了一个内部增删改查工具"),
            ("Litestar", "FastAPI", "its DTO layer removed a lot of hand-written serializers", "它的 DTO 层省掉了大量手写序列化代码")],
        tcmd=["pytest -n auto", "make check", "nox -s tests"],
        lint=["ruff (lint + format)", "ruff + mypy --strict", "black + pylint"],
        pins=[("SQLAlchemy", "2.0.25", "2.0.26 changed lazy-loading defaults and broke relationship caching", "2.0.26 改了懒加载默认值，关系缓存失效"),
              ("pydantic", "2.5", "2.6 rejects our legacy enum coercion", "2.6 不再接受我们旧的枚举强转"),
              ("boto3", "1.28", "newer versions pull a botocore that breaks the MinIO signature", "新版本依赖的 botocore 和 MinIO 签名不兼容"),
              ("pyarrow", "14", "pyarrow 15 writes parquet files Spark 3.3 cannot read", "pyarrow 15 写出的 parquet 文件 Spark 3.3 读不了")],
        env="{SLUG}_SETTINGS_MODULE"),
    "go": dict(
        fw=[("connect-go", "grpc-go", "browser clients can call it without an Envoy proxy", "浏览器可以直接调用，不用额外架 Envoy"),
            ("echo", "gin", "its context and error handling fit our middleware better", "它的 context 和错误处理更适合我们的中间件"),
            ("stdlib net/http", "fiber", "fiber is not net/http compatible and broke our tracing middleware", "fiber 不兼容 net/http，我们的链路追踪中间件用不了")],
        tcmd=["go test -race ./...", "make test", "mage test"],
        lint=["golangci-lint with the repo's .golangci.yml", "gofumpt + golangci-lint", "staticcheck + revive"],
        pins=[("pgx", "v5.4", "v5.5 changed how it handles prepared statements through PgBouncer", "v5.5 经过 PgBouncer 时预编译语句的行为变了"),
              ("sarama", "1.41", "1.42 changed the rebalance strategy and we saw duplicate consumption", "1.42 改了 rebalance 策略，出现重复消费"),
              ("otel SDK", "1.21", "1.22 drops the exporter our collector still speaks", "1.22 去掉了我们 collector 还在用的 exporter")],
        env="{SLUG}_CONFIG"),
    "ts": dict(
        fw=[("Next.js (app router)", "Remix", "we need ISR for the public pages", "公开页面需要 ISR 增量静态生成"),
            ("NestJS", "Express", "module boundaries and DI keep the larger codebase manageable", "模块边界和依赖注入让大代码库更好维护"),
            ("SvelteKit", "Next.js", "the bundle stays small on low-end Android phones", "在低端安卓机上包体积更小")],
        tcmd=["pnpm test", "pnpm vitest run", "npm run test:ci"],
        lint=["eslint + prettier", "biome", "eslint (airbnb config) + prettier"],
        pins=[("prisma", "5.7", "5.8 generates a client that breaks our soft-delete middleware", "5.8 生成的 client 会破坏我们的软删除中间件"),
              ("react-query", "4", "v5 renamed cacheTime and the offline cache stopped persisting", "v5 改名了 cacheTime，离线缓存不再持久化"),
              ("typescript", "5.2", "5.3 surfaces hundreds of new strictness errors in generated code", "5.3 会在生成代码里报几百个新的严格模式错误")],
        env="{SLUG}_ENV_FILE"),
    "java": dict(
        fw=[("Spring Boot 3", "Quarkus", "the team already runs Spring everywhere and shares starters", "团队到处都在用 Spring，可以复用公共 starter"),
            ("Quarkus", "Spring Boot", "native images cut cold start to under a second", "原生镜像把冷启动降到一秒以内"),
            ("Micronaut", "Spring Boot", "compile-time DI keeps memory below 256 MB", "编译期依赖注入让内存保持在 256 MB 以下")],
        tcmd=["./gradlew check", "mvn -B verify", "./gradlew test integrationTest"],
        lint=["spotless (google-java-format) + checkstyle", "checkstyle + errorprone", "spotless + PMD"],
        pins=[("Jackson", "2.15", "2.16 changed record deserialization and broke our DTOs", "2.16 改了 record 反序列化，DTO 解析出错"),
              ("Hibernate", "6.2", "6.4 generates different SQL for our pagination queries", "6.4 对分页查询生成的 SQL 不一样"),
              ("Flyway", "9", "Flyway 10 needs a paid edition for our MySQL 5.7 replica", "Flyway 10 对 MySQL 5.7 从库需要付费版")],
        env="{SLUG}_PROFILE"),
    "rust": dict(
        fw=[("axum", "actix-web", "it composes with tower middleware we already use", "它能直接用我们已有的 tower 中间件"),
            ("tonic", "hand-rolled HTTP", "typed gRPC contracts with the firmware team", "和固件团队用强类型 gRPC 契约对接"),
            ("axum", "warp", "warp's filter types made compile times explode", "warp 的 filter 类型让编译时间暴涨")],
        tcmd=["cargo nextest run", "cargo test --workspace", "just test"],
        lint=["cargo clippy -D warnings + rustfmt", "clippy (pedantic) + rustfmt", "cargo fmt --check + clippy"],
        pins=[("tokio", "1.35", "1.36 changed the blocking-pool shutdown and hangs our graceful stop", "1.36 改了阻塞线程池的关闭逻辑，优雅退出会卡住"),
              ("rustls", "0.21", "0.22 rewrote the config API and the mTLS loader needs a rewrite", "0.22 重写了配置 API，mTLS 加载代码要重写"),
              ("sqlx", "0.7.2", "0.7.3 broke offline query metadata in CI", "0.7.3 让 CI 里的离线查询元数据失效")],
        env="{SLUG}_CONFIG_TOML"),
}

DB_ENGINES = [("PostgreSQL 16", "pg"), ("MySQL 8.0", "mysql"), ("PostgreSQL 15", "pg"), ("MongoDB 7", "mongo")]
CI = ["GitHub Actions", "GitLab CI", "Drone", "Tekton"]
CLUSTERS = ["hz-prod-1", "sh-prod-3", "bj-prod-2", "sz-prod-1"]
FLAG_TOOLS = [("Flagsmith", "Flagsmith"), ("Unleash", "Unleash"), ("the in-house Switchboard service", "自研的 Switchboard 服务")]
MILESTONES = [("public beta", "公测"), ("v3 release", "v3 版本发布"), ("move to the new Kubernetes cluster", "迁移到新 K8s 集群"),
              ("pilot with the first three customers", "首批三家客户试点"), ("decommissioning of the old API", "旧版 API 下线")]
MONTHS_EN = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
DANGERS = [
    ("`redis-cli FLUSHALL`", "`redis-cli FLUSHALL`", "it also holds the idempotency keys, so every in-flight request would be replayed",
     "里面还存着幂等键，清掉后所有进行中的请求都会被重放"),
    ("the `purge_expired` script without `--dry-run`", "不带 `--dry-run` 的 `purge_expired` 脚本", "a bad date filter there deleted live records once and there is no soft delete",
     "以前日期条件写错删过线上数据，而且没有软删除"),
    ("a `TRUNCATE` on the `audit_log` table", "对 `audit_log` 表的 `TRUNCATE`", "the audit trail is a legal requirement and regulators can ask for it at any time",
     "审计日志是合规要求，监管随时可能调取"),
    ("the reindex job during 08:00–22:00", "08:00–22:00 之间的重建索引任务", "it locks the main table and the whole service times out",
     "它会锁主表，整个服务都会超时"),
    ("a manual `kubectl scale --replicas=0`", "手动 `kubectl scale --replicas=0`", "the leader lease is not released and the cluster needs a manual failover",
     "leader 租约不会释放，需要人工切主"),
]
GOTCHAS = [
    ("the staging environment shares its Redis with QA, so flushing it logs every tester out",
     "staging 环境和 QA 共用一个 Redis，清缓存会把所有测试同学踢下线"),
    ("timestamps in the legacy `events` table are stored in Asia/Shanghai local time, not UTC; convert before comparing",
     "旧的 `events` 表里时间戳存的是北京时间而不是 UTC，比较之前要先转换"),
    ("the integration tests fail on the first run after a schema change because the test DB template is cached; run `make reset-testdb`",
     "改完表结构后第一次跑集成测试会失败，因为测试库模板有缓存，要先 `make reset-testdb`"),
    ("the upstream partner API returns HTTP 200 with an `error` field on failure, so status-code checks alone miss errors",
     "上游合作方接口失败时也返回 HTTP 200，只是 body 里带 `error` 字段，只看状态码会漏掉错误"),
    ("the health check passes before the config reload finishes, so the first few requests after a deploy can get 503",
     "健康检查在配置热加载完成前就通过了，发布后的头几个请求可能返回 503"),
    ("file uploads above 8 MB are silently truncated by the ingress unless the `proxy-body-size` annotation is raised",
     "超过 8 MB 的上传会被 ingress 静默截断，除非调大 `proxy-body-size` 注解"),
    ("the nightly job and the hourly compaction both lock the same partition; if the nightly run is late the compaction deadlocks",
     "夜间任务和每小时的 compaction 会锁同一个分区，夜间任务一延迟就会死锁"),
]
CACHE_PURPOSES = [("session tokens", "会话令牌"), ("rendered responses", "渲染后的响应"), ("rate-limit counters", "限流计数"),
                  ("lookup tables from the upstream", "上游的字典数据")]
TTLS = [("15 minutes", "15 分钟"), ("2 hours", "2 小时"), ("12 hours", "12 小时"), ("3 days", "3 天")]
LOG_SINKS = [("Loki", "Loki"), ("OpenSearch", "OpenSearch"), ("Datadog", "Datadog")]
SCHED = [("Airflow", "Airflow"), ("a Kubernetes CronJob", "K8s CronJob"), ("Temporal", "Temporal")]
JOBS = [("reconciliation", "对账任务"), ("data export", "数据导出"), ("stale-record cleanup", "过期数据清理"),
        ("report generation", "报表生成")]
QUEUES = [("Kafka", "Kafka"), ("RabbitMQ", "RabbitMQ"), ("NATS JetStream", "NATS JetStream"), ("Pulsar", "Pulsar")]
PREFS = [
    ("prefers early returns over nested if/else and keeps functions under about 40 lines",
     "喜欢用提前 return 代替层层嵌套的 if/else，函数尽量不超过 40 行"),
    ("wants a CHANGELOG.md entry under 'Unreleased' in the same change, not added later",
     "要求每次改动在同一个提交里更新 CHANGELOG.md 的「Unreleased」部分，不要事后补"),
    ("prefers table-driven / parametrized tests over one test function per case",
     "偏好表驱动（参数化）测试，不要每个用例单独写一个测试函数"),
    ("wants every error message to include the request id so support can trace it",
     "要求所有错误信息都带上 request id，方便客服追查"),
    ("prefers explicit names over abbreviations (`customer_count`, not `cust_cnt`)",
     "偏好完整的变量名，不要缩写（写 `customer_count`，不要写 `cust_cnt`）"),
]
MERGE = [("squash merge only", "只允许 squash merge"), ("rebase merge, no merge commits", "只用 rebase merge，不要 merge commit")]


def fmt_date(y, m, d):
    return f"{MONTHS_EN[m - 1]} {d}, {y}", f"{y} 年 {m} 月 {d} 日"


def make_profile(proj, r, used):
    slug, name, stack, desc, desc_zh = proj
    st = STACKS[stack]
    p = dict(slug=slug, Name=name, SLUG=slug.upper(), stack=stack, desc=desc, desc_zh=desc_zh)
    eng, short = r.choice(DB_ENGINES)
    while True:
        port = {"pg": r.randint(5401, 5499), "mysql": r.randint(3307, 3399), "mongo": r.randint(27018, 27099)}[short]
        if port not in used and port not in (5432, 3306, 27017):
            used.add(port)
            break
    p.update(db=eng, dbhost=f"{slug}-{short}-0{r.randint(1, 4)}.corp.internal", dbport=port, dbname=f"{slug}_main")
    while True:
        lp = r.randint(7100, 7990)
        if lp not in used and lp + 1 not in used:
            used.update({lp, lp + 1})
            break
    p.update(port=lp, mockport=lp + 1)
    people = r.sample(PEOPLE, 3)
    p.update(owner=people[0][0], owner_zh=people[0][1], backup=people[1][0], backup_zh=people[1][1],
             lead=people[2][0], lead_zh=people[2][1])
    p.update(ci=r.choice(CI), cluster=r.choice(CLUSTERS), ns=f"{slug}-prod")
    ms = r.choice(MILESTONES)
    y, m, d = 2027, r.randint(1, 9), r.randint(3, 26)
    p["ms"], p["ms_zh"] = ms
    p["date_en"], p["date_zh"] = fmt_date(y, m, d)
    fz = datetime.date(y, m, d) - datetime.timedelta(days=7)
    p["freeze_en"], p["freeze_zh"] = fmt_date(fz.year, fz.month, fz.day)
    fw = r.choice(st["fw"])
    p.update(fw=fw[0], alt=fw[1], why=fw[2], why_zh=fw[3])
    p.update(tcmd=r.choice(st["tcmd"]), lint=r.choice(st["lint"]), ll=r.choice([100, 110, 120]))
    g = r.choice(GOTCHAS)
    p.update(gotcha=g[0], gotcha_zh=g[1])
    f = r.choice(FLAG_TOOLS)
    p.update(flag=f[0], flag_zh=f[1], flagsprints=r.choice([2, 3, 4]))
    p.update(pd=f"{slug}-primary", esc=r.choice([10, 15, 20]))
    p.update(envvar=st["env"].format(SLUG=slug.upper()), timeout=r.choice([800, 1500, 3000, 5000]))
    p.update(approvals=r.choice([1, 2]))
    p["merge"], p["merge_zh"] = r.choice(MERGE)
    dg = r.choice(DANGERS)
    p.update(danger=dg[0], danger_zh=dg[1], conseq=dg[2], conseq_zh=dg[3])
    c = r.choice(CACHE_PURPOSES)
    t = r.choice(TTLS)
    p.update(cache=c[0], cache_zh=c[1], redis=f"redis-{slug}.corp.internal:{r.choice([6379, 6380, 6390])}/{r.randint(0, 7)}",
             ttl=t[0], ttl_zh=t[1])
    pin = r.choice(st["pins"])
    p.update(pin=pin[0], pinver=pin[1], pinwhy=pin[2], pinwhy_zh=pin[3])
    s = r.choice(LOG_SINKS)
    p.update(sink=s[0], logdays=r.choice([7, 14, 30, 90]))
    p.update(vault=f"kv/{slug}/prod", apiver=r.choice([2, 3, 4]), depr=r.choice([90, 180]))
    q = r.choice(QUEUES)
    p.update(queue=q[0], topic=f"{slug}.{r.choice(['events', 'jobs', 'updates', 'commands'])}.v{r.randint(1, 3)}",
             group=f"{slug}-workers", partitions=r.choice([6, 12, 24]))
    j = r.choice(JOBS)
    sc = r.choice(SCHED)
    p.update(job=j[0], job_zh=j[1], sched=sc[0], sched_zh=sc[1], jobtime=f"{r.choice([1, 2, 3, 4])}:{r.choice(['00', '15', '30', '45'])}")
    p.update(stg=f"https://{slug}.stg.corp.example", qa=f"qa+{slug}@corp.example")
    p.update(rl=r.choice([60, 120, 300, 600, 1000]), p99=r.choice([150, 250, 400, 800]), slo=r.choice(["99.9", "99.95", "99.5"]))
    p.update(space=slug[:3].upper() + "DOC")
    pf = r.choice(PREFS)
    p.update(pref=pf[0], pref_zh=pf[1])
    others = [x for x in PEOPLE if x not in people]
    pm = r.choice(others)
    p.update(pm=pm[0], pm_zh=pm[1], board=slug[:4].upper())
    return p


# ----------------------------------------------------------------------------------------
# Aspects: category, importance range, critical?, EN templates, ZH templates, prompt templates.
# Prompt templates are (lang, kind, text); text uses {Name} only.  Each aspect answers a
# distinct question, so a bound prompt has exactly one answering memory in the store.
# ----------------------------------------------------------------------------------------
ASPECTS = {
    "db": ("config", (5, 7), False,
           ["{Name} ({desc}) keeps its data in {db} on {dbhost}:{dbport}, database `{dbname}`.",
            "Database for {Name}: {db}, host {dbhost}, port {dbport} (not the default), schema/database `{dbname}`."],
           ["{Name}（{desc_zh}）的数据存在 {db} 上，地址 {dbhost}:{dbport}，库名 `{dbname}`。",
            "{Name} 用的 DB 是 {db}，host `{dbhost}`，端口 {dbport}（不是默认端口），database 叫 `{dbname}`。"],
           [("en", "paraphrase", "Which server and port should I point my SQL client at to look at {Name}'s tables?"),
            ("en", "task", "Write the connection string for {Name}'s backing store so the new reporting script can read from it."),
            ("en", "short", "{Name} DB host?"),
            ("en", "keyword", "{Name} database port name"),
            ("zh", "paraphrase", "{Name} 的数据放在哪台机器上？我想连上去看看表。"),
            ("zh", "short", "{Name} 连哪个库？"),
            ("en", "long", "I'm writing a one-off backfill for {Name} that has to read about two million rows and update a status column. Before I start, I need to know exactly where its persistent storage lives: which engine, which host, which port and what the database is called, so I can configure the script and open a read-only session first.")]),
    "local_port": ("config", (4, 6), False,
           ["When run locally, {Name} listens on port {port}; its fake upstream (mock server) runs on {mockport}.",
            "{Name} dev setup: app on http://localhost:{port}, the mock of its upstream on localhost:{mockport}."],
           ["{Name} 本地开发时监听 {port} 端口，上游的 mock server 跑在 {mockport}。",
            "本地跑 {Name}：服务在 localhost:{port}，upstream mock 在 localhost:{mockport}。"],
           [("en", "paraphrase", "After I start {Name} on my laptop, what URL do I open in the browser?"),
            ("en", "task", "Add a curl example to the {Name} README that hits the app running on my machine."),
            ("en", "short", "{Name} local port?"),
            ("zh", "paraphrase", "{Name} 在自己电脑上跑起来以后，访问哪个地址？"),
            ("zh", "task", "帮我写个 docker-compose，把 {Name} 和它的假上游一起起起来，端口别冲突。")]),
    "owner": ("person", (5, 7), False,
           ["{owner} owns {Name}; changes to its public interface need their approval (backup: {backup}).",
            "Ask {owner} about anything {Name}-related; {backup} covers when {owner} is away."],
           ["{Name} 的负责人是 {owner_zh}，改它的对外接口要先经过 {owner_zh} 同意；{backup_zh} 是备份联系人。",
            "{Name} 相关的问题找 {owner_zh}，{owner_zh} 不在时找 {backup_zh}。"],
           [("en", "paraphrase", "Who is the right person to sign off on a breaking change to {Name}?"),
            ("en", "short", "Who maintains {Name}?"),
            ("en", "task", "Draft a message to whoever must approve a breaking change to {Name}'s API, asking to rename a response field."),
            ("zh", "paraphrase", "{Name} 这个项目归谁管？我有个接口改动要找人拍板。"),
            ("zh", "short", "{Name} 技术负责人？")]),
    "deploy": ("convention", (5, 7), False,
           ["Releasing {Name}: merge to main, push a `v*` tag; {ci} builds the image and Argo CD syncs it into namespace `{ns}` on cluster {cluster}. No manual kubectl apply.",
            "{Name} ships via tag-triggered {ci} pipeline -> Argo CD ({cluster}, ns `{ns}`). Never hand-apply manifests to prod."],
           ["{Name} 上线流程：合并到 main 后打 `v*` tag，{ci} 构建镜像，Argo CD 同步到 {cluster} 集群的 `{ns}` namespace，禁止手动 kubectl apply。",
            "发布 {Name} 只能走 tag 触发的 {ci} 流水线 + Argo CD（集群 {cluster}），不要手工改线上 manifest。"],
           [("en", "task", "Ship my merged {Name} change to production."),
            ("en", "paraphrase", "What's the proper way to get a new build of {Name} live?"),
            ("en", "keyword", "{Name} release process prod"),
            ("zh", "task", "帮我把 {Name} 刚合进去的修复发到线上。"),
            ("zh", "paraphrase", "{Name} 新版本怎么推到生产环境？"),
            ("en", "long", "Our team just finished a small fix in {Name} that corrects a rounding bug users complained about, and the pull request was approved and merged an hour ago. My manager wants it in front of customers before the end of the day. Walk me through the exact steps I should take to get this build running in production, including what triggers the pipeline.")]),
    "deadline": ("deadline", (7, 8), False,
           ["{Name}: the {ms} is due {date_en}; feature freeze starts {freeze_en}, after that only bug fixes get merged.",
            "Hard date for {Name}'s {ms}: {date_en}. Code freeze one week before ({freeze_en})."],
           ["{Name} 的{ms_zh}截止日期是 {date_zh}，{freeze_zh}起功能冻结，之后只合 bug 修复。",
            "{Name} {ms_zh}必须在 {date_zh} 前完成，{freeze_zh} 开始 code freeze。"],
           [("en", "paraphrase", "How much time do we have left before {Name}'s next big milestone?"),
            ("en", "task", "Plan the remaining {Name} work into weekly chunks so we hit the due date."),
            ("en", "short", "{Name} due date?"),
            ("zh", "paraphrase", "{Name} 最晚什么时候要交付？什么时候开始不能合新功能？"),
            ("zh", "task", "帮我给 {Name} 排一下剩下几周的开发计划，别错过截止时间。"),
            ("zh", "long", "产品经理刚问我 {Name} 还能不能再塞一个导出功能进这一期。我需要知道这一期的最终交付日期是哪天、从哪天开始冻结不再接受新功能，然后评估一下剩下的时间够不够做这个导出、写测试以及联调，最后给产品一个明确的答复。")]),
    "framework": ("decision", (5, 7), False,
           ["{Name} is built on {fw}; we chose it over {alt} because {why}.",
            "Decision: {Name} uses {fw}, not {alt} — {why}."],
           ["{Name} 选了 {fw} 而不是 {alt}，原因是{why_zh}。",
            "{Name} 框架决策：用 {fw}，不用 {alt}，因为{why_zh}。"],
           [("en", "paraphrase", "Why did {Name} end up on its current web framework instead of the alternative we looked at?"),
            ("en", "task", "Scaffold a new endpoint in {Name} using whatever web framework it's built on."),
            ("en", "short", "{Name} framework?"),
            ("zh", "paraphrase", "{Name} 当初为什么选了现在这个 Web 框架？"),
            ("zh", "task", "给 {Name} 加一个新的 HTTP 接口，用它现有的框架写。")]),
    "tests": ("convention", (4, 6), False,
           ["Run {Name}'s test suite with `{tcmd}`; CI runs the same command and it must pass before merge.",
            "{Name} tests: `{tcmd}` (same as CI)."],
           ["{Name} 跑测试用 `{tcmd}`，CI 里也是这条命令，不通过不能合并。",
            "跑 {Name} 的单测：`{tcmd}`，和 CI 保持一致。"],
           [("en", "paraphrase", "How do I check that my {Name} change didn't break anything before pushing?"),
            ("en", "task", "Set up a pre-push hook for {Name} that runs its tests."),
            ("en", "short", "{Name} test command?"),
            ("zh", "paraphrase", "{Name} 本地怎么验证我的改动没把别的搞坏？"),
            ("zh", "short", "{Name} 怎么跑测试？")]),
    "gotcha": ("gotcha", (5, 7), False,
           ["Gotcha in {Name}: {gotcha}.",
            "Known trap with {Name}: {gotcha}."],
           ["{Name} 的坑：{gotcha_zh}。",
            "注意 {Name}：{gotcha_zh}。"],
           [("en", "paraphrase", "Anything non-obvious I should watch out for when working on {Name}?", ["prod_danger"]),
            ("en", "keyword", "{Name} known issues pitfalls"),
            ("zh", "paraphrase", "改 {Name} 之前有什么容易踩的坑吗？", ["prod_danger"]),
            ("en", "long", "I'm new to {Name} and I'm about to pick up my first ticket there next sprint. Before I start, I'd love a heads-up on the weird behaviours or traps that previous developers ran into, the kind of thing that costs you a whole afternoon of debugging when nobody warns you. What should I keep in mind?", ["prod_danger"])]),
    "flags": ("config", (4, 6), False,
           ["{Name}'s feature flags are managed in {flag} (project `{slug}-flags`); a flag must be removed within {flagsprints} sprints after full rollout.",
            "Feature toggles for {Name}: {flag}, project key `{slug}-flags`. Clean up each flag at most {flagsprints} sprints after 100% rollout."],
           ["{Name} 的功能开关放在 {flag_zh}（项目 `{slug}-flags`），全量后 {flagsprints} 个迭代内必须删掉开关代码。",
            "{Name} feature flag 统一用 {flag_zh} 管理，project key 是 `{slug}-flags`，放量到 100% 后 {flagsprints} 个 sprint 内清理。"],
           [("en", "task", "Put the new {Name} export option behind a toggle so we can roll it out gradually."),
            ("en", "paraphrase", "Where do I switch a {Name} feature on for only some users?"),
            ("zh", "task", "给 {Name} 的新功能加个开关，先灰度 10% 用户。"),
            ("zh", "paraphrase", "{Name} 的灰度开关在哪里配置？")
            ,("mixed", "keyword", "{Name} feature toggle 平台")]),
    "oncall": ("config", (5, 7), False,
           ["{Name} paging goes to PagerDuty schedule `{pd}`; if unacknowledged for {esc} minutes it escalates to {lead}.",
            "On-call for {Name}: PagerDuty `{pd}`, escalation to {lead} after {esc} min."],
           ["{Name} 的告警发到 PagerDuty 排班 `{pd}`，{esc} 分钟没人响应就升级给 {lead_zh}。",
            "{Name} oncall：PagerDuty schedule `{pd}`，{esc} 分钟未 ack 升级到 {lead_zh}。"],
           [("en", "paraphrase", "{Name} alerts are firing at night and nobody answered; who gets woken up next?"),
            ("en", "short", "{Name} on-call schedule?"),
            ("zh", "paraphrase", "{Name} 半夜报警没人接，会升级到谁那里？"),
            ("zh", "task", "帮我给 {Name} 新加的告警规则配上正确的值班通知。")
            ,("zh", "long", "昨天夜里两点 {Name} 的错误率告警响了将近四十分钟都没有人处理，第二天用户投诉才发现。我想搞清楚现在的值班机制：告警到底发给哪个排班表，多久没人确认会升级，升级之后找的是谁。然后帮我想想怎么避免再发生这种事。")]),
    "env": ("config", (4, 6), False,
           ["{Name} loads its settings from the file named by env var `{envvar}`; upstream HTTP timeout defaults to {timeout} ms.",
            "Config for {Name}: point `{envvar}` at the settings file; default outbound timeout {timeout} ms."],
           ["{Name} 通过环境变量 `{envvar}` 指定配置文件，调用上游的 HTTP 超时默认 {timeout} ms。",
            "{Name} 的配置入口是 env `{envvar}`，outbound timeout 默认 {timeout} 毫秒。"],
           [("en", "paraphrase", "How does {Name} know which settings file to read at startup?"),
            ("en", "task", "Write a systemd unit for {Name} that passes it the right configuration."),
            ("zh", "paraphrase", "{Name} 启动时怎么告诉它用哪份配置？"),
            ("zh", "keyword", "{Name} 环境变量 超时")]),
    "lint": ("convention", (4, 5), False,
           ["{Name} code style: {lint}, max line length {ll}; CI treats lint warnings as errors.",
            "Style rules for {Name}: {lint}, lines up to {ll} chars, warnings fail the build."],
           ["{Name} 代码规范：{lint}，单行最长 {ll}，CI 里 lint 警告也算失败。",
            "{Name} 的 lint 配置是 {lint}，line length {ll}，有 warning 就挂 CI。"],
           [("en", "task", "Configure my editor to format {Name} code the way the project expects."),
            ("en", "paraphrase", "My {Name} PR is red on CI for style reasons; what formatter and rules does it use?"),
            ("zh", "task", "帮我把编辑器配成符合 {Name} 代码风格的格式化设置。"),
            ("zh", "short", "{Name} 行宽多少？")]),
    "review": ("convention", (4, 6), False,
           ["{Name} pull requests need {approvals} approval(s) and use {merge}; branch names follow `feat/<ticket>` or `fix/<ticket>`.",
            "PR rules for {Name}: {approvals} approving review(s), {merge}, branches named `feat/<ticket>`/`fix/<ticket>`."],
           ["{Name} 的 PR 需要 {approvals} 个 approve，{merge_zh}，分支命名 `feat/<工单号>` 或 `fix/<工单号>`。",
            "{Name} 合并规则：{approvals} 人 review 通过，{merge_zh}；branch 名格式 `feat/<ticket>`。"],
           [("en", "paraphrase", "How many reviewers does a {Name} change need before it can go in?"),
            ("en", "task", "Create a branch for ticket OPS-412 in {Name} with the right naming."),
            ("zh", "paraphrase", "{Name} 的合并请求要几个人同意？能直接 merge commit 吗？")]),
    "prod_danger": ("convention", (9, 10), True,
           ["NEVER run {danger} against {Name} production: {conseq}.",
            "Critical for {Name} prod: do not run {danger} — {conseq}."],
           ["{Name} 生产环境绝对不能执行 {danger_zh}：{conseq_zh}。",
            "红线：禁止在 {Name} 线上跑 {danger_zh}，因为{conseq_zh}。"],
           [("en", "paraphrase", "Is there anything I must never do on {Name}'s live environment?"),
            ("en", "task", "I'm doing maintenance on {Name} production tonight; write me a checklist of things to avoid."),
            ("zh", "paraphrase", "{Name} 线上有哪些操作是绝对禁止的？"),
            ("zh", "task", "今晚要登 {Name} 的生产环境做维护，帮我列个注意事项清单。")]),
    "cache": ("config", (4, 6), False,
           ["{Name} caches {cache} in Redis at `{redis}` with a TTL of {ttl}.",
            "Cache setup for {Name}: {cache} go to `{redis}`, expiry {ttl}."],
           ["{Name} 把{cache_zh}缓存在 Redis `{redis}`，过期时间 {ttl_zh}。",
            "{Name} 的缓存：{cache_zh}存在 `{redis}`，TTL {ttl_zh}。"],
           [("en", "paraphrase", "How long does {Name} hold on to cached entries, and where are they kept?"),
            ("en", "short", "{Name} cache TTL?"),
            ("zh", "paraphrase", "{Name} 的缓存多久过期？放在哪个实例上？"),
            ("zh", "task", "写个脚本查看 {Name} 缓存里现在有多少个 key。")
            ,("mixed", "keyword", "{Name} redis 缓存 TTL")
            ,("zh", "long", "最近用户反馈 {Name} 里有些数据改了以后要过很久才生效，我怀疑是缓存的问题。在动手排查之前，我想先弄清楚它到底缓存了哪些东西、放在哪个 Redis 实例的哪个库里、过期时间设置的是多少，这样我才能判断是不是要主动失效或者把过期时间调短。")]),
    "pin": ("decision", (5, 7), False,
           ["{Name} pins {pin} at {pinver} on purpose: {pinwhy}. Don't let Renovate/Dependabot bump it.",
            "Do not upgrade {pin} in {Name} past {pinver} — {pinwhy}."],
           ["{Name} 故意把 {pin} 锁在 {pinver}：{pinwhy_zh}，不要让 Renovate/Dependabot 升级它。",
            "{Name} 里 {pin} 不要升级到 {pinver} 以上，因为{pinwhy_zh}。"],
           [("en", "task", "Bump all of {Name}'s dependencies to their latest versions."),
            ("en", "paraphrase", "Is there any library in {Name} that we deliberately keep on an old version?"),
            ("zh", "task", "把 {Name} 的依赖全部升级到最新版。"),
            ("zh", "paraphrase", "{Name} 有没有哪个依赖是故意不升级的？为什么？"),
            ("en", "long", "Security flagged a batch of outdated packages in {Name}, and I want to open one big upgrade PR this afternoon rather than twenty small ones. Before I run the upgrade tool across the whole lockfile, tell me whether any of the dependencies must stay where they are and what breaks if they move, so I don't cause a regression.")]),
    "logs": ("config", (4, 6), False,
           ["{Name} logs are shipped to {sink} (service tag `{slug}`) and kept for {logdays} days.",
            "Where to find {Name} logs: {sink}, filter `service={slug}`; retention {logdays} days."],
           ["{Name} 的日志收集到 {sink}（service 标签 `{slug}`），保留 {logdays} 天。",
            "查 {Name} 日志去 {sink}，过滤 `service={slug}`，只留 {logdays} 天。"],
           [("en", "paraphrase", "A customer reported an error in {Name} last Tuesday; where can I search what happened?"),
            ("en", "short", "{Name} logs where?"),
            ("zh", "paraphrase", "{Name} 上周报错的记录去哪里查？能保留多久？"),
            ("zh", "keyword", "{Name} 日志 保留")]),
    "secrets": ("convention", (9, 10), True,
           ["{Name} production credentials live only in Vault at `{vault}`; never put them in the repo, .env files or CI variables.",
            "Secrets for {Name} prod: Vault path `{vault}` only. Committing a credential counts as a security incident."],
           ["{Name} 生产环境的密钥只放在 Vault `{vault}`，绝对不能写进仓库、.env 或 CI 变量。",
            "{Name} prod 的 secret 一律存 Vault（路径 `{vault}`），提交任何凭证到代码库都算安全事故。"],
           [("en", "task", "Add the new third-party API key to {Name} so prod can use it."),
            ("en", "paraphrase", "Where am I supposed to put {Name}'s production passwords?"),
            ("zh", "task", "把新的第三方 API key 加到 {Name} 的生产配置里。"),
            ("zh", "paraphrase", "{Name} 线上的密码应该放在哪里？")
            ,("en", "long", "We're integrating {Name} with a new vendor and they just emailed us the production API credentials as a plain text attachment. I want to wire them into the service today so the integration can go live tomorrow morning. Tell me where these credentials are supposed to be stored for the live environment and what I must avoid doing with them.")]),
    "api_version": ("decision", (5, 7), False,
           ["{Name}'s public API is versioned in the path (currently `/v{apiver}/`); breaking changes need a new version and {depr} days of deprecation notice.",
            "API versioning for {Name}: URL prefix `/v{apiver}/`, breaking change => new major path + {depr}-day deprecation period."],
           ["{Name} 对外 API 用路径做版本（当前 `/v{apiver}/`），不兼容改动必须出新版本，并提前 {depr} 天公告废弃。",
            "{Name} 接口版本规则：URL 前缀 `/v{apiver}/`，breaking change 要开新版本，老版本保留 {depr} 天 deprecation。"],
           [("en", "paraphrase", "I need to rename a field in {Name}'s responses; how do we handle incompatible changes?"),
            ("en", "task", "Remove the deprecated `legacy_id` field from {Name}'s public responses."),
            ("zh", "paraphrase", "{Name} 的接口要做不兼容改动，有什么流程？"),
            ("zh", "short", "{Name} 当前接口版本？")]),
    "queue": ("config", (4, 6), False,
           ["{Name} consumes {queue} topic `{topic}` with consumer group `{group}` ({partitions} partitions).",
            "Messaging for {Name}: reads `{topic}` on {queue}, group `{group}`, {partitions} partitions — don't run more consumers than that."],
           ["{Name} 从 {queue} 的 `{topic}` 消费消息，consumer group 是 `{group}`，共 {partitions} 个分区。",
            "{Name} 的消息队列：{queue} topic `{topic}`，消费组 `{group}`，分区数 {partitions}，消费者别超过分区数。"],
           [("en", "paraphrase", "Where do {Name}'s incoming events come from and how far can I scale its workers?"),
            ("en", "task", "Write a small tool that replays yesterday's messages into {Name}."),
            ("zh", "paraphrase", "{Name} 的消息从哪里来？最多能开几个消费实例？"),
            ("zh", "keyword", "{Name} topic 消费组")
            ,("en", "long", "Consumer lag on {Name} has been climbing all week and my first instinct is to double the number of worker pods this afternoon. Before I do that, remind me which stream it reads from, what consumer group it joins and how many partitions there are, because I suspect adding pods beyond a certain point will not help at all.")]),
    "cron": ("config", (4, 6), False,
           ["{Name}'s nightly {job} runs at {jobtime} UTC, scheduled by {sched}.",
            "Scheduled work in {Name}: the {job} job, every night at {jobtime} UTC via {sched}."],
           ["{Name} 每晚 UTC {jobtime} 跑{job_zh}，由 {sched_zh} 调度。",
            "{Name} 的定时任务：{job_zh}，每天 UTC {jobtime}，用 {sched_zh} 触发。"],
           [("en", "paraphrase", "When does {Name}'s batch work kick off each day, and what triggers it?"),
            ("en", "task", "Move {Name}'s nightly batch one hour later."),
            ("zh", "paraphrase", "{Name} 每天晚上的批处理几点开始？谁来触发？"),
            ("zh", "task", "把 {Name} 的夜间任务往后推一个小时。")]),
    "staging": ("config", (4, 6), False,
           ["{Name} staging is at {stg}; log in with the shared test account `{qa}` (password in 1Password vault 'QA').",
            "Test environment for {Name}: {stg}, account `{qa}`, password in the 'QA' 1Password vault."],
           ["{Name} 的测试环境地址是 {stg}，用公共测试账号 `{qa}` 登录（密码在 1Password 的 QA 保险库）。",
            "{Name} staging：{stg}，测试账号 `{qa}`，密码去 1Password「QA」vault 找。"],
           [("en", "paraphrase", "Where can I try my {Name} change before real users see it?"),
            ("en", "short", "{Name} staging URL?"),
            ("zh", "paraphrase", "{Name} 有没有能先验证一下的预发环境？怎么登录？"),
            ("zh", "task", "帮我写个 Playwright 冒烟测试，跑在 {Name} 的测试环境上。")
            ,("en", "keyword", "{Name} staging login account")
            ,("zh", "long", "测试同学明天要对 {Name} 做一轮回归，她是新来的，没有任何账号。请告诉我应该把哪个测试环境的地址发给她、用哪个公共账号登录、密码去哪里拿，我好一次性在消息里写清楚，免得她来回问，也省得她拿自己的真实账号去测试。")]),
    "rate_limit": ("config", (4, 6), False,
           ["{Name} rate-limits each API key to {rl} requests per minute; callers over the limit get HTTP 429 with `Retry-After`.",
            "Throttling in {Name}: {rl} req/min per API key, 429 + Retry-After beyond that."],
           ["{Name} 对每个 API key 限流 {rl} 次/分钟，超过返回 429 并带 `Retry-After`。",
            "{Name} 的 rate limit：每个 key 每分钟 {rl} 个请求，超限返回 HTTP 429。"],
           [("en", "paraphrase", "How many calls a minute can one client make to {Name} before it gets throttled?"),
            ("en", "task", "Write a client for {Name} that stays under its request quota."),
            ("zh", "paraphrase", "调 {Name} 每分钟最多能发多少请求？"),
            ("zh", "short", "{Name} 限流多少？")
            ,("en", "keyword", "{Name} 429 quota per key")]),
    "slo": ("config", (4, 6), False,
           ["{Name} SLO: {slo}% monthly availability and p99 latency under {p99} ms; alerts fire at 2x burn rate.",
            "Targets for {Name}: availability {slo}%, p99 < {p99} ms."],
           ["{Name} 的 SLO：月可用性 {slo}%，p99 延迟低于 {p99} ms，错误预算 2 倍消耗时告警。",
            "{Name} 指标目标：可用性 {slo}%，p99 latency < {p99}ms。"],
           [("en", "paraphrase", "How fast is {Name} supposed to respond, and how much downtime can it afford?"),
            ("en", "task", "Write a Grafana alert for {Name} that fires when we're missing our latency target."),
            ("zh", "paraphrase", "{Name} 的可用性和延迟目标是多少？")
            ,("en", "keyword", "{Name} availability target latency budget")]),
    "pref": ("preference", (4, 6), False,
           ["When working on {Name}, the user {pref}.",
            "User preference for {Name} code: {pref}."],
           ["在 {Name} 里写代码时，用户{pref_zh}。",
            "{Name} 的代码偏好：用户{pref_zh}。"],
           [("en", "paraphrase", "Does the user have any personal taste I should follow when I write code in {Name}?"),
            ("zh", "paraphrase", "在 {Name} 里写代码，用户有什么个人习惯要照顾到？"),
            ("en", "keyword", "{Name} user coding preference")]),
    "pm": ("person", (4, 6), False,
           ["Product priorities for {Name} are set by PM {pm}; feature requests go on the Jira board `{board}`.",
            "{pm} is the product manager for {Name}; log feature ideas in Jira `{board}` and let {pm} rank them."],
           ["{Name} 的产品优先级由产品经理 {pm_zh} 决定，新需求提到 Jira 看板 `{board}`。",
            "{Name} 的 PM 是 {pm_zh}，功能需求提在 Jira `{board}` 里，由 {pm_zh} 排优先级。"],
           [("en", "paraphrase", "Who decides what goes on {Name}'s roadmap next quarter?"),
            ("en", "task", "File a request for a bulk-export feature in {Name} in the right place."),
            ("zh", "paraphrase", "{Name} 想加个新功能，应该提给谁排优先级？"),
            ("zh", "short", "{Name} 产品经理？")]),
    "docs": ("convention", (4, 5), False,
           ["{Name}'s design docs and runbooks live in Confluence space `{space}`; architecture decisions are recorded as ADRs under `docs/adr/` in the repo.",
            "Docs for {Name}: runbooks in Confluence `{space}`, ADRs in the repo's `docs/adr/`."],
           ["{Name} 的设计文档和 runbook 在 Confluence 空间 `{space}`，架构决策以 ADR 形式写在仓库 `docs/adr/` 下。",
            "{Name} 文档：runbook 放 Confluence `{space}`，ADR 放 repo 里的 `docs/adr/`。"],
           [("en", "task", "Write up our decision to add a read replica for {Name} and put it where the team keeps such records."),
            ("en", "paraphrase", "Where's the playbook for handling {Name} incidents?"),
            ("zh", "paraphrase", "{Name} 的运维手册放在哪？"),
            ("zh", "task", "帮我把 {Name} 这次加读副本的决定记录下来，放到团队约定的位置。")
            ,("mixed", "keyword", "{Name} runbook ADR 放哪")]),
}

# ----------------------------------------------------------------------------------------
# Org-level memories for the generated stores: key -> (lang, category, importance, verified, text)
# and their hand-written prompts: (key, lang, kind, text).
# ----------------------------------------------------------------------------------------
GLOBALS = {
    "g:vpn": ("en", "config", 6, True, "Office VPN is WireGuard; profiles are issued at https://it.corp.example/vpn and expire every 30 days, after which the tunnel silently stops routing."),
    "g:mirror": ("en", "config", 6, True, "Package mirrors: PyPI proxy https://pkgs.corp.example/pypi/simple and npm proxy https://pkgs.corp.example/npm/; CI runners cannot reach the public registries."),
    "g:appsec": ("en", "person", 6, True, "Security review for anything touching login, tokens or personal data goes to Ingmar Solberg's AppSec team; request it in #appsec-review at least 3 working days ahead."),
    "g:commits": ("en", "preference", 5, True, "The user wants commit messages in Conventional Commits style (`type(scope): summary`) with the ticket id in a `Refs:` footer."),
    "g:health": ("en", "convention", 6, True, "Every service must expose `/healthz` (liveness) and `/readyz` (readiness) on admin port 9100; Kubernetes probes are generated from that."),
    "g:freeze": ("en", "deadline", 9, True, "Company-wide production change freeze from 2026-12-23 to 2027-01-04: only Sev1 fixes, and only with a VP's written approval."),
    "g:utc": ("en", "convention", 5, True, "All timestamps in APIs, queues and databases are UTC in ISO-8601; converting to Asia/Shanghai happens only in the UI layer."),
    "g:runner": ("en", "gotcha", 5, False, "The shared CI runner tag `runner-large` has only 4 GB of /tmp; big Docker image builds fail with 'no space left on device' - use tag `runner-xl` instead."),
    "g:colima": ("en", "gotcha", 5, True, "Docker Desktop is not allowed on company Macs (licensing); use Colima instead: `colima start --cpu 4 --memory 8`."),
    "g:prsize": ("en", "preference", 5, True, "The user prefers small pull requests (under ~400 changed lines) and wants refactors split from behaviour changes."),
    "g:pii_logs": ("en", "convention", 10, True, "Never log raw phone numbers, national ID numbers or access tokens; pass them through the shared `redact()` helper. A leak is a reportable incident."),
    "g:metrics": ("en", "config", 5, True, "Prometheus scrapes `/metrics` on port 9100 for every service; dashboards go in the Grafana folder 'Services/<team>'."),
    "g:pyorg": ("en", "decision", 6, True, "Org decision (June 2026): new Python services use Python 3.12 and uv for dependency management; no new Poetry projects."),
    "g:designsys": ("en", "person", 5, True, "Questions about the shared `@corp/ui` React component library go to Hannah Meyer; she triages requests every Monday."),
    "g:review_board": ("zh", "person", 6, True, "架构评审（新服务上线、跨团队接口变更）找姚琪主持的评审会，每周四下午开，材料要提前两天发到 #arch-review。"),
    "g:cost": ("zh", "deadline", 8, True, "2027 年 Q1 云成本要降 15%，各团队 1 月 29 日前把降本方案交给财务 BP 崔颖。"),
    "g:postmortem": ("zh", "convention", 7, True, "Sev1/Sev2 故障结束后 5 个工作日内要在 Confluence 的 INC 空间写 postmortem，按 blameless 格式，不点名追责。"),
    "g:sqlstyle": ("zh", "preference", 5, True, "用户写 SQL 时偏好关键字大写、每个 JOIN 单独一行，并且不要用 `SELECT *`。"),
    "g:gpu": ("zh", "config", 6, False, "训练用的 GPU 集群 `gpu-hz-2` 通过 Slurm 提交，默认分区 `a800`，单个作业最多 4 卡、跑 72 小时。"),
    "g:bilingual": ("zh", "convention", 6, True, "对外 API 文档必须中英双语，以中文版为准；内部设计文档可以只写中文。"),
    "g:wiki_login": ("zh", "gotcha", 4, True, "内网 Confluence 登录要用 SSO，账号是邮箱前缀；如果一直跳回登录页，清掉 `corp.example` 域下的 cookie 就好了。"),
    "g:deps_cve": ("zh", "convention", 9, True, "高危 CVE（CVSS ≥ 9）必须在 72 小时内修复上线，修不了要找安全团队书面豁免。"),
}
GLOBAL_PROMPTS = [
    ("g:vpn", "en", "paraphrase", "My connection to the office network died after a month without any error. How do I get it working again?"),
    ("g:vpn", "zh", "crosslang", "公司 VPN 突然连不上内网了，之前一直好好的，怎么处理？"),
    ("g:mirror", "en", "task", "Fix the CI job: `pip install` times out when it tries to reach pypi.org."),
    ("g:mirror", "zh", "crosslang", "CI 上 npm install 一直超时，是不是要换源？换成哪个？"),
    ("g:appsec", "en", "paraphrase", "I changed how we issue refresh tokens; who needs to look at it before it ships?"),
    ("g:appsec", "zh", "crosslang", "我改了登录流程，上线前需要找谁做安全审查？"),
    ("g:commits", "en", "task", "Write the commit message for the fix I just made to the retry logic (ticket PAY-88)."),
    ("g:commits", "zh", "crosslang", "帮我给这次改动写个提交说明，工单号 OPS-17。"),
    ("g:health", "en", "task", "Add Kubernetes liveness and readiness probes to the new inventory service's deployment."),
    ("g:health", "zh", "crosslang", "新服务的存活探针和就绪探针应该配哪个路径和端口？"),
    ("g:freeze", "en", "paraphrase", "Can I push a non-urgent release on December 28th?"),
    ("g:freeze", "zh", "crosslang", "元旦前后能不能发版？"),
    ("g:freeze", "en", "short", "Holiday release freeze?"),
    ("g:utc", "en", "paraphrase", "Should the API return times in local Beijing time or something else?"),
    ("g:utc", "zh", "crosslang", "接口返回的时间用什么时区？"),
    ("g:runner", "en", "paraphrase", "Our image build on CI dies with a disk full error halfway through; what's going on?"),
    ("g:colima", "en", "task", "Set up a container runtime on my new work MacBook so I can run the compose stack."),
    ("g:colima", "zh", "crosslang", "公司的 Mac 上怎么装 Docker？"),
    ("g:prsize", "en", "task", "I've got a 1,800-line diff that renames modules and also changes the retry behaviour; help me turn it into pull requests."),
    ("g:pii_logs", "en", "task", "Add debug logging to the SMS verification flow so we can see the user's phone number and the token we send."),
    ("g:pii_logs", "zh", "crosslang", "在短信验证码流程里加点日志，把手机号和验证码都打出来方便排查。"),
    ("g:metrics", "en", "paraphrase", "How does monitoring pick up the numbers my new service exposes, and where should its dashboard go?"),
    ("g:pyorg", "en", "task", "Bootstrap a brand-new Python service repository for the invoices team."),
    ("g:pyorg", "zh", "crosslang", "新建一个 Python 服务，依赖管理该用什么工具？"),
    ("g:designsys", "en", "paraphrase", "The shared button component is missing a loading state; who do I ask?"),
    ("g:review_board", "zh", "paraphrase", "我们要新建一个服务，需要先走什么评审？什么时候开？"),
    ("g:review_board", "en", "crosslang", "Who runs the architecture review and when do I need to send the materials?"),
    ("g:cost", "zh", "paraphrase", "降本方案什么时候要交？交给谁？"),
    ("g:cost", "en", "crosslang", "When is our cloud cost reduction plan due and who collects it?"),
    ("g:postmortem", "zh", "task", "昨晚的 Sev2 故障处理完了，帮我准备复盘文档。"),
    ("g:postmortem", "en", "crosslang", "We just closed a Sev1 incident. What's expected of us afterwards and by when?"),
    ("g:sqlstyle", "zh", "task", "写个 SQL 查出上个月每个城市的订单数和总金额，订单表关联城市表。"),
    ("g:sqlstyle", "en", "crosslang", "Write a query joining orders, customers and regions to get revenue per region."),
    ("g:gpu", "zh", "task", "帮我写个训练作业的提交脚本，要用 8 张卡跑 5 天。"),
    ("g:gpu", "en", "crosslang", "How do I submit a training job to the GPU cluster, and what are the limits?"),
    ("g:bilingual", "zh", "paraphrase", "对外接口文档只写英文可以吗？"),
    ("g:bilingual", "en", "crosslang", "Can I publish the external API reference in English only?"),
    ("g:wiki_login", "zh", "paraphrase", "Confluence 一直让我重新登录，死循环了怎么办？"),
    ("g:deps_cve", "zh", "paraphrase", "扫出来一个 CVSS 9.8 的漏洞，要多快修？"),
    ("g:deps_cve", "en", "crosslang", "A critical CVE just showed up in one of our dependencies; how long do we have to fix it?"),
]

# ----------------------------------------------------------------------------------------
# Small store (hand written): one team, the "orchard" harvest-planning product.
# ----------------------------------------------------------------------------------------
SMALL_MEMORIES = [  # id, category, importance, verified, text
    ("m01", "config", 6, True, "The orchard API (FastAPI) uses Redis at cache-orchard.lan:6380, logical db 2, for sessions and job locks; local dev uses the compose Redis on localhost:6379 db 0."),
    ("m02", "convention", 10, True, "Never force-push to `main` or any `release/*` branch of the orchard monorepo: branch protection is disabled for admins, so it would really go through. Undo mistakes with a revert commit."),
    ("m03", "preference", 5, True, "In the orchard repo the user wants type hints on every new Python function and dataclasses (not plain dicts) for structured return values."),
    ("m04", "config", 5, True, "orchard 前端的 Vite dev server 跑在 5174 端口（5173 被 Storybook 占了），`/api` 代理到 http://localhost:8700。"),
    ("m05", "deadline", 8, True, "orchard 2.0 的移动端适配必须在 2027 年 1 月 22 日（春节前）上线；1 月 15 日起只收 hotfix。"),
    ("m06", "person", 6, True, "Bettina Krause is the orchard tech lead; anything that touches the payment webhook needs her sign-off before merge."),
    ("m07", "gotcha", 6, True, "orchard's CSV import silently drops rows whose `harvest_date` is written as DD/MM/YYYY - the parser only accepts ISO dates, so normalise the file first."),
    ("m08", "decision", 6, True, "Decided in Sept 2026: orchard background jobs run on Celery with RabbitMQ as the broker (not Redis), because we need durable queues and acks_late."),
    ("m09", "convention", 5, True, "orchard 的 commit message 用 Conventional Commits，scope 写模块名，例如 `fix(import): ...`；PR 标题同样格式，统一 squash merge。"),
    ("m10", "config", 6, True, "orchard production: 3 replicas in namespace `orchard-prod` on cluster `sh-prod-2`, HPA max 8, CPU request 500m / limit 2."),
    ("m11", "gotcha", 5, True, "在 Apple Silicon 的 Mac 上 `pip install` orchard 依赖时会卡在编译 `grpcio`，先 `brew install openssl`，再设 `GRPC_PYTHON_BUILD_SYSTEM_OPENSSL=1`。"),
    ("m12", "person", 5, True, "数据标注相关需求找王芳（标注组组长），她每周三统一排期，临时插队要提前跟她打招呼。"),
    ("m13", "preference", 4, True, "The user reads PRs on a phone: keep PR descriptions under 15 lines and always include a short 'Testing' section."),
    ("m14", "config", 5, False, "Unconfirmed (heard in stand-up): the yield-model endpoint may have moved from grader.lan:9000 to grader-v2.lan:9000; verify before relying on it."),
    ("m15", "convention", 9, True, "orchard 生产库 `orchard_prod` 禁止直接跑 UPDATE/DELETE；改数据必须写 data migration，并由第二个人 review。"),
]
SMALL_PROMPTS = [  # needs, lang, kind, text
    (["m01"], "en", "paraphrase", "Where do the orchard API's sessions and job locks get stored in production?"),
    (["m01"], "en", "task", "Write a script that lists the job locks currently held by the orchard API in prod."),
    (["m01"], "en", "short", "orchard redis host?"),
    (["m01"], "zh", "crosslang", "orchard 线上的缓存连哪个地址、用第几个库？"),
    (["m01"], "en", "keyword", "orchard cache host port db"),
    (["m02"], "en", "task", "I messed up the last commit on main in orchard; just force-push a cleaned-up history."),
    (["m02"], "en", "paraphrase", "What's the safe way to undo a bad commit that's already on orchard's main branch?"),
    (["m02"], "zh", "crosslang", "orchard 主干上的提交写错了，能直接 push -f 覆盖吗？"),
    (["m02"], "en", "short", "Rewrite orchard main history?"),
    (["m03"], "en", "task", "Add a function to orchard that returns the expected yield per tree for a given plot."),
    (["m03"], "en", "paraphrase", "How does the user like new Python helpers in orchard to be written?"),
    (["m03"], "zh", "crosslang", "在 orchard 里写 Python 新函数，用户有什么代码风格要求？"),
    (["m03"], "en", "long", "I need to write a new helper module in the orchard backend that takes raw sensor readings for a plot and produces a summary: average moisture, the last irrigation time and a risk flag. Before I write it, tell me what conventions the user expects for function signatures and for the shape of the values the helper hands back to callers."),
    (["m04"], "zh", "paraphrase", "orchard 前端本地起来以后在哪个端口访问？接口请求转发到哪？"),
    (["m04"], "zh", "short", "orchard 前端端口？"),
    (["m04"], "en", "crosslang", "Which port does the orchard frontend dev server use locally, and where are API calls proxied?"),
    (["m04"], "zh", "task", "帮我给 orchard 前端加一个新的代理规则，把 `/files` 也转发到后端。"),
    (["m04"], "mixed", "keyword", "orchard vite 端口 proxy"),
    (["m05"], "zh", "paraphrase", "orchard 2.0 手机端适配最晚哪天要上线？"),
    (["m05"], "zh", "task", "帮我排一下 orchard 2.0 移动端剩下的工作，确保赶得上截止日。"),
    (["m05"], "en", "crosslang", "When is the mobile version of orchard 2.0 due, and when does the hotfix-only period begin?"),
    (["m05"], "zh", "short", "orchard 2.0 截止？"),
    (["m05"], "zh", "long", "产品那边想在 orchard 2.0 移动端这一期里再加一个离线缓存功能，我估计开发加测试要八个工作日。请帮我判断一下时间上来不来得及：这一期的上线日期是哪天，从哪天开始只接受紧急修复，剩下的可开发时间还有多少，然后给我一个建议。"),
    (["m06"], "en", "paraphrase", "Whose approval do I need for a change to how orchard handles incoming payment callbacks?"),
    (["m06"], "en", "short", "orchard tech lead?"),
    (["m06"], "zh", "crosslang", "orchard 的支付回调要改，需要谁批准？"),
    (["m06"], "en", "task", "Open a PR that changes the payment webhook retry logic in orchard and request the right reviewer."),
    (["m07"], "en", "paraphrase", "Half the rows of my harvest spreadsheet vanished after importing it into orchard, no errors shown. Why?"),
    (["m07"], "en", "task", "Import this farmer's harvest CSV into orchard; the dates look like 03/11/2026."),
    (["m07"], "zh", "crosslang", "往 orchard 导入收成表格，有些行莫名其妙没了，是什么原因？"),
    (["m07"], "en", "keyword", "orchard csv import missing rows date format"),
    (["m08"], "en", "paraphrase", "Why doesn't orchard use Redis to hand out its background work?"),
    (["m08"], "en", "task", "Add a new asynchronous job to orchard that recalculates plot forecasts every night."),
    (["m08"], "zh", "crosslang", "orchard 的后台任务队列用的是什么？为什么这么选？"),
    (["m08"], "en", "short", "orchard task broker?"),
    (["m09"], "zh", "task", "帮我给 orchard 这次修复导入 bug 的提交写个 message。"),
    (["m09"], "zh", "paraphrase", "orchard 的提交信息和 PR 标题有什么格式要求？"),
    (["m09"], "en", "crosslang", "How should I title my orchard pull request and how does it get merged?"),
    (["m09"], "mixed", "short", "orchard commit 格式？"),
    (["m10"], "en", "paraphrase", "How many copies of orchard run in production and how far can it autoscale?"),
    (["m10"], "en", "task", "Bump orchard's production CPU limit; where is it deployed and what are the current values?"),
    (["m10"], "zh", "crosslang", "orchard 线上部署在哪个集群和命名空间？跑几个副本？"),
    (["m10"], "en", "keyword", "orchard prod namespace replicas hpa"),
    (["m10"], "en", "long", "We're expecting about three times the usual traffic on orchard during the harvest festival next week, and I want to be sure it holds up. Before I touch anything, remind me how the production deployment is set up today: where it runs, how many pods there are normally, how high autoscaling can go and what CPU each pod is given."),
    (["m11"], "zh", "paraphrase", "新拿的 M3 MacBook 装 orchard 的 Python 依赖一直卡住不动，怎么办？"),
    (["m11"], "en", "crosslang", "Installing orchard's Python requirements hangs on my Apple Silicon Mac while building a wheel. Any fix?"),
    (["m11"], "zh", "task", "帮我写个 orchard 的新人环境搭建脚本，要能在 M 系列芯片的 Mac 上装好依赖。"),
    (["m11"], "mixed", "keyword", "orchard grpcio 编译 卡住 mac"),
    (["m12"], "zh", "paraphrase", "我需要标注团队帮忙加一个新的标注字段，该找谁、什么时候排期？"),
    (["m12"], "en", "crosslang", "Who do I talk to when I need the labelling team to add a new annotation field?"),
    (["m12"], "zh", "short", "标注需求找谁？"),
    (["m13"], "en", "task", "Write the description for my orchard PR that adds plot-level irrigation alerts."),
    (["m13"], "en", "paraphrase", "Anything I should know about how the user likes pull request write-ups?"),
    (["m13"], "zh", "crosslang", "给用户写 PR 描述有什么要注意的？"),
    (["m14"], "en", "paraphrase", "What address does the yield prediction model answer on these days?"),
    (["m14"], "en", "task", "Point orchard's forecast client at the yield model service."),
    (["m14"], "zh", "crosslang", "产量预测模型的服务地址是不是换了？"),
    (["m15"], "zh", "task", "orchard 线上有几条地块数据写错了，帮我写条 SQL 直接改掉。"),
    (["m15"], "zh", "paraphrase", "orchard 生产数据库的数据要修正，有什么规矩？"),
    (["m15"], "en", "crosslang", "A few plot records in orchard's production database are wrong; can I just run an UPDATE to fix them?"),
    (["m15"], "en", "crosslang", "What's the rule for changing data by hand in orchard's prod DB?"),
    (["m02", "m15"], "en", "paraphrase", "Which operations are strictly forbidden on orchard's production branch or database?"),
    (["m07"], "en", "short", "orchard import dropping rows?"),
    (["m08"], "en", "long", "I'm about to add a nightly job to orchard that recomputes yield forecasts for every plot, and a colleague suggested just using the Redis we already have as the job queue because it's simpler. Before I go along with that, remind me what we actually settled on for background processing in orchard and why we went that way."),
    (["m06"], "en", "long", "The payment provider changed the signature scheme on its callbacks, so I have to rework how orchard verifies and retries incoming payment notifications this week. The change itself is small, but I know this area is sensitive. Who has to approve it before it can be merged, and should I loop them in early?"),
    (["m01"], "mixed", "keyword", "orchard 线上 redis 地址"),
    (["m13"], "en", "keyword", "PR description length testing section"),
]
SMALL_NEAR_MISS = [
    ("en", "How do I plant and prune a small apple orchard in a cold climate?"),
    ("en", "What is the default port Redis listens on, and how do I change it in redis.conf?"),
    ("en", "Explain what acks_late means in Celery in general terms."),
    ("en", "What's the difference between a Kubernetes Deployment and a StatefulSet?"),
    ("en", "How do dataclasses differ from NamedTuple in Python?"),
    ("en", "Convert the date 22/01/2027 to ISO 8601 format."),
    ("en", "What is RabbitMQ's management UI default port?"),
    ("en", "How does Vite's hot module replacement work under the hood?"),
    ("en", "Who invented the CSV file format?"),
    ("en", "What's the history of the harvest festival in Europe?"),
    ("en", "How do I install OpenSSL on Ubuntu 24.04?"),
    ("en", "Explain how horizontal pod autoscaling decides to add replicas."),
    ("en", "What is a webhook, in simple terms?"),
    ("en", "Is Storybook worth it for a small React project?"),
    ("zh", "春节一般是公历几月？"),
    ("zh", "苹果树一般种下去几年能结果？"),
    ("zh", "什么是 Conventional Commits 规范的由来？"),
    ("zh", "Apple Silicon 和 Intel 芯片的 Mac 有什么主要区别？"),
    ("zh", "数据标注这个行业现在的发展前景怎么样？"),
    ("zh", "Kubernetes 里的 namespace 是用来做什么的？"),
]

# ----------------------------------------------------------------------------------------
# Generic no-memory pool shared (in different slices) by all stores: (lang, kind, text)
# ----------------------------------------------------------------------------------------
GENERIC_NONE = [
    # unrelated coding requests
    ("en", "unrelated", "Write a function that checks whether a string is a valid IPv4 address."),
    ("en", "unrelated", "Implement binary search over a sorted list of integers in Go."),
    ("en", "unrelated", "Give me a regex that matches hex colour codes like #1a2b3c or #fff."),
    ("en", "unrelated", "Write a bash one-liner that counts lines in all .md files under the current directory."),
    ("en", "unrelated", "How do I reverse a linked list in place in C?"),
    ("en", "unrelated", "Convert this JavaScript callback-style function to async/await: fs.readFile(path, cb)."),
    ("en", "unrelated", "Write a CSS rule that centers a div horizontally and vertically with flexbox."),
    ("en", "unrelated", "Implement an LRU cache class in TypeScript with get and put in O(1)."),
    ("en", "unrelated", "Write a Rust function that returns the n-th Fibonacci number using iteration."),
    ("en", "unrelated", "How do I read a JSON file into a dictionary in Python?"),
    ("en", "unrelated", "Write a Java method that checks whether a number is prime."),
    ("en", "unrelated", "Generate a Makefile target that builds a C program from main.c and util.c."),
    ("en", "unrelated", "Write a debounce function in vanilla JavaScript."),
    ("en", "unrelated", "Show me how to parse command-line flags in Go with the flag package."),
    ("en", "unrelated", "Write a Python generator that yields the lines of a file in reverse order."),
    ("en", "unrelated", "Draw an ASCII table of the first ten square numbers using a short script."),
    ("en", "unrelated", "Implement FizzBuzz in Kotlin."),
    ("en", "unrelated", "How can I make a matplotlib plot with two y-axes?"),
    ("en", "unrelated", "Write a unit test for a function add(a, b) using Jest."),
    ("en", "unrelated", "What's the idiomatic way to iterate over a map in sorted key order in Go?"),
    ("zh", "unrelated", "用 Python 写一个函数，判断一个字符串是不是回文。"),
    ("zh", "unrelated", "写一个 JavaScript 函数，把数组里的元素随机打乱。"),
    ("zh", "unrelated", "帮我用 Go 实现一个简单的冒泡排序。"),
    ("zh", "unrelated", "如何用 CSS 让图片保持宽高比自适应？"),
    ("zh", "unrelated", "用 Java 写一个线程安全的单例模式。"),
    ("zh", "unrelated", "帮我写个正则，匹配中国大陆的邮政编码。"),
    ("zh", "unrelated", "Rust 里怎么把一个 Vec<String> 拼接成一个字符串？"),
    ("zh", "unrelated", "写一个 shell 脚本，把当前目录下所有 .jpeg 文件重命名为 .jpg。"),
    ("zh", "unrelated", "用 TypeScript 定义一个表示二叉树节点的泛型类型。"),
    ("zh", "unrelated", "Python 里怎么计算两个日期之间相差多少天？"),
    ("mixed", "unrelated", "用 numpy 生成一个 3x3 的单位矩阵，顺便解释一下 eye 和 identity 的区别。"),
    ("zh", "unrelated", "写一个函数，统计一段英文文本里每个单词出现的次数。"),
    # general knowledge
    ("en", "general", "Explain how DNS resolution works step by step."),
    ("en", "general", "What is the difference between a process and a thread?"),
    ("en", "general", "Why is the sky blue?"),
    ("en", "general", "What does the CAP theorem say?"),
    ("en", "general", "How does public-key cryptography work, in simple terms?"),
    ("en", "general", "What's the time complexity of quicksort in the worst case and why?"),
    ("en", "general", "Who wrote 'The Mythical Man-Month'?"),
    ("en", "general", "What is the capital of Australia?"),
    ("en", "general", "Explain the difference between TCP and UDP."),
    ("en", "general", "What is a monad, explained for a JavaScript developer?"),
    ("en", "general", "How do vaccines train the immune system?"),
    ("en", "general", "What is eventual consistency?"),
    ("en", "general", "How many bits are in an IPv6 address?"),
    ("en", "general", "What's the difference between concurrency and parallelism?"),
    ("en", "general", "Summarise the plot of Moby-Dick in three sentences."),
    ("en", "general", "How does garbage collection work in the JVM at a high level?"),
    ("en", "general", "What is the boiling point of water at the top of Mount Everest?"),
    ("en", "general", "Explain what a Bloom filter is and when you'd use one."),
    ("zh", "general", "解释一下什么是哈希冲突，常见的解决办法有哪些？"),
    ("zh", "general", "HTTP 和 HTTPS 有什么区别？"),
    ("zh", "general", "什么是死锁？产生死锁的四个必要条件是什么？"),
    ("zh", "general", "光年是时间单位还是距离单位？"),
    ("zh", "general", "简单介绍一下《三体》讲了什么。"),
    ("zh", "general", "为什么 0.1 + 0.2 在浮点数里不等于 0.3？"),
    ("zh", "general", "红黑树和 AVL 树的主要区别是什么？"),
    ("zh", "general", "什么是 RESTful 风格的接口设计？"),
    ("zh", "general", "长城大概有多长？"),
    ("zh", "general", "解释一下进程间通信有哪几种方式。"),
    ("zh", "general", "什么是梯度下降？"),
    ("zh", "general", "二十四节气里的「惊蛰」是什么意思？"),
    ("zh", "general", "操作系统里的虚拟内存是怎么工作的？"),
    ("zh", "general", "什么是一致性哈希？"),
    ("mixed", "general", "什么是 B+ tree，为什么数据库索引常用它？"),
    ("zh", "general", "量子计算机和普通计算机的根本区别是什么？"),
    # small talk
    ("en", "smalltalk", "Thanks, that was really helpful!"),
    ("en", "smalltalk", "Good morning! How are you today?"),
    ("en", "smalltalk", "Haha, nice one."),
    ("en", "smalltalk", "Can you tell me a programming joke?"),
    ("en", "smalltalk", "I'm taking a coffee break, back in ten."),
    ("en", "smalltalk", "What's your favourite programming language and why?"),
    ("en", "smalltalk", "Ok cool, let's stop here for today."),
    ("en", "smalltalk", "Sorry, ignore my last message."),
    ("en", "smalltalk", "You're doing great, keep it up."),
    ("zh", "smalltalk", "谢谢，辛苦了！"),
    ("zh", "smalltalk", "早上好呀。"),
    ("zh", "smalltalk", "今天有点累，先休息一下。"),
    ("zh", "smalltalk", "好的，明白了。"),
    ("zh", "smalltalk", "讲个程序员的笑话吧。"),
    ("zh", "smalltalk", "周末愉快！"),
    ("zh", "smalltalk", "你觉得写代码最有意思的地方是什么？"),
    ("zh", "smalltalk", "哈哈，这个回答不错。"),
    ("zh", "smalltalk", "刚才那条消息发错了，忽略吧。"),
]

# Near misses for the generated stores: share a word with stored memories (project names that
# are ordinary words, tools named in configs) but do not need any memory.
GEN_NEAR_MISS = [
    ("en", "How do I make a paper lantern for a kids' party?", "lantern"),
    ("en", "How does a magnetic compass find north?", "compass"),
    ("en", "What is a ship's anchor usually made of?", "anchor"),
    ("en", "What wildflowers grow well in a meadow in early spring?", "meadow"),
    ("en", "Is granite or quartz better for a kitchen countertop?", "granite"),
    ("en", "How far can a pelican fly in a day?", "pelican"),
    ("en", "How do I stop a weeping willow from damaging my drains?", "willow"),
    ("en", "What do house sparrows eat in winter?", "sparrow"),
    ("en", "Is a tangerine the same fruit as a mandarin?", "tangerine"),
    ("en", "How do I get rid of bramble bushes in the garden?", "bramble"),
    ("en", "What is the difference between a cinder block and a concrete block?", "cinder"),
    ("en", "How fast can a marlin swim?", "marlin"),
    ("en", "Why is the thistle the national emblem of Scotland?", "thistle"),
    ("en", "How should I adjust a horse saddle for a beginner rider?", "saddle"),
    ("en", "What were the Greek and Roman equivalents of the goddess Juno?", "juno"),
    ("en", "How is obsidian formed?", "obsidian"),
    ("en", "How does the rook move in chess, and what is castling?", "rook"),
    ("en", "How old is the oldest giant sequoia tree?", "sequoia"),
    ("en", "Is topaz the birthstone for November?", "topaz"),
    ("en", "How long do walruses live in the wild?", "walrus"),
    ("en", "What does yarrow tea taste like?", "yarrow"),
    ("en", "Should I descale my electric kettle with vinegar or citric acid?", "kettle"),
    ("en", "How do I lay out a mosaic tile backsplash?", "mosaic"),
    ("en", "Can I substitute ground nutmeg for whole nutmeg in eggnog?", "nutmeg"),
    ("en", "What is an opal's hardness on the Mohs scale?", "opal"),
    ("en", "Explain the ripple effect in economics.", "ripple"),
    ("en", "What's the default port of PostgreSQL and how do I change it?", None),
    ("en", "What is Argo CD and how does GitOps work in general?", None),
    ("en", "Explain what a Kafka consumer group rebalance is.", None),
    ("en", "What is the difference between Flagsmith and Unleash as products?", None),
    ("en", "What does HTTP status 429 mean?", None),
    ("en", "What does p99 latency mean?", None),
    ("en", "What is PagerDuty used for, in general?", None),
    ("en", "What's new in PostgreSQL 16 compared to 15?", None),
    ("en", "How do I install golangci-lint on Linux?", None),
    ("zh", "孔明灯（灯笼）的原理是什么？", "lantern"),
    ("zh", "指南针是哪个朝代发明的？", "compass"),
    ("zh", "花岗岩和大理石怎么区分？", "granite"),
    ("zh", "国际象棋里的车（rook）怎么走？", "rook"),
    ("zh", "电水壶里的水垢怎么清理？", "kettle"),
    ("zh", "黑曜石是怎么形成的？", "obsidian"),
    ("zh", "什么是语义化版本号（SemVer）？", None),
    ("zh", "Redis 的 TTL 过期删除策略是怎样的？", None),
    ("zh", "什么是 SLO 和 SLA，二者有什么区别？", None),
    ("zh", "MongoDB 和 MySQL 各适合什么场景？", None),
    ("zh", "Vault 这个工具一般用来解决什么问题？", None),
    ("zh", "什么是 feature flag（功能开关）？", None),
    ("zh", "限流算法里令牌桶和漏桶有什么区别？", None),
]

PROJ_BY_SLUG = {p[0]: p for p in PROJECTS}
MEDIUM_SLUGS = ["lantern", "compass", "anchor", "meadow", "granite", "pelican", "willow", "sparrow", "tangerine", "bramble"]
LARGE_SLUGS = [p[0] for p in PROJECTS]


def is_zh(text):
    return bool(CJK.search(text))


def word_count(text):
    ascii_words = re.findall(r"[A-Za-z0-9_*.\-/'#@:]+", CJK.sub(" ", text))
    return len(ascii_words) + (len(CJK.findall(text)) + 1) // 2


def none_slice(store_index, n_unrel, n_gen, n_small):
    out = []
    for kind, n in (("unrelated", n_unrel), ("general", n_gen), ("smalltalk", n_small)):
        pool = [g for g in GENERIC_NONE if g[1] == kind]
        random.Random(f"ctx3-none-{kind}").shuffle(pool)
        out += [([], lang, k, text) for lang, k, text in (pool[(store_index * n + i) % len(pool)] for i in range(n))]
    return out


def finalize(name, memories, prompts, seed):
    r = random.Random(seed)
    prompts = list(prompts)
    r.shuffle(prompts)
    out = [{"id": f"p{i:03d}", "prompt": t, "needs": n, "lang": l, "kind": k} for i, (n, l, k, t) in enumerate(prompts, 1)]
    store = {"name": name, "memories": memories, "prompts": out}
    with open(os.path.join(HERE, f"store_{name}.json"), "w", encoding="utf-8") as fh:
        json.dump(store, fh, ensure_ascii=False, indent=1)
    return store


def build_small():
    mems = [{"id": i, "text": t, "category": c, "importance": imp, "verified": v} for i, c, imp, v, t in SMALL_MEMORIES]
    prompts = list(SMALL_PROMPTS) + none_slice(0, 17, 18, 9)
    prompts += [([], l, "near_miss", t) for l, t in SMALL_NEAR_MISS]
    with open(os.path.join(HERE, ".keys_small.json"), "w", encoding="utf-8") as fh:
        json.dump({}, fh)
    return finalize("small", mems, prompts, seed=3101)


def build_generated(name, slugs, n_total, p_zh, n_proj_prompts, n_global_prompts, n_globals_extra, seed, store_index, id_width):
    r = random.Random(seed)
    used = set()
    profiles = {s: make_profile(PROJ_BY_SLUG[s], r, used) for s in slugs}
    # ---- choose needing prompts: (keys, lang, kind, text, required memory lang) ----
    templates = []
    for a, spec in ASPECTS.items():
        for tpl in spec[5]:
            templates.append((a,) + tuple(tpl))
    r.shuffle(templates)
    templates.sort(key=lambda t: 0 if t[2] in ("long", "keyword") else 1)  # stable: rare kinds first
    specs, taken = [], set()
    kind_quota = Counter()
    for t in templates:
        if len(specs) >= n_proj_prompts:
            break
        a, lang, kind, text = t[:4]
        extra = t[4] if len(t) > 4 else []
        free = [s for s in slugs if f"{s}:{a}" not in taken]
        if not free:
            continue
        s = r.choice(free)
        taken.add(f"{s}:{a}")
        if kind in ("paraphrase", "task", "keyword") and r.random() < 0.28:
            kind = "crosslang"
        mlang = ("zh" if lang == "en" else "en") if kind == "crosslang" else (lang if lang != "mixed" else None)
        keys = [f"{s}:{a}"] + [f"{s}:{e}?" for e in extra]
        specs.append((keys, lang, kind, text.format(Name=profiles[s]["Name"]), mlang))
        kind_quota[kind] += 1
    gp = list(GLOBAL_PROMPTS)
    r.shuffle(gp)
    gp = gp[:n_global_prompts]
    for k, lang, kind, text in gp:
        specs.append(([k], lang, kind, text, GLOBALS[k][0]))
    # ---- globals ----
    gkeys = []
    for k, *_ in gp:
        if k not in gkeys:
            gkeys.append(k)
    others = sorted(k for k in GLOBALS if k not in gkeys)
    r.shuffle(others)
    gkeys += others[:n_globals_extra]
    # ---- project slots ----
    req_lang, required = {}, []
    for keys, lang, kind, text, mlang in specs:
        k = keys[0]
        if k.startswith("g:"):
            continue
        assert k not in required, k
        required.append(k)
        if mlang:
            req_lang[k] = mlang
    pool = []
    for s in slugs:
        for a, spec in ASPECTS.items():
            key = f"{s}:{a}"
            if key in required:
                continue
            if spec[2] and r.random() > 0.4:  # critical aspects only for some projects
                continue
            pool.append(key)
    r.shuffle(pool)
    pool.sort(key=lambda k: 0 if ASPECTS[k.split(":")[1]][2] else 1)  # keep the critical ones that were drawn
    n_slots = n_total - len(gkeys)
    slots = required + pool[: n_slots - len(required)]
    assert len(slots) == n_slots, (name, len(slots), n_slots)
    # ---- languages ----
    lang_of = {k: GLOBALS[k][0] for k in gkeys}
    lang_of.update(req_lang)
    free = [k for k in slots if k not in lang_of]
    r.shuffle(free)
    need_zh = max(0, round(p_zh * n_total) - sum(1 for v in lang_of.values() if v == "zh"))
    for i, k in enumerate(free):
        lang_of[k] = "zh" if i < need_zh else "en"
    # ---- render ----
    rendered = []
    for k in gkeys:
        lg, cat, imp, ver, text = GLOBALS[k]
        rendered.append((k, text, cat, imp, ver))
    for k in slots:
        s, a = k.split(":")
        cat, (lo, hi), crit, en, zh = ASPECTS[a][:5]
        tpl = r.choice(zh if lang_of[k] == "zh" else en)
        text = tpl.format(**profiles[s])
        imp = r.randint(lo, hi)
        ver = True if imp >= 9 else r.random() < 0.85
        rendered.append((k, text, cat, imp, ver))
    r.shuffle(rendered)
    key2id, mems = {}, []
    for i, (k, text, cat, imp, ver) in enumerate(rendered, 1):
        mid = f"m{i:0{id_width}d}"
        key2id[k] = mid
        mems.append({"id": mid, "text": text, "category": cat, "importance": imp, "verified": ver})
    prompts = []
    for keys, lang, kind, text, _ in specs:
        ids = [key2id[k] for k in keys if not k.endswith("?")]
        ids += [key2id[k[:-1]] for k in keys if k.endswith("?") and k[:-1] in key2id]
        prompts.append((ids, lang, kind, text))
    prompts += none_slice(store_index, 17, 18, 9)
    prompts += [([], l, "near_miss", t) for l, t, slug in GEN_NEAR_MISS if slug is None or slug in slugs]
    with open(os.path.join(HERE, f".keys_{name}.json"), "w", encoding="utf-8") as fh:
        json.dump({v: k for k, v in key2id.items()}, fh, ensure_ascii=False, indent=0)
    return finalize(name, mems, prompts, seed=seed + 1)


def build_all():
    build_small()
    build_generated("medium", MEDIUM_SLUGS, n_total=250, p_zh=0.35, n_proj_prompts=50, n_global_prompts=16,
                    n_globals_extra=0, seed=3202, store_index=1, id_width=3)
    build_generated("large", LARGE_SLUGS, n_total=1000, p_zh=0.38, n_proj_prompts=52, n_global_prompts=16,
                    n_globals_extra=len(GLOBALS), seed=3303, store_index=2, id_width=4)


# ----------------------------------------------------------------------------------------
# Self-check, stats, README, audit
# ----------------------------------------------------------------------------------------
def check_store(store):
    errs = []
    name, mems, prompts = store["name"], store["memories"], store["prompts"]
    by_id = {m["id"]: m for m in mems}
    if len(by_id) != len(mems):
        errs.append("duplicate memory ids")
    if len({m["text"] for m in mems}) != len(mems):
        errs.append("duplicate memory texts")
    if len({p["id"] for p in prompts}) != len(prompts):
        errs.append("duplicate prompt ids")
    if len({p["prompt"] for p in prompts}) != len(prompts):
        errs.append("duplicate prompt texts")
    for m in mems:
        if set(m) != {"id", "text", "category", "importance", "verified"}:
            errs.append(f"{m['id']}: bad fields {sorted(m)}")
        if m["category"] not in CATEGORIES:
            errs.append(f"{m['id']}: bad category")
        if not (isinstance(m["importance"], int) and 1 <= m["importance"] <= 10):
            errs.append(f"{m['id']}: bad importance")
        if not isinstance(m["verified"], bool):
            errs.append(f"{m['id']}: verified not bool")
        if re.search(r"\{[A-Za-z_]+\}", m["text"]):
            errs.append(f"{m['id']}: unformatted template: {m['text']}")
    zh_share = sum(1 for m in mems if is_zh(m["text"])) / len(mems)
    if not (0.30 <= zh_share <= 0.40):
        errs.append(f"Chinese share {zh_share:.2f} outside 30-40%")
    if not any(m["importance"] >= 9 for m in mems):
        errs.append("no critical memory")
    if all(m["verified"] for m in mems):
        errs.append("no unverified memory")
    keymap = {}
    kp = os.path.join(HERE, f".keys_{name}.json")
    if os.path.exists(kp):
        keymap = json.load(open(kp, encoding="utf-8"))
    names = {p[1].lower() for p in PROJECTS if any(v.startswith(p[0] + ":") for v in keymap.values())}
    if name == "small":
        names = {"orchard"}
    for p in prompts:
        pid, kind, lang, needs, text = p["id"], p["kind"], p["lang"], p["needs"], p["prompt"]
        if lang not in ("en", "zh", "mixed"):
            errs.append(f"{pid}: bad lang")
        if kind in NEED_KINDS and not needs:
            errs.append(f"{pid}: kind {kind} but no needs")
        elif kind in NONE_KINDS and needs:
            errs.append(f"{pid}: kind {kind} but has needs")
        elif kind not in NEED_KINDS | NONE_KINDS:
            errs.append(f"{pid}: unknown kind {kind}")
        for n in needs:
            if n not in by_id:
                errs.append(f"{pid}: needs unknown memory {n}")
        has_cjk = is_zh(text)
        if lang == "en" and has_cjk:
            errs.append(f"{pid}: lang en but contains CJK")
        if lang == "zh" and not has_cjk:
            errs.append(f"{pid}: lang zh but no CJK")
        if lang == "mixed" and not (has_cjk and re.search(r"[A-Za-z]{2,}", text)):
            errs.append(f"{pid}: lang mixed but not mixed")
        if needs and needs[0] in by_id and lang in ("en", "zh"):
            mem_zh = is_zh(by_id[needs[0]]["text"])
            if kind == "crosslang" and mem_zh == (lang == "zh"):
                errs.append(f"{pid}: crosslang but memory {needs[0]} is in the same language")
            if kind != "crosslang" and mem_zh != (lang == "zh"):
                errs.append(f"{pid}: {kind} ({lang}) but memory {needs[0]} is in the other language")
        wc = word_count(text)
        if kind == "long" and not (40 <= wc <= 80):
            errs.append(f"{pid}: long prompt has {wc} words")
        if kind == "short" and not (2 <= wc <= 4):
            errs.append(f"{pid}: short prompt has {wc} words")
        for n in needs:
            key = keymap.get(n, "")
            if key and not key.startswith("g:") and key.split(":")[0] not in text.lower():
                errs.append(f"{pid}: needs {key} but does not name the project")
        if kind in ("unrelated", "general", "smalltalk"):
            low = text.lower()
            for nm in names:
                if re.search(rf"\b{nm}\b", low):
                    errs.append(f"{pid}: no-memory prompt mentions project {nm}")
    need_n = sum(1 for p in prompts if p["needs"])
    none_n = len(prompts) - need_n
    if need_n < 60:
        errs.append(f"only {need_n} needing prompts")
    if none_n < 60:
        errs.append(f"only {none_n} no-memory prompts")
    kinds = Counter(p["kind"] for p in prompts)
    for k in NEED_KINDS | NONE_KINDS:
        if kinds[k] == 0:
            errs.append(f"no prompt of kind {k}")
    return errs


def stats(store):
    mems, prompts = store["memories"], store["prompts"]
    zh = sum(1 for m in mems if is_zh(m["text"]))
    mixed = sum(1 for m in mems if is_zh(m["text"]) and len(re.findall(r"[A-Za-z]{3,}", m["text"])) >= 4)
    need = [p for p in prompts if p["needs"]]
    none = [p for p in prompts if not p["needs"]]
    return {
        "memories": len(mems), "zh": zh, "zh_pct": round(100 * zh / len(mems)), "mixed": mixed,
        "categories": dict(sorted(Counter(m["category"] for m in mems).items())),
        "crit": sum(1 for m in mems if m["importance"] >= 9),
        "unverified": sum(1 for m in mems if not m["verified"]),
        "prompts": len(prompts), "needing": len(need), "none": len(none),
        "need_kinds": dict(sorted(Counter(p["kind"] for p in need).items())),
        "none_kinds": dict(sorted(Counter(p["kind"] for p in none).items())),
        "need_lang": dict(sorted(Counter(p["lang"] for p in need).items())),
        "none_lang": dict(sorted(Counter(p["lang"] for p in none).items())),
        "multi": sum(1 for p in need if len(p["needs"]) > 1),
    }


def fc(d):
    return ", ".join(f"{k} {v}" for k, v in d.items())


README_HEAD = """# Blind benchmark set #3: context injection

**Written on 2026-12-05 by a helper session that had NOT read the code under test
(hermes_lite.py, auto_sediment.py, rules.yaml, config.yaml, tests/, docs/, bench/*.py). This set is BLIND.**
Only the format of the earlier held-out set (bench/heldout/context: README, build.py, JSON schema) was
looked at; all projects, people, facts, templates and prompts here are new.

Three stores of coding-agent memories plus labelled prompts. A prompt either needs a memory
(`needs` lists the id(s) that answer it; retrieving ANY one of them counts as a hit) or needs
nothing from the store (`needs: []`).

* `store_small.json`: hand-written, one fictional product ("orchard", a harvest-planning app).
* `store_medium.json` (10 fictional projects + org-level memories) and `store_large.json`
  (42 projects + org-level memories): generated by `build.py` (seeded) from a fact model. Every
  (project, aspect) slot is rendered ONCE from an English or Chinese template, so a prompt about one
  project's aspect has exactly one intended answer (a few generic "pitfalls?" prompts also list the
  project's critical do-not memory when it exists). Org-level memories and their prompts are hand-written.
* Needing prompts for the generated stores are hand-written per-aspect question templates bound to a
  seeded project choice; the same template wording can therefore appear in medium and large with a
  different project. Each template mostly avoids the memory's own words (paraphrase, task, short,
  keyword, long 40-80 words, crosslang).
* `.keys_<store>.json` maps memory ids to slot keys (maintainers only; not needed to score; empty for small).
* Needing prompts were checked by hand against their answering memory (pairs printed and read);
  no-memory prompts were checked by hand and with `--audit` (all reported overlaps are incidental).
* `python3 build.py` rebuilds everything and runs the self-check; `--check` only checks;
  `--audit` prints lexical overlap between no-memory prompts and memories for manual review.

Fields: memory = id, text, category (config | convention | decision | deadline | gotcha | person |
preference), importance 1-10 (9-10 = critical), verified (false = unconfirmed hearsay).
Prompt = id, prompt, needs, lang (en | zh | mixed), kind. Needing kinds: paraphrase | keyword |
crosslang | task | long | short. No-memory kinds: unrelated | general | smalltalk | near_miss.
For `crosslang` the answering memory is in the other language; for other needing prompts in en/zh the
first listed memory is in the same language. Near misses share a word with stored memories by chance
(e.g. a project named after an ordinary word: "How do I make a paper lantern?") or ask general
questions about a tool a memory mentions; they need no memory.

Notes for users:
* The generic no-memory pool (unrelated/general/smalltalk) is shared; each store takes a different
  (wrapping) slice, so some of those prompts repeat across stores.
* Generated stores also hold project-scoped user preferences ("when working on <project>, the user ...");
  they apply only to prompts that name that project, never to the generic no-memory prompts.
* Org-level memories include user preferences (commit messages, PR size, SQL style). They are scoped;
  the no-memory pool deliberately avoids commit messages, PRs, SQL, logging of personal data,
  timezones, containers on Mac, probes/metrics, CVEs and new-service setup.
* The set was never run against the system under test by its author.
"""


def write_readme(all_stats, ok):
    L = [README_HEAD, "## Counts", ""]
    for name, s in all_stats.items():
        L += [f"### {name}", "",
              f"* memories: {s['memories']} (Chinese {s['zh']} = {s['zh_pct']}%, of which {s['mixed']} heavily code-mixed)",
              f"* categories: {fc(s['categories'])}",
              f"* critical (importance 9-10): {s['crit']}, unverified: {s['unverified']}",
              f"* prompts: {s['prompts']} = {s['needing']} needing + {s['none']} no-memory ({s['multi']} needing prompts list more than one memory)",
              f"* needing by kind: {fc(s['need_kinds'])}",
              f"* needing by lang: {fc(s['need_lang'])}",
              f"* no-memory by kind: {fc(s['none_kinds'])}",
              f"* no-memory by lang: {fc(s['none_lang'])}", ""]
    L += ["## Self-check", "", "PASS" if ok else "FAIL", ""]
    open(os.path.join(HERE, "README.md"), "w", encoding="utf-8").write("\n".join(L))


def tokens(text):
    t = {w.lower() for w in re.findall(r"[A-Za-z][A-Za-z0-9_\-]{3,}", text)}
    cj = "".join(CJK.findall(text))
    return t | {cj[i:i + 2] for i in range(len(cj) - 1)}


STOP = {"what", "does", "with", "that", "this", "from", "have", "used", "uses", "when", "about", "there", "which",
        "your", "into", "they", "then", "only", "must", "never", "after", "before", "like", "more", "than", "work"}


def audit(store):
    mt = [(m, tokens(m["text"]) - STOP) for m in store["memories"]]
    for p in store["prompts"]:
        if p["needs"]:
            continue
        pt = tokens(p["prompt"]) - STOP
        best = sorted(((len(pt & t), m["id"], sorted(pt & t), m["text"]) for m, t in mt), reverse=True)[:2]
        if best and best[0][0] >= 2:
            print(f"[{store['name']}] {p['id']} {p['kind']}: {p['prompt'][:80]!r}")
            for sc, mid, inter, text in best:
                if sc >= 2:
                    print(f"     {sc} {mid} {inter} :: {text[:110]}")


def main():
    args = sys.argv[1:]
    if "--check" not in args:
        build_all()
    ok, all_stats = True, {}
    for name in ("small", "medium", "large"):
        store = json.load(open(os.path.join(HERE, f"store_{name}.json"), encoding="utf-8"))
        errs = check_store(store)
        s = stats(store)
        all_stats[name] = s
        print(f"== {name}: {s['memories']} memories ({s['zh_pct']}% zh, {s['crit']} critical, {s['unverified']} unverified), "
              f"{s['needing']} needing / {s['none']} none")
        print(f"   need kinds: {fc(s['need_kinds'])} | need lang: {fc(s['need_lang'])}")
        print(f"   none kinds: {fc(s['none_kinds'])} | none lang: {fc(s['none_lang'])}")
        for e in errs:
            print("   ERROR:", e)
        ok &= not errs
        if "--audit" in args:
            audit(store)
    write_readme(all_stats, ok)
    print("SELF-CHECK:", "PASS" if ok else "FAIL")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
