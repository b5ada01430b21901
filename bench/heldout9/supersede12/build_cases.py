#!/usr/bin/env python3
"""Held-out supersede set #12: every case written by hand, then a seeded shuffle.

Writes cases.json next to this file, byte for byte reproducible:
    python3 build_cases.py
"""
import json
import random
from pathlib import Path

OUT = Path(__file__).resolve().parent / "cases.json"
SEED = 1207

UPD, LOOK, REST = [], [], []


def U(lang, variant, phrasing, seq, question, current, stale):
    UPD.append(dict(lang=lang, kind="update", variant=variant, phrasing=phrasing,
                    sequence=seq, question=question, current=current, stale=stale))


def L(lang, variant, phrasing, first, second, question, current, other_question, other):
    LOOK.append(dict(lang=lang, kind="lookalike", variant=variant, phrasing=phrasing,
                     sequence=[first, second], question=question, current=current,
                     other_question=other_question, other=other))


def R(lang, variant, phrasing, seq, question, current):
    REST.append(dict(lang=lang, kind="restatement", variant=variant, phrasing=phrasing,
                     sequence=seq, question=question, current=current))


# ---------------------------------------------------------------- updates, English, 2 steps
U("en", "value", "near",
  ["The staging database for ledgerly listens on port 5432.",
   "The staging database for ledgerly listens on port 6543."],
  "What port does the ledgerly staging database use?", ["6543"], ["5432"])
U("en", "value", "different",
  ["Rate limit on the quokka public API is 100 requests per minute per key.",
   "Heads up: we bumped quokka's public API throttle, keys now get 1000 req/min."],
  "What is the rate limit on the quokka public API?", ["1000"], ["100 requests"])
U("en", "polarity", "near",
  ["We decided to deploy tidepool on Fridays.",
   "We decided to never deploy tidepool on Fridays."],
  "Can we deploy tidepool on a Friday?", ["never deploy"], ["decided to deploy"])
U("en", "version", "different",
  ["orchard-web is pinned to Node 18.19 in its Dockerfile.",
   "We finally moved orchard-web off the old Node line; the Dockerfile base is node:20.11-alpine now."],
  "Which Node version does orchard-web use?", ["20.11"], ["18.19"])
U("en", "host", "near",
  ["The brambleway metrics exporter pushes to metrics-01.int.brambleway.net.",
   "The brambleway metrics exporter pushes to metrics-02.int.brambleway.net."],
  "Where does the brambleway metrics exporter push to?", ["metrics-02"], ["metrics-01"])
U("en", "owner", "different",
  ["Priya Raman owns the on-call rotation for payments-gateway.",
   "Priya handed payments-gateway on-call over to Tomasz Wilk when she moved to the data team."],
  "Who owns the payments-gateway on-call rotation?", ["tomasz"], ["priya raman"])
U("en", "tool", "different",
  ["We use Jenkins for nimbus-kit CI builds.",
   "nimbus-kit CI runs on GitHub Actions now; the Jenkins box was switched off last week."],
  "What runs the nimbus-kit CI builds?", ["nimbus-kit", "github actions"], ["jenkins"])
U("en", "path", "near",
  ["Nightly backups of the team wiki are written to /mnt/backup/wiki.",
   "Nightly backups of the team wiki are written to /srv/archive/wiki."],
  "Where are the nightly wiki backups written?", ["/srv/archive/wiki"], ["/mnt/backup/wiki"])
U("en", "schedule", "different",
  ["The marlin-etl job runs every day at 02:00 UTC.",
   "FYI marlin-etl got pushed to 04:30 UTC because it kept colliding with the backup window."],
  "When does the marlin-etl job run?", ["04:30"], ["02:00"])
U("en", "polarity", "different",
  ["Contractors are allowed to push directly to the main branch of kestrel-docs.",
   "We no longer let contractors push straight to kestrel-docs main; everything goes through a PR."],
  "Can contractors push directly to kestrel-docs main?", ["contractors", "no longer"], ["allowed to push"])
U("en", "value", "near",
  ["The session timeout for the ops admin console is 30 minutes.",
   "The session timeout for the ops admin console is 15 minutes."],
  "How long is the ops admin console session timeout?", ["timeout", "15 minutes"], ["30 minutes"])
U("en", "tool", "different",
  ["Transactional email for ledgerly goes through SendGrid.",
   "Actually ledgerly's transactional mail is sent via Postmark; we switched after the deliverability mess in May."],
  "Which provider sends ledgerly's transactional email?", ["postmark"], ["sendgrid"])
U("en", "polarity", "near",
  ["Feature flag new_checkout is enabled in production.",
   "Feature flag new_checkout is disabled in production."],
  "Is new_checkout on in production?", ["new_checkout", "disabled"], ["enabled"])
U("en", "value", "different",
  ["Max upload size on the quokka file service is 25 MB.",
   "People can now upload files up to 100 MB to quokka's file service, the cap was raised on Tuesday."],
  "What is the maximum upload size on the quokka file service?", ["100 mb"], ["25 mb"])
U("en", "owner", "different",
  ["Mateo Ruiz is our point of contact at Brightline Logistics for the API integration.",
   "Brightline swapped their integration contact: talk to Hana Kobayashi from now on, Mateo left the company."],
  "Who is our contact at Brightline Logistics for the integration?", ["hana kobayashi"], ["mateo ruiz"])
U("en", "version", "near",
  ["The field-app's minimum supported iOS is iOS 15.",
   "The field-app's minimum supported iOS is iOS 16."],
  "What is the minimum iOS version the field-app supports?", ["ios 16"], ["ios 15"])
U("en", "region", "different",
  ["The tidepool production cluster runs in eu-west-1.",
   "tidepool prod was migrated to eu-central-1 over the weekend, Ireland is drained."],
  "Which AWS region hosts tidepool production?", ["tidepool", "eu-central-1"], ["eu-west-1"])
U("en", "choice", "different",
  ["Billing runs on MySQL 5.7.",
   "We moved billing to Postgres 15 this week."],
  "Which database does billing run on?", ["postgres"], ["mysql"])
