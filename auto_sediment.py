#!/usr/bin/env python3
"""auto_sediment — turn agent session logs into hermes_lite memories.

Reads a DSH session log, a Claude Code transcript or a Codex rollout, keeps only what the
user and the assistant said (no reasoning, thinking, tool calls or tool output), joins it as
``用户: …`` / ``助手: …`` lines and runs ``HermesLite.digest`` on it (spec §3 phase 5, §9.4).

Quick start::

    python3 auto_sediment.py session.jsonl            # preview (dry run, the default)
    python3 auto_sediment.py session.jsonl --apply    # store the digested memories
    python3 auto_sediment.py --latest --apply         # newest DSH, Claude Code, Codex sessions
    python3 auto_sediment.py --hook < payload.json    # from a Claude Code / Codex hook
    */5 * * * * python3 /path/auto_sediment.py --latest --apply --root /path/data   # cron

Incremental: with ``--apply`` the byte offset reached in each session is kept in
``<root>/sediment_state.json``, so a re-run (cron, one hook per turn) digests only what was
appended since. Each message is redacted and loses what was pasted rather than said (fenced
code, logs, stack traces, shell transcripts: ``hermes_lite.strip_pastes``) before it counts:
each run feeds digest at most ``sediment.max_chars`` characters (8,000) of that per session,
cut at a message boundary; the rest waits for the next run (``pending_bytes``), so nothing is
lost and the cost of one run stays bounded. A single message longer than the limit is
truncated, after redaction, so no cut splits a secret. A line still being written (no newline, not yet valid JSON) is left for later;
a malformed complete line is skipped with a warning on stderr and counted. The state file
(0600, written atomically under the data-root lock) holds no conversation text::

    {"version": 1, "sessions": {"claude:<session-id>": {"format", "session_id", "path",
      "offset", "head_len", "head", "updated_at", "runs", "chars", "tail"}}}

``tail`` is where the last message read begins when it was the assistant's: the next run
reads that message again as context, so a reply such as "yes, do that" keeps the proposal it
takes up (the library's dedup-merge absorbs anything stored twice).

Sessions are keyed by format and id (file stem; Codex: the rollout uuid), so a Codex rollout
recompressed to ``.jsonl.zst`` keeps its offset (counted in decompressed bytes). ``head`` is
a hash of the first ``head_len`` bytes: a file that shrank or was replaced is read again
from the start, and the library's dedup-merge absorbs the repeat. Overlapping runs (cron
plus a hook) take ``<root>/.sediment.lock``; a run that cannot get it within 10 s skips.

Project: each memory records the session's working directory (the payload's ``cwd``, else
the one the log names) as its ``project`` (README). ``hermes_lite.py hook`` is the one hook
entry point; for Stop / SessionEnd it starts ``auto_sediment.py --hook`` detached on the same
payload, so the agent never waits for a digest (the library does not import this module).

Hooks: ``--hook`` reads the hook's JSON payload on stdin (``transcript_path``, ``session_id``),
applies by default (``--dry-run`` previews), prints its summary on stderr, keeps stdout empty
unless ``--json`` is given, and always exits 0 — even on usage errors — because a Stop hook
that exits 2 would block the agent and any other failure would bother it. Claude Code
(``~/.claude/settings.json``; Codex ``~/.codex/hooks.json`` takes the same shape)::

    {"hooks": {"Stop": [{"hooks": [{"type": "command",
                                    "command": "python3 /path/auto_sediment.py --hook"}]}]}}

Locations: DSH ``sediment.dsh_sessions_dir`` (config.yaml); Claude Code ``$CLAUDE_CONFIG_DIR``,
else ``sediment.claude_dir`` (``~/.claude``); Codex ``$CODEX_HOME``, else ``sediment.codex_dir``
(``~/.codex``). ``.zst``/``.zstd`` files are read with ``zstd -dc``, else the optional
``zstandard`` package. Exit codes: 0 ok (also "nothing new" and "another run is busy"),
1 error, 2 usage, 130 Ctrl-C; ``--hook`` always 0.
"""
from __future__ import annotations

import argparse
import hashlib
import io
import json
import os
import re
import sys
from datetime import datetime, timezone
from pathlib import Path

import hermes_lite
from hermes_lite import HermesError, HermesLite

__all__ = ["FORMATS", "detect_format", "read_session", "extract_text", "find_latest",
           "session_cwd", "sediment", "hook", "main"]

