#!/usr/bin/env python3
"""Build the held-out supersede set (cases.json, filler.json) in this folder.

Domains: hospital lab (LIS), mobile game live-ops, city water utility, law-firm
document platform, logistics fleet. Fixed seed; re-running gives identical files.
"""
import json
import random
from pathlib import Path

SEED = 1826
OUT = Path(__file__).resolve().parent

cases = []


def upd(lang, variant, phrasing, seq, q, cur, stale):
    cases.append(dict(lang=lang, kind="update", variant=variant, phrasing=phrasing,
                      sequence=seq, question=q, current=cur, stale=stale))


def look(lang, variant, phrasing, seq, q, cur, oq, other):
    cases.append(dict(lang=lang, kind="lookalike", variant=variant, phrasing=phrasing,
                      sequence=seq, question=q, current=cur, other_question=oq, other=other))


def rest(lang, variant, phrasing, seq, q, cur):
    cases.append(dict(lang=lang, kind="restatement", variant=variant, phrasing=phrasing,
                      sequence=seq, question=q, current=cur))


# ---------------------------------------------------------------- updates, near, en
upd("en", "value", "near", ["The LIS staging database listens on port 5433.",
                            "The LIS staging database listens on port 6432."],
    "Which port does the LIS staging database listen on?", ["6432"], ["5433"])
upd("en", "schedule", "near", ["Live-ops: the daily reward reset happens at 04:00 UTC.",
                               "Live-ops: the daily reward reset happens at 05:00 UTC."],
    "When does the daily reward reset happen?", ["05:00"], ["04:00"])
upd("en", "limit", "near", ["Max upload size on the DMS (document management system) is 250 MB per file.",
                            "Max upload size on the DMS (document management system) is 500 MB per file."],
    "What's the maximum file size we can upload to the DMS?", ["500 mb"], ["250 mb"])
upd("en", "value", "near", ["Fleet telematics units report GPS position every 30 seconds.",
                            "Fleet telematics units report GPS position every 10 seconds."],
    "How often do the telematics units send a GPS position?", ["10 seconds"], ["30 seconds"])
upd("en", "limit", "near", ["The SCADA historian retains raw pump telemetry for 90 days.",
                            "The SCADA historian retains raw pump telemetry for 180 days."],
    "How long is raw pump telemetry kept in the historian?", ["180 days"], ["90 days"])
upd("en", "limit", "near", ["Hemolysis index threshold for rejecting potassium samples is 50.",
                            "Hemolysis index threshold for rejecting potassium samples is 100."],
    "Above what hemolysis index do we reject a potassium sample?", ["100"], ["50"])
upd("en", "schedule", "near", ["The live-ops team publishes the weekly event calendar on Tuesdays.",
                               "The live-ops team publishes the weekly event calendar on Thursdays."],
    "Which day does live-ops publish the event calendar?", ["thursday"], ["tuesday"])
upd("en", "limit", "near", ["The matter-intake API rate limit is 100 requests per minute per client.",
                            "The matter-intake API rate limit is 1000 requests per minute per client."],
    "What is the rate limit on the matter-intake API?", ["1000"], ["100 requests"])
upd("en", "schedule", "near", ["The release branch for the patient portal is cut every second Wednesday.",
                               "The release branch for the patient portal is cut every Monday."],
    "When do we cut the patient portal release branch?", ["monday"], ["wednesday"])
upd("en", "choice", "near", ["Route optimisation for the Rotterdam depot uses OR-Tools.",
                             "Route optimisation for the Rotterdam depot uses Timefold."],
    "Which solver does the Rotterdam depot use for route optimisation?", ["timefold"], ["or-tools"])
upd("en", "owner", "near", ["The on-call owner for the billing-export job is Priya.",
                            "The on-call owner for the billing-export job is Marcus."],
    "Who owns the billing-export job on call?", ["marcus"], ["priya"])
upd("en", "limit", "near", ["Chlorine residual alarm on the Eastside reservoir triggers below 0.2 mg/L.",
                            "Chlorine residual alarm on the Eastside reservoir triggers below 0.5 mg/L."],
    "At what chlorine residual does the Eastside reservoir alarm trigger?", ["0.5 mg/l"], ["0.2 mg/l"])
upd("en", "version", "near", ["The matchmaking service runs version 3.4.1 in production.",
                              "The matchmaking service runs version 3.6.0 in production."],
    "What version of matchmaking is in production?", ["3.6.0"], ["3.4.1"])
upd("en", "choice", "near", ["Our preferred OCR engine for scanned contracts is ABBYY FineReader.",
                             "Our preferred OCR engine for scanned contracts is Tesseract."],
    "Which OCR engine do we use for scanned contracts?", ["tesseract"], ["abbyy"])
upd("en", "negation", "near", ["Fridays are fine for deploying the LIS interface engine.",
                               "Fridays are never fine for deploying the LIS interface engine."],
    "Can we deploy the LIS interface engine on a Friday?", ["never"], ["are fine"])
upd("en", "negation", "near", ["Drivers are allowed to take the van home overnight.",
                               "Drivers are not allowed to take the van home overnight."],
    "Can drivers take the van home overnight?", ["not allowed"], ["are allowed"])
upd("en", "value", "near", ["The Redis instance for session tokens runs on port 6380.",
                            "The Redis instance for session tokens runs on port 6381."],
    "Which port is the session-token Redis on?", ["6381"], ["6380"])
upd("en", "schedule", "near", ["Backups of the document vault run at 01:30 every night.",
                               "Backups of the document vault run at 03:15 every night."],
    "What time does the document vault backup run?", ["03:15"], ["01:30"])
upd("en", "limit", "near", ["The sample-tracking API client timeout is 10 s.",
                            "The sample-tracking API client timeout is 20 s.",
                            "The sample-tracking API client timeout is 45 s."],
    "What timeout does the sample-tracking API client use?", ["45 s"], ["20 s"])
upd("en", "value", "near", ["Drop rate for legendary skins in the premium crate is 0.5%.",
                            "Drop rate for legendary skins in the premium crate is 1%.",
                            "Drop rate for legendary skins in the premium crate is 0.8%."],
    "What is the legendary skin drop rate in the premium crate?", ["0.8%"], ["1%"])

# ---------------------------------------------------------------- updates, near, zh
upd("zh", "value", "near", ["检验科 LIS 的报告打印服务跑在 9100 端口。",
                            "检验科 LIS 的报告打印服务跑在 9200 端口。"],
    "LIS 报告打印服务用哪个端口？", ["9200"], ["9100"])
upd("zh", "schedule", "near", ["每日签到奖励在北京时间凌晨4点重置。",
                               "每日签到奖励在北京时间凌晨5点重置。"],
    "签到奖励几点重置？", ["5点"], ["4点"])
upd("zh", "owner", "near", ["东区水厂的加氯泵由张工负责。",
                            "东区水厂的加氯泵由李工负责。"],
    "东区水厂加氯泵现在谁负责？", ["李工"], ["张工"])
upd("zh", "limit", "near", ["合同审阅平台单个文件上传上限是 200MB。",
                            "合同审阅平台单个文件上传上限是 1GB。"],
    "合同审阅平台单个文件最大能传多大？", ["1gb"], ["200mb"])
upd("zh", "schedule", "near", ["车队调度系统每 15 分钟同步一次订单。",
                               "车队调度系统每 20 分钟同步一次订单。"],
    "调度系统多久同步一次订单？", ["20 分钟"], ["15 分钟"])
upd("zh", "version", "near", ["游戏战斗服版本现在是 2.3.0。",
                              "游戏战斗服版本现在是 2.5.1。"],
    "战斗服现在是什么版本？", ["2.5.1"], ["2.3.0"])
upd("zh", "negation", "near", ["法务文档平台周五可以上线新版本。",
                               "法务文档平台周五不可以上线新版本。"],
    "法务文档平台周五能不能上线？", ["不可以"], ["周五可以"])
upd("zh", "choice", "near", ["我们用 Kafka 做车辆轨迹消息队列。",
                             "我们用 Pulsar 做车辆轨迹消息队列。"],
    "车辆轨迹消息队列用的是什么？", ["pulsar"], ["kafka"])
upd("zh", "choice", "near", ["检验结果的危急值通知通过短信发送。",
                             "检验结果的危急值通知通过企业微信发送。"],
    "危急值通知走什么渠道？", ["企业微信"], ["短信"])
upd("zh", "value", "near", ["水表数据采集网关的 MQTT 端口是 1883。",
                            "水表数据采集网关的 MQTT 端口是 8883。"],
    "水表采集网关 MQTT 用哪个端口？", ["8883"], ["1883"])
upd("zh", "limit", "near", ["直播活动的并发上限是 5 万。",
                            "直播活动的并发上限是 10 万。",
                            "直播活动的并发上限是 8 万。"],
    "直播活动并发上限是多少？", ["8 万"], ["10 万"])