U("en", "value", "near",
  ["The orchard worker pool size is set to 8 threads.",
   "The orchard worker pool size is set to 24 threads."],
  "How many threads does the orchard worker pool use?", ["24 threads"], ["8 threads"])
U("en", "choice", "different",
  ["In the kestrel repo we indent Python with tabs.",
   "kestrel switched to 4-space indentation; black enforces it in pre-commit, so no more tabs."],
  "What indentation does the kestrel repo use for Python?", ["4-space"], ["tabs"])
U("en", "polarity", "near",
  ["Marketing is allowed to query the analytics warehouse directly.",
   "Marketing is forbidden to query the analytics warehouse directly."],
  "May marketing query the analytics warehouse directly?", ["forbidden"], ["allowed"])
U("en", "schedule", "near",
  ["Sprint planning for the platform team is on Monday at 10:00.",
   "Sprint planning for the platform team is on Tuesday at 10:00."],
  "When is the platform team's sprint planning?", ["tuesday at 10:00"], ["monday at 10:00"])
U("en", "host", "different",
  ["The SSH bastion for the lab network is bastion.lab.zephyr.io.",
   "Don't use the old bastion anymore, the lab jump host is jump2.lab.zephyr.io now."],
  "Which host do I SSH through to reach the lab network?", ["jump2.lab.zephyr.io"], ["bastion.lab.zephyr.io"])
U("en", "value", "different",
  ["Log retention in the marlin ELK stack is 14 days.",
   "We cut marlin's log retention down to a week (7 days) to save disk."],
  "How long are marlin logs retained?", ["7 days"], ["14 days"])
U("en", "owner", "near",
  ["The release manager for kestrel 3.x is Dana Okafor.",
   "The release manager for kestrel 3.x is Luis Ferreira."],
  "Who is the release manager for kestrel 3.x?", ["luis ferreira"], ["dana okafor"])
U("en", "tool", "different",
  ["The quokka team tracks bugs in Jira project QK.",
   "quokka bugs aren't in Jira anymore, we file them in Linear under team QK."],
  "Where does the quokka team track bugs?", ["linear"], ["jira project"])
U("en", "value", "different",
  ["The monthly AWS budget alert for nimbus-kit triggers at $4,000.",
   "Raised the nimbus-kit AWS budget alarm to $6,500 a month, the old threshold fired every week."],
  "At what amount does the nimbus-kit AWS budget alert fire?", ["6,500"], ["4,000"])
U("en", "path", "different",
  ["The brambleway service reads its config from /etc/brambleway/config.yaml.",
   "brambleway config moved, it's at /opt/brambleway/conf/app.yaml since the repackaging."],
  "Where is the brambleway config file?", ["/opt/brambleway/conf/app.yaml"], ["/etc/brambleway/config.yaml"])
U("en", "choice", "different",
  ["Always squash-merge PRs in the orchard repo.",
   "Orchard PRs get a regular merge commit, not a squash; we need the individual commits for bisecting."],
  "How should PRs be merged in the orchard repo?", ["merge commit"], ["always squash"])
U("en", "preference", "different",
  ["Elena prefers to do code reviews in the morning before standup.",
   "Elena said she'd rather review in the late afternoon now, her mornings are blocked by customer calls."],
  "When does Elena like to do code reviews?", ["late afternoon"], ["morning before standup"])
U("en", "version", "near",
  ["Terraform version for the infra-live repo is 1.5.7.",
   "Terraform version for the infra-live repo is 1.7.4."],
  "Which Terraform version does infra-live use?", ["1.7.4"], ["1.5.7"])
U("en", "value", "near",
  ["The Redis cache for ledgerly staging runs on port 6380.",
   "The Redis cache for ledgerly staging runs on port 6381, not the default 6379."],
  "Which port is the ledgerly staging Redis cache on?", ["6381"], ["6380"])
U("en", "tool", "different",
  ["Crash reporting for the field-app uses Bugsnag.",
   "field-app crashes and errors get reported to Sentry these days."],
  "Which tool does the field-app use for crash reporting?", ["sentry"], ["bugsnag"])
U("en", "schedule", "different",
  ["Database backups for tidepool run hourly.",
   "tidepool DB backups are every 15 minutes now (PITR requirement from the audit)."],
  "How often is the tidepool database backed up?", ["every 15 minutes"], ["hourly"])
U("en", "polarity", "different",
  ["The public status page shows per-region latency.",
   "Legal asked us to pull it, so the public status page does not show per-region latency anymore."],
  "Does the public status page show per-region latency?", ["does not show"], ["page shows per-region"])
U("en", "value", "near",
  ["Default page size for the orders API is 50.",
   "Default page size for the orders API is 200."],
  "What is the default page size of the orders API?", ["orders api is 200"], ["orders api is 50"])

# ---------------------------------------------------------------- updates, Chinese, 2 steps
U("zh", "value", "near",
  ["青鸟项目预发环境的数据库端口是 5433。",
   "青鸟项目预发环境的数据库端口是 5434。"],
  "青鸟预发环境数据库用哪个端口？", ["5434"], ["5433"])
U("zh", "tool", "different",
  ["星河的监控面板用 Grafana。",
   "星河监控面板改成 Datadog 了，Grafana 那套下个月下线。"],
  "星河的监控面板用的是什么？", ["datadog"], ["grafana"])
U("zh", "polarity", "different",
  ["海豚服务允许在周五发布。",
   "以后周五一律不许发布海豚服务，上次周五上线出事了。"],
  "海豚服务周五能发布吗？", ["不许"], ["允许"])
U("zh", "owner", "different",
  ["支付网关的负责人是王磊。",
   "支付网关现在归陈静管，王磊调去做风控了。"],
  "支付网关现在谁负责？", ["陈静"], ["负责人是王磊"])
U("zh", "schedule", "different",
  ["产品组周报每周五下午四点前提交。",
   "产品组周报截止时间改到每周四晚上八点了。"],
  "产品组周报什么时候交？", ["周四晚上八点"], ["周五下午四点"])
