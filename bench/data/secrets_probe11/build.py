"""Build bench/data/secrets_probe11/secrets_probe11.json: the round-11 probe set for issue 28.

Written by r11 before any rule change of round 11, in new phrasings (agent sessions: chat hand-overs,
notes, config files, code, shell), English and Chinese, across the issue's families, plus hard
negatives that sit where a secret would (ports and database names after password words, policy
numbers, placeholders, hashes, UUIDs, brackets). Run once on main before tuning, then dev.
Values come from a seeded RNG in real credential shapes; none is a real credential.
Run: python3 bench/data/secrets_probe11/build.py
"""
import json
import random
import string
from pathlib import Path

R = random.Random(20261211)
B62 = string.ascii_letters + string.digits
LOW = string.ascii_lowercase
HEX = "0123456789abcdef"
WORDS = ("anchor barley cinder dormouse ember fjord gravel harbor indigo juniper kestrel lantern "
         "meadow nutmeg orchard pebble quiver rowan sorrel thistle umber velvet willow yarrow zephyr "
         "copper falcon marble walnut saffron").split()


def r(n, alpha=B62):
    return "".join(R.choice(alpha) for _ in range(n))


def human(year=False):
    a, b = R.sample(WORDS, 2)
    num = R.randint(1990, 2025) if year else R.randint(10, 9999)
    return f"{a.capitalize()}{b.capitalize()}{R.choice(['', '-', '_', '.', '!'])}{num}"


def rnd(n=None):
    core = list(r(n or R.randint(10, 14)))
    core.insert(R.randint(1, len(core) - 1), R.choice("!#%*.@^_$+"))
    core[R.randint(0, len(core) - 1)] = R.choice(string.digits)
    return "".join(core)


def wordish():
    """a short word-like password: letters with a vowel and a digit or symbol inside"""
    w = R.choice(WORDS)
    return w[:R.randint(3, 5)] + R.choice("0123456789") + r(R.randint(2, 3), LOW) + R.choice("_!")


def phrase(n):
    return " ".join(R.sample(WORDS, n))


CASES = []


def pos(kind, lang, text, secrets, keep):
    for s in secrets:
        assert s in text, (s, text)
    CASES.append(dict(text=text, secrets=secrets, must_keep=keep, kind=kind, lang=lang,
                      polarity="positive"))


def neg(kind, lang, text, keep=None):
    CASES.append(dict(text=text, secrets=[], must_keep=keep or [text], kind=kind, lang=lang,
                      polarity="negative"))