upd("zh", "limit", "near", ["律所 DMS 的会话超时时间是 30 分钟。",
                            "律所 DMS 的会话超时时间是 60 分钟。",
                            "律所 DMS 的会话超时时间是 15 分钟。"],
    "律所 DMS 多久不操作会超时？", ["15 分钟"], ["60 分钟"])

# ---------------------------------------------------------------- updates, different, en
upd("en", "host", "different", ["lab-results-api is deployed on host lis-app-03.internal.",
                                 "Results API now lives on lis-app-07.internal (migration done Tuesday)."],
    "Which host runs the lab results API?", ["lis-app-07"], ["lis-app-03"])
upd("en", "choice", "different", ["We picked Sentry for crash reporting in the mobile game client.",
                                  "Crash reports from the game client go to Firebase Crashlytics now; the team preferred its free tier."],
    "What do we use for crash reporting in the game client?", ["crashlytics"], ["sentry"])
upd("en", "schedule", "different", ["Pump station 4 (Riverside) runs its backwash cycle every 48 hours.",
                                    "Riverside PS4 backwash: once a day from now on, per ops meeting."],
    "How often does the Riverside pump station backwash?", ["once a day"], ["48 hours"])
upd("en", "policy", "different", ["Document retention for closed litigation matters is 7 years.",
                                  "Closed litigation files: keep ten years, per the new records policy from the GC."],
    "How long do we keep closed litigation files?", ["ten years"], ["7 years"])
upd("en", "schedule", "different", ["Fleet: tyre pressure checks are done weekly by the drivers.",
                                    "Drivers should check tyre pressure before every shift."],
    "How often do drivers check tyre pressure?", ["every shift"], ["weekly"])
upd("en", "preference", "different", ["Alice prefers code reviews to be async via PR comments.",
                                       "Alice said she'd rather do reviews in a quick call than in PR comments."],
    "How does Alice like to do code reviews?", ["call"], ["async"])
upd("en", "version", "different", ["The analyzer interface for the Cobas 8000 uses HL7 v2.3.",
                                   "Roche cobas 8000 link has been upgraded to HL7 2.5.1."],
    "Which HL7 version does the cobas 8000 interface use?", ["2.5.1"], ["v2.3"])
upd("en", "value", "different", ["Season pass price in the Asia store is $9.99.",
                                 "Asia storefront: the season pass now sells at $7.99 after the pricing test."],
    "How much is the season pass in the Asia store?", ["7.99"], ["9.99"])
upd("en", "choice", "different", ["Leak detection alerts go to the #water-ops Slack channel.",
                                  "Send the acoustic leak-detection alerts to PagerDuty instead, Slack was too noisy."],
    "Where do leak detection alerts go?", ["pagerduty"], ["#water-ops"])
upd("en", "choice", "different", ["e-discovery exports are generated as PDF/A.",
                                  "For e-discovery productions we export native files plus a Concordance DAT load file, not PDFs."],
    "What format do e-discovery exports use?", ["concordance"], ["pdf/a"])
upd("en", "value", "different", ["Postgres for the fleet telemetry store runs on port 5432.",
                                 "Telemetry DB (fleet) was moved to port 6432 behind PgBouncer."],
    "Which port is the fleet telemetry database on?", ["6432"], ["5432"])
upd("en", "negation", "different", ["We never run schema migrations on the LIS during lab opening hours.",
                                    "Schema migrations on the LIS may run during opening hours as long as they are online (no table locks) - new rule from the CAB."],
    "Can LIS schema migrations run during lab opening hours?", ["may run"], ["never run"])
upd("en", "choice", "different", ["The game's push notifications are sent through OneSignal.",
                                  "Push notifs: switched provider to Airship this sprint."],
    "Which provider sends the game's push notifications?", ["airship"], ["onesignal"])
upd("en", "owner", "different", ["Meter reading routes in the north district are owned by Kofi Mensah.",
                                  "North district meter-reading routes - new owner: Dana Whitfield (Kofi moved to billing)."],
    "Who owns the north district meter reading routes?", ["dana whitfield"], ["kofi mensah"])
upd("en", "policy", "different", ["Conflict checks at intake are done manually by the records team.",
                                  "Intake conflict checks are automated through Intapp Open now."],
    "How are conflict checks done at intake?", ["intapp"], ["manually"])
upd("en", "limit", "different", ["Max driving time before a mandatory break is set to 4.5 hours in the dispatch rules.",
                                  "Dispatch rule update: drivers get a forced break after 4 hours behind the wheel."],
    "After how long must a driver take a break under the dispatch rules?", ["4 hours"], ["4.5 hours"])
upd("en", "schedule", "different", ["Blood bank inventory sync with the regional supplier runs hourly.",
                                    "Regional blood supplier sync is every 15 min now."],
    "How often does the blood bank inventory sync with the supplier?", ["15 min"], ["hourly"])
upd("en", "preference", "different", ["Bob wants test reports in Markdown.",
                                       "Bob asked for the test reports as HTML from now on, he's sharing them with QA leads."],
    "What format does Bob want test reports in?", ["html"], ["markdown"])
upd("en", "choice", "different", ["The CDN for game asset bundles is CloudFront.",
                                  "Asset bundles are served from Fastly since the contract renewal."],
    "Which CDN serves the game asset bundles?", ["fastly"], ["cloudfront"])
upd("en", "schedule", "different", ["The water quality LIMS exports to the state portal every Monday.",
                                    "State reporting export from the water-quality LIMS goes out on the 1st of each month."],
    "When does the water quality LIMS export to the state portal?", ["1st of each month"], ["monday"])
upd("en", "choice", "different", ["Citation checking for briefs uses the Westlaw plugin.",
                                  "Brief citations are checked with Lexis+ now; the Westlaw license was not renewed."],
    "What tool checks citations in briefs?", ["lexis"], ["westlaw plugin"])
upd("en", "limit", "different", ["The max cargo weight configured for the 7.5t vans is 3,200 kg.",
                                  "Payload cap for 7.5-tonne vans in the planner: 2,900 kg (after the axle-load audit)."],
    "What's the payload cap for the 7.5 tonne vans?", ["2,900"], ["3,200"])
upd("en", "choice", "different", ["Use black for formatting the Python services in the lab platform.",
                                  "Lab platform Python code is formatted with ruff format; black was dropped."],
    "Which formatter do the lab platform Python services use?", ["ruff"], ["use black"])
upd("en", "host", "different", ["The staging game server region is us-east-1.",
                                 "Staging game servers were moved to eu-west-1 to be near the QA team."],
    "Which region are the staging game servers in?", ["eu-west-1"], ["us-east-1"])
upd("en", "schedule", "different", ["Hydrant flushing in zone C happens in April.",
                                    "Zone C hydrants get flushed in September going forward."],
    "When are zone C hydrants flushed?", ["september"], ["april"])
upd("en", "negation", "different", ["Paralegals may download whole matter folders as zip.",
                                    "Bulk zip download of matter folders is disabled for paralegals."],
    "Can paralegals download a whole matter folder as a zip?", ["disabled"], ["may download"])
upd("en", "choice", "different", ["Fuel cards are issued by Shell for the whole fleet.",
                                  "Whole fleet switched fuel cards to DKV."],
    "Who issues our fleet fuel cards?", ["dkv"], ["shell"])
upd("en", "choice", "different", ["The CI pipeline for the LIS frontend runs on Jenkins.",
                                  "LIS frontend builds now run in GitLab CI."],
    "Where does CI for the LIS frontend run?", ["gitlab"], ["jenkins"])
upd("en", "schedule", "different", ["Event 'Lunar Festival' starts on 2025-01-28.",
                                    "Lunar Festival live event moved: kicks off Feb 3 2025."],
    "When does the Lunar Festival event start?", ["feb 3"], ["2025-01-28"])
upd("en", "policy", "different", ["SCADA VPN access requires a hardware token.",
                                  "Hardware tokens are no longer needed for SCADA VPN; we use the Authenticator app push."],
    "What second factor does SCADA VPN access need?", ["authenticator"], ["requires a hardware token"])
upd("en", "schedule", "different", ["Time entries must be submitted by Friday 5pm.",
                                    "Billable hours are due daily by 10am the next morning, per the new finance memo."],
    "When are time entries due?", ["daily"], ["friday 5pm"])
upd("en", "schedule", "different", ["Warehouse Leeds cut-off for same-day dispatch is 14:00.",
                                    "Same-day dispatch cutoff at the Leeds DC is 15:30 now."],
    "What's the same-day dispatch cutoff in Leeds?", ["15:30"], ["14:00"])
