#!/usr/bin/env python3
"""Memory that stays true (issue 26): updates, look-alikes and restatements in one store.

Data: a folder with cases.json and filler.json (default bench/data/supersede_dev, the dev
set written for tuning; the held-out set lives outside the repo). A case is
{id, lang, kind: update|lookalike|restatement, variant, phrasing: near|different,
sequence: [texts, oldest first], question, current: [keywords all in the text now true],
stale: [keywords of an old value] (update), other_question / other: [keywords] (lookalike:
about the FIRST text)}. filler.json is a list of unrelated memory texts.

Per backend (set explicitly: local, neural), one fresh data root holds every case: before
each step of a case, 30-80 filler memories (seeded, cycling through the list) go in
through remember_many, then the step through remember(). Then, for each case:

  current@1        recall(question) top-1 holds every `current` keyword (all cases; per kind)
  stale in top-5   (update) a recall top-5 hit that is one of the case's own memories,
                   holds every `stale` keyword and not every `current` keyword
  stale in block   (update) the same for the memories of context(question), the block a
                   UserPromptSubmit hook would inject (default budget and floors)
  updates reported (update) share of the steps after the first whose remember() result
                   lists the previous step's memory in `supersedes`
  look-alikes apart (lookalike) the two texts are two memories, neither superseded
  other@1          (lookalike) recall(other_question) top-1 holds every `other` keyword
  restatements merged (restatement) the last step's remember() says "merged" into the
                   first step's memory; "one current" also counts a restatement that
                   superseded it (a restatement adding detail)
  filler superseded  filler memories superseded by anything (each one a wrong update); the
                   bench cycles its fillers, so one wrong pair of texts is counted once for
                   each time its texts are stored again: "distinct pairs" counts the pairs of
                   texts (superseded filler, the text superseding it, unordered) and "distinct
                   texts" the filler texts superseded, whatever the cycling

Keywords are lowercase substrings; `stale` holds the value of the step before the current
one, and a memory holds it when it holds every stale keyword. Nothing is timed.

Usage (from the repo root):
    python3 bench/supersede.py                                   # dev set, both backends
    python3 bench/supersede.py /work/heldout/supersede --backends local,neural
    python3 bench/supersede.py --backends local --show-misses
"""
from __future__ import annotations

import argparse
import json
import random
import sys
import tempfile
from datetime import datetime, timedelta, timezone
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from bench._common import REPO, patched_env  # noqa: E402

DEFAULT_DATA = REPO / "bench" / "data" / "supersede_dev"


class Clock:
    """A clock that moves a minute per call: created_at orders the memories as written."""

    def __init__(self):
        self.now = datetime(2026, 9, 1, tzinfo=timezone.utc)

    def __call__(self):
        self.now += timedelta(minutes=1)
        return self.now


def has(text: str, keyword: str) -> bool:
    """`keyword` in `text` as a lowercase substring (the held-out set's keyword semantics)."""
    return keyword.lower() in text.lower()


def has_all(text: str, keywords) -> bool:
    return all(has(text, k) for k in keywords)


def load(path: Path):
    if path.is_file():
        path = path.parent
    cases_file, filler_file = path / "cases.json", path / "filler.json"
    if not cases_file.is_file() or not filler_file.is_file():
        sys.exit(f"supersede.py: error: {path} needs cases.json and filler.json")
    cases = json.loads(cases_file.read_text(encoding="utf-8"))
    filler = json.loads(filler_file.read_text(encoding="utf-8"))
    if isinstance(cases, dict):
        cases = cases.get("cases", [])
    return cases, filler


