"""Build bench/data/secrets_probe10c.json: a third round-10 probe set for issue 28.

Written at the end of the round, after every rule change, and run once without tuning: agent-
session style sentences (handovers in chat, notes, config and code, English and Chinese) with
secrets in shapes the round worked on, and everyday look-alikes that must stay. Values come from a
seeded RNG in real credential shapes; none is a real credential.
Run: python3 bench/data/secrets_probe10c_build.py
"""
import json
import os
import random
import string

R = random.Random(10030)
B62 = string.ascii_letters + string.digits
LOW = string.ascii_lowercase
HEX = "0123456789abcdef"
WORDS = ("amble bracket cobweb dimple easel flannel gusset hobnob icicle jetty kipper lupine "
         "magpie nettle oriole pumice quokka radish saddle tinsel upland violet wicket yonder").split()


def r(n, alpha=B62):
    return "".join(R.choice(alpha) for _ in range(n))


def human():
    a, b = R.sample(WORDS, 2)
    return f"{a.capitalize()}{b.capitalize()}{R.choice('-_.!')}{R.randint(100, 9999)}"


def rnd(n=None):
    core = list(r(n or R.randint(9, 12)))
    core.insert(R.randint(1, len(core) - 1), R.choice("!#%*.@^_"))
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


# chat handovers
v = rnd(); pos("chat", "en", f"[09:14] priya: smtp relay creds still the same? [09:15] dev: yep, relay / {v}", [v], ["smtp relay creds"])
v = human(); pos("chat", "en", f"Ravi: new guest wifi is {v}, printed on the card at reception", [v], ["printed on the card"])
v = rnd(); pos("chat", "zh", f"王工：服务器的 root 我改过了，现在是 {v}", [v], ["服务器的 root"])
v = rnd(8); pos("chat", "en", f"ok the lab kiosk takes {v} now", [v], ["lab kiosk"])
v = words(4); pos("chat", "en", f"Lena: the borg repo passphrase is {v} - keep it off Slack", [v], ["keep it off Slack"])
v = rnd(); pos("chat", "zh", f"李姐：财务共享盘密码改了，新的发你：{v}", [v], ["财务共享盘"])
# notes
v = human(); pos("note", "en", f"Note: home router admin -> {v} (changed after the ISP visit)", [v], ["home router admin"])
v = rnd(); pos("note", "en", f"TODO rotate: the Jenkins agent secret {v}", [v], ["Jenkins agent"])
a, b = rnd(), rnd(); pos("note", "en", f"DR vault token in two parts: first {a}, second {b}.", [a, b], ["DR vault token"])
v = str(R.randint(100000, 999999)); pos("note", "en", f"Bike lock combo for the courier bike, it's {v}.", [v], ["courier bike"])
codes = [r(10, LOW + string.digits) for _ in range(5)]; pos("note", "en", "GitHub recovery codes\n" + "\n".join(codes), codes, ["GitHub recovery codes"])
# config and code
v = rnd(); pos("config", "en", f"[mysql]\nhost = db.internal\npassword = {v}", [v], ["host = db.internal"])
v = r(40); pos("config", "en", f"export GITLAB_RUNNER_TOKEN={v}", [v], ["export GITLAB_RUNNER_TOKEN="])
v = rnd(); pos("config", "en", f"redis.Redis(host='cache', port=6379, password='{v}')", [v], ["redis.Redis"])
i, s = str(R.randint(1000, 99999)), r(32, HEX); pos("config", "en", f"TG_API_ID={i}\nTG_API_HASH={s}", [s], ["TG_API_ID="])
v = r(64, HEX); pos("config", "en", f"Outlook private calendar: https://outlook.example.com/owa/calendar/private/{v}/calendar.ics", [v], ["Outlook private calendar"])
# negatives: agent-session look-alikes
neg("neg", "en", "Bumped ReactNative-0740 to ReactNative-0760 and reran the e2e suite.")
neg("neg", "en", "The flaky test is CheckoutFlow_312; quarantine it until Friday.")
neg("neg", "en", "def connect(self, password=None, token=None): ...")
neg("neg", "en", "creds = get_credentials(profile=profile_name, region=region)")
neg("neg", "en", "password_file = /run/secrets/db_password")
neg("neg", "zh", "本地 redis 没设密码：bind 127.0.0.1 就够了")
neg("neg", "en", "We moved the recovery codes page to Settings > Security.")
neg("neg", "en", "Run pytest -k login_flow and check the new CamelCase names in the report.")
neg("neg", "en", "The checksum is 5f2a9c7e1b3d8e6a4c0f2b9d7e1a3c5f and the app id is 4211.")
neg("neg", "zh", "授权码模式和隐式模式的区别写在文档里了。")
neg("neg", "en", "The Wi-Fi named Studio-5G is for guests; staff use Corp-Secure.")
neg("neg", "en", "Type the words with spaces between them, then press Enter.")
neg("neg", "en", "Build 7.2.1 (commit a3f9c21) shipped; the feed URL is https://example.com/feeds/main.xml.")
neg("neg", "en", "The SKU sk-4410-green ships from Rotterdam.")
neg("neg", "en", "Ticket JIRA-4821: the code review is done, it's now waiting on QA.")
neg("neg", "en", "Use Pz4Ranker for ranking and Kx9Loader for ingestion.")


def main():
    for n, case in enumerate(CASES):
        case["id"] = f"p10c-{n:04d}"
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "secrets_probe10c.json")
    with open(out, "w", encoding="utf-8") as f:
        json.dump(CASES, f, ensure_ascii=False, indent=1)
    print(f"{len(CASES)} cases ({sum(1 for c in CASES if c['secrets'])} positive) -> {out}")


if __name__ == "__main__":
    main()
