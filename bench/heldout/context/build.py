#!/usr/bin/env python3
"""Build the held-out context-injection benchmark stores.

    python3 build.py            # (re)build store_small/medium/large.json + self-check
    python3 build.py --check    # only run the self-check on existing files
    python3 build.py --audit    # also print lexical-overlap audit for no-memory prompts

Everything is deterministic (seeded).  The small store is hand written.  The medium
and large stores are generated from a fact model: each fictional project gets a
seeded "profile" (stack, database, hosts, people, ...) and a subset of aspects
(db, deploy, owner, gotchas, ...).  Each (project, aspect) slot yields exactly one
memory, rendered from one of several English or Chinese templates, so a prompt
about "kestrel's database" has exactly one answering memory.  Prompts are hand
written and refer to slots by key ("kestrel:db", "g:vpn"); the builder forces the
referenced slots to exist, forces memory language where the prompt kind requires
it (crosslang => opposite language, otherwise same language) and resolves keys to
memory ids.
"""
import json
import os
import random
import re
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
CATEGORIES = {"decision", "preference", "config", "convention", "deadline", "gotcha", "project", "person"}
NEED_KINDS = {"paraphrase", "keyword", "crosslang", "task", "long", "short"}
NONE_KINDS = {"unrelated", "general", "smalltalk", "near_miss"}
CJK = re.compile(r"[\u4e00-\u9fff]")

# --------------------------------------------------------------------------------------
# People: (english form, chinese form, pronoun)  -- pronoun 'f' / 'm'
# --------------------------------------------------------------------------------------
PEOPLE = [
    ("Priya Natarajan", "Priya Natarajan", "f"), ("Marco Rossi", "Marco Rossi", "m"),
    ("Sarah Kim", "Sarah Kim", "f"), ("Tom Becker", "Tom Becker", "m"),
    ("Aisha Okafor", "Aisha Okafor", "f"), ("Diego Alvarez", "Diego Alvarez", "m"),
    ("Yuki Tanaka", "Yuki Tanaka", "f"), ("Lars Nilsson", "Lars Nilsson", "m"),
    ("Fatima Haddad", "Fatima Haddad", "f"), ("Ben Carter", "Ben Carter", "m"),
    ("Nina Petrova", "Nina Petrova", "f"), ("Omar Farouk", "Omar Farouk", "m"),
    ("Chloe Martin", "Chloe Martin", "f"), ("Raj Mehta", "Raj Mehta", "m"),
    ("Elena Garcia", "Elena Garcia", "f"), ("Jonas Weber", "Jonas Weber", "m"),
    ("Zhang Wei", "张伟", "m"), ("Li Na", "李娜", "f"), ("Chen Jing", "陈静", "f"),
    ("Liu Yang", "刘洋", "m"), ("Zhao Min", "赵敏", "f"), ("Zhou Jie", "周杰", "m"),
    ("Huang Lei", "黄磊", "m"), ("Wu Ting", "吴婷", "f"), ("Zheng Hao", "郑浩", "m"),
    ("Lin Xiao", "林晓", "f"), ("He Jun", "何俊", "m"), ("Ma Li", "马丽", "f"),
    ("Gao Xiang", "高翔", "m"), ("Xu Lei", "徐蕾", "f"), ("Xie Feng", "谢峰", "m"),
    ("Luo Lin", "罗琳", "f"), ("Deng Chao", "邓超", "m"), ("Song Yu", "宋雨", "f"),
    ("Han Bing", "韩冰", "f"), ("Tang Kai", "唐凯", "m"), ("Feng Yue", "冯悦", "f"),
    ("Cao Ming", "曹明", "m"), ("Peng Fei", "彭飞", "m"), ("Jiang Wen", "江雯", "f"),
]
# Names used by global (org-level) memories; excluded from project roles.
GLOBAL_PEOPLE = {"Helen Zhou", "Marcus Webb", "Sun Qian", "Ravi Shah", "Wang Lei", "Lisa Chen", "Kevin Ho"}

# --------------------------------------------------------------------------------------
# Fictional projects
# --------------------------------------------------------------------------------------
PROJECTS = [
    # slug, Name, kind, stack, team, desc_en, desc_zh
    ("ledgerly", "Ledgerly", "service", "python", "payments", "the billing and invoicing service", "账单与开票服务"),
    ("kestrel", "Kestrel", "service", "go", "search", "the product search API", "商品搜索 API"),
    ("tidewater", "Tidewater", "data", "python", "data-platform", "the nightly ETL pipeline that feeds the warehouse", "每晚把业务数据灌进数仓的 ETL 管道"),
    ("harbor", "Harbor", "web", "web", "internal-tools", "the internal operations admin portal", "内部运营管理后台"),
    ("falcon", "Falcon", "service", "kotlin", "messaging", "the notification service (SMS, push, email)", "通知服务（短信、推送、邮件）"),
    ("atlas", "Atlas", "service", "java", "identity", "the user account and login service", "用户账号与登录服务"),
    ("cobalt", "Cobalt", "service", "python", "ml-platform", "the recommendation engine behind the home feed", "首页信息流背后的推荐引擎"),
    ("orchid", "Orchid", "service", "node", "mobile", "the backend-for-frontend of the mobile app", "移动端 App 的 BFF 服务"),
    ("nimbus", "Nimbus", "service", "go", "infra", "the internal deployment and environment tooling", "内部部署与环境管理工具"),
    ("quill", "Quill", "web", "web", "docs", "the public developer documentation site", "对外开发者文档站"),
    ("beacon", "Beacon", "service", "rust", "analytics", "the analytics event collector", "埋点事件采集服务"),
    ("driftwood", "Driftwood", "data", "go", "infra", "the log archiving and retention system", "日志归档与留存系统"),
    ("ember", "Ember", "web", "web", "commerce", "the checkout web frontend", "结算页前端"),
    ("fjord", "Fjord", "service", "java", "supply-chain", "the inventory and stock reservation service", "库存与锁库存服务"),
    ("garnet", "Garnet", "service", "python", "commerce", "the pricing and promotions service", "定价与促销服务"),
    ("heron", "Heron", "service", "node", "support", "the customer support ticketing system", "客服工单系统"),
    ("ivy", "Ivy", "service", "python", "growth", "the A/B experimentation platform", "A/B 实验平台"),
    ("juniper", "Juniper", "web", "web", "merchant", "the merchant self-service dashboard", "商家自助后台"),
    ("kiln", "Kiln", "data", "python", "ml-platform", "the ML model training pipeline", "机器学习模型训练流水线"),
    ("lumen", "Lumen", "service", "rust", "media", "the image resizing and thumbnail service", "图片缩放与缩略图服务"),
    ("mistral", "Mistral", "service", "go", "messaging", "the in-app chat and messaging backend", "站内聊天与消息后端"),
    ("nectar", "Nectar", "service", "node", "growth", "the loyalty points and rewards service", "会员积分与奖励服务"),
    ("onyx", "Onyx", "data", "python", "data-platform", "the dbt models of the data warehouse", "数仓的 dbt 模型工程"),
    ("pebble", "Pebble", "service", "java", "supply-chain", "the shipping carrier integration service", "物流承运商对接服务"),
    ("quartz", "Quartz", "service", "go", "infra", "the distributed job scheduler", "分布式定时任务调度平台"),
    ("raven", "Raven", "service", "python", "risk", "the fraud detection and risk scoring service", "风控反欺诈与风险评分服务"),
    ("saffron", "Saffron", "web", "web", "growth", "the marketing landing pages", "营销活动落地页"),
    ("tundra", "Tundra", "service", "go", "geo", "the geolocation and delivery-zone service", "地理位置与配送范围服务"),
    ("umber", "Umber", "service", "node", "reporting", "the PDF/Excel report export service", "PDF/Excel 报表导出服务"),
]

STACK = {
    "python": dict(
        rt=["Python 3.11", "Python 3.12"],
        fw=[("FastAPI", "Flask", "we wanted async I/O and OpenAPI docs generated from type hints",
             "需要异步 IO，并且希望直接从类型注解生成 OpenAPI 文档"),
            ("Django", "FastAPI", "the built-in admin and ORM saved months of CRUD work",
             "Django 自带的 admin 和 ORM 能省掉好几个月的增删改查工作"),
            ("FastAPI", "Django REST Framework", "the service is small and latency-sensitive, DRF felt too heavy",
             "服务很小又对延迟敏感，DRF 太重了")],
        tf="pytest", tcmd=["make test", "pytest -q", "tox -e py"], imark="`@pytest.mark.integration`",
        linter=["ruff + black", "ruff", "flake8 + isort + black"], lcmd=["make lint", "ruff check . && ruff format --check .", "pre-commit run -a"],
        ll=[88, 100, 120],
        hc=("httpx", "requests", "it supports async and has sane default timeouts", "它支持 async，默认超时也更合理"),
        loglib=["structlog", "python-json-logger"],
        pins=[("SQLAlchemy", "1.4", "the 2.0 query API breaks our dynamic filter builder", "2.0 的查询 API 会把我们的动态过滤器构造器搞挂"),
              ("pydantic", "1.10", "v2 changes validator semantics and half the models would need rewriting", "v2 的 validator 语义变了，一半的模型都得重写"),
              ("numpy", "1.26", "numpy 2.x breaks the prebuilt faiss wheels we depend on", "numpy 2.x 和我们依赖的 faiss 预编译包不兼容"),
              ("celery", "5.2", "5.3 changed visibility-timeout handling and jobs started running twice", "5.3 改了 visibility timeout 的处理，任务会被重复执行"),
              ("pandas", "1.5", "2.0's copy-on-write changes silently broke some transforms", "2.0 的 copy-on-write 改动让部分数据转换静默出错")],
        env=["DATABASE_URL", "APP_SECRET_KEY", "{SLUG}_CONFIG_PATH", "SENTRY_DSN"],
        flaky=["test_webhook_retry_backoff", "test_concurrent_refunds", "test_export_large_batch", "test_scheduler_handles_dst"],
        pkg=[("Poetry", "poetry.lock", "plain pip/requirements.txt"), ("uv", "uv.lock", "Poetry or bare pip")],
        heavy=["the Kafka container", "Elasticsearch", "the Spark worker"],
    ),
    "go": dict(
        rt=["Go 1.21", "Go 1.22"],
        fw=[("chi", "gin", "chi stays close to net/http and middleware composes cleanly", "chi 更贴近 net/http，中间件组合更干净"),
            ("gin", "echo", "most of the team already knew gin and its binding/validation saved code", "团队大多熟悉 gin，自带的参数绑定和校验省了不少代码"),
            ("plain net/http + grpc-gateway", "gin", "we serve gRPC first and only expose REST through the gateway", "我们以 gRPC 为主，REST 只通过 gateway 暴露")],
        tf="go test + testify", tcmd=["make test", "go test ./... -race", "gotestsum -- ./..."], imark="the `integration` build tag",
        linter=["golangci-lint"], lcmd=["golangci-lint run", "make lint"], ll=[120, 140],
        hc=("the shared corvid/httpc wrapper around net/http", "resty", "it adds retries, tracing headers and circuit breaking consistently", "它统一加了重试、trace header 和熔断"),
        loglib=["zerolog", "zap"],
        pins=[("grpc-go", "1.58", "newer versions enforce keepalive differently and our long-lived streams get GOAWAY", "新版本改了 keepalive 策略，长连接流会被 GOAWAY 断开"),
              ("sarama", "1.38", "1.40+ changed consumer-group rebalance defaults and caused duplicate processing", "1.40 以后消费组 rebalance 默认值变了，导致重复消费"),
              ("pgx", "v4", "moving to v5 means rewriting all our custom type codecs", "升级到 v5 要重写所有自定义类型编解码")],
        env=["{SLUG}_CONFIG", "GOOGLE_APPLICATION_CREDENTIALS", "KAFKA_BROKERS"],
        flaky=["TestIndexer_ConsumesUpdates", "TestRateLimiter_Burst", "TestGracefulShutdown", "TestWatcher_Reconnect"],
        pkg=[],
        heavy=["the Kafka container", "Elasticsearch", "the local etcd cluster"],
    ),
    "java": dict(
        rt=["Temurin JDK 17", "Temurin JDK 21"],
        fw=[("Spring Boot", "Quarkus", "the team knows Spring well and we need Spring Security's OAuth support", "团队熟悉 Spring，而且需要 Spring Security 的 OAuth 支持"),
            ("Spring Boot", "Micronaut", "ops already has Spring Boot Actuator dashboards for everything", "运维已经为所有服务配好了 Spring Boot Actuator 的监控")],
        tf="JUnit 5 + Testcontainers", tcmd=["./gradlew test", "./gradlew check"], imark="`@Tag(\"integration\")`",
        linter=["Spotless with google-java-format", "Checkstyle + Spotless"], lcmd=["./gradlew spotlessApply", "./gradlew spotlessCheck checkstyleMain"], ll=[100, 120],
        hc=("Spring WebClient", "RestTemplate", "RestTemplate is in maintenance mode and we want non-blocking calls", "RestTemplate 已经进入维护模式，而且我们需要非阻塞调用"),
        loglib=["Logback + logstash-logback-encoder"],
        pins=[("Spring Boot", "3.1", "3.2 changed the observability auto-configuration and broke our custom tracing", "3.2 改了可观测性自动配置，我们自定义的链路追踪会失效"),
              ("Jackson", "2.15", "2.16 changed how nulls are handled in some of our DTOs", "2.16 改了部分 DTO 的空值处理"),
              ("Hibernate", "6.2", "6.4 generates different SQL for our batch inserts and throughput drops badly", "6.4 对批量插入生成的 SQL 不一样，吞吐量下降很多")],
        env=["SPRING_PROFILES_ACTIVE", "{SLUG}_DB_PASSWORD", "JAVA_TOOL_OPTIONS"],
        flaky=["OrderEventListenerIT", "RetryPolicyTest.shouldBackoff", "TokenRefreshIT", "StockReservationIT"],
        pkg=[("Gradle with a version catalog", "gradle/libs.versions.toml", "Maven")],
        heavy=["the Kafka container", "the Testcontainers MySQL", "Elasticsearch"],
    ),
    "kotlin": dict(
        rt=["Temurin JDK 17 + Kotlin 1.9", "Temurin JDK 21 + Kotlin 1.9"],
        fw=[("Ktor", "Spring Boot", "startup time and memory footprint matter for the burst-scaled workers", "worker 需要快速扩缩容，启动时间和内存占用很关键"),
            ("Spring Boot (Kotlin)", "Ktor", "we reuse the shared Spring starters for auth and tracing", "可以复用公司统一的 Spring starter（鉴权、链路追踪）")],
        tf="JUnit 5 + Kotest assertions + Testcontainers", tcmd=["./gradlew test", "./gradlew check"], imark="`@Tag(\"integration\")`",
        linter=["ktlint via Spotless", "detekt + ktlint"], lcmd=["./gradlew spotlessApply", "./gradlew detekt ktlintCheck"], ll=[120],
        hc=("Ktor client", "OkHttp directly", "coroutines all the way down and one place for retries", "全链路协程，重试逻辑集中在一个地方"),
        loglib=["kotlin-logging + Logback JSON encoder"],
        pins=[("kotlinx-coroutines", "1.7", "1.8 changed dispatcher behaviour and our SMS batching starved", "1.8 改了调度器行为，我们的短信批量发送线程会饿死"),
              ("Jackson", "2.15", "2.16 changed null handling for our Kotlin data classes", "2.16 改了 Kotlin data class 的空值处理")],
        env=["SPRING_PROFILES_ACTIVE", "{SLUG}_SMS_API_KEY", "JAVA_TOOL_OPTIONS"],
        flaky=["SmsSenderIT", "PushFanoutTest.retriesOnTimeout", "TemplateRenderIT"],
        pkg=[("Gradle with a version catalog", "gradle/libs.versions.toml", "Maven")],
        heavy=["the Kafka container", "the Testcontainers PostgreSQL", "LocalStack"],
    ),
    "node": dict(
        rt=["Node 18 LTS", "Node 20 LTS"],
        fw=[("NestJS", "Express", "we wanted DI and module boundaries as the codebase grew", "代码量变大后需要依赖注入和模块边界"),
            ("Fastify", "Express", "schema-based validation and roughly 2x throughput in our benchmark", "基于 schema 的校验，压测吞吐量大约是 Express 的两倍")],
        tf=None, tcmd=["pnpm test", "npm test", "yarn test"], imark="the `*.int.test.ts` suffix",
        linter=["ESLint + Prettier"], lcmd=["pnpm lint", "npm run lint", "yarn lint"], ll=[100, 120],
        hc=("undici", "axios", "it's faster and per-request timeouts are explicit", "性能更好，按请求设置超时也更直观"),
        loglib=["pino"],
        pins=[("Prisma", "4.16", "5.x changed how connection-pool settings are passed and broke PgBouncer mode", "5.x 改了连接池参数的传法，PgBouncer 模式会出问题"),
              ("TypeScript", "5.1", "5.2 trips a decorator-metadata issue in our DI container", "5.2 会触发我们 DI 容器里的装饰器元数据问题"),
              ("node-fetch", "2.x", "v3 is ESM-only and the service is still CommonJS", "v3 只支持 ESM，而服务还是 CommonJS")],
        env=["NODE_ENV", "{SLUG}_API_TOKEN", "DATABASE_URL"],
        flaky=["webhook.int.test.ts > retries on 5xx", "points.expiry.test.ts", "queue.consumer.int.test.ts"],
        pkg=[("pnpm", "pnpm-lock.yaml", "npm or yarn"), ("yarn (berry)", "yarn.lock", "npm or pnpm")],
        heavy=["the Kafka container", "MongoDB", "LocalStack"],
    ),
    "rust": dict(
        rt=["Rust 1.75 stable", "Rust 1.78 stable"],
        fw=[("axum", "actix-web", "it sits on tower middleware we already use and plays well with tokio", "它基于我们已经在用的 tower 中间件，和 tokio 配合最好")],
        tf="cargo test (cargo-nextest in CI)", tcmd=["cargo nextest run", "cargo test"], imark="`#[ignore]` (run with --ignored)",
        linter=["clippy + rustfmt"], lcmd=["cargo clippy -- -D warnings && cargo fmt --check"], ll=[100],
        hc=("reqwest", "raw hyper", "it handles TLS, pooling and timeouts with far less code", "reqwest 把 TLS、连接池和超时都封装好了，代码少很多"),
        loglib=["tracing + tracing-subscriber (JSON)"],
        pins=[("tokio", "1.32", "a later release changed blocking-pool behaviour and our workers stall under load", "后续版本改了 blocking 线程池的行为，高负载下 worker 会卡住"),
              ("image", "0.24", "0.25 changed the decoder API and our WebP path", "0.25 改了解码器 API 和 WebP 相关逻辑")],
        env=["RUST_LOG", "{SLUG}_CONFIG", "AWS_REGION"],
        flaky=["tests::ingest_under_backpressure", "tests::resize_concurrency"],
        pkg=[],
        heavy=["the Kafka container", "ClickHouse", "MinIO"],
    ),
    "web": dict(
        rt=["Node 20 LTS"],
        fw=[("Next.js", "Create React App", "we needed SSR for SEO and CRA is unmaintained", "需要 SSR 做 SEO，而 CRA 已经没人维护"),
            ("Vue 3 + Vite", "Nuxt", "it's a pure client-side app behind SSO, so SSR brought nothing but complexity", "这是 SSO 后面的纯前端应用，SSR 只会增加复杂度"),
            ("React + Vite", "Next.js", "no SEO needs and we wanted a plain static bundle on the CDN", "没有 SEO 需求，只想要能放 CDN 的纯静态产物")],
        tf="Vitest + Testing Library (Playwright for e2e)", tcmd=["pnpm test", "pnpm test:unit && pnpm test:e2e"], imark="the Playwright `@e2e` tag",
        linter=["ESLint + Prettier + stylelint", "ESLint + Prettier"], lcmd=["pnpm lint", "pnpm lint --fix"], ll=[100, 120],
        hc=("TanStack Query", "hand-rolled fetch + useEffect", "caching, retries and loading states come for free", "缓存、重试和加载状态都是现成的"),
        loglib=["the shared @corvid/logger"],
        pins=[("antd", "4.x", "5.x moves theming to CSS-in-JS and our Less theme would break", "5.x 改成 CSS-in-JS 主题，我们自定义的 Less 主题会失效"),
              ("Next.js", "13.4", "13.5 broke our middleware-based auth redirect", "13.5 让基于 middleware 的登录跳转出问题"),
              ("vue-router", "4.2", "4.3 changed how our dynamic route guards resolve", "4.3 改了动态路由守卫的解析方式")],
        env=["NEXT_PUBLIC_API_BASE", "VITE_API_BASE_URL"],
        flaky=["checkout.spec.ts > applies coupon", "orders-table.e2e.ts", "login.spec.ts > sso redirect"],
        pkg=[("pnpm", "pnpm-lock.yaml", "npm or yarn")],
        heavy=[],
    ),
}

