#!/usr/bin/env python3
"""Build cases.json for the held-out supersede set (deterministic; no randomness)."""
import json
from pathlib import Path

CASES = []

def U(lang, variant, phrasing, seq, q, cur, stale):
    CASES.append(dict(lang=lang, kind="update", variant=variant, phrasing=phrasing,
                      sequence=seq, question=q, current=cur, stale=stale))

def L(lang, variant, a, b, q, cur, oq, other):
    # question/current are about the LAST text (b); other_question/other about the FIRST (a)
    CASES.append(dict(lang=lang, kind="lookalike", variant=variant, phrasing="near",
                      sequence=[a, b], question=q, current=cur,
                      other_question=oq, other=other))

def R(lang, variant, phrasing, seq, q, cur):
    CASES.append(dict(lang=lang, kind="restatement", variant=variant, phrasing=phrasing,
                      sequence=seq, question=q, current=cur))

# ---------------------------------------------------------------- updates, English
U("en","value","different",["The ingest worker for the clickstream pipeline listens on port 7411.",
  "We had to move the clickstream ingest worker; it now binds 7433 because something else grabbed the old port."],
  "Which port does the clickstream ingest worker use?",["7433"],["7411"])
U("en","value","near",["The Android app's minimum SDK level is 24.","The Android app's minimum SDK level is 26."],
  "What is the Android app's minimum SDK level?",["sdk level is 26"],["sdk level is 24"])
U("en","value","different",["Nightly model training runs with a batch size of 512 on the A100 box.",
  "After the OOM incidents, batch size for nightly training was cut to 384."],
  "What batch size does nightly training use?",["384"],["512"])
U("en","value","different",["Expense reports above 2,500 EUR need CFO approval.",
  "Finance raised the threshold: only expenses over 4,000 EUR go to the CFO now."],
  "Above what amount do expenses need CFO approval?",["4,000 eur"],["2,500 eur"])
U("en","value","different",["The oscilloscope in lab bench 3 is a Rigol DS1054Z.",
  "Bench 3 got an upgrade: the scope there is now a Siglent SDS2104X."],
  "Which oscilloscope is on lab bench 3?",["sds2104x"],["ds1054z"])
U("en","owner","different",["Priya Raman owns the quarterly close checklist.",
  "Handing over: from this quarter Tomasz Nowak is responsible for the close checklist."],
  "Who owns the quarterly close checklist?",["tomasz"],["priya"])
U("en","switch","different",["Our feature store is built on Feast.",
  "We moved the feature store off Feast and onto Tecton last sprint."],
  "What is our feature store built on?",["tecton"],["built on feast"])
U("en","polarity","near",["Force-pushing to the release branch is allowed for maintainers.",
  "Force-pushing to the release branch is forbidden, even for maintainers."],
  "Can maintainers force-push to the release branch?",["forbidden"],["allowed"])
U("en","schedule","different",["Sprint retro happens every other Thursday at 15:00.",
  "We shifted retros to Monday mornings, 10:30, still biweekly."],
  "When is the sprint retro?",["monday","10:30"],["thursday"])
U("en","value","different",["The iOS app talks to api-v2.shopfront.io for checkout.",
  "Checkout traffic from iOS is pointed at checkout-edge.shopfront.io since the split."],
  "Which host does the iOS app use for checkout?",["checkout-edge.shopfront.io"],["api-v2.shopfront.io"])
U("en","library","different",["For date handling in the web client we use Moment.js.",
  "Moment.js is gone from the web client; date-fns replaced it."],
  "Which date library does the web client use?",["date-fns"],["we use moment.js"])
U("en","value","different",["Raw event dumps are written to /mnt/lake/raw/events.",
  "Event dumps land under s3://acme-lake/bronze/events these days."],
  "Where are raw event dumps written?",["s3://acme-lake/bronze/events"],["/mnt/lake/raw/events"])
U("en","three_step","different",["The learning rate for the ranking model is 3e-4.",
  "We tried lowering it: ranking model LR is 1e-4 now.",
  "Final decision after the sweep: the ranker trains at 2e-4."],
  "What learning rate does the ranking model train with?",["2e-4"],["1e-4"])
U("en","value","different",["The public API rate limit is 600 requests per minute per key.",
  "Each API key may now make up to 1500 requests a minute."],
  "What is the public API rate limit per key?",["1500"],["600"])
U("en","value","near",["Session tokens in the mobile app expire after 30 minutes.",
  "Session tokens in the mobile app expire after 12 hours."],
  "When do mobile session tokens expire?",["12 hours"],["30 minutes"])
U("en","switch","different",["We track bugs for the firmware team in Bugzilla.",
  "The firmware team stopped using Bugzilla and files everything in Linear."],
  "Where does the firmware team track bugs?",["linear"],["in bugzilla"])
U("en","owner","different",["On-call for the payments ledger this month: Dmitri Volkov.",
  "Swap: Aisha Bello covers payments ledger on-call for the rest of the month."],
  "Who is on call for the payments ledger?",["aisha"],["dmitri"])
