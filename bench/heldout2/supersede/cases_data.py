# -*- coding: utf-8 -*-
"""Hand-written cases for the blind supersede set 2 (s2-).

Written 2026-12-05 by a helper that had not read the code under test.
"""

CASES = []


def U(lang, variant, phrasing, seq, q, cur, stale, first=None):
    d = {"lang": lang, "kind": "update", "variant": variant, "phrasing": phrasing,
         "sequence": list(seq), "question": q, "current": list(cur), "stale": list(stale)}
    if first:
        d["_stale_first"] = list(first)
    CASES.append(d)


def L(lang, phrasing, seq, q, cur, oq, other):
    CASES.append({"lang": lang, "kind": "lookalike", "variant": "subject", "phrasing": phrasing,
                  "sequence": list(seq), "question": q, "current": list(cur), "stale": [],
                  "other_question": oq, "other": list(other)})


def R(lang, phrasing, seq, q, cur):
    CASES.append({"lang": lang, "kind": "restatement", "variant": "paraphrase", "phrasing": phrasing,
                  "sequence": list(seq), "question": q, "current": list(cur), "stale": []})


# ===========================================================================
# UPDATES - English
# ===========================================================================
# value / near
U("en", "value", "near",
  ["The nightly backup job for the orders DB runs at 02:30 UTC.",
   "The nightly backup job for the orders DB runs at 04:15 UTC."],
  "What time does the orders database backup run each night?", ["04:15"], ["02:30"])
U("en", "value", "near",
  ["Max upload size on the media service is 25 MB.",
   "Max upload size on the media service is 80 MB."],
  "How large can an upload to the media service be?", ["80 mb"], ["25 mb"])
U("en", "value", "near",
  ["The ingest API rate limit is 1250 requests per minute per key.",
   "The ingest API rate limit is 2750 requests per minute per key."],
  "What is the per-key rate limit on the ingest API?", ["2750"], ["1250"])
U("en", "value", "near",
  ["The frontend repo requires Node 18.19.",
   "The frontend repo requires Node 20.11.",
   "The frontend repo requires Node 22.3."],
  "Which Node version does the frontend repo need?", ["22.3"], ["20.11"], first=["18.19"])
U("en", "value", "near",
  ["Payment webhook timeout is 8 seconds.",
   "Payment webhook timeout is 14 seconds."],
  "How long is the payment webhook timeout?", ["14 seconds"], ["8 seconds"])
U("en", "value", "near",
  ["The analytics team's Snowflake warehouse size is MEDIUM.",
   "The analytics team's Snowflake warehouse size is XLARGE."],
  "What size is the analytics Snowflake warehouse?", ["xlarge", "snowflake"], ["size is medium"])
U("en", "value", "near",
  ["The on-call rotation for the search team hands over every Tuesday at 10:00.",
   "The on-call rotation for the search team hands over every Friday at 10:00."],
  "On which day does the search team's on-call handover happen?", ["every friday", "search team"], ["every tuesday"])
U("en", "value", "near",
  ["The docs site is deployed from the `release/docs` branch.",
   "The docs site is deployed from the `docs-live` branch."],
  "Which branch is the docs site deployed from?", ["docs-live"], ["release/docs"])
U("en", "value", "near",
  ["The user's preferred timezone for scheduling is America/Chicago.",
   "The user's preferred timezone for scheduling is Europe/Lisbon."],
  "Which timezone should meetings for the user be scheduled in?", ["europe/lisbon"], ["america/chicago"])
U("en", "value", "near",
  ["Our Sentry sample rate for the mobile app is 0.25.",
   "Our Sentry sample rate for the mobile app is 0.05."],
  "What Sentry sample rate does the mobile app use?", ["0.05", "sentry"], ["0.25"])

# value / different
U("en", "value", "different",
  ["Build artifacts are kept in s3://ci-artifacts-prod for 30 days.",
   "As of Monday, after the cost review, CI artifacts only stick around for a week now; the lifecycle expiry on s3://ci-artifacts-prod is 7 days."],
  "How long are CI build artifacts retained?", ["7 days", "ci-artifacts-prod"], ["30 days"])
U("en", "value", "different",
  ["Invoices are generated on the 1st of each month.",
   "As of the March billing cycle, finance wants invoices cut on the 15th instead."],
  "On what day of the month are invoices generated?", ["15th", "invoices"], ["1st"])
U("en", "value", "different",
  ["The data retention period for chat transcripts is 90 days.",
   "Legal shortened how long we hold onto chat transcripts: anything older than 45 days gets purged now."],
  "How long do we keep chat transcripts?", ["45 days", "chat transcripts"], ["90 days"])
U("en", "value", "different",
  ["The API gateway's upstream timeout is 30s.",
   "We bumped it: requests through the API gateway can now wait up to 60s for upstream services before erroring."],
  "How long does the API gateway wait for upstream services?", ["60s", "api gateway"], ["30s"])
U("en", "value", "different",
  ["The production Kubernetes cluster runs version 1.27.",
   "Prod cluster upgrade finished last night; kubectl now reports a 1.29 server."],
  "Which Kubernetes version is the production cluster on?", ["1.29"], ["1.27"])
U("en", "value", "different",
  ["The marketing site's CDN cache TTL is 300 seconds.",
   "Marketing site CDN TTL bumped to 900 seconds.",
   "The longer cache turned out too sticky for the pricing page, so marketing CDN entries now expire after 600 seconds."],
  "What is the CDN cache TTL for the marketing site?", ["600 seconds"], ["900 seconds"], first=["300 seconds"])
