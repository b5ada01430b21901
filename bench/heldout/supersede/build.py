# -*- coding: utf-8 -*-
"""Build the held-out supersede evaluation set.

Outputs (next to this file):
  cases.json   - labelled cases (update / lookalike / restatement)
  filler.json  - unrelated memory texts to interleave between case steps
  README.md    - counts

Run:  python3 build.py        (exits non-zero if the self-check fails)
"""
import json
import os
import random
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from cases_data import CASES  # noqa: E402

PREFIX = {"update": "up", "lookalike": "lk", "restatement": "rs"}


# ---------------------------------------------------------------------------
# ids / export
# ---------------------------------------------------------------------------
def assign_ids(cases):
    counters = Counter()
    out = []
    for c in cases:
        key = (c["kind"], c["lang"])
        counters[key] += 1
        d = {"id": "%s-%s-%03d" % (PREFIX[c["kind"]], c["lang"], counters[key])}
        d.update(c)
        out.append(d)
    return out


def export_case(c):
    d = {k: c[k] for k in ("id", "lang", "kind", "variant", "phrasing", "sequence",
                           "question", "current", "stale")}
    if c["kind"] == "lookalike":
        d["other_question"] = c["other_question"]
        d["other"] = c["other"]
    return d


# ---------------------------------------------------------------------------
# fillers
# ---------------------------------------------------------------------------
HAND_EN = [
    "The user prefers concise answers with the code first and the explanation after.",
    "When summarizing meetings, put action items with owners at the very top.",
    "Legal must approve any change to the cookie consent banner wording.",
    "Our brand accent color is #5B2EFF.",
    "Quarterly OKR review happens in the first week of each quarter.",
    "Enterprise contracts use net-45 payment terms.",
    "The user's laptop is a MacBook with an M2 Pro chip running macOS Sonoma.",
    "Accessibility audits target WCAG 2.2 AA conformance.",
    "Screenshots in the help center should be captured at 2x resolution.",
    "The user wants the weekly digest delivered first thing on Wednesdays.",
    "UI translation strings are managed in Crowdin.",
    "The marketing mascot is a cartoon axolotl named Pip.",
    "No emojis in customer-facing release notes.",
    "Load tests are run with k6 before every major release.",
    "The privacy policy page was last revised on February 2, 2024.",
    "Interview loops for senior engineers have four rounds.",
    "The changelog is generated from PR titles by release-please.",
    "API pagination uses opaque cursor tokens rather than page numbers.",
    "The office espresso machine gets serviced every other Tuesday afternoon by Brewline.",
    "The user dislikes clarifying questions for trivial tasks; just make a sensible assumption.",
    "Error messages shown to end users must never include stack traces.",
    "Analytics events are retained for 25 months.",
    "Hackathon week is planned for the second half of November.",
    "The user is learning Rust in their spare time.",
    "The pgvector extension is installed on the analytics warehouse.",
    "Monorepo packages are versioned independently using changesets.",
    "The user's ideal meeting length is 25 minutes.",
    "Product screenshots must use the fictional company 'Globex' as sample data.",
    "Every new endpoint needs an OpenAPI description before it can merge.",
    "Team retros use the start/stop/continue format.",
    "The customer NPS survey goes out 45 days after onboarding.",
    "QA signs off on releases in the #qa-signoff channel.",
    "GPU jobs on the research cluster are limited to 8 hours of wall time.",
    "Code examples for the user should be in TypeScript unless another language is requested.",
    "Public object-storage buckets are banned by org policy.",
    "The public status page lives at status.lumenworks.io.",
    "Localization currently covers English, German and Japanese.",
    "Our SOC 2 Type II audit window opens on June 1.",
    "Dependabot PRs are grouped into a single weekly batch.",
    "The shared engineering calendar is called 'Eng Ops'.",
    "New hires get a $750 learning stipend per year.",
    "Bug bounty payouts start at $300 for low-severity reports.",
    "The user likes diagrams drawn in Mermaid rather than ASCII art.",
    "Customer-facing copy uses American spelling.",
    "Pairing sessions are capped at 90 minutes with a break afterwards.",
    "The ops handbook is exported to PDF once per release for auditors.",
    "The user wants explicit warnings before any command that deletes files.",
    "Penetration tests are performed by an external firm twice a year.",
    "All architecture decisions are recorded as ADRs under docs/adr/.",
]

