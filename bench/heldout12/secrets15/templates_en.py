"""English templates for r15. Each returns (text, secrets, must_keep)."""
import json
import values as V

POS, NEG = [], []


def pos(kind, family):
    def d(f):
        POS.append((f.__name__, kind, family, f))
        return f
    return d


EN_FRAMES = ["", "Note: ", "From the runbook: ", "[memory 2026-11-%02d] ", "User mentioned: ",
             "Context from ticket OPS-%d: ", "Summary of today's session - ", "Pasted by the user:\n"]


def framed(r, frames, t):
    f = r.choice(frames)
    if "%" in f:
        f = f % r.randint(1, 28 if "-11-" in f else 9999)
    return f + t


def neg(kind, frames=None):
    def d(f):
        def g(r):
            t, sec, keep = f(r)
            return framed(r, frames or EN_FRAMES, t), sec, keep
        g.__name__ = f.__name__
        NEG.append((f.__name__, kind, "negative", g))
        return f
    return d


USERS = ["deploy", "svc-backup", "ops", "reporting", "ci-bot", "mlflow", "grafana", "etl_user"]
HOSTS = ["db-eu-2.internal", "pg.stage.corp", "10.20.4.17", "mysql-primary.lan", "cache01.prod", "mq.internal"]


# ---------------- prose without a keyword ----------------
@pos("password_prose", "prose_no_keyword")
def en_login_as(r):
    u, p = r.choice(USERS), V.password(r)
    t = f"Note from Priya: to get into the reporting box, log in as {u} / {p} and then switch to the analytics schema."
    return t, [p], ["Note from Priya", "analytics schema"]


@pos("password_prose", "prose_no_keyword")
def en_string_after(r):
    u, p = r.choice(USERS), V.password(r)
    t = f"The jump host wants user {u}; the string after it is {p}. Don't put it in the wiki."
    return t, [p], ["The jump host", "Don't put it in the wiki"]


@pos("password_prose", "prose_no_keyword")
def en_archive_opens(r):
    p = V.password(r)
    t = f"Q3 payroll export is in payroll_q3.7z on the share, it opens with {p} (Marta set it)."
    return t, [p], ["Q3 payroll export", "Marta set it"]


@pos("password_prose", "prose_no_keyword")
def en_sudo_prompt(r):
    p = V.password(r)
    t = f"When the build VM asks at the sudo prompt just type {p} and hit enter; it's the ubuntu account."
    return t, [p], ["sudo prompt", "ubuntu account"]


@pos("password_prose", "prose_no_keyword")
def en_wifi(r):
    p = V.password_alnum(r)
    t = f"Guest wifi in the Lisbon office is LIS-Guest, and you get on with {p} at the lock screen of the router page."
    return t, [p], ["Lisbon office", "LIS-Guest"]


@pos("password_prose", "prose_no_keyword")
def en_mailbox(r):
    p = V.password(r)
    t = f"Shared mailbox billing@acme-test.io: the team gets in using {p} until SSO is wired up."
    return t, [p], ["Shared mailbox", "until SSO is wired up"]


@pos("password_prose", "prose_no_keyword")
def en_remember_combo(r):
    u, p = r.choice(USERS), V.password(r)
    t = f"User said: remember that the staging admin console is {u} with {p}, they rotate it every quarter."
    return t, [p], ["staging admin console", "rotate it every quarter"]


@pos("password_prose", "prose_no_keyword")
def en_pin_locker(r):
    p = V.password_alnum(r, 14)
    t = f"Router admin page at 192.168.8.1 accepts admin and {p}; changed last Tuesday."
    return t, [p], ["Router admin page", "changed last Tuesday"]


# ---------------- passphrases ----------------
@pos("passphrase_words", "passphrase")
def en_luks(r):
    ph = V.passphrase(r, r.randint(4, 6))
    t = f"Laptop disk encryption (LUKS) unlocks with: {ph}\nKeep the recovery USB in the safe."
    return t, V.phrase_secrets(ph), ["Laptop disk encryption", "recovery USB"]


@pos("passphrase_words", "passphrase")
def en_vault_passphrase(r):
    ph = V.passphrase(r, r.randint(4, 5))
    t = f'KeePass vault for the infra team opens with the phrase "{ph}" - all lowercase, single spaces.'
    return t, V.phrase_secrets(ph), ["KeePass vault", "all lowercase"]


@pos("seed_phrase", "passphrase")
def en_seed(r):
    ph = V.seed_phrase(r, r.choice([12, 24]))
    t = f"Hardware wallet backup words for the treasury test wallet: {ph}. Written on paper too."
    return t, V.phrase_secrets(ph, 4), ["Hardware wallet backup", "treasury test wallet"]


