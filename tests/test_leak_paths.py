"""Issue 28: the paths by which a secret reached disk, a remote server or a terminal outside the
redactor, each closed and tested: URL credentials of a backend after an HTTP error, a cut made
before redaction (digest, the hook's prompt), compiled rules kept on disk, error messages that
quote the command line."""
from __future__ import annotations

import asyncio
import importlib.util
import json
import os
import subprocess
import sys
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from helpers import *  # noqa: F401,F403  (temp roots, Case, ProviderCase, Provider, fake)
from helpers import hermes_lite, HermesLite  # noqa: F401

HAVE_MCP = importlib.util.find_spec("mcp") is not None
USER, URL_PASSWORD = "svc", "Zr" + "8kQ" + "w2Lp" + "9vXt"   # built at run time: no literal secret here
TOKEN = "gh" + "p_" + fake("", 36, "Qm7Rt2Vx9Kp4Ln8Bz3Hc6Wd1")


def fragments(secret: str, size: int = 8) -> list[str]:
    """Every window of `size` characters of a secret: none may survive a cut."""
    return [secret[i:i + size] for i in range(len(secret) - size + 1)]


class TestUrlCredentials(ProviderCase):
    """(a) a backend URL with user:password@ must not reach the breaker file, stderr or `vectors`."""

    def test_backend_url_credentials_after_an_http_error(self):
        self.provider.mode = "500"
        host = self.provider.url.split("://", 1)[1]
        self.write_root_config(f"""
vectors:
  timeout: 1
  openai:
    url: 'http://{USER}:{URL_PASSWORD}@{host}/v1/embeddings'
""")
        env = {"HERMES_VECTOR_BACKEND": "openai", "OPENAI_API_KEY": "local-test-key"}
        self.cli("remember", "the backup runs at night", "--category", "config", env=env)
        recall = self.cli("recall", "backup", env=env)
        vectors = self.cli("vectors", "--json", env=env)
        breaker = self.root / hermes_lite.BREAKER_NAME
        self.assertTrue(breaker.is_file())
        self.assertIn(host.split(":")[0], breaker.read_text(encoding="utf-8"))   # the host is still named
        for where, text in (("recall stderr", recall.stderr), ("vectors", vectors.stdout + vectors.stderr),
                            ("breaker", breaker.read_text(encoding="utf-8"))):
            with self.subTest(where=where):
                self.assertNotIn(URL_PASSWORD, text)
                self.assertNotIn(f"{USER}:", text)
        # only the files the user wrote the URL into (config.yaml) hold it
        self.assertEqual(sorted(self.files_containing(URL_PASSWORD)), ["config.yaml"])

    def test_a_raw_at_or_hash_in_the_url_password_is_dropped_whole(self):
        # a password pasted into a URL unescaped: everything up to the authority's last "@" goes
        password = "Kv9" + "@m2#" + "Qx7@pL"
        url = f"https://{USER}:{password}@embed.corp.example:8443/v1/embeddings"
        self.assertEqual(hermes_lite._url_origin(url), "https://embed.corp.example:8443")
        shown_text = hermes_lite._without_url_credentials(f"POST {url} failed; docs at https://corp.example/#faq@2")
        self.assertEqual(shown_text, "POST https://embed.corp.example:8443/v1/embeddings failed; docs at https://corp.example/#faq@2")
        for piece in ("Kv9", "m2#", "Qx7", "pL@"):
            self.assertNotIn(piece, shown_text)

    def test_url_helpers(self):
        self.assertEqual(hermes_lite._url_origin(f"https://{USER}:{URL_PASSWORD}@api.x.io:8443/v1/e?key=1"),
                         "https://api.x.io:8443")
        self.assertEqual(hermes_lite._without_url_credentials(f"POST http://{USER}:{URL_PASSWORD}@h/x failed"),
                         "POST http://h/x failed")


