"""Build bench/data/secrets_probe9.json: round-9 probe set for issue 28.

Written before reading the redactor's rules, from templates not taken from the dev sets.
Values come from a seeded RNG in real credential shapes; none is a real credential.
Run: python3 bench/data/secrets_probe9_build.py
"""
import base64
import json
import os
import random
import string

R = random.Random(9009)
B62 = string.ascii_letters + string.digits
LOW = string.ascii_lowercase
HEX = "0123456789abcdef"
WORDS = ("amber birch cobalt dune ember fjord garnet harbor indigo juniper kestrel lantern meadow "
         "nutmeg orchid pepper quartz raven saffron thistle umber velvet walnut yarrow zinnia "
         "anchor beacon canyon delta falcon glacier hollow island jasper kettle lotus marble").split()
BIP = ("abandon ability absorb abstract acid acoustic actress adapt addict adjust admit adult "
       "advance aerobic afford agent airport alarm album alcohol alert alien alley almost alpha "
       "already alter always amateur amazing among amount amused analyst anchor ancient anger").split()


def r(n, alpha=B62):
    return "".join(R.choice(alpha) for _ in range(n))


def pw():
    w = R.choice(WORDS).capitalize()
    return f"{w}{R.choice('!@#$%&*?')}{R.randint(10, 9999)}{r(2, string.ascii_lowercase)}"


def pw2():
    return r(R.randint(11, 16), B62 + "!#%^*-_")


CASES = []


def pos(kind, lang, text, secrets, keep):
    CASES.append(dict(text=text, secrets=secrets, must_keep=keep, kind=kind, lang=lang,
                      polarity="positive"))


def neg(kind, lang, text, keep=None):
    CASES.append(dict(text=text, secrets=[], must_keep=keep or [text], kind=kind, lang=lang,
                      polarity="negative"))


# --- family 1: credentials in prose without a keyword (EN) ---
v = pw(); pos("prose_nokw", "en", f"Log in as deploy with {v} — it's the only account allowed on the bastion.", [v], ["the bastion"])
v = pw(); pos("prose_nokw", "en", f"The Q3 board archive opens with {v}, ask Priya if it fails.", [v], ["Q3 board archive", "ask Priya"])
v = pw2(); pos("prose_nokw", "en", f"here you go: {v}", [v], ["here you go"])
v = pw(); pos("prose_nokw", "en", f"Printer admin panel -> {v}", [v], ["Printer admin panel"])
v = pw(); pos("prose_nokw", "en", f"For the office wifi (GuestNet-5G) just type {v} when it asks.", [v], ["office wifi", "when it asks"])
v = pw(); pos("prose_nokw", "en", f"sudo on build-07 takes {v}", [v], ["sudo on build-07"])
v = pw2(); pos("prose_nokw", "en", f"Marco's laptop unlocks with {v} if he's out sick.", [v], ["Marco's laptop", "out sick"])
v = pw(); pos("prose_nokw", "en", f"The safe in room 4 is 4471 and the alarm disarms with {v}.", [v], ["alarm disarms"])
v = pw(); pos("prose_nokw", "en", f"use {v} to get into the shared finance mailbox", [v], ["shared finance mailbox"])
v = pw2(); pos("prose_nokw", "en", f"Handover for the on-call: grafana admin -> {v}", [v], ["Handover for the on-call"])
v = pw(); pos("prose_nokw", "en", f"The zip Legal sent is protected; {v} opens it.", [v], ["The zip Legal sent"])
v = pw(); pos("prose_nokw", "en", f"User remembered: their NAS login is admin and {v}.", [v], ["NAS login"])
v = pw2(); pos("prose_nokw", "en", f"Jenkins: user ci-bot, {v}", [v], ["Jenkins", "ci-bot"])
v = pw(); pos("prose_nokw", "en", f"ssh into the pi as pi, it'll ask — answer {v}", [v], ["ssh into the pi"])
v = pw(); pos("prose_nokw", "en", f"The router's web UI wants {v} (changed last week).", [v], ["router's web UI", "changed last week"])
# ZH
v = pw(); pos("prose_nokw", "zh", f"进机房的码是 {v}，别外传。", [v], ["进机房", "别外传"])
v = pw(); pos("prose_nokw", "zh", f"财务共享盘用 {v} 就能打开。", [v], ["财务共享盘"])
v = pw2(); pos("prose_nokw", "zh", f"堡垒机登录：ops / {v}", [v], ["堡垒机登录"])
v = pw(); pos("prose_nokw", "zh", f"压缩包解压要输 {v}，老王发的。", [v], ["压缩包", "老王发的"])
v = pw(); pos("prose_nokw", "zh", f"以 root 身份登进去，敲 {v} 就行", [v], ["root 身份"])
v = pw2(); pos("prose_nokw", "zh", f"会议室平板的解锁是 {v}", [v], ["会议室平板"])
v = pw(); pos("prose_nokw", "zh", f"交接一下：测试环境后台 → {v}", [v], ["交接一下", "测试环境后台"])
v = pw(); pos("prose_nokw", "zh", f"拿去用：{v}", [v], ["拿去用"])