U("en", "value", "different",
  ["The search reindex cron is `0 */6 * * *`.",
   "Reindexing search every six hours wasn't fresh enough, so the cron expression was changed to `*/30 * * * *`."],
  "What cron schedule does the search reindex use?", ["*/30 * * * *"], ["0 */6 * * *"])
U("en", "value", "different",
  ["Our AWS monthly budget alert is set at $18,000.",
   "Finance raised the ceiling, so we only get the AWS spend alert once the month passes $24,500."],
  "At what monthly spend does the AWS budget alert fire?", ["$24,500"], ["$18,000"])
U("en", "value", "different",
  ["The mobile app's minimum supported iOS version is 15.",
   "Starting with release 8.4 we're dropping older phones; the app needs iOS 16.4 or newer."],
  "What is the oldest iOS version the mobile app supports?", ["ios 16.4"], ["version is 15"])
U("en", "value", "different",
  ["Log files on the worker nodes go to /var/log/workers.",
   "Since the disk layout change, worker logs are written under /data/logs/worker instead of the old var path."],
  "Where do the worker nodes write their logs?", ["/data/logs/worker"], ["/var/log/workers"])
U("en", "value", "different",
  ["The ML training job uses a batch size of 256.",
   "We cut the training batch size from 256 down to 128 because of OOMs on the new GPUs."],
  "What batch size does the ML training job use?", ["down to 128"], ["size of 256"])
U("en", "value", "different",
  ["Customer support hours are 9am-5pm Eastern.",
   "Support coverage is expanding: instead of 9am-5pm, agents are now online 8am-8pm Eastern."],
  "What are the customer support hours?", ["8am-8pm"], ["hours are 9am-5pm"])

# choice / near
U("en", "choice", "near",
  ["We use Jest as the test runner for the web app.",
   "We use Vitest as the test runner for the web app."],
  "Which test runner does the web app use?", ["vitest"], ["jest"])
U("en", "choice", "near",
  ["Transactional emails are sent through SendGrid.",
   "Transactional emails are sent through Postmark."],
  "Which provider sends our transactional emails?", ["postmark"], ["sendgrid"])
U("en", "choice", "near",
  ["The team's issue tracker is Jira.",
   "The team's issue tracker is Linear."],
  "What issue tracker does the team use?", ["linear", "issue tracker"], ["jira"])
U("en", "choice", "near",
  ["Feature flags are managed with LaunchDarkly.",
   "Feature flags are managed with Unleash.",
   "Feature flags are managed with Flagsmith."],
  "Which tool manages our feature flags?", ["flagsmith"], ["unleash"], first=["launchdarkly"])
U("en", "choice", "near",
  ["Infrastructure is provisioned with Terraform.",
   "Infrastructure is provisioned with Pulumi."],
  "What tool do we provision infrastructure with?", ["pulumi"], ["terraform"])
U("en", "choice", "near",
  ["The default LLM for summarization is gpt-4o-mini.",
   "The default LLM for summarization is claude-3-5-haiku."],
  "Which model is the default for summarization?", ["claude-3-5-haiku"], ["gpt-4o-mini"])

# choice / different
U("en", "choice", "different",
  ["Background jobs run on Celery with RabbitMQ as the broker.",
   "We finished ripping out the old job stack; background work goes through Dramatiq on Redis streams now."],
  "What framework runs our background jobs?", ["dramatiq"], ["rabbitmq"])
U("en", "choice", "different",
  ["The user prefers Poetry for managing Python dependencies.",
   "User switched from Poetry to uv for Python projects and wants new repos scaffolded with it."],
  "Which Python dependency manager does the user want?", ["uv for python"], ["prefers poetry"])
U("en", "choice", "different",
  ["Production metrics are stored in InfluxDB.",
   "InfluxDB got retired in the observability overhaul; prod metrics land in VictoriaMetrics these days."],
  "Where are production metrics stored?", ["victoriametrics"], ["stored in influxdb"])
U("en", "choice", "different",
  ["Container images are pushed to Docker Hub.",
   "Going forward, push every container image to GitHub Container Registry (ghcr.io); Docker Hub rate limits were killing CI."],
  "Which registry do we push container images to?", ["ghcr.io"], ["pushed to docker hub"])
U("en", "choice", "different",
  ["The company's video calls happen on Zoom.",
   "Leadership standardized on Google Meet for all internal calls; the Zoom licenses expire at the end of the quarter."],
  "What do we use for internal video calls?", ["google meet"], ["happen on zoom"])
U("en", "choice", "different",
  ["Frontend state management uses Redux Toolkit.",
   "For new screens we've moved to Zustand: lighter than what we had and far less boilerplate."],
  "What library handles frontend state management?", ["zustand"], ["redux toolkit"])
U("en", "choice", "different",
  ["Error tracking for the backend is done with Rollbar.",
   "Backend exceptions get reported to Honeybadger now; the previous error-tracking contract ended in May."],
  "Which error tracking service does the backend use?", ["honeybadger"], ["rollbar"])

# negation / near
U("en", "negation", "near",
  ["Dark mode is enabled by default in the admin console.",
   "Dark mode is disabled by default in the admin console."],
  "Is dark mode on by default in the admin console?", ["dark mode is disabled"], ["dark mode is enabled"])
