#!/usr/bin/env python3
"""Builds cases.json for the blind held-out supersede set (written blind, not run)."""
import json, os

HERE = os.path.dirname(os.path.abspath(__file__))
cases = []
SUBJ = {}  # case id -> subject strings that no filler may contain


def U(i, lang, variant, phrasing, seq, q, cur, stale, subj):
    cid = f"u-{lang}-{i:02d}"
    cases.append(dict(id=cid, lang=lang, kind="update", variant=variant, phrasing=phrasing,
                      sequence=seq, question=q, current=cur, stale=stale))
    SUBJ[cid] = subj


def L(i, lang, variant, phrasing, seq, q, cur, oq, other, subj):
    cid = f"l-{lang}-{i:02d}"
    cases.append(dict(id=cid, lang=lang, kind="lookalike", variant=variant, phrasing=phrasing,
                      sequence=seq, question=q, current=cur, other_question=oq, other=other))
    SUBJ[cid] = subj


def R(i, lang, variant, phrasing, seq, q, cur, subj):
    cid = f"r-{lang}-{i:02d}"
    cases.append(dict(id=cid, lang=lang, kind="restatement", variant=variant, phrasing=phrasing,
                      sequence=seq, question=q, current=cur))
    SUBJ[cid] = subj

# ---------------------------------------------------------------- updates, English
U(1, "en", "port/2step", "near",
  ["The billing API runs on port 8081.", "The billing API runs on port 9081."],
  "Which port does the billing API run on?", ["9081"], ["8081"], ["billing"])
U(2, "en", "port/2step", "different",
  ["The ledger service listens on port 5601.", "We moved the ledger service over to port 5710 after the firewall change."],
  "What port should I hit to reach the ledger service?", ["5710"], ["5601"], ["ledger"])
U(3, "en", "port/preposition", "near",
  ["The port of the search API is 9200.", "The port of the search API is 9300."],
  "What is the search API's port?", ["9300"], ["9200"], ["search api"])
U(4, "en", "version/2step", "near",
  ["We pin Python 3.10 for the ingest pipeline.", "We pin Python 3.12 for the ingest pipeline."],
  "Which Python version does the ingest pipeline use?", ["3.12"], ["3.10"], ["ingest pipeline"])
U(5, "en", "version/2step", "different",
  ["The mobile app targets React Native 0.72.", "Last week we upgraded the mobile app to React Native 0.74."],
  "What React Native release is the mobile app built on?", ["0.74"], ["0.72"], ["mobile app", "react native"])
U(6, "en", "host/2step", "different",
  ["The staging database host is db-stg-01.internal.", "The staging database now lives on db-stg-04.internal."],
  "Where is the staging DB hosted?", ["db-stg-04"], ["db-stg-01"], ["staging database", "db-stg"])
U(7, "en", "path/2step", "near",
  ["Nightly backups are written to /mnt/backup/nightly.", "Nightly backups are written to /srv/archive/nightly."],
  "Where do the nightly backups go?", ["/srv/archive"], ["/mnt/backup"], ["nightly backup"])
U(8, "en", "amount/2step", "near",
  ["The monthly cloud budget for the data team is $12,000.", "The monthly cloud budget for the data team is $15,000."],
  "How much cloud spend does the data team get per month?", ["15,000"], ["12,000"], ["data team"])
U(9, "en", "date/2step", "different",
  ["The v2 launch is scheduled for March 14.", "The v2 launch slipped to April 2."],
  "When are we launching v2?", ["april 2"], ["march 14"], ["v2 launch"])
U(10, "en", "time/2step", "different",
  ["The daily standup is at 9:30 am.", "Daily standup moved to 10:15 am starting Monday."],
  "What time do we have standup?", ["10:15"], ["9:30"], ["standup"])
U(11, "en", "limit/2step", "near",
  ["The upload size limit for the media service is 25 MB.", "The upload size limit for the media service is 100 MB."],
  "How large can a file uploaded to the media service be?", ["100 mb"], ["25 mb"], ["media service"])
U(12, "en", "owner/2step", "different",
  ["Priya owns the payments-reconciliation job.", "Tomasz has taken over the payments-reconciliation job."],
  "Who is responsible for the payments-reconciliation job?", ["tomasz"], ["priya"], ["reconciliation"])
U(13, "en", "schedule/2step", "near",
  ["The cleanup cron runs every Sunday at 02:00.", "The cleanup cron runs every Wednesday at 02:00."],
  "On which day does the cleanup cron run?", ["wednesday"], ["sunday"], ["cleanup cron"])
U(14, "en", "polarity/allowed-forbidden", "near",
  ["Force-pushing to main is allowed for release managers.", "Force-pushing to main is forbidden, even for release managers."],
  "Can release managers force-push to main?", ["forbidden"], ["allowed"], ["force-push"])
