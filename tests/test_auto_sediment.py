#!/usr/bin/env python3
"""auto_sediment.py: DSH, Claude Code and Codex session logs to memories.

Part of the whole suite: python3 test_hermes_lite.py (pytest works too).
"""
from __future__ import annotations

from helpers import *  # noqa: F401,F403  (temp roots, CountingCase/Case, Provider, check, figures)
from helpers import ASSERTIONS, HERE, SCRIPT, T0, hermes_lite, HermesLite  # noqa: F401


# =============================================================================================
# auto_sediment.py: DSH, Claude Code and Codex session logs
# =============================================================================================

import auto_sediment  # noqa: E402
from hermes_lite import HermesError  # noqa: E402

# built at runtime so no secret-shaped literal sits in the source




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
        env.update(HERMES_LITE_ROOT=str(self.root), HOME=str(self.home),
                   HERMES_VECTOR_BACKEND="local")   # whatever is installed: the spec's default pipeline
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
            # the last message of the first run, the assistant's, comes again as context
            self.assertEqual(hl.digested[-1], "助手: Done. The config port is 8080.\nSecond part of the same message.\n"
                                              "用户: New: we decided to use uv for packaging\n"
                                              "助手: Switched to uv.")
            code, out, err = self.run_main(path, "--apply", "--json")   # nothing new
            self.assertEqual(json.loads(out)["sessions"][0]["status"], "up-to-date")
            self.assertEqual(len(hl.digested), 2)
        self.assertEqual(self.state()["sessions"]["claude:claude"]["runs"], 2)
        self.assertEqual(os.stat(self.root / "sediment_state.json").st_mode & 0o777, 0o600)

    def test_a_reply_in_the_next_run_keeps_the_proposal_it_takes_up(self):
        """One Stop hook per turn: the proposal ends one run, the user's "yes" opens the next."""
        proposal = "Late events arrive up to 52 h late. I'd replace the last 3 days of partitions on every run."
        path = write_jsonl(self.tmp / "turns.jsonl", [
            {"type": "user/message", "seq": 1, "data": {"content": [{"type": "text", "text": "late events break the totals"}]}},
            {"type": "assistant/message", "seq": 2,
             "data": {"message": {"role": "assistant", "content": [{"type": "text", "text": proposal}]}}}])
        check(self.cli(path, "--apply", "--root", self.root), 0)
        with open(path, "a", encoding="utf-8") as fh:
            for rec in ({"type": "user/message", "seq": 3, "data": {"content": [{"type": "text", "text": "yes do that"}]}},
                        {"type": "assistant/message", "seq": 4, "data": {"message": {
                            "role": "assistant", "content": [{"type": "text", "text": "Done."}]}}}):
                fh.write(json.dumps(rec) + "\n")
        check(self.cli(path, "--apply", "--root", self.root), 0)
        stored = [e["content"] for e in json.loads((self.root / "index.json").read_text(encoding="utf-8"))]
        self.assertEqual(stored, [f"Decision: {proposal} — yes do that"])
        proc = check(self.cli(path, "--apply", "--json", "--root", self.root), 0)   # nothing new
        self.assertEqual(json.loads(proc.stdout)["sessions"][0]["status"], "up-to-date")

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
        hl.config["digest"]["max_windows"] = 2    # a run reads two windows of 50
        state, runs = {"sessions": {}}, 0
        while True:
            s = auto_sediment.sediment(hl, path, apply=True, state=state)
            runs += 1
            if not s["pending_bytes"]:
                break
            self.assertLess(runs, 20)
        self.assertTrue(all(len(t) <= 2 * 50 + 1 for t in hl.digested))
        for text in hl.digested:   # the digest keeps all a run read, in windows of 50
            windows = hermes_lite.digest_windows(text, 50, 2)
            self.assertEqual(("\n".join(windows), max(map(len, windows)) <= 50), (text, True))
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

    def test_a_random_token_never_reaches_a_digester_or_the_root(self):
        """A token drawn at random, in prose with no key word near it, is masked before any
        digester sees the text (rule or LLM), and no piece of it is on disk (issue 27)."""
        token = "".join(("pX7", "_k2Qm9", "-ZtR4w", "Lb8", "Nc3Vy", "6Hd", "0sGf5", "Je1Ua"))   # 40 characters
        records = codex_records(f"这个是我刚建的，只给 DNS 用：{token} 。我们决定证书走 DNS01 校验")
        path = write_jsonl(self.tmp / CODEX_NAME, records)
        hl = RecordingHermes(self.root)
        with hl:
            auto_sediment.sediment(hl, path, apply=True, state={})
        self.assertTrue(hl.digested)
        size = -(-len(token) * 6 // 10)
        pieces = [token[i:i + size] for i in range(len(token) - size + 1)]
        for text in hl.digested:
            self.assertFalse([p for p in pieces if p in text], text)
            self.assertIn("DNS01", text)
        self.assertEqual([f for p in pieces for f in self.grep_root(p)], [])

    def test_cli_errors_show_a_redacted_argument(self):
        """A path or a flag value typed by the user is quoted by the error: redacted (issue 28,
        leak path 4), and the error still says what is wrong."""
        token = "gl" + "pat-" + "".join(("Xq7", "Rm2Vz", "9Kp4", "Ln8Bw"))
        missing = self.tmp / "exports" / token / "session.jsonl"
        for args, code, says in (((missing,), 1, "no such file"), (("--format", token, missing), 2, "invalid choice"),
                                 ((token,), 1, "no such file")):
            with self.subTest(args=[str(a)[:12] for a in args]):
                proc = self.cli(*args)
                self.assertEqual(proc.returncode, code, proc.stderr)
                self.assertIn(says, proc.stderr)
                self.assertIn("[已脱敏:", proc.stderr)
                for i in range(len(token) - 7):
                    self.assertNotIn(token[i:i + 8], proc.stdout + proc.stderr)

    def test_a_token_across_the_message_cut_is_masked_before_the_cut(self):
        """A message longer than sediment.max_chars loses its middle (clip_middle); a token that
        straddles where the head or the tail is cut must be redacted first, so no part of it is
        digested or stored (issue 28, leak path 2)."""
        token = "gh" + "p_" + "".join(("Wm3", "Zr8Kt", "2Qx9", "Lp4Vn", "7Bc1", "Hd6Jf", "5Ty0", "Gs"))   # 40
        limit = 300
        hl = RecordingHermes(self.root)
        hl.config.setdefault("sediment", {})["max_chars"] = limit
        room = limit - len(" … ")
        for where in (room * 2 // 3 - 12, room * 2 // 3 - 30):   # the head's cut inside the token
            head = ("we looked at the deploy logs again " * 20)[:where]
            text = f"{head}{token} " + "and then we decided to pin Postgres 16 " * 20
            path = write_jsonl(self.tmp / f"cut{where}.jsonl", codex_records(text))
            with hl:
                auto_sediment.sediment(hl, path, apply=True, state={})
        self.assertTrue(hl.digested)
        pieces = [token[i:i + 8] for i in range(len(token) - 7)]
        for text in hl.digested:
            self.assertFalse([p for p in pieces if p in text], text)
        self.assertEqual([f for p in pieces for f in self.grep_root(p)], [])

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
