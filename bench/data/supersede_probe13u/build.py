#!/usr/bin/env python3
"""supersede_probe13u: an update whose new sentence does not share the old one's shape (issue 26,
round 13, u13). Written before any change, in the shape of agent memory: ports, env vars and
KEY=value lines, config keys, hosts, versions, clock times written two ways, owners, Chinese and
mixed phrasings. Half A (cases_a) is tuned on; half B (cases_b) was written at the same time and is
run once at the end, on main and on the branch, as a held-out check. A look-alike names
other things than the updates do (one store holds every case: a shared first text would merge). Fillers: the same classes
said of other services (one template, many subjects, other values): none may supersede another.
Run: python3 build.py (writes a/ and b/ here, each with cases.json and filler.json)."""
import json
from pathlib import Path

HERE = Path(__file__).resolve().parent


def upd(cid, lang, old, new, question, current, stale, phrasing="different"):
    return {"id": cid, "lang": lang, "kind": "update", "variant": "value", "phrasing": phrasing,
            "sequence": [old, new], "question": question, "current": current, "stale": stale}


def alike(cid, lang, first, second, question, current, other_question, other, phrasing="different"):
    return {"id": cid, "lang": lang, "kind": "lookalike", "variant": "subject", "phrasing": phrasing,
            "sequence": [first, second], "question": question, "current": current,
            "other_question": other_question, "other": other}


A = [
    upd("a-u01", "en", "The API listens on port 8080.", "We moved the api to port 9090 last week.",
        "Which port does the API listen on?", ["9090"], ["8080"]),
    upd("a-u02", "en", "export ORCHARD_DB_URL=postgres://db1.internal:5432/orchard before running migrations.",
        "ORCHARD_DB_URL now points at postgres://db2.internal:5432/orchard.",
        "What is ORCHARD_DB_URL set to?", ["db2.internal"], ["db1.internal"]),
    upd("a-u03", "mixed", "ticketing-svc 的端口是 7100。", "ticketing-svc moved to port 7300 after the cutover.",
        "ticketing-svc 用哪个端口？", ["7300"], ["7100"]),
    upd("a-u04", "en", "The nightly backup job runs at 2:00 AM.", "Nightly backup job now kicks off at 03:30.",
        "When does the nightly backup job run?", ["03:30"], ["2:00"]),
    upd("a-u05", "en", "Grafana for the kelp cluster lives at grafana.kelp.internal.",
        "We migrated kelp's grafana to dash.kelp.internal.",
        "Where is grafana for the kelp cluster?", ["dash.kelp.internal"], ["grafana.kelp.internal"]),
    upd("a-u06", "zh", "redis 缓存服务的最大内存是 2gb。", "把 redis 缓存服务的内存上限调到了 4gb。",
        "redis 缓存服务的内存上限是多少？", ["4gb"], ["2gb"]),
    upd("a-u07", "en", "Our CI image uses Node 18.", "We upgraded the CI image to Node 20.",
        "Which Node version does the CI image use?", ["node 20"], ["node 18"]),
    upd("a-u08", "en", "The marigold queue has max_retries set to 5.", "bumped max_retries on the marigold queue to 8",
        "What is max_retries for the marigold queue?", ["8"], ["to 5"]),
    upd("a-u09", "en", "PAYMENTS_TIMEOUT_MS=3000 in the payments service env.",
        "payments service: PAYMENTS_TIMEOUT_MS raised to 4500 because of slow acquirers.",
        "What is PAYMENTS_TIMEOUT_MS?", ["4500"], ["3000"]),
    upd("a-u10", "en", "Staging database host: db-stg-01.corp.", "The staging db moved over to db-stg-07.corp on Monday.",
        "What is the staging database host?", ["db-stg-07"], ["db-stg-01"]),
    upd("a-u11", "mixed", "订单服务监听 8443 端口。", "order service 现在跑在 9443 上了。",
        "订单服务的端口是多少？", ["9443"], ["8443"]),
    upd("a-u12", "en", "The standup is at 9:30 every weekday.", "Standup got pushed to 10am.",
        "What time is standup?", ["10am"], ["9:30"]),
    upd("a-u13", "en", "Set HERON_WORKERS=4 when running heron locally.", "For local heron runs, HERON_WORKERS should be 12 now.",
        "What should HERON_WORKERS be for local heron runs?", ["12"], ["=4"]),
    upd("a-u14", "zh", "网关的超时时间是 30 秒。", "我们把网关超时改成了 60 秒。",
        "网关超时时间是多少？", ["60"], ["30 秒"]),
    upd("a-u15", "en", "The search API's rate limit is 200 requests per minute.", "Raised search api rate limiting to 500/min.",
        "What is the search API's rate limit?", ["500"], ["200"]),
    upd("a-n01", "en", "The crawler listens on port 6100.", "The crawler listens on port 6200 now.",
        "Which port does the crawler listen on?", ["6200"], ["6100"], phrasing="near"),
    alike("a-l01", "en", "The quote API listens on port 8080.", "We moved the admin console to port 9090 last week.",
          "Which port does the admin console use?", ["9090"], "Which port does the quote API listen on?", ["8080"]),
    alike("a-l02", "en", "export LARCH_DB_URL=postgres://db1.larch.internal:5432/larch before running migrations.",
          "LARCH_CACHE_URL now points at redis://cache2.larch.internal:6379/0.",
          "What is LARCH_CACHE_URL set to?", ["cache2.larch"], "What is LARCH_DB_URL set to?", ["db1.larch"]),
    alike("a-l03", "mixed", "refund-svc 的端口是 7100。", "billing-svc moved to port 7300 after the cutover.",
          "Which port does billing-svc use?", ["7300"], "refund-svc 用哪个端口？", ["7100"]),
    alike("a-l04", "en", "The nightly vacuum job runs at 2:00 AM.", "The weekly report job now kicks off at 03:30.",
          "When does the weekly report job run?", ["03:30"], "When does the nightly vacuum job run?", ["2:00"]),
    alike("a-l05", "zh", "memcached 缓存服务的最大内存是 2gb。", "把 kafka 服务的内存上限调到了 4gb。",
          "kafka 服务的内存上限是多少？", ["4gb"], "memcached 缓存服务的内存上限是多少？", ["2gb"]),
    alike("a-l06", "en", "Our build image uses Node 18.", "We upgraded the docs site to Node 20.",
          "Which Node version does the docs site use?", ["node 20"], "Which Node version does the build image use?", ["node 18"]),
    alike("a-l07", "en", "Staging cache host: cache-stg-01.corp.", "The production cache moved over to cache-prd-07.corp on Monday.",
          "What is the production cache host?", ["cache-prd-07"], "What is the staging cache host?", ["cache-stg-01"]),
    alike("a-l08", "en", "Set WREN_WORKERS=4 when running wren locally.", "For local wren runs, WREN_BATCH should be 12 now.",
          "What should WREN_BATCH be?", ["12"], "What should WREN_WORKERS be?", ["=4"]),
    alike("a-l09", "en", "The ledger API listens on port 8081.", "The ledger API's metrics endpoint moved to port 9100.",
          "Which port is the ledger API's metrics endpoint on?", ["9100"], "Which port does the ledger API listen on?", ["8081"]),
]