U(15, "en", "polarity/always-never", "near",
  ["Always squash commits when merging PRs into develop.", "Never squash commits when merging PRs into develop; use merge commits."],
  "Should I squash when merging a PR into develop?", ["never squash"], ["always squash"], ["squash"])
U(16, "en", "replacement/2step", "different",
  ["We use Jenkins for CI.", "CI has been switched over to GitHub Actions."],
  "Which CI system do we run builds on?", ["github actions"], ["jenkins"], ["jenkins", "github actions"])
U(17, "en", "replacement/2step", "different",
  ["The team tracks issues in Jira.", "Issue tracking moved to Linear this quarter."],
  "Where do we track issues?", ["linear"], ["jira"], ["issue tracking", "tracks issues", "jira"])
U(18, "en", "port/3step", "near",
  ["The auth gateway listens on port 4000.", "The auth gateway listens on port 4100.", "The auth gateway listens on port 4200."],
  "Which port is the auth gateway listening on?", ["4200"], ["4100"], ["auth gateway"])
U(19, "en", "limit/3step", "different",
  ["Retention for the audit logs is 30 days.", "We extended audit log retention to 90 days.",
   "Audit logs are now kept for a full year (365 days)."],
  "How long do we keep audit logs?", ["365 days"], ["90 days"], ["audit log"])
U(20, "en", "timeout/possessive", "near",
  ["Checkout's request timeout is 5 seconds.", "Checkout's request timeout is 12 seconds."],
  "What's the request timeout for checkout?", ["12 seconds"], ["5 seconds"], ["checkout"])
U(21, "en", "limit/possessive", "different",
  ["The notifier retries failed webhooks three times.", "Bumped the notifier's retries: it now tries failed webhooks up to five times."],
  "How many retries does the notifier do for a failed webhook?", ["five times"], ["three times"], ["notifier"])
U(22, "en", "limit/preposition", "near",
  ["The rate limit of the public API is 100 requests per minute.", "The rate limit of the public API is 300 requests per minute."],
  "What is the public API rate limit?", ["300 requests"], ["100 requests"], ["public api"])
U(23, "en", "version/3step", "near",
  ["The analytics cluster runs Kubernetes 1.27.", "The analytics cluster runs Kubernetes 1.28.", "The analytics cluster runs Kubernetes 1.29."],
  "Which Kubernetes version is on the analytics cluster?", ["1.29"], ["1.28"], ["analytics cluster"])
U(24, "en", "host/2step", "different",
  ["Grafana is served at grafana.corp.example.com.", "We moved Grafana to dashboards.example.net."],
  "What URL do I open for Grafana?", ["dashboards.example.net"], ["grafana.corp"], ["grafana"])
U(25, "en", "path/possessive", "different",
  ["The user's Neovim config lives in ~/.config/nvim/init.lua.",
   "The user keeps their Neovim config in ~/dotfiles/nvim/init.lua now, symlinked from home."],
  "Where is the user's Neovim config file?", ["~/dotfiles"], ["~/.config/nvim"], ["neovim", "nvim"])
U(26, "en", "preference/2step", "different",
  ["The user prefers tabs for indentation.", "The user now wants code indented with 2 spaces."],
  "How does the user like code indented?", ["2 spaces"], ["tabs"], ["indent"])
U(27, "en", "preference/2step", "different",
  ["The user wants answers formatted as bullet points.", "The user now wants answers as short prose paragraphs."],
  "What answer format does the user want?", ["prose"], ["bullet points"], ["bullet", "prose"])
U(28, "en", "amount/2step", "different",
  ["The per-seat price of the Team plan is $8 per month.", "The Team plan now costs $10 per seat per month."],
  "How much is a Team plan seat?", ["$10"], ["$8"], ["team plan"])
U(29, "en", "date/2step", "different",
  ["The SOC 2 audit kicks off on June 3.", "The SOC 2 audit kick-off has been pushed to July 8."],
  "When does the SOC 2 audit start?", ["july 8"], ["june 3"], ["soc 2"])
U(30, "en", "limit/3step", "near",
  ["The reporting DB connection pool allows 20 connections.", "The reporting DB connection pool allows 50 connections.",
   "The reporting DB connection pool allows 80 connections."],
  "How many connections can the reporting DB pool open?", ["80 connections"], ["50 connections"], ["reporting db"])
U(31, "en", "owner/2step", "different",
  ["On-call for the storage layer this week is Marco.", "Aiko has taken over on-call for the storage layer."],
  "Who is on call for storage?", ["aiko"], ["marco"], ["storage layer"])
U(32, "en", "schedule/2step", "different",
  ["Sprint planning happens every other Monday.", "We now do sprint planning weekly on Thursdays."],
  "When is sprint planning?", ["thursday"], ["monday"], ["sprint planning"])
U(33, "en", "polarity/allowed-forbidden", "different",
  ["Deploying on Fridays is allowed.", "No production deploys on Fridays anymore."],
  "Are we okay to ship to production on a Friday?", ["no production deploys"], ["allowed"], ["friday"])
