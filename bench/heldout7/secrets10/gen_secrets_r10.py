#!/usr/bin/env python3
"""Seeded generator for the r10 held-out secret-redaction set (stdlib only).

Usage: python3 gen_secrets_r10.py [--seed N] [--out secrets_r10.json]

Templates live in templates_r10.py.  Slot syntax inside a template text:
  «S:gen»        a secret value (listed in `secrets`)
  «S:gen:name»   same, remembered under `name`;  «=name» repeats it
  «K:gen»        a non-secret value that must survive (added to `must_keep`)
  «V:gen»        a filler value (neither secret nor required)
A generator returns a string, or (string, [secret substrings]) for values whose
secret parts are a subset (PEM body lines, token inside a URL, passphrase halves).
Every template is rendered once or twice (never more) with different random values.
"""
import argparse
import base64
import json
import os
import random
import re
import string
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import templates_r10 as T  # noqa: E402

B62 = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
B64 = B62 + "+/"
B64U = B62 + "-_"
UP = string.ascii_uppercase + string.digits
LOW = string.ascii_lowercase + string.digits
CROCK = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
BECH = "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L"

WORDS = ("amber lantern quietly orbit walnut harbor velvet tundra oracle pickle meadow copper "
         "falcon ribbon saddle thistle marble pepper canyon glacier willow sparrow lemon cobalt "
         "rustic violin puzzle mango sierra timber nectar plaza jigsaw kettle pebble umbrella "
         "harvest lagoon beacon crimson dolphin ember fossil gravel hazel island juniper kayak "
         "lilac mosaic nutmeg olive parsley quartz raven saffron tulip urchin vapor wombat yonder "
         "zephyr anchor bramble cactus drizzle elbow fiddle goblet hollow iris jacket kernel "
         "ladder mitten noodle oyster paddle quiver rocket sunset tractor unicorn vortex wander "
         "badger cinder dagger fennel gopher hermit igloo jasmine koala lobster magnet needle").split()
SEED_WORDS = ("abandon bargain cabin dawn eager fabric gadget habit idle jaguar kangaroo label "
              "machine napkin oak object pact quantum rabbit saddle table ugly vacant wagon "
              "yard zebra absorb banner cereal decade elegant fatal giraffe hamster impulse "
              "jealous kidney lottery marine nominee orphan pigeon quarter ritual shrimp thunder "
              "unveil vintage wealth youth zone alley bicycle canvas diesel episode frost glimpse "
              "hurdle inmate journey kitchen lunar mercy noble ostrich pulse rescue silk tobacco").split()
PW_WORDS = ("Sunflower Falcon Maple Tiger River Summer Winter Dragon Panda Rocket Harbor Meadow "
            "Orange Cobalt Phoenix Willow Thunder Coffee Marble Pepper Lemon Hunter Shadow "
            "Galaxy Silver Crystal Monkey Bamboo Ocean Forest").split()
PINYIN = ("zhang wang li liu chen yang huang zhao wu zhou xu sun ma zhu hu guo lin he gao luo "
          "xiaoming xiaohong lili tingting haoran yuxuan zihan wenwen jiajia dongdong").split()
USERS = ("deploy ops admin svc_backup ci-bot jenkins app_rw etl analytics reporter grafana "
         "wangwei liming zhao.lei mchen jdoe kpatel s.novak billing_svc sync_user").split()
HOSTS = ("db-prod-03.internal 10.20.4.17 pg.staging.corp mysql-replica-2.lan "
         "redis-cache.svc.cluster.local mq01.lan 172.16.8.40 sql01.corp.local "
         "db.eu-west.acme-int.net 192.168.50.12 warehouse-1.internal rds-main.cluster.local").split()
DBS = "orders billing analytics crm inventory payroll shop ledger events reporting".split()
DOMAINS = "acme-corp.com example-shop.net northwind.io contoso-labs.dev lumen-data.cn tianmu-tech.cn".split()
SSIDS = "Lobby5G ACME-Guest Floor3-Staff TP-LINK_8A2F HUAWEI-Office CMCC-6F Meeting-Room-B".split()
SHELL_SYM = "!%^*-_+.,~"      # no quote, $, backtick, backslash, space, :, @, /, ;, #
SAFE_SYM = "!%^*-_+.~"


