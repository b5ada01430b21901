"""Leaks and damage found by an adversarial review of the round-14 redactor (issue 28): secrets written
through the real CLI into a temp root, then every file under the root searched for them. Three
mechanisms: a password in Chinese words that a digit or a Latin letter marks as made up (口令是
港湾7号灯塔), a hex value after a bare "auth" (a Twilio auth token beside its account SID), and the
rest of a key path of words after user: is no password (user:42:profile:v3). The sentences were
written for these tests; each positive leaked on r14 before its change, each negative stays whole.
Also: pass= and pw= as a query's whole parameter name, a YAML block scalar (password: >) under a
credential key, a value after where it is written (the wifi key is on the fridge: X), and a half a
person made that its cue counts off where a credential comes in pieces (first Tiger88, then _Moon!)."""
from __future__ import annotations

import sys
import unittest
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from helpers import *  # noqa: E402,F401,F403

# (mechanism, [(text, secret that must go)], negatives that must stay whole)
CASES = [
    ("a password in Chinese words mixed with a digit or a Latin letter, after a password noun and its copula",
     [("家里路由器的管理密码是 青山绿水88，改过一次", "青山绿水88"),
      ("堡垒机口令改成了 Zhou家小院2024", "Zhou家小院2024"),
      ("备份盘的密码为「老房子3号楼」", "老房子3号楼")],
     ["密码是6位数字，不能有字母", "新密码至少 12 个字符", "测试库的密码和之前那个一样",
      "密码为必填项，长度 8 位以上", "口令改成了默认的，回头再改"]),
    ("a hex value after a bare auth is a token",
     [("Twilio account ACd41f0e3b2a9c8d7e6f5a4b3c2d1e0f9a, auth 5e4d3c2b1a0f9e8d7c6b5a4f3e2d1c0b", "5e4d3c2b1a0f9e8d7c6b5a4f3e2d1c0b"),
      ("短信平台 SID 已配好，auth: 0a1b2c3d4e5f60718293a4b5c6d7e8f9", "0a1b2c3d4e5f60718293a4b5c6d7e8f9")],
     ["auth service commit 9c8b7a6f5e4d3c2b1a0f9e8d7c6b5a4f3e2d1c0b broke login",   # 40 digits: a commit
      "auth uses sha256 checksums like 2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824",
      "the auth module logs request id 7d2f0c4e9a1b"]),
    ("the rest of a key path of words after user: is no password",
     [("login user: deploy:Harbor#Tern71 on the bastion", "Harbor#Tern71")],
     ["cache keys look like user:42:profile:v3 and expire after an hour",
      "the cart lives under user:1007:cart:v2 in Redis db 3"]),
    ("pass= and pw= as the whole name of a query or form parameter",
     [("the old form posted login=ines&pass=Quokka-Rain-74 in clear text", "Quokka-Rain-74"),
      ("回调地址带着 ?u=ops&pw=Lm4vQe82x 被写进了日志", "Lm4vQe82x")],
     ["the map link was ?compass=North77&zoom=3", "retry with ?mode=full&pass=2 for the second pass"]),
    ("a YAML block scalar under a credential key: its first line is the value",
     [("smtp:\n  password: >-\n    Otter#Lagoon-15\n  port: 587", "Otter#Lagoon-15"),
      ("secrets:\n  api_token: |\n    tk_9Rv2Lm8Qx4Zp7Wn3Bc6Y", "tk_9Rv2Lm8Qx4Zp7Wn3Bc6Y")],
     ["description: >\n  the password field is optional here", "notes: |\n  rotate the token every 90 days"]),
    ("a value after where it is written down",
     [("the guest wifi password is on the whiteboard: Heron-Tide-58", "Heron-Tide-58"),
      ("the printer admin key was taped inside the lid: Pq7#Zorro19", "Pq7#Zorro19")],
     ["the password is in the vault: kv/prod/db", "the token is in the header: Authorization",
      "the password is on the wiki: see section 3"]),
    ("a half a person made, counted off by its cue where a credential comes in pieces",
     [("the admin password comes in two parts: first Walrus42, then &Kiln!", "&Kiln!"),
      ("the admin password comes in two parts: first Walrus42, then &Kiln!", "Walrus42"),
      ("路由器密码分两段给你：前半段 Pine#77，后半段 Brook_9q", "Brook_9q")],
     ["we split the password reset flow in two parts: first step1, then step2",
      "split the key rotation in two phases: first 2026-01, then 2026-07",
      "the password comes in two parts: first 8 chars then the rest"]),
]


class ReviewTests(RedactionMechanisms, CountingCase):
    """The case table through RedactionMechanisms (each secret goes, each negative stays with no
    finding, gated = ungated)."""

    MECHANISMS, NEGATIVES = RedactionMechanisms.mechanisms_of(CASES)


class ReviewThroughTheCLI(Case):
    """Each positive through `remember` as a real subprocess: no file under the root holds the
    secret (store, index, vectors, graph, logs); each negative is stored whole."""

    def test_no_file_under_the_root_holds_a_secret(self):
        for _, positives, _ in CASES:
            for text, secret in positives:
                self.cli("remember", text)
                with self.subTest(text=text):
                    self.assertEqual(self.files_containing(secret), [])

    def test_negatives_are_stored_whole(self):
        for _, _, negatives in CASES:
            for text in negatives:
                out = self.cli_json("remember", text)
                body = (self.root / "store" / f"{out['id']}.md").read_text(encoding="utf-8")
                with self.subTest(text=text):
                    self.assertIn(text, body)


if __name__ == "__main__":
    unittest.main()
