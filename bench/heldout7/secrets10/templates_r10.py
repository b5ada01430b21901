# -*- coding: utf-8 -*-
"""Sentence templates for the r10 held-out secret-redaction set.

Each template: kind, lang, text (with «S:…» secret / «K:…» keep / «V:…» filler slots,
see gen_secrets_r10.py) and keep (literal must_keep substrings; None on a negative
means "every non-empty line of the rendered text must survive").
Every template is rendered exactly twice.
"""

POSITIVE = []
NEGATIVE = []


def P(kind, lang, text, keep):
    POSITIVE.append({"kind": kind, "lang": lang, "text": text, "keep": keep})


def N(kind, lang, text, keep=None):
    NEGATIVE.append({"kind": kind, "lang": lang, "text": text, "keep": keep})


# ---------------------------------------------------------------- positives, English
# credentials in prose without a credential keyword
P("password_prose", "en", "Handover from Priya: to get into the staging Grafana, log in as «V:user» with «S:pw_human». She rotates it monthly.",
  ["Handover from Priya", "staging Grafana", "She rotates it monthly."])
P("password_prose", "en", "The shared finance mailbox (ap@«V:domain») opens with «S:pw_human» — don't change it, three people use it.",
  ["shared finance mailbox", "three people use it"])
P("password_prose", "en", "legal sent the signed contracts as a zip; it opens with «S:pw_rand_safe» and they want it deleted after review",
  ["legal sent the signed contracts as a zip", "they want it deleted after review"])
P("password_prose", "en", "On the bastion, when sudo prompts you, type «S:pw_human» and hit enter; don't run anything as root beyond the restart.",
  ["On the bastion", "when sudo prompts you", "don't run anything as root beyond the restart."])
P("password_prose", "en", "Office wifi is «V:ssid»; to join, enter «S:pw_human» on the second screen.",
  ["Office wifi is", "on the second screen."])
P("password_prose", "en", "the account is «V:user», and the string after the user name on the sticky note is «S:pw_rand_safe» (copied it this morning)",
  ["on the sticky note", "(copied it this morning)"])
P("password_prose", "en", "ssh «V:user»@«V:host» — it asks twice: first answer «S:pw_human:a», the second prompt wants the same «=a» again.",
  ["it asks twice", "the second prompt wants the same"])
P("password_prose", "en", "Remember for tomorrow: the router admin page at 192.168.8.1 takes admin / «S:pw_human»",
  ["Remember for tomorrow", "router admin page at 192.168.8.1"])
P("password_prose", "en", "If the VPN client asks again, it wants «S:pw_rand_safe» (my AD account, not the OTP).",
  ["If the VPN client asks again", "(my AD account, not the OTP)"])
P("password_prose", "en", "[14:02] maria: can you get into jenkins?\n[14:03] tom: yeah, «V:user» and then «S:pw_human»\n[14:03] maria: thx, in",
  ["[14:02] maria: can you get into jenkins?", "[14:03] maria: thx, in"])
P("password_prose", "en", "The demo laptop for the trade fair: Windows account «V:user», type «S:pw_human» at the lock screen. Factory reset afterwards.",
  ["The demo laptop for the trade fair", "Factory reset afterwards."])
P("password_prose", "en", "Tell the auditors the PDF bundle unlocks with «S:pw_rand_safe»; send that via phone, not email.",
  ["Tell the auditors the PDF bundle", "send that via phone, not email."])
P("password_prose", "en", "User said: 'I log into the HR portal as «V:user» using «S:pw_human», can you check why it bounces me?'",
  ["can you check why it bounces me?"])
P("password_prose", "en", "BIOS setup on the lab machines is locked; the supervisor entry is «S:pw_rand_safe» if you need to change boot order.",
  ["BIOS setup on the lab machines is locked", "if you need to change boot order."])
# passphrases and human passwords
P("passphrase", "en", "The encrypted backup drive unlocks with «S:passphrase» — all lowercase, spaces between.",
  ["The encrypted backup drive unlocks with", "all lowercase, spaces between."])
P("passphrase", "en", "KeePass vault for the infra team: the phrase is «S:passphrase», stored nowhere else.",
  ["KeePass vault for the infra team", "stored nowhere else."])
P("passphrase", "en", "Our LUKS volume on nas-02 takes «S:passphrase_dash» at boot; the console is in rack B.",
  ["LUKS volume on nas-02", "the console is in rack B."])
P("seed_phrase", "en", "Hardware wallet recovery words for the test treasury (still don't share): «S:seed12»",
  ["Hardware wallet recovery words for the test treasury"])
P("seed_phrase", "en", "metamask backup — wrote down the 24 words:\n«S:seed24»\nkeep offline",
  ["metamask backup", "keep offline"])
P("passphrase", "en", "gpg will ask for the release signing key's phrase; answer «S:passphrase» and it signs the tag.",
  ["gpg will ask for the release signing key's phrase", "and it signs the tag."])
P("password_human", "en", "Note to self: new Jira pw is «S:pw_human» since Monday.", ["Note to self", "since Monday."])
P("password_human", "en", "Changed the NAS admin password from «S:pw_human» to «S:pw_human» after the audit.",
  ["Changed the NAS admin password from", "after the audit."])
# split / wrapped
P("split_secret", "en", "I'll send the Stripe key in two parts. Part one: «S:head_sk_live»\n...\nPart two, append with no space: «S:b62_60»",
  ["I'll send the Stripe key in two parts.", "append with no space"])
P("split_secret", "en", "For safety the DB password comes in halves: it starts with «S:alnum_9» and ends with «S:alnum_9», nothing in between.",
  ["For safety the DB password comes in halves", "nothing in between."])
P("wrapped_secret", "en", "2026-12-01T10:22:41Z DEBUG gateway auth header=Bearer «S:wrap_jwt» route=/v1/orders",
  ["DEBUG gateway", "route=/v1/orders"])
P("wrapped_secret", "en", "> from Ken's email, the bot token:\n> «S:wrap_ghp_quote»\n> please move it to the vault",
  ["> from Ken's email, the bot token:", "> please move it to the vault"])
P("wrapped_secret", "en", "pasted from the terminal (it wrapped):\nexport OPENAI_API_KEY=«S:wrap_openai»\n$ python eval.py",
  ["pasted from the terminal (it wrapped):", "$ python eval.py"])
P("wrapped_secret", "en", "vault token from the CI log (the log viewer wrapped it):\n«S:wrap_hvs»\nexpires in 24h",
  ["vault token from the CI log (the log viewer wrapped it):", "expires in 24h"])
# session cookies
P("session_cookie", "en", "curl -H 'Cookie: sessionid=«S:lower_32»; theme=dark' https://admin.«V:domain»/api/users?page=2",
  ["curl -H", "theme=dark"])
P("session_cookie", "en", "s.cookies.set('PHPSESSID', '«S:phpsessid»', domain='intranet.«V:domain»')\nr = s.get(REPORT_URL)",
  ["s.cookies.set('PHPSESSID',", "r = s.get(REPORT_URL)"])
P("session_cookie", "en", "If you get logged out of the staging admin, paste «S:connect_sid» into the connect.sid cookie in devtools.",
  ["If you get logged out of the staging admin", "into the connect.sid cookie in devtools."])
P("session_cookie", "en", "HTTP/1.1 302 Found\nSet-Cookie: JSESSIONID=«S:jsessionid»; Path=/; HttpOnly\nLocation: /dashboard",
  ["HTTP/1.1 302 Found", "Path=/; HttpOnly", "Location: /dashboard"])
# config formats
P("config_pgpass", "en", "~/.pgpass on the etl box:\n«V:host»:5432:«V:db»:«V:user»:«S:pw_rand_safe»\nchmod 600 or psql ignores it",
  ["~/.pgpass on the etl box:", "chmod 600 or psql ignores it"])
P("config_mycnf", "en", "[client]\nuser=«V:user»\npassword=\"«S:pw_rand_safe»\"\nhost=«V:host»\ndefault-character-set=utf8mb4",
  ["[client]", "default-character-set=utf8mb4"])
P("config_netrc", "en", "my ~/.netrc has\nmachine api.«V:domain» login «V:user» password «S:b62_32»\nso curl -n works",
  ["my ~/.netrc has", "so curl -n works"])
P("config_xml", "en", "<server>\n  <id>nexus-releases</id>\n  <username>«V:user»</username>\n  <password>«S:pw_rand_safe»</password>\n</server>",
  ["<id>nexus-releases</id>", "<password>"])
P("config_xml", "en", "hibernate.cfg.xml:\n<property name=\"hibernate.connection.username\">«V:user»</property>\n<property name=\"hibernate.connection.password\">«S:pw_human»</property>",
  ["hibernate.cfg.xml:", "<property name=\"hibernate.connection.password\">"])
P("conn_string_db", "en", "<add name=\"Main\" connectionString=\"Server=«V:host»;Database=«V:db»;User Id=«V:user»;Password=«S:pw_rand_safe»;\" providerName=\"System.Data.SqlClient\" />",
  ["<add name=\"Main\"", "providerName=\"System.Data.SqlClient\""])
P("config_xml", "en", "<Resource name=\"jdbc/app\" auth=\"Container\" type=\"javax.sql.DataSource\" username=\"«V:user»\" password=\"«S:pw_rand_safe»\" url=\"jdbc:postgresql://«V:host»:5432/«V:db»\"/>",
  ["<Resource name=\"jdbc/app\"", "type=\"javax.sql.DataSource\""])
P("framework_secret", "en", "# settings/prod.py\nDEBUG = False\nSECRET_KEY = '«S:django_key»'\nALLOWED_HOSTS = ['shop.«V:domain»']",
  ["# settings/prod.py", "DEBUG = False", "SECRET_KEY = "])
P("framework_secret", "en", "production:\n  secret_key_base: «S:hex_128»\n  active_storage_service: amazon",
  ["production:", "secret_key_base:", "active_storage_service: amazon"])
P("framework_secret", "en", "APP_NAME=Portal\nAPP_ENV=production\nAPP_KEY=«S:laravel_key»\nAPP_DEBUG=false",
  ["APP_NAME=Portal", "APP_KEY=", "APP_DEBUG=false"])
