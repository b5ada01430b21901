# Lexiloom: translation-memory SaaS (TM fuzzy matching, CAT editor, TMX/XLIFF import, MT, billing
# by word count); teams in Oslo, Lisbon and Shanghai. Large store: 50 hand-written memories, the
# rest generated padding about other components (see build.py).
NAME = "lexiloom-large"

MEMORIES = [
    ("lx-m01", "Translation-memory segments are stored in Elasticsearch 8.11; fuzzy matching uses the custom n-gram analyzer tm_ngram (3-5 grams).", "config", 7, True),
    ("lx-m02", "Never reindex the production tm-segments index during EU business hours (07:00-18:00 CET): the fuzzy-match API is down for about 40 minutes while it runs.", "gotcha", 10, True),
    ("lx-m03", "TMX exports from SDL Trados are sometimes UTF-16 LE with a BOM; the importer must sniff the BOM before parsing, otherwise lxml fails with 'Document is empty'.", "gotcha", 8, True),
    ("lx-m04", "机器翻译默认走 DeepL；中日韩语向改用我们自建的 NLLB 模型，因为 DeepL 的中文术语一致性太差。", "decision", 7, True),
    ("lx-m05", "User prefers pytest fixtures over setUp methods and factory_boy factories for test data.", "preference", 5, True),
    ("lx-m06", "Language codes are BCP 47 everywhere (zh-Hans, pt-BR); never store ISO 639-2 codes or POSIX locales like zh_CN.", "convention", 7, True),
    ("lx-m07", "Ingrid Solberg owns billing and word-count rules; any change to how CJK words are counted goes through her.", "person", 6, True),
    ("lx-m08", "中文、日文没有空格：计费字数按字符数 × 0.5 折算成英文词数，绝对不要用 split() 数词。", "gotcha", 8, True),
    ("lx-m09", "Backend is Django 4.2 LTS on Python 3.12, with Celery 5 and Redis as the broker for async jobs such as file imports.", "config", 6, True),
    ("lx-m10", "The contract with the Norwegian Directorate requires ISO 17100 audit evidence by 30 June; the export of reviewer sign-offs must be ready before that.", "deadline", 7, True),
    ("lx-m11", "XLIFF 1.2 inline tags (<g>, <x/>, <bpt>/<ept>) must round-trip exactly; stripping them breaks the customer's InDesign re-import.", "gotcha", 8, True),
    ("lx-m12", "Customer segments are confidential: never send TM content to an external LLM API unless the project has allow_external_mt=true.", "convention", 10, True),
    ("lx-m13", "前端是 Vue 3 + Pinia，组件命名用 PascalCase，新代码不要再写 Options API。", "convention", 5, True),
    ("lx-m14", "Staging (https://staging.lexiloom.io) deploys automatically from main through Argo CD; production is synced by hand.", "config", 6, True),
    ("lx-m15", "We dropped MySQL in 2023; all relational data lives in Postgres 16 on RDS in eu-north-1.", "decision", 6, True),
    ("lx-m16", "The refresh interval on tm-segments is 30 s, so a segment a translator just confirmed isn't found by fuzzy search right away; tests must call _refresh first.", "gotcha", 7, True),
    ("lx-m17", "用户希望代码注释用英文，commit message 可以用中文。", "preference", 4, True),
    ("lx-m18", "Tomás Ferreira is on-call lead for the CAT editor; page him through the PagerDuty service cat-editor, not by Slack DM.", "person", 6, True),
    ("lx-m19", "Celery 的 file-import 队列并发是 4，worker 内存上限 2GB；大于 200MB 的 TMX 必须走 streaming parser (lxml iterparse)。", "config", 7, True),
    ("lx-m20", "v5 编辑器的 beta 要在 9 月 15 日前给日本客户 Kobayashi Trading 开放。", "deadline", 6, True),
    ("lx-m21", "Segment hashes are computed on NFC-normalised text; Korean typed on macOS arrives as NFD, so without normalising, identical segments don't match.", "gotcha", 8, True),
    ("lx-m22", "Terminology lives in the separate termbank service with its own Postgres schema; never join against it from the main database.", "decision", 6, True),
    ("lx-m23", "API errors follow RFC 7807 (application/problem+json); don't return bare strings.", "convention", 5, True),
    ("lx-m24", "每周三 20:00-22:00 CET 是发布窗口，期间禁止合并到 main，release 分支由 release captain 锁定。", "convention", 9, True),
    ("lx-m25", "Feature flags use django-waffle, named ff_<team>_<feature>; remove a flag within two sprints of full rollout.", "convention", 5, True),
    ("lx-m26", "Phrase (Memsource) webhooks are retried up to 10 times with the same event id; handlers must be idempotent on event_id.", "gotcha", 7, True),
    ("lx-m27", "User likes a two-line summary first and then the code; no long preambles.", "preference", 3, True),
    ("lx-m28", "王静是中文语言质量负责人，zh-Hans 术语表的任何改动都要她确认。", "person", 6, True),
    ("lx-m29", "Pricing match bands: 100% / 95-99 / 85-94 / 75-84 / no match; context matches (101%) are billed like 100%.", "config", 7, True),
    ("lx-m30", "Possibly the Google Drive connector silently drops files over 100 MB; one customer reported it, not reproduced.", "gotcha", 4, False),
    ("lx-m31", "Right-to-left 语言（ar, he）的 segment 在编辑器里要加 dir=\"auto\"，否则标点会跑到错误的一侧。", "gotcha", 6, True),
    ("lx-m32", "The backend's Sentry DSN is in AWS Secrets Manager under lexiloom/prod/sentry; never commit it to settings.", "config", 6, True),
    ("lx-m33", "Alignment of legacy bilingual documents uses hunalign; the LaBSE embedding aligner is a spike, not production.", "decision", 5, True),
    ("lx-m34", "The SOC 2 Type II observation window ends 31 October; until then no ad-hoc production access without a ticket.", "deadline", 8, True),
    ("lx-m35", "Branch names are <jira-key>-short-description (e.g. LX-1423-tmx-bom-sniff); CI rejects anything else.", "convention", 4, True),
    ("lx-m36", "Celery beat 只能跑一个实例；部署时如果起了两个，每晚的 TM 去重任务会跑两遍，产生重复 segment。", "gotcha", 8, True),
    ("lx-m37", "The API gateway (nginx) caps uploads at 512 MB; bigger TMX files must use the S3 presigned multipart upload.", "config", 6, True),
    ("lx-m38", "User prefers httpx over requests in new code, always with explicit timeouts.", "preference", 4, True),
    ("lx-m39", "好像 DeepL 不支持 zh-Hant 的术语表，需要确认。", "gotcha", 3, False),
    ("lx-m40", "Never run manage.py dedupe_segments --hard on production: it deletes segment history that customers are contractually entitled to keep for 7 years.", "gotcha", 10, True),
    ("lx-m41", "Amara Okafor runs customer success for enterprise accounts and needs a heads-up before any change to the TM export format.", "person", 5, True),
    ("lx-m42", "Match penalties: a TM hit from another client's memory gets -5%, from an unreviewed segment -10%; the editor shows the penalised rate.", "config", 6, True),
    ("lx-m43", "本地开发用 `make up` 起 docker compose；ES 需要宿主机 vm.max_map_count=262144，不然容器起不来。", "config", 5, True),
    ("lx-m44", "Every new Django model needs created_at/updated_at and a tenant FK; multi-tenancy is row-level, filtered by TenantManager.", "convention", 8, True),
    ("lx-m45", "The QA check 'number mismatch' gives false positives for comma-decimal locales (de, fr); parse numbers with Babel for the target locale.", "gotcha", 6, True),
    ("lx-m46", "导出双语对照 Excel 统一用 openpyxl，不再用 xlsxwriter（它不能读回文件）。", "decision", 4, True),
    ("lx-m47", "The Celery workers' base image must move off Ubuntu 20.04 before its standard support ends in April.", "deadline", 5, True),
    ("lx-m48", "Maybe the CAT editor's 15-second autosave is what causes the 409 conflicts on shared segments; a hypothesis, unconfirmed.", "gotcha", 4, False),
    ("lx-m49", "Public API rate limit is 600 requests/min per tenant with bursts of 100, enforced in Redis with a sliding window.", "config", 6, True),
    ("lx-m50", "PDF 源文件先过 OCR (Tesseract 5)；中文必须用 chi_sim 模型，不然识别出来全是乱码。", "gotcha", 5, True),
]

