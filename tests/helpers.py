"""Shared test helpers: temp data roots, a counting TestCase, a local provider HTTP server.

Every test gets a fresh temporary data root and an environment without API keys or
HERMES_* settings; remote backends are exercised against a real local HTTP server
speaking the providers' wire formats. ASSERTIONS counts every assert* call for the
closing line of test_hermes_lite.py; the *_FIGURES dicts collect measured figures it prints.
"""
from __future__ import annotations

import contextlib
import hashlib
import importlib.util
import io
import json
import math
import os
import random
import re
import shutil
import signal
import stat
import string
import subprocess
import sys
import tempfile
import threading
import time
import unittest
from datetime import datetime, timedelta, timezone
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from unittest import mock

try:
    import hypothesis
    from hypothesis import HealthCheck, given, settings, strategies as st
except ImportError:  # optional (dev extra): the property tests skip
    hypothesis = None

HERE = Path(__file__).resolve().parent.parent   # the repository root (this file is in tests/)
sys.path.insert(0, str(HERE))
import hermes_lite  # noqa: E402
from hermes_lite import HermesLite  # noqa: E402

SCRIPT = str(HERE / "hermes_lite.py")
# The CLI as most tests run it: `python3 -m hermes_lite` (a documented form) loads the module from
# cached bytecode, while `python3 hermes_lite.py` recompiles its 550 KB for every process: about
# 0.13 s of CPU per run, a third of the quick suite. The tests of the script form itself keep SCRIPT.
CLI = [sys.executable, "-m", "hermes_lite"]


def _child_processes_cache_bytecode() -> None:
    """Let every Python process a test starts find hermes_lite and keep its compiled bytecode.

    The cache goes to one folder under the temp dir (PYTHONPYCACHEPREFIX), never into the checkout,
    and is keyed by source size and mtime as Python's own, so an edited file is recompiled."""
    os.environ["PYTHONPATH"] = os.pathsep.join(p for p in (str(HERE), os.environ.get("PYTHONPATH")) if p)
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
    os.environ.setdefault("PYTHONPYCACHEPREFIX", os.path.join(tempfile.gettempdir(), f"hermes-lite-tests-pycache-{os.getuid() if hasattr(os, 'getuid') else 0}"))


_child_processes_cache_bytecode()
T0 = datetime(2026, 8, 17, 3, 31, 6, tzinfo=timezone.utc)
ASSERTIONS = {"passed": 0, "failed": 0}