U("zh", "version", "different",
  ["云雀后端统一用 Python 3.9。",
   "云雀后端已经全部升级到 Python 3.11，3.9 的镜像不要再用。"],
  "云雀后端用哪个 Python 版本？", ["3.11"], ["3.9"])
U("zh", "path", "different",
  ["云雀的日志文件放在 /var/log/yunque/ 下。",
   "云雀的日志目录换成 /data/logs/yunque/ 了，老目录磁盘太小。"],
  "云雀的日志在哪个目录？", ["/data/logs/yunque"], ["/var/log/yunque"])
U("zh", "value", "different",
  ["订单接口的超时时间设为 3 秒。",
   "把订单接口的超时从 3 秒调到 8 秒了，大促期间下游太慢。"],
  "订单接口超时是多少？", ["8 秒"], ["3 秒"])
U("zh", "tool", "different",
  ["设计组用飞书文档写设计稿。",
   "设计组的设计文档不再写在飞书里了，统一放到 Confluence。"],
  "设计组的设计文档放在哪里？", ["confluence"], ["飞书"])
U("zh", "polarity", "near",
  ["白鹭生产环境开启了灰度发布。",
   "白鹭生产环境关闭了灰度发布。"],
  "白鹭生产环境现在有灰度发布吗？", ["关闭了灰度"], ["开启了灰度"])
U("zh", "host", "near",
  ["星河的缓存服务部署在 10.2.3.15 上。",
   "星河的缓存服务部署在 10.2.8.40 上。"],
  "星河的缓存服务在哪台机器上？", ["10.2.8.40"], ["10.2.3.15"])
U("zh", "vendor", "different",
  ["验证码短信通道用的是阿里云短信。",
   "验证码短信的服务商换成腾讯云了，阿里云那边的余额别再充。"],
  "验证码短信用哪家服务商？", ["腾讯云"], ["用的是阿里云"])
U("zh", "value", "near",
  ["单笔退款上限是 5000 元。",
   "单笔退款上限是 20000 元。"],
  "单笔退款最多能退多少钱？", ["20000 元"], ["5000 元"])
U("zh", "preference", "different",
  ["李娜喜欢用 Vim 写代码。",
   "李娜说她现在改用 VS Code 了，插件比较全。"],
  "李娜用什么编辑器写代码？", ["vs code"], ["vim"])
U("zh", "schedule", "different",
  ["用户数据同步任务每天凌晨一点跑。",
   "用户数据同步改成每六小时跑一次，产品要更新鲜的数据。"],
  "用户数据同步任务多久跑一次？", ["每六小时"], ["凌晨一点"])
U("zh", "region", "different",
  ["海豚的生产集群在华东（杭州）。",
   "海豚生产集群已经整体迁移到华北（北京）机房。"],
  "海豚生产集群在哪个地域？", ["华北（北京）"], ["杭州"])
U("zh", "polarity", "different",
  ["新人可以直接访问生产数据库。",
   "从这周起新人不再允许直接连生产数据库，需要走审批。"],
  "新人能直接访问生产数据库吗？", ["不再允许"], ["可以直接访问"])
U("zh", "value", "near",
  ["订单主题的 Kafka 分区数设置为 12。",
   "订单主题的 Kafka 分区数设置为 48。"],
  "订单主题有多少个 Kafka 分区？", ["分区数设置为 48"], ["分区数设置为 12"])
U("zh", "choice", "different",
  ["前端代码缩进用两个空格。",
   "前端缩进规范改为四个空格，已经加进 eslint 规则。"],
  "前端代码缩进用几个空格？", ["四个空格"], ["两个空格"])
U("zh", "owner", "different",
  ["数据平台的值班表由赵敏维护。",
   "赵敏休产假，数据平台值班表以后由孙浩维护。"],
  "数据平台的值班表谁在维护？", ["孙浩"], ["由赵敏维护"])
U("zh", "choice", "different",
  ["用户画像存在 MySQL 里。",
   "用户画像已经从 MySQL 迁到 ClickHouse 了。"],
  "用户画像存在什么数据库里？", ["clickhouse"], ["mysql"])
U("zh", "version", "different",
  ["巡检 App 最低支持 Android 8。",
   "巡检 App 的最低支持版本提高到 Android 10 了，老机器不管了。"],
  "巡检 App 最低支持哪个 Android 版本？", ["android 10"], ["android 8"])
U("zh", "value", "different",
  ["商品图片压缩质量设为 80。",
   "商品图压缩质量下调到 70，能省不少带宽。"],
  "商品图片的压缩质量是多少？", ["质量下调到 70"], ["质量设为 80"])
U("zh", "schedule", "near",
  ["算法组每周二上午十点开周会。",
   "算法组每周三上午十点开周会。"],
  "算法组周会是哪天？", ["周三"], ["周二"])
U("zh", "path", "different",
  ["白鹭的 TLS 证书放在 /etc/nginx/certs/bailu.pem。",
   "白鹭证书现在交给 cert-manager 管，路径是 /etc/tls/bailu/tls.crt。"],
  "白鹭的 TLS 证书在哪？", ["/etc/tls/bailu/tls.crt"], ["/etc/nginx/certs/bailu.pem"])
U("zh", "value", "near",
  ["云雀仓库的代码评审至少需要一个人批准。",
   "云雀仓库的代码评审至少需要两个人批准。"],
  "云雀仓库合并前需要几个人批准？", ["两个人"], ["一个人"])
U("zh", "host", "different",
  ["青鸟测试环境的域名是 test.qingniao.cn。",
   "青鸟测试环境换域名了：qa.qingniao.cn，老的下周停。"],
  "青鸟测试环境的域名是什么？", ["qa.qingniao.cn"], ["test.qingniao.cn"])
U("zh", "vendor", "different",
  ["官网的 CDN 用的是网宿。",
   "官网 CDN 已经切到 Cloudflare，网宿合同不续了。"],
  "官网 CDN 用的哪家？", ["cloudflare"], ["用的是网宿"])
