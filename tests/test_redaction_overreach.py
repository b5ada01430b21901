"""Rules that took what was not a secret (issue 28, round 10): each mechanism below once redacted
a negative. The sentences were written for these tests (none is taken from a bench set): every
negative must come back unchanged, and the positive next to it shows the rule still works."""
from __future__ import annotations

import sys
import unittest
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from helpers import *  # noqa: E402,F401,F403

# (mechanism, negatives that must stay whole, [(positive, secret that must go)])
CASES = [
    ("a provider prefix followed by filler is a stand-in",
     ["notify:\n  bot_token: xoxp-XXXX-XXXX-XXXX\n  room: ops",
      "Set SLACK_TOKEN=xoxb-xxxxxxxxxxxx in your shell first."],
     [("notify:\n  bot_token: xoxp-2231840577-88120477310-Qm7Zt2LrV9wKc1aPn4Xe\n  room: ops",
       "xoxp-2231840577-88120477310-Qm7Zt2LrV9wKc1aPn4Xe")]),
    ("a named public id is no password with a '=' in it",
     ["proxy log: X-Correlation-Id=7c1e09ab44d2f6e8a0b3c5d7e9f1a2b4 after 12 s",
      "边缘节点返回 X-Request-Id=0a9b8c7d6e5f40312233445566778899，请附在工单里。"],
     [("login form accepted pass=K3v!n_Rw9#qz for the root user",
       "K3v!n_Rw9#qz")]),
    ("a run of colon-separated hex bytes is a fingerprint, not a .pgpass line",
     ["Server key SHA1 fingerprint: A7:3B:0C:91:5E:22:FF:10:6D:48:9A:C2:37:E4:05:B8:71:DA:3F:66",
      "the NIC's MAC is 3c:22:fb:0a:91:7e:55:10 on this host"],
     [("~/.pgpass holds db.internal:5432:ledger:auditor:Wq7#pLz29vXk",
       "Wq7#pLz29vXk")]),
    ("a capitals-only word in brackets after a keyword, with more words before the bracket closes, is a remark",
     ["ci 用户 sudo 无需密码（NOPASSWD 在 sudoers 里）。",
      "The API secret (hex encoded, 64 chars) lives in the vault.",
      "集群里那个 secret（base64 编码，并没有加密）要换成 sealed secret。",
      "Staging password (unchanged since March) is in 1Password."],
     [("the password (K9#vTq2!mZ) works for the kiosk", "K9#vTq2!mZ"),
      ("kiosk password (Tr0ub4dor&3 until Friday) on the lobby screen", "Tr0ub4dor&3"),
      # a long key is no remark, however many words follow it in its bracket
      ("the billing API key (sk-live-" + "Qw7eRt2yUi9oPa4sDf6gHj1kLz8xCv3bNm5" * 2 + " for prod only) is set",
       "sk-live-" + "Qw7eRt2yUi9oPa4sDf6gHj1kLz8xCv3bNm5" * 2)]),
    # (the spec's own Bearer pattern, §9.5, still takes "Bearer fetchToken()": left alone)
    ("an Authorization value that opens a call is a format, not a credential",
     ["Docs: send 'Authorization: Token readToken(cfg)' from the client helper.",
      "Header shape: Authorization: Basic btoa(login + ':' + pw)"],
     [("curl -H 'Authorization: Bearer 4fG9kQ2xZr8LpW1nVt7yHc3m' https://api.example.net/v2/me",
       "4fG9kQ2xZr8LpW1nVt7yHc3m")]),
    ("a Chinese word that holds a verb of typing is not that verb (输出 is output)",
     ["sha256sum 输出 9f2c44a1b7e0d35c8a61f92e0b4d7c13a5e8f06b2d9c4e71a3b5f8d0c2e4a6b1，与发布页一致。",
      "md5 校验输出 5d41402abc4b2a76b9719d911017c592 没问题"],
     [("跳板机要输 Zq8#wLm2!pRt 才能进", "Zq8#wLm2!pRt")]),
]


class OverreachTests(unittest.TestCase):
    def test_negatives_stay_whole(self):
        for mechanism, negatives, _ in CASES:
            for text in negatives:
                with self.subTest(mechanism=mechanism, text=text):
                    out, labels = hermes_lite.redact(text)
                    self.assertEqual(out, text)
                    self.assertEqual(labels, [])

    def test_the_rule_still_takes_its_secret(self):
        for mechanism, _, positives in CASES:
            for text, secret in positives:
                with self.subTest(mechanism=mechanism, text=text):
                    out = hermes_lite.redact(text)[0]
                    self.assertNotIn(secret, out)
                    self.assertIn("[已脱敏:", out)

    def test_gated_and_ungated_agree(self):
        ungated = hermes_lite.Redactor(hermes_lite.load_config()["security"], gated=False)
        for _, negatives, positives in CASES:
            for text in negatives + [t for t, _ in positives]:
                with self.subTest(text=text):
                    self.assertEqual(ungated.redact(text), hermes_lite.redact(text))


if __name__ == "__main__":
    unittest.main()