def _r(rng, alphabet, n):
    return "".join(rng.choice(alphabet) for _ in range(n))


def _b64(raw):
    return base64.b64encode(raw).decode()


def _b64u(raw):
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def _ensure_mix(rng, s, sym):
    """Make sure a random password has lower, upper, digit and (if sym) a symbol."""
    s = list(s)
    need = [string.ascii_lowercase, string.ascii_uppercase, string.digits] + ([sym] if sym else [])
    for i, pool in enumerate(need):
        if not any(c in pool for c in s):
            s[rng.randrange(1, len(s))] = rng.choice(pool)
    return "".join(s)


def pw_rand(rng, sym):
    n = rng.randint(12, 18)
    s = _r(rng, B62 + sym, n)
    while not s[0].isalnum():
        s = _r(rng, B62, 1) + s[1:]
    return _ensure_mix(rng, s, sym)


def pw_human(rng):
    w = rng.choice(PW_WORDS)
    w2 = rng.choice(PW_WORDS)
    d = str(rng.randint(10, 2029))
    sym = rng.choice("!#%*-_.@&")
    pat = rng.randrange(6)
    if pat == 0:
        return f"{w}{d}{sym}"
    if pat == 1:
        return f"{w.lower()}-{w2}-{rng.randint(10, 99)}{rng.choice('!#%')}"
    if pat == 2:
        return f"{w[0]}{rng.choice('@4')}{w[2:]}{sym}{w2}{rng.randint(1, 99)}"
    if pat == 3:
        return f"{w}{sym}{w2.lower()}{rng.randint(100, 999)}"
    if pat == 4:
        return f"{rng.choice('!#')}{w2}{d}{w.lower()[:4]}"
    return f"{w.upper()[:3]}{w2.lower()}_{d}{rng.choice('!%')}"


def zh_pw(rng):
    p = rng.choice(PINYIN)
    pat = rng.randrange(4)
    if pat == 0:
        return f"{p.capitalize()}@{rng.choice(['1314', '520', '1988', '1992', '2008', '666'])}{rng.choice(['!', '#', '.'])}"
    if pat == 1:
        return f"woai{p}{rng.randint(100, 999)}{rng.choice('!#%')}"
    if pat == 2:
        return f"{p}{rng.choice(PINYIN).capitalize()}_{rng.randint(1970, 2010)}"
    return f"{p.upper()[:2]}{rng.randint(10, 99)}#{rng.choice(PINYIN)}{rng.randint(10, 99)}"


def passphrase(rng, sep=" "):
    n = rng.choice([4, 4, 5, 6])
    ws = rng.sample(WORDS, n)
    h = n // 2
    return sep.join(ws), [sep.join(ws[:h]), sep.join(ws[h:])]


def seed(rng, n):
    ws = rng.sample(SEED_WORDS, n)
    chunks = [" ".join(ws[i:i + 4]) for i in range(0, n, 4)]
    return " ".join(ws), chunks


