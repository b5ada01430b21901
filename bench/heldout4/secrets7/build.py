#!/usr/bin/env python3
"""Build the blind held-out secret-redaction set secrets_r7.json.

Written blind (no project code read). Every case comes from a template function
below; the function name is the case's `group`.

Values: all secret-looking values are produced by `Gen`, which draws from either
  * a seeded random.Random (default, so the file is byte-for-byte reproducible), or
  * secrets.SystemRandom() (`--fresh`, new random values every run).
Template/filler choices always use a seeded random.Random. No value is a real
credential; they only have the real shapes (prefix, length, alphabet).

Usage: python3 build.py [--fresh] [--out secrets_r7.json]
"""
import argparse
import base64
import json
import os
import random
import secrets
import string
import sys
import uuid

SEED = 20261206
HERE = os.path.dirname(os.path.abspath(__file__))

UP, LO, DG = string.ascii_uppercase, string.ascii_lowercase, string.digits
B62 = UP + LO + DG
B64 = B62 + "+/"
B64URL = B62 + "-_"
HEX = "0123456789abcdef"
SYM = "!#%^*-_+=~"

WORDS = """abandon ability absorb abstract acid acoustic acquire across actor adapt
advance aerobic afford agent alarm album alley almost alpha amazing amber anchor
angle ankle apple april arch arctic arena armor arrow artist aspect atom auction
autumn avocado badge bamboo banana barrel basket beach beacon bench berry bicycle
blanket bonus border bounce bracket bridge brisk bronze bubble cabin cactus camera
candle canyon carbon carpet castle cattle cedar cement cherry chimney cider circle
citizen clay clever cliff cloud coconut comet copper coral cotton crane crater
cricket crystal cushion dawn decade delta denim desert diesel dolphin donkey dragon
drift eagle echo elbow ember engine escape fabric falcon feather fence fiber fiction
finger fossil fragile frost galaxy garlic gentle giraffe glacier glove gravel harbor
hazard helmet hollow honey horizon iceberg island ivory jacket jaguar jungle kettle
kidney ladder lantern lemon liberty lizard lobster lunar magnet mango marble meadow
melody mirror monkey mosaic muffin napkin nectar noble oasis ocean olive onion orbit
oyster paddle panda pepper pilot pioneer planet pocket pony powder puzzle quarter
rabbit radar raven record ribbon rocket saddle salmon satoshi scatter shadow shelf
silver sketch slogan socket spider spiral squirrel stable stamp sunset swallow tackle
tiger timber tomato tornado trumpet tunnel turtle umbrella unicorn valley velvet
violin volcano walnut whisper willow window winter wizard yellow zebra""".split()

NAMES_EN = ["Priya", "Marcus", "Lena", "Tomás", "Keiko", "Omar", "Hannah", "Dmitri", "Aisha", "Felix"]
NAMES_ZH = ["老王", "小李", "张姐", "陈工", "刘洋", "阿杰", "周老师", "孙经理", "小敏", "黄师傅"]


