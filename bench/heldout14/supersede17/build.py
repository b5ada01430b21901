#!/usr/bin/env python3
"""Builds cases.json and filler.json for the held-out supersede set (hand-written data below)."""
import json, random
from pathlib import Path
OUT = Path(__file__).parent

# updates: (lang, variant, phrasing, [texts oldest first], question, current, stale)
U = [
# ---- near (30) ----
("en","value","near",["The staging database port is 5433.","The staging database port is 6544."],"What port does the staging database use?",["6544"],["5433"]),
("en","value","near",["The nightly backup job for the file store runs at 02:00 UTC.","The nightly backup job for the file store runs at 04:30 UTC."],"When does the file store nightly backup run?",["04:30"],["02:00"]),
("en","value","near",["The public API rate limit is 120 requests per minute per key.","The public API rate limit is 600 requests per minute per key."],"What is the public API rate limit?",["600"],["120"]),
("en","value","near",["The ingest worker uses Python 3.10.","The ingest worker uses Python 3.12."],"Which Python version does the ingest worker use?",["3.12"],["3.10"]),
("en","value","near",["Max upload size for the media service is 25 MB.","Max upload size for the media service is 100 MB."],"What is the max upload size for the media service?",["100 mb"],["25 mb"]),
("en","value","near",["The Grafana dashboards live at grafana.int.quokka.io.","The Grafana dashboards live at metrics.quokka.io."],"Where are the Grafana dashboards hosted?",["metrics.quokka.io"],["grafana.int.quokka.io"]),
("en","negation","near",["We deploy the checkout service on Fridays.","We never deploy the checkout service on Fridays."],"Do we deploy the checkout service on Fridays?",["never"],["we deploy the checkout"]),
("en","value","near",["The on-call rotation for the payments team is weekly.","The on-call rotation for the payments team is biweekly."],"How often does the payments on-call rotation change?",["biweekly"],["is weekly"]),
("en","preference","near",["Dana prefers code reviews in the morning.","Dana prefers code reviews in the late afternoon."],"When does Dana like to do code reviews?",["late afternoon"],["morning"]),
("en","value","near",["The session cookie expires after 30 minutes of inactivity.","The session cookie expires after 8 hours of inactivity."],"When does the session cookie expire?",["8 hours"],["30 minutes"]),
("en","value","near",["The search cluster has 3 Elasticsearch nodes.","The search cluster has 5 Elasticsearch nodes."],"How many nodes does the search cluster have?",["5 elasticsearch"],["3 elasticsearch"]),
("en","value","near",["The frontend is built with Node 18.","The frontend is built with Node 22."],"Which Node version builds the frontend?",["node 22"],["node 18"]),
("en","value","near",["The default branch of the infra repo is master.","The default branch of the infra repo is main."],"What is the default branch of the infra repo?",["is main"],["master"]),
("en","negation","near",["Force-pushing to release branches is allowed.","Force-pushing to release branches is forbidden."],"Can we force-push to release branches?",["forbidden"],["allowed"]),
("en","value","near",["The log retention for app logs is 14 days.","The log retention for app logs is 90 days."],"How long are app logs retained?",["90 days"],["14 days"]),
("en","value","near",["Sprint planning is on Monday at 10am.","Sprint planning is on Tuesday at 10am."],"When is sprint planning?",["tuesday"],["monday"]),
("en","value","near",["The session Memcached in staging listens on port 11211.","The session Memcached in staging listens on port 11411."],"Which port does the staging session Memcached listen on?",["11411"],["11211"]),
("en","value","near",["Test coverage threshold in CI is 70%.","Test coverage threshold in CI is 85%."],"What is the CI coverage threshold?",["85%"],["70%"]),
("en","value","near",["The marketing site is hosted on Netlify.","The marketing site is hosted on Cloudflare Pages."],"Where is the marketing site hosted?",["cloudflare pages"],["netlify"]),
("zh","value","near",["测试环境的数据库端口是 3307。","测试环境的数据库端口是 3310。"],"测试环境数据库用哪个端口？",["3310"],["3307"]),
("zh","value","near",["周报每周五下午五点前提交。","周报每周四下午五点前提交。"],"周报什么时候提交？",["周四"],["周五"]),
("zh","value","near",["订单服务的超时时间是 3 秒。","订单服务的超时时间是 10 秒。"],"订单服务超时时间是多少？",["10 秒"],["3 秒"]),
("zh","negation","near",["代码合并前需要两个人审批。","代码合并前不需要两个人审批，一个人审批就够了。"],"代码合并前需要几个人审批？",["一个人审批"],["代码合并前需要两个人审批"]),
("zh","value","near",["日志服务器的地址是 10.0.3.15。","日志服务器的地址是 10.0.8.21。"],"日志服务器地址是什么？",["10.0.8.21"],["10.0.3.15"]),
("zh","preference","near",["小林喜欢用 Vim 写代码。","小林喜欢用 Helix 写代码。"],"小林用什么编辑器写代码？",["helix"],["vim"]),
("zh","value","near",["图片服务的缓存时间是 1 小时。","图片服务的缓存时间是 24 小时。"],"图片服务缓存多久？",["24 小时"],["1 小时"]),
("mixed","value","near",["推荐服务的 batch size 是 64。","推荐服务的 batch size 是 256。"],"推荐服务 batch size 多少？",["256"],["64"]),
("mixed","value","near",["数据管道用 Airflow 2.6 调度。","数据管道用 Airflow 2.9 调度。"],"数据管道用哪个版本的 Airflow？",["2.9"],["2.6"]),
("en","value","near",["The mobile app's minimum supported iOS version is 15.","The mobile app's minimum supported iOS version is 16.","The mobile app's minimum supported iOS version is 17."],"What is the minimum supported iOS version of the mobile app?",["ios version is 17"],["ios version is 16"]),
("zh","value","near",["构建机的磁盘告警阈值是 80%。","构建机的磁盘告警阈值是 85%。","构建机的磁盘告警阈值是 92%。"],"构建机磁盘告警阈值是多少？",["92%"],["85%"]),
# ---- different (70) ----
("en","value","different",["The billing service stores its data in MySQL.","We moved billing over to Postgres last week; MySQL is gone."],"Which database does billing use?",["postgres"],["stores its data in mysql"]),
("en","owner","different",["Priya owns the auth service.","Auth is now handled by Marco's team after the reorg."],"Who owns the auth service?",["marco"],["priya"]),
("en","value","different",["The mailer sends through SendGrid.","Switched transactional email from SendGrid to Amazon SES to cut costs."],"Which provider sends our transactional email?",["amazon ses"],["sends through sendgrid"]),
("en","value","different",["Kafka retention on the events topic is 7 days.","Bumped events topic retention to 30 days so analytics can replay a month."],"How long does the events topic keep data?",["30 days"],["7 days"]),
("en","choice","different",["We use Jenkins for CI.","No longer on Jenkins — all pipelines run in GitHub Actions now."],"What do we use for CI?",["github actions"],["we use jenkins"]),
("en","choice","different",["Frontend state management is done with Redux.","We ripped out Redux; the frontend uses Zustand for state now."],"What does the frontend use for state management?",["zustand"],["done with redux"]),
("en","value","different",["The VPN gateway is vpn1.corp.lumen.net.","Heads up: connect to gw-eu.lumen.net for VPN from now on, the old box is retired."],"Which host is the VPN gateway?",["gw-eu.lumen.net"],["vpn1.corp.lumen.net"]),
("en","value","different",["The platform group standup happens at 9:15 every weekday.","Platform standup got pushed to 9:45 because of the Berlin folks."],"What time is the platform group standup?",["9:45"],["9:15"]),
("en","negation","different",["Contractors can access the production read replica.","Access to the prod read replica was revoked for all contractors after the audit."],"Can contractors access the production read replica?",["revoked"],["can access the production read replica"]),
("en","preference","different",["Leo likes his PR summaries as bullet points.","Leo asked that PR summaries be written as short prose paragraphs instead of bullets."],"How does Leo want PR summaries written?",["prose paragraphs"],["as bullet points"]),
("en","value","different",["The analytics warehouse is BigQuery.","Analytics finished migrating to Snowflake; BigQuery datasets are read-only archives."],"Which warehouse does analytics use?",["snowflake"],["warehouse is bigquery"]),
("en","value","different",["Terraform state for the platform lives in an S3 bucket named tf-platform-state.","Platform Terraform state was relocated to Terraform Cloud workspace platform-prod."],"Where is the platform Terraform state stored?",["terraform cloud"],["tf-platform-state"]),
("en","value","different",["The ML training jobs run on 4 A100 GPUs.","Training jobs were scaled out to 16 H100s this quarter."],"What hardware do the ML training jobs run on?",["16 h100"],["4 a100"]),
("en","choice","different",["Our Python projects use pip and requirements.txt.","From now on every Python project uses uv with a lockfile; requirements.txt is deprecated."],"Which tool manages Python dependencies?",["uses uv"],["pip and requirements.txt"]),
("en","value","different",["The support inbox is support@ferngrove.com.","Customers should now write to help@ferngrove.com — the old support address bounces."],"What is the customer support email?",["help@ferngrove.com"],["support@ferngrove.com"]),
("en","policy","different",["Pull requests need one approval to merge.","Policy change: merging now requires approvals from two reviewers, one of them a code owner."],"How many approvals does a pull request need?",["two reviewers"],["one approval"]),
("en","value","different",["The customer portal runs on Heroku.","We finished the lift to Fly.io; the portal no longer lives on Heroku."],"Where does the customer portal run?",["fly.io"],["runs on heroku"]),
("en","preference","different",["Amira wants tabs for indentation in the Go tooling repo.","Amira changed her mind: gofmt default is fine, but in the shared YAML configs she wants two-space indents, no tabs anywhere."],"What indentation does Amira want?",["two-space"],["wants tabs"]),
("en","value","different",["The feature-flag service is LaunchDarkly.","We cancelled LaunchDarkly and self-host Unleash for feature flags."],"Which feature-flag system do we use?",["unleash"],["is launchdarkly"]),
("en","value","different",["Release cadence for the desktop client is monthly.","Desktop client now ships every two weeks."],"How often is the desktop client released?",["every two weeks"],["monthly"]),
("en","negation","different",["Debug logging is enabled in production.","Turned off debug logging in prod — it was leaking tokens into the logs."],"Is debug logging on in production?",["turned off"],["is enabled in production"]),
("en","value","different",["The staging Kubernetes cluster runs version 1.27.","Staging k8s got upgraded to 1.30 over the weekend."],"What Kubernetes version is staging on?",["1.30"],["1.27"]),
("en","owner","different",["Questions about invoices go to Helen in finance.","Helen left; invoice questions are handled by Tomasz now."],"Who handles invoice questions?",["tomasz"],["go to helen"]),
("en","value","different",["Backend error tracking is done with Rollbar's SaaS plan.","We replaced Rollbar with GlitchTip running in our own cluster for backend errors."],"What do we use for backend error tracking?",["glitchtip"],["rollbar's saas plan"]),
("en","value","different",["The API gateway timeout is 30 seconds.","Raised the gateway timeout to two minutes for the report export endpoints."],"What is the API gateway timeout?",["two minutes"],["30 seconds"]),
("en","choice","different",["The team writes docs in Confluence.","Docs moved out of Confluence into the repo as Markdown under docs/."],"Where does the team write documentation?",["markdown under docs/"],["in confluence"]),
("en","value","different",["Image thumbnails are generated at 200px wide.","Thumbnails are 320px now to look sharp on retina screens."],"What width are image thumbnails?",["320px"],["200px"]),
("en","preference","different",["The user prefers answers in English.","The user said to reply in German from now on."],"Which language does the user want replies in?",["german"],["in english"]),
("en","value","different",["The weekly data export drops into the bucket gs://acme-exports.","Weekly exports now land in gs://acme-data-lake/exports instead."],"Where does the weekly data export go?",["gs://acme-data-lake/exports"],["gs://acme-exports"]),
("en","value","different",["The load balancer health check path is /health.","Health checks hit /readyz now; /health was removed."],"What path does the load balancer health check use?",["/readyz"],["path is /health"]),
("en","choice","different",["We format JavaScript with Prettier.","Dropped Prettier; Biome handles both linting and formatting for JS."],"What formats our JavaScript?",["biome"],["with prettier"]),
("en","value","different",["The SLA for P1 incidents is a response within 1 hour.","P1 incidents must now be acknowledged within 15 minutes, per the new contract."],"What is the response SLA for P1 incidents?",["15 minutes"],["1 hour"]),
("en","value","different",["The Slack channel for deploy notices is #deploys.","Deploy notices are posted to #release-train going forward."],"Which Slack channel gets deploy notices?",["#release-train"],["is #deploys"]),
("en","value","different",["Password hashing uses bcrypt with cost 10.","Password hashing migrated to argon2id."],"Which algorithm hashes passwords?",["argon2id"],["bcrypt"]),
# mixed / zh different
("zh","value","different",["积分服务的数据存在 MySQL 里。","从今天起积分服务改用 TiDB，MySQL 只读归档。"],"积分服务的数据库是什么？",["tidb"],["存在 mysql"]),
("zh","owner","different",["支付网关由王磊负责。","支付网关现在交给陈静的团队维护了。"],"谁负责支付网关？",["陈静"],["王磊"]),
("zh","choice","different",["我们用 Grafana 看监控。","监控面板弃用 Grafana，换成了 SigNoz。"],"我们用什么看监控？",["signoz"],["用 grafana 看监控"]),
("zh","value","different",["发版时间定在每周三晚上。","发版挪到每周二早上十点了，避开晚高峰。"],"什么时候发版？",["周二早上十点"],["周三晚上"]),
("zh","negation","different",["线上环境允许直接改配置文件。","以后线上环境一律不准手动改配置，必须走配置中心。"],"线上能直接改配置文件吗？",["不准手动改配置"],["允许直接改配置文件"]),
("zh","value","different",["短信验证码有效期是 5 分钟。","验证码有效期改成 10 分钟了，用户反馈太短。"],"短信验证码有效多久？",["10 分钟"],["5 分钟"]),
("zh","preference","different",["张伟喜欢在周会上看 PPT 汇报。","张伟说周会以后不要 PPT 了，直接看文档就行。"],"张伟周会上想看什么形式的汇报？",["直接看文档"],["看 ppt 汇报"]),
("zh","value","different",["对象存储用的是阿里云 OSS。","对象存储已经迁到腾讯云 COS，OSS 下个月停。"],"对象存储用的是哪家？",["腾讯云 cos"],["阿里云 oss"]),
("zh","value","different",["客服热线是 400-820-1234。","客服热线换号了，新号码 400-690-5678。"],"客服热线号码是多少？",["400-690-5678"],["400-820-1234"]),
("zh","choice","different",["前端项目用 Webpack 打包。","前端打包工具不再用 Webpack，全面切到 Vite。"],"前端用什么打包？",["vite"],["用 webpack 打包"]),
("zh","value","different",["数据仓库每天凌晨一点全量同步。","数仓同步改成每小时增量一次，不做全量了。"],"数据仓库多久同步一次？",["每小时增量"],["凌晨一点全量"]),
("zh","policy","different",["新员工入职第一周不用值班。","新规定：新人入职第二周开始就要参加值班。"],"新员工什么时候开始值班？",["第二周"],["第一周不用值班"]),
("zh","value","different",["内网 Wiki 地址是 wiki.corp.local。","Wiki 搬家到 kb.corp.local 了，旧地址只做跳转。"],"内网 Wiki 地址是什么？",["kb.corp.local"],["wiki.corp.local"]),
("mixed","value","different",["用户服务部署在 us-east-1。","用户服务已经 migrate 到 eu-central-1，为了 GDPR。"],"用户服务部署在哪个区域？",["eu-central-1"],["us-east-1"]),
("mixed","choice","different",["团队用 Jira 管理需求。","需求管理换到 Linear 了，Jira 下周关闭。"],"团队用什么管理需求？",["linear"],["用 jira 管理需求"]),
("mixed","value","different",["Embedding 模型用的是 text-embedding-ada-002。","Embedding 换成 bge-m3，本地部署，效果更好。"],"用的是哪个 embedding 模型？",["bge-m3"],["ada-002"]),
("mixed","value","different",["CI 的并发上限是 4 个 job。","CI 并发调到 12 了，排队太久。"],"CI 并发上限是多少？",["12"],["4 个 job"]),
("mixed","preference","different",["老周 review 代码喜欢看完整 diff。","老周现在只想看 PR description 里的 summary，不用贴完整 diff 了。"],"老周 review 代码想看什么？",["summary"],["喜欢看完整 diff"]),
("mixed","value","different",["搜索服务用 Elasticsearch 7.17。","搜索服务 upgrade 到了 OpenSearch 2.11。"],"搜索服务用的什么引擎？",["opensearch"],["elasticsearch 7.17"]),
("mixed","owner","different",["移动端 release 由 Kevin 签字。","移动端发版签字人改成了刘洋，Kevin 转去做 infra。"],"移动端发版谁签字？",["刘洋"],["由 kevin 签字"]),
("zh","value","different",["会议室预订系统的管理员账号是 admin01。","会议室系统的管理员账号已停用，改用 ops_room 登录。"],"会议室系统管理员账号是哪个？",["ops_room"],["admin01"]),
("en","value","different",["The design team's Figma seats are capped at 12.","Finance approved more Figma licences: the design team can have up to 20 seats."],"How many Figma seats can the design team have?",["20 seats"],["capped at 12"]),
("zh","choice","different",["内部接口文档用 Swagger UI 展示。","内部接口文档已经迁到 YApi，Swagger UI 的页面下线了。"],"内部接口文档用什么展示？",["迁到 yapi"],["用 swagger ui 展示"]),
# three-step different (15 total 3-step incl. 2 near above -> 13 here)
("en","value","different",["The docs site is built with Jekyll.","We migrated the docs site to Docusaurus.","Docs site moved again — it's on Astro Starlight now."],"What builds the docs site?",["starlight"],["docusaurus"]),
("en","owner","different",["The data platform is owned by Rahul.","Rahul handed the data platform to Sofia.","Sofia went on leave; Jun is acting owner of the data platform."],"Who owns the data platform?",["jun"],["to sofia"]),
("en","value","different",["The primary Postgres instance is db-a.internal.","Failover done: db-b.internal is primary.","After the storage fix we promoted db-c.internal as primary."],"Which host is the primary Postgres?",["db-c.internal"],["db-b.internal"]),
("en","value","different",["The free tier allows 3 projects.","Free plan raised to 5 projects.","Growth team cut the free plan back to 2 projects to push upgrades."],"How many projects does the free tier allow?",["2 projects"],["5 projects"]),
("en","choice","different",["Internal chat is HipChat.","We switched chat to Slack.","Leadership moved everyone from Slack to Microsoft Teams for licensing."],"Which internal chat do we use?",["microsoft teams"],["switched chat to slack"]),
("en","preference","different",["The user wants commit messages in the imperative mood.","The user now wants Conventional Commits prefixes like feat: and fix:.","Update from the user: Conventional Commits plus a Jira key at the end, e.g. (PLAT-123)."],"What commit message style does the user want?",["jira key"],["conventional commits prefixes"]),
("en","value","different",["The cron for invoice generation fires on the 1st of the month.","Invoice generation moved to the last business day of the month.","Finance wants invoices generated on the 25th from now on."],"When is invoice generation scheduled?",["25th"],["last business day"]),
("zh","value","different",["推送服务用极光推送。","推送换成了个推。","个推也不用了，现在统一走厂商通道直推。"],"推送服务用的是哪家？",["厂商通道"],["换成了个推"]),
("zh","owner","different",["运维值班表由赵敏排。","值班表现在由孙浩来排。","孙浩调岗了，值班表改由 SRE 组长周婷负责排。"],"值班表谁来排？",["周婷"],["由孙浩来排"]),
("zh","value","different",["API 网关的限流是每秒 500 次。","网关限流提到每秒 2000。","大促结束，网关限流调回每秒 1000。"],"API 网关限流是多少？",["1000"],["2000"]),
("mixed","value","different",["Staging 的 Redis 跑在 6379 端口。","Staging Redis 换到 6381，避开默认端口。","Staging Redis 现在走 unix socket /var/run/redis.sock，不再监听 TCP 端口。"],"Staging Redis 怎么连接？",["unix socket"],["6381"]),
("mixed","choice","different",["前端测试用 Jest。","前端测试迁到了 Vitest。","E2E 也统一了：前端测试现在全部用 Playwright Test，Vitest 去掉了。"],"前端测试用什么框架？",["playwright test"],["迁到了 vitest"]),
("zh","preference","different",["用户希望回答尽量详细。","用户说回答简短一点，先给结论。","用户又补充：只要结论和命令，不要解释。"],"用户希望回答是什么风格？",["只要结论和命令"],["简短一点"]),
]