# Per-project vocabulary used by some aspects --------------------------------------------
EVENTS = {  # slug: (event_en, event_zh, topic word)
    "ledgerly": ("invoice lifecycle", "发票状态", "invoice"), "kestrel": ("index update", "索引更新", "index-update"),
    "tidewater": ("load-finished", "批次完成", "load-done"), "falcon": ("delivery receipt", "送达回执", "delivery"),
    "atlas": ("user sign-up and login", "注册登录", "user"), "cobalt": ("feed impression", "曝光", "impression"),
    "orchid": ("client session", "客户端会话", "session"), "nimbus": ("deployment", "部署", "deploy"),
    "beacon": ("raw tracking", "原始埋点", "raw-events"), "driftwood": ("archive job", "归档任务", "archive"),
    "fjord": ("stock reservation", "锁库存", "reservation"), "garnet": ("price change", "价格变更", "price"),
    "heron": ("ticket update", "工单变更", "ticket"), "ivy": ("experiment exposure", "实验曝光", "exposure"),
    "kiln": ("training run", "训练任务", "training-run"), "lumen": ("image processed", "图片处理完成", "image"),
    "mistral": ("message", "消息", "message"), "nectar": ("points ledger", "积分流水", "points"),
    "onyx": ("model build", "模型构建", "dbt-run"), "pebble": ("shipment status", "运单状态", "shipment"),
    "quartz": ("job execution", "任务执行", "job-exec"), "raven": ("risk decision", "风控决策", "risk-decision"),
    "tundra": ("zone change", "配送范围变更", "zone"), "umber": ("report ready", "报表生成完成", "report"),
}
OBJECTS = {  # slug: (objects_en, objects_zh)
    "ledgerly": ("generated invoice PDFs", "生成的发票 PDF"), "kestrel": ("index snapshots", "索引快照"),
    "tidewater": ("raw extract files", "原始抽取文件"), "harbor": ("uploaded CSV imports", "上传的 CSV 导入文件"),
    "falcon": ("email attachments and rendered templates", "邮件附件和渲染好的模板"), "atlas": ("user avatars", "用户头像"),
    "cobalt": ("model artifacts", "模型文件"), "orchid": ("app config bundles", "App 配置包"),
    "nimbus": ("build artifacts", "构建产物"), "quill": ("built static site", "构建好的静态站点"),
    "beacon": ("compressed event batches", "压缩后的事件批次"), "driftwood": ("archived log chunks", "归档日志分片"),
    "ember": ("static JS/CSS bundles", "静态 JS/CSS 包"), "fjord": ("daily stock snapshots", "每日库存快照"),
    "garnet": ("price list exports", "价格表导出文件"), "heron": ("ticket attachments", "工单附件"),
    "ivy": ("experiment result exports", "实验结果导出"), "juniper": ("merchant uploads", "商家上传的文件"),
    "kiln": ("training datasets and checkpoints", "训练数据集和 checkpoint"), "lumen": ("original images and thumbnails", "原图和缩略图"),
    "mistral": ("chat attachments", "聊天附件"), "nectar": ("monthly points statements", "月度积分对账单"),
    "onyx": ("dbt artifacts (manifest, run results)", "dbt 产物（manifest、run results）"), "pebble": ("shipping labels", "面单文件"),
    "quartz": ("job logs", "任务日志"), "raven": ("feature snapshots", "特征快照"), "saffron": ("campaign images", "活动图片"),
    "tundra": ("map tiles and zone polygons", "地图瓦片和配送范围多边形"), "umber": ("generated reports", "生成好的报表文件"),
}
TABLES = {"ledgerly": "invoices", "kestrel": "documents", "falcon": "notifications", "atlas": "users", "cobalt": "user_features",
          "orchid": "devices", "nimbus": "environments", "beacon": "sources", "fjord": "stock_levels", "garnet": "price_rules",
          "heron": "tickets", "ivy": "assignments", "lumen": "images", "mistral": "messages", "nectar": "point_entries",
          "pebble": "shipments", "quartz": "job_runs", "raven": "risk_events", "tundra": "zones", "umber": "report_jobs",
          "tidewater": "load_batches", "driftwood": "archive_index", "kiln": "runs", "onyx": "seeds"}
PII = {  # slug: (pii_en, pii_zh)
    "ledgerly": ("billing addresses and tax IDs", "账单地址和税号"), "atlas": ("phone numbers and ID card numbers", "手机号和身份证号"),
    "falcon": ("recipient phone numbers and email addresses", "收件人手机号和邮箱"), "orchid": ("device identifiers and precise location", "设备标识和精确定位"),
    "heron": ("customer contact details inside ticket bodies", "工单正文里的客户联系方式"), "pebble": ("recipient names, phones and street addresses", "收件人姓名、电话和详细地址"),
    "raven": ("bank card numbers and device fingerprints", "银行卡号和设备指纹"), "mistral": ("private message contents", "私信内容"),
    "nectar": ("member phone numbers", "会员手机号"), "tundra": ("customer home coordinates", "用户住址坐标"),
    "beacon": ("raw IP addresses and device IDs", "原始 IP 和设备 ID"), "cobalt": ("user browsing histories", "用户浏览记录"),
    "fjord": ("supplier bank details", "供应商银行账户"), "garnet": ("customer-specific contract prices", "客户专属合同价"),
    "umber": ("employee salary figures in exported reports", "导出报表中的员工薪资"), "kestrel": ("users' raw search queries", "用户原始搜索词"),
    "tidewater": ("order recipients' phone numbers", "订单收件人手机号"), "kiln": ("user-level training labels", "用户级训练标签"),
    "onyx": ("customer emails in staging models", "staging 模型里的客户邮箱"), "driftwood": ("IP addresses in archived access logs", "归档访问日志里的 IP"),
    "ivy": ("user IDs joined with order amounts", "用户 ID 关联的订单金额"), "lumen": ("EXIF GPS data in uploaded photos", "上传照片 EXIF 里的 GPS 信息"),
    "quartz": ("job payloads that may contain customer data", "可能包含客户数据的任务参数"), "nimbus": ("deploy logs containing env values", "包含环境变量值的部署日志"),
}
RETAIN = {  # slug: (data_en, data_zh)
    "ledgerly": ("draft invoices", "草稿发票"), "kestrel": ("raw query logs", "原始搜索日志"), "tidewater": ("staging-area tables", "中间层暂存表"),
    "falcon": ("delivery logs", "发送记录"), "atlas": ("login audit records", "登录审计记录"), "cobalt": ("impression logs", "曝光日志"),
    "orchid": ("client crash reports", "客户端崩溃日志"), "beacon": ("raw events", "原始事件"), "driftwood": ("archived access logs", "已归档的访问日志"),
    "fjord": ("expired reservations", "过期的锁库存记录"), "garnet": ("price change history", "价格变更历史"), "heron": ("closed tickets", "已关闭工单"),
    "ivy": ("per-user exposure logs", "用户粒度的曝光日志"), "kiln": ("old training checkpoints", "旧的训练 checkpoint"), "lumen": ("original uploads", "原始上传图片"),
    "mistral": ("deleted conversations", "已删除的会话"), "nectar": ("expired point entries", "过期积分流水"), "onyx": ("snapshot tables", "快照表"),
    "pebble": ("carrier callback payloads", "承运商回调报文"), "quartz": ("job execution logs", "任务执行日志"), "raven": ("risk decision logs", "风控决策日志"),
    "tundra": ("courier GPS traces", "骑手 GPS 轨迹"), "umber": ("generated report files", "报表产物文件"), "nimbus": ("deploy logs", "部署日志"),
}
JOBS = {  # slug: (job_en, job_zh)
    "ledgerly": ("invoice generation", "账单生成"), "kestrel": ("full reindex", "全量重建索引"), "tidewater": ("warehouse load", "数仓导入"),
    "falcon": ("digest email", "摘要邮件"), "atlas": ("dormant-account cleanup", "沉睡账号清理"), "cobalt": ("feature refresh", "特征刷新"),
    "orchid": ("push-token cleanup", "推送 token 清理"), "beacon": ("partition compaction", "分区合并"), "driftwood": ("cold-storage archive", "冷存储归档"),
    "fjord": ("stock reconciliation", "库存对账"), "garnet": ("price rebuild", "价格重算"), "heron": ("SLA breach report", "超时工单统计"),
    "ivy": ("experiment metrics rollup", "实验指标汇总"), "kiln": ("retraining", "模型重训"), "lumen": ("orphan image sweep", "孤儿图片清理"),
    "mistral": ("message search index", "消息搜索索引"), "nectar": ("points expiry", "积分过期"), "onyx": ("dbt build", "dbt 全量构建"),
    "pebble": ("carrier status sync", "物流状态同步"), "raven": ("blacklist refresh", "黑名单刷新"), "tundra": ("zone recompute", "配送范围重算"),
    "umber": ("monthly report batch", "月报批量生成"), "nimbus": ("stale environment cleanup", "过期环境清理"), "quartz": ("execution history purge", "执行历史清理"),
}
DEPLOY_SVC = [
    ("ArgoCD syncs the `{slug}` Helm chart from the deploy repo; staging syncs automatically, production needs a manual \"Promote\" in the Argo UI",
     "ArgoCD 从 deploy 仓库同步 `{slug}` 的 Helm chart，staging 自动同步，生产要在 Argo 界面手动点 Promote"),
    ("push a semver tag (vX.Y.Z) and the GitHub Actions `release.yml` workflow builds the image and rolls it out to prod",
     "打一个 semver tag（vX.Y.Z），GitHub Actions 的 `release.yml` 会构建镜像并滚动发布到生产"),
    ("run the Jenkins job `{slug}-deploy`; it pauses for a manual approval before it touches prod",
     "执行 Jenkins 任务 `{slug}-deploy`，动生产之前会停下来等人工审批"),
    ("the Spinnaker pipeline `{slug}-prod` runs a 10% canary for 30 minutes and only then rolls out fully if the error rate holds",
     "Spinnaker 流水线 `{slug}-prod` 先放 10% 金丝雀 30 分钟，错误率稳定才全量"),
    ("`nimbus deploy {slug} --env prod` from the bastion; it refuses to run if the staging smoke tests are red",
     "在跳板机上执行 `nimbus deploy {slug} --env prod`，staging 冒烟测试没过会拒绝执行"),
]
DEPLOY_WEB = [
    ("the `publish` workflow uploads the build to the CDN bucket and purges the cache; production publish is triggered from a GitHub release",
     "`publish` 工作流把构建产物传到 CDN 桶并刷新缓存；生产发布由 GitHub Release 触发"),
    ("every PR gets a Vercel preview; production is promoted manually from the Vercel dashboard after QA signs off",
     "每个 PR 都有 Vercel 预览环境，QA 验收后在 Vercel 控制台手动 promote 到生产"),
    ("ArgoCD syncs the nginx image built from main; production needs a manual \"Promote\" in the Argo UI",
     "ArgoCD 同步 main 分支构建的 nginx 镜像，生产要在 Argo 界面手动 Promote"),
]
BRANCH_MODELS = [
    ("trunk-based development (short-lived branches off main, merged within a couple of days)", "主干开发（从 main 拉短分支，一两天内合回去）"),
    ("GitFlow (feature branches come off `develop`, releases are cut as `release/x.y`)", "GitFlow（功能分支从 `develop` 拉，发布时切 `release/x.y`）"),
    ("a main + release-branch model (hotfixes land on the release branch first and are cherry-picked back to main)", "main + release 分支模式（hotfix 先合到 release 分支，再 cherry-pick 回 main）"),
]
REVIEW_AREAS = [("the database schema", "数据库表结构"), ("auth or permissions", "鉴权与权限"), ("public API contracts", "对外接口定义"),
                ("money calculations", "金额计算"), ("the Helm chart or infra config", "Helm chart 或基础设施配置")]
WINDOWS = [("weekdays 22:00–24:00 CST", "工作日晚上 22:00–24:00"), ("Tuesdays and Thursdays after 21:00", "周二、周四晚上 21:00 以后"),
           ("Saturdays 02:00–05:00", "周六凌晨 2:00–5:00"), ("weekdays after 20:00", "工作日 20:00 之后")]
MILESTONES = [("v2 launch", "v2 上线"), ("GA release", "正式版（GA）发布"), ("migration off the legacy cluster", "旧集群迁移"),
              ("public beta", "公测"), ("SOC 2 audit readiness", "SOC 2 审计准备")]
DL_REASONS = [("it's tied to the Q{q} marketing campaign", "它和 Q{q} 的市场活动绑定"),
              ("the legacy cluster's support contract ends that week", "旧集群的维保合同那周到期"),
              ("a key customer contract depends on it", "一个大客户的合同依赖这个时间点"),
              ("Finance needs it before the quarter closes", "财务要在季度结账前用上")]
API_STYLES = [("REST with an OpenAPI 3 spec", "REST + OpenAPI 3", "most consumers are web and mobile clients", "主要调用方是 Web 和移动端", "api/openapi.yaml"),
              ("gRPC", "gRPC", "callers are internal services and we want generated, typed clients", "调用方都是内部服务，需要自动生成的强类型客户端", "proto/"),
              ("GraphQL", "GraphQL", "the clients need to shape their own queries and avoid over-fetching", "客户端需要自己组织查询，避免过度获取", "schema.graphql")]
AUTHS = [("OAuth2 client-credentials tokens issued by Atlas (audience `{slug}`)", "Atlas 签发的 OAuth2 client-credentials token（audience 为 `{slug}`）"),
         ("mTLS with certificates from the internal CA, checked against an allow-list of service names", "内部 CA 签发证书的 mTLS，并按服务名白名单校验"),
         ("short-lived RS256 JWTs verified against the JWKS endpoint", "短期 RS256 JWT，通过 JWKS 接口验签"),
         ("HMAC-signed API keys in the `X-Corvid-Signature` header", "放在 `X-Corvid-Signature` 头里的 HMAC 签名 API key")]
LOG_SINKS = [("Loki (label `app={slug}`)", "Loki（label `app={slug}`）"), ("the ELK cluster (index `{slug}-*`)", "ELK（索引 `{slug}-*`）"),
             ("Aliyun SLS project `{slug}-logs`", "阿里云 SLS 的 `{slug}-logs` 项目")]
FLAG_TOOLS = ["Unleash", "LaunchDarkly", "the in-house Toggle service", "GrowthBook"]
CI_SYSTEMS = ["GitHub Actions", "GitLab CI", "Jenkins", "Buildkite"]
CI_CHECKS = ["build-and-test", "ci/required", "lint-test", "verify"]
IDEPS = [("Docker running (Testcontainers)", "Docker（Testcontainers）"), ("the docker-compose stack (`make up`)", "docker-compose 环境（`make up`）"),
         ("a local Kafka from `make kafka`", "本地 Kafka（`make kafka`）")]
MASK_FN = {"python": "mask_pii()", "go": "pii.Mask()", "java": "PiiMasker.mask()", "kotlin": "PiiMasker.mask()",
           "node": "maskPii()", "rust": "pii::mask()", "web": "maskPii()"}
CACHE_PURPOSES = [("session cache", "会话缓存"), ("rate-limit counter store", "限流计数"), ("cache for hot query results", "热点查询结果缓存"),
                  ("idempotency-key store", "幂等 key 存储"), ("distributed lock store", "分布式锁")]
TTLS = [("24h", "24 小时"), ("10 minutes", "10 分钟"), ("1 hour", "1 小时"), ("7 days", "7 天")]
BACKUP_FREQ = [("nightly at 03:00", "每晚 3 点全量"), ("every 6 hours", "每 6 小时一次"), ("continuously (WAL archiving) plus a daily base backup", "WAL 持续归档 + 每日全量")]
CRON_SCHED = ["Airflow", "a Kubernetes CronJob", "Argo Workflows", "Quartz (our job scheduler)"]
PREFS = {
    "python": [("plain dataclasses over pydantic models for internal DTOs", "内部 DTO 用普通 dataclass，而不是 pydantic 模型"),
               ("type hints on every new function, with mypy --strict kept green", "每个新函数都写类型注解，并保持 mypy --strict 通过"),
               ("small pure functions and early returns instead of deep nesting", "小而纯的函数、提前 return，不要深层嵌套")],
    "go": [("table-driven tests and wrapping errors with %w instead of pkg/errors", "表驱动测试，错误用 %w 包装而不是 pkg/errors"),
           ("accepting interfaces and returning concrete structs", "参数接收接口、返回具体结构体"),
           ("passing context.Context explicitly as the first argument, never storing it in structs", "context.Context 作为第一个参数显式传递，绝不存进结构体")],
    "java": [("constructor injection over field @Autowired", "构造器注入，不要字段上的 @Autowired"),
             ("records for immutable DTOs and Optional only as a return type", "不可变 DTO 用 record，Optional 只用作返回值")],
    "kotlin": [("sealed classes for results instead of throwing exceptions across layers", "用 sealed class 表达结果，不要跨层抛异常"),
               ("extension functions over util classes", "用扩展函数代替工具类")],
    "node": [("async/await over .then() chains and named exports over default exports", "用 async/await 而不是 .then() 链，用具名导出而不是默认导出"),
             ("zod schemas at every API boundary", "所有接口边界都用 zod schema 校验")],
    "rust": [("thiserror for library errors and anyhow only in binaries", "库代码用 thiserror，anyhow 只在二进制入口里用"),
             ("avoiding unwrap() outside tests", "测试以外不要用 unwrap()")],
    "web": [("function components with hooks and CSS modules over styled-components", "函数组件 + hooks，样式用 CSS Modules 而不是 styled-components"),
            ("colocating component tests next to the component file", "组件测试文件和组件放在同一目录")],
}
MONTHS_EN = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]


ZH_MAP = {
    "the in-house Toggle service": "自研的 Toggle 服务", "a Kubernetes CronJob": "Kubernetes CronJob",
    "Quartz (our job scheduler)": "自研调度平台 Quartz", "mongodump to object storage": "mongodump 导出到对象存储",
    "the StarRocks BACKUP command": "StarRocks 的 BACKUP 命令", "k8s-prod (Shanghai)": "k8s-prod（上海）",
    "the `integration` build tag": "`integration` build tag", "the `*.int.test.ts` suffix": "`*.int.test.ts` 文件后缀",
    "the Playwright `@e2e` tag": "Playwright 的 `@e2e` 标签", "`#[ignore]` (run with --ignored)": "`#[ignore]`（用 --ignored 运行）",
    "Gradle with a version catalog": "Gradle（version catalog）", "the shared @corvid/logger": "公司统一的 @corvid/logger",
    "the Kafka container": "Kafka 容器", "the Spark worker": "Spark worker", "the Testcontainers MySQL": "Testcontainers 的 MySQL",
    "the Testcontainers PostgreSQL": "Testcontainers 的 PostgreSQL", "the local etcd cluster": "本地 etcd 集群",
    "the local stack": "本地服务", "the shared corvid/httpc wrapper around net/http": "公司统一封装的 corvid/httpc（基于 net/http）",
    "raw hyper": "直接裸用 hyper", "hand-rolled fetch + useEffect": "手写 fetch + useEffect", "OkHttp directly": "直接用 OkHttp",
    "add a V<next>__<description>.sql file": "新增一个 V<next>__<description>.sql 文件",
    "add a changeset to db.changelog-master.yaml": "在 db.changelog-master.yaml 里加一个 changeset",
    "cargo test (cargo-nextest in CI)": "cargo test（CI 里用 cargo-nextest）",
    "Vitest + Testing Library (Playwright for e2e)": "Vitest + Testing Library（e2e 用 Playwright）",
    "yarn (berry)": "yarn（berry）", "Spotless with google-java-format": "Spotless（google-java-format）",
}


def zh_profile(prof):
    out = {}
    for k, v in prof.items():
        if isinstance(v, str):
            v = ZH_MAP.get(v, v)
            v = re.sub(r"^the (\w+) on-prem cluster$", r"\1 机房自建集群", v)
        out[k] = v
    return out


def pick_person(r, used):
    while True:
        p = r.choice(PEOPLE)
        if p[0] not in used:
            used.add(p[0])
            return p


def person_fields(prefix, p):
    en, zh, g = p
    return {f"{prefix}": en, f"{prefix}_zh": zh, f"{prefix}_he": "she" if g == "f" else "he",
            f"{prefix}_him": "her" if g == "f" else "him", f"{prefix}_his": "her" if g == "f" else "his", f"{prefix}_ta": "她" if g == "f" else "他"}


def fmt_date(y, m, d):
    return f"{MONTHS_EN[m - 1]} {d}, {y}", f"{y} 年 {m} 月 {d} 日"


ENGINE_SPECS = {"PostgreSQL": ("PostgreSQL", "15", "pg", [5432]), "MySQL": ("MySQL", "8.0", "mysql", [3306])}


