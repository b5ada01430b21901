"""Redaction mechanisms that generalise (issue 28, second round): each family is recognised by
what the value is and where it stands, not by the sentence. The sentences here were written for
these tests (none is taken from a bench set); each positive names the secret that must go, each
negative must come back unchanged."""
from __future__ import annotations

import sys
import unittest
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from helpers import *  # noqa: E402,F401,F403

# (text, the secrets in it): one family per block
POSITIVE = [
    # a run of ordinary words after a verb of getting in: announced by a colon, on the next line,
    # set in Chinese text, or ending its clause
    ("The archive on the NAS decrypts with:\nbanjo lemon pivot saddle orbit", ["banjo lemon pivot saddle orbit"]),
    ("Mount the travel drive; unlock it with: sparrow cactus velvet mirror", ["sparrow cactus velvet mirror"]),
    ("tomb 打开的时候敲 glacier pepper anchor violet 即可", ["glacier pepper anchor violet"]),
    ("The backup tool will want this: harbor kettle meadow puzzle ribbon - no capitals.", ["harbor kettle meadow puzzle ribbon"]),
    ("Unseal phrase is walnut desert comet timber lantern, keep it offline.", ["walnut desert comet timber lantern"]),
    ("Cold wallet seed phrase - zebra cloud maple drift canyon velvet orbit lunar piano ember frost sail",
     ["zebra cloud maple drift canyon velvet orbit lunar piano ember frost sail"]),
    ("ssh-agent asks for the key passphrase: cobalt-ferry-nectar-19", ["cobalt-ferry-nectar-19"]),
    # recovery and backup codes: every code of the list, across lines
    ("Bitbucket backup codes, printed once:\n71c3e-0b9a4\n5fd20-c81e7\n9e04b-36a1d", ["71c3e-0b9a4", "5fd20-c81e7", "9e04b-36a1d"]),
    ("Recovery codes for the billing owner: 4k7p2m9x 8q3w6e1r z5t2y8u4.", ["4k7p2m9x", "8q3w6e1r", "z5t2y8u4"]),
    ("账号的备用码：6620 1934，8815 2047，请存进保险柜。", ["6620 1934", "8815 2047"]),
    # one-time codes stated as credentials
    ("The bank's SMS code is 730415, use it before it lapses.", ["730415"]),
    ("动态码 582907 发我了，帮我登一下报销系统。", ["582907"]),
    ("Okta pushed the OTP: 26114", ["26114"]),
    ("I typed 904381 when Slack asked for the 2FA code", ["904381"]),
    # TOTP seeds: otpauth URIs and grouped base32
    ("otpauth://totp/Corp:jo@corp.io?secret=MFRGGZDFMZTWQ2LK&issuer=Corp", ["MFRGGZDFMZTWQ2LK"]),
    ("Authenticator key, typed by hand: mz4q xw7b kp2r tn6d fh3s", ["mz4q xw7b kp2r tn6d fh3s"]),
    # query-string keys, session ids and cookies
    ("Polling https://api.quotes.example/v1/latest?base=EUR&appid=9c41e0a7d2b85f36c1e94a0d7b3f28e5 hourly",
     ["9c41e0a7d2b85f36c1e94a0d7b3f28e5"]),
    ("Cookie: lang=de; _shop_session=Qm9ndXNTZXNzaW9uVmFsdWUxMjM0NTY; theme=dark", ["Qm9ndXNTZXNzaW9uVmFsdWUxMjM0NTY"]),
    ("把后台的 session id 拷出来了：w8r2t6y9u1i4o7p3a5s0d2f8g4h6j1k3", ["w8r2t6y9u1i4o7p3a5s0d2f8g4h6j1k3"]),
    ("Sentry: https://7c2e9a4b1d8f3e6a0b5c9d2e7f1a4b8c@o42.ingest.sentry.io/77", ["7c2e9a4b1d8f3e6a0b5c9d2e7f1a4b8c"]),
    # a secret given in pieces: the piece after a redacted one
    ("She spelled the DB password in two goes: \"Lm4#qTz8\" and then \"Wv2!pRx6\".", ["Lm4#qTz8", "Wv2!pRx6"]),
    # credentials in prose and code without a credential keyword
    ("The conference room tablet opens with #K9mQ2vTz7Lp", ["#K9mQ2vTz7Lp"]),
    ("When sudo prompts on gw-3, it's !Rq7vL2mZp9", ["!Rq7vL2mZp9"]),
    ("conn = DriverManager.getConnection(\n    url,\n    \"report_ro\",\n    \"Gr4nite.Falls88\");", ["Gr4nite.Falls88"]),
    ("htpasswd -b /etc/apache2/.htpasswd preview Nq8vTz2LmX4p  # staging only", ["Nq8vTz2LmX4p"]),
    ("QQ 邮箱的授权码 qwertzasdfghyxcv 已经开通", ["qwertzasdfghyxcv"]),
    # more positions: a noun and a short phrase before the value, pieces, jars, exports
    ("Cookie 值：_csrf_session=5e8d2c7a1f4b9e3d6a0c8f2b7e1d4a9c", ["5e8d2c7a1f4b9e3d6a0c8f2b7e1d4a9c"]),
    ("签名密钥分两条发：第一条 Hq7Lz2Wm9Kp4，第二条 Tv3Nx8Rb5Jc1", ["Hq7Lz2Wm9Kp4", "Tv3Nx8Rb5Jc1"]),
    (".shop.example\tTRUE\t/\tTRUE\t1767225600\tcart_auth\tz7y6x5w4v3u2t1s0r9q8", ["z7y6x5w4v3u2t1s0r9q8"]),
    ("otpauth-migration://offline?data=Q2hhcmxpZUJyb3duU2VjcmV0U2VlZA", ["Q2hhcmxpZUJyb3duU2VjcmV0U2VlZA"]),
    ("https://maps.example.cn/geocode?city=杭州&ak=Rb8Tm2Qx7Lp4Wz9Nc3Vh", ["Rb8Tm2Qx7Lp4Wz9Nc3Vh"]),
    ("运维机二次验证的种子是 MZXW6YTBOI2DKNRX", ["MZXW6YTBOI2DKNRX"]),
    ("The vault safe combination is 31-07-22", ["31-07-22"]),
    ("Windows recovery key: 402193-118206-573904-220187-661045-909312-145560-730021",
     ["402193-118206-573904-220187-661045-909312-145560-730021"]),
    # round three: a value repeated later without its keyword goes everywhere
    ("The staging DB password is now Tq7!wRz2Kd; paste Tq7!wRz2Kd into the CI variables too.", ["Tq7!wRz2Kd"]),
    ("新的口令 Hv5#pLm9Qz 已经生效，记得在 Grafana 里也换成 Hv5#pLm9Qz。", ["Hv5#pLm9Qz"]),
    # multi-word secrets: words joined by underscores, a quoted passphrase after what it locks,
    # a numbered seed sheet after a wallet word
    ("VeraCrypt container on the USB stick: pelican_harvest_tunnel_ginger", ["pelican_harvest_tunnel_ginger"]),
    ("Our KeePassXC database master is \"mango violet anchor rumble\", nobody else has it.", ["mango violet anchor rumble"]),
    ("Ledger backup card for the ops wallet\n1. fossil 2. velvet 3. harbor 4. candle 5. orbit 6. timber\n"
     "7. meadow 8. pepper 9. lantern 10. glacier 11. ribbon 12. sparrow",
     ["1. fossil 2. velvet 3. harbor", "10. glacier 11. ribbon 12. sparrow"]),
    # TOTP seeds: in an authenticator constructor, after a Chinese verb of filling in
    ("mfa = pyotp.TOTP(\"KRSXG5CTMVRXE3LU\")", ["KRSXG5CTMVRXE3LU"]),
    ("身份验证器里手动加一条，密钥填入 GEZDGNBVGY3TQ6JQ 就好", ["GEZDGNBVGY3TQ6JQ"]),
    # a password right after a well-known account name; the second piece past its connector
    ("Jump host is admin / Wq8vRt3zNp2x for now", ["Wq8vRt3zNp2x"]),
    ("Logged into the router with root and Kp4mZx9Tq2Lw yesterday", ["Kp4mZx9Tq2Lw"]),
    ("The PIN's first half is Rz4Kp9 and the other half, kept by Lea, is Qm7Wx2", ["Rz4Kp9", "Qm7Wx2"]),
    ("Put it in Aegis by hand: NBSWY3DPEB3W64TM", ["NBSWY3DPEB3W64TM"]),
    ("Seed for the cold wallet, one word a line:\n1 fossil\n2 velvet\n3 harbor\n4 candle\n5 orbit\n6 timber\n"
     "7 meadow\n8 pepper\n9 lantern\n10 glacier\n11 ribbon\n12 sparrow", ["9 lantern", "12 sparrow"]),
    ("The mfa seed for the ops account: MFZWIZLTORSWC3TF", ["MFZWIZLTORSWC3TF"]),
    # a code of the list without a digit, shaped like its neighbours
    ("2FA backup codes: 8fk2-p9qa, wxyz-mnop, 3jd7-q0ls", ["8fk2-p9qa", "wxyz-mnop", "3jd7-q0ls"]),
    # round four: a run of ordinary words judged by its shape right after a passphrase cue (any
    # phrasing before the colon), with what is glued to its last word; "; it's X" keeps the clause
    ("The words that unlock the offline vault: tiger marble violin spruce canyon", ["tiger marble violin spruce canyon"]),
    ("My KeePass master passphrase — that's Tundra-Maple-Cobalt-Fig-88 — never on a work laptop.",
     ["Tundra-Maple-Cobalt-Fig-88"]),
    ("The NAS asks for its LUKS passphrase; it's Harbor-violin-quartz-mango7.", ["Harbor-violin-quartz-mango7"]),
    ("解密这个归档的口令：walnut ember cactus ribbon harbor", ["walnut ember cactus ribbon harbor"]),
    # a seed of 12+ words in brackets or after a colon, a wallet or seed word before it (EN, ZH)
    ("Emergency wallet card [orbit fancy lemon drift canyon velvet mirror sparrow cactus harbor kettle meadow] in the safe",
     ["orbit fancy lemon drift canyon velvet mirror sparrow cactus harbor kettle meadow"]),
    ("冷钱包抄下来的那串：ozone lumber prism hazard vivid crane anchor mosaic tundra ribbon falcon ember，别拍照。",
     ["ozone lumber prism hazard vivid crane anchor mosaic tundra ribbon falcon ember"]),
    # a spoken code word: CJK then digits after a pass-phrase noun
    ("接头暗号是长江黄河2024，别外传。", ["长江黄河2024"]),
    ("值班室的口令：青山绿水88", ["青山绿水88"]),
    # any X码 before a list of two codes or more
    ("谷歌账号的应急码是 K4P9-ZX2M / 7QRT-W8NB / HJ3K-9VMC", ["K4P9-ZX2M", "7QRT-W8NB", "HJ3K-9VMC"]),
    ("保底码：TR7W-9XKP，QZ4M-2NDB", ["TR7W-9XKP", "QZ4M-2NDB"]),
    # a base32 seed on any TOTP tool's command line
    ("totp-cli add github JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP", ["JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP"]),
    ("oathtool --totp --base32 GEZDGNBVGY3TQOJQGEZDGNBV  # 运维机", ["GEZDGNBVGY3TQOJQGEZDGNBV"]),
    # a device code (RFC 8628: consonants and digits in groups of four) after a verb of entering
    ("Go to the pairing page and type GHJK-MNPQ to sign the TV in.", ["GHJK-MNPQ"]),
    ("在电视上输入 BCDF-2XZQ 完成绑定。", ["BCDF-2XZQ"]),
    # a random query value in a link that lets its holder in, whatever the parameter's name
    ("Activation link: https://id.example.org/activate?u=42&a=k3x9q2m7w4z8p1r6t5y0b2n8", ["k3x9q2m7w4z8p1r6t5y0b2n8"]),
    ("免密登录链接 https://a.example.cn/l?x=q8w2e4r6t8y0u1i3o5p7a9s2 今天有效", ["q8w2e4r6t8y0u1i3o5p7a9s2"]),
    # a UUID after a name glued to a credential word
    ("浏览器里拿到的 authtoken=3c9e1f7a-5b2d-4e8f-9a1c-7d3e5f2a4b6c，先别发群里", ["3c9e1f7a-5b2d-4e8f-9a1c-7d3e5f2a4b6c"]),
    # a second code in the sentence of a redacted one, after a verb that takes a value
    ("The lab door opens with 4471902 and the cabinet next to it wants 66130825.", ["4471902", "66130825"]),
    ("门禁密码 882913，保险柜用 20481632。", ["882913", "20481632"]),
    ("gauth add work KRUGS4ZANFZSAYJAONSWG4TFOQFA", ["KRUGS4ZANFZSAYJAONSWG4TFOQFA"]),
    # a random path segment after a login word that is a whole segment of the path (EN, ZH)
    ("reset url: https://example.org/pw/reset/MjQ/c4x-8b2f7e9d1a3c5e7f9b1d3/", ["c4x-8b2f7e9d1a3c5e7f9b1d3"]),
    ("邀请入口 https://example.cn/invite/accept/a3f9k2m8q7w1z4x6c5v0b2n8 今晚过期", ["a3f9k2m8q7w1z4x6c5v0b2n8"]),
    ("Your Slack confirmation code: 384-291", ["384-291"]),
    ("The garage keypad code is 4471", ["4471"]),
    # any "X codes / X tokens / X码" before codes not of one series; pairing codes; a random string
    # of 12-15 characters needs no context either
    ("Break-glass codes for the AWS root: 9f3k-2m8q, 7x1z-4w6c, 5v0b-2n8r", ["9f3k-2m8q", "7x1z-4w6c", "5v0b-2n8r"]),
    ("Emergency access tokens: ea81-93kq-pq72 / zz41-m2n8-k0p3", ["ea81-93kq-pq72", "zz41-m2n8-k0p3"]),
    ("the TV shows pairing code 73-88-41", ["73-88-41"]),
    ("配对码 482917 已发到手机", ["482917"]),
    ("进服务器的那串是 Rm4vQ8zT2kLp，别发群里", ["Rm4vQ8zT2kLp"]),
    ("门卫那边的暗语是：芝麻开门77", ["芝麻开门77"]),
    ("curl -b 'xsession_token=1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e' https://admin.example.io", ["1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e"]),
]

