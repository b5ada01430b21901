"""Secrets known by where they stand and what they look like (issue 28, round 14): a percent sign
glued to a password, a credential's format named before it (uuid), a passphrase with no connector
after a verb of having, a value after where it is kept, joined words after a password flag, an
auth env var, archivers' password flags, a piece of a split secret no word starts like, a code cut
at a symbol. The sentences were written for these tests (none is taken from a bench or probe set);
each positive failed on main before its change, each negative stays whole on both."""
from __future__ import annotations

import base64
import sys
import unittest
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from helpers import *  # noqa: E402,F401,F403

_BASIC = base64.b64encode(b"user=ci&pw=Quince-Harbor-58").decode()

# (mechanism, [(text, secret that must go)], negatives that must stay whole)
CASES = [
    ("a percent sign and digits glued to a word are a password symbol, not URL-encoding",
     [("ran it with password=Heron%4471 and it worked", "Heron%4471"),
      ("mysqldump -ubackup -pLinden%2190 shop > shop.sql", "Linden%2190"),
      ("访客网络的密码另设为 Cedar%2538", "Cedar%2538")],
     ["cookie: consent=analytics%3Dfalse; tz=Europe%2FBerlin", "utm_campaign=Spring%20Sale%202026"]),
    ("base64 of pairs that name a password is no plain data",
     [("Authorization: Basic " + _BASIC, _BASIC)],
     ["the cursor is b3JkZXI9ZGVzYw== (order=desc)"]),
    ("a format named right after a credential noun: the value after it is the credential",
     [("signing secret (uuid): 3f9c2a10-7b44-4e2d-9a61-0c5be2f8d377", "3f9c2a10-7b44-4e2d-9a61-0c5be2f8d377"),
      ("the licence key is a UUID, 8d2e61f0-1c3a-4b57-b0e9-f4a7c3d2e190, keep it private",
       "8d2e61f0-1c3a-4b57-b0e9-f4a7c3d2e190")],
     ["request id (uuid): 3f9c2a10-7b44-4e2d-9a61-0c5be2f8d377",
      "the api key id (uuid): 8d2e61f0-1c3a-4b57-b0e9-f4a7c3d2e190",
      "trace uuid: 3f9c2a10-7b44-4e2d-9a61-0c5be2f8d377"]),
    ("a run of words right after a passphrase noun that a verb of having or using stands before",
     [("my restic repo has passphrase lichen barley canyon moss and lives on the NAS", "lichen barley canyon moss"),
      ("the old laptop uses passphrase pewter sparrow kelp dune; ask before wiping", "pewter sparrow kelp dune")],
     ["the disk has passphrase rotation enabled for all users",
      "we use password manager vaults shared across teams"]),
    ("a credential, where it is kept, then its value now",
     [("the staging db password sits in Vault at kv/stage/db, currently Larch_Orbit_Fennel", "Larch_Orbit_Fennel"),
      ("SMTP password is in 1Password under 'Mail' - right now it's Wren!Tide508", "Wren!Tide508"),
      ("测试库的密码存在 Vault 的 kv/test/db 里，当前值 Gx7#pLm2Qz", "Gx7#pLm2Qz")],
     ["the token is in Vault, currently unavailable", "the password policy, currently 12 characters",
      "密码存在 Vault 里，目前是空的"]),
    ("a long password flag takes joined lower-case words",
     [("gpg --batch --passphrase hazel_quarry_tundra -d notes.gpg", "hazel_quarry_tundra"),
      ("restic --password=maple-ferry-cobalt snapshots", "maple-ferry-cobalt")],
     ["psql --password -h db1", "gpg --passphrase-fd 0 --batch -d notes.gpg", "--password-file read_only_mode"]),
    ("an env var named for an auth value",
     [("SENTRY_AUTH=4be1c0d97a3f52e8016b9dc4a7e3f5028c6d1b90 ./release.sh", "4be1c0d97a3f52e8016b9dc4a7e3f5028c6d1b90"),
      ("我这样跑的：NPM_AUTH=Zq8vLm2Rt6Wn4Pk1 npm publish", "Zq8vLm2Rt6Wn4Pk1")],
     ["ENABLE_AUTH=true ./start.sh", "SENTRY_AUTH=$SENTRY_TOKEN ./release.sh"]),
    ("archivers take their password after -P (zip) or -pX (7z, rar)",
     [("解压命令：unzip -P sorrel_lotus_umber 报表.zip", "sorrel_lotus_umber"),
      ("7z a -pjuniper_onyx_ripple logs.7z ./logs", "juniper_onyx_ripple")],
     ["unzip -p archive.zip file.txt", "$ 7z x -p exports.7z   # asks for it", "zip -r -P $ZIP_PW out.zip dir"]),
    ("a piece of a split secret is no name when a word of it starts as no word does",
     [("the deploy token is split in two: tRwQmZpK and KD731Bxqe", "KD731Bxqe"),
      ("运维说口令前几位是 Hq&7vrta，后面几位晚点再发：ZU52Gvwo", "ZU52Gvwo")],
     ["the token is split in two: StreamLine and BlueHarbor are the services",   # names start as words do
      "the key comes in two halves: ThreadPool8 and SchemaRegistry2 run them"]),
    ("names of things that looked like passwords stay (harmless dev texts main changed)",
     [("ssh box: client.connect('10.1.2.3', 22, 'etl', 'Marten@5521')", "Marten@5521")],
     ["How do I install the 1Password CLI on Debian?",
      "cut a release: tag vX.Y.Z+1 and announce it",
      "commit messages reference the Jira key (PAY-4410); squash merge only",
      "the websocket gets closed with code 4003, why?",
      "客户端被网关用 close code 4003 断开了",
      "HikariPool-1 - Failed to validate connection org.postgresql.jdbc.PgConnection@3e9b1d (closed)",
      "retry: connect(<HTTPSConnection object at 0x7f...>, 'Connection to pypi.org timed out. (connect timeout=15)')",
      "The ZPL template is ^XA^FO40,40^A0N,28,28^FD{patient}^FS^XZ"]),
    ("a quoted value cut at a space goes on to its quote; capitalised words joined by underscores",
     [("mysql -uroot -p'Walnut harbor 58!' -e 'show databases'", "harbor 58!"),
      ("rabbitmqctl change_password ops Thistle_Cobalt_Meadow", "Thistle_Cobalt_Meadow")],
     ["mysql -uroot -p -e 'show databases'", "see Visual Studio Code for the settings"]),
    ("a list of options in one word: each option's value is judged alone",
     [("mount -t cifs //nas/team /mnt/team -o username=audit,password=Kestrel#5510,uid=1000", "Kestrel#5510")],
     []),
    ("a value of all four kinds of character with a symbol no id holds is no id",
     [("run id: p4ssW0rdMoss!", "p4ssW0rdMoss!"), ("任务编号：Tr0ub4dor&Kiwi", "Tr0ub4dor&Kiwi")],
     ["run id: 2026-12-01T10:00:00Z-7f3a, status=ok", "request id: 7f3a-9c21-bb01",
      "traceId 是 4bf92f3577b34da6a3ce929d0e0e4736"]),
    ("a call that signs or encrypts takes a human-made key as a string",
     [('claims = jwt.decode(tok, "ledger-jwt-2026!", algorithms=["HS256"])', "ledger-jwt-2026!"),
      ('sig = hmac.new(b"hook-signing-key-77", body, hashlib.sha256)', "hook-signing-key-77")],
     ['jwt.decode(token, options={"verify_signature": False})', 'cipher.encrypt("hello world message here")',
      'hmac.new(key, msg.encode("utf-8"), hashlib.sha256)', 'jwt.encode({"sub": "user-12345678901"}, key)']),
    ("a code cut at a password symbol goes on",
     [("邮箱 it@corp.cn 的授权码：4kRtQz!mWp7e!Lx2。", "4kRtQz!mWp7e!Lx2")],
     ["请重新登录（错误码 204381）", "login failed, error code: 403118"]),
    # the lead's merge (blind-informed: secrets14's failures were read after its figures were taken)
    ("a reference into a secret store stands where a value would, and is no value",
     [("kafka sasl password: vault:Rk8#tW2mQz", "Rk8#tW2mQz")],
     ["smtp_password: vault:secret/data/mailer#smtp_password",
      "REDIS_PASSWORD=ssm:/prod/cache/redis_password",
      "api_token: doppler:/payments/prd/API_TOKEN"]),
    ("a piece that follows a split secret's first after a full-width comma and 后面接 / 后面跟",
     [("打印机后台那个：前面是 Tq7VbX2Lm9，后面接 Rw3ZkP8Ns4，连着输。", "Rw3ZkP8Ns4"),
      ("路由器管理页的：开头是 Hb4RtY8Wq2，后面跟着 Mz6KcV1Pd5。", "Mz6KcV1Pd5")],
     ["前面是 main 分支，后面接 release 分支，再后面是 hotfix。"]),
]


