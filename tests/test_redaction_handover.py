"""Redaction, tenth round (issue 28): a value is a secret by its shape *and* where it stands.
Each mechanism below has sentences written for this test only (in no bench or probe set): the
positives name what must go, the negatives must come back unchanged. A widened rule is tested
with the look-alikes it must leave (names with numbers, code that names a credential)."""
from __future__ import annotations

import sys
import unittest
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from helpers import *  # noqa: E402,F401,F403

MECHANISMS = {
    # a short machine-made string counts where a value is handed over or ends its clause; a run of
    # four letters of one case is a word only when it holds a vowel (bkdr is drawn, Gate a word)
    "short_random": [
        ("lockbox app for the van: Vb3kQ9xZ", ["Vb3kQ9xZ"]),
        ("Kiosk override, if anyone asks -> Jt7wR2pX", ["Jt7wR2pX"]),
        ("后台临时口子给你：Wq5nT8zK", ["Wq5nT8zK"]),
        ("from Tom, for the archive: bkdrQ7vR2m", ["bkdrQ7vR2m"]),
    ],
    # two words glued in camel case and a number: a password where it is handed over
    "handed_shape": [
        ("the alarm panel was changed to WillowBadger-3381 today", ["WillowBadger-3381"]),
        ("Guest laptop login now uses CopperHeron_7412.", ["CopperHeron_7412"]),
        ("打印机后台改成了 MarbleOtter.5520", ["MarbleOtter.5520"]),
    ],
    # the pieces of a split secret: in brackets, starting with a dash, Chinese halves
    "pieces": [
        ("the vault key's first half (Qm7.Zr2k) is on the fridge and the rest is -Tp9Lw4x", ["Qm7.Zr2k", "-Tp9Lw4x"]),
        ("备份口令前一半 Kz8.pQ3w 在便签上，另一半 Yh5!mR2t 在抽屉里", ["Kz8.pQ3w", "Yh5!mR2t"]),
    ],
    # a code of a list without a digit, among codes of its length and case
    "code_kin": [
        ("Backup codes for the DNS host: 7hq2kd9w, xk3m9p2r, vbtnqkzw, 4j8dh2mq", ["7hq2kd9w", "xk3m9p2r", "vbtnqkzw", "4j8dh2mq"]),
    ],
    # a hex key in a private or feed path
    "capability_hex": [
        ("agenda for the board: https://sched.example.org/private/0f4e9a2c7b1d8e3f6a5c0b9d2e7f1a4c8b3d6e90/cal.ics",
         ["0f4e9a2c7b1d8e3f6a5c0b9d2e7f1a4c8b3d6e90"]),
    ],
    # a code after its noun, past a longer gap and ", it's now"; letter groups when one has no vowel
    "codes": [
        ("Garage keypad for the back lot was reprogrammed, it's now 640219.", ["640219"]),
        ("the code to enter the print room is WQZT-HMRA", ["WQZT-HMRA"]),
    ],
    # a pair: an id and its value, then a hex value: the pair's secret half
    "pairing": [
        ("Telegram client for the scraper: api id 55120, with api hash 3c9e1a7f5b2d8c4e6a0f9b3d7e1c5a2f",
         ["3c9e1a7f5b2d8c4e6a0f9b3d7e1c5a2f"]),
        ("consumer 8e2f4a6c1b3d5e7f9a0c2e4b / 6d1f3a5c7e9b2d4f6a8c0e1b3d5f7a9c", ["6d1f3a5c7e9b2d4f6a8c0e1b3d5f7a9c"]),
        ("aliyun AccessKey id LTAIx8Qm2Zr7Tw4Kp9Vn3Bc6Hd1Jf5Gs0Le", ["LTAIx8Qm2Zr7Tw4Kp9Vn3Bc6Hd1Jf5Gs0Le"]),
        ("PYRO_API_ID=771\nPYRO_API_HASH=9a7c5e3b1d2f4a6c8e0b9d7f5a3c1e2b", ["9a7c5e3b1d2f4a6c8e0b9d7f5a3c1e2b"]),
    ],
    # passphrases of ordinary words: after a verb that takes one when prose goes on, or before a
    # remark on how it is typed
    "passphrases": [
        ("When borg prompts, answer copper lagoon thistle marble before the timeout.", ["copper lagoon thistle marble"]),
        ("the safe's phrase, as Ines wrote it: mango velvet trumpet saddle (all lowercase)", ["mango velvet trumpet saddle"]),
        ("保险箱的那串词 lotus marble pigeon canyon，全小写", ["lotus marble pigeon canyon"]),
    ],
    # more places a value is handed over: a signing secret, 'root is X', unpack with, a leading dash
    "handover": [
        ("群机器人的签名校验串：5b8e2d4f6a1c3e7b9d0f2a4c6e8b1d3f", ["5b8e2d4f6a1c3e7b9d0f2a4c6e8b1d3f"]),
        ("On the storage box the root is Hx7.kq2LmZ, rotate it in May.", ["Hx7.kq2LmZ"]),
        ("The tax archive unzips with Rv8kLq2Wz4, ask Mei before.", ["Rv8kLq2Wz4"]),
        ("this PDF opens with -3vTq8Lz#m", ["-3vTq8Lz#m"]),
    ],
}

