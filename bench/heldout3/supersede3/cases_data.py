# -*- coding: utf-8 -*-
"""Hand-written cases for the blind supersede set 3 (s3-).

Written 2026-12-05 by a helper that had not read the code under test.
All subjects, values and phrasings are new; nothing is copied from earlier sets.
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
  ["The ledger-sync worker listens on port 7311.",
   "The ledger-sync worker listens on port 7340."],
  "Which port is the ledger-sync worker listening on?", ["7340"], ["7311"])
U("en", "value", "near",
  ["Session cookies for the partner portal expire after 45 minutes.",
   "Session cookies for the partner portal expire after 90 minutes.",
   "Session cookies for the partner portal expire after 30 minutes."],
  "How long until a partner portal session cookie expires?",
  ["30 minutes", "partner portal"], ["90 minutes"], first=["45 minutes"])
U("en", "value", "near",
  ["The thumbnailer function is given 1536 MB of memory.",
   "The thumbnailer function is given 2048 MB of memory."],
  "How much memory does the thumbnailer function get?", ["2048 mb"], ["1536 mb"])
U("en", "value", "near",
  ["Kafka topic clickstream-raw keeps messages for 4 days.",
   "Kafka topic clickstream-raw keeps messages for 11 days."],
  "What is the retention on the clickstream-raw topic?", ["11 days", "clickstream-raw"], ["4 days"])
U("en", "value", "near",
  ["The geocoding proxy allows 120 lookups per minute per key.",
   "The geocoding proxy allows 300 lookups per minute per key."],
  "What's the per-key limit on the geocoding proxy?", ["300 lookups"], ["120 lookups"])
U("en", "value", "near",
  ["Priority-one support tickets must get a first response within 4 hours.",
   "Priority-one support tickets must get a first response within 2 hours."],
  "How fast must a P1 support ticket get its first response?",
  ["within 2 hours", "priority-one"], ["within 4 hours"])
U("en", "value", "near",
  ["The barcode-scanner firmware on the warehouse handhelds is version 3.8.2.",
   "The barcode-scanner firmware on the warehouse handhelds is version 3.9.0."],
  "Which firmware version do the warehouse handheld scanners run?", ["3.9.0"], ["3.8.2"])
U("en", "value", "near",
  ["Node for the frontend build is pinned to 18.19.0.",
   "Node for the frontend build is pinned to 20.11.1.",
   "Node for the frontend build is pinned to 22.3.0."],
  "Which Node version does the frontend build use?", ["22.3.0"], ["20.11.1"], first=["18.19.0"])
U("en", "value", "near",
  ["The warehouse-robot fleet controller polls each robot every 250 ms.",
   "The warehouse-robot fleet controller polls each robot every 400 ms."],
  "How often does the fleet controller poll the warehouse robots?", ["400 ms"], ["250 ms"])
U("en", "value", "near",
  ["The invoice PDF generator times out after 30 seconds.",
   "The invoice PDF generator times out after 75 seconds."],
  "What is the timeout of the invoice PDF generator?", ["75 seconds"], ["after 30 seconds"])

# value / different
U("en", "value", "different",
  ["Billing's Redis cache sits at redis-bill-01:6380.",
   "Heads up: after last night's migration, billing talks to its cache on redis-bill-02, same port as before."],
  "Which Redis host does billing use for its cache?", ["redis-bill-02"], ["redis-bill-01"])
U("en", "value", "different",
  ["The web app depends on the design-system package at version 4.2.1.",
   "We just bumped @acme/ui in the web app to 5.0.0-rc.3, keep that in mind when debugging styles."],
  "Which version of the design-system package does the web app use?", ["5.0.0-rc.3"], ["4.2.1"])
U("en", "value", "different",
  ["Grafana for the platform team lives at grafana.int.corvid.io.",
   "Platform dashboards moved. Bookmark metrics.corvid.io instead."],
  "What's the URL of the platform team's dashboards?", ["metrics.corvid.io"], ["grafana.int.corvid.io"])
U("en", "value", "different",
  ["The on-call handoff happens every Tuesday at 10:00.",
   "From now on we swap on-call owners on Wednesday mornings at 09:30."],
  "When does the on-call handoff happen?", ["wednesday", "09:30"], ["tuesday at 10:00"])
U("en", "value", "different",
  ["The payments team's sprint length is two weeks.",
   "Payments switched to three-week sprints starting this quarter."],
  "How long are the payments team's sprints?", ["three-week", "payments"], ["two weeks"])
U("en", "value", "different",
  ["A full rebuild of the search index takes about 40 minutes.",
   "After sharding, a complete search reindex finishes in roughly 25 minutes.",
   "With the new bulk loader, the whole search reindex is down to 11 minutes."],
  "How long does a full search reindex take?", ["11 minutes", "reindex"], ["25 minutes"],
  first=["40 minutes"])
U("en", "value", "different",
  ["Customer data exports are capped at 50,000 rows.",
   "The export button now lets customers pull up to 250k rows in one go."],
  "What's the maximum number of rows a customer can export?", ["250k rows"], ["50,000 rows"])
U("en", "value", "different",
  ["Our GCP spend alert fires at $21,500 per month.",
   "Finance raised the monthly cloud-cost alarm; it now triggers at $29k."],
  "At what monthly amount does the GCP spend alert fire?", ["$29k"], ["$21,500"])
U("en", "value", "different",
  ["The Android app's target SDK is 33.",
   "Play Store requirement done: we now target API level 34 on Android."],
  "Which Android API level does the app target?", ["api level 34"], ["target sdk is 33"])
U("en", "value", "different",
  ["Maria Okafor is the release manager for the desktop client.",
   "Desktop client releases are coordinated by Tomasz Lindqvist now; Maria moved over to the platform group."],
  "Who is the release manager for the desktop client?", ["tomasz lindqvist"], ["maria okafor"])
U("en", "value", "different",
  ["The GraphQL gateway's query depth limit is 8.",
   "We loosened the GraphQL gateway so nested queries up to 12 levels deep are accepted."],
  "How deep can GraphQL queries nest at the gateway?", ["12 levels"], ["depth limit is 8"])
U("en", "value", "different",
  ["The weekly analytics digest goes out Monday at 08:00 CET.",
   "Starting next week the analytics digest email lands on Thursday afternoons, around 15:00 CET."],
  "When is the weekly analytics digest sent?", ["thursday", "15:00 cet"], ["monday at 08:00"])

# choice / near
U("en", "choice", "near",
  ["The notification service uses ActiveMQ as its message broker.",
   "The notification service uses NATS as its message broker."],
  "What message broker does the notification service use?", ["nats", "notification"], ["activemq"])
U("en", "choice", "near",
  ["End-to-end tests for the dashboard run with Cypress.",
   "End-to-end tests for the dashboard run with Playwright."],
  "Which framework runs the dashboard's end-to-end tests?", ["playwright"], ["cypress"])
U("en", "choice", "near",
  ["Server configuration management is done with Chef.",
   "Server configuration management is done with SaltStack."],
  "What do we use for server configuration management?", ["saltstack"], ["with chef"])
U("en", "choice", "near",
  ["Uptime checks for the status page are run by Pingdom.",
   "Uptime checks for the status page are run by Checkly.",
   "Uptime checks for the status page are run by Better Stack."],
  "Which service runs the status page uptime checks?", ["better stack"], ["checkly"], first=["pingdom"])
U("en", "choice", "near",
  ["The data team's orchestration tool is Airflow.",
   "The data team's orchestration tool is Dagster."],
  "What does the data team use to orchestrate its pipelines?", ["dagster"], ["airflow"])
U("en", "choice", "near",
  ["Container images are built with Kaniko in CI.",
   "Container images are built with Buildah in CI."],
  "What builds the container images in CI?", ["buildah"], ["kaniko"])

# choice / different
U("en", "choice", "different",
  ["The loyalty-points service stores balances in MongoDB.",
   "We finished moving loyalty points over to Postgres last sprint; the old Mongo cluster is read-only until it's decommissioned."],
  "Which database holds loyalty-points balances?", ["postgres", "loyalty"], ["mongodb"])
U("en", "choice", "different",
  ["Engineering RFCs are written in Google Docs.",
   "Every RFC now lives as a markdown file in the rfcs repo; Google Docs drafts aren't accepted anymore."],
  "Where do engineering RFCs get written?", ["rfcs repo"], ["written in google docs"])
U("en", "choice", "different",
  ["A/B test assignment for the pricing page is done by Optimizely.",
   "We dropped the Optimizely contract; pricing-page experiments are bucketed by a self-hosted GrowthBook now."],
  "What tool assigns users to pricing-page experiments?", ["growthbook"], ["done by optimizely"])
U("en", "choice", "different",
  ["Our CI runs on Jenkins.",
   "Every pipeline lives in GitHub Actions now that the migration wrapped up on Friday."],
  "What CI system do we use?", ["github actions"], ["jenkins"])
U("en", "choice", "different",
  ["The user formats Python with Black.",
   "The user has moved every Python repo to Ruff's formatter and doesn't want Black mentioned anymore."],
  "Which formatter does the user want for Python code?", ["ruff"], ["formats python with black"])
U("en", "choice", "different",
  ["Product analytics events go to Mixpanel.",
   "We moved product analytics off that vendor and onto Amplitude.",
   "Analytics events are now sent to PostHog, which we self-host; Amplitude is gone."],
  "Which product analytics tool receives our events?", ["posthog"], ["onto amplitude"],
  first=["mixpanel"])
U("en", "choice", "different",
  ["SMS one-time codes are delivered through Twilio.",
   "Vonage handles our SMS one-time codes now; the Twilio account was closed in October."],
  "Which provider delivers our SMS one-time codes?", ["vonage"], ["delivered through twilio"])

# negation / near
U("en", "negation", "near",
  ["Schema migrations may run during business hours.",
   "Schema migrations may not run during business hours."],
  "Are schema migrations allowed during business hours?",
  ["may not run during business hours"], ["may run during business hours"])
U("en", "negation", "near",
  ["The user wants docstrings on every private helper.",
   "The user does not want docstrings on every private helper."],
  "Should private helpers get docstrings for this user?", ["does not want docstrings"],
  ["user wants docstrings"])
U("en", "negation", "near",
  ["Contractors have write access to the infra repo.",
   "Contractors no longer have write access to the infra repo."],
  "Can contractors push to the infra repo?", ["no longer have write access"],
  ["contractors have write access"])
U("en", "negation", "near",
  ["The public API requires an API key for read endpoints.",
   "The public API doesn't require an API key for read endpoints."],
  "Do read endpoints of the public API need an API key?", ["doesn't require an api key"],
  ["requires an api key"])

# negation / different
U("en", "negation", "different",
  ["We squash-merge every pull request in the monorepo.",
   "Stop squashing PRs in the monorepo. Keep the individual commits, we rely on them for bisecting."],
  "How should pull requests be merged in the monorepo?", ["stop squashing"],
  ["squash-merge every pull request"])
U("en", "negation", "different",
  ["Load tests run against the shared staging environment.",
   "Never point load tests at shared staging again; they get their own isolated environment."],
  "Where should load tests be run?", ["never point load tests"], ["run against the shared staging"])
U("en", "negation", "different",
  ["The assistant should auto-format code with Prettier before suggesting changes.",
   "User feedback: please quit running Prettier over my files, the diffs get way too noisy."],
  "Should the assistant run Prettier on the user's files?", ["quit running prettier"],
  ["auto-format code with prettier"])
U("en", "negation", "different",
  ["Customer support can issue refunds up to $500 without approval.",
   "As of this month, every refund, no matter how small, needs a manager's sign-off."],
  "Can support agents issue refunds on their own?", ["needs a manager's sign-off"], ["without approval"])
U("en", "negation", "different",
  ["Dependabot PRs are merged automatically when CI passes.",
   "Auto-merge for dependency bumps is off; someone has to eyeball each Dependabot PR now."],
  "Do Dependabot pull requests get merged automatically?", ["auto-merge for dependency bumps is off"],
  ["merged automatically"])

# ===========================================================================
# UPDATES - Chinese (some code-mixed)
# ===========================================================================
# value / near
U("zh", "value", "near",
  ["订单中心的 MySQL 连接池上限是 200。",
   "订单中心的 MySQL 连接池上限是 350。"],
  "订单中心的数据库连接池最多多少个连接？", ["连接池上限是 350"], ["连接池上限是 200"])
U("zh", "value", "near",
  ["反作弊服务的 Thrift 端口是 9531。",
   "反作弊服务的 Thrift 端口是 9537。"],
  "反作弊服务的 Thrift 端口是多少？", ["9537"], ["9531"])
U("zh", "value", "near",
  ["客服系统的工单自动关闭时间是 7 天。",
   "客服系统的工单自动关闭时间是 15 天。"],
  "客服工单多久没动静会自动关闭？", ["15 天", "工单"], ["7 天"])
U("zh", "value", "near",
  ["运营看板的默认时间范围是最近 28 天。",
   "运营看板的默认时间范围是最近 14 天。"],
  "运营看板默认展示多长时间的数据？", ["最近 14 天"], ["最近 28 天"])
U("zh", "value", "near",
  ["推送服务每秒最多发送 2000 条消息。",
   "推送服务每秒最多发送 5000 条消息。"],
  "推送服务每秒最多能发多少条？", ["5000 条"], ["2000 条"])
U("zh", "value", "near",
  ["营销短信的每日发送上限是每人 3 条。",
   "营销短信的每日发送上限是每人 2 条。",
   "营销短信的每日发送上限是每人 1 条。"],
  "每个用户每天最多能收到几条营销短信？", ["每人 1 条"], ["每人 2 条"], first=["每人 3 条"])
U("zh", "value", "near",
  ["预发环境的缓存每周六凌晨 3 点清空。",
   "预发环境的缓存每周六凌晨 5 点清空。"],
  "预发环境的缓存什么时候清空？", ["凌晨 5 点"], ["凌晨 3 点"])
U("zh", "value", "near",
  ["APP 的冷启动耗时目标是 1.8 秒以内。",
   "APP 的冷启动耗时目标是 1.2 秒以内。"],
  "App 冷启动的耗时目标是多少？", ["1.2 秒"], ["1.8 秒"])
U("zh", "value", "near",
  ["业务日志在 ES 里保留 21 天。",
   "业务日志在 ES 里保留 45 天。"],
  "业务日志在 ES 里存多久？", ["45 天"], ["21 天"])
U("zh", "value", "near",
  ["图片 CDN 的缓存时间是 3600 秒。",
   "图片 CDN 的缓存时间是 86400 秒。"],
  "图片 CDN 缓存多长时间？", ["86400"], ["3600 秒"])

# value / different
U("zh", "value", "different",
  ["用户中心的 Redis 地址是 10.12.3.41。",
   "用户中心迁完机房了，Redis 现在连 10.40.7.18。"],
  "用户中心连的 Redis 是哪个地址？", ["10.40.7.18"], ["10.12.3.41"])
U("zh", "value", "different",
  ["支付回调的超时时间设置为 5 秒。",
   "支付回调那边老是超时，已经把等待时间放宽到 12 秒了。"],
  "支付回调的超时时间是多少？", ["12 秒"], ["设置为 5 秒"])
U("zh", "value", "different",
  ["技术周会定在每周一上午十点。",
   "以后技术周会都挪到周三下午两点开。"],
  "技术周会什么时候开？", ["周三下午两点"], ["周一上午十点"])
U("zh", "value", "different",
  ["安卓端的最低支持版本是 Android 8.0。",
   "Android 9 以下的机型以后不再适配了，最低从 9.0 开始支持。"],
  "安卓端最低支持到哪个系统版本？", ["从 9.0 开始"], ["android 8.0"])
U("zh", "value", "different",
  ["会员积分项目的负责人是刘建国。",
   "刘建国调去做海外业务了，会员积分项目换成孙雨桐负责。"],
  "会员积分项目现在谁负责？", ["孙雨桐", "会员积分"], ["负责人是刘建国"])
U("zh", "value", "different",
  ["搜索服务部署了 4 个副本。",
   "大促前把搜索服务扩到了 12 个副本。",
   "大促结束了，搜索服务缩回到 6 个副本常驻。"],
  "搜索服务现在跑几个副本？", ["6 个副本"], ["12 个副本"], first=["4 个副本"])
U("zh", "value", "different",
  ["内部 PyPI 镜像的地址是 pypi.tiema-mirror.cn。",
   "PyPI 镜像已经迁到 pip.lanyue.dev，老地址月底下线。"],
  "内部 PyPI 镜像的地址是什么？", ["pip.lanyue.dev"], ["pypi.tiema-mirror.cn"])
U("zh", "value", "different",
  ["数据平台的变更窗口是每周一和周三晚上。",
   "变更窗口调整了：数据平台现在只有周四凌晨可以动。"],
  "数据平台什么时候可以做变更？", ["只有周四凌晨"], ["周一和周三晚上"])
U("zh", "value", "different",
  ["发布单至少需要一位 TL 审批。",
   "为了控制风险，以后每张发布单都要两位 TL 点通过才能发。"],
  "发布单需要几位 TL 审批？", ["两位 tl"], ["至少需要一位 tl"])
U("zh", "value", "different",
  ["短信验证码的有效期是 5 分钟。",
   "验证码有效时长改成 10 分钟了，用户反馈原来的时间太短。"],
  "短信验证码多久失效？", ["10 分钟", "验证码"], ["有效期是 5 分钟"])
U("zh", "value", "different",
  ["用户的工作城市是杭州。",
   "用户上个月搬到成都了，现在在成都办公。"],
  "用户现在在哪个城市工作？", ["成都", "用户"], ["杭州"])
U("zh", "value", "different",
  ["灰度发布第一批的放量比例是 5%。",
   "第一批灰度我们现在只放 1% 的流量，观察一小时再继续。"],
  "灰度发布第一批放多少流量？", ["只放 1%"], ["比例是 5%"])

# choice / near
U("zh", "choice", "near",
  ["交易链路的分布式事务用的是 Seata。",
   "交易链路的分布式事务用的是 DTM。"],
  "交易链路的分布式事务用的是什么框架？", ["用的是 dtm"], ["seata"])
U("zh", "choice", "near",
  ["团队的接口文档用 Swagger 维护。",
   "团队的接口文档用 Apifox 维护。"],
  "团队用什么工具维护接口文档？", ["apifox"], ["swagger"])
U("zh", "choice", "near",
  ["移动端跨平台框架用的是 React Native。",
   "移动端跨平台框架用的是 Flutter。"],
  "移动端用的是哪个跨平台框架？", ["flutter"], ["react native"])
U("zh", "choice", "near",
  ["监控告警推送到钉钉群。",
   "监控告警推送到企业微信群。",
   "监控告警推送到飞书群。"],
  "监控告警发到哪里？", ["飞书"], ["企业微信"], first=["钉钉"])
U("zh", "choice", "near",
  ["前端状态管理用 MobX。",
   "前端状态管理用 Jotai。"],
  "前端用什么做状态管理？", ["jotai"], ["mobx"])
U("zh", "choice", "near",
  ["日志采集用 Filebeat。",
   "日志采集用 Vector。"],
  "日志采集用的是什么组件？", ["采集用 vector"], ["filebeat"])

# choice / different
U("zh", "choice", "different",
  ["工单附件一直放在腾讯云 COS 上。",
   "我们把工单附件都迁到自建的 Ceph 上了，以后上传一律走 Ceph。"],
  "工单附件存在哪个存储里？", ["ceph"], ["腾讯云 cos"])
U("zh", "choice", "different",
  ["管理后台的构建工具用 Webpack。",
   "管理后台的打包已经改用 Vite 了，webpack 那套配置可以删掉。"],
  "管理后台用什么打包？", ["改用 vite"], ["构建工具用 webpack"])
U("zh", "choice", "different",
  ["用户写文档习惯用 Word。",
   "用户现在写什么都在语雀上，不再用 Word 了。"],
  "用户平时用什么写文档？", ["语雀"], ["习惯用 word"])
U("zh", "choice", "different",
  ["定时任务由 crontab 调度。",
   "定时任务都换成 PowerJob 统一调度了。"],
  "定时任务靠什么调度？", ["powerjob"], ["crontab"])
U("zh", "choice", "different",
  ["BI 报表用 Tableau 做。",
   "Tableau 授权到期后，报表改用帆软 FineBI 出。",
   "现在报表统一在 Superset 上做，FineBI 也停掉了。"],
  "BI 报表现在用什么工具做？", ["superset"], ["帆软"], first=["tableau"])
U("zh", "choice", "different",
  ["用户的主力编辑器是 Vim。",
   "用户说以后都用 Cursor 写代码，主力编辑器不再是 Vim。"],
  "用户写代码主要用哪个编辑器？", ["cursor"], ["主力编辑器是 vim"])
U("zh", "choice", "different",
  ["服务注册中心用的是 Eureka。",
   "微服务都切到 Nacos 做注册发现了。"],
  "微服务的注册中心是什么？", ["nacos"], ["eureka"])

# negation / near
U("zh", "negation", "near",
  ["测试环境允许直接连生产数据库的只读账号。",
   "测试环境不允许直接连生产数据库的只读账号。"],
  "测试环境能不能连生产库的只读账号？", ["不允许直接连生产数据库"], ["测试环境允许直接连"])
U("zh", "negation", "near",
  ["核心交易系统周五下午可以发版。",
   "核心交易系统周五下午不可以发版。"],
  "核心交易系统周五下午能发版吗？", ["下午不可以发版"], ["下午可以发版"])
U("zh", "negation", "near",
  ["临时脚本需要走代码评审。",
   "临时脚本不需要走代码评审。"],
  "临时脚本要不要代码评审？", ["不需要走代码评审"], ["脚本需要走"])
U("zh", "negation", "near",
  ["用户希望回答里附上英文原文。",
   "用户不希望回答里附上英文原文。"],
  "回答里要不要附英文原文？", ["不希望回答里附上英文原文"], ["用户希望回答"])

# negation / different
U("zh", "negation", "different",
  ["数据库变更可以直接在生产执行。",
   "以后生产库的任何 DDL 都不准手动跑，必须走工单审批。"],
  "生产库的结构变更能直接执行吗？", ["不准手动跑"], ["直接在生产执行"])
U("zh", "negation", "different",
  ["每次提交前都要跑全量 E2E 测试。",
   "全量 E2E 太慢了，提交前不再跑，只放在夜间构建里。"],
  "提交代码前需要跑全量 E2E 吗？", ["提交前不再跑"], ["每次提交前都要跑"])
U("zh", "negation", "different",
  ["外包同学可以访问生产日志。",
   "从本月起，外包人员一律看不到线上日志了。"],
  "外包人员能看线上日志吗？", ["一律看不到线上日志"], ["可以访问生产日志"])
U("zh", "negation", "different",
  ["周末的 on-call 需要 15 分钟内响应。",
   "周末 on-call 取消了，非 P0 问题等周一再处理就行。"],
  "周末值班的响应要求是什么？", ["周末 on-call 取消了"], ["15 分钟内响应"])
U("zh", "negation", "different",
  ["用户允许助手直接 git push 到 main 分支。",
   "用户强调：以后别再直接往 main 推代码，一律提 PR。"],
  "助手可以直接推送到 main 分支吗？", ["别再直接往 main 推"], ["直接 git push 到 main"])

# ===========================================================================
# LOOKALIKES - English
# ===========================================================================
L("en", "near",
  ["The catalog indexer listens on port 7611.",
   "The cart merger listens on port 7612."],
  "What port does the cart merger listen on?", ["cart merger", "7612"],
  "What port does the catalog indexer listen on?", ["catalog indexer", "7611"])
L("en", "near",
  ["Staging's Postgres host is pg-stg.wren.internal.",
   "Production's Postgres host is pg-prd.wren.internal."],
  "What's the production Postgres host?", ["pg-prd.wren"],
  "What's the staging Postgres host?", ["pg-stg.wren"])
L("en", "near",
  ["The iOS app's crash-free sessions target is 99.5%.",
   "The Android app's crash-free sessions target is 99.2%."],
  "What crash-free target does the Android app have?", ["android", "99.2%"],
  "What crash-free target does the iOS app have?", ["99.5%"])
L("en", "near",
  ["Team Otter's standup is at 09:50.",
   "Team Pelican's standup is at 10:20."],
  "When is Team Pelican's standup?", ["pelican", "10:20"],
  "When is Team Otter's standup?", ["otter", "09:50"])
L("en", "near",
  ["The EU region's S3 bucket is called lumen-assets-eu.",
   "The US region's S3 bucket is called lumen-assets-us."],
  "What's the name of the US region's S3 bucket?", ["lumen-assets-us"],
  "What's the name of the EU region's S3 bucket?", ["lumen-assets-eu"])
L("en", "near",
  ["Free-plan workspaces get 5 GB of storage.",
   "Pro-plan workspaces get 200 GB of storage."],
  "How much storage does a Pro-plan workspace get?", ["pro-plan", "200 gb"],
  "How much storage does a Free-plan workspace get?", ["free-plan", "5 gb"])
L("en", "near",
  ["The admin console's session timeout is 15 minutes.",
   "The customer app's session timeout is 8 hours."],
  "When does a customer app session time out?", ["customer app", "8 hours"],
  "When does an admin console session time out?", ["admin console", "15 minutes"])
L("en", "near",
  ["Priya Raman owns the checkout frontend.",
   "Jonah Feld owns the checkout backend."],
  "Who owns the checkout backend?", ["jonah feld"],
  "Who owns the checkout frontend?", ["priya raman"])
L("en", "near",
  ["The nightly ETL for marketing starts at 01:10.",
   "The nightly ETL for finance starts at 03:40."],
  "When does the finance nightly ETL start?", ["finance", "03:40"],
  "When does the marketing nightly ETL start?", ["marketing", "01:10"])
L("en", "near",
  ["Webhook deliveries are retried up to 6 times.",
   "Email deliveries are retried up to 3 times."],
  "How many times are failed email deliveries retried?", ["email deliveries", "3 times"],
  "How many times are failed webhook deliveries retried?", ["webhook", "6 times"])

L("en", "different",
  ["Alerts for the ingest pipeline page the data-platform rotation.",
   "When the export pipeline misbehaves, alerts go to the #exports-oncall Slack channel instead of paging anyone."],
  "Where do alerts for the export pipeline go?", ["#exports-oncall"],
  "Who gets paged for ingest pipeline alerts?", ["data-platform rotation"])
L("en", "different",
  ["In the Oslo office, print jobs go to the printer named fjord-laser.",
   "If you're working from Lisbon, send print jobs to the one called tagus-mfp."],
  "Which printer should I use in the Lisbon office?", ["tagus-mfp"],
  "Which printer should I use in the Oslo office?", ["fjord-laser"])
L("en", "different",
  ["Service Falcon's health endpoint returns JSON on port 9400.",
   "For Service Sparrow the same kind of probe is served on 9410 and returns plain text."],
  "On which port is Service Sparrow's health probe?", ["9410"],
  "On which port is Service Falcon's health endpoint?", ["9400"])
L("en", "different",
  ["Production deploys of the storefront require two approvals.",
   "On staging, anyone on the storefront team can ship with zero sign-offs."],
  "How many approvals does a staging deploy of the storefront need?", ["zero sign-offs"],
  "How many approvals does a production deploy of the storefront need?", ["two approvals"])
L("en", "different",
  ["The user's personal laptop runs Arch Linux.",
   "At work the user is stuck on a locked-down Windows 11 machine."],
  "What OS does the user's work machine run?", ["windows 11"],
  "What OS does the user's personal laptop run?", ["arch linux"])
L("en", "different",
  ["Tier-1 customers get a dedicated Slack Connect channel for support.",
   "Everyone on the self-serve tier goes through the email queue at help@quillby.com."],
  "How do self-serve customers get support?", ["help@quillby.com"],
  "How do tier-1 customers get support?", ["slack connect"])
L("en", "different",
  ["The mobile team releases every second Wednesday.",
   "Web ships continuously, several times a day, whenever main is green."],
  "How often does the web team release?", ["several times a day"],
  "How often does the mobile team release?", ["every second wednesday"])
L("en", "different",
  ["Dev environment API keys start with pk_dev_.",
   "Keys issued for live traffic carry the prefix pk_live_ and must never be committed."],
  "What prefix do live API keys have?", ["pk_live_"],
  "What prefix do dev environment API keys have?", ["pk_dev_"])
L("en", "different",
  ["The Kafka cluster in Frankfurt has 9 brokers.",
   "Our Virginia Kafka setup is smaller: just 5 brokers."],
  "How many brokers does the Virginia Kafka cluster have?", ["virginia", "5 brokers"],
  "How many brokers does the Frankfurt Kafka cluster have?", ["frankfurt", "9 brokers"])
L("en", "different",
  ["The marketing site is built with Astro.",
   "The docs portal, by contrast, is a Docusaurus site."],
  "What is the docs portal built with?", ["docusaurus"],
  "What is the marketing site built with?", ["astro"])

# ===========================================================================
# LOOKALIKES - Chinese
# ===========================================================================
L("zh", "near",
  ["优惠券服务的端口是 8301。",
   "库存服务的端口是 8302。"],
  "库存服务的端口是多少？", ["库存服务", "8302"],
  "优惠券服务的端口是多少？", ["优惠券服务", "8301"])
L("zh", "near",
  ["测试环境的 Redis 密码由卢晓芸保管。",
   "生产环境的 Redis 密码由程立伟保管。"],
  "生产环境的 Redis 密码找谁要？", ["程立伟"],
  "测试环境的 Redis 密码找谁要？", ["卢晓芸"])
L("zh", "near",
  ["华东集群的 Istio 版本是 1.18。",
   "华南集群的 Istio 版本是 1.21。"],
  "华南集群跑的是哪个 Istio 版本？", ["华南", "1.21"],
  "华东集群跑的是哪个 Istio 版本？", ["华东", "1.18"])
L("zh", "near",
  ["iOS 组的周会在周二。",
   "安卓组的周会在周四。"],
  "安卓组周几开周会？", ["安卓组", "周四"],
  "iOS 组周几开周会？", ["ios 组", "周二"])
L("zh", "near",
  ["A 类客户的账期是 60 天。",
   "B 类客户的账期是 40 天。"],
  "B 类客户的账期多长？", ["b 类客户", "40 天"],
  "A 类客户的账期多长？", ["a 类客户", "60 天"])
L("zh", "near",
  ["主站的 CDN 域名是 static.mubai.com。",
   "商家后台的 CDN 域名是 assets.mubai.com。"],
  "商家后台的 CDN 域名是什么？", ["assets.mubai.com"],
  "主站的 CDN 域名是什么？", ["static.mubai.com"])
L("zh", "near",
  ["普通会员每月有 2 张免运费券。",
   "超级会员每月有 8 张免运费券。"],
  "超级会员每月有几张免运费券？", ["超级会员", "8 张"],
  "普通会员每月有几张免运费券？", ["普通会员", "2 张"])
L("zh", "near",
  ["北京办公室的门禁卡找行政小李办。",
   "上海办公室的门禁卡找行政小周办。"],
  "上海办公室办门禁卡找谁？", ["小周"],
  "北京办公室办门禁卡找谁？", ["小李"])
L("zh", "near",
  ["灰度环境的数据库名是 mall_gray。",
   "正式环境的数据库名是 mall_prod。"],
  "正式环境的数据库叫什么名字？", ["mall_prod"],
  "灰度环境的数据库叫什么名字？", ["mall_gray"])
L("zh", "near",
  ["用户的工作邮箱是 chen.yu@hexin-tech.com。",
   "用户的私人邮箱是 chenyu1990@qq.com。"],
  "用户的私人邮箱是什么？", ["chenyu1990@qq.com"],
  "用户的工作邮箱是什么？", ["chen.yu@hexin-tech.com"])

L("zh", "different",
  ["风控模型 v3 的召回率要求是 92%。",
   "至于反欺诈那套规则引擎，只要求误杀率低于 0.5%。"],
  "反欺诈规则引擎的指标要求是什么？", ["0.5%"],
  "风控模型 v3 的指标要求是什么？", ["92%"])
L("zh", "different",
  ["支付服务的日志打到 Kafka 的 pay-log topic。",
   "用户服务不走 Kafka，日志直接写本地文件再由 agent 收走。"],
  "用户服务的日志是怎么收集的？", ["写本地文件"],
  "支付服务的日志是怎么收集的？", ["pay-log"])
L("zh", "different",
  ["C 端 App 的主色是 #FF6A00。",
   "给 B 端商家后台配色的时候，主色用的是深蓝 #1F3A93。"],
  "B 端商家后台的主色是什么？", ["#1f3a93"],
  "C 端 App 的主色是什么？", ["#ff6a00"])
L("zh", "different",
  ["深圳仓每天下午四点截单。",
   "换成武汉仓的话截单要早一些，中午十二点就截了。"],
  "武汉仓几点截单？", ["武汉仓", "中午十二点"],
  "深圳仓几点截单？", ["深圳仓", "下午四点"])
L("zh", "different",
  ["老版本 App（5.x）的接口走 /api/v5 前缀。",
   "6.0 之后的新版客户端统一改走网关，路径前缀是 /gw/mobile。"],
  "新版客户端的接口路径前缀是什么？", ["/gw/mobile"],
  "老版本 App 的接口路径前缀是什么？", ["/api/v5"])
L("zh", "different",
  ["算法组的 GPU 训练集群在乌兰察布机房。",
   "训练以外的推理服务，我们放在了张家口那边。"],
  "推理服务部署在哪个机房？", ["张家口"],
  "GPU 训练集群在哪个机房？", ["乌兰察布"])
L("zh", "different",
  ["安卓包的签名证书指纹以 5E:A1:09 开头。",
   "iOS 那边用的是另一套证书，指纹开头是 C7:3B:42。"],
  "iOS 证书的指纹开头是什么？", ["c7:3b:42"],
  "安卓包签名证书的指纹开头是什么？", ["5e:a1:09"])
L("zh", "different",
  ["王浩负责海外版的版本发布。",
   "国内版每次上线是谁拍板？问赵琳，她是国内版的发布负责人。"],
  "国内版的发布负责人是谁？", ["赵琳"],
  "海外版的发布负责人是谁？", ["王浩"])
L("zh", "different",
  ["内网 GitLab 的地址是 git.qilin.local。",
   "外部协作者用的是公网那台，域名 code.qilin.io。"],
  "外部协作者访问哪个代码仓库地址？", ["code.qilin.io"],
  "内网 GitLab 的地址是什么？", ["git.qilin.local"])
L("zh", "different",
  ["一线客服的排班是早八晚五。",
   "夜间值守的客服组另外排班，从晚上十点到早上六点。"],
  "夜间值守客服的班次是几点到几点？", ["晚上十点到早上六点"],
  "一线客服的班次是几点到几点？", ["早八晚五"])

# ===========================================================================
# RESTATEMENTS - English
# ===========================================================================
R("en", "near",
  ["The analytics warehouse is refreshed every 6 hours.",
   "The analytics warehouse gets refreshed every 6 hours."],
  "How often is the analytics warehouse refreshed?", ["every 6 hours", "analytics warehouse"])
R("en", "near",
  ["The user prefers 2-space indentation in YAML files.",
   "In YAML files, the user prefers 2-space indentation."],
  "What indentation does the user want in YAML?", ["2-space", "yaml"])
R("en", "near",
  ["Cold-storage backups are kept for 7 years.",
   "Backups in cold storage are kept for 7 years."],
  "How long are cold-storage backups retained?", ["7 years", "cold"])
R("en", "near",
  ["The support inbox is triaged by Delphine every morning.",
   "Every morning Delphine triages the support inbox."],
  "Who triages the support inbox?", ["delphine", "support inbox"])

R("en", "different",
  ["The checkout service is written in Rust.",
   "Heads up that checkout is a Rust codebase, so cargo is the build tool over there."],
  "What language is the checkout service written in?", ["checkout", "rust"])
R("en", "different",
  ["All timestamps in the API are returned in UTC.",
   "Our API never returns local time; every timestamp it emits is UTC."],
  "What time zone are API timestamps in?", ["utc", "api", "timestamp"])
R("en", "different",
  ["The VPN is required to reach the internal wiki.",
   "You can't open the internal wiki unless you're on the VPN."],
  "Do I need the VPN for the internal wiki?", ["vpn", "internal wiki"])
R("en", "different",
  ["The holiday code freeze starts on December 15.",
   "From the 15th of December onward nothing merges; that's the holiday code freeze."],
  "When does the holiday code freeze begin?", ["holiday code freeze", "december"])
R("en", "different",
  ["The user's time zone is America/Denver.",
   "The user lives on Mountain Time, out near Denver."],
  "What time zone is the user in?", ["denver", "user"])
R("en", "different",
  ["Image uploads are limited to 10 MB.",
   "Anything over 10 MB gets rejected by the image upload endpoint."],
  "What's the size limit for image uploads?", ["10 mb", "image upload"])
R("en", "different",
  ["Kestrel is the codename of the payments ledger project.",
   "When people say 'Kestrel' they mean the payments ledger rewrite."],
  "What is Kestrel?", ["kestrel", "payments ledger"])
R("en", "different",
  ["The user wants British spelling (colour, organise) in every answer.",
   "Write 'colour', not 'color': this user sticks to UK spelling."],
  "Which spelling convention does the user want?", ["colour", "spelling"])
R("en", "different",
  ["PagerDuty escalates to the secondary after 10 minutes without an ack.",
   "If the primary on-call hasn't acknowledged within 10 minutes, the page goes to the secondary."],
  "When does a page escalate to the secondary on-call?", ["10 minutes", "secondary"])
R("en", "different",
  ["The landing page's Lighthouse performance score must stay above 90.",
   "We treat a landing-page Lighthouse perf score below 90 as a regression."],
  "What Lighthouse score must the landing page keep?", ["lighthouse", "90"])
R("en", "different",
  ["The user reports directly to Nadia Haddad.",
   "Nadia Haddad is the user's manager."],
  "Who is the user's manager?", ["nadia haddad"])
R("en", "different",
  ["The shared Ansible inventory is in the ops-inventory repo.",
   "If you need the Ansible host lists, they're kept in ops-inventory."],
  "Where is the Ansible inventory kept?", ["ansible", "ops-inventory"])

# ===========================================================================
# RESTATEMENTS - Chinese
# ===========================================================================
R("zh", "near",
  ["周报每周五下午五点前提交。",
   "每周五下午五点前要提交周报。"],
  "周报什么时候交？", ["周报", "周五下午五点"])
R("zh", "near",
  ["生产数据库每天凌晨两点全量备份。",
   "每天凌晨两点，生产数据库会做一次全量备份。"],
  "生产数据库什么时候做全量备份？", ["凌晨两点", "全量备份"])
R("zh", "near",
  ["用户习惯用 macOS。",
   "用户平时用的是 macOS。"],
  "用户用什么操作系统？", ["macos", "用户"])
R("zh", "near",
  ["新人的代码需要导师审核后才能合并。",
   "新人写的代码要经过导师审核才能合并。"],
  "新人的代码合并前需要什么？", ["导师审核", "合并"])

R("zh", "different",
  ["结算服务是用 Java 17 写的。",
   "结算那个服务的技术栈是 JDK 17 + Spring Boot。"],
  "结算服务用什么语言写的？", ["结算", "17"])
R("zh", "different",
  ["接口返回的时间统一用北京时间。",
   "别把接口里的时间当成 UTC，它们都是北京时间。"],
  "接口返回的时间是哪个时区？", ["北京时间", "接口"])
R("zh", "different",
  ["登录堡垒机必须先连 VPN。",
   "不连 VPN 的话堡垒机是登不上的。"],
  "登录堡垒机需要连 VPN 吗？", ["vpn", "堡垒机"])
R("zh", "different",
  ["双十一前一周开始封版。",
   "封版从双十一前七天开始，期间只修 P0。"],
  "双十一前什么时候封版？", ["封版", "双十一"])
R("zh", "different",
  ["用户人在新加坡。",
   "跟用户约会议时记得他那边是新加坡时间。"],
  "用户在哪里？", ["新加坡", "用户"])
R("zh", "different",
  ["头像上传的大小限制是 2MB。",
   "超过 2MB 的头像图片会被直接拒绝。"],
  "头像图片最大能传多大？", ["2mb", "头像"])
R("zh", "different",
  ["“青鸾”是新版推荐系统的项目代号。",
   "大家说的青鸾，指的就是正在重构的推荐系统。"],
  "青鸾是什么项目？", ["青鸾", "推荐系统"])
R("zh", "different",
  ["用户希望代码注释用中文写。",
   "给这个用户写代码时，注释请写成中文，不要英文注释。"],
  "给用户写代码时注释用什么语言？", ["注释", "中文"])
R("zh", "different",
  ["告警 10 分钟没人认领就升级给二线。",
   "一线 on-call 如果 10 分钟内没 ack，会自动升级到二线值班。"],
  "告警多久没人处理会升级？", ["10 分钟", "二线"])
R("zh", "different",
  ["首页 LCP 必须控制在 2.5 秒以内。",
   "首页的 LCP 超过 2.5 秒就算性能回退。"],
  "首页 LCP 的上限是多少？", ["lcp", "2.5 秒"])
R("zh", "different",
  ["用户的直属领导是韩冬。",
   "韩冬是用户的上级，汇报线直接到他。"],
  "用户的上级是谁？", ["韩冬", "用户"])
R("zh", "different",
  ["埋点 SDK 的源码在 track-sdk 仓库。",
   "想改埋点上报逻辑，去 track-sdk 这个仓库找。"],
  "埋点 SDK 的代码在哪个仓库？", ["track-sdk", "埋点"])
