#!/usr/bin/env python3
"""Builds filler.json: unrelated agent-memory texts, many in the same shapes as the cases
but about other subjects. Each (subject, aspect) appears once, so fillers never update
each other."""
import json, os, random

HERE = os.path.dirname(os.path.abspath(__file__))
rng = random.Random(20261206)

PORTS = iter(rng.sample([p for p in range(3020, 3990, 7)] + [p for p in range(6010, 7990, 13)], 200))

EN_SUBJ = ["geofence API", "thumbnail service", "tax-calculation service", "webhook relay",
           "feature-store API", "fraud-scoring API", "shipping-quote service", "loyalty API",
           "chat gateway", "OCR worker", "label-printing service", "survey API",
           "document-signing service", "email-digest job", "currency-rates API", "sitemap generator",
           "session-replay collector", "A/B assignment service", "routing engine", "SMS gateway",
           "badge service", "calendar-sync worker", "vector-index service", "KYC API",
           "partner API", "refund-eligibility service", "seat-map service", "weather-feed adapter",
           "barcode scanner backend", "playlist service", "comment-moderation worker", "referral API"]
EN_ASPECTS = [
    ("port", "The {s} runs on port {v}.", lambda: str(next(PORTS))),
    ("timeout", "The {s}'s request timeout is {v} seconds.", lambda: str(rng.choice([2, 4, 7, 8, 9, 11, 14, 18, 20, 25, 40, 90]))),
    ("lang", "The {s} is written in {v}.", lambda: rng.choice(["Kotlin", "Elixir", "TypeScript", "Python", "Scala", "C#", "Java"])),
    ("db", "The {s} stores its data in {v}.", lambda: rng.choice(["DynamoDB", "CockroachDB", "SQLite", "ClickHouse", "Cassandra", "MariaDB", "Firestore", "ScyllaDB"])),
    ("owner", "{v} owns the {s}.", lambda: rng.choice(["Nadia", "Rafael", "Chen Wei", "Olga", "Kwame", "Ingrid", "Yusuf", "Beatriz",
                                                       "Dmitri", "Leila", "Matteo", "Sunita", "Jonas", "Mei", "Tariq", "Elena"])),
    ("region", "The {s} is deployed to {v}.", lambda: rng.choice(["us-east-2", "ap-southeast-1", "ap-northeast-1", "us-west-2", "sa-east-1", "ca-central-1"])),
    ("rate", "The {s} is rate limited to {v} requests per second.", lambda: str(rng.choice([15, 40, 60, 120, 250, 400, 750, 1200]))),
    ("logs", "Logs from the {s} are kept for {v} days.", lambda: str(rng.choice([3, 5, 10, 21, 45, 60, 180]))),
    ("replicas", "The {s} runs with {v} replicas in production.", lambda: rng.choice(["three", "four", "five", "six", "seven", "ten"])),
]

ZH_SUBJ = ["物流服务", "地址解析服务", "评论服务", "直播服务", "弹幕服务", "配送调度服务", "签到服务",
           "门店服务", "电子合同服务", "客服质检服务", "埋点采集服务", "实名认证服务", "排班服务",
           "活动页服务", "红包服务", "账号安全服务", "地图瓦片服务", "问卷服务", "站内信服务", "文件预览服务",
           "汇率服务", "会议室预订服务", "打卡服务", "知识库服务"]
