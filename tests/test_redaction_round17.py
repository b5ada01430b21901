"""Secrets known by what they look like and where they stand, and harmless ids kept (issue 28, round
17): the value after a verb of opening or getting in, with no credential word (locked behind X, works
with X, unlocks with four words, I used words-joined-by-dashes, 用 … 解锁), where the sentence names
the thing it opens before the verb; the other half of an old/new pair once one half is redacted (was
[x], now Y; 原来 X，现在 [x]), and two values under old=/new= keys; a key pair's ID half right before
its redacted secret (AK/SK 分别是 X 和 [x]); a PuTTY key's Private-MAC. Kept: a log's id after a unit of
work (Job X finished, 任务 X 已完成), an account SID, a quoted label naming the credential ('Forgot
password?'), base64 of Chinese prose with a number in it.

The sentences were written for these tests (none is taken from a bench or probe set)."""
from __future__ import annotations

import base64
import sys
import unittest
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from helpers import *  # noqa: E402,F401,F403

# (mechanism, [(text, secret that must go)], negatives that must stay whole)
CASES = [
    ("a verb of opening or getting in, then the value, where the sentence names what it opens",
     [("the finance share is locked behind pelican8831 until Monday", "pelican8831"),
      ("The team inbox works with saturn4470 from any browser", "saturn4470"),
      ("Marta's external SSD unlocks with copper lagoon thistle biscuit.", "copper lagoon thistle biscuit"),
      ("gpg wanted a passphrase for the signing key; I used marble-raven-quartz.", "marble-raven-quartz"),
      ("备份硬盘用 walnut ember pepper garnet 解锁", "walnut ember pepper garnet"),
      ("wifi 我设成了 tango-lima-8812", "tango-lima-8812")],
     ["the laptop unlocks with the fingerprint reader now",
      "I used kebab-case-names for the vault paths.",
      "The dashboard works with chrome120 and firefox115.",
      "the kiosk unlocks with the staff badge reader",
      "ssh into the box and type sudo systemctl restart nginx",
      "移动硬盘用 BitLocker 解锁",
      # a name of joined words with a word of its clause after it names a thing (review rv17)
      "The console works with tmux-resurrect-plugin installed.",
      "The vault container works with hashicorp-vault-helm chart.",
      "On the VM we picked debian-bookworm-slim as the base image.",
      "The CI server works with ubuntu-latest-22 runners.",
      "登录页的主题设为 light-blue-theme。",   # a verb of setting sets what stands right before it
      "后台日志级别设成了 debug-verbose-mode，排查完再改回来。"]),
    ("asked and answered, a thing's words, a verb that names the lock, a value used for a login",
     [("if the router asks, say heron-quill-42", "heron-quill-42"),
      ("whenever the old archive prompts, it's lupin7741", "lupin7741"),
      ("the team laptop's login? rowan-finch-3380", "rowan-finch-3380"),
      ("the travel drive's words: pumice lentil carbon shutter", "pumice lentil carbon shutter"),
      ("you get in with sorrel-bay-61 on the wiki admin page", "sorrel-bay-61"),
      ("he uses kingfisher2290 for his VPN login", "kingfisher2290"),
      ("Shared calendar ops-cal@acme.example — Linden#4471", "Linden#4471")],
     ["if the router asks, say yes to the firmware update",
      "the travel drive's words of warning: label everything",
      "you get in with your badge at the side door",
      "he uses vim for everything",
      "mail the report to ops@acme.example - thanks",
      # after a dash or a colon the value holds a digit and ends its clause (review rv17)
      "ping ops@acme.example — Thanks!",
      "Contact billing@acme.example: Monday-Friday only",
      "alerts@acme.io – PagerDuty2 escalation"]),
    ("the other half of an old/new pair once one half is redacted; old=/new= keys",
     [("the router login was Harbor#2291, now it's tulip4402", "tulip4402"),
      ("网关密码原来是 lotus7731，现在是 Pebble#5520", "lotus7731"),
      ("passwd log 2025-02-03: old=meadow4471* new=cobalt9902*", "meadow4471*"),
      ("passwd log 2025-02-03: old=meadow4471* new=cobalt9902*", "cobalt9902*")],
     ["ran the migration: old=v2.3.1 new=v2.4.0",
      "old=node18 new=node20 in the CI image",
      "git push: old=3f2a9c1 new=8b7e4d2",
      "password expiry went from 90 days to 180 days"]),
    ("a key pair's ID half right before its redacted secret",
     [("OBS 的 AK/SK 分别是 QH7TZ2MXKD4PL9WNB3RC 和 m2Kq8LzP4xW7vR1nT5yB9cF3hJ6dS0gA2eU4iO8p", "QH7TZ2MXKD4PL9WNB3RC"),
      ("backup bucket creds: access KD4PL9WNB3RCQH7TZ2MX / secret Rt5yB9cF3hJ6dS0gA2eU4iO8pm2Kq8LzP4xW7vR1n", "KD4PL9WNB3RCQH7TZ2MX")],
     ["order ORD2024ABCDEF1234 shipped to the Lyon warehouse",
      "the API key id is AKIAIOSFODNN7EXAMPLE (the AWS docs example)"]),
    ("a PuTTY key's Private-MAC goes; its first line names a format",
     [("PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: ops\nPrivate-MAC: "
       "9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d9c8b7a6f5e4d3c2b1a0f9e8d", "9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d9c8b7a6f5e4d3c2b1a0f9e8d")],
     ["PuTTY-User-Key-File-3 is the format puttygen writes since 0.75"]),
    ("a key pair's ID of any shape under its label, when the pair's named secret on the next line was redacted",
     [("MinIO service account made.\nAccess Key: 9f3b71c2e8a04d5b6c7e1f20a3b4c5d6\nSecret Key: Lq8Zp3Xw7Vr1Nt5Yb9Cf3Hj6Ds0Ga2Eu4Io8Pm2K", "9f3b71c2e8a04d5b6c7e1f20a3b4c5d6"),
      ("object store keys -> key_id = 4e5d6c7b8a9f0e1d2c3b4a5f6e7d8c9b, secret_key = Wq2Er4Ty6Ui8Op0As2Df4Gh6Jk8Lz0Xc2Vb4Nm6Q", "4e5d6c7b8a9f0e1d2c3b4a5f6e7d8c9b")],
     ["Access Key ID: AKIAIOSFODNN7EXAMPLE\nSecret Access Key: wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
      "key_id = 4e5d6c7b8a9f0e1d2c3b4a5f6e7d8c9b is the row's primary key in the audit table"]),
    ("a piece of a secret after a channel word and a verb of sending (微信发你了：X); a mailbox cut at its @",
     [("数据库口令拆两段：前半段 Mv4Tq9Lx2B，后半段 小李 微信上私信给你了：Zr6Wp3Kn8C", "Zr6Wp3Kn8C"),
      ("the vault token is split: first half Hn5Rq2Vx8M, the second half my wechat sent you: Pb7Lz4Qw1T", "Pb7Lz4Qw1T"),
      ("团队邮箱 billing@ 的登录串是 Yk4#pQ9zLm，别外传", "Yk4#pQ9zLm")],
     ["我的微信号是 wxid_k3m9q2，加我",
      "团队邮箱 billing@ 周一开始启用"]),
    ("a header value after a space and a quoted scheme (a web server's config)",
     [('add to the vhost: RequestHeader set Authorization "Basic bWV0cmljczpUcTVXbjhMcDJSejRYazdWYk5jTQ=="', "bWV0cmljczpUcTVXbjhMcDJSejRYazdWYk5jTQ=="),
      ("proxy_set_header Authorization 'Bearer Zk3mQ9pLx7vB2nT8wR4yH6' ;", "Zk3mQ9pLx7vB2nT8wR4yH6")],
     ['the docs no longer mention the Authorization "Basic" scheme']),
    ("base64 of a few words with a version among them; the name of a markup element after a credential word",
     [],
     ['<label for="pwd">Password</label><input id="pwd" name="pwd" autocomplete="current-password">',
      '<label for="pass">Passphrase</label> <input id="pass" type="password">',
      "echo " + base64.b64encode(b"upgrade guide for 2.10.1").decode() + " | base64 -d"]),
    ("a log's id after a unit of work, an account SID, a quoted label, base64 of Chinese prose",
     [],
     ["worker: job Kq8LzP4xW7vR1nT5yB9c done in 12s",
      "[WARN] retrying batch Wm3Xp9Qz7LkR2vN8 (attempt 2/5)",
      "[INFO] 任务 Tz9LqP3xW8vR2nK5yB7c 已完成，耗时 812ms",
      "Twilio account SID AC0f1e2d3c4b5a69788796a5b4c3d2e1f0 is on the invoice",
      "the sign-in form shows 'Forgot password?' below the button",
      "登录页的「忘记密码？」链接坏了",
      "echo " + base64.b64encode("通知：周五 3 点停机检修".encode()).decode() + " | base64 -d"]),
]


