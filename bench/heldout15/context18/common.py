"""Shared pool of no-memory prompts (general knowledge, small talk, unrelated tasks).

Split deterministically (fixed seed) into three disjoint parts, one per store.
None of these bears on any store's memories.
"""
import json
import random

SEED = 18

# (prompt, lang, kind)
GENERAL = [
    ("How do I reverse a linked list in place in Python?", "en", "general"),
    ("What's the difference between a process and a thread?", "en", "general"),
    ("Explain big-O of binary search and why it's logarithmic.", "en", "general"),
    ("Write a regex that matches an ISO 8601 date like 2024-05-17.", "en", "task_unrelated"),
    ("How does TCP's three-way handshake work?", "en", "general"),
    ("What is the capital of Australia?", "en", "general"),
    ("Can you explain what a monad is in simple terms?", "en", "general"),
    ("Write a bash one-liner that counts lines in all .md files recursively.", "en", "task_unrelated"),
    ("Why is floating point 0.1 + 0.2 not equal to 0.3?", "en", "general"),
    ("What's the difference between git merge and git rebase?", "en", "general"),
    ("How do I center a div horizontally and vertically with flexbox?", "en", "general"),
    ("Summarise the plot of Moby-Dick in three sentences.", "en", "general"),
    ("Thanks, that's all for now!", "en", "smalltalk"),
    ("good morning :)", "en", "smalltalk"),
    ("lol that worked, you're a lifesaver", "en", "smalltalk"),
    ("How are you doing today?", "en", "smalltalk"),
    ("Tell me a short joke about programmers.", "en", "smalltalk"),
    ("What does the `yield` keyword do in Python generators?", "en", "general"),
    ("Convert this JSON to YAML: {\"a\": 1, \"b\": [2, 3]}", "en", "task_unrelated"),
    ("Write a Rust function that returns the nth Fibonacci number iteratively.", "en", "task_unrelated"),
    ("What is a closure in JavaScript? Give a tiny example.", "en", "general"),
    ("How many bytes are in a kibibyte vs a kilobyte?", "en", "general"),
    ("Explain the CAP theorem briefly.", "en", "general"),
    ("What's a good name for a cat that is very grumpy?", "en", "smalltalk"),
    ("Recommend a few classic sci-fi novels for a long flight.", "en", "smalltalk"),
    ("How do I undo the last commit but keep the changes staged?", "en", "general"),
    ("Write a SQL query to find duplicate emails in a users table.", "en", "task_unrelated"),
    ("What's the time complexity of Python's list.sort()?", "en", "general"),
    ("Explain the difference between HTTP 401 and 403.", "en", "general"),
    ("How do I make a Python dataclass immutable?", "en", "general"),
    ("Can you proofread this sentence: 'Their going to the park tomorow.'", "en", "task_unrelated"),
    ("What is the boiling point of water at the top of Everest?", "en", "general"),
    ("Write a haiku about autumn rain.", "en", "smalltalk"),
    ("What's the difference between `==` and `is` in Python?", "en", "general"),
    ("How does a bloom filter work?", "en", "general"),
    ("Generate a random strong password pattern explanation — what makes a password strong?", "en", "general"),
    ("Explain what a Merkle tree is used for.", "en", "general"),
    ("Is tomato a fruit or a vegetable?", "en", "general"),
    ("I'm taking a coffee break, back in 10.", "en", "smalltalk"),
    ("Write a Go function that checks if a string is a palindrome.", "en", "task_unrelated"),
    ("How do I read a CSV with pandas and skip the first two rows?", "en", "general"),
    ("What's the difference between UTF-8 and UTF-16?", "en", "general"),
    ("Explain Dijkstra's algorithm with a small example.", "en", "general"),
    ("How do I profile a slow Python script?", "en", "general"),
    ("What does `chmod 755` mean?", "en", "general"),
    ("Give me a tip for staying focused during long coding sessions.", "en", "smalltalk"),
    ("Write a TypeScript type for a function that takes a string and returns a Promise of number.", "en", "task_unrelated"),
    ("Who wrote 'The Pragmatic Programmer'?", "en", "general"),
    ("What's the difference between a stack and a heap in memory?", "en", "general"),
    ("How do I exit vim?", "en", "general"),
    ("Explain event loop in Node.js.", "en", "general"),
    ("Translate 'good luck with the exam' into French.", "en", "task_unrelated"),
    ("What is the Pythagorean theorem?", "en", "general"),
    ("Write a Python decorator that times a function.", "en", "task_unrelated"),
    ("Why do we use virtual environments in Python?", "en", "general"),
    ("What year did the first moon landing happen?", "en", "general"),
    ("Explain what idempotent means for an HTTP method.", "en", "general"),
    ("How do I format a number with thousands separators in JavaScript?", "en", "general"),
    ("Nice work today, see you tomorrow.", "en", "smalltalk"),
    ("What's the weather usually like in Lisbon in October?", "en", "general"),
    ("Explain the difference between L1 and L2 regularisation.", "en", "general"),
    ("Write a small Python script that renames all .jpeg files to .jpg in a folder.", "en", "task_unrelated"),
    ("What's a good way to learn touch typing?", "en", "smalltalk"),
    ("How does public key cryptography work, in plain words?", "en", "general"),
    ("What is the difference between concurrency and parallelism?", "en", "general"),
    ("Python 里 list 和 tuple 有什么区别？", "zh", "general"),
    ("怎么用 Python 读取一个很大的文件而不占满内存？", "zh", "general"),
    ("帮我写一个快速排序的 Python 实现。", "zh", "task_unrelated"),
    ("早上好！今天天气不错。", "zh", "smalltalk"),
    ("谢谢，辛苦了！", "zh", "smalltalk"),
    ("给我讲个笑话吧。", "zh", "smalltalk"),
    ("中国的首都是哪里？", "zh", "general"),
    ("解释一下什么是死锁，以及怎么避免。", "zh", "general"),
    ("HTTP 和 HTTPS 的区别是什么？", "zh", "general"),
    ("用 JavaScript 写一个防抖函数。", "zh", "task_unrelated"),
    ("什么是红黑树？", "zh", "general"),
    ("推荐几本适合入门的机器学习书。", "zh", "smalltalk"),
    ("git stash 怎么用？", "zh", "general"),
    ("我先去吃午饭了，一会儿回来。", "zh", "smalltalk"),
    ("解释一下 Python 的 GIL。", "zh", "general"),
    ("怎么在 Linux 上查看哪个进程占用了 8080 端口？", "zh", "general"),
    ("写一个正则表达式匹配中国大陆的手机号。", "zh", "task_unrelated"),
    ("什么是闭包？举个例子。", "zh", "general"),
    ("帮我把这句话翻译成英文：明天下午三点开会。", "zh", "task_unrelated"),
    ("二分查找的时间复杂度是多少？为什么？", "zh", "general"),
    ("今天有点累，随便聊聊吧。", "zh", "smalltalk"),
    ("TCP 和 UDP 有什么不同？", "zh", "general"),
    ("解释一下 RESTful API 的设计原则。", "zh", "general"),
    ("用 Go 写一个读取环境变量的例子。", "zh", "task_unrelated"),
    ("什么是依赖注入？", "zh", "general"),
    ("光速大概是多少？", "zh", "general"),
    ("帮我写一首关于春天的短诗。", "zh", "smalltalk"),
    ("docker 镜像和容器有什么区别？", "zh", "general"),
    ("怎么用 CSS 让图片保持比例缩放？", "zh", "general"),
    ("周末有什么好看的电影推荐吗？", "zh", "smalltalk"),
    ("解释一下哈希表的冲突处理方法。", "zh", "general"),
    ("用 SQL 查出每个部门工资最高的员工。", "zh", "task_unrelated"),
    ("什么是 CAP 定理？", "zh", "general"),
    ("Python 的装饰器是怎么工作的？", "zh", "general"),
    ("帮我检查一下这段英文语法：He don't like apples.", "zh", "task_unrelated"),
    ("地球到月球大概多远？", "zh", "general"),
    ("怎么用 pandas 做分组求和？", "zh", "general"),
    ("进程间通信有哪些方式？", "zh", "general"),
    ("好的，明白了，谢谢你的解释。", "zh", "smalltalk"),
    ("what's the difference between 协程 and 线程 in Python asyncio?", "mixed", "general"),
    ("帮我写个 bash script 批量把 .txt 改成 .md", "mixed", "task_unrelated"),
    ("React 的 useEffect 依赖数组为空是什么意思？", "mixed", "general"),
    ("怎么在 VS Code 里设置 format on save？", "mixed", "general"),
    ("Kubernetes 的 Deployment 和 StatefulSet 有什么区别？", "mixed", "general"),
]