U("en", "negation", "near",
  ["Guest checkout is allowed on the storefront.",
   "Guest checkout is not allowed on the storefront."],
  "Can shoppers check out as guests on the storefront?", ["guest checkout is not allowed"], ["guest checkout is allowed"])
U("en", "negation", "near",
  ["The user wants emoji in commit messages.",
   "The user does not want emoji in commit messages."],
  "Should commit messages for the user contain emoji?", ["does not want emoji"], ["user wants emoji"])
U("en", "negation", "near",
  ["Two-factor authentication is required for contractors.",
   "Two-factor authentication is optional for contractors."],
  "Do contractors have to use two-factor authentication?", ["optional for contractors"], ["required for contractors"])

# negation / different
U("en", "negation", "different",
  ["We deploy to production on Fridays.",
   "New rule after the outage: no prod deploys on Fridays anymore, period."],
  "Are production deploys allowed on Fridays?", ["no prod deploys on fridays"], ["we deploy to production on fridays"])
U("en", "negation", "different",
  ["The user is fine with the assistant running database migrations automatically.",
   "Don't run migrations on your own anymore; the user wants to review and trigger every migration personally."],
  "May the assistant run database migrations without asking?", ["don't run migrations"], ["running database migrations automatically"])
U("en", "negation", "different",
  ["The internal wiki is publicly indexable by search engines.",
   "After the lockdown, the internal wiki is no longer indexable; crawlers get blocked at the proxy."],
  "Can search engines index the internal wiki?", ["no longer indexable"], ["publicly indexable"])
U("en", "negation", "different",
  ["Slack notifications for failed builds are turned on for the #mobile channel.",
   "The #mobile channel was getting spammed, so failed-build pings there have been switched off."],
  "Does the #mobile Slack channel get failed-build notifications?", ["switched off", "#mobile"], ["are turned on"])
U("en", "negation", "different",
  ["Caching of GraphQL responses is enabled in the edge layer.",
   "We turned off GraphQL response caching at the edge while debugging stale data.",
   "Edge caching for GraphQL responses is back on now that the invalidation bug is fixed."],
  "Are GraphQL responses cached at the edge?", ["back on", "graphql"], ["turned off graphql"],
  first=["caching of graphql responses is enabled"])

# ===========================================================================
# UPDATES - Chinese (incl. mixed zh-en)
# ===========================================================================
# value / near
U("zh", "value", "near",
  ["订单服务的数据库连接池上限是 48。",
   "订单服务的数据库连接池上限是 160。"],
  "订单服务的数据库连接池上限是多少？", ["160", "订单服务"], ["上限是 48"])
U("zh", "value", "near",
  ["用户的周报发送时间是每周五下午 5 点。",
   "用户的周报发送时间是每周四下午 5 点。"],
  "用户的周报什么时候发送？", ["每周四", "周报"], ["每周五"])
U("zh", "value", "near",
  ["生产环境的 JVM 参数是 -Xmx4g。",
   "生产环境的 JVM 参数是 -Xmx12g。"],
  "生产环境 JVM 的最大堆内存设置是多少？", ["-xmx12g"], ["-xmx4g"])
U("zh", "value", "near",
  ["数据平台的 Spark 版本是 3.3.2。",
   "数据平台的 Spark 版本是 3.4.1。",
   "数据平台的 Spark 版本是 3.5.0。"],
  "数据平台用的是哪个 Spark 版本？", ["3.5.0"], ["3.4.1"], first=["3.3.2"])
U("zh", "value", "near",
  ["客服系统的会话超时时间是 15 分钟。",
   "客服系统的会话超时时间是 40 分钟。"],
  "客服系统的会话多久超时？", ["40 分钟", "客服"], ["15 分钟"])
U("zh", "value", "near",
  ["内部 npm 镜像地址是 npm.intra.example.cn。",
   "内部 npm 镜像地址是 registry.corp-mirror.cn。"],
  "内部 npm 镜像的地址是什么？", ["registry.corp-mirror.cn"], ["npm.intra.example.cn"])
U("zh", "value", "near",
  ["年会日期定在 1 月 18 日。",
   "年会日期定在 1 月 25 日。"],
  "年会是哪一天？", ["1 月 25 日", "年会"], ["1 月 18 日"])
U("zh", "value", "near",
  ["日志服务的 Kafka topic 分区数是 12。",
   "日志服务的 Kafka topic 分区数是 36。"],
  "日志服务的 Kafka topic 有几个分区？", ["分区数是 36"], ["分区数是 12"])
U("zh", "value", "near",
  ["单个租户的存储配额是 200GB。",
   "单个租户的存储配额是 500GB。"],
  "每个租户的存储配额有多大？", ["500gb"], ["200gb"])
U("zh", "value", "near",
  ["对账脚本的 cron 是 `0 3 * * *`。",
   "对账脚本的 cron 是 `30 5 * * *`。"],
  "对账脚本按什么 cron 表达式执行？", ["30 5 * * *"], ["0 3 * * *"])

# value / different
U("zh", "value", "different",
  ["staging 环境的 Redis 端口是 6379。",
   "staging 的 Redis 端口改成 6390 了，安全扫描要求不用默认端口。"],
  "staging 的 Redis 用哪个端口？", ["6390"], ["6379"])
U("zh", "value", "different",
  ["网关服务部署在 10.20.3.15 这台机器上。",
   "上周机房迁移之后，网关已经挪到 10.20.8.41 了，老机器下线。"],
  "网关服务现在部署在哪台机器上？", ["10.20.8.41"], ["10.20.3.15"])
