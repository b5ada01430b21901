"""A generated dev corpus for the redactor: templates per family, synthetic values drawn at run time.

build_corpus(seed) returns cases in the shared bench format (id, text, secrets,
must_keep, kind, lang, polarity). Values are drawn with realistic alphabets and
lengths when the corpus is built, so no secret-shaped literal sits in this file.
Families cover the context-only secrets of issue 16 (header/parameter names in
prose, credential pairs, positional CLI credentials, name and value on separate
lines, Chinese contexts), families the redactor already caught, and negatives
that merely talk about secrets.
"""
from __future__ import annotations

import random
import string

B62 = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
PW_SYMBOLS = "!#%+=~?-_.@^*"
USERS = ["ops", "admin", "deploy", "etl", "svc_backup", "jenkins", "root", "app", "reporter", "ci-bot"]
HOSTS = ["db.internal", "10.0.3.17", "minio.lab.local", "cache-01", "pg.staging.acme.dev", "s3.acme.io"]


class Values:
    """Secret-shaped values, drawn the way real ones look."""

    def __init__(self, rng: random.Random):
        self.rng = rng

    def _draw(self, alphabet, n):
        return "".join(self.rng.choice(alphabet) for _ in range(n))

    def pw(self):  # a human password: letters, digits and a symbol or two
        n = self.rng.randint(9, 16)
        chars = [self.rng.choice(string.ascii_letters) for _ in range(n - 3)]
        chars += [self.rng.choice(string.digits), self.rng.choice(string.digits), self.rng.choice(PW_SYMBOLS)]
        self.rng.shuffle(chars)
        value = self.rng.choice(string.ascii_letters) + "".join(chars)
        return value

    def word_pw(self):  # a passphrase-like password: word + digits
        return self.rng.choice(["copper", "maple", "falcon", "winter", "harbor", "lotus"]) + self._draw(string.digits, 5)

    def hex(self, n=32):
        return self._draw(HEX, n)

    def b62(self, n=32):
        return self._draw(B62, n)

    def ak(self):  # an access key id: upper case and digits
        return self._draw(string.ascii_uppercase + string.digits, 20)

    def sk(self):  # a secret key: base64-ish, 40 chars
        return self._draw(B62 + "+/", 40)

    def token(self):
        return self.rng.choice([self.hex, self.b62])(self.rng.choice([32, 40, 48]))


