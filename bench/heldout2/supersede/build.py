# -*- coding: utf-8 -*-
"""Build the blind supersede evaluation set 2 (ids prefixed s2-).

Written 2026-12-05 by a helper that had not read the code under test.

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
        d = {"id": "s2-%s-%s-%03d" % (PREFIX[c["kind"]], c["lang"], counters[key])}
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
    "The user likes short status updates that end with a clear next step.",
    "Customer names must be anonymized before pasting logs into tickets.",
    "Design reviews happen in Figma with comments resolved before handoff.",
    "The user writes SQL in uppercase keywords and expects the same style back.",
    "Our help center articles are written at an eighth-grade reading level.",
    "Holiday coverage is organised through a shared spreadsheet owned by People Ops.",
    "Release names follow a theme of mountain ranges.",
    "The user reads documentation on an e-reader, so PDF exports should be single-column.",
    "Every service must expose a /healthz endpoint that returns quickly.",
    "Sales demos use the seeded account called Acme Sandbox.",
    "The user prefers metric units in all estimates.",
    "Production incidents get a blameless postmortem within five business days.",
    "The support macros live in the helpdesk under the folder Canned Replies.",
    "The user's favourite editor theme is Gruvbox.",
    "All outbound emails from the product include an unsubscribe link.",
    "Internal tools may use the shared Tailwind preset instead of the full design system.",
    "Interns are paired with a buddy from a different team.",
    "Cloud resources must carry cost-center and owner tags.",
    "The user drinks tea, not coffee, and jokes about it in meetings.",
    "The quarterly town hall is recorded and posted on the intranet.",
    "When a PR touches billing code, a second reviewer from finance engineering is needed.",
    "Customer interviews are summarised in the research repository within a day.",
    "The user wants shell commands to be POSIX-compatible where possible.",
    "Accessibility bugs are labelled a11y and triaged weekly.",
    "The mobile app onboarding has four screens.",
    "Bug reports must include reproduction steps and the app build number.",
    "The company's fiscal year starts in February.",
    "The user prefers dates written as YYYY-MM-DD.",
    "Engineering managers hold skip-level chats once per quarter.",
    "Docs screenshots must hide any real email addresses.",
    "The user sometimes writes in Spanish when tired; answer in English anyway.",
    "Third-party scripts on the storefront need a security review first.",
    "The product's free tier is limited to three projects.",
    "Deprecation notices are announced one full quarter ahead.",
    "The user asked to be reminded about expense reports at the end of each month.",
    "Office plants are watered by the facilities team on Mondays and Thursdays.",
    "Customer logos can only appear on the website with written permission.",
    "The data science team publishes notebooks to an internal gallery.",
    "The user dislikes tables wider than the screen; split them instead.",
    "Hotfix branches are named hotfix/<ticket-id>.",
    "Security training is mandatory for everyone once a year.",
    "API error responses follow the RFC 7807 problem-details format.",
    "The user's partner is named Sam; they have a cat called Miso.",
    "Vendor bills are approved by the budget owner, then paid by accounts payable.",
    "Keyboard shortcuts in the web app are documented on a cheat-sheet page.",
    "The growth team runs experiments for at least two full business cycles.",
    "The user is colour-blind (deuteranopia), so avoid red/green-only distinctions in charts.",
    "New services start from the internal cookiecutter template.",
    "Translation memory is shared between the web and mobile apps.",
    "Customer success reviews churn risks every other week.",
    "The user wants citations when the assistant quotes a statistic.",
    "Pager escalation goes to the engineering manager after two unanswered pages.",
    "Public talks by employees need a quick review by comms.",
    "The user is in the middle of moving apartments and may be slow to reply.",
    "Shared drives are organised by department, then by year.",
]

HAND_ZH = [
    "用户习惯先看结论，再看推导过程。",
    "每个需求都要在看板上关联对应的设计稿。",
    "新同事入职第一周要完成安全意识培训。",
    "用户不喝咖啡，团建订饮料时给他点茶。",
    "线上问题复盘文档统一放在知识库的复盘目录下。",
    "对外接口的错误码文档由后台组维护。",
    "用户喜欢用思维导图梳理需求。",
    "活动页面上线前要在三种主流浏览器里走查。",
    "部门的周报模板包含本周进展、风险和下周计划三部分。",
    "市场部的物料需要提前两周提交印刷。",
    "用户是左撇子，推荐鼠标时要注意。",
    "代码仓库的默认分支保护规则由架构组设置。",
    "客户投诉需要在一个工作日内首次响应。",
    "公司年假按入职年限递增。",
    "用户说话偏口语化，回答可以轻松一点。",
    "版本号遵循语义化版本规范。",
    "数据看板上的金额统一保留两位小数。",
    "应届生的导师由部门经理指定。",
    "对外分享的 PPT 需要去掉内部数据。",
    "用户最近在备考软考高级。",
    "办公室的打印机需要刷工卡才能取件。",
    "所有定时任务都要配置失败告警。",
    "用户希望周报里的风险项用红色标出。",
    "跨部门需求需要先在需求评审会上过一遍。",
    "埋点方案由数据产品经理统一评审。",
    "合作方的接口文档统一存在共享盘的合作方目录。",
    "用户每天中午十二点到一点午休，别安排会议。",
    "前端项目统一使用 pnpm 管理依赖。",
    "线上变更要在变更系统里登记。",
    "公司内部的缩写词表放在新人手册附录里。",
    "用户的孩子在上小学，每周有一天傍晚要早走去接孩子。",
    "UI 文案里的数字和中文之间要加空格。",
    "季度末最后一周不安排大的架构调整。",
    "研发效能数据每月初在全员会上同步。",
    "用户对长篇大论没耐心，尽量控制在三段以内。",
    "客户现场部署需要提前准备离线安装包。",
    "所有对外邮件都要抄送客户经理。",
    "开源项目贡献需要先签署公司内部的开源协议。",
    "用户喜欢用表格对比方案的优缺点。",
    "演示账号的密码每次演示后都要改掉。",
    "运营活动的奖品发放由行政负责。",
    "内部工具的图标统一找设计组出。",
    "接手老项目时先读 README 和架构图。",
    "用户偏好深色主题的截图。",
    "客户数据在测试环境里必须脱敏。",
    "晚上十点以后非紧急消息不要打电话。",
    "用户的母语是粤语，普通话也很流利。",
    "团队每半年做一次技术债盘点。",
    "重要会议要提前一天发会议议程。",
    "用户最近在学日语，偶尔会问一些语法问题。",
]

EN_ADJ = ["azure", "bold", "calm", "dapper", "eager", "fuzzy", "gentle", "humble", "icy",
          "jolly", "keen", "lively", "noble", "plucky", "regal", "sturdy", "tawny", "umber",
          "vivid", "witty", "zesty", "breezy", "cheery", "dainty"]
EN_NOUN = ["heron", "lynx", "marten", "newt", "puffin", "quokka", "raven", "stoat", "tapir",
           "vole", "wombat", "bison", "condor", "dingo", "egret", "ferret", "gecko", "ibis",
           "jackal", "koala", "lemur", "mink", "ocelot", "panda"]
SQUADS = ["Aurora", "Borealis", "Cascade", "Drift", "Echo", "Flint", "Granite", "Harbor", "Iris", "Juno"]
PEOPLE = ["Marisol", "Kenji", "Dagny", "Olu", "Fen", "Ravi", "Ines", "Tobias", "Zara", "Malik"]
ZONES = ["ap-south-1", "me-central-1", "af-south-1", "eu-north-1", "us-east-2", "ap-east-1"]
DBS = ["ClickHouse", "CockroachDB", "DynamoDB", "ScyllaDB", "TimescaleDB", "Cassandra"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]


def _n(r, lo, hi):
    return r.randint(lo, hi)


EN_TEMPLATES = [
    lambda n, r: "The %s service's readiness probe path is /ready/%s." % (n["slug"], n["us"]),
    lambda n, r: "%s stores its state in %s." % (n["title"], r.choice(DBS)),
    lambda n, r: "%s is maintained by the %s squad; ping %s for reviews." % (n["title"], r.choice(SQUADS), r.choice(PEOPLE)),
    lambda n, r: "The %s dashboard refreshes every %d minutes." % (n["slug"], r.choice([2, 3, 4, 6, 12])),
    lambda n, r: "Secrets for %s are injected from the %s namespace." % (n["slug"], n["slug"]),
    lambda n, r: "%s is deployed in %s only." % (n["title"], r.choice(ZONES)),
    lambda n, r: "The %s consumer group is called %s-consumers." % (n["slug"], n["slug"]),
    lambda n, r: "Kickoff for the %s rewrite is pencilled in for %s." % (n["title"], r.choice(MONTHS)),
    lambda n, r: "The %s CLI is distributed through the internal Homebrew tap." % n["slug"],
    lambda n, r: "%s's feature branch naming convention is %s/<ticket>." % (n["title"], n["slug"]),
    lambda n, r: "Ask %s before changing anything in the %s schema." % (r.choice(PEOPLE), n["slug"]),
    lambda n, r: "The %s project uses a monthly release cadence." % n["title"],
    lambda n, r: "%s sends a digest email to its subscribers every %s morning." % (n["title"], r.choice(["Monday", "Thursday", "Saturday"])),
    lambda n, r: "The %s pipeline has %d stages, the last one being a canary." % (n["slug"], r.choice([5, 6, 7])),
    lambda n, r: "%s's Grafana folder is named '%s overview'." % (n["title"], n["title"]),
    lambda n, r: "The %s microservice was written in %s." % (n["slug"], r.choice(["Kotlin", "Elixir", "Scala", "C#", "Ruby"])),
    lambda n, r: "Pull requests for %s need the label team-%s." % (n["slug"], n["slug"]),
    lambda n, r: "%s keeps a runbook at runbooks/%s.md." % (n["title"], n["slug"]),
    lambda n, r: "The %s experiment targets roughly %d%% of signed-in users." % (n["slug"], r.choice([3, 7, 12, 35])),
    lambda n, r: "%s depends on the %s service for authentication tokens." % (n["title"], r.choice(["gatekeeper", "keyring", "passport"])),
    lambda n, r: "The %s queue is FIFO and deduplicates on message id." % n["slug"],
    lambda n, r: "%s owns the %s email domain's DNS records." % (r.choice(PEOPLE), n["slug"]),
]

ZH_PRE = [("朝", "zhao"), ("夕", "xi"), ("晴", "qing"), ("雾", "wu"), ("雷", "lei"),
          ("岚", "lan"), ("泉", "quan"), ("峰", "feng"), ("溪", "xi"), ("川", "chuan"),
          ("原", "yuan"), ("岭", "ling"), ("湖", "hu"), ("湾", "wan"), ("沙", "sha")]
ZH_SUF = [("鹿", "lu"), ("鹤", "he"), ("鲸", "jing"), ("狐", "hu"), ("雁", "yan"),
          ("豹", "bao"), ("鹰", "ying"), ("熊", "xiong"), ("燕", "yan"), ("鸥", "ou"),
          ("獭", "ta"), ("驼", "tuo"), ("犀", "xi"), ("蝶", "die"), ("蜂", "feng")]
ZH_SURNAME = ["钱", "周", "赵", "罗", "梁", "宋", "唐", "邓", "曹", "彭", "潘", "袁", "蔡", "余"]
ZH_GIVEN = ["明轩", "诗涵", "宇航", "可馨", "博文", "晓彤", "嘉豪", "语桐", "志强", "婉清"]
ZH_TEAM = ["中台组", "增长组", "基础架构组", "数据组", "风控组", "客户端组", "测试组"]


def zh_person(r):
    return r.choice(ZH_SURNAME) + r.choice(ZH_GIVEN)


ZH_TEMPLATES = [
    lambda n, r: "%s项目的产品经理是%s。" % (n["zh"], zh_person(r)),
    lambda n, r: "%s服务归%s维护。" % (n["zh"], r.choice(ZH_TEAM)),
    lambda n, r: "%s系统的运行手册在 wiki 的 %s 页面。" % (n["zh"], n["py"]),
    lambda n, r: "%s项目的代码仓库名是 %s-server。" % (n["zh"], n["py"]),
    lambda n, r: "%s服务的健康检查地址是 /health/%s。" % (n["zh"], n["py"]),
    lambda n, r: "%s平台的告警接收人是%s。" % (n["zh"], zh_person(r)),
    lambda n, r: "%s活动的复盘会安排在活动结束后第 %d 个工作日。" % (n["zh"], r.choice([2, 3, 4])),
    lambda n, r: "%s模块的单测覆盖率要求不低于百分之%s。" % (n["zh"], r.choice(["七十", "七十五", "八十五"])),
    lambda n, r: "%s项目的需求池由%s统一排期。" % (n["zh"], zh_person(r)),
    lambda n, r: "%s服务只部署在华北机房。" % n["zh"],
    lambda n, r: "%s小程序的审核一般需要 %d 个工作日。" % (n["zh"], r.choice([2, 3, 4])),
    lambda n, r: "%s项目的周报由%s汇总。" % (n["zh"], zh_person(r)),
    lambda n, r: "%s系统的数据每天同步一次到数仓的 ods_%s 表。" % (n["zh"], n["py"]),
    lambda n, r: "%s服务的日志索引前缀是 log-%s。" % (n["zh"], n["py"]),
    lambda n, r: "%s项目计划在 %d 月份做一次性能压测。" % (n["zh"], r.randint(2, 11)),
    lambda n, r: "%s后台只允许公司内网访问。" % n["zh"],
    lambda n, r: "%s项目的设计稿在 Figma 的 %s 文件里。" % (n["zh"], n["py"]),
    lambda n, r: "%s服务对外暴露的是 RESTful 接口，暂不提供 gRPC。" % n["zh"],
    lambda n, r: "%s项目的技术评审由%s主持。" % (n["zh"], zh_person(r)),
    lambda n, r: "%s模块的灰度名单由运营同学维护。" % n["zh"],
    lambda n, r: "%s系统的错误码以 %s_ 开头。" % (n["zh"], n["py"].upper()),
    lambda n, r: "%s项目的测试负责人是%s。" % (n["zh"], zh_person(r)),
]


def build_fillers(cases, n_en_tpl=120, n_zh_tpl=110, seed=20261205):
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
    if n < 150:
        errors.append("fewer than 150 cases (%d)" % n)
    en_share = langs["en"] / float(n)
    if not (0.45 <= en_share <= 0.55):
        errors.append("english share %.2f outside 0.45-0.55" % en_share)
    if not (80 <= kinds["update"] <= 95):
        errors.append("update count %d off target" % kinds["update"])
    if not (36 <= kinds["lookalike"] <= 46):
        errors.append("lookalike count %d off target" % kinds["lookalike"])
    if not (28 <= kinds["restatement"] <= 38):
        errors.append("restatement count %d off target" % kinds["restatement"])
    if len(fillers) < 300:
        errors.append("fewer than 300 fillers (%d)" % len(fillers))
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


README_HEAD = """# Blind held-out set 2: superseded facts, look-alikes, restatements

Blind held-out evaluation data for how a memory store handles facts that change
(ids prefixed `s2-`). Written on 2026-12-05 by a helper who had not read the code under
test (the memory store, its rules, its tests, its benchmarks or its docs); only the format
README and builder of the first held-out set were consulted. The cases and fillers are new
phrasings, not derived from the first set. This set is blind.
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
  A's value is absent from C. Where the current text also names the old value ("from X to Y"),
  `stale` is a longer phrase taken from the old statement that contains the old value, so it
  still does not occur in the current text.
- `other` (look-alikes only): keywords that all appear in the first item but not all in the second.

The self-check checks:
- Every keyword is lowercase and sits where the labels say it does.
- Stale keywords are absent from the current text, and current keywords are not all present in any old step.
- Look-alike keyword sets tell the two items apart.
- Ids are unique and the counts are within range (>= 150 cases, English share 45-55%,
  update 80-95, lookalike 36-46, restatement 28-38, >= 300 fillers).
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
