"""Generated part of the large store (fixed seed). Returns (memories, keymap) where keymap maps a
semantic key like 'pump:BRK' to the memory id, so prompts can label generated memories."""
import random

SEED = 1818
ZH_P = 0.38

PUMPS = [("Ashby Road", "ASH"), ("Brackenridge", "BRK"), ("Carlow Street", "CRL"), ("Dunmore", "DNM"),
         ("Eastfield", "EFD"), ("Foxton Hill", "FXH"), ("Glenview", "GLV"), ("Harlow Park", "HRP"),
         ("Ironbark", "IRB"), ("Juniper Rise", "JNR"), ("Kelso", "KLS"), ("Larkspur", "LKS"),
         ("Millbrook", "MBK"), ("Northgate", "NTG"), ("Oakridge", "OKR"), ("Pinecrest", "PCR"),
         ("Quarry Lane", "QRL"), ("Redwood Flat", "RWF"), ("Stonebridge", "SBG"), ("Tamsin Bay", "TMB")]
RES = [("Beacon Hill", "BCH"), ("Cedar Knoll", "CDK"), ("Drayton", "DRY"), ("Elmhurst", "ELM"),
       ("Fairlight", "FRL"), ("Greystone", "GRY"), ("Hawthorn", "HWT"), ("Ivy Lane", "IVL"),
       ("Kestrel Ridge", "KSR"), ("Linden", "LND"), ("Mount Albion", "MTA"), ("Norwood", "NRW"),
       ("Oldfield", "OLD"), ("Parkside", "PKS"), ("Ridgeway", "RDG"), ("Summit Road", "SMR"),
       ("Thornbury", "THB"), ("Valley View", "VLV")]
SUBURBS = ["Millbrook North", "Millbrook South", "Ashby", "Carlow", "Dunmore Heights", "Eastfield", "Foxton",
           "Glenview", "Harlow", "Ironbark Valley", "Juniper", "Kelso Beach", "Larkspur", "Northgate",
           "Oakridge", "Pinecrest", "Quarry Hill", "Redwood", "Stonebridge", "Tamsin", "Upton", "Westmere",
           "Brackenridge", "Beacon Hill", "Cedar Park", "Drayton", "Elmhurst", "Fairlight", "Hawthorn East",
           "Linden Grove", "Norwood", "Oldfield", "Parkside", "Ridgeway", "Thornbury"]
PEOPLE = ["Sam Whitcombe", "Mele Tupou", "Grace O'Neill", "Rajesh Patel", "Hannah Brooks", "Tom Fletcher",
          "Ana Lemalu", "Ben Carter", "Chloe Zhang", "Daniel Kim", "Emma Rowe", "Finn McAllister",
          "Georgia Hunt", "Hemi Walker", "Isla Grant", "Jack Morrison", "Kiri Parata", "Liam Dunne",
          "Maya Singh", "Nathan Cole", "Olivia Tan", "Paul Reid", "Ruby Lawson", "Sione Fifita",
          "王伟", "张敏", "李娜", "赵磊", "周婷", "吴刚", "孙悦", "郑凯", "黄丽", "徐涛"]