NEGATIVE = [
    "The password needs twelve characters, one digit and one symbol.",
    "Backup codes are regenerated each quarter; the last batch was issued 2025-03-31.",
    "Recovery codes are ten characters long and each works once.",
    "验证码为 6 位数字，10 分钟内有效。",
    "Your one-time code expires in 300 seconds.",
    "The token budget for this run is 150000 tokens.",
    "Unlock with: the hardware key on your desk",
    "Log in via SSO, then open the billing tab.",
    "Key takeaway: latency dominates the tail everywhere",
    "It will want a reboot after the driver update finishes",
    "docs: otpauth://totp/LABEL?secret=SECRET&issuer=ISSUER is the URI format",
    "go.sum: golang.org/x/text v0.14.0 h1:ScX5w1eTa3QqT8oi6+ziP7dTV1S2+ALU0bI+0zXKWiQ=",
    "The tutorial shows `redis-cli -a yourpassword` as a placeholder.",
    "测试账号 13912345678，登录后在设置页改昵称。",
    "template: password: ****、token: xxx, filled in by CI",
    "解压 backup_2025Q1.7z 后把 readme 发我",
    "Cookie: theme=dark; lang=en-GB",
    "docker run --secret source=db_pw,target=/run/secrets/db_pw app",
    "pytest -k test_cut_then_redact3 -x",
    "Tenant 5e1f9a2c-3b4d-4e6f-8a9b-0c1d2e3f4a5b owns the bucket; commit 9fceb02 added it.",
    "Public key fingerprint: SHA256:nThbg6kXUpJWGl7E1IGOCspRomTxdCARLviKw6E5SY8",
    "Passphrase policy: four random words minimum",
    "Enter: project name, owner email, cost centre",
    "DKIM record: v=DKIM1; k=rsa; p=MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQC3x7",
    "Logo as base64: iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk",
    "GET /items?partitionKey=tenant42&rowKey=2025",
    "The seed for the shuffle is 20250314",
    "The session cookie is named 'connect.sid' in Express",
    "token 已脱敏：sk-****abcd",
    "Kubernetes secret name: prod-db-credentials, key: password",
    "ConnectionStrings: Server=sql01;Database=App;Trusted_Connection=True",
    "Shipped the backup codes screen (#812) and closed ticket 2025-0417",
    "Cookie: theme=dark; lang=en-GB; consent=analytics",
    "token = jwt.encode(payload, settings.SECRET_KEY, algorithm='HS256')",
    # commands and lists after a verb of typing are no passphrase
    "To restart, type sudo systemctl restart nginx service",
    "In the terminal enter docker compose up detach build",
    "The app asks for camera microphone location contacts permissions",
    "Unlock with: face id touch id",
    "输入 git status log diff stash 查看改动",
    "https://blog.example/list?author=JaneDoe2024writes&page=2",
    "https://shop.example/search?keyword=redis7cluster2024x",
    "Key phrase: customer churn drivers analysis",
    "Search phrase: cheap flights paris london",
    # round three: code names with a sigil, an auth scheme, lists and settings
    "Mark the page @ComponentV2 and its state @Local, the child takes @Param.",
    "新建页面用 @ComponentV2 装饰器，旧的 @Component 先别动。",
    "Steps: 1. build 2. test 3. deploy 4. verify 5. release 6. tag 7. push 8. notify 9. close 10. archive 11. report 12. review",
    "Disk encryption: enabled on every laptop since the audit.",
    "超时时间填 30 秒，重试次数设为 3 次。",
    "ssh root@10.0.4.7 and restart the agent",
    "admin, editor and viewer are the three roles",
    "Set-Cookie: consent=analytics%3Dfalse; Path=/; SameSite=Lax",
    "Cookie: lang=zh-CN; theme=light",
    "The deploy key is ~/.ssh/id_ed25519 (私钥 id_ed25519)",
    "Authorization: Bearer <your token here>",
    "admin, ops2024 team and the on-call rotation get paged",
    "postgres with TimescaleDB2 extension is what we run",
    "Recovery steps: 1. boot 2. mount 3. check 4. repair 5. verify 6. reboot 7. login 8. test 9. backup 10. notify 11. close 12. report",
    "Build b3f9c2a1d4e5 is the one QA tested; b3f9c2a1d4e5 ships Monday.",
    # round four: word lists after a colon that name no passphrase; UUIDs as ids; public random ids
    # in links that let no one in; tool names; codes of no list; lengths after 口令
    "Install these packages: numpy scipy pandas matplotlib",
    "Wallet features (send receive swap stake bridge) are in the sidebar.",
    "关键词：apple banana cherry grape",
    "Phrase book entries: hello thanks goodbye farewell",
    "The master branch: feature signup billing search",
    "Request id=7f3a1c9e-2b4d-4e6f-8a0c-1d2e3f4a5b6c for the failed call.",
    "请求编号 trace_id=4bf92f35-77b3-4da6-a3ce-929d0e0e4736，日志里能查到。",
    "Video: https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG",
    "photo https://images.example.com/p.jpg?w=800&fit=crop&ixid=MnwxMjA3fDB8MHxwaG90by1wYWdlfHx8fGVufDB8fHx8",
    "Reset docs: https://example.com/reset?commit=9fceb02d0ae598e95dc970b74767f19372d61af8",
    "max_tokens=4096, tiktoken==0.7.0, tokenizer=bert-base-uncased",
    "oathtool --totp -b \"$TOTP_SEED\"",
    "Press Enter then type TODO-NEXT to continue.",
    "错误码 E1234-X9 / E2234-Y8 表示超时",
    "二维码：见附件，邮编：310000",
    "口令：至少8位，含大小写。",
    "暗号的意思是事先约定的话。",
    "satoken 是 sa-token 框架默认的 cookie 名。",
    "The wifi password changed; the job takes 360000 ms and the cache holds 250000 entries.",
    "客服号码是 400-820-8820 和 021-6888-1234",
    "https://github.com/acme/auth-service/commit/9fceb02d0ae598e95dc970b74767f19372d61af8",
    "https://github.com/acme/login/blob/3f9a1c2e7b4d8a6f0e1c9b3a5d7f2e4c6a8b0d1e/src/app.ts",
    "验证链接 https://example.com/auth/verify/7d9f3a1c-2b4e-4f6a-8c0d-1e2f3a4b5c6d 里的是请求编号",
    "https://example.com/login/oauth/authorize?client_id=Iv1.8a61f9b3a7aba766&redirect_uri=https://app.example.com/cb",
    "https://docs.example.com/auth/guides/getting-started-with-single-sign-on",
    # talk about a passphrase (a hint, a way of unlocking); word lists that are no seed (a 9-letter
    # word, a count no wallet uses); a URL in base64
    "密码提示：birthday cat name street",
    "Error codes: E1234-X9, E2234-Y8 mean a timeout",
    "Ticket keys: OPS-1234, OPS-1299 are blocked",
    "Tokens used: 1234 in, 5678 out; keys rotated 2024-05-01 and 2024-06-01",
    "邮政编码 310000，区号 0571",
    "家里 wifi 叫 ChinaNet-8F2K，路由器型号 TL-WDR7660v2",
    "def unlock_vault(passphrase: str) -> bool:",
    "在终端输入：git pull origin main",
    "Type these commands: make clean build test deploy",
    "Use getElementById and XMLHttpRequest; OAuth2ClientV3 wraps HTTP2ServerPush and S3BucketPolicy.",
    "Order #A7K2M9X4Q1Z8 shipped; Apple team id 7KQ2M9X4Q1; iPhone15ProMax build uses iOS17SDKBeta2.",
    "解锁方式：face fingerprint pattern passcode",
    "Password rules: four words minimum",
    "钱包支持的链（ethereum solana bitcoin polygon arbitrum optimism avalanche fantom cronos gnosis celo aurora）",
    "SSO: https://sso.example.com/saml?RelayState=aHR0cHM6Ly9hcHAuZXhhbXBsZS5jb20vZGFzaGJvYXJk",
]
CHANGED_TOO = [   # a measured value after a redacted password stays
    ("password: Tq7!wRz2Kd and the job takes 360000 ms", "takes 360000 ms"),
    ("密码是 Hv5#pLm9Qz，超时用 3000 毫秒", "超时用 3000 毫秒"),
]


