#!/usr/bin/env python3
"""n13's own probe (issue 31, round 13), written before any change: a podcast-hosting team's agent
memory (env vars, KEY=value lines, hosts and ports, CLI commands, owners, en/zh mixed), 40 memories
of one topic, and a personal dev-setup store of 6. Prompts are split in two halves: A (odd numbers,
tuned on) and B (even numbers, run once at the end on main and on the branch). DEV data.
Writes store_{mid,tiny}_{A,B}.json beside this file."""
import json
from pathlib import Path

MID = [
    ("m01", "FEEDGEN_CACHE_TTL=900 in prod; staging uses 60 so feed edits show up fast", "config"),
    ("m02", "Transcoder workers pin ffmpeg 6.1: 7.x changed the loudnorm filter's output and broke our levels", "gotcha"),
    ("m03", "Published episodes are normalised to -16 LUFS for stereo and -19 LUFS for mono", "config"),
    ("m04", "Before announcing a new show run `make feedcheck SHOW=<slug>` to validate its RSS feed", "workflow"),
    ("m05", "Postgres primary is pg-main.internal:5433; port 5432 on that host is pgbouncer", "config"),
    ("m06", "The upload queue's Redis is 10.4.2.17:6380, database 3", "config"),
    ("m07", "Ines Okafor owns the ad-insertion service (DAI); page her for DAI outages", "people"),
    ("m08", "王梅负责 CDN 配置，改 Fastly 的 VCL 之前先找她 review", "people"),
    ("m09", "Raw uploads land in s3://podhost-raw-uploads (us-east-1); a lifecycle rule deletes originals after 30 days", "config"),
    ("m10", "Episode ids are ULIDs and are never reused; old numeric ids only exist under /legacy routes", "convention"),
    ("m11", "API deploys: `fly deploy -a podhost-api --strategy bluegreen`; the immediate strategy dropped in-flight uploads in March", "workflow"),
    ("m12", "上传文件大小上限是 2 GB，更大的文件必须走分片上传（multipart，每片 64 MB）", "config"),
    ("m13", "The Stripe webhook signing secret is rotated every quarter; Dario does the next rotation", "people"),
    ("m14", "Download counts follow IAB 2.1: the same IP and user agent within 24 hours count once", "convention"),
    ("m15", "The staging database is wiped and reseeded every Sunday at 03:00 UTC", "config"),
    ("m16", "Web player errors go to the Sentry project player-web; the apps report to player-ios and player-android", "config"),
    ("m17", "转写用的是我们自建的 whisper-large-v3 服务，跑在 gpu-02 和 gpu-03 两台 GPU 节点上", "config"),
    ("m18", "LaunchDarkly flag creator-dash-v2 gates the new creator dashboard, currently at 20% rollout", "config"),
    ("m19", "pg_dump runs nightly at 01:30 UTC to s3://podhost-backups/pg/ and dumps are kept 35 days", "config"),
    ("m20", "API rate limit is 600 requests per minute per token; partner tokens get 3000", "config"),
    ("m21", "每周三下午两点开始发布冻结，周四上午十点解冻", "workflow"),
    ("m22", "New uploads carry Podcasting 2.0 podcast:chapters JSON; we stopped writing ID3 CHAP frames", "convention"),
    ("m23", "Local dev: PODHOST_ENV=dev docker compose up api worker, then scripts/seed.py --shows 20 for sample data", "workflow"),
    ("m24", "On-call is the PagerDuty schedule \"Podhost Core\"; handoff is Monday 10:00 Lisbon time", "people"),
    ("m25", "Postmark sends mail: transactional stream `outbound`, newsletters through the `broadcasts` stream", "config"),
    ("m26", "Apple Podcasts 抓 feed 很慢，换了 artwork 之后要等 24 到 48 小时才会刷新", "gotcha"),
    ("m27", "Cover art must be JPEG or PNG, square, between 1400 and 3000 pixels a side", "convention"),
    ("m28", "Kafka topic episode.published has 12 partitions; the consumer group is notify-svc", "config"),
    ("m29", "JWT access tokens live 15 minutes and refresh tokens 30 days", "config"),
    ("m30", "Set FFMPEG_PATH when running the test suite, otherwise the transcode tests are skipped without a warning", "gotcha"),
    ("m31", "When uploads stall, check the Grafana dashboard \"Ingest latency\" first", "workflow"),
    ("m32", "广告插入服务超时设为 800 毫秒，超时就直接播放无广告版本", "config"),
    ("m33", "Dynamic ads: pre-roll at most 30 seconds, mid-roll slots only after minute 10", "convention"),
    ("m34", "feeds.podhost.fm is served by Fastly, api.podhost.fm by Fly, the player by play.podhost.fm", "config"),
    ("m35", "The API runs Python 3.12 but the worker stays on 3.11 because pydub needs audioop", "gotcha"),
    ("m36", "Billing disputes over $500 go to Sana in finance, not to the support queue", "people"),
    ("m37", "新节目上线前要去 Podcast Index 提交 feed，账号在 1Password 的 Podcast Index 条目里", "workflow"),
    ("m38", "The prune-drafts cron deletes unpublished drafts older than 90 days, daily at 04:00 UTC", "config"),
    ("m39", "WORKER_CONCURRENCY=4 per transcode node; 8 ran out of memory on the 8 GB nodes", "gotcha"),
    ("m40", "GDPR erasure: podhost-admin erase-user --email <address> --confirm; CDN logs take up to 72 hours to clear", "workflow"),
]

