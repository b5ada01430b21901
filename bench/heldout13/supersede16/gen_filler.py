#!/usr/bin/env python3
"""Writes filler.json: 300 unrelated memory texts (EN and ZH/mixed), seeded.

Subjects are chosen to be disjoint from every case subject; each (subject, attribute) pair is used
once (and one owner-like template per subject), so no two fillers are an update of each other. Any text that would contain all keywords of
some case keyword list is rejected and redrawn. Run gen_cases.py first.
"""
import json
import random
from pathlib import Path

HERE = Path(__file__).resolve().parent
rng = random.Random(1626)

EN_SUBJECTS = [
    "thumbnail renderer", "PDF export worker", "coupon engine", "sitemap generator", "A/B assignment service",
    "image moderation queue", "shipping-rate calculator", "email template builder", "QR code service",
    "address autocomplete service", "currency rates fetcher", "calendar sync worker", "survey tool",
    "chatbot intent classifier", "badge printer service", "wishlist service", "tax calculator", "store locator",
    "webinar integration", "license key service", "font server", "changelog bot", "dependency update bot",
    "meeting-room booking tool", "parking reservation app", "video transcoder", "spam filter", "referral tracker",
    "gift card service", "status page",
]
ZH_SUBJECTS = [
    "抽奖服务", "积分商城", "短链服务", "红包服务", "电子签章服务", "OTA 升级服务", "物流轨迹服务",
    "直播礼物服务", "音乐版权校验服务", "敏感词过滤服务", "打卡小程序", "签到服务", "弹幕服务", "直播转码服务",
    "邀请码服务", "验证码服务", "消息模板中心", "地图瓦片服务", "报名表单系统", "排行榜服务",
]
EN_PEOPLE = ["Beatriz", "Kofi", "Yuki", "Dmitri", "Grace", "Felix", "Amara", "Henrik", "Noor", "Pablo",
             "Saanvi", "Theo", "Zara", "Ibrahim", "Chloe", "Mateo"]
ZH_PEOPLE = ["郑浩", "何静", "马超", "林峰", "吴敏", "黄蕾", "罗军", "谢婷", "Felix", "Yuki"]
EN_REGIONS = ["ap-south-1", "ca-central-1", "sa-east-1", "eu-west-3", "ap-northeast-2", "me-south-1"]
ZH_REGIONS = ["华北二区", "西南一区", "香港区", "成都机房", "广州机房"]
LANGS = ["Rust", "Kotlin", "Elixir", "TypeScript", "Java", "Scala", "C#", "Ruby"]
CHANNELS = ["ops-alerts", "tooling-noise", "growth-oncall", "infra-pager", "svc-alerts", "frontend-alerts"]


def slug(s):
    return "".join(c if c.isalnum() else "-" for c in s.lower()).strip("-").replace("--", "-")


EN_TEMPLATES = [
    lambda s: f"The {s} runs on port {rng.randint(20000, 29999)}.",
    lambda s: f"The {s} is owned by {rng.choice(EN_PEOPLE)}.",
    lambda s: f"The {s} is deployed in {rng.choice(EN_REGIONS)}.",
    lambda s: f"The {s} is written in {rng.choice(LANGS)}.",
    lambda s: f"The {s} writes its logs to /var/log/{slug(s)}/app.log.",
    lambda s: f"Requests to the {s} time out after {rng.randint(11, 29)} seconds.",
    lambda s: f"The {s} runs {rng.randint(2, 6)} replicas.",
    lambda s: f"The {s} dashboard is at https://{slug(s)}.tools.example.net.",
    lambda s: f"Alerts for the {s} go to the #{rng.choice(CHANNELS)} channel.",
]
ZH_TEMPLATES = [
    lambda s: f"{s}跑在 {rng.randint(20000, 29999)} 端口。",
    lambda s: f"{s}由{rng.choice(ZH_PEOPLE)}负责。",
    lambda s: f"{s}部署在{rng.choice(ZH_REGIONS)}。",
    lambda s: f"{s}是用 {rng.choice(LANGS)} 写的。",
    lambda s: f"{s}的接口超时是 {rng.randint(11, 29)} 秒。",
    lambda s: f"{s}的告警发到 #{rng.choice(CHANNELS)} 频道。",
    lambda s: f"{s}在线上跑了 {rng.randint(2, 6)} 个副本。",
]

