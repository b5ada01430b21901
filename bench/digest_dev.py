#!/usr/bin/env python3
"""Sedimentation on sessions written apart from the digester (issue 27), and its first-run time.

Runs the evaluator that ships beside the session set (`eval_digest.py`: `auto_sediment.py
PATH --apply` per session into a fresh root, then recall, precision, junk, reversed choices
stored as current and secrets on disk, per language and format) on this checkout:

- the rule digester always (the evaluator's own run, unchanged);
- the LLM digester through the same evaluator when its key (digest.key_env, DEEPSEEK_API_KEY by
  default) is set: only the environment the evaluator gives auto_sediment changes (the key is
  kept, HERMES_DIGEST_BACKEND=llm), so both backends are scored by the same code.

Then it times the first-run rule digest (HermesLite.digest on the whole session, in a fresh
root: config, rule compilation, paste stripping, ranking) of a synthetic 60-turn session and of
every session of the set, and prints the figures. Nothing here asserts a time.

    python3 bench/digest_dev.py [--sessions DIR] [--backend rule|llm|both] [--only NAME ...] [-v]

DIR defaults to ../shared/bench/digest/sessions (the dev set); the evaluator is looked for
beside DIR's parent (or give --eval). Held-out sets take the same options.
"""
from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from _common import REPO, SHARED_BENCH, load_module

sys.path.insert(0, str(REPO))
import auto_sediment  # noqa: E402
import hermes_lite  # noqa: E402

DEFAULT_SESSIONS = SHARED_BENCH / "digest" / "sessions"


def find_evaluator(sessions: Path, given: str | None) -> Path:
    for candidate in ([Path(given)] if given else [sessions.parent / "eval_digest.py",
                                                    SHARED_BENCH / "digest" / "eval_digest.py"]):
        if candidate.is_file():
            return candidate
    sys.exit(f"digest_dev: error: no eval_digest.py beside {sessions}; pass --eval PATH")


def run_rule(evaluator: Path, sessions: Path, extra: list[str]) -> None:
    print("== rule digester (the evaluator as shipped)", flush=True)
    subprocess.run([sys.executable, str(evaluator), str(REPO), "--sessions", str(sessions), *extra], check=False)


def run_llm(evaluator: Path, sessions: Path, extra: list[str]) -> None:
    settings = hermes_lite.load_config()["digest"]
    key_env = settings["key_env"]
    if not os.environ.get(key_env):
        print(f"\n== llm digester: skipped ({key_env} is not set)")
        return
    print(f"\n== llm digester ({settings['model']} at {settings['url']}), same evaluator", flush=True)
    module = load_module(evaluator, "eval_digest_llm")
    plain_env = module.clean_env

    def llm_env(root, work):
        env = plain_env(root, work)
        env.update({key_env: os.environ[key_env], "HERMES_DIGEST_BACKEND": "llm"})
        return env

    module.clean_env = llm_env
    saved = sys.argv
    sys.argv = [str(evaluator), str(REPO), "--sessions", str(sessions), *extra]
    try:
        module.main()
    finally:
        sys.argv = saved


