#!/usr/bin/env python3
"""Scale benchmark (issue 7): remember / recall / CLI / disk at 1k and 10k memories (100k with --full).

For each size N, in a fresh temporary data root (HERMES_VECTOR_BACKEND=local,
HERMES_RERANK=off):

  pre-fill        remember_many over N generated memories, in chunks; its wall time
                  and the number of dedup merges are reported. If the pre-fill runs
                  past --max-seconds it stops, reports the rate it reached, and the
                  rest is written directly in the library's file format (index.json +
                  store/*.md, marked "direct") so the read-side figures still exist.
  remember        single remember() calls on top of the pre-filled store (a sample of
                  --remember-sample new texts): p50 / p95
  index rewrite   reference: json.dumps + one atomic write (MemoryStore.write_file) of the JSON the library
                  writes for index.json at that size (json.dumps timed separately)
  recall          in-process recall(q, top_k=10) over --queries queries: p50 / p95;
                  the first recall (which embeds every memory) is reported apart
  BM25 alone      HermesLite.retriever.keyword_index().search(q)[:10]: p50 (index build apart)
  rank_bm25       BM25Okapi(tokens).get_top_n(query_tokens, docs, n=10), tokens from
                  hermes_lite.tokenize_terms on the same corpus and queries: p50
                  (dev-only extra: pip install rank_bm25; skipped when missing)
  CLI             one-shot commands as a hook or shell runs them, median of --cli-runs, each
                  run taking turns with bare `python3 -c pass` (printed next to it): `python3 -m
                  hermes_lite recall` (cached bytecode, as the installed script), `python3
                  hermes_lite.py recall` (compiles the file each run), `-m recall` with numpy
                  hidden, `-m remember` of a new text, and the first `-m recall` after such a
                  remember (it embeds the new memory and rewrites vectors.json and its
                  sidecar); `--help` both ways once
  disk            bytes per memory of every file in the data root (index, vectors, graph,
                  caches and sidecars) + store/ + rooms/, after a recall and close(); backups
                  are listed apart and not counted

  FTS5 [ref]      SQLite FTS5 (stdlib sqlite3, ORDER BY bm25()) over the same memories, in the
                  same run: a file beside the data root. Three query sets, each query timed
                  as a pair (recall, then FTS5) so load bursts hit both alike: "short" (fresh
                  generated 3-5 word queries, none run before in the process), "short_seen"
                  (the recall rows' queries, run twice already: their texts are parsed and
                  cached, the figure this row gave before 2026-12-06), "locomo" (LoCoMo questions, --locomo folder)
                  and "prompt" (~60-word hook-like prompts built from the corpus). p50 of
                  each and the ratio recall/FTS5. FTS5 matches the query's words OR'ed.
                  One-shot: `-m recall` and a bare `python3 -c` FTS5 query, in turn with
                  bare `python3 -c pass`; the first recall after opening the root in a
                  long-lived process (a new HermesLite after close()); FTS5 bytes/memory.

Ratios: recall p50 / FTS5 p50 per query set, recall p50 / rank_bm25 get_top_n p50, and remember p50 / index rewrite;
growth factors between sizes. Figures are measured, never asserted. --profile adds
cProfile tables (top functions) for recall and remember at the largest size.

The corpus is generated from templates and word lists (English and Chinese) with a
fixed --seed, so every run indexes the same texts.

Usage (from the repo root; stdlib only, rank_bm25 optional):
    python3 bench/scale.py
    python3 bench/scale.py --sizes 1000 --profile
    python3 bench/scale.py --full --max-seconds 1800 --json > scale.json
    python3 bench/scale.py --sizes 10000 --locomo /work/shared/bench/locomo
"""
from __future__ import annotations

import argparse
import atexit
import contextlib
import hashlib
import cProfile
import io
import json
import os
import pstats
import random
import re
import shutil
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import timedelta
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
SCRIPT = REPO / "hermes_lite.py"
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "bench"))
from _common import SHARED_BENCH, patched_env, write_bytecode  # noqa: E402
import hermes_lite  # noqa: E402  (the repo's module, not an installed copy)

# ---------------------------------------------------------------------------
# Corpus: templates × word lists, fixed seed
# ---------------------------------------------------------------------------

PEOPLE = ["Alice", "Bob", "Carol", "Dmitri", "Erin", "Farah", "Gustavo", "Hiro", "Ines", "Jamal", "Kenji",
          "Lena", "Marco", "Nadia", "Oscar", "Priya", "Quentin", "Rosa", "Sven", "Tariq", "Uma", "Viktor",
          "Wen", "Xavier", "Yara", "Zoltan", "小王", "李雷", "韩梅梅", "张伟", "陈静", "刘洋", "赵敏", "周杰"]
PROJECTS = ["billing", "atlas", "hermes", "orion", "payroll", "checkout", "search", "ledger", "nimbus",
            "phoenix", "kraken", "aurora", "mercury", "sentinel", "harbor", "falcon", "quartz", "juniper",
            "polaris", "cobalt", "tundra", "onyx", "vega", "saturn"]
COMPONENTS = ["API gateway", "worker pool", "scheduler", "auth service", "cache layer", "ingest pipeline",
              "reporting job", "web frontend", "mobile app", "notification service", "search indexer",
              "rate limiter", "backup cron", "admin console", "metrics exporter", "feature-flag service",
              "payment adapter", "export job", "webhook relay", "session store"]
COMPONENTS_ZH = ["网关", "调度器", "认证服务", "缓存层", "数据管道", "报表任务", "前端", "消息队列", "搜索索引",
                 "限流模块", "备份任务", "管理后台", "监控导出器", "支付适配器", "日志采集", "配置中心"]
TECH = ["Postgres", "MySQL", "Redis", "Kafka", "RabbitMQ", "SQLite", "ClickHouse", "Elasticsearch", "MongoDB",
        "Nginx", "Envoy", "Kubernetes", "Nomad", "Terraform", "Ansible", "FastAPI", "Django", "Flask", "Go",
        "Rust", "Node.js", "Deno", "gRPC", "GraphQL", "Celery", "Airflow", "DuckDB", "MinIO", "Vault", "Caddy"]
TOOLS = ["vim", "VS Code", "Emacs", "PyCharm", "tmux", "zsh", "fish", "ripgrep", "fzf", "Docker", "Podman",
         "pytest", "unittest", "black", "ruff", "mypy", "uv", "poetry", "pip-tools", "Make", "just", "htop"]
