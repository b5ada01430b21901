"""Probe store for issue 31, round 12 (n12, the neural side): written before any tuning, run once
on main fb86639, dev from then on. A veterinary-clinic SaaS team's facts (en/zh, 30 written by
hand), padded to 300 with generated same-topic memories about other invented components (ports,
owners, timeouts, runbooks; a third in Chinese) that no prompt needs. Prompts: natural questions
that need one memory, mostly without its words, and prompts that need none: general questions in
English and Chinese on the store's own topics (Kubernetes, Stripe, time zones), coding requests,
small talk, word-sharing near misses and pasted logs.

    python3 bench/data/context_probe12n/build.py      # writes store_probe12n.json beside it
    python3 bench/context_facts.py bench/data/context_probe12n --backends neural --in-process --misses
"""
import json
import pathlib
import random

M = [
    ("k01", "The appointment service (burrow) is an Elixir/Phoenix app backed by Postgres 15; the read replica serves the reports page.", "config", 7, True),
    ("k02", "Never run database migrations on the clinic shards between 07:00 and 20:00 local time: clinics book appointments all day.", "gotcha", 10, True),
    ("k03", "疫苗提醒短信通过 Twilio 发送，每条消息不能超过 160 个字符。", "config", 7, True),
    ("k04", "The user wants commit messages in the imperative mood with the ticket id first (VET-123: Add ...).", "preference", 5, True),
    ("k05", "Invoices are rendered as PDFs by the ledger worker with WeasyPrint; the fonts live in assets/fonts.", "fact", 5, True),
    ("k06", "我们决定把前端从 Vue 2 迁移到 SvelteKit，新页面一律用 SvelteKit 写。", "decision", 7, True),
    ("k07", "Lab results from IDEXX arrive as HL7 files in the sftp drop every 15 minutes; the importer deletes them after parsing.", "fact", 6, True),
    ("k08", "Staging is reset from an anonymised production snapshot every Sunday night; don't keep test data there that you need on Monday.", "gotcha", 6, True),
    ("k09", "Pet owner phone numbers are stored in E.164 format; the UI shows them in national format.", "convention", 5, True),
    ("k10", "Rollbar is our error tracker; on-call is paged only for errors tagged severity:critical.", "config", 6, True),
    ("k11", "生产环境的 Kubernetes 集群在阿里云杭州区，命名空间按诊所分组。", "config", 7, True),
    ("k12", "Do not delete a clinic's data without a signed export request; the law requires keeping medical records for 5 years.", "gotcha", 9, True),
    ("k13", "Code review needs two approvals for anything touching billing/, one elsewhere.", "convention", 6, True),
    ("k14", "Search across patient records uses Meilisearch, reindexed nightly at 03:30.", "config", 6, True),
    ("k15", "Feature flags are FunWithFlags in the Elixir apps; flags are named clinic_<feature>.", "convention", 5, True),
    ("k16", "Dr. Amara Osei is the product owner for the dental module; ask her before changing dental charts.", "people", 6, True),
    ("k17", "The mobile app (Pawprint) is React Native; iOS builds go through Bitrise, never from laptops.", "decision", 6, False),
    ("k18", "预约提醒邮件在就诊前 24 小时和 2 小时各发一次。", "config", 5, True),
    ("k19", "Stripe webhooks must be idempotent: we store event ids in stripe_events and skip repeats.", "convention", 8, True),
    ("k20", "Load tests run with k6 from the perf/ folder; never point them at production.", "gotcha", 9, True),
    ("k21", "Prices shown to clients include VAT; internally all amounts are integer cents without VAT.", "convention", 7, True),
    ("k22", "The deadline for the online booking widget is September 30; marketing has already announced it.", "deadline", 7, True),
    ("k23", "日志统一发到 Loki，保留 30 天；更早的日志去 S3 归档里找。", "config", 6, True),
    ("k24", "Appointment times are stored in UTC and rendered in the clinic's own time zone, never the browser's.", "convention", 7, True),
    ("k25", "The user works from Lisbon and is usually offline after 18:00 their time.", "people", 4, False),
    ("k26", "Secrets live in Doppler; CI pulls them at build time and no .env file is ever committed.", "convention", 8, True),
    ("k27", "The inventory module counts vaccine stock per batch number; expired batches are hidden, not deleted.", "fact", 5, True),
    ("k28", "兽医排班表从 Google Sheets 导入，每天早上 6 点同步一次。", "fact", 5, True),
    ("k29", "Controlled drugs (ketamine, opioids) need a second vet's sign-off in the dispensing screen; it is a legal requirement.", "gotcha", 9, True),
    ("k30", "The API rate limit for partner integrations is 600 requests per minute per clinic.", "config", 6, True),
]