FORMATS = ("dsh", "claude", "codex")
STATE_FILE = "sediment_state.json"
RUN_LOCK_FILE = ".sediment.lock"
LABELS = hermes_lite.DIALOGUE_LABELS              # §9.4 join format
ZSTD_MAGIC = b"\x28\xb5\x2f\xfd"
HEAD_BYTES = 4096          # prefix hashed to notice a session file that was replaced
DETECT_LINES = 500         # Claude files can open with dozens of bookkeeping lines
LOCK_WAIT_SECONDS = 10.0
MAX_WARNINGS = 3           # per file; the rest are only counted

_DSH_TYPES = {"user/message", "assistant/message", "tool/call", "tool/result"}
_CODEX_TYPES = {"session_meta", "response_item", "event_msg", "turn_context", "compacted"}
_CLAUDE_TYPES = {"user", "assistant", "system", "summary", "file-history-snapshot",
                 "queue-operation", "attachment", "progress", "custom-title", "ai-title",
                 "agent-name", "mode", "last-prompt", "pr-link"}
# Claude Code user text that is markup or injected, not something the human said (notes §1.3)
# (<bash-stdout> is the output of a user's `!cmd`: tool output, which may hold secrets)
_CLAUDE_NOISE = ("<command-name>", "<command-message>", "<command-args>",
                 "<local-command-stdout>", "<local-command-stderr>", "<bash-input>",
                 "<bash-stdout>", "<bash-stderr>", "[Request interrupted by user")
_SYSTEM_REMINDER = re.compile(r"<system-reminder>.*?</system-reminder>", re.S)
# Codex injects AGENTS.md and environment context as user messages (notes §2.2)
_CODEX_INJECTED = ("<environment_context>", "# AGENTS.md instructions", "<user_instructions>",
                   "<INSTRUCTIONS>", "<permissions instructions>", "<user_shell_command>",
                   "<turn_aborted>")
_CODEX_NAME = re.compile(r"^rollout-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-(.+?)\.jsonl(?:\.zst)?$")
_SUFFIXES = (".jsonl", ".json", ".zstd", ".zst")     # stripped to get a session id
_LOG_SUFFIXES = (".jsonl", ".zstd", ".zst")          # what counts as a session file


# =============================================================================
# Reading files
# =============================================================================

_ZSTD_CACHE = {}   # (path, mtime_ns, size) -> bytes; one entry, so a run decompresses once


def _zstd_decompress(path):
    st = os.stat(path)
    key = (str(path), st.st_mtime_ns, st.st_size)
    if key not in _ZSTD_CACHE:
        data = _zstd_decompress_uncached(path)
        _ZSTD_CACHE.clear()
        _ZSTD_CACHE[key] = data
    return _ZSTD_CACHE[key]


def _zstd_decompress_uncached(path):
    import shutil
    import subprocess
    if shutil.which("zstd"):
        proc = subprocess.run(["zstd", "-dc", "--", str(path)], capture_output=True, check=False)
        if proc.returncode == 0:
            return proc.stdout
        first = (proc.stderr.decode("utf-8", "replace").strip().splitlines() or ["failed"])[-1]
        raise HermesError(f"zstd -dc {path}: {first}")
    # no zstd command: fall back to the optional zstandard package
    import importlib
    try:
        zstandard = importlib.import_module("zstandard")
    except ImportError:
        raise HermesError(f"{path} is zstd-compressed: install the zstd command "
                          "or run `pip install zstandard`") from None
    try:
        with open(path, "rb") as fh:
            return zstandard.ZstdDecompressor().stream_reader(fh).read()
    except zstandard.ZstdError as exc:
        raise HermesError(f"{path}: zstd data is corrupt ({exc})") from None


def _open_session(path):
    """(binary file object, total size); plain files are streamed, zstd ones held in memory."""
    path = Path(path)
    try:
        fh = open(path, "rb")
    except OSError as exc:
        raise HermesError(f"cannot read {path}: {exc.strerror or exc}") from None
    if fh.read(4) != ZSTD_MAGIC:
        fh.seek(0, os.SEEK_END)
        size = fh.tell()
        fh.seek(0)
        return fh, size
    fh.close()
    data = _zstd_decompress(path)
    return io.BytesIO(data), len(data)


def _session_id(path, fmt):
    name = Path(path).name
    if fmt == "codex":
        match = _CODEX_NAME.match(name)
        if match:
            return match.group(1)
    while True:     # a.jsonl.zstd -> a, so a session keeps its id after compression
        for suffix in _SUFFIXES:
            if name.endswith(suffix) and len(name) > len(suffix):
                name = name[: -len(suffix)]
                break
        else:
            return name


# =============================================================================
# Format detection and per-record extraction
# =============================================================================