B = [
    upd("b-u01", "en", "The image resizer serves on port 5050.", "resizer was moved onto 5151 during the migration",
        "What port is the image resizer on?", ["5151"], ["5050"]),
    upd("b-u02", "en", "Before running the seeders, export SEED_REGION=eu-west-1.",
        "SEED_REGION is us-east-2 these days, not eu-west-1.",
        "What is SEED_REGION?", ["us-east-2"], ["eu-west-1"]),
    upd("b-u03", "mixed", "payroll-api 跑在 4100 端口。", "We switched payroll-api over to port 4200.",
        "payroll-api 的端口是多少？", ["4200"], ["4100"]),
    upd("b-u04", "en", "Log rotation happens daily at 23:00.", "log rotation now happens at 11:30 pm",
        "When does log rotation happen?", ["11:30"], ["23:00"]),
    upd("b-u05", "en", "The artifact mirror is at mirror.osprey.lan.", "We repointed the osprey artifact mirror to cache.osprey.lan.",
        "Where is the artifact mirror?", ["cache.osprey.lan"], ["mirror.osprey.lan"]),
    upd("b-u06", "zh", "消息队列的分区数是 12。", "消息队列扩容后分区数变成 24 了。",
        "消息队列有多少个分区？", ["24"], ["12"]),
    upd("b-u07", "en", "The linter runs on Python 3.10.", "Bumped the linter's python to 3.12.",
        "Which Python does the linter run on?", ["3.12"], ["3.10"]),
    upd("b-u08", "en", "walrus.pool.size: 16", "The walrus pool size went up to 32 after the load test.",
        "What is the walrus pool size?", ["32"], ["16"]),
    upd("b-u09", "en", "In the ingest container, KAFKA_LAG_ALERT=5000.",
        "We changed KAFKA_LAG_ALERT in the ingest container to 20000.",
        "What is KAFKA_LAG_ALERT in the ingest container?", ["20000"], ["=5000"]),
    upd("b-u10", "en", "The sandbox cluster's ingress host is in.sbx.example.net.",
        "sandbox ingress moved to edge.sbx.example.net",
        "What is the sandbox cluster's ingress host?", ["edge.sbx"], ["in.sbx"]),
    upd("b-u11", "mixed", "库存服务的端口是 8800。", "inventory service 换到了 8900 端口。",
        "库存服务的端口是多少？", ["8900"], ["8800"]),
    upd("b-u12", "en", "The release freeze starts at 6 pm on Thursdays.", "Release freeze now begins at 16:00 on Thursdays.",
        "When does the release freeze start?", ["16:00"], ["6 pm"]),
    upd("b-u13", "en", "export PIPER_CONCURRENCY=2 before the piper smoke tests.", "piper smoke tests need PIPER_CONCURRENCY at 6 now.",
        "What is PIPER_CONCURRENCY for the piper smoke tests?", ["6"], ["=2"]),
    upd("b-u14", "zh", "上传接口的大小上限是 10mb。", "上传接口上限已经放宽到 25mb。",
        "上传接口的大小上限是多少？", ["25mb"], ["10mb"]),
    upd("b-u15", "en", "The mail relay accepts 50 connections at most.", "Increased the mail relay's connection cap to 120.",
        "How many connections does the mail relay accept?", ["120"], ["50"]),
    upd("b-n01", "en", "The tracer listens on port 4317.", "The tracer listens on port 4318 now.",
        "Which port does the tracer listen on?", ["4318"], ["4317"], phrasing="near"),
    alike("b-l01", "en", "The pdf renderer serves on port 5050.", "thumbnailer was moved onto 5151 during the migration",
          "What port is the thumbnailer on?", ["5151"], "What port is the pdf renderer on?", ["5050"]),
    alike("b-l02", "en", "Before running the fixtures, export FIXTURE_REGION=eu-west-1.", "FIXTURE_BUCKET is fixtures-prod these days.",
          "What is FIXTURE_BUCKET?", ["fixtures-prod"], "What is FIXTURE_REGION?", ["eu-west-1"]),
    alike("b-l03", "mixed", "invoice-api 跑在 4100 端口。", "We switched ledger-api over to port 4200.",
          "What port is ledger-api on?", ["4200"], "invoice-api 的端口是多少？", ["4100"]),
    alike("b-l04", "en", "Index compaction happens daily at 23:00.", "Cache warmup now happens at 11:30 pm",
          "When does cache warmup happen?", ["11:30"], "When does index compaction happen?", ["23:00"]),
    alike("b-l05", "zh", "事件总线的分区数是 12。", "日志主题扩容后分区数变成 24 了。",
          "日志主题有多少个分区？", ["24"], "事件总线有多少个分区？", ["12"]),
    alike("b-l06", "en", "The formatter runs on Python 3.10.", "Bumped the notebook server's python to 3.12.",
          "Which Python does the notebook server run on?", ["3.12"], "Which Python does the formatter run on?", ["3.10"]),
    alike("b-l07", "en", "In the enrich container, KAFKA_LAG_LIMIT=5000.", "We changed KAFKA_LAG_LIMIT in the replay container to 20000.",
          "What is KAFKA_LAG_LIMIT in the replay container?", ["20000"], "What is KAFKA_LAG_LIMIT in the enrich container?", ["5000"]),
    alike("b-l08", "mixed", "会员服务的端口是 8800。", "pricing service 换到了 8900 端口。",
          "pricing service 的端口是多少？", ["8900"], "会员服务的端口是多少？", ["8800"]),
    alike("b-l09", "en", "The sms relay accepts 50 connections at most.", "Increased the sms relay's retry cap to 120.",
          "What is the sms relay's retry cap?", ["120"], "How many connections does the sms relay accept?", ["50"]),
]

