#!/usr/bin/env python3
"""Build the blind round-2 secret-redaction corpus (secrets_r2.json).

Written on 2026-12-05 by a helper that had NOT read the redactor under test,
its rules, its tests or its benches. Only the format/pass rule in
shared/bench/secrets/README.md was used; the self-check is copied from the
earlier held-out builder. All sentence templates here are new.

All secret values are synthetic: drawn from a seeded generator (or, with
--fresh, from secrets.SystemRandom()) in real credential shapes. None is real.

Usage:
    python3 build_corpus.py            # writes secrets_r2.json + README.md, runs self-check
    python3 build_corpus.py --check    # only re-check the existing JSON
    python3 build_corpus.py --fresh    # new random values (not reproducible)
"""
import argparse
import base64
import collections
import hashlib
import json
import os
import random
import secrets
import string
import sys
import urllib.parse

SEED = 0x2EC2_1205
HERE = os.path.dirname(os.path.abspath(__file__))
OUT_JSON = os.path.join(HERE, "secrets_r2.json")
OUT_README = os.path.join(HERE, "README.md")
ID_PREFIX = "r2-"

B62 = string.ascii_letters + string.digits
LOWER = string.ascii_lowercase
UPPER = string.ascii_uppercase
DIGITS = string.digits
HEX = "0123456789abcdef"
B64 = B62 + "+/"
B64URL = B62 + "-_"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"


class Draw:
    def __init__(self, seed=None):
        self.r = secrets.SystemRandom() if seed is None else random.Random(seed)

    def randbelow(self, n):
        return self.r.randrange(n)

    def choice(self, seq):
        return seq[self.randbelow(len(seq))]

    def randint(self, a, b):
        return a + self.randbelow(b - a + 1)

    def bytes(self, n):
        return bytes(self.r.getrandbits(8) for _ in range(n))

    def hex(self, n):
        return self.bytes(n).hex()

    def s(self, alphabet, n):
        return "".join(self.choice(alphabet) for _ in range(n))


D = None   # secret values
C = None   # context (names, hosts, wording)
LANG = "en"

# ---------------------------------------------------------------- context pools
EN_NAMES = ["Bea", "Ingrid", "Mateo", "Yusuf", "Chloe", "Arjun", "Nadia", "Oskar", "Leila",
            "Declan", "Mei", "Tobias", "Rosa", "Viktor"]
ZH_NAMES = ["小周", "王姐", "阿强", "李工", "老陈", "郑总", "小何", "吴工", "芳芳", "老刘", "徐老师", "大伟"]
ZH_SYS = ["报销系统", "BI 平台", "客服后台", "发布平台", "测试环境", "老 CMS", "数据仓库", "商城后台", "HR 系统", "门禁系统"]
SVCS = ["checkout", "ledger", "quotes", "shipping", "identity", "mailer", "pricing", "search-api", "reports", "crawler"]
HOSTS = ["db-east-2.internal", "10.12.4.88", "pg-main.prod.lan", "172.20.1.15", "mq-01.ops.local",
         "sql-bi.corp.example.com", "192.168.50.7", "jump-cn.example.cn", "cache-3.svc.cluster.local",
         "ora-fin.internal", "build-node-4", "nas01.office.lan"]
DOMAINS = ["wobblecorp.io", "example.org", "fernhill.dev", "quayside.net", "tianhe.example.cn", "lumen.app"]
USERS = ["svc_etl", "deployer", "app_ro", "root", "admin", "dbadmin", "reporter", "sa", "ops", "integration",
         "superset", "bot"]
DBS = ["sales", "ledger", "telemetry", "crm", "warehouse", "auth", "orders_v2", "finance"]
VENDORS = ["Acme Freight", "Bluebird Pay", "Helix CRM", "Orbit Mail", "Pinecone Print", "Zenith Cloud"]
FILES = ["q3_revenue", "user_export", "contracts_2026", "payroll_nov", "audit_trail", "backup_1204"]
ISSUERS = ["GitHub", "AWS", "Okta", "Cloudflare", "GitLab", "Binance", "Atlassian"]
REGIONS = ["us-east-1", "eu-central-1", "ap-southeast-1", "cn-north-1"]
SSIDS = ["Fernhill-Guest", "OFFICE-5G", "lab-iot", "TP-LINK_8F2A", "Warehouse-WLAN"]

WORDS = """abandon absorb acorn adjust aerobic airport alcohol almond amused anchor angle annual
antique anxiety apart arctic arrange arrest artwork asthma athlete attic auburn avenue awkward
bacon balcony bargain barely battery beacon believe bicycle biology blade bless blouse bonus
boring bounce brass bread brisk broccoli buffalo burden butter cabbage cable canoe captain
carbon cargo casino catalog cereal chalk charcoal cheese chief chuckle cinnamon citizen clarify
climb clinic cluster coast coffee column comfort convince cookie corner cousin cradle crater
cricket crunch cupboard curtain cycle dairy damp daring decade delay denial deputy desk
diamond diesel dinosaur disco divert doctor domain donate drama dream drill dune dwarf eager
early easily ecology effort elder elegant elite embark emerge empty enact enforce enjoy enrich
entire episode erode errand essay eternal evoke exhibit exotic expand fabric faculty famous
fancy fatigue federal festival fiscal flavor flight fluid foam forum fossil fragile frozen
funny furnace gadget gallery garlic gauge genius giraffe glimpse glory gorilla gossip grape
gravity grocery guitar gym habit hamster harvest hedgehog helmet heron hobby holiday hornet
humble hurdle icon identify igloo immune impact income indoor infant inhale insect invest
island ivory jacket jeans jelly jewel jungle kangaroo kernel ketchup kidney kitchen koala
ladder lagoon laptop lava lecture leopard lizard lobster lottery lumber lunar luxury machine
magnet mammal mandate mango marine market meadow melon mercy method midnight mimic mobile
monster morning mosquito muffin mushroom mystery napkin narrow nephew nominee noodle nuclear
oblige obscure ocean olympic onion opera orbit orchard ostrich outdoor oxygen oyster paddle
panther parrot peanut pelican pepper piano pigeon pioneer planet plastic plunge pony portion
potato praise prison pudding pumpkin puzzle pyramid quantum quarter rabbit raccoon radar
rail raven recipe reflect region rescue rhythm ribbon ridge rocket rubber saddle salad salmon
satoshi sausage scatter scorpion season segment senior shallow sheriff shrimp siege silk
siren sketch slogan smoky snack soccer solar sphere spider squirrel stadium stereo sugar
sunny supreme swallow symbol tackle talent tattoo tenant theory thrive ticket timber toddler
tomato tongue tornado tourist tragic trumpet tulip tunnel turkey twelve umbrella unicorn
uphold useful vacuum valley velvet venue vessel village vintage violin volcano voyage walnut
warrior wasp weasel whale wheat whisper width window wisdom wolf wrestle yellow zebra zone""".split()
CAPW = ["Lantern", "Mosaic", "Tundra", "Kestrel", "Pebble", "Sorrel", "Nimbus", "Quill", "Basalt",
        "Fjord", "Marigold", "Cinder", "Otter", "Juniper", "Walrus", "Papaya"]
PINYIN = ["wang", "zhang", "liu", "chen", "huang", "zhou", "xiaoyu", "haoran", "jiahui", "ming", "fang", "jie"]


def pick(seq):
    return C.choice(seq)


def mixed(p):
    return any(c.isdigit() for c in p) and any(c.isupper() for c in p) and any(c.islower() for c in p)


def pw(style=None, syms="!#%^*_-.@$"):
    styles = ["rand", "rand", "words", "alnum"] + (["pinyin"] if LANG == "zh" else [])
    style = style or C.choice(styles)
    if style == "rand":
        while True:
            p = D.s(B62 + syms, D.randint(12, 20))
            if mixed(p) and p[0].isalnum() and p[-1].isalnum():
                return p
    if style == "alnum":
        while True:
            p = D.s(B62, D.randint(14, 22))
            if mixed(p):
                return p
    if style == "words":
        return D.choice(CAPW) + D.choice(syms or "_") + D.choice(CAPW).lower() + str(D.randint(100, 99999))
    if style == "pinyin":
        return D.choice(PINYIN).capitalize() + D.choice("@#.") + str(D.randint(1980, 2026)) + D.s(LOWER, 3)
    raise ValueError(style)


def upw():      # url-safe password
    return pw(C.choice(["rand", "alnum", "words"]), syms="-_.~")


def spw():      # shell-safe password (no quotes needed)
    return pw(C.choice(["rand", "alnum", "words"]), syms="_-.%+=")