upd("en", "limit", "different", ["The LIS read replica lag alert fires at 30 seconds.",
                                  "Replica lag alerting for LIS: threshold raised to 2 minutes."],
    "At what replica lag does the LIS alert fire?", ["2 minutes"], ["30 seconds"])
upd("en", "preference", "different", ["Wei prefers dark mode dashboards in Grafana.",
                                       "Wei wants the light theme on the Grafana wall display - dark was unreadable from the back of the room."],
    "Which Grafana theme does Wei want?", ["light"], ["dark mode"])
# three steps
upd("en", "version", "different", ["Game API gateway: Kong 2.8.",
                                   "We upgraded the API gateway to Kong 3.4 on the weekend.",
                                   "Replaced Kong with Envoy Gateway for the game API."],
    "What runs the game API gateway?", ["envoy"], ["3.4"])
upd("en", "owner", "different", ["The incident commander for the water main break war-room is Sarah Lee.",
                                 "Hand-off: Tom Alvarez is IC for the main break now.",
                                 "Sarah Lee is back as incident commander for the water main response."],
    "Who is incident commander for the water main break?", ["sarah lee"], ["tom alvarez"])
upd("en", "choice", "different", ["Redaction is done in Adobe Acrobat Pro.",
                                  "We do redactions in the DMS built-in redaction tool.",
                                  "Redaction: moved to Relativity Redact for everything that goes to opposing counsel."],
    "Which tool do we use for redaction?", ["relativity"], ["built-in"])
upd("en", "schedule", "different", ["The Birmingham hub route planner re-optimises every night at 23:00.",
                                    "Birmingham routes are re-optimised twice a day (06:00 and 23:00).",
                                    "Planner now re-optimises the Birmingham hub routes continuously, every 10 minutes."],
    "How often are Birmingham hub routes re-optimised?", ["10 minutes"], ["twice a day"])
upd("en", "value", "different", ["LIS HL7 listener port: 2575.",
                                 "The HL7 MLLP listener for LIS was moved to 2580 because of a clash.",
                                 "HL7 inbound for the LIS is on port 7777 after the Mirth migration."],
    "Which port does the LIS HL7 listener use?", ["7777"], ["2580"])
upd("en", "limit", "different", ["Guild chat message cap is 200 characters.",
                                  "Raised guild chat limit to 500 chars.",
                                  "Guild chat messages can be up to 1,000 characters."],
    "How long can a guild chat message be?", ["1,000"], ["500"])
upd("en", "choice", "different", ["Fleet maintenance vendor is Kwik-Fit.",
                                  "Switched the maintenance contract to Halfords Autocentres.",
                                  "In-house workshop in Daventry handles all fleet maintenance now, no external vendor."],
    "Who does our fleet maintenance?", ["in-house"], ["halfords"])

# ---------------------------------------------------------------- updates, different, zh
upd("zh", "host", "different", ["检验科LIS的生产数据库在 db-lis-01 上。",
                                 "LIS 生产库已经迁到 db-lis-05 了。"],
    "LIS 生产数据库在哪台机器上？", ["db-lis-05"], ["db-lis-01"])
upd("zh", "choice", "different", ["检验科的前端错误监控用的是 Fundebug。",
                                  "LIS 前端报错监控现在接的是 Sentry。"],
    "LIS 前端错误监控用什么？", ["sentry"], ["fundebug"])
upd("zh", "limit", "different", ["北区供水管网的夜间最低压力设定为 0.25 MPa。",
                                  "夜间压力下限（北区管网）调成 0.28 兆帕。"],
    "北区管网夜间最低压力设多少？", ["0.28"], ["0.25"])
upd("zh", "owner", "different", ["合同模板库由王律师维护。",
                                 "模板库现在归陈晓负责，王律师不管了。"],
    "合同模板库谁在维护？", ["陈晓"], ["由王律师维护"])
upd("zh", "schedule", "different", ["车辆保养周期是每 1 万公里。",
                                    "保养改为每 8000 公里做一次。"],
    "车辆多少公里保养一次？", ["8000"], ["1 万"])
upd("zh", "choice", "different", ["标本条码打印机用的是斑马 ZT410。",
                                  "条码打印机换成了 TSC 的型号。"],
    "标本条码打印机是什么型号？", ["tsc"], ["zt410"])
upd("zh", "negation", "different", ["游戏服周末不允许做数据库变更。",
                                    "游戏服数据库变更周末也可以做，但要提前在群里报备。"],
    "游戏服周末能做数据库变更吗？", ["也可以"], ["不允许"])
upd("zh", "schedule", "different", ["水费账单每两个月出一次。",
                                    "从下个周期起，水费按月出账。"],
    "水费多久出一次账单？", ["按月"], ["两个月"])
upd("zh", "choice", "different", ["律所的电子签用 DocuSign。",
                                  "电子签名平台改用 e签宝 了。"],
    "律所电子签名用哪个平台？", ["e签宝"], ["docusign"])
upd("zh", "schedule", "different", ["冷链车温度上报间隔 5 分钟。",
                                    "冷链车厢温度现在每分钟上报一次。"],
    "冷链车温度多久上报一次？", ["每分钟"], ["5 分钟"])
upd("zh", "preference", "different", ["小刘喜欢用 Vim 写配置。",
                                       "小刘最近都用 VS Code 改配置了。"],
    "小刘用什么编辑器改配置？", ["vs code"], ["vim"])
upd("zh", "limit", "different", ["排行榜缓存过期时间设置为 60 秒。",
                                  "leaderboard cache TTL 改成 300s 了。"],
    "排行榜缓存多久过期？", ["300s"], ["60 秒"])
upd("zh", "value", "different", ["水厂 SCADA 的 OPC UA 服务端口是 4840。",
                                 "OPC UA server（水厂）端口调整为 4850。"],
    "水厂 OPC UA 服务用哪个端口？", ["4850"], ["4840"])
upd("zh", "policy", "different", ["新员工入职时需要签保密协议纸质版。",
                                  "保密协议改成线上签署，入职不再收纸件。"],
    "新员工保密协议怎么签？", ["线上签署"], ["纸质版"])
upd("zh", "value", "different", ["调度中心的值班电话是 400-800-1234。",
                                 "调度值班热线换号了：400-820-5678。"],
    "调度中心值班电话是多少？", ["400-820-5678"], ["400-800-1234"])
upd("zh", "negation", "different", ["检验报告审核后自动发布到患者 App。",
                                    "检验报告审核后不再自动推送到患者 App，需要医生手动发布。"],
    "检验报告审核完会自动发到患者 App 吗？", ["手动发布"], ["自动发布"])
upd("zh", "choice", "different", ["水务 App 的静态资源 CDN 用的是阿里云。",
                                  "水务 App 静态资源迁到腾讯云 CDN 了。"],
    "水务 App 静态资源用哪家 CDN？", ["腾讯云"], ["阿里云"])
upd("zh", "preference", "different", ["我们团队倾向用 Terraform 管理水务云资源。",
                                       "水务云上的资源以后都用 Pulumi 管。"],
    "水务云资源用什么工具管理？", ["pulumi"], ["terraform"])
upd("zh", "limit", "different", ["案件管理系统的备份保留 30 天。",
                                  "Matter 系统备份 retention 延长到 90 天。"],
    "案件管理系统备份保留多久？", ["90 天"], ["30 天"])
upd("zh", "value", "different", ["The fleet dashboard 的默认时区是 UTC。",
                                 "车队看板默认时区改成北京时间（UTC+8）。"],
    "车队看板默认用什么时区？", ["utc+8"], ["是 utc"])
upd("zh", "owner", "different", ["运营周报由产品经理赵敏汇总。",
                                 "运营周报现在是数据组的 Kevin 在汇总。"],
    "运营周报谁来汇总？", ["kevin"], ["赵敏"])
# three steps
upd("zh", "version", "different", ["LIS 接口引擎用的是 Mirth Connect 3.x。",
                                   "接口引擎升级到 Mirth 4.4 了。",
                                   "接口引擎最终换成了自研的 lis-bridge。"],
    "LIS 接口引擎现在用的是什么？", ["lis-bridge"], ["4.4"])
upd("zh", "schedule", "different", ["版本热更新窗口是每周二上午 10 点。",
                                    "热更窗口调到周三下午两点。",
                                    "热更新以后固定在周四早上 8 点。"],
    "热更新窗口是什么时候？", ["周四"], ["周三"])
upd("zh", "limit", "different", ["管网漏损率的考核目标是 12%。",
                                  "今年漏损率目标下调到 10%。",
                                  "漏损率考核目标再降一档：9%。"],
    "管网漏损率考核目标是多少？", ["9%"], ["10%"])
upd("zh", "host", "different", ["文档平台的 OCR 服务部署在 ocr-01 上。",
                                 "OCR 迁到 GPU 节点 gpu-02。",
                                 "OCR 服务现在跑在 gpu-04 上。"],
    "文档平台 OCR 服务部署在哪？", ["gpu-04"], ["gpu-02"])