class GeneralisingRedactionTest(CountingCase):
    def test_each_family_is_caught(self):
        for text, secrets in POSITIVE:
            out, labels = hermes_lite.redact(text)
            with self.subTest(text=text):
                for secret in secrets:
                    self.assertNotIn(secret, out)
                self.assertIn("[已脱敏:", out)
                self.assertTrue(labels)

    def test_negatives_are_kept(self):
        for text in NEGATIVE:
            with self.subTest(text=text):
                self.assertEqual(hermes_lite.redact(text)[0], text)

    def test_measured_values_after_a_redacted_one_stay(self):
        for text, kept in CHANGED_TOO:
            with self.subTest(text=text):
                out = hermes_lite.redact(text)[0]
                self.assertIn("[已脱敏:password]", out)
                self.assertIn(kept, out)

    def test_no_code_is_cut_in_part(self):
        # a second code after a redacted one is taken whole or not at all (never 88889999 of 88889999zz)
        out = hermes_lite.redact("门禁密码 882913，wifi 连的时候输 88889999zz")[0]
        self.assertNotRegex(out, r"\]zz")

    def test_a_passphrase_ends_at_its_comma(self):
        out = hermes_lite.redact("Vault unseal phrase is copper hollow meadow frozen engine, do not share.")[0]
        self.assertEqual(out, "Vault unseal phrase is [已脱敏:password], do not share.")

    def test_idempotent_and_context_kept(self):
        for text, _ in POSITIVE:
            once = hermes_lite.redact(text)[0]
            with self.subTest(text=text):
                self.assertEqual(hermes_lite.redact(once)[0], once)
        out = hermes_lite.redact("Bitbucket backup codes, printed once:\n71c3e-0b9a4\n5fd20-c81e7")[0]
        self.assertEqual(out, "Bitbucket backup codes, printed once:\n[已脱敏:recovery_code]\n[已脱敏:recovery_code]")

    def test_long_texts_without_a_match(self):
        # a cookie header of many short values and a long run of cue words: both come back
        # unchanged (nested repetition here once backtracked without end)
        header = "Cookie: " + "; ".join(f"k{i}=v{i}" for i in range(300))
        self.assertEqual(hermes_lite.redact(header)[0], header)
        cues = "验证码 " * 2000
        self.assertEqual(hermes_lite.redact(cues)[0], cues)
        # a placeholder of many x after a keyword (a value filter once backtracked exponentially on it)
        text = "client_secret: " + "x" * 60 + " and the rest of the note"
        self.assertEqual(hermes_lite.redact(text)[0], text)

    def test_a_redacted_value_goes_everywhere_but_short_values_do_not_spread(self):
        out = hermes_lite.redact("password: lantern42. Later lantern42 works on the replica; "
                                 "lantern42b is another host.")[0]
        self.assertEqual(out, "password: [已脱敏:password]. Later [已脱敏:password] works on the replica; "
                              "lantern42b is another host.")   # not the same value: a letter touches it
        text = "password: admin. The admin panel is at /admin."   # a short value is an ordinary word elsewhere
        self.assertIn("The admin panel is at /admin.", hermes_lite.redact(text)[0])

    def test_one_random_judge_for_the_redactor_and_the_digester(self):
        """mask_random_tokens (the digester's guard) asks the Redactor's judge: it masks exactly the
        runs Redactor.machine_made(public=True) finds random, so hashes the redactor keeps (public
        shapes) are masked for a digester, and a host name is kept by both."""
        redactor = hermes_lite.Redactor(hermes_lite.load_config()["security"])
        sha = "".join(("3b8f0c1e9a", "d27465b0c3", "e19f4a7d28", "6c5b0e13f9"))
        token = "".join(("Vk3pQ", "9zLw2", "Rt8xN", "m4Yb7", "Hc1Jd"))
        host = "r-7qk2m9x4w1z8.cache.example.net"
        for run, random in ((sha, True), (token, True), (host, False), ("bge-reranker-v2-m3", False)):
            with self.subTest(run=run):
                self.assertEqual(redactor.machine_made(run, public=True), random)
                masked = hermes_lite.mask_random_tokens(f"keep {run} here", {})
                self.assertEqual(run not in masked, random, masked)
        self.assertIn(sha, hermes_lite.redact(f"commit {sha} fixed it")[0])   # public to the redactor
        self.assertNotIn(token, hermes_lite.redact(f"the one I made today: {token}")[0])

    def test_gated_and_ungated_agree(self):
        ungated = hermes_lite.Redactor(hermes_lite.load_config()["security"], gated=False)
        for text in [t for t, _ in POSITIVE] + NEGATIVE:
            with self.subTest(text=text):
                self.assertEqual(ungated.redact(text), hermes_lite.redact(text))


