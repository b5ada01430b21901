# -*- coding: utf-8 -*-
"""Build the blind supersede evaluation set 3 (ids prefixed s3-).

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
        d = {"id": "s3-%s-%s-%03d" % (PREFIX[c["kind"]], c["lang"], counters[key])}
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
    "The user likes code review comments grouped by file, most important first.",
    "Our brand voice avoids exclamation marks in product copy.",
    "The user keeps a paper notebook for meeting notes and rarely shares it.",
    "Interview loops for engineers include a pairing exercise and a system design chat.",
    "The office coffee machine is descaled by whoever empties the last bag of beans.",
    "Marketing wants every landing page headline tested with at least two variants.",
    "The user asks for a one-line summary at the top of long explanations.",
    "Vendor security questionnaires are answered by the trust team, not engineering.",
    "The team celebrates shipped milestones with a shared lunch.",
    "Screenshots in bug reports should crop out browser bookmarks.",
    "The user is learning the cello and practises before work.",
    "Hiring managers write the job description before the recruiter posts it.",
    "Customer-facing changelogs are written in plain language, no ticket numbers.",
    "The user dislikes when answers start by repeating the question.",
    "Expense receipts must be uploaded within thirty days of purchase.",
    "The company wiki has a glossary page for internal acronyms.",
    "Pairing sessions are scheduled in the shared engineering calendar.",
    "The user prefers examples in TypeScript when discussing frontend topics.",
    "Office desks are unassigned; people book them through the workplace app.",
    "Legal must review any change to the terms of service before publication.",
    "The user's dog, Biscuit, sometimes barks during calls.",
    "Usability tests are recorded only with the participant's written consent.",
    "Architecture diagrams are drawn in Excalidraw and exported as SVG.",
    "The user wants variable names spelled out rather than abbreviated.",
    "Team retrospectives rotate facilitators so no one runs two in a row.",
    "Bug bash sessions end with a quick vote on the worst issue found.",
    "The user prefers dark-mode screenshots in documentation drafts.",
    "Sales engineers maintain their own demo scripts in a shared folder.",
    "Accessibility audits follow WCAG AA as the minimum bar.",
    "The user asked not to be scheduled for meetings before mid-morning.",
    "Open-source licenses of new dependencies are checked by a bot in CI.",
    "The quarterly planning doc has a section for risks nobody owns yet.",
    "The user writes commit subjects in the imperative mood.",
    "Laptops are refreshed on a three-year cycle by IT.",
    "Press inquiries are routed to the communications lead.",
    "The user prefers explanations that start from a concrete example.",
    "Company swag orders go through the events coordinator.",
    "Every new dashboard needs a description explaining what each chart means.",
    "The user sometimes pastes stack traces without context; ask which service they came from.",
    "Parental leave policy details are in the handbook's benefits chapter.",
    "Product specs include a section listing explicit non-goals.",
    "The user enjoys bouldering on weekends.",
    "Guest speakers for lunch-and-learns are booked a month ahead.",
    "Support tickets tagged billing-question are routed to the finance desk.",
    "The user reads English fine but appreciates short sentences.",
    "Long-running migrations are announced in the engineering newsletter.",
    "The team avoids acronyms in user-facing error messages.",
    "Whiteboard photos from workshops are transcribed into the wiki.",
    "The user keeps personal dotfiles in a public repository.",
    "Bereavement leave can be taken without manager approval.",
    "Onboarding buddies check in with new hires daily during the first week.",
    "The user's preferred font for code is JetBrains Mono.",
    "Quarterly business reviews with large customers are led by account managers.",
    "The user wants the assistant to flag assumptions explicitly.",
    "Meeting rooms are named after rivers.",
    "Design tokens are exported to both CSS variables and Swift constants.",
    "The user volunteers at a food bank on Saturday mornings.",
    "Benchmark numbers shared externally need sign-off from the performance team.",
    "Internal hackathon projects are demoed on the final afternoon.",
    "The user prefers pull requests to be small enough to review in one sitting.",
]

HAND_ZH = [
    "用户喜欢在回答末尾看到一个简短的待办清单。",
    "新功能上线要同步更新帮助中心的文档。",
    "团队每月最后一个周五下午做技术分享。",
    "用户平时骑自行车上班，下雨天会晚到。",
    "设计稿评审需要产品、设计和研发三方都在场。",
    "季度目标在内部 OKR 系统里填写。",
    "用户不喜欢太多寒暄，直接说重点就行。",
    "外部合同需要法务审核后才能盖章。",
    "公司每年组织一次全员体检。",
    "用户说话习惯夹杂一些英文术语。",
    "客户反馈的问题要在工单里标注来源渠道。",
    "团队的代码规范文档放在仓库根目录。",
    "用户喜欢先讨论方案再动手写代码。",
    "新项目立项需要填写立项申请表。",
    "用户养了一只叫豆豆的柯基。",
    "前端组件库的变更需要写迁移指南。",
    "员工生日当月可以领一张蛋糕券。",
    "用户更喜欢看图示而不是大段文字。",
    "线上事故要在事故群里实时同步进展。",
    "产品文案要避免使用夸大的营销词汇。",
    "用户最近在练习长跑，准备参加半程马拉松。",
    "会议室预订通过行政系统完成。",
    "用户要求命令写成可以直接复制执行的形式。",
    "数据导出给外部之前要经过数据安全审批。",
    "实习生转正需要答辩。",
    "用户对配色比较敏感，图表颜色不要太花。",
    "客户培训资料由售后团队统一维护。",
    "每个服务都要写清楚上下游依赖。",
    "用户习惯晚上整理第二天的工作计划。",
    "公司的差旅标准按城市等级区分。",
    "接口变更要提前通知调用方。",
    "用户对性能优化的话题特别感兴趣。",
    "办公区禁止携带宠物。",
    "用户希望解释概念时举一个生活中的例子。",
    "产品需求要写清楚验收标准。",
    "年终述职材料需要提前一周提交。",
    "用户不太熟悉 Kubernetes，相关问题要讲得细一点。",
    "测试用例评审在提测前完成。",
    "公司内部论坛可以匿名提问。",
    "用户喜欢收藏好的技术博客并定期整理。",
    "团队的值班表每月初更新。",
    "新人入职会领到一本员工手册。",
    "用户写代码时喜欢先写测试。",
    "大版本发布后一周内做用户回访。",
    "跨团队协作的问题先找项目经理协调。",
    "用户平时听播客学习英语。",
    "所有对外演示都要使用演示专用数据。",
    "办公室每周三下午有水果供应。",
    "用户在做决定前喜欢看到至少两个备选方案。",
    "技术选型需要写对比文档并归档。",
    "用户说过不喜欢回答里出现太多加粗。",
    "产品上线后的数据复盘由数据分析师牵头。",
    "周末加班需要提前报备。",
    "用户的老家在云南，偶尔会聊起家乡的菜。",
    "客户的定制需求要单独评估工作量。",
]

EN_ADJ = ["amber", "cobalt", "coral", "crimson", "ivory", "jade", "lilac", "maroon", "ochre",
          "olive", "onyx", "pearl", "ruby", "sable", "scarlet", "teal", "topaz", "violet",
          "indigo", "saffron", "slate", "russet", "copper", "silver"]
EN_NOUN = ["acorn", "birch", "cedar", "fern", "grove", "hazel", "juniper", "larch",
           "maple", "poplar", "rowan", "spruce", "willow", "yew", "alder", "aspen", "cypress",
           "laurel", "myrtle", "sorrel", "thistle", "bramble", "clover", "heather"]
SQUADS = ["Meridian", "Nimbus", "Orchid", "Quarry", "Summit", "Tundra", "Vertex", "Zephyr"]
PEOPLE = ["Oksana", "Thiago", "Leilani", "Bartek", "Chidi", "Ayesha", "Soren", "Mireille", "Yusuf", "Ingrid"]
LANGS = ["Elixir", "Kotlin", "Clojure", "OCaml", "Haskell", "Dart", "Crystal", "F#"]
WAREHOUSES = ["Vertica", "Greenplum", "Druid", "Pinot", "Trino", "Presto"]
DAYS = ["Monday", "Tuesday", "Friday", "Saturday", "Sunday"]


def _n(r, lo, hi):
    return r.randint(lo, hi)


EN_TEMPLATES = [
    lambda n, r: "The %s worker drains its queue before each deploy." % n["slug"],
    lambda n, r: "%s publishes its OpenAPI spec at /docs/%s.yaml." % (n["title"], n["us"]),
    lambda n, r: "%s's error budget is reviewed by the %s squad each sprint." % (n["title"], r.choice(SQUADS)),
    lambda n, r: "The %s cron job writes a heartbeat row when it finishes." % n["slug"],
    lambda n, r: "Translations for %s live in the %s project of the localisation tool." % (n["title"], n["slug"]),
    lambda n, r: "%s exposes Prometheus metrics with the prefix %s_." % (n["title"], n["us"]),
    lambda n, r: "The %s bucket has object versioning enabled." % n["slug"],
    lambda n, r: "Questions about %s go to the #%s-help channel." % (n["title"], n["slug"]),
    lambda n, r: "%s is written mostly in %s." % (n["title"], r.choice(LANGS)),
    lambda n, r: "The %s Helm chart is versioned independently of the app." % n["slug"],
    lambda n, r: "%s is the tech lead for %s." % (r.choice(PEOPLE), n["title"]),
    lambda n, r: "%s's load balancer terminates TLS at the edge." % n["title"],
    lambda n, r: "The %s repo requires signed commits." % n["slug"],
    lambda n, r: "The %s reporting job reads from the %s replica." % (n["slug"], r.choice(WAREHOUSES)),
    lambda n, r: "%s keeps its architecture decision records under docs/adr." % n["title"],
    lambda n, r: "The %s service emits structured logs in logfmt." % n["slug"],
    lambda n, r: "%s's roadmap is owned by %s." % (n["title"], r.choice(PEOPLE)),
    lambda n, r: "The %s sandbox is wiped every %s night." % (n["slug"], r.choice(DAYS)),
    lambda n, r: "%s restores from the %s-archive bucket when its cache is cold." % (n["title"], n["slug"]),
    lambda n, r: "Pull requests touching %s must update its changelog." % n["title"],
    lambda n, r: "The %s widget is embedded on the reseller dashboard." % n["slug"],
    lambda n, r: "%s's on-call notes are pinned in the #%s channel." % (n["title"], n["slug"]),
]

ZH_PRE = [("星", "xing"), ("月", "yue"), ("云", "yun"), ("松", "song"), ("竹", "zhu"),
          ("梅", "mei"), ("枫", "feng"), ("桐", "tong"), ("柳", "liu"), ("杉", "shan"),
          ("桂", "gui"), ("莲", "lian"), ("荷", "he"), ("菊", "ju"), ("橙", "cheng")]
ZH_SUF = [("石", "shi"), ("桥", "qiao"), ("塔", "ta"), ("舟", "zhou"), ("灯", "deng"),
          ("镜", "jing"), ("弓", "gong"), ("琴", "qin"), ("鼓", "gu"), ("笛", "di"),
          ("剑", "jian"), ("印", "yin"), ("扇", "shan"), ("伞", "san"), ("瓶", "ping")]
ZH_SURNAME = ["田", "方", "石", "任", "姜", "范", "侯", "郝", "龚", "谭", "廖", "萧", "程", "贺"]
ZH_GIVEN = ["子涵", "浩然", "雨萱", "俊杰", "思远", "欣怡", "天佑", "梓萌", "文博", "若曦"]
ZH_TEAM = ["平台组", "交易组", "搜索组", "推荐组", "安全组", "运维组", "前端组"]


def zh_person(r):
    return r.choice(ZH_SURNAME) + r.choice(ZH_GIVEN)


ZH_TEMPLATES = [
    lambda n, r: "%s项目的接口联调由%s对接。" % (n["zh"], zh_person(r)),
    lambda n, r: "%s服务的配置放在配置中心的 %s 命名空间。" % (n["zh"], n["py"]),
    lambda n, r: "%s系统每月初做一次账务核对。" % n["zh"],
    lambda n, r: "%s模块的事件名统一以 %s_ 开头。" % (n["zh"], n["py"]),
    lambda n, r: "%s小组的例会纪要由%s整理。" % (n["zh"], zh_person(r)),
    lambda n, r: "%s项目的前端仓库叫 %s-web。" % (n["zh"], n["py"]),
    lambda n, r: "%s服务的超时配置统一放在网关层。" % n["zh"],
    lambda n, r: "%s平台的权限申请走 OA 流程。" % n["zh"],
    lambda n, r: "%s系统的压测报告归档在共享盘。" % n["zh"],
    lambda n, r: "%s项目的 UI 走查由设计师%s负责。" % (n["zh"], zh_person(r)),
    lambda n, r: "%s服务依赖%s提供的用户画像数据。" % (n["zh"], r.choice(ZH_TEAM)),
    lambda n, r: "%s活动的预算由市场部审批。" % n["zh"],
    lambda n, r: "%s后台的操作记录保留半年。" % n["zh"],
    lambda n, r: "%s项目采用双周迭代。" % n["zh"],
    lambda n, r: "%s服务上线前需要安全组出具扫描报告。" % n["zh"],
    lambda n, r: "%s系统的字典表由%s维护。" % (n["zh"], zh_person(r)),
    lambda n, r: "%s模块的需求文档在知识库的 %s 空间。" % (n["zh"], n["py"]),
    lambda n, r: "%s项目的验收由业务方%s签字。" % (n["zh"], zh_person(r)),
    lambda n, r: "%s服务的缓存键统一加前缀 %s:。" % (n["zh"], n["py"]),
    lambda n, r: "%s应用的崩溃率周报发给%s。" % (n["zh"], r.choice(ZH_TEAM)),
    lambda n, r: "%s项目的技术方案需要架构组评审。" % n["zh"],
    lambda n, r: "%s系统的报警级别分为三档。" % n["zh"],
]


def build_fillers(cases, n_en_tpl=120, n_zh_tpl=110, seed=20261253):
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


README_HEAD = """# Blind held-out set 3: superseded facts, look-alikes, restatements

