"""Secrets known by where they stand (issue 28, round 18): a password given as the answer to a
question asking for it, in the same text (a digest of "user: …\\nassistant: …") or in the next
message of a session auto_sediment reads message by message.

The sentences were written for these tests (none is taken from a bench or probe set)."""
from __future__ import annotations

import json
import subprocess
import sys
import unittest
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from helpers import *  # noqa: E402,F401,F403

# (mechanism, [(text, secret that must go)], negatives that must stay whole)
CASES = [
    ("a question asking for a credential, then the answer on the next line",
     [("user: what was the guest network password again?\nassistant: It's lemon-harp-9-violet", "lemon-harp-9-violet"),
      ("用户：打印机后台的密码是什么？\n助手：是 Quill7741!", "Quill7741!"),
      ("me: any idea which pin the front door keypad takes?\nDana: sure — Orchid4417", "Orchid4417")],
     ["user: what's the guest network password?\nassistant: I don't have it, ask reception",
      "user: what is the password rotation policy?\nassistant: ninety days, enforced by the IdP",
      "user: where is the staging db password kept?\nassistant: in vault under kv/staging-db",
      "user: which password manager does the team use?\nassistant: Keeper2023 for everyone now",
      "用户：打印机后台的密码是什么？\n助手：贴在机器侧面的标签上"]),
    ("an old value and its new one where the sentence names what they open, neither caught alone",
     [("swapped the nas admin password from harbor4471 to saddle9038!", ["harbor4471", "saddle9038!"]),
      ("把路由器从 orchid5512# 改成 tundra8830 了", ["orchid5512#", "tundra8830"]),
      ("the kiosk root was maple2210, then I reset it to fennel6631$", ["maple2210", "fennel6631$"])],
     ["moved the chart from 1.4.2 to 1.5.0",
      "rollout log: cur=Gamma789 prev=Delta012",
      "we switched the db from pg14 to pg16",
      "把首页从 banner2023 改为 banner2024 了"]),
    ("a secret right after a redacted key ID, joined by with, +, 配",
     [("the uploader signs as AKIA" + "QX7ZL2M4B6N8P3R5 with Qm4xT8pV2nL7rK9sW3yB6cH1dF5gJ0aZ8uE2iO4t", ["Qm4xT8pV2nL7rK9sW3yB6cH1dF5gJ0aZ8uE2iO4t"]),
      ("creds: AKIA" + "QX7ZL2M4B6N8P3R5 + Qm4xT8pV2nL7rK9sW3yB6cH1dF5gJ0aZ8uE2iO4t", ["Qm4xT8pV2nL7rK9sW3yB6cH1dF5gJ0aZ8uE2iO4t"])],
     ["the key id AKIAIOSFODNN7EXAMPLE with the documented example secret"]),
    ("a key pair's ID labelled AK, then its redacted SK, a space for a separator",
     [("金山云 AK 4e1f9a7c3b5d2e8f6a0c1b3d5e7f9a2c SK 7b9d1f3a5c7e9b2d4f6a8c0e2b4d6f8a", ["4e1f9a7c3b5d2e8f6a0c1b3d5e7f9a2c", "7b9d1f3a5c7e9b2d4f6a8c0e2b4d6f8a"])],
     ["KMS key id 4e1f9a7c3b5d2e8f6a0c1b3d5e7f9a2c in eu-west-1"]),
    # a product joined of words after a gate verb stays (found by r18's own harmless texts on main)
    ("kept: a product named after works with", [], ["our NAS works with synology-photos-mobile on phones"]),
    # round 18, bs18: a remark in brackets between a credential's name and its connector
    ("a bracketed remark between the credential's name and its value",
     [("the webhook signing secret (copied from the vendor portal): Zq4Lk8Wm2Np6Rt0Vx3Yb", "Zq4Lk8Wm2Np6Rt0Vx3Yb"),
      ("SENTRY_AUTH_TOKEN (ci only) = 5be1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9", "5be1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9"),
      ("钉钉机器人的加签密钥（上个月重新生成的）已经改成 SECa81b4c7d2e9f0a3b6c5d8e1f4a7b0c3d6e9f2a5b8 了",
       "SECa81b4c7d2e9f0a3b6c5d8e1f4a7b0c3d6e9f2a5b8"),
      ("门户的访问令牌（只读）：d41f8e2a7c9b3d5f1e6a0c4b8d2f7e9a", "d41f8e2a7c9b3d5f1e6a0c4b8d2f7e9a"),
      ("the signing key – the one rotated last week – is 8d3f1b7e5a9c2d4f6b8e0a1c3e5f7b9d", "8d3f1b7e5a9c2d4f6b8e0a1c3e5f7b9d")],
     ["password (optional): leave it blank for guest access",
      "密码（至少 12 位）：要有大小写字母和数字",
      "if verify_password(account, password): return session",
      "second pass (only the rows that changed): merge → report",
      "the token — a short-lived JWT — expires after an hour"]),
    # round 18, bs18: names listed, then their values in the same order ("respectively")
    ("names listed, then their values in order: a credential's value and its key pair's ID go",
     [("华为云 OBS 的 AK 和 SK 依次为 5d7e9f1a3b5c7d9e1f3a5b7c9d1e3f5a、0e2f4a6b8c0d2e4f6a8b0c2d4e6f8a0b",
       ["5d7e9f1a3b5c7d9e1f3a5b7c9d1e3f5a", "0e2f4a6b8c0d2e4f6a8b0c2d4e6f8a0b"]),
      ("the key id and the secret key are 7c1e3a5b9d2f4a6c and 2b4d6f8a0c1e3a5b7d9f2b4d6f8a0c1e respectively",
       ["7c1e3a5b9d2f4a6c", "2b4d6f8a0c1e3a5b7d9f2b4d6f8a0c1e"]),
      ("mail relay: login and password are relay-bot and 'Tq8!vLm3Zp' respectively", "Tq8!vLm3Zp")],
     ["the read and write timeouts are 30 and 120 respectively",
      "主库和备库的地址分别是 10.1.0.5 和 10.1.0.6",
      "user name and password are alice and the usual one respectively",
      "the key id and region are kms-prod-eu and eu-west-1 respectively"]),
    # round 18, bs18: a block of keys where one value is a credential: a sibling's key-shaped value too
    ("a key-shaped value beside a redacted credential in one block of keys",
     [("search:\n  brave: BSAk9x2Lq7Wm4Np8Rt3Vy6Zb1Cd5Fg\n  exa: 9e4c2a7f1b8d3e6a0c5f2b9d4e7a1c3f\n  max_results: 8",
       ["BSAk9x2Lq7Wm4Np8Rt3Vy6Zb1Cd5Fg", "9e4c2a7f1b8d3e6a0c5f2b9d4e7a1c3f"]),
      ('{\n  "anthropic": "sk-ant-api03-Qx7Lm2Rt8Vw4Yz1Ab5Cd9Ef3Gh6Jk0Mn",\n  "cohere": "co-4f8a2c6e1b9d3f7a5c0e8b2d6f4a1c9e"\n}',
       ["sk-ant-api03-Qx7Lm2Rt8Vw4Yz1Ab5Cd9Ef3Gh6Jk0Mn", "co-4f8a2c6e1b9d3f7a5c0e8b2d6f4a1c9e"]),
      ('keys = {"groq": "gsk_Lm2Rt8Vw4Yz1Ab5Cd9Ef3Gh6Jk0MnQx7Lm2Rt8Vw4Yz1Ab5Cd9E", "voyage": "vy-7e1a9c3f5b2d8e4a6c0f9b3d7e1a5c2f"}',
       ["gsk_Lm2Rt8Vw4Yz1Ab5Cd9Ef3Gh6Jk0MnQx7Lm2Rt8Vw4Yz1Ab5Cd9E", "vy-7e1a9c3f5b2d8e4a6c0f9b3d7e1a5c2f"])],
     []),
    # round 18, bs18: a value that opens with its digest algorithm is a digest, its + / = no password's
    ("kept: a digest named by its algorithm, a base64 cursor of namespaced pairs", [],
     ['<link rel="stylesheet" href="/site.css" integrity="sha384-Qx3Lm8+Rt2Vw9/Yz4Ab7Cd1Ef5Gh0Jk6Mn3Pq8St2Uv7Wx1Yz=" crossorigin>',
      "the inline script is allowed by 'sha256-Kp4+Tr9Wm2/Xq7Zs1Lv6Nb3Hc8Fd0Gj5Yw2Ue4Ri7Ao='",
      "next_page_token: cmVzdWx0czpvZmZzZXQ9NDAmbGltaXQ9MjA= (results:offset=40&limit=20 once decoded)"]),
    ("kept: a product or tool named of joined words after a verb of opening (review rv17)",
     [],
     ["The console works with macos-sonoma-14 now",
      "the team share is locked behind cloudflare-zero-trust now",
      "I used homebrew-bundle-dump to restore apps",
      "the old archive was encrypted with zipcrypto-legacy-mode, switch to aes"]),
]


