# AgriPulse: precision-agriculture platform (soil probes, LoRaWAN/MQTT gateways, irrigation advice),
# teams in Wageningen (NL) and Chengdu. Small store, 40 memories.
NAME = "agripulse-small"

MEMORIES = [
    ("ap-m01", "Soil-probe telemetry lands in TimescaleDB 2.14, hypertable probe_readings with 1-day chunks; compression runs on chunks older than 7 days, so UPDATEs on older rows fail.", "config", 8, True),
    ("ap-m02", "LoRaWAN 网关上报的时间戳是 GPS 时间，不是 UTC，目前差 18 秒（闰秒）；入库前必须先转换。", "gotcha", 8, True),
    ("ap-m03", "We chose MQTT over HTTP for field gateways because many farms only have 2G/NB-IoT; the broker is EMQX 5 on the ingest cluster.", "decision", 6, True),
    ("ap-m04", "Never push OTA firmware to probes between 06:00 and 10:00 local time in irrigation season: a probe that bricks mid-update stops that farm's valve schedule.", "convention", 10, True),
    ("ap-m05", "User prefers small PRs (under ~400 changed lines) and squash merges; no merge commits on main.", "preference", 5, True),
    ("ap-m06", "Go 服务的错误处理统一用 fmt.Errorf 加 %w 包装，不要再用 pkg/errors。", "convention", 5, True),
    ("ap-m07", "Femke de Vries (agronomist) signs off on any change to the ET0 evapotranspiration model and its crop coefficients.", "person", 7, True),
    ("ap-m08", "Demo for the Zeeland growers' cooperative is on 14 March; the yield-map export has to work end to end by then.", "deadline", 7, True),
    ("ap-m09", "Staging 环境的 MQTT broker 是 mqtt-stg.agripulse.internal:8883，只接受 TLS，CA 证书在 Vault 路径 secret/ingest/stg-ca。", "config", 6, True),
    ("ap-m10", "Sentinel-2 NDVI tiles arrive from Copernicus with a 2-5 day lag; missing tiles for the last few days are normal, not an ingest failure.", "gotcha", 6, True),
    ("ap-m11", "前端地图从 Leaflet 迁到 MapLibre GL，新页面不要再引入 Leaflet。", "decision", 6, True),
    ("ap-m12", "The farmer mobile app is React Native on Expo SDK 50; EAS builds only run from release/* branches.", "config", 5, True),
    ("ap-m13", "生产库禁止执行不带 WHERE 的 DELETE/UPDATE；所有数据修复脚本先在只读副本上跑一遍，并且要两个人 review。", "convention", 9, True),
    ("ap-m14", "Probe battery voltage is in millivolts from firmware 3.2 on but in volts from older firmware; the dashboard normalises on fw_version.", "gotcha", 7, True),
    ("ap-m15", "User wants commit messages in Conventional Commits form (feat:, fix:, chore:).", "preference", 4, True),
    ("ap-m16", "成都团队的 on-call 负责人是刘洋 (Liu Yang)，告警升级先找他，然后才是 Pieter。", "person", 6, False),
    ("ap-m17", "The irrigo irrigation-advice service is pinned to Python 3.11 because the pyproj wheels for ARM aren't available for 3.12 yet.", "config", 6, True),
    ("ap-m18", "Feature flags go through Unleash; don't add new environment-variable toggles.", "decision", 5, True),
    ("ap-m19", "The valve-controller vendor API rate-limits at 10 requests per minute per farm; bulk schedule changes must go through POST /v2/schedules:batch.", "gotcha", 8, True),
    ("ap-m20", "GDPR：农户注销账号后 30 天内必须删除其地块坐标；法务要求 4 月底前交一份审计报告。", "deadline", 8, True),
    ("ap-m21", "Prometheus metric names follow agripulse_<service>_<thing>_<unit>, e.g. agripulse_ingest_messages_total.", "convention", 4, True),
    ("ap-m22", "CI is GitHub Actions on self-hosted ARM runners labelled arm64-farm; the hosted amd64 runners are only used for lint.", "config", 5, True),
    ("ap-m23", "Frost alerts go out by SMS (Twilio) for Dutch farms but as WeChat template messages for the Sichuan pilot; the notifier picks the channel from farm.region.", "config", 7, True),
    ("ap-m24", "Never change the frost-alert threshold (default 0.5 °C at 2 m) without Femke's sign-off; a late alert cost an orchard its blossom in 2023.", "convention", 9, True),
    ("ap-m25", "用户喜欢先看测试再看实现：写新功能时先给出一个会失败的测试。", "preference", 5, True),
    ("ap-m26", "Grafana dashboards are JSON in the ops-dashboards repo, provisioned by Terraform; edits made in the Grafana UI are overwritten every night.", "gotcha", 6, True),
    ("ap-m27", "Soil moisture is exposed in the API as volumetric water content in percent (VWC %), never as raw sensor counts.", "decision", 6, True),
    ("ap-m28", "Probe 的 serial number 有前导零，CSV 用 Excel 打开会被吃掉；导入脚本必须按字符串读这一列。", "gotcha", 6, True),
    ("ap-m29", "Weather forecasts come from Open-Meteo (10k calls/day on our plan); responses are cached per 0.1° grid cell for one hour.", "config", 5, True),
    ("ap-m30", "据说四川试点的网关用的是北斗时间而不是 GPS 时间，还没确认。", "gotcha", 4, False),
    ("ap-m31", "Database migrations use goose, one file per change; never edit a migration that has already been applied anywhere.", "convention", 7, True),
    ("ap-m32", "Release freeze for v3.0 starts 20 February: after that only bug fixes with a linked issue may be merged.", "deadline", 8, True),
    ("ap-m33", "Pieter Bakker is the product owner: he decides scope and priorities, not the tech stack.", "person", 5, True),
    ("ap-m34", "EMQX 的 retained message 会让新订阅的阀门控制器收到旧指令；发阀门命令时 retain 必须是 false。", "gotcha", 9, True),
    ("ap-m35", "Local dev: `make dev` starts docker compose, and the probe simulator publishes 200 fake probes on boot.", "config", 4, True),
    ("ap-m36", "User wants type hints everywhere in Python; irrigo runs mypy --strict in CI.", "preference", 5, True),
    ("ap-m37", "农户上传的照片和农场坐标不能发到第三方错误监控；Sentry 必须开启 data scrubbing。", "decision", 8, True),
    ("ap-m38", "Yield-map export uses EPSG:28992 (RD New) for Dutch farms; Chinese farms are stored in WGS84 and must not be reprojected to RD.", "gotcha", 7, True),
    ("ap-m39", "Maybe the Twilio account is still limited for Belgian numbers; seen once in the logs, not verified.", "gotcha", 3, False),
    ("ap-m40", "API 文档用 OpenAPI 3.1，spec 在 api/openapi.yaml；改接口必须同时改 spec，CI 会做 diff 检查。", "convention", 5, True),
]

