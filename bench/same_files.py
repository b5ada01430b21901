#!/usr/bin/env python3
"""Do two versions of hermes_lite write the same files? (issue 25: a refactor keeps every format)

Runs one fixed sequence of operations (remember_many, remember, recall, context, forget,
verify, digest --apply, prune --dry-run, graph, reindex, stats, vectors, rooms, close) with a
fixed clock and counted memory ids on the hermes_lite found in REPO, and prints the sha256
prefix and size of every file in the data root. Run it for two checkouts and diff the output:

    python3 bench/same_files.py /path/to/old/checkout > old.txt
    python3 bench/same_files.py . > new.txt && diff old.txt new.txt

.vectors.postings always differs: its header holds the stamp (mtime, inode) of the
vectors.json it was made from, which differs run to run even for one version.
"""
import hashlib, itertools, os, secrets, sys, tempfile
from datetime import datetime, timedelta, timezone
from pathlib import Path
if len(sys.argv) != 2:
    sys.exit("usage: python3 bench/same_files.py REPO")
sys.path.insert(0, sys.argv[1])
os.environ["HERMES_VECTOR_BACKEND"] = "local"; os.environ["HERMES_RERANK"] = "off"
counter = itertools.count()
secrets.token_hex = lambda n: format(next(counter), f"0{2 * n}x")
import hermes_lite
tick = itertools.count()
clock = lambda: datetime(2026, 1, 1, tzinfo=timezone.utc) + timedelta(seconds=next(tick))
root = Path(tempfile.mkdtemp()) / "root"
mem = hermes_lite.HermesLite(root, clock=clock)
words = "redis postgres kafka port cache deploy server alpha 数据 配置 nomad grafana lag".split()
import random
rng = random.Random(5)
texts = [" ".join(rng.choice(words) for _ in range(8)) + f" item {i}" for i in range(600)]
mem.remember_many([{"text": t} for t in texts])
mem.remember("The staging database port is 5433", importance=10, verified=True)
mem.remember("The staging database port is 5434")
for q in ("kafka lag", "redis port", "数据", "staging database port"):
    mem.recall(q); mem.context(q)
ids = list(mem.store.entries)
mem.forget(ids[3]); mem.verify(ids[5])
mem.digest("User: we deploy with nomad every friday.\nAssistant: noted.", apply=True)
mem.prune(dry_run=True); mem.graph(); mem.graph(rebuild=True)
mem.reindex(); mem.stats(); mem.vectors(); mem.rooms()
mem.close()
for p in sorted(root.rglob("*")):
    if p.is_file() and p.name != ".lock":
        print(hashlib.sha256(p.read_bytes()).hexdigest()[:16], p.stat().st_size, p.relative_to(root))