upd("zh", "limit", "different", ["配送车每日最大派单量 80 单。",
                                  "派单上限提到 100 单/天。",
                                  "单车日派单上限改为 90。"],
    "每辆配送车每天最多派多少单？", ["90"], ["100"])
upd("zh", "preference", "different", ["王医生更喜欢纸质版的质控报告。",
                                       "王医生说质控报告发 PDF 邮件就行。",
                                       "王医生现在只在 LIS 里看质控报告，不要邮件了。"],
    "王医生想怎么看质控报告？", ["lis 里看"], ["pdf"])
upd("zh", "schedule", "different", ["公会战开启时间为周六晚 8 点。",
                                    "公会战改到周日晚 8 点。",
                                    "公会战时间最终定在周五晚 9 点。"],
    "公会战什么时候开？", ["周五晚 9 点"], ["周日"])
upd("zh", "limit", "different", ["数据中心到水厂的专线带宽 100M。",
                                  "专线扩容到 200M。",
                                  "水厂专线带宽升级为 1G。"],
    "水厂专线带宽多大？", ["1g"], ["200m"])

# ---------------------------------------------------------------- look-alikes, en
look("en", "service", "near", ["The QC-rules API runs on port 8081.", "The reference-ranges API runs on port 8082."],
     "Which port does the reference-ranges API run on?", ["8082"],
     "Which port does the QC-rules API run on?", ["8081"])
look("en", "env", "near", ["Staging blood-bank module database host is bb-db-stg.internal.",
                           "Production blood-bank module database host is bb-db-prd.internal."],
     "What's the production blood-bank database host?", ["bb-db-prd"],
     "What's the staging blood-bank database host?", ["bb-db-stg"])
look("en", "person", "near", ["Nadia prefers tabs for indentation in the SQL repo.",
                              "Oskar prefers spaces for indentation in the SQL repo."],
     "What indentation does Oskar prefer?", ["spaces"],
     "What indentation does Nadia prefer?", ["tabs"])
look("en", "region", "different", ["EU game servers restart daily at 05:00 CET.",
                                   "The NA shards get their daily restart at 04:00 PT."],
     "When do the NA game servers restart?", ["04:00 pt"],
     "When do the EU game servers restart?", ["05:00 cet"])
look("en", "table", "near", ["The table water_meter_readings is partitioned by month.",
                             "The table water_meter_events is partitioned by day."],
     "How is water_meter_events partitioned?", ["by day"],
     "How is water_meter_readings partitioned?", ["by month"])
look("en", "region", "different", ["Rotterdam depot drivers start their shifts at 06:00.",
                                   "Antwerp depot: shifts begin at 05:30."],
     "When do Antwerp depot shifts start?", ["05:30"],
     "When do Rotterdam depot shifts start?", ["06:00"])
look("en", "client", "near", ["Invoices for Acme Corp are sent monthly.",
                              "Invoices for Globex are sent quarterly."],
     "How often do we invoice Globex?", ["quarterly"],
     "How often do we invoice Acme Corp?", ["monthly"])
look("en", "platform", "different", ["The iOS build of the game uses Unity 2022.3.20.",
                                     "Android builds are still on Unity 2022.3.15."],
     "Which Unity version is the Android build on?", ["2022.3.15"],
     "Which Unity version does the iOS build use?", ["2022.3.20"])
look("en", "service", "different", ["Chemistry analyzer results auto-verify if within the reference range.",
                                    "Hematology results always need manual review by a technologist."],
     "Do hematology results auto-verify?", ["manual review"],
     "Do chemistry results auto-verify?", ["auto-verify"])
look("en", "env", "near", ["Staging Kafka for the smart-meter pipeline listens on 9092.",
                           "Production Kafka for the smart-meter pipeline listens on 9093 (TLS only)."],
     "Which port does production smart-meter Kafka use?", ["9093"],
     "Which port does staging smart-meter Kafka use?", ["9092"])
look("en", "service", "different", ["Weekly full backup of the time-entry system runs Sunday 02:00.",
                                    "The conflicts database gets its weekly full backup on Saturday at 23:00."],
     "When is the conflicts database backed up?", ["saturday"],
     "When is the time-entry system backed up?", ["sunday"])
look("en", "region", "different", ["Zone A reservoir target level is 4.2 m.",
                                   "We keep the zone B reservoir at 3.8 m."],
     "What level is the zone B reservoir kept at?", ["3.8 m"],
     "What's the zone A reservoir target level?", ["4.2 m"])
look("en", "service", "near", ["Daily login reward cap is 50 gems.", "Daily quest reward cap is 120 gems."],
     "What's the daily quest reward cap?", ["120"],
     "What's the daily login reward cap?", ["50 gems"])
look("en", "person", "different", ["Lena owns the HL7 interface runbook.",
                                   "The ASTM analyzer runbook is Jonas's."],
     "Who owns the ASTM analyzer runbook?", ["jonas"],
     "Who owns the HL7 interface runbook?", ["lena"])
look("en", "region", "different", ["The London office uses iManage for documents.",
                                   "Singapore office stores matter documents in NetDocuments."],
     "What document system does the Singapore office use?", ["netdocuments"],
     "What document system does the London office use?", ["imanage"])
look("en", "service", "different", ["Van fleet speed limiter is set to 90 km/h.",
                                    "HGVs in the fleet are limited to 85 km/h."],
     "What are HGVs limited to?", ["85 km/h"],
     "What is the van speed limiter set to?", ["90 km/h"])
look("en", "service", "near", ["The patient portal session timeout is 15 minutes.",
                               "The clinician workstation session timeout is 8 hours."],
     "What's the session timeout on clinician workstations?", ["8 hours"],
     "What's the patient portal session timeout?", ["15 minutes"])
look("en", "env", "different", ["In staging, feature flag new_shop_ui is on.",
                                "new_shop_ui stays off in production until the A/B test ends."],
     "Is new_shop_ui on in production?", ["off"],
     "Is new_shop_ui on in staging?", ["is on"])
look("en", "service", "different", ["Pressure sensors in the north network report every 60 s.",
                                    "North network flow meters send readings every 15 minutes."],
     "How often do north network flow meters report?", ["15 minutes"],
     "How often do north network pressure sensors report?", ["60 s"])
look("en", "table", "different", ["The orders table in the fleet DB has a 2-year TTL.",
                                  "gps_points keeps only 90 days of data."],
     "How long is gps_points data kept?", ["90 days"],
     "What's the TTL on the fleet orders table?", ["2-year"])
look("en", "person", "different", ["Partner Hughes wants drafts as Word documents.",
                                   "Partner Okafor wants drafts as PDFs with line numbers."],
     "What format does Partner Okafor want drafts in?", ["pdf"],
     "What format does Partner Hughes want drafts in?", ["word"])
look("en", "env", "different", ["QA uses the LIS test tenant lis-qa-02.",
                                "Training sessions run against tenant lis-train-01."],
     "Which tenant is used for training sessions?", ["lis-train-01"],
     "Which tenant does QA use?", ["lis-qa-02"])
look("en", "service", "near", ["Season 12 battle pass ends on June 30.",
                               "Season 13 battle pass ends on September 29."],
     "When does the season 13 battle pass end?", ["september 29"],
     "When does the season 12 battle pass end?", ["june 30"])
look("en", "service", "near", ["Pump P-101 is a Grundfos CR 64.", "Pump P-102 is a KSB Etanorm."],
     "What model is pump P-102?", ["ksb"],
     "What model is pump P-101?", ["grundfos"])
look("en", "service", "different", ["The Slack channel for fleet incidents is #fleet-incidents.",
                                    "Warehouse incidents get posted in #wh-ops."],
     "Where are warehouse incidents posted?", ["#wh-ops"],
     "Which Slack channel is for fleet incidents?", ["#fleet-incidents"])
look("en", "service", "different", ["We never deploy the patient portal on Fridays.",
                                    "The lab analytics dashboards are fine to deploy on Fridays."],
     "Can the lab analytics dashboards be deployed on Friday?", ["fine to deploy"],
     "Can the patient portal be deployed on Friday?", ["never"])
look("en", "team", "different", ["Sprint length for the live-ops team is 2 weeks.",
                                 "The engine team runs 3-week sprints."],
     "How long are the engine team's sprints?", ["3-week"],
     "How long are live-ops sprints?", ["2 weeks"])
look("en", "person", "near", ["Billing rate for junior associates is $250/h.",
                              "Billing rate for senior associates is $450/h."],
     "What do senior associates bill per hour?", ["450"],
     "What do junior associates bill per hour?", ["250"])