def _format_of(rec):
    kind = rec.get("type")
    if kind in _DSH_TYPES or ("seq" in rec and isinstance(rec.get("data"), dict)):
        return "dsh"
    if kind in _CODEX_TYPES and "payload" in rec:
        return "codex"
    if kind in _CLAUDE_TYPES or "sessionId" in rec or "parentUuid" in rec:
        return "claude"
    return None


def _head_records(fh):
    """The JSON objects among a log's first DETECT_LINES lines (other lines are passed over)."""
    for n, raw in enumerate(fh):
        if n >= DETECT_LINES:
            break
        try:
            rec = json.loads(raw)
        except ValueError:
            continue
        if isinstance(rec, dict):
            yield rec


def detect_format(path):
    """Name the log format of *path* ("dsh", "claude" or "codex") from its first records.

    Raises HermesError when no line looks like any known format.
    """
    with _open_session(path)[0] as fh:
        for rec in _head_records(fh):
            fmt = _format_of(rec)
            if fmt:
                return fmt
    raise HermesError(f"{path}: not a DSH, Claude Code or Codex session log; "
                      "name it with --format dsh|claude|codex")


def _texts(content, types=("text",)):
    """Text of content blocks whose type is in *types*; a bare string counts as text."""
    if isinstance(content, str):
        return [content]
    if not isinstance(content, list):
        return []
    return [b["text"] for b in content if isinstance(b, dict) and b.get("type", "text") in types
            and isinstance(b.get("text"), str)]


def _dsh_record(rec):
    kind, data = rec.get("type"), rec.get("data")
    if not isinstance(data, dict):
        data = {}
    if kind == "user/message":
        return "user", _texts(data.get("content")), None
    if kind == "assistant/message":
        message = data.get("message") if isinstance(data.get("message"), dict) else {}
        return "assistant", _texts(message.get("content")), None   # skips "reasoning"
    if kind in _DSH_TYPES:
        return "skip", [], None        # tool/call, tool/result
    return "unknown", [], None


def _claude_record(rec):
    kind = rec.get("type")
    if kind not in ("user", "assistant"):
        return ("skip" if kind in _CLAUDE_TYPES else "unknown"), [], None
    if rec.get("isSidechain") or rec.get("isMeta") or rec.get("isCompactSummary") \
            or rec.get("isApiErrorMessage"):
        return "skip", [], None
    message = rec.get("message") if isinstance(rec.get("message"), dict) else {}
    texts = _texts(message.get("content"))   # drops thinking, tool_use, tool_result, image
    if kind == "assistant":
        return "assistant", texts, message.get("id") or None
    kept = []
    for text in texts:
        text = _SYSTEM_REMINDER.sub("", text).strip()
        if text and not text.startswith(_CLAUDE_NOISE):
            kept.append(text)
    return "user", kept, None


def _codex_record(rec):
    kind = rec.get("type")
    if kind != "response_item":
        # event_msg repeats the dialogue; session_meta, turn_context and compacted hold none
        return ("skip" if kind in _CODEX_TYPES else "unknown"), [], None
    payload = rec.get("payload") if isinstance(rec.get("payload"), dict) else {}
    role = payload.get("role")
    if payload.get("type") != "message" or role not in ("user", "assistant"):
        return "skip", [], None        # reasoning, function_call(_output), developer, …
    texts = _texts(payload.get("content"), ("input_text", "output_text", "text"))
    if role == "user":
        texts = [t for t in texts if not t.lstrip().startswith(_CODEX_INJECTED)]
    return role, texts, None


_EXTRACTORS = {"dsh": _dsh_record, "claude": _claude_record, "codex": _codex_record}


# =============================================================================
# Reading a session from an offset
# =============================================================================