P("config_xml", "en", "<packageSourceCredentials>\n  <internal>\n    <add key=\"Username\" value=\"«V:user»\" />\n    <add key=\"ClearTextPassword\" value=\"«S:b62_40»\" />\n  </internal>\n</packageSourceCredentials>",
  ["<packageSourceCredentials>", "<add key=\"ClearTextPassword\" value=\""])
P("config_properties", "en", "gradle.properties:\nmavenUser=«V:user»\nmavenPassword=«S:pw_rand_safe»\norg.gradle.jvmargs=-Xmx2g",
  ["mavenPassword=", "org.gradle.jvmargs=-Xmx2g"])
P("config_other", "en", "pgbouncer userlist.txt:\n\"«V:user»\" \"«S:pw_rand_safe»\"\nreload with SIGHUP",
  ["pgbouncer userlist.txt:", "reload with SIGHUP"])
P("config_other", "en", "redis.conf diff:\n+requirepass «S:b62_32»\n maxmemory 2gb\n maxmemory-policy allkeys-lru",
  ["+requirepass", "maxmemory-policy allkeys-lru"])
P("config_other", "en", "network={\n    ssid=\"«V:ssid»\"\n    psk=\"«S:pw_human»\"\n    key_mgmt=WPA-PSK\n}",
  ["network={", "key_mgmt=WPA-PSK"])
P("config_json", "en", "~/.docker/config.json:\n{\"auths\": {\"registry.«V:domain»\": {\"auth\": \"«S:docker_auth»\"}}}",
  ["~/.docker/config.json:", "{\"auths\":"])
P("k8s_secret", "en", "apiVersion: v1\nkind: Secret\nmetadata:\n  name: db-creds\ntype: Opaque\ndata:\n  username: «V:b64user»\n  password: «S:k8s_b64pw»",
  ["kind: Secret", "name: db-creds", "type: Opaque"])
P("k8s_secret", "en", "kind: Secret\nmetadata:\n  name: payments\nstringData:\n  STRIPE_SECRET_KEY: «S:sk_live»\n  STRIPE_WEBHOOK_SECRET: «S:whsec»",
  ["name: payments", "STRIPE_SECRET_KEY:", "STRIPE_WEBHOOK_SECRET:"])
P("docker_compose", "en", "services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: «V:user»\n      POSTGRES_PASSWORD: «S:pw_rand_safe»\n    ports:\n      - \"5432:5432\"",
  ["image: postgres:16", "POSTGRES_PASSWORD:", "- \"5432:5432\""])
P("terraform", "en", "resource \"aws_db_instance\" \"main\" {\n  engine   = \"postgres\"\n  username = \"«V:user»\"\n  password = \"«S:pw_rand_safe»\"\n}",
  ["resource \"aws_db_instance\" \"main\"", "engine   = \"postgres\""])
P("terraform", "en", "terraform.tfvars\ncloudflare_api_token = \"«S:cf_token»\"\nzone_id = \"«K:hex_32»\"",
  ["terraform.tfvars", "cloudflare_api_token = "])
P("config_toml", "en", "~/.config/pypoetry/auth.toml\n[http-basic.private]\nusername = \"__token__\"\npassword = \"«S:pypi»\"",
  ["[http-basic.private]", "username = \"__token__\""])
P("conn_string_db", "en", "alembic.ini\nsqlalchemy.url = postgresql+psycopg2://«V:user»:«S:pw_url»@«V:host»/«V:db»",
  ["alembic.ini", "sqlalchemy.url ="])
P("config_json", "en", "appsettings.Production.json\n\"ConnectionStrings\": {\n  \"Default\": \"Host=«V:host»;Port=5432;Database=«V:db»;Username=«V:user»;Password=«S:pw_rand_safe»\"\n}",
  ["appsettings.Production.json", "\"ConnectionStrings\": {"])
P("npm_token", "en", "cat .npmrc\n//registry.npmjs.org/:_authToken=«S:npm»\nalways-auth=true",
  ["//registry.npmjs.org/:_authToken=", "always-auth=true"])
P("config_ini", "en", "~/.pypirc\n[distutils]\nindex-servers = pypi\n[pypi]\nusername = __token__\npassword = «S:pypi»",
  ["index-servers = pypi", "username = __token__"])
P("github_token", "en", "$ cat ~/.git-credentials\nhttps://«V:user»:«S:ghp»@github.com",
  ["$ cat ~/.git-credentials"])
P("aws_key", "en", "~/.s3cfg\n[default]\naccess_key = «S:akia»\nsecret_key = «S:aws_secret»\nhost_base = s3.amazonaws.com",
  ["[default]", "host_base = s3.amazonaws.com"])
P("config_ini", "en", "rclone.conf\n[b2-archive]\ntype = b2\naccount = «K:hex_12»\nkey = «S:b2_key»\nhard_delete = true",
  ["type = b2", "hard_delete = true"])
P("slack_token", "en", "/etc/systemd/system/notifier.service\n[Service]\nEnvironment=\"SLACK_BOT_TOKEN=«S:xoxb»\"\nExecStart=/opt/notifier/run",
  ["[Service]", "Environment=\"SLACK_BOT_TOKEN=", "ExecStart=/opt/notifier/run"])
P("config_ini", "en", "inventory/prod.ini\n[web]\n10.0.3.11 ansible_user=«V:user» ansible_become_pass=«S:pw_human»",
  ["inventory/prod.ini", "ansible_become_pass="])
P("config_yaml", "en", "scrape_configs:\n  - job_name: node\n    basic_auth:\n      username: «V:user»\n      password: «S:pw_rand_safe»",
  ["- job_name: node", "basic_auth:"])
P("webhook_url", "en", "alertmanager.yml\nreceivers:\n- name: ops\n  slack_configs:\n  - api_url: «S:slack_hook»\n    channel: '#alerts'",
  ["slack_configs:", "channel: '#alerts'"])
P("config_yaml", "en", "profiles.yml\nwarehouse:\n  outputs:\n    prod:\n      type: snowflake\n      user: «V:user»\n      password: «S:pw_human»\n      role: TRANSFORMER",
  ["type: snowflake", "role: TRANSFORMER"])
P("jwt", "en", "kubeconfig for the ci runner:\nusers:\n- name: ci\n  user:\n    token: «S:jwt_rs»",
  ["kubeconfig for the ci runner:", "- name: ci"])
P("config_php", "en", "wp-config.php\ndefine( 'DB_USER', '«V:user»' );\ndefine( 'DB_PASSWORD', '«S:pw_rand_safe»' );\ndefine( 'DB_HOST', 'localhost' );",
  ["define( 'DB_PASSWORD', ", "define( 'DB_HOST', 'localhost' );"])
P("config_properties", "en", "spring.datasource.url=jdbc:mysql://«V:host»:3306/«V:db»\nspring.datasource.username=«V:user»\nspring.datasource.password=«S:pw_rand_safe»\nspring.jpa.hibernate.ddl-auto=validate",
  ["spring.datasource.password=", "spring.jpa.hibernate.ddl-auto=validate"])
# positional arguments in code
P("code_positional", "en", "conn = pymysql.connect('«V:host»', '«V:user»', '«S:pw_rand_safe»', '«V:db»')\ncur = conn.cursor()",
  ["conn = pymysql.connect(", "cur = conn.cursor()"])
P("code_positional", "en", "ftp = FTP('ftp.«V:domain»')\nftp.login('«V:user»', '«S:pw_human»')\nftp.cwd('/outgoing')",
  ["ftp.login(", "ftp.cwd('/outgoing')"])
P("code_positional", "en", "with smtplib.SMTP_SSL('smtp.gmail.com', 465) as s:\n    s.login('«V:email»', '«S:gmail_app_pw»')",
  ["with smtplib.SMTP_SSL('smtp.gmail.com', 465) as s:", "s.login("])
P("code_positional", "en", "client.connect('«V:host»', 22, '«V:user»', '«S:pw_human»', timeout=10)",
  ["client.connect(", "timeout=10)"])
P("code_positional", "en", "r = requests.get(f\"{BASE}/v2/orders\", auth=(\"«V:user»\", \"«S:b62_32»\"), timeout=30)",
  ["requests.get(f\"{BASE}/v2/orders\"", "timeout=30)"])
P("github_token", "en", "from github import Github\ng = Github(\"«S:ghp»\")\nrepo = g.get_repo(\"acme/infra\")",
  ["g = Github(", "repo = g.get_repo(\"acme/infra\")"])
P("chat_bot_token", "en", "import telebot\nbot = telebot.TeleBot('«S:tg_bot»')\n@bot.message_handler(commands=['start'])",
  ["bot = telebot.TeleBot(", "@bot.message_handler(commands=['start'])"])
P("chat_bot_token", "en", "if __name__ == '__main__':\n    client.run('«S:discord_token»')",
  ["if __name__ == '__main__':", "client.run("])
P("key_pair", "en", "auth = tweepy.OAuth1UserHandler('«S:b62_25»', '«S:b62_50»')\napi = tweepy.API(auth)",
  ["auth = tweepy.OAuth1UserHandler(", "api = tweepy.API(auth)"])
P("stripe_key", "en", "const stripe = require('stripe')('«S:sk_live»');\nconst session = await stripe.checkout.sessions.create(opts);",
  ["const stripe = require('stripe')(", "await stripe.checkout.sessions.create(opts);"])
P("github_token", "en", "const octokit = new Octokit({ auth: '«S:gho»' });\nawait octokit.rest.issues.list({ owner, repo });",
  ["const octokit = new Octokit({ auth: ", "await octokit.rest.issues.list({ owner, repo });"])
P("code_kwarg", "en", "const t = nodemailer.createTransport({ host: 'smtp.«V:domain»', port: 587, auth: { user: '«V:email»', pass: '«S:pw_human»' } });",
  ["nodemailer.createTransport({", "port: 587"])
P("token_in_url", "en", "const sock = new WebSocket(`wss://stream.«V:domain»/v1/feed?token=«S:b62_40»`);\nsock.onmessage = handle;",
  ["const sock = new WebSocket(", "sock.onmessage = handle;"])
P("conn_string_db", "en", "db, err := sql.Open(\"mysql\", \"«V:user»:«S:pw_url»@tcp(«V:host»:3306)/«V:db»?parseTime=true\")\nif err != nil { log.Fatal(err) }",
  ["db, err := sql.Open(\"mysql\",", "if err != nil { log.Fatal(err) }"])