Blind held-out evaluation data for "memory that stays true": how a memory store handles
facts that change, facts about look-alike subjects, and restatements (ids prefixed `s3-`).
Written on 2026-12-05 by a helper that had not read the code under test (the memory store,
its rules, its config, its tests, its benchmarks or its docs); only the format README and
builder of the previous blind set (set 2) were consulted, for the schema, the keyword
semantics and the self-check. All cases and fillers are new (new subjects, services, people,
values and phrasings), not derived from earlier sets. This set is BLIND.
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

Notes on the data
- `phrasing: near` updates repeat the old sentence with only the value changed;
  `different` updates state the change in a new sentence form, as agents and users
  actually write it ("Platform dashboards moved. Bookmark X instead.", "we finished moving
  X over to Postgres", and in Chinese 改用 / 换成 / 不再用 / 以后都 / 切到 / 迁到, or a plain
  statement of the new value in a different sentence). Some different-phrasing updates
  mention the old value in the new text ("the SendGrid account was closed"); there `stale`
  is a longer phrase from the old statement.
- Negation updates flip a rule or preference ("may run" -> "may not run", 可以 -> 不准).
- Chinese cases are often code-mixed (tool names, hosts, on-call, MR, DDL in Latin script).
- 3-step cases (A->B->C) keep the B value in `stale`; A's value is checked absent from C.

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
