# -*- coding: utf-8 -*-
"""Templates for secrets_r11.json (round-11 held-out set).  Written new for this set.

Each template is a function g -> (text, secrets, must_keep); `g` is the value
generator of gen_secrets_r11.py.  Decorator arguments: kind, lang, polarity, n
(how many cases the template yields).  The function name is the case `group`.
"""

TEMPLATES = []


class _Tpl:
    def __init__(self, fn, kind, lang, pol, n):
        self.fn, self.kind, self.lang, self.pol, self.n = fn, kind, lang, pol, n
        self.name = fn.__name__


def t(kind, lang, pol="positive", n=4):
    def deco(fn):
        TEMPLATES.append(_Tpl(fn, kind, lang, pol, n))
        return fn
    return deco


def neg(kind, lang, n=5):
    # negatives keep n=5 by default
    return t(kind, lang, "negative", n)


WORDS = """amber anchor apricot badger bamboo barley beacon biscuit blanket bramble breeze bucket
cactus candle canyon carbon cedar chalk cherry cinnamon clover cobalt comet copper coral cotton
crayon cricket crystal daisy dolphin dragon ember falcon feather fennel fjord forest fossil
galaxy garden garnet ginger glacier granite harbor hazel helmet hickory honey island ivory jasper
juniper kettle lantern lemon lilac linen lobster maple marble meadow mitten monsoon mosaic
nectar nickel nutmeg oasis olive orbit orchid otter paddle panther pebble pepper pigeon pillow
pistol planet plum pocket pretzel puffin quartz quiver rabbit raven ribbon river rocket saddle
saffron salmon sandal satin sequoia shadow sierra silver sparrow spruce stadium summit sunset
tangerine thistle thunder timber tomato topaz tractor tulip tundra turnip velvet violet walnut
willow window winter wizard yarrow zephyr""".split()

PINYIN = """xiaomao dahai chuntian baicai huoguo yueliang taiyang laohu xiongmao shuijiao
kafei putao xigua mianbao jiaozi tianqi fengche lanqiu denglong huangshan""".split()

HOSTS = ["db-prod-02.internal", "pg-replica.eu-west-1.rds.amazonaws.com", "10.20.3.14",
         "mysql-orders.svc.cluster.local", "172.16.8.41", "sql01.corp.local", "warehouse-db.lan",
         "pgbouncer.data.svc", "mariadb-3.stage.example.net"]
USERS = ["deploy", "svc_etl", "app_rw", "ops_admin", "jenkins", "backup", "analytics", "report_ro",
         "billing_app", "migrator"]
DBS = ["orders", "billing", "inventory", "telemetry", "crm_prod", "warehouse", "ledger", "events"]
SERVICES = ["grafana", "jenkins", "harbor", "nexus", "sonarqube", "airflow", "metabase", "argocd",
            "minio", "kibana"]
ENVS = ["staging", "prod", "uat", "dev", "preprod"]
PEOPLE = ["Priya", "Marco", "Lena", "Tomás", "Yuki", "Amir", "Chloe", "Dmitri"]
ZH_PEOPLE = ["老王", "小李", "张工", "陈姐", "刘总", "阿杰", "赵老师", "周同学"]


# =====================================================================
# POSITIVES
# =====================================================================

# ---- credentials in prose, with a keyword -----------------------------------
@t("password_prose", "en")
def p_prose_kw_en(g):
    env, svc = g.pick(ENVS), g.pick(SERVICES)
    pw = g.any_pw()
    s = g.pick([
        f"Note to self: the {env} {svc} admin password is {pw} until Ops rotates it on Friday.",
        f"{g.pick(PEOPLE)} said in standup that the {svc} password for {env} changed to {pw} after the audit.",
        f"Remember: {svc} ({env}) — pwd {pw}, user admin. Do not paste into tickets.",
    ])
    return s, [pw], [f"{env} {svc}" if f"{env} {svc}" in s else svc] + (["admin"] if "admin" in s else [])


@t("password_prose", "zh")
def p_prose_kw_zh(g):
    env, svc = g.pick(ENVS), g.pick(SERVICES)
    pw = g.any_pw()
    s = g.pick([
        f"记一下：{env} 环境 {svc} 的管理员密码改成了 {pw}，周五前运维会再轮换。",
        f"{g.pick(ZH_PEOPLE)}在群里说 {svc} 后台口令是 {pw}，账号 admin，别贴到工单里。",
        f"{svc}（{env}）登录密码：{pw}　用户名还是 admin",
    ])
    return s, [pw], [svc, "admin"]


# ---- credentials in prose, no credential keyword ----------------------------
@t("credential_prose_nokw", "en")
def p_nokw_en(g):
    pw = g.any_pw()
    user, host = g.pick(USERS), g.pick(["build-07", "bastion-2", "gpu-box-1", "jump.corp.local"])
    s, keep = g.pick([
        (f"To get onto {host} log in as {user} with {pw} — the SSO bridge is still broken.", [host, "the SSO bridge is still broken"]),
        (f"The contracts zip Legal sent over opens with {pw}; it expires next month.", ["The contracts zip Legal sent over", "it expires next month"]),
        (f"At the sudo prompt on {host} type {pw}, then run the migration script.", [f"At the sudo prompt on {host}", "then run the migration script"]),
        (f"Shared finance mailbox: finance-ops@example-corp.com, sign in using {pw} from the office only.", ["Shared finance mailbox", "from the office only"]),
        (f"For the guest Wi-Fi 'Lobby-5G' people should enter {pw} when asked.", ["guest Wi-Fi 'Lobby-5G'", "when asked"]),
        (f"The account is {user}; the string after the user name is {pw}.", [f"The account is {user}", "the string after the user name is"]),
    ])
    return s, [pw], keep


@t("credential_prose_nokw", "zh", n=5)
def p_nokw_zh(g):
    pw = g.any_pw()
    user, host = g.pick(USERS), g.pick(["build-07", "跳板机", "gpu-box-1", "财务服务器"])
    s, keep = g.pick([
        (f"上 {host} 的话用 {user} 登录，后面跟 {pw}，SSO 还没修好。", [host, "SSO 还没修好"]),
        (f"法务发来的合同压缩包，解压用 {pw}，下个月过期。", ["法务发来的合同压缩包", "下个月过期"]),
        (f"在 {host} 上 sudo 的时候输入 {pw}，然后跑迁移脚本。", [f"在 {host} 上 sudo 的时候输入", "然后跑迁移脚本"]),
        (f"财务共享邮箱 finance-ops@example-corp.com，登进去用 {pw}，只能在办公室网络用。", ["财务共享邮箱", "只能在办公室网络用"]),
        (f"访客 WiFi「Lobby-5G」连的时候填 {pw} 就行。", ["访客 WiFi「Lobby-5G」"]),
        (f"账号是 {user}，用户名后面那串是 {pw}。", [f"账号是 {user}", "用户名后面那串是"]),
    ])
    return s, [pw], keep


@t("credential_prose_nokw", "en")
def p_nokw_slash_en(g):
    pw = g.any_pw()
    svc = g.pick(SERVICES)
    user = g.pick(USERS)
    s = g.pick([
        f"{svc} on the lab cluster: {user} / {pw} (temporary, ask {g.pick(PEOPLE)} before changing).",
        f"Router admin page 192.168.1.1 -> admin / {pw}",
        f"creds for {svc}: {user} {pw}",
    ])
    keep = [svc] if svc in s else ["Router admin page 192.168.1.1"]
    return s, [pw], keep


@t("credential_prose_nokw", "zh", n=5)
def p_nokw_slash_zh(g):
    pw = g.any_pw()
    svc = g.pick(SERVICES)
    s = g.pick([
        f"实验室集群的 {svc}：admin / {pw}（临时的，改之前问{g.pick(ZH_PEOPLE)}）",
        f"{svc} 账号 {g.pick(USERS)}，{pw}，登上去先改掉。",
        f"家里 NAS 进后台是 admin 加 {pw}，端口 5001。",
    ])
    keep = [svc] if svc in s else ["家里 NAS 进后台", "端口 5001"]
    return s, [pw], keep


# ---- passphrases of ordinary words ----------------------------------------
def _halves(pp, sep=" "):
    w = pp.split(sep)
    h = (len(w) + 1) // 2
    return [sep.join(w[:h]), sep.join(w[h - 1:]) if len(w) % 2 else sep.join(w[h:])]


@t("passphrase_words", "en")
def p_pass_en(g):
    pp = g.passphrase()
    s, keep = g.pick([
        (f"LUKS on the new laptop unlocks with: {pp}", ["LUKS on the new laptop"]),
        (f"Team vault (KeePassXC) master phrase is \"{pp}\" — same as last quarter.", ["Team vault (KeePassXC)", "same as last quarter"]),
        (f"BitLocker fallback for the kiosk PCs, type exactly: {pp}", ["BitLocker fallback for the kiosk PCs"]),
        (f"The 1Password emergency kit phrase for the family account: {pp}.", ["1Password emergency kit"]),
    ])
    return s, [pp] + _halves(pp), keep


@t("passphrase_words", "zh")
def p_pass_zh(g):
    pp = g.passphrase()
    s, keep = g.pick([
        (f"新笔记本的磁盘加密开机要输：{pp}", ["新笔记本的磁盘加密"]),
        (f"团队 KeePass 库的主口令是「{pp}」，和上季度一样。", ["团队 KeePass 库", "和上季度一样"]),
        (f"移动硬盘 VeraCrypt 卷解锁短语：{pp}（全小写，空格分隔）", ["移动硬盘 VeraCrypt 卷", "全小写，空格分隔"]),
    ])
    return s, [pp] + _halves(pp), keep


@t("passphrase_words", "en", n=3)
def p_seed_en(g):
    pp = g.passphrase(12)
    s = g.pick([
        f"Hardware wallet recovery words (write on paper, then delete this): {pp}",
        f"test wallet for the faucet bot — mnemonic: {pp}",
    ])
    return s, [pp] + _halves(pp), ["wallet"]


@t("passphrase_words", "zh", n=4)
def p_seed_zh(g):
    pp = g.passphrase(12)
    s = g.pick([
        f"冷钱包助记词（抄到纸上后删掉这条）：{pp}",
        f"测试网钱包的恢复短语 {pp} ，水龙头机器人在用",
    ])
    return s, [pp] + _halves(pp), ["钱包" if "钱包" in s else "测试网"]


@t("passphrase_words", "zh", n=3)
def p_pinyin_zh(g):
    pp = "-".join(g.sample(PINYIN, 4)) + "-" + g.digits(4)
    s = f"家里路由器的 WiFi 密码换成拼音那个了：{pp}，别告诉楼下。"
    return s, [pp], ["家里路由器的 WiFi", "别告诉楼下"]


