#!/usr/bin/env python3
"""Seeded generator for the round-9 blind secret-redaction corpus (python3 stdlib only).

Template syntax: ⟨slot⟩ is filled with a generated value (secret or not, see SECRET_SLOTS);
⟦...⟧ marks a must_keep span (markers are stripped). Each template yields 2 cases.
All secret values are random and synthetic.
"""
import json, random, re, string, sys, os

SEED = 20261206
rng = random.Random(SEED)
B62 = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
B64 = B62 + "+/"
B64U = B62 + "-_"
WORDS = ("amber anchor apricot badger bamboo beacon bishop blossom cactus canvas carbon cedar "
         "cobalt comet copper coral cotton crater dagger dolphin ember falcon fennel ferret "
         "glacier granite harbor hazel heron indigo jasper juniper kettle lantern lemon lilac "
         "magnet maple marble meadow mirror mosaic nectar nickel oyster paddle pebble pepper "
         "pigeon pistol plume pocket quartz quiver radish raven ribbon saddle saffron silver "
         "sparrow spindle thistle timber tundra velvet walnut willow zephyr").split()

def r(alpha, n): return "".join(rng.choice(alpha) for _ in range(n))

def pw(safe=False):
    while True:
        extra = "-_." if safe else "!*-_.=+@"
        n = rng.randint(11, 16)
        s = r(B62 + extra, n)
        if any(c.isdigit() for c in s) and any(c.isupper() for c in s) and any(c.islower() for c in s) and s[0] in B62:
            return s

def words(k):
    return " ".join(rng.sample(WORDS, k))

def pem():
    body = [r(B64, 64) for _ in range(9)] + [r(B64, 40) + "=="]
    return ("-----BEGIN PRIVATE KEY-----\n" + "\n".join(body) + "\n-----END PRIVATE KEY-----",
            [body[0], body[4], body[-1]])

def jwt():
    import base64
    h = base64.urlsafe_b64encode(b'{"alg":"HS256","typ":"JWT"}').decode().rstrip("=")
    p = base64.urlsafe_b64encode(json.dumps({"sub": r(string.digits, 8), "iat": rng.randint(1.7e9, 1.8e9)}).encode()).decode().rstrip("=")
    return f"{h}.{p}.{r(B64U, 43)}"

