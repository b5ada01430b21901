#!/usr/bin/env python3
"""Filler for held-out supersede set #12: 300 unrelated memory texts, ~40 % Chinese.

Seeded and hand-written templates. Every filler text is about its own subject: a subject
key (attribute, entity) is used at most once, so no filler updates another filler, and the
projects / people here never appear in cases.json. Texts that happen to contain all the
keywords of a case (current, stale or other) are rejected.
    python3 build_filler.py
"""
import json
import random
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE / "filler.json"
SEED = 4242
N = 300
ZH_SHARE = 0.40

PROJECTS = ["fernhill", "copperleaf", "saltmarsh", "lumen-cli", "pebblestack", "hollowoak",
            "driftwood", "cobaltq", "wrenly", "gantry", "mosswork", "tallowdb", "inkwell",
            "sprocket", "harbor-sync", "loamfeed", "quillpad", "thistle", "vantage-jobs",
            "glimmer"]
ZH_PROJECTS = ["松果", "蓝鲸", "赤狐", "银杏", "雪豹", "锦鲤", "墨竹", "紫藤", "青柠", "石榴"]
PEOPLE = ["Ingrid", "Bastian", "Chiara", "Yusuf", "Anouk", "Thiago", "Ruth", "Dmitri",
          "Leila", "Oskar", "Wanjiru", "Callum", "Ines", "Paavo", "Rosalind", "Tariq"]
ZH_PEOPLE = ["许晴", "高远", "韩冰", "罗晨", "邓琳", "冯涛", "曹雪", "彭宇", "唐悦", "魏然",
             "蒋帆", "沈默"]
DBS = ["Postgres 16", "SQLite", "CockroachDB", "MariaDB 10.11", "DynamoDB", "MongoDB 7"]
QUEUES = ["SQS", "Redis streams", "Pulsar", "Beanstalkd", "Google Pub/Sub"]
LINTERS = ["ruff", "golangci-lint", "eslint with the airbnb preset", "rubocop", "clippy"]
LANGS = ["Go 1.21", "Rust 1.74", "Python 3.12", "Kotlin 1.9", "Elixir 1.15", "TypeScript 5.3"]
REGIONS = ["us-east-2", "eu-north-1", "ap-northeast-1", "ca-central-1", "sa-east-1"]
CI = ["Drone", "CircleCI", "GitLab CI", "Woodpecker", "TeamCity"]
DAYS = ["Monday", "Wednesday", "Thursday", "Friday"]
ZH_DAYS = ["周一", "周三", "周四", "周五"]
TOOLS = ["Obsidian", "Notion", "Miro", "Excalidraw", "Figma"]
CHANNELS = ["#ops-chatter", "#release-train", "#infra-help", "#data-eng", "#oncall-pings"]


def port(r):
    return str(r.randint(7100, 7999))


# (attribute, language, builder(r) -> (entity, text))
def t_en_port(r):
    p = r.choice(PROJECTS)
    return p, f"{p} listens on port {port(r)} in the dev compose file."


def t_en_owner(r):
    p, who = r.choice(PROJECTS), r.choice(PEOPLE)
    return p, f"{who} is the go-to person for anything about {p}."


def t_en_db(r):
    p = r.choice(PROJECTS)
    return p, f"Decision: {p} stores its state in {r.choice(DBS)}; revisit if write volume grows 10x."


def t_en_queue(r):
    p = r.choice(PROJECTS)
    return p, f"{p} hands background work off through {r.choice(QUEUES)}."


def t_en_lint(r):
    p = r.choice(PROJECTS)
    return p, f"Convention in {p}: run {r.choice(LINTERS)} before pushing, CI rejects warnings."


def t_en_lang(r):
    p = r.choice(PROJECTS)
    return p, f"{p} is written in {r.choice(LANGS)}."


def t_en_region(r):
    p = r.choice(PROJECTS)
    return p, f"The {p} sandbox account lives in {r.choice(REGIONS)}."


def t_en_ci(r):
    p = r.choice(PROJECTS)
    return p, f"{p} builds on {r.choice(CI)}, pipeline file at the repo root."


def t_en_pref(r):
    who = r.choice(PEOPLE)
    pref = r.choice(["async updates over meetings", "a heads-up in DM before being paged",
                     "written specs before any pairing session", "dark mode screenshots in bug reports",
                     "small PRs, under 300 lines", "being called by first name in tickets"])
    return who, f"{who} prefers {pref}."