TASKS = ["code review", "quick scripts", "data analysis", "debugging", "writing docs", "refactoring",
         "profiling", "pair programming", "release notes", "load testing", "migrations", "on-call triage"]
REASONS = ["it starts faster", "the team already knows it", "the licence is simpler", "it uses less memory",
           "the docs are better", "it handles Unicode properly", "the error messages are clearer",
           "it needs no daemon", "upgrades are painless", "it was cheaper at our scale", "latency dropped by half"]
REASONS_ZH = ["部署更简单", "团队更熟悉", "性能更稳定", "成本更低", "社区更活跃", "文档更完善", "运维负担更小",
              "延迟降低了一半", "兼容旧数据", "许可证更宽松"]
FAILURES = ["timed out", "ran out of memory", "returned HTTP 502", "dropped connections", "deadlocked",
            "filled the disk", "leaked file descriptors", "served stale data", "crashed on startup"]
FAILURES_ZH = ["超时", "内存溢出", "连接被拒绝", "磁盘写满", "死锁", "返回502错误", "数据不一致", "启动失败"]
FIXES = ["rolled back to the previous build", "raised the pool size to {n}", "added an index on {col}",
         "pinned the client library to {ver}", "moved the job to off-peak hours", "increased the timeout to {secs}s",
         "restarted the pod and added a liveness probe", "split the batch into chunks of {n}"]
COLUMNS = ["user_id", "created_at", "order_id", "tenant_id", "email", "status", "updated_at", "sku"]
CITIES = ["Berlin", "Lisbon", "Osaka", "Toronto", "Nairobi", "Austin", "Warsaw", "Seoul", "Lima", "Oslo"]
CITIES_ZH = ["北京", "上海", "深圳", "杭州", "成都", "广州", "南京", "武汉", "西安", "苏州"]
FOODS = ["spicy ramen", "green tea", "dark chocolate", "oat milk lattes", "sourdough", "dumplings", "falafel"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]
ACTIONS = ["freeze", "refactor", "deprecate", "load-test", "document", "migrate", "audit", "rewrite", "shard"]
ACTIONS_ZH = ["重构", "压测", "迁移", "下线", "审计", "扩容", "灰度发布", "补充文档"]
ENVS = ["staging", "production", "dev", "QA", "canary"]
SETTINGS = ["max_connections", "batch_size", "retry_limit", "worker_count", "cache_ttl", "page_size", "queue_depth"]
TAILS = ["", "", "", " Follow up with {p2} next {wd}.", " Ticket {TKT}-{n}.", " Logged in the {proj} runbook.",
         " See the {d} retro.", " Confirmed in {city}.", " Cost went from ${n} to ${n2} a month.",
         " 相关讨论见{d}的周会记录。", " Tagged v{ver}.", " ETA {wd}, {n} story points."]

TEMPLATES_EN = [
    ("preference", "{p} prefers {tool} over {tool2} for {task} because {reason}."),
    ("decision", "We decided to use {tech} {ver} for the {proj} {comp} after the review on {d}; {reason}."),
    ("config", "The {proj} {comp} listens on port {port} and reads its config from /etc/{proj}/{file}.yaml."),
    ("event", "{p} reported that the {proj} {comp} {fail} at {hh}:{mm} on {d}; we {fix}."),
    ("project", "The deadline for {proj} milestone {n} is {d}; owner {p}, reviewer {p2}, scope: {comp}."),
    ("config", "Set {SET} to {n} in the {env} environment of {proj} ({comp})."),
    ("preference", "{p} likes {food}, works from {city} on {wd}s and prefers async updates in {tool}."),
    ("discussion", "Meeting {d}: {p} and {p2} agreed to {act} the {comp} before the {proj} {ver} release."),
    ("config", "{proj} uses {tech} with {set} = {n} and a request timeout of {secs} seconds."),
    ("event", "Bug #{n}: the {comp} {fail} when {tech} restarts in {env}; workaround is to {fix}."),
    ("decision", "{p} chose {tech} instead of {tech2} for {proj} analytics, estimated at {n} GB per day."),
    ("idea", "Idea from {p}: cache {proj} {comp} responses in {tech} for {secs}s to cut p95 latency by {pct}%."),
]
TEMPLATES_ZH = [
    ("preference", "{p}喜欢用{tool}做{task_zh}，不喜欢{tool2}，因为{reason_zh}。"),
    ("decision", "{proj}项目决定采用{tech} {ver}，原因是{reason_zh}，{d}开始迁移。"),
    ("event", "{d}的会议上，{p}和{p2}确定{comp_zh}在{proj} {ver}发布前完成{act_zh}。"),
    ("config", "{proj}的{comp_zh}端口改为{port}，配置文件路径是/etc/{proj}/{file}.conf。"),
    ("event", "{city_zh}机房的{comp_zh}在{hh}:{mm}出现{fail_zh}，{p}已经修复，影响了{n}个用户。"),
    ("project", "提醒：{proj}的第{n}个里程碑截止日期是{d}，负责人{p}，评审{p2}。"),
    ("config", "{env}环境的{proj}{comp_zh}把{SET}设置为{n}，超时{secs}秒。"),
    ("idea", "{p}建议把{proj}的{comp_zh}迁到{tech}上，预计每月节省{n}元。"),
]
TASKS_ZH = ["代码评审", "写脚本", "数据分析", "调试", "写文档", "重构", "性能分析", "发布说明"]


