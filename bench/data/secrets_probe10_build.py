"""Build bench/data/secrets_probe10.json: round-10 probe set for issue 28.

Written before the round's rule changes, from phrasings taken from no dev set (new verbs, new
carriers, new orders), to check that a mechanism covers more than the sentences it was tuned
on. Values come from a seeded RNG in real credential shapes; none is a real credential.
Run: python3 bench/data/secrets_probe10_build.py
"""
import json
import os
import random
import string

R = random.Random(10010)
B62 = string.ascii_letters + string.digits
LOW = string.ascii_lowercase
HEX = "0123456789abcdef"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
WORDS = ("acorn bramble copper drizzle elbow ferret gravel hatchet ivory jigsaw kayak lemur "
         "mango nickel oyster pebble quiver rooster sorrel tulip urchin vortex wombat yodel "
         "zephyr almond badger cricket dolphin eclipse fiddle goblet hornet igloo jackal").split()


def r(n, alpha=B62):
    return "".join(R.choice(alpha) for _ in range(n))


def human():
    """A human-made password: two capitalised words glued, a separator, digits."""
    a, b = R.sample(WORDS, 2)
    return f"{a.capitalize()}{b.capitalize()}{R.choice('-_.!')}{R.randint(100, 9999)}"


def rnd():
    """A generated password of 10-15 characters with a symbol or two."""
    core = list(r(R.randint(9, 13)))
    for _ in range(R.randint(1, 2)):
        core.insert(R.randint(1, len(core) - 1), R.choice("!#%*-.@^_"))
    core[R.randint(0, len(core) - 1)] = R.choice(string.digits)
    return "".join(core)


def words(n):
    return " ".join(R.sample(WORDS, n))


CASES = []


def pos(kind, lang, text, secrets, keep):
    CASES.append(dict(text=text, secrets=secrets, must_keep=keep, kind=kind, lang=lang,
                      polarity="positive"))


def neg(kind, lang, text, keep=None):
    CASES.append(dict(text=text, secrets=[], must_keep=keep or [text], kind=kind, lang=lang,
                      polarity="negative"))


# --- handovers in prose, no credential keyword (EN) ---
v = rnd(); pos("prose", "en", f"The tax PDF from the accountant won't open unless you give it {v}.", [v], ["tax PDF from the accountant"])
v = human(); pos("prose", "en", f"Kiosk mode on the lobby tablet exits with {v}; the kids found out last time.", [v], ["lobby tablet", "the kids found out"])
v = rnd(); pos("prose", "en", f"To get past the BIOS prompt on the lab box, key in {v} and press F10.", [v], ["BIOS prompt", "press F10"])
v = human(); pos("prose", "en", f"If Okta asks again, the answer for svc-backup is {v}.", [v], ["If Okta asks again"])
v = rnd(); pos("prose", "en", f"Our shared Netflix is still on {v} — don't change it.", [v], ["shared Netflix", "don't change it"])
v = rnd(); pos("prose", "en", f"Remember for me: the staging console accepts {v} for the ops user.", [v], ["staging console"])
v = human(); pos("prose", "en", f"The encrypted tarball extracts with {v} (7-Zip, AES-256).", [v], ["encrypted tarball", "7-Zip"])
v = rnd(); pos("prose", "en", f"vpn.corp.example -> jdoe / {v}", [v], ["vpn.corp.example", "jdoe"])
v = human(); pos("prose", "en", f"Paste {v} into the unlock dialog of the backup drive.", [v], ["unlock dialog of the backup drive"])
v = rnd(); pos("prose", "en", f"signing into the camera NVR: admin, then {v}", [v], ["camera NVR"])
v = rnd(); pos("prose", "en", f"Sam changed the Plex login; it's {v} from today on.", [v], ["Sam changed the Plex login"])
v = human(); pos("prose", "en", f"The printer's admin page took {v} after the firmware reset.", [v], ["printer's admin page", "firmware reset"])
# ZH
v = rnd(); pos("prose", "zh", f"财务那个加密表格，打开时填 {v} 就行。", [v], ["财务那个加密表格"])
v = human(); pos("prose", "zh", f"小李说门口那台打印机的后台现在是 {v}，别告诉别人。", [v], ["门口那台打印机", "别告诉别人"])
v = rnd(); pos("prose", "zh", f"堡垒机换了，新的登录串 {v}，周五前生效。", [v], ["堡垒机换了", "周五前生效"])
v = rnd(); pos("prose", "zh", f"NAS 管理页：账号 admin，后面跟 {v}", [v], ["NAS 管理页"])
v = human(); pos("prose", "zh", f"那个 U 盘插上会弹窗，输进去 {v} 才能看到文件。", [v], ["那个 U 盘插上会弹窗"])
v = rnd(); pos("prose", "zh", f"家里路由器的管理密码我改成了 {v}。", [v], ["家里路由器的管理"])