HAND_ZH = [
    "用户希望技术方案里附上预估工时。",
    "设计稿交付时需要附上切图和标注。",
    "年度体检安排在 11 月，由人事统一预约。",
    "测试用例统一记录在 TestLink 里。",
    "费用报销需要在费用发生后 60 天内提交。",
    "产品需求文档统一用 PRD 模板第二版。",
    "用户偏好用简体中文交流，代码注释写英文。",
    "新功能上线一周后要出一份数据分析报告。",
    "团队周会纪要由轮值同学负责记录。",
    "客户数据导出需要经过法务审批。",
    "开发机统一安装 Ubuntu 22.04 桌面版。",
    "埋点事件命名规范：模块_页面_动作。",
    "春节前一周冻结所有发布。",
    "用户的 GitHub 用户名是 lin-dev-88。",
    "经营数据看板每天早上 8 点刷新。",
    "合同模板由法务部统一维护，不得私自修改。",
    "服务器采购需要提前两个月提交申请。",
    "公司邮箱签名需包含中英文职位。",
    "数据库慢查询阈值是 800 毫秒。",
    "App 的隐私协议更新后需要重新弹窗让用户确认。",
    "安全漏洞按 CVSS 分数分级处理。",
    "每月最后一个周四晚上是部门聚餐日。",
    "用户喜欢在回答里看到可以直接复制的命令。",
    "对外发布的文章需要品牌部审核标题。",
    "新人电脑由 IT 在入职前一天准备好。",
    "所有 Markdown 文档的标题层级不超过三级。",
    "公司 logo 的源文件放在设计部的网盘里。",
    "用户不喜欢在周末收到工作相关的提醒。",
    "季度述职材料统一用公司 PPT 模板。",
    "客户演示环境每次演示完要手动重置数据。",
    "海报和宣传物料统一用思源黑体。",
    "面试反馈需要在面试结束后 24 小时内填写。",
    "OKR 打分采用 0 到 1 的小数制。",
    "内部培训视频统一上传到企业网盘的培训目录。",
    "用户的常用终端是 iTerm2，配色方案是 Solarized Dark。",
    "对外 SLA 报告每月 5 号前发给大客户。",
    "UI 走查在提测前由设计师完成。",
    "项目立项需要填写立项评估表并经过部门总监签字。",
    "开源组件引入前要先过一遍许可证检查。",
]

EN_ADJ = ["amber", "cobalt", "quiet", "rapid", "silver", "hollow", "crimson", "velvet",
          "granite", "lunar", "misty", "rustic", "solar", "tidal", "frosty", "golden",
          "ivory", "jade", "onyx", "scarlet", "copper", "dusky", "brisk", "mellow"]
EN_NOUN = ["otter", "maple", "lantern", "quartz", "juniper", "badger", "comet", "willow",
           "pebble", "thistle", "canyon", "ember", "fjord", "glacier", "meadow", "orchid",
           "prism", "walrus", "yak", "zephyr", "acorn", "beacon", "cedar", "dune"]