def make_profile(proj, r, used_ports, ov=None):
    ov = ov or {}
    slug, name, kind, stack, team, desc_en, desc_zh = proj
    S = STACK[stack]
    dc = r.choice(["bj1", "sh2", "hz1"])
    f = dict(P=name, slug=slug, SLUG=slug.upper(), TKT=slug[:3].upper(), team=team, desc_en=desc_en, desc_zh=desc_zh,
             repo=f"github.corvid.io/{team}/{slug}", dc=dc, stack=stack, kind=kind)
    used = set(GLOBAL_PEOPLE)
    f.update(person_fields("owner", pick_person(r, used)))
    f.update(person_fields("backup", pick_person(r, used)))
    f.update(person_fields("pm", pick_person(r, used)))
    f.update(person_fields("reviewer", pick_person(r, used)))
    # database
    if kind == "data":
        eng = r.choice([("ClickHouse", "23.8", "ch", [9000, 8123]), ("PostgreSQL", "15", "pg", [5432, 5433]), ("StarRocks", "3.1", "sr", [9030])])
    elif stack == "python":
        eng = r.choice([("PostgreSQL", "15", "pg", [5432, 5433, 6432]), ("PostgreSQL", "16", "pg", [5432, 6432]), ("MySQL", "8.0", "mysql", [3306, 3307])])
    elif stack == "go":
        eng = r.choice([("PostgreSQL", "15", "pg", [5432, 5433]), ("TiDB", "7.5", "tidb", [4000])])
    elif stack in ("java", "kotlin"):
        eng = r.choice([("MySQL", "8.0", "mysql", [3306, 3307]), ("PostgreSQL", "15", "pg", [5432, 5433])])
    elif stack == "node":
        eng = r.choice([("PostgreSQL", "16", "pg", [5432, 6432]), ("MongoDB", "6.0", "mongo", [27017])])
    else:
        eng = r.choice([("PostgreSQL", "16", "pg", [5432]), ("ClickHouse", "23.8", "ch", [9000])])
    if "engine" in ov:
        eng = ENGINE_SPECS[ov["engine"]]
    f.update(engine=eng[0], ver=eng[1], host=f"{eng[2]}-{slug}-{r.randint(1, 3):02d}.{dc}.int.corvid.io",
             dbport=r.choice(eng[3]), dbname=slug + r.choice(["_prod", "", "_main", "_db"]))
    # cache
    ce = r.choice(["Redis 7", "Redis 7", "Redis 6.2", "KeyDB", "Memcached 1.6"])
    cpre = "memcached" if ce.startswith("Memcached") else "redis"
    f.update(cengine=ce, chost=r.choice([f"{cpre}-{slug}.{dc}.int.corvid.io", f"cache-0{r.randint(1, 4)}.{dc}.int.corvid.io"]),
             cport=11211 if ce.startswith("Memcached") else r.choice([6379, 6380, 6381, 7000]), cprefix=f"{slug[:3]}:")
    cp = r.choice(CACHE_PURPOSES)
    tt = r.choice(TTLS)
    f.update(purpose_en=cp[0], purpose_zh=cp[1], ttl=tt[0], ttl_zh=tt[1])
    # queue
    ev = EVENTS.get(slug, ("domain", "领域", "events"))
    br = r.choice(["Kafka", "Kafka", "RabbitMQ", "Pulsar", "NATS JetStream"])
    bhost = {"Kafka": f"kafka-{dc}.int.corvid.io:9092", "RabbitMQ": f"rmq-01.{dc}.int.corvid.io:5672",
             "Pulsar": f"pulsar-{dc}.int.corvid.io:6650", "NATS JetStream": f"nats-{dc}.int.corvid.io:4222"}[br]
    f.update(broker=br, bhost=bhost, event_en=ev[0], event_zh=ev[1], topic=f"{slug}.{ev[2]}.v1",
             group=r.choice([f"{slug}-worker", f"{slug}-{ev[2]}-consumer"]))
    # ports
    while True:
        port = r.choice(range(8000, 9000, 5)) if kind != "web" else r.choice([3000, 3001, 3002, 4173, 5173, 5174, 8080])
        if port not in used_ports:
            used_ports.add(port)
            break
    f.update(port=port, mport=port + 1000 if port >= 8000 else 9464)
    f.update(surl=r.choice([f"https://{slug}.staging.corvid.io", f"https://staging-{slug}.corvid.dev", f"https://{slug}-stg.int.corvid.io"]),
             sbranch="develop" if r.random() < 0.3 else "main")
    f.update(rt=r.choice(S["rt"]))
    dep = r.choice(DEPLOY_WEB if kind == "web" else DEPLOY_SVC)
    f.update(method_en=dep[0].format(slug=slug), method_zh=dep[1].format(slug=slug))
    f.update(ci=r.choice(CI_SYSTEMS), mins=r.choice([6, 8, 12, 15, 18, 25, 35]), check=r.choice(CI_CHECKS))
    tf = S["tf"] or r.choice(["Jest", "Vitest"])
    idep = r.choice(IDEPS)
    if kind == "web":
        idep = ("the mock API server (`pnpm mock`)", "mock API 服务（`pnpm mock`）")
    f.update(tf=tf, tcmd=r.choice(S["tcmd"]), imark=S["imark"], idep=idep[0], idep_zh=idep[1])
    f.update(linter=r.choice(S["linter"]), lcmd=r.choice(S["lcmd"]), ll=r.choice(S["ll"]))
    bm = r.choice(BRANCH_MODELS)
    n = r.randint(100, 900)
    f.update(model_en=bm[0], model_zh=bm[1], bpattern=f"<type>/{slug[:3].upper()}-<ticket>-<short-desc>",
             bexample=f"{r.choice(['feat', 'fix'])}/{slug[:3].upper()}-{n}-{r.choice(['retry-webhooks', 'add-export', 'cache-warmup', 'fix-timeout', 'new-filter'])}")
    ar = r.choice(REVIEW_AREAS)
    f.update(n_app=r.choice([1, 2, 2]), area_en=ar[0], area_zh=ar[1])
    f["n_app_en"] = "1 approval" if f["n_app"] == 1 else f"{f['n_app']} approvals"
    w = r.choice(WINDOWS)
    f.update(window_en=w[0], window_zh=w[1], chan=r.choice([f"#{slug}-ops", "#db-changes", "#ops-announce"]), table=TABLES.get(slug, "events"))
    # migration tool
    fw = r.choice(S["fw"])
    f.update(fw=fw[0], fw_alt=fw[1], fw_reason_en=fw[2], fw_reason_zh=fw[3], fw_year=r.choice([2021, 2022, 2023]))
    if stack == "python":
        mt = ("Django migrations", "python manage.py makemigrations <app>", "<app>/migrations/") if fw[0] == "Django" else \
             ("Alembic", "alembic revision --autogenerate -m \"<msg>\"", "migrations/versions/")
    elif stack == "go":
        mt = r.choice([("goose", "goose -dir db/migrations create <name> sql", "db/migrations/"),
                       ("golang-migrate", "migrate create -ext sql -dir migrations -seq <name>", "migrations/")])
    elif stack in ("java", "kotlin"):
        mt = r.choice([("Flyway", "add a V<next>__<description>.sql file", "src/main/resources/db/migration/"),
                       ("Liquibase", "add a changeset to db.changelog-master.yaml", "src/main/resources/db/changelog/")])
    elif stack == "node":
        mt = r.choice([("Prisma Migrate", "npx prisma migrate dev --name <name>", "prisma/migrations/"),
                       ("Knex", "npx knex migrate:make <name>", "db/migrations/")])
    else:
        mt = ("sqlx migrate", "sqlx migrate add <name>", "migrations/")
    f.update(mtool=mt[0], mcmd=mt[1], mdir=mt[2])
    y, m, d = r.choice([2025, 2025, 2026]), r.randint(1, 12), r.randint(1, 28)
    ms = r.choice(MILESTONES)
    rs = r.choice(DL_REASONS)
    q = (m - 1) // 3 + 1
    de, dz = fmt_date(y, m, d)
    f.update(milestone_en=ms[0], milestone_zh=ms[1], date_en=de, date_zh=dz, dl_reason_en=rs[0].format(q=q), dl_reason_zh=rs[1].format(q=q))
    fm, fd = (m, d - 10) if d > 10 else ((m - 1 or 12), d + 17)
    fy = y if not (m == 1 and d <= 10) else y - 1
    fe, fz = fmt_date(fy, fm, fd)
    f.update(fdate_en=fe, fdate_zh=fz)
    api = r.choice(API_STYLES)
    f.update(api_en=api[0], api_zh=api[1], api_reason_en=api[2], api_reason_zh=api[3], spec=api[4])
    au = r.choice([a for a in AUTHS if not (slug == "atlas" and "Atlas" in a[0])])
    f.update(auth_en=au[0].format(slug=slug), auth_zh=au[1].format(slug=slug))
    sk = r.choice(LOG_SINKS)
    f.update(loglib=r.choice(S["loglib"]), sink_en=sk[0].format(slug=slug), sink_zh=sk[1].format(slug=slug))
    f.update(gfolder=f"{team} / {name}", alertchan=r.choice([f"#alerts-{slug}", f"#{team}-oncall"]))
    f.update(vpath=r.choice([f"secret/{team}/{slug}/prod", f"kv/{slug}/prod", f"secret/data/{slug}"]))
    f.update(flagtool=r.choice(FLAG_TOOLS))
    f.update(mem=r.choice([6, 8, 10, 12]), heavy=r.choice(S["heavy"]) if S["heavy"] else "the local stack")
    f.update(flaky=r.choice(S["flaky"]), ticket=f"{slug[:3].upper()}-{r.randint(100, 999)}")
    pin = r.choice(S["pins"])
    f.update(lib=pin[0], libver=pin[1], pin_reason_en=pin[2], pin_reason_zh=pin[3])
    f.update(envvar=r.choice(S["env"]).replace("{SLUG}", slug.upper()))
    obj = OBJECTS.get(slug, ("files", "文件"))
    os_ = r.choice([("S3", "ap-northeast-1"), ("Aliyun OSS", "cn-shanghai"), ("Aliyun OSS", "cn-beijing"), ("MinIO", f"the {dc} on-prem cluster")])
    f.update(objects_en=obj[0], objects_zh=obj[1], objstore=os_[0], region=os_[1],
             bucket=f"corvid-{slug}-{r.choice(['prod', 'assets', 'data', 'files'])}")
    pk = r.choice(S["pkg"]) if S["pkg"] else None
    if pk:
        f.update(pkgm=pk[0], lockfile=pk[1], pkg_alt=pk[2],
                 pkg_alt_zh=pk[2].replace("plain pip/requirements.txt", "pip + requirements.txt").replace("bare pip", "pip").replace(" or ", " 或 "))
    if stack == "node" and pk:
        runner = "pnpm" if pk[0] == "pnpm" else "yarn"
        f.update(tcmd=f"{runner} test", lcmd=f"{runner} lint")
    f.update(eprefix=slug[:3].upper(), ecode=f"{slug[:3].upper()}_" + r.choice(["NOT_FOUND", "INVALID_ARGUMENT", "CONFLICT", "RATE_LIMITED"]))
    f.update(vprefix=r.choice(["v1", "v2", "api/v1", "api/v2"]))
    f.update(ocrot=f"{name} Primary", ocslack=f"#{slug}-oncall")
    btool = {"PostgreSQL": "pgBackRest", "MySQL": "XtraBackup", "TiDB": "BR", "MongoDB": "mongodump to object storage",
             "ClickHouse": "clickhouse-backup", "StarRocks": "the StarRocks BACKUP command"}[f["engine"]]
    bf = r.choice(BACKUP_FREQ) if f["engine"] == "PostgreSQL" else r.choice(BACKUP_FREQ[:2])
    f.update(bfreq=bf[0], bfreq_zh=bf[1], btool=btool, bret=r.choice([7, 14, 30, 35]))
    rl = r.choice([50, 100, 200, 500])
    f.update(rl=rl, burst=rl * 2)
    f.update(search_engine=r.choice(["Elasticsearch 8.11", "OpenSearch 2.11"]), shost=f"es-{slug}.{dc}.int.corvid.io:9200", alias=f"{slug}-current")
    jb = JOBS.get(slug, ("cleanup", "清理"))
    cs = r.choice([("01:30", 60, "04:00 UTC"), ("02:00", 120, "06:00 UTC"), ("03:15", 40, "05:00 UTC"),
                   ("18:00", 75, "21:00 UTC"), ("00:30", 20, "02:00 UTC")])
    f.update(job_en=jb[0], job_zh=jb[1], ctime=cs[0], cdur=cs[1], cend=cs[2],
             scheduler=r.choice([s for s in CRON_SCHED if not (slug == "quartz" and "Quartz" in s)]))
    f.update(avail=r.choice(["99.9", "99.95", "99.99"]), p99=r.choice([80, 150, 250, 400]))
    f.update(bastion=f"jump-{dc}.corvid.io")
    pii = PII.get(slug, ("customer personal data", "客户个人信息"))
    f.update(pii_en=pii[0], pii_zh=pii[1], mask_fn=MASK_FN[stack])
    pf = r.choice(PREFS[stack])
    f.update(pref_en=pf[0], pref_zh=pf[1])
    f.update(hc=S["hc"][0], hc_alt=S["hc"][1], hc_reason_en=S["hc"][2], hc_reason_zh=S["hc"][3])
    rd = RETAIN.get(slug, ("old records", "旧记录"))
    f.update(rdata_en=rd[0], rdata_zh=rd[1], rdays=r.choice([30, 90, 180, 365]), ryear=r.choice([2023, 2024]))
    f.update(ns=f"{team}-{slug}" if r.random() < 0.5 else slug, cluster=r.choice(["k8s-prod (Shanghai)", "k8s-prod (Shanghai)", "k8s-prod-bj"]),
             cpu=r.choice(["500m", "1", "2"]), memr=r.choice(["512Mi", "1Gi", "2Gi", "4Gi"]), replicas=r.randint(2, 6))
    f.update({k: v for k, v in ov.items() if k != "engine"})
    return f

