"""The derived index (.index.sqlite, issue 30): a recall that reads the rows and keyword terms
it ranks gives what reading index.json whole and building the keyword index from the entries
gives; one freshness rule against index.json; nothing derived on an encrypted root."""
from __future__ import annotations

import json
import os
import random
import re
import shutil
import sqlite3
import unittest
from collections import Counter
from unittest import mock

from helpers import Case, HermesLite, hermes_lite

WORDS = ("deploy rollback invoice queue worker cache latency budget postgres redis kafka nginx "
         "staging production migration schema index replica backup restore token quota billing "
         "timeout retry webhook cron alert pager oncall dashboard metric trace span shard").split()
WORDS_ZH = "数据库 缓存 端口 部署 回滚 账单 队列 延迟 预算 备份 告警 监控".split()
CATEGORIES = ("general", "preference", "decision", "config", "event", "project")


def corpus(count: int, seed: int) -> list[dict]:
    """`count` distinct texts of 4-14 words (a fifth with Chinese words), various categories."""
    rng = random.Random(seed)
    texts = {}
    while len(texts) < count:
        words = [rng.choice(WORDS_ZH if rng.random() < 0.2 else WORDS) for _ in range(rng.randint(4, 14))]
        text = f"{' '.join(words)} on port {rng.randint(1000, 65000)}"
        texts[text] = {"text": text, "category": rng.choice(CATEGORIES), "importance": rng.randint(1, 9)}
    return list(texts.values())


def queries(seed: int) -> list[str]:
    rng = random.Random(seed)
    made = [" ".join(rng.sample(WORDS, rng.randint(1, 4))) for _ in range(25)]
    made += [f"what did we decide about {rng.choice(WORDS)} and {rng.choice(WORDS_ZH)}" for _ in range(8)]
    made += [" ".join(rng.choice(WORDS + WORDS_ZH) for _ in range(60)) for _ in range(4)]   # hook-like prompts
    made += ["deploying the rollbacks", "invoices queued by workers", "caching backups restored",
             "migrations alerting dashboards"]   # other forms of the memories' words (BM25Index.variants)
    return made + ["no such words here at all", "数据库端口"]