# round five (issue 28, re-done): one block per mechanism, sentences written for these tests
MECHANISMS = {
    # 1. overlapping matches: the longer value wins, nothing of it is left beside a placeholder
    "longest": [
        ("passphrase: Otter gravel 19 lantern", ["Otter", "gravel 19 lantern"]),
        ("The LUKS phrase is plum Harbor7 sketch tide - ask before using it", ["plum Harbor7 sketch tide"]),
        ("备份盘的密码短语：Meadow clay 4 rivers，不要拍照", ["Meadow clay 4 rivers"]),
        ("the kiosk password is amber Tuesday 31 heron", ["amber Tuesday 31 heron"]),
        ("门禁密码是 Lotus Bay 88 东门", ["Lotus Bay 88"]),
        ("AKIAR5TX2QW8MZ4LPN7K:Bv6Hq2Wz9Lm4Tr8Xn3Kc7Pd1Fy5Gs0Ju2Ea8Io", ["AKIAR5TX2QW8MZ4LPN7K", "Bv6Hq2Wz9Lm4Tr8Xn3Kc7Pd1Fy5Gs0Ju2Ea8Io"]),
    ],
    # 2. key pairs: the secret half beside a redacted key id, positional second halves
    "pairs": [
        ("key id LTAI5tRw3Kq9Zm2Xn7Bv secret Pd4Xm8Qz2Lw7Rk3Tn9Vc6Bh1Jf", ["LTAI5tRw3Kq9Zm2Xn7Bv", "Pd4Xm8Qz2Lw7Rk3Tn9Vc6Bh1Jf"]),
        ("bucket = oss2.Auth('LTAI5tHq2Wm8Zx4Kr7Pn', 'Ws9Lq3Zm8Xr2Kt7Vn4Bp6Cd1Hf')", ["LTAI5tHq2Wm8Zx4Kr7Pn", "Ws9Lq3Zm8Xr2Kt7Vn4Bp6Cd1Hf"]),
        ("api = Client(\"reporter\", \"Quill8-Meadow!\")", ["Quill8-Meadow!"]),
        ("ftp.login('mirror', 'Sedge44.brook')", ["Sedge44.brook"]),
    ],
    # 3. authorization headers in any syntax
    "authorization": [
        ("requests.get(u, headers={'Authorization': 'Token 4e7d1c9a2b8f5e3d6c0a9b7f1e2d4c8a'})", ["4e7d1c9a2b8f5e3d6c0a9b7f1e2d4c8a"]),
        ("axios.get(u, { headers: { Authorization: 'Bearer Lk4Pz9Qw2Xm7Rt3Vn8Bc5Hd' } })", ["Lk4Pz9Qw2Xm7Rt3Vn8Bc5Hd"]),
        ("POST /v1/jobs HTTP/1.1\nAuthorization: Bearer Nq5Wz8Kx3Lm7Tr2Vp9Bc4Hd\n", ["Nq5Wz8Kx3Lm7Tr2Vp9Bc4Hd"]),
        ("curl -H 'authorization: basic c3ZjOlBlYmJsZTc3ODE=' https://x.example", ["c3ZjOlBlYmJsZTc3ODE="]),
    ],
    # 4. licence keys, code lists, hex or UUID values next to a secret word
    "keyed_shapes": [
        ("Licence for the profiler: 8KQ2M-ZX7RT-4WP9N-LB3VC", ["8KQ2M-ZX7RT-4WP9N-LB3VC"]),
        ("product key W3RT9-KM2QX-7ZPLN-B4VCH-8JDYF for the lab VM", ["W3RT9-KM2QX-7ZPLN-B4VCH-8JDYF"]),
        ("注册码：Q7KM-2XRT-9WPL-4ZNB", ["Q7KM-2XRT-9WPL-4ZNB"]),
        ("serial/licence: 9QW2K-7MZXR-4TPLN-B8VCH", ["9QW2K-7MZXR-4TPLN-B8VCH"]),
        ("the signing secret is 5a9e2c7f1b4d8e3a6c0f2b9d7e1a4c5f", ["5a9e2c7f1b4d8e3a6c0f2b9d7e1a4c5f"]),
        ("Backup codes:\n4q8z-7m2x\n9w3k-1r6t\n2p5v-8n4c", ["4q8z-7m2x", "9w3k-1r6t", "2p5v-8n4c"]),
    ],
    # 5. values handed over in prose without a credential keyword (EN, ZH), cookies, CLI tools
    "prose_cli_cookies": [
        ("进系统时要填的那串是 Pelican300.marsh", ["Pelican300.marsh"]),
        ("二楼打印机进去要 Gannet.5521.reed", ["Gannet.5521.reed"]),
        ("后台表单里填 Curlew#8840 就能过", ["Curlew#8840"]),
        ("Redis 的 auth 我改成了 Plover7713dune", ["Plover7713dune"]),
        ("集群其实有 auth 的，值就是 Tern5520Cove，别外传", ["Tern5520Cove"]),
        ("If the lock screen comes up, punch in Dunlin.4471.bay", ["Dunlin.4471.bay"]),
        ("to get past the boot prompt use Avocet-2290-Mire", ["Avocet-2290-Mire"]),
        ("what comes after your user name is Godwit.7783.Sand", ["Godwit.7783.Sand"]),
        ("用户名后面跟的那串是 Stilt.6614.fen", ["Stilt.6614.fen"]),
        ("ssh-keygen -p -P Knot.1290 -N Ruff.7731.bank -f ~/.ssh/id_ed25519", ["Knot.1290", "Ruff.7731.bank"]),
        ("curl -b 'sessionid=Wm7Kq2Zx9Lr4Tn8Vb3Pc' https://admin.example.io", ["Wm7Kq2Zx9Lr4Tn8Vb3Pc"]),
        ("document.cookie = 'remember_me=Hx3Qz8Lm2Wk7Rt4Vn9Bp; path=/'", ["Hx3Qz8Lm2Wk7Rt4Vn9Bp"]),
        ("7z x -pGrebe7719moor dump.7z", ["Grebe7719moor"]),
        ("printf '%s' 'Brant.6620.Hook' | gh auth login --with-token", ["Brant.6620.Hook"]),
        ("echo -n 'Scaup.4417.Pond' | wrangler secret put WEBHOOK_TOKEN", ["Scaup.4417.Pond"]),
        ("netlify env:set SMTP_PASS <<< 'Garganey#3381'", ["Garganey#3381"]),
        # a human-made password by its shape alone: a capitalised word, digits, a word, joined by . # ! @
        ("The tarball from finance unpacks with Shoveler.6624", ["Shoveler.6624"]),
        ("你跟他说是 Whimbrel.2207.marsh 就行", ["Whimbrel.2207.marsh"]),
        ("for the lab VPN I use kchen and Sanderling44.Reef", ["Sanderling44.Reef"]),
        ("I gave the auditor Thornbill.Gate.58 for the test box", ["Thornbill.Gate.58"]),
    ],
    # 6. round eight: a public cue that the value comes after is not the value's name ("after the
    # address is X"); a list item's key ends on its cue (db.password.0=)
    "after_and_indexed": [
        ("For the kiosk mailbox, what you type after the address is Puffin71!harbor", ["Puffin71!harbor"]),
        ("the string after the fingerprint on the card is Razorbill.8830.cliff", ["Razorbill.8830.cliff"]),
        ("spring.datasource.password.1=Wq8Zk3Lm7Xr2Tn9V", ["Wq8Zk3Lm7Xr2Tn9V"]),
        ("jdbc 配置：\nds.password.2: Pz4Kq9Wm2Lx7Rt3N", ["Pz4Kq9Wm2Lx7Rt3N"]),
    ],
    # 7. round eight, own probes: a password glued to -p after the operands (7z, unrar, mysql) in
    # any secret shape; a signing call's key literal, whatever variable stands before it
    "glued_flag_and_signing_calls": [
        ("unzip the dump first: 7z x nightly.7z -oout -pQwhRtzLmnBvKx", ["QwhRtzLmnBvKx"]),
        ("mysqldump -uroot -pZkTrwQmxLpVn shop > shop.sql", ["ZkTrwQmxLpVn"]),
        ('signed = jwt.encode(claims, "Vb7Rk2Qm9Lx4Wz8Tn3Hp6Jc", algorithm="HS512")', ["Vb7Rk2Qm9Lx4Wz8Tn3Hp6Jc"]),
        ("mac = hmac.new(body, 'Tq4Lz9Wm2Kx7Rb3N', 'sha256')", ["Tq4Lz9Wm2Kx7Rb3N"]),
    ],
    # 8. base64 of JSON carrying a random blob (an encrypted cookie) or naming a credential; a
    # provider token that is a prefix and hex (no typed id)
    "encoded_json_and_hex_tokens": [
        ("the xsrf cookie was eyJpdiI6Ik5xN0t6MldtOUx4NFJ0OEJ2M0hwPT0iLCJ2YWx1ZSI6IlRrOW1RMnhMN3pXNFJwOE52M0JjNkhqMVlmNUtxMFQ9In0= at the time",
         ["eyJpdiI6Ik5xN0t6MldtOUx4NFJ0OEJ2M0hwPT0iLCJ2YWx1ZSI6IlRrOW1RMnhMN3pXNFJwOE52M0JjNkhqMVlmNUtxMFQ9In0="]),
        ("registry blob: eyJhdXRocyI6IHsicmVnLmV4YW1wbGUuaW8iOiB7InVzZXIiOiAiY2kifX19",
         ["eyJhdXRocyI6IHsicmVnLmV4YW1wbGUuaW8iOiB7InVzZXIiOiAiY2kifX19"]),
        ("PULUMI_ACCESS_TOKEN aside, the CI also had pul-3c9e1a7f5b2d8e4a6c0f9b1d3e5a7c2f4b6d8e0a in a log line",
         ["pul-3c9e1a7f5b2d8e4a6c0f9b1d3e5a7c2f4b6d8e0a"]),
        ("bkua_5e2a9c7f1b3d8e6a4c0f2b9d7e1a3c5f8b6d4e2a", ["bkua_5e2a9c7f1b3d8e6a4c0f2b9d7e1a3c5f8b6d4e2a"]),
    ],
    # 9. pairs: the half after a redacted id of any kind, and a network's key after its name
    "pairs_after_any_id": [
        ("GitHub OAuth app: Iv1.3f8a2c9e7b1d4a60 / 7c1e9a4f2b8d6e3a0c5f9b7d1e4a2c8f6b3d0e9a",
         ["Iv1.3f8a2c9e7b1d4a60", "7c1e9a4f2b8d6e3a0c5f9b7d1e4a2c8f6b3d0e9a"]),
        ("key pair for the bucket: LTAI5tQw8Zk2Lm7Rx4Tn / Hp3Vb9Nc6Qw2Zk8Lm5Rx1Tn7Jf4", ["LTAI5tQw8Zk2Lm7Rx4Tn", "Hp3Vb9Nc6Qw2Zk8Lm5Rx1Tn7Jf4"]),
        ("ldap bind: uid=sync,ou=svc,dc=corp,dc=lan / Wz8Kq3Lm7Xr2", ["Wz8Kq3Lm7Xr2"]),
        ("$h = new PDO('pgsql:host=db', 'ro', 'o=Tq7kLz2Wm9');", ["o=Tq7kLz2Wm9"]),   # no DN: one component, no comma
        ("  become_password: \"{{ 'Nq4#Lz8wRk2p' | password_hash('sha512') }}\"", ["Nq4#Lz8wRk2p"]),
        ("wifi: Kestrel / 9vRq2LmXw7", ["9vRq2LmXw7"]),
        ("热点 Pixel8，Wq7#zLm2kX", ["Wq7#zLm2kX"]),
    ],
    # 10. a value written into a file whose name ends on a credential word
    "written_to_a_credential_file": [
        ("set up borg: echo 'lantern copper tundra willow' > ~/.config/borg/passphrase", ["lantern copper tundra willow"]),
        ("printf '%s' 'Hq2mZ8xWk4' | sudo tee /etc/app/db_pass.txt > /dev/null", ["Hq2mZ8xWk4"]),
        ("echo Rz7kLq2Wm9 >> .vault_pw", ["Rz7kLq2Wm9"]),
    ],
    # 11. the rejects below leave real values alone: a literal pass: source, a lower-case hex key,
    # a real bearer token, a password beside a quoted type
    "beside_the_public_shapes": [
        ("openssl rsa -in k.pem -out k2.pem -passout pass:Wq9#zLm2Kx", ["Wq9#zLm2Kx"]),
        ("the HMAC signing key is 7c1e9a4f2b8d6e3a0c5f9b7d1e4a2c8f", ["7c1e9a4f2b8d6e3a0c5f9b7d1e4a2c8f"]),
        ("Authorization: Bearer Tz4mPq8WncLx2Rk7Vb9Qh3", ["Tz4mPq8WncLx2Rk7Vb9Qh3"]),
        ('{"type": "password", "value": "Mq4#Lz8wRk"}', ["Mq4#Lz8wRk"]),
    ],
    # 12. a human-made password of words and digits joined, handed over to get in; a user and its
    # password in one breath; a .pgpass line quoted in prose
    "handed_over_to_get_in": [
        ("the PIN the door panel wants is 42-harbor-913 before it opens", ["42-harbor-913"]),
        ("The VPN client takes cedar-pelican-2280 at the prompt.", ["cedar-pelican-2280"]),
        ("the phrase to get in is otter_Lantern614 for now", ["otter_Lantern614"]),
        ("投影仪 wifi 连的时候输 maple-ravine-3391 就可以", ["maple-ravine-3391"]),
        ("the build mailbox is ci-robot@build.example.org / walnut_Heron288 for now", ["walnut_Heron288"]),
        ("财务系统用 audit_ro 加上 Kestrel77@pine 就能进", ["Kestrel77@pine"]),
        ("我在 .pgpass 末尾补了 db-9.lan:5432:sales:etl:Zq8^rT!m4Lw2", ["Zq8^rT!m4Lw2"]),
    ],
    # 13. a secret spelled in pieces, the first one a word by its cue; Chinese words spaced apart, quoted
    "spelled_in_pieces": [
        ("The safe: first the word Copperleaf, then straight after it %2291!, all one string.", ["Copperleaf", "%2291!"]),
        ("保险柜口令：先是单词 Marbleway ，紧接着 &5530@ ，连在一起。", ["Marbleway", "&5530@"]),
        ("备份盘的恢复口令是“灯塔 松鼠 雨伞 钢琴”，别写在便签上。", ["灯塔 松鼠 雨伞 钢琴"]),
        ("To mount the archive you type pebble orchard violet comet at the prompt, then wait.", ["pebble orchard violet comet"]),
        ("[09:15] sam: the door code to get in is 31-lantern-778\n[09:16] me: ok", ["31-lantern-778"]),
    ],
    # 14. (round nine) a human-made password by its shape where credential context stands: after a
    # verb of typing, first in its clause before "gets you in", right after a user name, after a
    # credential noun and is/are/换成; more shapes (a word, digits, a capitalised word; words and
    # digits by dots)
    "human_made_in_credential_context": [
        ("When the gate panel beeps, key in maple.otter.47 and wait.", ["maple.otter.47"]),
        ("The kiosk is locked after six; Cobalt2019 gets you in.", ["Cobalt2019"]),
        ("old router: account 'netadmin', heron.pine.83", ["heron.pine.83"]),
        ("Give the auditor the creds: auditor2 + walrus7Maple", ["walrus7Maple"]),
        ("仓库门禁改成 birch.delta.62 了", ["birch.delta.62"]),
        ("the keypad code is now amber.quill.74", ["amber.quill.74"]),
        ("The NAS: admin/kettle4Raven", ["kettle4Raven"]),
        ("here you go: marble-kettle-0442", ["marble-kettle-0442"]),
        ("sign in as svc-report using tulip.canyon.58 please", ["tulip.canyon.58"]),
        ("进机房的码是 Lotus2291ab，别外传", ["Lotus2291ab"]),
    ],
    # 15. structure: a credential-named variable then a quoted value after a space (SetEnv, nginx),
    # -pX inside an argv list, a tencent-style SecretId by its shape, a TOTP key in groups after "key",
    # a recovery code of letters only before coded neighbours of its shape
    "structure_round_nine": [
        ('SetEnv MAIL_PASS "Lwz_hqmd-KE#p"', ["Lwz_hqmd-KE#p"]),
        ("subprocess.run(['pg_dump', '-Uetl', '-pWz8#kLm2Qr', 'sales'])", ["Wz8#kLm2Qr"]),
        ("tencent SecretId=AKIDqlmwkxrtnvbpchdjfgsyueaiokzmqr12", ["AKIDqlmwkxrtnvbpchdjfgsyueaiokzmqr12"]),
        ("No camera? type this key instead: MZXW 6YTB OI4D QNRV", ["MZXW 6YTB OI4D QNRV"]),
        ("Backup codes for the admin: pqrm-tazk 7hw2-k9dx b4nz-q8ve", ["pqrm-tazk", "7hw2-k9dx"]),
        ("rar a -hpVx7kQw2Lp photos.rar pics/", ["Vx7kQw2Lp"]),
    ],
}
MECHANISM_NEGATIVES = [
    # 4. ids beside no secret word stay, and licence names
    "Request 7c2e9a4b-1d8f-4e6a-9b5c-2d7e1f3a8b4c timed out at the gateway",
    "commit 5a9e2c7f1b4d8e3a6c0f2b9d7e1a4c5f0a1b2c3d reverted the flag",
    "licence: Apache-2.0, see LICENSE",
    "license: BSD-3-Clause",
    # 5. prose that names a way in but hands no value over
    "进去之后先看 2024 的目录",
    "punch in the hours by Friday",
    "what comes after your user name is a dot and the domain",
    "the auth is handled by the gateway",
    "passphrase: 14 characters minimum",
    "passphrase: see the runbook page",
    # 6. damage: a password rule eats no stand-in, policy value, URL part or remark
    "database:\n  user: app\n  password: xxx   # fill in locally",
    "密码：abcdef（自行填写）",
    "password: (none)",
    "password_min_length: 14",
    "DATABASE_URL=postgres://app@db.internal:5432/orders",
    # damage seen on agent sessions: amounts, emphasis, decorators, requirements, test output, assets
    "the staging cluster is ~$12k/month and falling",
    "chapter 3 wants **natbib** instead",
    "  price  Decimal @db.Decimal(10, 2)",
    "构建依赖写成 `setuptools>=69.0`",
    " PASS  src/api/__tests__/auth.test.ts",
    "echo done | tee token_refresh.log",
    "recall@10 rose to 0.81 and hit@5 to 0.93; Windows-11 and Office-365 builds pass",
    "see Platform_88211.html and Node.js docs; Java.17 is fine",
    "standup moved to Room.204; the offsite was April.2023",
    "GET https://api.example.io/v2/token/refresh and /auth/session are the endpoints",
    "cat <<< 'see the secrets page for the token'",
    "  - uses: actions/upload-artifact@release/v4",
    "dist/assets/index-Dq8Kx2Lm.js   41.2 kB",
    # code and shell in a session: a call, a struct literal, a shell variable, a template path,
    # a diff line, a domain-scoped label key
    "rows = qs.annotate(_cnt7=Sum('qty'))",
    "merge `**Path(root).iterdir()` first",
    "routes[r.Key] = Backend{Host: r.Host}",
    "- key: build-cache-$CI_PIPELINE_ID",
    "export PGPASS=\"${ANALYTICS_DB_PASSWORD:?unset}\"",
    "write to `exports/tenant=<id>/day=<YYYY-MM-DD>/chunk-0.csv`",
    "+  mode: strict\n+l4Balancer: true",
    "- { key: topology.kubernetes.io/zone, operator: In }",
    # 7. round eight: settings about a credential (the key's last word names what it holds), and
    # base64 of plain words (a fixture, an example)
    "PASSWORD_VALIDATORS = ['app.auth.StrongEnoughValidator']",
    "token_endpoint = 'https://login.example.org/oauth2/v2.0/token'",   # and a host named login.
    "the IdP redirects to https://login.acme-corp.io/realms/ops/protocol/openid-connect/auth",
    "SECRET_STORE_BACKEND: 'HashicorpVaultBackend'",
    "password_hasher: 'Argon2idHasher'  # was PBKDF2Sha256Hasher",
    "Round-trip check: base64 of 'good morning' is Z29vZCBtb3JuaW5n, see codec_test.go",
    "测试数据：U2VlIHlvdSBsYXRlcg== 解码后是 See you later",
    "Cite it as @inproceedings{LamportPaxos98, title={The Part-Time Parliament}}",
    # a verb of typing glued into a name; a variable's reference in quotes; curl's write-out;
    # a share; a hex range; a snake_case name; Markdown's bold closing on a word
    "gcloud compute instances create w1 --machine-type e2-standard-4 --zone europe-west4-b",
    "SASL: user_type=service_account, auth_type=oauthbearer",
    "psql --host db --username app --password \"$APP_DB_PW\" -c 'select 1'",
    "sasl.jaas.config: password=\"${SASL_PASSWORD}\"",
    "curl -s -o /dev/null -w '%{http_code} %{time_total}' https://status.example.org",
    "the canary got 12.5% of traffic; pass 97.5% of checks",
    "CAN ids: sensors 0x100-0x1FF, actuators 0x200-0x2FF",
    "<meta_key>catalogue_number</meta_key>",
    "- **Tokens are counted per model.** Each prompt is measured with the model's tokenizer",
    "SlurmNode: CPUs=64 Sockets=2 RealMemory=512000",
    "[Producer clientId=ledger-writer-3, transactionalId=ledger-tx] Transiting to ready",
    'key = "network/vpc-peering.tfstate"',
    "*** Add File: .env.sample\n+MAPS_API_KEY=\n+MAPS_SECRET=\n+RetryDelaySec=7",
    'db.addIndex("api_tokens", "created_by_user")',
    'withCredentials([string(credentialsId: "registry-${env.BRANCH}", variable: "R")])',
    "      - uses: Swatinem/rust-cache@v2",
    "pin libpq5=16.4-1.pgdg120+1? no: apt-get install -y postgresql-client-16=16.4+deb12u1",
    "docker run -e MYSQL_ROOT_PASSWORD_FILE=/run/secrets/db_pw mysql:8.4",
    "ERROR 1045 (28000): Access denied for user 'etl'@'172.16.%' (using password: YES)",
    # an empty key in a template: the next line is not its value
    ".env.sample:\nSMTP_PASSWORD=\nSMTP_HOST=mail.internal\nAPI_TOKEN=\nLOG_LEVEL=info",
    "auth:\n  password:\n    file: /run/secrets/db_password",
    # a package at a version in a path is no e-mail address before a password
    "    at loadConfig (node_modules/.pnpm/some-lib@2.4.0/node_modules/some-lib/dist/index.js:41:7)",
    "HMAC test case 2 of RFC 4231: key = 0x0c0c0c0c0c0c0c0c0c0c0c0c0c0c0c0c",
    # 8. round eight, own probes: a data key named with a space (cache key, sort key) holds no
    # credential; a URL's placeholder user:password@ keeps its port and path; a dotted reference to
    # where a credential lives; a variable passed before another (no quoted name); a user at a realm
    "The sort key is 9f1c2e7a4b8d3f6e0a5c9b2d7e1f4a8c3b6d0e2f, the rows come back in that order.",
    "our primary key is 4e8a1c7f2b9d5e3a for the legacy row",
    "mysql://user:password@db.local:3306/inventory?charset=utf8mb4",
    "password = local.admin_password",
    'api_token = data.vault_generic_secret.ci.token',
    "claims = jwt.decode(raw, secret, algorithms=['RS256'])",
    "log(token, key, value)",
    "the login name is followed by the realm, as in alice@CORP.LOCAL",
    "find /var/log -name '*.gz' -print0 | xargs -0 rm",
    # base64 of plain JSON (a page cursor, a logged event), a generic type, a key chord, a quoted template
    "GET /v1/orders?cursor=eyJwYWdlIjogNCwgInNvcnQiOiAiY3JlYXRlZCJ9 returned 50 rows",
    "the analytics row held eyJhY3Rpb24iOiJzY3JvbGwiLCJkZXB0aCI6NzB9 in its props column",
    "    secret: Union[str, None] = None",
    "key: cmd+k cmd+s opens the shortcuts",
    "DbPassword: '{{resolve:ssm-secure:/shop/db/pass:1}}'",
    # a network named with others is no key; words after a redacted value stay
    "wifi: Office-5G, Guest-5G and Lab-2G all reach the printer",
    "the wifi is Lobby-5G / 2.4G for the old laptops",
    "password: [已脱敏:password] / rotated monthly",
    "echo started > token_refresh.log",
    'echo "$VAULT_PASS" > ~/.vault_pass',
    "echo ok | tee secrets_audit.csv",
    # where a secret is read from, public key ids and fingerprints, a stand-in after a scheme, a
    # cue that is a quoted value of its own, ids of documents
    "openssl pkcs8 -topk8 -in k.pem -passout env:PKCS8_PASS -passin file:/run/secrets/old_pass",
    "git config user.signingkey 7D2E4F19A3B8C605 and gpg --send-keys 7D2E4F19A3B8C605",
    "pub   ed25519/9C4A17E2B35D08F6 2025-11-02 [SC]",
    "The host key fingerprint is SHA256:Mz7Lq2Wk9Xr4Tn8Vb3Pc6Hd1Jf5Gs0Yu2Ea8IoKz4 - accept it once",
    "curl -H 'Authorization: Bearer YOUR_API_TOKEN' https://api.example.org/v2/me",
    '<input id="pw" type="password" name="passwd" placeholder="at least 12 characters">',
    "the spec lives in Drive file 1Qx7Lm2Wk9Zr4Tn8Vb3Pc6Hd1Jf5Gs0Yu2Ea8IoKz4mB",
    "Firestore doc orders/Kq7zLm2wXa9bC3dE4fG5 holds the test order",
    # a thing named after a verb of getting in (a determiner or a place before it), a branch of
    # words, a question's last word, a list of decorators, public ids after their generator's name
    "sign in on the Pixel8Pro and check the push token arrives",
    "先登录 Jenkins，再打开 Deploy2Prod 页面看日志",
    "we connect to Mysql84 through ProxySQL, then unlock the Ubuntu24Desktop VM",
    "log in to jenkins-02 with SSO, then open the Build2Release view",
    'git push -u origin feature/PAY-88-refund-flow; key = "bugfix/PAY-91-retry-timeout"',
    "When does the session cookie expire?",
    "How often are the service credentials rotated?",
    "状态统一用 V2（@ObservedV2/@Trace/@Monitor），不混用 V1",
    "nanoid Q7xK2mLw8Zr4Tn7Bc1Hd5 is the short link id",
    "Content-Security-Policy: script-src 'nonce-Zq7Kx2Lm9Wr4Tn8V'",
    # an LDAP DN named as the bind account; a filter after a redacted literal; a template of a variable
    "the ldap bind dn is uid=sync,ou=svc,dc=corp,dc=lan",
    "echo [已脱敏:password] | base64",
    "password: \"{{ vault_user_pw | password_hash('sha512') }}\"",
    "gcc -O2 -pthread -o app main.c",
    "Partners verify our webhooks with this public key: MCowBQYDK2VwAyEAq3Vt9Xk2mLw8Zr4Tn7Bc1Hd5Jf0Gs6Yu2Ea8IoKz3W=",
    # 12. joined names with no handing over, a second address or a phone after an address,
    # an image pinned by digest, base64 of Chinese prose
    "Merge fix-login-1234 into main, then connect to web-prod-01 and deploy release-candidate-2024.",
    "The pod is api-gateway-7 and the branch is feature-search-42; ssh into build-host-03 with your key.",
    "Write to oncall@ops.example.com / backup@ops.example.com, or call oncall@ops.example.com / +1-555-0142.",
    "用 Python 加上 Redis 就够了",
    "部署时固定 ghcr.io/acme/worker@sha256:eb2c4e6a8d0f1e3c5a7b9d1f3e5c7a9b2d4f6e8a0c2e4a6b8d0f2e4c6a8b0d2f",
    "这段 base64 解出来是“今天天气很好”：5LuK5aSp5aSp5rCU5b6I5aW9，只是示例。",
    "Spell it out: first the word is what matters, then straight after it the grammar.",
    "At the prompt, type the name of the file at the prompt, then press enter.",
    "log in with the branch\nfeature-search-42",
    # 14-15. (round nine) a machine's name after a verb of getting in, nsswitch sources, analytics
    # counters in a cookie, placeholders with your-/-here, people who are named after a user word
    "connect with cache-node-104, then enter build-agent-7 in the runner field",
    "passwd:     files systemd\ngroup:      compat",
    "Set-Cookie: _gid=GA1.2.987654321.1700000123; Path=/; SameSite=Lax",
    "SLACK_BOT_TOKEN=xoxb-your-token-here and OPENAI_API_KEY=sk-your-key-here",
    "the creds are alice and bob, the PIN is required for card2024 holders",
    "门禁改成刷脸了，周一生效",
    "PASS 14 tests, FAIL 0",
    "here you go: the build takes 20 minutes",
    "log in with alice.smith.42 as the username",
    # names of things shaped like passwords: a type, an address family, a month and a year
    "the field type is utf8String; connect using ipv6Address only",
    "log in with office365Account credentials, then enter March2024 as the period",
    "type Nov2023Report into search",
    "rar a -hp photos.rar pics/ && gcc -hpthread x.c",
    "we pin: numpy==1.26.4, torch==2.5.1+cu124",
    "Meeting code: 512 884 730 (Teams), 会议号 845 219 337",
    "先是 review，紧接着 merge 到 main；口令规则写在“安全 规范 第三 章节”里。",
]


