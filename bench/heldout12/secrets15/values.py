"""Synthetic credential-shaped values for the r15 corpus.

Every value is drawn from a seeded random.Random passed in by the caller, so the
corpus is byte-identical on rerun. None of these is a real credential.
"""
import base64
import string

B62 = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
UP = string.ascii_uppercase + string.digits
B64 = string.ascii_letters + string.digits + "+/"
B64URL = string.ascii_letters + string.digits + "-_"
BECH = "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L"

WORDS = ("lantern orbit velvet cobalt meadow harbor pickle tundra saffron quiver "
         "marble ferry juniper walnut cinder glacier pepper lagoon rocket thistle "
         "canyon mosaic hazel nimbus otter prairie quartz raven sable timber umber "
         "violet willow yonder zephyr anchor bramble copper dune ember falcon").split()
SEED = ("abandon bridge cactus dolphin eagle fabric garlic hollow iron jungle kitten "
        "ladder magnet napkin oyster panda quantum rabbit salmon tomato uncle vendor "
        "wagon yellow zebra acoustic blanket crystal drastic elbow frozen gossip").split()


def s(r, alpha, n):
    return "".join(r.choice(alpha) for _ in range(n))


def password(r):
    # mixed-class random password, 12-18 chars, no quotes/spaces/backslashes
    sym = "!#%*+-=?@^_~"
    while True:
        p = s(r, B62 + sym, r.randint(12, 18))
        if (any(c.isdigit() for c in p) and any(c.isupper() for c in p)
                and any(c.islower() for c in p) and p[0] not in "-+=#"):
            return p


def password_alnum(r, n=None):
    while True:
        p = s(r, B62, n or r.randint(12, 16))
        if any(c.isdigit() for c in p) and any(c.isupper() for c in p) and any(c.islower() for c in p):
            return p


def passphrase(r, n=None):
    return " ".join(r.sample(WORDS, n or r.randint(4, 6)))


def seed_phrase(r, n=12):
    return " ".join(r.choice(SEED) for _ in range(n))


def phrase_secrets(ph, chunk=3):
    """Label a word phrase by consecutive word chunks: removing only some words fails."""
    if len(ph.split(" ")) >= 12:
        chunk = 6
    w = ph.split(" ")
    if len(w) <= 3:
        return [" ".join(w[:2]), " ".join(w[-2:])]
    return [" ".join(w[i:i + chunk]) for i in range(0, len(w), chunk) if len(w[i:i + chunk]) >= 2] or [ph]


def ghp(r): return "ghp_" + s(r, B62, 36)
def gho(r): return "gho_" + s(r, B62, 36)
def ghs(r): return "ghs_" + s(r, B62, 36)
def github_pat(r): return "github_pat_11" + s(r, UP, 20) + "_" + s(r, B62, 59)
def glpat(r): return "glpat-" + s(r, B62 + "-_", 20)
def gl_runner(r): return "glrt-" + s(r, B62 + "-_", 20)
def xoxb(r): return "xoxb-%d-%d-%s" % (r.randint(10**10, 10**13), r.randint(10**11, 10**12), s(r, B62, 24))
def xoxp(r): return "xoxp-%d-%d-%d-%s" % (r.randint(10**10, 10**12), r.randint(10**10, 10**12), r.randint(10**11, 10**12), s(r, HEX, 32))
def slack_hook(r): return "https://hooks.slack.com/services/T%s/B%s/%s" % (s(r, UP, 8), s(r, UP, 10), s(r, B62, 24))
def slack_hook_secret(url): return url.rsplit("/", 1)[1]
def sk_live(r): return "sk_live_" + s(r, B62, 99)[: r.choice([24, 34, 99])]
def rk_live(r): return "rk_live_" + s(r, B62, 99)[: r.choice([24, 34, 99])]
def whsec(r): return "whsec_" + s(r, B62, 32)
def akia(r): return r.choice(["AKIA", "ASIA"]) + s(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)
def aws_secret(r): return s(r, B62 + "+/", 40)
def gcp_api(r): return "AIza" + s(r, B62 + "-_", 35)
def azure_client_secret(r): return s(r, B62, 3) + str(r.randint(1, 9)) + "Q~" + s(r, B62 + "~._-", 34)
def azure_storage_key(r): return s(r, B64, 86) + "=="
def openai(r): return "sk-proj-" + s(r, B62 + "-_", 74) + "T3BlbkFJ" + s(r, B62 + "-_", 74)
def openai_old(r): return "sk-" + s(r, B62, 20) + "T3BlbkFJ" + s(r, B62, 20)
def anthropic(r): return "sk-ant-api03-" + s(r, B62 + "-_", 93) + "AA"
def hf(r): return "hf_" + s(r, string.ascii_letters, 34)
def npm(r): return "npm_" + s(r, B62, 36)
def pypi(r): return "pypi-AgEIcHlwaS5vcmc" + s(r, B64URL, 150)
def twilio_sid(r): return "AC" + s(r, HEX, 32)
def twilio_token(r): return s(r, HEX, 32)
def twilio_sk(r): return "SK" + s(r, HEX, 32)
def sendgrid(r): return "SG." + s(r, B64URL, 22) + "." + s(r, B64URL, 43)
def mailgun(r): return "key-" + s(r, HEX, 32)
def discord_bot(r):
    uid = str(r.randint(10**17, 10**18))
    return base64.b64encode(uid.encode()).decode().rstrip("=") + "." + s(r, B64URL, 6) + "." + s(r, B64URL, 38)
