#!/usr/bin/env python3
"""Build filler.json: 300 unrelated agent memories (fixed seed, byte-identical on rerun).

Texts are composed from small template pools; any candidate that contains a keyword of a
case in cases.json (current / stale / other) is skipped, as is any duplicate.
(About 30% of draws use the Chinese pool.)"""
import json, random
from pathlib import Path

D = Path(__file__).parent
SEED = 15015

EN = [
 "The user likes short commit messages written in the imperative mood.",
 "Remember to run the formatter before opening a pull request in the {p} repo.",
 "The user asked for answers without emoji in the {p} project.",
 "The {p} README has a troubleshooting section near the bottom.",
 "When writing tests for {p}, the user prefers pytest fixtures over setUp methods.",
 "The user reads review comments in the morning and replies after lunch.",
 "The glossary for {p} explains what a '{w}' means in this codebase.",
 "The user once mentioned they are learning to play the {i}.",
 "The {p} changelog is grouped by Added, Changed and Fixed.",
 "The user wants error messages to say what to do next, not only what failed.",
 "The team calls the weekly cleanup task '{w} hour'.",
 "In {p}, helper functions live in a module named util, not helpers.",
 "The user dislikes very long functions and asks to split them.",
 "The meeting notes template starts with decisions, then open questions.",
 "The user's cat is named {c} and sometimes walks over the keyboard.",
 "A good example of the house style is the {w} module in {p}.",
 "The user prefers British spelling in documentation for {p}.",
 "The onboarding doc for {p} links to a video walkthrough.",
 "The user keeps a personal wiki page called '{w} notes'.",
 "For diagrams the user likes plain boxes and arrows, nothing fancy.",
 "The {p} project uses semantic line breaks in Markdown files.",
 "The user asked to be reminded to drink water during long sessions.",
 "The {p} team celebrates releases with a shared playlist.",
 "The user wants code comments to explain why, not what.",
 "The office plant by the window is called {c}.",
 "The user said the {w} naming in {p} is historical and should not be copied.",
 "Lunch orders for the team go through a shared spreadsheet on Thursdays.",
 "The user prefers reading diffs in split view.",
 "In {p}, the word '{w}' is reserved for the public interface.",
 "The user enjoys hiking and mentioned a trip to the {m} mountains.",
 "The user asked to keep the {w} examples in {p} small and self-contained.",
 "The {p} wiki page about {w} handling is out of date, per the user.",
 "The user likes to see a plan before any large refactor in {p}.",
 "The user's favourite snack during long sessions is {s}.",
 "A teammate recommended the book '{b}' to the user.",
 "The user's sister lives near the {m} range.",
 "The user mentioned that {c} the cat hates the vacuum cleaner.",
 "The user prefers that explanations about {w} objects use a concrete example.",
 "The demo for {p} is usually given by whoever fixed the most bugs that week.",
 "The user thinks the {w} abstraction in {p} is over-engineered.",
 "The user bookmarked a talk about {t} to watch later.",
 "The user said {t} is a topic they want to get better at this year.",
 "The user asked that summaries of {p} discussions fit on one screen.",
 "The user's keyboard has a {k} layout.",
 "The user keeps a jar of {s} on the desk for the team.",
 "The {p} mascot is a cartoon {a}.",
 "The user likes the {a} sticker on the {p} laptop lid.",
 "The user wants {p} issue titles to start with a verb.",
 "The user is planning a holiday to the {m} area next spring.",
]
ZH = [
 "用户喜欢简短的回答，先给结论再给理由。",
 "{pz} 项目的文档目录里有一份常见问题。",
 "用户说过他在学{iz}。",
 "用户不喜欢过长的函数，会要求拆分。",
 "{pz} 的提交信息习惯用中文写。",
 "用户的猫叫{cz}，经常趴在键盘上。",
 "会议纪要的模板先写结论，再写待办。",
 "用户希望错误提示能说明下一步怎么做。",
 "{pz} 项目里“{wz}”这个词有特定含义，写文档时要注意。",
 "团队的下午茶由大家轮流准备。",
 "用户更喜欢看并排对比的 diff。",
 "用户周末喜欢去{mz}爬山。",
 "{pz} 的新人手册里有一段录屏讲解。",
 "用户希望注释解释原因，而不是复述代码。",
 "办公室窗边那盆绿植叫{cz}。",
 "用户说 {pz} 里的“{wz}”命名是历史遗留，不要模仿。",
 "画图时用户喜欢简单的方框和箭头。",
 "用户会在早上集中看评审意见。",
 "{pz} 的变更记录按新增、修改、修复分组。",
 "用户提醒过长时间工作时要记得休息眼睛。",
 "用户最近在读《{bz}》。",
 "用户喜欢的零食是{sz}。",
 "{pz} 项目的吉祥物是一只{az}。",
 "用户希望 {pz} 的讨论总结控制在一屏之内。",
 "用户觉得 {pz} 里的“{wz}”抽象有点过度设计。",
 "用户桌上常放一罐{sz}分给同事。",
 "用户收藏了一个讲{tz}的分享，打算有空再看。",
 "用户说今年想把{tz}学好。",
 "用户的妹妹住在{mz}附近。",
 "{pz} 的议题标题希望以动词开头。",
]
P = ["lumen", "quarry", "pebble", "orchard", "lantern", "meadow", "tundra", "harbor", "saffron", "willow"]
W = ["ticket", "widget", "envelope", "bundle", "ledgerline", "spool", "beacon", "crate", "sprocket", "tangle"]
I = ["cello", "banjo", "harmonica", "ukulele", "accordion"]
C = ["Biscuit", "Mochi", "Pepper", "Noodle", "Juniper"]
M = ["Dolomite", "Cascade", "Atlas", "Pyrenees", "Tatra"]
PZ = ["青柠", "石榴", "竹影", "星桥", "松果", "白鹭"]
WZ = ["工单", "卡片", "信封", "包裹", "灯塔", "齿轮"]
IZ = ["古筝", "二胡", "尤克里里", "口琴"]
CZ = ["团子", "芝麻", "豆包", "年糕"]
MZ = ["香山", "莫干山", "黄山", "四姑娘山"]
S = ["dried mango", "pretzels", "almonds", "rice crackers", "dark chocolate"]
B = ["The Pragmatic Programmer", "A Philosophy of Software Design", "Thinking in Systems", "The Mythical Man-Month"]
T = ["type theory", "compiler design", "color theory", "technical writing", "woodworking"]
K = ["Dvorak", "Colemak", "Workman"]
A = ["otter", "heron", "badger", "fox", "owl"]
BZ = ["人月神话", "代码整洁之道", "系统之美", "设计心理学"]
SZ = ["坚果", "话梅", "饼干", "果干"]
AZ = ["水獭", "白鹭", "狐狸", "猫头鹰"]
TZ = ["编译原理", "排版设计", "技术写作", "木工"]

