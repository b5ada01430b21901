"""Build bench/data/secrets_probe12/secrets_probe12b.json: a second, smaller round-12 probe set.

Written by r12 after the first batch of round-12 changes (commit c8e8fb0) and run once on
main and on the branch before any further change, to see how those mechanisms carry to sentences
they were not written on (then dev). New phrasings of the same families as secrets_probe12, and
look-alikes the new mechanisms could take by mistake (split talk around names, capitalised words
after "opens with", statements and addresses near credential words). Values come from a seeded
RNG in real credential shapes; none is a real credential.
Run: python3 bench/data/secrets_probe12/build_b.py
"""
import json
import random
import string
from pathlib import Path

R = random.Random(20261207_122)
B62 = string.ascii_letters + string.digits
WORDS = ("arbor brisk clover dapple ember flint grotto hollow ivory jetty knoll loam mallow nettle "
         "oxbow plume quarry ripple spruce thicket umber vale wren yew zest").split()


def r(n, alpha=B62):
    return "".join(R.choice(alpha) for _ in range(n))


def rnd(n=None):
    core = list(r(n or R.randint(11, 15)))
    core.insert(R.randint(1, len(core) - 1), R.choice("!#%*@^_$+"))
    core[R.randint(0, len(core) - 1)] = R.choice(string.digits)
    return "".join(core)


def phrase(n, sep=" "):
    return sep.join(R.sample(WORDS, n))


CASES = []


def pos(kind, lang, text, secrets, keep):
    for s in secrets:
        assert s in text, (s, text)
    for k in keep:
        assert k in text, (k, text)
    CASES.append(dict(text=text, secrets=secrets, must_keep=keep, kind=kind, lang=lang, polarity="positive"))


def neg(kind, lang, text):
    CASES.append(dict(text=text, secrets=[], must_keep=[text], kind=kind, lang=lang, polarity="negative"))


full = r(24); a, b = full[:12], full[12:]
pos("split_secret", "en", f"Telegram ate half the message, so here is the bot key again in two messages.\nmsg 1: {a}\nmsg 2: {b}", [a, b], ["bot key again"])
full = r(20); a, b = full[:10], full[10:]
pos("split_secret", "en", f"{a} + {b} = the Zapier webhook secret (split on purpose)", [a, b], ["Zapier webhook secret"])
full = r(22); a, b = full[:11], full[11:]
pos("split_secret", "zh", f"飞书机器人的签名密钥我分成两截发：{a}（前）{b}（后）", [a, b], ["飞书机器人"])
full = r(18, string.ascii_letters); a, b = full[:9], full[9:]
pos("split_secret", "zh", f"API key 分两段：{a} / {b}，自己拼接", [a, b], ["自己拼接"])
full = r(40); a, b = full[:20], full[20:]
pos("wrapped_secret", "en", f"the Datadog app key got wrapped in the ticket:\n  {a}\n  {b}\nplease rotate after use", [a, b], ["please rotate after use"])
v = phrase(3); pos("passphrase", "en", f"age identity passphrase - {v}", [v], ["age identity passphrase"])
v = " ".join(w.capitalize() for w in phrase(4).split()); pos("passphrase", "en", f"The encrypted sparsebundle opens with {v}", [v], ["encrypted sparsebundle"])
v = phrase(5); pos("passphrase", "en", f"Our borg repo passphrase is {v}, stored nowhere else", [v, " ".join(v.split()[:2]), " ".join(v.split()[2:])], ["borg repo"])
v = phrase(12); pos("passphrase", "zh", f"冷钱包的恢复短语 {v} ，抄在保险柜里", [v, " ".join(v.split()[:6]), " ".join(v.split()[6:])], ["冷钱包"])
v = phrase(4, "-"); pos("passphrase", "zh", f"离线备份的口令短语：{v}", [v], ["离线备份"])
v = rnd(); pos("sql_password", "en", f"CREATE ROLE metrics LOGIN PASSWORD '{v}';", [v], ["CREATE ROLE metrics"])
v = rnd(); pos("sql_password", "zh", f"迁移脚本里：ALTER USER 'app'@'%' IDENTIFIED BY '{v}';", [v], ["迁移脚本里"])
v = rnd(); pos("password_prose", "en", f"db password is {v}, the host is 10.4.2.9:5432/ledger", [v], ["10.4.2.9:5432/ledger"])
v = r(32); pos("session_cookie", "en", f"Cookie: lang=de-DE; tz=Europe%2FVienna; _session_id={v}", [v], ["tz=Europe%2FVienna"])
v = "00" + r(40, B62 + "-_"); pos("okta", "en", f"curl -H \"Authorization: SSWS {v}\" https://acme.okta.com/api/v1/users", [v], ["Authorization: SSWS"])

