"""Redaction on the generated dev corpus (tests/redaction_corpus.py): catch rates per family,
damage to harmless sentences, idempotence and kept context, over several seeds."""
from __future__ import annotations

import sys
import unittest
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from helpers import *  # noqa: E402,F401,F403
import redaction_corpus  # noqa: E402

SEEDS = (0, 1, 2)
CONTEXT_FAMILIES = ("header_prose", "credential_pair", "cli_positional", "separate_lines", "zh_context")


class RedactionCorpusTest(CountingCase):
    @classmethod
    def setUpClass(cls):
        cls.cases = [c for seed in SEEDS for c in redaction_corpus.build_corpus(seed)]
        cls.outputs = [hermes_lite.redact(c["text"])[0] for c in cls.cases]

    def _rows(self, polarity):
        return [(c, out) for c, out in zip(self.cases, self.outputs) if c["polarity"] == polarity]

    def test_corpus_is_large_bilingual_and_covers_every_family(self):
        kinds = {c["kind"] for c in self.cases}
        self.assertGreaterEqual(len(self.cases) // len(SEEDS), 300)
        self.assertEqual({c["lang"] for c in self.cases}, {"en", "zh"})
        for family in CONTEXT_FAMILIES + ("keyword_value", "provider_format"):
            self.assertIn(family, kinds)
        self.assertTrue(any(c["polarity"] == "negative" for c in self.cases))
        # values are drawn at run time: two seeds give different secrets
        first = {s for c in redaction_corpus.build_corpus(0) for s in c["secrets"]}
        second = {s for c in redaction_corpus.build_corpus(1) for s in c["secrets"]}
        self.assertLess(len(first & second), len(first) // 10)

    def test_every_family_caught_at_least_90_percent(self):
        per_kind = {}
        for case, out in self._rows("positive"):
            row = per_kind.setdefault(case["kind"], [0, 0])
            row[0] += sum(s not in out for s in case["secrets"])
            row[1] += len(case["secrets"])
        for kind, (caught, total) in per_kind.items():
            with self.subTest(kind=kind):
                self.assertGreater(total, 0)
                self.assertGreaterEqual(caught / total, 0.90, f"{kind}: {caught}/{total}")

    def test_no_template_is_left_behind(self):
        # a family average can hide one template that regressed entirely
        per_group = {}
        for case, out in self._rows("positive"):
            row = per_group.setdefault(case["group"], [0, 0, case["text"]])
            row[0] += sum(s not in out for s in case["secrets"])
            row[1] += len(case["secrets"])
        for group, (caught, total, example) in per_group.items():
            with self.subTest(group=group):
                self.assertGreaterEqual(caught / total, 0.75, example)

    def test_overall_caught_at_least_98_percent(self):
        rows = self._rows("positive")
        total = sum(len(c["secrets"]) for c, _ in rows)
        caught = sum(s not in out for c, out in rows for s in c["secrets"])
        self.assertGreaterEqual(caught / total, 0.98, f"{caught}/{total}")

    def test_harmless_sentences_damaged_at_most_3_percent(self):
        rows = self._rows("negative")
        damaged = [c["text"] for c, out in rows if not all(k in out for k in c["must_keep"])]
        self.assertGreater(len(rows), 50)
        self.assertLessEqual(len(damaged) / len(rows), 0.03, damaged[:5])

    def test_context_kept_in_positive_cases(self):
        rows = self._rows("positive")
        lost = [(c["text"], out) for c, out in rows if not all(k in out for k in c["must_keep"])]
        self.assertLessEqual(len(lost) / len(rows), 0.03, lost[:5])

    def test_redaction_is_idempotent(self):
        for case, out in zip(self.cases, self.outputs):
            again = hermes_lite.redact(out)
            self.assertEqual(again[0], out, case["text"])

    def test_context_layer_labels_the_second_half_of_a_pair(self):
        user, pw = "ops", fake("Qx", 10) + "!7"
        out, labels = hermes_lite.redact(f"login {user} / {pw} for the NAS")
        self.assertEqual(out, f"login {user} / [已脱敏:password] for the NAS")
        self.assertEqual(labels, ["password"])
        key_id, secret = fake("", 20, "QWERTYUIOP1234567890"), fake("", 40)
        out, labels = hermes_lite.redact(f"密钥对：{key_id} / {secret}")
        self.assertEqual(out, "密钥对：[已脱敏:access_key] / [已脱敏:secret]")
        self.assertEqual(labels, ["secret", "access_key"])

    def test_mechanism_references_stay_untouched(self):
        for text in ("docker run --secret source=db_pw,target=/run/secrets/db_pw app",
                     "valueFrom:\n  secretKeyRef: {name: db, key: password}",
                     "token: ${{ secrets.DEPLOY_KEY }}", "vault kv get secret/app",
                     "echo $PAT | docker login ghcr.io -u bot --password-stdin",
                     "gh api --token-file ~/.tok /user", "口令在群公告里，别写进文档"):
            with self.subTest(text=text):
                self.assertEqual(hermes_lite.redact(text), (text, []))

    def test_when_words_never_change_the_output(self):
        """A rule's `when` words only skip compiling and running it: the gated redactor gives
        exactly the ungated one's output on every corpus text (a wrong `when` would disable a rule)."""
        ungated = hermes_lite.Redactor(hermes_lite.load_config()["security"], gated=False)
        for case, out in zip(self.cases, self.outputs):
            self.assertEqual(ungated.redact(case["text"])[0], out, case["text"])

    def test_every_rule_compiles(self):
        redactor = hermes_lite.Redactor(hermes_lite.load_config()["security"])
        redactor.compile_all()
        security = dict(hermes_lite.load_config()["security"])
        security["keyword_patterns"] = [{"pattern": "(unclosed", "label": "x", "when": "zzz"}]
        lazy = hermes_lite.Redactor(security)   # a rule behind `when` compiles on first need
        with self.assertRaisesRegex(hermes_lite.ConfigError, r"bad regex '\(unclosed'.*fix it in rules.yaml"):
            lazy.compile_all()

    def test_judges_compile_on_first_need_with_the_same_output(self):
        """Issue 30: the scan's judges (~145 regexes) compile when a text first reaches them. A
        redactor with every judge compiled up front (compile_all) gives exactly the lazy one's
        output on every corpus text, and a short plain prompt leaves most of them uncompiled."""
        security = hermes_lite.load_config()["security"]
        eager = hermes_lite.Redactor(security)
        eager.compile_all()
        lazy = hermes_lite.Redactor(security)
        judges = [value for value in vars(lazy).values() if isinstance(value, hermes_lite._LazyRegex)]
        self.assertGreater(len(judges), 100)
        lazy.redact("How do we deploy the payments service to staging with helm?")
        self.assertLess(sum("_compiled" in vars(judge) for judge in judges), len(judges) // 2)
        for case, out in zip(self.cases, self.outputs):
            self.assertEqual(eager.redact(case["text"])[0], out, case["text"])
            self.assertEqual(lazy.redact(case["text"])[0], out, case["text"])

    def test_a_bad_judge_is_named_when_reached(self):
        security = dict(hermes_lite.load_config()["security"])
        security["scan"] = {**security["scan"], "candidate": "(unclosed"}
        redactor = hermes_lite.Redactor(security)   # constructed: the judge is not compiled yet
        with self.assertRaisesRegex(hermes_lite.ConfigError, r"^security\.scan: bad regex '\(unclosed'.*fix it in rules.yaml"):
            redactor.compile_all()
        with self.assertRaisesRegex(hermes_lite.ConfigError, r"^security\.scan: bad regex '\(unclosed'.*fix it in rules.yaml"):
            hermes_lite.Redactor(security).redact("log in with password Tr0ub4dor&3xQ")

    def test_a_bad_rule_is_named(self):
        security = dict(hermes_lite.load_config()["security"])
        security["redact_patterns"] = [*security["redact_patterns"], {"pattern": "(unclosed", "label": "x"}]
        with self.assertRaisesRegex(hermes_lite.ConfigError, r"bad regex '\(unclosed'.*fix it in rules.yaml"):
            hermes_lite.Redactor(security)

    def test_no_compiled_rules_are_kept_on_disk(self):
        """Issue 28: the compiled-regex cache could be edited into a disabled rule. Nothing of the
        redactor is written to the root any more, and the file an older version left is removed."""
        with tempfile.TemporaryDirectory() as tmp:
            root = Path(tmp) / "data"
            root.mkdir()
            legacy = root / ".redaction.cache.json"
            legacy.write_text('{"key": "x", "programs": {}}', encoding="utf-8")
            mem = hermes_lite.HermesLite(root)
            token = "gh" + "p_" + fake("", 36)
            mem.remember(f"CI pushes with {token}", category="config")
            mem.close()
            self.assertFalse(legacy.exists())
            names = {p.name for p in root.rglob("*")}
            self.assertFalse(any("redaction" in name for name in names), names)
            self.assertEqual([p for p in root.rglob("*") if p.is_file() and token in p.read_text("utf-8", "replace")], [])


if __name__ == "__main__":
    unittest.main()
