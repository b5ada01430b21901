"""What makes a token no secret, and secrets handed over in pieces (issue 28, rounds 12 and 13). Negatives:
the first word of a SQL statement after a password word, an address (host:port/db) after one,
URL-encoded words in a cookie, base64 of text the sentence shows, a column or field named before a
copula, a tool's version named before what wants it, the scheme word of an Authorization header.
Positives: the pieces of a secret said to come in pieces, a three-word passphrase set apart by a
dash, four capitalised words after a verb that takes a passphrase where the sentence names one, a
seed phrase set apart by Chinese text. An error quoting a short password as typed masks it.
The sentences were written for these tests (none is taken from a bench or probe set); each positive
failed on main before its change, and each negative marked so was damaged on main."""
from __future__ import annotations

import sys
import unittest
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from helpers import *  # noqa: E402,F401,F403

SEED = ("quartz pineapple blanket harvest porcupine pumpkin walrus saddle chocolate cabinet "
        "thunder violet")   # twelve words, some of nine letters

# (mechanism, [(text, secret that must go)], negatives that must stay whole)
CASES = [
    ("a statement of code after a password word is no value",
     [],
     ["密码：SELECT id, email FROM members WHERE locked = 1;",                      # damaged on main
      "password: UPDATE accounts SET must_rotate = 1 WHERE age_days > 180",       # damaged on main
      "重置口令：DELETE FROM reset_links WHERE used = true;"]),
    ("an address after a password word is where it is used, not it",
     [],
     ["password: 10.20.30.40:5433/billing is where pgbouncer listens; the secret is in Vault.",   # damaged on main
      "passwd: cache-01.prod.internal:6380/2 then AUTH from the env"]),
    ("URL-encoded words in a cookie are no token",
     [],
     ["Cookie: region=eu; city=Sao%20Paulo; locale=Pt%2DBR",                      # damaged on main
      "Set-Cookie: tz=America%2FNew_York; Path=/"]),
    ("base64 of text the sentence shows hides nothing",
     [],
     ["password 的 base64 编码就是 cGFzc3dvcmQ=，考试题",                              # damaged on main
      "the word sunflower is c3VuZmxvd2Vy in base64, as the quiz says"]),
    ("a column or a field named before a copula names a thing of code",
     [],
     ["the column is order7ref_, see schema.sql",                                   # damaged on main
      "该表的字段名是 cust3no_，迁移时别改"]),                                        # damaged on main
    ("a tool's version before what wants it is a version",
     [],
     ["Ruby-32 is what the build image expects",                                    # damaged on main
      "golang-1.22 is what the runner wants"]),
    ("the pieces of a secret said to come in pieces",
     [("Sending the deploy token in two halves: qWkZpLmRtxVb then vNbYcHdsEeGa", "qWkZpLmRtxVb"),
      ("Sending the deploy token in two halves: qWkZpLmRtxVb then vNbYcHdsEeGa", "vNbYcHdsEeGa"),
      ("The signing key, split so it survives the pager: head=LmQpTzRx tail=KwVbNcYh", "KwVbNcYh"),
      ("webhook 密钥太长，拆成两条发：\nglpat_RkTsWqZnVbXc\nHyUjMkLoPnQw\n拼起来用", "HyUjMkLoPnQw"),
      ("webhook 密钥太长，拆成两条发：\nglpat_RkTsWqZnVbXc\nHyUjMkLoPnQw\n拼起来用", "glpat_RkTsWqZnVbXc")],
     ["Part one of the talk covers TypeScript; part two covers GraphQL and WebAssembly.",
      "We split the API key rotation into two phases: staging first, then production.",
      "The token budget is split in two halves between prompt and completion."]),
    ("a three-word passphrase set apart by a dash",
     [("restic passphrase — ginger tundra pelican", "ginger tundra pelican")],
     ["restic passphrase — stored in the vault, ask Dana"]),
    ("four capitalised words after a verb that takes a passphrase, in a sentence naming a passphrase",
     [("KeePass passphrase, typed when it opens with Copper Walrus Hazel Tundra", "Copper Walrus Hazel Tundra"),
      ("The KeePass master password? Type Copper Walrus Hazel Tundra", "Copper Walrus Hazel Tundra")],
     ["The KeePass file opens with Touch ID on the laptop.",
      "The vault unlocks with Okta Verify Push Notification"]),   # a lock alone: a product's name
    ("a seed phrase of ordinary words, some of nine letters",
     [(f"钱包的助记词 {SEED} ，别截图", SEED), (f"测试钱包的恢复短语 {SEED} ，水龙头在用", SEED)],
     []),
    ("a run of words holding a pronoun or a clause opener is a sentence, not a passphrase",
     [("the wiki passphrase is lantern orchid basalt meadow", "lantern orchid basalt meadow")],
     ["password logins are switched off since they moved us onto Keycloak",         # damaged on main
      "Password sign-ins are paused until we finish the SSO migration",            # damaged on main
      "the passphrase prompts are gone because you enrolled a hardware key"]),   # damaged on main
]


