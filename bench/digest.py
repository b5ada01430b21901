#!/usr/bin/env python3
"""Digest benchmark (issue 17): precision, recall, junk and secrets on disk, per language,
format and split, for the rule digester at commit 4810ece and now, in the same run.

Each labelled session (bench/digest_sessions.py, or --data FILE.py with a SESSIONS list) is
written as a real session log in its format, then run through `auto_sediment.py PATH --apply
--json` as a subprocess into a fresh temp root. The "before" run uses hermes_lite.py and
config.yaml (and its auto_sediment.py) of commit 4810ece taken with `git show` into a
temp dir. The LLM digester runs too when DEEPSEEK_API_KEY is set.

    python3 bench/digest.py [--data bench/digest_sessions.py] [--before 4810ece]
"""
from __future__ import annotations

import argparse
import importlib.util
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent


def load_sessions(path):
    spec = importlib.util.spec_from_file_location("digest_sessions", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.SESSIONS


def session_lines(session):
    """The session as JSONL records of its format."""
    out = []
    if session["fmt"] == "codex":
        out.append({"timestamp": "2026-01-01T00:00:00Z", "type": "session_meta",
                    "payload": {"id": "019b64e5-0000-7000-8000-" + f"{abs(hash(session['id'])) % 10**12:012d}",
                                "cwd": "/proj", "originator": "codex_cli_rs", "source": "cli"}})
    for n, (role, text) in enumerate(session["turns"]):
        if session["fmt"] == "claude":
            rec = {"type": role, "isSidechain": False, "userType": "external", "uuid": f"u{n}",
                   "sessionId": "4f35e220-c435-4cf7-b9b9-f40426042847", "cwd": "/proj",
                   "timestamp": "2026-05-26T07:27:40.079Z",
                   "message": {"role": role, "content": text if role == "user"
                               else [{"type": "text", "text": text}]}}
            if role == "assistant":
                rec["message"]["id"] = f"msg_{n}"
            out.append(rec)
        elif session["fmt"] == "codex":
            kind = "input_text" if role == "user" else "output_text"
            out.append({"timestamp": "2026-01-01T00:00:01Z", "type": "response_item",
                        "payload": {"type": "message", "role": role,
                                    "content": [{"type": kind, "text": text}]}})
        else:   # dsh
            data = ({"content": [{"type": "text", "text": text}]} if role == "user" else
                    {"message": {"role": "assistant", "content": [{"type": "text", "text": text}]}})
            out.append({"type": f"{role}/message", "seq": n, "time": 1786932396089 + n, "data": data})
    return out


def matches(memory, fact):
    low = memory.lower()
    return all(part.strip().lower() in low for part in fact.split("+"))


def run_session(code_dir, session, backend, work):
    root = work / "root"
    log = work / ("s.jsonl" if session["fmt"] != "codex" else "rollout-2026-01-01T00-00-00-x.jsonl")
    log.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in session_lines(session)),
                   encoding="utf-8")
    env = {**os.environ, "HERMES_DIGEST_BACKEND": backend, "PYTHONDONTWRITEBYTECODE": "1"}
    env.pop("HERMES_LITE_ROOT", None)
    proc = subprocess.run([sys.executable, str(code_dir / "auto_sediment.py"), str(log), "--apply",
                           "--json", "--format", session["fmt"], "--root", str(root)],
                          capture_output=True, text=True, env=env, cwd=str(code_dir))
    if proc.returncode != 0:
        raise SystemExit(f"{session['id']}: auto_sediment failed: {proc.stderr.strip()[-300:]}")
    report = json.loads(proc.stdout)
    stored, conflicts = [], 0
    for s in report.get("sessions", []):
        for item in (s.get("digest") or {}).get("items", []):
            if item.get("action") != "merge":
                stored.append(item["content"])
            conflicts += bool(item.get("conflicts"))
    leaked = 0
    for path in root.rglob("*"):
        if path.is_file():
            data = path.read_bytes()
            leaked += sum(secret.encode() in data for secret in session["secrets"])
    shutil.rmtree(root, ignore_errors=True)
    return stored, conflicts, leaked


def evaluate(code_dir, sessions, backend):
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for session in sessions:
            stored, conflicts, leaked = run_session(Path(code_dir), session, backend, Path(tmp))
            good = sum(any(matches(m, f) for f in session["facts"]) for m in stored)
            found = sum(any(matches(m, f) for m in stored) for f in session["facts"])
            junk = [m for m in stored if any(j.lower() in m.lower() for j in session["must_not"])]
            rows.append({"session": session, "stored": stored, "good": good, "found": found,
                         "junk": len(junk), "junk_items": junk, "leaked": leaked,
                         "conflicts": conflicts})
    return rows


def table(rows, label):
    groups = {}
    for row in rows:
        s = row["session"]
        for key in ("all", f"lang={s['lang']}", f"fmt={s['fmt']}", f"split={s['split']}"):
            groups.setdefault(key, []).append(row)
    print(f"\n{label}")
    print(f"  {'group':<14} {'sessions':>8} {'stored':>7} {'precision':>9} {'recall':>7} {'junk':>5} {'secrets on disk':>16}")
    order = ["all", "lang=en", "lang=zh", "fmt=claude", "fmt=codex", "fmt=dsh", "split=tune", "split=heldout", "split=fresh"]
    for key, group in sorted(groups.items(), key=lambda kv: order.index(kv[0]) if kv[0] in order else 99):
        stored = sum(len(r["stored"]) for r in group)
        facts = sum(len(r["session"]["facts"]) for r in group)
        good = sum(r["good"] for r in group)
        found = sum(r["found"] for r in group)
        precision = f"{good / stored:.2f}" if stored else "-"
        print(f"  {key:<14} {len(group):>8} {stored:>7} {precision:>9} {found / facts:>7.2f} "
              f"{sum(r['junk'] for r in group):>5} {sum(r['leaked'] for r in group):>16}")


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--data", default=str(HERE / "digest_sessions.py"))
    p.add_argument("--before", default="4810ece", help="commit for the 'before' run")
    p.add_argument("-v", "--verbose", action="store_true", help="list every stored memory")
    args = p.parse_args(argv)
    sessions = load_sessions(args.data)
    print(f"{len(sessions)} labelled sessions from {args.data}")
    with tempfile.TemporaryDirectory() as old:
        old_dir = Path(old)
        for name in ("hermes_lite.py", "config.yaml", "auto_sediment.py"):
            blob = subprocess.run(["git", "-C", str(REPO), "show", f"{args.before}:{name}"],
                                  capture_output=True, check=True).stdout
            (old_dir / name).write_bytes(blob)
        print(f"before: hermes_lite.py, config.yaml and auto_sediment.py from `git show {args.before}` "
              f"in a temp dir")
        runs = [(f"rule digester at {args.before}", old_dir, "rule"), ("rule digester now", REPO, "rule")]
        if os.environ.get("DEEPSEEK_API_KEY"):
            runs.append(("llm digester now", REPO, "llm"))
        for label, code_dir, backend in runs:
            rows = evaluate(code_dir, sessions, backend)
            table(rows, label)
            if args.verbose:
                for row in rows:
                    print(f"    {row['session']['id']}:")
                    for m in row["stored"]:
                        tag = "junk " if m in row["junk_items"] else (
                            "ok   " if any(matches(m, f) for f in row["session"]["facts"]) else "other")
                        print(f"      [{tag}] {m}")
        if not os.environ.get("DEEPSEEK_API_KEY"):
            print("\nllm digester: skipped (DEEPSEEK_API_KEY is not set)")


if __name__ == "__main__":
    main()
