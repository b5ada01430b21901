# -*- coding: utf-8 -*-
"""Hand-written held-out cases for supersede / lookalike / restatement handling.

U(lang, variant, phrasing, sequence, question, current, stale)
L(lang, phrasing, first, second, question_about_second, current, question_about_first, other)
R(lang, phrasing, text_a, text_b, question, current)

For 3-step update cases, `stale` holds the keywords of the immediately preceding
(second) step; `_stale_first` (internal, not exported) holds the first step's value.
"""

CASES = []


def U(lang, variant, phrasing, seq, q, cur, stale, stale_first=None):
    d = dict(lang=lang, kind="update", variant=variant, phrasing=phrasing,
             sequence=list(seq), question=q, current=list(cur), stale=list(stale))
    if stale_first:
        d["_stale_first"] = list(stale_first)
    CASES.append(d)


def L(lang, phrasing, first, second, q, cur, oq, other):
    CASES.append(dict(lang=lang, kind="lookalike", variant="subject", phrasing=phrasing,
                      sequence=[first, second], question=q, current=list(cur), stale=[],
                      other_question=oq, other=list(other)))


def R(lang, phrasing, a, b, q, cur):
    CASES.append(dict(lang=lang, kind="restatement", variant="paraphrase", phrasing=phrasing,
                      sequence=[a, b], question=q, current=list(cur), stale=[]))


# ---------------------------------------------------------------------------
# UPDATE / value — English
# ---------------------------------------------------------------------------
U("en", "value", "near",
  ["The staging Postgres database listens on port 5432.",
   "The staging Postgres database listens on port 6543 now."],
  "Which port does staging postgres use?", ["postgres", "6543"], ["5432"])
U("en", "value", "different",
  ["Our API rate limit is 100 requests per minute per key.",
   "After the infra review, each API key may now make up to 250 calls a minute."],
  "How many requests per minute is a single key allowed to make?", ["api key", "250"], ["100 requests"])
U("en", "value", "near",
  ["The mobile app's minimum supported iOS version is 15.",
   "The mobile app's minimum supported iOS version is 16."],
  "What's the oldest iOS we still support in the app?", ["minimum supported ios", "version is 16"], ["version is 15"])
U("en", "value", "different",
  ["The Q3 launch of the billing portal is scheduled for September 14.",
   "Billing portal go-live slipped; we're now targeting October 2."],
  "When is the billing portal going live?", ["billing portal", "october 2"], ["september 14"])
U("en", "value", "near",
  ["The nightly wiki backup job runs at 02:00 UTC.",
   "The nightly wiki backup job runs at 03:30 UTC.",
   "The nightly wiki backup job runs at 04:15 UTC."],
  "What time does the wiki get backed up each night?", ["wiki backup", "04:15"], ["03:30"], ["02:00"])
U("en", "value", "different",
  ["Redis in production is hosted at cache-01.internal.acme.io.",
   "We migrated the prod Redis; point clients at redis-prod.eu-west.acme.io instead."],
  "What hostname should clients use to reach production Redis?", ["redis-prod.eu-west.acme.io"], ["cache-01.internal"])
U("en", "value", "near",
  ["The team's standup is at 9:30 every weekday.",
   "The team's standup is at 10:00 every weekday."],
  "When is our daily standup?", ["standup", "10:00"], ["9:30"])
U("en", "value", "different",
  ["We're running Python 3.9 for the data pipeline.",
   "The data pipeline has been upgraded to Python 3.12."],
  "What Python version does the data pipeline run on?", ["data pipeline", "3.12"], ["3.9"])
U("en", "value", "near",
  ["The monthly cloud budget for the ML team is $12,000.",
   "The monthly cloud budget for the ML team is $18,500."],
  "How much can the ML group spend on cloud each month?", ["ml team", "18,500"], ["12,000"])
U("en", "value", "different",
  ["Logs are written to /var/log/ingest/app.log.",
   "The ingest service now sends its log output to /data/logs/ingest.log."],
  "Where do I find the ingest service's log file?", ["/data/logs/ingest.log"], ["/var/log/ingest/app.log"])
U("en", "value", "near",
  ["The JWT access token expires after 15 minutes.",
   "The JWT access token expires after 60 minutes."],
  "How long is an access token valid for?", ["access token", "60 minutes"], ["15 minutes"])
U("en", "value", "different",
  ["The Google Analytics property ID is 448812.",
   "GA got migrated, and the property ID to use from now on is 903157."],
  "What's our Google Analytics property id?", ["903157"], ["448812"])
U("en", "value", "near",
  ["The Kubernetes cluster runs version 1.26.",
   "The Kubernetes cluster runs version 1.28.",
   "The Kubernetes cluster runs version 1.30."],
  "Which k8s version is our cluster on?", ["kubernetes", "1.30"], ["1.28"], ["1.26"])
U("en", "value", "different",
  ["Max upload size for user avatars is 2 MB.",
   "Since the CDN change, profile pictures can be as large as 5 MB."],
  "What's the file size limit for avatar uploads?", ["5 mb"], ["2 mb"])
U("en", "value", "near",
  ["The on-call rotation changes every Monday at 10am.",
   "The on-call rotation changes every Thursday at 10am."],
  "Which day does the on-call shift hand over?", ["on-call", "thursday"], ["every monday"])
U("en", "value", "different",
  ["Elasticsearch heap is set to 8g on each node.",
   "We bumped the JVM heap for our Elasticsearch nodes — they get 16g now."],
  "How much heap does Elasticsearch get?", ["elasticsearch", "16g"], ["set to 8g"])
U("en", "value", "near",
  ["The support email shown in the app footer is help@acme.io.",
   "The support email shown in the app footer is support@acme.io."],
  "Which address do we show users for contacting support?", ["support@acme.io"], ["help@acme.io"])