PROMPTS = [
    # ap-m01 timescale
    ("where does the probe data actually end up? which DB?", ["ap-m01"], "en", "paraphrase"),
    ("""backfill script blew up on old rows:

ERROR:  cannot update/delete rows from chunk "_hyper_3_412_chunk" as it is compressed
CONTEXT:  SQL statement "UPDATE probe_readings SET vwc = vwc * 1.02 WHERE probe_id = 'P-00831' AND ts < now() - interval '30 days'"
psql:fix_calibration.sql:12: ERROR""", ["ap-m01"], "en", "trace"),
    ("I need to correct calibration on last month's moisture readings for one probe. what's the cleanest way?", ["ap-m01"], "en", "task"),
    ("探头数据存在哪？想改一下两周前的读数", ["ap-m01"], "zh", "cross"),
    # ap-m02 GPS time
    ("gateway timestamps are consistently ~18 seconds ahead of the server clock, is something wrong with NTP?", ["ap-m02"], "en", "cross"),
    ("write the function that converts the gateway uplink time field to a datetime before insert", ["ap-m02"], "en", "cross"),
    ("网关上来的时间和服务器对不上，差十几秒", ["ap-m02"], "zh", "paraphrase"),
    ("parse this uplink for me: {\"devEUI\":\"70b3d57ed0041a2f\",\"gwTime\":\"2026-12-01T08:00:18Z\",\"rssi\":-112}", ["ap-m02"], "en", "task"),
    # ap-m03 MQTT/EMQX
    ("why don't the field gateways just POST to our REST API? would be simpler", ["ap-m03"], "en", "paraphrase"),
    # ap-m04 OTA
    ("can I roll firmware 3.4.1 out to the Brabant probes now? it's 07:30 there", ["ap-m04"], "en", "paraphrase"),
    ("ota?", ["ap-m04"], "en", "short"),
    ("set up the cron for the nightly staged firmware rollout — what time window should it use?", ["ap-m04"], "en", "task"),
    ("现在是早上八点，能给探头推固件升级吗？", ["ap-m04"], "zh", "cross"),
    ("we have a bugfix firmware, push it to all probes asap please", ["ap-m04"], "en", "task"),
    # ap-m05 small PRs
    ("this branch touches 1800 lines across ingest and irrigo, open the PR as is?", ["ap-m05"], "en", "task"),
    # ap-m06 go errors
    ("how should I wrap errors in the ingest Go code?", ["ap-m06"], "en", "cross"),
    ("add error handling to this:\n\nfunc loadProbe(id string) (*Probe, error) {\n    row := db.QueryRow(`SELECT ... WHERE id=$1`, id)\n    var p Probe\n    if err := row.Scan(&p.ID, &p.Serial); err != nil {\n        return nil, errors.Wrap(err, \"scan probe\")\n    }\n    return &p, nil\n}", ["ap-m06"], "en", "task"),
    # ap-m07 Femke ET0
    ("I want to bump the crop coefficient for potatoes in mid-season from 1.10 to 1.15, anything I need to do besides the code change?", ["ap-m07"], "en", "task"),
    ("who reviews changes to the evapotranspiration calc?", ["ap-m07"], "en", "direct"),
    # ap-m08 demo
    ("when is the Zeeland thing again?", ["ap-m08"], "en", "short"),
    ("how much time do we have left to get the yield map export working?", ["ap-m08"], "en", "paraphrase"),
    # ap-m09 staging broker
    ("""can't connect to staging mqtt:

$ mosquitto_sub -h mqtt-stg.agripulse.internal -p 1883 -t 'probes/#' -v
Error: Connection refused""", ["ap-m09"], "en", "trace"),
    ("测试环境 MQTT 连不上，证书去哪拿？", ["ap-m09"], "zh", "paraphrase"),
    # ap-m10 NDVI lag
    ("NDVI layer has nothing for the last three days on every field, is the ingest broken?", ["ap-m10"], "en", "paraphrase"),
    ("add an alert when satellite imagery for a field is missing", ["ap-m10"], "en", "task"),
    # ap-m11 MapLibre
    ("build a new page that shows all probes on a map with clustering", ["ap-m11"], "en", "cross"),
    ("npm i leaflet react-leaflet for the field boundary editor, ok?", ["ap-m11"], "en", "cross"),
    # ap-m12 expo / EAS
    ("kick off an app build from my feature branch so I can test on my phone", ["ap-m12"], "en", "task"),
    # ap-m13 prod delete
    ("write a quick SQL to clear out all the test farms from prod, they're named 'test%'", ["ap-m13"], "en", "cross"),
    ("just run DELETE FROM alerts; on prod, the table is full of junk from yesterday's bug", ["ap-m13"], "en", "cross"),
    ("线上有一批脏数据，我直接连生产库改掉可以吗？", ["ap-m13"], "zh", "paraphrase"),
    # ap-m14 battery units
    ("battery chart shows some probes at 3600 V lol, what's going on", ["ap-m14"], "en", "paraphrase"),
    ("write a low-battery check for the probes: warn below 3.3", ["ap-m14"], "en", "task"),
    # ap-m15 conventional commits
    ("write the commit message for this diff", ["ap-m15"], "en", "task"),
    ("commit msg?", ["ap-m15"], "en", "short"),
    # ap-m16 on-call Liu Yang
    ("ingest alert fired at 3am Chengdu time, who do I escalate to?", ["ap-m16"], "en", "cross"),
    # ap-m17 irrigo py 3.11
    ("bump irrigo's Dockerfile to python:3.12-slim", ["ap-m17"], "en", "task"),
    ("""irrigo image build fails on the arm runner:

#12 14.83 Collecting pyproj==3.6.1
#12 15.02   Downloading pyproj-3.6.1.tar.gz (225 kB)
#12 15.40   Installing build dependencies: started
#12 31.77 ERROR: Could not find a version that satisfies the requirement proj>=9.2 (from pyproj)
#12 31.78 ERROR: Failed building wheel for pyproj""", ["ap-m17"], "en", "trace"),
    # ap-m18 unleash
    ("add a toggle so we can turn the new frost model on per farm", ["ap-m18", "ap-m24"], "en", "task"),
    ("can I gate this behind an env var like ENABLE_NEW_ET0=1?", ["ap-m18", "ap-m07"], "en", "task"),
    # ap-m19 valve API rate limit
    ("""schedule sync fails for big farms:

httpx.HTTPStatusError: Client error '429 Too Many Requests' for url 'https://api.valvetech.example/v2/farms/2231/schedules/88'
For more information check: https://developer.mozilla.org/en-US/docs/Web/HTTP/Status/429""", ["ap-m19"], "en", "trace"),
    ("I need to update irrigation schedules for all 140 valves on the Hoeksche Waard farm in one go, how?", ["ap-m19"], "en", "task"),
    ("阀门厂商的接口有没有限流？", ["ap-m19"], "zh", "cross"),
    # ap-m20 GDPR
    ("when a farmer deletes their account, what do we have to do with their field boundaries?", ["ap-m20"], "en", "cross"),
    ("write the account deletion job", ["ap-m20"], "en", "task"),
    # ap-m21 metric names
    ("add a counter for dropped uplinks in the ingest service", ["ap-m21"], "en", "task"),
    # ap-m22 CI runners
    ("""CI job has been queued for 40 min:

Waiting for a runner to pick up this job...
Requested labels: ubuntu-latest-arm64""", ["ap-m22"], "en", "trace"),
    ("write a GitHub Actions workflow that builds and tests irrigo", ["ap-m22", "ap-m17"], "en", "task"),
    # ap-m23 frost channel
    ("a farmer in the Sichuan pilot says he never gets frost SMS, why?", ["ap-m23"], "en", "paraphrase"),
    # ap-m24 frost threshold
    ("growers complain frost alerts come too late, let's raise the trigger to 1.5 degrees", ["ap-m24"], "en", "task"),
    ("霜冻阈值能不能改成 1 度？", ["ap-m24"], "zh", "cross"),
    # ap-m25 tests first
    ("implement the drip-line flow estimate in irrigo", ["ap-m25", "ap-m36"], "en", "cross"),
    ("帮我实现一个根据土壤湿度算灌溉量的函数", ["ap-m25"], "zh", "task"),
    # ap-m26 grafana
    ("I fixed the ingest panel in Grafana yesterday and today it's back to the old version?!", ["ap-m26"], "en", "paraphrase"),
    # ap-m27 VWC
    ("the new endpoint returns raw ADC counts for moisture, is that fine?", ["ap-m27"], "en", "paraphrase"),
    # ap-m28 serial leading zeros
    ("probes imported from the dealer's spreadsheet don't match any device, serials look like 831 instead of 000831", ["ap-m28"], "en", "cross"),
    ("write a script that imports probes from this CSV: serial,farm_id,depth_cm", ["ap-m28"], "en", "task"),
    # ap-m29 Open-Meteo
    ("we got 'Daily API request limit exceeded' from the weather provider this morning, how do we normally avoid that?", ["ap-m29"], "en", "trace"),
    ("天气预报从哪里拿的？有缓存吗？", ["ap-m29"], "zh", "cross"),
    # ap-m31 goose
    ("I made a typo in the 0042 migration that already ran on staging, can I just fix the file?", ["ap-m31"], "en", "paraphrase"),
    ("add a column irrigation_zone to the valves table", ["ap-m31"], "en", "task"),
    # ap-m32 freeze
    ("can I merge this refactor of the notifier now?", ["ap-m32"], "en", "paraphrase"),
    ("v3.0 什么时候封版？", ["ap-m32"], "zh", "cross"),
    # ap-m33 Pieter
    ("Pieter wants us to switch irrigo to Rust, do we have to?", ["ap-m33"], "en", "paraphrase"),
    # ap-m34 retained
    ("""valves on farm 17 opened by themselves right after the controller rebooted. log:

2026-11-28T04:02:11Z ctrl-17 connected, subscribing valves/17/cmd
2026-11-28T04:02:11Z ctrl-17 recv valves/17/cmd {"valve":3,"action":"open","issued":"2026-11-27T18:00:00Z"}""", ["ap-m34"], "en", "trace"),
    ("write the publish call that sends an open/close command to a valve controller", ["ap-m34"], "en", "cross"),
    # ap-m35 local dev
    ("how do I get a local environment with some fake probe data?", ["ap-m35"], "en", "paraphrase"),
    # ap-m36 typing
    # ap-m37 sentry scrubbing
    ("add Sentry to the photo upload endpoint", ["ap-m37"], "en", "cross"),
    ("错误日志里能带上农场坐标方便排查吗？", ["ap-m37"], "zh", "paraphrase"),
    # ap-m38 EPSG
    ("yield maps for the Chengdu test farm come out shifted hundreds of km, in the middle of nowhere", ["ap-m38"], "en", "paraphrase"),
    ("导出产量图时坐标系用哪个？", ["ap-m38", "ap-m08"], "zh", "cross"),
    # ap-m39 twilio belgium
    ("a grower near Ghent says no frost SMS ever arrives, Dutch ones are fine", ["ap-m39", "ap-m23"], "en", "paraphrase"),
    # ap-m40 openapi
    ("I added a query param ?since= to GET /farms/{id}/readings, what else do I need to touch?", ["ap-m40"], "en", "cross"),
    ("接口文档在哪？", ["ap-m40"], "zh", "short"),

    # ---- need nothing
    ("what's the time complexity of Python's sorted()?", [], "en", "general"),
    ("explain Go's select statement with a timeout example", [], "en", "general"),
    ("how does a bloom filter work?", [], "en", "general"),
    ("difference between a mutex and a semaphore", [], "en", "general"),
    ("TypeScript: how do I type a function that takes either a string or an array of strings?", [], "en", "general"),
    ("什么是幂等性？举个例子", [], "zh", "general"),
    ("Rust 的所有权和借用能简单讲讲吗", [], "zh", "general"),
    ("what does `set -euo pipefail` do in bash", [], "en", "general"),
    ("how do I undo the last commit but keep the changes?", [], "en", "general"),
    ("what's a good way to learn SQL window functions?", [], "en", "general"),
    ("ok thanks", [], "en", "chitchat"),
    ("that's perfect, cheers", [], "en", "chitchat"),
    ("好的，谢谢", [], "zh", "chitchat"),
    ("lol that bug was dumb", [], "en", "chitchat"),
    ("周五了，大家早点下班", [], "zh", "chitchat"),
    ("brb coffee", [], "en", "chitchat"),
    ("write a Python script that renames all .jpeg files in a folder to .jpg", [], "en", "unrelated"),
    ("make me a regex for Dutch postcodes like 1234 AB", [], "en", "unrelated"),
    ("convert this curl to Python requests: curl -X POST -H 'Content-Type: application/json' -d '{\"a\":1}' https://example.com/x", [], "en", "unrelated"),
    ("写个 shell 脚本，把当前目录下超过 100MB 的文件列出来", [], "zh", "unrelated"),
    ("generate a .gitignore for a Node project", [], "en", "unrelated"),
    ("draft a polite email declining a meeting invite", [], "en", "unrelated"),
    ("帮我把这段英文翻译成中文：The quick brown fox jumps over the lazy dog.", [], "zh", "unrelated"),
    ("how do I make a pie chart in matplotlib with percentages", [], "en", "unrelated"),
    ("explain this error: TypeError: Cannot read properties of undefined (reading 'map')", [], "en", "unrelated"),
    ("what's the best soil for growing tomatoes on a balcony?", [], "en", "nearmiss"),
    ("my phone battery drains really fast since the update, any tips?", [], "en", "nearmiss"),
    ("how does GPS actually determine position? the math behind it", [], "en", "nearmiss"),
    ("is it going to frost tonight in Utrecht? should I cover my plants", [], "en", "nearmiss"),
    ("what's the difference between MQTT QoS 1 and QoS 2 in general?", [], "en", "nearmiss"),
    ("how to write a good pull request description, any template?", [], "en", "nearmiss"),
    ("what's a leap second and why are they abolishing it?", [], "en", "nearmiss"),
    ("How do I use Leaflet's GeoJSON layer in a plain HTML page? it's for a hobby hiking map", [], "en", "nearmiss"),
    ("Excel 怎么把一列文本转换成数字？", [], "zh", "nearmiss"),
    ("Grafana 和 Kibana 有什么区别？", [], "zh", "nearmiss"),
    ("卫星是怎么拍到地面照片的，分辨率能多高？", [], "zh", "nearmiss"),
    ("explain Terraform state locking", [], "en", "nearmiss"),
    ("what does 'evapotranspiration' mean? saw it in an article", [], "en", "nearmiss"),
    ("my drip irrigation at home keeps clogging, how do I clean the emitters?", [], "en", "nearmiss"),
    ("what's the capital of Sichuan province?", [], "en", "nearmiss"),
    ("Python 3.13 有什么新特性？", [], "zh", "nearmiss"),
    ("recommend a good mechanical keyboard for coding", [], "en", "chitchat"),
    ("how do I compute the distance between two lat/lon points in Python?", [], "en", "nearmiss"),
    ("what's the difference between a WHERE and a HAVING clause?", [], "en", "nearmiss"),
    # --- mixed
    ("ingest 写库前 timestamp 要不要 convert 一下？总觉得 off by 18s", ["ap-m02"], "mixed", "paraphrase"),
    ("firmware rollout 定在明早 7 点 local time 可以吧？", ["ap-m04"], "mixed", "paraphrase"),
    ("这个 PR 把 frost threshold 调到 1.0 了，can you review and approve？", ["ap-m24"], "mixed", "task"),
    ("valve command publish 的时候 retain flag 应该设成什么？", ["ap-m34"], "mixed", "direct"),
    ("new field map page 先用 Leaflet 写个 quick prototype 行不行？", ["ap-m11"], "mixed", "direct"),
    ("prod 上有一批 duplicate readings，写个 SQL 直接删掉", ["ap-m13", "ap-m01"], "mixed", "task"),
    ("这个 regex 为什么 match 不到 newline？/foo.bar/", [], "mixed", "general"),
    ("Go 的 goroutine leak 一般怎么 debug？", [], "mixed", "general"),
]