MID_NEEDS = [
    ("q01", "how long until a feed edit shows up in production?", "m01", "en", "paraphrase"),
    ("q02", "can I upgrade ffmpeg on the transcoders to the latest 7.x release?", "m02", "en", "lexical"),
    ("q03", "我们节目的目标响度是多少？", "m03", "zh", "cross"),
    ("q04", "what do I need to run before we announce a new show?", "m04", "en", "paraphrase"),
    ("q05", "psql keeps landing on the pooler, what's the direct port of the primary database?", "m05", "en", "paraphrase"),
    ("q06", "where's the redis for the upload queue?", "m06", "en", "lexical"),
    ("q07", "ad insertion is down, who do I page?", "m07", "en", "paraphrase"),
    ("q08", "I want to change the Fastly VCL, anything I should do first?", "m08", "en", "cross"),
    ("q09", "how long do we keep the original audio people upload?", "m09", "en", "paraphrase"),
    ("q10", "can I give a new episode the id of one we deleted?", "m10", "en", "paraphrase"),
    ("q11", "which deploy strategy do we use for the api on fly?", "m11", "en", "lexical"),
    ("q12", "a creator wants to upload a 3 GB wav file, will that work?", "m12", "en", "cross"),
    ("q13", "who rotates the stripe webhook secret next?", "m13", "en", "lexical"),
    ("q14", "同一个听众一天里下载好几次，算几次下载？", "m14", "zh", "cross"),
    ("q15", "why is my staging data gone on Monday morning?", "m15", "en", "paraphrase"),
    ("q16", "which Sentry project do web player errors land in?", "m16", "en", "lexical"),
    ("q17", "what model do we run for transcripts and on which machines?", "m17", "en", "cross"),
    ("q18", "新的创作者后台现在放量到多少了？", "m18", "zh", "cross"),
    ("q19", "I need last Tuesday's database back, where are the dumps?", "m19", "en", "paraphrase"),
    ("q20", "a partner is getting 429s, what's their limit?", "m20", "en", "paraphrase"),
    ("q21", "can I ship a release on Wednesday afternoon?", "m21", "en", "cross"),
    ("q22", "should new uploads still get ID3 chapter frames?", "m22", "en", "lexical"),
    ("q23", "how do I get a local environment running with some sample shows?", "m23", "en", "paraphrase"),
    ("q24", "when does the on-call handoff happen?", "m24", "en", "lexical"),
    ("q25", "newsletters 走的是 Postmark 的哪个 stream？", "m25", "mixed", "lexical"),
    ("q26", "I replaced the cover art but Apple Podcasts still shows the old one", "m26", "en", "cross"),
    ("q27", "what's the smallest cover image we accept?", "m27", "en", "paraphrase"),
    ("q28", "how many partitions does the published-episode topic have?", "m28", "en", "paraphrase"),
    ("q29", "用户说十五分钟就被登出了，这正常吗？", "m29", "zh", "cross"),
    ("q30", "the transcode tests show up as skipped in CI, why?", "m30", "en", "lexical"),
    ("q31", "uploads are stuck, which dashboard should I look at?", "m31", "en", "paraphrase"),
    ("q32", "what happens when the ad server is too slow to answer?", "m32", "en", "cross"),
    ("q33", "how long is a pre-roll ad allowed to be?", "m33", "en", "lexical"),
    ("q34", "which CDN serves the RSS feeds?", "m34", "en", "paraphrase"),
    ("q35", "why isn't the worker on python 3.12 like the api?", "m35", "en", "lexical"),
    ("q36", "a customer disputes a $900 charge, who takes it?", "m36", "en", "paraphrase"),
    ("q37", "do we have to submit new shows to Podcast Index, and where's the login?", "m37", "en", "cross"),
    ("q38", "my unpublished draft vanished after a few months", "m38", "en", "paraphrase"),
    ("q39", "can I bump the transcode concurrency to 8 to clear the backlog?", "m39", "en", "paraphrase"),
    ("q40", "how do I process a GDPR deletion request for a user?", "m40", "en", "lexical"),
    ("q41", "psycopg.OperationalError: connection to server at \"pg-main.internal\" port 5432 failed: "
            "ERROR: pgbouncer cannot connect to server -- what's wrong with my connection string?", "m05", "en", "trace"),
    ("q42", "worker-3 exited: OOMKilled (limit 8Gi) while transcoding episode 01HX4K; WORKER_CONCURRENCY=8. what now?",
     "m39", "en", "trace"),
]