def _families():
    """(kind, lang, [templates]); {pw} {tok} {ak} {sk} {user} {host} are drawn per case.

    A template marks must-keep context with ⟦...⟧ (removed from the text)."""
    return [
        ("header_prose", "en", [
            "⟦send the X-Auth-Token header⟧ with {tok} on every call",
            "⟦Ocp-Apim-Subscription-Key is⟧ {tok} for the billing API",
            "⟦configure Subscription-Key as⟧ {tok} in the gateway",
            "⟦the value of X-Api-Key is⟧ {tok}",
            "⟦use api_token⟧ {tok} for the staging tenant",
            "⟦pass access_token⟧ {tok} to the webhook",
            "⟦set the X-Vault-Token header to⟧ {tok} before calling vault",
            "⟦curl needs -H⟧ \"X-API-Key: {tok}\"",
            "⟦PRIVATE-TOKEN header:⟧ {tok}",
            "⟦The X-Auth-Token for staging is⟧ {tok}",
            "⟦X-Api-Key header value is⟧ {tok}",
            "⟦add the header X-Auth-Token:⟧ {tok} ⟦to requests⟧",
            "⟦pass the api_token⟧ {tok} ⟦when calling billing⟧",
            "⟦the Ocp-Apim-Subscription-Key for prod:⟧ {tok}",
        ]),
        ("header_prose", "zh", [
            "⟦调用网关时带上 X-Auth-Token 头⟧ {tok}",
            "⟦Ocp-Apim-Subscription-Key 填⟧ {tok} ⟦就行⟧",
            "⟦请求头 X-Api-Key 的值是⟧ {tok}",
        ]),
        ("credential_pair", "en", [
            "⟦login⟧ {user} / {pw} ⟦for the NAS⟧",
            "⟦user {user}, pass⟧ {pw}",
            "⟦username {user} password⟧ {pw}",
            "⟦the router account is⟧ {user}/{pw}",
            "⟦creds for grafana:⟧ {user} / {pw}",
            "⟦key id⟧ {ak}⟦, secret⟧ {sk}",
            "⟦access key⟧ {ak} / {sk} ⟦for the backup bucket⟧",
            "⟦Access Key ID:⟧ {ak} ⟦Secret:⟧ {sk}",
            "⟦the key id is⟧ {ak} ⟦and the secret is⟧ {sk}",
            "⟦username: {user} password:⟧ {pw}",
            "⟦creds {user}:⟧{pw} ⟦for the router⟧",
        ]),
        ("credential_pair", "zh", [
            "⟦账号⟧ {user} ⟦密码⟧ {pw}",
            "⟦用户名：{user}，密码：⟧{pw}",
            "⟦账号/密码：{user}/⟧{pw}",
            "⟦测试环境账号⟧ {user} / {pw}",
            "⟦账号 {user} 密码⟧ {word_pw}",
            "⟦密钥对：⟧{ak} / {sk}",
            "⟦AK：⟧{ak}⟦，SK：⟧{sk}",
            "⟦登录信息：{user} /⟧ {pw}",
            "⟦AK/SK：⟧{ak}/{sk}",
            "⟦登录用 {user} /⟧ {pw}",
            "⟦测试账号 {user}⟧ {pw}",
            "⟦登录 {user}⟧ {pw} ⟦后进入后台⟧",
            "⟦运维给的密钥：⟧{ak} / {sk}",
            "⟦用户名 {user} 口令⟧ {pw}",
            "⟦账号/密码：{user}/⟧{pw}⟦，别外传⟧",
        ]),
        ("cli_positional", "en", [
            "⟦mc alias set⟧ prod https://{host}:9000 {ak} {sk}",
            "⟦aws configure set aws_secret_access_key⟧ {sk}",
            "⟦mysql -uroot⟧ -p{pw} -h {host}",
            "⟦sshpass -p⟧ {pw} ssh {user}@{host}",
            "⟦redis-cli -h {host} -a⟧ {pw} ping",
            "⟦htpasswd -b /etc/nginx/.htpasswd {user}⟧ {pw}",
            "⟦docker login registry.acme.io -u {user} -p⟧ {pw}",
            "⟦rclone config create s3remote s3 access_key_id⟧ {ak} ⟦secret_access_key⟧ {sk}",
            "⟦s3cmd --access_key=⟧{ak} ⟦--secret_key=⟧{sk} ls s3://logs",
            "⟦mongosh --host {host} -u {user} -p⟧ {pw}",
            "⟦aws configure set default.aws_secret_access_key⟧ {sk}",
            "⟦redis-cli -a⟧ {pw} ⟦--no-auth-warning ping⟧",
            "⟦htpasswd -bc /etc/apache2/.htpasswd {user}⟧ {pw}",
            "⟦htpasswd -nbB {user}⟧ {pw} ⟦> .htpasswd⟧",
            "⟦psql⟧ \"postgresql://{user}:{pw}@{host}:5432/app\"",
            "⟦sshpass -p⟧ '{pw}' ssh {user}@{host}",
            "⟦sqlcmd -S {host} -U sa -P⟧ {pw} ⟦-Q \"select 1\"⟧",
            "⟦ldapsearch -x -D cn=admin,dc=acme -w⟧ {pw} ⟦-b dc=acme⟧",
            "⟦keytool -list -keystore ks.jks -storepass⟧ {pw}",
            "⟦zip -P⟧ {pw} ⟦backup.zip data/⟧",
            "⟦127.0.0.1:6379> AUTH⟧ {pw}",
            "⟦net use Z: \\\\fs01\\share⟧ {pw} ⟦/user:ACME\\{user}⟧",
        ]),
        ("cli_positional", "zh", [
            "⟦配置 minio：mc alias set⟧ lab http://{host}:9000 {ak} {sk}",
            "⟦连库命令⟧ mysql -u{user} -p{pw} -h {host}",
            "⟦用⟧ sshpass -p {pw} ⟦登录跳板机⟧",
        ]),
        ("separate_lines", "en", [
            "env:\n  ⟦- name: DB_PASSWORD⟧\n    value: \"{pw}\"",
            "containers:\n  - env:\n    ⟦- name: API_TOKEN⟧\n      ⟦value:⟧ {tok}",
            "⟦env:⟧\n  ⟦STRIPE_SECRET:⟧ {tok}\n  ⟦LOG_LEVEL: debug⟧",
            "⟦machine {host}⟧\n  login {user}\n  ⟦password⟧ {pw}",
            "⟦machine {host} login {user} password⟧ {pw}",
            "⟦{host}:5432:*:{user}:⟧{pw}",
            "⟦postgresql:⟧\n  ⟦auth:⟧\n    ⟦username: {user}⟧\n    ⟦password:⟧ {pw}",
            "⟦redis:⟧\n  ⟦auth:⟧\n    ⟦token:⟧ \"{tok}\"",
            "jobs:\n  deploy:\n    ⟦env:⟧\n      ⟦DEPLOY_TOKEN:⟧ {tok}",
            "⟦services:⟧\n  ⟦db:⟧\n    ⟦environment:⟧\n      ⟦- POSTGRES_PASSWORD=⟧{pw}",
            "⟦env:⟧\n  ⟦- name: REDIS_PASSWORD⟧\n    value: {pw}",
            "⟦{{\"name\": \"DB_PASSWORD\", \"value\": \"⟧{pw}⟦\"}}⟧",
            "⟦{{\"auths\": {{\"registry.acme.io\": {{\"auth\": \"⟧{b24}⟦\"}}}}}}⟧",
            "⟦//registry.npmjs.org/:_authToken=⟧{tok}",
        ]),
        ("separate_lines", "zh", [
            "⟦部署清单里：⟧\n⟦- name: DB_PASSWORD⟧\n  value: \"{pw}\"",
            "⟦.pgpass 里写了⟧\n{host}:5432:app:{user}:{pw}",
        ]),
        ("zh_context", "zh", [
            "⟦口令发在群里了：⟧{pw}",
            "⟦VPN 口令⟧ {pw} ⟦下周过期⟧",
            "⟦数据库密码改成了⟧ {pw}",
            "⟦密钥对：⟧{ak} / {sk}",
            "⟦网关的 token 是⟧ {tok}",
            "⟦邮箱授权码：⟧{b16}",
            "⟦新的访问令牌⟧ {tok}",
            "⟦接口密钥：⟧{tok}",
        ]),
        ("keyword_value", "en", [
            "⟦export DB_PASSWORD=⟧{pw}",
            "⟦The staging DB password is⟧ {pw}",
            "⟦api_key:⟧ {tok}",
            "⟦Jenkins admin password changed to⟧ {pw} ⟦after the incident⟧",
            "⟦config.json has {{\"password\": \"⟧{pw}⟦\"}}⟧",
            "⟦client_secret =⟧ \"{tok}\"",
            "⟦Authorization:⟧ Bearer {tok}",
            "⟦postgres://{user}:⟧{pw}@{host}:5432/app",
            "⟦curl -u {user}:⟧{pw} https://{host}/api",
            "⟦https://api.acme.dev/v1/report?api_key=⟧{tok}⟦&format=json⟧",
        ]),
        ("provider_format", "en", [
            "⟦GitHub token:⟧ ghp_{b36}",
            "⟦OpenAI key⟧ sk-{b48}",
            "⟦AWS key id⟧ AKIA{AK16}",
            "⟦Slack bot⟧ xoxb-{d12}-{d12}-{b24}",
        ]),
        ("provider_format", "zh", [
            "⟦硅基流动的 key⟧ sk-{b48}",
            "⟦GitHub 令牌⟧ ghp_{b36} ⟦别外传⟧",
        ]),
        # negatives: the whole sentence must survive
        ("neg_mechanism", "en", [
            "docker run --secret source=db_pw,target=/run/secrets/db_pw app",
            "valueFrom:\n  secretKeyRef: {{name: db, key: password}}",
            "token: ${{{{ secrets.DEPLOY_KEY }}}}",
            "vault kv get secret/app",
            "echo $CR_PAT | docker login ghcr.io -u {user} --password-stdin",
            "gh api --token-file ~/.tok /user",
            "- name: DB_PASSWORD\n  valueFrom:\n    secretKeyRef:\n      name: db\n      key: password",
            "env:\n  GITHUB_TOKEN: ${{{{ secrets.GITHUB_TOKEN }}}}",
            "aws configure set region eu-west-1",
            "mysql -u{user} -p -h {host}",
            "the X-Auth-Token header is required on every call",
            "login {user} / see the vault entry",
            "htpasswd -c /etc/nginx/.htpasswd {user}",
            "kubectl create secret generic db --from-file=./password.txt",
            "docker build --secret id=npmrc,src=$HOME/.npmrc .",
            "login {user} / ask in #infra",
            "the X-Auth-Token header carries the session",
            "the user/group is www-data/www-data",
            "user alice / group admins",
            "- name: API_KEY_HEADER\n  value: X-Api-Key",
            "- name: TOKEN_TTL_SECONDS\n  value: \"3600\"",
            "account {user}/quarterly2024-report.pdf",
            "mc alias list",
            "login at 10:30 tomorrow",
            "AUTH failed for user {user}",
            "net use Z: \\\\fs01\\share /persistent:yes",
            "AKS-production-cluster-01 / node2024pool",
            "see accounts/billing2024 page",
            "GET /api/users/{d8}",
            "GET /api/user/{d8}/orders",
            "The X-Auth-Token for user {user}2024 expires daily",
            "PRIVATE-TOKEN header for GitLab API v4",
            "the X-Auth-Token header was rotated on 2024-12-01",
            "user root:wheel owns it",
            "{{\"name\": \"LOG_LEVEL\", \"value\": \"debug\"}}",
            "service name: payments\nvalue: high",
            "see PR 1234 / issue 5678",
            "X-Auth-Token header missing in 401 responses",
            "db.internal:5432:app:{user}:*",
            "key id and secret are in vault",
            "mc alias set local http://localhost:9000 $MINIO_USER $MINIO_PASSWORD",
            "aws configure set aws_secret_access_key $AWS_SECRET_ACCESS_KEY",
        ]),
        ("neg_mechanism", "zh", [
            "密码放在 vault 的 secret/app 里",
            "账号 {user} 的密码找运维要",
            "口令在群公告里，别写进文档",
            "密钥对在 KMS 里，按需申请",
            "账号/密码 见 1Password",
            "AK/SK 存在 KMS 里",
            "账号 {user} 已停用",
            "用户 {user} 的 token 过期了",
            "账号 {user} 2024 年创建",
            "密钥管理服务地址：kms.internal2.acme.io",
            "凭证服务：https://sts2.acme.io/token",
            "密钥长度 2048 位，格式为 PEM",
            "私钥文件 /etc/ssl/private/key.pem / 证书 /etc/ssl/cert.pem",
        ]),
        ("neg_hash_id", "en", [
            "fixed in commit {hex40}",
            "request id {uuid} timed out",
            "sha256 of the build is {hex64}",
            "password hash column holds bcrypt values",
            "merge {hex7} into main before the release",
            "git checkout {hex40}",
            "user {uuid} was deleted",
        ]),
        ("neg_hash_id", "zh", [
            "提交 {hex40} 修复了这个问题",
            "请求 {uuid} 超时了",
        ]),
        ("neg_placeholder", "en", [
            "password=[已脱敏:password]",
            "api_key: <your-api-key>",
            "export OPENAI_API_KEY=sk-...",
            "token = get_token_from_vault()",
            "user admin, pass ********",
            "login: admin / <password>",
        ]),
        ("neg_talk", "en", [
            "Password is correct but MFA fails on the second step",
            "The token budget is 8000 tokens per request",
            "The api_key parameter is optional when the backend is local",
            "Rotate the subscription key every 90 days",
            "user admin should not have a password at all",
            "send the header with every request",
        ]),
        ("neg_talk", "zh", [
            "密码为必填项，长度至少 8 位",
            "账号和密码分开保存",
            "密钥为 AES-256 格式",
        ]),
    ]