def fake(prefix: str, length: int, alphabet: str = "aB3dE5gH7jK9mN2pQ4sT6vW8yZ") -> str:
    """A secret-shaped fake value, built at run time so no literal sits in this file."""
    return prefix + (alphabet * (length // len(alphabet) + 1))[:length]


class Clock:
    """A movable clock for HermesLite(clock=...)."""

    def __init__(self, start=T0):
        self.now = start

    def __call__(self):
        return self.now

    def advance(self, **delta):
        self.now = self.now + timedelta(**delta)


# ---------------------------------------------------------------------------------------------
# A counting TestCase: each assert* call is one assertion in the closing line
# ---------------------------------------------------------------------------------------------

class CountingCase(unittest.TestCase):
    def __getattribute__(self, name):
        attr = super().__getattribute__(name)
        if name.startswith("assert") and callable(attr) and not name.startswith("assertRaises") \
                and name not in ("assertLogs", "assertNoLogs", "assertWarns"):
            def counted(*args, **kwargs):
                try:
                    result = attr(*args, **kwargs)
                except Exception:
                    ASSERTIONS["failed"] += 1
                    raise
                ASSERTIONS["passed"] += 1
                return result
            return counted
        if name in ("assertRaises", "assertRaisesRegex"):
            def counted_raises(*args, **kwargs):
                ASSERTIONS["passed"] += 1  # a context manager: failure is counted by the test failing
                return attr(*args, **kwargs)
            return counted_raises
        return attr


class Case(CountingCase):
    """Fresh data root and a clean environment for every test."""

    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.root = Path(self.tmp.name) / "data"
        clean = {k: v for k, v in os.environ.items()
                 if not (k.startswith("HERMES_") or k.endswith("_API_KEY"))}
        clean["HERMES_LITE_ROOT"] = str(self.root)
        # the spec's default pipeline; tests of auto-selection remove this
        clean["HERMES_VECTOR_BACKEND"] = "local"
        self.env_patch = mock.patch.dict(os.environ, clean, clear=True)
        self.env_patch.start()
        self.clock = Clock()

    def tearDown(self):
        self.env_patch.stop()
        self.tmp.cleanup()

    def mem(self, **kwargs) -> HermesLite:
        kwargs.setdefault("clock", self.clock)
        return HermesLite(self.root, **kwargs)

    def write_root_config(self, text: str) -> None:
        self.root.mkdir(parents=True, exist_ok=True)
        (self.root / "config.yaml").write_text(text, encoding="utf-8")

    def files_containing(self, needle: str) -> list[str]:
        """Every file under the data root whose bytes contain `needle` (grep -r)."""
        hits = []
        for path in self.root.rglob("*"):
            if path.is_file() and needle.encode("utf-8") in path.read_bytes():
                hits.append(str(path.relative_to(self.root)))
        return hits

    def index(self) -> list[dict]:
        return json.loads((self.root / "index.json").read_text(encoding="utf-8"))

    def cli(self, *args, code=0, stdin=None, env=None):
        """Run the CLI as a real subprocess; on an unexpected exit code show its output."""
        full_env = {**os.environ, **(env or {})}
        proc = subprocess.run([*CLI, *args, "--root", str(self.root)],
                              capture_output=True, text=True, input=stdin, env=full_env, timeout=120)
        self.assertEqual(proc.returncode, code, f"exit {proc.returncode}\nstdout:\n{proc.stdout}\nstderr:\n{proc.stderr}")
        return proc

    def cli_json(self, *args, **kwargs):
        return json.loads(self.cli(*args, "--json", **kwargs).stdout)


class RedactionMechanisms:
    """Tests of one round's redaction mechanisms, mixed into a CountingCase that sets MECHANISMS
    (family -> [(text, [secrets that must go])]) and NEGATIVES (texts that must come back
    unchanged, with no finding): each secret goes, a placeholder in its place, idempotently; each
    negative stays; the gated and the ungated redactor agree on all of them (a wrong `when` word
    would switch a rule off). `mechanisms_of(CASES)` turns a module's case table into both."""

    MECHANISMS: dict = {}
    NEGATIVES: list = []

    def test_each_mechanism_takes_its_secrets(self):
        for family, cases in self.MECHANISMS.items():
            for text, secrets in cases:
                out = hermes_lite.redact(text)[0]
                with self.subTest(family=family, text=text):
                    for secret in secrets:
                        self.assertNotIn(secret, out)
                    if secrets:
                        self.assertIn("[已脱敏:", out)
                    self.assertEqual(hermes_lite.redact(out)[0], out)   # idempotent

    def test_mechanism_negatives_are_kept(self):
        for text in self.NEGATIVES:
            with self.subTest(text=text):
                self.assertEqual(hermes_lite.redact(text), (text, []))

    @staticmethod
    def mechanisms_of(cases) -> tuple[dict, list]:
        """(MECHANISMS, NEGATIVES) from [(family, [(text, secret)], [negative texts])]."""
        return ({family: [(text, [secret]) for text, secret in positives] for family, positives, _ in cases},
                [text for _, _, negatives in cases for text in negatives])

    def test_gated_and_ungated_agree_on_the_mechanisms(self):
        ungated = hermes_lite.Redactor(hermes_lite.load_config()["security"], gated=False)
        for text in [t for cases in self.MECHANISMS.values() for t, _ in cases] + self.NEGATIVES:
            with self.subTest(text=text):
                self.assertEqual(ungated.redact(text), hermes_lite.redact(text))


# ---------------------------------------------------------------------------------------------
# A local provider: embeddings, rerank and chat completions in the real wire formats
# ---------------------------------------------------------------------------------------------

def word_vector(text: str, dim: int = 1024) -> list[float]:
    """Deterministic bag-of-words embedding (what the fake provider serves)."""
    vector = [0.0] * dim
    for word in re.findall(r"\w+", text.lower()):
        vector[int(hashlib.sha1(word.encode()).hexdigest(), 16) % dim] += 1.0
    return vector


class Provider:
    """ThreadingHTTPServer on 127.0.0.1 that records requests and can be told to fail."""

    def __init__(self):
        self.mode = "ok"          # ok | 500 | malformed | slow
        self.requests: list[dict] = []
        self.chat_reply = {"memories": []}
        self.usage = {"prompt_tokens": 321, "completion_tokens": 45, "total_tokens": 366}
        self.rerank_order = None  # optional list of document indexes, best first
        provider = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args):
                pass

            def do_POST(self):
                body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
                provider.requests.append({"path": self.path, "auth": self.headers.get("Authorization"),
                                          "body": body.decode("utf-8")})
                if provider.mode == "500":
                    return self.reply(500, b'{"error": "boom"}')
                if provider.mode == "slow":
                    time.sleep(1.5)
                if provider.mode == "malformed":
                    return self.reply(200, b"this is not json")
                payload = json.loads(body)
                if self.path.endswith("/embeddings"):
                    data = [{"object": "embedding", "index": i, "embedding": word_vector(t)}
                            for i, t in enumerate(payload["input"])]
                    out = {"object": "list", "data": data, "model": payload["model"],
                           "usage": {"prompt_tokens": 10, "total_tokens": 10}}
                elif self.path.endswith("/rerank"):
                    docs = payload["documents"]
                    order = provider.rerank_order or list(range(len(docs)))[::-1]
                    out = {"id": "r1", "results": [{"index": i, "relevance_score": 1.0 - n / 100}
                                                   for n, i in enumerate(order[: payload.get("top_n", len(docs))])]}
                elif self.path.endswith("/chat/completions"):
                    out = {"id": "c1", "object": "chat.completion", "model": payload["model"],
                           "choices": [{"index": 0, "finish_reason": "stop",
                                        "message": {"role": "assistant", "content": json.dumps(provider.chat_reply, ensure_ascii=False)}}],
                           "usage": provider.usage}
                else:
                    return self.reply(404, b'{"error": "no route"}')
                self.reply(200, json.dumps(out).encode())

            def reply(self, status, raw):
                try:
                    self.send_response(status)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(raw)))
                    self.end_headers()
                    self.wfile.write(raw)
                except (BrokenPipeError, ConnectionResetError):
                    pass  # the client timed out first ("slow" mode): expected, not an error

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()

    def close(self):
        self.server.shutdown()
        self.server.server_close()

    def bodies(self) -> str:
        return "\n".join(r["body"] + (r["auth"] or "") for r in self.requests)