class GeneraliseTests(RedactionMechanisms, CountingCase):
    """The case table through RedactionMechanisms (each secret goes, each negative stays with no
    finding, gated = ungated)."""

    MECHANISMS, NEGATIVES = RedactionMechanisms.mechanisms_of(CASES)

    def test_a_scheme_word_other_than_bearer_is_kept(self):
        token = "00" + "Zq7" * 13 + "x"
        out = hermes_lite.redact(f"curl -H 'Authorization: SSWS {token}' https://corp.okta.com/api/v1/users")[0]
        self.assertNotIn(token, out)
        self.assertIn("Authorization: SSWS [已脱敏:token]", out)   # main replaced "SSWS" with the token
        self.assertEqual(hermes_lite.redact(out)[0], out)
        out = hermes_lite.redact("Authorization: Bearer Xk29fPq0Lm7ZtR4vWb8sNc1y")[0]
        self.assertEqual(out, "Authorization: [已脱敏:token]")   # §9.5: Bearer goes with its token

    def test_a_secret_statement_keeps_its_password_redacted(self):
        out = hermes_lite.redact("密码：ALTER USER app WITH PASSWORD 'Vq8#mTz2Lp9!';")[0]
        self.assertNotIn("Vq8#mTz2Lp9!", out)
        self.assertIn("ALTER USER app", out)
        out = hermes_lite.redact("password: hunter2Xy9 (base64 aHVudGVyMlh5OQ==)")[0]
        self.assertNotIn("aHVudGVyMlh5OQ==", out)   # a password shown beside its base64: both go
        self.assertNotIn("hunter2Xy9", out)