def hexs(n):
    return D.hex(n // 2) if n % 2 == 0 else D.s(HEX, n)


def b64(nbytes):
    return base64.b64encode(D.bytes(nbytes)).decode()


def b64url(nbytes):
    return base64.urlsafe_b64encode(D.bytes(nbytes)).rstrip(b"=").decode()


def b32(n):
    return D.s(B32, n)


def uuid4():
    b = bytearray(D.bytes(16))
    b[6] = (b[6] & 0x0F) | 0x40
    b[8] = (b[8] & 0x3F) | 0x80
    h = b.hex()
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def cuuid():    # context (public) uuid, from the context generator
    h = "".join(C.choice(HEX) for _ in range(32))
    h = h[:12] + "4" + h[13:16] + C.choice("89ab") + h[17:]
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def chex(n):
    return "".join(C.choice(HEX) for _ in range(n))


def words(n, sep=" "):
    out = []
    while len(out) < n:
        w = D.choice(WORDS)
        if w not in out:
            out.append(w)
    return sep.join(out)


def pem_body(nbytes, width=64):
    raw = base64.b64encode(D.bytes(nbytes)).decode()
    lines = [raw[i:i + width] for i in range(0, len(raw), width)]
    if len(lines[-1]) < 12:          # keep the last line a usable secret string
        lines[-2] += lines[-1]
        lines.pop()
        lines[-1] = lines[-1][:width] if False else lines[-1]
    return lines


def pem(label="RSA PRIVATE KEY", nbytes=600):
    lines = pem_body(nbytes)
    block = f"-----BEGIN {label}-----\n" + "\n".join(lines) + f"\n-----END {label}-----"
    return block, [lines[0], lines[len(lines) // 2], lines[-1]], lines


def openssh_key():
    raw = b"openssh-key-v1\x00" + b"\x00\x00\x00\x04none\x00\x00\x00\x04none\x00\x00\x00\x00\x00\x00\x00\x01" + D.bytes(300)
    enc = base64.b64encode(raw).decode()
    lines = [enc[i:i + 70] for i in range(0, len(enc), 70)]
    if len(lines[-1]) < 12:
        lines[-2] += lines[-1]
        lines.pop()
    block = "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END OPENSSH PRIVATE KEY-----"
    return block, [lines[1], lines[len(lines) // 2], lines[-1]]


def email(user=None):
    return (user or pick(["ops", "it-admin", "f.weber", "j.tan", "finance", "noreply", "li.ming"])) + "@" + pick(DOMAINS)


def jwt():
    hdr = b64url_s('{"alg":"HS256","typ":"JWT"}')
    body = b64url_s('{"sub":"%d","role":"%s","iat":%d}' % (D.randint(1000, 99999), D.choice(["admin", "svc", "user"]), D.randint(1760000000, 1790000000)))
    return f"{hdr}.{body}.{b64url(32)}"


def b64url_s(s):
    return base64.urlsafe_b64encode(s.encode()).rstrip(b"=").decode()


# provider shapes
def aws_id(): return "AKIA" + D.s(UPPER + "234567", 16)
def aws_secret(): return D.s(B64, 40)
def ali_id(): return "LTAI5t" + D.s(B62, 18)
def ali_secret(): return D.s(B62, 30)
def tc_id(): return "AKID" + D.s(B62, 32)
def tc_secret(): return D.s(B62, 32)
def gh_pat(): return "ghp_" + D.s(B62, 36)
def gh_fine(): return "github_pat_11" + D.s(UPPER + DIGITS, 20) + "_" + D.s(B62, 59)
def glpat(): return "glpat-" + D.s(B62 + "-_", 20)
def npm_tok(): return "npm_" + D.s(B62, 36)
def pypi_tok(): return "pypi-AgEIcHlwaS5vcmc" + D.s(B64URL, 150)
def stripe_sk(mode="live"): return f"sk_{mode}_51" + D.s(B62, 96)
def stripe_rk(): return "rk_live_51" + D.s(B62, 96)
def xoxb(): return f"xoxb-{D.randint(10**10, 10**11-1)}-{D.randint(10**12, 10**13-1)}-{D.s(B62, 24)}"
def xoxp(): return f"xoxp-{D.randint(10**10, 10**11-1)}-{D.randint(10**10, 10**11-1)}-{D.randint(10**12, 10**13-1)}-{D.hex(16)}"
def slack_hook(): return f"https://hooks.slack.com/services/T{D.s(UPPER+DIGITS, 8)}/B{D.s(UPPER+DIGITS, 10)}/{D.s(B62, 24)}"
def twilio_sid(): return "AC" + chex(32)
def twilio_tok(): return hexs(32)
def sendgrid(): return "SG." + D.s(B64URL, 22) + "." + D.s(B64URL, 43)
def mailgun(): return "key-" + hexs(32)
def mailgun_new(): return f"{hexs(32)}-{hexs(8)}-{hexs(8)}"
def azure_acct_key(): return b64(64)
def openai_key(): return "sk-proj-" + D.s(B64URL, 74) + "T3BlbkFJ" + D.s(B64URL, 74)
def anthropic_key(): return "sk-ant-api03-" + D.s(B64URL, 93) + "AA"
def google_api(): return "AIza" + D.s(B64URL, 35)
def hf_tok(): return "hf_" + D.s(B62, 34)
def dop(): return "dop_v1_" + hexs(64)
def shpat(): return "shpat_" + hexs(32)
def vault_tok(): return "hvs." + D.s(B62, 24)
def dckr(): return "dckr_pat_" + D.s(B64URL, 27)
def tg_bot(): return f"{D.randint(10**9, 8*10**9)}:AA{D.s(B64URL, 33)}"
def ding_tok(): return hexs(64)
def ding_sec(): return "SEC" + hexs(64)
def feishu_sec(): return D.s(B62, 22)
def wx_apiv3(): return D.s(B62, 32)
def wx_appsecret(): return hexs(32)
def sq_hex(n=32): return hexs(n)


# ---------------------------------------------------------------- registry
REG = []
FAMILIES = {
    1: "credentials in prose without a credential keyword",
    2: "passphrases, seed phrases, recovery/backup codes, TOTP seeds",
    3: "query-string tokens, signed URLs and cookies",
    4: "connection strings (JDBC, ODBC, ADO.NET, mongodb+srv, redis, amqp, sqlserver, ...)",
    5: "config files (.env, .ini, .toml, .properties, .netrc, YAML, JSON, rc files)",
    6: "CLI flags and positional credentials",
    7: "HTTP Authorization / API-key headers",
    8: "provider-shaped keys and webhook secrets (incl. Chinese clouds / IM bots / WeChat Pay)",
    9: "private keys (PEM, OpenSSH, service-account JSON)",
    10: "split, repeated, or buried in logs / stack traces",
    11: "Chinese labels (密码、口令、密钥、令牌、授权码、私钥)",
    0: "hard negatives",
}


def T(fam, kind, lang, n):
    def deco(fn):
        REG.append({"family": fam, "kind": kind, "lang": lang, "n": n, "fn": fn, "group": fn.__name__})
        return fn
    return deco


# ================================================================ 1. prose, no keyword
@T(1, "prose_no_keyword", "en", 3)
def p_box_root_slash():
    p = spw()
    h = pick(HOSTS)
    t = f"The {h} box is root / {p} until the rotation on Friday; after that ask {pick(EN_NAMES)}."
    return t, [p], ["until the rotation on Friday", "after that ask"]


@T(1, "prose_no_keyword", "en", 2)
def p_panel_pair():
    p = pw()
    u = pick(USERS)
    t = f"For the {pick(SVCS)} admin panel I used {u} with {p} - Jenkins has the exact same pair configured."
    return t, [p], ["admin panel I used", "Jenkins has the exact same pair configured"]


@T(1, "prose_no_keyword", "en", 2)
def p_vpn_plus():
    p = pw()
    n = pick(EN_NAMES)
    t = f"{n} confirmed the VPN lets you in as {email()} + {p}; MFA is switched off until Monday."
    return t, [p], [f"{n} confirmed the VPN lets you in as", "MFA is switched off until Monday"]


@T(1, "prose_no_keyword", "en", 2)
def p_router():
    p = pw(C.choice(["rand", "alnum"]))
    t = f"Got into the warehouse router at last: admin/{p} (the factory reset did not change it)."
    return t, [p], ["Got into the warehouse router at last", "the factory reset did not change it"]


@T(1, "prose_no_keyword", "en", 2)
def p_when_it_asks():
    p = spw()
    t = (f"ssh {pick(USERS)}@{pick(HOSTS)} and when it asks, type {p} - yes it's weak, "
         f"ticket SEC-{C.randint(100, 999)} is open for it.")
    return t, [p], ["and when it asks, type", "ticket SEC-"]


@T(1, "prose_no_keyword", "en", 2)
def p_laptop_unlock():
    p = pw()
    n = pick(EN_NAMES)
    t = f"{n}'s laptop unlocks with {p} if IT needs to grab the spreadsheet while she is on leave."
    return t, [p], [f"{n}'s laptop unlocks with", "if IT needs to grab the spreadsheet"]


@T(1, "prose_no_keyword", "en", 2)
def p_grafana_colon():
    p = pw()
    t = f"Monitoring logins, quick reference -> Grafana: admin, {p}. Prometheus: open, no auth in front of it."
    return t, [p], ["Monitoring logins, quick reference", "Prometheus: open, no auth in front of it."]


@T(1, "prose_no_keyword", "en", 2)
def p_wifi():
    p = pw(C.choice(["words", "alnum"]))
    s = pick(SSIDS)
    t = f"Guest Wi-Fi in meeting room 3 is {s}, and it takes {p} - printed on the back of the door too."
    return t, [p], ["Guest Wi-Fi in meeting room 3 is", "printed on the back of the door too"]


@T(1, "prose_no_keyword", "en", 2)
def p_vendor_portal():
    p = pw()
    v = pick(VENDORS)
    t = f"The {v} portal knows us as {email('billing')}, and what you type in the second field is {p}."
    return t, [p], [f"The {v} portal knows us as", "what you type in the second field is"]


# ---- zh
@T(1, "prose_no_keyword", "zh", 3)
def z_login_plus():
    p = pw()
    s = pick(ZH_SYS)
    t = f"{s}登录用 admin 加 {p}，别外传，{pick(ZH_NAMES)}下周会改。"
    return t, [p], [f"{s}登录用", "别外传"]


@T(1, "prose_no_keyword", "zh", 2)
def z_account_then():
    p = pw()
    n = pick(ZH_NAMES)
    t = f"{pick(ZH_SYS)}的后台账号是 {pick(USERS)}，后面那串是 {p}，{n}上个月换过一次。"
    return t, [p], ["的后台账号是", f"{n}上个月换过一次"]


@T(1, "prose_no_keyword", "zh", 2)
def z_jump_slash():
    p = spw()
    t = f"跳板机 {pick(HOSTS)} 直接 ops / {p} 就能进，进去以后再 sudo 切 root。"
    return t, [p], ["跳板机", "进去以后再 sudo 切 root"]


@T(1, "prose_no_keyword", "zh", 2)
def z_router_type():
    p = pw(C.choice(["alnum", "pinyin"]))
    t = f"路由器管理页 192.168.{C.randint(0, 9)}.1，用户名 admin，然后输 {p}，出厂到现在没动过。"
    return t, [p], ["路由器管理页", "出厂到现在没动过"]


@T(1, "prose_no_keyword", "zh", 2)
def z_mixed_redis():
    p = pw(C.choice(["rand", "alnum"]))
    t = f"我们 staging 的 Redis 其实是有 auth 的，值就是 {p}，之前大家都以为没设，难怪 {pick(SVCS)} 一直连不上。"
    return t, [p], ["我们 staging 的 Redis 其实是有 auth 的", "之前大家都以为没设"]


@T(1, "prose_no_keyword", "zh", 2)
def z_vpn_fields():
    p = pw()
    t = f"VPN 客户端第一栏填工号，第二栏填 {p}，第三栏是手机上的动态码。"
    return t, [p], ["VPN 客户端第一栏填工号", "第三栏是手机上的动态码"]


@T(1, "prose_no_keyword", "zh", 2)
def z_wifi():
    p = pw(C.choice(["pinyin", "words", "alnum"]))
    t = f"访客 Wi-Fi 叫 {pick(SSIDS)}，连的时候输 {p}，前台贴着呢。"
    return t, [p], ["访客 Wi-Fi 叫", "前台贴着呢"]


# ================================================================ 2. passphrases / seeds / codes / TOTP
@T(2, "passphrase_words", "en", 2)
def p_keepass_master():
    ph = words(C.choice([4, 5, 6]))
    t = f"The KeePass master is \"{ph}\" - all lowercase, single spaces, no punctuation."
    return t, [ph], ["The KeePass master is", "all lowercase, single spaces, no punctuation."]


@T(2, "passphrase_words", "en", 2)
def p_hyphen_phrase():
    ph = words(C.choice([4, 5]), sep=C.choice(["-", ".", "_"]))
    t = f"Disk encryption on the travel laptop: {ph} (hyphens/dots exactly as written). Recovery key is with {pick(EN_NAMES)}."
    return t, [ph], ["Disk encryption on the travel laptop:", "Recovery key is with"]


@T(2, "passphrase_words", "en", 1)
def p_gpg_batch():
    ph = words(5)
    f = pick(FILES)
    t = f"gpg --batch --yes --passphrase '{ph}' --decrypt {f}.tar.gpg > {f}.tar"
    return t, [ph], ["gpg --batch --yes --passphrase", "--decrypt"]


@T(2, "seed_phrase", "en", 2)
def p_seed12():
    ph = words(12)
    t = f"Ledger recovery words, keep offline: {ph}. Derivation path m/44'/60'/0'/0/0."
    return t, [ph], ["Ledger recovery words, keep offline:", "Derivation path m/44'/60'/0'/0/0."]


@T(2, "seed_phrase", "en", 1)
def p_seed24_numbered():
    ws = words(24).split()
    groups = [" ".join(f"{i + 1}. {ws[i]}" for i in range(g, g + 6)) for g in range(0, 24, 6)]
    t = "wallet restore sheet (treasury multisig signer 2)\n" + "\n".join(groups) + "\nchecked by two people"
    return t, groups, ["wallet restore sheet (treasury multisig signer 2)", "checked by two people"]


@T(2, "recovery_codes", "en", 2)
def p_gh_recovery():
    codes = [f"{hexs(5)}-{hexs(5)}" for _ in range(C.choice([5, 6, 8]))]
    org = pick(["platform", "infra", "release"])
    t = f"{pick(ISSUERS)} recovery codes for the {org}-admin account:\n" + "\n".join(codes) + "\nstrike each one out after use"
    return t, codes, [f"recovery codes for the {org}-admin account", "strike each one out after use"]


@T(2, "recovery_codes", "en", 1)
def p_backup_digits():
    codes = [f"{D.randint(1000, 9999)} {D.randint(1000, 9999)}" for _ in range(5)]
    t = f"Workspace backup codes for {email()}: " + "   ".join(codes) + " (printed 2026-11-30)"
    return t, codes, ["Workspace backup codes for", "(printed 2026-11-30)"]


@T(2, "totp_seed", "en", 2)
def p_otpauth():
    sec = b32(C.choice([16, 32]))
    iss = pick(ISSUERS)
    e = email()
    t = (f"Shared 2FA for the {iss} root login, import into the team authenticator: "
         f"otpauth://totp/{iss}:{e}?secret={sec}&issuer={iss}&algorithm=SHA1&digits=6&period=30")
    return t, [sec], [f"Shared 2FA for the {iss} root login", "import into the team authenticator"]


@T(2, "totp_seed", "en", 2)
def p_setup_key_spaced():
    raw = b32(32).lower()
    spaced = " ".join(raw[i:i + 4] for i in range(0, 32, 4))
    t = f"If the QR code will not scan, choose 'enter a setup key' and type: {spaced}"
    return t, [spaced], ["If the QR code will not scan", "enter a setup key"]


@T(2, "totp_seed", "en", 1)
def p_totp_py():
    sec = b32(32)
    t = f"import pyotp\ntotp = pyotp.TOTP(\"{sec}\")\nprint(totp.now())  # codes for the {pick(SVCS)} break-glass user"
    return t, [sec], ["import pyotp", "print(totp.now())"]


@T(2, "seed_phrase", "zh", 2)
def z_seed12():
    ph = words(12)
    t = f"助记词（12 个）：{ph}，已经抄在纸上锁进保险柜了。"
    return t, [ph], ["助记词（12 个）", "已经抄在纸上锁进保险柜了"]


@T(2, "seed_phrase", "zh", 1)
def z_seed24():
    ph = words(24)
    t = f"冷钱包恢复短语我先放这，回头删：\n{ph}\n{pick(ZH_NAMES)}那边也有一份。"
    return t, [ph], ["冷钱包恢复短语我先放这", "那边也有一份"]


@T(2, "passphrase_words", "zh", 2)
def z_master_four():
    ph = words(C.choice([4, 5, 6]), sep=C.choice([" ", "-"]))
    t = f"1Password 的主密码是几个英文单词拼的：{ph}，中间的分隔符别漏。"
    return t, [ph], ["1Password 的主密码是几个英文单词拼的", "中间的分隔符别漏"]


@T(2, "recovery_codes", "zh", 2)
def z_backup_codes():
    codes = [D.s(LOWER + DIGITS, 4) + "-" + D.s(LOWER + DIGITS, 4) for _ in range(C.choice([4, 6]))]
    t = f"{pick(ZH_SYS)}两步验证的备用码：" + "、".join(codes) + "。用掉一个就划掉一个。"
    return t, codes, ["两步验证的备用码", "用掉一个就划掉一个"]


@T(2, "totp_seed", "zh", 2)
def z_totp_manual():
    sec = b32(C.choice([16, 26, 32]))
    t = f"谷歌验证器扫不了码的话，手动添加，密钥填 {sec}，基于时间。"
    return t, [sec], ["谷歌验证器扫不了码的话", "基于时间"]


@T(2, "totp_seed", "zh", 1)
def z_otpauth():
    sec = b32(32)
    iss = pick(ISSUERS)
    t = f"二维码解出来是 otpauth://totp/{iss}:ops?secret={sec}&issuer={iss}，{pick(ZH_NAMES)}已经扫进自己手机了。"
    return t, [sec], ["二维码解出来是", "已经扫进自己手机了"]


# ================================================================ 3. query strings / signed URLs / cookies
@T(3, "query_token", "en", 2)
def p_access_token_link():
    tok = D.s(B64URL, 43)
    t = (f"The export link below stays valid for 24h: https://files.{pick(DOMAINS)}/dl/{pick(FILES)}.csv"
         f"?access_token={tok}&inline=0 - please don't paste it in public channels.")
    return t, [tok], ["The export link below stays valid for 24h", "please don't paste it in public channels."]


@T(3, "query_token", "en", 2)
def p_s3_presigned():
    sig = hexs(64)
    b = pick(["acme-reports", "ml-checkpoints", "legal-archive"])
    t = (f"Presigned GET for the auditor (expires in an hour):\nhttps://{b}.s3.{pick(REGIONS)}.amazonaws.com/{pick(FILES)}.zip"
         f"?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIA{D.s(UPPER + '234567', 16)}%2F20261205%2F{pick(REGIONS)}%2Fs3%2Faws4_request"
         f"&X-Amz-Date=20261205T091500Z&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature={sig}")
    return t, [sig], ["Presigned GET for the auditor (expires in an hour):"]


@T(3, "query_token", "en", 1)
def p_s3_sts_token():
    sig = hexs(64)
    st = "IQoJb3JpZ2luX2VjE" + D.s(B64, 200)
    st_q = urllib.parse.quote(st, safe="")
    t = (f"curl -o model.bin 'https://{pick(['ml-checkpoints', 'weights-prod'])}.s3.amazonaws.com/run42/model.bin?X-Amz-Algorithm=AWS4-HMAC-SHA256"
         f"&X-Amz-Security-Token={st_q}&X-Amz-Signature={sig}'  # temp creds from the CI role")
    return t, [sig, st_q], ["curl -o model.bin", "# temp creds from the CI role"]


@T(3, "query_token", "en", 2)
def p_azure_sas():
    sig = urllib.parse.quote(b64(32), safe="")
    acct = pick(["stfinance01", "mlblobs", "backupsweu"])
    t = (f"SAS for the backup container (read/list only): https://{acct}.blob.core.windows.net/nightly"
         f"?sv=2022-11-02&ss=b&srt=co&sp=rl&se=2026-12-31T23:59:59Z&st=2026-12-01T00:00:00Z&spr=https&sig={sig}")
    return t, [sig], ["SAS for the backup container (read/list only):"]


@T(3, "query_token", "en", 1)
def p_sig_callback():
    sig = hexs(64)
    t = (f"Replay the webhook with: POST https://{pick(DOMAINS)}/hooks/{pick(SVCS)}?ts=1764921600&nonce={chex(12)}&sig={sig} "
         f"- the receiver rejects anything older than 5 minutes.")
    return t, [sig], ["Replay the webhook with:", "the receiver rejects anything older than 5 minutes."]


@T(3, "query_token", "en", 1)
def p_maps_key():
    k = google_api()
    t = f"Static map embed on the contact page: https://maps.googleapis.com/maps/api/staticmap?center=Lisbon&zoom=13&size=600x300&key={k}"
    return t, [k], ["Static map embed on the contact page:"]


@T(3, "query_token", "en", 1)
def p_apikey_param_curl():
    k = D.s(B62, 32)
    t = f"curl -s \"https://api.{pick(DOMAINS)}/v2/rates?base=EUR&apikey={k}\" | jq .rates.USD   # free tier, 1000 calls/day"
    return t, [k], ["| jq .rates.USD", "# free tier, 1000 calls/day"]


@T(3, "cookie", "en", 2)
def p_cookie_header():
    sid = D.s(LOWER + DIGITS, 32)
    csrf = D.s(B62, 32)
    t = (f"Reproduced the 500 with this request:\nGET /admin/orders/export HTTP/1.1\nHost: shop.{pick(DOMAINS)}\n"
         f"Cookie: csrftoken={csrf}; sessionid={sid}; theme=dark\nAccept: text/csv")
    return t, [sid], ["Reproduced the 500 with this request:", "GET /admin/orders/export HTTP/1.1", "Accept: text/csv"]


@T(3, "cookie", "en", 2)
def p_set_cookie_host():
    sid = b64url(32)
    t = (f"Response headers from the login endpoint:\nHTTP/2 302\nlocation: /dashboard\n"
         f"set-cookie: __Host-session={sid}; Path=/; Secure; HttpOnly; SameSite=Lax; Max-Age=1209600")
    return t, [sid], ["Response headers from the login endpoint:", "location: /dashboard", "Path=/; Secure; HttpOnly; SameSite=Lax"]


@T(3, "cookie", "en", 1)
def p_connect_sid():
    v = f"s%3A{D.s(B64URL, 32)}.{urllib.parse.quote(b64(32).rstrip('='), safe='')}"
    t = f"To impersonate the test merchant paste this in devtools: document.cookie = \"connect.sid={v}\"; then reload."
    return t, [v], ["To impersonate the test merchant paste this in devtools", "then reload."]


@T(3, "cookie", "en", 1)
def p_curl_b_phpsessid():
    v = D.s(LOWER + DIGITS, 26)
    t = f"curl -b 'PHPSESSID={v}' https://legacy.{pick(DOMAINS)}/admin/users.php > users.html  # still logged in as Bea"
    return t, [v], ["> users.html", "# still logged in as Bea"]


@T(3, "cookie", "en", 1)
def p_rails_cookie():
    v = f"{D.s(B64, 120)}--{D.s(B64, 24)}--{D.s(B64, 22)}=="
    t = f"Grabbed from the browser of the staging admin: _storefront_session={v}\nIt decrypts fine with the staging master key."
    return t, [v], ["Grabbed from the browser of the staging admin:", "It decrypts fine with the staging master key."]


@T(3, "query_token", "zh", 2)
def z_oss_signed():
    sig = urllib.parse.quote(b64(20), safe="")
    t = (f"下载链接（带签名，别转发）：https://{pick(['fin-docs', 'hr-private'])}.oss-cn-hangzhou.aliyuncs.com/{pick(FILES)}.xlsx"
         f"?Expires=1764988800&OSSAccessKeyId=LTAI5t{D.s(B62, 18)}&Signature={sig}")
    return t, [sig], ["下载链接（带签名，别转发）："]


@T(3, "query_token", "zh", 2)
def z_token_in_url():
    tok = D.s(B62, 40)
    t = f"这个接口的鉴权是放在 url 上的，比如 https://api.{pick(DOMAINS)}/open/v1/orders?page=1&token={tok} ，换成 header 方式{pick(ZH_NAMES)}还没做。"
    return t, [tok], ["这个接口的鉴权是放在 url 上的", "还没做"]


@T(3, "cookie", "zh", 2)
def z_cookie_backend():
    v = hexs(32).upper()
    t = f"把这个 cookie 带上就能直接进后台，不用走扫码：JSESSIONID={v}，过期了再找我要。"
    return t, [v], ["把这个 cookie 带上就能直接进后台", "过期了再找我要"]


@T(3, "cookie", "zh", 2)
def z_set_cookie_capture():
    v = D.s(B64URL, 48)
    t = f"抓包看到登录成功后返回 Set-Cookie: SESSION={v}; Path=/; HttpOnly，复制到 Postman 里能直接复现越权。"
    return t, [v], ["抓包看到登录成功后返回", "Path=/; HttpOnly", "复制到 Postman 里能直接复现越权"]


@T(3, "cookie", "zh", 1)
def z_cookie_wechat_mixed():
    v = D.s(B62, 28)
    t = f"爬虫被风控了，{pick(ZH_NAMES)}给了个新的 cookie：sessionid={v}; lang=zh-CN，先顶一下。"
    return t, [v], ["爬虫被风控了", "先顶一下"]


# ================================================================ 4. connection strings
@T(4, "conn_jdbc", "en", 2)
def p_jdbc_pg_params():
    p = upw()
    t = (f"Flyway kept failing until I pointed it at jdbc:postgresql://{pick(HOSTS)}:5432/{pick(DBS)}?user={pick(USERS)}&password={p}&sslmode=require "
         f"- the migration V42 is applied now.")
    return t, [p], ["Flyway kept failing until I pointed it at", "the migration V42 is applied now."]


@T(4, "conn_jdbc", "en", 2)
def p_jdbc_sqlserver():
    p = pw(C.choice(["rand", "alnum"]), syms="!#%^*_-.@$")
    t = (f"datasource.url=jdbc:sqlserver://{pick(HOSTS)}:1433;databaseName={pick(DBS)};user=sa;password={p};encrypt=true;trustServerCertificate=true\n"
         f"datasource.pool.max=20")
    return t, [p], ["datasource.url", "datasource.pool.max=20"]


@T(4, "conn_odbc", "en", 2)
def p_odbc():
    p = pw(syms="!#%^*_-.@$")
    t = (f"conn = pyodbc.connect(\"Driver={{ODBC Driver 18 for SQL Server}};Server=tcp:{pick(HOSTS)},1433;"
         f"Database={pick(DBS)};Uid={pick(USERS)};Pwd={p};Encrypt=yes;\")")
    return t, [p], ["conn = pyodbc.connect(", "Driver={ODBC Driver 18 for SQL Server}"]


@T(4, "conn_adonet", "en", 1)
def p_adonet():
    p = pw(syms="!#%^*_-.@$")
    t = ("\"ConnectionStrings\": {\n  \"Default\": \"Server=" + pick(HOSTS) + ";Database=" + pick(DBS) +
         ";User Id=" + pick(USERS) + ";Password=" + p + ";MultipleActiveResultSets=true\"\n}")
    return t, [p], ["\"ConnectionStrings\"", "\"Default\""]


@T(4, "conn_mongodb", "en", 2)
def p_mongo_srv():
    p = upw()
    cl = D.s(LOWER + DIGITS, 5)
    t = (f"Atlas string for the analytics notebook: mongodb+srv://{pick(USERS)}:{p}@cluster0.{cl}.mongodb.net/{pick(DBS)}"
         f"?retryWrites=true&w=majority&appName=notebooks")
    return t, [p], ["Atlas string for the analytics notebook:"]


@T(4, "conn_redis", "en", 2)
def p_redis_empty_user():
    p = D.s(B62, C.choice([24, 32, 40]))
    scheme = pick(["redis", "rediss"])
    t = f"CELERY_BROKER_URL={scheme}://:{p}@{pick(HOSTS)}:6379/2\nCELERY_TASK_ACKS_LATE=true"
    return t, [p], ["CELERY_BROKER_URL", "CELERY_TASK_ACKS_LATE=true"]


@T(4, "conn_amqp", "en", 1)
def p_amqp():
    p = upw()
    t = f"The consumer logs 'ACCESS_REFUSED' unless you use amqps://{pick(USERS)}:{p}@{pick(HOSTS)}:5671/orders-vhost exactly."
    return t, [p], ["The consumer logs 'ACCESS_REFUSED' unless you use"]


@T(4, "conn_sqlserver_url", "en", 1)
def p_sqlserver_url():
    p = upw()
    t = f"Go service reads DSN from env: MSSQL_DSN=\"sqlserver://sa:{p}@{pick(HOSTS)}:1433?database={pick(DBS)}&connection+timeout=30\""
    return t, [p], ["Go service reads DSN from env:", "MSSQL_DSN"]


@T(4, "conn_oracle", "en", 1)
def p_sqlplus_ez():
    p = spw()
    t = f"sqlplus fin_batch/{p}@//{pick(HOSTS)}:1521/FINPDB1 @close_month.sql"
    return t, [p], ["@close_month.sql"]


@T(4, "conn_kafka_jaas", "en", 1)
def p_kafka_jaas():
    p = pw(syms="!#%^*_-.@$")
    t = ("security.protocol=SASL_SSL\nsasl.mechanism=SCRAM-SHA-512\n"
         f"sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username=\"{pick(USERS)}\" password=\"{p}\";")
    return t, [p], ["security.protocol=SASL_SSL", "sasl.mechanism=SCRAM-SHA-512", "sasl.jaas.config"]


@T(4, "conn_sqlalchemy", "en", 1)
def p_sqlalchemy_async():
    p = upw()
    t = f"engine = create_async_engine(\"postgresql+asyncpg://{pick(USERS)}:{p}@{pick(HOSTS)}/{pick(DBS)}\", pool_size=10)"
    return t, [p], ["engine = create_async_engine(", "pool_size=10)"]


@T(4, "conn_clickhouse", "en", 1)
def p_clickhouse():
    p = upw()
    t = f"dbt profile target prod -> clickhouse://default:{p}@{pick(HOSTS)}:9440/{pick(DBS)}?secure=true (native port)"
    return t, [p], ["dbt profile target prod", "(native port)"]


@T(4, "conn_string", "zh", 2)
def z_mysql_url():
    p = upw()
    s = pick(ZH_SYS)
    t = f"{s}的库连这个：mysql://{pick(USERS)}:{p}@{pick(HOSTS)}:3306/{pick(DBS)}?charset=utf8mb4，只读账号，别拿来跑 DDL。"
    return t, [p], [f"{s}的库连这个", "只读账号，别拿来跑 DDL"]


@T(4, "conn_string", "zh", 2)
def z_mongo_srv():
    p = upw()
    t = f"日志库迁到 Atlas 了，新串 mongodb+srv://logwriter:{p}@prod.{D.s(LOWER + DIGITS, 5)}.mongodb.net/logs ，旧的自建库下周下线。"
    return t, [p], ["日志库迁到 Atlas 了", "旧的自建库下周下线"]


@T(4, "conn_string", "zh", 2)
def z_redis_url():
    p = D.s(B62, 32)
    t = f"缓存连不上是因为密码变了，现在是 redis://:{p}@{pick(HOSTS)}:6379/0，配置中心已同步。"
    return t, [p], ["缓存连不上是因为密码变了", "配置中心已同步"]


@T(4, "conn_jdbc", "zh", 2)
def z_jdbc_mysql():
    p = upw()
    t = (f"# {pick(ZH_SYS)}数据源\nspring.datasource.url=jdbc:mysql://{pick(HOSTS)}:3306/{pick(DBS)}?useSSL=false&user=app&password={p}\n"
         f"# 连接池用 Hikari 默认值")
    return t, [p], ["数据源", "spring.datasource.url", "# 连接池用 Hikari 默认值"]


@T(4, "conn_string", "zh", 1)
def z_amqp():
    p = upw()
    t = f"MQ 地址换成 amqp://mq_user:{p}@{pick(HOSTS)}:5672/%2F 之后消费者就正常了。"
    return t, [p], ["MQ 地址换成", "之后消费者就正常了"]


@T(4, "conn_odbc", "zh", 1)
def z_odbc_excel():
    p = pw()
    t = f"Excel 里数据连接的字符串是 DSN=FinanceDW;UID=report;PWD={p};，{pick(ZH_NAMES)}那台电脑上已经配好。"
    return t, [p], ["Excel 里数据连接的字符串是", "那台电脑上已经配好"]


# ================================================================ 5. config files
@T(5, "env_file", "en", 2)
def p_env_mix():
    p = pw(C.choice(["rand", "alnum"]), syms="_-.%")
    sk = stripe_sk()
    t = (f"# .env.production ({pick(SVCS)})\nNODE_ENV=production\nPORT=8080\nPG_PASS={p}\n"
         f"PAYMENTS_SK={sk}\nLOG_LEVEL=info")
    return t, [p, sk], ["NODE_ENV=production", "PORT=8080", "PG_PASS", "PAYMENTS_SK", "LOG_LEVEL=info"]


@T(5, "env_file", "en", 2)
def p_env_quoted_export():
    p = pw()
    t = f"export APP_SECRET='{p}'\nexport APP_DEBUG=false\nsource venv/bin/activate"
    return t, [p], ["export APP_SECRET", "export APP_DEBUG=false", "source venv/bin/activate"]


@T(5, "ini_file", "en", 2)
def p_ini():
    p = pw()
    t = (f"[client]\nhost = {pick(HOSTS)}\nport = 3306\nuser = {pick(USERS)}\npassword = {p}\n\n[mysqldump]\nsingle-transaction")
    return t, [p], ["[client]", "port = 3306", "password", "[mysqldump]"]


@T(5, "toml_file", "en", 2)
def p_toml_smtp():
    p = pw()
    t = (f"[smtp]\nserver = \"smtp.{pick(DOMAINS)}\"\nport = 587\nusername = \"{email('noreply')}\"\n"
         f"secret = \"{p}\"\nstarttls = true")
    return t, [p], ["[smtp]", "port = 587", "secret = ", "starttls = true"]


@T(5, "properties_file", "en", 2)
def p_properties():
    p = pw(syms="!#%^*_-.@$")
    t = (f"spring.mail.host=smtp.{pick(DOMAINS)}\nspring.mail.username=alerts\nspring.mail.password={p}\n"
         f"spring.mail.properties.mail.smtp.starttls.enable=true")
    return t, [p], ["spring.mail.host", "spring.mail.password", "spring.mail.properties.mail.smtp.starttls.enable=true"]


@T(5, "netrc", "en", 2)
def p_netrc():
    tok = pick([gh_pat, glpat, lambda: D.s(B62, 40)])()
    m = pick(["api.github.com", "gitlab.example.org", "artifacts.fernhill.dev", "git.heroku.com"])
    t = f"~/.netrc on the build agent:\nmachine {m}\n  login ci-bot\n  password {tok}\n# chmod 600 or curl ignores it"
    return t, [tok], ["~/.netrc on the build agent:", "login ci-bot", "# chmod 600 or curl ignores it"]


@T(5, "yaml_config", "en", 2)
def p_compose():
    p = pw(C.choice(["rand", "alnum"]), syms="_-.%")
    t = ("services:\n  db:\n    image: postgres:16.4\n    environment:\n      POSTGRES_USER: app\n"
         f"      POSTGRES_PASSWORD: \"{p}\"\n    volumes:\n      - pgdata:/var/lib/postgresql/data")
    return t, [p], ["image: postgres:16.4", "POSTGRES_USER: app", "POSTGRES_PASSWORD", "pgdata:/var/lib/postgresql/data"]


@T(5, "yaml_config", "en", 2)
def p_k8s_stringdata():
    p = pw()
    k = D.s(B62, 40)
    t = ("apiVersion: v1\nkind: Secret\nmetadata:\n  name: " + pick(SVCS) + "-creds\ntype: Opaque\nstringData:\n"
         f"  db-password: {p}\n  upstream-api-key: {k}")
    return t, [p, k], ["kind: Secret", "type: Opaque", "db-password", "upstream-api-key"]


@T(5, "json_config", "en", 2)
def p_json_cfg():
    k = D.s(B62, 32)
    s = D.s(B64URL, 48)
    t = ("{\n  \"partner\": \"" + pick(VENDORS) + "\",\n  \"baseUrl\": \"https://api." + pick(DOMAINS) + "/v3\",\n"
         f"  \"clientId\": \"{D.s(LOWER + DIGITS, 20)}\",\n  \"clientSecret\": \"{s}\",\n  \"apiKey\": \"{k}\",\n  \"timeoutMs\": 5000\n}}")
    return t, [s, k], ["\"partner\"", "\"clientSecret\"", "\"apiKey\"", "\"timeoutMs\": 5000"]


@T(5, "rc_file", "en", 2)
def p_npmrc():
    tok = npm_tok()
    t = f"@fernhill:registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken={tok}\nalways-auth=true"
    return t, [tok], ["@fernhill:registry=https://registry.npmjs.org/", "always-auth=true"]


@T(5, "rc_file", "en", 1)
def p_pypirc():
    tok = pypi_tok()
    t = f"[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = {tok}"
    return t, [tok], ["[distutils]", "index-servers = pypi", "username = __token__"]


@T(5, "rc_file", "en", 1)
def p_docker_config():
    p = pw()
    u = pick(USERS)
    a = base64.b64encode(f"{u}:{p}".encode()).decode()
    t = ("~/.docker/config.json:\n{\n  \"auths\": {\n    \"" + pick(["ghcr.io", "harbor.fernhill.dev", "registry.gitlab.com"]) +
         "\": {\n      \"auth\": \"" + a + "\"\n    }\n  }\n}")
    return t, [a], ["~/.docker/config.json:", "\"auths\""]


@T(5, "rc_file", "en", 1)
def p_git_credentials():
    tok = pick([gh_pat, gh_fine])()
    t = f"The CI image has ~/.git-credentials with one line: https://x-access-token:{tok}@github.com - that's why clones work without ssh."
    return t, [tok], ["The CI image has ~/.git-credentials with one line:", "that's why clones work without ssh."]


@T(5, "config_file", "zh", 2)
def z_env_comments():
    p = pw()
    k = ali_secret()
    t = (f"# 数据库\nDB_HOST={pick(HOSTS)}\nDB_PASS={p}\n# 阿里云 OSS\nOSS_ACCESS_KEY_ID={ali_id()}\n"
         f"OSS_ACCESS_KEY_SECRET={k}\nOSS_BUCKET=static-cn")
    return t, [p, k], ["# 数据库", "DB_PASS", "# 阿里云 OSS", "OSS_ACCESS_KEY_SECRET", "OSS_BUCKET=static-cn"]


@T(5, "config_file", "zh", 2)
def z_yaml_nacos():
    p = pw()
    t = (f"# nacos 上 {pick(SVCS)} 的配置，先贴这里对一下\nspring:\n  redis:\n    host: {pick(HOSTS)}\n    port: 6379\n"
         f"    password: {p}\n    database: 3")
    return t, [p], ["nacos 上", "先贴这里对一下", "port: 6379", "password:", "database: 3"]


@T(5, "config_file", "zh", 2)
def z_ini_cn():
    p = pw()
    t = f"服务器上的 /etc/{pick(SVCS)}/app.ini 里：\n[database]\n; 生产库，改之前先说一声\nuser = writer\npasswd = {p}\nmax_conn = 50"
    return t, [p], ["服务器上的", "[database]", "; 生产库，改之前先说一声", "passwd", "max_conn = 50"]


@T(5, "config_file", "zh", 1)
def z_properties_cn():
    p = pw()
    t = f"jdbc.username=hr_app\njdbc.password={p}\n# 上面这个是{pick(ZH_NAMES)}临时开的账号，月底回收"
    return t, [p], ["jdbc.username=hr_app", "jdbc.password", "月底回收"]


@T(5, "config_file", "zh", 1)
def z_json_cn():
    k = D.s(B62, 32)
    t = ("短信服务商给的配置（JSON）：{\"appId\": \"" + str(C.randint(1400000000, 1409999999)) + "\", \"appKey\": \"" + k +
         "\", \"sign\": \"某某科技\"}，模板还在审核。")
    return t, [k], ["短信服务商给的配置（JSON）", "\"appKey\"", "模板还在审核"]


@T(5, "netrc", "zh", 1)
def z_netrc():
    tok = glpat()
    t = f"CI 机器的 ~/.netrc 加了一段：\nmachine gitlab.{pick(DOMAINS)} login ci password {tok}\n这样 go get 私有库就不用交互了。"
    return t, [tok], ["CI 机器的 ~/.netrc 加了一段", "这样 go get 私有库就不用交互了"]


# ================================================================ 6. CLI
@T(6, "cli_password", "en", 2)
def p_mysql_glued():
    p = spw()
    t = f"Nightly dump job: mysqldump -h {pick(HOSTS)} -u {pick(USERS)} -p{p} --single-transaction {pick(DBS)} | gzip > /backups/db.sql.gz"
    return t, [p], ["Nightly dump job:", "--single-transaction", "| gzip > /backups/db.sql.gz"]


@T(6, "cli_password", "en", 2)
def p_sshpass():
    p = spw()
    t = f"for h in $(cat hosts.txt); do sshpass -p '{p}' ssh -o StrictHostKeyChecking=no {pick(USERS)}@$h uptime; done"
    return t, [p], ["for h in $(cat hosts.txt); do", "-o StrictHostKeyChecking=no", "uptime; done"]


@T(6, "cli_password", "en", 2)
def p_curl_u():
    p = spw()
    t = f"curl -u {pick(USERS)}:{p} -X POST https://jenkins.{pick(DOMAINS)}/job/{pick(SVCS)}/build  # triggers a deploy"
    return t, [p], ["-X POST", "# triggers a deploy"]


@T(6, "cli_password", "en", 2)
def p_docker_login_p():
    p = pick([dckr, lambda: pw(syms="_-.")])()
    t = f"docker login -u {pick(USERS)} -p {p} {pick(['harbor.fernhill.dev', 'docker.io', 'registry.example.org:5000'])}\nWARNING! Using --password via the CLI is insecure."
    return t, [p], ["docker login -u", "WARNING! Using --password via the CLI is insecure."]


@T(6, "cli_password", "en", 1)
def p_redis_cli_a():
    p = D.s(B62, 32)
    t = f"redis-cli -h {pick(HOSTS)} -p 6379 -a {p} --no-auth-warning INFO keyspace"
    return t, [p], ["redis-cli -h", "--no-auth-warning INFO keyspace"]


@T(6, "cli_password", "en", 1)
def p_sqlcmd_P():
    p = pw(C.choice(["rand", "alnum"]), syms="_-.%")
    t = f"sqlcmd -S {pick(HOSTS)},1433 -U sa -P {p} -d {pick(DBS)} -Q \"SELECT @@VERSION\""
    return t, [p], ["sqlcmd -S", "-Q \"SELECT @@VERSION\""]


@T(6, "cli_password", "en", 1)
def p_mongosh():
    p = spw()
    t = f"mongosh \"mongodb://{pick(HOSTS)}:27017/admin\" --username root --password={p} --eval 'db.stats()'"
    return t, [p], ["mongosh", "--eval 'db.stats()'"]


@T(6, "cli_password", "en", 1)
def p_openssl_pass():
    p = spw()
    f = pick(FILES)
    t = f"openssl enc -aes-256-cbc -pbkdf2 -in {f}.csv -out {f}.enc -pass pass:{p}"
    return t, [p], ["openssl enc -aes-256-cbc -pbkdf2"]


@T(6, "cli_password", "en", 1)
def p_zip_P():
    p = spw()
    f = pick(FILES)
    t = f"Sent the archive to legal; created with `zip -P {p} -r {f}.zip {f}/` - they'll get the unlock over the phone."
    return t, [p], ["Sent the archive to legal; created with", "they'll get the unlock over the phone."]


@T(6, "cli_password", "en", 1)
def p_net_use():
    p = pw(C.choice(["rand", "alnum"]), syms="_-.%!")
    t = f"net use Z: \\\\{pick(HOSTS)}\\finance /user:CORP\\svc_scan {p} /persistent:yes"
    return t, [p], ["net use Z:", "/persistent:yes"]


@T(6, "cli_password", "en", 1)
def p_ldapsearch_w():
    p = spw()
    t = f"ldapsearch -x -H ldaps://{pick(HOSTS)} -D \"cn=readonly,dc=corp,dc=local\" -w {p} -b \"ou=people,dc=corp,dc=local\" uid=jdoe"
    return t, [p], ["ldapsearch -x -H", "-b \"ou=people,dc=corp,dc=local\" uid=jdoe"]


@T(6, "cli_password", "en", 1)
def p_pgpassword_env():
    p = spw()
    t = f"PGPASSWORD={p} psql -h {pick(HOSTS)} -U {pick(USERS)} -d {pick(DBS)} -c '\\dt'"
    return t, [p], ["psql -h", "-c '\\dt'"]


@T(6, "cli_password", "en", 1)
def p_git_clone_token():
    tok = glpat()
    t = f"git clone https://oauth2:{tok}@gitlab.{pick(DOMAINS)}/platform/infra.git && cd infra && make plan"
    return t, [tok], ["&& cd infra && make plan"]


@T(6, "cli_password", "en", 1)
def p_7z():
    p = spw()
    t = f"7z a -t7z -mhe=on -p{p} offsite_{C.randint(1, 31):02d}.7z /srv/exports/"
    return t, [p], ["7z a -t7z -mhe=on", "/srv/exports/"]


@T(6, "cli_password", "zh", 2)
def z_sshpass():
    p = spw()
    t = f"{pick(ZH_NAMES)}给的批量拷贝命令：sshpass -p {p} scp -r ./dist {pick(USERS)}@{pick(HOSTS)}:/opt/www/ ，跑完记得清 history。"
    return t, [p], ["给的批量拷贝命令", "跑完记得清 history"]


@T(6, "cli_password", "zh", 2)
def z_mysql_p():
    p = spw()
    t = f"线上排查临时用：mysql -h{pick(HOSTS)} -P3306 -u{pick(USERS)} -p{p} -e 'show processlist'，查完就退。"
    return t, [p], ["线上排查临时用", "-e 'show processlist'", "查完就退"]


@T(6, "cli_password", "zh", 2)
def z_curl_u():
    p = spw()
    t = f"调 ES 接口要带账号：curl -u elastic:{p} 'https://{pick(HOSTS)}:9200/_cat/indices?v'，返回 401 就是密码又被改了。"
    return t, [p], ["调 ES 接口要带账号", "返回 401 就是密码又被改了"]


@T(6, "cli_password", "zh", 1)
def z_docker_login():
    p = pw(syms="_-.")
    t = f"推镜像前先登录阿里云仓库：docker login --username=deploy@{pick(DOMAINS)} --password={p} registry.cn-hangzhou.aliyuncs.com"
    return t, [p], ["推镜像前先登录阿里云仓库", "registry.cn-hangzhou.aliyuncs.com"]


@T(6, "cli_password", "zh", 1)
def z_rabbitmqctl():
    p = spw()
    t = f"新加了个 MQ 用户：rabbitmqctl add_user etl_reader {p} && rabbitmqctl set_permissions -p / etl_reader '' '' '.*'"
    return t, [p], ["新加了个 MQ 用户", "rabbitmqctl set_permissions"]


# ================================================================ 7. HTTP headers
@T(7, "auth_basic", "en", 2)
def p_basic():
    p = pw()
    enc = base64.b64encode(f"{pick(USERS)}:{p}".encode()).decode()
    t = f"The partner SFTP-to-HTTP bridge only accepts\nAuthorization: Basic {enc}\nand returns 403 for anything else."
    return t, [enc], ["The partner SFTP-to-HTTP bridge only accepts", "Authorization: Basic", "and returns 403 for anything else."]


@T(7, "auth_bearer", "en", 2)
def p_bearer_jwt():
    j = jwt()
    t = f"Replaying with Postman works:\nPOST /api/v1/refunds\nAuthorization: Bearer {j}\nContent-Type: application/json"
    return t, [j], ["Replaying with Postman works:", "POST /api/v1/refunds", "Authorization: Bearer", "Content-Type: application/json"]


@T(7, "auth_bearer", "en", 1)
def p_bearer_opaque_curl():
    tok = D.s(B62, 48)
    t = f"curl -H \"Authorization: Bearer {tok}\" https://api.{pick(DOMAINS)}/v1/me  -> 200, so the token itself is fine."
    return t, [tok], ["Authorization: Bearer", "so the token itself is fine."]


@T(7, "auth_digest", "en", 1)
def p_digest():
    p = pw()
    resp = hexs(32)
    t = (f"Camera API uses digest auth (user admin, password {p}). A working header from the log:\n"
         f"Authorization: Digest username=\"admin\", realm=\"IPCAM\", nonce=\"{chex(32)}\", uri=\"/ISAPI/System/status\", "
         f"qop=auth, nc=00000001, cnonce=\"{chex(16)}\", response=\"{resp}\"")
    return t, [p, resp], ["Camera API uses digest auth", "A working header from the log:", "uri=\"/ISAPI/System/status\""]


@T(7, "api_key_header", "en", 2)
def p_x_api_key():
    k = D.s(B62, 40)
    t = f"GET /v2/shipments?status=open HTTP/1.1\nHost: api.{pick(DOMAINS)}\nX-Api-Key: {k}\nAccept: application/json"
    return t, [k], ["GET /v2/shipments?status=open HTTP/1.1", "X-Api-Key", "Accept: application/json"]


@T(7, "api_key_header", "en", 1)
def p_private_token():
    tok = glpat()
    t = f"curl --header \"PRIVATE-TOKEN: {tok}\" \"https://gitlab.{pick(DOMAINS)}/api/v4/projects?membership=true\""
    return t, [tok], ["PRIVATE-TOKEN", "/api/v4/projects?membership=true"]


@T(7, "api_key_header", "en", 1)
def p_requests_headers():
    k = D.s(B62, 36)
    t = f"resp = requests.get(url, headers={{\"x-auth-token\": \"{k}\", \"accept\": \"application/json\"}}, timeout=10)"
    return t, [k], ["resp = requests.get(url, headers=", "\"x-auth-token\"", "timeout=10)"]


@T(7, "auth_header", "zh", 2)
def z_bearer():
    j = jwt()
    t = f"请求头里加上 Authorization: Bearer {j} 就能调通，{pick(ZH_NAMES)}说这个 token 有效期七天。"
    return t, [j], ["请求头里加上", "Authorization: Bearer", "这个 token 有效期七天"]


@T(7, "auth_header", "zh", 2)
def z_basic():
    p = pw()
    enc = base64.b64encode(f"admin:{p}".encode()).decode()
    t = f"Nginx 前面套了一层 basic auth，脚本里直接写死了 header：Authorization: Basic {enc}，后面要改成读配置。"
    return t, [enc], ["Nginx 前面套了一层 basic auth", "Authorization: Basic", "后面要改成读配置"]


@T(7, "auth_header", "zh", 1)
def z_x_api_key():
    k = D.s(B62, 32)
    t = f"对方网关要求每个请求带 X-API-KEY: {k} ，没有的话直接 401。"
    return t, [k], ["对方网关要求每个请求带", "X-API-KEY", "没有的话直接 401"]


# ================================================================ 8. provider-shaped keys
@T(8, "stripe_key", "en", 2)
def p_stripe():
    k = pick([stripe_sk, stripe_rk])()
    t = f"Rotated the Stripe key after the contractor left; the new one is {k} and it is already in the vault."
    return t, [k], ["Rotated the Stripe key after the contractor left", "and it is already in the vault."]


@T(8, "slack_token", "en", 2)
def p_slack():
    k = pick([xoxb, xoxp])()
    t = f"slack_client = WebClient(token=\"{k}\")  # {pick(SVCS)} alerts bot, channel #ops-alerts"
    return t, [k], ["slack_client = WebClient(token=", "alerts bot, channel #ops-alerts"]


@T(8, "slack_webhook", "en", 1)
def p_slack_hook():
    h = slack_hook()
    sec = h.rsplit("/", 1)[1]
    t = f"Deploy notifications go to {h} (incoming webhook for #deploys)."
    return t, [sec], ["Deploy notifications go to", "(incoming webhook for #deploys)."]


@T(8, "github_token", "en", 2)
def p_github_fine():
    k = gh_fine()
    t = f"Fine-grained PAT for the release workflow (contents:write, expires 2027-03-01): {k}"
    return t, [k], ["Fine-grained PAT for the release workflow (contents:write, expires 2027-03-01):"]


@T(8, "github_token", "en", 1)
def p_github_classic_gh_cli():
    k = gh_pat()
    t = f"echo {k} | gh auth login --with-token && gh repo list {pick(['fernhill', 'quayside'])} --limit 200"
    return t, [k], ["| gh auth login --with-token", "--limit 200"]


@T(8, "gitlab_token", "en", 1)
def p_gitlab():
    k = glpat()
    t = f"Renovate runs as the group bot now; its token {k} has api + write_repository scopes."
    return t, [k], ["Renovate runs as the group bot now; its token", "has api + write_repository scopes."]


@T(8, "npm_token", "en", 1)
def p_npm():
    k = npm_tok()
    t = f"NPM_TOKEN for the publish job is {k} (automation type, bypasses 2FA)."
    return t, [k], ["NPM_TOKEN for the publish job is", "(automation type, bypasses 2FA)."]


@T(8, "pypi_token", "en", 1)
def p_pypi():
    k = pypi_tok()
    t = f"twine upload dist/* -u __token__ -p {k}"
    return t, [k], ["twine upload dist/*"]


@T(8, "twilio", "en", 1)
def p_twilio():
    sid = twilio_sid()
    tok = twilio_tok()
    t = f"client = Client(\"{sid}\", \"{tok}\")\nclient.messages.create(to=\"+15551234567\", from_=\"+15557654321\", body=\"Your code\")"
    return t, [tok], ["client = Client(", "client.messages.create("]


@T(8, "sendgrid_key", "en", 1)
def p_sendgrid():
    k = sendgrid()
    t = f"Transactional mail moved to SendGrid; SENDGRID_API_KEY={k} is set in the Heroku config."
    return t, [k], ["Transactional mail moved to SendGrid;", "SENDGRID_API_KEY", "is set in the Heroku config."]


@T(8, "mailgun_key", "en", 1)
def p_mailgun():
    k = pick([mailgun, mailgun_new])()
    t = f"requests.post(\"https://api.mailgun.net/v3/mg.{pick(DOMAINS)}/messages\", auth=(\"api\", \"{k}\"), data=payload)"
    return t, [k], ["requests.post(", "data=payload)"]


@T(8, "azure_storage", "en", 2)
def p_azure_conn():
    k = azure_acct_key()
    acct = pick(["stfinance01", "mlblobs", "backupsweu", "logsarchive"])
    t = (f"AZURE_STORAGE_CONNECTION_STRING=\"DefaultEndpointsProtocol=https;AccountName={acct};AccountKey={k};EndpointSuffix=core.windows.net\"")
    return t, [k], ["AZURE_STORAGE_CONNECTION_STRING", "EndpointSuffix=core.windows.net"]


@T(8, "openai_key", "en", 1)
def p_openai():
    k = openai_key()
    t = f"Eval harness was billing to my personal account; switched it to the team key {k} today."
    return t, [k], ["Eval harness was billing to my personal account;", "switched it to the team key"]


@T(8, "anthropic_key", "en", 1)
def p_anthropic():
    k = anthropic_key()
    t = f"client = anthropic.Anthropic(api_key=\"{k}\")  # TODO move to env before merging"
    return t, [k], ["client = anthropic.Anthropic(api_key=", "# TODO move to env before merging"]


@T(8, "aws_keypair", "en", 2)
def p_aws_pair():
    i, s = aws_id(), aws_secret()
    t = (f"[profile {pick(['prod-admin', 'billing-ro', 'terraform'])}]\naws_access_key_id = {i}\naws_secret_access_key = {s}\nregion = {pick(REGIONS)}")
    return t, [s], ["aws_access_key_id", "aws_secret_access_key", "region = "]


@T(8, "misc_vendor", "en", 2)
def p_misc_vendor():
    kind = C.choice(["hf", "do", "shop", "vault", "tg"])
    k = {"hf": hf_tok, "do": dop, "shop": shpat, "vault": vault_tok, "tg": tg_bot}[kind]()
    label = {"hf": "Hugging Face read token", "do": "DigitalOcean token for the droplet scripts",
             "shop": "Shopify Admin API access token", "vault": "Vault root token from the re-init",
             "tg": "Telegram bot token for the on-call bot"}[kind]
    t = f"{label}: {k} - stored in the team password manager as well."
    return t, [k], [label, "stored in the team password manager as well."]


# ---- zh vendors
@T(8, "aliyun_keypair", "zh", 2)
def z_aliyun():
    i, s = ali_id(), ali_secret()
    t = f"阿里云子账号 oss-uploader 的 AccessKey：ID {i}，Secret {s}，只给了 OSS 写权限。"
    return t, [s], ["阿里云子账号 oss-uploader 的 AccessKey", "只给了 OSS 写权限"]


@T(8, "tencent_keypair", "zh", 2)
def z_tencent():
    i, s = tc_id(), tc_secret()
    t = f"腾讯云 COS 用这组：SecretId={i}\nSecretKey={s}\n地域 ap-guangzhou。"
    return t, [s], ["腾讯云 COS 用这组", "SecretId", "SecretKey", "地域 ap-guangzhou"]


@T(8, "wecom_webhook", "zh", 2)
def z_wecom():
    k = uuid4()
    t = f"告警机器人已经拉进群了，webhook 是 https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key={k} ，谁都可以往里推消息，注意别泄露。"
    return t, [k], ["告警机器人已经拉进群了", "注意别泄露"]


@T(8, "dingtalk_webhook", "zh", 2)
def z_dingtalk():
    tok, sec = ding_tok(), ding_sec()
    t = (f"钉钉机器人：https://oapi.dingtalk.com/robot/send?access_token={tok}\n加签密钥 {sec}\n"
         f"（安全设置选的是“加签”，不是关键词）")
    return t, [tok, sec], ["钉钉机器人", "加签密钥", "安全设置选的是“加签”，不是关键词"]


@T(8, "feishu_webhook", "zh", 2)
def z_feishu():
    h = uuid4()
    sec = feishu_sec()
    t = f"飞书群机器人 hook 地址 https://open.feishu.cn/open-apis/bot/v2/hook/{h} ，签名校验 secret 是 {sec}，{pick(ZH_NAMES)}负责维护。"
    return t, [h, sec], ["飞书群机器人 hook 地址", "签名校验 secret 是", "负责维护"]


@T(8, "wxpay_apiv3", "zh", 2)
def z_wxpay():
    k = wx_apiv3()
    mch = C.randint(1600000000, 1699999999)
    t = f"微信支付商户号 {mch} 的 APIv3 密钥设置成 {k} 了，证书序列号在商户平台上看。"
    return t, [k], ["微信支付商户号", "的 APIv3 密钥设置成", "证书序列号在商户平台上看"]


@T(8, "wechat_appsecret", "zh", 1)
def z_wx_appsecret():
    aid = "wx" + chex(16)
    s = wx_appsecret()
    t = f"小程序 AppID {aid}，AppSecret {s}（重置过，旧的已失效）。"
    return t, [s], ["小程序 AppID", "AppSecret", "（重置过，旧的已失效）"]


@T(8, "provider_key_zh", "zh", 2)
def z_openai_mixed():
    k = pick([openai_key, anthropic_key, gh_pat, stripe_sk])()
    t = f"我先把 key 贴这里，{k}，等 {pick(ZH_NAMES)} 把 KMS 配好再挪过去。"
    return t, [k], ["我先把 key 贴这里", "把 KMS 配好再挪过去"]


@T(8, "aws_keypair", "zh", 1)
def z_aws_env():
    i, s = aws_id(), aws_secret()
    t = f"宁夏区的 IAM 用户密钥：\nexport AWS_ACCESS_KEY_ID={i}\nexport AWS_SECRET_ACCESS_KEY={s}\n用完记得在控制台停用。"
    return t, [s], ["宁夏区的 IAM 用户密钥", "AWS_SECRET_ACCESS_KEY", "用完记得在控制台停用"]


# ================================================================ 9. private keys
@T(9, "pem_private_key", "en", 2)
def p_pem_rsa():
    label = pick(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY"])
    block, secs, _ = pem(label, C.choice([121, 600, 900]))
    t = f"Key for the {pick(SVCS)} TLS terminator (the cert itself is public, this is not):\n{block}\nInstall to /etc/nginx/tls/ with mode 0600."
    return t, secs, ["TLS terminator (the cert itself is public, this is not):", "Install to /etc/nginx/tls/ with mode 0600."]


@T(9, "openssh_private_key", "en", 2)
def p_openssh():
    block, secs = openssh_key()
    t = f"Deploy key for the {pick(SVCS)} repo (read-only on GitHub):\n{block}\nPublic half is already added under Settings > Deploy keys."
    return t, secs, ["Deploy key for the", "Public half is already added under Settings > Deploy keys."]


@T(9, "gcp_service_account", "en", 2)
def p_gcp_sa():
    lines = pem_body(1190)
    pk = "-----BEGIN PRIVATE KEY-----\\n" + "\\n".join(lines) + "\\n-----END PRIVATE KEY-----\\n"
    proj = pick(["analytics-prod-4821", "ml-sandbox-209", "billing-export-77"])
    t = ("{\n  \"type\": \"service_account\",\n  \"project_id\": \"" + proj + "\",\n  \"private_key_id\": \"" + hexs(40) +
         "\",\n  \"private_key\": \"" + pk + "\",\n  \"client_email\": \"bq-loader@" + proj +
         ".iam.gserviceaccount.com\",\n  \"token_uri\": \"https://oauth2.googleapis.com/token\"\n}")
    return t, [lines[0], lines[len(lines) // 2], lines[-2]], ["\"type\": \"service_account\"", "\"token_uri\": \"https://oauth2.googleapis.com/token\""]


@T(9, "pem_private_key", "en", 1)
def p_pem_in_yaml():
    block, secs, lines = pem("EC PRIVATE KEY", 121)
    ind = "\n".join("    " + ln for ln in block.split("\n"))
    t = f"tls:\n  certFile: /certs/tls.crt\n  keyPem: |\n{ind}\n  minVersion: TLS1.2"
    return t, secs, ["certFile: /certs/tls.crt", "minVersion: TLS1.2"]


@T(9, "pem_private_key", "zh", 2)
def z_pem():
    block, secs, _ = pem(pick(["RSA PRIVATE KEY", "PRIVATE KEY"]), C.choice([600, 1190]))
    t = f"微信支付的商户私钥 apiclient_key.pem 内容如下，{pick(ZH_NAMES)}先用着：\n{block}\n证书 apiclient_cert.pem 另发。"
    return t, secs, ["微信支付的商户私钥 apiclient_key.pem 内容如下", "证书 apiclient_cert.pem 另发"]


@T(9, "openssh_private_key", "zh", 2)
def z_openssh():
    block, secs = openssh_key()
    t = f"堡垒机免密登录的私钥（id_ed25519）：\n{block}\n放到 ~/.ssh/ 下并 chmod 600。"
    return t, secs, ["堡垒机免密登录的私钥（id_ed25519）", "放到 ~/.ssh/ 下并 chmod 600"]


@T(9, "eth_private_key", "zh", 1)
def z_eth_pk():
    k = "0x" + hexs(64)
    t = f"测试网部署合约用的钱包私钥 {k}，里面只有测试币，但也别提交到仓库。"
    return t, [k], ["测试网部署合约用的钱包私钥", "里面只有测试币，但也别提交到仓库"]


# ================================================================ 10. split / repeated / logs / traces
@T(10, "split_secret", "en", 2)
def p_split_lines():
    k = D.s(B62, 40)
    a, b = k[:20], k[20:]
    t = f"Slack mangled the long key so I'm sending it in two pieces, just join them:\n{a}\n{b}\n(no space in between)"
    return t, [a, b], ["Slack mangled the long key so I'm sending it in two pieces, just join them:", "(no space in between)"]


@T(10, "split_secret", "en", 1)
def p_split_sentences():
    p = pw(C.choice(["rand", "alnum"]))
    a, b = p[:len(p) // 2], p[len(p) // 2:]
    while len(a) < 6 or len(b) < 6:
        p = pw("alnum")
        a, b = p[:len(p) // 2], p[len(p) // 2:]
    t = f"The HSM admin PIN starts with {a}. The rest, which {pick(EN_NAMES)} holds, is {b}. Dual control, as required."
    return t, [a, b], ["The HSM admin PIN starts with", "Dual control, as required."]


@T(10, "repeated_secret", "en", 2)
def p_repeated():
    p = pw()
    t = (f"Set the replica password to {p} on both nodes. If the standby still refuses, run "
         f"ALTER USER replicator PASSWORD '{p}'; on the primary and restart.")
    return t, [p], ["Set the replica password to", "If the standby still refuses, run", "on the primary and restart."]


@T(10, "log_secret", "en", 2)
def p_py_trace():
    p = upw()
    t = ("Traceback (most recent call last):\n  File \"/app/worker.py\", line 88, in connect\n    conn = psycopg2.connect(dsn)\n"
         f"psycopg2.OperationalError: connection to server at \"{pick(HOSTS)}\", port 5432 failed: FATAL:  password authentication failed for user \"etl\"\n"
         f"  dsn = 'postgresql://etl:{p}@{pick(HOSTS)}:5432/{pick(DBS)}'")
    return t, [p], ["Traceback (most recent call last):", "psycopg2.OperationalError", "password authentication failed for user"]


@T(10, "log_secret", "en", 2)
def p_java_trace():
    p = pw(C.choice(["rand", "alnum"]), syms="_-.")
    t = (f"2026-12-04 03:12:55.118 ERROR [main] o.s.b.SpringApplication - Application run failed\n"
         f"java.sql.SQLException: Access denied for user 'app'@'10.0.8.14' (using password: YES)\n"
         f"\tat com.mysql.cj.jdbc.ConnectionImpl.createNewIO(ConnectionImpl.java:836)\n"
         f"Caused by: url=jdbc:mysql://{pick(HOSTS)}:3306/{pick(DBS)}, user=app, password={p}")
    return t, [p], ["Application run failed", "java.sql.SQLException: Access denied for user", "ConnectionImpl.java:836"]


@T(10, "log_secret", "en", 2)
def p_debug_headers_log():
    tok = pick([gh_pat, lambda: D.s(B62, 40), npm_tok])()
    t = (f"DEBUG urllib3.connectionpool: https://api.{pick(DOMAINS)}:443 \"GET /v1/jobs HTTP/1.1\" 401 57\n"
         f"DEBUG client: request headers={{'User-Agent': 'python-requests/2.32.3', 'Authorization': 'token {tok}'}}")
    return t, [tok], ["DEBUG urllib3.connectionpool:", "'User-Agent': 'python-requests/2.32.3'"]


@T(10, "log_secret", "en", 1)
def p_node_env_dump():
    k = stripe_sk()
    p = pw()
    t = (f"[worker-3] config loaded {{ env: 'production', port: 3000, stripeKey: '{k}', dbPassword: '{p}', logLevel: 'warn' }}\n"
         f"[worker-3] listening on :3000")
    return t, [k, p], ["[worker-3] config loaded", "logLevel: 'warn'", "[worker-3] listening on :3000"]


@T(10, "split_secret", "zh", 2)
def z_split():
    k = D.s(B62, 32)
    a, b = k[:16], k[16:]
    t = f"密钥太长微信里被截断了，分两段发：\n第一段 {a}\n第二段 {b}\n拼起来用。"
    return t, [a, b], ["密钥太长微信里被截断了，分两段发", "第一段", "第二段", "拼起来用"]


@T(10, "repeated_secret", "zh", 2)
def z_repeated():
    p = pw()
    t = f"新密码 {p} 已经同步到 Jenkins，如果 {pick(SVCS)} 还报错，就去配置中心再把 {p} 填一遍。"
    return t, [p], ["新密码", "已经同步到 Jenkins", "就去配置中心再把", "填一遍"]


@T(10, "log_secret", "zh", 2)
def z_log():
    p = pw(C.choice(["rand", "alnum"]), syms="_-.")
    t = (f"线上日志里发现明文了，赶紧处理：\n[2026-12-03 22:41:07] INFO  LoginController - login ok, user={pick(USERS)}, pwd={p}, ip=10.2.3.4\n"
         f"是谁把入参整个打出来了？")
    return t, [p], ["线上日志里发现明文了，赶紧处理", "LoginController - login ok", "是谁把入参整个打出来了？"]


@T(10, "log_secret", "zh", 1)
def z_trace():
    p = upw()
    t = (f"启动报错，栈如下：\nredis.exceptions.AuthenticationError: invalid username-password pair\n"
         f"  File \"/srv/app/cache.py\", line 12, in <module>\n    r = redis.from_url(\"redis://default:{p}@{pick(HOSTS)}:6379/1\")\n看着是密码过期了。")
    return t, [p], ["启动报错，栈如下", "redis.exceptions.AuthenticationError", "看着是密码过期了"]


# ================================================================ 11. Chinese labels
@T(11, "zh_label_password", "zh", 3)
def z_mima_colon():
    p = pw()
    s = pick(ZH_SYS)
    t = f"{s}管理员账号：{pick(USERS)}\n密码：{p}\n登录地址找{pick(ZH_NAMES)}要。"
    return t, [p], [f"{s}管理员账号", "密码：", "登录地址找"]


@T(11, "zh_label_koling", "zh", 2)
def z_kouling():
    p = pw()
    t = f"机房门禁系统的超级口令是 {p}，只有值班长知道，别写进 wiki。"
    return t, [p], ["机房门禁系统的超级口令是", "只有值班长知道，别写进 wiki"]


@T(11, "zh_label_miyao", "zh", 2)
def z_miyao():
    k = D.s(B62, C.choice([32, 40]))
    t = f"第三方物流接口的签名密钥（appSecret）是 {k}，签名算法 HMAC-SHA256。"
    return t, [k], ["第三方物流接口的签名密钥（appSecret）是", "签名算法 HMAC-SHA256"]


@T(11, "zh_label_lingpai", "zh", 2)
def z_lingpai():
    k = D.s(B64URL, 43)
    t = f"内部网关的访问令牌：{k}\n有效期一个月，过期找平台组续。"
    return t, [k], ["内部网关的访问令牌", "有效期一个月，过期找平台组续"]


@T(11, "zh_label_authcode", "zh", 3)
def z_smtp_authcode():
    k = D.s(LOWER, 16)
    t = f"企业邮箱开了 SMTP，发件用的授权码是 {k}（不是登录密码），服务器 smtp.exmail.qq.com:465。"
    return t, [k], ["企业邮箱开了 SMTP，发件用的授权码是", "（不是登录密码）", "服务器 smtp.exmail.qq.com:465"]


@T(11, "zh_label_siyao", "zh", 1)
def z_siyao_hex():
    k = hexs(64)
    t = f"SM2 私钥（hex）：{k}\n公钥已经给对方了，私钥只放在加密机里。"
    return t, [k], ["SM2 私钥（hex）", "公钥已经给对方了，私钥只放在加密机里"]


@T(11, "zh_label_password", "zh", 2)
def z_mima_inline_mixed():
    p = pw()
    t = f"{pick(ZH_NAMES)}：Jira 的 admin 密码改成了 {p} ，你试一下能不能 login。"
    return t, [p], ["Jira 的 admin 密码改成了", "你试一下能不能 login"]


@T(11, "zh_label_password", "zh", 2)
def z_mima_fullwidth():
    p = pw()
    t = f"数据库账号【{pick(USERS)}】，密码【{p}】，仅限内网使用。"
    return t, [p], ["数据库账号【", "】，密码【", "】，仅限内网使用"]


# ================================================================ 0. hard negatives
def whole(t):
    return t, [], [t]


@T(0, "neg_git_sha", "en", 5)
def n_git_sha():
    sha = chex(40)
    t = f"Bisected it: the regression came in with {sha} (\"refactor retry loop\"); revert is `git revert {sha[:12]}`."
    return t, [], [sha, sha[:12], "Bisected it: the regression came in with"]


@T(0, "neg_docker_digest", "en", 5)
def n_docker_digest():
    d = chex(64)
    t = f"Pin the base image by digest: FROM python:3.12-slim@sha256:{d}"
    return whole(t)


@T(0, "neg_trace_ids", "en", 5)
def n_trace_ids():
    tid, sid, rid = chex(32), chex(16), cuuid()
    t = f"Failing request: X-Request-Id: {rid}, traceparent: 00-{tid}-{sid}-01 - look it up in Tempo."
    return t, [], [rid, f"00-{tid}-{sid}-01", "look it up in Tempo."]


@T(0, "neg_public_key", "en", 4)
def n_ssh_pub():
    body = "AAAAC3NzaC1lZDI1NTE5AAAAI" + "".join(C.choice(B64) for _ in range(43))
    t = f"Add my public key to the jump host: ssh-ed25519 {body} {pick(['bea', 'mateo', 'yusuf'])}@laptop"
    return t, [], [f"ssh-ed25519 {body}", "Add my public key to the jump host:"]


@T(0, "neg_public_key", "en", 2)
def n_pem_public():
    lines = ["".join(C.choice(B64) for _ in range(64)) for _ in range(3)] + ["".join(C.choice(B64) for _ in range(24)) + "IDAQAB"]
    block = "-----BEGIN PUBLIC KEY-----\n" + "\n".join(lines) + "\n-----END PUBLIC KEY-----"
    t = f"Webhook signatures are verified with the provider's published public key:\n{block}"
    return t, [], ["-----BEGIN PUBLIC KEY-----", lines[0], lines[1], lines[3], "-----END PUBLIC KEY-----"]


@T(0, "neg_cloud_ids", "en", 4)
def n_arn():
    acct = "".join(C.choice(DIGITS) for _ in range(12))
    role = pick(["ci-deployer", "ReadOnlyAuditor", "lambda-exec-billing"])
    t = f"Trust policy should allow arn:aws:iam::{acct}:role/{role} to assume it; account {acct} is the shared-services one."
    return whole(t)


@T(0, "neg_password_talk", "en", 4)
def n_pw_talk():
    t = pick([
        "Reminder: the password for the staging DB is rotated every 30 days, ask in #infra if yours stopped working.",
        "Password resets now require the manager to approve in the portal; nobody should send passwords over chat.",
        "We removed the password field from the signup form and rely on magic links instead.",
        "The token expired again, so the nightly sync failed; I re-ran it after re-authenticating in the browser.",
        "Secret scanning flagged a false positive in the fixtures folder, the value was a test vector.",
        "If the API key is missing the client raises MissingCredentialsError before any request is sent.",
        "Use a passphrase of at least five words for the new vault; the policy doc explains why.",
        "Rotate the Stripe secret key and the webhook signing secret together, otherwise events fail verification.",
    ])
    return whole(t)


@T(0, "neg_placeholder", "en", 5)
def n_placeholder():
    t = pick([
        "DB_PASSWORD=changeme\nDB_USER=postgres  # defaults from the README, override in prod",
        "curl -H \"Authorization: Bearer <your-token>\" https://api.example.com/v1/me",
        "api_key: ${OPENAI_API_KEY}  # injected at runtime by the operator",
        "password: \"{{ vault_db_password }}\"  # ansible var, resolved from vault",
        "token = os.environ[\"GITHUB_TOKEN\"]  # never hardcode it",
        "Set STRIPE_SECRET_KEY=sk_test_xxxxxxxxxxxxxxxxxxxxxxxx in your .env.local",
        "AWS_SECRET_ACCESS_KEY=YOUR_SECRET_ACCESS_KEY_HERE",
        "mysql -u root -p  # it will prompt for the password",
        "Password: ********  (hidden in the screenshot)",
        "env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: db-creds\n        key: password",
    ])
    return whole(t)


@T(0, "neg_masked", "en", 4)
def n_masked():
    tail = "".join(C.choice(B62) for _ in range(4))
    t = pick([
        f"The leaked key in the screenshot was sk-****{tail}; already revoked, nothing to do.",
        f"Dashboard shows the active token as ghp_************************{tail} (last used 2h ago).",
        f"Stripe lists the restricted key as rk_live_...{tail}, created by Rosa.",
        f"Billing card ending in {C.randint(1000, 9999)} was charged; key id ends with ...{tail}.",
    ])
    return whole(t)


@T(0, "neg_docs_example", "en", 3)
def n_aws_example():
    t = pick([
        "The AWS docs example uses AKIAIOSFODNN7EXAMPLE with wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY - these are the official example values, not ours.",
        "From the boto3 docs (example only): aws_access_key_id=AKIAIOSFODNN7EXAMPLE",
        "The Stripe docs sample key sk_test_4eC39HqLyjWDarjtT1zdp7dc is a public documentation example.",
    ])
    return whole(t)


@T(0, "neg_versions", "en", 3)
def n_versions():
    t = pick([
        f"Upgraded to 2.{C.randint(10, 40)}.{C.randint(0, 9)}-rc.{C.randint(1, 5)}+build.{chex(7)}; changelog mentions the token refresh fix.",
        f"Node v{C.randint(18, 22)}.{C.randint(0, 15)}.{C.randint(0, 9)}, npm {C.randint(9, 10)}.{C.randint(0, 9)}.{C.randint(0, 9)}, kernel 6.8.0-{C.randint(30, 60)}-generic.",
        f"Brand colours: primary #{chex(6)}, accent #{chex(6)}, error #{chex(6)}.",
    ])
    return whole(t)


@T(0, "neg_checksums", "en", 4)
def n_checksums():
    h = chex(64)
    f = pick(["terraform_1.9.8_linux_amd64.zip", "node-v22.11.0-linux-x64.tar.xz", "ubuntu-24.04.1-live-server-amd64.iso"])
    t = pick([f"sha256sum {f}\n{h}  {f}\nmatches the published SHA256SUMS.",
              f"\"integrity\": \"sha512-{''.join(C.choice(B64) for _ in range(86))}==\"",
              f"go.sum: golang.org/x/crypto v0.28.0 h1:{''.join(C.choice(B64) for _ in range(43))}=",
              f"md5 of the upload: {chex(32)} - same as the local copy."])
    return whole(t)


@T(0, "neg_public_uuid", "en", 3)
def n_public_uuid():
    u = cuuid()
    t = pick([f"The public dashboard is at https://grafana.example.org/d/{u}/latency-overview (anyone can view).",
              f"Bucket ID for the open dataset is {u}; it is listed on the data portal.",
              f"Issue template id {u} is referenced in .github/ISSUE_TEMPLATE/config.yml."])
    return whole(t)


@T(0, "neg_conn_no_password", "en", 4)
def n_conn_no_pw():
    t = pick([
        f"DATABASE_URL=postgres://app@{pick(HOSTS)}:5432/{pick(DBS)}?sslmode=verify-full  # auth via IAM token",
        f"jdbc:mysql://{pick(HOSTS)}:3306/{pick(DBS)}?useSSL=true&serverTimezone=UTC",
        f"redis://{pick(HOSTS)}:6379/0 (no auth inside the VPC, protected by security group)",
        f"mongodb://{pick(HOSTS)}:27017/?replicaSet=rs0&authMechanism=MONGODB-X509",
        f"Server={pick(HOSTS)};Database={pick(DBS)};Integrated Security=SSPI;",
    ])
    return whole(t)


@T(0, "neg_cli_no_password", "en", 4)
def n_cli_no_pw():
    t = pick([
        f"ssh -i ~/.ssh/id_ed25519 -p 2222 {pick(USERS)}@{pick(HOSTS)}",
        "psql -h localhost -U postgres -W   # -W forces the password prompt",
        "docker login ghcr.io -u bea --password-stdin < ~/.ghcr_token",
        "gh auth login --web --hostname github.com",
        "aws sso login --profile prod-admin",
        f"kubectl -n {pick(SVCS)} get secret app-creds -o jsonpath='{{.data}}' | wc -c",
    ])
    return whole(t)


@T(0, "neg_cookie_plain", "en", 3)
def n_cookie_plain():
    t = pick([
        "Cookie: theme=dark; lang=en-GB; tz=Europe%2FLisbon",
        "Set-Cookie: consent=analytics%3Dfalse; Path=/; Max-Age=31536000; SameSite=Lax",
        "The sessionid cookie must be HttpOnly and Secure; the audit found it was missing SameSite.",
        "Clear cookies for the staging domain, then log in again - the session cookie was stale.",
    ])
    return whole(t)


@T(0, "neg_redacted", "en", 3)
def n_redacted():
    t = pick([
        "password=[已脱敏:password]",
        "Earlier note, already cleaned: DB_PASSWORD=[REDACTED] and API_KEY=[REDACTED]",
        "Authorization: Bearer [已脱敏:token]",
        "The log line now reads `pwd=***` after the masking filter was deployed.",
    ])
    return whole(t)


@T(0, "neg_crypto_public", "en", 4)
def n_crypto_public():
    addr = "0x" + chex(40)
    txh = "0x" + chex(64)
    t = f"Refund sent to {addr}, tx hash {txh} - visible on Etherscan."
    return whole(t)


@T(0, "neg_words_list", "en", 3)
def n_words_list():
    ws = [C.choice(WORDS) for _ in range(C.choice([5, 6, 12]))]
    t = pick([f"Shopping list for the offsite: {', '.join(ws)}.",
              f"Word cloud top terms this week: {' · '.join(ws)}",
              f"Tags on the ticket: {' / '.join(ws)}"])
    return whole(t)


@T(0, "neg_otp_talk", "en", 3)
def n_otp_talk():
    t = pick([
        "Enable TOTP for every admin; the otpauth:// QR is shown once, so scan it before closing the dialog.",
        "Recovery codes should be printed and stored in the safe, not in the wiki.",
        "The seed phrase must never be typed into a computer; write the 24 words on the metal plate.",
        "Base32 setup keys are 16 or 32 characters; users type them when the camera fails.",
    ])
    return whole(t)


@T(0, "neg_numbers_ids", "en", 3)
def n_numbers():
    t = pick([
        f"Order #{C.randint(10**7, 10**8)} shipped with tracking 1Z{''.join(C.choice(UPPER + DIGITS) for _ in range(16))}.",
        f"Slack channel C{''.join(C.choice(UPPER + DIGITS) for _ in range(10))} and user U{''.join(C.choice(UPPER + DIGITS) for _ in range(10))} are in the alert routing.",
        f"Sentry issue {chex(32)} was resolved in release {C.randint(100, 999)}.",
        f"Stripe customer cus_{''.join(C.choice(B62) for _ in range(14))} and invoice in_{''.join(C.choice(B62) for _ in range(24))} need a manual refund.",
    ])
    return whole(t)


# ---- zh negatives
@T(0, "neg_password_talk", "zh", 6)
def nz_policy():
    t = pick([
        "新的密码策略：至少 12 位，包含大小写字母和数字，90 天强制更换一次。",
        "不要在群里发密码，也不要发令牌，有需要走密钥管理系统申请。",
        "私钥丢了就只能重新生成证书，以后请把私钥放到加密机或者 KMS 里。",
        "授权码和登录密码不是一回事，邮箱客户端里要填授权码。",
        "口令泄露后第一件事是吊销，然后再排查日志里有没有异常登录。",
        "这次安全培训讲了为什么密钥不能写死在代码里，以及怎么用环境变量注入。",
        "忘记密码的同事请在 OA 上提交重置申请，IT 会在一个工作日内处理。",
        "测试环境和生产环境的密码必须不同，审计下周会抽查。",
    ])
    return whole(t)


@T(0, "neg_placeholder", "zh", 6)
def nz_placeholder():
    t = pick([
        "配置模板里 DB_PASSWORD=请填写你的密码，不要提交真实值。",
        "文档示例：access_key_secret: <你的 AccessKey Secret>",
        "密码先填 changeme，部署脚本第一次启动时会强制修改。",
        "webhook 地址形如 https://oapi.dingtalk.com/robot/send?access_token=XXXXXX ，把 XXXXXX 换成自己的。",
        "token 从环境变量 ${FEISHU_BOT_SECRET} 里读，代码里不出现明文。",
        "截图里的密码已经打码成 ******，可以放心转发。",
    ])
    return whole(t)


@T(0, "neg_redacted", "zh", 3)
def nz_redacted():
    t = pick([
        "之前那条记录已经处理过：password=[已脱敏:password]，不用再改。",
        "日志脱敏上线后显示为 pwd=[已脱敏:password]，符合要求。",
        "AccessKey Secret 在工单里展示为 ****，只有创建时能看到一次。",
    ])
    return whole(t)


@T(0, "neg_hash_id", "zh", 6)
def nz_hash():
    t = pick([
        f"这个问题是提交 {chex(40)} 引入的，已经回滚。",
        f"镜像摘要 sha256:{chex(64)}，和仓库里的一致。",
        f"请求 ID {cuuid()} 对应的那次调用超时了，麻烦网关组看一下。",
        f"安装包的 SHA256 是 {chex(64)}，下载后请先校验。",
        f"链路追踪 traceId={chex(32)}，在 SkyWalking 里能查到。",
    ])
    return whole(t)


@T(0, "neg_public_key", "zh", 4)
def nz_pubkey():
    body = "AAAAC3NzaC1lZDI1NTE5AAAAI" + "".join(C.choice(B64) for _ in range(43))
    t = f"我的公钥是 ssh-ed25519 {body} {pick(['wanggong', 'xiaozhou'])}@mbp ，麻烦加到跳板机的 authorized_keys 里。"
    return t, [], [f"ssh-ed25519 {body}", "我的公钥是", "麻烦加到跳板机的 authorized_keys 里"]


@T(0, "neg_cloud_ids", "zh", 4)
def nz_cloud_ids():
    t = pick([
        f"资源 ARN 是 acs:oss:*:{''.join(C.choice(DIGITS) for _ in range(16))}:static-cn/*，授权策略里照着填。",
        f"AWS 账号 ID {''.join(C.choice(DIGITS) for _ in range(12))} 是我们的生产账号，权限边界在这个账号里配。",
        f"腾讯云 APPID {C.randint(1250000000, 1259999999)} 是公开的，桶名后缀就是它。",
        f"公众号的 AppID 是 wx{chex(16)}，这个可以公开，AppSecret 才需要保密。",
    ])
    return whole(t)


@T(0, "neg_conn_no_password", "zh", 3)
def nz_conn():
    t = pick([
        f"只读库地址：jdbc:mysql://{pick(HOSTS)}:3306/{pick(DBS)}?useUnicode=true，账号密码走 Vault 动态下发。",
        f"Redis 集群入口 {pick(HOSTS)}:6379，开启了 TLS 和 ACL，账号找 DBA 申请。",
        f"mongodb://{pick(HOSTS)}:27017/?authSource=admin，凭据在 K8s Secret 里。",
    ])
    return whole(t)


@T(0, "neg_versions", "zh", 5)
def nz_versions():
    t = pick([
        f"这次发版号是 v3.{C.randint(1, 20)}.{C.randint(0, 9)}-build.{C.randint(1000, 9999)}，修复了令牌续期的问题。",
        f"主题色改成 #{chex(6)}，按钮悬停色 #{chex(6)}。",
        f"内核版本 5.15.0-{C.randint(80, 130)}-generic，驱动版本 550.{C.randint(50, 130)}.{C.randint(1, 9)}。",
        f"订单号 {C.randint(10**17, 10**18)} 的退款已经原路返回。",
    ])
    return whole(t)


@T(0, "neg_masked", "zh", 3)
def nz_masked():
    tail = "".join(C.choice(B62) for _ in range(4))
    t = pick([
        f"泄露的那个 key 是 sk-****{tail}，已经在后台作废了。",
        f"控制台里显示的 AccessKey ID 是 LTAI****{tail}，Secret 看不到。",
        f"手机号 138****{C.randint(1000, 9999)} 的用户反馈收不到验证码。",
    ])
    return whole(t)


@T(0, "neg_cli_no_password", "zh", 3)
def nz_cli():
    t = pick([
        f"登录数据库用 mysql -h {pick(HOSTS)} -u readonly -p ，回车后再输密码，别写在命令行里。",
        "推镜像用 docker login --password-stdin，从文件里读，避免出现在 history 里。",
        f"ssh -i ~/.ssh/id_ed25519 ops@{pick(HOSTS)} 免密登录已经配好了。",
    ])
    return whole(t)


@T(0, "neg_otp_talk", "zh", 3)
def nz_otp():
    t = pick([
        "助记词一定要手抄在纸上，不要截图，不要存网盘。",
        "两步验证的备用码只显示一次，请打印后放到保险柜里。",
        "验证码 5 分钟内有效，请勿泄露给他人。",
        "钉钉机器人的安全设置建议选“加签”，密钥放在配置中心里。",
    ])
    return whole(t)


@T(0, "neg_cookie_plain", "zh", 2)
def nz_cookie():
    t = pick([
        "前端只会带 Cookie: lang=zh-CN; theme=light; city=hangzhou 这几个，没有会话信息。",
        "会话 cookie 要加上 HttpOnly 和 Secure，渗透测试报告里提到了这一点。",
        "浏览器清一下 cookie 再登录就好了，是旧的会话过期了。",
    ])
    return whole(t)


@T(0, "neg_mixed_prose", "zh", 4)
def nz_mixed():
    t = pick([
        f"今天把 {pick(SVCS)} 的 secret 全部迁到 Vault 了，代码里只剩 secretKeyRef 引用。",
        "code review 时发现有人把 token 打到日志里，已经加了 lint 规则拦截。",
        "key rotation 的 runbook 更新了，步骤是先发新 key、灰度、再吊销旧 key。",
        "这个 PR 只改了 README 里 password 字段的说明，没有任何真实值。",
    ])
    return whole(t)


# ================================================================ build + self-check (copied from the held-out builder)
def spans(text, sub):
    out, i = [], text.find(sub)
    while i != -1:
        out.append((i, i + len(sub)))
        i = text.find(sub, i + 1)
    return out


def self_check(cases):
    errors = []
    ids = [c["id"] for c in cases]
    if len(ids) != len(set(ids)):
        errors.append("duplicate ids")
    texts = collections.Counter(c["text"] for c in cases)
    for t, n in texts.items():
        if n > 1:
            errors.append(f"duplicate text x{n}: {t[:60]!r}")
    fields = {"id", "text", "secrets", "must_keep", "kind", "lang", "polarity", "group"}
    for c in cases:
        cid = c["id"]
        if set(c) != fields:
            errors.append(f"{cid}: fields {sorted(c)}")
        if not cid.startswith(ID_PREFIX) or len(cid) != len(ID_PREFIX) + 4 or not cid[len(ID_PREFIX):].isdigit():
            errors.append(f"{cid}: bad id")
        if c["lang"] not in ("en", "zh"):
            errors.append(f"{cid}: lang")
        if c["polarity"] == "positive":
            if not c["secrets"]:
                errors.append(f"{cid}: positive without secrets")
            if c["kind"].startswith("neg_"):
                errors.append(f"{cid}: positive with neg_ kind")
        elif c["polarity"] == "negative":
            if c["secrets"]:
                errors.append(f"{cid}: negative with secrets")
            if not c["kind"].startswith("neg_"):
                errors.append(f"{cid}: negative kind without neg_")
        else:
            errors.append(f"{cid}: polarity")
        if not c["must_keep"]:
            errors.append(f"{cid}: empty must_keep")
        if len(set(c["secrets"])) != len(c["secrets"]):
            errors.append(f"{cid}: duplicate secret strings")
        sec_spans = []
        for s in c["secrets"]:
            if len(s) < 6:
                errors.append(f"{cid}: secret too short {s!r}")
            if s != s.strip():
                errors.append(f"{cid}: secret with outer whitespace {s!r}")
            sp = spans(c["text"], s)
            if not sp:
                errors.append(f"{cid}: secret not in text {s!r}")
            sec_spans += sp
        for k in c["must_keep"]:
            if not k.strip():
                errors.append(f"{cid}: blank must_keep")
            ks = spans(c["text"], k)
            if not ks:
                errors.append(f"{cid}: must_keep not in text {k!r}")
            for a, b in ks:
                for x, y in sec_spans:
                    if a < y and x < b:
                        errors.append(f"{cid}: must_keep {k!r} overlaps a secret")
            for s in c["secrets"]:
                if s in k or k in s:
                    errors.append(f"{cid}: must_keep/secret containment {k!r}")
        if c["lang"] == "zh" and not any("\u4e00" <= ch <= "\u9fff" for ch in c["text"]):
            errors.append(f"{cid}: zh case without Chinese text")
        if c["lang"] == "en" and any("\u4e00" <= ch <= "\u9fff" for ch in c["text"]):
            # en cases may contain the idempotence marker only
            if "[已脱敏:" not in c["text"]:
                errors.append(f"{cid}: en case with Chinese text")
    return errors


def build(fresh=False):
    global D, C, LANG
    D = Draw(None if fresh else SEED)
    C = random.Random(SEED + 1)
    cases, seen = [], set()
    for tpl in REG:
        made = tries = 0
        while made < tpl["n"]:
            tries += 1
            if tries > tpl["n"] * 30:
                raise SystemExit(f"template {tpl['group']} cannot produce {tpl['n']} distinct cases")
            LANG = tpl["lang"]
            text, secs, keep = tpl["fn"]()
            if text in seen:
                continue
            seen.add(text)
            made += 1
            cases.append({"text": text, "secrets": list(secs), "must_keep": list(keep),
                          "kind": tpl["kind"], "lang": tpl["lang"],
                          "polarity": "negative" if tpl["family"] == 0 else "positive",
                          "group": tpl["group"], "_family": tpl["family"]})
    # interleave deterministically so ids do not reveal the family
    C.shuffle(cases)
    for i, c in enumerate(cases, 1):
        c["id"] = f"{ID_PREFIX}{i:04d}"
    return cases


def stats(cases):
    fam, fam_lang, kinds, langpol = (collections.Counter() for _ in range(4))
    gpf = collections.defaultdict(set)
    nsec = 0
    for c in cases:
        f = c["_family"]
        fam[(f, c["polarity"])] += 1
        fam_lang[(f, c["lang"])] += 1
        kinds[(c["kind"], c["lang"])] += 1
        langpol[(c["lang"], c["polarity"])] += 1
        gpf[f].add(c["group"])
        nsec += len(c["secrets"])
    return fam, fam_lang, kinds, langpol, gpf, nsec


def write_readme(cases, errors):
    fam, fam_lang, kinds, langpol, gpf, nsec = stats(cases)
    pos = sum(c["polarity"] == "positive" for c in cases)
    neg = len(cases) - pos
    en = sum(c["lang"] == "en" for c in cases)
    zh = len(cases) - en
    L = ["# Secret-redaction bench, blind round 2 (`secrets_r2.json`)\n",
         "Written on **2026-12-05** by a helper session that had **not read the code under test** "
         "(no redactor source, rules, tests, benches or docs) and had not seen `secrets_dev.json` or "
         "`secrets_heldout.json`. It is a **blind** set: do not tune against it, and do not copy its "
         "sentences into tests, rules or `shared/`. Only the format and pass rule of "
         "`shared/bench/secrets/README.md` and the earlier builder's self-check were used; every "
         "sentence template is new.\n",
         f"{len(cases)} cases: {pos} positive with {nsec} secret strings, {neg} negative. "
         f"Languages: en {en}, zh {zh} ({100 * zh / len(cases):.0f}% Chinese, incl. mixed Chinese-English prose). "
         f"{len(set(c['group'] for c in cases))} templates (`group`), {len(set(c['kind'] for c in cases))} kinds. "
         "Ids `r2-NNNN` are shuffled, so they do not reveal the family.\n",
         "## Format and pass rule\n",
         "Exactly as in `shared/bench/secrets/README.md` (fields `id, text, secrets, must_keep, kind, lang, "
         "polarity, group`). A case passes when no `secrets` string occurs in the redacted output and every "
         "`must_keep` string still does. Score it with\n",
         "```\npython3 shared/bench/secrets/eval_redaction.py MODULE:FUNCTION --data /work/blind/secrets2/secrets_r2.json\n```\n",
         "## Build\n",
         f"`python3 build_corpus.py` regenerates the JSON and this README deterministically (seed `{hex(SEED)}`) "
         "and runs the self-check; `--check` only checks the existing JSON; `--fresh` draws new values from "
         "`secrets.SystemRandom()`. All values are synthetic, in real shapes (prefixes, lengths, alphabets); "
         "none is a real credential, but secret scanners will flag the file - allowlist this directory.\n",
         "Self-check: unique `r2-NNNN` ids; exact field set; every secret occurs in its text, is >= 6 chars, "
         "has no outer whitespace and is listed once; every must_keep occurs in its text; no must_keep "
         "occurrence overlaps a secret occurrence and none contains / is contained in a secret; positives have "
         "secrets, negatives none and a `neg_` kind; zh cases contain Chinese, en cases do not (except the "
         "`[已脱敏:...]` idempotence marker); no duplicate texts.\n",
         f"Self-check result: **{'PASS' if not errors else 'FAIL (' + str(len(errors)) + ' errors)'}**\n",
         "## Counts per family\n",
         "| # | family | templates | positive | negative | en | zh |",
         "| --- | --- | --- | --- | --- | --- | --- |"]
    for f in sorted(FAMILIES, key=lambda x: (x == 0, x)):
        L.append(f"| {f} | {FAMILIES[f]} | {len(gpf[f])} | {fam[(f, 'positive')]} | {fam[(f, 'negative')]} "
                 f"| {fam_lang[(f, 'en')]} | {fam_lang[(f, 'zh')]} |")
    L.append(f"| | **total** | {len(set(c['group'] for c in cases))} | {pos} | {neg} | {en} | {zh} |\n")
    L += ["## Language x polarity\n", "| lang | positive | negative |", "| --- | --- | --- |"]
    for lang in ("en", "zh"):
        L.append(f"| {lang} | {langpol[(lang, 'positive')]} | {langpol[(lang, 'negative')]} |")
    L += ["", "## Counts per kind\n", "| kind | en | zh | total |", "| --- | --- | --- | --- |"]
    for k in sorted(set(k for k, _ in kinds), key=lambda k: (k.startswith("neg_"), k)):
        e, z = kinds[(k, "en")], kinds[(k, "zh")]
        L.append(f"| `{k}` | {e} | {z} | {e + z} |")
    L += ["", "## Labeling conventions\n",
          "- Passwords in prose without any keyword (`box is root / <value>`, `登录用 admin 加 <value>`) list the value only.\n"
          "- Passphrases and 12/24-word seed phrases list the whole phrase; a numbered 24-word sheet lists each line of six numbered words; "
          "recovery/backup codes list each code; a spaced base32 setup key is listed whole.\n"
          "- URLs: the token / signature / password part is the secret (`access_token=`, `sig=`, `X-Amz-Signature=`, "
          "`X-Amz-Security-Token=`, OSS `Signature=`, the userinfo password, the Slack / 企业微信 / 飞书 webhook path or key). "
          "Host and user-name tokens inside the same URL or CLI credential are not required to survive.\n"
          "- Cookies: the session value is the secret; non-secret cookies in the same header (theme, lang, csrftoken) are not required either way.\n"
          "- Key pairs list only the secret half (AWS secret, Aliyun AccessKey Secret, Tencent SecretKey, Twilio auth token); "
          "public IDs (AKIA.../LTAI.../AKID..., Twilio AC SID, WeChat AppID) are neither secret nor required.\n"
          "- Encoded credentials (`Authorization: Basic`, docker `auth`) list the encoded string. Digest auth lists the `response` hash "
          "(replayable) plus the password stated in prose.\n"
          "- PEM / OpenSSH / service-account keys list three body lines (first/middle/last; for OpenSSH the second line, "
          "since the first is a constant header).\n"
          "- Split secrets list each piece; repeated secrets are listed once and every occurrence must go.\n"
          "- Key names (`DB_PASS`, `spring.mail.password`, `X-Api-Key`, `Authorization: Bearer`, `密码：`, `AppSecret`) "
          "are must_keep, as in the dev README.\n"
          "- Negatives: must_keep is the at-risk string or the whole text (git SHAs, image digests, trace/request ids, "
          "`ssh-ed25519` public keys, PEM public keys, ARNs / account ids, checksums, versions, hex colours, placeholders, "
          "masked keys, vendor-documented example keys, already-redacted `[已脱敏:password]`, Chinese policy talk).\n"]
    with open(OUT_README, "w", encoding="utf-8") as fh:
        fh.write("\n".join(L))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--check", action="store_true")
    ap.add_argument("--fresh", action="store_true")
    a = ap.parse_args()
    if a.check:
        with open(OUT_JSON, encoding="utf-8") as fh:
            cases = json.load(fh)
        errors = self_check(cases)
        print("self-check:", "PASS" if not errors else f"FAIL ({len(errors)})")
        for e in errors[:60]:
            print("  ", e)
        return 1 if errors else 0
    cases = build(fresh=a.fresh)
    public = [{k: c[k] for k in ("id", "text", "secrets", "must_keep", "kind", "lang", "polarity", "group")} for c in cases]
    errors = self_check(public)
    with open(OUT_JSON, "w", encoding="utf-8") as fh:
        json.dump(public, fh, ensure_ascii=False, indent=1)
        fh.write("\n")
    write_readme(cases, errors)
    fam, fam_lang, kinds, langpol, gpf, nsec = stats(cases)
    print(f"cases={len(cases)} secrets={nsec}")
    for f in sorted(FAMILIES, key=lambda x: (x == 0, x)):
        print(f"family {f:>2}: templates={len(gpf[f]):>2} pos={fam[(f, 'positive')]:>3} neg={fam[(f, 'negative')]:>3} "
              f"en={fam_lang[(f, 'en')]:>3} zh={fam_lang[(f, 'zh')]:>3}")
    for lang in ("en", "zh"):
        print(f"{lang}: pos={langpol[(lang, 'positive')]} neg={langpol[(lang, 'negative')]}")
    print("self-check:", "PASS" if not errors else f"FAIL ({len(errors)})")
    for e in errors[:60]:
        print("  ", e)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
