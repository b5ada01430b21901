#!/usr/bin/env python3
"""Seeded generator for the r17 held-out secret-redaction corpus -> secrets_r17.json.
All secret values are random (random.Random seeded), shaped like real credentials. None is real."""
import base64, json, random, string, os, hashlib, uuid

SEED = 1717
R = random.Random(SEED)
B62 = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
UP = string.ascii_uppercase + string.digits
def rs(n, a=B62): return "".join(R.choice(a) for _ in range(n))
def hx(n): return rs(n, HEX)
def b64(nbytes): return base64.b64encode(bytes(R.getrandbits(8) for _ in range(nbytes))).decode()
def b64u(nbytes): return base64.urlsafe_b64encode(bytes(R.getrandbits(8) for _ in range(nbytes))).decode().rstrip("=")
def pw(n=None, sym="#%^*-_+=.!"):
    n = n or R.randint(12, 18)
    while True:
        s = [R.choice(string.ascii_lowercase), R.choice(string.ascii_uppercase), R.choice(string.digits), R.choice(sym)] + [R.choice(B62 + sym) for _ in range(n - 4)]
        R.shuffle(s); s = "".join(s)
        if s[0] not in "-.=+" : return s
def upw(n=None): return pw(n, "-_~")
def apw(n=None): return rs(n or R.randint(14, 20))
WORDS = ("harbor maple violet ember canyon pickle lantern orbit velvet thunder cactus meadow granite falcon pepper willow "
         "glacier tundra saffron copper marble puzzle rocket sparrow tulip walnut zephyr biscuit cobalt dolphin eclipse "
         "fjord gravel hazel igloo jasmine kettle lemon mango nectar oyster parsley quartz raven salmon timber umbrella "
         "vortex whistle yonder basil cinder drizzle fossil goblet hammock inkwell juniper kiwi ladder mosaic nutmeg "
         "orchard pebble quiver ribbon satchel trellis urchin vessel wander yarrow almond bramble crimson dune").split()
def phrase(k, sep=" "): return sep.join(R.sample(WORDS, k))
USERS = ["deploy", "svc_etl", "backup", "jenkins", "ops", "reporting", "app_rw", "grafana", "airflow", "ci-bot", "analytics", "root", "admin2", "metabase"]
HOSTS = ["db-prod-3.internal", "pg.staging.acme.io", "10.20.4.17", "mysql-replica.corp.lan", "billing-db.eu-west-1.rds.amazonaws.com", "redis-01.cache.svc", "bastion.ops.example.net", "nas.home.arpa", "mq-2.intra.bank.cn", "ci.build.local"]
ZHNAMES = ["老王", "小李", "张工", "刘姐", "陈总", "运维小周", "阿强", "赵老师"]
ENNAMES = ["Priya", "Marco", "Dana", "Tomasz", "Aisha", "Kenji", "Lena", "Omar"]
def u(): return R.choice(USERS)
def h(): return R.choice(HOSTS)
def zn(): return R.choice(ZHNAMES)
def en(): return R.choice(ENNAMES)
def jwt():
    hd = base64.urlsafe_b64encode(json.dumps({"alg": "HS256", "typ": "JWT"}).encode()).decode().rstrip("=")
    pl = base64.urlsafe_b64encode(json.dumps({"sub": str(R.randint(1000, 99999)), "role": R.choice(["admin", "svc", "user"]), "exp": R.randint(1.7e9, 1.9e9)}).encode()).decode().rstrip("=")
    return f"{hd}.{pl}.{b64u(32)}"
def pem_body(nlines=12):
    raw = bytes(R.getrandbits(8) for _ in range(48 * nlines))
    s = base64.b64encode(raw).decode()
    return [s[i:i + 64] for i in range(0, len(s), 64)]
def uid(): return str(uuid.UUID(int=R.getrandbits(128), version=4))

TEMPLATES = []
def T(kind, lang, n):
    def deco(f):
        TEMPLATES.append((kind, lang, n, f)); return f
    return deco

# ---------------------------------------------------------------- positives
# 1 prose credentials without keyword (en)
@T("prose_login", "en", 5)
def _():
    us, p = u(), pw(); return (f"To get onto {h()} just log in as {us} with {p} — it's the shared box, nobody rotates it.", [p], ["log in as", "the shared box"])
@T("prose_login", "en", 4)
def _():
    p = pw(); return (f"{en()} said the ops@ shared mailbox opens with {p} if Outlook asks again.", [p], ["shared mailbox opens with", "if Outlook asks again"])
@T("prose_login", "en", 4)
def _():
    p = pw(); return (f"When sudo prompts on the build runner, type {p} and hit enter; it's not the same as the SSH one.", [p], ["When sudo prompts on the build runner", "not the same as the SSH one"])
@T("prose_login", "en", 4)
def _():
    ss, p = R.choice(["Lab-5G", "Guest_Office", "TP-LINK_8F2A", "Cafe Nero Staff"]), pw(); return (f"Joined the '{ss}' network; the WPA2 string it wanted was {p}.", [p], [f"Joined the '{ss}' network"])
@T("prose_login", "en", 4)
def _():
    us, p = u(), pw(); return (f"For the reporting VM the account is {us} and the string after the user name is {p}. Remember it only works from VPN.", [p], ["the string after the user name is", "only works from VPN"])
@T("prose_login", "en", 4)
def _():
    p = pw(); return (f"The quarterly archive (Q3_payroll.7z) unpacks with {p}, per finance.", [p], ["Q3_payroll.7z", "per finance"])
@T("prose_login", "en", 4)
def _():
    us, p = u(), pw(); return (f"User noted: I'm {us} on the Grafana instance, {p} gets me in as admin.", [p], ["on the Grafana instance", "gets me in as admin"])
# 2 prose zh
@T("prose_login_zh", "zh", 5)
def _():
    us, p = u(), pw(); return (f"{zn()}说跳板机用 {us} 登录，后面跟 {p} 就能进去。", [p], ["跳板机用", "就能进去"])
@T("prose_login_zh", "zh", 5)
def _():
    p = pw(); return (f"财务那个压缩包解压时输入 {p}，别外传。", [p], ["财务那个压缩包解压时输入", "别外传"])
@T("prose_login_zh", "zh", 4)
def _():
    p = pw(); return (f"会议室 Wi-Fi 叫 Meeting-3F，连的时候填 {p} 就行。", [p], ["会议室 Wi-Fi 叫 Meeting-3F"])
@T("prose_login_zh", "zh", 5)
def _():
    us, p = u(), pw(); return (f"用户偏好：测试环境统一用账号 {us}，口令 {p}，每次部署前先登进去看一眼。", [p], ["测试环境统一用账号", "每次部署前先登进去看一眼"])
@T("prose_login_zh", "zh", 4)
def _():
    p = pw(); return (f"sudo 提示的时候敲 {p}，这个和 ssh 的不一样。", [p], ["sudo 提示的时候敲", "和 ssh 的不一样"])
@T("prose_login_zh", "zh", 4)
def _():
    p = pw(); return (f"共享邮箱 support@ 的登录串是 {p}（{zn()}上周刚改的）。", [p], ["共享邮箱 support@ 的登录串是"])
# 3 passphrases of words
@T("passphrase_words", "en", 4)
def _():
    p = phrase(R.randint(4, 6)); return (f"The LUKS volume on the travel laptop unlocks with \"{p}\" — all lowercase, single spaces.", [p], ["The LUKS volume on the travel laptop unlocks with", "all lowercase"])
@T("passphrase_words", "en", 4)
def _():
    p = phrase(5, "-"); return (f"Team vault master passphrase: {p}\n(1Password emergency kit is in the safe.)", [p], ["Team vault master passphrase", "emergency kit is in the safe"])
