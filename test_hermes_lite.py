#!/usr/bin/env python3
"""The whole test suite of agent-memory (hermes_lite), in one command.

Run: python3 test_hermes_lite.py              everything, one process (what CI runs)
     python3 test_hermes_lite.py --quick      without the tests marked slow, in 2 worker processes
     python3 test_hermes_lite.py test_core.TestRemember tests.test_mcp test_core.TestCLI.test_every_command
                                              only these (a module, class or method; `tests.` and
                                              tests/test_core.py::TestRemember forms work too)
     python3 test_hermes_lite.py -j 2         N worker processes (default 1; 2 with --quick)
     python3 -m unittest tests.test_core      plain unittest, from the repository root
     python3 -m pytest                        the same tests, each collected once

The tests live in tests/, split by concern: test_core.py (library and CLI),
test_auto_sediment.py, test_mcp.py, test_reliability.py, and further test_*.py files
there; shared helpers are in tests/helpers.py. Slow tests (neural model, stress, subprocess
storms, crash trials, property tests) carry helpers.slow: --quick (HERMES_QUICK=1) skips
them. The closing lines count tests, skipped tests with their reasons, the figures some
tests measure, and every assertion.
"""
from __future__ import annotations

import argparse
import io
import os
import sys
import time
import unittest
from pathlib import Path

HERE = Path(__file__).resolve().parent
TESTS = HERE / "tests"
QUICK_JOBS = 2   # --quick: one worker per core of the 2-core machine the suite is timed on


def module_names() -> list[str]:
    """Every test_*.py in tests/, then test_stress.py (top-level names: helpers is loaded once)."""
    return sorted(p.stem for p in TESTS.glob("test_*.py")) + ["test_stress"]


def _set_path() -> None:
    for path in (str(HERE), str(TESTS)):
        if path not in sys.path:
            sys.path.insert(0, path)


def loader_name(name: str) -> str:
    """A test name as given -> a loader name: tests.test_core.X, tests/test_core.py::X::y -> test_core.X(.y)."""
    path, _, rest = name.strip().partition("::")
    path = path.replace("\\", "/")
    if path.endswith(".py"):
        path = path[:-3]
    dotted = ".".join(part for part in path.split("/") if part not in ("", "."))
    if rest:
        dotted += "." + rest.replace("::", ".")
    return dotted[len("tests."):] if dotted.startswith("tests.") else dotted


def load(names: list[str]) -> unittest.TestSuite:
    """The named tests (all modules when none), each module loaded once; a bad name is a UsageError."""
    _set_path()
    loader = unittest.TestLoader()
    modules = module_names()
    ids = [loader_name(n) for n in names] or modules
    for name in ids:
        if name.split(".")[0] not in modules:
            raise UsageError(f"no test module {name.split('.')[0]!r}; the modules are: {', '.join(modules)}")
    suite = loader.loadTestsFromNames(ids)
    if loader.errors:
        first = loader.errors[0].strip().splitlines()[-1]
        raise UsageError(f"cannot load {' '.join(names)}: {first}")
    return suite


class UsageError(Exception):
    pass


def cases(suite) -> list:
    """The test cases of a suite, in order."""
    out = []
    for item in suite:
        out.extend(cases(item) if isinstance(item, unittest.TestSuite) else [item])
    return out


# -- one batch of tests, in this process or in a worker ---------------------------------------

def run_batch(suite, verbosity: int, stream=None) -> dict:
    """Run `suite` here; its results and the helpers' counters as plain data."""
    _set_path()
    import helpers   # the counters below are this process's
    before = dict(helpers.ASSERTIONS)
    stream = stream if stream is not None else io.StringIO()
    started = time.perf_counter()
    result = unittest.TextTestRunner(stream=stream, verbosity=verbosity).run(suite)
    as_text = lambda pairs: [(test.id(), text) for test, text in pairs]
    return {"run": result.testsRun, "failures": as_text(result.failures), "errors": as_text(result.errors),
            "skipped": as_text(result.skipped), "unexpected": [t.id() for t in result.unexpectedSuccesses],
            "assertions": {k: helpers.ASSERTIONS[k] - before[k] for k in before},
            "figures": dict(helpers.RELIABILITY_FIGURES), "mcp": dict(helpers.MCP_FIGURES),
            "seconds": time.perf_counter() - started,
            "output": stream.getvalue() if isinstance(stream, io.StringIO) else ""}


def _worker_batch(args):
    ids, verbosity = args
    _set_path()
    return run_batch(unittest.TestLoader().loadTestsFromNames(ids), verbosity)