# ---- credentials in prose without a credential keyword --------------------------------------------
v = rnd(); pos("prose", "en", f"To get into the build box as deploy, type {v} when it asks.", [v], ["build box"])
v = rnd(); pos("prose", "en", f"The shared finance mailbox opens with {v}; don't forward it.", [v], ["finance mailbox"])
v = human(); pos("prose", "en", f"Conference room tablet unlocks with {v} now.", [v], ["Conference room tablet"])
v = rnd(); pos("prose", "en", f"sudo on the jump host will prompt you; answer {v}.", [v], ["jump host"])
v = human(); pos("prose", "en", f"Guests can join ORCHARD-5G using {v} at the front desk.", [v], ["ORCHARD-5G"])
v = rnd(); pos("prose", "en", f"After the username 'ops-ro' put {v} and you're in.", [v], ["ops-ro"])
v = rnd(); pos("prose", "en", f"{v} is what the label printer asks for after a reset.", [v], ["label printer"])
v = rnd(); pos("prose", "en", f"{v} gets you past the BIOS prompt on the lab laptops.", [v], ["BIOS prompt"])
v = human(year=True); pos("prose", "en", f"Jenkins admin login is now {v} after the rotation.", [v], ["Jenkins admin"])
v = human(year=True); pos("prose", "en", f"I changed the NAS admin to {v} this morning.", [v], ["NAS admin"])
v = wordish(); pos("prose", "en", f"For the staging VPN use {v} as the second factor word.", [v], ["staging VPN"])
v = wordish(); pos("prose", "en", f"log in to grafana as viewer / {v}", [v], ["grafana"])
v = rnd(); pos("prose", "en", f"The zip Maria sent opens with {v}.", [v], ["Maria sent"])
v = rnd(); pos("prose", "en", f"user: analytics\n{v}\nthat's for the read replica", [v], ["read replica"])
v = rnd(); pos("prose", "en", f"login: svc-batch\n{v}", [v], ["svc-batch"])
v = rnd(); pos("prose", "zh", f"跳板机用 deploy 账号登录，输入 {v} 就行。", [v], ["跳板机"])
v = rnd(); pos("prose", "zh", f"共享邮箱 finance@ 的登录口令改成了 {v}", [v], ["共享邮箱"])
v = human(); pos("prose", "zh", f"会议室平板解锁用 {v}", [v], ["会议室平板"])
v = rnd(); pos("prose", "zh", f"压缩包打开要 {v}，别外传。", [v], ["压缩包"])
v = human(); pos("prose", "zh", f"访客 wifi 连 ORCHARD-GUEST，敲 {v} 即可", [v], ["ORCHARD-GUEST"])
v = rnd(); pos("prose", "zh", f"sudo 提示的时候输 {v}", [v], ["sudo"])
v = rnd(); pos("prose", "zh", f"{v} 是打印机重置后要填的那串。", [v], ["打印机"])
v = wordish(); pos("prose", "zh", f"grafana 只读账号 viewer，后面那串是 {v}", [v], ["grafana"])
v = human(year=True); pos("prose", "zh", f"NAS 管理员改成 {v} 了，今天上午改的", [v], ["NAS"])
v = rnd(); pos("prose", "zh", f"用户名 report\n{v}\n这是报表库的", [v], ["报表库"])

# ---- passphrases of ordinary words -------------------------------------------------------------------
v = phrase(3); pos("passphrase", "en", f"The LUKS volume on the backup disk unlocks with '{v}'.", [v], ["LUKS volume"])
v = phrase(4); pos("passphrase", "en", f"KeePass master phrase: {v}", [v], ["KeePass"])
v = phrase(5); pos("passphrase", "en", f"my 1Password words are {v}, keep them offline", [v], ["keep them offline"])
v = phrase(12); pos("passphrase", "en", f"wallet recovery words: {v}", [v], ["wallet recovery"])
v = phrase(3); pos("passphrase", "en", f"BitLocker recovery asks for a passphrase; ours is {v}.", [v], ["BitLocker"])
v = phrase(4); pos("passphrase", "zh", f"备份盘的 LUKS 口令是 {v}", [v], ["备份盘"])
v = phrase(3); pos("passphrase", "zh", f"保险库解锁短语：{v}", [v], ["保险库"])
v = phrase(12); pos("passphrase", "zh", f"钱包助记词 {v} 抄在纸上了", [v], ["钱包助记词"])
v = phrase(5); pos("passphrase", "zh", f"gpg 私钥的 passphrase 是「{v}」", [v], ["gpg"])

# ---- secrets split or wrapped ---------------------------------------------------------------------
a, b = r(8, string.ascii_letters), r(8, string.ascii_letters)
pos("split", "en", f"I'll send the vault password in two parts. First half: {a}. Second half: {b}.", [a, b], ["two parts"])
a, b = r(6) + "7", r(7) + "3"
pos("split", "en", f"password part 1 is {a} and part 2 is {b}, join them without a space", [a, b], ["join them"])
a, b = r(8, string.ascii_letters), r(8, string.ascii_letters)
pos("split", "zh", f"数据库密码分两段发：前半段 {a}，后半段 {b}", [a, b], ["分两段"])
t = "ghp_" + r(36); pos("split", "en", f"token (wrapped by the chat client):\n{t[:20]}\n{t[20:]}", [t[:20], t[20:]], ["wrapped by"])
t = "sk-proj-" + r(48); pos("split", "zh", f"key 太长被折行了：\n{t[:28]}\n{t[28:]}", [t[:28], t[28:]], ["折行"])

