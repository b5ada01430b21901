#!/usr/bin/env python3
"""Secret-redaction benchmark: hermes_lite.redact against the spec-only baseline.

Scores two redactors with the shared evaluator (eval_redaction.py, imported from
the data folder, never copied here) on the labelled corpus secrets_dev.json:

  full       hermes_lite.redact: every layer of config.yaml `security:`
  spec-only  the five §9.5 regexes exactly as the spec prints them (the baseline the
             layered redactor replaces), run by the same engine with no value check.

and prints secrets caught %, positive pass %, false-positive %, and the mean
wall time per text (µs, best of --repeat passes over the corpus).

Usage (from the repo root; stdlib only):
    python3 bench/redaction.py
    python3 bench/redaction.py ../shared/bench/secrets --failures 5
    python3 bench/redaction.py --json > redaction.json
"""
from __future__ import annotations

import argparse
import json
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


def time_per_text(func, texts, repeat: int) -> float:
    """Best-of-`repeat` mean microseconds per text over the whole corpus."""
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        for text in texts:
            func(text)
        best = min(best, time.perf_counter() - start)
    return best / len(texts) * 1e6


def run(data_dir: Path, repeat: int, failures: int) -> dict:
    sys.path.insert(0, str(REPO))
    import hermes_lite
    evaluator = load_module(data_dir / EVALUATOR, "eval_redaction")
    cases = json.loads((data_dir / DATA_FILE).read_text(encoding="utf-8"))
    spec_only = hermes_lite.Redactor({"redact_patterns": [{"pattern": p, "label": label} for p, label in SPEC_PATTERNS]})
    redactors = {"full (hermes_lite.redact)": hermes_lite.redact, "spec-only (§9.5 verbatim)": spec_only.redact}
    texts = [c["text"] for c in cases]
    report = {"data": str(data_dir / DATA_FILE), "cases": len(cases), "repeat": repeat, "redactors": {}}
    for name, func in redactors.items():
        func(texts[0])  # compile/warm outside the timing
        total, by_kind, by_lang, fails = evaluator.evaluate(func, cases)
        summary = total.summary()
        report["redactors"][name] = {
            "total": summary,
            "by_lang": {k: v.summary() for k, v in sorted(by_lang.items())},
            "by_kind": {k: v.summary() for k, v in sorted(by_kind.items())},
            "failing_ids": [c["id"] for c, _, r in fails if not r["pass"]],
            "us_per_text": round(time_per_text(func, texts, repeat), 1),
            "failures_shown": [
                {"id": c["id"], "kind": c["kind"], "leaked": r["leaked"], "lost": r["lost"],
                 "partial": r["partial"], "in": c["text"][:300], "out": out[:300]}
                for c, out, r in fails[:failures]],
        }
    return report


def print_table(report: dict) -> None:
    print(f"secrets bench: {report['data']} ({report['cases']} cases); "
          f"timing = best of {report['repeat']} passes")
    print()
    head = f"{'redactor':30s} {'caught %':>9s} {'pos pass %':>11s} {'FP %':>6s} {'neg modified %':>15s} " \
           f"{'leak cases':>10s} {'partial':>8s} {'over-red.':>9s} {'µs/text':>8s}"
    print(head)
    print("-" * len(head))
    for name, r in report["redactors"].items():
        t = r["total"]
        print(f"{name:30s} {t['secrets_caught_pct']:9.1f} {t['positive_pass_pct']:11.1f} {t['fp_cases_pct']:6.1f} "
              f"{t['negatives_modified_pct']:15.1f} {t['leak_cases']:10d} {t['secrets_partially_leaked']:8d} "
              f"{t['overredaction_cases']:9d} {r['us_per_text']:8.1f}")
    print()
    for name, r in report["redactors"].items():
        langs = ", ".join(f"{lang}: caught {s['secrets_caught_pct']}% pass {s['positive_pass_pct']}% "
                          f"FP {s['fp_cases_pct']}%" for lang, s in r["by_lang"].items())
        print(f"{name}: {langs}")
        failing = r["failing_ids"]
        print(f"  failing cases ({len(failing)}): {', '.join(failing[:20])}{' …' if len(failing) > 20 else ''}")
        for f in r["failures_shown"]:
            print(f"  --- {f['id']} [{f['kind']}] leaked={f['leaked']} lost={f['lost']} partial={f['partial']}")
            print("      in : " + f["in"].replace("\n", "\\n"))
            print("      out: " + f["out"].replace("\n", "\\n"))


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(
        description="Score hermes_lite.redact and the spec-only redact_patterns baseline on the secrets bench.",
        epilog="example: python3 bench/redaction.py ../shared/bench/secrets --failures 3")
    parser.add_argument("data", nargs="?", help=f"secrets bench folder or its {DATA_FILE} (default {DEFAULT_DATA})")
    parser.add_argument("--repeat", type=int, default=5, help="timing passes over the corpus; the best is kept (default 5)")
    parser.add_argument("--failures", type=int, default=0, help="show up to N failing cases per redactor")
    parser.add_argument("--json", dest="as_json", action="store_true", help="print one JSON document instead of the table")
    args = parser.parse_args(argv)
    report = run(resolve_data(args.data, DEFAULT_DATA, DATA_FILE, EVALUATOR, "redaction.py"), max(1, args.repeat), args.failures)
    if args.as_json:
        print(json.dumps(report, ensure_ascii=False, indent=2))
    else:
        print_table(report)
    return 0


if __name__ == "__main__":
    sys.exit(main())