def read_session(path, fmt=None, offset=0, max_chars=8000, warn=None, prepare=None, windows=1):
    """Parse *path* from byte *offset* into digest text: at most *windows* windows of
    *max_chars* characters, whole messages packed in order (hermes_lite.digest_windows), a
    message longer than a window clipped to its start and end (hermes_lite.clip_middle).

    fmt: "dsh" | "claude" | "codex" or None to detect. warn(msg) gets one line per malformed
    line (first few per file). prepare(text, before, lead) -> text runs on every message before it counts
    toward the windows (sediment passes redaction and strip_pastes: a window holds what was
    said, and no cut splits a secret); `before` is the message before it as the digest text
    shows it ("用户: what's the wifi password?", or ""), and `lead` this message's label ("助手: "),
    so an answer is judged in the context of its question; a message it empties is passed over. Returns a
    dict: format, session_id, path, text, turns, chars, offset (where reading started), end
    (offset to resume from), size,
    pending_bytes (left for a later run), truncated (a message was clipped), last_turn ({role, offset} of the last message
    read, or None), malformed, skipped, unknown.
    Byte offsets count decompressed bytes for zstd files.
    """
    path = Path(path)
    fmt = fmt or detect_format(path)
    if fmt not in _EXTRACTORS:
        raise HermesError(f"unknown format {fmt!r}; use one of {', '.join(FORMATS)}")
    extract = _EXTRACTORS[fmt]
    fh, size = _open_session(path)
    offset = offset if 0 <= offset <= size else 0
    turns, by_key = [], {}
    counts = {"malformed": 0, "skipped": 0, "unknown": 0}
    sizes, consumed = [], offset     # sizes: each turn's length in the digest text
    previous = ""                    # the last two messages read, unredacted (prepare's context only)
    last_one = ""                    # ... and the last one alone

    def rendered(turn):
        return hermes_lite.clip_middle(f"{LABELS[turn['role']]}: " + "\n".join(turn["parts"]), max_chars)

    with fh:
        fh.seek(offset)
        pos = offset
        for raw in fh:
            start, pos = pos, pos + len(raw)
            complete = raw.endswith(b"\n")
            if not raw.strip():
                consumed = pos if complete else consumed
                continue
            try:
                rec = json.loads(raw)
                if not isinstance(rec, dict):
                    raise ValueError("not a JSON object")
            except ValueError:
                if not complete:
                    break          # still being written: leave it for the next run
                counts["malformed"] += 1
                if warn and counts["malformed"] <= MAX_WARNINGS:
                    warn(f"{path}: skipped malformed line at byte {start}")
                consumed = pos
                continue
            role, texts, key = extract(rec)
            if role in ("skip", "unknown"):
                counts["skipped" if role == "skip" else role] += 1
                consumed = pos
                continue
            texts = [t.strip() for t in texts if t and t.strip()]
            if prepare:
                raw_texts = texts
                texts = [t for t in (prepare(t, previous, f"{LABELS[role]}: ") for t in texts) if t]
                if raw_texts:   # the last two messages (a question, "one sec, checking", then the answer);
                    # redact_reply reads only their last scan.access_span characters
                    last_one, previous = f"{LABELS[role]}: {raw_texts[-1]}", "\n".join(filter(None, [last_one, f"{LABELS[role]}: {raw_texts[-1]}"]))
            if not texts:
                consumed = pos
                continue
            if key and key in by_key:            # Claude: one API message split over lines
                turn = by_key[key]
                at, before = turns.index(turn), list(turn["parts"])
                turn["parts"] += [text for text in texts if text not in before]
                sizes[at] = len(rendered(turn))
                if hermes_lite.window_count(sizes, max_chars) > windows:
                    turn["parts"], sizes[at] = before, len(rendered(dict(turn, parts=before)))
                    break          # the limit: this line waits for the next run
                consumed = pos
                continue
            turn = {"role": role, "parts": texts, "start": start}
            if turns and hermes_lite.window_count(sizes + [len(rendered(turn))], max_chars) > windows:
                break              # the limit: this turn waits for the next run
            turns.append(turn)
            sizes.append(len(rendered(turn)))
            if key:
                by_key[key] = turn
            consumed = pos
    size = max(size, pos)      # the agent may have appended while we read
    if warn and counts["malformed"] > MAX_WARNINGS:
        warn(f"{path}: skipped {counts['malformed'] - MAX_WARNINGS} more malformed lines")
    whole = [f"{LABELS[t['role']]}: " + "\n".join(t["parts"]) for t in turns]
    truncated = any(len(t) > max_chars for t in whole)
    text = "\n".join(hermes_lite.clip_middle(t, max_chars) for t in whole)
    return {"format": fmt, "session_id": _session_id(path, fmt), "path": str(path),
            "text": text, "turns": len(turns), "chars": len(text), "offset": offset,
            "end": consumed, "size": size, "pending_bytes": size - consumed,
            "truncated": truncated, "last_turn": ({"role": turns[-1]["role"], "offset": turns[-1]["start"]}
                                                  if turns else None), **counts}


def session_cwd(path, fmt=None):
    """The working directory a session ran in, from its first records (Claude Code: `cwd` on
    each line; Codex: session_meta / turn_context payloads); None when the log names none."""
    try:
        fmt = fmt or detect_format(path)
        fh = _open_session(path)[0]
    except HermesError:
        return None
    with fh:
        for rec in _head_records(fh):
            holder = rec.get("payload") if fmt == "codex" else rec
            cwd = holder.get("cwd") if isinstance(holder, dict) else None
            if isinstance(cwd, str) and cwd.strip():
                return cwd
    return None