# --------------------------------------------------------------------------------------
# Aspects: one memory per (project, aspect).  kinds: S=service, D=data pipeline, W=web
# --------------------------------------------------------------------------------------
SDW, SD, SW, S_ = "SDW", "SD", "SW", "S"
ASPECTS = {
    "overview": ("project", (5, 6), SDW, [
        "{P} is {desc_en}; it's owned by the {team} team and the code lives at {repo}.",
        "Project background: {P} ({repo}) is {desc_en}, maintained by the {team} team.",
        "{P} — {desc_en}. Repo: {repo}. Team: {team}.",
    ], [
        "{P} 是{desc_zh}，归 {team} 团队维护，代码在 {repo}。",
        "项目背景：{P}（{repo}）是{desc_zh}，由 {team} 组负责。",
        "{P}：{desc_zh}。仓库 {repo}，所属团队 {team}。",
    ]),
    "db": ("config", (6, 7), SD, [
        "{P} stores its data in {engine} {ver} on {host}:{dbport}, database `{dbname}`.",
        "Primary database for {P}: {engine} {ver} at {host}:{dbport} (db name `{dbname}`). There's a read replica, but writes must go to the primary.",
        "{P} talks to {engine} {ver} — host {host}, port {dbport}, schema `{dbname}`. Local dev uses the docker-compose instance instead.",
    ], [
        "{P} 的主库是 {engine} {ver}，地址 {host}:{dbport}，库名 `{dbname}`。",
        "{P} 用的数据库：{engine} {ver}（{host}:{dbport}，库 `{dbname}`），本地开发连 docker-compose 起的实例。",
        "{P} 的数据都在 {engine} {ver} 里，主机 {host}，端口 {dbport}，数据库名 `{dbname}`；写操作只能走主库。",
    ]),
    "cache": ("config", (5, 6), S_, [
        "{P} uses {cengine} as its {purpose_en} at {chost}:{cport}; keys are prefixed `{cprefix}` and expire after {ttl}.",
        "Caching in {P}: {cengine} on {chost}:{cport}, used as a {purpose_en}. Every key needs a TTL (default {ttl}) — never write keys without one.",
    ], [
        "{P} 用 {cengine} 做{purpose_zh}，地址 {chost}:{cport}，key 前缀 `{cprefix}`，TTL {ttl_zh}。",
        "{P} 的缓存：{cengine}（{chost}:{cport}），主要做{purpose_zh}；所有 key 都必须带过期时间，默认 {ttl_zh}。",
    ]),
    "queue": ("config", (5, 6), SD, [
        "{P} publishes {event_en} events to {broker} topic `{topic}` ({bhost}); the worker consumes them as group `{group}`.",
        "Async work in {P} goes through {broker}: producers write to `{topic}`, the consumer group is `{group}`, broker at {bhost}.",
    ], [
        "{P} 的{event_zh}事件发到 {broker} 的 `{topic}`（{bhost}），消费组是 `{group}`。",
        "{P} 的异步任务走 {broker}：生产者写 `{topic}`，worker 用消费组 `{group}` 消费，broker 地址 {bhost}。",
    ]),
    "port": ("config", (4, 5), SDW, [
        "{P} listens on port {port} when run locally (`make dev`); metrics are exposed on {mport} at /metrics.",
        "Local dev: {P} runs on localhost:{port}. Port {mport} is its admin/metrics port, so don't give it to anything else.",
    ], [
        "{P} 本地开发端口是 {port}（`make dev` 启动），metrics 在 {mport} 端口的 /metrics。",
        "本地跑 {P}：服务在 localhost:{port}，{mport} 是它的管理/监控端口，别分配给其他服务。",
    ]),
    "staging": ("config", (4, 5), SDW, [
        "{P} staging lives at {surl} and redeploys on every merge to `{sbranch}`.",
        "Staging URL for {P}: {surl} (basic-auth credentials are in 1Password under \"{P} staging\").",
    ], [
        "{P} 的测试环境地址是 {surl}，每次合并到 `{sbranch}` 都会自动重新部署。",
        "{P} staging 环境：{surl}，basic auth 账号在 1Password 的「{P} staging」条目里。",
    ]),
    "runtime": ("config", (5, 6), SDW, [
        "{P} is pinned to {rt} (see `.tool-versions`); the Docker base image must match, so bump both together.",
        "Runtime for {P} is {rt}. Prod images still ship {rt}, so don't use newer language features.",
    ], [
        "{P} 固定使用 {rt}（见 `.tool-versions`），升级时要和 Docker 基础镜像一起改。",
        "{P} 的运行时版本是 {rt}，生产镜像也是这个版本，别用更新版本才有的语法。",
    ]),
    "deploy": ("convention", (6, 7), SDW, [
        "How {P} ships to production: {method_en}.",
        "{P} release process — {method_en}.",
        "To deploy {P}: {method_en}.",
    ], [
        "{P} 的发布方式：{method_zh}。",
        "{P} 上线流程：{method_zh}。",
    ]),
    "ci": ("config", (4, 5), SDW, [
        "{P} CI runs on {ci}; a full pipeline takes about {mins} minutes and `{check}` is the required check for merging.",
        "CI for {P}: {ci}. A red `{check}` blocks the merge; rerun once, and if it fails again, investigate instead of retrying.",
    ], [
        "{P} 的 CI 跑在 {ci} 上，完整流水线约 {mins} 分钟，合并前必须通过 `{check}`。",
        "{P} 用 {ci} 做 CI，`{check}` 是必过检查，失败可以重跑一次，再失败就要查原因。",
    ]),
    "tests": ("convention", (5, 6), SDW, [
        "{P} tests are written with {tf}; run them with `{tcmd}`. Integration tests are identified by {imark} and need {idep}.",
        "Testing in {P}: {tf}, entry point `{tcmd}`. Unit tests sit next to the code; integration tests ({imark}) need {idep}.",
    ], [
        "{P} 的测试用 {tf} 写，执行 `{tcmd}`；集成测试用 {imark} 标记，需要先准备好 {idep_zh}。",
        "{P} 跑测试：`{tcmd}`（框架 {tf}）。单元测试和代码放一起，集成测试依赖 {idep_zh}。",
    ]),
    "lint": ("convention", (4, 5), SDW, [
        "{P} uses {linter} (max line length {ll}); CI treats warnings as errors, so run `{lcmd}` before pushing.",
        "Formatting/linting in {P}: `{lcmd}` ({linter}, line length {ll}). There's a pre-commit hook, but it's optional locally.",
    ], [
        "{P} 用 {linter} 做代码检查，行宽 {ll}，CI 会把 warning 当 error，push 前先跑 `{lcmd}`。",
        "{P} 代码风格：{linter}，最大行宽 {ll}，提交前执行 `{lcmd}`。",
    ]),
    "branching": ("convention", (4, 5), SDW, [
        "{P} uses {model_en}; branch names look like `{bexample}`.",
        "Branching in {P}: {model_en}. Name branches `{bpattern}`, e.g. `{bexample}`.",
    ], [
        "{P} 采用{model_zh}，分支命名形如 `{bexample}`。",
        "{P} 的分支规范：{model_zh}；命名格式 `{bpattern}`，例如 `{bexample}`。",
    ]),
    "review": ("convention", (5, 6), SDW, [
        "PRs in {P} need {n_app_en}, and {reviewer} must be one of them for anything touching {area_en}.",
        "{P} review rules: at least {n_app_en}, squash-merge only; {reviewer} has to sign off on changes to {area_en}.",
    ], [
        "{P} 的 PR 需要 {n_app} 个 approve，涉及{area_zh}的改动必须有 {reviewer_zh} 的 approve。",
        "{P} 代码评审规则：至少 {n_app} 人 approve，只允许 squash merge；改到{area_zh}必须让 {reviewer_zh} 过目。",
    ]),
    "prod_migrations": ("gotcha", (9, 10), SD, [
        "Never run {P} migrations on production during business hours (09:00–19:00 CST); only in the maintenance window ({window_en}), announced in {chan} first.",
        "CRITICAL: {P} production schema changes only in the maintenance window ({window_en}), never during the day — the `{table}` table locks and traffic stalls.",
    ], [
        "严禁在工作时间（9:00–19:00）对 {P} 生产库执行 migration，只能在{window_zh}做，并提前在 {chan} 通知。",
        "重要：{P} 生产环境的表结构变更只能在{window_zh}进行，白天执行会锁住 `{table}` 表导致线上卡死。",
    ]),
    "migration_tool": ("config", (5, 6), S_, [
        "{P} schema migrations are managed with {mtool}; new migration files go under `{mdir}` and must be reversible.",
        "To create a migration in {P}: `{mcmd}` ({mtool}). Files live in `{mdir}`; never edit a migration that's already merged.",
    ], [
        "{P} 用 {mtool} 管理表结构迁移，新的迁移文件放在 `{mdir}`，必须能回滚。",
        "{P} 新建 migration：`{mcmd}`（{mtool}），文件在 `{mdir}`；已经合并的 migration 不允许再改。",
    ]),
    "owner": ("person", (5, 6), SDW, [
        "{owner} is the tech lead for {P}; design questions and risky changes go to {owner_him}. {backup} is the backup.",
        "Ask {owner} about anything architectural in {P} — {owner_he} wrote most of it. Backup contact: {backup}.",
    ], [
        "{P} 的技术负责人是 {owner_zh}，架构问题和高风险改动找{owner_ta}；{backup_zh} 是备份联系人。",
        "{P} 大部分代码是 {owner_zh} 写的，设计问题先问{owner_ta}，{owner_ta}不在就找 {backup_zh}。",
    ]),
    "pm": ("person", (4, 5), SDW, [
        "{pm} is the product manager for {P}; scope changes and feature requests need {pm_his} sign-off.",
        "Product owner of {P}: {pm}. New feature asks go through {pm_him}, not straight to engineering.",
    ], [
        "{P} 的产品经理是 {pm_zh}，需求变更要{pm_ta}确认。",
        "{P} 的需求统一由产品 {pm_zh} 排期，新功能别直接找研发。",
    ]),
    "launch_deadline": ("deadline", (7, 8), SDW, [
        "{P} {milestone_en} is due {date_en}; the date is fixed because {dl_reason_en}.",
        "Deadline: {P} {milestone_en} must be done by {date_en} ({dl_reason_en}).",
    ], [
        "{P} 的{milestone_zh}截止日期是 {date_zh}，{dl_reason_zh}，不能往后推。",
        "截止时间：{P} {milestone_zh}必须在 {date_zh} 前完成（{dl_reason_zh}）。",
    ]),
    "freeze": ("deadline", (6, 7), SDW, [
        "Code freeze for {P} starts {fdate_en}; after that only bug fixes with a linked ticket may merge.",
        "{P} enters code freeze on {fdate_en} — no feature merges after that date, bug fixes need a ticket.",
    ], [
        "{P} 从 {fdate_zh} 开始代码冻结，之后只允许合并带工单号的 bug 修复。",
        "{P} 代码冻结日：{fdate_zh}，之后禁止合入新功能，修 bug 也要关联工单。",
    ]),
    "framework_choice": ("decision", (5, 6), SDW, [
        "We picked {fw} over {fw_alt} for {P} because {fw_reason_en}.",
        "Decision ({fw_year}): {P} is built on {fw}, not {fw_alt} — {fw_reason_en}. Don't reopen this without a strong reason.",
    ], [
        "{P} 选择了 {fw} 而不是 {fw_alt}，原因是{fw_reason_zh}。",
        "决策记录（{fw_year}）：{P} 使用 {fw}，放弃了 {fw_alt}，因为{fw_reason_zh}。",
    ]),
    "api_style": ("decision", (5, 6), S_, [
        "{P} exposes a {api_en} API because {api_reason_en}; the contract lives in `{spec}`.",
        "We decided {P} stays on {api_en} — {api_reason_en}. Source of truth for the contract: `{spec}`.",
    ], [
        "{P} 对外提供 {api_zh} 接口，因为{api_reason_zh}，接口定义在 `{spec}`。",
        "已决定 {P} 继续使用 {api_zh}（{api_reason_zh}），契约以 `{spec}` 为准。",
    ]),
    "auth": ("decision", (6, 7), S_, [
        "Service-to-service calls into {P} authenticate with {auth_en}.",
        "{P} auth decision: callers must use {auth_en}; session cookies are not accepted.",
    ], [
        "调用 {P} 的服务间鉴权使用{auth_zh}。",
        "{P} 的鉴权方案：调用方必须使用{auth_zh}，不接受 session cookie。",
    ]),
    "logging": ("convention", (5, 6), SD, [
        "{P} logs structured JSON via {loglib}; logs ship to {sink_en}, and DEBUG is off in prod.",
        "Logging convention in {P}: use {loglib}, include `request_id` on every line; logs end up in {sink_en}.",
    ], [
        "{P} 用 {loglib} 打结构化 JSON 日志，统一收集到 {sink_zh}，生产环境不开 DEBUG。",
        "{P} 日志规范：每行必须带 request_id，使用 {loglib}，日志去 {sink_zh} 里查。",
    ]),
    "monitoring": ("config", (4, 5), SDW, [
        "{P} dashboards are in Grafana under \"{gfolder}\"; alerts go to {alertchan}.",
        "For {P} metrics, check the Grafana folder \"{gfolder}\"; the SLO burn-rate alert posts to {alertchan}.",
    ], [
        "{P} 的监控大盘在 Grafana 的「{gfolder}」目录下，告警发到 {alertchan}。",
        "看 {P} 的指标去 Grafana「{gfolder}」，SLO 告警会推到 {alertchan}。",
    ]),
    "secrets": ("config", (7, 8), SDW, [
        "{P} reads its secrets from Vault at `{vpath}`; never commit `.env` files — `.env.example` holds placeholders only.",
        "Secrets for {P} live in Vault (`{vpath}`) and are injected by the sidecar at startup; nothing secret goes into the repo.",
    ], [
        "{P} 的密钥存在 Vault 的 `{vpath}`，启动时由 sidecar 注入，严禁把 .env 提交到仓库。",
        "{P} 的所有密钥都放 Vault（`{vpath}`），仓库里只有 .env.example 占位。",
    ]),
    "flags": ("config", (4, 5), SDW, [
        "{P} uses {flagtool} for feature flags; name them `{slug}.<area>.<feature>` and delete them within two sprints of full rollout.",
        "Feature flags in {P} go through {flagtool}. Naming: `{slug}.<area>.<feature>`; default off in prod.",
    ], [
        "{P} 的功能开关用 {flagtool}，命名规则 `{slug}.<模块>.<功能>`，全量后两个迭代内删掉。",
        "{P} 新功能要挂在 {flagtool} 的开关后面，命名 `{slug}.<模块>.<功能>`，生产默认关闭。",
    ]),
    "gotcha_tz": ("gotcha", (5, 6), SDW, [
        "{P}'s test suite fails with confusing date assertions unless TZ=UTC; `make test` sets it, invoking the test runner directly does not.",
        "Gotcha in {P}: the tests assume UTC. On a laptop set to Asia/Shanghai several date tests break unless you export TZ=UTC.",
    ], [
        "{P} 的测试必须在 TZ=UTC 下跑，否则一堆日期相关的断言会失败；`make test` 里设置了，直接调用测试命令不会。",
        "{P} 的坑：测试默认时区是 UTC，本机是 Asia/Shanghai 时会有好几个日期用例挂掉，先 export TZ=UTC。",
    ]),
    "gotcha_docker_mem": ("gotcha", (5, 6), SD, [
        "Running {P}'s docker-compose stack locally needs at least {mem} GB of memory in Docker Desktop; with less, {heavy} gets OOM-killed silently.",
        "If {P}'s local stack hangs on startup, give Docker Desktop {mem} GB+ of RAM — {heavy} dies quietly otherwise.",
    ], [
        "{P} 本地起 docker-compose 至少要给 Docker Desktop 分配 {mem}GB 内存，不然 {heavy} 会被悄悄 OOM kill。",
        "{P} 本地环境启动卡住的话，先把 Docker Desktop 内存调到 {mem}GB 以上，{heavy} 内存不够会静默退出。",
    ]),
    "gotcha_flaky": ("gotcha", (4, 5), SDW, [
        "`{flaky}` in {P} is a known flaky test (timing race); one retry is fine, don't spend time debugging it — tracked in {ticket}.",
        "Known flake in {P}: `{flaky}` fails now and then in CI. Rerun once; the real fix is tracked in {ticket}.",
    ], [
        "{P} 里的 `{flaky}` 是已知的不稳定用例（时序竞争），失败重跑一次即可，别花时间查，已在 {ticket} 跟踪。",
        "{P} 的 `{flaky}` 偶发失败是老问题，CI 挂了重跑一次就行，根因修复见 {ticket}。",
    ]),
    "gotcha_pin": ("gotcha", (6, 7), SDW, [
        "Don't upgrade {lib} past {libver} in {P} — {pin_reason_en}.",
        "{P} pins {lib} at {libver} on purpose: {pin_reason_en}. Close Dependabot PRs that bump it.",
    ], [
        "{P} 里的 {lib} 不要升级到 {libver} 以上，{pin_reason_zh}。",
        "{P} 故意把 {lib} 锁在 {libver}：{pin_reason_zh}，Dependabot 提的升级 PR 直接关掉。",
    ]),
    "gotcha_env": ("gotcha", (5, 6), SDW, [
        "{P} won't start locally without `{envvar}` set; copy `.env.example` to `.env` and fill it from Vault, otherwise it dies with a vague config error.",
        "If {P} crashes at startup with an unhelpful configuration error, `{envvar}` is missing from your local env.",
    ], [
        "{P} 本地启动前必须设置 `{envvar}`，不然只会报一个看不出原因的配置错误；把 .env.example 复制成 .env 再从 Vault 填值。",
        "{P} 启动就报莫名其妙的配置错误，多半是本地没设 `{envvar}`。",
    ]),
    "storage": ("config", (4, 5), SDW, [
        "{P} stores {objects_en} in the {objstore} bucket `{bucket}` ({region}); objects under `tmp/` expire after 7 days.",
        "Object storage for {P}: {objstore}, bucket `{bucket}` in {region}, holding {objects_en}.",
    ], [
        "{P} 的{objects_zh}放在 {objstore} 的 `{bucket}` 桶（{region}），`tmp/` 前缀 7 天自动过期。",
        "{P} 对象存储：{objstore} 桶 `{bucket}`（{region}），存的是{objects_zh}。",
    ]),
    "pkg_manager": ("convention", (4, 5), SDW, [
        "{P} uses {pkgm} for dependencies; commit `{lockfile}` and don't mix in {pkg_alt}.",
        "Dependency management in {P} is {pkgm} only (lockfile `{lockfile}`); using {pkg_alt} breaks the CI cache.",
    ], [
        "{P} 依赖管理用 {pkgm}，要提交 `{lockfile}`，不要混用 {pkg_alt_zh}。",
        "{P} 只用 {pkgm} 装依赖（锁文件 `{lockfile}`），用 {pkg_alt_zh} 会把 CI 缓存搞乱。",
    ]),
    "error_format": ("convention", (5, 6), S_, [
        "{P} API errors always use the shape {{\"code\": \"{ecode}\", \"message\": ..., \"request_id\": ...}} with codes prefixed `{eprefix}_`; never return bare strings.",
        "Error responses in {P}: JSON with `code` (prefixed `{eprefix}_`, e.g. `{ecode}`), `message` and `request_id`.",
    ], [
        "{P} 接口错误统一返回 {{code, message, request_id}}，错误码以 `{eprefix}_` 开头，比如 `{ecode}`，不允许直接返回字符串。",
        "{P} 的错误响应格式：JSON，含 code（前缀 `{eprefix}_`）、message、request_id。",
    ]),
    "api_versioning": ("convention", (5, 6), S_, [
        "{P} versions its API in the URL path (`/{vprefix}/...`); breaking changes need a new version and 90 days of overlap with the old one.",
        "API versioning rule for {P}: never break `/{vprefix}` in place — add a new version and keep the old one alive for 90 days.",
    ], [
        "{P} 的接口版本放在 URL 路径里（`/{vprefix}/`），不兼容变更必须开新版本，旧版本保留 90 天。",
        "{P} 接口不能原地做破坏性修改，要新开版本（当前 `/{vprefix}`），旧版保留 90 天。",
    ]),
    "i18n": ("convention", (4, 5), "W", [
        "{P} translation keys are namespaced `{slug}.<page>.<element>` and live in `locales/`; never hardcode UI strings.",
        "All user-facing text in {P} goes through i18n keys (`{slug}.<page>.<element>`), with zh-CN and en-US both required before merge.",
    ], [
        "{P} 的多语言 key 命名为 `{slug}.<页面>.<元素>`，文案放在 locales 目录，界面文字禁止硬编码。",
        "{P} 所有界面文案都要走 i18n（key 形如 `{slug}.<页面>.<元素>`），合并前 zh-CN 和 en-US 都要补齐。",
    ]),
    "oncall": ("person", (5, 6), SDW, [
        "{P} on-call is the \"{ocrot}\" rotation in PagerDuty; for urgent issues ping the on-call in {ocslack}.",
        "Production problems with {P}: page the \"{ocrot}\" PagerDuty rotation, or post in {ocslack}.",
    ], [
        "{P} 的值班轮值是 PagerDuty 里的「{ocrot}」，紧急问题在 {ocslack} @值班人。",
        "{P} 线上出问题：呼 PagerDuty 的「{ocrot}」轮值，或者在 {ocslack} 里说。",
    ]),
    "backup": ("config", (5, 6), SD, [
        "{P}'s database is backed up {bfreq} with {btool}; retention is {bret} days and restores must be done by the DBA team.",
        "Backups for {P}: {btool}, {bfreq}, kept {bret} days. Ask the DBAs for a restore — don't attempt it yourself.",
    ], [
        "{P} 的数据库备份：{bfreq_zh}（{btool}），保留 {bret} 天，恢复要找 DBA 操作。",
        "{P} 备份策略：{btool}，{bfreq_zh}，保留 {bret} 天；需要恢复数据请找 DBA，不要自己动手。",
    ]),
    "rate_limit": ("config", (4, 5), S_, [
        "{P} rate-limits clients to {rl} req/s per API key (burst {burst}); going over returns 429 with Retry-After.",
        "{P} limits: {rl} requests/second per key with bursts up to {burst}; raise limits only via a ticket to the owning team.",
    ], [
        "{P} 每个 API key 限流 {rl} 次/秒（突发 {burst}），超过返回 429 并带 Retry-After。",
        "{P} 的限流：单 key {rl} QPS，突发 {burst}，要提额得给负责团队提工单。",
    ]),
    "search": ("config", (5, 6), S_, [
        "{P} indexes into {search_engine} at {shost}; clients read through the alias `{alias}`, and reindexing is done by building a new index and swapping the alias, never in place.",
        "Search backend for {P}: {search_engine} ({shost}), alias `{alias}`. Full reindex = new index + alias swap.",
    ], [
        "{P} 的搜索索引在 {search_engine}（{shost}），对外通过别名 `{alias}` 访问，重建索引要新建索引再切别名，不能原地重建。",
        "{P} 搜索后端：{search_engine}（{shost}），别名 `{alias}`；全量重建 = 新索引 + 切别名。",
    ]),
    "cron": ("config", (5, 6), SD, [
        "{P} runs its nightly {job_en} job at {ctime} UTC via {scheduler}; it takes about {cdur} minutes and must finish before {cend}.",
        "The {job_en} batch for {P} starts at {ctime} UTC ({scheduler}), runs ~{cdur} min, hard deadline {cend}.",
    ], [
        "{P} 每天 UTC {ctime} 通过 {scheduler} 跑{job_zh}任务，大约 {cdur} 分钟，必须在 {cend} 前跑完。",
        "{P} 的{job_zh}批处理：UTC {ctime} 启动（{scheduler}），约 {cdur} 分钟，最晚 {cend} 结束。",
    ]),
    "sla": ("project", (6, 7), S_, [
        "{P}'s SLO is {avail}% availability with p99 latency under {p99} ms; anything that risks that needs a load test first.",
        "{P} targets: {avail}% uptime, p99 < {p99} ms. Changes on the hot path need a load-test report in the PR.",
    ], [
        "{P} 的 SLO：可用性 {avail}%，p99 延迟低于 {p99}ms，可能影响性能的改动要先压测。",
        "{P} 性能指标：可用性 {avail}%，p99 < {p99}ms；热点路径的改动 PR 里要附压测报告。",
    ]),
    "prod_access": ("gotcha", (9, 9), SD, [
        "Never SSH into {P} production hosts directly; go through the bastion ({bastion}) with a break-glass ticket — every session is recorded.",
    ], [
        "禁止直接 SSH 登录 {P} 的生产机器，必须经过跳板机 {bastion} 并申请 break-glass 工单，所有操作都会录屏审计。",
    ]),
    "pii": ("gotcha", (9, 10), SDW, [
        "{P} handles {pii_en}: never write them to logs or analytics events in plain text — mask them with `{mask_fn}` first.",
        "Compliance rule for {P}: {pii_en} must never appear unmasked in logs, traces or tracking events; use `{mask_fn}`.",
    ], [
        "{P} 涉及{pii_zh}，严禁明文写入日志或埋点，必须先用 `{mask_fn}` 脱敏。",
        "{P} 合规红线：{pii_zh}不允许以明文出现在日志、链路追踪或埋点里，统一用 `{mask_fn}` 处理。",
    ]),
    "changelog": ("convention", (4, 4), SDW, [
        "Every user-facing change in {P} needs an entry under \"Unreleased\" in CHANGELOG.md; the release script fails otherwise.",
    ], [
        "{P} 所有面向用户的改动都要在 CHANGELOG.md 的 Unreleased 下加一条，不然发布脚本会报错。",
    ]),
    "lib_choice": ("decision", (4, 5), SDW, [
        "In {P} we standardized on {hc} instead of {hc_alt} because {hc_reason_en}.",
        "{P} convention/decision: use {hc}, not {hc_alt} — {hc_reason_en}.",
    ], [
        "{P} 统一使用 {hc}，不用 {hc_alt}，因为{hc_reason_zh}。",
        "{P} 的约定：用 {hc} 而不是 {hc_alt}，{hc_reason_zh}。",
    ]),
    "retention": ("decision", (6, 7), SD, [
        "Decision: {P} keeps {rdata_en} for {rdays} days and then hard-deletes them (compliance requirement from {ryear}).",
        "Retention for {P}'s {rdata_en}: {rdays} days, then physically deleted — agreed with compliance in {ryear}.",
    ], [
        "已定：{P} 的{rdata_zh}保留 {rdays} 天后物理删除（{ryear} 年的合规要求）。",
        "{P} 的{rdata_zh}只保留 {rdays} 天，到期硬删除，这是 {ryear} 年和合规对齐的结论。",
    ]),
    "k8s": ("config", (4, 5), SD, [
        "{P} runs in Kubernetes namespace `{ns}` on {cluster}; each pod requests {cpu} CPU / {memr} memory, {replicas} replicas.",
        "K8s layout for {P}: cluster {cluster}, namespace `{ns}`, {replicas} replicas at {cpu} CPU / {memr} each.",
    ], [
        "{P} 部署在 {cluster} 集群的 `{ns}` 命名空间，每个 pod 申请 {cpu} CPU / {memr} 内存，{replicas} 个副本。",
        "{P} 的 K8s 配置：集群 {cluster}，命名空间 `{ns}`，{replicas} 副本，每个 {cpu} CPU / {memr}。",
    ]),
}
WEB_TEMPLATES = {
    "port": ([
        "{P}'s dev server runs on localhost:{port} (`pnpm dev`); `/api` requests are proxied to staging by default.",
        "Local dev for {P}: `pnpm dev` serves the app on port {port} and proxies API calls to staging.",
    ], [
        "{P} 本地开发服务器跑在 localhost:{port}（`pnpm dev`），`/api` 请求默认代理到 staging。",
        "{P} 本地开发：`pnpm dev` 在 {port} 端口起前端，接口请求代理到 staging 环境。",
    ]),
}
ASPECTS["user_pref"] = ("preference", (4, 5), SDW, [
    "When working on {P}, the user prefers {pref_en}.",
    "User preference for {P} code: {pref_en}.",
], [
    "在 {P} 里写代码时，用户偏好{pref_zh}。",
    "用户对 {P} 代码的偏好：{pref_zh}。",
])
CRITICAL_ASPECTS = {"prod_migrations", "prod_access", "pii"}
# data-pipeline projects get a migration policy only when they own a database; web has no DB aspects