class Round14Tests(RedactionMechanisms, CountingCase):
    """The case table through RedactionMechanisms (each secret goes, each negative stays with no
    finding, gated = ungated)."""

    MECHANISMS, NEGATIVES = RedactionMechanisms.mechanisms_of(CASES)

    def test_a_url_path_after_a_token_is_kept(self):
        text = "https://api.example.org/bot5512093381:Qm8TzLw2Rp4XvN6cKj9BfYh3Ds7Ga1Ue5/sendMessage?chat_id=7"
        out = hermes_lite.redact(text)[0]
        self.assertNotIn("Qm8TzLw2Rp4XvN6cKj9BfYh3Ds7Ga1Ue5", out)
        self.assertIn("/sendMessage?chat_id=7", out)

    def test_a_user_name_in_an_option_list_is_kept(self):
        out = hermes_lite.redact("mount -t cifs //nas/team /mnt/team -o username=audit,password=Kestrel#5510,uid=1000")[0]
        self.assertEqual(out, "mount -t cifs //nas/team /mnt/team -o username=audit,password=[已脱敏:password],uid=1000")

    def test_the_words_around_a_passphrase_are_kept(self):
        out = hermes_lite.redact("my restic repo has passphrase lichen barley canyon moss and lives on the NAS")[0]
        self.assertEqual(out, "my restic repo has passphrase [已脱敏:password] and lives on the NAS")


if __name__ == "__main__":
    unittest.main()