class Gen:
    def __init__(self, fresh):
        self.r = secrets.SystemRandom() if fresh else random.Random(SEED + 1)

    def s(self, alpha, n):
        return "".join(self.r.choice(alpha) for _ in range(n))

    def hex(self, n):
        return self.s(HEX, n)

    def digits(self, n):
        return self.r.choice("123456789") + self.s(DG, n - 1)

    def pw(self, lo=11, hi=16):
        """Random machine-made password, alnum at both ends, all classes present."""
        while True:
            n = self.r.randint(lo, hi)
            mid = self.s(B62 + SYM + SYM, n - 2)
            p = self.s(B62, 1) + mid + self.s(B62, 1)
            if (any(c in UP for c in p) and any(c in LO for c in p)
                    and any(c in DG for c in p) and any(c in SYM for c in p)):
                return p

    def pw_plain(self, lo=12, hi=16):
        """Password without symbols (safe inside URLs/DSNs/XML)."""
        while True:
            p = self.s(B62, self.r.randint(lo, hi))
            if any(c in UP for c in p) and any(c in LO for c in p) and any(c in DG for c in p):
                return p

    def hpw(self):
        """Human-style password: Word + digits + symbol + word."""
        a, b = self.r.choice(WORDS), self.r.choice(WORDS)
        return a.capitalize() + self.digits(self.r.randint(2, 4)) + self.r.choice("!#%*") + b

    def words(self, n, sep=" "):
        return sep.join(self.r.choice(WORDS) for _ in range(n))

    def uuid(self):
        return str(uuid.UUID(bytes=bytes(self.r.getrandbits(8) for _ in range(16)), version=4))

    def akia(self):
        return "AKIA" + self.s(UP + "234567", 16)

    def aws_sk(self):
        return self.s(B62 + "/+", 40)

    def jwt(self, payload):
        def b64u(d):
            return base64.urlsafe_b64encode(json.dumps(d, separators=(",", ":")).encode()).decode().rstrip("=")
        return b64u({"alg": "HS256", "typ": "JWT"}) + "." + b64u(payload) + "." + self.s(B64URL, 43)

    def b64_lines(self, nlines, width=64):
        return [base64.b64encode(bytes(self.r.getrandbits(8) for _ in range(width * 3 // 4))).decode()
                for _ in range(nlines)]


G = None          # value generator, set in main()
R = random.Random(SEED)   # template / filler choices
REG = []


def tpl(kind, lang, n=1, neg=False):
    def deco(f):
        REG.append((f, kind, lang, n, neg))
        return f
    return deco


def pick(lst, i):
    return lst[i % len(lst)]


# =====================================================================
# POSITIVES
# =====================================================================

# ---- credentials in prose, no credential keyword (EN) ----------------

@tpl("password_prose", "en", 3)
def p_login_as(i):
    thing, user = pick([("the Grafana box", "ops"), ("the old Zabbix frontend", "zbx-admin"),
                        ("the lab's Proxmox UI", "root@pam")], i)
    v = G.pw()
    t = f"To get into {thing}, log in as {user} and type {v} when it asks. Works from the office VLAN only."
    return t, [v], [thing, "log in as", "office VLAN"]


@tpl("password_prose", "en", 2)
def p_archive_opens(i):
    f, who = pick([("quarterly-export.7z", "Priya"), ("hr_scans_2025.zip", "Marcus")], i)
    v = G.pw()
    t = f"The {f} archive only opens with {v} — {who} set that up before leaving, so don't bother asking."
    return t, [v], [f"The {f} archive", who]


@tpl("password_prose", "en", 2)
def p_mailbox_after_address(i):
    box = pick(["billing@acme-corp.test", "helpdesk@northwind.test"], i)
    v = G.hpw()
    t = f"Shared mailbox {box}: what you put in after the address is {v}. Outlook sometimes asks twice."
    return t, [v], ["Shared mailbox", box, "Outlook sometimes asks twice"]


@tpl("password_prose", "en", 2)
def p_wifi_wants(i):
    ssid = pick(["Harbor-5G", "WeWork-Guest-7F"], i)
    v = G.pw(10, 13)
    t = f'Guest wifi "{ssid}" wants {v} (case-sensitive, the sticker on the fridge is outdated).'
    return t, [v], ["Guest wifi", ssid, "sticker on the fridge is outdated"]


@tpl("password_prose", "en", 2)
def p_sudo_answer(i):
    host = pick(["build-07", "gpu-node-3"], i)
    v = G.pw()
    t = f"When sudo prompts on {host}, answer with {v}; it's the same one the deploy user has."
    return t, [v], [f"sudo prompts on {host}", "deploy user"]


@tpl("password_prose", "en", 2)
def p_string_after_user(i):
    user = pick(["svc_reports", "etl_loader"], i)
    v = G.pw()
    t = f"For the reporting DB the user name is {user}, and the string after the user name is {v}."
    return t, [v], ["reporting DB", user]


@tpl("password_prose", "en", 3)
def p_tell_her(i):
    who, what = pick([("Hannah", "router admin page"), ("Keiko", "conference-room Zoom account"),
                      ("Aisha", "Synology panel")], i)
    v = G.hpw()
    t = f"If {who} asks how to get into the {what}, just tell her it's {v} and that she should change it afterwards."
    return t, [v], [who, what]


@tpl("password_prose", "en", 2)
def p_still_accepts(i):
    thing = pick(["NAS admin panel", "staging Jenkins"], i)
    v = G.pw()
    t = f"fyi the {thing} still accepts {v} from when we set it up last spring, nobody ever changed it lol"
    return t, [v], [f"the {thing} still accepts", "nobody ever changed it"]


@tpl("password_prose", "en", 2)
def p_sign_in_with(i):
    svc, acct = pick([("the family Netflix", "mum's email"), ("the shared Figma seat", "design@studio.test")], i)
    v = G.hpw()
    t = f"User said: sign in to {svc} with {acct} and {v}. Don't store the card details."
    return t, [v], [svc, acct, "Don't store the card details"]


@tpl("password_prose", "en", 2)
def p_printer_changed(i):
    dev = pick(["printer's web UI", "door controller"], i)
    v = G.pw(10, 12)
    t = f"Facilities changed the {dev} from admin/admin to admin/{v} after the audit."
    return t, [v], [f"Facilities changed the {dev}", "after the audit"]


@tpl("password_prose", "en", 2)
def p_phone_pin(i):
    what = pick(["the test iPhone", "the on-call Android"], i)
    v = G.digits(6)
    t = f"Unlock code for {what} in the drawer is {v}; the Apple ID on it belongs to QA."
    return t, [v], [what, "belongs to QA"]


# ---- credentials in prose (ZH) ----------------------------------------

@tpl("password_prose", "zh", 2)
def z_jinqu_tian(i):
    thing = pick(["公司 VPN", "财务系统"], i)
    v = G.pw()
    t = f"{thing}进去时要填的是 {v}，账号就是工号，别搞错大小写。"
    return t, [v], [thing, "账号就是工号"]


@tpl("password_prose", "zh", 2)
def z_kaiji_kouling(i):
    dev = pick(["那台 ThinkPad", "前台的 iMac"], i)
    v = G.pw(10, 12)
    t = f"{dev}的开机口令：{v}，只有我和{pick(NAMES_ZH, i)}知道。"
    return t, [v], [dev, pick(NAMES_ZH, i)]


@tpl("password_prose", "zh", 2)
def z_houmian_nachuan(i):
    sysname = pick(["运维后台", "监控大盘"], i)
    v = G.pw()
    t = f"登录{sysname}用 admin，后面那串是 {v}。"
    return t, [v], [f"登录{sysname}用 admin"]


@tpl("password_prose", "zh", 2)
def z_jieya_shu(i):
    f, who = pick([("2025年报销凭证.rar", "老王"), ("客户合同扫描件.7z", "孙经理")], i)
    v = G.hpw()
    t = f"压缩包《{f}》解压要输 {v}，是{who}设的。"
    return t, [v], [f, who]


@tpl("password_prose", "zh", 2)
def z_gaosu_ta(i):
    who, thing = pick([("张姐", "共享邮箱"), ("小敏", "公众号后台")], i)
    v = G.pw()
    t = f"如果{who}问{thing}怎么进，就告诉她是 {v}，用完让她自己改。"
    return t, [v], [who, thing]


@tpl("password_prose", "zh", 2)
def z_wifi_lian(i):
    ssid = pick(["MeetingRoom-3F", "Lab-Guest"], i)
    v = G.pw(10, 12)
    t = f"会议室 WiFi：{ssid}，连的时候输 {v} 就行。"
    return t, [v], ["会议室 WiFi", ssid]


@tpl("password_prose", "zh", 2)
def z_sudo_qiao(i):
    host = pick(["k8s-master-01", "训练机 A100-2"], i)
    v = G.pw()
    t = f"{host} 上 sudo 的时候它会问，直接敲 {v} 回车。"
    return t, [v], [host, "sudo 的时候它会问"]


@tpl("password_prose", "zh", 2)
def z_router_second_box(i):
    ip = pick(["192.168.1.1", "10.0.0.254"], i)
    v = G.pw(10, 13)
    t = f"路由器后台 {ip}，用户名 admin，第二栏填 {v}。"
    return t, [v], ["路由器后台", ip, "用户名 admin"]


@tpl("password_prose", "zh", 2)
def z_yizhi_yong(i):
    thing = pick(["堡垒机", "测试环境的 Harbor"], i)
    v = G.pw()
    t = f"记一下：{thing}我一直用的是 {v}，换了再告诉你。"
    return t, [v], [thing, "换了再告诉你"]


@tpl("password_prose", "zh", 1)
def z_mixed_chat(i):
    v = G.pw()
    t = f"那个 staging 的 Redis 连不上的话 auth 一下，值是 {v}，我上周刚改的。"
    return t, [v], ["staging 的 Redis", "我上周刚改的"]


# ---- passphrases of ordinary words -------------------------------------

@tpl("passphrase_words", "en", 2)
def p_luks(i):
    dev = pick(["the backup drive (LUKS)", "my laptop's encrypted /home"], i)
    v = G.words(5)
    t = f"To unlock {dev} at boot, type: {v}"
    return t, [v], [f"To unlock {dev} at boot"]


@tpl("passphrase_words", "en", 2)
def p_keepass_phrase(i):
    db = pick(["team.kdbx", "personal vault in Bitwarden"], i)
    v = G.words(4, "-")
    t = f"Master phrase for {db} is {v} — yes, all lowercase with dashes."
    return t, [v], [db, "all lowercase with dashes"]


@tpl("seed_phrase", "en", 2)
def p_seed12(i):
    net = pick(["Sepolia test wallet", "the Ledger used for the demo"], i)
    v = G.words(12)
    t = f"Recovery words for {net}: {v}. Keep it off Slack."
    return t, [v], [f"Recovery words for {net}", "Keep it off Slack"]


@tpl("seed_phrase", "en", 1)
def p_seed24_lines(i):
    w = [G.r.choice(WORDS) for _ in range(24)]
    l1, l2, l3 = " ".join(w[:8]), " ".join(w[8:16]), " ".join(w[16:])
    t = f"hot wallet (bot payouts) 24-word backup:\n{l1}\n{l2}\n{l3}\nderivation m/44'/60'/0'/0/0"
    return t, [l1, l2, l3], ["hot wallet (bot payouts)", "derivation m/44'/60'/0'/0/0"]


@tpl("seed_phrase", "zh", 2)
def z_zhujici(i):
    what = pick(["测试网钱包", "MetaMask 小号"], i)
    v = G.words(12)
    t = f"{what}的助记词（按顺序）：{v}。主网千万别用这个。"
    return t, [v], [what, "主网千万别用这个"]


@tpl("passphrase_words", "zh", 2)
def z_disk_phrase(i):
    what = pick(["移动硬盘 VeraCrypt 卷", "NAS 加密共享文件夹"], i)
    v = G.words(4)
    t = f"{what}挂载时要输入那句英文：{v}（单词之间空格隔开）"
    return t, [v], [what, "单词之间空格隔开"]


@tpl("recovery_key", "zh", 1)
def z_bitlocker(i):
    v = "-".join(G.digits(6) for _ in range(8))
    t = f"Surface 那台 BitLocker 恢复用这串：{v}，IT 说别拍照。"
    return t, [v], ["Surface 那台 BitLocker", "IT 说别拍照"]


@tpl("recovery_key", "en", 1)
def p_bitlocker_en(i):
    v = "-".join(G.digits(6) for _ in range(8))
    t = f"If Dell-5520 drops into the blue recovery screen again, key in {v} and it boots."
    return t, [v], ["Dell-5520", "blue recovery screen"]


# ---- split across sentences / wrapped ----------------------------------

@tpl("split_secret", "en", 2)
def p_two_parts(i):
    thing = pick(["prod DB", "SFTP drop"], i)
    v = G.pw_plain(20, 22)
    a, b = v[:10], v[10:]
    t = f"The {thing} pass is long so I'll give it in two parts. First part: {a}. Second part, glued right after it: {b}."
    return t, [a, b], [f"The {thing} pass is long"]


@tpl("split_secret", "en", 2)
def p_wrapped_bearer(i):
    v = G.jwt({"sub": f"svc-{i}", "iat": 1765000000 + i, "scope": "admin"})
    cut = 60
    a, b = v[:cut], v[cut:]
    t = f"pasted from the failing job log (terminal wrapped it):\n  Authorization: Bearer {a}\n{b}\n  -> 403 from /internal/admin"
    return t, [a, b], ["failing job log", "403 from /internal/admin"]


@tpl("split_secret", "en", 1)
def p_wrapped_pat(i):
    v = "github_pat_" + G.s(B62, 22) + "_" + G.s(B62, 59)
    a, b = v[:45], v[45:]
    t = f"Note to self — the deploy bot PAT (wrapped at 45 cols in my notes file):\n{a}\n{b}"
    return t, [a, b], ["deploy bot PAT"]


@tpl("split_secret", "zh", 2)
def z_two_msgs(i):
    thing = pick(["数据库", "FTP"], i)
    v = G.pw_plain(18, 20)
    a, b = v[:9], v[9:]
    t = f"{thing}那个太长了我分两条发。\n前半段：{a}\n后半段：{b}\n拼起来就是，中间没空格。"
    return t, [a, b], [f"{thing}那个太长了我分两条发", "中间没空格"]


@tpl("split_secret", "zh", 1)
def z_wrapped_key(i):
    v = "sk-proj-" + G.s(B64URL, 74) + "T3BlbkFJ" + G.s(B64URL, 74)
    a, b = v[:80], v[80:]
    t = f"终端把 key 折行了，复制的时候注意：\n{a}\n{b}\n这是给周报机器人用的。"
    return t, [a, b], ["终端把 key 折行了", "周报机器人"]


@tpl("split_secret", "en", 1)
def p_split_user_then_pass(i):
    v = G.pw()
    t = f"Login for the vendor portal is our customer number 88120.\nThe other box — the one under it — takes {v}."
    return t, [v], ["vendor portal", "customer number 88120"]


# ---- session cookies ----------------------------------------------------

@tpl("session_cookie", "en", 2)
def p_cookie_header(i):
    sid = G.s(LO + DG, 32)
    csrf = G.s(B62, 32)
    route = pick(["/admin/orders/", "/admin/users/42/"], i)
    t = f"Repro for the admin 500 on {route}: request had\nCookie: sessionid={sid}; csrftoken={csrf}"
    return t, [sid], ["Repro for the admin 500", route]


@tpl("session_cookie", "en", 2)
def p_curl_b(i):
    v = G.s("0123456789ABCDEF", 32)
    path = pick(["/api/reports/monthly", "/portal/export.csv"], i)
    t = f"curl -s -b 'JSESSIONID={v}' https://intranet.corp.test{path} | jq ."
    return t, [v], ["curl -s", path, "| jq ."]


@tpl("session_cookie", "en", 1)
def p_cookie_code(i):
    v = "s%3A" + G.s(B64URL, 32) + "." + G.s(B62 + "%", 43)
    t = f's = requests.Session()\ns.cookies.set("connect.sid", "{v}", domain="app.local")\nr = s.get("http://app.local/dashboard")'
    return t, [v], ["requests.Session()", "s.cookies.set", 'domain="app.local"']


@tpl("session_cookie", "en", 1)
def p_cookie_js(i):
    v = G.s(LO + DG, 26)
    t = f'// quick hack to impersonate the test user in devtools\ndocument.cookie = "PHPSESSID={v}; path=/";'
    return t, [v], ["impersonate the test user", "document.cookie"]


@tpl("session_cookie", "en", 1)
def p_cookie_prose(i):
    v = G.s(B64URL, 40) + "%3D"
    t = f"My laravel_session right now is {v} if you want to replay the checkout bug before it expires."
    return t, [v], ["laravel_session", "replay the checkout bug"]


@tpl("session_cookie", "en", 1)
def p_set_cookie_log(i):
    v = G.hex(32)
    t = f"2026-12-01T09:14:22Z nginx upstream resp: Set-Cookie: _gitlab_session={v}; path=/; HttpOnly; SameSite=Lax"
    return t, [v], ["nginx upstream resp", "path=/; HttpOnly; SameSite=Lax"]


@tpl("session_cookie", "zh", 2)
def z_cookie(i):
    name = pick(["SESSION", "JSESSIONID"], i)
    v = G.s(B64, 48) if i == 0 else G.s("0123456789ABCDEF", 32)
    t = f"抓包看到的会话 cookie：{name}={v}，带上它能直接进管理后台，不用登录。"
    return t, [v], ["抓包看到的会话 cookie", "直接进管理后台"]


@tpl("session_cookie", "zh", 1)
def z_cookie_browser(i):
    v = G.hex(40)
    t = f"我从浏览器里拷出来的 cookie 是 remember_token={v}，你用 Postman 试试能不能复现。"
    return t, [v], ["浏览器里拷出来的 cookie", "Postman"]


# ---- config formats -----------------------------------------------------

@tpl("config_pgpass", "en", 1)
def p_pgpass(i):
    v = G.pw_plain()
    t = f"~/.pgpass on the reporting box (chmod 600 or psql ignores it):\ndb-reports.internal:5432:analytics:reporter:{v}"
    return t, [v], ["~/.pgpass on the reporting box", "chmod 600"]


@tpl("config_pgpass", "zh", 1)
def z_pgpass(i):
    v = G.pw_plain()
    t = f"跳板机上的 .pgpass 内容如下，权限要 600：\n*:5432:*:replicator:{v}"
    return t, [v], ["跳板机上的 .pgpass", "权限要 600"]


@tpl("config_mycnf", "en", 1)
def p_mycnf(i):
    v = G.pw()
    t = f"/root/.my.cnf used by the nightly dump:\n[client]\nuser=backup\npassword={v}\nhost=10.0.3.12"
    return t, [v], ["/root/.my.cnf", "[client]", "user=backup", "host=10.0.3.12"]


@tpl("config_mycnf", "zh", 1)
def z_mycnf(i):
    v = G.pw()
    t = f"mysqldump 不想每次输就写进 ~/.my.cnf：\n[mysqldump]\nuser = dumper\npassword = \"{v}\""
    return t, [v], ["~/.my.cnf", "[mysqldump]", "user = dumper"]


@tpl("config_netrc", "en", 2)
def p_netrc(i):
    host, login = pick([("git.corp.test", "ci-bot"), ("artifacts.example.test", "reader")], i)
    v = G.pw_plain(16, 20)
    t = f"~/.netrc on the runner:\nmachine {host} login {login} password {v}"
    return t, [v], ["~/.netrc on the runner", f"machine {host}"]


@tpl("config_netrc", "en", 1)
def p_netrc_heroku(i):
    v = G.uuid()
    t = f"heroku CLI wrote this to .netrc:\nmachine api.heroku.com\n  login dev@shop.test\n  password {v}"
    return t, [v], ["heroku CLI wrote this", "machine api.heroku.com"]


@tpl("config_xml", "en", 2)
def p_maven(i):
    sid = pick(["nexus-releases", "artifactory-snapshots"], i)
    v = G.pw_plain()
    t = (f"settings.xml for the release job:\n<servers>\n  <server>\n    <id>{sid}</id>\n"
         f"    <username>deployer</username>\n    <password>{v}</password>\n  </server>\n</servers>")
    return t, [v], [f"<id>{sid}</id>", "<username>deployer</username>"]


@tpl("config_xml", "en", 1)
def p_hibernate(i):
    v = G.pw_plain()
    url = '<property name="hibernate.connection.url">jdbc:mysql://db:3306/shop</property>'
    t = f'hibernate.cfg.xml:\n{url}\n<property name="hibernate.connection.username">shop</property>\n<property name="hibernate.connection.password">{v}</property>'
    return t, [v], [url, "hibernate.connection.password"]


@tpl("config_xml", "zh", 1)
def z_tomcat_users(i):
    v = G.pw_plain()
    t = f'tomcat-users.xml 里加的管理员：\n<user username="manager" password="{v}" roles="manager-gui"/>'
    return t, [v], ["tomcat-users.xml", 'roles="manager-gui"']


@tpl("config_properties", "en", 2)
def p_spring_props(i):
    v1, v2 = G.pw_plain(), G.pw()
    url = pick(["jdbc:postgresql://pg:5432/app", "jdbc:mysql://mysql-primary:3306/crm"], i)
    t = (f"application-prod.properties\nspring.datasource.url={url}\nspring.datasource.username=app\n"
         f"spring.datasource.password={v1}\nspring.mail.host=smtp.corp.test\nspring.mail.password={v2}")
    return t, [v1, v2], [f"spring.datasource.url={url}", "spring.datasource.password", "spring.mail.password"]


@tpl("config_properties", "zh", 1)
def z_nacos_props(i):
    v = G.pw_plain()
    t = f"nacos 的 application.properties 改成这样了：\ndb.url.0=jdbc:mysql://127.0.0.1:3306/nacos\ndb.user.0=nacos\ndb.password.0={v}"
    return t, [v], ["db.url.0=jdbc:mysql://127.0.0.1:3306/nacos", "db.user.0=nacos", "db.password.0"]


@tpl("django_secret_key", "en", 1)
def p_django_insecure(i):
    v = "django-insecure-" + G.s(LO + DG + "!@#$%^&*(-_=+)", 50)
    t = f"settings/local.py still ships with\nSECRET_KEY = '{v}'\nDEBUG = True"
    return t, [v], ["settings/local.py", "SECRET_KEY", "DEBUG = True"]


@tpl("django_secret_key", "zh", 1)
def z_django_key(i):
    v = G.s(LO + DG + "!@#%^&*(-_=+)", 50)
    t = f"生产 Django 的 SECRET_KEY 是 {v} ，换了的话所有 session 都会失效。"
    return t, [v], ["生产 Django 的 SECRET_KEY", "所有 session 都会失效"]


@tpl("rails_credentials", "en", 1)
def p_rails_creds(i):
    kb, ak, sk = G.hex(128), G.akia(), G.aws_sk()
    t = (f"$ bin/rails credentials:show\nsecret_key_base: {kb}\naws:\n  access_key_id: {ak}\n"
         f"  secret_access_key: {sk}")
    return t, [kb, ak, sk], ["bin/rails credentials:show", "secret_key_base", "access_key_id", "secret_access_key"]


@tpl("rails_credentials", "en", 1)
def p_rails_master(i):
    v = G.hex(32)
    t = f"config/master.key for the billing app is {v} — needed to decrypt credentials.yml.enc on a fresh clone."
    return t, [v], ["config/master.key", "credentials.yml.enc"]


@tpl("docker_config_auth", "en", 1)
def p_docker_auths(i):
    auth = base64.b64encode(f"robot$ci:{G.pw_plain(24, 28)}".encode()).decode()
    t = f'~/.docker/config.json on build-03:\n{{"auths": {{"registry.corp.test": {{"auth": "{auth}"}}}}}}'
    return t, [auth], ["~/.docker/config.json", '"auths"', "registry.corp.test"]


@tpl("docker_config_auth", "zh", 1)
def z_docker_auths(i):
    auth = base64.b64encode(f"admin:{G.pw_plain()}".encode()).decode()
    t = f'阿里云镜像仓库的登录信息在 config.json 里：\n"auths": {{\n  "registry.cn-hangzhou.aliyuncs.com": {{ "auth": "{auth}" }}\n}}'
    return t, [auth], ["阿里云镜像仓库", "registry.cn-hangzhou.aliyuncs.com"]


@tpl("htpasswd", "en", 1)
def p_htpasswd_apr1(i):
    v = "$apr1$" + G.s(B62, 8) + "$" + G.s(B62 + "./", 22)
    t = f"nginx auth_basic_user_file /etc/nginx/.htpasswd has one line:\nadmin:{v}"
    return t, [v], ["auth_basic_user_file /etc/nginx/.htpasswd"]


@tpl("htpasswd", "zh", 1)
def z_htpasswd_bcrypt(i):
    v = "$2y$05$" + G.s(B62 + "./", 53)
    t = f"Traefik basic auth 的 users 配置：\n- \"ops:{v}\"\n明文我记在别处了。"
    return t, [v], ["Traefik basic auth", "明文我记在别处了"]


@tpl("kube_token", "en", 1)
def p_kubeconfig_token(i):
    v = G.jwt({"iss": "kubernetes/serviceaccount", "kubernetes.io/serviceaccount/namespace": "ci",
               "sub": "system:serviceaccount:ci:deployer"})
    t = f"kubeconfig for the CI runner:\nusers:\n- name: deployer\n  user:\n    token: {v}"
    return t, [v], ["kubeconfig for the CI runner", "users:", "name: deployer"]


@tpl("kube_token", "zh", 1)
def z_kube_bootstrap(i):
    v = G.s(LO + DG, 6) + "." + G.s(LO + DG, 16)
    t = f"新节点加入集群：kubeadm join 10.1.0.10:6443 --token {v} --discovery-token-unsafe-skip-ca-verification"
    return t, [v], ["新节点加入集群", "kubeadm join 10.1.0.10:6443"]


# ---- credentials as positional arguments in code -------------------------

@tpl("code_positional", "en", 1)
def p_smbclient(i):
    v = G.pw()
    t = f'conn = SMBConnection("backup_svc", "{v}", "agent", "FILESRV01")\nconn.connect("10.0.8.20", 139)'
    return t, [v], ["SMBConnection", '"backup_svc"', '"FILESRV01"']


@tpl("code_positional", "en", 1)
def p_ftplib(i):
    v = G.pw()
    t = f'from ftplib import FTP_TLS\nftps = FTP_TLS("ftp.partner.test", "acme_upload", "{v}")\nftps.prot_p()'
    return t, [v], ["FTP_TLS", '"ftp.partner.test"', "ftps.prot_p()"]


@tpl("code_positional", "en", 2)
def p_pymysql(i):
    host, user, db = pick([("10.2.0.8", "etl", "warehouse"), ("mysql.staging", "report_ro", "bi")], i)
    v = G.pw()
    t = f'conn = pymysql.connect("{host}", "{user}", "{v}", "{db}", charset="utf8mb4")'
    return t, [v], ["pymysql.connect", f'"{db}"', 'charset="utf8mb4"']


@tpl("code_positional", "en", 1)
def p_jdbc_getconn(i):
    v = G.pw()
    t = f'Connection c = DriverManager.getConnection("jdbc:sqlserver://mssql01:1433;databaseName=erp", "sa", "{v}");'
    return t, [v], ["DriverManager.getConnection", "jdbc:sqlserver://mssql01:1433;databaseName=erp"]


@tpl("code_positional", "en", 1)
def p_smtp_login(i):
    v = G.pw()
    t = f'server = smtplib.SMTP_SSL("smtp.mail.test", 465)\nserver.login("alerts@corp.test", "{v}")'
    return t, [v], ["smtplib.SMTP_SSL", "server.login", '"alerts@corp.test"']


@tpl("code_positional", "en", 1)
def p_basic_auth(i):
    v = G.pw()
    t = f"resp = requests.get(JIRA_URL + '/rest/api/2/search', auth=HTTPBasicAuth('svc-jira', '{v}'))"
    return t, [v], ["HTTPBasicAuth", "'svc-jira'", "/rest/api/2/search"]


@tpl("code_positional", "zh", 1)
def z_oss_auth(i):
    ak, sk = "LTAI5t" + G.s(B62, 18), G.s(B62, 30)
    t = f"# 上传脚本\nauth = oss2.Auth('{ak}', '{sk}')\nbucket = oss2.Bucket(auth, 'https://oss-cn-shanghai.aliyuncs.com', 'prod-assets')"
    return t, [ak, sk], ["上传脚本", "oss2.Auth", "'prod-assets'"]


@tpl("code_positional", "zh", 1)
def z_tencent_cred(i):
    ak, sk = "AKID" + G.s(B62, 32), G.s(B62, 32)
    t = f"# 发短信用的\ncred = credential.Credential(\"{ak}\", \"{sk}\")\nclient = sms_client.SmsClient(cred, \"ap-guangzhou\")"
    return t, [ak, sk], ["发短信用的", "credential.Credential", '"ap-guangzhou"']


@tpl("code_positional", "en", 1)
def p_go_sql_open(i):
    v = G.pw_plain()
    t = f'db, err := sql.Open("mysql", "appuser:{v}@tcp(10.9.0.4:3306)/inventory?parseTime=true")'
    return t, [v], ['sql.Open("mysql"', 'db, err :=']


@tpl("code_positional", "en", 1)
def p_ldap_bind(i):
    v = G.pw()
    t = f'l.simple_bind_s("cn=svc-ldap,ou=services,dc=corp,dc=test", "{v}")  # used by the group-sync cron'
    return t, [v], ["l.simple_bind_s", "group-sync cron"]


@tpl("code_positional", "zh", 1)
def z_redis_positional(i):
    v = G.pw()
    t = f'// 缓存客户端初始化\nconst client = new Redis(6379, "redis.prod.internal", "{v}");'
    return t, [v], ["缓存客户端初始化", "new Redis(6379"]


# ---- CLI password flags / positionals -------------------------------------

@tpl("cli_password", "en", 1)
def p_rabbit_add_user(i):
    v = G.pw()
    t = f"rabbitmqctl add_user orders_worker {v}\nrabbitmqctl set_permissions -p /orders orders_worker '.*' '.*' '.*'"
    return t, [v], ["rabbitmqctl add_user", "rabbitmqctl set_permissions -p /orders"]


@tpl("cli_password", "zh", 1)
def z_rabbit_change(i):
    v = G.pw()
    t = f"MQ 管理员改过了：rabbitmqctl change_password admin {v}"
    return t, [v], ["MQ 管理员改过了", "rabbitmqctl change_password"]


@tpl("cli_password", "en", 1)
def p_7z(i):
    v = G.pw()
    t = f"7z a -t7z -mhe=on -p{v} /mnt/offsite/db-2026-12.7z /var/backups/db/"
    return t, [v], ["7z a -t7z -mhe=on", "/var/backups/db/"]


@tpl("cli_password", "zh", 1)
def z_7z_x(i):
    v = G.pw()
    t = f"解压客户给的数据：7z x -p{v} delivery_1203.7z -o./in"
    return t, [v], ["解压客户给的数据", "delivery_1203.7z"]


@tpl("cli_password", "en", 1)
def p_zip_P(i):
    v = G.pw()
    t = f"zip -r -P {v} logs-for-vendor.zip ./logs   # vendor gets the file by mail, the rest by phone"
    return t, [v], ["logs-for-vendor.zip", "vendor gets the file by mail"]


@tpl("cli_password", "en", 2)
def p_mysql_p(i):
    v = G.pw_plain()
    host = pick(["10.20.1.5", "rds-prod.cluster.local"], i)
    t = f"mysql -h {host} -uroot -p{v} -e 'SHOW PROCESSLIST'"
    return t, [v], [f"mysql -h {host}", "SHOW PROCESSLIST"]


@tpl("cli_password", "zh", 1)
def z_mysqldump(i):
    v = G.pw_plain()
    t = f"在跳板机上跑：mysqldump -uroot -p{v} --all-databases > all.sql"
    return t, [v], ["在跳板机上跑", "--all-databases > all.sql"]


@tpl("cli_password", "en", 1)
def p_az_login_user(i):
    v = G.pw()
    t = f"az login -u automation@contoso.test -p {v} --allow-no-subscriptions"
    return t, [v], ["az login", "--allow-no-subscriptions"]


@tpl("cli_password", "en", 1)
def p_az_login_sp(i):
    v = G.s(B62, 3) + "8Q~" + G.s(B62 + "~._-", 34)
    t = f"az login --service-principal -u {G.uuid()} -p {v} --tenant contoso.onmicrosoft.test"
    return t, [v], ["az login --service-principal", "--tenant contoso.onmicrosoft.test"]


@tpl("cli_password", "en", 1)
def p_gh_secret_body(i):
    v = "npm_" + G.s(B62, 36)
    t = f'gh secret set NPM_TOKEN --repo acme/web --body "{v}"'
    return t, [v], ["gh secret set NPM_TOKEN", "--repo acme/web"]


@tpl("cli_password", "en", 1)
def p_vault_kv_put(i):
    sk, pw = "sk_live_" + G.s(B62, 99), G.pw_plain()
    t = f"vault kv put secret/payments stripe_key={sk} db_pass={pw}"
    return t, [sk, pw], ["vault kv put secret/payments", "stripe_key", "db_pass"]


@tpl("cli_password", "zh", 1)
def z_htpasswd_b(i):
    v = G.pw()
    t = f"给监控页加个 basic auth：htpasswd -b -c /etc/nginx/.htpasswd viewer {v}"
    return t, [v], ["给监控页加个 basic auth", "/etc/nginx/.htpasswd"]


@tpl("cli_password", "en", 1)
def p_sshpass(i):
    v = G.pw()
    t = f"for h in $(cat hosts.txt); do sshpass -p '{v}' ssh -o StrictHostKeyChecking=no root@$h uptime; done"
    return t, [v], ["sshpass", "StrictHostKeyChecking=no", "uptime; done"]


@tpl("cli_password", "en", 1)
def p_redis_cli_a(i):
    v = G.pw_plain(20, 24)
    t = f"redis-cli -h cache-1.internal -p 6380 -a {v} --no-auth-warning INFO replication"
    return t, [v], ["redis-cli -h cache-1.internal -p 6380", "INFO replication"]


@tpl("cli_password", "zh", 1)
def z_openssl_pass(i):
    v = G.pw()
    t = f"备份加密用的命令：openssl enc -aes-256-cbc -pbkdf2 -pass pass:{v} -in dump.sql -out dump.sql.enc"
    return t, [v], ["备份加密用的命令", "-in dump.sql -out dump.sql.enc"]


@tpl("cli_password", "en", 1)
def p_docker_login_p(i):
    v = G.pw_plain(20, 24)
    t = f"docker login harbor.corp.test -u robot-ci -p {v}  # TODO switch to --password-stdin"
    return t, [v], ["docker login harbor.corp.test", "TODO switch to --password-stdin"]


@tpl("cli_password", "en", 1)
def p_net_use(i):
    v = G.pw()
    t = f"net use Z: \\\\filesrv02\\finance {v} /user:CORP\\jdoe /persistent:yes"
    return t, [v], ["net use Z:", "/persistent:yes"]


@tpl("cli_password", "zh", 1)
def z_keytool(i):
    v = G.pw_plain()
    t = f"导证书：keytool -importcert -alias partner -file partner.crt -keystore truststore.jks -storepass {v} -noprompt"
    return t, [v], ["导证书", "-alias partner -file partner.crt"]


@tpl("cli_password", "en", 1)
def p_pgpassword_env(i):
    v = G.pw_plain()
    t = f"PGPASSWORD={v} pg_dump -h pg-main -U billing billing_db > billing.sql"
    return t, [v], ["pg_dump -h pg-main", "billing.sql"]


@tpl("cli_password", "zh", 1)
def z_curl_u(i):
    v = G.pw()
    t = f"调 Jenkins API：curl -X POST -u builder:{v} https://ci.corp.test/job/release/build"
    return t, [v], ["调 Jenkins API", "/job/release/build"]


@tpl("cli_password", "en", 1)
def p_gpg_passphrase(i):
    v = G.words(4)
    t = f'gpg --batch --pinentry-mode loopback --passphrase "{v}" -d backups/keys.tar.gpg | tar x'
    return t, [v], ["gpg --batch --pinentry-mode loopback", "backups/keys.tar.gpg"]


# ---- key pairs ------------------------------------------------------------

@tpl("key_pair", "en", 2)
def p_aws_pair(i):
    ak, sk = G.akia(), G.aws_sk()
    what = pick(["the offsite-backup bucket", "the SES sender in eu-west-1"], i)
    t = f"IAM user for {what}: {ak} / {sk} (created by Omar, no MFA)."
    return t, [ak, sk], [f"IAM user for {what}", "created by Omar"]


@tpl("key_pair", "zh", 2)
def z_aliyun_pair(i):
    ak, sk = "LTAI5t" + G.s(B62, 18), G.s(B62, 30)
    what = pick(["OSS 图片桶", "短信服务"], i)
    t = f"阿里云{what}用的 AccessKey ID 是 {ak}，对应的 Secret 是 {sk}，只给了这一个权限。"
    return t, [ak, sk], [f"阿里云{what}", "只给了这一个权限"]


@tpl("key_pair", "zh", 1)
def z_huawei_pair(i):
    ak, sk = G.s(UP + DG, 20), G.s(B62, 40)
    t = f"华为云 OBS：AK {ak}\nSK {sk}\n（项目在华北-北京四）"
    return t, [ak, sk], ["华为云 OBS", "华北-北京四"]


@tpl("key_pair", "en", 2)
def p_stripe_pk_sk(i):
    pk = "pk_live_" + G.s(B62, 99)
    sk = ("sk_live_" if i == 0 else "rk_live_") + G.s(B62, 99)
    t = (f"Stripe for the shop: publishable {pk} goes in the frontend bundle; "
         f"the server-side one is {sk} and stays in the backend.")
    return t, [sk], [pk, "Stripe for the shop", "stays in the backend"]


@tpl("key_pair", "en", 1)
def p_twilio_sid_token(i):
    sid, tok = "AC" + G.hex(32), G.hex(32)
    t = f"Twilio for SMS 2FA: account {sid}, auth token {tok}."
    return t, [tok], ["Twilio for SMS 2FA"]


@tpl("key_pair", "en", 1)
def p_algolia(i):
    app, key = G.s(UP + DG, 10), G.hex(32)
    t = f"Algolia app ID {app} is fine to expose; the admin key {key} must never reach the browser."
    return t, [key], [f"Algolia app ID {app}", "must never reach the browser"]


@tpl("key_pair", "en", 1)
def p_google_oauth(i):
    cid = G.digits(12) + "-" + G.s(LO + DG, 32) + ".apps.googleusercontent.com"
    sec = "GOCSPX-" + G.s(B64URL, 28)
    t = f"OAuth web client for the admin SSO:\n  client_id: {cid}\n  client_secret: {sec}"
    return t, [sec], [cid, "OAuth web client for the admin SSO", "client_secret"]


@tpl("key_pair", "zh", 1)
def z_google_oauth(i):
    cid = G.digits(12) + "-" + G.s(LO + DG, 32) + ".apps.googleusercontent.com"
    sec = "GOCSPX-" + G.s(B64URL, 28)
    t = f"Google 登录的客户端 ID 是 {cid}（公开的没关系），配套的那个 {sec} 只能放服务端。"
    return t, [sec], [cid, "Google 登录的客户端 ID", "只能放服务端"]


@tpl("key_pair", "en", 1)
def p_minio(i):
    ak, sk = G.s(UP + DG, 20), G.s(B62, 40)
    t = f"mc alias set local http://minio:9000 {ak} {sk}"
    return t, [ak, sk], ["mc alias set local", "http://minio:9000"]


@tpl("key_pair", "zh", 1)
def z_qiniu(i):
    ak, sk = G.s(B64URL, 40), G.s(B64URL, 40)
    t = f"七牛的两把钥匙：\nAccessKey = {ak}\nSecretKey = {sk}\n空间名 static-cdn"
    return t, [ak, sk], ["七牛的两把钥匙", "AccessKey", "SecretKey", "空间名 static-cdn"]


# ---- typed provider secrets --------------------------------------------------

@tpl("azure_secret", "en", 1)
def p_azure_storage(i):
    key = G.s(B64, 86) + "=="
    t = (f"Blob storage for invoices (connection string from the portal):\n"
         f"DefaultEndpointsProtocol=https;AccountName=invoicesprod;AccountKey={key};EndpointSuffix=core.windows.net")
    return t, [key], ["Blob storage for invoices"]


@tpl("azure_secret", "zh", 1)
def z_azure_client_secret(i):
    v = G.s(B62, 3) + "8Q~" + G.s(B62 + "~._-", 34)
    t = f"Entra 应用「报表同步」的客户端密码值：{v}，2027 年 6 月过期，到时候记得续。"
    return t, [v], ["报表同步", "2027 年 6 月过期"]


@tpl("gcp_api_key", "en", 1)
def p_gcp_key(i):
    v = "AIza" + G.s(B64URL, 35)
    t = f'<script src="https://maps.googleapis.com/maps/api/js?key={v}&callback=initMap"></script> (restricted to *.shop.test)'
    return t, [v], ["maps.googleapis.com/maps/api/js", "restricted to *.shop.test"]


@tpl("gcp_api_key", "zh", 1)
def z_gemini_key(i):
    v = "AIza" + G.s(B64URL, 35)
    t = f"Gemini 的 key 我放这儿了 {v} ，配额每分钟 60 次。"
    return t, [v], ["Gemini 的 key", "配额每分钟 60 次"]


@tpl("pem_private_key", "en", 1)
def p_gcp_sa_json(i):
    lines = G.b64_lines(12)
    body = "\\n".join(lines)
    t = ('{\n  "type": "service_account",\n  "project_id": "analytics-prod-381",\n'
         f'  "private_key_id": "{G.hex(40)}",\n'
         f'  "private_key": "-----BEGIN PRIVATE KEY-----\\n{body}\\n-----END PRIVATE KEY-----\\n",\n'
         '  "client_email": "bq-loader@analytics-prod-381.iam.gserviceaccount.test"\n}')
    return t, [lines[0], lines[6], lines[11]], ['"type": "service_account"', '"project_id": "analytics-prod-381"']


@tpl("pem_private_key", "zh", 1)
def z_pgp_block(i):
    lines = G.b64_lines(10)
    t = ("发版签名用的私钥（导出的 armor）：\n-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n"
         + "\n".join(lines) + "\n=" + G.s(B64, 4) + "\n-----END PGP PRIVATE KEY BLOCK-----")
    return t, [lines[0], lines[5], lines[9]], ["发版签名用的私钥"]


@tpl("age_key", "en", 1)
def p_age_key(i):
    bech = "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L"
    v = "AGE-SECRET-KEY-1" + G.s(bech, 58)
    t = f"# sops key for the infra repo, goes in ~/.config/sops/age/keys.txt\n{v}"
    return t, [v], ["sops key for the infra repo", "~/.config/sops/age/keys.txt"]


@tpl("age_key", "zh", 1)
def z_age_key(i):
    bech = "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L"
    v = "AGE-SECRET-KEY-1" + G.s(bech, 58)
    t = f"解密 secrets.enc.yaml 需要这个身份：{v}，丢了就只能重新加密。"
    return t, [v], ["secrets.enc.yaml", "丢了就只能重新加密"]


@tpl("dsn_driver", "en", 1)
def p_ado_conn(i):
    v = G.pw()
    t = f'"ConnectionStrings": {{ "Erp": "Server=tcp:sql-erp,1433;Database=Erp;User Id=erp_app;Password={v};TrustServerCertificate=True" }}'
    return t, [v], ['"ConnectionStrings"', '"Erp"']


@tpl("dsn_driver", "en", 1)
def p_jdbc_query_pw(i):
    v = G.pw_plain()
    t = f"jdbc:postgresql://pg-ha.internal:5432/ledger?user=ledger_rw&password={v}&sslmode=require  <- what Metabase uses"
    return t, [v], ["what Metabase uses"]


@tpl("dsn_driver", "zh", 1)
def z_mongo_srv(i):
    v = G.pw_plain()
    t = f"Atlas 集群连接串：mongodb+srv://analytics:{v}@cluster0.ab1cd.mongodb.net/events?retryWrites=true"
    return t, [v], ["Atlas 集群连接串"]


@tpl("dsn_driver", "en", 1)
def p_amqp(i):
    v = G.pw_plain()
    t = f"CELERY_BROKER_URL is amqp://celery:{v}@rabbit.internal:5672/tasks — the vhost matters."
    return t, [v], ["CELERY_BROKER_URL", "the vhost matters"]


@tpl("dsn_driver", "zh", 1)
def z_redis_url(i):
    v = G.pw_plain(20, 24)
    t = f"限流用的 Redis：redis://:{v}@10.3.4.5:6379/3，db 3 别跟缓存混。"
    return t, [v], ["限流用的 Redis", "db 3 别跟缓存混"]


@tpl("dsn_driver", "en", 1)
def p_sqlalchemy_mssql(i):
    v = G.pw_plain()
    t = f'engine = create_engine("mssql+pyodbc://report:{v}@sqlsrv/ReportDB?driver=ODBC+Driver+18+for+SQL+Server")'
    return t, [v], ["create_engine"]


@tpl("dsn_driver", "zh", 1)
def z_odbc_dm(i):
    v = G.pw()
    t = f"达梦的 ODBC 串：DRIVER=DM8 ODBC DRIVER;SERVER=10.8.1.2;TCP_PORT=5236;UID=SYSDBA;PWD={v};"
    return t, [v], ["达梦的 ODBC 串"]


@tpl("dsn_driver", "en", 1)
def p_libpq_kv(i):
    v = G.pw_plain()
    t = f'psql "host=pg-replica port=5433 dbname=events user=reader password={v} sslmode=verify-full"'
    return t, [v], ["psql"]


@tpl("chat_bot_token", "en", 1)
def p_slack_xoxb(i):
    v = f"xoxb-{G.digits(12)}-{G.digits(13)}-{G.s(B62, 24)}"
    t = f"The standup bot posts as @standup using {v}; scopes are chat:write and channels:read."
    return t, [v], ["@standup", "chat:write and channels:read"]


@tpl("chat_bot_token", "zh", 1)
def z_slack_xoxp(i):
    v = f"xoxp-{G.digits(12)}-{G.digits(12)}-{G.digits(13)}-{G.hex(32)}"
    t = f"导出频道历史用的是我个人的 user token：{v}，跑完就 revoke。"
    return t, [v], ["导出频道历史", "跑完就 revoke"]


@tpl("webhook_url", "en", 1)
def p_slack_webhook(i):
    a, b, c = "T" + G.s(UP + DG, 9), "B" + G.s(UP + DG, 10), G.s(B62, 24)
    t = f"alertmanager receiver -> https://hooks.slack.com/services/{a}/{b}/{c} (#oncall-pages)"
    return t, [c], ["alertmanager receiver", "#oncall-pages"]


@tpl("chat_bot_token", "en", 1)
def p_discord_bot(i):
    uid = base64.b64encode(G.digits(18).encode()).decode().rstrip("=")
    v = f"{uid}.{G.s(B64URL, 6)}.{G.s(B64URL, 38)}"
    t = f'bot.run("{v}")  # the moderation bot on the community server'
    return t, [v], ["bot.run", "moderation bot"]


@tpl("webhook_url", "zh", 1)
def z_discord_webhook(i):
    hid, tok = G.digits(19), G.s(B64URL, 68)
    t = f"构建结果推到 Discord：https://discord.com/api/webhooks/{hid}/{tok}"
    return t, [tok], ["构建结果推到 Discord"]


@tpl("chat_bot_token", "en", 1)
def p_telegram(i):
    v = f"{G.digits(10)}:AA{G.s(B64URL, 33)}"
    t = f"@deploy_notify_bot from BotFather — {v}. Chat id for the ops group is -1001234567890."
    return t, [v], ["@deploy_notify_bot from BotFather", "Chat id for the ops group is -1001234567890"]


@tpl("chat_bot_token", "zh", 1)
def z_telegram(i):
    v = f"{G.digits(10)}:AA{G.s(B64URL, 33)}"
    t = f"电报机器人换了新的：{v}，旧的已经在 BotFather 里吊销了。"
    return t, [v], ["电报机器人换了新的", "旧的已经在 BotFather 里吊销了"]


@tpl("webhook_url", "zh", 1)
def z_feishu_hook(i):
    hook, sign = G.uuid(), G.s(B62, 22)
    t = (f"飞书告警群机器人：\nwebhook: https://open.feishu.cn/open-apis/bot/v2/hook/{hook}\n"
         f"签名校验的那个值：{sign}")
    return t, [hook, sign], ["飞书告警群机器人", "webhook:"]


@tpl("app_secret", "zh", 1)
def z_feishu_app(i):
    aid, sec = "cli_" + G.hex(16), G.s(B62, 32)
    t = f"飞书自建应用「审批助手」：App ID {aid}，App Secret {sec}。"
    return t, [sec], ["审批助手", f"App ID {aid}", "App Secret"]


@tpl("webhook_url", "zh", 2)
def z_dingtalk(i):
    tok, sec = G.hex(64), "SEC" + G.hex(64)
    grp = pick(["发布通知群", "值班告警群"], i)
    t = f"钉钉{grp}机器人 https://oapi.dingtalk.com/robot/send?access_token={tok} ，加签密钥 {sec}"
    return t, [tok, sec], [f"钉钉{grp}机器人"]


@tpl("webhook_url", "zh", 1)
def z_wecom(i):
    v = G.uuid()
    t = f"企业微信群机器人：https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key={v} ，只在工作日推送。"
    return t, [v], ["企业微信群机器人", "只在工作日推送"]


@tpl("payment_key", "en", 1)
def p_stripe_whsec(i):
    v = "whsec_" + G.s(B62, 32)
    t = f"stripe listen printed: Ready! Your webhook signing secret is {v} (^C to quit)"
    return t, [v], ["stripe listen printed", "(^C to quit)"]


@tpl("payment_key", "zh", 1)
def z_stripe_test_sk(i):
    v = "sk_test_" + G.s(B62, 99)
    t = f"沙箱环境 Stripe 服务端用 {v}，正式环境的在 Vault 里。"
    return t, [v], ["沙箱环境 Stripe 服务端", "正式环境的在 Vault 里"]


@tpl("email_api_key", "en", 1)
def p_sendgrid(i):
    v = "SG." + G.s(B64URL, 22) + "." + G.s(B64URL, 43)
    t = f"Transactional mail goes through SendGrid; the key on the worker is {v} (Mail Send only)."
    return t, [v], ["Transactional mail goes through SendGrid", "(Mail Send only)"]


@tpl("email_api_key", "en", 1)
def p_mailgun(i):
    v = "key-" + G.hex(32)
    t = f"curl -s --user 'api:{v}' https://api.mailgun.net/v3/mg.shop.test/messages -F to=me@shop.test"
    return t, [v], ["https://api.mailgun.net/v3/mg.shop.test/messages"]


@tpl("key_pair", "en", 1)
def p_twilio_api_key(i):
    sk, sec = "SK" + G.hex(32), G.s(B62, 32)
    t = f"Twilio API key for the voice worker: sid {sk}, secret {sec}. Revoke the old one from March."
    return t, [sk, sec], ["Twilio API key for the voice worker", "Revoke the old one from March"]


@tpl("registry_token", "en", 1)
def p_npmrc(i):
    v = "npm_" + G.s(B62, 36)
    t = f".npmrc in the monorepo root (don't commit!):\n//registry.npmjs.org/:_authToken={v}\n@acme:registry=https://registry.npmjs.org/"
    return t, [v], [".npmrc in the monorepo root", "@acme:registry=https://registry.npmjs.org/"]


@tpl("registry_token", "en", 1)
def p_pypirc(i):
    v = "pypi-AgEIcHlwaS5vcmc" + G.s(B64URL, 140)
    t = f"~/.pypirc\n[pypi]\n  username = __token__\n  password = {v}"
    return t, [v], ["~/.pypirc", "[pypi]", "username = __token__"]


@tpl("registry_token", "zh", 1)
def z_twine(i):
    v = "pypi-AgEIcHlwaS5vcmc" + G.s(B64URL, 140)
    t = f"发包命令：twine upload -u __token__ -p {v} dist/*"
    return t, [v], ["发包命令", "dist/*"]


@tpl("jwt", "en", 1)
def p_jwt_prose(i):
    v = G.jwt({"sub": "user_8812", "role": "support", "exp": 1767225600})
    t = f"Here's the support-role JWT I generated for the demo: {v} — expires Jan 1."
    return t, [v], ["support-role JWT", "expires Jan 1"]


@tpl("jwt", "zh", 1)
def z_jwt(i):
    v = G.jwt({"uid": 10086, "tenant": "acme", "exp": 1767225600})
    t = f"刚才那个 token 贴一下：{v}\n用它调 /api/v2/orders 会返回 401，帮我看看是不是过期了。"
    return t, [v], ["/api/v2/orders", "返回 401"]


@tpl("vcs_token", "en", 1)
def p_glpat_remote(i):
    v = "glpat-" + G.s(B64URL, 20)
    t = f"git remote set-url origin https://oauth2:{v}@gitlab.corp.test/platform/infra.git"
    return t, [v], ["git remote set-url origin", "platform/infra.git"]


@tpl("vcs_token", "zh", 1)
def z_hf_token(i):
    v = "hf_" + G.s(B62, 34)
    t = f"下模型前先 huggingface-cli login，粘贴 {v} 就行（只读权限）。"
    return t, [v], ["huggingface-cli login", "只读权限"]


@tpl("vcs_token", "en", 1)
def p_ghp_chat(i):
    v = "ghp_" + G.s(B62, 36)
    t = f"can you use {v} to open the PR on acme/docs? it's my classic one with repo scope"
    return t, [v], ["open the PR on acme/docs", "repo scope"]


@tpl("llm_api_key", "en", 1)
def p_anthropic(i):
    v = "sk-ant-api03-" + G.s(B64URL, 93) + "AA"
    t = f"I switched the eval harness to my own org, use {v} until Friday."
    return t, [v], ["eval harness", "until Friday"]


@tpl("llm_api_key", "zh", 1)
def z_deepseek(i):
    v = "sk-" + G.hex(32)
    t = f"DeepSeek 的那个给你：{v}，余额还剩两百多。"
    return t, [v], ["DeepSeek", "余额还剩两百多"]


@tpl("monitoring_key", "en", 1)
def p_datadog(i):
    v = G.hex(32)
    t = f"helm upgrade --install datadog datadog/datadog --set datadog.apiKey={v} --set datadog.site=datadoghq.eu"
    return t, [v], ["helm upgrade --install datadog", "datadog.site=datadoghq.eu"]


@tpl("monitoring_key", "zh", 1)
def z_newrelic(i):
    v = "NRAK-" + G.s(UP + DG, 27)
    t = f"New Relic 的 user key（查询用）：{v}"
    return t, [v], ["New Relic 的 user key"]


@tpl("password_prose", "en", 1)
def p_multi_accounts(i):
    a, b = G.pw(), G.hpw()
    t = f"Two logins for the QA tablets: kiosk user gets {a}, the supervisor one gets {b}. Both reset every Monday."
    return t, [a, b], ["QA tablets", "kiosk user", "supervisor", "Both reset every Monday"]


@tpl("password_prose", "zh", 1)
def z_multi_accounts(i):
    a, b = G.pw(), G.pw()
    t = f"两个测试号：买家号 test_buyer 用 {a}，卖家号 test_seller 用 {b}。"
    return t, [a, b], ["两个测试号", "test_buyer", "test_seller"]


@tpl("password_yaml", "en", 1)
def p_compose_env(i):
    v1, v2 = G.pw_plain(), G.pw_plain()
    t = (f"docker-compose.yml (local only)\n  db:\n    image: postgres:16\n    environment:\n"
         f"      POSTGRES_PASSWORD: {v1}\n  pgadmin:\n    environment:\n      PGADMIN_DEFAULT_PASSWORD: {v2}")
    return t, [v1, v2], ["image: postgres:16", "POSTGRES_PASSWORD", "PGADMIN_DEFAULT_PASSWORD"]


@tpl("password_yaml", "zh", 1)
def z_k8s_stringdata(i):
    v = G.pw()
    t = f"Secret 清单（先别 apply）：\nkind: Secret\nmetadata:\n  name: mysql-auth\nstringData:\n  root-password: \"{v}\""
    return t, [v], ["kind: Secret", "name: mysql-auth", "root-password"]


# =====================================================================
# NEGATIVES
# =====================================================================

def whole(t):
    return t, [], [t]


@tpl("neg_password_talk", "en", 4, neg=True)
def n_talk_en(i):
    return whole(pick([
        "Rotate the password for svc_backup every 30 days; the last rotation was on 2026-11-02.",
        "password: (none) — the kiosk account logs in with a badge tap, not a typed value.",
        "Reset link expired again, so I asked IT to send a fresh one for my password.",
        "The lobby wifi is open, there's nothing to type when you join it.",
    ], i))


@tpl("neg_password_talk", "en", 3, neg=True)
def n_talk_en2(i):
    return whole(pick([
        "Use `passwd` to change your own login; you don't need sudo for that.",
        "User prefers passphrases over short passwords and wants the agent to remind them to enable 2FA.",
        "The admin password is stored in 1Password under 'prod-db / root', never paste it in chat.",
    ], i))


@tpl("neg_password_policy", "en", 2, neg=True)
def n_policy_cfg(i):
    return whole(pick([
        "auth:\n  password_min_length: 12\n  password_require_symbol: true\n  password_max_age_days: 90",
        "PASSWORD_HASHERS = ['django.contrib.auth.hashers.Argon2PasswordHasher']\nAUTH_PASSWORD_VALIDATORS = [{'NAME': 'MinimumLengthValidator', 'OPTIONS': {'min_length': 14}}]",
    ], i))


@tpl("neg_password_policy", "zh", 4, neg=True)
def n_policy_zh(i):
    return whole(pick([
        "密码策略：至少 12 位，包含大小写字母和数字，每 90 天强制更换一次。",
        "等保要求口令复杂度不低于三类字符，连续输错 5 次锁定 30 分钟。",
        "新员工第一次登录会被要求改密码，初始密码由 HR 单独发短信。",
        "不要把密码写在便利贴上贴显示器，这是上次安全培训说的。",
    ], i))


@tpl("neg_password_talk", "zh", 5, neg=True)
def n_talk_zh(i):
    return whole(pick([
        "数据库密码在 1Password 的「生产数据库」条目里，别发群里。",
        "我忘记 Jira 的密码了，明天找 IT 重置一下。",
        "这个访客 WiFi 没有密码，直接连就行，但要在网页上同意条款。",
        "账号：guest，密码：无（只读账号，不需要密码）。",
        "用户希望以后提醒他定期更换路由器管理密码。",
    ], i))


@tpl("neg_conn_url_nopass", "en", 4, neg=True)
def n_url_en(i):
    u = pick([
        "postgres://app@db.internal:5432/orders",
        "redis://cache-2.internal:6379/2",
        "mongodb://mongo-0.mongo:27017,mongo-1.mongo:27017/events?replicaSet=rs0",
        "jdbc:mysql://db:3306/shop?useSSL=true&serverTimezone=UTC",
    ], i)
    pre = pick(["The orders service reads from ", "Rate limiter uses ", "Event store: ", "Legacy shop backend: "], i)
    t = f"{pre}{u} (auth comes from the environment)."
    return t, [], [u, pre.strip()]


@tpl("neg_conn_url_nopass", "zh", 3, neg=True)
def n_url_zh(i):
    u = pick(["amqp://rabbit.internal:5672/%2F", "postgresql://readonly@10.0.2.15:5433/metrics",
              "http://es-cluster.internal:9200/logs-2026.12"], i)
    t = f"连接地址是 {u}，账号密码走环境变量，不写在配置里。"
    return t, [], [u, "账号密码走环境变量"]


@tpl("neg_hash_id", "en", 6, neg=True)
def n_ids_en(i):
    k = i % 6
    if k == 0:
        v = G.hex(40)
        t = f"Bisected the regression to commit {v}; revert that one first."
    elif k == 1:
        v = G.uuid()
        t = f"Customer reported the failed upload, request id {v}, around 14:02 UTC."
    elif k == 2:
        v = "sha256:" + G.hex(64)
        t = f"Pin the base image by digest: python:3.12-slim@{v}"
    elif k == 3:
        v = "sha512-" + G.s(B64, 86) + "=="
        t = f'package-lock.json shows "integrity": "{v}" for lodash 4.17.21.'
    elif k == 4:
        v = G.hex(32)
        t = f"Trace {v} shows 1.8 s spent in the payment gateway call."
    else:
        v = G.hex(16)
        t = f"The build artifact's MD5 starts with {v} — matches the mirror, so the download is fine."
    return t, [], [v, t]


@tpl("neg_hash_id", "zh", 4, neg=True)
def n_ids_zh(i):
    k = i % 4
    if k == 0:
        v = G.hex(40)
        t = f"这次发版的 commit 是 {v}，要回滚就 checkout 它。"
    elif k == 1:
        v = G.uuid()
        t = f"工单号对应的请求 ID：{v}，查 Kibana 用这个。"
    elif k == 2:
        v = G.hex(64)
        t = f"安装包的 SHA-256 校验值是 {v}，下载后先核对。"
    else:
        v = "i-" + G.s(LO + DG, 20)
        t = f"出问题的实例 ID 是 {v}，在华东 2 可用区 B。"
    return t, [], [v, t]


@tpl("neg_placeholder", "en", 6, neg=True)
def n_placeholder(i):
    return whole(pick([
        "export OPENAI_API_KEY=<your-key-here>",
        "Set GITHUB_TOKEN=YOUR_TOKEN_HERE before running the release script.",
        "password: ${DB_PASSWORD}",
        "db_password: \"{{ .Values.postgres.password }}\"",
        "Authorization: Bearer <token>",
        "aws_secret_access_key = xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
    ], i))


@tpl("neg_placeholder", "zh", 3, neg=True)
def n_placeholder_zh(i):
    return whole(pick([
        "配置模板里写的是 password=******，真实值部署时注入。",
        "上次记录的是 password=[已脱敏:password]，不用再处理。",
        "把 API_KEY=在这里填你自己的key 改成你申请到的值就能跑。",
    ], i))


@tpl("neg_sk_words", "en", 5, neg=True)
def n_sk_words(i):
    return whole(pick([
        "pip install scikit-learn (imported as sklearn) fixed the notebook.",
        "Ticket task-7421-rework is blocked on the design review.",
        "SK hynix and Samsung both shipped HBM3E samples this quarter.",
        "In the kernel the sk_buff struct holds the packet; skb->len is its length.",
        "The SKU sk-2231-blue is out of stock in the Berlin warehouse.",
    ], i))


@tpl("neg_version", "en", 3, neg=True)
def n_version(i):
    return whole(pick([
        "Upgraded node 20.11.1 -> 22.3.0 and pnpm 8.15.4 -> 9.1.0; lockfile regenerated.",
        "requirements pin: torch==2.5.1+cu124, transformers==4.46.3",
        "Release build 24.1.0-rc.3+sha.5f3a9c1 went to the beta channel.",
    ], i))


@tpl("neg_version", "zh", 1, neg=True)
def n_version_zh(i):
    return whole("内核从 5.15.0-91-generic 升到 6.8.0-49-generic 之后网卡驱动要重装。")


@tpl("neg_path", "en", 4, neg=True)
def n_path(i):
    return whole(pick([
        "The TLS key lives at /etc/ssl/private/api.corp.test.key, owned by root:ssl-cert, mode 640.",
        "Generate a new key with ssh-keygen -t ed25519 -f ~/.ssh/id_ed25519_work -C work-laptop",
        r"gcloud stores tokens under C:\Users\dev\AppData\Roaming\gcloud\credentials.db",
        "Encrypted values are in secrets/prod.enc.yaml; decrypt with sops -d.",
    ], i))


@tpl("neg_path", "zh", 2, neg=True)
def n_path_zh(i):
    return whole(pick([
        "证书和私钥放在 /data/certs/ 下面，私钥文件名是 server.key，权限 600。",
        "kubeconfig 默认在 ~/.kube/config，切集群用 kubectx。",
    ], i))


@tpl("neg_token_llm", "en", 3, neg=True)
def n_token_llm(i):
    return whole(pick([
        "Set max_tokens=4096 and temperature=0.2 for the summarizer.",
        "That prompt used 18,234 input tokens, so caching the system prompt would save a lot.",
        "The API gateway uses a token-bucket limiter: 50 tokens, refill 10/s.",
    ], i))


@tpl("neg_token_llm", "zh", 2, neg=True)
def n_token_llm_zh(i):
    return whole(pick([
        "这个模型上下文窗口 128k token，输出上限 8192 token。",
        "分词器把中文大概按 1.5 个字一个 token 算。",
    ], i))


@tpl("neg_public_key", "en", 3, neg=True)
def n_public_key(i):
    k = i % 3
    if k == 0:
        v = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + G.s(B64, 43) + " priya@work-laptop"
        t = f"Add this to authorized_keys on the bastion:\n{v}"
    elif k == 1:
        v = "age1" + G.s("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58)
        t = f"Recipient (public) for encrypting to the infra team: {v}"
    else:
        v = " ".join(G.s("0123456789ABCDEF", 4) for _ in range(10))
        t = f"Release signing key fingerprint: {v}"
    return t, [], [v, t.split(v)[0].strip()]


@tpl("neg_public_key", "zh", 1, neg=True)
def n_public_key_zh(i):
    lines = G.b64_lines(3)
    blk = "-----BEGIN PUBLIC KEY-----\n" + "\n".join(lines) + "\n-----END PUBLIC KEY-----"
    t = f"回调验签用的平台公钥（公开的）：\n{blk}"
    return t, [], [blk, "回调验签用的平台公钥"]


@tpl("neg_key_ref", "en", 4, neg=True)
def n_key_ref(i):
    return whole(pick([
        "env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: db-credentials\n        key: password",
        "Read it at deploy time with: vault kv get -field=password secret/app/db",
        "gh secret set NPM_TOKEN --repo acme/web < token.txt",
        "aws configure --profile prod   # paste the keys when prompted, don't put them in the notes",
    ], i))


@tpl("neg_key_ref", "zh", 2, neg=True)
def n_key_ref_zh(i):
    return whole(pick([
        "密码从 K8s Secret `redis-auth` 的 `password` 字段读，代码里不要写死。",
        "凭据统一放阿里云 KMS，应用启动时用 RAM 角色去拉。",
    ], i))


@tpl("neg_cli_prompt", "en", 3, neg=True)
def n_cli_prompt(i):
    return whole(pick([
        "mysql -h 10.20.1.5 -u root -p   # it prompts, nothing on the command line",
        "7z x backup.7z -o./restore   (it'll ask interactively)",
        "echo \"$REGISTRY_PASSWORD\" | docker login harbor.corp.test -u robot-ci --password-stdin",
    ], i))


@tpl("neg_cli_prompt", "zh", 2, neg=True)
def n_cli_prompt_zh(i):
    return whole(pick([
        "执行 sudo -k 清掉缓存的授权，下次 sudo 会重新提示输入。",
        "rabbitmqctl add_user 不带密码参数的话会交互式提示输入。",
    ], i))


@tpl("neg_env_ref", "en", 3, neg=True)
def n_env_ref(i):
    return whole(pick([
        "stripe.api_key = os.environ['STRIPE_SECRET_KEY']",
        "DATABASE_URL=postgres://app:${PGPASSWORD}@db:5432/app",
        "const token = process.env.SLACK_BOT_TOKEN ?? throwMissing('SLACK_BOT_TOKEN');",
    ], i))


@tpl("neg_other_keyword", "en", 3, neg=True)
def n_other_kw(i):
    return whole(pick([
        "The key insight from the retro: deploys fail when the migration and the code ship together.",
        "Add a composite primary key on (tenant_id, order_id) to stop the duplicates.",
        "Keyboard shortcut for the command palette is Ctrl+Shift+P; the secret sauce is fuzzy search.",
    ], i))


@tpl("neg_other_keyword", "zh", 3, neg=True)
def n_other_kw_zh(i):
    return whole(pick([
        "机房钥匙在前台，借用要登记。",
        "这个问题的关键是缓存没有设置过期时间。",
        "令牌桶限流参数：容量 100，每秒补充 20 个。",
    ], i))


@tpl("neg_masked", "en", 3, neg=True)
def n_masked(i):
    return whole(pick([
        "The Visa card ending in 4242 is the test card; real cards are never stored.",
        "Old key AKIA****************3F2Q was deactivated on Nov 12.",
        "Only the last four chars of the leaked token (…9f2a) are in the incident report.",
    ], i))


@tpl("neg_code_nosecret", "en", 3, neg=True)
def n_code(i):
    return whole(pick([
        'password = getpass.getpass("Password for %s: " % user)',
        "def login(username: str, password: str) -> Session:\n    if not password:\n        raise ValueError(\"empty password\")",
        "conn = psycopg.connect(host=cfg.host, user=cfg.user, password=cfg.password, dbname=cfg.db)",
    ], i))


@tpl("neg_code_nosecret", "zh", 2, neg=True)
def n_code_zh(i):
    return whole(pick([
        "登录接口 POST /api/login，body 是 {\"username\": ..., \"password\": ...}，返回 JWT。",
        "密码用 bcrypt 存，cost 设成 12，比较时用 constant-time。",
    ], i))


@tpl("neg_cookie_talk", "en", 2, neg=True)
def n_cookie(i):
    return whole(pick([
        "Session cookies must have HttpOnly, Secure and SameSite=Lax; ours were missing Secure.",
        "If the dashboard loops on login, clear cookies for app.local and try again.",
    ], i))


@tpl("neg_cookie_talk", "zh", 1, neg=True)
def n_cookie_zh(i):
    return whole("会话 cookie 过期时间设成 7 天，记住我勾选后 30 天。")


@tpl("neg_number_id", "en", 3, neg=True)
def n_number(i):
    return whole(pick([
        "UPS tracking 1Z999AA10123456784 says the replacement disk arrives Tuesday.",
        "Invoice INV-2026-00418 was paid; the PO number is 4500123987.",
        "The AWS account ID is 123456789012 and the region is eu-central-1.",
    ], i))


@tpl("neg_number_id", "zh", 2, neg=True)
def n_number_zh(i):
    return whole(pick([
        "订单号 202612051430221987 的退款已经原路返回。",
        "快递单号 SF1402938475621 明天到，收件人写的是前台。",
    ], i))


@tpl("neg_base64_benign", "en", 2, neg=True)
def n_b64(i):
    return whole(pick([
        'Test fixture: base64 of "hello world" is aGVsbG8gd29ybGQ=, used in test_codec.py.',
        "Inline 1x1 pixel: data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
    ], i))


@tpl("neg_public_id", "en", 2, neg=True)
def n_public_id(i):
    return whole(pick([
        "Google Analytics measurement ID is G-7XK2M9QPLR; it's in the public page source anyway.",
        "The Firebase project id is acme-shop-prod and the app id is 1:123456789012:web:4f2a9c1e7b3d5a60.",
    ], i))


@tpl("neg_public_id", "zh", 1, neg=True)
def n_public_id_zh(i):
    return whole("微信小程序的 AppID 是 wx1a2b3c4d5e6f7a8b，这个是公开的，可以写进前端。")


@tpl("neg_password_talk", "en", 2, neg=True)
def n_prose_like_positive(i):
    # Looks like the positive prose templates but carries no value.
    return whole(pick([
        "To get into the Grafana box, log in with your SSO account; there is no local login any more.",
        "If Hannah asks how to get into the router admin page, tell her to ask me in person.",
    ], i))


@tpl("neg_password_talk", "zh", 2, neg=True)
def n_prose_like_positive_zh(i):
    return whole(pick([
        "公司 VPN 进去时要填的是动态口令，打开手机上的令牌 App 看六位数。",
        "压缩包解压要输的东西我当面告诉你，不在这里写。",
    ], i))


@tpl("neg_config_nosecret", "en", 3, neg=True)
def n_config(i):
    return whole(pick([
        "[client]\nuser=backup\nhost=10.0.3.12\nsocket=/var/run/mysqld/mysqld.sock",
        "<server>\n  <id>nexus-releases</id>\n  <username>${env.NEXUS_USER}</username>\n  <password>${env.NEXUS_PASS}</password>\n</server>",
        "spring.datasource.url=jdbc:postgresql://pg:5432/app\nspring.datasource.hikari.maximum-pool-size=20",
    ], i))


@tpl("neg_config_nosecret", "zh", 2, neg=True)
def n_config_zh(i):
    return whole(pick([
        "nginx 配置里 auth_basic \"Restricted\"; auth_basic_user_file /etc/nginx/.htpasswd; 两行都要有。",
        "docker login 之后 ~/.docker/config.json 里只有 \"credsStore\": \"desktop\"，凭据在钥匙串里。",
    ], i))


@tpl("password_prose", "zh", 1)
def z_handover(i):
    v = G.pw()
    t = f"交接一下：前台电脑 Windows 账号 reception，开机后第二行填 {v}，{pick(NAMES_ZH, 3)}走之前留的。"
    return t, [v], ["前台电脑 Windows 账号 reception", pick(NAMES_ZH, 3)]


@tpl("password_prose", "zh", 1)
def z_mixed_bot_acct(i):
    v = G.pw()
    t = f"btw Confluence 的 bot 账号是 confluence-bot / {v}，REST API 用 basic auth 也认这个。"
    return t, [v], ["Confluence 的 bot 账号", "REST API 用 basic auth"]


@tpl("passphrase_words", "zh", 1)
def z_agent_phrase(i):
    v = G.words(5)
    t = f"id_rsa 加进 ssh-agent 时它会问一句话，答案是「{v}」，全小写。"
    return t, [v], ["id_rsa 加进 ssh-agent", "全小写"]


@tpl("password_prose", "zh", 1)
def z_phone_customer(i):
    v = G.pw()
    t = f"电话里跟客户说：SFTP 用户 acme_in，另一个框填 {v}，端口 2222。"
    return t, [v], ["电话里跟客户说", "SFTP 用户 acme_in", "端口 2222"]


@tpl("neg_password_talk", "zh", 4, neg=True)
def n_misc_zh(i):
    return whole(pick([
        "登录失败：密码错误次数过多，账号已被锁定，请 15 分钟后再试。",
        "修复在 a3f9c21 这个提交里，cherry-pick 到 release/2.4 分支就行。",
        "access token 有效期 2 小时，refresh token 7 天，过期后要重新扫码。",
        "模板里写的是 SECRET_KEY=请替换为随机字符串，上线前必须改。",
    ], i))


# =====================================================================

def overlaps(text, a, b):
    """True if some occurrence of a overlaps some occurrence of b in text."""
    def spans(x):
        out, st = [], 0
        while True:
            j = text.find(x, st)
            if j < 0:
                return out
            out.append((j, j + len(x)))
            st = j + 1
    return any(s1 < e2 and s2 < e1 for s1, e1 in spans(a) for s2, e2 in spans(b))


def build(fresh):
    global G
    G = Gen(fresh)
    cases = []
    for f, kind, lang, n, neg in REG:
        for i in range(n):
            text, secs, keep = f(i)
            cases.append({"text": text, "secrets": secs, "must_keep": keep, "kind": kind, "lang": lang,
                          "polarity": "negative" if neg else "positive", "group": "r7-" + f.__name__})
    R.shuffle(cases)
    out = []
    for k, c in enumerate(cases, 1):
        out.append({"id": f"r7-{k:04d}", **c})
    return out


def validate(cases):
    errs = []
    ids = set()
    for c in cases:
        if c["id"] in ids:
            errs.append(f"dup id {c['id']}")
        ids.add(c["id"])
        t = c["text"]
        if (c["polarity"] == "positive") != bool(c["secrets"]):
            errs.append(f"{c['id']}: polarity/secrets mismatch")
        if c["polarity"] == "negative" and not c["kind"].startswith("neg_"):
            errs.append(f"{c['id']}: negative kind")
        if not c["must_keep"]:
            errs.append(f"{c['id']}: empty must_keep")
        for s in c["secrets"]:
            if s not in t:
                errs.append(f"{c['id']}: secret not in text: {s!r}")
            if len(s) < 6:
                errs.append(f"{c['id']}: secret too short: {s!r}")
        for k in c["must_keep"]:
            if k not in t:
                errs.append(f"{c['id']}: must_keep not in text: {k!r}")
            for s in c["secrets"]:
                if k in s or s in k or overlaps(t, k, s):
                    errs.append(f"{c['id']}: must_keep {k!r} overlaps secret {s!r}")
    return errs


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--fresh", action="store_true", help="draw values from secrets.SystemRandom()")
    ap.add_argument("--out", default=os.path.join(HERE, "secrets_r7.json"))
    a = ap.parse_args()
    cases = build(a.fresh)
    errs = validate(cases)
    if errs:
        print("\n".join(errs))
        sys.exit(1)
    # identity redactor: must fail every positive, pass every negative
    def passes(c, out):
        return not any(s in out for s in c["secrets"]) and all(k in out for k in c["must_keep"])
    for c in cases:
        ok = passes(c, c["text"])
        assert ok == (c["polarity"] == "negative"), c["id"]
    with open(a.out, "w", encoding="utf-8") as f:
        json.dump(cases, f, ensure_ascii=False, indent=1)
        f.write("\n")
    pos = [c for c in cases if c["polarity"] == "positive"]
    neg = [c for c in cases if c["polarity"] == "negative"]
    from collections import Counter
    print(f"{len(cases)} cases: {len(pos)} positive ({sum(len(c['secrets']) for c in pos)} secrets), "
          f"{len(neg)} negative; groups {len({c['group'] for c in cases})}, kinds {len({c['kind'] for c in cases})}")
    print("lang:", dict(Counter(c["lang"] for c in cases)),
          "pos:", dict(Counter(c["lang"] for c in pos)), "neg:", dict(Counter(c["lang"] for c in neg)))


if __name__ == "__main__":
    main()