class TestRedactBeforeCut(ProviderCase):
    """(b) redaction runs before every cut: a token straddling it is never kept or sent in part."""

    def test_redact_then_cut_at_every_position_across_a_token(self):
        redactor = HermesLite(self.root).redactor
        prefix = "deploy notes: CI pushes with "
        text = prefix + TOKEN + " every night"
        for limit in range(len(prefix) - 2, len(prefix) + len(TOKEN) + 3):
            with self.subTest(limit=limit):
                cut = redactor.redact_then_cut(text, limit)
                self.assertLessEqual(len(cut), limit)
                self.assertTrue(text.startswith(cut) or "[已脱敏:" in cut or cut.startswith(prefix[:limit]))
                for piece in fragments(TOKEN):
                    self.assertNotIn(piece, cut)
                self.assertFalse(cut.endswith("[已脱") or cut.endswith("[已脱敏:tok"))   # no half placeholder
        self.assertEqual(hermes_lite.redact_then_cut(text, 1000), prefix + "[已脱敏:token] every night")

    def test_digest_cut_sends_no_part_of_a_token(self):
        config = self.root.joinpath("config.yaml").read_text(encoding="utf-8")
        self.write_root_config(config.replace("digest:\n", "digest:\n  max_input_chars: 120\n"))
        os.environ["HERMES_DIGEST_BACKEND"] = "llm"
        os.environ["DEEPSEEK_API_KEY"] = "local-test-key"
        mem = self.mem()
        for cut_inside in (4, 18, 33):
            self.provider.requests.clear()
            head = ("we talked about the release " * 5)[: 119 - cut_inside] + " "
            mem.digest(f"{head}{TOKEN} and then we decided to use Postgres 16")
            sent = self.provider.bodies()
            self.assertTrue(sent)
            for piece in fragments(TOKEN):
                self.assertNotIn(piece, sent, cut_inside)

    def test_hook_prompt_cut_sends_no_part_of_a_token(self):
        mem = self.mem()
        limit = int(mem.config["hooks"]["max_prompt_chars"])
        for cut_inside in (5, 20, 35):
            with self.subTest(cut_inside=cut_inside):
                prompt = "why does the deploy fail " * (limit // 25 + 1)
                prompt = prompt[: limit - cut_inside] + TOKEN + " please check"
                query = hermes_lite.hook_query(mem, prompt)
                self.assertTrue(query)
                for piece in fragments(TOKEN):
                    self.assertNotIn(piece, query)


class TestNoRedactorFiles(Case):
    """(c) no compiled rules on disk (tests/test_redaction_corpus.py checks the legacy file goes)."""

    def test_remember_writes_no_redactor_state(self):
        mem = self.mem()
        mem.remember(f"CI pushes with {TOKEN}", category="config")
        mem.close()
        self.assertFalse([p for p in self.root.rglob("*") if "redaction" in p.name])
        self.assertEqual(self.files_containing(TOKEN), [])


class TestRepeatedSecret(Case):
    """(f) a secret said twice, the second time with no keyword beside it: neither reaches disk."""

    def test_a_repeated_password_is_stored_nowhere(self):
        mem = self.mem()
        mem.remember(f"The replica password is now {URL_PASSWORD}. If reports still fail, paste {URL_PASSWORD} "
                     "into the config centre again.", category="config")
        mem.close()
        self.assertEqual(self.files_containing(URL_PASSWORD), [])


class TestDigestStoresNoBareToken(Case):
    """(e) the digest path: a provider token pasted on a line of its own, no keyword beside it
    (a 40-character Cloudflare-style token leaked this way in the issue-27 held-out run)."""

    def test_rule_digest_keeps_a_bare_token_off_disk(self):
        token = fake("", 40, "7Kp2Lm9Qz4Rt8Vw3Xy6Bn1Cd5Fg0Hj") + "_" + "x9"
        token = token[:17] + "-" + token[18:40]
        mem = self.mem()
        result = mem.digest("user: DNS is at Cloudflare. I made a token for it, scoped to the zone only:\n\n"
                   f"{token}\n\nwhere should it go? We decided to keep it as a SealedSecret in cert-manager's "
                   "namespace and to use DNS01 for the wildcard certificate.", apply=True)
        mem.close()
        self.assertTrue(result["items"])   # something was digested and stored
        self.assertEqual(self.files_containing(token), [])
        self.assertEqual(self.files_containing(token[:20]), [])


class TestErrorMessages(Case):
    """(d) error messages quote what the user typed: they show it redacted."""

    def test_cli_errors_show_a_redacted_argument(self):
        self.cli("remember", "the staging database is Postgres 16", "--category", "config")
        cases = [
            (("remember", "x y z", "--category", TOKEN), 1),   # unknown category
            (("remember", "x y z", "--importance", TOKEN), 2),  # argparse: not a whole number
            (("recall", "postgres", "--top-k", TOKEN), 2),
            (("recall", "postgres", "--room", TOKEN), 1),        # HermesError: unknown room
            (("forget", TOKEN, "--yes"), 1),                      # not a memory id
            (("verify", TOKEN), 1),
            (("graph", TOKEN), 1),                                # no entity named ...
            (("context", "--budget", TOKEN), 2),
        ]
        for args, code in cases:
            with self.subTest(args=args[:2]):
                proc = self.cli(*args, code=code)
                self.assertIn("error", proc.stderr)
                for piece in fragments(TOKEN):
                    self.assertNotIn(piece, proc.stderr + proc.stdout)

    def test_a_mistyped_command_lists_the_commands_whole(self):
        """argparse's "(choose from ...)" is our list, not the user's text: shown whole (the
        redactor read "'encryption', 'mcp'" as a password after its word); what the user typed
        before it is shown redacted, once, also when it holds argparse's own words."""
        proc = self.cli("remembr", "x", code=2)
        self.assertIn("invalid choice: 'remembr'", proc.stderr)
        self.assertIn("'encryption', 'mcp')", proc.stderr)
        self.assertNotIn("已脱敏", proc.stderr)
        for args in (("x (choose from " + TOKEN,), ("recall", "x", "--bogus", TOKEN),
                     ("recall", "x", "--bogus", f"a (choose from '{TOKEN}')"), ("recall", "x", "--bogus", "a (choose from " + TOKEN)):
            with self.subTest(args=args):
                proc = self.cli(*args, code=2)
                self.assertEqual(proc.stderr.count("error:"), 1)
                for piece in fragments(TOKEN):
                    self.assertNotIn(piece, proc.stderr + proc.stdout)

    def test_shown_keeps_the_message_and_drops_the_secret(self):
        text = hermes_lite.shown(f"unknown room '{TOKEN}'; rooms: decisions, configs")
        self.assertEqual(text, "unknown room '[已脱敏:token]'; rooms: decisions, configs")

    @unittest.skipUnless(HAVE_MCP, "needs the optional extra: pip install 'agent-memory[mcp]'")
    def test_mcp_arguments_that_fail_validation_are_not_quoted(self):
        # the SDK's validation message quotes each rejected value (input_value='...'); a short
        # password is no token the redactor would know, so the values must not be quoted at all
        from mcp import Client
        short = "Lm" + "4v#" + "qe"
        server = hermes_lite.build_mcp_server(HermesLite(self.root))
        calls = [("recall", {"query": "deploy", "top_k": TOKEN}), ("recall", {"query": "deploy", "top_k": short}),
                 ("remember", {"text": "the deploy runs at night", "importance": short}),
                 ("remember", {"text": "the deploy runs at night", "category": TOKEN}),
                 ("digest", {"text": "we chose Postgres", "apply": short}), (TOKEN, {"query": "x"})]

        async def go():
            async with Client(server) as client:
                return [await client.call_tool(name, args) for name, args in calls]

        for (name, args), result in zip(calls, asyncio.run(go())):
            with self.subTest(tool=name[:8], args=sorted(args)):
                self.assertTrue(result.is_error)
                text = " ".join(getattr(part, "text", "") for part in result.content)
                self.assertNotIn(short, text)
                for piece in fragments(TOKEN):
                    self.assertNotIn(piece, text)
                if name != TOKEN:
                    self.assertIn("invalid arguments", text)   # still says what is wrong, by field
                    self.assertTrue(any(field in text for field in args if field != "text" and field != "query"))

    @unittest.skipUnless(HAVE_MCP, "needs the optional extra: pip install 'agent-memory[mcp]'")
    def test_mcp_tool_error_shows_a_redacted_argument(self):
        from mcp import Client
        server = hermes_lite.build_mcp_server(HermesLite(self.root))

        async def go():
            async with Client(server) as client:
                return await client.call_tool("verify", {"id": TOKEN})

        result = asyncio.run(go())
        self.assertTrue(result.is_error)
        text = " ".join(getattr(part, "text", "") for part in result.content)
        self.assertIn("[已脱敏:token]", text)
        for piece in fragments(TOKEN):
            self.assertNotIn(piece, text)


class TestMessagesQuotingInput(ProviderCase):
    """Round 16 review: messages outside the error paths of round 11 that still quoted what the
    user gave, raw or cut before redaction: library warnings (logging), the breaker file's error,
    a bug's traceback, a memory id or hook event cut to a length, a hook's session id on disk."""

    def test_a_key_pasted_as_key_env_is_refused_without_quoting_it(self):
        # vectors.jina.key_env holds the key itself: main quoted it in the stderr warning, in
        # `vectors` and in .vector_backend_state.json on every fallback
        config = self.root.joinpath("config.yaml").read_text(encoding="utf-8")
        for section in ("  jina:\n", "rerank:\n", "digest:\n"):
            with self.subTest(section=section.strip()):
                self.write_root_config(config.replace(section, f"{section}{'    ' if section.startswith(' ') else '  '}key_env: {TOKEN}\n", 1))
                env = {"HERMES_VECTOR_BACKEND": "jina", "HERMES_DIGEST_BACKEND": "llm"}
                out = [self.cli("remember", "the backup runs at night", env=env, code=1),
                       self.cli("vectors", "--json", env=env, code=1),
                       self.cli("digest", "we decided to use Postgres 16", env=env, code=1)]
                for proc in out:
                    self.assertIn("key_env", proc.stderr)
                    self.assertIn("not the key itself", proc.stderr)
                    for piece in fragments(TOKEN):
                        self.assertNotIn(piece, proc.stdout + proc.stderr)
                self.assertEqual(self.files_containing(TOKEN[:12]), ["config.yaml"])

    def test_a_lower_case_variable_name_is_a_key_env(self):
        # a variable's name may be lower case ("openai_key"): refused by the capitals-only rule this
        # round first shipped, though no redactor would take it for a key
        config = self.root.joinpath("config.yaml").read_text(encoding="utf-8")
        self.write_root_config(config.replace("  jina:\n", "  jina:\n    key_env: jina_key\n", 1))
        proc = self.cli("remember", "the backup runs at night")
        self.assertNotIn("key_env", proc.stderr)
        self.assertIsNone(hermes_lite._breaks("env_name", "openai_key"))
        self.assertIsNotNone(hermes_lite._breaks("env_name", TOKEN))

    def test_library_warnings_are_shown_redacted(self):
        # a token pasted as a YAML key: main's "unknown setting ignored: <it>" went out raw on
        # stderr, and to any handler an application adds to the hermes_lite logger
        self.write_root_config(f"{TOKEN}: 1\nvectors:\n  timeout: 1\n")
        proc = self.cli("recall", "backup")
        self.assertIn("unknown setting ignored", proc.stderr)
        with self.assertLogs("hermes_lite", "WARNING") as logs:
            hermes_lite.load_config(self.root)
        for text in (proc.stderr, "\n".join(logs.output)):
            self.assertIn("[已脱敏:token]", text)
            for piece in fragments(TOKEN):
                self.assertNotIn(piece, text)
        # a record of numbers, paths and lower-case words is left alone (no redactor is built for it)
        with self.assertLogs("hermes_lite", "WARNING") as logs:
            hermes_lite.log.warning("%s can be %s by others (mode %03o)", self.root / "secret_key_file", "read", 0o644)
        self.assertEqual(logs.records[0].getMessage(), f"{self.root / 'secret_key_file'} can be read by others (mode 644)")

    def test_a_warning_whose_arguments_do_not_fit_never_fails_the_caller(self):
        # the filter formats the record itself: a format its arguments do not fit raised
        # TypeError into the code that warned (logging reports a bad format and goes on)
        with self.assertLogs("hermes_lite", "WARNING") as logs:
            hermes_lite.log.warning("%s is damaged (%s)", f"key {TOKEN}")
        self.assertEqual(len(logs.records), 1)
        for record in logs.records:
            for piece in fragments(TOKEN):
                self.assertNotIn(piece, record.getMessage())

    def test_breaker_file_and_degraded_note_are_shown_redacted(self):
        mem = self.mem()
        mem.retriever.trip_breaker("jina", f"jina: no API key; set {TOKEN} or add it to <root>/.env")
        state = (self.root / hermes_lite.BREAKER_NAME).read_text(encoding="utf-8")
        self.assertIn("no API key", state)
        self.assertEqual(self.files_containing(TOKEN[:12]), [])

    def test_a_cut_in_a_message_comes_after_redaction(self):
        self.cli("remember", "the staging database is Postgres 16", "--category", "config")
        for args, code in ((("forget", "x" * 70 + " " + TOKEN, "--yes"), 1), (("show", "y" * 72 + " " + TOKEN), 1),
                           (("verify", "m" * 66 + " " + TOKEN), 1)):
            with self.subTest(command=args[0]):
                proc = self.cli(*args, code=code)
                self.assertIn("is not a memory id", proc.stderr)
                for piece in fragments(TOKEN):
                    self.assertNotIn(piece, proc.stderr)
        self.assertEqual(hermes_lite._quoted("mem_x", 80), "'mem_x'")
        for limit in range(20, 70):
            quoted = hermes_lite._quoted("q" * 30 + " " + TOKEN, limit)
            self.assertLessEqual(len(quoted), limit)
            for piece in fragments(TOKEN):
                self.assertNotIn(piece, quoted)

    def test_a_hook_quotes_no_payload_raw_and_keeps_no_session_id(self):
        self.cli("remember", "the staging database is Postgres 16", "--category", "config")
        for payload in ({"hook_event_name": "q" * 50 + " " + TOKEN},
                        {"hook_event_name": "UserPromptSubmit", "session_id": TOKEN, "prompt": "which database in staging"}):
            proc = subprocess.run([*CLI, "hook", "--root", str(self.root)], input=json.dumps(payload),
                                  capture_output=True, text=True, timeout=120)
            self.assertEqual(proc.returncode, 0, proc.stderr)
            for piece in fragments(TOKEN):
                self.assertNotIn(piece, proc.stdout + proc.stderr)
        self.assertTrue((self.root / hermes_lite.HOOK_SESSIONS_NAME).is_file())   # the session was booked
        self.assertEqual(self.files_containing(TOKEN[:12]), [])

    def test_a_bug_traceback_is_shown_redacted(self):
        # HERMES_OPENAI_DIM=<a pasted key>: main died in int() with a traceback quoting it
        env = {"HERMES_VECTOR_BACKEND": "openai", "OPENAI_API_KEY": "local-test-key", "HERMES_OPENAI_DIM": TOKEN}
        proc = self.cli("remember", "the backup runs at night", env=env, code=1)
        self.assertIn("HERMES_OPENAI_DIM is not a whole number", proc.stderr)
        self.assertNotIn("Traceback", proc.stderr)
        script = "import hermes_lite, sys; sys.excepthook = hermes_lite._shown_traceback; int(sys.argv[1])"
        crash = subprocess.run([sys.executable, "-c", script, TOKEN], capture_output=True, text=True, timeout=120)
        self.assertIn("Traceback", crash.stderr)
        self.assertIn("ValueError", crash.stderr)
        for piece in fragments(TOKEN):
            self.assertNotIn(piece, crash.stderr)


class TestRedirects(Case):
    """A backend URL that answers with a redirect: urllib (the stdlib path, `python3 -S`) sent the
    API key on to the host the redirect named, requests re-sent the text (307/308). Neither follows."""

    def setUp(self):
        super().setUp()
        from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
        self.elsewhere = []
        test = self

        class Elsewhere(BaseHTTPRequestHandler):
            def log_message(self, *args):
                pass

            def do_GET(self):
                body = self.rfile.read(int(self.headers.get("Content-Length", 0) or 0))
                test.elsewhere.append((self.command, self.headers.get("Authorization"), body))
                self.send_response(404)
                self.send_header("Content-Length", "0")
                self.end_headers()
            do_POST = do_GET

        class Redirecting(BaseHTTPRequestHandler):
            def log_message(self, *args):
                pass

            def do_POST(self):
                self.rfile.read(int(self.headers.get("Content-Length", 0)))
                self.send_response(int(self.path.rsplit("/", 1)[-1]))
                self.send_header("Location", f"http://localhost:{test.servers[0].server_address[1]}/collect")
                self.send_header("Content-Length", "0")
                self.end_headers()

        self.servers = [ThreadingHTTPServer(("127.0.0.1", 0), handler) for handler in (Elsewhere, Redirecting)]
        for server in self.servers:
            threading.Thread(target=server.serve_forever, daemon=True).start()

    def tearDown(self):
        for server in self.servers:
            server.shutdown()
            server.server_close()
        super().tearDown()

    def test_a_redirect_is_not_followed_by_either_client(self):
        key = "jina_" + fake("", 36, "Qm7Rt2Vx9Kp4Ln8Bz3Hc6Wd1")
        env = {**os.environ, "HERMES_VECTOR_BACKEND": "jina", "JINA_API_KEY": key}
        self.cli("remember", "the backup runs at night")
        port = self.servers[1].server_address[1]
        for stdlib_only in (True, False):
            for code in (301, 302, 307, 308):
                with self.subTest(stdlib_only=stdlib_only, code=code):
                    self.elsewhere.clear()
                    self.write_root_config(f"vectors:\n  timeout: 2\n  jina:\n    url: 'http://127.0.0.1:{port}/v1/embeddings/{code}'\n")
                    (self.root / hermes_lite.BREAKER_NAME).unlink(missing_ok=True)
                    proc = subprocess.run([sys.executable, *(["-S"] if stdlib_only else []), SCRIPT, "recall", "backup",
                                           "--root", str(self.root)], capture_output=True, text=True, env=env, timeout=120)
                    self.assertEqual(proc.returncode, 0, proc.stderr)
                    self.assertIn(f"HTTP {code}, a redirect (not followed", proc.stderr)
                    self.assertEqual(self.elsewhere, [])   # nothing, and no key, reached the other host


class TestGluedAndQuotedPaths(Case):
    """Round 17: what error messages and warnings still quoted raw."""

    GLUED = "gh" + "p_" + "2WsDOun0kneVDC8l94" + "HXPon5VienGhX77sDi"   # a shape the random judge alone passes when glued

    def test_a_token_glued_to_digits_is_not_echoed(self):
        self.cli("remember", "the staging database is Postgres 16", "--category", "config")
        for prefix in ("9" * 40, "999", "2024"):
            typed = prefix + self.GLUED
            for args, code in ((("context", "q", "--budget", typed), 2), (("forget", typed, "--yes"), 1),
                               (("recall", "postgres", "--room", typed), 1)):
                with self.subTest(prefix=prefix[:4], args=args[0]):
                    proc = self.cli(*args, code=code)
                    self.assertIn("error", proc.stderr)
                    for piece in fragments(self.GLUED):
                        self.assertNotIn(piece, proc.stderr + proc.stdout)
        # digits glued to words stay as typed
        self.assertEqual(hermes_lite.shown("--budget 1500tokens: mem_20240101_120000_ab12, sha256, 2fa"),
                         "--budget 1500tokens: mem_20240101_120000_ab12, sha256, 2fa")

    def test_a_typed_token_glued_to_digits_is_not_stored(self):
        # a pasted log glues a line or build number to a token: the typed shapes' left boundary
        # refuses a letter before the prefix, not a digit (rules.yaml defines lb / lbh)
        akia = "AK" + "IA" + "QX7RT2VX9KP4LN8B"
        openai = "sk" + "-" + fake("", 40, "Zq8Lm3Np6Rt1Vx4")
        for prefix in ("9", "999", "2024"):
            for token in (self.GLUED, akia, openai):
                with self.subTest(prefix=prefix, token=token[:4]):
                    out, labels = hermes_lite.redact(f"build log line {prefix}{token} failed")
                    self.assertTrue(labels)
                    self.assertIn(f"line {prefix}[", out)   # the digits stay, the token goes
                    for piece in fragments(token):
                        self.assertNotIn(piece, out)
        self.cli("remember", f"deploy failed at step 42{self.GLUED} in the runner log", "--category", "event")
        for path in self.root.rglob("*"):
            if path.is_file():
                with self.subTest(file=path.name):
                    self.assertNotIn(self.GLUED[4:20], path.read_bytes().decode("utf-8", "replace"))
        # a token-like word after letters is another word, as before
        for text in ("the flaskghp_ fixture", "mysk-learn notes", "XAKIAQX7RT2VX9KP4LN8B"):
            with self.subTest(kept=text):
                self.assertEqual(hermes_lite.redact(text)[1], [])

    def test_a_path_argument_of_a_warning_is_shown_redacted(self):
        root = Path(self.tmp.name) / TOKEN / "data"
        root.mkdir(parents=True)
        (root / ".env").write_text("JINA_API_KEY=local-test-key\n", encoding="utf-8")
        (root / ".env").chmod(0o644)   # every command warns, naming the file
        proc = subprocess.run([*CLI, "stats", "--root", str(root)], capture_output=True, text=True, timeout=120)
        self.assertEqual(proc.returncode, 0, proc.stderr)
        self.assertIn("other users can read it", proc.stderr)
        for piece in fragments(TOKEN):
            self.assertNotIn(piece, proc.stderr)
        home = Path("/home/alice/.agent-memory/.env")   # short parts: quoted as they are, no redactor built
        self.assertTrue(hermes_lite._plain_argument(home))
        for name in (TOKEN, "Hunter2Secret", "AK" + "IAQX7RT2VX9KP4LN8B"):
            with self.subTest(part=name[:6]):
                self.assertFalse(hermes_lite._plain_argument(Path("/srv") / name / "data"))

    def test_a_briefing_does_not_quote_a_folder_named_by_a_secret(self):
        # SessionStart's cwd named the project in the block's header, which reaches the model
        cwd = f"/home/u/{TOKEN}/billing"
        self.cli("remember", "We decided to use Postgres 16 for billing", "--category", "decision",
                 "--verified", "--project", cwd)
        payload = {"hook_event_name": "SessionStart", "session_id": "s1", "cwd": cwd, "source": "startup"}
        hook = subprocess.run([*CLI, "hook", "--root", str(self.root)], input=json.dumps(payload),
                              capture_output=True, text=True, timeout=120)
        block = self.cli_json("context", "--project", cwd)
        self.assertIn("Postgres 16", hook.stdout)   # the project's memory is still found (stored redacted alike)
        self.assertIn("Postgres 16", block["text"])
        for piece in fragments(TOKEN):
            self.assertNotIn(piece, hook.stdout + hook.stderr + json.dumps(block, ensure_ascii=False))

    def test_an_empty_root_or_an_unknown_event_builds_no_redactor(self):
        script = ("import io, json, sys, hermes_lite as h\n"
                  "for payload in sys.argv[2:]:\n"
                  "    sys.stdin = io.TextIOWrapper(io.BytesIO(payload.encode()))\n"
                  "    h.main(['hook', '--root', sys.argv[1]])\n"
                  "print('built' if h._DEFAULT_REDACTOR is not None else 'none')\n")
        payloads = [json.dumps({"hook_event_name": "UserPromptSubmit", "prompt": "which database", "session_id": "s1"}),
                    json.dumps({"hook_event_name": "PreToolUse", "session_id": "s1"})]
        proc = subprocess.run([sys.executable, "-c", script, str(self.root / "empty"), *payloads],
                              capture_output=True, text=True, timeout=120, cwd=str(Path(CLI[-1]).parent))
        self.assertEqual(proc.stdout.split()[-1], "none", proc.stderr)
        self.assertIn("PreToolUse", proc.stderr)


class TestWhatEarlierVersionsLeft(Case):
    """Files an earlier version wrote in the root and this one never reads go: they may hold
    what the user has forgotten since (words of forgotten memories, raw session ids)."""

    def test_retired_files_go_at_start_up(self):
        self.cli("remember", "the staging database is Postgres 16", "--category", "config")
        old = {name: '{"patterns": []}' for name in hermes_lite.RETIRED_NAMES}
        old[hermes_lite.BM25_CACHE_NAME] = json.dumps({"terms": {"zebrafinch": [0]}, "ids": ["mem_x"]})
        for name, text in old.items():
            (self.root / name).write_text(text, encoding="utf-8")
        self.assertIn(".facts.cache.json", old)
        self.cli("stats")
        for name in old:
            with self.subTest(name=name):
                self.assertFalse((self.root / name).exists())
        self.assertEqual(self.files_containing("zebrafinch"), [])

    def test_raw_session_ids_of_an_earlier_version_go_at_the_next_write(self):
        self.cli("remember", "the staging database is Postgres 16", "--category", "config")
        book = self.root / hermes_lite.HOOK_SESSIONS_NAME
        book.write_text(json.dumps({"version": 1, "sessions": {TOKEN: {"seen": "2026-12-01T00:00:00", "shown": [], "counted": []}}}),
                        encoding="utf-8")
        payload = {"hook_event_name": "UserPromptSubmit", "session_id": "s2", "prompt": "which database in staging"}
        proc = subprocess.run([*CLI, "hook", "--root", str(self.root)], input=json.dumps(payload),
                              capture_output=True, text=True, timeout=120)
        self.assertEqual(proc.returncode, 0, proc.stderr)
        sessions = json.loads(book.read_text(encoding="utf-8"))["sessions"]
        self.assertEqual(list(sessions), [hermes_lite.HookSessions.key("s2")])
        self.assertEqual(self.files_containing(TOKEN[:12]), [])

    @unittest.skipUnless(hermes_lite._optional("cryptography"), "cryptography not installed")
    def test_encryption_off_leaves_no_keyword_cache_behind(self):
        os.environ["HERMES_ENCRYPT"] = "on"
        with self.mem() as mem:
            mem.remember("The zebrafinch service runs on Postgres 16")
            mem.recall("zebrafinch postgres")
        del os.environ["HERMES_ENCRYPT"]
        self.assertTrue((self.root / hermes_lite.BM25_CACHE_NAME).is_file())
        self.cli("encryption", "off")
        self.assertFalse((self.root / hermes_lite.BM25_CACHE_NAME).exists())   # a plaintext root never reads it
        forgotten = self.index()[0]["id"]
        self.cli("forget", forgotten, "--yes")
        self.assertEqual([f for f in self.files_containing("zebrafinch") if not f.startswith("backups/")], [])


class TestSessionNames(Case):
    """auto_sediment kept and printed a session's file name and path as the agent wrote them: a
    session named by a token, or a folder named after a cwd holding one, reached
    sediment_state.json, the report and --json."""

    def test_a_session_named_by_a_token_is_neither_kept_nor_printed(self):
        from test_auto_sediment import claude_line, claude_assistant, write_jsonl
        folder = Path(self.tmp.name) / "projects" / ("-home-u-" + TOKEN[:20])
        folder.mkdir(parents=True)
        log = folder / f"{TOKEN}.jsonl"
        write_jsonl(log, [claude_line("user", "we decided to deploy billing on Fly.io"),
                          claude_assistant("msg_A", {"type": "text", "text": "Noted: billing deploys on Fly.io."})])
        script = str(Path(SCRIPT).with_name("auto_sediment.py"))
        runs = [subprocess.run([sys.executable, script, str(log), "--apply", *extra, "--root", str(self.root)],
                               capture_output=True, text=True, timeout=120) for extra in ((), ("--json",))]
        for proc in runs:
            self.assertEqual(proc.returncode, 0, proc.stderr)
            for piece in fragments(TOKEN):
                self.assertNotIn(piece, proc.stdout + proc.stderr)
        self.assertEqual(json.loads(runs[1].stdout)["sessions"][0]["status"], "up-to-date")   # the same key both times
        self.assertEqual(self.files_containing(TOKEN[:12]), [])
        self.assertEqual(len(json.loads((self.root / "sediment_state.json").read_text(encoding="utf-8"))["sessions"]), 1)

    def test_a_raw_session_id_an_earlier_version_kept_is_rekeyed_not_digested_again(self):
        """An earlier version keyed sediment_state.json by the raw session id and kept the file's
        name and folder as written: the next run moves the entry under the hashed key, shows both
        redacted, and reads the session on from where that entry stopped."""
        from test_auto_sediment import claude_line, claude_assistant, write_jsonl
        import auto_sediment
        folder = Path(self.tmp.name) / "projects" / ("-home-u-" + TOKEN[:20])
        folder.mkdir(parents=True)
        log = folder / f"{TOKEN}.jsonl"
        write_jsonl(log, [claude_line("user", "we decided to deploy billing on Fly.io"),
                          claude_assistant("msg_A", {"type": "text", "text": "Noted: billing deploys on Fly.io."})])
        size = log.stat().st_size
        old = {"version": 1, "sessions": {f"claude:{TOKEN}": {
            "format": "claude", "session_id": TOKEN, "path": str(log), "offset": size, "head_len": size,
            "head": auto_sediment._head_hash(log, size), "updated_at": "2026-12-01T00:00:00+00:00",
            "runs": 1, "chars": 80, "tail": None}}}
        self.root.mkdir(parents=True, exist_ok=True)
        (self.root / "sediment_state.json").write_text(json.dumps(old), encoding="utf-8")
        script = str(Path(SCRIPT).with_name("auto_sediment.py"))
        proc = subprocess.run([sys.executable, script, str(log), "--apply", "--json", "--root", str(self.root)],
                              capture_output=True, text=True, timeout=120)
        self.assertEqual(proc.returncode, 0, proc.stderr)
        self.assertEqual(json.loads(proc.stdout)["sessions"][0]["status"], "up-to-date")   # not read again
        state = json.loads((self.root / "sediment_state.json").read_text(encoding="utf-8"))
        self.assertEqual(len(state["sessions"]), 1)
        self.assertEqual(state["sessions"][next(iter(state["sessions"]))]["offset"], size)
        self.assertEqual(self.files_containing(TOKEN[:12]), [])


if __name__ == "__main__":
    unittest.main()