@pos("passphrase_words", "passphrase")
def en_gpg_passphrase_cli(r):
    ph = V.passphrase(r, 4)
    t = f"$ gpg --batch --pinentry-mode loopback --passphrase '{ph}' --decrypt release-keys.tar.gpg"
    return t, V.phrase_secrets(ph), ["gpg --batch", "release-keys.tar.gpg"]


# ---------------- split / wrapped ----------------
@pos("split_secret", "split_wrapped")
def en_two_halves(r):
    tok = V.ghp(r)
    a, b = tok[:20], tok[20:]
    t = f"I'll paste the deploy token in two bits so chat doesn't mangle it. First part: {a}\nsecond part: {b}\nJoin them with no space."
    return t, [a, b], ["deploy token", "Join them with no space"]


@pos("split_secret", "split_wrapped")
def en_wrapped_key(r):
    k = V.anthropic(r)
    a, b = k[:60], k[60:]
    t = f"ANTHROPIC_API_KEY={a}\n{b}\n# (terminal wrapped the line above)"
    return t, [a, b], ["ANTHROPIC_API_KEY", "terminal wrapped"]


@pos("split_secret", "split_wrapped")
def en_split_password(r):
    p1, p2 = V.password_alnum(r, 8), V.password_alnum(r, 8)
    t = f"The SFTP login for vendor drops: begins with {p1} and ends with {p2} (concatenate)."
    return t, [p1, p2], ["SFTP login", "vendor drops"]


@pos("split_secret", "split_wrapped")
def en_wrapped_aws(r):
    sk = V.aws_secret(r)
    a, b = sk[:22], sk[22:]
    t = f"aws secret (copied from the console, wraps):\n  {a}\n  {b}"
    return t, [a, b], ["copied from the console"]


# ---------------- cookies ----------------
@pos("session_cookie", "cookie")
def en_cookie_header(r):
    c = V.cookie_val(r)
    t = f"curl -H 'Cookie: sessionid={c}; theme=dark' https://admin.internal/api/users"
    return t, [c], ["theme=dark", "admin.internal/api/users"]


@pos("session_cookie", "cookie")
def en_set_cookie_log(r):
    c = V.hex_secret(r, 48)
    t = f"< HTTP/1.1 302 Found\n< Set-Cookie: laravel_session={c}; path=/; HttpOnly; SameSite=Lax\n< Location: /dashboard"
    return t, [c], ["HTTP/1.1 302 Found", "Location: /dashboard"]


@pos("session_cookie", "cookie")
def en_cookie_prose(r):
    c = V.cookie_val(r)
    t = f"To reproduce the bug, reuse my browser session: the connect.sid cookie value is s%3A{c} - it expires Friday."
    return t, [c], ["reproduce the bug", "expires Friday"]


@pos("session_cookie", "cookie")
def en_cookie_code(r):
    c = V.cookie_val(r)
    t = f"session = requests.Session()\nsession.cookies.set('JSESSIONID', '{c}', domain='portal.example.net')\nresp = session.get(URL)"
    return t, [c], ["requests.Session()", "resp = session.get(URL)"]


# ---------------- config formats ----------------
@pos("pgpass", "config_format")
def en_pgpass(r):
    p = V.password(r).replace(":", "x")
    h = r.choice(HOSTS)
    t = f"~/.pgpass on the bastion:\n{h}:5432:orders:{r.choice(USERS)}:{p}\n*:*:*:readonly:{V.password_alnum(r)}"
    ro = t.rsplit(":", 1)[1]
    return t, [p, ro], ["~/.pgpass on the bastion"]


@pos("netrc", "config_format")
def en_netrc(r):
    p = V.password(r)
    t = f"machine artifacts.corp.example\n  login ci-bot\n  password {p}\nmachine api.heroku.com login me@example.org password {V.hex_secret(r, 36)}"
    p2 = t.rsplit(" ", 1)[1]
    return t, [p, p2], ["machine artifacts.corp.example", "login ci-bot"]


@pos("xml_config", "config_format")
def en_maven_settings(r):
    p = V.password(r)
    t = f"<settings>\n  <servers>\n    <server>\n      <id>nexus-releases</id>\n      <username>deployer</username>\n      <password>{p}</password>\n    </server>\n  </servers>\n</settings>"
    return t, [p], ["<id>nexus-releases</id>", "<username>deployer</username>"]


@pos("xml_config", "config_format")
def en_hibernate_xml(r):
    p = V.password(r)
    t = f'<property name="hibernate.connection.url">jdbc:mysql://{r.choice(HOSTS)}:3306/shop</property>\n<property name="hibernate.connection.username">shop_app</property>\n<property name="hibernate.connection.password">{p}</property>'
    return t, [p], ["hibernate.connection.username", "shop_app"]