def extract_text(path, fmt=None, max_chars=8000):
    """The digest text of a whole session (no state, no offsets): "用户: …\\n助手: …"."""
    return read_session(path, fmt, 0, max_chars)["text"]


# =============================================================================
# Finding sessions
# =============================================================================

def _agent_dirs(config):
    sed = (config or {}).get("sediment") or {}
    # env vars beat config.yaml, as the agents themselves honour them
    return {
        "dsh": Path(sed.get("dsh_sessions_dir") or "~/.dsh/sessions").expanduser(),
        "claude": Path(os.environ.get("CLAUDE_CONFIG_DIR") or sed.get("claude_dir")
                       or "~/.claude").expanduser(),
        "codex": Path(os.environ.get("CODEX_HOME") or sed.get("codex_dir")
                      or "~/.codex").expanduser(),
    }


def _candidates(fmt, base):
    if fmt == "claude":    # main sessions only: not agent-*.jsonl, not <session>/subagents/
        return [f for f in base.glob("projects/*/*.jsonl") if not f.name.startswith("agent-")]
    if fmt == "codex":
        return [f for pattern in ("sessions/*/*/*/rollout-*.jsonl*", "sessions/rollout-*.jsonl*")
                for f in base.glob(pattern) if f.name.endswith((".jsonl", ".jsonl.zst"))]
    return [f for f in base.rglob("*") if f.name.endswith(_LOG_SUFFIXES) and f.is_file()
            and not f.name.startswith("agent-") and "subagents" not in f.relative_to(base).parts]


def _newest(files):
    stamped = []
    for f in files:
        try:
            stamped.append((f.stat().st_mtime, str(f), f))
        except OSError:       # deleted while we looked (Claude cleanup, Codex compression)
            continue
    return max(stamped)[2] if stamped else None


def find_latest(config=None, formats=FORMATS, under=None):
    """[(format, path)]: the newest session (by mtime) of each agent in *formats*.

    under: search this directory instead of the configured ones (any format; the newest
    session file anywhere below it), returned with format None (detect it).
    """
    if under is not None:
        newest = _newest(_candidates(None, Path(under)))
        return [(None, newest)] if newest else []
    dirs = _agent_dirs(config)
    found = []
    for fmt in formats:
        if dirs[fmt].is_dir():
            newest = _newest(_candidates(fmt, dirs[fmt]))
            if newest:
                found.append((fmt, newest))
    return found


# =============================================================================
# State and one sediment pass
# =============================================================================

def _now():
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


def _load_state(root, warn=None):
    path = Path(root) / STATE_FILE
    try:
        state = json.loads(path.read_text(encoding="utf-8"))
        if isinstance(state, dict) and isinstance(state.get("sessions"), dict):
            return state
        raise ValueError("no sessions table")
    except FileNotFoundError:
        return {"version": 1, "sessions": {}}
    except (OSError, ValueError) as exc:
        # a cron job must keep going; the library's dedup-merge absorbs the re-read
        if warn:
            warn(f"{path} is unreadable ({exc}); starting from scratch")
        return {"version": 1, "sessions": {}}


def _scrubbed(hl, state):
    """The state with no session named as an earlier version wrote it: an entry keyed by a raw
    session id the redactor changes (a file named by a token) moves under the hashed key this
    version looks it up by (so the session is not digested again), and its session_id and path
    are shown redacted. Returns (state, changed)."""
    sessions, changed = {}, False
    for key, entry in state["sessions"].items():
        fmt, _, sid = str(key).partition(":")
        if sid and not hermes_lite.HookSessions.hashed(sid) and _shown_name(hl, sid) != sid:
            key, changed = f"{fmt}:{hermes_lite.HookSessions.key(sid)}", True
            if key in state["sessions"]:
                continue   # this version's own entry for the session is the newer one
        if isinstance(entry, dict):
            for field in ("session_id", "path"):
                if isinstance(entry.get(field), str) and _shown_name(hl, entry[field]) != entry[field]:
                    entry, changed = {**entry, field: _shown_name(hl, entry[field])}, True
        sessions[key] = entry
    return ({**state, "sessions": sessions} if changed else state), changed


def _head_hash(path, length):
    if length <= 0:
        return ""
    fh, _ = _open_session(path)
    with fh:
        return hashlib.sha256(fh.read(length)).hexdigest()[:32]


def _resume_offset(entry, path, warn):
    """Where to start reading: 0 for a new, shrunk or replaced file."""
    if not entry:
        return 0
    try:
        offset, head_len = int(entry.get("offset", 0)), int(entry.get("head_len", 0))
    except (TypeError, ValueError):
        offset, head_len = -1, 0      # a hand-edited entry: treat the file as new
    fh, size = _open_session(path)
    fh.close()
    if not 0 <= offset <= size or _head_hash(path, min(head_len, size)) != entry.get("head"):
        if warn:
            warn(f"{path}: changed since the last run; reading it again from the start")
        return 0
    return offset