# lookalikes: (lang, variant, text1, text2, question(about 2nd), current, other_question(about 1st), other)
L = [
("en","service","Service Alpha runs on port 8001.","Service Beta runs on port 8002.","Which port does Service Beta run on?",["8002"],"Which port does Service Alpha run on?",["8001"]),
("en","env","The staging database host is pg-staging.internal.","The production database host is pg-prod.internal.","What is the production database host?",["pg-prod.internal"],"What is the staging database host?",["pg-staging.internal"]),
("en","person","Dana prefers dark mode in the IDE.","Marcus prefers light mode in the IDE.","Which IDE theme does Marcus prefer?",["marcus","light"],"Which IDE theme does Dana prefer?",["dana","dark"]),
("en","region","The EU cluster is in Frankfurt (eu-central-1).","The APAC cluster is in Singapore (ap-southeast-1).","Where is the APAC cluster?",["singapore"],"Where is the EU cluster?",["frankfurt"]),
("en","service","The orders API timeout is 5 seconds.","The inventory API timeout is 12 seconds.","What is the inventory API timeout?",["12 seconds"],"What is the orders API timeout?",["5 seconds"]),
("en","env","Staging deploys happen automatically on every merge to main.","Production deploys happen manually after a release tag is cut.","How do production deploys happen?",["release tag"],"How do staging deploys happen?",["every merge"]),
("en","service","The web frontend uses React 18.","The admin dashboard uses Vue 3.","What framework does the admin dashboard use?",["vue 3"],"What framework does the web frontend use?",["react 18"]),
("en","person","Priya is on call this week for payments.","Oscar is on call this week for search.","Who is on call for search this week?",["oscar"],"Who is on call for payments this week?",["priya"]),
("en","service","The auth service logs to the auth-logs index.","The billing service logs to the billing-logs index.","Which index does the billing service log to?",["billing-logs"],"Which index does the auth service log to?",["auth-logs"]),
("en","env","Dev uses a t3.medium instance for the API.","Prod uses a c6i.2xlarge instance for the API.","What instance type runs the API in prod?",["c6i.2xlarge"],"What instance type runs the API in dev?",["t3.medium"]),
("en","region","US customers are billed in USD via Stripe US.","UK customers are billed in GBP via Stripe UK.","How are UK customers billed?",["gbp"],"How are US customers billed?",["usd"]),
("en","service","The mobile API rate limit is 60 requests per minute.","The partner API rate limit is 1000 requests per minute.","What is the partner API rate limit?",["1000"],"What is the mobile API rate limit?",["60 requests"]),
("en","person","Leo's timezone is America/New_York.","Yuki's timezone is Asia/Tokyo.","What is Yuki's timezone?",["asia/tokyo"],"What is Leo's timezone?",["america/new_york"]),
("en","service","The Android app is released through Google Play internal testing first.","The iOS app is released through TestFlight first.","How is the iOS app released first?",["testflight"],"How is the Android app released first?",["internal testing"]),
("en","env","The staging Stripe key starts with sk_test.","The production Stripe key is stored in Vault at secret/stripe/live.","Where is the production Stripe key stored?",["secret/stripe/live"],"What does the staging Stripe key start with?",["sk_test"]),
("en","service","The reports worker processes the queue reports-high.","The emails worker processes the queue emails-bulk.","Which queue does the emails worker process?",["emails-bulk"],"Which queue does the reports worker process?",["reports-high"]),
("en","person","Amira reviews all database migrations.","Jonas reviews all infrastructure changes.","Who reviews infrastructure changes?",["jonas"],"Who reviews database migrations?",["amira"]),
("en","project","Project Falcon uses Python 3.11.","Project Heron uses Python 3.9.","Which Python version does Project Heron use?",["3.9"],"Which Python version does Project Falcon use?",["3.11"]),
("en","service","The checkout page has page caching disabled.","The product listing page is cached for 300 seconds.","How long is the product listing page cached?",["300 seconds"],"Is the checkout page cached?",["disabled"]),
("en","region","The Tokyo office standup is at 10:00 JST.","The Lisbon office standup is at 09:30 WET.","When is the Lisbon office standup?",["09:30"],"When is the Tokyo office standup?",["10:00"]),
("en","env","The QA environment resets its data every night.","The demo environment resets its data every Sunday.","When does the demo environment reset?",["sunday"],"When does the QA environment reset?",["every night"]),
("en","project","The mobile repo uses Yarn.","The web repo uses pnpm.","Which package manager does the web repo use?",["pnpm"],"Which package manager does the mobile repo use?",["yarn"]),
("en","person","The user's manager is Karen.","The user's skip-level is Ahmed.","Who is the user's skip-level?",["ahmed"],"Who is the user's manager?",["karen"]),
("en","service","Kafka topic order-events has 12 partitions.","Kafka topic user-events has 48 partitions.","How many partitions does user-events have?",["48"],"How many partitions does order-events have?",["12"]),
("en","env","Staging TLS certificates come from Let's Encrypt staging.","Production TLS certificates come from DigiCert.","Where do production TLS certificates come from?",["digicert"],"Where do staging TLS certificates come from?",["let's encrypt"]),
("en","service","The nightly backup for the users DB runs at 01:00.","The nightly backup for the analytics DB runs at 03:00.","When does the analytics DB backup run?",["03:00"],"When does the users DB backup run?",["01:00"]),
("en","project","Repo atlas-api is licensed under Apache-2.0.","Repo atlas-cli is licensed under MIT.","Which license does atlas-cli use?",["mit"],"Which license does atlas-api use?",["apache-2.0"]),
("en","person","Sam wants weekly status emails on Monday.","Rita wants weekly status emails on Friday.","When does Rita want weekly status emails?",["friday"],"When does Sam want weekly status emails?",["monday"]),
("zh","service","订单服务部署在 k8s 的 order 命名空间。","库存服务部署在 k8s 的 stock 命名空间。","库存服务在哪个命名空间？",["stock"],"订单服务在哪个命名空间？",["order 命名空间"]),
("zh","env","测试环境的 MySQL 密码存在 Vault 的 dev 路径。","生产环境的 MySQL 密码存在 KMS 里。","生产环境 MySQL 密码存在哪？",["kms"],"测试环境 MySQL 密码存在哪？",["vault"]),
("zh","person","王磊喜欢用 Tab 缩进。","李娜喜欢用四个空格缩进。","李娜喜欢什么缩进？",["四个空格"],"王磊喜欢什么缩进？",["tab"]),
("zh","region","华东机房在杭州。","华北机房在张家口。","华北机房在哪里？",["张家口"],"华东机房在哪里？",["杭州"]),
("zh","service","用户服务的超时时间是 2 秒。","商品服务的超时时间是 8 秒。","商品服务超时多少？",["8 秒"],"用户服务超时多少？",["2 秒"]),
("zh","project","鲸鱼项目的周会在周一下午。","海豚项目的周会在周三上午。","海豚项目周会什么时候？",["周三上午"],"鲸鱼项目周会什么时候？",["周一下午"]),
("zh","person","陈静负责安卓端发版。","刘洋负责 iOS 端发版。","谁负责 iOS 端发版？",["刘洋"],"谁负责安卓端发版？",["陈静"]),
("zh","env","预发环境的域名是 pre.shop.cn。","灰度环境的域名是 gray.shop.cn。","灰度环境域名是什么？",["gray.shop.cn"],"预发环境域名是什么？",["pre.shop.cn"]),
("zh","service","搜索服务的副本数是 6。","推荐服务的副本数是 10。","推荐服务副本数是多少？",["10"],"搜索服务副本数是多少？",["6"]),
("zh","region","上海办公室的打印机在 3 楼。","深圳办公室的打印机在 12 楼。","深圳办公室打印机在几楼？",["12 楼"],"上海办公室打印机在几楼？",["3 楼"]),
("zh","person","小林的生日是 5 月 3 日。","小赵的生日是 9 月 18 日。","小赵生日是哪天？",["9 月 18 日"],"小林生日是哪天？",["5 月 3 日"]),
("mixed","service","Payment service 的 QPS 上限是 800。","Refund service 的 QPS 上限是 200。","Refund service QPS 上限多少？",["200"],"Payment service QPS 上限多少？",["800"]),
("mixed","env","Staging 用的 Kafka 集群是 kafka-stg-01。","Production 用的 Kafka 集群是 kafka-prd-03。","Production 用哪个 Kafka 集群？",["kafka-prd-03"],"Staging 用哪个 Kafka 集群？",["kafka-stg-01"]),
("mixed","project","Backend repo 用 Go 1.22。","Data repo 用 Scala 2.13。","Data repo 用什么语言版本？",["scala 2.13"],"Backend repo 用什么语言版本？",["go 1.22"]),
("mixed","person","Kevin 的 GitHub 用户名是 kevdev。","Tom 的 GitHub 用户名是 tomcat88。","Tom 的 GitHub 用户名是什么？",["tomcat88"],"Kevin 的 GitHub 用户名是什么？",["kevdev"]),
("mixed","region","北美用户走 CDN 节点 cdn-us.example.com。","欧洲用户走 CDN 节点 cdn-eu.example.com。","欧洲用户走哪个 CDN？",["cdn-eu.example.com"],"北美用户走哪个 CDN？",["cdn-us.example.com"]),
("mixed","service","Notification service 用 RabbitMQ。","Audit service 用 NATS。","Audit service 用什么消息队列？",["nats"],"Notification service 用什么消息队列？",["rabbitmq"]),
("en","project","The blog repo deploys to Vercel.","The docs repo deploys to GitHub Pages.","Where does the docs repo deploy?",["github pages"],"Where does the blog repo deploy?",["vercel"]),
("en","service","The image resizer has a memory limit of 512Mi.","The video transcoder has a memory limit of 4Gi.","What is the video transcoder's memory limit?",["4gi"],"What is the image resizer's memory limit?",["512mi"]),
("zh","env","开发环境不开启 HTTPS。","生产环境强制开启 HTTPS 和 HSTS。","生产环境 HTTPS 配置是什么？",["hsts"],"开发环境开不开 HTTPS？",["不开启"]),
("zh","service","网关服务的日志级别是 WARN。","鉴权服务的日志级别是 DEBUG。","鉴权服务日志级别是什么？",["debug"],"网关服务日志级别是什么？",["warn"]),
("en","person","Nadia's preferred name in docs is 'N. Karimi'.","Nadim's preferred name in docs is 'Nadim K.'.","How does Nadim want to be named in docs?",["nadim k."],"How does Nadia want to be named in docs?",["n. karimi"]),
]