look("en", "service", "different", ["Cold-chain alarms trigger above 8 °C.",
                                    "For frozen goods, the alarm goes off above -15 °C."],
     "At what temperature do frozen goods alarms trigger?", ["-15"],
     "At what temperature do cold-chain alarms trigger?", ["8 °c"])
look("en", "platform", "different", ["Minimum supported iOS version for the game is 15.",
                                     "On Android we support API level 26 and up."],
     "What's the minimum Android API level?", ["26"],
     "What's the minimum iOS version?", ["15"])

# ---------------------------------------------------------------- look-alikes, zh
look("zh", "service", "near", ["质控服务端口 8085。", "标本签收服务端口 8086。"],
     "标本签收服务用哪个端口？", ["8086"], "质控服务用哪个端口？", ["8085"])
look("zh", "env", "near", ["游戏测试环境的 Redis 在 10.0.3.21。", "游戏生产环境的 Redis 在 10.0.8.15。"],
     "生产环境 Redis 地址是多少？", ["10.0.8.15"], "测试环境 Redis 地址是多少？", ["10.0.3.21"])
look("zh", "person", "different", ["小王喜欢用 Tab 缩进。", "老张写代码习惯用四个空格缩进。"],
     "老张用什么缩进？", ["四个空格"], "小王用什么缩进？", ["tab"])
look("zh", "region", "near", ["华东区服每天凌晨 5 点维护。", "华南区服每天凌晨 6 点维护。"],
     "华南区服几点维护？", ["6 点"], "华东区服几点维护？", ["5 点"])
look("zh", "table", "different", ["车队订单表按月分区。", "轨迹表 track_points 是按天分区的。"],
     "轨迹表怎么分区？", ["按天"], "车队订单表怎么分区？", ["按月"])
look("zh", "site", "different", ["一号水厂的出厂水余氯目标是 0.6 mg/L。", "二号水厂出厂水余氯控制在 0.8 mg/L。"],
     "二号水厂出厂水余氯控制在多少？", ["0.8"], "一号水厂余氯目标是多少？", ["0.6"])
look("zh", "team", "different", ["诉讼组的周会在周一上午。", "非诉组周会放在周三下午。"],
     "非诉组周会什么时候开？", ["周三"], "诉讼组周会什么时候？", ["周一"])
look("zh", "platform", "different", ["iOS 包体上限 200MB。", "安卓包体要控制在 150MB 以内。"],
     "安卓包体上限是多少？", ["150mb"], "iOS 包体上限是多少？", ["200mb"])
look("zh", "person", "near", ["生化报告由李老师审核。", "免疫报告由周老师审核。"],
     "免疫报告谁审核？", ["周老师"], "生化报告谁审核？", ["李老师"])
look("zh", "region", "different", ["北京仓的截单时间是下午 3 点。", "上海仓下午 4 点半截单。"],
     "上海仓几点截单？", ["4 点半"], "北京仓几点截单？", ["3 点"])
look("zh", "env", "different", ["staging 上 feature flag guild_v2 是打开的。", "线上 guild_v2 flag 还关着，等压测结果。"],
     "线上 guild_v2 开了吗？", ["关着"], "staging 的 guild_v2 开了吗？", ["打开"])
look("zh", "site", "different", ["A 区泵站的巡检周期是每周一次。", "B 区泵站每两周巡检一次。"],
     "B 区泵站多久巡检一次？", ["两周"], "A 区泵站多久巡检一次？", ["每周"])
look("zh", "region", "near", ["律所北京办公室用 iManage 管文档。", "律所上海办公室用 NetDocuments 管文档。"],
     "上海办公室用什么文档系统？", ["netdocuments"], "北京办公室用什么文档系统？", ["imanage"])
look("zh", "service", "different", ["冷藏车的制冷机组品牌是开利。", "冷冻车用的是冷王的机组。"],
     "冷冻车用什么牌子的制冷机组？", ["冷王"], "冷藏车的制冷机组是什么牌子？", ["开利"])
look("zh", "service", "near", ["公会战奖励上限 300 钻石。", "竞技场奖励上限 500 钻石。"],
     "竞技场奖励上限是多少？", ["500"], "公会战奖励上限是多少？", ["300"])
look("zh", "env", "different", ["LIS 测试库每晚 2 点刷新。", "培训库（LIS）每周日刷新一次。"],
     "LIS 培训库多久刷新一次？", ["每周日"], "LIS 测试库什么时候刷新？", ["每晚 2 点"])
look("zh", "person", "different", ["张律师偏好用 Word 批注改合同。", "刘律师喜欢直接在 PDF 上标注。"],
     "刘律师喜欢怎么改合同？", ["pdf"], "张律师喜欢怎么改合同？", ["word"])
look("zh", "env", "near", ["游戏日志 Kafka 测试集群用 9092 端口。", "游戏日志 Kafka 生产集群用 9093 端口。"],
     "游戏日志 Kafka 生产集群用哪个端口？", ["9093"], "游戏日志 Kafka 测试集群用哪个端口？", ["9092"])
look("zh", "table", "different", ["水表读数表 meter_readings 保留 5 年。", "告警事件表 alarm_events 只留 1 年。"],
     "alarm_events 表保留多久？", ["1 年"], "meter_readings 表保留多久？", ["5 年"])
look("zh", "platform", "different", ["安卓渠道包用 Jenkins 打。", "iOS 包现在用 Xcode Cloud 构建。"],
     "iOS 包用什么构建？", ["xcode cloud"], "安卓渠道包用什么打？", ["jenkins"])

# ---------------------------------------------------------------- restatements, en
rest("en", "paraphrase", "near", ["The specimen-tracking service listens on port 7443.",
                                  "specimen-tracking service port is 7443."],
     "Which port is the specimen-tracking service on?", ["7443", "specimen-tracking"])
rest("en", "paraphrase", "different", ["The lab inventory service connects to Postgres through PgBouncer in transaction mode.",
                                       "Lab inventory service -> Postgres via PgBouncer (transaction pooling)."],
     "How does the lab inventory service connect to Postgres?", ["pgbouncer", "transaction"])
rest("en", "paraphrase", "different", ["Never run the water billing batch on public holidays.",
                                       "No water billing batch runs on public holidays, ever."],
     "Can the water billing batch run on a public holiday?", ["public holiday", "billing batch"])
rest("en", "paraphrase", "different", ["The arena season ends every second Sunday at 20:00 UTC.",
                                       "Arena seasons close at 20:00 UTC on every other Sunday."],
     "When does the arena season end?", ["20:00 utc", "arena"])
rest("en", "paraphrase", "different", ["Game analytics events are sent to Amplitude.",
                                       "We use Amplitude for the game's analytics events."],
     "Where do the game's analytics events go?", ["amplitude"])
rest("en", "paraphrase", "different", ["Engagement letters must be countersigned before any time is billed.",
                                       "No billing time until the engagement letter has been countersigned."],
     "Can we bill time before the engagement letter is countersigned?", ["engagement letter", "countersigned"])
rest("en", "paraphrase", "different", ["Valve exercising in the old town district is done every 3 years.",
                                       "Old town district valves are exercised once every 3 years."],
     "How often are old town valves exercised?", ["every 3 years", "old town"])
rest("en", "paraphrase", "different", ["Toll boxes for the HGVs are provided by Toll4Europe.",
                                       "Toll4Europe supplies the on-board toll units for our HGVs."],
     "Who provides the HGV toll boxes?", ["toll4europe", "hgv"])
rest("en", "paraphrase", "different", ["Blood culture bottles must reach the lab within 2 hours of collection.",
                                       "Blood cultures: get them to the lab no later than 2 hours after the draw."],
     "How fast must blood cultures reach the lab?", ["blood culture", "2 hours"])
rest("en", "added_detail", "near", ["Marta owns the nightly matter-sync job.",
                                    "Marta owns the nightly matter-sync job; ping her if it fails."],
     "Who owns the nightly matter-sync job?", ["marta", "matter-sync"])
rest("en", "added_detail", "different", ["The game's voice chat runs on Vivox.",
                                         "In-game voice chat is provided by Vivox (Unity's service)."],
     "What provides the game's voice chat?", ["vivox", "voice chat"])
rest("en", "added_detail", "different", ["The SCADA historian is OSIsoft PI.",
                                         "We run AVEVA PI (formerly OSIsoft PI) as the SCADA historian."],
     "What is our SCADA historian?", ["osisoft pi", "historian"])
rest("en", "paraphrase", "different", ["The fleet planner repo uses mypy in strict mode.",
                                       "Type checking in the fleet planner repo: mypy --strict."],
     "How is the fleet planner repo type-checked?", ["mypy", "strict"])
rest("en", "paraphrase", "different", ["Returns at the Leeds DC are processed within 48 hours.",
                                       "Leeds DC handles returns in 48h or less."],
     "How quickly are returns processed at the Leeds DC?", ["leeds", "48"])