SYSTEMS = [("Maximo work-order configuration", "Maximo 工单配置"), ("the ArcGIS Enterprise water network layers", "ArcGIS 管网图层"),
           ("the Fivetran pipelines", "Fivetran 数据管道"), ("the MessageMedia SMS account", "MessageMedia 短信账号"),
           ("PagerDuty schedules and escalation policies", "PagerDuty 排班和升级策略"), ("the CyberArk vault for billing", "账单系统的 CyberArk 保险库"),
           ("historian licensing and tag counts", "historian 授权和点位数量"), ("the chlorine analyser maintenance contract", "余氯分析仪维保合同"),
           ("the telemetry radio network and repeaters", "遥测电台网络和中继站"), ("the MDM (meter data management) validation rules", "MDM 数据校验规则"),
           ("the Snowflake warehouse roles and costs", "Snowflake 数仓权限和费用"), ("the handheld meter-reading devices", "手持抄表终端"),
           ("the Azure DevOps organisation and agents", "Azure DevOps 组织和构建代理"), ("the MyWater CMS content", "MyWater CMS 内容"),
           ("the hydraulic model (InfoWater)", "水力模型（InfoWater）"), ("laboratory LIMS integration", "化验室 LIMS 对接"),
           ("the customer letter templates", "客户信函模板"), ("the Salesforce case routing rules", "Salesforce 工单分派规则"),
           ("the backflow device register", "防回流装置台账"), ("the PRV controller firmware", "减压阀控制器固件"),
           ("the OT firewall rule base", "OT 防火墙规则"), ("the Power BI gateway", "Power BI 网关"),
           ("the trade waste sampling schedule", "工业废水采样计划"), ("the AMI head-end server", "AMI 头端服务器"),
           ("the control-room video wall", "控制室大屏"), ("the SCADA alarm rationalisation register", "SCADA 报警合理化台账"),
           ("the Oracle DBA tasks for IS-U", "IS-U 的 Oracle 数据库运维"), ("the bill print file layout", "账单打印文件格式"),
           ("the Windcave merchant account", "Windcave 商户账户"), ("the DMZ historian replica", "DMZ historian 副本"),
           ("the GIS parcel sync with the council", "与市政府的地块数据同步"), ("the water quality sampling runs", "水质采样路线"),
           ("the leak detection contractors", "检漏外包商"), ("the pump energy tariff optimisation", "泵站电费优化")]
JOBS = [("gis-parcel-sync", "pulls new and changed parcels from the council GIS into `asset_xref`", "从市政 GIS 拉取新增和变更的地块写入 `asset_xref`"),
        ("mdm-vee", "runs validation, estimation and editing on yesterday's AMI reads", "对前一天的 AMI 读数做校验、估算和修正"),
        ("meter-exchange-sync", "pushes completed Maximo meter-exchange work orders into IS-U", "把 Maximo 已完成的换表工单同步到 IS-U"),
        ("concession-renewal", "sends renewal letters to concession holders whose eligibility expires next month", "给下月资格到期的减免用户发续期信"),
        ("dw-cost-report", "emails the Snowflake credit usage per warehouse to the data team", "把 Snowflake 各仓库的额度使用发邮件给数据组"),
        ("hist-tag-audit", "lists historian tags that have not changed value for 7 days", "列出 7 天没有变化的 historian 点位"),
        ("prv-schedule-check", "compares PRV controller setpoints against the approved pressure plan", "核对减压阀设定值与批准的压力方案"),
        ("bill-outsort-digest", "sends billing supervisors the list of bills held for review", "把被拦截待审核的账单列表发给账单主管"),
        ("portal-session-cleanup", "removes expired MyWater portal sessions from Redis", "清理 Redis 里过期的 MyWater 会话"),
        ("wq-sample-reminder", "reminds samplers of tomorrow's water-quality sampling run", "提醒采样员第二天的水质采样路线"),
        ("energy-tariff-import", "imports next day's electricity spot prices for pump scheduling", "导入次日电价用于泵站调度"),
        ("salesforce-case-sync", "syncs closed Salesforce cases back to the IS-U contact log", "把已关闭的 Salesforce 工单同步回 IS-U 联系记录"),
        ("trade-waste-invoice", "creates trade waste invoice lines from the latest lab results", "根据最新化验结果生成工业废水账单行"),
        ("ad-group-audit", "reports members of the billing admin AD groups to security", "把账单管理员 AD 组成员报告给安全组"),
        ("radio-health", "polls the telemetry radio repeaters and raises a P3 alarm for weak links", "巡检遥测电台中继，信号弱时产生 P3 报警"),
        ("asset-condition-score", "recalculates pipe condition scores from break history", "根据爆管历史重新计算管道状况评分"),
        ("letter-print-batch", "bundles non-bill customer letters for the print vendor", "把非账单类客户信函打包给印刷商"),
        ("nrw-monthly", "builds the monthly non-revenue water estimate per DMA", "按 DMA 计算每月产销差估算"),
        ("ami-firmware-report", "lists AMI meters with outdated firmware", "列出固件过旧的 AMI 水表"),
        ("bfp-expiry-scan", "finds backflow certificates expiring in the next 30 days", "查找 30 天内到期的防回流证书"),
        ("lims-import", "imports lab results from LIMS into WQDB", "把 LIMS 化验结果导入 WQDB"),
        ("storm-mode-check", "checks rainfall forecasts and pre-arms the storm alarm profile", "检查降雨预报并预先切换暴雨报警配置"),
        ("payment-recon", "reconciles Windcave settlements against IS-U payments", "核对 Windcave 结算与 IS-U 收款"),
        ("dd-return-import", "imports dishonoured direct debits returned by the bank", "导入银行退回的失败代扣"),
        ("hydrant-test-digest", "summarises last week's hydrant flow tests for the network team", "汇总上周消火栓流量测试给管网组"),
        ("snapshot-prune", "prunes VM snapshots older than 14 days on the IT cluster", "清理 IT 集群中超过 14 天的虚拟机快照"),
        ("contact-consent-sync", "syncs SMS opt-out flags from MessageMedia into IS-U", "把 MessageMedia 的短信退订标记同步到 IS-U"),
        ("vendor-cert-check", "warns 30 days before TLS certificates of partner SFTP servers expire", "合作方 SFTP 服务器 TLS 证书到期前 30 天告警"),
        ("meter-age-report", "lists mechanical meters older than 15 years by suburb", "按片区列出使用超过 15 年的机械水表"),
        ("outage-map-refresh", "refreshes the public outage map tiles", "刷新公开停水地图瓦片"),
        ("reservoir-turnover", "estimates reservoir water age from inflow and outflow", "根据进出水量估算水库水龄"),
        ("kpi-snapshot", "stores the daily KPI snapshot for the council dashboard", "保存每日 KPI 快照供市政看板使用")]