# restatements: (lang, variant, text1, text2, question, current)
R = [
("en","paraphrase","The staging API listens on port 9090.","Staging API: port 9090.","Which port does the staging API listen on?",["9090"]),
("en","paraphrase","Database schema changes are frozen during the last week of each quarter.","No schema changes in the final week of a quarter.","When are database schema changes frozen?",["quarter"]),
("en","detail","The analytics team uses dbt for transformations.","The analytics team uses dbt for transformations, run nightly from Airflow.","What does analytics use for transformations?",["dbt"]),
("en","paraphrase","Marta owns the search service.","The search service is owned by Marta.","Who owns the search service?",["marta"]),
("en","paraphrase","Our Go services are built with Go 1.22.","All Go services build with Go 1.22.","Which Go version do the services use?",["1.22"]),
("en","detail","The user prefers concise answers.","The user prefers concise answers — a short summary first, details only if asked.","What answer style does the user prefer?",["concise"]),
("en","paraphrase","The VPN endpoint is vpn.hollis.io.","Connect to vpn.hollis.io for VPN access.","What is the VPN endpoint?",["vpn.hollis.io"]),
("en","detail","Database migrations are run with Alembic.","Database migrations are run with Alembic; autogenerate is allowed but always reviewed.","What runs the database migrations?",["alembic"]),
("en","paraphrase","Backups are kept for 35 days.","We keep backups 35 days.","How long are backups kept?",["35 days"]),
("en","paraphrase","The team's retro is every other Thursday.","Retros happen every other Thursday.","When is the team retro?",["every other thursday"]),
("en","detail","The mobile app uses Sentry for crash reporting.","The mobile app uses Sentry for crash reporting, with source maps uploaded in CI.","What does the mobile app use for crash reporting?",["sentry"]),
("en","paraphrase","Use 2-space indentation in YAML files.","YAML files are indented with 2 spaces.","What indentation do YAML files use?",["2"]),
("en","paraphrase","The API base URL is https://api.tidewell.com/v2.","https://api.tidewell.com/v2 is the API base URL.","What is the API base URL?",["https://api.tidewell.com/v2"]),
("en","detail","The CDN in front of the shop is Fastly.","The CDN in front of the shop is Fastly, configured via Terraform.","Which CDN fronts the shop?",["fastly"]),
("en","paraphrase","The max file size for attachments is 20 MB.","Attachments are limited to 20 MB each.","What is the attachment size limit?",["20 mb"]),
("en","paraphrase","Hotfixes branch off the latest release tag.","We cut hotfix branches from the most recent release tag.","Where do hotfix branches branch from?",["release tag"]),
("en","detail","Ravi is the tech lead for the ledger project.","Ravi is the tech lead for the ledger project and approves its architecture changes.","Who is the ledger project's tech lead?",["ravi"]),
("en","paraphrase","The user likes tests written with pytest, not unittest.","Write tests with pytest rather than unittest for this user.","Which test framework does the user want?",["pytest"]),
("en","paraphrase","Secrets are stored in HashiCorp Vault.","We keep secrets in HashiCorp Vault.","Where are secrets stored?",["vault"]),
("en","detail","The status page is status.birchline.app.","The status page is status.birchline.app, hosted on Instatus.","What is the status page URL?",["status.birchline.app"]),
("en","paraphrase","Customer data must stay in the EU region.","Customer data has to remain in the EU region.","Where must customer data stay?",["eu region"]),
("en","paraphrase","The cron for cleanup runs at 03:15 daily.","Cleanup cron: daily at 03:15.","When does the cleanup cron run?",["03:15"]),
("zh","paraphrase","测试环境的 API 端口是 9091。","测试环境 API 用 9091 端口。","测试环境 API 是哪个端口？",["9091"]),
("zh","paraphrase","我们周五不上线。","周五一律不发版上线。","周五上线吗？",["周五"]),
("zh","detail","数据分析组用 ClickHouse 做报表。","数据分析组用 ClickHouse 做报表，数据每小时从 Kafka 导入。","数据分析组用什么做报表？",["clickhouse"]),
("zh","paraphrase","支付模块由黄涛负责。","黄涛是支付模块的负责人。","谁负责支付模块？",["黄涛"]),
("zh","paraphrase","用户希望回答用中文。","回答时请用中文，这是用户的要求。","用户希望用什么语言回答？",["中文"]),
("zh","detail","代码提交前要跑 pre-commit。","代码提交前要跑 pre-commit，包含 ruff 和 mypy 检查。","代码提交前要跑什么？",["pre-commit"]),
("zh","paraphrase","日志保留 30 天。","日志的保存期限为 30 天。","日志保留多久？",["30 天"]),
("zh","paraphrase","办公室 Wi-Fi 名字是 Orchid-5G。","公司 Wi-Fi 叫 Orchid-5G。","办公室 Wi-Fi 叫什么？",["orchid-5g"]),
("zh","detail","每月 1 号做成本复盘。","每月 1 号做成本复盘，由财务和 SRE 一起参加。","成本复盘什么时候做？",["每月 1 号"]),
("zh","paraphrase","生产数据库只允许通过堡垒机访问。","访问生产数据库必须经过堡垒机。","怎么访问生产数据库？",["堡垒机"]),
("mixed","paraphrase","Staging 环境的 Nginx 配置在 /etc/nginx/conf.d/stg.conf。","Staging Nginx 的配置文件路径是 /etc/nginx/conf.d/stg.conf。","Staging Nginx 配置在哪？",["/etc/nginx/conf.d/stg.conf"]),
("mixed","detail","后端服务统一用 gRPC 通信。","后端服务统一用 gRPC 通信，proto 文件放在 shared-protos 仓库。","后端服务之间怎么通信？",["grpc"]),
("mixed","paraphrase","Code review 要在 24 小时内给反馈。","PR 提交后 reviewer 需在 24 小时内给出反馈。","Code review 多久内要反馈？",["24 小时"]),
("mixed","paraphrase","Lint 用 Ruff，不用 flake8。","Python lint 统一用 Ruff，flake8 不用。","Python lint 用什么？",["ruff"]),
("mixed","detail","线上告警发到飞书群 oncall-alerts。","线上告警发到飞书群 oncall-alerts，P0 同时打电话。","线上告警发到哪里？",["oncall-alerts"]),
("mixed","paraphrase","Docker 镜像推到 Harbor 仓库 harbor.corp.cn。","镜像统一 push 到 harbor.corp.cn。","Docker 镜像推到哪个仓库？",["harbor.corp.cn"]),
("zh","paraphrase","小周不喝咖啡，只喝茶。","小周只喝茶，不喝咖啡。","小周喝什么？",["茶"]),
("en","detail","The design system is called Pebble.","The design system is called Pebble and its tokens live in the pebble-tokens package.","What is the design system called?",["pebble"]),
]

