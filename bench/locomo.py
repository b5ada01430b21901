#!/usr/bin/env python3
"""LoCoMo turn-level retrieval through HermesLite (the real Python API).

For every conversation a fresh temporary data root is made and each dialog turn
becomes one memory (remember_many, category "event", source = the turn id). When
dedup-merge folds a turn into an existing memory (action "merged"), that memory
stands for all its turns: it is returned to the evaluator as one {"ids": [...]}
rank slot, and the number of merged turns is reported (as the data README asks).

Each query's ranked ids are scored by the shared evaluator (eval_locomo.py,
imported from the data folder: `evaluate(dataset, factory)`), which also times
every factory call (index build) and every search call (per-query latency).

Configurations (--configs, default all that can run):
  bm25     keyword ranking alone: the private HermesLite.retriever.keyword_rank(query, None)
           on the redacted query, exactly the BM25 half of recall(); no side effects
  default  recall(question, top_k=10): BM25 + local hash vectors + RRF
           (HERMES_VECTOR_BACKEND=local, HERMES_RERANK=off)
  neural   the same with HERMES_VECTOR_BACKEND=neural (skipped while
           hermes_lite.VECTORIZERS has no "neural" backend)
  rerank   the same with the reranker on (skipped unless a rerank key is configured)

recall() counts every hit as an access; after hot_threshold accesses a memory gets
the hot_boost in keyword ranking, so earlier queries can shift later rankings. The
default measures recall() exactly as an agent would meet it (side effects included).
--reset-access recalls with record_access=False (no access counted, importance and
last_accessed untouched), so each query sees the freshly indexed store; run both to see
the effect.

LoCoMo is CC BY-NC 4.0 (Maharana et al., ACL 2024); read it from the shared folder,
never copy it into the repo.

Usage (from the repo root; stdlib only):
    python3 bench/locomo.py
    python3 bench/locomo.py --configs bm25,default --conversations conv-26
    python3 bench/locomo.py --json > locomo.json
"""
from __future__ import annotations

import argparse
import contextlib
import json
import shutil
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _common import SHARED_BENCH, load_module, patched_env, resolve_data  # noqa: E402

REPO = Path(__file__).resolve().parent.parent
DEFAULT_DATA = SHARED_BENCH / "locomo"
DATA_FILE = "locomo_dev.json"
EVALUATOR = "eval_locomo.py"
CONFIGS = ("bm25", "default", "neural", "rerank")
TOP_K = 10


class Runner:
    """Factory for eval_locomo.evaluate: one fresh HermesLite per conversation."""

    def __init__(self, hermes_lite, config: str, reset_access: bool):
        self.hl = hermes_lite
        self.config = config
        self.reset_access = reset_access
        self.stores = []          # (mem, tmpdir) to close and delete afterwards
        self.merged_docs = 0
        self.memories = 0
        self.docs = 0
        self.backends = set()
        self.reranked = 0
        self.degraded = set()

    def __call__(self, docs):
        tmp = tempfile.mkdtemp(prefix="hl_locomo_")
        mem = self.hl.HermesLite(tmp)
        self.stores.append((mem, tmp))
        results = mem.remember_many([{"text": d["text"], "category": "event", "source": d["id"]} for d in docs])
        turns: dict[str, list[str]] = {}
        for doc, result in zip(docs, results):
            turns.setdefault(result["id"], []).append(doc["id"])
            self.merged_docs += result["action"] == "merged"
        self.memories += len(turns)
        self.docs += len(docs)

        def slot(memory_id):
            ids = turns.get(memory_id, [])
            return ids[0] if len(ids) == 1 else {"ids": ids}

        if self.config == "bm25":
            def search(query, k):
                query, _ = mem.redactor.redact(query)   # as recall() does before ranking
                return [slot(i) for i, _ in mem.retriever.keyword_rank(query, None)[:k]]
            return search

        def search(query, k):
            # --reset-access: the recall counts no access (access counts, importance and
            # last_accessed stay as written), so every question sees the same store
            hits = mem.recall(query, top_k=k, record_access=not self.reset_access)
            info = mem.last_recall
            self.backends.add(info.get("backend"))
            self.reranked += bool(info.get("reranked"))
            if info.get("degraded"):
                self.degraded.add(str(info["degraded"]))
            return [slot(h["id"]) for h in hits]
        return search

    def cleanup(self):
        for mem, tmp in self.stores:
            with contextlib.suppress(Exception):
                mem.close()
            shutil.rmtree(tmp, ignore_errors=True)
        self.stores.clear()


def config_env(name: str) -> dict:
    base = {"HERMES_VECTOR_BACKEND": "local", "HERMES_RERANK": "off", "HERMES_ENCRYPT": None,
            "HERMES_LITE_ROOT": None}
    if name == "neural":
        base["HERMES_VECTOR_BACKEND"] = "neural"
    if name == "rerank":
        base["HERMES_RERANK"] = None
    return base


def skip_reason(hermes_lite, name: str) -> str | None:
    if name == "neural" and "neural" not in hermes_lite.VECTORIZERS:
        return "hermes_lite.VECTORIZERS has no 'neural' backend yet (have: " + ", ".join(hermes_lite.VECTORIZERS) + ")"
    if name == "rerank":
        with tempfile.TemporaryDirectory() as tmp, patched_env(config_env("rerank")):
            mem = hermes_lite.HermesLite(tmp)
            reranker = mem.retriever.reranker()
            mem.close()
        if reranker is None:
            return "no reranker configured (its key variable is missing or rerank is disabled)"
    return None


