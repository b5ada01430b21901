#!/usr/bin/env python3
"""Context blocks on stores of agent facts (issue 31): hit rate, noise, tokens, hook latency.

Takes a folder of stores, each a file store_*.json:

    {"name": "...",
     "memories": [{"id", "text", "category", "importance", "verified"}, ...],
     "prompts":  [{"id", "prompt", "needs": [memory ids] or [], "lang", "kind"}, ...]}

For each store and each backend named with --backends (chosen explicitly, never by what is
installed), the memories are loaded into a fresh data root with remember_many (a merged memory
stands for every id merged into it), the vectors are filled as the background fill would, and
every prompt is sent to the documented hook command exactly as an agent runs it:

    PYTHONPATH=<repo> python3 -m hermes_lite hook --root <root>

one process per prompt, a UserPromptSubmit payload on stdin, each prompt a new agent session
(so nothing is skipped as already shown, and each injection counts one access, as in use).

  hit rate     prompts with `needs`: share whose injected block holds one of those memories
  top-5        the same prompts as plain recall(prompt, top_k=5): the upper bound a block could
               reach by pasting recall's first five (no budget, no floor)
  noise        prompts with no `needs`: share for which the hook injects anything
  tokens       mean tokens injected per prompt (0 when nothing is), counted by the library's
               TokenCounter (tiktoken when an encoding loads offline, else its estimate)
  per block    mean memories in a block that opened
  latency      median wall time of the hook processes, next to bare `python3 -c pass` measured
               in the same run (--runs times each, interleaved)
  deadline     hook runs that passed hooks.deadline_seconds (from the hook's stderr line)
  load         the lowest and highest 1-minute load average seen as the hooks ran (os.getloadavg):
               the deadline is wall time, so a run on a busy machine says so beside its figures

--pad N adds generated memories (bench/scale.py's corpus, fixed seed) until a store holds N, to
measure the same prompts at another store size. --in-process calls what the hook calls
(hook_query + HermesLite.context with cached vectors) inside this process instead: the same
blocks, minus access counting and latency, for quick iteration. --misses lists what each miss
and each noisy prompt got.

The stores under bench/data/context/ were written for this benchmark as development data (the
gate was tuned on them). Held-out stores live elsewhere; pass their folder.

Usage (from the repo root):
    python3 bench/context_facts.py                                 # bench/data/context, local and neural
    python3 bench/context_facts.py /path/to/stores --backends local
    python3 bench/context_facts.py --pad 1000 --in-process --backends neural
"""
from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "bench"))
from _common import patched_env, write_bytecode  # noqa: E402
import hermes_lite  # noqa: E402

DEFAULT_DATA = REPO / "bench" / "data" / "context"
ID_RE = re.compile(r"mem_\d{8}_\d{6}_[0-9a-f]{4,8}")


def backend_env(backend: str) -> dict:
    return {"HERMES_VECTOR_BACKEND": backend, "HERMES_RERANK": "off", "HERMES_ENCRYPT": None,
            "HERMES_LITE_ROOT": None}


def load_stores(folder: Path, names=None) -> list[dict]:
    files = sorted(folder.glob("store_*.json"))
    if not files:
        sys.exit(f"context_facts.py: error: no store_*.json in {folder}")
    stores = []
    for path in files:
        store = json.loads(path.read_text(encoding="utf-8"))
        store.setdefault("name", path.stem[len("store_"):])
        if names and store["name"] not in names:
            continue
        ids = {m["id"] for m in store["memories"]}
        for prompt in store["prompts"]:
            unknown = set(prompt.get("needs") or []) - ids
            if unknown:
                sys.exit(f"context_facts.py: error: {path.name}: prompt {prompt['id']} needs unknown {sorted(unknown)}")
        stores.append(store)
    return stores


def build_root(store: dict, root: Path, pad: int, config: str | None = None) -> dict:
    """Load a store into `root` (with `config` as its config.yaml); returns {library id: [store
    ids]} (a merge stands for all)."""
    from scale import build_corpus
    if config:
        root.mkdir(parents=True, exist_ok=True)
        (root / "config.yaml").write_text(config, encoding="utf-8")
    mem = hermes_lite.HermesLite(root)
    known = mem.config["category_mapping"]   # a store's own categories (gotcha, convention, ...) that the
    # shipped mapping lacks go to the default room, as a user without a mapping for them would do
    items = [{"text": m["text"], "category": m.get("category") if m.get("category") in known else "general",
              "importance": int(m.get("importance") or 5), "verified": bool(m.get("verified"))}
             for m in store["memories"]]
    results = mem.remember_many(items)
    owners: dict = {}
    for memory, result in zip(store["memories"], results):
        owners.setdefault(result["id"], []).append(memory["id"])
    extra = pad - len(owners)
    if extra > 0:
        filler = build_corpus(extra, 7)
        for start in range(0, len(filler), 1000):
            mem.remember_many(filler[start:start + 1000])
    mem.close()
    hermes_lite.fill_vectors(root)   # what the background fill, `reindex` or any recall does
    return owners


