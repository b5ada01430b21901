#!/usr/bin/env python3
"""Hardening, second round: encryption that stays on, bounded inputs, inputs that used to end
in a traceback, symlinks and permissions, lock waits with a limit.

Part of the whole suite: python3 test_hermes_lite.py (pytest works too).
"""
from __future__ import annotations

from helpers import *  # noqa: F401,F403  (temp roots, CountingCase/Case, Provider, check, figures)
from helpers import ASSERTIONS, HERE, SCRIPT, T0, hermes_lite, HermesLite  # noqa: F401


class HardeningCase(Case):
    def setUp(self):
        super().setUp()
        os.environ["HERMES_VECTOR_BACKEND"] = "local"

    def assert_one_line(self, proc, code=1):
        self.assertEqual(proc.returncode, code, proc.stderr)
        self.assertNotIn("Traceback", proc.stderr)
        self.assertEqual(len(proc.stderr.strip().splitlines()), 1, proc.stderr)

    def run_cli(self, *args, stdin=None):
        return subprocess.run([*CLI, *args, "--root", str(self.root)], capture_output=True,
                              text=True, input=stdin, timeout=120)


# =============================================================================================
# Inputs that used to raise a traceback
# =============================================================================================

class TestNoTraceback(HardeningCase):
    def test_a_journal_line_with_a_huge_sequence_number_is_skipped(self):
        with self.mem() as mem:
            memory_id = mem.remember("The build host is ci-7")["id"]
            mem.recall("build host")
        with open(self.root / "access.journal", "a", encoding="utf-8") as fh:
            fh.write("9" * 5000 + f"\t{memory_id}\t2026-08-17T03:31:06+00:00\n")
            fh.write("#seq " + "7" * 5000 + "\n")
        for command in ("stats", "reindex"):
            with self.subTest(command=command):
                proc = self.run_cli(command)
                self.assertEqual(proc.returncode, 0, proc.stderr)
                self.assertNotIn("Traceback", proc.stderr)
        self.assertEqual(self.cli_json("recall", "build host")[0]["id"], memory_id)

    def test_deeply_nested_index_is_corrupt_not_a_recursion_error(self):
        with self.mem() as mem:
            mem.remember("The build host is ci-7")
        (self.root / "index.json").write_text("[" * 100_000, encoding="utf-8")
        self.assert_one_line(self.run_cli("stats"))
        proc = self.run_cli("reindex")   # the notes are the truth: reindex repairs it
        self.assertEqual(proc.returncode, 0, proc.stderr)
        self.assertEqual(len(self.index()), 1)

    def test_a_closed_pipe_ends_quietly(self):
        with self.mem() as mem:
            mem.remember("The build host is ci-7")
        read_end, write_end = os.pipe()
        os.close(read_end)   # the reader is gone before the first byte: every write fails with EPIPE
        proc = subprocess.Popen([*CLI, "vectors", "--root", str(self.root)],
                                stdout=write_end, stderr=subprocess.PIPE)
        os.close(write_end)
        _, err = proc.communicate(timeout=120)
        self.assertNotIn(b"Traceback", err)
        self.assertNotIn(b"BrokenPipe", err)
        self.assertEqual(proc.returncode, 141)

    def test_control_characters_never_reach_the_terminal(self):
        with self.mem() as mem:
            mem.remember("evil \x1b[31mRED\x1b[0m text and a bell \x07 here")
        for args in (("recall", "evil text"), ("context", "evil text red bell")):
            with self.subTest(command=args[0]):
                out = self.run_cli(*args).stdout
                self.assertIn("evil", out)
                self.assertNotIn("\x1b", out)
                self.assertNotIn("\x07", out)
        # --json is for programs: the stored text comes back exactly, escaped by JSON
        self.assertIn("\x1b[31m", self.cli_json("recall", "evil text")[0]["content"])

    def test_a_note_with_an_invalid_byte_keeps_its_index_entry(self):
        with self.mem() as mem:
            memory_id = mem.remember("The nightly backup runs at 02:00 on db-backup-3")["id"]
        with open(self.root / "store" / f"{memory_id}.md", "ab") as fh:
            fh.write(b"\xff")
        proc = self.run_cli("reindex")
        self.assertEqual(proc.returncode, 0, proc.stderr)
        self.assertIn(f"skipped {memory_id}.md", proc.stdout)
        self.assertIn("index entry is kept", proc.stdout)
        self.assertEqual([e["id"] for e in self.index()], [memory_id])
        self.assertEqual(self.cli_json("recall", "nightly backup")[0]["id"], memory_id)


