#!/usr/bin/env python3
"""Generate secrets_r14.json from templates_en.py / templates_zh.py.

Slots in a template are written <<NAME>>, <<NAME#2>> (a second, different value of the same
type) and <<NAME.a>> / <<NAME.b>> (first / second half of the same value, used for split or
wrapped secrets). Fixed seed: re-running gives the identical file.
"""
import base64, json, random, re, sys, os

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from values import V, B62
import templates_en, templates_zh

SEED = 1414
TARGET = {("en", "positive"): 150, ("zh", "positive"): 150,
          ("en", "negative"): 125, ("zh", "negative"): 125}

# name -> (method or lambda(v), role)   role: secret | phrase | neutral | filler
SLOTS = {
    "PW": ("pw", "secret"), "PWL": (lambda v: v.pw_alnum() + v.s(B62, 6), "secret"), "PWA": ("pw_alnum", "secret"), "PIN": ("pin", "secret"),
    "PHRASE": (lambda v: v.words(4), "phrase"), "PHRASE5": (lambda v: v.words(5), "phrase"),
    "SEED": (lambda v: v.words(12), "phrase"),
    "GHP": ("ghp", "secret"), "GHO": ("gho", "secret"), "GHPAT": ("ghpat", "secret"),
    "GLPAT": ("glpat", "secret"), "AWSSEC": ("aws_secret", "secret"), "ANT": ("anthropic", "secret"),
    "OPENAI": ("openai", "secret"), "SLACKBOT": ("slack_bot", "secret"),
    "SLACKHOOK": ("slack_hook_path", "secret"), "STRIPE": ("stripe", "secret"),
    "WHSEC": ("stripe_whsec", "secret"), "TG": ("tg_bot", "secret"), "DISCORD": ("discord_hook", "secret"),
    "SG": ("sendgrid", "secret"), "GCP": ("gcp_key", "secret"), "NPM": ("npm", "secret"),
    "HF": ("hf", "secret"), "AZCS": ("azure_cs", "secret"), "AGE": ("age", "secret"),
    "FERNET": ("fernet", "secret"), "DJANGO": ("django_key", "secret"), "B64": ("b64_32", "secret"),
    "HEX32": ("hex32", "secret"), "HEX64": ("hex64", "secret"),
    "HEX32U": (lambda v: v.hex32().upper(), "secret"), "SID": ("sessionid", "secret"),
    "CSID": ("connect_sid", "secret"), "JWT": ("jwt", "secret"), "INVENTED": ("invented", "secret"),
    "CS": ("client_secret", "secret"), "HVS": (lambda v: "hvs." + v.s(B62, 24), "secret"),
    "ALISEC": (lambda v: v.s(B62, 30), "secret"),
    "TCSEC": (lambda v: v.s(B62, 32), "secret"),
    "B62_32": (lambda v: v.s(B62, 32), "secret"),
    "UUIDS": ("uuid", "secret"),
    "BASIC": (lambda v: base64.b64encode(("%s:%s" % (v.user(), v.pw())).encode()).decode(), "secret"),
    "MONGOPW": ("pw_alnum", "secret"),
    # neutral: IDs that sit beside a secret; neither required to survive nor to vanish
    "AKIA": ("akia", "neutral"), "CID": ("client_id", "neutral"), "KID": ("key_id", "neutral"),
    "LTAI": (lambda v: "LTAI5t" + v.s(B62, 18), "neutral"),
    "AKID": (lambda v: "AKID" + v.s(B62, 32), "neutral"),
    "APPID": (lambda v: v.s("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 10), "neutral"),
    # fillers (ordinary text)
    "USER": ("user", "filler"), "HOST": ("host", "filler"), "PORT": ("port", "filler"),
    "SHA": ("sha1", "filler"), "SHA7": ("sha7", "filler"), "SHA256": ("sha256", "filler"),
    "UUID": ("uuid", "filler"), "REQID": ("reqid", "filler"), "NUM": ("num", "filler"),
    "VER": ("ver", "filler"), "EDPUB": ("ed25519_pub", "filler"), "FP": ("fp", "filler"),
    "DATE": ("date", "filler"),
    "PLACE": (lambda v: v.r.choice(["your_password_here", "CHANGE_ME", "<password>", "xxxxxx", "REPLACE_WITH_REAL_PASSWORD", "********", "<填写密码>", "TODO", "example", "<secret>"]), "filler"),
}
SLOT_RE = re.compile(r"<<([A-Z0-9_]+)(#\d+)?(\.[ab])?>>")


def halves(x):
    if isinstance(x, list):
        k = len(x) // 2
        return " ".join(x[:k]), " ".join(x[k:])
    k = len(x) // 2
    return x[:k], x[k:]


def render(tpl, v):
    vals = {}

    def get(name, idx):
        key = name + (idx or "")
        if key not in vals:
            meth, role = SLOTS[name]
            vals[key] = (meth(v) if callable(meth) else getattr(v, meth)(), role)
        return vals[key]

    secrets = []

    def sub(m):
        name, idx, half = m.group(1), m.group(2), m.group(3)
        val, role = get(name, idx)
        if role == "phrase":
            full = " ".join(val)
            out = full if not half else halves(val)[half == ".b"]
            for h in (halves(val) if not half else [out]):
                if h not in secrets:
                    secrets.append(h)
            return out
        out = val if not half else halves(val)[half == ".b"]
        if role == "secret" and out not in secrets:
            secrets.append(out)
        return out

    text = SLOT_RE.sub(sub, tpl["text"])
    keep = [SLOT_RE.sub(sub, k) for k in tpl.get("keep", [])]  # keeps only use fillers
    return text, secrets, keep


def spans(text, s):
    i, out = text.find(s), []
    while i >= 0:
        out.append((i, i + len(s)))
        i = text.find(s, i + 1)
    return out


def check(case):
    t = case["text"]
    for s in case["secrets"]:
        assert s in t, (case["id"], s)
    for k in case["must_keep"]:
        assert k in t, (case["id"], "keep missing", k)
        for s in case["secrets"]:
            assert s not in k and k not in s, (case["id"], "keep/secret overlap", k, s)
            for a, b in spans(t, k):
                for c, d in spans(t, s):
                    assert b <= c or d <= a, (case["id"], "span overlap", k, s)


def main():
    rng = random.Random(SEED)
    v = V(rng)
    pools = {}
    for mod, lang in ((templates_en, "en"), (templates_zh, "zh")):
        for i, t in enumerate(mod.POSITIVE):
            pools.setdefault((lang, "positive"), []).append(dict(t, group="r14-%s-p%02d" % (lang, i), lang=lang))
        for i, t in enumerate(mod.NEGATIVE):
            pools.setdefault((lang, "negative"), []).append(dict(t, group="r14-%s-n%02d" % (lang, i), lang=lang))
    cases, seen = [], set()
    for key in [("en", "positive"), ("zh", "positive"), ("en", "negative"), ("zh", "negative")]:
        lang, pol = key
        tpls, n, dead, tries = pools[key], 0, set(), 0
        while n < TARGET[key] and len(dead) < len(tpls):
            for t in tpls:
                if n >= TARGET[key]:
                    break
                if t["group"] in dead:
                    continue
                text, secrets, keep = render(t, v)
                if text in seen:
                    dead.add(t["group"]);
                    continue
                if pol == "positive":
                    assert secrets, t["group"]
                    mk = keep
                else:
                    assert not secrets, t["group"]
                    mk = [text]
                seen.add(text)
                case = {"id": None, "text": text, "secrets": secrets, "must_keep": mk,
                        "kind": t["kind"], "family": t["family"], "lang": lang,
                        "polarity": pol, "group": t["group"]}
                check(case)
                cases.append(case)
                n += 1
    random.Random(SEED + 1).shuffle(cases)
    for i, c in enumerate(cases):
        c["id"] = "r14-%04d" % (i + 1)
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "secrets_r14.json")
    with open(out, "w", encoding="utf-8") as f:
        json.dump(cases, f, ensure_ascii=False, indent=1)
    print("wrote", out, len(cases), "cases")


if __name__ == "__main__":
    main()