# --- network keys ---
v = human(); pos("network", "en", f"Wi-Fi for the conference room changed to {v} this morning; SSID stays Conf-2.", [v], ["SSID stays Conf-2"])
v = human(); pos("network", "en", f"Hotspot on my phone: network Pixel-Hot, key {v}", [v], ["network Pixel-Hot"])
v = human(); pos("network", "zh", f"会议室的无线密码改成 {v}，名称还是 Meet-5G。", [v], ["名称还是 Meet-5G"])
v = human(); pos("network", "zh", f"仓库的 WiFi 现在是 {v}，网络名 Depot-2.4G。", [v], ["网络名 Depot-2.4G"])
neg("neg_network", "en", "Join the Wi-Fi called Office-5G, then open the intranet.")
neg("neg_network", "en", "The guest network is GuestNet-2024 and has no password, it shows a captive portal.")
neg("neg_network", "zh", "连上名为 Lab-Wireless 的 WiFi 就能访问打印机。")
neg("neg_network", "en", "The hotspot is Pixel-7a-Hotspot; ask Dana for the key.")

# --- passphrases of ordinary words ---
v = words(5); pos("passphrase", "en", f"The VeraCrypt container on the NAS mounts after you enter {v} at the prompt.", [v], ["VeraCrypt container", "at the prompt"])
v = words(4); pos("passphrase", "en", f"Age-encrypted notes: my passphrase these days is {v} (no capitals).", [v], ["Age-encrypted notes", "no capitals"])
v = words(6); pos("passphrase", "en", f"KeePass master: \"{v}\"", [v], ["KeePass master"])
v = words(5); pos("passphrase", "zh", f"加密硬盘开机要输一串英文：{v}，中间空格。", [v], ["加密硬盘开机", "中间空格"])
v = words(4); pos("passphrase", "zh", f"GPG 私钥的口令是「{v}」，全小写。", [v], ["GPG 私钥", "全小写"])
v = words(5); pos("passphrase", "en", f"When gpg asks for the passphrase of the release key, reply {v} and it signs.", [v], ["release key", "it signs"])
neg("neg_passphrase", "en", "When the installer asks, type yes and press enter twice.")
neg("neg_passphrase", "en", "Enter the repo, run make test, then open the coverage report.")
neg("neg_passphrase", "en", "The passphrase should be at least five random words long.")
neg("neg_passphrase", "zh", "加密硬盘开机要输一串英文口令，建议五个词以上。")
neg("neg_passphrase", "en", "To decrypt the backup you type gpg --decrypt backup.tar.gpg and wait.")

# --- secrets given in pieces ---
a, b = rnd(), rnd(); pos("split", "en", f"Half of the vault token is {a}; Priya has the other half, which is {b}.", [a, b], ["Priya has the other half"])
a, b = r(10), "-" + r(9); pos("split", "en", f"Key is in two pieces, begin with {a} and finish with {b}.", [a, b], ["two pieces"])
a, b = rnd(), rnd(); pos("split", "zh", f"备份库的口令分两段：上半段 {a}，下半段 {b}。", [a, b], ["备份库"])
a, b = rnd(), rnd(); pos("split", "zh", f"SFTP 密码我拆开发：第一段 {a} 微信发了，第二段 {b} 电话里说。", [a, b], ["电话里说"])
a, b = r(12), r(12); pos("split", "en", f"token part one ({a}) is in the ticket and part two ({b}) in the vault.", [a, b], ["in the ticket", "in the vault"])