class TestDerivedIndex(Case):
    SIZE = hermes_lite.DERIVED_MIN_MEMORIES + 100

    def fill(self) -> None:
        with self.mem() as mem:
            for n, item in enumerate(corpus(self.SIZE, 3)):
                self.clock.advance(seconds=1 + n % 3)   # some written in the same second
                mem.remember(item["text"], category=item["category"], importance=item["importance"])
            for query in queries(11)[:12]:   # access counts: some folded into index.json, some in the journal
                mem.recall(query)

    def answers(self, mem: HermesLite, record: bool = False) -> list:
        out = []
        for query in queries(5):
            for options in ({}, {"room": "configs"}, {"project": "/srv/app"}, {"vectors": "none"}, {"history": True}, {"top_k": 3}):
                out.append(mem.recall(query, record_access=record, **options))
        return out

    def reference(self, record: bool = False) -> list:
        """The straightforward reading: no derived file, so index.json is read whole and the
        keyword index built from its entries (moved aside and back, so the file stays as it was)."""
        return self.reference_of(lambda mem: self.answers(mem, record))

    def test_recall_by_row_equals_reading_index_json_whole(self):
        """Same ids, scores, order and fields for ~40 queries (words, questions, 60-word
        prompts) × five option sets, with access counts in index.json and in the journal;
        the by-row recall reads a few rows, not every memory."""
        self.fill()
        self.assertTrue((self.root / hermes_lite.DERIVED_NAME).is_file())
        self.assertFalse((self.root / ".bm25_cache.json").exists())   # the keyword cache lives in it
        expected = self.reference()
        mem = self.mem()
        self.assertIsNotNone(mem.store.view)
        mem.recall(queries(5)[0], record_access=False)
        self.assertLess(len(mem.store.view._rows), self.SIZE)   # those of its keyword head (hot boost), not all
        got = self.answers(mem)
        self.assertEqual(got, expected)
        self.assertGreater(sum(len(hits) for hits in got), 200)
        self.assertIsNotNone(mem.store.view)   # no recall needed the whole index

    def test_counted_accesses_match_while_recalls_count(self):
        """Recalls that count accesses (journal lines on top of the rows) leave the same counts
        and answers as on a copy read whole; the journal lines the rows hold count once."""
        self.fill()
        copy = self.root.parent / "copy"
        shutil.copytree(self.root, copy)
        mem = self.mem()
        self.assertIsNotNone(mem.store.view)
        got = self.answers(mem, record=True)
        mem.close()
        os.rename(self.root, self.root.parent / "by_row")
        os.rename(copy, self.root)
        expected = self.reference(record=True)
        self.assertEqual(got, expected)

    def test_changes_update_the_file_in_place_and_recall_stays_the_same(self):
        """Remembers in later processes (new memories, a restatement merged, an update that
        supersedes, counted recalls, a journal fold) change the file in place, never write it
        whole; recall through it then equals the straightforward reading, every field."""
        self.fill()
        path = self.root / hermes_lite.DERIVED_NAME
        before = path.stat().st_ino
        texts = [item["text"] for item in corpus(40, 8)]
        for n in range(6):
            with self.mem() as mem:
                self.clock.advance(seconds=5)
                mem.remember(f"the {WORDS[n]} quota service runs on port {4100 + n} in staging")
                mem.remember(texts[n], category=CATEGORIES[n])
                if n == 2:
                    mem.remember(f"the {WORDS[0]} quota service runs on port 4999 in staging now")   # supersedes
                    mem.remember(texts[0], importance=9)   # restates: merged
                for query in queries(7)[n * 3:n * 3 + 3]:
                    mem.recall(query)
                if n == 4:
                    mem.flush()
        with self.mem() as mem:   # one long-lived writer, several changes and flushes
            for n in range(6, 16):
                mem.remember(texts[n])
                mem.recall(texts[n][:25])
                mem.flush()
        self.assertEqual(path.stat().st_ino, before)   # updated, never replaced
        self.assertIsNotNone(self.mem().store.view)
        expected = self.reference()
        self.assertEqual(self.answers(self.mem()), expected)

    def test_forget_removes_in_place_and_recall_stays_the_same(self):
        """Forget in later processes (one CLI run, a memory that had superseded another, a
        forget then a remember in one process, a prune of several) takes the memories' rows and
        postings out of the file in place: the file is never written whole (same inode) and
        recall through it equals the straightforward reading, every field."""
        self.fill()
        path = self.root / hermes_lite.DERIVED_NAME
        before = path.stat().st_ino
        ids = [entry["id"] for entry in json.loads((self.root / "index.json").read_text(encoding="utf-8"))]
        self.cli("forget", ids[7])
        with self.mem() as mem:
            self.clock.advance(seconds=5)
            old = mem.remember("the billing webhook retries every 30 seconds")["id"]
            self.clock.advance(seconds=5)
            new = mem.remember("the billing webhook now retries every 90 seconds instead of 30")["id"]
        with self.mem() as mem:
            self.assertEqual(mem.store.entries[old].get("superseded_by"), new)
            self.assertEqual(mem.forget(new)["restored"], [old])   # its row changes: current again
        with self.mem() as mem:
            mem.forget(ids[120])
            self.clock.advance(seconds=5)
            mem.remember("the zeppelin gateway listens on port 4711 in staging")
            mem.recall("zeppelin gateway")
        with self.mem() as mem:
            for memory_id in ids[200:204]:
                mem.forget(memory_id)
        self.assertEqual(path.stat().st_ino, before)   # updated, never replaced
        db = sqlite3.connect(path)
        holes = dict(db.execute("SELECT key, value FROM meta"))["holes"]
        db.close()
        self.assertEqual(holes, 7)   # every forgotten memory left its number empty
        self.assertIsNotNone(self.mem().store.view)
        expected = self.reference()
        self.assertEqual(self.answers(self.mem()), expected)
        self.assertTrue(all(hit["id"] not in (ids[7], ids[120], new) for answer in expected for hit in answer))

    def test_one_freshness_rule_against_index_json(self):
        """Another process's remember replaces index.json: a long-lived reader sees the new
        memory; the writer's exit rebuilds the derived file for the new index.json. A hand
        edit of index.json (a new stamp) is read whole, never from the older rows."""
        self.fill()
        reader = self.mem()
        self.assertIsNotNone(reader.store.view)
        self.cli("remember", "--root", str(self.root), "the zeppelin gateway listens on port 4711")
        hits = reader.recall("zeppelin gateway")
        self.assertEqual(hits[0]["content"], "the zeppelin gateway listens on port 4711")
        fresh = self.mem()
        self.assertIsNotNone(fresh.store.view)   # rebuilt by the CLI's exit
        self.assertEqual(fresh.recall("zeppelin gateway")[0]["id"], hits[0]["id"])
        raw = json.loads((self.root / "index.json").read_text(encoding="utf-8"))
        raw[0]["content"] = "quokka handbook edited by hand"
        (self.root / "index.json").write_text(json.dumps(raw), encoding="utf-8")
        edited = self.mem()
        self.assertIsNone(edited.store.view)
        self.assertEqual(edited.recall("quokka handbook")[0]["id"], raw[0]["id"])

    def test_a_forget_under_a_reader_is_no_damage(self):
        """Another process forgets a memory after a long-lived reader refreshed and before it
        reads that memory's row (its postings already read, the row now taken out in place):
        the reader reads afresh, answers as a fresh process does, warns nothing and leaves the
        file alone. The forgotten text leaves no copy in the file's free pages."""
        self.fill()
        path = self.root / hermes_lite.DERIVED_NAME
        query = queries(5)[0]
        reader = self.mem()
        target = reader.recall(query, record_access=False)[0]
        refresh = reader._refresh
        reader._refresh = lambda: None   # (the forget lands just after this recall's refresh)
        reader.store.view._rows.pop(target["id"], None)   # (its row not read yet)
        before = path.stat().st_ino
        self.cli("forget", target["id"])
        with self.assertNoLogs("hermes_lite", "WARNING"):
            hits = reader.recall(query, record_access=False)
        reader._refresh = refresh
        self.assertFalse(reader.store.derived_damaged)
        self.assertNotIn(target["id"], [hit["id"] for hit in hits])
        self.assertEqual(hits, self.mem().recall(query, record_access=False))
        reader.close()
        self.assertEqual(path.stat().st_ino, before)
        self.assertNotIn(target["content"].encode("utf-8"), path.read_bytes())

    def test_damaged_file_is_read_around_and_rebuilt(self):
        """Rows or terms unreadable although the key matches: the recall answers as from
        index.json, one warning, and the next flush writes the file again."""
        self.fill()
        expected = self.reference()
        db = sqlite3.connect(self.root / hermes_lite.DERIVED_NAME)
        db.execute("DROP TABLE rows")
        db.execute("DROP TABLE terms")
        db.commit()
        db.close()
        with self.assertLogs("hermes_lite", "WARNING") as logs:
            mem = self.mem()
            self.assertEqual(self.answers(mem), expected)
            mem.close()
        self.assertIn(hermes_lite.DERIVED_NAME, "\n".join(logs.output))
        again = self.mem()
        self.assertIsNotNone(again.store.view)
        self.assertEqual(self.answers(again), expected)

    def test_a_small_root_keeps_no_derived_file(self):
        with self.mem() as mem:
            for item in corpus(20, 4):
                mem.remember(item["text"], category=item["category"])
            self.assertTrue(mem.recall("deploy rollback"))
        self.assertFalse((self.root / hermes_lite.DERIVED_NAME).exists())

    def test_terms_read_in_one_go_rank_as_terms_read_one_by_one(self):
        """prefetch (the query's terms and every word form and compound cut variants() may ask,
        read in one statement) ranks as reading each term when asked; afterwards variants()
        asks the source for nothing more."""
        self.fill()
        mem = self.mem()
        bm25 = mem.retriever.keyword_index()
        self.assertIsNotNone(bm25.source)
        asked = []
        posting = bm25.source.posting
        bm25.source.posting = lambda term: asked.append(term) or posting(term)
        reference = self.mem().retriever.keyword_index()
        reference.prefetch = lambda terms: None   # every term read one by one, as asked
        made_up = ["rollbacks deployed by the oncall workers", "dashboarding latencies of replicas", "restoring backups",
                   "kafkaqueue retrying webhooks", "的 数据库端口 migrating schemas", "pager duty alerting", "x"]
        for query in made_up + queries(9)[:10]:
            with self.subTest(query=query):
                self.assertEqual(bm25.top(query, 30, expand=True), reference.top(query, 30, expand=True))
                self.assertEqual(bm25.search(query, expand=True), reference.search(query, expand=True))
        self.assertEqual(asked, [])

    def test_hot_memories_are_boosted_without_reading_their_rows(self):
        """Meta `hot` lists the memories counting retrieval.hot_threshold accesses or more when
        the file was written; the fused head boosts them (and rows already read, their journal
        lines applied) as reading every row does: the same answers as the straightforward
        reading, in a process whose recalls make more memories hot meanwhile; a `hot` list
        another writer left behind its key is not read."""
        self.fill()
        with self.mem() as mem:   # some memories counted past the threshold, then a change: rows written
            for _ in range(6):
                for query in queries(5)[:6]:
                    mem.recall(query)
            mem.remember("the zeppelin gateway listens on port 4711 in staging")
            mem.flush()
            counts = {memory_id: entry["access_count"] for memory_id, entry in mem.store.entries.items()}
        db = sqlite3.connect(self.root / hermes_lite.DERIVED_NAME)
        meta = dict(db.execute("SELECT key, value FROM meta"))
        db.close()
        threshold, hot = json.loads(meta["hot"])
        self.assertEqual(threshold, 5)
        self.assertEqual(meta["hot_key"], meta["key"])
        self.assertEqual(sorted(hot), sorted(memory_id for memory_id, count in counts.items() if count >= 5))
        self.assertGreater(len(hot), 3)
        mem = self.mem()
        self.assertIsNotNone(mem.store.view)
        self.assertEqual(mem.store.view.derived.hot(5), set(hot))
        self.assertIsNone(mem.store.view.derived.hot(6))   # another threshold: rows are read
        mem.close()
        expected = self.reference()
        self.assertEqual(self.answers(self.mem()), expected)
        copy = self.root.parent / "copy"
        shutil.copytree(self.root, copy)
        with self.mem() as mem:   # counted recalls: journal lines on rows read, some newly hot
            got = self.answers(mem, record=True)
        os.rename(self.root, self.root.parent / "by_row")
        os.rename(copy, self.root)
        self.assertEqual(got, self.reference(record=True))

    # -- stored readings (StoredFacts): read-time resolution looks a candidate's parse up -------------

    PAIRS = [  # (older, newer said otherwise, the question): read-time resolution puts the newer first
        ("The nightly export job writes its files to the reports bucket at 01:00.",
         "We moved the nightly export earlier; it now starts at 23:30 and still writes to the reports bucket.",
         "When does the nightly export job run?"),
        ("The docs site is deployed from the `release/docs` branch.",
         "The docs site is deployed from the `docs-live` branch.", "Which branch is the docs site deployed from?"),
        ("Incident alerts page the on-call engineer through Opsgenie.",
         "Paging now goes through incident.io, and Opsgenie is switched off at month end.",
         "Which service handles paging for incident alerts?"),
        ("The billing service runs on port 8081.", "The shipping service runs on port 8082.",
         "Which port does the billing service run on?"),
        ("新人可以直接访问生产数据库。", "出了那次事故以后，新人一律不准碰生产数据库。", "新人能直接访问生产数据库吗？"),
        ("静态资源托管在七牛云 Kodo 上。", "静态资源托管在又拍云 USS 上。", "静态资源托管在哪里？"),
        ("客服工单系统用的是 Zendesk。", "客服工单现在改用 Freshdesk 了，Zendesk 月底停用。", "客服工单用什么系统？"),
        ("北京机房的出口带宽是 10Gbps。", "上海机房的出口带宽是 40Gbps。", "北京机房的出口带宽是多少？"),
    ]

    def fill_pairs(self) -> None:
        with self.mem() as mem:
            mem.remember_many([{"text": item["text"]} for item in corpus(self.SIZE, 4)])
            for old, new, _ in self.PAIRS:
                self.clock.advance(days=1)
                mem.remember(old)
                self.clock.advance(days=1)
                mem.remember(new)

    def pair_answers(self, mem: HermesLite) -> list:
        questions = [q for _, _, q in self.PAIRS] + ["port", "deploy rollback on port", "数据库 端口 部署"]
        return [mem.recall(q, record_access=False, **options)
                for q in questions for options in ({}, {"top_k": 3}, {"history": True})]

    def stored_facts(self) -> dict:
        db = sqlite3.connect(self.root / hermes_lite.DERIVED_NAME)
        try:
            return {n: digest for n, digest in db.execute("SELECT n, digest FROM facts")}
        finally:
            db.close()

    def reads(self, mem: HermesLite) -> tuple[list, int]:
        """pair_answers(mem) and how many texts FactRules parsed for them."""
        original, read = hermes_lite.FactRules._read, []
        with mock.patch.object(hermes_lite.FactRules, "_read", lambda rules, text: read.append(text) or original(rules, text)):
            return self.pair_answers(mem), len(read)

    def test_stored_readings_answer_as_parsing_does(self):
        """A recall stores the readings it parsed; a later process (and a CLI run) looks them up
        instead of parsing: the same answers (ids, scores, order, outdated_by, every field) as
        the straightforward reading with no derived file, English and Chinese, with far fewer
        texts parsed."""
        self.fill_pairs()
        expected = self.reference_of(self.pair_answers)
        self.assertTrue(any("outdated_by" in hit for answer in expected for hit in answer))
        with self.mem() as mem:
            self.assertIsNotNone(mem.store.view)
            cold, cold_reads = self.reads(mem)
        stored = self.stored_facts()
        self.assertGreater(len(stored), 10)
        with self.mem() as mem:
            warm, warm_reads = self.reads(mem)
        self.assertEqual(cold, expected)
        self.assertEqual(warm, expected)
        self.assertLess(warm_reads, cold_reads / 2)   # the questions themselves are still parsed
        question = self.PAIRS[4][2]
        first, second = self.cli_json("recall", question), self.cli_json("recall", question)
        head = lambda hits: [(hit["id"], hit.get("outdated_by")) for hit in hits]  # noqa: E731  (the CLI counts accesses)
        self.assertEqual(head(first), head(second))
        self.assertEqual(head(first), head(expected[3 * 4]))
        self.assertIn("outdated_by", json.dumps(first))

    def reference_of(self, answers) -> list:
        """answers(mem) with no derived file (index.json read whole, every candidate parsed; the
        file is moved aside and back, so it stays as it was)."""
        aside = self.root.parent / "aside.sqlite"
        shutil.copy2(self.root / hermes_lite.DERIVED_NAME, aside)
        (self.root / hermes_lite.DERIVED_NAME).unlink()
        mem = self.mem()
        try:
            self.assertIsNone(mem.store.view)
            return answers(mem)
        finally:
            mem.store.derived_checked = "(none)"
            mem.caches._dirty.discard("keyword")
            shutil.copy2(aside, self.root / hermes_lite.DERIVED_NAME)

    def test_a_forgotten_memory_leaves_no_stored_reading(self):
        """A forget (CLI) deletes the forgotten memory's stored reading in the same in-place
        update; a memory whose row changes but not its text (superseded, counted) keeps its
        reading; recall still answers as the straightforward reading does."""
        self.fill_pairs()
        with self.mem() as mem:
            self.pair_answers(mem)
            numbers = mem.store.view._keys
        stored = self.stored_facts()
        by_number = {n: memory_id for memory_id, n in numbers.items()}
        gone = by_number[max(stored)]
        self.cli("forget", gone)
        after = self.stored_facts()
        self.assertNotIn(max(stored), after)
        self.assertEqual({n: d for n, d in stored.items() if n != max(stored)}, after)
        with self.mem() as mem:   # counted accesses folded into the rows: their readings stay
            for _ in range(3):
                self.pair_answers(mem)
        expected = self.reference_of(self.pair_answers)
        with self.mem() as mem:
            self.assertEqual(self.pair_answers(mem), expected)

    def test_readings_stored_under_another_key_are_not_read(self):
        """A table written under another facts_key (another version of the rules or the code)
        is not read, and is emptied before this version stores its own."""
        self.fill_pairs()
        with self.mem() as mem:
            self.pair_answers(mem)
        db = sqlite3.connect(self.root / hermes_lite.DERIVED_NAME)
        db.execute("UPDATE meta SET value = 'another version' WHERE key = 'facts_key'")
        db.execute("UPDATE facts SET fact = x'00'")   # would not decode: never read
        db.commit()
        db.close()
        expected = self.reference_of(self.pair_answers)
        with self.mem() as mem:
            got, cold_reads = self.reads(mem)
        self.assertEqual(got, expected)
        with self.mem() as mem:
            got, warm_reads = self.reads(mem)
        self.assertEqual(got, expected)
        self.assertLess(warm_reads, cold_reads / 2)

    def test_stored_readings_are_bounded_by_a_share_of_the_memories(self):
        """At most one memory in StoredFacts.SHARE (at least FLUSH_AT) keeps a stored reading:
        past that none is added, and recall answers as before."""
        self.fill_pairs()
        with mock.patch.multiple(hermes_lite.StoredFacts, FLUSH_AT=4, SHARE=1000):
            with self.mem() as mem:
                got = self.pair_answers(mem)
            self.assertEqual(len(self.stored_facts()), 4)
            with self.mem() as mem:
                self.assertEqual(self.pair_answers(mem), got)
            self.assertEqual(len(self.stored_facts()), 4)
        self.assertEqual(got, self.reference_of(self.pair_answers))

    def test_a_stored_reading_is_the_parse_every_part(self):
        """StoredFacts.encode/decode give back every part of FactRules.parse (the parts read
        later too, stored or read afresh), in order, English and Chinese."""
        mem = self.mem()
        rules = mem.retriever.caches.facts
        stored = hermes_lite.StoredFacts(rules, mem.config, self.root)
        texts = [t for pair in self.PAIRS for t in pair] + [item["text"] for item in corpus(60, 9)] + [
            "DB_POOL_SIZE=20", "Service A: port | 8001", "不用 MySQL 了，改用 PostgreSQL", "From now on deploys go out on Fridays, not Mondays."]
        parts = [name for name in hermes_lite.Fact.__slots__ if name not in ("_later", "_starts")]
        for text in texts:
            rules._parsed.clear()
            fresh = rules.parse(text)
            eager = stored.encode(fresh)
            for name in hermes_lite._LATER_FACT:
                getattr(fresh, name)
            full = stored.encode(fresh)
            for blob in (eager, full):
                rules._parsed.clear()
                got = stored.decode(blob, text, (None, None, b"", None))
                rules._parsed.clear()
                want = rules.parse(text)
                for name in parts:
                    with self.subTest(text=text, part=name):
                        a, b = getattr(want, name), getattr(got, name)
                        self.assertEqual((type(a), a), (type(b), b))
                        if isinstance(a, (list, tuple, dict, Counter)):
                            self.assertEqual(list(a.items() if isinstance(a, dict) else a),
                                             list(b.items() if isinstance(b, dict) else b))