TEAMS = ["Atlas", "Nova", "Orbit", "Pulse", "Vega", "Zenith", "Quasar", "Helix", "Cinder", "Tundra"]
LIBS = ["httpx", "aiohttp", "reqwest", "OkHttp", "undici", "ky", "got", "hyper"]
INSTANCES = ["c6i.xlarge", "m7g.large", "r6g.2xlarge", "n2-standard-4", "e2-medium", "t3.large"]
REGIONS = ["ap-southeast-1", "eu-west-3", "ca-central-1", "sa-east-1", "ap-northeast-2", "us-west-1"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
CRONS = ["*/15 * * * *", "0 */6 * * *", "30 1 * * 1-5", "5 4 * * 0", "0 12 1 * *", "45 */2 * * *"]

EN_TEMPLATES = [
    lambda n, r: "The %s service exposes Prometheus metrics on port %d." % (n["slug"], r.randint(9100, 9899)),
    lambda n, r: "%s is pinned to Go 1.%d." % (n["title"], r.choice([19, 20, 21, 22, 23])),
    lambda n, r: "The %s batch job has to finish before %02d:%02d UTC every night." % (n["slug"], r.choice([5, 6, 7]), r.choice([0, 20, 40])),
    lambda n, r: "We agreed to keep the %s API read-only until the audit wraps up." % n["slug"],
    lambda n, r: "Handoff of the %s workstream to the platform group is due %s %d." % (n["title"], r.choice(MONTHS), r.randint(4, 27)),
    lambda n, r: "The %s worker retries failed messages %d times with exponential backoff." % (n["slug"], r.choice([3, 4, 6, 7, 9])),
    lambda n, r: "Settings for %s live in configs/%s.yaml." % (n["slug"], n["slug"]),
    lambda n, r: "%s caches lookups for %d minutes." % (n["title"], r.choice([3, 7, 11, 45, 90])),
    lambda n, r: "Event topics owned by %s are prefixed with '%s.'." % (n["slug"], n["us"]),
    lambda n, r: "%s is owned by the %s squad." % (n["title"], r.choice(TEAMS)),
    lambda n, r: "The %s bucket keeps objects for %d days before lifecycle rules delete them." % (n["slug"], r.choice([14, 21, 45, 120, 400])),
    lambda n, r: "We picked %s for %s because it supports streaming responses." % (r.choice(LIBS), n["slug"]),
    lambda n, r: "Never call %s synchronously from request handlers; enqueue the work instead." % n["slug"],
    lambda n, r: "The %s SLA is %s%% monthly availability." % (n["title"], r.choice(["99.5", "99.95", "99.0", "98.5"])),
    lambda n, r: "%s runs on %s instances in %s." % (n["title"], r.choice(INSTANCES), r.choice(REGIONS)),
    lambda n, r: "Max request body for the %s endpoint is %d KB." % (n["slug"], r.choice([64, 128, 256, 768, 1024])),
    lambda n, r: "The %s migration is blocked on legal sign-off, expected around %s %d." % (n["title"], r.choice(MONTHS), r.randint(4, 27)),
    lambda n, r: "When reporting on %s incidents, the user wants bullet points rather than prose." % n["title"],
    lambda n, r: "The %s feature ships behind the flag `%s_enabled`." % (n["title"], n["us"]),
    lambda n, r: "%s uses a %d-second timeout toward upstream providers." % (n["title"], r.choice([4, 7, 9, 12, 25])),
    lambda n, r: "The %s cron schedule is '%s'." % (n["slug"], r.choice(CRONS)),
    lambda n, r: "Decision: %s stays a single deployable; we'll revisit splitting it in Q%d." % (n["title"], r.randint(1, 4)),
    lambda n, r: "The %s README must list the owning team's contact at the top." % n["title"],
    lambda n, r: "The %s database is sharded into %d shards by tenant id." % (n["slug"], r.choice([4, 8, 16, 32, 64])),
    lambda n, r: "The %s admin UI is only reachable over the corporate network." % n["title"],
    lambda n, r: "Use semantic versioning for %s; it's currently at %d.%d.%d." % (n["slug"], r.randint(0, 6), r.randint(0, 19), r.randint(0, 9)),
    lambda n, r: "%s emits structured logs with a trace_id field on every line." % n["title"],
    lambda n, r: "A demo of %s for stakeholders is set for %s %d." % (n["title"], r.choice(MONTHS), r.randint(4, 27)),
    lambda n, r: "The %s queue alert fires when the backlog exceeds %d messages." % (n["slug"], r.choice([1800, 3600, 9000, 6400])),
    lambda n, r: "Webhooks from %s are limited to %d per second per tenant." % (n["slug"], r.choice([7, 15, 35, 75])),
    lambda n, r: "%s writes its temp files under /tmp/%s/." % (n["title"], n["slug"]),
    lambda n, r: "The %s client library supports Android API level %d and up." % (n["title"], r.choice([23, 24, 26, 29])),
]

ZH_PRE = [("青", "qing"), ("白", "bai"), ("赤", "chi"), ("玄", "xuan"), ("金", "jin"),
          ("银", "yin"), ("紫", "zi"), ("翠", "cui"), ("墨", "mo"), ("丹", "dan"),
          ("苍", "cang"), ("素", "su"), ("霜", "shuang"), ("云", "yun"), ("星", "xing")]
ZH_SUF = [("松", "song"), ("竹", "zhu"), ("梅", "mei"), ("杉", "shan"), ("榕", "rong"),
          ("桦", "hua"), ("柳", "liu"), ("枫", "feng"), ("橘", "ju"), ("莲", "lian"),
          ("葵", "kui"), ("藤", "teng"), ("杏", "xing"), ("棠", "tang"), ("兰", "lan")]
ZH_SURNAME = ["孙", "吴", "郑", "冯", "蒋", "沈", "韩", "杨", "朱", "秦", "许", "何", "吕", "施"]
ZH_GIVEN = ["佳怡", "子涵", "浩然", "雨轩", "思远", "若曦", "一鸣", "梓萱", "俊杰", "欣然"]
ZH_CITY = ["成都", "武汉", "南京", "广州", "西安", "天津", "苏州", "重庆", "贵阳", "青岛"]


def zh_person(r):
    return r.choice(ZH_SURNAME) + r.choice(ZH_GIVEN)


ZH_TEMPLATES = [
    lambda n, r: "%s服务的监控端口是 %d。" % (n["zh"], r.randint(9100, 9899)),
    lambda n, r: "%s项目的负责人是%s。" % (n["zh"], zh_person(r)),
    lambda n, r: "%s项目的验收截止日期是 %d 月 %d 日。" % (n["zh"], r.randint(1, 12), r.randint(2, 28)),
    lambda n, r: "%s的配置文件放在 config/%s.toml。" % (n["zh"], n["py"]),
    lambda n, r: "%s模块调用下游的超时设为 %d 毫秒。" % (n["zh"], r.choice([150, 350, 700, 1200, 2500])),
    lambda n, r: "我们决定%s系统暂时不拆分微服务。" % n["zh"],
    lambda n, r: "%s的数据每 %d 小时同步一次到数仓。" % (n["zh"], r.choice([2, 4, 6, 12])),
    lambda n, r: "%s服务用 Go 1.%d 编译。" % (n["zh"], r.choice([19, 20, 21, 22, 23])),
    lambda n, r: "%s的日志采样率是 %d%%。" % (n["zh"], r.choice([1, 2, 5, 15, 25])),
    lambda n, r: "%s的缓存 key 统一加前缀 %s:。" % (n["zh"], n["py"]),
    lambda n, r: "%s上线前需要安全组签字确认。" % n["zh"],
    lambda n, r: "%s只在工作日白天发版。" % n["zh"],
    lambda n, r: "%s的告警阈值是 CPU 使用率 %d%%。" % (n["zh"], r.choice([65, 75, 85, 90])),
    lambda n, r: "%s项目组的例会用腾讯会议，会议号 %d %d %d。" % (n["zh"], r.randint(100, 999), r.randint(100, 999), r.randint(100, 999)),
    lambda n, r: "%s服务的容器内存上限是 %d MiB。" % (n["zh"], r.choice([384, 768, 1536, 3072])),
    lambda n, r: "%s的接口文档链接放在仓库首页的 README 里。" % n["zh"],
    lambda n, r: "%s新版本的灰度比例先放到 %d%%。" % (n["zh"], r.choice([1, 3, 10, 20])),
    lambda n, r: "%s数据库的连接串由运维通过环境变量 %s_DSN 注入。" % (n["zh"], n["py"].upper()),
    lambda n, r: "%s模块缺的单测由%s来补。" % (n["zh"], zh_person(r)),
    lambda n, r: "%s平台的测试账号是 qa_%s，密码找运维要。" % (n["zh"], n["py"]),
    lambda n, r: "%s的定时任务每天 %02d:%02d 执行。" % (n["zh"], r.choice([1, 5, 13, 22]), r.choice([5, 25, 35, 55])),
    lambda n, r: "%s项目的预算上限是 %d 万元。" % (n["zh"], r.choice([6, 9, 15, 27])),
    lambda n, r: "%s系统对外只暴露 HTTPS 端口。" % n["zh"],
    lambda n, r: "关于%s：用户希望汇报时先说风险再说进展。" % n["zh"],
    lambda n, r: "%s的主库在%s机房，备库在%s。" % ((n["zh"],) + tuple(r.sample(ZH_CITY, 2))),
    lambda n, r: "%s的客户端 SDK 最低支持 Android %d。" % (n["zh"], r.choice([9, 10, 11])),
    lambda n, r: "%s服务使用的 Redis 库编号是 db%d。" % (n["zh"], r.randint(1, 15)),
    lambda n, r: "%s项目的 Wiki 首页记录了它的上下游依赖。" % n["zh"],
    lambda n, r: "%s项目下周一开始封版，只修 bug 不加需求。" % n["zh"],
    lambda n, r: "%s对接的第三方回调 IP 白名单需要找网络组申请。" % n["zh"],
]


def build_fillers(cases, n_en_tpl=195, n_zh_tpl=150, seed=20240611):
    rng = random.Random(seed)
    all_case_text = " ".join(t.lower() for c in cases for t in c["sequence"])
    en_names = []
    for a in EN_ADJ:
        for b in EN_NOUN:
            slug = "%s-%s" % (a, b)
            if a in all_case_text or b in all_case_text:
                continue
            en_names.append({"slug": slug, "us": slug.replace("-", "_"),
                             "title": "%s %s" % (a.capitalize(), b.capitalize())})
    rng.shuffle(en_names)
    zh_names = []
    for (p, pp) in ZH_PRE:
        for (s, sp) in ZH_SUF:
            zh = p + s
            if zh in all_case_text:
                continue
            zh_names.append({"zh": zh, "py": pp + sp})
    rng.shuffle(zh_names)
    # avoid re-using an adjective+noun pair's words too often? names are unique, that's enough.
    out = []
    for i in range(n_en_tpl):
        out.append(("en", EN_TEMPLATES[i % len(EN_TEMPLATES)], en_names[i]))
    for i in range(n_zh_tpl):
        out.append(("zh", ZH_TEMPLATES[i % len(ZH_TEMPLATES)], zh_names[i]))
    return rng, out


def digit_keywords(cases):
    ks = set()
    for c in cases:
        for k in c["current"] + c["stale"] + c.get("other", []) + c.get("_stale_first", []):
            if re.search(r"\d", k) and len(k) >= 2:
                ks.add(k)
    return ks


def keyword_sets(c):
    sets = [("current", c["current"]), ("stale", c["stale"])]
    if c["kind"] == "lookalike":
        sets.append(("other", c["other"]))
    if c.get("_stale_first"):
        sets.append(("stale_first", c["_stale_first"]))
    return [(n, s) for n, s in sets if s]


def filler_ok(text, cases, dkw):
    t = text.lower()
    for k in dkw:
        if k in t:
            return False
    for c in cases:
        for _, s in keyword_sets(c):
            if all(k in t for k in s):
                return False
    return True


def make_fillers(cases):
    rng, plan = build_fillers(cases)
    dkw = digit_keywords(cases)
    fillers = []
    for lang, tpl, name in plan:
        for _attempt in range(50):
            txt = tpl(name, rng)
            if filler_ok(txt, cases, dkw):
                break
        else:
            raise SystemExit("could not generate clean filler for %r" % (name,))
        fillers.append({"lang": lang, "text": txt})
    for t in HAND_EN:
        fillers.append({"lang": "en", "text": t})
    for t in HAND_ZH:
        fillers.append({"lang": "zh", "text": t})
    rng.shuffle(fillers)
    return fillers


# ---------------------------------------------------------------------------
# self-check
# ---------------------------------------------------------------------------
def has_all(text, kws):
    t = text.lower()
    return all(k in t for k in kws)


def self_check(cases, fillers):
    errors, warnings = [], []
    ids = [c["id"] for c in cases]
    if len(ids) != len(set(ids)):
        errors.append("duplicate ids")
    for c in cases:
        cid = c["id"]
        seq = c["sequence"]
        for fld in ("current", "stale", "other", "_stale_first"):
            for k in c.get(fld, []):
                if k != k.lower() or not k.strip():
                    errors.append("%s: keyword %r in %s not lowercase/non-empty" % (cid, k, fld))
        if not c["current"]:
            errors.append("%s: empty current" % cid)
        if c["lang"] not in ("en", "zh"):
            errors.append("%s: bad lang" % cid)
        if c["phrasing"] not in ("near", "different"):
            errors.append("%s: bad phrasing" % cid)
        if not c["question"].strip():
            errors.append("%s: empty question" % cid)
        if c["kind"] == "update":
            if c["variant"] not in ("value", "choice", "negation"):
                errors.append("%s: bad variant" % cid)
            if len(seq) not in (2, 3):
                errors.append("%s: update must have 2 or 3 steps" % cid)
            last, prev = seq[-1], seq[-2]
            if not has_all(last, c["current"]):
                errors.append("%s: current keywords not all in last step" % cid)
            for old in seq[:-1]:
                if has_all(old, c["current"]):
                    errors.append("%s: current keywords all present in an old step: %r" % (cid, old))
            if not c["stale"]:
                errors.append("%s: update needs stale keywords" % cid)
            if not has_all(prev, c["stale"]):
                errors.append("%s: stale keywords not all in previous step" % cid)
            for k in c["stale"]:
                if k in last.lower():
                    errors.append("%s: stale keyword %r appears in current text" % (cid, k))
            if len(seq) == 3:
                sf = c.get("_stale_first")
                if not sf:
                    errors.append("%s: 3-step case lacks first-step value" % cid)
                else:
                    if not has_all(seq[0], sf):
                        errors.append("%s: first-step value not in step 1" % cid)
                    for k in sf:
                        if k in last.lower():
                            errors.append("%s: first-step value %r in current text" % (cid, k))
        elif c["kind"] == "lookalike":
            if c["variant"] != "subject" or len(seq) != 2:
                errors.append("%s: bad lookalike shape" % cid)
            first, second = seq
            if not has_all(second, c["current"]):
                errors.append("%s: current not all in second" % cid)
            if has_all(first, c["current"]):
                errors.append("%s: current all in first (not discriminative)" % cid)
            if not has_all(first, c["other"]):
                errors.append("%s: other not all in first" % cid)
            if has_all(second, c["other"]):
                errors.append("%s: other all in second" % cid)
            if c["stale"]:
                errors.append("%s: lookalike stale must be []" % cid)
            if not c.get("other_question"):
                errors.append("%s: missing other_question" % cid)
        elif c["kind"] == "restatement":
            if c["variant"] != "paraphrase" or len(seq) != 2:
                errors.append("%s: bad restatement shape" % cid)
            if not (has_all(seq[0], c["current"]) and has_all(seq[1], c["current"])):
                errors.append("%s: current keywords not in both wordings" % cid)
            if c["stale"]:
                errors.append("%s: restatement stale must be []" % cid)
            if seq[0].strip().lower() == seq[1].strip().lower():
                errors.append("%s: restatement texts identical" % cid)
        else:
            errors.append("%s: bad kind" % cid)
        # question should not be a verbatim copy of a memory
        for t in seq:
            if c["question"].strip().lower().rstrip("?？") == t.strip().lower().rstrip(".。"):
                errors.append("%s: question copies a memory verbatim" % cid)

    # cross-case isolation: no other case's text satisfies this case's keyword sets
    for c in cases:
        for name, s in keyword_sets(c):
            for d in cases:
                if d is c:
                    continue
                for t in d["sequence"]:
                    if has_all(t, s):
                        errors.append("%s: %s keywords %r all found in %s text %r" % (c["id"], name, s, d["id"], t))
    # duplicated texts across cases
    seen = {}
    for c in cases:
        for t in c["sequence"]:
            key = t.strip().lower()
            if key in seen and seen[key] != c["id"]:
                errors.append("text shared by %s and %s" % (seen[key], c["id"]))
            seen[key] = c["id"]

    # fillers
    ftexts = [f["text"] for f in fillers]
    if len(ftexts) != len(set(ftexts)):
        errors.append("duplicate filler texts")
    case_texts = set(seen)
    dkw = digit_keywords(cases)
    for f in ftexts:
        tl = f.lower()
        if tl.strip() in case_texts:
            errors.append("filler equals a case text: %r" % f)
        for c in cases:
            for name, s in keyword_sets(c):
                if has_all(f, s):
                    errors.append("filler %r contains all %s keywords of %s" % (f, name, c["id"]))
        for k in dkw:
            if k in tl:
                errors.append("filler %r contains value keyword %r" % (f, k))
    # informational: any single (non-digit, len>=4) case keyword found in fillers
    single_hits = Counter()
    for c in cases:
        for _, s in keyword_sets(c):
            for k in s:
                if len(k) >= 4 and not re.search(r"\d", k):
                    for f in ftexts:
                        if k in f.lower():
                            single_hits[k] += 1
    if single_hits:
        warnings.append("single case keywords seen in fillers (ok, but listed): %s"
                        % ", ".join("%s×%d" % kv for kv in single_hits.most_common()))

    # counts
    kinds = Counter(c["kind"] for c in cases)
    langs = Counter(c["lang"] for c in cases)
    n = len(cases)
    if n < 170:
        errors.append("fewer than 170 cases (%d)" % n)
    en_share = langs["en"] / float(n)
    if not (0.50 <= en_share <= 0.60):
        errors.append("english share %.2f outside 0.50-0.60" % en_share)
    if not (85 <= kinds["update"] <= 100):
        errors.append("update count %d off target" % kinds["update"])
    if not (40 <= kinds["lookalike"] <= 50):
        errors.append("lookalike count %d off target" % kinds["lookalike"])
    if not (30 <= kinds["restatement"] <= 40):
        errors.append("restatement count %d off target" % kinds["restatement"])
    if len(fillers) < 400:
        errors.append("fewer than 400 fillers (%d)" % len(fillers))
    return errors, warnings


def counts_table(cases, fillers):
    lines = []
    n = len(cases)
    langs = Counter(c["lang"] for c in cases)
    lines.append("Total cases: %d (en %d = %.0f%%, zh %d = %.0f%%)" % (
        n, langs["en"], 100.0 * langs["en"] / n, langs["zh"], 100.0 * langs["zh"] / n))
    lines.append("")
    lines.append("| kind | variant | phrasing | en | zh | total |")
    lines.append("|---|---|---|---|---|---|")
    groups = Counter((c["kind"], c["variant"], c["phrasing"], c["lang"]) for c in cases)
    keys = sorted({(k, v, p) for (k, v, p, _l) in groups},
                  key=lambda x: (["update", "lookalike", "restatement"].index(x[0]), x[1], x[2]))
    for k, v, p in keys:
        en = groups[(k, v, p, "en")]
        zh = groups[(k, v, p, "zh")]
        lines.append("| %s | %s | %s | %d | %d | %d |" % (k, v, p, en, zh, en + zh))
    lines.append("")
    lines.append("| kind | variant | en | zh | total |")
    lines.append("|---|---|---|---|---|")
    g2 = Counter((c["kind"], c["variant"], c["lang"]) for c in cases)
    for k, v in sorted({(a, b) for (a, b, _c) in g2},
                       key=lambda x: (["update", "lookalike", "restatement"].index(x[0]), x[1])):
        en, zh = g2[(k, v, "en")], g2[(k, v, "zh")]
        lines.append("| %s | %s | %d | %d | %d |" % (k, v, en, zh, en + zh))
    lines.append("")
    kinds = Counter(c["kind"] for c in cases)
    lines.append("By kind: " + ", ".join("%s %d" % (k, kinds[k]) for k in ("update", "lookalike", "restatement")))
    ph = Counter(c["phrasing"] for c in cases)
    lines.append("By phrasing: near %d, different %d" % (ph["near"], ph["different"]))
    three = sum(1 for c in cases if len(c["sequence"]) == 3)
    lines.append("3-step update cases (A→B→C): %d" % three)
    fl = Counter(f["lang"] for f in fillers)
    lines.append("Fillers: %d (en %d, zh %d)" % (len(fillers), fl["en"], fl["zh"]))
    return "\n".join(lines)


README_HEAD = """# Held-out set: superseded facts, look-alikes, restatements

Held-out evaluation data for how a memory store handles facts that change.
Generated by `build.py` from the hand-written cases in `cases_data.py`
(filler texts are partly hand-written, partly templated with unique subject names).
The people tuning the system under test should not read these cases.

Files
- `cases.json`: labelled cases. Schema: id, lang, kind (update|lookalike|restatement),
  variant (value|choice|negation|subject|paraphrase), phrasing (near|different),
  sequence (memory texts, in order), question, current, stale, and for lookalike cases
  also other_question and other.
- `filler.json`: unrelated memory texts, a JSON list of strings,
  to put 30 to 80 at a time between the steps of each case in one shared store.
- `build.py`: rebuilds both files and runs the self-check (`python3 build.py`).

Keyword semantics
- `current`: lowercase substrings that all appear in the memory stating the current fact:
  the last step for updates, the second item for look-alikes, both wordings for restatements.
- `stale` (updates only): lowercase substrings that all appear in the superseded statement
  and none of which appear in the current one. In the 3-step cases (A→B→C), `stale` holds
  the value from B, the step just before the current one. The self-check also makes sure
  A's value is absent from C.
- `other` (look-alikes only): keywords that all appear in the first item but not all in the second.

The self-check checks:
- Every keyword is lowercase and sits where the labels say it does.
- Stale keywords are absent from the current text, and current keywords are not all present in any old step.
- Look-alike keyword sets tell the two items apart.
- Ids are unique and the counts are within range.
- Isolation across cases: no text from another case contains every keyword of any keyword set.
- Isolation of fillers: no filler contains every keyword of any case's keyword set, and no filler
  contains any case keyword that has a digit in it (the values).

## Counts

"""


def main():
    cases = assign_ids(CASES)
    fillers = make_fillers(cases)
    errors, warnings = self_check(cases, fillers)
    table = counts_table(cases, fillers)
    print(table)
    for w in warnings:
        print("WARN:", w)
    if errors:
        print("SELF-CHECK FAILED (%d errors)" % len(errors))
        for e in errors:
            print("  -", e)
        sys.exit(1)
    with open(os.path.join(HERE, "cases.json"), "w", encoding="utf-8") as f:
        json.dump([export_case(c) for c in cases], f, ensure_ascii=False, indent=1)
    with open(os.path.join(HERE, "filler.json"), "w", encoding="utf-8") as f:
        json.dump([x["text"] for x in fillers], f, ensure_ascii=False, indent=1)
    with open(os.path.join(HERE, "README.md"), "w", encoding="utf-8") as f:
        f.write(README_HEAD + table + "\n\nSelf-check: PASS (0 errors)\n")
    print("SELF-CHECK PASSED")


if __name__ == "__main__":
    main()
