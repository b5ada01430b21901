#!/usr/bin/env python3
"""Build filler.json for the supersede11 held-out set (stdlib only, seeded, byte-for-byte).

Filler texts are unrelated agent memories about other invented projects, produced from
hand-written templates with a fixed seed. Any text that happens to hold every keyword of a
case's current, stale or other set is skipped, so it can never answer (or fake) a case.
Run: python3 build_filler.py  (reads the case data from build_cases.py, writes filler.json).
"""
from __future__ import annotations

import json
import random
import sys
from pathlib import Path

sys.dont_write_bytecode = True
sys.path.insert(0, str(Path(__file__).resolve().parent))
from build_cases import build as build_cases  # noqa: E402

SEED = 300_11
HERE = Path(__file__).resolve().parent
N_TOTAL = 300
N_ZH = 120  # 40 %

EN_PROJECTS = ["brindle", "copperleaf", "duskwood", "elmstead", "foxhollow", "greywater",
               "hazelmere", "inkberry", "jasperline", "knotgrass", "lindenfold", "moorhen",
               "nettlebed", "owlcroft", "partridge-api", "ruddock", "sedgemoor", "teasel",
               "umberfield", "vetchling", "whinmoor", "yewbank", "zephyrine", "cloudberry",
               "bittern", "rookwood", "starling-ops", "tamarack"]
ZH_PROJECTS = ["白露", "谷雨", "惊蛰", "清明", "小满", "芒种", "夏至", "处暑", "寒露", "霜降",
               "立冬", "大雪", "冬至", "小寒", "雨水", "立秋", "秋分", "春分", "大暑", "小雪"]
EN_PEOPLE = ["Beatrix Lowe", "Caspian Reyes", "Delphine Arnaud", "Eamon Walsh", "Farida Noor",
             "Gideon Hartley", "Hollis Park", "Isolde Brandt", "Jovan Petrovic", "Keira Dunn",
             "Leopold Sato", "Maeve Connolly", "Nils Ekstrom", "Oona Fitzgerald", "Percival Tran"]
ZH_PEOPLE = ["司马念", "钟离晨", "纪云舒", "卓一帆", "郝雪晴", "冷子墨", "贝思齐", "柏乐天",
             "花映雪", "庞少杰", "凌霄汉", "蒲静怡", "滕向东", "窦美琳"]
LANGS = ["Rust", "TypeScript", "Kotlin", "Elixir", "Python", "Go", "Scala", "Ruby"]
TOOLS_LINT = ["ruff", "eslint", "golangci-lint", "ktlint", "rubocop", "clippy", "biome", "flake8"]
TOOLS_TEST = ["pytest", "vitest", "jest", "go test", "cargo nextest", "rspec", "kotest", "ExUnit"]
DBS = ["ClickHouse", "SQLite", "CockroachDB", "DynamoDB", "Cassandra", "MariaDB", "Neo4j", "ScyllaDB"]
CLOUDS = ["Fly.io", "Hetzner", "Render", "GCP", "Azure", "DigitalOcean", "Vercel", "Cloudflare Workers"]
EDITORS = ["Neovim", "Helix", "Zed", "Emacs", "IntelliJ IDEA", "Sublime Text"]
CHANNELS = ["#ops-alerts", "#team-core", "#release-train", "#data-eng", "#infra-help", "#qa-bugs"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]
ZH_WEEKDAYS = ["周一", "周二", "周三", "周四", "周五"]
ZH_TIMES = ["上午九点半", "上午十一点", "下午两点", "下午三点半", "下午五点", "晚上八点"]