U("zh", "value", "near",
  ["青鸟数据库连接池最大连接数是 100。",
   "青鸟数据库连接池最大连接数是 300。"],
  "青鸟连接池最大连接数是多少？", ["连接数是 300"], ["连接数是 100"])
U("zh", "polarity", "different",
  ["登录页关闭了图形验证码。",
   "最近撞库太多，登录页重新启用图形验证码了。"],
  "登录页现在有图形验证码吗？", ["重新启用"], ["关闭了"])

# ---------------------------------------------------------------- updates, mixed, 2 steps
U("mixed", "tool", "different",
  ["ledgerly 的 API 网关用 Kong。",
   "Heads up: ledgerly gateway 换成 Envoy 了。"],
  "ledgerly 的 API gateway 是什么？", ["envoy"], ["kong"])
U("mixed", "path", "near",
  ["CI 缓存放在 S3 bucket ci-cache-prod 里。",
   "CI 缓存放在 S3 bucket ci-cache-v2 里。"],
  "CI 缓存在哪个 bucket？", ["ci-cache-v2"], ["ci-cache-prod"])
U("mixed", "choice", "different",
  ["The 星河 marketing site is deployed on Vercel.",
   "星河官网不再用 Vercel，改为自建 nginx 托管。"],
  "星河官网部署在哪里？", ["自建 nginx"], ["vercel"])
U("mixed", "schedule", "different",
  ["Code freeze 从每月 25 号开始。",
   "Code freeze now starts on the 20th of each month."],
  "每月 code freeze 从几号开始？", ["20th"], ["25 号"])
U("mixed", "owner", "different",
  ["On-call 手机号转接到张伟。",
   "On-call phone now forwards to 刘洋, 张伟 is off rotation."],
  "On-call 电话转接给谁？", ["forwards to 刘洋"], ["转接到张伟"])
U("mixed", "value", "different",
  ["quokka worker 的 memory limit 是 512Mi。",
   "quokka worker memory limit bumped to 1Gi after the OOM kills."],
  "quokka worker 的内存上限是多少？", ["1gi"], ["512mi"])
U("mixed", "choice", "different",
  ["kestrel 仓库的默认 branch 是 master。",
   "We renamed kestrel's default branch to main（原来是 master）。"],
  "kestrel 的默认分支叫什么？", ["branch to main"], ["master"])
U("mixed", "polarity", "different",
  ["dark_mode flag 在 staging 是关闭的。",
   "dark_mode is now switched on in staging for the QA pass."],
  "staging 上 dark_mode 开了吗？", ["switched on"], ["关闭"])
U("mixed", "schedule", "different",
  ["Deploy window：每周二 14:00-16:00。",
   "部署窗口改到 Thursday 09:00-11:00 了。"],
  "部署窗口是什么时候？", ["thursday 09:00"], ["每周二 14:00"])
U("mixed", "version", "near",
  ["nimbus-kit uses pnpm 8.",
   "nimbus-kit 已经升级到 pnpm 9。"],
  "nimbus-kit 用哪个版本的 pnpm？", ["pnpm 9"], ["pnpm 8"])

# ---------------------------------------------------------------- updates, 3 steps
U("en", "host", "different",
  ["Staging API base URL for orchard is https://api-stg.orchard.dev.",
   "orchard staging API moved to https://stg.api.orchard.dev last sprint.",
   "Another move: orchard's staging API is served from https://orchard-stg.fly.dev now."],
  "What is the orchard staging API base URL?", ["orchard-stg.fly.dev"], ["stg.api.orchard.dev"])
U("en", "owner", "different",
  ["Kenji owns the tidepool on-call.",
   "tidepool on-call is Aisha's now.",
   "Aisha went on leave, so Kenji took tidepool on-call back until March."],
  "Who is on call for tidepool?", ["kenji"], ["aisha's"])
U("en", "value", "near",
  ["The search endpoint is limited to 10 requests/second per user.",
   "The search endpoint is limited to 20 requests/second per user.",
   "Search rate limit is now 50 rps per user, the cache finally landed."],
  "What is the search endpoint's per-user rate limit?", ["50 rps"], ["20 requests"])
U("en", "version", "different",
  ["We run Kubernetes 1.26 on the marlin clusters.",
   "marlin clusters were upgraded to Kubernetes 1.27.",
   "marlin is on Kubernetes 1.29 now; we skipped 1.28 entirely."],
  "Which Kubernetes version do the marlin clusters run?", ["1.29"], ["1.27"])
U("en", "tool", "different",
  ["We keep infra-live Terraform state in Terraform Cloud.",
   "infra-live state moved to an S3 backend with DynamoDB locking.",
   "We dropped the S3 backend; infra-live Terraform state lives in Spacelift now."],
  "Where is the infra-live Terraform state kept?", ["spacelift"], ["s3 backend with dynamodb"])
U("en", "schedule", "different",
  ["kestrel release trains leave every two weeks on Wednesday.",
   "kestrel releases now go out weekly on Wednesday.",
   "Actually kestrel is back to biweekly releases, but on Thursday."],
  "How often and on which day does kestrel release?", ["biweekly", "thursday"], ["weekly on wednesday"])
U("en", "polarity", "different",
  ["Remote work is allowed on Fridays for the support team.",
   "Support team: no remote work on Fridays for now, we keep missing coverage.",
   "Remote Fridays are back for the support team starting next month."],
  "Can the support team work remotely on Fridays?", ["remote fridays are back"], ["no remote work"])
U("en", "value", "different",
  ["Disk quota per user on the build farm is 50 GB.",
   "Build farm quota got raised to 100 GB per user.",
   "After the storage incident the per-user build farm quota was cut to 75 GB."],
  "What is the per-user disk quota on the build farm?", ["75 gb"], ["100 gb"])
U("en", "host", "near",
  ["The primary DNS resolver for the Lisbon office is 10.0.0.2.",
   "The primary DNS resolver for the Lisbon office is 10.0.0.53.",
   "Lisbon office DNS changed again, clients should use 10.9.0.53 behind the new firewall."],
  "Which DNS resolver does the Lisbon office use?", ["10.9.0.53"], ["10.0.0.53"])
