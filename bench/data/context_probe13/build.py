#!/usr/bin/env python3
"""Own probe for issue 31, round 13 (g13): one store of agent facts in the shape an agent keeps
them (env vars, KEY=value, hosts and ports, versions, CLI flags, owners, Chinese and English),
with natural questions in English, Chinese and mixed, most phrased without the memory's words
or in the other language, and no-memory prompts of which many share a word (a port, a tool,
a number) with a memory by chance. The prompts are split in two halves over the same memories:
half A (folder a/) is the one tuned on, half B (folder b/) is run once on main and once on the
branch at the end. Written before any change and run once on main first.

    python3 bench/data/context_probe13/build.py   # writes a/store_quayside.json, b/store_quayside.json
"""
import json
from pathlib import Path

HERE = Path(__file__).resolve().parent


def mem(i, text, category, importance, verified=True):
    return {"id": i, "text": text, "category": category, "importance": importance, "verified": verified}


MEMORIES = [
    mem("m1", "Set DATABASE_URL=postgres://app@db-main.internal:5433/quayside before running migrations; "
              "the default port 5432 is the analytics replica.", "config", 8),
    mem("m2", "Redis for the job queue runs on cache-02.internal:6380, not the default port.", "config", 6),
    mem("m3", "生产环境的日志保留 14 天，超过的自动归档到 S3 的 quayside-logs 桶。", "config", 6),
    mem("m4", "We pinned Celery to 5.3.6; 5.4.0 broke the retry backoff on our worker pool.", "gotcha", 7),
    mem("m5", "Nadia Ferreira owns the billing service; page her for anything touching invoices.", "people", 6),
    mem("m6", "发版前必须跑 make smoke，冒烟测试没过不许合并到 release 分支。", "convention", 8),
    mem("m7", "Feature flags live in LaunchDarkly; never hard-code a flag's default to true in the client.",
        "convention", 7),
    mem("m8", "The staging cluster is k8s-stg-eu1 in Frankfurt; prod is k8s-prd-eu1. kubectl contexts are "
              "named the same.", "config", 6),
    mem("m9", "The user prefers type hints on every public function and mypy --strict in CI.", "preference", 5),
    mem("m10", "API rate limit for partners is 600 requests per minute per key; above that the gateway "
               "returns 429.", "config", 6),
    mem("m11", "周三下午两点到四点是数据库维护窗口，期间不要跑任何批量导入。", "decision", 9),
    mem("m12", "Secrets come from Vault at vault.quayside.io via the VAULT_ROLE=quayside-api role; .env "
               "files are for local dev only.", "convention", 8),
    mem("m13", "前端用 pnpm 不用 npm，锁文件是 pnpm-lock.yaml，CI 里装依赖要加 --frozen-lockfile。", "convention", 7),
    mem("m14", "Backups: nightly pg_dump to the quayside-backup bucket at 01:30 UTC, kept for 30 days; "
               "restore drills every quarter.", "config", 7),
]

# (half, prompt, needs, lang, kind)
NEEDS = [
    ("A", "which port is the main database on?", "m1", "en", "paraphrase"),
    ("B", "迁移之前要设置哪个环境变量？", "m1", "zh", "cross_lang"),
    ("A", "Is 5432 the right port for running migrations?", "m1", "en", "identifier"),
    ("B", "what host does the job queue's redis live on?", "m2", "en", "paraphrase"),
    ("A", "队列用的 Redis 端口是多少？", "m2", "mixed", "cross_lang"),
    ("A", "How long do we keep production logs?", "m3", "en", "cross_lang"),
    ("B", "Where do old logs end up after they expire?", "m3", "en", "cross_lang"),
    ("A", "Can I bump celery to the latest version?", "m4", "en", "paraphrase"),
    ("B", "what went wrong with 5.4.0?", "m4", "en", "identifier"),
    ("B", "Celery 升级有什么坑吗？", "m4", "mixed", "cross_lang"),
    ("A", "Who should I talk to about an invoice bug?", "m5", "en", "paraphrase"),
    ("B", "账单服务出问题找谁？", "m5", "zh", "cross_lang"),
    ("A", "What do I need to run before merging into the release branch?", "m6", "en", "cross_lang"),
    ("B", "how do we smoke test before a release?", "m6", "en", "cross_lang"),
    ("B", "Where are feature flags managed?", "m7", "en", "paraphrase"),
    ("A", "新功能开关在哪里配置？", "m7", "zh", "cross_lang"),
    ("A", "Is it fine to default the new checkout flag to true in the app?", "m7", "en", "paraphrase"),
    ("A", "what's the kubectl context for staging?", "m8", "en", "identifier"),
    ("B", "生产集群叫什么名字？", "m8", "zh", "cross_lang"),
    ("B", "which region is staging in?", "m8", "en", "paraphrase"),
    ("B", "Do I need type annotations on this helper?", "m9", "en", "paraphrase"),
    ("A", "CI 里 mypy 用什么参数？", "m9", "mixed", "cross_lang"),
    ("A", "How many requests can a partner make per minute?", "m10", "en", "paraphrase"),
    ("B", "A partner is getting 429s from us, why?", "m10", "en", "identifier"),
    ("A", "合作方接口的限流是多少？", "m10", "zh", "cross_lang"),
    ("B", "Can I run the bulk import on Wednesday afternoon?", "m11", "en", "cross_lang"),
    ("A", "When is the database maintenance window?", "m11", "en", "cross_lang"),
    ("A", "where do secrets come from in production?", "m12", "en", "paraphrase"),
    ("B", "what's the VAULT_ROLE for the api?", "m12", "en", "identifier"),
    ("B", "生产环境的密钥从哪里读？", "m12", "zh", "cross_lang"),
    ("B", "should I use npm install for the frontend?", "m13", "en", "cross_lang"),
    ("A", "Which package manager does the frontend use?", "m13", "en", "cross_lang"),
    ("A", "CI fails with a lockfile error on the frontend install, what flag do we use?", "m13", "en",
     "cross_lang"),
    ("B", "how often do we back up the database?", "m14", "en", "paraphrase"),
    ("A", "数据库备份保留多久？", "m14", "zh", "cross_lang"),
    ("B", "how often do we practice restoring from a backup?", "m14", "en", "paraphrase"),
]

