#!/usr/bin/env python3
"""store_mid.json: Tideline, a shipment-tracking platform team (~10 people). All 120 memories hand-written."""
from common import mem, write_store

M = [
    ("m001", "tracking-api is Kotlin on Spring Boot 3 running on Java 21; new backend services follow the same stack unless Leonie signs off on something else.", "decision", 8),
    ("m002", "ingest-worker is written in Python 3.12; it receives the carriers' webhooks and writes them to Kafka.", "decision", 7),
    ("m003", "Kafka runs on Confluent Cloud (cluster lkc-7q2m, europe-west3); we do not self-host brokers.", "config", 7),
    ("m004", "Kafka topic 命名规则：<域>.<实体>.<事件>.v<版本>，例如 shipment.tracking.updated.v2。", "convention", 6),
    ("m005", "The main database is Cloud SQL Postgres 14 (instance tideline-prod-pg) with one read replica used only by reporting.", "config", 8),
    ("m006", "数据库迁移用 Flyway，迁移必须向后兼容（先扩展后收缩），不能在同一个发布里删掉还在用的列。", "decision", 7),
    ("m007", "Deploys go through ArgoCD: merging to main bumps the image tag in the infra repo's Helm values, ArgoCD syncs staging automatically, and production needs a manual Sync by the on-call engineer.", "runbook", 8),
    ("m008", "生产发布窗口是每周二和周四 10:00–16:00（柏林时间），其他时间只允许热修复。", "convention", 6),
    ("m009", "Code freeze runs from December 18, 2026 to January 4, 2027; only P1 fixes approved by Leonie may ship.", "deadline", 9),
    ("m010", "All infrastructure is in Terraform; state lives in the GCS bucket tideline-tf-state with locking, and plans/applies run through Atlantis on the PR.", "config", 7),
    ("m011", "不要在本地对 prod 工作区执行 terraform apply，必须走 Atlantis，否则会和状态锁冲突，还可能覆盖别人的改动。", "gotcha", 9),
    ("m012", "Analytics lives in the BigQuery dataset tideline_analytics; transformations are dbt models in the analytics repo, run nightly at 02:00 UTC.", "config", 6),
    ("m013", "监控用 Prometheus + Grafana，告警经 Alertmanager 发到 PagerDuty 的 tideline-primary 服务。", "config", 6),
    ("m014", "On-call rotation is weekly and hands over Monday at 10:00 Berlin time; the handover note goes in #tideline-oncall.", "runbook", 7),
    ("m015", "功能开关用 Unleash，新开关默认关闭，命名用 kebab-case 并加负责人前缀，比如 jan-eta-v2。", "convention", 6),
    ("m016", "The customer dashboard is React 18 + TypeScript built with Vite; the package manager is pnpm, not npm or yarn.", "decision", 7),
    ("m017", "密钥统一放在 Google Secret Manager，禁止提交 .env 文件；CI 里的 gitleaks 扫描发现密钥会阻断合并。", "gotcha", 9),
    ("m018", "Infra PRs (Terraform, Helm) need two approvals, one of them from the platform group; app PRs need one.", "convention", 6),
    ("m019", "ICS2 release 3 customs filing support must be live for EU air shipments by March 1, 2027.", "deadline", 9),
    ("m020", "SOC 2 审计的证据材料要在 2027 年 2 月 10 日前交给 Grace。", "deadline", 8),
    ("m021", "The legacy SOAP tracking endpoint is switched off on March 31, 2027; remaining customers must move to REST v3 before then.", "deadline", 7),
    ("m022", "所有时间戳都存 UTC；承运商 webhook 经常给当地时间且不带时区，入库前要按发货地时区转换。", "gotcha", 8),
    ("m023", "When ingest-worker pods scale, the Kafka consumer group rebalances and processing pauses for about 30 s; keep the HPA minimum at 3 or more.", "gotcha", 8),
    ("m024", "Cloud SQL Auth Proxy 会断开空闲超过 10 分钟的连接，HikariCP 的 maxLifetime 要设在 9 分钟以下。", "gotcha", 7),
    ("m025", "Leonie Vogt is the engineering manager and approves freeze exceptions; Jan Kowalski is tech lead for tracking-api.", "people", 6),
    ("m026", "ingest-worker 和承运商对接归 Ravi 负责；前端仪表盘归 Chen Yu 负责。", "people", 6),
    ("m027", "Grace Okafor from security owns SOC 2 and the vendor risk reviews.", "people", 5),
    ("m028", "数据和 dbt 模型的问题找 Sofia，BigQuery 的访问权限也由她审批。", "people", 5),
    ("m029", "DHL webhooks are rate-limited to 50 requests/s per account; the UPS Tracking API allows 250 calls per minute, so we cache UPS responses for 5 minutes.", "config", 7),
    ("m030", "Maersk 的集装箱事件没有 webhook，我们每 15 分钟轮询一次。", "config", 6),
    ("m031", "REST endpoints are versioned in the path (/v3/shipments); a breaking change needs a new version plus a Deprecation header on the old one.", "convention", 5),
    ("m032", "JSON 字段用 camelCase，日期时间用 ISO 8601 并带 Z 后缀。", "convention", 5),
    ("m033", "Jan prefers Kotest with MockK for Kotlin tests and wants Testcontainers for anything touching Postgres or Kafka, never H2.", "preference", 5),
    ("m034", "Python 代码用 ruff 做 lint 和格式化，类型检查用 mypy --strict，测试用 pytest。", "preference", 5),
    ("m035", "Branch names are <ticket>-<short-description>, e.g. TRK-482-eta-rounding; tickets live in Linear under team TRK.", "convention", 5),
    ("m036", "Commit subject lines stay under 72 characters, are written in English and start with the Linear ticket id.", "convention", 4),
    ("m037", "If the shipment-updates lag alert fires: check consumer lag on the Grafana board 'Kafka / ingest', restart with `kubectl rollout restart deploy/ingest-worker -n tracking`, then look at the dead-letter topic.", "runbook", 8),
    ("m038", "回滚生产：在 ArgoCD 里给 tracking-api 选上一个 revision 点 Rollback，再到 #tideline-incidents 发通知；数据库迁移不会自动回滚。", "runbook", 8),
    ("m039", "The staging database is refreshed from an anonymized prod snapshot every Sunday night, so anything you create in staging is wiped weekly.", "gotcha", 7),
    ("m040", "Staging lives at staging.tideline.dev behind Google SSO; only company accounts can log in.", "config", 6),
    ("m041", "Kubernetes runs on GKE Autopilot: clusters tideline-prod and tideline-staging in europe-west3, one namespace per service group (tracking, ingest, web).", "config", 6),
    ("m042", "GKE Autopilot 会把 Pod 的 CPU request 向上取整到 250m，写资源配置时要考虑成本。", "gotcha", 7),
    ("m043", "We use OpenTelemetry for tracing and export to Grafana Tempo; don't add vendor-specific tracing SDKs.", "decision", 6),
    ("m044", "Services log JSON to stdout and Cloud Logging collects it; never write log files inside the container.", "decision", 6),
    ("m045", "The ETA model is a LightGBM model retrained weekly by Sofia's pipeline; tracking-api loads it from gs://tideline-models/eta/latest.", "config", 7),
    ("m046", "ETA 模型文件更新后 tracking-api 不会自动重新加载，要重启 Pod 或调用 /admin/reload-model。", "gotcha", 8),
    ("m047", "Leonie wants incident postmortems written within 3 working days, blameless, in the Notion 'Postmortems' database.", "preference", 5),
    ("m048", "事故等级：P1 是所有客户都查不到物流，P2 是部分承运商数据延迟超过 1 小时，其他算 P3。", "convention", 5),
    ("m049", "Customer API keys are rate-limited to 600 requests per minute; enterprise plans get 3000.", "config", 6),
    ("m050", "客户 API 认证用 X-Api-Key 请求头；内部服务之间用 Workload Identity，不用密钥。", "config", 6),
    ("m051", "UPS tracking numbers starting with 1Z are 18 characters; customers often paste them with spaces, so normalize before lookup.", "gotcha", 7),
    ("m052", "DHL Express and DHL eCommerce are two separate APIs with separate credentials; don't mix them up.", "gotcha", 6),
    ("m053", "We chose Kafka over Pub/Sub in 2025 because we need ordered replay per shipment; don't reopen that debate without data.", "decision", 7),
    ("m054", "搜索功能用 Postgres 全文检索加 pg_trgm，暂时不引入 Elasticsearch。", "decision", 6),
    ("m055", "CI is GitHub Actions; the Kotlin build uses Gradle with the configuration cache and a remote build cache on GCS.", "config", 5),
    ("m056", "Gradle 配置缓存和 kapt 不兼容，新模块请用 KSP。", "gotcha", 6),
    ("m057", "To onboard a new carrier: add a connector under ingest/connectors, store its webhook secret in Secret Manager, add a mapping test with recorded payloads, then enable the flag carrier-<name>.", "runbook", 7),
    ("m058", "新客户开通：在 admin 后台建租户、生成 API Key，然后在 Unleash 的 tenant-allowlist 里加上他们的租户 ID。", "runbook", 6),
    ("m059", "Retention: raw carrier payloads are kept 90 days in GCS, normalized events 2 years in Postgres, then archived to BigQuery.", "config", 6),
    ("m060", "GDPR 删除请求要在 30 天内处理；收件人姓名和电话入库时就做了字段级加密。", "config", 7),
    ("m061", "The reporting read replica can lag 5+ minutes during the nightly dbt run; don't use it for anything customer-facing.", "gotcha", 8, False),
    ("m062", "Chen Yu wants a Storybook story for every frontend component and screenshots on PRs that change the UI.", "preference", 4),
    ("m063", "Dashboard state: server data via TanStack Query, local UI state with useState or Zustand; no Redux.", "convention", 5),
    ("m064", "The dashboard uses Tailwind CSS; designs are in the Figma file 'Tideline DS' and colours must come from the design-system tokens.", "config", 5),
    ("m065", "The dashboard's map-view redesign is promised to Kühne Logistics for their demo on January 28, 2027.", "deadline", 7),
    ("m066", "Q1 OKR：把 ETA 预测的平均误差从 9 小时降到 6 小时以内。", "deadline", 6),
    ("m067", "The GCP budget is 18k EUR/month; a budget alert goes to Leonie and #tideline-platform at 80%.", "config", 6),
    ("m068", "BigQuery 查询必须带分区过滤 event_date，否则一次全表扫描就要几百欧。", "gotcha", 7),
    ("m069", "For prod database read access, request the 'pg-readonly' group in the access portal; Jan approves and it expires after 8 hours.", "runbook", 6),
    ("m070", "本地开发：运行 make dev 用 docker compose 启动 Postgres、Redpanda 和 Redpanda Console，然后 ./gradlew bootRun。", "runbook", 6),
    ("m071", "Local Kafka in docker compose is really Redpanda and ignores some broker configs; test retention settings on staging.", "gotcha", 6),
    ("m072", "Redis is only a response cache for tracking-api with a 60 s TTL; nothing that must persist goes in it.", "config", 5),
    ("m073", "Public API docs are generated from tracking-api/src/main/resources/openapi.yaml; the spec is the source of truth, not code annotations.", "decision", 6),
    ("m074", "改 OpenAPI 规范要同时更新 changelog.md，并在 PR 标题加 [api]。", "convention", 5),
    ("m075", "Ravi prefers a short Loom walkthrough attached to big carrier-connector PRs instead of long comment threads.", "preference", 4),
    ("m076", "Maersk API 返回的集装箱号有时带校验位有时不带，比对前统一成 11 位。", "gotcha", 7),
    ("m077", "The webhook receiver verifies HMAC-SHA256 signatures; each carrier's secret is in Secret Manager under webhook-<carrier>.", "config", 6),
    ("m078", "死信 topic 是 shipment.tracking.dlq.v1，消息保留 14 天，每天早上人工检查一次。", "config", 6),
    ("m079", "Tomasz is the product manager for the customer dashboard and sets the web team's priorities.", "people", 4),
    ("m080", "Aiko is our QA engineer and owns the regression test plan and the pre-release smoke checklist.", "people", 4),
    ("m081", "Before each production release, run the Notion checklist 'Release smoke tests' against staging and tick it in the release ticket.", "runbook", 6),
    ("m082", "E2E 测试用 Playwright，跑在 staging 上，每晚 01:00 UTC 执行，结果发到 #tideline-qa。", "config", 5),
    ("m083", "Playwright tests flake on the map view because tiles load lazily; wait for the 'map-ready' test id instead of networkidle.", "gotcha", 6),
    ("m084", "地图用 MapLibre GL 加自托管矢量瓦片，不用 Google Maps，因为授权费太高。", "decision", 6),
    ("m085", "Email notifications go through Postmark; shipment alerts use the transactional message stream 'shipment-alerts'.", "config", 5),
    ("m086", "Postmark 对退信率超过 10% 的账户会暂停发送，客户导入邮件列表前要先校验地址。", "gotcha", 6),
    ("m087", "SMS notifications were dropped in November 2026; don't build new SMS features.", "decision", 5),
    ("m088", "客户配置的 webhook 回调最多重试 8 次，指数退避，间隔上限 1 小时。", "config", 5),
    ("m089", "Error codes in API responses are UPPER_SNAKE strings like SHIPMENT_NOT_FOUND, documented in errors.md.", "convention", 5),
    ("m090", "The /v3/shipments list endpoint returns 50 items per page by default, 200 at most, and uses cursor pagination, not offsets.", "gotcha", 6),
    ("m091", "Never change a Kafka topic's partition count in place: it breaks per-shipment ordering. Create a new versioned topic and migrate.", "gotcha", 9),
    ("m092", "Kafka 消费积压时先看是不是有毒消息卡住了分区，有的话用 dlq-mover 工具把它挪到死信 topic。", "runbook", 7),
    ("m093", "JVM services run with -XX:MaxRAMPercentage=75; the container memory limit for tracking-api is 1.5Gi.", "config", 5),
    ("m094", "tracking-api 启动大约要 40 秒，readiness probe 的 initialDelaySeconds 不能低于 45。", "gotcha", 6),
    ("m095", "API access for the DB Schenker contract starts February 15, 2027; the connector should be ready for testing by then.", "deadline", 6),
    ("m096", "年度渗透测试安排在 2027 年 4 月第二周，期间 staging 要保持稳定，不做大改动。", "deadline", 6),
    ("m097", "The team prefers small PRs (under ~400 changed lines); larger ones get split or reviewed together in a call.", "preference", 5),
    ("m098", "周会在周三 11:00；站会改成异步，每天上午在 Slack 的 #tideline-standup 里写。", "preference", 4),
    ("m099", "Dependabot runs weekly for Gradle, pip and pnpm; security updates are merged by the on-call engineer.", "config", 5),
    ("m100", "Use the same pnpm major as CI (pnpm 9) or the lockfile churns; pin it locally with corepack.", "gotcha", 5),
    ("m101", "The shipment status enum is shared with customers; adding a value breaks some SDK users, so announce it two weeks ahead.", "gotcha", 6),
    ("m102", "客户 SDK 只维护 Python 和 TypeScript 两种，Java SDK 已经停止维护。", "decision", 5),
    ("m103", "Grafana dashboards are provisioned from JSON in the infra repo under grafana/dashboards; edits made in the UI get overwritten.", "config", 5),
    ("m104", "新增告警：在 infra 仓库 alerts/ 目录写 PrometheusRule，并附 runbook 链接，否则评审不通过。", "runbook", 6),
    ("m105", "Multi-tenancy is row-level: every table has tenant_id and Postgres RLS policies enforce it; never query without setting app.tenant_id.", "decision", 8),
    ("m106", "后台批处理任务用 service 账号连数据库会绕过 RLS，写查询时必须手动加 tenant_id 条件。", "gotcha", 9),
    ("m107", "Background jobs are Kubernetes CronJobs in the 'jobs' namespace; the nightly invoice export runs at 03:30 UTC.", "config", 5),
    ("m108", "发票导出文件放在 GCS 的 tideline-exports 桶里，保留 400 天。", "config", 5),
    ("m109", "The admin UI is only reachable over the company VPN (Tailscale); on-call laptops must stay logged in to Tailscale.", "gotcha", 5),
    ("m110", "PagerDuty 告警确认后 15 分钟内要在 #tideline-incidents 发第一条状态更新。", "runbook", 6),
    ("m111", "Kotlin style is ktlint with the official Kotlin style; detekt runs in CI and blocks on new findings.", "convention", 4),
    ("m112", "Jan 不喜欢在领域层用 Spring 注解，领域模型保持纯 Kotlin。", "preference", 4),
    ("m113", "The public status page is on Instatus at status.tideline.dev; the incident commander updates it for P1 and P2.", "config", 5),
    ("m114", "客户支持用 Zendesk，二线工单会自动在 Linear 建 TRK-SUP 工单。", "config", 5),
    ("m115", "Browser extensions like Grammarly break the tracking-number input on the dashboard; ask customers to try an incognito window first.", "gotcha", 6, False),
    ("m116", "给客户显示时间按其账户设置的时区；内部工具一律显示 UTC。", "decision", 5),
    ("m117", "Each PR gets a preview environment at pr-<number>.preview.tideline.dev, torn down 48 hours after merge.", "config", 5),
    ("m118", "预览环境共用 staging 数据库，别在预览环境里跑破坏性迁移。", "gotcha", 5, False),
    ("m119", "Sofia asks that new event fields go into the Avro schema registry first, with compatibility checked, before any producer ships them.", "preference", 5),
    ("m120", "Avro schema 兼容级别是 BACKWARD，字段只能新增，而且必须有默认值。", "convention", 5),
]
MEMORIES = [mem(*row) for row in M]