def t_en_tz(r):
    who = r.choice(PEOPLE)
    city = r.choice(["Nairobi", "Montreal", "Helsinki", "Lagos", "Porto", "Auckland", "Bogota"])
    return who, f"{who} works remotely from {city}; schedule syncs in their morning."


def t_en_env(r):
    p = r.choice(PROJECTS)
    suffix, vals = r.choice([("LOG_LEVEL", ["debug", "info", "warn"]),
                             ("FEATURE_SET", ["minimal", "full", "beta"]),
                             ("WORKERS", ["2", "4", "6"]),
                             ("TZ_OVERRIDE", ["UTC", "Europe/Berlin"])])
    var = p.upper().replace("-", "_") + "_" + suffix
    val = r.choice(vals)
    return p + var, f"Set {var}={val} when running {p} locally, otherwise it crashes on start."


def t_en_retro(r):
    p = r.choice(PROJECTS)
    lesson = r.choice(["always pin transitive deps", "add a dry-run flag to every migration script",
                       "keep the runbook next to the alert", "write the rollback step first",
                       "never share one service account across jobs"])
    return p, f"From the {p} postmortem: {lesson}."


def t_en_notes(r):
    p = r.choice(PROJECTS)
    return p, f"Meeting notes for {p} go in {r.choice(TOOLS)}, one page per week."


def t_en_alerts(r):
    p = r.choice(PROJECTS)
    return p, f"Non-urgent {p} alerts are routed to {r.choice(CHANNELS)} on Slack."


def t_en_cache(r):
    p = r.choice(PROJECTS)
    return p, f"{p} caches lookups for {r.choice([45, 90, 120, 600, 900])} seconds in memory."


def t_en_freeze(r):
    p = r.choice(PROJECTS)
    return p, f"Demo day for {p} is every other {r.choice(DAYS)}; keep the demo branch green."


def t_en_path(r):
    p = r.choice(PROJECTS)
    return p, f"{p} writes scratch files to /tmp/{p}-scratch and cleans them up on exit."


def t_zh_port(r):
    p = r.choice(ZH_PROJECTS + PROJECTS)
    return p, f"{p} 本地调试端口是 {port(r)}。"


def t_zh_owner(r):
    p, who = r.choice(ZH_PROJECTS), r.choice(ZH_PEOPLE)
    return p, f"{p}项目有问题找{who}，他最熟。"


def t_zh_db(r):
    p = r.choice(ZH_PROJECTS)
    return p, f"决定：{p}的数据存 {r.choice(DBS)}，写入量涨十倍再重新评估。"


def t_zh_lang(r):
    p = r.choice(ZH_PROJECTS)
    return p, f"{p}服务是用 {r.choice(LANGS)} 写的。"


def t_zh_meeting(r):
    p = r.choice(ZH_PROJECTS)
    return p, f"{p}项目组每{r.choice(ZH_DAYS)}下午做一次需求评审。"


def t_zh_pref(r):
    who = r.choice(ZH_PEOPLE)
    pref = r.choice(["先看文字方案再开会", "有事直接私信，不要拉群", "代码评审意见写在行内",
                     "上午不排会议", "用中文写提交信息"])
    return who, f"{who}习惯{pref}。"


def t_zh_rule(r):
    p = r.choice(ZH_PROJECTS)
    rule = r.choice(["提交信息要带需求编号", "接口变更要先发评审单", "新增配置项要写默认值",
                     "日志里不能打印手机号", "每个 PR 都要附测试截图"])
    return p, f"{p}的约定：{rule}。"


def t_zh_ci(r):
    p = r.choice(ZH_PROJECTS)
    return p, f"{p}的流水线跑在 {r.choice(CI)} 上。"


def t_zh_retro(r):
    p = r.choice(ZH_PROJECTS)
    lesson = r.choice(["上线前一定要演练回滚", "告警要附处理手册链接", "脚本先加 dry-run",
                       "依赖版本要锁死", "定时任务要有超时"])
    return p, f"{p}复盘结论：{lesson}。"


def t_zh_tool(r):
    p = r.choice(ZH_PROJECTS)
    return p, f"{p}的会议纪要记在 {r.choice(TOOLS)} 里，每周一页。"


def t_zh_queue(r):
    p = r.choice(ZH_PROJECTS)
    return p, f"{p}的异步任务走 {r.choice(QUEUES)}。"


def t_zh_region(r):
    p = r.choice(ZH_PROJECTS)
    return p, f"{p}的沙箱账号开在 {r.choice(REGIONS)}。"


