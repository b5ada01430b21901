#!/usr/bin/env python3
"""Build filler.json: unrelated agent-memory texts (seeded, stdlib only).

Templated facts pair each subject with an attribute at most once, so no two filler texts
state two values for the same subject (which would be a real update inside the filler).
Hand-written gotchas / conventions / preferences are mixed in. Subjects avoid the ones
used in cases.json.
"""
import json
import random
from pathlib import Path

SEED = 20261206
OUT = Path(__file__).resolve().parent / "filler.json"

EN_SERVICES = ["audit exporter", "tax calculator", "coupon engine", "webhook relay", "feed ranker",
               "address validator", "sitemap generator", "SSO bridge", "ticket router", "PDF renderer",
               "loyalty service", "shipping estimator", "chat moderation worker", "currency converter",
               "survey service", "referral tracker", "wishlist API", "returns portal", "gift card service",
               "label printer daemon", "calendar sync worker", "translation proxy", "spam classifier",
               "warranty lookup", "store locator"]
EN_PEOPLE = ["Anouk", "Bashir", "Camille", "Dmitri", "Esther", "Farid", "Greta", "Hiroshi", "Imani",
             "Jonas", "Keiko", "Leandro", "Maeve", "Nikolai", "Oluwaseun", "Petra", "Quentin", "Rosalind"]
EN_PROJECTS = ["Atlas migration", "Beacon redesign", "Cobalt SDK", "Driftwood data lake", "Ember onboarding revamp",
               "Fjord accessibility audit", "Garnet pricing experiment", "Harbor SOC 2 prep", "Iris search relevance",
               "Juniper partner launch", "Kite offline mode", "Lantern cost review"]
EN_PREFS = ["wants PR descriptions to include a screenshot for UI changes",
            "prefers async updates over meetings",
            "likes commit messages in the imperative mood",
            "asks for a short summary at the top of long design docs",
            "prefers small PRs under 300 lines",
            "wants to be tagged on anything touching auth",
            "prefers dark-themed diagrams in slides",
            "likes to get the agenda a day before a meeting",
            "prefers type hints on every public function",
            "wants flaky tests quarantined, not deleted",
            "prefers British spelling in user-facing copy",
            "reviews PRs only after CI is green",
            "wants TODOs to carry a ticket number",
            "prefers table-driven tests",
            "likes benchmarks attached to performance PRs",
            "wants error messages to say what the user should do next",
            "prefers feature branches to live less than a week",
            "likes to pair on tricky migrations"]

EN_HANDWRITTEN = [
    "Gotcha: the macOS runners in CI don't have GNU sed, so scripts must use `sed -i ''` or perl.",
    "Gotcha: our Helm charts pin the chart version, so bumping the app version alone does nothing.",
    "Gotcha: the vendor sandbox wipes all test merchants every Sunday night.",
    "Gotcha: timestamps from the legacy CRM are local time without an offset.",
    "Gotcha: `make test` skips integration tests unless INTEGRATION=1 is set.",
    "Gotcha: the staging SMTP relay silently drops mail to external domains.",
    "Gotcha: the CSV exporter writes a UTF-8 BOM, which breaks some Excel versions on Mac.",
    "Gotcha: the old mobile clients send prices as strings, not numbers.",
    "Gotcha: Docker Desktop's file sharing makes node_modules painfully slow; use a named volume.",
    "Gotcha: the partner webhook retries with the same idempotency key, so dedupe on it.",
    "Convention: database table names are plural snake_case.",
    "Convention: REST endpoints use kebab-case paths and camelCase JSON fields.",
    "Convention: every migration gets a down step, even if it just raises.",
    "Convention: environment variables for services are prefixed with the service name in caps.",
    "Convention: feature branches are named after the ticket, like PROJ-1234-short-title.",
    "Convention: public Go packages need a doc.go with a package comment.",
    "Convention: money is stored as integer minor units plus a currency code.",
    "Convention: UI copy changes go through the content designer before merge.",
    "Convention: runbooks live next to the service code in docs/runbook.md.",
    "Convention: Grafana panels use the team colour palette, not defaults.",
    "Decision: we won't support Internet Explorer in any new surface.",
    "Decision: postmortems are blameless and published internally within five working days.",
    "Decision: new internal tools get a README with a one-line purpose before the first deploy.",
    "Decision: public API breaking changes need a 90-day deprecation notice.",
    "Decision: we keep one shared design system package instead of per-app copies.",
    "The user wants answers in short bullet points unless they ask for detail.",
    "The user works from Lisbon and is usually online 09:00-17:30 WET.",
    "The user prefers examples in Python before TypeScript.",
    "The user doesn't want auto-formatting applied to files they didn't touch.",
    "The user asked to be reminded before any command that deletes data.",
    "Run `just bootstrap` once after cloning; it installs hooks and seeds the local DB.",
    "The integration test fixtures are regenerated with scripts/refresh_fixtures.py.",
    "Load-test results from last quarter are in the perf-reports shared drive folder.",
    "The design system's Figma library is the source of truth for spacing tokens.",
    "When the build cache is corrupt, delete .cache/bazel and rerun; don't clean the whole repo.",
    "Incident channel naming: #inc-YYYYMMDD-short-name.",
    "The legacy cron box is scheduled for decommission after the data lake cutover.",
    "Customer support escalations tagged P1 must get a reply within 2 business hours.",
    "Screenshots in bug reports should blur customer emails.",
    "The marketing site is owned by the growth team, not engineering.",
]

