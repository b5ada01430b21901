"""Build bench/data/secrets_probe11/secrets_probe11b.json: a second, smaller round-11 probe set.

Written by r11 after the first batch of round-11 changes and run once before any further change,
to see how those mechanisms carry to sentences they were not written on (then dev). Values come
from a seeded RNG in real credential shapes; none is a real credential.
Run: python3 bench/data/secrets_probe11/build_b.py
"""
import json
import random
import string
from pathlib import Path

R = random.Random(20261212)
B62 = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
WORDS = ("acorn bramble cobalt drizzle egret fennel garnet hazel iris jasper kelp lilac mango nectar "
         "otter parsnip quartz raven sable tundra umbra vesper walnut xenon yonder zinnia").split()


def r(n, alpha=B62):
    return "".join(R.choice(alpha) for _ in range(n))


def human(year=False):
    a, b = R.sample(WORDS, 2)
    return f"{a.capitalize()}{b.capitalize()}{R.randint(1985, 2024) if year else R.randint(100, 9999)}"


def rnd():
    core = list(r(R.randint(10, 13)))
    core.insert(R.randint(1, len(core) - 1), R.choice("!#%*@^_$+"))
    core[R.randint(0, len(core) - 1)] = R.choice(string.digits)
    return "".join(core)


def phrase(n):
    return " ".join(R.sample(WORDS, n))


CASES = []


def pos(kind, lang, text, secrets, keep):
    for s in secrets:
        assert s in text, (s, text)
    CASES.append(dict(text=text, secrets=secrets, must_keep=keep, kind=kind, lang=lang, polarity="positive"))


def neg(kind, lang, text):
    CASES.append(dict(text=text, secrets=[], must_keep=[text], kind=kind, lang=lang, polarity="negative"))


v = phrase(3); pos("passphrase", "en", f"borg repo key is protected with '{v}'", [v], ["borg repo"])
v = phrase(3); pos("passphrase", "en", f"To decrypt the archive, enter: {v}", [v], ["decrypt the archive"])
v = phrase(3); pos("passphrase", "zh", f"加密盘的口令：{v}", [v], ["加密盘"])
v = phrase(3); pos("passphrase", "en", f"The Ledger passphrase (25th word set) is \"{v}\"", [v], ["Ledger"])
v = phrase(4); pos("passphrase", "en", f"unseal with {v} when the pod restarts", [v], ["pod restarts"])
a, b = r(8, string.ascii_letters), r(8, string.ascii_letters)
pos("split", "en", f"Sending the SMTP key in halves: the first half is {a}, the other half {b}", [a, b], ["in halves"])
a, b = r(9, string.ascii_letters), r(9, string.ascii_letters)
pos("split", "zh", f"令牌太长分开发：上半段 {a} 下半段 {b}", [a, b], ["分开发"])
v = human(year=True); pos("prose", "en", f"Heads up: I set the admin account to {v} until Friday.", [v], ["until Friday"])
v = human(year=True); pos("prose", "zh", f"root 现在是 {v}，周五前别改", [v], ["周五前"])
v = human(year=True); pos("prose", "en", f"{v} is what the safe keypad wants now", [v], ["safe keypad"])
v = human(); pos("prose", "en", f"{v} gets you through the captive portal", [v], ["captive portal"])
v = human(); pos("prose", "en", f"Use {v} for the pi user on the demo boards.", [v], ["demo boards"])
v = rnd(); pos("prose", "en", f"the sftp box answers to partner / {v}", [v], ["sftp box"])
v = rnd(); pos("prose", "zh", f"门口那台 kiosk 的管理口令已经换成 {v} 了", [v], ["kiosk"])
v = "fr4ck" + r(2, "abcdefghijklmnopqrstuvwxyz") + "!"; pos("prose", "en", f"the old kiosk still takes {v}", [v], ["old kiosk"])
v = rnd(); pos("chat", "en", f"[14:01] sam: db creds for staging?\n[14:02] kai: etl_user / {v}", [v], ["staging"])
v = rnd(); pos("chat", "zh", f"王工：测试库账密发一下\n李工：tester {v}", [v], ["测试库"])
v = r(40, B62); pos("cookie", "en", f"document.cookie = 'remember_token={v}; path=/'", [v], ["document.cookie"])
v = r(32, HEX); pos("typed", "en", f"Datadog API key {v}", [v], ["Datadog"])
v = "sk_live_" + r(24); pos("typed", "zh", f"stripe 正式环境 {v} 别提交", [v], ["stripe"])
v = rnd(); pos("code", "en", f"ldap.simple_bind_s('cn=reader,dc=corp,dc=io', '{v}')", [v], ["simple_bind_s"])
v = rnd(); pos("code", "en", f"imaplib.IMAP4_SSL('imap.corp.io').login('alerts', '{v}')", [v], ["imaplib"])
v = rnd(); pos("cli", "en", f"psql \"postgresql://report:{v}@db.corp.io/sales\"", [v], ["db.corp.io"])
v = rnd(); pos("cli", "en", f"unzip -P {v} handover.zip", [v], ["handover.zip"])
v = rnd(); pos("config", "en", f"[database]\nhost = db.corp.io\npasswd = {v}", [v], ["db.corp.io"])

neg("neg", "en", "The passphrase must be three words or more; ours is stored in the vault.")
neg("neg", "en", "Unlock with: fingerprint or the recovery key.")
neg("neg", "en", "Backup repo status: healthy, last check passed.")
neg("neg", "zh", "解锁方式：指纹 或 人脸")
neg("neg", "en", "Part 1: Overview. Part 2: Migration steps.")
neg("neg", "en", "First half: MondayMorning standup; second half: retro.")
neg("neg", "en", "I set the admin account to read-only until Friday.")
neg("neg", "en", "We switched the login page to React18 last week.")
neg("neg", "en", "root is now owned by the platform team")
neg("neg", "en", "Ubuntu2204 is what the image expects")
neg("neg", "en", "Terraform15 is what the pipeline wants, not 14.")
neg("neg", "zh", "型号是 Dell-R750xs-2U，序列号见标签")
neg("neg", "en", "The model is Cisco-C9300-48P in rack 4.")
neg("neg", "en", "the tests use tmp2dir_ fixtures and py3k helpers")
neg("neg", "en", "password port 5432 db sales user report sslmode require")
neg("neg", "zh", "密码长度至少 16 位，含大小写和数字")
neg("neg", "en", "the second part covers TypeScript and GraphQL")
neg("neg", "en", f"request {r(8, HEX)}-{r(4, HEX)}-{r(4, HEX)}-{r(4, HEX)}-{r(12, HEX)} got 401 from login")
neg("neg", "en", f"commit {r(40, HEX)} reset the admin password flow")
neg("neg", "en", "Set the admin email to ops@corp.io and the login to SSO.")

for n, c in enumerate(CASES):
    c["id"] = f"p11b-{n:04d}"
out = Path(__file__).with_name("secrets_probe11b.json")
out.write_text(json.dumps(CASES, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
p = sum(c["polarity"] == "positive" for c in CASES)
print(f"{len(CASES)} cases: {p} positive ({sum(len(c['secrets']) for c in CASES)} secrets), {len(CASES) - p} negative")