U("en", "value", "different",
  ["The frontend dev server runs on localhost:3000.",
   "Port clashes with the API forced a change: open localhost:4200 to get the frontend in dev mode."],
  "What URL do I open for the local frontend?", ["localhost:4200"], ["localhost:3000"])
U("en", "value", "near",
  ["The contract renewal deadline with our CDN provider is March 31.",
   "The contract renewal deadline with our CDN provider is April 30."],
  "By when do we need to renew the CDN contract?", ["cdn provider", "april 30"], ["march 31"])
U("en", "value", "different",
  ["Connection pool size for the orders service is 20 connections.",
   "Orders service: we raised the DB pool to 50 connections after the load test."],
  "How many DB connections does the orders service pool hold?", ["orders", "50 connections"], ["20 connections"])
U("en", "value", "near",
  ["The release branch is release/2024.10.",
   "The release branch is release/2024.11.",
   "The release branch is release/2025.01."],
  "Which branch are we cutting releases from?", ["release/2025.01"], ["release/2024.11"], ["release/2024.10"])
U("en", "value", "different",
  ["Our GitHub Actions runners use ubuntu-20.04.",
   "CI images were bumped; the workflows now target ubuntu-24.04."],
  "What Ubuntu version do our CI runners use?", ["ubuntu-24.04"], ["ubuntu-20.04"])
U("en", "value", "different",
  ["The health check interval on the load balancer is 30 seconds.",
   "Load balancer health checks now fire every 5 seconds."],
  "How frequently does the LB probe backends?", ["health check", "5 seconds"], ["30 seconds"])

# ---------------------------------------------------------------------------
# UPDATE / value — Chinese
# ---------------------------------------------------------------------------
U("zh", "value", "near",
  ["测试环境的 MySQL 端口是 3306。",
   "测试环境的 MySQL 端口改成 3307 了。"],
  "测试库 MySQL 连哪个端口？", ["mysql", "3307"], ["3306"])
U("zh", "value", "different",
  ["周报每周五下午五点前提交。",
   "从这周开始，周报截止时间提前到周四中午十二点。"],
  "周报最晚什么时候交？", ["周报", "周四中午十二点"], ["周五下午五点"])
U("zh", "value", "near",
  ["用户密码最少 8 位。",
   "用户密码最少 12 位。"],
  "注册时密码长度至少要几位？", ["密码", "12 位"], ["8 位"])
U("zh", "value", "different",
  ["内部 Maven 私服地址是 nexus.corp.local:8081。",
   "我们把私服迁到了新机器，现在用 repo.corp.local:8443 拉依赖。"],
  "Maven 依赖应该从哪个地址拉？", ["repo.corp.local:8443"], ["nexus.corp.local"])
U("zh", "value", "near",
  ["前端项目的 Node 版本是 16。",
   "前端项目的 Node 版本是 18。",
   "前端项目的 Node 版本是 20。"],
  "前端工程要装哪个版本的 Node？", ["node 版本是 20"], ["版本是 18"], ["版本是 16"])
U("zh", "value", "different",
  ["年会定在 1 月 18 日。",
   "行政刚发通知：年会改期，最终日期是 1 月 25 日。"],
  "公司年会哪天办？", ["年会", "1 月 25 日"], ["1 月 18 日"])
U("zh", "value", "near",
  ["订单服务的超时时间是 3 秒。",
   "订单服务的超时时间是 8 秒。"],
  "下单那个服务多久算超时？", ["订单服务", "8 秒"], ["3 秒"])
U("zh", "value", "different",
  ["客服热线是 400-820-1234。",
   "新的客服电话已经启用：400-990-5678，请以这个为准。"],
  "客服电话是多少？", ["400-990-5678"], ["400-820-1234"])
U("zh", "value", "near",
  ["每月服务器预算是 3 万元。",
   "每月服务器预算是 4.5 万元。"],
  "服务器一个月能花多少钱？", ["服务器预算", "4.5 万元"], ["3 万元"])
U("zh", "value", "different",
  ["日志保留 7 天。",
   "合规要求更新后，所有日志都要保存 30 天。"],
  "日志要留多久？", ["日志", "30 天"], ["7 天"])
U("zh", "value", "near",
  ["线上 Nginx 的配置文件在 /etc/nginx/conf.d/site.conf。",
   "线上 Nginx 的配置文件在 /opt/nginx/conf/site.conf。"],
  "生产环境 nginx 配置放在哪个路径？", ["/opt/nginx/conf/site.conf"], ["/etc/nginx/conf.d"])
U("zh", "value", "different",
  ["微信小程序的 AppID 是 wx8a1b2c3d4e。",
   "小程序换了主体，新 AppID 为 wx77f0e9d1c2。"],
  "小程序的 AppID 现在是什么？", ["wx77f0e9d1c2"], ["wx8a1b2c3d4e"])
U("zh", "value", "near",
  ["每周迭代评审会在周二下午 3 点。",
   "每周迭代评审会在周三下午 3 点。"],
  "迭代评审是星期几开？", ["迭代评审", "周三"], ["周二下午 3 点"])
U("zh", "value", "different",
  ["推荐模型的线上版本是 v3.2。",
   "推荐模型已经上线 v3.5。",
   "推荐模型回滚后又发布了 v4.0，目前线上跑的就是它。"],
  "现在线上推荐用的是哪个模型版本？", ["推荐模型", "v4.0"], ["v3.5"], ["v3.2"])
U("zh", "value", "near",
  ["埋点 Kafka topic 的分区数设为 12。",
   "埋点 Kafka topic 的分区数设为 24。"],
  "埋点那个 topic 有几个分区？", ["分区数设为 24"], ["设为 12"])