U("zh", "value", "different",
  ["App 首页的 banner 图尺寸是 750x300。",
   "设计那边说以后首页 banner 统一按 1080x400 出图。"],
  "首页 banner 图应该做成多大尺寸？", ["1080x400"], ["750x300"])
U("zh", "value", "different",
  ["测试环境的数据每周日凌晨重置一次。",
   "从下个月开始，测试环境改成每天凌晨 2 点清一次数据。"],
  "测试环境的数据多久重置一次？", ["每天凌晨 2 点", "测试环境"], ["每周日"])
U("zh", "value", "different",
  ["新员工试用期是 3 个月。",
   "新员工试用期调整为 6 个月。",
   "HR 又改了规定：试用期统一 4 个月，之前那个半年的版本作废。"],
  "新员工的试用期有多长？", ["4 个月", "试用期"], ["6 个月"], first=["3 个月"])
U("zh", "value", "different",
  ["接口返回的分页大小默认是 20 条。",
   "默认 page size 以后按 50 走，前端已经改好了。"],
  "接口默认每页返回多少条？", ["按 50 走", "page size"], ["20 条"])
U("zh", "value", "different",
  ["模型推理服务的 GPU 型号是 A10。",
   "推理服务已经从 A10 换成 L40S 了，显存翻倍。"],
  "模型推理服务用的是什么 GPU？", ["l40s"], ["型号是 a10"])
U("zh", "value", "different",
  ["日报的截止提交时间是晚上 9 点。",
   "为了方便大家，日报最晚可以拖到晚上 11 点前交。"],
  "日报最晚什么时候交？", ["晚上 11 点", "日报"], ["晚上 9 点"])
U("zh", "value", "different",
  ["Jenkins 构建节点的工作目录在 /opt/jenkins/work。",
   "CI 机器重装后，Jenkins 的 workspace 放到了 /mnt/ci-workspace 下面。"],
  "Jenkins 构建节点的工作目录在哪？", ["/mnt/ci-workspace"], ["/opt/jenkins/work"])
U("zh", "value", "different",
  ["单笔退款超过 5000 元需要主管审批。",
   "财务新规：退款金额只要过了 2000 元就得找主管批。"],
  "退款金额超过多少需要主管审批？", ["2000 元", "退款"], ["5000 元"])
U("zh", "value", "different",
  ["Nginx 的 client_max_body_size 是 10m。",
   "Nginx 上传限制从 10m 调大到 100m，因为要传视频。"],
  "Nginx 的上传大小限制是多少？", ["100m", "nginx"], ["是 10m"])
U("zh", "value", "different",
  ["项目周会时间是周二上午 10 点。",
   "周会挪到周三下午了，3 点开始，会议室不变。"],
  "项目周会什么时候开？", ["周三下午", "3 点"], ["周二上午"])

# choice / near
U("zh", "choice", "near",
  ["前端组件库用的是 Ant Design。",
   "前端组件库用的是 Arco Design。"],
  "前端用的是哪个组件库？", ["arco"], ["ant design"])
U("zh", "choice", "near",
  ["消息队列选用的是 RocketMQ。",
   "消息队列选用的是 Pulsar。"],
  "我们用的消息队列是什么？", ["pulsar"], ["rocketmq"])
U("zh", "choice", "near",
  ["团队文档工具是语雀。",
   "团队文档工具是飞书文档。",
   "团队文档工具是 Notion。"],
  "团队用什么工具写文档？", ["notion"], ["飞书文档"], first=["语雀"])
U("zh", "choice", "near",
  ["对象存储用的是阿里云 OSS。",
   "对象存储用的是腾讯云 COS。"],
  "对象存储用的是哪家的服务？", ["cos", "腾讯云"], ["阿里云 oss"])
U("zh", "choice", "near",
  ["代码托管平台是 GitLab。",
   "代码托管平台是 Gitee。"],
  "代码托管在哪个平台？", ["gitee"], ["gitlab"])
U("zh", "choice", "near",
  ["数据库 ORM 用的是 MyBatis。",
   "数据库 ORM 用的是 JPA。"],
  "项目用哪个 ORM 框架？", ["jpa"], ["mybatis"])

# choice / different
U("zh", "choice", "different",
  ["监控告警走的是 Zabbix。",
   "我们已经改用 Prometheus + Alertmanager 做告警了，Zabbix 那套下个月停。"],
  "监控告警用的是什么系统？", ["alertmanager"], ["走的是 zabbix"])
U("zh", "choice", "different",
  ["用户喜欢用 VS Code 写代码。",
   "用户最近迷上了 Neovim，以后给编辑器配置建议请按它来。"],
  "用户用什么编辑器写代码？", ["neovim"], ["vs code"])
U("zh", "choice", "different",
  ["短信验证码服务商是阿里云短信。",
   "验证码短信以后都走容联云，阿里那边的合同不续了。"],
  "短信验证码由哪家服务商发送？", ["容联云"], ["阿里云短信"])
U("zh", "choice", "different",
  ["定时任务调度用的是 XXL-JOB。",
   "调度平台迁移完成，定时任务现在全部跑在 DolphinScheduler 上。"],
  "定时任务用什么平台调度？", ["dolphinscheduler"], ["xxl-job"])