def main():
    cases = json.loads((D / "cases.json").read_text(encoding="utf-8"))
    kws = set()
    texts = set()
    for c in cases:
        for f in ("current", "stale", "other"):
            kws.update(c.get(f, []))
        texts.update(c["sequence"])
    rng = random.Random(SEED)
    out, seen = [], set()
    tries = 0
    while len(out) < 300:
        if rng.random() < 0.3:
            t = rng.choice(ZH).format(pz=rng.choice(PZ), wz=rng.choice(WZ), iz=rng.choice(IZ),
                                      cz=rng.choice(CZ), mz=rng.choice(MZ), bz=rng.choice(BZ),
                                      sz=rng.choice(SZ), az=rng.choice(AZ), tz=rng.choice(TZ))
        else:
            t = rng.choice(EN).format(p=rng.choice(P), w=rng.choice(W), i=rng.choice(I),
                                      c=rng.choice(C), m=rng.choice(M), s=rng.choice(S),
                                      b=rng.choice(B), t=rng.choice(T), k=rng.choice(K), a=rng.choice(A))
        tries += 1
        if tries > 200000:
            raise SystemExit("template pool too small")
        if t in seen or t in texts:
            continue
        lt = t.lower()
        if any(k in lt for k in kws):
            continue
        seen.add(t)
        out.append(t)
    (D / "filler.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(len(out), "filler texts")

if __name__ == "__main__":
    main()
