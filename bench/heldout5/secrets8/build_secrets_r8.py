#!/usr/bin/env python3
"""Build the round-8 held-out secret-redaction corpus (written blind, stdlib only).

    python3 build_secrets_r8.py [--out secrets_r8.json] [--seeded]

Structure (which templates, how many instances, fillers such as user/host names,
case order and ids) comes from random.Random(SEED), so it is fixed. Secret VALUES
are drawn from the `secrets` module (CSPRNG, not seedable by design), so a rebuild
gives the same cases with fresh values; the committed JSON is the reference copy.
`--seeded` draws values from the seeded PRNG as well, for a fully reproducible file.
Every value is synthetic: random characters in the shape of a real credential.
"""
import argparse
import base64
import json
import os
import random
import re
import secrets
import string
import sys

SEED = 20261206
rng = random.Random(SEED)          # structure + fillers
VAL = secrets.SystemRandom()       # secret values (swapped by --seeded)

B62 = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
UP = string.ascii_uppercase
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
URLSAFE = B62 + "-_"


def rs(alpha, n):
    return "".join(VAL.choice(alpha) for _ in range(n))


def rb(n):
    return bytes(VAL.getrandbits(8) for _ in range(n))


def dig(n):
    return rs(string.digits, n)


def b64url(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


PW_WORDS = ["Tallow", "Marigold", "Cobalt", "Juniper", "Ferris", "Quasar", "Orchid", "Basalt",
            "Lumen", "Saffron", "Tundra", "Gopher", "Pelican", "Nimbus", "Sorrel", "Bramble",
            "Cinder", "Falcon", "Larkspur", "Mistral", "Onyx", "Pewter", "Russet", "Thistle",
            "Wren", "Zephyr", "Hollis", "Kestrel", "Marlow", "Quincy"]
PY_WORDS = ["Xiaoming", "Huanghe", "Changcheng", "Dongfang", "Taohua", "Longmen", "Jinshan",
            "Xihu", "Yangguang", "Qingdao", "Wanglei", "Zhangwei", "Liuyang", "Suzhou"]
SYM = "#!@%&*"
PP_WORDS = ["quokka", "marmalade", "lantern", "sprocket", "halibut", "trombone", "cathedral",
            "pistachio", "glacier", "fennel", "walrus", "zeppelin", "obsidian", "tapestry",
            "mandolin", "nebula", "pumice", "saxophone", "kumquat", "gazebo", "harpoon", "igloo",
            "jackal", "kettledrum", "lagoon", "meerkat", "nutmeg", "origami", "paprika",
            "rhubarb", "sundial", "tamarind", "wombat", "xylophone", "zucchini", "anchovy",
            "cobbler", "dandelion", "flamingo", "gondola", "hazelnut", "iguana", "mongoose",
            "narwhal", "ocelot", "pelican", "quinoa", "raccoon", "toucan", "turnip"]
ZH_PP = ["青蛙", "台灯", "季风", "榛子", "灯塔", "琥珀", "松鼠", "铁轨", "芒果", "雪橇", "银杏",
         "蜂蜜", "陀螺", "竹笛", "海螺", "风筝", "橄榄", "瀑布"]
BIP = ("abandon ability absorb abstract absurd acid acoustic adapt addict adjust admit adult advice "
       "aerobic afford agent airport alarm album alcohol alley almond alpha amateur amazing amount "
       "anchor ancient anger ankle antenna anxiety apart arctic arena armor arrow artwork aspect "
       "asthma atom auction august autumn avocado awkward axis bacon badge bamboo banana banner "
       "barrel basket battle beach bean beauty bicycle biology blanket blossom brisk bronze cabbage "
       "cactus canyon carbon castle cement chalk cherry cinnamon clinic coconut comic copper coral "
       "crater crystal cupboard dolphin donkey eagle ecology elbow emerge engine erosion falcon "
       "fossil galaxy garlic giraffe glimpse gorilla gravity harvest hedgehog horizon humble "
       "husband icon jaguar jungle kangaroo ketchup lava lobster lottery lumber magnet mammal "
       "mango marble meadow melody mosquito muffin mushroom napkin noodle oasis olive orbit "
       "ostrich oyster panda pepper piano pigeon planet pumpkin puzzle rabbit radar rhythm robot "
       "rocket salmon satoshi scorpion shrimp slogan squirrel tornado tortoise trumpet tunnel "
       "turtle velvet violin volcano walnut whale zebra").split()


def chunks(words, k, sep):
    return [sep.join(words[i:i + k]) for i in range(0, len(words), k)]


# ---------------------------------------------------------------- secret values
def g_pw():
    W = lambda: VAL.choice(PW_WORDS)
    pats = [lambda: W() + VAL.choice(SYM) + dig(4),
            lambda: W() + dig(2) + VAL.choice(SYM) + W().lower(),
            lambda: W().lower() + "_" + W() + dig(3),
            lambda: W() + "@" + VAL.choice(["2019", "2021", "2023", "2024", "2025"]) + VAL.choice(SYM),
            lambda: W() + W() + dig(2) + VAL.choice(SYM)]
    v = VAL.choice(pats)()
    return v, [v]


def g_pwzh():
    W = lambda: VAL.choice(PY_WORDS)
    pats = [lambda: W() + "@" + dig(4),
            lambda: W().lower() + dig(4) + VAL.choice(SYM),
            lambda: W() + VAL.choice(SYM) + W().lower() + dig(2)]
    v = VAL.choice(pats)()
    return v, [v]


def g_pwr():
    alpha = B62 + "!#%^*-_=+"
    while True:
        v = rs(alpha, VAL.choice([16, 18, 20, 22]))
        if any(c in "!#%^*-_=+" for c in v) and any(c.isdigit() for c in v) and v[0] in B62 and v[-1] in B62:
            return v, [v]


def g_pwu():  # URL-safe password for DSNs
    v = rs(B62, VAL.choice([16, 20, 24]))
    return v, [v]


def g_pwA():
    v = VAL.choice(PW_WORDS) + VAL.choice(["ridge", "moor", "field", "stone", "wick"])
    return v, [v]


def g_pwB():
    v = VAL.choice(SYM) + dig(4) + VAL.choice(SYM)
    return v, [v]


def g_code():
    v = VAL.choice([lambda: dig(2) + "-" + VAL.choice(PP_WORDS) + "-" + dig(3),
                    lambda: rs(UP + string.digits, 4) + "-" + rs(UP + string.digits, 4)])()
    return v, [v]


def g_wifi():
    v = VAL.choice([lambda: VAL.choice(PW_WORDS).lower() + "-" + VAL.choice(PP_WORDS) + "-" + dig(4),
                    lambda: g_pw()[0]])()
    return v, [v]


def g_pp():
    w = VAL.sample(PP_WORDS, VAL.choice([4, 4, 5]))
    return " ".join(w), chunks(w, 2, " ")


def g_ppd():
    w = VAL.sample(PP_WORDS, VAL.choice([4, 5, 6]))
    return "-".join(w), chunks(w, 2, "-")


def g_ppzh():
    w = VAL.sample(ZH_PP, 4)
    return " ".join(w), chunks(w, 2, " ")


def g_seed():
    w = VAL.sample(BIP, 12)
    return " ".join(w), chunks(w, 3, " ")


def simple(f):
    def g():
        v = f()
        return v, [v]
    return g


G = {
    "pw": g_pw, "pwzh": g_pwzh, "pwr": g_pwr, "pwu": g_pwu, "pwA": g_pwA, "pwB": g_pwB,
    "code": g_code, "wifi": g_wifi, "pp": g_pp, "ppd": g_ppd, "ppzh": g_ppzh, "seed": g_seed,
    "ghp": simple(lambda: "ghp_" + rs(B62, 36)),
    "gho": simple(lambda: "gho_" + rs(B62, 36)),
    "ghpat": simple(lambda: "github_pat_11" + rs(UP + string.digits, 20) + "_" + rs(B62, 59)),
    "ghph1": simple(lambda: "ghp_" + rs(B62, 18)),
    "tokh2": simple(lambda: rs(B62, 18)),
    "glpat": simple(lambda: "glpat-" + rs(URLSAFE, 20)),
    "xoxb": simple(lambda: "xoxb-" + dig(11) + "-" + dig(13) + "-" + rs(B62, 24)),
    "xoxp": simple(lambda: "xoxp-" + dig(11) + "-" + dig(11) + "-" + dig(13) + "-" + rs(HEX, 32)),
    "sklive": simple(lambda: "sk_live_51" + rs(B62, 97)),
    "rklive": simple(lambda: "rk_live_51" + rs(B62, 97)),
    "whsec": simple(lambda: "whsec_" + rs(B62, 32)),
    "akia": simple(lambda: "AKIA" + rs("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)),
    "awssec": simple(lambda: rs(B62, 1) + rs(B62 + "/+", 38) + rs(B62, 1)),
    "aiza": simple(lambda: "AIza" + rs(URLSAFE, 35)),
    "skant": simple(lambda: "sk-ant-api03-" + rs(URLSAFE, 93) + "AA"),
    "skproj": simple(lambda: "sk-proj-" + rs(URLSAFE, 74) + "T3BlbkFJ" + rs(URLSAFE, 74)),
    "hf": simple(lambda: "hf_" + rs(string.ascii_letters, 34)),
    "npm": simple(lambda: "npm_" + rs(B62, 36)),
    "pypi": simple(lambda: "pypi-AgEIcHlwaS5vcmc" + rs(URLSAFE, 140)),
    "sg": simple(lambda: "SG." + rs(URLSAFE, 22) + "." + rs(URLSAFE, 43)),
    "twtok": simple(lambda: rs(HEX, 32)),
    "shpat": simple(lambda: "shpat_" + rs(HEX, 32)),
    "dop": simple(lambda: "dop_v1_" + rs(HEX, 64)),
    "hvs": simple(lambda: "hvs.CAESI" + rs(URLSAFE, 86)),
    "tskey": simple(lambda: "tskey-auth-k" + rs(B62, 10) + "CNTRL-" + rs(B62, 33)),
    "glsa": simple(lambda: "glsa_" + rs(B62, 32) + "_" + rs(HEX, 8)),
    "dapi": simple(lambda: "dapi" + rs(HEX, 32)),
    "pmak": simple(lambda: "PMAK-" + rs(HEX, 24) + "-" + rs(HEX, 34)),
    "linapi": simple(lambda: "lin_api_" + rs(B62, 40)),
    "agekey": simple(lambda: "AGE-SECRET-KEY-1" + rs("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L".upper(), 58)),
    "azsec": simple(lambda: rs(B62, 3) + "8Q~" + rs(B62 + "_~.-", 31) + rs(B62, 3)),
    "mailgun": simple(lambda: "key-" + rs(HEX, 32)),
    "cftok": simple(lambda: rs(URLSAFE, 40)),
    "hex32": simple(lambda: rs(HEX, 32)),
    "hex40": simple(lambda: rs(HEX, 40)),
    "hex64": simple(lambda: rs(HEX, 64)),
    "b62_40": simple(lambda: rs(B62, 40)),
    "b62_32": simple(lambda: rs(B62, 32)),
    "ngrok": simple(lambda: "2" + rs(B62, 26) + "_" + rs(B62, 21)),
    "dingsec": simple(lambda: "SEC" + rs(HEX, 64)),
    "uuidsec": simple(lambda: "%s-%s-%s-%s-%s" % (rs(HEX, 8), rs(HEX, 4), "4" + rs(HEX, 3), rs("89ab", 1) + rs(HEX, 3), rs(HEX, 12))),
    "ltai": simple(lambda: "LTAI5t" + rs(B62, 18)),
    "alisec": simple(lambda: rs(B62, 30)),
    "akid": simple(lambda: "AKID" + rs(B62, 32)),
    "tcsec": simple(lambda: rs(B62, 32)),
    "dashscope": simple(lambda: "sk-" + rs(HEX, 32)),
    "djkey": simple(lambda: VAL.choice(["django-insecure-", ""]) + rs(string.ascii_lowercase + string.digits + "!@#%^&*(-_=+)", 50)),
    "railskey": simple(lambda: rs(HEX, 128)),
    "laravel": simple(lambda: base64.b64encode(rb(32)).decode()),
    "fernet": simple(lambda: base64.urlsafe_b64encode(rb(32)).decode()),
    "b64pw": simple(lambda: base64.b64encode(g_pwr()[0].encode()).decode()),
    "b64tok": simple(lambda: base64.b64encode(("tok_" + rs(B62, 32)).encode()).decode()),
    "b64long": simple(lambda: base64.b64encode(rb(180)).decode()),
    "dockerauth": simple(lambda: base64.b64encode(("ci-bot:" + "ghp_" + rs(B62, 36)).encode()).decode()),
    "basic": simple(lambda: base64.b64encode(("svc_export:" + g_pwr()[0]).encode()).decode()),
    "cookie_dj": simple(lambda: rs(string.ascii_lowercase + string.digits, 32)),
    "cookie_ex": simple(lambda: "s%3A" + rs(URLSAFE, 32) + "." + rs(B62, 43)),
    "cookie_rails": simple(lambda: base64.b64encode(rb(90)).decode().replace("=", "%3D") + "--" + rs(HEX, 40)),
    "phpsess": simple(lambda: rs(string.ascii_lowercase + string.digits, 26)),
    "b64sess": simple(lambda: base64.b64encode(rb(36)).decode()),
    "wrap1": simple(lambda: "sk-ant-api03-" + rs(URLSAFE, 48)),
    "wrap2": simple(lambda: rs(URLSAFE, 45) + "AA"),
    "gapp": None, "totp": None, "totp_grp": None, "recov": None, "recov_nl": None,
    "jwt": None, "pem_rsa": None, "pem_openssh": None, "pem_ec": None, "pem_json": None,
    "slackhook": None, "discordhook": None, "tg": None, "miniosec": None,
}


def g_gapp():
    parts = [rs(string.ascii_lowercase, 4) for _ in range(4)]
    return " ".join(parts), [" ".join(parts[:2]), " ".join(parts[2:])]


def g_totp():
    v = rs(B32, 32)
    return v, [v]


def g_totp_grp():
    parts = [rs(B32.lower()[:26], 4) for _ in range(8)]
    return " ".join(parts), [" ".join(parts[:4]), " ".join(parts[4:])]


def g_recov():
    codes = [rs(string.ascii_lowercase + string.digits, 8) for _ in range(6)]
    return ", ".join(codes), codes


def g_recov_nl():
    codes = [rs(HEX, 5) + "-" + rs(HEX, 5) for _ in range(6)]
    return "\n".join(codes), codes


def g_jwt():
    hdr = b64url(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    body = b64url(json.dumps({"sub": dig(7), "role": VAL.choice(["admin", "ops", "service"]),
                              "iat": 1764000000 + VAL.randrange(10**6), "exp": 1765000000 + VAL.randrange(10**6)},
                             separators=(",", ":")).encode())
    v = hdr + "." + body + "." + b64url(rb(32))
    return v, [v]


def _pem(label, prefix, nbytes, width=64):
    body = base64.b64encode(prefix + rb(nbytes)).decode()
    lines = [body[i:i + width] for i in range(0, len(body), width)]
    last = lines[-1] if len(lines[-1]) >= 16 else lines[-2]
    return lines, [lines[0], lines[len(lines) // 2], last]


def g_pem_rsa():
    lines, sec = _pem("RSA PRIVATE KEY", b"\x30\x82\x04\xa4\x02\x01\x00\x02\x82\x01\x01\x00", 1180 + VAL.randrange(6))
    return "-----BEGIN RSA PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END RSA PRIVATE KEY-----", sec


def g_pem_openssh():
    lines, sec = _pem("OPENSSH PRIVATE KEY", b"openssh-key-v1\x00\x00\x00\x00\x04none", 380, width=70)
    return "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END OPENSSH PRIVATE KEY-----", sec


def g_pem_ec():
    lines, sec = _pem("EC PRIVATE KEY", b"\x30\x77\x02\x01\x01\x04\x20", 114)
    return "-----BEGIN EC PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END EC PRIVATE KEY-----", sec


def g_pem_json():
    lines, sec = _pem("PRIVATE KEY", bytes.fromhex("308204bd020100300d06092a864886f70d0101010500048204a7"), 1170)
    return "-----BEGIN PRIVATE KEY-----\\n" + "\\n".join(lines) + "\\n-----END PRIVATE KEY-----\\n", sec


def g_slackhook():
    tok = rs(B62, 24)
    return "https://hooks.slack.com/services/T0" + rs(UP + string.digits, 8) + "/B0" + rs(UP + string.digits, 9) + "/" + tok, [tok]


def g_discordhook():
    tok = rs(URLSAFE, 68)
    return "https://discord.com/api/webhooks/" + "1" + dig(18) + "/" + tok, [tok]


def g_tg():
    tok = "AA" + rs(URLSAFE, 33)
    return dig(10) + ":" + tok, [tok]


def g_miniosec():
    v = rs(B62, 1) + rs(B62 + "+/", 38) + rs(B62, 1)
    return v, [v]


G.update({"gapp": g_gapp, "totp": g_totp, "totp_grp": g_totp_grp, "recov": g_recov,
          "recov_nl": g_recov_nl, "jwt": g_jwt, "pem_rsa": g_pem_rsa, "pem_openssh": g_pem_openssh,
          "pem_ec": g_pem_ec, "pem_json": g_pem_json, "slackhook": g_slackhook,
          "discordhook": g_discordhook, "tg": g_tg, "miniosec": g_miniosec})

# ---------------------------------------------------------------- non-secret values (no secrets)
def ns(f):
    def g():
        return f(), []
    return g


N = {
    "user": ns(lambda: rng.choice(["ops", "deploy", "svc_backup", "jenkins", "analytics", "admin", "reporting", "etl_user", "mhernandez", "lchen", "wangfang"])),
    "host": ns(lambda: rng.choice(["db-prod-02.internal", "10.20.3.14", "pg.staging.acme.io", "mysql-replica-1", "cache-01.corp.example", "172.31.8.40", "rm-bp1x.mysql.rds.aliyuncs.com"])),
    "db": ns(lambda: rng.choice(["orders", "billing", "analytics", "crm", "inventory", "ledger"])),
    "domain": ns(lambda: rng.choice(["acme.io", "example.com", "corp.example.net", "shop.example.org"])),
    "email": ns(lambda: rng.choice(["finance@acme.io", "ops-alerts@example.com", "support@corp.example.net"])),
    "sha40": ns(lambda: rs(HEX, 40)),
    "sha7": ns(lambda: rs(HEX, 7)),
    "sha256": ns(lambda: rs(HEX, 64)),
    "uuid": ns(lambda: "%s-%s-%s-%s-%s" % (rs(HEX, 8), rs(HEX, 4), "4" + rs(HEX, 3), rs("89ab", 1) + rs(HEX, 3), rs(HEX, 12))),
    "hex12": ns(lambda: rs(HEX, 12)),
    "hex16": ns(lambda: rs(HEX, 16)),
    "hex17": ns(lambda: rs(HEX, 17)),
    "n_hex32": ns(lambda: rs(HEX, 32)),
    "gdocid": ns(lambda: "1" + rs(URLSAFE, 43)),
    "sshpub": ns(lambda: "AAAAC3NzaC1lZDI1NTE5AAAAI" + base64.b64encode(rb(32)).decode()[:43]),
    "pod": ns(lambda: "web-" + rs("bcdf25679", 10) + "-" + rs("bcdfghjklmnpqrstvwxz2456789", 5)),
    "b64user": ns(lambda: base64.b64encode(rng.choice(["app", "reporting", "svc_backup"]).encode()).decode()),
    "twsid": ns(lambda: "AC" + rs(HEX, 32)),
    "wxappid": ns(lambda: "wx" + rs(HEX, 16)),
    "pempub": ns(lambda: "-----BEGIN PUBLIC KEY-----\n" + "\n".join(
        (lambda b: [b[i:i + 64] for i in range(0, len(b), 64)])(base64.b64encode(bytes.fromhex("30820122300d06092a864886f70d01010105000382010f003082010a0282010100") + rb(258)).decode()))
        + "\n-----END PUBLIC KEY-----"),
}
ALL = dict(G)
ALL.update(N)

PH = re.compile(r"\{([A-Za-z_0-9]+)(?::(\w+))?\}")
LITERAL_OK = {"{token}"}


def fill(tpl, keep):
    vals, secs = {}, []

    def rep(m):
        name = m.group(1)
        if name not in ALL:
            return m.group(0)
        k = m.group(0)
        if k not in vals:
            v, s = ALL[name]()
            vals[k] = v
            secs.extend(x for x in s if x not in secs)
        return vals[k]

    text = PH.sub(rep, tpl)
    keeps = [PH.sub(lambda m: vals.get(m.group(0), m.group(0)), k) for k in keep]
    return text, secs, keeps


# ---------------------------------------------------------------- templates
T = []


# instances per template: Chinese templates twice; English positives twice only for the
# families the last held-out round found weakest (prose without keyword, hand-overs,
# passphrases, split secrets); English negatives alternate 2/1.
FOCUS = {"password_prose", "credential_handover", "passphrase", "seed_phrase", "split_secret"}
_neg_en = [0]


def P(kind, lang, text, keep, n=None):
    if n is None:
        n = 2 if (lang == "zh" or kind in FOCUS) else 1
    T.append(("positive", kind, lang, text, keep, n))


def Nn(kind, lang, text, keep, n=None):
    if n is None:
        if lang == "zh":
            n = 2
        else:
            _neg_en[0] += 1
            n = 2 if _neg_en[0] % 2 else 1
    T.append(("negative", kind, lang, text, keep, n))


B64_HELLO = base64.b64encode(b"Welcome to the build server, please be kind").decode()
B64_FLAG = base64.b64encode(b'{"dark_mode":true,"beta_banner":false}').decode()
B64_ZH = base64.b64encode("欢迎使用报表系统".encode()).decode()

# ======== English positives
P("password_prose", "en", "Ops handover: log in as {user} with {pw} on the bastion, then sudo takes the same one.", ["Ops handover: log in as {user} with", "on the bastion, then sudo takes the same one."])
P("password_prose", "en", "The archive legal sent over opens with {pw} and the contracts are all in it.", ["The archive legal sent over opens with", "and the contracts are all in it."])
P("password_prose", "en", "For the shared support mailbox it's {email} / {pw} until IT moves us to SSO.", ["For the shared support mailbox it's", "until IT moves us to SSO."])
P("password_prose", "en", "When the sudo prompt on build-02 asks, type {pwr} and hit enter.", ["When the sudo prompt on build-02 asks, type", "and hit enter."])
P("password_prose", "en", "Guest wifi in the Lisbon office is LisbonGuest-5G and it takes {wifi} at the prompt.", ["Guest wifi in the Lisbon office is LisbonGuest-5G and it takes", "at the prompt."])
P("password_prose", "en", "On the router admin page the string after the user name admin is {pw} (yes, still the default from the installer).", ["On the router admin page the string after the user name admin is", "(yes, still the default from the installer)."])
P("password_prose", "en", "Grafana lives at grafana.internal:3000; {user} plus {pwr} gets you in as an editor.", ["Grafana lives at grafana.internal:3000;", "gets you in as an editor."])
P("password_prose", "en", "Unlocking the old ThinkPad: {pw} (the one with the cracked hinge).", ["Unlocking the old ThinkPad:", "(the one with the cracked hinge)."])
P("password_prose", "en", "If the kiosk locks itself again, the admin PIN it wants is {code} and then you pick 'Exit kiosk mode'.", ["If the kiosk locks itself again, the admin PIN it wants is", "and then you pick 'Exit kiosk mode'."])
P("credential_handover", "en", "[10:42] dana: the code to get in is {code}\n[10:43] me: thanks, I'm in", ["[10:42] dana: the code to get in is", "[10:43] me: thanks, I'm in"])
P("credential_handover", "en", "Sam pinged me the VPN creds: user {user}, and then {pw}, valid till Friday.", ["Sam pinged me the VPN creds: user {user}, and then", "valid till Friday."])
P("credential_handover", "en", "Maya: you'll need this for the NAS -> {pw}\nMe: got it, moving it to the vault now", ["Maya: you'll need this for the NAS ->", "Me: got it, moving it to the vault now"])
P("credential_handover", "en", "Priya handed over the billing portal before leaving: it's {user} and {pwr}, MFA goes to the team phone.", ["Priya handed over the billing portal before leaving:", "MFA goes to the team phone."])
P("passphrase", "en", "The backup drive's disk-unlock phrase is \"{pp}\", all lowercase with spaces between the words.", ["The backup drive's disk-unlock phrase is", "all lowercase with spaces between the words."])
P("passphrase", "en", "Vault unseal passphrase for the lab cluster: {ppd}", ["Vault unseal passphrase for the lab cluster:"])
P("passphrase", "en", "To decrypt the restic repo you type {pp} at the prompt, nothing else.", ["To decrypt the restic repo you type", "at the prompt, nothing else."])
P("seed_phrase", "en", "My hardware wallet recovery words, in order: {seed}. Keep offline.", ["My hardware wallet recovery words, in order:", "Keep offline."])
P("split_secret", "en", "Sending the deploy token in two parts. Part one: {ghph1} and part two (send separately): {tokh2} - glue them together.", ["Sending the deploy token in two parts. Part one:", "and part two (send separately):", "glue them together."])
P("split_secret", "en", "The API key is too long for the form, so I wrapped it:\n{wrap1}\n{wrap2}\n(there is no newline in the real one)", ["The API key is too long for the form, so I wrapped it:", "(there is no newline in the real one)"])
P("split_secret", "en", "Root on the NAS: first the word {pwA}, then straight after it {pwB}, no space in between.", ["Root on the NAS: first the word", "then straight after it", "no space in between."])
P("cli_password", "en", "mysql -h {host} -u {user} -p'{pwr}' {db} < dump.sql", ["mysql -h {host} -u {user}", "< dump.sql"])
P("cli_password", "en", "redis-cli -h {host} -p 6379 -a {pwr} --no-auth-warning info keyspace", ["redis-cli -h {host} -p 6379", "--no-auth-warning info keyspace"])
P("cli_password", "en", "7z x -p{pw} quarterly-reports.7z -o./reports", ["7z x", "quarterly-reports.7z -o./reports"])
P("cli_password", "en", "zip -r -P {pw} handover.zip notes/", ["zip -r -P", "handover.zip notes/"])
P("cli_password", "en", "rabbitmqctl add_user {user} {pwr} && rabbitmqctl set_user_tags {user} monitoring", ["rabbitmqctl add_user {user}", "&& rabbitmqctl set_user_tags {user} monitoring"])
P("cli_password", "en", "sshpass -p '{pw}' ssh {user}@{host} 'df -h'", ["sshpass -p", "'df -h'"])
P("cli_password", "en", "docker login registry.gitlab.com -u {user} -p {glpat}", ["docker login registry.gitlab.com -u {user}"])
P("cli_password", "en", "az login --service-principal -u {uuid} -p {azsec} --tenant {uuid:t}", ["az login --service-principal", "--tenant"])
P("cli_password", "en", "htpasswd -b -c /etc/nginx/.htpasswd {user} {pw}", ["htpasswd -b -c /etc/nginx/.htpasswd"])
P("cli_password", "en", "curl -u {user}:{pwr} https://{host}/api/v2/status", ["curl -u", "/api/v2/status"])
P("cli_password", "en", "openssl enc -aes-256-cbc -d -in backup.tar.enc -out backup.tar -pass pass:{pwr}", ["openssl enc -aes-256-cbc -d -in backup.tar.enc -out backup.tar -pass"])
P("cli_password", "en", "Then run `vault login {hvs}` to get a session; it lasts 8h.", ["Then run `vault login", "to get a session; it lasts 8h."])
P("cli_password", "en", "mc alias set prod https://s3.{domain} minio-admin {miniosec}", ["mc alias set prod"])
P("cli_password", "en", "npm config set //registry.npmjs.org/:_authToken={npm}", ["npm config set"])
P("cli_password", "en", "gh secret set DEPLOY_KEY --body {b62_40} --repo acme/site", ["gh secret set DEPLOY_KEY --body", "--repo acme/site"])
P("cli_password", "en", "heroku config:set STRIPE_SECRET_KEY={sklive} -a shop-prod", ["heroku config:set", "STRIPE_SECRET_KEY", "-a shop-prod"])
P("cli_password", "en", "PGPASSWORD={pwr} pg_dump -h {host} -U {user} {db} > backup.sql", ["pg_dump -h {host} -U {user} {db} > backup.sql", "PGPASSWORD"])
P("cli_password", "en", "kubectl create secret generic api-creds --from-literal=username={user} --from-literal=password={pwr}", ["kubectl create secret generic api-creds"])
P("cli_password", "en", "wget --user={user} --password={pw} https://files.{domain}/exports/latest.csv", ["wget", "/exports/latest.csv"])
P("cli_password", "en", "ngrok config add-authtoken {ngrok}", ["ngrok config add-authtoken"], n=1)
P("code_positional", "en", "r = redis.Redis('{host}', 6379, 0, '{pwr}')", ["r = redis.Redis(", "6379, 0,"])
P("code_positional", "en", "server.login('{email}', '{gapp}')  # smtplib, gmail app password", ["server.login(", "# smtplib, gmail app password"])
P("code_positional", "en", "ftp = FTP('{host}', '{user}', '{pw}')", ["ftp = FTP("])
P("code_positional", "en", "resp = requests.get(url, auth=('{user}', '{pwr}'), timeout=10)", ["resp = requests.get(url, auth=(", "timeout=10)"])
P("code_positional", "en", "conn = pymysql.connect('{host}', 'root', '{pwr}', '{db}')", ["conn = pymysql.connect("])
P("code_positional", "en", "const octokit = new Octokit({ auth: '{ghp}' });", ["const octokit = new Octokit({ auth:"])
P("code_positional", "en", "const stripe = require('stripe')('{sklive}');  // server side only", ["const stripe = require('stripe')(", "// server side only"])
P("code_positional", "en", "token = jwt.encode(payload, '{pwr}', algorithm='HS256')", ["token = jwt.encode(payload,", "algorithm='HS256')"])
P("code_positional", "en", "f = Fernet(b'{fernet}')\nplain = f.decrypt(blob)", ["f = Fernet(", "plain = f.decrypt(blob)"])
P("code_positional", "en", "client.connect('{host}', 22, '{user}', '{pw}')  # paramiko", ["client.connect(", "# paramiko"])
P("code_positional", "en", "ldap_conn.simple_bind_s('cn={user},dc=corp,dc=example', '{pw}')", ["ldap_conn.simple_bind_s("])
P("code_positional", "en", "session = boto3.Session('{akia}', '{awssec}', region_name='eu-west-1')", ["session = boto3.Session(", "region_name='eu-west-1')"])
P("code_positional", "en", "client = OpenAI(api_key=os.getenv('OPENAI_API_KEY') or '{skproj}')", ["client = OpenAI(api_key=os.getenv('OPENAI_API_KEY') or"])
P("code_positional", "en", "await page.fill('#password', '{pw}');\nawait page.click('text=Sign in');", ["await page.fill('#password',", "await page.click('text=Sign in');"])
P("config_yaml", "en", "database:\n  host: {host}\n  port: 5432\n  username: {user}\n  password: {pwr}\n  pool: 10", ["database:", "port: 5432", "pool: 10", "password:"])
P("config_toml", "en", "[smtp]\nserver = \"smtp.{domain}\"\nuser = \"{user}\"\npass = \"{pw}\"\nstarttls = true", ["[smtp]", "starttls = true", "pass ="])
P("config_ini", "en", "# ~/.my.cnf\n[client]\nuser={user}\npassword={pwr}\nhost={host}", ["[client]", "host={host}"])
P("config_dotfile", "en", "~/.pgpass now has: {host}:5432:{db}:{user}:{pwr}", ["~/.pgpass now has:"])
P("config_dotfile", "en", "Added to ~/.netrc:\nmachine api.{domain} login {user} password {pwr}", ["Added to ~/.netrc:", "machine api.{domain} login {user} password"])
P("config_env", "en", "# .env.production\nAPP_ENV=production\nSENDGRID_API_KEY={sg}\nMAILGUN_KEY={mailgun}\nLOG_LEVEL=info", ["APP_ENV=production", "LOG_LEVEL=info", "SENDGRID_API_KEY", "MAILGUN_KEY"])
P("config_json", "en", "{\"service\": \"billing\", \"apiKey\": \"{hex32}\", \"region\": \"eu-central-1\"}", ["\"service\": \"billing\"", "\"region\": \"eu-central-1\""])
P("docker_compose", "en", "services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: {user}\n      POSTGRES_PASSWORD: {pwr}\n    ports:\n      - \"5432:5432\"", ["image: postgres:16", "POSTGRES_PASSWORD:", "- \"5432:5432\""])
P("k8s_secret", "en", "apiVersion: v1\nkind: Secret\nmetadata:\n  name: db-creds\ntype: Opaque\ndata:\n  username: {b64user}\n  password: {b64pw}", ["kind: Secret", "name: db-creds", "password:"])
P("k8s_secret", "en", "apiVersion: v1\nkind: Secret\nmetadata:\n  name: do-token\nstringData:\n  DIGITALOCEAN_TOKEN: {dop}", ["kind: Secret", "name: do-token", "DIGITALOCEAN_TOKEN"])
P("terraform", "en", "resource \"aws_db_instance\" \"main\" {\n  engine   = \"postgres\"\n  username = \"{user}\"\n  password = \"{pwr}\"\n}", ["resource \"aws_db_instance\" \"main\"", "engine   = \"postgres\""])
P("terraform", "en", "provider \"cloudflare\" {\n  api_token = \"{cftok}\"\n}", ["provider \"cloudflare\"", "api_token"])
P("config_xml", "en", "<server>\n  <id>nexus-releases</id>\n  <username>{user}</username>\n  <password>{pwr}</password>\n</server>", ["<id>nexus-releases</id>", "</server>"])
P("config_xml", "en", "<property name=\"hibernate.connection.password\">{pwr}</property>\n<property name=\"hibernate.show_sql\">false</property>", ["<property name=\"hibernate.connection.password\">", "<property name=\"hibernate.show_sql\">false</property>"])
P("framework_secret", "en", "SECRET_KEY = '{djkey}'\nDEBUG = False\nALLOWED_HOSTS = ['app.{domain}']", ["DEBUG = False", "SECRET_KEY", "ALLOWED_HOSTS"])
P("framework_secret", "en", "production:\n  secret_key_base: {railskey}", ["production:", "secret_key_base:"])
P("framework_secret", "en", "APP_NAME=Shop\nAPP_KEY=base64:{laravel}\nAPP_DEBUG=false", ["APP_NAME=Shop", "APP_DEBUG=false"])
P("framework_secret", "en", "app = Flask(__name__)\napp.secret_key = '{hex64}'", ["app = Flask(__name__)", "app.secret_key"], n=1)
P("config_properties", "en", "spring.datasource.url=jdbc:postgresql://{host}:5432/{db}\nspring.datasource.username={user}\nspring.datasource.password={pwr}", ["spring.datasource.url=jdbc:postgresql://{host}:5432/{db}", "spring.datasource.password"])
P("config_dotfile", "en", "[pypi]\nusername = __token__\npassword = {pypi}", ["[pypi]", "username = __token__"], n=1)
P("config_json", "en", "~/.docker/config.json: {\"auths\": {\"ghcr.io\": {\"auth\": \"{dockerauth}\"}}}", ["~/.docker/config.json:", "\"ghcr.io\""])
P("config_dotfile", "en", "~/.git-credentials holds https://{user}:{ghp}@github.com for the mirror job.", ["~/.git-credentials holds", "for the mirror job."])
P("config_php", "en", "define('DB_PASSWORD', '{pw}');\ndefine('DB_HOST', 'localhost');", ["define('DB_HOST', 'localhost');", "DB_PASSWORD"])
P("conn_string_db", "en", "Connection string for the reporting job: Server=tcp:{host},1433;Database={db};User ID={user};Password={pwr};Encrypt=True;", ["Connection string for the reporting job:"])
P("conn_string_db", "en", "The ETL reads from jdbc:mysql://{host}:3306/{db}?user={user}&password={pwu}&useSSL=true every night.", ["The ETL reads from", "every night."])
P("conn_string_db", "en", "DATABASE_URL=postgres://{user}:{pwu}@{host}:5432/{db}", ["DATABASE_URL"])
P("conn_string_db", "en", "Atlas string for analytics: mongodb+srv://{user}:{pwu}@cluster0.ab12c.mongodb.net/?retryWrites=true", ["Atlas string for analytics:"])
P("conn_string_db", "en", "broker_url = 'amqp://{user}:{pwu}@{host}:5672//'", ["broker_url ="])
P("conn_string_db", "en", "engine = create_engine(\"mysql+pymysql://{user}:{pwu}@{host}/{db}?charset=utf8mb4\")", ["engine = create_engine("])
P("conn_string_db", "en", "psycopg2.connect(\"dbname={db} user={user} password={pwr} host={host} sslmode=require\")", ["psycopg2.connect(", "sslmode=require"])
P("log_trace", "en", "Traceback (most recent call last):\n  File \"worker.py\", line 88, in connect\n    conn = psycopg2.connect(dsn)\npsycopg2.OperationalError: FATAL:  password authentication failed for user \"{user}\"\nDSN was: host={host} dbname={db} user={user} password={pwr}", ["Traceback (most recent call last):", "psycopg2.OperationalError", "password authentication failed for user"])
P("log_trace", "en", "2026-11-30T08:14:02Z DEBUG http.client send: b'GET /v1/charges HTTP/1.1\\r\\nAuthorization: Bearer {sklive}\\r\\nHost: api.stripe.com'", ["DEBUG http.client send:", "Host: api.stripe.com"])
P("log_trace", "en", "> GET /api/orders HTTP/2\n> Host: {host}\n> Authorization: Basic {basic}\n> User-Agent: curl/8.5.0", ["> GET /api/orders HTTP/2", "> User-Agent: curl/8.5.0"])
P("log_trace", "en", "[worker-3] ERROR redis.exceptions.AuthenticationError while connecting to redis://default:{pwu}@{host}:6379/2 (retry 3/5)", ["[worker-3] ERROR redis.exceptions.AuthenticationError while connecting to", "(retry 3/5)"])
P("log_trace", "en", "Run ./deploy.sh\n+ export CF_API_TOKEN={cftok}\n+ wrangler deploy --env production\nDeployed shop-worker (2.31 sec)", ["Run ./deploy.sh", "+ wrangler deploy --env production", "Deployed shop-worker (2.31 sec)"])
P("log_trace", "en", "10.0.3.7 - - [30/Nov/2026:09:12:44 +0000] \"GET /export?access_token={b62_40}&format=csv HTTP/1.1\" 200 5120", ["10.0.3.7 - - [30/Nov/2026:09:12:44 +0000]", "200 5120"])
P("log_trace", "en", "Caused by: java.sql.SQLException: Access denied for user '{user}'@'10.2.0.14' (using password: YES)\n\tat com.acme.db.Pool.init(Pool.java:41)\nloaded config: jdbc.password={pwr}", ["Caused by: java.sql.SQLException: Access denied for user", "(using password: YES)", "at com.acme.db.Pool.init(Pool.java:41)"])
P("cookie", "en", "Set-Cookie: _shop_session={cookie_rails}; Path=/; HttpOnly; Secure; SameSite=Lax", ["Path=/; HttpOnly; Secure; SameSite=Lax"])
P("cookie", "en", "Copied my session from devtools so the scraper can act as me: sessionid={cookie_dj}", ["Copied my session from devtools so the scraper can act as me:"])
P("cookie", "en", "curl -b 'connect.sid={cookie_ex}' https://{host}/admin/users", ["curl -b", "/admin/users"])
P("cookie", "en", "resp = requests.get(url, cookies={'_shop_session': '{cookie_rails}'})", ["resp = requests.get(url, cookies="])
P("cookie", "en", "If the dashboard logs you out, paste PHPSESSID {phpsess} back into the cookie jar.", ["If the dashboard logs you out, paste PHPSESSID", "back into the cookie jar."])
P("cookie", "en", "document.cookie = \"auth_token={jwt}; path=/\";", ["document.cookie =", "path=/"])
P("recovery_codes", "en", "GitHub recovery codes for the org owner account:\n{recov_nl}\nKeep them in the safe.", ["GitHub recovery codes for the org owner account:", "Keep them in the safe."])
P("recovery_codes", "en", "Backup codes for the registrar login, each works once: {recov}", ["Backup codes for the registrar login, each works once:"])
P("totp_seed", "en", "2FA seed for the shared billing login (add it to your authenticator): {totp}", ["2FA seed for the shared billing login (add it to your authenticator):"])
P("totp_seed", "en", "otpauth://totp/Acme:{user}?secret={totp}&issuer=Acme is the QR content for the on-call phone.", ["is the QR content for the on-call phone."])
P("totp_seed", "en", "The setup key shows as {totp_grp} under the QR code.", ["The setup key shows as", "under the QR code."])
P("github_token", "en", "New fine-grained PAT for the release bot: {ghpat} (expires in 90 days)", ["New fine-grained PAT for the release bot:", "(expires in 90 days)"])
P("github_token", "en", "The OAuth app gave me {gho} after the device flow, scope repo.", ["The OAuth app gave me", "after the device flow, scope repo."], n=1)
P("slack_token", "en", "Slack bot for #deploys uses {xoxb}; scopes are chat:write and channels:read.", ["Slack bot for #deploys uses", "scopes are chat:write and channels:read."])
P("slack_token", "en", "My user token for the export script is {xoxp}.", ["My user token for the export script is"], n=1)
P("webhook_url", "en", "Alerts go to {slackhook} which is the #oncall channel.", ["Alerts go to", "which is the #oncall channel."])
P("webhook_url", "en", "Discord webhook for the community server: {discordhook}", ["Discord webhook for the community server:"])
P("webhook_url", "en", "The bot posts via https://api.telegram.org/bot{tg}/sendMessage with chat_id -100234987.", ["The bot posts via", "with chat_id -100234987."])
P("webhook_url", "en", "Stripe webhook signing secret for /hooks/stripe is {whsec} now.", ["Stripe webhook signing secret for /hooks/stripe is", "now."])
P("aws_key_pair", "en", "AWS keys for the backup user: {akia} / {awssec}", ["AWS keys for the backup user:"])
P("aws_key_pair", "en", "[backup]\naws_access_key_id = {akia}\naws_secret_access_key = {awssec}\nregion = eu-west-1", ["[backup]", "region = eu-west-1", "aws_secret_access_key"])
P("google_api_key", "en", "Maps key (restrict it to our referrer later!): {aiza}", ["Maps key (restrict it to our referrer later!):"])
P("llm_api_key", "en", "Claude key for the eval harness: {skant}", ["Claude key for the eval harness:"])
P("llm_api_key", "en", "I put {skproj} into the notebook's first cell, remember to rotate it.", ["I put", "into the notebook's first cell, remember to rotate it."])
P("llm_api_key", "en", "HF token with write scope for pushing the adapter: {hf}", ["HF token with write scope for pushing the adapter:"])
P("cloud_key_pair", "en", "Twilio: account {twsid}, auth token {twtok}.", ["Twilio: account", "auth token"])
P("cloud_key_pair", "en", "Azure app 'billing-sync': client id {uuid}, client secret {azsec}", ["Azure app 'billing-sync': client id", "client secret"])
P("provider_token", "en", "Shopify admin token {shpat} is for the store acme-dev only.", ["Shopify admin token", "is for the store acme-dev only."])
P("provider_token", "en", "Tailscale auth key for the new CI runners: {tskey} (reusable, expires Jan 31)", ["Tailscale auth key for the new CI runners:", "(reusable, expires Jan 31)"])
P("provider_token", "en", "Databricks PAT {dapi} is tied to the ETL service principal.", ["Databricks PAT", "is tied to the ETL service principal."])
P("provider_token", "en", "Grafana service account token for the dashboards sync: {glsa}", ["Grafana service account token for the dashboards sync:"])
P("provider_token", "en", "Postman key {pmak} and Linear key {linapi} are both in the team vault now.", ["Postman key", "and Linear key", "are both in the team vault now."])
P("encryption_key", "en", "age identity for the sops files: {agekey}", ["age identity for the sops files:"])
P("generic_api_key", "en", "The weather service key is {hex32}, free tier, 1000 calls per day.", ["The weather service key is", "free tier, 1000 calls per day."])
P("generic_api_key", "en", "POST /v1/ingest HTTP/1.1\nHost: collector.{domain}\nX-API-Key: {b62_40}\nContent-Type: application/json", ["POST /v1/ingest HTTP/1.1", "Content-Type: application/json", "X-API-Key:"])
P("generic_api_key", "en", "Analytics said our ingest credential is {b62_32}; paste it into the plugin settings.", ["Analytics said our ingest credential is", "paste it into the plugin settings."])
P("jwt", "en", "Here's the admin bearer from staging, good for 24h: {jwt}", ["Here's the admin bearer from staging, good for 24h:"])
P("pem_private_key", "en", "Deploy key for the docs repo:\n{pem_openssh}", ["Deploy key for the docs repo:"])
P("pem_private_key", "en", "TLS key for api-gw (the cert is in the repo, the key is not!):\n{pem_ec}", ["TLS key for api-gw (the cert is in the repo, the key is not!):"])
P("pem_private_key", "en", "{\n  \"type\": \"service_account\",\n  \"project_id\": \"acme-analytics\",\n  \"private_key\": \"{pem_json}\",\n  \"client_email\": \"etl@acme-analytics.iam.gserviceaccount.com\"\n}", ["\"type\": \"service_account\"", "\"project_id\": \"acme-analytics\""], n=1)

# ======== Chinese positives
P("password_prose", "zh", "运维交接：跳板机用 {user} 登录，口令 {pwzh} ，sudo 也是同一个。", ["运维交接：跳板机用 {user} 登录，口令", "sudo 也是同一个。"])
P("credential_handover", "zh", "临时密码发你了：{pw} 登录后记得改掉", ["临时密码发你了：", "登录后记得改掉"])
P("password_prose", "zh", "财务共享邮箱登录用 {email} / {pwzh} ，别转发。", ["财务共享邮箱登录用", "别转发。"])
P("password_prose", "zh", "那个压缩包解压用 {pw} ，里面是合同扫描件。", ["那个压缩包解压用", "里面是合同扫描件。"])
P("password_prose", "zh", "办公室 wifi 叫 Acme-5G，连的时候输 {wifi} 就行。", ["办公室 wifi 叫 Acme-5G，连的时候输", "就行。"])
P("credential_handover", "zh", "[群聊] 小王：进机房的码是 {code}\n[群聊] 我：收到", ["[群聊] 小王：进机房的码是", "[群聊] 我：收到"])
P("passphrase", "zh", "移动硬盘的解锁口令是“{ppzh}”，四个词中间有空格。", ["移动硬盘的解锁口令是", "四个词中间有空格。"])
P("passphrase", "zh", "密码管理器的主密码是一句话：{pp}", ["密码管理器的主密码是一句话："])
P("seed_phrase", "zh", "钱包助记词（按顺序）：{seed} ，千万别截图。", ["钱包助记词（按顺序）：", "千万别截图。"])
P("split_secret", "zh", "部署 token 分两段发：前半段 {ghph1} ，后半段 {tokh2} ，拼起来用。", ["部署 token 分两段发：前半段", "后半段", "拼起来用。"])
P("split_secret", "zh", "NAS 的 root 口令：先是单词 {pwA} ，紧接着 {pwB} ，中间没空格。", ["NAS 的 root 口令：先是单词", "紧接着", "中间没空格。"])
P("split_secret", "zh", "密钥太长，分两行贴：\n{wrap1}\n{wrap2}\n用的时候去掉换行。", ["密钥太长，分两行贴：", "用的时候去掉换行。"])
P("cli_password", "zh", "mysql -h {host} -u {user} -p{pwr} 导出 {db} 库之前先确认磁盘空间。", ["mysql -h {host} -u {user}", "导出 {db} 库之前先确认磁盘空间。"])
P("cli_password", "zh", "用 sshpass -p {pw} ssh {user}@{host} 批量执行，脚本在 ~/bin 下。", ["批量执行，脚本在 ~/bin 下。", "用 sshpass -p"])
P("cli_password", "zh", "redis 连不上：redis-cli -h {host} -a {pwr} ping 返回 NOAUTH，密码应该是对的。", ["redis 连不上：redis-cli -h {host}", "ping 返回 NOAUTH，密码应该是对的。"])
P("cli_password", "zh", "7z 打包加了密：7z a -p{pw} -mhe=on 报表.7z 报表/", ["7z 打包加了密：7z a", "-mhe=on 报表.7z 报表/"])
P("cli_password", "zh", "在 CI 里加了一步 docker login -u {user} -p {pwr} registry.cn-hangzhou.aliyuncs.com，后面推镜像。", ["在 CI 里加了一步 docker login -u {user}", "registry.cn-hangzhou.aliyuncs.com，后面推镜像。"])
P("config_yaml", "zh", "# 生产库配置\ndb:\n  host: {host}\n  user: {user}\n  password: {pwr}  # 别提交到 git", ["# 生产库配置", "# 别提交到 git", "password:"])
P("config_env", "zh", "# 支付回调\nALIPAY_APP_ID=2021000000000000\nALIPAY_PRIVATE_KEY={b64long}\nNOTIFY_URL=https://pay.{domain}/notify", ["ALIPAY_APP_ID=2021000000000000", "NOTIFY_URL=https://pay.{domain}/notify", "ALIPAY_PRIVATE_KEY"])
P("webhook_url", "zh", "钉钉机器人 webhook：https://oapi.dingtalk.com/robot/send?access_token={hex64} ，加签密钥 {dingsec}", ["钉钉机器人 webhook：", "加签密钥"])
P("webhook_url", "zh", "企业微信群机器人：https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key={uuidsec}", ["企业微信群机器人："])
P("webhook_url", "zh", "飞书机器人 https://open.feishu.cn/open-apis/bot/v2/hook/{uuidsec} 已经加到告警群。", ["飞书机器人", "已经加到告警群。"])
P("cloud_key_pair", "zh", "阿里云 AccessKey：{ltai} / {alisec}，只给了 OSS 读权限。", ["阿里云 AccessKey：", "只给了 OSS 读权限。"])
P("cloud_key_pair", "zh", "腾讯云 SecretId {akid} SecretKey {tcsec} 用于 COS 备份。", ["腾讯云 SecretId", "SecretKey", "用于 COS 备份。"])
P("cookie", "zh", "登录后台用这个 cookie：sessionid={cookie_dj} ，过期了再找我。", ["登录后台用这个 cookie：", "过期了再找我。"])
P("cookie", "zh", "把 cookie 里的 SESSION={b64sess} 复制到 Postman 就能调接口。", ["把 cookie 里的", "复制到 Postman 就能调接口。"])
P("recovery_codes", "zh", "GitHub 恢复码（每个只能用一次）：\n{recov_nl}", ["GitHub 恢复码（每个只能用一次）："])
P("totp_seed", "zh", "两步验证的种子是 {totp} ，加到你的验证器里。", ["两步验证的种子是", "加到你的验证器里。"])
P("generic_api_key", "zh", "接口密钥（没有前缀的那种）：{hex32} ，每天限 5000 次。", ["接口密钥（没有前缀的那种）：", "每天限 5000 次。"])
P("jwt", "zh", "这是 staging 的管理员 token，24 小时有效：{jwt}", ["这是 staging 的管理员 token，24 小时有效："])
P("pem_private_key", "zh", "服务器私钥贴这里了，别外传：\n{pem_rsa}", ["服务器私钥贴这里了，别外传："])
P("log_trace", "zh", "报错日志：\npymysql.err.OperationalError: (1045, \"Access denied for user '{user}'@'10.0.0.8' (using password: YES)\")\n连接串 mysql+pymysql://{user}:{pwu}@{host}:3306/{db}", ["报错日志：", "pymysql.err.OperationalError: (1045,", "连接串"])
P("log_trace", "zh", "调试日志里带了 token：\n2026-12-01 10:22:31 INFO 请求头 Authorization: Bearer {b62_40}\n2026-12-01 10:22:32 INFO 响应 200", ["调试日志里带了 token：", "2026-12-01 10:22:32 INFO 响应 200"])
P("app_secret", "zh", "微信小程序 AppSecret：{hex32} ，AppID {wxappid} 可以公开。", ["微信小程序 AppSecret：", "可以公开。"])
P("docker_compose", "zh", "docker-compose 里这么写的：\n    environment:\n      MYSQL_ROOT_PASSWORD: {pw}\n      MYSQL_DATABASE: {db}", ["docker-compose 里这么写的：", "MYSQL_DATABASE: {db}", "MYSQL_ROOT_PASSWORD:"])
P("k8s_secret", "zh", "k8s 的 secret 长这样：\ndata:\n  token: {b64tok}", ["k8s 的 secret 长这样：", "token:"])
P("terraform", "zh", "provider \"alicloud\" {\n  access_key = \"{ltai}\"\n  secret_key = \"{alisec}\"\n  region     = \"cn-hangzhou\"\n}\n# 上面是 staging 账号", ["region     = \"cn-hangzhou\"", "# 上面是 staging 账号"])
P("password_prose", "zh", "用户名 {user}，密码 {pwzh} ，VPN 地址 vpn.{domain}", ["VPN 地址 vpn.{domain}", "用户名 {user}，密码"])
P("password_prose", "zh", "老张说：“进系统就用 {user} 加上 {pw} ，我一直这么登的。”", ["老张说：“进系统就用 {user} 加上", "我一直这么登的。”"])
P("provider_token", "zh", "码云私人令牌：{hex32} ，权限只开了 projects。", ["码云私人令牌：", "权限只开了 projects。"])
P("llm_api_key", "zh", "openai 的 key 我放在 ~/.zshrc 里了：export OPENAI_API_KEY={skproj}", ["我放在 ~/.zshrc 里了：export OPENAI_API_KEY"])
P("llm_api_key", "zh", "通义千问 DashScope 的 key：{dashscope} ，额度还剩 80 万 token。", ["通义千问 DashScope 的 key：", "额度还剩 80 万 token。"])
P("config_dotfile", "zh", ".pgpass 里加了一行 {host}:5432:{db}:{user}:{pwr}", [".pgpass 里加了一行"])
P("password_prose", "zh", "staging 的 DB 密码改成了 {pw} ，别发群里。", ["staging 的 DB 密码改成了", "别发群里。"])
P("code_positional", "zh", "连接代码：conn = pymysql.connect('{host}', 'root', '{pwr}', '{db}')，跑完记得关。", ["连接代码：conn = pymysql.connect(", "跑完记得关。"])
P("conn_string_db", "zh", "数据同步任务读的是 postgresql://{user}:{pwu}@{host}:5432/{db} ，每天凌晨两点跑。", ["数据同步任务读的是", "每天凌晨两点跑。"])
P("credential_handover", "zh", "你先登着，账号 {user} 口令 {pwr} ，明天 IT 给你开正式的。", ["你先登着，账号 {user} 口令", "明天 IT 给你开正式的。"])
P("github_token", "zh", "给发布机器人新建了 PAT：{ghpat}（90 天后过期）", ["给发布机器人新建了 PAT：", "（90 天后过期）"])
P("aws_key_pair", "zh", "AWS 备份账号的密钥：{akia} / {awssec} ，只能写 S3。", ["AWS 备份账号的密钥：", "只能写 S3。"])
P("config_xml", "zh", "Maven 的 settings.xml 里：<password>{pwr}</password>，nexus 发布用。", ["Maven 的 settings.xml 里：", "nexus 发布用。"])

# ======== English negatives
Nn("neg_password_talk", "en", "We agreed to rotate the staging database password every 90 days and to store it only in the vault.", ["We agreed to rotate the staging database password every 90 days and to store it only in the vault."])
Nn("neg_password_talk", "en", "Reminder: never paste passwords into Slack; if you need to share one, use a one-time link.", ["Reminder: never paste passwords into Slack; if you need to share one, use a one-time link."])
Nn("neg_password_talk", "en", "Log in as admin with the password from the handover doc, not the old one.", ["Log in as admin with the password from the handover doc, not the old one."])
Nn("neg_password_talk", "en", "The archive opens with the usual password, the one we use for the quarterly exports.", ["The archive opens with the usual password, the one we use for the quarterly exports."])
Nn("neg_password_talk", "en", "When the sudo prompt appears, type your own password, not root's.", ["When the sudo prompt appears, type your own password, not root's."])
Nn("neg_password_talk", "en", "The code to get in is on the sticky note inside the server room door.", ["The code to get in is on the sticky note inside the server room door."])
Nn("neg_password_talk", "en", "Set the wifi password on the guest network to something new next week; the SSID stays Acme-Guest.", ["Set the wifi password on the guest network to something new next week; the SSID stays Acme-Guest."])
Nn("neg_password_talk", "en", "A good passphrase is four or five random words; correct horse battery staple is the famous example from xkcd, so never use that one.", ["correct horse battery staple is the famous example from xkcd", "A good passphrase is four or five random words;"])
Nn("neg_password_talk", "en", "GitHub gives you 16 recovery codes; print them and store them offline. TOTP codes are six digits and rotate every 30 seconds.", ["GitHub gives you 16 recovery codes; print them and store them offline. TOTP codes are six digits and rotate every 30 seconds."])
Nn("neg_password_talk", "en", "Set-Cookie should carry HttpOnly and Secure; our session cookie name is sessionid and it expires after 2 weeks.", ["Set-Cookie should carry HttpOnly and Secure; our session cookie name is sessionid and it expires after 2 weeks."])
Nn("neg_password_kw_value", "en", "password_min_length: 14\npassword_max_age_days: 90\npassword: (none, SSO only)", ["password_min_length: 14", "password_max_age_days: 90", "(none, SSO only)"])
Nn("neg_password_kw_value", "en", "DATABASE_URL=postgres://app@{host}:5432/{db}  # no password, uses IAM auth", ["postgres://app@{host}:5432/{db}", "# no password, uses IAM auth"])
Nn("neg_password_kw_value", "en", "The password for the wiki is in 1Password under 'Wiki admin'; ask Priya for access.", ["The password for the wiki is in 1Password under 'Wiki admin'; ask Priya for access."])
Nn("neg_password_kw_value", "en", "max_password_attempts=5, password_expiry=90d, password_reset_url=https://id.{domain}/reset", ["max_password_attempts=5", "password_expiry=90d", "password_reset_url=https://id.{domain}/reset"])
Nn("neg_password_kw_value", "en", "password: ******** (masked in the UI, we never see it)", ["(masked in the UI, we never see it)", "password: ********"])
Nn("neg_password_kw_value", "en", "PASSWORD_HASHERS = ['django.contrib.auth.hashers.Argon2PasswordHasher']\nAUTH_PASSWORD_VALIDATORS = []", ["PASSWORD_HASHERS = ['django.contrib.auth.hashers.Argon2PasswordHasher']", "AUTH_PASSWORD_VALIDATORS = []"])
Nn("neg_password_kw_value", "en", "# /etc/nsswitch.conf\npasswd: files systemd\nshadow: files", ["passwd: files systemd", "shadow: files"], n=1)
Nn("neg_hash_id", "en", "Fixed in commit {sha40}, cherry-picked to release-2.4 on Monday.", ["Fixed in commit {sha40}, cherry-picked to release-2.4 on Monday."])
Nn("neg_hash_id", "en", "Image pinned to ghcr.io/acme/api@sha256:{sha256} after the rollback.", ["ghcr.io/acme/api@sha256:{sha256}", "after the rollback."])
Nn("neg_hash_id", "en", "Tenant {uuid} owns bucket {uuid:b}; request {uuid:r} failed with a 404, not an auth error.", ["Tenant {uuid} owns bucket {uuid:b}; request {uuid:r} failed with a 404, not an auth error."])
Nn("neg_hash_id", "en", "sha256sum release.tar.gz prints {sha256}  release.tar.gz which matches the published checksum.", ["{sha256}  release.tar.gz which matches the published checksum."])
Nn("neg_hash_id", "en", "{sha7} fix: handle empty token list\n{sha7:b} chore: bump version to 3.2.1\n{sha7:c} docs: explain the password policy", ["{sha7} fix: handle empty token list", "{sha7:b} chore: bump version to 3.2.1", "{sha7:c} docs: explain the password policy"])
Nn("neg_hash_id", "en", "{pod} restarted 3 times; container id {hex12}, node ip-10-0-4-17.", ["{pod} restarted 3 times; container id {hex12}, node ip-10-0-4-17."])
Nn("neg_hash_id", "en", "The trace id for the slow checkout is {n_hex32}; span {hex16} took 4.2 s in the payment call.", ["The trace id for the slow checkout is {n_hex32}; span {hex16} took 4.2 s in the payment call."])
Nn("neg_version", "en", "Upgraded node from 20.11.1 to 22.12.0 and openssl to 3.0.15; the build tag is v4.18.2-rc.3+build.5521.", ["Upgraded node from 20.11.1 to 22.12.0 and openssl to 3.0.15; the build tag is v4.18.2-rc.3+build.5521."])
Nn("neg_version", "en", "git describe gives v2.8.0-14-g{sha7} for the hotfix build.", ["git describe gives v2.8.0-14-g{sha7} for the hotfix build."])
Nn("neg_placeholder", "en", "In the README, replace <your-token> with the token from Settings > Developer settings; don't commit the real one.", ["replace <your-token> with the token from Settings > Developer settings; don't commit the real one."])
Nn("neg_placeholder", "en", "export GITHUB_TOKEN=ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx  # placeholder, fill in locally", ["export GITHUB_TOKEN=ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "# placeholder, fill in locally"])
Nn("neg_placeholder", "en", "The sample config ships with password: changeme, which is only a placeholder; the installer refuses to start until you change it.", ["password: changeme", "which is only a placeholder; the installer refuses to start until you change it."])
Nn("neg_placeholder", "en", "# .env.example\nDATABASE_URL=postgres://user:password@localhost:5432/app\nSTRIPE_KEY=sk_test_your_key_here\nSENTRY_DSN=", ["DATABASE_URL=postgres://user:password@localhost:5432/app", "STRIPE_KEY=sk_test_your_key_here", "SENTRY_DSN="])
Nn("neg_placeholder", "en", "curl -H 'Authorization: Bearer $API_TOKEN' https://api.{domain}/v1/me", ["curl -H 'Authorization: Bearer $API_TOKEN' https://api.{domain}/v1/me"])
Nn("neg_placeholder", "en", "In docs we write sk-... for OpenAI keys and ghp_... for GitHub classic tokens, never a real value.", ["In docs we write sk-... for OpenAI keys and ghp_... for GitHub classic tokens, never a real value."])
Nn("neg_placeholder", "en", "POSTGRES_PASSWORD: ${POSTGRES_PASSWORD:?set it in .env}\nDEPLOY_TOKEN: ${{ secrets.DEPLOY_TOKEN }}", ["POSTGRES_PASSWORD: ${POSTGRES_PASSWORD:?set it in .env}", "DEPLOY_TOKEN: ${{ secrets.DEPLOY_TOKEN }}"])
Nn("neg_placeholder", "en", "api_key: YOUR_API_KEY_HERE   # replace before running, the sample value is not valid", ["api_key: YOUR_API_KEY_HERE", "# replace before running, the sample value is not valid"])
Nn("neg_aws_example", "en", "The AWS docs use AKIAIOSFODNN7EXAMPLE and wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY as example credentials.", ["The AWS docs use AKIAIOSFODNN7EXAMPLE and wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY as example credentials."], n=1)
Nn("neg_env_name", "en", "Before running the script, set OPENAI_API_KEY, ANTHROPIC_API_KEY and AWS_SECRET_ACCESS_KEY in your shell.", ["Before running the script, set OPENAI_API_KEY, ANTHROPIC_API_KEY and AWS_SECRET_ACCESS_KEY in your shell."])
Nn("neg_env_name", "en", "The job failed because DB_PASSWORD and REDIS_URL were missing from the runner environment.", ["The job failed because DB_PASSWORD and REDIS_URL were missing from the runner environment."])
Nn("neg_code_env", "en", "token = os.environ[\"GITHUB_TOKEN\"]\nheaders = {\"Authorization\": f\"Bearer {token}\"}", ["token = os.environ[\"GITHUB_TOKEN\"]", "headers = {\"Authorization\": f\"Bearer {token}\"}"])
Nn("neg_code_env", "en", "const key = process.env.STRIPE_SECRET_KEY ?? throwMissing('STRIPE_SECRET_KEY');", ["const key = process.env.STRIPE_SECRET_KEY ?? throwMissing('STRIPE_SECRET_KEY');"])
Nn("neg_code_env", "en", "password = getpass.getpass(\"Vault password: \")\nclient.auth.userpass.login(username, password)", ["password = getpass.getpass(\"Vault password: \")", "client.auth.userpass.login(username, password)"])
Nn("neg_code_env", "en", "env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: db-creds\n        key: password", ["- name: DB_PASSWORD", "secretKeyRef:", "name: db-creds", "key: password"])
Nn("neg_code_env", "en", "password = var.db_password\nusername = \"app\"", ["password = var.db_password", "username = \"app\""])
Nn("neg_code_env", "en", "KeyError: 'DB_PASSWORD'\n  File \"settings.py\", line 12, in <module>\n    DB_PASSWORD = os.environ['DB_PASSWORD']", ["KeyError: 'DB_PASSWORD'", "DB_PASSWORD = os.environ['DB_PASSWORD']"])
Nn("neg_code_env", "en", "session = boto3.Session(profile_name='backup')  # keys come from ~/.aws/credentials", ["session = boto3.Session(profile_name='backup')", "# keys come from ~/.aws/credentials"])
Nn("neg_base64_harmless", "en", "echo '" + B64_HELLO + "' | base64 -d just prints the login banner text.", ["echo '" + B64_HELLO + "' | base64 -d just prints the login banner text."], n=1)
Nn("neg_base64_harmless", "en", "The feature-flag blob is plain base64 JSON: " + B64_FLAG + " (dark mode on, no beta banner).", [B64_FLAG, "(dark mode on, no beta banner)."], n=1)
Nn("neg_url_id", "en", "PR https://github.com/acme/api/pull/4821 closes #4790; the design is at https://docs.google.com/document/d/{gdocid}/edit", ["https://github.com/acme/api/pull/4821", "https://docs.google.com/document/d/{gdocid}/edit"])
Nn("neg_url_id", "en", "Instance i-{hex17} sits behind arn:aws:elasticloadbalancing:eu-west-1:123456789012:loadbalancer/app/web/{hex16} now.", ["Instance i-{hex17} sits behind arn:aws:elasticloadbalancing:eu-west-1:123456789012:loadbalancer/app/web/{hex16} now."])
Nn("neg_url_id", "en", "Settings page: https://app.{domain}/projects/{uuid}/settings/members", ["https://app.{domain}/projects/{uuid}/settings/members"])
Nn("neg_file_path", "en", "Logs are under /var/lib/docker/containers/{sha256}/{sha256}-json.log (same id twice).", ["/var/lib/docker/containers/{sha256}/{sha256}-json.log (same id twice)."])
Nn("neg_file_path", "en", "The key file lives at ~/.ssh/id_ed25519 and the public half at ~/.ssh/id_ed25519.pub; ssh-agent loads it at login.", ["The key file lives at ~/.ssh/id_ed25519 and the public half at ~/.ssh/id_ed25519.pub; ssh-agent loads it at login."])
Nn("neg_file_path", "en", "Build output: /home/ci/work/_temp/runner-a1b2/node_modules/.cache/babel-loader/4f/7c2e9a1b.json was stale.", ["/home/ci/work/_temp/runner-a1b2/node_modules/.cache/babel-loader/4f/7c2e9a1b.json was stale."], n=1)
Nn("neg_public_key", "en", "Add this to authorized_keys on the bastion: ssh-ed25519 {sshpub} {user}@laptop", ["Add this to authorized_keys on the bastion:", "ssh-ed25519 {sshpub}"])
Nn("neg_public_key", "en", "This is the public key for verifying webhook signatures, safe to publish:\n{pempub}", ["This is the public key for verifying webhook signatures, safe to publish:", "{pempub}"], n=1)
Nn("neg_redacted", "en", "Saved the config with password=[已脱敏:password] and token=[REDACTED]; the redaction worked.", ["password=[已脱敏:password]", "token=[REDACTED]", "the redaction worked."], n=1)
Nn("neg_sk_words", "en", "The task-force on risk-based desk-booking met; sk-learn is not a package name, scikit-learn is.", ["The task-force on risk-based desk-booking met; sk-learn is not a package name, scikit-learn is."], n=1)
Nn("neg_token_llm", "en", "That prompt used 3,912 tokens; set max_tokens=1024, and the token bucket refills at 50 tokens per second.", ["That prompt used 3,912 tokens; set max_tokens=1024, and the token bucket refills at 50 tokens per second."], n=1)
Nn("neg_ids", "en", "Order #A-20261130-88412, tracking 1Z999AA10123456784, invoice INV-2026-00731.", ["Order #A-20261130-88412, tracking 1Z999AA10123456784, invoice INV-2026-00731."], n=1)
Nn("neg_cli_nosecret", "en", "mysql -h {host} -u {user} -p {db}  # -p with no value prompts for the password", ["mysql -h {host} -u {user} -p {db}", "# -p with no value prompts for the password"])
Nn("neg_cli_nosecret", "en", "docker login ghcr.io -u {user} --password-stdin < ~/.ghcr_token", ["docker login ghcr.io -u {user} --password-stdin < ~/.ghcr_token"])
Nn("neg_cli_nosecret", "en", "ssh -i ~/.ssh/deploy_key -p 2222 {user}@{host} uptime", ["ssh -i ~/.ssh/deploy_key -p 2222 {user}@{host} uptime"])
Nn("neg_cli_nosecret", "en", "psql \"host={host} dbname={db} user={user} sslmode=require\"", ["psql \"host={host} dbname={db} user={user} sslmode=require\""])
Nn("neg_cli_nosecret", "en", "zip -e backup.zip notes/  # -e asks for the password interactively", ["zip -e backup.zip notes/", "# -e asks for the password interactively"], n=1)
Nn("neg_misc", "en", "Primary colour #1f6feb, hover #388bfd, font-weight 600; a JWT has three base64url parts: header.payload.signature.", ["Primary colour #1f6feb, hover #388bfd, font-weight 600; a JWT has three base64url parts: header.payload.signature."], n=1)

# ======== Chinese negatives
Nn("neg_password_talk", "zh", "数据库密码每 90 天轮换一次，只存在保险库里，不要发到群里。", ["数据库密码每 90 天轮换一次，只存在保险库里，不要发到群里。"])
Nn("neg_password_talk", "zh", "密码策略：至少 12 位，包含大小写字母、数字和符号，不能和用户名相同。", ["密码策略：至少 12 位，包含大小写字母、数字和符号，不能和用户名相同。"])
Nn("neg_password_talk", "zh", "登录用公司邮箱和自己的密码，首次登录会要求改密码。", ["登录用公司邮箱和自己的密码，首次登录会要求改密码。"])
Nn("neg_password_talk", "zh", "临时密码已经通过短信发给你了，我这边看不到。", ["临时密码已经通过短信发给你了，我这边看不到。"])
Nn("neg_password_talk", "zh", "口令在交接文档第三页，别问我要。", ["口令在交接文档第三页，别问我要。"])
Nn("neg_password_talk", "zh", "wifi 密码下周会改，SSID 还是 Acme-Guest，到时候再通知。", ["wifi 密码下周会改，SSID 还是 Acme-Guest，到时候再通知。"])
Nn("neg_password_talk", "zh", "助记词一般是 12 或 24 个英文单词，千万不要拍照；恢复码一共 16 个，打印出来锁进柜子。", ["助记词一般是 12 或 24 个英文单词，千万不要拍照；恢复码一共 16 个，打印出来锁进柜子。"])
Nn("neg_password_talk", "zh", "验证码是六位数字，30 秒刷新一次，种子用 base32 编码。", ["验证码是六位数字，30 秒刷新一次，种子用 base32 编码。"])
Nn("neg_password_kw_value", "zh", "密码：（无，走 SSO）\npassword=(none)\n密码有效期=90天", ["密码：（无，走 SSO）", "password=(none)", "密码有效期=90天"])
Nn("neg_password_kw_value", "zh", "DATABASE_URL=postgres://app@{host}:5432/{db} 走的是 IAM 认证，没有密码。", ["postgres://app@{host}:5432/{db}", "走的是 IAM 认证，没有密码。"])
Nn("neg_password_kw_value", "zh", "密码在 1Password 的“生产数据库”条目里，找小李开权限。", ["密码在 1Password 的“生产数据库”条目里，找小李开权限。"])
Nn("neg_hash_id", "zh", "修复提交 {sha40}，已合到 release-3.1 分支。", ["修复提交 {sha40}，已合到 release-3.1 分支。"])
Nn("neg_hash_id", "zh", "镜像 registry.cn-hangzhou.aliyuncs.com/acme/api@sha256:{sha256} 回滚后固定下来了。", ["registry.cn-hangzhou.aliyuncs.com/acme/api@sha256:{sha256}", "回滚后固定下来了。"])
Nn("neg_hash_id", "zh", "资源 ID {uuid} 对应的是杭州那台 RDS，别删。", ["资源 ID {uuid} 对应的是杭州那台 RDS，别删。"])
Nn("neg_hash_id", "zh", "请求 ID {uuid}，trace id {n_hex32}，报错是超时不是鉴权。", ["请求 ID {uuid}，trace id {n_hex32}，报错是超时不是鉴权。"])
Nn("neg_hash_id", "zh", "git log 里 {sha7} 那次提交改了密码校验逻辑，没有包含任何密码。", ["git log 里 {sha7} 那次提交改了密码校验逻辑，没有包含任何密码。"])
Nn("neg_placeholder", "zh", "把配置里的 <你的token> 换成自己的，示例里的 xxx 只是占位符。", ["把配置里的 <你的token> 换成自己的，示例里的 xxx 只是占位符。"])
Nn("neg_placeholder", "zh", "示例配置里 password: changeme 只是占位，安装程序会强制你修改。", ["password: changeme", "只是占位，安装程序会强制你修改。"])
Nn("neg_placeholder", "zh", "示例 .env：\nDB_PASSWORD=\nREDIS_URL=redis://localhost:6379/0\n# 留空，自己填", ["DB_PASSWORD=", "REDIS_URL=redis://localhost:6379/0", "# 留空，自己填"])
Nn("neg_placeholder", "zh", "阿里云文档里的示例 AccessKey 写成 LTAI****************，真实的别贴出来。", ["阿里云文档里的示例 AccessKey 写成 LTAI****************，真实的别贴出来。"])
Nn("neg_env_name", "zh", "运行前设置环境变量 OPENAI_API_KEY 和 DASHSCOPE_API_KEY，脚本会自己读取。", ["运行前设置环境变量 OPENAI_API_KEY 和 DASHSCOPE_API_KEY，脚本会自己读取。"])
Nn("neg_code_env", "zh", "代码里是 api_key = os.getenv(\"DASHSCOPE_API_KEY\")，没有写死。", ["代码里是 api_key = os.getenv(\"DASHSCOPE_API_KEY\")，没有写死。"])
Nn("neg_code_env", "zh", "k8s 里用 secretKeyRef 引用 db-creds 的 password 字段，值不在仓库里。", ["k8s 里用 secretKeyRef 引用 db-creds 的 password 字段，值不在仓库里。"])
Nn("neg_version", "zh", "版本从 2.3.9 升到 3.0.0-beta.2，构建号 20261201.4。", ["版本从 2.3.9 升到 3.0.0-beta.2，构建号 20261201.4。"])
Nn("neg_url_id", "zh", "设计文档 https://docs.google.com/document/d/{gdocid}/edit ，评审意见都在里面。", ["https://docs.google.com/document/d/{gdocid}/edit", "评审意见都在里面。"])
Nn("neg_file_path", "zh", "日志目录是 /data/logs/app/2026/12/01/worker-3/stdout.log，路径太长了记一下。", ["日志目录是 /data/logs/app/2026/12/01/worker-3/stdout.log，路径太长了记一下。"])
Nn("neg_base64_harmless", "zh", "这个 base64 只是“欢迎使用报表系统”的编码：" + B64_ZH + "，不是密钥。", [B64_ZH, "不是密钥。"], n=1)
Nn("neg_redacted", "zh", "已脱敏：password=[已脱敏:password]，token=[已脱敏:token]，存档没问题。", ["password=[已脱敏:password]", "token=[已脱敏:token]", "存档没问题。"], n=1)
Nn("neg_public_key", "zh", "公钥可以公开：ssh-ed25519 {sshpub} deploy@ci", ["公钥可以公开：", "ssh-ed25519 {sshpub}"])
Nn("neg_token_llm", "zh", "令牌桶限流每秒 100 个令牌，大模型一次请求用了 3000 多个 token。", ["令牌桶限流每秒 100 个令牌，大模型一次请求用了 3000 多个 token。"], n=1)
Nn("neg_ids", "zh", "订单号 202612010000123456，快递单号 SF1234567890123，发票号 INV-2026-00731。", ["订单号 202612010000123456，快递单号 SF1234567890123，发票号 INV-2026-00731。"], n=1)
Nn("neg_cli_nosecret", "zh", "mysql -h {host} -u {user} -p 回车后再输密码，不要把密码写在命令行里。", ["mysql -h {host} -u {user} -p 回车后再输密码，不要把密码写在命令行里。"])
Nn("neg_cli_nosecret", "zh", "ssh -p 2222 {user}@{host} 登录跳板机，用自己的密钥，不需要口令。", ["ssh -p 2222 {user}@{host} 登录跳板机，用自己的密钥，不需要口令。"])
Nn("neg_password_talk", "zh", "钉钉机器人的 webhook 和加签密钥放在配置中心，代码里只读变量名 DINGTALK_SECRET。", ["钉钉机器人的 webhook 和加签密钥放在配置中心，代码里只读变量名 DINGTALK_SECRET。"])
Nn("neg_misc", "zh", "登录用的是扫码，cookie 名叫 SESSION，有效期 7 天，过期自动跳转登录页。", ["登录用的是扫码，cookie 名叫 SESSION，有效期 7 天，过期自动跳转登录页。"])


# ---------------------------------------------------------------- build + validate
def build():
    cases, problems = [], []
    for ti, (pol, kind, lang, tpl, keep, n) in enumerate(T):
        group = "r8-%s-%s-%03d" % (lang, "p" if pol == "positive" else "n", ti)
        for _ in range(n):
            text, secs, keeps = fill(tpl, keep)
            if pol == "negative":
                assert not secs, (group, secs)
            c = {"id": None, "text": text, "secrets": secs, "must_keep": keeps, "kind": kind,
                 "lang": lang, "polarity": pol, "group": group}
            problems += validate(c)
            cases.append(c)
    rng.shuffle(cases)
    for i, c in enumerate(cases, 1):
        c["id"] = "r8-%04d" % i
    return cases, problems


def validate(c):
    p = []
    t = c["text"]
    for m in PH.finditer(t):
        if m.group(0) not in LITERAL_OK and m.group(1) in ALL:
            p.append((c["group"], "unfilled", m.group(0)))
    if c["polarity"] == "positive" and not c["secrets"]:
        p.append((c["group"], "positive without secrets"))
    if not c["must_keep"]:
        p.append((c["group"], "no must_keep"))
    masked = t
    for s in sorted(c["secrets"], key=len, reverse=True):
        if s not in t:
            p.append((c["group"], "secret not in text", s))
        masked = masked.replace(s, "\x00")
    for k in c["must_keep"]:
        if k not in masked:
            p.append((c["group"], "must_keep missing or overlaps a secret", k))
        for s in c["secrets"]:
            if s in k or k in s:
                p.append((c["group"], "must_keep/secret containment", k, s))
    if bool(re.search(r"[\u4e00-\u9fff]", t.replace("已脱敏", ""))) != (c["lang"] == "zh"):
        p.append((c["group"], "lang mismatch"))
    return p


def main():
    global VAL
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), "secrets_r8.json"))
    ap.add_argument("--seeded", action="store_true", help="draw values from random.Random(SEED+1) too")
    a = ap.parse_args()
    if a.seeded:
        VAL = random.Random(SEED + 1)
    cases, problems = build()
    if problems:
        for p in problems:
            print("PROBLEM", p, file=sys.stderr)
        sys.exit(1)
    with open(a.out, "w", encoding="utf-8") as f:
        json.dump(cases, f, ensure_ascii=False, indent=1)
    pos = sum(c["polarity"] == "positive" for c in cases)
    print("%d cases (%d positive, %d negative), %d secret strings -> %s"
          % (len(cases), pos, len(cases) - pos, sum(len(c["secrets"]) for c in cases), a.out))


if __name__ == "__main__":
    main()