def _slots(rng: random.Random) -> dict:
    person, other = rng.sample(PEOPLE, 2)
    tool, tool2 = rng.sample(TOOLS, 2)
    tech, tech2 = rng.sample(TECH, 2)
    n, n2 = rng.randint(2, 9999), rng.randint(2, 9999)
    version = f"{rng.randint(1, 17)}.{rng.randint(0, 30)}"
    date = f"2026-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"
    slots = {
        "p": person, "p2": other, "tool": tool, "tool2": tool2, "tech": tech, "tech2": tech2,
        "task": rng.choice(TASKS), "task_zh": rng.choice(TASKS_ZH), "reason": rng.choice(REASONS),
        "reason_zh": rng.choice(REASONS_ZH), "proj": rng.choice(PROJECTS), "comp": rng.choice(COMPONENTS),
        "comp_zh": rng.choice(COMPONENTS_ZH), "fail": rng.choice(FAILURES), "fail_zh": rng.choice(FAILURES_ZH),
        "ver": version, "d": date, "port": rng.randint(1024, 65000), "file": rng.choice(["main", "app", "service", "prod", "local"]),
        "hh": f"{rng.randint(0, 23):02d}", "mm": f"{rng.randint(0, 59):02d}", "n": n, "n2": n2,
        "city": rng.choice(CITIES), "city_zh": rng.choice(CITIES_ZH), "food": rng.choice(FOODS),
        "wd": rng.choice(WEEKDAYS), "act": rng.choice(ACTIONS), "act_zh": rng.choice(ACTIONS_ZH),
        "env": rng.choice(ENVS), "set": rng.choice(SETTINGS), "SET": rng.choice(SETTINGS).upper(),
        "secs": rng.choice([5, 10, 15, 30, 45, 60, 90, 120, 300]), "pct": rng.randint(5, 70),
        "col": rng.choice(COLUMNS), "TKT": rng.choice(["OPS", "BIL", "SRCH", "INFRA", "SEC"]),
    }
    slots["fix"] = rng.choice(FIXES).format(**slots)
    return slots


def build_corpus(count: int, seed: int) -> list[dict]:
    """`count` distinct memory items ({"text", "category"}), ~70% English, ~30% Chinese."""
    rng = random.Random(seed)
    seen, items = set(), []
    while len(items) < count:
        category, template = rng.choice(TEMPLATES_ZH) if rng.random() < 0.3 else rng.choice(TEMPLATES_EN)
        slots = _slots(rng)
        text = template.format(**slots) + rng.choice(TAILS).format(**slots)
        if text not in seen:
            seen.add(text)
            items.append({"text": text, "category": category})
    return items


def build_queries(corpus: list[dict], count: int, seed: int) -> list[str]:
    """Half: 3-5 words (or a Chinese phrase) taken from a random memory; half: template questions."""
    rng = random.Random(seed + 1)
    questions = ["which port does {proj} {comp} use", "what does {p} prefer for {task}",
                 "why did we choose {tech} for {proj}", "{proj} deadline milestone", "{comp} {fail} workaround",
                 "{proj}项目用什么数据库", "{comp_zh}端口配置", "{p}喜欢什么工具", "{proj} {SET} setting",
                 "outage {city} {comp}"]
    queries = []
    for i in range(count):
        if i % 2:
            queries.append(rng.choice(questions).format(**_slots(rng)))
            continue
        text = rng.choice(corpus)["text"]
        words = [w for w in text.replace(",", " ").replace(";", " ").replace(".", " ").split() if len(w) > 3]
        if len(words) >= 3:
            queries.append(" ".join(rng.sample(words, min(len(words), rng.randint(3, 5)))))
        else:  # mostly Chinese: a 4-8 character span
            start = rng.randrange(max(1, len(text) - 8))
            queries.append(text[start:start + rng.randint(4, 8)])
    return queries


FILLERS = ["ok so", "I think", "can you check", "before we ship,", "remind me", "what did we say about",
           "and then", "also", "as far as I remember", "not sure but", "please look at", "we talked about"]


def build_prompts(corpus: list[dict], count: int, seed: int, words: int = 60) -> list[str]:
    """~`words`-word hook-like prompts: fillers and spans of random memories, run together."""
    rng = random.Random(seed + 2)
    prompts = []
    for _ in range(count):
        parts, total = [], 0
        while total < words:
            chunk = rng.choice(FILLERS).split() + rng.choice(corpus)["text"].split()[:rng.randint(6, 14)]
            parts.extend(chunk)
            total += len(chunk)
        prompts.append(" ".join(parts[:words]))
    return prompts


