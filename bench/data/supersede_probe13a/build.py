#!/usr/bin/env python3
"""p13's probe (round 13, issue 26, restatements): typed values written two ways (clock times,
durations, sizes, number words, KEY=value lines and their prose) and paraphrases, in the shape of
agent memory, with look-alikes (two subjects, one value) and updates. Written before any tuning;
half A (supersede_probe13a) was tuned on, half B (supersede_probe13b) was run once at the end, on
main and on the branch. Writes both folders: python3 bench/data/supersede_probe13a/build.py
"""
from pathlib import Path
import json, random
R, L, U = "restatement", "lookalike", "update"
def r(i, lang, seq, q, cur, variant="paraphrase"):
    return {"id": i, "lang": lang, "kind": R, "variant": variant, "phrasing": "different", "sequence": seq, "question": q, "current": cur}
def l(i, lang, seq, q, cur, oq, other):
    return {"id": i, "lang": lang, "kind": L, "variant": "lookalike", "phrasing": "near", "sequence": seq, "question": q, "current": cur, "other_question": oq, "other": other}
def u(i, lang, seq, q, cur, stale, phrasing="different"):
    return {"id": i, "lang": lang, "kind": U, "variant": "value", "phrasing": phrasing, "sequence": seq, "question": q, "current": cur, "stale": stale}
