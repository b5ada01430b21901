"""Secrets known by where they stand and what they look like (issue 28, round 11): three-word
passphrases, digit-less halves of a split secret, short words broken by a digit, an account
changed to a value, a value named before what takes it. The sentences were written for these
tests (none is taken from a bench or probe set); each positive failed on main before its change."""
from __future__ import annotations

import sys
import unittest
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from helpers import *  # noqa: E402,F401,F403

# (mechanism, [(text, secret that must go)], negatives that must stay whole)
CASES = [
    ("three ordinary words set apart as a value where the sentence names a passphrase or a lock",
     [('The VeraCrypt container opens with "tulip garnet hollow".', "tulip garnet hollow"),
      ("restic repository passphrase: cobalt raven thimble", "cobalt raven thimble"),
      ("钱包的解锁短语是 amber lotus quarry", "amber lotus quarry"),
      ("The KeePassXC file on the NAS: open with copper lantern thistle", "copper lantern thistle")],   # runs overlap
     ["Backup passphrase: stored offline separately",   # prose: -ed, -ly
      "### Third pass: reviews across teams",            # a bare "pass" names no passphrase
      "KeePass database path: shared team folder",       # a setting's name before the colon
      "the archive opens with readme license changelog",
      "The vault unlocks with three keys, held by three people.",
      "GitHub repo: platform infra tools", "restic repo is acme infra tools."]),   # a lock alone, no verb: a name
    ("a piece of a split secret: letters of both cases at random, no digit",
     [("the key comes in two pieces. First piece: wQeRtYzU. Second piece: aSdFgHjK.", "wQeRtYzU"),
      ("the key comes in two pieces. First piece: wQeRtYzU. Second piece: aSdFgHjK.", "aSdFgHjK"),
      ("第一段 hNbVcXzQ，第二段 pLmKoJiU", "hNbVcXzQ")],
     ["part two: JavaScript and TypeScript", "the second half: iPhoneXR and the rest"]),
    ("a short word broken by a digit and ended by a symbol, handed over",
     [("grafana 只读账号 viewer，后面那串是 thrn4pk!", "thrn4pk!"),
      ("the badge printer viewer / copr7vn_", "copr7vn_")],
     ["we use k8s_ helpers and py3k! daily"]),
    ("an account changed to a human-made value, a year included",
     [("Yesterday I rotated the root account to GarnetHollow1987.", "GarnetHollow1987"),
      ("switched the kiosk login to CobaltRaven2022 for the fair", "CobaltRaven2022"),
      ("admin is now TulipQuarry2019, tell the night shift", "TulipQuarry2019"),
      ("管理员账号改成了 MangoSable1993，记得告诉值班的人", "MangoSable1993"),
      ("staging box: root -> FennelOtter#2231 (reset on Monday)", "FennelOtter#2231")],
     ["switched the account to Premium2024 plan", "I changed the admin user to jsmith2021 after the audit",
      "we upgraded the cluster to Kubernetes2024 today", "admin -> Settings -> Users", "root -> /var/lib/app"]),
    ("a value named first, then what takes it",
     [("CinderHarbor1986 is what the door panel wants.", "CinderHarbor1986"),
      ("Quokka_7731 is what the VPN client asks for", "Quokka_7731"),
      ("marble-2291 gets you past the lock screen", "marble-2291"),
      ("HollowPine4410 是门禁面板要填的那串", "HollowPine4410")],
     ["Node18 is what the runner expects", "Okta is what the portal wants", "Python311 is what the CI wants"]),
    ("a product's model is public",
     [],
     ["Our office printer model is HP-OfficeJet-Pro9015e.", "型号 ThinkPad-T14s-Gen4-21BR，下周到货"]),
]


class StandingTests(RedactionMechanisms, CountingCase):
    """The case table through RedactionMechanisms (each secret goes, each negative stays with no
    finding, gated = ungated)."""

    MECHANISMS, NEGATIVES = RedactionMechanisms.mechanisms_of(CASES)

    def test_the_words_around_a_value_are_kept(self):
        out = hermes_lite.redact("Yesterday I rotated the root account to GarnetHollow1987.")[0]
        self.assertEqual(out, "Yesterday I rotated the root account to [已脱敏:password].")
        out = hermes_lite.redact('The VeraCrypt container opens with "tulip garnet hollow".')[0]
        self.assertEqual(out, 'The VeraCrypt container opens with "[已脱敏:password]".')


if __name__ == "__main__":
    unittest.main()
