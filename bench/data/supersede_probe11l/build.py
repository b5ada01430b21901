#!/usr/bin/env python3
"""supersede_probe11l: same-template fillers about different subjects (issue 26, round 11, l11).

Written before any change. ~40 sentence templates (English and Chinese) each filled with 3-6
invented projects, services, repos, teams or people AND a differing value, so two fillers of one
template differ in their subject and in their value: none may supersede another. The name sits
in varied places: sentence subject, possessive, "for X", "X 的", a compound ("x-api"), at the
end, a person as owner. A few real updates (same subject, new value, with and without a switch
phrase) check that true updates still supersede. Run: python3 build.py (writes the JSON here)."""
import json
import random
from pathlib import Path

PROJECTS = ["Atlas", "Borealis", "Cinder", "Dunmore", "Ember", "Fathom", "Garnet", "Halcyon", "Ingot",
            "Jasper", "Kestrel", "Lumen", "Mistral", "Nimbus", "Onyx", "Pylon", "Quartz", "Rowan",
            "Saffron", "Tamarack", "Umbra", "Vesper", "Wicket", "Yarrow", "Zephyr"]
PEOPLE = ["Ivy", "Ravi", "Marta", "Kenji", "Olu", "Sanna", "Tomás", "Wen", "Priya", "Dario", "Leila", "Bram"]
ZH_PEOPLE = ["王磊", "李娜", "陈晨", "赵敏", "刘洋", "周婷", "孙浩", "吴静"]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]
ZH_DAYS = ["周一", "周二", "周三", "周四", "周五"]
ZH_PARTS = ["上午", "下午", "晚上"]
CI = ["GitHub Actions", "Buildkite", "Jenkins", "CircleCI", "GitLab CI"]
DBS = ["Postgres", "MySQL", "MongoDB", "Cassandra", "DynamoDB"]
TOOLS = ["LaunchDarkly", "Unleash", "Flagsmith", "ConfigCat"]
VAULTS = ["Vault", "AWS Secrets Manager", "Doppler", "1Password"]
ZH_TOOLS = ["Apollo", "Nacos", "Consul", "etcd"]
CHANNELS = ["#ops-alerts", "#oncall", "#incidents", "#sre"]
BRANCHES = ["main", "develop", "trunk", "master"]

EN = [
    "The {P} team reviews its roadmap every {day}.",
    "{N} owns the {P} billing dashboard.",
    "CI for {p}-api runs on {ci}.",
    "{P}'s staging database is refreshed every {day} night.",
    "The {P} service listens on port {port}.",
    "Deploys of {p}-web go out at {hour} UTC.",
    "{N} is the release manager for {P}.",
    "Error budgets for {P} are reviewed by {N}.",
    "Feature flags for {P} are managed in {tool}.",
    "The {p}-worker queue retries failed jobs {k} times.",
    "Questions about the {P} importer go to {N}.",
    "{P} uses {db} as its primary datastore.",
    "Logs from {P} are kept for {days} days.",
    "The on-call rotation for {P} hands over on {day}.",
    "{N} maintains the {p}-cli package.",
    "Incident reviews for {P} happen on {day} afternoons.",
    "The {P} mobile app ships every {k} weeks.",
    "Our main contact at {P} is {N}.",
    "The public API of {P} allows {rate} requests per minute.",
    "Secrets for {p}-api live in {vault}.",
    "Load tests against {P} run every {day}.",
    "The default branch of the {p} repo is {branch}.",
]
ZH = [
    "{P} 的发布窗口是{zday}{part}。",
    "{zN}负责 {P} 项目的周报。",
    "{P} 服务的超时时间是 {k} 秒。",
    "{p}-api 的 CI 跑在 {ci} 上。",
    "{P} 团队每{zday}开周会。",
    "{P} 的日志保留 {days} 天。",
    "{P} 的主数据库用的是 {db}。",
    "有关 {P} 的问题找{zN}。",
    "{zN}是 {P} 的值班负责人。",
    "{P} 的测试环境每{zday}重置一次。",
    "{P} 仓库的默认分支是 {branch}。",
    "{P} 每 {k} 周发一个版本。",
    "{P} 的监控告警发到 {chan} 频道。",
    "{P} 的接口限流是每分钟 {rate} 次。",
    "{P} 的配置放在 {ztool} 里。",
    "上线 {P} 之前要先找{zN}确认。",
    "{P} 的产品经理是{zN}。",
    "{p}-web 的前端构建用 {k} 个并发。",
]