# --- pairs: a secret next to its id ---
i, s = r(24, HEX), r(32, HEX); pos("pair", "en", f"Dropbox app key {i} and app secret {s}", [s], ["Dropbox app key"])
i, s = str(R.randint(1000000, 99999999)), r(32, HEX); pos("pair", "en", f"The Telegram client uses app id {i} with hash {s}.", [s], ["Telegram client"])
i, s = "LTAI" + r(20), r(30); pos("pair", "zh", f"阿里云子账号 AK：{i}，SK：{s}", [i, s], ["阿里云子账号"])
i, s = "AKIA" + r(16, string.ascii_uppercase + string.digits), r(40); pos("pair", "en", f"aws keys for the uploader: {i} + {s}", [i, s], ["aws keys for the uploader"])
i, s = r(20, LOW + string.digits), r(40); pos("pair", "en", f"OAuth client {i}, client secret goes {s}", [s], ["OAuth client"])
i, s = r(16, HEX), r(32, HEX); pos("pair", "en", f"consumer key {i} / consumer secret {s}", [s], ["consumer key"])
neg("neg_pair", "en", "Commit 3f9a1c2b7d8e6f5a4b3c2d1e0f9a8b7c6d5e4f3a fixed the parser; the app id is 8841203.")
neg("neg_pair", "en", "The sha256 of the release tarball is 9b2f3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2d3e4f5a6b7c8d9e0f1a2b.")

# --- codes ---
v = str(R.randint(100000, 999999)); pos("code", "en", f"Gate code for the loading dock got reset yesterday, now it's {v} followed by star.", [v], ["loading dock"])
v = r(4, string.ascii_uppercase) + "-" + r(4, string.ascii_uppercase); pos("code", "en", f"the code that lets you into the co-working space is {v}", [v], ["co-working space"])
v = str(R.randint(1000, 9999)); pos("code", "zh", f"楼下快递柜的取件码是 {v}，今天有效。", [v], ["快递柜"])
codes = [r(8, LOW + string.digits) for _ in range(5)] + [r(8, LOW)]
R.shuffle(codes); pos("code", "en", "Recovery codes for the domain registrar: " + " ".join(codes), codes, ["domain registrar"])
neg("neg_code", "en", "Door code policy: six digits, rotated every quarter.")
neg("neg_code", "en", "Error code 404832 means the upstream timed out.")
neg("neg_code", "zh", "邮政编码是 100080，寄到海淀。")
neg("neg_code", "en", "The promo code SUMMER-SALE gives 20% off until Friday.")

# --- random strings in any setting ---
v = rnd(); pos("random", "en", f"note to self: {v}", [v], ["note to self"])
v = rnd(); pos("random", "zh", f"留个底：{v}", [v], ["留个底"])
v = r(22); pos("random", "zh", f"机器人回调的签名串：{v}", [v], ["机器人回调"])
v = r(32); pos("random", "en", f"The verification secret of the Slack app is {v}.", [v], ["Slack app"])
v = r(40); pos("random", "en", f"HMAC key for the partner webhook: {v}", [v], ["partner webhook"])
v = "-" + rnd(); pos("random", "en", f"the zip opens with {v}", [v], ["the zip opens"])
v = rnd() + "-" + r(4); pos("random", "zh", f"如果她问共享盘怎么进，就说 {v}", [v], ["共享盘怎么进"])
neg("neg_random", "en", "Build 2024.06.1-rc3 passed; tag v3.12.0-beta.4 is next.")
neg("neg_random", "en", "The container id is 4f2a9c7e1b3d and the image digest sha256:9b2f3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2d3e4f5a6b7c8d9e0f1a2b.")
neg("neg_random", "en", "Use the model gpt-4o-mini-2024-07-18 for the summariser.")
neg("neg_random", "en", "The S3 object is s3://logs-prod/2024/06/app-7d4b9c8f6-x2x9z.log.gz.")
neg("neg_random", "zh", "订单号 DD20240618123456 已经退款。")
neg("neg_random", "en", "The YouTube video is youtu.be/dQw4w9WgXcQ, watch from 1:20.")

# --- capability links ---
v = r(40, HEX); pos("link", "en", f"Subscribe to the on-call calendar at https://cal.example.org/feeds/{v}/oncall.ics", [v], ["on-call calendar"])
v = r(32); pos("link", "en", f"Private share link for the board deck: https://files.example.com/s/{v}", [v], ["board deck"])
v = r(24); pos("link", "zh", f"钉钉机器人地址 https://oapi.dingtalk.com/robot/send?access_token={v}", [v], ["钉钉机器人地址"])
neg("neg_link", "en", "See the fix in https://github.com/acme/api/commit/3f9a1c2b7d8e6f5a4b3c2d1e0f9a8b7c6d5e4f3a for details.")
neg("neg_link", "en", "The docs are at https://docs.example.com/guides/getting-started/install.html.")
neg("neg_link", "en", "Issue https://gitlab.example.com/team/app/-/issues/4821 tracks it.")

