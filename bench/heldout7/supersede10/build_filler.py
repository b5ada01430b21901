#!/usr/bin/env python3
"""Write filler.json: unrelated memory texts (about 40% Chinese), stdlib only, seeded.

Each template is filled with its own projects (no template is used twice for one project), so
no two filler texts state a value for the same subject. A candidate that holds every
current / stale / other keyword of any case in cases.json is dropped.
"""
import json
import random
from pathlib import Path

SEED = 1026
HERE = Path(__file__).resolve().parent
N_EN, N_ZH = 186, 124

EN_PROJECTS = ["Ptarmigan", "Heliotrope", "Quince", "Bluejay", "Sandpiper", "Tallow", "Wicker",
               "Sumac", "Lichen", "Dunlin", "Vireo", "Beryl", "Onyx", "Saguaro", "Hemlock",
               "Yarrow", "Fennel", "Moraine", "Estuary", "Loess", "Tern", "Pipit", "Magpie",
               "Nuthatch", "Grebe", "Bittern", "Kittiwake", "Curlew", "Shrike", "Starling"]
EN_PEOPLE = ["Ingrid", "Kwame", "Lucia", "Oskar", "Nadia", "Bastian", "Chiara", "Emeka", "Freya",
             "Gustavo", "Ilse", "Kenji", "Leona", "Matthias", "Odette", "Rafael", "Selma", "Viktor"]
EN_LIBS = ["tenacity", "httpx", "pydantic", "structlog", "orjson", "sqlalchemy", "alembic",
           "zod", "tRPC", "Prisma", "date-fns", "pino", "ruff", "mypy", "black", "pytest-xdist"]

EN_TEMPLATES = [
    "The {p} repo uses conventional commits, with the package name as the scope.",
    "Run `make seed` before the {p} integration tests, otherwise the fixtures table is empty.",
    "The {p} README is out of date about local setup; the docker compose file is the source of truth.",
    "{p} uses {lib} throughout; don't add a second library for the same job.",
    "{person} wants short answers without a summary at the end when working on {p}.",
    "The {p} test suite is flaky on the websocket reconnect test; rerun it once before debugging.",
    "In {p}, environment variables are loaded from .env.local, which is git-ignored.",
    "{p} generates its API client from the OpenAPI spec with `npm run gen:client`.",
    "When touching {p}'s auth middleware, also update the threat model page on the wiki.",
    "The {p} monorepo keeps shared types in packages/{lower}-types.",
    "{person} is on parental leave until the end of the quarter; route {p} questions to the channel instead.",
    "The {p} service logs in JSON; grep with jq, not plain grep.",
    "{p} pins its Python dependencies with uv and commits uv.lock.",
    "{person} asked to always show the diff before applying changes in the {p} repo.",
    "The {p} migrations folder must never be edited after a migration was merged.",
    "{p}'s Grafana dashboard is called '{p} golden signals'.",
    "Benchmarks for {p} run on a dedicated bare-metal box, numbers from laptops are not comparable.",
    "The {p} frontend uses CSS modules, not Tailwind.",
    "{person} reviews changes in {p} in the afternoon, so open PRs before lunch.",
    "{p} has a known memory leak in the image resizer; the pod restarts it every {n} hours.",
    "The {p} team names branches as ticket-id/short-description.",
    "To reproduce {p} bugs locally, set DEBUG_SQL=1 to print the queries.",
    "{p} stores feature toggles in a YAML file under config/flags/.",
    "The {p} CLI prints its version with --version and exits 0.",
    "{person} prefers type hints on every public function in {p}.",
    "The {p} docs are built with MkDocs Material and deployed from the docs branch.",
    "There is a {n}-line legacy module in {p} called utils_old.py that nobody should extend.",
    "{p} uses snapshot tests for its email renderer; update them with `--update-snapshots`.",
    "The {p} mobile build needs a local.properties file with the signing key path.",
    "{person} dislikes emojis in commit messages for {p}.",
    "The {p} service exposes Prometheus metrics on /metrics.",
    "{p}'s load tests are written in k6 and live in perf/.",
    "The {p} project has a CODEOWNERS file; changes to infra/ need an owner's approval.",
    "In {p}, dates are stored in UTC and converted in the frontend only.",
    "The {p} search page debounces input by {n}0 milliseconds.",
    "{person} is the best person to ask about the history of the {p} data model.",
    "{p}'s Docker image is based on distroless, so there is no shell inside.",
    "The {p} nightly report email goes to a Google Group, not to individuals.",
    "The {p} team keeps architecture decision records in docs/adr/.",
    "{p} depends on a forked version of {lib}; upstream lacks the patch we need.",
    "Never run the {p} seed script against a shared database; it truncates tables first.",
    "{person} likes to pair on tricky {p} bugs over a call rather than in chat.",
    "The {p} Storybook is published on every merge and linked from the PR bot comment.",
    "{p} vendors its protobuf definitions in proto/ and regenerates them with buf.",
    "If the {p} dev server hangs on startup, delete node_modules/.cache and retry.",
    "The {p} analytics events are documented in a spreadsheet owned by product.",
    "{p} keeps a CHANGELOG per package, generated by changesets.",
    "Accessibility checks for {p} run with axe in the component tests.",
    "The {p} admin users are seeded from fixtures/admins.json in development.",
    "{person} wants every {p} PR to mention how it was tested.",
    "The {p} GraphQL schema is checked for breaking changes in CI.",
    "{p}'s translations are synced from the localization platform every night.",
    "The {p} worker retries failed jobs {n} times before moving them to the dead-letter queue.",
    "A postmortem template for {p} incidents lives in the team's Notion space.",
    "{p}'s public SDK follows semver strictly; removals need a major version.",
    "The {p} codebase still has a few callbacks; new code uses async/await.",
    "The {p} repo's pre-push hook runs the type checker, which takes about a minute.",
    "{person} maintains the {p} style guide and is picky about naming.",
    "The {p} sample data includes fake customers generated with Faker.",
    "For {p}, screenshots in bug reports should hide real customer names.",
    "{p} uses UUIDv7 for new primary keys.",
    "The {p} mobile app reads its remote config at launch and caches it for a day.",
    "{p} has a Makefile target `make doctor` that checks the local toolchain.",
    "Large files in the {p} repo go through Git LFS.",
    "The {p} iOS project uses Swift Package Manager, not CocoaPods.",
    "{p}'s error messages shown to users must be reviewed by the content designer.",
    "The {p} backend returns problem+json error bodies.",
    "{person} asked not to reformat unrelated lines in {p} diffs.",
    "The {p} repository squashes its history into a single commit per release tag.",
    "{p} publishes a weekly internal newsletter drafted from merged PR titles.",
]