def telegram_bot(r): return "%d:AA%s" % (r.randint(10**8, 10**10), s(r, B64URL, 33))
def shpat(r): return "shpat_" + s(r, HEX, 32)
def dop(r): return "dop_v1_" + s(r, HEX, 64)
def linear(r): return "lin_api_" + s(r, B62, 40)
def notion(r): return r.choice(["secret_", "ntn_"]) + s(r, B62, 43)
def doppler(r): return "dp.st." + r.choice(["prd", "dev", "stg"]) + "." + s(r, B62, 40)
def vault(r): return "hvs." + s(r, B62 + "_-", 90)[: r.choice([24, 90])]
def age_key(r): return "AGE-SECRET-KEY-1" + s(r, BECH, 58)
def jwt(r):
    h = base64.urlsafe_b64encode(b'{"alg":"HS256","typ":"JWT"}').decode().rstrip("=")
    p = base64.urlsafe_b64encode(('{"sub":"%d","role":"svc"}' % r.randint(1000, 99999)).encode()).decode().rstrip("=")
    return h + "." + p + "." + s(r, B64URL, 43)
def hex_secret(r, n=64): return s(r, HEX, n)
def b64_secret(r, n=44): return s(r, B64, n - 1) + "="
def django_key(r): return "django-insecure-" + s(r, string.ascii_lowercase + string.digits + "!@#%^&*(-_=+)", 50).replace("%", "x")
def cookie_val(r): return s(r, B64URL, r.randint(32, 48))
def invented(r):
    pre = r.choice(["qzk_live_", "hbx_sec_", "trn-pk-", "orx_tok_", "plm_sk_", "wvn.live.", "kfa_srv_", "zeta-key-"])
    return pre + s(r, B62, r.randint(28, 40))


def pem_body(r, lines=25, width=64):
    return [s(r, B64, width) for _ in range(lines - 1)] + [s(r, B64, r.randint(20, 60)) + "="]


def pem_block(r, label="RSA PRIVATE KEY"):
    body = pem_body(r, lines=r.randint(12, 26))
    text = "-----BEGIN %s-----\n%s\n-----END %s-----" % (label, "\n".join(body), label)
    return text, [body[0], body[len(body) // 2], body[-1]]


def openssh_key(r):
    body = ["b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW"] + \
           [s(r, B64, 70) for _ in range(r.randint(4, 7))] + [s(r, B64, 24) + "="]
    text = "-----BEGIN OPENSSH PRIVATE KEY-----\n%s\n-----END OPENSSH PRIVATE KEY-----" % "\n".join(body)
    return text, [body[1], body[len(body) // 2], body[-1]]


def pgp_block(r):
    body = [s(r, B64, 64) for _ in range(r.randint(8, 14))] + ["=" + s(r, B64, 4)]
    text = ("-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n%s\n-----END PGP PRIVATE KEY BLOCK-----" % "\n".join(body))
    return text, [body[0], body[len(body) // 2], body[-2]]


# ---- non-secret look-alikes (for negatives) ----
def git_sha(r): return s(r, HEX, 40)
def short_sha(r): return s(r, HEX, 7)
def uuid(r):
    h = s(r, HEX, 32)
    return "%s-%s-4%s-%s%s-%s" % (h[:8], h[8:12], h[13:16], r.choice("89ab"), h[17:20], h[20:])
def sha256(r): return s(r, HEX, 64)
def b64_plain(text): return base64.b64encode(text.encode()).decode()
