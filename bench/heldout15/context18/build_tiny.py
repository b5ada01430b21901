"""Build store_tiny.json: Northvale Vet Group's booking platform (PawsPlan). Fixed seed via common."""
from common import build, split_general

M = [
 ("vet-01", "PawsPlan booking API runs on Django 4.2 with PostgreSQL 15 on AWS RDS (eu-west-1); reporting queries go to the read replica, never the primary.", "fact", 6, True),
 ("vet-02", "Never run database migrations on the booking DB between 07:00 and 20:00 local time: clinics book appointments all day. Migrations only in the 22:00-02:00 maintenance window.", "warning", 10, True),
 ("vet-03", "部署流程：合并到 main 后 GitHub Actions 构建镜像并推到 ECR，然后在 Argo CD 里手动点 Sync 发布到生产。周五不发布。", "procedure", 8, True),
 ("vet-04", "SMS appointment reminders are sent through Twilio 24 hours before the visit by the `send_reminders` job at 09:00; the Twilio credentials live in AWS Secrets Manager under `pawsplan/twilio`.", "config", 7, True),
 ("vet-05", "Testing preference: 所有新测试都用 pytest + factory_boy，不要写 unittest.TestCase 风格的测试。", "preference", 5, True),
 ("vet-06", "Dr. Amara Okafor (clinical operations lead) owns the appointment-type catalogue; any change to slot lengths (20 min vaccination, 40 min dental) needs her sign-off.", "fact", 6, True),
 ("vet-07", "Decision (March 2024): background jobs moved from Celery to Dramatiq with Redis 7 as the broker, because Celery workers leaked memory on long PDF invoice jobs.", "decision", 6, True),
 ("vet-08", "支付用 Stripe，webhook 路径是 /api/payments/stripe/webhook。测试环境的 webhook 签名密钥经常过期，本地调试要用 `stripe listen` 转发事件。", "warning", 7, False),
 ("vet-09", "Exotic-animal appointments (reptiles, birds, rabbits) can only be booked at the Harbourside and Elm Street clinics; the booking form must hide the other clinics when the species is in the EXOTIC list.", "fact", 7, True),
]

