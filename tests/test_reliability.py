#!/usr/bin/env python3
"""Reliability: concurrent writers, crashes, corruption, reindex, hostile input,
properties, private files, a full disk. The slow ones are marked @slow (HERMES_QUICK=1 skips them).

Part of the whole suite: python3 test_hermes_lite.py (pytest works too).
"""
from __future__ import annotations

from helpers import *  # noqa: F401,F403  (temp roots, CountingCase/Case, Provider, check, figures)
from helpers import ASSERTIONS, HERE, SCRIPT, T0, hermes_lite, HermesLite  # noqa: F401


# =============================================================================================
# Reliability (issue 6): concurrent writers, crashes, corruption, reindex, hostile input
# =============================================================================================





class ReliabilityCase(Case):
    """Case with the local vector backend pinned (fast, deterministic) and on-disk views."""

    def setUp(self):
        super().setUp()
        os.environ["HERMES_VECTOR_BACKEND"] = "local"   # the patched environment is restored in tearDown

    def py(self, code: str, *args, **kwargs):
        """Run an inline python3 -c script that imports the hermes_lite under test."""
        return subprocess.run([sys.executable, "-c", code, str(HERE), str(self.root), *map(str, args)],
                              capture_output=True, text=True, timeout=120, **kwargs)

    def index_ids(self) -> list[str]:
        return [e["id"] for e in self.index()]

    def store_ids(self) -> set[str]:
        return {p.stem for p in (self.root / "store").glob("*.md")}

    def graph_ids(self) -> set[str]:
        data = json.loads((self.root / "graph.json").read_text(encoding="utf-8"))
        return {i for node in data["entities"].values() for i in node["memory_ids"]}

    def vector_ids(self) -> set[str]:
        path = self.root / "vectors.json"
        return set(json.loads(path.read_text(encoding="utf-8"))["vectors"]) if path.exists() else set()

    def temp_files(self, top_only=False) -> list[str]:
        paths = self.root.glob(".*.tmp") if top_only else self.root.rglob(".*.tmp")
        return sorted(str(p.relative_to(self.root)) for p in paths)

    def snapshot(self) -> dict:
        """Every file under the root → its bytes (to prove nothing changed)."""
        return {str(p.relative_to(self.root)): p.read_bytes() for p in self.root.rglob("*") if p.is_file()}


# =============================================================================================
# Concurrency: 8 processes against one root; readers never see half a file
# =============================================================================================

WORKER = r"""
import json, random, sys
sys.path.insert(0, sys.argv[1])
import hermes_lite
root, worker, count = sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
rng = random.Random(worker)
mem = hermes_lite.HermesLite(root)            # long-lived: must see the others' writes
kept, verified, forgotten, misses = [], [], [], 0
def text(tag, i):                             # distinct; lengths in buckets 1.7x apart, so the
    size = int(20 * 1.7 ** rng.randint(0, 6))  # dedup check skips most pairs by length alone
    noise = "".join(rng.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(size))
    return f"Proj{worker}x{i}{tag} Shared {noise}"
for i in range(count):
    target = hermes_lite.HermesLite(root) if i % 25 == 4 else mem   # some writes from fresh instances
    body = text("k", i)
    result = target.remember(body, category=rng.choice(["project", "decision", "config"]))
    assert result["action"] == "created", result
    kept.append(result["id"])
    if i % 5 == 0:
        doomed = mem.remember(text("d", i))["id"]
        mem.forget(doomed)
        forgotten.append(doomed)
    if i % 7 == 3:
        mem.verify(result["id"])
        verified.append(result["id"])
    if i % 10 == 6:
        hits = mem.recall(body, top_k=3)
        misses += result["id"] not in [h["id"] for h in hits]
    if i % 12 == 1:
        mem.graph(top=3)
    if target is not mem:
        target.close()
mem.close()
print(json.dumps({"kept": kept, "verified": verified, "forgotten": forgotten, "misses": misses}))
"""

READER = r"""
import json, os, sys, time
sys.path.insert(0, sys.argv[1])
import hermes_lite
root, stop = sys.argv[2], sys.argv[3]
mem = hermes_lite.HermesLite(root)
reads, errors = 0, []
give_up = time.monotonic() + 600               # bounded: a killed test run never leaves it spinning
while not os.path.exists(stop) and time.monotonic() < give_up and os.path.isdir(root):
    for name in ("index.json", "graph.json", "vectors.json"):
        try:
            with open(os.path.join(root, name), "rb") as fh:
                json.loads(fh.read())
            reads += 1
        except FileNotFoundError:
            pass
        except Exception as exc:
            errors.append(f"{name}: {type(exc).__name__}: {exc}")
    try:
        mem.stats()                           # re-reads index.json and lists the root
        reads += 1
    except Exception as exc:
        errors.append(f"stats: {type(exc).__name__}: {exc}")
    time.sleep(0.01)
print(json.dumps({"reads": reads, "errors": errors[:5], "error_count": len(errors)}))
"""