# ---- split / wrapped secrets ----------------------------------------------
@t("split_secret", "en")
def p_split_en(g):
    tok = g.pick([g.ghp, g.glpat, g.npm, g.dapi])()
    a, b = tok[: len(tok) // 2], tok[len(tok) // 2:]
    s = g.pick([
        f"Pasting the CI token in two parts so the chat filter doesn't eat it: first half {a} and the second half {b}",
        f"token part 1: {a}\n(lunch)\ntoken part 2: {b}\n-- glue them together for the release job",
    ])
    return s, [a, b], ["release job" if "release job" in s else "the chat filter"]


@t("split_secret", "zh")
def p_split_zh(g):
    pw = g.pw(n=18)
    a, b = pw[:9], pw[9:]
    tok = g.pick([g.ghp, g.hf])()
    c, d = tok[: len(tok) // 2], tok[len(tok) // 2:]
    s, secs = g.pick([
        (f"堡垒机密码分两段发：前半段 {a}，后半段稍后短信发你 —— 后半段是 {b}", [a, b]),
        (f"部署用的 token 太长，拆成两行：\n{c}\n{d}\n拼起来放到 CI 变量里", [c, d]),
    ])
    return s, secs, ["堡垒机" if "堡垒机" in s else "拼起来放到 CI 变量里"]


@t("wrapped_secret", "en")
def p_wrap_en(g):
    tok = g.pick([g.sk_ant, g.sk_proj, g.pypi])()
    cut = g.randint(40, 60)
    a, b = tok[:cut], tok[cut:]
    s = (f"Saved from the terminal (it wrapped):\n  LLM_API_KEY={a}\n  {b}\n"
         f"Used by the summariser cron on worker-3.")
    return s, [a, b], ["LLM_API_KEY", "Used by the summariser cron on worker-3."]


@t("wrapped_secret", "zh")
def p_wrap_zh(g):
    tok = g.pick([g.sk_ant, g.sk_proj, g.azure_storage_key])()
    cut = g.randint(40, 60)
    a, b = tok[:cut], tok[cut:]
    s = f"从邮件里复制出来的 key 被折行了：\n{a}\n{b}\n放到 .env 的 MODEL_KEY 里"
    return s, [a, b], ["从邮件里复制出来的 key 被折行了", "MODEL_KEY"]


# ---- cookies / sessions ----------------------------------------------------
@t("session_cookie", "en")
def p_cookie_hdr_en(g):
    sid = g.token_urlsafe(32)
    csrf = g.b62(32)
    host = g.pick(["admin.shop-internal.net", "portal.example-corp.com", "grafana.lab.local"])
    s = (f"Repro for the 500, replay with:\ncurl -s https://{host}/api/orders/export \\\n"
         f"  -H 'Cookie: sessionid={sid}; csrftoken={csrf}' \\\n  -H 'Accept: text/csv'")
    return s, [sid, csrf], ["Repro for the 500", "Cookie:", "Accept: text/csv"]


@t("session_cookie", "zh", n=5)
def p_cookie_prose_zh(g):
    v = g.pick([lambda: "s%3A" + g.token_urlsafe(24) + "." + g.token_urlsafe(32),
                lambda: g.hexs(64), lambda: g.token_urlsafe(40)])()
    name = g.pick(["connect.sid", "JSESSIONID", "laravel_session", "_gitlab_session", "PHPSESSID"])
    s = g.pick([
        f"调试管理后台时用的是我浏览器里的 {name}={v}，过期了就重新登录拿。",
        f"爬虫先别走登录，直接带上 cookie：{name} 值为 {v}",
    ])
    return s, [v], [name]


@t("session_cookie", "en")
def p_cookie_code_en(g):
    v = g.token_urlsafe(g.pick([24, 32, 40]))
    lang = g.pick(["py", "js", "go"])
    if lang == "py":
        s = (f"# scraper.py (kept for the billing export)\nimport requests\n"
             f"r = requests.get(BASE + '/reports', cookies={{'session': '{v}'}}, timeout=30)")
        keep = ["scraper.py", "cookies=", "timeout=30"]
    elif lang == "js":
        s = (f"// puppeteer login skip\nawait page.setCookie({{ name: 'auth_session', value: '{v}', "
             f"domain: '.example-corp.com' }});")
        keep = ["puppeteer login skip", "auth_session", "domain: '.example-corp.com'"]
    else:
        s = (f"req.AddCookie(&http.Cookie{{Name: \"sid\", Value: \"{v}\"}})\n"
             f"resp, err := client.Do(req)")
        keep = ["req.AddCookie", "resp, err := client.Do(req)"]
    return s, [v], keep


@t("session_cookie", "zh")
def p_setcookie_zh(g):
    v = g.token_urlsafe(32)
    s = (f"抓包记录（登录接口返回）：\nHTTP/1.1 302 Found\nSet-Cookie: __Host-session={v}; Path=/; Secure; HttpOnly\n"
         f"Location: /dashboard")
    return s, [v], ["抓包记录", "Set-Cookie:", "Location: /dashboard"]


# ---- config formats ----------------------------------------------------------
@t("config_pgpass", "en")
def p_pgpass(g):
    rows, secs = [], []
    for _ in range(g.randint(1, 3)):
        pw = g.pw("alnum") if g.r.random() < 0.5 else g.pw()
        rows.append(f"{g.pick(HOSTS)}:{g.pick(['5432', '6432', '*'])}:{g.pick(DBS)}:{g.pick(USERS)}:{pw}")
        secs.append(pw)
    s = "~/.pgpass on the reporting VM (chmod 600):\n" + "\n".join(rows)
    return s, secs, ["~/.pgpass on the reporting VM (chmod 600):"]


@t("config_pgpass", "zh")
def p_pgpass_zh(g):
    pw = g.pw()
    host, db, user = g.pick(HOSTS), g.pick(DBS), g.pick(USERS)
    s = f"报表机上的 .pgpass 内容如下，psql 不用再输密码：\n{host}:5432:{db}:{user}:{pw}"
    return s, [pw], ["报表机上的 .pgpass 内容如下"]


@t("config_mycnf", "en")
def p_mycnf(g):
    pw = g.pw()
    q = g.pick(["", "\"", "'"])
    s = (f"# /etc/mysql/conf.d/backup.cnf\n[client]\nuser = {g.pick(USERS)}\n"
         f"password = {q}{pw}{q}\nhost = {g.pick(HOSTS)}\n\n[mysqldump]\nsingle-transaction")
    return s, [pw], ["[client]", "[mysqldump]", "single-transaction"]


@t("config_mycnf", "zh")
def p_mycnf_zh(g):
    pw = g.pw()
    s = (f"备份脚本读的是 ~/.my.cnf：\n[client]\nuser={g.pick(USERS)}\npass={pw}\n"
         f"socket=/var/run/mysqld/mysqld.sock")
    return s, [pw], ["备份脚本读的是 ~/.my.cnf", "socket=/var/run/mysqld/mysqld.sock"]


@t("config_xml", "en")
def p_xml_hibernate(g):
    pw = g.pw("xml")
    s = (f"<!-- hibernate.cfg.xml (legacy invoicing) -->\n<session-factory>\n"
         f"  <property name=\"hibernate.connection.url\">jdbc:postgresql://{g.pick(HOSTS)}:5432/{g.pick(DBS)}</property>\n"
         f"  <property name=\"hibernate.connection.username\">{g.pick(USERS)}</property>\n"
         f"  <property name=\"hibernate.connection.password\">{pw}</property>\n</session-factory>")
    return s, [pw], ["hibernate.connection.password", "legacy invoicing"]


@t("config_xml", "zh")
def p_xml_maven_zh(g):
    pw = g.pick([g.pw("xml"), "{" + g.b64s(44) + "}"])
    s = (f"Maven 私服的 settings.xml 片段（发布用）：\n<servers>\n  <server>\n    <id>nexus-releases</id>\n"
         f"    <username>{g.pick(USERS)}</username>\n    <password>{pw}</password>\n  </server>\n</servers>")
    return s, [pw], ["Maven 私服的 settings.xml 片段", "<id>nexus-releases</id>"]


@t("config_xml", "en")
def p_xml_webconfig(g):
    pw = g.pw("xml")
    s = (f"<connectionStrings>\n  <add name=\"Ledger\" providerName=\"System.Data.SqlClient\"\n"
         f"       connectionString=\"Server={g.pick(HOSTS)};Database={g.pick(DBS)};User Id=sa;Password={pw};TrustServerCertificate=True\" />\n"
         f"</connectionStrings>")
    return s, [pw], ["<connectionStrings>", "name=\"Ledger\"", "TrustServerCertificate=True"]


@t("config_xml", "zh")
def p_xml_nuget_zh(g):
    pw = g.pick([g.pw("xml"), g.b62(52)])
    s = (f"NuGet.config 里私有源的凭据（CI 上用）：\n<packageSourceCredentials>\n  <InternalFeed>\n"
         f"    <add key=\"Username\" value=\"ci-bot\" />\n    <add key=\"ClearTextPassword\" value=\"{pw}\" />\n"
         f"  </InternalFeed>\n</packageSourceCredentials>")
    return s, [pw], ["NuGet.config 里私有源的凭据", "ClearTextPassword"]


@t("config_properties", "en")
def p_props(g):
    pw = g.pw()
    s = (f"# application-prod.properties\nspring.datasource.url=jdbc:mysql://{g.pick(HOSTS)}:3306/{g.pick(DBS)}\n"
         f"spring.datasource.username={g.pick(USERS)}\nspring.datasource.password={pw}\nspring.jpa.open-in-view=false")
    return s, [pw], ["spring.datasource.password", "spring.jpa.open-in-view=false"]


@t("config_properties", "zh")
def p_props_zh(g):
    pw = g.pw()
    key = g.pick(["SIGNING_KEY_PASSWORD", "STORE_PASSWORD", "KEY_PASSWORD"])
    s = (f"安卓打包的 gradle.properties（别提交）：\nRELEASE_STORE_FILE=release.jks\n"
         f"RELEASE_{key}={pw}\norg.gradle.jvmargs=-Xmx4g")
    return s, [pw], ["安卓打包的 gradle.properties", f"RELEASE_{key}", "org.gradle.jvmargs=-Xmx4g"]


@t("config_json", "en")
def p_json_oauth(g):
    sec = g.pick([g.gocspx, g.azure_client_secret, lambda: g.token_urlsafe(32)])()
    s = ("oauth client for the calendar sync, from credentials.json:\n{\n  \"web\": {\n"
         f"    \"client_id\": \"{g.digits(12)}-{g.b62(32).lower()}.apps.googleusercontent.com\",\n"
         f"    \"client_secret\": \"{sec}\",\n    \"redirect_uris\": [\"https://sync.example-corp.com/cb\"]\n  }}\n}}")
    return s, [sec], ["client_secret", "calendar sync", "redirect_uris"]


@t("config_json", "zh")
def p_json_appsettings_zh(g):
    pw = g.pw("json")
    key = g.token_urlsafe(32)
    s = (f"appsettings.Production.json 关键部分：\n{{\n  \"ConnectionStrings\": {{ \"Main\": \"Host={g.pick(HOSTS)};Database={g.pick(DBS)};Username=app;Password={pw}\" }},\n"
         f"  \"Jwt\": {{ \"Issuer\": \"orders-api\", \"SigningKey\": \"{key}\" }}\n}}")
    return s, [pw, key], ["appsettings.Production.json 关键部分", "SigningKey", "\"Issuer\": \"orders-api\""]


@t("config_json", "en")
def p_json_dockercfg(g):
    user, pw = g.pick(USERS), g.pw()
    auth = __import__("base64").b64encode(f"{user}:{pw}".encode()).decode()
    s = ("~/.docker/config.json on the runner:\n{\n  \"auths\": {\n    \"registry.example-corp.com\": {\n"
         f"      \"auth\": \"{auth}\"\n    }}\n  }}\n}}")
    return s, [auth], ["~/.docker/config.json on the runner", "registry.example-corp.com"]


@t("config_hcl", "en")
def p_hcl(g):
    pw = g.pw()
    s = (f"resource \"aws_db_instance\" \"reports\" {{\n  engine         = \"postgres\"\n  instance_class = \"db.t3.medium\"\n"
         f"  username       = \"{g.pick(USERS)}\"\n  password       = \"{pw}\"\n  skip_final_snapshot = true\n}}")
    return s, [pw], ["resource \"aws_db_instance\" \"reports\"", "skip_final_snapshot = true"]


@t("config_hcl", "zh")
def p_hcl_zh(g):
    tok = g.pick([g.hvs, lambda: g.token_urlsafe(30)])()
    s = (f"terraform provider 先这样写死，后面改成环境变量：\nprovider \"vault\" {{\n"
         f"  address = \"https://vault.corp.local:8200\"\n  token   = \"{tok}\"\n}}")
    return s, [tok], ["terraform provider 先这样写死", "address = \"https://vault.corp.local:8200\""]


@t("config_dockerfile", "en")
def p_dockerfile(g):
    key = g.pick([g.sendgrid, g.stripe_sk, g.mailgun])()
    s = (f"FROM python:3.12-slim\nWORKDIR /app\nCOPY requirements.txt .\nRUN pip install -r requirements.txt\n"
         f"ENV MAIL_API_KEY={key}\nCOPY . .\nCMD [\"gunicorn\", \"app:app\"]")
    return s, [key], ["FROM python:3.12-slim", "MAIL_API_KEY", "CMD [\"gunicorn\", \"app:app\"]"]


@t("config_dockerfile", "zh")
def p_dockerfile_zh(g):
    pw = g.pw("shell")
    s = (f"这个 Dockerfile 有问题，把密码烤进镜像了：\nARG DB_PASS={pw}\n"
         f"RUN ./configure --with-db-user=app --with-db-pass=$DB_PASS")
    return s, [pw], ["这个 Dockerfile 有问题", "ARG DB_PASS", "--with-db-user=app"]


@t("config_k8s", "en")
def p_k8s_secret(g):
    pw = g.pw()
    b64 = __import__("base64").b64encode(pw.encode()).decode()
    enc = g.r.random() < 0.5
    body = f"data:\n  DB_PASSWORD: {b64}" if enc else f"stringData:\n  DB_PASSWORD: \"{pw}\""
    s = (f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: orders-db\n  namespace: {g.pick(ENVS)}\n"
         f"type: Opaque\n{body}")
    return s, [b64 if enc else pw], ["kind: Secret", "name: orders-db", "DB_PASSWORD"]


@t("config_k8s", "zh")
def p_k8s_env_zh(g):
    key = g.pick([g.sk_proj, g.sk_ant, g.hf])()
    s = (f"临时在 deployment 里直接写了 env，回头换成 secretKeyRef：\n      containers:\n      - name: summarizer\n"
         f"        env:\n        - name: MODEL_API_KEY\n          value: \"{key}\"")
    return s, [key], ["回头换成 secretKeyRef", "MODEL_API_KEY", "name: summarizer"]


@t("config_netrc", "en")
def p_netrc(g):
    pw = g.pick([g.pw(), g.ghp(), g.glpat()])
    s = (f"~/.netrc so that git over https stops prompting:\nmachine {g.pick(['git.example-corp.com', 'gitlab.internal', 'github.com'])}\n"
         f"  login {g.pick(USERS)}\n  password {pw}")
    return s, [pw], ["~/.netrc so that git over https stops prompting"]


@t("config_npmrc", "zh")
def p_npmrc_zh(g):
    tok = g.npm()
    s = f"前端仓库的 .npmrc（发包用）：\n@corp:registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken={tok}"
    return s, [tok], ["前端仓库的 .npmrc", "@corp:registry=https://registry.npmjs.org/"]


@t("config_framework_key", "en")
def p_django(g):
    key = g.pick([g.django_key, lambda: g.hexs(128), lambda: g.token_urlsafe(48)])()
    s, keep = g.pick([
        (f"settings/prod.py\nDEBUG = False\nSECRET_KEY = '{key}'\nALLOWED_HOSTS = ['shop.example-corp.com']", ["DEBUG = False", "SECRET_KEY", "ALLOWED_HOSTS"]),
        (f"config/credentials (decrypted for debugging):\nsecret_key_base: {key}\naws:\n  region: eu-west-1", ["secret_key_base", "region: eu-west-1"]),
        (f"app.config[\"SECRET_KEY\"] = \"{key}\"  # flask sessions break if this changes", ["app.config[\"SECRET_KEY\"]", "flask sessions break if this changes"]),
    ])
    return s, [key], keep


@t("config_framework_key", "zh")
def p_laravel_zh(g):
    key = "base64:" + g.azure_storage_key()[:44]
    s = f"Laravel 的 .env 里 APP_KEY 不能丢，不然 session 全失效：\nAPP_ENV=production\nAPP_KEY={key}\nAPP_DEBUG=false"
    return s, [key[7:]], ["APP_KEY", "APP_ENV=production", "APP_DEBUG=false"]


@t("config_misc", "en")
def p_redis_conf(g):
    pw = g.pw("alnum", n=32)
    s, keep = g.pick([
        (f"redis.conf diff on cache-01:\n-# requirepass foobared\n+requirepass {pw}\n maxmemory 2gb", ["redis.conf diff on cache-01", "maxmemory 2gb"]),
        (f"pgbouncer userlist.txt:\n\"{g.pick(USERS)}\" \"{pw}\"\n(auth_type = plain for now)", ["pgbouncer userlist.txt", "auth_type = plain for now"]),
        (f"[odbc] DSN for the BI tool\nDriver=ODBC Driver 18 for SQL Server\nServer={g.pick(HOSTS)}\nUID=bi_reader\nPWD={pw}", ["DSN for the BI tool", "Driver=ODBC Driver 18 for SQL Server"]),
    ])
    return s, [pw], keep


@t("config_misc", "zh")
def p_rclone_zh(g):
    key = g.aws_secret()
    kid = g.aws_id()
    s = (f"rclone.conf 里备份到 S3 的那段：\n[s3-backup]\ntype = s3\nprovider = AWS\naccess_key_id = {kid}\n"
         f"secret_access_key = {key}\nregion = ap-east-1")
    return s, [kid, key], ["rclone.conf 里备份到 S3 的那段", "[s3-backup]", "region = ap-east-1"]


@t("config_misc", "en")
def p_wpconfig(g):
    pw = g.pw()
    s = (f"wp-config.php on the marketing site:\ndefine( 'DB_NAME', 'wp_marketing' );\ndefine( 'DB_USER', 'wp' );\n"
         f"define( 'DB_PASSWORD', '{pw}' );\ndefine( 'DB_HOST', 'localhost' );")
    return s, [pw], ["wp-config.php on the marketing site", "DB_PASSWORD", "define( 'DB_HOST', 'localhost' );"]


@t("config_env", "zh")
def p_env_zh(g):
    a, b = g.pw(), g.pick([g.stripe_sk, g.whsec])()
    s = f"支付服务 .env（测试机）：\nPORT=8080\nPOSTGRES_PASSWORD={a}\nSTRIPE_KEY={b}\nLOG_LEVEL=info"
    return s, [a, b], ["支付服务 .env", "POSTGRES_PASSWORD", "STRIPE_KEY", "LOG_LEVEL=info"]


# ---- positional credentials in code -----------------------------------------
@t("code_positional_cred", "en")
def p_code_py(g):
    pw = g.pw()
    s, keep = g.pick([
        (f"conn = pymysql.connect(\"{g.pick(HOSTS)}\", \"{g.pick(USERS)}\", \"{pw}\", \"{g.pick(DBS)}\")", ["conn = pymysql.connect("]),
        (f"server = smtplib.SMTP_SSL('smtp.example-corp.com', 465)\nserver.login('alerts@example-corp.com', '{pw}')", ["server.login(", "smtp.example-corp.com"]),
        (f"ftp = ftplib.FTP('ftp.partner-feeds.net')\nftp.login('feeds', '{pw}')\nftp.cwd('/outbound')", ["ftp.login(", "ftp.cwd('/outbound')"]),
        (f"resp = requests.get(url, auth=('{g.pick(USERS)}', '{pw}'), timeout=10)", ["resp = requests.get(url, auth=(", "timeout=10"]),
        (f"ssh.connect('{g.pick(HOSTS)}', 22, 'root', '{pw}')", ["ssh.connect("]),
    ])
    return s, [pw], keep


@t("code_positional_cred", "zh")
def p_code_misc_zh(g):
    pw = g.pw()
    s, keep = g.pick([
        (f"// 老代码，Java 直连\nConnection c = DriverManager.getConnection(url, \"{g.pick(USERS)}\", \"{pw}\");", ["老代码，Java 直连", "DriverManager.getConnection(url,"]),
        (f"<?php // 报表页\n$pdo = new PDO($dsn, 'report', '{pw}');", ["报表页", "$pdo = new PDO($dsn, 'report',"]),
        (f"# 这段 C# 里写死了\nvar cred = new NetworkCredential(\"svc-print\", \"{pw}\", \"CORP\");", ["这段 C# 里写死了", "new NetworkCredential("]),
        (f"$link = mysqli_connect('localhost', 'shop', '{pw}', 'shop_db'); // 旧商城", ["mysqli_connect(", "旧商城"]),
    ])
    return s, [pw], keep


@t("code_positional_cred", "en")
def p_code_go_js(g):
    pw = g.pw("url")
    tok = g.pick([g.ghp, g.xoxb, g.lin_api])()
    s, secs, keep = g.pick([
        (f"db, err := sql.Open(\"mysql\", \"{g.pick(USERS)}:{pw}@tcp({g.pick(HOSTS)}:3306)/{g.pick(DBS)}?parseTime=true\")", [pw], ["sql.Open(\"mysql\"", "parseTime=true"]),
        (f"const client = new WebClient('{tok}');\nawait client.chat.postMessage({{ channel: '#deploys', text }});", [tok], ["const client = new WebClient(", "#deploys"]),
        (f"gh = Github(\"{tok}\")\nrepo = gh.get_repo(\"corp/infra\")", [tok], ["gh = Github(", "repo = gh.get_repo(\"corp/infra\")"]),
        (f"r := redis.NewClient(&redis.Options{{Addr: \"cache-01:6379\", Password: \"{pw}\", DB: 2}})", [pw], ["redis.NewClient", "DB: 2"]),
    ])
    return s, secs, keep


@t("code_positional_cred", "zh")
def p_code_ruby_zh(g):
    pw = g.pw()
    key = g.pick([g.sk_proj, g.sk_ant])()
    s, secs, keep = g.pick([
        (f"# 邮件通知（Ruby）\nNet::SMTP.start('smtp.example-corp.com', 587, 'corp.com', 'notify', '{pw}', :login) do |smtp|", [pw], ["邮件通知（Ruby）", "Net::SMTP.start("]),
        (f"# 调内部接口（Ruby）\nreq = Net::HTTP::Get.new(uri)\nreq.basic_auth('reporter', '{pw}')", [pw], ["调内部接口（Ruby）", "req = Net::HTTP::Get.new(uri)"]),
        (f"// 摘要服务初始化\nconst openai = new OpenAI({{ apiKey: \"{key}\" }});", [key], ["摘要服务初始化", "new OpenAI("]),
    ])
    return s, secs, keep


# ---- CLI flags and positional CLI args ---------------------------------------
@t("cli_password_flag", "en")
def p_cli_en(g):
    pw = g.pw("shell")
    n = g.digits(3)
    s, keep = g.pick([
        (f" {n}  mysql -h {g.pick(HOSTS)} -u {g.pick(USERS)} -p{pw} {g.pick(DBS)} < fix_dupes.sql", ["fix_dupes.sql"]),
        (f" {n}  rabbitmqctl add_user etl_worker {pw}\n {int(n)+1}  rabbitmqctl set_permissions -p / etl_worker \".*\" \".*\" \".*\"", ["rabbitmqctl add_user etl_worker", "set_permissions"]),
        (f" {n}  7z a -p{pw} -mhe=on exports_q3.7z exports/", ["exports_q3.7z"]),
        (f" {n}  zip -r -P {pw} handover.zip handover/", ["handover.zip"]),
        (f" {n}  sshpass -p '{pw}' ssh -o StrictHostKeyChecking=no root@{g.pick(HOSTS)}", ["StrictHostKeyChecking=no"]),
        (f" {n}  redis-cli -h cache-01 -a {pw} --no-auth-warning INFO memory", ["INFO memory", "--no-auth-warning"]),
        (f" {n}  ldapsearch -x -D 'cn=admin,dc=corp,dc=local' -w {pw} -b 'ou=people,dc=corp,dc=local'", ["ou=people,dc=corp,dc=local"]),
    ])
    return "shell history from bastion-2:\n" + s, [pw], ["shell history from bastion-2:"] + keep


@t("cli_password_flag", "zh", n=5)
def p_cli_zh(g):
    pw = g.pw("shell")
    s, keep = g.pick([
        (f"docker login registry.example-corp.com -u ci-bot -p {pw}", ["docker login registry.example-corp.com"]),
        (f"az login --service-principal -u {g.uuid()} -p {g.azure_client_secret()} --tenant {g.uuid()}", ["az login --service-principal"]),
        (f"keytool -importkeystore -srckeystore old.jks -destkeystore new.p12 -deststoretype PKCS12 -srcstorepass {pw} -deststorepass {pw}", ["keytool -importkeystore"]),
        (f"openssl enc -aes-256-cbc -salt -pbkdf2 -in dump.sql -out dump.sql.enc -pass pass:{pw}", ["openssl enc -aes-256-cbc", "dump.sql.enc"]),
        (f"smbclient //nas/share -U backup%{pw} -c 'ls'", ["smbclient //nas/share"]),
        (f"mosquitto_pub -h mqtt.iot.lan -u sensor -P {pw} -t 'home/temp' -m 21.5", ["mosquitto_pub -h mqtt.iot.lan", "home/temp"]),
        (f"wget --user=deploy --password={pw} https://files.example-corp.com/release.tar.gz", ["release.tar.gz"]),
    ])
    if "az login" in s:
        sec = s.split(" -p ")[1].split(" ")[0]
        return f"上次在跳板机执行的命令，记下来备用：\n{s}", [sec], ["上次在跳板机执行的命令"] + keep
    return f"上次在跳板机执行的命令，记下来备用：\n{s}", [pw], ["上次在跳板机执行的命令"] + keep


@t("cli_password_flag", "en")
def p_cli_env_en(g):
    pw = g.pw("shell")
    tok = g.pick([g.hvs, g.glpat, g.dop])()
    s, secs, keep = g.pick([
        (f"$ PGPASSWORD='{pw}' pg_dump -h {g.pick(HOSTS)} -U {g.pick(USERS)} -Fc {g.pick(DBS)} > nightly.dump", [pw], ["pg_dump", "nightly.dump"]),
        (f"$ vault login {tok}\nSuccess! You are now authenticated.", [tok], ["Success! You are now authenticated."]),
        (f"$ echo '{tok}' | gh auth login --with-token\n$ gh pr list", [tok], ["gh auth login --with-token", "gh pr list"]),
        (f"$ kubectl create secret generic smtp --from-literal=user=mailer --from-literal=password={pw} -n {g.pick(ENVS)}", [pw], ["kubectl create secret generic smtp"]),
        (f"$ htpasswd -b -c /etc/nginx/.htpasswd admin {pw}", [pw], ["/etc/nginx/.htpasswd"]),
        (f"$ gpg --batch --passphrase {pw} -d secrets.tar.gpg | tar x", [pw], ["secrets.tar.gpg"]),
    ])
    return s, secs, keep


@t("cli_password_flag", "zh")
def p_cli_restic_zh(g):
    pw = g.pick([g.pw("shell"), g.passphrase(4, "-")])
    s, keep = g.pick([
        (f"备份机 crontab：\n0 3 * * * RESTIC_PASSWORD={pw} restic -r s3:s3.amazonaws.com/corp-bak backup /srv", ["备份机 crontab", "restic -r s3:s3.amazonaws.com/corp-bak backup /srv"]),
        (f"borg 仓库口令：export BORG_PASSPHRASE='{pw}'，然后 borg create ::{{now}} /home", ["borg 仓库口令", "BORG_PASSPHRASE"]),
        (f"用 unrar x -p{pw} 供应商报价.rar 解压", ["供应商报价.rar"]),
        (f"xfreerdp /v:10.0.4.12 /u:administrator /p:{pw} /cert:ignore  # 财务那台 Windows", ["财务那台 Windows", "/cert:ignore"]),
    ])
    return s, [pw], keep


# ---- key pairs ----------------------------------------------------------
@t("keypair_cloud", "en")
def p_keypair_en(g):
    kid, sec = g.aws_id(), g.aws_secret()
    s, keep = g.pick([
        (f"New IAM user for the exporter: key id {kid}, secret {sec}. Scoped to the reports bucket.", ["New IAM user for the exporter", "Scoped to the reports bucket."]),
        (f"[profile reports]\naws_access_key_id = {kid}\naws_secret_access_key = {sec}\nregion = eu-west-1", ["[profile reports]", "aws_secret_access_key", "region = eu-west-1"]),
        (f"s3 = boto3.client('s3', aws_access_key_id='{kid}',\n                  aws_secret_access_key='{sec}')", ["boto3.client('s3'", "aws_secret_access_key"]),
        (f"Key pair for the uploader (ID then secret):\n{kid}\n{sec}", ["Key pair for the uploader (ID then secret):"]),
    ])
    return s, [kid, sec], keep


@t("keypair_cloud", "zh", n=5)
def p_keypair_zh(g):
    s, secs, keep = g.pick([
        (lambda a, b: (f"阿里云 OSS 的 AccessKey ID：{a}，AccessKey Secret：{b}，只给了读权限。", [a, b], ["阿里云 OSS", "只给了读权限"]))(g.ltai(), g.b62(30)),
        (lambda a, b: (f"腾讯云 COS 用的 SecretId={a} SecretKey={b}", [a, b], ["腾讯云 COS", "SecretId", "SecretKey"]))(g.akid(), g.b62(32)),
        (lambda a, b: (f"七牛的 AK 是 {a}，SK 是 {b}，上传脚本用。", [a, b], ["七牛的 AK 是", "上传脚本用"]))(g.chars(__import__("string").ascii_letters + "0123456789_-", 40), g.chars(__import__("string").ascii_letters + "0123456789_-", 40)),
    ])
    return s, secs, keep


@t("keypair_cloud", "en")
def p_keypair_azure(g):
    cid, ten, sec = g.uuid(), g.uuid(), g.azure_client_secret()
    s = g.pick([
        f"Service principal for the cost exporter:\nAZURE_CLIENT_ID={cid}\nAZURE_TENANT_ID={ten}\nAZURE_CLIENT_SECRET={sec}",
        f"App registration 'cost-exporter' — client {cid}, value of the new client secret: {sec} (expires in 180 days)",
    ])
    return s, [sec], ["cost exporter" if "cost exporter" in s else "App registration 'cost-exporter'"]


@t("keypair_cloud", "zh")
def p_twilio_zh(g):
    sid, tok = "AC" + g.hexs(32), g.hexs(32)
    ksid, ksec = g.twilio_sk(), g.b62(32)
    s, secs = g.pick([
        (f"短信通道（Twilio）：Account SID {sid}，Auth Token {tok}", [tok]),
        (f"Twilio API Key：{ksid}，对应的 secret 是 {ksec}，只显示一次", [ksid, ksec]),
    ])
    return s, secs, ["Twilio"]


# ---- well-known provider token shapes --------------------------------------
PROVIDERS_EN = [
    ("github_token", "ghp", "GitHub PAT for the release bot"),
    ("github_token", "github_pat", "fine-grained GitHub token (repo: infra, read-only)"),
    ("gitlab_token", "glpat", "GitLab deploy token for the mirror job"),
    ("slack_token", "xoxb", "Slack bot token for #oncall alerts"),
    ("slack_token", "xoxp", "my Slack user token for the export script"),
    ("stripe_key", "stripe_sk", "Stripe live key for refunds tooling"),
    ("stripe_key", "whsec", "Stripe webhook signing secret"),
    ("openai_key", "sk_proj", "OpenAI project key used by the tagger"),
    ("anthropic_key", "sk_ant", "Anthropic key for the eval harness"),
    ("google_api_key", "aiza", "Maps JS API key (restricted? no, not yet)"),
    ("npm_token", "npm", "npm automation token"),
    ("pypi_token", "pypi", "PyPI upload token for corp-utils"),
    ("sendgrid_key", "sendgrid", "SendGrid key for transactional mail"),
    ("hf_token", "hf", "Hugging Face read token"),
    ("do_token", "dop", "DigitalOcean token for the droplet cleanup"),
    ("shopify_token", "shpat", "Shopify admin API access token"),
    ("databricks_token", "dapi", "Databricks PAT for the nightly notebook"),
    ("grafana_token", "glsa", "Grafana service account token"),
    ("telegram_bot_token", "telegram", "Telegram bot token for the build notifier"),
    ("discord_bot_token", "discord_bot", "Discord bot token (moderation bot)"),
    ("postman_key", "pmak", "Postman API key"),
    ("newrelic_key", "nrak", "New Relic user key"),
    ("linear_key", "lin_api", "Linear API key for the triage script"),
    ("age_key", "age_key", "age identity for decrypting the sops files"),
]


@t("provider_token", "en", n=9)
def p_provider_en(g):
    kind, fn, label = g.pick(PROVIDERS_EN)
    tok = getattr(g, fn)()
    s = g.pick([f"{label}: {tok}", f"Saving this for later — {label} is {tok} (rotate after the demo).",
                f"- {label}\n  `{tok}`"])
    return s, [tok], [label]


PROVIDERS_ZH = [
    ("ghp", "GitHub 发版机器人的 token"), ("glpat", "GitLab 镜像任务的令牌"), ("xoxb", "Slack 告警机器人的 token"),
    ("stripe_sk", "Stripe 线上退款用的 key"), ("sk_proj", "打标签服务用的 OpenAI key"), ("sk_ant", "评测脚本的 Anthropic key"),
    ("aiza", "地图的 Google API key"), ("npm", "npm 发布令牌"), ("hf", "Hugging Face 读权限 token"),
    ("dop", "DigitalOcean 清理脚本的 token"), ("telegram", "构建通知的 Telegram 机器人 token"), ("age_key", "解 sops 文件用的 age 私钥"),
    ("sendgrid", "SendGrid 邮件 key"), ("dapi", "Databricks 夜间任务的 token"), ("whsec", "Stripe webhook 签名密钥"),
]


@t("provider_token", "zh", n=12)
def p_provider_zh(g):
    fn, label = g.pick(PROVIDERS_ZH)
    tok = getattr(g, fn)()
    s = g.pick([f"{label}：{tok}", f"先记在这里，{label}是 {tok}，演示完就轮换。", f"- {label}\n  `{tok}`"])
    return s, [tok], [label]


@t("provider_token", "en", n=4)
def p_provider_export_en(g):
    fn, var = g.pick([("ghp", "GH_TOKEN"), ("sk_ant", "ANTHROPIC_API_KEY"), ("hf", "HF_TOKEN"),
                      ("xoxb", "SLACK_BOT_TOKEN"), ("npm", "NPM_TOKEN"), ("dop", "DIGITALOCEAN_TOKEN")])
    tok = getattr(g, fn)()
    s = f"added to ~/.zshrc on the mac mini:\nexport {var}=\"{tok}\"\nexport PATH=\"$HOME/.local/bin:$PATH\""
    return s, [tok], ["added to ~/.zshrc on the mac mini", f"export {var}", "export PATH=\"$HOME/.local/bin:$PATH\""]


# ---- connection strings in driver syntax ------------------------------------
@t("conn_string_db", "en")
def p_dsn_en(g):
    pw = g.pw("url")
    host, db, user = g.pick(HOSTS), g.pick(DBS), g.pick(USERS)
    s, keep = g.pick([
        (f"Oracle thin string from the vendor: {user}/{pw}@//{host}:1521/ORCLPDB1", ["Oracle thin string from the vendor"]),
        (f"JDBC_URL=jdbc:postgresql://{host}:5432/{db}?user={user}&password={pw}&sslmode=require", ["JDBC_URL", "sslmode=require"]),
        (f"MONGO_URI=mongodb+srv://{user}:{pw}@cluster0.ab12c.mongodb.net/{db}?retryWrites=true", ["MONGO_URI", "retryWrites=true"]),
        (f"broker: amqp://{user}:{pw}@rabbit.internal:5672/%2F", ["broker:"]),
        (f"CACHE_URL=redis://:{pw}@cache-01.internal:6379/0", ["CACHE_URL"]),
    ])
    return s, [pw], keep


@t("conn_string_db", "zh", n=5)
def p_dsn_zh(g):
    pw = g.pw("url")
    host, db, user = g.pick(HOSTS), g.pick(DBS), g.pick(USERS)
    s, keep = g.pick([
        (f"数仓连接串：postgresql+psycopg2://{user}:{pw}@{host}:5432/{db}", ["数仓连接串"]),
        (f"SQL Server 连接字符串（报表用）：Data Source={host};Initial Catalog={db};User ID=rpt;Password={pw};", ["SQL Server 连接字符串", "Initial Catalog"]),
        (f"Azure 服务总线：Endpoint=sb://corp-bus.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey={g.azure_storage_key()[:44]}", ["Azure 服务总线", "SharedAccessKeyName=RootManageSharedAccessKey"]),
        (f"存储账户：DefaultEndpointsProtocol=https;AccountName=corplogs;AccountKey={g.azure_storage_key()};EndpointSuffix=core.windows.net", ["存储账户", "AccountName=corplogs", "EndpointSuffix=core.windows.net"]),
    ])
    if "SharedAccessKey=" in s or "AccountKey=" in s:
        marker = "SharedAccessKey=" if "SharedAccessKey=" in s else "AccountKey="
        sec = s.split(marker)[1].split(";")[0]
        return s, [sec], keep
    return s, [pw], keep


# ---- encryption tool keys ------------------------------------------------
@t("encryption_key", "en")
def p_enc_en(g):
    s, sec, keep = g.pick([
        (lambda k: (f"# sops key for the infra repo (~/.config/sops/age/keys.txt)\n# public key: age1{g.chars('qpzry9x8gf2tvdw0s3jn54khce6mua7l', 58)}\n{k}", k, ["sops key for the infra repo", "# public key:"]))(g.age_key()),
        (lambda k: (f"FERNET_KEY={k}  # airflow connections are encrypted with this", k, ["FERNET_KEY", "airflow connections are encrypted with this"]))(g.fernet()),
        (lambda k: (f"openssl enc -aes-256-cbc -K {k} -iv {g.hexs(32)} -in backup.tar -out backup.tar.enc", k, ["openssl enc -aes-256-cbc", "backup.tar.enc"]))(g.hexs(64)),
        (lambda k: (f"The ansible vault password file (.vault_pass) contains just one line: {k}", k, ["The ansible vault password file (.vault_pass)"]))(g.pw()),
    ])
    return s, [sec], keep


@t("encryption_key", "zh", n=5)
def p_enc_zh(g):
    s, sec, keep = g.pick([
        (lambda k: (f"数据库字段加密用的 AES 密钥（hex）：{k}，丢了数据就解不开了。", k, ["数据库字段加密用的 AES 密钥", "丢了数据就解不开了"]))(g.hexs(64)),
        (lambda k: (f"钉钉机器人加签的 secret：{k}", k, ["钉钉机器人加签的 secret"]))("SEC" + g.hexs(64)),
        (lambda k: (f"飞书机器人签名校验的 key 是 {k}，配合 webhook 用。", k, ["飞书机器人签名校验", "配合 webhook 用"]))(g.b62(22)),
        (lambda k: (f"TOTP 种子（两步验证，替换手机时用）：otpauth://totp/Corp:ops?secret={k}&issuer=Corp", k, ["TOTP 种子", "issuer=Corp"]))(g.totp_seed()),
    ])
    return s, [sec], keep


@t("encryption_key", "en", n=3)
def p_totp_en(g):
    k = g.totp_seed()
    spaced = " ".join(k[i:i + 4] for i in range(0, 32, 4)).lower()
    s = g.pick([f"2FA setup key for the shared AWS root (if the phone dies): {spaced}",
                f"otpauth://totp/AWS:root?secret={k}&issuer=AWS"])
    sec = spaced if spaced in s else k
    secs = [sec] if sec == k else [spaced[:19], spaced[20:]]
    return s, secs, ["AWS"]


# ---- PEM / service account ------------------------------------------------
@t("pem_private_key", "en")
def p_pem_en(g):
    block, picks = g.pem(g.pick(["RSA", "OPENSSH", "EC", "PKCS8"]))
    s = g.pick([f"deploy key for the docs mirror (id_ed25519 on build-07):\n{block}\n",
                f"ops-handover.md\n\n## SSH key for the legacy box\n```\n{block}\n```\nUser is ubuntu."])
    return s, picks, ["deploy key for the docs mirror" if "deploy key" in s else "## SSH key for the legacy box"]


@t("pem_private_key", "zh")
def p_pem_zh(g):
    block, picks = g.pem(g.pick(["RSA", "OPENSSH", "PKCS8"]))
    s = f"{g.pick(ZH_PEOPLE)}发来的堡垒机私钥，先存着：\n{block}\n用户名 ec2-user"
    return s, picks, ["发来的堡垒机私钥", "用户名 ec2-user"]


@t("gcp_service_account", "en", n=4)
def p_gcp_sa(g):
    block, picks = g.pem("PKCS8", escaped=True)
    kid = g.hexs(40)
    s = ("{\n  \"type\": \"service_account\",\n  \"project_id\": \"analytics-prod-381\",\n"
         f"  \"private_key_id\": \"{kid}\",\n  \"private_key\": \"{block}\\n\",\n"
         "  \"client_email\": \"bq-export@analytics-prod-381.iam.gserviceaccount.com\"\n}")
    return s, [kid] + picks, ["\"type\": \"service_account\"", "client_email"]


@t("gcp_service_account", "zh", n=3)
def p_gcp_sa_zh(g):
    block, picks = g.pem("PKCS8", escaped=True, lines=10)
    s = ("BigQuery 导出用的服务账号 key（json 只贴了关键字段）：\n"
         f"\"private_key\": \"{block}\\n\",\n\"client_email\": \"bq-export@analytics-prod-381.iam.gserviceaccount.com\"")
    return s, picks, ["BigQuery 导出用的服务账号 key", "client_email"]


# ---- JWT / bearer ----------------------------------------------------------
@t("bearer_jwt", "en")
def p_bearer_en(g):
    tok = g.pick([g.jwt, lambda: g.token_urlsafe(40)])()
    s = g.pick([
        f"Working request against the partner API:\nGET /v2/shipments?since=2026-11-01\nAuthorization: Bearer {tok}",
        f"fetch(url, {{ headers: {{ Authorization: `Bearer {tok}` }} }})  // partner API",
    ])
    return s, [tok], ["partner API", "Authorization"]


@t("bearer_jwt", "zh")
def p_bearer_zh(g):
    tok = g.jwt({"iss": "supabase", "ref": g.chars("abcdefghijklmnopqrstuvwxyz", 20), "role": "service_role"})
    s = g.pick([f"Supabase 的 service_role key（绕过 RLS，别放前端）：{tok}",
                f"接口调试：带上请求头 Authorization: Bearer {tok} 就能拿到全部订单"])
    return s, [tok], ["Supabase 的 service_role key" if "Supabase" in s else "接口调试"]


# ---- tokens in URLs ------------------------------------------------------
@t("token_in_url", "en")
def p_url_en(g):
    s, sec, keep = g.pick([
        (lambda k: (f"Slack incoming webhook for #deploys: https://hooks.slack.com/services/T0{g.chars('ABCDEFGHJKLMNPQRSTUVWXYZ0123456789', 8)}/B0{g.chars('ABCDEFGHJKLMNPQRSTUVWXYZ0123456789', 9)}/{k}", k, ["Slack incoming webhook for #deploys"]))(g.b62(24)),
        (lambda k: (f"notifier posts to https://api.telegram.org/bot{k}/sendMessage?chat_id=-100{g.digits(10)}", k, ["notifier posts to"]))(g.telegram()),
        (lambda k: (f"DISCORD_WEBHOOK=https://discord.com/api/webhooks/{g.digits(18)}/{k}", k, ["DISCORD_WEBHOOK"]))(g.chars("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_", 68)),
        (lambda k: (f"geocode check: https://maps.googleapis.com/maps/api/geocode/json?address=Berlin&key={k}", k, ["geocode check"]))(g.aiza()),
        (lambda k: (f"git remote set-url origin https://x-access-token:{k}@github.com/corp/infra.git", k, ["git remote set-url origin"]))(g.ghp()),
        (lambda k: (f"export bucket link (valid 7 days): https://corp-exports.s3.amazonaws.com/q3.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Expires=604800&X-Amz-Signature={k}", k, ["export bucket link (valid 7 days)"]))(g.hexs(64)),
    ])
    return s, [sec], keep


@t("token_in_url", "zh", n=5)
def p_url_zh(g):
    s, sec, keep = g.pick([
        (lambda k: (f"飞书群机器人地址：https://open.feishu.cn/open-apis/bot/v2/hook/{k}", k, ["飞书群机器人地址"]))(g.uuid()),
        (lambda k: (f"企业微信告警 webhook：https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key={k}", k, ["企业微信告警 webhook"]))(g.uuid()),
        (lambda k: (f"钉钉机器人：https://oapi.dingtalk.com/robot/send?access_token={k}", k, ["钉钉机器人"]))(g.hexs(64)),
        (lambda k: (f"内网 GitLab 克隆地址（带 token）：https://oauth2:{k}@gitlab.internal/data/etl.git", k, ["内网 GitLab 克隆地址"]))(g.glpat()),
        (lambda k: (f"Azure 共享访问链接：https://corplogs.blob.core.windows.net/audit/2026-11.zip?sv=2022-11-02&sr=b&sp=r&se=2026-12-31&sig={k}", k, ["Azure 共享访问链接"]))(g.token_urlsafe(32).replace("-", "%2B").replace("_", "%2F") + "%3D"),
    ])
    return s, [sec], keep


@t("token_in_url", "en", n=4)
def p_url_pw_en(g):
    pw = g.pw("url")
    s = g.pick([f"pip.conf on the build box:\n[global]\nindex-url = https://pypi-ro:{pw}@nexus.corp.local/repository/pypi/simple",
                f"~/.git-credentials\nhttps://{g.pick(USERS)}:{pw}@git.example-corp.com"])
    return s, [pw], ["pip.conf on the build box" if "pip.conf" in s else "~/.git-credentials"]


# ---- chat / mixed ------------------------------------------------------------
@t("chat_remark", "en")
def p_chat_en(g):
    pw = g.any_pw()
    p = g.pick(PEOPLE)
    s = g.pick([
        f"[14:02] {p}: can someone log into the kiosk? it's {pw}\n[14:03] me: thx, in.",
        f"{p} (DM): jenkins admin got reset, use {pw} for now and change it on first login",
        f"User told me their Zoom room passcode for the board call is {pw} — needed to rejoin.",
    ])
    return s, [pw], [p] if p in s else ["Zoom room passcode for the board call"]


@t("chat_remark", "zh")
def p_chat_zh(g):
    pw = g.any_pw()
    p = g.pick(ZH_PEOPLE)
    s = g.pick([
        f"[10:21] {p}：前台那台电脑开机输 {pw} 就进去了\n[10:22] 我：好的",
        f"{p}私聊说 jenkins 管理员被重置了，先用 {pw}，第一次登录后改掉",
        f"用户说会议室大屏的投屏码是 8841，管理后台则要输 {pw}",
    ])
    return s, [pw], [p] if p in s else ["会议室大屏的投屏码是 8841"]


@t("password_prose", "en", n=3)
def p_rotation_en(g):
    old, new = g.pw(), g.pw()
    s = f"Rotated the {g.pick(SERVICES)} service account today: old {old} is revoked, new one is {new}. Updated the runbook link only."
    return s, [old, new], ["Rotated the", "Updated the runbook link only."]


@t("password_prose", "zh", n=4)
def p_rotation_zh(g):
    old, new = g.pw(), g.pw()
    s = f"今天把 {g.pick(SERVICES)} 的服务账号换了：旧的 {old} 已作废，新的是 {new}。运行手册里只改了链接。"
    return s, [old, new], ["服务账号换了", "运行手册里只改了链接。"]


# =====================================================================
# NEGATIVES
# =====================================================================

@neg("neg_password_talk", "en", n=5)
def n_talk_en(g):
    s = g.pick([
        f"{g.pick(PEOPLE)} asked how to reset a forgotten password on {g.pick(SERVICES)}; pointed them to the self-service portal.",
        "Reminder: never put passwords in the wiki; use the team vault and share an entry link instead.",
        f"The {g.pick(SERVICES)} login failed because the password had expired, not because of the VPN.",
        "Password rotation for service accounts moves to a 90-day cycle starting next quarter.",
        "We agreed the token should live in the secret manager, and the app reads it at start-up.",
    ])
    return s, [], [s]


@neg("neg_password_talk", "zh", n=5)
def n_talk_zh(g):
    s = g.pick([
        f"{g.pick(ZH_PEOPLE)}问 {g.pick(SERVICES)} 忘记密码怎么重置，我让他走自助门户。",
        "提醒：密码不要写进 wiki，统一放团队密码库，分享条目链接即可。",
        f"{g.pick(SERVICES)} 登录失败是因为密码过期了，跟 VPN 没关系。",
        "服务账号的口令轮换周期从下季度起改成 90 天。",
        "讨论结果：令牌放到密钥管理服务里，应用启动时再去读。",
    ])
    return s, [], [s]


@neg("neg_password_policy", "en", n=5)
def n_policy_en(g):
    n1, n2 = g.randint(10, 16), g.randint(60, 180)
    s, keep = g.pick([
        (f"identity.yaml\npassword_min_length: {n1}\npassword_max_age_days: {n2}\nrequire_mfa: true", [f"password_min_length: {n1}", f"password_max_age_days: {n2}"]),
        (f"PASSWORD_HISTORY={g.randint(3, 12)} and PASSWORD_LOCKOUT_ATTEMPTS={g.randint(3, 10)} are set in the IdP policy.", None),
        (f"Password: (none) — the kiosk account logs in with a badge only.", ["Password: (none)"]),
        (f"password= (set via Vault at deploy time)", ["password= (set via Vault at deploy time)"]),
        (f"auth:\n  password: null\n  password_file: /run/secrets/db_password\n  password_env: DB_PASSWORD", ["password: null", "password_file: /run/secrets/db_password", "password_env: DB_PASSWORD"]),
    ])
    return s, [], keep or [s]


@neg("neg_password_policy", "zh", n=5)
def n_policy_zh(g):
    n1 = g.randint(8, 16)
    s, keep = g.pick([
        (f"密码策略：password_min_length={n1}，必须含大小写和数字，90 天过期。", [f"password_min_length={n1}", "90 天过期"]),
        (f"密码：（无）—— 这个账号只能用工卡登录。", ["密码：（无）"]),
        (f"password: (见 1Password 里的「报表库」条目)", ["password: (见 1Password 里的「报表库」条目)"]),
        (f"配置说明：password 字段留空时从环境变量 DB_PASSWORD 读取。", None),
        (f"密码错误次数上限 PASSWORD_LOCKOUT={g.randint(3, 10)}，锁定 30 分钟。", None),
    ])
    return s, [], keep or [s]


@neg("neg_password_port_db", "en", n=5)
def n_portdb_en(g):
    host, db, user = g.pick(HOSTS), g.pick(DBS), g.pick(USERS)
    port = g.pick(["5432", "3306", "6432", "1433"])
    s, keep = g.pick([
        (f"password: {host}:{port}/{db} is the target, the credential itself comes from PGPASSFILE.", [f"{host}:{port}/{db}"]),
        (f"DATABASE_URL=postgres://{user}@{host}:{port}/{db}  (no password: peer auth via the socket)", [f"{host}:{port}/{db}", "no password: peer auth via the socket"]),
        (f"Where does the password go? Not here — port={port} dbname={db} user={user} sslmode=verify-full", [f"port={port} dbname={db} user={user} sslmode=verify-full"]),
        (f"mysql password reset for '{user}'@'%' done on {host}, port {port}, schema {db}.", [f"'{user}'@'%'", f"port {port}, schema {db}."]),
    ])
    return s, [], keep


@neg("neg_password_port_db", "zh", n=5)
def n_portdb_zh(g):
    host, db, user = g.pick(HOSTS), g.pick(DBS), g.pick(USERS)
    port = g.pick(["5432", "3306", "6432", "1433"])
    s, keep = g.pick([
        (f"密码：不在这里，连接地址是 {host}:{port}/{db}，账号 {user}，凭据走 .pgpass。", [f"{host}:{port}/{db}", f"账号 {user}"]),
        (f"password 那一栏别填端口：port={port}，dbname={db}，密码由 Vault 注入。", [f"port={port}，dbname={db}", "密码由 Vault 注入"]),
        (f"连接串 postgresql://{user}@{host}:{port}/{db} 没带密码，用的是 IAM 认证。", [f"{host}:{port}/{db}", "没带密码，用的是 IAM 认证"]),
    ])
    return s, [], keep


@neg("neg_placeholder", "en")
def n_placeholder_en(g):
    s, keep = g.pick([
        ("DB_PASSWORD=<your-password-here>\nAPI_KEY=changeme\nSECRET_KEY=${SECRET_KEY}", ["DB_PASSWORD=<your-password-here>", "API_KEY=changeme", "SECRET_KEY=${SECRET_KEY}"]),
        ("password: \"{{ vault_db_password }}\"  # templated by ansible", ["password: \"{{ vault_db_password }}\""]),
        ("token: ${{ secrets.RELEASE_TOKEN }} in the workflow; the value lives in repo settings.", ["token: ${{ secrets.RELEASE_TOKEN }}"]),
        ("export GITHUB_TOKEN=$(gh auth token)  # never hard-code it", ["export GITHUB_TOKEN=$(gh auth token)"]),
        ("password=[已脱敏:password] was already scrubbed by the importer; leave it as is.", ["password=[已脱敏:password]"]),
        ("api_key = os.environ[\"PAYMENTS_API_KEY\"]  # set in the systemd unit", ["api_key = os.environ[\"PAYMENTS_API_KEY\"]"]),
        ("Authorization: Bearer <token>   (replace <token> with the value from the portal)", ["Authorization: Bearer <token>"]),
        ("mysql -u root -p   # prompts for the password, nothing stored", ["mysql -u root -p"]),
    ])
    return s, [], keep


@neg("neg_placeholder", "zh")
def n_placeholder_zh(g):
    s, keep = g.pick([
        ("配置模板：DB_PASSWORD=请填写数据库密码，API_KEY=xxxxxxxx", ["DB_PASSWORD=请填写数据库密码", "API_KEY=xxxxxxxx"]),
        ("密码=[已脱敏:password]，这是导入时已经打码过的，保持原样。", ["密码=[已脱敏:password]"]),
        ("token 写成 ${CI_JOB_TOKEN} 就行，GitLab 会自动注入。", ["${CI_JOB_TOKEN}"]),
        ("password: ******（截图里已经打码）", ["password: ******"]),
        ("secret_key = os.getenv(\"APP_SECRET\")  # 生产从 KMS 解出来", ["secret_key = os.getenv(\"APP_SECRET\")"]),
        ("示例里的 your_api_key_here 记得换成自己的 key。", ["your_api_key_here"]),
        ("psql -W 会交互式提示输入密码，不会留在历史里。", ["psql -W"]),
    ])
    return s, [], keep


@neg("neg_hash_id", "en")
def n_hash_en(g):
    sha, full = g.sha(40), g.sha(64)
    s, keep = g.pick([
        (f"Bisected the regression to commit {sha}; reverting it fixes the token refresh loop.", [sha, "token refresh loop"]),
        (f"image pinned to ghcr.io/corp/api@sha256:{full}", [f"sha256:{full}"]),
        (f"Release tarball checksum (SHA-256): {full}", [full]),
        (f"git cherry-pick {sha[:12]} onto release/2.8 — it's the password-reset email fix.", [sha[:12], "password-reset email fix"]),
        (f"\"integrity\": \"sha512-{g.b64s(86)}==\"", None),
    ])
    return s, [], keep or [s]


@neg("neg_hash_id", "zh")
def n_hash_zh(g):
    sha, full = g.sha(40), g.sha(64)
    s, keep = g.pick([
        (f"问题定位到提交 {sha}，回滚后 token 刷新死循环就好了。", [sha]),
        (f"镜像固定为 registry.cn-hangzhou.aliyuncs.com/corp/web@sha256:{full}", [f"sha256:{full}"]),
        (f"安装包的 SHA256 校验值：{full}，下载后核对一下。", [full]),
        (f"Nix 路径 /nix/store/{g.chars('0123456789abcdfghijklmnpqrsvwxyz', 32)}-python3-3.12.4 是缓存里的。", None),
    ])
    return s, [], keep or [s]


@neg("neg_uuid_id", "en")
def n_uuid_en(g):
    u = g.uuid()
    s, keep = g.pick([
        (f"Support ticket trace id {u} — customer could not reset their password, mail bounced.", [u]),
        (f"tenant_id: {u}\nsubscription: corp-prod\nregion: westeurope", [f"tenant_id: {u}"]),
        (f"Stripe customer cus_{g.b62(14)} and invoice in_{g.b62(24)} are the ones with the failed token charge.", None),
        (f"request_id={u} status=401 reason=\"token expired\" path=/api/v1/me", None),
        (f"Order #{g.digits(9)} / shipment {g.chars('ABCDEFGHJKLMNPQRSTUVWXYZ', 2)}{g.digits(9)}DE has tracking but no key yet.", None),
    ])
    return s, [], keep or [s]


@neg("neg_uuid_id", "zh")
def n_uuid_zh(g):
    u = g.uuid()
    s, keep = g.pick([
        (f"工单追踪 ID {u}，用户重置密码时邮件被退回。", [u]),
        (f"订单号 {g.digits(18)}，支付流水号 {g.digits(28)}，退款已发起。", None),
        (f"日志：request_id={u} 状态 401，原因「token 过期」", None),
        (f"设备序列号 {g.chars('ABCDEFGHJKLMNPQRSTUVWXYZ0123456789', 12)}，保修到 2027 年。", None),
    ])
    return s, [], keep or [s]


@neg("neg_version_port", "en")
def n_version_en(g):
    v = f"{g.randint(1, 9)}.{g.randint(0, 30)}.{g.randint(0, 20)}"
    s, keep = g.pick([
        (f"Upgraded keycloak to {v}; the password grant is deprecated, switch clients to PKCE.", None),
        (f"token endpoint moved to :{g.randint(8000, 9999)}/oauth/token after the {v} upgrade.", None),
        (f"secret-manager sidecar v{v}-alpine, listens on 127.0.0.1:{g.randint(8000, 9999)}", None),
        (f"KEY_ROTATION_DAYS=30\nSESSION_TTL_SECONDS={g.randint(600, 86400)}\nMAX_LOGIN_ATTEMPTS=5", None),
    ])
    return s, [], keep or [s]


@neg("neg_version_port", "zh")
def n_version_zh(g):
    v = f"{g.randint(1, 9)}.{g.randint(0, 30)}.{g.randint(0, 20)}"
    s = g.pick([
        f"keycloak 升到了 {v}，密码模式已废弃，客户端改用 PKCE。",
        f"令牌接口升级 {v} 后迁到了 {g.randint(8000, 9999)} 端口。",
        f"会话超时 SESSION_TTL={g.randint(600, 86400)} 秒，密钥轮换 KEY_ROTATION_DAYS=30。",
    ])
    return s, [], [s]


@neg("neg_token_llm", "en")
def n_llm_en(g):
    s = g.pick([
        f"Set max_tokens={g.pick(['1024', '4096', '8192'])} and temperature=0.2 for the summariser; prompt tokens average {g.randint(900, 3000)}.",
        f"The tokenizer splits 'password' into 2 tokens; context window is {g.pick(['128k', '200k', '32k'])} tokens.",
        "Token budget exceeded on the nightly digest — cut the retrieval to top-5.",
        f"Billing: {g.randint(1, 9)}.{g.randint(1, 9)}M input tokens, {g.randint(100, 900)}k output tokens this week.",
    ])
    return s, [], [s]


@neg("neg_token_llm", "zh")
def n_llm_zh(g):
    s = g.pick([
        f"摘要模型设 max_tokens={g.pick(['1024', '4096'])}，temperature=0.2，平均输入 {g.randint(900, 3000)} 个 token。",
        "分词器把「密码」切成 2 个 token，上下文窗口 128k。",
        f"本周用量：输入 {g.randint(1, 9)}.{g.randint(1, 9)}M token，输出 {g.randint(100, 900)}k token。",
    ])
    return s, [], [s]


@neg("neg_sk_words", "en")
def n_sk_en(g):
    s = g.pick([
        "pip install scikit-learn; the sk-learn alias is not a real package.",
        f"Ticket SK-{g.digits(4)} tracks the task-runner refactor (risk-ask-owner).",
        "Branch name: fix/disk-key-mapping-for-sk-keyboard-layout",
        "Use sk_test_ keys only in the sandbox; sk_live_ keys belong in the vault, never in code.",
        "The SSH public key goes in authorized_keys; the private key never leaves the laptop.",
    ])
    return s, [], [s]


@neg("neg_sk_words", "zh")
def n_sk_zh(g):
    s = g.pick([
        "装 scikit-learn 时别写成 sk-learn，那个包不存在。",
        f"工单 SK-{g.digits(4)} 跟踪 task-runner 重构。",
        "沙箱里只用 sk_test_ 开头的 key，sk_live_ 的放保险库，不进代码。",
        "公钥放 authorized_keys，私钥永远不离开笔记本。",
    ])
    return s, [], [s]


@neg("neg_public_key", "en")
def n_pub_en(g):
    body = "AAAAC3NzaC1lZDI1NTE5AAAAI" + g.b64s(43)
    s, keep = g.pick([
        (f"Added {g.pick(PEOPLE)}'s public key to bastion-2:\nssh-ed25519 {body} laptop-2026", [f"ssh-ed25519 {body}"]),
        (f"known_hosts entry for git.example-corp.com: ssh-ed25519 {body}", [f"ssh-ed25519 {body}"]),
        (f"-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE{g.b64s(28)}\n{g.b64s(60)}==\n-----END PUBLIC KEY-----\n(verifier key for the webhook signatures, safe to share)", None),
        (f"age recipient (public) for the backups: age1{g.chars('qpzry9x8gf2tvdw0s3jn54khce6mua7l', 58)}", None),
    ])
    return s, [], keep or [s]


@neg("neg_public_key", "zh")
def n_pub_zh(g):
    body = "AAAAC3NzaC1lZDI1NTE5AAAAI" + g.b64s(43)
    s, keep = g.pick([
        (f"把{g.pick(ZH_PEOPLE)}的公钥加到跳板机了：ssh-ed25519 {body} work-mbp", [f"ssh-ed25519 {body}"]),
        (f"备份用的 age 公钥（可以公开）：age1{g.chars('qpzry9x8gf2tvdw0s3jn54khce6mua7l', 58)}", None),
        (f"GPG 公钥指纹 {' '.join(g.chars('0123456789ABCDEF', 4) for _ in range(10))}，签名校验用。", None),
    ])
    return s, [], keep or [s]


@neg("neg_example_key", "en", n=4)
def n_example_en(g):
    s = g.pick([
        "AWS docs example: aws_access_key_id = AKIAIOSFODNN7EXAMPLE, aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
        "The Stripe docs use sk_test_4eC39HqLyjWDarjtT1zdp7dc in every snippet; ours is in the vault.",
        "jwt.io's sample token header eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9 decodes to {\"alg\":\"HS256\",\"typ\":\"JWT\"}.",
        "In the README the connection string is postgres://user:password@localhost:5432/mydb as a template.",
    ])
    keep = {"AWS": ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"],
            "The ": ["sk_test_4eC39HqLyjWDarjtT1zdp7dc"],
            "jwt": ["eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9"],
            "In t": ["postgres://user:password@localhost:5432/mydb"]}[s[:4] if s[:4] in ("The ", "In t") else s[:3]]
    return s, [], keep


@neg("neg_example_key", "zh", n=4)
def n_example_zh(g):
    s, keep = g.pick([
        ("AWS 官方文档里的示例密钥 AKIAIOSFODNN7EXAMPLE 不是真的，可以放心写进教程。", ["AKIAIOSFODNN7EXAMPLE"]),
        ("文档示例连接串：mysql://user:password@localhost:3306/test，照着改成自己的。", ["mysql://user:password@localhost:3306/test"]),
        ("示例口令 correct horse battery staple 出自 xkcd，只用来说明长口令更安全。", ["correct horse battery staple"]),
        ("教程里的 Bearer token 写的是 YOUR_ACCESS_TOKEN，只是个占位符。", ["YOUR_ACCESS_TOKEN"]),
    ])
    return s, [], keep


@neg("neg_bracket_remark", "en")
def n_bracket_en(g):
    svc = g.pick(SERVICES)
    s, keep = g.pick([
        (f"{svc}: user admin, password (ask {g.pick(PEOPLE)}, not written down)", None),
        (f"passphrase: [stored in the safe, envelope #{g.randint(2, 40)}]", None),
        (f"token = (rotated weekly by the operator, see runbook §4.2)", None),
        (f"| {svc} | admin | (SSO only) | prod |", None),
        (f"secret: \"\" (empty on purpose: the dev instance runs without auth)", None),
    ])
    return s, [], keep or [s]


@neg("neg_bracket_remark", "zh")
def n_bracket_zh(g):
    svc = g.pick(SERVICES)
    s = g.pick([
        f"{svc}：账号 admin，密码（问{g.pick(ZH_PEOPLE)}，没记下来）",
        f"口令：【存在保险柜里，第 {g.randint(2, 40)} 号信封】",
        "token =（运维每周自动轮换，见手册 4.2 节）",
        f"| {svc} | admin | （仅 SSO） | 生产 |",
    ])
    return s, [], [s]


@neg("neg_code_no_secret", "en")
def n_code_en(g):
    s = g.pick([
        "def check_password(user, password):\n    return bcrypt.checkpw(password.encode(), user.pw_hash)",
        "conn = psycopg2.connect(dsn=os.environ[\"DATABASE_URL\"])",
        "const token = await getToken({ req, secret: process.env.NEXTAUTH_SECRET });",
        "if err := validatePassword(input.Password, policy); err != nil {\n    return ErrWeakPassword\n}",
        "password_hash = Column(String(128), nullable=False)",
        "@app.post('/login')\ndef login(form: LoginForm):\n    token = issue_token(form.username)",
    ])
    return s, [], [s]


@neg("neg_code_no_secret", "zh")
def n_code_zh(g):
    s = g.pick([
        "# 校验密码强度\nif len(password) < 12:\n    raise ValueError(\"密码太短\")",
        "token = request.headers.get(\"Authorization\", \"\").removeprefix(\"Bearer \")  # 从请求头取令牌",
        "client = boto3.client(\"s3\")  # 凭据走实例角色，不写在代码里",
        "// 登录后把 token 存到 httpOnly cookie，不放 localStorage\nres.cookie('session', token, { httpOnly: true })",
        "password = getpass.getpass(\"请输入数据库密码：\")  # 不回显",
        "// 密钥从 KMS 解密后只放内存\nkey, err := kms.Decrypt(ctx, blob)",
    ])
    return s, [], [s]


@neg("neg_cli_no_secret", "en")
def n_cli_en(g):
    s = g.pick([
        "$ rabbitmqctl list_users\n$ rabbitmqctl change_password etl_worker   # prompts interactively",
        f"$ 7z x -p exports_q3.7z   # asks for the archive password",
        f"$ docker login registry.example-corp.com --username ci-bot --password-stdin < /run/secrets/reg",
        f"$ kubectl get secret orders-db -n {g.pick(ENVS)} -o yaml | grep -c password",
        "$ ssh-keygen -t ed25519 -C 'build-07 deploy key' -f ~/.ssh/deploy_docs",
        f"$ openssl rand -hex 32 > /etc/app/session.key && chmod 600 /etc/app/session.key",
    ])
    return s, [], [s]


@neg("neg_cli_no_secret", "zh")
def n_cli_zh(g):
    s = g.pick([
        "执行 vault kv get secret/app/db 能看到密码，不要截图发群里。",
        "用 pass show corp/jenkins 取密码，别复制到便签。",
        f"git log --grep=password --oneline | wc -l 结果是 {g.randint(3, 40)} 条",
        "ssh-keygen -t ed25519 -C '部署密钥' 生成新的，然后把公钥发给我。",
    ])
    return s, [], [s]


@neg("neg_misc_random", "en")
def n_misc_en(g):
    s, keep = g.pick([
        (f"Brand colours: primary #{g.hexs(6)}, accent #{g.hexs(6)}.", None),
        (f"Build artifact: web-{g.hexs(8)}.js (content hash in the file name for cache busting)", None),
        (f"Policy number {g.chars('ABCDEFGHJKLMNPQRSTUVWXYZ', 3)}-{g.digits(8)} covers the laptops, claim reference {g.digits(10)}.", None),
        (f"Tracking pixel id: {g.b62(10)} (public, it is in the page source)", None),
        (f"Base64 of the word 'password' is cGFzc3dvcmQ= — used in the encoding quiz.", ["cGFzc3dvcmQ="]),
        (f"IBAN in the template is the bank's published sample: DE89 3704 0044 0532 0130 00", None),
    ])
    return s, [], keep or [s]


@neg("neg_misc_random", "zh")
def n_misc_zh(g):
    s = g.pick([
        f"品牌主色 #{g.hexs(6)}，辅助色 #{g.hexs(6)}。",
        f"保单号 {g.chars('ABCDEFGHJKLMNPQRSTUVWXYZ', 3)}{g.digits(12)}，理赔编号 {g.digits(10)}。",
        f"前端产物 app.{g.hexs(8)}.js，文件名里带内容哈希用于缓存。",
        f"快递单号 SF{g.digits(13)}，明天到。",
        "「password」的 Base64 是 cGFzc3dvcmQ=，编码练习题里用的。",
    ])
    return s, [], [s]


@neg("neg_redacted_already", "en", n=4)
def n_redacted_en(g):
    s = g.pick([
        "DB creds rotated; old value was ghp_**** (redacted in the export), new one is in Vault.",
        "password=[已脱敏:password] host=db-prod-02.internal port=5432",
        "AWS key id AKIA…XXXX (last four shown in the console only) belongs to the exporter user.",
        "token: [REDACTED]  # the importer scrubbed this before storage",
    ])
    return s, [], [s]


@neg("neg_redacted_already", "zh", n=4)
def n_redacted_zh(g):
    s = g.pick([
        "数据库密码已轮换，旧值 ****（导出时打码），新值在 Vault。",
        "密码=[已脱敏:password]，主机 db-prod-02.internal，端口 5432",
        "token: [已脱敏:token]  # 入库前已清洗",
        "控制台只显示 key 的后四位 …7F2Q，属于导出用户。",
    ])
    return s, [], [s]


@neg("neg_runbook", "en")
def n_runbook_en(g):
    svc = g.pick(SERVICES)
    s = g.pick([
        f"Runbook: if {svc} rejects logins, check the LDAP bind first, then the password expiry job, then the clock skew.",
        f"Step 3: paste the one-time code from the authenticator app (6 digits, valid 30 s) into {svc}.",
        f"After rotating the secret, restart {svc} with `systemctl restart {svc}` so it re-reads /etc/{svc}/env.",
        "The root password for the DB is stored in the break-glass vault; two approvers are needed to open it.",
    ])
    return s, [], [s]


@neg("neg_runbook", "zh")
def n_runbook_zh(g):
    svc = g.pick(SERVICES)
    s = g.pick([
        f"应急手册：{svc} 登录失败时先查 LDAP 绑定，再查密码过期任务，最后查时钟偏差。",
        f"第 3 步：把验证器 App 里的 6 位动态码填到 {svc}，30 秒内有效。",
        f"轮换密钥后执行 systemctl restart {svc}，让它重新读取 /etc/{svc}/env。",
        "数据库 root 密码放在应急保险库里，打开需要两人审批。",
    ])
    return s, [], [s]


@neg("neg_config_no_secret", "en")
def n_cfg_en(g):
    db, host = g.pick(DBS), g.pick(HOSTS)
    s, keep = g.pick([
        (f"[client]\nuser = {g.pick(USERS)}\nhost = {host}\ndatabase = {db}\n# password comes from mysql_config_editor login-path", [f"database = {db}", "# password comes from mysql_config_editor login-path"]),
        (f"spring.datasource.url=jdbc:postgresql://{host}:5432/{db}\nspring.datasource.password=${{DB_PASSWORD}}", [f"jdbc:postgresql://{host}:5432/{db}", "spring.datasource.password=${DB_PASSWORD}"]),
        (f"<property name=\"hibernate.connection.password\" value=\"${{env.DB_PASS}}\"/>", None),
        ("env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: orders-db\n        key: password", ["secretKeyRef", "key: password"]),
        ("variable \"db_password\" {\n  type      = string\n  sensitive = true\n}", None),
    ])
    return s, [], keep or [s]


@neg("neg_config_no_secret", "zh")
def n_cfg_zh(g):
    db, host = g.pick(DBS), g.pick(HOSTS)
    s, keep = g.pick([
        (f"配置：host={host}，dbname={db}，password_file=/run/secrets/pg_pass", [f"dbname={db}", "password_file=/run/secrets/pg_pass"]),
        ("Dockerfile 里用 RUN --mount=type=secret,id=npmrc 读凭据，镜像里不留。", None),
        ("k8s 里 DB_PASSWORD 通过 secretKeyRef 引用 orders-db 这个 Secret。", None),
        (f"token_ttl = \"1h\"\ntoken_max_ttl = \"24h\"  # vault 角色配置", None),
    ])
    return s, [], keep or [s]


# ---- more hard negatives -------------------------------------------------
@neg("neg_login_prose", "en", n=6)
def n_login_en(g):
    host, user = g.pick(["build-07", "bastion-2", "gpu-box-1"]), g.pick(USERS)
    s = g.pick([
        f"To get onto {host} log in as {user} with your own SSH key; password auth is disabled.",
        f"The contracts zip from Legal opens with the code they texted you (not stored here).",
        f"At the sudo prompt on {host} type your own account password, not the service one.",
        f"Shared finance mailbox: sign in using SSO, then switch to the shared inbox.",
        f"Guest Wi-Fi password is printed on the card at reception; it changes every Monday.",
        f"For {g.pick(SERVICES)} the string after the user name is your employee number plus the SSO code.",
        f"The vault unlocks with a YubiKey tap, so there is nothing to type.",
    ])
    return s, [], [s]


@neg("neg_login_prose", "zh", n=6)
def n_login_zh(g):
    host, user = g.pick(["build-07", "跳板机", "gpu-box-1"]), g.pick(USERS)
    s = g.pick([
        f"上 {host} 用 {user} 登录，用自己的 SSH 密钥，密码登录已经关了。",
        "法务发来的压缩包，解压码他们会短信发你，这里不记。",
        f"在 {host} 上 sudo 时输入你自己的账号密码，不是服务账号的。",
        "财务共享邮箱先走 SSO 登录，再切换到共享收件箱。",
        "访客 WiFi 密码印在前台的卡片上，每周一换。",
        f"{g.pick(SERVICES)} 登录时用户名后面填工号加动态码。",
        "保险库用 YubiKey 轻触解锁，不需要输入任何东西。",
    ])
    return s, [], [s]


@neg("neg_passphrase_talk", "en")
def n_pp_en(g):
    words = " ".join(g.sample(WORDS, 3))
    s = g.pick([
        f"Policy: disk passphrases must be at least five words; generate them with Diceware, never reuse.",
        f"The wallet seed phrase is 24 words on paper in the office safe; it is not in any file.",
        f"Our release names this quarter are {words} — one per sprint.",
        f"Shopping list for the offsite: {words}, and coffee.",
        f"Name ideas for the new clusters: {words}.",
    ])
    return s, [], [s]


@neg("neg_passphrase_talk", "zh")
def n_pp_zh(g):
    words = " ".join(g.sample(WORDS, 3))
    s = g.pick([
        "规定：磁盘加密口令至少五个单词，用 Diceware 生成，不能复用。",
        "钱包助记词是 24 个词，抄在纸上放公司保险柜，没有任何电子版。",
        f"这季度的版本代号是 {words}，一个迭代一个。",
        f"新集群的命名候选：{words}。",
        f"英语课生词：{words}。",
    ])
    return s, [], [s]


@neg("neg_cookie_no_secret", "en")
def n_cookie_en(g):
    s, keep = g.pick([
        (f"Cookie: theme=dark; lang=en-GB; consent=true; tz=Europe%2FBerlin", None),
        ("Set-Cookie: sessionid=; Max-Age=0; Path=/  (this is how logout clears it)", ["Set-Cookie: sessionid=; Max-Age=0; Path=/"]),
        (f"The session cookie is named __Host-session and lives {g.randint(2, 24)} hours; rename via SESSION_COOKIE_NAME.", None),
        (f"_ga=GA1.2.{g.digits(9)}.{g.digits(10)} is just the analytics cookie, nothing to do with login.", None),
        ("Set SESSION_COOKIE_SECURE=True and SESSION_COOKIE_HTTPONLY=True before launch.", None),
    ])
    return s, [], keep or [s]


@neg("neg_cookie_no_secret", "zh")
def n_cookie_zh(g):
    s = g.pick([
        "Cookie: theme=dark; lang=zh-CN; consent=true",
        f"会话 cookie 名叫 __Host-session，有效期 {g.randint(2, 24)} 小时，可以通过 SESSION_COOKIE_NAME 改名。",
        "退出登录时返回 Set-Cookie: sessionid=; Max-Age=0 来清掉会话。",
        f"_ga=GA1.2.{g.digits(9)}.{g.digits(10)} 只是统计用的 cookie，和登录无关。",
        "上线前记得打开 SESSION_COOKIE_SECURE 和 HttpOnly。",
    ])
    return s, [], [s]


@neg("neg_url_no_secret", "en")
def n_url_en(g):
    sha = g.sha(40)
    s = g.pick([
        f"See https://github.com/corp/infra/commit/{sha} for the token-refresh fix.",
        f"Search link: https://support.example-corp.com/search?q=password+reset&page={g.randint(2, 9)}",
        f"Campaign URL: https://shop.example-corp.com/?utm_source=newsletter&utm_campaign=w{g.randint(10, 52)}&utm_content={g.hexs(8)}",
        f"Docs: https://docs.example-corp.com/auth/tokens#refresh-flow (section {g.randint(2, 9)}.{g.randint(1, 9)})",
        f"Public asset: https://cdn.example-corp.com/static/app.{g.hexs(10)}.css",
    ])
    return s, [], [s]


@neg("neg_url_no_secret", "zh")
def n_url_zh(g):
    sha = g.sha(40)
    s = g.pick([
        f"token 刷新的修复见 https://github.com/corp/infra/commit/{sha}",
        f"搜索链接：https://support.example-corp.com/search?q=重置密码&page={g.randint(2, 9)}",
        f"活动链接 https://shop.example-corp.com/?utm_source=wechat&utm_campaign=w{g.randint(10, 52)}",
        f"文档：https://docs.example-corp.com/auth/tokens#refresh-flow 第 {g.randint(2, 9)} 节",
        f"静态资源 https://cdn.example-corp.com/static/app.{g.hexs(10)}.css",
    ])
    return s, [], [s]


@neg("neg_dsn_no_password", "en")
def n_dsn_en(g):
    host, db = g.pick(HOSTS), g.pick(DBS)
    s = g.pick([
        f"jdbc:postgresql://{host}:5432/{db}?user=app&ssl=true&sslfactory=org.postgresql.ssl.DefaultJavaSSLFactory",
        f"Server={host};Database={db};Integrated Security=SSPI;Encrypt=True",
        f"mongodb://mongo-0.mongo:27017,mongo-1.mongo:27017/{db}?replicaSet=rs0&authMechanism=MONGODB-X509",
        f"redis://cache-01.internal:6379/{g.randint(0, 15)} (no auth inside the VPC)",
        f"DSN: host={host} port=5432 dbname={db} sslmode=verify-full sslrootcert=/etc/ssl/rds.pem",
    ])
    return s, [], [s]


@neg("neg_dsn_no_password", "zh")
def n_dsn_zh(g):
    host, db = g.pick(HOSTS), g.pick(DBS)
    s = g.pick([
        f"连接串 jdbc:mysql://{host}:3306/{db}?useSSL=true&serverTimezone=Asia/Shanghai，账号走 IAM。",
        f"SQL Server 用域认证：Server={host};Database={db};Integrated Security=SSPI;",
        f"redis://cache-01.internal:6379/{g.randint(0, 15)}（VPC 内不需要认证）",
        f"DSN：host={host} port=5432 dbname={db} sslmode=verify-full",
        f"mongodb://mongo-0.mongo:27017/{db}?replicaSet=rs0，用证书认证。",
    ])
    return s, [], [s]


@neg("neg_public_ids", "en")
def n_ids_en(g):
    acct = g.digits(12)
    s = g.pick([
        f"Role ARN: arn:aws:iam::{acct}:role/exporter-readonly (account {acct})",
        f"Pod api-{g.chars('bcdfghjklmnpqrstvwxz2456789', 10)}-{g.chars('bcdfghjklmnpqrstvwxz2456789', 5)} keeps restarting with 'invalid token' from upstream.",
        f"Container {g.hexs(12)} exited 137 (OOM) while loading the secrets file.",
        f"Stripe price id price_1{g.b62(23)} is the monthly plan.",
        f"Slack channel C0{g.chars('ABCDEFGHJKLMNPQRSTUVWXYZ0123456789', 9)} is #security-alerts.",
        f"Tagged v{g.randint(1, 5)}.{g.randint(0, 20)}.{g.randint(0, 9)}-rc.{g.randint(1, 5)} at {g.sha(7)}.",
    ])
    return s, [], [s]


@neg("neg_public_ids", "zh")
def n_ids_zh(g):
    acct = g.digits(12)
    s = g.pick([
        f"角色 ARN：arn:aws:iam::{acct}:role/exporter-readonly",
        f"容器 {g.hexs(12)} 加载密钥文件时 OOM 退出（137）。",
        f"Pod api-{g.chars('bcdfghjklmnpqrstvwxz2456789', 10)}-{g.chars('bcdfghjklmnpqrstvwxz2456789', 5)} 一直报上游 token 无效。",
        f"Azure 订阅 ID {g.uuid()}，资源组 rg-logs。",
        f"打了标签 v{g.randint(1, 5)}.{g.randint(0, 20)}.{g.randint(0, 9)}，对应提交 {g.sha(7)}。",
    ])
    return s, [], [s]


@neg("neg_schema_form", "en")
def n_schema_en(g):
    s = g.pick([
        "<input type=\"password\" name=\"password\" autocomplete=\"current-password\" minlength=\"12\">",
        f"\"password\": {{ \"type\": \"string\", \"minLength\": {g.randint(8, 16)}, \"writeOnly\": true }}",
        "securitySchemes:\n  bearerAuth:\n    type: http\n    scheme: bearer\n    bearerFormat: JWT",
        "| field | type | note |\n| password | string | hashed with argon2id, never logged |",
        f"ALTER TABLE users ADD COLUMN password_changed_at timestamptz; -- migration {g.digits(4)}",
    ])
    return s, [], [s]


@neg("neg_schema_form", "zh")
def n_schema_zh(g):
    s = g.pick([
        "<input type=\"password\" name=\"password\" placeholder=\"请输入密码\">",
        f"\"password\": {{ \"type\": \"string\", \"minLength\": {g.randint(8, 16)}, \"description\": \"登录密码，只写\" }}",
        "| 字段 | 类型 | 说明 |\n| token | string | 访问令牌，24 小时过期 |",
        f"ALTER TABLE users ADD COLUMN password_hash varchar(255); -- 迁移 {g.digits(4)}",
        "接口文档：请求头 Authorization 填 Bearer 加空格再加令牌。",
    ])
    return s, [], [s]


@neg("neg_numbers_after_keyword", "en")
def n_nums_en(g):
    s, keep = g.pick([
        (f"pin: {g.randint(4, 8)} digits required; passcode attempts: {g.randint(3, 10)}", None),
        (f"token expires_in: {g.pick(['3600', '7200', '86400'])}", None),
        (f"secret rotation: every {g.randint(7, 90)} days", None),
        (f"password length {g.pick(['64', '32', '128'])} is the max the legacy app accepts", None),
        (f"api_key_count: {g.randint(2, 40)} active, {g.randint(1, 9)} revoked", None),
    ])
    return s, [], keep or [s]


@neg("neg_numbers_after_keyword", "zh")
def n_nums_zh(g):
    s = g.pick([
        f"PIN：需要 {g.randint(4, 8)} 位数字，错误 {g.randint(3, 10)} 次锁定",
        f"token 有效期：{g.pick(['3600', '7200', '86400'])} 秒",
        f"密钥轮换：每 {g.randint(7, 90)} 天一次",
        f"密码长度：最长 {g.pick(['64', '32', '128'])} 位，老系统的限制",
        f"有效的 API key 数量：{g.randint(2, 40)}，已吊销 {g.randint(1, 9)}",
    ])
    return s, [], [s]


# ---- added: SQL, tables, PowerShell/sudo, ansible/compose ------------------
@t("sql_password", "en", n=3)
def p_sql_en(g):
    pw = g.pw("alnum") if g.r.random() < 0.4 else g.pw()
    user = g.pick(USERS)
    s, keep = g.pick([
        (f"-- migration 0042_reporting_user.sql\nCREATE USER {user} WITH LOGIN PASSWORD '{pw}';\nGRANT SELECT ON ALL TABLES IN SCHEMA public TO {user};", ["migration 0042_reporting_user.sql", "GRANT SELECT ON ALL TABLES IN SCHEMA public TO"]),
        (f"mysql> CREATE USER '{user}'@'10.%' IDENTIFIED BY '{pw}';\nQuery OK, 0 rows affected (0.01 sec)", ["Query OK, 0 rows affected (0.01 sec)"]),
        (f"use admin\ndb.createUser({{ user: \"{user}\", pwd: \"{pw}\", roles: [{{ role: \"readWrite\", db: \"{g.pick(DBS)}\" }}] }})", ["db.createUser(", "role: \"readWrite\""]),
        (f"ALTER ROLE {user} WITH PASSWORD '{pw}' VALID UNTIL '2027-01-31';", ["VALID UNTIL '2027-01-31'"]),
    ])
    return s, [pw], keep


@t("sql_password", "zh", n=3)
def p_sql_zh(g):
    pw = g.pw()
    user = g.pick(USERS)
    s, keep = g.pick([
        (f"给报表同学建了只读账号：\nCREATE USER {user} WITH PASSWORD '{pw}';\nGRANT pg_read_all_data TO {user};", ["给报表同学建了只读账号", "GRANT pg_read_all_data TO"]),
        (f"MySQL 里改了 root 的：ALTER USER 'root'@'localhost' IDENTIFIED BY '{pw}'; 记得同步到 Vault。", ["MySQL 里改了 root 的", "记得同步到 Vault"]),
        (f"Mongo 新建用户：db.createUser({{user: \"{user}\", pwd: \"{pw}\", roles: [\"read\"]}})", ["Mongo 新建用户", "roles: [\"read\"]"]),
    ])
    return s, [pw], keep


@t("table_credentials", "en", n=3)
def p_table_en(g):
    a, b = g.any_pw(), g.any_pw()
    s1, s2 = g.sample(SERVICES, 2)
    s = (f"| system | user | secret | notes |\n|---|---|---|---|\n| {s1} | admin | {a} | prod |\n"
         f"| {s2} | {g.pick(USERS)} | {b} | staging, rotate monthly |")
    return s, [a, b], ["| system | user | secret | notes |", "staging, rotate monthly"]


@t("table_credentials", "zh", n=3)
def p_table_zh(g):
    a, b = g.any_pw(), g.any_pw()
    s1, s2 = g.sample(SERVICES, 2)
    s = (f"| 系统 | 账号 | 口令 | 备注 |\n|---|---|---|---|\n| {s1} | admin | {a} | 生产 |\n"
         f"| {s2} | {g.pick(USERS)} | {b} | 测试环境，每月换 |")
    return s, [a, b], ["| 系统 | 账号 | 口令 | 备注 |", "测试环境，每月换"]


@t("cli_password_flag", "en", n=3)
def p_ps_sudo_en(g):
    pw = g.pw("shell")
    s, keep = g.pick([
        (f"PS> $sec = ConvertTo-SecureString '{pw}' -AsPlainText -Force\nPS> $cred = New-Object PSCredential('CORP\\svc-backup', $sec)", ["ConvertTo-SecureString", "New-Object PSCredential("]),
        (f"$ echo '{pw}' | sudo -S systemctl restart nginx", ["sudo -S systemctl restart nginx"]),
        (f"$ git clone https://{g.pick(USERS)}:{pw}@git.example-corp.com/platform/charts.git", ["git clone"]),
        (f"C:\\> net use Z: \\\\fileserver\\finance {pw} /user:CORP\\svc-backup", ["net use Z: \\\\fileserver\\finance"]),
    ])
    return s, [pw], keep


@t("config_yaml", "zh", n=3)
def p_yaml_zh(g):
    a, b = g.pw(), g.pw()
    s, keep = g.pick([
        (f"ansible 清单（临时写死，之后改 vault）：\n[db]\n10.0.3.21 ansible_user=ops ansible_password={a} ansible_become_pass={b}", ["ansible 清单", "ansible_user=ops", "ansible_become_pass"]),
        (f"docker-compose.yml 里：\n  db:\n    image: mysql:8.4\n    environment:\n      MYSQL_ROOT_PASSWORD: {a}\n      MYSQL_PASSWORD: {b}", ["docker-compose.yml 里", "image: mysql:8.4", "MYSQL_ROOT_PASSWORD"]),
    ])
    return s, [a, b], keep


@t("config_yaml", "en", n=3)
def p_yaml_en(g):
    a = g.pick([g.pw(), g.xoxb(), g.sendgrid()])
    s = g.pick([
        f"alertmanager.yml\nreceivers:\n  - name: oncall\n    slack_configs:\n      - api_url_file: /etc/am/slack_url\nglobal:\n  smtp_auth_username: alerts@example-corp.com\n  smtp_auth_password: {a}",
        f"# values-prod.yaml (helm)\npostgresql:\n  auth:\n    username: app\n    password: {a}\n    database: orders",
    ])
    return s, [a], ["alertmanager.yml" if "alertmanager" in s else "values-prod.yaml (helm)"]


@neg("neg_sql_no_secret", "en", n=5)
def n_sql_en(g):
    user = g.pick(USERS)
    s = g.pick([
        f"CREATE USER {user} IDENTIFIED WITH auth_socket;",
        f"SELECT rolname, rolvaliduntil FROM pg_authid WHERE rolpassword IS NULL;",
        f"ALTER ROLE {user} WITH PASSWORD NULL;  -- cert auth only from now on",
        f"\\password {user}   (psql prompts twice, nothing lands in history)",
        f"GRANT SELECT ON {g.pick(DBS)}.* TO '{user}'@'10.%';",
        f"UPDATE users SET password_reset_required = true WHERE last_login < now() - interval '{g.randint(90, 400)} days';",
    ])
    return s, [], [s]


@neg("neg_sql_no_secret", "zh", n=5)
def n_sql_zh(g):
    user = g.pick(USERS)
    s = g.pick([
        f"{user} 改成证书登录了：ALTER ROLE {user} WITH PASSWORD NULL;",
        f"查没设密码的角色：SELECT rolname FROM pg_authid WHERE rolpassword IS NULL;",
        f"在 psql 里用 \\password {user} 交互式改密码，不会进历史。",
        f"授权语句：GRANT SELECT ON {g.pick(DBS)}.* TO '{user}'@'10.%';",
        f"强制 {g.randint(90, 400)} 天没登录的用户下次改密码：UPDATE users SET password_reset_required = true;",
    ])
    return s, [], [s]


@neg("neg_table_no_secret", "en", n=5)
def n_table_en(g):
    s1, s2 = g.sample(SERVICES, 2)
    note = g.pick(["1Password: Infra/", "Vault: secret/ops/", "ask the on-call for "])
    s = (f"| system | user | secret | notes |\n|---|---|---|---|\n| {s1} | admin | (in vault) | prod |\n"
         f"| {s2} | {g.pick(USERS)} | — | SSO only; {note}{s2} |")
    return s, [], [s]


@neg("neg_table_no_secret", "zh", n=5)
def n_table_zh(g):
    s1, s2 = g.sample(SERVICES, 2)
    s = (f"| 系统 | 账号 | 口令 | 备注 |\n|---|---|---|---|\n| {s1} | admin | （在 Vault 里） | 生产 |\n"
         f"| {s2} | {g.pick(USERS)} | 无 | 只走 SSO，问{g.pick(ZH_PEOPLE)} |")
    return s, [], [s]