# --------------------------------------------------------------------------------------
# Org-level memories (hand written).  key -> (lang, category, importance, text)
# --------------------------------------------------------------------------------------
GLOBALS = {
    "g:vpn": ("en", "config", 5, "Anything under *.int.corvid.io is only reachable over the corp WireGuard VPN (profile from it.corvid.io); split tunnelling is blocked by policy."),
    "g:force_push": ("en", "convention", 10, "Never force-push to main or any release/* branch. Branch protection is disabled for admins, so nothing technical stops you — it's on us."),
    "g:friday_deploy": ("en", "convention", 9, "No production deploys after 16:00 on Fridays or on the day before a public holiday, for any service. Staging is fine."),
    "g:incident": ("en", "convention", 9, "For any SEV1/SEV2, open an incident with `/incident new` in #incidents and page the incident commander before debugging; don't fix prod issues silently."),
    "g:pr_template": ("en", "convention", 5, "PR descriptions follow the team template with four headings: Context / Change / Risk / Rollback. Reviewers bounce PRs that skip Rollback."),
    "g:security_review": ("en", "convention", 9, "Changes touching auth, payments or personal data need a security review: add the `needs-sec-review` label and request @sec-review on the PR before merging."),
    "g:utc": ("en", "convention", 6, "All servers, databases and logs run in UTC; user-facing times are rendered in Asia/Shanghai. Store timestamps as UTC, convert only at the edge."),
    "g:holiday_freeze": ("en", "deadline", 7, "Company-wide code freeze every year from December 20 to January 3; only SEV fixes approved by the on-call manager can ship in that window."),
    "g:cto": ("en", "person", 6, "Helen Zhou is the CTO; any ADR that changes a public API or adds a new datastore needs her sign-off."),
    "g:sre_lead": ("en", "person", 5, "Marcus Webb leads SRE. New Kubernetes namespaces, quota bumps and new clusters are requested on his team's Jira board (SRE-REQ)."),
    "g:registry": ("en", "config", 5, "Container images go to registry.corvid.io/<team>/<service>. Docker Hub pulls are rate-limited in CI, so mirror base images into registry.corvid.io/mirror first."),
    "g:k8s_clusters": ("en", "config", 5, "Kubernetes clusters: k8s-dev and k8s-staging in Beijing, k8s-prod in Shanghai (3 AZs), plus k8s-prod-bj for latency-sensitive Beijing services."),
    "g:adr": ("en", "convention", 5, "Architecture decision records live in the `architecture` repo under docs/adr/NNNN-short-title.md, numbered sequentially; use the template in docs/adr/0000-template.md."),
    "g:arch_review": ("en", "deadline", 5, "Architecture review is every Thursday at 15:00; proposals must be posted in #arch-review by Wednesday noon to get on the agenda."),
    "g:multiarch": ("en", "gotcha", 6, "Company laptops are Apple Silicon, so Docker images must be built multi-arch (linux/amd64 + linux/arm64); amd64-only images run painfully slowly under emulation locally."),
    "g:cost": ("en", "convention", 6, "Any new cloud resource expected to cost more than $500/month needs FinOps approval first — ping Ravi Shah with the cost estimate."),
    "g:staging_data": ("en", "gotcha", 6, "Staging databases are overwritten every Sunday at 02:00 UTC with an anonymized prod snapshot; anything you create in staging is gone by Monday."),
    "g:secret_rotation": ("en", "gotcha", 7, "Shared database passwords rotate automatically on the 1st of every month. Services must fetch them from Vault at startup/refresh — a password copied into a ConfigMap breaks on the 1st."),
    "g:user_editor": ("en", "preference", 4, "The user works in Neovim (lazy.nvim); when suggesting editor setup or keybindings, give Neovim Lua config, not VS Code settings."),
    "g:user_pr_size": ("en", "preference", 5, "The user prefers small PRs (under ~400 changed lines); when a change grows larger, propose splitting it into stacked PRs."),
    "g:user_review": ("en", "preference", 4, "When reviewing the user's code, list blocking issues first, then minor suggestions prefixed with `nit:`."),
    "g:deprecation": ("en", "convention", 5, "Internal APIs are deprecated by adding a `Deprecation` response header with the sunset date and announcing in #eng-announce at least 60 days ahead."),
    "g:dependency_policy": ("en", "convention", 6, "New third-party dependencies in production services need an OSS license check (no AGPL/SSPL) via the #oss-license bot before merging."),
    "g:load_test": ("en", "config", 5, "Load tests run from the k6 runners in the `perf` namespace against the `perf` environment; never point a load test at staging, it shares the DB with QA."),
    "g:kevin": ("en", "person", 5, "Kevin Ho manages the QA team; release sign-off for anything customer-facing needs a QA ticket assigned to his team two working days before release."),
    "g:zh_gitlab": ("zh", "config", 5, "公司代码已经从 GitLab 迁到 GitHub Enterprise（github.corvid.io），老的 gitlab.corvid.io 现在只读，年底下线，别再往上面推代码。"),
    "g:zh_pii": ("zh", "gotcha", 10, "法务红线：用户手机号、身份证号在任何日志、埋点、报错信息里都必须脱敏（只保留后四位），违规会被安全审计通报。"),
    "g:zh_weekly": ("zh", "deadline", 4, "周报每周五 18:00 前发到 #weekly，格式固定为：本周完成 / 下周计划 / 风险与求助。"),
    "g:zh_sms_mock": ("zh", "gotcha", 6, "测试环境的短信网关是 mock 的，不会真的发出短信；要验证真实短信只能用预发环境，而且手机号要先加到白名单。"),
    "g:zh_bootstrap": ("zh", "config", 4, "新人开发环境初始化脚本在 infra-tools 仓库的 scripts/bootstrap.sh，运行前要先装好 Homebrew 和 Xcode 命令行工具。"),
    "g:zh_makefile": ("zh", "preference", 5, "用户习惯把 Makefile 当统一入口：新建的项目都要提供 make dev / make test / make lint 三个目标。"),
    "g:zh_dba": ("zh", "person", 6, "DBA 负责人是孙倩（Sun Qian）；生产库的 DDL 变更要提前一个工作日在 DBA 工单系统提单，由 DBA 审核后执行。"),
    "g:zh_nexus": ("zh", "config", 5, "内网依赖镜像统一走 nexus.corvid.io（Maven、npm、PyPI 都有），CI 里禁止直连公网仓库，否则会被防火墙拦截。"),
    "g:zh_wanglei": ("zh", "person", 5, "运维负责人是王磊（Wang Lei，Slack @wanglei），生产环境权限、VPN 账号、新机器申请都找他。"),
    "g:zh_lisa": ("zh", "person", 4, "前端架构负责人是 Lisa Chen，新建前端项目的技术选型要先和她对齐。"),
    "g:zh_release_note": ("zh", "convention", 4, "对外发布说明（Release Notes）由产品写，研发只需要在 PR 上打 `release-note` 标签并写一句话摘要。"),
    "g:zh_oncall_handover": ("zh", "convention", 5, "值班交接在每周一上午 10:00，交接文档放在 Confluence 的「值班手册」空间，未关闭的告警必须写清楚跟进人。"),
    "g:zh_meeting_free": ("zh", "preference", 3, "用户每周三下午不开会（专注时间），需要约会议的话请安排在其他时间。"),
    "g:zh_cn_region": ("zh", "config", 5, "国内业务的云资源都在阿里云 cn-shanghai，海外业务在 AWS ap-northeast-1，跨境数据同步必须走数据出境审批。"),
    "g:zh_commit": ("zh", "convention", 5, "提交信息统一用 Conventional Commits（feat: / fix: / chore: / docs:），标题不超过 72 个字符，正文写清楚为什么改。"),
    "g:zh_doc_lang": ("zh", "preference", 4, "对外的技术文档要中英双语；内部设计文档可以只写中文。"),
    "g:zh_perf_review": ("zh", "deadline", 5, "绩效自评材料需要在每季度最后一周的周三前提交给直属经理。"),
    "g:zh_cert": ("zh", "gotcha", 7, "*.corvid.io 的通配符证书每年 6 月 30 日过期，续期由运维负责，但所有服务要在 6 月 25 日前重启一次加载新证书。"),
    "g:zh_laptop_proxy": ("zh", "gotcha", 5, "公司网络下访问 GitHub 公网和 Docker Hub 要配置代理 proxy.corvid.io:3128，否则 go mod download 和 docker pull 会超时。"),
}

# --------------------------------------------------------------------------------------
# Generic no-memory prompts, partitioned across the three stores. (lang, kind, text)
# --------------------------------------------------------------------------------------
GENERIC_NONE = [
    # unrelated coding requests
    ("en", "unrelated", "Write a Python function that merges overlapping intervals."),
    ("en", "unrelated", "How do I reverse a singly linked list in C?"),
    ("en", "unrelated", "Give me a regex that matches a valid IPv4 address."),
    ("en", "unrelated", "What's wrong with this snippet? `nums = [1, 2, 3]; print(nums[3])`"),
    ("en", "unrelated", "Write a Haskell implementation of FizzBuzz."),
    ("en", "unrelated", "Implement binary search in Java and explain the usual off-by-one pitfalls."),
    ("en", "unrelated", "Convert this loop to a list comprehension:\nout = []\nfor x in xs:\n    if x % 2 == 0:\n        out.append(x * x)"),
    ("en", "unrelated", "Write a JavaScript function that deep-clones an object without using JSON.stringify."),
    ("en", "unrelated", "Write an SQL query that returns the second highest salary from an `employees` table."),
    ("en", "unrelated", "Explain what this awk command does: awk -F, '{s+=$3} END {print s}' data.csv"),
    ("en", "unrelated", "Write a Rust function that counts word frequencies in a string."),
    ("en", "unrelated", "How can I flatten a nested list of arbitrary depth in Python?"),
    ("en", "unrelated", "Implement an LRU cache class in TypeScript."),
    ("en", "unrelated", "Write a C++ function that checks whether a string is a palindrome, ignoring punctuation."),
    ("en", "unrelated", "Generate a random 16-character alphanumeric string in Python."),
    ("en", "unrelated", "Shell one-liner to find the 10 largest files under the current directory?"),
    ("en", "unrelated", "In Go, how do I sort a slice of structs by two fields?"),
    ("en", "unrelated", "Write a Kotlin extension function that capitalizes every word in a string."),
    ("en", "unrelated", "How do I detect a cycle in a directed graph? Show code."),
    ("en", "unrelated", "Write a function that returns the n-th Fibonacci number using memoization."),
    ("en", "unrelated", "Parse this JSON in Python and print every name field: {\"items\": [{\"name\": \"a\"}, {\"name\": \"b\"}]}"),
    ("en", "unrelated", "Write a SQL query to find duplicate emails in a `contacts` table."),
    ("en", "unrelated", "Write a bubble sort in Lua."),
    ("en", "unrelated", "Convert a hex color like #1e90ff to RGB in JavaScript."),
    ("en", "unrelated", "Write a Python generator that yields prime numbers forever."),
    ("en", "unrelated", "How do I make an HTTP GET request in Swift with URLSession?"),
    ("en", "unrelated", "Write a Dart function that checks whether two strings are anagrams."),
    ("en", "unrelated", "Explain the output of console.log([1,2,3] + [4,5]) in JavaScript."),
    ("en", "unrelated", "Write a function that transposes a matrix given as a list of lists."),
    ("en", "unrelated", "How do I write a Python context manager that times a block of code?"),
    ("en", "unrelated", "Write a PowerShell script that renames all .jpeg files in a folder to .jpg."),
    ("en", "unrelated", "Implement a trie with insert and search in Python."),
    ("en", "unrelated", "Write a recursive function that computes the power set of a list."),
    ("en", "unrelated", "CSS for a three-column grid that collapses to one column on narrow screens, please."),
    ("zh", "unrelated", "写一个 JavaScript 防抖函数。"),
    ("zh", "unrelated", "用 SQL 查询每个部门工资最高的员工。"),
    ("zh", "unrelated", "用 Go 写一个并发安全的计数器。"),
    ("zh", "unrelated", "帮我写一个快速排序的 Python 实现。"),
    ("zh", "unrelated", "怎么用 Java 把一个字符串反转？"),
    ("zh", "unrelated", "用 C 语言写一个判断闰年的函数。"),
    ("zh", "unrelated", "给我一个匹配邮箱地址的正则表达式。"),
    ("zh", "unrelated", "用 Rust 实现一个简单的栈。"),
    ("zh", "unrelated", "这段代码为什么死循环：\ni = 0\nwhile i < 10:\n    print(i)"),
    ("zh", "unrelated", "写个 shell 脚本，把当前目录下所有 .txt 文件合并成一个文件。"),
    ("zh", "unrelated", "用 TypeScript 写一个泛型的 groupBy 函数。"),
    ("zh", "unrelated", "二叉树的层序遍历怎么写？给个 Python 版本。"),
    ("zh", "unrelated", "写一个函数，把阿拉伯数字金额转换成中文大写。"),
    ("zh", "unrelated", "用 Python 统计一段英文文本里出现次数最多的 10 个单词。"),
    ("mixed", "unrelated", "这个 regex `^\\d{3}-\\d{4}$` 能 match 哪些字符串？"),
    ("zh", "unrelated", "用 C++ 写一个线程安全的单例模式。"),
    ("zh", "unrelated", "怎么用 Python 把一个字典按 value 排序？"),
    # general knowledge
    ("en", "general", "What's the capital of Australia?"),
    ("en", "general", "Explain the CAP theorem in simple terms."),
    ("en", "general", "How does TCP's three-way handshake work?"),
    ("en", "general", "What's the difference between a process and a thread?"),
    ("en", "general", "Who wrote \"The Mythical Man-Month\"?"),
    ("en", "general", "What is the time complexity of binary search, and why?"),
    ("en", "general", "How do vaccines train the immune system?"),
    ("en", "general", "Explain eventual consistency with an everyday example."),
    ("en", "general", "What causes the seasons on Earth?"),
    ("en", "general", "What's the difference between HTTP/1.1 and HTTP/2?"),
    ("en", "general", "How does public-key cryptography work, at a high level?"),
    ("en", "general", "What is a monad, intuitively?"),
    ("en", "general", "Why is the sky blue?"),
    ("en", "general", "What's the difference between supervised and unsupervised learning?"),
    ("en", "general", "How many bytes are in a kibibyte versus a kilobyte?"),
    ("en", "general", "What does ACID stand for in databases?"),
    ("en", "general", "Summarize the plot of Hamlet in three sentences."),
    ("en", "general", "Roughly how does garbage collection work in the JVM?"),
    ("en", "general", "What are the SOLID principles?"),
    ("en", "general", "What's the difference between latency and throughput?"),
    ("en", "general", "Explain how DNS resolution works step by step."),
    ("en", "general", "Who invented the World Wide Web?"),
    ("en", "general", "How does a hash map handle collisions?"),
    ("en", "general", "What's the difference between weather and climate?"),
    ("en", "general", "What is a Bloom filter good for?"),
    ("en", "general", "What's the boiling point of water at the top of Mount Everest?"),
    ("en", "general", "How do transformer models use attention?"),
    ("en", "general", "What is Amdahl's law?"),
    ("en", "general", "Recommend three classic books on algorithms."),
    ("en", "general", "How do noise-cancelling headphones work?"),
    ("zh", "general", "解释一下什么是闭包。"),
    ("zh", "general", "光速是多少？"),
    ("zh", "general", "TCP 和 UDP 的区别是什么？"),
    ("zh", "general", "《红楼梦》的作者是谁？"),
    ("zh", "general", "什么是向量数据库？"),
    ("zh", "general", "如何理解 Rust 的所有权机制？"),
    ("zh", "general", "为什么天空是蓝色的？"),
    ("zh", "general", "解释一下什么是死锁，以及产生死锁的四个必要条件。"),
    ("zh", "general", "什么是函数式编程？"),
    ("zh", "general", "哈希表的查找为什么平均是 O(1)？"),
    ("zh", "general", "中国古代四大发明是什么？"),
    ("zh", "general", "进程间通信有哪些方式？"),
    ("zh", "general", "机器学习里的过拟合是什么意思？"),
    ("zh", "general", "一光年有多远？"),
    ("zh", "general", "什么是 B+ 树？为什么数据库索引常用它？"),
    ("zh", "general", "简单介绍一下量子计算。"),
    ("zh", "general", "二分查找的前提条件是什么？"),
    ("zh", "general", "什么是操作系统的虚拟内存？"),
    ("zh", "general", "简单介绍一下唐朝的历史。"),
    ("zh", "general", "什么是拜占庭将军问题？"),
    ("zh", "general", "为什么 0.1 + 0.2 不等于 0.3？"),
    ("zh", "general", "推荐几本学习算法的书。"),
    ("zh", "general", "什么是一致性哈希？"),
    ("zh", "general", "地球到月球有多远？"),
    ("zh", "general", "熵增定律是什么意思？"),
    # small talk
    ("en", "smalltalk", "Thanks, that's all for today!"),
    ("en", "smalltalk", "Good morning!"),
    ("en", "smalltalk", "haha nice, that worked"),
    ("en", "smalltalk", "How's your day going?"),
    ("en", "smalltalk", "Grabbing lunch, brb."),
    ("en", "smalltalk", "Tell me a programmer joke."),
    ("en", "smalltalk", "You're awesome, thanks for the help."),
    ("en", "smalltalk", "ok"),
    ("en", "smalltalk", "What's your favorite programming language?"),
    ("en", "smalltalk", "Have a great weekend!"),
    ("en", "smalltalk", "lol"),
    ("en", "smalltalk", "Sorry, I was away for a bit."),
    ("en", "smalltalk", "Nice, thank you!"),
    ("en", "smalltalk", "hey"),
    ("en", "smalltalk", "Good night, talk tomorrow."),
    ("en", "smalltalk", "I'm so tired today."),
    ("zh", "smalltalk", "你好呀"),
    ("zh", "smalltalk", "谢谢，辛苦了！"),
    ("zh", "smalltalk", "周末愉快～"),
    ("zh", "smalltalk", "哈哈哈，太好了"),
    ("zh", "smalltalk", "早上好"),
    ("zh", "smalltalk", "今天好累啊"),
    ("zh", "smalltalk", "我先去吃个饭，回头再聊"),
    ("zh", "smalltalk", "好的，明白了"),
    ("zh", "smalltalk", "你叫什么名字？"),
    ("zh", "smalltalk", "给我讲个笑话吧"),
    ("zh", "smalltalk", "晚安"),
    ("zh", "smalltalk", "牛啊"),
    ("zh", "smalltalk", "今天天气真不错"),
]

# --------------------------------------------------------------------------------------
# SMALL store (hand written)
# --------------------------------------------------------------------------------------
SMALL_MEMORIES = [
    ("m001", "config", 6, True, "The billing service (repo `ledgerly`) uses PostgreSQL 15 on db-billing-01.internal:5433, database `ledger_prod`; local dev uses the docker-compose Postgres on the default port 5432."),
    ("m002", "convention", 10, True, "Never run database migrations on production during business hours (09:00–18:00 Beijing time). Run them after 20:00 and announce in #ops-announce first."),
    ("m003", "preference", 5, True, "For Python tests the user wants pytest with plain assert statements and fixtures — don't write new tests as unittest.TestCase classes."),
    ("m004", "config", 5, True, "本地开发端口约定：网关 gateway 用 8088，新服务从 8090 起依次分配；8090 已分给通知服务 notifier，8091 已分给报表服务 reports。"),
    ("m005", "deadline", 8, True, "账单 v2（ledgerly v2）必须在 2025 年 3 月 14 日前上线；3 月 7 日开始代码冻结，冻结后只合并 bug 修复。"),
    ("m006", "decision", 6, True, "Background jobs in ledgerly use Celery with RabbitMQ, not Kafka: the team already operates RabbitMQ and volume is low (<1k jobs/min). Revisit only if we ever need event replay."),
    ("m007", "person", 5, True, "运维负责人是王磊（Slack @wanglei），生产环境权限、VPN 账号、服务器申请都找他；前端负责人是 Lisa Chen。"),
    ("m008", "config", 7, True, "Deploys use GitHub Actions: merging to main auto-deploys to staging; production is the manual `deploy-prod` workflow and needs an approval from someone on the ops team."),
    ("m009", "convention", 5, True, "提交信息用 Conventional Commits（feat: / fix: / chore:），分支命名 feature/<工单号>-简短描述，例如 feature/BILL-231-refund-api。"),
    ("m010", "gotcha", 6, False, "Gotcha: ledgerly's test suite fails with weird date/timezone assertion errors unless TZ=UTC is set. `make test` sets it; running pytest directly does not."),
    ("m011", "preference", 4, True, "前端项目统一用 pnpm，不要用 npm 或 yarn 装依赖，仓库里只提交 pnpm-lock.yaml。"),
    ("m012", "config", 5, True, "Redis 7 is the session cache at cache-01.internal:6380 (not the default port); session keys are prefixed `sess:` and expire after 24 hours."),
]