class Round17Tests(RedactionMechanisms, CountingCase):
    """Round 17's table: RedactionMechanisms checks each row (secrets go, negatives stay whole)."""

    MECHANISMS, NEGATIVES = RedactionMechanisms.mechanisms_of(CASES)


class KeepsNeighbours(CountingCase):
    """What stands beside a secret stays: the words of the change, the verb and the thing it opens."""

    def test_change_words_stay_around_both_halves(self):
        out = hermes_lite.redact("the router login was Harbor#2291, now it's tulip4402")[0]
        self.assertEqual(out, "the router login was [已脱敏:password], now it's [已脱敏:password]")

    def test_the_thing_and_its_verb_stay(self):
        out = hermes_lite.redact("the finance share is locked behind pelican8831 until Monday")[0]
        self.assertEqual(out, "the finance share is locked behind [已脱敏:password] until Monday")

    def test_the_other_half_after_a_placeholder_ends_its_clause(self):
        out = hermes_lite.redact("API key sk-proj-Kq8LzP4xW7vR1nT5yB9cF3hJ6dS0gA2eU4iO8p rotated, now Pipeline2024 reads it from vault")[0]
        self.assertIn("now Pipeline2024 reads it", out)   # a name doing something, not the new key

    def test_a_name_counting_up_is_no_other_half(self):
        out = hermes_lite.redact("renamed the account from ops-admin-2023 to ops-admin-2024")[0]
        self.assertIn("ops-admin-2023", out)

    def test_a_mailbox_cut_at_its_at_sign_stays_beside_its_redacted_key(self):
        out = hermes_lite.redact("团队邮箱 billing@ 的登录串是 Yk4#pQ9zLm，别外传")[0]
        self.assertEqual(out, "团队邮箱 billing@ 的登录串是 [已脱敏:password]，别外传")

    def test_a_quoted_header_in_a_server_config_is_taken_as_a_header(self):
        out = hermes_lite.redact('RequestHeader set Authorization "Basic bWV0cmljczpUcTVXbjhMcDJSejRYazdWYk5jTQ=="')[0]
        self.assertEqual(out, 'RequestHeader set Authorization "Basic [已脱敏:token]"')   # by the header, not by its shape

    def test_a_value_in_markup_still_goes(self):
        out = hermes_lite.redact('Password <input name="pwd" value="Tq5#Wn8Lp2">')[0]
        self.assertEqual(out, 'Password <input name="pwd" value="[已脱敏:secret]">')

    def test_stars_no_bold_opened_are_the_passwords(self):
        out = hermes_lite.redact("wifi password: Rk8#mP2qLz** then reboot")[0]
        self.assertEqual(out, "wifi password: [已脱敏:password] then reboot")

    def test_inline_markup_around_a_value_stays(self):
        out = hermes_lite.redact("the vault password is <kbd>Wq7#Lz2Pm9</kbd>, then press Enter")[0]
        self.assertEqual(out, "the vault password is <kbd>[已脱敏:password]</kbd>, then press Enter")
        text = '<span>Passphrase</span> <textarea class="phrase" id="seed"></textarea>'
        self.assertEqual(hermes_lite.redact(text), (text, []))

    def test_a_random_string_after_a_unit_of_work_goes_when_a_credential_is_named_before(self):
        for text in ("the access token of the export job Kq8LzP4xW7vR1nT5yB9cF3hJ6dS0gA2eU4i",
                     "API 密钥给任务 Kq8LzP4xW7vR1nT5yB9cF3hJ6dS0gA2eU4i 用",
                     "webhook secret, build: Kq8LzP4xW7vR1nT5yB9cF3hJ6dS0gA2eU4i"):
            with self.subTest(text=text):
                self.assertNotIn("Kq8LzP4xW7vR1nT5yB9cF3hJ6dS0gA2eU4i", hermes_lite.redact(text)[0])

    def test_a_typed_token_after_a_unit_of_work_still_goes(self):
        out = hermes_lite.redact("the release job's token is ghs_Kq8LzP4xW7vR1nT5yB9cF3hJ6dS0gA2eU4i")[0]
        self.assertNotIn("ghs_Kq8LzP4xW7vR1nT5yB9cF3hJ6dS0gA2eU4i", out)


if __name__ == "__main__":
    unittest.main()
