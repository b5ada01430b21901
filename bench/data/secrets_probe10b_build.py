"""Build bench/data/secrets_probe10b.json: a second round-10 probe set for issue 28.

Written after this round's rule changes and run once before any further change, to see whether
the round's mechanisms reach sentences they were not written from: fresh phrasings per mechanism,
and hard negatives aimed at each widened rule (camel-case names with numbers, short mixed ids,
code that names a credential, remarks on spaces, build hashes after an id). Values come from a
seeded RNG in real credential shapes; none is a real credential.
Run: python3 bench/data/secrets_probe10b_build.py
"""
import json
import os
import random
import string

R = random.Random(10020)
B62 = string.ascii_letters + string.digits
LOW = string.ascii_lowercase
HEX = "0123456789abcdef"
WORDS = ("anvil biscuit cellar dynamo ermine fossil gadget hazel inkwell jasmine kiln ledger "
         "mitten nomad otter parsnip quill rhubarb satchel tundra umbra vellum willow yeoman "
         "zircon arbor bonfire chisel dapple ember fennel goblin hamlet iris juniper").split()


def r(n, alpha=B62):
    return "".join(R.choice(alpha) for _ in range(n))


def human():
    a, b = R.sample(WORDS, 2)
    return f"{a.capitalize()}{b.capitalize()}{R.choice('-_.!')}{R.randint(100, 9999)}"


def rnd():
    core = list(r(R.randint(9, 12)))
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


# --- human-made passwords by shape ---
v = human(); pos("shape", "en", f"Front desk PC: the receptionist logs on with {v} every morning.", [v], ["Front desk PC"])
v = human(); pos("shape", "en", f"FYI {v} is what the label printer wants now.", [v], ["label printer"])
v = human(); pos("shape", "zh", f"前台电脑现在用 {v}，周一记得换。", [v], ["前台电脑"])
v = human(); pos("shape", "en", f"Jo's old Dropbox: {v}", [v], ["Jo's old Dropbox"])
neg("neg_shape", "en", "Upgrade the fleet to IntelliJIdea-2333 and DataGrip-2331 builds on Monday.")
neg("neg_shape", "en", "The PowerEdge-740 and ThinkPad-T480 go back to the vendor.")
neg("neg_shape", "en", "Rename TestCase_101 to LoginFlow_102 in the suite.")
neg("neg_shape", "en", "The MacBookPro-2019 in room B needs a new battery.")
neg("neg_shape", "zh", "把 GitLab-16 升到 GitLab-17，顺便升级 HomeAssistant-2024。")

# --- short random strings ---
v = r(9); pos("random", "en", f"reminder, the locker combo string: {v}", [v], ["reminder"])
v = rnd(); pos("random", "en", f"tell Omar it's {v} and he should change it after", [v], ["tell Omar"])
v = rnd(); pos("random", "zh", f"老板让我记着：{v}", [v], ["老板让我记着"])
neg("neg_random", "en", "Ship the GPT4oMini prompt and the iOS17Beta build today.")
neg("neg_random", "en", "Test IDs A1B2C3D4 and Z9Y8X7W6 are reserved for fixtures.")
neg("neg_random", "en", "Run the Py3Qt5Gui target, then k8sV1Pod checks.")
neg("neg_random", "en", "The flight is LH2Q7B, gate B42, boarding at 9.")

# --- code that names a credential without holding one ---
neg("neg_code", "en", "login(user, password=pwd, timeout=30)")
neg("neg_code", "en", "client = Client(token=self.token, retries=3)")
neg("neg_code", "en", "db.connect(dsn, password=get_password(), ssl=False)")
neg("neg_code", "en", "password = aws_secretsmanager_secret_version.db.secret_string")
neg("neg_code", "en", "headers = {'Authorization': auth_header, 'X-Trace': trace_id}")
neg("neg_code", "zh", "这里没设密码：port: 6379 就能连")
neg("neg_code", "en", "ExecStart=/usr/bin/app --token-file %d/app_token")
v = rnd(); pos("code", "en", f"db.connect(dsn, password='{v}', ssl=False)", [v], ["db.connect"])
v = rnd(); pos("code", "en", f"smb = SMBConnection('svc_scan', '{v}', 'scanner', 'fileserver')", [v], ["SMBConnection"])