U("en","value","different",["The Airflow DAG orders_daily is scheduled at 02:00 UTC.",
  "orders_daily kicks off at 04:45 UTC now so upstream exports finish first."],
  "When does orders_daily run?",["04:45"],["02:00"])
U("en","polarity","different",["Contractors may access the production analytics warehouse.",
  "Per the new policy, no contractor gets production warehouse access anymore."],
  "Can contractors access the production analytics warehouse?",["no contractor"],["may access"])
U("en","value","different",["The soldering station in the hardware lab is set to 330 °C by default.",
  "Default iron temperature in the lab went up to 360 °C for the lead-free solder."],
  "What is the default soldering temperature in the lab?",["360"],["330"])
U("en","library","different",["The data validation step uses Great Expectations.",
  "We swapped Great Expectations for Pandera in the validation step."],
  "Which library does data validation use?",["pandera"],["uses great expectations"])
U("en","value","different",["Release 4.2.0 of the Android app is the current store version.",
  "Play Store now serves 4.3.1 of the Android app."],
  "Which Android app version is in the store?",["4.3.1"],["4.2.0"])
U("en","three_step","different",["Vendor invoices are paid net 30.",
  "Procurement renegotiated: vendor invoices go out net 45.",
  "Cash-flow squeeze, so vendors are now paid on net 60 terms."],
  "What are our vendor payment terms?",["net 60"],["net 45"])
U("en","value","different",["Model checkpoints are kept for 14 days.",
  "We only retain checkpoints for a week now to save disk."],
  "How long are model checkpoints kept?",["a week"],["14 days"])
U("en","switch","different",["Design reviews are done in Figma comments.",
  "From now on design reviews happen in a Notion doc, not Figma comments."],
  "Where do design reviews happen?",["notion"],["done in figma"])
U("en","value","different",["The lab's 3D printer uses 1.75 mm PLA from Prusament.",
  "We switched filament brands; the printer is loaded with Polymaker PLA now."],
  "Which filament brand is in the lab 3D printer?",["polymaker"],["prusament"])
U("en","schedule","different",["Payroll is run on the 25th of each month.",
  "Starting next month, payroll goes out on the last business day instead."],
  "When is payroll run?",["last business day"],["25th"])
U("en","value","near",["The Kafka topic user-signups has 12 partitions.","The Kafka topic user-signups has 48 partitions."],
  "How many partitions does user-signups have?",["48 partitions"],["12 partitions"])
U("en","owner","different",["Reviewer for all schema migrations is Hannah Schultz.",
  "Schema migrations need sign-off from Marco Rossi going forward."],
  "Who reviews schema migrations?",["marco"],["hannah"])
U("en","polarity","different",["We always squash commits when merging PRs.",
  "Stop squashing on merge; we keep the full commit history in PRs now."],
  "Do we squash commits when merging PRs?",["full commit history"],["always squash"])
U("en","value","different",["The eval set for the intent classifier has 8,200 utterances.",
  "After dedup, the intent classifier's eval set is down to 6,950 utterances."],
  "How big is the intent classifier eval set?",["6,950"],["8,200"])
U("en","library","different",["Push notifications in the mobile app go through OneSignal.",
  "We dropped OneSignal; pushes are sent via Firebase Cloud Messaging."],
  "What sends push notifications in the mobile app?",["firebase cloud messaging"],["go through onesignal"])
U("en","value","different",["The company card limit for team leads is $3,000.",
  "Team leads' corporate cards are capped at $5,500 since the policy refresh."],
  "What is the card limit for team leads?",["5,500"],["3,000"])
U("en","three_step","different",["Our CI runners are on Jenkins.",
  "We migrated CI from Jenkins to CircleCI.",
  "One more migration later, CI runs on GitHub Actions now."],
  "Which CI system do we use?",["github actions"],["circleci"])
U("en","value","different",["The bench power supply for the motor tests is limited to 2.5 A.",
  "Raised the current limit on the motor-test supply to 4 A max."],
  "What is the current limit on the motor-test supply?",["to 4 a max"],["2.5 a"])
U("en","switch","different",["Standup is a live call on Zoom.",
  "No more live standups: we post async updates in the #standup Slack channel."],
  "How is standup done?",["async"],["zoom"])
U("en","value","different",["The data warehouse is Redshift in us-east-1.",
  "Analytics moved to Snowflake; Redshift was retired."],
  "Which data warehouse do we use?",["snowflake"],["redshift in us-east-1"])
U("en","value","near",["The GPU quota for the research team is 16 GPUs.","The GPU quota for the research team is 24 GPUs."],
  "What is the research team's GPU quota?",["24 gpus"],["16 gpus"])
U("en","polarity","different",["Mixed precision is disabled for the speech model because of NaNs.",
  "Fixed the NaN issue, so bf16 mixed precision is enabled for the speech model."],
  "Is mixed precision enabled for the speech model?",["enabled"],["disabled"])
