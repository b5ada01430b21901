"""Start-up cost of the redactor in a fresh process, and the most a compiled-regex cache could save.

Issue 25 asked whether the redaction rules need a cache of compiled regex programs on disk (it was
dropped in issue 28's second round: a cache that can turn redaction off must not be trusted). This
measures, in fresh interpreters run interleaved (CPU time of the child, user + system, medians):

  bare      python3 -c pass
  import    import hermes_lite
  first     import, build the shipped Redactor, redact one text (each text kind below)
  all       import, build, compile every rule (what a text that calls every rule costs)

and, inside each `first` run, the time spent in re.compile after import (the rules compiled on first
use): the most any regex cache could save on that text (a cache still has to rebuild the pattern objects, so it saves less).

usage: python3 bench/redactor_startup.py [--runs N]
"""
from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent

TEXTS = {
    "prose": "We decided to move the nightly reports job to rpt-02 and keep Postgres 15 for now.",
    "keyword": "The staging DB password is Qv7!mRz2Lp; the user is app_ro on pg-main.",
    "env": "DATABASE_URL=postgres://app:Zr8kQw2Lp9vXt@db:5432/app\nAPI_KEY=sk-live-Rt8xNm4Yb7Hc1Jd9Vk3p\n",
    "zh": "新的口令 Hv5#pLm9Qz 已经生效，登录堡垒机时用。",
}

CHILD = r"""
import json, sys, time
t0 = time.process_time()
sys.path.insert(0, sys.argv[1])
import hermes_lite
mode, text = sys.argv[2], sys.argv[3]
compile_time = 0.0
if mode != "import":
    import re
    original = re.compile   # the public entry every rule goes through; patched after import, so
    def timed(*args, **kwargs):   # module-level patterns compiled at import are not counted
        global compile_time
        start = time.process_time()
        try:
            return original(*args, **kwargs)
        finally:
            compile_time += time.process_time() - start
    re.compile = timed
    redactor = hermes_lite.Redactor(hermes_lite.load_config()["security"])
    if mode == "all":
        redactor.compile_all()
    redactor.redact(text)
print(json.dumps({"compile_ms": compile_time * 1000}))
"""


def child_cpu(args) -> tuple[float, dict]:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    out = subprocess.run(args, capture_output=True, text=True, check=True).stdout
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return cpu * 1000, (json.loads(out) if out.strip() else {})


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7, help="fresh processes per row (default 7)")
    opts = parser.parse_args()
    rows = {"bare": ([sys.executable, "-c", "pass"], None),
            "import": ([sys.executable, "-c", CHILD, str(REPO), "import", ""], None)}
    for name, text in TEXTS.items():
        rows[f"first:{name}"] = ([sys.executable, "-c", CHILD, str(REPO), "first", text], None)
    rows["all"] = ([sys.executable, "-c", CHILD, str(REPO), "all", TEXTS["prose"]], None)
    cpu = {name: [] for name in rows}
    compile_ms = {name: [] for name in rows}
    env_note = os.getloadavg()[0]
    for _ in range(opts.runs):   # interleaved: load changes hit every row alike
        for name, (args, _) in rows.items():
            ms, info = child_cpu(args)
            cpu[name].append(ms)
            compile_ms[name].append(info.get("compile_ms", 0.0))
    bare = statistics.median(cpu["bare"])
    print(f"fresh-process CPU time, median of {opts.runs} (load {env_note:.1f} at start); bare python {bare:.0f} ms")
    print(f"{'row':16} {'cpu ms':>8} {'over bare':>10} {'in compile':>12}")
    for name in rows:
        med = statistics.median(cpu[name])
        print(f"{name:16} {med:8.1f} {med - bare:10.1f} {statistics.median(compile_ms[name]):12.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