P("code_positional", "en", "auth := smtp.PlainAuth(\"\", \"«V:email»\", \"«S:pw_human»\", \"smtp.«V:domain»\")",
  ["auth := smtp.PlainAuth(\"\","])
P("key_pair", "en", "cfg.Credentials = credentials.NewStaticCredentialsProvider(\"«S:akia»\", \"«S:aws_secret»\", \"\")",
  ["credentials.NewStaticCredentialsProvider("])
P("code_positional", "en", "Connection c = DriverManager.getConnection(url, \"«V:user»\", \"«S:pw_rand_safe»\");\nc.setAutoCommit(false);",
  ["DriverManager.getConnection(url,", "c.setAutoCommit(false);"])
P("code_positional", "en", "var cred = new NetworkCredential(\"«V:user»\", \"«S:pw_human»\", \"CORP\");\nclient.Credentials = cred;",
  ["new NetworkCredential(", "client.Credentials = cred;"])
P("code_positional", "en", "$pdo = new PDO($dsn, 'root', '«S:pw_rand_safe»', [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);",
  ["$pdo = new PDO($dsn, 'root',", "[PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]"])
P("code_positional", "en", "Net::SMTP.start('smtp.«V:domain»', 587, 'localhost', '«V:user»', '«S:pw_human»', :login) do |smtp|",
  ["Net::SMTP.start(", ":login) do |smtp|"])
P("code_positional", "en", "let resp = client.get(url).basic_auth(\"«V:user»\", Some(\"«S:b62_24»\")).send().await?;",
  ["let resp = client.get(url).basic_auth(", ".send().await?;"])
P("code_positional", "en", "r = redis.Redis('«V:host»', 6379, 0, '«S:b62_28»')\nr.ping()",
  ["r = redis.Redis(", "r.ping()"])
P("slack_token", "en", "from slack_sdk import WebClient\nclient = WebClient(\"«S:xoxp»\")\nclient.chat_postMessage(channel=\"#deploys\", text=msg)",
  ["client = WebClient(", "client.chat_postMessage(channel=\"#deploys\", text=msg)"])
# CLI
P("cli_password", "en", "mysql -h «V:host» -u «V:user» -p«S:pw_rand_shell» «V:db» < dump.sql", ["mysql -h", "< dump.sql"])
P("cli_password", "en", "rabbitmqctl add_user «V:user» «S:pw_human»\nrabbitmqctl set_permissions -p / «V:user» \".*\" \".*\" \".*\"",
  ["rabbitmqctl add_user", "rabbitmqctl set_permissions -p /"])
P("cli_password", "en", "7z a -p«S:pw_rand_shell» -mhe=on backup-2026-11.7z ./exports", ["7z a", "-mhe=on backup-2026-11.7z ./exports"])
P("cli_password", "en", "zip -P «S:pw_human» q3-payroll.zip payroll/*.csv", ["q3-payroll.zip payroll/*.csv"])
P("cli_password", "en", "openssl enc -aes-256-cbc -salt -in db.sql -out db.sql.enc -pass pass:«S:pw_rand_shell»",
  ["openssl enc -aes-256-cbc -salt -in db.sql -out db.sql.enc"])
P("cli_password", "en", "sshpass -p '«S:pw_human»' ssh -o StrictHostKeyChecking=no «V:user»@«V:host» uptime",
  ["ssh -o StrictHostKeyChecking=no"])
P("cli_password", "en", "redis-cli -h «V:host» -a «S:b62_32» --no-auth-warning INFO memory", ["--no-auth-warning INFO memory"])
P("cli_password", "en", "docker login registry.«V:domain» -u «V:user» -p «S:dckr_pat»", ["docker login registry."])
P("azure_secret", "en", "az login --service-principal -u «V:uuid» -p «S:azure_cs» --tenant «V:uuid»",
  ["az login --service-principal", "--tenant"])
P("aws_key", "en", "aws configure set aws_secret_access_key «S:aws_secret» --profile billing",
  ["aws configure set aws_secret_access_key", "--profile billing"])
P("cli_password", "en", "htpasswd -b -c /etc/nginx/.htpasswd «V:user» «S:pw_human»", ["htpasswd -b -c /etc/nginx/.htpasswd"])
P("cli_password", "en", "mosquitto_pub -h «V:host» -u sensor01 -P «S:b62_20» -t plant/line3/temp -m 21.4",
  ["-t plant/line3/temp -m 21.4"])
P("cli_password", "en", "sqlcmd -S «V:host» -U sa -P «S:pw_rand_shell» -Q \"SELECT @@VERSION\"", ["-Q \"SELECT @@VERSION\""])
P("cli_password", "en", "nmcli dev wifi connect «V:ssid» password «S:pw_human»", ["nmcli dev wifi connect"])
P("cli_password", "en", "keytool -importkeystore -srckeystore app.p12 -srcstoretype PKCS12 -srcstorepass «S:pw_rand_shell» -destkeystore app.jks",
  ["keytool -importkeystore -srckeystore app.p12 -srcstoretype PKCS12", "-destkeystore app.jks"])
P("webhook_signing", "en", "gh secret set STRIPE_WEBHOOK_SECRET --body «S:whsec» --repo acme/shop",
  ["gh secret set STRIPE_WEBHOOK_SECRET", "--repo acme/shop"])
P("cli_password", "en", "kubectl create secret generic api-keys --from-literal=SENDGRID_API_KEY=«S:sendgrid» -n prod",
  ["kubectl create secret generic api-keys", "-n prod"])
P("cli_password", "en", "helm upgrade --install pg bitnami/postgresql --set auth.postgresPassword=«S:pw_rand_shell» -n data",
  ["helm upgrade --install pg bitnami/postgresql", "-n data"])
P("cli_password", "en", "terraform apply -var 'db_password=«S:pw_rand_shell»' -auto-approve", ["terraform apply -var", "-auto-approve"])
P("cli_password", "en", "smbclient //fs01/finance -U «V:user»%«S:pw_rand_shell» -c 'ls'", ["smbclient //fs01/finance", "-c 'ls'"])
P("cli_password", "en", "PGPASSWORD=«S:pw_rand_shell» pg_dump -h «V:host» -U «V:user» «V:db» > nightly.sql", ["pg_dump -h", "> nightly.sql"])
P("vault_token", "en", "$ vault login «S:hvs»\nSuccess! You are now authenticated.", ["Success! You are now authenticated."])
P("cli_password", "en", "curl -u «V:user»:«S:pw_rand_shell» -X POST https://jenkins.«V:domain»/job/deploy/buildWithParameters?ENV=prod",
  ["-X POST"])
P("cli_password", "en", "ldapsearch -x -H ldaps://ldap.«V:domain» -D \"cn=admin,dc=corp,dc=local\" -w «S:pw_rand_shell» \"(uid=«V:user»)\"",
  ["ldapsearch -x -H ldaps://ldap.", "-D \"cn=admin,dc=corp,dc=local\""])
P("passphrase", "en", "gpg --batch --pinentry-mode loopback --passphrase '«S:passphrase»' -d secrets.tar.gpg > secrets.tar",
  ["gpg --batch --pinentry-mode loopback", "-d secrets.tar.gpg > secrets.tar"])
P("cli_password", "en", "unrar x -p«S:pw_human» invoices-2026.rar ./in/", ["invoices-2026.rar ./in/"])
P("shell_history", "en", "  512  export TWILIO_AUTH_TOKEN=«S:hex_32»\n  513  python send_sms.py --to +4915112345678",
  ["export TWILIO_AUTH_TOKEN=", "python send_sms.py --to +4915112345678"])
P("cli_password", "en", "kafka-console-producer --bootstrap-server «V:host»:9093 --producer-property sasl.jaas.config='org.apache.kafka.common.security.plain.PlainLoginModule required username=\"«V:user»\" password=\"«S:b62_32»\";' --topic orders",
  ["kafka-console-producer --bootstrap-server", "--topic orders"])
P("key_pair", "en", "rclone config create r2 s3 provider Cloudflare access_key_id «S:hex_32» secret_access_key «S:hex_64»",
  ["rclone config create r2 s3 provider Cloudflare"])
# typed provider secrets
P("aws_key", "en", ".env (ID already scrubbed by hand):\nAWS_ACCESS_KEY_ID=[REDACTED]\nAWS_SECRET_ACCESS_KEY=«S:aws_secret»\nAWS_REGION=eu-central-1",
  ["AWS_ACCESS_KEY_ID=[REDACTED]", "AWS_SECRET_ACCESS_KEY=", "AWS_REGION=eu-central-1"])
P("azure_secret", "en", "Azure app registration for the importer: client id «V:uuid», client secret «S:azure_cs» (expires 2027-03).",
  ["Azure app registration for the importer", "(expires 2027-03)"])
P("azure_secret", "en", "AZURE_STORAGE_CONNECTION_STRING=DefaultEndpointsProtocol=https;AccountName=«V:acct»;AccountKey=«S:azure_storage_key»;EndpointSuffix=core.windows.net",
  ["AZURE_STORAGE_CONNECTION_STRING="])
P("gcp_service_account", "en", "{\n  \"type\": \"service_account\",\n  \"project_id\": \"«V:gcp_project»\",\n  \"private_key_id\": \"«V:hex_40»\",\n  \"private_key\": \"«S:sa_pem_json»\\n\",\n  \"client_email\": \"ingest@«V:gcp_project».iam.gserviceaccount.com\"\n}",
  ["\"type\": \"service_account\"", "\"private_key\":"])
P("google_api_key", "en", "maps:\n  provider: google\n  GOOGLE_MAPS_SERVER_KEY: «S:aiza»\n  region: EU",
  ["provider: google", "GOOGLE_MAPS_SERVER_KEY:", "region: EU"])
P("stripe_key", "en", "The reporting job uses a restricted key «S:rk_live» — read-only on charges.",
  ["The reporting job uses a restricted key", "read-only on charges."])
P("webhook_signing", "en", "SLACK_SIGNING_SECRET=«S:hex_32»\nSLACK_BOT_TOKEN=«S:xoxb»\nPORT=3000",
  ["SLACK_SIGNING_SECRET=", "SLACK_BOT_TOKEN=", "PORT=3000"])