def load_locomo_questions(folder: Path, count: int) -> list[str]:
    """Up to `count` LoCoMo questions, spread evenly over the set (none when the data is missing)."""
    path = Path(folder) / "locomo_dev.json"
    if not path.is_file():
        return []
    data = json.loads(path.read_text(encoding="utf-8"))
    questions = [q["question"] for conv in data["conversations"] for q in conv["queries"]]
    step = max(1, len(questions) // max(1, count))
    return questions[::step][:count]


_FTS_WORD = re.compile(r"\w+")


def fts5_match(text: str) -> str:
    """The query's words (FTS5's unicode61 sees the same \\w runs), quoted and OR'ed."""
    words = dict.fromkeys(_FTS_WORD.findall(text.lower()))
    return " OR ".join('"' + w.replace('"', '""') + '"' for w in words)


FTS5_SQL = "SELECT rowid FROM m WHERE m MATCH ? ORDER BY bm25(m) LIMIT 10"


def fts5_build(path: Path, texts) -> sqlite3.Connection:
    """An FTS5 table of `texts` in the file `path` (the reference engine), optimized."""
    conn = sqlite3.connect(str(path))
    conn.execute("CREATE VIRTUAL TABLE m USING fts5(content)")
    conn.executemany("INSERT INTO m(content) VALUES (?)", ((t,) for t in texts))
    conn.execute("INSERT INTO m(m) VALUES ('optimize')")
    conn.commit()
    return conn


def fts5_search(conn: sqlite3.Connection, query: str) -> list:
    match = fts5_match(query)
    return conn.execute(FTS5_SQL, (match,)).fetchall() if match else []


FTS5_ONE_SHOT = ("import sqlite3,sys,re\n"
                 "w=dict.fromkeys(re.findall(r'\\w+',sys.argv[2].lower()))\n"
                 "q=' OR '.join('\"'+x.replace('\"','\"\"')+'\"' for x in w)\n"
                 "c=sqlite3.connect(sys.argv[1])\n"
                 "print(c.execute(%r,(q,)).fetchall())\n" % FTS5_SQL)


# ---------------------------------------------------------------------------
# Measurement helpers
# ---------------------------------------------------------------------------

ENV = {"HERMES_VECTOR_BACKEND": "local", "HERMES_RERANK": "off"}
UNSET = ("HERMES_LITE_ROOT", "HERMES_ENCRYPT", "HERMES_MASTER_KEY")


def pct(values, p):
    """Nearest-rank percentile (as eval_locomo)."""
    if not values:
        return float("nan")
    s = sorted(values)
    return s[min(len(s) - 1, max(0, -(-p * len(s) // 100) - 1))]


def timed(fn, *args):
    start = time.perf_counter()
    out = fn(*args)
    return time.perf_counter() - start, out


def child_env() -> dict:
    env = {k: v for k, v in os.environ.items() if k not in UNSET}
    env.update(ENV)
    return env


@contextlib.contextmanager
def hidden_numpy():
    """In this process: `import numpy` fails, as on a machine without it."""
    saved = sys.modules.get("numpy")
    sys.modules["numpy"] = None
    try:
        yield
    finally:
        if saved is None:
            sys.modules.pop("numpy", None)
        else:
            sys.modules["numpy"] = saved


def no_numpy_env() -> dict:
    """For a child process: a numpy.py that refuses to import, first on PYTHONPATH."""
    folder = Path(tempfile.mkdtemp(prefix="hl_no_numpy_"))
    atexit.register(shutil.rmtree, folder, True)
    (folder / "numpy.py").write_text("raise ImportError('numpy hidden by bench/scale.py')\n")
    return {"PYTHONPATH": os.pathsep.join(filter(None, [str(folder), os.environ.get("PYTHONPATH")]))}


def interleaved(commands: dict, runs: int) -> dict:
    """{name: median wall seconds}, the commands taking turns run by run (cwd REPO), so a load
    burst on a shared machine hits each alike. Each value makes the command for one run."""
    times = {name: [] for name in commands}
    for _ in range(runs):
        for name, make in commands.items():
            times[name].append(wall(make(), 1, cwd=REPO))
    return {name: statistics.median(values) for name, values in times.items()}


def wall(cmd, runs: int, cwd=None, env=None) -> float:
    """Median wall seconds of a subprocess (output captured; non-zero exit is an error)."""
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        proc = subprocess.run(cmd, cwd=cwd or REPO, env={**child_env(), **(env or {})}, capture_output=True, text=True)
        times.append(time.perf_counter() - start)
        if proc.returncode != 0:
            raise RuntimeError(f"{' '.join(map(str, cmd))} exited {proc.returncode}: {proc.stderr.strip()[:300]}")
    return statistics.median(times)


def direct_fill(items: list[dict], mem) -> None:
    """Write the remaining items straight into index.json + store/ in the library's format.

    Only used when the API pre-fill passed --max-seconds; no dedup, conflicts or graph
    (graph.json is rebuilt by the library when it names memories it does not know).
    """
    import secrets
    entries = dict(mem.store.entries)
    now = mem.clock()
    for n, item in enumerate(items):
        created = now - timedelta(seconds=len(items) - n)   # one second apart, oldest first
        memory_id = f"mem_{created:%Y%m%d_%H%M%S}_{secrets.token_hex(2)}"   # the spec's id format
        while memory_id in entries:
            memory_id = f"mem_{created:%Y%m%d_%H%M%S}_{secrets.token_hex(2)}"
        content, labels = mem.redactor.redact(item["text"])
        entry = {"id": memory_id, "content": content, "category": item["category"],
                 "room": mem.config["category_mapping"][item["category"]], "importance": 5,
                 "execution_verified": False, "access_count": 0, "last_accessed": None, "source": None,
                 "created_at": created.isoformat(), "redacted": labels}
        entries[memory_id] = entry
        mem.store.write_note(entry)
    data = json.dumps(list(entries.values()), ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    mem.store.write_file(hermes_lite.INDEX_NAME, data)


def disk_usage(root: Path) -> dict:
    """Apparent bytes (and allocated bytes) of every file in the data root: index, vectors,
    graph, the caches and sidecars beside them, store/ and rooms/; backups apart."""
    def size(path):
        st = path.stat()
        return st.st_size, st.st_blocks * 512
    out = {}
    for path in sorted(root.iterdir()):
        if path.is_file():
            out[path.name] = size(path)
    rooms = [size(p) for p in (root / "rooms").glob("*")]
    out["rooms/"] = (sum(s for s, _ in rooms), sum(b for _, b in rooms))
    store = [size(p) for p in (root / "store").glob("*.md")]
    out["store/"] = (sum(s for s, _ in store), sum(b for _, b in store))
    backups = [size(p) for p in (root / "backups").glob("*")]
    out["backups/ (not counted)"] = (sum(s for s, _ in backups), sum(b for _, b in backups))
    return out


def profile(fn, rows: int = 18) -> str:
    prof = cProfile.Profile()
    prof.enable()
    fn()
    prof.disable()
    buf = io.StringIO()
    stats = pstats.Stats(prof, stream=buf)
    stats.sort_stats("tottime").print_stats(rows)
    buf.write("\n--- by cumulative time ---\n")
    stats.sort_stats("cumulative").print_stats(rows)
    text = buf.getvalue()
    return "\n".join(line for line in text.splitlines() if line.strip() and not line.startswith("   Ordered by"))


# ---------------------------------------------------------------------------
# One size
# ---------------------------------------------------------------------------

def measure(size: int, corpus: list[dict], extra: list[dict], queries: list[str], args, log) -> dict:
    r: dict = {"n": size}
    root = Path(tempfile.mkdtemp(prefix=f"hl_scale_{size}_", dir=args.tmp))
    try:
        mem = hermes_lite.HermesLite(root)
        # -- pre-fill through the API, chunk by chunk, with a time guard
        items, merged, done, started = corpus[:size], 0, 0, time.perf_counter()
        chunk_times = []
        while done < size:
            chunk = items[done:done + args.chunk]
            elapsed, results = timed(mem.remember_many, chunk)
            chunk_times.append((len(chunk), elapsed))
            merged += sum(res["action"] == "merged" for res in results)
            done += len(chunk)
            log(f"  n={size}: pre-filled {done}/{size} ({time.perf_counter() - started:.1f}s, "
                f"last chunk {elapsed / len(chunk) * 1e3:.1f} ms/item)")
            if done < size and time.perf_counter() - started > args.max_seconds:
                break
        r["prefill_api_items"] = done
        r["prefill_api_s"] = time.perf_counter() - started
        r["prefill_merged"] = merged
        r["prefill_ms_per_item_last_chunk"] = chunk_times[-1][1] / chunk_times[-1][0] * 1e3
        if done < size:
            log(f"  n={size}: pre-fill passed --max-seconds={args.max_seconds}; writing the other "
                f"{size - done} memories directly")
            mem.close()
            elapsed, _ = timed(direct_fill, items[done:], mem)
            r["prefill_direct_items"] = size - done
            r["prefill_direct_s"] = elapsed
            mem = hermes_lite.HermesLite(root)
            elapsed, _ = timed(mem.caches.graph)  # graph.json is stale: the library rebuilds it
            r["graph_rebuild_s"] = elapsed
        r["memories"] = len(mem.store.entries)

        # -- reference: one atomic rewrite of index.json at this size
        ser, writes = [], []
        for _ in range(args.rewrite_runs):
            t, data = timed(lambda: json.dumps(list(mem.store.entries.values()), ensure_ascii=False,
                                               separators=(",", ":")).encode("utf-8"))
            ser.append(t)
            t, _ = timed(mem.store.write_file, ".bench_index_copy.json", data)
            writes.append(t)
        (root / ".bench_index_copy.json").unlink()
        r["index_bytes"] = len(data)
        r["index_dumps_ms"] = statistics.median(ser) * 1e3
        r["index_write_ms"] = statistics.median(writes) * 1e3
        # the reference is what the library does to rewrite index.json: serialise, then write
        r["index_rewrite_ms"] = statistics.median(a + b for a, b in zip(ser, writes)) * 1e3

        # -- single remember() on top of the store
        times, merged_sample, started = [], 0, time.perf_counter()
        for item in extra[:args.remember_sample]:
            t, res = timed(mem.remember, item["text"], item["category"])
            times.append(t)
            merged_sample += res["action"] == "merged"
            if time.perf_counter() - started > args.max_seconds:
                log(f"  n={size}: remember sample stopped at {len(times)} by --max-seconds")
                break
        r["remember_n"] = len(times)
        r["remember_merged"] = merged_sample
        r["remember_p50_ms"] = statistics.median(times) * 1e3
        r["remember_p95_ms"] = pct(times, 95) * 1e3
        if args.profile_here:
            r["profile_remember"] = profile(lambda: [mem.remember(i["text"], i["category"])
                                                     for i in extra[args.remember_sample:args.remember_sample + 20]])
        log(f"  n={size}: remember p50 {r['remember_p50_ms']:.1f} ms")

        # -- in-process recall (first call embeds every memory)
        t, _ = timed(mem.recall, "warm up the vector cache", None, 10)
        r["first_recall_s"] = t
        times = [timed(mem.recall, q, None, 10)[0] for q in queries]
        r["recall_n"] = len(times)
        r["recall_p50_ms"] = statistics.median(times) * 1e3
        r["recall_p95_ms"] = pct(times, 95) * 1e3
        if args.profile_here:
            r["profile_recall"] = profile(lambda: [mem.recall(q, None, 10) for q in queries[:50]])
        log(f"  n={size}: recall p50 {r['recall_p50_ms']:.1f} ms")
        # the same queries with numpy hidden: the standard-library-only figure
        with hidden_numpy():
            times = [timed(mem.recall, q, None, 10)[0] for q in queries]
        r["recall_stdlib_p50_ms"] = statistics.median(times) * 1e3
        r["recall_stdlib_p95_ms"] = pct(times, 95) * 1e3
        log(f"  n={size}: recall p50 without numpy {r['recall_stdlib_p50_ms']:.1f} ms")

        # -- the FTS5 reference over the same memories, each query timed as a pair with recall
        fts_path = root.parent / (root.name + ".fts5.db")
        r["fts5_path"] = str(fts_path)
        t, fts = timed(fts5_build, fts_path, [e["content"] for e in mem.store.entries.values()])
        r["fts5_build_s"] = t
        r["fts5_bytes_per_memory"] = fts_path.stat().st_size / max(1, len(mem.store.entries))
        for name, qs in args.query_sets.items():
            ours, theirs = [], []
            for q in qs:
                ours.append(timed(mem.recall, q, None, 10)[0])
                theirs.append(timed(fts5_search, fts, q)[0])
            r[f"q_{name}_recall_p50_ms"] = statistics.median(ours) * 1e3
            r[f"q_{name}_fts5_p50_ms"] = statistics.median(theirs) * 1e3
            r[f"q_{name}_ratio"] = r[f"q_{name}_recall_p50_ms"] / r[f"q_{name}_fts5_p50_ms"]
            log(f"  n={size}: {name} queries: recall p50 {r[f'q_{name}_recall_p50_ms']:.2f} ms, "
                f"FTS5 {r[f'q_{name}_fts5_p50_ms']:.2f} ms (x{r[f'q_{name}_ratio']:.2f})")
        fts.close()

        # -- BM25 alone (the library's index) and rank_bm25 on the same tokens
        def build_bm25():
            k1, b = mem.retriever.bm25_params()
            cache = hermes_lite.KeywordCache(k1, b, {w.lower() for w in mem.config["retrieval"]["stopwords"] or ()})
            cache.build(mem.store.entries)
            return cache.index
        t, bm25 = timed(build_bm25)
        r["bm25_build_s"] = t
        times = [timed(lambda q=q: bm25.search(q)[:10])[0] for q in queries]
        r["bm25_p50_ms"] = statistics.median(times) * 1e3
        r["bm25_p95_ms"] = pct(times, 95) * 1e3
        if args.rank_bm25 is not None:
            docs = [e["content"] for e in mem.store.entries.values()]
            t, okapi = timed(args.rank_bm25.BM25Okapi, [hermes_lite.tokenize_terms(d) for d in docs])
            r["rank_bm25_build_s"] = t
            times = [timed(okapi.get_top_n, hermes_lite.tokenize_terms(q), docs, 10)[0] for q in queries]
            r["rank_bm25_p50_ms"] = statistics.median(times) * 1e3
            r["rank_bm25_p95_ms"] = pct(times, 95) * 1e3
        mem.close()

        # -- disk after recall + close (vectors.json written)
        usage = disk_usage(root)
        counted = [k for k in usage if "not counted" not in k]
        r["disk"] = {k: {"bytes": v[0], "allocated": v[1]} for k, v in usage.items()}
        r["bytes_per_memory"] = sum(usage[k][0] for k in counted) / r["memories"] if r["memories"] else 0
        r["allocated_per_memory"] = sum(usage[k][1] for k in counted) / r["memories"] if r["memories"] else 0
        r["memories"] = len(json.loads((root / hermes_lite.INDEX_NAME).read_text(encoding="utf-8")))

        # -- the first recall of a long-lived process that opens the root (caches on disk)
        long_query = (args.query_sets.get("locomo") or args.query_sets["prompt"])[0]
        reopened = hermes_lite.HermesLite(root)
        r["first_recall_after_open_s"] = timed(reopened.recall, long_query, None, 10)[0]
        r["second_recall_after_open_ms"] = timed(reopened.recall, args.query_sets["prompt"][1], None, 10)[0] * 1e3
        reopened.close()
        log(f"  n={size}: first recall after opening {r['first_recall_after_open_s']:.2f} s")

        # -- one-shot commands, each next to the bare interpreter measured in turn with it
        if args.cli_runs:
            module = [sys.executable, "-m", "hermes_lite"]
            prompt = args.query_sets["prompt"][0]
            timings = interleaved({
                "bare": lambda: [sys.executable, "-c", "pass"],
                "cli_recall_long": lambda: [*module, "recall", long_query, "--root", str(root)],
                "cli_recall_prompt": lambda: [*module, "recall", prompt, "--root", str(root)],
                "cli_fts5_long": lambda: [sys.executable, "-c", FTS5_ONE_SHOT, str(fts_path), long_query],
                "cli_fts5_prompt": lambda: [sys.executable, "-c", FTS5_ONE_SHOT, str(fts_path), prompt],
            }, args.cli_runs)
            bare = timings.pop("bare")
            r["cli_bare_long_ms"] = bare * 1e3
            for key, seconds in timings.items():
                r[f"{key}_ms"] = seconds * 1e3
                r[f"{key}_over_bare_ms"] = (seconds - bare) * 1e3
                log(f"  n={size}: {key} {seconds * 1e3:.0f} ms (bare +{(seconds - bare) * 1e3:.0f})")
        if args.cli_runs and not args.fts5_only:
            query, where = queries[0], ["--root", str(root)]
            module = [sys.executable, "-m", "hermes_lite"]   # cwd=REPO: this checkout's module, cached bytecode
            texts = iter(item["text"] + f" (cli {n})" for n, item in enumerate(extra * (2 * args.cli_runs)))
            # recalls first, on a store whose vectors are all cached (the steady state a hook sees)
            timings = interleaved({
                "bare": lambda: [sys.executable, "-c", "pass"],
                "cli_recall_module": lambda: [*module, "recall", query, *where],
                "cli_recall_script": lambda: [sys.executable, str(SCRIPT), "recall", query, *where],
            }, args.cli_runs)
            timings["cli_recall_module_stdlib"] = wall([*module, "recall", query, *where], args.cli_runs,
                                                       env=no_numpy_env())
            timings["cli_remember_module"] = interleaved(
                {"remember": lambda: [*module, "remember", next(texts), *where]}, args.cli_runs)["remember"]
            # the first recall after a remember embeds the new memory, so it decodes vectors.json
            # and rewrites it and its sidecar: paid once per batch of new memories
            after = []
            for _ in range(args.cli_runs):
                wall([*module, "remember", next(texts), *where], 1)
                after.append(wall([*module, "recall", query, *where], 1))
            timings["cli_recall_after_remember_module"] = statistics.median(after)
            r["cli_bare_ms"] = timings.pop("bare") * 1e3
            for key, seconds in timings.items():
                r[f"{key}_ms"] = seconds * 1e3
                r[f"{key}_over_bare_ms"] = (seconds * 1e3) - r["cli_bare_ms"]
                log(f"  n={size}: {key} {r[key + '_ms']:.0f} ms (bare +{r[key + '_over_bare_ms']:.0f})")
    finally:
        shutil.rmtree(root, ignore_errors=True)
        (root.parent / (root.name + ".fts5.db")).unlink(missing_ok=True)
    return r


# ---------------------------------------------------------------------------
# Report
# ---------------------------------------------------------------------------

ROWS = [
    ("pre-fill remember_many (s)", "prefill_api_s", "{:.1f}"),
    ("  items via API / direct", None, None),
    ("  dedup merges in pre-fill", "prefill_merged", "{:d}"),
    ("  ms/item, last chunk", "prefill_ms_per_item_last_chunk", "{:.2f}"),
    ("remember p50 (ms)", "remember_p50_ms", "{:.2f}"),
    ("remember p95 (ms)", "remember_p95_ms", "{:.2f}"),
    ("index.json bytes", "index_bytes", "{:,d}"),
    ("index json.dumps (ms)", "index_dumps_ms", "{:.2f}"),
    ("index _atomic_write of the bytes (ms)", "index_write_ms", "{:.2f}"),
    ("index rewrite = dumps + write (ms) [ref]", "index_rewrite_ms", "{:.2f}"),
    ("first recall, embeds all (s)", "first_recall_s", "{:.2f}"),
    ("recall p50 (ms)", "recall_p50_ms", "{:.2f}"),
    ("recall p95 (ms)", "recall_p95_ms", "{:.2f}"),
    ("recall p50, numpy hidden (ms)", "recall_stdlib_p50_ms", "{:.2f}"),
    ("recall p95, numpy hidden (ms)", "recall_stdlib_p95_ms", "{:.2f}"),
    ("BM25 index build (s)", "bm25_build_s", "{:.3f}"),
    ("BM25 search+top10 p50 (ms)", "bm25_p50_ms", "{:.3f}"),
    ("BM25 search+top10 p95 (ms)", "bm25_p95_ms", "{:.3f}"),
    ("rank_bm25 build (s) [ref]", "rank_bm25_build_s", "{:.3f}"),
    ("rank_bm25 get_top_n p50 (ms) [ref]", "rank_bm25_p50_ms", "{:.3f}"),
    ("rank_bm25 get_top_n p95 (ms) [ref]", "rank_bm25_p95_ms", "{:.3f}"),
    ("bare python3 -c pass, median (ms)", "cli_bare_ms", "{:.0f}"),
    ("CLI recall, -m (ms)", "cli_recall_module_ms", "{:.0f}"),
    ("  over bare (ms)", "cli_recall_module_over_bare_ms", "{:.0f}"),
    ("CLI recall, script (ms)", "cli_recall_script_ms", "{:.0f}"),
    ("  over bare (ms)", "cli_recall_script_over_bare_ms", "{:.0f}"),
    ("CLI recall, -m, no numpy (ms)", "cli_recall_module_stdlib_ms", "{:.0f}"),
    ("CLI remember, -m (ms)", "cli_remember_module_ms", "{:.0f}"),
    ("  over bare (ms)", "cli_remember_module_over_bare_ms", "{:.0f}"),
    ("CLI recall right after a remember, -m (ms)", "cli_recall_after_remember_module_ms", "{:.0f}"),
    ("bytes / memory (apparent)", "bytes_per_memory", "{:,.0f}"),
    ("FTS5 bytes / memory [ref]", "fts5_bytes_per_memory", "{:,.0f}"),
    ("FTS5 build (s) [ref]", "fts5_build_s", "{:.2f}"),
    ("short q (fresh): recall p50 (ms)", "q_short_recall_p50_ms", "{:.2f}"),
    ("short q: FTS5 p50 (ms) [ref]", "q_short_fts5_p50_ms", "{:.2f}"),
    ("short q: ratio recall / FTS5", "q_short_ratio", "{:.2f}"),
    ("short q seen: recall p50 (ms)", "q_short_seen_recall_p50_ms", "{:.2f}"),
    ("short q seen: FTS5 p50 (ms) [ref]", "q_short_seen_fts5_p50_ms", "{:.2f}"),
    ("short q seen: ratio recall / FTS5", "q_short_seen_ratio", "{:.2f}"),
    ("LoCoMo q: recall p50 (ms)", "q_locomo_recall_p50_ms", "{:.2f}"),
    ("LoCoMo q: FTS5 p50 (ms) [ref]", "q_locomo_fts5_p50_ms", "{:.2f}"),
    ("LoCoMo q: ratio recall / FTS5", "q_locomo_ratio", "{:.2f}"),
    ("60-word prompt: recall p50 (ms)", "q_prompt_recall_p50_ms", "{:.2f}"),
    ("60-word prompt: FTS5 p50 (ms) [ref]", "q_prompt_fts5_p50_ms", "{:.2f}"),
    ("60-word prompt: ratio recall / FTS5", "q_prompt_ratio", "{:.2f}"),
    ("first recall after opening (s)", "first_recall_after_open_s", "{:.2f}"),
    ("  second recall (ms)", "second_recall_after_open_ms", "{:.1f}"),
    ("bare python3 (with the rows below) (ms)", "cli_bare_long_ms", "{:.0f}"),
    ("CLI recall LoCoMo q, over bare (ms)", "cli_recall_long_over_bare_ms", "{:.0f}"),
    ("CLI recall prompt, over bare (ms)", "cli_recall_prompt_over_bare_ms", "{:.0f}"),
    ("CLI FTS5 LoCoMo q, over bare (ms) [ref]", "cli_fts5_long_over_bare_ms", "{:.0f}"),
    ("CLI FTS5 prompt, over bare (ms) [ref]", "cli_fts5_prompt_over_bare_ms", "{:.0f}"),
    ("bytes / memory (allocated)", "allocated_per_memory", "{:,.0f}"),
    ("ratio recall p50 / get_top_n p50", "ratio_recall_topn", "{:.2f}"),
    ("ratio BM25 p50 / get_top_n p50", "ratio_bm25_topn", "{:.2f}"),
    ("ratio remember p50 / index rewrite", "ratio_remember_rewrite", "{:.2f}"),
]
GROWTH = ("q_short_recall_p50_ms", "q_locomo_recall_p50_ms", "q_prompt_recall_p50_ms",
          "q_short_fts5_p50_ms", "q_locomo_fts5_p50_ms", "q_prompt_fts5_p50_ms", "prefill_api_s", "remember_p50_ms", "index_rewrite_ms", "recall_p50_ms", "recall_stdlib_p50_ms",
          "bm25_p50_ms", "rank_bm25_p50_ms", "cli_recall_module_ms", "cli_recall_script_ms",
          "cli_remember_module_ms", "bytes_per_memory")


def add_ratios(r: dict) -> None:
    if r.get("rank_bm25_p50_ms"):
        r["ratio_recall_topn"] = r["recall_p50_ms"] / r["rank_bm25_p50_ms"]
        r["ratio_bm25_topn"] = r["bm25_p50_ms"] / r["rank_bm25_p50_ms"]
    if r.get("index_rewrite_ms"):
        r["ratio_remember_rewrite"] = r["remember_p50_ms"] / r["index_rewrite_ms"]


def short(n: int) -> str:
    return f"{n // 1000}k" if n % 1000 == 0 else str(n)


def print_report(report: dict) -> None:
    sizes = report["sizes"]
    print(f"scale bench: seed {report['seed']}, {report['queries']} queries, remember sample "
          f"{report['remember_sample']}, HERMES_VECTOR_BACKEND=local, HERMES_RERANK=off, tmp {report['tmp']}; "
          f"Python {report['python']}, hermes_lite {report['hermes_lite']} (sha256 {report['hermes_lite_sha256']})")
    print(f"corpus: {report['corpus_distinct']} distinct generated texts; "
          f"process baselines: python3 -c pass {report['bare_python_ms']:.0f} ms, "
          f"python3 -m hermes_lite --help {report['help_module_ms']:.0f} ms "
          f"(+{report['help_module_ms'] - report['bare_python_ms']:.0f} ms), "
          f"hermes_lite.py --help {report['help_ms']:.0f} ms (+{report['help_ms'] - report['bare_python_ms']:.0f} ms)")
    if report.get("rank_bm25_missing"):
        print("rank_bm25 columns skipped: " + report["rank_bm25_missing"])
    pairs = list(zip(sizes, sizes[1:]))
    head = f"| {'metric':38s} | " + " | ".join(f"{'N=' + format(s['n'], ','):>12s}" for s in sizes) \
           + "".join(f" | {'×' + short(a['n']) + '→' + short(b['n']):>9s}" for a, b in pairs) + " |"
    print()
    print(head)
    print("|" + "-" * 40 + "|" + "|".join("-" * 14 for _ in sizes) + "".join("|" + "-" * 11 for _ in pairs) + "|")
    for label, key, fmt in ROWS:
        cells = []
        for s in sizes:
            if key is None:
                cells.append(f"{s['prefill_api_items']:,}/{s.get('prefill_direct_items', 0):,}")
            elif s.get(key) is None:
                cells.append("-")
            else:
                cells.append(fmt.format(s[key]))
        growth = []
        for a, b in pairs:
            like_for_like = key != "prefill_api_s" or not (a.get("prefill_direct_items") or b.get("prefill_direct_items"))
            if key in GROWTH and like_for_like and a.get(key) and b.get(key) is not None:
                growth.append(f"{b[key] / a[key]:.1f}")
            else:
                growth.append("")
        print(f"| {label:38s} | " + " | ".join(f"{c:>12s}" for c in cells) + "".join(f" | {g:>9s}" for g in growth) + " |")
    print()
    for s in sizes:
        disk = ", ".join(f"{k} {v['bytes']:,} B" for k, v in s["disk"].items())
        extra = f"; remember-sample merges {s['remember_merged']}/{s['remember_n']}"
        if s.get("prefill_direct_items"):
            extra += (f"; direct write of {s['prefill_direct_items']:,} took {s['prefill_direct_s']:.1f}s, "
                      f"graph rebuild {s['graph_rebuild_s']:.1f}s")
        print(f"N={s['n']:,}: {s['memories']:,} memories on disk; {disk}{extra}")
    for s in sizes:
        for key in ("profile_remember", "profile_recall"):
            if key in s:
                print()
                print(f"=== cProfile {key.split('_')[1]} at N={s['n']:,} "
                      f"({'20 single remembers' if key == 'profile_remember' else '50 recalls'}) ===")
                print(s[key])


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(
        description="Scale benchmark for hermes_lite: remember/recall/CLI/disk at 1k and 10k memories.",
        epilog="example: python3 bench/scale.py --sizes 1000,10000 --profile --max-seconds 900")
    parser.add_argument("--sizes", default="1000,10000", help="comma-separated store sizes (default 1000,10000)")
    parser.add_argument("--full", action="store_true", help="also run N=100000")
    parser.add_argument("--seed", type=int, default=7, help="corpus seed (default 7)")
    parser.add_argument("--queries", type=int, default=100, help="recall queries per size (default 100)")
    parser.add_argument("--remember-sample", type=int, default=200, help="single remember() calls timed per size (default 200)")
    parser.add_argument("--chunk", type=int, default=500, help="items per remember_many call in the pre-fill (default 500)")
    parser.add_argument("--max-seconds", type=float, default=600.0,
                        help="guard per phase: the API pre-fill (then direct writes) and the remember sample (default 600)")
    parser.add_argument("--rewrite-runs", type=int, default=10, help="index rewrite repetitions, median kept (default 10)")
    parser.add_argument("--cli-runs", type=int, default=10, help="CLI runs per measurement, median kept; 0 skips (default 10)")
    parser.add_argument("--locomo", default=str(SHARED_BENCH / "locomo"),
                        help="folder with locomo_dev.json: its questions are one query set (default ../shared/bench/locomo)")
    parser.add_argument("--prompts", type=int, default=50, help="~60-word prompts per size (default 50)")
    parser.add_argument("--fts5-only", action="store_true",
                        help="skip the older one-shot rows (script, no numpy, remember): the FTS5 comparison only")
    parser.add_argument("--profile", action="store_true", help="cProfile remember and recall at the largest size")
    parser.add_argument("--tmp", help="parent folder for the temporary data roots (default: the system temp dir)")
    parser.add_argument("--quiet", action="store_true", help="no progress lines on stderr")
    parser.add_argument("--json", dest="as_json", action="store_true", help="print one JSON document instead of the table")
    args = parser.parse_args(argv)
    try:
        sizes = sorted({int(x) for x in args.sizes.split(",") if x.strip()} | ({100_000} if args.full else set()))
    except ValueError:
        parser.error("--sizes takes whole numbers, e.g. 1000,10000")
    if not sizes or min(sizes) < 1:
        parser.error("--sizes needs positive numbers")
    try:
        import rank_bm25
    except ImportError:
        rank_bm25 = None
    args.rank_bm25 = rank_bm25

    def log(msg):
        if not args.quiet:
            print(msg, file=sys.stderr, flush=True)

    started = time.perf_counter()
    total = max(sizes) + args.remember_sample + 20
    corpus = build_corpus(total, args.seed)
    extra = corpus[max(sizes):]
    queries = build_queries(corpus[:min(sizes)], args.queries, args.seed)
    locomo = load_locomo_questions(Path(args.locomo), args.queries)
    if not locomo:
        log(f"no LoCoMo questions in {args.locomo}: that query set is skipped")
    # the FTS5 pairs get fresh short queries: `queries` has run twice in the process by then
    # (recall, then numpy hidden), so its texts are parsed and cached already; "short_seen" keeps
    # that earlier figure beside it (it read ~2x faster than fresh queries in process)
    seen = set(queries)
    fresh = [q for q in build_queries(corpus[:min(sizes)], 2 * args.queries, args.seed + 100) if q not in seen]
    args.query_sets = {"short": fresh[:args.queries], "short_seen": queries, **({"locomo": locomo} if locomo else {}),
                       "prompt": build_prompts(corpus[:min(sizes)], args.prompts, args.seed)}
    log(f"corpus of {len(corpus):,} texts built in {time.perf_counter() - started:.1f}s")
    report = {"seed": args.seed, "queries": len(queries), "remember_sample": args.remember_sample,
              "corpus_distinct": len(corpus), "tmp": args.tmp or tempfile.gettempdir(),
              "python": sys.version.split()[0], "hermes_lite": hermes_lite.__version__, "hermes_lite_sha256": hashlib.sha256(Path(hermes_lite.__file__).read_bytes()).hexdigest()[:12], "sizes": []}
    if rank_bm25 is None:
        report["rank_bm25_missing"] = "rank_bm25 is not installed (dev-only extra: pip install rank_bm25)"
        log("rank_bm25 not installed: skipping its columns (pip install rank_bm25)")
    with patched_env({**ENV, **{k: None for k in UNSET}}):
        runs = max(1, args.cli_runs)
        write_bytecode()
        baseline = interleaved({"bare": lambda: [sys.executable, "-c", "pass"],
                                "help_module": lambda: [sys.executable, "-m", "hermes_lite", "--help"],
                                "help_script": lambda: [sys.executable, str(SCRIPT), "--help"]}, runs)
        report["bare_python_ms"] = baseline["bare"] * 1e3
        report["help_ms"] = baseline["help_script"] * 1e3
        report["help_module_ms"] = baseline["help_module"] * 1e3
        for size in sizes:
            args.profile_here = args.profile and size == max(sizes)
            result = measure(size, corpus, extra, queries, args, log)
            add_ratios(result)
            report["sizes"].append(result)
    report["total_s"] = time.perf_counter() - started
    if args.as_json:
        print(json.dumps(report, ensure_ascii=False, indent=2))
    else:
        print_report(report)
        print(f"\ntotal bench time {report['total_s']:.0f}s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