class TestRecallShortcuts(unittest.TestCase):
    """The one-shot shortcuts of round 12 give what the straightforward form gives."""

    def test_length_norms_computed_as_asked_equal_every_norm_computed_first(self):
        texts = [item["text"] for item in corpus(400, 9)] + ["x", "a much longer text " * 30]
        for k1, b in ((1.5, 0.75), (1.2, 0.0), (0.9, 1.0), (2.0, 1.3)):
            index = hermes_lite.BM25Index(k1, b)
            for n, text in enumerate(texts):
                index.add(f"d{n}", text)
            avgdl = sum(index.lengths.values()) / len(index.lengths)
            every = {d: k1 * (1.0 - b + b * n / avgdl) for d, n in index.lengths.items()}
            norms = index._norms()
            self.assertEqual(index._least_norm, min(every.values()))
            self.assertEqual({d: norms[d] for d in reversed(list(every))}, every)
            index.remove("d3")
            self.assertNotIn("d3", index._norms())   # (made anew after a removal)

    def test_a_term_the_source_lacks_is_asked_once_and_found_once_added(self):
        """A keyword index read by term asks its source once for a term it lacks (a query's word
        forms are mostly absent, and a long-lived process asks every query), yet a document added
        later with that term is found, and the whole index it unpacks to holds no trace of it."""
        texts = {f"d{n}": item["text"] for n, item in enumerate(corpus(60, 4))}
        built = hermes_lite.BM25Index()
        for doc_id, text in texts.items():
            built.add(doc_id, text)
        asked = []

        class Source:   # the DerivedIndex calls BM25Index makes
            def posting(self, term):
                asked.append(term)
                docs = built.postings.get(term)
                return dict(docs) if docs is not None else None

            def postings(self):
                return [(term, dict(docs)) for term, docs in built.postings.items()]

        index = hermes_lite.BM25Index.from_cache({"ids": list(built.lengths), "lengths": list(built.lengths.values()),
                                                  "source": Source()}, 1.5, 0.75, ())
        for _ in range(3):
            self.assertFalse(index.holds("zeppelin"))
            self.assertEqual(index.search("zeppelin redis"), built.search("zeppelin redis"))
        self.assertEqual(asked.count("zeppelin"), 1)
        for bm25 in (index, built):
            bm25.add("late", "the zeppelin lands on port 7000")
        self.assertTrue(index.holds("zeppelin"))
        self.assertEqual(index.search("zeppelin redis"), built.search("zeppelin redis"))
        self.assertEqual(index.search("zeppelin")[0][0], "late")
        index.unpack()
        self.assertEqual(index.postings, built.postings)

    def test_shared_lookarounds_find_what_one_pair_per_phrase_finds(self):
        """_grouped_alternation against the per-phrase form, on phrases and texts made here."""
        phrases = ["turned off", "turn off", "off", "关掉了", "关掉", "set to auto", "set to", "auto",
                   "on call", "on", "暂停 sync", "x-ray on"]
        texts = ["We turned off the pager; then turn off-site sync OFF.", "offline is not off, on-call is on call",
                 "关掉了告警，然后关掉日志", "set to automatic, set to auto; autoscale", "暂停 sync 了，x-ray on now",
                 "Ön Call ÖFF turnedoff onoff", "K\u212aelvin on", "ſet to auto"]
        ordered = sorted(set(phrases), key=len, reverse=True)
        one_pair_each = "|".join(re.escape(p) if re.search("[\u4e00-\u9fff]", p) else
                                 rf"(?<![A-Za-z0-9]){re.escape(p)}(?![A-Za-z0-9])" for p in ordered)
        grouped = hermes_lite._grouped_alternation(((re.escape(p), not re.search("[\u4e00-\u9fff]", p)) for p in ordered),
                                                   "(?<![A-Za-z0-9])", "(?![A-Za-z0-9])")
        self.assertLess(grouped.count("(?<!"), one_pair_each.count("(?<!"))
        for flags in (0, re.IGNORECASE):
            for text in texts:
                self.assertEqual([m.span() for m in re.finditer(grouped, text, flags)],
                                 [m.span() for m in re.finditer(one_pair_each, text, flags)], text)


