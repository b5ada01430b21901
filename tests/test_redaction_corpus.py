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

    @unittest.skipUnless(hasattr(re, "_compiler"), "the regex cache needs CPython 3.11+ (re._compiler)")
    def test_rules_loaded_from_the_regex_cache_redact_exactly_as_compiled(self):
        """A Redactor built from <root>/.redaction.cache.json (no pattern compiled) gives the
        same output as re.compile's on the whole corpus; a damaged or foreign cache is
        compiled afresh and rewritten, never trusted."""
        security = hermes_lite.load_config()["security"]
        texts = [c["text"] for c in self.cases]
        with tempfile.TemporaryDirectory() as tmp:
            path = Path(tmp) / hermes_lite.REGEX_CACHE_NAME
            first = hermes_lite.Redactor(security, path)
            self.assertTrue(path.is_file())
            with mock.patch.object(hermes_lite.RegexCache, "_program", side_effect=AssertionError("compiled")):
                loaded = hermes_lite.Redactor(security, path)
            for name, redactor in (("first", first), ("loaded", loaded)):
                with self.subTest(redactor=name):
                    self.assertEqual([redactor.redact(t)[0] for t in texts], self.outputs)
            cached = json.loads(path.read_text(encoding="utf-8"))
            name = next(iter(cached["programs"]))
            for damage in ("bad code", "foreign key", "not json"):
                with self.subTest(damage=damage):
                    broken = json.loads(json.dumps(cached))
                    if damage == "bad code":
                        broken["programs"][name][1] = [1, 2, 3]
                    elif damage == "foreign key":
                        broken["key"] = "CPython 2.7 sre 0"
                    path.write_text("{" if damage == "not json" else json.dumps(broken), encoding="utf-8")
                    again = hermes_lite.Redactor(security, path)
                    self.assertEqual([again.redact(t)[0] for t in texts[:200]], self.outputs[:200])
                    self.assertEqual(json.loads(path.read_text(encoding="utf-8")), cached)  # rewritten whole

    def test_a_bad_rule_is_named_even_with_a_regex_cache(self):
        security = dict(hermes_lite.load_config()["security"])
        security["redact_patterns"] = [*security["redact_patterns"], {"pattern": "(unclosed", "label": "x"}]
        with tempfile.TemporaryDirectory() as tmp:
            with self.assertRaisesRegex(hermes_lite.ConfigError, r"bad regex '\(unclosed'.*fix config.yaml"):
                hermes_lite.Redactor(security, Path(tmp) / hermes_lite.REGEX_CACHE_NAME)


if __name__ == "__main__":
    unittest.main()