def run(backend: str, cases, filler, seed: int, show_misses: bool) -> dict:
    import hermes_lite
    rng = random.Random(seed)
    order = list(filler)
    rng.shuffle(order)
    position = 0
    filler_ids: set[str] = set()
    with tempfile.TemporaryDirectory() as tmp, patched_env({"HERMES_VECTOR_BACKEND": backend, "HERMES_RERANK": "off",
                                                             "HERMES_DIGEST_BACKEND": "rule"}):
        mem = hermes_lite.HermesLite(Path(tmp) / "data", clock=Clock())
        written = []   # per case: the remember() result of each step
        for case in cases:
            results = []
            for text in case["sequence"]:
                take = rng.randint(30, 80)
                batch = [order[(position + i) % len(order)] for i in range(take)]
                position += take
                for result in mem.remember_many([{"text": t} for t in batch]):
                    filler_ids.add(result["id"])
                results.append(mem.remember(text))
            written.append(results)
        case_ids = set()
        for results in written:
            case_ids |= {r["id"] for r in results}
        entries = mem.store.entries
        superseded = {i for i, e in entries.items() if e.get("superseded_by")}
        rows = []
        for case, results in zip(cases, written):
            ids = {r["id"] for r in results}
            hits = mem.recall(case["question"], top_k=5, record_access=False)
            block = mem.context(case["question"], record_access=False)
            row = {"id": case["id"], "kind": case["kind"], "lang": case.get("lang"), "phrasing": case.get("phrasing"),
                   "current": bool(hits) and has_all(hits[0]["content"], case["current"]),
                   "top1": hits[0]["content"] if hits else None, "actions": [r["action"] for r in results]}

            def stale(content, memory_id):
                return memory_id in ids and bool(case.get("stale")) and has_all(content, case["stale"]) \
                    and not has_all(content, case["current"])
            if case["kind"] == "update":
                row["stale_top5"] = any(stale(h["content"], h["id"]) for h in hits)
                row["stale_block"] = any(stale(entries[m["id"]]["content"], m["id"]) for m in block["memories"])
                row["reported"] = [results[n - 1]["id"] in {s["id"] for s in results[n]["supersedes"]}
                                   for n in range(1, len(results))]
            elif case["kind"] == "lookalike":
                first, last = results[0]["id"], results[-1]["id"]
                row["apart"] = first != last and first not in superseded and last not in superseded
                other = mem.recall(case["other_question"], top_k=5, record_access=False)
                row["other"] = bool(other) and has_all(other[0]["content"], case["other"])
            elif case["kind"] == "restatement":
                row["merged"] = results[-1]["action"] == "merged" and results[-1]["id"] == results[0]["id"]
                row["one_current"] = len({r["id"] for r in results} - superseded) == 1
            rows.append(row)
        wrong = sorted((filler_ids - case_ids) & superseded)
        report = summarise(rows)
        report["filler_superseded"] = len((filler_ids - case_ids) & superseded)
        pairs = {frozenset((entries[m]["content"], entries.get(entries[m]["superseded_by"], {}).get("content")))
                 for m in wrong}
        report["filler_superseded_pairs"] = len(pairs)
        report["filler_superseded_texts"] = len({entries[m]["content"] for m in wrong})
        report["memories"] = len(entries)
        report["backend"] = mem.retriever.get_vectorizer().name
        if show_misses:
            print_misses(rows, entries, wrong)
        mem.close()
    return report


def share(values) -> tuple[float, int]:
    values = list(values)
    return (sum(values) / len(values) if values else float("nan")), len(values)


def summarise(rows) -> dict:
    by = lambda kind: [r for r in rows if r["kind"] == kind]  # noqa: E731
    updates, looks, rests = by("update"), by("lookalike"), by("restatement")
    return {
        "current@1": share(r["current"] for r in rows),
        "current@1 update": share(r["current"] for r in updates),
        "current@1 update near": share(r["current"] for r in updates if r["phrasing"] == "near"),
        "current@1 update different": share(r["current"] for r in updates if r["phrasing"] != "near"),
        "current@1 lookalike": share(r["current"] for r in looks),
        "current@1 restatement": share(r["current"] for r in rests),
        "stale in top-5": share(r["stale_top5"] for r in updates),
        "stale in block": share(r["stale_block"] for r in updates),
        "updates reported": share(x for r in updates for x in r["reported"]),
        "updates reported near": share(x for r in updates if r["phrasing"] == "near" for x in r["reported"]),
        "updates reported different": share(x for r in updates if r["phrasing"] != "near" for x in r["reported"]),
        "look-alikes apart": share(r["apart"] for r in looks),
        "look-alikes other@1": share(r["other"] for r in looks),
        "restatements merged": share(r["merged"] for r in rests),
        "restatements one current": share(r["one_current"] for r in rests),
        **{f"{name} {lang}": share(pick(r) for r in rows if r["lang"] == lang and r["kind"] == kind)
           for lang in ("en", "zh") for name, kind, pick in (
               ("current@1 update", "update", lambda r: r["current"]), ("stale in block", "update", lambda r: r["stale_block"]),
               ("look-alikes apart", "lookalike", lambda r: r["apart"]),
               ("restatements merged", "restatement", lambda r: r["merged"]))},
    }


