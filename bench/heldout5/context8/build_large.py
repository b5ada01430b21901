#!/usr/bin/env python3
"""store_large.json: Orchid Commerce platform team (e-commerce, ~40 engineers).

80 hand-written memories (l001-l080) carry every fact a prompt needs. The other ~420 (g001-...)
are generated from varied templates with a fixed seed, about invented internal components
(names from a separate word pool, people from a separate name pool) so that no generated memory
answers a labelled prompt or a near-miss prompt.
"""
import random

from common import mem, write_store, lang_of

H = [
    ("l001", "Checkout and cart services are TypeScript on NestJS; the order pipeline (order-router, fulfillment-sync) is written in Go.", "decision", 8),
    ("l002", "Production runs on AWS EKS in eu-central-1 (cluster orchid-prod-eks) with a warm standby in eu-west-1.", "config", 8),
    ("l003", "主数据库是 Aurora MySQL 8.0（集群 orchid-orders），库存数据在 DynamoDB 表 inventory-levels 里。", "config", 8),
    ("l004", "Production deploy: merge to main, wait for the build-and-push workflow to publish the image, then run `orchid release <service> prod` to bump the tag in orchid-gitops; Argo Rollouts runs a 10% canary for 20 minutes before promoting.", "runbook", 9),
    ("l005", "生产发布只在周一到周四 09:00–15:00（CET），周五和节假日前一天不发布。", "convention", 7),
    ("l006", "Never run schema migrations against orchid-orders during the EU evening peak (18:00-22:00 CET): the metadata lock stalls checkout.", "gotcha", 10),
    ("l007", "Holiday peak freeze runs from December 14, 2026 to January 3, 2027; only changes approved by the incident commander of the week may ship.", "deadline", 10),
    ("l008", "支付流程的强客户认证（SCA）改造必须在 2027 年 3 月 31 日前上线。", "deadline", 9),
    ("l009", "Payments: Stripe is primary for cards; Adyen handles iDEAL, Bancontact and Klarna. Routing logic lives in payment-router.", "decision", 8),
    ("l010", "Stripe webhook 的签名校验必须用原始请求体，NestJS 默认的 JSON 解析会破坏签名，要开启 rawBody。", "gotcha", 9),
    ("l011", "Product search uses Algolia (index prod_products_v4); catalog-service events trigger partial reindexing, and a full reindex takes about 40 minutes.", "config", 7),
    ("l012", "Algolia 按记录数计费，别把每个 SKU 变体都建成单独记录，变体要合并到父商品里。", "gotcha", 8),
    ("l013", "Nadia Rahman leads the platform team; Tobias Lind is tech lead for checkout; Mei Lin owns payments.", "people", 6),
    ("l014", "搜索和商品目录归 Arjun 负责，仓储系统（WMS）对接归 Kasia 负责。", "people", 6),
    ("l015", "Oluwaseun from SRE runs the incident-commander rota and chairs the postmortem review on Thursdays.", "people", 5),
    ("l016", "Order events go to the SNS topic orchid-order-events and fan out to one SQS queue per consumer; each queue has a DLQ named <queue>-dlq with maxReceiveCount 5.", "config", 7),
    ("l017", "SQS FIFO 队列的 MessageGroupId 用订单号，不能用用户 ID，否则同一用户的订单会互相阻塞。", "gotcha", 8),
    ("l018", "TypeScript services live in the orchid-monorepo as pnpm workspaces; shared code goes into packages/, never copy-pasted between services.", "convention", 6),
    ("l019", "Tobias 希望 TypeScript 测试用 Vitest，不要再加 Jest 配置；端到端测试用 Playwright。", "preference", 5),
    ("l020", "Ines (order pipeline) wants plain table-driven Go tests without testify suites, errors wrapped with %w, and golangci-lint clean before review.", "preference", 5),
    ("l021", "Secrets live in AWS Secrets Manager and are injected by External Secrets Operator; never put secrets in Helm values or ConfigMaps.", "config", 8),
    ("l022", "绝对不要在生产用 kubectl edit 改 Deployment：Argo CD 几分钟内会覆盖回去，而且不留审计记录。", "gotcha", 9),
    ("l023", "Rollback: `kubectl argo rollouts undo <service> -n <namespace>` or revert the tag commit in orchid-gitops, then announce it in #inc-orchid.", "runbook", 8),
    ("l024", "结账错误率告警 CheckoutErrorRateHigh 触发时：先看 Stripe 状态页，再看 payment-router 的 5xx，必要时打开开关 pay-fallback-adyen 把卡支付切到 Adyen。", "runbook", 9),
    ("l025", "Datadog handles metrics, APM and logs; log retention is 15 days, and the service tag must equal the Kubernetes app label.", "config", 6),
    ("l026", "Datadog 自定义指标按时间序列数收费，标签里禁止放用户 ID、订单号这类高基数字段。", "gotcha", 7),
    ("l027", "The new returns portal must be live in the UK before February 1, 2027 (Parcelnest contract).", "deadline", 8),
    ("l028", "2027 年 1 月 20 日前要把所有 Node 18 服务升级到 Node 22，之后 Node 18 基础镜像不再打补丁。", "deadline", 7),
    ("l029", "catalog-service caches products in Redis (key prefix cat:v3:) and price changes do not invalidate it; pricing-engine must publish price.updated or stale prices show for up to an hour.", "gotcha", 8),
    ("l030", "价格引擎每 15 分钟从 ERP 拉一次基础价，促销价是实时计算的。", "config", 6),
    ("l031", "Money is always integer minor units plus an ISO 4217 currency code, in APIs and in the database; never floats.", "convention", 7),
    ("l032", "Feature flags are in LaunchDarkly; keys are kebab-case with a team prefix (checkout-, pay-, search-) and each needs an expiry ticket.", "convention", 6),
    ("l033", "PR 至少要一个 CODEOWNERS 审批；改 payments/ 目录必须由 Mei Lin 或她指定的人审批。", "convention", 6),
    ("l034", "Branches are feature/<JIRA-KEY>-slug; commit messages reference the Jira key (ORC-1234); squash merge only.", "convention", 5),
    ("l035", "CI 用 GitHub Actions 加自建 runner（标签 orchid-arm64），所有 Docker 镜像都构建 arm64。", "config", 6),
    ("l036", "EKS nodes are Graviton: an amd64-only image crash-loops with 'exec format error', so build arm64 images.", "gotcha", 7),
    ("l037", "Local dev: `pnpm i && pnpm dev:stack` starts LocalStack (SQS, SNS, DynamoDB), MySQL and Redis in docker compose; seed data with `pnpm db:seed`.", "runbook", 7),
    ("l038", "LocalStack 的 SNS 到 SQS 订阅默认没开 RawMessageDelivery，本地收到的消息会多包一层，和线上不一样。", "gotcha", 6),
    ("l039", "Staging is stg.orchid.shop, on Stripe test mode and the Adyen test environment; staging data is reset every Monday at 05:00 UTC.", "config", 6),
    ("l040", "Klarna 沙箱每天只允许 100 次下单，压测时别走 Klarna。", "gotcha", 7),
    ("l041", "We chose Argo CD with Argo Rollouts over Spinnaker in 2025; don't add new Spinnaker pipelines.", "decision", 7),
    ("l042", "结账链路上禁止新增超过两跳的同步 HTTP 调用链，服务之间优先用异步事件。", "decision", 7),
    ("l043", "order-router exposes gRPC on port 9090; public REST goes through the Kong gateway at api.orchid.shop.", "config", 6),
    ("l044", "Kong 网关对匿名请求按 IP 限流每分钟 120 次，登录用户每分钟 600 次。", "config", 6),
    ("l045", "Aurora failover takes 30-60 s; services must use the cluster endpoint, never an instance endpoint, or they keep writing to the old node.", "gotcha", 8),
    ("l046", "生产数据库只读权限在 Opal 申请 orders-readonly，有效期 4 小时，由 Tobias 或 Nadia 审批。", "runbook", 7),
    ("l047", "Nadia wants architecture decisions recorded as numbered ADRs in docs/adr with status and consequences sections.", "preference", 5),
    ("l048", "API 字段用 camelCase，错误码用大写下划线（如 CART_ITEM_OUT_OF_STOCK），HTTP 状态码要和错误语义一致。", "convention", 5),
    ("l049", "The public REST API is versioned through the Accept header (application/vnd.orchid.v2+json), not in the URL path.", "convention", 5),
    ("l050", "库存预留 15 分钟过期；DynamoDB TTL 删除不准时，所以 inventory-reaper 每分钟再扫一次，代码里别依赖 TTL 准时删除。", "gotcha", 7),
    ("l051", "Transactional emails (order confirmation, shipping) go through Amazon SES from no-reply@orchid.shop; templates are MJML in packages/email-templates.", "config", 6),
    ("l052", "营销邮件和 App 推送走 Braze，由增长团队管理。", "decision", 5),
    ("l053", "PCI DSS 4.0 evidence is due to the auditor (Coalfire) by February 26, 2027; Mei Lin collects it.", "deadline", 8),
    ("l054", "iOS App 3.0 要在 2027 年 1 月 12 日前提交 App Store 审核，配合一月促销。", "deadline", 7),
    ("l055", "Hugo is the mobile lead (React Native app); Sara is the product manager for checkout.", "people", 4),
    ("l056", "数据仓库和 dbt 由数据团队的 Lukas 负责，他们用 Snowflake。", "people", 4),
    ("l057", "The React Native app caches the feature-flag payload for 24 hours, so flag changes reach mobile slowly; kill switches need a server-side check.", "gotcha", 7),
    ("l058", "紧急关闭某个功能：在 LaunchDarkly 里关掉对应的 kill-switch 开关，在 #inc-orchid 说明；移动端还要发 silent push 强制刷新。", "runbook", 8),
    ("l059", "Static assets and product images are served by CloudFront from the S3 bucket orchid-assets; use versioned file names because invalidations cost money past 1000 paths a month.", "config", 6),
    ("l060", "商品图片上传后由 image-resizer Lambda 生成缩略图，Lambda 超时 30 秒，超过 20MB 的图片会失败。", "gotcha", 6),
    ("l061", "Tax: Avalara calculates US sales tax; EU VAT comes from our own tables in pricing-engine/config/vat.yaml.", "config", 6),
    ("l062", "英国订单单独适用 VAT 规则，135 英镑以下的订单在销售时由我们征税。", "gotcha", 6, False),
    ("l063", "Every new service needs a service.yaml (owner, tier, on-call, runbook link) registered in Backstage before its first production deploy.", "convention", 6),
    ("l064", "服务分级：tier-1 是结账、支付和订单，要求 99.95% 可用性和 7x24 值班；tier-2 只在工作时间响应。", "config", 6),
    ("l065", "On-call uses the PagerDuty schedule orchid-primary with weekly handover on Wednesday at 10:00 CET; tier-1 pages must be acknowledged within 5 minutes.", "runbook", 7),
    ("l066", "事故复盘用 Confluence 模板，72 小时内写完，不追究个人责任。", "preference", 5),
    ("l067", "Adyen's test environment sometimes refuses valid Bancontact test cards on weekends; retry before you start debugging.", "gotcha", 5, False),
    ("l068", "Redis 用的是 ElastiCache（cluster mode），只能做缓存和限流，不能当消息队列用。", "config", 5),
    ("l069", "Recommendations come from the SageMaker endpoint reco-v7 with a 150 ms budget; on timeout the product page falls back to bestsellers.", "decision", 6),
    ("l070", "推荐服务的 SageMaker 端点冷启动很慢，扩容前要先预热，否则首页 p99 会飙升。", "gotcha", 6),
    ("l071", "Schema migrations use Atlas with versioned SQL files in db/migrations; every migration must be online (no table locks) and reviewed by the on-call DBA.", "convention", 7),
    ("l072", "日志必须是 JSON，带 trace_id 和 service 字段，禁止打印完整卡号、邮箱等个人信息。", "convention", 7),
    ("l073", "The AWS budget for the platform account is $95k a month; Nadia gets an alert at 85%.", "config", 5),
    ("l074", "NAT 网关流量很贵，访问 S3 和 DynamoDB 一定要走 VPC Endpoint。", "gotcha", 6),
    ("l075", "CI fails with ERR_PNPM_OUTDATED_LOCKFILE when package.json changes without a local `pnpm install`; always commit the updated pnpm-lock.yaml.", "gotcha", 6),
    ("l076", "前端网站用 Next.js 14 App Router，部署在 Vercel 上，不在 EKS 上。", "decision", 6),
    ("l077", "Vercel creates a preview deployment per PR, and previews talk to the staging API.", "config", 5),
    ("l078", "新增 SQS 消费者：在 infra/terraform/queues 下加队列和 DLQ、订阅 SNS 主题，再加 Datadog 的队列积压监控。", "runbook", 6),
    ("l079", "AWS Terraform lives in infra/terraform with state in the S3 bucket orchid-tfstate and a DynamoDB lock table; plans and applies run only through Atlantis comments.", "config", 7),
    ("l080", "安全团队的联系人是 Elif，漏洞报告和渗透测试都找她。", "people", 5),
]

