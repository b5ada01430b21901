#!/usr/bin/env python3
"""supersede_probe12m: a probe set for issue 26, round 12 (written by m12 before any tuning).

Restatements (the same fact again in other words: reordered, synonyms, a small addition, a
register change, a language mix), updates said in other words, and look-alikes (one template,
two subjects), about half Chinese. Subjects and phrasings are invented here, not taken from any
other set. Run: python3 build.py (writes cases.json and filler.json here)."""
import json
from pathlib import Path

U, L, R = "update", "lookalike", "restatement"


def upd(i, lang, variant, seq, question, current, stale):
    return {"id": f"p12m-{lang}-upd-{i:03d}", "lang": lang, "kind": U, "variant": variant,
            "phrasing": "different", "sequence": seq, "question": question,
            "current": current, "stale": stale}


def look(i, lang, variant, seq, question, current, other_question, other):
    return {"id": f"p12m-{lang}-look-{i:03d}", "lang": lang, "kind": L, "variant": variant,
            "phrasing": "near", "sequence": seq, "question": question, "current": current,
            "other_question": other_question, "other": other}


def rest(i, lang, variant, phrasing, seq, question, current):
    return {"id": f"p12m-{lang}-rest-{i:03d}", "lang": lang, "kind": R, "variant": variant,
            "phrasing": phrasing, "sequence": seq, "question": question, "current": current}