@pos("xml_config", "config_format")
def en_nuget(r):
    p = V.password_alnum(r, 52).lower()
    t = f'<packageSourceCredentials>\n  <AzureArtifacts>\n    <add key="Username" value="build" />\n    <add key="ClearTextPassword" value="{p}" />\n  </AzureArtifacts>\n</packageSourceCredentials>'
    return t, [p], ["packageSourceCredentials", 'key="Username"']


@pos("properties", "config_format")
def en_spring_props(r):
    p = V.password(r)
    t = f"# application-prod.properties\nspring.datasource.url=jdbc:postgresql://{r.choice(HOSTS)}:5432/billing\nspring.datasource.username=billing_rw\nspring.datasource.password={p}\nserver.port=8443"
    return t, [p], ["spring.datasource.username=billing_rw", "server.port=8443"]


@pos("hcl", "config_format")
def en_terraform(r):
    p = V.password(r)
    t = f'resource "aws_db_instance" "main" {{\n  engine            = "postgres"\n  username          = "tfadmin"\n  password          = "{p}"\n  allocated_storage = 20\n}}'
    return t, [p], ['resource "aws_db_instance" "main"', "allocated_storage = 20"]


@pos("hcl", "config_format")
def en_tfvars(r):
    tok = V.dop(r)
    t = f'# terraform.tfvars (do not commit)\ndo_token = "{tok}"\nregion   = "fra1"'
    return t, [tok], ["terraform.tfvars", 'region   = "fra1"']


@pos("docker_compose", "config_format")
def en_compose(r):
    p = V.password(r)
    t = f"services:\n  db:\n    image: postgres:16\n    environment:\n      - POSTGRES_USER=app\n      - POSTGRES_PASSWORD={p}\n    ports:\n      - \"5432:5432\""
    return t, [p], ["image: postgres:16", "POSTGRES_USER=app"]


@pos("k8s_secret_b64", "config_format")
def en_k8s_secret(r):
    p = V.password(r)
    b = V.b64_plain(p)
    tok = V.xoxb(r)
    b2 = V.b64_plain(tok)
    t = f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: notifier-creds\ntype: Opaque\ndata:\n  db-password: {b}\n  slack-token: {b2}"
    return t, [b, b2], ["kind: Secret", "name: notifier-creds"]


@pos("systemd_env", "config_format")
def en_systemd(r):
    k = V.sk_live(r)
    t = f"[Service]\nUser=payments\nEnvironment=\"STRIPE_KEY={k}\"\nExecStart=/opt/payments/bin/worker --queue charges"
    return t, [k], ["User=payments", "ExecStart=/opt/payments/bin/worker"]


@pos("htpasswd", "config_format")
def en_htpasswd(r):
    h = "$apr1$" + V.s(r, V.B62, 8) + "$" + V.s(r, V.B62 + "./", 22)
    t = f"Contents of /etc/nginx/.htpasswd for the metrics site:\nprometheus:{h}"
    return t, [h], ["/etc/nginx/.htpasswd", "metrics site"]


@pos("nginx_conf", "config_format")
def en_nginx_auth(r):
    b = V.b64_plain("grafana:" + V.password_alnum(r))
    t = f"location /api/ {{\n    proxy_pass http://grafana:3000;\n    proxy_set_header Authorization \"Basic {b}\";\n}}"
    return t, [b], ["proxy_pass http://grafana:3000;", "location /api/"]


@pos("jupyter_json", "config_format")
def en_notebook(r):
    k = V.openai(r)
    cell = {"cell_type": "code", "execution_count": 3, "metadata": {}, "outputs": [],
            "source": ["import openai\n", f"client = openai.OpenAI(api_key=\"{k}\")\n", "resp = client.models.list()"]}
    t = json.dumps({"cells": [cell], "nbformat": 4}, indent=1)
    return t, [k], ['"cell_type": "code"', "resp = client.models.list()"]


@pos("framework_secret_key", "config_format")
def en_django_settings(r):
    k = V.django_key(r)
    t = f"# settings.py\nDEBUG = False\nSECRET_KEY = '{k}'\nALLOWED_HOSTS = ['shop.example.com']"
    return t, [k], ["DEBUG = False", "ALLOWED_HOSTS"]


@pos("framework_secret_key", "config_format")
def en_rails_master(r):
    k = V.hex_secret(r, 32)
    t = f"config/master.key was lost once, so noting it here for the team: {k}"
    return t, [k], ["config/master.key"]


@pos("ini_config", "config_format")
def en_my_cnf(r):
    p = V.password(r)
    t = f"[client]\nuser = backup\npassword = \"{p}\"\nhost = {r.choice(HOSTS)}"
    return t, [p], ["[client]", "user = backup"]