ZH_SERVICES = ["优惠券服务", "发票服务", "直播间服务", "地址解析服务", "工单系统", "会员等级服务",
               "规则引擎", "短链服务", "评价审核服务", "物料中心", "素材上传服务", "排班系统",
               "报价引擎", "权限中心", "通知模板服务", "签到服务", "门店管理系统", "配送调度服务",
               "电子合同服务", "财务对账平台"]
ZH_PEOPLE = ["陈晓", "林悦", "孙浩", "周雨桐", "吴凯", "郑琳", "冯博", "许佳", "韩冰", "曹宇", "彭娜", "蒋涛"]
ZH_PROJECTS = ["会员体系重构", "海外仓项目", "小程序改版", "数据中台二期", "客服机器人", "供应链可视化",
               "门店数字化", "新人引导优化"]
ZH_PREFS = ["喜欢把会议纪要写成要点列表", "希望 PR 描述里写清楚测试方法", "偏好下午集中做评审",
            "要求所有 SQL 先在从库验证", "不喜欢在周一上午开会", "习惯用飞书文档写设计稿",
            "希望报警消息里带上 runbook 链接", "喜欢把复杂逻辑拆成小函数", "要求变量命名不用拼音",
            "希望每个需求都有验收标准", "偏好用图表解释架构", "习惯先写测试再写实现"]

ZH_HANDWRITTEN = [
    "踩坑记录：老版本的安卓 WebView 不支持可选链语法，打包时要转译。",
    "踩坑记录：定时任务的 cron 表达式是六位的，第一位是秒。",
    "踩坑记录：Excel 导入时手机号会被识别成科学计数法，要先转成文本列。",
    "踩坑记录：测试环境的短信不会真的发出去，验证码固定在日志里。",
    "踩坑记录：MySQL 的 utf8 不是真的 UTF-8，建表一律用 utf8mb4。",
    "踩坑记录：内网 DNS 偶尔缓存旧记录，切换域名后要等十分钟。",
    "踩坑记录：小程序的包体积超过 2MB 就上传不了，要分包。",
    "踩坑记录：时区问题，服务器是 UTC，报表要按北京时间算日期。",
    "约定：接口错误码统一五位数字，前两位代表模块。",
    "约定：数据库字段统一加注释，不允许出现无注释的列。",
    "约定：分支合并用 rebase，不要在主干上留 merge commit。",
    "约定：配置项命名用小写加点号分隔。",
    "约定：所有对外接口都要有限流，默认值写在网关配置里。",
    "约定：新服务上线前必须补齐健康检查接口。",
    "决定：内部文档统一放在知识库，不再用共享盘。",
    "决定：周会改成隔周一次，其他时间用异步周报同步。",
    "决定：新项目默认开启代码覆盖率统计，低于 60% 在评审时提示。",
    "决定：第三方 SDK 接入前要过一次安全评审。",
    "用户希望回答尽量简短，先给结论再解释。",
    "用户习惯用中文交流，代码注释用英文。",
    "用户不希望自动提交代码，提交前要先确认。",
    "用户在杭州，工作时间大概是上午十点到晚上七点。",
    "本地起服务前先执行 make deps，否则会缺少生成的代码。",
    "压测报告放在知识库的性能专区，按月份归档。",
    "事故复盘文档模板在知识库首页，复盘要在三天内完成。",
    "设计稿以 Figma 为准，标注和切图找设计同学要。",
    "线上问题先止血再排查，止血手段要写进复盘。",
    "节假日前一天下午不安排上线。",
]

