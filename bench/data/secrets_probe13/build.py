"""Build bench/data/secrets_probe13/secrets_probe13_{a,b}.json: the round-13 probe for issue 28.

Written by r13 before any rule change of round 13, in phrasings of its own (not copied from any
dev set), English and Chinese, in the shape of agent memory (env lines, config snippets, CLI
commands, hosts and ports, owners, mixed Chinese-English). Weighted to the classes round 12's
blind run found weakest: negatives where a token near a credential word is no secret by its role
(a port or version, WHERE a secret is kept, an id named as an id, a documentation placeholder),
and positives of key material, cookies, passphrases, positional arguments, passwords in prose.
Templates alternate between half A (tuned on) and half B (run once at the end, main and branch):
a template's instances all go to one half, so B holds phrasings A never showed.
Values come from a seeded RNG in real credential shapes; none is a real credential.
Run: python3 bench/data/secrets_probe13/build.py
"""
import base64
import json
import random
import string
from pathlib import Path

R = random.Random(20261207_13)
B62 = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
WORDS = ("anchor birch cactus delta ember falcon granite harbor iris juniper kelp lily meadow "
         "nectar oyster pebble quartz raven saddle thistle umber velvet walnut yarrow zephyr "
         "copper tulip marble violin plaster").split()
HALF = {"a": [], "b": []}
_turn = [0]


def r(n, alpha=B62):
    return "".join(R.choice(alpha) for _ in range(n))


def pw():
    core = list(r(R.randint(10, 14)))
    core.insert(R.randint(1, len(core) - 1), R.choice("!#%*@^_$+"))
    core[R.randint(0, len(core) - 1)] = R.choice(string.digits)
    return "".join(core)


def b64(n):
    return base64.b64encode(bytes(R.randrange(256) for _ in range(n))).decode()


def words(n, sep=" "):
    return sep.join(R.sample(WORDS, n))


def uuid():
    h = r(32, HEX)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-a{h[17:20]}-{h[20:]}"


def template(kind, lang, polarity):
    """Register a template: its instances go to one half, the halves alternate per kind."""
    def wrap(fn):
        half = "ab"[_turn[0] % 2]
        _turn[0] += 1
        for _ in range(2):
            text, secrets, keep = fn()
            keep = keep or ([text] if polarity == "negative" else [])
            for s in secrets:
                assert s in text, (s, text)
            for k in keep:
                assert k in text, (k, text)
            HALF[half].append(dict(text=text, secrets=secrets, must_keep=keep, kind=kind,
                                   lang=lang, polarity=polarity, group=fn.__name__))
        return fn
    return wrap


P = lambda kind, lang="en": template(kind, lang, "positive")  # noqa: E731
N = lambda kind, lang="en": template(kind, lang, "negative")  # noqa: E731

# --- negatives: a port or version near a credential word -----------------------------------------


@N("neg_port_version")
def n_pw_service_port():
    p = R.choice([8443, 9443, 5433, 6380, 7001])
    return f"The password-reset service now listens on :{p} behind the ingress.", [], None


@N("neg_port_version")
def n_token_lib_bump():
    v = f"{R.randint(2, 9)}.{R.randint(0, 20)}.{R.randint(0, 9)}"
    return f"Upgraded the token library to v{v} after the expiry bug; nothing else changed.", [], None


@N("neg_port_version", "zh")
def n_zh_secret_agent_version():
    v = f"{R.randint(1, 3)}.{R.randint(0, 19)}.{R.randint(0, 9)}"
    return f"密钥管理插件升级到 {v} 了，密码轮换的定时任务不用改。", [], None


@N("neg_port_version", "zh")
def n_zh_auth_port():
    p = R.choice([8081, 9000, 18080, 6443])
    return f"鉴权服务的 token 接口端口是 {p}，只在内网开放。", [], None


@N("neg_port_version")
def n_keyring_pin_pkg():
    v = f"{R.randint(20, 25)}.{R.randint(0, 9)}.{R.randint(0, 9)}"
    return f"pinned keyring=={v} in requirements.txt so the password prompt stops crashing", [], None