# ---- session cookies ---------------------------------------------------------------------------
v = r(32, LOW + string.digits); pos("cookie", "en", f"Cookie: theme=dark; JSESSIONID={v.upper()}; lang=en", [v.upper()], ["theme=dark"])
v = r(40); pos("cookie", "en", f"curl -b 'connect.sid=s%3A{v}' https://admin.internal/api", [v], ["admin.internal"])
v = r(26, LOW + string.digits); pos("cookie", "en", f"requests.get(url, cookies={{'PHPSESSID': '{v}'}})", [v], ["requests.get"])
v = r(48); pos("cookie", "zh", f"浏览器里复制的会话 cookie：_session_id={v}", [v], ["会话 cookie"])
v = r(36); pos("cookie", "en", f"Set-Cookie: laravel_session={v}; Path=/; HttpOnly", [v], ["HttpOnly"])

# ---- config formats ------------------------------------------------------------------------------
v = rnd(); pos("config", "en", f"~/.pgpass:\ndb.internal:5432:billing:billing_app:{v}", [v], ["billing_app"])
v = rnd(); pos("config", "en", f"<property name=\"hibernate.connection.password\">{v}</property>", [v], ["hibernate.connection"])
v = rnd(); pos("config", "en", f"<server><id>nexus</id><username>ci</username><password>{v}</password></server>", [v], ["nexus"])
v = r(50, B62 + "!@#%^&*(-_=+)"); pos("config", "en", f"SECRET_KEY = '{v}'", [v], ["SECRET_KEY"])
v = rnd(); pos("config", "en", f"machine git.corp.example login ci password {v}", [v], ["git.corp.example"])
v = rnd(); pos("config", "en", f"spring.datasource.password={v}", [v], ["spring.datasource"])
v = rnd(); pos("config", "en", f'{{"db": {{"host": "10.0.3.7", "pass": "{v}"}}}}', [v], ["10.0.3.7"])
v = rnd(); pos("config", "en", f'variable "db_password" {{\n  default = "{v}"\n}}', [v], ["db_password"])
v = rnd(); pos("config", "en", f"[client]\nuser=backup\npassword={v}", [v], ["[client]"])
v = rnd(); pos("config", "zh", f"docker-compose 里写的 POSTGRES_PASSWORD: {v}", [v], ["docker-compose"])
v = r(64, HEX); pos("config", "en", f"config.secret_key_base = \"{v}\"", [v], ["secret_key_base"])
v = rnd(); pos("config", "zh", f"application.properties 中 jdbc.password={v}", [v], ["application.properties"])

# ---- positional credential arguments in code -----------------------------------------------------
v = rnd(); pos("code", "en", f"conn = pymysql.connect('db.internal', 'report', '{v}', 'sales')", [v], ["pymysql.connect"])
v = rnd(); pos("code", "en", f"client = paramiko.SSHClient(); client.connect('10.1.1.4', 22, 'root', '{v}')", [v], ["paramiko"])
v = rnd(); pos("code", "en", f"smtp.login('alerts@corp.example', '{v}')", [v], ["smtp.login"])
v = rnd(); pos("code", "en", f"ftp = FTP('files.corp.example'); ftp.login('upload', '{v}')", [v], ["ftp.login"])
v = rnd(); pos("code", "en", f"r = requests.get(api, auth=('svc', '{v}'))", [v], ["requests.get"])
v = rnd(); pos("code", "zh", f"连库的代码：psycopg2.connect(host='pg', user='etl', password='{v}')", [v], ["连库的代码"])
v = rnd(); pos("code", "en", f"redis.Redis(host='cache', port=6379, password='{v}')", [v], ["port=6379"])
v = rnd(); pos("code", "en", f"new NetworkCredential(\"svc_sp\", \"{v}\", \"CORP\")", [v], ["NetworkCredential"])