class ProviderCase(Case):
    """A Case with a running Provider and a root config.yaml pointing every remote at it."""

    def setUp(self):
        super().setUp()
        self.provider = Provider()
        url = self.provider.url
        self.write_root_config(f"""
vectors:
  timeout: 1
  jina:
    url: '{url}/v1/embeddings'
  siliconflow:
    url: '{url}/v1/embeddings'
rerank:
  url: '{url}/v1/rerank'
  timeout: 1
digest:
  url: '{url}'
  timeout: 1
""")

    def tearDown(self):
        self.provider.close()
        super().tearDown()


def free_port() -> int:
    import socket
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def check(proc, code):
    if proc.returncode != code:
        raise AssertionError(f"exit {proc.returncode} != {code}\n--- stdout\n{proc.stdout}"
                             f"\n--- stderr\n{proc.stderr}")
    return proc


# built at runtime so no secret-shaped literal sits in the source
SECRET = "sk-" + "live" + "Q7wErTy9" + "UiOp3AsD"
PASSWORD = "hun" + "ter" + "2-" + "XyZ"

MCP_FIGURES: dict = {}           # figures of the MCP run: protocol, tools, latency
RELIABILITY_FIGURES: dict = {}   # figures of the last run: concurrency, crash trials, hypothesis examples

# slow tests (the neural model, stress, subprocess storms, background fills, crash trials, property
# tests, brute-force checks): `test_hermes_lite.py --quick` (HERMES_QUICK=1) skips them; CI runs them
slow = unittest.skipIf(os.environ.get("HERMES_QUICK") == "1", "slow test (run without --quick / HERMES_QUICK)")


def report(name: str, **figures) -> None:
    """Keep the figures; print them (stderr) only at TEST_VERBOSITY >= 2."""
    RELIABILITY_FIGURES[name] = figures
    if int(os.environ.get("TEST_VERBOSITY", "1")) >= 2:
        print(f"\n  [{name}] " + ", ".join(f"{k}={v}" for k, v in figures.items()), file=sys.stderr)