P("webhook_url", "en", "Post build results to «S:discord_hook» (the #ci channel).", ["Post build results to", "(the #ci channel)."])
P("token_in_url", "en", "curl -s https://api.telegram.org/bot«S:tg_bot»/sendMessage -d chat_id=-1001234567 -d text=deployed",
  ["-d text=deployed"])
P("webhook_signing", "en", "In the repo's webhook settings the secret is «S:hex_40»; our handler verifies X-Hub-Signature-256 with it.",
  ["In the repo's webhook settings", "our handler verifies X-Hub-Signature-256 with it."])
P("jwt", "en", "2026-12-01 09:14:07 INFO  api.gateway  Authorization: Bearer «S:jwt» user=«V:user» path=/v1/invoices",
  ["INFO  api.gateway", "path=/v1/invoices"])
P("pem_private_key", "en", "deploy key for the old Jenkins, paste into credentials:\n«S:pem_rsa»",
  ["deploy key for the old Jenkins, paste into credentials:"])
P("pem_private_key", "en", "$ cat ~/.ssh/id_ed25519\n«S:pem_openssh»\n$ chmod 600 ~/.ssh/id_ed25519",
  ["$ cat ~/.ssh/id_ed25519", "$ chmod 600 ~/.ssh/id_ed25519"])
P("pem_private_key", "en", "ingress:\n  tls:\n    cert: ./certs/api.crt\n    key: |\n«S:pem_ec_indent»",
  ["cert: ./certs/api.crt"])
P("encryption_key", "en", "# created: 2026-11-02T10:00:00Z\n# public key: «K:age_pub»\n«S:age_key»",
  ["# created: 2026-11-02T10:00:00Z", "# public key: "])
P("sendgrid_key", "en", "MAIL_FROM=no-reply@«V:domain»\nSENDGRID_API_KEY=«S:sendgrid»\nMAIL_DRIVER=sendgrid",
  ["SENDGRID_API_KEY=", "MAIL_DRIVER=sendgrid"])
P("mailgun_key", "en", "mailgun: domain mg.«V:domain», private key «S:mailgun», EU region endpoint.",
  ["mailgun: domain mg.", "EU region endpoint."])
P("hf_token", "en", "huggingface-cli login --token «S:hf» --add-to-git-credential", ["huggingface-cli login --token", "--add-to-git-credential"])
P("cloud_token", "en", "variable overrides for CI:\nDIGITALOCEAN_TOKEN = \"«S:dop»\"\nregion = \"fra1\"", ["DIGITALOCEAN_TOKEN = ", "region = \"fra1\""])
P("cloud_token", "en", "~/.terraformrc\ncredentials \"app.terraform.io\" {\n  token = \"«S:tfc»\"\n}", ["credentials \"app.terraform.io\" {"])
P("key_pair", "en", "Twilio for the SMS fallback: account «V:twilio_sid», auth token «S:hex_32».", ["Twilio for the SMS fallback: account"])
P("cloud_token", "en", "MAPBOX_DOWNLOADS_TOKEN=«S:mapbox_sk»  # needed by the iOS pod install", ["MAPBOX_DOWNLOADS_TOKEN=", "# needed by the iOS pod install"])
P("api_token", "en", "GET /admin/api/2024-10/orders.json\nX-Shopify-Access-Token: «S:shpat»\nAccept: application/json",
  ["GET /admin/api/2024-10/orders.json", "X-Shopify-Access-Token:", "Accept: application/json"])
P("key_pair", "en", "DD_API_KEY=«S:hex_32»\nDD_APP_KEY=«S:hex_40»\nDD_SITE=datadoghq.eu", ["DD_API_KEY=", "DD_APP_KEY=", "DD_SITE=datadoghq.eu"])
P("api_token", "en", "the Notion integration for the wiki sync uses «S:ntn»", ["the Notion integration for the wiki sync uses"])
P("api_token", "en", "JIRA_EMAIL=«V:email»\nJIRA_API_TOKEN=«S:atatt»", ["JIRA_API_TOKEN="])
P("api_token", "en", "newman run collection.json --env-var \"apiKey=«S:pmak»\"", ["newman run collection.json --env-var"])
P("conn_string_db", "en", "Driver={ODBC Driver 18 for SQL Server};Server=tcp:«V:host»,1433;Uid=«V:user»;Pwd=«S:pw_odbc»;Encrypt=yes;",
  ["Driver={ODBC Driver 18 for SQL Server}", "Encrypt=yes;"])
P("conn_string_db", "en", "dsn = \"host=«V:host» port=5432 dbname=«V:db» user=«V:user» password=«S:pw_rand_safe» sslmode=require\"",
  ["dsn = \"host=", "sslmode=require"])
P("conn_string_db", "en", "MONGO_URL=mongodb+srv://«V:user»:«S:pw_url»@cluster0.«V:lower_5».mongodb.net/?retryWrites=true", ["MONGO_URL="])
P("conn_string_db", "en", "sqlplus «V:user»/«S:pw_url»@//«V:host»:1521/ORCLPDB1 @report.sql", ["sqlplus", "@report.sql"])
P("conn_string_db", "en", "CELERY_BROKER_URL=redis://:«S:b62_32»@«V:host»:6379/0\nCELERY_RESULT_BACKEND=rpc://",
  ["CELERY_BROKER_URL=", "CELERY_RESULT_BACKEND=rpc://"])
P("conn_string_db", "en", "broker: amqps://«V:user»:«S:pw_url»@mq.«V:domain»:5671/prod-vhost\nprefetch: 20", ["broker:", "prefetch: 20"])
P("webhook_url", "en", "Google Chat space for on-call: «S:gchat_hook»", ["Google Chat space for on-call:"])
P("webhook_url", "en", "Teams connector (infra channel): «S:teams_hook»", ["Teams connector (infra channel):"])
P("vault_token", "en", "curl -H \"X-Vault-Token: «S:hvs»\" https://vault.«V:domain»:8200/v1/secret/data/app", ["curl -H \"X-Vault-Token: "])
P("api_token", "en", "heroku config:get HEROKU_API_KEY prints «S:uuid» on the old pipeline", ["heroku config:get HEROKU_API_KEY prints", "on the old pipeline"])
P("encryption_key", "en", "airflow.cfg\n[core]\nfernet_key = «S:fernet»\nload_examples = False", ["[core]", "fernet_key =", "load_examples = False"])
P("openai_key", "en", "switched the eval harness to the team key «S:openai» this afternoon", ["switched the eval harness to the team key", "this afternoon"])
P("anthropic_key", "en", "{\"provider\": \"anthropic\", \"apiKey\": \"«S:anthropic»\", \"model\": \"claude-sonnet\"}",
  ["{\"provider\": \"anthropic\",", "\"model\": \"claude-sonnet\"}"])
P("gitlab_token", "en", "git remote set-url origin https://oauth2:«S:glpat»@gitlab.«V:domain»/platform/infra.git", ["git remote set-url origin"])
P("github_token", "en", "the fine-grained PAT for the release bot (contents: write only): «S:github_pat»", ["the fine-grained PAT for the release bot (contents: write only):"])
P("api_token", "en", "bitbucket app password for ci-bot: «S:atbb»", ["bitbucket app password for ci-bot:"])
P("api_token", "en", "curl -H \"Authorization: SSWS «S:okta»\" https://acme.okta.com/api/v1/users?limit=25", ["curl -H \"Authorization: SSWS"])
P("cloud_token", "en", "CF token (Zone.DNS edit on two zones) is «S:cf_token»", ["CF token (Zone.DNS edit on two zones) is"])
P("key_pair", "en", "PAYPAL_CLIENT_ID=«V:paypal_id»\nPAYPAL_CLIENT_SECRET=«S:paypal_secret»\nPAYPAL_MODE=live", ["PAYPAL_CLIENT_SECRET=", "PAYPAL_MODE=live"])
P("api_token", "en", "square prod access token «S:sq_token» (location L8M2 only)", ["square prod access token", "(location L8M2 only)"])
P("api_token", "en", "newrelic:\n  NEW_RELIC_API_KEY: «S:nrak»\n  NEW_RELIC_REGION: EU", ["NEW_RELIC_API_KEY:", "NEW_RELIC_REGION: EU"])
P("api_token", "en", "Grafana service account 'dashboards-sync' → «S:glsa»", ["Grafana service account 'dashboards-sync'"])
P("wrapped_secret", "en", "yaml:\n  anthropic:\n    key: >-\n    «S:wrap_anthropic_indent»\n  timeout: 60",
  ["anthropic:", "timeout: 60"])

# ---------------------------------------------------------------- positives, Chinese
P("password_prose", "zh", "交接：测试环境的 Grafana 用 «V:user» 登录，后面跟 «S:pw_human»，每月轮换一次。",
  ["交接：测试环境的 Grafana 用", "每月轮换一次。"])
