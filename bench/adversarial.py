#!/usr/bin/env python3
"""Worst-case inputs for the text paths a user's text reaches: CPU time per call on texts of
~8,000 characters built to make a regex backtrack (long runs of one character class, a cue
repeated, many "<", spaces, the start of a match with no end). Prints one line per case
(milliseconds of CPU, best of --repeat); nothing is asserted (tests assert results, not time).

Paths: the Redactor (every layer), FactRules.parse (supersede.owner_lines, config lines, the
update phrasings) and the context gate's prompt readers (prompt_kind, definite_phrases,
is_lookup). A case far above its neighbours is a regex worth reading.

Usage (from the repo root):  python3 bench/adversarial.py [--size 8000] [--repeat 3] [--only tag]
"""
from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
import hermes_lite  # noqa: E402


def cases(n: int) -> dict:
    """name -> (path, text): each text about n characters."""
    half = n // 2
    return {
        "redact: a value of many '<a'": ("redact", "password=" + "<a" * half + "!"),
        "redact: a value of many '</ab'": ("redact", "password: x" + "</ab" * (n // 4) + "#"),
        "redact: '<' then many 'b>'": ("redact", "the password is <" + "b>" * half + "x"),
        "redact: many attributes in a tag": ("redact", "<input " + "id=x " * (n // 5) + 'name="password" value="x"'),
        "redact: spaces after a credential word": ("redact", "password" + " " * n + "x"),
        "redact: spaces after a quoted header": ("redact", "Authorization " + " " * n + '"Basic x"'),
        "redact: digits glued to a key prefix": ("redact", "9" * half + "AKIA" + "A" * half),
        "redact: a login verb and many mailboxes": ("redact", "log in with " + "support@" * (n // 8)),
        "redact: a channel cue repeated": ("redact", "password 微信发你了" * (n // 11) + "：x"),
        "redact: Chinese after a password noun": ("redact", "登录密码是" + "发" * n),
        "redact: words and versions": ("redact", "token: " + "Word 1.2.3.4 " * (n // 13) + "!x"),
        "parse: an owner, spaces, and": ("parse", "Alice owns x" + " " * half + "and " + "y" * half + ","),
        "parse: 'owner is' repeated": ("parse", "x owner is " * (n // 11) + ","),
        "parse: 由 repeated": ("parse", "支付由" * (n // 3) + "，"),
        "parse: Chinese commas, 由 last": ("parse", "a，" * half + "由王磊"),
        "parse: a count glued to letters (rate)": ("parse", "2k" * half),
        "parse: numerals with 亿 repeated": ("parse", "预算" + "一亿" * (n // 2 - 2) + "元"),
        "gate: 'the' and many words": ("gate", "write a test for the " + "batch " * (n // 6)),
        "gate: many 'the'": ("gate", "the " * (n // 4) + "?"),
    }


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, default=8000)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--only", default="", help="only cases whose name holds this")
    args = parser.parse_args(argv)
    config = hermes_lite.load_config()
    redactor = hermes_lite.Redactor(config["security"])
    with tempfile.TemporaryDirectory() as root:
        rules = hermes_lite.HermesLite(root).caches.facts
        run = {"redact": redactor.redact, "parse": rules.parse,
               "gate": lambda text: (hermes_lite.prompt_kind(text, config), hermes_lite.definite_phrases(text, config),
                                     hermes_lite.is_lookup(text, config))}
        for name, (path, text) in cases(args.size).items():
            if args.only not in name:
                continue
            best = float("inf")
            for _ in range(args.repeat):
                started = time.process_time()
                run[path](text)
                best = min(best, time.process_time() - started)
            print(f"{best * 1000:9.1f} ms  {name} ({len(text):,} characters)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
