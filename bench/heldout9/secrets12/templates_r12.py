"""Templates for the r12 held-out secret-redaction set (stdlib only).

Every template is a function taking a seeded random.Random and returning one case
(text, secrets, must_keep, kind, polarity); the function name is the case's `group`,
its language is fixed by the @T decorator. All values are synthetic, drawn from the
RNG in the shape of real credentials.
"""
import base64
import random
import string

TEMPLATES = []  # (name, lang, func)


def T(lang):
    def deco(f):
        TEMPLATES.append((f.__name__, lang, f))
        return f
    return deco


def P(text, secrets, keep, kind):
    return dict(text=text, secrets=list(secrets), must_keep=list(keep), kind=kind, polarity="positive")


def N(text, keep, kind):
    return dict(text=text, secrets=[], must_keep=list(keep), kind=kind, polarity="negative")


# ---------------------------------------------------------------- value shapes
B62 = string.ascii_letters + string.digits
UP = string.ascii_uppercase + string.digits
LOWD = string.ascii_lowercase + string.digits
HEX = "0123456789abcdef"


def R(r, n, a=B62):
    return "".join(r.choice(a) for _ in range(n))


def H(r, n):
    return R(r, n, HEX)


def D(r, n):
    return str(r.randint(1, 9)) + R(r, n - 1, string.digits)


def b64(bs):
    return base64.b64encode(bs).decode()


def ub64(bs):
    return base64.urlsafe_b64encode(bs).decode().rstrip("=")


def rbytes(r, n):
    return bytes(r.randrange(256) for _ in range(n))


WORDS = ("anchor apple autumn badger bamboo banjo basket beacon birch blanket bonfire bramble breeze "
         "bridge bronze bucket butter cabin cactus candle canyon carbon carpet castle cedar chalk cherry "
         "cinder citrus clover cobalt comet copper coral cotton cradle crater cricket crystal dagger dahlia "
         "desert dolphin domino dragon ember falcon fennel ferry fiddle flannel forest fossil fountain "
         "garnet geyser ginger glacier goblet granite gravel harbor hazel helmet hermit hollow honey hornet "
         "igloo indigo island ivory jasmine jigsaw juniper kettle kiwi lantern lava lemon lilac lizard "
         "lobster magnet mango maple marble meadow mitten monsoon mosaic mustard nectar nickel nutmeg oasis "
         "octopus olive onyx orchid otter paddle pebble pepper pigeon pillow pine plum pocket pollen "
         "pumpkin quartz quiver rabbit radish raven ribbon river rocket saddle saffron salmon sapphire "
         "scarlet shadow sherbet silver sparrow spruce squirrel stable summit sunset tango teapot thistle "
         "thunder timber tulip tundra turnip velvet violet walnut walrus willow window wombat yarrow zephyr").split()

FIRST = "alice bob carol dave erin frank grace heidi ivan judy mallory nina oscar peggy rupert sybil trent victor wendy".split()
ZHNAME = "小王 老李 张工 陈姐 刘洋 赵敏 孙磊 周婷 吴昊 郑爽 王磊 何静".split()
HOSTS = "db-prod-01 pg-main orders-db billing-pg mysql-eu1 analytics-rds cache-01 mq-02 reporting-db ledger-db".split()
DOMAINS = "acme-corp.io example-shop.net internal.lab northwind.dev contoso.cloud initech.local globex.tech".split()
SERVICES = "orders billing inventory search auth notifier ledger gateway reports scheduler".split()
USERS = "app deploy svc_etl admin readonly backup ci_runner grafana airflow metabase".split()


def pick(r, xs):
    return r.choice(xs)


def pw(r):
    """Free-form human password (no quotes, spaces, backslash, $ or backtick)."""
    s = r.randrange(6)
    sym = "!@#%^&*-_+=.?"
    if s == 0:
        return pick(r, WORDS).capitalize() + str(r.randint(10, 9999)) + pick(r, sym) + pick(r, WORDS)[:3]
    if s == 1:
        return R(r, r.randint(12, 20), B62 + sym)
    if s == 2:
        py = pick(r, "woaibeijing shanghai2 xiaomao dahuang chunjie tiantian kaixin haoyun".split())
        return py + str(r.randint(100, 99999)) + pick(r, sym) + R(r, 2, string.ascii_uppercase)
    if s == 3:
        w = pick(r, WORDS)
        return "".join(c.upper() if r.random() < .3 else c for c in w) + pick(r, sym) + str(r.randint(1000, 99999)) + pick(r, sym)
    if s == 4:
        return R(r, 4, string.ascii_uppercase) + pick(r, sym) + R(r, 6, LOWD) + pick(r, sym) + R(r, 3, string.digits)
    return pick(r, WORDS) + pick(r, "-_.") + pick(r, WORDS).capitalize() + str(r.randint(1, 99)) + pick(r, sym)


def pw_url(r):
    """Password that can sit in a URL userinfo unescaped."""
    return R(r, r.randint(12, 22), B62 + "-._~")


def phrase(r, n, sep=" "):
    ws = r.sample(WORDS, n)
    return ws, sep.join(ws)