@slow
class TestConcurrentWriters(ReliabilityCase):
    PROCESSES, WRITES = 8, 50

    def test_eight_writers_one_root(self):
        HermesLite(self.root).close()   # config copied, rooms/ written: workers race on data only
        stop = Path(self.tmp.name) / "stop"
        reader = subprocess.Popen([sys.executable, "-c", READER, str(HERE), str(self.root), str(stop)],
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        start = time.perf_counter()
        workers = [subprocess.Popen([sys.executable, "-c", WORKER, str(HERE), str(self.root), str(w), str(self.WRITES)],
                                    stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
                   for w in range(self.PROCESSES)]
        outputs = [w.communicate(timeout=300) for w in workers]
        seconds = time.perf_counter() - start
        stop.touch()
        reader_out, reader_err = reader.communicate(timeout=60)
        for worker, (out, err) in zip(workers, outputs):
            self.assertEqual(worker.returncode, 0, err[-2000:])
        results = [json.loads(out) for out, _ in outputs]
        kept = [i for r in results for i in r["kept"]]
        verified = {i for r in results for i in r["verified"]}
        forgotten = {i for r in results for i in r["forgotten"]}
        expected = self.PROCESSES * self.WRITES

        ids = self.index_ids()
        self.assertEqual(len(kept), expected)
        self.assertEqual(len(set(kept)), expected, "two writers got the same id")
        self.assertEqual(len(ids), len(set(ids)), "an id appears twice in index.json")
        self.assertEqual(set(ids), set(kept), "index.json lost or kept the wrong memories")
        self.assertEqual(self.store_ids(), set(kept), "store/ and index.json disagree")
        # an id is unique among existing memories; one forgotten within the same second can be
        # drawn again for a new memory (the spec's xxxx: 1 in 65,536 per pair, and this test
        # creates and forgets ~100 memories a second). Such an id must name the new memory.
        reissued = forgotten & set(kept)
        contents = {e["id"]: e["content"] for e in self.index()}
        for memory_id in reissued:
            self.assertRegex(contents[memory_id], r"^Proj\d+x\d+k Shared ", "a forgotten memory came back")
        lingering = forgotten - reissued
        self.assertFalse(lingering & (set(ids) | self.store_ids() | self.graph_ids() | self.vector_ids()),
                         {"index": lingering & set(ids), "store": lingering & self.store_ids(),
                          "graph": lingering & self.graph_ids(), "vectors": lingering & self.vector_ids()})
        self.assertEqual({e["id"] for e in self.index() if e["execution_verified"]}, verified)
        # graph.json names only indexed ids, and exactly the links a rebuild would make
        graph = json.loads((self.root / "graph.json").read_text(encoding="utf-8"))["entities"]
        rebuilt = hermes_lite.GraphStore(HermesLite(self.root).config["graph"]["stopwords"], HermesLite(self.root).config["graph"]["min_entity_length"])
        rebuilt.rebuild(self.index())
        self.assertLessEqual(self.graph_ids(), set(ids))
        self.assertEqual({k: sorted(v["memory_ids"]) for k, v in graph.items()},
                         {k: sorted(v["memory_ids"]) for k, v in rebuilt.entities.items()},
                         "graph.json lost links a concurrent writer added")
        vectors_before = self.vector_ids()
        self.assertLessEqual(vectors_before, set(ids))   # vectors are lazy: a subset until a recall
        proc = self.py("import sys; sys.path.insert(0, sys.argv[1]); import hermes_lite as h; "
                       "m = h.HermesLite(sys.argv[2]); m.recall('Shared'); m.close()")
        self.assertEqual(proc.returncode, 0, proc.stderr)
        self.assertEqual(self.vector_ids(), set(ids))
        self.assertEqual(self.temp_files(), [])
        misses = sum(r["misses"] for r in results)
        self.assertEqual(misses, 0, "a worker's recall missed its own fresh memory")
        self.assertEqual(reader.returncode, 0, reader_err[-2000:])
        read = json.loads(reader_out)
        self.assertEqual(read["errors"], [], "a reader saw a half-written file")
        self.assertGreater(read["reads"], 0)
        report("concurrency", processes=self.PROCESSES, writes_each=self.WRITES, expected=expected,
               found=len(ids), forgotten=len(forgotten), verified=len(verified),
               vectors_before_recall=len(vectors_before), reader_reads=read["reads"],
               reader_errors=read["error_count"], seconds=round(seconds, 1))


class TestLongLivedInstance(ReliabilityCase):
    OTHER = ("import sys; sys.path.insert(0, sys.argv[1]); import hermes_lite as h, json; "
             "m = h.HermesLite(sys.argv[2]); cmd = sys.argv[3]; arg = sys.argv[4]; "
             "r = m.remember(arg) if cmd == 'remember' else getattr(m, cmd)(arg); m.close(); print(json.dumps(r))")

    def other(self, command, arg):
        proc = self.py(self.OTHER, command, arg)
        self.assertEqual(proc.returncode, 0, proc.stderr)
        return json.loads(proc.stdout)

    def test_sees_other_processes_and_never_writes_a_stale_copy(self):
        mem = self.mem()
        mine = mem.remember("Alpha service runs on Postgres")["id"]
        mem.recall("alpha postgres")                        # pending access + dirty vector cache
        theirs = self.other("remember", "Beta service runs on Redis")["id"]
        self.assertEqual(mem.recall("beta redis")[0]["id"], theirs)   # read what the other wrote
        self.other("verify", theirs)
        self.other("forget", mine)
        mem.remember("Gamma service runs on Kafka")        # a write after their writes
        mem.close()                                         # flushes counts and vectors
        index = {e["id"]: e for e in self.index()}
        self.assertNotIn(mine, index, "a stale copy resurrected a forgotten memory")
        self.assertNotIn(mine, self.store_ids() | self.graph_ids() | self.vector_ids())
        self.assertTrue(index[theirs]["execution_verified"], "a stale copy undid another process's verify")
        self.assertEqual(len(index), 2)
        self.assertEqual(self.store_ids(), set(index))


# =============================================================================================
# Crash safety: SIGKILL at random moments during writes
# =============================================================================================

CRASH_WRITER = r"""
import random, sys
sys.path.insert(0, sys.argv[1])
import hermes_lite
root, seed = sys.argv[2], int(sys.argv[3])
rng = random.Random(seed)
mem = hermes_lite.HermesLite(root)
print("ready", flush=True)
ids, n = [], 0
while True:
    n += 1
    noise = "".join(rng.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(int(20 * 1.7 ** rng.randint(0, 5))))
    ids.append(mem.remember(f"Crash{seed}n{n} {noise}")["id"])
    if n % 3 == 0:
        mem.forget(ids.pop(rng.randrange(len(ids))))
    if n % 4 == 0 and ids:
        mem.verify(rng.choice(ids))
    if n % 5 == 0:
        mem.recall(noise[:12])
        mem.flush()
"""


@slow
class TestCrashSafety(ReliabilityCase):
    TRIALS = 20

    def test_sigkill_at_random_moments(self):
        rng = random.Random(6)
        HermesLite(self.root).close()
        stats = {"orphans_restored": 0, "dangling_dropped": 0, "tmp_left": 0, "graph_stale": 0}
        for trial in range(self.TRIALS):
            with self.subTest(trial=trial):
                writer = subprocess.Popen([sys.executable, "-c", CRASH_WRITER, str(HERE), str(self.root), str(trial)],
                                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
                self.assertEqual(writer.stdout.readline().strip(), "ready", writer.stderr.read() if writer.poll() else "")
                time.sleep(rng.uniform(0.0, 0.2))
                os.kill(writer.pid, signal.SIGKILL)
                writer.wait(timeout=30)
                writer.stdout.close()
                writer.stderr.close()
                self.assertEqual(writer.returncode, -signal.SIGKILL)
                stats["tmp_left"] += bool(self.temp_files())
                # the next command works, and index.json parses
                mem = HermesLite(self.root)
                after = mem.remember(f"after crash {trial} " + "".join(rng.choice(string.ascii_lowercase) for _ in range(30)))
                self.assertEqual(after["action"], "created")
                mem.recall("after crash")
                mem.close()
                ids = set(self.index_ids())
                stats["graph_stale"] += bool(self.graph_ids() - ids)
                orphans, dangling = self.store_ids() - ids, ids - self.store_ids()
                stats["orphans_restored"] += len(orphans)
                stats["dangling_dropped"] += len(dangling)
                # every store file has its index entry, or gets one from reindex
                result = mem.reindex()
                self.assertEqual(result["skipped"], [])
                ids = set(self.index_ids())
                self.assertLessEqual(orphans, ids)
                self.assertEqual(self.store_ids(), ids)
                self.assertLessEqual(self.graph_ids(), ids)
                self.assertLessEqual(self.vector_ids(), ids)
                self.assertEqual(self.temp_files(), [], "reindex leaves no temp files")
        report("crash", trials=self.TRIALS, survived=self.TRIALS, memories=len(self.index_ids()), **stats)

    def test_next_command_removes_dead_writers_temp_files(self):
        mem = self.mem()
        mem.remember("a memory before the crash")
        mem.close()
        # what mkstemp leaves when a writer is killed between create and os.replace
        for name in ("index.json", "vectors.json", "graph.json", ".vectors.postings", ".index.digest"):
            (self.root / f".{name}.k1ll3d.tmp").write_bytes(b'[{"id": "half')
        HermesLite(self.root).stats()
        self.assertEqual(self.temp_files(top_only=True), [], "stale temp files pile up until a reindex")


# =============================================================================================
# Corruption: index.json never replaced; caches rebuilt with a warning
# =============================================================================================

class TestCorruption(ReliabilityCase):
    def test_truncated_index_cli(self):
        first = self.cli_json("remember", "Kafka retention is seven days")["id"]
        self.cli_json("remember", "The wiki lives on Confluence")
        backups = sorted((self.root / "backups").glob("auto_index.json.*.bak"))
        self.assertEqual(len(backups), 1)
        data = (self.root / "index.json").read_bytes()
        (self.root / "index.json").write_bytes(data[: len(data) // 2])
        before = self.snapshot()
        commands = [("remember", "a third memory"), ("recall", "kafka"), ("verify", first), ("forget", first),
                    ("stats",), ("prune", "--yes"), ("graph",), ("vsearch", "wiki")]
        for number, args in enumerate(commands):
            with self.subTest(args=args):
                if number < 3:   # real subprocesses
                    proc = self.cli(*args, code=1)
                    code, err = proc.returncode, proc.stderr
                else:            # the same main() in process (fast)
                    out, errors = io.StringIO(), io.StringIO()
                    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(errors):
                        code = hermes_lite.main([*args, "--root", str(self.root)])
                    err = errors.getvalue()
                self.assertEqual(code, 1)
                self.assertNotIn("Traceback", err)
                self.assertEqual(len(err.strip().splitlines()), 1, err)
                self.assertIn(backups[0].name, err)
                self.assertIn("reindex", err)
                self.assertEqual(self.snapshot(), before, "a command changed files of a corrupt root")
        self.assertEqual(self.cli_json("reindex")["indexed"], 2)
        self.assertEqual(len(self.cli_json("recall", "kafka retention")), 1)

    def test_index_with_malformed_fields_is_reported_not_a_traceback(self):
        mem = self.mem()
        mem.remember("Kafka retention is seven days")
        mem.close()
        good = self.index()
        for field, value in (("importance", 1e999), ("redacted", 5), ("category", ["x"]), ("access_count", {})):
            with self.subTest(field=field):
                (self.root / "index.json").write_text(json.dumps([dict(good[0], **{field: value})]), encoding="utf-8")
                before = self.snapshot()
                try:
                    HermesLite(self.root).stats()
                except hermes_lite.CorruptDataError as exc:   # refusing is fine: one line, names reindex
                    self.assertEqual(len(str(exc).splitlines()), 1)
                    self.assertIn("reindex", str(exc))
                    self.assertEqual(self.snapshot(), before)
        proc = subprocess.run([*CLI, "stats", "--root", str(self.root)],
                              capture_output=True, text=True, timeout=60)
        self.assertNotIn("Traceback", proc.stderr)

    def test_hand_edited_categories_load_as_the_full_normalisation_gives(self):
        """index.json entries this library wrote skip normalisation; anything else must not."""
        mem = self.mem()
        for text in ("Kafka retention is seven days", "The wiki lives on Confluence", "Deploys run on Fridays"):
            mem.remember(text, category="decision")
        mem.close()
        index = self.index()
        index[0].update(category="", room="")           # empty category, matching empty room
        index[1].update(category=[], room="decisions")  # not a string at all
        index[2].update(category="nope", room="")       # unknown category
        (self.root / "index.json").write_text(json.dumps(index), encoding="utf-8")
        loaded = HermesLite(self.root).store.entries
        self.assertEqual([(e["category"], e["room"]) for e in loaded.values()],
                         [("general", "events"), ("general", "events"), ("nope", "events")])

    def test_corrupt_caches_are_rebuilt_with_a_warning(self):
        mem = self.mem()
        ids = [mem.remember(text)["id"] for text in
               ("Kafka feeds the Lakehouse", "Redis caches the Sessions", "Postgres stores Billing")]
        mem.recall("kafka")
        mem.close()   # writes vectors.json
        cases = [("vectors.json", b"{\"backend\": \"local\", \"vec"), ("vectors.json", b"not json"),
                 ("vectors.json", b"[]"), ("vectors.json", b'{"backend": "local", "vectors": {"x": 5}}'),
                 ("vectors.json", b'{"backend": "local", "vectors": {"' + ids[0].encode() + b'": "s:!!:??"}}'),
                 ("graph.json", b'{"entities": {"Kafka": {"ty'), ("graph.json", b"\xff\xfe"),
                 ("graph.json", b"[1, 2]"), ("graph.json", b'{"entities": {"Kafka": "oops"}}'),
                 ("graph.json", b'{"entities": {"Kafka": {"type": "term", "memory_ids": 5}}}')]
        for name, bad in cases:
            with self.subTest(name=name, bad=bad):
                (self.root / name).write_bytes(bad)
                with self.assertLogs("hermes_lite", "WARNING") as logs:
                    mem = HermesLite(self.root)
                    if name == "vectors.json":
                        self.assertEqual(mem.recall("kafka lakehouse")[0]["id"], ids[0])
                    else:
                        self.assertEqual(mem.graph("Kafka")["memories"][0]["id"], ids[0])
                    mem.close()
                self.assertTrue(any(name in line for line in logs.output), logs.output)
                if name == "graph.json":
                    self.assertEqual(self.graph_ids(), set(ids))
                else:
                    self.assertEqual(self.vector_ids(), set(ids))
        (self.root / "graph.json").write_bytes(b'{"entities": {"Kafka": "oops"}}')
        proc = self.cli("graph", "Kafka")
        self.assertIn("warning: graph.json", proc.stderr)
        self.assertNotIn("Traceback", proc.stderr)


# =============================================================================================
# reindex: hand edits, secrets typed into notes, malformed notes
# =============================================================================================

class TestReindex(ReliabilityCase):
    def note(self, memory_id, body, **fields):
        head = {"id": memory_id, "category": "project", **fields}
        text = "---\n" + "".join(f"{k}: {v}\n" for k, v in head.items()) + "---\n\n" + body + "\n"
        (self.root / "store" / f"{memory_id}.md").write_text(text, encoding="utf-8")

    def test_hand_edited_and_added_notes_are_picked_up(self):
        mem = self.mem()
        edited = mem.remember("The wiki lives on Confluence", category="project")["id"]
        mem.recall("wiki confluence")
        mem.close()
        path = self.root / "store" / f"{edited}.md"
        path.write_text(path.read_text(encoding="utf-8").replace("Confluence", "Notion"), encoding="utf-8")
        self.note("mem_20260101_090000_beef", "Payroll runs on the 25th (added in Obsidian)")
        result = HermesLite(self.root).reindex()
        self.assertEqual((result["indexed"], result["skipped"]), (2, []))
        mem = HermesLite(self.root)
        self.assertEqual(mem.recall("wiki notion")[0]["id"], edited)
        self.assertEqual(mem.recall("payroll obsidian")[0]["id"], "mem_20260101_090000_beef")
        self.assertEqual(mem.graph("Notion")["count"], 1)
        with self.assertRaises(hermes_lite.NotFoundError):
            mem.graph("Confluence")

    def test_secret_typed_into_a_note_survives_nowhere(self):
        token = fake("ghp_", 36)
        aws = fake("AKIA", 16, "ABCDEFGHJKLMNPQRSTUVWXYZ234567")
        mem = self.mem()
        body_id = mem.remember("Deploy key for the CI runner", category="config")["id"]
        source_id = mem.remember("The staging database moved", category="config")["id"]
        mem.close()
        path = self.root / "store" / f"{body_id}.md"
        path.write_text(path.read_text(encoding="utf-8").replace("CI runner", f"CI runner is {token}"), encoding="utf-8")
        path = self.root / "store" / f"{source_id}.md"
        path.write_text(path.read_text(encoding="utf-8").replace("source: null", f"source: notes {aws}")
                        .replace("---\n\n", f"tags: {token}\n---\n\n"), encoding="utf-8")
        result = self.cli_json("reindex")
        self.assertEqual(result["indexed"], 2)
        self.assertEqual(sorted(result["rewritten"]), sorted([f"{body_id}.md", f"{source_id}.md"]))
        for secret in (token, aws):
            with self.subTest(secret=secret[:4]):
                self.assertEqual(self.files_containing(secret), [])
        self.cli("recall", "runner")
        self.cli("graph", "--rebuild")
        self.assertEqual(self.files_containing(token) + self.files_containing(aws), [])
        entry = {e["id"]: e for e in self.index()}[body_id]
        self.assertIn("[已脱敏:token]", entry["content"])

    def test_malformed_notes_are_reported_by_name_and_skipped(self):
        good = self.mem().remember("A good note stays indexed")["id"]
        store = self.root / "store"
        bad = {
            "mem_20260101_000000_0001.md": "no frontmatter at all\n",
            "mem_20260101_000000_0002.md": "---\nid: mem_20260101_000000_0002\nnever closed\n",
            "mem_20260101_000000_0003.md": "---\nid: mem_20260101_000000_0003\njust words here\n---\n\nbody\n",
            "mem_20260101_000000_0004.md": "---\nid: mem_20260101_000000_0004\nsource: \"unterminated\n---\n\nbody\n",
            "mem_20260101_000000_0005.md": "---\nid: mem_20260101_000000_0005\ntags: [a, b]\n---\n\nbody\n",
            "mem_20260101_000000_0006.md": "---\nid: mem_20260101_000000_0999\n---\n\nid does not match\n",
            "not-an-id.md": "---\ncategory: general\n---\n\nbody\n",
            "mem_20260101_000000_0008.md": "---\nid: mem_20260101_000000_0008\n---\n\n\n",
            "mem_20260101_000000_0009.md": "---\nid: mem_20260101_000000_0009\ncategory: nonsense\n---\n\nbody\n",
            "mem_20260101_000000_000a.md": "---\nid: mem_20260101_000000_000a\nimportance: 1e999\n---\n\nbody\n",
        }
        for name, text in bad.items():
            (store / name).write_text(text, encoding="utf-8")
        (store / "mem_20260101_000000_000b.md").write_bytes(b"---\nid: mem_20260101_000000_000b\n---\n\n\xff\xfe\n")
        (store / "mem_20260101_000000_000c.md").mkdir()   # a folder where a note should be
        proc = self.cli("reindex")
        self.assertNotIn("Traceback", proc.stderr)
        result = self.cli_json("reindex")
        skipped = {s["file"]: s["error"] for s in result["skipped"]}
        expected = set(bad) - {"mem_20260101_000000_000a.md"} | {"mem_20260101_000000_000b.md",
                                                                  "mem_20260101_000000_000c.md"}
        self.assertLessEqual(expected, set(skipped))
        for name, error in skipped.items():
            self.assertIn(name, error + proc.stdout)
        self.assertIn(good, self.index_ids())
        self.assertIn("skipped mem_20260101_000000_0001.md", proc.stdout)


# =============================================================================================
# Hostile input: ids, texts, argv bytes
# =============================================================================================

HOSTILE_TEXTS = [
    "NUL \x00 inside", "lone surrogate \ud800 here", "RTL \u200f\u202eevil\u202c mark", "emoji 👩‍👩‍👧 🏳️‍🌈 ok",
    "---\nlooks like frontmatter\n---", "key: value: more: colons", "# leading hash heading",
    "id: mem_20990101_000000_dead\ncategory: prefs", "CRLF line\r\nendings\rand CR", "line\u2028separator\u2029para",
    "next line \x85 and form \x0c feed", "'single' and \"double\" quotes", "tab\tand trailing spaces   x",
    "\ufeffBOM first", "  leading spaces keep the body", "[已脱敏:token] placeholder typed by hand",
]
HOSTILE_SOURCES = ["---", "a: b", "#x", '"quoted"', "'single", "null", "true", "1e5", "~", "a\u2028b",
                   "x\x85y", "tab\there", "[a, b]", "{k: v}", "&anchor", "- item", "emoji 👩‍👩‍👧"]


@slow
class TestHostileInput(ReliabilityCase):
    def test_ids_are_validated_before_any_path(self):
        mem = self.mem()
        real = mem.remember("a memory that must stay")["id"]
        victim = Path(self.tmp.name) / "victim.md"
        victim.write_text("outside the store", encoding="utf-8")
        before = self.snapshot()
        hostile = ["../victim", "../../victim", f"{real}/../../victim", "/etc/passwd", f"{real}.md",
                   f"{real}\n../x", f"{real}\x00", "mem_20260101_000000_abcd/../../../x", "", " ", "mem_*",
                   "\udcff", None, 5, ["x"]]
        for bad in hostile:
            for method in ("verify", "forget"):
                with self.subTest(method=method, id=bad):
                    with self.assertRaises(hermes_lite.NotFoundError):
                        getattr(mem, method)(bad)
        with self.assertRaises(hermes_lite.NotFoundError):
            mem.graph("../../victim")
        self.assertEqual(self.snapshot(), before)
        self.assertEqual(victim.read_text(encoding="utf-8"), "outside the store")

    def test_hostile_texts_round_trip_through_store_and_reindex(self):
        mem = self.mem()
        stored = {}
        huge = "1 MB " + "lorem ipsum dolor sit amet " * 38836
        with self.assertRaisesRegex(hermes_lite.HermesError, "memory.max_chars"):   # a memory is one fact
            mem.remember(huge, category="project")
        self.write_root_config(f"memory:\n  max_chars: {len(huge)}\n")   # a root that allows it stores it whole
        mem = self.mem()
        for number, text in enumerate(HOSTILE_TEXTS + [huge]):
            source = HOSTILE_SOURCES[number % len(HOSTILE_SOURCES)]
            result = mem.remember(text, category="project", source=source)
            self.assertEqual(result["action"], "created", text[:40])
            stored[result["id"]] = next(e for e in self.index() if e["id"] == result["id"])
        for source in HOSTILE_SOURCES:
            result = mem.remember(f"memory with source {source!r}", source=source)
            stored[result["id"]] = next(e for e in self.index() if e["id"] == result["id"])
        mem.close()
        result = HermesLite(self.root).reindex()
        self.assertEqual(result["skipped"], [])
        self.assertEqual(result["rewritten"], [])
        after = {e["id"]: e for e in self.index()}
        self.assertEqual(set(after), set(stored))
        for memory_id, entry in stored.items():
            with self.subTest(content=entry["content"][:30], source=entry["source"]):
                self.assertEqual(after[memory_id]["content"], entry["content"])
                self.assertEqual(after[memory_id]["source"], entry["source"])
                self.assertNotIn("\ud800", entry["content"])    # lone surrogates became U+FFFD
        self.assertGreaterEqual(len(max(after.values(), key=lambda e: len(e["content"]))["content"]), 1 << 20)

    def test_cli_never_prints_a_traceback(self):
        root = str(self.root).encode()
        bad_root = str(Path(self.tmp.name) / "d").encode() + b"\xff\xfe"
        cases = [
            ([b"remember", b"caf\xe9 \xff\xfe bytes"], None, root), ([b"recall", b"\xff\xfe"], None, root),
            ([b"verify", b"mem_\xff"], None, root), ([b"forget", b"../../\xff"], None, root),
            ([b"graph", b"\xff"], None, root), ([b"remember", b"x y z", b"--category", b"\xff"], None, root),
            ([b"remember", b"x y z", b"--source", b"\xff\x00"[:1]], None, root),
            ([b"recall", b"x", b"--room", b"\xff"], None, root), ([b"recall", b"x", b"--top-k", b"\xff"], None, root),
            ([b"digest", b"--file", b"-"], b"\xff\xfe we decided to use Postgres \xff\n", root),
            ([b"digest", b"--file", b"\xff/none"], None, root),
            ([b"stats"], None, bad_root), ([b"stats", b"--json"], None, bad_root),
            ([b"remember", b"-" * 5000], None, root), ([b"\xff"], None, root),
        ]
        (self.root / "store").mkdir(parents=True, exist_ok=True)
        (self.root / "store" / "\udcff.md".encode("utf-8", "surrogateescape").decode("utf-8", "surrogateescape")).write_text("hi")
        cases += [([b"reindex"], None, root), ([b"reindex", b"--json"], None, root)]
        base_env = {k: v for k, v in os.environ.items() if k != "PYTHONIOENCODING"}
        strict = {**base_env, "LC_ALL": "C.UTF-8", "PYTHONIOENCODING": "utf-8"}   # stdio as under en_US.UTF-8
        runs = [("strict-utf8", strict, case) for case in cases]
        runs += [("default", base_env, case) for case in cases if case[2] == bad_root or case[0][0] == b"reindex"]

        def run(item):
            _, env, (argv, stdin, where) = item
            return subprocess.run([sys.executable, SCRIPT.encode(), *argv, b"--root", where],
                                  input=stdin if stdin is not None else b"", capture_output=True, env=env, timeout=60)

        from concurrent.futures import ThreadPoolExecutor
        with ThreadPoolExecutor(4) as pool:   # independent commands: run them side by side
            procs = list(pool.map(run, runs))
        checked = 0
        for (env_name, _, (argv, _, _)), proc in zip(runs, procs):
            with self.subTest(env=env_name, argv=argv):
                err = proc.stderr.decode("utf-8", "replace")
                self.assertNotIn("Traceback", err)
                self.assertIn(proc.returncode, (0, 1, 2), err)
                if proc.returncode == 1:
                    self.assertEqual(len(err.strip().splitlines()), 1, err)
                if b"--json" in argv and proc.returncode == 0:
                    json.loads(proc.stdout.decode("utf-8"))
                checked += 1
        report("hostile_cli", invocations=checked)


# =============================================================================================
# Property-based tests (hypothesis)
# =============================================================================================

BASE62 = string.ascii_letters + string.digits


def _secret_strategy():
    def fmt(prefix, alphabet, size):
        return st.text(alphabet, min_size=size, max_size=size).map(lambda s: prefix + s)
    upper_digits = string.ascii_uppercase + string.digits
    return st.one_of(
        fmt("ghp_", BASE62, 36), fmt("gho_", BASE62, 36), fmt("github_pat_", BASE62 + "_", 82),
        fmt("AKIA", upper_digits, 16), fmt("sk-", BASE62, 48), fmt("sk_live_", BASE62, 24),
        fmt("glpat-", BASE62 + "-_", 20), fmt("xoxb-", BASE62 + "-", 40), fmt("AIza", BASE62 + "-_", 35),
        fmt("hf_", BASE62, 34), fmt("npm_", BASE62, 36), fmt("sk-ant-api03-", BASE62 + "-_", 60),
    # documented examples and placeholders are left alone on purpose (README: Security): EXAMPLE
    # keys, sk-xxxxxxxx, and a value that ends in a run of one character (ghp_000…0, ghp_xxx…x)
    ).filter(lambda s: "EXAMPLE" not in s and not s.startswith("sk-xxxxxxxx")
             and not re.search(r"(.)\1{7,}$", s))


PROSE = st.text(st.characters(blacklist_categories=("Cs",)), max_size=60)
SEP = st.sampled_from([" ", "\n", " = ", ": ", " (", "：", "\t", "。"])


@unittest.skipUnless(hypothesis, "hypothesis not installed")
@slow
class TestProperties(ReliabilityCase):
    EXAMPLES = 100

    def test_redaction_is_idempotent_and_leaves_no_secret(self):
        seen = {"embedded": 0, "plain": 0}

        @settings(max_examples=self.EXAMPLES, deadline=None, derandomize=True,
                  suppress_health_check=[HealthCheck.too_slow])
        @given(before=PROSE, sep1=SEP, secret=_secret_strategy(), sep2=SEP, after=PROSE)
        def embedded(before, sep1, secret, sep2, after):
            seen["embedded"] += 1
            text = before + sep1 + secret + sep2 + after
            once, labels = hermes_lite.redact(text)
            self.assertNotIn(secret, once)
            self.assertTrue(labels)
            self.assertEqual(hermes_lite.redact(once)[0], once)

        @settings(max_examples=self.EXAMPLES, deadline=None, derandomize=True)
        @given(text=st.text(max_size=200))
        def plain(text):
            seen["plain"] += 1
            once, _ = hermes_lite.redact(text)
            self.assertEqual(hermes_lite.redact(once)[0], once)

        embedded()
        plain()
        report("hypothesis_redaction", **seen)

    def test_remember_then_exact_recall_finds_it(self):
        count = {"examples": 0}
        word = st.text(st.characters(whitelist_categories=("Ll", "Lu", "Nd", "Lo"), max_codepoint=0x9fff), min_size=2, max_size=10)
        glue = st.text(st.characters(whitelist_categories=("Zs", "Po", "Pd", "So", "Sm")), max_size=3)

        @settings(max_examples=40, deadline=None, derandomize=True,
                  suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
        @given(words=st.lists(st.tuples(word, glue), min_size=1, max_size=8))
        def round_trip(words):
            count["examples"] += 1
            text = "".join(w + g for w, g in words)
            memory_id = mem.remember(text)["id"]   # a merge returns the id it merged into
            hits = mem.recall(text, top_k=10)
            self.assertIn(memory_id, [h["id"] for h in hits], text)

        mem = self.mem()
        for other in ("Postgres stores billing", "Redis caches sessions", "用户喜欢深色模式"):
            mem.remember(other)
        round_trip()
        mem.close()
        report("hypothesis_recall", examples=count["examples"])

    def test_prune_never_removes_importance_ten(self):
        count = {"examples": 0, "pruned": 0}
        entry = st.tuples(st.integers(1, 10), st.booleans(), st.sampled_from(["decision", "event", "idea", "config"]),
                          st.integers(-60, 900), st.integers(0, 3))

        @settings(max_examples=30, deadline=None, derandomize=True,
                  suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
        @given(entries=st.lists(entry, min_size=1, max_size=12))
        def prune_keeps_critical(entries):
            count["examples"] += 1
            for memory_id in list(mem.store.entries):   # a clean slate, without a new instance (fast)
                mem.forget(memory_id)
            critical = set()
            for number, (importance, verified, category, days, recalls) in enumerate(entries):
                text = f"Entry{number} " + "".join(random.Random(number).choice("abcdefghij") for _ in range(30))
                result = mem.remember(text, category=category, importance=importance, verified=verified)
                if importance == 10:
                    critical.add(result["id"])
                clock.advance(days=days)
                for _ in range(recalls):
                    mem.recall(f"Entry{number}")
                if number % 3 == 2:
                    count["pruned"] += mem.prune()["count"]
            clock.advance(days=5000)
            count["pruned"] += mem.prune()["count"]
            mem.flush()
            self.assertLessEqual(critical, set(self.index_ids()))
            self.assertLessEqual(critical, self.store_ids())

        clock = self.clock
        mem = self.mem()
        prune_keeps_critical()
        mem.close()
        report("hypothesis_prune", **count)


# =============================================================================================
# Private files; a full disk
# =============================================================================================

class TestPrivateFiles(ReliabilityCase):
    def test_lock_backups_archives_private_even_with_umask_zero(self):
        old = os.umask(0)
        try:
            mem = self.mem()
            keep = mem.remember("critical never deploy on friday", importance=10)["id"]
            mem.remember("a stale idea about lunch", category="idea")
            self.clock.advance(days=40)
            mem.remember("a newer note the next month")   # second day: auto backup
            mem.recall("friday")
            result = mem.prune()
            mem.reindex()
            mem.close()
        finally:
            os.umask(old)
        self.assertTrue(result["archive"])
        self.assertIn(keep, self.index_ids())
        names = {p.name for p in self.root.rglob("*")}
        for expected in (".lock", "index.json", "graph.json", "vectors.json"):
            self.assertIn(expected, names)
        self.assertTrue(list((self.root / "backups").glob("auto_index.json.*.bak")))
        self.assertTrue(list((self.root / "backups").glob("prune_*.json")))
        for path in [self.root, *self.root.rglob("*")]:
            mode = stat.S_IMODE(path.stat().st_mode)
            with self.subTest(path=str(path.relative_to(self.root))):
                self.assertEqual(mode, 0o700 if path.is_dir() else 0o600, oct(mode))

    @slow   # a storm of CLI processes (3 per root entry)
    def test_symlinked_root_entries_are_refused_and_nothing_outside_changes(self):
        outside = Path(self.tmp.name) / "shared"
        for entry in ("rooms", "backups", "store", "access.journal", "index.json", ".lock", "vectors.json"):
            with self.subTest(entry=entry):
                shutil.rmtree(self.root, ignore_errors=True)
                shutil.rmtree(outside, ignore_errors=True)
                mem = self.mem()
                mem.remember("Kafka feeds the lakehouse every night")
                mem.recall("kafka")
                mem.close()
                outside.mkdir()
                os.chmod(outside, 0o1777)
                for day in ("20200101", "20200102"):   # what a backup rotation through the link deleted
                    (outside / f"auto_index.json.{day}.bak").write_text("theirs", encoding="utf-8")
                target = outside if entry in ("rooms", "backups", "store") else outside / "theirs.txt"
                if target != outside:
                    target.write_text("theirs\n", encoding="utf-8")
                    os.chmod(target, 0o644)
                path = self.root / entry
                shutil.rmtree(path) if path.is_dir() else path.unlink()
                path.symlink_to(target)
                before = {p.name: (p.read_bytes(), stat.S_IMODE(p.stat().st_mode)) for p in outside.iterdir()}
                for args in (("stats",), ("recall", "kafka"), ("remember", "Another fact about the lakehouse")):
                    proc = self.cli(*args, code=1)
                    self.assertEqual(len(proc.stderr.strip().splitlines()), 1, proc.stderr)
                    self.assertIn(f"{path} is a symbolic link", proc.stderr)
                    self.assertNotIn("Traceback", proc.stderr)
                self.assertEqual({p.name: (p.read_bytes(), stat.S_IMODE(p.stat().st_mode)) for p in outside.iterdir()},
                                 before)
                self.assertEqual(stat.S_IMODE(outside.stat().st_mode), 0o1777)

    def test_only_folders_the_tool_creates_are_chmodded(self):
        shared = Path(self.tmp.name) / "shared"
        shared.mkdir()
        os.chmod(shared, 0o1777)
        check(subprocess.run([*CLI, "stats", "--root", str(shared)], capture_output=True, text=True), 0)
        self.assertEqual(stat.S_IMODE(shared.stat().st_mode), 0o1777)   # theirs: left as it was
        for sub in ("rooms", "store", "backups"):
            self.assertEqual(stat.S_IMODE((shared / sub).stat().st_mode), 0o700)   # ours
        old = os.umask(0)
        try:
            deep = Path(self.tmp.name) / "a" / "b" / "data"
            HermesLite(deep).close()
        finally:
            os.umask(old)
        for folder in (deep.parent.parent, deep.parent, deep, deep / "store", deep / "rooms", deep / "backups"):
            with self.subTest(folder=str(folder)):
                self.assertEqual(stat.S_IMODE(folder.stat().st_mode), 0o700)
        self.assertEqual(stat.S_IMODE(Path(self.tmp.name).stat().st_mode), 0o700)   # tempfile's own, untouched

    @slow   # a CLI process per command and key file
    def test_key_files_open_to_others_are_warned_about(self):
        self.mem().close()
        env = self.root / ".env"
        key = self.root / ".master_key"
        env.write_text("JINA_API_KEY=placeholder\n", encoding="utf-8")
        key.write_bytes(b"not a real key")
        for mode, warned in ((0o644, True), (0o640, True), (0o604, True), (0o600, False)):
            for path in (env, key):
                with self.subTest(file=path.name, mode=oct(mode)):
                    os.chmod(env, 0o600)
                    os.chmod(key, 0o600)
                    os.chmod(path, mode)
                    proc = self.cli("stats")
                    self.assertEqual(f"{path} holds keys" in proc.stderr, warned, proc.stderr)
                    if warned:
                        self.assertIn(f"chmod 600 {path}", proc.stderr)
                        self.assertNotIn("placeholder", proc.stderr)


class TestFullDisk(ReliabilityCase):
    def limited(self, limit):
        def apply():
            import resource
            signal.signal(signal.SIGXFSZ, signal.SIG_IGN)   # write() then fails with EFBIG
            resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))
        return apply

    def test_failed_write_is_one_line_and_keeps_the_index(self):
        mem = self.mem()
        ids = [mem.remember(f"Fact{i} " + "".join(random.Random(i).choice("abcdefgh") for _ in range(60)))["id"]
               for i in range(30)]
        mem.recall("Fact1")
        mem.close()
        size = (self.root / "index.json").stat().st_size
        commands = [("remember", "one more fact that does not fit"), ("verify", ids[0]), ("forget", ids[1]),
                    ("reindex",)]
        failures = 0
        for args in commands:
            for limit in (size // 2,):
                with self.subTest(args=args, limit=limit):
                    index = (self.root / "index.json").read_bytes()
                    proc = subprocess.run([*CLI, *args, "--root", str(self.root)],
                                          capture_output=True, text=True, timeout=60, preexec_fn=self.limited(limit))
                    changed = (self.root / "index.json").read_bytes() != index
                    if proc.returncode == 0:
                        continue   # the command wrote nothing big enough to fail
                    failures += 1
                    self.assertEqual(proc.returncode, 1, proc.stderr)
                    self.assertNotIn("Traceback", proc.stderr)
                    self.assertEqual(len(proc.stderr.strip().splitlines()), 1, proc.stderr)
                    self.assertIn("File too large", proc.stderr)
                    self.assertFalse(changed, "a failed write changed index.json")
                    json.loads((self.root / "index.json").read_text(encoding="utf-8"))
                    self.assertEqual(self.temp_files(), [])
        self.assertGreater(failures, 0)  # the limit really made writes fail
        result = self.cli_json("reindex")
        self.assertEqual(result["skipped"], [])
        self.assertEqual(self.store_ids(), set(self.index_ids()))


@contextlib.contextmanager
def small_filesystem(test, size: str = "8m"):
    """A real filesystem of `size` (tmpfs) mounted for one test; where that is impossible (not
    root, no mount, no tmpfs) the test is skipped with the reason."""
    where = Path(tempfile.mkdtemp(prefix="hermes_small_fs_"))
    if getattr(os, "geteuid", lambda: 1)() != 0 or not shutil.which("mount"):
        where.rmdir()
        test.skipTest("a full disk on a real small filesystem needs root and mount(8) to make a tmpfs")
    proc = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size},mode=0700", "tmpfs", str(where)],
                          capture_output=True, text=True)
    if proc.returncode != 0:
        where.rmdir()
        test.skipTest(f"cannot mount a tmpfs for the full-disk test: {proc.stderr.strip()[:200]}")
    try:
        yield where
    finally:
        subprocess.run(["umount", "-l", str(where)], capture_output=True)
        with contextlib.suppress(OSError):
            where.rmdir()


@slow   # a small filesystem filled to the brim, four times over
class TestFullDiskSmallFilesystem(ReliabilityCase):
    """A real full disk (a tmpfs of 8 MB, filled up to a few pages): every command either does
    all of its change or none of it, says so in one line, and reads still answer."""

    # free 4 KiB pages left when the command runs: from none to room for all (the changes here
    # need 8 to 11 pages: levels around that make each write of a change the one that fails)
    LEVELS = (0, 3, 6, 8, 9, 10, 11, 40)

    def setUp(self):
        super().setUp()
        context = small_filesystem(self)
        self.mount = context.__enter__()
        self.addCleanup(context.__exit__, None, None, None)
        self.root = self.mount / "root"
        self.pristine = Path(self.tmp.name) / "pristine"
        self.pristine.mkdir()
        (self.pristine / "config.yaml").write_text("memory:\n  journal_fold_bytes: 300\n", encoding="utf-8")
        rng = random.Random(29)
        words = "apple river stone cloud engine paper violet marble tiger copper lantern meadow".split()
        # created a month ago: prune has unverified memories to archive
        mem = HermesLite(self.pristine, clock=Clock(hermes_lite._now() - timedelta(days=30)))
        mem.remember_many([{"text": f"Fact{i} " + " ".join(f"{rng.choice(words)}{rng.randint(0, 99)}" for _ in range(10)),
                            "importance": 10 if i < 5 else 5} for i in range(30)])
        mem.recall("Fact3 river")
        mem.close()
        self.ids = [e["id"] for e in json.loads((self.pristine / "index.json").read_text(encoding="utf-8"))]

    def fill(self, pages: int) -> None:
        """Leave `pages` free 4 KiB pages on the small filesystem."""
        st = os.statvfs(self.mount)
        left = st.f_bavail * st.f_frsize - pages * 4096
        with open(self.mount / "filler", "wb") as fh:
            while left > 0:
                try:
                    fh.write(b"\0" * min(left, 1 << 20))
                    fh.flush()
                except OSError:
                    break
                left -= 1 << 20

    def durable(self) -> dict:
        """The files that hold memories: index.json, store/, backups/ (caches may change)."""
        return {k: v for k, v in self.snapshot().items() if k == "index.json" or k.startswith(("store/", "backups/"))}

    def sweep(self, args, done, levels=None) -> dict:
        """Run `args` at every fill level on a fresh copy; `done(proc)` checks a success."""
        outcomes = {}
        for pages in levels or self.LEVELS:
            with self.subTest(args=args[0], free_pages=pages):
                shutil.rmtree(self.root, ignore_errors=True)
                shutil.copytree(self.pristine, self.root)
                before = self.durable()
                self.fill(pages)
                try:
                    proc = subprocess.run([*CLI, *args, "--root", str(self.root)],
                                          capture_output=True, text=True, timeout=120)
                finally:
                    (self.mount / "filler").unlink()
                outcomes[pages] = proc.returncode
                self.assertNotIn("Traceback", proc.stderr)
                self.assertEqual(self.store_ids(), set(self.index_ids()), "a note without its entry, or the reverse")
                self.assertEqual(self.temp_files(), [])
                if proc.returncode == 0:
                    done(proc)
                else:
                    self.assertEqual(proc.returncode, 1, proc.stderr)
                    self.assertEqual(len(proc.stderr.strip().splitlines()), 1, proc.stderr)
                    self.assertIn("No space left on device", proc.stderr)
                    after = self.durable()
                    changed = sorted(k for k in before.keys() | after.keys() if before.get(k) != after.get(k))
                    self.assertEqual(changed, [], "a failed command changed these files")
        return outcomes

    def assert_both_outcomes(self, outcomes: dict) -> None:
        self.assertIn(1, outcomes.values(), "the disk was never full enough to fail")
        self.assertIn(0, outcomes.values(), "the command never had room to succeed")

    def test_remember_and_digest_apply_write_all_or_nothing(self):
        text = "Zebra9 crossings are painted every spring"
        self.assert_both_outcomes(self.sweep(("remember", text), lambda proc: self.assertIn(
            text, [e["content"] for e in self.index()])))
        conversation = "We decided to use Postgres 16 for billing. I prefer dark mode in every editor."
        self.assert_both_outcomes(self.sweep(("digest", conversation, "--apply"), lambda proc: self.assertTrue(
            any("Postgres" in e["content"] for e in self.index()))))

    def test_forget_verify_prune_write_all_or_nothing(self):
        gone = self.ids[7]
        self.assert_both_outcomes(self.sweep(("forget", gone), lambda proc: self.assertNotIn(gone, self.index_ids())))
        self.assert_both_outcomes(self.sweep(("verify", self.ids[8]), lambda proc: self.assertTrue(
            [e for e in self.index() if e["id"] == self.ids[8]][0]["execution_verified"]
            and "execution_verified: true" in (self.root / "store" / f"{self.ids[8]}.md").read_text(encoding="utf-8"))))

        def pruned(proc):
            self.assertEqual(set(self.index_ids()), set(self.ids[:5]))   # the critical ones stay
            self.assertTrue(list((self.root / "backups").glob("prune_*.json")))
        self.assert_both_outcomes(self.sweep(("prune", "--yes"), pruned))

    def test_reads_answer_on_a_full_disk(self):
        for args in (("recall", "Fact3 river"), ("context", "Fact3 river", "--json"), ("stats",), ("vsearch", "Fact3")):
            outcomes = self.sweep(args, lambda proc: self.assertTrue(proc.stdout.strip()), levels=(0, 1, 2))
            self.assertEqual(set(outcomes.values()), {0}, args)

    def test_a_long_lived_instance_keeps_the_old_memories_after_a_failure(self):
        shutil.copytree(self.pristine, self.root)
        mem = HermesLite(self.root)
        before = dict(mem.store.entries)
        self.fill(0)
        try:
            with self.assertRaises(OSError):
                mem.remember_many([{"text": "Kestrel nests under the bridge"}, {"text": "Otters swim at dawn"}])
            with self.assertRaises(OSError):
                mem.forget(self.ids[9])
            self.assertEqual(mem.store.entries, before)     # what it holds is what the disk holds
            self.assertTrue(mem.recall("Fact3 river"))   # answers (the journal line fits, or is skipped)
            with self.assertLogs("hermes_lite", "WARNING"):
                mem.flush()   # the journal is past journal_fold_bytes: the fold fails, the counts stay
        finally:
            (self.mount / "filler").unlink()
        self.assertEqual(mem.remember("Kestrel nests under the bridge")["action"], "created")
        mem.forget(self.ids[9])
        mem.close()
        self.assertEqual(self.store_ids(), set(self.index_ids()))
        self.assertEqual(len(self.index_ids()), len(before))
        result = self.cli_json("reindex")   # nothing the user was told failed comes back
        self.assertEqual(result["indexed"], len(before))
        self.assertNotIn("Otters swim at dawn", [e["content"] for e in self.index()])


class WordHashVectorizer(hermes_lite.Vectorizer):
    """A dense test backend: each word adds to one of 64 dimensions and takes from another."""
    name, dim = "wordhash", 64

    def _embed(self, texts, *, query):
        vectors = []
        for text in texts:
            vector = [0.0] * self.dim
            for word in text.lower().split():
                h = int(hashlib.md5(word.encode()).hexdigest(), 16)
                vector[h % self.dim] += 1.0
                vector[(h >> 8) % self.dim] -= 0.5
            vectors.append(vector)
        return vectors


class TestDamagedSidecars(ReliabilityCase):
    """.vectors.postings and .vectors.matrix carry a checksum: damage their stamp cannot show
    (a zeroed tail, a zeroed or NaN matrix, a torn file) is refused with a warning, the query
    is answered from vectors.json with the true top hits, and the file is rewritten."""

    def setUp(self):
        super().setUp()
        hermes_lite.register_vectorizer(WordHashVectorizer)
        patcher = mock.patch.object(hermes_lite, "POSTINGS_MIN_VECTORS", 1)   # sidecars for a small store
        patcher.start()
        self.addCleanup(patcher.stop)
        self.addCleanup(hermes_lite.VECTORIZERS.pop, "wordhash", None)
        rng = random.Random(5)
        words = [f"w{i}" for i in range(150)]
        self.texts = [f"note{i} " + " ".join(rng.choice(words) for _ in range(12)) for i in range(120)]
        self.queries = [" ".join(rng.choice(words) for _ in range(3)) for _ in range(4)]

    def top(self, damaged: bool) -> dict:
        """query -> [(id, cosine)] of a fresh process; it warns exactly when the file is `damaged`."""
        warnings = []
        import logging
        handler = logging.Handler(logging.WARNING)
        handler.emit = lambda record: warnings.append(record.getMessage())
        hermes_lite.log.addHandler(handler)
        try:
            mem = self.mem()
            hits = {q: [(h["id"], h["cosine"]) for h in mem.vsearch(q, top_k=5)] for q in self.queries}
            mem.close()   # rewrites a refused file
        finally:
            hermes_lite.log.removeHandler(handler)
        self.assertEqual(any("is damaged" in w for w in warnings), damaged, warnings)
        return hits

    def check(self, backend: str, name: str, damages: dict) -> None:
        os.environ["HERMES_VECTOR_BACKEND"] = backend
        mem = self.mem()
        mem.remember_many([{"text": text} for text in self.texts])
        mem.recall("warm up")
        mem.close()
        path = self.root / name
        intact = path.read_bytes()
        path.unlink()
        truth = self.top(False)                # from vectors.json itself; the file is written at close
        self.assertTrue(path.is_file())
        self.assertEqual(self.top(False), truth)   # served by the rewritten file
        self.assertTrue(all(len(hits) == 5 for hits in truth.values()))
        for label, damage in damages.items():
            with self.subTest(file=name, damage=label):
                damaged = damage(bytearray(intact))
                path.write_bytes(damaged)
                got = self.top(True)
                self.assertEqual([[i for i, _ in hits] for hits in got.values()],
                                 [[i for i, _ in hits] for hits in truth.values()])
                self.assertTrue(all(-1.0 <= c <= 1.0 for hits in got.values() for _, c in hits), got)
                self.assertNotEqual(path.read_bytes(), bytes(damaged))   # rewritten at close
                self.assertEqual(self.top(False), truth)                 # and trusted again

    @staticmethod
    def arrays_start(blob) -> int:
        magic = hermes_lite.CountIndexFile.MAGIC
        return len(magic) + 4 + int.from_bytes(blob[len(magic):len(magic) + 4], "little")

    def test_damaged_postings_file(self):
        def zero_tail(blob):
            blob[-len(blob) // 3:] = bytes(len(blob) // 3)
            return blob
        self.check("local", hermes_lite.POSTINGS_NAME, {
            "zeroed tail": zero_tail,
            "zeroed norms": lambda b: b[:self.arrays_start(b)] + bytes(8 * 120) + b[self.arrays_start(b) + 8 * 120:],
            "truncated": lambda b: b[:len(b) * 2 // 3],
        })

    def test_damaged_matrix_file(self):
        def zero_matrix(blob):
            start = self.arrays_start(blob)
            return blob[:start] + bytes(len(blob) - start)

        def nan_rows(blob):
            import struct
            start = self.arrays_start(blob)
            for at in range(start, start + 4 * 64 * 30, 4):
                blob[at:at + 4] = struct.pack("<f", float("nan"))
            return blob
        self.check("wordhash", hermes_lite.MATRIX_NAME, {
            "zeroed matrix": zero_matrix, "NaN rows": nan_rows, "truncated": lambda b: b[:len(b) // 2],
        })


# =============================================================================================
# The access journal: counts equal a rewrite per recall, across processes and crashes
# =============================================================================================

KILL_AT = r"""
import os, signal, sys
sys.path.insert(0, sys.argv[1])
import hermes_lite
point = sys.argv[3]
def die(*a, **k):
    os.kill(os.getpid(), signal.SIGKILL)
if point == "before_index":       # marker written, index.json not yet
    real = hermes_lite.MemoryStore.write_file
    def write_file(self, path, data, mode=0o600):
        if str(path) == "index.json":
            die()
        return real(self, path, data, mode)
    hermes_lite.MemoryStore.write_file = write_file
elif point == "before_truncate":  # index.json written, journal not yet truncated
    hermes_lite.AccessJournal.reset = die
elif point == "before_marker_removed":
    real_reset = hermes_lite.AccessJournal.reset
    def reset(self):
        real_reset(self)
        die()
    hermes_lite.AccessJournal.reset = reset
mem = hermes_lite.HermesLite(sys.argv[2])
mem.remember("A new memory whose write folds the journal")
"""


class TestAccessJournal(ReliabilityCase):
    def counts(self) -> dict:
        """What every reader sees: index.json with the journal applied (a fresh instance)."""
        mem = HermesLite(self.root)
        return {i: (e["access_count"], e["importance"]) for i, e in mem.store.entries.items()}

    @slow   # a storm of CLI processes
    def test_random_mix_across_processes_equals_a_rewrite_per_recall(self):
        self.write_root_config("memory:\n  journal_fold_bytes: 400\n")   # fold often
        rng = random.Random(5)
        words = ["kafka", "redis", "postgres", "nomad", "vault", "grafana", "airflow", "minio"]
        instances = [self.mem(), self.mem()]
        expected: dict = {}   # id -> [access_count, importance]: the straightforward model
        for step in range(160):
            mem = rng.choice(instances)
            op = rng.random()
            if op < 0.25 or not expected:
                a, b = rng.sample(words, 2)
                importance = rng.randint(1, 9)
                r = mem.remember(f"{a.title()} talks to {b.title()} via link {step} {rng.random():.6f}",
                                 importance=importance)
                if r["action"] in ("created", "updated"):   # "link 12" -> "link 40" may supersede (issue 26)
                    expected[r["id"]] = [0, importance]
            elif op < 0.85:
                query = rng.choice(words)
                if rng.random() < 0.2:   # a one-shot CLI process
                    hits = self.cli_json("recall", query, "--top-k", "3")
                else:
                    hits = mem.recall(query, top_k=3)
                for hit in hits:
                    count, importance = expected[hit["id"]]
                    count += 1
                    if count % 10 == 0 and importance < 10:
                        importance += 1
                    expected[hit["id"]] = [count, importance]
            elif op < 0.95:
                victim = rng.choice(sorted(expected))
                mem.forget(victim)
                del expected[victim]
            else:
                self.clock.advance(days=rng.choice([0, 8]))
                result = mem.prune()
                for candidate in result["candidates"]:
                    expected.pop(candidate["id"], None)
        self.assertEqual(self.counts(), {i: tuple(v) for i, v in expected.items()})
        for mem in instances:   # a long-lived instance sees every process's counts too
            mem.stats()
            self.assertEqual({i: (e["access_count"], e["importance"]) for i, e in mem.store.entries.items()},
                             {i: tuple(v) for i, v in expected.items()})
        self.assertTrue(any(e["access_count"] for e in self.index()), "no fold ever reached index.json")

    @slow   # crash trials
    def test_sigkill_during_a_fold_loses_and_duplicates_nothing(self):
        for point in ("before_index", "before_truncate", "before_marker_removed"):
            with self.subTest(point=point):
                shutil.rmtree(self.root, ignore_errors=True)
                mem = self.mem()
                ids = [mem.remember(f"Journal fact {n} about Kafka partitions {n * 7}")["id"] for n in range(3)]
                for _ in range(4):
                    mem.recall("kafka partitions", top_k=3)
                mem.close()
                before = self.counts()
                self.assertEqual({before[i][0] for i in ids}, {4})
                proc = subprocess.run([sys.executable, "-c", KILL_AT, str(HERE), str(self.root), point],
                                      capture_output=True, text=True, timeout=60)
                self.assertEqual(proc.returncode, -signal.SIGKILL, proc.stderr)
                after = self.counts()
                self.assertEqual({i: after[i] for i in ids}, before, f"counts changed after a kill {point}")
                mem = self.mem()   # the next write completes the fold; counts stay
                mem.remember("Another memory after the crash")
                mem.recall("kafka partitions", top_k=3)
                self.assertEqual({self.counts()[i][0] for i in ids}, {5})
                mem.close()

    def test_importance_bumps_exactly_at_multiples_of_ten(self):
        mem = self.mem()
        memory_id = mem.remember("Bumps come at every tenth access", importance=3)["id"]
        seen = []
        for n in range(1, 32):
            with mem.locked():
                mem.lifecycle.record_access([memory_id])
            seen.append((n, self.counts()[memory_id][1]))
        self.assertEqual([n for (n, imp), (_, prev) in zip(seen[1:], seen) if imp != prev], [10, 20, 30])
        self.assertEqual(seen[-1], (31, 6))

    def test_unknown_forgotten_and_corrupt_lines(self):
        mem = self.mem()
        keep = mem.remember("Kafka keeps its partitions")["id"]
        gone = mem.remember("Redis caches the sessions")["id"]
        mem.recall("kafka")
        mem.forget(gone)        # folds: the journal restarts after this write
        mem.close()
        journal = self.root / "access.journal"
        lines = journal.read_text(encoding="utf-8")
        base = int(lines.split("base=")[1])
        unknown = "mem_20200101_000000_abcd"
        journal.write_text(lines + f"{base + 1}\t{gone}\t2026-08-17T04:00:00+00:00\n"
                                   f"{base + 2}\t{unknown}\t2026-08-17T04:00:00+00:00\n"
                                   "this line is garbage\n"
                                   f"{base + 3}\t{keep}\tnot-a-time\n"
                                   f"{base + 4}\t{keep}\t2026-08-17T04:00:00+00:00\n", encoding="utf-8")
        with self.assertLogs("hermes_lite", "WARNING") as logs:
            counts = self.counts()
        self.assertEqual(counts, {keep: (2, 5)})   # the later good line still counts
        self.assertEqual(len([line for line in logs.output if "access.journal: line" in line]), 2, logs.output)
        proc = self.cli("stats")                   # never fatal for a command either
        self.assertIn("warning", proc.stderr)
        self.assertEqual(self.cli_json("stats")["total_accesses"], 2)