MID_NONE = [
    ("n01", "what's the difference between LUFS and dBFS?", "en", "general"),
    ("n02", "write a python function that turns seconds into HH:MM:SS", "en", "code"),
    ("n03", "how does the enclosure tag in an RSS feed work?", "en", "general"),
    ("n04", "explain what a ULID is and why it sorts by time", "en", "general"),
    ("n05", "Kafka 的消费者组是什么意思？", "zh", "general"),
    ("n06", "thanks, that fixed it!", "en", "chatter"),
    ("n07", "make this sentence friendlier: your upload failed because you did it wrong", "en", "task"),
    ("n08", "what's a good microphone for recording a podcast at home?", "en", "general"),
    ("n09", "how do I center a div with flexbox?", "en", "code"),
    ("n10", "summarise the plot of Hamlet in three sentences", "en", "task"),
    ("n11", "what does HTTP status 429 mean?", "en", "general"),
    ("n12", "give me a regex that matches an email address", "en", "code"),
    ("n13", "docker compose or kubernetes, which should I learn first?", "en", "general"),
    ("n14", "怎么用 ffmpeg 把 mp3 转成 wav？", "zh", "general"),
    ("n15", "what's the capital of Portugal?", "en", "general"),
    ("n16", "write a haiku about autumn rain", "en", "task"),
    ("n17", "explain access tokens versus refresh tokens in OAuth", "en", "general"),
    ("n18", "what is pgbouncer used for?", "en", "general"),
    ("n19", "how do I reverse a linked list in Go?", "en", "code"),
    ("n20", "帮我把这句话翻译成英文：今天的会议改到下午", "zh", "task"),
    ("n21", "any tips for writing good commit messages?", "en", "general"),
    ("n22", "what is Podcasting 2.0?", "en", "general"),
    ("n23", "how do I install Redis on a Mac?", "en", "general"),
    ("n24", "what's the best way to learn Rust?", "en", "general"),
    ("n25", "what's the time complexity of quicksort?", "en", "general"),
    ("n26", "用 Python 写一个读取 CSV 文件的例子", "zh", "code"),
    ("n27", "what time zone is Lisbon in?", "en", "general"),
    ("n28", "explain blue-green deployment in simple terms", "en", "general"),
    ("n29", "how do S3 lifecycle rules work?", "en", "general"),
    ("n30", "suggest a name for a podcast about gardening", "en", "task"),
]

