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


def _fill(template, v: Values, rng: random.Random):
    """Fill one template: returns (text, secrets, must_keep)."""
    secrets, keep = [], []
    draws = {
        "pw": v.pw, "word_pw": v.word_pw, "tok": v.token, "ak": v.ak, "sk": v.sk,
        "b16": lambda: v._draw(string.ascii_lowercase, 16), "b24": lambda: v.b62(24),
        "b36": lambda: v.b62(36), "b48": lambda: v.b62(48), "AK16": lambda: v._draw(string.ascii_uppercase + "234567", 16),
        "d12": lambda: v._draw(string.digits, 12),
    }
    plain = {
        "user": lambda: rng.choice(USERS), "host": lambda: rng.choice(HOSTS),
        "hex40": lambda: v.hex(40), "hex64": lambda: v.hex(64), "hex7": lambda: v.hex(7),
        "d8": lambda: v._draw(string.digits, 8),
        "uuid": lambda: "-".join(v.hex(n) for n in (8, 4, 4, 4, 12)),
    }
    values = {}

    def draw(name):
        if name not in values:
            values[name] = (draws.get(name) or plain[name])()
            if name in draws:
                secrets.append(values[name])
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
    for kind, lang, templates in _families():
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
