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
        return subprocess.run([sys.executable, SCRIPT, *args, "--root", str(self.root)], capture_output=True,
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
        proc = subprocess.Popen([sys.executable, SCRIPT, "vectors", "--root", str(self.root)],
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