NONE = [
    ("A", "How do I change the default port of a Postgres server?", "en"),
    ("B", "What is Redis used for in general?", "en"),
    ("A", "Write a bash script that deletes log files older than 14 days.", "en"),
    ("B", "Explain how Celery's retry backoff works.", "en"),
    ("A", "写一个 Python 函数计算发票金额的税。", "mixed"),
    ("B", "What's a smoke test, in simple terms?", "en"),
    ("A", "How do feature flags differ from config files?", "en"),
    ("B", "kubectl 怎么查看所有 pod 的日志？", "mixed"),
    ("A", "What does mypy's --strict flag enable?", "en"),
    ("B", "What does HTTP status 429 mean?", "en"),
    ("A", "周末有什么好看的电影推荐吗？", "zh"),
    ("B", "How do I read environment variables in Go?", "en"),
    ("A", "Thanks, that worked!", "en"),
    ("B", "npm 和 yarn 有什么区别？", "mixed"),
    ("A", "How do I restore a single table from a pg_dump file?", "en"),
    ("B", "Translate 'maintenance window' into German.", "en"),
    ("A", "What's the capital of Portugal?", "en"),
    ("B", "Refactor this function to use a dictionary instead of an if/else chain.", "en"),
    ("A", "Vault 和 AWS Secrets Manager 哪个好？", "mixed"),
    ("B", "How do I set up S3 lifecycle rules to archive objects?", "en"),
    ("A", "Can you summarize the plot of Dune?", "en"),
    ("B", "如何在 Django 里写一个中间件？", "mixed"),
    ("A", "What time zone is Frankfurt in?", "en"),
    ("B", "Give me a regex for validating email addresses.", "en"),
    ("A", "Is Python's GIL going away in 3.13?", "en"),
    ("B", "帮我写一个快速排序。", "zh"),
    ("A", "What's the difference between a Deployment and a StatefulSet in Kubernetes?", "en"),
    ("B", "How do I pin a dependency version in requirements.txt?", "en"),
    ("A", "I'm feeling tired today, any tips for focus?", "en"),
    ("B", "What is the default port for Redis?", "en"),
    ("A", "Explain type hints in Python to a beginner.", "en"),
    ("B", "LaunchDarkly 是什么公司？", "mixed"),
    ("A", "How do rate limiters like the token bucket work?", "en"),
    ("B", "Write a SQL query that finds duplicate invoices.", "en"),
    ("A", "Convert 600 requests per minute to requests per second.", "en"),
    ("B", "How should I name git branches?", "en"),
]


def main():
    for half in "AB":
        prompts = [{"id": f"{half}-q{n:02d}", "prompt": p, "needs": [m], "lang": lang, "kind": kind}
                   for n, (h, p, m, lang, kind) in enumerate(NEEDS, 1) if h == half]
        prompts += [{"id": f"{half}-n{n:02d}", "prompt": p, "needs": [], "lang": lang, "kind": "none"}
                    for n, (h, p, lang) in enumerate(NONE, 1) if h == half]
        folder = HERE / half.lower()
        folder.mkdir(exist_ok=True)
        store = {"name": f"probe13 quayside half {half} ({len(MEMORIES)} memories)", "memories": MEMORIES,
                 "prompts": prompts}
        (folder / "store_quayside.json").write_text(json.dumps(store, ensure_ascii=False, indent=1) + "\n",
                                                    encoding="utf-8")
        print(half, sum(1 for p in prompts if p["needs"]), "need,", sum(1 for p in prompts if not p["needs"]), "none")


if __name__ == "__main__":
    main()