def check_kw(ks, t): return all(k in t.lower() for k in ks)
cases = []
n = 0
for lang, var, ph, seq, q, cur, st in U:
    n += 1
    cases.append(dict(id=f"u{n:03d}", lang=lang, kind="update", variant=var + ("-3step" if len(seq) == 3 else ""),
                      phrasing=ph, sequence=seq, question=q, current=cur, stale=st))
n = 0
for lang, var, a, b, q, cur, oq, oth in L:
    n += 1
    cases.append(dict(id=f"l{n:03d}", lang=lang, kind="lookalike", variant=var, phrasing="different",
                      sequence=[a, b], question=q, current=cur, other_question=oq, other=oth))
n = 0
for lang, var, a, b, q, cur in R:
    n += 1
    cases.append(dict(id=f"r{n:03d}", lang=lang, kind="restatement", variant=var,
                      phrasing="near" if var == "paraphrase" else "different",
                      sequence=[a, b], question=q, current=cur))
(OUT / "cases.json").write_text(json.dumps(cases, ensure_ascii=False, indent=1))

import sys; sys.path.insert(0, str(OUT))
from filler_src import HAND_EN, HAND_ZH, HAND_MIX, templated
tp = templated()
# take 140 templated texts: per project, 2 EN + 2-3 ZH templates in rotation
sel = []
for i in range(len(tp) // 10):
    block = tp[i * 10:(i + 1) * 10]
    en, zh = block[:5], block[5:]
    picks = [en[i % 5], en[(i + 2) % 5], zh[i % 5], zh[(i + 3) % 5]]
    if i % 3 == 0:
        picks.append(zh[(i + 1) % 5])
    sel += picks
filler = HAND_EN + HAND_ZH + HAND_MIX + sel
filler = [f for f in filler if f.strip()]
assert len(set(filler)) == len(filler)
filler = filler[:300]
random.Random(17).shuffle(filler)
(OUT / "filler.json").write_text(json.dumps(filler, ensure_ascii=False, indent=1))
print(len(cases), "cases;", len(filler), "filler")
