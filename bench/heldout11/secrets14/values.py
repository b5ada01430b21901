"""Synthetic value generators for the r14 corpus. All values are random, drawn from a
seeded random.Random; they only imitate the *shape* of real credentials."""
import base64, string, uuid as _uuid

B62 = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
B64 = string.ascii_letters + string.digits + "+/"
B64U = string.ascii_letters + string.digits + "-_"
PWCH = string.ascii_letters + string.digits + "!#%^*-_+=.@"
WORDS = ("amber anchor apple arctic autumn badge bamboo banner basket beacon berry bicycle blanket "
         "breeze bridge bronze cabin cactus camera candle canyon carbon castle cedar cherry chimney "
         "circle cobalt comet copper coral cotton crystal dolphin dragon drift eagle ember falcon "
         "feather fiber forest fossil garden ginger glacier granite harbor hazel helmet honey island "
         "jacket jasmine jungle kettle ladder lantern lemon library lizard lotus magnet maple marble "
         "meadow meteor mirror monkey mosaic nectar needle nickel oasis ocean olive orbit orchid "
         "otter oyster paddle panda paper pepper pillow planet pocket poppy prairie pumpkin puzzle "
         "quartz rabbit radar raven ribbon river rocket saddle salmon satin shadow silver sketch "
         "spider spiral spruce statue summit sunset tablet teapot thunder timber tomato tractor "
         "trumpet tulip tunnel velvet violet walnut willow window winter yellow zebra").split()
USERS = ["deploy", "svc_backup", "ci-runner", "admin", "reporting", "etl_user", "ops", "grafana",
         "jenkins", "app_rw", "mlflow", "airflow", "build", "qa-bot", "analytics"]
HOSTS = ["db-prod-2.internal", "10.4.12.37", "pg.staging.corp", "mq01.lan", "redis-cache-3",
         "mysql.eu-west.internal", "build-7.ci.local", "nas.home.arpa", "172.20.0.14", "vault.ops.lan"]


class V:
    def __init__(self, rng):
        self.r = rng

    def s(self, alphabet, n):
        return "".join(self.r.choice(alphabet) for _ in range(n))

    # --- secrets -------------------------------------------------------
    def pw(self):
        # at least one digit, one upper, one lower, one symbol; 11..16 chars
        while True:
            p = self.s(PWCH, self.r.randint(11, 16))
            if (any(c.isdigit() for c in p) and any(c.isupper() for c in p)
                    and any(c.islower() for c in p) and any(c in "!#%^*-_+=.@" for c in p)
                    and p[0].isalnum() and p[-1].isalnum()):
                return p

    def pw_alnum(self):
        while True:
            p = self.s(B62, self.r.randint(12, 18))
            if any(c.isdigit() for c in p) and any(c.isupper() for c in p):
                return p

    def words(self, n):
        return self.r.sample(WORDS, n)

    def ghp(self): return "ghp_" + self.s(B62, 36)
    def gho(self): return "gho_" + self.s(B62, 36)
    def ghpat(self): return "github_pat_" + self.s(B62, 22) + "_" + self.s(B62, 59)
    def glpat(self): return "glpat-" + self.s(B62 + "-_", 20)
    def akia(self): return "AKIA" + self.s(string.ascii_uppercase + "234567", 16)
    def aws_secret(self): return self.s(B62 + "/+", 40)
    def anthropic(self): return "sk-ant-api03-" + self.s(B64U, 93) + "AA"
    def openai(self): return "sk-proj-" + self.s(B64U, 74) + "T3BlbkFJ" + self.s(B64U, 74)
    def slack_bot(self): return "xoxb-%d-%d-%s" % (self.r.randint(10**10, 10**11), self.r.randint(10**12, 10**13), self.s(B62, 24))
    def slack_hook_path(self): return "T%s/B%s/%s" % (self.s(string.ascii_uppercase + string.digits, 8), self.s(string.ascii_uppercase + string.digits, 10), self.s(B62, 24))
    def stripe(self): return "sk_live_" + self.s(B62, 99)
    def stripe_whsec(self): return "whsec_" + self.s(B62, 32)
    def tg_bot(self): return "%d:AA%s" % (self.r.randint(10**9, 10**10 - 1), self.s(B64U, 33))
    def discord_hook(self): return "%d/%s" % (self.r.randint(10**17, 10**18), self.s(B64U, 68))
    def sendgrid(self): return "SG." + self.s(B64U, 22) + "." + self.s(B64U, 43)
    def gcp_key(self): return "AIza" + self.s(B64U, 35)
    def npm(self): return "npm_" + self.s(B62, 36)
    def hf(self): return "hf_" + self.s(B62, 34)
    def azure_cs(self): return self.s(B62, 3) + str(self.r.randint(0, 9)) + "Q~" + self.s(B62 + "-_.~", 34)
    def age(self): return "AGE-SECRET-KEY-1" + self.s("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L", 58)
    def fernet(self): return base64.urlsafe_b64encode(bytes(self.r.getrandbits(8) for _ in range(32))).decode()
    def django_key(self): return "django-insecure-" + self.s(string.ascii_lowercase + string.digits + "!@#%^&*(-_=+)", 50)
    def b64_32(self): return base64.b64encode(bytes(self.r.getrandbits(8) for _ in range(32))).decode()
    def hex32(self): return self.s(HEX, 32)
    def hex64(self): return self.s(HEX, 64)
    def sessionid(self): return self.s(string.ascii_lowercase + string.digits, 32)
    def connect_sid(self): return "s%3A" + self.s(B64U, 32) + "." + self.s(B62 + "%", 43)
    def jwt(self):
        h = base64.urlsafe_b64encode(b'{"alg":"HS256","typ":"JWT"}').decode().rstrip("=")
        p = base64.urlsafe_b64encode(('{"sub":"%d","exp":%d}' % (self.r.randint(1000, 99999), self.r.randint(1.7e9, 1.9e9))).encode()).decode().rstrip("=")
        return h + "." + p + "." + self.s(B64U, 43)
    def invented(self):
        pre = self.r.choice(["nbx_live_", "qtk-prod-", "zrk_sec_", "plm_pat_", "vxa-sk-", "drn_tok_", "kfl_svc_"])
        return pre + self.s(B62, self.r.randint(28, 40))
    def client_secret(self): return self.s(B64U, 40)
    def pin(self): return str(self.r.randint(100000, 999999))

    # --- non-secret fillers -------------------------------------------
    def user(self): return self.r.choice(USERS)
    def host(self): return self.r.choice(HOSTS)
    def port(self): return str(self.r.choice([5432, 3306, 6379, 5672, 27017, 8443, 9200, 1521, 15432, 6432]))
    def sha1(self): return self.s(HEX, 40)
    def sha7(self): return self.s(HEX, 7)
    def sha256(self): return self.s(HEX, 64)
    def uuid(self): return str(_uuid.UUID(int=self.r.getrandbits(128), version=4))
    def reqid(self): return "req_" + self.s(HEX, 24)
    def num(self): return str(self.r.randint(8, 64))
    def ver(self): return "%d.%d.%d" % (self.r.randint(1, 9), self.r.randint(0, 30), self.r.randint(0, 20))
    def ed25519_pub(self): return "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + self.s(B62 + "+/", 43)
    def fp(self): return "SHA256:" + self.s(B62 + "+/", 43)
    def client_id(self): return str(_uuid.UUID(int=self.r.getrandbits(128), version=4))
    def key_id(self): return "kid_" + self.s(HEX, 12)
    def date(self): return "2026-%02d-%02d" % (self.r.randint(1, 12), self.r.randint(1, 28))