# --- family 2: TOTP / recovery codes ---
a, b = R.randint(100, 999), R.randint(100, 999)
pos("otp", "en", f"The authenticator for the AWS root account currently shows as {a} {b}; backup TOTP seed is {r(32, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567')}", [CASES and None] and [], ["AWS root account"])
CASES[-1]["secrets"] = [CASES[-1]["text"].split("seed is ")[1]]
codes = [f"{r(4, LOW + string.digits)}-{r(4, LOW + string.digits)}" for _ in range(3)]
pos("otp", "en", "GitHub recovery codes (keep safe): " + " ".join(codes), codes, ["GitHub recovery codes"])
c = r(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
cs = " ".join(c[i:i + 4] for i in range(0, 16, 4))
pos("otp", "en", f"If you can't scan the QR, enter this key manually: {cs}", [c[:4] + " " + c[4:8], c[8:12] + " " + c[12:]], ["enter this key manually"])
codes = [str(R.randint(10000000, 99999999)) for _ in range(2)]
pos("otp", "en", f"Google backup codes left: {codes[0]}, {codes[1]}", codes, ["Google backup codes left"])
c = r(32, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
pos("otp", "en", f"otpauth://totp/Acme:alice@acme.io?secret={c}&issuer=Acme", [c], ["otpauth://totp/"])
c = r(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
pos("otp", "zh", f"两步验证的密钥（手动输入用）：{c}", [c], ["两步验证"])
codes = [r(5, LOW + string.digits) + "-" + r(5, LOW + string.digits) for _ in range(2)]
pos("otp", "zh", f"备用恢复码还剩两个 {codes[0]} 和 {codes[1]}", codes, ["备用恢复码"])

# --- family 3: multi-word passphrases and seed phrases ---
p = " ".join(R.sample(WORDS, 4))
pos("passphrase", "en", f"The LUKS volume on the backup disk unlocks with \"{p}\".", [p], ["LUKS volume"])
p = "-".join(R.sample(WORDS, 5))
pos("passphrase", "en", f"vault passphrase is {p}", [p], ["vault passphrase"])
p = " ".join(R.sample(WORDS, 6))
pos("passphrase", "en", f"KeePass master: {p}", [p], ["KeePass master"])
p = " ".join(R.sample(BIP, 12))
pos("seed", "en", f"Ledger recovery words, in order: {p}", [" ".join(p.split()[:4]), " ".join(p.split()[8:])], ["Ledger recovery words"])
p = " ".join(R.sample(BIP, 12))
pos("seed", "en", f"mnemonic = \"{p}\"", [" ".join(p.split()[:4]), " ".join(p.split()[8:])], ["mnemonic"])
p = " ".join(R.sample(BIP, 24))
pos("seed", "zh", f"钱包助记词：{p}", [" ".join(p.split()[:4]), " ".join(p.split()[20:])], ["钱包助记词"])
p = " ".join(R.sample(WORDS, 5))
pos("passphrase", "zh", f"硬盘加密口令是「{p}」，五个词中间空格。", [p], ["硬盘加密口令", "五个词"])
p = " ".join(R.sample(WORDS, 4)) + " " + str(R.randint(10, 99))
pos("passphrase", "en", f"GPG key passphrase: {p}", [p], ["GPG key passphrase"])

# --- family 4: split / wrapped secrets ---
t = "ghp_" + r(36)
pos("split", "en", f"the token starts with {t[:20]} and the rest is {t[20:]}", [t[:20], t[20:]], ["the token starts with"])
t = "sk-proj-" + r(40)
pos("split", "en", f"OPENAI_API_KEY={t[:28]}\\\n{t[28:]}", [t[:28], t[28:]], ["OPENAI_API_KEY"])
v = pw2()
pos("split", "zh", f"密码前半段 {v[:6]}，后半段我微信发你：{v[6:]}", [v[6:]], ["密码前半段", "微信发你"])
t = "xoxb-" + str(R.randint(10**11, 10**12)) + "-" + str(R.randint(10**11, 10**12)) + "-" + r(24)
pos("split", "en", f"slack bot token (wrapped by the terminal):\n{t[:30]}\n{t[30:]}", [t[:30]], ["slack bot token"])
k = base64.b64encode(os.urandom(0) + bytes(R.getrandbits(8) for _ in range(48))).decode()
pos("split", "en", f"signing_key: |\n  {k[:32]}\n  {k[32:]}", [k[:32], k[32:]], ["signing_key"])

# --- family 5: cookies ---
s = r(32, LOW + string.digits)
pos("cookie", "en", f"Cookie: sessionid={s}; csrftoken={r(32)}", [s], ["Cookie:"])
CASES[-1]["secrets"].append(CASES[-1]["text"].split("csrftoken=")[1])
s = r(26, LOW + string.digits)
pos("cookie", "en", f"curl -b 'PHPSESSID={s}' https://intranet.acme.local/report", [s], ["curl", "intranet.acme.local/report"])
s = "s%3A" + r(32) + "." + r(43)
pos("cookie", "en", f"Set-Cookie: connect.sid={s}; Path=/; HttpOnly", [s], ["Set-Cookie", "HttpOnly"])
s = r(40, HEX)
pos("cookie", "en", f"requests.get(url, cookies={{'_gitlab_session': '{s}'}})", [s], ["requests.get"])
s = r(180, B62 + "-_")
pos("cookie", "zh", f"我从浏览器复制的登录态 cookie：SESSION={s}", [s], ["浏览器复制"])
s = r(64, HEX)
pos("cookie", "en", f"paste this into devtools to be logged in: document.cookie = \"auth_sid={s}\"", [s], ["devtools"])

# --- family 6: config formats ---
v = pw()
pos("config_xml", "en", f'<add name="Main" connectionString="Server=sql01;Database=crm;User Id=crm_app;Password={v};" />', [v], ["Server=sql01", "Database=crm"])
v = pw2()
pos("config_xml", "en", f"<server>\n  <id>nexus-releases</id>\n  <username>deployer</username>\n  <password>{v}</password>\n</server>", [v], ["nexus-releases", "<username>deployer</username>"])
v = pw2()
pos("config_properties", "en", f"spring.datasource.url=jdbc:postgresql://db:5432/app\nspring.datasource.password={v}", [v], ["spring.datasource.url", "spring.datasource.password"])
v = pw2()
pos("config_properties", "en", f"mail.smtp.auth=true\nmail.smtp.pass = {v}", [v], ["mail.smtp.auth=true"])
v = "hvs." + r(24)
pos("config_hcl", "en", f'provider "vault" {{\n  address = "https://vault.acme.io"\n  token   = "{v}"\n}}', [v], ['provider "vault"', "https://vault.acme.io"])
v = pw2()
pos("config_hcl", "en", f'resource "aws_db_instance" "main" {{\n  username = "dbadmin"\n  password = "{v}"\n}}', [v], ["aws_db_instance", "dbadmin"])
v = pw2(); vb = base64.b64encode(v.encode()).decode()
pos("config_k8s", "en", f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: db-creds\ndata:\n  username: YXBw\n  password: {vb}", [vb], ["kind: Secret", "db-creds"])
v = r(40)
pos("config_k8s", "en", f"kind: Secret\ntype: Opaque\nstringData:\n  STRIPE_WEBHOOK: whsec_{v}", ["whsec_" + v], ["stringData"])
v = pw2()
pos("config_systemd", "en", f"[Service]\nEnvironment=\"DB_PASS={v}\"\nExecStart=/usr/bin/app", [v], ["[Service]", "ExecStart=/usr/bin/app"])
v = r(32)
pos("config_systemd", "en", f"Environment=API_TOKEN={v} LOG_LEVEL=info", [v], ["LOG_LEVEL=info"])
v = pw2()
pos("config_pgpass", "en", f"~/.pgpass:\ndb.internal:5432:*:reporting:{v}", [v], ["~/.pgpass", "db.internal:5432"])
v = pw2()
pos("config_netrc", "en", f"machine api.heroku.com login ops@acme.io password {v}", [v], ["machine api.heroku.com"])
v = pw2()
pos("config_netrc", "en", f"machine ftp.example.org\n  login backup\n  password {v}", [v], ["machine ftp.example.org"])
v = pw2()
pos("config_ini", "en", f"[client]\nuser=root\npassword=\"{v}\"\nhost=127.0.0.1", [v], ["[client]", "host=127.0.0.1"])
v = r(40)
pos("config_json", "en", f'{{"client_id": "9f2c1e", "client_secret": "{v}", "redirect_uri": "http://localhost:8080"}}', [v], ["client_id", "redirect_uri"])
v = pw2()
pos("config_php", "en", f"define('DB_PASSWORD', '{v}');", [v], ["DB_PASSWORD"])
v = r(50, LOW + string.digits + "!@#$%^&*(-_=+)")
pos("config_django", "en", f"SECRET_KEY = '{v}'", [v], ["SECRET_KEY"])
v = pw2()
pos("config_docker", "en", f"environment:\n  - POSTGRES_PASSWORD={v}\n  - POSTGRES_DB=app", [v], ["POSTGRES_DB=app"])
v = r(36)
pos("config_npmrc", "en", f"//registry.npmjs.org/:_authToken=npm_{v}", ["npm_" + v], ["registry.npmjs.org"])
v = pw2()
pos("config_zh", "zh", f"配置文件 application.yml 里：\nspring:\n  redis:\n    password: {v}", [v], ["application.yml", "redis"])

# --- family 7: positional credentials in code and CLIs ---
v = pw2()
pos("code_positional", "en", f"conn = pymysql.connect('db.local', 'app', '{v}', 'shop')", [v], ["pymysql.connect", "'shop'"])
v = pw2()
pos("code_positional", "en", f"smtp.login(\"noreply@acme.io\", \"{v}\")", [v], ["smtp.login"])
v = pw2()
pos("code_positional", "en", f"ftp = FTP('ftp.acme.io'); ftp.login('backup', '{v}')", [v], ["ftp.login"])
v = pw2()
pos("code_positional", "en", f"client = Redis(host='cache', port=6379, db=0, password=None)\nclient.auth('{v}')", [v], ["client.auth"])
v = pw2()
pos("code_positional", "en", f"HTTPBasicAuth('svc-reporter', '{v}')", [v], ["HTTPBasicAuth"])
v = pw2()
pos("code_positional", "en", f"const sequelize = new Sequelize('crm', 'crm_user', '{v}', {{ dialect: 'mysql' }});", [v], ["new Sequelize", "dialect"])
v = pw2()
pos("code_positional", "en", f"DriverManager.getConnection(url, \"sa\", \"{v}\");", [v], ["DriverManager.getConnection"])
v = pw2()
pos("cli_positional", "en", f"mysql -u root -p'{v}' -h 10.0.0.5 shop", [v], ["mysql -u root", "10.0.0.5"])
v = pw2()
pos("cli_positional", "en", f"rabbitmqctl add_user reporter {v}", [v], ["rabbitmqctl add_user reporter"])
v = pw2()
pos("cli_positional", "en", f"htpasswd -b /etc/nginx/.htpasswd admin {v}", [v], ["htpasswd -b"])
v = pw2()
pos("cli_positional", "en", f"sshpass -p {v} ssh ops@10.1.1.4", [v], ["sshpass"])
v = pw2()
pos("cli_positional", "en", f"echo '{v}' | docker login registry.acme.io -u ci --password-stdin", [v], ["docker login registry.acme.io"])
v = pw2()
pos("cli_positional", "en", f"unzip -P {v} payroll_2024.zip", [v], ["payroll_2024.zip"])
v = pw2()
pos("cli_positional", "en", f"openssl enc -aes-256-cbc -in db.sql -out db.sql.enc -k {v}", [v], ["openssl enc -aes-256-cbc"])
v = pw2()
pos("cli_positional", "en", f"redis-cli -h cache.internal -a {v} ping", [v], ["redis-cli -h cache.internal"])
v = pw2()
pos("cli_positional", "zh", f"用这条命令建用户：net user svc_backup {v} /add", [v], ["建用户", "/add"])
v = pw2()
pos("cli_positional", "en", f"curl -u admin:{v} https://jenkins.acme.io/api/json", [v], ["jenkins.acme.io/api/json"])

# --- family 8: key-ID + secret pairs ---
kid = "AKIA" + r(16, string.ascii_uppercase + "234567"); sk = r(40, B62 + "/+")
pos("pair", "en", f"new IAM user keys — {kid} and {sk}", [kid, sk], ["new IAM user keys"])
kid = r(20, LOW + string.digits); sk = r(40, B62)
pos("pair", "en", f"Cloudinary: key {kid}, secret {sk}", [sk], ["Cloudinary"])
kid = "LTAI" + r(20); sk = r(30)
pos("pair", "zh", f"阿里云 AccessKey：{kid}，对应的 Secret {sk}", [kid, sk], ["阿里云"])
kid = r(24, HEX); sk = r(32, HEX)
pos("pair", "en", f"Twitter consumer {kid} / {sk}", [sk], ["Twitter consumer"])
kid = "AKID" + r(32); sk = r(32)
pos("pair", "zh", f"腾讯云 SecretId={kid} SecretKey={sk}", [kid, sk], ["腾讯云", "SecretId", "SecretKey"])
kid = str(R.randint(10**9, 10**10)); sk = r(32, HEX)
pos("pair", "en", f"Telegram app: api_id {kid}, api_hash {sk}", [sk], ["Telegram app", "api_id"])

# --- family 9: provider tokens ---
for kind, t in [
    ("provider", "glpat-" + r(20, B62 + "-_")),
    ("provider", "xoxp-" + str(R.randint(10**10, 10**11)) + "-" + str(R.randint(10**10, 10**11)) + "-" + str(R.randint(10**11, 10**12)) + "-" + r(32, HEX)),
    ("provider", "sk_live_" + r(24)),
    ("provider", "rk_live_" + r(24)),
    ("provider", "SG." + r(22, B62 + "-_") + "." + r(43, B62 + "-_")),
    ("provider", "AIza" + r(35, B62 + "-_")),
    ("provider", "hf_" + r(34)),
    ("provider", "dop_v1_" + r(64, HEX)),
    ("provider", "shpat_" + r(32, HEX)),
    ("provider", "github_pat_" + r(22) + "_" + r(59)),
    ("provider", "sk-ant-api03-" + r(93, B62 + "-_") + "AA"),
    ("provider", "pypi-AgEIcHlwaS5vcmc" + r(60, B62 + "-_")),
    ("provider", "NRAK-" + r(27, string.ascii_uppercase + string.digits)),
    ("provider", "dapi" + r(32, HEX)),
    ("provider", "lin_api_" + r(40)),
    ("provider", "figd_" + r(40, B62 + "-_")),
]:
    tmpl = R.choice(["fyi the key I generated yesterday is {t}", "{t} ← that's the one for prod",
                     "新生成的是 {t}，旧的已作废", "Set it in the dashboard: {t}", "export TOKEN_X=\"{t}\""])
    pos(kind, "zh" if "新生成" in tmpl else "en", tmpl.format(t=t), [t], [tmpl.split("{t}")[0].strip() or tmpl.split("{t}")[1].strip()])
wh = f"https://hooks.slack.com/services/T{r(8, string.ascii_uppercase + string.digits)}/B{r(8, string.ascii_uppercase + string.digits)}/{r(24)}"
pos("provider", "en", f"alerts go to {wh}", [wh.rsplit('/', 1)[1]], ["alerts go to"])
wh = f"https://discord.com/api/webhooks/{R.randint(10**17, 10**18)}/{r(68, B62 + '-_')}"
pos("provider", "en", f"discord webhook for #deploys: {wh}", [wh.rsplit('/', 1)[1]], ["discord webhook"])
tg = f"{R.randint(10**8, 10**9)}:AA{r(33, B62 + '-_')}"
pos("provider", "en", f"https://api.telegram.org/bot{tg}/sendMessage", [tg], ["api.telegram.org"])

# --- family 10: DSNs ---
v = pw2().replace("@", "a").replace(":", "b").replace("/", "c")
pos("dsn", "en", f"DATABASE_URL=postgres://app:{v}@db.internal:5432/app", [v], ["DATABASE_URL", "db.internal:5432/app"])
v = r(14)
pos("dsn", "en", f"mongodb+srv://reader:{v}@cluster0.ab12c.mongodb.net/?retryWrites=true", [v], ["cluster0.ab12c.mongodb.net"])
v = r(14)
pos("dsn", "en", f"dsn := \"webuser:{v}@tcp(127.0.0.1:3306)/shop?parseTime=true\"", [v], ["tcp(127.0.0.1:3306)/shop"])
v = r(14)
pos("dsn", "en", f"amqp://guest2:{v}@mq.acme.io:5672/%2f", [v], ["mq.acme.io:5672"])
v = r(14)
pos("dsn", "en", f"Server=tcp:acme.database.windows.net,1433;Initial Catalog=crm;User ID=crm;Password={v};Encrypt=True;", [v], ["acme.database.windows.net", "Encrypt=True"])
v = r(14)
pos("dsn", "zh", f"连接串：redis://:{v}@10.2.3.4:6379/0", [v], ["连接串", "10.2.3.4:6379/0"])
v = r(14)
pos("dsn", "en", f"host=pg01 port=5432 dbname=billing user=billing password={v} sslmode=require", [v], ["host=pg01", "sslmode=require"])

# --- family 11: secrets in logs / stack traces ---
v = pw2()
pos("log", "en", f"2024-05-02 10:14:33 DEBUG auth: attempting login user=svc_etl pass={v} host=ldap01", [v], ["attempting login", "host=ldap01"])
t = "eyJhbGciOiJIUzI1NiJ9." + base64.urlsafe_b64encode(b'{"sub":"42","role":"admin"}').decode().rstrip("=") + "." + r(43, B62 + "-_")
pos("log", "en", f"127.0.0.1 - - [02/May/2024] \"GET /api/me HTTP/1.1\" 200 - Authorization: Bearer {t}", [t.split('.')[2]], ["GET /api/me"])
v = pw2()
pos("log", "en", f"Traceback (most recent call last):\n  File \"sync.py\", line 12, in <module>\n    client.login(\"ops\", \"{v}\")\nAuthError: invalid credentials", [v], ["Traceback", "AuthError"])
v = r(32)
pos("log", "en", f"WARN request failed: https://api.acme.io/v2/items?api_key={v}&page=2 -> 503", [v], ["request failed", "503"])
v = pw2()
pos("log", "zh", f"日志里看到：[INFO] connecting to smtp.acme.io as alerts, secret={v}", [v], ["日志里看到", "smtp.acme.io"])
v = pw2()
pos("log", "en", f"psql: error: FATAL: password authentication failed for user \"app\" (tried PGPASSWORD={v})", [v], ["password authentication failed"])

# --- hard negatives ---
for t in [
    "passwd:         files systemd",
    "shadow: files\ngroup: files systemd",
    "connect with web-server-123 and check nginx",
    "Log in as deploy with your SSO account, not a local password.",
    "The archive opens with 7-Zip or WinRAR.",
    "password: ${DB_PASSWORD}",
    "token = os.environ[\"GITHUB_TOKEN\"]",
    "api_key: <your-api-key-here>",
    "Set PASSWORD=changeme in the example file only; real values come from Vault.",
    "commit 3f9a2c17b8e04d5a9c6b1e2f7d8a0b4c5e6f7a81 fixed the login loop",
    "request id 6f1c2b9e-4a7d-4e0b-9c3f-2d8e1a5b7c60 returned 500",
    "postgres listens on 5432, redis on 6379",
    "upgrade to v2.14.3-rc1 before Friday",
    "the password policy requires 12 characters and one symbol",
    "Use `--password-stdin` instead of `-p` so the secret stays out of history.",
    "sha256:9b2e4f1a7c3d8e6b5a4f3c2d1e0b9a8f7c6d5e4b3a2f1e0d9c8b7a6f5e4d3c2b",
    "密码策略：至少 12 位，90 天过期。",
    "进机房要刷工牌，不需要输码。",
    "登录堡垒机用 LDAP 账号，别用 root。",
    "这段代码是 Python 写的，编码是 UTF-8。",
    "here you go: the deploy checklist is in docs/deploy.md",
    "handover -> see runbook section 4.2",
    "The Wi-Fi network is called Acme-Guest-5G.",
    "Run `ssh-keygen -t ed25519 -C alice@acme.io` to make a key.",
    "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGq0Jm8bE2s7 alice@laptop",
    "AWS documents AKIAIOSFODNN7EXAMPLE as its sample access key id.",
    "export AWS_SECRET_ACCESS_KEY=$(vault kv get -field=secret aws/ci)",
    "cookie consent banner: set cookie_consent=true for 365 days",
    "The session cookie is HttpOnly and SameSite=Lax.",
    "mysql -u root -p shop  (it prompts for the password)",
    "Environment=NODE_ENV=production PORT=3000",
    "<password>${env.NEXUS_PASSWORD}</password>",
    "spring.datasource.password=${DB_PASS}",
    "machine github.com login alice password $GITHUB_TOKEN",
    "TOTP codes are 6 digits and rotate every 30 seconds.",
    "Flight confirmation: LH 456 789, seat 23A.",
    "Order number 4471-2290-8813 shipped on Monday.",
    "the recovery phrase has 12 or 24 words; never type it into a website",
    "Meeting code: 845 219 337 (Zoom, no passcode).",
    "user=alice host=db01 dbname=billing sslmode=require",
    "base image python:3.12-slim@sha256 pinned in Dockerfile",
    "ERROR 1045 (28000): Access denied for user 'app'@'10.0.0.5' (using password: YES)",
    "client.login(username, password) raises AuthError on bad input",
    "git checkout feature/PAY-221-token-refresh",
    "Nginx 1.25.4, OpenSSL 3.0.13, kernel 6.8.0-31-generic",
    "The correct horse battery staple comic explains passphrases.",
    "mongodb://localhost:27017/test",
    "redis://cache.internal:6379/0",
    "use the blue key for the storage room, the red one for the roof",
    "配置里 password 字段留空，走 IAM 认证。",
    "Open the dashboard with Chrome, Firefox breaks the charts.",
    "She logged in as admin with two-factor enabled.",
]:
    neg("neg_hard", "zh" if any("\u4e00" <= ch <= "\u9fff" for ch in t) else "en", t)

# ===== batch 2 (written before any rule was read, measured with batch 1 before any change) =====
def wpw():
    # word-based passwords people actually pick
    return R.choice([f"{R.choice(WORDS)}{R.randint(1, 99)}{R.choice(WORDS).capitalize()}",
                     f"{R.choice(WORDS).capitalize()}{R.choice(WORDS)}{R.randint(1990, 2024)}",
                     f"{R.choice(WORDS)}.{R.choice(WORDS)}.{R.randint(10, 99)}",
                     f"{R.choice(WORDS).capitalize()}_{R.randint(100, 999)}!"])

v = wpw(); pos("prose_nokw2", "en", f"The back office iPad is locked; {v} gets you in.", [v], ["back office iPad"])
v = wpw(); pos("prose_nokw2", "en", f"Tell the contractor the VPN creds are contractor1 + {v}", [v], ["contractor1"])
v = wpw(); pos("prose_nokw2", "en", f"old laptop: account 'kiosk', {v}", [v], ["old laptop", "'kiosk'"])
v = wpw(); pos("prose_nokw2", "en", f"Dad's email is dad.lee@mail.com and he uses {v} for everything, please help him change it.", [v], ["dad.lee@mail.com", "change it"])
v = wpw(); pos("prose_nokw2", "en", f"If the door keypad asks, punch in {v}.", [v], ["door keypad"])
v = wpw(); pos("prose_nokw2", "en", f"Got it — the shared drive is {v} now (Tom rotated it).", [v], ["shared drive", "Tom rotated it"])
v = wpw(); pos("prose_nokw2", "en", f"for the Synology: admin/{v}", [v], ["Synology"])
v = wpw(); pos("prose_nokw2", "en", f"Remember that my Netflix login changed to {v}.", [v], ["Netflix login"])
v = pw2(); pos("prose_nokw2", "en", f"creds for staging ->\n  user: qa\n  {v}", [v], ["creds for staging", "user: qa"])
v = wpw(); pos("prose_nokw2", "zh", f"我家路由器后台是 admin，{v}", [v], ["路由器后台"])
v = wpw(); pos("prose_nokw2", "zh", f"老板的邮箱账号 boss@acme.cn，登录用 {v}", [v], ["boss@acme.cn"])
v = wpw(); pos("prose_nokw2", "zh", f"门禁改成 {v} 了，周一生效", [v], ["门禁", "周一生效"])
v = pw2(); pos("prose_nokw2", "zh", f"这个 PDF 打开需要 {v}", [v], ["这个 PDF"])
v = wpw(); pos("prose_nokw2", "zh", f"NAS 的账号 nas_admin，对应 {v}", [v], ["nas_admin"])
v = wpw(); pos("prose_nokw2", "zh", f"记一下：网银 U 盾的 PIN 换成了 {v}", [v], ["网银", "PIN"])
v = str(R.randint(100000, 999999)); pos("prose_nokw2", "en", f"my bank card PIN is {v}", [v], ["bank card PIN"])
v = str(R.randint(1000, 9999)); pos("prose_nokw2", "zh", f"保险柜的密码是 {v}", [v], ["保险柜"])

# split / wrapped (harder)
t = "AKIA" + r(16, string.ascii_uppercase + "234567"); sk = r(40, B62 + "/+")
pos("split2", "en", f"aws_secret_access_key = {sk[:20]}\n    {sk[20:]}", [sk[:20], sk[20:]], ["aws_secret_access_key"])
v = pw2()
pos("split2", "en", f"The password is the word after 'horse' on the sticky note followed by {v[-8:]}", [v[-8:]], ["sticky note"])
t = "ghp_" + r(36)
pos("split2", "zh", f"token 太长我拆两段发：\n第一段 {t[:18]}\n第二段 {t[18:]}", [t[:18], t[18:]], ["拆两段"])

# config formats (harder)
v = pw2()
pos("config2", "en", f"db {{\n  user = \"app\"\n  password = \"{v}\"\n}}  # HOCON in application.conf", [v], ["application.conf"])
v = pw2()
pos("config2", "en", f"https://ci:{v}@git.acme.io", [v], ["git.acme.io"])
v = pw2()
pos("config2", "en", f"[global]\nindex-url = https://__token__:{v}@pypi.acme.io/simple", [v], ["index-url", "pypi.acme.io/simple"])
v = pw2()
pos("config2", "en", f"signing.keyId=ABCD1234\nsigning.password={v}\nsigning.secretKeyRingFile=/home/ci/.gnupg/secring.gpg", [v], ["signing.keyId=ABCD1234", "secring.gpg"])
v = pw2()
pos("config2", "en", f"<property name=\"hibernate.connection.password\">{v}</property>", [v], ["hibernate.connection.password"])
v = pw2()
pos("config2", "en", f"ansible_become_pass: {v}", [v], ["ansible_become_pass"])
v = pw2()
pos("config2", "en", f"SetEnv DB_PASS \"{v}\"", [v], ["SetEnv DB_PASS"])
v = pw2()
pos("config2", "en", f"fastcgi_param DB_PASSWORD {v};", [v], ["fastcgi_param DB_PASSWORD"])
v = r(44, B62 + "+/") + "="
pos("config2", "en", f"wireguard:\n[Interface]\nPrivateKey = {v}\nAddress = 10.8.0.2/24", [v], ["[Interface]", "Address = 10.8.0.2/24"])
v = pw2()
pos("config2", "en", f"$env:PGPASSWORD = '{v}'", [v], ["$env:PGPASSWORD"])
v = pw2()
pos("config2", "en", f"set MYSQL_PWD={v}", [v], ["MYSQL_PWD"])
v = pw2()
pos("config2", "en", f"auth-user-pass creds.txt  # creds.txt has:\nvpnuser\n{v}", [v], ["auth-user-pass creds.txt"])
v = pw2()
pos("config2", "en", f"  - name: Create user\n    user:\n      name: deploy\n      password: \"{{{{ '{v}' | password_hash('sha512') }}}}\"", [v], ["Create user"])

# code positional (harder)
v = pw2()
pos("code2", "en", f"ldap_conn.simple_bind_s('cn=admin,dc=acme,dc=io', '{v}')", [v], ["simple_bind_s"])
v = pw2()
pos("code2", "en", f"paramiko_client.connect('10.0.0.9', 22, 'ubuntu', '{v}')", [v], ["paramiko_client.connect"])
v = pw2()
pos("code2", "en", f"psycopg2.connect(\"dbname=shop user=shop password={v}\")", [v], ["psycopg2.connect"])
v = pw2()
pos("code2", "en", f"imap.login(\"me@acme.io\", \"{v}\")", [v], ["imap.login"])
v = pw2()
pos("code2", "en", f"new NetworkCredential(\"svc\", \"{v}\", \"ACME\")", [v], ["NetworkCredential"])
v = pw2()
pos("code2", "en", f"zipfile.ZipFile('x.zip').extractall(pwd=b'{v}')", [v], ["extractall"])
v = pw2()
pos("code2", "en", f"$pdo = new PDO($dsn, 'root', '{v}');", [v], ["new PDO"])

# provider tokens inside prose/URL, signing secrets
v = r(32, HEX)
pos("provider2", "en", f"Mailgun key-{v} for the sandbox domain", ["key-" + v], ["Mailgun", "sandbox domain"])
v = r(40)
pos("provider2", "en", f"the GitHub webhook verifies with {v}", [v], ["GitHub webhook"])
v = "whsec_" + r(32)
pos("provider2", "zh", f"Stripe 回调签名用 {v}", [v], ["Stripe 回调签名"])
v = r(64, HEX)
pos("provider2", "en", f"https://calendar.acme.io/private/{v}/basic.ics", [v], ["calendar.acme.io/private"])
v = "ya29." + r(120, B62 + "-_")
pos("provider2", "en", f"access token (expires in 1h): {v}", [v], ["expires in 1h"])
v = "1//0" + r(60, B62 + "-_")
pos("provider2", "en", f"refresh_token {v}", [v], ["refresh_token"])
v = r(32, HEX)
pos("provider2", "en", f"Datadog DD_API_KEY={v} DD_SITE=datadoghq.eu", [v], ["DD_SITE=datadoghq.eu"])
v = "age1" + r(58, "qpzry9x8gf2tvdw0s3jn54khce6mua7l")
k = "AGE-SECRET-KEY-1" + r(58, "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L")
pos("provider2", "en", f"age recipient {v}\nidentity: {k}", [k], ["age recipient " + v])

# logs (harder)
v = pw2()
pos("log2", "en", f"[2024-06-01T12:00:00Z] cmd: ['mysqldump', '-uroot', '-p{v}', 'shop']", [v], ["mysqldump", "'shop'"])
v = pw2()
pos("log2", "en", f"sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server failed\n[SQL: None] url=postgresql://etl:{v}@10.0.0.7/warehouse", [v], ["OperationalError", "10.0.0.7/warehouse"])
v = r(40)
pos("log2", "en", f"kubectl logs api-7d9f: env GITLAB_TOKEN set to glpat-{v[:20]}", ["glpat-" + v[:20]], ["kubectl logs"])
v = pw2()
pos("log2", "zh", f"报错信息：Access denied for user 'root'@'localhost' (using password: {v})", [v], ["报错信息", "Access denied"])

# harder negatives
for t in [
    "hosts: files dns myhostname",
    "passwd: compat",
    "log in as deploy with the key in 1Password, not a password",
    "The archive opens with `tar xzf backup.tgz`.",
    "here you go: https://wiki.acme.io/onboarding",
    "handover -> Maria owns the billing service from Monday",
    "connect with db-replica-02 if primary is down",
    "Use jenkins-agent-7 as the build node.",
    "type `make test` when it asks what to run",
    "The door keypad beeps twice when the battery is low.",
    "my bank card PIN was blocked after three wrong tries",
    "保险柜的密码只有财务知道。",
    "门禁改成刷脸了，周一生效",
    "NAS 的账号 nas_admin 归运维管理",
    "对应的端口是 8443，协议 HTTPS",
    "api_id and api_hash come from my.telegram.org",
    "signing.keyId=ABCD1234",
    "PrivateKey = (generated by wg genkey)",
    "password_hash('sha512') is the Ansible filter for /etc/shadow",
    "DD_SITE=datadoghq.eu DD_ENV=prod",
    "git clone https://git.acme.io/team/app.git",
    "the Netflix login page changed its layout",
    "Cookie: theme=dark; lang=zh-CN",
    "Set-Cookie: _ga=GA1.2.1234567890.1700000000; Path=/",
    "kind: Secret\ndata:\n  password: ''",
    "export DB_HOST=db.internal DB_PORT=5432",
    "ghp_ tokens are 40 characters including the prefix",
    "xoxb-your-token-here",
    "He wrote the password on a sticky note, which is why we rotated it.",
    "Invoice INV-2024-00871 for 1,250.00 EUR",
    "The build hash is 9f8e7d6c and the tag v3.2.1",
    "MAC address 3c:22:fb:9a:1e:07 belongs to the printer",
    "IBAN DE89 3704 0044 0532 0130 00 is the company account for invoices",
    "Use Argon2id with m=65536, t=3, p=4 for hashing.",
    "Tracking number 1Z999AA10123456784",
]:
    neg("neg_hard2", "zh" if any("\u4e00" <= ch <= "\u9fff" for ch in t) else "en", t)

for i, c in enumerate(CASES):
    c["id"] = f"p9-{i:04d}"
    c["group"] = f"{c['kind']}-{i}"
    for s in c["secrets"]:
        assert s in c["text"], (i, s)
    for k in c["must_keep"]:
        assert k in c["text"], (i, k)
out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "secrets_probe9.json")
with open(out, "w", encoding="utf-8") as f:
    json.dump([{k: c[k] for k in ("id", "text", "secrets", "must_keep", "kind", "lang", "polarity", "group")}
               for c in CASES], f, ensure_ascii=False, indent=1)
print(len(CASES), sum(c["polarity"] == "positive" for c in CASES), sum(len(c["secrets"]) for c in CASES))