# ---------------------------------------------------------------- generated bulk
W1 = ["amber", "basalt", "cobalt", "dune", "ember", "fjord", "garnet", "hazel", "indigo", "jasper",
      "kelp", "lichen", "marlin", "nimbus", "onyx", "pumice", "quartz", "russet", "sable", "tundra",
      "umber", "vellum", "wicker", "yarrow", "zephyr"]
W2 = ["relay", "ledger", "beacon", "sieve", "forge", "loom", "vault", "spindle", "kiln", "quill",
      "lantern", "trellis", "anvil", "bellows", "sluice"]
PEOPLE = ["Bram", "Chiara", "Dmitri", "Esme", "Farid", "Greta", "Hiro", "Ilse", "Joao", "Kofi",
          "Lorna", "Matteo", "Noor", "Otto", "Petra", "Rune", "Saoirse", "Teodor", "Uma", "Viggo",
          "Wang Lei", "Liu Yang", "Chen Jing"]
PEOPLE_ZH = PEOPLE + ["王磊", "刘洋", "陈静", "赵敏", "孙浩"]
METRICS = ["p95 latency", "error rate", "queue depth", "heap usage", "GC pause time", "open connections",
           "retry count", "cache miss ratio", "batch duration", "lag in records"]
METRICS_ZH = ["p95 延迟", "错误率", "队列深度", "堆内存占用", "GC 停顿时间", "连接数", "重试次数",
              "缓存未命中率", "批处理耗时", "积压条数"]