U("zh", "value", "different",
  ["实习生的转正答辩安排在 6 月 10 日。",
   "答辩时间推迟了，实习生转正答辩最后定在 6 月 24 日。"],
  "实习生转正答辩是哪天？", ["答辩", "6 月 24 日"], ["6 月 10 日"])
U("zh", "value", "near",
  ["CI 的单测覆盖率门槛是 70%。",
   "CI 的单测覆盖率门槛是 80%。"],
  "覆盖率要到多少流水线才能过？", ["覆盖率", "80%"], ["70%"])
U("zh", "value", "different",
  ["图片 CDN 的回源域名是 origin.img.example.cn。",
   "运维把回源切到了 src-img.example.cn，老域名下个月下线。"],
  "图片 CDN 回源到哪个域名？", ["src-img.example.cn"], ["origin.img.example.cn"])

# ---------------------------------------------------------------------------
# UPDATE / choice — English
# ---------------------------------------------------------------------------
U("en", "choice", "near",
  ["We use Jenkins for CI.",
   "We use GitHub Actions for CI."],
  "What's our CI system?", ["github actions", "ci"], ["jenkins"])
U("en", "choice", "different",
  ["Exceptions from the backend get reported to Rollbar.",
   "Sentry is now where backend exceptions are captured."],
  "Which tool tracks errors from the server side?", ["sentry"], ["rollbar"])
U("en", "choice", "near",
  ["Our package manager for the monorepo is yarn.",
   "Our package manager for the monorepo is pnpm."],
  "Which JS package manager does the monorepo use?", ["pnpm"], ["yarn"])
U("en", "choice", "different",
  ["Transactional emails are sent through Mailgun.",
   "Since the pricing change, Postmark delivers all our transactional mail."],
  "What service sends our transactional emails?", ["postmark"], ["mailgun"])
U("en", "choice", "near",
  ["The design team works in Sketch.",
   "The design team works in Adobe XD.",
   "The design team works in Figma."],
  "What tool are the designers using these days?", ["figma"], ["adobe xd"], ["sketch"])
U("en", "choice", "different",
  ["We host the marketing site on Netlify.",
   "Marketing site deploys go to Vercel these days."],
  "Where is the marketing website hosted?", ["vercel"], ["netlify"])
U("en", "choice", "near",
  ["Team docs live in Confluence.",
   "Team docs live in Notion."],
  "Where do we keep internal documentation?", ["notion"], ["confluence"])
U("en", "choice", "different",
  ["For state management in the React app we use Redux.",
   "The React app's global state now goes through Zustand; the old store was removed."],
  "What handles state management in our frontend?", ["zustand"], ["redux"])
U("en", "choice", "near",
  ["Infrastructure is provisioned with CloudFormation.",
   "Infrastructure is provisioned with Terraform."],
  "What IaC tool do we provision infra with?", ["terraform"], ["cloudformation"])
U("en", "choice", "different",
  ["The team tracks tasks on a Trello board.",
   "All tickets were migrated, and Linear is our issue tracker going forward."],
  "Which tool do we track work items in?", ["linear"], ["trello"])
U("en", "choice", "near",
  ["We authenticate users with Auth0.",
   "We authenticate users with Clerk."],
  "Who's our login/identity provider?", ["clerk"], ["auth0"])
U("en", "choice", "different",
  ["Feature flags are managed in LaunchDarkly.",
   "To cut costs we self-host Unleash for toggling features."],
  "What do we use for feature flags?", ["unleash"], ["launchdarkly"])
U("en", "choice", "near",
  ["Our primary cloud provider is AWS.",
   "Our primary cloud provider is Google Cloud."],
  "Which cloud are we mainly on?", ["google cloud"], ["aws"])
U("en", "choice", "different",
  ["Metrics dashboards are built in Kibana.",
   "We standardized on Grafana for every metrics dashboard."],
  "What do we build metric dashboards with?", ["grafana"], ["kibana"])
U("en", "choice", "near",
  ["The ORM in the Python services is SQLAlchemy.",
   "The ORM in the Python services is Tortoise."],
  "Which ORM do the Python services use?", ["tortoise"], ["sqlalchemy"])
U("en", "choice", "different",
  ["Secrets are stored in a shared 1Password vault.",
   "HashiCorp Vault is now the single place for secrets; nobody should keep them anywhere else."],
  "Where should I put credentials and secrets?", ["hashicorp vault"], ["1password"])
U("en", "choice", "near",
  ["Client meetings are held on Zoom.",
   "Client meetings are now held on Microsoft Teams."],
  "What do we use for calls with clients?", ["microsoft teams"], ["zoom"])
U("en", "choice", "different",
  ["We queue background jobs with Celery.",
   "Temporal now runs all our background jobs."],
  "What runs our async/background work?", ["temporal"], ["celery"])

# ---------------------------------------------------------------------------
# UPDATE / choice — Chinese
# ---------------------------------------------------------------------------
U("zh", "choice", "near",
  ["我们用 GitLab 管理代码。",
   "我们用 GitHub 管理代码。"],
  "代码托管在哪个平台上？", ["github", "代码"], ["gitlab"])
U("zh", "choice", "different",
  ["团队即时通讯用钉钉。",
   "公司全面切换到飞书，日常沟通都在飞书上进行。"],
  "我们平时用什么软件聊工作？", ["飞书"], ["钉钉"])
U("zh", "choice", "near",
  ["后端接口文档用 Swagger 维护。",
   "后端接口文档用 Apifox 维护。"],
  "接口文档在什么工具里写？", ["apifox"], ["swagger"])
U("zh", "choice", "different",
  ["短信验证码走阿里云短信服务。",
   "验证码短信现在由腾讯云发送，成本更低。"],
  "登录验证码短信是哪家发的？", ["腾讯云"], ["阿里云"])