def sediment(hl, path, fmt=None, apply=False, state=None, warn=None, project=None):
    """Digest what is new in one session; with *apply*, store it and advance its offset.

    hl: HermesLite. state: the dict from sediment_state.json (updated in place; the caller
    saves it). project: the session's working directory, recorded on its memories (default:
    the cwd the log names). Returns a session report: read_session's keys (minus text and
    last_turn; offset is where the new text starts) plus
    key, status ("digested" | "up-to-date"), project, digest (the library's result, or None).
    """
    path = Path(path)
    fmt = fmt or detect_format(path)
    sid = _session_id(path, fmt)
    # the agent names the file (its id, the folder of its cwd): a name the redactor changes is
    # neither kept nor printed, and its state is keyed by a hash of it
    named = _shown_name(hl, sid)
    key = f"{fmt}:{sid}" if named == sid else f"{fmt}:{hermes_lite.HookSessions.key(sid)}"
    sessions = state.setdefault("sessions", {}) if state is not None else {}
    offset = _resume_offset(sessions.get(key), path, warn)
    digest_settings = hl.config["digest"]
    # a run reads what one digest keeps: its windows, none larger than the digest's
    max_chars = min(int(((hl.config or {}).get("sediment") or {}).get("max_chars") or 8000),
                    int(digest_settings.get("max_input_chars") or 8000))
    windows = int(digest_settings.get("max_windows") or 1)

    def prepare(text, before="", lead=""):   # redaction before any cut; pasted code and logs do not use the window
        # (the library's own digest step, so a token drawn at random is masked before the cut too);
        # an answer is redacted in the context of the question before it
        return hermes_lite.strip_pastes(hermes_lite.digest_input(
            text, lambda t: hl.redactor.redact_reply(t, before, lead), digest_settings), digest_settings)

    # a run that stopped after an assistant's message reads it again, as the context of what
    # comes next: a "yes, do that" in this run then carries the proposal it takes up
    tail = (sessions.get(key) or {}).get("tail") if offset else None
    start = tail if isinstance(tail, int) and not isinstance(tail, bool) and 0 <= tail < offset else offset
    chunk = read_session(path, fmt, start, max_chars, warn, prepare, windows)
    if start != offset and chunk["end"] <= offset:   # nothing new fits beside the context
        chunk = read_session(path, fmt, offset, max_chars, warn, prepare, windows)
    chunk["offset"] = offset
    text, last = chunk.pop("text"), chunk.pop("last_turn")
    if chunk["end"] <= offset:
        text = ""   # only the context was read again: nothing new

    result = None
    if text:
        project = project or session_cwd(path, fmt)
        result = hl.digest(text, apply=apply, source=f"auto_sediment:{fmt}:{named}", project=project)
        if warn and result.get("fallback"):
            warn(f"digest fell back to the rule backend: {result['fallback']}")
    if apply and state is not None and chunk["end"] != offset:
        old = sessions.get(key) or {}
        head_len = min(HEAD_BYTES, chunk["end"])
        sessions[key] = {"format": fmt, "session_id": named, "path": _shown_name(hl, str(path.resolve())),
                         "offset": chunk["end"], "head_len": head_len,
                         "head": _head_hash(path, head_len), "updated_at": _now(),
                         "runs": int(old.get("runs", 0)) + 1,
                         "chars": int(old.get("chars", 0)) + chunk["chars"],
                         "tail": last["offset"] if last and last["role"] == "assistant" else None}
    chunk.update(key=key, status="digested" if text else "up-to-date", digest=result, session_id=named,
                 path=_shown_name(hl, chunk["path"]), project=_shown_name(hl, project) if text and project else None)
    return chunk


def _shown_name(hl, name):
    """A session's id, path or cwd as the root's redactor shows it (a uuid or a path of short plain
    parts as it is: no redactor is built to print an up-to-date run)."""
    if hermes_lite.plain_shape("session_id").fullmatch(name) or hermes_lite._plain_path(name):
        return name
    return hl.redactor.redact(name)[0]