rest("en", "paraphrase", "different", ["Client trust account reconciliations are done monthly by finance.",
                                       "Finance reconciles the client trust accounts every month."],
     "How often are client trust accounts reconciled?", ["trust account", "month"])
rest("en", "paraphrase", "different", ["Dock door 7 at the Rotterdam depot is reserved for refrigerated trailers.",
                                       "At Rotterdam, dock door 7 is for reefers only."],
     "Which dock door at Rotterdam is for refrigerated trailers?", ["door 7", "rotterdam"])
rest("en", "paraphrase", "different", ["Critical lab values are phoned to the ward within 30 minutes.",
                                       "Critical values must be called through to the ward in 30 min or less."],
     "How fast must critical values be phoned to the ward?", ["30 min", "critical"])
rest("en", "paraphrase", "near", ["Player inventory is stored in DynamoDB.",
                                  "Player inventory data is stored in DynamoDB."],
     "Where is player inventory stored?", ["dynamodb", "player inventory"])
rest("en", "paraphrase", "different", ["Jun prefers to get on-call handovers in writing, not over the phone.",
                                       "Jun wants written on-call handovers rather than phone calls."],
     "How does Jun want on-call handovers?", ["jun", "writ"])
rest("en", "added_detail", "different", ["The Eastside reservoir inlet valve is motorised and controlled from SCADA.",
                                         "Eastside reservoir's inlet valve is operated remotely via SCADA (it has an electric actuator)."],
     "How is the Eastside reservoir inlet valve operated?", ["eastside", "inlet valve", "scada"])
rest("en", "paraphrase", "different", ["Trainees cannot delete documents from a matter workspace.",
                                       "Trainee accounts have no delete rights on matter workspaces."],
     "Can trainees delete documents in a matter workspace?", ["trainee", "delete"])
rest("en", "paraphrase", "different", ["Drivers must do a walk-around check before leaving the yard.",
                                       "Before leaving the yard, every driver does a vehicle walk-around."],
     "What must drivers do before leaving the yard?", ["walk-around", "yard"])
rest("en", "paraphrase", "near", ["The starter pack in the EU store costs €4.99.",
                                  "The starter pack in the EU store is priced at €4.99."],
     "How much is the starter pack in the EU store?", ["4.99", "starter pack"])
rest("en", "added_detail", "different", ["Audit logs on the document platform are shipped to Splunk.",
                                         "Document platform audit logs go to Splunk, index legal_audit."],
     "Where do document platform audit logs go?", ["splunk", "audit log"])

# ---------------------------------------------------------------- restatements, zh
rest("zh", "paraphrase", "different", ["微生物室的培养箱温度监控接入了 LIS。",
                                       "LIS 已经接入微生物室培养箱的温度监控。"],
     "培养箱温度监控接进 LIS 了吗？", ["培养箱", "lis"])
rest("zh", "paraphrase", "different", ["律所的知识库周末不做维护。",
                                       "周末不对律所知识库做任何维护。"],
     "律所知识库周末维护吗？", ["周末", "知识库"])
rest("zh", "added_detail", "different", ["车队油耗数据每天凌晨汇总到数仓。",
                                         "油耗数据每天凌晨同步进数据仓库做汇总，任务名 fuel_daily。"],
     "车队油耗数据什么时候汇总？", ["油耗", "凌晨"])
rest("zh", "added_detail", "different", ["新手引导最多弹三次。",
                                         "新手引导弹窗最多出现三次，之后不再弹。"],
     "新手引导最多弹几次？", ["新手引导", "三次"])
rest("zh", "added_detail", "different", ["西区水厂的絮凝剂投加由赵工负责。",
                                         "絮凝剂投加（西区水厂）归赵工管，有问题找他。"],
     "西区水厂絮凝剂投加谁负责？", ["赵工", "絮凝剂"])
rest("zh", "paraphrase", "different", ["合同审阅平台支持 docx 和 pdf 两种格式。",
                                       "合同审阅平台能处理的格式：docx、pdf。"],
     "合同审阅平台支持哪些格式？", ["docx", "pdf", "合同审阅平台"])
rest("zh", "paraphrase", "different", ["冷链车车厢门开启超过 3 分钟会报警。",
                                       "冷链车厢门开着超过 3 分钟就触发告警。"],
     "冷链车厢门开多久会报警？", ["3 分钟", "冷链"])
rest("zh", "paraphrase", "different", ["标本离心后需要在 2 小时内上机检测。",
                                       "离心后的标本 2 小时内必须上机。"],
     "标本离心后多久内要上机？", ["2 小时", "离心"])
rest("zh", "paraphrase", "different", ["游戏的语音服务用的是 GME。",
                                       "游戏内语音接的是腾讯 GME。"],
     "游戏语音服务用的是什么？", ["gme", "语音"])
rest("zh", "paraphrase", "different", ["水费缴费支持微信和支付宝。",
                                       "用户可以用微信、支付宝缴水费。"],
     "水费能用什么方式缴？", ["微信", "支付宝", "水费"])
rest("zh", "paraphrase", "different", ["律所的计时系统用的是 Clio。",
                                       "我们用 Clio 记录律师工时。"],
     "律所用什么系统记工时？", ["clio"])
rest("zh", "added_detail", "different", ["车辆年检由车管组统一安排。",
                                         "年检统一由车管组安排，司机不用自己约。"],
     "车辆年检谁安排？", ["年检", "车管组"])
rest("zh", "paraphrase", "different", ["水厂 PLC 用的是西门子 S7-1500。",
                                       "水厂 PLC 型号：Siemens S7-1500。"],
     "水厂 PLC 是什么型号？", ["s7-1500", "plc"])
rest("zh", "paraphrase", "near", ["小陈喜欢在早上开站会。",
                                  "小陈偏好早上开站会。"],
     "小陈喜欢什么时候开站会？", ["小陈", "早上", "站会"])
rest("zh", "paraphrase", "different", ["充值返利活动只对首充用户开放。",
                                       "只有首充用户能参加充值返利活动。"],
     "充值返利活动谁能参加？", ["首充", "充值返利"])
rest("zh", "added_detail", "different", ["LIS 的审计日志保留 3 年。",
                                         "LIS 审计日志要存 3 年，满足等保评审要求。"],
     "LIS 审计日志保留多久？", ["3 年", "审计日志"])