# Issue 28: families named by what makes a value a secret (where it stands, what it looks like),
# written before the rules were tuned, each with templates no rule was written against.
WORDS = ("orbit", "velvet", "cactus", "lantern", "meadow", "pixel", "thunder", "marble", "saddle", "quartz",
         "harvest", "glacier", "pepper", "violin", "anchor", "bamboo", "copper", "ember", "falcon", "jigsaw",
         "kernel", "lemon", "mosaic", "nectar", "oyster", "puzzle", "ribbon", "spruce", "tundra", "walnut")
BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def _issue28_families():
    """(kind, lang, [templates]) for the families of issue 28; negatives start with neg_."""
    return [
        ("prose_login", "en", [
            "⟦To get into the NAS, sign in as {user} with⟧ {pw}",
            "⟦User says grafana at https://grafana.acme.dev accepts {user} and⟧ {pw}",
            "⟦The shared mailbox support@acme.io opens with⟧ {pw}",
            "⟦the quarterly archive backup-q3.7z opens with⟧ {pw}⟦; keep it out of the ticket⟧",
            "⟦at the sudo prompt on build-02 type⟧ {pw}",
            "⟦Guest wifi AcmeGuest — join it with⟧ {pw}",
            "⟦For jenkins the user name is {user} and the string after it is⟧ {pw}",
            "⟦Unlock the shared laptop with⟧ {pw} ⟦(the sticky note is gone)⟧",
            "⟦Remember: ssh {user}@{host}, then enter⟧ {pw} ⟦when asked⟧",
            "⟦the router admin page takes {user} plus⟧ {pw}",
            "⟦Connect to the office VPN as {user} using⟧ {pw}",
            "⟦I log into the staging console with⟧ {pw} ⟦every morning⟧",
        ]),
        ("prose_login", "zh", [
            "⟦用 {user} 和⟧ {pw} ⟦登录后台⟧",
            "⟦压缩包 资料.zip 解压用⟧ {pw}",
            "⟦跳板机 sudo 时输入⟧ {pw}",
            "⟦WiFi 名 AcmeGuest，连上要输⟧ {pw}",
            "⟦共享邮箱 ops@acme.io 用⟧ {pw} ⟦就能进⟧",
            "⟦解锁那台测试机用⟧ {pw}",
            "⟦进 Jenkins：用户名 {user}，后面那串是⟧ {pw}",
            "⟦以 {user} 身份登录 NAS，输入⟧ {pw}",
        ]),
        ("passphrase", "en", [
            "⟦Disk unlock passphrase:⟧ {phrase}",
            "⟦the LUKS volume on nas-01 opens with⟧ \"{phrase}\"",
            "⟦KeePass master passphrase is⟧ '{phrase}'",
            "⟦seed phrase for the test wallet:⟧ {seed}",
            "⟦recovery words of the hardware wallet:⟧ {seed}⟦. Do not share.⟧",
            "⟦BIP39 mnemonic:⟧ \"{seed}\"",
            "⟦The vault unlock phrase is now⟧ {phrase_dash}",
            "⟦gpg key passphrase:⟧ \"{phrase}\" ⟦(rotated in May)⟧",
        ]),
        ("passphrase", "zh", [
            "⟦助记词：⟧{seed}",
            "⟦硬盘解锁口令是“⟧{phrase}⟦”⟧",
            "⟦钱包恢复短语：⟧{seed}⟦，千万别外传⟧",
            "⟦保险库的主口令：⟧{phrase}",
        ]),
        ("split_secret", "en", [
            "⟦The deploy key is long, so here is the first half:⟧ {h1}⟦. The second half:⟧ {h2}",
            "⟦token part 1 =⟧ {h1}\n⟦token part 2 =⟧ {h2}",
            "⟦API_KEY=⟧{h1}\\\n{h2}",
            "⟦export SERVICE_TOKEN=\"⟧{h1}\n{h2}⟦\"⟧",
            "⟦the key (wrapped by the chat window):⟧\n{h1}\n{h2}",
            "⟦Signing secret starts with⟧ {h1} ⟦and ends with⟧ {h2}",
            "⟦client_secret: ⟧{h1}\n  {h2}",
        ]),
        ("split_secret", "zh", [
            "⟦密钥太长分两段发：前半段⟧ {h1}⟦，后半段⟧ {h2}",
            "⟦token 前一部分是⟧ {h1}⟦，剩下的是⟧ {h2}",
            "⟦接口密钥（被换行了）：⟧\n{h1}\n{h2}",
        ]),
        ("session_cookie", "en", [
            "⟦Cookie: sessionid=⟧{sess}⟦; theme=dark⟧",
            "⟦curl -b 'JSESSIONID=⟧{hex32u}⟦' https://{host}/admin⟧",
            "⟦requests.get(url, cookies={{'session':⟧ '{sess}'⟦}})⟧",
            "⟦my logged-in session cookie is⟧ {sess}",
            "⟦document.cookie = \"auth=⟧{sess}⟦; path=/\"⟧",
            "⟦Set-Cookie: __Host-session=⟧{sess}⟦; Secure; HttpOnly⟧",
            "⟦paste this into devtools: laravel_session=⟧{sess}",
            "⟦PHPSESSID⟧ {phpsess} ⟦still works on the old admin⟧",
            "⟦curl --cookie \"connect.sid=⟧{sess}⟦\" https://{host}/api/me⟧",
        ]),
        ("session_cookie", "zh", [
            "⟦浏览器里的会话 cookie：⟧{sess}",
            "⟦把 Cookie 里的 SESSDATA=⟧{sess} ⟦复制过来就能调接口⟧",
            "⟦登录态 cookie 是⟧ {sess}",
        ]),
        ("config_format", "en", [
            "⟦~/.my.cnf:⟧\n⟦[client]⟧\n⟦user={user}⟧\n⟦password=⟧{pw}",
            "⟦settings.xml: <server><id>nexus</id><username>{user}</username><password>⟧{pw}⟦</password></server>⟧",
            "⟦<property name=\"hibernate.connection.password\" value=\"⟧{pw}⟦\"/>⟧",
            "⟦<add key=\"StripeSecret\" value=\"⟧{tok}⟦\" />⟧",
            "⟦<add name=\"Db\" connectionString=\"Server={host};User Id={user};Password=⟧{pw}⟦;\"/>⟧",
            "⟦application.properties: spring.datasource.password=⟧{pw}",
            "⟦settings.py: SECRET_KEY = '⟧{django}⟦'⟧",
            "⟦config/secrets.yml: secret_key_base:⟧ {hex128}",
            "⟦wp-config.php: define( 'DB_PASSWORD', '⟧{pw}⟦' );⟧",
            "⟦'password' => '⟧{pw}⟦', // config/database.php⟧",
            "⟦redis.conf has requirepass⟧ {pw}",
            "⟦<entry key=\"db.pass\">⟧{pw}⟦</entry>⟧",
            "⟦libpq: host={host} port=5432 user={user} password=⟧{pw} ⟦dbname=orders⟧",
            "⟦wg0.conf:⟧\n⟦[Interface]⟧\n⟦PrivateKey =⟧ {b64k}",
            "⟦.pypirc:⟧\n⟦[pypi]⟧\n⟦username = __token__⟧\n⟦password =⟧ {pw}",
            "⟦app.config['SECRET_KEY'] = '⟧{tok}⟦'⟧",
        ]),
        ("config_format", "zh", [
            "⟦my.cnf 里：⟧\n⟦[client]⟧\n⟦password=⟧{pw}",
            "⟦maven 的 settings.xml 配了 <password>⟧{pw}⟦</password>⟧",
            "⟦Django 的 SECRET_KEY 是⟧ {django}",
        ]),
        ("positional_code", "en", [
            "⟦client = Minio(\"{host}:9000\",⟧ \"{ak}\", \"{sk}\"⟦, secure=True)⟧",
            "⟦conn = pymysql.connect('{host}', '{user}',⟧ '{pw}'⟦, 'orders')⟧",
            "⟦ftp.login(\"{user}\",⟧ \"{pw}\"⟦)⟧",
            "⟦r = redis.Redis('{host}', 6379, 0,⟧ '{pw}'⟦)⟧",
            "⟦l.simple_bind_s(\"cn=admin,dc=acme,dc=io\",⟧ \"{pw}\"⟦)⟧",
            "⟦requests.get(url, auth=('{user}',⟧ '{pw}'⟦))⟧",
            "⟦g = Github(\"⟧{tok}⟦\")⟧",
            "⟦Connection c = DriverManager.getConnection(url, \"{user}\",⟧ \"{pw}\"⟦);⟧",
            "⟦db, err := sql.Open(\"mysql\", \"{user}:⟧{pw}⟦@tcp({host}:3306)/app\")⟧",
            "⟦ssh.connect('{host}', 22, '{user}',⟧ '{pw}'⟦)⟧",
            "⟦keyring.set_password(\"smtp\", \"{user}\",⟧ \"{pw}\"⟦)⟧",
            "⟦bot = telebot.TeleBot(\"⟧{tg}⟦\")⟧",
        ]),
        ("positional_code", "zh", [
            "⟦连接代码：pymysql.connect('{host}', '{user}',⟧ '{pw}'⟦, 'app')⟧",
            "⟦客户端初始化：Minio('{host}:9000',⟧ '{ak}', '{sk}'⟦)⟧",
        ]),
        ("cli_password", "en", [
            "⟦rabbitmqctl add_user {user}⟧ {pw}",
            "⟦rabbitmqctl change_password {user}⟧ {pw}",
            "⟦7z a⟧ -p{pw} ⟦backup.7z data/⟧",
            "⟦unzip -P⟧ {pw} ⟦backup.zip⟧",
            "⟦openssl enc -aes-256-cbc -k⟧ {pw} ⟦-in db.sql -out db.sql.enc⟧",
            "⟦gpg --batch --passphrase⟧ {pw} ⟦-d secrets.gpg⟧",
            "⟦az login --service-principal -u {uuid} -p⟧ {azure} ⟦--tenant {uuid}⟧",
            "⟦mosquitto_pub -h {host} -u {user} -P⟧ {pw} ⟦-t alerts -m hi⟧",
            "⟦lftp -u {user},⟧{pw} ⟦{host}⟧",
            "⟦plink -ssh {user}@{host} -pw⟧ {pw}",
            "⟦net user {user}⟧ {pw} ⟦/add⟧",
            "⟦vault login -method=userpass username={user} password=⟧{pw}",
            "⟦gh secret set DEPLOY_KEY --body⟧ \"{tok}\"",
            "⟦sentry-cli --auth-token⟧ {hex64} ⟦releases list⟧",
            "⟦influx setup -u {user} -p⟧ {pw} ⟦-o acme -b metrics⟧",
            "⟦svn checkout https://svn.acme.io/repo --username {user} --password⟧ {pw}",
        ]),
        ("cli_password", "zh", [
            "⟦在服务器上执行 rabbitmqctl add_user {user}⟧ {pw}",
            "⟦解压：unzip -P⟧ {pw} ⟦资料.zip⟧",
            "⟦打包命令 7z a⟧ -p{pw} ⟦out.7z logs/⟧",
        ]),
        ("key_pair", "en", [
            "⟦AWS for the backup job:⟧ AKIA{AK16} / {sk}",
            "⟦access key⟧ AKIA{AK16} ⟦with secret⟧ {sk}",
            "⟦Aliyun AccessKey ID⟧ LTAI{b20}⟦, AccessKey Secret⟧ {b30}",
            "⟦client_id={uuid} client_secret=⟧{tok}",
            "⟦WeChat app id wx{hex16p} app secret⟧ {hex32}",
            "⟦TencentCloud SecretId⟧ AKID{b32} ⟦SecretKey⟧ {b32b}",
            "AKIA{AK16} ⟦is the id; the other half is⟧ {sk}",
        ]),
        ("key_pair", "zh", [
            "⟦阿里云 AccessKey：⟧LTAI{b20} / {b30}",
            "⟦腾讯云 SecretId:⟧ AKID{b32} ⟦SecretKey:⟧ {b32b}",
            "⟦七牛 AK⟧ {b40} ⟦SK⟧ {b40b}",
        ]),
        ("typed_provider", "en", [
            "⟦Azure AD app secret for the crawler:⟧ {azure}",
            "⟦Driver={{ODBC Driver 18}};Server={host};Uid={user};Pwd=⟧{pw}⟦;⟧",
            "⟦Oracle EZConnect:⟧ {user}/{pw}⟦@//{host}:1521/ORCL⟧",
            "⟦MONGO_URI=mongodb+srv://{user}:⟧{pw}⟦@cluster0.acme.mongodb.net/app⟧",
            "⟦age key for sops:⟧ {age}",
            "⟦Unseal Key 1:⟧ {b64k}",
            "⟦openssl enc -aes-256-cbc -K⟧ {hex64} ⟦-iv {hex32p}⟧",
            "⟦Telegram alert bot:⟧ {tg}",
            "⟦Discord bot token for the release bot:⟧ {discord}",
            "⟦Slack signing secret:⟧ {hex32}",
            "⟦DingTalk robot secret⟧ SEC{hex64}",
            "⟦curl https://api.telegram.org/bot⟧{tg}⟦/getMe⟧",
            "⟦Feishu bot webhook https://open.feishu.cn/open-apis/bot/v2/hook/⟧{uuid_s}",
            "⟦WeCom robot: https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=⟧{uuid_s}",
            "⟦Mailchimp API key⟧ {hex32}-us21",
            "⟦APP_KEY=base64:⟧{b64k}",
        ]),
        ("typed_provider", "zh", [
            "⟦钉钉机器人加签密钥⟧ SEC{hex64}",
            "⟦飞书告警机器人：https://open.feishu.cn/open-apis/bot/v2/hook/⟧{uuid_s}",
            "⟦企业微信机器人地址 https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=⟧{uuid_s}",
            "⟦Telegram 机器人令牌⟧ {tg}",
        ]),
        # hard negatives: the whole sentence must survive
        ("neg_generic", "en", [
            "DATABASE_URL=postgres://db.internal:5432/orders (password: none)",
            "password: (none) for the guest user",
            "password_min_length: 12",
            "password.expiry.days=90",
            "PASSWORD_MAX_AGE=90",
            "Password policy: 12 characters minimum, rotated every 90 days",
            "password: see https://wiki.acme.io/db#access",
            "log in as {user} with your own password",
            "sign in with SSO, then unlock the vault with your master password",
            "the archive opens with the usual passphrase from the wiki",
            "type your sudo password at the prompt",
            "connect to the wifi AcmeGuest (password on the fridge)",
            "the seed phrase is 12 words long and lives in the safe",
            "password: changeme is the default, change it on first login",
            "password=${{DB_PASSWORD}}",
            "client_secret: xxxxxxxxxxxxxxxxxxxxxxxx",
            "api_key='YOUR_API_KEY'",
            "AWS example: AKIAIOSFODNN7EXAMPLE / wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
            "git rev-parse HEAD gives {hex40}",
            "image digest sha256:{hex64}",
            "correlation id {uuid} in the logs",
            "mongo object id {hex24} was missing",
            "ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQ{b64pub} {user}@laptop",
            "age public key {age1}",
            "host key fingerprint SHA256:{fp43}",
            "wallet address 0x{hex40} receives the test funds",
            "Stripe publishable key pk_live_{b24p} goes in the frontend",
            "WireGuard peer PublicKey = {b64pub44}",
            "connect with psql -h {host} -U {user} orders",
            "sudo systemctl restart nginx on build-02",
            "the session cookie is HttpOnly and expires after 30 minutes",
            "Cookie: theme=dark; lang=en",
            "rabbitmqctl list_users",
            "7z a backup.7z data/ -mx=9",
            "docker run -p 8080:80 -v /data:/data nginx:1.25",
            "ssh -p 2222 {user}@{host}",
            "requests.get(url, timeout=30)",
            "conn = psycopg2.connect(dsn)",
            "<password>${{env.DB_PASSWORD}}</password>",
            "<add key=\"LogLevel\" value=\"Warning\" />",
            "token_url: https://auth.acme.io/oauth/token",
            "secret_name: prod/db/credentials",
            "Telegram chat id -1001234567890 gets the alerts",
            "the first half of the migration is done; the second half runs tonight",
            # written after the first tuning round (still dev data): more talk, placeholders, ids, keys
            "Reset the admin password via the console, then log in again",
            "Unlock the screen with Touch ID instead of typing a password",
            "Type 'yes' to confirm the deletion",
            "Log in as root only through the bastion host bastion-01.prod",
            "Join the #ops-alerts channel for updates",
            "type npm run build:prod to build",
            "connect with ssh -i ~/.ssh/id_ed25519 deploy@10.0.0.5",
            "log in to AWS console with MFA device arn:aws:iam::123456789012:mfa/ops",
            "api_key: 'sk-XXXXXXXXXXXXXXXXXXXXXXXX'",
            "password=%(db_password)s",
            "ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx is the format of a GitHub token",
            "k8s pod api-{hex9}-x2x9z restarted",
            "Claude returned msg_01{b22p}",
            "ETH 0x{hex40} received funds",
            "reCAPTCHA site key 6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI in the form",
            "npub1{bech58} is my nostr key",
            "Google Drive doc https://docs.google.com/document/d/{b44p}/edit",
            "Password: minimum 12 characters, one digit",
            "the passphrase is stored in 1Password under Infra",
            "Set-Cookie: theme=dark; Path=/; Max-Age=31536000",
            "pytest -k test_redact_then_cut2 -x",
            "curl -k https://localhost:8443/health",
            "mkdir -p logs/2024/08",
            "export NODE_OPTIONS=--max-old-space-size=4096",
            "Branch feature/ABC-1234-fixLoginBug merged",
            "password hash column holds bcrypt values",
            "<password>${{env.DB_PASSWORD}}</password>",
        ]),
        ("prose_login", "en", [   # second round (dev)
            "⟦Log into the NAS as {user} using⟧ {pw}",
            "⟦my bank PIN is⟧ {pin}",
            "⟦the session cookie value is⟧ {sess}",
        ]),
        ("passphrase", "en", [   # second round (dev)
            "⟦the KeePass master password is⟧ '{phrase}'",
            "⟦VeraCrypt volume password:⟧ {phrase_dash}",
            "⟦seed:⟧ {seed}",
        ]),
        ("config_format", "en", [   # second round (dev)
            "⟦wpa_supplicant.conf: psk=\"⟧{pw}⟦\"⟧",
            "⟦jdbc:oracle:thin:{user}/⟧{pw}⟦@db.acme.io:1521:ORCL⟧",
        ]),
        ("prose_login", "en", [   # third round (dev)
            "⟦door code⟧ {pin}⟦#⟧",
            "⟦SSH into 10.0.4.12 as ubuntu; it asks for⟧ {pw4}",
            "⟦the 7z archive is protected with⟧ {pw4}",
        ]),
        ("passphrase", "en", [   # third round (dev)
            "⟦my Ledger recovery phrase —⟧ {seed}",
            "⟦the GPG passphrase for releases is⟧ \"{phrase}\"",
        ]),
        ("neg_generic", "en", [   # third round (dev)
            "Password123! is the most common breached password",
            "never use passwords like P@ssw0rd or Summer2024!",
            "xkcd's Tr0ub4dor&3 is weaker than correct horse battery staple",
            "The default Grafana login is admin/admin — change it",
            "Use `openssl rand -base64 32` to generate a new secret",
        ]),
        ("positional_code", "en", [   # second round (dev)
            "⟦ftplib.FTP(\"ftp.acme.io\", \"{user}\",⟧ \"{pw}\"⟦)⟧",
            "⟦$db = new PDO('mysql:host=db;dbname=app', '{user}',⟧ '{pw}'⟦);⟧",
            "⟦$pw = ConvertTo-SecureString \"⟧{pw}⟦\" -AsPlainText -Force⟧",
        ]),
        ("key_pair", "en", [   # second round (dev)
            "AKIA{AK16} / {hex40s}",
            "⟦WeChat appsecret⟧ {hex32}",
        ]),
        ("neg_generic", "zh", [
            "用你自己的密码登录",
            "解压密码找运维要",
            "助记词一共 24 个单词，写在纸上",
            "WiFi 密码贴在冰箱上",
            "密码：******",
            "密码长度至少 12 位，90 天更换一次",
            "提交 {hex40} 已经合并",
            "镜像摘要 sha256:{hex64}",
            "公钥指纹 SHA256:{fp43}",
            "用 psql -h {host} -U {user} 连库",
            "会话 cookie 30 分钟过期",
        ]),
    ]