HOSTS = ["batch01", "batch02", "integ01", "integ02", "dw-runner01", "ot-app02", "dmz-app01"]
INCIDENT_TYPES = [
    ("{site} pump station lost telemetry for {h} hours after the radio repeater on {hill} lost power", "fitted a UPS to the repeater and added a battery-low alarm",
     "{site}泵站的遥测中断了 {h} 小时，原因是 {hill} 的中继站断电", "给中继站加了 UPS 和电池低压报警"),
    ("bill print file for cycle {cyc} was rejected by the print vendor because of an unescaped comma in an address", "the extract now quotes every text field",
     "第 {cyc} 周期的账单打印文件因地址中未转义的逗号被印刷商退回", "导出文件现在给所有文本字段加引号"),
    ("{site} pump {p} ran dry for {m} minutes when the suction valve was left closed after maintenance", "valve position is now interlocked with pump start",
     "检修后吸水阀未打开，{site}泵站 {p} 号泵空转了 {m} 分钟", "阀位信号已与启泵联锁"),
    ("the AMI head-end export for {day} was empty and {n} customers got estimated bills", "the MDM now alarms when a daily file has fewer than 90% of the expected meters",
     "{day} 的 AMI 头端导出文件为空，导致 {n} 个客户收到估算账单", "MDM 在日文件表计数量少于预期 90% 时报警"),
    ("a DMA boundary valve in {sub} was left open after a main repair, which skewed night-flow figures for {d} days", "field crews now close out valve operations in Maximo with a photo",
     "{sub} 的 DMA 边界阀在修管后未关闭，导致夜间流量数据失真 {d} 天", "现场人员在 Maximo 关闭阀门操作时需上传照片"),
    ("direct debit file was sent twice on {day}, double-charging {n} customers", "the SFTP upload step now checks the bank's acknowledgement file first",
     "{day} 代扣文件被重复发送，{n} 个客户被重复扣款", "上传前先检查银行回执文件"),
    ("historian disk on scada-hist01 filled up and {h} hours of {site} data were lost", "disk alarm threshold lowered to 75% and archive job moved earlier",
     "scada-hist01 磁盘写满，丢失了 {site} {h} 小时的数据", "磁盘告警阈值降到 75%，归档任务提前执行"),
    ("MyWater portal login failed for {h} hours after the Entra ID app secret expired", "secret expiry is now monitored 30 days ahead",
     "Entra ID 应用密钥过期导致 MyWater 门户登录失败 {h} 小时", "现在提前 30 天监控密钥到期"),
    ("{site} reservoir inlet valve hunted open/closed for a night because of a noisy level signal", "added a 30-second filter on the level input",
     "{site} 水库进水阀因液位信号抖动整夜反复开关", "液位输入加了 30 秒滤波"),
]
HILLS = ["Mt Tarn", "Beacon Hill", "Cedar Knoll", "Signal Hill", "Rangi Point"]
VENDORS = [("AVEVA", "System Platform / historian"), ("Schneider Electric", "M580 PLCs"), ("Itron", "AMI head-end and meters"),
           ("Sensus", "AutoRead handhelds"), ("Esri", "ArcGIS Enterprise"), ("IBM", "Maximo"), ("SAP", "IS-U"),
           ("Oracle", "database support"), ("Windcave", "payment gateway"), ("MessageMedia", "SMS"),
           ("Fujifilm Business Innovation", "bill printing"), ("Fivetran", "data pipelines"), ("Snowflake", "data warehouse"),
           ("Hach", "online water-quality analysers"), ("Xylem", "pumps and flow meters"), ("Innovyze", "InfoWater hydraulic model")]
