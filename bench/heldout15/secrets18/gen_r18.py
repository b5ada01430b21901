#!/usr/bin/env python3
"""Generate secrets_r18.json: a held-out labelled corpus for the secret redactor.

Every value is synthetic: drawn from a seeded random.Random (so the file is
reproducible) in the real credential shape (prefix, length, alphabet). None is
a real credential.

Template DSL: in a template string
  ⟦gen⟧ / ⟦gen@k⟧  -> a SECRET value from generator `gen` (recorded in `secrets`)
  ⟨gen⟩ / ⟨gen@k⟩  -> an ordinary filler value (host, user, port, ...)
The optional @k reuses the same drawn value at another place of the same text.
`keep` lists literal substrings of the template that must survive redaction;
for negatives with keep=None the whole text is the must_keep.
A template may also be a function R -> (text, secrets, keep).
Each template is its own `group`.
"""
import base64
import json
import os
import random
import re
import string

SEED = 18018
R = random.Random(SEED)
HERE = os.path.dirname(os.path.abspath(__file__))

A62 = string.ascii_letters + string.digits
AU = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"
URLSAFE = A62 + "-_"
B64 = A62 + "+/"


def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def d(n):
    return str(R.randint(1, 9)) + rs(string.digits, n - 1)


def b64bytes(n):
    return base64.b64encode(bytes(R.getrandbits(8) for _ in range(n))).decode()


def b64url_json(obj):
    return base64.urlsafe_b64encode(json.dumps(obj, separators=(",", ":")).encode()).decode().rstrip("=")


WORDS = ("amber anchor apple arctic autumn badge bamboo banjo barrel beacon biscuit blossom bottle breeze bridge "
         "bronze bucket cabin cactus camel candle canyon carbon carpet castle cedar cherry chimney cinder cobalt "
         "comet copper coral cotton cradle crystal dagger daisy delta desert dolphin domino dragon drum eagle "
         "ember falcon feather fennel fiddle figure flint forest fossil garnet ginger glacier goblet granite "
         "gravel harbor hazel helmet hermit honey hornet island ivory jacket jasmine jungle kettle kiwi ladder "
         "lagoon lantern lemon lilac linen lizard lobster magnet mango maple marble meadow melon meteor mirror "
         "mitten monsoon mosaic nectar needle nickel noodle oasis olive onion orbit orchid otter oyster paddle "
         "panda parrot pebble pepper pilot pistol planet plaster pocket pollen poppy prism pumpkin puzzle quartz "
         "quiver rabbit radar raisin raven ribbon river rocket saddle salmon sandal saturn scarlet shadow silver "
         "socket spider spruce squid statue summit sunset tablet teapot thistle thunder tiger timber tomato "
         "tulip tundra turtle umbrella velvet violin walnut willow window winter wizard yogurt zebra zephyr").split()
BIP = ("abandon ability absorb abstract access accident acoustic across actress adapt address adjust advice "
       "aerobic affair afford agent airport aisle alarm album alcohol alert alien alley almost alpha amateur "
       "amazing amount analyst ancient angle animal ankle announce antenna antique anxiety apology appear april "
       "arena armor arrange arrest arrow artefact artist aspect assault asset assume asthma athlete atom attack "
       "auction audit august author autumn avocado awake axis bachelor bacon balance bamboo banana banner barely "
       "basket battle beach beauty become begin behave believe bench benefit betray beyond bicycle bitter blanket "
       "blossom board bonus border bounce brave breeze brick brisk broccoli bronze brush bubble buddy budget "
       "buffalo bullet bundle burden butter cabbage cactus canal canvas capable captain carbon cargo carpet "
       "casino castle catalog cattle census cereal chalk champion chaos chapter charge cherry chimney chunk "
       "cinnamon circle citizen clarify claw cluster coconut column comfort coral corn cotton cousin coyote "
       "cradle crater cricket crouch cruise crystal cupboard curtain cushion dawn debris decade delay dentist "
       "deposit desert diagram diesel dinosaur dolphin donkey dragon drastic dwarf eager earth echo eclipse "
       "elbow elephant embark empower enrich envelope episode erosion essay estate eternal evoke exhaust").split()