ZH_PROJECTS = ["鹭洲", "青禾", "远帆", "星桥", "松果", "白杨", "墨池", "银杏", "蓝莓", "竹影",
               "晨曦", "雪松", "云杉", "海棠", "石榴", "枫林", "橙子", "麦穗", "流萤", "清泉"]
ZH_PEOPLE = ["吴昊", "郑琳", "冯博", "许婷", "韩冰", "曹磊", "邓佳", "谢宁", "唐亮", "萧雅",
             "彭飞", "钟灵"]
ZH_TEMPLATES = [
    "{p}项目的提交信息遵循 Conventional Commits 规范。",
    "跑{p}的集成测试前要先执行 make seed，不然数据是空的。",
    "{p}的 README 里本地启动步骤已经过时，以 docker compose 文件为准。",
    "{person}希望回答简短一点，{p}相关的问题不用在末尾总结。",
    "{p}的单测里 websocket 重连那条偶尔会挂，先重跑一次再排查。",
    "{p}的环境变量从 .env.local 读取，这个文件不进 git。",
    "{p}的前端接口代码是用 OpenAPI 生成的，别手改。",
    "{p}的服务日志是 JSON 格式，查的时候用 jq。",
    "{person}要求在{p}仓库改代码前先给他看 diff。",
    "{p}已经合并的迁移脚本不允许再修改。",
    "{p}的 Grafana 大盘名字叫“{p}核心指标”。",
    "{p}前端用的是 CSS Modules，不是 Tailwind。",
    "{p}的分支命名规则是 工单号/简短描述。",
    "本地复现{p}的问题时，可以打开 DEBUG_SQL=1 看 SQL。",
    "{p}的文档用 MkDocs 搭的，从 docs 分支自动发布。",
    "{p}里有个历史遗留的 utils_old.py，不要再往里加代码。",
    "{p}的邮件模板用快照测试，更新时加 --update-snapshots。",
    "{person}不喜欢在{p}的 commit 里加表情符号。",
    "{p}的压测脚本用 k6 写的，放在 perf 目录。",
    "{p}的时间字段统一存 UTC，只在前端转换时区。",
    "{p}的架构决策记录放在 docs/adr 目录下。",
    "问{p}数据模型的来龙去脉，找{person}最清楚。",
    "{p}的镜像基于 distroless，容器里没有 shell。",
    "{p}的日报邮件发到邮件组，不发给个人。",
    "{p}用 pre-commit 跑 ruff 和 mypy。",
    "{p}的接口错误码定义在 errors.go 里，新增错误码要同步更新文档。",
    "{person}这个月在做{p}的重构，大的改动先跟他对齐。",
    "{p}的国际化文案放在 locales 目录，只维护中英两种语言。",
    "{p}的 Makefile 里 make dev 会同时起前后端。",
    "{p}的图片处理模块有内存泄漏，Pod 每 {n} 小时会被重启一次。",
    "{p}的代码里金额一律用分为单位的整数。",
    "{p}的 E2E 用例只在合并到主干后跑。",
    "{p}的种子脚本会先清空表，千万别在共享库上跑。",
    "{person}遇到{p}的疑难 bug 喜欢开会结对排查，不爱在群里打字。",
    "{p}的 Storybook 每次合并都会自动发布。",
    "{p}的 protobuf 定义放在 proto 目录，用 buf 生成代码。",
    "{p}本地起不来的时候，先删掉 node_modules/.cache 再试。",
    "{p}的埋点事件说明在产品维护的表格里。",
    "{p}的后台管理员账号在开发环境从 fixtures 里初始化。",
    "{person}要求{p}的每个 PR 都写清楚怎么测的。",
    "{p}的 GraphQL schema 在 CI 里会检查破坏性变更。",
    "{p}的异步任务失败后会重试 {n} 次，然后进死信队列。",
    "{p}的故障复盘模板放在团队的语雀空间里。",
    "{p}对外 SDK 严格遵守语义化版本。",
    "{p}的新主键统一用 UUIDv7。",
    "{p}仓库里的大文件走 Git LFS。",
    "{person}不希望在{p}的 diff 里顺手格式化无关代码。",
    "{p}的用户可见报错文案要经过内容设计审核。",
    "{p}的 iOS 工程用 Swift Package Manager 管理依赖。",
    "{p}有个 make doctor 命令可以检查本地工具链。",
]