EN_TEMPLATES = [
    "The {p} repo uses {lint} for linting, configured in pyproject.toml.",
    "Tests in {p} are run with `{test}`; the full suite takes about {n2} minutes.",
    "{p} is written in {lang} and builds with a Makefile at the repo root.",
    "{P} is the tech lead for {p}; ask them before changing the public API.",
    "The {p} staging environment is hosted on {cloud}.",
    "{p} stores its analytics events in {db}.",
    "User prefers {editor} keybindings in examples and dislikes long preambles.",
    "When working on {p}, always run the migrations check before opening a PR.",
    "Alerts for {p} go to the {chan} Slack channel.",
    "The {p} team does retros every other {day} afternoon.",
    "{p} uses semantic versioning; the CHANGELOG is generated from conventional commits.",
    "The {p} README is out of date about local setup; use docker compose instead of the script it mentions.",
    "Secrets for {p} are pulled from Vault at path secret/{p}/app.",
    "The {p} API returns timestamps in ISO 8601 with a trailing Z.",
    "{p} has a known flaky test: test_{w}_roundtrip fails about 1 in {n2} runs.",
    "Code owners for {p}/frontend are listed in .github/CODEOWNERS.",
    "{P} asked that commit messages in {p} reference the ticket number.",
    "The {p} database has {n3} tables; the biggest one is {w}_events.",
    "The {p} docker image is based on debian bookworm-slim.",
    "{p} exposes health checks on /healthz and readiness on /readyz.",
    "The user is in the {tz} timezone and usually works late mornings.",
    "{p} depends on an internal fork of the {w} library pinned by commit hash.",
    "In {p}, feature branches are named feat/<ticket>-<slug>.",
    "The {p} mobile app supports iOS 16 and newer.",
    "{P} prefers squash merges for small PRs in {p}.",
    "{p} generates its OpenAPI spec from code; don't edit openapi.yaml by hand.",
    "The {p} load test target is {n3} requests per second at p99 under 300 ms.",
    "We keep architecture decision records for {p} under docs/adr.",
    "The {p} CLI is distributed through Homebrew and a curl installer.",
    "{p} uses {lang} for the backend and Svelte for the admin UI.",
    "The user wants answers about {p} to include file paths and line numbers.",
    "There's a shared Grafana dashboard for {p} called '{p} overview'.",
    "{p} encrypts PII columns with envelope encryption via KMS.",
    "The {p} quarterly roadmap review is with {P}.",
    "Onboarding doc for {p} lives in Notion under Engineering / {p}.",
    "{p}: run `make seed` to load demo data after a fresh clone.",
    "fyi the {p} e2e suite needs Chrome installed locally, headless is fine",
    "note: {p} pre-commit hooks include {lint} and a license header check",
    "{p} nightly job emails a summary to {P}",
    "reminder that {p} has a code freeze the week before each quarterly release",
    "The {p} search index is rebuilt from scratch on each deploy.",
    "{p} translations are managed in Crowdin and synced weekly.",
    "Avoid adding new dependencies to {p} without a short justification in the PR.",
    "{P} is out on leave until the end of the month; {P2} covers {p} reviews.",
    "The {p} monorepo uses Nx to run affected builds only.",
]
ZH_TEMPLATES = [
    "{p}项目用 {lint} 做代码检查，配置写在仓库根目录。",
    "{p}的测试用 {test} 跑，完整跑一遍大约 {n2} 分钟。",
    "{p}是用 {lang} 写的，构建脚本在 Makefile 里。",
    "{P}是{p}的技术负责人，改对外接口前先找他确认。",
    "{p}的预发环境部署在 {cloud} 上。",
    "{p}的埋点数据存在 {db} 里。",
    "用户希望回答尽量简洁，代码示例用 {lang}。",
    "{p}提 MR 之前要先跑一遍迁移检查。",
    "{p}的告警发到飞书群「{p}值班群」。",
    "{p}团队每两周{day}下午做一次复盘。",
    "{p}按语义化版本发布，CHANGELOG 从提交记录自动生成。",
    "{p}的 README 里本地启动步骤过时了，直接用 docker compose 起。",
    "{p}的密钥放在 Vault 的 secret/{pe}/app 路径下。",
    "{p}接口返回的时间都是 ISO 8601 格式，带时区。",
    "{p}有个不稳定的用例 test_{w}_sync，大概 {n2} 次里挂一次。",
    "{p}的数据库一共 {n3} 张表，最大的是 {w}_log。",
    "{p}的镜像基于 alpine 构建。",
    "{p}的健康检查接口是 /health，就绪检查是 /ready。",
    "{p}依赖内部 fork 的 {w} 库，按 commit 固定版本。",
    "{p}的功能分支命名规则是 feature/需求号-简述。",
    "{p}的 App 最低支持 Android 9。",
    "{P}希望{p}的小改动用 squash 合并。",
    "{p}的 OpenAPI 文档是代码生成的，不要手改 yaml。",
    "{p}压测目标是 {n3} QPS，P99 低于 200 毫秒。",
    "{p}的架构决策记录放在 docs/adr 目录下。",
    "{p}的命令行工具通过 Homebrew 和安装脚本分发。",
    "用户希望回答{p}相关问题时给出文件路径和行号。",
    "{p}有一个公共的 Grafana 看板叫「{p}总览」。",
    "{p}的敏感字段用 KMS 做信封加密。",
    "{p}的季度规划评审由{P}主持，时间一般是{day}{t}。",
    "{p}的新人文档在飞书知识库「研发 / {p}」下面。",
    "{p}：新克隆的仓库先跑 make seed 导入演示数据",
    "提醒一下，{p}的端到端测试需要本地装 Chrome",
    "{p}的 pre-commit 钩子里有 {lint} 和版权头检查",
    "{p}的夜间任务跑完会给{P}发汇总邮件",
    "{p}每个季度发版前一周封版",
    "{p}的多语言文案在 Crowdin 上维护，每周同步一次。",
    "给{p}加新依赖要在 MR 里写一句理由。",
    "{P}这个月休假，{p}的代码评审由{P2}代看。",
    "{p}的单仓用 Nx 只构建受影响的项目。",
]
WORDS = ["ledger", "invoice", "session", "upload", "profile", "audit", "cursor", "token",
         "payload", "shipment", "coupon", "webhook", "thumbnail", "quota", "badge"]