# ---- CLI ------------------------------------------------------------------------------------------
v = rnd(); pos("cli", "en", f"rabbitmqctl add_user metrics {v}", [v], ["rabbitmqctl"])
v = rnd(); pos("cli", "en", f"7z x backup.7z -p{v}", [v], ["backup.7z"])
v = rnd(); pos("cli", "en", f"mysql -u root -p{v} -h 127.0.0.1", [v], ["127.0.0.1"])
v = rnd(); pos("cli", "en", f"htpasswd -b /etc/nginx/.htpasswd admin {v}", [v], ["htpasswd"])
v = rnd(); pos("cli", "en", f"sshpass -p '{v}' ssh ops@bastion", [v], ["ops@bastion"])
v = rnd(); pos("cli", "en", f"docker login registry.corp -u ci -p {v}", [v], ["registry.corp"])
v = rnd(); pos("cli", "zh", f"我跑的是 redis-cli -a {v} -h cache01 ping", [v], ["cache01"])
v = rnd(); pos("cli", "en", f"net user backupadmin {v} /add", [v], ["backupadmin"])
v = rnd(); pos("cli", "en", f"openssl pkcs12 -export -in c.pem -out c.p12 -passout pass:{v}", [v], ["pkcs12"])
v = rnd(); pos("cli", "zh", f"zip 加密用的命令：zip -P {v} out.zip report.xlsx", [v], ["report.xlsx"])

# ---- key pairs --------------------------------------------------------------------------------------
i, s = "AKIA" + r(16, string.ascii_uppercase + string.digits), r(40, B62 + "/+")
pos("pair", "en", f"access key {i} with secret {s}", [i, s], ["access key"])
i, s = "LTAI" + r(20), r(30)
pos("pair", "zh", f"阿里云 AccessKey ID {i}，Secret {s}", [i, s], ["阿里云"])
i, s = r(8, HEX) + "-" + r(4, HEX) + "-" + r(4, HEX) + "-" + r(4, HEX) + "-" + r(12, HEX), r(34, B62 + "~._-")
pos("pair", "en", f"Azure app: client id {i}, client secret {s}", [s], ["client id", i])
i, s = r(20, string.ascii_uppercase + string.digits), r(40)
pos("pair", "en", f"Spaces key {i} / {s}", [i, s], ["Spaces key"])

# ---- typed provider secrets -----------------------------------------------------------------------
v = "SSWS " + "00" + r(40, B62 + "_-"); pos("typed", "en", f"Authorization: {v}", [v[5:]], [])
v = "xoxb-" + r(11, string.digits) + "-" + r(12, string.digits) + "-" + r(24); pos("typed", "en", f"bot token {v}", [v], ["bot token"])
v = r(8, string.digits) + ":" + "AA" + r(33, B62 + "_-"); pos("typed", "zh", f"telegram 机器人 token：{v}", [v], ["telegram"])
v = "whsec_" + r(32); pos("typed", "en", f"Stripe endpoint signing secret {v}", [v], ["Stripe endpoint"])
v = r(24, B62); pos("typed", "en", f"https://hooks.slack.com/services/T{r(8, string.ascii_uppercase + string.digits)}/B{r(8, string.ascii_uppercase + string.digits)}/{v}", [v], ["hooks.slack.com"])
v = "glpat-" + r(20, B62 + "-_"); pos("typed", "zh", f"gitlab 的 {v} 给 CI 用", [v], ["gitlab"])
v = "hvs." + r(24); pos("typed", "en", f"VAULT_TOKEN={v} vault kv get secret/app", [v], ["vault kv get"])
v = "dop_v1_" + r(64, HEX); pos("typed", "en", f"doctl auth init -t {v}", [v], ["doctl"])
v = "npm_" + r(36); pos("typed", "en", f"//registry.npmjs.org/:_authToken={v}", [v], ["registry.npmjs.org"])
v = "AIza" + r(35, B62 + "_-"); pos("typed", "en", f"maps key AIza: {v}", [v], ["maps key"])
v = r(32, HEX); pos("typed", "en", f"https://api.telemetry.example/v2/ingest/{v}/events", [v], ["ingest"])
v = "mongodb+srv://app:" + rnd() + "@cluster0.abcd.mongodb.net/prod"; sec = v.split(":")[2].split("@")[0]
pos("typed", "en", f"MONGO_URL={v}", [sec], ["cluster0.abcd.mongodb.net"])
v = rnd(); pos("typed", "en", f"Server=sql01;Database=Ledger;User Id=app;Password={v};", [v], ["Database=Ledger"])
v = "age1" + r(58, "023456789acdefghjklmnpqrstuvwxyz"); k = "AGE-SECRET-KEY-1" + r(58, "023456789ACDEFGHJKLMNPQRSTUVWXYZ")
pos("typed", "en", f"age recipient {v}, identity {k}", [k], [v])
v = "eyJhbGciOiJIUzI1NiJ9." + r(40, B62 + "_-") + "." + r(43, B62 + "_-"); pos("typed", "zh", f"前端拿到的 jwt: {v}", [v], ["前端"])