USERS = ["deploy", "ops", "svc_etl", "jenkins", "admin", "backup", "grafana", "airflow", "reporter", "ci-bot",
         "app_rw", "analytics", "root", "ubuntu", "webadmin", "etl_loader", "billing_ro", "mqadmin"]
HOSTS = ["db-prod-3.internal", "pg-main.corp.lan", "10.20.4.17", "mysql-replica-2", "bastion.eu-west.example.net",
         "172.16.8.41", "redis-cache-01", "ci.build.internal", "192.168.31.20", "mq-01.prod.lan",
         "nas.office.lan", "gitlab.corp.example.com", "vpn.hq.example.org", "10.0.12.5"]
DBS = ["orders", "billing", "analytics", "inventory", "crm", "warehouse", "payments", "metrics"]
PROJ = ["atlas", "hermes", "nebula", "orchid", "falcon", "lighthouse", "pinecone", "saturn", "tundra"]
ZHNAME = ["老王", "小李", "张工", "陈姐", "刘哥", "阿杰", "周师傅", "小赵"]


def pw():
    k = R.random()
    if k < 0.35:
        return R.choice(WORDS).capitalize() + R.choice("!#%*-_.+") + d(4) + R.choice(["", "x", "Q", "!"])
    if k < 0.7:
        return rs(A62, R.randint(4, 6)) + R.choice("!#%^*-_.~+") + rs(A62, R.randint(6, 10)) + R.choice("!#%*.+") + rs(A62, 2)
    return R.choice(WORDS) + R.choice(".-_") + R.choice(WORDS).capitalize() + R.choice("-#!") + d(2)


def urlpw():
    return rs(A62, R.randint(5, 8)) + R.choice("-_.~") + rs(A62, R.randint(7, 11))


def phrase(n=None):
    return " ".join(R.sample(WORDS, n or R.randint(4, 6)))


def seed(n=None):
    return " ".join(R.sample(BIP, n or R.choice([12, 12, 24])))


def pem_lines(n=None):
    n = n or R.randint(9, 14)
    body = [b64bytes(48) for _ in range(n - 1)] + [b64bytes(R.randint(10, 40))]
    return body


def jwt(alg="HS256", extra=None):
    h = b64url_json({"alg": alg, "typ": "JWT"})
    p = {"sub": d(7), "iat": 1700000000 + R.randint(0, 30000000)}
    if extra:
        p.update(extra)
    return h + "." + b64url_json(p) + "." + rs(URLSAFE, 43 if alg == "HS256" else 342)