# --- config formats and code ---
v = rnd(); pos("config", "en", f"~/.my.cnf\n[client]\nuser = report\npassword = {v}", [v], ["[client]", "user = report"])
v = rnd(); pos("config", "en", f"<add key=\"SmtpPassword\" value=\"{v}\" />", [v], ["SmtpPassword"])
v = r(50); pos("config", "en", f"SECRET_KEY = '{v}'", [v], ["SECRET_KEY"])
v = rnd(); pos("config", "en", f"spring.datasource.password={v}", [v], ["spring.datasource.password"])
v = rnd(); pos("config", "en", f"conn = psycopg2.connect(host='db', user='etl', password='{v}')", [v], ["psycopg2.connect"])
v = rnd(); pos("config", "en", f"smtp.login('alerts@example.com', '{v}')", [v], ["smtp.login"])
v = rnd(); pos("config", "en", f"pg = Pool('postgres', 'etl', '{v}', 'warehouse')", [v], ["Pool("])
v = rnd(); pos("cli", "en", f"7z a -p{v} backup.7z ./docs", [v], ["backup.7z"])
v = rnd(); pos("cli", "en", f"openssl enc -aes-256-cbc -k {v} -in db.sql -out db.enc", [v], ["openssl enc"])
v = rnd(); pos("cli", "en", f"psql \"postgresql://etl:{v}@db.internal:5432/warehouse\"", [v], ["db.internal:5432/warehouse"])
neg("neg_config", "en", "password = var.db_password  # from tfvars")
neg("neg_config", "en", "password: ${{ secrets.DB_PASSWORD }}")
neg("neg_config", "en", "db_password = data.aws_secretsmanager_secret_version.db.secret_string")
neg("neg_config", "en", "conn = psycopg2.connect(host=host, user=user, password=password, sslmode='require')")
neg("neg_config", "en", "client = Redis(host, port, password=pw, ssl=True)")
neg("neg_config", "en", "PASSWORD_MIN_LENGTH = 12")
neg("neg_config", "en", "token_type: bearer\ntoken_ttl: 3600")
neg("neg_config", "en", "password_policy: strict")
neg("neg_config", "zh", "数据库密码：见 1Password 里的 prod-db 条目")
neg("neg_config", "zh", "授权码流程需要先跳转到登录页")
neg("neg_config", "en", "The access token lifetime is 15 minutes and the refresh token lasts 30 days.")
neg("neg_config", "en", "export DB_PASSWORD=$(vault kv get -field=password secret/db)")
neg("neg_config", "en", "systemd: LoadCredential=token:/etc/app/token")
neg("neg_config", "en", "api_key = os.environ['API_KEY']")
neg("neg_config", "en", "The sk-learn pipeline sk-pipeline-v2 replaced the old one.")
neg("neg_config", "zh", "没设密码：requirepass 这一行被注释掉了")
neg("neg_config", "en", "session_cookie_name: app_session")

# --- prose about credentials that must stay ---
neg("neg_prose", "en", "I reset the admin password yesterday and sent it through the vault, not chat.")
neg("neg_prose", "en", "The login page now asks for a one-time code after the password.")
neg("neg_prose", "zh", "登录的时候输入用户名和密码，然后点确定。")
neg("neg_prose", "en", "Unlock the screen with your fingerprint, then open Settings.")
neg("neg_prose", "en", "Use the root account only for break-glass access.")
neg("neg_prose", "en", "The Windows-11 laptops join the Corp-5G network automatically.")
neg("neg_prose", "en", "Python3.11 and Node-18 are installed on build-07.")
neg("neg_prose", "zh", "共享盘怎么进？找 IT 开权限就行。")


def main():
    for n, case in enumerate(CASES):
        case["id"] = f"p10-{n:04d}"
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "secrets_probe10.json")
    with open(out, "w", encoding="utf-8") as f:
        json.dump(CASES, f, ensure_ascii=False, indent=1)
    print(f"{len(CASES)} cases ({sum(1 for c in CASES if c['secrets'])} positive) -> {out}")


if __name__ == "__main__":
    main()