ZH_ASPECTS = [
    ("port", "{s}的端口是 {v}。", lambda: str(next(PORTS))),
    ("timeout", "{s}的超时是 {v} 秒。", lambda: str(rng.choice([2, 4, 6, 8, 9, 11, 16, 20, 35, 45]))),
    ("db", "{s}用 {v}。", lambda: rng.choice(["ClickHouse", "TiKV", "HBase", "SQLite", "OceanBase", "Cassandra"])),
    ("owner", "{s}由{v}负责。", lambda: rng.choice(["刘洋", "孙悦", "周航", "吴婷", "郑凯", "冯雪", "何斌", "高远", "许晴", "邓超", "曹敏", "罗浩"])),
    ("region", "{s}部署在{v}。", lambda: rng.choice(["阿里云杭州可用区", "腾讯云广州区", "华为云北京四", "自建的上海 IDC", " AWS 新加坡区域"])),
    ("logs", "{s}的日志保留 {v} 天。", lambda: str(rng.choice([3, 5, 10, 21, 45, 60, 180]))),
    ("retry", "{s}的重试次数是 {v} 次。", lambda: rng.choice(["2", "4", "6"])),
    ("qps", "{s}的 QPS 上限是 {v}。", lambda: str(rng.choice([300, 800, 1500, 2500, 4000, 6000]))),
]


def templated(subjects, aspects, per_subject):
    out = []
    for s in subjects:
        for name, tpl, val in rng.sample(aspects, per_subject):
            out.append(tpl.format(s=s, v=val()))
    return out

en_t = templated(EN_SUBJ, EN_ASPECTS, 4)   # 128
zh_t = templated(ZH_SUBJ, ZH_ASPECTS, 4)   # 96

EN_HAND = """The user likes type hints on every public Python function.
The user asked that we never auto-commit; always show the diff first.
We decided to keep the monolith for the admin tooling until Q2 next year.
The nightly fuzzing job for the parser is owned by Kenji.
The QA team uses TestRail for manual test plans.
The user prefers pytest over unittest.
The company VPN uses WireGuard.
The design review for the onboarding flow is on the 21st.
Customer support works from Zendesk.
The GPU training box has four A100s.
The user does not want emojis in docs or READMEs.
The Slack channel for incidents is #inc-war-room.
Feature work should be behind a flag until the product owner signs off.
The ML team stores experiment runs in MLflow.
The mono-repo uses Prettier with a 100-character line width.
Dependabot PRs are batched weekly by the platform team.
The winter sale campaign ends on January 6.
The user reads logs with lnav.
Use UTC in every cron expression.
The Helm charts live in the infra/charts folder.
Docker images are pushed to ghcr.io/acme-labs.
The company-wide SSO provider is Okta.
Performance budgets: the landing page should stay under 170 KB of JS.
The user's GitHub handle is @quietfox.
Postmortems are written within five business days of an incident.
The public roadmap is updated at the start of every month.
The legal team must approve any new third-party SDK.
We use Conventional Commits for the changelog generator.
The iPad layout is out of scope for this release.
Load tests are run with k6 against the perf environment.
The user likes code snippets to be runnable as-is.
Error tracking goes to Sentry, project acme-web.
The feature-store API is read-only for analysts.
We agreed to deprecate the XML export by the end of the year.
The Figma file for the dashboard redesign is called "Dash 2025".
Architecture decisions are recorded as ADRs in docs/adr.
The internal wiki runs on Outline.
The user wants PR descriptions to list testing steps.
The partner API requires mutual TLS.
The routing engine uses OSRM under the hood.
Staging data is refreshed from an anonymized snapshot every Saturday.
The team's WIP limit on the kanban board is 4 per person.
The sitemap generator only includes pages updated in the last 90 days.
The chat gateway speaks WebSocket and falls back to long polling.
The vector-index service uses HNSW with ef_search 128.
The OCR worker handles English, German and Japanese.
Interns get read-only access to production dashboards.
Dark launches must be announced in #releases.
The user is colorblind (deuteranopia); avoid red/green-only signals in charts.
The company holiday party is on December 12.
We don't support Internet Explorer anymore.
The KYC API vendor is Onfido.
Quarterly planning uses a shared Notion doc.
The barcode scanner backend accepts EAN-13 and QR codes.
New services must expose a /healthz endpoint.
The user prefers examples in TypeScript when the language doesn't matter.
Kwame is out on parental leave until March.
Our brand font is Inter.
The playlist service caches recommendations for 6 hours.
The email-digest job skips users who unsubscribed in the last 24 hours.
The A/B assignment service hashes user IDs with murmur3.
Git LFS is used for design assets over 5 MB.
The user wants me to ask before installing new dependencies.
Every PR needs two approvals in the payments-adjacent repos.
The perf environment is torn down every night at midnight.
The referral API gives both users a 10% credit.
Code owners for the infra repo are the platform team.
The mobile crash-free rate target is 99.7%.
We chose gRPC for service-to-service calls.
The user's laptop is a 14-inch MacBook Pro with an M3 chip.
The weather-feed adapter polls the provider every quarter hour.
Customer data must not leave the EU for the German clients.
The SMS gateway provider is Twilio.
The comment-moderation worker uses a blocklist plus a classifier.
The seat-map service renders SVG on the server.""".strip().split("\n")