U("zh", "choice", "near",
  ["数据分析用 Excel 做报表。",
   "数据分析用 Tableau 做报表。",
   "数据分析用 Superset 做报表。"],
  "数据报表一般用什么工具出？", ["superset"], ["tableau"], ["excel"])
U("zh", "choice", "different",
  ["移动端跨平台框架我们选了 React Native。",
   "经过评估，新版 App 改用 Flutter 来开发。"],
  "App 是用什么框架开发的？", ["flutter"], ["react native"])
U("zh", "choice", "near",
  ["对象存储用的是七牛云。",
   "对象存储用的是 MinIO 自建集群。"],
  "文件存在哪家的对象存储里？", ["minio"], ["七牛"])
U("zh", "choice", "different",
  ["消息队列用 RabbitMQ。",
   "为了扛住大促流量，我们把 MQ 换成了 RocketMQ。"],
  "我们的消息中间件是哪个？", ["rocketmq"], ["rabbitmq"])
U("zh", "choice", "near",
  ["前端构建工具是 Webpack。",
   "前端构建工具是 Vite。"],
  "前端打包用的什么工具？", ["vite"], ["webpack"])
U("zh", "choice", "different",
  ["线上监控告警通过邮件发送。",
   "告警现在统一推送到企业微信群里。"],
  "监控告警会发到哪里？", ["企业微信"], ["通过邮件"])
U("zh", "choice", "near",
  ["公司的 VPN 客户端是 OpenVPN。",
   "公司的 VPN 客户端是 WireGuard。"],
  "连公司内网用哪个 VPN 软件？", ["wireguard"], ["openvpn"])
U("zh", "choice", "different",
  ["代码格式化我们统一用 Prettier 默认配置。",
   "格式化和 lint 已经一起交给 Biome 处理了。"],
  "前端代码用什么工具格式化？", ["biome"], ["prettier"])
U("zh", "choice", "near",
  ["站内搜索基于 Solr 实现。",
   "站内搜索基于 Meilisearch 实现。"],
  "站内搜索用的是什么引擎？", ["meilisearch"], ["solr"])
U("zh", "choice", "different",
  ["海外用户付款接的是 PayPal。",
   "境外支付现在改为通过 Stripe 收款。"],
  "海外客户付钱走哪个渠道？", ["stripe"], ["paypal"])

# ---------------------------------------------------------------------------
# UPDATE / negation — English
# ---------------------------------------------------------------------------
U("en", "negation", "near",
  ["Force-pushing to main is allowed for maintainers.",
   "Force-pushing to main is forbidden, even for maintainers."],
  "Can maintainers rewrite history on main with a force push?", ["force-push", "forbidden"], ["is allowed"])
U("en", "negation", "different",
  ["We always squash-merge pull requests.",
   "Squash merging is no longer done here — every commit of a PR has to be kept in history."],
  "How should PRs be merged?", ["squash", "no longer"], ["always squash"])
U("en", "negation", "near",
  ["Deploys on Fridays are allowed.",
   "Deploys on Fridays are not allowed."],
  "Is it OK to ship to prod on a Friday?", ["fridays", "not allowed"], ["fridays are allowed"])
U("en", "negation", "different",
  ["Remote work is permitted up to three days a week.",
   "Management ended the hybrid policy: everyone must be in the office five days a week."],
  "How many days a week can I work from home?", ["office five days"], ["permitted"])
U("en", "negation", "near",
  ["The test suite runs on every commit.",
   "The test suite no longer runs on every commit."],
  "Do tests get executed for each commit?", ["test suite", "no longer"], ["suite runs on"])
U("en", "negation", "different",
  ["Customer PII may be copied to staging for debugging.",
   "Copying any customer personal data into a non-production environment is strictly prohibited now."],
  "Am I allowed to pull customer personal data into staging to debug?", ["prohibited"], ["may be copied"])
U("en", "negation", "near",
  ["Contractors have access to the production database.",
   "Contractors no longer have access to the production database."],
  "Can contractors reach the prod DB?", ["contractors", "no longer"], ["contractors have access"])
U("en", "negation", "different",
  ["We use TypeScript strict mode in all packages.",
   "Strict mode got turned off in the TypeScript config because of legacy code."],
  "Is TS strict mode on?", ["strict mode", "turned off"], ["in all packages"])
U("en", "negation", "near",
  ["Dark mode is enabled by default in the reader app.",
   "Dark mode is disabled by default in the reader app."],
  "Does the reader app start in dark mode?", ["reader app", "disabled"], ["is enabled"])
U("en", "negation", "different",
  ["Engineers can expense a home-office chair.",
   "Home office furniture is no longer reimbursable, chairs included."],
  "Can I get reimbursed for a desk chair for working from home?", ["no longer reimbursable"], ["can expense"])
U("en", "negation", "near",
  ["Direct commits to the docs repo are allowed.",
   "Direct commits to the docs repo are forbidden.",
   "Direct commits to the docs repo are allowed again."],
  "Can I push straight to the documentation repo without a PR?", ["docs repo", "allowed again"], ["repo are forbidden"],
  ["repo are allowed."])
U("en", "negation", "different",
  ["The public API supports API-key authentication.",
   "API keys are rejected by the public API now; only OAuth tokens work there."],
  "Can I call the public API with an API key?", ["oauth"], ["supports api-key"])

# ---------------------------------------------------------------------------
# UPDATE / negation — Chinese
# ---------------------------------------------------------------------------
U("zh", "negation", "near",
  ["允许在生产环境直接改数据库。",
   "禁止在生产环境直接改数据库。"],
  "能直接在线上库里改数据吗？", ["禁止", "直接改数据库"], ["允许"])
U("zh", "negation", "near",
  ["测试环境用 Docker Compose 部署。",
   "测试环境已经不用 Docker Compose 部署了。"],
  "测试环境还是靠 Compose 起的吗？", ["不用", "compose"], ["环境用"])