# ---------------------------------------------------------------- filler
FILLER = [
    # lab / LIS
    "lis-app-07 has 32 GB RAM and runs RHEL 9.",
    "lis-app-03 is scheduled for hardware decommission in Q3; nothing new should be deployed there.",
    "The LIS production database uses streaming replication to a hot standby in building B.",
    "Blood gas analyzers in the ICU are connected through the POCT middleware, not directly to the LIS.",
    "Specimen labels are printed at 300 dpi; lower resolutions break the barcode scanners in phlebotomy.",
    "The microbiology module uses SNOMED CT codes for organisms.",
    "QC lot changes on the chemistry analyzers must be entered by a senior technologist.",
    "Reference ranges for pediatric patients are stored in the ref_ranges_peds table.",
    "The LIS nightly statistics job writes turnaround-time reports to the shared drive at 06:00.",
    "Outreach clinics send orders to the LIS through the HL7 ORM feed from the EHR.",
    "Point-of-care glucose meters sync whenever they are docked.",
    "The lab's test catalogue has about 1,450 orderable tests.",
    "Sendout tests to the reference lab are tracked in the sendout_log table.",
    "Pathology reports are signed in the AP module, not in the core LIS.",
    "The phlebotomy app runs on Zebra TC52 handhelds.",
    "Port 6432 is also used by the analytics PgBouncer on lab-analytics-01; don't confuse it with the LIS one.",
    "Port 8081 on lis-app-07 serves the health-check page for the load balancer.",
    "Hemolysis, icterus and lipemia indices are measured automatically on the chemistry line.",
    "The blood bank uses ISBT 128 labels.",
    "Lab downtime procedures are in the binder at the central reception desk.",
    "The urinalysis analyzer sends images along with results; they are stored for 30 days.",
    "Critical value call logs are audited monthly by the lab quality manager.",
    "Test codes starting with Z are internal and never shown on patient reports.",
    "The LIS vendor's support line is only staffed 08:00-20:00 on weekdays.",
    "Reflex testing rules for TSH live in the rules engine, rule set 'thyroid_reflex'.",
    "Coagulation samples must be filled to at least 90% of the tube.",
    "We store the LIS interface engine logs in Elasticsearch, index lis-iface-*.",
    "Sample-tracking API returns HTTP 409 when a tube is scanned twice at the same station.",
    "Results API responses are cached for 10 seconds at the gateway.",
    "The lab-orders API validates the ordering provider's NPI.",
    "Cobas 8000 maintenance is done every Sunday morning by the vendor engineer.",
    "The hematology line has two Sysmex XN-9100 analyzers.",
    "The LIS staging database is refreshed from a masked production copy each month.",
    "Patient portal shows lab results 24 hours after verification for sensitive tests.",
    "Blood bank fridges report temperature to the BMS every 5 minutes.",
    "The QC-rules API is written in Go; the reference-ranges API is Python.",
    "Westgard rules 1-3s and 2-2s are enforced on all chemistry QC.",
    "Lab staff badge in with HID cards; the LIS uses AD single sign-on.",
    "The LIS read replica is used by the BI team for turnaround reports.",
    "Microbiology culture plates are imaged by the WASPLab system.",
    "检验科 LIS 的报告模板用 FastReport 设计。",
    "LIS 的用户权限按科室分组，由信息科统一开通。",
    "标本运输箱要求 2-8 度保存，由物流组负责。",
    "检验科夜班只有两名技师值守。",
    "db-lis-05 的磁盘是 NVMe，容量 4TB。",
    "质控数据每天早上 8 点前必须录入。",
    "生化室的纯水机每季度更换一次滤芯。",
    "LIS 的打印服务日志保存在 /var/log/lis-print 下。",
    "危急值项目清单由医务处每年修订一次。",
    "微生物室的药敏结果按 CLSI 标准判读。",
    "检验科和病理科共用一个 HIS 接口账号。",
    "标本签收服务会记录每个标本的签收人和时间。",
    "企业微信的检验科通知群由护士长管理。",
    "LIS 前端用 Vue 3 写的，构建产物放在 nginx 上。",
    "门诊抽血窗口早上 7 点半开放。",
    # game live-ops
    "The matchmaking service is written in Rust and deployed as a StatefulSet.",
    "Live-ops dashboards are in Looker; the DAU tile refreshes every 15 minutes.",
    "The premium crate contains 40 items across four rarity tiers.",
    "Season pass in the EU store is €8.99.",
    "Guild names are limited to 20 characters.",
    "Our game is rated PEGI 12 in Europe.",
    "The Lunar Festival event uses the red-lantern UI skin.",
    "Player support tickets are handled in Zendesk.",
    "The game client uses Addressables for asset bundles.",
    "Asset bundles are built per platform in the nightly build.",
    "Daily reward table is configured in the rewards.yaml in the liveops-config repo.",
    "We A/B test store layouts with a 50/50 split by default.",
    "The anti-cheat vendor is Easy Anti-Cheat.",
    "Redis on port 6380 is the rate-limiter cache for the shop service.",
    "Staging game servers are rebuilt from scratch every Monday.",
    "Push notification copy must be approved by the community manager.",
    "Kong plugins for the game API are versioned in the gateway-config repo.",
    "The game's localisation covers 12 languages.",
    "Refund requests over $100 go to the finance team for approval.",
    "The live-ops calendar is shared in Google Sheets with the marketing team.",
    "Server tick rate in ranked matches is 30 Hz.",
    "Player IDs are 64-bit snowflake IDs.",
    "The Asia store prices are set in USD and converted at checkout.",
    "Crash-free sessions target for the game client is 99.5%.",
    "The engine team owns the rendering and physics code.",
    "游戏战斗服部署在 K8s 的 battle 命名空间。",
    "公会系统的数据存在 MongoDB 里。",
    "每日签到奖励的道具配置在 reward_config 表。",
    "游戏内公告由运营在后台发布，发布前要二审。",
    "直播活动期间客服会增加两名值班人员。",
    "热更新包的大小尽量控制在 20MB 以内。",
    "战斗服日志保留 14 天。",
    "排行榜按赛季重置，历史榜单存档到 OSS。",
    "新商城 UI 的设计稿在 Figma 里，负责人是小周。",
    "游戏日志 Kafka 的 topic 按天滚动。",
    "版号相关材料由法务和运营一起准备。",
    "竞技场匹配规则按段位加胜率计算。",
    "首充礼包包含 300 钻石和一个限定头像框。",
    "华东区服的玩家最多，占总 DAU 的四成。",
    "安卓渠道包一共有 11 个渠道。",
    "运营周报模板在飞书文档里。",
    "iOS 审核一般需要一到两天。",
    "测试环境的 Redis 没有开持久化。",
    # water utility
    "The SCADA network is segmented from the corporate network by a pair of Fortinet firewalls.",
    "Riverside pump station (PS4) has three duty pumps and one standby.",
    "Pump P-101 was rebuilt in 2022 after a bearing failure.",
    "The Eastside reservoir holds 12 megalitres when full.",
    "Chlorine residual samples are taken at 40 points across the network each week.",
    "Acoustic leak loggers are installed in zones A, C and F.",
    "Meter readers use the Itron handheld app for manual reads.",
    "North district has about 18,000 service connections.",
    "Smart-meter pipeline Kafka topics are partitioned by meter ID.",
    "The water quality LIMS is LabWare.",
    "Hydrant flow tests are done by the fire department every two years.",
    "SCADA alarms are acknowledged in the control room, staffed 24/7.",
    "The treatment plant's turbidity target is below 0.3 NTU.",
    "Port 4840 is the default OPC UA port; our test rig still uses it.",
    "Water main break reports come in through the 311 system.",
    "The GIS for the pipe network is ArcGIS Utility Network.",
    "Zone C pressure reducing valve is set to 4.5 bar downstream.",
    "Backwash water is recycled to the head of the plant.",
    "Customer billing runs on SAP IS-U.",
    "Old town pipes are mostly cast iron from before 1950.",
    "The state portal requires monthly lead and copper results.",
    "Pressure transients are logged at 100 Hz on the trunk main.",
    "PagerDuty escalation for the water ops team goes to the duty engineer after 10 minutes.",
    "The #water-ops Slack channel is for shift handover notes.",
    "Reservoir levels are shown on the big screen in the control room.",
    "北区管网有 6 个压力监测点。",
    "一号水厂设计规模每天 20 万吨。",
    "水表采集网关部署在各片区的机房里。",
    "SCADA 系统的历史数据每周备份一次到磁带。",
    "加氯间的漏氯报警器每月测试一次。",
    "西区水厂的沉淀池去年做过改造。",
    "水务 App 支持报修、缴费和停水通知。",
    "漏损控制项目由管网所牵头。",
    "水质检测中心每天出一份日报。",
    "泵站巡检要拍照上传到巡检 App。",
    "二号水厂的取水口在江心。",
    "停水通知至少提前 24 小时发布。",
    "专线由电信提供，带宽合同每年续签。",
    "水厂 PLC 程序的备份存放在工程师站。",
    # law firm
    "The DMS is iManage Work 10, hosted in the firm's Azure tenant.",
    "Matter numbers have the format CLIENT-YYYY-NNNN.",
    "Litigation holds are issued from the Legal Hold Pro system.",
    "Documents tagged privileged can't be shared externally from the DMS.",
    "The matter-intake API is only reachable from the firm's VPN.",
    "The records team archives closed matters to cold storage after 90 days.",
    "The firm's brief bank is a SharePoint site maintained by knowledge management.",
    "Partner Hughes heads the employment practice.",
    "Time-entry system is Aderant Expert.",
    "Engagement letter templates live in the DMS under /templates/engagement.",
    "e-discovery processing is done in Relativity.",
    "Relativity workspaces are created by the litigation support team.",
    "Client files must not be stored on personal OneDrive accounts.",
    "The conflicts database is refreshed from the time-entry system each night.",
    "OCR results are stored as a text layer inside the PDF.",
    "Redacted documents get a '_R' suffix in the DMS.",
    "Billing rates are reviewed every January.",
    "The London office works on GMT and the Singapore office on SGT.",
    "Trainee solicitors rotate seats every six months.",
    "Contracts above $1M need two partner signatures.",
    "The DMS search index is rebuilt every Saturday night.",
    "Westlaw and Lexis+ accounts are managed by the library team.",
    "Document retention schedules are approved by the General Counsel.",
    "Email filing to the DMS is done with the iManage Outlook add-in.",
    "Invoices are generated on the 5th business day of each month.",
    "合同审阅平台用的 OCR 引擎支持中英文混排。",
    "律所的 VPN 用的是 GlobalProtect。",
    "案件编号规则：客户简称加年份加流水号。",
    "非诉项目的尽调资料放在数据室里。",
    "王律师主要负责并购业务。",
    "律所的知识库用 Confluence 搭建。",
    "e签宝的账号由行政部统一管理。",
    "诉讼文书模板每年由诉讼组更新一次。",
    "律师工时每月 3 号前要确认完毕。",
    "案件管理系统和财务系统每天同步一次。",
    "保密协议的模板在 HR 共享盘。",
    "律所上海办公室有 80 名律师。",
    "客户资料不允许用个人微信传输。",
    # logistics fleet
    "Fleet has 240 vehicles: 180 vans and 60 HGVs.",
    "Telematics boxes are Webfleet LINK 740.",
    "The telemetry DB holds about 2 billion GPS points.",
    "The Rotterdam depot has 12 dock doors.",
    "Antwerp depot opened in March 2023.",
    "Leeds DC runs two shifts on weekdays and one on Saturday.",
    "Drivers log defects in the walk-around app; critical defects ground the vehicle.",
    "HGV tachograph data is downloaded every 28 days.",
    "Route optimisation results are pushed to driver tablets at 05:00.",
    "Fuel card transactions are reconciled weekly by finance.",
    "The fleet dashboard is built in Power BI.",
    "Cold-chain trailers are Schmitz Cargobull with Thermo King units.",
    "Vans are mostly Ford Transit Custom, leased for four years.",
    "Speeding events over 10 km/h above the limit are flagged to the depot manager.",
    "The dispatch app supports proof of delivery with photo and signature.",
    "Same-day dispatch orders are picked in wave 3.",
    "Postgres 5432 is still the port on the fleet reporting replica.",
    "The Birmingham hub handles about 3,000 parcels per day.",
    "Fleet incidents are triaged by the transport manager within 1 hour.",
    "Daventry workshop has four lifts and a paint booth.",
    "Driver hours are exported to payroll every Friday.",
    "Tyre supplier for the fleet is Michelin under a pay-per-km contract.",
    "The planner uses OpenStreetMap data updated monthly.",
    "Vehicle insurance renewals are due every April.",
    "车队一共有 240 辆车。",
    "冷链车都装了双温区。",
    "调度中心 24 小时有人值班。",
    "司机 App 支持离线签收。",
    "配送车的 GPS 数据落库前会做漂移点过滤。",
    "车辆违章由车管组每周统一处理。",
    "北京仓和上海仓共用一套 WMS。",
    "车队看板的数据每 10 分钟刷新一次。",
    "新司机入职要跟车培训三天。",
    "油卡每月 1 号充值。",
    "配送路线规划考虑限行规则。",
    "冷冻车一般用于冻品和冰淇淋配送。",
    # generic engineering preferences / decisions
    "We write ADRs for every architecture decision in docs/adr.",
    "Prefer squash merges on all repos.",
    "Commit messages follow Conventional Commits.",
    "Secrets are stored in HashiCorp Vault, never in env files in the repo.",
    "On-call rotations change every Monday at 10:00.",
    "We use Renovate for dependency updates.",
    "Integration tests run against ephemeral Postgres containers.",
    "Dashboards-as-code are kept in the grafana-dashboards repo.",
    "Incident postmortems are blameless and due within 5 business days.",
    "The staging Kubernetes cluster has autoscaling disabled at night.",
    "团队代码评审要求至少一人 approve。",
    "线上变更需要走变更单审批。",
    "所有服务的日志统一用 JSON 格式。",
    "压测环境和测试环境是两套独立集群。",
    "新服务上线前需要补齐监控和告警。",
]