P("password_prose", "zh", "财务共享邮箱 finance@«V:domain» 进去要输 «S:pw_human»，别改，三个人在用。", ["财务共享邮箱", "别改，三个人在用。"])
P("password_prose", "zh", "法务发来的合同压缩包，解压时输入 «S:pw_rand_safe» 就行，看完删掉。", ["法务发来的合同压缩包", "看完删掉。"])
P("password_prose", "zh", "跳板机上 sudo 的时候会让你输，直接输 «S:pw_human» 回车。", ["跳板机上 sudo 的时候会让你输"])
P("password_prose", "zh", "公司访客 WiFi 是 «V:ssid»，连的时候填 «S:pw_human»。", ["公司访客 WiFi 是"])
P("password_prose", "zh", "账号 «V:user»，账号后面那串是 «S:pw_rand_safe»，便利贴上抄的。", ["便利贴上抄的。"])
P("password_prose", "zh", "路由器后台 192.168.1.1，admin / «S:pw_human»，别动端口映射。", ["路由器后台 192.168.1.1", "别动端口映射。"])
P("password_prose", "zh", "【群聊记录】\n张伟：Jenkins 你能进去吗？\n李娜：能，«V:user»，«S:pw_human»\n张伟：好的谢谢", ["张伟：Jenkins 你能进去吗？", "张伟：好的谢谢"])
P("password_prose", "zh", "VPN 客户端再弹窗的话，填 «S:pw_rand_safe»（域账号的，不是动态码）。", ["VPN 客户端再弹窗的话", "（域账号的，不是动态码）"])
P("password_prose", "zh", "机房 KVM 网页登录：先输工号 «V:digits_6»，再输 «S:pw_human» 就进去了。", ["机房 KVM 网页登录：先输工号"])
P("password_prose", "zh", "王磊：服务器 root 进不去了\n赵敏：上周改过了，现在是 «S:pw_human»\n王磊：收到", ["王磊：服务器 root 进不去了", "王磊：收到"])
P("password_prose", "zh", "审计要的 PDF 打开时会提示输入，给他们 «S:pw_rand_safe»，电话里说，别发邮件。", ["审计要的 PDF 打开时会提示输入", "电话里说，别发邮件。"])
P("password_prose", "zh", "老板家里的网连 «V:ssid»，输 «S:zh_pw» 就能上。", ["老板家里的网连"])
P("password_prose", "zh", "门禁系统后台账号 «V:user»，进去用 «S:zh_pw»，只有行政能改。", ["门禁系统后台账号", "只有行政能改。"])
P("password_prose", "zh", "用户原话：“我用 «V:user» 加 «S:pw_human» 登 OA，一直提示会话过期。”", ["一直提示会话过期。"])
P("password_prose", "zh", "财务室保险柜电子锁：«S:digits_8»，只给出纳和你。", ["财务室保险柜电子锁", "只给出纳和你。"])
P("passphrase", "zh", "移动硬盘开机解锁短语：«S:passphrase»（全小写，中间空格）", ["移动硬盘开机解锁短语", "（全小写，中间空格）"])
P("seed_phrase", "zh", "助记词（测试钱包，也别外传）：«S:seed12»", ["助记词（测试钱包，也别外传）"])
P("passphrase", "zh", "KeePass 数据库主口令是 «S:passphrase_dash»，别存浏览器里。", ["KeePass 数据库主口令是", "别存浏览器里。"])
P("passphrase", "zh", "restic 备份仓库要口令，是 «S:passphrase»，丢了就恢复不了。", ["restic 备份仓库要口令", "丢了就恢复不了。"])
P("passphrase", "zh", "夜间备份脚本：\nBORG_PASSPHRASE='«S:passphrase_dash»' borg create ::'{hostname}-{now}' /srv",
  ["夜间备份脚本：", "borg create ::'{hostname}-{now}' /srv"])
P("seed_phrase", "zh", "冷钱包恢复词一共 24 个：\n«S:seed24»\n纸质版在保险柜。", ["冷钱包恢复词一共 24 个：", "纸质版在保险柜。"])
P("password_human", "zh", "把 NAS 管理员密码从 «S:pw_human» 改成了 «S:pw_human»，审计要求的。", ["把 NAS 管理员密码从", "审计要求的。"])
P("password_human", "zh", "备忘：新的 Jira 密码 «S:zh_pw»，周一开始生效。", ["备忘：新的 Jira 密码", "周一开始生效。"])
P("split_secret", "zh", "密钥分两段发你：前半段 «S:head_sk_live»\n后半段 «S:b62_60»\n直接拼起来，中间不要空格。", ["密钥分两段发你", "直接拼起来，中间不要空格。"])
P("split_secret", "zh", "数据库口令拆开说：开头是 «S:alnum_9»，结尾是 «S:alnum_9»，中间没有别的字符。", ["数据库口令拆开说", "中间没有别的字符。"])
P("wrapped_secret", "zh", "日志里那行太长被折行了：\nAuthorization: Bearer «S:wrap_jwt»\n请求路径 /api/v2/users", ["日志里那行太长被折行了：", "请求路径 /api/v2/users"])
P("wrapped_secret", "zh", "终端里复制出来换行了：\nSTRIPE_KEY=«S:wrap_sk_live»\n你自己拼一下", ["终端里复制出来换行了：", "你自己拼一下"])
P("wrapped_secret", "zh", "存储账号密钥太长，邮件里折成两行：\n«S:wrap_azure_key»", ["存储账号密钥太长，邮件里折成两行："])
P("session_cookie", "zh", "后台登不上就在开发者工具里把 sessionid 改成 «S:lower_32»，刷新一下。", ["后台登不上就在开发者工具里把 sessionid 改成", "刷新一下。"])
P("session_cookie", "zh", "抓包看到请求头：\nCookie: PHPSESSID=«S:phpsessid»; lang=zh-CN", ["抓包看到请求头：", "lang=zh-CN"])
P("session_cookie", "zh", "爬虫脚本里写死了登录态：\nresp = requests.get(url, cookies={'SESSION': '«S:b64u_48»'})", ["爬虫脚本里写死了登录态：", "resp = requests.get(url, cookies={'SESSION': "])
P("cloud_key_pair", "zh", "阿里云 OSS 的 AccessKey：ID «S:ltai»，Secret «S:aliyun_secret»，只给了读写 bucket 的权限。",
  ["阿里云 OSS 的 AccessKey", "只给了读写 bucket 的权限。"])
P("cloud_key_pair", "zh", "部署机上的环境变量：\nALIBABA_CLOUD_ACCESS_KEY_ID=«S:ltai»\nALIBABA_CLOUD_ACCESS_KEY_SECRET=«S:aliyun_secret»\nREGION=cn-shanghai",
  ["部署机上的环境变量：", "ALIBABA_CLOUD_ACCESS_KEY_SECRET=", "REGION=cn-shanghai"])
P("cloud_key_pair", "zh", "腾讯云 COS 上传用的 SecretId «S:akid»，SecretKey «S:tencent_key»，有效期到年底。", ["腾讯云 COS 上传用的 SecretId", "有效期到年底。"])
P("cloud_key_pair", "zh", "短信发送脚本里写死了：\ncred = credential.Credential(\"«S:akid»\", \"«S:tencent_key»\")", ["短信发送脚本里写死了：", "cred = credential.Credential("])
P("app_secret", "zh", "小程序 AppID «V:wx_appid»，AppSecret «S:hex_32»，换 session_key 用的。", ["换 session_key 用的。"])
P("app_secret", "zh", "微信支付商户平台设置的 APIv3 密钥：«S:alnum_32»，回调验签要用。", ["微信支付商户平台设置的 APIv3 密钥", "回调验签要用。"])
P("webhook_url", "zh", "告警发到钉钉群：https://oapi.dingtalk.com/robot/send?access_token=«S:hex_64»\n加签：«S:dingsec»", ["告警发到钉钉群：", "加签："])
P("webhook_url", "zh", "飞书机器人 webhook：https://open.feishu.cn/open-apis/bot/v2/hook/«S:uuid»\n签名校验：«S:b62_22»", ["飞书机器人 webhook：", "签名校验："])
P("webhook_url", "zh", "企业微信群机器人地址 https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=«S:uuid»，发版通知用。", ["企业微信群机器人地址", "发版通知用。"])
P("cloud_key_pair", "zh", "七牛的 AK «S:b64u_40» SK «S:b64u_40»，上传脚本用。", ["上传脚本用。"])
P("cloud_key_pair", "zh", "百度 OCR 应用：API Key «S:alnum_24»，Secret Key «S:alnum_32»，每天免费 500 次。", ["百度 OCR 应用：", "每天免费 500 次。"])
P("pem_private_key", "zh", "支付宝应用私钥（PKCS1），别提交到仓库：\n«S:pem_rsa»", ["支付宝应用私钥（PKCS1），别提交到仓库："])
P("cloud_key_pair", "zh", "华为云 OBS：AK «S:alnum_up_20»，SK «S:alnum_40»，区域 cn-north-4。", ["华为云 OBS：", "区域 cn-north-4。"])
P("config_pgpass", "zh", "ETL 机器上的 ~/.pgpass：\n«V:host»:5432:«V:db»:«V:user»:«S:pw_rand_safe»\n权限要 600。", ["ETL 机器上的 ~/.pgpass：", "权限要 600。"])
P("config_mycnf", "zh", "备份机 /root/.my.cnf 内容：\n[mysqldump]\nuser=root\npassword=«S:pw_rand_safe»", ["备份机 /root/.my.cnf 内容：", "[mysqldump]"])
P("config_xml", "zh", "Maven 私服的 settings.xml：\n<server>\n  <id>aliyun-private</id>\n  <username>«V:user»</username>\n  <password>«S:pw_rand_safe»</password>\n</server>",
  ["Maven 私服的 settings.xml：", "<id>aliyun-private</id>"])
P("config_xml", "zh", "老项目 applicationContext.xml 里的数据源：\n<property name=\"username\" value=\"«V:user»\"/>\n<property name=\"password\" value=\"«S:pw_rand_safe»\"/>",
  ["老项目 applicationContext.xml 里的数据源：", "<property name=\"password\" value=\""])
P("config_yaml", "zh", "生产库配置（别提交）：\nspring:\n  datasource:\n    url: jdbc:mysql://«V:host»:3306/«V:db»?useSSL=false\n    username: «V:user»\n    password: «S:pw_rand_safe»",
  ["生产库配置（别提交）：", "datasource:"])
P("config_properties", "zh", "nacos 配置中心 order-service.properties 里：redis.password=«S:b62_24»，改完要重启。", ["nacos 配置中心 order-service.properties 里：", "改完要重启。"])
P("docker_compose", "zh", "本地起 MySQL 的 compose：\n  mysql:\n    image: mysql:8.0\n    environment:\n      MYSQL_ROOT_PASSWORD: «S:pw_rand_safe»\n      MYSQL_DATABASE: «V:db»",
  ["本地起 MySQL 的 compose：", "image: mysql:8.0", "MYSQL_ROOT_PASSWORD:"])
P("k8s_secret", "zh", "线上的 Secret（base64 的，不是加密）：\napiVersion: v1\nkind: Secret\nmetadata:\n  name: mysql-auth\ndata:\n  root-password: «S:k8s_b64pw»",
  ["线上的 Secret（base64 的，不是加密）：", "name: mysql-auth"])
