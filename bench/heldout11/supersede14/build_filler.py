#!/usr/bin/env python3
"""Build filler.json: 300 unrelated agent-style memories (seeded; one made-up codename subject each)."""
import json
import random
from pathlib import Path

SEED = 1414
N_FILLER = 300

A = ["amber", "basalt", "cobalt", "dune", "ember", "fjord", "garnet", "hazel", "indigo", "juniper",
     "kelp", "larch", "marl", "nimbus", "onyx", "pebble", "quartz", "russet", "sable", "tundra",
     "umber", "vesper", "willow", "xenon", "yarrow", "zephyr"]
B = ["fox", "wren", "loom", "gate", "kite", "moth", "reef", "spire", "vale", "crane", "lark", "pike",
     "forge"]
PEOPLE_EN = ["Bogdan", "Celeste", "Dmitri", "Esme", "Farid", "Gwen", "Hiro", "Ines", "Jasper", "Kofi",
             "Leona", "Mateo", "Nadia", "Oskar", "Pilar", "Quinn", "Rosa", "Stellan", "Tariq", "Uma",
             "Viggo", "Wanda", "Yusuf", "Zora"]
PEOPLE_ZH = ["邓凯", "方圆", "顾晨", "韩雪", "黄磊", "江涛", "康宁", "梁爽", "马骁", "潘婷", "钱坤",
             "任杰", "宋雨", "唐亮", "魏然", "夏天", "许诺", "杨帆", "叶青", "袁野", "郑凯", "朱琳"]
LANGS = ["Rust", "Elixir", "Scala", "TypeScript", "Java", "C++", "Ruby", "Haskell", "Zig", "OCaml"]
STORES = ["SQLite", "DynamoDB", "Cassandra", "MongoDB", "etcd", "FoundationDB", "ScyllaDB"]
NS = ["batch", "edge", "tools", "platform-sys", "jobs", "internal", "sandbox"]

EN = [
    "The {n} service listens on port {port}.",
    "{N} writes its temp files under /var/lib/{n}/tmp.",
    "Run `make -C services/{n} test` to run the {n} unit tests.",
    "{UP}_WORKERS={k} in the {n} deployment manifest.",
    "The {n} cleanup cron runs at {hh}:{mm} UTC.",
    "{person} is the point of contact for anything about {n}.",
    "{N} keeps its state in {store}, keyspace {n}_state.",
    "The {n} dashboard lives at https://dash.example.net/d/{n}-overview.",
    "{N} uses a {k}-minute lock timeout when it reconciles.",
    "Logs for {n} are shipped to the index logs-{n}-*.",
    "{N} is deployed as a DaemonSet in the {ns} namespace.",
    "Build artifacts for {n} go to s3://{n}-artifacts/builds/.",
    "Secrets for {n} are under vault kv/apps/{n}.",
    "{N} exposes its health check at /healthz on port {port}.",
    "The {n} HTTP client retries {k} times with jitter.",
    "{N} is written in {lang}.",
    "To reset {n} locally: rm -rf .cache/{n} && ./bin/{n} init",
    "The feature flag key for {n} is ff_{n}_enabled.",
    "Alerts for {n} go to the #{n}-alerts Slack channel.",
    "The {n} protobuf schema is in proto/{n}/v1/{n}.proto.",
    "{n} config: config/{n}.toml sets max_batch = {big}.",
    "When {n} fails with ERR_{UP}_LOCK, delete /tmp/{n}.lock and restart it.",
    "The {n} consumer reads the Kafka topic {n}.events.v1.",
    "{person} wrote the runbook for {n}: docs/runbooks/{n}.md.",
    "{N} needs the env var {UP}_API_KEY set before it starts.",
    "The {n} migrations live in db/migrations/{n}/ and run with ./bin/migrate {n}.",
    "gRPC calls to {n} must set a deadline of {k}00ms.",
    "{N} tags its metrics with component={n}.",
]
ZH = [
    "{n} 服务监听 {port} 端口。",
    "{n} 的日志在 /data/logs/{n} 目录下。",
    "{n} 的负责人是{zperson}。",
    "{n} 每天 {hh}:{mm} 跑一次对账任务。",
    "{n} 的配置文件是 conf/{n}.yaml。",
    "{n} 是用 {lang} 写的。",
    "本地调试 {n} 用 ./run.sh {n} --dev。",
    "{n} 的告警发到 #{n}-告警 群。",
    "{n} 的数据表前缀是 t_{n}_。",
    "{n} 的 Redis key 前缀是 {n}:cache:。",
    "{n} 部署在 {ns} 命名空间。",
    "{n} 的接口文档在 docs/{n}/api.md。",
    "{n} 报 {UP}_TIMEOUT 错误时先重启它的 sidecar。",
    "{n} 的镜像是 registry.example.cn/{n}:stable。",
    "{n} 单次批量处理 {big} 条消息。",
    "{n} 的状态存在 {store} 里。",
    "{n} 的健康检查地址是 /healthz，端口 {port}。",
    "{n} 的运维手册由{zperson}维护，在 docs/runbooks/{n}.md。",
    "{n} 启动前需要设置环境变量 {UP}_TOKEN。",
    "{n} 的监控面板在 https://dash.example.net/d/{n}。",
]


def main():
    rng = random.Random(SEED)
    names = [a + b for a in A for b in B]
    rng.shuffle(names)
    names = names[:N_FILLER]
    ports = rng.sample(range(10000, 19999), N_FILLER)
    texts = []
    for i, n in enumerate(names):
        zh = i % 9 in (1, 4, 7)  # about one in three in Chinese
        tpl = rng.choice(ZH if zh else EN)
        vals = dict(n=n, N=n[0].upper() + n[1:], UP=n.upper(), port=ports[i],
                    k=rng.randint(2, 9), big=rng.choice([64, 128, 256, 512, 2048]),
                    hh=f"{rng.randint(0, 23):02d}", mm=rng.choice(["05", "10", "20", "35", "40", "50"]),
                    person=rng.choice(PEOPLE_EN), zperson=rng.choice(PEOPLE_ZH),
                    lang=rng.choice(LANGS), store=rng.choice(STORES), ns=rng.choice(NS))
        texts.append(tpl.format(**vals))
    assert len(set(texts)) == N_FILLER
    Path(__file__).with_name("filler.json").write_text(json.dumps(texts, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {len(texts)} filler texts")


if __name__ == "__main__":
    main()