U(34, "en", "replacement/2step", "different",
  ["The frontend is bundled with Webpack.", "The frontend build switched to Vite."],
  "What bundler does the frontend use?", ["vite"], ["webpack"], ["webpack", "vite", "bundle"])
U(35, "en", "replacement/2step", "different",
  ["Secrets are stored in HashiCorp Vault.", "Secrets now live in AWS Secrets Manager."],
  "Where are secrets kept?", ["secrets manager"], ["vault"], ["secrets"])
U(36, "en", "port/possessive", "near",
  ["The metrics exporter's port is 9100.", "The metrics exporter's port is 9110."],
  "What port does the metrics exporter expose?", ["9110"], ["9100"], ["metrics exporter"])
U(37, "en", "schedule/2step", "different",
  ["The weekly report email goes out Fridays at 4 pm.", "The weekly report email is now sent Mondays at 8 am."],
  "When is the weekly report emailed?", ["mondays at 8"], ["fridays at 4"], ["weekly report"])
U(38, "en", "flag/2step", "near",
  ["The feature flag new_checkout is off in production.", "The feature flag new_checkout is on in production."],
  "Is new_checkout enabled in prod?", ["on in production"], ["off in production"], ["new_checkout"])
U(39, "en", "replacement/2step", "different",
  ["The summarizer uses gpt-4o-mini.", "The summarizer was switched to claude-3-5-haiku."],
  "Which model does the summarizer call?", ["claude-3-5-haiku"], ["gpt-4o-mini"], ["summarizer"])
U(40, "en", "region/2step", "different",
  ["The EU tenant is hosted in eu-west-1.", "The EU tenant migrated to eu-central-1."],
  "Which AWS region is the EU tenant in?", ["eu-central-1"], ["eu-west-1"], ["eu tenant"])
U(41, "en", "owner/3step", "near",
  ["The release captain for v5 is Dana.", "The release captain for v5 is Felix.", "The release captain for v5 is Grace."],
  "Who is captaining the v5 release?", ["grace"], ["felix"], ["release captain"])
U(42, "en", "timeout/possessive", "different",
  ["The timeout for the PDF renderer is 30 seconds.", "We raised the PDF renderer's timeout to 45 seconds."],
  "How long before the PDF renderer times out?", ["45 seconds"], ["30 seconds"], ["pdf renderer"])
U(43, "en", "branch/2step", "different",
  ["Release branches are cut from develop.", "Release branches are now cut directly from main."],
  "Which branch do we cut release branches from?", ["from main"], ["from develop"], ["release branch"])
U(44, "en", "limit/possessive", "different",
  ["The minimum test coverage for the core library is 70%.", "The core library's coverage gate went up to 85%."],
  "What coverage does the core library require?", ["85%"], ["70%"], ["core library"])

# ---------------------------------------------------------------- updates, Chinese
U(1, "zh", "port/possessive", "near",
  ["支付服务的端口是 8090。", "支付服务的端口是 8095。"],
  "支付服务用哪个端口？", ["8095"], ["8090"], ["支付服务"])
U(2, "zh", "port/2step", "different",
  ["库存服务监听 7001 端口。", "库存服务改到 7301 端口了。"],
  "库存服务现在跑在哪个端口？", ["7301"], ["7001"], ["库存服务"])
U(3, "zh", "timeout/from-to", "different",
  ["API 网关的超时是 30 秒。", "API 网关的超时从 30 秒改成了 60 秒。"],
  "网关那边请求多久会超时？", ["60 秒"], ["超时是 30 秒"], ["api 网关"])
U(4, "zh", "version/2step", "different",
  ["会员服务用 Elasticsearch 7.10。", "会员服务升级到 Elasticsearch 8.11 了。"],
  "会员服务的 Elasticsearch 是哪个版本？", ["elasticsearch 8.11"], ["7.10"], ["会员服务"])
U(5, "zh", "limit/2step", "near",
  ["接入层的访问日志保留 7 天。", "接入层的访问日志保留 14 天。"],
  "接入层访问日志存多久？", ["14 天"], ["7 天"], ["接入层"])
U(6, "zh", "polarity/allowed-forbidden", "different",
  ["允许不经评审直接合并到 master。", "现在禁止直接合并到 master，必须走 PR 评审。"],
  "能不能直接往 master 合代码？", ["禁止直接合并"], ["允许"], ["master"])
U(7, "zh", "replacement/不再-改为", "different",
  ["前端项目用 Redux 管理状态。", "前端项目不再用 Redux，改为用 Zustand 管理状态。"],
  "前端的状态管理库是什么？", ["zustand"], ["用 redux 管理"], ["redux", "状态管理"])
U(8, "zh", "time/2step", "near",
  ["报表任务每天凌晨 2 点跑。", "报表任务每天凌晨 4 点跑。"],
  "报表任务几点执行？", ["4 点"], ["2 点"], ["报表任务"])