U("zh", "choice", "different",
  ["前端打包工具是 Webpack。",
   "新项目别再用 webpack 了，统一换成 Vite，构建快很多。"],
  "前端项目用什么打包工具？", ["换成 vite"], ["打包工具是 webpack"])
U("zh", "choice", "different",
  ["公司的密码管理器是 LastPass。",
   "LastPass 出事之后，IT 让大家把密码都迁到 1Password。"],
  "公司统一用哪个密码管理器？", ["1password"], ["密码管理器是 lastpass"])
U("zh", "choice", "different",
  ["翻译服务调用的是 Google Translate API。",
   "出于合规考虑，翻译接口以后不再用谷歌的，改用 DeepL。"],
  "翻译服务调用的是哪家 API？", ["deepl"], ["google translate"])

# negation / near
U("zh", "negation", "near",
  ["生产数据库允许开发人员直接查询。",
   "生产数据库不允许开发人员直接查询。"],
  "开发人员能直接查生产数据库吗？", ["数据库不允许"], ["数据库允许"])
U("zh", "negation", "near",
  ["周末发版需要审批。",
   "周末发版不需要审批。"],
  "周末发版要不要审批？", ["发版不需要审批"], ["发版需要审批"])
U("zh", "negation", "near",
  ["用户希望回答里带上参考链接。",
   "用户不希望回答里带上参考链接。"],
  "给用户的回答要附参考链接吗？", ["不希望回答里带上参考链接"], ["用户希望回答里"])
U("zh", "negation", "near",
  ["灰度发布功能已开启。",
   "灰度发布功能已关闭。"],
  "灰度发布功能现在是开着的吗？", ["灰度发布功能已关闭"], ["灰度发布功能已开启"])

# negation / different
U("zh", "negation", "different",
  ["测试报告需要抄送给产品经理。",
   "以后不再给产品经理抄送测试报告了，他们自己去看板上看。"],
  "测试报告还要抄送产品经理吗？", ["不再给产品经理抄送"], ["需要抄送给产品经理"])
U("zh", "negation", "different",
  ["内网机器可以直接访问外网。",
   "安全部门收紧策略，内网服务器出网全部被封，要走代理才行。"],
  "内网机器能直接上外网吗？", ["出网全部被封"], ["可以直接访问外网"])
U("zh", "negation", "different",
  ["用户允许助手自动 git push。",
   "别再帮用户 push 代码了，他说 push 一律自己来。"],
  "助手可以替用户 push 代码吗？", ["一律自己来", "push"], ["自动 git push"])
U("zh", "negation", "different",
  ["报销单可以走纸质流程。",
   "纸质报销从本月起彻底取消，只能在线上系统提交。"],
  "报销还能交纸质单据吗？", ["彻底取消", "报销"], ["可以走纸质流程"])
U("zh", "negation", "different",
  ["API 文档对外公开。",
   "API 文档暂时下线，不对外公开。",
   "API 文档重新对外开放了，加了登录校验。"],
  "外部用户现在能看 API 文档吗？", ["重新对外开放"], ["暂时下线"], first=["文档对外公开"])

# ===========================================================================
# LOOK-ALIKES - English
# ===========================================================================
L("en", "near",
  ["The billing service runs on port 8081.", "The shipping service runs on port 8082."],
  "Which port does the shipping service run on?", ["8082"],
  "Which port does the billing service run on?", ["8081"])
L("en", "near",
  ["Prod in us-east-1 uses the m6i.2xlarge instance type.", "Prod in eu-central-1 uses the c7g.4xlarge instance type."],
  "What instance type does prod in eu-central-1 use?", ["c7g.4xlarge"],
  "What instance type does prod in us-east-1 use?", ["m6i.2xlarge"])
L("en", "near",
  ["The iOS app's bundle id is com.fernwood.notes.", "The macOS app's bundle id is com.fernwood.desk."],
  "What is the macOS app's bundle id?", ["com.fernwood.desk"],
  "What is the iOS app's bundle id?", ["com.fernwood.notes"])
L("en", "near",
  ["The Platform team's standup is at 9:30.", "The Data team's standup is at 10:15."],
  "When is the Data team's standup?", ["10:15"],
  "When is the Platform team's standup?", ["9:30"])
L("en", "near",
  ["Staging's Elasticsearch cluster has 3 data nodes.", "Production's Elasticsearch cluster has 9 data nodes."],
  "How many data nodes does the production Elasticsearch cluster have?", ["9 data nodes"],
  "How many data nodes does the staging Elasticsearch cluster have?", ["3 data nodes"])
L("en", "near",
  ["Alice's GitHub handle is alice-ng.", "Bob's GitHub handle is bob-okafor."],
  "What is Bob's GitHub handle?", ["bob-okafor"],
  "What is Alice's GitHub handle?", ["alice-ng"])
L("en", "near",
  ["The dev environment's API base URL is api.dev.quillstack.io.", "The QA environment's API base URL is api.qa.quillstack.io."],
  "What is the API base URL for the QA environment?", ["api.qa.quillstack.io"],
  "What is the API base URL for the dev environment?", ["api.dev.quillstack.io"])
L("en", "near",
  ["The Android release train ships every 2 weeks.", "The iOS release train ships every 3 weeks."],
  "How often does the iOS release train ship?", ["3 weeks"],
  "How often does the Android release train ship?", ["2 weeks"])