# (needs, lang, kind, prompt)
SMALL_PROMPTS = [
    # m001 database
    (["m001"], "en", "paraphrase", "Which database does billing use?"),
    (["m001"], "en", "paraphrase", "I need to hook DBeaver up to the billing data. What connection details should I use?"),
    (["m001"], "zh", "crosslang", "账单服务的数据库连接信息是什么？"),
    (["m001"], "en", "short", "billing db host?"),
    (["m001"], "en", "task", "Write me a psql command that counts the rows in the invoices table of the real billing database."),
    (["m001"], "en", "keyword", "What port is the ledgerly PostgreSQL database on?"),
    (["m001"], "en", "long", "I'm trying to run a one-off reconciliation script against the actual billing database, not my local copy. It keeps failing with:\n\n```\npsycopg2.OperationalError: connection to server at \"localhost\" (127.0.0.1), port 5432 failed: Connection refused\n    Is the server running on that host and accepting TCP/IP connections?\n```\n\nMy DATABASE_URL is postgresql://recon@localhost:5432/ledger because I copied it from an old README. What should the host, port and database name actually be? Finance wants the numbers by this afternoon."),
    # m002 migrations on prod
    (["m002"], "en", "task", "Can we run the migration now? It's 2pm."),
    (["m002"], "en", "paraphrase", "Is there any rule about when I'm allowed to apply schema changes to prod?"),
    (["m002"], "zh", "crosslang", "现在下午三点，我可以直接在生产库上执行 ALTER TABLE 吗？"),
    (["m002"], "en", "short", "prod migration window?"),
    (["m002"], "mixed", "task", "帮我在 prod 上跑一下 alembic upgrade head，现在就跑。"),
    (["m002"], "en", "keyword", "What are our rules for running database migrations on production?"),
    (["m002"], "en", "long", "Here's the plan for today's release of the refund feature:\n\n1. merge PR #412 (adds refund_reason column)\n2. `alembic upgrade head` on prod\n3. flip the feature flag\n\n```\nINFO  [alembic.runtime.migration] Running upgrade 8c1d2e -> 9f3a7b, add refund_reason to invoices\n```\n\nThe PM wants it live before the 4pm demo, so I was going to do step 2 right after lunch, around 1:30. Anything wrong with this plan before I start?"),
    # m003 pytest preference
    (["m003"], "en", "task", "Should I write tests with unittest?"),
    (["m003"], "en", "task", "Add tests for the refund calculator module."),
    (["m003"], "zh", "crosslang", "给这个金额格式化的工具函数补几个单元测试，用什么风格写？"),
    (["m003"], "en", "paraphrase", "For the new test file, do you think I'd want test classes with setUp, or something else?"),
    (["m003"], "en", "short", "preferred test style?"),
    (["m003"], "en", "keyword", "Do I prefer pytest fixtures or unittest setUp methods?"),
    (["m003"], "en", "long", "I started a test file for the new proration helper but ran out of time. Can you finish it? Here's what I have so far:\n\n```python\nimport unittest\nfrom billing.proration import prorate\n\nclass TestProrate(unittest.TestCase):\n    def setUp(self):\n        self.plan_price = 3000\n\n    def test_full_month(self):\n        self.assertEqual(prorate(self.plan_price, 30, 30), 3000)\n```\n\nIt needs cases for a partial first month, a mid-month upgrade, a zero-day period, and leap-year February. Feel free to restructure it however you think is best."),
    # m004 ports
    (["m004"], "zh", "task", "帮我把新服务的端口配一下"),
    (["m004"], "en", "crosslang", "I'm adding a new microservice for audit logs. Which local port should it get?"),
    (["m004"], "zh", "paraphrase", "网关本地跑在哪个端口上？"),
    (["m004"], "zh", "paraphrase", "notifier 通知服务本地跑在哪个端口？"),
    (["m004"], "zh", "short", "新服务用哪个端口"),
    (["m004"], "en", "crosslang", "I just scaffolded a new `audit` service and `docker compose up` fails with this:\n\n```\nError response from daemon: driver failed programming external connectivity on endpoint audit-1: Bind for 0.0.0.0:8090 failed: port is already allocated\n```\n\nI picked 8090 because it looked free in my head, but apparently something else sits there. Which service owns 8090, and what port should the audit service use instead so it doesn't collide with anything else we already run locally? Please also update the compose file snippet below accordingly:\n\n```yaml\n  audit:\n    build: ./audit\n    ports:\n      - \"8090:8000\"\n```"),
    (["m004"], "zh", "keyword", "报表服务 reports 本地端口是多少？"),
    # m005 deadline / freeze
    (["m005"], "en", "crosslang", "When is billing v2 due?"),
    (["m005"], "zh", "paraphrase", "账单 v2 还剩多久要上线？"),
    (["m005"], "zh", "task", "3 月 10 号还能往 ledgerly 合一个新功能吗？"),
    (["m005"], "mixed", "task", "March 9th 把新的 discount feature 合进 ledgerly 行不行？"),
    (["m005"], "zh", "short", "代码冻结哪天？"),
    (["m005"], "mixed", "keyword", "ledgerly v2 的上线 deadline 是哪天？"),
    (["m005"], "en", "crosslang", "I'm planning the next two sprints for the billing team and want to slot in a few things: the new discount engine (about 8 days of work), a refactor of the PDF invoice renderer (5 days), and bumping a couple of dependencies. Sprint 1 starts February 24 and sprint 2 starts March 10. Given our release timeline for billing v2, which of these can realistically still land, and is there any date after which we can't merge features anymore?"),
    # m006 celery / rabbitmq
    (["m006"], "en", "paraphrase", "Why didn't we use Kafka for billing's async jobs?"),
    (["m006"], "en", "task", "I need to send invoice emails asynchronously from ledgerly. Set up the background job for it."),
    (["m006"], "zh", "crosslang", "ledgerly 的后台任务用的是什么队列？"),
    (["m006"], "en", "paraphrase", "Would it make sense to propose moving billing's job queue to Kafka?"),
    (["m006"], "en", "keyword", "Is Celery with RabbitMQ still what ledgerly uses for background jobs?"),
    (["m006"], "en", "short", "ledgerly job queue?"),
    # m007 people
    (["m007"], "en", "crosslang", "Who do I ask for production access?"),
    (["m007"], "zh", "paraphrase", "VPN 账号找谁开？"),
    (["m007"], "zh", "keyword", "前端负责人是谁？"),
    (["m007"], "zh", "task", "帮我写一条消息给运维负责人，申请一台新的测试服务器。"),
    (["m007"], "zh", "short", "运维找谁？"),
    (["m007"], "en", "crosslang", "I need a new server provisioned for load testing. Who handles that?"),
    # m008 deploy
    (["m008"], "en", "paraphrase", "How do we deploy?"),
    (["m008"], "zh", "crosslang", "怎么把代码发布到生产环境？"),
    (["m008"], "en", "task", "Ship my merged change to production."),
    (["m008"], "en", "paraphrase", "Does merging to main push anything live?"),
    (["m008"], "en", "short", "deploy process?"),
    (["m008"], "en", "long", "I kicked off the production release about an hour ago and it's just sitting there. This is what the Actions page shows:\n\n```\ndeploy-prod  #187\n  build        ✓ 3m12s\n  push-image   ✓ 1m04s\n  deploy       ⏸ Waiting for review: production environment requires approval\n```\n\nI'm the one who triggered it and I already approved the PR itself. Is the pipeline broken, or is there something else I need to do to get it moving? Who can unblock it?"),
    (["m008"], "mixed", "paraphrase", "staging 是 merge 之后自动部署的吗？"),
    # m009 commits / branches
    (["m009"], "zh", "task", "BILL-305 这个工单的分支该叫什么名字？帮我建一下。"),
    (["m009"], "mixed", "paraphrase", "commit message 有什么格式要求吗？"),
    (["m009"], "zh", "task", "帮我把这次修复提交一下，改的是退款金额四舍五入的 bug。"),
    (["m009"], "en", "crosslang", "Write the commit message for this change: fixed rounding of refund amounts."),
    (["m009"], "zh", "keyword", "分支命名规范是什么？"),
    (["m009"], "zh", "short", "分支怎么命名"),
    (["m009"], "zh", "long", "这周我在 ledgerly 里连着改了好几处东西，现在本地的提交记录乱成一团：\n\n```\n3f2a1c9 update\nb81e0d2 fix\n7c44aa0 wip\n19d03fe 改了一下退款\n```\n\n当前分支叫 my-changes，对应的工单是 BILL-318（退款接口支持部分退款）。我准备 squash 成一个提交再推上去开 PR。你帮我把分支名改成符合规范的样子，再写一条合适的提交信息，顺便说一下这些规范具体是怎么要求的。"),
    # m010 TZ gotcha
    (["m010"], "en", "paraphrase", "Tests pass in CI but a few date tests fail on my laptop. Any idea why?"),
    (["m010"], "en", "long", "Running the billing tests locally and getting failures that make no sense:\n\n```\n$ pytest tests/test_invoice_dates.py\nFAILED tests/test_invoice_dates.py::test_due_date_end_of_month - AssertionError: assert datetime.date(2024, 3, 31) == datetime.date(2024, 4, 1)\nFAILED tests/test_invoice_dates.py::test_period_boundaries - AssertionError: assert '2024-02-29T16:00:00+00:00' == '2024-03-01T00:00:00+08:00'\n2 failed, 41 passed in 3.12s\n```\n\nNobody touched that module in weeks and CI is green on main. My machine is set to Asia/Shanghai if that matters. What's going on and how do I run them properly?"),
    (["m010"], "zh", "crosslang", "我直接跑 pytest，ledgerly 有几个日期相关的测试挂了，但 make test 是好的，为什么？"),
    (["m010"], "en", "task", "Run just the invoice tests in ledgerly for me with pytest -k invoice."),
    (["m010"], "en", "keyword", "Why do the ledgerly tests need TZ=UTC?"),
    # m011 pnpm
    (["m011"], "en", "crosslang", "Install axios in the frontend project."),
    (["m011"], "zh", "task", "前端项目加个 lodash 依赖。"),
    (["m011"], "mixed", "paraphrase", "web app 那边要不要提交 package-lock.json？"),
    (["m011"], "zh", "paraphrase", "前端装包用哪个工具？"),
    (["m011"], "zh", "short", "前端包管理器？"),
    (["m011"], "mixed", "paraphrase", "前端那边可以直接 yarn add 吗？"),
    # m012 redis session cache
    (["m012"], "en", "paraphrase", "Where are user sessions stored?"),
    (["m012"], "zh", "crosslang", "用户会话存在哪里？多久过期？"),
    (["m012"], "en", "task", "Write a script that counts how many active sessions we currently have."),
    (["m012"], "en", "keyword", "What port is the Redis session cache on?"),
    (["m012"], "en", "long", "Trying to debug why some users get logged out randomly. I wanted to peek at their session data, but:\n\n```\n$ redis-cli -h cache-01.internal\nCould not connect to Redis at cache-01.internal:6379: Connection refused\nnot connected>\n```\n\nThe host resolves fine and I'm on the VPN. Am I connecting to the right thing? Also, how long are sessions supposed to live, and how are the keys named, so I can look one up for user 88231?"),
    (["m012"], "en", "short", "session TTL?"),
]

SMALL_NEAR_MISS = [
    ("en", "Explain how Redis persistence works in general — RDB snapshots vs AOF."),
    ("en", "What's the conceptual difference between RabbitMQ and Kafka?"),
    ("en", "How does PostgreSQL's MVCC work?"),
    ("en", "How does dependency caching work in GitHub Actions?"),
    ("en", "Explain the Conventional Commits specification in general terms."),
    ("en", "Who originally created pytest?"),
    ("en", "What does the tz database (tzdata) actually contain?"),
    ("en", "Is celery really a negative-calorie vegetable?"),
    ("en", "What's the time complexity of Redis sorted-set operations?"),
    ("zh", "帮我解释一下 PostgreSQL 的 VACUUM 机制。"),
    ("zh", "Kafka 的 exactly-once 语义是怎么实现的？"),
    ("zh", "什么是蓝绿部署？"),
    ("en", "How do session cookies work in browsers, generally?"),
    ("en", "What is port 443 normally used for?"),
    ("zh", "3 月 14 日是什么节日？"),
    ("en", "In networking, what is a default gateway?"),
    ("zh", "在 Linux 上怎么查看某个端口被哪个进程占用？"),
    ("en", "What does a software code freeze mean in general?"),
    ("en", "How would I write my own GitHub Action in JavaScript?"),
    ("zh", "pnpm 的硬链接存储是怎么节省磁盘空间的？"),
    ("en", "What's the difference between an invoice and a receipt?"),
    ("en", "Give me a general overview of how VPNs work."),
    ("zh", "王磊这个名字在中国常见吗？"),
    ("en", "What's new in PostgreSQL 17 compared to 16?"),
    ("zh", "RabbitMQ 的交换机有哪几种类型？"),
    ("en", "What is a ledger in double-entry bookkeeping?"),
    ("zh", "什么是微服务架构里的 API 网关？"),
    ("en", "Explain what a staging environment is to a non-technical manager."),
    ("zh", "Celery 的 beat 和 worker 分别是干什么的？"),
    ("en", "How do I pick a good TTL for DNS records?"),
]

# --------------------------------------------------------------------------------------
# MEDIUM store: prompts refer to slot keys
# --------------------------------------------------------------------------------------
MEDIUM_PROJECTS = ["ledgerly", "kestrel", "tidewater", "harbor", "falcon", "atlas", "cobalt"]
MEDIUM_OVERRIDES = {
    "ledgerly": dict(engine="PostgreSQL", cengine="Redis 7", cport=6380),
    "cobalt": dict(lib="numpy", libver="1.26", pin_reason_en="numpy 2.x breaks the prebuilt faiss wheels we depend on",
                   pin_reason_zh="numpy 2.x 和我们依赖的 faiss 预编译包不兼容"),
    "kestrel": dict(flaky="TestIndexer_ConsumesUpdates"),
    "atlas": dict(mtool="Flyway", mcmd="add a V<next>__<description>.sql file", mdir="src/main/resources/db/migration/"),
}
MEDIUM_PROMPTS = [
    # paraphrase
    (["ledgerly:db"], "en", "paraphrase", "Where does Ledgerly keep its data? I want to point a read-only BI tool at it."),
    (["kestrel:port"], "en", "paraphrase", "What port should I hit when kestrel is running on my machine?"),
    (["harbor:deploy"], "en", "paraphrase", "How does the Harbor admin portal actually get to production?"),
    (["falcon:owner"], "en", "paraphrase", "Who should I talk to before restructuring falcon's retry logic?"),
    (["atlas:auth"], "en", "paraphrase", "How are other services supposed to prove who they are when they call atlas?"),
    (["cobalt:framework_choice"], "en", "paraphrase", "Why is cobalt on this web framework anyway? I'm tempted to rewrite it in something else."),
    (["tidewater:cron"], "en", "paraphrase", "When does the tidewater nightly batch kick off, and how long does it have to finish?"),
    (["kestrel:search"], "en", "paraphrase", "I want to rebuild kestrel's search index from scratch. Is there a proper way to do that?"),
    (["ledgerly:cache"], "zh", "paraphrase", "ledgerly 的缓存放在哪？我想看看某个 key 还在不在。"),
    (["atlas:runtime"], "zh", "paraphrase", "atlas 现在跑的是哪个 Java 版本？我想用 record 和 switch 模式匹配。"),
    (["falcon:queue"], "zh", "paraphrase", "falcon 发出来的送达回执事件在哪能订阅到？"),
    (["harbor:i18n"], "zh", "paraphrase", "harbor 后台要加个新页面，页面上的文字应该怎么处理？"),
    (["cobalt:sla"], "zh", "paraphrase", "cobalt 对延迟有要求吗？我打算在推荐链路里多加一次模型调用。"),
    (["tidewater:storage"], "zh", "paraphrase", "tidewater 抽出来的原始文件最后落在哪个桶里？"),
    (["kestrel:pm"], "en", "paraphrase", "Someone wants a 'did you mean' feature in kestrel. Who decides whether it gets scheduled?"),
    (["ledgerly:review"], "en", "paraphrase", "How many approvals does my ledgerly PR need before I can merge it?"),
    (["atlas:secrets"], "en", "paraphrase", "Where do atlas's credentials come from at runtime? Can I just drop them in a .env in the repo?"),
    (["falcon:rate_limit"], "en", "paraphrase", "A partner keeps getting 429s from falcon. What are they actually allowed to send?"),
    (["cobalt:launch_deadline"], "en", "paraphrase", "How much time do we have before the cobalt milestone is due?"),
    (["g:force_push"], "en", "paraphrase", "I messed up the history on main. Can I just rewrite it and push with --force?"),
    (["tidewater:retention"], "zh", "paraphrase", "tidewater 的中间层暂存表能留多久？"),
    (["kestrel:deploy"], "mixed", "paraphrase", "帮我 check 一下 kestrel 的 deploy 流程是怎么走的"),
    (["atlas:pm"], "mixed", "paraphrase", "atlas 的 feature request 应该找哪个 PM 提？"),
    # task
    (["ledgerly:prod_migrations", "g:zh_dba?"], "en", "task", "Can we run the ledgerly migration now? It's 2pm."),
    (["kestrel:migration_tool"], "en", "task", "Add a `boost` column to kestrel's documents table and generate the migration file for it."),
    (["harbor:port"], "zh", "task", "帮我把 harbor 的本地开发环境配一下，dev server 的端口要设对。"),
    (["cobalt:tests", "cobalt:gotcha_tz?"], "en", "task", "Write tests for the new re-ranking function in cobalt and run them."),
    (["falcon:branching"], "en", "task", "Create a branch in falcon for the ticket about adding a WeChat push channel."),
    (["atlas:logging"], "zh", "task", "在 atlas 的登录接口里加上日志，把登录失败的原因记下来。"),
    (["tidewater:gotcha_docker_mem", "tidewater:gotcha_env?"], "en", "task", "Spin up tidewater's full docker-compose stack on my laptop so I can debug the loader."),
    (["kestrel:lint", "g:zh_commit?"], "zh", "task", "帮我把 kestrel 这次的改动按项目规范检查一下代码风格，然后再提交。"),
    (["ledgerly:flags"], "en", "task", "Put the new refund flow in ledgerly behind a feature flag."),
    (["cobalt:error_format"], "en", "task", "Make cobalt's /recommendations endpoint return a proper error when the user id is unknown."),
    (["harbor:pkg_manager"], "zh", "task", "给 harbor 加一个 dayjs 依赖。"),
    (["falcon:api_versioning"], "en", "task", "Rename the `channel` field in falcon's send API response to `channel_type`. Just go ahead and change it."),
    (["atlas:pii", "g:zh_pii", "g:security_review?"], "zh", "task", "在 atlas 的注册流程里加个埋点，把用户手机号一起上报给分析平台。"),
    (["g:pr_template"], "en", "task", "Open a PR for my ledgerly branch and write the description."),
    (["g:friday_deploy", "kestrel:deploy"], "en", "task", "It's Friday, 5:30pm. Let's push the kestrel fix to prod now so it's done before the weekend."),
    (["tidewater:backup"], "zh", "task", "帮我从 tidewater 昨天的数据库备份里恢复一张表。"),
    (["falcon:tests"], "mixed", "task", "帮我跑一下 falcon 的 integration test，需要先起什么依赖吗？"),
    # crosslang
    (["kestrel:db"], "zh", "crosslang", "kestrel 连的是哪个数据库？把主机和端口给我。"),
    (["ledgerly:deploy"], "zh", "crosslang", "ledgerly 怎么发布到生产？"),
    (["atlas:owner"], "zh", "crosslang", "atlas 有架构上的问题该找谁？"),
    (["cobalt:cache"], "zh", "crosslang", "cobalt 的缓存用的是什么，地址多少？"),
    (["falcon:ci"], "zh", "crosslang", "falcon 的流水线要跑多久？合并前哪个检查必须通过？"),
    (["tidewater:owner"], "zh", "crosslang", "tidewater 现在是谁在负责？"),
    (["harbor:freeze"], "en", "crosslang", "When does the harbor code freeze start?"),
    (["kestrel:gotcha_tz"], "en", "crosslang", "Kestrel tests pass in CI but a bunch of date tests fail on my laptop. Why?"),
    (["falcon:storage"], "en", "crosslang", "Which bucket does falcon keep its email attachments in?"),
    (["atlas:k8s"], "en", "crosslang", "What namespace is atlas deployed into, and how many replicas does it run?"),
    (["cobalt:monitoring"], "en", "crosslang", "Where can I find cobalt's dashboards?"),
    (["g:zh_pii"], "en", "crosslang", "Is it okay to print a user's full phone number in an error message while I'm debugging?"),
    (["ledgerly:lint"], "en", "crosslang", "What's the max line length in ledgerly?"),
    (["g:zh_nexus"], "en", "crosslang", "CI can't download packages from PyPI for the cobalt build. Is there an internal mirror we're supposed to use?"),
    (["g:cto"], "zh", "crosslang", "ADR 里要改公共 API 的话，需要谁签字？"),
    (["g:holiday_freeze"], "zh", "crosslang", "12 月 28 号能上线新功能吗？"),
    # long
    (["ledgerly:db"], "en", "long", "I'm trying to run a one-off reconciliation script against the real Ledgerly database, not my local copy. It keeps failing with:\n\n```\npsycopg2.OperationalError: connection to server at \"localhost\" (127.0.0.1), port 5432 failed: Connection refused\n    Is the server running on that host and accepting TCP/IP connections?\n```\n\nMy DATABASE_URL is postgresql://recon@localhost:5432/ledgerly because I copied it from an ancient README. What host, port and database name should it actually be? Finance wants the numbers this afternoon."),
    (["kestrel:gotcha_flaky"], "en", "long", "CI on my kestrel PR went red and I don't think my change touches this at all:\n\n```\n=== RUN   TestIndexer_ConsumesUpdates\n    indexer_test.go:88: timed out waiting for 3 updates, got 2\n--- FAIL: TestIndexer_ConsumesUpdates (5.01s)\nFAIL\nFAIL    github.corvid.io/search/kestrel/internal/indexer    6.214s\n```\n\nMy PR only changes the query parser (internal/parser). Should I dig into the indexer, or is something else going on? I'd rather not burn the afternoon on it if it's a known thing."),
    (["atlas:prod_migrations", "g:zh_dba?"], "zh", "long", "我们今天下午要给 atlas 的 users 表加一个 last_login_ip 字段，下面是准备好的迁移脚本：\n\n```sql\nALTER TABLE users ADD COLUMN last_login_ip VARCHAR(45);\nCREATE INDEX idx_users_last_login_ip ON users(last_login_ip);\n```\n\n现在是下午三点，产品那边催着今天一定要上线，我打算直接在生产上执行。你帮我看看脚本本身有没有问题，另外执行时间上有没有什么需要注意的？"),
    (["cobalt:gotcha_pin"], "en", "long", "Dependabot opened this on cobalt this morning:\n\n```\nBump numpy from 1.26.4 to 2.1.1\n\nRelease notes: ... NumPy 2.0 is the first major release since 2006 ...\nCompatibility score: 62%\nFiles changed: poetry.lock, pyproject.toml\n```\n\nCI is actually green on it except for one optional job that's marked allowed-to-fail. Can I just approve and merge it? It would be nice to get the performance improvements in before the next release."),
    (["harbor:staging"], "en", "long", "QA sent me this in Slack: \"The new export button on the admin portal is broken. Steps: log into the Harbor staging environment, go to Orders > Export, pick last 30 days, click CSV. Expected: file downloads. Actual: spinner forever, console shows 504 from /api/orders/export.\" I've never actually opened Harbor staging. What's the address and how do I get past the login prompt so I can reproduce this?"),
    (["falcon:gotcha_env"], "en", "long", "Trying to run falcon locally for the first time and it dies immediately:\n\n```\nException in thread \"main\" java.lang.IllegalStateException: Failed to load application configuration\n    at com.corvid.falcon.config.ConfigLoader.load(ConfigLoader.kt:41)\n    at com.corvid.falcon.ApplicationKt.main(Application.kt:12)\nCaused by: kotlin.UninitializedPropertyAccessException: lateinit property value has not been initialized\n```\n\nI did a fresh clone, ran ./gradlew build (passes) and then ./gradlew run. No idea which config it wants. What am I missing?"),
    (["g:staging_data"], "en", "long", "I set up a bunch of test merchants in staging on Friday for the demo we have on Tuesday: 12 merchants, each with a few orders and refunds, took me most of the afternoon. Today is Monday and they're all gone, including the orders. The audit log shows nothing from anyone on my team. Did someone wipe the database, or is there some job that does this? I need to know whether I should re-create them today or tomorrow morning."),
    (["kestrel:rate_limit"], "zh", "long", "合作方最近经常反馈搜索请求被 kestrel 拒绝，他们贴过来的日志是这样的：\n\n```\nHTTP/1.1 429 Too Many Requests\nRetry-After: 1\n{\"error\":\"rate limited\"}\n```\n\n他们说高峰期每秒也就三百来个请求，问我们能不能帮他们提一下额度。我需要知道现在的限流到底是多少、突发能到多少，以及想提额应该走什么流程，好给他们回复。"),
    (["g:secret_rotation"], "en", "long", "Every service in our team that talks to the shared Postgres started failing this morning at 00:00 UTC:\n\n```\nFATAL:  password authentication failed for user \"ledgerly_app\"\n```\n\nToday is the 1st. Nothing was deployed overnight. The password in our ConfigMap hasn't changed since we set it up in the spring. What happened, and what's the right fix so this doesn't happen again next month?"),
    (["ledgerly:owner"], "en", "long", "I've written a proposal to split Ledgerly into two services: one for invoice generation and one for payment reconciliation. The doc covers the data split, the new API between them, a migration plan in three phases, and a rollback strategy. It touches pretty much every module and changes the schema of the invoices table. Before I post it widely I want the person who actually knows the codebase best to poke holes in it. Who should review it first?"),
    # short
    (["kestrel:staging"], "en", "short", "kestrel staging url?"),
    (["ledgerly:owner"], "en", "short", "ledgerly tech lead?"),
    (["atlas:db"], "zh", "short", "atlas 数据库地址"),
    (["harbor:tests", "harbor:gotcha_tz?"], "en", "short", "run harbor tests"),
    (["falcon:port"], "zh", "short", "falcon 本地端口？"),
    (["cobalt:queue"], "en", "short", "cobalt event topic?"),
    (["tidewater:runtime"], "en", "short", "tidewater python version"),
    (["g:vpn"], "en", "short", "can't reach *.int hosts"),
    (["harbor:pm"], "zh", "short", "harbor 的产品是谁"),
    (["kestrel:oncall"], "en", "short", "kestrel on-call?"),
    # keyword
    (["cobalt:cache"], "en", "keyword", "What's the cache host and key prefix for cobalt?"),
    (["kestrel:ci"], "en", "keyword", "Which CI system runs kestrel's pipeline, and what's the required check?"),
    (["atlas:backup"], "zh", "keyword", "atlas 数据库多久备份一次，保留多少天？"),
    (["falcon:launch_deadline"], "en", "keyword", "What's the deadline for falcon's next milestone?"),
    (["cobalt:retention"], "zh", "keyword", "cobalt 的曝光日志保留多少天后删除？"),
    (["harbor:lint"], "en", "keyword", "What's the lint setup and line length for harbor?"),
    (["g:k8s_clusters"], "en", "keyword", "Which Kubernetes clusters do we have and where are they?"),
    (["g:zh_dba"], "zh", "keyword", "生产库 DDL 变更要找 DBA 提单吗？"),
    (["tidewater:monitoring"], "en", "keyword", "Where are the Grafana dashboards for tidewater?"),
]
MEDIUM_GLOBALS_EXTRA = 10  # random extra org-level memories besides the ones prompts need
MEDIUM_NEAR_MISS = [
    ("en", "Explain how Redis persistence works in general — RDB vs AOF."),
    ("en", "Conceptually, how do Kafka consumer groups rebalance?"),
    ("en", "What are the general trade-offs between gRPC and REST?"),
    ("en", "What does the TZ environment variable do on Linux?"),
    ("en", "How do PagerDuty escalation policies work?"),
    ("zh", "给我讲讲 Vault 的 transit secrets engine 是干什么的。"),
    ("zh", "Grafana 的 Loki 和 Prometheus 有什么区别？"),
    ("en", "How fast can a peregrine falcon dive?"),
    ("en", "Can you recommend a good world atlas for a 10-year-old?"),
    ("en", "What do harbor seals eat?"),
    ("en", "What's the hex code for cobalt blue?"),
    ("en", "Which cities are in the Tidewater region of Virginia?"),
    ("zh", "红隼（kestrel）是一种什么样的鸟？"),
    ("en", "In ASP.NET Core, what is Kestrel and how does it relate to IIS?"),
    ("en", "What's the difference between Flyway and Liquibase in general?"),
    ("en", "What does HTTP status 429 mean?"),
    ("en", "How does the Kubernetes Horizontal Pod Autoscaler decide when to scale?"),
    ("zh", "Python 3.12 有哪些新特性？"),
    ("zh", "ArgoCD 和 Flux 有什么区别？"),
    ("en", "Explain what a feature flag is, like I'm a product manager."),
    ("en", "Any general tips for writing a good changelog?"),
    ("en", "Historically, why does OpenSearch exist alongside Elasticsearch?"),
    ("en", "What is an SLO versus an SLA?"),
    ("zh", "什么是 OAuth2 的 client credentials 模式？"),
    ("en", "How does ClickHouse store data on disk?"),
    ("zh", "JUnit 5 和 JUnit 4 有什么区别？"),
    ("en", "What's new in Go 1.22?"),
    ("en", "What does a billing cycle mean for a credit card?"),
    ("en", "How do push notifications work on iOS in general?"),
    ("en", "What is the cold-start problem in recommender systems?"),
    ("zh", "什么是 GitFlow？和主干开发比有什么优缺点？"),
]