# Round 13: a value judged by its role as well as its shape (issue 28). Each positive not marked as a
# guard failed on main c593f53; each negative marked so was damaged there; the rest are look-alikes kept as guards.
CASES13 = [
    ("a part of where a secret is kept is no secret",
     [("secret: kv/app/Tk9mW2xQpL7vR4sZ", "kv/app/Tk9mW2xQpL7vR4sZ")],   # a drawn part: a secret in a path (guard)
     ["The deploy password lives in SSM at /ops/checkout/deploy_password (StringSecure).",   # damaged on main
      "口令不进仓库，启动时读 arn:aws:secretsmanager:eu-west-1:210987654321:secret:billing/pg-Xy12Zq 就行",   # damaged on main
      "password is in LastPass: Infra/Routers",                                        # damaged on main
      "token lives in gcloud secret projects/acme/secrets/gh-token/versions/3"]),      # damaged on main
    ("base64 of plain data is data",
     [],
     ["The list endpoint's page token is c29ydD1hc2MmcGFnZT0y, plain data.",            # damaged on main
      "the token header is eyJhbGciOiJFUzI1NiJ9 for every key we sign with"]),          # damaged on main
    ("an id named as an id: an issue, a commit heading a log line, a document's key",
     [("the file key for the backup archive is Zp4#mQ8rLx2!", "Zp4#mQ8rLx2!")],   # (guard)
     ["We reworked the login page after a password change (#5521).",                    # damaged on main
      "合并记录：\n- 2f9e1a0 密码规则改用 zxcvbn\n- 8c41d7e 修复 cookie 过期\n- 5b0a3f9 登录页去掉记住我",   # damaged on main
      "Figma file key Qw8rTy2uIo4pAs6dFg (the design is public)",                       # damaged on main
      "The Notion page key is 8f2KqLm9XzR4tWb7 for the onboarding doc",                 # damaged on main
      "密码重置请求的 traceId 是 9211d9b963cc58ea44ecd5b868ec5ff5，日志里能查到",          # damaged on main
      "see https://github.com/acme/api/commit/3f2a9b1c7d8e4f5a6b7c8d9e0f1a2b3c4d5e6f7a"]),
    ("a credential word qualified as an example, unless its value is drawn at random",
     [("the example token is ghp_Xk9mQ2pL7rT4vW8zB3nC6yH1jF5dS0aE2gK7", "ghp_Xk9mQ2pL7rT4vW8zB3nC6yH1jF5dS0aE2gK7"),
      ("session id: Qm8vT2xLp9Zr4Wk7Nb3c", "Qm8vT2xLp9Zr4Wk7Nb3c")],   # (both guards: taken on main too)
     ["In the README the sample password is `changeme123`, never used in prod."]),   # damaged on main
    ("a hex key in the path of an ingestion endpoint",
     [("logs go to https://logs-01.loghost.example/inputs/5d8f0a7c3b2e4f6a9c1d8e7f6a5b4c3d/tag/http/ from the cron",
       "5d8f0a7c3b2e4f6a9c1d8e7f6a5b4c3d"),
      ("curl -X POST https://http-intake.logs.example.com/v1/intake/2f4a6c8e0b1d3f5a7c9e1b3d5f7a9c1e -d @batch.json",
       "2f4a6c8e0b1d3f5a7c9e1b3d5f7a9c1e")],
     ["docs: https://docs.example.com/ingest/overview and https://example.com/inputs/new",
      "download https://cdn.example.com/releases/3f2a9b1c7d8e4f5a6b7c8d9e0f1a2b3c/app.tar.gz"]),
    ("a key handed to a cipher's constructor",
     [("cipher = AES.new(bytes.fromhex('99724caf4941d4072014b3ce107f80e2'), AES.MODE_CBC, iv)",
       "99724caf4941d4072014b3ce107f80e2")],
     ["The IV is 16 bytes and random per message; never reuse a nonce.",
      "The release checksum (md5) 5cb347611a3ce9d97dcbee500fe7ee5f matches"]),
    ("a constructor's string arguments, a cookie set in code",
     [("const sms = require('twilio')('AC5e9b1f0c2d3a4b5c6d7e8f9a0b1c2d3e', '9f8e7d6c5b4a39281706f5e4d3c2b1a0');",
       "9f8e7d6c5b4a39281706f5e4d3c2b1a0"),
      ("const mg = new Mailgun('4c9e1f7a2b8d3e6f0a5c1b9d7e2f4a8c', 'mg.lab.dev');", "4c9e1f7a2b8d3e6f0a5c1b9d7e2f4a8c"),
      ("jar.cookies.set('ci_session', 'q4w8e2r6t0y3u7i1o5p9a2s6d0f4g8h1', domain='crm.lab')",
       "q4w8e2r6t0y3u7i1o5p9a2s6d0f4g8h1")],
     ["const d = new Date('2024-05-01T10:00:00Z');",
      '(rec, ex) -> new TopicPartition("settlements.v2.DLT", rec.partition()));',   # a name, not drawn
      "const id = new ObjectId('65a1f2c3d4e5f6a7b8c9d0e1')",
      "new Buffer('aGVsbG8gd29ybGQ=', 'base64')",
      "const hash = new Hash('sha256', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855')",
      "res.cookie('theme', 'dark', { maxAge: 900000 })"]),
    ("a passphrase of words after an unlock verb and its object, or joined by dots",
     [("Unlock the signing keystore with tulip marble violin plaster when Android Studio prompts.",
       "tulip marble violin plaster"),
      ("ssh-agent wants the deploy key's passphrase, which is maple.ferry.cobalt.lantern (lower case).",
       "maple.ferry.cobalt.lantern"),
      ("备份盘用 Heron_Kettle27_ 解开，然后挂到 /mnt/bak", "Heron_Kettle27_")],
     ["Unlock the front door with your badge when the guard is away.",
      "the token scope is repo.read.write.admin for this bot",
      "the passphrase policy, which is docs.security.policy.passwords (internal wiki page)",
      "passphrase server is auth.login.acme.internal",
      "用 git stash 解开冲突以后再提交"]),
    ("capitalised words after what a passphrase locks opens name a product unless the sentence names a passphrase",
     [],
     ["The volume opens with Disk Utility Mount Dialog",
      "The encrypted backup opens with Restic Snapshot Restore Command"]),
    ("a run of words right after a Chinese passphrase noun; a seed sheet after its own seed words",
     [("BitLocker 恢复口令 velvet lagoon timber tundra", "velvet lagoon timber tundra"),
      ("wallet phrase velvet meadow prairie nimbus walnut quiver saddle lagoon timber basalt pepper falcon",
       "velvet meadow prairie nimbus walnut quiver saddle lagoon timber basalt pepper falcon")],
     ["口令 rotation policy is every ninety days",
      "the recovery phrase has twelve words and we keep it in the safe deposit box at the bank downtown"]),
]


