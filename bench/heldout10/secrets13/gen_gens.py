# value generators for gen_secrets_r13.py (synthetic only)
import random, string, base64, json, hashlib, uuid as _uuid
R = random.Random(13013)
B62 = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
def rs(n, a=B62): return "".join(R.choice(a) for _ in range(n))
def b64(nbytes, url=False):
    b = bytes(R.getrandbits(8) for _ in range(nbytes))
    return (base64.urlsafe_b64encode(b) if url else base64.b64encode(b)).decode()
WORDS = ("amber anchor apple arrow autumn badge bamboo banner barrel beacon bicycle blanket blossom bottle breeze bridge bucket cabin cactus camel candle canyon carbon castle cedar cherry chimney cinnamon clover cobalt comet copper coral cotton cricket crystal dagger dawn desert diamond dolphin dragon eagle ember engine falcon feather fiber fossil galaxy garden garlic ginger glacier granite gravel harbor hazel helmet hollow honey horizon island ivory jacket jasmine jungle kettle kitten ladder lantern lemon lizard lobster magnet mango maple marble meadow mirror monkey mosaic muffin needle nectar noodle oasis ocean olive orbit orchid oyster paddle panther pepper pebble pigeon pillow pirate planet pocket pumpkin puzzle quartz rabbit radar raven ribbon rocket saddle salmon sapphire scarf shadow silver sparrow spider spruce squirrel stove sunset tablet teapot thunder tiger timber tomato tornado tulip tunnel turtle umbrella velvet violet volcano walnut whisper willow window winter wizard yogurt zebra").split()
CAPW = ["Marigold","Tiger","Falcon","Winter","Copper","Harbor","Nebula","Cobalt","Pepper","Orchid","Granite","Saturn","Raven","Juniper","Maple","Quartz","Sierra","Tundra"]
SYM = "!#%&*+-=?^_~.@"
def pw():
    k = R.randrange(5)
    if k == 0: return R.choice(CAPW) + R.choice("!#%&*?") + str(R.randrange(1000, 9999))
    if k == 1:
        w = R.choice(CAPW).lower(); t = str.maketrans("aeiost", "4310$7")
        return w.capitalize().translate(t) + R.choice("&#!%") + str(R.randrange(10, 99))
    if k == 2: return rs(R.randrange(14, 20), B62 + "!#%&*+-=?^_~")
    if k == 3: return R.choice(CAPW) + str(R.randrange(10, 99)) + R.choice(CAPW).lower() + R.choice("!?*#")
    return rs(4, string.ascii_lowercase) + R.choice("#%&") + rs(3, string.digits) + rs(4, string.ascii_uppercase) + R.choice("!*")
def pwu():  # url / colon / whitespace safe
    k = R.randrange(3)
    if k == 0: return R.choice(CAPW) + "_" + str(R.randrange(1000, 9999)) + rs(3, string.ascii_lowercase)
    if k == 1: return rs(R.randrange(14, 22), B62 + "-_.~")
    return R.choice(CAPW).lower() + "-" + rs(6) + "-" + str(R.randrange(10, 99))
def pin(): return str(R.randrange(100000, 999999))
def phrase():
    ws = R.sample(WORDS, R.choice([4, 5])); sep = R.choice([" ", "-", " "])
    return sep.join(ws)
def seed(): return " ".join(R.sample(WORDS, 12))
def jwt():
    h = base64.urlsafe_b64encode(json.dumps({"alg": R.choice(["HS256","RS256"]), "typ": "JWT"}).encode()).decode().rstrip("=")
    p = base64.urlsafe_b64encode(json.dumps({"sub": rs(10), "iat": R.randrange(1.7e9, 1.75e9), "scope": "rw"}).encode()).decode().rstrip("=")
    return f"{h}.{p}.{b64(32, True).rstrip('=')}"
def b62chk(prefix, n): return prefix + rs(n)
BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
def pem():
    body = [b64(48) for _ in range(R.randrange(8, 14))] + [b64(R.randrange(20, 40))]
    return body
