# RailSlot: crew and slot scheduling for a freight-rail operator (tiny store, 5 memories)
NAME = "railslot-tiny"

MEMORIES = [
    ("rs-m01", "RailSlot's crew-roster service runs on Postgres 15 behind pgbouncer in transaction pooling mode, so session-level features (advisory locks, LISTEN/NOTIFY, named prepared statements) don't work through it.", "config", 7, True),
    ("rs-m02", "Never deploy the dispatcher between 05:00 and 07:00 UTC: that is when yard crews pull their shift assignments, and a restart there strands trains without crews.", "gotcha", 10, True),
    ("rs-m03", "用户偏好：Python 代码统一用 ruff format，不要再用 black；pre-commit 里已经配好了 ruff。", "preference", 5, True),
    ("rs-m04", "The DB Cargo timetable feed on the SFTP server is ISO-8859-1, not UTF-8; decoding it as UTF-8 breaks station names like Mönchengladbach.", "gotcha", 8, True),
    ("rs-m05", "Marek Nowak owns the signalling-integration API；接口有任何变更都要先找他 review。", "person", 6, False),
]

# (prompt, needs, lang, kind)
PROMPTS = [
    # --- need rs-m01
    ("which database is the roster thing on?", ["rs-m01"], "en", "paraphrase"),
    ("I want two roster recompute jobs to never overlap. Thinking of pg_try_advisory_lock(42) at the start of the job, ok?", ["rs-m01"], "en", "task"),
    ("""roster worker keeps dying after the pool upgrade, any idea?

Traceback (most recent call last):
  File "/app/roster/recompute.py", line 88, in run
    cur.execute(q, params, prepare=True)
  File "/usr/local/lib/python3.11/site-packages/psycopg/cursor.py", line 732, in execute
    raise ex.with_traceback(None)
psycopg.errors.InvalidSqlStatementName: prepared statement "_pg3_0" does not exist""", ["rs-m01"], "en", "trace"),
    ("排班服务的库是什么版本？连接是直连还是走连接池？", ["rs-m01"], "zh", "cross"),
    ("can I use LISTEN/NOTIFY to push roster changes to the UI instead of polling?", ["rs-m01"], "en", "direct"),
    ("add a SET statement_timeout at the start of each connection for the roster service", ["rs-m01"], "en", "task"),
    # --- need rs-m02
    ("deploy?", ["rs-m02"], "en", "short"),
    ("it's 05:40 UTC, fine to ship the dispatcher hotfix now or should I wait?", ["rs-m02"], "en", "paraphrase"),
    ("schedule the dispatcher rollout for tomorrow 6am UTC please", ["rs-m02"], "en", "task"),
    ("现在 UTC 早上六点，可以重启 dispatcher 吗？", ["rs-m02"], "zh", "cross"),
    ("what time should the weekly release cron for dispatcher run? I was thinking 05:30 UTC when traffic is low", ["rs-m02"], "en", "task"),
    ("is there a bad time to restart the dispatcher pods?", ["rs-m02"], "en", "paraphrase"),
    ("kubectl rollout restart deploy/dispatcher -n ops — go ahead and run it, it's 06:15Z", ["rs-m02"], "en", "task"),
    # --- need rs-m03
    ("format this file before I commit", ["rs-m03"], "en", "short"),
    ("should I run black on the new timetable module?", ["rs-m03"], "en", "direct"),
    ("set up format-on-save in VS Code for this repo", ["rs-m03"], "en", "task"),
    ("which code formatter do we use here?", ["rs-m03"], "en", "paraphrase"),
    ("CI 里加一步代码格式检查，用哪个工具？", ["rs-m03"], "zh", "paraphrase"),
    ("add black to requirements-dev.txt and run it on src/", ["rs-m03"], "en", "task"),
    # --- need rs-m04
    ("""nightly timetable import failed:

2026-11-30 02:14:07 ERROR import_timetable: failed on file CARGO_20261130.csv
Traceback (most recent call last):
  File "/app/timetable/importer.py", line 41, in load
    rows = f.read().splitlines()
  File "<frozen codecs>", line 322, in decode
UnicodeDecodeError: 'utf-8' codec can't decode byte 0xf6 in position 1432: invalid start byte""", ["rs-m04"], "en", "trace"),
    ("station names in the timetable view show up as M?nchengladbach and K?ln, why", ["rs-m04"], "en", "paraphrase"),
    ("write a parser for the nightly timetable CSV we pull from the SFTP", ["rs-m04"], "en", "task"),
    ("时刻表导入后德国站名都乱码了，怎么回事？", ["rs-m04"], "zh", "cross"),
    ("what charset is the DB Cargo file?", ["rs-m04"], "en", "direct"),
    ("I'm switching the importer to pandas.read_csv, what args should I pass for the cargo feed?", ["rs-m04"], "en", "task"),
    # --- need rs-m05
    ("I need to add a field to the signalling integration response, who has to review it?", ["rs-m05"], "en", "direct"),
    ("信号接口归谁管？", ["rs-m05"], "zh", "paraphrase"),
    ("can I just merge my change to the interlocking adapter's payload schema? tests pass", ["rs-m05"], "en", "paraphrase"),
    ("who should I ping about a breaking change to the signal API?", ["rs-m05"], "en", "paraphrase"),
    ("我把信号接口的 v1 字段删了，直接合并行不行？", ["rs-m05"], "zh", "cross"),
    # --- multi
    ("I'm renaming two fields in the signalling API and want to push it out tomorrow at 06:00 UTC, anything I should know first?", ["rs-m05", "rs-m02"], "en", "task"),
    ("new roster job reads the cargo timetable file and writes slots to Postgres; sketch the code", ["rs-m04", "rs-m01"], "en", "task"),

    # --- need nothing
    ("what's the difference between a list and a tuple in Python?", [], "en", "general"),
    ("how do I reverse a singly linked list in Rust without unsafe?", [], "en", "general"),
    ("regex to match an ISO 8601 date like 2026-12-07", [], "en", "general"),
    ("what does git rebase --onto actually do", [], "en", "general"),
    ("Python 里怎么写一个 context manager？", [], "zh", "general"),
    ("explain the difference between TCP keepalive and HTTP keep-alive", [], "en", "general"),
    ("thanks, that worked!", [], "en", "chitchat"),
    ("good morning :)", [], "en", "chitchat"),
    ("辛苦了，今天先到这", [], "zh", "chitchat"),
    ("haha ok fair", [], "en", "chitchat"),
    ("write a bash one-liner that counts lines in all .md files under docs/", [], "en", "unrelated"),
    ("convert this to YAML: {\"name\": \"demo\", \"replicas\": 3, \"ports\": [80, 443]}", [], "en", "unrelated"),
    ("给我写一个快速排序，用 Go", [], "zh", "unrelated"),
    ("explain what this does: SELECT id, lag(ts) OVER (PARTITION BY user_id ORDER BY ts) FROM events", [], "en", "unrelated"),
    ("how do I center a div vertically with flexbox", [], "en", "unrelated"),
    ("best way to lock a file in Python so two scripts don't write to it at the same time?", [], "en", "nearmiss"),
    ("my old router exports its config backup in some weird encoding, how do I figure out which one?", [], "en", "nearmiss"),
    ("can you format this markdown table so the columns line up?\n| a | bb |\n|---|---|\n| ccc | d |", [], "en", "nearmiss"),
    ("what is a signalling NaN in IEEE 754?", [], "en", "nearmiss"),
    ("how do I deploy a static Hugo blog to GitHub Pages? it's for my personal site", [], "en", "nearmiss"),
    ("how are Japanese shinkansen timetables so precise? just curious", [], "en", "nearmiss"),
    ("explain Postgres MVCC in simple terms, I'm preparing for an interview", [], "en", "nearmiss"),
    ("pre-commit 的 hook 是怎么工作的？原理讲一下", [], "zh", "nearmiss"),
    ("UTC 和 GMT 有什么区别？", [], "zh", "nearmiss"),
    ("what's a good book on distributed systems?", [], "en", "general"),
    # --- mixed
    ("dispatcher 今天还没发，现在 05:50Z 可以 deploy 吗？", ["rs-m02"], "mixed", "paraphrase"),
    ("roster service 连的 pgbouncer 是什么 pool mode？我想加个 advisory lock 防并发", ["rs-m01"], "mixed", "task"),
    ("timetable importer 又挂了，UnicodeDecodeError 0xfc，怎么修", ["rs-m04"], "mixed", "trace"),
    ("JavaScript 的 event loop 能讲一下吗？microtask 和 macrotask 有啥区别", [], "mixed", "general"),
]
