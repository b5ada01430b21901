HAND_EN = """The Orbit project's README has a troubleshooting section at the bottom.
Use British spelling in the Kestrel marketing copy.
The Sparrow CLI prints JSON when the --json flag is given.
The user's laptop is a 14-inch MacBook Pro with 32 GB of RAM.
Unit tests in the Tundra repo live next to the source files as *_test.go.
The quarterly OKR review is run by the product ops team.
The Larch mobile app supports both portrait and landscape on tablets.
The user dislikes emoji in commit messages.
Architecture decision records are numbered ADR-0001 onward in docs/adr.
The shared Figma library is called Foundations.
The Ember data pipeline writes Parquet files partitioned by date.
The user's GitHub handle is mtorres-dev.
Lunch and learn sessions are recorded and posted to the wiki.
The Cobalt service exposes Prometheus metrics on /metrics.
Holiday freeze for code changes starts the third week of December.
The team's coding interviews use a shared CoderPad template.
The Willow repo uses semantic-release to publish packages.
The user wants shell snippets to use bash, not zsh syntax.
Design reviews need a one-page brief sent a day in advance.
The Quartz app stores user uploads with server-side encryption.
The Fjord project uses Storybook for component previews.
Meeting notes go in the shared Notes folder, one file per meeting.
The user prefers type hints on all public Python functions.
The Heather API returns errors in RFC 7807 problem+json format.
New hires get a buddy for their first month.
The Basalt service is written in Rust and uses Tokio.
The user is allergic to peanuts; avoid suggesting peanut snacks for team events.
The office closes at 8pm on weekdays.
The Pine repo has a Makefile target `make dev` that starts everything locally.
The user likes diagrams drawn in Mermaid.
Incident postmortems are blameless and due within five working days.
The Juniper client caches feature config in localStorage.
The Aster team writes RFCs before starting any cross-team project.
The user keeps personal notes in Obsidian.
The Marble service validates requests with JSON Schema.
Translations for the Sable app are managed in Crowdin.
The user works from Lisbon and is usually offline after 7pm local time.
The Onyx repo pins GitHub Actions to commit SHAs.
The company-wide all-hands is the first Thursday of the month.
The Thistle frontend supports right-to-left languages.
Screenshots in docs should be PNG and under 500 KB.
The user prefers SQL keywords in uppercase.
The Hazel service's OpenAPI spec is generated from code annotations.
The team uses the word 'tenant' rather than 'customer' in the data model.
The Flint worker retries failed jobs three times with exponential backoff.
The user wants explanations to include links to official documentation.
Performance budgets for the Moss web app: LCP under 2.5 seconds.
The Cedar project's license headers are checked in CI.
The user's preferred terminal is WezTerm.
Every public endpoint of the Gale API needs an integration test.
The Ivy analytics events follow the object_action naming convention.
The user reads PDFs on an e-ink tablet and prefers plain-text summaries.
The Dune design tokens are exported to CSS variables.
Pair programming sessions are scheduled on Wednesdays.
The Lumen repo uses Git LFS for large test fixtures.
The user likes to see a plan before any large refactor.
The Tern service writes audit events to a dedicated table.
Accessibility target for the Poppy site is WCAG 2.1 AA.
The user prefers dates in ISO 8601 format.
The Reed project's end-to-end tests run against a seeded fixture database.
The intern program runs from June to August.
The Sage repo requires signed commits.
The user wants error messages to suggest a next step.
The Glacier service uses optimistic locking with a version column.
Team offsite planning is coordinated by the office manager.
The Wren app supports offline mode with a local SQLite cache.
The user asks to keep pull requests under 400 changed lines when possible.
The Birch API versioning uses a date header rather than URL versions.
Coffee machine on floor 2 is descaled every Monday.
The Cinder repo's integration tests need Docker running.
The user prefers Celsius and metric units.
The Aspen team tracks tech debt in a dedicated board column.
Changelogs for the Ridge SDK are written for end users, not developers.
The user likes variable names spelled out in full rather than abbreviated.
The Harbor CLI supports shell completion for bash and fish.
Customer-facing copy is reviewed by the content design team.
The Slate service paginates with opaque cursors.
The user reads code on a vertical monitor and likes lines under 100 characters.
The Moor project exports metrics to Datadog via the agent sidecar.
Demo days happen at the end of each quarter.
The Copper repo's issue templates ask for steps to reproduce and expected behaviour.
The user prefers rebase over merge commits on feature branches.
The Spruce service emits structured logs with a request_id field.
Book club for engineers meets on the last Friday of the month.
The Meadow app's onboarding flow has four screens.""".split("\n")
HAND_ZH = """用户习惯用 Markdown 表格整理对比信息。
青柠项目的接口文档放在 Apifox 里。
团队周五下午有一小时的技术分享。
石榴项目的前端用 Tailwind CSS。
用户不喜欢在回答里出现过多的感叹号。
新人入职需要先完成安全培训课程。
山竹服务的错误码统一以 SZ 开头。
用户的工作电脑是 ThinkPad X1 Carbon。
银杏项目的单元测试覆盖率报告发到钉钉群。
公司年会一般在一月中旬举办。
用户希望代码注释用英文写。
杨梅服务的配置用 TOML 格式。
茉莉项目用 Monorepo 管理，工具是 Nx。
用户偏好先看架构图再看代码。
报销单每月 25 号之前提交。
荔枝 App 支持深色模式。
梧桐项目的数据库表名统一用复数形式。
用户说解释概念时多举具体例子。
白桦服务使用 OpenTelemetry 做链路追踪。
办公室的访客需要提前一天登记。
松果项目的 Git 分支命名规则是 feature/工单号-简述。
用户不需要每次都提醒备份。
枇杷服务的接口都要求带 trace-id 请求头。
团队的技术债每个迭代至少处理一项。
用户常用的 Shell 是 fish。
柚子项目的产品经理是吴倩。
海棠服务部署使用 Helm chart。
季度绩效评估在每季度最后两周进行。
用户喜欢把 TODO 列成复选框清单。
蓝莓项目用 Storybook 维护组件文档。
椰子服务的定时任务都用 cron 表达式写在 jobs.yaml 里。
用户不喜欢别人改动他的 .editorconfig。
芒果项目的埋点事件名用下划线分隔。
设计稿统一用 Figma，不用 Sketch。
橄榄服务的健康检查接口是 /ping。
用户住在成都，习惯说四川话。
香樟项目的发布说明要同时写中英文。
团队禁止在群里发送明文密码。
雪松服务的单测用 testify 断言库。
用户喜欢在回答最后附上参考链接。
桂花项目的移动端用 Flutter 开发。
会议纪要由轮值的记录员在当天发出。
用户写 SQL 喜欢用 CTE 而不是子查询。
樱桃服务的缓存键前缀是 ych:。
公司的代码规范文档在 Git 仓库 eng-handbook 里。
用户每天早上九点前不看消息。
石楠项目使用 Protobuf 定义事件结构。
红杉服务的镜像基于 distroless。
团队 OKR 每个季度初由组长汇总。
用户喜欢命令行工具胜过图形界面。
榛子项目的国际化文案放在 locales 目录下。
莲花服务的接口返回统一包装成 code/msg/data 结构。
用户习惯用番茄工作法，每 25 分钟休息一次。
竹子项目的 CI 会自动给 PR 打 size 标签。
新功能上线前需要产品经理验收。
用户偏好图表用 ECharts 画。
紫藤服务的日志格式是 JSON 行。
团队每两周轮换一次代码评审搭档。
用户喜欢把长文档拆成多个小节。
薄荷项目的接口鉴权用 JWT。
用户喜欢把配置项按字母顺序排列。
芦苇项目的前端路由用 React Router。
团队的请假需要在飞书审批里提交。
核桃服务的数据导出支持 CSV 和 Excel。
用户讨厌冗长的开场白，希望直接进入正题。""".split("\n")
HAND_MIX = """Orchid 项目的 commit message 用英文写，PR 描述可以用中文。
用户习惯在 VS Code 里开 Vim mode。
Kiwi 服务的 feature flag 都以 kiwi_ 前缀命名。
Mango repo 的 README 有中英文两个版本。
Peach 项目的 design doc 模板在 Notion 里。
用户写 Python 喜欢用 dataclass 而不是 namedtuple。
Lotus 服务的 metrics 用 StatsD 上报。
团队 wiki 的 onboarding 页面每季度 review 一次。
Plum 项目的 e2e 测试跑在 BrowserStack 上。
用户希望 shell 命令给出时附上一句作用说明。
Lychee App 的 crash rate 目标是低于 0.1%。
Walnut 服务用 Redis Stream 做异步任务。
用户喜欢 dark theme 的终端配色 Nord。
Bamboo 项目的 API 文档用 Redoc 渲染。
Coconut 团队每个 sprint 结束做一次 demo。
用户的 GitHub 通知只看 participating。
Ginkgo 服务的 gRPC 接口定义在 ginkgo-proto 仓库。
Papaya 项目的 changelog 由 release-please 生成。
新 repo 默认开启 branch protection。
Apricot 服务的 DB migration 用 Flyway。""".split("\n")