def synthetic_session(turns: int = 60) -> str:
    """A deterministic 60-turn conversation in the §9.4 join: decisions, preferences, values,
    questions and answers, chatter, a pasted log and a fenced code block every few turns."""
    said = []
    for n in range(turns // 2):
        user = [f"step {n}: the service-{n} worker keeps timing out on staging, can you look?",
                f"we decided to move service-{n} to Postgres 16 instead of MySQL 8, keep the old dump",
                f"btw I prefer small pull requests, never more than {200 + n} lines",
                f"the review for service-{n} is on Nov {n % 28 + 1}, merge before that",
                f"here is the log:\n```\n2026-11-0{n % 9 + 1}T10:00:0{n % 9}Z ERROR pool exhausted\n"
                f"  File \"svc{n}.py\", line {n + 10}, in run\n```\nthe endpoint is https://svc{n}.example.internal:84{n:02d}"]
        assistant = [f"I looked at service-{n}: the pool size is {n + 4} and the timeout {n + 30} s. "
                     f"I'd raise the pool to {2 * n + 8}. Shall I?",
                     "Done. All 14 tests pass and the build is green.",
                     f"```python\ndef handler_{n}(event):\n    return process(event, retries={n})\n```\nPatched handler_{n}."]
        said.append("用户: " + user[n % len(user)])
        said.append("助手: " + assistant[n % len(assistant)])
    return "\n".join(said)


TIME_ONE = """
import sys, time
sys.path.insert(0, sys.argv[1])
import hermes_lite
text = open(sys.argv[3], encoding="utf-8").read()
started = time.perf_counter()
with hermes_lite.HermesLite(sys.argv[2]) as mem:
    mem.digest(text)
print(time.perf_counter() - started)
"""


def first_run_seconds(text: str, runs: int = 5, warm: bool = False) -> float:
    """Median wall time of HermesLite(root).digest(text) (a preview), each in a new process
    after its imports: the first digest of a session. Cold: a fresh root (every security and
    digest rule compiled from scratch); warm: a root used once before, whose compiled-rules
    cache (RegexCache) is written."""
    times = []
    env = {k: v for k, v in os.environ.items() if not k.endswith("_API_KEY")}
    env["HERMES_DIGEST_BACKEND"] = "rule"
    for _ in range(runs):
        with tempfile.TemporaryDirectory() as tmp:
            root, source = Path(tmp) / "root", Path(tmp) / "session.txt"
            source.write_text(text, encoding="utf-8")
            if warm:
                with hermes_lite.HermesLite(root) as mem:
                    mem.digest("用户: we use Postgres 16")
            out = subprocess.run([sys.executable, "-c", TIME_ONE, str(REPO), str(root), str(source)],
                                 capture_output=True, text=True, env=env, check=True).stdout
            times.append(float(out.split()[-1]))
    return statistics.median(times)


def parts_seconds(text: str, runs: int = 5) -> dict:
    """Median times of the two parts of a first digest that scale with the rules: building and
    running the Redactor (security rules) and the RuleDigester (digest rules)."""
    config = hermes_lite.load_config()
    out = {"redaction": [], "rules": []}
    for _ in range(runs):
        re.purge()   # no pattern compiled by an earlier run
        started = time.perf_counter()
        safe = hermes_lite.Redactor(config["security"]).redact(text)[0]
        out["redaction"].append(time.perf_counter() - started)
        re.purge()
        started = time.perf_counter()
        settings = config["digest"]
        hermes_lite.RuleDigester(settings["rules"], settings, config["retrieval"]["stopwords"]).extract(
            hermes_lite.dialogue_prose(safe, settings))
        out["rules"].append(time.perf_counter() - started)
    return {k: statistics.median(v) for k, v in out.items()}


def timings(sessions: Path) -> None:
    print("\n== first-run rule digest time (HermesLite.digest of the whole session in a new process, median)")
    saved = {k: os.environ.pop(k, None) for k in list(os.environ) if k.endswith("_API_KEY")}
    os.environ["HERMES_DIGEST_BACKEND"] = "rule"
    try:
        text = synthetic_session(60)
        print(f"  synthetic 60-turn session ({len(text):,} chars): fresh root {first_run_seconds(text) * 1000:.0f} ms, "
              f"a root used before {first_run_seconds(text, warm=True) * 1000:.0f} ms")
        parts = parts_seconds(text)
        print(f"    of which, each in a fresh process state: redaction (Redactor built and run) "
              f"{parts['redaction'] * 1000:.0f} ms, rule digester (RuleDigester built and run) "
              f"{parts['rules'] * 1000:.0f} ms")
        rows = []
        for path in sorted(sessions.glob("*.jsonl")):
            text = auto_sediment.extract_text(path, None, 10 ** 7)
            rows.append((first_run_seconds(text, 3, warm=True), path.stem, len(text)))
        if rows:
            worst = max(rows)
            print(f"  {len(rows)} sessions of {sessions} (roots used before): median {statistics.median(r[0] for r in rows) * 1000:.0f} ms, "
                  f"slowest {worst[0] * 1000:.0f} ms ({worst[1]}, {worst[2]:,} chars)")
    finally:
        os.environ.pop("HERMES_DIGEST_BACKEND", None)
        os.environ.update({k: v for k, v in saved.items() if v is not None})


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--sessions", default=str(DEFAULT_SESSIONS), help="folder of <name>.jsonl + <name>.labels.json")
    p.add_argument("--eval", help="eval_digest.py (default: beside the sessions folder)")
    p.add_argument("--backend", choices=("rule", "llm", "both"), default="both")
    p.add_argument("--only", nargs="*", help="session names (substring match)")
    p.add_argument("-v", "--verbose", action="store_true", help="every stored memory and every missed fact")
    p.add_argument("--no-timing", action="store_true", help="skip the first-run timings")
    args = p.parse_args(argv)
    sessions = Path(args.sessions)
    if not sessions.is_dir():
        sys.exit(f"digest_dev: error: {sessions} is not a folder of sessions; pass --sessions DIR")
    evaluator = find_evaluator(sessions, args.eval)
    extra = (["--only", *args.only] if args.only else []) + (["-v"] if args.verbose else [])
    if args.backend in ("rule", "both"):
        run_rule(evaluator, sessions, extra)
    if args.backend in ("llm", "both"):
        run_llm(evaluator, sessions, extra)
    if not args.no_timing:
        timings(sessions)
    return 0


if __name__ == "__main__":
    sys.exit(main())