# each tool paired with what it is really used for
EN_TOOL_USES = [("Renovate", "dependency updates"), ("ruff", "Python lint checks"), ("Playwright", "end-to-end tests"),
                ("k6", "load testing"), ("Trivy", "container image scanning"), ("Argo CD", "GitOps deploys"),
                ("Tilt", "local Kubernetes dev loops"), ("Temporal", "long-running workflow orchestration"),
                ("dbt", "warehouse data transformations"), ("Metabase", "ad-hoc BI queries"),
                ("OpenTelemetry", "tracing instrumentation"), ("Loki", "log aggregation"),
                ("Caddy", "reverse proxying on dev boxes"), ("Pulumi", "infrastructure code"),
                ("direnv", "loading per-project env vars"), ("golangci-lint", "Go lint checks"),
                ("Airbyte", "syncing SaaS data into the lake"), ("pre-commit", "git hooks")]
ZH_TOOL_USES = [("Apollo", "配置中心"), ("Nacos", "服务注册发现"), ("SkyWalking", "链路追踪"), ("Arthas", "线上诊断"),
                ("XXL-JOB", "定时任务调度"), ("Seata", "分布式事务"), ("ClickHouse", "实时分析"), ("DataX", "离线同步"),
                ("Canal", "binlog 订阅"), ("Sentinel", "限流熔断"), ("JMeter", "压测"), ("SonarQube", "代码质量扫描"),
                ("Harbor", "镜像仓库"), ("YApi", "接口管理")]

EN_DATES = ["January 12", "February 3", "March 30", "April 17", "May 8", "June 26", "July 15",
            "August 4", "September 22", "October 19", "November 7", "December 1"]
ZH_DATES = ["2 月 10 日", "3 月 28 日", "4 月 15 日", "5 月 20 日", "6 月 30 日", "7 月 12 日",
            "8 月 8 日", "9 月 18 日", "10 月 25 日", "11 月 11 日"]


def en_templates(rng, svc):
    port = rng.randint(3000, 9999)
    return {
        "port": rng.choice([f"The {svc} listens on port {port}.", f"{svc[0].upper() + svc[1:]} is served on port {port} locally.",
                            f"Locally, the {svc} binds to :{port}."]),
        "timeout": rng.choice([f"Calls to the {svc} time out after {rng.choice([2, 3, 5, 10, 15, 30])} seconds.",
                               f"The {svc} gives upstreams {rng.choice([250, 400, 750, 1200])} ms before failing."]),
        "owner": f"The {svc} is maintained by {rng.choice(EN_PEOPLE)}'s team.",
        "logs": f"Logs for the {svc} end up in /var/log/{svc.replace(' ', '-').lower()}/ on each host.",
        "deploy": rng.choice([f"The {svc} is deployed with a blue-green switch, never in place.",
                              f"Deploys of the {svc} go through a canary at {rng.choice([1, 5, 10])}% first.",
                              f"The {svc} deploys from the release branch every {rng.choice(['Monday', 'Tuesday', 'Thursday'])}."]),
        "lang": f"The {svc} is written in {rng.choice(['Go', 'Kotlin', 'Rust', 'TypeScript', 'Elixir', 'Java', 'Python'])}.",
        "gotcha": rng.choice([f"Gotcha: the {svc} caches config at startup, so config changes need a restart.",
                              f"Gotcha: the {svc}'s health check returns 200 even when its queue is stuck.",
                              f"Gotcha: the {svc} rejects requests without a trailing slash."]),
        "replicas": f"The {svc} runs {rng.choice([2, 3, 4, 6])} replicas behind the internal load balancer.",
    }