# =============================================================================================
# Lock waits with a limit; reads without the lock; the hook's deadline from process start
# =============================================================================================

HOLD_LOCK = """
import fcntl, os, sys, time
fd = os.open(sys.argv[1], os.O_RDWR | os.O_CREAT, 0o600)
fcntl.flock(fd, fcntl.LOCK_EX)
print("held", flush=True)
time.sleep(float(sys.argv[2]))
"""


@unittest.skipIf(os.name == "nt", "flock is POSIX-only")
class TestHeldLock(HardeningCase):
    def hold(self, seconds=60):
        """Another process holding the root's write lock until the test ends."""
        holder = subprocess.Popen([sys.executable, "-c", HOLD_LOCK, str(self.root / ".lock"), str(seconds)],
                                  stdout=subprocess.PIPE, text=True)
        self.addCleanup(holder.wait)
        self.addCleanup(holder.kill)
        self.assertEqual(holder.stdout.readline().strip(), "held")

    def setUp(self):
        super().setUp()
        with self.mem() as mem:
            self.memory_id = mem.remember("The billing service runs on Postgres 16 with pgbouncer")["id"]

    @slow   # three reads waiting out a held lock
    def test_reads_answer_under_a_held_lock(self):
        self.hold()
        self.assertEqual(self.cli_json("stats")["total"], 1)   # cli(): a 120 s timeout, the lock is held 60 s
        self.assertEqual(self.cli_json("recall", "billing postgres")[0]["id"], self.memory_id)
        self.cli("context", "billing postgres pgbouncer")

    def test_a_writer_says_it_waits_and_gives_up_with_one_line(self):
        self.write_root_config("memory:\n  lock_notice_seconds: 0.2\n  lock_timeout_seconds: 1\n")
        self.hold()
        proc = self.run_cli("remember", "The queue moved to NATS JetStream")
        self.assertEqual(proc.returncode, 1, proc.stderr)
        self.assertNotIn("Traceback", proc.stderr)
        lines = proc.stderr.strip().splitlines()
        self.assertIn("waiting for", lines[0])
        self.assertIn("lock_timeout_seconds", lines[-1])
        self.assertEqual(len(self.index()), 1)   # nothing half-written

    def test_hooks_keep_their_deadline_under_a_held_lock(self):
        self.write_root_config("hooks:\n  deadline_seconds: 1\n")
        self.hold()
        for payload in ({"hook_event_name": "UserPromptSubmit", "session_id": "s1",
                         "prompt": "which database does billing use with pgbouncer"},
                        {"hook_event_name": "SessionStart", "session_id": "s1", "source": "startup"}):
            with self.subTest(event=payload["hook_event_name"]):
                proc = subprocess.run([*CLI, "hook", "--root", str(self.root)],
                                      input=json.dumps(payload).encode(), capture_output=True, timeout=30)
                self.assertEqual(proc.returncode, 0, proc.stderr)
                self.assertNotIn(b"Traceback", proc.stderr)

    def test_a_hook_whose_stdin_stays_open_answers(self):
        payload = json.dumps({"hook_event_name": "SessionStart", "session_id": "s1", "source": "startup"})
        hook = subprocess.Popen([*CLI, "hook", "--root", str(self.root)],
                                stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        hook.stdin.write(payload.encode() + b"\n")
        hook.stdin.flush()   # and never closed: the agent keeps the pipe open
        try:
            code = hook.wait(timeout=30)   # it answers without waiting for stdin to close
        finally:
            hook.kill()
            hook.stdin.close()
        self.assertEqual(code, 0)
        self.assertNotIn(b"Traceback", hook.stderr.read())
        hook.stdout.close()
        hook.stderr.close()

    def test_the_lock_file_is_not_followed_through_a_symlink(self):
        (self.root / ".lock").unlink()
        target = Path(self.tmp.name) / "outside"
        (self.root / ".lock").symlink_to(target)
        proc = self.run_cli("remember", "The queue moved to NATS JetStream")
        self.assertFalse(target.exists(), "the tool created the symlink's target")
        self.assertEqual(proc.returncode, 1, proc.stderr)
        self.assertNotIn("Traceback", proc.stderr)


# =============================================================================================
# Bounded inputs
# =============================================================================================

class TestBoundedInput(HardeningCase):
    def test_an_oversized_memory_is_refused_and_nothing_is_written(self):
        limit = hermes_lite.load_config()["memory"]["max_chars"]
        with self.mem() as mem:
            kept = mem.remember("The billing service runs on Postgres 16")["id"]
            with self.assertRaisesRegex(hermes_lite.HermesError, r"memory\.max_chars.*digest"):
                mem.remember("x" * (limit + 1))
            with self.assertRaises(hermes_lite.HermesError):   # a batch is checked before any item is stored
                mem.remember_many([{"text": "A fact that fits"}, {"text": "y" * (limit + 1)}])
            self.assertEqual(mem.remember("z" * limit)["action"], "created")   # the limit itself is allowed
        self.assertEqual(len(self.index()), 2)
        self.assertIn(kept, [e["id"] for e in self.index()])
        big = Path(self.tmp.name) / "big.txt"
        big.write_text("w" * (limit * 5), encoding="utf-8")
        proc = self.run_cli("remember", "--file", str(big))
        self.assert_one_line(proc)
        self.assertIn(f"{limit:,}", proc.stderr)
        self.assertEqual(len(self.index()), 2)

    def test_the_limit_is_a_setting(self):
        self.write_root_config("memory:\n  max_chars: 50\n")
        self.assert_one_line(self.run_cli("remember", "a" * 51))
        self.assertEqual(self.run_cli("remember", "The deploy window is Tuesday at 10:00").returncode, 0)

    def test_remember_reads_stdin_and_files(self):
        proc = self.run_cli("remember", "-", stdin="The staging gateway listens on port 8443\n")
        self.assertEqual(proc.returncode, 0, proc.stderr)
        note = Path(self.tmp.name) / "fact.txt"
        note.write_text("Release notes are written in CHANGELOG.md, newest first", encoding="utf-8")
        self.assertEqual(self.run_cli("remember", "--file", str(note)).returncode, 0)
        contents = sorted(e["content"] for e in self.index())
        self.assertEqual(contents, ["Release notes are written in CHANGELOG.md, newest first",
                                    "The staging gateway listens on port 8443"])
        self.assertNotIn("-", contents)
        self.assert_one_line(self.run_cli("remember", "text", "--file", str(note)))
        self.assert_one_line(self.run_cli("remember", "--file", str(note) + ".missing"))

    def test_only_a_prefix_is_embedded(self):
        seen = []

        class Recording(hermes_lite.LocalHashVectorizer):
            def _embed(self, texts, *, query):
                seen.extend(texts)
                return super()._embed(texts, query=query)

        limit = hermes_lite.load_config()["vectors"]["max_chars"]
        vectorizer = Recording({**hermes_lite.load_config()["vectors"]["local"], "max_chars": limit})
        vectorizer.embed(["q" * (limit * 3), "short"])
        self.assertEqual([len(t) for t in seen], [limit, 5])

    def test_hook_help_describes_the_command(self):
        proc = subprocess.run([*CLI, "hook", "--help"], capture_output=True, text=True,
                              timeout=60)
        self.assertEqual(proc.returncode, 0)
        for words in ("SessionStart", "UserPromptSubmit", "Stop", "--root", "--fill-vectors", "exits 0"):
            self.assertIn(words, proc.stdout)


class TestReadOnlyRoot(HardeningCase):
    """Reads need no lock and no write: on a root mounted read-only, stats, recall and context
    answer (access counts and cache writes are skipped), and a write fails in one line."""

    def test_reads_answer_on_a_read_only_root(self):
        from test_reliability import small_filesystem
        context = small_filesystem(self)
        mount = context.__enter__()
        self.addCleanup(context.__exit__, None, None, None)
        root = mount / "root"
        with HermesLite(root) as mem:
            memory_id = mem.remember("The billing service runs on Postgres 16 with pgbouncer")["id"]
        proc = subprocess.run(["mount", "-o", "remount,ro", str(mount)], capture_output=True, text=True)
        if proc.returncode != 0:
            self.skipTest(f"cannot remount the tmpfs read-only: {proc.stderr.strip()[:200]}")

        def run(*args):
            return subprocess.run([*CLI, *args, "--root", str(root)], capture_output=True,
                                  text=True, timeout=120)
        self.assertEqual(json.loads(run("stats", "--json").stdout)["total"], 1)
        recall = run("recall", "billing postgres", "--json")
        self.assertEqual(recall.returncode, 0, recall.stderr)
        self.assertEqual(json.loads(recall.stdout)[0]["id"], memory_id)
        context_run = run("context", "billing postgres pgbouncer")
        self.assertEqual(context_run.returncode, 0, context_run.stderr)
        self.assertNotIn("Traceback", recall.stderr + context_run.stderr)
        self.assert_one_line(run("remember", "The queue moved to NATS JetStream"))