U("en","value","different",["The mobile app's crash-free target is 99.5%.",
  "Leadership tightened the crash-free sessions goal to 99.8 percent."],
  "What is the mobile crash-free target?",["99.8"],["99.5"])
U("en","owner","different",["The ML platform roadmap is driven by Kenji Watanabe.",
  "Kenji left; Laura Jimenez now owns the ML platform roadmap."],
  "Who owns the ML platform roadmap?",["laura"],["kenji watanabe"])
U("en","value","different",["Backups of the finance ledger run every 6 hours.",
  "Ledger backup cadence is hourly after the audit finding."],
  "How often is the finance ledger backed up?",["hourly"],["every 6 hours"])
U("en","library","different",["We serialize pipeline configs with YAML.",
  "Pipeline configs are TOML files now; we dropped YAML for them."],
  "What format are pipeline configs in?",["toml"],["with yaml"])
U("en","value","different",["The logic analyzer we use is a Saleae Logic 8.",
  "The old analyzer died, so the lab relies on a DSLogic Plus now."],
  "Which logic analyzer does the lab use?",["dslogic"],["saleae"])
U("en","schedule","different",["Quarterly planning is held the first week of January, April, July and October.",
  "We pushed quarterly planning to the second week of each quarter."],
  "When is quarterly planning?",["second week"],["first week"])

# ---------------------------------------------------------------- updates, Chinese
U("zh","value","different",["推荐服务的灰度比例是10%。","推荐服务现在放量到百分之三十了。"],
  "推荐服务的灰度比例是多少？",["百分之三十"],["10%"])
U("zh","owner","different",["数据平台的负责人是王磊。","负责人从王磊换成李娜了，数据平台以后找她。"],
  "数据平台的负责人是谁？",["李娜"],["是王磊"])
U("zh","switch","different",["我们的埋点数据用神策采集。","埋点采集不再用神策，改用自建的 SDK。"],
  "埋点数据用什么采集？",["自建"],["用神策采集"])
U("zh","value","near",["训练集群的每个任务最多用8张卡。","训练集群的每个任务最多用16张卡。"],
  "训练任务最多能用几张卡？",["16张"],["8张"])
U("zh","polarity","different",["周五允许上线。","以后周五一律禁止发布。"],
  "周五能不能上线？",["一律禁止"],["周五允许"])
U("zh","schedule","different",["周会定在每周二下午三点。","周会挪到周四上午十点开。"],
  "周会什么时候开？",["周四上午十点"],["周二下午三点"])
U("zh","value","different",["报销单的审批时限是五个工作日。","财务说审批现在三个工作日内必须完成。"],
  "报销审批时限是多久？",["三个工作日"],["五个工作日"])
U("zh","library","different",["App 的网络请求库用的是 Retrofit。","安卓端网络层换成 Ktor Client 了。"],
  "App 用什么网络请求库？",["ktor"],["retrofit"])
U("zh","value","different",["实验室的恒温箱设在25摄氏度。","恒温箱温度调到了37度，做细胞培养用。"],
  "恒温箱设定温度是多少？",["37度"],["25摄氏度"])
U("zh","three_step","different",["日志保留期是30天。","日志改成保留90天。","合规要求变了，日志现在保存一百八十天。"],
  "日志保留多少天？",["一百八十天"],["90天"])
U("zh","owner","different",["iOS 发版由张伟负责。","从下个版本开始，iOS 发版交给陈静。"],
  "iOS 发版谁负责？",["陈静"],["张伟"])
U("zh","switch","different",["文档写在语雀上。","团队文档已经全部迁到飞书，语雀弃用了。"],
  "团队文档写在哪里？",["飞书"],["写在语雀"])
U("zh","value","different",["模型上线的准确率门槛是92%。","准确率达到百分之九十五才允许上线。"],
  "模型上线需要多高的准确率？",["百分之九十五"],["92%"])
U("zh","polarity","near",["代码评审可以跳过单元测试。","代码评审不可以跳过单元测试。"],
  "代码评审能跳过单元测试吗？",["不可以"],["评审可以跳过"])
U("zh","value","different",["对账脚本每天凌晨一点跑。","对账任务改到早上六点半执行。"],
  "对账脚本几点跑？",["六点半"],["凌晨一点"])
U("zh","library","different",["前端状态管理用 Redux。","状态管理换成 Zustand，Redux 不再用了。"],
  "前端状态管理用什么？",["zustand"],["用 redux"])
U("zh","value","different",["仓库的备份放在 /data/backup/repo 目录。","代码仓库备份现在存到 /srv/archive/git 下面。"],
  "仓库备份放在哪个目录？",["/srv/archive/git"],["/data/backup/repo"])
U("zh","three_step","different",["项目经理是刘洋。","项目经理换成了赵敏。","赵敏调岗后，项目经理由孙浩接任。"],
  "项目经理现在是谁？",["孙浩"],["换成了赵敏"])
U("zh","value","near",["单笔付款上限是五万元。","单笔付款上限是二十万元。"],
  "单笔付款上限是多少？",["二十万"],["上限是五万"])
