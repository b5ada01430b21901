#!/usr/bin/env python3
"""Generate secrets_r16.json: a held-out, labelled corpus for a secret redactor.

Seeded (SEED below), templates + random synthetic values. No value is a real
credential: every secret is drawn from random.Random(SEED) in the shape of a
real credential type.

Template mini-language (inside a template string):
  ⟨name⟩      non-secret filler (host, user, sha256 ...); same name -> same value in a case
  ⟨name#2⟩    a second, independent filler of the same type
  ⟨?a|b|c⟩    random choice of plain text
  «gen»       a secret value from generator `gen` (registered in `secrets`)
  «gen#t»     same generator, tagged: same tag -> same value, other tag -> new value
  ⟦ ... ⟧     must_keep span (must not contain a secret)
A template may also be a function returning (template, preset) where preset maps
a «name» to (value, [secret strings]).
"""
import base64
import json
import os
import random
import re
import string
import sys

SEED = 16_2024
R = random.Random(SEED)
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "secrets_r16.json")

B62 = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
UD = string.ascii_uppercase + string.digits
LD = string.ascii_lowercase + string.digits


def rs(n, alpha=B62):
    return "".join(R.choice(alpha) for _ in range(n))


def b64(nbytes):
    return base64.b64encode(R.randbytes(nbytes)).decode()


def b64u(n):
    return rs(n, B62 + "-_")


def digits(n):
    return str(R.randint(1, 9)) + rs(n - 1, string.digits)


def uuid4():
    h = rs(32, HEX)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{R.choice('89ab')}{h[17:20]}-{h[20:]}"


WORDS = """anchor apple arrow autumn badge bamboo banner barrel basket beacon berry
blanket bottle bracket breeze bridge bucket buffalo butter cabin cactus camera
candle canyon carpet castle cedar chalk cherry chimney cinnamon circus clover
cobalt coffee comet copper coral cotton cradle crystal curtain cushion dagger
dolphin domino donkey dragon eagle ember engine falcon feather fiddle fossil
fountain galaxy garden garlic ginger glacier goblet granite gravel harbor hazel
helmet hollow honey horizon iceberg island ivory jacket jasmine jigsaw jungle
kettle kitten ladder lantern lemon lizard lobster magnet mango maple marble meadow
mirror mitten monkey mosaic muffin needle nickel noodle nutmeg oasis olive onion
orbit orchard otter oyster paddle pebble pepper pickle pillow pilot pistol planet
plaster pocket pollen pony potato pretzel puzzle quartz rabbit radish raven ribbon
river rocket saddle salmon satin scarlet shadow shovel silver sketch slipper
socket spider spoon squirrel stable summit sunset switch tablet teapot thistle
thunder ticket timber tomato tractor trumpet tulip tunnel turtle umbrella valley
velvet violin walnut walrus wagon window winter wizard yogurt zebra zipper""".split()
PINYIN = "zhang wang li liu chen yang huang zhao zhou wu xu sun ma zhu hu guo he lin luo gao xiao yu mei hua ming jing lei fang xin yue".split()

SYM = "!%*_+.=~^-"
SAFE_END = B62 + "!%*"


def _classes_ok(s, sym):
    return (any(c.islower() for c in s) and any(c.isupper() for c in s)
            and any(c.isdigit() for c in s) and any(c in sym for c in s)
            and s[0] in B62 and s[-1] in SAFE_END)


def pw_strong(sym=SYM):
    n = R.randint(10, 16)
    while True:
        s = rs(n, B62 + sym * 2)
        if _classes_ok(s, sym):
            return s


def pw_words():
    a, b = R.sample(WORDS, 2)
    return f"{a.capitalize()}{R.choice('-_.+')}{b.capitalize()}{rs(R.randint(2, 4), string.digits)}{R.choice('!%*')}"


def pw_year():
    return f"{R.choice(WORDS)}{R.randint(1979, 2024)}{R.choice(['!', '*', '', '%'])}"


def pw_pinyin():
    a, b = R.sample(PINYIN, 2)
    return f"{a.capitalize()}{b}{R.choice('._!')}{rs(R.randint(3, 6), string.digits)}"


def pw():
    return R.choice([pw_strong, pw_strong, pw_words, pw_year, pw_pinyin])()


def pw_url():
    # usable inside URLs/DSNs/XML/ODBC without escaping
    return R.choice([lambda: pw_strong("-_.~"), lambda: pw_strong("-_.~"),
                     lambda: pw_words().replace("+", "_").replace("!", "").replace("%", "").replace("*", "") + rs(2, string.digits),
                     lambda: pw_pinyin().replace("!", "_")])()


def chunks(words, size):
    out, i = [], 0
    while i < len(words):
        c = words[i:i + size]
        if len(c) < size and out:
            out[-1] = out[-1] + c
        else:
            out.append(c)
        i += size
    return out


def phrase(n, sep=" "):
    ws = R.sample(WORDS, n)
    return sep.join(ws), [sep.join(c) for c in chunks(ws, 2)]


def seed(n):
    ws = R.sample(WORDS, n)
    return " ".join(ws), [" ".join(c) for c in chunks(ws, 4)]


def seed24_lines():
    ws = R.sample(WORDS, 24)
    return " ".join(ws[:12]) + "\n" + " ".join(ws[12:]), [" ".join(c) for c in chunks(ws, 6)]