U("en", "vendor", "different",
  ["Payroll is handled by Gusto.",
   "We switched payroll over to Rippling.",
   "Payroll moved to Deel since most of the team is now outside the US."],
  "Which provider runs our payroll?", ["deel"], ["rippling"])
U("en", "path", "different",
  ["Shared test fixtures in the quokka repo live in tests/fixtures/.",
   "quokka's shared fixtures moved to tests/data/fixtures/.",
   "In quokka the fixtures are under testdata/ at the repo root now."],
  "Where are the shared test fixtures in the quokka repo?", ["testdata/"], ["tests/data/fixtures"])
U("en", "owner", "different",
  ["Security review sign-off for brambleway comes from Olga.",
   "Brambleway security sign-off is done by Ravi now.",
   "Ravi's out for the quarter; brambleway security reviews get signed off by Mei Lin."],
  "Who signs off security reviews for brambleway?", ["mei lin"], ["ravi now"])
U("zh", "host", "different",
  ["青鸟的生产数据库主机是 db-prod-01。",
   "青鸟生产库切到 db-prod-02 了。",
   "青鸟生产库又迁了，现在是 rds-qn-prod.internal。"],
  "青鸟生产数据库是哪台？", ["rds-qn-prod"], ["db-prod-02"])
U("zh", "owner", "different",
  ["星河的项目经理是周杰。",
   "星河的项目经理换成吴芳了。",
   "吴芳调走以后，星河项目由郑凯负责。"],
  "星河的项目经理是谁？", ["郑凯"], ["换成吴芳"])
U("zh", "value", "near",
  ["海豚服务的副本数是 3 个。",
   "海豚服务的副本数是 6 个。",
   "为了扛双十一，海豚副本数扩到 10 个。"],
  "海豚服务现在有几个副本？", ["10 个"], ["6 个"])
U("zh", "tool", "different",
  ["运维组的日报用邮件发。",
   "运维组日报改成发在钉钉群里。",
   "运维组日报不再发钉钉，统一写到飞书文档里。"],
  "运维组的日报发在哪？", ["运维组", "飞书"], ["发在钉钉"])
U("zh", "polarity", "different",
  ["测试环境允许使用真实用户数据。",
   "测试环境禁止使用真实用户数据。",
   "测试环境可以用脱敏后的用户数据，原始数据照样不能用。"],
  "测试环境能用用户数据吗？", ["脱敏"], ["禁止使用真实"])
U("zh", "version", "near",
  ["云雀的 Go 版本是 1.20。",
   "云雀的 Go 版本是 1.21。",
   "云雀现在用 Go 1.22 编译，CI 镜像已经换好。"],
  "云雀用哪个 Go 版本？", ["1.22"], ["1.21"])
U("zh", "value", "different",
  ["白鹭数据库备份保留 7 天。",
   "白鹭数据库备份保留时间改为 30 天。",
   "按合规要求，白鹭库的备份要留 180 天。"],
  "白鹭数据库备份保留多久？", ["180 天"], ["30 天"])
U("zh", "host", "different",
  ["安卓打包机是 build-03。",
   "安卓打包机换到 build-07 了。",
   "安卓打包任务全部迁到 K8s 集群里跑，不再用物理打包机。"],
  "安卓包在哪里打？", ["k8s"], ["build-07"])
U("zh", "schedule", "different",
  ["数据组站会每天早上 9:30。",
   "数据组站会改到 10:00。",
   "数据组站会改成下午 2 点了，照顾海外同事。"],
  "数据组站会几点开？", ["下午 2 点"], ["10:00"])
U("zh", "choice", "different",
  ["海豚的消息队列用 RabbitMQ。",
   "海豚消息队列换成 Kafka。",
   "Kafka 对海豚来说太重，消息队列最终定为 NATS。"],
  "海豚用什么消息队列？", ["nats"], ["换成 kafka"])
U("mixed", "tool", "different",
  ["Embedding 模型用 text-embedding-ada-002。",
   "Embedding 换成 bge-m3 了。",
   "We're on multilingual-e5-large for embeddings now, bge-m3 was too slow on CPU."],
  "现在用哪个 embedding 模型？", ["multilingual-e5-large"], ["bge-m3"])
U("mixed", "value", "different",
  ["ledgerly 的 SLA 是 99.5%。",
   "ledgerly SLA raised to 99.9% in the new contract.",
   "ledgerly 的 SLA 最后定为 99.95%。"],
  "ledgerly 的 SLA 是多少？", ["99.95%"], ["99.9%"])
U("mixed", "polarity", "different",
  ["Grafana admin 密码每 90 天轮换。",
   "Password rotation for the Grafana admin account is every 60 days now.",
   "Grafana admin 改为 SSO 登录，不再有本地密码，也就不用轮换了。"],
  "Grafana admin 的密码怎么管理？", ["sso 登录"], ["60 days"])

# ---------------------------------------------------------------- look-alikes, English
L("en", "service", "near",
  "The inventory service runs on port 8001.",
  "The pricing service runs on port 8002.",
  "Which port does the pricing service use?", ["8002"],
  "Which port does the inventory service use?", ["8001"])
L("en", "env", "near",
  "The ledgerly production database host is pg-prod.ledgerly.internal.",
  "The ledgerly staging database host is pg-stg.ledgerly.internal.",
  "What is the ledgerly staging database host?", ["pg-stg"],
  "What is the ledgerly production database host?", ["pg-prod"])
L("en", "person", "different",
  "Marco likes PR descriptions with screenshots of every UI change.",
  "Julia wants PR descriptions kept to one short paragraph.",
  "How does Julia like PR descriptions?", ["one short paragraph"],
  "How does Marco like PR descriptions?", ["screenshots"])
L("en", "region", "near",
  "tidepool in us-east-1 uses m6i.2xlarge instances.",
  "tidepool in ap-southeast-2 uses m6g.xlarge instances.",
  "Which instance type does tidepool use in ap-southeast-2?", ["m6g.xlarge"],
  "Which instance type does tidepool use in us-east-1?", ["m6i.2xlarge"])