# --------------------------------------------------------------------------------------
# LARGE store
# --------------------------------------------------------------------------------------
LARGE_PROJECTS = [p[0] for p in PROJECTS]
LARGE_OVERRIDES = {
    "tundra": dict(engine="PostgreSQL"),
    "fjord": dict(engine="MySQL"),
    "quartz": dict(flaky="TestWatcher_Reconnect"),
    "raven": dict(lib="pydantic", libver="1.10", pin_reason_en="v2 changes validator semantics and half the models would need rewriting",
                  pin_reason_zh="v2 的 validator 语义变了，一半的模型都得重写"),
    "ember": dict(flaky="checkout.spec.ts > applies coupon"),
}
LARGE_PROMPTS = [
    # paraphrase (en)
    (["orchid:api_style"], "en", "paraphrase", "Is the mobile BFF (orchid) REST or something else? I'm about to write a new client call against it."),
    (["nimbus:owner"], "en", "paraphrase", "Who knows nimbus best? I want to change how it cleans up old environments."),
    (["beacon:storage"], "en", "paraphrase", "Where do beacon's compressed event batches end up?"),
    (["fjord:db"], "en", "paraphrase", "Which database backs fjord's stock reservations?"),
    (["garnet:pm"], "en", "paraphrase", "Marketing is asking for a new 'buy 2 get 1 free' promo type in garnet. Who gets to decide if we build it?"),
    (["heron:framework_choice"], "en", "paraphrase", "Why is heron built on this framework instead of plain Express?"),
    (["ivy:sla"], "en", "paraphrase", "Does ivy have latency targets I should worry about before adding another bucketing rule?"),
    (["lumen:gotcha_pin"], "en", "paraphrase", "Dependabot wants to bump a bunch of crates in lumen. Is there anything we deliberately keep pinned?"),
    (["mistral:retention"], "en", "paraphrase", "How long do deleted conversations in mistral stick around before they're really gone?"),
    (["pebble:auth"], "en", "paraphrase", "What credentials does my service need in order to call pebble?"),
    (["quartz:k8s"], "en", "paraphrase", "How many quartz pods are running, and how much memory does each one get?"),
    (["raven:pii"], "en", "paraphrase", "Can I log the full card number in raven while I debug a false positive?"),
    (["tundra:cron"], "en", "paraphrase", "When does tundra recompute the delivery zones each night?"),
    (["umber:queue"], "en", "paraphrase", "How do other services find out that an umber report is ready?"),
    # paraphrase (zh)
    (["onyx:ci"], "zh", "paraphrase", "onyx 的 CI 一般要跑多久？哪个检查挂了就不能合并？"),
    (["juniper:deploy"], "zh", "paraphrase", "juniper 商家后台是怎么上线的？"),
    (["kiln:storage"], "zh", "paraphrase", "kiln 训练用的数据集和 checkpoint 存在哪里？"),
    (["nectar:cron"], "zh", "paraphrase", "nectar 的积分过期任务是几点跑的？"),
    (["driftwood:retention"], "zh", "paraphrase", "driftwood 归档的访问日志要保留多久？"),
    (["saffron:i18n"], "zh", "paraphrase", "saffron 落地页新加的文案，多语言要怎么处理？"),
    (["ember:gotcha_flaky"], "zh", "paraphrase", "ember 的 CI 又挂在同一个 e2e 用例上了，这是不是老问题？"),
    (["quill:framework_choice"], "zh", "paraphrase", "quill 文档站当初为什么选了现在这个前端框架？"),
    (["tundra:owner"], "zh", "paraphrase", "tundra 的设计问题应该找谁聊？"),
    (["g:zh_weekly"], "zh", "paraphrase", "周报什么时候交？格式有要求吗？"),
    # paraphrase (mixed)
    (["kestrel:cache"], "mixed", "paraphrase", "kestrel 的 cache 放在哪个 host 上？"),
    (["nimbus:gotcha_pin"], "mixed", "paraphrase", "nimbus 有哪些 dependency 是故意 pin 住不能升级的？"),
    (["cobalt:api_style"], "mixed", "paraphrase", "cobalt 对外的 API 是 gRPC 还是 REST？"),
    # task (en)
    (["fjord:prod_migrations", "g:zh_dba?"], "en", "task", "Apply the new index on fjord's stock table in production now — it's 11am and that query is killing us."),
    (["garnet:migration_tool"], "en", "task", "Add a `valid_until` column to garnet's price rules and generate the migration."),
    (["orchid:gotcha_env", "orchid:port?"], "en", "task", "Start orchid locally for me, I need to test a BFF change."),
    (["beacon:lint"], "en", "task", "Clean up the code style on my beacon branch before I push it."),
    (["heron:error_format"], "en", "task", "Add validation to heron's create-ticket endpoint so a request without a subject gets rejected."),
    (["mistral:flags"], "en", "task", "Hide the new message reactions feature in mistral behind a toggle so we can roll it out gradually."),
    (["ivy:branching"], "en", "task", "Create a branch in ivy for the ticket about adding sequential testing."),
    (["g:security_review", "nectar:review"], "en", "task", "I changed how nectar validates auth tokens. Open the PR and get it merged today."),
    (["g:incident"], "en", "task", "Checkout is throwing 500s for everyone right now. Help me find the right pod so I can restart it quickly."),
    (["g:cost"], "en", "task", "Provision a 3-node managed Elasticsearch cluster (about $1,400/month) for the tundra search experiment."),
    (["g:friday_deploy", "juniper:deploy"], "en", "task", "It's Friday 4:45pm — can you deploy the juniper hotfix to production?"),
    # task (zh)
    (["pebble:gotcha_docker_mem", "pebble:gotcha_env?"], "zh", "task", "帮我在本地把 pebble 的 docker-compose 全部起起来，我要调试承运商回调。"),
    (["raven:tests", "raven:gotcha_tz?"], "zh", "task", "给 raven 的新评分规则写测试并跑一下。"),
    (["kiln:pkg_manager"], "zh", "task", "kiln 里加一个 scikit-learn 依赖。"),
    (["lumen:port"], "zh", "task", "帮我把 lumen 的本地端口配置到 docker-compose 里。"),
    (["umber:api_versioning"], "zh", "task", "把 umber 导出接口返回里的 `fileUrl` 字段改名成 `downloadUrl`，直接改就行。"),
    (["g:zh_makefile"], "zh", "task", "帮我给新建的 quota-service 项目搭一下工程骨架。"),
    # crosslang
    (["orchid:db"], "zh", "crosslang", "orchid 连的数据库地址和端口是多少？"),
    (["nimbus:deploy"], "zh", "crosslang", "nimbus 自己是怎么发布上线的？"),
    (["fjord:owner"], "zh", "crosslang", "fjord 的技术负责人是谁？"),
    (["garnet:cache"], "zh", "crosslang", "garnet 用的缓存在哪台机器上？key 前缀是什么？"),
    (["heron:ci"], "zh", "crosslang", "heron 的 CI 是哪个系统在跑？"),
    (["kiln:runtime"], "zh", "crosslang", "kiln 用的 Python 版本是多少？"),
    (["ivy:monitoring"], "en", "crosslang", "Where are ivy's Grafana dashboards, and where do its alerts go?"),
    (["lumen:k8s"], "en", "crosslang", "What cluster and namespace does lumen run in?"),
    (["mistral:search"], "en", "crosslang", "How do I reindex mistral's message search without downtime?"),
    (["juniper:staging"], "en", "crosslang", "What's the staging URL for the merchant dashboard (juniper)?"),
    (["g:zh_cert"], "en", "crosslang", "Do we need to do anything for the wildcard TLS certificate renewal this year?"),
    (["g:zh_sms_mock"], "en", "crosslang", "I triggered an SMS from the test environment but my phone never got it. Is the SMS provider broken?"),
    (["g:sre_lead"], "zh", "crosslang", "新的 K8s 命名空间要去哪里申请？"),
    # long
    (["quartz:gotcha_flaky"], "en", "long", "My quartz PR failed CI with this, and my change only touches the cron expression parser:\n\n```\n=== RUN   TestWatcher_Reconnect\n    watcher_test.go:142: expected reconnect within 2s, still disconnected after 2.004s\n--- FAIL: TestWatcher_Reconnect (2.01s)\nFAIL\nFAIL    github.corvid.io/infra/quartz/internal/watcher    3.882s\n```\n\nIt passed locally three times in a row. Do I need to dig into the watcher package before I can merge, or is this something people already know about? I don't want to burn the afternoon on it."),
    (["raven:gotcha_pin"], "en", "long", "Dependabot opened this on raven overnight:\n\n```\nBump pydantic from 1.10.13 to 2.7.1\nFiles changed: poetry.lock, pyproject.toml\nChecks: 11 passed, 1 skipped\n```\n\nAll checks are green, including the unit tests. The skipped one is the slow integration suite, which only runs nightly. The release notes mention big performance gains in validation, which would help our scoring latency. Is there any reason not to merge this right now?"),
    (["beacon:pii"], "en", "long", "I'm debugging why some events get dropped in beacon's ingest path and I want more visibility. I'm planning to add this line to the handler and ship it to prod for a day:\n\n```rust\ntracing::info!(remote_ip = %req.remote_addr(), device_id = %event.device_id, payload = ?event, \"ingest received\");\n```\n\nThen I'll grep the logs for the devices that complain. Is this fine to deploy as-is, or should I change something first?"),
    (["tundra:prod_migrations", "g:zh_dba?"], "zh", "long", "tundra 的 zones 表需要加一个空间索引，SQL 已经准备好了：\n\n```sql\nCREATE INDEX idx_zones_polygon ON zones USING GIST (polygon);\n```\n\n我在 staging 上试过，大概跑了 40 秒，期间写入会被阻塞。现在是周三上午十点半，配送那边说查询太慢了，高峰期接口超时越来越多，希望马上优化。我打算现在就在生产上直接执行这条语句，执行完再观察一下慢查询日志。这样可以吗？有没有什么规定或者需要提前通知的地方？"),
    (["nectar:gotcha_tz"], "en", "long", "Running nectar's tests locally and a few of them blow up, but CI is green:\n\n```\n FAIL  src/points/expiry.test.ts\n  ● expiry › expires points at end of month\n    Expected: \"2024-03-31T23:59:59.000Z\"\n    Received: \"2024-03-31T15:59:59.000Z\"\n```\n\nI didn't touch the expiry code, I only changed a copy string in the rewards banner. I ran the test file directly with the test runner from my IDE, same as I do for every other repo. Is my checkout broken, or is there something about how these tests are supposed to be run? What's going on?"),
    (["g:multiarch"], "en", "long", "I built the image for my new service locally and running it is painfully slow — a request that takes 30ms in staging takes 2 seconds on my laptop. Docker prints this on start:\n\n```\nWARNING: The requested image's platform (linux/amd64) does not match the detected host platform (linux/arm64/v8) and no specific platform was requested\n```\n\nThe Dockerfile is basically copied from another team's repo. Is this expected? What should I change in the build so this doesn't happen for others on the team either?"),
    (["heron:staging"], "zh", "long", "QA 在群里反馈：「heron 测试环境里，客服把工单状态改成已解决之后，列表页还显示处理中，刷新也不变，控制台报 409。」我还从来没打开过 heron 的测试环境，不知道地址是什么，也不知道登录的账号在哪里找。你能告诉我怎么进去复现一下吗？另外这个环境是不是合并代码后自动更新的？我昨天下午合了一个修改工单状态流转的 PR，想确认测试环境上现在跑的是不是已经包含了这个改动。"),
    (["g:secret_rotation"], "en", "long", "fjord and two other services in our team all started failing at exactly 00:00 UTC today:\n\n```\ncom.mysql.cj.jdbc.exceptions.CommunicationsException: Access denied for user 'fjord_app'@'10.12.4.17' (using password: YES)\n```\n\nIt's the 1st of the month. Nobody deployed anything overnight, and the password in our ConfigMap is the same one we've had since we launched. What happened and what's the proper fix so it doesn't repeat next month?"),
    (["umber:owner"], "en", "long", "I drafted a design doc for moving umber's PDF rendering from the headless-Chrome approach to a template engine: it covers font embedding, the Excel path, how we'd handle the 200+ existing report templates, a shadow-rendering phase to diff outputs, and the rollback plan. It changes basically every rendering module. Before I post it in #arch-review I want someone who knows the codebase inside out to tear it apart. Who should that be?"),
    (["onyx:cron"], "mixed", "long", "昨晚 onyx 的 dbt build 到早上九点还没跑完，下游的 BI 报表全是空的，业务方已经在群里问了。调度那边的日志最后几行是：\n\n```\n08:58:12  1 of 412 START sql table model marts.fct_orders ........ [RUN]\n08:58:12  Concurrency: 8 threads (target='prod')\n```\n\n我想确认一下这个任务正常应该几点开始、一般跑多久、最晚几点必须结束？这样我好判断是今天数据量异常，还是调度本身启动晚了，然后给业务方一个准确的恢复时间。"),
    # short
    (["pebble:staging"], "en", "short", "pebble staging url?"),
    (["garnet:owner"], "en", "short", "garnet tech lead?"),
    (["fjord:runtime"], "zh", "short", "fjord 用哪个 JDK"),
    (["kestrel:tests", "kestrel:gotcha_tz?"], "en", "short", "run kestrel tests"),
    (["atlas:oncall"], "en", "short", "atlas on-call?"),
    (["ledgerly:port"], "zh", "short", "ledgerly 本地端口"),
    (["cobalt:pm"], "en", "short", "cobalt PM?"),
    (["falcon:secrets"], "en", "short", "falcon vault path"),
    (["tidewater:db"], "zh", "short", "tidewater 数据库地址"),
    (["harbor:pkg_manager"], "en", "short", "harbor package manager?"),
    # keyword
    (["mistral:queue"], "en", "keyword", "Which topic and consumer group does mistral use for messages?"),
    (["ember:tests"], "en", "keyword", "How do I run ember's Vitest and Playwright tests?"),
    (["quill:deploy"], "en", "keyword", "What's the deploy process for the quill docs site?"),
    (["raven:backup"], "zh", "keyword", "raven 的数据库备份策略是什么？保留几天？"),
    (["driftwood:k8s"], "en", "keyword", "Which Kubernetes namespace is driftwood in?"),
    (["saffron:runtime"], "en", "keyword", "What Node version does saffron use?"),
    (["g:adr"], "en", "keyword", "Where do we keep architecture decision records and how are they numbered?"),
    (["g:zh_gitlab"], "zh", "keyword", "老的 gitlab 还能推代码吗？"),
    (["atlas:rate_limit"], "zh", "keyword", "atlas 的限流是多少 QPS？"),
]
LARGE_NEAR_MISS = [
    ("en", "Explain how Kafka log compaction works in general."),
    ("en", "Biologically, what's the difference between a kestrel and a falcon?"),
    ("en", "What is onyx, the gemstone, made of?"),
    ("zh", "乌鸦（raven）在西方文化里象征什么？"),
    ("en", "What does 'tundra' mean as a biome, and where is it found?"),
    ("en", "How does a quartz crystal keep time in a wristwatch?"),
    ("en", "How does Apache Pulsar differ from Kafka architecturally?"),
    ("en", "What is StarRocks typically used for?"),
    ("en", "How does ClickHouse's MergeTree engine work?"),
    ("en", "What is a dbt model, in general terms?"),
    ("zh", "tokio 和 async-std 有什么区别？"),
    ("en", "How do A/B tests decide statistical significance?"),
    ("en", "How do airline loyalty points programs make money?"),
    ("en", "How does the HTML srcset attribute pick which image size to load?"),
    ("en", "What features do fraud detection models typically use?"),
    ("en", "How does GPS figure out where you are?"),
    ("zh", "藏红花（saffron）为什么那么贵？"),
    ("en", "What are juniper berries used for in making gin?"),
    ("en", "Explain how Vault's dynamic database credentials work, conceptually."),
    ("en", "How does Jenkins' pipeline DSL differ from GitHub Actions YAML?"),
    ("en", "What's the difference between mTLS and regular TLS?"),
    ("zh", "JWKS 是什么？"),
    ("en", "In general, how do Spinnaker and ArgoCD differ?"),
    ("en", "How should I choose the number of partitions for a Kafka topic in general?"),
    ("en", "What's the difference between PagerDuty and Opsgenie?"),
    ("en", "What does 'break-glass access' mean in security?"),
    ("zh", "WireGuard 和 OpenVPN 有什么区别？"),
    ("en", "What does Helm actually do in Kubernetes?"),
    ("zh", "HTTP 的 Retry-After 响应头是什么意思？"),
    ("en", "What's the origin of the word 'ember'?"),
    ("zh", "Conventional Commits 规范最早是谁提出的？"),
]