FEATURES = ["bundle discounts", "gift wrapping", "wishlist sharing", "size recommendations",
            "loyalty points", "store pickup slots", "B2B invoicing", "product Q&A", "back-in-stock alerts",
            "subscription boxes", "price-drop alerts", "engraving options"]
FEATURES_ZH = ["组合优惠", "礼品包装", "心愿单分享", "尺码推荐", "积分", "门店自提时段", "企业发票",
               "商品问答", "到货提醒", "订阅盒", "降价提醒", "刻字服务"]
PROBLEMS = [("stuck batches", "pause the consumer, drain the in-flight batch, then resume"),
            ("a full disk on the scratch volume", "delete files older than 2 days under /scratch and restart the pod"),
            ("an expired partner certificate", "upload the renewed cert through the partner portal and bounce the deployment"),
            ("duplicate rows after a retry", "run the dedupe job with --since set to the incident start"),
            ("memory leak after long uptime", "roll the pods one by one and open a ticket with a heap dump"),
            ("a slow cold start", "raise minReplicas by one for the day and check the warm-up hook")]
PROBLEMS_ZH = [("批次卡住", "先暂停消费者，处理完在途批次再恢复"),
               ("临时卷磁盘满", "删除 /scratch 下两天前的文件并重启 Pod"),
               ("合作方证书过期", "在合作方门户上传新证书后重启 Deployment"),
               ("重试后出现重复数据", "用 --since 参数从事故开始时间跑去重任务"),
               ("长时间运行后内存泄漏", "逐个滚动重启 Pod，并附上堆转储开工单")]