@T("passphrase_words", "zh", 4)
def _():
    p = phrase(R.randint(4, 5)); return (f"移动硬盘 BitLocker 的解锁短语是：{p}，中间用空格隔开。", [p], ["移动硬盘 BitLocker 的解锁短语是", "中间用空格隔开"])
@T("passphrase_words", "en", 3)
def _():
    p = phrase(4); return (f"restic repo on B2: export RESTIC_PASSWORD='{p}' before running backup.sh", [p], ["export RESTIC_PASSWORD=", "before running backup.sh"])
# 4 seed phrases
@T("seed_phrase", "en", 4)
def _():
    p = phrase(12); return (f"Recovery words for the test wallet (MetaMask, Sepolia only): {p}", [p], ["Recovery words for the test wallet"])
@T("seed_phrase", "zh", 3)
def _():
    p = phrase(12); return (f"冷钱包助记词抄在这里备用：\n{p}\n千万别截图。", [p], ["冷钱包助记词抄在这里备用", "千万别截图"])
@T("seed_phrase", "en", 2)
def _():
    p = phrase(24); return (f"ledger backup (24 words): {p}", [p], ["ledger backup (24 words)"])
# 5 split secrets
@T("split_secret", "en", 4)
def _():
    a, b = apw(10), apw(10); return (f"The deploy key is in two halves so nobody pastes it whole: the first part is {a}, and {en()} has the rest, which ends {b}.", [a, b], ["The deploy key is in two halves", "has the rest"])
@T("split_secret", "zh", 4)
def _():
    a, b = apw(9), apw(9); return (f"管理员密码前半段是 {a}，后半段 {zn()} 微信发你了：{b}。", [a, b], ["管理员密码前半段是", "后半段"])
@T("split_secret", "en", 3)
def _():
    t = "ghp_" + rs(36); return (f"token (wrapped by the terminal):\n{t[:20]}\n{t[20:]}", [t[:20], t[20:]], ["token (wrapped by the terminal)"])
@T("split_secret", "en", 3)
def _():
    k = "sk-ant-api03-" + rs(80, B62 + "-_") + "AA"; return (f"ANTHROPIC_API_KEY={k[:48]}\\\n{k[48:]}", [k[:48], k[48:]], ["ANTHROPIC_API_KEY"])
@T("split_secret", "zh", 3)
def _():
    k = "sk-proj-" + rs(40, B62 + "-_") + "T3BlbkFJ" + rs(40, B62 + "-_"); return (f"OpenAI 的 key 太长被折行了：\n{k[:50]}\n{k[50:]}\n拼起来用。", [k[:50], k[50:]], ["OpenAI 的 key 太长被折行了", "拼起来用"])
# 6 session cookies
@T("session_cookie", "en", 4)
def _():
    s = rs(32, string.ascii_lowercase + string.digits); return (f"curl -H 'Cookie: sessionid={s}; csrftoken=abc' https://admin.internal/api/users worked fine", [s], ["curl -H", "https://admin.internal/api/users"])
@T("session_cookie", "en", 3)
def _():
    s = "s%3A" + rs(32, B62 + "-_") + "." + rs(43, B62 + "+/"); return (f"Grabbed connect.sid={s} from devtools to replay the checkout bug.", [s], ["from devtools to replay the checkout bug"])
@T("session_cookie", "en", 3)
def _():
    s = b64u(48); return (f"requests.get(url, cookies={{'_gitlab_session': '{s}'}})", [s], ["requests.get(url, cookies="])
@T("session_cookie", "zh", 4)
def _():
    s = hx(32); return (f"浏览器里复制的 PHPSESSID 是 {s}，带上它就能绕过登录页调试。", [s], ["浏览器里复制的 PHPSESSID 是", "绕过登录页调试"])
@T("session_cookie", "en", 3)
def _():
    s = rs(40, B62); return (f"Set-Cookie: __Secure-next-auth.session-token={s}; Path=/; HttpOnly; Secure", [s], ["Set-Cookie", "HttpOnly"])
# 7 config formats
@T("pgpass", "en", 4)
def _():
    p = pw(sym="#%^*-_+=."); d = R.choice(["orders", "warehouse", "*"]); return (f"~/.pgpass on the ETL box:\n{h()}:5432:{d}:{u()}:{p}\nchmod 600 or psql ignores it.", [p], ["~/.pgpass on the ETL box", "chmod 600 or psql ignores it"])
@T("pgpass", "zh", 3)
def _():
    p = pw(sym="#%^*-_+=."); return (f"在 .pgpass 里加一行：*:*:analytics:{u()}:{p} 以后 psql 就不用每次输了。", [p], ["在 .pgpass 里加一行", "以后 psql 就不用每次输了"])
@T("xml_config", "en", 4)
def _():
    p = pw(sym="#%^*-_+=."); return (f"settings.xml snippet:\n<server>\n  <id>nexus-releases</id>\n  <username>{u()}</username>\n  <password>{p}</password>\n</server>", [p], ["<id>nexus-releases</id>", "<password>"])
@T("xml_config", "en", 3)
def _():
    p = pw(sym="#%^*-_+=."); return (f'<property name="hibernate.connection.password">{p}</property>\n<property name="hibernate.connection.username">app</property>', [p], ['name="hibernate.connection.password"', 'name="hibernate.connection.username"'])
@T("xml_config", "zh", 3)
def _():
    p = pw(sym="#%^*-_+=."); return (f'web.config 里连接串：<add name="Main" connectionString="Data Source={h()};Initial Catalog=crm;User ID=sa;Password={p};" />', [p], ["web.config 里连接串", 'add name="Main"'])
@T("properties", "en", 4)
def _():
    p = pw(); return (f"application-prod.properties:\nspring.datasource.url=jdbc:mysql://{h()}:3306/shop\nspring.datasource.username={u()}\nspring.datasource.password={p}\nserver.port=8443", [p], ["spring.datasource.password", "server.port=8443"])
@T("properties", "zh", 3)
def _():
    p = apw(); return (f"gradle.properties 里我放了 signing.password={p}，发布插件时用。", [p], ["gradle.properties 里我放了", "发布插件时用"])
@T("json_config", "en", 4)
def _():
    s = rs(34, B62 + "~._-"); return ('{\n  "tenantId": "' + uid() + '",\n  "clientId": "' + uid() + '",\n  "clientSecret": "' + s + '",\n  "subscription": "prod"\n}', [s], ['"clientSecret"', '"subscription": "prod"'])
@T("json_config", "zh", 3)
def _():
    s = "GOCSPX-" + rs(28, B62 + "-_"); return ('client_secret.json 内容：{"installed":{"client_id":"' + str(R.randint(10**11, 10**12)) + '-' + rs(32, string.ascii_lowercase + string.digits) + '.apps.googleusercontent.com","client_secret":"' + s + '"}}', [s], ["client_secret.json 内容", '"client_secret"'])
@T("hcl", "en", 4)
def _():
    p = pw(); return (f'variable "db_password" {{\n  type    = string\n  default = "{p}"\n}}\n# TODO move to tfvars', [p], ['variable "db_password"', "# TODO move to tfvars"])
@T("hcl", "en", 3)
def _():
    t = "hvs." + rs(24, B62 + "_-"); return (f'provider "vault" {{\n  address = "https://vault.corp:8200"\n  token   = "{t}"\n}}', [t], ['provider "vault"', 'address = "https://vault.corp:8200"'])
@T("docker_compose", "en", 4)
def _():
    p = pw(); return (f"docker-compose.yml:\nservices:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: app\n      POSTGRES_PASSWORD: {p}\n    ports: ['5432:5432']", [p], ["POSTGRES_PASSWORD", "image: postgres:16"])
