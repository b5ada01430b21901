#!/usr/bin/env python3
"""Cross-language keyword expansion (issue 31, rules.yaml retrieval.glossary): its cost and its
no-op guarantee.

  cost      For each size N (bench/scale.py's generated corpus, ~30% Chinese, fixed seed), in a
            fresh data root (HERMES_VECTOR_BACKEND=local, HERMES_RERANK=off): recall(q, top_k=10)
            over bench/scale.py's queries, each query timed with the glossary on and off
            (retrieval.glossary_weight 0), interleaved, p50 / p95 of each; the share of queries
            the glossary added terms to; the time to build the Glossary from rules.yaml (once
            per process) and of one Glossary.expand.
  locomo    On LoCoMo (English only: the glossary's Chinese terms match nothing), every
            question's keyword ranking and recall(top_k=10) with the glossary on and off, in the
            same store: they must be identical. (Two runs of bench/locomo.py can differ in the
            last digits either way: memory ids carry the second they were written and a random
            suffix, and equal scores are ordered by id.)

Usage (from the repo root):
    python3 bench/xlang.py                       # cost at 1000 and 10000, then LoCoMo (2 conversations)
    python3 bench/xlang.py --sizes 1000 --locomo-conversations 0
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "bench"))
from _common import SHARED_BENCH, patched_env  # noqa: E402
import hermes_lite  # noqa: E402
from scale import build_corpus, build_queries  # noqa: E402

ENV = {"HERMES_VECTOR_BACKEND": "local", "HERMES_RERANK": "off", "HERMES_ENCRYPT": None, "HERMES_LITE_ROOT": None}


def percentile(values, share):
    values = sorted(values)
    return values[min(len(values) - 1, int(share * len(values)))]


def switched(mem, on: bool):
    """Set retrieval.glossary_weight on (shipped value) or off (0) in this store's config."""
    retrieval = mem.config["retrieval"]
    retrieval.setdefault("_shipped_weight", retrieval["glossary_weight"])
    retrieval["glossary_weight"] = retrieval["_shipped_weight"] if on else 0.0


def cost(size: int, queries: int, seed: int) -> dict:
    with tempfile.TemporaryDirectory(prefix="hl_xlang_") as tmp, patched_env(ENV):
        mem = hermes_lite.HermesLite(Path(tmp))
        corpus = build_corpus(size, seed)
        for start in range(0, len(corpus), 1000):
            mem.remember_many(corpus[start:start + 1000])
        asked = build_queries(corpus, queries, seed)
        mem.recall(asked[0], top_k=10, record_access=False)   # embeds every memory once
        times = {True: [], False: []}
        for n, query in enumerate(asked):
            for on in ((True, False) if n % 2 else (False, True)):   # interleaved, alternating first
                switched(mem, on)
                started = time.perf_counter()
                mem.recall(query, top_k=10, record_access=False)
                times[on].append((time.perf_counter() - started) * 1000)
        switched(mem, True)
        index = mem.retriever.keyword_index()
        expanded = sum(bool(index.expand(query).terms) for query in asked)
        started = time.perf_counter()
        for query in asked:
            index.expand(query)
        expand_ms = (time.perf_counter() - started) * 1000 / len(asked)
        mem.close()
    return {"size": size, "queries": len(asked), "expanded": expanded,
            "on_p50": statistics.median(times[True]), "on_p95": percentile(times[True], 0.95),
            "off_p50": statistics.median(times[False]), "off_p95": percentile(times[False], 0.95),
            "expand_ms": expand_ms}


def build_ms() -> float:
    retrieval = hermes_lite.load_config()["retrieval"]
    started = time.perf_counter()
    glossary = hermes_lite.Glossary(retrieval["glossary"], retrieval["glossary_weight"], retrieval["stopwords"])
    return (time.perf_counter() - started) * 1000, len(glossary.entries)


def locomo(folder: Path, conversations: int) -> dict:
    data = json.loads((folder / "locomo_dev.json").read_text(encoding="utf-8"))
    same = differ = expanded = 0
    for conv in data["conversations"][:conversations]:
        with tempfile.TemporaryDirectory(prefix="hl_xlang_locomo_") as tmp, patched_env(ENV):
            mem = hermes_lite.HermesLite(Path(tmp))
            mem.remember_many([{"text": d["text"], "category": "event", "source": d["id"]} for d in conv["docs"]])
            for q in conv["queries"]:
                query, ranked = q["question"], {}
                for on in (True, False):
                    switched(mem, on)
                    ranked[on] = (mem.retriever.keyword_rank(query, None),
                                  [hit["id"] for hit in mem.recall(query, top_k=10, record_access=False)])
                switched(mem, True)
                expanded += bool(mem.retriever.keyword_index().expand(query).terms)
                same += ranked[True] == ranked[False]
                differ += ranked[True] != ranked[False]
                if ranked[True] != ranked[False]:
                    print(f"xlang.py: LoCoMo ranking differs: {query!r}", file=sys.stderr)
            mem.close()
    return {"conversations": conversations, "identical": same, "differ": differ, "expanded": expanded}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sizes", default="1000,10000", help="comma-separated store sizes (default 1000,10000)")
    parser.add_argument("--queries", type=int, default=100, help="queries per size (default 100)")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--locomo", default=str(SHARED_BENCH / "locomo"), help="LoCoMo bench folder")
    parser.add_argument("--locomo-conversations", type=int, default=2, help="0 skips the LoCoMo check (default 2)")
    args = parser.parse_args()
    ms, entries = build_ms()
    print(f"glossary: {entries} entries, built in {ms:.1f} ms (once per process)")
    print("| memories | queries | with glossary terms | recall p50 on / off ms | p95 on / off ms | expand ms |")
    print("|---:|---:|---:|---:|---:|---:|")
    for size in (int(s) for s in args.sizes.split(",") if s):
        r = cost(size, args.queries, args.seed)
        print(f"| {r['size']:,} | {r['queries']} | {r['expanded']} | {r['on_p50']:.1f} / {r['off_p50']:.1f} "
              f"| {r['on_p95']:.1f} / {r['off_p95']:.1f} | {r['expand_ms']:.3f} |")
    if args.locomo_conversations:
        r = locomo(Path(args.locomo), args.locomo_conversations)
        print(f"LoCoMo, {r['conversations']} conversations: {r['identical']} questions ranked identically with the "
              f"glossary on and off, {r['differ']} differently ({r['expanded']} had Chinese terms added)")
        return 1 if r["differ"] else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