@pos("npmrc", "config_format")
def en_npmrc(r):
    k = V.npm(r)
    t = f"registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken={k}\nsave-exact=true"
    return t, [k], ["registry=https://registry.npmjs.org/", "save-exact=true"]


@pos("pypirc", "config_format")
def en_pypirc(r):
    k = V.pypi(r)
    t = f"[pypi]\n  username = __token__\n  password = {k}"
    return t, [k], ["username = __token__"]


# ---------------- code: positional creds ----------------
@pos("positional_arg", "code_positional")
def en_psycopg_connect(r):
    p = V.password(r)
    t = f"conn = pymysql.connect('{r.choice(HOSTS)}', 'report', '{p}', 'warehouse')\ncur = conn.cursor()"
    return t, [p], ["cur = conn.cursor()", "'warehouse'"]


@pos("positional_arg", "code_positional")
def en_smtp_login(r):
    p = V.password(r)
    t = f"server = smtplib.SMTP_SSL('smtp.mailhost.io', 465)\nserver.login('alerts@acme-test.io', '{p}')\nserver.send_message(msg)"
    return t, [p], ["smtplib.SMTP_SSL", "server.send_message(msg)"]


@pos("positional_arg", "code_positional")
def en_twilio_client(r):
    sid, tok = V.twilio_sid(r), V.twilio_token(r)
    t = f"from twilio.rest import Client\nclient = Client(\"{sid}\", \"{tok}\")\nclient.messages.create(to=ONCALL, from_=FROM, body=text)"
    return t, [sid, tok], ["from twilio.rest import Client", "client.messages.create"]


@pos("positional_arg", "code_positional")
def en_paramiko(r):
    p = V.password(r)
    t = f"ssh = paramiko.SSHClient()\nssh.connect('{r.choice(HOSTS)}', 22, 'root', '{p}')"
    return t, [p], ["paramiko.SSHClient()"]


@pos("positional_arg", "code_positional")
def en_basic_auth_tuple(r):
    p = V.password(r)
    t = f"r = requests.get(JENKINS + '/job/nightly/api/json', auth=('jenkins-bot', '{p}'))"
    return t, [p], ["/job/nightly/api/json"]


@pos("positional_arg", "code_positional")
def en_java_getconn(r):
    p = V.password(r)
    t = f'Connection c = DriverManager.getConnection("jdbc:oracle:thin:@{r.choice(HOSTS)}:1521/ORCL", "hr", "{p}");'
    return t, [p], ["DriverManager.getConnection"]


@pos("positional_arg", "code_positional")
def en_redis_js(r):
    p = V.password_alnum(r, 24)
    t = f"const redis = new Redis(6379, '{r.choice(HOSTS)}', {{ db: 2 }});\nawait redis.auth('{p}');"
    return t, [p], ["const redis = new Redis(6379", "{ db: 2 }"]


@pos("http_header", "code_positional")
def en_fetch_bearer(r):
    k = V.linear(r)
    t = f"await fetch('https://api.linear.app/graphql', {{ method: 'POST', headers: {{ Authorization: '{k}', 'Content-Type': 'application/json' }} }})"
    return t, [k], ["https://api.linear.app/graphql", "'Content-Type': 'application/json'"]


@pos("http_header", "code_positional")
def en_xapikey_header(r):
    k = V.invented(r)
    t = f"X-Api-Key: {k}\nAccept: application/json\nUser-Agent: sync-job/2.1"
    return t, [k], ["Accept: application/json", "User-Agent: sync-job/2.1"]


# ---------------- CLI ----------------
@pos("cli_flag", "cli")
def en_rabbitmqctl(r):
    p = V.password(r)
    t = f"rabbitmqctl add_user telemetry '{p}' && rabbitmqctl set_permissions -p / telemetry '.*' '.*' '.*'"
    return t, [p], ["rabbitmqctl set_permissions"]


@pos("cli_flag", "cli")
def en_zip_p(r):
    p = V.password_alnum(r)
    t = f"history | tail -3\n 501  zip -r -P {p} hr-records.zip ./hr\n 502  scp hr-records.zip nas:/backups/"
    return t, [p], ["hr-records.zip ./hr", "scp hr-records.zip nas:/backups/"]


@pos("cli_flag", "cli")
def en_mysql_p(r):
    p = V.password_alnum(r)
    t = f"mysqldump -h {r.choice(HOSTS)} -u dumper -p{p} --single-transaction sales > sales.sql"
    return t, [p], ["--single-transaction sales > sales.sql"]


@pos("cli_flag", "cli")
def en_docker_login(r):
    k = V.ghp(r)
    t = f"echo ok; docker login ghcr.io -u octo-ci -p {k}\nWARNING! Using --password via the CLI is insecure."
    return t, [k], ["docker login ghcr.io", "WARNING! Using --password via the CLI is insecure."]