U("zh","switch","different",["我们用 Jira 管需求。","需求管理改用 TAPD，Jira 停掉了。"],
  "需求用什么工具管理？",["tapd"],["用 jira"])
U("zh","value","different",["小程序的包体积限制是2MB。","微信把小程序主包上限放宽到了4MB。"],
  "小程序包体积上限多少？",["4mb"],["2mb"])
U("zh","polarity","different",["测试环境可以直接连生产数据库。","测试环境严禁连接生产库。"],
  "测试环境能连生产数据库吗？",["严禁"],["可以直接连"])
U("zh","owner","different",["打印机耗材由行政的周敏采购。","耗材采购以后归吴刚管。"],
  "打印机耗材谁采购？",["吴刚"],["周敏"])
U("zh","value","different",["数据清洗的并发数设成4。","清洗任务并发调成12个 worker。"],
  "数据清洗的并发是多少？",["12个"],["设成4"])
U("zh","schedule","different",["季度复盘安排在每季度最后一个周五。","季度复盘改成下个季度第一周的周一开。"],
  "季度复盘什么时候？",["第一周的周一"],["最后一个周五"])
U("zh","value","different",["GPU 服务器的 IP 是 10.2.3.41。","GPU 服务器迁机房了，新地址 10.8.0.17。"],
  "GPU 服务器的地址是什么？",["10.8.0.17"],["10.2.3.41"])
U("zh","library","different",["推荐模型用 XGBoost 训练。","推荐模型不再用 XGBoost，换成 LightGBM。"],
  "推荐模型用什么训练？",["lightgbm"],["用 xgboost 训练"])
U("zh","value","different",["发票抬头写的是上海星河科技有限公司。","公司更名了，发票抬头改为上海星河智能科技有限公司。"],
  "发票抬头写什么？",["星河智能"],["星河科技"])
U("zh","three_step","different",["安卓最低支持版本是 Android 7。","最低版本提到 Android 8。","下个版本起只支持 Android 10 及以上。"],
  "安卓最低支持哪个版本？",["android 10"],["android 8"])
U("zh","polarity","different",["新人入职第一周允许提交代码到主干。","新人第一周不准往主干提代码。"],
  "新人第一周能提交到主干吗？",["不准"],["允许提交"])
U("zh","value","different",["实验室示波器的校准周期是一年。","示波器改为每半年校准一次。"],
  "示波器多久校准一次？",["半年"],["一年"])
U("zh","owner","different",["客服工单的值班人是黄丽。","这周客服值班换成了郭强。"],
  "客服工单谁值班？",["郭强"],["黄丽"])
U("zh","value","different",["特征管道的输出表是 dw.user_feature_v1。","特征管道现在写入 dw.user_feature_v3 表。"],
  "特征管道输出到哪张表？",["user_feature_v3"],["user_feature_v1"])
U("zh","switch","different",["消息队列用 RabbitMQ。","我们从 RabbitMQ 迁到了 Pulsar。"],
  "消息队列用的是什么？",["pulsar"],["用 rabbitmq"])
U("zh","value","different",["年度预算是三百万。","年度预算砍到了两百四十万。"],
  "年度预算是多少？",["两百四十万"],["三百万"])
U("zh","schedule","different",["模型每周日重新训练一次。","模型重训频率改为每天夜里跑。"],
  "模型多久重训一次？",["每天夜里"],["每周日"])
U("zh","value","near",["接口超时时间是3秒。","接口超时时间是8秒。"],
  "接口超时时间是多少？",["8秒"],["3秒"])
U("zh","polarity","different",["我们用 ORM 写数据库访问。","数据库访问不用 ORM 了，直接写 SQL。"],
  "数据库访问用不用 ORM？",["直接写 sql"],["用 orm 写"])
U("zh","library","different",["移动端图表库是 MPAndroidChart。","图表换成了 Vico，MPAndroidChart 弃用。"],
  "移动端用什么图表库？",["vico"],["是 mpandroidchart"])

U("zh","value","different",["客服机器人的意图识别阈值是0.6。","意图阈值调高了，现在低于0.75的都转人工。"],
  "客服机器人的意图阈值是多少？",["0.75"],["0.6"])

# ---------------------------------------------------------------- updates, mixed
U("mixed","value","different",["staging 的 Redis 端口是 6382。","Redis in staging 现在跑在 6390 上。"],
  "staging 的 Redis 用哪个端口？",["6390"],["6382"])
U("mixed","switch","different",["Dashboards 用 Grafana 做。","我们弃用 Grafana，dashboards moved to Superset。"],
  "Dashboards 用什么做？",["superset"],["用 grafana 做"])
U("mixed","owner","different",["Release manager 是何静。","从这周开始 release manager 换成 Ethan Park。"],
  "Release manager 是谁？",["ethan"],["何静"])
U("mixed","value","different",["Fine-tune 的 epoch 数设为 3。","Fine-tune 改成跑 5 个 epoch，3 个不够收敛。"],
  "Fine-tune 跑几个 epoch？",["5 个 epoch"],["设为 3"])