PREFS = ["small commits with one concern each", "a sequence diagram in the PR description",
         "feature flags for every user-visible change", "benchmarks attached to performance changes",
         "no new dependencies without a short justification", "integration tests over mocks"]
PREFS_ZH = ["每个提交只做一件事", "PR 描述里附时序图", "用户可见的改动都加开关", "性能相关改动附基准测试",
            "新增依赖要写理由", "优先写集成测试而不是 mock"]
STATUS = ["open", "in progress", "blocked on vendor", "waiting for review", "done, pending verification"]
ISSUES = ["drops messages when the upstream returns 429", "double-counts retries in its metrics",
          "logs a warning on every health check", "times out on payloads above 5 MB",
          "ignores the configured timezone in reports", "leaks file handles on reload"]
ISSUES_ZH = ["上游返回 429 时会丢消息", "指标里重复统计重试", "每次健康检查都打警告日志",
             "负载超过 5MB 会超时", "报表里忽略配置的时区", "重新加载配置时泄漏文件句柄"]


def generated(rng, count, zh_share):
    names = ["%s-%s" % (a, b) for a in W1 for b in W2]
    rng.shuffle(names)
    out = []
    seen = set()
    i = 0
    while len(out) < count:
        svc = names[i % len(names)]
        svc2 = names[(i * 7 + 3) % len(names)]
        i += 1
        zh = rng.random() < zh_share
        p1, p2 = rng.sample(PEOPLE_ZH if zh else PEOPLE, 2)
        t = rng.randrange(13)
        month = rng.choice(["March", "April", "May", "June", "July"])
        month_zh = rng.choice(["3", "4", "5", "6", "7"])
        tbl = "%s_%s" % (svc.split("-")[1], rng.choice(["events", "snapshots", "jobs", "audit", "staging_rows"]))
        days = rng.choice([7, 14, 30, 60, 90, 180])
        port = rng.randrange(8000, 8999)
        if not zh:
            if t == 0:
                text, cat, imp = "%s listens on port %d and exposes Prometheus metrics on %d/metrics." % (svc, port, port + 1000), "config", rng.choice([3, 4, 5])
            elif t == 1:
                text, cat, imp = "%s is the primary owner of %s; %s is the backup reviewer." % (p1, svc, p2), "people", rng.choice([4, 5])
            elif t == 2:
                text, cat, imp = "The %s CronJob runs at %02d:%02d UTC and writes its output to s3://orchid-%s-out." % (svc, rng.randrange(24), rng.choice([0, 15, 30, 45]), svc), "config", rng.choice([3, 4, 5])
            elif t == 3:
                j = rng.randrange(len(FEATURES))
                text, cat, imp = "Flag %s-%s gates %s inside %s; it is rolled out to %d%% of sessions." % (svc.split("-")[0], FEATURES[j].replace(" ", "-"), FEATURES[j], svc, rng.choice([5, 10, 25, 50, 100])), "config", rng.choice([4, 5, 6])
            elif t == 4:
                m = rng.choice(METRICS)
                text, cat, imp = "Alert on %s pages when %s stays above its threshold for %d minutes; thresholds live in the %s monitor definition." % (svc, m, rng.choice([5, 10, 15]), svc), "config", rng.choice([4, 5, 6])
            elif t == 5:
                n = rng.choice([1, 2, 3])
                text, cat, imp = "%s calls %s with a %d ms timeout and %d %s with jitter." % (svc, svc2, rng.choice([200, 300, 500, 800, 1500]), n, "retry" if n == 1 else "retries"), "config", rng.choice([3, 4, 5])
            elif t == 10:
                text, cat, imp = "%s is deprecated in favour of %s; no new callers after %s 2027." % (svc, svc2, month), "decision", rng.choice([5, 6, 7])
            elif t == 11:
                text, cat, imp = "The %s table %s is partitioned by day and keeps %d days of data." % (svc, tbl, days), "config", rng.choice([3, 4, 5])
            elif t == 12:
                text, cat, imp = "The '%s overview' dashboard, linked from the service README, is the first stop when %s misbehaves." % (svc, svc), "runbook", rng.choice([3, 4])
            elif t == 6:
                pr, steps = rng.choice(PROBLEMS)
                text, cat, imp = "Runbook for %s with %s: %s." % (svc, pr, steps), "runbook", rng.choice([5, 6, 7])
            elif t == 7:
                text, cat, imp = "%s prefers %s when reviewing changes to %s." % (p1, rng.choice(PREFS), svc), "preference", rng.choice([3, 4])
            elif t == 8:
                text, cat, imp = "Ticket ORC-%d: %s %s; status: %s." % (rng.randrange(2000, 9999), svc, rng.choice(ISSUES), rng.choice(STATUS)), "gotcha", rng.choice([4, 5, 6])
            else:
                text, cat, imp = "%s reads its batch size from the env var %s_BATCH_SIZE (default %d)." % (svc, svc.upper().replace("-", "_"), rng.choice([50, 100, 250, 500])), "config", rng.choice([3, 4])
        else:
            if t in (0, 9):
                text, cat, imp = "%s 服务监听 %d 端口，Prometheus 指标在 %d/metrics。" % (svc, port, port + 1000), "config", rng.choice([3, 4, 5])
            elif t == 1:
                text, cat, imp = "%s 的主负责人是 %s，备份评审人是 %s。" % (svc, p1, p2), "people", rng.choice([4, 5])
            elif t == 2:
                text, cat, imp = "%s 的定时任务每天 UTC %02d:%02d 运行，结果写到 s3://orchid-%s-out。" % (svc, rng.randrange(24), rng.choice([0, 15, 30, 45]), svc), "config", rng.choice([3, 4, 5])
            elif t == 3:
                j = rng.randrange(len(FEATURES_ZH))
                text, cat, imp = "开关 %s-%s 控制 %s 里的%s功能，目前放量 %d%%。" % (svc.split("-")[0], FEATURES[j].replace(" ", "-"), svc, FEATURES_ZH[j], rng.choice([5, 10, 25, 50, 100])), "config", rng.choice([4, 5, 6])
            elif t == 4:
                m = rng.choice(METRICS_ZH)
                text, cat, imp = "%s 的%s持续 %d 分钟超过阈值就会呼叫值班，阈值写在 %s 的监控定义里。" % (svc, m, rng.choice([5, 10, 15]), svc), "config", rng.choice([4, 5, 6])
            elif t == 5:
                text, cat, imp = "%s 调用 %s 的超时是 %d 毫秒，带抖动重试 %d 次。" % (svc, svc2, rng.choice([200, 300, 500, 800, 1500]), rng.choice([1, 2, 3])), "config", rng.choice([3, 4, 5])
            elif t == 6:
                pr, steps = rng.choice(PROBLEMS_ZH)
                text, cat, imp = "%s 出现%s时的处理步骤：%s。" % (svc, pr, steps), "runbook", rng.choice([5, 6, 7])
            elif t == 7:
                text, cat, imp = "%s 评审 %s 的改动时希望%s。" % (p1, svc, rng.choice(PREFS_ZH)), "preference", rng.choice([3, 4])
            elif t == 10:
                text, cat, imp = "%s 已废弃，改用 %s；2027 年 %s 月之后不允许新增调用方。" % (svc, svc2, month_zh), "decision", rng.choice([5, 6, 7])
            elif t == 11:
                text, cat, imp = "%s 的表 %s 按天分区，保留 %d 天数据。" % (svc, tbl, days), "config", rng.choice([3, 4, 5])
            elif t == 12:
                text, cat, imp = "%s 出问题时先看服务 README 里链接的“%s overview”看板。" % (svc, svc), "runbook", rng.choice([3, 4])
            else:
                text, cat, imp = "工单 ORC-%d：%s %s，状态：%s。" % (rng.randrange(2000, 9999), svc, rng.choice(ISSUES_ZH), rng.choice(["处理中", "待评审", "等待供应商", "已修复待验证"])), "gotcha", rng.choice([4, 5, 6])
        if text in seen:
            continue
        seen.add(text)
        verified = rng.random() > 0.04
        out.append(mem("g%03d" % (len(out) + 1), text, cat, imp, verified))
    return out