@pos("cli_flag", "cli")
def en_az_login(r):
    s = V.azure_client_secret(r)
    t = f"az login --service-principal -u 3f1e2c4a-0b7d-4e55-9a1c-2d8f6b0e9a13 -p {s} --tenant contoso.onmicrosoft.com"
    return t, [s], ["az login --service-principal", "--tenant contoso.onmicrosoft.com"]


@pos("cli_flag", "cli")
def en_gh_auth(r):
    k = V.github_pat(r)
    t = f"GH_TOKEN={k} gh release create v2.4.0 --notes-file CHANGES.md"
    return t, [k], ["gh release create v2.4.0"]


@pos("cli_flag", "cli")
def en_openssl_pass(r):
    p = V.password(r)
    t = f"openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:{p}"
    return t, [p], ["openssl pkcs12 -export", "-out bundle.p12"]


@pos("cli_flag", "cli")
def en_sshpass(r):
    p = V.password(r)
    t = f"sshpass -p '{p}' rsync -avz ./dist/ deploy@{r.choice(HOSTS)}:/srv/www/"
    return t, [p], ["rsync -avz ./dist/"]


@pos("cli_flag", "cli")
def en_curl_user(r):
    p = V.password(r).replace("@", "x")
    t = f"curl -u admin:{p} -X POST https://es.internal:9200/_snapshot/nightly"
    return t, [p], ["-X POST", "/_snapshot/nightly"]


@pos("cli_flag", "cli")
def en_redis_cli(r):
    p = V.password_alnum(r, 20)
    t = f"redis-cli -h {r.choice(HOSTS)} -a {p} --no-auth-warning INFO keyspace"
    return t, [p], ["INFO keyspace"]


# ---------------- key pairs ----------------
@pos("key_pair", "key_pair")
def en_aws_pair_prose(r):
    a, s = V.akia(r), V.aws_secret(r)
    t = f"New IAM user for the exporter: key id {a}, and the secret that goes with it is {s}."
    return t, [a, s], ["New IAM user for the exporter"]


@pos("key_pair", "key_pair")
def en_aws_credentials_file(r):
    a, s = V.akia(r), V.aws_secret(r)
    t = f"[profile-analytics]\naws_access_key_id={a}\naws_secret_access_key={s}\nregion=eu-west-1"
    return t, [a, s], ["[profile-analytics]", "region=eu-west-1"]


@pos("key_pair", "key_pair")
def en_client_id_secret(r):
    cid, cs = V.uuid(r), V.azure_client_secret(r)
    t = f"Azure app registration 'invoice-sync': client {cid} / {cs} (expires 2027-03)."
    return t, [cs], ["Azure app registration 'invoice-sync'", "expires 2027-03"]


@pos("key_pair", "key_pair")
def en_twilio_pair(r):
    sk, sec = V.twilio_sk(r), V.password_alnum(r, 32)
    t = f"TWILIO_API_KEY={sk}\nTWILIO_API_SECRET={sec}"
    return t, [sk, sec], ["TWILIO_API_KEY", "TWILIO_API_SECRET"]


# ---------------- provider tokens ----------------
def _prov(name, fn, label):
    @pos(name, "provider_token")
    def f(r):
        k = fn(r)
        forms = [
            (f"{label} for the sandbox: {k}", [label]),
            (f"export {label.upper().replace(' ', '_')}={k}", ["export " + label.upper().replace(' ', '_')]),
            (f"Saved to memory: the {label} is {k} (scoped read-only).", ["scoped read-only"]),
            (f"- {label}: `{k}`\n- owner: platform team", ["owner: platform team"]),
        ]
        t, keep = r.choice(forms)
        return t, [k], keep
    f.__name__ = "en_prov_" + name
    POS[-1] = (f.__name__, name, "provider_token", f)
    return f


for _n, _fn, _lab in [
    ("github_token", V.ghp, "github token"), ("github_oauth", V.gho, "gh app token"),
    ("gitlab_token", V.glpat, "gitlab pat"), ("gitlab_runner", V.gl_runner, "runner token"),
    ("slack_bot", V.xoxb, "slack bot token"), ("slack_user", V.xoxp, "slack user token"),
    ("stripe_live", V.sk_live, "stripe key"), ("stripe_restricted", V.rk_live, "stripe restricted key"),
    ("stripe_webhook", V.whsec, "webhook signing secret"), ("gcp_api_key", V.gcp_api, "maps api key"),
    ("openai_key", V.openai, "openai key"), ("anthropic_key", V.anthropic, "anthropic key"),
    ("hf_token", V.hf, "hf token"), ("npm_token", V.npm, "npm token"), ("pypi_token", V.pypi, "pypi token"),
    ("sendgrid_key", V.sendgrid, "sendgrid key"), ("mailgun_key", V.mailgun, "mailgun key"),
    ("discord_bot", V.discord_bot, "discord bot token"), ("telegram_bot", V.telegram_bot, "telegram bot token"),
    ("shopify_token", V.shpat, "shopify admin token"), ("digitalocean_token", V.dop, "do token"),
    ("linear_key", V.linear, "linear key"), ("notion_token", V.notion, "notion integration secret"),
    ("doppler_token", V.doppler, "doppler service token"), ("vault_token", V.vault, "vault token"),
    ("age_key", V.age_key, "age identity"), ("invented_prefix", V.invented, "partner api key"),
    ("jwt", V.jwt, "service jwt"),
]:
    _prov(_n, _fn, _lab)