U(9, "zh", "owner/2step", "different",
  ["数据组的负责人是王磊。", "数据组现在由陈静负责。"],
  "数据组现在谁管？", ["陈静"], ["王磊"], ["数据组"])
U(10, "zh", "host/2step", "different",
  ["推荐服务部署在 10.0.3.15 上。", "推荐服务迁移到了 10.0.8.22。"],
  "推荐服务在哪台机器上？", ["10.0.8.22"], ["10.0.3.15"], ["推荐服务"])
U(11, "zh", "path/2step", "different",
  ["模型文件放在 /data/models/v1 目录。", "模型文件的目录改成 /opt/models/current 了。"],
  "模型文件存放在哪个路径？", ["/opt/models"], ["/data/models"], ["模型文件"])
U(12, "zh", "limit/3step", "near",
  ["索引服务的副本数是 2。", "索引服务的副本数是 4。", "索引服务的副本数是 6。"],
  "索引服务开了几个副本？", ["副本数是 6"], ["副本数是 4"], ["索引服务"])
U(13, "zh", "amount/2step", "different",
  ["市场部每月的云预算是 5 万元。", "市场部的月度云预算调整为 8 万元。"],
  "市场部一个月能花多少云费用？", ["8 万"], ["5 万"], ["市场部"])
U(14, "zh", "date/2step", "different",
  ["iOS 客户端 3.0 的发版日期定在 5 月 20 日。", "iOS 客户端 3.0 推迟到 6 月 3 日发版。"],
  "iOS 3.0 什么时候发布？", ["6 月 3 日"], ["5 月 20 日"], ["ios 客户端", "3.0 "])
U(15, "zh", "preference/2step", "different",
  ["用户偏好用中文回复。", "用户现在希望回复改用英文。"],
  "回复用户时该用什么语言？", ["改用英文"], ["中文"], ["回复"])
U(16, "zh", "replacement/从-换成", "different",
  ["我们用 Kafka 做消息队列。", "消息队列已经从 Kafka 换成 Pulsar 了。"],
  "我们的消息队列用的是什么？", ["pulsar"], ["用 kafka"], ["消息队列"])
U(17, "zh", "replacement/不用-改用", "different",
  ["商品详情页的缓存用 Redis。", "商品详情页的缓存不用 Redis 了，改用本地 Caffeine。"],
  "商品详情页用什么做缓存？", ["caffeine"], ["缓存用 redis"], ["商品详情页"])
U(18, "zh", "schedule/2step", "near",
  ["测试环境数据库密码每 90 天轮换一次。", "测试环境数据库密码每 30 天轮换一次。"],
  "测试库的密码多久换一次？", ["30 天"], ["90 天"], ["数据库密码"])
U(19, "zh", "replacement/2step", "near",
  ["接口文档用 Swagger 维护。", "接口文档用 Apifox 维护。"],
  "接口文档在哪个工具里维护？", ["apifox"], ["swagger"], ["接口文档"])
U(20, "zh", "schedule/2step", "different",
  ["产品评审会在周二下午三点。", "产品评审会挪到周四上午十点了。"],
  "产品评审会什么时候开？", ["周四"], ["周二"], ["产品评审会"])
U(21, "zh", "limit/possessive", "different",
  ["文件上传接口的单个请求体最大 10MB。", "文件上传接口的请求体上限提到了 50MB。"],
  "上传接口一次最多能传多大？", ["50mb"], ["10mb"], ["文件上传接口"])
U(22, "zh", "limit/3step", "near",
  ["风控服务的 QPS 上限是 500。", "风控服务的 QPS 上限是 1000。", "风控服务的 QPS 上限是 2000。"],
  "风控服务最多扛多少 QPS？", ["2000"], ["1000"], ["风控服务"])
U(23, "zh", "version/possessive", "different",
  ["客服机器人的 Node 版本是 18。", "客服机器人升级到 Node 20 了。"],
  "客服机器人跑在哪个 Node 版本上？", ["node 20"], ["18"], ["客服机器人"])
U(24, "zh", "polarity/always-never", "different",
  ["提交代码前总是要在本地跑 lint。", "提交前不用在本地跑 lint 了，统一放到流水线里跑。"],
  "提交前需要本地跑 lint 吗？", ["不用在本地跑"], ["总是要"], ["lint"])
U(25, "zh", "limit/2step", "different",
  ["短信验证码有效期 5 分钟。", "短信验证码的有效期改成 10 分钟。"],
  "验证码多久失效？", ["10 分钟"], ["5 分钟"], ["验证码"])
U(26, "zh", "host/mixed", "different",
  ["积分服务的主库在 pg-points-1 上。", "积分服务的主库切到了 pg-points-3。"],
  "积分服务主库是哪台？", ["pg-points-3"], ["pg-points-1"], ["积分服务", "pg-points"])