L("en", "near",
  ["The orders table is partitioned by created_at month.", "The events table is partitioned by tenant_id hash."],
  "How is the events table partitioned?", ["tenant_id hash"],
  "How is the orders table partitioned?", ["created_at month"])
L("en", "near",
  ["The Singapore office Wi-Fi network is called Kestrel-Guest.", "The Berlin office Wi-Fi network is called Heron-Guest."],
  "What is the Wi-Fi network called in the Berlin office?", ["heron-guest"],
  "What is the Wi-Fi network called in the Singapore office?", ["kestrel-guest"])

L("en", "different",
  ["The auth service's JWT tokens expire after 15 minutes.",
   "For the partner API, issued access tokens live a full 2 hours before needing a refresh."],
  "How long do partner API access tokens last?", ["2 hours"],
  "How long do the auth service's JWT tokens last?", ["15 minutes"])
L("en", "different",
  ["Team Falcon owns the checkout flow.",
   "Checkout's sibling, the returns portal, is maintained by the folks on Team Osprey."],
  "Which team maintains the returns portal?", ["osprey"],
  "Which team owns the checkout flow?", ["falcon"])
L("en", "different",
  ["The EU customer database is backed up every 4 hours.",
   "Over in APAC, the customer DB snapshot only happens once nightly at 01:00 SGT."],
  "How often is the APAC customer database backed up?", ["01:00 sgt"],
  "How often is the EU customer database backed up?", ["every 4 hours"])
L("en", "different",
  ["Marketing's Slack channel is #mkt-general.",
   "If you need the sales folks, they hang out in #sales-floor on Slack."],
  "Which Slack channel does the sales team use?", ["#sales-floor"],
  "Which Slack channel does marketing use?", ["#mkt-general"])
L("en", "different",
  ["The image-resize Lambda has 1024 MB of memory.",
   "Memory for the thumbnail-cleanup function was set to a modest 256 MB."],
  "How much memory does the thumbnail-cleanup function have?", ["256 mb"],
  "How much memory does the image-resize Lambda have?", ["1024 mb"])
L("en", "different",
  ["The user's work email is priya@northwind.dev.",
   "For personal stuff, Priya uses priya.k.r@proton.me."],
  "What is Priya's personal email address?", ["priya.k.r@proton.me"],
  "What is the user's work email?", ["priya@northwind.dev"])
L("en", "different",
  ["Python services in the monorepo target Python 3.11.",
   "The legacy reporting scripts are stuck on an older interpreter, 3.8, until someone ports them."],
  "Which Python version do the legacy reporting scripts use?", ["3.8"],
  "Which Python version do monorepo services target?", ["3.11"])
L("en", "different",
  ["The production Kafka cluster retains messages for 96 hours.",
   "On the analytics Kafka cluster, topics keep data around for three weeks."],
  "How long does the analytics Kafka cluster retain data?", ["three weeks"],
  "How long does the production Kafka cluster retain messages?", ["96 hours"])
L("en", "different",
  ["The Tokyo region's read replica lag alert fires at 30 seconds.",
   "Replica lag paging for Sao Paulo is looser: it waits a full minute before anyone gets woken up."],
  "What is the replica lag paging threshold for Sao Paulo?", ["full minute"],
  "At what lag does the Tokyo replica alert fire?", ["30 seconds"])
L("en", "different",
  ["Store #112 in Austin closes at 9pm.",
   "The Denver location, store #207, stays open until 11pm."],
  "When does the Denver store close?", ["11pm"],
  "When does the Austin store close?", ["9pm"])

# ===========================================================================
# LOOK-ALIKES - Chinese
# ===========================================================================
L("zh", "near",
  ["北京机房的出口带宽是 10Gbps。", "上海机房的出口带宽是 40Gbps。"],
  "上海机房的出口带宽是多少？", ["40gbps"],
  "北京机房的出口带宽是多少？", ["10gbps"])
L("zh", "near",
  ["用户服务的 MySQL 库名是 user_center。", "订单服务的 MySQL 库名是 order_center。"],
  "订单服务的 MySQL 库叫什么？", ["order_center"],
  "用户服务的 MySQL 库叫什么？", ["user_center"])
L("zh", "near",
  ["安卓端的最新版本号是 5.12.0。", "iOS 端的最新版本号是 5.11.3。"],
  "iOS 端最新的版本号是多少？", ["5.11.3"],
  "安卓端最新的版本号是多少？", ["5.12.0"])
L("zh", "near",
  ["华东区的销售负责人是王磊。", "华南区的销售负责人是陈静。"],
  "华南区的销售负责人是谁？", ["陈静"],
  "华东区的销售负责人是谁？", ["王磊"])
L("zh", "near",
  ["dev 环境的 Nacos 命名空间是 ns-dev-01。", "prod 环境的 Nacos 命名空间是 ns-prod-07。"],
  "prod 环境用哪个 Nacos 命名空间？", ["ns-prod-07"],
  "dev 环境用哪个 Nacos 命名空间？", ["ns-dev-01"])
L("zh", "near",
  ["前端组的代码评审要求一个 approve。", "后端组的代码评审要求两个 approve。"],
  "后端组的代码评审需要几个 approve？", ["两个 approve"],
  "前端组的代码评审需要几个 approve？", ["一个 approve"])
L("zh", "near",
  ["A 产品线的季度预算是 80 万。", "B 产品线的季度预算是 65 万。"],
  "B 产品线每季度的预算是多少？", ["65 万"],
  "A 产品线每季度的预算是多少？", ["80 万"])