A = [
 r("a-r01", "en", ["WORKER_CONCURRENCY=12", "The worker concurrency is 12."], "What is the worker concurrency?", ["12"]),
 r("a-r02", "en", ["The nightly vacuum job on the reports DB runs at 2am.", "The nightly vacuum job on the reports DB runs at 02:00."], "When does the vacuum job run?", ["vacuum"]),
 r("a-r03", "en", ["Session tokens expire after 15 minutes.", "Session tokens expire after 900 seconds."], "When do session tokens expire?", ["session tokens"]),
 r("a-r04", "en", ["ENABLE_AUDIT_LOG=true", "The audit log is enabled."], "Is the audit log on?", ["audit"]),
 r("a-r05", "en", ["The artifact cache holds 2GB.", "The artifact cache holds 2048 MB."], "How big is the artifact cache?", ["artifact cache"]),
 r("a-r06", "en", ["Retry budget for the webhook sender: five attempts.", "The webhook sender has a retry budget of 5 attempts."], "How many retries does the webhook sender get?", ["webhook"]),
 r("a-r07", "zh", ["周报每周五下午三点前发出。", "周报每周五 15:00 前发出。"], "周报什么时候发？", ["周报"]),
 r("a-r08", "zh", ["构建超时设为半小时。", "构建超时设为 30 分钟。"], "构建超时多久？", ["构建超时"]),
 r("a-r09", "en", ["Grafana for the ingest cluster lives at grafana.ingest.internal:3000.", "grafana.ingest.internal:3000 is where the ingest cluster's Grafana lives."], "Where is the ingest Grafana?", ["grafana.ingest.internal:3000"]),
 r("a-r10", "en", ["Log retention in the archive bucket is 30 days.", "The archive bucket keeps logs for thirty days."], "How long are archive logs kept?", ["archive"]),
 r("a-r11", "mixed", ["ranker 服务的 MAX_BATCH 是 64。", "ranker 服务 MAX_BATCH=64"], "ranker 的 MAX_BATCH 是多少？", ["64"]),
 r("a-r12", "en", ["The p95 latency budget for checkout is 300 ms.", "Checkout's p95 latency budget: 0.3 seconds."], "What is checkout's latency budget?", ["checkout"]),
 l("a-l01", "en", ["The ingest worker's REDIS_DB=3", "The export worker's REDIS_DB=3"], "Which Redis DB does the ingest worker use?", ["ingest"], "Which Redis DB does the export worker use?", ["export"]),
 l("a-l02", "en", ["The billing cron runs at 4pm.", "The invoicing cron runs at 16:00."], "When does the billing cron run?", ["billing"], "When does the invoicing cron run?", ["invoicing"]),
 l("a-l03", "zh", ["订单服务的超时是 30 秒。", "库存服务的超时是半分钟。"], "订单服务超时多久？", ["订单"], "库存服务超时多久？", ["库存"]),
 l("a-l04", "en", ["Staging has FEATURE_SEARCH_V2=true.", "Production has FEATURE_SEARCH_V2=true."], "Is search v2 on in staging?", ["staging"], "Is search v2 on in production?", ["production"]),
 l("a-l05", "en", ["Priya's laptop runs macOS 14.", "Tomas's laptop runs macOS 14."], "What does Priya's laptop run?", ["priya"], "What does Tomas's laptop run?", ["tomas"]),
 u("a-u01", "en", ["The nightly vacuum job runs at 2am.", "The nightly vacuum job runs at 03:00."], "When does the nightly vacuum run?", ["03:00"], ["2am"], "near"),
 u("a-u02", "en", ["SESSION_TTL=15m", "SESSION_TTL=30m"], "What is the session TTL?", ["30m"], ["15m"], "near"),
 u("a-u03", "zh", ["构建超时设为半小时。", "构建超时设为 45 分钟。"], "构建超时多久？", ["45"], ["半小时"], "near"),
 u("a-u04", "en", ["The artifact cache holds 2GB.", "The artifact cache holds 4096 MB."], "How big is the artifact cache?", ["4096"], ["2gb"], "near"),
]
B = [
 r("b-r01", "en", ["MAX_UPLOAD_MB=50", "The max upload mb is 50."], "What's the upload limit?", ["50"]),
 r("b-r02", "en", ["Our on-call handover happens at 5pm on Fridays.", "Our on-call handover happens at 17:00 on Fridays."], "When is the on-call handover?", ["handover"]),
 r("b-r03", "en", ["The health check interval is 1 minute.", "The health check interval is 60s."], "How often does the health check run?", ["health check"]),
 r("b-r04", "en", ["CACHE_WARMUP=off", "Cache warmup is disabled."], "Is cache warmup on?", ["warmup"]),
 r("b-r05", "en", ["Each build agent has 16GB of RAM.", "Each build agent has 16384 MB of RAM."], "How much RAM does a build agent have?", ["build agent"]),
 r("b-r06", "en", ["The import job may use twenty-five connections.", "The import job may use 25 connections."], "How many connections can the import job use?", ["import job"]),
 r("b-r07", "zh", ["数据同步每天凌晨一点跑。", "数据同步每天 01:00 跑。"], "数据同步几点跑？", ["数据同步"]),
 r("b-r08", "zh", ["接口网关的限流窗口是一分钟。", "接口网关的限流窗口是 60 秒。"], "限流窗口多长？", ["限流窗口"]),
 r("b-r09", "en", ["Sentry for the mobile app reports to sentry.apps.example.org.", "sentry.apps.example.org is where the mobile app's Sentry reports go."], "Where does mobile Sentry report?", ["sentry.apps.example.org"]),
 r("b-r10", "en", ["Invoices are kept for seven years.", "We keep invoices for 7 years."], "How long are invoices kept?", ["invoices"]),
 r("b-r11", "mixed", ["scheduler 的 LOCK_TIMEOUT 是 90 秒。", "scheduler LOCK_TIMEOUT=90s"], "scheduler 的 LOCK_TIMEOUT 是多少？", ["90"]),
 r("b-r12", "en", ["The thumbnail cache caps out at 1.5 GB.", "Thumbnail cache cap: 1536MB."], "How big can the thumbnail cache get?", ["thumbnail"]),
 l("b-l01", "en", ["The reader pool's DB_TIMEOUT=5s", "The writer pool's DB_TIMEOUT=5s"], "What's the reader pool timeout?", ["reader"], "What's the writer pool timeout?", ["writer"]),
 l("b-l02", "en", ["The EU report emails go out at 6am.", "The US report emails go out at 06:00."], "When do EU report emails go out?", ["eu"], "When do US report emails go out?", ["us"]),
 l("b-l03", "zh", ["支付服务的重试间隔是一分钟。", "短信服务的重试间隔是 60 秒。"], "支付服务重试间隔？", ["支付"], "短信服务重试间隔？", ["短信"]),
 l("b-l04", "en", ["The canary pool has AUTOSCALE=on.", "The legacy pool has AUTOSCALE=on."], "Does the canary pool autoscale?", ["canary"], "Does the legacy pool autoscale?", ["legacy"]),
 l("b-l05", "en", ["Wen's team deploys at 10am.", "Dario's team deploys at 10:00."], "When does Wen's team deploy?", ["wen"], "When does Dario's team deploy?", ["dario"]),
 u("b-u01", "en", ["Our on-call handover happens at 5pm on Fridays.", "Our on-call handover happens at 18:00 on Fridays."], "When is the on-call handover?", ["18:00"], ["5pm"], "near"),
 u("b-u02", "en", ["CACHE_WARMUP=off", "CACHE_WARMUP=on"], "Is cache warmup on?", ["=on"], ["=off"], "near"),
 u("b-u03", "zh", ["接口网关的限流窗口是一分钟。", "接口网关的限流窗口是 90 秒。"], "限流窗口多长？", ["90"], ["一分钟"], "near"),
 u("b-u04", "en", ["The health check interval is 1 minute.", "The health check interval is 2 minutes."], "How often does the health check run?", ["2 minutes"], ["1 minute"], "near"),
]
filler = [
 "The design review for the onboarding flow is on Wednesday.", "Use ruff for linting Python code in the tools repo.",
 "The mobile team ships a release every two weeks.", "Kafka topics for analytics have 12 partitions.",
 "Feature flags are managed in LaunchDarkly.", "The company VPN uses WireGuard.", "Ask Mei before changing the pricing page.",
 "The status page is hosted on statuspage.io.", "Terraform state lives in the infra-state bucket.", "The docs site is built with MkDocs.",
 "前端项目用 pnpm 管理依赖。", "测试环境的数据库每周日晚上重置。", "报表服务部署在 k8s 的 reports 命名空间。", "代码评审至少需要一位同事批准。",
 "日志统一发到 ELK。", "新人入职第一周要完成安全培训。", "发布前要在群里通知运维。", "监控告警接入了飞书机器人。",
 "The search index is rebuilt every Sunday.", "Customer exports are written as CSV.", "The CI runners use Ubuntu 22.04 images.",
 "Dependabot opens PRs on Mondays.", "The QA team tests on real Android devices.", "The data warehouse is Snowflake.",
 "The legal team must approve new third-party scripts.", "Error budgets are reviewed monthly.", "Python services use Poetry.",
 "We pin Node to the LTS release.", "The admin panel requires SSO.", "Backups are encrypted with KMS keys.",
 "数据团队每周一开周会。", "接口文档用 Swagger 维护。", "容器镜像推到 Harbor。", "线上事故复盘要在三天内完成。",
 "The marketing site is on Webflow.", "Slack is the main chat tool.", "Incident commanders rotate weekly.",
 "The payments team owns the ledger service.", "Cron jobs are defined in the ops repo.", "The design system lives in Storybook.",
]
for name, cases in (("a", A), ("b", B)):
    folder = Path(__file__).resolve().parent.parent / f"supersede_probe13{name}"
    folder.mkdir(exist_ok=True)
    (folder / "cases.json").write_text(json.dumps(cases, ensure_ascii=False, indent=1), encoding="utf-8")
    (folder / "filler.json").write_text(json.dumps(filler, ensure_ascii=False, indent=1), encoding="utf-8")
print(len(A), len(B))