class _RunLock:
    """Non-blocking-with-timeout flock so overlapping cron/hook runs don't digest twice."""

    def __init__(self, root):
        self.path = Path(root) / RUN_LOCK_FILE
        self.fh = None

    def acquire(self, wait=None):
        import time
        wait = LOCK_WAIT_SECONDS if wait is None else wait
        try:
            import fcntl
        except ImportError:       # no flock (Windows): the data-root lock still guards state
            return True
        self.fh = os.fdopen(hermes_lite._open_nofollow(self.path, os.O_RDWR | os.O_CREAT), "r+")
        deadline = time.monotonic() + wait
        while True:
            try:
                fcntl.flock(self.fh, fcntl.LOCK_EX | fcntl.LOCK_NB)
                return True
            except OSError:
                if time.monotonic() >= deadline:
                    self.release()
                    return False
                time.sleep(0.1)

    def release(self):
        if self.fh:
            self.fh.close()       # closing drops the flock
            self.fh = None


# =============================================================================
# CLI
# =============================================================================

class _Parser(argparse.ArgumentParser):
    def error(self, message):   # argparse quotes the bad argument: show it redacted (issue 28)
        self.print_usage(sys.stderr)
        self.exit(2, f"{self.prog}: error: {hermes_lite.shown(message)}\n")


def _parser():
    p = _Parser(
        prog="auto_sediment.py",
        description="Digest agent session logs (DSH, Claude Code, Codex) into hermes_lite "
                    "memories. Dry run unless --apply.",
        epilog="examples:\n"
               "  auto_sediment.py ~/.dsh/sessions/s1.jsonl.zstd\n"
               "  auto_sediment.py --latest --apply\n"
               "  auto_sediment.py --hook < payload.json",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        allow_abbrev=False)    # main() spots "--hook" in argv before parsing
    p.add_argument("path", nargs="?", metavar="PATH",
                   help="session log; with --latest, a folder to search")
    p.add_argument("--latest", action="store_true",
                   help="newest session of each agent (or under PATH)")
    p.add_argument("--format", choices=FORMATS, help="log format (default: detect)")
    mode = p.add_mutually_exclusive_group()
    mode.add_argument("--dry-run", action="store_true", help="preview only (default)")
    mode.add_argument("--apply", action="store_true", help="store memories, advance offsets")
    p.add_argument("--hook", action="store_true",
                   help="read a Claude Code/Codex hook payload on stdin; applies; exits 0")
    p.add_argument("--root", help="data root (default: $HERMES_LITE_ROOT, "
                                  "else data/ beside hermes_lite.py, or ~/.agent-memory when installed)")
    p.add_argument("--json", dest="as_json", action="store_true", help="one JSON document")
    p.add_argument("--version", action="version",
                   version=f"%(prog)s {getattr(hermes_lite, '__version__', '?')}")
    return p


def _hook_payload(stream):
    if stream is None or stream.isatty():
        raise HermesError("--hook reads the hook's JSON payload on stdin")
    try:
        payload = json.loads(stream.read() or "null")
    except ValueError:
        raise HermesError("--hook: stdin is not JSON") from None
    if not isinstance(payload, dict):
        raise HermesError("--hook: stdin is not a JSON object")
    return payload


def _targets(args, hl):
    if args.hook:
        if getattr(args, "payload", None) is None:
            args.payload = _hook_payload(sys.stdin)
        path = args.payload.get("transcript_path")
        return [(args.format, Path(path).expanduser())] if isinstance(path, str) and path else []
    if args.latest:
        if args.path:
            if not Path(args.path).is_dir():
                raise HermesError(f"{args.path}: not a folder (--latest searches a folder)")
            return [(args.format, p) for _, p in find_latest(under=args.path)]
        return find_latest(hl.config, (args.format,) if args.format else FORMATS)
    if Path(args.path).is_dir():
        raise HermesError(f"{args.path} is a folder; add --latest for its newest session")
    if not Path(args.path).exists():
        raise HermesError(f"{args.path}: no such file")
    return [(args.format, Path(args.path))]


def _human(report, out):
    for s in report["sessions"]:
        if s.get("error"):
            print(hermes_lite.shown(f"{s['path']}: error: {s['error']}"), file=out)
            continue
        more = f", {s['pending_bytes']} bytes left for the next run" if s["pending_bytes"] else ""
        what = (f"{s['turns']} turns, {s['chars']} chars" if s["status"] == "digested"
                else "nothing new")
        print(f"{s['format']:<6} {s['session_id'][:36]}  {what}, bytes {s['offset']}-{s['end']}"
              f"{more}  ({s['path']})", file=out)
        for item in (s["digest"] or {}).get("items", []):
            content = " ".join(str(item.get("content", "")).split())
            print(f"  {item.get('action', ''):<8} {item.get('category', ''):<10} "
                  f"{item.get('importance', '')!s:>2}  {content[:100]}", file=out)
    n, items = len(report["sessions"]), report["items"]
    if report["mode"] == "apply":
        tail = f"found, {report['applied']} stored"
    else:
        tail = "previewed; add --apply to store them"
    backend = ", ".join(sorted(report["backends"])) or "none"
    print(f"{n} session{'s' * (n != 1)}, {items} items {tail} (backend: {backend})", file=out)