@T("docker_compose", "zh", 3)
def _():
    p = pw(); return (f"compose 里这么写的：\n  environment:\n    - MYSQL_ROOT_PASSWORD={p}\n    - TZ=Asia/Shanghai", [p], ["MYSQL_ROOT_PASSWORD", "TZ=Asia/Shanghai"])
@T("k8s_secret_b64", "en", 4)
def _():
    p = pw(); e = base64.b64encode(p.encode()).decode(); return (f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: api-db\ntype: Opaque\ndata:\n  username: YXBw\n  password: {e}", [e], ["kind: Secret", "name: api-db"])
@T("k8s_secret_b64", "zh", 3)
def _():
    t = "xoxb-" + str(R.randint(10**11, 10**12)) + "-" + str(R.randint(10**11, 10**12)) + "-" + rs(24); e = base64.b64encode(t.encode()).decode(); return (f"k8s secret 里 slack-token 的 data 字段是 {e}，base64 过的。", [e], ["k8s secret 里 slack-token 的 data 字段是", "base64 过的"])
@T("systemd_env", "en", 4)
def _():
    k = "sk_live_" + rs(24); return (f"/etc/systemd/system/billing.service:\n[Service]\nEnvironment=\"STRIPE_KEY={k}\"\nExecStart=/opt/billing/bin/run", [k], ["[Service]", "ExecStart=/opt/billing/bin/run"])
@T("systemd_env", "zh", 3)
def _():
    p = pw(); return (f"systemd 单元里写了 Environment=REDIS_AUTH={p}，重启后生效。", [p], ["systemd 单元里写了", "重启后生效"])
@T("netrc", "en", 3)
def _():
    p = apw(); return (f"~/.netrc:\nmachine api.heroku.com\n  login {en().lower()}@example.com\n  password {p}", [p], ["machine api.heroku.com"])
@T("npmrc", "en", 3)
def _():
    t = "npm_" + rs(36); return (f".npmrc for CI: //registry.npmjs.org/:_authToken={t}", [t], [".npmrc for CI"])
@T("pip_conf", "zh", 3)
def _():
    p = upw(); return (f"pip.conf 里私有源：index-url = https://{u()}:{p}@pypi.corp.cn/simple/", [p], ["pip.conf 里私有源"])
@T("docker_auth", "en", 3)
def _():
    e = base64.b64encode(f"{u()}:{apw()}".encode()).decode(); return ('~/.docker/config.json: {"auths": {"registry.gitlab.com": {"auth": "' + e + '"}}}', [e], ["~/.docker/config.json", "registry.gitlab.com"])
# 8 positional args in code
@T("code_positional", "en", 3)
def _():
    p = pw(sym="#%^*-_+=."); return (f'conn = pymysql.connect("{h()}", "{u()}", "{p}", "inventory")', [p], ["pymysql.connect", '"inventory"'])
@T("code_positional", "en", 3)
def _():
    p = pw(sym="#%^*-_+=."); return (f'server = smtplib.SMTP_SSL("smtp.qq.com", 465)\nserver.login("{R.randint(10**8, 10**10)}@qq.com", "{p}")', [p], ["server.login", 'smtplib.SMTP_SSL("smtp.qq.com", 465)'])
@T("code_positional", "en", 3)
def _():
    p = pw(sym="#%^*-_+=."); return (f'Connection c = DriverManager.getConnection(url, "{u()}", "{p}");', [p], ["DriverManager.getConnection(url"])
@T("code_positional", "en", 3)
def _():
    p = pw(sym="#%^*-_+=."); return (f'client.connect("{h()}", 22, "root", "{p}")  # paramiko, legacy box', [p], ["# paramiko, legacy box"])
@T("code_positional", "en", 3)
def _():
    p = pw(sym="#%^*-_+=."); return (f'var cred = new NetworkCredential("{u()}", "{p}", "CORP");', [p], ["new NetworkCredential"])
@T("code_positional", "en", 3)
def _():
    p = pw(sym="#%^*-_+=."); return (f"Net::SMTP.start('mail.example.org', 587, 'example.org', 'alerts', '{p}', :login) do |smtp|", [p], ["Net::SMTP.start"])
@T("code_positional", "zh", 3)
def _():
    p = pw(sym="#%^*-_+=."); return (f'脚本里是 r = redis.Redis("{h()}", 6379, 0, "{p}")，第四个参数就是认证。', [p], ["脚本里是", "第四个参数就是认证"])
@T("code_positional", "en", 3)
def _():
    p = pw(sym="#%^*-_+=."); return (f'db, err := sql.Open("mysql", "{u()}:{p}@tcp({h()}:3306)/orders?parseTime=true")', [p], ['sql.Open("mysql"'])
@T("code_positional", "en", 3)
def _():
    p = pw(sym="#%^*-_+=."); return (f"resp = requests.get(api, auth=('{u()}', '{p}'), timeout=10)", [p], ["timeout=10"])
@T("code_positional", "zh", 3)
def _():
    p = pw(sym="#%^*-_+=."); return (f'ftp = ftplib.FTP("{h()}", "upload", "{p}") —— {zn()}写的老脚本', [p], ["写的老脚本"])
@T("code_positional", "en", 3)
def _():
    t = "xoxb-" + str(R.randint(10**11, 10**12)) + "-" + str(R.randint(10**11, 10**12)) + "-" + rs(24); return (f'const web = new WebClient("{t}");', [t], ["const web = new WebClient("])
# 9 CLI flags / positional
@T("cli_password", "en", 3)
def _():
    p = pw(sym="#%^*-_+=."); return (f"rabbitmqctl add_user metrics {p} && rabbitmqctl set_user_tags metrics monitoring", [p], ["rabbitmqctl add_user", "set_user_tags metrics monitoring"])
@T("cli_password", "en", 3)
def _():
    p = apw(); return (f"7z a -p{p} -mhe=on backup.7z ./exports", [p], ["-mhe=on backup.7z"])
@T("cli_password", "en", 3)
def _():
    p = apw(); return (f"zip -P {p} -r logs.zip /var/log/app", [p], ["-r logs.zip /var/log/app"])
@T("cli_password", "zh", 3)
def _():
    p = apw(); return (f"用 sshpass -p '{p}' ssh {u()}@{h()} 批量跑的，之后换成 key。", [p], ["之后换成 key"])
@T("cli_password", "en", 3)
def _():
    p = apw(); return (f"mysqldump -h {h()} -u{u()} -p{p} --single-transaction shop > shop.sql", [p], ["--single-transaction shop > shop.sql"])
@T("cli_password", "en", 3)
def _():
    s = rs(34, B62 + "~._-"); return (f"az login --service-principal -u {uid()} -p {s} --tenant {uid()}", [s], ["az login --service-principal"])
@T("cli_password", "zh", 3)
def _():
    p = apw(); return (f"redis-cli -h {h()} -a {p} --no-auth-warning info 这条能看内存。", [p], ["--no-auth-warning info", "这条能看内存"])
@T("cli_password", "en", 3)
def _():
    p = apw(); return (f"openssl enc -aes-256-cbc -pbkdf2 -in dump.sql -out dump.enc -pass pass:{p}", [p], ["openssl enc -aes-256-cbc", "-out dump.enc"])
@T("cli_password", "en", 3)
def _():
    p = apw(); return (f"htpasswd -b -c /etc/nginx/.htpasswd admin {p}", [p], ["htpasswd -b -c /etc/nginx/.htpasswd"])
@T("cli_password", "en", 3)
def _():
    t = "glpat-" + rs(20, B62 + "-_"); return (f"echo {t} | docker login registry.gitlab.com -u ci --password-stdin", [t], ["docker login registry.gitlab.com"])
@T("cli_password", "zh", 3)
def _():
    p = apw(); return (f"keytool -importkeystore -srckeystore old.jks -storepass {p} 迁移证书用的。", [p], ["keytool -importkeystore", "迁移证书用的"])
@T("cli_password", "en", 3)
def _():
    p = apw(); return (f"smbclient //fileserver/finance -U {u()}%{p} -c 'ls'", [p], ["smbclient //fileserver/finance"])
@T("cli_password", "en", 3)
def _():
    p = upw(); return (f"curl -u {u()}:{p} https://jenkins.internal/job/nightly/build -X POST", [p], ["https://jenkins.internal/job/nightly/build"])
# 10 key pairs (ID + secret)
@T("keypair_aws", "en", 4)
def _():
    a, s = "AKIA" + rs(16, UP[:26] + "234567"), rs(40, B62 + "/+"); return (f"aws configure for the backup user: key id {a}, secret {s}, region us-east-2.", [a, s], ["aws configure for the backup user", "region us-east-2"])
@T("keypair_aliyun", "zh", 4)
def _():
    a, s = "LTAI5t" + rs(18), rs(30); return (f"阿里云 OSS 子账号：AccessKey ID {a}，AccessKey Secret {s}，只开了读权限。", [a, s], ["阿里云 OSS 子账号", "只开了读权限"])
@T("keypair_tencent", "zh", 4)
def _():
    a, s = "AKID" + rs(32), rs(32); return (f"腾讯云 COS：SecretId={a} SecretKey={s}（cos-python-sdk 用）", [a, s], ["腾讯云 COS", "cos-python-sdk 用"])
@T("keypair_huawei", "zh", 3)
def _():
    a, s = rs(20, string.ascii_uppercase + string.digits), rs(40); return (f"华为云 OBS 的 AK 是 {a}，SK 是 {s}，放在 obsutil 配置里。", [a, s], ["华为云 OBS 的 AK 是", "放在 obsutil 配置里"])
@T("keypair_baidu", "zh", 3)
def _():
    a, s = hx(32), hx(32); return (f"百度智能云 BOS 凭证 -> ak: {a} / sk: {s}", [a, s], ["百度智能云 BOS 凭证"])
@T("keypair_volc", "zh", 3)
def _():
    a, s = "AKLT" + rs(40, B62 + "-_"), b64(45); return (f"火山引擎 TOS：access key {a}\nsecret key {s}", [a, s], ["火山引擎 TOS"])
@T("keypair_qiniu", "zh", 3)
def _():
    a, s = rs(40, B62 + "-_"), rs(40, B62 + "-_"); return (f"七牛 Kodo：qshell account {a} {s} bucket-admin", [a, s], ["七牛 Kodo", "bucket-admin"])
@T("keypair_r2", "en", 3)
def _():
    a, s = hx(32), hx(64); return (f"Cloudflare R2 token created. Access Key ID: {a}\nSecret Access Key: {s}\nEndpoint: https://{hx(32)}.r2.cloudflarestorage.com", [a, s], ["Cloudflare R2 token created", "Access Key ID", "Secret Access Key"])
@T("keypair_oauth", "en", 3)
def _():
    a, s = "Iv1." + hx(16), hx(40); return (f"GitHub App OAuth: client {a} / secret {s} — callback http://localhost:3000/cb", [s], ["GitHub App OAuth", "callback http://localhost:3000/cb"])
@T("keypair_minio", "en", 3)
def _():
    a, s = rs(20, UP), rs(40); return (f"mc alias set local http://127.0.0.1:9000 {a} {s}", [a, s], ["mc alias set local http://127.0.0.1:9000"])
# 11 provider-typed tokens
def ptok(kind, lang, n, mk, tmpl, keep):
    @T(kind, lang, n)
    def _():
        t = mk(); return (tmpl.format(t=t), [t], keep)
ptok("github_token", "en", 3, lambda: "github_pat_11" + rs(20, UP) + "_" + rs(59), "Fine-grained PAT for the docs repo is {t}, expires in 30 days.", ["Fine-grained PAT for the docs repo is", "expires in 30 days"])
ptok("github_token", "zh", 3, lambda: "gho_" + rs(36), "gh auth status 打印出来的 oauth token：{t}", ["gh auth status 打印出来的 oauth token"])
ptok("gitlab_token", "en", 3, lambda: "glpat-" + rs(20, B62 + "-_"), "Runner registration uses {t} (group-level, maintainer).", ["Runner registration uses", "(group-level, maintainer)"])
ptok("slack_token", "en", 3, lambda: "xapp-1-A" + rs(10, UP) + "-" + str(R.randint(10**12, 10**13)) + "-" + hx(64), "Socket mode app-level token: {t}", ["Socket mode app-level token"])
ptok("stripe_key", "zh", 3, lambda: "rk_live_" + rs(99), "Stripe 受限密钥 {t} 只给对账脚本用。", ["Stripe 受限密钥", "只给对账脚本用"])
ptok("openai_key", "en", 3, lambda: "sk-proj-" + rs(74, B62 + "-_") + "T3BlbkFJ" + rs(74, B62 + "-_"), "Swapped the notebook over to {t}; the old org key is revoked.", ["Swapped the notebook over to", "the old org key is revoked"])
ptok("anthropic_key", "zh", 3, lambda: "sk-ant-api03-" + rs(93, B62 + "-_") + "AA", "Claude 的 key：{t}，额度每月 200 刀。", ["Claude 的 key", "额度每月 200 刀"])
ptok("google_api_key", "en", 3, lambda: "AIza" + rs(35, B62 + "-_"), "Maps JS loader: key={t}&libraries=places", ["Maps JS loader"])
ptok("sendgrid_key", "en", 3, lambda: "SG." + rs(22, B62 + "-_") + "." + rs(43, B62 + "-_"), "transactional mail goes through SendGrid with {t}", ["transactional mail goes through SendGrid with"])
ptok("hf_token", "zh", 3, lambda: "hf_" + rs(34), "huggingface-cli login 的时候粘贴 {t} 即可下载 gated 模型。", ["huggingface-cli login 的时候粘贴", "即可下载 gated 模型"])
ptok("pypi_token", "en", 3, lambda: "pypi-AgEIcHlwaS5vcmc" + rs(60, B62 + "-_"), "twine upload -u __token__ -p {t} dist/*", ["twine upload -u __token__", "dist/*"])
ptok("do_token", "en", 3, lambda: "dop_v1_" + hx(64), "doctl auth init --access-token {t}", ["doctl auth init --access-token"])
ptok("shopify_token", "en", 3, lambda: "shpat_" + hx(32), "Admin API access token for the store: {t} (scopes: read_orders)", ["Admin API access token for the store", "(scopes: read_orders)"])
ptok("telegram_bot", "zh", 3, lambda: str(R.randint(10**9, 7 * 10**9)) + ":AA" + rs(33, B62 + "-_"), "告警机器人 BotFather 给的是 {t}，chat_id 另外记。", ["告警机器人 BotFather 给的是", "chat_id 另外记"])
ptok("discord_bot", "en", 3, lambda: rs(24) + "." + rs(6, B62 + "-_") + "." + rs(38, B62 + "-_"), "client.run('{t}')  # moderation bot", ["# moderation bot"])
ptok("twilio_auth", "en", 3, lambda: hx(32), "Twilio console: Account SID AC" + "1f2e3d4c5b6a79881f2e3d4c5b6a7988" + ", Auth Token {t}", ["Twilio console", "Auth Token"])
ptok("vault_token", "zh", 3, lambda: "hvs.CAESI" + rs(80, B62 + "_-"), "VAULT_TOKEN 设成 {t} 以后 vault kv get 才能用。", ["VAULT_TOKEN 设成", "vault kv get 才能用"])
ptok("atlassian_token", "en", 3, lambda: "ATATT3xFfGF0" + rs(170, B62 + "-_") + "=" + hx(8).upper(), "Jira automation hits the REST API with {t}", ["Jira automation hits the REST API with"])
ptok("linear_key", "en", 2, lambda: "lin_api_" + rs(40), "LINEAR_API_KEY={t}", ["LINEAR_API_KEY"])
ptok("notion_token", "zh", 3, lambda: "ntn_" + rs(46), "Notion 集成的 internal token 是 {t}，记得把页面 share 给它。", ["Notion 集成的 internal token 是"])
ptok("datadog_key", "en", 3, lambda: hx(32), "DD_API_KEY: {t}\nDD_SITE: datadoghq.eu", ["DD_API_KEY", "DD_SITE: datadoghq.eu"])
ptok("newrelic_key", "en", 2, lambda: "NRAK-" + rs(27, UP), "New Relic user key {t} for the terraform provider", ["New Relic user key", "for the terraform provider"])
ptok("postman_key", "en", 2, lambda: "PMAK-" + hx(24) + "-" + hx(34), "postman collection runner uses x-api-key: {t}", ["postman collection runner uses x-api-key"])
ptok("grafana_token", "zh", 3, lambda: "glsa_" + rs(32) + "_" + hx(8), "Grafana 服务账号 token {t} 只给 dashboard 导出。", ["Grafana 服务账号 token", "只给 dashboard 导出"])
ptok("tailscale_key", "en", 2, lambda: "tskey-auth-" + rs(17) + "-" + rs(33), "tailscale up --authkey={t} --ssh", ["tailscale up", "--ssh"])
ptok("feishu_secret", "zh", 4, lambda: rs(32), "飞书自建应用 App ID cli_a5" + "f1c2d3e4b5a6 ，App Secret 是 {t}。", ["飞书自建应用 App ID", "App Secret 是"])
ptok("dingtalk_secret", "zh", 3, lambda: "SEC" + hx(64), "钉钉机器人加签的密钥：{t}", ["钉钉机器人加签的密钥"])
ptok("wecom_secret", "zh", 3, lambda: rs(43, B62 + "-_"), "企业微信 corpid=ww" + "8a7b6c5d4e3f2a1b" + "，通讯录同步 corpsecret={t}", ["企业微信 corpid", "通讯录同步 corpsecret"])
ptok("webhook_signing", "en", 3, lambda: "whsec_" + rs(32), "Stripe webhook endpoint signing secret: {t}", ["Stripe webhook endpoint signing secret"])
ptok("webhook_signing", "en", 3, lambda: hx(32), "Slack app Basic Information -> Signing Secret {t} (used to verify X-Slack-Signature)", ["Slack app Basic Information", "used to verify X-Slack-Signature"])
ptok("age_key", "en", 3, lambda: "AGE-SECRET-KEY-1" + rs(58, "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L"), "sops uses this age identity:\n# public key: age1" + rs(58, "qpzry9x8gf2tvdw0s3jn54khce6mua7l") + "\n{t}", ["sops uses this age identity", "# public key: age1"])
ptok("framework_secret", "en", 3, lambda: "django-insecure-" + rs(50, string.ascii_lowercase + string.digits + "!@#%^&*(-_=+)"), "settings.py still has SECRET_KEY = '{t}' in prod, fix it.", ["settings.py still has", "in prod, fix it"])
ptok("framework_secret", "en", 3, lambda: hx(128), "config/credentials: secret_key_base: {t}", ["config/credentials", "secret_key_base"])
ptok("framework_secret", "zh", 3, lambda: rs(48), "Flask 的 app.secret_key 被写死成了 {t}，会话可以伪造。", ["Flask 的 app.secret_key 被写死成了", "会话可以伪造"])
ptok("totp_seed", "en", 3, lambda: rs(32, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"), "2FA setup key for the root AWS account (type it into the authenticator): {t}", ["2FA setup key for the root AWS account"])
ptok("totp_seed", "zh", 2, lambda: rs(32, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"), "otpauth://totp/Corp:admin?secret={t}&issuer=Corp 这个二维码别外传", ["这个二维码别外传"])
ptok("jwt", "en", 3, jwt, "Authorization: Bearer {t}", ["Authorization: Bearer"])
ptok("jwt", "zh", 3, jwt, "调试时从 localStorage 拿到的 access_token：{t}，有效期一天。", ["调试时从 localStorage 拿到的", "有效期一天"])
ptok("basic_auth", "en", 3, lambda: base64.b64encode(f"{u()}:{apw()}".encode()).decode(), "nginx upstream needs proxy_set_header Authorization \"Basic {t}\";", ["proxy_set_header Authorization"])
ptok("gcp_sa_key", "en", 2, lambda: hx(40), 'service account json: {{"type": "service_account", "project_id": "ml-prod", "private_key_id": "{t}", ...}}', ['"project_id": "ml-prod"'])
# 12 PEM / ssh private keys
@T("pem_private_key", "en", 3)
def _():
    L = pem_body(14); return ("Pasted the key for the deploy bot:\n-----BEGIN RSA PRIVATE KEY-----\n" + "\n".join(L) + "\n-----END RSA PRIVATE KEY-----", [L[0], L[7], L[-1]], ["Pasted the key for the deploy bot"])
@T("pem_private_key", "zh", 3)
def _():
    L = pem_body(6); return ("跳板机私钥（id_ed25519）：\n-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(L) + "\n-----END OPENSSH PRIVATE KEY-----\n用完删掉。", [L[0], L[3], L[-1]], ["跳板机私钥（id_ed25519）", "用完删掉"])
@T("pem_private_key", "en", 2)
def _():
    L = pem_body(10); return ('{"type": "service_account", "private_key": "-----BEGIN PRIVATE KEY-----\\n' + "\\n".join(L) + '\\n-----END PRIVATE KEY-----\\n", "client_email": "etl@proj.iam.gserviceaccount.com"}', [L[0], L[5], L[-1]], ['"client_email"'])
# 13 DSNs
@T("dsn", "en", 4)
def _():
    p = upw(); return (f"DATABASE_URL=postgresql://{u()}:{p}@{h()}:5432/ledger?sslmode=require", [p], ["DATABASE_URL"])
@T("dsn", "en", 3)
def _():
    p = upw(); return (f"mongo shell: mongosh \"mongodb+srv://{u()}:{p}@cluster0.ab12c.mongodb.net/events\"", [p], ["mongo shell"])
@T("dsn", "zh", 3)
def _():
    p = upw(); return (f"Celery 的 broker 配成 amqp://{u()}:{p}@{h()}:5672/prod 了。", [p], ["Celery 的 broker 配成"])
@T("dsn", "en", 3)
def _():
    p = pw(sym="#%^*-_+=."); return (f"Server={h()},1433;Database=Crm;User Id=report;Password={p};TrustServerCertificate=True", [p], ["TrustServerCertificate=True"])
@T("dsn", "en", 3)
def _():
    p = upw(); return (f"sqlplus {u()}/{p}@//{h()}:1521/ORCLPDB1", [p], ["sqlplus"])
@T("dsn", "zh", 3)
def _():
    p = upw(); return (f"缓存连接：redis://:{p}@{h()}:6379/2，db 2 放 session。", [p], ["缓存连接", "db 2 放 session"])
@T("dsn", "en", 3)
def _():
    p = upw(); return (f"jdbc:postgresql://{h()}:5432/app?user={u()}&password={p}&ssl=true", [p], ["jdbc:postgresql://"])
@T("dsn", "en", 2)
def _():
    p = pw(sym="#%^*-_+=."); return (f"DRIVER={{ODBC Driver 18 for SQL Server}};SERVER={h()};UID=etl;PWD={p};Encrypt=yes", [p], ["DRIVER={ODBC Driver 18 for SQL Server}", "Encrypt=yes"])
# 14 URL-embedded tokens
@T("url_token", "en", 3)
def _():
    a, b, c = "T" + rs(10, UP), "B" + rs(10, UP), rs(24); return (f"Alerts post to https://hooks.slack.com/services/{a}/{b}/{c}", [c], ["Alerts post to"])
@T("url_token", "zh", 3)
def _():
    k = uid(); return (f"飞书群机器人 webhook：https://open.feishu.cn/open-apis/bot/v2/hook/{k}", [k], ["飞书群机器人 webhook"])
@T("url_token", "zh", 3)
def _():
    t = hx(64); return (f"钉钉告警地址 https://oapi.dingtalk.com/robot/send?access_token={t}", [t], ["钉钉告警地址"])
@T("url_token", "zh", 3)
def _():
    k = uid(); return (f"企业微信群机器人：https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key={k} 发部署通知", [k], ["企业微信群机器人", "发部署通知"])
@T("url_token", "en", 3)
def _():
    t = str(R.randint(10**9, 7 * 10**9)) + ":AA" + rs(33, B62 + "-_"); return (f"curl https://api.telegram.org/bot{t}/sendMessage -d chat_id=-100123 -d text=done", [t], ["/sendMessage -d chat_id=-100123"])
@T("url_token", "en", 3)
def _():
    t = rs(68, B62 + "-_"); return (f"Discord webhook for #deploys: https://discord.com/api/webhooks/{R.randint(10**17, 10**18)}/{t}", [t], ["Discord webhook for #deploys"])
@T("url_token", "en", 3)
def _():
    t = "glpat-" + rs(20, B62 + "-_"); return (f"git clone https://oauth2:{t}@gitlab.com/acme/infra.git", [t], ["git clone"])
@T("url_token", "zh", 2)
def _():
    t = rs(40); return (f"分享出去的链接带了 token：https://files.corp.cn/dl/report.xlsx?access_token={t}&exp=0", [t], ["分享出去的链接带了 token"])
# 15 logs and traces
@T("log_trace", "en", 3)
def _():
    p = upw(); return (f"Traceback (most recent call last):\n  File \"etl.py\", line 42, in <module>\nsqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server failed\n(Background on this error: postgresql://{u()}:{p}@{h()}/dw)", [p], ["Traceback (most recent call last)", "sqlalchemy.exc.OperationalError"])
@T("log_trace", "en", 3)
def _():
    t = jwt(); return (f"2026-11-30T08:14:02Z DEBUG http.client send: b'GET /v1/me HTTP/1.1\\r\\nAuthorization: Bearer {t}\\r\\n' req_id=7f3a9c", [t], ["DEBUG http.client send", "req_id=7f3a9c"])
@T("log_trace", "zh", 3)
def _():
    p = apw(); return (f"报错日志：[ERROR] auth failed for user={u()} password={p} host={h()} —— 原来是密码被记进日志了", [p], ["报错日志", "原来是密码被记进日志了"])
@T("log_trace", "en", 3)
def _():
    k = "AKIA" + rs(16, UP[:26] + "234567"); s = rs(40, B62 + "/+"); return (f"botocore.exceptions.ClientError: SignatureDoesNotMatch\n  env dump: AWS_ACCESS_KEY_ID={k} AWS_SECRET_ACCESS_KEY={s}", [k, s], ["SignatureDoesNotMatch", "AWS_SECRET_ACCESS_KEY"])
@T("log_trace", "zh", 2)
def _():
    t = "sk-" + rs(48); return (f"openai.AuthenticationError: Incorrect API key provided: {t}. 看来是旧 key 没删。", [t], ["openai.AuthenticationError", "看来是旧 key 没删"])
# 16 old / new password changes
@T("old_new_password", "en", 4)
def _():
    a, b = pw(), pw(); return (f"Rotated the staging admin today: it was {a}, now it's {b}.", [a, b], ["Rotated the staging admin today"])
@T("old_new_password", "zh", 4)
def _():
    a, b = pw(), pw(); return (f"{zn()}把 NAS 的登录密码从 {a} 改成了 {b}，旧的别再用。", [a, b], ["的登录密码从", "旧的别再用"])
@T("old_new_password", "en", 3)
def _():
    a, b = pw(sym="#%^*-_+=."), pw(sym="#%^*-_+=."); return (f"ALTER USER reporting WITH PASSWORD '{b}';  -- previous value '{a}' leaked in the wiki", [a, b], ["ALTER USER reporting WITH PASSWORD", "leaked in the wiki"])
# 17 chinese prose with explicit keyword + mixed
@T("password_zh", "zh", 5)
def _():
    p = pw(); return (f"记住：生产库 root 密码是 {p}，只有 DBA 组知道。", [p], ["生产库 root 密码是", "只有 DBA 组知道"])
@T("password_zh", "zh", 4)
def _():
    p = pw(); return (f"路由器后台 192.168.1.1，管理员口令「{p}」，{zn()}设的。", [p], ["路由器后台 192.168.1.1"])
@T("mixed_zh_en", "zh", 4)
def _():
    t = "ghp_" + rs(36); return (f"CI 里的 GH_TOKEN 我先用个人的 {t} 顶着, will rotate after release.", [t], ["CI 里的 GH_TOKEN", "will rotate after release"])
@T("mixed_zh_en", "zh", 4)
def _():
    p = pw(); return (f"VPN 账号 {u()}，pwd {p}，OTP 用手机上的 FortiToken。", [p], ["VPN 账号", "OTP 用手机上的 FortiToken"])
@T("mixed_zh_en", "zh", 3)
def _():
    k = "LTAI5t" + rs(18); s = rs(30); return (f"export ALIBABA_CLOUD_ACCESS_KEY_ID={k}\nexport ALIBABA_CLOUD_ACCESS_KEY_SECRET={s}\n# 上面这俩是 {zn()} 的个人 key", [k, s], ["export ALIBABA_CLOUD_ACCESS_KEY_ID", "export ALIBABA_CLOUD_ACCESS_KEY_SECRET"])
@T("encryption_tool", "en", 3)
def _():
    p = phrase(4, " "); return (f"borg init --encryption=repokey; BORG_PASSPHRASE is \"{p}\" for the nightly job.", [p], ["borg init --encryption=repokey", "for the nightly job"])
@T("encryption_tool", "en", 3)
def _():
    p = apw(); return (f"ansible-vault decrypt group_vars/prod.yml --vault-password-file <(echo {p})", [p], ["ansible-vault decrypt group_vars/prod.yml"])
@T("encryption_tool", "zh", 3)
def _():
    p = apw(); return (f"gpg --batch --passphrase {p} -d secrets.tar.gpg 解出来的就是全部证书。", [p], ["-d secrets.tar.gpg", "解出来的就是全部证书"])
@T("env_export", "en", 3)
def _():
    t = "dp.st.prd." + rs(43); return (f"From shell history: export DOPPLER_TOKEN={t}; doppler run -- ./start.sh", [t], ["From shell history", "doppler run -- ./start.sh"])
@T("env_export", "zh", 3)
def _():
    t = "sk-" + hx(32); return (f"DeepSeek 的 key 直接 export DEEPSEEK_API_KEY={t} 就行。", [t], ["DeepSeek 的 key 直接", "就行"])
@T("env_export", "zh", 3)
def _():
    t = hx(32) + "." + rs(16); return (f"智谱 GLM 的 API Key：{t}，放到 ZHIPUAI_API_KEY 环境变量。", [t], ["智谱 GLM 的 API Key", "放到 ZHIPUAI_API_KEY 环境变量"])

# ---------------------------------------------------------------- negatives
def N(kind, lang, n, mk):
    @T(kind, lang, n)
    def _():
        t = mk(); return (t, [], [t])
N("neg_commit_sha", "en", 5, lambda: f"Bisected it to {hx(40)} — the commit that bumped urllib3; reverting {hx(7)} fixed CI.")
N("neg_commit_sha", "zh", 4, lambda: f"回滚到提交 {hx(40)} 之后接口恢复了，问题出在 {hx(8)} 那次合并。")
N("neg_uuid", "en", 5, lambda: f"Support ticket references request {uid()}; the order id is {uid()}.")
N("neg_uuid", "zh", 4, lambda: f"工单里的 trace_id={hx(32)}，span {hx(16)} 耗时 3.2s。")
N("neg_log_ids", "en", 5, lambda: f"2026-12-01 10:22:31 INFO job={hx(12)} worker=w-{R.randint(1, 64)} batch {uid()} done in {R.randint(100, 9000)}ms")
N("neg_log_ids", "zh", 4, lambda: f"[INFO] 任务 {hx(24)} 已完成，耗时 {R.randint(2, 90)} 秒，产出 s3://datalake/out/{hx(12)}.parquet")
N("neg_public_key", "en", 5, lambda: f"Added to authorized_keys: ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{rs(43, B62 + '+/')} {en().lower()}@laptop")
N("neg_public_key", "en", 3, lambda: "Server cert public key:\n-----BEGIN PUBLIC KEY-----\n" + "\n".join(pem_body(4)) + "\n-----END PUBLIC KEY-----")
N("neg_public_key", "zh", 3, lambda: f"把这个公钥加到 GitHub 的 Deploy keys：ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQ{rs(60, B62 + '+/')} deploy@ci")
N("neg_public_key", "en", 2, lambda: f"age recipient for the team (public): age1{rs(58, 'qpzry9x8gf2tvdw0s3jn54khce6mua7l')}")
N("neg_placeholder", "en", 5, lambda: R.choice(["Set OPENAI_API_KEY=<your-api-key> in .env before running.", "Replace YOUR_GITHUB_TOKEN with a PAT that has repo scope.", "password: ${DB_PASSWORD}  # injected by the chart", "token: {{ secrets.NPM_TOKEN }} in the workflow file", "Use --password <password> only in local testing.", "api_key = \"xxxxxxxxxxxxxxxxxxxxxxxx\"  # fill in"]) )
N("neg_placeholder", "zh", 4, lambda: R.choice(["在 .env 里把 API_KEY 改成 <你的密钥> 再启动。", "把 YOUR_ACCESS_KEY_ID 替换成自己的 AccessKey ID。", "密码处填 ******** 即可，系统会从 KMS 读取。", "SecretKey: {{SECRET_KEY}} 由流水线注入。"]))
N("neg_password_talk", "en", 5, lambda: R.choice(["The 'Forgot password?' link on the login page 404s on mobile.", "User wants the password reset email to expire after 30 minutes instead of 24 hours.", "Password must contain at least 12 characters, one digit and one symbol.", "We should stop sharing passwords over Slack and move everyone to 1Password.", "Click 'Change password' under Account > Security to rotate it yourself.", "Token budget: the summariser used 14,200 tokens per run; lower max_tokens to 4096."]))
N("neg_password_talk", "zh", 5, lambda: R.choice(["登录页的“忘记密码”按钮在 iOS 上点不动。", "密码策略：至少 12 位，90 天过期，不能和最近 5 次重复。", "用户说以后别在群里发密码了，统一用保险库。", "这个模型一次最多处理 128k token，超了会被截断。", "重置密码的邮件模板需要改成中英双语。"]))
N("neg_config_no_value", "en", 5, lambda: R.choice(["DB_PASSWORD=\nREDIS_PASSWORD=\n# both filled at deploy time", "spring.datasource.password=\nspring.datasource.username=app", "<password></password> is empty in the sample settings.xml", "password: (none)\nauth: disabled for local dev", "password_min_length=12\npassword_expiry_days=90", "\"clientSecret\": \"\",  // left blank on purpose"]))
N("neg_config_no_value", "zh", 4, lambda: R.choice(["配置项 MYSQL_PASSWORD 留空表示使用 socket 认证。", "secret_key: 空，本地开发不用签名。", "password=[已脱敏:password] 这一行是上次保存时已经处理过的。", "token: *** （已在日志中隐藏）"]))
N("neg_version", "en", 4, lambda: f"Upgraded node to v{R.randint(18, 22)}.{R.randint(0, 20)}.{R.randint(0, 9)} and pinned numpy=={R.randint(1, 2)}.{R.randint(20, 26)}.{R.randint(0, 5)}; build {R.randint(1000, 9999)} green.")
N("neg_version", "zh", 3, lambda: f"镜像 registry.cn-hangzhou.aliyuncs.com/acme/api:{R.randint(1, 3)}.{R.randint(0, 30)}.{R.randint(0, 9)}-{hx(7)} 已发布。")
N("neg_hash_digest", "en", 5, lambda: R.choice([f"image pinned by digest sha256:{hx(64)}", f"SHA256 checksum of the installer: {hx(64)}", f"md5sum dump.sql -> {hx(32)}", f"git lfs pointer: oid sha256:{hx(64)} size {R.randint(10**5, 10**8)}"]))
N("neg_hash_digest", "zh", 3, lambda: f"安装包的 SHA-256 校验值是 {hx(64)}，下载后对一下。")
N("neg_base64_public", "en", 4, lambda: R.choice([f"The JWT header eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9 just says RS256.", "data:text/plain;base64,SGVsbG8sIHdvcmxkIQ== is the test fixture.", f"echo {base64.b64encode(b'release notes for 3.2').decode()} | base64 -d prints the title.", "favicon inlined as data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="]))
N("neg_public_id", "en", 5, lambda: R.choice([f"Twilio Account SID AC{hx(32)} is fine to show in the dashboard URL.", f"AWS account id {R.randint(10**11, 10**12)} owns the bucket.", f"Stripe publishable key pk_live_{rs(24)} goes into the checkout page.", f"OAuth client id {R.randint(10**11, 10**12)}-{rs(32, string.ascii_lowercase + string.digits)}.apps.googleusercontent.com is public.", f"Azure tenant {uid()} / subscription {uid()}", f"GitHub App installation id {R.randint(10**7, 10**8)}, app id {R.randint(10**5, 10**6)}"]))
N("neg_public_id", "zh", 4, lambda: R.choice([f"阿里云账号 UID {R.randint(10**15, 10**16)} 是公开的。", f"微信小程序 AppID wx{hx(16)} 可以写在前端。", f"腾讯云 APPID {R.randint(10**9, 10**10)}，地域 ap-shanghai。", f"飞书应用 App ID cli_a{hx(15)} 不是机密。"]))
N("neg_aws_example", "en", 3, lambda: R.choice(["The docs use AKIAIOSFODNN7EXAMPLE with wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY as sample credentials.", "aws_access_key_id = AKIAIOSFODNN7EXAMPLE  # from the AWS CLI docs"]))
N("neg_env_reference", "en", 4, lambda: R.choice(["password = os.environ[\"PGPASSWORD\"]", "token = vault.read('secret/data/ci')['data']['token']", "DB_PASSWORD is pulled from AWS Secrets Manager at boot (arn:aws:secretsmanager:eu-west-1:123456789012:secret:prod/db)", "const key = process.env.STRIPE_SECRET_KEY ?? throwMissing();"]))
N("neg_env_reference", "zh", 3, lambda: R.choice(["密码从环境变量 MYSQL_PWD 读取，代码里不落地。", "token 通过 KMS 解密后只放内存，不写文件。", "API key 存在 1Password 的 “生产” 保险库里，需要找我要权限。"]))
N("neg_url_no_creds", "en", 4, lambda: f"postgres://{u()}@{h()}:5432/metrics?sslmode=verify-full (auth via IAM)")
N("neg_url_no_creds", "zh", 3, lambda: f"接口地址 https://api.example.cn/v2/orders?page={R.randint(1, 9)}&size=50&sort=created_at，无需鉴权。")
N("neg_sk_words", "en", 4, lambda: R.choice(["Switched from sk-learn style pipelines to polars for the feature step.", "task-runner and risk-engine both restart at 02:00.", "The desk-booking bot lives in #facilities.", "Ticket SEC-4411: key rotation runbook reviewed, no keys in it."]))
N("neg_ids_misc", "en", 4, lambda: R.choice([f"container {hx(12)} OOMKilled; pod api-7d{hx(8)}-x{rs(4, string.ascii_lowercase)} rescheduled", f"S3 ETag \"{hx(32)}\" matches the local file", f"Sentry issue {hx(32)} regressed in release {hx(12)}", f"Bitcoin address bc1q{rs(38, 'qpzry9x8gf2tvdw0s3jn54khce6mua7l')} is the public donation address."]))
N("neg_ids_misc", "zh", 4, lambda: R.choice([f"订单号 {R.randint(10**17, 10**18)} 退款成功，流水号 {hx(20).upper()}。", f"快递单号 SF{R.randint(10**11, 10**12)}，明天到。", f"构建编号 #{R.randint(1000, 9999)}，产物 md5 {hx(32)}。", f"Kafka 消费组 cg-{hx(8)} 的 offset 卡在 {R.randint(10**6, 10**8)}。"]))
N("neg_paths", "en", 3, lambda: R.choice(["Keys live at ~/.ssh/id_ed25519 and /etc/ssl/private/server.key — never copy them off the host.", "credentials_file = /var/run/secrets/kubernetes.io/serviceaccount/token", "The token file path is ${XDG_CONFIG_HOME}/gh/hosts.yml."]))
N("neg_code_generic", "en", 4, lambda: R.choice(["def login(user, password):\n    return auth.check(user, password)", "client.connect(host, port, username, password)", "if not token:\n    raise ValueError('missing token')", "hash = bcrypt.hashpw(password.encode(), bcrypt.gensalt())"]))
N("neg_code_generic", "zh", 3, lambda: R.choice(["函数 get_token(user_id) 返回的是一次性 token，不要缓存。", "把 password 字段改成 password_hash，明文不入库。", "连接写成 redis.Redis(host, port, db=0, password=os.getenv('REDIS_PW'))，密码只从环境变量来。"]))
N("neg_prose_misc", "en", 4, lambda: R.choice([f"{en()} prefers dark mode, tabs over spaces, and commit messages in the imperative.", "The staging DB is slow on Mondays because of the weekly vacuum.", "Log in as yourself via SSO; the shared account was removed in March.", "The wifi at the office is called Lab-5G; ask reception for the code.", "The archive is encrypted, the passphrase is in the team vault under 'Q3 archive'."]))
N("neg_prose_misc", "zh", 5, lambda: R.choice(["用户喜欢简洁的回答，代码注释用中文。", "跳板机改成 SSO 登录了，不再用共享账号。", "压缩包是加密的，解压口令在保险库“财务”条目里。", f"{zn()}负责周三的发布，流程见 wiki。", "数据库每周一做全量备份，保留 30 天。"]))
N("neg_hex_color_numbers", "en", 3, lambda: f"Brand colours #{hx(6)} and #{hx(6)}; phone +1-415-555-{R.randint(1000, 9999)}; invoice INV-{R.randint(10**5, 10**6)}.")
N("neg_sample_redacted", "en", 3, lambda: R.choice(["GITHUB_TOKEN=[已脱敏:github_token] was removed from the note earlier.", "Authorization: Bearer <redacted>", "aws_secret_access_key = ****************"]))
N("neg_words_passphrase_talk", "en", 3, lambda: R.choice(["Diceware passphrases of six words are easier to remember than random strings.", "The seed phrase should be written on paper, never in a notes app.", "Choose four random words for your vault passphrase and store the emergency kit offline."]))
N("neg_words_passphrase_talk", "zh", 3, lambda: R.choice(["助记词一定要抄在纸上，不要截图存相册。", "建议用四个随机单词做主密码，比复杂字符好记。", "BitLocker 恢复密钥由 AD 托管，不需要自己记。"]))

NEG_SCALE, POS1_SCALE, POSM_SCALE = 1.5, 0.62, 1.2

N("neg_http_headers", "en", 4, lambda: f"HTTP/1.1 200 OK\nX-Request-Id: {uid()}\nETag: W/\"{hx(16)}\"\nX-Trace: {hx(32)}")
N("neg_git_output", "en", 4, lambda: f"HEAD is now at {hx(7)} fix: retry on 503\nYour branch is behind 'origin/main' by {R.randint(2, 30)} commits.\nmerge-base {hx(40)}")
N("neg_html_password_field", "en", 3, lambda: R.choice(['<input type="password" name="password" placeholder="Password" autocomplete="current-password">', '<label for="pw">Password</label> <input id="pw" type="password" required minlength="12">', 'aria-label="Show password" toggles the eye icon on the login form']))
N("neg_configmap", "en", 3, lambda: f"apiVersion: v1\nkind: ConfigMap\ndata:\n  LOG_LEVEL: info\n  CACHE_TTL: \"{R.randint(30, 900)}\"\n  FEATURE_FLAGS: {rs(6, string.ascii_lowercase)},{rs(5, string.ascii_lowercase)}")
N("neg_uuid", "zh", 3, lambda: f"设备序列号 {hx(16).upper()}，批次 {uid()}，已入库。")
N("neg_password_numbers", "zh", 3, lambda: f"password_max_attempts={R.randint(3, 10)}，锁定 {R.randint(5, 60)} 分钟；token 有效期 {R.randint(1, 24)} 小时。")
N("neg_password_numbers", "en", 3, lambda: f"Policy set: password_history={R.randint(3, 24)}, lockout_threshold={R.randint(3, 10)}, session_timeout={R.randint(10, 120)}m.")

def build():
    cases = []
    for ti, (kind, lang, n, f) in enumerate(TEMPLATES):
        grp = f"r17-{kind}-t{ti:03d}"
        probe = f()
        if not probe[1]:
            n = round(n * NEG_SCALE)
        elif len(probe[1]) == 1:
            n = max(2, round(n * POS1_SCALE))
        else:
            n = round(n * POSM_SCALE)
        seen = set()
        for i in range(n):
            for _ in range(30):
                text, secrets, keep = f()
                if text not in seen: break
            else:
                continue
            seen.add(text)
            cases.append({"text": text, "secrets": secrets, "must_keep": keep, "kind": kind, "lang": lang,
                          "polarity": "positive" if secrets else "negative", "group": grp})
    R.shuffle(cases)
    for i, c in enumerate(cases):
        c["id"] = f"r17-{i:04d}"
    return [{k: c[k] for k in ("id", "text", "secrets", "must_keep", "kind", "lang", "polarity", "group")} for c in cases]

if __name__ == "__main__":
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "secrets_r17.json")
    cases = build()
    with open(out, "w", encoding="utf-8") as fh:
        json.dump(cases, fh, ensure_ascii=False, indent=1)
    pos = [c for c in cases if c["secrets"]]
    print(len(cases), "cases", len(pos), "pos", sum(len(c["secrets"]) for c in pos), "secrets", len(cases) - len(pos), "neg",
          "zh", sum(c["lang"] == "zh" for c in cases), "kinds", len({c["kind"] for c in cases}))
