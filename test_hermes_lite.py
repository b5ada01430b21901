#!/usr/bin/env python3
"""End-to-end tests for agent-memory (hermes_lite).

Run: python3 test_hermes_lite.py      (pytest works too)

Every test gets a fresh temporary data root and an environment without API keys or
HERMES_* settings; remote backends are exercised against a real local HTTP server
speaking the providers' wire formats. The closing line counts assertions.
"""
from __future__ import annotations

import contextlib
import hashlib
import io
import json
import math
import os
import random
import re
import shutil
import stat
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
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(raw)))
                self.end_headers()
                self.wfile.write(raw)

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

    def test_rrf_hand_computed(self):
        merged = hermes_lite.rrf_merge([["a", "b", "c"], ["c", "a"]], k=60)
        expected = {"a": 1 / 61 + 1 / 62, "b": 1 / 62, "c": 1 / 63 + 1 / 61}
        self.assertEqual([d for d, _ in merged], ["a", "c", "b"])
        for doc_id, score in merged:
            self.assertAlmostEqual(score, expected[doc_id], places=12)
        self.assertEqual(hermes_lite.rrf_merge([]), [])
        self.assertEqual([d for d, _ in hermes_lite.rrf_merge([["x"], ["y"]])], ["x", "y"])  # tie: first seen

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
        self.assertEqual(self.mem().vectors()["backend"], "local")
        os.environ["SILICONFLOW_API_KEY"] = "sf-fake-key-123456"
        self.assertEqual(self.mem().vectors()["backend"], "siliconflow")
        os.environ["JINA_API_KEY"] = "jina-fake-key-123456"
        self.assertEqual(self.mem().vectors()["backend"], "jina")

    def test_key_from_dotenv_file(self):
        self.root.mkdir(parents=True, exist_ok=True)
        (self.root / ".env").write_text("JINA_API_KEY='jina-from-dotenv-778899'\n")
        mem = self.mem()
        self.assertEqual(mem.vectors()["backend"], "jina")
        mem.remember("dotenv key test")
        mem.recall("dotenv")
        self.assertIn("Bearer jina-from-dotenv-778899", [r["auth"] for r in self.provider.requests])

    def test_remote_wire_format_and_query_prefix(self):
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
        os.environ["JINA_API_KEY"] = "jina-fake-key-123456"
        mem = self.mem()
        mem.remember("Jina task field check")
        mem.recall("task field")
        tasks = [json.loads(r["body"]).get("task") for r in self.provider.requests]
        self.assertEqual(tasks, ["retrieval.passage", "retrieval.query"])

    def test_breaker_trips_degrades_and_recovers(self):
        os.environ["JINA_API_KEY"] = "jina-fake-key-123456"
        for mode in ("500", "malformed", "slow"):
            with self.subTest(mode=mode):
                (self.root / ".vector_backend_state.json").unlink(missing_ok=True)
                self.provider.mode = mode
                mem = self.mem()
                memory_id = mem.remember(f"breaker test memory for {mode} replies")["id"]
                hits = mem.recall(f"breaker test {mode}")
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
        self.assertEqual(mem.last_recall["backend"], "jina")
        os.environ["HERMES_VECTOR_BACKEND"] = "jina"  # or name the backend explicitly
        mem._trip_breaker("jina", "test")
        self.assertEqual(self.mem().vectors()["backend"], "jina")

    def test_cli_warns_on_degradation(self):
        self.provider.mode = "500"
        self.cli("remember", "cli degradation check memory")
        proc = self.cli("recall", "degradation check", env={"JINA_API_KEY": "jina-fake-key-123456"})
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