LONG_EXEC = """New service won't start in prod, the pods crash-loop:

$ kubectl logs deploy/gift-card-service -n checkout
exec /usr/local/bin/docker-entrypoint.sh: exec format error

$ kubectl get pods -n checkout
gift-card-service-7f9c6d8b5-2xkqj   0/1   CrashLoopBackOff   6   8m

It runs fine on my MacBook with docker run. The Dockerfile starts FROM node:22-slim and CI builds it with plain `docker build`. What's wrong?"""

LONG_STRIPE = """Stripe webhooks fail verification in our NestJS checkout service:

StripeSignatureVerificationError: No signatures found matching the expected signature for payload.
Are you passing the raw request body you received from Stripe?

Controller:
@Post('stripe')
handle(@Body() body: any, @Headers('stripe-signature') sig: string) {
  return this.stripe.webhooks.constructEvent(JSON.stringify(body), sig, this.secret);
}

The secret is right, I copied it from the dashboard twice. What should I change?"""

LONG_MIGRATION = """It's 19:30 and I've got the migration for the new `gift_message` column on orders ready:

ALTER TABLE orders ADD COLUMN gift_message VARCHAR(500) NULL;

Atlas lint passed and the PR has two approvals from the returns team. They want it in before tomorrow's standup because the gift-message feature is behind a flag that product wants to turn on at 09:00. The column is nullable, so I expect it to be instant. Can I apply it to orchid-orders now? Anything I should do first?"""

LONG_SQS_ZH = """用户反馈同一个账号下单后，第二个订单一直卡在"处理中"，第一个订单付款失败在重试。我们的 FIFO 队列代码是这样的：

await sqs.send(new SendMessageCommand({
  QueueUrl: ORDER_QUEUE,
  MessageBody: JSON.stringify(order),
  MessageGroupId: order.customerId,
  MessageDeduplicationId: order.id,
}));

队列是 order-events-checkout.fifo，付款重试最多会等 10 分钟。客服说今天已经有十几个客户遇到这个问题了，都是连续下两单的。是不是哪里配置不对？应该怎么改，改完之后已经卡住的消息怎么处理？"""

LONG_DATADOG = """Our Datadog bill jumped 4x this month. I added this metric last sprint to debug slow carts:

statsd.histogram('cart.checkout.duration', ms, {
  tags: [`user:${userId}`, `cart:${cartId}`, `region:${region}`],
});

Finance is asking what happened and Nadia wants an answer by Friday. We have roughly 400k active users a month and the metric has been running in production for three weeks. Is this metric the problem and how should I rewrite it so I can still find slow carts?"""

LONG_PRICE = """Customers saw the old price for about an hour after the merch team changed it in the admin. Timeline: 10:02 price updated in pricing-engine (row updated in DB, I checked), 10:03 PDP still shows 49.99, 11:05 PDP finally shows 39.99. Algolia had the new price at 10:04. Our cart uses catalog-service to hydrate products. What's the likely cause and where should the fix go?"""