ZH_HAND = """用户希望每次改动前先说明计划再动手。
团队统一用 Lerna 管理组件库的发版。
设计稿都放在即时设计的“运营后台”项目里。
所有新接口都要写单元测试，覆盖率不低于 80%。
事故复盘文档需要包含时间线和改进项。
直播服务的推流地址用 RTMP，拉流用 HLS。
用户不喜欢在文档里看到表情符号。
公司的 Git 仓库托管在自建的 GitLab 上。
埋点采集服务每 5 秒批量上报一次。
评论服务的敏感词库每天凌晨更新。
地图瓦片服务的缓存放在 OSS 上。
新人的开发机统一装 Ubuntu 22.04。
季度复盘材料放在共享盘的 Q-review 文件夹。
用户习惯用 zsh 加 oh-my-zsh。
实名认证服务对接的是公安一所的接口。
红包服务在春节期间需要提前扩容。
排班服务的规则引擎用 Drools。
产品需求统一在飞书文档里写。
知识库服务支持 Markdown 和富文本两种格式。
签到服务连续签到 7 天送一张券。
文件预览服务用 LibreOffice 转 PDF。
用户希望 SQL 关键字用大写。
电子合同服务的签章由第三方 CA 提供。
客服质检服务抽检比例是 5%。
会议室预订服务和企业微信打通了。
汇率服务每 15 分钟从央行接口拉一次数据。
配送调度服务的派单算法由算法组维护。
门店服务的数据每天同步到数仓。
问卷服务的题库导出格式是 Excel。
账号安全服务在异地登录时会发短信提醒。
我们约定接口返回统一用 code、message、data 三个字段。
线上变更需要在变更平台登记。
打卡服务要支持 Wi-Fi 和 GPS 两种方式。
活动页服务用 SSR 渲染首屏。
用户是产品经理，不太懂后端细节。
站内信的未读数缓存 1 分钟。
技术分享会每月最后一个周五举行。
物流服务接了顺丰、中通和京东三家的轨迹接口。
地址解析服务用的是高德的地理编码。
后端服务统一用 Nacos 做配置中心。
运维值守手机号统一用 400 热线转接。
季度 OKR 放在飞书 OKR 里。
新项目默认用 Spring Boot 3。
内部 npm 镜像地址是 npm.internal.example.cn。
用户希望日期格式用 YYYY-MM-DD。
压缩图片统一用 WebP 格式。
安全组规则变更需要运维经理审批。
前端埋点 SDK 的版本号跟主站一起发。
代码仓库统一用 SSH 克隆。
Python 服务统一用 Poetry 管理依赖。
年终总结需要在 1 月 10 日前提交。
所有对外接口都要加签名校验。
UI 组件库用的是 Ant Design 5。
文档站点用 Docusaurus 搭建。
机器学习平台的 GPU 配额按组分配。
""".strip().split("\n")

fillers = en_t + EN_HAND + zh_t + ZH_HAND
rng.shuffle(fillers)
with open(os.path.join(HERE, "filler.json"), "w") as f:
    json.dump(fillers, f, ensure_ascii=False, indent=1)
zh = sum(1 for t in fillers if any('\u4e00' <= ch <= '\u9fff' for ch in t))
print(len(fillers), "fillers,", zh, "Chinese")