CASES = [
    # restatements, English
    rest(1, "en", "reorder", "different",
         ["Tobiah Lenz owns the Corvid billing worker.",
          "The Corvid billing worker is owned by Tobiah Lenz."],
         "Who owns the Corvid billing worker?", ["tobiah lenz", "corvid"]),
    rest(2, "en", "synonym", "near",
         ["The Marrowby image cache holds roughly 40 GB.",
          "The Marrowby image cache stores about 40 GB."],
         "How big is the Marrowby image cache?", ["marrowby", "40 gb"]),
    rest(3, "en", "addition", "near",
         ["Staging deploys for Fennick go out every Tuesday.",
          "Staging deploys for Fennick go out every Tuesday, usually after lunch."],
         "When do Fennick staging deploys go out?", ["fennick", "tuesday"]),
    rest(4, "en", "register", "different",
         ["The Obsidian crawler respects robots.txt on every domain.",
          "fwiw obsidian crawler always honours robots.txt"],
         "Does the Obsidian crawler respect robots.txt?", ["obsidian", "robots.txt"]),
    rest(5, "en", "reorder", "different",
         ["On Fridays the Lumen support rota is covered by Priya Nandakumar.",
          "Priya Nandakumar covers the Lumen support rota on Fridays."],
         "Who covers the Lumen support rota on Fridays?", ["priya nandakumar", "lumen"]),
    rest(6, "en", "synonym", "different",
         ["Wrenfield's analytics warehouse runs on ClickHouse.",
          "The analytics warehouse of Wrenfield is built on ClickHouse."],
         "What does the Wrenfield analytics warehouse run on?", ["wrenfield", "clickhouse"]),
    rest(7, "en", "addition", "different",
         ["The Sorrel mobile app supports iOS 16 and later.",
          "Just confirming: the Sorrel mobile app still supports iOS 16 and later."],
         "Which iOS versions does the Sorrel app support?", ["sorrel", "ios 16"]),
    rest(8, "en", "mix", "different",
         ["Halberd's CI runners use the ubuntu-22.04 image.",
          "Halberd CI runners 用的是 ubuntu-22.04 镜像。"],
         "Which image do the Halberd CI runners use?", ["halberd", "ubuntu-22.04"]),
    # restatements, Chinese
    rest(9, "zh", "reorder", "different",
         ["青禾项目的数据库备份由赵一鸣负责。",
          "赵一鸣负责青禾项目的数据库备份。"],
         "青禾项目的数据库备份谁负责？", ["赵一鸣", "青禾"]),
    rest(10, "zh", "synonym", "near",
         ["白鹭服务的日志保留 30 天。",
          "白鹭服务的日志保存 30 天。"],
         "白鹭服务的日志保留多久？", ["白鹭", "30 天"]),
    rest(11, "zh", "addition", "near",
         ["松塔前端用 Vite 打包。",
          "松塔前端用 Vite 打包，开发和生产都一样。"],
         "松塔前端用什么打包？", ["松塔", "vite"]),
    rest(12, "zh", "register", "different",
         ["雾凇项目的周会定在每周三上午十点。",
          "雾凇周会还是周三上午十点哈"],
         "雾凇项目的周会是什么时候？", ["雾凇", "周三"]),
    rest(13, "zh", "mix", "different",
         ["The Kelpie search index is rebuilt every night at 2am.",
          "Kelpie 的搜索索引每晚 2am 重建。"],
         "When is the Kelpie search index rebuilt?", ["kelpie", "2am"]),
    rest(14, "zh", "synonym", "different",
         ["榆林仓的出库单通过金蝶系统导出。",
          "榆林仓出库单是从金蝶导出来的。"],
         "榆林仓的出库单从哪里导出？", ["榆林仓", "金蝶"]),
    rest(15, "zh", "addition", "different",
         ["鹤岗项目的测试环境部署在华北2。",
          "再说一下，鹤岗项目的测试环境部署在华北2，别搞错。"],
         "鹤岗项目的测试环境部署在哪个区域？", ["鹤岗", "华北2"]),
    rest(16, "zh", "reorder", "different",
         ["每月 5 号给青檀团队发账单。",
          "青檀团队的账单每月 5 号发。"],
         "青檀团队的账单什么时候发？", ["青檀", "5 号"]),
    # updates in other words
    upd(1, "en", "value", ["The Corvid billing worker retries failed charges 3 times.",
                           "We changed it so Corvid's billing worker now retries failed charges 5 times."],
        "How many times does the Corvid billing worker retry failed charges?", ["5 times"], ["3 times"]),
    upd(2, "en", "choice", ["Marrowby sends transactional email through Postmark.",
                            "Transactional email for Marrowby has moved over to SES."],
        "What does Marrowby use for transactional email?", ["ses"], ["postmark"]),
    upd(3, "en", "person", ["Questions about the Fennick data model go to Oren Vasquez.",
                            "Oren Vasquez handed the Fennick data model over to Mirela Stoica; ask her now."],
        "Who do I ask about the Fennick data model?", ["mirela stoica"], ["oren vasquez"]),
    upd(4, "en", "polarity", ["Dark mode is enabled by default in the Sorrel app.",
                              "As of this release the Sorrel app no longer turns dark mode on by default."],
        "Is dark mode on by default in the Sorrel app?", ["no longer"], ["is enabled"]),
    upd(5, "en", "value", ["Wrenfield's API rate limit is 200 requests per minute.",
                           "Correction: the Wrenfield API now allows 500 requests per minute."],
        "What is the Wrenfield API rate limit?", ["500 requests"], ["200 requests"]),
    upd(6, "en", "value", ["Obsidian crawler pages time out after 20 seconds.",
                           "Bumped the Obsidian crawler page timeout to 45 seconds."],
        "What is the Obsidian crawler page timeout?", ["45 seconds"], ["20 seconds"]),
    upd(7, "zh", "value", ["白鹭服务的连接池上限是 50。",
                           "白鹭服务连接池上限已经调到 120 了。"],
        "白鹭服务的连接池上限是多少？", ["120"], ["50"]),
    upd(8, "zh", "choice", ["松塔的埋点数据发到神策。",
                            "松塔埋点以后改发到 GrowingIO，不用神策了。"],
        "松塔的埋点数据发到哪里？", ["growingio"], ["发到神策"]),
    upd(9, "zh", "person", ["雾凇项目的发布审批人是孙悦。",
                            "雾凇发布现在改由周航审批。"],
        "雾凇项目的发布谁审批？", ["周航"], ["孙悦"]),
    upd(10, "zh", "polarity", ["青禾后台允许导出全部用户数据。",
                               "青禾后台已经关闭了全量用户数据导出。"],
        "青禾后台能导出全部用户数据吗？", ["关闭"], ["允许"]),
    upd(11, "zh", "value", ["乌苏项目的测试环境部署在华北2。",
                            "乌苏测试环境迁到华东1了。"],
        "乌苏项目的测试环境在哪个区域？", ["华东1"], ["华北2"]),
    upd(12, "zh", "value", ["榆林仓每天下午四点截单。",
                            "从下周起榆林仓截单时间改成下午五点。"],
        "榆林仓每天几点截单？", ["五点"], ["四点"]),
    # look-alikes: one template, two subjects
    look(1, "en", "owner", ["Tobiah Lenz owns the Corvid refund worker.",
                            "Tobiah Lenz owns the Corvid invoice mailer."],
         "Who owns the Corvid invoice mailer?", ["invoice mailer"],
         "Who owns the Corvid refund worker?", ["refund worker"]),
    look(2, "en", "value", ["The Pipit image cache holds roughly 40 GB.",
                            "The Pipit thumbnail cache holds roughly 12 GB."],
         "How big is the Pipit thumbnail cache?", ["12 gb"],
         "How big is the Pipit image cache?", ["40 gb"]),
    look(3, "en", "project", ["Staging deploys for Gannetby go out every Tuesday.",
                              "Staging deploys for Bramblecote go out every Thursday."],
         "When do Bramblecote staging deploys go out?", ["thursday"],
         "When do Gannetby staging deploys go out?", ["tuesday"]),
    look(4, "en", "lowercase", ["Error budgets for tansy are reviewed by the SRE guild.",
                                "Error budgets for quillon are reviewed by the platform team."],
         "Who reviews the error budgets for quillon?", ["platform team"],
         "Who reviews the error budgets for tansy?", ["sre guild"]),
    look(5, "en", "env", ["Wrenfield production runs on ClickHouse 23.8.",
                          "Wrenfield staging runs on ClickHouse 24.3."],
         "Which ClickHouse version does Wrenfield staging run?", ["24.3"],
         "Which ClickHouse version does Wrenfield production run?", ["23.8"]),
    look(6, "zh", "project", ["朱鹮服务的日志保留 30 天。",
                              "苍鹭服务的日志保留 90 天。"],
         "苍鹭服务的日志保留多久？", ["90 天"], "朱鹮服务的日志保留多久？", ["30 天"]),
    look(7, "zh", "owner", ["紫荆项目的数据库备份由赵一鸣负责。",
                            "紫荆项目的对象存储备份由钱多多负责。"],
         "紫荆项目的对象存储备份谁负责？", ["钱多多"], "紫荆项目的数据库备份谁负责？", ["赵一鸣"]),
    look(8, "zh", "env", ["松塔前端的测试环境用 Node 18。",
                          "松塔前端的生产环境用 Node 20。"],
         "松塔前端的生产环境用哪个 Node 版本？", ["node 20"],
         "松塔前端的测试环境用哪个 Node 版本？", ["node 18"]),
    look(9, "zh", "place", ["绥德仓每天下午四点截单。",
                            "延安仓每天下午六点截单。"],
         "延安仓每天几点截单？", ["六点"], "绥德仓每天几点截单？", ["四点"]),
    look(10, "zh", "team", ["每月 5 号给银杏团队发账单。",
                            "每月 20 号给红杉团队发账单。"],
         "红杉团队的账单什么时候发？", ["20 号"], "银杏团队的账单什么时候发？", ["5 号"]),
]

