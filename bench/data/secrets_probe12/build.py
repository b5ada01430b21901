"""Build bench/data/secrets_probe12/secrets_probe12.json: the round-12 probe set for issue 28.

Written by r12 before any rule change of round 12, in phrasings of its own (not copied from any
dev set), English and Chinese. Weighted to what round 11's blind run found weakest: split and
wrapped secrets, passphrases, and hard negatives where a token sits that is *not* a secret (SQL
identifiers and literals, ports and database names near a password word, cookies with no secret,
ids with structure, flag values, versions, column names). Run once on main before tuning, then dev.
Values come from a seeded RNG in real credential shapes; none is a real credential.
Run: python3 bench/data/secrets_probe12/build.py
"""
import json
import random
import string
from pathlib import Path

R = random.Random(20261207_12)
B62 = string.ascii_letters + string.digits
LOW = string.ascii_lowercase
HEX = "0123456789abcdef"
WORDS = ("amber basil canyon dune elm fable ginger heron islet jigsaw kettle lagoon mossy "
         "nimbus olive prairie quill russet summit tango ursine violet wicker yodel zenith "
         "pepper cobble lantern orbit tender rustle").split()


def r(n, alpha=B62):
    return "".join(R.choice(alpha) for _ in range(n))


def rnd(n=None):
    core = list(r(n or R.randint(11, 15)))
    core.insert(R.randint(1, len(core) - 1), R.choice("!#%*@^_$+"))
    core[R.randint(0, len(core) - 1)] = R.choice(string.digits)
    return "".join(core)


def phrase(n, sep=" "):
    return sep.join(R.sample(WORDS, n))


def halves(n):
    full = r(2 * n)
    return full[:n], full[n:]


CASES = []


def pos(kind, lang, text, secrets, keep):
    for s in secrets:
        assert s in text, (s, text)
    for k in keep:
        assert k in text, (k, text)
    CASES.append(dict(text=text, secrets=secrets, must_keep=keep, kind=kind, lang=lang,
                      polarity="positive"))


def neg(kind, lang, text, keep=None):
    keep = keep or [text]
    for k in keep:
        assert k in text, (k, text)
    CASES.append(dict(text=text, secrets=[], must_keep=keep, kind=kind, lang=lang,
                      polarity="negative"))


def passphrase_secrets(v, sep=" "):
    words = v.split(sep)
    if len(words) < 4:
        return [v]
    h = len(words) // 2
    return [v, sep.join(words[:h]), sep.join(words[h:])]