U("mixed","polarity","different",["PR 可以不写 description 直接 merge。","No description, no merge：PR 必须写描述。"],
  "PR 需要写 description 吗？",["必须写描述"],["可以不写"])
U("mixed","library","different",["Mobile 端 crash 上报用 Bugly。","Crash reporting 换成 Sentry 了。"],
  "Mobile 端 crash 上报用什么？",["sentry"],["bugly"])
U("mixed","value","different",["报表导出的 S3 bucket 是 fin-reports-old。","Finance 报表现在导出到 fin-exports-2026 这个 bucket。"],
  "报表导出到哪个 bucket？",["fin-exports-2026"],["fin-reports-old"])
U("mixed","three_step","different",["Embedding 模型用 bge-small。","Embedding 升级到 bge-base。","最后定了 embedding 用 bge-m3。"],
  "Embedding 模型用哪个？",["bge-m3"],["bge-base"])
U("mixed","schedule","different",["Demo day 在每月第一个周三。","Demo day 改到 every last Friday of the month。"],
  "Demo day 是什么时候？",["last friday"],["第一个周三"])
U("mixed","value","different",["焊接台的 fume extractor 过滤网每 3 个月换一次。","Fume extractor filter 改成每 6 weeks 换一次。"],
  "Fume extractor 过滤网多久换一次？",["6 weeks"],["3 个月"])
U("mixed","switch","different",["ETL 用 pandas 写。","ETL 不再用 pandas，改用 Polars。"],
  "ETL 用什么写？",["polars"],["用 pandas 写"])
U("mixed","value","near",["Webhook 的重试次数是 3 次。","Webhook 的重试次数是 10 次。"],
  "Webhook 重试几次？",["10 次"],["3 次"])
U("mixed","owner","different",["Data quality on-call 是 Sarah Kim。","Data quality on-call 换成了马超。"],
  "Data quality on-call 是谁？",["马超"],["sarah"])
U("mixed","value","different",["Inference 服务的 max tokens 限制是 2048。","把 inference 的 max tokens 上调到 8192。"],
  "Inference 的 max tokens 是多少？",["8192"],["2048"])
U("mixed","polarity","different",["Prod 环境开启了 debug logging。","Prod 已经关掉 debug logging，只保留 info。"],
  "Prod 有没有开 debug logging？",["关掉"],["开启了"])

# ---------------------------------------------------------------- look-alikes, English
L("en","two_services","The search API runs on port 8101.","The billing API runs on port 8102.",
  "Which port does the billing API run on?",["8102"],"Which port does the search API run on?",["8101"])
L("en","staging_prod","The staging Postgres host is pg-stg-01.internal.","The production Postgres host is pg-prd-07.internal.",
  "What is the production Postgres host?",["pg-prd-07"],"What is the staging Postgres host?",["pg-stg-01"])
L("en","two_people","Maria prefers tabs for indentation.","Jonas prefers spaces for indentation.",
  "What indentation does Jonas prefer?",["jonas","spaces"],"What indentation does Maria prefer?",["maria","tabs"])
L("en","two_regions","The EU cluster keeps data for 90 days.","The US cluster keeps data for 400 days.",
  "How long does the US cluster keep data?",["400 days"],"How long does the EU cluster keep data?",["90 days"])
L("en","two_models","The churn model is retrained weekly on Sundays.","The fraud model is retrained daily at midnight.",
  "How often is the fraud model retrained?",["fraud","daily"],"How often is the churn model retrained?",["churn","weekly"])
L("en","two_apps","The Android app's minimum OS version is Android 9.","The iOS app's minimum OS version is iOS 15.",
  "What is the iOS app's minimum OS version?",["ios 15"],"What is the Android app's minimum OS version?",["android 9"])
L("en","two_teams","The platform team's standup is at 9:15.","The mobile team's standup is at 10:05.",
  "When is the mobile team's standup?",["10:05"],"When is the platform team's standup?",["9:15"])
L("en","two_accounts","The marketing cost center code is CC-4410.","The engineering cost center code is CC-7720.",
  "What is the engineering cost center code?",["cc-7720"],"What is the marketing cost center code?",["cc-4410"])
L("en","two_benches","Bench 1 has a Keysight E36313A power supply.","Bench 2 has a Rigol DP832 power supply.",
  "Which power supply is on bench 2?",["dp832"],"Which power supply is on bench 1?",["e36313a"])
L("en","two_pipelines","The orders pipeline writes to the warehouse table fact_orders.","The refunds pipeline writes to the warehouse table fact_refunds.",
  "Which table does the refunds pipeline write to?",["fact_refunds"],"Which table does the orders pipeline write to?",["fact_orders"])
L("en","two_people","Ahmed's laptop is a ThinkPad X1 Carbon.","Chloe's laptop is a MacBook Pro M3.",
  "What laptop does Chloe have?",["macbook pro m3"],"What laptop does Ahmed have?",["thinkpad x1"])