class Round18Tests(RedactionMechanisms, CountingCase):
    """Round 18's table: RedactionMechanisms checks each row (secrets go, negatives stay whole)."""

    MECHANISMS = {family: [(text, [secret] if isinstance(secret, str) else secret) for text, secret in positives]
                  for family, positives, _ in CASES}   # (a row may name both halves of a pair)
    NEGATIVES = [text for _, _, negatives in CASES for text in negatives]


class AnswerInTheNextMessage(Case):
    """auto_sediment redacts each message apart: the answer to a question asking for a password
    stood alone, with no credential word, and was stored whole."""

    def test_the_answer_message_is_redacted_with_its_question_as_context(self):
        from test_auto_sediment import claude_line, claude_assistant, write_jsonl
        log = Path(self.tmp.name) / "session.jsonl"
        write_jsonl(log, [claude_line("user", "we moved the office router to the second floor; what's its admin password?"),
                          claude_assistant("msg_A", {"type": "text", "text": "It's walnut-comet-58-ridge, set last week."}),
                          claude_line("user", "and the guest wifi password?"),
                          claude_assistant("msg_B", {"type": "text", "text": "I don't know that one; ask facilities."})])
        script = str(Path(SCRIPT).with_name("auto_sediment.py"))
        proc = subprocess.run([sys.executable, script, str(log), "--apply", "--json", "--root", str(self.root)],
                              capture_output=True, text=True, timeout=120)
        self.assertEqual(proc.returncode, 0, proc.stderr)
        self.assertNotIn("walnut-comet", proc.stdout + proc.stderr)
        self.assertEqual(self.files_containing("walnut-comet"), [])

    def test_redact_reply_reads_the_answer_as_the_chat_shows_it(self):
        redactor = hermes_lite._shipped_redactor()
        question = "用户: 地下室那台 NAS 的登录密码多少来着？"
        out, labels = redactor.redact_reply("是 Maple5530#，别外传", question, "助手: ")
        self.assertEqual(out, "是 [已脱敏:password]，别外传")
        self.assertEqual(labels, ["password"])
        self.assertEqual(redactor.redact_reply("贴在机柜门上", question, "助手: "), ("贴在机柜门上", []))
        self.assertEqual(redactor.redact_reply("It's Maple5530# now", "user: the NAS moved downstairs", "assistant: "),
                         redactor.redact("It's Maple5530# now"))   # no question before it: read alone