@N("neg_port_version")
def n_vault_addr():
    p = R.choice([8200, 8201, 18200])
    return f"export VAULT_ADDR=https://vault.ops.internal:{p}  # secrets come from here", [], None


# --- negatives: WHERE a secret lives ---------------------------------------------------------------


@N("neg_secret_reference")
def n_onepassword_item():
    item = R.choice(["prod-pg", "stripe-live", "grafana-admin", "ci-deploy"])
    return f"Kofi keeps the {item.split('-')[0]} password in 1Password, vault Infra, item {item}.", [], None


@N("neg_secret_reference")
def n_vault_path():
    path = R.choice(["kv/billing/api", "secret/data/payments/stripe", "kv/prod/redis-auth"])
    return f"The API key is read from Vault path {path} at boot; never paste it here.", [], None


@N("neg_secret_reference", "zh")
def n_zh_vault_path():
    path = R.choice(["kv/ops/mysql-root", "secret/data/crm/token", "kv/staging/smtp"])
    return f"数据库密码放在 Vault 的 {path} 下面，部署时由 agent 注入。", [], None


@N("neg_secret_reference", "zh")
def n_zh_keepass_entry():
    entry = R.choice(["运维/路由器", "财务/网银U盾", "ops/nas-admin"])
    return f"路由器管理员密码存在 KeePass 的 {entry} 条目里，问小周要主库口令。", [], None


@N("neg_secret_reference")
def n_ssm_param():
    name = R.choice(["/prod/orders/db_password", "/staging/api/token", "/shared/slack/webhook"])
    return f"Token lives in SSM Parameter Store under {name} (SecureString).", [], None


@N("neg_secret_reference")
def n_k8s_secret_ref():
    name = R.choice(["pg-credentials", "smtp-auth", "registry-pull-secret"])
    return f"password comes from secretKeyRef name={name} key=password in the deployment.", [], None


@N("neg_secret_reference")
def n_env_file_location():
    f = R.choice(["~/.config/acme/credentials", "/etc/orders/secrets.env", "./deploy/.env.prod"])
    return f"the signing secret is kept at {f} on the build box, mode 0600", [], None


@N("neg_secret_reference", "zh")
def n_zh_gcp_secret():
    name = R.choice(["projects/acme-prod/secrets/db-pass", "projects/crm-42/secrets/api-token"])
    return f"API 密钥从 Secret Manager 的 {name} 读取，本地不要存。", [], None


# --- negatives: an id named as an id near a credential word ---------------------------------------


@N("neg_random_id")
def n_request_id():
    return f"Token refresh failed again, request id {uuid()}, retried fine.", [], None


@N("neg_random_id")
def n_trace_id():
    return f"trace_id={r(32, HEX)} shows the password check taking 2.3s", [], None


@N("neg_hash_id")
def n_commit_fix():
    return f"Fixed the cookie leak in {r(7, HEX)}; the old session keys were rotated last week.", [], None


@N("neg_hash_id", "zh")
def n_zh_commit():
    return f"提交 {r(10, HEX)} 修掉了把密码打进日志的问题。", [], None


@N("neg_random_id", "zh")
def n_zh_order_id():
    return f"支付回调里 token 校验失败的订单号是 {R.randint(10**15, 10**16)}，已经人工补单。", [], None


@N("neg_random_id")
def n_build_digest():
    return f"image sha256:{r(64, HEX)} is the build that fixed the API key logging", [], None


@N("neg_random_id")
def n_job_id():
    return f"Secret rotation job {r(12, 'abcdefghijklmnopqrstuvwxyz0123456789')} finished at 03:10 UTC.", [], None


@N("neg_random_id", "zh")
def n_zh_trace():
    return f"链路 ID {r(16, HEX)} 显示 token 过期后重试了三次。", [], None


# --- negatives: documentation placeholders ----------------------------------------------------------