LONG_LOCKFILE_ZH = """CI 一直失败：

 ERR_PNPM_OUTDATED_LOCKFILE  Cannot install with "frozen-lockfile" because pnpm-lock.yaml is not up to date with packages/checkout-api/package.json

我只是在 package.json 里把 zod 从 3.22 升到 3.23，本地测试都过了，也跑了 lint。PR 已经有人批准了，就卡在这一步。要在 CI 里关掉 frozen-lockfile 吗？还是有别的正确做法？以后怎么避免再遇到这个问题？"""

LONG_FAILOVER = """Last night's Aurora failover drill: writes from cart-service kept failing for 20 minutes after the new writer was up.

Error: ER_OPTION_PREVENTS_STATEMENT: The MySQL server is running with the --read-only option so it cannot execute this statement

Our config has DB_HOST=orchid-orders-instance-1.cxyz.eu-central-1.rds.amazonaws.com. The other services recovered in a minute. Why only cart-service, and what's the fix?"""

P = [
    # paraphrase
    ("What language is the checkout service written in?", ["l001"], "paraphrase"),
    ("Which AWS region is production in?", ["l002"], "paraphrase"),
    ("Where is stock level data stored?", ["l003"], "paraphrase"),
    ("How does a change get to production here?", ["l004"], "paraphrase"),
    ("Can I release on Friday morning?", ["l005"], "paraphrase"),
    ("Can I push a small UI tweak on December 17?", ["l007"], "paraphrase"),
    ("Which provider processes iDEAL payments?", ["l009"], "paraphrase"),
    ("Should every shoe size be its own search record?", ["l012"], "paraphrase"),
    ("Who leads the platform group?", ["l013"], "paraphrase"),
    ("Who runs the incident commander schedule?", ["l015"], "paraphrase"),
    ("How many times is a message retried before it goes to the dead-letter queue?", ["l016"], "paraphrase"),
    ("Where do I put the API key for the new shipping partner?", ["l021"], "paraphrase"),
    ("Can I quickly change an env var on the prod deployment by editing it in the cluster?", ["l022"], "paraphrase"),
    ("How do I undo a bad release?", ["l023"], "paraphrase"),
    ("How long do we keep logs?", ["l025"], "paraphrase"),
    ("When does the UK returns site have to be ready?", ["l027"], "paraphrase"),
    ("How should I store prices in the new table?", ["l031"], "paraphrase"),
    ("How do I name a new toggle for the checkout team?", ["l032"], "paraphrase"),
    ("Can I add a synchronous call from checkout to the loyalty service?", ["l042"], "paraphrase"),
    ("What's the rate limit for anonymous API calls?", ["l044"], "paraphrase"),
    ("How should we version a breaking change to the public API?", ["l049"], "paraphrase"),
    ("Which service sends order confirmation emails?", ["l051"], "paraphrase"),
    ("When is the card-data compliance evidence due?", ["l053"], "paraphrase"),
    ("I turned a flag off but app users still see the feature.", ["l057", "l058"], "paraphrase"),
    ("Big product photos fail to get thumbnails, why?", ["l060"], "paraphrase"),
    ("Where are the EU VAT rates configured?", ["l061"], "paraphrase"),
    ("What does a new service need before its first deploy?", ["l063"], "paraphrase"),
    ("When does the on-call shift change?", ["l065"], "paraphrase"),
    ("Can we use Redis as a job queue for the export worker?", ["l068"], "paraphrase"),
    ("What happens on the product page if recommendations are slow?", ["l069"], "paraphrase"),
    ("What's our monthly AWS budget?", ["l073"], "paraphrase"),
    ("Where does the storefront web app run?", ["l076"], "paraphrase"),
    ("How do I add a new queue consumer?", ["l078", "l016"], "paraphrase"),
    ("Who do I report a security vulnerability to?", ["l080"], "paraphrase"),
    ("结账服务是用什么语言写的？", ["l001"], "paraphrase"),
    ("生产数据库只读权限怎么申请？", ["l046"], "paraphrase"),
    ("事故复盘要多久之内写完？", ["l066"], "paraphrase"),
    ("本地收到的 SNS 消息格式和线上不一样，为什么？", ["l038"], "paraphrase"),
    ("首页推荐位扩容后延迟很高是怎么回事？", ["l070"], "paraphrase"),
    ("周五能发版吗？", ["l005"], "paraphrase"),
    ("Stripe 回调验签一直失败。", ["l010"], "paraphrase"),
    ("网站前端部署在哪？", ["l076"], "paraphrase"),
    ("搜索相关的问题找谁？", ["l014"], "paraphrase"),
    ("数据库用的什么？库存存在哪？", ["l003"], "short"),
    ("Datadog 指标能带用户 ID 标签吗？", ["l026"], "keyword"),
    ("iOS 新版本什么时候要提审？", ["l054"], "paraphrase"),
    # task
    ("Write the GitHub Actions job that builds the gift-card service image.", ["l035", "l036"], "task"),
    ("Write a migration that adds an index on orders.customer_id.", ["l071", "l006"], "task"),
    ("Add a Datadog metric for checkout latency per customer.", ["l026"], "task"),
    ("Write the Stripe webhook controller for the refunds service.", ["l010"], "task"),
    ("Write a test for the order-router retry logic.", ["l020"], "task"),
    ("Set up tests for the new cart-promotions package.", ["l019", "l018"], "task"),
    ("Add a kill switch for the new one-click checkout.", ["l058", "l057", "l032"], "task"),
    ("Write the FIFO queue producer for order events.", ["l017", "l016"], "task"),
    ("Add logging to the payment retry handler.", ["l072"], "task"),
    ("Write the DB config for the new wishlist service so it survives a failover.", ["l045"], "task"),
    ("Write the load-test plan for checkout on staging.", ["l040", "l039"], "task"),
    ("帮我写一个把商品变体同步到搜索索引的脚本。", ["l012", "l011"], "task"),
    ("帮我写个 ADR，记录我们为什么选 LaunchDarkly。", ["l047"], "task"),
    # short
    ("deploy?", ["l004"], "short"),
    ("freeze dates?", ["l007"], "short"),
    ("rollback?", ["l023"], "short"),
    ("tf state?", ["l079"], "short"),
    ("who owns payments?", ["l013"], "short"),
    ("DLQ naming?", ["l016"], "short"),
    ("local setup?", ["l037"], "short"),
    # crosslang
    ("生产环境怎么发布？", ["l004"], "crosslang"),
    ("封版从哪天到哪天？", ["l007"], "crosslang"),
    ("晚上能在订单库上跑迁移吗？", ["l006"], "crosslang"),
    ("卡支付用哪家？", ["l009"], "crosslang"),
    ("密钥应该放在哪里？", ["l021"], "crosslang"),
    ("结账告警响了我该先做什么？", ["l024"], "paraphrase"),
    ("金额字段用什么类型存？", ["l031"], "crosslang"),
    ("Who owns search and the product catalog?", ["l014"], "crosslang"),
    ("Which test runner should I use for TypeScript?", ["l019"], "crosslang"),
    ("When must the Node 18 services be upgraded?", ["l028"], "crosslang"),
    ("What's the deadline for strong customer authentication in payments?", ["l008"], "crosslang"),
    ("Who has to approve changes to the payments code?", ["l033"], "crosslang"),
    ("Should S3 traffic go through the NAT gateway?", ["l074"], "crosslang"),
    ("When is the iOS 3.0 submission deadline?", ["l054"], "crosslang"),
    # keyword
    ("What's prod_products_v4?", ["l011"], "keyword"),
    ("pay-fallback-adyen flag, when do we use it?", ["l024"], "keyword"),
    ("What is cat:v3: in Redis?", ["l029"], "keyword"),
    ("Is the Bancontact test card refusal on weekends a known thing?", ["l067"], "keyword"),
    ("Who approves orders-readonly in Opal?", ["l046"], "keyword"),
    # long
    (LONG_EXEC, ["l036", "l035"], "long"),
    (LONG_STRIPE, ["l010"], "long"),
    (LONG_MIGRATION, ["l006", "l071"], "long"),
    (LONG_SQS_ZH, ["l017"], "long"),
    (LONG_DATADOG, ["l026"], "long"),
    (LONG_PRICE, ["l029"], "long"),
    (LONG_LOCKFILE_ZH, ["l075"], "long"),
    (LONG_FAILOVER, ["l045"], "long"),
]