REPORTS = ["Daily Production", "Reservoir Levels Trend", "Billing Exceptions", "Debt Ageing", "Meter Read Success",
           "Estimated Bills by Cycle", "Pump Energy Use", "Water Quality Compliance", "Customer Complaints", "Leak Work Orders",
           "AMI Data Completeness", "Trade Waste Revenue", "Concession Uptake", "Hydrant Tests", "Non-Revenue Water by DMA",
           "Payment Channels", "New Connections Pipeline", "Backflow Compliance", "Outage Minutes", "Call Centre Volumes"]
CRIT_TYPES = [("hospital", "医院"), ("dialysis patient at home", "居家透析患者"), ("aged-care home", "养老院"),
              ("school", "学校"), ("food processing plant", "食品加工厂"), ("data centre", "数据中心"), ("dental surgery", "牙科诊所")]
CRIT_NAMES = [("Riverton General", 0), ("St Brigid's", 0), ("Harbourview Private", 0), ("Kowhai Lodge", 2), ("Millbrook Primary", 3),
              ("Eastfield Dairy Co.", 4), ("Southbank DC", 5), ("Glenview Dental", 6), ("Ashby Care", 2), ("Oakridge College", 3),
              ("Pinecrest Meats", 4), ("Tamsin Rest Home", 2), ("Northgate Clinic", 0), ("Linden Kindergarten", 3), ("Thornbury Bakery", 4),
              ("Ridgeway Hospice", 2), ("a home-dialysis patient at 14 Fern St", 1), ("a home-dialysis patient at 3 Moana Rd", 1),
              ("Valley View Lodge", 2), ("Westmere School", 3), ("Upton Dental Centre", 6), ("Larkspur Juice", 4), ("Norwood Data Hall", 5),
              ("a home-dialysis patient at 88 Kauri Ave", 1), ("Norwood House", 2)]