U(27, "zh", "limit/2step", "different",
  ["灰度发布先放 5% 流量。", "灰度发布的首批流量调到 15% 了。"],
  "灰度第一批放多少流量？", ["15%"], ["放 5%"], ["灰度"])
U(28, "zh", "schedule/2step", "different",
  ["值班每周轮换一次。", "值班改成每两周轮换一次。"],
  "值班多久轮一次？", ["两周"], ["每周轮换"], ["值班"])
U(29, "zh", "version/2step", "different",
  ["爬虫项目的 Go 版本是 1.21。", "爬虫项目的 Go 版本升到 1.22 了。"],
  "爬虫项目用哪个 Go 版本？", ["1.22"], ["1.21"], ["爬虫项目"])
U(30, "zh", "amount/2step", "near",
  ["团建预算人均 300 元。", "团建预算人均 500 元。"],
  "团建每人预算多少？", ["500 元"], ["300 元"], ["团建"])
U(31, "zh", "host/3step", "near",
  ["日志检索集群的地址是 es-a.internal。", "日志检索集群的地址是 es-b.internal。", "日志检索集群的地址是 es-c.internal。"],
  "日志检索集群的地址是什么？", ["es-c.internal"], ["es-b.internal"], ["日志检索集群"])
U(32, "zh", "polarity/forbidden-allowed", "different",
  ["禁止在生产环境执行 DDL。", "生产环境现在允许在维护窗口内执行 DDL。"],
  "线上能跑 DDL 吗？", ["允许在维护窗口"], ["禁止"], ["ddl"])
U(33, "zh", "preference/2step", "different",
  ["用户喜欢详细的解释。", "用户现在更想要简短的回答，不要长篇大论。"],
  "用户喜欢多长的回答？", ["简短"], ["详细"], ["解释", "回答"])
U(34, "zh", "path/mixed", "different",
  ["deploy 脚本放在 scripts/deploy.sh。", "deploy 脚本挪到了 tools/release/deploy.sh。"],
  "部署脚本在哪个路径？", ["tools/release"], ["scripts/deploy.sh"], ["deploy 脚本", "deploy.sh"])
U(35, "zh", "limit/from-to", "different",
  ["数据导出任务的并发数是 4。", "数据导出任务的并发数从 4 改成 8。"],
  "导出任务开几个并发？", ["改成 8"], ["并发数是 4"], ["数据导出"])
U(36, "zh", "replacement/不再-改为", "different",
  ["优惠券服务用 MongoDB。", "优惠券服务不再用 MongoDB，改为 TiDB。"],
  "优惠券服务的数据库是什么？", ["tidb"], ["用 mongodb"], ["优惠券"])

# ---------------------------------------------------------------- look-alikes, English
L(1, "en", "port/service", "near",
  ["The invoice API runs on port 8481.", "The catalog API runs on port 8482."],
  "Which port is the catalog API on?", ["8482"], "Which port is the invoice API on?", ["8481"], ["invoice api", "catalog api"])
L(2, "en", "replicas/env", "near",
  ["The staging environment of the orders service uses two replicas.",
   "The production environment of the orders service uses twelve replicas."],
  "How many replicas does the orders service have in production?", ["twelve"],
  "How many replicas does staging orders run?", ["two replicas"], ["orders service"])
L(3, "en", "preference/person", "near",
  ["Alice prefers dark mode in the admin console.", "Bob prefers light mode in the admin console."],
  "Which theme does Bob like in the admin console?", ["light mode"], "Which theme does Alice like?", ["dark mode"], ["admin console"])
L(4, "en", "version/app", "near",
  ["The Android app's minimum SDK is 26.", "The Wear OS app's minimum SDK is 30."],
  "What's the min SDK of the Wear OS app?", ["sdk is 30"], "What's the Android app's minimum SDK?", ["sdk is 26"], ["android app", "wear os"])
L(5, "en", "ttl/cache", "near",
  ["The Redis cache for sessions has a TTL of 30 minutes.", "The Redis cache for rate-limit counters has a TTL of 10 minutes."],
  "How long do rate-limit counters live in Redis?", ["10 minutes"], "What is the session cache TTL?", ["30 minutes"], ["redis cache"])
L(6, "en", "location/region", "near",
  ["The EU data warehouse is in Frankfurt.", "The US data warehouse is in Oregon."],
  "Where is the US warehouse located?", ["oregon"], "Where is the EU data warehouse?", ["frankfurt"], ["data warehouse"])
L(7, "en", "language/team", "different",
  ["Lena's team writes the ingestion workers in Rust.", "Omar's team writes the job scheduler in Go."],
  "What language is Omar's scheduler written in?", ["in go"], "Which language do Lena's ingestion workers use?", ["in rust"], ["lena's", "omar's", "ingestion worker", "job scheduler"])
L(8, "en", "count/env", "near",
  ["The staging Kafka cluster has 3 brokers.", "The production Kafka cluster has 9 brokers."],
  "How many brokers are in prod Kafka?", ["9 brokers"], "How many brokers does staging Kafka have?", ["3 brokers"], ["kafka cluster"])