P = [  # (prompt, needs, lang, kind)
    ("can I run the schema change on the clinic databases right now? it's 11am", ["k02"], "en", "task"),
    ("what framework is the booking backend written in?", ["k01"], "en", "question"),
    ("短信提醒最长能写多少字？", ["k03"], "zh", "question"),
    ("how long can a vaccine reminder text be?", ["k03"], "en", "cross_lang"),
    ("how should I word the commit for ticket VET-88?", ["k04"], "en", "question"),
    ("the invoice PDF shows the wrong typeface, where does it come from?", ["k05"], "en", "task"),
    ("which framework should the new settings page use?", ["k06"], "en", "cross_lang"),
    ("新页面用什么前端框架？", ["k06"], "zh", "question"),
    ("yesterday's bloodwork results never showed up in the app, how do they get in?", ["k07"], "en", "task"),
    ("I left some fixtures on staging last week and now they're gone", ["k08"], "en", "task"),
    ("what format do we save phone numbers in?", ["k09"], "en", "question"),
    ("why didn't anyone get woken up for this 500 error?", ["k10"], "en", "question"),
    ("which cloud region is production in?", ["k11"], "en", "cross_lang"),
    ("a clinic that left us asked us to wipe all their data, can I just drop it?", ["k12"], "en", "task"),
    ("how many approvals does a billing PR need?", ["k13"], "en", "question"),
    ("patient search results have been stale since this morning", ["k14"], "en", "task"),
    ("what should I call the new flag for online booking?", ["k15"], "en", "question"),
    ("who signs off on changes to the dental chart?", ["k16"], "en", "question"),
    ("I'll build the iPhone app on my MacBook and upload it myself", ["k17"], "en", "task"),
    ("预约前多久会发邮件提醒？", ["k18"], "zh", "question"),
    ("we received the same payment event twice from Stripe", ["k19"], "en", "task"),
    ("let me aim the load test at prod to get realistic numbers", ["k20"], "en", "task"),
    ("should the price on the appointment summary include tax?", ["k21"], "en", "question"),
    ("when is the booking widget due?", ["k22"], "en", "short"),
    ("where do I find logs from two months ago?", ["k23"], "en", "cross_lang"),
    ("the appointment shows 9am but the clinic says it was booked for 10am", ["k24"], "en", "task"),
    ("is it ok to message the user at 8pm?", ["k25"], "en", "question"),
    ("where do I put the new API key for the SMS provider?", ["k26"], "en", "question"),
    ("what happens to vaccine batches past their expiry date?", ["k27"], "en", "question"),
    ("the vet rota is out of date, when does it refresh?", ["k28"], "en", "cross_lang"),
    ("only one vet is on shift tonight, can she dispense ketamine alone?", ["k29"], "en", "critical_implicit"),
    ("what's the throttle on the partner API?", ["k30"], "en", "question"),
    ("生产环境用的是哪家云？", ["k11"], "zh", "question"),
    ("staging 的数据什么时候会被重置？", ["k08"], "mixed", "question"),
    ("临床记录要保存多少年？", ["k12"], "zh", "cross_lang"),
    ("Meilisearch", ["k14"], "en", "short"),
    # need none
    ("What is a Kubernetes namespace?", [], "en", "none_general"),
    ("How does Postgres MVCC work?", [], "en", "none_general"),
    ("What is the difference between UTC and GMT?", [], "en", "none_general"),
    ("Explain idempotency in REST APIs", [], "en", "none_general"),
    ("What's a good way to learn Elixir?", [], "en", "none_general"),
    ("How does Stripe's pricing compare with Adyen's?", [], "en", "none_general"),
    ("What does HL7 stand for?", [], "en", "none_general"),
    ("Kubernetes 里的命名空间是干什么用的？", [], "zh", "none_general"),
    ("什么是幂等性？", [], "zh", "none_general"),
    ("Redis 和 Memcached 有什么区别？", [], "mixed", "none_general"),
    ("怎么学习 Rust？", [], "mixed", "none_general"),
    ("解释一下 TCP 三次握手", [], "mixed", "none_general"),
    ("夏令时是怎么回事？", [], "zh", "none_general"),
    ("React Native 和 Flutter 哪个更好？", [], "mixed", "none_general"),
    ("Write a Python function that merges two sorted lists", [], "en", "none_code"),
    ("写一个 SQL 查询，统计每个月的订单数", [], "mixed", "none_code"),
    ("Give me a regex that validates an email address in JavaScript", [], "en", "none_code"),
    ("Refactor this loop into a list comprehension: for x in xs: if x > 0: out.append(x * 2)", [], "en", "none_code"),
    ("thanks, that worked!", [], "en", "none_smalltalk"),
    ("my dog just learned to open the fridge", [], "en", "none_smalltalk"),
    ("周末去爬山了，好累", [], "zh", "none_smalltalk"),
    ("my cat needs her rabies shot, any tips for the vet visit?", [], "en", "none_wordshare"),
    ("how do I format a phone number column in Excel?", [], "en", "none_wordshare"),
    ("what's the best font for a CV?", [], "en", "none_wordshare"),
    ("how many browser tabs is too many?", [], "en", "none_wordshare"),
    ("Traceback (most recent call last):\n  File \"scrape.py\", line 8, in <module>\n    soup = BeautifulSoup(html)\nNameError: name 'BeautifulSoup' is not defined", [], "en", "none_log"),
    ("Error: read ECONNRESET\n    at TLSWrap.onStreamRead (node:internal/stream_base_commons:217:20)", [], "en", "none_log"),
]