def child_env(backend: str) -> dict:
    env = {k: v for k, v in os.environ.items()
           if k not in ("HERMES_LITE_ROOT", "HERMES_ENCRYPT", "HERMES_MASTER_KEY")}
    env.update({"HERMES_VECTOR_BACKEND": backend, "HERMES_RERANK": "off", "PYTHONPATH": str(REPO)})
    return env


def run_hook(root: Path, prompt: str, env: dict, cwd: Path) -> dict:
    """The documented hook command, one process, a new agent session: (text, ms, stderr)."""
    payload = {"session_id": f"context-facts-{uuid.uuid4().hex}", "transcript_path": None, "cwd": str(cwd),
               "permission_mode": "default", "hook_event_name": "UserPromptSubmit", "prompt": prompt}
    started = time.perf_counter()
    proc = subprocess.run([sys.executable, "-m", "hermes_lite", "hook", "--root", str(root)],
                          input=json.dumps(payload).encode("utf-8"), capture_output=True, env=env, cwd=str(cwd))
    ms = (time.perf_counter() - started) * 1000
    text = ""
    if proc.stdout.strip():
        text = json.loads(proc.stdout)["hookSpecificOutput"]["additionalContext"]
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else None   # the machine's load as the hook ran
    return {"text": text, "ms": ms, "code": proc.returncode, "stderr": proc.stderr.decode("utf-8", "replace").strip(),
            "load": load}


def bare_python(runs: int, env: dict) -> float:
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        subprocess.run([sys.executable, "-c", "pass"], env=env, check=True)
        times.append((time.perf_counter() - started) * 1000)
    return statistics.median(times)


def evaluate(store: dict, backend: str, tmp: Path, pad: int, in_process: bool, log, config=None) -> dict:
    root = tmp / f"{store['name']}_{backend}"
    with patched_env(backend_env(backend)):
        started = time.perf_counter()
        owners = build_root(store, root, pad, config)
        built = time.perf_counter() - started
        mem = hermes_lite.HermesLite(root)
        counter = hermes_lite.TokenCounter(mem.config["context"])
        memories = len(mem.store.entries)
        env, cwd = child_env(backend), tmp / "project"
        cwd.mkdir(exist_ok=True)
        rows, bare = [], []
        for n, prompt in enumerate(store["prompts"]):
            needs = set(prompt.get("needs") or [])
            plain = mem.recall(prompt["prompt"], top_k=5, record_access=False)
            top5 = [owners.get(hit["id"], []) for hit in plain]
            if in_process:
                query = hermes_lite.hook_query(mem, prompt["prompt"])
                block = mem.context(query, record_access=False, vectors="cached") if query else {"text": ""}
                run = {"text": block["text"], "ms": None, "code": 0, "stderr": ""}
            else:
                run = run_hook(root, prompt["prompt"], env, cwd)
                if n % 5 == 0:   # bare interpreter start-up, interleaved with the hook runs
                    bare.append(bare_python(1, env))
            shown = list(dict.fromkeys(ID_RE.findall(run["text"])))
            block = [owners.get(i, []) for i in shown]
            rows.append({"id": prompt["id"], "prompt": prompt["prompt"], "kind": prompt.get("kind"),
                         "lang": prompt.get("lang"), "needs": sorted(needs),
                         "hit": bool(needs) and any(needs & set(ids) for ids in block),
                         "top5": bool(needs) and any(needs & set(ids) for ids in top5),
                         "top5_ids": [ids[0] if ids else "pad" for ids in top5],
                         "block_ids": [ids[0] if ids else "pad" for ids in block],
                         "tokens": counter.count(run["text"]) if run["text"] else 0,
                         "ms": run["ms"], "code": run["code"], "load": run.get("load"),
                         "deadline": "deadline" in run["stderr"], "stderr": run["stderr"][-200:]})
        mem.close()
    result = summarise(rows)
    result.update({"store": store["name"], "backend": backend, "memories": memories, "rows": rows,
                   "bare_ms": statistics.median(bare) if bare else None, "build_s": round(built, 1),
                   "tokenizer": counter.label})
    log(f"context_facts.py: {store['name']} {backend}: {memories} memories, hit {result['hit']:.3f} "
        f"top-5 {result['top5']:.3f} noise {result['noise']:.3f}")
    return result


def summarise(rows: list[dict]) -> dict:
    needed = [r for r in rows if r["needs"]]
    idle = [r for r in rows if not r["needs"]]
    opened = [r for r in rows if r["block_ids"]]
    times = [r["ms"] for r in rows if r["ms"] is not None]
    loads = [r["load"] for r in rows if r.get("load") is not None]
    share = lambda part, whole: len(part) / len(whole) if whole else 0.0  # noqa: E731
    return {"prompts": len(rows), "needed": len(needed), "idle": len(idle),
            "hit": share([r for r in needed if r["hit"]], needed),
            "top5": share([r for r in needed if r["top5"]], needed),
            "noise": share([r for r in idle if r["block_ids"]], idle),
            "noisy": sum(1 for r in idle if r["block_ids"]),
            "tokens": statistics.mean(r["tokens"] for r in rows) if rows else 0.0,
            "per_block": statistics.mean(len(r["block_ids"]) for r in opened) if opened else 0.0,
            "median_ms": statistics.median(times) if times else None,
            "deadline": sum(r["deadline"] for r in rows), "nonzero_exit": sum(r["code"] != 0 for r in rows),
            "load": (min(loads), max(loads)) if loads else None}