PROMPTS = [
    # lx-m01
    ("fuzzy matches for short segments like 'Cancel' are terrible, where is the tokenisation configured?", ["lx-m01"], "en", "task"),
    ("翻译记忆的模糊匹配是怎么实现的？", ["lx-m01"], "zh", "cross"),
    # lx-m02
    ("I changed the analyzer mapping, can I rebuild the segments index on prod now? it's 11am in Oslo", ["lx-m02", "lx-m01"], "en", "paraphrase"),
    ("reindex?", ["lx-m02"], "en", "short"),
    ("write a runbook step for rolling out the new tm-segments mapping in production", ["lx-m02"], "en", "task"),
    ("生产环境的 TM 索引白天能重建吗？", ["lx-m02"], "zh", "cross"),
    # lx-m03
    ("""TMX import failing for one customer:

Traceback (most recent call last):
  File "/app/imports/tmx.py", line 57, in parse_tmx
    tree = etree.parse(fh)
  File "src/lxml/etree.pyx", line 3541, in lxml.etree.parse
lxml.etree.XMLSyntaxError: Document is empty, line 1, column 1""", ["lx-m03"], "en", "trace"),
    ("Trados 导出的 TMX 导不进来，报文档为空", ["lx-m03"], "zh", "cross"),
    # lx-m04
    ("which MT engine do we use for English to Japanese?", ["lx-m04"], "en", "cross"),
    ("中英翻译为什么不用 DeepL？", ["lx-m04"], "zh", "paraphrase"),
    # lx-m05
    ("write tests for the match-band calculator", ["lx-m05", "lx-m29"], "en", "task"),
    ("convert this test to our style:\n\nclass TestImport(unittest.TestCase):\n    def setUp(self):\n        self.tenant = Tenant.objects.create(name='t')\n    def test_empty(self):\n        self.assertEqual(import_tmx(self.tenant, b''), 0)", ["lx-m05"], "en", "task"),
    # lx-m06
    ("store the project's target language as 'zh_CN' like the customer sent it?", ["lx-m06"], "en", "paraphrase"),
    ("语言代码用什么格式存？", ["lx-m06"], "zh", "cross"),
    # lx-m07 + lx-m08
    ("I think the word count for Japanese files is off, who should I talk to before changing it?", ["lx-m07", "lx-m08"], "en", "paraphrase"),
    ("write the word counter for the quote endpoint: count words in the source segments", ["lx-m08"], "en", "cross"),
    ("a Chinese file with 10,000 characters got quoted as 40 words, what's wrong?", ["lx-m08"], "en", "cross"),
    ("中文字数怎么计费？", ["lx-m08"], "zh", "paraphrase"),
    # lx-m09
    # lx-m10
    ("when does the Norwegian audit stuff have to be done?", ["lx-m10"], "en", "paraphrase"),
    ("挪威那个客户的审计材料截止日期是哪天？", ["lx-m10"], "zh", "cross"),
    # lx-m11
    ("customer says the translated XLIFF won't open in InDesign anymore after our editor saves it", ["lx-m11"], "en", "paraphrase"),
    # lx-m12
    ("let's add a 'polish with GPT' button that sends the segment and its TM matches to OpenAI", ["lx-m12"], "en", "task"),
    ("能不能把客户的翻译记忆丢给 ChatGPT 做个质量评估？", ["lx-m12"], "zh", "cross"),
    # lx-m13
    ("create a component for the segment filter sidebar", ["lx-m13"], "en", "cross"),
    ("新写的前端组件用什么状态管理？", ["lx-m13"], "zh", "paraphrase"),
    # lx-m14
    ("I merged an hour ago but prod still runs the old build, did the pipeline break?", ["lx-m14"], "en", "paraphrase"),
    # lx-m15
    ("write the DB query for monthly active translators, MySQL syntax is fine right?", ["lx-m15"], "en", "task"),
    # lx-m16
    ("""flaky test in CI:

FAILED tests/tm/test_confirm.py::test_confirmed_segment_is_matched - AssertionError: assert 0 == 1
 +  where 0 = len([])
 +    where [] = fuzzy_lookup(tenant, 'Click Save to continue.', threshold=75)""", ["lx-m16"], "en", "trace"),
    ("translator confirmed a segment and the next identical one two seconds later got no match, bug?", ["lx-m16"], "en", "paraphrase"),
    # lx-m17
    ("写完了，帮我写个提交说明", ["lx-m17"], "zh", "task"),
    ("add docstrings and comments to this module", ["lx-m17"], "en", "cross"),
    # lx-m18
    ("the CAT editor is throwing 500s for everyone, who do I wake up?", ["lx-m18"], "en", "paraphrase"),
    # lx-m19
    ("""import worker keeps getting killed on a big upload:

[2026-12-02 09:14:51,203: ERROR/MainProcess] Process 'ForkPoolWorker-3' pid:412 exited with 'signal 9 (SIGKILL)'
[2026-12-02 09:14:51,220: ERROR/MainProcess] Task imports.tasks.import_tmx[5c1e...] raised unexpected: WorkerLostError('Worker exited prematurely: signal 9 (SIGKILL) Job: 17.')""", ["lx-m19"], "en", "trace"),
    ("customer uploaded a 700 MB TMX, how do we handle files that size end to end?", ["lx-m19", "lx-m37"], "en", "task"),
    ("大文件导入怎么处理比较好？", ["lx-m19"], "zh", "paraphrase"),
    # lx-m20
    ("when does Kobayashi get the new editor?", ["lx-m20"], "en", "cross"),
    # lx-m21
    ("Korean customer says exact repetitions show as no match, looks identical to me", ["lx-m21"], "en", "paraphrase"),
    ("韩文的重复句段匹配不上，怎么回事", ["lx-m21"], "zh", "cross"),
    # lx-m22
    ("write a report query: segments joined with their approved glossary terms per project", ["lx-m22"], "en", "task"),
    # lx-m23
    # lx-m24
    ("can I merge this now?", ["lx-m24"], "en", "short"),
    ("it's Wednesday 20:30 in Oslo, the PR is approved, ok to land it on main?", ["lx-m24"], "en", "cross"),
    # lx-m25
    ("wrap the new segment-split behaviour behind a flag, what do I name it?", ["lx-m25"], "en", "task"),
    # lx-m26
    ("we're creating duplicate jobs whenever Phrase sends job.completed, log shows the same event id three times", ["lx-m26"], "en", "trace"),
    ("write the webhook handler for Phrase project status changes", ["lx-m26"], "en", "task"),
    # lx-m27 (preference about answer style)
    # lx-m28
    ("I want to fix a wrong Chinese term in the glossary, can I just edit it?", ["lx-m28"], "en", "cross"),
    ("zh-Hans 术语表要改谁审？", ["lx-m28"], "zh", "paraphrase"),
    # lx-m29 + lx-m42
    ("a 101% match showed up on the invoice as a new word, is that right?", ["lx-m29"], "en", "paraphrase"),
    ("why does the editor show 90% when the TM says 100%? segment comes from another client's memory and isn't reviewed", ["lx-m42"], "en", "paraphrase"),
    # lx-m30
    ("a customer's 150 MB zip from Google Drive never appeared in the project, no error anywhere", ["lx-m30"], "en", "paraphrase"),
    # lx-m31
    ("Arabic segments in the editor have the full stop on the wrong side", ["lx-m31"], "en", "cross"),
    ("render the target text cell for Hebrew projects", ["lx-m31"], "en", "cross"),
    # lx-m32
    ("hook up Sentry in the Django settings", ["lx-m32"], "en", "task"),
    ("where's the sentry dsn?", ["lx-m32"], "en", "short"),
    # lx-m33
    ("customer has 300 old Word files in English and Norwegian, can we build a TM from them?", ["lx-m33"], "en", "task"),
    # lx-m34
    ("quickly give me a psql shell on prod, I need to check one row", ["lx-m34"], "en", "task"),
    ("SOC2 窗口期到什么时候？", ["lx-m34"], "zh", "cross"),
    # lx-m35
    ("""push got rejected by CI:

check-branch-name: 'fix-bom' does not match required pattern
Error: Process completed with exit code 1.""", ["lx-m35"], "en", "trace"),
    # lx-m36
    ("we scaled the celery deployment to replicas: 3 including beat, all fine right?", ["lx-m36"], "en", "cross"),
    ("为什么每天早上都多出一批重复的 segment？", ["lx-m36"], "zh", "paraphrase"),
    # lx-m37
    ("""upload of a big memory failed in the browser:

POST https://app.lexiloom.io/api/v2/imports 413 (Request Entity Too Large)""", ["lx-m37"], "en", "trace"),
    # lx-m38
    ("write a client for the Phrase REST API", ["lx-m38"], "en", "task"),
    # lx-m39
    ("can we push our Traditional Chinese glossary to DeepL?", ["lx-m39"], "en", "cross"),
    # lx-m40
    ("the segments table is huge, let's run the hard dedupe on prod tonight", ["lx-m40"], "en", "paraphrase"),
    ("生产库的 segment 太多了，能不能清理一下历史版本？", ["lx-m40"], "zh", "cross"),
    # lx-m41
    ("I want to add two new columns to the TM export CSV, anything to watch out for?", ["lx-m41"], "en", "task"),
    # lx-m43
    ("""docker compose up fails locally:

es01  | ERROR: [1] bootstrap checks failed. You must address the points described in the following [1] lines before starting Elasticsearch.
es01  | bootstrap check failure [1] of [1]: max virtual memory areas vm.max_map_count [65530] is too low, increase to at least [262144]
es01 exited with code 78""", ["lx-m43"], "en", "trace"),
    # lx-m44
    ("add a model for translator availability slots", ["lx-m44"], "en", "task"),
    # lx-m45
    ("QA flags '1.234,5' vs '1,234.5' as a number mismatch in en->de, but it's correct", ["lx-m45"], "en", "paraphrase"),
    # lx-m46
    ("export the bilingual review table to xlsx, which library?", ["lx-m46"], "en", "cross"),
    # lx-m47
    ("what's left before we can drop focal from the worker Dockerfile?", ["lx-m47"], "en", "paraphrase"),
    # lx-m48
    ("""two translators in the same project keep getting this:

PUT /api/v2/segments/88123 409 Conflict {"type":"/errors/stale-revision","detail":"segment revision 14 is older than 15"}""", ["lx-m48"], "en", "trace"),
    # lx-m49
    ("our enterprise client's sync script is getting 429s from us, what are the limits?", ["lx-m49"], "en", "paraphrase"),
    # lx-m50
    ("the scanned Chinese PDF came out as garbage text after import", ["lx-m50"], "en", "cross"),
    ("扫描版的中文 PDF 导入后全是乱码", ["lx-m50"], "zh", "paraphrase"),

    # ---- need nothing
    ("what's the difference between __str__ and __repr__?", [], "en", "general"),
    ("explain Python's GIL in two sentences", [], "en", "general"),
    ("how do I debounce an input in plain JavaScript?", [], "en", "general"),
    ("what does HTTP 418 mean lol", [], "en", "general"),
    ("what is a B-tree and why do databases use them?", [], "en", "general"),
    ("Python 的装饰器是怎么工作的？", [], "zh", "general"),
    ("解释一下 CAP 定理", [], "zh", "general"),
    ("git: how do I squash the last 3 commits?", [], "en", "general"),
    ("what's the difference between async and threading in Python for IO-bound work?", [], "en", "general"),
    ("how do CSS grid and flexbox differ?", [], "en", "general"),
    ("morning!", [], "en", "chitchat"),
    ("thx", [], "en", "chitchat"),
    ("you're a lifesaver", [], "en", "chitchat"),
    ("好的明白了", [], "zh", "chitchat"),
    ("今天好累啊", [], "zh", "chitchat"),
    ("ok let's call it a day", [], "en", "chitchat"),
    ("write a Python function that checks whether a string is a palindrome", [], "en", "unrelated"),
    ("generate a Dockerfile for a small Go HTTP server", [], "en", "unrelated"),
    ("convert this date string '07/12/2026' to ISO format in JS", [], "en", "unrelated"),
    ("写一个 SQL，查出每个部门工资最高的员工", [], "zh", "unrelated"),
    ("make a bash script that backs up my dotfiles to a git repo", [], "en", "unrelated"),
    ("explain this regex: ^(?=.*\\d)(?=.*[a-z]).{8,}$", [], "en", "unrelated"),
    ("draft a LinkedIn post about finishing a marathon", [], "en", "unrelated"),
    ("帮我写个冒泡排序的 Java 版本", [], "zh", "unrelated"),
    ("how do I set up a Raspberry Pi as a Pi-hole?", [], "en", "unrelated"),
    ("how do I say 'thank you' in Norwegian?", [], "en", "nearmiss"),
    ("what does 'fuzzy logic' mean in control systems?", [], "en", "nearmiss"),
    ("my Mac's memory usage is always at 90%, is that a problem?", [], "en", "nearmiss"),
    ("what's a good app for learning Japanese vocabulary?", [], "en", "nearmiss"),
    ("Elasticsearch vs OpenSearch, which would you pick for a new side project?", [], "en", "nearmiss"),
    ("how do I count words in a text file with wc?", [], "en", "nearmiss"),
    ("what's the difference between Unicode and UTF-8?", [], "en", "nearmiss"),
    ("translate 'the meeting is moved to Thursday' into Portuguese", [], "en", "nearmiss"),
    ("what are Postgres 17's headline features?", [], "en", "nearmiss"),
    ("how do I merge two dicts in Python?", [], "en", "nearmiss"),
    ("OCR 的原理是什么？", [], "zh", "nearmiss"),
    ("Vue 和 React 哪个更适合新手？", [], "zh", "nearmiss"),
    ("给我推荐几本学日语的书", [], "zh", "nearmiss"),
    ("what is SOC 2 in simple terms? my friend's startup needs it", [], "en", "nearmiss"),
    ("how do I fix 'Too many open files' on Linux in general?", [], "en", "nearmiss"),
    ("what's the origin of the word 'glossary'?", [], "en", "nearmiss"),
    ("Redis 和 Memcached 的区别？", [], "zh", "nearmiss"),
    ("how do I render right-to-left text in a LaTeX document?", [], "en", "nearmiss"),
    ("best practices for writing a webhook receiver in Node, generally?", [], "en", "nearmiss"),
    ("what time is it in Lisbon when it's 9am in Shanghai?", [], "en", "nearmiss"),
    # --- mixed
    ("PR 已经 approve 了，现在周三晚上八点半，can I merge？", ["lx-m24"], "mixed", "paraphrase"),
    ("TM export 要加两列 CSV column，需要通知谁？", ["lx-m41"], "mixed", "cross"),
    ("customer 的 TMX 是 Trados 导出的，import 直接报 Document is empty", ["lx-m03"], "mixed", "trace"),
    ("给 glossary panel 写个 component，用 Options API 还是 Composition API？", ["lx-m13"], "mixed", "direct"),
    ("prod 的 segments 表太大了，今晚跑一下 dedupe_segments --hard 吧", ["lx-m40"], "mixed", "direct"),
    ("Korean 的 segment 看起来一模一样但 hash 不一样，为什么", ["lx-m21"], "mixed", "paraphrase"),
    ("Python 里 dataclass 和 pydantic BaseModel 怎么选？", [], "mixed", "general"),
    ("Docker image 太大了，怎么 slim down？", [], "mixed", "general"),
]