L("zh", "near",
  ["支付回调接口的限流是每秒 500 次。", "退款回调接口的限流是每秒 200 次。"],
  "退款回调接口的限流是多少？", ["每秒 200 次"],
  "支付回调接口的限流是多少？", ["每秒 500 次"])
L("zh", "near",
  ["深圳团队的周会在周一上午。", "杭州团队的周会在周一下午。"],
  "杭州团队的周会在什么时候？", ["周一下午"],
  "深圳团队的周会在什么时候？", ["周一上午"])
L("zh", "near",
  ["测试集群的 ES 索引副本数是 0。", "生产集群的 ES 索引副本数是 2。"],
  "生产集群 ES 索引的副本数是多少？", ["副本数是 2"],
  "测试集群 ES 索引的副本数是多少？", ["副本数是 0"])

L("zh", "different",
  ["商品服务的 gRPC 端口是 9090。", "库存服务那边 gRPC 开在 9091 上，别搞混了。"],
  "库存服务的 gRPC 端口是多少？", ["9091"],
  "商品服务的 gRPC 端口是多少？", ["9090"])
L("zh", "different",
  ["国内站用的 CDN 是网宿。", "海外站点的静态资源则托管在 Cloudflare 上。"],
  "海外站点的静态资源用哪家 CDN？", ["cloudflare"],
  "国内站用哪家 CDN？", ["网宿"])
L("zh", "different",
  ["小程序的 AppID 是 wx8f3a21c0d9e7b645。", "公众号那边对应的 AppID 是 wx2c71e09ab48d3f10，两个不要混用。"],
  "公众号的 AppID 是什么？", ["wx2c71e09ab48d3f10"],
  "小程序的 AppID 是什么？", ["wx8f3a21c0d9e7b645"])
L("zh", "different",
  ["运维组负责 K8s 集群的升级。", "至于数据库的版本升级，归 DBA 小组管。"],
  "数据库版本升级由谁负责？", ["dba"],
  "K8s 集群升级由谁负责？", ["运维组"])
L("zh", "different",
  ["主站的 SSL 证书 2025 年 3 月 14 日到期。", "后台管理系统用的那张证书，过期时间是 2025 年 9 月 2 日。"],
  "后台管理系统的证书什么时候过期？", ["2025 年 9 月 2 日"],
  "主站的 SSL 证书什么时候到期？", ["2025 年 3 月 14 日"])
L("zh", "different",
  ["staging 的 MongoDB 连接串用户名是 app_stg。", "线上 Mongo 用的账号叫 app_live，只能读写业务库。"],
  "线上 MongoDB 用的账号是什么？", ["app_live"],
  "staging 的 MongoDB 用户名是什么？", ["app_stg"])
L("zh", "different",
  ["张伟的工位在 3 楼 A 区。", "李娜坐在五楼靠窗那排，B 区。"],
  "李娜的工位在哪里？", ["五楼", "b 区"],
  "张伟的工位在哪里？", ["3 楼 a 区"])
L("zh", "different",
  ["中文客服热线是 400-820-1234。", "英文客服走另一条线：400-820-5678。"],
  "英文客服热线是多少？", ["400-820-5678"],
  "中文客服热线是多少？", ["400-820-1234"])
L("zh", "different",
  ["推荐服务的 P99 延迟目标是 80ms。", "搜索接口要求更严，P99 得压在 45ms 以内。"],
  "搜索接口的 P99 延迟目标是多少？", ["45ms"],
  "推荐服务的 P99 延迟目标是多少？", ["80ms"])
L("zh", "different",
  ["iOS 包体积上限是 150MB。", "Android 这边 APK 控制在 90MB 以下就行。"],
  "Android APK 的体积上限是多少？", ["90mb"],
  "iOS 安装包的体积上限是多少？", ["150mb"])

# ===========================================================================
# RESTATEMENTS - English
# ===========================================================================
R("en", "near",
  ["The CI pipeline timeout is 45 minutes.", "CI pipeline timeout: 45 minutes."],
  "How long can a CI pipeline run before it times out?", ["45 minutes"])
R("en", "near",
  ["The design system's primary font is IBM Plex Sans.", "The primary font in our design system is IBM Plex Sans."],
  "What is the design system's primary font?", ["ibm plex sans"])
R("en", "near",
  ["Database credentials rotate every 60 days.", "DB credentials are rotated every 60 days."],
  "How often are database credentials rotated?", ["60 days", "credentials"])
R("en", "near",
  ["The user is called Tomás and is based in Porto.", "The user, Tomás, is based in Porto."],
  "What is the user's name and where are they based?", ["tomás", "porto"])

R("en", "different",
  ["Our staging database is PostgreSQL hosted on RDS.",
   "Staging runs on Amazon's managed Postgres offering (RDS)."],
  "What kind of database backs staging?", ["rds", "postgres"])
R("en", "different",
  ["Pull requests need two approvals before merging to main.",
   "Nothing lands on main unless two reviewers have approved the PR."],
  "How many approvals does a PR need before merging?", ["two", "approv"])
R("en", "different",
  ["The user prefers answers in bullet points, not long paragraphs.",
   "Keep responses to this user as bulleted lists; walls of prose annoy them."],
  "How does the user like answers formatted?", ["bullet"])
R("en", "different",
  ["The SLA for P1 incidents is a 15-minute response.",
   "When something is P1, someone has to respond within fifteen minutes; that's the SLA."],
  "What is the response SLA for P1 incidents?", ["p1", "sla"])