U("zh", "negation", "different",
  ["周末加班可以申请调休。",
   "公司新规：周末加班一律不再安排调休，改为发加班费。"],
  "周末加班还能换调休吗？", ["不再安排调休"], ["可以申请调休"])
U("zh", "negation", "different",
  ["每个需求上线前必须经过产品验收。",
   "小需求上线前不需要产品验收了，研发自测即可。"],
  "小需求上线要等产品验收吗？", ["不需要产品验收"], ["必须经过产品验收"])
U("zh", "negation", "different",
  ["线上日志里可以打印用户手机号。",
   "出于隐私合规，日志中严禁出现用户手机号。"],
  "日志里能打出手机号吗？", ["严禁", "手机号"], ["可以打印"])
U("zh", "negation", "near",
  ["新项目默认开启 ESLint 检查。",
   "新项目默认关闭 ESLint 检查。"],
  "新建的工程会默认跑 lint 吗？", ["eslint", "关闭"], ["开启"])
U("zh", "negation", "different",
  ["访客 WiFi 可以访问内网。",
   "安全整改后，访客网络已经和内网彻底隔离，无法访问。"],
  "来访客人连的 WiFi 能进内网吗？", ["访客网络", "隔离"], ["可以访问内网"])
U("zh", "negation", "different",
  ["每次发版都要发邮件通知全员。",
   "发版不再需要群发通知全员了。"],
  "发布新版本还要全员通知吗？", ["不再需要"], ["都要发邮件"])
U("zh", "negation", "different",
  ["实习生可以申请生产环境只读权限。",
   "实习生不能申请任何生产环境权限。",
   "经过评审，实习生又可以申请生产只读权限了，但需要导师审批。"],
  "实习生能拿到线上只读权限吗？", ["实习生", "导师审批"], ["不能申请"], ["生产环境只读"])
U("zh", "negation", "different",
  ["我们的 SDK 支持 IE11。",
   "从 3.0 开始，SDK 放弃了对 IE11 的兼容。"],
  "SDK 现在还兼容 IE11 吗？", ["ie11", "放弃"], ["支持 ie11"])

# ---------------------------------------------------------------------------
# LOOKALIKE — English
# ---------------------------------------------------------------------------
L("en", "near",
  "The auth service runs on port 8001.",
  "The billing service runs on port 8002.",
  "What port is billing on?", ["billing service", "8002"],
  "Which port does the auth service listen on?", ["auth service", "8001"])
L("en", "near",
  "The staging API host is api.staging.shopfront.dev.",
  "The production API host is api.shopfront.com.",
  "What's the prod hostname for the API?", ["api.shopfront.com"],
  "Which host serves the staging API?", ["api.staging.shopfront.dev"])
L("en", "near",
  "Alice prefers Vim as her editor.",
  "Bob prefers VS Code as his editor.",
  "Which editor does Bob like to code in?", ["bob", "vs code"],
  "What editor does Alice use?", ["alice", "vim"])
L("en", "different",
  "The EU cluster lives in eu-central-1.",
  "For US customers, workloads run in us-east-2.",
  "Which region serves our American users?", ["us-east-2"],
  "Where is the European cluster hosted?", ["eu-central-1"])
L("en", "near",
  "Project Falcon's deadline is May 3.",
  "Project Heron's deadline is May 17.",
  "When is Heron due?", ["heron", "may 17"],
  "What's the deadline for Falcon?", ["falcon", "may 3"])
L("en", "different",
  "Android builds are signed with the key in keystore-release.jks.",
  "iOS release signing uses the distribution certificate stored in Fastlane match.",
  "How do we sign iOS release builds?", ["ios", "fastlane match"],
  "Which keystore signs the Android app?", ["android", "keystore-release.jks"])
L("en", "near",
  "Staging Memcached is capped at 2gb of memory.",
  "Production Memcached is capped at 24gb of memory.",
  "How much memory can prod memcached use?", ["production memcached", "24gb"],
  "What's the memory cap on the staging memcached?", ["staging memcached", "2gb"])
L("en", "different",
  "Carol is the tech lead for the payments team.",
  "The search team is led by Dmitri.",
  "Who leads the search team?", ["search team", "dmitri"],
  "Who's the payments tech lead?", ["carol", "payments"])
L("en", "near",
  "The iOS app bundle id is com.acme.shop.",
  "The Android app package name is com.acme.shop.android.",
  "What's the package name of the Android app?", ["com.acme.shop.android"],
  "What bundle identifier does the iPhone app use?", ["ios", "com.acme.shop"])
L("en", "near",
  "Frontend PRs need one approval.",
  "Backend PRs need two approvals.",
  "How many approvals does a backend pull request require?", ["backend prs", "two approvals"],
  "How many approvals for a frontend PR?", ["frontend prs", "one approval"])
L("en", "different",
  "Our Berlin office's Wi-Fi network is ACME-BER.",
  "In Lisbon the office Wi-Fi SSID is called acme-lis-5g.",
  "What's the wifi name at the Lisbon office?", ["lisbon", "acme-lis-5g"],
  "Which wireless network do I join in Berlin?", ["berlin", "acme-ber"])
L("en", "near",
  "The web team's sprint length is two weeks.",
  "The data team's sprint length is three weeks.",
  "How long are the data team's sprints?", ["data team", "three weeks"],
  "How long is a web team sprint?", ["web team", "two weeks"])
L("en", "different",
  "Grace's timezone is America/Los_Angeles.",
  "Hiro works from Tokyo, so schedule with him in Asia/Tokyo time.",
  "Which timezone should I use when booking a meeting with Hiro?", ["hiro", "asia/tokyo"],
  "What timezone is Grace in?", ["grace", "america/los_angeles"])