FREE = [
    "The user prefers answers that show the code first and explain afterwards.",
    "When writing commit messages for this user, use the imperative mood and keep the subject under 60 characters.",
    "The user's laptop runs Fedora with the fish shell.",
    "The docs repo uses Vale for prose linting.",
    "Screenshots in design reviews should be attached as PNG, not JPEG.",
    "The team calls the Thursday demo session 'show and tell'.",
    "The user dislikes emoji in generated documentation.",
    "Accessibility audits follow WCAG 2.2 AA.",
    "The office Wi-Fi network for guests is called Visitors-5G.",
    "The user wants shell commands to be copy-pasteable without a leading prompt symbol.",
    "Brand colors are defined as design tokens in tokens/colors.json.",
    "The quarterly hackathon theme is picked by popular vote.",
    "The user asked to always mention breaking changes at the top of release notes.",
    "Storybook is used to document shared UI components.",
    "The user reads diffs in side-by-side view.",
    "Translations for marketing pages are handled by an external agency called Lingotree.",
    "The team's coffee budget is managed by the office manager, not engineering.",
    "The user prefers British spelling in customer-facing copy.",
    "Architecture decision records live in docs/adr and are numbered sequentially.",
    "Pair programming sessions are booked through a shared calendar named Pairing.",
    "The user likes tables for comparisons and bullet lists for steps.",
    "The legal team must review any change to the cookie banner text.",
    "Dark launches are announced in the weekly engineering newsletter.",
    "The user wants timestamps in ISO 8601 with a timezone offset.",
    "The company's fiscal year starts in April.",
    "The user uses a split ergonomic keyboard and prefers keyboard shortcuts over mouse steps.",
    "Open-source contributions by employees need a quick sign-off from the OSPO.",
    "The user asked not to be suggested Docker Desktop; they use Podman.",
    "Runbooks are written in Markdown and kept next to the service code.",
    "The user prefers small, focused pull requests over large ones.",
    "The printer on the third floor only works over the office VPN.",
    "Bug bash sessions happen the week before a major launch.",
    "The user likes examples in Python rather than pseudo-code.",
    "Customer quotes used in marketing need written permission.",
    "The user wants error messages quoted verbatim when debugging.",
    "用户希望回答尽量简短，先给结论再解释。",
    "用户写周会纪要时习惯按“进展 / 风险 / 下一步”三段来写。",
    "团队的技术分享会叫“周四茶话会”。",
    "用户的第二屏是竖屏，专门用来看日志。",
    "运营同学提需求统一走飞书表单，不接私聊。",
    "用户的电脑是 MacBook Air，终端用 iTerm2。",
    "新项目的仓库命名统一用小写加中划线。",
    "用户说话喜欢中英混用，技术名词保留英文。",
    "季度黑客松的主题由大家投票决定。",
    "用户不喜欢在回答里看到“显然”“众所周知”这类词。",
    "办公室茶水间的咖啡豆每周一补货。",
    "用户要求写正则时附上两三个匹配示例。",
    "团队内部文档的截图要打码手机号和邮箱。",
    "用户习惯先看测试用例再看实现。",
    "用户喜欢用快捷键，不喜欢一步步点鼠标的说明。",
    "写给产品经理的说明要避免缩写，第一次出现要写全称。",
    "用户的 Git 默认编辑器是 Neovim。",
    "招聘面试反馈要在面试当天写进系统。",
    "用户喜欢把长任务拆成带复选框的清单。",
    "公司内部的 Markdown 规范要求标题前后各空一行。",
    "用户对比方案时希望列出各自的成本估算。",
    "团队约定周四上午不安排会议，留给专注时间。",
    "用户的 Python 项目统一用 uv 管理虚拟环境。",
    "画架构图统一用 Excalidraw，源文件放在 docs/diagrams。",
    "用户希望命令行示例同时给出 macOS 和 Linux 的写法。",
    "团队的吉祥物是一只叫“豆包”的柴犬。",
    "用户不希望被推荐付费的 SaaS 工具，优先开源方案。",
    "新人 buddy 由直属经理指定，为期一个月。",
    "用户喜欢在代码评审里用 nit: 前缀标注小问题。",
    "团队周报里的数字统一保留一位小数。",
    "The user keeps personal notes in Obsidian and links them by date.",
    "Interview loops for engineers include one system design round.",
    "The user asked to avoid the word 'simply' in tutorials.",
    "用户写 SQL 时关键字习惯全部大写。",
    "每月最后一个周五下午是团队的读书分享时间。",
]


def keyword_lists(cases):
    for c in cases:
        for key in ("current", "stale", "other"):
            if c.get(key):
                yield c["id"], key, [k.lower() for k in c[key]]


def main():
    cases = json.loads((HERE / "cases.json").read_text(encoding="utf-8"))
    kls = list(keyword_lists(cases))

    def clash(text):
        t = text.lower()
        return any(all(k in t for k in kl) for _, _, kl in kls)

    out, seen = [], set()

    def add(make, subj):
        for _ in range(50):
            t = make(subj)
            if t not in seen and not clash(t):
                seen.add(t)
                out.append(t)
                return
        raise SystemExit(f"could not place a filler for {subj}")

    for s in EN_SUBJECTS:              # 30 x 5 = 150
        for make in rng.sample(EN_TEMPLATES, 5):
            add(make, s)
    for s in ZH_SUBJECTS:              # 20 x 4 = 80
        for make in rng.sample(ZH_TEMPLATES, 4):
            add(make, s)
    for t in FREE:                     # 70
        assert t not in seen and not clash(t), t
        seen.add(t)
        out.append(t)
    rng.shuffle(out)
    assert len(out) == 300, len(out)
    (HERE / "filler.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {len(out)} fillers")


if __name__ == "__main__":
    main()
