#!/usr/bin/env python3
"""Writes tests/data/v3_root.json: a small data root written by hermes_lite as of main
d359337 (vectors.json in the "c" count form, .vectors.postings version 3) with the
answers that version gave, for the format-compatibility test (TestVectors).

Run with the OLD checkout's hermes_lite.py (not this one):
    python3 tests/data/make_v3_root.py /path/to/old/checkout tests/data/v3_root.json
"""
import base64
import json
import os
import shutil
import sys
import tempfile
from pathlib import Path

old, out = Path(sys.argv[1]), Path(sys.argv[2])
sys.path.insert(0, str(old))
sys.path.insert(0, str(old / "bench"))
os.environ.update(HERMES_VECTOR_BACKEND="local", HERMES_RERANK="off")
import hermes_lite  # noqa: E402
import scale  # noqa: E402

QUERIES = ["who chose Postgres for analytics", "timeout seconds", "数据库 端口", "Bug restarts in staging", "postgress analytcs"]
with tempfile.TemporaryDirectory() as tmp:
    root = Path(tmp) / "root"
    hermes_lite.POSTINGS_MIN_VECTORS = 1   # a postings file even for this small store
    mem = hermes_lite.HermesLite(root)
    mem.remember_many(scale.build_corpus(30, 3))
    mem.recall("warm up")
    mem.close()
    files = {}
    for path in sorted(root.rglob("*")):
        name = path.relative_to(root).as_posix()
        if path.is_file() and not name.startswith(("backups/", "rooms/")) and path.name not in (".lock", "access.journal", "config.yaml"):
            data = path.read_bytes()
            files[name] = base64.b64encode(data).decode("ascii") if name == ".vectors.postings" else data.decode("utf-8")
    expected = {}
    for query in QUERIES:   # each from the root as written (recall counts accesses)
        copy = Path(tmp) / "copy"
        shutil.copytree(root, copy)
        reader = hermes_lite.HermesLite(copy)
        expected[query] = [[h["id"], h["score"], h["kw_score"], h["vec_score"]] for h in reader.recall(query, top_k=8)]
        reader.close()
        shutil.rmtree(copy)
out.write_text(json.dumps({"made_by": "hermes_lite main d359337", "files": files, "expected": expected},
                          ensure_ascii=False, indent=0) + "\n", encoding="utf-8")