if __name__ == "__main__":
    unittest.main()


class SiblingKeys(CountingCase):
    """bs18: beside a redacted credential, a sibling key that names an id, a digest or a place keeps
    its value, and so does a documented public id; a block of another indent is another block."""

    def test_public_siblings_stay(self):
        text = ("OPENAI_API_KEY=sk-proj-Rt8Vw4Yz1Ab5Cd9Ef3Gh6Jk0MnQx7Lm2Rt8Vw4Yz1Ab5Cd9Ef3\n"
                "GIT_SHA=8c1f3e5a7b9d2c4e6f8a0b1c3d5e7f9a2b4c6d8e\nBUILD_ID=20241203154501998877665544\n"
                "STRIPE_PRICE=price_1PqRsT2uVwXyZaBcDeFgHiJk")
        out = hermes_lite.redact(text)[0]
        self.assertNotIn("sk-proj-", out)
        for kept in ("8c1f3e5a7b9d2c4e6f8a0b1c3d5e7f9a2b4c6d8e", "20241203154501998877665544", "price_1PqRsT2uVwXyZaBcDeFgHiJk"):
            self.assertIn(kept, out)

    def test_other_indent_is_another_block(self):
        text = ("app:\n  password: Hm4#qLx9Tz2!\n  cache:\n    namespace: c0ffee12ab34cd56ef78ab90cd12ef34")
        out = hermes_lite.redact(text)[0]
        self.assertNotIn("Hm4#qLx9Tz2!", out)
        self.assertIn("c0ffee12ab34cd56ef78ab90cd12ef34", out)

    def test_a_run_of_one_digit_is_no_key(self):
        text = "CLIENT_TOKEN=Vb7Kp2Xm9Qr4Lt6Wz1Nc8Hd3Jf5Gs0Ya, PAD=0x00000000000000000000000000000000"
        out = hermes_lite.redact(text)[0]
        self.assertNotIn("Vb7Kp2Xm9Qr4Lt6Wz1Nc8Hd3Jf5Gs0Ya", out)
        self.assertIn("PAD=0x00000000000000000000000000000000", out)

    def test_prose_between_pairs_is_no_block(self):
        text = "login: Hm4#qLx9Tz2! then check commit: 4f8a2c6e1b9d3f7a5c0e8b2d6f4a1c9e and cache: 9b2d4f6a8c0e1b3d5f7a9c2e4b6d8f0a"
        out = hermes_lite.redact(text)[0]
        self.assertNotIn("Hm4#qLx9Tz2!", out)
        self.assertIn("9b2d4f6a8c0e1b3d5f7a9c2e4b6d8f0a", out)