LONG_N1 = """Can someone explain why this TypeScript doesn't compile?

type Shape = { kind: "circle"; r: number } | { kind: "square"; side: number };
function area(s: Shape) {
  if (s.kind === "circle") return Math.PI * s.r ** 2;
  return s.side * s.side;
}
const shapes = [{ kind: "circle", r: 2 }];
shapes.map(area);

Error: Argument of type '{ kind: string; r: number; }' is not assignable to parameter of type 'Shape'.
  Types of property 'kind' are incompatible. Type 'string' is not assignable to type '"circle" | "square"'.

I thought TS would infer the literal type. What's the idiomatic fix?"""

LONG_N2 = """我在准备一个算法面试，遇到这道题没思路：给定一个整数数组和一个目标值 k，求和为 k 的连续子数组的个数。数组里可能有负数，长度最多 2*10^4。我写了双重循环，超时了：

def subarraySum(nums, k):
    count = 0
    for i in range(len(nums)):
        s = 0
        for j in range(i, len(nums)):
            s += nums[j]
            if s == k: count += 1
    return count

有没有 O(n) 的做法？能讲讲思路吗？"""

LONG_N3 = """My home NAS runs Docker Compose with Jellyfin, Nextcloud and a Postgres container. After a power cut, Postgres won't start:

PANIC:  could not locate a valid checkpoint record
LOG:  startup process (PID 27) was terminated by signal 6: Aborted
LOG:  aborting startup due to startup process failure

I have a backup from three weeks ago. Is there any way to recover the newer data before I restore? What should I do to avoid this next time?"""

LONG_N4 = """I'm writing a small CLI in Rust that reads a big CSV (about 2 GB) and sums one column grouped by another. Right now I read everything into a Vec<Record> with serde and then fold into a HashMap, and it uses 6 GB of RAM. How would you restructure it to stream the file, and is there a crate you'd recommend over csv + serde for speed? Bonus if you can show a minimal version."""

LONG_N5 = """公司年会让我们组出一个节目，五个人，准备时间两周，大家都没什么才艺。领导希望和技术相关但要有趣，不要太长，五分钟以内。之前别的组演过小品和合唱，观众反应一般。我们组里有两个人比较内向，不太愿意站在台前说话。你能帮我想三个创意吗？最好简单易排练，道具也别太复杂，预算两百块以内，最好还能让台下的人参与互动。"""

