#!/usr/bin/env python3
"""Regenerate secrets_r11.json (held-out secret-redaction set, round 11).

stdlib only.  Default run is seeded and reproduces the JSON byte for byte:

    python3 gen_secrets_r11.py            # writes secrets_r11.json, prints counts
    python3 gen_secrets_r11.py --check    # regenerate in memory, compare with the file on disk
    python3 gen_secrets_r11.py --fresh    # draw values from secrets.SystemRandom (NOT reproducible)

Values are drawn with the same primitives the `secrets` module offers
(token_hex, token_urlsafe, choice over an alphabet), implemented over a
`random.Random(SEED)` instance so that the file can be rebuilt exactly; with
--fresh the very same code runs on `secrets.SystemRandom()`.
"""
import argparse
import base64
import json
import os
import random
import secrets as _secrets
import string
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import templates_r11 as T  # noqa: E402

SEED = 20261206_11
OUT = os.path.join(HERE, "secrets_r11.json")

B62 = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
URLSAFE = B62 + "-_"
B64 = B62 + "+/"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
BECH32 = "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L"


class G:
    """Value generator: the `secrets`-module primitives over a chosen RNG."""

    def __init__(self, rng):
        self.r = rng

    # --- secrets-module-like primitives
    def choice(self, seq):
        return seq[self.r.randrange(len(seq))]

    def chars(self, alphabet, n):
        return "".join(self.choice(alphabet) for _ in range(n))

    def token_bytes(self, n):
        return bytes(self.r.randrange(256) for _ in range(n))

    def token_hex(self, n):
        return self.token_bytes(n).hex()

    def token_urlsafe(self, n):
        return base64.urlsafe_b64encode(self.token_bytes(n)).rstrip(b"=").decode()

    def hexs(self, n):
        return self.chars(HEX, n)

    def b62(self, n):
        return self.chars(B62, n)

    def b64s(self, n):
        return self.chars(B64, n)

    def digits(self, n):
        return str(self.r.randrange(1, 10)) + self.chars(string.digits, n - 1)

    def randint(self, a, b):
        return self.r.randint(a, b)

    def sample(self, seq, k):
        pool = list(seq)
        out = []
        for _ in range(k):
            out.append(pool.pop(self.r.randrange(len(pool))))
        return out

    # --- fillers (not secret)
    def pick(self, seq):
        return self.choice(seq)

    def uuid(self):
        h = self.hexs(32)
        h = h[:12] + "4" + h[13:16] + self.choice("89ab") + h[17:]
        return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"

    def sha(self, n=40):
        return self.hexs(n)

    # --- passwords
    def pw(self, ctx="default", n=None):
        n = n or self.r.randint(12, 20)
        sym = {"default": "!%^*-_+.@=", "url": "-_.~", "shell": "-_.+%^@=",
               "alnum": "", "xml": "!%^*-_+.@=", "json": "!%^*-_+.@=#"}[ctx]
        while True:
            s = self.chars(B62 + sym, n)
            nsym = sum(c in sym for c in s)
            if (any(c.islower() for c in s) and any(c.isupper() for c in s)
                    and any(c.isdigit() for c in s) and (not sym or 1 <= nsym <= 4)
                    and s[0].isalnum() and s[-1].isalnum()):
                return s

    def human_pw(self, ctx="default"):
        w1 = self.choice(T.WORDS).capitalize()
        w2 = self.choice(T.WORDS).capitalize()
        sym = self.choice("!%*-_." if ctx != "url" else "-_.~")
        return f"{w1}{sym}{w2}{self.digits(self.r.randint(2, 4))}"

    def any_pw(self, ctx="default"):
        return self.pw(ctx) if self.r.random() < 0.6 else self.human_pw(ctx)

    def passphrase(self, n=None, sep=" "):
        n = n or self.r.randint(4, 6)
        return sep.join(self.sample(T.WORDS, n))

    # --- provider token shapes
    def ghp(self):
        return "ghp_" + self.b62(36)

    def gho(self):
        return "gho_" + self.b62(36)

    def github_pat(self):
        return "github_pat_11" + self.chars(string.ascii_uppercase + string.digits, 20) + "_" + self.b62(59)

    def glpat(self):
        return "glpat-" + self.chars(URLSAFE, 20)

    def xoxb(self):
        return f"xoxb-{self.digits(12)}-{self.digits(13)}-{self.b62(24)}"

    def xoxp(self):
        return f"xoxp-{self.digits(12)}-{self.digits(12)}-{self.digits(13)}-{self.hexs(32)}"

    def aws_id(self):
        return self.choice(["AKIA", "ASIA"]) + self.chars(string.ascii_uppercase + "234567", 16)

    def aws_secret(self):
        return self.b64s(40)

    def stripe_sk(self):
        return self.choice(["sk_live_", "rk_live_"]) + self.b62(self.choice([24, 99]))

    def whsec(self):
        return "whsec_" + self.b62(32)

    def sk_proj(self):
        return "sk-proj-" + self.chars(URLSAFE, 56) + "T3BlbkFJ" + self.chars(URLSAFE, 56)

    def sk_ant(self):
        return "sk-ant-api03-" + self.chars(URLSAFE, 93) + "AA"

    def aiza(self):
        return "AIza" + self.chars(URLSAFE, 35)

    def gocspx(self):
        return "GOCSPX-" + self.chars(URLSAFE, 28)

    def npm(self):
        return "npm_" + self.b62(36)

    def pypi(self):
        return "pypi-AgEIcHlwaS5vcmc" + self.chars(URLSAFE, 150)

    def sendgrid(self):
        return "SG." + self.chars(URLSAFE, 22) + "." + self.chars(URLSAFE, 43)

    def hf(self):
        return "hf_" + self.chars(string.ascii_letters, 34)

    def dop(self):
        return "dop_v1_" + self.hexs(64)

    def shpat(self):
        return "shpat_" + self.hexs(32)

    def hvs(self):
        return "hvs." + self.chars(URLSAFE, 90)

    def dapi(self):
        return "dapi" + self.hexs(32)

    def age_key(self):
        return "AGE-SECRET-KEY-1" + self.chars(BECH32, 58)

    def twilio_sk(self):
        return "SK" + self.hexs(32)

    def telegram(self):
        return f"{self.digits(10)}:AA{self.chars(URLSAFE, 33)}"

    def discord_bot(self):
        uid = base64.b64encode(self.digits(18).encode()).decode().rstrip("=")
        return f"{uid}.{self.chars(URLSAFE, 6)}.{self.chars(URLSAFE, 38)}"

    def azure_client_secret(self):
        return self.chars(B62, 3) + self.chars(string.digits, 1) + "Q~" + self.chars(B62 + "_.~-", 34)

    def azure_storage_key(self):
        return base64.b64encode(self.token_bytes(64)).decode()

    def ltai(self):
        return "LTAI5t" + self.b62(18)

    def akid(self):
        return "AKID" + self.b62(32)

    def fernet(self):
        return base64.urlsafe_b64encode(self.token_bytes(32)).decode()

    def mailgun(self):
        return "key-" + self.hexs(32)

    def glsa(self):
        return "glsa_" + self.b62(32) + "_" + self.hexs(8)

    def lin_api(self):
        return "lin_api_" + self.b62(40)

    def pmak(self):
        return f"PMAK-{self.hexs(24)}-{self.hexs(34)}"

    def nrak(self):
        return "NRAK-" + self.chars(string.ascii_uppercase + string.digits, 27)

    def totp_seed(self):
        return self.chars(B32, 32)

    def jwt(self, payload=None):
        hdr = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9"
        payload = payload or {"sub": self.digits(7), "role": self.choice(["admin", "service_role", "user"]),
                              "iat": 1790000000 + self.randint(0, 9999999)}
        p = base64.urlsafe_b64encode(json.dumps(payload, separators=(",", ":")).encode()).rstrip(b"=").decode()
        return f"{hdr}.{p}.{self.chars(URLSAFE, 43)}"

    def django_key(self):
        return "django-insecure-" + self.chars(string.ascii_lowercase + string.digits + "!@#%^&*(-_=+)", 50).replace("'", "")

    def pem(self, kind="RSA", width=64, lines=None, escaped=False):
        """Return (block, [first, middle, last] body lines)."""
        lines = lines or self.r.randint(12, 25)
        if kind == "OPENSSH":
            width = 70
            body = "b3BlbnNzaC1rZXktdjEAAAAA" + base64.b64encode(self.token_bytes(width * lines)).decode()
        else:
            body = ("MII" if kind != "EC" else "MHc") + base64.b64encode(self.token_bytes(width * lines)).decode()
        body = body[: width * (lines - 1) + self.r.randint(20, width)]
        rows = [body[i:i + width] for i in range(0, len(body), width)]
        label = {"RSA": "RSA PRIVATE KEY", "EC": "EC PRIVATE KEY", "OPENSSH": "OPENSSH PRIVATE KEY",
                 "PKCS8": "PRIVATE KEY"}[kind]
        nl = "\\n" if escaped else "\n"
        block = f"-----BEGIN {label}-----{nl}" + nl.join(rows) + f"{nl}-----END {label}-----"
        picks = [rows[0], rows[len(rows) // 2], rows[-1]]
        return block, picks


def overlaps(text, a, b):
    """True if any occurrence of a overlaps any occurrence of b in text."""
    def spans(s):
        out, i = [], text.find(s)
        while i >= 0:
            out.append((i, i + len(s)))
            i = text.find(s, i + 1)
        return out
    return any(x0 < y1 and y0 < x1 for x0, x1 in spans(a) for y0, y1 in spans(b))


def valid(text, secrets_, keep):
    if not keep:
        return "no must_keep"
    for s in secrets_:
        if not s or s not in text:
            return f"secret not in text: {s!r}"
        if len(s) < 6:
            return f"secret too short: {s!r}"
    for k in keep:
        if k not in text:
            return f"keep not in text: {k!r}"
        for s in secrets_:
            if s in k or k in s or overlaps(text, k, s):
                return f"keep {k!r} overlaps secret {s!r}"
    return None


def build(rng):
    g = G(rng)
    cases = []
    for t in T.TEMPLATES:
        made = 0
        tries = 0
        while made < t.n:
            tries += 1
            if tries > t.n * 20:
                raise SystemExit(f"template {t.name} cannot produce valid cases")
            text, secs, keep = t.fn(g)
            secs = list(dict.fromkeys(secs))
            keep = list(dict.fromkeys(keep))
            err = valid(text, secs, keep)
            if t.pol == "negative" and secs:
                err = "negative with secrets"
            if t.pol == "positive" and not secs:
                err = "positive without secrets"
            if err:
                if tries > t.n * 10:
                    raise SystemExit(f"{t.name}: {err}\n{text}")
                continue
            if any(c["text"] == text for c in cases):
                continue
            cases.append({"text": text, "secrets": secs, "must_keep": keep, "kind": t.kind,
                          "lang": t.lang, "polarity": t.pol, "group": "r11-" + t.name})
            made += 1
    order = list(range(len(cases)))
    random.Random(SEED + 1).shuffle(order)
    out = []
    for i, j in enumerate(order, 1):
        c = cases[j]
        out.append({"id": f"r11-{i:04d}", **c})
    return out


def dump(cases):
    return json.dumps(cases, ensure_ascii=False, indent=1) + "\n"


def counts(cases):
    pos = [c for c in cases if c["polarity"] == "positive"]
    print(f"cases {len(cases)}: positive {len(pos)} ({100 * len(pos) / len(cases):.1f}%) holding "
          f"{sum(len(c['secrets']) for c in pos)} secret strings, negative {len(cases) - len(pos)}")
    print("groups (templates):", len({c['group'] for c in cases}))
    lp = Counter((c["lang"], c["polarity"]) for c in cases)
    for k in sorted(lp):
        print(f"  {k[0]} {k[1]:9s} {lp[k]}")
    kinds = Counter((c["kind"], c["polarity"]) for c in cases)
    print("kinds:", len({k for k, _ in kinds}))
    for (k, p), v in sorted(kinds.items(), key=lambda x: (x[0][1] == "negative", x[0][0])):
        langs = Counter(c["lang"] for c in cases if c["kind"] == k)
        print(f"  {k:28s} {p:9s} {v:4d}   en {langs['en']:3d} zh {langs['zh']:3d}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--fresh", action="store_true", help="use secrets.SystemRandom (not reproducible)")
    ap.add_argument("--check", action="store_true", help="compare a regeneration with the file on disk")
    ap.add_argument("--out", default=OUT)
    a = ap.parse_args()
    rng = _secrets.SystemRandom() if a.fresh else random.Random(SEED)
    cases = build(rng)
    data = dump(cases)
    if a.check:
        with open(a.out, encoding="utf-8") as f:
            same = f.read() == data
        print("identical" if same else "DIFFERENT")
        counts(cases)
        sys.exit(0 if same else 1)
    with open(a.out, "w", encoding="utf-8") as f:
        f.write(data)
    counts(cases)
    print("wrote", a.out)


if __name__ == "__main__":
    main()