def _run(args, warn):
    hl = HermesLite(args.root)
    apply = args.apply or (args.hook and not args.dry_run)
    report = {"mode": "apply" if apply else "dry-run", "root": str(hl.root), "sessions": [],
              "items": 0, "applied": 0, "backends": [], "errors": 0}
    targets = _targets(args, hl)
    if not targets:
        warn("no session to digest" + (" (the hook payload has no transcript_path)"
                                        if args.hook else ""))
        return report
    lock = _RunLock(hl.root) if apply else None
    if lock and not lock.acquire():
        warn("another auto_sediment run holds the lock; skipped (the next run catches up)")
        report["busy"] = True
        return report
    try:
        state, touched = _scrubbed(hl, _load_state(hl.root, warn))[0], set()
        cwd = (getattr(args, "payload", None) or {}).get("cwd") if args.hook else None
        for fmt, path in targets:
            try:
                s = sediment(hl, path, fmt, apply, state, warn, cwd if isinstance(cwd, str) else None)
            except HermesError as exc:
                if len(targets) == 1:
                    raise
                warn(f"{path}: {exc}")
                report["errors"] += 1
                report["sessions"].append({"path": hermes_lite.shown(path), "error": hermes_lite.shown(exc)})   # --json prints it
                continue
            report["sessions"].append(s)
            touched.add(s["key"])
            if s["digest"]:
                report["items"] += len(s["digest"].get("items") or [])
                report["applied"] += int(s["digest"].get("applied") or 0)
                if s["digest"].get("backend") not in report["backends"]:
                    report["backends"].append(s["digest"].get("backend"))
        if apply:
            with hl.locked():   # re-read under the data-root lock; replace only our sessions
                merged, scrubbed = _scrubbed(hl, _load_state(hl.root))
                fresh = {k: state["sessions"][k] for k in touched if k in state["sessions"]}
                if scrubbed or any(merged["sessions"].get(k) != v for k, v in fresh.items()):
                    merged["sessions"].update(fresh)
                    merged["version"] = 1
                    hl.store.write_file(STATE_FILE, json.dumps(merged, ensure_ascii=False, indent=2))
    finally:
        if lock:
            lock.release()
    return report


def hook(payload, root=None, dry_run=False, warn=None):
    """The --hook path on an already-read payload: digest what is new in
    payload["transcript_path"], recording payload["cwd"] as the memories' project. Returns the
    run report; raises HermesError."""
    args = argparse.Namespace(path=None, latest=False, format=None, dry_run=dry_run, apply=False,
                              hook=True, root=str(root) if root else None, as_json=False,
                              payload=payload if isinstance(payload, dict) else {})
    return _run(args, warn or (lambda msg: None))


def main(argv=None) -> int:
    """CLI entry point; returns the exit code (see the module docstring)."""
    argv = sys.argv[1:] if argv is None else list(argv)
    hook = "--hook" in argv

    def warn(msg):
        print(f"auto_sediment: warning: {hermes_lite.shown(msg)}", file=sys.stderr)

    try:
        args = _parser().parse_args(argv)
    except SystemExit as exc:       # usage error: a hook must still not block the agent
        return 0 if hook else (exc.code if isinstance(exc.code, int) else 2)
    if args.hook and (args.path or args.latest):
        print("auto_sediment: error: --hook takes the transcript from stdin; "
              "drop PATH and --latest", file=sys.stderr)
        return 0
    if not (args.path or args.latest or args.hook):
        _parser().print_usage(sys.stderr)
        print("auto_sediment.py: error: give PATH, --latest or --hook", file=sys.stderr)
        return 2
    try:
        report = _run(args, warn)
    except HermesError as exc:
        print(f"auto_sediment: error: {hermes_lite.shown(exc)}", file=sys.stderr)
        return 0 if hook else 1
    except KeyboardInterrupt:
        return 0 if hook else 130
    except Exception as exc:        # a bug, but a hook must never fail the agent
        if not hook:
            raise
        print(f"auto_sediment: error: {type(exc).__name__}: {hermes_lite.shown(exc)}", file=sys.stderr)
        return 0
    if args.as_json:
        print(json.dumps(report, ensure_ascii=False, indent=2))
    elif report["sessions"]:
        _human(report, sys.stderr if hook else sys.stdout)
    return 0 if hook or not report["errors"] else 1


if __name__ == "__main__":
    sys.exit(main())
