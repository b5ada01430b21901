"""A second read of round 17's redaction changes (review rv18, issue 28). Each test fails on main
0f5e0fd. The sentences were written for these tests (none is taken from a bench or probe set)."""
from __future__ import annotations

import sys
import unittest
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from helpers import *  # noqa: E402,F401,F403


class TestInlineMarkupTail(unittest.TestCase):
    """bs17's closing-tag trim (X</kbd>) searched a regex for the run of tags that ends a value from
    every "<" in it: quadratic in a value of many "<" (0.5 s for 8,000 characters of "<a", 2 s for
    16,000; timings in bench/adversarial.py). The run is walked back one tag at a time now."""

    def test_the_run_of_tags_ending_a_value_is_found_walking_back(self):
        for text, start in (("Wq7#Lz2Pm9</kbd>", 10), ("Wq7#Lz2Pm9</code></pre>", 10), ("Wq7#Lz2Pm9", None),
                            ("Wq7<Lz2Pm9</b>", 3), ("Wq7<9z2Pm9</b>", 10), ("<b>x</b>", 4), ("a<b", 1), ("a<1b>", None), ("a</averyverylongtag>", None)):
            with self.subTest(text=text):
                self.assertEqual(hermes_lite._tag_tail(text, 0, len(text)), start)
        self.assertEqual(hermes_lite._tag_tail("x</b>yz", 0, 5), 1)        # within begin..end only
        self.assertIsNone(hermes_lite._tag_tail("x</b>", 2, 5))            # the run's "<" before begin

    def test_a_value_of_many_tags_is_still_taken_and_its_tags_kept(self):
        out = hermes_lite.redact("the vault password is <kbd>Wq7#Lz2Pm9</kbd></li>, then press Enter")[0]
        self.assertEqual(out, "the vault password is <kbd>[已脱敏:password]</kbd></li>, then press Enter")
        long = "password=" + "<a" * 4000 + "!"   # markup, no value: kept whole, as on main (only faster)
        self.assertEqual(hermes_lite.redact(long), (long, []))


if __name__ == "__main__":
    unittest.main()
