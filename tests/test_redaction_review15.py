"""An adversarial review of round 15's redactor (issue 28, rv15): secrets that reached disk
through the real CLI, and the general cause of each.

- A passphrase of words joined by hyphens, underscores or dots is one token: the passphrase
  rule read tokens of at most 32 characters, and needed three tokens, so a long joined phrase
  after `master phrase:` (purple-monkey-dishwasher-42-saturn, 34 characters) was written to disk
  whole. A joined token now counts its words; talk (see-the-wiki, min-12-chars) and versions
  (v2.1-release: fewer than three words of letters) still stay.
- A look-back window whose edge cut a word read the value from its second character on: in
  「把浏览器里的 PHPSESSID=k3v9… 贴到脚本里就能登」 the `k` was kept. A window's edge now moves
  back to the start of the word it cuts.

The sentences were written for these tests (none from a bench or probe set)."""
from __future__ import annotations

import sqlite3
import sys
import unittest
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from helpers import *  # noqa: E402,F401,F403
from hermes_lite import redact  # noqa: E402

# (mechanism, [(text, secret that must go)], negatives that must stay whole)
CASES = [
    ("a passphrase of joined words after a passphrase cue is one value, however long",
     [("KeePass master phrase: harbor-lantern-copper-77-meadow", "harbor-lantern-copper-77-meadow"),
      ("the vault phrase is quiet_otter_9_tangerine_saddle", "quiet_otter_9_tangerine_saddle"),
      ("recovery phrase: Violet.Anchor.58.Drizzle.Pebble", "Violet.Anchor.58.Drizzle.Pebble")],
     ["vault phrase: v2.1-release", "passphrase: see-the-wiki", "the recovery phrase is kept offline"]),
    ("a look-back window's edge never cuts a value: the whole value goes",
     [("把浏览器里的 PHPSESSID=q7w2e9r4t1y8u3i6o0p5x 贴到脚本里就能登", "q7w2e9r4t1y8u3i6o0p5x")],
     ["把浏览器里的 PHPSESSID 贴到脚本里就能登"]),
]

# the text right before each placeholder: nothing of the value is left in front of it
WHOLE = [("把浏览器里的 PHPSESSID=q7w2e9r4t1y8u3i6o0p5x 贴到脚本里就能登", "把浏览器里的 PHPSESSID=[")]


class Review15Tests(RedactionMechanisms, CountingCase):
    """The table: each secret goes, a placeholder in its place; each negative stays whole."""

    MECHANISMS, NEGATIVES = RedactionMechanisms.mechanisms_of(CASES)

    def test_value_goes_whole(self):
        for text, before in WHOLE:
            self.assertTrue(redact(text)[0].startswith(before), redact(text)[0])


class Review15OnDisk(Case):
    """Through the real CLI: no 8-character piece of the secret in any file under the root
    (the SQLite index read through its dump), and the text around it kept."""

    def every_text(self) -> str:
        out = []
        for path in self.root.rglob("*"):
            if not path.is_file():
                continue
            data = path.read_bytes()
            if data.startswith(b"SQLite format 3\x00"):
                with sqlite3.connect(path) as db:
                    data = "\n".join(db.iterdump()).encode("utf-8")
            out.append(data.decode("utf-8", "replace"))
        return "\n".join(out)

    def test_joined_passphrase_and_cut_value_never_reach_disk(self):
        for text, secret, kept in [
                ("KeePass master phrase: harbor-lantern-copper-77-meadow", "harbor-lantern-copper-77-meadow", "KeePass master phrase:"),
                ("把浏览器里的 PHPSESSID=q7w2e9r4t1y8u3i6o0p5x 贴到脚本里就能登", "q7w2e9r4t1y8u3i6o0p5x", "PHPSESSID=[")]:
            self.cli("remember", text)
            disk = self.every_text()
            self.assertEqual([secret[i:i + 8] for i in range(len(secret) - 7) if secret[i:i + 8] in disk], [], text)
            self.assertIn(kept, disk)


if __name__ == "__main__":
    unittest.main()