L("en", "near",
  "The invoices table is partitioned by month.",
  "The clickstream table is partitioned by day.",
  "How is the clickstream table partitioned?", ["clickstream", "by day"],
  "What's the partitioning scheme for invoices?", ["invoices", "by month"])
L("en", "different",
  "Use Python 3.11 for the scraper repo.",
  "The CLI tool repo is pinned to Python 3.10.",
  "Which Python does the CLI tool target?", ["cli tool", "3.10"],
  "What Python version should the scraper use?", ["scraper", "3.11"])
L("en", "near",
  "The US sales line is +1 415 555 0100.",
  "The UK sales line is +44 20 7946 0300.",
  "What number do British prospects call for sales?", ["uk sales", "+44 20 7946 0300"],
  "What's the American sales phone number?", ["us sales", "+1 415 555 0100"])
L("en", "different",
  "Marketing's quarterly budget is $40k.",
  "Engineering gets $120k per quarter for tooling.",
  "How much does engineering get each quarter for tools?", ["engineering", "$120k"],
  "What's marketing's budget per quarter?", ["marketing", "$40k"])
L("en", "near",
  "The admin dashboard uses the blue theme.",
  "The customer portal uses the green theme.",
  "What colour theme does the customer portal have?", ["customer portal", "green"],
  "Which theme is the admin dashboard on?", ["admin dashboard", "blue"])
L("en", "different",
  "Ivan owns the release checklist.",
  "The incident postmortem template is maintained by Jun.",
  "Who maintains the postmortem template?", ["jun", "postmortem"],
  "Who's responsible for the release checklist?", ["ivan", "release checklist"])
L("en", "near",
  "Staging sends email from noreply@staging.acme.io.",
  "Production sends email from noreply@acme.io.",
  "What sender address does prod use for outgoing mail?", ["noreply@acme.io"],
  "Which from-address does staging send with?", ["noreply@staging.acme.io"])
L("en", "different",
  "Kim is out on parental leave until August 12.",
  "Leo's vacation runs through July 28.",
  "When is Leo back from holiday?", ["leo", "july 28"],
  "Until when is Kim on leave?", ["kim", "august 12"])
L("en", "near",
  "The mobile team releases every Tuesday.",
  "The desktop team releases every Thursday.",
  "Which day does the desktop team ship?", ["desktop team", "thursday"],
  "On what day does the mobile team release?", ["mobile team", "tuesday"])
L("en", "different",
  "Repo acme/web uses trunk-based development.",
  "In acme/infra we follow GitFlow with develop and release branches.",
  "What branching model does acme/infra follow?", ["acme/infra", "gitflow"],
  "How do we branch in acme/web?", ["acme/web", "trunk-based"])
L("en", "near",
  "The read replica's connection limit is 200.",
  "The primary's connection limit is 500.",
  "How many connections can the primary DB take?", ["primary's connection limit", "500"],
  "What's the max connections on the read replica?", ["read replica", "200"])
L("en", "different",
  "For the Android app we report crashes to Firebase Crashlytics.",
  "Crashes from the Windows client are reported to Bugsnag.",
  "Where do Windows client crash reports go?", ["windows", "bugsnag"],
  "Which crash reporter does the Android app use?", ["android", "crashlytics"])
L("en", "near",
  "Tom's preferred code review window is mornings.",
  "Uma's preferred code review window is afternoons.",
  "When does Uma like to do code reviews?", ["uma", "afternoons"],
  "When does Tom prefer to review code?", ["tom's", "mornings"])

# ---------------------------------------------------------------------------
# LOOKALIKE — Chinese
# ---------------------------------------------------------------------------
L("zh", "near",
  "用户服务部署在 10.0.1.15 上。",
  "商品服务部署在 10.0.1.16 上。",
  "商品服务跑在哪台机器上？", ["商品服务", "10.0.1.16"],
  "用户服务部署在哪个 IP？", ["用户服务", "10.0.1.15"])
L("zh", "near",
  "预发环境的域名是 pre.shop.cn。",
  "生产环境的域名是 www.shop.cn。",
  "线上正式环境用什么域名访问？", ["www.shop.cn"],
  "预发环境的访问地址是什么？", ["pre.shop.cn"])
L("zh", "different",
  "张伟习惯用 IntelliJ IDEA 写 Java。",
  "李娜写代码一直用 Neovim。",
  "李娜平时用什么编辑器？", ["李娜", "neovim"],
  "张伟用哪个 IDE？", ["张伟", "intellij"])
L("zh", "near",
  "华东区的数据库在杭州机房。",
  "华北区的数据库在北京机房。",
  "华北的数据库放在哪个机房？", ["华北", "北京机房"],
  "华东区数据库在哪里？", ["华东", "杭州"])
L("zh", "different",
  "星河项目计划 3 月 15 日上线。",
  "北斗项目要到 4 月初才能交付。",
  "北斗什么时候能交付？", ["北斗", "4 月初"],
  "星河项目哪天上线？", ["星河", "3 月 15 日"])
L("zh", "different",
  "小程序的基础库最低版本是 2.10。",
  "H5 页面最低兼容 Chrome 80。",
  "H5 最低要支持到哪个浏览器版本？", ["h5", "chrome 80"],
  "小程序基础库最低要求是多少？", ["基础库", "2.10"])
L("zh", "near",
  "前端组的代码评审群是 #fe-review。",
  "后端组的代码评审群是 #be-review。",
  "后端提 review 要发到哪个群？", ["后端组", "#be-review"],
  "前端的评审群叫什么？", ["前端组", "#fe-review"])
L("zh", "different",
  "王芳负责支付模块。",
  "订单模块归陈磊管。",
  "订单模块的负责人是谁？", ["订单模块", "陈磊"],
  "支付模块找谁？", ["王芳", "支付模块"])