L("en","two_services","The notification service uses Redis database 3.","The session service uses Redis database 5.",
  "Which Redis database does the session service use?",["database 5"],"Which Redis database does the notification service use?",["database 3"])
L("en","staging_prod","The staging rate limit is 50 requests per second.","The production rate limit is 2000 requests per second.",
  "What is the production rate limit?",["2000 requests"],"What is the staging rate limit?",["50 requests"])
L("en","two_models","The summarizer is fine-tuned from Llama-3-8B.","The classifier is fine-tuned from DeBERTa-v3-large.",
  "Which base model is the classifier fine-tuned from?",["deberta"],"Which base model is the summarizer fine-tuned from?",["llama-3-8b"])
L("en","two_vendors","Invoices from Acme Logistics are paid by wire transfer.","Invoices from Brightline Print are paid by credit card.",
  "How are Brightline Print invoices paid?",["credit card"],"How are Acme Logistics invoices paid?",["wire transfer"])
L("en","two_regions","The Singapore office closes at 18:30.","The Berlin office closes at 17:00.",
  "When does the Berlin office close?",["17:00"],"When does the Singapore office close?",["18:30"])
L("en","two_repos","The web repo requires two approvals per pull request.","The infra repo requires one approval per pull request.",
  "How many approvals does the infra repo require?",["one approval"],"How many approvals does the web repo require?",["two approvals"])
L("en","two_datasets","The training split has 1.2 million rows.","The validation split has 85 thousand rows.",
  "How many rows does the validation split have?",["85 thousand"],"How many rows does the training split have?",["1.2 million"])
L("en","two_people","Olivia reviews the frontend pull requests.","Rahul reviews the backend pull requests.",
  "Who reviews the backend pull requests?",["rahul"],"Who reviews the frontend pull requests?",["olivia"])
L("en","two_devices","The test phone for Android is a Pixel 7.","The test phone for iOS is an iPhone 13 mini.",
  "Which test phone is used for iOS?",["iphone 13 mini"],"Which test phone is used for Android?",["pixel 7"])

# ---------------------------------------------------------------- look-alikes, Chinese
L("zh","two_services","订单服务部署在杭州机房。","库存服务部署在北京机房。",
  "库存服务部署在哪个机房？",["北京"],"订单服务部署在哪个机房？",["杭州"])
L("zh","two_people","王芳喜欢用 Vim 写代码。","刘强喜欢用 Emacs 写代码。",
  "刘强用什么编辑器？",["emacs"],"王芳用什么编辑器？",["vim"])
L("zh","staging_prod","测试环境的数据库是 MySQL 5.7。","生产环境的数据库是 MySQL 8.0。",
  "生产环境数据库是什么版本？",["mysql 8.0"],"测试环境数据库是什么版本？",["mysql 5.7"])
L("zh","two_regions","华东区的 CDN 厂商是阿里云。","华南区的 CDN 厂商是腾讯云。",
  "华南区用哪家 CDN？",["腾讯云"],"华东区用哪家 CDN？",["阿里云"])
L("zh","two_teams","算法组的周会在周一。","客户端组的周会在周三。",
  "客户端组周会是周几？",["客户端组","周三"],"算法组周会是周几？",["算法组","周一"])
L("zh","two_models","召回模型每小时更新一次。","排序模型每天更新一次。",
  "排序模型多久更新一次？",["排序模型","每天"],"召回模型多久更新一次？",["召回模型","每小时"])
L("zh","two_accounts","市场部的报销额度是每月八千元。","研发部的报销额度是每月一万二。",
  "研发部报销额度是多少？",["一万二"],"市场部报销额度是多少？",["八千"])
L("zh","two_benches","一号工位的万用表是福禄克 17B。","二号工位的万用表是优利德 UT61E。",
  "二号工位用什么万用表？",["ut61e"],"一号工位用什么万用表？",["17b"])
L("zh","two_apps","安卓包的签名证书放在 keystore 目录。","iOS 包的签名证书放在钥匙串里。",
  "iOS 包的签名证书放在哪？",["钥匙串"],"安卓包的签名证书放在哪？",["keystore"])
L("zh","two_people","陈晨负责支付模块。","林涛负责会员模块。",
  "会员模块谁负责？",["林涛"],"支付模块谁负责？",["陈晨"])
L("zh","two_pipelines","用户行为日志每十分钟同步一次。","交易流水每五分钟同步一次。",
  "交易流水多久同步一次？",["交易流水","五分钟"],"用户行为日志多久同步一次？",["用户行为日志","十分钟"])
L("zh","two_services","网关服务的超时是五秒。","搜索服务的超时是两秒。",
  "搜索服务超时多少？",["两秒"],"网关服务超时多少？",["五秒"])
L("zh","two_datasets","中文语料有四十万条。","英文语料有六十五万条。",
  "英文语料有多少条？",["英文语料","六十五万"],"中文语料有多少条？",["中文语料","四十万"])