L("en", "customer", "near",
  "Acme Corp's contract renews on March 1.",
  "Globex's contract renews on September 15.",
  "When does Globex's contract renew?", ["september 15"],
  "When does Acme Corp's contract renew?", ["march 1"])
L("en", "service", "near",
  "The quokka auth service has a 5 second request timeout.",
  "The quokka search service has a 12 second request timeout.",
  "What is the quokka search service's request timeout?", ["12 second"],
  "What is the quokka auth service's request timeout?", ["5 second"])
L("en", "service", "near",
  "orchard-web CI runs on GitHub Actions.",
  "orchard-api CI runs on Buildkite.",
  "What does orchard-api use for CI?", ["buildkite"],
  "What does orchard-web use for CI?", ["orchard-web", "github actions"])
L("en", "env", "near",
  "The bulk_export flag is enabled in staging.",
  "The bulk_export flag is disabled in production.",
  "Is bulk_export on in production?", ["bulk_export", "disabled in production"],
  "Is bulk_export on in staging?", ["enabled in staging"])
L("en", "person", "different",
  "Sven works from Stockholm, so he's on UTC+1.",
  "Sunita is based in Pune (UTC+5:30) and usually online until 19:00 her time.",
  "Which time zone is Sunita in?", ["utc+5:30"],
  "Which time zone is Sven in?", ["utc+1"])
L("en", "job", "near",
  "The invoice-export cron runs at 01:00 UTC.",
  "The usage-rollup cron runs at 01:30 UTC.",
  "When does the usage-rollup cron run?", ["01:30"],
  "When does the invoice-export cron run?", ["01:00"])
L("en", "region", "different",
  "For card payments in the EU, ledgerly goes through Stripe.",
  "ledgerly uses Adyen to process card payments in Brazil.",
  "Which processor handles ledgerly card payments in Brazil?", ["adyen"],
  "Which processor handles ledgerly card payments in the EU?", ["stripe"])
L("en", "team", "near",
  "The platform team's standup is at 9:15.",
  "The mobile team's standup is at 9:45.",
  "When is the mobile team's standup?", ["9:45"],
  "When is the platform team's standup?", ["9:15"])
L("en", "job", "near",
  "The marlin-ingest job writes to /data/marlin/raw.",
  "The marlin-report job writes to /data/marlin/reports.",
  "Where does the marlin-report job write its output?", ["/data/marlin/reports"],
  "Where does the marlin-ingest job write its output?", ["/data/marlin/raw"])
L("en", "service", "different",
  "The internal admin dashboard is still built on React 17.",
  "We built the customer portal with React 18 and Vite.",
  "Which React version is the customer portal on?", ["react 18"],
  "Which React version is the admin dashboard on?", ["react 17"])
L("en", "customer", "near",
  "Initech's API quota is 50,000 calls per day.",
  "Umbrella Health's API quota is 200,000 calls per day.",
  "What is Umbrella Health's daily API quota?", ["200,000"],
  "What is Initech's daily API quota?", ["50,000"])
L("en", "person", "different",
  "Noor owns the kestrel docs site.",
  "If something breaks in the kestrel CLI, Felix is the owner.",
  "Who owns the kestrel CLI?", ["felix"],
  "Who owns the kestrel docs site?", ["noor"])
L("en", "env", "near",
  "Production traffic for nimbus-kit goes through lb-prod-east.",
  "Canary traffic for nimbus-kit goes through lb-canary-east.",
  "Which load balancer carries nimbus-kit canary traffic?", ["lb-canary-east"],
  "Which load balancer carries nimbus-kit production traffic?", ["lb-prod-east"])

# ---------------------------------------------------------------- look-alikes, Chinese
L("zh", "service", "near",
  "订单服务跑在 9001 端口。",
  "库存服务跑在 9002 端口。",
  "库存服务用哪个端口？", ["9002"],
  "订单服务用哪个端口？", ["9001"])
L("zh", "env", "near",
  "青鸟生产环境的 Redis 地址是 10.1.0.21。",
  "青鸟预发环境的 Redis 地址是 10.1.5.21。",
  "青鸟预发环境 Redis 地址是多少？", ["10.1.5.21"],
  "青鸟生产环境 Redis 地址是多少？", ["10.1.0.21"])
L("zh", "person", "near",
  "张伟喜欢用 IntelliJ IDEA。",
  "张薇喜欢用 Neovim。",
  "张薇用什么编辑器？", ["neovim"],
  "张伟用什么编辑器？", ["intellij"])
L("zh", "region", "near",
  "华东区的 CDN 节点由网宿提供。",
  "华南区的 CDN 节点由白山云提供。",
  "华南区 CDN 是哪家的？", ["白山云"],
  "华东区 CDN 是哪家的？", ["由网宿提供"])
L("zh", "customer", "near",
  "客户星辰科技的合同下月 10 号到期。",
  "客户云图科技的合同下月 25 号到期。",
  "云图科技的合同什么时候到期？", ["下月 25 号"],
  "星辰科技的合同什么时候到期？", ["下月 10 号"])
L("zh", "service", "near",
  "海豚 iOS 端当前版本号是 4.2.0。",
  "海豚 Android 端当前版本号是 4.1.3。",
  "海豚 Android 端是哪个版本？", ["4.1.3"],
  "海豚 iOS 端是哪个版本？", ["4.2.0"])
L("zh", "team", "different",
  "算法组周会定在周一下午。",
  "数据组每周四下午开一次例会，顺便过一下指标。",
  "数据组什么时候开周会？", ["数据组", "周四"],
  "算法组什么时候开周会？", ["周一"])
L("zh", "env", "near",
  "星河测试环境允许匿名登录。",
  "星河生产环境禁止匿名登录。",
  "星河生产环境能匿名登录吗？", ["星河生产环境禁止"],
  "星河测试环境能匿名登录吗？", ["星河测试环境允许"])