L(9, "en", "version/platform", "near",
  ["The iOS build uses Xcode 15.4.", "The macOS build uses Xcode 16.1."],
  "Which Xcode does the macOS build use?", ["16.1"], "Which Xcode does the iOS build use?", ["15.4"], ["xcode"])
L(10, "en", "retention/db", "near",
  ["Weekly backups of the CRM database are kept for 8 weeks.", "Weekly backups of the HR database are kept for 26 weeks."],
  "How long are HR database backups retained?", ["26 weeks"], "How long are CRM backups kept?", ["8 weeks"], ["crm database", "hr database"])
L(11, "en", "host/site", "near",
  ["The marketing site is deployed on Netlify.", "The docs site is deployed on Vercel."],
  "Where is the documentation site hosted?", ["vercel"], "Where is the marketing site hosted?", ["netlify"], ["marketing site", "docs site"])
L(12, "en", "limit/role", "near",
  ["The analytics read replica allows 200 connections.", "The analytics primary allows 500 connections."],
  "How many connections does the analytics primary accept?", ["500 connections"],
  "What's the connection limit on the analytics replica?", ["200 connections"], ["analytics read replica", "analytics primary"])
L(13, "en", "preference/person", "near",
  ["Sam prefers to do code reviews in the mornings.", "Kim prefers to do code reviews in the afternoons."],
  "When does Kim like to review code?", ["afternoons"], "When does Sam like to review code?", ["mornings"], ["sam ", "kim "])
L(14, "en", "ratelimit/endpoint", "near",
  ["The login endpoint is rate limited to 10 requests per minute per IP.",
   "The signup endpoint is rate limited to 3 requests per minute per IP."],
  "What's the per-IP limit on signup?", ["3 requests"], "What's the per-IP limit on login?", ["10 requests"], ["login endpoint", "signup endpoint"])
L(15, "en", "timeout/app", "near",
  ["The admin panel's session timeout is 15 minutes.", "The customer portal's session timeout is 60 minutes."],
  "When do customer portal sessions expire?", ["60 minutes"], "When do admin panel sessions expire?", ["15 minutes"], ["admin panel", "customer portal"])
L(16, "en", "tool/app", "near",
  ["Translations for the web app are managed in Crowdin.", "Translations for the mobile app are managed in Lokalise."],
  "Which tool holds the mobile app's translations?", ["lokalise"], "Where are web app translations managed?", ["crowdin"], ["translations"])
L(17, "en", "location/event", "near",
  ["The Q3 offsite is in Lisbon.", "The Q4 offsite is in Kyoto."],
  "Where is the Q4 offsite?", ["kyoto"], "Where is the Q3 offsite?", ["lisbon"], ["offsite"])
L(18, "en", "memory/worker", "near",
  ["The image-resize worker runs with 2 GB of memory.", "The video-transcode worker runs with 8 GB of memory."],
  "How much RAM does the video-transcode worker get?", ["8 gb"], "How much memory does the image-resize worker have?", ["2 gb"], ["image-resize", "video-transcode"])
L(19, "en", "url/env", "near",
  ["The staging API base URL is https://api.staging.acme.dev.", "The production API base URL is https://api.acme.dev."],
  "What is the prod API base URL?", ["https://api.acme.dev"], "What's the base URL for the staging API?", ["api.staging.acme.dev"], ["acme.dev", "api base url"])

# ---------------------------------------------------------------- look-alikes, Chinese
L(1, "zh", "db/service", "near",
  ["订单服务用 MySQL。", "用户服务用 Postgres。"],
  "用户服务用的什么数据库？", ["postgres"], "订单服务用什么数据库？", ["mysql"], ["订单服务", "用户服务"])
L(2, "zh", "url/env", "near",
  ["测试环境的退款回调地址是 refund-test.example.cn。", "生产环境的退款回调地址是 refund.example.cn。"],
  "线上退款回调打到哪个地址？", ["refund.example.cn"], "测试环境退款回调地址是什么？", ["refund-test"], ["退款回调"])
L(3, "zh", "preference/person", "near",
  ["小李喜欢用 Emacs 写代码。", "小王喜欢用 VS Code 写代码。"],
  "小王平时用什么编辑器？", ["vs code"], "小李用什么编辑器？", ["emacs"], ["小李", "小王"])
L(4, "zh", "version/platform", "near",
  ["安卓端的最低支持版本是 Android 8。", "iOS 端的最低支持版本是 iOS 14。"],
  "苹果端最低支持到哪个系统版本？", ["ios 14"], "安卓最低支持哪个版本？", ["android 8"], ["安卓端", "ios 端"])
L(5, "zh", "bandwidth/region", "near",
  ["华东机房的出口带宽是 10G。", "华北机房的出口带宽是 40G。"],
  "华北机房出口带宽多大？", ["40g"], "华东机房的带宽是多少？", ["10g"], ["机房"])
