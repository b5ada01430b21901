"""Helpers shared by the benchmarks: data folders outside the repo, evaluators, env patches."""
from __future__ import annotations

import contextlib
import importlib.util
import os
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
SHARED_BENCH = REPO.parent / "shared" / "bench"   # default data location, never copied into the repo


def write_bytecode() -> None:
    """Compile hermes_lite.py into __pycache__ as its first import would: `-m` and the installed
    script run cached bytecode, and PYTHONDONTWRITEBYTECODE (set in some sandboxes) would
    otherwise make every timed `-m` run compile the whole file."""
    import py_compile
    script = REPO / "hermes_lite.py"
    py_compile.compile(str(script), cfile=importlib.util.cache_from_source(str(script)), doraise=True)


def load_module(path: Path, name: str):
    """Import a .py file by path (the evaluators live beside the data, outside the repo)."""
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def resolve_data(arg: str | None, default: Path, data_file: str, evaluator: str, prog: str) -> Path:
    """The data folder (or the JSON file inside it); exit with the fix when it is missing."""
    path = Path(arg) if arg else default
    if path.is_file():
        path = path.parent
    if not (path / data_file).is_file() or not (path / evaluator).is_file():
        sys.exit(f"{prog}: error: {path} has no {data_file} + {evaluator}; "
                 f"pass the bench folder (default {default})")
    return path


def set_env(values: dict) -> dict:
    """Set (value) or remove (None) environment variables; returns what to restore."""
    saved = {k: os.environ.get(k) for k in values}
    for k, v in values.items():
        if v is None:
            os.environ.pop(k, None)
        else:
            os.environ[k] = v
    return saved


@contextlib.contextmanager
def patched_env(values: dict):
    """set_env for the duration of a with-block."""
    saved = set_env(values)
    try:
        yield
    finally:
        set_env(saved)