L("zh","two_vendors","服务器采购找的是浪潮。","显卡采购找的是联想。",
  "显卡找谁采购？",["联想"],"服务器找谁采购？",["浪潮"])
L("zh","staging_prod","预发环境的域名是 pre.shop.cn。","正式环境的域名是 www.shop.cn。",
  "正式环境的域名是什么？",["www.shop.cn"],"预发环境的域名是什么？",["pre.shop.cn"])
L("zh","two_people","赵磊的工位在三楼。","钱梅的工位在五楼。",
  "钱梅的工位在几楼？",["五楼"],"赵磊的工位在几楼？",["三楼"])
L("zh","two_regions","上海仓的发货截止时间是下午四点。","成都仓的发货截止时间是下午两点。",
  "成都仓几点截止发货？",["下午两点"],"上海仓几点截止发货？",["下午四点"])
L("zh","two_teams","数据组用 Python 3.11。","运维组用 Python 3.9。",
  "运维组用哪个 Python 版本？",["3.9"],"数据组用哪个 Python 版本？",["3.11"])

# ---------------------------------------------------------------- look-alikes, mixed
L("mixed","two_services","User service 的端口是 9101。","Order service 的端口是 9202。",
  "Order service 用哪个端口？",["9202"],"User service 用哪个端口？",["9101"])
L("mixed","staging_prod","Staging 的 Kafka broker 是 kafka-stg:9092。","Production 的 Kafka broker 是 kafka-prd-a:9094。",
  "Production 的 Kafka broker 地址？",["kafka-prd-a"],"Staging 的 Kafka broker 地址？",["kafka-stg"])
L("mixed","two_people","Leo 的 code review 偏好是小 PR。","Nina 的 code review 偏好是一次看完整 feature。",
  "Nina 的 code review 偏好是什么？",["完整 feature"],"Leo 的 code review 偏好是什么？",["小 pr"])
L("mixed","two_models","ASR model 的 WER 是 7.2%。","TTS model 的 MOS 是 4.3。",
  "TTS model 的 MOS 是多少？",["mos 是 4.3"],"ASR model 的 WER 是多少？",["wer 是 7.2%"])
L("mixed","two_regions","EU 区的 payment provider 是 Adyen。","US 区的 payment provider 是 Stripe。",
  "US 区用哪个 payment provider？",["stripe"],"EU 区用哪个 payment provider？",["adyen"])
L("mixed","two_apps","Android 版的 analytics SDK 是 Amplitude。","Web 版的 analytics SDK 是 Mixpanel。",
  "Web 版用哪个 analytics SDK？",["mixpanel"],"Android 版用哪个 analytics SDK？",["amplitude"])
L("mixed","two_benches","Lab A 的 reflow oven 温度曲线是 profile-leaded。","Lab B 的 reflow oven 温度曲线是 profile-sac305。",
  "Lab B 用哪个 reflow profile？",["profile-sac305"],"Lab A 用哪个 reflow profile？",["profile-leaded"])

# ---------------------------------------------------------------- restatements, English
R("en","word_order","near",["The analytics Postgres listens on port 5433.","Port 5433 is where the analytics Postgres listens."],
  "Which port does the analytics Postgres use?",["5433"])
R("en","abbreviation","near",["The Kubernetes namespace for the ML training jobs is ml-train.","K8s namespace for ML training jobs: ml-train."],
  "Which namespace do ML training jobs run in?",["ml-train"])
R("en","added_detail","different",["Quarterly invoices are sent on the 3rd business day.",
  "We send quarterly invoices on the 3rd business day, via the billing portal."],
  "When are quarterly invoices sent?",["3rd business day"])
R("en","word_order","different",["Mobile releases ship every two weeks on Tuesday.","Every second Tuesday is mobile release day."],
  "How often do mobile releases ship?",["tuesday"])
R("en","abbreviation","near",["The customer lifetime value model is owned by Grace Liu.","Grace Liu owns the CLV model."],
  "Who owns the CLV model?",["grace liu"])
R("en","added_detail","different",["The spectrum analyzer in the RF lab is an R&S FSV3013.",
  "RF lab's spectrum analyzer: Rohde & Schwarz FSV3013, the one by the window."],
  "Which spectrum analyzer is in the RF lab?",["fsv3013"])
R("en","word_order","near",["We use Dagster to orchestrate the marketing pipelines.","The marketing pipelines are orchestrated with Dagster."],
  "What orchestrates the marketing pipelines?",["dagster"])
R("en","abbreviation","near",["The max request body size for the upload API is 25 megabytes.","Upload API: max request body 25 MB."],
  "What is the upload API's max request body size?",["25 m"])
R("en","added_detail","different",["Tax filings are prepared by Whitfield & Co.",
  "Whitfield & Co prepare our tax filings (contact: their Leeds office)."],
  "Who prepares our tax filings?",["whitfield"])
R("en","word_order","different",["The warmup for the vision transformer is 2000 steps.","ViT training warms up over 2000 steps."],
  "How many warmup steps does the vision transformer use?",["2000 steps"])