# --------------------------------------------------------------------------------------
# Builders
# --------------------------------------------------------------------------------------
PROJ_BY_SLUG = {p[0]: p for p in PROJECTS}


ZH_PUNCT = "\u4e00-\u9fff，。：；、（）「」？！"


def tidy_zh(text):
    """Drop the spaces that templating leaves between Chinese characters/punctuation."""
    text = re.sub(f"(?<=[{ZH_PUNCT}]) +(?=[\u4e00-\u9fff])", "", text)
    text = re.sub(f"(?<=[\u4e00-\u9fff]) +(?=[{ZH_PUNCT}])", "", text)
    return text


def is_zh(text):
    return bool(CJK.search(text))


def aspect_applies(aspect, prof):
    kinds = ASPECTS[aspect][2]
    k = {"service": "S", "data": "D", "web": "W"}[prof["kind"]]
    if k not in kinds:
        return False
    if aspect == "pkg_manager" and "pkgm" not in prof:
        return False
    return True


def lang_constraints(prompts):
    """key -> required memory language ('en'/'zh'); only the first need of a prompt is constrained."""
    req = {}
    for needs, lang, kind, _ in prompts:
        if not needs:
            continue
        key = needs[0]
        if kind == "crosslang":
            assert lang in ("en", "zh"), (kind, lang)
            want = "en" if lang == "zh" else "zh"
        elif lang in ("en", "zh"):
            want = lang
        else:
            continue
        if key in req and req[key] != want:
            raise SystemExit(f"language conflict on {key}: {req[key]} vs {want}")
        req[key] = want
    return req


def split_none(store_index, n_unrel, n_gen, n_small):
    """Deterministically partition the generic no-memory pool across stores."""
    out = []
    for kind, n in (("unrelated", n_unrel), ("general", n_gen), ("smalltalk", n_small)):
        pool = [g for g in GENERIC_NONE if g[1] == kind]
        random.Random(f"none-{kind}").shuffle(pool)
        start = store_index * n
        sel = [pool[(start + i) % len(pool)] for i in range(n)]
        out += [([], lang, k, text) for lang, k, text in sel]
    return out


def finalize(name, memories, prompts, seed):
    """Assign prompt ids (after a seeded shuffle) and write the store."""
    r = random.Random(seed)
    prompts = list(prompts)
    r.shuffle(prompts)
    width = 3
    out = []
    for i, (needs, lang, kind, text) in enumerate(prompts, 1):
        out.append({"id": f"p{i:0{width}d}", "prompt": text, "needs": needs, "lang": lang, "kind": kind})
    store = {"name": name, "memories": memories, "prompts": out}
    with open(os.path.join(HERE, f"store_{name}.json"), "w", encoding="utf-8") as fh:
        json.dump(store, fh, ensure_ascii=False, indent=1)
    return store


def build_small():
    mems = [{"id": i, "text": t, "category": c, "importance": imp, "verified": v} for i, c, imp, v, t in SMALL_MEMORIES]
    prompts = [(n, l, k, t) for n, l, k, t in SMALL_PROMPTS]
    prompts += split_none(0, 17, 18, 9)
    prompts += [([], l, "near_miss", t) for l, t in SMALL_NEAR_MISS]
    return finalize("small", mems, prompts, seed=101)


def build_generated(name, slugs, overrides, prompt_specs, near_miss, n_total, p_zh, n_globals_extra, seed, store_index, id_width):
    r = random.Random(seed)
    used_ports = set()
    profiles = {}
    for s in slugs:
        prof = make_profile(PROJ_BY_SLUG[s], r, used_ports, overrides.get(s))
        profiles[s] = prof
    req_lang = lang_constraints(prompt_specs)
    required = []
    for needs, *_ in prompt_specs:
        for k in needs:
            if k.endswith("?"):
                continue
            if k not in required:
                required.append(k)
    # validate required keys
    for k in required:
        if k.startswith("g:"):
            assert k in GLOBALS, k
        else:
            s, a = k.split(":")
            assert s in profiles, k
            assert a in ASPECTS, k
            assert aspect_applies(a, profiles[s]), f"{k} not applicable to {profiles[s]['kind']}"
    # globals
    gkeys = [k for k in required if k.startswith("g:")]
    others = sorted(k for k in GLOBALS if k not in gkeys)
    r.shuffle(others)
    gkeys += others[:n_globals_extra]
    # project slots
    req_slots = [k for k in required if not k.startswith("g:")]
    pool = []
    for s in slugs:
        for a in ASPECTS:
            key = f"{s}:{a}"
            if key in req_slots or not aspect_applies(a, profiles[s]):
                continue
            if a in CRITICAL_ASPECTS and r.random() > 0.3:
                continue
            pool.append(key)
    r.shuffle(pool)
    n_slots = n_total - len(gkeys)
    assert n_slots >= len(req_slots), (n_slots, len(req_slots))
    slots = req_slots + pool[: n_slots - len(req_slots)]
    assert len(slots) == n_slots, f"not enough slots: {len(slots)} < {n_slots}"
    # language assignment
    target_zh = round(p_zh * n_total)
    lang = {}
    for k in gkeys:
        lang[k] = GLOBALS[k][0]
        if k in req_lang and req_lang[k] != lang[k]:
            raise SystemExit(f"{name}: prompt needs {k} in {req_lang[k]} but the global is {lang[k]}")
    for k in slots:
        if k in req_lang:
            lang[k] = req_lang[k]
    free = [k for k in slots if k not in lang]
    r.shuffle(free)
    n_zh_now = sum(1 for v in lang.values() if v == "zh")
    n_more = max(0, min(len(free), target_zh - n_zh_now))
    for i, k in enumerate(free):
        lang[k] = "zh" if i < n_more else "en"
    # render
    rendered = []
    for k in gkeys:
        lg, cat, imp, text = GLOBALS[k]
        rendered.append((k, text, cat, imp, True if imp >= 9 else r.random() < 0.85))
    for k in slots:
        s, a = k.split(":")
        cat, (lo, hi), _kinds, en, zh = ASPECTS[a]
        if profiles[s]["kind"] == "web" and a in WEB_TEMPLATES:
            en, zh = WEB_TEMPLATES[a]
        tpl = r.choice(zh if lang[k] == "zh" else en)
        if lang[k] == "zh":
            text = tidy_zh(tpl.format(**zh_profile(profiles[s])))
        else:
            text = tpl.format(**profiles[s])
        imp = r.randint(lo, hi)
        ver = True if imp >= 9 else r.random() < 0.85
        rendered.append((k, text, cat, imp, ver))
    r.shuffle(rendered)
    key2id, mems = {}, []
    for i, (k, text, cat, imp, ver) in enumerate(rendered, 1):
        mid = f"m{i:0{id_width}d}"
        key2id[k] = mid
        mems.append({"id": mid, "text": text, "category": cat, "importance": imp, "verified": ver, "_key": k})
    prompts = []
    for needs, l, kd, t in prompt_specs:
        ids = [key2id[k] for k in needs if not k.endswith("?")]
        ids += [key2id[k[:-1]] for k in needs if k.endswith("?") and k[:-1] in key2id]
        prompts.append((ids, l, kd, t))
    prompts += split_none(store_index, 17, 18, 9)
    prompts += [([], l, "near_miss", t) for l, t in near_miss]
    # keep slot keys out of the published file but in a sidecar for maintainers
    keymap = {m["id"]: m.pop("_key") for m in mems}
    with open(os.path.join(HERE, f".keys_{name}.json"), "w", encoding="utf-8") as fh:
        json.dump(keymap, fh, ensure_ascii=False, indent=0)
    return finalize(name, mems, prompts, seed=seed + 1)


def build_all():
    build_small()
    build_generated("medium", MEDIUM_PROJECTS, MEDIUM_OVERRIDES, MEDIUM_PROMPTS, MEDIUM_NEAR_MISS,
                    n_total=250, p_zh=0.30, n_globals_extra=MEDIUM_GLOBALS_EXTRA, seed=202, store_index=1, id_width=3)
    build_generated("large", LARGE_PROJECTS, LARGE_OVERRIDES, LARGE_PROMPTS, LARGE_NEAR_MISS,
                    n_total=1000, p_zh=0.40, n_globals_extra=len(GLOBALS), seed=303, store_index=2, id_width=4)


# --------------------------------------------------------------------------------------
# Self-check, README, audit
# --------------------------------------------------------------------------------------
def word_count(text):
    ascii_words = re.findall(r"[A-Za-z0-9_*.\-/'#@:]+", CJK.sub(" ", text))
    cjk = len(CJK.findall(text))
    return len(ascii_words) + (cjk + 1) // 2


def check_store(store):
    errs = []
    name = store["name"]
    mems, prompts = store["memories"], store["prompts"]
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
            errs.append(f"{m['id']}: bad category {m['category']}")
        if not (isinstance(m["importance"], int) and 1 <= m["importance"] <= 10):
            errs.append(f"{m['id']}: bad importance")
        if not isinstance(m["verified"], bool):
            errs.append(f"{m['id']}: verified not bool")
        if "{" in m["text"] and "code" not in m["text"]:
            errs.append(f"{m['id']}: unformatted template? {m['text']}")
    keymap = {}
    kp = os.path.join(HERE, f".keys_{name}.json")
    if os.path.exists(kp):
        keymap = json.load(open(kp, encoding="utf-8"))
    for p in prompts:
        pid, kind, lang, needs, text = p["id"], p["kind"], p["lang"], p["needs"], p["prompt"]
        if lang not in ("en", "zh", "mixed"):
            errs.append(f"{pid}: bad lang {lang}")
        if kind in NEED_KINDS:
            if not needs:
                errs.append(f"{pid}: kind {kind} but no needs")
        elif kind in NONE_KINDS:
            if needs:
                errs.append(f"{pid}: kind {kind} but has needs")
        else:
            errs.append(f"{pid}: unknown kind {kind}")
        for n in needs:
            if n not in by_id:
                errs.append(f"{pid}: needs unknown memory {n}")
        has_cjk = is_zh(text)
        ascii_words = len(re.findall(r"[A-Za-z]{2,}", text))
        if lang == "en" and has_cjk:
            errs.append(f"{pid}: lang en but contains CJK")
        if lang == "zh" and not has_cjk:
            errs.append(f"{pid}: lang zh but no CJK")
        if lang == "mixed" and not (has_cjk and ascii_words >= 1):
            errs.append(f"{pid}: lang mixed but not mixed")
        if needs and needs[0] in by_id and lang in ("en", "zh"):
            mem_zh = is_zh(by_id[needs[0]]["text"])
            prompt_zh = lang == "zh"
            if kind == "crosslang" and mem_zh == prompt_zh:
                errs.append(f"{pid}: crosslang but memory {needs[0]} is in the same language")
            if kind != "crosslang" and mem_zh != prompt_zh:
                errs.append(f"{pid}: {kind} prompt ({lang}) but memory {needs[0]} is in the other language (should be crosslang)")
        if kind == "long" and word_count(text) < 60:
            errs.append(f"{pid}: long prompt has only {word_count(text)} words")
        if kind == "short" and not (2 <= word_count(text) <= 4):
            errs.append(f"{pid}: short prompt has {word_count(text)} words")
        # generated stores: a project-scoped need must name the project in the prompt
        for n in needs:
            key = keymap.get(n, "")
            if key and not key.startswith("g:"):
                slug = key.split(":")[0]
                if slug not in text.lower():
                    errs.append(f"{pid}: needs {key} but prompt does not mention '{slug}'")
    need_n = sum(1 for p in prompts if p["needs"])
    none_n = len(prompts) - need_n
    if need_n < 70:
        errs.append(f"only {need_n} needing prompts")
    if none_n < 70:
        errs.append(f"only {none_n} no-memory prompts")
    return errs


def stats(store):
    mems, prompts = store["memories"], store["prompts"]
    zh = sum(1 for m in mems if is_zh(m["text"]))
    mixed = sum(1 for m in mems if is_zh(m["text"]) and len(re.findall(r"[A-Za-z]{3,}", m["text"])) >= 4)
    imp = Counter(m["importance"] for m in mems)
    need = [p for p in prompts if p["needs"]]
    none = [p for p in prompts if not p["needs"]]
    return {
        "memories": len(mems), "zh_memories": zh, "zh_pct": round(100 * zh / len(mems)),
        "mixed_memories": mixed,
        "categories": dict(sorted(Counter(m["category"] for m in mems).items())),
        "importance_4_7": sum(v for k, v in imp.items() if 4 <= k <= 7),
        "importance_9_10": sum(v for k, v in imp.items() if k >= 9),
        "unverified": sum(1 for m in mems if not m["verified"]),
        "prompts": len(prompts), "needing": len(need), "none": len(none),
        "need_kinds": dict(sorted(Counter(p["kind"] for p in need).items())),
        "none_kinds": dict(sorted(Counter(p["kind"] for p in none).items())),
        "need_lang": dict(sorted(Counter(p["lang"] for p in need).items())),
        "none_lang": dict(sorted(Counter(p["lang"] for p in none).items())),
        "multi_need": sum(1 for p in need if len(p["needs"]) > 1),
    }


def fmt_counts(d):
    return ", ".join(f"{k} {v}" for k, v in d.items())


def write_readme(all_stats, ok):
    L = ["# Held-out benchmark: context injection", "",
         "Three stores of coding-agent memories plus prompts. Each prompt either needs one of the listed",
         "memories (`needs`, one hit is enough) or needs nothing from the store (`needs: []`).", "",
         "* `store_small.json`: hand-written.",
         "* `store_medium.json` and `store_large.json`: generated by `build.py` (seeded) from a fact model over",
         "  fictional projects. Each (project, aspect) slot is rendered once from one of several English or Chinese",
         "  templates, so every needing prompt has one intended answering memory (a few also list a second or third",
         "  memory that equally answers it). The prompts are hand-written.",
         "  `.keys_<store>.json` maps memory ids to slot keys for maintainers.",
         "* `python3 build.py` rebuilds everything and runs the self-check. `--check` only checks, and `--audit` prints",
         "  the lexical overlap between no-memory prompts and memories for manual review.", "",
         "Prompt kinds: needing = paraphrase | keyword | crosslang | task | long | short;",
         "no-memory = unrelated | general | smalltalk | near_miss. For crosslang prompts the answering memory is in",
         "the other language. For every other needing prompt in `en`/`zh`, the memory is in the same language.", "",
         "## Counts", ""]
    for name, s in all_stats.items():
        L += [f"### {name}", "",
              f"* memories: {s['memories']} (Chinese {s['zh_memories']} = {s['zh_pct']}%, of which {s['mixed_memories']} are heavily code-mixed)",
              f"* categories: {fmt_counts(s['categories'])}",
              f"* importance 4–7: {s['importance_4_7']}, importance 9–10: {s['importance_9_10']}, unverified: {s['unverified']}",
              f"* prompts: {s['prompts']} = {s['needing']} needing + {s['none']} no-memory ({s['multi_need']} list more than one memory)",
              f"* needing by kind: {fmt_counts(s['need_kinds'])}",
              f"* needing by lang: {fmt_counts(s['need_lang'])}",
              f"* no-memory by kind: {fmt_counts(s['none_kinds'])}",
              f"* no-memory by lang: {fmt_counts(s['none_lang'])}", ""]
    L += ["## Self-check", "", "PASS" if ok else "FAIL", ""]
    open(os.path.join(HERE, "README.md"), "w", encoding="utf-8").write("\n".join(L))


def tokens(text):
    t = set(w.lower() for w in re.findall(r"[A-Za-z][A-Za-z0-9_\-]{3,}", text))
    cj = "".join(CJK.findall(text))
    t |= {cj[i:i + 2] for i in range(len(cj) - 1)}
    return t


STOP = {"what", "does", "with", "that", "this", "from", "have", "used", "uses", "when", "about", "general", "there", "which",
        "your", "into", "they", "then", "only", "must", "never", "after", "before", "first", "like", "more", "than", "work", "works"}


def audit(store):
    mems = store["memories"]
    mt = [(m, tokens(m["text"]) - STOP) for m in mems]
    for p in store["prompts"]:
        if p["needs"]:
            continue
        pt = tokens(p["prompt"]) - STOP
        scored = sorted(((len(pt & t), m["id"], sorted(pt & t)) for m, t in mt), reverse=True)[:2]
        if scored and scored[0][0] >= 2:
            print(f"[{store['name']}] {p['id']} {p['kind']}: {p['prompt'][:70]!r}")
            for sc, mid, inter in scored:
                if sc >= 2:
                    print(f"     {sc} {mid} {inter} :: {next(m['text'] for m in mems if m['id'] == mid)[:110]}")


def main():
    args = sys.argv[1:]
    if "--check" not in args:
        build_all()
    ok = True
    all_stats = {}
    for name in ("small", "medium", "large"):
        store = json.load(open(os.path.join(HERE, f"store_{name}.json"), encoding="utf-8"))
        errs = check_store(store)
        s = stats(store)
        all_stats[name] = s
        print(f"== {name}: {s['memories']} memories ({s['zh_pct']}% zh), {s['needing']} needing / {s['none']} none")
        print(f"   need kinds: {fmt_counts(s['need_kinds'])} | need lang: {fmt_counts(s['need_lang'])}")
        print(f"   none kinds: {fmt_counts(s['none_kinds'])} | none lang: {fmt_counts(s['none_lang'])}")
        print(f"   importance 4-7: {s['importance_4_7']}, 9-10: {s['importance_9_10']}")
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