L(6, "zh", "schedule/team", "near",
  ["前端组的周会在周一上午。", "后端组的周会在周三上午。"],
  "后端组哪天开周会？", ["周三"], "前端组周会是哪天？", ["周一上午"], ["前端组", "后端组"])
L(7, "zh", "timeout/service", "near",
  ["商品服务的超时是 3 秒。", "价格服务的超时是 5 秒。"],
  "价格服务多久超时？", ["超时是 5 秒"], "商品服务的超时是多少？", ["超时是 3 秒"], ["商品服务", "价格服务"])
L(8, "zh", "version/project", "near",
  ["结算项目用 Java 17。", "清分项目用 Java 21。"],
  "清分项目是哪个 Java 版本？", ["java 21"], "结算项目用的 Java 版本？", ["java 17"], ["结算项目", "清分项目"])
L(9, "zh", "memory/env", "near",
  ["测试环境 Redis 的最大内存是 2GB。", "生产环境 Redis 的最大内存是 16GB。"],
  "线上 Redis 最多用多少内存？", ["16gb"], "测试环境 Redis 内存上限多少？", ["2gb"], ["redis 的最大内存"])
L(10, "zh", "owner/task", "different",
  ["安全审计由老张负责。", "性能压测由老刘负责。"],
  "压测找谁？", ["老刘"], "安全审计谁在管？", ["老张"], ["安全审计", "性能压测"])
L(11, "zh", "email/edition", "near",
  ["海外版 App 的客服邮箱是 support@global.example.com。", "国内版 App 的客服邮箱是 kefu@example.cn。"],
  "国内版的客服邮箱是多少？", ["kefu@example.cn"], "海外版客服邮箱是什么？", ["support@global"], ["客服邮箱"])
L(12, "zh", "schedule/report", "near",
  ["数据看板每小时刷新一次。", "财务报表每天刷新一次。"],
  "财务报表多久刷新？", ["每天刷新"], "数据看板的刷新频率是？", ["每小时刷新"], ["数据看板", "财务报表"])
L(13, "zh", "preference/person", "near",
  ["陈老师希望回复用正式的语气。", "林经理希望回复用轻松的语气。"],
  "给林经理回复用什么语气？", ["轻松"], "陈老师偏好什么语气？", ["正式"], ["陈老师", "林经理"])
L(14, "zh", "ip/office", "near",
  ["杭州办公室的打印机 IP 是 192.168.1.50。", "深圳办公室的打印机 IP 是 192.168.2.50。"],
  "深圳那台打印机的地址？", ["192.168.2.50"], "杭州办公室打印机的 IP？", ["192.168.1.50"], ["打印机"])
L(15, "zh", "config/env-mixed", "near",
  ["staging 的 Nginx worker_connections 是 1024。", "production 的 Nginx worker_connections 是 4096。"],
  "生产环境 Nginx 的 worker_connections 设的多少？", ["4096"], "staging 的 worker_connections 是多少？", ["1024"], ["worker_connections"])
L(16, "zh", "retry/service", "near",
  ["消息推送服务的重试次数是 3 次。", "邮件发送服务的重试次数是 5 次。"],
  "邮件发送失败会重试几次？", ["5 次"], "推送服务重试几次？", ["3 次"], ["消息推送服务", "邮件发送服务"])

# ---------------------------------------------------------------- restatements, English
R(1, "en", "reorder", "different",
  ["The growth team deploys on Tuesdays.", "Deploys for the growth team happen on Tuesdays."],
  "Which day of the week does growth ship?", ["tuesday"], ["growth team"])
R(2, "en", "politeness", "near",
  ["The CDN cache TTL is 300 seconds.", "Please keep in mind: the CDN cache TTL is 300 seconds."],
  "How long does the CDN cache things?", ["300 seconds"], ["cdn cache"])
R(3, "en", "synonym", "different",
  ["Use pnpm, not npm, in the web monorepo.", "In the web monorepo we rely on pnpm rather than npm."],
  "Which package manager does the web monorepo use?", ["pnpm"], ["web monorepo", "pnpm"])
R(4, "en", "detail", "different",
  ["The user's timezone is Europe/Berlin.", "The user is based in the Europe/Berlin timezone (CET, UTC+1 in winter)."],
  "What timezone is the user in?", ["europe/berlin"], ["timezone"])
R(5, "en", "reorder", "different",
  ["The geocoding service runs on port 8700.", "Port 8700 is where the geocoding service runs."],
  "Which port is geocoding on?", ["8700"], ["geocoding"])
R(6, "en", "detail", "different",
  ["The status page is hosted at status.acme.io.", "Our public status page lives at status.acme.io."],
  "What's the status page URL?", ["status.acme.io"], ["status page"])