TZS = ["Europe/Berlin", "America/Chicago", "Asia/Singapore", "Australia/Sydney", "America/Toronto"]
ZH_PINYIN = {"白露": "bailu", "谷雨": "guyu", "惊蛰": "jingzhe", "清明": "qingming", "小满": "xiaoman",
             "芒种": "mangzhong", "夏至": "xiazhi", "处暑": "chushu", "寒露": "hanlu", "霜降": "shuangjiang",
             "立冬": "lidong", "大雪": "daxue", "冬至": "dongzhi", "小寒": "xiaohan", "雨水": "yushui",
             "立秋": "liqiu", "秋分": "qiufen", "春分": "chunfen", "大暑": "dashu", "小雪": "xiaoxue"}


def fill(rng: random.Random, tpl: str, zh: bool) -> str:
    if zh:
        p = rng.choice(ZH_PROJECTS)
        people = rng.sample(ZH_PEOPLE, 2)
        day, t = rng.choice(ZH_WEEKDAYS), rng.choice(ZH_TIMES)
    else:
        p = rng.choice(EN_PROJECTS)
        people = rng.sample(EN_PEOPLE, 2)
        day, t = rng.choice(WEEKDAYS), ""
    return tpl.format(
        p=p, pe=ZH_PINYIN.get(p, p), P=people[0], P2=people[1], day=day, t=t,
        lint=rng.choice(TOOLS_LINT), test=rng.choice(TOOLS_TEST), lang=rng.choice(LANGS),
        cloud=rng.choice(CLOUDS), db=rng.choice(DBS), editor=rng.choice(EDITORS),
        chan=rng.choice(CHANNELS), w=rng.choice(WORDS), tz=rng.choice(TZS),
        n2=rng.randint(11, 39), n3=rng.randint(41, 880),
    )


def keyword_sets(cases: list[dict]) -> list[list[str]]:
    sets = []
    for c in cases:
        for key in ("current", "stale", "other"):
            if c.get(key):
                sets.append(c[key])
    return sets


def build() -> list[str]:
    cases = build_cases()
    sets = keyword_sets(cases)
    case_texts = {t for c in cases for t in c["sequence"]}
    rng = random.Random(SEED)
    seen: set[str] = set()
    used: set[tuple[str, str]] = set()
    uses: dict[str, int] = {}
    cap = 6
    en: list[str] = []
    zh: list[str] = []
    while len(en) < N_TOTAL - N_ZH or len(zh) < N_ZH:
        want_zh = len(zh) < N_ZH and (len(en) >= N_TOTAL - N_ZH or rng.random() < 0.4)
        tpl = rng.choice(ZH_TEMPLATES if want_zh else EN_TEMPLATES)
        text = fill(rng, tpl, want_zh)
        low = text.lower()
        # one memory per (template, project): two fillers must never be an update of each other
        proj = next((p for p in (ZH_PROJECTS if want_zh else EN_PROJECTS) if p in text), "")
        key = (tpl, proj if "{p}" in tpl else "")
        if text in seen or text in case_texts or key in used or uses.get(tpl, 0) >= cap:
            continue
        if any(all(k in low for k in s) for s in sets):
            continue
        seen.add(text)
        used.add(key)
        uses[tpl] = uses.get(tpl, 0) + 1
        (zh if want_zh else en).append(text)
    out = en + zh
    rng.shuffle(out)
    return out


def main() -> None:
    filler = build()
    text = json.dumps(filler, ensure_ascii=False, indent=2) + "\n"
    (HERE / "filler.json").write_text(text, encoding="utf-8")
    print(f"wrote {len(filler)} filler texts to {HERE / 'filler.json'}")


if __name__ == "__main__":
    main()