def print_report(results: list[dict], show_misses: bool) -> None:
    print("\n| store | backend | memories | prompts (need / none) | hit rate | top-5 | gap | noise | "
          "tokens per prompt | memories per block | median hook ms (bare python) | deadline passed | load during hooks |")
    print("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for r in results:
        ms = "in-process" if r["median_ms"] is None else f"{r['median_ms']:.0f} ({r['bare_ms']:.0f})"
        load = "-" if not r.get("load") else f"{r['load'][0]:.1f}-{r['load'][1]:.1f}"
        print(f"| {r['store']} | {r['backend']} | {r['memories']:,} | {r['needed']} / {r['idle']} | {r['hit']:.3f} | "
              f"{r['top5']:.3f} | {r['top5'] - r['hit']:+.3f} | {r['noise']:.3f} ({r['noisy']}) | {r['tokens']:.0f} | "
              f"{r['per_block']:.1f} | {ms} | {r['deadline']} | {load} |")
    for backend in dict.fromkeys(r["backend"] for r in results):
        rows = [row for r in results if r["backend"] == backend for row in r["rows"]]
        s = summarise(rows)
        print(f"\nall stores, {backend}: hit {s['hit']:.3f}, top-5 {s['top5']:.3f}, noise {s['noise']:.3f} "
              f"({s['noisy']} of {s['idle']}), {s['tokens']:.0f} tokens per prompt, {s['per_block']:.1f} per block")
        groups: dict = {}
        for row in rows:
            groups.setdefault(("needs" if row["needs"] else "none", row["kind"], row["lang"]), []).append(row)
        print("| prompts | kind | lang | count | hit or noise | top-5 |")
        print("|---|---|---|---:|---:|---:|")
        for (side, kind, lang), group in sorted(groups.items(), key=lambda kv: tuple(map(str, kv[0]))):
            g = summarise(group)
            value = g["hit"] if side == "needs" else g["noise"]
            print(f"| {side} | {kind} | {lang} | {len(group)} | {value:.3f} | {g['top5'] if side == 'needs' else 0:.3f} |")
    if show_misses:
        for r in results:
            print(f"\n{r['store']} · {r['backend']}: misses (needs / top-5 / block) and noisy prompts")
            for row in r["rows"]:
                if (row["needs"] and not row["hit"]) or (not row["needs"] and row["block_ids"]):
                    print(f"  {row['id']:>4} {row['kind'] or '':<10} needs {','.join(row['needs']) or '-':<8} "
                          f"top5 {','.join(row['top5_ids'][:5]):<22} block {','.join(row['block_ids']) or '-':<18} "
                          f"{row['prompt'][:70]}")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("data", nargs="?", help=f"folder of store_*.json (default {DEFAULT_DATA})")
    parser.add_argument("--backends", default="local,neural", help="comma list, run in this order (default local,neural)")
    parser.add_argument("--stores", help="comma list of store names (default all)")
    parser.add_argument("--pad", type=int, default=0, help="add generated memories until each store holds N")
    parser.add_argument("--in-process", action="store_true", help="call the hook's functions in this process (no latency)")
    parser.add_argument("--misses", action="store_true", help="list misses and noisy prompts")
    parser.add_argument("--json", help="write every row to this file")
    parser.add_argument("--config", help="a config.yaml put in each data root (overrides the shipped settings)")
    args = parser.parse_args(argv)
    folder = Path(args.data) if args.data else DEFAULT_DATA
    stores = load_stores(folder, set(args.stores.split(",")) if args.stores else None)
    backends = [b for b in args.backends.split(",") if b]
    for backend in backends:
        if backend not in hermes_lite.VECTORIZERS:
            sys.exit(f"context_facts.py: error: unknown backend {backend}")
        if not hermes_lite.VECTORIZERS[backend]({}).available():
            sys.exit(f"context_facts.py: error: backend {backend} is not available here (pip install '.[{backend}]')")
    log = lambda msg: print(msg, file=sys.stderr)  # noqa: E731
    write_bytecode()
    results = []
    with tempfile.TemporaryDirectory(prefix="hl_ctx_facts_") as tmp:
        for backend in backends:
            for store in stores:
                results.append(evaluate(store, backend, Path(tmp), args.pad, args.in_process, log,
                                        Path(args.config).read_text(encoding="utf-8") if args.config else None))
    load = os.getloadavg() if hasattr(os, "getloadavg") else None
    print(f"data {folder} · pad {args.pad or 'none'} · {'in-process' if args.in_process else 'hook processes'} · "
          f"tokenizer {results[0]['tokenizer'] if results else '-'} · load average at the end {load}")
    print_report(results, args.misses)
    if args.json:
        Path(args.json).write_text(json.dumps(results, ensure_ascii=False, indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