R("en", "different",
  ["Customer PII must be encrypted at rest with AES-256.",
   "Any personal data about customers is stored encrypted on disk, using AES-256."],
  "How must customer PII be stored?", ["aes-256"])
R("en", "different",
  ["The team offsite is scheduled for October 14-16 in Asheville.",
   "We're heading to Asheville for three days of offsite, October 14-16."],
  "When and where is the team offsite?", ["asheville", "october 14-16"])
R("en", "different",
  ["The user has a dog named Biscuit.",
   "Biscuit, the user's corgi, comes up a lot in small talk."],
  "What is the user's dog called?", ["biscuit"])
R("en", "different",
  ["The production web tier autoscales between 12 and 140 pods.",
   "Prod web HPA settings: floor of 12 pods, ceiling of 140."],
  "What are the autoscaling bounds of the production web tier?", ["140", "pods"])
R("en", "different",
  ["Feature work is tracked in two-week sprints starting on Wednesdays.",
   "Sprints last a fortnight and kick off each Wednesday."],
  "How long are sprints and when do they start?", ["wednesday", "sprint"])
R("en", "different",
  ["Refunds over $500 require manager approval.",
   "Anything above $500 being refunded needs a manager to sign off first."],
  "Which refunds need a manager's approval?", ["$500", "manager"])
R("en", "different",
  ["The mobile team uses Fastlane to ship builds to TestFlight.",
   "Builds reach TestFlight through Fastlane lanes that the mobile folks maintain."],
  "How do mobile builds get to TestFlight?", ["fastlane", "testflight"])
R("en", "different",
  ["Secrets are stored in HashiCorp Vault under the kv/prod path.",
   "kv/prod in Vault is where the production secrets live."],
  "Where are production secrets stored?", ["vault", "kv/prod"])

# ===========================================================================
# RESTATEMENTS - Chinese
# ===========================================================================
R("zh", "near",
  ["项目的代码规范是 Google Java Style。", "项目代码规范采用 Google Java Style。"],
  "项目遵循哪套代码规范？", ["google java style"])
R("zh", "near",
  ["用户的生日是 6 月 3 日。", "用户生日：6 月 3 日。"],
  "用户的生日是哪天？", ["6 月 3 日"])
R("zh", "near",
  ["线上告警统一发到钉钉群“运维值班”。", "线上告警都统一发到“运维值班”钉钉群。"],
  "线上告警发到哪个群？", ["运维值班", "钉钉"])
R("zh", "near",
  ["发布窗口是每周二和周四晚上。", "每周二、周四晚上是发布窗口。"],
  "发布窗口是什么时候？", ["发布窗口", "周四晚上"])

R("zh", "different",
  ["订单号的格式是 ORD + 日期 + 6 位流水号。",
   "生成订单编号时，先写 ORD 前缀，再拼上日期，最后补 6 位自增序号。"],
  "订单号是什么格式？", ["ord", "6 位"])
R("zh", "different",
  ["用户是后端工程师，主要写 Go。",
   "这位用户日常写 Go，岗位是后端开发。"],
  "用户是做什么的、主要用什么语言？", ["go", "后端"])
R("zh", "different",
  ["所有接口必须走 HTTPS。",
   "明文 HTTP 的接口一律不准上线，只能用 HTTPS。"],
  "接口对传输协议有什么要求？", ["https", "接口"])
R("zh", "different",
  ["团队的代码评审工具是 Gerrit。",
   "我们这边提交代码要先在 Gerrit 上过评审。"],
  "团队用什么做代码评审？", ["gerrit"])
R("zh", "different",
  ["数据仓库每天凌晨一点跑 ETL。",
   "ETL 任务安排在每天一点（凌晨）执行，把数据灌进数仓。"],
  "数仓的 ETL 什么时候跑？", ["etl", "凌晨"])
R("zh", "different",
  ["用户对花生过敏。",
   "请记住：这位用户不能吃花生，吃了会过敏。"],
  "用户有什么食物过敏？", ["花生", "过敏"])
R("zh", "different",
  ["研发部门的 OKR 每季度第一周对齐。",
   "每个季度开头那一周，研发要把 OKR 对一遍。"],
  "研发的 OKR 什么时候对齐？", ["okr", "研发"])
R("zh", "different",
  ["公司 VPN 用的是 WireGuard。",
   "连内网要先开 WireGuard，这是我们的 VPN 方案。"],
  "公司的 VPN 用的是什么？", ["wireguard"])
R("zh", "different",
  ["线上日志保留 30 天，过期自动删除。",
   "production 的 log 只存一个月（30 天），到期会被自动清理。"],
  "线上日志保留多久？", ["30 天"])
R("zh", "different",
  ["用户目前在厦门工作。",
   "这位用户 base 在厦门，平时去那边的办公室。"],
  "用户在哪个城市工作？", ["厦门"])
R("zh", "different",
  ["合同审批流程是：业务负责人 → 法务 → 财务。",
   "合同要先让业务负责人签，然后法务看，最后财务过。"],
  "合同审批要经过哪些人？", ["法务", "财务", "业务负责人"])
R("zh", "different",
  ["Go 服务统一用 zap 打日志。",
   "我们 Go 项目的 logging library 固定是 zap，别引别的。"],
  "Go 服务用什么库打日志？", ["zap"])