SERVICES = ["quartzline", "bellweather", "fennick", "tollgate", "sparrowhawk", "ironbark", "mistral", "larchmont"]
ZH_SERVICES = ["账单", "风控", "推荐", "搜索", "通知", "画像"]
KEYS = ["QUEUE_DEPTH", "CACHE_TTL", "WORKER_COUNT", "RETRY_LIMIT"]
PEOPLE = ["Ngozi", "Henrik", "Paloma", "Dmitri", "Aiko", "Tariq", "Beatriz", "Olu"]


def fillers():
    out = []
    for i, s in enumerate(SERVICES):
        port = 7000 + 37 * i
        out += [
            f"The {s} service listens on port {port}.",
            f"export {s.upper()}_{KEYS[i % 4]}={10 + i} before running {s} tests.",
            f"{s}.pool.size: {8 + 2 * i}",
            f"The {s} nightly job runs at {1 + i % 5}:{15 * (i % 4):02d} AM.",
            f"{PEOPLE[i]} owns the {s} deploy pipeline.",
            f"The {s} worker image uses Python 3.{8 + i % 4}.",
            f"{s} staging host is {s}-stg-0{i + 1}.corp.",
            f"We moved {s}'s dashboards to grafana-{i}.corp last month.",
        ]
    for i, s in enumerate(ZH_SERVICES):
        out += [
            f"{s}服务的端口是 {8100 + 11 * i}。",
            f"{s}服务的超时时间是 {5 * (i + 1)} 秒。",
            f"{s} 服务部署了 {2 + i} 个副本。",
        ]
    return out


def main():
    filler = fillers()
    for name, cases in (("a", A), ("b", B)):
        folder = HERE / name
        folder.mkdir(exist_ok=True)
        (folder / "cases.json").write_text(json.dumps(cases, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
        (folder / "filler.json").write_text(json.dumps(filler, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
        print(name, len(cases), "cases,", len(filler), "fillers")


if __name__ == "__main__":
    main()
