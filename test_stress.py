#!/usr/bin/env python3
"""Stress test (spec §7.2): 150 unique memories, then 10 exact queries.

Prints write ms/item, recall ms/query and the hit count as reference values; asserts
only correctness (every query returns its memory among the results). Timing goals
belong to bench/, not to assertions. Run: python3 test_stress.py
"""
from __future__ import annotations

import os
import random
import statistics
import sys
import tempfile
import time
import unittest
from pathlib import Path
from unittest import mock

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE / "tests")]
import hermes_lite  # noqa: E402
from helpers import slow  # noqa: E402

SUBJECTS = ["billing service", "search cluster", "mobile app", "data pipeline", "auth gateway", "CI runner",
            "staging database", "推荐系统", "日志平台", "支付网关", "用户画像", "监控告警", "design system", "wiki"]
FACTS = ["runs on {tech} version {n}", "was migrated to {tech} in sprint {n}", "owner is team {name} since week {n}",
         "uses {tech} with {n} replicas", "的负责人是{name}，编号 {n}", "部署在 {tech} 集群第 {n} 区",
         "backs up to {tech} every {n} hours", "latency budget is {n} ms on {tech}"]
TECH = ["Postgres", "Redis", "Kafka", "Kubernetes", "ClickHouse", "Elasticsearch", "MinIO", "Nginx", "RabbitMQ", "Etcd"]
NAMES = ["Aurora", "Borealis", "Cygnus", "Draco", "Eridanus", "Fornax", "Gemini", "Hydra", "Indus", "Lyra"]


def corpus(n: int, seed: int = 150) -> list[str]:
    """n memories that are pairwise unique and far from each other (no dedup-merge)."""
    rng = random.Random(seed)
    texts: list[str] = []
    while len(texts) < n:
        i = len(texts)
        first = rng.choice(FACTS).format(tech=rng.choice(TECH), n=1000 + i * 7, name=rng.choice(NAMES))
        second = rng.choice(FACTS).format(tech=rng.choice(TECH), n=rng.randint(2, 99), name=rng.choice(NAMES))
        text = f"{rng.choice(SUBJECTS)} {first}; {rng.choice(SUBJECTS)} {second}"
        if all(_far(text, t) for t in texts):
            texts.append(text)  # the spec asks for unique content that dedup does not merge
    return texts


def _far(a: str, b: str) -> bool:
    """SequenceMatcher ratio below 0.8 (cheap upper bounds first)."""
    import difflib
    matcher = difflib.SequenceMatcher(None, a, b)
    return matcher.real_quick_ratio() < 0.8 or matcher.quick_ratio() < 0.8 or matcher.ratio() < 0.8


@slow
class TestStress(unittest.TestCase):
    def test_150_memories(self):
        env = {k: v for k, v in os.environ.items() if not (k.startswith("HERMES_") or k.endswith("_API_KEY"))}
        env["HERMES_VECTOR_BACKEND"] = "local"   # the spec's pipeline, whatever else is installed
        with tempfile.TemporaryDirectory() as tmp, mock.patch.dict(os.environ, env, clear=True):
            mem = hermes_lite.HermesLite(Path(tmp) / "data")
            texts = corpus(150)
            write_ms = []
            ids = []
            for text in texts:
                start = time.perf_counter()
                result = mem.remember(text, category="project")
                write_ms.append((time.perf_counter() - start) * 1000)
                self.assertEqual(result["action"], "created", text)
                ids.append(result["id"])
            self.assertEqual(len(set(ids)), 150)
            picks = random.Random(10).sample(range(150), 10)
            recall_ms, hits = [], 0
            for i in picks:
                start = time.perf_counter()
                results = mem.recall(texts[i], top_k=5)
                recall_ms.append((time.perf_counter() - start) * 1000)
                found = [r["id"] for r in results]
                hits += ids[i] in found
                self.assertIn(ids[i], found, texts[i])
            mem.close()
            print(f"\nstress: 150 memories, write {statistics.mean(write_ms):.2f} ms/item "
                  f"(p50 {statistics.median(write_ms):.2f}), recall {statistics.mean(recall_ms):.2f} ms/query "
                  f"(p50 {statistics.median(recall_ms):.2f}), hits {hits}/10, backend {mem.last_recall['backend']} "
                  "(reference values, not assertions)")
            self.assertEqual(hits, 10)


if __name__ == "__main__":
    program = unittest.main(exit=False)
    result = program.result
    failed = len(result.failures) + len(result.errors)
    print(f"stress: {result.testsRun - failed - len(result.skipped)} passed, {failed} failed, "
          f"{len(result.skipped)} skipped")
    sys.exit(0 if result.wasSuccessful() else 1)