P("terraform", "zh", "阿里云 provider 配置：\nprovider \"alicloud\" {\n  access_key = \"«S:ltai»\"\n  secret_key = \"«S:aliyun_secret»\"\n  region     = \"cn-hangzhou\"\n}",
  ["阿里云 provider 配置：", "region     = \"cn-hangzhou\""])
P("code_positional", "zh", "脚本里直接写的：\ndb = pymysql.connect('«V:host»', 'root', '«S:pw_rand_safe»', 'shop', charset='utf8mb4')",
  ["脚本里直接写的：", "charset='utf8mb4')"])
P("code_kwarg", "zh", "Go 服务里初始化 redis：\nrdb := redis.NewClient(&redis.Options{Addr: \"«V:host»:6379\", Password: \"«S:b62_24»\", DB: 0})",
  ["Go 服务里初始化 redis：", "DB: 0})"])
P("code_positional", "zh", "同步脚本（Java）里：\nSession session = jsch.getSession(\"«V:user»\", host, 22);\nsession.setPassword(\"«S:pw_human»\");",
  ["同步脚本（Java）里：", "session.setPassword("])
P("code_positional", "zh", "短信 SDK 初始化：client = AcsClient('«S:ltai»', '«S:aliyun_secret»', 'cn-hangzhou')", ["短信 SDK 初始化：", "'cn-hangzhou')"])
P("code_positional", "zh", "网易邮箱发报表：\nserver.login('«V:user»@163.com', '«S:upper_16»')\nserver.sendmail(frm, to, msg)", ["网易邮箱发报表：", "server.sendmail(frm, to, msg)"])
P("cli_password", "zh", "导出库：mysqldump -uroot -p'«S:pw_rand_shell»' --single-transaction «V:db» > «V:db».sql", ["导出库：", "--single-transaction"])
P("cli_password", "zh", "压缩交付物：7z a -p«S:pw_human» 交付物.7z ./dist", ["压缩交付物：", "交付物.7z ./dist"])
P("cli_password", "zh", "MQ 账号改密：rabbitmqctl change_password «V:user» «S:pw_human»", ["MQ 账号改密：rabbitmqctl change_password"])
P("cli_password", "zh", "在跳板机上连缓存：redis-cli -h «V:host» -p 6379 -a '«S:b62_32»'", ["在跳板机上连缓存："])
P("cli_password", "zh", "批量执行：sshpass -p «S:pw_rand_shell» ssh «V:user»@«V:host» 'systemctl restart nginx'", ["批量执行：", "'systemctl restart nginx'"])
P("cli_password", "zh", "推镜像前先登录：docker login --username=«V:user» --password=«S:pw_rand_shell» registry.cn-hangzhou.aliyuncs.com",
  ["推镜像前先登录：", "registry.cn-hangzhou.aliyuncs.com"])
P("gitlab_token", "zh", "克隆私有仓库时带上了令牌：git clone https://«V:user»:«S:glpat»@gitlab.«V:domain»/team/app.git", ["克隆私有仓库时带上了令牌："])
P("cli_password", "zh", "MinIO 客户端配置：mc alias set minio http://«V:host»:9000 «S:alnum_up_20» «S:b62_40»", ["MinIO 客户端配置：mc alias set minio"])
P("cli_password", "zh", "打包时的签名：jarsigner -keystore release.jks -storepass «S:pw_rand_shell» app.apk release", ["打包时的签名：", "app.apk release"])
P("cli_password", "zh", "连 SQL Server：sqlcmd -S «V:host» -U sa -P «S:pw_rand_shell» -d «V:db»", ["连 SQL Server："])
P("jwt", "zh", "前端联调用的 token：«S:jwt»，两小时过期。", ["前端联调用的 token", "两小时过期。"])
P("pem_private_key", "zh", "服务器的登录私钥，别外传：\n«S:pem_openssh»", ["服务器的登录私钥，别外传："])
P("pem_private_key", "zh", "证书签发用的私钥（PKCS8）：\n«S:pem_pkcs8»\n公钥已经给对方了。", ["证书签发用的私钥（PKCS8）：", "公钥已经给对方了。"])
P("pem_private_key", "zh", "发布签名用的 GPG 私钥导出如下：\n«S:pem_pgp»", ["发布签名用的 GPG 私钥导出如下："])
P("github_token", "zh", "发版机器人的令牌换成 «S:ghp» 了，旧的已作废。", ["发版机器人的令牌换成", "旧的已作废。"])
P("openai_key", "zh", "评测脚本改用团队的 key：«S:openai»，额度每月重置。", ["评测脚本改用团队的 key", "额度每月重置。"])
P("anthropic_key", "zh", "ANTHROPIC_API_KEY 设成 «S:anthropic» 了，记得别提交 .env。", ["ANTHROPIC_API_KEY 设成", "记得别提交 .env。"])
P("stripe_key", "zh", "海外站的 Stripe 正式密钥 «S:sk_live»，回调签名 «S:whsec»。", ["海外站的 Stripe 正式密钥", "回调签名"])
P("chat_bot_token", "zh", "Telegram 通知机器人：«S:tg_bot»，群 ID -1002233445566。", ["Telegram 通知机器人：", "群 ID -1002233445566。"])
P("conn_string_db", "zh", "连接串：postgresql://«V:user»:«S:pw_url»@«V:host»:5432/«V:db»?sslmode=require ，只读账号。", ["连接串：", "只读账号。"])
P("conn_string_db", "zh", "报表服务的连接字符串：Server=«V:host»,1433;Database=«V:db»;User ID=«V:user»;Password=«S:pw_odbc»;TrustServerCertificate=True",
  ["报表服务的连接字符串："])
P("conn_string_db", "zh", "老系统的 JDBC 串直接带了账号：jdbc:mysql://«V:host»:3306/«V:db»?user=«V:user»&password=«S:pw_url»&useUnicode=true",
  ["老系统的 JDBC 串直接带了账号："])
P("config_other", "zh", "ansible-vault 的密码文件 ~/.vault_pass 里就一行：«S:pw_rand_safe»", ["ansible-vault 的密码文件 ~/.vault_pass 里就一行："])
P("api_token", "zh", "高德 Web 服务 key «S:hex_32»，只能放后端，别写进前端。", ["高德 Web 服务 key", "只能放后端，别写进前端。"])
P("app_secret", "zh", "QQ 邮箱 SMTP 授权码：«S:lower_16»，发告警邮件用。", ["QQ 邮箱 SMTP 授权码：", "发告警邮件用。"])
P("framework_secret", "zh", "Django 的 SECRET_KEY 别泄露：«S:django_key»", ["Django 的 SECRET_KEY 别泄露："])
P("token_in_url", "zh", "获取 access_token：https://qyapi.weixin.qq.com/cgi-bin/gettoken?corpid=ww«V:hex_16»&corpsecret=«S:b64u_43»",
  ["获取 access_token："])
P("app_secret", "zh", "飞书自建应用 App ID cli_«V:hex_16»，App Secret «S:alnum_32»，机器人权限已开。", ["飞书自建应用 App ID", "机器人权限已开。"])
P("config_other", "zh", "Android 签名配置：\nstorePassword «S:pw_human»\nkeyAlias release\nkeyPassword «S:pw_rand_safe»", ["Android 签名配置：", "keyAlias release"])
P("aws_key", "zh", "海外 S3 用的：AWS_ACCESS_KEY_ID=«S:akia» AWS_SECRET_ACCESS_KEY=«S:aws_secret»", ["海外 S3 用的："])
P("npm_token", "zh", "私有包发布：npm config set //registry.npmjs.org/:_authToken «S:npm»", ["私有包发布："])
P("vault_token", "zh", "临时用的 Vault root token：«S:hvs»，今晚吊销。", ["临时用的 Vault root token：", "今晚吊销。"])
P("encryption_key", "zh", "sops 用的 age 私钥：«S:age_key»，对应公钥 «K:age_pub»。", ["sops 用的 age 私钥：", "对应公钥"])
P("sendgrid_key", "zh", "海外邮件走 SendGrid，key：«S:sendgrid»", ["海外邮件走 SendGrid"])
P("session_cookie", "zh", "接口调试先带上 Cookie：JSESSIONID=«S:jsessionid»，不然 302 到登录页。", ["接口调试先带上 Cookie：", "不然 302 到登录页。"])
P("config_yaml", "zh", "Filebeat 输出到 ES：\noutput.elasticsearch:\n  hosts: [\"«V:host»:9200\"]\n  username: \"elastic\"\n  password: \"«S:pw_rand_safe»\"",
  ["Filebeat 输出到 ES：", "output.elasticsearch:"])
P("config_ini", "zh", "Grafana 的 grafana.ini：\n[security]\nadmin_user = admin\nadmin_password = «S:pw_human»", ["Grafana 的 grafana.ini：", "[security]"])
P("azure_secret", "zh", "Azure 国际版应用注册：租户 «V:uuid»，客户端密码 «S:azure_cs»，明年三月过期。", ["Azure 国际版应用注册", "明年三月过期。"])
P("google_api_key", "zh", "谷歌地图服务端 key：«S:aiza»，限制了服务器 IP。", ["谷歌地图服务端 key", "限制了服务器 IP。"])
P("webhook_signing", "zh", "GitHub webhook 的 secret 填的是 «S:hex_40»，后端用它校验签名。", ["GitHub webhook 的 secret 填的是", "后端用它校验签名。"])
P("chat_bot_token", "zh", "Discord 机器人的 token 是 «S:discord_token»，只在测试服务器里。", ["Discord 机器人的 token 是", "只在测试服务器里。"])
P("shell_history", "zh", "history 里看到的：\n 1021  export DASHSCOPE_API_KEY=sk-«S:hex_32»\n 1022  python run_agent.py", ["history 里看到的：", "python run_agent.py"])
P("password_prose", "zh", "打印机管理页面 http://«V:ip» ，管理员那栏填 «S:pw_rand_safe» 就能改纸张设置。", ["打印机管理页面", "就能改纸张设置。"])
P("cloud_token", "zh", "CI 里 Terraform Cloud 的令牌：«S:tfc»，只给 infra 工作区。", ["CI 里 Terraform Cloud 的令牌：", "只给 infra 工作区。"])
P("key_pair", "zh", "Twilio 国际短信：账户 «V:twilio_sid»，Auth Token «S:hex_32»。", ["Twilio 国际短信：账户"])
P("hf_token", "zh", "下载模型前先 export HF_TOKEN=«S:hf»，不然 401。", ["下载模型前先 export HF_TOKEN=", "不然 401。"])

