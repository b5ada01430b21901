#!/usr/bin/env python3
"""supersede_probe12s: a name in a scope phrase is part of the subject (issue 26, round 12, s12).

Written before any change, run once on main. Fillers: sentence templates (English and Chinese)
whose project name sits in a SCOPE phrase (which thing the statement is about: "changes to x",
"questions about x", "the on-call lead for x", "in x", "on behalf of x", "x 的负责人", "给 x",
"对 x", "关于 x"), each filled with 4 projects, most of them lower-case (as users type them),
some capitalised; the rest of the sentence is the same or differs in one value. No two fillers
of a template may supersede each other. Cases: true updates whose new value sits in a VALUE
slot ("runs on", "uses", "moved to", "换成", "改成", "notify/page/escalate to X"), some with a
lower-case value, some with the scope phrase kept and the value changed; look-alikes (one
template, two scope names, lower-case). Run: python3 build.py (writes the JSON here)."""
import json
from pathlib import Path

LOWER = ["fernhollow", "quillby", "marrowgate", "tansywick", "oxlip", "brackenridge", "sallowmere",
         "pebblecrest", "wrenfield", "cobblestone", "driftmoor", "lanternfly"]
CAPS = ["Harrowgate", "Kittiwake", "Moonwort"]
ZH_NAMES = ["青鸾", "白泽", "玄武台", "朱雀"]
PEOPLE = ["Ines Duarte", "Kofi Mensah", "Yuki Sato", "Rafael Ortiz", "Amara Nwosu", "Lars Berg"]
ZH_PEOPLE = ["王磊", "李娜", "陈晨", "赵敏"]

EN = [  # (template, varies) – {p} scope name, {v} a value that differs between fillers when given
    ("Ask the user before adding new dependencies to {p}; lockfile churn is reviewed weekly.", None),
    ("The user wants explanations about {p} kept under five bullet points.", None),
    ("{n} is the on-call lead for {p}; check the rotation before paging anyone else.", "n"),
    ("Commit messages in {p} follow the conventional-commits style.", None),
    ("Questions about {p} billing should be routed to the finance channel.", None),
    ("Only publish release notes on behalf of {p} after legal has signed off.", None),
    ("Code review on {p} needs two approvals from maintainers.", None),
    ("Keep the changelog for {p} in reverse chronological order.", None),
    ("The user prefers that answers on {p} cite the design doc first.", None),
    ("Send weekly status summaries for {p} to {n}.", "n"),
    ("Migrations to {p} must be reversible and tested on a snapshot.", None),
    ("Never force-push to shared branches in {p}.", None),
    ("Accessibility issues in {p} are triaged within two working days.", None),
    ("The user asked that replies regarding {p} use metric units.", None),
]
ZH = [
    ("{p} 的负责人是{zn}，有问题先找他。", "zn"),
    ("给 {p} 加新依赖之前要先问用户。", None),
    ("对 {p} 的改动需要两个人评审。", None),
    ("关于 {p} 的问题，回答尽量控制在五句话以内。", None),
    ("在 {p} 里不要直接往主分支提交。", None),
    ("用户希望 {p} 相关的回答先给结论。", None),
    ("{p} 的发布说明统一用中文写。", None),
    ("替 {p} 对外发公告之前要先过法务。", None),
]