def _fill(template, v: Values, rng: random.Random):
    """Fill one template: returns (text, secrets, must_keep)."""
    secrets, keep = [], []
    draws = {
        "pw": v.pw, "word_pw": v.word_pw, "tok": v.token, "ak": v.ak, "sk": v.sk,
        "b16": lambda: v._draw(string.ascii_lowercase, 16), "b24": lambda: v.b62(24),
        "b36": lambda: v.b62(36), "b48": lambda: v.b62(48), "AK16": lambda: v._draw(string.ascii_uppercase + "234567", 16),
        "d12": lambda: v._draw(string.digits, 12),
        # issue 28
        "phrase": lambda: " ".join(rng.sample(WORDS, rng.randint(4, 6))),
        "phrase_dash": lambda: "-".join(rng.sample(WORDS, rng.randint(4, 5))),
        "seed": lambda: " ".join(rng.choice(WORDS) for _ in range(rng.choice((12, 24)))),
        "h1": lambda: v.b62(rng.randint(18, 24)), "h2": lambda: v.b62(rng.randint(16, 24)),
        "sess": lambda: v._draw(B62 + "-_", rng.choice((32, 40, 64))),
        "hex32u": lambda: v.hex(32).upper(), "phpsess": lambda: v._draw(string.ascii_lowercase + string.digits, 26),
        "django": lambda: v._draw(string.ascii_lowercase + string.digits + "!@#%^&*(-_=+)", 50),
        "hex128": lambda: v.hex(128), "hex64": lambda: v.hex(64), "hex32": lambda: v.hex(32), "hex16": lambda: v.hex(16),
        "b64k": lambda: v._draw(B62 + "+/", 43) + "=",
        "azure": lambda: v._draw(B62, 3) + "8Q~" + v._draw(B62 + "_.~-", 34),
        "age": lambda: "AGE-SECRET-KEY-1" + v._draw(BECH32.upper(), 58),
        "tg": lambda: v._draw(string.digits, rng.choice((9, 10))) + ":AA" + v._draw(B62 + "_-", 33),
        "discord": lambda: "M" + v.b62(23) + "." + v._draw(B62 + "_-", 6) + "." + v._draw(B62 + "_-", 27),
        "uuid_s": lambda: "-".join(v.hex(n) for n in (8, 4, 4, 4, 12)),
        "b20": lambda: v.b62(20), "b30": lambda: v.b62(30), "b32": lambda: v.b62(32), "b32b": lambda: v.b62(32),
        "b40": lambda: v._draw(B62 + "_-", 40), "b40b": lambda: v._draw(B62 + "_-", 40),
        "pin": lambda: v._draw(string.digits, rng.choice((4, 6))), "hex40s": lambda: v.hex(40),
        "pw4": lambda: v._draw(string.ascii_uppercase, 2) + v._draw(string.ascii_lowercase, 4) + v._draw("!#%+=?@", 1)
        + v._draw(string.digits, 2) + v._draw(B62, 3),   # all four kinds of character
    }
    plain = {
        "user": lambda: rng.choice(USERS), "host": lambda: rng.choice(HOSTS),
        "hex40": lambda: v.hex(40), "hex64": lambda: v.hex(64), "hex7": lambda: v.hex(7),
        "d8": lambda: v._draw(string.digits, 8),
        "uuid": lambda: "-".join(v.hex(n) for n in (8, 4, 4, 4, 12)),
        "hex24": lambda: v.hex(24), "hex32p": lambda: v.hex(32), "hex16p": lambda: v.hex(16),
        "b64pub": lambda: v._draw(B62 + "+/", 300), "b64pub44": lambda: v._draw(B62 + "+/", 43) + "=",
        "age1": lambda: "age1" + v._draw(BECH32, 58), "fp43": lambda: v._draw(B62 + "+/", 43),
        "b24p": lambda: v.b62(24), "hex9": lambda: v.hex(9), "b22p": lambda: v.b62(22), "b44p": lambda: v.b62(44),
        "bech58": lambda: v._draw(BECH32, 58),
    }
    values = {}

    def draw(name):
        if name not in values:
            values[name] = (draws.get(name) or plain[name])()
            if name in draws:
                secrets.append(values[name])
                words = values[name].replace("-", " ").split()
                if name in ("phrase", "phrase_dash", "seed"):  # its tail must go too, not only its first word
                    secrets.append(values[name][-len(" ".join(words[-2:])):])
        return values[name]

    names = [part.split("}")[0] for part in template.replace("{{", "").split("{")[1:]]
    for name in names:
        if name and name.isidentifier():
            draw(name)
    text = template.format(**values)
    # ⟦...⟧ spans are must-keep context
    while "⟦" in text:
        start = text.index("⟦")
        end = text.index("⟧", start)
        inner = text[start + 1:end]
        # a must-keep never overlaps a secret: keep only the parts around drawn values
        for piece in _split_out(inner, secrets):
            if piece.strip():
                keep.append(piece.strip())
        text = text[:start] + inner + text[end + 1:]
    return text, secrets, keep


