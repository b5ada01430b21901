#!/usr/bin/env python3
"""Build the blind round-4 secret-redaction corpus (secrets_r4.json).

Written on 2026-12-05 by a helper that had NOT read the redactor under test,
its rules, config, tests, docs or bench scripts, nor secrets_dev.json or any
held-out / earlier blind JSON. Only the format / pass rule in
shared/bench/secrets/README.md, the scorer, and the structure + self-check of
the round-3 builder were used. Every sentence template below is new.

All secret values are synthetic, drawn in real credential shapes. The default
build is reproducible (seeded). With --fresh, values come from
secrets.SystemRandom() (not reproducible). None is real.

Usage:
    python3 build_corpus.py            # writes secrets_r4.json + README.md, runs self-check
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

SEED = 0x5EC4_1205
HERE = os.path.dirname(os.path.abspath(__file__))
OUT_JSON = os.path.join(HERE, "secrets_r4.json")
OUT_README = os.path.join(HERE, "README.md")
ID_PREFIX = "r4-"

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

# ---------------------------------------------------------------- context pools (new for round 4)
EN_NAMES = ["Ines", "Bartholomew", "Yusuf", "Greta", "Oluwaseun", "Mireille", "Casimir", "Noor", "Ravi", "Thandiwe",
            "Leopold", "Wren"]
ZH_NAMES = ["老刘", "小崔", "阿彬", "宋工", "何姐", "小蒋", "许总", "阿坤", "罗老师", "小邓", "韩工", "大毛"]
ZH_SYS = ["报销系统", "排班后台", "门店收银", "数据看板", "测试环境", "老版 ERP", "客服工作台", "物流平台", "BI 平台"]
EN_SYS = ["Superset", "TeamCity", "Nexus", "Keycloak", "Graylog", "Zabbix", "Sonarqube", "Redash", "Nomad", "Outline"]
SVCS = ["ledger-api", "thumbnailer", "mailer-v2", "quota-svc", "search-indexer", "webhooks-relay", "fx-rates"]
HOSTS = ["db-main-3.corp.lan", "10.12.40.7", "pgbouncer.svc.cluster.local", "192.168.77.19", "maria-ro.eu1.lan",
         "cache-02.stg.internal", "10.201.3.55"]
DOMAINS = ["wrenfold.io", "example.org", "coppergate.dev", "lanternbay.com", "dongshan.example.cn", "fernhollow.app"]
USERS = ["report_ro", "svc_ledger", "deploy", "root", "ingest", "webapp", "backup_agent", "bi_reader"]
DBS = ["ledger", "orders", "metrics", "crm", "shipments", "hr_core", "warehouse"]
ISSUERS = ["GitLab", "Fastmail", "Coinbase", "Dropbox", "AWS", "Tailscale", "Hetzner", "1Password"]
WORDS = """abbey acorn agent alpine anchor angle ankle apple april arctic attic autumn badge bagel banjo barrel
basin batch beacon bench berry bison blanket blaze bloom bonus border bottle branch brick bridge bronze brook
bucket buffalo butter cabin cactus camel canal candle canyon carbon cargo carpet castle cedar cellar chalk chapel
cherry chess cider cinema circus citrus clover cobalt comet coral cotton cousin cradle crater cricket crystal
dagger dancer delta denim desert dial dolphin donkey dragon drum eagle echo elbow ember engine falcon fabric
feather fence fiddle fjord flannel flute forest fossil fountain galaxy garlic gecko ginger glacier goblet gravel
hammer harbor hazel helmet hermit hollow honey horizon husky igloo island ivory jacket jaguar jelly jungle kayak
kettle kiwi ladder lagoon lantern lemon lilac lizard lobster locket magnet mango maple marble meadow mirror
mitten monsoon mosaic muffin nectar needle nickel noodle oasis olive onion orbit otter oyster paddle palace
panda parrot pebble pepper piano pickle pilot pirate planet pocket pollen pony poppy pumpkin puzzle quartz quill
rabbit radar raven ribbon river rocket saddle salmon sandal satin scarf shadow shovel silver sketch sparrow
spider spruce stable summit tablet tango thistle thunder tiger timber tomato tulip tundra turtle umbrella velvet
violin walnut walrus wagon willow window wizard yogurt zebra zipper""".split()
CAPW = ["Falcon", "Meadow", "Bronze", "Juniper", "Otter", "Vortex", "Pickle", "Lantern", "Tundra", "Mosaic"]
PINYIN = ["liu", "cui", "bin", "song", "hejie", "jiang", "xu", "kun", "luo", "deng", "han", "damao"]


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

# ---------------------------------------------------------------- registry
REG = []
FAMILIES = {
    1: "credentials in prose without a credential keyword",
    2: "passphrases (diceware, separators, capitals/digits)",
    3: "seed phrases (12/24 words, numbered or bracketed)",
    4: "recovery / backup codes",
    5: "TOTP seeds (base32, otpauth URIs, CLI flags)",
    6: "one-time and device codes",
    7: "query-string tokens (incl. short parameter names)",
    8: "signed URLs",
    9: "cookies and auth headers",
    10: "connection strings",
    11: "provider keys in real shapes",
    12: "private keys and JWTs",
    13: "env / config lines",
    14: "shell commands and logs",
    15: "stated once, repeated later without the keyword",
    16: "wrapped in punctuation / quotes / brackets",
    17: "Chinese phrasings (口令/密钥/令牌/验证码/暗号/登录用, and none)",
    0: "hard negatives",
}


def T(fam, kind, lang, n):
    def deco(fn):
        REG.append({"family": fam, "kind": kind, "lang": lang, "n": n, "fn": fn, "group": fn.__name__})
        return fn
    return deco


def diceware(n, seps="-._ ", cap=True, digit=True):
    ws = words(n)
    sep = D.choice(seps)
    if cap:
        i = D.randbelow(n)
        ws[i] = ws[i].capitalize()
    if digit:
        i = D.randbelow(n)
        ws[i] = ws[i] + str(D.randint(1, 99))
    return sep.join(ws)


# ================================================================ 1 prose without keyword
@T(1, "prose_no_keyword", "en", 3)
def p1_shift_handover():
    v = pw(); s = pick(EN_SYS); n = pick(EN_NAMES)
    return (f"Shift handover: for {s}, type {v} after the username admin and you are in. {n} rotates it Fridays.",
            [v], [f"Shift handover: for {s}", "after the username admin"])


@T(1, "prose_no_keyword", "en", 2)
def p1_what_unlocks():
    v = pw(); n = pick(EN_NAMES)
    return (f"What unlocks the shared laptop in the meeting room is {v} - {n} set it up last spring.",
            [v], ["What unlocks the shared laptop", "set it up last spring"])


@T(1, "prose_no_keyword", "en", 2)
def p1_combo_sentence():
    v = pw("alnum"); u = pick(USERS); h = pick(HOSTS)
    return (f"Reminder to self: {u} on {h} answers to {v}, don't lose it again.",
            [v], ["Reminder to self", "don't lose it again"])


@T(1, "prose_no_keyword", "en", 2)
def p1_wifi_guest():
    v = pw("human")
    return (f"Guest wifi in the Berlin office is 'Coppergate-Guest' and it wants {v} when you join.",
            [v], ["Guest wifi in the Berlin office", "when you join"])


@T(1, "prose_no_keyword", "zh", 3)
def p1z_enter():
    v = zpw(); s = pick(ZH_SYS); n = pick(ZH_NAMES)
    return (f"{n}说{s}那边账号 admin，后面输 {v} 就能进去了。",
            [v], [f"{s}那边账号 admin", "就能进去了"])


@T(1, "prose_no_keyword", "zh", 2)
def p1z_box():
    v = zpw()
    return (f"保险柜旁边那台电脑开机要敲 {v}，别外传。",
            [v], ["保险柜旁边那台电脑开机要敲", "别外传"])


@T(1, "prose_no_keyword", "zh", 2)
def p1z_wifi():
    v = zpw()
    return (f"会议室无线网 DS-Meeting，连的时候填 {v}。",
            [v], ["会议室无线网 DS-Meeting", "连的时候填"])


# ================================================================ 2 passphrases
@T(2, "passphrase", "en", 3)
def p2_vault_master():
    v = diceware(D.randint(4, 6), seps="-._")
    return (f"The vault master phrase I picked tonight: {v} (written on the card in the drawer).",
            [v], ["The vault master phrase I picked tonight", "written on the card in the drawer"])


@T(2, "passphrase", "en", 2)
def p2_disk_unlock():
    v = diceware(5, seps=" ")
    return (f"LUKS unlock for the NAS is \"{v}\" - spaces included.",
            [v], ["LUKS unlock for the NAS is", "spaces included"])


@T(2, "passphrase", "en", 2)
def p2_gpg():
    v = diceware(D.randint(5, 7), seps="_-+")
    return (f"gpg asked for the passphrase of the release-signing subkey; it is {v}.",
            [v], ["release-signing subkey"])


@T(2, "passphrase", "zh", 3)
def p2z_phrase():
    v = diceware(D.randint(4, 6), seps="-.")
    return (f"密码管理器主密码改成了 {v}，纸条放在书柜第二层。",
            [v], ["密码管理器主密码改成了", "纸条放在书柜第二层"])


@T(2, "passphrase", "zh", 2)
def p2z_encrypt_zip():
    v = diceware(4, seps="_")
    return (f"发给审计的压缩包解压用 {v}，电话里单独告诉对方。",
            [v], ["发给审计的压缩包解压用", "电话里单独告诉对方"])


# ================================================================ 3 seed phrases
@T(3, "seed_phrase", "en", 2)
def p3_twelve_plain():
    ws = " ".join(words(12))
    return (f"Hardware wallet backup (12 words): {ws}. Never photograph this.",
            [ws], ["Hardware wallet backup (12 words)", "Never photograph this"])


@T(3, "seed_phrase", "en", 2)
def p3_numbered24():
    ws = words(24)
    rows = [" ".join(f"{i + 1}.{ws[i]}" for i in range(r, r + 8)) for r in (0, 8, 16)]
    return ("Ledger recovery sheet\n" + "\n".join(rows) + "\nstored offsite in the safe deposit box",
            rows, ["Ledger recovery sheet", "stored offsite in the safe deposit box"])


@T(3, "seed_phrase", "en", 2)
def p3_bracketed():
    ws = words(12)
    v = " ".join(f"[{w}]" for w in ws)
    return (f"Metamask test account words: {v} - only for the Sepolia faucet.",
            [v], ["Metamask test account words", "only for the Sepolia faucet"])


@T(3, "seed_phrase", "zh", 2)
def p3z_mnemonic():
    ws = " ".join(words(12))
    return (f"冷钱包助记词：{ws}，抄在防火袋里了。",
            [ws], ["冷钱包助记词", "抄在防火袋里了"])


@T(3, "seed_phrase", "zh", 2)
def p3z_numbered():
    ws = words(24)
    rows = ["、".join(f"{i + 1}){ws[i]}" for i in range(r, r + 12)) for r in (0, 12)]
    return ("钱包恢复词（24 个）：\n" + "\n".join(rows) + "\n千万别截图。",
            rows, ["钱包恢复词（24 个）", "千万别截图"])


# ================================================================ 4 recovery codes
def rc_code():
    return D.s(LOWER + DIGITS, 5) + "-" + D.s(LOWER + DIGITS, 5)


@T(4, "recovery_codes", "en", 3)
def p4_github_style():
    cs = [rc_code() for _ in range(4)]
    iss = pick(ISSUERS)
    return (f"{iss} gave me these when I turned on 2FA: " + ", ".join(cs) + ". Each works once.",
            cs, [f"{iss} gave me these when I turned on 2FA", "Each works once"])


@T(4, "recovery_codes", "en", 2)
def p4_numeric_list():
    cs = [D.s(DIGITS, 4) + " " + D.s(DIGITS, 4) for _ in range(3)]
    return ("Google fallback codes, printed:\n" + "\n".join(f"  - {c}" for c in cs) + "\n(two already used)",
            cs, ["Google fallback codes, printed", "(two already used)"])


@T(4, "recovery_codes", "en", 2)
def p4_bitlocker():
    v = "-".join(D.s(DIGITS, 6) for _ in range(8))
    return (f"BitLocker key for the finance ThinkPad: {v}",
            [v], ["BitLocker key for the finance ThinkPad"])


@T(4, "recovery_codes", "zh", 3)
def p4z_codes():
    cs = [D.s(UPPER + DIGITS, 4) + "-" + D.s(UPPER + DIGITS, 4) for _ in range(3)]
    return ("企业邮箱的备用码存一下：" + "；".join(cs) + "，用完一个划掉一个。",
            cs, ["企业邮箱的备用码存一下", "用完一个划掉一个"])


@T(4, "recovery_codes", "zh", 2)
def p4z_apple():
    v = "-".join(D.s(UPPER + DIGITS, 4) for _ in range(7))
    return (f"Apple ID 恢复密钥 {v} 放在保险箱里了。",
            [v], ["Apple ID 恢复密钥", "放在保险箱里了"])


# ================================================================ 5 TOTP
@T(5, "totp_seed", "en", 2)
def p5_base32_spaced():
    v = " ".join(b32(4).lower() for _ in range(8))
    iss = pick(ISSUERS)
    return (f"Couldn't scan the QR for {iss}, so I typed the setup key by hand: {v}",
            [v], [f"Couldn't scan the QR for {iss}", "typed the setup key by hand"])


@T(5, "otpauth_uri", "en", 2)
def p5_uri():
    v = b32(32); iss = pick(ISSUERS); n = pick(EN_NAMES).lower()
    return (f"Moved the 2FA to the new phone from otpauth://totp/{iss}:{n}%40{pick(DOMAINS)}?secret={v}&issuer={iss}&digits=6",
            [v], ["Moved the 2FA to the new phone from"])


@T(5, "totp_seed", "en", 2)
def p5_cli():
    v = b32(D.choice([16, 26, 32]))
    return (f"oathtool --totp -b {v} prints the current code for the break-glass account.",
            [v], ["oathtool --totp -b", "prints the current code for the break-glass account"])


@T(5, "totp_seed", "zh", 3)
def p5z_seed():
    v = b32(32); s = pick(ZH_SYS)
    return (f"{s}的二次验证种子是 {v}，导进 Authy 就行。",
            [v], [f"{s}的二次验证种子是", "导进 Authy 就行"])


@T(5, "otpauth_uri", "zh", 2)
def p5z_uri():
    v = b32(26)
    return (f"堡垒机 MFA 链接：otpauth://totp/JumpServer:ops?secret={v}&period=30 ，别发群里。",
            [v], ["堡垒机 MFA 链接", "别发群里"])


# ================================================================ 6 one-time and device codes
@T(6, "one_time_code", "en", 2)
def p6_sms():
    v = digits(6); b = pick(["Revolut", "Monzo", "Barclays", "Wise"])
    return (f"{b} texted {v} to confirm the transfer; it expires in five minutes.",
            [v], [f"{b} texted", "to confirm the transfer"])


@T(6, "device_code", "en", 2)
def p6_device():
    v = D.s("BCDFGHJKLMNPQRSTVWXZ", 4) + "-" + D.s("BCDFGHJKLMNPQRSTVWXZ", 4)
    return (f"To pair the TV, go to microsoft.com/link and enter {v} before 10:40.",
            [v], ["To pair the TV, go to microsoft.com/link and enter", "before 10:40"])


@T(6, "one_time_code", "en", 2)
def p6_magic():
    v = digits(8)
    return (f"Login link fell over, so Slack sent a code instead: {v}.",
            [v], ["Login link fell over, so Slack sent a code instead"])


@T(6, "one_time_code", "zh", 3)
def p6z_sms():
    v = digits(6)
    return (f"刚收到的短信验证码 {v}，帮我填一下，五分钟内有效。",
            [v], ["刚收到的短信验证码", "五分钟内有效"])


@T(6, "device_code", "zh", 2)
def p6z_tv():
    v = D.s(UPPER + DIGITS, 4) + "-" + D.s(UPPER + DIGITS, 4)
    return (f"电视上显示的配对码是 {v}，去手机 App 里输一下。",
            [v], ["电视上显示的配对码是", "去手机 App 里输一下"])


# ================================================================ 7 query tokens
@T(7, "query_token", "en", 2)
def p7_access_token():
    v = b64url(30); d = pick(DOMAINS)
    return (f"Export job pulls from https://api.{d}/v2/export?format=csv&access_token={v}&page=1 every night.",
            [v], ["Export job pulls from", "every night"])


@T(7, "query_token", "en", 2)
def p7_short_k():
    v = hexs(32); d = pick(DOMAINS)
    return (f"Weather widget URL: https://wx.{d}/q?city=Porto&k={v}",
            [v], ["Weather widget URL"])


@T(7, "query_token", "en", 2)
def p7_apikey_param():
    v = D.s(B62, 40)
    return (f"curl -s 'https://geo.example.org/lookup?ip=8.8.8.8&apikey={v}' | jq .country",
            [v], ["| jq .country"])


@T(7, "query_token", "zh", 2)
def p7z_key():
    v = hexs(32)
    return (f"地图接口 https://restapi.amap.com/v3/geocode/geo?address=杭州&key={v} 先用着，额度够。",
            [v], ["地图接口", "先用着，额度够"])


@T(7, "query_token", "zh", 2)
def p7z_s():
    v = D.s(B62, 28)
    return (f"报表订阅链接 https://bi.dongshan.example.cn/share?id=8812&s={v} 能直接打开，不要转发。",
            [v], ["报表订阅链接", "不要转发"])


# ================================================================ 8 signed URLs
@T(8, "signed_url", "en", 2)
def p8_s3():
    sig = hexs(64); cred = "AKIA" + D.s(UPPER + "234567", 16)
    return (f"Presigned link for the invoice PDF (valid 1h): https://{pick(['ledger-docs', 'media-eu'])}.s3.eu-west-1.amazonaws.com/inv/2026-11.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential={cred}%2F20261205%2Feu-west-1%2Fs3%2Faws4_request&X-Amz-Date=20261205T081500Z&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature={sig}",
            [sig], ["Presigned link for the invoice PDF (valid 1h)"])


@T(8, "signed_url", "en", 2)
def p8_azure_sas():
    sig = urllib.parse.quote(b64(32), safe="")
    return (f"Backup container SAS: https://bkp{C.randint(10, 99)}.blob.core.windows.net/nightly?sv=2022-11-02&ss=b&srt=co&sp=rl&se=2026-12-31T00:00:00Z&sig={sig}",
            [sig], ["Backup container SAS"])


@T(8, "signed_url", "en", 2)
def p8_cloudfront():
    sig = D.s(B64URL + "~", 120); kp = "K" + D.s(UPPER + DIGITS, 13)
    return (f"CDN test URL https://d1x.cloudfront.net/video/intro.mp4?Expires=1798000000&Signature={sig}&Key-Pair-Id={kp}",
            [sig], ["CDN test URL"])


@T(8, "signed_url", "zh", 2)
def p8z_oss():
    sig = urllib.parse.quote(b64(20), safe="")
    return (f"合同扫描件临时链接：https://contract.oss-cn-shanghai.aliyuncs.com/2026/a.pdf?OSSAccessKeyId=LTAI5t{D.s(B62, 18)}&Expires=1798000000&Signature={sig} 明天就失效。",
            [sig], ["合同扫描件临时链接", "明天就失效"])


@T(8, "signed_url", "zh", 2)
def p8z_gcs():
    sig = hexs(256)
    return (f"模型权重下载地址（GCS 签名）：https://storage.googleapis.com/ml-drop/w.bin?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Expires=900&X-Goog-Signature={sig}",
            [sig], ["模型权重下载地址（GCS 签名）"])


# ================================================================ 9 cookies and auth headers
@T(9, "cookie", "en", 2)
def p9_cookie_hdr():
    v = b64url(32)
    return (f"Reproduced with the browser's header: Cookie: theme=dark; sessionid={v}; lang=en",
            [v], ["Reproduced with the browser's header", "theme=dark"])


@T(9, "cookie", "en", 2)
def p9_set_cookie():
    v = hexs(48)
    return (f"Server replied Set-Cookie: __Host-sid={v}; Path=/; Secure; HttpOnly",
            [v], ["Server replied", "Path=/; Secure; HttpOnly"])


@T(9, "auth_header", "en", 2)
def p9_bearer():
    v = D.s(B62, 40)
    return (f"The webhook replay works with -H 'Authorization: Bearer {v}' against staging.",
            [v], ["The webhook replay works with", "against staging"])


@T(9, "auth_header", "en", 2)
def p9_basic():
    v = base64.b64encode(f"{pick(USERS)}:{pw('alnum')}".encode()).decode()
    return (f"Legacy SOAP endpoint wants Authorization: Basic {v} on every call.",
            [v], ["Legacy SOAP endpoint wants", "on every call"])


@T(9, "auth_header", "en", 2)
def p9_xapikey():
    v = D.s(B62, 32)
    return (f"Header for the partner feed: X-Api-Key: {v}",
            [v], ["Header for the partner feed"])


@T(9, "cookie", "zh", 2)
def p9z_cookie():
    v = D.s(B62, 26)
    return (f"抓包拿到的 cookie 里有 JSESSIONID={v}，复现问题时带上。",
            [v], ["抓包拿到的 cookie 里有", "复现问题时带上"])


@T(9, "auth_header", "zh", 2)
def p9z_header():
    v = D.s(B62 + "-_", 36)
    return (f"调内部接口要加请求头 X-Auth-Token: {v}，否则返回 401。",
            [v], ["调内部接口要加请求头", "否则返回 401"])


# ================================================================ 10 connection strings
@T(10, "conn_postgres_url", "en", 2)
def p10_pg():
    v = upw(); u = pick(USERS); h = pick(HOSTS); db = pick(DBS)
    return (f"Reporting reads from postgresql://{u}:{v}@{h}:5432/{db}?sslmode=require",
            [v], ["Reporting reads from"])


@T(10, "conn_mysql", "en", 2)
def p10_mysql():
    v = upw(); h = pick(HOSTS)
    return (f"Old PHP app still points at mysql://wp:{v}@{h}:3306/wordpress",
            [v], ["Old PHP app still points at"])


@T(10, "conn_redis", "en", 2)
def p10_redis():
    v = D.s(B62, 32)
    return (f"Rate limiter uses rediss://:{v}@cache-02.stg.internal:6380/4",
            [v], ["Rate limiter uses"])


@T(10, "conn_amqp", "en", 1)
def p10_amqp():
    v = upw()
    return (f"Celery broker = amqp://worker:{v}@10.12.40.7:5672/jobs",
            [v], ["Celery broker ="])


@T(10, "conn_mssql_kv", "en", 2)
def p10_mssql():
    v = pw("rand", syms="!#%^*-_")
    return (f"Server=tcp:{pick(['sqlhr', 'sqlfin'])}.database.windows.net,1433;Initial Catalog=hr;User ID=hrapp;Password={v};Encrypt=True;",
            [v], ["Initial Catalog=hr", "Encrypt=True"])


@T(10, "conn_jdbc", "en", 1)
def p10_jdbc():
    v = upw()
    return (f"jdbc:postgresql://{pick(HOSTS)}:5432/orders?user=etl&password={v}&ssl=true is what Spark uses.",
            [v], ["is what Spark uses"])


@T(10, "conn_mongodb", "zh", 2)
def p10z_mongo():
    v = upw()
    return (f"日志库连接串 mongodb+srv://logger:{v}@cluster0.ab12c.mongodb.net/logs?retryWrites=true ，只读账号。",
            [v], ["日志库连接串", "只读账号"])


@T(10, "conn_postgres_url", "zh", 2)
def p10z_pg():
    v = upw()
    return (f"测试库用 postgres://tester:{v}@{pick(HOSTS)}/qa 连，跑完记得清数据。",
            [v], ["测试库用", "跑完记得清数据"])


# ================================================================ 11 provider keys
@T(11, "llm_key", "en", 2)
def p11_anthropic():
    v = anthropic_key()
    return (f"For the eval harness I used {v} from the team workspace.",
            [v], ["For the eval harness I used", "from the team workspace"])


@T(11, "llm_key", "en", 2)
def p11_openai():
    v = openai_key()
    return (f"Notebook cell 3 has openai.api_key = '{v}' hardcoded, needs cleanup.",
            [v], ["Notebook cell 3 has", "hardcoded, needs cleanup"])


@T(11, "vcs_token", "en", 2)
def p11_gh():
    v = D.choice([gh_pat, gh_fine, glpat])()
    return (f"CI clones private submodules with {v}; it expires in March.",
            [v], ["CI clones private submodules with", "it expires in March"])


@T(11, "aws_keypair", "en", 2)
def p11_aws():
    a, s = aws_id(), aws_secret()
    return (f"Temporary IAM user for the migration: access key {a}, secret {s}.",
            [s], ["Temporary IAM user for the migration"])


@T(11, "payment_key", "en", 2)
def p11_stripe():
    v = D.choice([stripe_sk, stripe_rk, stripe_whsec])()
    return (f"Billing service in prod runs on {v} now.",
            [v], ["Billing service in prod runs on"])


@T(11, "chat_token", "en", 2)
def p11_slack():
    v = D.choice([xoxb, tg_bot, sendgrid])()
    return (f"The alert bot posts using {v} (do not share outside ops).",
            [v], ["The alert bot posts using", "do not share outside ops"])


@T(11, "misc_vendor_key", "en", 2)
def p11_misc():
    v = D.choice([npm_tok, hf_tok, dop, shpat, linear_key, vault_tok, google_api, groq_key])()
    return (f"Found a live credential in the old wiki page: {v}. Revoked? not yet.",
            [v], ["Found a live credential in the old wiki page", "Revoked? not yet"])


@T(11, "cn_llm_key", "zh", 3)
def p11z_llm():
    v = D.choice([deepseek_key, moonshot_key, zhipu_key])()
    return (f"大模型接口先用我这个 {v}，月底额度清零。",
            [v], ["大模型接口先用我这个", "月底额度清零"])


@T(11, "cn_cloud_keypair", "zh", 2)
def p11z_ali():
    a, s = ali_id(), ali_secret()
    return (f"阿里云子账号 AccessKey ID {a}，Secret {s}，只给了 OSS 权限。",
            [s], ["阿里云子账号 AccessKey ID", "只给了 OSS 权限"])


@T(11, "vcs_token", "zh", 2)
def p11z_gh():
    v = gh_pat()
    return (f"流水线拉代码用的是 {v}，过期了找{pick(ZH_NAMES)}。",
            [v], ["流水线拉代码用的是"])


# ================================================================ 12 private keys and JWTs
@T(12, "pem_private_key", "en", 2)
def p12_pem():
    blk, lines = pem(D.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY"]), nbytes=D.choice([240, 480]))
    return (f"Deploy key for the bastion, saved from the old laptop:\n{blk}\nchmod 600 after copying.",
            lines, ["Deploy key for the bastion, saved from the old laptop", "chmod 600 after copying"])


@T(12, "openssh_private_key", "en", 2)
def p12_openssh():
    blk, lines = openssh_key()
    return (f"~/.ssh/id_ed25519 on the build box:\n{blk}",
            lines, ["~/.ssh/id_ed25519 on the build box"])


@T(12, "jwt", "en", 2)
def p12_jwt():
    v = jwt(D.choice(["HS256", "RS256"]))
    return (f"Support pasted this token from the failing request: {v} - decode it to see the scope.",
            [v], ["Support pasted this token from the failing request", "decode it to see the scope"])


@T(12, "pem_private_key", "zh", 2)
def p12z_pem():
    blk, lines = pem("PRIVATE KEY", nbytes=360)
    return (f"支付回调验签用的商户私钥：\n{blk}\n别提交到仓库。",
            lines, ["支付回调验签用的商户私钥", "别提交到仓库"])


@T(12, "jwt", "zh", 2)
def p12z_jwt():
    v = jwt("HS256")
    return (f"小程序登录后拿到的 {v} 可以直接调订单接口，测完作废。",
            [v], ["小程序登录后拿到的", "可以直接调订单接口"])


# ================================================================ 13 env / config lines
@T(13, "env_file", "en", 2)
def p13_env():
    a, b = pw("alnum"), D.choice([stripe_sk, sendgrid, hf_tok])()
    return (f"# .env.production\nAPP_ENV=production\nSMTP_PASS={a}\nVENDOR_TOKEN={b}\nLOG_LEVEL=warn",
            [a, b], ["APP_ENV=production", "SMTP_PASS=", "VENDOR_TOKEN=", "LOG_LEVEL=warn"])


@T(13, "yaml_config", "en", 2)
def p13_yaml():
    a = pw("rand", syms="!#%-_.")
    return (f"database:\n  host: {pick(HOSTS)}\n  user: {pick(USERS)}\n  pass: \"{a}\"\n  pool: 12",
            [a], ["database:", "pass:", "pool: 12"])


@T(13, "json_config", "en", 2)
def p13_json():
    a = D.s(B62, 40)
    return ('{"endpoint": "https://hooks.example.org/in", "client_secret": "' + a + '", "retries": 3}',
            [a], ['"client_secret"', '"retries": 3'])


@T(13, "toml_config", "en", 1)
def p13_toml():
    a = D.s(B64URL, 43)
    return (f"[signing]\nalgorithm = \"HS512\"\nhmac_key = \"{a}\"",
            [a], ["[signing]", "hmac_key ="])


@T(13, "env_file", "zh", 2)
def p13z_env():
    a = zpw(); b = hexs(32)
    return (f"预发环境配置：\nREDIS_PASSWORD={a}\nWX_APP_SECRET={b}\n改完重启 worker。",
            [a, b], ["预发环境配置", "REDIS_PASSWORD=", "WX_APP_SECRET=", "改完重启 worker"])


@T(13, "yaml_config", "zh", 2)
def p13z_yaml():
    a = pw("alnum")
    return (f"application.yml 里这段别动：\nspring:\n  datasource:\n    username: ledger\n    password: {a}",
            [a], ["application.yml 里这段别动", "password:"])


# ================================================================ 14 shell and logs
@T(14, "shell_secret", "en", 2)
def p14_docker_login():
    v = spw()
    return (f"docker login registry.{pick(DOMAINS)} -u deploy -p {v} && docker push app:latest",
            [v], ["docker login registry.", "docker push app:latest"])


@T(14, "shell_secret", "en", 2)
def p14_mysql_cli():
    v = spw()
    return (f"mysqldump -h {pick(HOSTS)} -u backup_agent --password={v} orders > orders.sql",
            [v], ["mysqldump -h", "orders > orders.sql"])


@T(14, "shell_secret", "en", 2)
def p14_export():
    v = D.choice([gh_pat, npm_tok, hf_tok])()
    return (f"$ export CI_PUSH_TOKEN={v}\n$ ./release.sh --tag v2.4.1",
            [v], ["export CI_PUSH_TOKEN=", "./release.sh --tag v2.4.1"])


@T(14, "log_secret", "en", 2)
def p14_log():
    v = D.s(B62, 32)
    return (f"2026-12-04T22:17:09Z WARN auth: retrying upstream with api_key={v} (attempt 3/5)",
            [v], ["WARN auth: retrying upstream with", "(attempt 3/5)"])


@T(14, "shell_secret", "zh", 2)
def p14z_curl():
    v = spw()
    return (f"用这条命令测：curl -u admin:{v} http://10.12.40.7:9200/_cat/indices ，能列出索引就对了。",
            [v], ["用这条命令测", "能列出索引就对了"])


@T(14, "log_secret", "zh", 2)
def p14z_log():
    v = D.s(B62, 24)
    return (f"报错日志：[ERROR] login failed user=ops pwd={v} ip=10.201.3.55，这行日志得脱敏。",
            [v], ["报错日志", "这行日志得脱敏"])


# ================================================================ 15 repeated
@T(15, "repeated_secret", "en", 2)
def p15_repeat_en():
    v = pw(); s = pick(EN_SYS)
    return (f"The {s} admin password is {v}. If login fails, retype {v} slowly - caps matter.",
            [v], [f"The {s} admin password is", "If login fails, retype", "caps matter"])


@T(15, "repeated_secret", "en", 2)
def p15_repeat_token():
    v = D.choice([gh_pat, npm_tok, linear_key])()
    return (f"New token: {v}\nLater in the thread: just paste {v} into the settings page.",
            [v], ["New token:", "Later in the thread: just paste", "into the settings page"])


@T(15, "repeated_secret", "zh", 2)
def p15z_repeat():
    v = zpw()
    return (f"路由器管理密码是 {v}。如果页面卡住，重新输一遍 {v} 再点确定。",
            [v], ["路由器管理密码是", "如果页面卡住，重新输一遍", "再点确定"])


@T(15, "repeated_secret", "zh", 2)
def p15z_repeat2():
    v = D.s(B62, 20)
    return (f"接口令牌：{v}；{pick(ZH_NAMES)}回复说 {v} 已经加进白名单了。",
            [v], ["接口令牌", "已经加进白名单了"])


# ================================================================ 16 punctuation-wrapped
@T(16, "punct_wrapped", "en", 2)
def p16_backticks():
    v = pw("rand", syms="!#%^*-_")
    return (f"Login for the kiosk: `{v}`.",
            [v], ["Login for the kiosk"])


@T(16, "punct_wrapped", "en", 2)
def p16_parens():
    v = pw("alnum")
    return (f"Root on the NAS (pw: <{v}>) - change after the audit.",
            [v], ["Root on the NAS", "change after the audit"])


@T(16, "punct_wrapped", "en", 2)
def p16_quotes_multi():
    a, b = pw("alnum"), pw("human")
    return (f"Two logins for the demo: \"{a}\" for the presenter, '{b}' for the audience laptop.",
            [a, b], ["Two logins for the demo", "for the presenter", "for the audience laptop"])


@T(16, "punct_wrapped", "en", 2)
def p16_markdown():
    v = D.s(B62, 30)
    return (f"| service | key |\n| --- | --- |\n| mailer-v2 | **{v}** |",
            [v], ["| service | key |", "| mailer-v2 |"])


@T(16, "punct_wrapped", "zh", 2)
def p16z_brackets():
    v = zpw()
    return (f"财务共享盘的密码【{v}】，周五前别改。",
            [v], ["财务共享盘的密码", "周五前别改"])


@T(16, "punct_wrapped", "zh", 2)
def p16z_quotes():
    v = zpw()
    return (f"备份机登录：「{v}」（区分大小写）",
            [v], ["备份机登录", "（区分大小写）"])


# ================================================================ 17 Chinese phrasings
@T(17, "zh_kouling", "zh", 2)
def z_kouling():
    v = zpw()
    return (f"机房门禁口令换成 {v} 了，下周一生效。", [v], ["机房门禁口令换成", "下周一生效"])


@T(17, "zh_miyao", "zh", 3)
def z_miyao():
    v = D.s(B62, 32)
    return (f"短信服务的密钥：{v}，{pick(ZH_NAMES)}申请的。", [v], ["短信服务的密钥"])


@T(17, "zh_lingpai", "zh", 3)
def z_lingpai():
    v = D.s(B62 + "-_", 40)
    return (f"飞书机器人令牌 {v} 已配到告警群。", [v], ["飞书机器人令牌", "已配到告警群"])


@T(17, "zh_yanzhengma", "zh", 2)
def z_yzm():
    v = digits(6)
    return (f"银行发来的验证码是{v}，帮我转告财务。", [v], ["银行发来的验证码是", "帮我转告财务"])


@T(17, "zh_anhao", "zh", 3)
def z_anhao():
    v = pw("human", syms="#@_")
    return (f"今晚对接的暗号：{v}，对上了再交接硬盘。", [v], ["今晚对接的暗号", "对上了再交接硬盘"])


@T(17, "zh_login_yong", "zh", 3)
def z_login():
    v = zpw(); s = pick(ZH_SYS)
    return (f"{s}登录用 {v}，账号是工号。", [v], [f"{s}登录用", "账号是工号"])


@T(17, "zh_no_label", "zh", 2)
def z_nolabel():
    v = zpw(); n = pick(ZH_NAMES)
    return (f"{n}的工位电脑：开机输 {v} 回车即可。", [v], ["的工位电脑：开机输", "回车即可"])


@T(17, "zh_mixed", "zh", 3)
def z_mixed():
    v = D.choice([anthropic_key, openai_key, groq_key])()
    return (f"今天 debug 的时候把 key 换成了 {v}，效果 OK。", [v], ["今天 debug 的时候把 key 换成了", "效果 OK"])


# ================================================================ 0 hard negatives
def whole(t):
    return t, [], [t]


@T(0, "neg_commit_sha", "en", 4)
def n_sha():
    sha = chex(40)
    t = f"Bisect points at commit {sha}; revert it and rerun the flaky suite."
    return t, [], [sha, "revert it and rerun the flaky suite"]


@T(0, "neg_checksum", "en", 3)
def n_sha256():
    h = chex(64)
    return f"sha256sum of the installer should read {h} before you run it.", [], [h]


@T(0, "neg_request_uuid", "en", 4)
def n_uuid():
    u = cuuid()
    return f"Customer quoted request id {u} when reporting the 502.", [], [u, "when reporting the 502"]


@T(0, "neg_versions", "en", 3)
def n_ver():
    return whole(f"Upgraded node to v{C.randint(18, 24)}.{C.randint(0, 12)}.{C.randint(0, 9)}, pnpm to 9.{C.randint(1, 15)}.0 and openssl to 3.{C.randint(0, 4)}.{C.randint(0, 9)}.")


@T(0, "neg_hosts_ports_paths", "en", 4)
def n_hosts():
    h = pick(HOSTS)
    return whole(f"Metrics scrape {h}:{C.choice([9100, 9187, 8443, 6443])} and logs land in /var/log/{pick(SVCS)}/current.log")


@T(0, "neg_code_identifiers", "en", 4)
def n_code():
    fn = C.choice(["get_secret_name", "rotate_token_cache", "PasswordResetForm", "validate_api_key_format",
                   "TokenBucketLimiter", "hash_password_argon2"])
    deco = C.choice(["@login_required", "@pytest.fixture(scope=\"session\")", "@requires_auth", "@lru_cache(maxsize=256)"])
    return whole(f"{deco} wraps {fn}() in auth/views.py; see line {C.randint(20, 400)}.")


@T(0, "neg_data_url", "en", 3)
def n_data():
    d = png_data_url(C.randint(60, 120))
    return f"Favicon inlined as {d} in the email template.", [], [d, "in the email template"]


@T(0, "neg_placeholder", "en", 4)
def n_ph():
    return whole(C.choice([
        "Set OPENAI_API_KEY=<your-key-here> before running the notebook.",
        "password: ${DB_PASSWORD} is read from the environment at startup.",
        "Use token=YOUR_TOKEN_HERE in the sample request.",
        "AWS_SECRET_ACCESS_KEY=xxxxxxxxxxxxxxxxxxxxxxxx in the template, fill it locally.",
        "The docs example shows api_key=\"sk-...\" - never commit the real one.",
        "Replace REPLACE_ME in secrets.example.yaml with your own value.",
        "Authorization header format is documented in the Postman collection as {{auth_header}}.",
    ]))


@T(0, "neg_password_talk", "en", 5)
def n_talk():
    return whole(C.choice([
        "We agreed passwords must be at least 14 characters and rotated every 90 days.",
        "Ines forgot her password again; reset link sent to her work mail.",
        "The API key for the partner feed lives in 1Password under 'Partner feed'.",
        "Never paste tokens into Slack; use the vault share link instead.",
        "The secret rotation job failed last night because the KMS quota ran out.",
        "TOTP is now required for all admin accounts starting January.",
        "Recovery codes should be printed and kept in the office safe.",
        "Session cookies now expire after 8 hours of inactivity.",
    ]))


@T(0, "neg_config_no_value", "en", 3)
def n_cfgref():
    return whole(C.choice([
        "DB_PASSWORD is injected from the sealed secret 'ledger-db' in the prod namespace.",
        "client_secret comes from Vault path kv/data/ledger/oauth at deploy time.",
        "Set SMTP_PASS via `kubectl create secret generic smtp --from-env-file=.env` (file not in git).",
        "The token field in config.yaml is empty on purpose; the sidecar fills it.",
    ]))


@T(0, "neg_redacted", "en", 2)
def n_red():
    return whole(C.choice([
        "Stored earlier: password=[已脱敏:password] for the Zabbix admin.",
        "Note says api_key=[已脱敏:api_key]; the real one is in the vault.",
        "Kept for reference: smtp password=[已脱敏:password], rotated since.",
    ]))


@T(0, "neg_public_ids", "en", 3)
def n_pub():
    return whole(C.choice([
        f"Stripe connected account id acct_{chex(16)} shows up in every payout report.",
        f"Google Analytics id G-{''.join(C.choice(UPPER + DIGITS) for _ in range(10))} is on every page.",
        f"Sentry DSN project number {C.randint(1000000, 9999999)} belongs to the web team.",
        f"Our AWS account id is {C.randint(10**11, 10**12 - 1)} (not a secret).",
    ]))


@T(0, "neg_numbers_ids", "en", 3)
def n_nums():
    return whole(f"Order {C.randint(10**7, 10**8)} shipped; tracking 1Z{''.join(C.choice(UPPER + DIGITS) for _ in range(16))}, invoice INV-2026-{C.randint(1000, 9999)}.")


@T(0, "neg_ssh_public_key", "en", 2)
def n_sshpub():
    k = ssh_ed25519_pub()
    return f"Added {k} deploy@ci to authorized_keys on the bastion.", [], [k, "to authorized_keys on the bastion"]


@T(0, "neg_image_digest", "en", 2)
def n_digest():
    d = "sha256:" + chex(64)
    return f"Pinned the base image to python:3.12-slim@{d} for reproducible builds.", [], [d]


@T(0, "neg_otp_talk", "en", 2)
def n_otp():
    return whole(C.choice([
        "The one-time code arrives by SMS and is 6 digits long; it expires after 5 minutes.",
        "Device codes look like ABCD-EFGH and must be entered within 15 minutes.",
        "Scan the QR code with your authenticator app to set up TOTP.",
    ]))


@T(0, "neg_keyword_words", "en", 3)
def n_words():
    return whole(C.choice([
        "The token ring topology was replaced by switched ethernet in 1998.",
        "She gave a keynote on secret sharing schemes (Shamir, 1979) at the meetup.",
        "Pass the salt, and the key lime pie is in the fridge.",
        "The password-less login flow uses WebAuthn passkeys only.",
        "A bearer bond pays whoever holds the paper.",
    ]))


@T(0, "neg_commit_sha", "zh", 4)
def nz_sha():
    sha = chex(40)
    return f"回滚到提交 {sha} 之后线上恢复正常。", [], [sha, "之后线上恢复正常"]


@T(0, "neg_request_uuid", "zh", 4)
def nz_uuid():
    u = cuuid()
    return f"用户反馈的订单号对应链路 trace_id={u}，麻烦查下慢在哪。", [], [u, "麻烦查下慢在哪"]


@T(0, "neg_checksum", "zh", 2)
def nz_md5():
    h = chex(32)
    return f"安装包 MD5 应为 {h}，不一致就重新下载。", [], [h, "不一致就重新下载"]


@T(0, "neg_versions", "zh", 3)
def nz_ver():
    return whole(f"把 MySQL 从 5.7.{C.randint(30, 44)} 升到 8.0.{C.randint(30, 40)}，驱动用 mysql-connector-j {C.randint(8, 9)}.{C.randint(0, 4)}.0。")


@T(0, "neg_hosts_ports_paths", "zh", 4)
def nz_hosts():
    return whole(f"Nginx 监听 {C.choice([80, 443, 8080])}，反代到 {pick(HOSTS)}:{C.choice([3000, 8000, 9000])}，配置在 /etc/nginx/conf.d/{pick(SVCS)}.conf。")


@T(0, "neg_placeholder", "zh", 4)
def nz_ph():
    return whole(C.choice([
        "配置模板里写的是 password: <在这里填密码>，别直接用。",
        "示例命令：curl -H \"X-Api-Key: YOUR_API_KEY\" https://api.example.org/v1/ping",
        "把 .env.example 复制成 .env，再把 SECRET_KEY=changeme 改掉。",
        "文档里的 token=xxxxxx 只是占位符。",
        "密钥一栏填 ******** 是截图时打的码。",
    ]))


@T(0, "neg_password_talk", "zh", 6)
def nz_talk():
    return whole(C.choice([
        "公司规定密码至少 12 位，要有大小写和数字，三个月换一次。",
        "小崔又忘了堡垒机密码，已经让他走自助重置了。",
        "验证码收不到的话先检查手机是不是开了拦截。",
        "密钥都统一放到 KMS 里管理，代码里不允许出现明文。",
        "口令泄露后要第一时间在工单系统里报备。",
        "令牌过期时间从 2 小时调成了 30 分钟。",
        "暗号这种东西还是当面说比较好。",
        "登录用的账号密码请找 IT 部门申请，不要互相借用。",
    ]))


@T(0, "neg_code_identifiers", "zh", 3)
def nz_code():
    return whole(C.choice([
        "把 @Transactional 加到 resetPassword() 上，防止半路失败。",
        "TokenRefreshInterceptor 里的 refreshToken() 会重试三次。",
        "函数 verify_sms_code(phone, code) 放在 utils/sms.py 里。",
        "@PreAuthorize(\"hasRole('ADMIN')\") 挂在 SecretController 上。",
    ]))


@T(0, "neg_data_url", "zh", 2)
def nz_data():
    d = png_data_url(C.randint(60, 100))
    return f"邮件里的 logo 直接内联成 {d} 了。", [], [d, "邮件里的 logo 直接内联成"]


@T(0, "neg_redacted", "zh", 2)
def nz_red():
    return whole(C.choice([
        "之前记的测试库密码=[已脱敏:password]，真实值在保险库。",
        "令牌：[已脱敏:token]，需要的话找运维要。",
        "口令 [已脱敏:password] 已作废。",
    ]))


@T(0, "neg_mixed_prose", "zh", 4)
def nz_mixed():
    return whole(C.choice([
        "这周把 auth 模块的 token 校验逻辑重构了，单测全绿。",
        "Password reset 流程的邮件模板改成中文了。",
        "新来的同事问 API key 怎么申请，我把 wiki 链接发给他了。",
        "今天 review 了 secret manager 的方案，决定用 Vault。",
        "OTP 登录的转化率比密码登录高 8%。",
    ]))


@T(0, "neg_numbers_ids", "zh", 3)
def nz_nums():
    return whole(f"快递单号 SF{C.randint(10**11, 10**12 - 1)}，工单号 {C.randint(2026000000, 2026999999)}，发票号码 {C.randint(10**7, 10**8 - 1)}。")


@T(0, "neg_otp_talk", "zh", 2)
def nz_otp():
    return whole(C.choice([
        "短信验证码是 6 位数字，有效期 5 分钟，同一号码一分钟只能发一次。",
        "二次验证换成了 Authenticator，扫码绑定就行。",
        "助记词一般是 12 或 24 个英文单词，一定要离线保存。",
    ]))


@T(0, "neg_conn_no_password", "en", 3)
def n_conn():
    return whole(f"Reporting now connects as postgresql://{pick(USERS)}@{pick(HOSTS)}:5432/{pick(DBS)}?sslmode=verify-full; the password comes from ~/.pgpass.")


@T(0, "neg_conn_no_password", "zh", 2)
def nz_conn():
    return whole(f"只读副本地址 redis://{pick(HOSTS)}:6379/{C.randint(0, 15)}，走内网免密，不需要填密码。")


@T(0, "neg_hex_colors_css", "en", 4)
def n_css():
    return whole(f".btn-primary {{ color: #{chex(6)}; background: #{chex(6)}; }} /* token colors from the design system v{C.randint(2, 5)} */")


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
    L = ["# Secret-redaction bench, blind round 4 (`secrets_r4.json`)\n",
         "**BLIND.** Written on **2026-12-05** by a helper session that had **not read the code under test** "
         "(no redactor source, rules, config, tests, docs or bench scripts) and had not seen `secrets_dev.json`, "
         "any held-out secrets JSON or the round-3 blind JSON. Do not tune against it, and do not copy its sentences into "
         "tests, rules or `shared/`. Only the format and pass rule of `shared/bench/secrets/README.md`, the "
         "scorer `eval_redaction.py`, and the structure and self-check of the round-3 builder were used; every "
         "sentence template here is new.\n",
         f"{len(cases)} cases: {pos} positive with {nsec} secret strings, {neg} hard negatives. "
         f"Languages: en {en}, zh {zh} ({100 * zh / len(cases):.0f}% Chinese, incl. mixed Chinese-English prose). "
         f"{len(set(c['group'] for c in cases))} templates (`group`), {len(set(c['kind'] for c in cases))} kinds. "
         "Ids `r4-NNNN` are shuffled, so they do not reveal the family.\n",
         "## Scoring\n",
         "```\npython3 /work/shared/bench/secrets/eval_redaction.py MODULE:FUNCTION --data /work/blind/secrets4/secrets_r4.json\n```\n",
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
         "Self-check: unique `r4-NNNN` ids; exact field set; every secret occurs in its text, is >= 6 chars, "
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
          "- Prose without a credential keyword (`type ... after the username admin`, `what unlocks ... is`, `后面输 ... 就能进去`) "
          "lists the value only; user names, hosts and e-mails are neither secret nor required.\n"
          "- Diceware passphrases are listed whole, separators included. A 12-word seed phrase (plain or each word in "
          "brackets) is one secret; a numbered 24-word sheet lists each row (3 rows of 8, or 2 rows of 12 in Chinese).\n"
          "- Recovery / backup codes: each code is a secret; a BitLocker or Apple recovery key is listed whole.\n"
          "- TOTP: the base32 seed (spaced setup key listed whole; inside `otpauth://` only the `secret=` value; "
          "after `oathtool -b`). One-time SMS codes and TV/device pairing codes are secrets.\n"
          "- URLs: only the token / signature / password part is listed (`access_token=`, `k=`, `s=`, `key=`, `apikey=`, "
          "`X-Amz-Signature`, SAS `sig`, CloudFront `Signature`, OSS `Signature`, `X-Goog-Signature`, userinfo password). "
          "Host, user name and key id are not required, so redacting a whole URL is not penalised.\n"
          "- Cookies / headers: the cookie or header value is the secret; the word `Bearer` is never a must_keep "
          "(a `Bearer <token>` may be replaced whole); header names such as `X-Api-Key` are not required either.\n"
          "- Key pairs list only the secret half (AWS secret access key, Aliyun AccessKey Secret).\n"
          "- PEM keys list three body lines (first / middle / last); OpenSSH keys the second, middle and last line.\n"
          "- A secret stated once with a keyword and repeated later without it is listed once; every occurrence must go.\n"
          "- Values wrapped in backticks, quotes, 【】, 「」, <>, `**bold**` or table cells list the bare value.\n"
          "- Key names and surrounding context (`SMTP_PASS=`, `pass:`, `password:`, `\"client_secret\"`, "
          "`口令换成`, `登录用`) are must_keep.\n"
          "- Negatives: must_keep is the at-risk string (commit SHA, checksum, UUID / trace id, image digest, "
          "data-URL, ssh public key) or the whole text (placeholders, versions, hosts/ports/paths, decorators and "
          "code identifiers, CSS hex colours, policy talk, connection strings without a password, already-redacted "
          "`[已脱敏:...]` markers, Chinese prose about passwords/口令/令牌/验证码 without a value).\n"]
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