@pos("gcp_service_account", "private_key")
def en_gcp_sa(r):
    body = V.pem_body(r, lines=r.randint(10, 16))
    pk = "-----BEGIN PRIVATE KEY-----\\n" + "\\n".join(body) + "\\n-----END PRIVATE KEY-----\\n"
    t = ('{\n  "type": "service_account",\n  "project_id": "ml-batch-%d",\n  "private_key_id": "%s",\n  "private_key": "%s",\n  "client_email": "trainer@ml-batch.iam.gserviceaccount.com"\n}'
         % (r.randint(100, 999), V.hex_secret(r, 40), pk))
    return t, [body[0], body[len(body) // 2], body[-1]], ['"type": "service_account"', '"client_email"']


@pos("pem_private_key", "private_key")
def en_pem(r):
    blk, sec = V.pem_block(r, r.choice(["RSA PRIVATE KEY", "EC PRIVATE KEY", "PRIVATE KEY"]))
    t = f"Here's the key for the legacy SFTP vendor, save it as vendor_id:\n{blk}\nthen chmod 600."
    return t, sec, ["legacy SFTP vendor", "then chmod 600."]


@pos("ssh_private_key", "private_key")
def en_openssh(r):
    blk, sec = V.openssh_key(r)
    t = f"cat ~/.ssh/id_ed25519\n{blk}"
    return t, sec, ["cat ~/.ssh/id_ed25519"]


@pos("pgp_private_key", "private_key")
def en_pgp(r):
    blk, sec = V.pgp_block(r)
    t = f"Signing key for apt repo (exported with --armor):\n{blk}"
    return t, sec, ["Signing key for apt repo"]


# ---------------- connection strings ----------------
@pos("conn_string", "conn_string")
def en_url_dsn(r):
    p = V.password_alnum(r)
    sch = r.choice(["postgresql", "mysql", "mongodb+srv", "amqp", "redis", "mssql+pyodbc", "clickhouse"])
    t = f"DATABASE_URL used by the worker: {sch}://{r.choice(USERS)}:{p}@{r.choice(HOSTS)}/main?sslmode=require"
    return t, [p], ["DATABASE_URL used by the worker"]


@pos("conn_string", "conn_string")
def en_adonet(r):
    p = V.password(r).replace(";", "x")
    t = f'"ConnectionStrings": {{ "Default": "Server=tcp:sql-prod.database.windows.net,1433;Initial Catalog=crm;User ID=crmapp;Password={p};Encrypt=True;" }}'
    return t, [p], ['"ConnectionStrings"', "Initial Catalog=crm"]


@pos("conn_string", "conn_string")
def en_libpq_kv(r):
    p = V.password_alnum(r)
    t = f"psql \"host={r.choice(HOSTS)} port=5432 dbname=ledger user=auditor password={p} sslmode=verify-full\""
    return t, [p], ["dbname=ledger", "sslmode=verify-full"]


@pos("conn_string", "conn_string")
def en_azure_storage(r):
    k = V.azure_storage_key(r)
    t = f"AZURE_STORAGE_CONNECTION_STRING=DefaultEndpointsProtocol=https;AccountName=mediastore01;AccountKey={k};EndpointSuffix=core.windows.net"
    return t, [k], ["AZURE_STORAGE_CONNECTION_STRING", "AccountName=mediastore01"]


@pos("conn_string", "conn_string")
def en_go_dsn(r):
    p = V.password_alnum(r)
    t = f'db, err := sql.Open("mysql", "app:{p}@tcp({r.choice(HOSTS)}:3306)/inventory?parseTime=true")'
    return t, [p], ['sql.Open("mysql"']


# ---------------- URLs with tokens ----------------
@pos("url_token", "url_token")
def en_slack_webhook(r):
    u = V.slack_hook(r)
    t = f"Alerts channel webhook: {u} (posts to #ops-alerts)"
    return t, [V.slack_hook_secret(u)], ["Alerts channel webhook", "posts to #ops-alerts"]


@pos("url_token", "url_token")
def en_telegram_url(r):
    tok = V.telegram_bot(r)
    t = f"curl -s https://api.telegram.org/bot{tok}/sendMessage -d chat_id=-1001234 -d text=deployed"
    return t, [tok], ["/sendMessage", "text=deployed"]


@pos("url_token", "url_token")
def en_query_token(r):
    k = V.hex_secret(r, 40)
    t = f"The calendar feed for the on-call rota: https://cal.example.org/feeds/ics?user=7731&access_token={k}&tz=UTC"
    return t, [k], ["calendar feed for the on-call rota"]


@pos("url_token", "url_token")
def en_discord_webhook(r):
    wid, wt = str(r.randint(10**17, 10**18)), V.s(r, V.B64URL, 68)
    t = f"release bot posts via https://discord.com/api/webhooks/{wid}/{wt}"
    return t, [wt], ["release bot posts via"]


@pos("url_token", "url_token")
def en_git_remote(r):
    k = V.glpat(r)
    t = f"git remote set-url origin https://oauth2:{k}@gitlab.example.com/infra/terraform.git"
    return t, [k], ["git remote set-url origin"]


# ---------------- logs / traces ----------------
@pos("log_line", "log_trace")
def en_log_debug(r):
    k = V.sendgrid(r)
    t = f"2026-11-02T10:14:07Z DEBUG mailer: POST /v3/mail/send headers={{'Authorization': 'Bearer {k}'}} status=202"
    return t, [k], ["DEBUG mailer", "status=202"]


@pos("log_line", "log_trace")
def en_traceback(r):
    p = V.password(r).replace("'", "x")
    t = (f"Traceback (most recent call last):\n  File \"etl/load.py\", line 88, in <module>\n    engine = create_engine(cfg)\n"
         f"sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) FATAL: password authentication failed for user \"etl\"\n"
         f"[SQL: connect] [parameters: {{'user': 'etl', 'password': '{p}', 'host': 'pg.stage.corp'}}]")
    return t, [p], ["Traceback (most recent call last):", "password authentication failed"]


@pos("log_line", "log_trace")
def en_ci_log(r):
    k = V.hf(r)
    t = f"[ci] step 4/7 fetch-model\n[ci] + huggingface-cli login --token {k}\n[ci] Login successful"
    return t, [k], ["step 4/7 fetch-model", "Login successful"]


@pos("log_line", "log_trace")
def en_env_dump(r):
    k = V.doppler(r)
    t = f"printenv | sort (from the crash report)\nHOME=/home/app\nDOPPLER_TOKEN={k}\nLANG=C.UTF-8"
    return t, [k], ["HOME=/home/app", "LANG=C.UTF-8"]


# =============== NEGATIVES ===============
@neg("neg_hash_id")
def en_n_git_sha(r):
    t = f"Reverted {V.git_sha(r)} because it broke the password reset flow; the fix is in {V.short_sha(r)}."
    return t, [], [t]


@neg("neg_hash_id")
def en_n_uuid(r):
    t = f"request_id={V.uuid(r)} trace={V.uuid(r)} path=/login status=401 reason=bad_token"
    return t, [], [t]


@neg("neg_hash_id")
def en_n_checksum(r):
    t = f"{V.sha256(r)}  terraform_1.9.8_linux_amd64.zip\n{V.sha256(r)}  terraform_1.9.8_darwin_arm64.zip"
    return t, [], [t]


@neg("neg_hash_id")
def en_n_build_hash(r):
    t = f"Build artifact app.{V.s(r, V.HEX, 20)}.js, image digest sha256:{V.sha256(r)}"
    return t, [], [t]


@neg("neg_doc_example")
def en_n_aws_example(r):
    t = "AWS docs sample: aws_access_key_id = AKIAIOSFODNN7EXAMPLE, aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"
    return t, [], ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"]


@neg("neg_placeholder")
def en_n_placeholder(r):
    ph = r.choice(["<your-token>", "YOUR_API_KEY_HERE", "xxxxxxxxxxxx", "<REDACTED>", "<paste-token-here>", "${GITHUB_TOKEN}", "{{ secrets.NPM_TOKEN }}"])
    t = f"In the README the snippet says: export API_TOKEN={ph} - replace it with your own."
    return t, [], [f"API_TOKEN={ph}", "replace it with your own"]


@neg("neg_env_reference")
def en_n_env_ref(r):
    t = r.choice([
        "password: ${DB_PASSWORD}\nusername: ${DB_USER}",
        "POSTGRES_PASSWORD_FILE=/run/secrets/pg_password",
        'password = os.environ["SMTP_PASSWORD"]',
        "token: {{ .Values.github.tokenSecretRef }}",
        "password: !vault |\n  secret/data/payments#db_password",
    ])
    return t, [], [t]


@neg("neg_secret_path")
def en_n_ssm_path(r):
    t = r.choice([
        "The key lives at ssm:/prod/payments/stripe_api_key, read it with aws ssm get-parameter --with-decryption.",
        "vault kv get -field=password secret/teams/data-eng/warehouse",
        "gcloud secrets versions access latest --secret=openai-api-key",
        "Secret ARN: arn:aws:secretsmanager:eu-west-1:123456789012:secret:prod/db-AbCdEf",
    ])
    return t, [], [t]


@neg("neg_password_number")
def en_n_password_policy(r):
    t = r.choice([
        f"password policy: minimum length {r.randint(12, 16)}, rotate every {r.choice([60, 90])} days",
        f"password_max_age=90\npassword_min_length={r.randint(10, 14)}",
        "Port for the password reset service is 8081 (see helm values).",
        f"The password field was (none) on the ticket, policy number PW-{r.randint(100, 999)} applies.",
        "password: 0 retries left, account locked for 15 minutes",
    ])
    return t, [], [t]


@neg("neg_url_no_creds")
def en_n_url(r):
    t = r.choice([
        "postgresql://db-eu-2.internal:5432/orders?sslmode=require",
        "DATABASE_URL=postgres://localhost:5432/app_test",
        "https://github.com/acme/platform/commit/" + V.git_sha(r),
        "https://docs.example.com/auth/tokens?page=2&sort=asc",
    ])
    return t, [], [t]


@neg("neg_base64_plain")
def en_n_b64(r):
    msg = r.choice(["hello from the staging cluster", "release notes for version 4", "meeting moved to thursday"])
    t = f"The message field arrives base64-encoded: {V.b64_plain(msg)} (decodes to plain text)."
    return t, [], [t]


@neg("neg_long_identifier")
def en_n_long_id(r):
    t = r.choice([
        "Deployment name: payments-api-canary-eu-west-1-blue-2026-11-30",
        "k8s pod: token-refresher-7f9c6d8b5-x2kqz restarted 3 times",
        "feature flag enable-password-less-login-for-enterprise-tenants is on",
        "Bucket: acme-prod-secrets-audit-logs-archive-2026",
    ])
    return t, [], [t]


@neg("neg_password_talk")
def en_n_talk(r):
    t = r.choice([
        "The user wants password rotation to be automatic; remind them the token expiry is 30 days.",
        "Never paste API keys into chat. If you need a secret, ask for the vault path instead.",
        "We discussed whether the login should use passkeys or passwords; decision: passkeys.",
        "Bob forgot his password again and had to reset it through the helpdesk.",
        "Store credentials in 1Password, not in .env files committed to git.",
    ])
    return t, [], [t]


@neg("neg_public_key")
def en_n_pubkey(r):
    k = V.s(r, V.B64, 68)
    t = f"authorized_keys entry: ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{k} alice@laptop"
    return t, [], [t]


@neg("neg_redacted")
def en_n_redacted(r):
    t = r.choice(["password=[已脱敏:password]", "api_key=[REDACTED]", "token: ***"])
    t = f"Config after cleanup: {t} (already scrubbed)"
    return t, [], [t]


@neg("neg_sk_words")
def en_n_sk_words(r):
    t = r.choice([
        "The sk-learn pipeline uses sk_model_v2 weights; run ./scripts/sk-eval.sh",
        "Our tokenizer splits on ghp-style prefixes for the demo (see notes on token shapes).",
        "key-value store: keys like user-profile-cache and key-rotation-scheduler",
        "Use AKIA-prefixed key IDs only in the IAM docs, never real ones.",
    ])
    return t, [], [t]


@neg("neg_cli_no_secret")
def en_n_cli(r):
    t = r.choice([
        "docker login ghcr.io -u octo-ci --password-stdin < /run/secrets/ghcr",
        "mysql -h db-eu-2.internal -u report -p   # prompts for it",
        "psql -h pg.stage.corp -U auditor -W ledger",
        "gh auth login --with-token < token.txt",
        "kubectl create secret generic app-creds --from-file=./creds.env",
    ])
    return t, [], [t]


@neg("neg_version_numbers")
def en_n_versions(r):
    t = f"Upgraded keycloak to 26.0.{r.randint(1, 9)}; token lifetime 300s, refresh 1800s, session idle 30m."
    return t, [], [t]


@neg("neg_config_no_secret")
def en_n_config(r):
    t = r.choice([
        "[database]\nhost = pg.stage.corp\nport = 5432\nuser = app\npassword_file = /etc/app/db.pass",
        "spring.datasource.password=\nspring.datasource.username=sa  # H2 in-memory, empty",
        "<password></password>\n<username>guest</username>",
        "auth:\n  enabled: false\n  password: null",
    ])
    return t, [], [t]