# ---------------------------------------------------------------- split secrets
a, b = halves(14); pos("split_secret", "en", f"The SendGrid key was too long for one SMS, so part one is {a} and part two is {b}.", [a, b], ["SendGrid key", "too long for one SMS"])
a, b = halves(12); pos("split_secret", "en", f"Pasting the webhook secret in two chunks because the chat cut it: chunk A `{a}` chunk B `{b}`", [a, b], ["webhook secret", "two chunks"])
a, b = halves(16); pos("split_secret", "en", f"first 16 chars: {a}\nlast 16 chars: {b}\n(that's the Mailgun key, glue them together)", [a, b], ["Mailgun key", "glue them together"])
a, b = halves(10); pos("split_secret", "en", f"The prefix is {a} and the suffix is {b}; concatenate them for the signing secret.", [a, b], ["signing secret"])
a, b = halves(13); pos("split_secret", "en", f"For safety I'm sending the API key split: {a} ... and the rest: {b}", [a, b], ["sending the API key split"])
a, b = r(9, string.ascii_letters), r(9, string.ascii_letters); pos("split_secret", "en", f"token piece 1 = {a}, token piece 2 = {b}", [a, b], ["token piece 1", "token piece 2"])
a, b = halves(12); pos("split_secret", "zh", f"密钥分两段给你：前半段 {a}，后半段 {b}，拼起来就能用", [a, b], ["密钥分两段给你", "拼起来就能用"])
a, b = halves(15); pos("split_secret", "zh", f"token 第一部分是 {a}，第二部分是 {b}", [a, b], ["第一部分", "第二部分"])
a, b = halves(11); pos("split_secret", "zh", f"把这两截连起来就是 API key：{a} 和 {b}", [a, b], ["把这两截连起来就是 API key"])
a, b = r(10, string.ascii_letters), r(10, string.ascii_letters); pos("split_secret", "zh", f"签名密钥太长，分开发：上半 {a}，下半 {b}", [a, b], ["签名密钥太长"])
# ---------------------------------------------------------------- wrapped secrets
a, b = halves(20); pos("wrapped_secret", "en", f"AWS secret (the terminal wrapped it):\n{a}\n{b}\nthe key id is in the other note", [a, b], ["AWS secret", "the key id is in the other note"])
x, y = r(18), r(18); pos("wrapped_secret", "en", f"export GITHUB_TOKEN=ghp_{x}\\\n{y}", ["ghp_" + x, y], ["export GITHUB_TOKEN"])
a, b = halves(22); pos("wrapped_secret", "en", f"client_secret: {a}\n  {b}\nredirect_uri: https://app.corp.io/cb", [a, b], ["client_secret", "redirect_uri: https://app.corp.io/cb"])
a, b = halves(24); pos("wrapped_secret", "en", f"The email client broke the storage key over two lines:\n{a}\n{b}", [a, b], ["storage key over two lines"])
a, b = halves(20); pos("wrapped_secret", "zh", f"邮件里的 access secret 被折行了：\n{a}\n{b}\n别外传", [a, b], ["被折行了", "别外传"])
a, b = halves(21); pos("wrapped_secret", "zh", f"密钥（终端自动换行）：\n{a}\n{b}", [a, b], ["终端自动换行"])
# ---------------------------------------------------------------- passphrases
v = phrase(4, "-"); pos("passphrase", "en", f"my 1Password master phrase is {v}", passphrase_secrets(v, "-"), ["1Password master phrase"])
v = phrase(4); pos("passphrase", "en", f"Wi-Fi passphrase for the cabin: {v}", passphrase_secrets(v), ["Wi-Fi passphrase for the cabin"])
v = phrase(4); pos("passphrase", "en", f"the GPG key passphrase is '{v}' — don't paste it in Jira", passphrase_secrets(v), ["GPG key passphrase", "don't paste it in Jira"])
v = phrase(3); pos("passphrase", "en", f"The VeraCrypt volume opens with \"{v}\".", passphrase_secrets(v), ["VeraCrypt volume"])
v = phrase(12); pos("passphrase", "en", f"seed words for the test wallet: {v}", passphrase_secrets(v), ["seed words for the test wallet"])
v = phrase(3); pos("passphrase", "en", f"ssh key passphrase — {v}", passphrase_secrets(v), ["ssh key passphrase"])
v = phrase(4); pos("passphrase", "en", f"Pass phrase for the offsite backup: {v}. Rotate in March.", passphrase_secrets(v), ["offsite backup", "Rotate in March"])
v = " ".join(w.capitalize() for w in phrase(4).split()); pos("passphrase", "en", f"The Bitwarden vault unlocks with {v}", passphrase_secrets(v), ["Bitwarden vault"])
v = phrase(3, "."); pos("passphrase", "en", f"luks passphrase={v}", [v], ["luks passphrase"])
v = phrase(5); pos("passphrase", "en", f"Remember the router admin phrase: {v}", passphrase_secrets(v), ["router admin phrase"])
v = phrase(4); pos("passphrase", "zh", f"保险库主密码是四个英文词：{v}", passphrase_secrets(v), ["保险库主密码"])
v = phrase(12); pos("passphrase", "zh", f"测试钱包助记词：{v}", passphrase_secrets(v), ["测试钱包助记词"])
v = phrase(3); pos("passphrase", "zh", f"加密硬盘的口令短语是「{v}」", passphrase_secrets(v), ["加密硬盘"])
v = phrase(4, "-"); pos("passphrase", "zh", f"家里 NAS 的密语：{v}，别告诉别人", passphrase_secrets(v, "-"), ["家里 NAS", "别告诉别人"])
v = phrase(4); pos("passphrase", "zh", f"GPG 私钥的 passphrase 设成了 {v}", passphrase_secrets(v), ["GPG 私钥"])
# ---------------------------------------------------------------- assorted positives (regression guard)
v = rnd(); pos("sql_password", "en", f"ALTER USER reporting WITH PASSWORD '{v}';", [v], ["ALTER USER reporting"])
v = rnd(); pos("sql_password", "en", f"GRANT ALL ON shop.* TO 'etl'@'%' IDENTIFIED BY '{v}';", [v], ["GRANT ALL ON shop.*"])
v = "sk_live_" + r(24); pos("sql_password", "en", f"INSERT INTO integrations (name, api_key) VALUES ('stripe', '{v}');", [v], ["INSERT INTO integrations"])
v = rnd(); pos("sql_password", "zh", f"建用户：CREATE USER sync_bot PASSWORD '{v}'; 然后授权", [v], ["CREATE USER sync_bot", "然后授权"])
v = rnd(); pos("conn_string", "en", f"postgres://app:{v}@db.corp.io:5432/orders", [v], ["db.corp.io:5432/orders"])
v = rnd(); pos("password_prose", "en", f"password {v} for database orders on port 5432", [v], ["database orders on port 5432"])
v = rnd(); pos("password_prose", "zh", f"数据库 crm_prod（端口 3306）的密码是 {v}", [v], ["数据库 crm_prod"])
v = r(32); w = r(40); pos("session_cookie", "en", f"Cookie: sessionid={v}; csrftoken={w}; theme=dark", [v, w], ["theme=dark", "Cookie: sessionid"])
v = r(48, B62 + "-_"); pos("session_cookie", "en", f"curl -b 'connect.sid=s%3A{v}' https://admin.corp.io/api/me", [v], ["https://admin.corp.io/api/me"])
v = r(40); pos("session_cookie", "zh", f"浏览器里复制的 laravel_session={v}，拿来调接口", [v], ["拿来调接口"])
v = rnd(); pos("cli_password", "en", f"mysql -h db1 -u root -p{v} shop", [v], ["mysql -h db1 -u root"])
v = rnd(); pos("cli_password", "zh", f"用 sshpass -p '{v}' ssh ops@10.2.0.8 登录跳板机", [v], ["登录跳板机"])
v = rnd(); pos("password_prose", "en", f"Grafana login is admin and {v}", [v], ["Grafana login"])
v = rnd(); pos("password_prose", "en", f"the kiosk PIN got changed, new one is {v}", [v], ["kiosk PIN"])
v = "00" + r(38, B62 + "-_"); pos("okta", "en", f"Authorization: SSWS {v}", [v], ["Authorization: SSWS"])
v = r(32, HEX); pos("token_in_url", "en", f"webhook: https://hooks.example.io/services/T01AB/B02CD/{r(24)}", [], [])
CASES.pop()
v = r(24); pos("token_in_url", "en", f"alerts go to https://hooks.slack.com/services/T0{r(8, string.ascii_uppercase + string.digits)}/B0{r(8, string.ascii_uppercase + string.digits)}/{v}", [v], ["alerts go to"])
v = r(32, HEX); pos("token_in_url", "en", f"the beacon posts to https://ingest.loghub.io/api/v2/{v}/bulk with no other auth", [v], ["the beacon posts to", "with no other auth"])
v = rnd(10); pos("chat", "en", f"[09:12] lee: what's the printer admin pw?\n[09:13] ana: {v}", [v], ["printer admin pw"])
v = rnd(); pos("chat", "zh", f"张三：VPN 密码多少？\n李四：{v}", [v], ["VPN 密码多少"])
v = "xoxb-" + r(11, string.digits) + "-" + r(13, string.digits) + "-" + r(24); pos("typed", "en", f"the bot uses {v}", [v], ["the bot uses"])