S = {  # secret generators
    "pw": pw, "upw": urlpw, "phrase": phrase, "seed": seed,
    "ghp": lambda: "ghp_" + rs(A62, 36), "gho": lambda: "gho_" + rs(A62, 36), "ghs": lambda: "ghs_" + rs(A62, 36),
    "ghpat": lambda: "github_pat_11" + rs(AU, 22) + "_" + rs(A62, 59),
    "glpat": lambda: "glpat-" + rs(URLSAFE, 20), "glrt": lambda: "glrt-" + rs(URLSAFE, 20),
    "xoxb": lambda: f"xoxb-{d(12)}-{d(13)}-{rs(A62, 24)}",
    "xoxp": lambda: f"xoxp-{d(12)}-{d(12)}-{d(13)}-{rs(HEX, 32)}",
    "xapp": lambda: f"xapp-1-A{rs(AU, 10)}-{d(13)}-{rs(HEX, 64)}",
    "slackhk": lambda: rs(A62, 24), "dischk": lambda: rs(URLSAFE, 68),
    "tgbot": lambda: f"{d(10)}:AA{rs(URLSAFE, 33)}",
    "sklive": lambda: "sk_live_51" + rs(A62, 96), "rklive": lambda: "rk_live_51" + rs(A62, 96),
    "whsec": lambda: "whsec_" + rs(A62, 32),
    "akia": lambda: "AKIA" + rs("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16), "awssec": lambda: rs(B64, 40),
    "asia": lambda: "ASIA" + rs("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16),
    "awssess": lambda: "IQoJb3JpZ2luX2VjE" + rs(B64, 220) + "==",
    "aiza": lambda: "AIza" + rs(URLSAFE, 35), "gocspx": lambda: "GOCSPX-" + rs(URLSAFE, 28),
    "azsec": lambda: rs(A62, 3) + "8Q~" + rs(A62 + "~._-", 34), "azstor": lambda: b64bytes(64),
    "oai": lambda: "sk-proj-" + rs(URLSAFE, 58) + "T3BlbkFJ" + rs(URLSAFE, 58),
    "ant": lambda: "sk-ant-api03-" + rs(URLSAFE, 93) + "AA",
    "hf": lambda: "hf_" + rs(A62, 34), "r8": lambda: "r8_" + rs(A62, 37), "gsk": lambda: "gsk_" + rs(A62, 52),
    "pplx": lambda: "pplx-" + rs(A62, 48), "xai": lambda: "xai-" + rs(A62, 80),
    "skhex": lambda: "sk-" + rs(HEX, 32), "sk48": lambda: "sk-" + rs(A62, 48),
    "sklow": lambda: "sk-" + rs(string.ascii_lowercase, 48),
    "zhipu": lambda: rs(HEX, 32) + "." + rs(A62, 16), "orkey": lambda: "sk-or-v1-" + rs(HEX, 64),
    "npm": lambda: "npm_" + rs(A62, 36), "pypi": lambda: "pypi-AgEIcHlwaS5vcmc" + rs(URLSAFE, 150),
    "dckr": lambda: "dckr_pat_" + rs(URLSAFE, 27),
    "sg": lambda: "SG." + rs(URLSAFE, 22) + "." + rs(URLSAFE, 43), "mgun": lambda: "key-" + rs(HEX, 32),
    "twsid": lambda: "AC" + rs(HEX, 32), "hex32": lambda: rs(HEX, 32), "hex40": lambda: rs(HEX, 40),
    "hex64": lambda: rs(HEX, 64), "b62_32": lambda: rs(A62, 32), "b62_40": lambda: rs(A62, 40),
    "b62_24": lambda: rs(A62, 24), "b62_30": lambda: rs(A62, 30), "url40": lambda: rs(URLSAFE, 40),
    "url64": lambda: rs(URLSAFE, 64),
    "shpat": lambda: "shpat_" + rs(HEX, 32), "nrak": lambda: "NRAK-" + rs(AU, 27),
    "sntry": lambda: "sntryu_" + rs(HEX, 64), "glsa": lambda: "glsa_" + rs(A62, 32) + "_" + rs(HEX, 8),
    "dop": lambda: "dop_v1_" + rs(HEX, 64), "lin": lambda: "lin_api_" + rs(A62, 40),
    "ntn": lambda: "ntn_" + d(11) + rs(A62, 35), "atatt": lambda: "ATATT3xFfGF0" + rs(URLSAFE, 170) + "=" + rs("0123456789ABCDEF", 8),
    "figd": lambda: "figd_" + rs(URLSAFE, 40),
    "ltai": lambda: "LTAI5t" + rs(A62, 18), "akid": lambda: "AKID" + rs(A62, 32),
    "hwak": lambda: rs(AU, 20), "aklt": lambda: "AKLT" + rs(A62, 43), "volsk": lambda: b64bytes(45),
    "feisec": lambda: rs(A62, 32), "dsec": lambda: "SEC" + rs(HEX, 64),
    "uuid": lambda: "-".join(rs(HEX, n) for n in (8, 4, 4, 4, 12)),
    "age": lambda: "AGE-SECRET-KEY-1" + rs("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L", 58),
    "hvs": lambda: "hvs." + rs(URLSAFE, 90), "tfc": lambda: rs(A62, 14) + ".atlasv1." + rs(A62, 67),
    "jwt": jwt, "ethpk": lambda: "0x" + rs(HEX, 64),
    "mapbox": lambda: "sk.eyJ1Ijoi" + rs(URLSAFE, 60) + "." + rs(URLSAFE, 22),
    "pmak": lambda: "PMAK-" + rs(HEX, 24) + "-" + rs(HEX, 34),
    "ccipat": lambda: "CCIPAT_" + rs(A62, 22) + "_" + rs(HEX, 40), "bkua": lambda: "bkua_" + rs(HEX, 40),
    "doppler": lambda: "dp.st.prd." + rs(A62, 40), "pul": lambda: "pul-" + rs(HEX, 40),
    "okta": lambda: "00" + rs(URLSAFE, 40), "squ": lambda: "squ_" + rs(HEX, 40),
    "jfrog": lambda: "AKCp8" + rs(A62, 68), "square": lambda: "EAAA" + rs(URLSAFE, 60),
    "rzpid": lambda: "rzp_live_" + rs(A62, 14), "pp": lambda: rs(URLSAFE, 80),
    "atbb": lambda: "ATBB" + rs(A62, 28) + rs("0123456789ABCDEF", 8), "nfp": lambda: "nfp_" + rs(A62, 36),
    "fo1": lambda: "fo1_" + rs(URLSAFE, 43), "dapi": lambda: "dapi" + rs(HEX, 32),
    "pscale": lambda: "pscale_pw_" + rs(URLSAFE, 43), "npg": lambda: "npg_" + rs(A62, 12),
    "pcsk": lambda: "pcsk_" + rs(A62, 6) + "_" + rs(A62, 62), "lsv2": lambda: "lsv2_pt_" + rs(HEX, 32) + "_" + rs(HEX, 10),
    "tvly": lambda: "tvly-" + rs(A62, 32), "fc": lambda: "fc-" + rs(HEX, 32), "el": lambda: "sk_" + rs(HEX, 48),
    "djsk": lambda: "django-insecure-" + rs(string.ascii_lowercase + string.digits + "!@#%^&*(-_=+)", 50).replace("&", "k"),
    "lvkey": lambda: "base64:" + b64bytes(32), "cookie_hex": lambda: rs(HEX, 32),
    "connsid": lambda: "s%3A" + rs(URLSAFE, 32) + "." + rs(A62 + "%", 43), "phpsess": lambda: rs(string.ascii_lowercase + string.digits, 26),
    "gpgfp": lambda: rs("0123456789ABCDEF", 40), "smtp": lambda: rs(string.ascii_lowercase, 16),
    "wxsec": lambda: rs(HEX, 32), "b64_44": lambda: b64bytes(32), "num6": lambda: d(6),
    "sess32": lambda: rs(string.ascii_lowercase + string.digits, 32), "hex128": lambda: rs(HEX, 128),
    "totp": lambda: rs("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 32), "jsess": lambda: rs("0123456789ABCDEF", 32),
    "mcak": lambda: rs(AU, 20),
}
F = {  # filler generators (not secret)
    "user": lambda: R.choice(USERS), "host": lambda: R.choice(HOSTS), "db": lambda: R.choice(DBS),
    "proj": lambda: R.choice(PROJ), "zhname": lambda: R.choice(ZHNAME),
    "ip": lambda: f"10.{R.randint(0, 255)}.{R.randint(0, 255)}.{R.randint(2, 250)}",
    "port": lambda: str(R.choice([5432, 3306, 6379, 5672, 27017, 8080, 9200, 1433, 22, 2222, 8443])),
    "num": lambda: str(R.randint(2, 99)), "big": lambda: str(R.randint(1000, 99999)),
    "hex7": lambda: rs(HEX, 7), "hex40": lambda: rs(HEX, 40), "hex64": lambda: rs(HEX, 64), "hex32": lambda: rs(HEX, 32),
    "uuid": lambda: "-".join(rs(HEX, n) for n in (8, 4, 4, 4, 12)),
    "ver": lambda: f"{R.randint(1, 9)}.{R.randint(0, 30)}.{R.randint(0, 20)}",
    "region": lambda: R.choice(["us-east-1", "eu-west-1", "ap-southeast-1", "cn-hangzhou", "cn-shanghai", "ap-guangzhou"]),
    "email": lambda: R.choice(USERS).replace("_", ".") + "@" + R.choice(["example.com", "corp.example.org", "mail.example.cn"]),
    "date": lambda: f"2024-{R.randint(1, 12):02d}-{R.randint(1, 28):02d}",
    "time": lambda: f"{R.randint(0, 23):02d}:{R.randint(0, 59):02d}:{R.randint(0, 59):02d}",
    "word": lambda: R.choice(WORDS), "appid": lambda: "cli_" + rs(HEX, 16), "wxid": lambda: "wx" + rs(HEX, 16),
    "acct": lambda: d(12), "ssid": lambda: R.choice(["Office-5G", "HQ-Guest", "Lab_2.4G", "CMCC-7F3A", "TP-LINK_9C2E"]),
    "k8sname": lambda: R.choice(PROJ) + "-api-" + rs("bcdf6789", 9) + "-" + rs("bcdfghjklmnpqrstvwxz2456789", 5),
    "b64": lambda: b64bytes(R.choice([12, 18, 24])),
    "slackT": lambda: "T" + rs(AU, 10) + "/B" + rs(AU, 10), "snow": lambda: d(18), "hex12": lambda: rs(HEX, 12),
    "ppid": lambda: "A" + rs(URLSAFE, 79), "rzpid": lambda: "rzp_live_" + rs(A62, 14),
    "FP40": lambda: " ".join(rs("0123456789ABCDEF", 4) for _ in range(10)),
    "agepub": lambda: "age1" + rs("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58),
    "pktest": lambda: "pk_test_51" + rs(A62, 96), "dom": lambda: R.choice(["corp.example.com", "example.cn", "internal.example.net"]),
    "mch": lambda: d(10), "eth": lambda: "0x" + rs(HEX, 40),
}

TEMPLATES = []  # (polarity, kind, lang, body, keep)


def P(kind, lang, body, keep=()):
    TEMPLATES.append(("positive", kind, lang, body, list(keep)))


def N(kind, lang, body, keep=None):
    TEMPLATES.append(("negative", kind, lang, body, keep))


SLOT = re.compile(r"([⟦⟨])(\w+)(?:@(\w+))?[⟧⟩]")


def render(body):
    memo, secrets = {}, []

    def sub(m):
        br, gen, ref = m.group(1), m.group(2), m.group(3)
        key = (br, gen, ref) if ref else None
        if key and key in memo:
            return memo[key]
        v = (S if br == "⟦" else F)[gen]()
        if key:
            memo[key] = v
        if br == "⟦" and v not in secrets:
            secrets.append(v)
        return v

    return SLOT.sub(sub, body), secrets


exec(open(os.path.join(HERE, "templates_r18.py"), encoding="utf-8").read())


KIND_FAMILY = {  # fold provider-specific kinds into families so per-kind counts are not tiny
    "github_app_token": "github_token", "github_oauth": "github_token", "gitlab_runner": "gitlab_token",
    "slack_bot_token": "slack_token", "slack_user_token": "slack_token", "slack_app_token": "slack_token",
    "slack_webhook": "chat_webhook", "discord_webhook": "chat_webhook", "stripe_restricted": "stripe_secret",
    "aws_cli_arg": "aws_secret_key", "newrelic_key": "observability_key", "sentry_token": "observability_key",
    "grafana_token": "observability_key", "datadog_keys": "observability_key",
    "linear_key": "saas_token", "notion_token": "saas_token", "atlassian_token": "saas_token",
    "figma_token": "saas_token", "postman_key": "saas_token", "mapbox_token": "saas_token",
    "sonar_token": "ci_token", "artifactory_key": "ci_token",
    "netlify_token": "cloud_platform_token", "fly_token": "cloud_platform_token",
    "digitalocean_token": "cloud_platform_token", "databricks_token": "cloud_platform_token",
    "terraform_token": "cloud_platform_token", "okta_token": "cloud_platform_token",
    "bitbucket_app_password": "git_url_credential", "git_credentials": "git_url_credential",
    "huawei_keypair": "cn_cloud_keypair", "volc_keypair": "cn_cloud_keypair", "baidu_keypair": "cn_cloud_keypair",
    "qiniu_keypair": "cn_cloud_keypair", "dingtalk_robot": "cn_bot_webhook", "wecom_webhook": "cn_bot_webhook",
    "feishu_secret": "cn_app_secret", "wechat_secret": "cn_app_secret", "wechat_pay_key": "payment_secret",
    "vector_db_key": "llm_tool_key", "llm_ops_key": "llm_tool_key", "tool_api_key": "llm_tool_key",
    "sendgrid_key": "email_api_key", "mailgun_key": "email_api_key", "twilio_auth": "email_api_key",
    "docker_pat": "docker_credential", "docker_auth": "docker_credential", "gitee_token": "cn_dev_token",
    "docker_run_env": "docker_compose", "helm_set": "cli_password", "curl_basic_auth": "cli_password",
    "pip_index_url": "git_url_credential",
}
MULTI_FUNCS = {"t_wrap_oai", "t_wrap_ant_zh", "t_wrap_pw_en", "t_gcp_sa", "t_alipay_pem", "t_openssh", "t_k8s_tls", "t_env_pem"}
TARGET_POS, TARGET_NEG = 370, 230


def plan():
    """Cases per template: multi-secret positives 3, other positives 2 or 1, negatives 3 or 2."""
    multi = [pol == "positive" and (body.__name__ in MULTI_FUNCS if callable(body) else body.count("⟦") > 1)
             for pol, _, _, body, _ in TEMPLATES]
    pos = [i for i, t in enumerate(TEMPLATES) if t[0] == "positive"]
    neg = [i for i, t in enumerate(TEMPLATES) if t[0] == "negative"]
    n = {}
    singles = [i for i in pos if not multi[i]]
    for i in pos:
        n[i] = 3 if multi[i] else 1
    left = TARGET_POS - sum(n.values())
    for i in R.sample(singles, max(0, min(len(singles), left))):
        n[i] += 1
    for i in neg:
        n[i] = 2
    for i in R.sample(neg, max(0, min(len(neg), TARGET_NEG - 2 * len(neg)))):
        n[i] += 1
    return n


def build():
    cases = []
    per = plan()
    for gi, (pol, kind, lang, body, keep) in enumerate(TEMPLATES):
        for _ in range(per[gi]):
            if callable(body):
                text, secrets, kp = body()
            else:
                text, secrets = render(body)
                kp = keep
            if pol == "negative":
                secrets = []
                kp = [text] if kp is None else kp
            cases.append({"text": text, "secrets": secrets, "must_keep": list(kp),
                          "kind": KIND_FAMILY.get(kind, kind), "lang": lang,
                          "polarity": pol, "group": f"g{gi:03d}"})
    R.shuffle(cases)
    for i, c in enumerate(cases):
        cases[i] = {"id": f"r18-{i:04d}", **c}
    return cases


if __name__ == "__main__":
    cases = build()
    with open(os.path.join(HERE, "secrets_r18.json"), "w", encoding="utf-8") as f:
        json.dump(cases, f, ensure_ascii=False, indent=1)
    print(len(cases), "cases written")