def _split_out(text, secrets):
    pieces = [text]
    for s in secrets:
        pieces = [p for piece in pieces for p in piece.split(s)]
    return pieces


def build_corpus(seed: int = 0, per_template: int = 4) -> list[dict]:
    """Several hundred labelled cases: per_template draws of every template."""
    rng = random.Random(seed)
    v = Values(rng)
    cases = []
    for kind, lang, templates in _families() + _issue28_families():
        negative = kind.startswith("neg_")
        for t_index, template in enumerate(templates):
            for _ in range(per_template):
                text, secrets, keep = _fill(template, v, rng)
                if negative:
                    secrets, keep = [], [text]
                cases.append({
                    "id": f"gen-{len(cases) + 1:04d}", "text": text, "secrets": secrets, "must_keep": keep,
                    "kind": kind, "lang": lang, "polarity": "negative" if negative else "positive",
                    "group": f"{kind}-{lang}-{t_index}",
                })
    return cases


def score(redact, cases):
    """(per-kind {kind: [caught, secrets, passed, cases]}, failures) with the shared pass rule."""
    per_kind, failures = {}, []
    for case in cases:
        out = redact(case["text"])
        out = out[0] if isinstance(out, (tuple, list)) else out
        caught = sum(s not in out for s in case["secrets"])
        ok = caught == len(case["secrets"]) and all(k in out for k in case["must_keep"])
        row = per_kind.setdefault(case["kind"], [0, 0, 0, 0])
        row[0] += caught
        row[1] += len(case["secrets"])
        row[2] += ok
        row[3] += 1
        if not ok:
            failures.append((case, out))
    return per_kind, failures