# ---------------------------------------------------------------- negatives: SQL with no secret
neg("neg_sql", "en", "SELECT id, email, password_hash FROM users WHERE last_login < NOW() - INTERVAL '90 days';")
neg("neg_sql", "en", "UPDATE accounts SET password_reset_token = NULL WHERE reset_expires < now();")
neg("neg_sql", "en", "ALTER TABLE users ADD COLUMN api_key_id uuid REFERENCES api_keys(id);")
neg("neg_sql", "en", "CREATE INDEX idx_sessions_token_hash ON sessions (token_hash);")
neg("neg_sql", "en", "SELECT * FROM orders WHERE status = 'pending_review' AND region = 'euw3';")
neg("neg_sql", "en", "INSERT INTO feature_flags (name, enabled) VALUES ('checkoutV2Beta', true);")
neg("neg_sql", "en", "GRANT SELECT ON analytics.* TO 'reporter'@'10.0.%';")
neg("neg_sql", "en", "SELECT secret_name, rotated_at FROM vault_audit WHERE secret_name = 'db_ro_cred';")
neg("neg_sql", "en", "UPDATE users SET password = crypt(:new_pw, gen_salt('bf')) WHERE id = :uid;")
neg("neg_sql", "en", "SELECT token FROM sessions WHERE user_id = 42 LIMIT 1; -- returns a hash, not the token")
neg("neg_sql", "zh", "查一下：SELECT user_id, token_type FROM oauth_tokens WHERE expires_at < now()，结果有 300 行")
neg("neg_sql", "zh", "把 password_salt 列改成 varchar(64)：ALTER TABLE members ALTER COLUMN password_salt TYPE varchar(64);")
neg("neg_sql", "zh", "DELETE FROM api_tokens WHERE revoked = true AND owner = 'svc_report9'; 清掉作废的令牌")
neg("neg_sql", "zh", "SQL：SELECT sku, price FROM items WHERE sku = 'XK9-22B7QF' 返回一行")
neg("neg_sql", "zh", "建表语句里 credential_ref 字段只存 vault 路径：CREATE TABLE svc (id int, credential_ref text);")
# ---------------------------------------------------------------- negatives: password near port / database
neg("neg_port_db", "en", "password authentication failed for user \"app\" on host db-2 port 6432, database billing_v2")
neg("neg_port_db", "en", "The password prompt shows up on port 3306 for schema inventory_prod.")
neg("neg_port_db", "en", "psql -h 10.0.0.5 -p 5433 -U analyst -d warehouse2024 -W  (it asks for the password)")
neg("neg_port_db", "en", "postgres://analyst@db.internal:5432/metrics_2024 - the password comes from PGPASSFILE")
neg("neg_port_db", "en", "jdbc:mysql://db01:3306/ledger_v3?useSSL=true (password in vault)")
neg("neg_port_db", "en", "password: from env, port: 5432, database: orders_eu")
neg("neg_port_db", "en", "Redis: no password on 6380, db 3 holds the rate limits")
neg("neg_port_db", "zh", "密码认证失败：端口 5432，数据库 crm_prod，用户 sync")
neg("neg_port_db", "zh", "连 mongodb://reader@10.1.1.9:27017/analytics_v2 时提示要输密码")
neg("neg_port_db", "zh", "密码走环境变量，端口 1521，服务名 ORCLPDB1")
# ---------------------------------------------------------------- negatives: cookies with no secret
neg("neg_cookie", "en", "Set-Cookie: theme=dark; Path=/; Max-Age=31536000")
neg("neg_cookie", "en", "Cookie: lang=en-US; tz=Europe%2FBerlin; consent=v2_analytics")
neg("neg_cookie", "en", "the sessionid cookie now has HttpOnly and SameSite=Lax set")
neg("neg_cookie", "en", "_ga=GA1.2.1789012345.1698765432 is just the analytics cookie")
neg("neg_cookie", "en", "document.cookie = 'sidebar_collapsed=true; path=/'")
neg("neg_cookie", "en", "We renamed the csrftoken cookie to __Host-csrf in settings.py")
neg("neg_cookie", "zh", "Cookie 里只有 locale=zh-CN 和 currency=CNY")
neg("neg_cookie", "zh", "Set-Cookie: ab_bucket=checkout_b; Path=/; SameSite=Lax 这是灰度分桶")
neg("neg_cookie", "zh", "session cookie 的过期时间改成 Max-Age=7200 了")
neg("neg_cookie", "zh", "把 cookie 名 remember_me 改成 __Secure-remember，值不变")
# ---------------------------------------------------------------- negatives: ids with structure
neg("neg_ids", "en", "pod checkout-api-6f7d9c8b5d-q2x9k restarted 3 times overnight")
neg("neg_ids", "en", "Order #A7K2-9QX4-MZ31 shipped on Tuesday")
neg("neg_ids", "en", "the build artifact is build-20241103-7f3a9c2")
neg("neg_ids", "en", "Stripe customer cus_Nffr2eUfNV2Hib, invoice in_1MtHbELkdIwHu7ixl4OzzPMv")
neg("neg_ids", "en", "Slack channel C04QX8L2M9T is where alerts land")
neg("neg_ids", "en", "correlation id: 01HF8Z4T6Q9W2XK7B3N5M1R0PJ")
neg("neg_ids", "en", "Docker container 3f4e2a1b9c8d exited with 137")
neg("neg_ids", "en", "the S3 object key is uploads/2024/11/IMG_4821_a9f3.jpg")
neg("neg_ids", "en", f"see https://github.com/acme/api/commit/{r(40, HEX)} for the fix")
neg("neg_ids", "en", "Azure subscription 3fa85f64-5717-4562-b3fc-2c963f66afa6 pays for it")
neg("neg_ids", "zh", "订单号 20241105-88231-KX 已发货")
neg("neg_ids", "zh", "工单 OPS-4821 关联提交 9f3c2ab，已回滚")
neg("neg_ids", "zh", "实例 ID i-0a7f3c9e2b1d4f6a8 在 cn-north-1，重启过一次")
neg("neg_ids", "zh", "镜像 tag 是 v3.8.1-rc2-g7d2e9f1，别用 latest")
neg("neg_ids", "zh", "请求 ID：req_7Hq2LmZ9xKpW，日志里查得到")
# ---------------------------------------------------------------- negatives: flags, versions, columns
neg("neg_flags", "en", "docker login -u ci --password-stdin registry.corp.io")
neg("neg_flags", "en", "mysqldump --single-transaction --routines shop > shop.sql")
neg("neg_flags", "en", "run it with --password-file /run/secrets/db_pw instead of a flag value")
neg("neg_flags", "en", "ssh -o PasswordAuthentication=no deploy@10.0.3.4")
neg("neg_flags", "en", "pg_hba.conf: host all all 10.0.0.0/8 scram-sha-256")
neg("neg_flags", "en", "Node-20 is what the CI runner expects")
neg("neg_flags", "en", "python-3.12 is what tox wants for the lint env")
neg("neg_flags", "en", "rename the column to order4ref_ before the migration")
neg("neg_flags", "en", "the secret is mounted at /var/run/secrets/kubernetes.io/serviceaccount/token")
neg("neg_flags", "en", "set --auth-method md5 and --max-connections 200 on the pooler")
neg("neg_flags", "zh", "启动参数加上 --token-file /etc/agent/token，不要直接写 token")
neg("neg_flags", "zh", "Gradle8 就是构建要的版本，别升到 9")
neg("neg_flags", "zh", "字段名是 acct7key_，别和 acct_key 搞混")
neg("neg_flags", "zh", "kubectl create secret generic db --from-file=./pw.txt 从文件读，不在命令行里")
neg("neg_flags", "zh", "htpasswd -B -c /etc/nginx/.htpasswd admin 会交互式问密码")
# ---------------------------------------------------------------- negatives: talk, look-alikes of split / passphrase
neg("neg_talk", "en", "Part one: set up the VPC. Part two: peer it with staging.")
neg("neg_talk", "en", "The first half of the sprint is frontend work, the second half backend.")
neg("neg_talk", "en", "A good passphrase is four random words; ours lives in the vault.")
neg("neg_talk", "en", "Shopping list for the offsite: coffee bagels oranges napkins")
neg("neg_talk", "en", "Retro words this week: calm focused tired hopeful")
neg("neg_talk", "en", "The token limit is 128k for this model, prompt tokens 3,200.")
neg("neg_talk", "en", "If the password prompt loops, clear the keychain entry and retry.")
neg("neg_talk", "en", "The key was wrapped over two lines in the PDF, so I retyped it into the vault myself.")
neg("neg_talk", "zh", "第一部分讲部署，第二部分讲监控")
neg("neg_talk", "zh", "口令短语建议用四个随机单词，别用生日")
neg("neg_talk", "zh", "密钥太长被折行的话，去 vault 里复制完整的")
neg("neg_talk", "zh", "周会关键词：稳定 交付 复盘")
neg("neg_talk", "en", "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGk2s8dQvXl0eYp1uT3mJ4bH7cN9wF6zR5aK2xL8qE0o ops@laptop")
neg("neg_talk", "en", "The password field is [REDACTED] in the export, as it should be.")
neg("neg_talk", "zh", "配置里 password: ${DB_PASSWORD}，值从 CI 注入")

for n, c in enumerate(CASES):
    c["id"] = f"p12-{n:04d}"
    c["group"] = f"p12-{c['kind']}-{n:04d}"
out = Path(__file__).with_name("secrets_probe12.json")
out.write_text(json.dumps(CASES, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
p = sum(c["polarity"] == "positive" for c in CASES)
print(f"{len(CASES)} cases: {p} positive ({sum(len(c['secrets']) for c in CASES)} secrets), {len(CASES) - p} negative")