def fill(template, name, rng):
    return template.format(P=name, p=name.lower(), N=rng.choice(PEOPLE), zN=rng.choice(ZH_PEOPLE),
                           day=rng.choice(DAYS), zday=rng.choice(ZH_DAYS), part=rng.choice(ZH_PARTS),
                           ci=rng.choice(CI), db=rng.choice(DBS), tool=rng.choice(TOOLS), vault=rng.choice(VAULTS),
                           ztool=rng.choice(ZH_TOOLS), chan=rng.choice(CHANNELS), branch=rng.choice(BRANCHES),
                           port=rng.choice([8080, 8443, 9000, 7001, 5005]), hour=rng.choice(["09:00", "14:00", "17:30"]),
                           k=rng.choice([2, 3, 4, 5, 6, 8]), days=rng.choice([7, 14, 30, 90]),
                           rate=rng.choice([60, 120, 600, 1000]))


def fillers(seed=11):
    rng = random.Random(seed)
    out = []
    for template in EN + ZH:
        names = rng.sample(PROJECTS, rng.randint(3, 6))
        seen = set()
        for name in names:
            text = fill(template, name, rng)
            if text not in seen:
                seen.add(text)
                out.append(text)
    return out


def upd(i, lang, seq, question, current, stale):
    return {"id": f"p11l-{lang}-upd-{i:03d}", "lang": lang, "kind": "update", "variant": "value",
            "phrasing": "near", "sequence": seq, "question": question, "current": current, "stale": stale}


# subjects not in PROJECTS, so a case never shares its subject with a filler
CASES = [
    upd(1, "en", ["CI for marlow-api runs on Jenkins.", "CI for marlow-api now runs on Buildkite."],
        "What does CI for marlow-api run on?", ["Buildkite"], ["Jenkins"]),
    upd(2, "en", ["The Pelham service listens on port 8080.", "The Pelham service now listens on port 9443."],
        "Which port does the Pelham service listen on?", ["9443"], ["8080"]),
    upd(3, "en", ["Tarn uses MySQL as its primary datastore.", "Tarn moved its primary datastore from MySQL to Postgres."],
        "What is Tarn's primary datastore?", ["Postgres"], ["MySQL"]),
    upd(4, "en", ["Logs from Ostrava are kept for 14 days.", "Logs from Ostrava are now kept for 60 days."],
        "How long are Ostrava logs kept?", ["60 days"], ["14 days"]),
    upd(5, "en", ["Feature flags for Brisk are managed in Unleash.",
                  "We switched Brisk's feature flags from Unleash to LaunchDarkly."],
        "Where are Brisk feature flags managed?", ["LaunchDarkly"], ["Unleash"]),
    upd(6, "zh", ["Corvid 的发布窗口是周二晚上。", "Corvid 的发布窗口改到周四下午了。"],
        "Corvid 的发布窗口是什么时候？", ["周四下午"], ["周二晚上"]),
    upd(7, "zh", ["Sable 服务的超时时间是 30 秒。", "Sable 服务的超时时间调整为 45 秒。"],
        "Sable 服务的超时时间是多少？", ["45 秒"], ["30 秒"]),
    upd(8, "zh", ["Larch 的配置放在 Apollo 里。", "Larch 的配置中心改用 Nacos 了。"],
        "Larch 的配置放在哪里？", ["Nacos"], ["Apollo"]),
    upd(9, "zh", ["Wren 的日志保留 7 天。", "Wren 的日志现在保留 30 天。"],
        "Wren 的日志保留多久？", ["30 天"], ["7 天"]),
    upd(10, "zh", ["Heron 的产品经理是王磊。", "Heron 的产品经理换成李娜了。"],
        "Heron 的产品经理是谁？", ["李娜"], ["王磊"]),
]


if __name__ == "__main__":
    here = Path(__file__).parent
    texts = fillers()
    assert len(texts) == len(set(texts))
    (here / "filler.json").write_text(json.dumps(texts, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    (here / "cases.json").write_text(json.dumps(CASES, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"{len(CASES)} cases, {len(texts)} filler texts")
