#!/usr/bin/env python3
"""Build the HELD-OUT secret-redaction corpus (secrets_heldout.json).

Written without looking at the code under test or at the dev sentences; only the
format in shared/bench/secrets/README.md was used. Every sentence template here is
new. Cases of one template share a `group`.

Secret values are drawn through a `secrets`-module style interface (choice,
randbelow, token_bytes, token_hex, token_urlsafe) in the real credential shapes.
By default that interface is backed by a seeded generator so that a rebuild is
byte-identical (the corpus is a fixed acceptance set); `--fresh` backs it with
`secrets.SystemRandom()` (the OS CSPRNG the `secrets` module uses) to draw a new,
non-reproducible set of values from the same templates.

None of the values is a real credential.

Usage:
    python3 build_corpus.py            # writes secrets_heldout.json + README.md, runs self-check
    python3 build_corpus.py --check    # only re-check the existing JSON
"""
import argparse
import base64
import collections
import json
import os
import random
import secrets
import string
import sys

SEED = 0x5EC12E7  # fixed seed for reproducible rebuilds
HERE = os.path.dirname(os.path.abspath(__file__))
OUT_JSON = os.path.join(HERE, "secrets_heldout.json")
OUT_README = os.path.join(HERE, "README.md")

B62 = string.ascii_letters + string.digits
LOWER = string.ascii_lowercase
UPPER = string.ascii_uppercase
DIGITS = string.digits
LOWER_AN = LOWER + DIGITS
UPPER_AN = UPPER + DIGITS
HEX = "0123456789abcdef"
HEXU = HEX.upper()
B64 = B62 + "+/"
B64URL = B62 + "-_"
BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"


class Draw:
    """`secrets`-module style source of secret values."""

    def __init__(self, seed=None):
        self.r = secrets.SystemRandom() if seed is None else random.Random(seed)

    def randbelow(self, n):
        return self.r.randrange(n)

    def choice(self, seq):
        return seq[self.randbelow(len(seq))]

    def randint(self, a, b):
        return a + self.randbelow(b - a + 1)

    def token_bytes(self, n):
        return bytes(self.r.getrandbits(8) for _ in range(n))

    def token_hex(self, n):
        return self.token_bytes(n).hex()

    def token_urlsafe(self, n):
        return base64.urlsafe_b64encode(self.token_bytes(n)).rstrip(b"=").decode()

    def s(self, alphabet, n):
        return "".join(self.choice(alphabet) for _ in range(n))


D = None  # secret values
C = None  # context (names, hosts, wording) - always seeded
CURRENT_LANG = "en"  # language of the template being expanded


# ----------------------------------------------------------------------------
# context pools
# ----------------------------------------------------------------------------
EN_PEOPLE = ["Priya", "Marco", "Dana", "Kenji", "Lucia", "Omar", "Sven", "Aisha",
             "Tomas", "Grace", "Felix", "Noor", "Hannah", "Ravi"]
ZH_PEOPLE = ["老王", "小李", "张工", "陈姐", "刘总", "赵磊", "周婷", "孙浩", "马工", "何老师", "阿杰", "小美"]
SERVICES = ["billing", "orders", "inventory", "analytics", "search", "payments",
            "notifications", "reporting", "catalog", "ledger"]
ZH_SYSTEMS = ["财务系统", "CRM", "工单系统", "监控平台", "ERP", "OA", "仓储系统", "会员中心", "数据中台"]
HOSTS = ["db-prod-1.internal", "pg-staging.acme.io", "10.0.3.17", "mysql-ro.corp.lan",
         "bastion.eu-west.example.net", "192.168.20.41", "app-02.prod.internal",
         "jump.ops.example.cn", "172.16.8.23", "cache-01.svc.local", "build-07.ci.internal",
         "files.partner-portal.example.com"]
DOMAINS = ["acme.io", "example.com", "northwind.dev", "contoso.net", "initech.cn", "globex.app"]
USERS = ["deploy", "svc_reporting", "app_rw", "etl", "ci-bot", "ops", "backup", "readonly",
         "jenkins", "airflow", "grafana", "metabase"]
DBS = ["orders", "billing", "warehouse", "analytics", "crm", "events", "ledger", "catalog"]
VENDORS = ["Northwind", "Contoso", "Globex", "Initech", "Umbrella", "Hooli", "Stark Logistics"]
FILES = ["export_2024Q3", "invoices_oct", "customer_dump", "audit_logs", "payroll_jan",
         "backup_0612", "recon_march", "hr_records"]
OFFICES = ["Berlin", "Lisbon", "Austin", "Singapore", "Toronto", "Leeds"]
CITIES = ["Berlin", "Osaka", "Porto", "Denver", "Nairobi", "Hangzhou"]
REGISTRIES = ["registry.gitlab.com", "ghcr.io", "harbor.corp.example.com",
              "registry.cn-hangzhou.aliyuncs.com", "index.docker.io/v1/", "nexus.acme.io:8443"]
SCOPES = ["acme", "northwind", "globex-ui", "initech", "hooli-sdk"]
BUCKETS = ["acme-exports", "nightly-backups", "cdn-assets-prod", "ml-datasets", "audit-archive"]
NAMESPACES = ["payments", "staging", "ml-serving", "observability", "default", "data-platform"]

# ordinary English words (for passphrases / seed phrases)
WORDS = """able acid acoustic actor adapt admit afford agent alarm album alley amber anchor
ankle apple april arena armor arrow artist aspect atom auction autumn avocado badge
bamboo banner barrel basket beach bench berry bicycle blanket blossom border bottle
brave breeze brick bridge bronze bubble bucket cabin cactus camera canal candle canyon
carbon carpet castle cattle cedar cement cherry chimney cinema circle citrus clever
cliff clock cloud cobalt coconut comet copper coral cotton cradle crane crystal
cushion dagger dawn debris desert dolphin donkey dragon drift eagle earth echo
elbow ember engine escape fabric falcon feather fence ferry fiber fiction filter
flame flock forest fossil fringe frost galaxy garden garlic gentle ginger glacier
globe glove goat gospel gravel guitar hammer harbor harvest hazel helmet hollow
honey horizon hover island ivory jacket jaguar jungle kettle kidney kitten ladder
lantern laptop lemon lizard lobster lumber magnet mango marble meadow melody mirror
monkey mosaic mountain muffin museum napkin nectar noodle oasis ocean olive onion
orbit orchard oyster paddle palace panda pepper pencil pigeon pillow pilot planet
pocket polar potato prairie pulse puzzle quartz rabbit radar raven ribbon rocket
saddle salmon sandal satin scarf shadow shelter silver sketch slender spider spiral
sponge squirrel stable statue stereo summit sunset swamp tackle tennis thistle
thunder timber tomato tornado tractor tundra tunnel turtle umbrella velvet venue
violin volcano wagon walnut wheat whisper willow window winter wizard wolf yellow
zebra""".split()

CAP_WORDS = ["Harbor", "Velvet", "Cobalt", "Maple", "Falcon", "Juniper", "Quartz", "Saffron",
             "Tundra", "Orchid", "Granite", "Willow", "Ember", "Lantern", "Meadow", "Pepper",
             "Raven", "Summit", "Thistle", "Zephyr", "Copper", "Biscuit"]
PINYIN = ["zhang", "wang", "li", "liu", "chen", "yang", "huang", "zhao", "zhou", "wu", "xu",
          "sun", "ma", "hu", "guo", "lin", "he", "gao", "luo", "zheng", "xiaoming", "tianyu"]


def pick(seq):
    return C.choice(seq)


# ----------------------------------------------------------------------------
# secret-value generators (real shapes)
# ----------------------------------------------------------------------------
def _mixed(p):
    return (any(c.isdigit() for c in p) and any(c.isupper() for c in p)
            and any(c.islower() for c in p))


def pw(style=None, symbols="!#%^*_-.", allow_at=True):
    """A human-set password in one of several realistic shapes."""
    if style is None:
        styles = ["random", "human", "urlsafe", "random"]
        if CURRENT_LANG == "zh":  # pinyin-based passwords only in Chinese contexts
            styles.append("pinyin")
        style = C.choice(styles)
    if style == "random":
        while True:
            p = D.s(B62 + symbols, D.randint(14, 20))
            if _mixed(p) and p[0] not in "-." and p[-1].isalnum():
                return p
    if style == "human":
        sym = D.choice(symbols) if symbols else ""
        return D.choice(CAP_WORDS) + sym + D.choice(CAP_WORDS) + str(D.randint(10, 9999))
    if style == "pinyin":
        sep = D.choice("@#." if allow_at else "#.")
        return (D.choice(PINYIN).capitalize() + sep + str(D.randint(2019, 2025))
                + D.s(LOWER, 2) + D.s(DIGITS, 2))
    if style == "urlsafe":
        while True:
            p = D.token_urlsafe(D.randint(12, 15))
            if _mixed(p) and p[0] not in "-_":
                return p
    raise ValueError(style)


def url_pw():
    return pw(C.choice(["random", "human", "urlsafe"]), symbols="-_.")


def shell_pw():
    return pw(C.choice(["random", "human", "urlsafe"]), symbols="_-.%+")


def words_phrase(n, sep=" "):
    ws = []
    while len(ws) < n:
        w = D.choice(WORDS)
        if w not in ws:
            ws.append(w)
    return sep.join(ws)


def uuid4():
    b = bytearray(D.token_bytes(16))
    b[6] = (b[6] & 0x0F) | 0x40
    b[8] = (b[8] & 0x3F) | 0x80
    h = b.hex()
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def b64url_nopad(raw):
    return base64.urlsafe_b64encode(raw).rstrip(b"=").decode()


def aws_key_id():
    return "AKIA" + D.s(UPPER + "234567", 16)


def aws_secret():
    return D.s(B64, 40)


def aliyun_id():
    return "LTAI5t" + D.s(B62, 18)


def aliyun_secret():
    return D.s(B62, 30)


def tencent_id():
    return "AKID" + D.s(B62, 32)


def tencent_secret():
    return D.s(B62, 32)


def gocspx():
    return "GOCSPX-" + D.s(B64URL, 28)


def google_client_id():
    return str(D.randint(10 ** 11, 10 ** 12 - 1)) + "-" + D.s(LOWER_AN, 32)


def azure_secret():
    return D.s(B62, 3) + D.choice(DIGITS) + "Q~" + D.s(B62 + "_.~-", 34)


def stripe_key(prefix):
    return prefix + "51" + D.s(B62, 97)


def whsec():
    return "whsec_" + D.s(B62, 32)


def xoxb():
    return f"xoxb-{D.randint(10**10, 10**11 - 1)}-{D.randint(10**12, 10**13 - 1)}-{D.s(B62, 24)}"


def xapp():
    return f"xapp-1-A{D.s(UPPER_AN, 10)}-{D.randint(10**12, 10**13 - 1)}-{D.token_hex(32)}"


def discord_bot():
    uid = str(D.randint(10 ** 17, 10 ** 19 - 1))
    return b64url_nopad(uid.encode()) + "." + D.s(B64URL, 6) + "." + D.s(B64URL, 38)


def telegram_bot():
    return f"{D.randint(10**9, 8 * 10**9)}:AA{D.s(B64URL, 33)}"


def sendgrid():
    return "SG." + D.s(B64URL, 22) + "." + D.s(B64URL, 43)


def age_secret():
    return "AGE-SECRET-KEY-1" + D.s(BECH32.upper(), 58)


def age_public():
    return "age1" + D.s(BECH32, 58)


def vault_token():
    if D.randbelow(2):
        return "hvs." + D.s(B62, 24)
    return "hvs.CAESI" + D.s(B64URL, 86)


def npm_token():
    return "npm_" + D.s(B62, 36)


def glpat():
    return "glpat-" + D.s(B64URL, 20)


def hf_token():
    return "hf_" + D.s(string.ascii_letters, 34)


def ghp():
    return "ghp_" + D.s(B62, 36)


def github_pat():
    return "github_pat_11" + D.s(UPPER_AN, 20) + "_" + D.s(B62, 59)


def sk_ant():
    return "sk-ant-api03-" + D.s(B64URL, 93) + "AA"


def sk_proj():
    return "sk-proj-" + D.s(B64URL, 74) + "T3BlbkFJ" + D.s(B64URL, 74)


def dckr_pat():
    return "dckr_pat_" + D.s(B64URL, 27)


def pypi_token():
    return "pypi-AgEIcHlwaS5vcmc" + D.s(B64URL, 150)


def atlassian_token():
    return "ATATT3xFfGF0" + D.s(B64URL, 170) + "=" + D.s(HEXU, 8)


def jwt(payload, alg="RS256", sig_len=342, kid=True):
    header = {"alg": alg, "typ": "JWT"}
    if kid:
        header["kid"] = D.s(B64URL, 43)
    h = b64url_nopad(json.dumps(header, separators=(",", ":")).encode())
    p = b64url_nopad(json.dumps(payload, separators=(",", ":")).encode())
    return h + "." + p + "." + D.s(B64URL, sig_len)


def k8s_sa_jwt(ns, name):
    iat = 1716000000 + D.randint(0, 9_000_000)
    payload = {"iss": "kubernetes/serviceaccount",
               "kubernetes.io/serviceaccount/namespace": ns,
               "kubernetes.io/serviceaccount/secret.name": f"{name}-token-{D.s(LOWER_AN, 5)}",
               "kubernetes.io/serviceaccount/service-account.name": name,
               "kubernetes.io/serviceaccount/service-account.uid": uuid4(),
               "sub": f"system:serviceaccount:{ns}:{name}", "iat": iat}
    return jwt(payload)


def pem_body_lines(nbytes=1218, prefix=b"\x30\x82\x04\xbe\x02\x01\x00\x30\x0d\x06\x09\x2a\x86\x48\x86\xf7\x0d\x01\x01\x01\x05\x00\x04\x82\x04\xa8"):
    raw = prefix + D.token_bytes(nbytes - len(prefix))
    b = base64.b64encode(raw).decode()
    return [b[i:i + 64] for i in range(0, len(b), 64)]


def ssh_ed25519_pub():
    blob = b"\x00\x00\x00\x0bssh-ed25519\x00\x00\x00\x20" + D.token_bytes(32)
    return base64.b64encode(blob).decode()


def ssh_rsa_pub():
    blob = (b"\x00\x00\x00\x07ssh-rsa" + b"\x00\x00\x00\x03\x01\x00\x01"
            + b"\x00\x00\x01\x01\x00" + bytes([0xC0 | D.randbelow(64)]) + D.token_bytes(255))
    return base64.b64encode(blob).decode()


def django_key():
    return D.s(LOWER_AN + "!@#$%^&*(-_=+)", 50)


def phone_cn():
    return "1" + D.choice("3578") + D.s(DIGITS, 9)


# ----------------------------------------------------------------------------
# registry
# ----------------------------------------------------------------------------
REG = []

