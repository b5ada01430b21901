"""The tests of agent-memory (hermes_lite); `python3 test_hermes_lite.py` runs them all.

The test modules import their shared code as the top-level module `helpers`, so this
directory goes on sys.path: `python3 -m unittest tests.test_core` then works from the
repository root, and helpers is imported once, under one name, however a module is loaded.
"""
import sys
from pathlib import Path

_TESTS = str(Path(__file__).resolve().parent)
if _TESTS not in sys.path:
    sys.path.insert(0, _TESTS)