L("zh", "near",
  "北京办公室的打印机 IP 是 192.168.3.20。",
  "上海办公室的打印机 IP 是 192.168.5.20。",
  "上海办公室打印机的地址是多少？", ["上海办公室", "192.168.5.20"],
  "北京那边的打印机 IP 是啥？", ["北京办公室", "192.168.3.20"])
L("zh", "different",
  "刘洋这周在上海出差。",
  "赵敏这周请了年假，周五回来。",
  "赵敏这周在不在公司？", ["赵敏", "年假"],
  "刘洋这周在哪儿？", ["刘洋", "出差"])
L("zh", "near",
  "测试环境的 Kafka 地址是 kafka-test:9092。",
  "生产环境的 Kafka 地址是 kafka-prod:9093。",
  "线上 Kafka 的连接地址是什么？", ["kafka-prod:9093"],
  "测试环境 Kafka 连哪个地址？", ["kafka-test:9092"])
L("zh", "different",
  "运营后台用 Vue 3 开发。",
  "官网前端是拿 Next.js 搭的。",
  "官网是用什么技术栈写的？", ["官网", "next.js"],
  "运营后台的前端框架是什么？", ["运营后台", "vue 3"])
L("zh", "near",
  "一组的周会在周一上午十点。",
  "二组的周会在周二上午十点。",
  "二组每周什么时候开周会？", ["二组", "周二上午"],
  "一组的周会是哪天？", ["一组", "周一上午"])
L("zh", "different",
  "海外版 App 的 API 网关在新加坡。",
  "国内版的接口网关部署在深圳。",
  "国内版网关放在哪个城市？", ["国内版", "深圳"],
  "海外版网关部署在哪里？", ["海外版", "新加坡"])
L("zh", "near",
  "小李的工位在 3 楼 A 区。",
  "小周的工位在 5 楼 C 区。",
  "小周坐在哪儿？", ["小周", "5 楼 c 区"],
  "小李的座位在哪？", ["小李", "3 楼 a 区"])
L("zh", "different",
  "财务系统的数据库每天凌晨备份一次。",
  "CRM 系统则是每小时做一次增量备份。",
  "CRM 多久备份一次？", ["crm", "每小时"],
  "财务系统的库什么时候备份？", ["财务系统", "每天凌晨"])
L("zh", "near",
  "测试环境的镜像仓库是 harbor-test.corp.cn。",
  "生产环境的镜像仓库是 harbor.corp.cn。",
  "线上镜像应该推到哪个仓库？", ["harbor.corp.cn"],
  "测试环境镜像推到哪里？", ["harbor-test.corp.cn"])
L("zh", "different",
  "杭州团队的午餐补贴是每天 30 元。",
  "深圳同事每天的餐补标准为 40 元。",
  "深圳那边一天餐补多少？", ["深圳", "40 元"],
  "杭州团队午饭补贴多少？", ["杭州", "30 元"])
L("zh", "near",
  "文章服务的缓存过期时间是 5 分钟。",
  "评论服务的缓存过期时间是 1 分钟。",
  "评论服务缓存多久过期？", ["评论服务", "1 分钟"],
  "文章服务的缓存 TTL 是多少？", ["文章服务", "5 分钟"])
L("zh", "different",
  "Mobile 组用 Jira 管需求。",
  "数据组的需求都记在 Tower 上。",
  "数据组在哪儿跟踪需求？", ["数据组", "tower"],
  "Mobile 组的需求在什么工具里？", ["mobile", "jira"])
L("zh", "near",
  "1 号仓库的发货截止时间是下午 4 点。",
  "2 号仓库的发货截止时间是下午 6 点。",
  "2 号仓每天几点截单发货？", ["2 号仓库", "下午 6 点"],
  "1 号仓库几点停止发货？", ["1 号仓库", "下午 4 点"])

# ---------------------------------------------------------------------------
# RESTATEMENT — English
# ---------------------------------------------------------------------------
R("en", "different",
  "Our backend is deployed on Render.",
  "Render is the platform that hosts and ships our backend services.",
  "Which platform runs our server-side code?", ["render", "backend"])
R("en", "different",
  "Code reviews must be done within one business day.",
  "Reviewers are expected to respond to a PR in under a business day.",
  "How quickly should pull requests get a review?", ["business day"])
R("en", "near",
  "The office closes at 7pm.",
  "The office shuts at 7pm.",
  "What time does the office close for the day?", ["office", "7pm"])
R("en", "different",
  "All timestamps in the database are stored in UTC.",
  "Database timestamps are always saved as UTC, never local time.",
  "What timezone do we use when persisting times in the DB?", ["timestamps", "utc"])
R("en", "different",
  "Dana is the owner of the notifications codebase.",
  "Anything touching notifications code should go through Dana — she owns it.",
  "Who owns the notifications code?", ["dana", "notifications"])
R("en", "different",
  "Commit messages follow the Conventional Commits spec.",
  "Please write commits like 'feat: ...' or 'fix: ...', per Conventional Commits.",
  "What format should commit messages use?", ["conventional commits"])
R("en", "different",
  "I prefer tabs over spaces for indentation.",
  "Indent with tabs, not spaces — that's my preference.",
  "Do I indent with tabs or spaces?", ["tabs", "spaces"])
R("en", "different",
  "The API returns dates in ISO 8601 format.",
  "Every date coming out of our API is ISO 8601 formatted.",
  "What date format does the API emit?", ["iso 8601"])
R("en", "different",
  "Card numbers never touch our servers; the payment processor tokenizes them.",
  "We only keep tokens — raw card numbers are never stored on our side.",
  "Do we keep raw credit card numbers anywhere?", ["card numbers", "never"])
R("en", "near",
  "The design system lives in the packages/ui folder.",
  "Our design system is in packages/ui.",
  "Where's the design system code?", ["design system", "packages/ui"])