FAMILIES = {
    1: "credentials in prose without a credential keyword",
    2: "word passphrases / seed phrases",
    3: "secrets split across sentences or wrapped over lines",
    4: "session cookies",
    5: "config formats (.pgpass, .my.cnf, .netrc, Maven, Hibernate, Django, Rails, Spring, docker, npmrc, pip)",
    6: "credentials as positional / call arguments in code",
    7: "CLI password flags and positional args",
    8: "key pairs (ID + secret)",
    9: "typed provider secrets, DSNs, webhook/bot URLs",
    10: "other: OTP/recovery codes, TOTP seeds, query-string keys, basic auth, JSON private keys, kubeconfig, Chinese 口令/授权码/验证码",
    0: "hard negatives",
}


def T(family, kind, lang, n):
    def deco(fn):
        REG.append(dict(family=family, kind=kind, lang=lang, n=n, fn=fn, group=fn.__name__))
        return fn
    return deco


# ============================================================================
# Family 1: credentials in prose, no credential keyword
# ============================================================================
@T(1, "login_prose", "en", 3)
def f1_en_admin_panel():
    svc, user, p, who, dom = pick(SERVICES), pick(USERS), pw(), pick(EN_PEOPLE), pick(DOMAINS)
    t = (f"To get into the {svc} admin panel at https://{svc}-admin.{dom}/login, sign in as {user} "
         f"and use {p} - {who} set that up last week.")
    return t, [p], [f"{svc} admin panel", f"sign in as {user}", f"{who} set that up last week"]


@T(1, "login_prose", "en", 3)
def f1_en_shared_mailbox():
    box = pick(["invoices", "support", "hr-intake", "vendors", "noc"]) + "@" + pick(DOMAINS)
    p, who = pw(), pick(EN_PEOPLE)
    t = (f"The shared mailbox {box} opens with {p}. Don't rotate it without telling {who}; "
         f"the scanner on floor 3 sends to it.")
    return t, [p], ["The shared mailbox", box, "the scanner on floor 3 sends to it"]


@T(1, "login_prose", "en", 3)
def f1_en_sudo_prompt():
    host, p = pick(HOSTS), pw()
    t = (f"On {host}, when sudo prompts you, type {p} (that's the ops account's, not your own). "
         f"Root login over ssh is disabled there.")
    return t, [p], [f"On {host}, when sudo prompts you", "Root login over ssh is disabled there."]


@T(1, "login_prose", "en", 2)
def f1_en_wifi_prompt():
    office = pick(OFFICES)
    ssid = pick(["ACME-Guest", "NW-Visitors", "Globex_5G", "initech-lab"])
    p = pw(C.choice(["human", "random"]))
    t = (f"Guest wifi at the {office} office is \"{ssid}\"; what you type at the prompt is {p}. "
         f"It resets every Monday.")
    return t, [p], [f"Guest wifi at the {office} office", ssid, "It resets every Monday."]


@T(1, "login_prose", "en", 3)
def f1_en_after_username():
    vendor = pick(VENDORS)
    email = pick(["ops", "billing", "it", "finance"]) + "@" + pick(DOMAINS)
    p = pw()
    t = (f"For the {vendor} partner portal the account is {email}, and the string after the "
         f"user name is {p}. MFA is off for that one, unfortunately.")
    return t, [p], [f"{vendor} partner portal", email, "MFA is off for that one"]


@T(1, "login_prose", "en", 2)
def f1_en_archive_opens():
    vendor, f, p = pick(VENDORS), pick(FILES), pw()
    t = f"{vendor} sent the export as {f}.zip; it opens with {p}, which came in a separate email."
    return t, [p], [f"{f}.zip", "which came in a separate email"]


@T(1, "login_prose", "en", 2)
def f1_en_ssh_answer():
    user, host, p = pick(USERS), pick(HOSTS), pw()
    t = f"You can ssh in as {user}@{host} - it'll ask, and the answer is {p}. Key auth is on the TODO list."
    return t, [p], [f"{user}@{host}", "it'll ask, and the answer is", "Key auth is on the TODO list."]


@T(1, "login_prose", "zh", 3)
def f1_zh_backend_login():
    sysn, user, p, who = pick(ZH_SYSTEMS), pick(USERS), pw(), pick(ZH_PEOPLE)
    t = f"{sysn}后台登录用 {user} / {p}，{who}昨天刚改过，别再重置了。"
    return t, [p], [f"{sysn}后台登录用", user, f"{who}昨天刚改过"]


@T(1, "login_prose", "zh", 2)
def f1_zh_unzip():
    f, p = pick(FILES), pw()
    t = f"供应商发来的 {f}.7z，解压用 {p}，解开后是上个月的对账单。"
    return t, [p], [f"{f}.7z", "解开后是上个月的对账单"]


@T(1, "login_prose", "zh", 3)
def f1_zh_jump_host():
    host, p = pick(HOSTS), pw()
    t = f"在跳板机 {host} 上 su 到 root 的时候，输入 {p} 就能进，别外传。"
    return t, [p], [f"跳板机 {host}", "su 到 root 的时候", "别外传"]


@T(1, "login_prose", "zh", 2)
def f1_zh_wifi():
    ssid = pick(["ACME-Office", "HZ-5G", "会议室-3F", "TP-LINK_8A2C"])
    p = pw(C.choice(["pinyin", "human"]))
    t = f"三楼会议室的 wifi 叫 {ssid}，连的时候填 {p}，访客网络那个不用填。"
    return t, [p], [f"wifi 叫 {ssid}", "访客网络那个不用填"]


@T(1, "login_prose", "zh", 2)
def f1_zh_test_account():
    phone, p = phone_cn(), pw(C.choice(["pinyin", "random", "human"]))
    t = f"测试账号 {phone}，登录的时候输 {p} 就行，短信那步走白名单不用收。"
    return t, [p], [f"测试账号 {phone}", "短信那步走白名单不用收"]


# ============================================================================
# Family 2: passphrases made of ordinary words
# ============================================================================
@T(2, "passphrase_words", "en", 3)
def f2_en_luks():
    host = pick(HOSTS)
    dev = pick(["/dev/nvme1n1p2", "/dev/sdb1", "/dev/md0", "/dev/vdb"])
    ph = words_phrase(D.randint(4, 6))
    t = f"The LUKS volume on {host} ({dev}) unlocks with:\n{ph}"
    return t, [ph], ["The LUKS volume on", dev]


@T(2, "seed_phrase", "en", 3)
def f2_en_seed12():
    chain = pick(["Sepolia", "Holesky", "Solana devnet", "Polygon Amoy"])
    ph = words_phrase(12)
    t = (f"Test wallet for the {chain} faucet bot - recovery words: {ph}. "
         f"It only holds testnet funds.")
    return t, [ph], [f"Test wallet for the {chain} faucet bot", "It only holds testnet funds."]


@T(2, "passphrase_words", "en", 2)
def f2_en_vault_kit():
    who, ph = pick(EN_PEOPLE), words_phrase(4)
    t = (f"{who}'s 1Password emergency kit: the vault opens with \"{ph}\" - four random words, "
         f"as the policy says.")
    return t, [ph], ["1Password emergency kit", "four random words, as the policy says"]


@T(2, "passphrase_words", "en", 3)
def f2_en_borg_restore():
    host, ph = pick(HOSTS), words_phrase(D.randint(5, 7))
    t = (f"To restore from the borg repo on {host}, it will want {ph} - all lowercase, "
         f"single spaces between words.")
    return t, [ph], [f"borg repo on {host}", "all lowercase, single spaces between words"]


@T(2, "passphrase_words", "en", 2)
def f2_en_hyphen_ssh():
    ph = words_phrase(4, sep="-") + "-" + str(D.randint(10, 99))
    t = f"Bastion key unlock (ssh-add): {ph}. Keep it in your head, not in dotfiles."
    return t, [ph], ["Bastion key unlock (ssh-add)", "not in dotfiles"]


@T(2, "passphrase_words", "zh", 3)
def f2_zh_veracrypt():
    ph = words_phrase(D.randint(4, 6))
    t = f"移动硬盘用 VeraCrypt 加密了，挂载的时候输入这句：{ph}（全小写，单词之间一个空格）。"
    return t, [ph], ["移动硬盘用 VeraCrypt 加密了", "全小写，单词之间一个空格"]


@T(2, "seed_phrase", "zh", 3)
def f2_zh_mnemonic():
    ph = words_phrase(12)
    t = f"测试网钱包的助记词是：{ph}，只放了测试币，别导入主网。"
    return t, [ph], ["测试网钱包的助记词", "只放了测试币，别导入主网"]


@T(2, "passphrase_words", "zh", 2)
def f2_zh_restic():
    bucket, who, ph = pick(BUCKETS), pick(ZH_PEOPLE), words_phrase(5)
    t = f"restic 仓库 s3:{bucket}/restic 的解锁短语：{ph}，{who}那边也存了一份。"
    return t, [ph], ["restic 仓库", f"{who}那边也存了一份"]


@T(2, "passphrase_words", "zh", 2)
def f2_zh_keepass():
    f = pick(["team", "ops", "infra", "finance"])
    ph = words_phrase(4, sep=C.choice([" ", "-"]))
    t = f"团队的 KeePass 库 {f}.kdbx，打开时敲 {ph} 就行，主密钥文件不用选。"
    return t, [ph], [f"KeePass 库 {f}.kdbx", "主密钥文件不用选"]