def zh_templates(rng, svc):
    port = rng.randint(3000, 9999)
    return {
        "port": rng.choice([f"{svc}本地启动在 {port} 端口。", f"{svc}的调试端口是 {port}。"]),
        "timeout": f"调用{svc}的超时时间设的是 {rng.choice([1, 2, 4, 5, 12])} 秒。",
        "owner": f"{svc}由{rng.choice(ZH_PEOPLE)}那组在维护。",
        "logs": f"{svc}的日志在 /data/logs/ 下按天滚动。" if rng.random() < 0.5 else f"{svc}的日志接入了统一日志平台，索引名带服务名前缀。",
        "deploy": rng.choice([f"{svc}发布要走蓝绿，不能原地替换。", f"{svc}上线先灰度 {rng.choice([1, 5, 10])}% 观察半小时。",
                              f"{svc}每周{rng.choice(['一', '三'])}随大版本一起发布。"]),
        "lang": f"{svc}是用 {rng.choice(['Java', 'Go', 'Python', 'Node.js', 'PHP'])} 写的。",
        "gotcha": rng.choice([f"踩坑：{svc}启动时会预热缓存，前两分钟响应很慢。",
                              f"踩坑：{svc}的分页参数从 1 开始，不是从 0。",
                              f"踩坑：{svc}返回的金额单位是分。"]),
        "replicas": f"{svc}线上跑 {rng.choice([2, 3, 4, 8])} 个实例。",
    }


def main():
    rng = random.Random(SEED)
    en, zh = [], []
    for svc in EN_SERVICES:
        t = en_templates(rng, svc)
        for k in rng.sample(sorted(t), 4):
            en.append(t[k])
    for p in EN_PEOPLE:
        en.append(f"{p} {rng.choice(EN_PREFS)}.")
    for tool, purpose in EN_TOOL_USES:
        en.append(rng.choice([f"Decision: we use {tool} for {purpose}.", f"We settled on {tool} for {purpose}.",
                              f"{tool} is our standard for {purpose}."]))
    for proj, d in zip(EN_PROJECTS, rng.sample(EN_DATES, len(EN_PROJECTS))):
        en.append(rng.choice([f"Deadline: the {proj} milestone is due {d}.", f"The {proj} has to be demo-ready by {d}.",
                              f"Target date for the {proj}: {d}."]))
    en += EN_HANDWRITTEN

    for svc in ZH_SERVICES:
        t = zh_templates(rng, svc)
        for k in rng.sample(sorted(t), 4):
            zh.append(t[k])
    for p in ZH_PEOPLE:
        zh.append(f"{p}{rng.choice(ZH_PREFS)}。")
    for tool, purpose in ZH_TOOL_USES:
        zh.append(rng.choice([f"{purpose}用的是 {tool}。", f"决定：{purpose}统一用 {tool}。", f"{purpose}这块选了 {tool}。"]))
    for proj, d in zip(ZH_PROJECTS, rng.sample(ZH_DATES, len(ZH_PROJECTS))):
        zh.append(rng.choice([f"{proj}的截止日期是 {d}。", f"{proj}要在 {d}前完成联调。", f"{proj}计划 {d}上线。"]))
    zh += ZH_HANDWRITTEN

    texts = en + zh
    assert len(texts) == len(set(texts)), "duplicate filler"
    rng.shuffle(texts)
    OUT.write_text(json.dumps(texts, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {len(texts)} filler texts (en {len(en)}, zh {len(zh)}) to {OUT}")


if __name__ == "__main__":
    main()