LONG_HIKARI = """tracking-api in prod keeps logging this every morning after the quiet night hours:

WARN  c.z.h.pool.PoolBase - HikariPool-1 - Failed to validate connection org.postgresql.jdbc.PgConnection@5c1a9f (This connection has been closed.). Possibly consider using a shorter maxLifetime value.
ERROR o.h.e.j.s.SqlExceptionHelper - An I/O error occurred while sending to the backend.

Current config is spring.datasource.hikari.maxLifetime=1800000 and idleTimeout=600000. It recovers after a few failed requests but customers see 500s. What should I change?"""

LONG_TFLOCK = """Trying to push the new Cloud SQL flags before lunch and I get this:

$ terraform apply -var-file=prod.tfvars
Acquiring state lock. This may take a few moments...
Error: Error acquiring the state lock
Error message: writing "gs://tideline-tf-state/prod/default.tflock" failed: googleapi: Error 412: At least one of the pre-conditions you specified did not hold.
Lock Info:
  ID:        1701893344123456
  Operation: OperationTypePlan
  Who:       atlantis@atlantis-0

Can I just run terraform force-unlock with that ID and apply again?"""

LONG_H2 = """My repository test fails only in CI:

org.h2.jdbc.JdbcSQLSyntaxErrorException: Unknown data type: "JSONB"; SQL statement:
create table shipment_event (id uuid primary key, payload jsonb not null, tenant_id uuid not null)

I'm using @DataJpaTest with the default embedded H2 and JUnit 5. Locally it worked once I changed the column to text, but that feels wrong. What's the right way to write this test for the shipment event repository?"""