class GeneraliseTests13(RedactionMechanisms, CountingCase):
    """Round 13's case table through RedactionMechanisms."""

    MECHANISMS, NEGATIVES = RedactionMechanisms.mechanisms_of(CASES13)


# Review of round 13 (rv13): a genuine secret standing in a role round 13 keeps, or next to one.
# Each positive leaked on r13 (df4b0bb); the glued rests leaked on main too.
CASES_RV13 = [
    ("a value right after a path ending on a credential word is its value unless set in brackets",
     [("etcdctl put /config/billing/smtp_password Lantern-Quay-204", "Lantern-Quay-204"),
      ("pass insert -m infra/nas/admin_password\nOtter!Fig93", "Otter!Fig93")],
     ["The token sits in Parameter Store under /ops/ledger/api_token (SecureString)."]),
    ("a whole value of slashed parts mixing capitals and digits is a password, no path",
     [("password: Wq4/Tn8e/Ry2u", "Wq4/Tn8e/Ry2u")],
     ["token lives in gcloud secret projects/ledger/secrets/ci-token/versions/7"]),
    ("a backup-code list stays codes whatever else names commits",
     [("Backup codes for the billing admin (never commit these):\n- 60417392 unused\n- 27749105 unused",
       "60417392")],
     ["合并记录：\n- 7d1e9a2 登录限流改为每分钟五次\n- 0b3c5f8 修复 token 刷新"]),
    ("a demo account's password is a real one",
     [("给客户的演示账号 demo07，演示密码：Kiwi#2031pear", "Kiwi#2031pear")],
     ["README 里的示例密码是 changeme123，生产环境不用"]),
    ("base64 of pairs is data only when its decoding holds nothing the redactor takes",
     [("door panel auth token: cGluPTY2MTcmZG9vcj1lYXN0", "cGluPTY2MTcmZG9vcj1lYXN0")],   # pin=6617&door=east
     ["the feed's cursor token is c2tpcD00MCZsaW1pdD0yMDAw, plain paging"]),           # skip=40&limit=2000 (a guard)
    ("a constructor named for a trace, a span or a commit takes public ids",
     [],
     ["const ctx = new SpanContext('a1c9e04f7b2d4e6f8a0b3c5d7e9f1a2b', '7f3e9a1c5b2d4e60');",   # damaged on r13
      "const head = new Commit('9c4e1a7b3d5f2e8a6c0b9d1f3e5a7c9b1d3f5e7a', 'release/2.0');"]),  # damaged on r13
    ("a value never ends inside its word: the rest after a symbol goes too",
     [("The kiosk password is Marlin4dor&7q for the lobby", "&7q"),
      ("the vpn password changed to Gecko9;Lamp2 this morning", "Lamp2"),
      ("新的数据库密码是 Birch5;Vane8 ，别外传", "Vane8"),
      ("the root password is Quill7x>Moss3", "Moss3")],
     ["Server=db01;Database=ledger;User Id=app;Password=[已脱敏:password];Encrypt=true",
      "The admin's password was rotated; its owner's laptop too.",
      "<td>password</td><td>rotated</td>"]),
    # the three the review left open (kept on r13, caught on main), fixed by the lead on the merge
    ("an example's value is kept only in a text about documentation",
     [("QA login for the sandbox: tester@kiln.dev, dummy password is Harbor2031!", "Harbor2031!"),
      ("Nobody changed it: the sample password is Otter#Lane55 and prod still accepts it.", "Otter#Lane55"),
      ("测试账号 qa01 的示例密码是 Lotus!7788，线上也能登", "Lotus!7788")],
     ["The quick-start guide says the sample password is changeme123; replace it before deploying.",
      "教程里的示例密码是 changeme123，自己部署时请改掉"]),
    ("a hash's name after for / with / using is the algorithm a key serves, no id",
     [("stripe-style webhook signing secret for sha256: 7d2f9c41ab08e6d35f1c", "7d2f9c41ab08e6d35f1c")],
     ["release artefact checksum sha256: 4be2a9c17f03d8e6b5a1c2d4e6f8091a3b5c7d9e1f20436587a9bcdef0123456"]),
    ("an entry's name after where it is kept is words; a part mixing digits and letters is a password",
     [("the password for the NAS, in Bitwarden: Heron/Quill/58k", "Heron/Quill/58k")],
     ["the NAS admin password is in Bitwarden: Infra/Storage",
      "deploy key: ~/.ssh/id_ed25519 on the build host"]),
]