LONG_N6 = """Here's my Kubernetes manifest for a hobby project on k3s at home:

apiVersion: apps/v1
kind: Deployment
metadata: { name: blog }
spec:
  replicas: 1
  template:
    spec:
      containers:
      - name: blog
        image: ghost:5
        ports: [{ containerPort: 2368 }]

kubectl apply says: error validating data: ValidationError(Deployment.spec): missing required field "selector". I copied this from an old blog post. What's missing and what does the selector actually do? Does it have to match the pod labels exactly, and can I change it later without deleting the Deployment?"""

N = [
    # general
    ("What is the difference between TCP and UDP?", [], "general"),
    ("How does a hash map handle collisions?", [], "general"),
    ("Explain the SOLID principles briefly.", [], "general"),
    ("What is a race condition?", [], "general"),
    ("How do JWTs work?", [], "general"),
    ("What does idempotent mean for an HTTP method?", [], "general"),
    ("What's the difference between an abstract class and an interface?", [], "general"),
    ("什么是微服务架构？优缺点是什么？", [], "general"),
    ("乐观锁和悲观锁的区别是什么？", [], "general"),
    ("解释一下 CAP 定理。", [], "general"),
    ("Python 的 GIL 是什么？", [], "general"),
    ("什么是幂等性？", [], "general"),
    ("红黑树和 AVL 树有什么区别？", [], "general"),
    # smalltalk
    ("hi!", [], "smalltalk"),
    ("you're the best, thanks", [], "smalltalk"),
    ("Happy Friday everyone", [], "smalltalk"),
    ("What's a good board game for four people?", [], "smalltalk"),
    ("How do I make my sourdough rise more?", [], "smalltalk"),
    ("早上好！", [], "smalltalk"),
    ("哈哈哈", [], "smalltalk"),
    ("最近有点累，想请假去旅游。", [], "smalltalk"),
    ("Any tips for running my first half marathon?", [], "smalltalk"),
    ("brb coffee", [], "smalltalk"),
    # unrelated
    ("Write a Python script that downloads a web page and counts the links.", [], "unrelated"),
    ("Write a Go function that checks whether a number is prime.", [], "unrelated"),
    ("Generate a random password in bash.", [], "unrelated"),
    ("Write a SQL query to find duplicate emails in a users table.", [], "unrelated"),
    ("Convert this Python 2 print statement to Python 3: print 'hello'", [], "unrelated"),
    ("用 Python 写一个简单的命令行待办事项程序。", [], "unrelated"),
    ("写一个 JavaScript 函数，把驼峰命名转成下划线命名。", [], "unrelated"),
    ("用 Java 实现单例模式。", [], "unrelated"),
    ("How do I make a table of contents in Markdown?", [], "unrelated"),
    ("Write a Vim command that deletes all blank lines.", [], "unrelated"),
    # nearmiss
    ("How does Stripe make money?", [], "nearmiss"),
    ("What's the difference between Aurora and regular RDS MySQL in general?", [], "nearmiss"),
    ("How does Algolia's typo tolerance work?", [], "nearmiss"),
    ("Is Klarna available in the United States?", [], "nearmiss"),
    ("What are NestJS interceptors?", [], "nearmiss"),
    ("How do I set up Argo CD on a fresh kind cluster for learning?", [], "nearmiss"),
    ("What's new in Next.js 15?", [], "nearmiss"),
    ("What is the history of Black Friday?", [], "nearmiss"),
    ("How does DynamoDB's adaptive capacity work?", [], "nearmiss"),
    ("What's the difference between SNS and EventBridge?", [], "nearmiss"),
    ("Who founded Adyen?", [], "nearmiss"),
    ("How do I write a Datadog query that computes a moving average?", [], "nearmiss"),
    ("Kubernetes 的 HPA 是怎么计算副本数的？", [], "nearmiss"),
    ("Graviton 和 x86 实例的性价比怎么比较？", [], "nearmiss"),
    ("SageMaker 和 Vertex AI 有什么区别？", [], "nearmiss"),
    ("Go 1.23 的 range over func 是什么？", [], "nearmiss"),
    ("What does the orchid flower symbolize?", [], "nearmiss"),
    ("How do React Native and Flutter compare for a new app?", [], "nearmiss"),
    ("What is a good return policy for a small online shop selling candles?", [], "nearmiss"),
    ("How does Vercel's edge runtime differ from Node.js serverless functions?", [], "nearmiss"),
    ("怎么用 Stripe 给我的个人博客加一个打赏按钮？", [], "nearmiss"),
    ("What's the difference between horizontal and vertical scaling?", [], "general"),
    # long
    (LONG_N1, [], "long"),
    (LONG_N2, [], "long"),
    (LONG_N3, [], "long"),
    (LONG_N4, [], "long"),
    (LONG_N5, [], "long"),
    (LONG_N6, [], "long"),
]

TARGET = 500
SEED = 20261206


def main():
    hand = [mem(*row) for row in H]
    rng = random.Random(SEED)
    hand_zh = sum(1 for m in hand if lang_of(m["text"]) == "zh")
    n_gen = TARGET - len(hand)
    # aim the whole store at ~30% Chinese
    zh_share = max(0.0, (0.30 * TARGET - hand_zh) / n_gen)
    gen = generated(rng, n_gen, zh_share)
    memories = hand + gen
    return write_store("store_large.json", "orchid-commerce (round 8, large)", memories, P + N, "lp")


if __name__ == "__main__":
    print(main())