N = [
 # vet-01 database
 ("which database does the booking API use?", ["vet-01"], "en", "paraphrase"),
 ("what DB are we on?", ["vet-01"], "en", "short"),
 ("I need to write a heavy monthly revenue report query — which host should I point it at?", ["vet-01"], "en", "task"),
 ("预约系统后端用的是什么数据库？版本多少？", ["vet-01"], "zh", "xlang"),
 ("Which Django version is PawsPlan on? I want to check if a package supports it.", ["vet-01"], "en", "paraphrase"),
 ("我要跑一个很重的统计 SQL，应该连主库还是别的？", ["vet-01"], "zh", "xlang"),
 ("What AWS region is the booking database in?", ["vet-01"], "en", "paraphrase"),
 # vet-02 migrations
 ("Can I run the migration now? It's 2pm.", ["vet-02"], "en", "critical"),
 ("I've got a schema change adding a column to appointments. When am I allowed to apply it to prod?", ["vet-02"], "en", "critical"),
 ("现在上午十点，我能在生产库上执行 migrate 吗？", ["vet-02"], "zh", "xlang"),
 ("ok the ALTER TABLE is ready, going to apply it on the live booking DB right after lunch, any objection?", ["vet-02"], "en", "critical"),
 ("When's the maintenance window for DB changes?", ["vet-02"], "en", "paraphrase"),
 ("Story time: last week someone locked the appointments table at 11am and three clinics couldn't book for 20 minutes. What's our rule so this doesn't happen again?", ["vet-02"], "en", "long"),
 ("数据库结构变更一般安排在几点做？", ["vet-02"], "zh", "xlang"),
 # vet-03 deploy
 ("how do we deploy?", ["vet-03"], "en", "xlang"),
 ("My PR is merged. How does it get to production?", ["vet-03"], "en", "xlang"),
 ("It's Friday afternoon and the fix is ready — can I ship it to prod today?", ["vet-03"], "en", "xlang"),
 ("上线流程是怎样的？", ["vet-03"], "zh", "paraphrase"),
 ("The image is built and sitting in the registry but prod still runs the old version. What step am I missing?", ["vet-03"], "en", "xlang"),
 ("周五可以发版吗？", ["vet-03"], "zh", "paraphrase"),
 ("release process for the booking app?", ["vet-03"], "en", "short"),
 # vet-04 reminders
 ("When do clients get their text reminder before an appointment?", ["vet-04"], "en", "paraphrase"),
 ("Where are the Twilio keys stored?", ["vet-04"], "en", "direct"),
 ("短信提醒是什么时候发的？用的哪家服务？", ["vet-04"], "zh", "xlang"),
 ("A client in Harbourside says she never got the SMS for tomorrow's dental visit. Where should I start looking?", ["vet-04"], "en", "task"),
 ("I need to rotate the SMS provider credentials. Where do they live?", ["vet-04"], "en", "task"),
 ("Here's the job log:\n```\n2024-06-11 09:00:02 INFO reminders: 0 messages queued\n2024-06-11 09:00:02 WARN reminders: provider auth failed (20003)\n```\nWhat job is this and where do its secrets come from?", ["vet-04"], "en", "long"),
 ("提醒短信的定时任务叫什么名字？", ["vet-04"], "zh", "xlang"),
 # vet-05 tests
 ("should I write tests with unittest?", ["vet-05"], "en", "xlang"),
 ("Write a test for the slot availability function.", ["vet-05"], "en", "task"),
 ("新写的单元测试用什么框架？", ["vet-05"], "zh", "paraphrase"),
 ("How should I create test fixtures for Pet and Owner models?", ["vet-05"], "en", "xlang"),
 ("Can you add tests for the cancellation endpoint? Just subclass TestCase like the old ones.", ["vet-05"], "en", "xlang"),
 ("what test framework do we prefer?", ["vet-05"], "en", "short"),
 # vet-06 owner of appointment types
 ("Who do I ask before changing how long a vaccination slot is?", ["vet-06"], "en", "paraphrase"),
 ("Product wants dental appointments to be 30 minutes instead of 40. Can I just change the config?", ["vet-06"], "en", "task"),
 ("预约类型（比如疫苗、洗牙）的时长改动需要谁批准？", ["vet-06"], "zh", "xlang"),
 ("Who owns the appointment types list?", ["vet-06"], "en", "direct"),
 ("How long is a dental slot?", ["vet-06"], "en", "short"),
 ("我想加一个新的预约类型“术后复查”，要找谁？", ["vet-06"], "zh", "xlang"),
 ("who is Dr. Okafor?", ["vet-06"], "en", "short"),
 # vet-07 dramatiq
 ("What do we use for background jobs?", ["vet-07"], "en", "paraphrase"),
 ("Why aren't we using Celery anymore?", ["vet-07"], "en", "direct"),
 ("I need to add an async task that generates invoice PDFs. Which task queue library should I use?", ["vet-07"], "en", "task"),
 ("后台任务队列用的是什么？为什么换掉了原来的？", ["vet-07"], "zh", "xlang"),
 ("which message broker backs our workers?", ["vet-07"], "en", "paraphrase"),
 ("I found an old `@shared_task` decorator in billing/tasks.py — should I keep using that pattern for the new export job?", ["vet-07"], "en", "task"),
 ("异步任务用 Celery 写可以吗？", ["vet-07"], "zh", "xlang"),
 # vet-08 stripe
 ("Stripe webhooks fail locally with 'No signatures found matching the expected signature for payload'. Any idea?", ["vet-08"], "en", "xlang"),
 ("What's the webhook URL for payments?", ["vet-08"], "en", "xlang"),
 ("支付回调本地调不通怎么办？", ["vet-08"], "zh", "paraphrase"),
 ("How do I test card payments on my laptop?", ["vet-08"], "en", "xlang"),
 ("which payment provider do clinics use for deposits?", ["vet-08"], "en", "xlang"),
 ("payment webhook 签名校验失败，staging 上也一样，log:\n```\nstripe.error.SignatureVerificationError: No signatures found matching the expected signature\n```", ["vet-08"], "mixed", "long"),
 # vet-09 exotic
 ("A customer wants to book a checkup for their bearded dragon at the Riverside clinic. Is that possible?", ["vet-09"], "en", "task"),
 ("Which clinics handle birds?", ["vet-09"], "en", "paraphrase"),
 ("爬行动物的预约可以在哪些诊所做？", ["vet-09"], "zh", "xlang"),
 ("I'm building the species dropdown on the booking form. Is there any rule about which clinics to show?", ["vet-09"], "en", "task"),
 ("兔子算特殊动物吗？能在所有门店预约吗？", ["vet-09"], "zh", "xlang"),
 ("Bug report: a parrot owner was able to pick the Westgate clinic and the vet there turned them away. What should the form have done?", ["vet-09"], "en", "long"),
 # combos / extra
 ("I'm about to ship a migration together with a deploy this Friday at 3pm — what rules am I breaking?", ["vet-02", "vet-03"], "en", "critical"),
 ("what's our tech stack? database, queue, that kind of thing", ["vet-01", "vet-07"], "en", "paraphrase"),
 ("reminder job runs on which queue library?", ["vet-07", "vet-04"], "en", "paraphrase"),
 ("发版前要注意什么？", ["vet-03"], "zh", "paraphrase"),
 ("How many minutes is a vaccine appointment?", ["vet-06"], "en", "paraphrase"),
]

C = [
 ("How do I deploy a static site to Netlify from a GitHub repo?", "en"),
 ("What's the migration pattern of monarch butterflies?", "en"),
 ("My cat keeps sneezing — should I be worried?", "en"),
 ("Write a Python reminder script that prints 'stand up' every 30 minutes.", "en"),
 ("Explain the difference between a Redis list and a Redis set.", "en"),
 ("What does the 'stripe' attribute mean in RAID 0?", "en"),
 ("How do I write a Django migration for a brand-new hobby project from scratch?", "en"),
 ("Why are birds' bones hollow?", "en"),
 ("What's a good Friday night dinner recipe for two?", "en"),
 ("Is celery (the vegetable) actually negative-calorie?", "en"),
 ("What is a dental crown made of?", "en"),
 ("Recommend a good book about the history of vaccination.", "en"),
 ("In PostgreSQL in general, what is the difference between VACUUM and VACUUM FULL?", "en"),
 ("Write a function that formats a slot of time like '09:00-09:20' from two datetimes.", "en"),
 ("What is the harbour porpoise's typical diet?", "en"),
 ("周五晚上有什么放松的好办法？", "zh"),
 ("鸟类是怎么迁徙导航的？", "zh"),
 ("怎么给自己的个人博客写一个部署脚本？", "zh"),
 ("兔子一般能活多少年？", "zh"),
 ("手机总是收到垃圾短信，怎么屏蔽？", "zh"),
 ("斑马身上的条纹（stripe）有什么作用？", "mixed"),
 ("pytest 和 nose 的历史渊源是什么？", "mixed"),
 ("写一个通用的 Python 函数，把字典按 value 排序。", "zh"),
]

if __name__ == "__main__":
    build("tiny", "Northvale Vet Group - PawsPlan booking platform", M, N, C, "store_tiny.json", split_general()["tiny"])