# Found on the round-13 blind set after its runs (blind-informed; phrasings here are new): three
# classes the shipped rules missed
CASES_LEAD13 = [
    ("a percent sign in a password is no URL escape unless the escape is printable ASCII or UTF-8",
     [("    environment:\n      - POSTGRES_PASSWORD=Maple%9921", "Maple%9921"),
      ("REDIS_PASSWORD=Tundra%87fox", "Tundra%87fox")],
     ["Cookie: tz=Europe%2FBerlin; campaign=Winter%20Deals%202025",
      "Cookie: q=%E6%97%A5%E5%BF%97; view=compact"]),
    ("a cookie's value ends at Chinese punctuation or text",
     [("浏览器里复制的：Cookie: PHPSESSID=4f1c9e0a7b3d5f2e8c6a9d1b; keep_login=Zq8LmN2pXw4RtY6uVb1KcH3jDf5GsA7e，别发到群里",
       "Zq8LmN2pXw4RtY6uVb1KcH3jDf5GsA7e")],
     ["Cookie: theme=dark; lang=zh-CN，这两个没关系"]),
    ("a signed link's sign= parameter is its signature",
     [("临时下载地址：https://dl.fernhill.cn/f/8812?sign=3e7a9c1d5b0f2e4a6c8d0b1f3a5c7e9d2b4f6a8c&t=1767225600",
       "3e7a9c1d5b0f2e4a6c8d0b1f3a5c7e9d2b4f6a8c")],
     ["the form posts to https://app.fernhill.cn/account?step=2&sign=up"]),
]


class LeadTests13(RedactionMechanisms, CountingCase):
    """The lead's blind-informed case table through RedactionMechanisms."""

    MECHANISMS, NEGATIVES = RedactionMechanisms.mechanisms_of(CASES_LEAD13)


class ReviewTestsRV13(RedactionMechanisms, CountingCase):
    """The review's case table through RedactionMechanisms."""

    MECHANISMS, NEGATIVES = RedactionMechanisms.mechanisms_of(CASES_RV13)


class ReviewStoreRV13(Case):
    """The same leaks through the real CLI: nothing of the secret in any file under the root."""

    def test_nothing_of_a_kept_role_secret_reaches_the_root(self):
        for text, secret in [("etcdctl put /config/billing/smtp_password Lantern-Quay-204", "Lantern-Quay-204"),
                             ("The kiosk password is Marlin4dor&7q for the lobby", "7q for"),
                             ("password: Wq4/Tn8e/Ry2u", "Tn8e")]:
            self.cli("remember", text, "--category", "config")
            with self.subTest(text=text):
                self.assertEqual(self.files_containing(secret), [])


class TypedValuesInErrors(Case):
    """An error quotes what was typed: a short password typed in the wrong place (no word names it,
    no token shape marks it) is masked there, since the message says it was typed; a word, a
    number, a memory id stay, so the message still helps."""

    SHORT = "Vx5!kr9"   # shaped like a password, too short for the redactor to take without a word naming it

    def test_a_short_password_typed_as_an_argument_is_not_echoed(self):
        self.cli("remember", "the staging database is Postgres 16", "--category", "config")
        cases = [
            (("remember", "x y z", "--category", self.SHORT), 1),   # unknown category 'x'
            (("recall", "postgres", "--top-k", self.SHORT), 2),     # argparse: 'x' is not a whole number
            (("recall", "postgres", "--room", self.SHORT), 1),      # unknown room 'x'
            (("show", self.SHORT), 1),                              # 'x' is not a memory id
            (("recall", "postgres", "staging", self.SHORT), 2),     # unrecognized arguments: x
        ]
        for args, code in cases:
            with self.subTest(args=args):
                proc = self.cli(*args, code=code)
                self.assertIn("error", proc.stderr)
                self.assertNotIn(self.SHORT, proc.stderr + proc.stdout)   # main echoed it in all five
                self.assertIn("[已脱敏:password]", proc.stderr)

    def test_plain_values_are_still_shown(self):
        self.assertIn("'ops'", self.cli("recall", "postgres", "--room", "ops", code=1).stderr)
        self.assertIn("'ten'", self.cli("recall", "postgres", "--top-k", "ten", code=2).stderr)
        self.assertIn("unrecognized arguments: extra words", self.cli("recall", "postgres", "extra", "words", code=2).stderr)
        self.assertEqual(hermes_lite.shown("unknown room 'dev2024'; rooms: decisions"),
                         "unknown room 'dev2024'; rooms: decisions")


if __name__ == "__main__":
    unittest.main()