@N("neg_doc_example")
def n_env_placeholder():
    name = R.choice(["OPENAI_API_KEY", "STRIPE_SECRET_KEY", "GITHUB_TOKEN"])
    return f"README step 3: export {name}=<your-key-here> then run make dev.", [], None


@N("neg_doc_example")
def n_yaml_placeholder():
    return "config example:\n  db:\n    user: app\n    password: CHANGE_ME\n  port: 5432", [], None


@N("neg_doc_example", "zh")
def n_zh_placeholder():
    return "文档里的示例写的是 password=YOUR_PASSWORD_HERE，照抄会连不上。", [], None


@N("neg_doc_example")
def n_x_placeholder():
    return "Example: curl -H 'Authorization: Bearer xxxxxxxxxxxxxxxx' https://api.example.com/v1/me", [], None


@N("neg_doc_example", "zh")
def n_zh_doc_redacted():
    return "接口文档里的 api_key 字段填 ${API_KEY}，由网关注入。", [], None


@N("neg_doc_example")
def n_angle_placeholder():
    return "Usage: deploy.sh --token <TOKEN> --region eu-west-1", [], None


# --- positives: key material ------------------------------------------------------------------------


@P("encryption_key")
def p_aes_hex():
    k = r(64, HEX)
    return f"AES-256 key for the backup bucket (hex): {k}", [k], ["backup bucket"]


@P("encryption_key")
def p_fernet():
    k = base64.urlsafe_b64encode(bytes(R.randrange(256) for _ in range(32))).decode()
    return f"FIELD_ENCRYPTION_KEY={k}\nDEBUG=false", [k], ["DEBUG=false"]


@P("encryption_key", "zh")
def p_zh_data_key():
    k = b64(32)
    return f"报表导出用的数据加密 key 是 {k}，别提交到 git。", [k], ["报表导出"]


@P("encryption_key")
def p_openssl_k():
    k, iv = r(64, HEX), r(32, HEX)
    return (f"decrypt with: openssl enc -d -aes-256-cbc -K {k} -iv {iv} -in dump.enc -out dump.sql",
            [k], ["dump.enc"])


@P("encryption_key")
def p_age_key():
    k = "AGE-SECRET-KEY-1" + r(58, "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L")
    return f"sops uses this age identity on the laptop: {k}", [k], ["sops"]


@P("encryption_key", "zh")
def p_zh_hmac():
    k = r(48, HEX)
    return f"webhook 验签用 HMAC-SHA256，共享密钥 {k}，对方每季度换一次。", [k], ["HMAC-SHA256"]


@P("encryption_key")
def p_master_key_json():
    k = b64(24)
    return f'{{"kms": "local", "master_key": "{k}", "rotate_days": 90}}', [k], ["rotate_days"]


@P("encryption_key")
def p_iv_key_pair():
    k = b64(16)
    return f"Legacy app encrypts cookies with key {k} and a zero IV (yes, really).", [k], ["Legacy app"]


# --- positives: cookies -----------------------------------------------------------------------------


@P("session_cookie")
def p_cookie_header():
    a, b = r(32, "abcdefghijklmnopqrstuvwxyz0123456789"), r(40, B62)
    return (f"Cookie: theme=dark; sessionid={a}; csrftoken={b}", [a, b], ["theme=dark"])


@P("session_cookie")
def p_curl_b():
    s = r(26, "abcdefghijklmnopqrstuvwxyz0123456789")
    return f"curl -b 'PHPSESSID={s}' https://crm.lab.local/export.csv", [s], ["export.csv"]


@P("session_cookie", "zh")
def p_zh_cookie():
    s = r(40, B62)
    return f"抓包看到登录后的 cookie：auth_session={s}，有效期七天。", [s], ["有效期七天"]


@P("session_cookie")
def p_requests_cookies():
    s = r(36, B62)
    return f"r = httpx.get(url, cookies={{'remember_token': '{s}'}})", [s], ["httpx.get"]


@P("session_cookie")
def p_set_cookie():
    s = "s%3A" + r(32, B62) + "." + r(43, B62)
    return f"Set-Cookie: connect.sid={s}; Path=/; HttpOnly", [s], ["HttpOnly"]


