"""A second read of round 17's redaction changes (review rv18, issue 28). Each test fails on main
0f5e0fd. The sentences were written for these tests (none is taken from a bench or probe set)."""
from __future__ import annotations

import json
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


class TestAnswerAfterAFillerLine(unittest.TestCase):
    """r18's answer after the question asking for a password took the first value of the lines
    after it and stopped there: an answer given a line later ("hold on" / "it's X") or a message
    later (auto_sediment reads each message with only the one before it) was kept whole. Review
    rw18; the sentences were written for this test."""

    QUESTION = "what's the wifi password?"

    def test_an_answer_a_line_after_a_filler_line_goes(self):
        redactor = hermes_lite._shipped_redactor()
        for text, secret in ((self.QUESTION + "\nhold on\nit's sunflower-Orbit-77", "sunflower-Orbit-77"),
                             (self.QUESTION + "\nAlice: let me look\nAlice: it's Quarry4471!", "Quarry4471!"),
                             ("路由器密码多少来着\n我找找\n是 Pebble8830#", "Pebble8830#")):
            with self.subTest(text=text):
                self.assertNotIn(secret, redactor.redact(text)[0])

    def test_an_answer_a_message_after_a_filler_message_goes(self):
        redactor = hermes_lite._shipped_redactor()
        before = "user: " + self.QUESTION + "\nassistant: one sec, checking"
        self.assertEqual(redactor.redact_reply("it's sunflower-Orbit-77", before, "assistant: ")[0],
                         "it's [已脱敏:password]")

    def test_ordinary_answers_stay(self):
        redactor = hermes_lite._shipped_redactor()
        for question, answer in (("what's the password policy?", "hold on\nIt's 12 characters minimum"),
                                 ("what's the wifi called?", "one sec\nIt's Starlight-5G"),
                                 (self.QUESTION, "hold on\nit's on the sticker under the router"),
                                 (self.QUESTION, "no idea\nthe router is a Netgear-R7000 though")):
            with self.subTest(question=question, answer=answer):
                text = question + "\n" + answer
                self.assertEqual(redactor.redact(text), (text, []))
                self.assertEqual(redactor.redact_reply(answer, question), (answer, []))


class TestAnswerTwoMessagesOn(Case):
    """auto_sediment gave redact_reply only the message before: a question, "one sec", then the
    answer in a third message was read whole (review rw18)."""

    def test_the_answer_after_a_filler_message_is_read_redacted(self):
        from test_auto_sediment import claude_line, claude_assistant, write_jsonl
        import auto_sediment
        log = Path(self.tmp.name) / "session.jsonl"
        write_jsonl(log, [claude_line("user", "the lab printer asks for a login now; what's the admin password?"),
                          claude_assistant("msg_A", {"type": "text", "text": "One sec, checking the handover doc."}),
                          claude_assistant("msg_B", {"type": "text", "text": "It's tulip-anchor-63-ember, set on Monday."})])
        redactor = hermes_lite._shipped_redactor()
        chunk = auto_sediment.read_session(log, "claude", 0, 8000, None,
                                           lambda text, before, lead: redactor.redact_reply(text, before, lead)[0])
        said = json.dumps(chunk, ensure_ascii=False)
        self.assertIn("handover doc", said)
        self.assertNotIn("tulip-anchor", said)


if __name__ == "__main__":
    unittest.main()