LONG_BQ = """帮我优化一下这个查询，跑一次 BigQuery 提示要扫描 2.3 TB：

SELECT carrier, COUNT(*) AS late
FROM `tideline_analytics.shipment_events`
WHERE status = 'DELIVERED'
  AND delivered_at > promised_at
GROUP BY carrier
ORDER BY late DESC;

我只想看上个月各承运商的延误数量，结果放到周报里，以后每周一早上自动跑一次。除了加 LIMIT，还有什么办法能让它便宜点？要不要建一张中间表？顺便帮我把 SQL 改好。"""

LONG_REBALANCE = """Seeing gaps in shipment updates every time traffic spikes. ingest-worker logs:

INFO  [Consumer clientId=ingest-2, groupId=ingest] Revoking previously assigned partitions [shipment.tracking.raw.v1-3, shipment.tracking.raw.v1-7]
INFO  [Consumer clientId=ingest-2, groupId=ingest] (Re-)joining group
INFO  [Consumer clientId=ingest-2, groupId=ingest] Successfully joined group with generation 412

The HPA goes 1 -> 4 -> 1 several times an hour. I set minReplicas to 1 last week to cut cost. Is the lag related to that, and what would you set?"""

LONG_TZ = """A customer says their parcels show as delivered three hours before they were actually picked up. Sample payload from the carrier webhook:

{"trackingNumber": "JD014600006281230745", "event": "DELIVERED", "eventTime": "2026-11-30T14:05:00", "location": {"city": "Dubai", "country": "AE"}}

Our API returns deliveredAt 2026-11-30T14:05:00Z for it. I'm writing the fix in the webhook mapper, what's the right way to handle eventTime here?"""

