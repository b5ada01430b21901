#!/usr/bin/env python3
"""Recall side by side with SQLite FTS5 over the same memories (issue 30), in one run.

Over one data root (an existing one with --root, or one made from bench/scale.py's corpus
with --size and --seed) and an FTS5 table of the same memory texts (stdlib sqlite3, a
temporary file, ORDER BY bm25(), the query's words OR'ed as scale.py does):

  open            a long-lived process: HermesLite(root) and its first recall (a LoCoMo
                  question), next to sqlite3.connect and its first FTS5 query
  query sets      "locomo": LoCoMo questions (--locomo folder, spread over the set) and
                  "prompt": ~60-word hook-like prompts built from the root's own memories.
                  Each query runs once in each engine, the two in turn and the one going
                  first alternating, so a load burst hits both alike; none was run before
                  in the process (a real question is new to it). recall(q, top_k=10).
                  p50 and p95 of each, and the ratios recall / FTS5 at p50 and at p95,
                  in wall time and in this process's CPU time (the figure a loaded
                  machine changes least: wall time also counts waiting for a core).
  one-shot        (--cli-runs K) `python3 -m hermes_lite recall` and a bare `python3 -c`
                  FTS5 query, with bare `python3 -c pass`, taking turns: medians, over bare.

The machine's load average is printed before and after: on a shared machine quote the
ratios, not the absolute times. Recall counts no access unless --count-access (the root is
otherwise left as it was, but for the derived files a first recall may write).

Usage (from the repo root; stdlib only):
    python3 bench/fts5_side.py --size 10000
    python3 bench/fts5_side.py --root /path/to/root --questions 300 --cli-runs 5
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import scale  # noqa: E402  (corpus, prompts, LoCoMo questions, FTS5 helpers; puts the repo on the path)
from scale import hermes_lite  # noqa: E402


def percentiles(values: list) -> tuple[float, float]:
    return statistics.median(values) * 1e3, scale.pct(values, 95) * 1e3


def cpu_timed(fn, *args) -> tuple[float, float]:
    """(wall, CPU) seconds of one call: the CPU time of this process (both engines run in
    it, SQLite included) is what a loaded machine leaves least changed; wall time also holds
    the time spent waiting for a core."""
    wall, cpu = time.perf_counter(), time.process_time()
    fn(*args)
    return time.perf_counter() - wall, time.process_time() - cpu


def side_by_side(mem, fts, queries: list, count_access: bool) -> dict:
    ours, theirs = [], []
    for n, query in enumerate(queries):
        pair = [lambda: ours.append(cpu_timed(lambda: mem.recall(query, None, 10, record_access=count_access))),
                lambda: theirs.append(cpu_timed(scale.fts5_search, fts, query))]
        for run in (pair if n % 2 == 0 else pair[::-1]):
            run()
    report = {"n": len(queries)}
    for clock, suffix in ((0, ""), (1, "_cpu")):
        (o50, o95), (t50, t95) = percentiles([t[clock] for t in ours]), percentiles([t[clock] for t in theirs])
        report.update({f"recall_p50_ms{suffix}": o50, f"recall_p95_ms{suffix}": o95, f"fts5_p50_ms{suffix}": t50,
                       f"fts5_p95_ms{suffix}": t95, f"ratio_p50{suffix}": o50 / t50, f"ratio_p95{suffix}": o95 / t95})
    return report


def build_root(size: int, seed: int, parent: Path) -> Path:
    """A data root of scale.py's first `size` memories (seed), written directly as scale.py's
    pre-fill does past its time guard; the library derives the rest on first use."""
    root = Path(tempfile.mkdtemp(prefix=f"hl_fts5_{size}_", dir=parent))
    mem = hermes_lite.HermesLite(root)
    scale.direct_fill(scale.build_corpus(size, seed), mem)
    mem.close()
    with hermes_lite.HermesLite(root) as mem:   # derived files built once, before anything is timed
        mem.recall("warm up", None, 10)
    return root


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    where = parser.add_mutually_exclusive_group(required=True)
    where.add_argument("--root", help="an existing data root (read as it is)")
    where.add_argument("--size", type=int, help="make a root of this many of scale.py's generated memories")
    parser.add_argument("--seed", type=int, default=7, help="corpus seed with --size (default 7)")
    parser.add_argument("--locomo", default=str(scale.SHARED_BENCH / "locomo"), help="folder of locomo_dev.json")
    parser.add_argument("--questions", type=int, default=200, help="LoCoMo questions (default 200)")
    parser.add_argument("--prompts", type=int, default=50, help="~60-word prompts (default 50)")
    parser.add_argument("--cli-runs", type=int, default=0, help="one-shot runs of each command (default 0: none)")
    parser.add_argument("--count-access", action="store_true", help="recall records accesses, as the CLI does")
    parser.add_argument("--tmp", help="parent folder for temporary files (default: the system temp dir)")
    parser.add_argument("--json", dest="as_json", action="store_true", help="print one JSON document")
    args = parser.parse_args(argv)
    for name, value in scale.ENV.items():
        os.environ[name] = value
    tmp = Path(tempfile.mkdtemp(prefix="hl_fts5_side_", dir=args.tmp))
    report: dict = {"load_before": os.getloadavg()}
    try:
        root = Path(args.root).resolve() if args.root else build_root(args.size, args.seed, tmp)
        questions = scale.load_locomo_questions(Path(args.locomo), args.questions)
        if not questions:
            print(f"no LoCoMo questions under {args.locomo}", file=sys.stderr)
            return 2
        texts = [e["content"] for e in json.loads((root / hermes_lite.INDEX_NAME).read_text(encoding="utf-8"))]
        prompts = scale.build_prompts([{"text": t} for t in texts], args.prompts, args.seed)
        fts_path = tmp / "fts5.db"
        scale.fts5_build(fts_path, texts).close()
        report.update(memories=len(texts), fts5_bytes_per_memory=fts_path.stat().st_size / max(1, len(texts)))

        start = time.perf_counter()
        mem = hermes_lite.HermesLite(root)
        mem.recall(questions[0], None, 10, record_access=args.count_access)
        report["first_recall_after_open_ms"] = (time.perf_counter() - start) * 1e3
        start = time.perf_counter()
        fts = sqlite3.connect(str(fts_path))
        scale.fts5_search(fts, questions[0])
        report["fts5_first_query_after_connect_ms"] = (time.perf_counter() - start) * 1e3
        report["locomo"] = side_by_side(mem, fts, questions[1:], args.count_access)
        report["prompt"] = side_by_side(mem, fts, prompts, args.count_access)
        mem.close()
        fts.close()

        if args.cli_runs:
            scale.write_bytecode()   # `-m` runs cached bytecode, as an installed script does
            module = [sys.executable, "-m", "hermes_lite"]
            question, prompt = questions[1], prompts[0]
            timings = scale.interleaved({
                "bare": lambda: [sys.executable, "-c", "pass"],
                "cli_recall_locomo": lambda: [*module, "recall", question, "--root", str(root)],
                "cli_fts5_locomo": lambda: [sys.executable, "-c", scale.FTS5_ONE_SHOT, str(fts_path), question],
                "cli_recall_prompt": lambda: [*module, "recall", prompt, "--root", str(root)],
                "cli_fts5_prompt": lambda: [sys.executable, "-c", scale.FTS5_ONE_SHOT, str(fts_path), prompt],
            }, args.cli_runs)
            report["cli_ms"] = {name: seconds * 1e3 for name, seconds in timings.items()}
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    report["load_after"] = os.getloadavg()

    if args.as_json:
        print(json.dumps(report, indent=2))
        return 0
    print(f"memories {report['memories']:,}; load average {report['load_before'][0]:.1f} before, "
          f"{report['load_after'][0]:.1f} after (2 cores: quote the ratios)")
    print(f"first recall after opening: {report['first_recall_after_open_ms']:.0f} ms "
          f"(FTS5 connect + first query {report['fts5_first_query_after_connect_ms']:.1f} ms)")
    print(f"{'set':12} {'n':>4} {'recall p50':>11} {'FTS5 p50':>9} {'ratio':>6} {'recall p95':>11} {'FTS5 p95':>9} {'ratio':>6}")
    for name in ("locomo", "prompt"):
        r = report[name]
        for suffix, clock in (("", "wall"), ("_cpu", "CPU")):
            print(f"{name + ' ' + clock:12} {r['n']:>4} {r['recall_p50_ms' + suffix]:>9.2f}ms {r['fts5_p50_ms' + suffix]:>7.2f}ms"
                  f" {r['ratio_p50' + suffix]:>6.2f} {r['recall_p95_ms' + suffix]:>9.2f}ms {r['fts5_p95_ms' + suffix]:>7.2f}ms"
                  f" {r['ratio_p95' + suffix]:>6.2f}")
    if "cli_ms" in report:
        bare = report["cli_ms"]["bare"]
        print("one-shot medians: " + ", ".join(f"{name} {ms:.0f} ms (+{ms - bare:.0f})" for name, ms in report["cli_ms"].items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