GEN = {
    # secrets
    "pw": lambda: pw(), "upw": lambda: pw(True),
    "pp": lambda: words(rng.choice([4, 5])),
    "seed": lambda: words(12),
    "pin": lambda: str(rng.randint(300000, 989999)),
    "wifi": lambda: rng.choice(WORDS).capitalize() + rng.choice(WORDS).capitalize() + "-" + str(rng.randint(1000, 9999)),
    "ghp": lambda: "ghp_" + r(B62, 36),
    "ghpat": lambda: "github_pat_11" + r(string.ascii_uppercase + string.digits, 20) + "_" + r(B62, 59),
    "glpat": lambda: "glpat-" + r(B62 + "-_", 20),
    "xoxb": lambda: f"xoxb-{r(string.digits, 12)}-{r(string.digits, 13)}-{r(B62, 24)}",
    "sklive": lambda: "sk_live_" + r(B62, 24),
    "rklive": lambda: "rk_live_" + r(B62, 24),
    "whsec": lambda: "whsec_" + r(B62, 32),
    "akid": lambda: "AKIA" + r(string.ascii_uppercase + "234567", 16),
    "awssk": lambda: r(B62 + "+/", 40),
    "aiza": lambda: "AIza" + r(B62 + "-_", 35),
    "sg": lambda: "SG." + r(B62 + "-_", 22) + "." + r(B62 + "-_", 43),
    "npm": lambda: "npm_" + r(B62, 36),
    "hf": lambda: "hf_" + r(string.ascii_letters, 34),
    "azsec": lambda: r(B62, 3) + "8Q~" + r(B62 + "~._-", 34),
    "tgbot": lambda: f"{rng.randint(1000000000, 7999999999)}:AA{r(B62 + '-_', 33)}",
    "disc": lambda: r(B62 + "-_", 68),
    "slackwh": lambda: r(B62, 24),
    "agekey": lambda: "AGE-SECRET-KEY-1" + r("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L", 58),
    "twsk": lambda: r(HEX, 32),
    "hvs": lambda: "hvs." + r(B62 + "_-", 24),
    "hex32": lambda: r(HEX, 32), "hex40": lambda: r(HEX, 40), "hex64": lambda: r(HEX, 64),
    "b40": lambda: r(B62, 40), "b32": lambda: r(B62, 32),
    "cookie": lambda: r(B64U, rng.choice([32, 40, 43])),
    "jwt": jwt,
    "oai": lambda: "sk-proj-" + r(B62 + "-_", 40) + "T3BlbkFJ" + r(B62 + "-_", 40),
    "ant": lambda: "sk-ant-api03-" + r(B62 + "-_", 93) + "AA",
    "dop": lambda: "dp.st.prd." + r(B62, 43),
    "pypi": lambda: "pypi-AgEIcHlwaS5vcmc" + r(B64U, 60),
    "djsk": lambda: r(string.ascii_lowercase + string.digits + "!@#%^*(-_=+)", 50),
    "skuuid": lambda: f"{r(HEX,8)}-{r(HEX,4)}-4{r(HEX,3)}-{rng.choice('89ab')}{r(HEX,3)}-{r(HEX,12)}",
    # non-secrets
    "hex32x": lambda: r(HEX, 32), "hex40x": lambda: r(HEX, 40), "pin2": lambda: str(rng.randint(100000, 999999)),
    "agepub": lambda: r("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58),
    "sha": lambda: r(HEX, 40), "sha7": lambda: r(HEX, 7), "digest": lambda: r(HEX, 64),
    "uuid": lambda: f"{r(HEX,8)}-{r(HEX,4)}-4{r(HEX,3)}-{rng.choice('89ab')}{r(HEX,3)}-{r(HEX,12)}",
    "ver": lambda: f"{rng.randint(1,9)}.{rng.randint(0,30)}.{rng.randint(0,20)}",
    "port": lambda: str(rng.choice([5432, 3306, 6379, 5672, 8443, 27017, 9092, 15672, 2222])),
    "num": lambda: str(rng.randint(8, 24)),
    "sshpub": lambda: "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + r(B64, 43),
    "user": lambda: rng.choice(["deploy", "svc_backup", "ops-bot", "jlin", "m.keller", "reporting", "ci-runner", "wangwei", "lihua", "etl_user"]),
    "host": lambda: rng.choice(["db-03.internal", "pg.staging.corp", "10.20.4.17", "mq01.lan", "mysql-prod.ops.local", "nas.home.arpa"]),
}
SPECIAL = {"pem", "pwA", "wrap", "ppA"}
SECRET_SLOTS = {k for k in GEN if k not in {"sha", "sha7", "digest", "uuid", "ver", "port", "num", "sshpub", "user", "host", "hex32x", "hex40x", "pin2", "agepub"}} | SPECIAL
SLOT_RE = re.compile(r"⟨([A-Za-z0-9]+)(#\d)?⟩")

TEMPLATES = []
def T(kind, lang, text, tails=False):
    TEMPLATES.append((kind, lang, text, tails))

def instantiate(tid, kind, lang, text, tails):
    vals, secrets = {}, []
    def fill(m):
        base, idx = m.group(1), (m.group(2) or "")
        key = base + idx
        if key in vals:
            return vals[key]
        if base == "pem":
            v, lines = pem(); secrets.extend(lines)
        elif base == "pwA":   # split password: halves given in two places
            full = pw(True) + r(B62, 5); cut = len(full) // 2
            vals["pwB" + idx] = full[cut:]; v = full[:cut]
            secrets.extend([v, full[cut:]])
        elif base == "pwB":
            return vals["pwB" + idx]
        elif base == "wrap":  # long key wrapped over two lines
            a, b = r(B64, 44), r(B64, 28) + "="
            v = a + "\n" + b; secrets.extend([a, b])
        elif base == "ppA":   # passphrase: label whole and tail (partial removal must fail)
            v = words(5); secrets.extend([v, v.split(" ", 1)[1]])
        else:
            v = GEN[base]()
            if base in SECRET_SLOTS:
                secrets.append(v)
                if base in ("pp", "seed"):
                    secrets.append(v.split(" ", 1)[1])
        vals[key] = v
        return v
    filled = SLOT_RE.sub(fill, text)
    assert "⟨" not in filled and "⟩" not in filled, tid
    keeps = re.findall(r"⟦(.*?)⟧", filled, flags=re.S)
    out = filled.replace("⟦", "").replace("⟧", "")
    secrets = list(dict.fromkeys(secrets))
    for s in secrets:
        assert s in out, (tid, s)
        for k in keeps:
            assert s not in k and k not in s, (tid, s, k)
    for k in keeps:
        assert k in out, (tid, k)
    pol = "positive" if secrets else "negative"
    assert (pol == "negative") == kind.startswith("neg_"), (tid, kind)
    if pol == "negative":
        assert keeps, tid
    return {"text": out, "secrets": secrets, "must_keep": list(dict.fromkeys(keeps)),
            "kind": kind, "lang": lang, "polarity": pol, "group": tid}

exec(open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "templates_r9.py"), encoding="utf-8").read())

def main():
    cases, seen = [], set()
    for i, (kind, lang, text, tails) in enumerate(TEMPLATES):
        tid = f"r9-t{i:03d}"
        reps = 2 if SLOT_RE.search(text) else 1   # slot-free templates give one case
        for _ in range(reps):
            for _try in range(20):   # re-draw if the slot pool produced a duplicate text
                c = instantiate(tid, kind, lang, text, tails)
                if c["text"] not in seen:
                    seen.add(c["text"]); cases.append(c); break
    rng.shuffle(cases)
    for n, c in enumerate(cases):
        c["id"] = f"r9-{n:04d}"
    cases = [{"id": c["id"], **{k: v for k, v in c.items() if k != "id"}} for c in cases]
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "secrets_r9.json")
    with open(out, "w", encoding="utf-8") as f:
        json.dump(cases, f, ensure_ascii=False, indent=1)
    from collections import Counter
    print(len(cases), Counter(c["polarity"] for c in cases), Counter(c["lang"] for c in cases))
    print(sum(len(c["secrets"]) for c in cases), "secret strings")
    for k, v in sorted(Counter((c["kind"], c["lang"]) for c in cases).items()):
        print(k, v)

if __name__ == "__main__":
    main()