LONG_FLAG_ZH = """帮我看看这个 PR 描述写得行不行：

标题：新 ETA 模型灰度
内容：新增功能开关 newEtaModel，默认开启，全量用户都走新模型；如果出问题再手动关掉。代码里用 unleash.isEnabled("newEtaModel") 判断。测试在本地跑过。

我觉得这样上线比较快，周四发布窗口就能上。Jan 说新模型在离线评估里误差小了一个多小时。你有什么修改建议？开关名字和默认值需要改吗？灰度比例应该怎么设？"""

LONG_ROLLBACK = """The 14:10 release of tracking-api is returning 500s for about 8% of /v3/shipments calls. Stack trace from the pods:

java.lang.IllegalStateException: No enum constant ShipmentStatus.HELD
    at java.base/java.lang.Enum.valueOf(Enum.java:273)
    at com.tideline.tracking.mapper.StatusMapper.map(StatusMapper.kt:31)

I'm on call and it's 14:25. I want this gone now and I'll fix the mapper tomorrow. Give me the exact steps."""

P = [
    # paraphrase
    ("What stack should a new backend service use?", ["m001"], "paraphrase"),
    ("Where do our message brokers run?", ["m003"], "paraphrase"),
    ("What should I call the new topic for customs events?", ["m004"], "paraphrase"),
    ("Can I drop the old eta column in the same release that stops reading it?", ["m006"], "paraphrase"),
    ("How does code get to production here?", ["m007"], "paraphrase"),
    ("Can I ship a feature on Friday afternoon?", ["m008"], "paraphrase"),
    ("Can I ship a small improvement on December 22?", ["m009"], "paraphrase"),
    ("Is it fine to run the infra change from my laptop?", ["m011", "m010"], "paraphrase"),
    ("Where do our alerts end up?", ["m013"], "paraphrase"),
    ("When does the on-call person change?", ["m014"], "paraphrase"),
    ("Where should I keep the token for the new carrier integration?", ["m017", "m077", "m057"], "paraphrase"),
    ("How many reviews does a Helm chart change need?", ["m018"], "paraphrase"),
    ("By when does the EU customs filing work need to be live?", ["m019"], "paraphrase"),
    ("When are we turning off the old XML tracking endpoint?", ["m021"], "paraphrase"),
    ("Who can approve shipping something during the holiday lockdown?", ["m025", "m009"], "paraphrase"),
    ("How often are we allowed to call UPS?", ["m029"], "paraphrase"),
    ("Why don't we get push updates from Maersk?", ["m030"], "paraphrase"),
    ("Which linter and type checker for the Python worker?", ["m034"], "paraphrase"),
    ("My test data in staging vanished over the weekend, what happened?", ["m039"], "paraphrase"),
    ("Why does my pod reserve more CPU than I asked for?", ["m042"], "paraphrase"),
    ("Where do the arrival-time predictions come from?", ["m045"], "paraphrase"),
    ("I uploaded a new ETA model but the predictions didn't change.", ["m046"], "paraphrase"),
    ("How soon after an incident is the write-up due?", ["m047"], "paraphrase"),
    ("What counts as a P2?", ["m048"], "paraphrase"),
    ("How do internal services authenticate to each other?", ["m050"], "paraphrase"),
    ("Can we move off Kafka to Google's managed pub-sub service?", ["m053"], "paraphrase"),
    ("Should we add Elasticsearch for shipment search?", ["m054"], "paraphrase"),
    ("How long do we keep the raw payloads carriers send us?", ["m059"], "paraphrase"),
    ("Can the customer CSV export read from the reporting replica?", ["m061"], "paraphrase"),
    ("What's our monthly cloud spending limit?", ["m067"], "paraphrase"),
    ("How do I run everything on my machine?", ["m070"], "paraphrase"),
    ("The map end-to-end test keeps failing randomly.", ["m083"], "paraphrase"),
    ("Should we use Google Maps for the new map screen?", ["m084"], "paraphrase"),
    ("How many times do we retry a customer's callback URL?", ["m088"], "paraphrase"),
    ("Kubernetes keeps killing tracking-api before it finishes starting.", ["m094"], "paraphrase"),
    ("Why did my dashboard edit in Grafana disappear?", ["m103"], "paraphrase"),
    ("新客户要开通的话流程是什么？", ["m058"], "paraphrase"),
    ("删除用户数据的请求有时限吗？", ["m060"], "paraphrase"),
    ("大一点的 PR 怎么处理？", ["m097"], "paraphrase"),
    ("集装箱号比对总是对不上，怎么回事？", ["m076"], "paraphrase"),
    ("功能开关起名有什么规矩？", ["m015"], "paraphrase"),
    ("时间戳应该按哪个时区存？", ["m022"], "paraphrase"),
    ("ETA 模型换了新版本为什么没生效？", ["m046"], "paraphrase"),
    ("客户的回调地址一直失败的话我们会怎么处理？", ["m088"], "paraphrase"),
    ("批处理任务查数据库要注意什么？", ["m106", "m105"], "paraphrase"),
    ("事故分几级？", ["m048"], "short"),
    ("告警会发到 PagerDuty 的哪个服务？", ["m013"], "keyword"),
    # task
    ("Add a nightly job query that sums shipments per tenant.", ["m106", "m105"], "task"),
    ("Add a new status value HELD_AT_CUSTOMS to the shipment status.", ["m101"], "task"),
    ("Add a customsReference field to the shipment event.", ["m119", "m120"], "task"),
    ("Add the DB Schenker carrier to ingest.", ["m057", "m095"], "task"),
    ("Write the readiness probe section of tracking-api's Helm chart.", ["m094"], "task"),
    ("Set up data fetching for the shipments table in the dashboard.", ["m063", "m090"], "task"),
    ("Write a test for the Kafka producer in tracking-api.", ["m033"], "task"),
    ("Write the alert rule for the ETA model going stale.", ["m104"], "task"),
    ("Write a function that looks up a UPS shipment from user input.", ["m051", "m029"], "task"),
    ("Add the SMS channel to delay notifications.", ["m087"], "task"),
    ("帮我写一个新的功能开关来灰度新的地图视图。", ["m015"], "task"),
    ("给新的批处理任务写个查询，统计每个租户上个月的发货量。", ["m106", "m105"], "task"),
    # short
    ("deploy?", ["m007"], "short"),
    ("release window?", ["m008"], "short"),
    ("freeze dates?", ["m009"], "short"),
    ("who's our EM?", ["m025"], "short"),
    ("on-call handover?", ["m014"], "short"),
    ("tf state?", ["m010"], "short"),
    ("DLQ topic?", ["m078"], "short"),
    # crosslang
    ("新服务用什么技术栈？", ["m001"], "crosslang"),
    ("怎么发布到生产？", ["m007"], "crosslang"),
    ("封版期间还能上线吗？", ["m009"], "crosslang"),
    ("ICS2 什么时候必须上线？", ["m019"], "crosslang"),
    ("消费延迟告警响了该怎么处理？", ["m037", "m092"], "paraphrase"),
    ("想要生产数据库的只读权限，要怎么申请？", ["m069"], "crosslang"),
    ("能直接改 Kafka topic 的分区数吗？", ["m091"], "crosslang"),
    ("Can I commit a .env file with the dev secrets?", ["m017"], "crosslang"),
    ("Who owns the customer dashboard frontend?", ["m026", "m079"], "paraphrase"),
    ("How do I roll back production?", ["m038"], "crosslang"),
    ("Which timezone do we show to customers?", ["m116"], "crosslang"),
    ("How should I format JSON field names and dates?", ["m032"], "crosslang"),
    ("Can I run a destructive migration in a PR preview environment?", ["m118"], "crosslang"),
    ("When is the SOC 2 evidence due?", ["m020"], "crosslang"),
    ("Who approves access to the analytics warehouse?", ["m028"], "crosslang"),
    # keyword
    ("What is pg_trgm used for in our search?", ["m054"], "keyword"),
    ("What's the tideline-tf-state bucket?", ["m010"], "keyword"),
    ("HikariCP maxLifetime value for Cloud SQL?", ["m024"], "keyword"),
    ("Which Postmark message stream for shipment alerts?", ["m085"], "keyword"),
    ("Gradle kapt or KSP for the new module?", ["m056"], "keyword"),
    # long
    (LONG_HIKARI, ["m024"], "long"),
    (LONG_TFLOCK, ["m011", "m010"], "long"),
    (LONG_H2, ["m033"], "long"),
    (LONG_BQ, ["m068"], "long"),
    (LONG_REBALANCE, ["m023"], "long"),
    (LONG_TZ, ["m022"], "long"),
    (LONG_FLAG_ZH, ["m015"], "long"),
    (LONG_ROLLBACK, ["m038"], "long"),
]