class MechanismsTest(RedactionMechanisms, CountingCase):
    MECHANISMS, NEGATIVES = MECHANISMS, MECHANISM_NEGATIVES

    def test_nothing_is_left_beside_a_placeholder(self):
        out = hermes_lite.redact("passphrase: Otter gravel 19 lantern")[0]
        self.assertEqual(out, "passphrase: [已脱敏:password]")
        out = hermes_lite.redact("GPG passphrase = ember#Lynx 42 willow, keep it offline")[0]
        self.assertEqual(out, "GPG passphrase = [已脱敏:password], keep it offline")

    def test_words_after_a_redacted_password_stay_unless_they_continue_it(self):
        for text, kept in (("password: Kq7#zLm2wX then restart nginx", " then restart nginx"),
                           ("PIN: 4471 then #", " then #"),
                           ("TWINE_PASSWORD=Kq7#zLm2wX twine upload dist/*", " twine upload dist/*"),
                           ("libpq: user=ops password=Kq7#zLm2wX dbname=orders sslmode=require", " dbname=orders sslmode=require")):
            with self.subTest(text=text):
                out = hermes_lite.redact(text)[0]
                self.assertNotIn("Kq7#zLm2wX", out)
                self.assertTrue(out.endswith(kept), out)

    def test_spec_demo_and_a_real_password_with_a_remark_still_go(self):
        # §12: "密码是 xxx" is redacted; a remark that does not call the value a stand-in saves nothing
        self.assertEqual(hermes_lite.redact("密码是 xxx")[0], "密码是 [已脱敏:password]")
        self.assertNotIn("hunter2", hermes_lite.redact("password: hunter2  # TODO rotate")[0])
        self.assertNotIn("Kq7#zLm2wX", hermes_lite.redact("password: Kq7#zLm2wX  # placeholder")[0])

    def test_a_code_list_starts_after_its_cue_colon(self):
        # a letters-only code before its coded neighbours goes; a name of the cue's own words stays
        out = hermes_lite.redact("Recovery codes for the ops-admin account:\n4f2a1-9c3e7\n8b6d0-e5a24")[0]
        self.assertIn("ops-admin account", out)
        self.assertNotIn("4f2a1-9c3e7", out)
        out = hermes_lite.redact("Backup codes (print them): wqtz-kmpr 4h7x-q2nd 9rbc-x3mv")[0]
        self.assertNotIn("wqtz-kmpr", out)
        self.assertIn("(print them)", out)


if __name__ == "__main__":
    unittest.main()