def generate(start=101):
    rng = random.Random(SEED)
    out, keymap = [], {}
    n = [start]

    def add(key, en, zh, cat, imp_range=(4, 7), verified_p=0.9):
        mid = f"wu-{n[0]:03d}"
        n[0] += 1
        text = zh if (zh and rng.random() < ZH_P) else en
        imp = rng.randint(*imp_range)
        out.append((mid, text, cat, imp, rng.random() < verified_p))
        keymap[key] = mid

    for name, code in PUMPS:
        d = rng.randint(2, 4); ip = f"10.41.{rng.randint(10, 60)}.{rng.randint(10, 200)}"
        trip = round(rng.uniform(0.8, 2.0), 1); rot = rng.choice([72, 168, 336])
        add(f"pump:{code}", f"{name} pump station ({code}): {d} duty pumps plus 1 standby, Schneider M580 PLC at {ip}; pumps trip on suction pressure below {trip} bar; duty/standby rotates every {rot} h.",
            f"{name} 泵站（{code}）：{d} 用 1 备，Schneider M580 PLC 地址 {ip}；吸水压力低于 {trip} bar 跳泵；主备每 {rot} 小时轮换。", "config")
    for i, (name, code) in enumerate(RES):
        cap = rng.choice([4, 6, 8, 10, 12, 15, 20, 25]); hi = round(rng.uniform(4.5, 7.5), 1); lo = round(rng.uniform(1.0, 2.0), 1)
        feed = PUMPS[(i * 7) % len(PUMPS)][0]
        add(f"res:{code}", f"{name} reservoir ({code}.RES1): {cap} ML, high-level alarm at {hi} m and low-level alarm at {lo} m; filled from {feed} pump station.",
            f"{name} 水库（{code}.RES1）：容量 {cap} ML，高液位报警 {hi} m，低液位报警 {lo} m；由 {feed} 泵站供水。", "config")
    notes_en = ["includes {k} meters behind locked gates; the key box code is held by field services", "several properties with dog warnings (skip code 07 is common)",
                "rural long driveways, reader uses the ute; allow a full day", "mostly AMI now, only {k} manual meters left", "meters in pits that flood after heavy rain; expect skips in winter",
                "apartment blocks with meters in basements; building managers must be phoned the day before"]
    notes_zh = ["其中 {k} 块表在上锁的大门后，钥匙盒密码由外勤组保管", "多户有恶犬提示（跳读代码 07 常见）", "乡村长车道，抄表员开皮卡，需要一整天",
                "基本已换 AMI，只剩 {k} 块人工表", "表井下雨后容易积水，冬季常有跳读", "公寓楼水表在地下室，需提前一天联系物业"]
    for r in range(1, 36):
        sub = SUBURBS[(r - 1) % len(SUBURBS)]; cnt = rng.randint(600, 2400); cyc = rng.randint(1, 12); j = rng.randrange(len(notes_en)); k = rng.randint(12, 140)
        add(f"route:{r}", f"Meter-reading route R-{r:02d} ({sub}): {cnt:,} meters, read in billing cycle {cyc:02d}; " + notes_en[j].format(k=k) + ".",
            f"抄表路线 R-{r:02d}（{sub}）：{cnt} 块表，属于第 {cyc:02d} 账单周期；" + notes_zh[j].format(k=k) + "。", "fact")
    rates = [("RES1", "residential standard"), ("RES2", "residential with concession"), ("COM1", "commercial up to 50 mm connection"),
             ("COM2", "commercial above 50 mm connection"), ("IND1", "industrial"), ("FIRE", "dedicated fire service"),
             ("IRR1", "irrigation / rural"), ("TEMP", "temporary construction supply"), ("BULK", "bulk tanker filling station"),
             ("CHAR", "charitable organisations"), ("SCH1", "schools"), ("COUN", "council-owned facilities")]
    for code, desc in rates:
        fixed = rng.randint(40, 400); vol = round(rng.uniform(1.6, 3.9), 2); tier = rng.choice([0, 0, 60, 90, 150])
        t = f" up to {tier} kL per quarter, higher step above" if tier else ""
        tz = f"，每季度 {tier} kL 以内按此价，超出部分阶梯加价" if tier else ""
        add(f"rate:{code}", f"Rate category {code} ({desc}): fixed charge ${fixed} per quarter and ${vol}/kL{t}.",
            f"费率类别 {code}（{desc}）：每季度固定费 {fixed} 元，水量费 {vol} 元/kL{tz}。", "fact")
    rng.shuffle(SYSTEMS)
    for i, (sys_en, sys_zh) in enumerate(SYSTEMS):
        p1 = PEOPLE[i % len(PEOPLE)]; p2 = PEOPLE[(i * 5 + 3) % len(PEOPLE)]
        add(f"owner:{sys_en}", f"{p1} owns {sys_en}; backup contact is {p2}.", f"{sys_zh} 的负责人是 {p1}，备份联系人 {p2}。", "fact")
    for name, en, zh in JOBS:
        host = rng.choice(HOSTS); hh = rng.randint(0, 23); mm = rng.choice([0, 15, 30, 45])
        sched = rng.choice([f"daily at {hh:02d}:{mm:02d}", f"every Monday at {hh:02d}:{mm:02d}", f"hourly at :{mm:02d}", f"on the 1st of each month at {hh:02d}:{mm:02d}"])
        schz = sched.replace("daily at", "每天").replace("every Monday at", "每周一").replace("hourly at", "每小时第").replace("on the 1st of each month at", "每月 1 日")
        add(f"job:{name}", f"Job `{name}` runs {sched} on {host}: it {en}. Logs are in /var/log/jobs/{name}.log.",
            f"任务 `{name}` 在 {host} 上 {schz} 运行：{zh}。日志在 /var/log/jobs/{name}.log。", "config")
    months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    for i in range(32):
        t = INCIDENT_TYPES[i % len(INCIDENT_TYPES)]
        f = dict(site=rng.choice(PUMPS)[0], h=rng.randint(2, 9), hill=rng.choice(HILLS), cyc=f"{rng.randint(1, 12):02d}", p=rng.randint(1, 3),
                 m=rng.randint(5, 40), day=f"{rng.randint(1, 28)} {rng.choice(months)}", n=rng.randint(80, 3000), sub=rng.choice(SUBURBS), d=rng.randint(3, 20))
        inc = f"INC-{rng.randint(1000, 9999)}"; when = f"{rng.choice(months)} {rng.choice([2022, 2023, 2024])}"
        add(f"inc:{i}", f"{inc} ({when}): " + t[0].format(**f) + "; follow-up: " + t[1] + ".",
            f"{inc}（{when}）：" + t[2].format(**f) + "；改进：" + t[3] + "。", "warning", (5, 8))
    for i in range(30):
        sub = SUBURBS[i % len(SUBURBS)]; conns = rng.randint(800, 6000); prv = rng.randint(35, 60); nf = round(rng.uniform(0.8, 9.5), 1)
        add(f"dma:{i}", f"DMA {sub.split()[0][:3].upper()}-{i+1:02d} ({sub}): {conns:,} connections, inlet PRV set to {prv} m, night-flow baseline {nf} L/s.",
            f"DMA {sub.split()[0][:3].upper()}-{i+1:02d}（{sub}）：{conns} 个接户，进口减压阀设定 {prv} m，夜间流量基线 {nf} L/s。", "fact")
    teams = ["billing", "network operations", "water quality", "asset planning", "customer care", "finance", "control room"]
    for name in REPORTS:
        team = rng.choice(teams); freq = rng.choice(["daily at 06:00", "hourly", "weekly on Monday", "monthly on the 2nd business day"])
        src = {"billing": "IS-U via Snowflake", "customer care": "Salesforce and IS-U via Snowflake", "finance": "IS-U via Snowflake",
               "water quality": "WQDB", "network operations": "historian hourly aggregates in Snowflake",
               "control room": "historian hourly aggregates in Snowflake", "asset planning": "Maximo and GIS via Snowflake"}[team]
        add(f"report:{name}", f"Power BI report '{name}' belongs to the {team} team, refreshes {freq}, source {src}.",
            f"Power BI 报表「{name}」归 {team} 团队，刷新频率 {freq}，数据源 {src}。", "fact", (3, 5))
    for v, prod in VENDORS:
        c = f"C-{rng.randint(10000, 99999)}"; ren = rng.choice(months)
        add(f"vendor:{v}", f"{v} support ({prod}): contract {c}, 24/7 phone support for P1 only, otherwise the web portal; renewal due every {ren}.",
            f"{v} 技术支持（{prod}）：合同号 {c}，仅 P1 提供 7x24 电话支持，其余走网页工单；每年 {ren} 续约。", "fact", (4, 6))
    for nm, ti in CRIT_NAMES:
        ten, tzh = CRIT_TYPES[ti]; sub = rng.choice(SUBURBS); hrs = rng.choice([72, 72, 96, 120])
        add(f"crit:{nm}", f"Critical customer: {nm} ({ten}, {sub}) must be phoned at least {hrs} hours before any planned shutdown that affects them, in addition to the normal notice.",
            f"重点用户：{nm}（{tzh}，{sub}）如受计划停水影响，除常规通知外必须至少提前 {hrs} 小时电话通知。", "procedure", (7, 9))
    return out, keymap
