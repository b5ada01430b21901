#!/usr/bin/env python3
"""Build the blind round-3 secret-redaction corpus (secrets_r3.json).

Written on 2026-12-05 by a helper that had NOT read the redactor under test,
its rules, its tests, its benches or its docs, nor secrets_dev.json or any
earlier held-out JSON. Only the format / pass rule in
shared/bench/secrets/README.md, the scorer, and the structure + self-check of
the round-2 builder were used. Every sentence template below is new.

All secret values are synthetic, drawn in real credential shapes (prefixes,
lengths, alphabets). The default build is reproducible: values come from a
generator seeded with SEED. With --fresh, values come from
secrets.SystemRandom() (OS entropy, not reproducible). None is real.

Usage:
    python3 build_corpus.py            # writes secrets_r3.json + README.md, runs self-check
    python3 build_corpus.py --check    # only re-check the existing JSON
    python3 build_corpus.py --fresh    # new random values (not reproducible)
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
import urllib.parse

SEED = 0x5EC3_1205
HERE = os.path.dirname(os.path.abspath(__file__))
OUT_JSON = os.path.join(HERE, "secrets_r3.json")
OUT_README = os.path.join(HERE, "README.md")
ID_PREFIX = "r3-"

B62 = string.ascii_letters + string.digits
LOWER = string.ascii_lowercase
UPPER = string.ascii_uppercase
DIGITS = string.digits
HEX = "0123456789abcdef"
B64 = B62 + "+/"
B64URL = B62 + "-_"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"


class Draw:
    """Random source. seed=None -> secrets.SystemRandom (OS entropy)."""

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

# ---------------------------------------------------------------- context pools (new for round 3)
EN_NAMES = ["Priya", "Gunnar", "Solene", "Kwame", "Hana", "Ezra", "Marisol", "Dmitri", "Aoife", "Tariq",
            "Wren", "Benedikt", "Ines", "Caspian"]
ZH_NAMES = ["小林", "阿珍", "老黄", "赵工", "孙姐", "小马", "钱总", "周老师", "阿杰", "胖虎", "冯工", "小唐"]
ZH_SYS = ["财务中台", "工单系统", "OA 后台", "监控大盘", "预发环境", "旧版官网后台", "CRM", "仓储系统", "运营后台",
          "考勤系统", "Jenkins", "GitLab"]
EN_SYS = ["Grafana", "Jenkins", "Metabase", "Rancher", "Airflow", "Kibana", "Argo CD", "Harbor", "Portainer",
          "Nextcloud", "pfSense", "Proxmox"]
SVCS = ["invoicer", "geo-lookup", "notifier", "tenant-api", "billing-sync", "audit-log", "media-proc",
        "catalog", "rate-limiter", "vault-agent", "thumbnailer", "webhooks"]
HOSTS = ["pg-replica-07.internal", "10.44.9.21", "mysql-ro.dc2.lan", "172.31.8.140", "rabbit-2.queue.local",
         "mssql-rpt.corp.example.net", "192.168.88.14", "bastion-sh.example.cn", "redis-sess.svc.cluster.local",
         "es-logs-01.internal", "db.tenant-b.lan", "mongo-a.prod.local"]
DOMAINS = ["tallowmere.io", "example.net", "brackenfield.dev", "kiteharbor.com", "qinghe.example.cn",
           "oxbow.app", "northvale.co"]
USERS = ["etl_loader", "svc_billing", "readonly", "postgres", "admin", "ops_bot", "analyst", "app_user",
         "replicator", "jenkins", "grafana", "backup"]
DBS = ["billing", "events", "inventory", "tenants", "analytics", "payroll", "catalog_v3", "audit"]
ISSUERS = ["Okta", "Google", "Cloudflare", "Kraken", "Bitwarden", "Microsoft", "Proton", "Namecheap"]
OFFICES = ["Lisbon", "Leeds", "Austin", "Pune", "Osaka", "Tallinn"]
BANKS = ["Monzo", "Chase", "N26", "Revolut", "HSBC", "Wise"]
ZH_BANKS = ["招行", "建行", "支付宝", "微信支付", "工行", "京东金融"]

WORDS = """acid adapt aisle alarm album alley amber ample anvil apron arena armor aroma arrow aspen
atlas attic audit autumn avocado axis badge bagel bamboo banjo barn basin batch beaver beetle bench
berry bison blanket blaze blossom bluff bonfire boulder bramble breeze brick bridle brook bucket
buckle bugle bundle burrow cactus camel candle canyon carpet cashew castle cedar cellar chapel
cherry chimney cider circus clover cobalt comet compass copper coral cosmos cottage crayon creek
crystal cumin dagger daisy dancer delta desert dial dinner dolphin donkey dragon drift drum eagle
easel echo eclipse ember emerald engine falcon feather fennel ferry fiddle fig flannel flint
forest fountain fox galaxy garnet geyser ginger glacier goblet gondola granite gravel griffin
hammock harbor hazel hermit hickory honey horizon husky iceberg indigo inkwell iris jasmine
jigsaw juniper kayak kettle kiwi lantern larch lemon lilac linen llama locket lotus magpie
mantle maple marble meadow mesa mint mitten molten moose mural nectar nickel nutmeg oasis
olive onyx orbit orchid otter paprika parcel pebble pepper pewter pickle pilgrim pine plaza
plum pollen poppy prairie quartz quiver radish rafter raisin ranger reef relic ribbon robin
saffron sage sapphire satchel scarlet sequoia shadow shovel sienna silo slate sorrel spindle
spruce stencil summit swan tamarind teapot thistle thunder tiger topaz tractor trellis tulip
turnip tusk umber valley vapor velvet vinyl violet walnut warden willow wombat yarrow yodel zephyr""".split()
CAPW = ["Heron", "Quasar", "Marmot", "Tinsel", "Gable", "Saffron", "Obsidian", "Puffin", "Cobalt",
        "Lupin", "Harrow", "Zinnia", "Bracken", "Kelp", "Vesper", "Tamarack"]
PINYIN = ["xiaolin", "huang", "zhao", "sun", "qian", "tang", "feng", "yuxuan", "zihan", "haoyu", "mengmeng", "lei"]
ZH_PHRASE = ["蓝鲸跳伞", "秋刀鱼饭", "月亮河边", "三号仓库", "青山不老", "火锅加辣", "北风吹雪", "白云深处"]


def pick(seq):
    return C.choice(seq)


def mixed(p):
    return any(c.isdigit() for c in p) and any(c.isupper() for c in p) and any(c.islower() for c in p)


def pw(style=None, syms="!@#%^*-_.+="):
    style = style or C.choice(["rand", "rand", "human", "alnum", "human2"])
    if style == "rand":
        while True:
            p = D.s(B62 + syms, D.randint(12, 19))
            if mixed(p) and p[0].isalnum() and p[-1].isalnum() and any(c in syms for c in p):
                return p
    if style == "alnum":
        while True:
            p = D.s(B62, D.randint(13, 20))
            if mixed(p):
                return p
    if style == "human":
        return D.choice(CAPW) + D.choice(syms) + str(D.randint(1000, 99999)) + D.choice(CAPW).lower()
    if style == "human2":
        return D.choice(CAPW) + D.choice(CAPW) + str(D.randint(10, 9999)) + D.choice(syms)
    if style == "pinyin":
        return D.choice(PINYIN).capitalize() + D.choice("@#.") + str(D.randint(1985, 2026)) + D.s(LOWER, 2)
    raise ValueError(style)


def upw():      # safe inside a URL userinfo without encoding
    return pw(C.choice(["rand", "alnum", "human"]), syms="-_.~")


def spw():      # safe unquoted in a shell
    return pw(C.choice(["rand", "alnum", "human"]), syms="_-.%+=,")


def zpw():
    return pw(C.choice(["rand", "alnum", "human", "pinyin"]), syms="@#_.")


def hexs(n):
    return D.s(HEX, n)


def b64(nbytes):
    return base64.b64encode(D.bytes(nbytes)).decode()


def b64url(nbytes):
    return base64.urlsafe_b64encode(D.bytes(nbytes)).rstrip(b"=").decode()


def b64url_s(s):
    return base64.urlsafe_b64encode(s.encode()).rstrip(b"=").decode()


def b32(n):
    return D.s(B32, n)


def cuuid():
    h = "".join(C.choice(HEX) for _ in range(32))
    h = h[:12] + "4" + h[13:16] + C.choice("89ab") + h[17:]
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def chex(n):
    return "".join(C.choice(HEX) for _ in range(n))


def words(n, pool=WORDS):
    out = []
    while len(out) < n:
        w = D.choice(pool)
        if w not in out:
            out.append(w)
    return out


def digits(n):
    return str(D.randint(1, 9)) + D.s(DIGITS, n - 1)


def pem(label="RSA PRIVATE KEY", nbytes=640, width=64):
    raw = base64.b64encode(D.bytes(nbytes)).decode()
    lines = [raw[i:i + width] for i in range(0, len(raw), width)]
    if len(lines[-1]) < 16:
        lines[-2] += lines[-1]
        lines.pop()
    block = f"-----BEGIN {label}-----\n" + "\n".join(lines) + f"\n-----END {label}-----"
    return block, [lines[0], lines[len(lines) // 2], lines[-1]]


def openssh_key():
    raw = (b"openssh-key-v1\x00\x00\x00\x00\x04none\x00\x00\x00\x04none\x00\x00\x00\x00\x00\x00\x00\x01"
           b"\x00\x00\x00\x33\x00\x00\x00\x0bssh-ed25519\x00\x00\x00\x20" + D.bytes(260))
    enc = base64.b64encode(raw).decode()
    lines = [enc[i:i + 70] for i in range(0, len(enc), 70)]
    if len(lines[-1]) < 16:
        lines[-2] += lines[-1]
        lines.pop()
    block = "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END OPENSSH PRIVATE KEY-----"
    # line 0 is a near-constant header; use line 1, middle, last
    return block, [lines[1], lines[len(lines) // 2], lines[-1]]


def ssh_ed25519_pub():
    blob = b"\x00\x00\x00\x0bssh-ed25519\x00\x00\x00\x20" + bytes(C.getrandbits(8) for _ in range(32))
    return "ssh-ed25519 " + base64.b64encode(blob).decode()


def jwt(alg="HS256", payload=None):
    hdr = b64url_s(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")))
    payload = payload or {"sub": str(D.randint(10000, 999999)), "scope": D.choice(["admin", "read write", "svc"]),
                          "exp": D.randint(1790000000, 1820000000)}
    body = b64url_s(json.dumps(payload, separators=(",", ":")))
    sig = b64url(32 if alg.startswith("HS") else 256)
    return f"{hdr}.{body}.{sig}"


def png_data_url(nbytes=90):
    raw = (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00" + bytes([C.randint(8, 64)]) + b"\x00\x00\x00"
           + bytes([C.randint(8, 64)]) + b"\x08\x06\x00\x00\x00" + bytes(C.getrandbits(8) for _ in range(nbytes)))
    return "data:image/png;base64," + base64.b64encode(raw).decode()


# provider shapes
def aws_id(): return "AKIA" + D.s(UPPER + "234567", 16)
def aws_secret(): return D.s(B64, 40)
def ali_id(): return "LTAI5t" + D.s(B62, 18)
def ali_secret(): return D.s(B62, 30)
def tc_id(): return "AKID" + D.s(B62, 32)
def tc_secret(): return D.s(B62, 32)
def gh_pat(): return "ghp_" + D.s(B62, 36)
def gh_oauth(): return "gho_" + D.s(B62, 36)
def gh_fine(): return "github_pat_11" + D.s(UPPER + DIGITS, 20) + "_" + D.s(B62, 59)
def glpat(): return "glpat-" + D.s(B62 + "-_", 20)
def bb_app(): return "ATBB" + D.s(B62, 32)
def stripe_sk(): return "sk_live_51" + D.s(B62, 97)
def stripe_rk(): return "rk_live_51" + D.s(B62, 97)
def stripe_whsec(): return "whsec_" + D.s(B62, 32)
def xoxb(): return f"xoxb-{D.randint(10**10, 10**11 - 1)}-{D.randint(10**12, 10**13 - 1)}-{D.s(B62, 24)}"
def xapp(): return f"xapp-1-A{D.s(UPPER + DIGITS, 10)}-{D.randint(10**12, 10**13 - 1)}-{hexs(64)}"
def discord_bot(): return f"{b64url_s(str(D.randint(10**17, 10**18 - 1)))}.{D.s(B64URL, 6)}.{D.s(B64URL, 38)}"
def tg_bot(): return f"{D.randint(10**9, 7 * 10**9)}:AA{D.s(B64URL, 33)}"
def sendgrid(): return "SG." + D.s(B64URL, 22) + "." + D.s(B64URL, 43)
def openai_key(): return "sk-proj-" + D.s(B64URL, 74) + "T3BlbkFJ" + D.s(B64URL, 74)
def openai_svc(): return "sk-svcacct-" + D.s(B64URL, 74) + "T3BlbkFJ" + D.s(B64URL, 74)
def anthropic_key(): return "sk-ant-api03-" + D.s(B64URL, 93) + "AA"
def groq_key(): return "gsk_" + D.s(B62, 52)
def google_api(): return "AIza" + D.s(B64URL, 35)
def hf_tok(): return "hf_" + D.s(B62, 34)
def replicate_tok(): return "r8_" + D.s(B62, 37)
def pplx_key(): return "pplx-" + D.s(B62, 48)
def xai_key(): return "xai-" + D.s(B62, 80)
def deepseek_key(): return "sk-" + hexs(32)
def moonshot_key(): return "sk-" + D.s(B62, 48)
def zhipu_key(): return hexs(32) + "." + D.s(B62, 16)
def dop(): return "dop_v1_" + hexs(64)
def npm_tok(): return "npm_" + D.s(B62, 36)
def shpat(): return "shpat_" + hexs(32)
def vault_tok(): return "hvs." + D.s(B62 + "-_", 90)
def doppler(): return "dp.st.prd." + D.s(B62, 43)
def linear_key(): return "lin_api_" + D.s(B62, 40)
def notion_key(): return "ntn_" + D.s(DIGITS, 11) + D.s(B62, 35)
def postman_key(): return f"PMAK-{hexs(24)}-{hexs(34)}"
def atlassian_tok(): return "ATATT3xFfGF0" + D.s(B64URL, 170) + "=" + hexs(8).upper()
def sentry_tok(): return "sntryu_" + hexs(64)
def square_tok(): return "EAAA" + D.s(B64URL, 60)
def twilio_key_sid(): return "SK" + hexs(32)
def azure_key(): return b64(64)
def mailchimp(): return hexs(32) + "-us" + str(D.randint(2, 21))


# ---------------------------------------------------------------- registry
REG = []
FAMILIES = {
    1: "credentials in prose without a credential keyword",
    2: "passphrases and seed phrases (multi-word)",
    3: "recovery / backup codes",
    4: "TOTP seeds and otpauth URIs",
    5: "one-time codes",
    6: "query-string tokens and signed URLs",
    7: "cookies and HTTP headers",
    8: "connection strings",
    9: "provider keys in real shapes (cloud, payment, chat, VCS, LLM, CN clouds)",
    10: "private keys and JWTs",
    11: "env / config-file lines (.env, YAML, JSON, TOML, INI)",
    12: "secrets in shell commands and logs",
    13: "stated once with keyword, repeated later without it",
    14: "split across punctuation / wrapped in quotes and brackets",
    15: "Chinese phrasings (密码是/口令/密钥/令牌/暗号/登录用的是/授权码/私钥, and none)",
    0: "hard negatives",
}


def T(fam, kind, lang, n):
    def deco(fn):
        REG.append({"family": fam, "kind": kind, "lang": lang, "n": n, "fn": fn, "group": fn.__name__})
        return fn
    return deco


# ================================================================ 1. credentials in prose, no keyword
@T(1, "prose_no_keyword", "en", 2)
def e1_login_box():
    s, p, u = pick(EN_SYS), pw(), pick(USERS)
    t = pick([f"For {s}, the thing you paste into the login box is {p} (user {u}).",
              f"{s} - {u} on top, and the box under it wants {p}",
              f"On {s} you type {u} first, then {p} in the box underneath."])
    return t, [p], [f"For {s}" if t.startswith("For") else f"{s}"]


@T(1, "prose_no_keyword", "en", 2)
def e1_nas_prompt():
    n, p, u = pick(EN_NAMES), pw(), pick(USERS)
    t = f"{n} set up the office NAS - sign in as {u}, then answer the prompt with {p} and you're in."
    return t, [p], [f"{n} set up the office NAS", "you're in"]


@T(1, "prose_no_keyword", "en", 2)
def e1_note_to_self():
    s, p, u = pick(EN_SYS), pw(), pick(USERS)
    arrow = pick(["->", "=>", "|"])
    t = f"Note to self: {s.lower()} {arrow} {u} / {p} ; don't put this in the wiki."
    return t, [p], ["Note to self", "don't put this in the wiki"]


@T(1, "prose_no_keyword", "en", 2)
def e1_keypad():
    o, a, b = pick(OFFICES), digits(D.randint(6, 8)), digits(D.randint(6, 8))
    t = f"The {o} server-room door opens with {a} then #, and the alarm panel beside it takes {b}."
    return t, [a, b], [f"The {o} server-room door", "alarm panel"]


@T(1, "prose_no_keyword", "en", 2)
def e1_shared_account():
    n, p = pick(EN_NAMES), pw()
    em = pick(["media", "family", "team.shared", "design"]) + "@" + pick(DOMAINS)
    t = f"{n} messaged what to type for the shared streaming account: {em}, and after that {p}."
    return t, [p], ["shared streaming account", f"{n} messaged"]


@T(1, "prose_no_keyword", "en", 2)
def e1_unlocks():
    p = pw(C.choice(["human", "human2", "rand"]))
    thing = pick(["the external backup drive", "the VeraCrypt container on the USB stick", "Mum's old laptop",
                  "the encrypted sparsebundle"])
    t = f"What unlocks {thing}: {p}"
    return t, [p], [f"What unlocks {thing}"]


@T(1, "prose_no_keyword", "zh", 3)
def z1_then_type():
    s, p, u = pick(ZH_SYS), zpw(), pick(USERS)
    t = pick([f"{s}用 {u} 登进去，后面跟 {p} 就行。",
              f"{s}那边账号 {u}，第二个框填 {p}。",
              f"进{s}：先输 {u}，再输 {p}，回车。"])
    return t, [p], [s]


@T(1, "prose_no_keyword", "zh", 3)
def z1_router_note():
    ip, p = pick(["192.168.1.1", "192.168.0.1", "10.0.0.1", "192.168.31.1"]), zpw()
    t = f"备忘：路由器后台 {ip}，admin，{p}。换了之后记得告诉{pick(ZH_NAMES)}。"
    return t, [p], ["路由器后台", "换了之后记得告诉"]


@T(1, "prose_no_keyword", "zh", 3)
def z1_box_fill():
    n, p = pick(ZH_NAMES), zpw()
    s = pick(EN_SYS)
    t = f"{n}说 {s} 的登录框里填 {p}，用户名还是老的那个。"
    return t, [p], [f"{n}说 {s} 的登录框里填", "用户名还是老的那个"]


@T(1, "prose_no_keyword", "zh", 3)
def z1_shared_drive():
    p = zpw()
    thing = pick(["共享盘那个加密文件夹", "财务的 Excel", "保险柜里的 U 盘", "老板的 Mac"])
    t = f"打开{thing}要输 {p}，用完把窗口关了。"
    return t, [p], [f"打开{thing}要输", "用完把窗口关了"]


# ================================================================ 2. passphrases, seed phrases
@T(2, "passphrase", "en", 2)
def e2_kdbx():
    ph = " ".join(words(D.randint(4, 6)))
    t = f"The diceware words that open my Bitwarden vault: {ph}. Rolled them at {pick(EN_NAMES)}'s desk."
    return t, [ph], ["The diceware words that open my Bitwarden vault", "Rolled them at"]


@T(2, "passphrase", "en", 2)
def e2_luks():
    ph = "-".join(w.capitalize() if i == 0 else w for i, w in enumerate(words(4))) + str(D.randint(10, 99))
    host = pick(["field laptop", "home server", "travel Chromebook", "lab workstation"])
    t = f"At boot the {host} asks for the LUKS unlock phrase; it's {ph}."
    return t, [ph], [f"At boot the {host} asks"]


@T(2, "seed_phrase", "en", 2)
def e2_seed12():
    ph = " ".join(words(12))
    t = f"Wallet backup for the test hot wallet ({ph}) - also written on the card in the safe."
    return t, [ph], ["Wallet backup for the test hot wallet", "written on the card in the safe"]


@T(2, "seed_phrase", "en", 2)
def e2_seed24_lines():
    ws = words(24)
    lines = [" ".join(f"{i + 1}.{ws[i]}" for i in range(r, r + 8)) for r in (0, 8, 16)]
    t = "Trezor card for the treasury cosigner, copied row by row:\n" + "\n".join(lines)
    return t, lines, ["Trezor card for the treasury cosigner, copied row by row:"]


@T(2, "seed_phrase", "zh", 2)
def z2_seed12():
    ph = " ".join(words(12))
    t = f"钱包卡背面那 12 个词：{ph}。手机里没存。"
    return t, [ph], ["钱包卡背面那 12 个词", "手机里没存"]


@T(2, "seed_phrase", "zh", 2)
def z2_recovery_phrase():
    ph = " ".join(words(24))
    t = f"{pick(ZH_NAMES)}的冷钱包恢复短语是 {ph} ，千万别截图。"
    return t, [ph], ["的冷钱包恢复短语是", "千万别截图"]


@T(2, "passphrase", "zh", 2)
def z2_sentence_phrase():
    ph = " ".join(w.capitalize() for w in words(4)) + D.choice("!?.") + str(D.randint(1, 99))
    t = f"家里 NAS 加密卷用的是一整句：{ph} —— 大小写要对。"
    return t, [ph], ["家里 NAS 加密卷用的是一整句", "大小写要对"]


# ================================================================ 3. recovery / backup codes
@T(3, "recovery_codes", "en", 2)
def e3_hex_pairs():
    codes = [f"{hexs(5)}-{hexs(5)}" for _ in range(4)]
    svc = pick(["GitHub", "Gitea", "npm", "Docker Hub", "Bitwarden"])
    t = f"{svc} recovery codes (each works once):\n" + "\n".join(codes) + "\nUsed none so far."
    return t, codes, [f"{svc} recovery codes", "Used none so far."]


@T(3, "recovery_codes", "en", 2)
def e3_bitlocker():
    key = "-".join(digits(6) if D.randint(0, 1) else D.s(DIGITS, 6) for _ in range(8))
    host = pick(["LT-FIN-014", "DESKTOP-7QK2M", "surface-priya", "WS-OPS-22"])
    t = f"BitLocker recovery key for {host} (ID 4A1F...): {key}"
    return t, [key], [f"BitLocker recovery key for {host}"]


@T(3, "recovery_codes", "en", 2)
def e3_backup_digits():
    codes = [f"{D.s(DIGITS, 4)} {D.s(DIGITS, 4)}" for _ in range(3)]
    t = f"Printed {pick(['Google', 'Proton', 'Dropbox'])} backup codes, crossed off the first two: " + ", ".join(codes) + "."
    return t, codes, ["backup codes, crossed off the first two"]


@T(3, "recovery_codes", "zh", 2)
def z3_backup_codes():
    codes = [f"{D.s(UPPER + DIGITS, 4)}-{D.s(UPPER + DIGITS, 4)}" for _ in range(3)]
    svc = pick(["飞书", "钉钉", "Apple ID", "微软账号", "阿里云"])
    t = f"{svc}那张打印纸丢了，拍照转出来的救急码是 " + " / ".join(codes) + " ，先存这里。"
    return t, codes, [f"{svc}那张打印纸丢了", "先存这里"]


@T(3, "recovery_codes", "zh", 2)
def z3_apple_key():
    key = "-".join(D.s(UPPER + DIGITS, 4) for _ in range(7))
    t = f"{pick(ZH_NAMES)}的 Apple ID 恢复密钥 {key}，存在保险箱那张纸上。"
    return t, [key], ["的 Apple ID 恢复密钥", "存在保险箱那张纸上"]


# ================================================================ 4. TOTP seeds and otpauth URIs
@T(4, "otpauth_uri", "en", 3)
def e4_otpauth():
    seed, iss, user = b32(32), pick(ISSUERS), pick(["ops", "priya", "root", "finance"]) + "@" + pick(DOMAINS)
    uri = f"otpauth://totp/{iss}:{urllib.parse.quote(user)}?secret={seed}&issuer={iss}&digits=6&period=30"
    t = f"The QR for the shared {iss} account decoded to {uri}"
    return t, [seed], [f"The QR for the shared {iss} account decoded to"]


@T(4, "totp_seed", "en", 2)
def e4_setup_key():
    seed = " ".join(D.s(B32.lower()[:26] + "234567", 4) for _ in range(8))
    t = f"If the QR won't scan, add it by hand with this setup key: {seed} (time-based)."
    return t, [seed], ["If the QR won't scan, add it by hand", "(time-based)"]


@T(4, "totp_seed", "en", 2)
def e4_pyotp():
    seed = b32(32)
    t = f"$ oathtool --totp -b {seed}\n{D.s(DIGITS, 6)}\n(works for the break-glass account on {pick(EN_SYS)})"
    return t, [seed], ["$ oathtool --totp -b", "(works for the break-glass account on"]


@T(4, "totp_seed", "zh", 2)
def z4_manual():
    seed = b32(D.choice([16, 32]))
    t = f"两步验证扫不了码就手动输入：{seed}，选基于时间。"
    return t, [seed], ["两步验证扫不了码就手动输入", "选基于时间"]


@T(4, "otpauth_uri", "zh", 2)
def z4_otpauth():
    seed, iss = b32(32), pick(["阿里云", "GitLab", "Jumpserver", "腾讯企业邮"])
    uri = f"otpauth://totp/{urllib.parse.quote(iss)}:ops?secret={seed}&issuer={urllib.parse.quote(iss)}"
    t = f"从谷歌验证器导出的链接：{uri} ，我备份在这。"
    return t, [seed], ["从谷歌验证器导出的链接", "我备份在这"]


# ================================================================ 5. one-time codes
@T(5, "one_time_code", "en", 2)
def e5_sms():
    code, bank = D.s(DIGITS, 6), pick(BANKS)
    t = f"The SMS code {bank} just sent is {code}; valid for five minutes, go ahead and approve the transfer."
    return t, [code], [f"{bank} just sent is", "valid for five minutes"]


@T(5, "one_time_code", "en", 2)
def e5_device_code():
    code = f"{D.s('BCDFGHJKLMNPQRSTVWXZ', 4)}-{D.s('BCDFGHJKLMNPQRSTVWXZ', 4)}"
    t = f"To link the TV, go to the device page and enter {code} before it times out."
    return t, [code], ["To link the TV, go to the device page", "before it times out"]


@T(5, "one_time_code", "zh", 2)
def z5_yanzhengma():
    code, b = D.s(DIGITS, 6), pick(ZH_BANKS)
    t = f"{b}验证码 {code}，五分钟内有效，你帮我填一下。"
    return t, [code], ["五分钟内有效", "你帮我填一下"]


@T(5, "one_time_code", "zh", 2)
def z5_six_digits():
    code = D.s(DIGITS, 6)
    t = f"短信里那个六位数是{code}，登录{pick(ZH_SYS)}要用。"
    return t, [code], ["短信里那个六位数是", "要用"]


# ================================================================ 6. query-string tokens and signed URLs
@T(6, "query_token", "en", 2)
def e6_share_link():
    tok, dom = b64url(24), pick(DOMAINS)
    t = f"Share link for the board deck: https://files.{dom}/dl/deck-q4.pdf?token={tok}&dl=1"
    return t, [tok], ["Share link for the board deck"]


@T(6, "signed_url", "en", 2)
def e6_s3():
    sig = hexs(64)
    kid = aws_id()
    url = (f"https://{pick(['exports', 'media-raw', 'tmp-share'])}.s3.eu-west-1.amazonaws.com/report.csv"
           f"?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential={kid}%2F20261201%2Feu-west-1%2Fs3%2Faws4_request"
           f"&X-Amz-Date=20261201T101500Z&X-Amz-Expires=604800&X-Amz-SignedHeaders=host&X-Amz-Signature={sig}")
    t = f"Finance wanted the export, so here is a link that works for a week: {url}"
    return t, [sig], ["Finance wanted the export, so here is a link that works for a week"]


@T(6, "signed_url", "en", 1)
def e6_gcs():
    sig = hexs(512)
    url = (f"https://storage.googleapis.com/{pick(['ml-artifacts', 'raw-uploads'])}/model.bin?X-Goog-Algorithm=GOOG4-RSA-SHA256"
           f"&X-Goog-Credential=uploader%40proj.iam.gserviceaccount.com%2F20261202%2Fauto%2Fstorage%2Fgoog4_request"
           f"&X-Goog-Date=20261202T080000Z&X-Goog-Expires=3600&X-Goog-SignedHeaders=host&X-Goog-Signature={sig}")
    t = f"GCS signed URL the pipeline printed: {url}"
    return t, [sig], ["GCS signed URL the pipeline printed"]


@T(6, "signed_url", "en", 2)
def e6_sas():
    sig = urllib.parse.quote(b64(32), safe="")
    acct = pick(["stbackups01", "mediaprodweu", "logsarchive"])
    t = (f"Blob URL handed to the auditors (read+list, good until Friday): https://{acct}.blob.core.windows.net/exports?"
         f"sv=2022-11-02&ss=b&srt=co&sp=rl&se=2026-12-12T00:00:00Z&spr=https&sig={sig}")
    return t, [sig], ["Blob URL handed to the auditors (read+list, good until Friday)"]


@T(6, "query_token", "en", 2)
def e6_reset_link():
    tok = D.s(LOWER + DIGITS, 40)
    t = f"Password reset link (single use, not clicked yet): https://{pick(DOMAINS)}/account/reset?uid=8812&t={tok}"
    return t, [tok], ["reset link (single use, not clicked yet)"]


@T(6, "query_token", "en", 1)
def e6_apikey_param():
    k = hexs(32)
    t = f"The weather widget calls https://api.{pick(DOMAINS)}/v2/forecast?q=Leeds&units=metric&appid={k} every 10 min."
    return t, [k], ["The weather widget calls", "every 10 min."]


@T(6, "signed_url", "zh", 2)
def z6_oss():
    sig = urllib.parse.quote(b64(20), safe="")
    t = (f"下载链接带签名，明天过期：https://{pick(['cdn-res', 'bi-export'])}.oss-cn-hangzhou.aliyuncs.com/2026/report.zip?"
         f"OSSAccessKeyId={ali_id()}&Expires=1796000000&Signature={sig}")
    return t, [sig], ["下载链接带签名，明天过期"]


@T(6, "query_token", "zh", 2)
def z6_access_key_param():
    k = D.s(B62, 32)
    t = f"把 https://api.{pick(DOMAINS)}/v1/report?date=2026-12-01&access_key={k} 发给了外包同学，之后要换。"
    return t, [k], ["发给了外包同学", "之后要换"]


# ================================================================ 7. cookies and headers
@T(7, "cookie", "en", 2)
def e7_cookie_header():
    sid = D.s(HEX.upper(), 32)
    t = f"Replaying the bug needs the same header the QA browser sent: Cookie: locale=fr; JSESSIONID={sid}; banner_seen=1"
    return t, [sid], ["Replaying the bug needs the same header", "banner_seen=1"]


@T(7, "cookie", "en", 2)
def e7_set_cookie():
    v = b64url(D.randint(90, 140))
    t = f"Set-Cookie: __Secure-next-auth.session-token={v}; Path=/; HttpOnly; Secure; SameSite=Lax"
    return t, [v], ["HttpOnly; Secure; SameSite=Lax"]


@T(7, "auth_header", "en", 2)
def e7_bearer_curl():
    tok = D.s(B62, 40)
    t = f"curl -s https://api.{pick(DOMAINS)}/v1/me -H \"Authorization: Bearer {tok}\" | jq .email"
    return t, [tok], ["Authorization: Bearer", "| jq .email"]


@T(7, "auth_header", "en", 1)
def e7_x_auth():
    tok = hexs(40)
    h = pick(["X-Auth-Token", "X-Api-Key", "X-Vault-Token", "Private-Token"])
    t = f"Postman collection header for {pick(SVCS)}: {h}: {tok}"
    return t, [tok], [f"{h}:", "Postman collection header"]


@T(7, "auth_header", "en", 1)
def e7_proxy_basic():
    enc = base64.b64encode(f"{pick(USERS)}:{pw()}".encode()).decode()
    t = f"Corporate proxy needs Proxy-Authorization: Basic {enc} on every CONNECT."
    return t, [enc], ["Proxy-Authorization: Basic", "on every CONNECT."]


@T(7, "auth_header", "en", 2)
def e7_supabase():
    tok = jwt("HS256", {"iss": "supabase", "ref": D.s(LOWER, 20), "role": "service_role",
                        "iat": 1760000000, "exp": 2075000000})
    t = f"headers = {{'apikey': '{tok}'}}  # service_role, bypasses RLS"
    return t, [tok], ["headers = {'apikey':", "bypasses RLS"]


@T(7, "cookie", "zh", 2)
def z7_cookie():
    v = f"{hexs(8)}-{hexs(4)}-4{hexs(3)}-{D.choice('89ab')}{hexs(3)}-{hexs(12)}"
    t = f"F12 里复制出来的是 satoken={v}，带着它不用登录就能进管理端。"
    return t, [v], ["F12 里复制出来的是", "带着它不用登录就能进管理端"]


@T(7, "auth_header", "zh", 2)
def z7_bearer():
    tok = D.s(B62, 36)
    t = f"联调环境专用：curl -H 'Authorization: Bearer {tok}' https://{pick(DOMAINS)}/api/{pick(SVCS)}"
    return t, [tok], ["联调环境专用", "Authorization: Bearer"]


# ================================================================ 8. connection strings
@T(8, "conn_postgres_url", "en", 2)
def e8_pg():
    p, u, h, d = upw(), pick(USERS), pick(HOSTS), pick(DBS)
    t = f"DATABASE_URL for the {d} replica is postgresql://{u}:{p}@{h}:5432/{d}?sslmode=require"
    return t, [p], [f"DATABASE_URL for the {d} replica", "sslmode=require"]


@T(8, "conn_mysql_dsn", "en", 1)
def e8_go_dsn():
    p, u, h, d = upw(), pick(USERS), pick(HOSTS), pick(DBS)
    t = f"dsn := \"{u}:{p}@tcp({h}:3306)/{d}?parseTime=true&loc=UTC\""
    return t, [p], ["dsn :=", "parseTime=true&loc=UTC"]


@T(8, "conn_mongodb", "en", 1)
def e8_mongo_rs():
    p, u = upw(), pick(USERS)
    t = (f"Mongo replica set: mongodb://{u}:{p}@mongo-a.prod.local:27017,mongo-b.prod.local:27017/"
         f"?replicaSet=rs0&authSource=admin")
    return t, [p], ["Mongo replica set:", "replicaSet=rs0&authSource=admin"]


@T(8, "conn_redis", "en", 2)
def e8_rediss():
    p = D.s(B62, 32)
    t = f"Session store moved to rediss://default:{p}@redis-sess.svc.cluster.local:6380/0 last night."
    return t, [p], ["Session store moved to", "last night."]


@T(8, "conn_adonet", "en", 1)
def e8_adonet():
    p = pw(syms="!#%^*-_.@")
    t = (f"Server=tcp:{pick(['sqlrpt', 'erp-prod', 'hrdb'])}.database.windows.net,1433;Initial Catalog={pick(DBS)};"
         f"User ID={pick(USERS)};Password={p};Encrypt=True;TrustServerCertificate=False;")
    return t, [p], ["Initial Catalog=", "Encrypt=True;TrustServerCertificate=False;"]


@T(8, "conn_libpq_kv", "en", 2)
def e8_libpq():
    p = spw()
    t = f"psql \"host={pick(HOSTS)} port=5432 dbname={pick(DBS)} user={pick(USERS)} password={p} sslmode=verify-full\""
    return t, [p], ["sslmode=verify-full", "dbname="]


@T(8, "conn_elastic", "en", 1)
def e8_elastic():
    p = upw()
    t = f"Logstash output points at https://elastic:{p}@es-logs-01.internal:9200 (index logs-%{{+YYYY.MM}})."
    return t, [p], ["Logstash output points at", "index logs-%{+YYYY.MM}"]


@T(8, "conn_smtp_url", "en", 1)
def e8_smtp():
    p = upw()
    t = f"EMAIL_URL=smtps://alerts%40{pick(DOMAINS)}:{p}@smtp.{pick(DOMAINS)}:465"
    return t, [p], ["EMAIL_URL="]


@T(8, "conn_snowflake", "en", 1)
def e8_snowflake():
    p = upw()
    t = f"Superset's Snowflake source is snowflake://{pick(USERS)}:{p}@xy12345.eu-central-1/ANALYTICS/PUBLIC?warehouse=TRANSFORM_WH"
    return t, [p], ["Superset's Snowflake source is", "warehouse=TRANSFORM_WH"]


@T(8, "conn_ftp", "en", 1)
def e8_ftp():
    p = upw()
    t = f"Supplier drops files at ftp://edi_in:{p}@ftp.{pick(DOMAINS)}/outbound/ every night at 02:00."
    return t, [p], ["Supplier drops files at", "every night at 02:00."]


@T(8, "conn_string", "zh", 2)
def z8_mysql():
    p, h, d = upw(), pick(HOSTS), pick(DBS)
    t = f"报表脚本里写死了 mysql://{pick(USERS)}:{p}@{h}:3306/{d} ，上线前要挪到配置中心。"
    return t, [p], ["报表脚本里写死了", "上线前要挪到配置中心"]


@T(8, "conn_string", "zh", 2)
def z8_amqp():
    p = upw()
    t = f"消息队列现在走 amqps://{pick(USERS)}:{p}@rabbit-2.queue.local:5671/orders ，旧地址周末下线。"
    return t, [p], ["消息队列现在走", "旧地址周末下线"]


@T(8, "conn_oracle", "zh", 2)
def z8_oracle():
    p = pw(C.choice(["alnum", "human"]), syms="_")
    t = f"财务那边的 Oracle：jdbc:oracle:thin:{pick(['FIN_RO', 'GL_APP', 'HR_SYNC'])}/{p}@//ora-gl.internal:1521/ORCLPDB1"
    return t, [p], ["财务那边的 Oracle", "ORCLPDB1"]


# ================================================================ 9. provider keys in real shapes
@T(9, "aws_keypair", "en", 2)
def e9_aws():
    kid, sec = aws_id(), aws_secret()
    t = (f"New IAM user for the backup job: access key {kid}, secret {sec} - attach only the "
         f"s3:PutObject policy.")
    return t, [sec], ["New IAM user for the backup job", "s3:PutObject policy."]


@T(9, "gcp_api_key", "en", 1)
def e9_gmaps():
    k = google_api()
    t = f"<script src=\"https://maps.googleapis.com/maps/api/js?key={k}&callback=initMap\" async></script>"
    return t, [k], ["callback=initMap"]


@T(9, "azure_storage", "en", 1)
def e9_azure():
    k = azure_key()
    t = (f"AZURE_STORAGE_CONNECTION_STRING=DefaultEndpointsProtocol=https;AccountName=stbackups01;"
         f"AccountKey={k};EndpointSuffix=core.windows.net")
    return t, [k], ["AZURE_STORAGE_CONNECTION_STRING=", "EndpointSuffix=core.windows.net"]


@T(9, "payment_key", "en", 2)
def e9_stripe():
    kind = C.choice(["sk", "rk", "whsec"])
    k = {"sk": stripe_sk, "rk": stripe_rk, "whsec": stripe_whsec}[kind]()
    label = {"sk": "the live secret key", "rk": "the restricted key for the refunds worker",
             "whsec": "the endpoint signing secret"}[kind]
    t = f"Stripe dashboard gave us {label}: {k}. Test mode is unaffected."
    return t, [k], ["Stripe dashboard gave us", "Test mode is unaffected."]


@T(9, "payment_key", "en", 1)
def e9_square():
    k = square_tok()
    t = f"Square production access token for the POS sync is {k}"
    return t, [k], ["Square production access token for the POS sync"]


@T(9, "chat_token", "en", 2)
def e9_chat():
    which = C.choice(["slack_bot", "slack_app", "discord", "telegram"])
    k = {"slack_bot": xoxb, "slack_app": xapp, "discord": discord_bot, "telegram": tg_bot}[which]()
    where = {"slack_bot": "Slack bot", "slack_app": "Slack socket-mode app", "discord": "Discord bot",
             "telegram": "Telegram bot"}[which]
    t = f"{where} for on-call pings runs with {k} (scopes: chat:write)."
    return t, [k], [f"{where} for on-call pings runs with", "(scopes: chat:write)."]


@T(9, "vcs_token", "en", 2)
def e9_vcs():
    which = C.choice(["ghp", "gho", "fine", "glpat", "atbb"])
    k = {"ghp": gh_pat, "gho": gh_oauth, "fine": gh_fine, "glpat": glpat, "atbb": bb_app}[which]()
    t = pick([f"The changelog bot commits with {k}; it expires in 90 days.",
              f"I gave the release bot {k} so it can push tags.",
              f"CI mirror job authenticates as {k} against the monorepo."])
    return t, [k], [t.split(k)[0].strip()]


@T(9, "llm_key", "en", 4)
def e9_llm():
    which = C.choice(["openai", "openai_svc", "anthropic", "groq", "gemini", "hf", "replicate", "pplx", "xai"])
    k = {"openai": openai_key, "openai_svc": openai_svc, "anthropic": anthropic_key, "groq": groq_key,
         "gemini": google_api, "hf": hf_tok, "replicate": replicate_tok, "pplx": pplx_key, "xai": xai_key}[which]()
    t = pick([f"The nightly benchmark script picks up {k} from my dotfiles; costs go to the research budget.",
              f"For the summariser prototype I'm using {k} until procurement sorts the org account.",
              f"llm = Client(api_key=\"{k}\", timeout=30)  # hardcoded for the demo only"])
    return t, [k], [t.split(k)[0].strip()] if not t.startswith("llm") else ["llm = Client(api_key=", "# hardcoded for the demo only"]


@T(9, "misc_vendor_key", "en", 3)
def e9_misc():
    which = C.choice(["dop", "npm", "shpat", "vault", "doppler", "linear", "notion", "postman", "sendgrid",
                      "sentry", "mailchimp", "atlassian"])
    k = {"dop": dop, "npm": npm_tok, "shpat": shpat, "vault": vault_tok, "doppler": doppler, "linear": linear_key,
         "notion": notion_key, "postman": postman_key, "sendgrid": sendgrid, "sentry": sentry_tok,
         "mailchimp": mailchimp, "atlassian": atlassian_tok}[which]()
    t = f"Integration inventory, {pick(SVCS)} row: {k} (owner {pick(EN_NAMES)}, rotate Q1)."
    return t, [k], ["Integration inventory", "rotate Q1)."]


@T(9, "twilio_keypair", "en", 1)
def e9_twilio():
    sid, sec = twilio_key_sid(), D.s(B62, 32)
    t = f"Twilio API key {sid} with secret {sec} is what the SMS fallback uses."
    return t, [sec], ["is what the SMS fallback uses."]


@T(9, "cn_cloud_keypair", "zh", 3)
def z9_cloud():
    which = C.choice(["ali", "tc"])
    if which == "ali":
        kid, sec = ali_id(), ali_secret()
        t = f"RAM 用户 log-shipper 的 AK：{kid} / {sec}，只能写 SLS 日志库。"
        keep = ["RAM 用户 log-shipper 的 AK", "只能写 SLS 日志库"]
    else:
        kid, sec = tc_id(), tc_secret()
        t = f"腾讯云 API 密钥：SecretId={kid} SecretKey={sec}（COS 上传用）"
        keep = ["腾讯云 API 密钥", "SecretKey=", "（COS 上传用）"]
    return t, [sec], keep


@T(9, "cn_llm_key", "zh", 3)
def z9_llm():
    which = C.choice(["deepseek", "moonshot", "zhipu", "dashscope"])
    k = {"deepseek": deepseek_key, "moonshot": moonshot_key, "zhipu": zhipu_key, "dashscope": deepseek_key}[which]()
    name = {"deepseek": "DeepSeek", "moonshot": "Kimi", "zhipu": "智谱", "dashscope": "百炼"}[which]
    t = f"{name} 的 key 先用我个人的 {k} ，月底走公司账号后再换。"
    return t, [k], [f"{name} 的 key 先用我个人的", "月底走公司账号后再换"]


@T(9, "cn_im_webhook", "zh", 2)
def z9_webhook():
    which = C.choice(["wecom", "feishu", "ding"])
    if which == "wecom":
        k = f"{hexs(8)}-{hexs(4)}-{hexs(4)}-{hexs(4)}-{hexs(12)}"
        url = f"https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key={k}"
        t = f"企业微信告警机器人：{url} ，群里别转发。"
        keep = ["企业微信告警机器人", "群里别转发"]
    elif which == "feishu":
        k = f"{hexs(8)}-{hexs(4)}-{hexs(4)}-{hexs(4)}-{hexs(12)}"
        url = f"https://open.feishu.cn/open-apis/bot/v2/hook/{k}"
        t = f"飞书机器人地址 {url} ，发版通知用。"
        keep = ["飞书机器人地址", "发版通知用"]
    else:
        k = hexs(64)
        url = f"https://oapi.dingtalk.com/robot/send?access_token={k}"
        t = f"钉钉群机器人 {url} ，加签没开。"
        keep = ["钉钉群机器人", "加签没开"]
    return t, [k], keep


@T(9, "wechat_appsecret", "zh", 1)
def z9_wx():
    sec = hexs(32)
    t = f"公众号后台刚重置了开发者密码(AppSecret)：{sec}，服务器上的 config 要同步改。"
    return t, [sec], ["公众号后台刚重置了开发者密码(AppSecret)", "服务器上的 config 要同步改"]


@T(9, "cn_llm_key", "zh", 1)
def z9_qianfan():
    ak, sk = D.s(B62, 24), D.s(B62, 32)
    t = f"千帆应用的 API Key 是 {ak}，Secret Key 是 {sk}。"
    return t, [ak, sk], ["千帆应用的 API Key 是", "Secret Key 是"]


# ================================================================ 10. private keys and JWTs
@T(10, "pem_private_key", "en", 2)
def e10_rsa():
    block, sec = pem(C.choice(["RSA PRIVATE KEY", "PRIVATE KEY"]), 900)
    t = f"Signing key for the SAML IdP (do not regenerate, SPs pin the cert):\n{block}"
    return t, sec, ["Signing key for the SAML IdP"]


@T(10, "pem_private_key", "en", 1)
def e10_ec():
    block, sec = pem("EC PRIVATE KEY", 160)
    t = f"apple_push.p8 contents, pasted for {pick(EN_NAMES)}:\n{block}\nKey ID {D.s(UPPER + DIGITS, 10)}."
    return t, sec, ["apple_push.p8 contents"]


@T(10, "openssh_private_key", "en", 2)
def e10_openssh():
    block, sec = openssh_key()
    t = f"deploy@{pick(HOSTS)} ~/.ssh/id_ed25519:\n{block}"
    return t, sec, ["~/.ssh/id_ed25519:"]


@T(10, "jwt", "en", 2)
def e10_jwt_prose():
    tok = jwt(C.choice(["HS256", "RS256"]))
    t = pick([f"The refresh token in localStorage was {tok} - valid for 30 days.",
              f"Admin impersonation token (expires Sunday): {tok}"])
    return t, [tok], [t.split(tok)[0].strip()]


@T(10, "jwt", "en", 1)
def e10_jwt_storage():
    tok = jwt("RS256")
    t = f"> localStorage.getItem('auth')\n'{{\"accessToken\":\"{tok}\",\"user\":\"{pick(EN_NAMES).lower()}\"}}'"
    return t, [tok], ["localStorage.getItem('auth')"]


@T(10, "pem_private_key", "zh", 2)
def z10_pem():
    block, sec = pem("RSA PRIVATE KEY", 900)
    t = f"支付宝应用私钥（别发群里）：\n{block}"
    return t, sec, ["支付宝应用私钥（别发群里）"]


@T(10, "jwt", "zh", 2)
def z10_jwt():
    tok = jwt("HS256")
    t = f"测试用的管理员 JWT：{tok} ，过期了就找{pick(ZH_NAMES)}重新签。"
    return t, [tok], ["测试用的管理员 JWT", "重新签"]


# ================================================================ 11. env / config-file lines
@T(11, "env_file", "en", 2)
def e11_env():
    a, b = pw(syms="_-.%+"), D.s(B62, 40)
    t = (f"# .env.local (web)\nAPP_URL=http://localhost:3000\nDATABASE_PASSWORD={a}\n"
         f"NEXTAUTH_SECRET={b}\nFEATURE_FLAGS=beta-search")
    return t, [a, b], ["DATABASE_PASSWORD=", "NEXTAUTH_SECRET=", "FEATURE_FLAGS=beta-search"]


@T(11, "yaml_config", "en", 2)
def e11_yaml():
    a = pw(syms="_-.%+")
    t = (f"spring:\n  datasource:\n    url: jdbc:postgresql://{pick(HOSTS)}:5432/{pick(DBS)}\n"
         f"    username: {pick(USERS)}\n    password: {a}\n  jpa:\n    open-in-view: false")
    return t, [a], ["password:", "open-in-view: false"]


@T(11, "json_config", "en", 2)
def e11_json():
    a, b = D.s(B62, 32), pw(syms="!#%^*-_.")
    cfg = {"smtp": {"host": f"smtp.{pick(DOMAINS)}", "port": 587, "user": "mailer", "pass": b},
           "recaptcha": {"siteKey": "6Lc" + chex(37), "secretKey": a}}
    t = "appsettings.json:\n" + json.dumps(cfg, indent=2)
    return t, [a, b], ['"pass":', '"secretKey":', '"port": 587']


@T(11, "toml_config", "en", 2)
def e11_toml():
    a = pw(syms="!#%^*-_.")
    t = (f"[database]\nhost = \"{pick(HOSTS)}\"\nport = 5432\nuser = \"{pick(USERS)}\"\npassword = \"{a}\"\n"
         f"pool_size = 12")
    return t, [a], ["[database]", "password = ", "pool_size = 12"]


@T(11, "ini_config", "en", 1)
def e11_ini():
    a = pw(syms="!#%^*-_.")
    t = f"; ~/.my.cnf\n[client]\nuser={pick(USERS)}\npassword={a}\nhost={pick(HOSTS)}"
    return t, [a], ["[client]", "password="]


@T(11, "config_line", "en", 1)
def e11_compose():
    a = pw(syms="_-.")
    t = (f"# values-prod.yaml\nredis:\n  architecture: standalone\n  auth:\n    enabled: true\n    password: \"{a}\"\n"
         f"  master:\n    persistence:\n      size: 8Gi")
    return t, [a], ["# values-prod.yaml", "architecture: standalone", "size: 8Gi"]


@T(11, "env_file", "zh", 2)
def z11_env():
    a, b = pw(syms="_-."), hexs(64)
    t = (f"# 线上环境变量，改完要重启\nREDIS_HOST={pick(HOSTS)}\nREDIS_PASSWORD={a}\n"
         f"# 下面是签名用的\nJWT_SECRET={b}")
    return t, [a, b], ["# 线上环境变量，改完要重启", "REDIS_PASSWORD=", "JWT_SECRET="]


@T(11, "yaml_config", "zh", 2)
def z11_yaml():
    a = pw(syms="_-.")
    t = (f"# 数据源配置（{pick(ZH_SYS)}）\ndatasource:\n  username: {pick(USERS)}\n  password: '{a}'\n"
         f"  driver-class-name: com.mysql.cj.jdbc.Driver")
    return t, [a], ["# 数据源配置", "password:", "driver-class-name: com.mysql.cj.jdbc.Driver"]


@T(11, "json_config", "zh", 2)
def z11_json():
    a = D.s(B62, 32)
    cfg = {"appId": "wx" + chex(16), "mchId": str(C.randint(1600000000, 1699999999)), "apiV3Key": a,
           "notifyUrl": f"https://{pick(DOMAINS)}/pay/notify"}
    t = "微信支付配置如下，apiV3Key 不能泄露：\n" + json.dumps(cfg, ensure_ascii=False, indent=2)
    return t, [a], ["微信支付配置如下", '"apiV3Key":', '"notifyUrl":']


# ================================================================ 12. shell commands and logs
@T(12, "shell_secret", "en", 2)
def e12_mysql_quoted():
    a = pw(syms="!#%^*-_.@")
    t = f"mysql -h {pick(HOSTS)} -u {pick(USERS)} -p'{a}' -e 'SELECT COUNT(*) FROM orders;'"
    return t, [a], ["SELECT COUNT(*) FROM orders;"]


@T(12, "shell_secret", "en", 1)
def e12_htpasswd():
    a = spw()
    t = f"sudo htpasswd -b /etc/nginx/.htpasswd {pick(USERS)} {a} && sudo nginx -s reload"
    return t, [a], ["sudo htpasswd -b /etc/nginx/.htpasswd", "&& sudo nginx -s reload"]


@T(12, "shell_secret", "en", 2)
def e12_export():
    which = C.choice(["vault", "gh", "openai", "hf"])
    k = {"vault": vault_tok, "gh": gh_pat, "openai": openai_key, "hf": hf_tok}[which]()
    var = {"vault": "VAULT_TOKEN", "gh": "GH_TOKEN", "openai": "OPENAI_API_KEY", "hf": "HF_TOKEN"}[which]
    t = f"$ export {var}={k}\n$ ./scripts/sync.sh --dry-run"
    return t, [k], [f"export {var}=", "./scripts/sync.sh --dry-run"]


@T(12, "shell_secret", "en", 1)
def e12_git_push():
    k = "ghs_" + D.s(B62, 36)
    t = f"git remote set-url origin https://x-access-token:{k}@github.com/{pick(SVCS)}/deploy-config.git && git fetch --tags"
    return t, [k], ["git remote set-url origin", "&& git fetch --tags"]


@T(12, "shell_secret", "en", 2)
def e12_history():
    a = spw()
    n = C.randint(200, 999)
    t = (f"  {n}  cd /opt/app\n  {n + 1}  mysqldump -h {pick(HOSTS)} -u backup --password={a} --all-databases > all.sql\n"
         f"  {n + 2}  history | tail")
    return t, [a], ["cd /opt/app", "history | tail"]


@T(12, "log_secret", "en", 2)
def e12_log_kv():
    a = pw(syms="!#%^*-_.@")
    t = (f"2026-11-30T10:12:03.118Z DEBUG auth.middleware login attempt user={pick(USERS)} "
         f"password={a} ip=10.0.4.17 result=ok")
    return t, [a], ["DEBUG auth.middleware login attempt", "result=ok"]


@T(12, "log_secret", "en", 1)
def e12_log_url():
    k = D.s(B62, 32)
    t = (f"WARN  [http-client] retry 2/5 GET https://geo.{pick(DOMAINS)}/v1/geocode?address=10+Downing+St&key={k} "
         f"-> 503 Service Unavailable")
    return t, [k], ["WARN  [http-client] retry 2/5", "503 Service Unavailable"]


@T(12, "shell_secret", "zh", 2)
def z12_mysql_p():
    a = spw()
    t = f"我执行的是 mysql -h {pick(HOSTS)} -u{pick(USERS)} -p{a} {pick(DBS)}，报 1045 了。"
    return t, [a], ["我执行的是", "报 1045 了"]


@T(12, "log_secret", "zh", 2)
def z12_log():
    a = zpw()
    t = f"[2026-12-01 09:14:22] ERROR 登录失败 account={pick(USERS)} pwd={a} 原因=账号已锁定"
    return t, [a], ["ERROR 登录失败", "原因=账号已锁定"]


@T(12, "shell_secret", "zh", 2)
def z12_history_export():
    k = C.choice([deepseek_key, openai_key, moonshot_key])()
    t = f"在 ~/.zsh_history 里翻到一行 export LLM_API_KEY={k} ，得清掉。"
    return t, [k], ["在 ~/.zsh_history 里翻到一行", "得清掉"]


# ================================================================ 13. repeated without keyword
@T(13, "repeated_secret", "en", 2)
def e13_pw_again():
    a = pw()
    t = (f"The staging admin password is {a}. Later that day I tried {a} on the reporting host as well "
         f"and it worked there too, so they share it.")
    return t, [a], ["The staging admin password is", "reporting host", "so they share it."]


@T(13, "repeated_secret", "en", 2)
def e13_key_then_curl():
    k = D.s(B62, 40)
    t = (f"API key for {pick(['the carrier', 'the geocoder', 'the KYC vendor'])}: {k}\n"
         f"Quick check: curl -s 'https://api.{pick(DOMAINS)}/ping?k={k}' returned 200.")
    return t, [k], ["API key for", "Quick check:", "returned 200."]


@T(13, "repeated_secret", "en", 1)
def e13_token_quote():
    k = gh_pat()
    t = (f"{pick(EN_NAMES)}'s token is {k}. When asked which one the runner uses, he said \"{k}, "
         f"same as mine\".")
    return t, [k], ["'s token is", "same as mine"]


@T(13, "repeated_secret", "zh", 2)
def z13_pw_again():
    a = zpw()
    t = f"测试库密码是 {a}。后来发现 {a} 在预发也能登，两个环境居然一样。"
    return t, [a], ["测试库密码是", "两个环境居然一样"]


@T(13, "repeated_secret", "zh", 2)
def z13_token_again():
    k = D.s(B62, 36)
    t = f"令牌 {k}（周五过期）。刚才又在 Postman 里粘了一次：{k}，返回 200。"
    return t, [k], ["（周五过期）", "刚才又在 Postman 里粘了一次", "返回 200"]


# ================================================================ 14. split across punctuation
@T(14, "punct_wrapped", "en", 2)
def e14_quote_bang():
    core = pw(C.choice(["human", "rand"]), syms="#%^*-_.") + "!"
    t = f"the guest wifi one is \"{core}\"! don't forget the bang at the end."
    return t, [core], ["the guest wifi one is", "don't forget the bang at the end."]


@T(14, "punct_wrapped", "en", 2)
def e14_brackets():
    a, k = pw(syms="#%^*-_."), D.s(B62, 32)
    t = f"Grafana (admin pass: {a}) and the alertmanager [token={k}] were both reset."
    return t, [a, k], ["were both reset.", "Grafana (admin pass:", "the alertmanager [token="]


@T(14, "split_secret", "en", 2)
def e14_halves():
    k = D.s(B62, 40)
    h1, h2 = k[:20], k[20:]
    t = f"Sending the key in two halves over different channels. First half: \"{h1}\". Second: ({h2})."
    return t, [h1, h2], ["Sending the key in two halves", "First half:", "Second:"]


@T(14, "split_secret", "en", 2)
def e14_concat():
    k = openai_key()
    cut = C.randint(60, 100)
    a, b = k[:cut], k[cut:]
    t = f"KEY = (\"{a}\"\n       \"{b}\")  # split so the linter stops complaining"
    return t, [a, b], ["KEY = (", "# split so the linter stops complaining"]


@T(14, "punct_wrapped", "en", 1)
def e14_inner_quote():
    a = D.s(B62, 8) + "'" + D.s(B62, 4) + "\"" + D.s(B62, 5) + "!"
    t = f"DB_PASS='{a.replace(chr(39), chr(39) + chr(92) + chr(39) + chr(39))}'  # quoting hell"
    # the literal value as it appears in text: shell-escaped; list the two unescaped chunks
    p1, p2 = a.split("'")
    return t, [p1, p2], ["DB_PASS=", "# quoting hell"]


@T(14, "punct_wrapped", "zh", 2)
def z14_corner():
    a = zpw() + "!"
    t = f"密码「{a}」！记住了吗？最后那个感叹号也是。"
    return t, [a], ["记住了吗？最后那个感叹号也是"]


@T(14, "split_secret", "zh", 2)
def z14_halves():
    k = D.s(B62, 32)
    t = f"怕被截获，token 拆开了：上半截 {k[:16]}，下半截（{k[16:]}）。"
    return t, [k[:16], k[16:]], ["怕被截获，token 拆开了", "上半截", "下半截"]


# ================================================================ 15. Chinese phrasings
@T(15, "zh_mima", "zh", 2)
def z15_mima_shi():
    a = zpw()
    t = f"{pick(ZH_SYS)}的管理员密码是 {a}，下周统一改。"
    return t, [a], ["的管理员密码是", "下周统一改"]


@T(15, "zh_kouling", "zh", 2)
def z15_kouling():
    a = zpw()
    t = f"堡垒机口令：{a}（{pick(ZH_NAMES)}刚改的）"
    return t, [a], ["堡垒机口令："]


@T(15, "zh_miyao", "zh", 2)
def z15_miyao():
    a = hexs(32)
    t = f"验签用的密钥我贴这：{a}，跟{pick(ZH_NAMES)}对过了。"
    return t, [a], ["验签用的密钥我贴这", "对过了"]


@T(15, "zh_lingpai", "zh", 2)
def z15_lingpai():
    a = D.s(B62 + "-_", 43)
    t = f"访问令牌为{a}，有效期两小时。"
    return t, [a], ["访问令牌为", "有效期两小时"]


@T(15, "zh_anhao", "zh", 2)
def z15_anhao():
    a = C.choice([lambda: pick(ZH_PHRASE) + str(D.randint(1000, 9999)),
                  lambda: D.choice(PINYIN) + D.choice("#@") + str(D.randint(100, 9999))])()
    t = f"进机房找保安要说暗号：{a}。"
    return t, [a], ["进机房找保安要说暗号"]


@T(15, "zh_login_yong", "zh", 2)
def z15_login_yong():
    a, u = zpw(), pick(USERS)
    t = f"登录用的是 {u}/{a}，别用 SSO 那个。"
    return t, [a], ["登录用的是", "别用 SSO 那个"]


@T(15, "zh_authcode", "zh", 2)
def z15_authcode():
    a = D.s(LOWER, 16)
    t = f"QQ 邮箱 SMTP 授权码 {a}，Foxmail 里也填这个。"
    return t, [a], ["QQ 邮箱 SMTP 授权码", "Foxmail 里也填这个"]


@T(15, "zh_siyao", "zh", 1)
def z15_siyao():
    a = "0x" + hexs(64)
    t = f"测试网钱包私钥 {a}，里面只有水龙头领的币。"
    return t, [a], ["测试网钱包私钥", "里面只有水龙头领的币"]


@T(15, "zh_no_label", "zh", 2)
def z15_reset_to():
    a = zpw()
    t = f"{pick(ZH_NAMES)}忘了，我帮他重置成 {a} 了，让他登录后自己改。"
    return t, [a], ["我帮他重置成", "让他登录后自己改"]


@T(15, "zh_mima", "zh", 1)
def z15_pay_pin():
    a = D.s(DIGITS, 6)
    t = f"公司备用金那张卡的支付密码是{a}，只有出纳知道。"
    return t, [a], ["公司备用金那张卡的支付密码是", "只有出纳知道"]


@T(15, "zh_mima", "zh", 2)
def z15_mixed_en():
    a = pw()
    s = pick(EN_SYS)
    t = f"{s} 的 admin password 我改成 {a} 了，记得更新 wiki 上的 owner。"
    return t, [a], [f"{s} 的 admin password 我改成", "记得更新 wiki 上的 owner"]


# ================================================================ 0. hard negatives
def whole(t):
    return t, [], [t]


def csha():
    return chex(40)


@T(0, "neg_commit_sha", "en", 4)
def n_commit():
    a, b = csha(), chex(7)
    t = pick([f"Reverted {a} (\"bump grpc\") because it broke the arm64 build; the fix is in {b}.",
              f"git bisect says the first bad commit is {a}; {pick(EN_NAMES)} cherry-picked {b} onto release/4.2.",
              f"Deployed {pick(SVCS)} at {a} to prod, rollback target is {b}.",
              f"Merge request !{C.randint(100, 9999)} squashed into {a}; tag v{C.randint(1, 9)}.{C.randint(0, 20)}.0 points at {b}."])
    return t, [], [a, b]


@T(0, "neg_checksum", "en", 3)
def n_sha256():
    h = chex(64)
    f = pick(["node-v22.11.0-linux-x64.tar.xz", "ubuntu-24.04.1-live-server-amd64.iso", "terraform_1.9.8_linux_amd64.zip",
              "kubectl", "model-q4_k_m.gguf"])
    t = f"Verified the download: sha256sum {f} -> {h}  {f}"
    return t, [], [h, f]


@T(0, "neg_request_uuid", "en", 4)
def n_uuid():
    u, tr = cuuid(), chex(32)
    t = pick([f"Request id {u} returned 502 from {pick(SVCS)}; trace {tr} shows the upstream timeout.",
              f"Support ticket references correlation id {u} (trace-id {tr}), nothing sensitive in the payload.",
              f"x-request-id: {u}\ntraceparent: 00-{tr}-{chex(16)}-01"])
    return t, [], [u, tr]


@T(0, "neg_versions", "en", 3)
def n_versions():
    t = pick([f"Bumped the chart to {pick(['4.12.3-rc.2+build.7781', '2.0.0-beta.14', '1.31.4-eks-a737599'])}; protobuf 25.{C.randint(0, 9)}, node v22.{C.randint(1, 12)}.0.",
              f"Pinned cryptography=={C.randint(40, 44)}.0.{C.randint(0, 9)} and openssl 3.{C.randint(0, 4)}.{C.randint(1, 15)} after the CVE notice.",
              f"The Android build is versionCode {C.randint(100000, 999999)}, versionName 7.{C.randint(0, 30)}.{C.randint(0, 9)}-hotfix.",
              f"Chrome {C.randint(120, 140)}.0.{C.randint(6000, 7000)}.{C.randint(10, 200)} fixed the rendering bug."])
    return whole(t)


@T(0, "neg_hosts_ports_paths", "en", 4)
def n_hosts():
    t = pick([f"API listens on 0.0.0.0:{C.randint(8000, 9999)}, metrics at http://{pick(HOSTS)}:9100/metrics, logs in /var/log/{pick(SVCS)}/app.log.",
              f"ssh -J bastion.{pick(DOMAINS)} {pick(USERS)}@{pick(HOSTS)} -p {C.randint(2200, 2299)}",
              f"Mounted //nas01/backups at /mnt/backups with uid=1000,gid=1000; the share lives on {pick(HOSTS)}.",
              f"Redis is at {pick(HOSTS)}:6379 db 3; Postgres at {pick(HOSTS)}:5432/{pick(DBS)} (read replica).",
              f"Config is loaded from /etc/{pick(SVCS)}/config.yaml then ~/.config/{pick(SVCS)}/overrides.toml."])
    return whole(t)


@T(0, "neg_code_identifiers", "en", 5)
def n_decorators():
    t = pick(["@Component\n@RequiredArgsConstructor\npublic class TokenRefreshScheduler {\n  private final PasswordEncoder passwordEncoder;\n}",
              "@Injectable({ providedIn: 'root' })\nexport class AuthTokenService {\n  getAccessToken(): string | null { return this.store.token; }\n}",
              "@pytest.fixture(scope=\"session\")\ndef api_key_header(settings):\n    return {\"X-Api-Key\": settings.API_KEY}",
              "@Override\npublic boolean matches(CharSequence rawPassword, String encodedPassword) { return false; }",
              "const SECRET_ROTATION_DAYS = 90;\nexport function isTokenExpired(exp: number) { return Date.now() / 1000 > exp; }",
              "@app.route('/login', methods=['POST'])\n@limiter.limit('5/minute')\ndef login(): return verify_password(request.form['password'])",
              "class PasswordResetTokenGenerator(BaseTokenGenerator):\n    key_salt = 'auth.tokens.PasswordResetTokenGenerator'"])
    return whole(t)


@T(0, "neg_data_url", "en", 3)
def n_data_url():
    d = png_data_url(C.randint(60, 120))
    t = pick([f"<img alt=\"logo\" src=\"{d}\" width=\"32\">",
              f".icon-check {{ background-image: url({d}); }}",
              f"Inline favicon so the offline page works: {d}"])
    return t, [], [d]


@T(0, "neg_placeholder", "en", 6)
def n_placeholder():
    t = pick(["OPENAI_API_KEY=YOUR_API_KEY",
              "curl -H \"Authorization: Bearer <token>\" https://api.example.com/v1/items",
              "database:\n  user: app\n  password: xxx   # fill in locally",
              "DB_PASSWORD=${DB_PASSWORD:?must be set}",
              "api_key: \"{{ lookup('env', 'PAYMENTS_API_KEY') }}\"",
              "Set STRIPE_SECRET_KEY=sk_test_... in your .env before running the demo.",
              "password: ${{ secrets.DEPLOY_PASSWORD }}",
              "export GITHUB_TOKEN=<your-personal-access-token>",
              "aws_secret_access_key = REPLACE_ME"])
    return whole(t)


@T(0, "neg_password_talk", "en", 5)
def n_talk():
    t = pick([f"The prod DB password is in 1Password under \"Prod / Postgres\"; ask {pick(EN_NAMES)} for vault access.",
              "We rotate the deploy token every 90 days; the next rotation is on 2027-01-15.",
              f"{pick(EN_NAMES)} reset her password yesterday and the new one is only in the team vault.",
              "Never paste API keys into tickets; use the secret-sharing link that expires after one view.",
              "The password policy now requires 14 characters and blocks the last 5 passwords.",
              "I couldn't log in because my token had expired, so I re-ran `gh auth login` and it worked.",
              f"The {pick(SVCS)} service account has no password at all; it authenticates with workload identity."])
    return whole(t)


@T(0, "neg_ssh_public_key", "en", 2)
def n_ssh_pub():
    k = ssh_ed25519_pub()
    t = f"Add this to authorized_keys on the build box: {k} {pick(EN_NAMES).lower()}@laptop"
    return t, [], [k, "authorized_keys"]


@T(0, "neg_image_digest", "en", 2)
def n_digest():
    h = chex(64)
    t = f"The CI runner pulled ghcr.io/{pick(SVCS)}/app@sha256:{h} at 09:14 and the smoke test passed."
    return t, [], ["sha256:" + h]


@T(0, "neg_redacted", "en", 2)
def n_redacted():
    t = pick(["Rotated after the leak; old value was password=[已脱敏:password] in the incident notes.",
              "Log line after scrubbing: token=[已脱敏:token] user=ops status=401",
              "DB_PASSWORD=[已脱敏:password] (see vault path kv/app/db)"])
    return whole(t)


@T(0, "neg_config_no_value", "en", 3)
def n_config_ref():
    t = pick(["Set spring.datasource.password from the env var DB_PASS; never commit it.",
              "valueFrom:\n  secretKeyRef:\n    name: db-credentials\n    key: password",
              "The `token_endpoint` is https://auth.example.com/oauth2/token and `grant_type` is client_credentials.",
              "auth:\n  type: oidc\n  client_id: grafana\n  client_secret_file: /run/secrets/grafana_oidc",
              f"PGPASSFILE=/home/{pick(USERS)}/.pgpass is picked up automatically by psql."])
    return whole(t)


@T(0, "neg_numbers_ids", "en", 3)
def n_numbers():
    t = pick([f"Invoice INV-2026-{C.randint(100000, 999999)}, PO {C.randint(4500000000, 4599999999)}, paid on 2026-11-28.",
              f"UPS tracking 1Z{''.join(C.choice(UPPER + DIGITS) for _ in range(16))} shows the laptop left the depot.",
              f"AWS account {C.randint(100000000000, 999999999999)} hosts the staging VPC vpc-{chex(17)}.",
              f"Jira {pick(['OPS', 'PLAT', 'SEC'])}-{C.randint(1000, 9999)}: bump the retention to {C.randint(30, 400)} days.",
              f"Rack B{C.randint(1, 9)}, U{C.randint(10, 20)}-U{C.randint(21, 30)}, asset tag IT-{C.randint(100000, 999999)}, serial {''.join(C.choice(UPPER + DIGITS) for _ in range(12))}."])
    return whole(t)


@T(0, "neg_otp_talk", "en", 2)
def n_otp():
    t = pick(["The verification code expires after 10 minutes; request a new one if it fails.",
              "Use the authenticator app rather than SMS codes for the admin accounts.",
              "She typed the 6-digit code too late and got locked out for 15 minutes.",
              "After three wrong codes the portal makes you wait an hour before trying again."])
    return whole(t)


@T(0, "neg_conn_no_password", "en", 3)
def n_conn():
    t = pick([f"postgresql://{pick(USERS)}@{pick(HOSTS)}:5432/{pick(DBS)}?sslmode=require (auth via IAM token)",
              f"mongodb+srv://cluster0.{chex(5)}.mongodb.net/?authMechanism=MONGODB-X509&authSource=%24external",
              f"redis://{pick(HOSTS)}:6379/0",
              f"jdbc:sqlserver://{pick(HOSTS)}:1433;databaseName={pick(DBS)};integratedSecurity=true;",
              f"amqp://{pick(HOSTS)}:5672/%2F (guest access disabled, uses client certs)"])
    return whole(t)


@T(0, "neg_public_ids", "en", 3)
def n_public():
    t = pick([f"Analytics tag G-{''.join(C.choice(UPPER + DIGITS) for _ in range(10))} goes in the site header.",
              f"arn:aws:iam::{C.randint(100000000000, 999999999999)}:role/github-actions-deploy",
              f"Firebase projectId \"{pick(SVCS)}-{C.randint(1000, 9999)}\" and messagingSenderId \"{C.randint(10**11, 10**12 - 1)}\".",
              f"OAuth client id {C.randint(10**11, 10**12 - 1)}-{''.join(C.choice(LOWER + DIGITS) for _ in range(32))}.apps.googleusercontent.com (public)",
              f"Sentry org slug {pick(SVCS)}-eu, project id {C.randint(4500000, 4599999)}, release {pick(SVCS)}@{C.randint(1, 9)}.{C.randint(0, 30)}.0"])
    return whole(t)


@T(0, "neg_keyword_words", "en", 3)
def n_words():
    t = pick(["The token bucket refills at 50 tokens per second with a burst of 200.",
              "Renamed the pods to sk-worker-1 through sk-worker-8 after the Sidekiq migration.",
              "Tokenizer stats: 32000 tokens vocabulary, max sequence 8192 tokens.",
              "The key takeaway: secrets management belongs in the platform team's roadmap.",
              "The passwd file lists 42 users; /etc/shadow is root-only, as it should be.",
              "Our guidance says: prefer long random word lists over clever short passwords."])
    return whole(t)


@T(0, "neg_hex_colors_css", "en", 1)
def n_css():
    t = f":root {{ --brand: #{chex(6)}; --accent: #{chex(6)}; --radius: 6px; }}"
    return whole(t)


# ---------------------------------------------------------------- Chinese hard negatives
@T(0, "neg_password_talk", "zh", 6)
def nz_policy():
    t = pick(["安全部门要求：密码长度不少于 14 位，并且不能和最近五次重复。",
              f"生产库的密码放在 1Password 的运维保险库里，需要的话找{pick(ZH_NAMES)}开权限。",
              "别把密码写在工单里，用一次性查看的分享链接发。",
              f"{pick(ZH_NAMES)}的密码忘了，已经走了重置流程，新密码发到本人邮箱了。",
              "令牌过期了，重新登录一下就好，不用找管理员。",
              "密钥统一由 KMS 托管，代码里只保留 key 的别名。",
              "口令连续输错五次会锁定账号 30 分钟。",
              "登录用的是公司 SSO，不需要单独的账号密码。"])
    return whole(t)


@T(0, "neg_commit_sha", "zh", 3)
def nz_commit():
    a, b = csha(), chex(8)
    t = pick([f"回滚到 {a} 了，问题出在 {b} 那次合并。",
              f"{pick(ZH_NAMES)}说线上跑的是 {a}，和 release 分支的 {b} 对不上。",
              f"这个 bug 是 {b} 引入的，修复提交 {a} 已经合进 main。"])
    return t, [], [a, b]


@T(0, "neg_request_uuid", "zh", 3)
def nz_uuid():
    u = cuuid()
    t = pick([f"{pick(SVCS)} 报 502 的那条请求，X-Request-Id 是 {u}，帮忙捞下日志。",
              f"用户反馈下单失败，订单流水号对应的 traceId 是 {u}。",
              f"工单附件里的 request_id={u}，不含敏感信息。"])
    return t, [], [u]


@T(0, "neg_versions", "zh", 3)
def nz_versions():
    t = pick([f"后端升级到 Spring Boot 3.{C.randint(1, 4)}.{C.randint(0, 9)}，JDK 换成 21。",
              f"App 版本 7.{C.randint(0, 30)}.{C.randint(0, 9)}（build {C.randint(1000, 9999)}）已提交审核。",
              f"MySQL 从 5.7.{C.randint(20, 44)} 升到 8.0.{C.randint(30, 40)} 之后慢查询少了很多。",
              f"前端依赖 vue@3.5.{C.randint(0, 13)}、vite@5.{C.randint(0, 4)}.{C.randint(0, 9)}，别随便升级。"])
    return whole(t)


@T(0, "neg_hosts_ports_paths", "zh", 3)
def nz_hosts():
    t = pick([f"服务监听 {C.randint(8000, 9999)} 端口，日志在 /data/logs/{pick(SVCS)}/ 下面。",
              f"跳板机是 {pick(HOSTS)}，端口 {C.randint(2200, 2299)}，用自己的 key 登录。",
              f"配置文件路径：/etc/nginx/conf.d/{pick(SVCS)}.conf，改完 nginx -t 再 reload。",
              f"内网 DNS 指向 {pick(HOSTS)}，外网走 {pick(DOMAINS)}。"])
    return whole(t)


@T(0, "neg_placeholder", "zh", 4)
def nz_placeholder():
    t = pick(["把 API_KEY=你的密钥 填进 .env 再启动。",
              "配置示例：password: <在这里填密码>",
              "文档里的 token=xxx 只是占位符，替换成自己的。",
              "SECRET_KEY=******（真实值在配置中心）",
              "Authorization: Bearer {你的令牌}",
              "密码一栏暂时写 TODO，上线前必须换成真实值。"])
    return whole(t)


@T(0, "neg_code_identifiers", "zh", 4)
def nz_code():
    t = pick(["用 @Autowired 注入 PasswordEncoder，不要自己 new BCryptPasswordEncoder。",
              "@Injectable() 的 TokenService 里加了 refreshToken() 方法，记得写单测。",
              "在 @Component 上加 @ConfigurationProperties(prefix = \"app.security\") 就能读到配置。",
              "函数 verify_password_hash(token_bytes) 改名成 check_password 了。",
              "把 @pytest.fixture 的 scope 改成 session，secret_store 只初始化一次。"])
    return whole(t)


@T(0, "neg_otp_talk", "zh", 3)
def nz_otp():
    t = pick(["验证码收不到的话，先检查手机是不是拦截了营销短信。",
              "短信验证码经常延迟，建议改用 App 推送确认。",
              "备用码已经重新生成并打印，放在保险柜里。",
              "两步验证开了之后，每次登录都要输六位动态码。"])
    return whole(t)


@T(0, "neg_data_url", "zh", 2)
def nz_data_url():
    d = png_data_url(C.randint(60, 120))
    t = pick([f"头像先用内联图片：{d}", f"邮件模板里的 logo 改成 <img src=\"{d}\">，避免外链被拦。"])
    return t, [], [d]


@T(0, "neg_redacted", "zh", 2)
def nz_redacted():
    t = pick(["脱敏后的样例：password=[已脱敏:password]，可以直接贴进周报。",
              "事故复盘里写的是 密钥：[已脱敏:secret]，原值已经作废。",
              "导出的配置 token=[已脱敏:token]，可以发给外包。"])
    return whole(t)


@T(0, "neg_mixed_prose", "zh", 5)
def nz_mixed():
    t = pick([f"{pick(SVCS)} 的 credentials 这周全部改成从 KMS 动态拉取，配置文件里不再出现明文。",
              "周会结论：access token 的有效期从 24 小时缩短到 2 小时，refresh token 保持 30 天。",
              "API Key 申请流程：提工单，安全组审批，然后在控制台自助生成。",
              "登录页加了图形验证码和限流，暴力破解的请求少了九成。",
              "新人 onboarding 文档里补了一节：怎么用 SSH key 而不是 password 登录 Git。",
              "审计发现三个 secret 没有 owner，已经分别指派给对应的服务负责人。"])
    return whole(t)


@T(0, "neg_numbers_ids", "zh", 3)
def nz_numbers():
    t = pick([f"客户投诉的那笔交易流水号 {C.randint(10**17, 10**18 - 1)}，财务说明天处理。",
              f"顺丰单号 SF{C.randint(10**11, 10**12 - 1)}，明天到。",
              f"工单 #{C.randint(10000, 99999)} 已关闭，客户已回访确认，满意度 {C.randint(3, 5)} 分。",
              f"发票号码 {C.randint(10**19, 10**20 - 1)}，税号 91310000{''.join(C.choice(UPPER + DIGITS) for _ in range(10))}。"])
    return whole(t)


@T(0, "neg_checksum", "zh", 2)
def nz_hash():
    h = chex(C.choice([32, 64]))
    t = pick([f"安装包的 MD5/SHA 校验值是 {h}，下载后核对一下。", f"镜像文件哈希 {h}，和官网公布的一致。"])
    return t, [], [h]


@T(0, "neg_ssh_public_key", "zh", 1)
def nz_pub():
    k = ssh_ed25519_pub()
    t = f"把这个公钥加到 authorized_keys：{k} deploy@ci"
    return t, [], [k]


# ================================================================ build + self-check (same checks as the round-2 builder)
def spans(text, sub):
    out, i = [], text.find(sub)
    while i != -1:
        out.append((i, i + len(sub)))
        i = text.find(sub, i + 1)
    return out


def case_errors(c):
    """Checks that concern one case only (also used to reject a draw during the build)."""
    errors = []
    cid = c.get("id", c.get("group"))
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
    if len(set(c["must_keep"])) != len(c["must_keep"]):
        errors.append(f"{cid}: duplicate must_keep strings")
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
        errors += case_errors(c)
    return errors


def build(fresh=False):
    global D, C
    D = Draw(None if fresh else SEED)
    C = random.Random(SEED + 1)
    cases, seen = [], set()
    for tpl in REG:
        made = tries = 0
        while made < tpl["n"]:
            tries += 1
            if tries > tpl["n"] * 40:
                raise SystemExit(f"template {tpl['group']} cannot produce {tpl['n']} distinct valid cases")
            text, secs, keep = tpl["fn"]()
            c = {"text": text, "secrets": list(secs), "must_keep": list(keep),
                 "kind": tpl["kind"], "lang": tpl["lang"],
                 "polarity": "negative" if tpl["family"] == 0 else "positive",
                 "group": tpl["group"], "_family": tpl["family"]}
            if text in seen or case_errors(c):
                continue          # redraw (e.g. a random value happened to contain a must_keep word)
            seen.add(text)
            made += 1
            cases.append(c)
    C.shuffle(cases)      # ids must not reveal the family
    for i, c in enumerate(cases, 1):
        c["id"] = f"{ID_PREFIX}{i:04d}"
    return cases


def stats(cases):
    fam, fam_lang, kinds, langpol, fam_sec = (collections.Counter() for _ in range(5))
    gpf = collections.defaultdict(set)
    nsec = 0
    for c in cases:
        f = c["_family"]
        fam[(f, c["polarity"])] += 1
        fam_lang[(f, c["lang"])] += 1
        fam_sec[f] += len(c["secrets"])
        kinds[(c["kind"], c["lang"])] += 1
        langpol[(c["lang"], c["polarity"])] += 1
        gpf[f].add(c["group"])
        nsec += len(c["secrets"])
    return fam, fam_lang, kinds, langpol, gpf, nsec, fam_sec


def write_readme(cases, errors):
    fam, fam_lang, kinds, langpol, gpf, nsec, fam_sec = stats(cases)
    pos = sum(c["polarity"] == "positive" for c in cases)
    neg = len(cases) - pos
    en = sum(c["lang"] == "en" for c in cases)
    zh = len(cases) - en
    L = ["# Secret-redaction bench, blind round 3 (`secrets_r3.json`)\n",
         "**BLIND.** Written on **2026-12-05** by a helper session that had **not read the code under test** "
         "(no redactor source, rules, config, tests, docs or bench scripts) and had not seen `secrets_dev.json` "
         "or any earlier held-out secrets JSON. Do not tune against it, and do not copy its sentences into "
         "tests, rules or `shared/`. Only the format and pass rule of `shared/bench/secrets/README.md`, the "
         "scorer `eval_redaction.py`, and the structure and self-check of the round-2 builder were used; every "
         "sentence template here is new.\n",
         f"{len(cases)} cases: {pos} positive with {nsec} secret strings, {neg} hard negatives. "
         f"Languages: en {en}, zh {zh} ({100 * zh / len(cases):.0f}% Chinese, incl. mixed Chinese-English prose). "
         f"{len(set(c['group'] for c in cases))} templates (`group`), {len(set(c['kind'] for c in cases))} kinds. "
         "Ids `r3-NNNN` are shuffled, so they do not reveal the family.\n",
         "## Scoring\n",
         "```\npython3 /work/shared/bench/secrets/eval_redaction.py MODULE:FUNCTION --data /work/blind/secrets3/secrets_r3.json\n```\n",
         "Format and pass rule exactly as in `shared/bench/secrets/README.md` (fields `id, text, secrets, must_keep, "
         "kind, lang, polarity, group`): a case passes when no `secrets` string occurs in the redacted output and "
         "every `must_keep` string still does.\n",
         "## Build\n",
         f"`python3 build_corpus.py` regenerates the JSON and this README deterministically (seed `{hex(SEED)}`) "
         "and runs the self-check; `--check` only re-checks the existing JSON; `--fresh` draws new secret values "
         "from `secrets.SystemRandom()` (OS entropy; `SystemRandom` cannot be seeded, so the reproducible default "
         "build uses a seeded `random.Random` with the same drawing code). All values are synthetic, in real shapes "
         "(prefixes, lengths, alphabets); none is a real credential, but secret scanners will flag the file - "
         "allowlist this directory rather than editing the data.\n",
         "Self-check: unique `r3-NNNN` ids; exact field set; every secret occurs in its text, is >= 6 chars, "
         "has no outer whitespace and is listed once; every must_keep occurs in its text; no must_keep "
         "occurrence overlaps a secret occurrence and none contains / is contained in a secret; positives have "
         "secrets, negatives none and a `neg_` kind; zh cases contain Chinese, en cases do not (except the "
         "`[已脱敏:...]` idempotence marker); no duplicate texts. During the build a draw that fails a per-case "
         "check is redrawn.\n",
         f"Self-check result: **{'PASS' if not errors else 'FAIL (' + str(len(errors)) + ' errors)'}**\n",
         "## Counts per family\n",
         "| # | family | templates | positive | secrets | negative | en | zh |",
         "| --- | --- | --- | --- | --- | --- | --- | --- |"]
    for f in sorted(FAMILIES, key=lambda x: (x == 0, x)):
        L.append(f"| {f} | {FAMILIES[f]} | {len(gpf[f])} | {fam[(f, 'positive')]} | {fam_sec[f]} | "
                 f"{fam[(f, 'negative')]} | {fam_lang[(f, 'en')]} | {fam_lang[(f, 'zh')]} |")
    L.append(f"| | **total** | {len(set(c['group'] for c in cases))} | {pos} | {nsec} | {neg} | {en} | {zh} |\n")
    L += ["## Language x polarity\n", "| lang | positive | negative |", "| --- | --- | --- |"]
    for lang in ("en", "zh"):
        L.append(f"| {lang} | {langpol[(lang, 'positive')]} | {langpol[(lang, 'negative')]} |")
    L += ["", "## Counts per kind\n", "| kind | en | zh | total |", "| --- | --- | --- | --- |"]
    for k in sorted(set(k for k, _ in kinds), key=lambda k: (k.startswith("neg_"), k)):
        e, z = kinds[(k, "en")], kinds[(k, "zh")]
        L.append(f"| `{k}` | {e} | {z} | {e + z} |")
    L += ["", "## Labeling conventions\n",
          "- Passwords stated without any credential keyword (`the thing you paste into the login box is ...`, "
          "`后面跟 ... 就行`) list the value only; user names, e-mails and hosts are neither secret nor required.\n"
          "- Passphrases and seed phrases list the whole phrase; a numbered 24-word sheet lists each of its three lines; "
          "recovery / backup codes list each code; a BitLocker or Apple recovery key is listed whole.\n"
          "- TOTP: the base32 seed is the secret (inside an `otpauth://` URI, only the `secret=` value is listed); "
          "a spaced setup key is listed whole. One-time codes (6 digits, device codes) are secrets.\n"
          "- URLs: only the token / signature / password part is listed (`token=`, `t=`, `appid=`, `X-Amz-Signature`, "
          "`X-Goog-Signature`, SAS `sig`, OSS `Signature`, userinfo password, webhook key). The rest of the URL "
          "(host, user name, key id) is not required to survive, so redacting a whole URL is not penalised.\n"
          "- Cookies / headers: the session value or token is listed; the header name is usually a must_keep.\n"
          "- Key pairs list only the secret half (AWS secret, Aliyun AccessKey Secret, Tencent SecretKey, Twilio secret); "
          "public ids (AKIA..., LTAI..., AKID..., SK..., wx AppID) are neither secret nor required.\n"
          "- PEM keys list three body lines (first / middle / last); OpenSSH keys list the second, middle and last line.\n"
          "- Repeated secrets are listed once and every occurrence must go. Split secrets list each piece; a value with "
          "an inner shell-escaped quote lists the two chunks around the escape.\n"
          "- Key names and context (`DB_PASSWORD=`, `password:`, `Authorization: Bearer`, `密码是`, `AppSecret`) are must_keep.\n"
          "- Negatives: must_keep is the at-risk string (commit SHA, checksum, UUID / trace id, image digest, "
          "data-URL, ssh public key) or the whole text (placeholders, versions, hosts/ports/paths, decorators and "
          "code identifiers, policy talk, already-redacted `[已脱敏:...]` markers, Chinese prose about passwords).\n"]
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
        print(f"cases={len(cases)}")
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
    fam, fam_lang, kinds, langpol, gpf, nsec, fam_sec = stats(cases)
    print(f"cases={len(cases)} secrets={nsec}")
    for f in sorted(FAMILIES, key=lambda x: (x == 0, x)):
        print(f"family {f:>2}: templates={len(gpf[f]):>2} pos={fam[(f, 'positive')]:>3} sec={fam_sec[f]:>3} "
              f"neg={fam[(f, 'negative')]:>3} en={fam_lang[(f, 'en')]:>3} zh={fam_lang[(f, 'zh')]:>3}")
    for lang in ("en", "zh"):
        print(f"{lang}: pos={langpol[(lang, 'positive')]} neg={langpol[(lang, 'negative')]}")
    print("self-check:", "PASS" if not errors else f"FAIL ({len(errors)})")
    for e in errors[:60]:
        print("  ", e)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
