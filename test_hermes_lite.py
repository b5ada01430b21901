#!/usr/bin/env python3
"""The whole test suite of agent-memory (hermes_lite), in one command.

Run: python3 test_hermes_lite.py            (everything: tests/test_*.py and test_stress.py)
     python3 test_hermes_lite.py --quick    (skips the slow reliability tests; CI runs all)
     python3 -m pytest                      (the same tests, each collected once)

The tests live in tests/, split by concern: test_core.py (library and CLI),
test_auto_sediment.py, test_mcp.py, test_reliability.py, and further test_*.py files
there; shared helpers are in tests/helpers.py. The closing lines count tests, skipped
tests with their reasons, the figures some tests measure, and every assertion.
"""
from __future__ import annotations

import os
import sys
import unittest
from pathlib import Path

HERE = Path(__file__).resolve().parent
TESTS = HERE / "tests"


def load_suite(loader: unittest.TestLoader) -> unittest.TestSuite:
    """Every test_*.py in tests/ plus test_stress.py, each module loaded once."""
    sys.path[:0] = [str(TESTS), str(HERE)]
    names = sorted(p.stem for p in TESTS.glob("test_*.py")) + ["test_stress"]
    return unittest.TestSuite(loader.loadTestsFromName(name) for name in names)


def main(argv: list[str]) -> int:
    if "--quick" in argv:
        os.environ["HERMES_QUICK"] = "1"
        argv = [a for a in argv if a != "--quick"]
    if len(argv) > 1:
        print("usage: python3 test_hermes_lite.py [--quick]", file=sys.stderr)
        return 2
    suite = load_suite(unittest.TestLoader())
    runner = unittest.TextTestRunner(verbosity=int(os.environ.get("TEST_VERBOSITY", "1")))
    result = runner.run(suite)
    import helpers  # loaded by the suite: its counters hold this run's figures
    failed_tests = len(result.failures) + len(result.errors) + len(result.unexpectedSuccesses)
    for test, reason in result.skipped:
        print(f"skipped: {test.id()}: {reason}")
    if helpers.MCP_FIGURES:
        print(f"mcp: {helpers.MCP_FIGURES}")
    for name, figures in helpers.RELIABILITY_FIGURES.items():
        print(f"{name}: " + ", ".join(f"{k}={v}" for k, v in figures.items()))
    print(f"tests: {result.testsRun - failed_tests - len(result.skipped)} passed, {failed_tests} failed, "
          f"{len(result.skipped)} skipped")
    failed = max(helpers.ASSERTIONS["failed"], failed_tests)
    print(f"assertions: {helpers.ASSERTIONS['passed']} passed, {failed} failed")
    return 0 if result.wasSuccessful() else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