R("en","word_order","near",["Code freeze starts on 14 March.","On 14 March the code freeze starts."],
  "When does code freeze start?",["14 march"])
R("en","added_detail","different",["The staging bucket for app screenshots is gs://qa-shots-staging.",
  "App screenshots from QA go to gs://qa-shots-staging — it's the staging bucket, lifecycle 30d."],
  "Where do QA app screenshots go?",["gs://qa-shots-staging"])
R("en","abbreviation","near",["The service level objective for the search API is 99.9 percent availability.","Search API SLO: 99.9% availability."],
  "What is the search API's SLO?",["99.9"])
R("en","word_order","different",["Our preferred charting library for notebooks is Altair.","In notebooks, we chart with Altair by preference."],
  "Which charting library do we prefer in notebooks?",["altair"])
R("en","added_detail","different",["The lab's thermal camera is a FLIR E8.","FLIR E8 thermal camera, kept in the lab's top drawer."],
  "Which thermal camera does the lab have?",["flir e8"])
R("en","word_order","near",["The design system is maintained by Sofia Mendes.","Sofia Mendes maintains the design system."],
  "Who maintains the design system?",["sofia mendes"])

# ---------------------------------------------------------------- restatements, Chinese
R("zh","word_order","near",["数据仓库用的是 ClickHouse。","我们的数仓是 ClickHouse。"],"数仓用的是什么？",["clickhouse"])
R("zh","word_order","near",["发版窗口是每周三晚上。","每周三晚上是发版窗口。"],"发版窗口是什么时候？",["周三晚上"])
R("zh","added_detail","different",["财务系统的对接人是周杰。","财务系统有问题找周杰，他是对接人，在财务部。"],"财务系统对接人是谁？",["周杰"])
R("zh","abbreviation","near",["持续集成流水线跑在 GitLab 上。","CI 流水线跑在 GitLab 上。"],"CI 跑在哪？",["gitlab"])
R("zh","word_order","different",["模型评估用的是 F1 分数。","评估模型时我们看 F1 分数。"],"模型评估看什么指标？",["f1 分数"])
R("zh","added_detail","different",["实验室的烙铁是白光 FX-951。","实验室用白光 FX-951 烙铁，放在二号柜。"],"实验室用什么烙铁？",["fx-951"])
R("zh","word_order","near",["客户端崩溃率目标是千分之一。","千分之一是客户端崩溃率的目标。"],"客户端崩溃率目标是多少？",["千分之一"])
R("zh","abbreviation","near",["用户增长团队的负责人是高远。","增长团队负责人：高远。"],"增长团队谁负责？",["高远"])
R("zh","added_detail","different",["采购审批要经过三级签字。","采购审批需要三级签字，部门、财务、总经理各一级。"],"采购审批要几级签字？",["三级签字"])
R("zh","word_order","different",["图片存储用的是七牛云。","七牛云负责我们的图片存储。"],"图片存在哪里？",["七牛云"])
R("zh","word_order","near",["训练数据放在 /nas/datasets/asr 目录。","/nas/datasets/asr 目录里放着训练数据。"],"训练数据放在哪个目录？",["/nas/datasets/asr"])
R("zh","added_detail","different",["代码规范以 Google 风格为准。","我们的代码规范按 Google 风格来，格式化交给工具。"],"代码规范以什么为准？",["google 风格"])
R("zh","word_order","different",["每月十号发工资。","工资是每个月的十号发。"],"几号发工资？",["十号"])
R("zh","abbreviation","near",["短信验证码的有效期是五分钟。","短信验证码有效期五分钟。"],"短信验证码有效期多久？",["验证码","五分钟"])

# ---------------------------------------------------------------- restatements, mixed / translation
R("mixed","translation","different",["The build cache lives on the NAS at /vol/buildcache.","构建缓存放在 NAS 的 /vol/buildcache 上。"],
  "Where does the build cache live?",["/vol/buildcache"])
R("mixed","translation","different",["我们的 A/B 实验平台是 GrowthBook。","Our A/B testing platform is GrowthBook."],
  "What is our A/B testing platform?",["growthbook"])
R("mixed","translation","different",["Monthly close must finish by the 5th working day.","月结必须在第 5th working day 之前完成。"],
  "When must the monthly close finish?",["5th working day"])
R("mixed","translation","different",["分词器用的是 SentencePiece。","The tokenizer is SentencePiece."],
  "Which tokenizer do we use?",["sentencepiece"])
R("mixed","translation","different",["The hardware lab's ESD wrist straps are tested every Monday.","硬件实验室的 ESD wrist straps 每周一测试。"],
  "When are ESD wrist straps tested?",["esd wrist straps"])

for i, c in enumerate(CASES, 1):
    c["id"] = f"h15-{i:03d}"
ORDER = ["id","lang","kind","variant","phrasing","sequence","question","current","stale","other_question","other"]
out = [{k: c[k] for k in ORDER if k in c} for c in CASES]
Path(__file__).with_name("cases.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
print(len(out), "cases")
