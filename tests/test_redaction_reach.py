"""Secrets a rule named but let through (issue 28, round 10): the rule saw the value and a check
or a boundary turned it away. The sentences were written for these tests (none is taken from a
bench set)."""
from __future__ import annotations

import sys
import unittest
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from helpers import *  # noqa: E402,F401,F403

# (mechanism, [(text, secret that must go)], negatives that must stay whole)
CASES = [
    ("a credential-named query parameter ends where the URL ends, Chinese punctuation too",
     [("告警推送地址 https://hooks.example.cn/notify?sk=6f0e2b1c-8d4a-4e7f-9b35-a1c2d3e4f506。",
       "6f0e2b1c-8d4a-4e7f-9b35-a1c2d3e4f506"),
      ("回调用 https://api.example.cn/cb?token=Zk29fPq81LmXv07TnRa4Wc，别泄露", "Zk29fPq81LmXv07TnRa4Wc")],
     ["文档见 https://docs.example.cn/guide?page=12&lang=zh，第三节。"]),
    ("a session id of lower-case letters only is still a session id",
     [("Cookie: theme=light; PHPSESSID=qwhzmvkrtplxnbcyadfegsujoi; lang=en", "qwhzmvkrtplxnbcyadfegsujoi"),
      ("the bot posts with sessionid=mnbvcxzlkjhgfdsapoiuytrewq", "mnbvcxzlkjhgfdsapoiuytrewq")],
     ["Cookie: theme=light; lang=en; consent=accepted"]),
    ("an algorithm name is no secret, a word that only starts like one is",
     [("7z x notes.7z -pShannon_river42 -o./out", "Shannon_river42"),
      ("mysql -u app -pDesk_lamp77 ledger", "Desk_lamp77")],
     ["openssl enc -aes-256-cbc -pbkdf2 -in a.txt -out a.enc",
      "The server signs with HMAC_SHA256 and verifies with ed25519 keys."]),
    ("a session cookie set by a call takes the name's next argument",
     [("jar.set(\"sessid\", \"a8f3k2m9x7q1w5e4r6t0\")", "a8f3k2m9x7q1w5e4r6t0")],
     ["resp.set_cookie('sessionid', '', max_age=0)"]),
    ("16+ letters of both cases drawn at random are beyond doubt after a credential noun",
     [("加签：qWmZrTbXkPaLvNcYhJdE 只在服务端用", "qWmZrTbXkPaLvNcYhJdE"),
      ("机器人的签名校验填 HuRpaTeYbWqZxLmNcVkJ，别外传", "HuRpaTeYbWqZxLmNcVkJ")],
     ["The token helper is XMLHttpRequestUpload in the old bundle.",
      "签名校验：HmacShaWithBaseEncoding 算法，见文档。"]),
    ("登 alone is a verb of logging in; words that hold it (登记, 登山) are not",
     [("“她用 deploy 加 Maple-Otter-55# 登 OA，总是超时”", "Maple-Otter-55#")],
     ["周末去登山，报名表上登记 3 个人。"]),
    ("'takes' hands over a value beyond doubt",
     [("The old Synology takes walnut-harbor-pickle-quartz after a reboot.", "walnut-harbor-pickle-quartz"),
      ("the lab kiosk takes 7kqw_ZP now", "7kqw_ZP")],
     ["The nightly export takes 40 minutes and about 3 GB.", "It takes two people to rotate the keys.",
      "the warm-up takes 480000 ms on a cold cache"]),
    ("a run its clause calls a phrase, where the sentence names what a passphrase locks",
     [("Borg repo on the NAS: the phrase is tundra pepper cobalt wren, nowhere else.", "tundra pepper cobalt wren")],
     ["Team slogan for the offsite: the phrase is ship small ship often, on every slide."]),
    ("a credential's name, then what a command printed, is its value",
     [("fly secrets list showed nothing, but `printenv STRIPE_SECRET_KEY` printed 9f3b2c71-44ae-4d0b-8e62-0c5a7d19b3fe", "9f3b2c71-44ae-4d0b-8e62-0c5a7d19b3fe")],
     ["The token endpoint returned 401 twice before the retry.", "the password check returns 1234567 rows"]),
]


class ReachTests(RedactionMechanisms, CountingCase):
    """The case table through RedactionMechanisms (each secret goes, each negative stays with no
    finding, gated = ungated)."""

    MECHANISMS, NEGATIVES = RedactionMechanisms.mechanisms_of(CASES)


if __name__ == "__main__":
    unittest.main()