def split_general():
    items = list(GENERAL)
    rng = random.Random(SEED)
    rng.shuffle(items)
    parts = {"tiny": [], "mid": [], "large": []}
    order = ["tiny", "mid", "large"]
    for i, it in enumerate(items):
        parts[order[i % 3]].append(it)
    return parts


def build(name, title, memories, needing, chance, out_path, general_part):
    """memories: list of (id, text, category, importance, verified)
    needing: list of (prompt, needs, lang, kind); chance: list of (prompt, lang)."""
    mems = [{"id": i, "text": t, "category": c, "importance": imp, "verified": v}
            for (i, t, c, imp, v) in memories]
    prompts = []
    n = 0
    for (p, needs, lang, kind) in needing:
        n += 1
        prompts.append({"id": f"{name}-p{n:03d}", "prompt": p, "needs": list(needs), "lang": lang, "kind": kind})
    for (p, lang) in chance:
        n += 1
        prompts.append({"id": f"{name}-p{n:03d}", "prompt": p, "needs": [], "lang": lang, "kind": "chance_word"})
    for (p, lang, kind) in general_part:
        n += 1
        prompts.append({"id": f"{name}-p{n:03d}", "prompt": p, "needs": [], "lang": lang, "kind": kind})
    with open(out_path, "w", encoding="utf-8") as f:
        json.dump({"name": title, "memories": mems, "prompts": prompts}, f, ensure_ascii=False, indent=1)
    print(out_path, len(mems), "memories", len(prompts), "prompts")