@P("session_cookie", "zh")
def p_zh_browser_cookie():
    s = r(32, HEX)
    return f"在浏览器控制台执行 document.cookie = 'sid={s}' 就能以管理员身份进后台。", [s], ["浏览器控制台"]


# --- positives: passphrases -------------------------------------------------------------------------


@P("passphrase")
def p_unlock_keystore():
    p = words(4)
    return f"Unlock the release keystore with {p} when Gradle asks.", [p], ["Gradle"]


@P("passphrase")
def p_dotted_phrase():
    p = words(4, ".")
    return f"ssh-add asks for the deploy key's passphrase; it's {p}", [p], ["ssh-add"]


@P("passphrase", "zh")
def p_zh_unlock():
    p = words(4, "-")
    return f"加密 U 盘的解锁口令：{p}（全小写）", [p], ["加密 U 盘"]


@P("passphrase")
def p_open_container():
    p = words(5)
    return f"The VeraCrypt container opens with '{p}'.", [p], ["VeraCrypt"]


@P("passphrase", "zh")
def p_zh_wallet():
    p = words(4)
    return f"备份钱包的 passphrase 是 {p}，纸条在保险柜里。", [p], ["保险柜"]


@P("passphrase")
def p_gpg_batch():
    p = words(3, "_")
    return f"gpg --batch --passphrase {p} --decrypt secrets.tar.gpg", [p], ["secrets.tar.gpg"]


# --- positives: positional arguments in code --------------------------------------------------------


@P("positional_arg_code")
def p_mysql_connect():
    p = pw()
    return f"conn = pymysql.connect('db.lab.local', 'report', '{p}', 'sales')", [p], ["pymysql.connect"]


@P("positional_arg_code")
def p_client_ctor():
    i, s = r(20, B62), r(40, B62)
    return f"client = OAuthClient('{i}', '{s}')", [s], ["OAuthClient"]


@P("positional_arg_code", "zh")
def p_zh_login_call():
    p = pw()
    return f"脚本里写死了 ftp.login('backup', '{p}')，要改成读环境变量。", [p], ["ftp.login"]


@P("positional_arg_code")
def p_js_new():
    s = r(32, HEX)
    return f"const mg = new Mailgun('{s}', 'mg.lab.dev');", [s], ["Mailgun"]


# --- positives: passwords in prose ------------------------------------------------------------------


@P("password_prose")
def p_wants():
    p = pw()
    return f"The printer's web admin page wants {p} now; Lena changed it Friday.", [p], ["Lena"]


@P("password_prose", "zh")
def p_zh_zip():
    p = pw()
    return f"合同压缩包已发到邮箱，解压时输入 {p} 即可。", [p], ["合同压缩包"]


@P("password_prose")
def p_logged_in_with():
    p = pw()
    return f"I got into the NAS as admin with {p} after the reset.", [p], ["NAS"]


@P("password_prose", "zh")
def p_zh_login_with():
    p = pw()
    return f"跳板机用 ops 账号登录，密码我改成了 {p}，记得改回来。", [p], ["跳板机"]


@P("password_prose")
def p_sudo_takes():
    p = pw()
    return f"On gpu-02 sudo takes {p} (local account).", [p], ["gpu-02"]


@P("password_prose")
def p_wifi_guest():
    p = pw()
    return f"guest wifi 'Harbor-5G' -> {p}", [p], ["Harbor-5G"]


def main():
    here = Path(__file__).resolve().parent
    for half, cases in HALF.items():
        for i, c in enumerate(cases, 1):
            c["id"] = f"p13{half}-{i:04d}"
        out = [{k: c[k] for k in ("id", "text", "secrets", "must_keep", "kind", "lang", "polarity",
                                   "group")} for c in cases]
        (here / f"secrets_probe13_{half}.json").write_text(
            json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
        print(half, len(out), "cases,", sum(c["polarity"] == "positive" for c in out), "positive")


if __name__ == "__main__":
    main()