TINY = [
    ("t1", "My global python is 3.11 via pyenv; setting 3.12 as global broke the aws-cli install", "config"),
    ("t2", "SSH to the build box: ssh -p 2222 deploy@build.lan", "config"),
    ("t3", "家里 NAS 的地址是 192.168.1.40，Samba 共享名叫 media", "config"),
    ("t4", "Use pnpm, not npm, in all my JS repos (the lockfile is pnpm-lock.yaml)", "convention"),
    ("t5", "The blog builds with Hugo 0.121 extended; newer Hugo breaks the theme's SCSS", "gotcha"),
    ("t6", "Commits are signed with GPG key 0x4A7F19C2, which expires in March 2027", "config"),
]
TINY_NEEDS = [
    ("u01", "which python should I make the global default?", "t1", "en", "paraphrase"),
    ("u02", "what port does the build machine's ssh listen on?", "t2", "en", "lexical"),
    ("u03", "how do I mount the media share from the NAS?", "t3", "en", "cross"),
    ("u04", "should I run npm install in this repo?", "t4", "en", "lexical"),
    ("u05", "可以把 hugo 升级到最新版吗？", "t5", "zh", "cross"),
    ("u06", "which key do I sign my commits with?", "t6", "en", "paraphrase"),
    ("u07", "NAS 的 IP 是多少？", "t3", "zh", "lexical"),
    ("u08", "ssh into the builder for me", "t2", "en", "paraphrase"),
    ("u09", "the blog theme's css stopped compiling after brew upgraded everything", "t5", "en", "paraphrase"),
    ("u10", "is my commit signing key about to expire?", "t6", "en", "paraphrase"),
]
TINY_NONE = [
    ("v01", "how do I create a python virtual environment?", "en", "general"),
    ("v02", "what's the difference between ssh-agent and ssh-add?", "en", "general"),
    ("v03", "write a bash loop over the files in a directory", "en", "code"),
    ("v04", "what is a NAS, exactly?", "en", "general"),
    ("v05", "推荐几本好看的科幻小说", "zh", "general"),
    ("v06", "how does the GPG web of trust work?", "en", "general"),
    ("v07", "explain semantic versioning", "en", "general"),
    ("v08", "translate 'good morning' into Japanese", "en", "task"),
    ("v09", "what's 17 times 23?", "en", "task"),
    ("v10", "how do I write a good opening paragraph for a blog post?", "en", "task"),
]


def memories(rows):
    return [{"id": i, "text": t, "category": c, "importance": 6, "verified": True} for i, t, c in rows]


def prompts(needs, none, half):
    keep = lambda pid: (int(pid[1:]) % 2 == 1) == (half == "A")  # noqa: E731
    return ([{"id": p, "prompt": q, "needs": [m], "lang": l, "kind": k} for p, q, m, l, k in needs if keep(p)]
            + [{"id": p, "prompt": q, "needs": [], "lang": l, "kind": k} for p, q, l, k in none if keep(p)])


here = Path(__file__).resolve().parent
for half in "AB":
    for name, mem, needs, none in (("mid", MID, MID_NEEDS, MID_NONE), ("tiny", TINY, TINY_NEEDS, TINY_NONE)):
        store = {"name": f"probe13n_{name}_{half}",
                 "note": f"DEV: n13's probe (issue 31), half {half} ({'tuned on' if half == 'A' else 'run once at the end'})",
                 "memories": memories(mem), "prompts": prompts(needs, none, half)}
        (here / f"store_{name}_{half}.json").write_text(json.dumps(store, ensure_ascii=False, indent=1) + "\n",
                                                         encoding="utf-8")
