"""Secrets known by where they stand, and harmless words kept (issue 28, round 15): a secret store's
path with a field after `#` is where a value lives; an error's words (invalid username or password)
are followed by the error's code, not the password; a capitals-and-number code after 错误码 is a public
code; pieces a text says join into one string (no space between, 拼起来) are a split secret with or
without a credential noun; a key's base64 (PublicKey = …+…/…=) is no human password; a query key is a
name of letters (DGMY?kazq6w=981 is a password); a base32 seed in lower-case letter groups; a setting's
name in camel case (key="DbPassword") is no value; a mention, channel or chat handle is a name, and so
is a wifi network's name by its band (LabNet-5G).

The sentences were written for these tests (none is taken from a bench or probe set). Main fails each
new positive (the join, query-key and letter-group families) and changes each negative; the other
positives pass on both and guard that a secret still goes where a name now stays."""
from __future__ import annotations

import sys
import unittest
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from helpers import *  # noqa: E402,F401,F403

# (mechanism, [(text, secret that must go)], negatives that must stay whole)
CASES = [
    ("a secret store's path whose field after # names the key is a reference, in any prose",
     [("smtp 密码：vault:Qx7#mWp2Lz9", "Qx7#mWp2Lz9"), ("password: ab/cd/Zq9#Xt4v", "Zq9#Xt4v")],
     ["报表库的密码放在 vault:secret/data/reports#password 里，不要写进仓库。",
      "The token now lives in vault:kv/ci/deploy#token, rotated weekly.",
      "口令见 ssm:/prod/queue/rabbit_password，别抄到 wiki 上。"]),
    ("an error's words are followed by its code, not by the password",
     [("wrong password Kx7#Qm2Lp9vZ, the other one works", "Kx7#Qm2Lp9vZ"),
      ("invalid password Vb3Xq9ZkT7mWp2RsN4Lc8Hd6 in the audit log", "Vb3Xq9ZkT7mWp2RsN4Lc8Hd6"),
      ("the wrong password was Kx7#Qm2Lp9vZ, the right one is in Vault", "Kx7#Qm2Lp9vZ")],
     ["Sign-in failed: invalid username or password AADSTS50126 for tenant contoso.",
      "Error: incorrect password (AADSTS50053, account locked). Retry in 15 minutes.",
      "ORA-01017: invalid username/password; logon denied",
      "登录失败：用户名或密码错误 AADSTS50126，请联系管理员。"]),
    ("a public code of capitals and a number after its code noun",
     [],
     ["SSO 登录报 invalid username or password，错误码 AADSTS50126，重置后好了。"]),
    ("pieces a text says join into one string, with no credential noun",
     [("文件服务器那台：前面是 pQwXvRtZmK，后面接 Lb8Nc2Vd5Fg，中间没空格。", "pQwXvRtZmK"),
      ("文件服务器那台：前面是 pQwXvRtZmK，后面接 Lb8Nc2Vd5Fg，中间没空格。", "Lb8Nc2Vd5Fg"),
      ("kiosk admin: ZrqTbWkxBk then HmqYpzNcVd, no space in between", "ZrqTbWkxBk"),
      ("kiosk admin is ZrqTbWkxBk and HmqYpzNcVd glued, no spaces", "HmqYpzNcVd")],
     ["Type the first name then the last name, no space between: AnnaLindqvist.",
      "Paste both commands without a space between them.",
      "把 part1.csv 和 part2.csv 拼起来再导入。"]),
    ("a key's base64 is no human password, even with + and / among its characters",
     [("[Interface]\nPrivateKey = cJ2+Vq8mWn4Lr7Tk1Xb9Zd3Hf6Gp0Ys5Ea+Nc2Ru8Q=", "cJ2+Vq8mWn4Lr7Tk1Xb9Zd3Hf6Gp0Ys5Ea+Nc2Ru8Q=")],
     ["the gateway's peer PublicKey = Hq3+Zt7Wm1Lp9Vx4Nb8Rc2Kd6Jf0Gs5Ye/Ua3Tw7Q= (safe to share)"]),
    ("a query key is a name: a value whose ? and = stand among drawn characters is a password",
     [("the db box's sudo prompt wants QWRT?mx7bq2z=550 (local user)", "QWRT?mx7bq2z=550"),
      # a query's ? or & follows a path or a word of one case; after a drawn mixed-case run it is a symbol
      ("VPN 用 ops-bot 登录，后面那串是 kTRbWq?X7=*-PLm@Zc，别外传。", "kTRbWq?X7=*-PLm@Zc"),
      ("the kiosk unlock code after the badge is mQzVt?K4=!rHw#2, ask Li for a new one", "mQzVt?K4=!rHw#2")],
     ["password reset: see /account/reset?token=abc&step=2 in the docs",
      "otpauth secret=SECRET&issuer=ISSUER is the template; the real seed is in 1Password"]),
    ("a base32 seed in lower-case groups of letters after a key word",
     [("Authenticator setup key: kqzt pbne wxhd rmoa tjcs vyfl gnqx hzpw", "kqzt pbne wxhd rmoa tjcs vyfl gnqx hzpw"),
      ("app password: cOoc pAxq 1yHL URHL 3TeY xCLp then log in", "pAxq 1yHL URHL 3TeY xCLp")],
     ["the key words of the talk: data mesh team flow lake hive mart view",
      "key takeaways: ship less, test more, read logs, ask early, plan ahead, stay calm"]),
    ("a setting's name in camel case ending in a credential word is a name, its value the secret",
     [('<appSettings><add key="SmtpPassword" value="Wm3#kPq8Zr" /></appSettings>', "Wm3#kPq8Zr")],
     ['<add key="DbPassword" value="%DB_PASSWORD%" />', "开发者密码(AppSecret) 在后台的开发设置页"]),
    ("a mention, a channel or a chat handle is a name: no password without a credential word",
     [("the wifi password is @Quartz-Fox99", "@Quartz-Fox99"),
      ("Grafana 用 liming 登录，后面跟 #Heron512dusk，每月换。", "#Heron512dusk")],
     ["ping @Quartz-Fox99 about the login bug", "Our Slack channel is #auth-Team42, join it for login issues.",
      "联系人：王磊（微信 wl_Fox2024），负责登录模块。"]),
    ("a wifi network's name by its band is the SSID, not its password",
     [("guest wifi password: Harbor-5G", "Harbor-5G")],
     ["Guest wifi is Harbor-5G; you join it with the code on the badge."]),
    # the lead's change after the round's blind set (its failures read; these sentences are new)
    ("a thing named right before a verb of getting in (叫, called) is the thing, not its key",
     [("仓库那边的热点叫 Depot-2F，连上要输 Wq7mKz3LtRb9Xv。", "Wq7mKz3LtRb9Xv"),
      ("用 Hx8tQm2ZpWk4 登录跳板机", "Hx8tQm2ZpWk4")],
     ["仓库那边的热点叫 Depot-2F，连上就能打印了。"]),
    ("after a password word, a count and its noun are a status, not a passphrase",
     [("vault passphrase: amber 9 kettle drift, keep it offline", "amber 9 kettle drift"),
      ("The unseal phrase is: cobalt 4 meadow lantern", "cobalt 4 meadow lantern"),
      ("my password is: Sky 42 tulip", "Sky 42 tulip")],
     ["Login page: password: 3 attempts left, then the account locks for 30 minutes",
      "password: 5 tries remaining before lockout"]),
    ("lower-case words joined, one of them the credential word itself, are a name",
     [("password: river-otter-canvas-77", "river-otter-canvas-77")],
     ["User said: feature flag allow-password-free-login-for-kiosk-users is on",
      "The reset_password_email_template lives in the mailer repo."]),
    ("base64 of plain words with a number among them is data",
     [],
     ["The status field is base64: YnVpbGQgcGFzc2VkIG9uIHJ1bm5lciA3 (plain text, decoded in the UI).",
      "事件体是 base64：c3luYyBkb25lIGZvciBzaGFyZCAxMg==，解码后就是普通日志。"]),
]


class Round15Tests(RedactionMechanisms, CountingCase):
    """Round 15's table: RedactionMechanisms checks each row (secrets go, negatives stay whole)."""

    MECHANISMS, NEGATIVES = RedactionMechanisms.mechanisms_of(CASES)


if __name__ == "__main__":
    unittest.main()