# ---- chat hand-overs, new phrasings --------------------------------------------------------------
v = rnd(); pos("chat", "en", f"[10:02] lee: what's the kiosk pin these days? [10:03] ana: {v}", [v], ["kiosk pin"])
v = human(); pos("chat", "en", f"ops> reset done, temp one is {v}, change it on first login", [v], ["first login"])
v = rnd(); pos("chat", "zh", f"小王：root 进不去了\n老李：现在是 {v}", [v], ["root 进不去了"])
v = wordish(); pos("chat", "en", f"mike: sftp creds? / jo: partner_upload, {v}", [v], ["partner_upload"])
v = rnd(); pos("chat", "zh", f"A：测试环境 admin 的？ B：{v}，别改", [v], ["测试环境"])

# ---- hard negatives ---------------------------------------------------------------------------------
neg("neg_port", "en", "password auth on port 5432, database billing, user billing_app")
neg("neg_port", "en", "The password field for db 'analytics' is empty; the port is 6380.")
neg("neg_port", "zh", "密码认证走 5432 端口，库名 billing")
neg("neg_port", "en", "postgres://billing_app@db.internal:5432/billing?sslmode=require (password comes from PGPASSWORD)")
neg("neg_port", "zh", "口令在 Vault 里，路径 secret/data/billing，端口 8200")
neg("neg_policy", "en", "password policy: minimum 14 characters, expires after 90 days, history 24")
neg("neg_policy", "en", "Password length must be at least 12; lockout after 5 attempts.")
neg("neg_policy", "zh", "密码策略：最少 12 位，90 天过期，连续错 5 次锁定 30 分钟")
neg("neg_policy", "en", "PASSWORD_HASHERS = ['django.contrib.auth.hashers.Argon2PasswordHasher']")
neg("neg_policy", "en", "passwd -x 90 -w 7 deploy")
neg("neg_policy", "zh", "密码有效期 180 天，MFA 必开")
neg("neg_placeholder", "en", "password: <your-password-here>")
neg("neg_placeholder", "en", "export DB_PASSWORD=${DB_PASSWORD:?missing}")
neg("neg_placeholder", "en", "token = os.environ['GITHUB_TOKEN']")
neg("neg_placeholder", "zh", "密码：（见 1Password 的「生产库」条目）")
neg("neg_placeholder", "en", "api_key: \"{{ vault_api_key }}\"")
neg("neg_placeholder", "en", "secret: REPLACE_ME")
neg("neg_placeholder", "zh", "token 填 ******，真实的在 CI 变量里")
neg("neg_placeholder", "en", "password=%(db_password)s")
neg("neg_bracket", "en", "password (none) — the kiosk account is passwordless")
neg("neg_bracket", "zh", "密码（空）— 本地开发不需要")
neg("neg_bracket", "en", "Password: [redacted]")
neg("neg_bracket", "en", "passphrase (ask Dana)")
neg("neg_bracket", "zh", "口令【已轮换，旧的作废】")
neg("neg_hash", "en", f"sha256sum: {r(64, HEX)}  release-1.4.2.tar.gz")
neg("neg_hash", "en", f"commit {r(40, HEX)} fixed the login redirect")
neg("neg_hash", "zh", f"镜像 digest sha256:{r(64, HEX)}，已推到仓库")
neg("neg_hash", "en", f"the password hash column stores bcrypt; e.g. row 42 has $2b$12$... (truncated in the log)")
neg("neg_hash", "en", f"ETag: \"{r(32, HEX)}\"")
neg("neg_uuid", "en", f"request id {r(8, HEX)}-{r(4, HEX)}-4{r(3, HEX)}-a{r(3, HEX)}-{r(12, HEX)} failed with 401 on login")
neg("neg_uuid", "zh", f"登录失败的 trace_id 是 {r(32, HEX)}")
neg("neg_uuid", "en", f"tenant {r(8, HEX)}-{r(4, HEX)}-{r(4, HEX)}-{r(4, HEX)}-{r(12, HEX)} uses SSO, no password")
neg("neg_talk", "en", "I reset the password for the NAS admin this morning; it's in the vault now.")
neg("neg_talk", "en", "She logs in as deploy with her SSH key, not a password.")
neg("neg_talk", "zh", "跳板机改成只能用密钥登录了，密码登录已关闭")
neg("neg_talk", "en", "The wifi password is on the card at reception.")
neg("neg_talk", "en", "type your password when sudo asks, then run make install")
neg("neg_talk", "zh", "压缩包的密码我单独发你微信")
neg("neg_talk", "en", "Unlock the laptop with your fingerprint, then open Terminal.")
neg("neg_talk", "en", "log in to grafana as viewer to see the dashboards")
neg("neg_talk", "zh", "用 deploy 账号登录跳板机，然后切到 app 用户")
neg("neg_talk", "en", "The passphrase prompt appears twice on Ubuntu 24.04; press Enter to skip.")
neg("neg_names", "en", "We upgraded PostgreSQL16 and KafkaConnect-3.7 last sprint.")
neg("neg_names", "en", "The printer model is HP-LaserJet-M404dn.")
neg("neg_names", "en", "Build RiverStone-2024 passed; tag it release/2024.11.")
neg("neg_names", "zh", "新机器型号 ThinkPad-X1-Gen12，序列号贴在底部")
neg("neg_names", "en", "ticket OPS-48213 covers the vault unseal runbook")
neg("neg_names", "en", "user: analytics\nrole: read-only\nschema: public")
neg("neg_names", "en", "login: svc-batch\nshell: /bin/bash\nhome: /srv/batch")
neg("neg_doc", "en", "AWS documents AKIAIOSFODNN7EXAMPLE and wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY as example keys.")
neg("neg_doc", "en", "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + r(43) + " ops@laptop")
neg("neg_doc", "zh", "公钥指纹 SHA256:" + r(43, B62 + "+/") + "，首次连接时核对")
neg("neg_doc", "en", "The phrase 'correct horse battery staple' is the xkcd example of a passphrase.")
neg("neg_doc", "en", "Our wallet UI shows the seed phrase only once, on setup.")
neg("neg_cli", "en", "mysql -u root -p -h 127.0.0.1   # prompts for the password")
neg("neg_cli", "en", "docker login registry.corp --password-stdin < token.txt")
neg("neg_cli", "zh", "redis-cli -h cache01 -p 6379 ping")
neg("neg_cli", "en", "7z x backup.7z -o/tmp/restore")
neg("neg_cli", "en", "rabbitmqctl list_users")
neg("neg_code", "en", "conn = pymysql.connect(host, user, password, db)")
neg("neg_code", "en", "smtp.login(settings.SMTP_USER, settings.SMTP_PASSWORD)")
neg("neg_code", "en", "client.connect(hostname, port=22, username=user, key_filename=key_path)")
neg("neg_code", "zh", "password = getpass.getpass('输入密码：')")
neg("neg_code", "en", "if len(password) < MIN_PASSWORD_LENGTH: raise WeakPassword()")

for n, c in enumerate(CASES):
    c["id"] = f"p11-{n:04d}"
out = Path(__file__).with_name("secrets_probe11.json")
out.write_text(json.dumps(CASES, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
p = sum(c["polarity"] == "positive" for c in CASES)
print(f"{len(CASES)} cases: {p} positive ({sum(len(c['secrets']) for c in CASES)} secrets), {len(CASES) - p} negative")