def case_keyword_sets():
    cases = json.loads((HERE / "cases.json").read_text(encoding="utf-8"))
    sets = []
    for c in cases:
        for key in ("current", "stale", "other"):
            if c.get(key):
                sets.append(c[key])
    return sets


def build(templates, projects, people, n_want, rng, kw_sets, zh):
    pairs = [(t, p) for t in range(len(templates)) for p in projects]
    rng.shuffle(pairs)
    # spread the templates: take pairs round-robin by template
    by_t = {}
    for t, p in pairs:
        by_t.setdefault(t, []).append(p)
    out, seen = [], set()
    round_ = 0
    while len(out) < n_want:
        progressed = False
        for t in range(len(templates)):
            if len(out) >= n_want:
                break
            if round_ >= len(by_t[t]):
                continue
            progressed = True
            p = by_t[t][round_]
            text = templates[t].format(p=p, lower=p.lower(), person=rng.choice(people),
                                       lib=rng.choice(EN_LIBS), n=rng.randint(3, 9))
            low = text.lower()
            if text in seen or any(all(k in low for k in ks) for ks in kw_sets):
                continue
            seen.add(text)
            out.append(text)
        round_ += 1
        if not progressed:
            raise SystemExit("ran out of filler combinations")
    return out


def main():
    rng = random.Random(SEED)
    kw = case_keyword_sets()
    en = build(EN_TEMPLATES, EN_PROJECTS, EN_PEOPLE, N_EN, rng, kw, False)
    zh = build(ZH_TEMPLATES, ZH_PROJECTS, ZH_PEOPLE, N_ZH, rng, kw, True)
    filler = en + zh
    rng.shuffle(filler)
    (HERE / "filler.json").write_text(json.dumps(filler, ensure_ascii=False, indent=1) + "\n",
                                      encoding="utf-8")
    print(f"wrote {len(filler)} filler texts ({len(zh)} Chinese)")


if __name__ == "__main__":
    main()