# ---------------------------------------------------------------- negatives, English
N("neg_password_talk", "en", "Reminder: the password for the staging DB is in 1Password under '«V:db»-db-rw'; don't paste it in chat.")
N("neg_policy_numeric", "en", "Password min length: «V:minlen», max age: «V:days» days, history: «V:small»")
N("neg_url_no_cred", "en", "DATABASE_URL=postgres://«V:host»:5432/«V:db»")
N("neg_none", "en", "password: (none) — the local «V:svc» has no auth")
N("neg_placeholder", "en", "export «V:envname:e»=${«=e»}")
N("neg_placeholder", "en", "API_KEY=<your-api-key-here>\nAPI_BASE=https://api.«V:domain»/v1")
N("neg_placeholder", "en", "DB_PASSWORD=changeme  # set the real one in Vault before the «V:env» deploy")
N("neg_placeholder", "en", "slack:\n  token: xoxb-xxxx-xxxx-xxxx\n  channel: '#«V:chan»'")
N("neg_git_sha", "en", "Fixed in commit «K:sha40»; cherry-picked to release/2.4 as «K:sha7».", ["Fixed in commit", "cherry-picked to release/2.4 as"])
N("neg_request_id", "en", "request_id=«K:uuid» status=500 latency=812ms upstream=payments", ["status=500 latency=812ms upstream=payments", "request_id="])
N("neg_trace_id", "en", "trace_id=«K:hex_32» span_id=«K:hex_16» service=checkout", ["service=checkout"])
N("neg_hash_id", "en", "«K:hex_64»  terraform_1.9.8_linux_amd64.zip", ["terraform_1.9.8_linux_amd64.zip"])
N("neg_hash_id", "en", "image: registry.«V:domain»/api@sha256:«K:hex_64»\nimagePullPolicy: IfNotPresent", ["imagePullPolicy: IfNotPresent"])
N("neg_hash_id", "en", "\"node_modules/lodash\": {\n  \"version\": \"4.17.21\",\n  \"integrity\": \"sha512-«K:b64_86»==\"\n}", ["\"version\": \"4.17.21\",", "\"integrity\": \"sha512-"])
N("neg_hash_id", "en", "github.com/pkg/errors v0.9.1 h1:«K:b64_43»=", ["github.com/pkg/errors v0.9.1 h1:"])
N("neg_public_key", "en", "Add this to authorized_keys on the build host: ssh-ed25519 «K:ed_pub» «V:user»@laptop", ["Add this to authorized_keys on the build host: ssh-ed25519"])
N("neg_public_key", "en", "Partner's public key for verifying callbacks:\n«K:pub_pem»", ["Partner's public key for verifying callbacks:"])
N("neg_doc_example", "en", "The AWS docs use AKIAIOSFODNN7EXAMPLE and wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY in every sample; grep the «V:repo» repo for them to find copy-pasted snippets.")
N("neg_build_id", "en", "Build #«K:digits_5» passed; artifact app-«K:semver»+build.«K:digits_4».tar.gz uploaded.", ["passed; artifact app-", "uploaded."])
N("neg_version", "en", "Upgraded psycopg to 3.2.3 and pydantic-core to 2.27.1; lockfile content-hash «K:hex_64».", ["Upgraded psycopg to 3.2.3 and pydantic-core to 2.27.1; lockfile content-hash"])
N("neg_token_llm", "en", "max_tokens: «V:maxtok»\ntemperature: 0.«V:small»\nstop_tokens: [\"</answer>\"]")
N("neg_token_llm", "en", "The tokenizer splits 'password' into two tokens; that prompt used «V:digits_4» input tokens and «V:digits_3» output tokens.")
N("neg_sk_words", "en", "sk-learn is not a package, use scikit-learn; and the task-force sync moved to «V:hour»pm (ask-me-anything after).")
N("neg_password_talk", "en", "Password reset links expire after «V:mins» minutes; users then get a 6-digit code by email.")
N("neg_password_talk", "en", "If login fails with 'invalid password', check caps lock and the keyboard layout before resetting «V:user».")
N("neg_redacted", "en", "DB_USER=app\nDB_PASSWORD=[已脱敏:password]\nDB_HOST=«V:host»")
N("neg_placeholder", "en", "env:\n  NPM_TOKEN: ${{ secrets.NPM_TOKEN }}\n  NODE_ENV: «V:env»")
N("neg_env_ref", "en", "- name: DB_PASSWORD\n  valueFrom:\n    secretKeyRef:\n      name: «V:db»-creds\n      key: password")
N("neg_env_ref", "en", "postgres:\n  password_file: /run/secrets/db_password\n  max_connections: «V:digits_3»")
N("neg_password_talk", "en", "echo $CR_PAT | docker login ghcr.io -u «V:user» --password-stdin")
N("neg_password_talk", "en", "Run `mysql -u «V:user» -p` and it will prompt; never put it on the command line.")
N("neg_url_no_cred", "en", "jdbc:postgresql://«V:host»:5432/analytics?ssl=true&sslmode=verify-full")
N("neg_url_no_cred", "en", "CACHE_URL=redis://cache.internal:6379/«V:small»\nSESSION_TTL=«V:digits_4»")
N("neg_hash_id", "en", "Sentry event «K:hex_32» grouped under issue PROJ-4821 (first seen 2026-11-29).", ["grouped under issue PROJ-4821 (first seen 2026-11-29)."])
N("neg_hash_id", "en", "aws s3api head-object says ETag: \"«K:hex_32»\", ContentLength: 1048576", ["ContentLength: 1048576", "aws s3api head-object says ETag:"])
N("neg_request_id", "en", "order «K:ulid» stuck in PENDING since 09:12, customer asked twice", ["stuck in PENDING since 09:12, customer asked twice"])
N("neg_request_id", "en", "kubectl get pods:\napi-«K:pod_suffix»   0/1   CrashLoopBackOff   7   14m", ["0/1   CrashLoopBackOff   7   14m"])
N("neg_public_key", "en", "Send test ETH to 0x«K:hex_40» on Sepolia (public address, fine to share).", ["on Sepolia (public address, fine to share)."])
N("neg_public_key", "en", "Release signing key fingerprint: «K:HEX_40_spaced»", ["Release signing key fingerprint:"])
N("neg_policy_numeric", "en", "Password must contain one uppercase letter, one digit and one symbol (e.g. !, #, %); minimum «V:minlen» characters.")
N("neg_doc_example", "en", "Basic auth header format: 'Authorization: Basic base64(user:pass)' — see ticket «V:ticket».")
N("neg_policy_numeric", "en", "session_timeout: «V:digits_4»\nsession_cookie_secure: true\npassword_hash_algorithm: argon2id")
N("neg_placeholder", "en", "[«V:env»]\naws_access_key_id = <from vault>\naws_secret_access_key = <from vault>")
N("neg_env_ref", "en", "SECRET_KEY = os.environ['DJANGO_SECRET_KEY']\nDEBUG = os.environ.get('DEBUG') == '«V:small»'")
N("neg_env_ref", "en", "api_key = os.getenv(\"OPENAI_API_KEY\")\nif not api_key: raise SystemExit(\"set OPENAI_API_KEY for «V:svc»\")")
N("neg_env_ref", "en", "const token = process.env.SLACK_BOT_TOKEN;\nif (!token) throw new Error('missing token for «V:svc»');")
N("neg_placeholder", "en", "db_password: \"{{ vault_db_password }}\"\ndb_port: «V:port»")
N("neg_cookie_benign", "en", "Cookie: theme=«V:theme»; lang=en-GB; tz=Europe/«V:city»")
N("neg_hash_id", "en", "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg== is the 1x1 spacer in «V:svc»")
N("neg_build_id", "en", "Step 9/12 : RUN pip install -r requirements.txt\n ---> Running in «K:hex_12»\nSuccessfully built «K:hex_12»", ["Step 9/12 : RUN pip install -r requirements.txt", "Successfully built"])
N("neg_password_talk", "en", "«V:user»@«V:hostname»:~$ passwd\npasswd: password updated successfully")
N("neg_none", "en", "user=postgres password= host=localhost port=«V:port» (trust auth on the dev box)")
N("neg_policy_numeric", "en", "PASSWORD_MIN_LENGTH=«V:minlen»\nPASSWORD_REQUIRE_SYMBOL=true\nLOGIN_MAX_ATTEMPTS=«V:small»")
N("neg_policy_numeric", "en", "password: «V:minlen» characters minimum (see the policy page)")
N("neg_password_talk", "en", "wifi at the café on «V:street» is open, no password, but the captive portal wants an email")
N("neg_password_talk", "en", "The vault is sealed; unseal needs «V:small» of «V:five» key shares held by the team leads.")
N("neg_password_talk", "en", "Ticket SEC-«V:ticket»: rotate the leaked key (already revoked, see incident INC-«V:ticket»).")
N("neg_git_sha", "en", "commit «K:sha40»\nAuthor: Dana Ortiz <dana@«V:domain»>\nDate:   Thu Dec 3 17:02:11 2026 +0100\n\n    fix: retry on 429", ["Author: Dana Ortiz", "fix: retry on 429"])
N("neg_uuid", "en", "Azure tenant id «K:uuid» and subscription «K:uuid» — both are identifiers, not secrets.", ["both are identifiers, not secrets."])
N("neg_hash_id", "en", "Certificate thumbprint (SHA-1): «K:HEX_colon»", ["Certificate thumbprint (SHA-1):"])
N("neg_doc_example", "en", "Docs example: curl -H 'Authorization: Bearer YOUR_TOKEN' https://api.example.com/v1/«V:resource»")
N("neg_request_id", "en", "Slack channel C0«V:alnum_up_9», user U0«V:alnum_up_9», message ts 17334«V:digits_5».00«V:digits_4»")
N("neg_uuid", "en", "AWS account «V:digits_12:a», role arn:aws:iam::«=a»:role/ci-deploy-«V:env», external id required: no")
N("neg_doc_example", "en", "A JWT has three parts, header.payload.signature, each base64url-encoded; never log the whole thing (see «V:ticket»).")
N("neg_hash_id", "en", "pinned to IPFS as «K:ipfs»", ["pinned to IPFS as"])
N("neg_version", "en", "Chrome extension id «K:chrome_ext», version «K:semver», published to the unlisted channel", ["published to the unlisted channel"])