# Generated fillers with distinct subjects: several small shapes, not one template.
TRUCKS = ["KX21 ABC", "KX21 ABD", "LN70 FTR", "LN70 FTS", "MA19 PQE", "YB22 HJK", "YB22 HJL", "SN68 WQA",
          "BD20 RRT", "GH71 KLM", "FD69 NOP", "WR18 ZZA", "AK22 TTV", "CE70 UUB", "HY21 MMS"]
DEPOTS = ["Rotterdam", "Antwerp", "Leeds", "Birmingham", "Daventry"]
ANALYZERS = [("Sysmex XN-1000", "hematology room 2"), ("Atellica CH 930", "core lab bay 1"),
             ("Alinity ci", "core lab bay 3"), ("VITEK 2", "microbiology"), ("BacT/ALERT 3D", "microbiology"),
             ("ACL TOP 750", "coagulation bench"), ("GEM Premier 5000", "ICU"), ("iChem VELOCITY", "urinalysis"),
             ("Liaison XL", "immunology"), ("DxH 900", "night lab")]
MATTERS = ["ACME-2024-0113", "GLOBEX-2023-0871", "INITECH-2024-0042", "UMBRELLA-2022-0310",
           "STARK-2024-0199", "WAYNE-2023-0555", "HOOLI-2024-0021", "VANDELAY-2023-0777",
           "SOYLENT-2024-0903", "TYRELL-2022-0064"]
PARTNERS = ["Hughes", "Okafor", "Lindqvist", "Brennan", "Takahashi"]
PUMPS = ["P-103", "P-104", "P-201", "P-202", "P-203", "P-301", "P-302", "P-401", "P-402", "P-501"]
EVENTS = ["Spring Bloom", "Summer Splash", "Harvest Moon", "Frost Fair", "Dragon Boat", "Star Rally",
          "Mecha Week", "Pirate Cove", "Neon Nights", "Golden Week"]
SERVICES = ["shop-service", "inventory-service", "friends-service", "mail-service", "chat-service",
            "clan-service", "replay-service", "telemetry-ingest", "auth-service", "payment-callback"]
ZH_SITES = ["一号泵站", "二号泵站", "三号泵站", "五号泵站", "六号泵站", "七号泵站", "八号泵站", "九号泵站"]
ZH_ROOMS = ["生化室", "免疫室", "血液室", "微生物室", "分子室", "体液室", "急诊检验室", "输血科"]


def gen_filler(rng):
    out = []
    for i, t in enumerate(TRUCKS):
        depot = DEPOTS[i % len(DEPOTS)]
        shape = i % 3
        if shape == 0:
            out.append(f"Truck {t} is based at the {depot} depot.")
        elif shape == 1:
            out.append(f"{t} goes in for its MOT on {rng.choice(['3', '9', '14', '21', '27'])} "
                       f"{rng.choice(['May', 'June', 'July', 'October'])}.")
        else:
            out.append(f"Vehicle {t}: tail-lift fitted, assigned to {depot} deliveries.")
    for model, room in ANALYZERS:
        out.append(rng.choice([f"The {model} sits in {room}.",
                               f"{model} ({room}) is interfaced to the LIS through the middleware.",
                               f"Service contract for the {model} in {room} renews in "
                               f"{rng.choice(['January', 'March', 'August', 'November'])}."]))
    for i, m in enumerate(MATTERS):
        p = PARTNERS[i % len(PARTNERS)]
        out.append(rng.choice([f"Matter {m} is led by Partner {p}.",
                               f"{m}: supervising partner is {p}, workspace created in the DMS.",
                               f"Billing for matter {m} is on a fixed-fee arrangement."]))
    for p in PUMPS:
        kw = rng.choice([15, 22, 30, 37, 45, 55, 75, 90])
        out.append(rng.choice([f"Pump {p} is rated {kw} kW.",
                               f"{p} has a variable speed drive, {kw} kW motor.",
                               f"Pump {p} was last overhauled in {rng.choice([2019, 2020, 2021, 2023])}."]))
    for e in EVENTS:
        out.append(rng.choice([f"The '{e}' event gives out an exclusive emote.",
                               f"{e} live event lasts {rng.choice([5, 7, 10, 14])} days.",
                               f"{e} event art was made by the outsourcing studio in Chengdu."]))
    for s in SERVICES:
        port = rng.choice(range(8100, 8999))
        out.append(rng.choice([f"{s} runs on port {port} inside the cluster.",
                               f"{s} is owned by the {rng.choice(['platform', 'social', 'economy', 'backend'])} team.",
                               f"{s} exposes Prometheus metrics on /metrics."]))
    for s in ZH_SITES:
        out.append(rng.choice([f"{s}有 {rng.choice([2, 3, 4])} 台主泵。",
                               f"{s}的变频器是 ABB 的。",
                               f"{s}去年完成了自动化改造，现在无人值守。"]))
    for r in ZH_ROOMS:
        out.append(rng.choice([f"{r}的室内质控每天做两个水平。",
                               f"{r}的温湿度记录每天两次。",
                               f"{r}的 SOP 文件放在质量管理系统里。"]))
    return out


def main():
    rng = random.Random(SEED)
    filler = FILLER + gen_filler(rng)
    assert len(set(filler)) == len(filler), "duplicate filler"
    rng.shuffle(filler)
    counters = {}
    order = list(range(len(cases)))
    rng.shuffle(order)
    out_cases = []
    for idx in order:
        c = cases[idx]
        key = (c["kind"], c["lang"])
        counters[key] = counters.get(key, 0) + 1
        cid = f"ho-{c['kind'][:4]}-{c['lang']}-{counters[key]:03d}"
        out_cases.append({"id": cid, **c})
    (OUT / "cases.json").write_text(json.dumps(out_cases, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    (OUT / "filler.json").write_text(json.dumps(filler, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {len(out_cases)} cases, {len(filler)} fillers")


if __name__ == "__main__":
    main()