def phrase_secrets(ws, sep=" "):
    """A multi-word passphrase is labelled by three word pairs (start, middle, end),
    so that removing only part of it still leaks."""
    n = len(ws)
    idx = sorted({0, max(0, n // 2 - 1), n - 2})
    return [sep.join(ws[i:i + 2]) for i in idx]


def ghp(r): return "ghp_" + R(r, 36)
def gho(r): return "gho_" + R(r, 36)
def ghs(r): return "ghs_" + R(r, 36)
def ghpat(r): return "github_pat_" + R(r, 22, UP) + "_" + R(r, 59)
def glpat(r): return "glpat-" + R(r, 20, B62 + "-_")
def akia(r): return pick(r, ["AKIA", "ASIA"]) + R(r, 16, string.ascii_uppercase + "234567")
def aws_secret(r): return R(r, 40, B62 + "/+")
def sk_ant(r): return "sk-ant-api03-" + R(r, 93, B62 + "-_") + "AA"
def sk_proj(r): return "sk-proj-" + R(r, 58, B62 + "-_") + "T3BlbkFJ" + R(r, 58, B62 + "-_")
def sk_old(r): return "sk-" + R(r, 20) + "T3BlbkFJ" + R(r, 20)
def xoxb(r): return "xoxb-" + D(r, 12) + "-" + D(r, 13) + "-" + R(r, 24)
def xoxp(r): return "xoxp-" + D(r, 12) + "-" + D(r, 12) + "-" + D(r, 13) + "-" + H(r, 32)
def xapp(r): return "xapp-1-A" + R(r, 10, UP) + "-" + D(r, 13) + "-" + H(r, 64)
def sk_live(r): return pick(r, ["sk_live_", "rk_live_"]) + R(r, pick(r, [24, 99]))
def whsec(r): return "whsec_" + R(r, 32)
def sendgrid(r): return "SG." + R(r, 22, B62 + "-_") + "." + R(r, 43, B62 + "-_")
def aiza(r): return "AIza" + R(r, 35, B62 + "-_")
def hf(r): return "hf_" + R(r, 34)
def npm(r): return "npm_" + R(r, 36)
def pypi(r): return "pypi-AgEIcHlwaS5vcmc" + R(r, 150, B62 + "-_")
def tele(r): return D(r, 10) + ":AA" + R(r, 33, B62 + "-_")
def discord(r):
    return ub64(D(r, 18).encode()) + "." + R(r, 6, B62 + "-_") + "." + R(r, 38, B62 + "-_")
def shpat(r): return pick(r, ["shpat_", "shpss_"]) + H(r, 32)
def dop(r): return "dop_v1_" + H(r, 64)
def hvs(r): return "hvs." + R(r, 90, B62 + "-_")
def azure_cs(r): return R(r, 3) + str(r.randint(0, 9)) + "8Q~" + R(r, 34, B62 + "-_.~")
def age_key(r): return "AGE-SECRET-KEY-1" + R(r, 58, "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L")
def fernet(r): return base64.urlsafe_b64encode(rbytes(r, 32)).decode()
def django_key(r): return R(r, 50, string.ascii_lowercase + string.digits + "!@#%^&*(-_=+)")
def hex_n(r, n): return H(r, n)
def lin(r): return "lin_api_" + R(r, 40)
def ntn(r): return "ntn_" + R(r, 46)
def gsk(r): return "gsk_" + R(r, 52)
def r8(r): return "r8_" + R(r, 37)
def mailgun(r): return "key-" + H(r, 32)
def cf_token(r): return R(r, 40, B62 + "-_")
def tfc(r): return R(r, 14) + ".atlasv1." + R(r, 67)
def pmak(r): return "PMAK-" + H(r, 24) + "-" + H(r, 34)
def atatt(r): return "ATATT3xFfGF0" + R(r, 180, B62 + "-_") + "=" + H(r, 8).upper()
def doppler(r): return "dp.st.prd." + R(r, 43)
def pulumi(r): return "pul-" + H(r, 40)
def sntrys(r): return "sntrys_" + ub64(rbytes(r, 60)) + "_" + R(r, 43)
def glrt(r): return "glrt-" + R(r, 20, B62 + "-_")
def dckr(r): return "dckr_pat_" + R(r, 27, B62 + "-_")
def figma(r): return "figd_" + R(r, 40, B62 + "-_")
def grafana_sa(r): return "glsa_" + R(r, 32) + "_" + H(r, 8)
def twilio_sid(r): return "AC" + H(r, 32)
def twilio_key(r): return "SK" + H(r, 32)


def jwt(r):
    hdr = ub64(b'{"alg":"HS256","typ":"JWT"}')
    body = ub64(('{"sub":"%s","role":"%s","iat":%d}' % (D(r, 6), pick(r, ["admin", "service_role", "user"]), r.randint(1.7e9, 1.8e9))).encode())
    return hdr + "." + body + "." + R(r, 43, B62 + "-_")


def pem_lines(r, kind="RSA PRIVATE KEY", nlines=12):
    body = b64(rbytes(r, 48 * nlines))
    lines = [body[i:i + 64] for i in range(0, len(body), 64)]
    text = "-----BEGIN %s-----\n%s\n-----END %s-----" % (kind, "\n".join(lines), kind)
    return text, [lines[0], lines[len(lines) // 2], lines[-1]]


def uuid4(r):
    h = H(r, 32)
    return "%s-%s-4%s-%s%s-%s" % (h[:8], h[8:12], h[13:16], pick(r, "89ab"), h[17:20], h[20:32])


def bip39(r, n=12):
    return r.sample(WORDS, n)


def semver(r):
    return "%d.%d.%d" % (r.randint(0, 9), r.randint(0, 30), r.randint(0, 40))


def port(r):
    return pick(r, [5432, 3306, 6379, 27017, 5672, 9092, 8080, 8443, 9200, 15672, 1433, 6432])


# ======================================================= POSITIVE: prose, no keyword
@T("en")
def p_login_as_account(r):
    u, p, h = pick(r, USERS), pw(r), pick(r, DOMAINS)
    v = pick(r, ["Log in as", "Sign in to the admin console as", "You can get into the box as", "SSH in as"])
    t = f"{v} {u} / {p} on bastion.{h}, then switch to the {pick(r, SERVICES)} project."
    return P(t, [p], [f"{v} {u}", f"bastion.{h}", "then switch to the"], "password_prose")


@T("zh")
def p_login_as_account_zh(r):
    u, p = pick(r, USERS), pw(r)
    v = pick(r, ["用账号", "登录跳板机用", "后台账户是"])
    t = f"{pick(r, ZHNAME)}说：{v} {u}，后面那串是 {p}，登进去以后先看 {pick(r, SERVICES)} 的队列。"
    return P(t, [p], [f"{v} {u}", "登进去以后先看"], "password_prose")


@T("en")
def p_archive_opens_with(r):
    p = pw(r)
    f = pick(r, ["q3-payroll.zip", "customer-export.7z", "legal-bundle.rar", "backup-2026-11.tar.gz.gpg"])
    t = f"Heads up: {f} is in the team drive. It opens with {p} - don't forward it outside finance."
    return P(t, [p], [f"{f} is in the team drive", "It opens with", "don't forward it outside finance"], "password_prose")


@T("zh")
def p_archive_opens_with_zh(r):
    p = pw(r)
    f = pick(r, ["合同扫描件.zip", "工资表-11月.7z", "客户名单.rar"])
    t = f"{f} 已经上传到共享盘，打开的时候输入 {p} 就行，别转发给外部。"
    return P(t, [p], [f"{f} 已经上传到共享盘", "打开的时候输入", "别转发给外部"], "password_prose")


@T("en")
def p_shared_mailbox(r):
    p = pw(r)
    box = pick(r, ["support@", "billing@", "noreply@", "security@"]) + pick(r, DOMAINS)
    t = f"The shared mailbox {box} is on Outlook web; it takes {p} at the prompt. MFA is off for it until Friday."
    return P(t, [p], [f"The shared mailbox {box}", "MFA is off for it until Friday"], "password_prose")


@T("en")
def p_sudo_prompt(r):
    p = pw(r)
    h = pick(r, ["gpu-node-3", "build-01", "ml-box", "nas"])
    t = f"On {h} the sudo prompt wants {p} (the local account, not LDAP). After that run `systemctl restart nvidia-persistenced`."
    return P(t, [p], [f"On {h} the sudo prompt wants", "systemctl restart nvidia-persistenced"], "password_prose")


@T("zh")
def p_sudo_prompt_zh(r):
    p = pw(r)
    t = f"在 {pick(r, ['gpu-node-3', 'build-01', 'ml-box'])} 上执行 sudo 会提示输入，填 {p}，这是本地账户不是域账户。"
    return P(t, [p], ["上执行 sudo 会提示输入", "这是本地账户不是域账户"], "password_prose")


@T("en")
def p_wifi_key(r):
    p = pw(r)
    ssid = pick(r, ["Office-5G", "GuestNet", "LAB_IOT", "Warehouse-AP"])
    t = f"Wi-Fi for the offsite: network {ssid}, key {p}. The printer is on the same network."
    return P(t, [p], [f"network {ssid}", "The printer is on the same network"], "password_prose")


@T("zh")
def p_wifi_key_zh(r):
    p = pw(r)
    ssid = pick(r, ["Office-5G", "访客网络", "LAB_IOT"])
    t = f"会议室无线：{ssid}，连的时候填 {p}。投影仪也在这个网里。"
    return P(t, [p], [f"会议室无线：{ssid}", "投影仪也在这个网里"], "password_prose")


@T("en")
def p_string_after_user(r):
    u, p = pick(r, FIRST) + ".ops", pw(r)
    t = f"For the Grafana login, the user is {u} and the string after the user name is {p}. Dashboards are under 'Prod'."
    return P(t, [p], [f"the user is {u}", "Dashboards are under 'Prod'"], "password_prose")


@T("en")
def p_vault_opens(r):
    p = pw(r)
    t = f"Hand-off note: the KeePass vault on the shared drive opens with {p}. Everything for the {pick(r, SERVICES)} migration is in the 'infra' folder."
    return P(t, [p], ["Hand-off note: the KeePass vault on the shared drive opens with", "migration is in the 'infra' folder"], "password_prose")


@T("zh")
def p_vault_opens_zh(r):
    p = pw(r)
    t = f"交接：共享盘里的 KeePass 库用 {p} 解开，{pick(r, SERVICES)} 迁移相关的都在 infra 目录下。"
    return P(t, [p], ["交接：共享盘里的 KeePass 库用", "迁移相关的都在 infra 目录下"], "password_prose")


@T("zh")
def p_router_admin_zh(r):
    p = pw(r)
    t = f"机房路由器管理页 192.168.{r.randint(0, 9)}.1，admin 进去，跟着的是 {p}，改完记得保存。"
    return P(t, [p], ["机房路由器管理页", "改完记得保存"], "password_prose")


@T("en")
def p_chat_dm(r):
    p = pw(r)
    n = pick(r, FIRST)
    t = f"[{r.randint(8, 18)}:{r.randint(10, 59)}] {n}: can you try {p} for the staging jenkins? it was rotated last week\n[{r.randint(8, 18)}:{r.randint(10, 59)}] me: worked, thanks"
    return P(t, [p], [f"{n}: can you try", "for the staging jenkins? it was rotated last week", "me: worked, thanks"], "password_prose")


@T("zh")
def p_chat_dm_zh(r):
    p = pw(r)
    n = pick(r, ZHNAME)
    t = f"{n}：测试环境的 Jenkins 试试 {p}，上周刚换过\n我：可以了，谢谢"
    return P(t, [p], [f"{n}：测试环境的 Jenkins 试试", "上周刚换过", "我：可以了，谢谢"], "password_prose")


@T("en")
def p_phone_pin_voicemail(r):
    p = pw(r)
    t = f"To reach the on-call laptop remotely use AnyDesk id {r.randint(100, 999)} {r.randint(100, 999)} {r.randint(100, 999)}; unattended access accepts {p}."
    return P(t, [p], ["To reach the on-call laptop remotely use AnyDesk id", "unattended access accepts"], "password_prose")


@T("zh")
def p_db_account_zh(r):
    p, u, h = pw(r), pick(r, USERS), pick(r, HOSTS)
    t = f"生产库 {h} 的只读号是 {u}，对应的是 {p}。别用它跑大查询。"
    return P(t, [p], [f"生产库 {h} 的只读号是 {u}", "别用它跑大查询"], "password_prose")


# ======================================================= POSITIVE: passphrases, seeds
@T("en")
def p_luks_passphrase(r):
    ws, ph = phrase(r, r.randint(4, 6))
    t = f"The external backup disk is LUKS-encrypted. Unlock it with: {ph}\nThen mount /dev/mapper/backup on /mnt/backup."
    return P(t, phrase_secrets(ws), ["The external backup disk is LUKS-encrypted", "Then mount /dev/mapper/backup on /mnt/backup"], "passphrase")


@T("zh")
def p_luks_passphrase_zh(r):
    ws, ph = phrase(r, r.randint(4, 5), "-")
    t = f"备份硬盘是加密的，解锁短语是 {ph} ，解开后挂到 /mnt/backup。"
    return P(t, phrase_secrets(ws, "-"), ["备份硬盘是加密的", "解开后挂到 /mnt/backup"], "passphrase")


@T("en")
def p_vault_unseal_words(r):
    ws, ph = phrase(r, 5)
    t = f'1Password emergency kit for the ops account: the master passphrase is "{ph}". Secret Key is on the printed sheet in the safe.'
    return P(t, phrase_secrets(ws), ["1Password emergency kit for the ops account", "Secret Key is on the printed sheet in the safe"], "passphrase")


@T("en")
def p_seed_phrase(r):
    ws = bip39(r, pick(r, [12, 24]))
    t = f"Treasury hot wallet restore words (keep offline!):\n{' '.join(ws)}\nDerivation path m/44'/60'/0'/0."
    return P(t, phrase_secrets(ws), ["Treasury hot wallet restore words", "Derivation path m/44'/60'/0'/0."], "seed_phrase")


@T("zh")
def p_seed_phrase_zh(r):
    ws = bip39(r, 12)
    numbered = " ".join(f"{i + 1}.{w}" for i, w in enumerate(ws))
    secs = [f"{i + 1}.{ws[i]} {i + 2}.{ws[i + 1]}" for i in (0, 5, 10)]
    t = f"测试网钱包的助记词：{numbered}。只用于测试网，不要往里转主网资产。"
    return P(t, secs, ["测试网钱包的助记词", "只用于测试网，不要往里转主网资产"], "seed_phrase")


@T("en")
def p_gpg_passphrase_words(r):
    ws, ph = phrase(r, 4, pick(r, [" ", "-", "."]))
    sep = ph[len(ws[0])]
    t = f"Signing releases: `gpg --detach-sign dist/*.tar.gz` will ask for the key's passphrase, which is {ph} (all lower case)."
    return P(t, phrase_secrets(ws, sep), ["gpg --detach-sign dist/*.tar.gz", "(all lower case)"], "passphrase")


@T("zh")
def p_bitlocker_zh(r):
    key = "-".join(R(r, 6, string.digits) for _ in range(8))
    parts = key.split("-")
    t = f"{pick(r, ZHNAME)}的笔记本 BitLocker 恢复密钥：{key}（标识符 {H(r, 8).upper()}）。"
    return P(t, ["-".join(parts[0:3]), "-".join(parts[3:6]), "-".join(parts[5:8])], ["笔记本 BitLocker 恢复密钥"], "recovery_key")


@T("en")
def p_ssh_key_passphrase_words(r):
    ws, ph = phrase(r, 4)
    t = f"ssh-add ~/.ssh/id_ed25519_deploy\nEnter passphrase for /home/ci/.ssh/id_ed25519_deploy: ({ph})\nIdentity added: /home/ci/.ssh/id_ed25519_deploy"
    return P(t, phrase_secrets(ws), ["ssh-add ~/.ssh/id_ed25519_deploy", "Identity added: /home/ci/.ssh/id_ed25519_deploy"], "passphrase")


# ======================================================= POSITIVE: split / wrapped
@T("en")
def p_split_two_halves(r):
    tok = pick(r, [ghp, npm, hf, glpat])(r)
    k = len(tok) // 2
    a, b = tok[:k], tok[k:]
    t = f"Sending the deploy token in two parts so it isn't in one message. Part one: {a}\n(later) part two: {b} - concatenate them with no space."
    return P(t, [a, b], ["Sending the deploy token in two parts", "concatenate them with no space"], "split_secret")


@T("zh")
def p_split_two_halves_zh(r):
    tok = pick(r, [sk_live, sendgrid, aiza])(r)
    k = len(tok) // 2
    a, b = tok[:k], tok[k:]
    t = f"密钥分两段发：前半段 {a} ，后半段我打电话告诉你……算了，后半段是 {b}，拼起来就是完整的。"
    return P(t, [a, b], ["密钥分两段发：前半段", "拼起来就是完整的"], "split_secret")


@T("en")
def p_wrapped_key(r):
    tok = pick(r, [sk_ant, sk_proj, pypi])(r)
    k = r.randint(40, 60)
    a, b = tok[:k], tok[k:]
    t = f"export LLM_KEY='{a}\\\n{b}'\n# ^ the terminal wrapped it, join the two lines"
    return P(t, [a, b], ["export LLM_KEY=", "# ^ the terminal wrapped it, join the two lines"], "wrapped_key")


@T("en")
def p_wrapped_email(r):
    tok = pick(r, [atatt, sk_ant, hvs])(r)
    k = 76
    lines = [tok[i:i + k] for i in range(0, len(tok), k)]
    t = "> From the vendor onboarding e-mail:\n> Your API credential:\n> " + "\n> ".join(lines) + "\n> Store it somewhere safe."
    return P(t, lines[:3], ["From the vendor onboarding e-mail", "Store it somewhere safe."], "wrapped_key")


@T("zh")
def p_split_password_zh(r):
    p = pw(r) + R(r, 4)
    k = len(p) // 2
    a, b = p[:k], p[k:]
    t = f"VPN 的口令太长，我分开写：开头是 {a}，结尾是 {b}，中间没有空格。"
    return P(t, [a, b] if min(len(a), len(b)) >= 6 else [p], ["VPN 的口令太长，我分开写", "中间没有空格"], "split_secret")


@T("en")
def p_split_json_concat(r):
    tok = gsk(r)
    a, b = tok[:26], tok[26:]
    t = f'const KEY = "{a}" + "{b}"; // split to dodge the push scanner\nconst client = new Groq({{ apiKey: KEY }});'
    return P(t, [a, b], ["// split to dodge the push scanner", "const client = new Groq({ apiKey: KEY });"], "split_secret")


# ======================================================= POSITIVE: cookies
@T("en")
def p_cookie_header_curl(r):
    sid = R(r, 32, LOWD)
    csrf = R(r, 64)
    t = f"curl 'https://admin.{pick(r, DOMAINS)}/api/users?page=2' -H 'Cookie: sessionid={sid}; csrftoken={csrf}' -H 'Accept: application/json'"
    return P(t, [sid, csrf], ["curl 'https://admin.", "/api/users?page=2", "-H 'Accept: application/json'"], "session_cookie")


@T("en")
def p_set_cookie_log(r):
    v = ub64(rbytes(r, 48))
    t = f"HTTP/1.1 302 Found\nLocation: /dashboard\nSet-Cookie: __Host-session={v}; Path=/; Secure; HttpOnly; SameSite=Lax\nContent-Length: 0"
    return P(t, [v], ["HTTP/1.1 302 Found", "Location: /dashboard", "Path=/; Secure; HttpOnly; SameSite=Lax"], "session_cookie")


@T("en")
def p_cookie_requests_py(r):
    v = R(r, 40, LOWD)
    t = f"s = requests.Session()\ns.cookies.set('laravel_session', '{v}', domain='shop.{pick(r, DOMAINS)}')\nresp = s.get(ORDERS_URL, timeout=10)"
    return P(t, [v], ["s = requests.Session()", "resp = s.get(ORDERS_URL, timeout=10)"], "session_cookie")


@T("zh")
def p_cookie_prose_zh(r):
    v = H(r, 32)
    t = f"我在浏览器里登着后台，把 PHPSESSID={v} 贴给你，你用它调一下导出接口，别存到文档里。"
    return P(t, [v], ["我在浏览器里登着后台", "你用它调一下导出接口"], "session_cookie")


@T("en")
def p_cookie_js(r):
    v = R(r, 48, B62 + "%")
    t = f"// quick repro in devtools\ndocument.cookie = \"connect.sid=s%3A{v}; path=/\";\nlocation.reload();"
    return P(t, [v], ["// quick repro in devtools", "location.reload();"], "session_cookie")


@T("zh")
def p_cookie_har_zh(r):
    v = ub64(rbytes(r, 36))
    t = f"抓包结果（HAR 摘要）：\nGET /api/v1/orders 200\nrequest.headers.cookie: JSESSIONID=node0{v}.node0\n响应时间 320ms"
    return P(t, [v], ["抓包结果（HAR 摘要）", "GET /api/v1/orders 200", "响应时间 320ms"], "session_cookie")


# ======================================================= POSITIVE: config formats
@T("en")
def p_pgpass(r):
    h, u, p = pick(r, HOSTS), pick(r, USERS), pw(r).replace(":", "")
    t = f"$ cat ~/.pgpass\n{h}.{pick(r, DOMAINS)}:5432:*:{u}:{p}\nlocalhost:5432:test:postgres:{(p2 := pw(r).replace(':', ''))}\n$ chmod 600 ~/.pgpass"
    return P(t, [p, p2], ["$ cat ~/.pgpass", "$ chmod 600 ~/.pgpass"], "config_pgpass")


@T("zh")
def p_mycnf_zh(r):
    p = pw(r)
    t = f"把下面这段放进 ~/.my.cnf，mysql 命令就不用每次输了：\n[client]\nuser=report\npassword=\"{p}\"\nhost={pick(r, HOSTS)}"
    return P(t, [p], ["放进 ~/.my.cnf", "[client]", "user=report"], "config_mycnf")


@T("en")
def p_netrc(r):
    p = pw(r)
    tok = pick(r, [ghp, glpat])(r)
    t = f"machine api.{pick(r, DOMAINS)}\n  login {pick(r, USERS)}\n  password {p}\nmachine github.com login x-access-token password {tok}"
    return P(t, [p, tok], ["machine github.com login x-access-token"], "config_netrc")


@T("en")
def p_maven_settings(r):
    p = pw(r)
    t = f"<settings>\n  <servers>\n    <server>\n      <id>nexus-releases</id>\n      <username>deployer</username>\n      <password>{p}</password>\n    </server>\n  </servers>\n</settings>"
    return P(t, [p], ["<id>nexus-releases</id>", "<username>deployer</username>"], "config_xml")


@T("zh")
def p_hibernate_xml_zh(r):
    p = pw(r)
    t = f"老项目的 hibernate.cfg.xml 里写死了：\n<property name=\"hibernate.connection.url\">jdbc:mysql://{pick(r, HOSTS)}:3306/erp</property>\n<property name=\"hibernate.connection.password\">{p}</property>\n下周改成从环境变量读。"
    return P(t, [p], ["老项目的 hibernate.cfg.xml 里写死了", "hibernate.connection.password", "下周改成从环境变量读"], "config_xml")


@T("en")
def p_django_settings(r):
    k = django_key(r)
    t = f"# settings/prod.py\nDEBUG = False\nSECRET_KEY = '{k}'\nALLOWED_HOSTS = ['.{pick(r, DOMAINS)}']"
    return P(t, [k], ["# settings/prod.py", "DEBUG = False", "SECRET_KEY"], "framework_secret_key")


@T("en")
def p_rails_credentials(r):
    k = H(r, 128)
    t = f"$ EDITOR=cat bin/rails credentials:show\nsecret_key_base: {k}\naws:\n  region: eu-west-1"
    return P(t, [k], ["bin/rails credentials:show", "secret_key_base", "region: eu-west-1"], "framework_secret_key")


@T("zh")
def p_laravel_env_zh(r):
    k = "base64:" + b64(rbytes(r, 32))
    p = pw(r)
    t = f"线上 .env 关键几项：\nAPP_ENV=production\nAPP_KEY={k}\nDB_HOST={pick(r, HOSTS)}\nDB_PASSWORD={p}"
    return P(t, [k[7:], p], ["线上 .env 关键几项", "APP_ENV=production", "APP_KEY", "DB_PASSWORD"], "framework_secret_key")


@T("en")
def p_flask_config_toml(r):
    k = H(r, 64)
    t = f"[flask]\nSECRET_KEY = \"{k}\"\nSESSION_COOKIE_SECURE = true\n\n[db]\nurl = \"postgresql://{pick(r, HOSTS)}/app\""
    return P(t, [k], ["[flask]", "SESSION_COOKIE_SECURE = true"], "framework_secret_key")


@T("en")
def p_spring_properties(r):
    p = pw(r)
    cs = azure_cs(r)
    t = f"spring.datasource.url=jdbc:postgresql://{pick(r, HOSTS)}:5432/orders\nspring.datasource.username=orders_app\nspring.datasource.password={p}\nspring.security.oauth2.client.registration.azure.client-secret={cs}"
    return P(t, [p, cs], ["spring.datasource.username=orders_app", "spring.datasource.password", "client-secret"], "config_properties")


@T("zh")
def p_php_define_zh(r):
    p = pw(r)
    t = f"wp-config.php 里数据库配置：\ndefine( 'DB_USER', 'wp_shop' );\ndefine( 'DB_PASSWORD', '{p}' );\ndefine( 'DB_HOST', 'localhost' );"
    return P(t, [p], ["wp-config.php 里数据库配置", "define( 'DB_USER', 'wp_shop' );", "define( 'DB_HOST', 'localhost' );"], "config_php")


@T("en")
def p_hcl_terraform(r):
    p = pw(r)
    t = f'resource "aws_db_instance" "main" {{\n  engine         = "postgres"\n  username       = "master"\n  password       = "{p}"\n  instance_class = "db.t3.medium"\n}}'
    return P(t, [p], ['resource "aws_db_instance" "main"', 'instance_class = "db.t3.medium"'], "config_hcl")


@T("en")
def p_json_appsettings(r):
    p = pw(r)
    t = f'{{\n  "ConnectionStrings": {{\n    "Default": "Server={pick(r, HOSTS)};Database=Shop;User Id=shop_app;Password={p};TrustServerCertificate=True"\n  }},\n  "Logging": {{ "LogLevel": {{ "Default": "Warning" }} }}\n}}'
    return P(t, [p], ['"ConnectionStrings"', "TrustServerCertificate=True", '"Logging"'], "conn_string_db")


@T("zh")
def p_nginx_htpasswd_zh(r):
    p = pw(r)
    t = f"给 Kibana 加了 basic auth：\nhtpasswd -b /etc/nginx/.htpasswd kibana {p}\nnginx -s reload"
    return P(t, [p], ["给 Kibana 加了 basic auth", "nginx -s reload"], "cli_positional")


@T("en")
def p_ini_odbc(r):
    p = pw(r)
    t = f"[ODBC Data Sources]\nwarehouse=Snowflake\n\n[warehouse]\nDriver=/usr/lib/snowflake/odbc/lib/libSnowflake.so\nuid=ETL_USER\npwd={p}\nwarehouse=COMPUTE_WH"
    return P(t, [p], ["[ODBC Data Sources]", "uid=ETL_USER", "warehouse=COMPUTE_WH"], "config_ini")


@T("en")
def p_npmrc_pypirc(r):
    n, pp = npm(r), pypi(r)
    t = f"~/.npmrc:\n//registry.npmjs.org/:_authToken={n}\n~/.pypirc:\n[pypi]\nusername = __token__\npassword = {pp}"
    return P(t, [n, pp], ["~/.npmrc:", "//registry.npmjs.org/:_authToken=", "username = __token__"], "registry_token")


@T("zh")
def p_docker_config_json_zh(r):
    auth = b64(f"{pick(r, USERS)}:{pw(r)}".encode())
    t = f"~/.docker/config.json 长这样：\n{{\"auths\": {{\"registry.{pick(r, DOMAINS)}\": {{\"auth\": \"{auth}\"}}}}}}\n所以 CI 里能直接 pull。"
    return P(t, [auth], ["~/.docker/config.json 长这样", "所以 CI 里能直接 pull"], "docker_auth")


# ======================================================= POSITIVE: positional args in code
@T("en")
def p_pymysql_positional(r):
    p, h = pw(r), pick(r, HOSTS)
    t = f"conn = pymysql.connect('{h}', 'report', '{p}', 'analytics')\ncur = conn.cursor()\ncur.execute('SELECT count(*) FROM events')"
    return P(t, [p], ["conn = pymysql.connect(", "cur = conn.cursor()", "SELECT count(*) FROM events"], "positional_arg_code")


@T("en")
def p_smtplib_login(r):
    p = pw(r)
    t = f"server = smtplib.SMTP_SSL('smtp.{pick(r, DOMAINS)}', 465)\nserver.login('alerts@{pick(r, DOMAINS)}', '{p}')\nserver.send_message(msg)"
    return P(t, [p], ["server = smtplib.SMTP_SSL(", "server.login(", "server.send_message(msg)"], "positional_arg_code")


@T("zh")
def p_ftplib_zh(r):
    p = pw(r)
    t = f"供应商的 FTP 这样连：\nftp = FTP('ftp.{pick(r, DOMAINS)}', 'vendor_upload', '{p}')\nftp.cwd('/inbound')"
    return P(t, [p], ["供应商的 FTP 这样连", "ftp.cwd('/inbound')"], "positional_arg_code")


@T("en")
def p_java_drivermanager(r):
    p = pw(r)
    t = f'Connection c = DriverManager.getConnection(\n    "jdbc:postgresql://{pick(r, HOSTS)}:5432/ledger", "ledger_rw", "{p}");\nc.setAutoCommit(false);'
    return P(t, [p], ["Connection c = DriverManager.getConnection(", "c.setAutoCommit(false);"], "positional_arg_code")


@T("en")
def p_csharp_networkcredential(r):
    p = pw(r)
    t = f'var client = new SmtpClient("mail.{pick(r, DOMAINS)}", 587) {{\n    Credentials = new NetworkCredential("svc-mailer", "{p}"),\n    EnableSsl = true\n}};'
    return P(t, [p], ["var client = new SmtpClient(", "Credentials = new NetworkCredential(", "EnableSsl = true"], "positional_arg_code")


@T("zh")
def p_requests_auth_tuple_zh(r):
    p = pw(r)
    t = f"调 Jira 接口用的基础认证：\nr = requests.get(url, auth=('bot@{pick(r, DOMAINS)}', '{p}'), timeout=30)\n返回 200 就说明通了。"
    return P(t, [p], ["调 Jira 接口用的基础认证", "r = requests.get(url, auth=(", "返回 200 就说明通了"], "positional_arg_code")


@T("en")
def p_twilio_client_positional(r):
    sid, tok = twilio_sid(r), H(r, 32)
    t = f"const client = require('twilio')('{sid}', '{tok}');\nawait client.messages.create({{ to, from: SENDER, body }});"
    return P(t, [tok], ["const client = require('twilio')(", "await client.messages.create({ to, from: SENDER, body });"], "positional_arg_code")


@T("en")
def p_go_redis_auth(r):
    p = pw_url(r)
    t = f'rdb := redis.NewClient(&redis.Options{{Addr: "{pick(r, HOSTS)}:6379", DB: 0}})\nif err := rdb.Do(ctx, "AUTH", "{p}").Err(); err != nil {{\n\tlog.Fatal(err)\n}}'
    return P(t, [p], ["rdb := redis.NewClient(", 'rdb.Do(ctx, "AUTH",', "log.Fatal(err)"], "positional_arg_code")


@T("zh")
def p_ldap_bind_zh(r):
    p = pw(r)
    t = f"LDAP 同步脚本第 12 行：\nconn.simple_bind_s('cn=sync,ou=svc,dc=corp,dc=local', '{p}')\n绑定失败会抛 INVALID_CREDENTIALS。"
    return P(t, [p], ["LDAP 同步脚本第 12 行", "conn.simple_bind_s(", "绑定失败会抛 INVALID_CREDENTIALS"], "positional_arg_code")


@T("en")
def p_octokit_stripe_ctor(r):
    g, s = ghp(r), sk_live(r)
    t = f"const octokit = new Octokit({{ auth: '{g}' }});\nconst stripe = new Stripe('{s}', {{ apiVersion: '2024-06-20' }});"
    return P(t, [g, s], ["const octokit = new Octokit(", "const stripe = new Stripe(", "apiVersion: '2024-06-20'"], "positional_arg_code")


@T("en")
def p_imap_login_rust(r):
    p = pw(r)
    t = f'let client = imap::ClientBuilder::new("imap.{pick(r, DOMAINS)}", 993).connect()?;\nlet mut session = client.login("archive@{pick(r, DOMAINS)}", "{p}").map_err(|e| e.0)?;'
    return P(t, [p], ["let client = imap::ClientBuilder::new(", "let mut session = client.login(", ".map_err(|e| e.0)?;"], "positional_arg_code")


@T("zh")
def p_paramiko_zh(r):
    p = pw(r)
    t = f"自动化巡检脚本：\nssh.connect('{r.randint(10, 172)}.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}', 22, 'inspector', '{p}')\n然后执行 df -h。"
    return P(t, [p], ["自动化巡检脚本", "然后执行 df -h"], "positional_arg_code")


# ======================================================= POSITIVE: CLI flags & positional
@T("en")
def p_rabbitmqctl(r):
    p = pw(r)
    t = f"$ rabbitmqctl add_user {pick(r, SERVICES)}_worker {p}\nAdding user \"{pick(r, SERVICES)}_worker\" ...\n$ rabbitmqctl set_permissions -p / {pick(r, SERVICES)}_worker '.*' '.*' '.*'"
    return P(t, [p], ["$ rabbitmqctl add_user", "$ rabbitmqctl set_permissions -p /"], "cli_positional")


@T("en")
def p_7z_zip_flag(r):
    p = pw(r)
    tool = pick(r, ["7z a -p{p} -mhe=on dump.7z dump.sql", "zip -P {p} -r logs.zip logs/", "unzip -P {p} vendor-drop.zip"])
    cmd = tool.format(p=p)
    t = f"$ {cmd}\nEverything is Ok"
    return P(t, [p], ["Everything is Ok"], "cli_password_flag")


@T("zh")
def p_openssl_pass_zh(r):
    p = pw(r)
    t = f"加密导出文件：\nopenssl enc -aes-256-cbc -pbkdf2 -salt -in users.csv -out users.csv.enc -pass pass:{p}\n解密把 enc 换成 enc -d。"
    return P(t, [p], ["加密导出文件", "openssl enc -aes-256-cbc -pbkdf2 -salt -in users.csv -out users.csv.enc", "解密把 enc 换成 enc -d"], "cli_password_flag")


@T("en")
def p_mysql_p_attached(r):
    p = pw(r)
    t = f"mysqldump -h {pick(r, HOSTS)} -u backup -p{p} --single-transaction shop > shop.sql\nmysqldump: [Warning] Using a password on the command line interface can be insecure."
    return P(t, [p], ["--single-transaction shop > shop.sql", "mysqldump: [Warning] Using a password on the command line interface can be insecure."], "cli_password_flag")


@T("en")
def p_sshpass(r):
    p = pw(r)
    t = f"for h in $(cat hosts.txt); do sshpass -p '{p}' ssh -o StrictHostKeyChecking=no root@$h uptime; done"
    return P(t, [p], ["for h in $(cat hosts.txt); do sshpass -p", "ssh -o StrictHostKeyChecking=no root@$h uptime; done"], "cli_password_flag")


@T("zh")
def p_redis_cli_zh(r):
    p = pw_url(r)
    t = f"清缓存：redis-cli -h {pick(r, HOSTS)} -p 6379 -a {p} --no-auth-warning FLUSHDB，执行前先确认是 db 3。"
    return P(t, [p], ["清缓存：redis-cli -h", "--no-auth-warning FLUSHDB", "执行前先确认是 db 3"], "cli_password_flag")


@T("en")
def p_az_sp_login(r):
    cs = azure_cs(r)
    t = f"az login --service-principal -u {uuid4(r)} -p {cs} --tenant {uuid4(r)}\naz account set --subscription prod-weu"
    return P(t, [cs], ["az login --service-principal -u", "az account set --subscription prod-weu"], "cloud_client_secret")


@T("en")
def p_docker_login_p(r):
    p = dckr(r)
    t = f"- run: docker login -u ourbot -p {p} docker.io\n- run: docker push ourorg/api:${{{{ github.sha }}}}"
    return P(t, [p], ["- run: docker login -u ourbot -p", "- run: docker push ourorg/api:${{ github.sha }}"], "cli_password_flag")


@T("zh")
def p_vault_login_zh(r):
    tok = hvs(r)
    t = f"本地调试先登录 Vault：\nexport VAULT_ADDR=https://vault.{pick(r, DOMAINS)}:8200\nvault login {tok}\n然后 vault kv get secret/app。"
    return P(t, [tok], ["本地调试先登录 Vault", "export VAULT_ADDR=https://vault.", "然后 vault kv get secret/app"], "vault_token")


@T("en")
def p_kubectl_from_literal(r):
    p, k = pw(r), H(r, 40)
    t = f"kubectl -n payments create secret generic psp-creds \\\n  --from-literal=username=merchant01 \\\n  --from-literal=password={p} \\\n  --from-literal=api_key={k}"
    return P(t, [p, k], ["kubectl -n payments create secret generic psp-creds", "--from-literal=username=merchant01"], "k8s_secret")


@T("en")
def p_helm_set(r):
    p = pw(r)
    t = f"helm upgrade --install pg bitnami/postgresql -n data --set auth.postgresPassword={p} --set primary.persistence.size=50Gi"
    return P(t, [p], ["helm upgrade --install pg bitnami/postgresql -n data", "--set primary.persistence.size=50Gi"], "cli_password_flag")


@T("zh")
def p_gh_secret_set_zh(r):
    tok = pick(r, [npm, hf, sendgrid])(r)
    t = f"把发布用的 token 配到仓库：gh secret set PUBLISH_TOKEN --body \"{tok}\" --repo org/sdk，配完跑一遍 release workflow。"
    return P(t, [tok], ["把发布用的 token 配到仓库", "gh secret set PUBLISH_TOKEN", "配完跑一遍 release workflow"], "cli_password_flag")


@T("en")
def p_psql_env_prefix(r):
    p = pw(r)
    t = f"PGPASSWORD='{p}' psql -h {pick(r, HOSTS)} -U migrator -d orders -f migrations/0042_add_index.sql"
    return P(t, [p], ["psql -h", "-U migrator -d orders -f migrations/0042_add_index.sql"], "cli_password_flag")


@T("en")
def p_curl_user(r):
    u, p = pick(r, USERS), pw_url(r)
    t = f"curl -u {u}:{p} -X POST https://jenkins.{pick(r, DOMAINS)}/job/deploy/buildWithParameters?ENV=staging"
    return P(t, [p], ["-X POST https://jenkins.", "/job/deploy/buildWithParameters?ENV=staging"], "cli_password_flag")


@T("zh")
def p_mc_alias_zh(r):
    ak, sk = R(r, 20, UP), R(r, 40, B62)
    t = f"MinIO 客户端配置：mc alias set backup https://s3.{pick(r, DOMAINS)} {ak} {sk} --api S3v4，之后 mc ls backup/ 能看到桶。"
    return P(t, [sk], ["MinIO 客户端配置：mc alias set backup", "--api S3v4", "之后 mc ls backup/ 能看到桶"], "cli_positional")


@T("en")
def p_wg_private_key(r):
    k = b64(rbytes(r, 32))
    t = f"[Interface]\nAddress = 10.8.0.{r.randint(2, 200)}/24\nPrivateKey = {k}\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = {b64(rbytes(r, 32))}\nEndpoint = vpn.{pick(r, DOMAINS)}:51820"
    return P(t, [k], ["[Interface]", "DNS = 1.1.1.1", "[Peer]", "PublicKey = "], "encryption_key")


# ======================================================= POSITIVE: key pairs (ID + secret)
@T("en")
def p_aws_pair_prose(r):
    a, s = akia(r), aws_secret(r)
    t = f"New IAM user for the exporter: access key {a}, secret {s}. It only has s3:PutObject on the exports bucket."
    return P(t, [a, s], ["New IAM user for the exporter", "It only has s3:PutObject on the exports bucket."], "key_pair")


@T("zh")
def p_aws_pair_zh(r):
    a, s = akia(r), aws_secret(r)
    t = f"阿里云/AWS 都一样的格式，给你 AWS 的：\nAccessKeyId: {a}\nSecretAccessKey: {s}\n只读权限，用完我会删掉。"
    return P(t, [a, s], ["AccessKeyId", "SecretAccessKey", "只读权限，用完我会删掉"], "key_pair")


@T("en")
def p_aliyun_pair(r):
    a, s = "LTAI5t" + R(r, 18), R(r, 30)
    t = f"oss config for the CDN sync job:\naccessKeyID={a}\naccessKeySecret={s}\nendpoint=oss-cn-hangzhou.aliyuncs.com"
    return P(t, [a, s], ["oss config for the CDN sync job", "accessKeySecret", "endpoint=oss-cn-hangzhou.aliyuncs.com"], "key_pair")


@T("zh")
def p_tencent_pair_zh(r):
    a, s = "AKID" + R(r, 32), R(r, 32)
    t = f"腾讯云 COS 的密钥对：SecretId 是 {a}，SecretKey 是 {s}，地域 ap-guangzhou。"
    return P(t, [a, s], ["腾讯云 COS 的密钥对", "地域 ap-guangzhou"], "key_pair")


@T("en")
def p_algolia_pair(r):
    app, key = R(r, 10, UP), H(r, 32)
    t = f"Algolia: app {app}, admin key {key} (the search-only key is fine to ship, this one is not)."
    return P(t, [key], ["Algolia: app", "(the search-only key is fine to ship, this one is not)"], "key_pair")


@T("en")
def p_oauth_client_pair(r):
    cid = D(r, 12) + "-" + R(r, 32, LOWD) + ".apps.googleusercontent.com"
    cs = "GOCSPX-" + R(r, 28, B62 + "-_")
    t = f"Google OAuth for the internal tool:\n  client_id: {cid}\n  client_secret: {cs}\n  redirect: https://tools.{pick(r, DOMAINS)}/oauth/callback"
    return P(t, [cs], ["Google OAuth for the internal tool", "client_id: " + cid, "client_secret"], "cloud_client_secret")


@T("zh")
def p_wechat_appsecret_zh(r):
    appid, sec = "wx" + H(r, 16), H(r, 32)
    t = f"公众号后台的开发者配置：AppID {appid}，AppSecret {sec}，IP 白名单已经加了出口 IP。"
    return P(t, [sec], [f"公众号后台的开发者配置：AppID {appid}", "IP 白名单已经加了出口 IP"], "key_pair")


@T("en")
def p_hmac_pair_api(r):
    kid, sec = "kid_" + R(r, 12, LOWD), b64(rbytes(r, 32))
    t = f"Exchange API credentials for the market-data bot — key id `{kid}`, signing secret `{sec}`. Requests are signed with HMAC-SHA256 over timestamp+path."
    return P(t, [sec], ["Exchange API credentials for the market-data bot", "Requests are signed with HMAC-SHA256 over timestamp+path."], "key_pair")


# ======================================================= POSITIVE: typed provider secrets
@T("en")
def p_azure_sp_json(r):
    cs = azure_cs(r)
    t = f'{{\n  "appId": "{uuid4(r)}",\n  "displayName": "gh-actions-deployer",\n  "password": "{cs}",\n  "tenant": "{uuid4(r)}"\n}}'
    return P(t, [cs], ['"displayName": "gh-actions-deployer"', '"appId"', '"tenant"'], "cloud_client_secret")


@T("zh")
def p_gcp_sa_key_zh(r):
    pem, lines = pem_lines(r, "PRIVATE KEY", 16)
    esc = pem.replace("\n", "\\n")
    lines_esc = lines
    t = f"GCP 服务账号 key 文件（节选）：\n{{\"type\": \"service_account\", \"project_id\": \"shop-prod-{r.randint(100, 999)}\", \"private_key_id\": \"{H(r, 40)}\", \"private_key\": \"{esc}\\n\", \"client_email\": \"bq-loader@shop.iam.gserviceaccount.com\"}}"
    return P(t, lines_esc, ["GCP 服务账号 key 文件（节选）", '"type": "service_account"', '"client_email": "bq-loader@shop.iam.gserviceaccount.com"'], "pem_private_key")


@T("en")
def p_go_dsn_driver(r):
    p = pw_url(r).replace("@", "")
    t = f'db, err := sql.Open("mysql", "orders:{p}@tcp({pick(r, HOSTS)}:3306)/orders?parseTime=true")\nif err != nil {{ return err }}'
    return P(t, [p], ['db, err := sql.Open("mysql",', "if err != nil { return err }"], "db_dsn")


@T("zh")
def p_libpq_kv_zh(r):
    p = pw(r)
    t = f"psycopg 连接串：\"host={pick(r, HOSTS)} port=5432 dbname=billing user=billing_rw password={p} sslmode=require\"，超时设 5 秒。"
    return P(t, [p], ["psycopg 连接串", "sslmode=require", "超时设 5 秒"], "db_dsn")


@T("en")
def p_oracle_tns(r):
    p = pw(r).replace("/", "").replace("@", "")
    t = f"sqlplus scott/{p}@//{pick(r, HOSTS)}:1521/ORCLPDB1 @nightly_report.sql"
    return P(t, [p], ["@nightly_report.sql"], "db_dsn")


@T("en")
def p_mongo_srv(r):
    p = pw_url(r)
    t = f'MONGO_URI="mongodb+srv://atlas_app:{p}@cluster0.{R(r, 5, LOWD)}.mongodb.net/shop?retryWrites=true&w=majority"'
    return P(t, [p], ["MONGO_URI="], "conn_string_db")


@T("zh")
def p_amqp_url_zh(r):
    p = pw_url(r)
    t = f"Celery 的 broker 地址：amqp://celery:{p}@{pick(r, HOSTS)}:5672/prod ，结果后端用的 redis。"
    return P(t, [p], ["Celery 的 broker 地址", "结果后端用的 redis"], "conn_string_db")


@T("en")
def p_age_key(r):
    k = age_key(r)
    t = f"# created: 2026-0{r.randint(1, 9)}-1{r.randint(0, 9)}T10:22:31Z\n# public key: age1{R(r, 58, 'qpzry9x8gf2tvdw0s3jn54khce6mua7l')}\n{k}\n(that's keys.txt for sops, copy it to ~/.config/sops/age/)"
    return P(t, [k], ["# public key: age1", "(that's keys.txt for sops, copy it to ~/.config/sops/age/)"], "encryption_key")


@T("en")
def p_fernet_key(r):
    k = fernet(r)
    t = f"FIELD_ENCRYPTION_KEY={k}\n# generated with Fernet.generate_key(); losing it means the encrypted columns are gone"
    return P(t, [k], ["FIELD_ENCRYPTION_KEY", "# generated with Fernet.generate_key(); losing it means the encrypted columns are gone"], "encryption_key")


@T("zh")
def p_aes_key_hex_zh(r):
    k, iv = H(r, 64), H(r, 32)
    t = f"支付回调报文用 AES-256-CBC 加密，商户密钥 {k}，IV 固定为 {iv}（对方要求的，不是我们选的）。"
    return P(t, [k, iv], ["支付回调报文用 AES-256-CBC 加密", "（对方要求的，不是我们选的）"], "encryption_key")


@T("en")
def p_telegram_bot_url(r):
    tok = tele(r)
    t = f"Alert hook: curl -s -X POST https://api.telegram.org/bot{tok}/sendMessage -d chat_id=-100{D(r, 10)} -d text=\"disk full\""
    return P(t, [tok[tok.index(':') + 1:]], ["Alert hook: curl -s -X POST https://api.telegram.org/bot", "/sendMessage -d chat_id=-100"], "bot_token")


@T("zh")
def p_discord_bot_zh(r):
    tok = discord(r)
    t = f"群里那个播报机器人的 token：{tok}，重启用 pm2 restart bot。"
    return P(t, [tok], ["群里那个播报机器人的 token", "重启用 pm2 restart bot"], "bot_token")


@T("en")
def p_slack_app_tokens(r):
    b, a = xoxb(r), xapp(r)
    t = f"SLACK_BOT_TOKEN={b}\nSLACK_APP_TOKEN={a}\nSLACK_SIGNING_SECRET={(s := H(r, 32))}"
    return P(t, [b, a, s], ["SLACK_BOT_TOKEN", "SLACK_APP_TOKEN", "SLACK_SIGNING_SECRET"], "bot_token")


@T("en")
def p_slack_webhook_url(r):
    tail = R(r, 24)
    url = f"https://hooks.slack.com/services/T{R(r, 10, UP)}/B{R(r, 10, UP)}/{tail}"
    t = f"Post deploy notices to #releases via {url} (ask before adding more channels)."
    return P(t, [tail], ["Post deploy notices to #releases via", "(ask before adding more channels)"], "url_path_token")


@T("zh")
def p_dingtalk_webhook_zh(r):
    at = H(r, 64)
    sec = "SEC" + H(r, 64)
    t = f"钉钉告警机器人：\nwebhook: https://oapi.dingtalk.com/robot/send?access_token={at}\n加签密钥: {sec}"
    return P(t, [at, sec], ["钉钉告警机器人", "加签密钥"], "webhook_secret")


@T("en")
def p_stripe_webhook_secret(r):
    s = whsec(r)
    t = f"event = stripe.Webhook.construct_event(payload, sig_header, '{s}')  # TODO move to env"
    return P(t, [s], ["event = stripe.Webhook.construct_event(payload, sig_header,", "# TODO move to env"], "webhook_secret")


@T("en")
def p_github_webhook_secret(r):
    s = R(r, 40, B62)
    t = f"Repo settings > Webhooks > https://ci.{pick(r, DOMAINS)}/hook: content type application/json, secret {s}, events: push, pull_request."
    return P(t, [s], ["Repo settings > Webhooks >", "content type application/json", "events: push, pull_request."], "webhook_secret")


@T("zh")
def p_feishu_webhook_zh(r):
    tok = uuid4(r)
    t = f"飞书群机器人地址 https://open.feishu.cn/open-apis/bot/v2/hook/{tok} ，消息类型用 interactive 卡片。"
    return P(t, [tok], ["飞书群机器人地址", "消息类型用 interactive 卡片"], "url_path_token")


@T("en")
def p_discord_webhook_url(r):
    tok = R(r, 68, B62 + "-_")
    t = f"DISCORD_WEBHOOK=https://discord.com/api/webhooks/{D(r, 19)}/{tok}"
    return P(t, [tok], ["DISCORD_WEBHOOK="], "url_path_token")


@T("en")
def p_token_in_query(r):
    k = pick(r, [aiza, lambda r: H(r, 32)])(r)
    t = f"GET https://maps.googleapis.com/maps/api/geocode/json?address=Berlin&key={k} -> 200 OK (412 ms)"
    return P(t, [k], ["GET https://maps.googleapis.com/maps/api/geocode/json?address=Berlin", "-> 200 OK (412 ms)"], "url_query_token")


# ======================================================= POSITIVE: known token shapes in context
@T("en")
def p_llm_keys_env(r):
    a, o = sk_ant(r), sk_proj(r)
    t = f"# .env.local (do not commit)\nANTHROPIC_API_KEY={a}\nOPENAI_API_KEY={o}\nMODEL=claude-sonnet"
    return P(t, [a, o], ["# .env.local (do not commit)", "ANTHROPIC_API_KEY", "OPENAI_API_KEY", "MODEL=claude-sonnet"], "llm_api_key")


@T("zh")
def p_llm_key_chat_zh(r):
    k = pick(r, [sk_ant, sk_proj, gsk, r8])(r)
    t = f"{pick(r, ZHNAME)}：我的额度用完了，先用公司这个 {k} 顶一下，月底前记得换回来。"
    return P(t, [k], ["我的额度用完了，先用公司这个", "月底前记得换回来"], "llm_api_key")


@T("en")
def p_hf_in_python(r):
    k = hf(r)
    t = f"from huggingface_hub import login\nlogin(\"{k}\")\nmodel = AutoModel.from_pretrained('org/private-model')"
    return P(t, [k], ["from huggingface_hub import login", "model = AutoModel.from_pretrained('org/private-model')"], "positional_arg_code")


@T("en")
def p_gh_remote_url(r):
    tok = pick(r, [ghp, ghpat])(r)
    t = f"$ git remote -v\norigin\thttps://{tok}@github.com/acme/infra.git (fetch)\norigin\thttps://{tok}@github.com/acme/infra.git (push)"
    return P(t, [tok], ["$ git remote -v", "@github.com/acme/infra.git (fetch)"], "github_token")


@T("zh")
def p_gitlab_runner_zh(r):
    rt = glrt(r)
    t = f"注册 runner：gitlab-runner register --url https://gitlab.{pick(r, DOMAINS)} --token {rt} --executor docker，标签填 gpu。"
    return P(t, [rt], ["注册 runner：gitlab-runner register --url https://gitlab.", "--executor docker", "标签填 gpu"], "cli_password_flag")


@T("en")
def p_auth_header_log(r):
    k = pick(r, [jwt, lambda r: "Bearer " + pmak(r), lambda r: lin(r)])(r)
    k = k.replace("Bearer ", "")
    t = f"2026-11-{r.randint(10, 28)} 09:14:02 DEBUG httpx > POST /v1/issues\n> authorization: Bearer {k}\n> content-type: application/json\n< 201 Created"
    return P(t, [k], ["DEBUG httpx > POST /v1/issues", "> content-type: application/json", "< 201 Created"], "auth_header")


@T("zh")
def p_api_key_header_zh(r):
    k = pick(r, [lambda r: H(r, 32), figma, ntn])(r)
    t = f"接口文档里的示例是假的，真实调用要带这个头：X-API-Key: {k} ，限流每分钟 60 次。"
    return P(t, [k], ["接口文档里的示例是假的，真实调用要带这个头", "限流每分钟 60 次"], "auth_header")


@T("en")
def p_private_key_paste(r):
    kind = pick(r, ["OPENSSH PRIVATE KEY", "RSA PRIVATE KEY", "EC PRIVATE KEY"])
    pem, lines = pem_lines(r, kind, 10)
    t = f"Here's the deploy key for the legacy box, paste it into ~/.ssh/legacy and chmod 600:\n{pem}"
    return P(t, lines, ["Here's the deploy key for the legacy box", "chmod 600"], "pem_private_key")


@T("zh")
def p_jwt_supabase_zh(r):
    j = jwt(r)
    t = f"Supabase 的 service_role key（能绕过 RLS，千万别放前端）：{j}"
    return P(t, [j], ["Supabase 的 service_role key", "千万别放前端"], "jwt")


@T("en")
def p_ci_yaml_literal(r):
    n, s = npm(r), pick(r, [sendgrid, mailgun])(r)
    t = f"jobs:\n  publish:\n    runs-on: ubuntu-latest\n    env:\n      NODE_AUTH_TOKEN: {n}\n      MAIL_KEY: \"{s}\"\n    steps:\n      - run: npm publish --access public"
    return P(t, [n, s], ["runs-on: ubuntu-latest", "NODE_AUTH_TOKEN", "MAIL_KEY", "- run: npm publish --access public"], "ci_yaml")


@T("zh")
def p_gitlab_ci_zh(r):
    p, tok = pw(r), tfc(r)
    t = f"# .gitlab-ci.yml 临时改成这样排查\nvariables:\n  TF_TOKEN_app_terraform_io: \"{tok}\"\n  DB_PASS: \"{p}\"\nplan:\n  script: terraform plan"
    return P(t, [tok, p], ["# .gitlab-ci.yml 临时改成这样排查", "TF_TOKEN_app_terraform_io", "DB_PASS", "script: terraform plan"], "ci_yaml")


@T("en")
def p_compose_env(r):
    p, k = pw(r), pick(r, [sk_live, dop, pulumi])(r)
    t = f"services:\n  api:\n    image: ghcr.io/acme/api:{semver(r)}\n    environment:\n      - POSTGRES_PASSWORD={p}\n      - PAYMENTS_KEY={k}\n    ports:\n      - \"8080:8080\""
    return P(t, [p, k], ["image: ghcr.io/acme/api:", "POSTGRES_PASSWORD", "PAYMENTS_KEY", '- "8080:8080"'], "docker")


@T("en")
def p_k8s_secret_b64(r):
    p = pw(r)
    enc = b64(p.encode())
    tok = b64(doppler(r).encode())
    t = f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: app-secrets\ntype: Opaque\ndata:\n  DB_PASSWORD: {enc}\n  DOPPLER_TOKEN: {tok}"
    return P(t, [enc, tok], ["kind: Secret", "name: app-secrets", "DB_PASSWORD", "DOPPLER_TOKEN"], "k8s_secret")


@T("zh")
def p_k8s_stringdata_zh(r):
    p = pw(r)
    t = f"这个 Secret 是 stringData 写的，明文：\nstringData:\n  redis-password: \"{p}\"\n  sentry-auth: {(s := sntrys(r))}"
    return P(t, [p, s], ["这个 Secret 是 stringData 写的", "redis-password", "sentry-auth"], "k8s_secret")


@T("en")
def p_dockerfile_arg(r):
    tok = pick(r, [ghp, npm, glpat])(r)
    t = f"FROM node:20-alpine\nARG NPM_TOKEN={tok}\nRUN echo \"//npm.pkg.github.com/:_authToken=${{NPM_TOKEN}}\" > .npmrc && npm ci"
    return P(t, [tok], ["FROM node:20-alpine", "ARG NPM_TOKEN", "npm ci"], "docker")


@T("en")
def p_shell_history_export(r):
    a, b = pick(r, [cf_token, lin, pmak])(r), pick(r, [shpat, grafana_sa, hf])(r)
    t = f"  501  cd ~/work/infra\n  502  export CLOUDFLARE_API_TOKEN={a}\n  503  terraform apply -target=module.dns\n  504  export SHOP_TOKEN=\"{b}\"\n  505  ./sync.sh"
    return P(t, [a, b], ["cd ~/work/infra", "CLOUDFLARE_API_TOKEN", "terraform apply -target=module.dns", "SHOP_TOKEN", "./sync.sh"], "env_export")


@T("zh")
def p_handoff_multi_zh(r):
    p1, p2, g = pw(r), pw(r), ghs(r)
    t = f"交接清单：\n1. 堡垒机 root 口令 {p1}\n2. Grafana admin 的是 {p2}\n3. CI 用的 app token {g}\n以上下周一统一轮换。"
    return P(t, [p1, p2, g], ["交接清单", "1. 堡垒机 root 口令", "2. Grafana admin 的是", "3. CI 用的 app token", "以上下周一统一轮换"], "password_prose")


@T("en")
def p_error_traceback(r):
    p = pw_url(r)
    t = f"sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at \"{pick(r, HOSTS)}\" failed\n[SQL: SELECT 1]\n(Background on this error) engine url was postgresql+psycopg2://etl:{p}@{pick(r, HOSTS)}:5432/warehouse"
    return P(t, [p], ["sqlalchemy.exc.OperationalError", "[SQL: SELECT 1]"], "conn_string_db")


@T("en")
def p_yaml_anchor_passphrase(r):
    ws, ph = phrase(r, 4)
    t = f"restic:\n  repository: s3:s3.amazonaws.com/acme-backups/restic\n  password: \"{ph}\"\n  keep_daily: 7"
    return P(t, phrase_secrets(ws), ["repository: s3:s3.amazonaws.com/acme-backups/restic", "keep_daily: 7"], "passphrase")


@T("zh")
def p_zh_phrase_password_zh(r):
    p = pick(r, ["春眠不觉晓处处闻啼鸟", "床前明月光疑是地上霜", "白日依山尽黄河入海流", "千山鸟飞绝万径人踪灭"])
    p = p[:r.randint(7, 10)] + str(r.randint(10, 99))
    t = f"财务系统的登录口令换成了一句诗加数字：{p}，输入法记得切成中文。"
    return P(t, [p], ["财务系统的登录口令换成了一句诗加数字", "输入法记得切成中文"], "password_prose")


@T("en")
def p_powershell_securestring(r):
    p = pw(r)
    t = f"$sec = ConvertTo-SecureString '{p}' -AsPlainText -Force\n$cred = New-Object System.Management.Automation.PSCredential('CORP\\svc_sql', $sec)\nInvoke-Command -ComputerName SQL01 -Credential $cred -ScriptBlock {{ Get-Service MSSQLSERVER }}"
    return P(t, [p], ["$sec = ConvertTo-SecureString", "-AsPlainText -Force", "Invoke-Command -ComputerName SQL01 -Credential $cred"], "positional_arg_code")


# ======================================================= NEGATIVES
@T("en")
def n_git_log_hashes(r):
    h1, h2 = H(r, 40), H(r, 40)
    t = f"commit {h1}\nMerge: {h2[:7]} {H(r, 7)}\nAuthor: {pick(r, FIRST).title()} <dev@{pick(r, DOMAINS)}>\n\n    fix: retry token refresh on 401"
    return N(t, [f"commit {h1}", f"Merge: {h2[:7]}", "fix: retry token refresh on 401"], "neg_hash_id")


@T("zh")
def n_git_revert_zh(r):
    h = H(r, 40)
    t = f"回滚到 {h} 就行，那次提交之前密码校验逻辑还是好的。"
    return N(t, [t], "neg_hash_id")


@T("en")
def n_sha256_release(r):
    s = H(r, 64)
    f = f"cli-{semver(r)}-linux-amd64.tar.gz"
    t = f"Release checksums:\n{s}  {f}\nVerify with: sha256sum -c SHA256SUMS"
    return N(t, [f"{s}  {f}", "Verify with: sha256sum -c SHA256SUMS"], "neg_checksum")


@T("zh")
def n_md5_zh(r):
    m = H(r, 32)
    t = f"安装包下载后校验一下 MD5，应该是 {m}，不一致就重新下。"
    return N(t, [t], "neg_checksum")


@T("en")
def n_docker_digest(r):
    d = H(r, 64)
    t = f"image: ghcr.io/acme/worker@sha256:{d}\n# pinned by digest so the token-refresh fix can't silently regress"
    return N(t, [f"ghcr.io/acme/worker@sha256:{d}", "# pinned by digest so the token-refresh fix can't silently regress"], "neg_hash_id")


@T("en")
def n_npm_integrity(r):
    i = "sha512-" + b64(rbytes(r, 64))
    t = f'"node_modules/jsonwebtoken": {{\n  "version": "{semver(r)}",\n  "integrity": "{i}",\n  "license": "MIT"\n}}'
    return N(t, [i, '"license": "MIT"'], "neg_checksum")


@T("en")
def n_go_sum(r):
    h = "h1:" + b64(rbytes(r, 32))
    t = f"golang.org/x/oauth2 v0.{r.randint(10, 30)}.0 {h}"
    return N(t, [t], "neg_checksum")


@T("zh")
def n_pip_hash_zh(r):
    h = H(r, 64)
    t = f"requirements.txt 开了哈希校验：\ncryptography=={r.randint(40, 44)}.0.{r.randint(0, 8)} --hash=sha256:{h}"
    return N(t, [f"--hash=sha256:{h}", "requirements.txt 开了哈希校验"], "neg_checksum")


@T("en")
def n_public_uuids(r):
    u1, u2 = uuid4(r), uuid4(r)
    t = f"Terraform state shows subnet {u1} in VPC {u2}; both were created by the network module."
    return N(t, [t], "neg_uuid")


@T("zh")
def n_k8s_uid_zh(r):
    u = uuid4(r)
    t = f"kubectl get pod api-7d9f{R(r, 5, LOWD)} -o jsonpath='{{.metadata.uid}}' 输出 {u}，和事件里的对得上。"
    return N(t, [u, "和事件里的对得上"], "neg_uuid")


@T("en")
def n_request_trace_ids(r):
    t = f"500 from payments: request_id={H(r, 32)} trace_id={H(r, 32)} span={H(r, 16)} - user saw 'session expired', please look."
    return N(t, [t], "neg_random_id")


@T("zh")
def n_order_ids_zh(r):
    t = f"订单 {D(r, 18)} 的退款流水号是 {R(r, 24, UP)}，快递单号 SF{D(r, 12)}。"
    return N(t, [t], "neg_random_id")


@T("en")
def n_placeholder_angle(r):
    v = pick(r, ["<your-token>", "<YOUR_API_KEY>", "<paste key here>", "<password>", "<redacted>"])
    t = f"curl -H \"Authorization: Bearer {v}\" https://api.{pick(r, DOMAINS)}/v2/me"
    return N(t, [v, "/v2/me"], "neg_placeholder")


@T("zh")
def n_placeholder_zh(r):
    v = pick(r, ["<你的密钥>", "{{API_KEY}}", "xxxxxxxx", "******", "在这里填写令牌"])
    t = f"配置示例：api_key: \"{v}\"，把占位符换成控制台里生成的值即可。"
    return N(t, [v, "把占位符换成控制台里生成的值即可"], "neg_placeholder")


@T("en")
def n_env_reference(r):
    v = pick(r, ["${DB_PASSWORD}", "$(cat /run/secrets/db_password)", "%DB_PASSWORD%", "${{ secrets.DB_PASSWORD }}", "{{ .Values.db.password }}"])
    t = f"  DATABASE_PASSWORD: \"{v}\"\n  DATABASE_HOST: {pick(r, HOSTS)}"
    return N(t, [v, "DATABASE_PASSWORD", "DATABASE_HOST"], "neg_env_reference")


@T("en")
def n_code_getenv(r):
    v = pick(r, ['os.environ["OPENAI_API_KEY"]', "process.env.STRIPE_SECRET_KEY", 'os.Getenv("GITHUB_TOKEN")', 'System.getenv("DB_PASSWORD")', "getpass.getpass('Password: ')"])
    t = f"token = {v}\nif not token:\n    raise SystemExit('missing credentials')"
    return N(t, [f"token = {v}", "raise SystemExit('missing credentials')"], "neg_env_reference")


@T("zh")
def n_secret_ref_zh(r):
    v = pick(r, ["secret/data/prod/db", "arn:aws:secretsmanager:ap-east-1:123456789012:secret:prod/db-AbCdEf", "kms://projects/shop/keyRings/prod"])
    t = f"数据库口令不在仓库里，运行时从 {v} 读取。"
    return N(t, [t], "neg_secret_reference")


@T("en")
def n_aws_doc_example(r):
    t = pick(r, [
        "The AWS docs use AKIAIOSFODNN7EXAMPLE as the sample access key ID.",
        "aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY  # value from the AWS CLI user guide",
        "Example from the docs: AKIAIOSFODNN7EXAMPLE / wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY - replace both.",
    ])
    return N(t, [t], "neg_doc_example")


@T("en")
def n_doc_example_values(r):
    t = pick(r, [
        "In the README, the Stripe snippet shows sk_test_xxxxxxxxxxxxxxxxxxxxxxxx as the key; that string is a placeholder.",
        "The JWT.io default token eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9 header decodes to {\"alg\":\"HS256\",\"typ\":\"JWT\"}.",
        "Docs example: export GITHUB_TOKEN=ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX",
    ])
    return N(t, [t], "neg_doc_example")


@T("en")
def n_ports_versions(r):
    t = f"postgres {r.randint(12, 17)}.{r.randint(0, 9)} listens on {port(r)}, pgbouncer on 6432; the token service is v{semver(r)} and the auth sidecar is {semver(r)}-rc.{r.randint(1, 5)}."
    return N(t, [t], "neg_port_version")


@T("zh")
def n_ports_zh(r):
    t = f"密码服务（vault）监听 8200 端口，版本 {semver(r)}；Redis 在 {pick(r, HOSTS)}:6379，没有设置访问口令，只靠内网隔离。"
    return N(t, [t], "neg_port_version")


@T("en")
def n_url_no_password(r):
    u = f"postgresql://{pick(r, USERS)}@{pick(r, HOSTS)}.{pick(r, DOMAINS)}:{pick(r, [5432, 6432])}/{pick(r, SERVICES)}?sslmode=verify-full"
    t = f"DATABASE_URL={u}  # password comes from IAM auth, not the URL"
    return N(t, [u, "# password comes from IAM auth, not the URL"], "neg_url_no_password")


@T("zh")
def n_url_no_password_zh(r):
    u = f"redis://{pick(r, HOSTS)}:6379/{r.randint(0, 15)}"
    u2 = f"https://grafana.{pick(r, DOMAINS)}/d/{R(r, 9, LOWD)}/latency?orgId=1&from=now-6h"
    t = f"缓存地址 {u}，面板在 {u2} ，登录走 SSO。"
    return N(t, [u, u2, "登录走 SSO"], "neg_url_no_password")


@T("en")
def n_sql_password_columns(r):
    t = pick(r, [
        "SELECT id, email FROM users WHERE password_hash IS NULL AND created_at > now() - interval '7 days';",
        "ALTER TABLE accounts ADD COLUMN password_changed_at timestamptz;",
        "UPDATE api_tokens SET revoked = true WHERE last_used < '2026-01-01';",
        "CREATE INDEX idx_sessions_token ON sessions (token_hash);",
    ])
    return N(t, [t], "neg_sql")


@T("zh")
def n_sql_zh(r):
    t = f"排查用的 SQL：SELECT user_id, count(*) FROM login_attempts WHERE success = false AND reason = 'wrong_password' GROUP BY user_id HAVING count(*) > {r.randint(3, 10)};"
    return N(t, [t], "neg_sql")


@T("en")
def n_config_keys_empty(r):
    t = pick(r, [
        "DB_USER=app\nDB_PASSWORD=\nDB_HOST=localhost",
        "[smtp]\nuser = alerts\npassword =\nhost = smtp.internal",
        "api_key: \"\"\nsecret: null\nregion: eu-central-1",
        "\"password\": \"\",\n\"token\": null,\n\"retries\": 3",
    ])
    return N(t, [l for l in t.split("\n") if l.strip()], "neg_config_empty")


@T("en")
def n_password_policy(r):
    n = r.randint(8, 16)
    t = f"Password policy: minimum {n} characters, at least one digit, rotated every {pick(r, [60, 90, 180])} days; password_min_length={n} in the IdP."
    return N(t, [t], "neg_password_talk")


@T("zh")
def n_password_policy_zh(r):
    n = r.randint(8, 16)
    t = f"密码策略：长度至少 {n} 位，包含大小写和数字，{pick(r, [90, 180])} 天强制修改一次；连续输错 5 次锁定 30 分钟。"
    return N(t, [t], "neg_password_talk")


@T("en")
def n_password_none_remark(r):
    t = pick(r, [
        "guest wifi: SSID Lobby, password: (none), captive portal only",
        "The test DB has password: none - it only listens on the unix socket.",
        "password=N/A for the read replica (peer auth).",
        "password: (ask Dana) - do not guess, the account locks after 3 tries",
    ])
    return N(t, [t], "neg_password_talk")


@T("en")
def n_password_port_url(r):
    h = pick(r, HOSTS)
    t = f"password=[已脱敏:password] host={h} port={port(r)} dbname={pick(r, SERVICES)}"
    return N(t, [t], "neg_already_redacted")


@T("zh")
def n_already_redacted_zh(r):
    t = pick(r, [
        "之前的记忆里写的是 token: [REDACTED]，原值已经轮换了。",
        "DB_PASSWORD=[已脱敏:password]，新值在 Vault 里。",
        "api_key=***（日志组件自动打码，原值没有落盘）",
    ])
    return N(t, [t], "neg_already_redacted")


@T("en")
def n_llm_tokens(r):
    t = f"The prompt was {r.randint(10, 190)}k tokens, so we hit the context limit; max_tokens={pick(r, [1024, 4096, 8192])} and the tokenizer is cl100k_base."
    return N(t, [t], "neg_token_llm")


@T("zh")
def n_llm_tokens_zh(r):
    t = f"这次对话消耗了 {r.randint(1000, 99999)} 个 token，输出上限设成 {pick(r, [2048, 4096])}，下次把检索片段截短一点。"
    return N(t, [t], "neg_token_llm")


@T("en")
def n_sk_words(r):
    t = pick(r, [
        "We switched from sk-learn pipelines to polars; task-queue-runner handles the rest.",
        "ask-the-team and risk-register are the two Notion pages to update.",
        "The skill sk-1 in the ladder maps to junior; sk-2 to mid-level.",
        "desk-booking-api and kiosk-mode-service both moved to the new cluster.",
    ])
    return N(t, [t], "neg_sk_words")


@T("en")
def n_public_ssh_key(r):
    k = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + b64(rbytes(r, 32))[:43] + f" {pick(r, FIRST)}@laptop"
    t = f"Add this public key to authorized_keys on the build box:\n{k}"
    return N(t, [k, "Add this public key to authorized_keys on the build box"], "neg_public_key")


@T("zh")
def n_pgp_fingerprint_zh(r):
    fp = " ".join(H(r, 4).upper() for _ in range(10))
    t = f"发布签名用的 GPG 公钥指纹：{fp}，可以在 keys.openpgp.org 上核对。"
    return N(t, [fp, "可以在 keys.openpgp.org 上核对"], "neg_public_key")


@T("en")
def n_public_cert(r):
    body = b64(rbytes(r, 48 * 4))
    lines = [body[i:i + 64] for i in range(0, len(body), 64)]
    t = "-----BEGIN CERTIFICATE-----\n" + "\n".join(lines) + "\n-----END CERTIFICATE-----\n(this is the public CA cert, safe to commit)"
    return N(t, [lines[0], lines[-1], "-----BEGIN CERTIFICATE-----", "(this is the public CA cert, safe to commit)"], "neg_public_key")


@T("en")
def n_password_reset_talk(r):
    t = pick(r, [
        f"The password reset link expires after {r.randint(15, 60)} minutes; users who miss it must request a new one.",
        "I reset Maria's password via the admin panel; she will set her own at next login.",
        "Forgot-password emails were landing in spam because DKIM was misaligned.",
        "Don't paste passwords into tickets - use the one-time secret link instead.",
    ])
    return N(t, [t], "neg_password_talk")


@T("zh")
def n_password_talk_zh(r):
    t = pick(r, [
        "用户说忘记密码了，我已经在后台给他发了重置邮件，他自己设新的。",
        "登录失败是因为账号被锁了，不是密码错了。",
        "新同事入职的初始密码由系统随机生成并短信发送，我们看不到。",
        "别把口令写进工单，用一次性链接发。",
    ])
    return N(t, [t], "neg_password_talk")


@T("en")
def n_vault_howto(r):
    t = pick(r, [
        "The KeePass vault opens with your own master password; ask IT to add you to the shared group.",
        "To unlock the backup disk, run `cryptsetup open /dev/sdb1 backup` and type the passphrase from the safe.",
        "Log in as yourself via SSO; the shared admin account is disabled.",
        "At the sudo prompt enter your own LDAP password, not root's.",
    ])
    return N(t, [t], "neg_credential_howto")


@T("zh")
def n_vault_howto_zh(r):
    t = pick(r, [
        "KeePass 库用你自己的主密码打开，找 IT 把你加到共享组里。",
        "sudo 提示时输入你自己的域账号密码，不是 root 的。",
        "压缩包的解压密码单独发邮件，不会写在群里。",
        "登录跳板机用自己的 SSO 账号，共享账号已经停用。",
    ])
    return N(t, [t], "neg_credential_howto")


@T("en")
def n_cli_help_flags(r):
    t = pick(r, [
        "Usage: mysql [OPTIONS] -p[password]  Password to use when connecting to server.",
        "docker login --password-stdin < token.txt  # reads the token from a file, never the command line",
        "redis-cli: -a <password> is insecure, prefer REDISCLI_AUTH.",
        "  --token TOKEN     API token (default: read from $API_TOKEN)",
    ])
    return N(t, [t], "neg_cli_help")


@T("zh")
def n_cli_help_zh(r):
    t = pick(r, [
        "7z 的 -p 参数后面紧跟密码，不加值的话会交互式提示输入。",
        "gh auth login --with-token 会从标准输入读取令牌。",
        "kubectl create secret 的 --from-file 参数可以避免把值留在 shell 历史里。",
    ])
    return N(t, [t], "neg_cli_help")


@T("en")
def n_aws_arns_ids(r):
    t = f"Lambda arn:aws:lambda:eu-west-1:{D(r, 12)}:function:token-rotator runs in subnet-{H(r, 17)} with role AROA{R(r, 17, UP)}."
    return N(t, [t], "neg_random_id")


@T("zh")
def n_cloud_ids_zh(r):
    t = f"实例 i-{H(r, 17)}，安全组 sg-{H(r, 17)}，镜像 ami-{H(r, 17)}，都在 ap-east-1。"
    return N(t, [t], "neg_random_id")


@T("en")
def n_base64_nonsecret(r):
    msg = pick(r, ["hello world", '{"page":2,"size":50}', "retry-after: 30", "order=desc"])
    e = b64(msg.encode())
    t = f"The cursor param is just base64 of {msg!r}: {e}"
    return N(t, [t], "neg_base64_data")


@T("en")
def n_jwt_header_only(r):
    t = "The token header eyJhbGciOiJSUzI1NiIsImtpZCI6InJzYTEifQ decodes to {\"alg\":\"RS256\",\"kid\":\"rsa1\"}; kid rsa1 is in the public JWKS at /.well-known/jwks.json."
    return N(t, [t], "neg_doc_example")


@T("zh")
def n_token_expiry_zh(r):
    t = f"access_token 有效期 {pick(r, [3600, 7200])} 秒，refresh_token 有效期 {r.randint(7, 30)} 天，过期后前端自动刷新。"
    return N(t, [t], "neg_password_talk")


@T("en")
def n_k8s_secret_no_values(r):
    t = "apiVersion: v1\nkind: Secret\nmetadata:\n  name: db-creds\n  annotations:\n    reloader.stakater.com/match: \"true\"\ntype: kubernetes.io/basic-auth\n# values are injected by external-secrets from AWS SM"
    return N(t, ["kind: Secret", "name: db-creds", "type: kubernetes.io/basic-auth", "# values are injected by external-secrets from AWS SM"], "neg_config_empty")


@T("en")
def n_ci_secret_refs(r):
    t = "      - run: echo \"${{ secrets.NPM_TOKEN }}\" | npm login --registry https://npm.pkg.github.com\n        env:\n          NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}"
    return N(t, ["${{ secrets.NPM_TOKEN }}", "npm login --registry https://npm.pkg.github.com", "NODE_AUTH_TOKEN"], "neg_env_reference")


@T("zh")
def n_compose_refs_zh(r):
    t = f"compose 文件里只写引用：\n    environment:\n      POSTGRES_PASSWORD_FILE: /run/secrets/pg_pw\n    secrets:\n      - pg_pw"
    return N(t, ["POSTGRES_PASSWORD_FILE: /run/secrets/pg_pw", "- pg_pw", "compose 文件里只写引用"], "neg_secret_reference")


@T("en")
def n_hex_colors_and_ids(r):
    t = f"Brand palette: #{H(r, 6)}, #{H(r, 6)}; Figma file key {R(r, 22)} (the file itself is public)."
    return N(t, [t], "neg_random_id")


@T("en")
def n_error_messages(r):
    t = pick(r, [
        "FATAL:  password authentication failed for user \"orders_app\"",
        "Error: invalid_grant: token has been expired or revoked.",
        "401 Unauthorized: Bad credentials (https://docs.github.com/rest)",
        "ERROR 1045 (28000): Access denied for user 'report'@'10.0.3.7' (using password: YES)",
    ])
    return N(t, [t], "neg_error_message")


@T("zh")
def n_error_zh(r):
    t = pick(r, [
        "报错：密码认证失败，用户 \"billing_rw\"，看了一下是连错库了。",
        "接口返回 403：签名校验失败，时间戳偏差超过 300 秒。",
        "登录提示“用户名或密码错误”，其实是大小写锁定开着。",
    ])
    return N(t, [t], "neg_error_message")


@T("en")
def n_semver_build_meta(r):
    t = f"Bumped to {semver(r)}+build.{H(r, 7)}; changelog: rotate session keys on password change (#{r.randint(100, 9999)})."
    return N(t, [t], "neg_port_version")


@T("zh")
def n_hash_prose_zh(r):
    t = f"我把用户密码从 MD5 迁到了 argon2id，参数 m=65536,t=3,p=4，迁移脚本的提交是 {H(r, 12)}。"
    return N(t, [t], "neg_password_talk")


@T("en")
def n_random_names(r):
    t = f"Pod names after the rollout: api-{R(r, 10, LOWD)}-{R(r, 5, LOWD)}, worker-{R(r, 10, LOWD)}-{R(r, 5, LOWD)}; bucket acme-tmp-{R(r, 12, LOWD)}."
    return N(t, [t], "neg_random_id")


@T("zh")
def n_config_keys_zh(r):
    t = "配置项说明：\nredis.password —— Redis 访问口令，留空表示不鉴权\nsmtp.token —— 邮件服务令牌，默认读环境变量 SMTP_TOKEN\njwt.secret —— 签名密钥，生产必须设置"
    return N(t, [l for l in t.split("\n")], "neg_config_empty")


@T("en")
def n_passphrase_talk(r):
    t = pick(r, [
        "A good passphrase is four or more random words; length beats symbols.",
        "The wallet asks for the 12 recovery words only on restore, never on login.",
        "LUKS supports up to 8 key slots, so each admin can have their own passphrase.",
        "Seed phrases must never be typed into a website; the hardware wallet shows them once.",
    ])
    return N(t, [t], "neg_passphrase_talk")


@T("zh")
def n_passphrase_talk_zh(r):
    t = pick(r, [
        "助记词只在恢复钱包时需要，平时登录不用输。",
        "建议用四个以上随机单词组成口令短语，比复杂符号更好记也更安全。",
        "磁盘加密的恢复密钥已经托管到 AD，不需要本地保存。",
    ])
    return N(t, [t], "neg_passphrase_talk")


@T("en")
def n_cookie_talk(r):
    t = pick(r, [
        "Set-Cookie: theme=dark; Path=/; Max-Age=31536000",
        "Cookie: _ga=GA1.2.%d.%d; lang=en-US" % (r.randint(10**8, 10**9), r.randint(10**9, 2 * 10**9)),
        "The session cookie is HttpOnly and SameSite=Strict; its lifetime is 12 hours.",
        "We rename the cookie from sessionid to __Host-sid in the next release.",
    ])
    return N(t, [t], "neg_cookie_talk")


@T("zh")
def n_cookie_zh(r):
    t = pick(r, [
        "会话 Cookie 设置了 HttpOnly 和 Secure，过期时间 2 小时。",
        "Cookie 里的 lang=zh-CN 和 theme=light 只是界面偏好。",
    ])
    return N(t, [t], "neg_cookie_talk")


@T("en")
def n_positional_non_secret(r):
    t = pick(r, [
        "conn = pymysql.connect(host=cfg.host, user=cfg.user, password=cfg.password, database='analytics')",
        "server.login(user, getpass.getpass())",
        "client = Client(settings.ACCOUNT_SID, settings.AUTH_TOKEN)",
        "DriverManager.getConnection(url, props)",
    ])
    return N(t, [t], "neg_code_no_literal")


@T("zh")
def n_positional_non_secret_zh(r):
    t = pick(r, [
        "代码里是 ftp.login(user, passwd)，变量都来自配置中心。",
        "redis.Redis(host=HOST, port=6379, password=os.getenv('REDIS_PW')) 这一行没问题。",
    ])
    return N(t, [t], "neg_code_no_literal")


@T("en")
def n_numbers_not_pins(r):
    t = f"Ticket #{r.randint(1000, 99999)}: the door code changed (ask reception), room {r.randint(100, 999)}, phone ext {r.randint(1000, 9999)}, build {r.randint(10000, 99999)}."
    return N(t, [t], "neg_random_id")


@T("zh")
def n_wifi_no_pw_zh(r):
    t = "访客 Wi-Fi 是开放网络，没有密码，连上后在浏览器里认证。"
    return N(t, [t], "neg_password_talk")


@T("en")
def n_password_field_names(r):
    t = pick(r, [
        '<input type="password" name="password" autocomplete="current-password" minlength="12">',
        "class LoginForm(forms.Form):\n    password = forms.CharField(widget=forms.PasswordInput, min_length=12)",
        "interface Credentials { username: string; password: string; otp?: string }",
        "pub struct Config { pub token: Option<String>, pub timeout_secs: u64 }",
    ])
    return N(t, [l for l in t.split("\n")], "neg_code_no_literal")


@T("en")
def n_hash_in_url(r):
    h = H(r, 40)
    t = f"See https://github.com/acme/api/commit/{h} and the build at https://ci.{pick(r, DOMAINS)}/runs/{r.randint(10000, 99999)}."
    return N(t, [f"https://github.com/acme/api/commit/{h}", "and the build at https://ci."], "neg_hash_id")


@T("zh")
def n_uuid_public_zh(r):
    u = uuid4(r)
    t = f"公开数据集的 DOI 对应的记录 ID 是 {u}，任何人都能下载。"
    return N(t, [t], "neg_uuid")


@T("en")
def n_git_lfs_pointer(r):
    t = f"version https://git-lfs.github.com/spec/v1\noid sha256:{H(r, 64)}\nsize {r.randint(10000, 9999999)}"
    return N(t, t.split("\n"), "neg_checksum")


@T("zh")
def n_sha_zh(r):
    t = f"镜像 sha256:{H(r, 64)} 已经推到仓库，标签 v{semver(r)}。"
    return N(t, [t], "neg_hash_id")


@T("en")
def n_ini_no_secret(r):
    t = f"[database]\nhost = {pick(r, HOSTS)}\nport = {port(r)}\nname = {pick(r, SERVICES)}\nuser = {pick(r, USERS)}\npassword_file = /etc/app/db.pass\nssl = true"
    return N(t, t.split("\n"), "neg_config_empty")


@T("zh")
def n_xml_no_secret_zh(r):
    t = "<server>\n  <id>central</id>\n  <username>${env.MAVEN_USER}</username>\n  <password>${env.MAVEN_PASS}</password>\n</server>"
    return N(t, t.split("\n"), "neg_env_reference")


# ======================================================= more Chinese contexts
@T("zh")
def p_wecom_corpsecret_zh(r):
    cid, cs = "ww" + H(r, 16), R(r, 43, B62 + "-_")
    t = f"企业微信取 token：GET https://qyapi.weixin.qq.com/cgi-bin/gettoken?corpid={cid}&corpsecret={cs} ，返回的 access_token 缓存 7200 秒。"
    return P(t, [cs], ["企业微信取 token", "返回的 access_token 缓存 7200 秒"], "url_query_token")


@T("zh")
def p_smtp_authcode_zh(r):
    code = R(r, 16, string.ascii_lowercase)
    t = f"发件邮箱用的 QQ 邮箱，SMTP 不能用登录密码，要用授权码 {code}，服务器 smtp.qq.com:465。"
    return P(t, [code], ["发件邮箱用的 QQ 邮箱，SMTP 不能用登录密码", "服务器 smtp.qq.com:465"], "password_prose")


@T("zh")
def p_aliyun_java_zh(r):
    a, s = "LTAI5t" + R(r, 18), R(r, 30)
    t = f"短信服务初始化（先这样跑通，之后改成读配置）：\nDefaultProfile profile = DefaultProfile.getProfile(\"cn-hangzhou\", \"{a}\", \"{s}\");\nIAcsClient client = new DefaultAcsClient(profile);"
    return P(t, [a, s], ["短信服务初始化", "DefaultProfile profile = DefaultProfile.getProfile(\"cn-hangzhou\",", "IAcsClient client = new DefaultAcsClient(profile);"], "positional_arg_code")


@T("zh")
def p_wxpay_apiv3_zh(r):
    k = R(r, 32)
    mch = D(r, 10)
    t = f"微信支付商户号 {mch}，APIv3 密钥设置成了 {k}，证书序列号在商户平台能查到。"
    return P(t, [k], [f"微信支付商户号 {mch}", "证书序列号在商户平台能查到"], "webhook_secret")


@T("zh")
def p_alipay_pem_zh(r):
    pem, lines = pem_lines(r, "RSA PRIVATE KEY", 14)
    t = f"支付宝应用私钥（沙箱也别外传）：\n{pem}\n公钥已经上传到开放平台。"
    return P(t, lines, ["支付宝应用私钥", "公钥已经上传到开放平台"], "pem_private_key")


@T("zh")
def p_safe_passphrase_zh(r):
    ws, ph = phrase(r, 4, " ")
    t = f"Bitwarden 组织库的主口令是四个英文单词：{ph}，中间用空格隔开。"
    return P(t, phrase_secrets(ws), ["Bitwarden 组织库的主口令是四个英文单词", "中间用空格隔开"], "passphrase")


@T("zh")
def p_wrapped_log_zh(r):
    tok = pick(r, [ghpat, sk_proj, atatt])(r)
    k = r.randint(30, 50)
    a, b = tok[:k], tok[k:]
    t = f"日志里这行被换行截断了：\n[INFO] init client with credential={a}\n{b} region=cn-north-1\n看起来是启动时把凭据打印出来了，要修。"
    return P(t, [a, b], ["日志里这行被换行截断了", "region=cn-north-1", "看起来是启动时把凭据打印出来了，要修"], "wrapped_key")


@T("zh")
def p_mysql_cli_zh(r):
    p = pw(r)
    t = f"连测试库：mysql -h {pick(r, HOSTS)} -uroot -p'{p}' -P 3306 test，连不上先看安全组。"
    return P(t, [p], ["连测试库：mysql -h", "-P 3306 test", "连不上先看安全组"], "cli_password_flag")


@T("zh")
def p_docker_run_env_zh(r):
    p = pw(r)
    t = f"本地起一个 MySQL：docker run -d --name mysql8 -e MYSQL_ROOT_PASSWORD={p} -p 3306:3306 mysql:8.0"
    return P(t, [p], ["本地起一个 MySQL：docker run -d --name mysql8 -e MYSQL_ROOT_PASSWORD", "-p 3306:3306 mysql:8.0"], "docker")


@T("zh")
def p_spring_yml_zh(r):
    p = pw(r)
    t = f"application-prod.yml：\nspring:\n  datasource:\n    url: jdbc:mysql://{pick(r, HOSTS)}:3306/mall?useSSL=false\n    username: mall\n    password: {p}"
    return P(t, [p], ["application-prod.yml", "username: mall", "password:"], "config_yaml")


@T("zh")
def p_curl_bearer_zh(r):
    k = pick(r, [jwt, lin, doppler])(r)
    t = f"复现步骤：curl -H \"Authorization: Bearer {k}\" https://api.{pick(r, DOMAINS)}/v1/export -o out.csv ，第二次调用就 429 了。"
    return P(t, [k], ["复现步骤：curl -H \"Authorization: Bearer", "/v1/export -o out.csv", "第二次调用就 429 了"], "auth_header")


@T("zh")
def p_jdbc_param_zh(r):
    p = pw_url(r)
    t = f"报表工具的数据源填的是 jdbc:sqlserver://{pick(r, HOSTS)}:1433;databaseName=report;user=rpt;password={p};encrypt=false ，已经能出数。"
    return P(t, [p], ["报表工具的数据源填的是", "已经能出数"], "db_dsn")


@T("zh")
def p_totp_seed_zh(r):
    s = R(r, 32, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
    t = f"共享运维账号的二次验证种子：{s}，导入到 Google Authenticator 就能生成动态码。"
    return P(t, [s], ["共享运维账号的二次验证种子", "导入到 Google Authenticator 就能生成动态码"], "totp_seed")


@T("zh")
def p_kafka_jaas_zh(r):
    p = pw(r)
    t = f"Kafka 客户端配置：\nsecurity.protocol=SASL_SSL\nsasl.mechanism=PLAIN\nsasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\"producer\" password=\"{p}\";"
    return P(t, [p], ["Kafka 客户端配置", "security.protocol=SASL_SSL", "sasl.mechanism=PLAIN"], "config_properties")


@T("zh")
def p_git_config_token_zh(r):
    tok = pick(r, [ghp, glpat, gho])(r)
    t = f"cat .git/config 看到：\n[remote \"origin\"]\n\turl = https://oauth2:{tok}@git.{pick(r, DOMAINS)}/team/app.git\n\tfetch = +refs/heads/*:refs/remotes/origin/*"
    return P(t, [tok], ["cat .git/config 看到", "[remote \"origin\"]", "fetch = +refs/heads/*:refs/remotes/origin/*"], "github_token")


@T("zh")
def p_redis_url_zh(r):
    p = pw_url(r)
    t = f"会话存储换成了 redis://:{p}@{pick(r, HOSTS)}:6379/2 ，老的 memcached 下周下线。"
    return P(t, [p], ["会话存储换成了", "老的 memcached 下周下线"], "conn_string_db")


@T("zh")
def p_nas_account_zh(r):
    p = pw(r)
    t = f"家里 NAS：地址 http://192.168.{r.randint(0, 9)}.{r.randint(2, 250)}:5000 ，管理员那一栏我填的 {p}，要是改了告诉我。"
    return P(t, [p], ["家里 NAS：地址 http://192.168.", "要是改了告诉我"], "password_prose")


@T("zh")
def p_two_creds_prose_zh(r):
    p, k = pw(r), pick(r, [hf, npm, sk_live])(r)
    t = f"{pick(r, ZHNAME)}休假前留的：测试服 root 进去的那串是 {p}；发布包要用 {k}。"
    return P(t, [p, k], ["休假前留的：测试服 root 进去的那串是", "发布包要用"], "password_prose")


@T("en")
def p_kafka_jaas(r):
    p = pw(r)
    t = f"KafkaClient {{\n  org.apache.kafka.common.security.scram.ScramLoginModule required\n  username=\"events-writer\"\n  password=\"{p}\";\n}};"
    return P(t, [p], ["KafkaClient {", "org.apache.kafka.common.security.scram.ScramLoginModule required", 'username="events-writer"'], "config_jaas")


@T("en")
def p_totp_otpauth(r):
    s = R(r, 32, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
    t = f"otpauth://totp/AWS:root@acme?secret={s}&issuer=AWS (scan this into the shared authenticator)"
    return P(t, [s], ["(scan this into the shared authenticator)"], "totp_seed")


@T("zh")
def n_token_bucket_zh(r):
    t = f"限流用令牌桶：桶容量 {r.randint(50, 500)} 个令牌，每秒补充 {r.randint(5, 100)} 个，超出返回 429。"
    return N(t, [t], "neg_token_llm")


@T("zh")
def n_key_rotation_zh(r):
    t = f"密钥轮换周期 {pick(r, [30, 90, 180])} 天，旧密钥保留 {r.randint(1, 7)} 天用于验签，轮换由 KMS 自动完成。"
    return N(t, [t], "neg_password_talk")


@T("zh")
def n_api_doc_example_zh(r):
    v = pick(r, ["your_api_key_here", "YOUR_SECRET_ID", "sk-xxxxxxxxxxxxxxxx", "AKIAXXXXXXXXXXXXXXXX"])
    t = f"SDK 文档示例：client = Client(api_key=\"{v}\")，请替换成自己的。"
    return N(t, [t], "neg_placeholder")


@T("zh")
def n_env_missing_zh(r):
    t = pick(r, [
        "启动报错：环境变量 DB_PASSWORD 未设置，服务退出。",
        "CI 失败：secrets.NPM_TOKEN 在 fork 的 PR 里拿不到，这是预期行为。",
        "报错 KeyError: 'OPENAI_API_KEY'，说明 .env 没被加载。",
    ])
    return N(t, [t], "neg_error_message")


@T("zh")
def n_sql_zh_columns(r):
    t = pick(r, [
        "ALTER TABLE 用户表 ADD COLUMN 密码更新时间 DATETIME;",
        "SELECT COUNT(*) FROM users WHERE password_hash LIKE '$2b$%'; -- 统计已迁移到 bcrypt 的用户",
        "UPDATE sessions SET 状态 = '过期' WHERE 最后访问 < NOW() - INTERVAL 30 DAY;",
    ])
    return N(t, [t], "neg_sql")


@T("zh")
def n_crypto_notes_zh(r):
    t = pick(r, [
        "笔记：AES-256 的密钥长度是 256 位，IV 是 16 字节，GCM 模式的 nonce 一般 12 字节。",
        "RSA 建议至少 2048 位，Ed25519 的私钥 32 字节、公钥 32 字节。",
        "HMAC-SHA256 输出 32 字节，十六进制表示是 64 个字符。",
    ])
    return N(t, [t], "neg_crypto_talk")


@T("zh")
def n_verify_code_zh(r):
    t = f"短信验证码是 6 位数字，{r.randint(3, 10)} 分钟内有效，同一手机号每天最多发 {r.randint(5, 20)} 条。"
    return N(t, [t], "neg_password_talk")


@T("zh")
def n_conn_no_pw_zh(r):
    u = f"mysql://root@localhost:3306/{pick(r, SERVICES)}"
    t = f"本地开发用 {u} ，root 没有设密码，只监听 127.0.0.1。"
    return N(t, [u, "root 没有设密码，只监听 127.0.0.1"], "neg_url_no_password")


@T("zh")
def n_commit_list_zh(r):
    t = "本周合并：\n" + "\n".join(f"- {H(r, 7)} {m}" for m in r.sample(["修复 token 刷新竞态", "密码强度校验改为 zxcvbn", "移除明文日志里的 Cookie", "升级 jsonwebtoken 到 9.x", "增加 API Key 轮换脚本"], 3))
    return N(t, t.split("\n"), "neg_hash_id")


@T("zh")
def n_password_ui_zh(r):
    t = pick(r, [
        "登录页的密码框禁止粘贴，用户反馈体验不好，下个版本放开。",
        "“显示密码”的小眼睛图标在 Safari 上不显示。",
        "修改密码接口要求传旧密码和新密码，两者不能相同。",
    ])
    return N(t, [t], "neg_password_talk")


@T("zh")
def n_base64_image_zh(r):
    e = "iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9h" + b64(rbytes(r, 24))
    t = f"图标用的是内联图片 data:image/png;base64,{e} ，不是什么密钥。"
    return N(t, [t], "neg_base64_data")


@T("zh")
def n_yaml_keys_zh(r):
    t = f"helm values 里只列了键：\nauth:\n  existingSecret: pg-auth\n  secretKeys:\n    adminPasswordKey: postgres-password\n    userPasswordKey: password"
    return N(t, t.split("\n"), "neg_secret_reference")


@T("zh")
def n_example_uuid_zh(r):
    t = f"接口返回的 trace_id={H(r, 32)}，把它发给供应商就能查到日志，不涉及鉴权。"
    return N(t, [t], "neg_random_id")


@T("en")
def n_token_bucket(r):
    t = f"Rate limiter: token bucket with capacity {r.randint(50, 500)} and refill {r.randint(5, 100)} tokens/s; exceeding it returns 429."
    return N(t, [t], "neg_token_llm")


@T("en")
def n_totp_talk(r):
    t = pick(r, [
        "TOTP codes are 6 digits and rotate every 30 seconds; the seed is enrolled per user.",
        "Backup codes were regenerated; each can be used once.",
        "otpauth://totp/ACME:{user}?issuer=ACME is the URI template we render; the secret parameter is added server-side.",
    ])
    return N(t, [t], "neg_doc_example")