L("zh", "service", "near",
  "白鹭的访问日志保留 30 天。",
  "云雀的访问日志保留 90 天。",
  "云雀的访问日志保留多久？", ["访问日志保留 90 天"],
  "白鹭的访问日志保留多久？", ["访问日志保留 30 天"])
L("zh", "service", "different",
  "前端主仓库用 pnpm 管理依赖。",
  "文档站那个仓库还是用 yarn 装依赖。",
  "文档站仓库用什么包管理器？", ["yarn"],
  "前端主仓库用什么包管理器？", ["pnpm 管理依赖"])
L("zh", "region", "near",
  "北京机房的出口带宽是 10G。",
  "上海机房的出口带宽是 40G。",
  "上海机房出口带宽多大？", ["40g"],
  "北京机房出口带宽多大？", ["10g"])
L("zh", "person", "near",
  "刘洋负责支付对账。",
  "刘阳负责发票开具。",
  "刘阳负责什么？", ["发票"],
  "刘洋负责什么？", ["支付对账"])
L("zh", "customer", "different",
  "VIP 客户的退款需要财务总监签字。",
  "普通客户退款由客服主管审批即可。",
  "普通客户退款谁审批？", ["客服主管"],
  "VIP 客户退款谁审批？", ["财务总监"])
L("zh", "service", "near",
  "订单表按月分区。",
  "日志表按天分区。",
  "日志表怎么分区？", ["按天"],
  "订单表怎么分区？", ["按月"])
L("zh", "service", "near",
  "青鸟 v1 接口的鉴权用 API Key。",
  "青鸟 v2 接口的鉴权用 OAuth2。",
  "青鸟 v2 接口怎么鉴权？", ["oauth2"],
  "青鸟 v1 接口怎么鉴权？", ["api key"])
L("zh", "person", "near",
  "王芳的工位在 3 楼 A 区。",
  "王方的工位在 5 楼 C 区。",
  "王方坐在哪？", ["5 楼"],
  "王芳坐在哪？", ["3 楼"])
L("zh", "job", "different",
  "夜间对账批处理在 0 点执行。",
  "报表导出任务每天早上 6 点跑，跑完发邮件。",
  "报表导出任务几点跑？", ["6 点"],
  "夜间对账批处理几点执行？", ["0 点"])

# ---------------------------------------------------------------- look-alikes, mixed
L("mixed", "env", "near",
  "ledgerly staging 用 m5.large 实例。",
  "ledgerly production 用 m5.4xlarge 实例。",
  "ledgerly production 用什么实例？", ["m5.4xlarge"],
  "ledgerly staging 用什么实例？", ["m5.large"])
L("mixed", "region", "different",
  "EU 客户的数据存在 Frankfurt（eu-central-1）。",
  "US customers' data is stored in Oregon, us-west-2.",
  "美国客户的数据存在哪？", ["customers", "us-west-2"],
  "EU 客户的数据存在哪？", ["frankfurt"])
L("mixed", "person", "near",
  "quokka-api 的 owner 是 Kevin。",
  "quokka-web 的 owner 是 Karen。",
  "quokka-web 归谁？", ["karen"],
  "quokka-api 归谁？", ["kevin"])
L("mixed", "team", "near",
  "Sprint review 在双周五下午 3 点。",
  "Sprint retro 在双周五下午 4 点。",
  "Sprint retro 几点？", ["4 点"],
  "Sprint review 几点？", ["3 点"])
L("mixed", "service", "different",
  "orchard v2 的 base image 是 debian:bookworm-slim。",
  "orchard v1 still builds on debian:bullseye-slim, we won't touch it before EOL.",
  "orchard v1 用什么 base image？", ["bullseye-slim"],
  "orchard v2 用什么 base image？", ["bookworm-slim"])
L("mixed", "team", "near",
  "Team Alpha 的 Slack channel 是 #alpha-eng。",
  "Team Beta 的 Slack channel 是 #beta-eng。",
  "Team Beta 在哪个 Slack 频道？", ["#beta-eng"],
  "Team Alpha 在哪个 Slack 频道？", ["#alpha-eng"])

# ---------------------------------------------------------------- restatements, English
R("en", "paraphrase", "different",
  ["The orchard staging database listens on port 5432.",
   "Reminder: orchard's staging DB is on 5432."],
  "Which port is the orchard staging database on?", ["orchard", "5432"])
R("en", "paraphrase", "near",
  ["We deploy kestrel on Tuesdays and Thursdays only.",
   "We deploy kestrel only on Tuesdays and Thursdays."],
  "Which days do we deploy kestrel?", ["tuesdays", "thursdays"])
R("en", "detail", "different",
  ["Ahmed Siddiqui is the tech lead for the search team.",
   "Search team's tech lead: Ahmed Siddiqui (since Q2)."],
  "Who leads the search team?", ["ahmed siddiqui"])
R("en", "detail", "different",
  ["Use conventional commits in the nimbus-kit repo.",
   "nimbus-kit commit messages follow Conventional Commits, e.g. feat: or fix: prefixes."],
  "What commit message convention does nimbus-kit use?", ["conventional commits"])
R("en", "detail", "near",
  ["The quokka API rate limit is 600 requests per minute.",
   "The quokka API rate limit is 600 requests per minute per key."],
  "What is the quokka API rate limit?", ["600 requests per minute"])
R("en", "paraphrase", "different",
  ["Never run migrations manually against production; use the deploy pipeline.",
   "Production migrations only go through the deploy pipeline, no manual runs.",
   "Again: prod DB migrations are run by the deploy pipeline, never by hand."],
  "How are production migrations run?", ["deploy pipeline"])
R("en", "paraphrase", "different",
  ["Tidepool logs are shipped to Loki.",
   "As noted before, tidepool ships its logs to Loki."],
  "Where do tidepool logs go?", ["loki"])
R("en", "paraphrase", "different",
  ["Brambleway's on-call handoff is Monday at 9am.",
   "On-call for brambleway hands off every Monday, 9am."],
  "When is the brambleway on-call handoff?", ["monday", "9am"])
