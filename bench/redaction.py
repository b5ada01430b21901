#!/usr/bin/env python3
"""Secret-redaction benchmark: hermes_lite.redact against the previous release and the spec.

Scores three redactors with the shared evaluator (eval_redaction.py, imported from
the data folder, never copied here) on labelled corpora:

  corpora    dev        the shared secrets_dev.json
             generated  tests/redaction_corpus.build_corpus(--seed): the repo's own
                        templates, synthetic values drawn at run time
             --corpus   any other file in the same format (a held-out set), by its name
  redactors  current    hermes_lite.redact: every layer of rules.yaml `security:`
             previous   the same engine with `security:` as of commit 25f5fbc (before
                        issue 28: no scan layer), read with `git show`; skipped, with a
                        note, when git or the commit is missing
             spec-only  the five §9.5 regexes exactly as the spec prints them

and prints secrets caught %, positive pass %, damaged % (negatives whose kept text
was altered), per language and per kind, the time to build the current redactor in a
fresh process (rules behind `when` words compiled on first need; and with every rule
compiled), and the mean wall time to redact one ~200-character memory (µs, best of
--repeat passes; goal < 1000 µs).

Usage (from the repo root; stdlib only):
    python3 bench/redaction.py
    python3 bench/redaction.py ../shared/bench/secrets --failures 5 --kinds
    python3 bench/redaction.py --corpus ../heldout/secrets/secrets_heldout.json --kinds
    python3 bench/redaction.py --json > redaction.json
"""
from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _common import SHARED_BENCH, load_module, resolve_data  # noqa: E402

REPO = Path(__file__).resolve().parent.parent
DEFAULT_DATA = SHARED_BENCH / "secrets"
DATA_FILE = "secrets_dev.json"
SPEC_PATTERNS = [  # agent-memory-spec.md §9.5, verbatim: the baseline, not configuration
    (r"((?:密码|口令|passwd|password)(?:\s*(?:是|为|[:：=])\s*|\s+))([^\s,，。;；]+)", "password"),
    (r"((?:api[_-]?key|apikey|access[_-]?key|密钥)(?:\s*(?:是|为|[:：=])\s*|\s+))([^\s,，。;；]+)", "api_key"),
    (r"((?:token|secret|授权码)(?:\s*(?:是|为|[:：=])\s*|\s+))([^\s,，。;；]+)", "token"),
    (r"(sk-[A-Za-z0-9_\-]{8,})", "api_key"),
    (r"(Bearer\s+[A-Za-z0-9_\-\.]{10,})", "token"),
]
EVALUATOR = "eval_redaction.py"


PREVIOUS_COMMIT = "25f5fbc"
PREVIOUS_FILE = "rules.yaml"
BUILD_SCRIPT = """
import json, sys, time
sys.path.insert(0, sys.argv[1])
import hermes_lite
security = hermes_lite.load_config()["security"]
start = time.perf_counter()
redactor = hermes_lite.Redactor(security)
built = time.perf_counter()
redactor.compile_all()
print(json.dumps({"build_ms": (built - start) * 1e3, "all_ms": (time.perf_counter() - start) * 1e3}))
"""