def run(data_dir: Path, configs, conversations, reset_access: bool, progress: bool) -> dict:
    sys.path.insert(0, str(REPO))
    import hermes_lite
    evaluator = load_module(data_dir / EVALUATOR, "eval_locomo")
    dataset = evaluator.load_dataset(str(data_dir / DATA_FILE))
    if conversations:
        known = {c["id"] for c in dataset["conversations"]}
        unknown = [c for c in conversations if c not in known]
        if unknown:
            sys.exit(f"locomo.py: error: unknown conversation(s) {', '.join(unknown)}; have {', '.join(sorted(known))}")
        dataset = {**dataset, "conversations": [c for c in dataset["conversations"] if c["id"] in conversations]}
    report = {"data": str(data_dir / DATA_FILE), "conversations": [c["id"] for c in dataset["conversations"]],
              "reset_access": reset_access, "top_k": TOP_K, "python": sys.version.split()[0],
              "hermes_lite": getattr(hermes_lite, "__version__", "?"), "hermes_lite_sha256": __import__("hashlib").sha256(Path(hermes_lite.__file__).read_bytes()).hexdigest()[:12], "results": {}, "skipped": {}}
    for name in configs:
        reason = skip_reason(hermes_lite, name)
        if reason:
            report["skipped"][name] = reason
            print(f"locomo.py: skipping {name}: {reason}", file=sys.stderr)
            continue
        runner = Runner(hermes_lite, name, reset_access)
        try:
            with patched_env(config_env(name)):
                started = time.perf_counter()
                result = evaluator.evaluate(dataset, runner, ks=(1, 5, 10), progress=progress)
                result["wall_s"] = time.perf_counter() - started
        finally:
            runner.cleanup()
        result["merged_docs"] = runner.merged_docs
        result["memories"] = runner.memories
        result["backends"] = sorted(b for b in runner.backends if b) or (["keyword only"] if name == "bm25" else [])
        result["reranked_queries"] = runner.reranked
        result["degraded"] = sorted(runner.degraded)
        result["table"] = evaluator.format_table(result, title=name)
        report["results"][name] = result
    return report


def print_report(report: dict) -> None:
    print(f"LoCoMo: {report['data']}; conversations {', '.join(report['conversations'])}; "
          f"top_k={report['top_k']}; reset_access={report['reset_access']}; "
          f"Python {report['python']}, hermes_lite {report['hermes_lite']} (sha256 {report['hermes_lite_sha256']})")
    cols = ("hit@1", "hit@5", "hit@10", "recall@5", "recall@10", "mrr@10")
    print()
    print("| config | " + " | ".join(cols) + " | median ms | p95 ms | index s | docs | memories | merged docs | groups returned |")
    print("|---|" + "---:|" * (len(cols) + 7))
    for name, r in report["results"].items():
        o = r["overall"]
        lat = r["latency_ms"]
        print(f"| {name} | " + " | ".join(f"{o[c]:.3f}" for c in cols)
              + f" | {lat['median']:.2f} | {lat['p95']:.2f} | {r['index_build_s']['total']:.2f} | {r['docs']} | "
                f"{r['memories']} | {r['merged_docs']} | {r['groups_returned']} |")
    for name, reason in report["skipped"].items():
        print(f"| {name} | skipped: {reason} |")
    for name, r in report["results"].items():
        print()
        print(r["table"])
        extra = f"backends used: {', '.join(r['backends']) or '-'}; merged docs: {r['merged_docs']}"
        if r["reranked_queries"]:
            extra += f"; reranked queries: {r['reranked_queries']}"
        if r["degraded"]:
            extra += f"; DEGRADED: {'; '.join(r['degraded'])}"
        print(extra)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(
        description="LoCoMo turn retrieval through HermesLite.recall (hit@k, recall@k, mrr@10, latency).",
        epilog="example: python3 bench/locomo.py --configs bm25,default --conversations conv-26,conv-30")
    parser.add_argument("data", nargs="?", help=f"LoCoMo bench folder or its {DATA_FILE} (default {DEFAULT_DATA})")
    parser.add_argument("--configs", default=",".join(CONFIGS),
                        help=f"comma-separated subset of {','.join(CONFIGS)} (default: all; unavailable ones are skipped)")
    parser.add_argument("--conversations", help="comma-separated conversation ids, e.g. conv-26,conv-30 (default: all)")
    parser.add_argument("--reset-access", action="store_true",
                        help="undo recall()'s access counting after each query (no hot-boost drift)")
    parser.add_argument("--progress", action="store_true", help="per-conversation build times on stderr")
    parser.add_argument("--json", dest="as_json", action="store_true", help="print one JSON document instead of tables")
    args = parser.parse_args(argv)
    configs = [c.strip() for c in args.configs.split(",") if c.strip()]
    bad = [c for c in configs if c not in CONFIGS]
    if bad:
        parser.error(f"unknown config(s) {', '.join(bad)}; choose from {', '.join(CONFIGS)}")
    conversations = [c.strip() for c in args.conversations.split(",")] if args.conversations else None
    report = run(resolve_data(args.data, DEFAULT_DATA, DATA_FILE, EVALUATOR, "locomo.py"), configs, conversations, args.reset_access, args.progress)
    if args.as_json:
        for r in report["results"].values():
            r.pop("table", None)
        print(json.dumps(report, ensure_ascii=False, indent=2))
    else:
        print_report(report)
    return 0


if __name__ == "__main__":
    sys.exit(main())