R("en", "detail", "different",
  ["Staging for marlin runs in us-west-2.",
   "marlin staging: us-west-2 (Oregon), single AZ."],
  "Which region is marlin staging in?", ["marlin", "us-west-2"])
R("en", "paraphrase", "different",
  ["Design docs for kestrel live in docs/rfcs.",
   "kestrel RFCs and design docs go in docs/rfcs/ in the main repo."],
  "Where do kestrel design docs live?", ["docs/rfcs"])
R("en", "paraphrase", "different",
  ["Greta Lindqvist is our contact at Northwind for invoicing questions.",
   "For Northwind invoicing questions, reach out to Greta Lindqvist."],
  "Who do we ask at Northwind about invoicing?", ["greta lindqvist"])
R("en", "detail", "different",
  ["The field-app CI fails the build if coverage drops below 80%.",
   "Coverage gate in field-app CI: builds fail under 80% line coverage, checked by codecov."],
  "What is the coverage threshold for the field-app CI?", ["80%"])

# ---------------------------------------------------------------- restatements, Chinese
R("zh", "paraphrase", "different",
  ["白鹭的消息推送走极光。",
   "白鹭这边推送服务用的是极光推送。"],
  "白鹭的推送用哪家？", ["极光"])
R("zh", "paraphrase", "different",
  ["云雀的 main 分支受保护，合并需要 CI 通过。",
   "云雀 main 分支开了保护，CI 不过不能合并。"],
  "云雀 main 分支合并有什么要求？", ["main 分支", "ci"])
R("zh", "detail", "different",
  ["星河的 API 文档地址是 docs.xinghe.dev。",
   "星河接口文档在 docs.xinghe.dev 上，改了接口记得同步更新。"],
  "星河的接口文档在哪？", ["docs.xinghe.dev"])
R("zh", "paraphrase", "different",
  ["何静是数据平台的架构师。",
   "数据平台的架构由何静负责，她是架构师。"],
  "数据平台的架构师是谁？", ["何静"])
R("zh", "paraphrase", "different",
  ["海豚每周四晚上十点做一次全量备份。",
   "海豚的全量备份时间：每周四晚十点。"],
  "海豚什么时候做全量备份？", ["全量备份", "周四"])
R("zh", "detail", "different",
  ["青鸟项目的代码仓库在 GitLab 上。",
   "青鸟的代码托管在公司自建的 GitLab（git.corp.qn）上。"],
  "青鸟的代码放在哪？", ["gitlab"])
R("zh", "paraphrase", "different",
  ["线上问题先在 #incident 群里报。",
   "遇到线上事故，先到 #incident 频道同步情况。",
   "再提醒一次：线上故障第一时间发 #incident。"],
  "线上出问题先在哪里报？", ["#incident"])
R("zh", "detail", "near",
  ["运维组的服务器统一用 Ubuntu 22.04。",
   "运维组的服务器统一用 Ubuntu 22.04 LTS。"],
  "运维组服务器用什么系统？", ["ubuntu 22.04"])
R("zh", "paraphrase", "different",
  ["白鹭接口返回的时间统一用 UTC。",
   "白鹭所有 API 返回的时间戳都是 UTC 时间。"],
  "白鹭接口返回的时间是什么时区？", ["白鹭", "utc"])
R("zh", "detail", "different",
  ["算法组的 GPU 训练机是 gpu-a100-01。",
   "算法组训练用 gpu-a100-01 这台机器（8 卡 A100）。"],
  "算法组在哪台机器上训练？", ["gpu-a100-01"])
R("zh", "paraphrase", "different",
  ["报销需要在当月 25 号前提交。",
   "当月的报销单最晚 25 号交给财务。"],
  "报销单最晚几号交？", ["报销", "25 号"])
R("zh", "detail", "near",
  ["前端组的 UI 组件库用 Ant Design。",
   "前端组的 UI 组件库用 Ant Design 5.x。"],
  "前端组用哪个组件库？", ["ant design"])

# ---------------------------------------------------------------- restatements, mixed
R("mixed", "paraphrase", "different",
  ["nimbus-kit 的 Docker registry 是 registry.nimbus.io。",
   "Docker images for nimbus-kit are pushed to registry.nimbus.io."],
  "nimbus-kit 的镜像推到哪个 registry？", ["registry.nimbus.io"])
R("mixed", "detail", "different",
  ["kestrel 的 hotfix 分支命名为 hotfix/<ticket>。",
   "kestrel hotfix branches are named hotfix/<ticket-id>, e.g. hotfix/KS-412."],
  "kestrel 的 hotfix 分支怎么命名？", ["hotfix/<ticket"])
R("mixed", "paraphrase", "different",
  ["ledgerly 的 PagerDuty service 叫 ledgerly-core。",
   "ledgerly pages go to the PagerDuty service ledgerly-core."],
  "ledgerly 告警发到哪个 PagerDuty service？", ["ledgerly-core"])
R("mixed", "paraphrase", "different",
  ["tidepool 的 secret 都放在 Vault 的 kv/tidepool 路径下。",
   "tidepool secrets live in Vault under kv/tidepool.",
   "As before: tidepool 的密钥在 Vault kv/tidepool。"],
  "tidepool 的 secret 放在哪？", ["kv/tidepool"])
R("mixed", "paraphrase", "different",
  ["平台组的 quarterly planning 在每季度第一周。",
   "平台组每个季度第一周做 quarterly planning。"],
  "平台组什么时候做 quarterly planning？", ["quarterly planning", "第一周"])
R("mixed", "paraphrase", "different",
  ["orchard 的 API 响应遵循 JSON:API 规范。",
   "orchard's API responses follow the JSON:API spec."],
  "orchard 的 API 用什么响应规范？", ["json:api"])


def main():
    cases = []
    for prefix, group in (("u", UPD), ("l", LOOK), ("r", REST)):
        for i, c in enumerate(group, 1):
            cases.append({"id": f"s12-{prefix}{i:03d}", **c})
    random.Random(SEED).shuffle(cases)
    OUT.write_text(json.dumps(cases, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {len(cases)} cases to {OUT}")


if __name__ == "__main__":
    main()