SECRET = {
 "pw": pw, "pw2": pw, "pwu": pwu, "pin": pin, "phrase": phrase, "seed": seed,
 "ghp": lambda: "ghp_" + rs(36), "gho": lambda: "gho_" + rs(36), "ghs": lambda: "ghs_" + rs(36),
 "ghpat": lambda: "github_pat_" + rs(22) + "_" + rs(59),
 "glpat": lambda: "glpat-" + rs(20, B62 + "-_"), "glrt": lambda: "glrt-" + rs(20, B62 + "-_"),
 "xoxb": lambda: f"xoxb-{R.randrange(10**11,10**12)}-{R.randrange(10**12,10**13)}-{rs(24)}",
 "xoxp": lambda: f"xoxp-{R.randrange(10**11,10**12)}-{R.randrange(10**11,10**12)}-{R.randrange(10**12,10**13)}-{rs(32, HEX)}",
 "xapp": lambda: f"xapp-1-A{rs(10, string.ascii_uppercase+string.digits)}-{R.randrange(10**12,10**13)}-{rs(64, HEX)}",
 "slackpath": lambda: f"T{rs(8, string.ascii_uppercase+string.digits)}/B{rs(10, string.ascii_uppercase+string.digits)}/{rs(24)}",
 "openai": lambda: "sk-proj-" + rs(58, B62 + "-_") + "T3BlbkFJ" + rs(58, B62 + "-_"),
 "anthropic": lambda: "sk-ant-api03-" + rs(93, B62 + "-_") + "AA",
 "akia": lambda: "AKIA" + rs(16, string.ascii_uppercase + "234567"),
 "asia": lambda: "ASIA" + rs(16, string.ascii_uppercase + "234567"),
 "awssec": lambda: rs(40, B62 + "/+"),
 "stripe": lambda: "sk_live_51" + rs(97), "rk": lambda: "rk_live_51" + rs(97),
 "whsec": lambda: "whsec_" + rs(32), "sendgrid": lambda: "SG." + rs(22, B62 + "-_") + "." + rs(43, B62 + "-_"),
 "npm": lambda: "npm_" + rs(36), "pypi": lambda: "pypi-AgEIcHlwaS5vcmc" + rs(70, B62 + "-_"),
 "hf": lambda: "hf_" + rs(34), "shpat": lambda: "shpat_" + rs(32, HEX), "dop": lambda: "dop_v1_" + rs(64, HEX),
 "gapi": lambda: "AIza" + rs(35, B62 + "-_"), "ya29": lambda: "ya29.a0" + rs(120, B62 + "-_"),
 "jwt": jwt, "twsk": lambda: "SK" + rs(32, HEX), "hex32": lambda: rs(32, HEX), "hex40": lambda: rs(40, HEX), "hex64": lambda: rs(64, HEX),
 "mailgun": lambda: "key-" + rs(32, HEX), "azsec": lambda: rs(3) + "8Q~" + rs(34, B62 + "~._-"),
 "azstore": lambda: b64(64), "age": lambda: "AGE-SECRET-KEY-1" + rs(58, BECH.upper()),
 "tgbot": lambda: f"{R.randrange(10**9, 10**10)}:AA{rs(33, B62 + '-_')}",
 "discord": lambda: rs(24, B62) + "." + rs(6, B62 + "-_") + "." + rs(38, B62 + "-_"),
 "dwh": lambda: f"{R.randrange(10**17, 10**18)}/{rs(68, B62 + '-_')}",
 "hvs": lambda: "hvs." + rs(24 + 66, B62 + "-_"), "tskey": lambda: "tskey-auth-k" + rs(10) + "CNTRL-" + rs(33),
 "doppler": lambda: "dp.st.prd." + rs(43), "sentry": lambda: "sntrys_" + b64(90).rstrip("=").replace("+","x").replace("/","y"),
 "linear": lambda: "lin_api_" + rs(40), "figma": lambda: f"figd_{rs(40, B62 + '-_')}",
 "hubspot": lambda: "pat-na1-" + str(_uuid.UUID(int=R.getrandbits(128), version=4)),
 "dapi": lambda: "dapi" + rs(32, HEX), "square": lambda: "sq0csp-" + rs(43, B62 + "-_"),
 "pscale": lambda: "pscale_pw_" + rs(43, B62 + "_"), "fernet": lambda: b64(32, True),
 "djkey": lambda: rs(50, string.ascii_lowercase + string.digits + "!@#%^&*(-_=+)"),
 "b64k": lambda: b64(32), "cookie": lambda: rs(R.choice([32, 40, 48]), string.ascii_lowercase + string.digits),
 "cookieb": lambda: b64(R.choice([36, 48]), True).rstrip("="), "cf": lambda: rs(40, B62 + "_-"),
 "ops": lambda: "ops_eyJ" + rs(180, B62), "oat": lambda: "oat_" + rs(40),
 # invented provider-like shapes
 "nvk": lambda: "nvk_live_" + rs(40), "lmn": lambda: "lmn_prod_" + rs(28, HEX) + "_" + rs(6),
 "kprx": lambda: f"kprx-{rs(8, HEX)}-{rs(8, HEX)}-{rs(24)}", "qz1": lambda: "QZ1." + b64(30, True).rstrip("=") + "." + rs(16),
 "tnt": lambda: "tnt_sk_" + rs(12, string.ascii_lowercase) + "_" + rs(36), "hxk": lambda: "hxk" + R.choice("LT") + "_" + rs(44),
 "vmt": lambda: "vmt2:" + rs(48, B62 + "+/"), "zpk": lambda: "ZPK-" + "-".join(rs(6, string.ascii_uppercase + string.digits) for _ in range(5)),
 "orb": lambda: "orb_sec_" + rs(30, HEX) + "==", "mlx": lambda: "mlx-" + rs(3, string.ascii_lowercase) + "1-" + rs(48, B62),
 "split": lambda: "ghp_" + rs(36), "splitk": lambda: "sk-" + rs(48), "wrapk": lambda: rs(64, B62 + "+/"),
 "uuidkey": lambda: str(_uuid.UUID(int=R.getrandbits(128), version=4)), "pwl": lambda: rs(R.randrange(16, 21), B62 + "!#%&*+-=?^_~"), "pem": pem, "b62": lambda: rs(24),
}
def uu(): return str(_uuid.UUID(int=R.getrandbits(128), version=4))
FILL = {
 "user": lambda: R.choice(["deploy", "svc_etl", "admin", "ops-bot", "jenkins", "app_rw", "backup", "ci-runner", "grafana", "reporter", "etl_loader", "root", "mqadmin", "builder"]),
 "host": lambda: R.choice(["db-prod-02.internal", "pg.staging.svc.cluster.local", "10.0.3.17", "mysql-ro.corp.example.net", "redis-cache-1.int", "mq.prod.lan", "172.16.40.8", "bastion.ops.example.org", "nas01.home.lan", "ci.build.internal"]),
 "port": lambda: str(R.choice([5432, 3306, 6379, 5672, 27017, 8443, 9200, 2222, 15672, 1433, 6432])),
 "db": lambda: R.choice(["orders", "analytics", "billing", "app_prod", "metrics", "crm", "warehouse", "inventory"]),
 "uuid": uu, "uuid2": uu, "sha": lambda: rs(40, HEX), "sha7": lambda: rs(7, HEX), "sha256": lambda: rs(64, HEX),
 "reqid": lambda: "req_" + rs(24, HEX), "trace": lambda: rs(32, HEX), "span": lambda: rs(16, HEX),
 "ver": lambda: f"{R.randrange(1, 9)}.{R.randrange(0, 30)}.{R.randrange(0, 20)}",
 "date": lambda: f"2025-{R.randrange(1, 13):02d}-{R.randrange(1, 29):02d}", "num": lambda: str(R.randrange(8, 24)),
 "bucket": lambda: R.choice(["acme-backups", "ml-artifacts-prod", "logs-archive-eu", "media-uploads"]),
 "region": lambda: R.choice(["us-east-1", "eu-west-1", "ap-southeast-1", "cn-north-1"]),
 "ns": lambda: R.choice(["payments", "platform", "data", "staging"]), "org": lambda: R.choice(["acme", "northwind", "contoso-labs", "zephyr-io"]),
 "ssid": lambda: R.choice(["Office-5G", "HomeNet_2.4", "Lab-Guest", "TP-LINK_7F3A"]),
 "b64plain": lambda: base64.b64encode(R.choice(["hello world from the build server", "{\"theme\":\"dark\",\"lang\":\"zh-CN\"}", "user preferences v2: compact=true", "这是一段普通的配置说明文字"]).encode()).decode(),
 "cardlast": lambda: str(R.randrange(1000, 9999)), "build": lambda: str(R.randrange(1000, 99999)),
 "imgdigest": lambda: "sha256:" + rs(64, HEX), "pubssh": lambda: "AAAAC3NzaC1lZDI1NTE5AAAAI" + rs(43, B62 + "+/"),
 "ts": lambda: f"{R.randrange(0,24):02d}:{R.randrange(0,60):02d}:{R.randrange(0,60):02d}",
 "idhex": lambda: rs(24, HEX), "idhex16": lambda: rs(16, HEX), "idb62": lambda: rs(32),
 "sri": lambda: b64(48), "md5": lambda: rs(32, HEX),
 "proj": lambda: R.choice(["memoria", "ledger-api", "atlas", "hermes-worker", "kite"]),
}