# --- passphrases ---
v = words(5); pos("passphrase", "en", f"For the offsite restic repo you answer {v} when it prompts.", [v], ["offsite restic repo", "when it prompts"])
v = words(4); pos("passphrase", "en", f"My LUKS disk: {v} — lowercase only.", [v], ["My LUKS disk"])
v = words(5); pos("passphrase", "zh", f"备份盘的口令是 {v}，单词之间一个空格。", [v], ["备份盘"])
v = words(4); pos("passphrase", "en", f"The wallet app wants {v} (with spaces) after a reinstall.", [v], ["wallet app", "after a reinstall"])
neg("neg_passphrase", "en", "Type the first and last names with spaces between them, all lowercase.")
neg("neg_passphrase", "en", "Reply all to the thread and answer the survey before Friday.")
neg("neg_passphrase", "en", "To decrypt the disk you type your passphrase at the boot prompt.")
neg("neg_passphrase", "en", "The search index stores product titles in lowercase, spaces included.")

# --- pieces ---
a, b = rnd(), rnd(); pos("split", "en", f"The archive key starts with {a}; the rest ({b}) is with Lena.", [a, b], ["archive key", "with Lena"])
a, b = rnd(), rnd(); pos("split", "zh", f"口令分两半发：前一半 {a}，后一半 {b}。", [a, b], ["口令分两半发"])
neg("neg_split", "en", "The first half of the sprint ends with a demo; the rest is planning.")
neg("neg_split", "en", "Every report starts with a summary and ends with next steps.")

# --- pairs ---
i, s = str(R.randint(10000, 999999)), r(32, HEX); pos("pair", "en", f"Mapbox-style app id {i}, app secret {s}", [s], ["app id"])
i, s = r(20, LOW + string.digits), r(32, HEX); pos("pair", "en", f"client_id={i} client_secret={s}", [s], ["client_id"])
neg("neg_pair", "en", "App id 12 shipped build hash 3f9a1c2b7d8e6f5a4b3c2d1e0f9a8b7c6d5e4f3a to the store.")
neg("neg_pair", "en", "Client id 4411 reported commit 9b2f3c4d5e6f7a8b9c0d1e2f3a4b5c6d in the ticket.")

# --- codes ---
v = str(R.randint(1000, 999999)); pos("code_noun", "en", f"Alarm code for the warehouse was reset on Monday, it's now {v}.", [v], ["warehouse"])
v = r(4, "BCDFGHJKLMNPQRSTVWXZ") + "-" + r(4, string.ascii_uppercase); pos("code_noun", "en", f"the pairing code on the TV screen is {v}", [v], ["TV screen"])
neg("neg_code_noun", "en", "The door code changed, it's now on the wiki page.")
neg("neg_code_noun", "en", "Area code for the Berlin office, it's 030 like everywhere in Berlin.")
neg("neg_code_noun", "en", "The status code is READ-ONLY for archived tickets.")

# --- links ---
v = r(40, HEX); pos("link", "en", f"my private calendar feed: https://cal.example.net/private/{v}/basic.ics", [v], ["private calendar feed"])
neg("neg_link", "en", "The feed of releases is https://example.org/feeds/releases.atom.")
neg("neg_link", "en", "See https://github.com/acme/app/blob/9b2f3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b/README.md.")

# --- naming ---
neg("neg_named", "en", "The bot is called Relay-2000 and posts to #ops.")
neg("neg_named", "zh", "新服务名为 Atlas-3，部署在 k8s 上。")
v = rnd(); pos("named", "en", f"The network called Lab-5G takes {v} as its key.", [v], ["network called Lab-5G"])


def main():
    for n, case in enumerate(CASES):
        case["id"] = f"p10b-{n:04d}"
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "secrets_probe10b.json")
    with open(out, "w", encoding="utf-8") as f:
        json.dump(CASES, f, ensure_ascii=False, indent=1)
    print(f"{len(CASES)} cases ({sum(1 for c in CASES if c['secrets'])} positive) -> {out}")


if __name__ == "__main__":
    main()