def fillers():
    out = []
    names = LOWER + CAPS
    for t, (template, varies) in enumerate(EN):
        for k in range(4):
            p = names[(t * 3 + k * 4) % len(names)]
            out.append(template.format(p=p, n=PEOPLE[(t + k) % len(PEOPLE)]))
    for t, (template, varies) in enumerate(ZH):
        for k in range(4):
            pool = names if k % 2 == 0 else ZH_NAMES
            p = pool[(t * 3 + k * 4 + k // 2) % len(pool)]
            text = template.format(p=p, zn=ZH_PEOPLE[(t + k) % len(ZH_PEOPLE)])
            out.append(text.replace(f" {p} ", p).replace(f"{p} ", p) if p in ZH_NAMES else text)
    return sorted(set(out), key=out.index)


def upd(cid, lang, phrasing, seq, question, current, stale):
    return {"id": cid, "lang": lang, "kind": "update", "variant": "value", "phrasing": phrasing,
            "sequence": seq, "question": question, "current": current, "stale": stale}


def look(cid, lang, first, second, question, current, other_question, other):
    return {"id": cid, "lang": lang, "kind": "lookalike", "variant": "scope", "phrasing": "near",
            "sequence": [first, second], "question": question, "current": current,
            "other_question": other_question, "other": other}


CASES = [
    upd("p12s-en-upd-001", "en", "near", ["The gullwing scheduler runs on cron.", "The gullwing scheduler now runs on airflow."],
        "What does the gullwing scheduler run on?", ["airflow"], ["cron"]),
    upd("p12s-en-upd-002", "en", "near", ["The thistledown exporter uses protobuf for its payloads.",
                                          "The thistledown exporter uses avro for its payloads now."],
        "Which format does the thistledown exporter use for payloads?", ["avro"], ["protobuf"]),
    upd("p12s-en-upd-003", "en", "different", ["Nightly backups of the ledger database go to s3.",
                                               "We moved the nightly ledger backups to backblaze."],
        "Where do the nightly ledger backups go?", ["backblaze"], [" s3"]),
    upd("p12s-en-upd-004", "en", "near", ["If the nightly import fails, notify Halima.",
                                          "If the nightly import fails, notify Bram from now on."],
        "Who should be notified when the nightly import fails?", ["bram"], ["halima"]),
    upd("p12s-en-upd-005", "en", "near", ["When the Puffin build breaks, page Osei.",
                                          "When the Puffin build breaks, page Greta now."],
        "Who gets paged when the Puffin build breaks?", ["greta"], ["osei"]),
    upd("p12s-en-upd-006", "en", "near", ["Escalate payment outages to Farid.",
                                          "Escalate payment outages to Noor instead of Farid."],
        "Who do payment outages get escalated to?", ["noor"], ["escalate payment outages to farid"]),
    upd("p12s-en-upd-007", "en", "near", ["The user wants answers about heronsgate in English.",
                                          "The user wants answers about heronsgate in Portuguese from now on."],
        "Which language does the user want for answers about heronsgate?", ["portuguese"], ["in english"]),
    upd("p12s-en-upd-008", "en", "near", ["Dependency upgrades to larkspur need approval from Dana.",
                                          "Dependency upgrades to larkspur now need approval from Wei."],
        "Who approves dependency upgrades to larkspur?", ["wei"], ["dana"]),
    upd("p12s-en-upd-009", "en", "near", ["The staging cluster for nettlebed is hosted in eu-west-1.",
                                          "The staging cluster for nettlebed moved to eu-central-1."],
        "Where is the nettlebed staging cluster hosted?", ["eu-central-1"], ["eu-west-1"]),
    upd("p12s-en-upd-010", "en", "near", ["Ping Jonas for access to the reporting warehouse.",
                                          "Ping Priya for access to the reporting warehouse now; Jonas changed teams."],
        "Who do I ping for access to the reporting warehouse?", ["priya"], ["ping jonas"]),
    upd("p12s-zh-upd-001", "zh", "near", ["thornapple 的数据库用的是 mysql。", "thornapple 的数据库换成 postgres 了。"],
        "thornapple 的数据库用的是什么？", ["postgres"], ["mysql"]),
    upd("p12s-zh-upd-002", "zh", "near", ["青鸾的缓存用 memcached。", "青鸾的缓存改成 redis 了。"],
        "青鸾的缓存用什么？", ["redis"], ["memcached"]),
    upd("p12s-zh-upd-003", "zh", "near", ["部署白泽之前找小李审批。", "现在部署白泽之前改成找小王审批。"],
        "部署白泽之前找谁审批？", ["小王"], ["小李"]),
    upd("p12s-zh-upd-004", "zh", "near", ["线上告警先通知周婷。", "线上告警以后先通知孙浩。"],
        "线上告警先通知谁？", ["孙浩"], ["周婷"]),
    upd("p12s-zh-upd-005", "zh", "near", ["关于 saltmarsh 的回答用英文。", "关于 saltmarsh 的回答改成用中文。"],
        "关于 saltmarsh 的回答用什么语言？", ["中文"], ["英文"]),
    upd("p12s-zh-upd-006", "zh", "near", ["玄武台的日志存在 elasticsearch 里。", "玄武台的日志迁到 loki 了。"],
        "玄武台的日志存在哪里？", ["loki"], ["elasticsearch"]),
    look("p12s-en-look-001", "en", "Avoid touching the public API of mossbank without a deprecation note.",
         "Avoid touching the public API of fenwick without a deprecation note.",
         "What must I add before touching the public API of fenwick?", ["fenwick"],
         "What must I add before touching the public API of mossbank?", ["mossbank"]),
    look("p12s-en-look-002", "en", "Greta Holm is the security reviewer for coldharbour; loop her in early.",
         "Greta Holm is the security reviewer for wildmere; loop her in early.",
         "Who is the security reviewer for wildmere?", ["wildmere"],
         "Who is the security reviewer for coldharbour?", ["coldharbour"]),
    look("p12s-en-look-003", "en", "The user wants answers about stonechat to include shell examples.",
         "The user wants answers about Bramblewood to include shell examples.",
         "What should answers about Bramblewood include?", ["bramblewood"],
         "What should answers about stonechat include?", ["stonechat"]),
    look("p12s-en-look-004", "en", "Send the monthly cost report for hazelwick to Yusuf.",
         "Send the monthly cost report for pinecrest to Marta.",
         "Who gets the monthly cost report for pinecrest?", ["marta"],
         "Who gets the monthly cost report for hazelwick?", ["yusuf"]),
    look("p12s-zh-look-001", "zh", "给 riverbend 提交代码之前先跑一遍单测。", "给 ashgrove 提交代码之前先跑一遍单测。",
         "给 ashgrove 提交代码之前要做什么？", ["ashgrove"], "给 riverbend 提交代码之前要做什么？", ["riverbend"]),
    look("p12s-zh-look-002", "zh", "wolfcrag 的技术负责人是刘洋。", "emberly 的技术负责人是吴静。",
         "emberly 的技术负责人是谁？", ["吴静"], "wolfcrag 的技术负责人是谁？", ["刘洋"]),
]


def main():
    here = Path(__file__).resolve().parent
    f = fillers()
    (here / "filler.json").write_text(json.dumps(f, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    (here / "cases.json").write_text(json.dumps(CASES, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"{len(CASES)} cases, {len(f)} fillers")


if __name__ == "__main__":
    main()