# ============================================================================
# Family 3: split across sentences / wrapped
# ============================================================================
def _halves(tok, min_part=10):
    k = D.randint(max(min_part, len(tok) // 2 - 4), min(len(tok) - min_part, len(tok) // 2 + 4))
    return tok[:k], tok[k:]


@T(3, "split_secret", "en", 3)
def f3_en_two_halves():
    label, tok = C.choice([("Stripe live key", None), ("GitHub token", None), ("OpenAI key", None)])
    tok = {"Stripe live key": lambda: stripe_key("sk_live_"), "GitHub token": ghp,
           "OpenAI key": sk_proj}[label]()
    h1, h2 = _halves(tok)
    t = (f"User pasted the {label} in two halves so it would not sit in one message. "
         f"First half: {h1}\nSecond half: {h2}\nJoin them without a space.")
    return t, [h1, h2], [f"User pasted the {label} in two halves", "First half:", "Second half:",
                         "Join them without a space."]


@T(3, "split_secret", "en", 3)
def f3_en_phone_chunks():
    who, svc = pick(EN_PEOPLE), pick(SERVICES)
    p = D.s(B62 + "#%_", D.randint(22, 26))
    h1, h2 = _halves(p, 10)
    t = (f"{who} read the {svc} DB password over the phone in two chunks: \"{h1}\" and then "
         f"\"{h2}\". I wrote them on separate lines of the runbook.")
    return t, [h1, h2], [f"{who} read the {svc} DB password over the phone in two chunks",
                         "I wrote them on separate lines of the runbook."]


@T(3, "wrapped_secret", "en", 3)
def f3_en_wrapped_export():
    var, tok = C.choice([("ANTHROPIC_API_KEY", "ant"), ("OPENAI_API_KEY", "proj")])
    tok = sk_ant() if tok == "ant" else sk_proj()
    k = D.randint(56, 70)
    l1, l2 = tok[:k], tok[k:]
    t = f"export {var}={l1}\n{l2}\n(the terminal wrapped it - it is a single line in ~/.zshrc)"
    return t, [l1, l2], [f"export {var}=", "the terminal wrapped it", "~/.zshrc"]


@T(3, "wrapped_secret", "en", 2)
def f3_en_wrapped_sa_token():
    ns = pick(NAMESPACES)
    tok = k8s_sa_jwt(ns, pick(["deployer", "argo", "ci", "prom-reader"]))
    k = D.randint(len(tok) // 2 - 30, len(tok) // 2 + 30)
    l1, l2 = tok[:k], tok[k:]
    t = (f"Service account token for the {ns} namespace (copied from the dashboard, it wrapped):\n"
         f"  {l1}\n  {l2}\nUse it with kubectl --token.")
    return t, [l1, l2], [f"Service account token for the {ns} namespace", "Use it with kubectl --token."]


@T(3, "split_secret", "en", 2)
def f3_en_unseal_shares():
    who = pick(EN_PEOPLE)
    s1 = base64.b64encode(D.token_bytes(33)).decode()
    s2 = base64.b64encode(D.token_bytes(33)).decode()
    t = (f"Vault needs 2 of 3 unseal shares. {who} keeps share 1: {s1}\n"
         f"I keep share 2, which is {s2}. Share 3 is in the office safe.")
    return t, [s1, s2], ["Vault needs 2 of 3 unseal shares.", f"{who} keeps share 1:",
                         "Share 3 is in the office safe."]


@T(3, "split_secret", "zh", 4)
def f3_zh_two_messages():
    sec = aliyun_secret()
    h1, h2 = _halves(sec, 12)
    t = f"AccessKey Secret 分两次发：前半段 {h1}。\n后半段 {h2}。拼起来用，中间没有空格。"
    return t, [h1, h2], ["AccessKey Secret 分两次发", "拼起来用，中间没有空格"]


@T(3, "wrapped_secret", "zh", 4)
def f3_zh_wechat_wrapped():
    who, tok = pick(ZH_PEOPLE), github_pat()
    k = D.randint(40, 55)
    l1, l2 = tok[:k], tok[k:]
    t = f"{who}说 token 太长，微信里被折成两行了：\n{l1}\n{l2}\n这是 GitHub 的 fine-grained token，用的时候接上。"
    return t, [l1, l2], [f"{who}说 token 太长", "fine-grained token，用的时候接上"]


@T(3, "split_secret", "zh", 3)
def f3_zh_prefix_rest():
    host = pick(HOSTS)
    p = D.s(B62 + "#%_", D.randint(22, 26))
    h1, h2 = p[:10], p[10:]
    t = f"服务器 {host} 的 root 口令比较长，前 10 位是 {h1}，剩下的部分是 {h2}，分开记在两个地方。"
    return t, [h1, h2], [f"服务器 {host} 的 root 口令比较长", "分开记在两个地方"]


# ============================================================================
# Family 4: session cookies
# ============================================================================
def django_sid():
    return D.s(LOWER_AN, 32)


def connect_sid():
    return "s%3A" + D.s(B64URL, 32) + "." + D.s(B62, 43)


def rails_cookie():
    data = base64.b64encode(D.token_bytes(D.randint(90, 180))).decode().replace("=", "%3D")
    iv = base64.b64encode(D.token_bytes(12)).decode().replace("=", "%3D")
    tag = base64.b64encode(D.token_bytes(16)).decode().replace("=", "%3D")
    return f"{data}--{iv}--{tag}"


def laravel_cookie():
    obj = {"iv": base64.b64encode(D.token_bytes(16)).decode(),
           "value": base64.b64encode(D.token_bytes(D.randint(120, 200))).decode(),
           "mac": D.token_hex(32), "tag": ""}
    return base64.b64encode(json.dumps(obj, separators=(",", ":")).encode()).decode().replace("=", "%3D")


def jsessionid():
    v = D.s(HEXU, 32)
    if D.randbelow(3) == 0:
        v += ".node" + str(D.randint(1, 4))
    return v


@T(4, "session_cookie", "en", 3)
def f4_en_http_request():
    host, sid, csrf = pick(HOSTS[1:3] + ["shop.acme.io", "app.northwind.dev"]), django_sid(), D.s(B62, 32)
    t = (f"Captured the failing call from devtools:\n"
         f"GET /api/v2/orders?page=3 HTTP/1.1\nHost: {host}\nAccept: application/json\n"
         f"Cookie: sessionid={sid}; csrftoken={csrf}\n\n"
         f"Replaying it with that cookie reproduces the 500.")
    return t, [sid], ["GET /api/v2/orders?page=3 HTTP/1.1", f"Host: {host}",
                      "Replaying it with that cookie reproduces the 500."]


@T(4, "session_cookie", "en", 2)
def f4_en_curl_connect_sid():
    host, v = pick(["app.northwind.dev", "staging.globex.app", "localhost:3000"]), connect_sid()
    t = f"curl -s -b 'connect.sid={v}' https://{host}/api/me | jq .role   # returns \"admin\" for my session"
    return t, [v], ["curl -s -b", "| jq .role", "# returns \"admin\" for my session"]


@T(4, "session_cookie", "en", 2)
def f4_en_python_rails():
    app, host, v = pick(["shopfront", "helpdesk", "crm", "portal"]), pick(["admin.acme.io", "staging.globex.app"]), rails_cookie()
    t = (f"s = requests.Session()\n"
         f"s.cookies.set(\"_{app}_session\", \"{v}\", domain=\"{host}\")\n"
         f"r = s.get(\"https://{host}/admin/reports\")\nprint(r.status_code)")
    return t, [v], [f"s.cookies.set(\"_{app}_session\",", f"r = s.get(\"https://{host}/admin/reports\")",
                    "print(r.status_code)"]


@T(4, "session_cookie", "en", 2)
def f4_en_laravel_prose():
    v = laravel_cookie()
    t = (f"My laravel_session for the staging shop is {v} - paste it into the browser's storage tab "
         f"to see the broken checkout as me.")
    return t, [v], ["My laravel_session for the staging shop is", "to see the broken checkout as me"]


@T(4, "session_cookie", "en", 3)
def f4_en_set_cookie_jsession():
    ctx, v = pick(["portal", "erp", "hr", "claims"]), jsessionid()
    t = (f"Response from the Tomcat login endpoint:\nHTTP/1.1 302 Found\n"
         f"Set-Cookie: JSESSIONID={v}; Path=/{ctx}; Secure; HttpOnly\nLocation: /{ctx}/home")
    return t, [v], ["Response from the Tomcat login endpoint:", "HTTP/1.1 302 Found",
                    f"Location: /{ctx}/home"]


@T(4, "session_cookie", "zh", 4)
def f4_zh_capture_jsession():
    sysn, v = pick(ZH_SYSTEMS), jsessionid()
    t = f"抓包看到请求头里带着 Cookie: JSESSIONID={v}，拿这个直接能进{sysn}管理台，先别登出。"
    return t, [v], ["抓包看到请求头里带着", f"直接能进{sysn}管理台", "先别登出"]


@T(4, "session_cookie", "zh", 4)
def f4_zh_sessionid_copy():
    host, v = pick(["admin.acme.io", "ops.initech.cn", "console.globex.app"]), django_sid()
    t = f"把浏览器里 {host} 的 sessionid 复制出来了：{v}，两周内有效，调接口的时候带上。"
    return t, [v], [f"{host} 的 sessionid", "两周内有效，调接口的时候带上"]


@T(4, "session_cookie", "zh", 3)
def f4_zh_postman_cookie():
    name, v = C.choice([("laravel_session", None), ("connect.sid", None)])
    v = laravel_cookie() if name == "laravel_session" else connect_sid()
    bug = pick(["重复下单", "优惠券叠加", "购物车清空", "地址丢失"])
    t = f"Postman 里 Cookie 加上 {name}={v} 就能复现{bug}的问题。"
    return t, [v], ["Postman 里 Cookie 加上", f"就能复现{bug}的问题"]


# ============================================================================
# Family 5: config formats
# ============================================================================
def _nocolon_pw():
    return pw(C.choice(["random", "human", "urlsafe"]), symbols="!#%^*_-.")


@T(5, "pgpass", "en", 2)
def f5_en_pgpass():
    host, db, user, p = pick(HOSTS), pick(DBS), pick(USERS), _nocolon_pw()
    t = (f"Added this line to ~/.pgpass on the CI runner (chmod 600):\n"
         f"{host}:5432:{db}:{user}:{p}\nNow psql stops prompting.")
    return t, [p], ["~/.pgpass on the CI runner", "(chmod 600)", "Now psql stops prompting."]


@T(5, "mycnf", "en", 2)
def f5_en_mycnf():
    host, user, p = pick(HOSTS), pick(USERS), pw()
    t = (f"~/.my.cnf for the reporting job:\n[client]\nhost={host}\nuser={user}\n"
         f"password=\"{p}\"\ndefault-character-set=utf8mb4")
    return t, [p], ["~/.my.cnf for the reporting job", "[client]", f"user={user}",
                    "default-character-set=utf8mb4"]


@T(5, "netrc", "en", 3)
def f5_en_netrc():
    who = pick(EN_PEOPLE)
    if C.randrange(2):
        email = who.lower() + "@" + pick(DOMAINS)
        tok = uuid4()
        t = (f"{who}'s ~/.netrc has the Heroku entry:\nmachine api.heroku.com\n  login {email}\n"
             f"  password {tok}\nso the heroku CLI never asks.")
        return t, [tok], ["~/.netrc has the Heroku entry", "machine api.heroku.com", f"login {email}",
                          "so the heroku CLI never asks"]
    host, user, p = pick(["artifacts.acme.io", "files.partner-portal.example.com", "nexus.acme.io"]), pick(USERS), pw()
    t = (f"{who}'s ~/.netrc entry for the artifact server:\nmachine {host} login {user} password {p}\n"
         f"curl -n picks it up automatically.")
    return t, [p], ["~/.netrc entry for the artifact server", f"machine {host}", "curl -n picks it up automatically."]


@T(5, "maven_settings", "en", 2)
def f5_en_maven():
    sid = pick(["nexus-releases", "artifactory-snapshots", "internal-repo", "github"])
    user, p = pick(USERS), pw()
    t = ("Maven settings.xml on the build box (used for deploys):\n<servers>\n  <server>\n"
         f"    <id>{sid}</id>\n    <username>{user}</username>\n    <password>{p}</password>\n"
         "  </server>\n</servers>")
    return t, [p], ["Maven settings.xml on the build box", f"<id>{sid}</id>",
                    f"<username>{user}</username>", "</servers>"]


@T(5, "orm_xml_properties", "en", 2)
def f5_en_hibernate():
    host, db, user, p = pick(HOSTS), pick(DBS), pick(USERS), pw()
    if C.randrange(2):
        t = ("hibernate.cfg.xml in the legacy module:\n"
             f"<property name=\"hibernate.connection.url\">jdbc:postgresql://{host}:5432/{db}</property>\n"
             f"<property name=\"hibernate.connection.username\">{user}</property>\n"
             f"<property name=\"hibernate.connection.password\">{p}</property>\n"
             "<property name=\"hibernate.dialect\">org.hibernate.dialect.PostgreSQLDialect</property>")
        return t, [p], ["hibernate.cfg.xml in the legacy module", "<property name=\"hibernate.connection.password\">",
                        "org.hibernate.dialect.PostgreSQLDialect"]
    t = ("persistence.xml (unit \"orders-pu\"):\n<properties>\n"
         f"  <property name=\"javax.persistence.jdbc.url\" value=\"jdbc:mysql://{host}:3306/{db}\"/>\n"
         f"  <property name=\"javax.persistence.jdbc.user\" value=\"{user}\"/>\n"
         f"  <property name=\"javax.persistence.jdbc.password\" value=\"{p}\"/>\n</properties>")
    return t, [p], ["persistence.xml (unit \"orders-pu\")", "<property name=\"javax.persistence.jdbc.password\" value=\"",
                    "</properties>"]


@T(5, "django_secret_key", "en", 2)
def f5_en_django():
    k, host = django_key(), pick(["shop.acme.io", "api.northwind.dev", "intranet.globex.app"])
    t = (f"settings/production.py still has the real key hard-coded:\nSECRET_KEY = '{k}'\n"
         f"DEBUG = False\nALLOWED_HOSTS = ['{host}']")
    return t, [k], ["settings/production.py still has the real key hard-coded", "SECRET_KEY",
                    "DEBUG = False", f"ALLOWED_HOSTS = ['{host}']"]


@T(5, "rails_secret_key_base", "en", 2)
def f5_en_rails():
    k = D.token_hex(64)
    if C.randrange(2):
        t = (f"Decrypted config/credentials.yml.enc for staging:\nsecret_key_base: {k}\n"
             f"aws:\n  region: eu-central-1")
        return t, [k], ["config/credentials.yml.enc for staging", "secret_key_base", "region: eu-central-1"]
    t = f"Boot it like prod locally: SECRET_KEY_BASE={k} RAILS_ENV=production bin/rails s -p 4000"
    return t, [k], ["Boot it like prod locally:", "SECRET_KEY_BASE=", "RAILS_ENV=production bin/rails s -p 4000"]


@T(5, "spring_properties", "en", 2)
def f5_en_spring():
    host, db, user, p = pick(HOSTS), pick(DBS), pick(USERS), pw()
    t = ("src/main/resources/application-prod.properties:\n"
         f"spring.datasource.url=jdbc:mysql://{host}:3306/{db}?useSSL=true\n"
         f"spring.datasource.username={user}\nspring.datasource.password={p}\n"
         "spring.jpa.hibernate.ddl-auto=validate")
    return t, [p], ["application-prod.properties", f"spring.datasource.username={user}",
                    "spring.datasource.password", "spring.jpa.hibernate.ddl-auto=validate"]


@T(5, "docker_config_auth", "en", 2)
def f5_en_docker_config():
    reg, user = pick(REGISTRIES), pick(USERS)
    p = dckr_pat() if "docker.io" in reg else pw()
    auth = base64.b64encode(f"{user}:{p}".encode()).decode()
    t = ("docker login wrote this to ~/.docker/config.json on the runner (no credential helper):\n"
         + json.dumps({"auths": {reg: {"auth": auth}}, "credsStore": ""}, indent=2))
    return t, [auth], ["~/.docker/config.json on the runner", "\"auths\"", "\"credsStore\""]


@T(5, "npmrc_token", "en", 2)
def f5_en_npmrc():
    scope = pick(SCOPES)
    if C.randrange(2):
        tok = ghp()
        t = (f".npmrc committed in the repo root (should be a CI secret instead):\n"
             f"@{scope}:registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken={tok}\n")
        return t, [tok], [".npmrc committed in the repo root", f"@{scope}:registry=https://npm.pkg.github.com"]
    tok = npm_token()
    t = (f".npmrc committed in the repo root (should be a CI secret instead):\n"
         f"//registry.npmjs.org/:_authToken={tok}\nalways-auth=true\n")
    return t, [tok], [".npmrc committed in the repo root", "always-auth=true"]


@T(5, "pip_conf_url", "en", 2)
def f5_en_pipconf():
    host, user, p = pick(["pypi.acme.io", "nexus.acme.io", "devpi.internal"]), pick(USERS), url_pw()
    t = (f"/etc/pip.conf in the build image:\n[global]\n"
         f"index-url = https://{user}:{p}@{host}/simple/\ntrusted-host = {host}\ntimeout = 60")
    return t, [p], ["/etc/pip.conf in the build image", "[global]", f"trusted-host = {host}", "timeout = 60"]


@T(5, "pgpass", "zh", 2)
def f5_zh_pgpass():
    host, db, user, p = pick(HOSTS), pick(DBS), pick(USERS), _nocolon_pw()
    t = f"CI 机器上的 ~/.pgpass 加了一行，权限要 600：\n{host}:5432:{db}:{user}:{p}\n这样 pg_dump 就不会卡在输入那一步。"
    return t, [p], ["~/.pgpass 加了一行", "权限要 600", "pg_dump 就不会卡在输入那一步"]


@T(5, "spring_properties", "zh", 2)
def f5_zh_spring():
    user, p = pick(USERS), pw()
    which = C.choice(["datasource", "redis"])
    if which == "datasource":
        t = (f"生产环境的 application.properties 里写死了：\nspring.datasource.username={user}\n"
             f"spring.datasource.password={p}\n后面要改成从 Nacos 读。")
        return t, [p], ["spring.datasource.password", f"spring.datasource.username={user}", "后面要改成从 Nacos 读"]
    t = (f"生产环境的 application.properties 里写死了：\nspring.redis.host={pick(HOSTS)}\n"
         f"spring.redis.password={p}\n后面要改成从 Nacos 读。")
    return t, [p], ["spring.redis.password", "后面要改成从 Nacos 读"]


@T(5, "docker_config_auth", "zh", 2)
def f5_zh_docker():
    reg, user, p = pick(REGISTRIES), pick(USERS), pw()
    auth = base64.b64encode(f"{user}:{p}".encode()).decode()
    js = json.dumps({"auths": {reg: {"auth": auth}}}, separators=(",", ":"))
    t = f"构建机的 ~/.docker/config.json 里 auth 是明文 base64：{js}，得换成 credsStore。"
    return t, [auth], ["构建机的 ~/.docker/config.json", "得换成 credsStore"]


@T(5, "mycnf", "zh", 2)
def f5_zh_mycnf():
    user, p = pick(USERS), pw()
    t = f"备份脚本用的 /root/.my.cnf：\n[mysqldump]\nuser={user}\npassword={p}\nsingle-transaction\n别提交到仓库。"
    return t, [p], ["/root/.my.cnf", "[mysqldump]", f"user={user}", "single-transaction", "别提交到仓库"]


@T(5, "maven_settings", "zh", 2)
def f5_zh_maven():
    who, p = pick(ZH_PEOPLE), pw()
    t = f"公司 Nexus 的 settings.xml 里 <password>{p}</password> 用的是{who}的个人账号，要换成部署账号。"
    return t, [p], ["公司 Nexus 的 settings.xml", f"用的是{who}的个人账号，要换成部署账号"]


# ============================================================================
# Family 6: positional / call-argument credentials in code
# ============================================================================
@T(6, "code_positional_cred", "en", 2)
def f6_en_pymysql():
    host, user, p, db = pick(HOSTS), pick(USERS), pw(), pick(DBS)
    job = pick(["nightly_rollup", "sync_prices", "purge_carts", "export_leads"])
    t = (f"Legacy cron script {job}.py still connects like this:\n"
         f"conn = pymysql.connect(\"{host}\", \"{user}\", \"{p}\", \"{db}\")\ncur = conn.cursor()")
    return t, [p], [f"Legacy cron script {job}.py", f"pymysql.connect(\"{host}\", \"{user}\",", "cur = conn.cursor()"]


@T(6, "code_positional_cred", "en", 2)
def f6_en_redis():
    host, p = pick(HOSTS), pw()
    t = (f"In worker/cache.py:\ncache = redis.Redis(\"{host}\", 6379, 0, \"{p}\", socket_timeout=5)\n"
         f"cache.ping()")
    return t, [p], ["In worker/cache.py:", f"redis.Redis(\"{host}\", 6379, 0,", "socket_timeout=5", "cache.ping()"]


@T(6, "code_positional_cred", "en", 2)
def f6_en_smtplib():
    dom = pick(DOMAINS)
    email = pick(["alerts", "noreply", "reports"]) + "@" + dom
    p = pw()
    t = (f"with smtplib.SMTP_SSL(\"smtp.{dom}\", 465) as s:\n"
         f"    s.login(\"{email}\", \"{p}\")\n    s.send_message(msg)")
    return t, [p], [f"smtplib.SMTP_SSL(\"smtp.{dom}\", 465)", f"s.login(\"{email}\",", "s.send_message(msg)"]


@T(6, "code_positional_cred", "en", 2)
def f6_en_requests_auth():
    base = pick(["https://acme.atlassian.net", "https://jira.globex.app", "https://confluence.initech.cn"])
    user = pick(EN_PEOPLE).lower() + "@" + pick(DOMAINS)
    p = atlassian_token() if "atlassian" in base else pw()
    t = (f"resp = requests.get(\"{base}/rest/api/2/search\", params={{\"jql\": jql}},\n"
         f"                    auth=(\"{user}\", \"{p}\"), timeout=30)")
    return t, [p], [f"requests.get(\"{base}/rest/api/2/search\"", f"auth=(\"{user}\",", "timeout=30)"]


@T(6, "code_positional_cred", "en", 2)
def f6_en_boto3():
    kid, sec = aws_key_id(), aws_secret()
    if C.randrange(2):
        t = (f"session = boto3.Session(\"{kid}\", \"{sec}\", region_name=\"eu-west-1\")\n"
             f"s3 = session.client(\"s3\")")
        return t, [sec], ["session = boto3.Session(", "region_name=\"eu-west-1\"", "s3 = session.client(\"s3\")"]
    t = (f"# quick hack in notebooks/costs.ipynb\n"
         f"ce = boto3.client(\"ce\", \"us-east-1\", None, None, True, None, \"{kid}\", \"{sec}\")")
    return t, [sec], ["# quick hack in notebooks/costs.ipynb", "ce = boto3.client(\"ce\", \"us-east-1\", None, None, True, None,"]


@T(6, "code_positional_cred", "en", 2)
def f6_en_paramiko():
    host, user, p = pick(HOSTS), pick(USERS), pw()
    t = ("ssh = paramiko.SSHClient()\nssh.set_missing_host_key_policy(paramiko.AutoAddPolicy())\n"
         f"ssh.connect(\"{host}\", 22, \"{user}\", \"{p}\")\nstdin, stdout, stderr = ssh.exec_command(\"df -h\")")
    return t, [p], ["ssh.set_missing_host_key_policy(paramiko.AutoAddPolicy())",
                    f"ssh.connect(\"{host}\", 22, \"{user}\",", "ssh.exec_command(\"df -h\")"]


@T(6, "code_positional_cred", "en", 2)
def f6_en_jdbc():
    host, db, user, p = pick(HOSTS), pick(DBS), pick(USERS), pw()
    t = ("Connection c = DriverManager.getConnection(\n"
         f"    \"jdbc:postgresql://{host}:5432/{db}\", \"{user}\", \"{p}\");\n"
         "PreparedStatement ps = c.prepareStatement(SQL_FIND_ORDER);")
    return t, [p], ["Connection c = DriverManager.getConnection(", f"\"{user}\",",
                    "PreparedStatement ps = c.prepareStatement(SQL_FIND_ORDER);"]


@T(6, "code_positional_cred", "en", 1)
def f6_en_ftplib():
    host, user, p = pick(HOSTS), pick(USERS), pw()
    t = (f"ftp = ftplib.FTP(\"{host}\", \"{user}\", \"{p}\")\nftp.cwd('/outgoing')\n"
         f"ftp.retrbinary('RETR manifest.csv', fh.write)")
    return t, [p], [f"ftplib.FTP(\"{host}\", \"{user}\",", "ftp.cwd('/outgoing')", "ftp.retrbinary('RETR manifest.csv', fh.write)"]


@T(6, "code_positional_cred", "en", 1)
def f6_en_ldap():
    dc, p = pick(["acme", "globex", "initech"]), pw()
    t = (f"conn = ldap.initialize(\"ldaps://ldap.{dc}.com\")\n"
         f"conn.simple_bind_s(\"cn=admin,dc={dc},dc=com\", \"{p}\")")
    return t, [p], [f"conn = ldap.initialize(\"ldaps://ldap.{dc}.com\")", f"conn.simple_bind_s(\"cn=admin,dc={dc},dc=com\","]


@T(6, "code_positional_cred", "en", 1)
def f6_en_go_dsn():
    user, p, host, db = pick(USERS), url_pw(), pick(HOSTS), pick(DBS)
    t = (f"db, err := sql.Open(\"mysql\", \"{user}:{p}@tcp({host}:3306)/{db}?parseTime=true\")\n"
         f"if err != nil {{\n    log.Fatal(err)\n}}")
    return t, [p], ["db, err := sql.Open(\"mysql\",", "log.Fatal(err)"]


@T(6, "code_positional_cred", "zh", 3)
def f6_zh_mysql_connector():
    who, user, p, host, db = pick(ZH_PEOPLE), pick(USERS), pw(), pick(HOSTS), pick(DBS)
    t = (f"{who}写的导数脚本里直接把账号写死了：\n"
         f"cnx = mysql.connector.connect(user='{user}', password='{p}', host='{host}', database='{db}')")
    return t, [p], [f"{who}写的导数脚本里直接把账号写死了", f"mysql.connector.connect(user='{user}',",
                    f"host='{host}', database='{db}')"]


@T(6, "code_positional_cred", "zh", 2)
def f6_zh_paramiko():
    host, user, p = pick(HOSTS), pick(USERS), pw()
    t = f"巡检脚本里是 client.connect('{host}', 22, '{user}', '{p}')，跑完记得 close。"
    return t, [p], ["巡检脚本里是", f"client.connect('{host}', 22, '{user}',", "跑完记得 close"]


@T(6, "code_positional_cred", "zh", 2)
def f6_zh_jdbc_oracle():
    host, user, p = pick(HOSTS), pick(["scott", "hr", "erp_app", "report"]), pw()
    t = (f"老系统里是这么连 Oracle 的：DriverManager.getConnection(\"jdbc:oracle:thin:@{host}:1521:ORCL\", "
         f"\"{user}\", \"{p}\")，要改成连接池。")
    return t, [p], ["老系统里是这么连 Oracle 的", f"\"{user}\",", "要改成连接池"]


@T(6, "code_positional_cred", "zh", 2)
def f6_zh_redis():
    host, p = pick(HOSTS), pw()
    t = f"redis.Redis('{host}', 6379, 2, '{p}') 这行在 utils/cache.py 第 12 行，改配置的时候一起挪走。"
    return t, [p], [f"redis.Redis('{host}', 6379, 2,", "utils/cache.py 第 12 行", "改配置的时候一起挪走"]


# ============================================================================
# Family 7: CLI password flags / positionals
# ============================================================================
@T(7, "cli_password_arg", "en", 2)
def f7_en_rabbitmqctl():
    svc, user, p, vh = pick(SERVICES), pick(USERS), shell_pw(), pick(["events", "jobs", "prod"])
    t = (f"Created the broker user for the {svc} consumers:\nrabbitmqctl add_user {user} {p}\n"
         f"rabbitmqctl set_permissions -p /{vh} {user} \".*\" \".*\" \".*\"")
    return t, [p], [f"Created the broker user for the {svc} consumers", "rabbitmqctl add_user",
                    f"rabbitmqctl set_permissions -p /{vh} {user}"]


@T(7, "cli_password_arg", "en", 2)
def f7_en_7z():
    f, p = pick(FILES), shell_pw()
    t = f"7z x {f}.7z -p{p} -o./restore   # vendor archive, extracts to ./restore"
    return t, [p], [f"7z x {f}.7z", "-o./restore", "# vendor archive, extracts to ./restore"]


@T(7, "cli_password_arg", "en", 1)
def f7_en_zip():
    f, p = pick(FILES), shell_pw()
    t = f"Packed the logs for support with `zip -r -P {p} {f}.zip logs/` - they get the rest over the phone."
    return t, [p], ["Packed the logs for support with", "zip -r -P", f"{f}.zip logs/", "they get the rest over the phone"]


@T(7, "cli_password_arg", "en", 2)
def f7_en_mysql():
    host, user, p = pick(HOSTS), pick(USERS), shell_pw()
    t = f"Quick check on prod: mysql -h {host} -u {user} -p{p} -e 'SHOW FULL PROCESSLIST'"
    return t, [p], ["Quick check on prod:", f"mysql -h {host} -u {user}", "-e 'SHOW FULL PROCESSLIST'"]


@T(7, "cli_password_arg", "en", 2)
def f7_en_sshpass():
    user, host, p, svc = pick(USERS), pick(HOSTS), shell_pw(), pick(SERVICES)
    t = (f"The deploy script does: sshpass -p '{p}' ssh -o StrictHostKeyChecking=no {user}@{host} "
         f"'sudo systemctl restart {svc}'")
    return t, [p], ["The deploy script does:", "-o StrictHostKeyChecking=no", f"sudo systemctl restart {svc}"]


@T(7, "cli_password_arg", "en", 2)
def f7_en_curl_u():
    user, p, host = pick(USERS), url_pw(), pick(["search.internal:9200", "es.acme.io", "grafana.globex.app"])
    t = f"curl -u {user}:{p} -X POST https://{host}/api/v1/reindex works; the UI button doesn't."
    return t, [p], ["-X POST", "works; the UI button doesn't."]


@T(7, "cli_password_arg", "en", 2)
def f7_en_docker_login():
    reg, user = pick(["docker.io", "registry.gitlab.com", "harbor.corp.example.com"]), pick(USERS)
    p = dckr_pat() if reg == "docker.io" else (("gldt-" + D.s(B64URL, 20)) if "gitlab" in reg else shell_pw())
    t = f"docker login -u {user} -p {p} {reg}   (it warns about --password-stdin but works)"
    return t, [p], [f"docker login -u {user} -p", f" {reg}", "it warns about --password-stdin but works"]


@T(7, "cli_password_arg", "en", 1)
def f7_en_az_login():
    app, tenant, sec = uuid4(), uuid4(), azure_secret()
    t = f"az login --service-principal -u {app} -p {sec} --tenant {tenant}"
    return t, [sec], ["az login --service-principal", f"-u {app}", f"--tenant {tenant}"]


@T(7, "cli_password_arg", "en", 1)
def f7_en_htpasswd():
    user, p = pick(["preview", "qa", "client-demo"]), shell_pw()
    t = f"htpasswd -b -c /etc/nginx/.htpasswd {user} {p}  - basic auth in front of the staging preview."
    return t, [p], ["htpasswd -b -c /etc/nginx/.htpasswd", "basic auth in front of the staging preview."]


@T(7, "cli_password_arg", "en", 1)
def f7_en_redis_cli():
    host, p = pick(HOSTS), shell_pw()
    t = f"redis-cli -h {host} -p 6380 -a {p} --no-auth-warning INFO memory"
    return t, [p], [f"redis-cli -h {host} -p 6380", "--no-auth-warning INFO memory"]


@T(7, "cli_password_arg", "en", 1)
def f7_en_openssl():
    name, p = pick(["client", "gateway", "mtls-partner"]), shell_pw()
    t = f"openssl pkcs12 -export -in cert.pem -inkey key.pem -out {name}.p12 -passout pass:{p}"
    return t, [p], ["openssl pkcs12 -export -in cert.pem -inkey key.pem", f"-out {name}.p12"]


@T(7, "cli_password_arg", "en", 2)
def f7_en_psql_env():
    p, host, user, db = shell_pw(), pick(HOSTS), pick(USERS), pick(DBS)
    t = f"PGPASSWORD={p} psql -h {host} -U {user} -d {db} -c '\\dt'"
    return t, [p], [f"psql -h {host} -U {user} -d {db}", "-c '\\dt'"]


@T(7, "cli_password_arg", "en", 1)
def f7_en_gh_auth():
    tok = C.choice([ghp, github_pat])()
    t = f"echo {tok} | gh auth login --with-token   # bot account, repo + workflow scopes"
    return t, [tok], ["| gh auth login --with-token", "# bot account, repo + workflow scopes"]


@T(7, "cli_password_arg", "zh", 2)
def f7_zh_mysql():
    who, user, p, host = pick(ZH_PEOPLE), pick(USERS), shell_pw(), pick(HOSTS)
    t = f"{who}让我用 mysql -u{user} -p{p} -h {host} 连一下，看看慢查询。"
    return t, [p], [f"{who}让我用", f"-h {host}", "看看慢查询"]


@T(7, "cli_password_arg", "zh", 2)
def f7_zh_7z():
    f, p = pick(FILES), shell_pw()
    t = f"日志包是用 7z a -p{p} -mhe=on {f}.7z ./logs 打的，解压时同样用 -p 带上。"
    return t, [p], ["-mhe=on", f"{f}.7z ./logs", "解压时同样用 -p 带上"]


@T(7, "cli_password_arg", "zh", 2)
def f7_zh_redis():
    host, p = pick(HOSTS), shell_pw()
    t = f"线上 redis 要带认证：redis-cli -h {host} -a '{p}' ping，返回 PONG 就说明通了。"
    return t, [p], ["线上 redis 要带认证", f"redis-cli -h {host} -a", "返回 PONG 就说明通了"]


@T(7, "cli_password_arg", "zh", 2)
def f7_zh_sshpass():
    user, host, p = pick(USERS), pick(HOSTS), shell_pw()
    t = f"批量分发脚本用的是 sshpass -p {p} scp -r ./dist {user}@{host}:/opt/app/，后面改成密钥登录。"
    return t, [p], ["批量分发脚本用的是 sshpass -p", "scp -r ./dist", "后面改成密钥登录"]


@T(7, "cli_password_arg", "zh", 2)
def f7_zh_rabbit():
    sysn, user, p, vh = pick(ZH_SYSTEMS), pick(USERS), shell_pw(), pick(["events", "jobs", "prod"])
    t = f"给{sysn}新建了 MQ 账号：rabbitmqctl add_user {user} {p}，权限只给 /{vh}。"
    return t, [p], [f"给{sysn}新建了 MQ 账号", "rabbitmqctl add_user", f"权限只给 /{vh}"]


@T(7, "cli_password_arg", "zh", 2)
def f7_zh_curl():
    user, p, host = pick(USERS), url_pw(), pick(["pay-callback.initech.cn", "api.acme.io"])
    t = f"回调接口测试：curl -u {user}:{p} https://{host}/callback -d @body.json，返回 200 即可。"
    return t, [p], ["回调接口测试", "-d @body.json", "返回 200 即可"]


# ============================================================================
# Family 8: key pairs (ID + secret)
# ============================================================================
@T(8, "keypair_aws", "en", 3)
def f8_en_aws_prose():
    who, svc, bucket = pick(EN_PEOPLE), pick(SERVICES), pick(BUCKETS)
    kid, sec = aws_key_id(), aws_secret()
    t = (f"{who} created an IAM user for the {svc} exporter. Access key ID {kid}, secret {sec}. "
         f"Scope is s3:PutObject on the {bucket} bucket only.")
    return t, [sec], [f"created an IAM user for the {svc} exporter", f"Scope is s3:PutObject on the {bucket} bucket only."]


@T(8, "keypair_aws", "en", 2)
def f8_en_aws_env():
    kid, sec = aws_key_id(), aws_secret()
    t = (f"Run it locally with\nAWS_ACCESS_KEY_ID={kid} AWS_SECRET_ACCESS_KEY={sec} "
         f"AWS_REGION=ap-southeast-1 python sync.py --dry-run")
    return t, [sec], ["Run it locally with", "AWS_SECRET_ACCESS_KEY=", "AWS_REGION=ap-southeast-1 python sync.py --dry-run"]


@T(8, "oauth_client_secret", "en", 3)
def f8_en_client_credentials():
    cid, sec, dom = D.s(B62, 32), D.s(B64URL, 64), pick(DOMAINS)
    body = json.dumps({"client_id": cid, "client_secret": sec, "audience": f"https://api.{dom}/",
                       "grant_type": "client_credentials"}, indent=2)
    t = f"Token request body for the machine-to-machine app (POST /oauth/token):\n{body}"
    return t, [sec], ["machine-to-machine app (POST /oauth/token)", "\"grant_type\": \"client_credentials\"",
                      "\"client_secret\""]


@T(8, "oauth_client_secret", "en", 2)
def f8_en_github_oauth():
    app, host = pick(["release-bot", "docs-preview", "acme-sso"]), pick(["acme.io", "preview.northwind.dev"])
    cid, sec = "Ov23li" + D.s(B62, 14), D.token_hex(20)
    t = (f"GitHub OAuth app '{app}': Client ID {cid}; we generated a client secret {sec} and set the "
         f"callback to https://{host}/auth/github/callback.")
    return t, [sec], [f"GitHub OAuth app '{app}'", "we generated a client secret", "and set the callback to"]


@T(8, "oauth_client_secret", "en", 2)
def f8_en_keycloak():
    name, sec = pick(["orders-api", "grafana", "argocd"]), D.s(B62, 32)
    t = (f"Keycloak client {name} is confidential: client id is {name}, and the Credentials tab shows "
         f"{sec}. Service accounts are enabled.")
    return t, [sec], [f"Keycloak client {name} is confidential", "Service accounts are enabled."]


@T(8, "keypair_aliyun", "zh", 3)
def f8_zh_aliyun():
    user, kid, sec = pick(USERS), aliyun_id(), aliyun_secret()
    t = f"阿里云 RAM 子账号 {user} 的 AccessKey：\nAccessKey ID：{kid}\nAccessKey Secret：{sec}\n只授权了 OSS 读写。"
    return t, [sec], [f"阿里云 RAM 子账号 {user} 的 AccessKey", "AccessKey Secret", "只授权了 OSS 读写"]


@T(8, "keypair_tencent", "zh", 3)
def f8_zh_tencent():
    who, kid, sec = pick(ZH_PEOPLE), tencent_id(), tencent_secret()
    t = f"腾讯云 API 密钥（{who}的子用户）SecretId={kid}，SecretKey={sec}，用在 COS 上传。"
    return t, [sec], [f"腾讯云 API 密钥（{who}的子用户）", "SecretKey=", "用在 COS 上传"]


@T(8, "keypair_huawei", "zh", 3)
def f8_zh_huawei():
    ak, sk, region = D.s(UPPER_AN, 20), D.s(B62, 40), pick(["cn-north-4", "cn-east-3", "ap-southeast-1"])
    t = f"华为云 OBS 用的 AK 是 {ak}，SK 是 {sk}，桶在 {region} 区。"
    return t, [sk], ["华为云 OBS 用的 AK 是", f"桶在 {region} 区"]


@T(8, "keypair_aws", "zh", 3)
def f8_zh_aws():
    kid, sec = aws_key_id(), aws_secret()
    t = f"海外那套用的 AWS 账号：aws_access_key_id = {kid}；aws_secret_access_key = {sec}，region 选 ap-northeast-1。"
    return t, [sec], ["海外那套用的 AWS 账号", "aws_secret_access_key", "region 选 ap-northeast-1"]


# ============================================================================
# Family 9: typed provider secrets
# ============================================================================
@T(9, "google_oauth_secret", "en", 2)
def f9_en_gocspx():
    app, gid, sec = pick(["helpdesk", "dashboard", "intranet"]), google_client_id(), gocspx()
    t = (f"For the {app} Google sign-in: client ID {gid}.apps.googleusercontent.com, client secret {sec}; "
         f"redirect is http://localhost:3000/api/auth/callback/google.")
    return t, [sec], [f"For the {app} Google sign-in", "redirect is http://localhost:3000/api/auth/callback/google."]


@T(9, "azure_client_secret", "en", 2)
def f9_en_azure():
    app, tenant, cid, sec = pick(["backup-runner", "graph-sync", "teams-bot"]), uuid4(), uuid4(), azure_secret()
    date = f"2025-{D.randint(1, 12):02d}-{D.randint(1, 28):02d}"
    t = (f"Entra app registration '{app}': tenant {tenant}, application (client) ID {cid}, "
         f"secret value {sec} (expires {date}).")
    return t, [sec], [f"Entra app registration '{app}'", f"tenant {tenant}", f"expires {date}"]


@T(9, "stripe_key", "en", 2)
def f9_en_stripe():
    sk, rk = stripe_key("sk_live_"), stripe_key("rk_live_")
    t = (f"Switched billing-worker to live mode: the secret key is {sk} now, and the restricted "
         f"key {rk} is for the reporting job.")
    return t, [sk, rk], ["Switched billing-worker to live mode", "is for the reporting job."]


@T(9, "stripe_webhook_secret", "en", 1)
def f9_en_whsec():
    w = whsec()
    t = (f"stripe listen --forward-to localhost:4242/webhook\n> Ready! You are using Stripe API Version "
         f"[2024-06-20]. Your webhook signing secret is {w} (^C to quit)")
    return t, [w], ["stripe listen --forward-to localhost:4242/webhook", "> Ready!", "(^C to quit)"]


@T(9, "slack_token", "en", 2)
def f9_en_slack_tokens():
    app, b, a = pick(["standup-bot", "deploy-notifier", "triage"]), xoxb(), xapp()
    t = f"Slack app '{app}': bot token {b}, app-level token {a} for socket mode."
    return t, [b, a], [f"Slack app '{app}'", "for socket mode."]


@T(9, "slack_signing_secret", "en", 1)
def f9_en_slack_signing():
    s = D.token_hex(16)
    t = (f"Verify inbound requests with the signing secret {s}; Slack sends X-Slack-Signature and "
         f"X-Slack-Request-Timestamp headers.")
    return t, [s], ["Verify inbound requests with the signing secret", "X-Slack-Signature",
                    "X-Slack-Request-Timestamp"]


@T(9, "discord_bot_token", "en", 2)
def f9_en_discord():
    bot, tok = pick(["Modbot", "DeployBuddy", "RaidHelper"]), discord_bot()
    t = f"client.run(\"{tok}\")  # {bot}, invite with the applications.commands scope"
    return t, [tok], ["client.run(", f"# {bot}, invite with the applications.commands scope"]


@T(9, "telegram_bot_token", "en", 2)
def f9_en_telegram():
    tok, chat = telegram_bot(), "-100" + str(D.randint(10 ** 9, 10 ** 10 - 1))
    t = f"The alerts bot token from BotFather is {tok}. Chat id for #oncall is {chat}."
    return t, [tok], ["The alerts bot token from BotFather is", f"Chat id for #oncall is {chat}."]


@T(9, "twilio_auth_token", "en", 2)
def f9_en_twilio():
    sid, tok, num = "AC" + D.token_hex(16), D.token_hex(16), "+1" + str(D.randint(2 * 10 ** 9, 9 * 10 ** 9))
    if C.randrange(2):
        t = f"TWILIO_ACCOUNT_SID={sid}\nTWILIO_AUTH_TOKEN={tok}\nTWILIO_FROM={num}"
        return t, [tok], ["TWILIO_AUTH_TOKEN", f"TWILIO_FROM={num}"]
    t = f"Twilio for the SMS fallback: account {sid}, auth token {tok}, sending from {num}."
    return t, [tok], ["Twilio for the SMS fallback", f"sending from {num}."]


@T(9, "sendgrid_key", "en", 2)
def f9_en_sendgrid():
    k = sendgrid()
    t = f"sg = SendGridAPIClient(\"{k}\")  # marketing sender only, not transactional"
    return t, [k], ["sg = SendGridAPIClient(", "# marketing sender only, not transactional"]


@T(9, "conn_string_mssql", "en", 2)
def f9_en_sqlserver():
    srv, db, user, p = pick(["acme-sql", "globex-prod", "nw-core"]), pick(DBS), pick(USERS), pw(symbols="!#%^*_-.")
    kw = C.choice(["Password", "Pwd"])
    cs = (f"Server=tcp:{srv}.database.windows.net,1433;Initial Catalog={db};User ID={user};"
          f"{kw}={p};Encrypt=True;TrustServerCertificate=False;")
    body = json.dumps({"ConnectionStrings": {"Default": cs}}, indent=2)
    t = f"appsettings.Production.json:\n{body}"
    return t, [p], ["appsettings.Production.json", "\"ConnectionStrings\""]


@T(9, "conn_string_oracle", "en", 2)
def f9_en_oracle():
    user, p = pick(["scott", "hr", "erp_app", "gl_owner"]), pw(C.choice(["random", "human", "urlsafe"]), symbols="_#")
    tns, schema = pick(["ORCLPDB1", "FINPROD", "ERPDB"]), pick(["GL", "AP", "HR"])
    if C.randrange(2):
        t = f"Nightly export runs `expdp {user}/{p}@{tns} schemas={schema} directory=DUMP_DIR dumpfile={schema.lower()}.dmp`."
        return t, [p], ["Nightly export runs", f"schemas={schema} directory=DUMP_DIR"]
    host = pick(HOSTS)
    t = f"Connect with: sqlplus {user}/{p}@//{host}:1521/{tns} and run @check_invalid.sql"
    return t, [p], ["Connect with: sqlplus", "and run @check_invalid.sql"]


@T(9, "age_secret_key", "en", 2)
def f9_en_age():
    sk, pk = age_secret(), age_public()
    t = (f"age key for the sops-encrypted files in infra/secrets:\n# created: 2024-0{D.randint(1, 9)}-1{D.randint(0, 9)}T09:12:44Z\n"
         f"# public key: {pk}\n{sk}")
    return t, [sk], ["age key for the sops-encrypted files in infra/secrets", f"# public key: {pk}"]


@T(9, "gpg_passphrase", "en", 1)
def f9_en_gpg():
    keyid, p = D.s(HEXU, 16), pw(C.choice(["random", "human"]), symbols="_-.")
    if C.randrange(2):
        t = (f"Release signing in CI: gpg --batch --pinentry-mode loopback --passphrase '{p}' "
             f"--local-user {keyid} --detach-sign dist/app.tar.gz")
        return t, [p], ["Release signing in CI:", "--pinentry-mode loopback", f"--local-user {keyid} --detach-sign dist/app.tar.gz"]
    t = f"The release key {keyid} unlocks with {p}; CI feeds it through --pinentry-mode loopback."
    return t, [p], [f"The release key {keyid}", "CI feeds it through --pinentry-mode loopback."]


@T(9, "webhook_url_token", "en", 2)
def f9_en_slack_webhook():
    tok, ch = D.s(B62, 24), pick(["alerts-prod", "deploys", "billing-errors"])
    url = f"https://hooks.slack.com/services/T{D.s(UPPER_AN, 8)}/B{D.s(UPPER_AN, 10)}/{tok}"
    t = f"Alertmanager posts to {url} (channel #{ch}); rotate it if it leaks."
    return t, [tok], ["Alertmanager posts to", f"(channel #{ch}); rotate it if it leaks."]


@T(9, "webhook_url_token", "en", 1)
def f9_en_discord_webhook():
    wid, tok = str(D.randint(10 ** 17, 10 ** 19 - 1)), D.s(B64URL, 68)
    t = (f"curl -H 'Content-Type: application/json' -d '{{\"content\":\"deploy done\"}}' "
         f"https://discord.com/api/webhooks/{wid}/{tok}")
    return t, [tok], ["curl -H 'Content-Type: application/json'", "-d '{\"content\":\"deploy done\"}'"]


@T(9, "telegram_bot_token", "en", 1)
def f9_en_telegram_url():
    tok, chat = telegram_bot(), "-100" + str(D.randint(10 ** 9, 10 ** 10 - 1))
    t = f"Healthcheck pings https://api.telegram.org/bot{tok}/sendMessage?chat_id={chat}&text=down when the API is unreachable."
    return t, [tok], ["Healthcheck pings", "when the API is unreachable."]


@T(9, "vault_token", "en", 2)
def f9_en_vault():
    tok, pol = vault_token(), pick(["ci-read", "db-admin", "pki-issuer"])
    t = f"`vault login {tok}` worked; the token has the {pol} policy and a 768h TTL."
    return t, [tok], ["vault login", f"the token has the {pol} policy and a 768h TTL."]


@T(9, "npm_token", "en", 1)
def f9_en_npm():
    scope, tok = pick(SCOPES), npm_token()
    t = f"The publish token for the @{scope} org is {tok}; it is an automation token so 2FA doesn't block CI."
    return t, [tok], [f"The publish token for the @{scope} org is", "it is an automation token so 2FA doesn't block CI."]


@T(9, "gitlab_token", "en", 2)
def f9_en_glpat():
    tok = glpat()
    t = f"GitLab PAT for the mirror job: {tok} (scopes read_repository, write_repository; expires in 90 days)."
    return t, [tok], ["GitLab PAT for the mirror job:", "scopes read_repository, write_repository"]


@T(9, "huggingface_token", "en", 2)
def f9_en_hf():
    tok = hf_token()
    if C.randrange(2):
        t = f"huggingface-cli login --token {tok} --add-to-git-credential"
        return t, [tok], ["huggingface-cli login --token", "--add-to-git-credential"]
    t = f"HF_TOKEN={tok} python train.py --model meta-llama/Llama-3.1-8B --epochs 2"
    return t, [tok], ["HF_TOKEN=", "python train.py --model meta-llama/Llama-3.1-8B --epochs 2"]


@T(9, "pypi_token", "en", 1)
def f9_en_pypi():
    tok = pypi_token()
    t = f"Publishing with twine: TWINE_USERNAME=__token__ TWINE_PASSWORD={tok} twine upload dist/*"
    return t, [tok], ["Publishing with twine: TWINE_USERNAME=__token__", "twine upload dist/*"]


@T(9, "digitalocean_token", "en", 1)
def f9_en_doctl():
    tok = "dop_v1_" + D.token_hex(32)
    t = f"doctl auth init --context staging -t {tok}   # then doctl kubernetes cluster kubeconfig save stg-1"
    return t, [tok], ["doctl auth init --context staging -t", "# then doctl kubernetes cluster kubeconfig save stg-1"]


@T(9, "telegram_bot_token", "zh", 2)
def f9_zh_telegram():
    tok, chat = telegram_bot(), "-100" + str(D.randint(10 ** 9, 10 ** 10 - 1))
    t = f"告警机器人的 token：{tok}，群的 chat_id 是 {chat}。"
    return t, [tok], ["告警机器人的 token", f"群的 chat_id 是 {chat}"]


@T(9, "stripe_key", "zh", 2)
def f9_zh_stripe():
    sk, w = stripe_key("sk_live_"), whsec()
    t = f"海外站的 Stripe 切到正式环境了，sk_live 那个 key 是 {sk}，webhook 签名密钥 {w}。"
    return t, [sk, w], ["海外站的 Stripe 切到正式环境了", "sk_live 那个 key 是", "webhook 签名密钥"]


@T(9, "conn_string_mssql", "zh", 2)
def f9_zh_sqlserver():
    host, db, user, p = pick(HOSTS), pick(DBS), pick(USERS), pw()
    t = f".NET 项目的连接串：Data Source={host};Initial Catalog={db};User Id={user};Password={p};，上线前要挪到 Key Vault。"
    return t, [p], [".NET 项目的连接串", "上线前要挪到 Key Vault"]


@T(9, "vault_token", "zh", 2)
def f9_zh_vault():
    tok = "hvs." + D.s(B62, 24)
    t = f"Vault 初始化生成的 root token 是 {tok}，只在初始化时用，用完要 revoke。"
    return t, [tok], ["Vault 初始化生成的 root token", "用完要 revoke"]


@T(9, "huggingface_token", "zh", 1)
def f9_zh_hf():
    who, tok = pick(ZH_PEOPLE), hf_token()
    t = f"下载 gated 模型要先 export HF_TOKEN={tok}，这个是{who}的账号，别拿去推模型。"
    return t, [tok], ["下载 gated 模型要先 export HF_TOKEN=", f"这个是{who}的账号"]


@T(9, "gitlab_token", "zh", 2)
def f9_zh_glpat():
    who, tok = pick(ZH_PEOPLE), glpat()
    t = f"内网 GitLab 的访问令牌 {tok}，{who}给的，只有 read_api 权限。"
    return t, [tok], ["内网 GitLab 的访问令牌", "只有 read_api 权限"]


@T(9, "conn_string_oracle", "zh", 2)
def f9_zh_oracle():
    user, p, tns = pick(["scott", "erp_app", "report"]), pw(C.choice(["random", "human"]), symbols="_#"), pick(["ORCL", "ERPDB"])
    t = f"Oracle 全库备份用 exp {user}/{p}@{tns} file=full.dmp full=y，每天凌晨两点跑。"
    return t, [p], ["Oracle 全库备份用 exp", "file=full.dmp full=y", "每天凌晨两点跑"]


@T(9, "webhook_url_token", "zh", 1)
def f9_zh_discord_webhook():
    wid, tok = str(D.randint(10 ** 17, 10 ** 19 - 1)), D.s(B64URL, 68)
    t = f"Discord 频道通知用的 webhook：https://discord.com/api/webhooks/{wid}/{tok} ，发版完成会推一条。"
    return t, [tok], ["Discord 频道通知用的 webhook", "发版完成会推一条"]


# ============================================================================
# Family 10: own families
# ============================================================================
@T(10, "recovery_codes", "en", 2)
def f10_en_recovery_codes():
    codes = [f"{D.token_hex(3)[:5]}-{D.token_hex(3)[:5]}" for _ in range(6)]
    t = "GitHub recovery codes for the org-owner account (store offline):\n" + "\n".join(codes)
    return t, codes, ["GitHub recovery codes for the org-owner account", "(store offline)"]


@T(10, "totp_seed", "en", 2)
def f10_en_totp_uri():
    svc, issuer = pick(SERVICES), pick(["ACME", "Globex", "Northwind"])
    email = pick(["ops", "admin", "shared"]) + "@" + pick(DOMAINS)
    seed = D.s(B32, 32)
    t = (f"2FA seed for the shared {svc} admin: otpauth://totp/{issuer}:{email}?secret={seed}"
         f"&issuer={issuer}&period=30")
    return t, [seed], [f"2FA seed for the shared {svc} admin:"]


@T(10, "totp_seed", "en", 2)
def f10_en_totp_spaced():
    seed = " ".join(D.s(B32.lower(), 4) for _ in range(8))
    t = f"Authenticator setup key for the AWS root account, typed in by hand: {seed}"
    return t, [seed], ["Authenticator setup key for the AWS root account, typed in by hand:"]


@T(10, "api_key_query", "en", 3)
def f10_en_query_key():
    v = C.randrange(3)
    if v == 0:
        k = "AIza" + D.s(B64URL, 35)
        addr = pick(["1600+Amphitheatre+Pkwy", "10+Downing+St", "Alexanderplatz+1"])
        t = f"Geocoding call that works from the server: https://maps.googleapis.com/maps/api/geocode/json?address={addr}&key={k}"
        return t, [k], ["Geocoding call that works from the server:"]
    if v == 1:
        k, city = D.token_hex(16), pick(CITIES)
        t = f"Weather widget fetches GET https://api.openweathermap.org/data/2.5/weather?q={city}&units=metric&appid={k} every 10 minutes."
        return t, [k], ["Weather widget fetches GET", "every 10 minutes."]
    k, host = D.s(B62, 40), pick(["ci.acme.io", "jenkins.globex.app"])
    t = f"The deploy webhook is configured as https://{host}/generic-webhook-trigger/invoke?token={k} in the repo settings."
    return t, [k], ["The deploy webhook is configured as", "in the repo settings."]


@T(10, "basic_auth_header", "en", 2)
def f10_en_basic_auth():
    user, p = pick(USERS), pw()
    b = base64.b64encode(f"{user}:{p}".encode()).decode()
    t = f"The legacy SOAP endpoint wants a header - Authorization: Basic {b} - without it you get 401."
    return t, [b], ["The legacy SOAP endpoint wants a header", "without it you get 401."]


@T(10, "bearer_header", "en", 1)
def f10_en_bearer():
    tok, host = D.s(B64URL, 48), pick(["metrics.acme.io", "api.northwind.dev"])
    t = f"Reproduce with: curl -sH 'Authorization: Bearer {tok}' https://{host}/internal/metrics | head"
    return t, [tok], ["Reproduce with: curl -sH", "| head"]


@T(10, "private_key_json", "en", 2)
def f10_en_gcp_json():
    proj = pick(["acme-data-prod", "globex-ml", "nw-analytics"])
    lines = pem_body_lines()
    pk = "-----BEGIN PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END PRIVATE KEY-----\n"
    email = f"{pick(['loader', 'bq-writer', 'exporter'])}@{proj}.iam.gserviceaccount.com"
    obj = {"type": "service_account", "project_id": proj, "private_key_id": D.token_hex(20),
           "private_key": pk, "client_email": email, "client_id": str(D.randint(10 ** 20, 10 ** 21 - 1)),
           "token_uri": "https://oauth2.googleapis.com/token"}
    t = "Service account key pasted into chat (one line):\n" + json.dumps(obj)
    mid = lines[len(lines) // 2]
    return t, [lines[0], mid, lines[-2]], ["Service account key pasted into chat", "\"type\": \"service_account\"",
                                          f"\"client_email\": \"{email}\""]


@T(10, "private_key_json", "en", 1)
def f10_en_jwk():
    kid = pick(["test-issuer-1", "dev-signer", "k1"])
    x, y, d = b64url_nopad(D.token_bytes(32)), b64url_nopad(D.token_bytes(32)), b64url_nopad(D.token_bytes(32))
    jwk = json.dumps({"kty": "EC", "crv": "P-256", "kid": kid, "x": x, "y": y, "d": d}, separators=(",", ":"))
    t = f"Signing key for the test issuer (JWK, keep out of the repo): {jwk}"
    return t, [d], ["Signing key for the test issuer", "\"kty\":\"EC\"", f"\"kid\":\"{kid}\""]


@T(10, "kubeconfig_token", "en", 2)
def f10_en_kubeconfig():
    cluster, ns = pick(["prod-eu-1", "stg-us-2", "edge-ap"]), pick(NAMESPACES)
    if C.randrange(2):
        tok = k8s_sa_jwt(ns, "ci-deployer")
        body = f"    token: {tok}"
    else:
        key = ("-----BEGIN EC PRIVATE KEY-----\n" + base64.b64encode(D.token_bytes(121)).decode()
               + "\n-----END EC PRIVATE KEY-----\n")
        tok = base64.b64encode(key.encode()).decode()
        cert = ("-----BEGIN CERTIFICATE-----\n" + base64.b64encode(b"\x30\x82\x02\x1a" + D.token_bytes(280)).decode()
                + "\n-----END CERTIFICATE-----\n")
        body = (f"    client-certificate-data: {base64.b64encode(cert.encode()).decode()}\n"
                f"    client-key-data: {tok}")
    t = (f"kubeconfig for the ci-deployer user:\napiVersion: v1\nkind: Config\nusers:\n- name: ci-deployer\n"
         f"  user:\n{body}\ncontexts:\n- name: {cluster}\n  context:\n    cluster: {cluster}\n    user: ci-deployer")
    return t, [tok], ["kubeconfig for the ci-deployer user", "kind: Config", "- name: ci-deployer", f"- name: {cluster}"]


@T(10, "smtp_authcode", "zh", 3)
def f10_zh_mail_authcode():
    if C.randrange(2):
        code = D.s(LOWER, 16)
        t = f"QQ 邮箱开了 SMTP 服务，授权码是 {code}，发件服务器 smtp.qq.com:465，SSL 要勾上。"
        return t, [code], ["QQ 邮箱开了 SMTP 服务", "发件服务器 smtp.qq.com:465", "SSL 要勾上"]
    code = D.s(UPPER, 16)
    t = f"163 邮箱客户端授权码：{code}（不是登录密码），配在告警脚本的 smtp.163.com 上。"
    return t, [code], ["163 邮箱客户端授权码", "不是登录密码", "配在告警脚本的 smtp.163.com 上"]


@T(10, "sms_code", "zh", 3)
def f10_zh_sms_code():
    who, code = pick(ZH_PEOPLE), str(D.randint(100000, 999999))
    app = pick(["阿里云控制台", "企业网银", "12306", "运营商后台"])
    t = f"{who}转过来的验证码 {code}，五分钟内有效，帮我在{app}上登一下。"
    return t, [code], [f"{who}转过来的验证码", f"五分钟内有效，帮我在{app}上登一下"]


@T(10, "wechat_appsecret", "zh", 3)
def f10_zh_wechat():
    appid, sec, ip = "wx" + D.token_hex(8), D.token_hex(16), f"47.{D.randint(90, 120)}.{D.randint(1, 254)}.{D.randint(1, 254)}"
    t = f"公众号后台：AppID {appid}，AppSecret {sec}，IP 白名单加了 {ip}。"
    return t, [sec], [f"公众号后台：AppID {appid}", f"IP 白名单加了 {ip}"]


@T(10, "dingtalk_secret", "zh", 3)
def f10_zh_dingtalk():
    sec, at = "SEC" + D.token_hex(32), D.token_hex(32)
    t = (f"钉钉群机器人开了加签，签名用 {sec}；webhook 是 "
         f"https://oapi.dingtalk.com/robot/send?access_token={at} ，关键词不用设。")
    return t, [sec, at], ["钉钉群机器人开了加签", "关键词不用设"]


@T(10, "webhook_url_token", "zh", 3)
def f10_zh_feishu_wecom():
    k = uuid4()
    if C.randrange(2):
        t = f"飞书告警机器人地址：https://open.feishu.cn/open-apis/bot/v2/hook/{k} ，签名校验没开。"
        return t, [k], ["飞书告警机器人地址", "签名校验没开"]
    t = f"企业微信群机器人：https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key={k} ，只在工作时间推送。"
    return t, [k], ["企业微信群机器人", "只在工作时间推送"]


@T(10, "wxpay_apiv3_key", "zh", 2)
def f10_zh_wxpay():
    mch, key, serial = str(D.randint(1_600_000_000, 1_699_999_999)), D.s(B62, 32), D.s(HEXU, 40)
    t = f"微信支付商户号 {mch} 的 APIv3 密钥设置成了 {key}，证书序列号是 {serial}。"
    return t, [key], [f"微信支付商户号 {mch} 的 APIv3 密钥设置成了", f"证书序列号是 {serial}"]


@T(10, "password_prose_zh", "zh", 3)
def f10_zh_kouling():
    sysn, p = pick(ZH_SYSTEMS), pw()
    v = C.randrange(3)
    if v == 0:
        t = f"{sysn}的运维口令：{p}，每季度换一次。"
        return t, [p], [f"{sysn}的运维口令", "每季度换一次"]
    if v == 1:
        t = f"UPS 管理卡的 Web 界面，默认账户 apc，口令我改成了 {p}。"
        return t, [p], ["UPS 管理卡的 Web 界面，默认账户 apc", "口令我改成了"]
    t = f"机房门禁系统的管理员密钥是 {p}，别贴到群里。"
    return t, [p], ["机房门禁系统的管理员密钥是", "别贴到群里"]


# ============================================================================
# Hard negatives (family 0)
# ============================================================================
def N(kind, lang, n):
    return T(0, kind, lang, n)


@N("neg_password_talk", "en", 5)
def n_en_password_policy():
    who, a, b, h = pick(EN_PEOPLE), C.choice([10, 12, 14]), C.choice([16, 20]), C.choice([24, 48, 72])
    s = C.choice([
        f"The password policy requires {a} characters, one digit and one symbol; {who} wants it raised to {b}.",
        f"Reset links expire after {h} hours, and password reuse is blocked for the last {a // 2} passwords.",
        f"{who} forgot the password again, so we sent a reset email instead of sharing anything in chat.",
        f"Never paste a password into the ticket; put it in the vault and link the item, as {who} asked.",
        f"The login page now shows a password strength meter; anything under {a} characters is rejected.",
    ])
    return s, [], [s]


@N("neg_placeholder", "en", 5)
def n_en_placeholder_env():
    v, svc = C.randrange(4), pick(SERVICES)
    if v == 0:
        a, b = "DB_PASSWORD=${DB_PASSWORD}", "API_TOKEN=<your-token>"
        t = f"README step 3 for {svc}: export {a} and {b}, then run make deploy."
        return t, [], [a, b, "then run make deploy."]
    if v == 1:
        a = "api_key: YOUR_API_KEY_HERE"
        t = f"The {svc} sample config ships with `{a}`; replace it with the key from the vault before starting."
        return t, [], [a]
    if v == 2:
        a, b = "--password ********", "--token xxxxxxxxxxxxxxxx"
        t = f"Docs example for the {svc} importer: ./cli sync {a} {b} (values masked in the screenshot)."
        return t, [], [a, b]
    a = "Authorization: Bearer <ACCESS_TOKEN>"
    t = f"Every request to the {svc} API needs the header {a}; get a token from /oauth/token first."
    return t, [], [a]


@N("neg_placeholder", "en", 4)
def n_en_docs_samples():
    v, who = C.randrange(4), pick(EN_PEOPLE)
    if v == 0:
        a = "POSTGRES_PASSWORD: changeme"
        t = f"The upstream docker-compose example sets {a}; {who} made ours come from the secret store instead."
    elif v == 1:
        a = "password: <password>"
        t = f"In the Helm values template the field is `{a}` and the chart fails fast if you leave it ({who} checked)."
    elif v == 2:
        a = "redis-cli -a yourpassword"
        t = f"The tutorial {who} linked says `{a}`, which is just the placeholder they use everywhere."
    else:
        a = "sk_live_xxxxxxxxxxxxxxxxxxxxxxxx"
        t = f"The Stripe guide shows {a} as the key format; {who} confirmed we only load ours from env."
    return t, [], [a]


@N("neg_hash_id", "en", 4)
def n_en_git_sha():
    sha = D.token_hex(20)
    short = D.token_hex(4)[:7]
    t = C.choice([
        f"Bisected the flaky test to {sha}; reverting {short} on main fixes it.",
        f"Release branch is cut from {sha} (tag v{D.randint(1, 4)}.{D.randint(0, 20)}.{D.randint(0, 9)}), cherry-pick {short} before tagging.",
    ])
    return t, [], [sha, short]


@N("neg_hash_id", "en", 5)
def n_en_uuids():
    a, b, c = uuid4(), uuid4(), uuid4()
    t = f"Job {a} failed at step 4 for tenant {b}; the support ticket references request {c}."
    return t, [], [a, b, c]


@N("neg_public_key", "en", 5)
def n_en_public_key():
    who, host = pick(EN_PEOPLE).lower(), pick(HOSTS)
    if C.randrange(3):
        k = "ssh-ed25519 " + ssh_ed25519_pub()
    else:
        k = "ssh-rsa " + ssh_rsa_pub()
    t = f"Added to authorized_keys on {host}:\n{k} {who}@laptop"
    return t, [], [k, f"{who}@laptop", f"authorized_keys on {host}"]


@N("neg_aws_example", "en", 4)
def n_en_aws_example():
    a, b = "AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"
    svc = pick(SERVICES)
    t = C.choice([
        f"The boto3 docs use {a} / {b} in every snippet; the {svc} service gets real ones from the instance role.",
        f"Unit tests for {svc} stub credentials with aws_access_key_id={a} and aws_secret_access_key={b} (the documented example pair).",
        f"moto fixtures in {svc}/tests set AWS_ACCESS_KEY_ID={a} and AWS_SECRET_ACCESS_KEY={b} so nothing ever reaches AWS.",
        f"If you see {a} in the {svc} logs, it's the sample key from the AWS docs, not a leak.",
    ])
    return t, [], [a] + ([b] if b in t else [])


@N("neg_conn_no_password", "en", 5)
def n_en_conn_no_pw():
    v = C.randrange(4)
    if v == 0:
        svc = pick(SERVICES)
        url, keep = f"postgres://app@db:5432/{svc}", f":5432/{svc}"
        t = f"The {svc} service reads {url}; auth is IAM, so there is no password in the URL."
    elif v == 1:
        h = pick(HOSTS)
        url, keep = f"mysql://reporter@{h}:3306/analytics", ":3306/analytics"
        t = f"Metabase points at {url} with client-cert auth."
    elif v == 2:
        n = D.randint(0, 9)
        url, keep = f"redis://cache-1.svc.local:6379/{n}", f":6379/{n}"
        t = f"Sessions live in {url} (db {n}), separate from the job queue."
    else:
        db = pick(DBS)
        url, keep = f"mongodb://mongo-0.mongo,mongo-1.mongo:27017/{db}?replicaSet=rs0", f":27017/{db}?replicaSet=rs0"
        t = f"The consumer connects to {url} using x509 auth."
    return t, [], [keep, t.split(url)[0].strip()]


@N("neg_setting", "en", 5)
def n_en_settings():
    v = C.randrange(5)
    n = C.choice([8, 10, 12, 14, 16])
    a = [f"password_min_length={n}", "password: (none)", f"max_password_age = {n * 7}",
         "ssl_passphrase_command_supports_reload = off", f"PASSWORD_RESET_TIMEOUT = {n * 3600}"][v]
    host = pick(HOSTS)
    ctx = ["Keycloak realm export has {a} under the policy block.",
           "ldapsearch output for the service entry on {h} shows {a}, it binds with a cert.",
           "In sssd.conf on {h} we keep {a} for local accounts.",
           "postgresql.conf on {h}: {a} (default).",
           "settings.py: {a}  # {n} hours"][v]
    t = ctx.format(a=a, h=host, n=n)
    return t, [], [a]


@N("neg_redacted", "en", 5)
def n_en_redacted():
    v, host, user = C.randrange(3), pick(HOSTS), pick(USERS)
    if v == 0:
        t = f"Stored config snippet:\nhost={host}\nuser={user}\npassword=[已脱敏:password]\nport=5432"
        return t, [], ["password=[已脱敏:password]", f"host={host}", "port=5432"]
    if v == 1:
        t = f"Earlier note (already cleaned): log in as {user}, password=[已脱敏:password], then run the migration."
        return t, [], ["password=[已脱敏:password]", f"log in as {user}", "then run the migration."]
    t = f"The .env diff for {user} only touched password=[已脱敏:password] and GITHUB_TOKEN=[已脱敏:github_token]."
    return t, [], ["password=[已脱敏:password]", "GITHUB_TOKEN=[已脱敏:github_token]"]


@N("neg_lockfile_hash", "en", 5)
def n_en_lockfile():
    v = C.randrange(4)
    if v == 0:
        h = "sha512-" + base64.b64encode(D.token_bytes(64)).decode()
        pkg = pick(["lodash", "react-dom", "esbuild", "typescript"])
        t = f"package-lock.json changed the integrity of {pkg}:\n\"integrity\": \"{h}\""
    elif v == 1:
        h = "sha256:" + D.token_hex(32)
        t = f"poetry.lock pins requests with hash {h} for the wheel."
    elif v == 2:
        h = "h1:" + base64.b64encode(D.token_bytes(32)).decode()
        t = f"go.sum line: golang.org/x/net v0.27.0 {h}"
    else:
        h = D.token_hex(32)
        t = f"Cargo.lock: name = \"serde\", version = \"1.0.204\", checksum = \"{h}\""
    return t, [], [h]


@N("neg_base64_image", "en", 3)
def n_en_data_uri():
    raw = (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x10\x00\x00\x00\x10\x08\x06\x00\x00\x00\x1f\xf3\xffa"
           + D.token_bytes(D.randint(90, 160)) + b"\x00\x00\x00\x00IEND\xaeB`\x82")
    uri = "data:image/png;base64," + base64.b64encode(raw).decode()
    t = f"The favicon is inlined in index.html as <link rel=\"icon\" href=\"{uri}\">."
    return t, [], [uri]


@N("neg_version_build", "en", 4)
def n_en_versions():
    ver = f"{D.randint(1, 3)}.{D.randint(0, 40)}.{D.randint(0, 12)}"
    sha7 = D.token_hex(4)[:7]
    digest = "sha256:" + D.token_hex(32)
    build = f"{D.randint(2023, 2024)}{D.randint(1, 12):02d}{D.randint(1, 28):02d}.{D.randint(1, 9)}"
    t = f"Bumped api to v{ver}-rc.2+{sha7} (build {build}); pinned image digest {digest}."
    return t, [], [f"v{ver}-rc.2+{sha7}", f"build {build}", digest]


@N("neg_passphrase_words", "en", 6)
def n_en_passphrase_talk():
    u, who = pick(["dev", "priya", "ci", "marco", "build"]), pick(EN_PEOPLE)
    s = C.choice([
        f"ssh-add keeps asking {who} for the passphrase even though the agent is running; check SSH_AUTH_SOCK first.",
        f"The prompt reads: Enter passphrase for key '/home/{u}/.ssh/id_ed25519':",
        f"{who} and I agreed the passphrase should be a sentence you can type blind, not a random string.",
        f"{who} forgot the passphrase for the old laptop backup, so that archive is effectively gone.",
        "The passphrase field in the export dialog is optional; leave it empty for the test fixtures.",
    ])
    return s, [], [s]


@N("neg_cookie_talk", "en", 4)
def n_en_cookie_talk():
    app = pick(["shop", "portal", "helpdesk", "crm"])
    s = C.choice([
        "The sessionid cookie is HttpOnly and SameSite=Lax; JSESSIONID gets rotated on login.",
        "After the upgrade, connect.sid is no longer set for anonymous visitors, which halves Redis usage.",
        "Set-Cookie: laravel_session=deleted; expires=Thu, 01-Jan-1970 00:00:01 GMT; Max-Age=0; path=/",
        f"Clear the _{app}_session cookie and reload; the stale CSRF token is the real problem.",
    ])
    return s, [], [s]


@N("neg_cli_no_pw", "en", 5)
def n_en_cli_no_pw():
    host, user, db = pick(HOSTS), pick(USERS), pick(DBS)
    c = C.choice([
        f"mysql -h {host} -u {user} -p",
        f"docker login -u {user} --password-stdin ghcr.io < /run/secrets/registry",
        f"psql -h {host} -U {user} -d {db}",
        f"redis-cli -h {host} --askpass",
        f"rabbitmqctl change_password {user}",
    ])
    t = f"Run `{c}` and it will prompt; nothing secret goes on the command line."
    return t, [], [c, "nothing secret goes on the command line."]


@N("neg_env_reference", "en", 4)
def n_en_env_ref():
    a = C.choice([
        "password=os.environ[\"DB_PASSWORD\"]",
        "token: ${{ secrets.NPM_TOKEN }}",
        "db_password: \"{{ vault_db_password }}\"",
        "const key = process.env.STRIPE_SECRET_KEY;",
        "spring.datasource.password=${DB_PASSWORD}",
        "aws_secret_access_key = !Ref SecretAccessKeyParam",
    ])
    f = pick(["deploy.yml", "config.py", "app.ts", "values.yaml", "template.yaml"])
    t = f"Good pattern in {f}, keep it: {a}"
    return t, [], [a]


@N("neg_hex_ids", "en", 4)
def n_en_hex_ids():
    v = C.randrange(4)
    if v == 0:
        a = D.token_hex(16)
        t = f"Sentry event {a} has the full stack trace for the checkout crash."
    elif v == 1:
        a = D.token_hex(16)
        t = f"Cloudflare zone id for acme.io is {a}; the account id is in the dashboard footer."
    elif v == 2:
        a = "cus_" + D.s(B62, 14)
        t = f"Customer {a} was double charged; refund the second PaymentIntent."
    else:
        a = "G-" + D.s(UPPER_AN, 10)
        t = f"Analytics measurement id is {a}, it's public and goes into the page head."
    return t, [], [a]


@N("neg_public_material", "en", 5)
def n_en_public_material():
    v = C.randrange(4)
    if v == 0:
        a = age_public()
        t = f"Encrypt the env file to the team recipient {a} with sops."
    elif v == 1:
        a = " ".join(D.s(HEXU, 4) for _ in range(10))
        t = f"Release signing key fingerprint: {a}"
    elif v == 2:
        a = "pk_live_51" + D.s(B62, 97)
        t = f"The publishable key {a} goes into the checkout page; it's meant to be public."
    else:
        a = google_client_id() + ".apps.googleusercontent.com"
        t = f"OAuth client id {a} is embedded in the SPA bundle, which is fine."
    return t, [], [a]


@N("neg_placeholder", "en", 3)
def n_en_webhook_placeholder():
    a = C.choice(["https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX",
                  "https://discord.com/api/webhooks/<webhook_id>/<webhook_token>",
                  "https://api.telegram.org/bot<token>/getMe"])
    svc = pick(SERVICES)
    t = f"The docs use {a} as the example URL; the {svc} one is in the secret manager."
    return t, [], [a]


# ---------------------------- zh negatives -----------------------------------
@N("neg_password_talk", "zh", 5)
def n_zh_password_policy():
    who, a, b = pick(ZH_PEOPLE), C.choice([8, 10, 12]), C.choice([60, 90, 180])
    sysn = pick(ZH_SYSTEMS)
    s = C.choice([
        f"{sysn}的密码要求至少{a}位，必须包含大小写字母和数字，{b}天强制修改一次。",
        f"{who}又忘了{sysn}的密码，已经走了重置流程，不要在群里发。",
        f"密码连续输错5次会锁定30分钟，{who}那边被锁了，等会儿再试。",
        f"新员工第一次登录{sysn}必须改初始密码，这个逻辑在 SSO 那边。",
        f"密码不要写在工单里，统一放到密码管理器，再把条目链接贴过来（{who}说的）。",
    ])
    return s, [], [s]


@N("neg_placeholder", "zh", 4)
def n_zh_placeholder():
    v, sysn = C.randrange(3), pick(ZH_SYSTEMS)
    if v == 0:
        a, b = "password: ****", "token: xxx"
        t = f"{sysn}的配置模板里先写成 {a}、{b}，部署时由 CI 注入真实值。"
        return t, [], [a, b]
    if v == 1:
        a = "DB_PASSWORD=<你的密码>"
        t = f"{sysn}文档里的示例 {a} 不要照抄，本地用 .env.local。"
        return t, [], [a]
    a = "AccessKey Secret: ${ALIYUN_AK_SECRET}"
    t = f"{sysn}的部署脚本里是 {a}，值从 KMS 取。"
    return t, [], [a]


@N("neg_captcha_talk", "zh", 6)
def n_zh_captcha():
    who, n = pick(ZH_PEOPLE), C.choice([3, 5, 10])
    s = C.choice([
        f"短信验证码一直收不到，{who}说是运营商通道延迟，明天再试。",
        f"验证码有效期改成了 {n} 分钟，60 秒内不能重复发送。",
        f"登录页的图形验证码要换成滑块验证，{who}已经确认了。",
        f"{who}反馈邮箱验证码进了垃圾箱，需要加 SPF 记录。",
        f"验证码接口被刷了，加了 IP 限流，每分钟最多 {n} 次。",
    ])
    return s, [], [s]


@N("neg_redacted", "zh", 4)
def n_zh_redacted():
    v, user = C.randrange(2), pick(USERS)
    if v == 0:
        sysn = pick(ZH_SYSTEMS)
        t = f"{sysn}旧配置里 password=[已脱敏:password] 这一行可以删了，现在走 IAM 认证。"
        return t, [], ["password=[已脱敏:password]", "这一行可以删了，现在走 IAM 认证"]
    t = f"记忆里已经是脱敏后的：user={user}, password=[已脱敏:password]，不用再处理。"
    return t, [], ["password=[已脱敏:password]", f"user={user}", "不用再处理"]


@N("neg_conn_no_password", "zh", 4)
def n_zh_conn_no_pw():
    v = C.randrange(2)
    if v == 0:
        db = pick(DBS)
        t = f"{db} 服务连的是 postgres://app@db:5432/{db}，走 IAM 认证，URL 里没有密码。"
        return t, [], [f":5432/{db}", f"{db} 服务连的是", "走 IAM 认证，URL 里没有密码"]
    h = pick(HOSTS)
    t = f"报表库地址 mysql://reporter@{h}:3306/analytics，用证书登录。"
    return t, [], [":3306/analytics", "报表库地址", "用证书登录"]


@N("neg_hash_id", "zh", 4)
def n_zh_hash_id():
    v = C.randrange(2)
    if v == 0:
        sha = D.token_hex(20)
        t = f"线上回滚到 {sha}，也就是上周五那次发布。"
        return t, [], [sha]
    u = uuid4()
    t = f"工单 {u} 已经关闭，客户确认问题解决。"
    return t, [], [u]


@N("neg_numbers", "zh", 4)
def n_zh_numbers():
    order = str(D.randint(10 ** 17, 10 ** 18 - 1))
    sf = "SF" + D.s(DIGITS, 12)
    t = C.choice([
        f"订单号 {order}，快递单号 {sf}，客户说一直没收到货。",
        f"退款单号 {order} 已经提交，物流单号 {sf} 拦截成功。",
    ])
    return t, [], [order, sf]


@N("neg_key_talk", "zh", 6)
def n_zh_key_talk():
    n, who = C.choice([30, 90, 180]), pick(ZH_PEOPLE)
    s = C.choice([
        f"密钥轮换周期是 {n} 天，AccessKey 由 RAM 子账号管理，不要用主账号的。",
        f"口令复杂度策略：至少三类字符，不能包含用户名，{who}在写文档。",
        "授权码要去 QQ 邮箱设置里生成，不是登录密码，生成后只显示一次。",
        f"SecretKey 泄露后要立刻在控制台禁用，再排查最近 {n} 天的调用日志。",
        f"API 密钥只能在服务端用，前端一律走网关签名，{who}会评审。",
    ])
    return s, [], [s]


@N("neg_setting", "zh", 4)
def n_zh_setting():
    v, n = C.randrange(3), C.choice([8, 10, 12, 16])
    if v == 0:
        a = f"password_min_length={n}"
        t = f"{a} 这个参数在 security.yaml 里，改完要重启网关。"
    elif v == 1:
        a = "password: (none)"
        t = f"测试环境 {pick(HOSTS)} 的 redis 配置显示 {a}，只允许内网访问。"
    else:
        a = "requirepass \"\""
        t = f"本地 redis.conf 里是 {a}，不要同步到 {pick(HOSTS)}。"
    return t, [], [a]


@N("neg_public_key", "zh", 4)
def n_zh_public_key():
    who, host = pick(ZH_PEOPLE), pick(HOSTS)
    k = "ssh-ed25519 " + ssh_ed25519_pub()
    t = f"把{who}的公钥加到了 {host} 的 authorized_keys：{k} dev@macbook"
    return t, [], [k, f"{host} 的 authorized_keys"]


@N("neg_passphrase_words", "zh", 4)
def n_zh_passphrase():
    who = pick(ZH_PEOPLE)
    s = C.choice([
        f"{who}的 ssh-add 每次都要输 passphrase，看一下 ssh-agent 有没有起来。",
        f"passphrase 建议用一整句话，好记又够长，别用生日（{who}的建议）。",
        "GPG 导出私钥时会提示输入 passphrase，这一步不能跳过。",
        f"助记词要抄在纸上离线保存，千万不要截图，{who}已经提醒过了。",
    ])
    return s, [], [s]


@N("neg_version_build", "zh", 4)
def n_zh_version():
    ver = f"{D.randint(1, 5)}.{D.randint(0, 30)}.{D.randint(0, 9)}"
    build = f"{D.randint(2023, 2024)}{D.randint(1, 12):02d}{D.randint(1, 28):02d}-{D.randint(100, 999)}"
    sha7 = D.token_hex(4)[:7]
    t = f"网关升级到 v{ver}，构建号 {build}，对应提交 {sha7}。"
    return t, [], [f"v{ver}", build, sha7]


@N("neg_lockfile_hash", "zh", 3)
def n_zh_lockfile():
    h = "sha512-" + base64.b64encode(D.token_bytes(64)).decode()
    pkg = pick(["axios", "vue", "dayjs", "echarts"])
    t = f"package-lock.json 里 {pkg} 的 integrity 变成了 {h}，是正常升级。"
    return t, [], [h, "是正常升级"]


@N("neg_env_reference", "zh", 4)
def n_zh_env_ref():
    a = C.choice(["os.getenv(\"DB_PASSWORD\")", "${{ secrets.ALIYUN_AK_SECRET }}", "System.getenv(\"REDIS_PASSWORD\")",
                  "password: ${MYSQL_ROOT_PASSWORD}"])
    sysn = pick(ZH_SYSTEMS)
    t = f"{sysn}的密码从环境变量读：{a}，不要写死在代码里。"
    return t, [], [a, "不要写死在代码里"]


# ----------------------------------------------------------------------------
# build + self-check
# ----------------------------------------------------------------------------
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
        if not cid.startswith("ho-") or len(cid) != 7:
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
        sec_spans = []
        for s in c["secrets"]:
            if len(s) < 6:
                errors.append(f"{cid}: secret too short {s!r}")
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
    return errors


def build(fresh=False):
    global D, C, CURRENT_LANG
    D = Draw(None if fresh else SEED)
    C = random.Random(SEED + 1)
    cases = []
    seen = set()
    for tpl in REG:
        made, tries = 0, 0
        while made < tpl["n"]:
            tries += 1
            if tries > tpl["n"] * 20:
                raise SystemExit(f"template {tpl['group']} cannot produce {tpl['n']} distinct cases")
            CURRENT_LANG = tpl["lang"]
            text, secs, keep = tpl["fn"]()
            if text in seen:
                continue
            seen.add(text)
            made += 1
            cases.append({
                "text": text, "secrets": list(secs), "must_keep": list(keep),
                "kind": tpl["kind"], "lang": tpl["lang"],
                "polarity": "negative" if tpl["family"] == 0 else "positive",
                "group": tpl["group"], "_family": tpl["family"],
            })
    for i, c in enumerate(cases, 1):
        c["id"] = f"ho-{i:04d}"
    return cases


def stats(cases):
    fam = collections.Counter()
    fam_lang = collections.Counter()
    kinds = collections.Counter()
    langpol = collections.Counter()
    groups_per_fam = collections.defaultdict(set)
    nsecrets = 0
    for c in cases:
        f = c["_family"]
        fam[(f, c["polarity"])] += 1
        fam_lang[(f, c["lang"])] += 1
        kinds[(c["kind"], c["lang"])] += 1
        langpol[(c["lang"], c["polarity"])] += 1
        groups_per_fam[f].add(c["group"])
        nsecrets += len(c["secrets"])
    return fam, fam_lang, kinds, langpol, groups_per_fam, nsecrets


def write_readme(cases, errors):
    fam, fam_lang, kinds, langpol, gpf, nsec = stats(cases)
    pos = sum(1 for c in cases if c["polarity"] == "positive")
    neg = len(cases) - pos
    L = []
    L.append("# Secret-redaction bench (held-out half)\n")
    L.append("`secrets_heldout.json` is the acceptance set for the redactor that runs before "
             "`remember()` stores a text. Same format and pass rule as "
             "`shared/bench/secrets/README.md` (ids are `ho-NNNN`); it was written from **new "
             "sentence templates** without reading the dev sentences or the code under test. "
             "Do not tune against it; do not copy its sentences into tests or into `shared/`.\n")
    L.append(f"{len(cases)} cases: {pos} positive with {nsec} secret strings, {neg} negative. "
             f"Languages: en {sum(1 for c in cases if c['lang'] == 'en')}, "
             f"zh {sum(1 for c in cases if c['lang'] == 'zh')}. "
             f"{len(set(c['group'] for c in cases))} templates (`group`), "
             f"{len(set(c['kind'] for c in cases))} kinds.\n")
    L.append("## Build\n")
    L.append("`python3 build_corpus.py` regenerates the JSON and this README deterministically "
             f"(seed `{hex(SEED)}`) and runs the self-check; `--check` only checks the existing JSON; "
             "`--fresh` draws new values from `secrets.SystemRandom()` (not reproducible). "
             "Values are synthetic, in the real shapes (prefixes, lengths, alphabets); none is a real "
             "credential, but secret scanners will flag this file - allowlist this directory.\n")
    L.append("Self-check (run on every build): unique `ho-NNNN` ids; exact field set; every secret "
             "occurs in its text (length >= 6); every must_keep occurs in its text; no must_keep "
             "occurrence overlaps a secret occurrence and none contains / is contained in a secret; "
             "positives have secrets, negatives none and a `neg_` kind; zh cases contain Chinese; no "
             "duplicate texts.\n")
    L.append(f"Self-check result: **{'PASS' if not errors else 'FAIL (' + str(len(errors)) + ' errors)'}**\n")
    L.append("## Counts per family\n")
    L.append("| # | family | templates | positive | negative | en | zh |")
    L.append("| --- | --- | --- | --- | --- | --- | --- |")
    for f in sorted(FAMILIES, key=lambda x: (x == 0, x)):
        L.append(f"| {f} | {FAMILIES[f]} | {len(gpf[f])} | {fam[(f, 'positive')]} | {fam[(f, 'negative')]} "
                 f"| {fam_lang[(f, 'en')]} | {fam_lang[(f, 'zh')]} |")
    L.append(f"| | **total** | {len(set(c['group'] for c in cases))} | {pos} | {neg} | "
             f"{sum(1 for c in cases if c['lang'] == 'en')} | {sum(1 for c in cases if c['lang'] == 'zh')} |\n")
    L.append("## Language x polarity\n")
    L.append("| lang | positive | negative |")
    L.append("| --- | --- | --- |")
    for lang in ("en", "zh"):
        L.append(f"| {lang} | {langpol[(lang, 'positive')]} | {langpol[(lang, 'negative')]} |")
    L.append("")
    L.append("## Counts per kind\n")
    L.append("| kind | en | zh | total |")
    L.append("| --- | --- | --- | --- |")
    allk = sorted(set(k for k, _ in kinds), key=lambda k: (k.startswith("neg_"), k))
    for k in allk:
        e, z = kinds[(k, "en")], kinds[(k, "zh")]
        L.append(f"| `{k}` | {e} | {z} | {e + z} |")
    L.append("")
    L.append("## Notes on labeling\n")
    L.append("- Split / wrapped secrets list each piece as its own secret string.\n"
             "- Key pairs list the secret half (AWS secret, AccessKey Secret, SecretKey, SK, client "
             "secret); the public ID half is neither a secret nor required to survive.\n"
             "- Encoded credentials (docker `auth`, `Authorization: Basic`, kubeconfig `client-key-data`) "
             "list the encoded string.\n"
             "- One-line JSON private keys list three 64-char body lines (first, middle, second to last).\n"
             "- Word passphrases and seed phrases list the whole phrase; a spaced TOTP setup key is listed "
             "whole.\n"
             "- As in the dev README, tokens of a URL / CLI credential (host, user name) are not required "
             "to survive; must_keep holds the surrounding context and key names.\n"
             "- Negatives: must_keep is the at-risk phrase (or the whole sentence); "
             "`password=[已脱敏:password]` must survive unchanged (idempotence).\n")
    with open(OUT_README, "w", encoding="utf-8") as fh:
        fh.write("\n".join(L))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--check", action="store_true", help="only self-check the existing JSON")
    ap.add_argument("--fresh", action="store_true", help="draw values from secrets.SystemRandom (non-reproducible)")
    args = ap.parse_args()
    if args.check:
        with open(OUT_JSON, encoding="utf-8") as fh:
            cases = json.load(fh)
        errors = self_check(cases)
        print("self-check:", "PASS" if not errors else f"FAIL ({len(errors)})")
        for e in errors[:50]:
            print("  ", e)
        return 1 if errors else 0
    cases = build(fresh=args.fresh)
    public = [{k: c[k] for k in ("id", "text", "secrets", "must_keep", "kind", "lang", "polarity", "group")}
              for c in cases]
    errors = self_check(public)
    with open(OUT_JSON, "w", encoding="utf-8") as fh:
        json.dump(public, fh, ensure_ascii=False, indent=1)
        fh.write("\n")
    write_readme(cases, errors)
    fam, fam_lang, kinds, langpol, gpf, nsec = stats(cases)
    print(f"cases={len(cases)} secrets={nsec}")
    for f in sorted(FAMILIES, key=lambda x: (x == 0, x)):
        print(f"family {f:>2}: templates={len(gpf[f]):>2} pos={fam[(f, 'positive')]:>3} "
              f"neg={fam[(f, 'negative')]:>3} en={fam_lang[(f, 'en')]:>3} zh={fam_lang[(f, 'zh')]:>3}")
    for lang in ("en", "zh"):
        print(f"{lang}: pos={langpol[(lang, 'positive')]} neg={langpol[(lang, 'negative')]}")
    print("self-check:", "PASS" if not errors else f"FAIL ({len(errors)})")
    for e in errors[:50]:
        print("  ", e)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