def build_times(runs: int = 5) -> dict:
    """Median ms to build the current Redactor in a fresh process (the config already parsed),
    and to compile every rule besides; each run is a new interpreter, so no regex is cached."""
    results = []
    for _ in range(runs):
        out = subprocess.run([sys.executable, "-c", BUILD_SCRIPT, str(REPO)], capture_output=True,
                             text=True, timeout=120, check=True)
        results.append(json.loads(out.stdout))
    middle = lambda key: round(sorted(r[key] for r in results)[len(results) // 2], 1)   # noqa: E731
    return {"build_ms": middle("build_ms"), "all_rules_ms": middle("all_ms"), "runs": runs}


def time_per_text(funcs: dict, texts, repeat: int) -> dict:
    """Best-of-`repeat` mean microseconds per text for each redactor; the passes take turns
    so that a burst of load on a shared machine hits every redactor alike."""
    best = dict.fromkeys(funcs, float("inf"))
    for _ in range(repeat):
        for name, func in funcs.items():
            start = time.perf_counter()
            for text in texts:
                func(text)
            best[name] = min(best[name], time.perf_counter() - start)
    return {name: round(seconds / len(texts) * 1e6, 1) for name, seconds in best.items()}


def memories_of_200_chars(cases) -> list[str]:
    """Memory-sized texts (~200 chars): corpus texts joined with ordinary prose up to 200 chars."""
    filler = " The deploy notes were reviewed on Tuesday and the rollout continues in the next window."
    out = []
    for case in cases:
        text = case["text"]
        while len(text) < 200:
            text += filler
        out.append(text[:220])
    return out


def previous_redactor(hermes_lite):
    """The Redactor built from security: at PREVIOUS_COMMIT, or (None, why not)."""
    try:
        shown = subprocess.run(["git", "-C", str(REPO), "show", f"{PREVIOUS_COMMIT}:{PREVIOUS_FILE}"],
                               capture_output=True, text=True, encoding="utf-8", timeout=30)
    except (OSError, subprocess.SubprocessError) as e:
        return None, f"git unavailable ({e})"
    if shown.returncode != 0:
        return None, f"git show {PREVIOUS_COMMIT}:{PREVIOUS_FILE} failed: {shown.stderr.strip()[:120]}"
    return hermes_lite.Redactor(hermes_lite.parse_simple_yaml(shown.stdout)["security"]).redact, ""


def run(data_dir: Path, repeat: int, failures: int, seed: int, extra: list[str]) -> dict:
    sys.path.insert(0, str(REPO))
    sys.path.insert(0, str(REPO / "tests"))
    import hermes_lite
    import redaction_corpus
    evaluator = load_module(data_dir / EVALUATOR, "eval_redaction")
    corpora = {"dev": json.loads((data_dir / DATA_FILE).read_text(encoding="utf-8")),
               "generated": redaction_corpus.build_corpus(seed)}
    for path in extra:
        corpora[Path(path).stem] = json.loads(Path(path).read_text(encoding="utf-8"))
    spec_only = hermes_lite.Redactor({"redact_patterns": [{"pattern": p, "label": label} for p, label in SPEC_PATTERNS]})
    redactors = {"current": hermes_lite.redact}
    previous, why = previous_redactor(hermes_lite)
    if previous:
        redactors[f"previous ({PREVIOUS_COMMIT})"] = previous
    redactors["spec-only (§9.5)"] = spec_only.redact
    report = {"data": str(data_dir / DATA_FILE), "seed": seed, "repeat": repeat, "previous_note": why,
              "extra": list(extra), "cases": {name: len(cases) for name, cases in corpora.items()},
              "build": build_times(), "results": {}}
    memories = memories_of_200_chars(corpora["dev"] + corpora["generated"])
    report["memory_chars_mean"] = round(sum(map(len, memories)) / len(memories), 1)
    for func in redactors.values():
        func(memories[0])  # compile/warm outside the timing
    timings = time_per_text(redactors, memories, repeat)
    for name, func in redactors.items():
        per = report["results"][name] = {"us_per_200_char_memory": timings[name]}
        for corpus, cases in corpora.items():
            total, by_kind, by_lang, fails = evaluator.evaluate(func, cases)
            per[corpus] = {
                "total": total.summary(),
                "by_lang": {k: v.summary() for k, v in sorted(by_lang.items())},
                "by_kind": {k: v.summary() for k, v in sorted(by_kind.items())},
                "failing_ids": [c["id"] for c, _, r in fails if not r["pass"]],
                "failures_shown": [
                    {"id": c["id"], "kind": c["kind"], "leaked": r["leaked"], "lost": r["lost"],
                     "partial": r["partial"], "in": c["text"][:300], "out": out[:300]}
                    for c, out, r in fails if not r["pass"]][:failures],
            }
    return report


def _cells(s: dict) -> str:
    caught = f"{s['secrets_caught_pct']:6.1f}" if s["secrets"] else f"{'-':>6s}"
    passed = f"{s['positive_pass_pct']:6.1f}" if s["positive_cases"] else f"{'-':>6s}"
    damaged = f"{s['fp_cases_pct']:6.1f}" if s["negative_cases"] else f"{'-':>6s}"
    return f"{caught} {passed} {damaged}"


def print_table(report: dict, kinds: bool) -> None:
    names = list(report["results"])
    print(f"secrets bench: dev = {report['data']} ({report['cases']['dev']} cases), generated = "
          f"tests/redaction_corpus.py seed {report['seed']} ({report['cases']['generated']} cases)")
    for path in report["extra"]:
        print(f"{Path(path).stem} = {path}")
    print(f"previous = {PREVIOUS_FILE} security: at commit {PREVIOUS_COMMIT} (git show), same engine"
          + (f"; SKIPPED: {report['previous_note']}" if report["previous_note"] else ""))
    print("cells: caught % / positive pass % / damaged % (negatives whose kept text was altered)")
    print()
    for corpus in report["cases"]:
        head = f"{corpus + ' corpus':28s}" + "".join(f" | {n[:20]:^20s}" for n in names)
        print(head)
        print("-" * len(head))
        first = report["results"][names[0]][corpus]
        rows = [("TOTAL", "total")] + [(f"lang {k}", ("by_lang", k)) for k in first["by_lang"]]
        if kinds:
            rows += [(f"  {k}", ("by_kind", k)) for k in first["by_kind"]]
        for label, key in rows:
            line = f"{label[:28]:28s}"
            for n in names:
                r = report["results"][n][corpus]
                s = r["total"] if key == "total" else r[key[0]][key[1]]
                line += f" | {_cells(s)}"
            print(line)
        print()
    build = report["build"]
    print(f"current redactor, fresh process (median of {build['runs']}): built in {build['build_ms']:.1f} ms, "
          f"{build['all_rules_ms']:.1f} ms with every rule compiled")
    print(f"mean time per ~200-char memory ({report['memory_chars_mean']} chars on average, "
          f"best of {report['repeat']} passes): "
          + ", ".join(f"{n} {report['results'][n]['us_per_200_char_memory']:.1f} µs" for n in names))
    for n in names:
        for corpus in report["cases"]:
            r = report["results"][n][corpus]
            shown = r["failures_shown"]
            if not shown:
                continue
            print(f"\n{n} on {corpus}: failing cases ({len(r['failing_ids'])})")
            for f in shown:
                print(f"  --- {f['id']} [{f['kind']}] leaked={f['leaked']} lost={f['lost']}")
                print("      in : " + f["in"].replace("\n", "\\n"))
                print("      out: " + f["out"].replace("\n", "\\n"))


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(
        description="Score hermes_lite.redact, the previous release and the spec-only patterns on the secrets bench.",
        epilog="example: python3 bench/redaction.py ../shared/bench/secrets --failures 3")
    parser.add_argument("data", nargs="?", help=f"secrets bench folder or its {DATA_FILE} (default {DEFAULT_DATA})")
    parser.add_argument("--repeat", type=int, default=5, help="timing passes over the corpus; the best is kept (default 5)")
    parser.add_argument("--failures", type=int, default=0, help="show up to N failing cases per redactor")
    parser.add_argument("--seed", type=int, default=0, help="seed of the generated corpus (default 0)")
    parser.add_argument("--kinds", action="store_true", help="also print one row per kind")
    parser.add_argument("--corpus", action="append", default=[], metavar="FILE",
                        help="another corpus in the same format (e.g. a held-out set); repeatable")
    parser.add_argument("--json", dest="as_json", action="store_true", help="print one JSON document instead of the table")
    args = parser.parse_args(argv)
    report = run(resolve_data(args.data, DEFAULT_DATA, DATA_FILE, EVALUATOR, "redaction.py"), max(1, args.repeat),
                 args.failures, args.seed, args.corpus)
    if args.as_json:
        print(json.dumps(report, ensure_ascii=False, indent=2))
    else:
        print_table(report, args.kinds)
    return 0


if __name__ == "__main__":
    sys.exit(main())