LONG_N1 = """Why does this Python code print the same number three times?

funcs = []
for i in range(3):
    funcs.append(lambda: i)
for f in funcs:
    print(f())

Output:
2
2
2

I expected 0, 1, 2. I hit this inside a bigger script that builds callbacks for a GUI, and I'd like to understand the rule, not just a workaround. Is this the same thing as the JavaScript var-in-loop problem?"""

LONG_N2 = """I'm getting this from a small Flask app I run at home on a Raspberry Pi:

Traceback (most recent call last):
  File "/home/pi/app/app.py", line 12, in <module>
    app.run(host="0.0.0.0", port=80)
  ...
PermissionError: [Errno 13] Permission denied

It works on port 5000. I want it reachable as http://pi.local without typing a port. Should I run it as root, or is there a better way? It's only for my family's shopping list."""

LONG_N3 = """这段 Go 代码偶尔会 panic：

func main() {
    m := map[string]int{}
    var wg sync.WaitGroup
    for i := 0; i < 100; i++ {
        wg.Add(1)
        go func(n int) {
            defer wg.Done()
            m[fmt.Sprint(n)] = n
        }(i)
    }
    wg.Wait()
}

报错是 fatal error: concurrent map writes。这是我自己练习并发时写的小例子，不是工作项目。除了加锁还有什么写法？sync.Map 适合这种场景吗？用 channel 收集结果再统一写会不会更好？性能上差别大吗？"""