# ---------------------------------------------------------------- negatives, Chinese
N("neg_policy_numeric", "zh", "密码策略：长度至少 «V:minlen» 位，须包含大小写字母、数字和符号，90 天更换一次。")
N("neg_none", "zh", "密码：（无），本地 «V:svc» 没开认证。")
N("neg_password_talk", "zh", "测试库的密码放在 1Password 的「«V:db»-db」条目里，别在群里发。")
N("neg_password_talk", "zh", "提醒：不要把密码写进 «V:repo» 仓库，统一走 Vault。")
N("neg_url_no_cred", "zh", "数据库连接：postgresql://«V:host»:5432/«V:db»（账号密码走环境变量）")
N("neg_placeholder", "zh", "DB_PASSWORD=${DB_PASSWORD}  # 由 CI 注入（«V:env»）")
N("neg_placeholder", "zh", "API_KEY=<填你自己的 key>\n接口地址 https://api.«V:domain»/v2")
N("neg_placeholder", "zh", "«V:svc» 默认密码是 changeme，首次登录会强制修改。")
N("neg_placeholder", "zh", "token: xxxxxxxx（示例，替换成自己的，见 «V:ticket»）")
N("neg_git_sha", "zh", "修复提交 «K:sha40»，已合入 release/3.1。", ["修复提交", "已合入 release/3.1。"])
N("neg_request_id", "zh", "请求 ID：«K:uuid»，状态码 502，耗时 3.2 秒。", ["请求 ID：", "状态码 502，耗时 3.2 秒。"])
N("neg_trace_id", "zh", "链路追踪 traceId=«K:hex_32»，慢在库存服务。", ["链路追踪 traceId=", "慢在库存服务。"])
N("neg_hash_id", "zh", "安装包校验 SHA256：«K:hex_64»，和官网一致。", ["安装包校验 SHA256：", "和官网一致。"])
N("neg_public_key", "zh", "他把公钥发我了：ssh-ed25519 «K:ed_pub» 加到 authorized_keys 就行。", ["他把公钥发我了：ssh-ed25519", "加到 authorized_keys 就行。"])
N("neg_doc_example", "zh", "AWS 文档里的示例 AKIAIOSFODNN7EXAMPLE 不是真的 key，扫描器在 «V:repo» 报了可以忽略。")
N("neg_build_id", "zh", "构建号 «K:digits_5»，版本 v2.13.0-rc.2，已推到灰度。", ["构建号", "版本 v2.13.0-rc.2，已推到灰度。"])
N("neg_token_llm", "zh", "max_tokens 设成 «V:maxtok»，这次对话一共用了 «V:small».«V:small» 万个 token。")
N("neg_policy_numeric", "zh", "密码连续输错 «V:small» 次会锁定 «V:mins» 分钟。")
N("neg_password_talk", "zh", "忘记密码请点登录页的「找回密码」，验证码 «V:small» 分钟内有效。")
N("neg_redacted", "zh", "MYSQL_USER=«V:user»\n密码=[已脱敏:password]\n端口 3306")
N("neg_env_ref", "zh", "secretKeyRef 引用 «V:db»-creds 里的 password 字段，yaml 里不写明文。")
N("neg_policy_numeric", "zh", "密码长度: «V:minlen»\n密码有效期: «V:days» 天")
N("neg_none", "zh", "«V:svc» 初始密码：（见入职邮件）")
N("neg_url_no_cred", "zh", "缓存地址 redis://redis-master.«V:env».svc:6379/«V:small»，没有密码。")
N("neg_request_id", "zh", "订单号 «K:digits_18»，用户说重复扣款了。", ["订单号", "用户说重复扣款了。"])
N("neg_request_id", "zh", "支付宝交易号 202612062200«K:digits_16»，已退款。", ["支付宝交易号 202612062200", "已退款。"])
N("neg_hash_id", "zh", "镜像 digest：sha256:«K:hex_64»，回滚用这个。", ["镜像 digest：sha256:", "回滚用这个。"])
N("neg_public_key", "zh", "小程序 AppID 是 «K:wx_appid»，这个是公开的，可以写在前端。", ["小程序 AppID 是", "这个是公开的，可以写在前端。"])
N("neg_public_key", "zh", "ETH 收款地址 0x«K:hex_40»（公开地址，可以发群里）", ["ETH 收款地址 0x", "（公开地址，可以发群里）"])
N("neg_public_key", "zh", "对方提供的验签公钥：\n«K:pub_pem»", ["对方提供的验签公钥："])
N("neg_policy_numeric", "zh", "密码强度检测分弱、中、强三档，至少到「中」才能提交（«V:svc»）。")
N("neg_password_talk", "zh", "WiFi 没密码，直接连 «V:ssid» 就行，会弹认证页。")
N("neg_password_talk", "zh", "«V:svc» 这个接口用的是 OAuth2，token 由网关换发，业务代码里拿不到。")
N("neg_password_talk", "zh", "泄露的 key 已经撤销了，不用再管，工单 OPS-«V:ticket» 有记录。")
N("neg_env_ref", "zh", "环境变量：MYSQL_PASSWORD_FILE=/run/secrets/«V:db»_pwd")
N("neg_policy_numeric", "zh", "密码哈希用 argon2id，参数 m=65536, t=«V:small», p=4。")
N("neg_password_talk", "zh", "«V:user» 执行 sudo 不需要密码（NOPASSWD 已配置）。")
N("neg_placeholder", "zh", "账号：«V:user»，密码：见 KeePass")
N("neg_git_sha", "zh", "提交 «K:sha7» 引入了回归，先回滚到 «K:sha7»。", ["引入了回归，先回滚到"])
N("neg_hash_id", "zh", "Sentry 事件 ID «K:hex_32»，影响 37 个用户。", ["Sentry 事件 ID", "影响 37 个用户。"])
N("neg_request_id", "zh", "重启的 pod：order-svc-«K:pod_suffix»，OOMKilled。", ["重启的 pod：order-svc-", "OOMKilled。"])
N("neg_url_no_cred", "zh", "报表库地址：jdbc:mysql://«V:ip»:3306/«V:db»?useSSL=false&serverTimezone=Asia/Shanghai")
N("neg_policy_numeric", "zh", "密钥轮换周期：«V:days» 天；最短长度：32 字节。")
N("neg_redacted", "zh", "«V:svc» 控制台里显示 password: ******（已脱敏），看不到明文。")
N("neg_placeholder", "zh", "GitHub Actions 里用 ${{ secrets.ALIYUN_AK }} 引用（«V:repo»），不要写明文。")
N("neg_uuid", "zh", "租户 ID：«K:uuid»（标识符，不是密钥）", ["租户 ID：", "（标识符，不是密钥）"])
N("neg_password_talk", "zh", "报错：password authentication failed for user \"«V:user»\"，先确认账号有没有被锁。")
N("neg_policy_numeric", "zh", "密码输入框的提示写的是「请输入 «V:minlen»-20 位密码」。")
N("neg_password_talk", "zh", "验证码已发送到手机尾号 «V:digits_4»，60 秒后可重新获取。")
N("neg_hash_id", "zh", "TLS 证书指纹 SHA1：«K:HEX_colon»", ["TLS 证书指纹 SHA1："])
N("neg_build_id", "zh", "本地构建完成，镜像 ID «K:hex_12»，大小 312MB。", ["本地构建完成，镜像 ID", "大小 312MB。"])
N("neg_version", "zh", "依赖版本：requests==«V:semver»，urllib3==«V:semver»，openai==«V:semver»")
N("neg_hash_id", "zh", "package-lock 里的 integrity: sha512-«K:b64_86»== 对不上，重新装一下。", ["package-lock 里的 integrity: sha512-", "对不上，重新装一下。"])
N("neg_public_key", "zh", "GPG 公钥指纹 «K:HEX_40_spaced»，可以在 keys.openpgp.org 查到。", ["GPG 公钥指纹", "可以在 keys.openpgp.org 查到。"])
N("neg_request_id", "zh", "消息 ID «K:ulid» 重复投递了三次。", ["消息 ID", "重复投递了三次。"])
N("neg_sk_words", "zh", "「sk-」开头的是模型平台的 key 格式，「task-」开头的是我们的任务编号（比如 task-«V:digits_5»），别搞混。")
N("neg_token_llm", "zh", "上下文 token 上限 «V:ctx»k，超过就从最早的对话开始截断。")
N("neg_policy_numeric", "zh", "环境里配置了 PASSWORD_MIN_LENGTH=«V:minlen» 和 PASSWORD_EXPIRE_DAYS=«V:days»。")
N("neg_doc_example", "zh", "文档示例：curl -H 'Authorization: Bearer <TOKEN>' https://api.example.com/v1/«V:resource»")
N("neg_password_talk", "zh", "«V:svc» 的账号密码登录已经关了，只允许走 SSO。")
N("neg_password_talk", "zh", "用户反馈「密码错误」，其实是账号被禁用了，提示文案要改（«V:ticket»）。")
N("neg_password_talk", "zh", "docker login «V:domain» 记得用 --password-stdin，别把密码放命令行。")
N("neg_version", "zh", "七牛 bucket 叫 static-assets-prod，区域 z0，CDN 版本号 «K:semver»。", ["七牛 bucket 叫 static-assets-prod，区域 z0，CDN 版本号"])
N("neg_none", "zh", "redis.password=（空）\nredis.port=6379\nredis.database=«V:small»")
N("neg_trace_id", "zh", "网关日志：X-Request-Id=«K:hex_32» 上游超时 30s。", ["网关日志：X-Request-Id=", "上游超时 30s。"])
N("neg_git_sha", "zh", "git rev-parse HEAD 输出 «K:sha40»，和线上版本一致。", ["git rev-parse HEAD 输出", "和线上版本一致。"])
N("neg_url_no_cred", "zh", "MongoDB 副本集：mongodb://mongo-0.mongo:27017,mongo-1.mongo:27017/«V:db»?replicaSet=rs0")
