"""Probe store for issue 31, round 11 (c11): written before tuning, run once on main, dev since.
A small store of agent facts (en/zh) for a logistics team; prompts that need a memory (most
without its words: a rare word, a glossary link, a critical rule asked in passing) and prompts
that need none (pasted logs, general questions on the store's topics, personal asides)."""
import json, pathlib

M = [
    ("p01", "Never run `flushall` on the shared Redis cluster during warehouse shift hours (06:00-22:00): the pick-list cache rebuild takes 25 minutes.", "gotcha", 10, True),
    ("p02", "The routing service (waypoint) is written in Kotlin and runs on Ktor 2 with a Postgres 15 database.", "config", 7, True),
    ("p03", "The user prefers small pull requests: under 300 changed lines, one concern each.", "preference", 6, True),
    ("p04", "仓库管理系统的接口负责人是周海燕，有问题先找她。", "fact", 6, True),
    ("p05", "Carrier label printing uses the Zebra ZPL templates in labels/; never hand-edit the generated .zpl files.", "convention", 7, True),
    ("p06", "生产数据库每晚 02:00 做快照，保留 14 天。", "config", 8, True),
    ("p07", "Mobile driver app releases ship every second Wednesday through Firebase App Distribution first, then the stores.", "decision", 6, False),
    ("p08", "Feature flags live in Flagsmith; remove a flag within two sprints after it reaches 100%.", "convention", 5, True),
    ("p09", "Do not rotate the HMAC signing key for partner webhooks without telling Nordfrakt a week ahead; their verifier caches it.", "gotcha", 9, True),
    ("p10", "团队决定用 ClickHouse 做运单事件的分析库，不再往 Postgres 里写报表。", "decision", 7, True),
    ("p11", "Terraform state for all environments is in the s3 bucket ops-tfstate with DynamoDB locking; never run apply from a laptop.", "gotcha", 9, True),
    ("p12", "Integration tests need the docker compose stack in dev/compose.yaml running (Postgres, Redis, Kafka).", "fact", 5, True),
    ("p13", "On-call hand-over is Monday 10:00; the outgoing engineer writes the summary in #ops-handover.", "convention", 5, True),
    ("p14", "前端统一用 pnpm，不要提交 package-lock.json。", "convention", 6, True),
    ("p15", "The geocoder falls back to Nominatim when the HERE quota runs out; the quota resets at midnight UTC.", "fact", 6, True),
    ("p16", "Customer-facing ETAs are rounded up to the next 15 minutes, never down.", "decision", 7, True),
]
P = [
    # need
    ("can I flush the redis cache quickly? it's 3pm and picks look stale", ["p01"], "en", "task"),
    ("is it ok to wipe every key in the cache now?", ["p01"], "en", "paraphrase"),
    ("现在下午两点，可以清空 Redis 吗？", ["p01"], "mixed", "xlang"),
    ("what language is waypoint in?", ["p02"], "en", "short"),
    ("which database does the routing service talk to", ["p02"], "en", "paraphrase"),
    ("how big should my PR be?", ["p03"], "en", "paraphrase"),
    ("WMS 接口出问题了找谁？", ["p04"], "zh", "short"),
    ("who owns the warehouse management API?", ["p04"], "en", "xlang"),
    ("I need to change the shipping label layout, where do I edit it?", ["p05"], "en", "task"),
    ("how long do we keep database snapshots?", ["p06"], "en", "xlang"),
    ("数据库备份多久做一次？", ["p06"], "zh", "paraphrase"),
    ("when does the next driver app build go out?", ["p07"], "en", "paraphrase"),
    ("the checkout_v2 flag has been fully rolled out for a month, can it stay?", ["p08"], "en", "task"),
    ("I'm going to rotate the webhook secret this afternoon", ["p09"], "en", "task"),
    ("analytics on shipment events, which store should I write them to?", ["p10"], "en", "xlang"),
    ("运单报表写到哪个库？", ["p10"], "zh", "short"),
    ("I'll just run terraform apply from my machine to fix the bucket policy", ["p11"], "en", "task"),
    ("integration tests fail with connection refused on 5432", ["p12"], "en", "log"),
    ("when is the on-call handover?", ["p13"], "en", "short"),
    ("npm install or pnpm for the dashboard?", ["p14"], "en", "xlang"),
    ("geocoding started returning Nominatim results this evening, why?", ["p15"], "en", "task"),
    ("should the ETA show 10:07 or round it?", ["p16"], "en", "paraphrase"),
    ("nordfrakt", ["p09"], "en", "keyword"),
    ("ClickHouse", ["p10"], "en", "keyword"),
    # none
    ("What's the difference between Redis and Memcached?", [], "en", "general"),
    ("How do I flush DNS cache on my Mac?", [], "en", "nearmiss"),
    ("my cat keeps knocking labels off my desk, any tips?", [], "en", "smalltalk"),
    ("Write a Kotlin function that reverses a linked list", [], "en", "coding"),
    ("How do Zoom breakout rooms work?", [], "en", "general"),
    ("Traceback (most recent call last):\n  File \"app.py\", line 12, in <module>\n    import pandas\nModuleNotFoundError: No module named 'pandas'", [], "en", "log_none"),
    ("error: failed to connect to database: connection refused (os error 111)\nerror: could not compile `demo` due to previous error", [], "en", "log_none"),
    ("npm ERR! code ERESOLVE\nnpm ERR! ERESOLVE unable to resolve dependency tree\nnpm ERR! Found: react@18.2.0", [], "en", "log_none"),
    ("Ubuntu 24.04 won't keep my laptop's time zone after reboot", [], "en", "nearmiss"),
    ("What's the default port for Postgres?", [], "en", "general"),
    ("terraform plan vs apply, what's the difference?", [], "en", "general"),
    ("怎么在 Python 里读取 CSV 文件？", [], "zh", "coding"),
    ("今天天气怎么样？", [], "zh", "smalltalk"),
    ("Docker 容器和虚拟机有什么区别？", [], "zh", "general"),
    ("Recommend a good book about distributed systems", [], "en", "general"),
    ("How do I rate-limit requests to the GitHub REST API?", [], "en", "nearmiss"),
    ("thanks, that worked", [], "en", "smalltalk"),
    ("Explain how Kafka consumer groups rebalance", [], "en", "general"),
    ("my snapshot tests in Jest keep failing after upgrading React", [], "en", "nearmiss"),
    ("What time zone is Shanghai in?", [], "en", "general"),
]
data = {"name": "probe11", "memories": [{"id": i, "text": t, "category": c, "importance": imp, "verified": v}
                                        for i, t, c, imp, v in M],
        "prompts": [{"id": f"q{n:02d}", "prompt": p, "needs": needs, "lang": lang, "kind": kind}
                    for n, (p, needs, lang, kind) in enumerate(P, 1)]}
pathlib.Path(__file__).with_name("store_probe.json").write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n")