NEGATIVES = [
    # names with numbers and compact ids where nothing is handed over
    "Rename LoginFlow_204 to CheckoutFlow_205 in the suite.",
    "Bump PostgresOperator-1234 and RedisSentinel-2231 in the chart.",
    "Build the Qt6Py3Gui target and then rerun the k8sV2Pod checks.",
    "The nightly job is ExportRunner_204 since March.",
    # code and config that name a credential without holding one
    "session = Session(token=token, verify=False)",
    "token = fetch_token(scope=read_scope, audience=aud)",
    "handle = open_db(path, password=db_pw, readonly=True)",
    "password = null_resource.db_seed.triggers",
    'data "vault_generic_secret" "app" {',
    "ExecStartPre=/usr/bin/fetch --out %d/db_password",
    "client = Pool(dsn, password=secret_value, secure=False)",
    "测试库免密码：直接 psql -h db 就行",
    "这台机器没设密码：hostname 就是 build-3",
    "授权码流程是 OAuth2 最常见的授权方式",
    "Order the sk-2024-red and sk-2024-blue paint batches.",
    # a name given, talk about pieces and codes, remarks on spaces in prose
    "Join the network named Lab-2G, then print the page.",
    "The first half of the talk ends with a demo; the rest is questions.",
    "The door code changed, it's now on the wiki page.",
    "The status code is READ-ONLY for archived tickets.",
    "Names are stored in lowercase, spaces included.",
    "Shoppers often type product names with spaces.",
    "To unlock the door you type your badge number at the panel.",
    "Client id 4411 reported commit 9b2f3c4d5e6f7a8b9c0d1e2f3a4b5c6d in the ticket.",
    "The release feed is https://example.org/feeds/releases.atom and the video https://video.example/share/4e8a1c7f2b9d5e3a6c0f8b2d4e7a1c9f.",
    "On the build box the root is /srv/app, not /opt.",
]


class HandoverMechanismsTest(RedactionMechanisms, CountingCase):
    """The mechanisms, their look-alikes (NEGATIVES) and gated = ungated: RedactionMechanisms."""
    MECHANISMS, NEGATIVES = MECHANISMS, NEGATIVES

    def test_the_words_around_a_handed_value_stay(self):
        out = hermes_lite.redact("When borg prompts, answer copper lagoon thistle marble before the timeout.")[0]
        self.assertEqual(out, "When borg prompts, answer [已脱敏:password] before the timeout.")
        out = hermes_lite.redact("the safe's phrase, as Ines wrote it: mango velvet trumpet saddle (all lowercase)")[0]
        self.assertTrue(out.endswith(": [已脱敏:password] (all lowercase)"), out)

if __name__ == "__main__":
    unittest.main()