@unittest.skipUnless(hermes_lite._optional("cryptography"), "cryptography not installed")

class TestDerivedIndexEncrypted(Case):
    def test_an_encrypted_root_keeps_nothing_derived_in_plaintext(self):
        """Encryption on: no derived file is written (the keyword index is kept encrypted in
        .bm25_cache.json, as every JSON file there), and one left from before goes when
        encryption is turned on."""
        with self.mem() as mem:
            mem.remember_many([{"text": item["text"]} for item in corpus(TestDerivedIndex.SIZE, 5)])
            mem.recall("deploy rollback")
        self.assertTrue((self.root / hermes_lite.DERIVED_NAME).is_file())
        os.environ["HERMES_ENCRYPT"] = "on"
        with self.mem() as mem:
            self.assertFalse((self.root / hermes_lite.DERIVED_NAME).exists())
            mem.remember("the zeppelin gateway listens on port 4711")
            self.assertEqual(mem.recall("zeppelin gateway")[0]["content"], "the zeppelin gateway listens on port 4711")
            before = mem.recall("deploy rollback", record_access=False)
        self.assertFalse((self.root / hermes_lite.DERIVED_NAME).exists())
        self.assertFalse([p.name for p in self.root.iterdir() if "sqlite" in p.name])
        keyword = (self.root / hermes_lite.BM25_CACHE_NAME).read_bytes()
        self.assertTrue(hermes_lite._file_is_encrypted(self.root / hermes_lite.BM25_CACHE_NAME))
        self.assertNotIn(b"zeppelin", keyword)
        self.assertNotIn(b"rollback", keyword)
        with self.mem() as mem:
            self.assertEqual(mem.recall("deploy rollback", record_access=False), before)


if __name__ == "__main__":
    unittest.main()