LONG_N4 = """I'm preparing a talk for a local meetup about how distributed systems fail. About 25 minutes, audience is mixed: some students, some senior engineers. I want to cover partial failure, retries that make things worse, clock skew and split brain, with one or two memorable stories for each. Can you propose an outline with timings and suggest a couple of well-known public incidents I could use as examples?"""

LONG_N5 = """帮我看看这个 SQL 为什么这么慢，MySQL 8，orders 表大概 3000 万行：

SELECT * FROM orders
WHERE DATE(created_at) = '2024-05-01'
ORDER BY id DESC
LIMIT 20;

created_at 上有索引，EXPLAIN 显示 type=ALL，大概要跑 12 秒。这是我们自己做的小商城后台，不是大项目。是函数导致索引失效吗？应该怎么改？如果还要按天统计订单数，索引要怎么建比较合适？"""

LONG_N6 = """My cover letter for a data engineering job feels flat. Here's the opening: "I am writing to apply for the Data Engineer position. I have three years of experience with Python and SQL and I am a hard worker who loves data." The company builds climate-risk models for insurers. I've built ETL pipelines for a retail chain and did a side project on flood maps. How would you rewrite the first paragraph so it sounds specific without being over the top?"""

N = [
    # general
    ("What's the difference between a process and a thread?", [], "general"),
    ("How does HTTPS certificate validation work?", [], "general"),
    ("Explain big-O notation with an example.", [], "general"),
    ("What is eventual consistency?", [], "general"),
    ("How do I merge two dictionaries in Python?", [], "general"),
    ("What does the volatile keyword do in Java?", [], "general"),
    ("What's the difference between REST and GraphQL?", [], "general"),
    ("Git rebase 和 merge 有什么区别？", [], "general"),
    ("什么是依赖注入？", [], "general"),
    ("HashMap 的底层原理是什么？", [], "general"),
    ("如何理解 JavaScript 的事件循环？", [], "general"),
    ("布隆过滤器适合什么场景？", [], "general"),
    ("数据库事务的隔离级别有哪些？", [], "general"),
    # smalltalk
    ("hey, how's it going?", [], "smalltalk"),
    ("thanks!", [], "smalltalk"),
    ("That's hilarious.", [], "smalltalk"),
    ("What should I cook tonight with rice and eggs?", [], "smalltalk"),
    ("Tell me a joke about programmers.", [], "smalltalk"),
    ("好的，明白了。", [], "smalltalk"),
    ("辛苦了！", [], "smalltalk"),
    ("推荐几首适合写代码时听的歌。", [], "smalltalk"),
    ("I just got back from vacation in Portugal.", [], "smalltalk"),
    ("ok cool", [], "smalltalk"),
    # unrelated
    ("Write a Python script that renames all .jpeg files to .jpg in a folder.", [], "unrelated"),
    ("Write a CSS animation that makes a button pulse.", [], "unrelated"),
    ("Implement an LRU cache in Java.", [], "unrelated"),
    ("Write a regex for UK postcodes.", [], "unrelated"),
    ("Write a function that flattens a nested list in JavaScript.", [], "unrelated"),
    ("写一个 Python 脚本，统计文本里每个单词出现的次数。", [], "unrelated"),
    ("用 C 写一个字符串反转函数。", [], "unrelated"),
    ("帮我把这段英文翻译成中文：The quick brown fox jumps over the lazy dog.", [], "unrelated"),
    ("Write unit tests for a fizzbuzz function in Python.", [], "unrelated"),
    ("How do I undo my last git commit but keep the changes?", [], "unrelated"),
    # nearmiss
    ("What's the difference between Kafka and RabbitMQ in general?", [], "nearmiss"),
    ("How do Kotlin coroutines compare to Java virtual threads?", [], "nearmiss"),
    ("How does ArgoCD's app-of-apps pattern work?", [], "nearmiss"),
    ("What's Kafka's default maximum message size?", [], "nearmiss"),
    ("Who founded Maersk?", [], "nearmiss"),
    ("How does pg_trgm compute similarity between two strings?", [], "nearmiss"),
    ("What does the Incoterm DAP mean?", [], "nearmiss"),
    ("In general, how does Playwright's auto-waiting differ from Cypress?", [], "nearmiss"),
    ("How do I write a LogQL query in Loki?", [], "nearmiss"),
    ("Is anyone going to the team lunch on Friday?", [], "nearmiss"),
    ("What's new in Spring Boot 3.4?", [], "nearmiss"),
    ("How does DHL calculate volumetric weight?", [], "nearmiss"),
    ("React 18 的并发渲染是什么？", [], "nearmiss"),
    ("Terraform 的 count 和 for_each 有什么区别？", [], "nearmiss"),
    ("PagerDuty 的定价是怎样的？", [], "nearmiss"),
    ("Tailwind 的 JIT 模式是怎么工作的？", [], "nearmiss"),
    ("LightGBM 和 XGBoost 有什么区别？", [], "nearmiss"),
    ("What is a Bill of Lading?", [], "nearmiss"),
    ("How do I install Python 3.12 on Ubuntu 22.04?", [], "nearmiss"),
    ("What is the typical transit time for ocean freight from Shanghai to Rotterdam?", [], "nearmiss"),
    ("How do I create a GCP service account key for a personal side project?", [], "nearmiss"),
    ("Kafka 的 exactly-once 语义是怎么实现的？", [], "nearmiss"),
    ("What's the difference between a left join and an inner join?", [], "general"),
    # long
    (LONG_N1, [], "long"),
    (LONG_N2, [], "long"),
    (LONG_N3, [], "long"),
    (LONG_N4, [], "long"),
    (LONG_N5, [], "long"),
    (LONG_N6, [], "long"),
]


def main():
    return write_store("store_mid.json", "tideline-tracking (round 8, mid)", MEMORIES, P + N, "mp")


if __name__ == "__main__":
    print(main())