def t_zh_tz(r):
    who = r.choice(ZH_PEOPLE)
    city = r.choice(["成都", "西安", "厦门", "新加坡", "柏林", "多伦多"])
    return who, f"{who}在{city}远程办公，约会议注意时差。"


def t_zh_cache(r):
    p = r.choice(ZH_PROJECTS)
    return p, f"{p}的本地缓存过期时间是 {r.choice([45, 90, 120, 600])} 秒。"


def t_en_choice(r):
    p = r.choice(PROJECTS)
    a, b, why = r.choice([("htmx", "a React SPA", "the UI is mostly forms"),
                          ("gRPC", "REST", "all callers are internal Go services"),
                          ("a monorepo", "one repo per service", "the services release together"),
                          ("calver tags", "semver", "nobody consumes it as a library"),
                          ("server-side sessions", "JWTs", "we need instant revocation")])
    return p + "-arch", f"We picked {a} over {b} for {p} because {why}."


def t_en_health(r):
    p = r.choice(PROJECTS)
    path = r.choice(["/healthz", "/-/ready", "/status/live", "/ping"])
    return p, f"The {p} load balancer health check hits {path} every 10s."


def t_en_dash(r):
    p, who = r.choice(PROJECTS), r.choice(PEOPLE)
    return p, f"{who} maintains the {p} dashboards; ask before deleting panels."


def t_zh_health(r):
    p = r.choice(ZH_PROJECTS)
    path = r.choice(["/healthz", "/api/ping", "/status"])
    return p, f"{p}的健康检查接口是 {path}，负载均衡每 10 秒探一次。"


def t_zh_choice(r):
    p = r.choice(ZH_PROJECTS)
    a, b, why = r.choice([("单体", "微服务", "团队只有四个人"),
                          ("gRPC", "HTTP JSON", "调用方都在内网"),
                          ("定时轮询", "WebSocket", "客户端网络不稳定"),
                          ("按租户分库", "共享库加租户字段", "大客户要求物理隔离")])
    return p + "-arch", f"{p}选了{a}而不是{b}，原因是{why}。"


def t_zh_dash(r):
    p, who = r.choice(ZH_PROJECTS), r.choice(ZH_PEOPLE)
    return p, f"{p}的监控大盘由{who}维护，删图表前先问一声。"


EN = [("port", t_en_port), ("owner", t_en_owner), ("db", t_en_db), ("queue", t_en_queue),
      ("lint", t_en_lint), ("lang", t_en_lang), ("region", t_en_region), ("ci", t_en_ci),
      ("pref", t_en_pref), ("tz", t_en_tz), ("env", t_en_env), ("retro", t_en_retro),
      ("notes", t_en_notes), ("alerts", t_en_alerts), ("cache", t_en_cache),
      ("demo", t_en_freeze), ("scratch", t_en_path),
      ("arch", t_en_choice), ("health", t_en_health), ("dash", t_en_dash)]
ZH = [("port", t_zh_port), ("owner", t_zh_owner), ("db", t_zh_db), ("lang", t_zh_lang),
      ("review-meeting", t_zh_meeting), ("pref", t_zh_pref), ("rule", t_zh_rule),
      ("ci", t_zh_ci), ("retro", t_zh_retro), ("notes", t_zh_tool), ("queue", t_zh_queue),
      ("region", t_zh_region), ("tz", t_zh_tz), ("cache", t_zh_cache),
      ("health", t_zh_health), ("arch", t_zh_choice), ("dash", t_zh_dash)]


def case_keyword_sets():
    path = HERE / "cases.json"
    if not path.exists():
        return []
    sets = []
    for c in json.loads(path.read_text(encoding="utf-8")):
        for key in ("current", "stale", "other"):
            if c.get(key):
                sets.append([k.lower() for k in c[key]])
    return sets


def main():
    r = random.Random(SEED)
    kw = case_keyword_sets()
    n_zh = round(N * ZH_SHARE)
    plan = ["zh"] * n_zh + ["en"] * (N - n_zh)
    r.shuffle(plan)
    used, out = set(), []
    for lang in plan:
        for _ in range(10000):
            attr, fn = r.choice(ZH if lang == "zh" else EN)
            entity, text = fn(r)
            if (attr, entity) in used:
                continue
            low = text.lower()
            if any(all(k in low for k in ks) for ks in kw):
                continue
            used.add((attr, entity))
            out.append(text)
            break
        else:
            raise SystemExit(f"ran out of unique {lang} subjects")
    OUT.write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {len(out)} filler texts ({n_zh} Chinese) to {OUT}")


if __name__ == "__main__":
    main()