def pem(label, nbytes=900, prefix=""):
    body = prefix + b64(nbytes)
    lines = [body[i:i + 64] for i in range(0, len(body), 64)]
    lines = [l for l in lines if len(l) >= 24]
    text = f"-----BEGIN {label}-----\n" + "\n".join(lines) + f"\n-----END {label}-----"
    return text, [lines[0], lines[len(lines) // 2], lines[-1]]


def pgp_block():
    body = b64(700)
    lines = [body[i:i + 64] for i in range(0, len(body), 64)]
    lines = [l for l in lines if len(l) >= 24]
    crc = "=" + b64(3)
    text = ("-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n" + "\n".join(lines) + "\n" + crc
            + "\n-----END PGP PRIVATE KEY BLOCK-----")
    return text, [lines[0], lines[len(lines) // 2], lines[-1]]


def gcp_sa():
    kid = rs(40, HEX)
    body = "MIIEv" + b64(1190)
    lines = [body[i:i + 64] for i in range(0, len(body), 64)]
    lines = [l for l in lines if len(l) >= 24]
    proj = R.choice(["ml-pipeline", "billing-etl", "acme-prod", "data-lake-7"]) + "-" + digits(6)
    pk = "-----BEGIN PRIVATE KEY-----\\n" + "\\n".join(lines) + "\\n-----END PRIVATE KEY-----\\n"
    text = ('{\n  "type": "service_account",\n  "project_id": "%s",\n  "private_key_id": "%s",\n'
            '  "private_key": "%s",\n  "client_email": "loader@%s.iam.gserviceaccount.com"\n}') % (proj, kid, pk, proj)
    return text, [kid, lines[0], lines[len(lines) // 2], lines[-1]]


def ppk():
    pub = "AAAAC3NzaC1lZDI1NTE5AAAAI" + b64(33)[:43]
    priv = b64(36)
    mac = rs(64, HEX)
    text = ("PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: deploy@bastion\n"
            f"Public-Lines: 2\n{pub[:64]}\n{pub[64:]}\nPrivate-Lines: 1\n{priv}\nPrivate-MAC: {mac}")
    return text, [priv, mac]


def jwt():
    hdr = R.choice(["eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9", "eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCIsImtpZCI6IjEifQ"])
    payload = json.dumps({"sub": digits(8), "name": R.choice(WORDS), "iat": 1700000000 + R.randint(0, 9 ** 7),
                          "role": R.choice(["admin", "svc", "user"])}, separators=(",", ":"))
    p = base64.urlsafe_b64encode(payload.encode()).decode().rstrip("=")
    return f"{hdr}.{p}.{b64u(43)}"


def sas_sig():
    return b64(32).replace("+", "%2B").replace("/", "%2F").replace("=", "%3D")


def docker_auth():
    return base64.b64encode(f"{R.choice(USERS)}:{pw_url()}".encode()).decode()


def k8s_b64():
    return base64.b64encode(pw().encode()).decode()


def discord_bot():
    i = base64.b64encode(digits(18).encode()).decode().rstrip("=")
    return f"{i}.{b64u(6)}.{b64u(38)}"


GEN = {
    "pw": pw, "pws": pw_strong, "pwlong": lambda: pw_strong() + pw_strong(), "pwy": pw_year, "pwwords": pw_words, "pwpin": pw_pinyin, "pwu": pw_url,
    "phrase3": lambda: phrase(3), "phrase3hy": lambda: phrase(3, "-"), "phrase4": lambda: phrase(4),
    "phrase5": lambda: phrase(5), "phrase6": lambda: phrase(6),
    "seed12": lambda: seed(12), "seed24l": seed24_lines,
    "ghp": lambda: "ghp_" + rs(36), "gho": lambda: "gho_" + rs(36), "ghs": lambda: "ghs_" + rs(36),
    "ghpat": lambda: "github_pat_" + rs(22) + "_" + rs(59),
    "glpat": lambda: "glpat-" + rs(20, B62 + "-_"), "glptt": lambda: "glptt-" + rs(40, HEX),
    "akia": lambda: "AKIA" + rs(16, UD), "asia": lambda: "ASIA" + rs(16, UD),
    "awssec": lambda: rs(40, B62 + "/+"), "awssess": lambda: "IQoJb3JpZ2luX2VjE" + rs(300, B62 + "/+"),
    "ltai": lambda: "LTAI5t" + rs(18), "alisec": lambda: rs(30),
    "akid": lambda: "AKID" + rs(32), "tcsec": lambda: rs(32),
    "hwak": lambda: rs(20, UD), "hwsk": lambda: rs(40),
    "qnak": lambda: rs(40, B62 + "-_"), "qnsk": lambda: rs(40, B62 + "-_"),
    "minak": lambda: rs(20, UD), "minsk": lambda: rs(40),
    "skant": lambda: "sk-ant-api03-" + rs(93, B62 + "-_") + "AA",
    "skproj": lambda: "sk-proj-" + rs(58, B62 + "-_") + "T3BlbkFJ" + rs(58, B62 + "-_"),
    "sklegacy": lambda: "sk-" + rs(20) + "T3BlbkFJ" + rs(20),
    "hf": lambda: "hf_" + rs(34, string.ascii_letters), "r8": lambda: "r8_" + rs(37),
    "gsk": lambda: "gsk_" + rs(52), "mistral": lambda: rs(32),
    "xoxb": lambda: f"xoxb-{digits(11)}-{digits(13)}-{rs(24)}",
    "xoxp": lambda: f"xoxp-{digits(11)}-{digits(11)}-{digits(13)}-{rs(32, HEX)}",
    "xapp": lambda: f"xapp-1-A{rs(10, UD)}-{digits(13)}-{rs(64, HEX)}",
    "slackhook": lambda: f"https://hooks.slack.com/services/T{rs(10, UD)}/B{rs(10, UD)}/{rs(24)}",
    "discordhook": lambda: f"https://discord.com/api/webhooks/{digits(18)}/{b64u(68)}",
    "discordbot": discord_bot,
    "tg": lambda: f"{digits(10)}:AA{b64u(33)}",
    "sklive": lambda: "sk_live_51" + rs(97), "rklive": lambda: "rk_live_51" + rs(97),
    "whsec": lambda: "whsec_" + rs(32),
    "hex32": lambda: rs(32, HEX), "hex40": lambda: rs(40, HEX), "hex64": lambda: rs(64, HEX),
    "HEX32": lambda: rs(32, "0123456789ABCDEF"),
    "twsk": lambda: "SK" + rs(32, HEX),
    "sendgrid": lambda: f"SG.{b64u(22)}.{b64u(43)}", "mailgun": lambda: "key-" + rs(32, HEX),
    "npm": lambda: "npm_" + rs(36), "pypi": lambda: "pypi-AgEIcHlwaS5vcmc" + b64u(70),
    "aiza": lambda: "AIza" + b64u(35), "gocspx": lambda: "GOCSPX-" + b64u(28),
    "azsec": lambda: rs(3) + "8Q~" + rs(34, B62 + "~._-").rstrip(".~-") + rs(1),
    "dop": lambda: "dop_v1_" + rs(64, HEX), "hvs": lambda: "hvs." + rs(24),
    "tfc": lambda: rs(14) + ".atlasv1." + rs(67), "ccipat": lambda: "CCIPAT_" + rs(22) + "_" + rs(40, HEX),
    "bkua": lambda: "bkua_" + rs(40, HEX), "jenkins": lambda: "11" + rs(32, HEX),
    "squ": lambda: "squ_" + rs(40, HEX), "dckr": lambda: "dckr_pat_" + b64u(27),
    "glsa": lambda: "glsa_" + rs(32) + "_" + rs(8, HEX),
    "nrak": lambda: "NRAK-" + rs(27, UD), "shpat": lambda: "shpat_" + rs(32, HEX),
    "atatt": lambda: "ATATT3xFfGF0" + b64u(120) + "=" + rs(8, "0123456789ABCDEF"),
    "ntn": lambda: "ntn_" + rs(46), "linapi": lambda: "lin_api_" + rs(40), "figd": lambda: "figd_" + b64u(40),
    "airtable": lambda: "pat" + rs(14) + "." + rs(64, HEX),
    "pmak": lambda: "PMAK-" + rs(24, HEX) + "-" + rs(34, HEX), "pul": lambda: "pul-" + rs(40, HEX),
    "sbp": lambda: "sbp_" + rs(40, HEX), "mapbox": lambda: "sk.eyJ1Ijoi" + rs(40) + "." + b64u(22),
    "cftoken": lambda: b64u(40),
    "age": lambda: "AGE-SECRET-KEY-1" + rs(58, "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L"),
    "fernet": lambda: base64.urlsafe_b64encode(R.randbytes(32)).decode(),
    "django": lambda: "django-insecure-" + rs(50, string.ascii_lowercase + string.digits + "!@#%^&*(-_=+)"),
    "django2": lambda: rs(50, string.ascii_lowercase + string.digits + "!@%^&*(-_=+)"),
    "rails": lambda: rs(128, HEX), "laravel": lambda: "base64:" + b64(32), "wg": lambda: b64(32),
    "storagekey": lambda: b64(64), "sassig": sas_sig, "jwt": jwt,
    "dingsec": lambda: "SEC" + rs(64, HEX), "uuid": uuid4,
    "feishusign": lambda: rs(22), "wxsecret": lambda: rs(32, HEX),
    "rzpsec": lambda: rs(24), "paystack": lambda: "sk_live_" + rs(40, HEX),
    "flw": lambda: "FLWSECK-" + rs(32, HEX) + "-X", "plaid": lambda: rs(30, HEX),
    "binance": lambda: rs(64), "dockerauth": docker_auth, "k8sb64": k8s_b64,
    "sess32": lambda: rs(32, HEX), "phpsess": lambda: rs(26, LD),
    "connectsid": lambda: "s%3A" + b64u(32) + "." + rs(43, B62 + "+/").replace("+", "%2B").replace("/", "%2F"),
    "sessdata": lambda: f"{rs(8, HEX)}%2C{digits(10)}%2C{rs(5)}%2A{rs(2, string.digits)}",
    "b64sess": lambda: b64(120).rstrip("="), "laravelsess": lambda: "eyJpdiI6I" + b64(150).rstrip("="),
    "refresh": lambda: b64u(64), "b62_32": lambda: rs(32), "b62_40": lambda: rs(40), "b62_24": lambda: rs(24),
    "okta": lambda: "00" + b64u(40), "doppler": lambda: "dp.st.prd." + rs(43),
    "pem_rsa": lambda: pem("RSA PRIVATE KEY", 1190, "MIIEpAIBAAKCAQEA"),
    "pem_ec": lambda: pem("EC PRIVATE KEY", 121, "MHcCAQEEI"),
    "pem_pk8": lambda: pem("PRIVATE KEY", 1190, "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC"),
    "pem_ossh": lambda: pem("OPENSSH PRIVATE KEY", 380, "b3BlbnNzaC1rZXktdjEAAAAA"),
    "pgp": pgp_block, "gcpsa": gcp_sa, "ppk": ppk,
    "pin8": lambda: digits(8),
}

USERS = ["deploy", "svc_backup", "alice.chen", "ops", "admin", "ci-bot", "jdoe", "etl_reader", "mlops",
         "reporting", "grafana_ro", "build", "wangl", "liuyang", "zhao.min", "tester01", "support", "app_rw"]
PEOPLE = ["Priya", "Marcus", "Lena", "Tomás", "Aisha", "Kenji", "Olga", "Ravi", "Sven", "Maya", "Dmitri", "Noor"]
ZHPEOPLE = ["王磊", "李娜", "陈静", "张伟", "刘洋", "赵敏", "周杰", "孙悦", "黄婷", "吴昊", "郑凯", "何欣"]
DOMAINS = ["acme-corp.io", "northwind.dev", "globex.net", "initech.cn", "umbrella-labs.com", "hooli.xyz",
           "contoso.co", "tyrell.ai", "wayne-ent.org", "stark-ind.cn"]
HOSTW = ["db", "pg", "mysql", "redis", "mq", "jump", "bastion", "build", "nas", "api", "etl", "vault", "es"]
DBS = ["orders", "analytics", "billing_prod", "crm", "inventory", "events", "reporting", "users_v2", "ledger"]
SVCS = ["grafana", "jenkins", "harbor", "nexus", "airflow", "metabase", "keycloak", "sonarqube", "argocd",
        "superset", "rabbitmq", "minio", "gitea", "kibana"]
WIFIS = ["Office-5G", "ACME-Guest", "TP-LINK_3F2A", "HQ-Staff", "会议室-WiFi", "Lab-2.4G", "Meeting-Room-B"]
FILES = ["q3_payroll", "contracts_2024", "customer_export", "audit_logs", "design_assets", "backup_0615", "invoices"]
ORGS = ["acme", "northwind-eng", "globex-platform", "initech", "hooli-infra"]
REPOS = ["billing-api", "web-frontend", "infra-live", "data-pipeline", "mobile-app", "agent-memory"]
REGIONS = ["us-east-1", "eu-west-1", "ap-southeast-1", "cn-hangzhou", "cn-shanghai", "us-west-2"]


def host():
    return R.choice([f"{R.choice(HOSTW)}-{R.randint(1, 9)}.internal",
                     f"{R.choice(HOSTW)}.{R.choice(DOMAINS)}",
                     f"{R.choice(HOSTW)}{R.randint(1, 40):02d}.prod.{R.choice(DOMAINS)}"])


FILL = {
    "host": host, "user": lambda: R.choice(USERS), "person": lambda: R.choice(PEOPLE),
    "zhperson": lambda: R.choice(ZHPEOPLE), "domain": lambda: R.choice(DOMAINS), "db": lambda: R.choice(DBS),
    "svc": lambda: R.choice(SVCS), "wifi": lambda: R.choice(WIFIS), "file": lambda: R.choice(FILES),
    "org": lambda: R.choice(ORGS), "repo": lambda: R.choice(REPOS), "region": lambda: R.choice(REGIONS),
    "ip": lambda: f"10.{R.randint(0, 255)}.{R.randint(0, 255)}.{R.randint(2, 254)}",
    "date": lambda: f"2024-{R.randint(1, 12):02d}-{R.randint(1, 28):02d}",
    "time": lambda: f"{R.randint(8, 22):02d}:{R.randint(0, 59):02d}",
    "num": lambda: str(R.randint(100, 99999)), "small": lambda: str(R.randint(2, 9)),
    "email": lambda: f"{R.choice(['ops', 'alerts', 'billing', 'noreply', 'it-support'])}@{R.choice(DOMAINS)}",
    "sha256": lambda: rs(64, HEX), "sha1": lambda: rs(40, HEX), "md5": lambda: rs(32, HEX),
    "commit": lambda: rs(40, HEX), "short": lambda: rs(7, HEX), "uuid": uuid4, "hex16": lambda: rs(16, HEX),
    "hex32": lambda: rs(32, HEX), "ud16": lambda: rs(16, UD), "b62_24": lambda: rs(24), "b62_14": lambda: rs(14),
    "b64_43": lambda: b64(32)[:43], "b64_88": lambda: b64(64), "ud20": lambda: rs(20, UD),
    "eth": lambda: "0x" + rs(40, "0123456789abcdefABCDEF"),
    "btc": lambda: "bc1q" + rs(38, "qpzry9x8gf2tvdw0s3jn54khce6mua7l"),
    "acsid": lambda: "AC" + rs(32, HEX), "appid": lambda: "wx" + rs(16, HEX),
    "gclient": lambda: f"{digits(12)}-{rs(32, LD)}.apps.googleusercontent.com",
    "rzpid": lambda: "rzp_live_" + rs(14), "d18": lambda: digits(18), "d10": lambda: digits(10),
    "img": lambda: R.choice(["nginx", "postgres", "ghcr.io/acme/api", "redis", "python"]),
    "pubtext": lambda: base64.b64encode(R.choice([
        b"Welcome to the build server. Authorized use only.",
        b"{\"alg\":\"RS256\",\"typ\":\"JWT\",\"kid\":\"2024-06\"}",
        b"release notes: fixed pagination bug in /v2/orders",
        b"{\"name\":\"status-page\",\"version\":\"3.2.1\",\"public\":true}",
        "公告：本周六凌晨 2 点进行数据库维护".encode()])).decode(),
    "minlen": lambda: str(R.choice([8, 10, 12, 14, 16, 20])), "days": lambda: str(R.choice([30, 60, 90, 180, 365])),
    "tries": lambda: str(R.randint(3, 10)),
    "podsfx": lambda: rs(10, "bcdfghjklmnpqrstvwxz2456789")[:10],
}

FILL_RE = re.compile(r"⟨([^⟩]+)⟩")
SEC_RE = re.compile(r"«([^»]+)»")
KEEP_RE = re.compile(r"⟦(.*?)⟧", re.S)


def render(tpl, preset=None):
    preset = preset or {}
    fcache, scache, secrets = {}, {}, []

    def choice(m):
        k = m.group(1)
        if k.startswith("?"):
            return R.choice(k[1:].split("|"))
        return m.group(0)

    def fill(m):
        k = m.group(1)
        if k not in fcache:
            fcache[k] = FILL[k.split("#")[0]]()
        return fcache[k]

    def sec(m):
        k = m.group(1)
        if k not in scache:
            if k in preset:
                v = preset[k]
            else:
                v = GEN[k.split("#")[0]]()
            if isinstance(v, str):
                v = (v, [v])
            scache[k] = v
            for s in v[1]:
                if s not in secrets:
                    secrets.append(s)
        return scache[k][0]

    t = FILL_RE.sub(choice, tpl)
    t = FILL_RE.sub(fill, t)
    t = SEC_RE.sub(sec, t)
    keep = [k for k in KEEP_RE.findall(t)]
    text = KEEP_RE.sub(lambda m: m.group(1), t)
    return text, secrets, keep


# ----------------------------------------------------------------- split / wrap helpers
def split_tok(tok):
    i = len(tok) // 2 + R.randint(-3, 3)
    return tok[:i], tok[i:]


def tpl_split(text_tpl, gen):
    def f():
        tok = GEN[gen]()
        a, b = split_tok(tok)
        return text_tpl, {"A": (a, [a]), "B": (b, [b])}
    return f


def tpl_wrap(prefix_tpl, gen, width, suffix=""):
    """The token is written after prefix and hard-wrapped at `width` columns."""
    def f():
        tok = GEN[gen]()
        # choose a break inside the token leaving >= 12 chars each side
        cut = R.randint(12, len(tok) - 12)
        a, b = tok[:cut], tok[cut:]
        return prefix_tpl + "«A»\n«B»" + suffix, {"A": (a, [a]), "B": (b, [b])}
    return f


# ----------------------------------------------------------------- positive templates
# (kind, template, reps)
P = [
    # --- credentials in prose WITHOUT a credential keyword
    ("cred_prose_nokw", "⟦To get into the staging ⟨svc⟩⟧, sign in as ⟨user⟩ with «pw» ⟦and switch the org to Platform⟧.", 4),
    ("cred_prose_nokw", "⟦⟨svc⟩ box login⟧ is ⟨user⟩ / «pw» ⟦— don't share it outside the team⟧", 4),
    ("cred_prose_nokw", "⟦The ⟨file⟩ zip ⟨person⟩ sent⟧ opens with «pw»", 4),
    ("cred_prose_nokw", "⟦Shared mailbox ⟨email⟩⟧ ⟨?takes|accepts|works with⟩ «pw» ⟦on the web client⟧.", 4),
    ("cred_prose_nokw", "⟦At the sudo prompt on ⟨host⟩⟧ type «pw» ⟦(it's the ops account, not yours)⟧.", 4),
    ("cred_prose_nokw", "⟦Guest wifi ⟨wifi⟩⟧ → «pw»", 3),
    ("cred_prose_nokw", "⟦For the NAS web UI the user is admin and the string after the user name is⟧ «pw».", 3),
    ("cred_prose_nokw", "⟦Note to self: ⟨person⟩'s old laptop⟧ unlocks with «pw» ⟦until IT reimages it on ⟨date⟩⟧.", 3),
    ("cred_prose_nokw", "⟦ssh ⟨user⟩@⟨host⟩⟧, then «pw» ⟦when it prompts⟧.", 3),
    ("cred_prose_nokw", "⟦The encrypted backup on the USB stick⟧ is locked behind «pw».", 3),
    ("cred_prose_nokw", "⟦Router admin page 192.168.1.1⟧, ⟨user⟩, «pw».", 3),
    ("cred_prose_nokw", "⟦If the VPN client asks again⟧, it's «pw» ⟦followed by the 6-digit code from the app⟧.", 3),
    ("cred_prose_nokw", "User prefers that I log into the ⟨svc⟩ demo tenant as ⟨user⟩ using «pw» ⟦when running the nightly checks⟧.", 3),
    ("cred_prose_nokw", "⟦登录测试环境后台⟧用 ⟨user⟩，后面那串是 «pw»。", 4),
    ("cred_prose_nokw", "⟦压缩包 ⟨file⟩.zip⟧ 解压时输入 «pw»，⟦是 ⟨zhperson⟩ 发的⟧。", 4),
    ("cred_prose_nokw", "⟦公司 WiFi ⟨wifi⟩⟧ 连的时候填 «pw» 就行。", 3),
    ("cred_prose_nokw", "⟦在 ⟨host⟩ 上 sudo 的时候⟧敲 «pw»，⟦别用自己的账号⟧。", 4),
    ("cred_prose_nokw", "⟦财务共享邮箱⟧进去用 «pw»⟦，每季度会换⟧。", 3),
    ("cred_prose_nokw", "⟦记一下：⟨zhperson⟩ 的测试账号⟧ ⟨user⟩ / «pw»", 3),
    ("cred_prose_nokw", "⟦打开「合同扫描件」那个加密文件夹⟧要 «pw»（⟦不是 Windows 开机那个⟧）。", 3),

    # --- credentials in prose WITH a keyword
    ("cred_prose_kw", "⟦The password for the ⟨db⟩ read replica⟧ is «pw», ⟦rotated on ⟨date⟩⟧.", 4),
    ("cred_prose_kw", "⟦pwd for ⟨user⟩ on ⟨host⟩⟧: «pw»", 3),
    ("cred_prose_kw", "⟦Heads up, the ⟨svc⟩ admin pass⟧ is now «pw» ⟦(reset by ⟨person⟩)⟧", 3),
    ("cred_prose_kw", "⟦Login for the vendor portal⟧ — user ⟨email⟩, pw «pw».", 3),
    ("cred_prose_kw", "[⟨time⟩] ⟨person⟩: ⟦creds for the demo tenant⟧ → ⟨user⟩ «pw»", 3),
    ("cred_prose_kw", "⟦数据库 ⟨db⟩ 的密码⟧是«pw»，⟦只读账号⟧。", 4),
    ("cred_prose_kw", "⟦堡垒机口令⟧：«pw»", 3),
    ("cred_prose_kw", "⟦短信验证通过后，再输二级密码⟧ «pw» ⟦就能进⟧。", 3),
    ("cred_prose_kw", "⟦Redis 的 requirepass 设成了⟧ «pw»⟦，记得同步到 sentinel⟧。", 3),
    ("cred_prose_kw", "⟦⟨zhperson⟩ 说 GitLab root 的初始密码⟧是 «pw»，⟦首次登录后要改⟧。", 3),
    ("cred_prose_kw", "⟦账号⟧：⟨user⟩ ⟦密码⟧：«pw» ⟦（⟨svc⟩ 管理员）⟧", 3),

    # --- passphrases of ordinary words and seed phrases
    ("passphrase", "⟦LUKS passphrase for the backup disk⟧: «phrase4»", 3),
    ("passphrase", "⟦The KeePass master⟧ is «phrase5» ⟦— all lowercase, spaces between words⟧.", 3),
    ("passphrase", "⟦To unseal the vault, type⟧ «phrase4» ⟦at the prompt⟧.", 3),
    ("passphrase", "⟦ssh-keygen asked for a passphrase for the deploy key; I used⟧ «phrase3hy».", 3),
    ("passphrase", "⟦BitLocker on ⟨person⟩'s laptop⟧ unlocks with «phrase4».", 3),
    ("passphrase", "⟦gpg --pinentry-mode loopback --passphrase⟧ \"«phrase4»\" ⟦--decrypt backup.tar.gpg⟧", 3),
    ("passphrase", "⟦硬盘加密的口令⟧是「«phrase4»」，⟦四个英文单词用空格隔开⟧。", 3),
    ("passphrase", "⟦1Password 主密码⟧：«phrase5»", 3),
    ("passphrase", "⟦保险库解封时输入⟧ «phrase6»。", 2),
    ("seed_phrase", "⟦Test wallet recovery words (Sepolia only)⟧: «seed12»", 3),
    ("seed_phrase", "⟦Ledger backup for the treasury multisig, signer 2⟧:\n«seed24l»", 2),
    ("seed_phrase", "⟦测试钱包助记词⟧：«seed12»⟦，别转主网资产⟧", 3),
    ("seed_phrase", "⟦助记词（24 个，分两行抄的）⟧：\n«seed24l»", 2),

    # --- split over a sentence / wrapped over lines
    ("split_secret", tpl_split("⟦The deploy token is in two parts⟧: first half «A», second half «B» ⟦— concatenate them⟧.", "glpat"), 3),
    ("split_secret", tpl_split("⟦⟨person⟩ sent the Stripe key in two messages⟧. Part one: «A» … ⟦and later⟧: «B»", "sklive"), 3),
    ("split_secret", tpl_split("⟦密钥分两段发的⟧：前半段 «A»，后半段 «B»，⟦拼起来用⟧。", "ghp"), 3),
    ("split_secret", tpl_split("⟦为了不被扫描器扫到，token 拆开写⟧：\"«A»\" + \"«B»\"", "skant"), 3),
    ("split_secret", tpl_split("⟦password is split for the two key holders⟧ — ⟨person⟩ holds «A», ⟨person#2⟩ holds «B».", "pwlong"), 3),
    ("wrapped_secret", tpl_wrap("⟦[⟨date⟩ ⟨time⟩] INFO auth ok⟧ session token=", "jwt", 0), 3),
    ("wrapped_secret", tpl_wrap("⟦AccountKey for the exports container⟧ (pasted from the portal):\n", "storagekey", 0), 3),
    ("wrapped_secret", tpl_wrap("⟦聊天记录里粘贴的 key 被折行了⟧：\n", "skproj", 0), 3),
    ("wrapped_secret", tpl_wrap("⟦curl -s https://api.⟨domain⟩/v2/jobs -H⟧ \"Authorization: Bearer ", "ghpat", 0, "\""), 3),
    ("wrapped_secret", tpl_wrap("⟦邮件正文里的 Personal Access Token（客户端自动换行）⟧：\n", "atatt", 0), 2),

    # --- session cookies
    ("session_cookie", "⟦GET /admin/reports HTTP/1.1⟧\n⟦Host: ⟨host⟩⟧\nCookie: sessionid=«sess32»; ⟦theme=dark⟧", 3),
    ("session_cookie", "⟦Set-Cookie:⟧ connect.sid=«connectsid»; ⟦Path=/; HttpOnly; Secure⟧", 3),
    ("session_cookie", "⟦s.cookies.set(\"JSESSIONID\",⟧ \"«HEX32»\"⟦, domain=\"⟨host⟩\")⟧", 3),
    ("session_cookie", "⟦To reproduce the bug while logged in as ⟨user⟩, paste this into devtools⟧: document.cookie = \"_gh_sess=«b64sess»\"", 3),
    ("session_cookie", "⟦curl -b⟧ \"PHPSESSID=«phpsess»\" ⟦https://⟨domain⟩/wp-admin/⟧", 3),
    ("session_cookie", "⟦B 站脚本要用 SESSDATA，我的是⟧ «sessdata»⟦，过期了再换⟧。", 3),
    ("session_cookie", "⟦抓包拿到的会话 cookie⟧：laravel_session=«laravelsess»", 3),
    ("session_cookie", "⟦[access] GET /dashboard 200⟧ cookie=\"_session_id=«sess32»\" ⟦ua=Mozilla/5.0⟧", 3),

    # --- config formats
    ("config_pgpass", "⟦~/.pgpass⟧\n⟨host⟩:5432:⟨db⟩:⟨user⟩:«pwu»\n⟨host#2⟩:5432:*:replicator:«pwu#2»", 3),
    ("config_mycnf", "⟦[client]⟧\nuser=⟨user⟩\npassword=«pw»\n⟦host=⟨host⟩⟧", 3),
    ("config_xml", "⟦<server>⟧\n  ⟦<id>nexus-releases</id>⟧\n  <username>⟨user⟩</username>\n  <password>«pwu»</password>\n⟦</server>⟧", 3),
    ("config_xml", "⟦<property name=\"hibernate.connection.username\">⟨user⟩</property>⟧\n⟦<property name=\"hibernate.connection.password\">⟧«pwu»</property>", 3),
    ("config_xml", "⟦<add name=\"Default\"⟧ connectionString=\"Server=⟨host⟩;Database=⟨db⟩;User Id=⟨user⟩;Password=«pwu»;\" ⟦providerName=\"System.Data.SqlClient\" />⟧", 3),
    ("config_properties", "⟦spring.datasource.url=jdbc:mysql://⟨host⟩:3306/⟨db⟩⟧\n⟦spring.datasource.username=⟨user⟩⟧\nspring.datasource.password=«pw»", 3),
    ("config_properties", "⟦sasl.mechanism=PLAIN⟧\nsasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\"⟨user⟩\" password=\"«pwu»\";", 3),
    ("config_properties", "⟦Nacos 配置里⟧：\nspring.redis.host=⟨host⟩\nspring.redis.password=«pw»", 3),
    ("config_json", "⟦appsettings.Production.json⟧:\n{\n  \"AzureAd\": {\n    \"TenantId\": \"⟨uuid⟩\",\n    \"ClientSecret\": \"«azsec»\"\n  }\n}", 3),
    ("config_json", "{\"⟦smtp⟧\": {\"⟦host⟧\": \"smtp.⟨domain⟩\", \"⟦port⟧\": 587, \"user\": \"⟨email⟩\", \"pass\": \"«pwu»\"}}", 3),
    ("config_json", "⟦~/.docker/config.json⟧\n{\"auths\": {\"registry.⟨domain⟩\": {\"auth\": \"«dockerauth»\"}}}", 3),
    ("config_json", "⟦~/.terraform.d/credentials.tfrc.json⟧: {\"credentials\": {\"app.terraform.io\": {\"token\": \"«tfc»\"}}}", 2),
    ("config_hcl", "⟦provider \"aws\" {⟧\n  region     = \"⟨region⟩\"\n  access_key = \"«akia»\"\n  secret_key = \"«awssec»\"\n}", 3),
    ("config_hcl", "⟦# prod.tfvars⟧\ndb_username = \"⟨user⟩\"\ndb_password = \"«pw»\"\n⟦instance_class = \"db.r6g.large\"⟧", 3),
    ("config_hcl", "⟦tf 变量文件 prod.tfvars 里写死了⟧：\ntencentcloud_secret_id  = \"«akid»\"\ntencentcloud_secret_key = \"«tcsec»\"", 3),
    ("config_hcl", "⟦consul { address = \"⟨host⟩:8500\"⟧\n  token = \"«uuid»\"\n}", 3),
    ("config_docker_k8s", "⟦services:⟧\n  db:\n    ⟦image: postgres:16⟧\n    environment:\n      POSTGRES_USER: ⟨user⟩\n      POSTGRES_PASSWORD: «pw»", 3),
    ("config_docker_k8s", "⟦apiVersion: v1⟧\n⟦kind: Secret⟧\nmetadata:\n  name: ⟨svc⟩-db\ntype: Opaque\ndata:\n  password: «k8sb64»", 3),
    ("config_docker_k8s", "⟦kubectl create secret generic ⟨svc⟩-api⟧ --from-literal=api-token=«b62_40» ⟦-n prod⟧", 3),
    ("config_docker_k8s", "⟦stringData:⟧\n  ⟦smtp-user: ⟨email⟩⟧\n  smtp-pass: «pw»", 2),
    ("config_systemd", "⟦[Service]⟧\n⟦ExecStart=/opt/⟨svc⟩/bin/server⟧\nEnvironment=\"API_TOKEN=«b62_40»\"\n⟦Restart=always⟧", 3),
    ("config_systemd", "⟦/etc/default/⟨svc⟩⟧\nLISTEN=0.0.0.0:8080\nSECRET_KEY=«hex64»", 3),
    ("config_netrc", "⟦~/.netrc⟧\nmachine api.⟨domain⟩ login ⟨user⟩ password «pw»", 3),
    ("config_netrc", "⟦machine github.com⟧ login ⟨user⟩ password «ghp»", 3),
    ("config_npmrc", "⟦.npmrc⟧\n//registry.npmjs.org/:_authToken=«npm»\n⟦save-exact=true⟧", 3),
    ("config_pip", "⟦pip.conf⟧\n[global]\nindex-url = https://⟨user⟩:«pwu»@pypi.⟨domain⟩/simple", 3),
    ("config_gitcred", "⟦~/.git-credentials⟧ has https://⟨user⟩:«ghpat»@github.com", 2),
    ("framework_secret", "⟦settings.py⟧\nSECRET_KEY = '«django»'\n⟦DEBUG = False⟧", 3),
    ("framework_secret", "⟦config/credentials.yml.enc decrypted⟧:\nsecret_key_base: «rails»", 2),
    ("framework_secret", "⟦.env⟧\nAPP_NAME=Laravel\nAPP_KEY=«laravel»", 3),
    ("framework_secret", "⟦app.config[\"SECRET_KEY\"] =⟧ \"«hex32»\"", 3),
    ("framework_secret", "⟦rclone.conf⟧\n[s3remote]\ntype = s3\naccess_key_id = «akia»\nsecret_access_key = «awssec»", 3),
    ("config_wireguard", "⟦[Interface]⟧\nPrivateKey = «wg»\n⟦Address = 10.8.0.2/24⟧", 3),
    ("config_xml", "⟦Maven 的 settings.xml 里⟧：\n<server><id>⟦aliyun-releases⟧</id><username>⟨user⟩</username><password>«pwu»</password></server>", 2),
    ("config_docker_k8s", "⟦docker-compose.yml 里 MySQL 的环境变量⟧：\n    environment:\n      MYSQL_ROOT_PASSWORD: «pw»", 2),
    ("config_systemd", "⟦systemd 单元文件里直接写了⟧：\nEnvironment=\"DB_PASS=«pw»\"", 2),
    ("config_netrc", "⟦.netrc 里这一行⟧：machine ftp.⟨domain⟩ login ⟨user⟩ password «pw»", 2),
    ("config_json", "⟦微信支付配置 config.json⟧：{\"mchId\": \"⟨d10⟩\", \"apiV3Key\": \"«b62_32»\"}", 2),
    ("config_yaml_zh", "⟦application.yml 里的阿里云 OSS 配置⟧：\n  access-key-id: «ltai»\n  access-key-secret: «alisec»", 3),

    # --- positional credentials in code
    ("positional_code", "⟦conn = pymysql.connect(⟧\"⟨host⟩\", \"⟨user⟩\", \"«pw»\", \"⟨db⟩\")", 3),
    ("positional_code", "⟦server.login(⟧\"⟨email⟩\", \"«pw»\")", 3),
    ("positional_code", "⟦ftp = FTP(\"ftp.⟨domain⟩\")⟧\nftp.login(\"⟨user⟩\", \"«pw»\")", 3),
    ("positional_code", "⟦client.connect(⟧\"⟨host⟩\", 22, \"⟨user⟩\", \"«pw»\")", 3),
    ("positional_code", "⟦r = redis.Redis(⟧\"⟨host⟩\", 6379, 0, \"«pw»\")", 3),
    ("positional_code", "⟦resp = requests.get(url, auth=(⟧\"⟨user⟩\", \"«pw»\"))", 3),
    ("positional_code", "⟦Connection c = DriverManager.getConnection(⟧\"jdbc:postgresql://⟨host⟩:5432/⟨db⟩\", \"⟨user⟩\", \"«pw»\");", 3),
    ("positional_code", "⟦creds = pika.PlainCredentials(⟧'⟨user⟩', '«pw»')", 3),
    ("positional_code", "⟦l.simple_bind_s(⟧\"cn=admin,dc=⟨org⟩,dc=com\", \"«pw»\")", 2),
    ("positional_code", "⟦const stripe = require('stripe')(⟧'«sklive»');", 3),
    ("positional_code", "⟦client.login(⟧\"«discordbot»\")", 2),
    ("positional_code", "⟦session = boto3.Session(⟧\"«akia»\", \"«awssec»\")", 3),
    ("positional_code", "⟦mc, err := minio.New(endpoint, &minio.Options{Creds: credentials.NewStaticV4(⟧\"«minak»\", \"«minsk»\", \"\")})", 2),
    ("positional_code", "⟦bot = telebot.TeleBot(⟧\"«tg»\")", 3),
    ("positional_code", "⟦# ⟨zhperson⟩ 临时加的，上线前删掉⟧\nconn = pymysql.connect('⟨host⟩', '⟨user⟩', '«pw»', '⟨db⟩')", 3),
    ("positional_code", "⟦连 MQ 的代码⟧：`credentials = pika.PlainCredentials('⟨user⟩', '«pw»')`", 3),
    ("positional_code", "⟦M = imaplib.IMAP4_SSL(\"imap.⟨domain⟩\")⟧; M.login(\"⟨email⟩\", \"«pw»\")", 2),

    # --- CLI flags and positional arguments
    ("cli_arg", "⟦mysql -u ⟨user⟩⟧ -p«pw» ⟦-h ⟨host⟩ ⟨db⟩ < migrate.sql⟧", 3),
    ("cli_arg", "⟦rabbitmqctl add_user⟧ ⟨user⟩ «pw»", 3),
    ("cli_arg", "⟦rabbitmqctl change_password⟧ ⟨user⟩ «pw»", 2),
    ("cli_arg", "⟦7z a⟧ -p«pw» ⟦-mhe=on ⟨file⟩.7z ./data⟧", 3),
    ("cli_arg", "⟦zip -r -P⟧ «pw» ⟦⟨file⟩.zip reports/⟧", 3),
    ("cli_arg", "⟦openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12⟧ -passout pass:«pw»", 3),
    ("cli_arg", "⟦sshpass -p⟧ '«pw»' ⟦ssh -o StrictHostKeyChecking=no⟧ ⟨user⟩@⟨host⟩", 3),
    ("cli_arg", "⟦htpasswd -b /etc/nginx/.htpasswd⟧ ⟨user⟩ «pw»", 3),
    ("cli_arg", "⟦echo⟧ «dckr» ⟦| docker login -u ⟨user⟩ --password-stdin⟧", 3),
    ("cli_arg", "⟦az login --service-principal -u ⟨uuid⟩⟧ -p «azsec» ⟦--tenant⟧ ⟨uuid#2⟩", 3),
    ("cli_arg", "⟦aws configure set aws_secret_access_key⟧ «awssec» ⟦--profile ⟨org⟩⟧", 3),
    ("cli_arg", "⟦vault login⟧ «hvs»", 3),
    ("cli_arg", "⟦redis-cli -h ⟨host⟩⟧ -a «pw» ⟦--no-auth-warning INFO replication⟧", 3),
    ("cli_arg", "⟦net use Z: \\\\⟨host⟩\\share⟧ «pw» ⟦/user:CORP\\⟨user⟩⟧", 2),
    ("cli_arg", "⟦smbclient //⟨host⟩/finance -U⟧ ⟨user⟩%«pw»", 3),
    ("cli_arg", "⟦curl -u⟧ ⟨user⟩:«pwu» ⟦-X POST https://jenkins.⟨domain⟩/job/⟨repo⟩/build⟧", 3),
    ("cli_arg", "⟦ldapsearch -x -H ldap://⟨host⟩ -D \"cn=admin,dc=⟨org⟩,dc=com\"⟧ -w «pw» ⟦\"(uid=*)\"⟧", 2),
    ("cli_arg", "⟦circleci setup --host https://circleci.com --token⟧ «ccipat»", 2),
    ("cli_arg", "⟦mc alias set backup http://⟨host⟩:9000⟧ «minak» «minsk»", 3),
    ("cli_arg", "⟦twine upload -u __token__ -p⟧ «pypi» ⟦dist/*⟧", 2),
    ("cli_arg", "⟦在跳板机上执行⟧ `mysql -h⟨host⟩ -u⟨user⟩ -p«pw»` ⟦能连上⟧", 3),
    ("cli_arg", "⟦打包给客户的时候用了⟧ `7z a -p«pw» 交付物.7z ./dist`", 3),
    ("cli_arg", "⟦同步脚本⟧：`sshpass -p «pw» scp dump.sql ⟨user⟩@⟨host⟩:/tmp/`", 3),
    ("cli_arg", "⟦PGPASSWORD=⟧«pw» ⟦pg_dump -h ⟨host⟩ -U ⟨user⟩ ⟨db⟩ > dump.sql⟧", 3),

    # --- key pairs (ID + secret)
    ("key_pair", "⟦AWS for the ⟨repo⟩ sandbox⟧: «akia» / «awssec»", 3),
    ("key_pair", "⟦Access key ID,Secret access key⟧\n«akia»,«awssec»", 3),
    ("key_pair", "⟦Temporary creds from STS⟧: AccessKeyId=«asia» SecretAccessKey=«awssec» SessionToken=«awssess»", 2),
    ("key_pair", "⟦阿里云子账号 AK⟧：«ltai» ⟦SK⟧：«alisec»", 3),
    ("key_pair", "⟦七牛云⟧ AK «qnak» ⟦SK⟧ «qnsk»", 3),
    ("key_pair", "⟦华为云 OBS 的 AK/SK⟧ 分别是 «hwak» 和 «hwsk»。", 3),
    ("key_pair", "⟦Google OAuth client for the internal tool⟧: ⟨gclient⟩ — secret «gocspx»", 3),
    ("key_pair", "⟦Binance testnet⟧ API key «binance#k» / secret «binance#s»", 2),
    ("key_pair", "⟦Twilio⟧ account ⟨acsid⟩, auth token «hex32»", 3),
    ("key_pair", "⟦Razorpay live keys⟧: key_id ⟨rzpid⟩ key_secret «rzpsec»", 2),
    ("key_pair", "⟦微信公众号⟧ AppID ⟨appid⟩，AppSecret «wxsecret»", 3),
    ("key_pair", "⟦腾讯云 API 密钥⟧ SecretId: «akid» SecretKey: «tcsec»", 3),

    # --- provider tokens
    ("vcs_token", "⟦export GITHUB_TOKEN⟧=«ghp»", 3),
    ("vcs_token", "⟦git remote set-url origin⟧ https://«ghpat»@github.com/⟨org⟩/⟨repo⟩.git", 3),
    ("vcs_token", "⟦git clone⟧ https://oauth2:«glpat»@gitlab.⟨domain⟩/⟨org⟩/⟨repo⟩.git", 3),
    ("vcs_token", "⟦The GitHub App installation token for the release job⟧ is «ghs»; ⟦it expires in an hour⟧.", 2),
    ("ci_token", "⟦Trigger the pipeline⟧: curl -X POST -F token=«glptt» -F ref=main ⟦https://gitlab.⟨domain⟩/api/v4/projects/⟨num⟩/trigger/pipeline⟧", 3),
    ("ci_token", "⟦Buildkite agent token⟧ «bkua»", 2),
    ("ci_token", "⟦Jenkins API token for ⟨user⟩⟧: «jenkins»", 3),
    ("ci_token", "⟦SONAR_TOKEN⟧=«squ»", 2),
    ("ci_token", "⟦流水线里用的 SonarQube 令牌⟧ «squ»，⟦⟨zhperson⟩ 建的⟧", 2),
    ("ai_token", "⟦ANTHROPIC_API_KEY⟧=«skant»", 3),
    ("ai_token", "⟦client = OpenAI(api_key=⟧\"«skproj»\")", 3),
    ("ai_token", "⟦HF token for pulling the gated model⟧: «hf»", 3),
    ("ai_token", "⟦Replicate⟧ «r8» ⟦(⟨person⟩'s account, billing capped)⟧", 2),
    ("ai_token", "⟦Groq 的 key 先用我的⟧：«gsk»", 3),
    ("ai_token", "⟦老的 OpenAI key 还没吊销⟧：«sklegacy»", 2),
    ("chat_token", "⟦SLACK_BOT_TOKEN⟧=«xoxb»\n⟦SLACK_APP_TOKEN⟧=«xapp»", 3),
    ("chat_token", "⟦Slack user token (legacy, scopes: chat:write)⟧ «xoxp»", 2),
    ("chat_token", "⟦Signing secret for the /deploy slash command⟧: «hex32»", 3),
    ("chat_token", "⟦Discord bot for the community server⟧ — «discordbot»", 2),
    ("chat_token", "⟦飞书机器人签名校验的密钥⟧：«feishusign»", 3),
    ("webhook", "⟦Alerts go to⟧ «slackhook»", 3),
    ("webhook", "⟦Release notes are posted via⟧ «discordhook»", 3),
    ("webhook", "⟦Stripe webhook endpoint secret⟧ «whsec» ⟦for /hooks/stripe⟧", 3),
    ("webhook", "⟦钉钉告警机器人⟧：https://oapi.dingtalk.com/robot/send?access_token=«hex64» ⟦加签密钥⟧ «dingsec»", 3),
    ("webhook", "⟦飞书群机器人 webhook⟧：https://open.feishu.cn/open-apis/bot/v2/hook/«uuid»", 3),
    ("webhook", "⟦企业微信群机器人⟧ https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=«uuid»", 3),
    ("url_token", "⟦Notify via⟧ https://api.telegram.org/bot«tg»/sendMessage?chat_id=⟨num⟩", 3),
    ("url_token", "⟦Geocoding call that failed⟧: GET https://maps.googleapis.com/maps/api/geocode/json?address=Berlin&key=«aiza»", 3),
    ("url_token", "⟦Share link for the export (read-only, 7 days)⟧: https://⟨org⟩exports.blob.core.windows.net/reports/q3.csv?sv=2022-11-02&sp=r&se=2024-12-31T00:00:00Z&sig=«sassig»", 3),
    ("url_token", "⟦Grafana embed⟧ https://grafana.⟨domain⟩/d/abc123/overview?orgId=1&auth_token=«glsa»", 2),
    ("url_token", "⟦回调地址带了 token⟧：https://api.⟨domain⟩/callback?access_token=«refresh»&state=⟨num⟩", 3),
    ("payment_token", "⟦STRIPE_SECRET_KEY⟧=«sklive»", 3),
    ("payment_token", "⟦Restricted key for the reporting job⟧ «rklive»", 2),
    ("payment_token", "⟦Paystack live secret⟧: «paystack»", 2),
    ("payment_token", "⟦Flutterwave 的生产密钥⟧ «flw»", 2),
    ("payment_token", "⟦Plaid⟧ client_id ⟨hex16⟩⟨hex16#2⟩ ⟦secret⟧ «plaid»", 2),
    ("cloud_token", "⟦DIGITALOCEAN_TOKEN⟧=«dop»", 3),
    ("cloud_token", "⟦Azure storage for the data lake⟧: DefaultEndpointsProtocol=https;AccountName=⟨org⟩lake;AccountKey=«storagekey»;EndpointSuffix=core.windows.net", 3),
    ("cloud_token", "⟦CF_API_TOKEN⟧=«cftoken» ⟦(zone:dns edit)⟧", 3),
    ("cloud_token", "⟦Heroku API key⟧ for the CI user: «uuid»", 2),
    ("cloud_token", "⟦Mapbox secret token (downloads scope)⟧ «mapbox»", 2),
    ("cloud_token", "⟦Supabase 的 access token⟧ «sbp»，⟦CLI 登录用⟧", 2),
    ("cloud_token", "⟦Pulumi⟧ ⟦PULUMI_ACCESS_TOKEN⟧=«pul»", 2),
    ("cloud_token", "⟦Doppler service token for prd⟧ «doppler»", 2),
    ("saas_token", "⟦SendGrid⟧ «sendgrid» ⟦(mail send only)⟧", 3),
    ("saas_token", "⟦Mailgun private API key⟧ «mailgun»", 2),
    ("saas_token", "⟦Shopify admin API access token⟧ «shpat»", 2),
    ("saas_token", "⟦Jira API token for ⟨email⟩⟧: «atatt»", 2),
    ("saas_token", "⟦Notion integration⟧ «ntn»", 2),
    ("saas_token", "⟦LINEAR_API_KEY⟧=«linapi»", 2),
    ("saas_token", "⟦Figma personal access token⟧ «figd»", 2),
    ("saas_token", "⟦Airtable PAT⟧ «airtable»", 2),
    ("saas_token", "⟦Postman API key⟧ «pmak»", 2),
    ("saas_token", "⟦New Relic user key⟧ «nrak»", 2),
    ("saas_token", "⟦Datadog⟧ DD_API_KEY=«hex32» DD_APP_KEY=«hex40»", 3),
    ("saas_token", "⟦Okta API token (read-only admin)⟧ «okta»", 2),
    ("saas_token", "⟦npm publish token⟧：«npm»⟦，只给 CI 用⟧", 2),
    ("crypto_key", "⟦age identity for the backup bucket⟧: «age»", 3),
    ("crypto_key", "⟦Fernet key used by Airflow⟧ «fernet»", 3),
    ("crypto_key", "⟦sops 用的 age 私钥⟧：«age»", 2),

    # --- DSNs and connection strings
    ("dsn", "⟦The reporting replica⟧ is postgres://⟨user⟩:«pwu»@⟨host⟩:5432/⟨db⟩ ⟦(read-only)⟧", 3),
    ("dsn", "⟦DSN := \"⟧⟨user⟩:«pwu»@tcp(⟨host⟩:3306)/⟨db⟩?parseTime=true\"", 3),
    ("dsn", "⟦SQLALCHEMY_DATABASE_URI⟧ = \"mysql+pymysql://⟨user⟩:«pwu»@⟨host⟩/⟨db⟩\"", 3),
    ("dsn", "⟦MONGO_URL⟧=mongodb+srv://⟨user⟩:«pwu»@cluster0.⟨num⟩.mongodb.net/⟨db⟩?retryWrites=true", 3),
    ("dsn", "⟦CELERY_BROKER_URL⟧=redis://:«pwu»@⟨host⟩:6379/0", 3),
    ("dsn", "⟦消息队列地址⟧ amqp://⟨user⟩:«pwu»@⟨host⟩:5672/prod", 3),
    ("dsn", "⟦jdbc:sqlserver://⟨host⟩:1433;databaseName=⟨db⟩⟧;user=⟨user⟩;password=«pwu»;encrypt=true", 3),
    ("dsn", "⟦Driver={ODBC Driver 18 for SQL Server};⟧Server=⟨host⟩;Database=⟨db⟩;Uid=⟨user⟩;Pwd=«pwu»;", 3),
    ("dsn", "⟦sqlplus⟧ ⟨user⟩/«pwu»@⟨host⟩:1521/ORCLPDB1", 3),
    ("dsn", "⟦psql⟧ \"host=⟨host⟩ dbname=⟨db⟩ user=⟨user⟩ password=«pwu» sslmode=require\"", 3),
    ("dsn", "⟦ES 集群地址⟧：https://elastic:«pwu»@⟨host⟩:9200", 3),
    ("dsn", "⟦EMAIL_URL⟧=smtp://⟨user⟩:«pwu»@smtp.⟨domain⟩:587", 2),
    ("dsn", "⟦Sentry 那边要的 DSN 不是这个，这是数据库的⟧：postgresql://⟨user⟩:«pwu»@⟨host⟩/⟨db⟩", 2),

    # --- old/new password pairs
    ("password_change", "⟦Changed the ⟨svc⟩ admin password⟧ from «pw#o» to «pw#n».", 3),
    ("password_change", "⟦rotation log ⟨date⟩⟧: old=«pw#o» new=«pw#n»", 3),
    ("password_change", "⟦⟨host⟩ 的 root 密码已更新⟧：旧 «pw#o» → 新 «pw#n»", 3),
    ("password_change", "⟦ALTER USER ⟨user⟩ WITH PASSWORD⟧ '«pwu»';", 3),
    ("password_change", "⟦原来的⟧ «pw#o» ⟦已经失效了，现在用⟧ «pw#n»", 3),
    ("password_change", "⟦ldappasswd -x -D \"cn=admin,dc=⟨org⟩,dc=com\"⟧ -w «pw#o» -s «pw#n» ⟦\"uid=⟨user⟩,ou=people,dc=⟨org⟩,dc=com\"⟧", 2),

    # --- key files named, then their contents; JWT / bearer
    ("key_file", "⟦Saved the deploy key as ~/.ssh/id_ed25519_deploy⟧; contents:\n«pem_ossh»", 3),
    ("key_file", "⟦$ cat /etc/ssl/private/⟨domain⟩.key⟧\n«pem_rsa»", 3),
    ("key_file", "⟦service-account.json for the loader⟧:\n«gcpsa»", 2),
    ("key_file", "⟦证书私钥（server.key）内容如下⟧：\n«pem_ec»", 3),
    ("key_file", "⟦PKCS#8 key the vendor emailed us⟧:\n«pem_pk8»", 2),
    ("key_file", "⟦gpg --export-secret-keys --armor ⟨email⟩⟧\n«pgp»", 2),
    ("key_file", "⟦bastion.ppk (PuTTY)⟧:\n«ppk»", 2),
    ("key_file", "⟦把下面这个私钥存成 ~/.ssh/id_rsa 再 chmod 600⟧：\n«pem_rsa»", 2),
    ("bearer_jwt", "⟦Authorization: Bearer⟧ «jwt»", 3),
    ("bearer_jwt", "⟦这个 token 是 ⟨user⟩ 的，24 小时有效⟧：«jwt»", 3),
    ("bearer_jwt", "{\"⟦token_type⟧\": \"Bearer\", \"access_token\": \"«jwt»\", \"refresh_token\": \"«refresh»\", \"⟦expires_in⟧\": 3600}", 3),
]

# ----------------------------------------------------------------- negative templates
N = [
    # hashes and checksums named as such
    ("neg_hash", "⟦sha256sum of the release tarball: ⟨sha256⟩⟧  ⟦⟨repo⟩-2.4.1.tar.gz⟧", 4),
    ("neg_hash", "⟦MD5 (installer.dmg) = ⟨md5⟩⟧", 3),
    ("neg_hash", "⟦The file's SHA-1 checksum is ⟨sha1⟩, matches upstream⟧.", 3),
    ("neg_hash", "⟦校验和（sha256）：⟨sha256⟩，与官网一致⟧。", 4),
    ("neg_hash", "⟦Pinned image ⟨img⟩@sha256:⟨sha256⟩⟧ ⟦in the Helm values⟧", 3),
    ("neg_hash", "⟦\"integrity\": \"sha512-⟨b64_88⟩\"⟧", 3),
    ("neg_hash", "⟦version https://git-lfs.github.com/spec/v1\noid sha256:⟨sha256⟩\nsize ⟨num⟩⟧", 3),
    ("neg_hash", "⟦下载后核对一下 MD5：⟨md5⟩⟧", 3),
    # commit SHAs
    ("neg_commit_sha", "⟦Fixed in commit ⟨commit⟩ (cherry-picked to release-2.3)⟧.", 4),
    ("neg_commit_sha", "⟦git revert ⟨short⟩ && git push origin main⟧", 3),
    ("neg_commit_sha", "⟦回滚到 ⟨commit⟩ 这个提交就好了⟧。", 4),
    ("neg_commit_sha", "⟦Merge: ⟨short⟩ ⟨short#2⟩⟧\n⟦Author: ⟨person⟩⟧", 3),
    ("neg_commit_sha", "⟦分支 feature/⟨short⟩-login-fix 已合并⟧", 3),
    # UUIDs of public resources
    ("neg_uuid", "⟦Grafana dashboard uid ⟨uuid⟩ is the public status board⟧.", 3),
    ("neg_uuid", "⟦Our Azure tenant ID is ⟨uuid⟩ (it's on the login page anyway)⟧.", 3),
    ("neg_uuid", "⟦工单 ID：⟨uuid⟩，已关闭⟧。", 4),
    ("neg_uuid", "⟦request_id=⟨uuid⟩ status=200 latency_ms=⟨num⟩⟧", 3),
    ("neg_uuid", "⟦Confluence page ⟨uuid⟩ has the on-call rota⟧", 3),
    # long identifiers in logs
    ("neg_log_id", "⟦trace_id=⟨hex32⟩ span_id=⟨hex16⟩ error=upstream timeout⟧", 4),
    ("neg_log_id", "⟦x-amz-request-id: ⟨ud16⟩⟧", 3),
    ("neg_log_id", "⟦Job ⟨b62_24⟩ finished in 41s⟧", 3),
    ("neg_log_id", "⟦[INFO] 任务 ⟨b62_24⟩ 已完成，耗时 ⟨num⟩ms⟧", 4),
    ("neg_log_id", "⟦pod api-7d9f8c6b5d-⟨podsfx⟩ restarted (OOMKilled)⟧", 3),
    ("neg_log_id", "⟦Stripe event evt_⟨b62_24⟩ received for customer cus_⟨b62_14⟩⟧", 3),
    ("neg_log_id", "⟦ETag: \"⟨md5⟩\"⟧", 3),
    ("neg_log_id", "⟦Cloudflare Ray ID: ⟨hex16⟩⟧", 3),
    ("neg_log_id", "⟦/var/lib/docker/overlay2/⟨sha256⟩/merged is full⟧", 3),
    ("neg_log_id", "⟦请求 ID ⟨hex32⟩ 在网关超时⟧，⟦已重试⟧", 3),
    # placeholders
    ("neg_placeholder", "⟦export ⟨?GITHUB_TOKEN|GH_TOKEN|GITLAB_TOKEN|HF_TOKEN⟩=<your-token>⟧ ⟦⟨?before running the script|in your shell profile|then rerun make release⟩⟧", 3),
    ("neg_placeholder", "⟦⟨?password|db_password|redis_password⟩: ${⟨?DB_PASSWORD|PGPASSWORD|REDIS_PASS|MYSQL_PWD⟩}⟧", 3),
    ("neg_placeholder", "⟦⟨?API_KEY|SECRET_KEY|STRIPE_KEY|ACCESS_TOKEN⟩=⟨?xxxxxxxxxxxxxxxxxxxx|XXXXXXXXXXXXXXXX|xxxx-xxxx-xxxx-xxxx|sk_live_xxxxxxxxxxxxxxxx⟩⟧", 3),
    ("neg_placeholder", "⟦Authorization: Bearer ⟨?<token>|<ACCESS_TOKEN>|$TOKEN|YOUR_TOKEN_HERE⟩⟧ ⟦— get the token from the ⟨svc⟩ console⟧", 3),
    ("neg_placeholder", "⟦Set ⟨?OPENAI_API_KEY|ANTHROPIC_API_KEY|the api_key field⟩ to your own key (it starts with ⟨?sk-...|sk-ant-...|sk-proj-…⟩)⟧", 3),
    ("neg_placeholder", "⟦把 ⟨?<你的AccessKey>|<YOUR_SECRET>|{你的token}|你的密钥⟩ 换成⟨?控制台|管理后台⟩里生成的值⟧", 3),
    ("neg_placeholder", "⟦⟨?postgres://user:password@localhost:5432/mydb|mysql://username:password@127.0.0.1:3306/test|amqp://guest:guest@localhost:5672/⟩⟧ ⟦is only the ⟨?template|example|default⟩ from the docs⟧", 3),
    ("neg_placeholder", "⟦⟨?token|api_key|webhook_secret⟩ = \"⟨?REPLACE_ME|CHANGE_ME|TODO|<fill-in>⟩\"⟧", 3),
    ("neg_placeholder", "⟦⟨?AWS_SECRET_ACCESS_KEY|DB_PASSWORD|SLACK_TOKEN⟩=⟨?****************|••••••••|********⟩⟧ ⟦(masked in the ⟨svc⟩ UI)⟧", 3),
    ("neg_placeholder", "⟦⟨?secret_key|db_password|api_token⟩: \"{{ ⟨?vault_secret_key|lookup('env', 'DB_PASS')|secrets.api_token⟩ }}\"⟧", 3),
    ("neg_placeholder", "⟦\"⟨?password|passwd|client_secret⟩\": \"********\"⟧ ⟦in the exported ⟨svc⟩ config⟧", 3),
    ("neg_placeholder", "⟦⟨?password|token|secret⟩=[已脱敏:⟨?password|token|secret⟩]⟧ ⟦was logged by the ⟨?old client|previous run|pre-commit hook⟩⟧", 3),
    ("neg_placeholder", "⟦⟨?token|password|api_key⟩: ⟨?[REDACTED]|<redacted>|[已脱敏]⟩⟧ ⟦(⟨svc⟩ export, ⟨date⟩)⟧", 3),
    ("neg_placeholder", "⟦配置模板里 ⟨?DB_PASSWORD|REDIS_PASSWORD|OSS_SECRET⟩=<⟨?填写数据库密码|这里填密钥|请替换⟩>⟧", 3),
    # password POLICY statements
    ("neg_policy", "⟦Password policy: minimum ⟨minlen⟩ characters, at least one digit and one symbol, rotate every ⟨days⟩ days⟧.", 3),
    ("neg_policy", "⟦⟨?password_min_length|min_password_length|passwordMinLength⟩ = ⟨minlen⟩⟧", 3),
    ("neg_policy", "⟦⟨?PASSWORD_EXPIRY_DAYS|PASS_MAX_DAYS|TOKEN_TTL_DAYS⟩=⟨days⟩⟧", 3),
    ("neg_policy", "⟦⟨?密码要求|口令规则|新密码需满足⟩：至少 ⟨minlen⟩ 位，包含大小写字母和数字⟧。", 4),
    ("neg_policy", "⟦口令有效期 ⟨days⟩ 天，连续输错 ⟨tries⟩ 次锁定 30 分钟⟧", 4),
    ("neg_policy", "⟦⟨?max_password_attempts|password_retry_limit|login.maxAttempts⟩: ⟨tries⟩⟧", 3),
    ("neg_policy", "⟦password: ⟨?(none)|(empty)|(not set)|N/A⟩⟧ ⟦— the ⟨?kiosk|guest|read-only⟩ account has no password⟧", 3),
    ("neg_policy", "⟦PasswordAuthentication no⟧\n⟦PermitRootLogin ⟨?no|prohibit-password⟩⟧\n⟦MaxAuthTries ⟨tries⟩⟧", 3),
    ("neg_policy", "⟦password reuse: last ⟨tries⟩ passwords are remembered⟧", 3),
    # URLs with port / db name, no credentials
    ("neg_url_nocreds", "⟦postgres://⟨host⟩:5432/⟨db⟩ (auth via IAM, no password)⟧", 3),
    ("neg_url_nocreds", "⟦jdbc:mysql://⟨host⟩:3306/⟨db⟩?useSSL=true&serverTimezone=UTC⟧", 3),
    ("neg_url_nocreds", "⟦redis://⟨host⟩:6379/2⟧", 3),
    ("neg_url_nocreds", "⟦password: see vault⟧; ⟦url: postgres://⟨host⟩:5432/⟨db⟩⟧", 3),
    ("neg_url_nocreds", "⟦数据库地址 mysql://⟨host⟩:3306/⟨db⟩，密码找运维要⟧", 4),
    ("neg_url_nocreds", "⟦https://⟨domain⟩/account/reset-password?step=2⟧", 3),
    ("neg_url_nocreds", "⟦mongodb://⟨host⟩:27017/⟨db⟩?replicaSet=rs0&authSource=admin⟧", 3),
    # talk about passwords with no value
    ("neg_password_talk", "⟦I reset my ⟨svc⟩ password again because I forgot it⟧.", 3),
    ("neg_password_talk", "⟦⟨person⟩ asked whether the password manager syncs across devices⟧.", 3),
    ("neg_password_talk", "⟦忘记密码了，明天找 ⟨zhperson⟩ 重置⟧。", 4),
    ("neg_password_talk", "⟦The ⟨svc⟩ login page now shows 'Forgot password?' under the button⟧.", 3),
    ("neg_password_talk", "⟦Don't paste ⟨?tokens|passwords|API keys⟩ into ⟨?Slack|the ticket|Jira⟩; use the vault⟧.", 3),
    ("neg_password_talk", "⟦The passphrase prompt appears twice on boot; filed ticket OPS-⟨num⟩⟧.", 3),
    ("neg_password_talk", "⟦⟨?验证码|短信验证码|邮箱验证码⟩一直收不到，⟨?换了手机号才行|找运维重发了⟩⟧。", 3),
    ("neg_password_talk", "⟦The secret to ⟨?good sourdough|a fast CI|stable tests⟩ is ⟨?patience|caching|isolation⟩⟧.", 3),
    ("neg_password_talk", "⟦Context window is 200k tokens; the prompt used ⟨num⟩ tokens⟧.", 3),
    ("neg_password_talk", "⟦The password for the wifi is on the whiteboard in room ⟨small⟩⟧.", 3),
    ("neg_password_talk", "⟦⟨zhperson⟩ 说密码和用户名一样的话系统会拒绝⟧。", 3),
    ("neg_password_talk", "⟦The ⟨svc⟩ admin password is stored in ⟨?1Password|Bitwarden|the team vault⟩ under \"⟨?Prod DB|Infra-Tools|Shared-Ops⟩\"⟧.", 3),
    ("neg_password_talk", "⟦Log in as ⟨user⟩ with your SSO account, not a local password⟧.", 3),
    # config keys holding a reference
    ("neg_secret_ref", "⟦⟨?DB_PASSWORD_FILE|POSTGRES_PASSWORD_FILE|API_TOKEN_FILE⟩=/run/secrets/⟨svc⟩_⟨?db_password|token⟩⟧", 3),
    ("neg_secret_ref", "⟦⟨?api_key|password|client_secret⟩ = var.⟨svc⟩_⟨?api_key|db_password|secret⟩⟧", 3),
    ("neg_secret_ref", "⟦⟨?token|password⟩: vault:secret/data/⟨?ci|prod|staging⟩/⟨svc⟩#⟨?token|password⟩⟧", 3),
    ("neg_secret_ref", "⟦valueFrom:\n  secretKeyRef:\n    name: ⟨svc⟩-db\n    key: password⟧", 3),
    ("neg_secret_ref", "⟦\"⟨?password|secret|apiKey⟩\": \"env:⟨?DB_PASSWORD|APP_SECRET|OPENAI_API_KEY⟩\"⟧", 3),
    ("neg_secret_ref", "⟦⟨svc⟩ 的密码不写在配置里，通过环境变量 ⟨?MYSQL_ROOT_PASSWORD|DB_PASSWORD|REDIS_PASSWORD⟩ 注入⟧", 4),
    ("neg_secret_ref", "⟦⟨?password|token|api_key⟩ = os.environ[\"⟨?SMTP_PASSWORD|BOT_TOKEN|OPENAI_API_KEY⟩\"]⟧", 3),
    ("neg_secret_ref", "⟦⟨?client_secret|token|password⟩: ${{ secrets.⟨?AZURE_CLIENT_SECRET|NPM_TOKEN|REGISTRY_PASSWORD⟩ }}⟧", 3),
    ("neg_secret_ref", "⟦password: op://Private/⟨svc⟩/password⟧", 3),
    ("neg_secret_ref", "⟦EnvironmentFile=/etc/⟨svc⟩/secrets.env⟧", 3),
    ("neg_secret_ref", "⟦⟨?secret_access_key|AccessKeySecret|client_secret⟩ 从⟨?实例角色|RAM 角色|密钥管理服务⟩获取，不用配置⟧", 3),
    ("neg_secret_ref", "⟦<password>${env.⟨?NEXUS_PASSWORD|MAVEN_REPO_PASS|ARTIFACTORY_TOKEN⟩}</password>⟧", 3),
    # base64 of public data, public keys, certificates
    ("neg_public_b64", "⟦echo ⟨pubtext⟩ | base64 -d⟧ ⟦prints the banner⟧", 4),
    ("neg_public_b64", "⟦ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI⟨b64_43⟩ ⟨user⟩@laptop⟧ ⟦— added to authorized_keys⟧", 4),
    ("neg_public_b64", "⟦Host key fingerprint SHA256:⟨b64_43⟩⟧", 3),
    ("neg_public_b64", "⟦[Peer]\nPublicKey = ⟨b64_43⟩=\nEndpoint = vpn.⟨domain⟩:51820⟧", 3),
    ("neg_public_b64", "⟦公钥（可以公开）：ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI⟨b64_43⟩⟧", 3),
    ("neg_public_b64", "⟦⟨?JWT header|The token header|Header part⟩ ⟨?eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9 decodes to {\"alg\":\"RS256\",\"typ\":\"JWT\"}|eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9 decodes to {\"alg\":\"HS256\",\"typ\":\"JWT\"}⟩⟧", 3),
    # documented example keys
    ("neg_example_key", "⟦AKIAIOSFODNN7EXAMPLE is the access key ID from the AWS docs⟧ ⟦⟨?— use it in unit tests|, not ours|, safe for fixtures⟩⟧", 3),
    ("neg_example_key", "⟦aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY⟧ ⟦(copied from the AWS ⟨?CLI guide|SDK docs|IAM user guide⟩)⟧", 3),
    ("neg_example_key", "⟦⟨?文档里的示例 AK|官方示例密钥 ID|测试夹具里的假 key⟩：AKIAIOSFODNN7EXAMPLE⟧", 3),
    # public addresses / look-alikes
    ("neg_lookalike", "⟦Send the refund to ⟨eth⟩ (our public ETH address)⟧", 3),
    ("neg_lookalike", "⟦收款地址：⟨btc⟩⟧", 3),
    ("neg_lookalike", "⟦pip install scikit-learn==1.⟨small⟩.⟨small#2⟩⟧", 3),
    ("neg_lookalike", "⟦ghp_ means a classic personal access token; github_pat_ a fine-grained one⟧ ⟦— ⟨person⟩ asked⟧", 3),
    ("neg_lookalike", "⟦以 sk- 开头的是 OpenAI 的密钥格式，sk-ant- 是 Anthropic 的⟧，⟦⟨zhperson⟩ 问的⟧", 3),
    ("neg_lookalike", "⟦Task sk_batch_runner_v2 failed on node-⟨small⟩⟧", 3),
    ("neg_lookalike", "⟦Build v2.14.0-rc.3+build.⟨short⟩ is on staging⟧", 3),
    ("neg_lookalike", "⟦The primary key of ⟨db⟩ is (tenant_id, order_id); press the Enter key to continue⟧", 3),
    ("neg_lookalike", "⟦Twilio account SID ⟨acsid⟩ appears on every invoice⟧", 3),
    ("neg_lookalike", "⟦小程序 AppID ⟨appid⟩ 是公开的，前端也能看到⟧", 3),
    ("neg_password_talk", "⟦部署文档：token 字段填 ⟨?GitLab|GitHub|Gitee⟩ 里生成的个人访问令牌，不要提交到仓库⟧", 3),
    ("neg_policy", "⟦⟨?Redis 没设密码（requirepass 为空）|MongoDB 没开认证（auth 关闭）|Memcached 没有密码⟩，只监听内网 ⟨ip⟩⟧", 3),
    ("neg_commit_sha", "⟦这次发版的 commit 是 ⟨short⟩，镜像 tag 为 ⟨img⟩:⟨short⟩⟧", 3),
    ("neg_policy", "⟦密钥轮换周期改成 ⟨days⟩ 天，旧 key 保留 ⟨small⟩ 天⟧", 3),
    ("neg_log_id", "⟦日志里的 trace_id=⟨hex32⟩ 可以在 Jaeger 里查⟧", 3),
    ("neg_secret_ref", "⟦password 字段留空表示使用 ⟨?LDAP|SSO|Kerberos⟩ 登录⟧", 3),
    ("neg_url_nocreds", "⟦飞书文档 https://⟨org⟩.feishu.cn/docx/⟨b62_24⟩ 是公开的⟧", 3),
    ("neg_url_nocreds", "⟦图片放在 https://⟨org⟩-assets.oss-cn-hangzhou.aliyuncs.com/logo.png⟧", 3),
]


ZH_RE = re.compile(r"[\u4e00-\u9fff]")


def plan_reps(polarity, ti, tpl, reps, kind=""):
    """Cases per template: fewer per English template, so the corpus stays ~35% Chinese."""
    src = tpl if isinstance(tpl, str) else tpl()[0]
    zh = bool(ZH_RE.search(src))
    if polarity == "positive" and not zh and (kind.startswith("config_") or kind == "framework_secret"):
        return 2
    if polarity == "positive":
        return (3 if reps >= 4 else 2) if zh else (2 if reps >= 3 and ti % 2 == 0 else 1)
    return min(reps, 3) if zh else 2


def build():
    cases, seen = [], set()
    for polarity, table in (("positive", P), ("negative", N)):
        for ti, (kind, tpl, reps) in enumerate(table):
            reps = plan_reps(polarity, ti, tpl, reps, kind)
            group = f"r16-{'p' if polarity == 'positive' else 'n'}{ti:03d}"
            made, tries = 0, 0
            while made < reps and tries < 50:
                tries += 1
                if callable(tpl):
                    t, pre = tpl()
                else:
                    t, pre = tpl, None
                text, secrets, keep = render(t, pre)
                if text in seen:
                    continue
                # sanity
                assert (polarity == "positive") == bool(secrets), (kind, text)
                for s in secrets:
                    assert s in text, (kind, s)
                    assert len(s) >= 6, (kind, s)
                for k in keep:
                    assert k in text, (kind, k)
                    for s in secrets:
                        assert s not in k and k not in s, (kind, k, s)
                assert keep, (kind, text)
                lang = "zh" if re.search(r"[\u4e00-\u9fff]", text) else "en"
                cases.append({"text": text, "secrets": secrets, "must_keep": keep, "kind": kind,
                              "lang": lang, "polarity": polarity, "group": group})
                seen.add(text)
                made += 1
    # overlap check by spans: every keep occurrence must be disjoint from every secret occurrence
    for c in cases:
        t = c["text"]
        sspans = [(m.start(), m.start() + len(s)) for s in c["secrets"] for m in re.finditer(re.escape(s), t)]
        for k in c["must_keep"]:
            ok = False
            for m in re.finditer(re.escape(k), t):
                a, b = m.start(), m.start() + len(k)
                if all(b <= x or a >= y for x, y in sspans):
                    ok = True
            assert ok, ("keep overlaps secret", c["kind"], k)
    R.shuffle(cases)
    out = []
    for i, c in enumerate(cases, 1):
        out.append({"id": f"r16-{i:04d}", **c})
    return out


if __name__ == "__main__":
    data = build()
    with open(OUT, "w", encoding="utf-8") as f:
        json.dump(data, f, ensure_ascii=False, indent=1)
    pos = [c for c in data if c["polarity"] == "positive"]
    neg = [c for c in data if c["polarity"] == "negative"]
    zh = sum(c["lang"] == "zh" for c in data)
    print(f"wrote {OUT}: {len(data)} cases, {len(pos)} positive ({sum(len(c['secrets']) for c in pos)} secrets), "
          f"{len(neg)} negative, zh {zh} ({100 * zh / len(data):.1f}%)")