COMPONENTS = ["otter-sync", "lark-gateway", "mossbank", "pinecone-jobs", "quill-export", "saffron-auth",
              "tansy-cache", "umber-queue", "vetch-audit", "wren-notify", "yarrow-pdf", "zinnia-stats",
              "alder-forms", "birch-imports", "cobalt-ledger", "dune-scheduler", "ember-files", "fennel-chat",
              "garnet-sso", "heron-maps", "iris-labels", "juniper-crm", "kestrel-sms", "lupin-reports",
              "marten-billing", "nettle-search", "oriole-sync", "plover-ocr", "quartz-metrics", "rowan-backup"]
PEOPLE = ["Tomasz", "Ines", "Kwame", "Sofia", "Raj", "Mei", "Lucas", "Hana", "Oskar", "Priya", "陈静", "王磊", "刘洋"]
EN = [
    "{c} listens on port {port} inside the cluster.",
    "{c} is owned by {p}; page them for incidents.",
    "The request timeout for {c} is {n} seconds.",
    "The runbook for {c} is on the wiki under ops/{c}.",
    "{c} writes its metrics to the {c}_stats table every {n} minutes.",
    "{c} retries a failed job {k} times before giving up.",
    "The feature flag {c}_v{k} is at {n}% rollout.",
    "{c} is deployed with the helm chart in charts/{c}.",
]
ZH = [
    "{c} 的负责人是 {p}，出问题先找 {p}。",
    "{c} 的超时时间是 {n} 秒。",
    "{c} 在集群里监听 {port} 端口。",
    "{c} 每 {n} 分钟同步一次数据。",
    "{c} 的告警发到 #{c} 频道。",
]


def padding(count: int) -> list:
    rng = random.Random(12)
    out, seen = [], set()
    while len(out) < count:
        c = rng.choice(COMPONENTS)
        template = rng.choice(ZH) if rng.random() < 0.33 else rng.choice(EN)
        text = template.format(c=c, p=rng.choice(PEOPLE), port=rng.randrange(3000, 9999),
                               n=rng.choice([5, 10, 15, 20, 30, 45, 60, 90]), k=rng.randrange(2, 6))
        if text in seen:
            continue
        seen.add(text)
        out.append((f"kpad{len(out) + 1:03d}", text, rng.choice(["config", "fact", "people", "convention"]),
                    rng.choice([4, 5, 5, 6]), rng.random() < 0.8))
    return out


def main() -> None:
    memories = M + padding(300 - len(M))
    store = {"name": "probe12n",
             "memories": [{"id": i, "text": t, "category": c, "importance": imp, "verified": v}
                          for i, t, c, imp, v in memories],
             "prompts": [{"id": f"n-q{n + 1:03d}", "prompt": p, "needs": needs, "lang": lang, "kind": kind}
                         for n, (p, needs, lang, kind) in enumerate(P)]}
    path = pathlib.Path(__file__).with_name("store_probe12n.json")
    path.write_text(json.dumps(store, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"{path}: {len(store['memories'])} memories, {sum(1 for p in P if p[1])} need / "
          f"{sum(1 for p in P if not p[1])} none")


if __name__ == "__main__":
    main()