R(7, "en", "synonym", "different",
  ["The user prefers concise commit messages in imperative mood.",
   "Per the user, commit messages should be short and written in the imperative mood."],
  "How does the user want commit messages written?", ["imperative"], ["commit message"])
R(8, "en", "synonym", "different",
  ["Code freeze for the holiday season starts December 18.", "The holiday code freeze begins on December 18."],
  "When does the holiday freeze start?", ["december 18"], ["code freeze"])
R(9, "en", "politeness", "near",
  ["The warehouse ETL job runs at 3 am UTC.", "Just a reminder: the warehouse ETL job runs at 3 am UTC every night."],
  "What time does the warehouse ETL run?", ["3 am utc"], ["warehouse etl"])
R(10, "en", "synonym", "different",
  ["Max file size for avatar uploads is 2 MB.", "Avatar uploads are capped at 2 MB."],
  "What's the avatar upload size cap?", ["2 mb"], ["avatar"])
R(11, "en", "reorder", "different",
  ["Hiroshi is the tech lead for the maps team.", "The maps team's tech lead is Hiroshi."],
  "Who leads the maps team technically?", ["hiroshi"], ["maps team"])
R(12, "en", "detail", "different",
  ["We use Terraform for infrastructure as code.", "Infrastructure is managed as code with Terraform, pinned to version 1.6."],
  "What IaC tool do we use?", ["terraform"], ["terraform", "infrastructure as code"])
R(13, "en", "format", "different",
  ["The design system's primary color is #3B82F6.", "Primary color in the design system: #3b82f6 (blue-500)."],
  "What is the primary brand color in the design system?", ["#3b82f6"], ["design system"])
R(14, "en", "detail", "different",
  ["The on-call pager escalates after 20 minutes.", "If nobody acknowledges, the on-call pager escalates after 20 minutes."],
  "How long until a page escalates?", ["20 minutes"], ["pager"])

# ---------------------------------------------------------------- restatements, Chinese
R(1, "zh", "reorder", "different",
  ["短链服务的端口是 8600。", "短链服务跑在 8600 端口上。"],
  "短链服务是哪个端口？", ["8600"], ["短链服务"])
R(2, "zh", "politeness", "different",
  ["Prometheus 告警规则放在 alerts/ 目录下。", "麻烦记一下：告警规则（Prometheus）都放在 alerts/ 目录里。"],
  "告警规则文件在哪？", ["alerts/"], ["告警规则"])
R(3, "zh", "synonym", "different",
  ["用户希望代码注释写英文。", "用户要求：代码里的注释请一律用英文写。"],
  "代码注释该用哪种语言？", ["注释", "英文"], ["注释"])
R(4, "zh", "reorder", "different",
  ["发票服务的数据库是 Oracle。", "发票服务底层用的是 Oracle 数据库。"],
  "发票服务用的啥数据库？", ["oracle"], ["发票服务"])
R(5, "zh", "reorder", "different",
  ["每周五下午做代码评审。", "代码评审固定在每周五下午进行。"],
  "代码评审一般什么时候做？", ["周五下午"], ["代码评审"])
R(6, "zh", "detail", "near",
  ["图片服务的 CDN 域名是 img.cdn.example.cn。", "图片服务的 CDN 域名是 img.cdn.example.cn，已经完成备案。"],
  "图片走哪个 CDN 域名？", ["img.cdn.example.cn"], ["图片服务"])
R(7, "zh", "reorder", "different",
  ["客服系统的工单超过 48 小时未处理会自动升级。", "工单 48 小时没人处理的话，客服系统会自动升级。"],
  "工单多久没处理会升级？", ["48 小时"], ["工单"])
R(8, "zh", "reorder", "different",
  ["小赵是移动端负责人。", "移动端目前由小赵负责。"],
  "移动端谁负责？", ["小赵"], ["移动端"])
R(9, "zh", "synonym", "different",
  ["新员工入职第一周要完成安全培训。", "安全培训需要在入职后的第一周内完成。"],
  "安全培训的截止时间是？", ["第一周"], ["安全培训"])
R(10, "zh", "reorder", "different",
  ["反欺诈模型每周一重新训练。", "每个周一都会重新训练一次反欺诈模型。"],
  "反欺诈模型多久重训一次？", ["重新训练", "周一"], ["反欺诈模型"])
R(11, "zh", "detail", "near",
  ["生产环境 API 的 base URL 是 https://api.example.cn/v2。", "生产环境 API 的 base URL 是 https://api.example.cn/v2，注意要带 v2 前缀。"],
  "线上接口的 base URL？", ["api.example.cn/v2"], ["api.example.cn"])

out = [dict(c) for c in cases]
with open(os.path.join(HERE, "cases.json"), "w") as f:
    json.dump(out, f, ensure_ascii=False, indent=1)
with open(os.path.join(HERE, "_subjects.json"), "w") as f:
    json.dump(SUBJ, f, ensure_ascii=False, indent=1)
print(len(out), "cases")