def pem(rng, label, lines, first=None, indent="", joiner="\n"):
    body = []
    for i in range(lines):
        raw = _b64(bytes(rng.randrange(256) for _ in range(48)))
        body.append(raw)
    if first:
        body[0] = first + body[0][len(first):]
    last = _b64(bytes(rng.randrange(256) for _ in range(rng.randint(14, 40))))
    body.append(last)
    text = joiner.join([f"{indent}-----BEGIN {label}-----"] + [indent + b for b in body] + [f"{indent}-----END {label}-----"])
    return text, [body[0], body[len(body) // 2], body[-1]]


def jwt(rng, alg="HS256"):
    hdr = _b64u(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
    payload = {"sub": str(rng.randint(10000, 99999)), "iat": 1764950000 + rng.randint(0, 999999),
               "exp": 1765950000 + rng.randint(0, 999999), "role": rng.choice(["admin", "user", "service_role", "ops"])}
    pl = _b64u(json.dumps(payload, separators=(",", ":")).encode())
    sig = _b64u(bytes(rng.randrange(256) for _ in range(32 if alg == "HS256" else 64)))
    return f"{hdr}.{pl}.{sig}"


def wrap(rng, value, joiner="\n"):
    cut = rng.randint(len(value) // 3, 2 * len(value) // 3)
    a, b = value[:cut], value[cut:]
    return a + joiner + b, [a, b]


def uuid4(rng):
    h = _r(rng, HEX, 32)
    h = h[:12] + "4" + h[13:16] + rng.choice("89ab") + h[17:]
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def ed25519_pub(rng):
    return "AAAAC3NzaC1lZDI1NTE5AAAAI" + _b64(bytes(rng.randrange(256) for _ in range(32)))[1:44].rstrip("=")


def _gen_table():
    G = {}
    G["user"] = lambda r: r.choice(USERS)
    G["host"] = lambda r: r.choice(HOSTS)
    G["db"] = lambda r: r.choice(DBS)
    G["domain"] = lambda r: r.choice(DOMAINS)
    G["ssid"] = lambda r: r.choice(SSIDS)
    G["email"] = lambda r: f"{r.choice(['alerts', 'noreply', 'ops', 'it-desk', 'reports'])}@{r.choice(DOMAINS)}"
    G["acct"] = lambda r: r.choice(["acmeprodstore", "logsarchive01", "mediaeu2", "tianmubackup"])
    G["gcp_project"] = lambda r: f"{r.choice(['ingest', 'analytics', 'ml-batch', 'crm-sync'])}-{r.randint(100000, 999999)}"
    G["ip"] = lambda r: f"10.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}"
    # fillers for negatives
    G["minlen"] = lambda r: str(r.choice([8, 10, 12, 14, 16]))
    G["days"] = lambda r: str(r.choice([30, 60, 90, 180, 365]))
    G["small"] = lambda r: str(r.randint(2, 9))
    G["five"] = lambda r: str(r.randint(10, 12))
    G["mins"] = lambda r: str(r.choice([10, 15, 20, 30, 60]))
    G["hour"] = lambda r: str(r.randint(1, 5))
    G["port"] = lambda r: str(r.choice([5432, 5433, 6432, 3306, 15432]))
    G["maxtok"] = lambda r: str(r.choice([1024, 2048, 4096, 8192, 16384]))
    G["ctx"] = lambda r: str(r.choice([32, 64, 128, 200]))
    G["svc"] = lambda r: r.choice(["redis", "memcached", "billing-api", "report-svc", "etcd", "minio", "nginx-proxy"])
    G["env"] = lambda r: r.choice(["staging", "prod", "dev", "qa", "preview"])
    G["envname"] = lambda r: r.choice(["GITHUB_TOKEN", "NPM_TOKEN", "SENTRY_AUTH_TOKEN", "STRIPE_SECRET_KEY", "DB_PASSWORD"])
    G["chan"] = lambda r: r.choice(["alerts", "deploys", "ops-oncall", "ci"])
    G["repo"] = lambda r: r.choice(["infra", "web-app", "data-pipeline", "mobile", "platform"])
    G["theme"] = lambda r: r.choice(["dark", "light", "solarized"])
    G["city"] = lambda r: r.choice(["Berlin", "Paris", "Madrid", "Vienna", "Warsaw"])
    G["hostname"] = lambda r: r.choice(["build-01", "devbox", "jump-eu", "ws-114"])
    G["street"] = lambda r: r.choice(["Main St", "Rue Oberkampf", "Torstrasse", "King St"])
    G["ticket"] = lambda r: str(r.randint(1000, 9999))
    G["resource"] = lambda r: r.choice(["me", "users", "orders", "projects", "invoices"])
    # passwords
    G["pw_human"] = pw_human
    G["zh_pw"] = zh_pw
    G["pw_rand_safe"] = lambda r: pw_rand(r, SAFE_SYM)
    G["pw_rand_shell"] = lambda r: pw_rand(r, SHELL_SYM.replace(",", ""))
    G["pw_url"] = lambda r: pw_rand(r, "-_.~")
    G["pw_odbc"] = lambda r: pw_rand(r, "!%*-_.~")
    G["passphrase"] = passphrase
    G["passphrase_dash"] = lambda r: passphrase(r, "-")
    G["seed12"] = lambda r: seed(r, 12)
    G["seed24"] = lambda r: seed(r, 24)
    G["gmail_app_pw"] = lambda r: (lambda g: (" ".join(g), [" ".join(g[:2]), " ".join(g[2:])]))(
        [_r(r, string.ascii_lowercase, 4) for _ in range(4)])
    # typed tokens
    G["ghp"] = lambda r: "ghp_" + _r(r, B62, 36)
    G["gho"] = lambda r: "gho_" + _r(r, B62, 36)
    G["github_pat"] = lambda r: "github_pat_11" + _r(r, UP, 20) + "_" + _r(r, B62, 59)
    G["glpat"] = lambda r: "glpat-" + _r(r, B62 + "-_", 20)
    G["akia"] = lambda r: "AKIA" + _r(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)
    G["aws_secret"] = lambda r: _r(r, B64, 40)
    G["aiza"] = lambda r: "AIza" + _r(r, B64U, 35)
    G["azure_cs"] = lambda r: _r(r, B62, 3) + str(r.randint(0, 9)) + "Q~" + _r(r, B62 + "_~.-", 34)
    G["azure_storage_key"] = lambda r: _b64(bytes(r.randrange(256) for _ in range(64)))
    G["sk_live"] = lambda r: "sk_live_51" + _r(r, B62, 97)
    G["rk_live"] = lambda r: "rk_live_51" + _r(r, B62, 97)
    G["head_sk_live"] = lambda r: "sk_live_51" + _r(r, B62, 30)
    G["whsec"] = lambda r: "whsec_" + _r(r, B62, 32)
    G["xoxb"] = lambda r: f"xoxb-{r.randint(10**10, 10**11)}-{r.randint(10**12, 10**13)}-{_r(r, B62, 24)}"
    G["xoxp"] = lambda r: f"xoxp-{r.randint(10**10, 10**11)}-{r.randint(10**10, 10**11)}-{r.randint(10**12, 10**13)}-{_r(r, HEX, 32)}"

    def slack_hook(r):
        t = _r(r, B62, 24)
        return f"https://hooks.slack.com/services/T{_r(r, UP, 8)}/B{_r(r, UP, 10)}/{t}", [t]
    G["slack_hook"] = slack_hook

    def discord_hook(r):
        t = _r(r, B64U, 68)
        return f"https://discord.com/api/webhooks/{r.randint(10**17, 10**18)}/{t}", [t]
    G["discord_hook"] = discord_hook
    G["discord_token"] = lambda r: (_b64u(str(r.randint(10**17, 10**18)).encode()) + "." + _r(r, B64U, 6) + "." + _r(r, B64U, 38))
    G["tg_bot"] = lambda r: f"{r.randint(10**9, 8 * 10**9)}:AA{_r(r, B64U, 33)}"
    G["twilio_sid"] = lambda r: "AC" + _r(r, HEX, 32)
    G["sendgrid"] = lambda r: "SG." + _r(r, B64U, 22) + "." + _r(r, B64U, 43)
    G["mailgun"] = lambda r: "key-" + _r(r, HEX, 32)
    G["openai"] = lambda r: "sk-proj-" + _r(r, B64U, 74) + "T3BlbkFJ" + _r(r, B64U, 74)
    G["anthropic"] = lambda r: "sk-ant-api03-" + _r(r, B64U, 93) + "AA"
    G["hf"] = lambda r: "hf_" + _r(r, string.ascii_letters, 34)
    G["npm"] = lambda r: "npm_" + _r(r, B62, 36)
    G["pypi"] = lambda r: "pypi-AgEIcHlwaS5vcmc" + _r(r, B64U, 140)
    G["shpat"] = lambda r: "shpat_" + _r(r, HEX, 32)
    G["jwt"] = jwt
    G["jwt_rs"] = lambda r: jwt(r, "RS256")
    G["hvs"] = lambda r: "hvs." + _r(r, B64U, 91)
    G["dop"] = lambda r: "dop_v1_" + _r(r, HEX, 64)
    G["tfc"] = lambda r: _r(r, B62, 14) + ".atlasv1." + _r(r, B62, 67)
    G["cf_token"] = lambda r: _r(r, B64U, 40)
    G["nrak"] = lambda r: "NRAK-" + _r(r, UP, 27)
    G["lin_api"] = lambda r: "lin_api_" + _r(r, B62, 40)
    G["ntn"] = lambda r: "ntn_" + _r(r, B62, 46)
    G["atatt"] = lambda r: "ATATT3xFfGF0" + _r(r, B64U, 170) + "=" + _r(r, UP, 8)
    G["dckr_pat"] = lambda r: "dckr_pat_" + _r(r, B64U, 27)
    G["pmak"] = lambda r: "PMAK-" + _r(r, HEX, 24) + "-" + _r(r, HEX, 34)
    G["okta"] = lambda r: "00" + _r(r, B64U, 40)
    G["glsa"] = lambda r: "glsa_" + _r(r, B62, 32) + "_" + _r(r, HEX, 8)
    G["atbb"] = lambda r: "ATBB" + _r(r, B62, 32)
    G["mapbox_sk"] = lambda r: "sk.eyJ1Ijoi" + _r(r, B64U, 60) + "." + _r(r, B64U, 22)
    G["sq_token"] = lambda r: "EAAA" + _r(r, B64U, 60)
    G["paypal_id"] = lambda r: "A" + _r(r, B64U, 79)
    G["paypal_secret"] = lambda r: "E" + _r(r, B64U, 79)
    G["b2_key"] = lambda r: "K005" + _r(r, B62 + "/+", 27)
    G["age_key"] = lambda r: "AGE-SECRET-KEY-1" + _r(r, BECH, 58)
    G["age_pub"] = lambda r: "age1" + _r(r, BECH.lower(), 58)
    G["fernet"] = lambda r: _b64u(bytes(r.randrange(256) for _ in range(32))) + "="
    G["django_key"] = lambda r: "django-insecure-" * r.randint(0, 1) + _r(r, string.ascii_lowercase + string.digits + "!@#%^&*(-_=+)", 50)
    G["laravel_key"] = lambda r: "base64:" + _b64(bytes(r.randrange(256) for _ in range(32)))
    G["ltai"] = lambda r: "LTAI5t" + _r(r, B62, 18)
    G["aliyun_secret"] = lambda r: _r(r, B62, 30)
    G["akid"] = lambda r: "AKID" + _r(r, B62, 32)
    G["tencent_key"] = lambda r: _r(r, B62, 32)
    G["wx_appid"] = lambda r: "wx" + _r(r, HEX, 16)
    G["dingsec"] = lambda r: "SEC" + _r(r, HEX, 64)
    G["phpsessid"] = lambda r: _r(r, string.ascii_lowercase + string.digits, 26)
    G["jsessionid"] = lambda r: _r(r, "0123456789ABCDEF", 32)
    G["connect_sid"] = lambda r: "s%3A" + _r(r, B64U, 32) + "." + _r(r, B62 + "%", 43)
    G["docker_auth"] = lambda r: _b64(f"{r.choice(USERS)}:{pw_rand(r, '-_.')}".encode())
    G["k8s_b64pw"] = lambda r: _b64(pw_rand(r, SAFE_SYM).encode())
    G["b64user"] = lambda r: _b64(r.choice(USERS).encode())
    G["pem_rsa"] = lambda r: pem(r, "RSA PRIVATE KEY", r.randint(9, 14), "MIIEpAIBAAKCAQEA")
    G["pem_pkcs8"] = lambda r: pem(r, "PRIVATE KEY", r.randint(9, 14), "MIIEvgIBADANBgkqhkiG9w0BAQEFAASC")
    G["pem_openssh"] = lambda r: pem(r, "OPENSSH PRIVATE KEY", r.randint(5, 8), "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ")
    G["pem_ec_indent"] = lambda r: pem(r, "EC PRIVATE KEY", 3, "MHcCAQEEI", indent="      ")
    G["pem_pgp"] = lambda r: pem(r, "PGP PRIVATE KEY BLOCK", r.randint(6, 9), "lQdGBGV")
    G["sa_pem_json"] = lambda r: pem(r, "PRIVATE KEY", r.randint(8, 12), "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC", joiner="\\n")

    def gchat(r):
        k, t = "AIza" + _r(r, B64U, 35), _r(r, B64U, 43)
        return f"https://chat.googleapis.com/v1/spaces/AAAA{_r(r, B64U, 7)}/messages?key={k}&token={t}", [k, t]
    G["gchat_hook"] = gchat

    def teams(r):
        s = _r(r, HEX, 32)
        return (f"https://acme.webhook.office.com/webhookb2/{uuid4(r)}@{uuid4(r)}/IncomingWebhook/{s}/{uuid4(r)}"
                f"/V2{_r(r, B64U, 43)}"), [s]
    G["teams_hook"] = teams

    def wrap_of(name, joiner="\n"):
        return lambda r: wrap(r, G[name](r), joiner)
    G["wrap_jwt"] = wrap_of("jwt")
    G["wrap_ghp_quote"] = wrap_of("ghp", "\n> ")
    G["wrap_openai"] = wrap_of("openai")
    G["wrap_anthropic_indent"] = wrap_of("anthropic", "\n    ")
    G["wrap_sk_live"] = wrap_of("sk_live")
    G["wrap_azure_key"] = wrap_of("azure_storage_key")
    G["wrap_hvs"] = wrap_of("hvs")
    # non-secret shapes
    G["uuid"] = uuid4
    G["sha40"] = lambda r: _r(r, HEX, 40)
    G["sha7"] = lambda r: _r(r, HEX, 7)
    G["ed_pub"] = ed25519_pub
    G["ulid"] = lambda r: "01J" + _r(r, CROCK, 23)
    G["HEX_40_spaced"] = lambda r: " ".join(_r(r, "0123456789ABCDEF", 4) for _ in range(10))
    G["HEX_colon"] = lambda r: ":".join(_r(r, "0123456789ABCDEF", 2) for _ in range(20))
    G["pub_pem"] = lambda r: pem(r, "PUBLIC KEY", 5, "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8A")[0]
    G["semver"] = lambda r: f"{r.randint(0, 9)}.{r.randint(0, 30)}.{r.randint(0, 20)}"
    G["ipfs"] = lambda r: "bafybei" + _r(r, "abcdefghijklmnopqrstuvwxyz234567", 52)
    G["chrome_ext"] = lambda r: _r(r, "abcdefghijklmnop", 32)
    G["pod_suffix"] = lambda r: f"{_r(r, 'bcdfghjklmnpqrstvwxz2456789', 9)}-{_r(r, 'bcdfghjklmnpqrstvwxz2456789', 5)}"
    return G


GEN = _gen_table()
SIZED = re.compile(r"^(b62|hex|HEX|b64|b64u|upper|lower|alnum|alnum_up|digits)_(\d+)$")
ALPH = {"b62": B62, "hex": HEX, "HEX": "0123456789ABCDEF", "b64": B64, "b64u": B64U,
        "upper": string.ascii_uppercase, "lower": string.ascii_lowercase, "alnum": B62,
        "alnum_up": UP, "digits": string.digits}
POS_PER_LANG = 171
SLOT = re.compile(r"«(?:([SKV]):([A-Za-z0-9_]+)(?::([a-z0-9]+))?|=([a-z0-9]+))»")


def gen_value(rng, name):
    if name in GEN:
        v = GEN[name](rng)
    else:
        m = SIZED.match(name)
        if not m:
            raise KeyError(name)
        kind, n = m.group(1), int(m.group(2))
        v = _r(rng, ALPH[kind], n)
        if kind == "digits":
            v = str(rng.randint(1, 9)) + v[1:]
    if isinstance(v, tuple):
        return v
    return v, [v]


def render(rng, tpl):
    secrets_, keeps = [], []
    named = {}

    def sub(m):
        role, gname, name, ref = m.groups()
        if ref:
            return named[ref]
        text, parts = gen_value(rng, gname)
        if name:
            named[name] = text
        if role == "S":
            secrets_.extend(parts)
        elif role == "K":
            keeps.append(text)
        return text

    text = SLOT.sub(sub, tpl["text"])
    return text, secrets_, keeps


def spans(text, s):
    out, i = [], text.find(s)
    while i >= 0:
        out.append((i, i + len(s)))
        i = text.find(s, i + 1)
    return out


def check(case):
    t = case["text"]
    sec_spans = []
    for s in case["secrets"]:
        sp = spans(t, s)
        if not sp:
            return f"secret not in text: {s!r}"
        if len(s) < 6:
            return f"secret too short: {s!r}"
        sec_spans += sp
    for k in case["must_keep"]:
        kp = spans(t, k)
        if not kp:
            return f"keep not in text: {k!r}"
        for a, b in kp:
            for c, d in sec_spans:
                if a < d and c < b:
                    return f"keep overlaps secret: {k!r}"
        for s in case["secrets"]:
            if s in k or k in s:
                return f"keep/secret containment: {k!r} {s!r}"
    return None


def build(seed_):
    rng = random.Random(seed_)
    cases, seen = [], set()
    all_t = [dict(t, polarity="positive") for t in T.POSITIVE] + [dict(t, polarity="negative") for t in T.NEGATIVE]
    groups = Counter()
    # Render counts: each template once or twice (never more), chosen so that
    # positives come out balanced per language and negatives are all rendered twice.
    reps = [1] * len(all_t)
    by = defaultdict(list)
    for i, t in enumerate(all_t):
        by[(t["polarity"], t["lang"])].append(i)
    target = {("positive", "en"): POS_PER_LANG, ("positive", "zh"): POS_PER_LANG}
    for key, idxs in sorted(by.items()):
        want = target.get(key, 2 * len(idxs))
        extra = max(0, min(len(idxs), want - len(idxs)))
        for i in rng.sample(idxs, extra):
            reps[i] = 2
    for idx, tpl in enumerate(all_t):
        grp = f"r10-{'p' if tpl['polarity'] == 'positive' else 'n'}{idx:03d}-{tpl['kind']}"
        made = 0
        tries = 0
        while made < reps[idx]:
            tries += 1
            if tries > 50:
                raise SystemExit(f"cannot render template {grp} twice: {tpl['text'][:60]!r}")
            text, secs, kvals = render(rng, tpl)
            if text in seen:
                continue
            if tpl["keep"] is None:
                keeps = [ln for ln in text.split("\n") if ln.strip()]
            else:
                keeps = list(tpl["keep"]) + kvals
            keeps = list(dict.fromkeys(keeps))
            secs = list(dict.fromkeys(secs))
            case = {"id": "", "text": text, "secrets": secs, "must_keep": keeps, "kind": tpl["kind"],
                    "lang": tpl["lang"], "polarity": tpl["polarity"], "group": grp}
            if tpl["polarity"] == "positive" and not secs:
                raise SystemExit(f"positive template without secret: {grp}")
            if tpl["polarity"] == "negative" and secs:
                raise SystemExit(f"negative template with secret: {grp}")
            err = check(case)
            if err:
                raise SystemExit(f"{grp}: {err}\n{text}")
            seen.add(text)
            cases.append(case)
            made += 1
            groups[grp] += 1
    rng.shuffle(cases)
    for i, c in enumerate(cases):
        c["id"] = f"r10-{i + 1:04d}"
    assert max(groups.values()) <= 2
    return cases


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=20261206)
    ap.add_argument("--out", default=os.path.join(HERE, "secrets_r10.json"))
    a = ap.parse_args()
    cases = build(a.seed)
    with open(a.out, "w", encoding="utf-8") as f:
        json.dump(cases, f, ensure_ascii=False, indent=1)
        f.write("\n")
    pos = [c for c in cases if c["secrets"]]
    neg = [c for c in cases if not c["secrets"]]
    print(f"{len(cases)} cases: {len(pos)} positive ({100 * len(pos) / len(cases):.1f}%) with "
          f"{sum(len(c['secrets']) for c in pos)} secrets, {len(neg)} negative")
    print("lang:", dict(Counter(c["lang"] for c in cases)))
    tab = defaultdict(Counter)
    for c in cases:
        tab[c["kind"]][c["lang"]] += 1
    for k in sorted(tab, key=lambda k: (k.startswith("neg_"), k)):
        print(f"  {k:26s} en {tab[k]['en']:3d}  zh {tab[k]['zh']:3d}")


if __name__ == "__main__":
    main()
