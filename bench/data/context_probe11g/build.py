#!/usr/bin/env python3
"""Probe store for issue 31's retrieval half (helper g11, round 11): written by hand before any
tuning, run once on main, then dev data. Agent facts in English and Chinese; questions that
name a memory's topic in other words (same-language paraphrase), in the other language
(cross-language), or split / join a compound ("code freeze" / "codefreeze"). Run it padded:

    python3 bench/context_facts.py bench/data/context_probe11g --pad 1000 --in-process --backends local
"""
import json
from pathlib import Path

MEMORIES = [
    ("p01", "The quarterly penetration test by Redline Security starts on March 3; freeze firewall changes that week", "decision", 8),
    ("p02", "Never run database migrations on production during business hours (09:00-18:00 CET)", "gotcha", 10),
    ("p03", "发版前必须在预发环境跑完整的回归测试", "convention", 7),
    ("p04", "The on-call rotation changes every Monday at 10:00; handover happens in #ops-handover", "convention", 6),
    ("p05", "订单服务的数据库连接池上限是 80，超过会报 too many connections", "config", 7),
    ("p06", "Our CDN is Cloudflare; purge the cache with the purge-all script after a frontend release", "config", 6),
    ("p07", "用户上传的头像存放在 S3 的 avatars-prod 桶里，保留 90 天", "config", 5),
    ("p08", "Code review needs two approvals, one of them from the owning team", "convention", 6),
    ("p09", "日志保留 30 天，之后自动归档到冷存储", "config", 5),
    ("p10", "The mobile app's crash reporting goes to Sentry project mobile-ios", "config", 5),
    ("p11", "每周五下午不允许上线，周四晚上八点后封版", "gotcha", 9),
    ("p12", "Backups of the main Postgres cluster run nightly at 02:00 UTC and are kept for 14 days", "config", 8),
    ("p13", "支付回调接口的超时时间设置为 15 秒", "config", 6),
    ("p14", "Feature flags live in LaunchDarkly; remove a flag within two sprints of full rollout", "convention", 5),
    ("p15", "Wang Lei is the owner of the search service; ask him before changing the ranking", "decision", 6),
    ("p16", "测试环境的 Redis 每天凌晨会被清空", "gotcha", 6),
    ("p17", "The API rate limit for partners is 600 requests per minute per key", "config", 7),
    ("p18", "数据保护负责人是刘芳，所有个人数据导出都要她审批", "decision", 8),
    ("p19", "Invoices are generated on the first business day of each month by the billing cron", "config", 6),
    ("p20", "前端统一用 pnpm 管理依赖，不要提交 package-lock.json", "convention", 6),
    ("p21", "The staging database is refreshed from an anonymised production snapshot every Sunday", "config", 5),
    ("p22", "SSL certificates are renewed automatically by cert-manager 30 days before expiry", "config", 5),
    ("p23", "新员工入职第一周只读权限，不能访问生产数据库", "convention", 7),
    ("p24", "The year-end code freeze runs from December 18 to January 4", "decision", 9),
]

PROMPTS = [
    # same language, other words
    ("q01", "when is the pentest this quarter?", ["p01"], "en", "paraphrase"),
    ("q02", "can I apply heavy schema changes to the live DB at 11am?", ["p02"], "en", "paraphrase"),
    ("q03", "who is on call this week and when does it switch?", ["p04"], "en", "paraphrase"),
    ("q04", "how do I clear the edge cache after shipping the web app?", ["p06"], "en", "paraphrase"),
    ("q05", "how many approvals does a PR need?", ["p08"], "en", "paraphrase"),
    ("q06", "where do iOS crashes get reported?", ["p10"], "en", "paraphrase"),
    ("q07", "how long do we keep DB backups?", ["p12"], "en", "paraphrase"),
    ("q08", "when should I delete a feature toggle?", ["p14"], "en", "paraphrase"),
    ("q09", "who should I talk to before I touch search relevance?", ["p15"], "en", "paraphrase"),
    ("q10", "how many calls per minute can a partner make?", ["p17"], "en", "paraphrase"),
    ("q11", "when does billing produce invoices?", ["p19"], "en", "paraphrase"),
    ("q12", "is the pre-prod database a copy of prod data?", ["p21"], "en", "paraphrase"),
    ("q13", "do we renew TLS certs by hand?", ["p22"], "en", "paraphrase"),
    ("q14", "when does the codefreeze start at year end?", ["p24"], "en", "compound"),
    ("q15", "订单服务连接数最多能开多少？", ["p05"], "zh", "paraphrase"),
    ("q16", "日志要存多久？", ["p09"], "zh", "paraphrase"),
    ("q17", "周五能发布吗？", ["p11"], "zh", "paraphrase"),
    ("q18", "新同事能不能查线上库？", ["p23"], "zh", "paraphrase"),
    # cross-language
    ("x01", "do we have to run regression tests on staging before a release?", ["p03"], "en", "xlang"),
    ("x02", "what's the connection pool limit of the order service database?", ["p05"], "en", "xlang"),
    ("x03", "where are user avatars stored?", ["p07"], "en", "xlang"),
    ("x04", "how long are logs kept?", ["p09"], "en", "xlang"),
    ("x05", "can we deploy on Friday afternoon?", ["p11"], "en", "xlang"),
    ("x06", "what's the timeout on the payment callback?", ["p13"], "en", "xlang"),
    ("x07", "why is the test Redis empty every morning?", ["p16"], "en", "xlang"),
    ("x08", "who is the data protection officer?", ["p18"], "en", "xlang"),
    ("x09", "which package manager does the frontend use?", ["p20"], "en", "xlang"),
    ("x10", "can new hires access the production database?", ["p23"], "en", "xlang"),
    ("x11", "渗透测试什么时候开始？", ["p01"], "zh", "xlang"),
    ("x12", "工作时间可以在生产环境跑数据库迁移吗？", ["p02"], "zh", "xlang"),
    ("x13", "代码评审需要几个人批准？", ["p08"], "zh", "xlang"),
    ("x14", "数据库备份保留多少天？", ["p12"], "zh", "xlang"),
    ("x15", "合作方接口的限流是多少？", ["p17"], "zh", "xlang"),
    ("x16", "年底封版从哪天开始？", ["p24"], "zh", "xlang"),
    ("x17", "证书是自动续期的吗？", ["p22"], "zh", "xlang"),
    # need nothing
    ("n01", "write a python function that reverses a linked list", [], "en", "coding"),
    ("n02", "what's the capital of Australia?", [], "en", "general"),
    ("n03", "帮我写一个快速排序", [], "zh", "coding"),
    ("n04", "thanks, that worked", [], "en", "smalltalk"),
    ("n05", "how do I center a div in CSS?", [], "en", "general"),
]

store = {"name": "probe11g",
         "memories": [{"id": i, "text": t, "category": c, "importance": imp, "verified": True} for i, t, c, imp in MEMORIES],
         "prompts": [{"id": i, "prompt": p, "needs": n, "lang": lang, "kind": k} for i, p, n, lang, k in PROMPTS]}
Path(__file__).with_name("store_probe11g.json").write_text(json.dumps(store, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