# templated: each (project, attribute) pair used once; projects disjoint from cases
PROJ = ["Acorn","Badger","Canyon","Delta","Egret","Fennel","Garnet","Hollow","Indigo","Jasper",
        "Kelp","Lagoon","Mesa","Nimbus","Opal","Prairie","Quill","Raven","Summit","Topaz",
        "Umber","Vale","Wisp","Yarrow","Zephyr","Alder","Briar","Clover","Dahlia","Elm"]
TPL_EN = [
 "The {p} repo's contributing guide asks for one logical change per commit.",
 "{p} uses a {x}-column Kanban board for its work.",
 "The {p} team's Slack channel is #team-{l}.",
 "{p} stores fixtures for tests under testdata/{l}/.",
 "The {p} service's runbook is linked from its PagerDuty service page.",
]
TPL_ZH = [
 "{p} 项目的需求文档模板包含背景、目标和验收标准三部分。",
 "{p} 团队的周报发在 #{l}-weekly 频道。",
 "{p} 服务的接口命名采用 RESTful 风格，资源名用名词复数。",
 "{p} 项目的代码仓库有 {x} 个主要模块。",
 "{p} 的测试数据放在 fixtures/{l} 目录下。",
]
def templated():
    out = []
    for i, p in enumerate(PROJ):
        l = p.lower()
        for j, t in enumerate(TPL_EN):
            out.append(t.format(p=p, l=l, x=3 + (i + j) % 5))
        for j, t in enumerate(TPL_ZH):
            out.append(t.format(p=p, l=l, x=2 + (i * 3 + j) % 7))
    return out