def print_misses(rows, entries, wrong) -> None:
    for r in rows:
        misses = [k for k in ("current", "apart", "other", "merged") if r.get(k) is False]
        misses += [k for k in ("stale_top5", "stale_block") if r.get(k)]
        if r.get("reported") and not all(r["reported"]):
            misses.append("reported")
        if misses:
            print(f"  miss {r['id']:<8} {r['kind']:<11} {r.get('phrasing') or '':<9} {','.join(misses):<30} "
                  f"actions={r['actions']} top1={r['top1']!r}", file=sys.stderr)
    for memory_id in wrong:
        entry = entries[memory_id]
        print(f"  wrong supersession of filler: {entry['content']!r} by "
              f"{entries.get(entry['superseded_by'], {}).get('content')!r}", file=sys.stderr)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("data", nargs="?", help=f"folder with cases.json and filler.json (default {DEFAULT_DATA})")
    parser.add_argument("--backends", default="local,neural", help="comma-separated: local, neural (default both)")
    parser.add_argument("--seed", type=int, default=26)
    parser.add_argument("--cases", type=int, help="only the first N cases (while iterating)")
    parser.add_argument("--show-misses", action="store_true", help="list every missed case on stderr")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args(argv)
    cases, filler = load(Path(args.data) if args.data else DEFAULT_DATA)
    if args.cases:
        cases = cases[: args.cases]
    reports = {}
    for backend in [b.strip() for b in args.backends.split(",") if b.strip()]:
        reports[backend] = run(backend, cases, filler, args.seed, args.show_misses)
        if reports[backend]["backend"] != backend:
            print(f"supersede.py: warning: {backend} was asked for, {reports[backend]['backend']} served",
                  file=sys.stderr)
    if args.json:
        print(json.dumps(reports, indent=2))
        return 0
    kinds = {k: sum(c["kind"] == k for c in cases) for k in ("update", "lookalike", "restatement")}
    print(f"{len(cases)} cases ({', '.join(f'{n} {k}' for k, n in kinds.items())}), "
          f"{len(filler)} filler texts, seed {args.seed}")
    names = list(reports)
    print(f"{'measure':<30}" + "".join(f"{n:>16}" for n in names))
    for key in reports[names[0]]:
        if key in ("backend", "memories") or key.startswith("filler_superseded"):
            continue
        cells = []
        for n in names:
            value, count = reports[n][key]
            cells.append(f"{value:>9.3f} (n={count:>3})" if count else f"{'-':>16}")
        print(f"{key:<30}" + "".join(f"{c:>16}" for c in cells))
    print(f"{'filler superseded':<30}" + "".join(f"{reports[n]['filler_superseded']:>16}" for n in names))
    print(f"{'  distinct pairs of texts':<30}" + "".join(f"{reports[n]['filler_superseded_pairs']:>16}" for n in names))
    print(f"{'  distinct filler texts':<30}" + "".join(f"{reports[n]['filler_superseded_texts']:>16}" for n in names))
    print(f"{'memories in the store':<30}" + "".join(f"{reports[n]['memories']:>16}" for n in names))
    return 0


if __name__ == "__main__":
    sys.exit(main())