FILLER = [
    "The Gorse wiki is mirrored to the internal S3 bucket every Sunday.",
    "Nadia Okafor prefers code review comments as suggestions, not demands.",
    "The Pelican job scheduler uses cron syntax with seconds.",
    "Heron's mobile build signs APKs with the release keystore in Vault.",
    "User wants commit messages written in the imperative mood.",
    "The Thistle dashboard shows p95 latency per region.",
    "Laptops get OS updates pushed on the first Monday of the month.",
    "The Bittern team keeps its runbooks in the ops/ folder of the monorepo.",
    "Load tests for Larkspur run against a copy of production data.",
    "The design system package is published to the private npm registry.",
    "Feature flags for Quokka are managed in Unleash.",
    "Merlin's search service tokenises Chinese text with jieba.",
    "The on-call handbook lists escalation paths for every service.",
    "User likes short answers with a code sample first.",
    "Grebe's invoices are rendered to PDF with WeasyPrint.",
    "灰雀项目的接口文档放在内部的 Apifox 上。",
    "用户希望回答先给结论，再给理由。",
    "苍耳服务的镜像推送到阿里云容器镜像服务。",
    "周五下午不做生产发布。",
    "麦穗项目的单元测试覆盖率要求 80% 以上。",
    "前端代码统一用 Prettier 格式化。",
    "蓝鹊项目的告警发到飞书群。",
    "荷塘项目的需求在 Tapd 上跟踪。",
    "新同事入职第一周先读架构文档。",
    "云杉服务的配置放在 Nacos 里。",
    "山楂项目的埋点方案由产品组评审。",
    "The Avocet nightly report is emailed to finance at 7am.",
    "Cormorant uses Terraform workspaces per environment.",
    "杜鹃项目的 App 审核一般需要两天。",
    "The Plover team does retrospectives every other Friday.",
]

if __name__ == "__main__":
    here = Path(__file__).resolve().parent
    (here / "cases.json").write_text(json.dumps(CASES, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    (here / "filler.json").write_text(json.dumps(FILLER, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    kinds = {}
    for c in CASES:
        kinds[c["kind"]] = kinds.get(c["kind"], 0) + 1
        assert all(k.lower() in c["sequence"][-1].lower() for k in c["current"]), c["id"]
    print(len(CASES), "cases", kinds, len(FILLER), "fillers")