neg("neg_sql", "en", "password: INSERT INTO audit_log (event) VALUES ('pw_reset') runs on every reset")
neg("neg_sql", "en", "Reset flow: UPDATE users SET password_changed_at = now() WHERE id = $1;")
neg("neg_sql", "zh", "改口令后执行：DELETE FROM user_sessions WHERE user_id = 7;")
neg("neg_sql", "zh", "查密码过期的账号：SELECT login FROM accounts WHERE pw_expires < CURRENT_DATE;")
neg("neg_sql", "en", "token: CREATE TABLE api_tokens (id serial, hash text, owner int);")
neg("neg_port_db", "en", "password: db-main.internal:5432/app_prod, the credential comes from the pgpass file")
neg("neg_port_db", "zh", "密码：127.0.0.1:3306/shop 这是地址不是密码，密码在 vault")
neg("neg_port_db", "en", "pwd: redis.cache.local:6379/0 (no auth on this one)")
neg("neg_cookie", "en", "Cookie: city=Los%20Angeles; unit=F")
neg("neg_cookie", "zh", "Set-Cookie: tz=Asia%2FShanghai; Path=/ 只是时区")
neg("neg_cookie", "en", "Cookie: ref=Spring%20Sale%202024; seen_banner=1")
neg("neg_b64", "en", "base64 of 'welcome' is d2VsY29tZQ== — a classic interview question")
neg("neg_b64", "zh", "「admin」编码成 base64 是 YWRtaW4=，别当成密钥")
neg("neg_column", "en", "the column is acct4no_ after the rename")
neg("neg_column", "zh", "字段是 ord9seq_，别改名")
neg("neg_version", "en", "Deno-2 is what the action expects")
neg("neg_version", "en", "node-18.19 is what the lambda runtime wants")
neg("neg_split_talk", "en", "We split the work in two halves: Marek takes DataSync2024, Aiko takes TestHarness_88.")
neg("neg_split_talk", "en", "The key rotation was split into two parts: KeyVault first, then SecretsManager.")
neg("neg_split_talk", "zh", "token 计费分成两段：输入 3200，输出 800")
neg("neg_split_talk", "en", "The token was wrapped by the terminal, so copy it from the vault UI instead.")
neg("neg_split_talk", "en", "Part 1: ApiGateway setup. Part 2: CloudFront with the signing key from SSM.")
neg("neg_title", "en", "The vault opens with Face ID on the MacBook Pro")
neg("neg_title", "en", "The archive opens with The Unarchiver App on Mac")
neg("neg_title", "en", "Unlock with YubiKey, then type the PIN.")
neg("neg_dash", "en", "restic passphrase - stored offline, ask the lead")
neg("neg_dash", "en", "GPG passphrase — see the team vault entry")
neg("neg_ids", "en", "trace 7f3c9a2b1e4d5f60 in span checkout-api-7d9f8b6c5-q2x9k")
neg("neg_ids", "zh", "构建号 build-2024.11.07-r3，镜像 sha256:9f86d081884c7d65 已推送")
neg("neg_auth", "en", "Authorization: Basic is disabled; use OAuth instead")

for n, c in enumerate(CASES):
    c["id"] = f"p12b-{n:04d}"
    c["group"] = f"p12b-{c['kind']}-{n:04d}"
out = Path(__file__).with_name("secrets_probe12b.json")
out.write_text(json.dumps(CASES, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
p = sum(c["polarity"] == "positive" for c in CASES)
print(f"{len(CASES)} cases: {p} positive ({sum(len(c['secrets']) for c in CASES)} secrets), {len(CASES) - p} negative")