R("en", "different",
  "Eve is allergic to peanuts, so avoid them when ordering team lunch.",
  "When we order food for the team, no peanuts — Eve has an allergy.",
  "Any food restrictions when ordering lunch for the team?", ["eve", "peanut"])
R("en", "different",
  "Each microservice owns its own database; no shared schemas.",
  "We never share tables across services; every service has its own database.",
  "Can two services use the same DB?", ["share", "own database"])
R("en", "different",
  "Staging is reset every Sunday night.",
  "Every Sunday evening the staging environment gets wiped and reseeded.",
  "When does the pre-prod environment get wiped?", ["staging", "sunday"])
R("en", "different",
  "We aim for 99.9% uptime on the public API.",
  "The public API's availability target is three nines (99.9%).",
  "What's the uptime SLO for the external API?", ["99.9%"])
R("en", "near",
  "Hotfixes go straight to the main branch after review.",
  "After review, hotfixes are merged directly into main.",
  "Where do urgent fixes get merged?", ["hotfixes", "main"])
R("en", "different",
  "The weekly all-hands is on Wednesday at 4pm.",
  "All-hands happens every Wednesday, 16:00.",
  "When's the company-wide meeting?", ["all-hands", "wednesday"])
R("en", "different",
  "Frank's preferred language for scripts is Go.",
  "For scripting, Frank reaches for Go over anything else.",
  "What does Frank write his scripts in?", ["frank", "go"])
R("en", "different",
  "Large binaries go in Git LFS, not the repo itself.",
  "Don't commit big binary files directly — put them in Git LFS.",
  "How should we version large binary assets?", ["git lfs", "binar"])
R("en", "near",
  "Our Slack channel for incidents is #inc-war-room.",
  "Incidents are coordinated in the #inc-war-room Slack channel.",
  "Where do we coordinate during an outage?", ["#inc-war-room"])
R("en", "different",
  "The user-facing product name is always written 'NimbusNote', one word.",
  "In all customer copy, spell NimbusNote as a single word.",
  "How do we spell the product name?", ["nimbusnote"])

# ---------------------------------------------------------------------------
# RESTATEMENT — Chinese
# ---------------------------------------------------------------------------
R("zh", "different",
  "我们的测试报告都放在共享盘的 QA 目录下。",
  "QA 目录（在共享盘里）就是放测试报告的地方。",
  "测试报告去哪里找？", ["测试报告", "qa 目录"])
R("zh", "different",
  "接口统一返回 JSON，字段用驼峰命名。",
  "所有 API 的响应都是 JSON 格式，字段名采用驼峰。",
  "接口返回的字段怎么命名？", ["json", "驼峰"])
R("zh", "near",
  "老陈负责机房巡检。",
  "机房巡检由老陈负责。",
  "谁去机房巡检？", ["老陈", "机房巡检"])
R("zh", "different",
  "我喜欢早上开会，下午留给写代码。",
  "开会尽量安排在上午，我下午要专心写代码。",
  "给我约会议最好约在什么时间段？", ["下午", "写代码"])
R("zh", "different",
  "数据库表名一律用小写加下划线。",
  "建表时，表名要全小写，单词之间用下划线分隔。",
  "表名的命名规范是什么？", ["表名", "下划线"])
R("zh", "different",
  "线上故障复盘要在 48 小时内完成。",
  "出了线上事故，48 小时之内必须写完复盘。",
  "事故复盘最晚多久要交？", ["48 小时", "复盘"])
R("zh", "different",
  "办公室的门禁卡丢了要找前台补办。",
  "门禁卡如果遗失，到前台申请补卡。",
  "门禁卡丢了怎么办？", ["门禁卡", "前台"])
R("zh", "near",
  "我们用 pytest 写单元测试。",
  "单元测试框架是 pytest。",
  "单测用的什么框架？", ["pytest", "单元测试"])
R("zh", "different",
  "每个季度末做一次权限审计。",
  "权限审计按季度进行，放在季末做。",
  "多久审一次账号权限？", ["权限审计", "季"])
R("zh", "different",
  "小红对海鲜过敏，团建订餐避开海鲜。",
  "团建点餐别点海鲜，小红过敏。",
  "团建订饭有什么忌口？", ["小红", "海鲜"])
R("zh", "different",
  "所有对外接口都需要走 API 网关鉴权。",
  "对外暴露的接口必须经过 API 网关做鉴权。",
  "外部接口的鉴权在哪一层做？", ["api 网关", "鉴权"])
R("zh", "different",
  "发票抬头统一写“杭州云栈科技有限公司”。",
  "开票时抬头用公司全称：杭州云栈科技有限公司。",
  "开发票抬头写什么？", ["杭州云栈科技有限公司"])
R("zh", "near",
  "Code review 至少要看完整个 diff 再批准。",
  "批准之前，reviewer 必须把完整 diff 看一遍。",
  "审代码时可以只看部分改动就通过吗？", ["diff", "批准"])
R("zh", "different",
  "服务之间的通信统一用 gRPC。",
  "内部微服务互相通信走的是 gRPC 协议。",
  "服务间调用走什么协议？", ["grpc", "通信"])
R("zh", "different",
  "周五下午不开会，留给技术分享。",
  "每周五下午是技术分享时间，不安排会议。",
  "周五下午一般干嘛？", ["周五下午", "技术分享"])
R("zh", "different",
  "用户上传的图片统一压缩成 WebP。",
  "图片上传后都会被转成 WebP 格式保存。",
  "上传的图片最后存成什么格式？", ["webp", "图片"])
R("zh", "different",
  "新员工入职第一周要跟一个 buddy 结对。",
  "入职头一周，每个新人都会分配一位 buddy 带着。",
  "新人刚入职有人带吗？", ["buddy", "入职"])