def batches(suite) -> list[list[str]]:
    """The suite split for the workers: one test a batch, except that a class with a setUpClass
    stays whole (its set-up runs once). Classes with a shared set-up go first, as they are the
    longest; small batches then even out the workers, so no worker idles while one runs a class
    of twenty subprocess tests."""
    shared: dict[str, list[str]] = {}
    single: list[list[str]] = []
    for case in cases(suite):
        if type(case).setUpClass.__func__ is not unittest.TestCase.setUpClass.__func__:
            shared.setdefault(case.id().rsplit(".", 1)[0], []).append(case.id())
        else:
            single.append([case.id()])
    return sorted(shared.values(), key=len, reverse=True) + single


def run_parallel(suite, jobs: int, verbosity: int) -> dict:
    """The suite's classes handed out to `jobs` worker processes as each finishes its last."""
    import multiprocessing
    total = {"run": 0, "failures": [], "errors": [], "skipped": [], "unexpected": [],
             "assertions": {"passed": 0, "failed": 0}, "figures": {}, "mcp": {}}
    started = time.perf_counter()
    with multiprocessing.get_context("spawn").Pool(jobs) as pool:
        for part in pool.imap_unordered(_worker_batch, [(ids, verbosity) for ids in batches(suite)]):
            for key in ("failures", "errors", "skipped", "unexpected"):
                total[key] += part[key]
            total["run"] += part["run"]
            for key, value in part["assertions"].items():
                total["assertions"][key] += value
            total["figures"].update(part["figures"])
            total["mcp"].update(part["mcp"])
            if verbosity >= 2:
                sys.stderr.write(part["output"])
            else:
                bad = len(part["failures"]) + len(part["errors"])
                sys.stderr.write("s" * len(part["skipped"]) + "F" * bad
                                 + "." * (part["run"] - len(part["skipped"]) - bad))
            sys.stderr.flush()
    sys.stderr.write("\n")
    for kind, key in (("ERROR", "errors"), ("FAIL", "failures")):
        for test, text in total[key]:
            sys.stderr.write(f"{'=' * 70}\n{kind}: {test}\n{'-' * 70}\n{text}\n")
    seconds = time.perf_counter() - started
    sys.stderr.write(f"{'-' * 70}\nRan {total['run']} tests in {seconds:.3f}s ({jobs} worker processes)\n\n")
    total["ok"] = not (total["failures"] or total["errors"] or total["unexpected"])
    sys.stderr.write("OK\n" if total["ok"] else "FAILED\n")
    return total


def run_serial(suite, verbosity: int) -> dict:
    """The suite in this process, with unittest's own progress and report on stderr."""
    total = run_batch(suite, verbosity, stream=sys.stderr)
    total["ok"] = not (total["failures"] or total["errors"] or total["unexpected"])
    return total


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python3 test_hermes_lite.py",
                                     description="Run the tests of agent-memory (all of them by default).")
    parser.add_argument("tests", nargs="*", help="module, class or method: test_core, test_core.TestRemember, "
                                                 "tests.test_core.TestRemember.test_x, tests/test_core.py::TestRemember")
    parser.add_argument("--quick", action="store_true", help="skip the tests marked slow (HERMES_QUICK=1); "
                                                             f"{QUICK_JOBS} worker processes unless -j says otherwise")
    parser.add_argument("-j", "--jobs", type=int, default=None, help="worker processes (default 1, with --quick 2)")
    args = parser.parse_args(argv[1:])
    if args.quick:
        os.environ["HERMES_QUICK"] = "1"
    jobs = args.jobs if args.jobs is not None else (QUICK_JOBS if args.quick else 1)
    if jobs < 1:
        parser.error("-j needs at least 1 worker process")
    try:
        suite = load(args.tests)
    except UsageError as exc:
        parser.error(str(exc))
    verbosity = int(os.environ.get("TEST_VERBOSITY", "1"))
    jobs = min(jobs, len(batches(suite)) or 1)
    total = run_parallel(suite, jobs, verbosity) if jobs > 1 else run_serial(suite, verbosity)
    failed_tests = len(total["failures"]) + len(total["errors"]) + len(total["unexpected"])
    for test, reason in total["skipped"]:
        print(f"skipped: {test}: {reason}")
    if total["mcp"]:
        print(f"mcp: {total['mcp']}")
    for name, figures in total["figures"].items():
        print(f"{name}: " + ", ".join(f"{k}={v}" for k, v in figures.items()))
    print(f"tests: {total['run'] - failed_tests - len(total['skipped'])} passed, {failed_tests} failed, "
          f"{len(total['skipped'])} skipped")
    failed = max(total["assertions"]["failed"], failed_tests)
    print(f"assertions: {total['assertions']['passed']} passed, {failed} failed")
    return 0 if total["ok"] else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
