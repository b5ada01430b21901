"""Generates the filler memories of store_large.json (fixed seed) around the hand-written core.
Filler subjects are deliberately distinct from what the labelled prompts ask about (specific turbines'
histories, minor services, vendors, people's habits, small gotchas), so labels stay exact."""
import json, random, re
from build_tiny import build
from build_large_core import CORE, NEED, CHANCE

R = random.Random(17)
SITES = ["NSK", "VLR"]
COMP = ["main bearing", "yaw drive", "pitch motor", "converter module", "slip ring", "anemometer", "hydraulic pump", "cooling fan", "blade bolt set", "transformer bushing", "brake caliper", "aviation light"]
COMP_ZH = ["主轴承", "偏航驱动", "变桨电机", "变流器模块", "滑环", "风速仪", "液压泵", "冷却风扇", "叶根螺栓", "变压器套管", "刹车钳", "航空障碍灯"]
PEOPLE = ["Ola Berg", "Sofia Marín", "Jonas Weber", "Nadia Haddad", "Pedro Alves", "Ingrid Solberg", "Tomás Ruiz", "Eva Lindqvist", "Kenji Mori", "Aisha Bello", "Mikkel Holm", "Clara Vidal"]
PEOPLE_ZH = ["李强", "赵敏", "刘洋", "孙悦", "周杰", "吴婷", "郑浩", "黄磊"]
SVCS = ["permit-tracker", "vessel-scheduler", "lease-portal", "report-renderer", "spares-sync", "shift-planner", "hse-forms", "invoice-bridge", "doc-archive", "kpi-exporter", "tag-mapper", "photo-indexer"]
VENDORS = ["Hexagon Rope Access", "NordLift Cranes", "BladeCare GmbH", "SeaLink Crew Transfers", "Iberia Substations SA", "ArcticTech Sensors", "CoastHeli AS"]
LIBS = ["pydantic", "polars", "sqlx", "serde_json", "jOOQ", "MapStruct", "zod", "date-fns", "httpx", "rdkafka", "reqwest", "Hibernate"]
DASH = ["Yaw misalignment", "Converter temps", "Curtailment overview", "Ice detection", "Grid events", "Blade health", "Pitch battery status", "Cable temps", "Vessel ETA", "Work order backlog"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]

AVOID = {"NSK-041", "NSK-012", "NSK-033", "NSK-007", "VLR-005", "VLR-017", "VLR-004", "VLR-009"}
def tb():
    while True:
        s = R.choice(SITES); t = f"{s}-{R.randint(1, 72 if s == 'NSK' else 31):03d}"
        if t not in AVOID: return t
def d(): return f"202{R.randint(4,6)}-{R.randint(1,12):02d}-{R.randint(1,28):02d}"

def g():
    k = R.randrange(28)
    i = R.randrange(len(COMP))
    if k == 0: return (f"{tb()} had its {COMP[i]} replaced on {d()}; the old part was sent to the vendor for root-cause analysis.", "fact", R.randint(3,6))
    if k == 1: return (f"{tb()} 在 {d()} 更换了{COMP_ZH[i]}，旧件已寄回厂家做失效分析。", "fact", R.randint(3,6))
    if k == 2:
        s = R.choice(SVCS); return (f"{s} is owned by {R.choice(PEOPLE)}; questions about it go to the #{s} channel.", "fact", R.randint(3,5))
    if k == 3:
        s = R.choice(SVCS); return (f"{s} 的负责人是{R.choice(PEOPLE_ZH)}，有问题先在群里 @ 他/她。", "fact", R.randint(3,5))
    if k == 4:
        s = R.choice(SVCS); n = R.choice([2,3,4,6]); return (f"{s} runs {n} replicas in prod and scales on CPU above {R.choice([60,70,75,80])}%.", "config", R.randint(3,6))
    if k == 5:
        l = R.choice(LIBS); s = R.choice(SVCS); return (f"Gotcha in {s}: {l} is pinned to an older minor version because the upgrade changed {R.choice(['datetime parsing','null handling','enum serialization','default timeouts','decimal rounding'])}; see the comment in the lockfile.", "fact", R.randint(4,7))
    if k == 6:
        v = R.choice(VENDORS); return (f"Our contact at {v} is {R.choice(PEOPLE)}; they prefer email over phone and answer within {R.choice(['a day','two days','the week'])}.", "fact", R.randint(2,5))
    if k == 7:
        v = R.choice(VENDORS); return (f"与 {v} 的框架合同在 {R.choice(MONTHS)} 续签，报价单放在 SharePoint 的采购目录。", "fact", R.randint(3,5))
    if k == 8:
        p = R.choice(PEOPLE); return (f"{p} prefers {R.choice(['async updates in the ticket over meetings','diagrams in Excalidraw','reviews in the morning','short Loom videos for demos','tables instead of prose in design docs'])}.", "preference", R.randint(2,4))
    if k == 9:
        p = R.choice(PEOPLE_ZH); return (f"{p}希望{R.choice(['周会前一天把议题发出来','设计文档先写结论再写细节','代码评审意见集中一次给','报表截图附上时间范围'])}。", "preference", R.randint(2,4))
    if k == 10:
        ds = R.choice(DASH); return (f"The Grafana dashboard '{ds}' {R.choice(['uses the 10-minute aggregates','has a site selector that defaults to NSK','was rebuilt in '+R.choice(MONTHS)+' and the old link is dead','is shown on the control room wall screen'])}.", "fact", R.randint(2,5))
    if k == 11:
        ds = R.choice(DASH); return (f"看板“{ds}”的刷新间隔设为 {R.choice([30,60,300])} 秒，调得更短会拖慢查询。", "config", R.randint(2,5))
    if k == 12:
        t = tb(); return (f"{t} has a known {R.choice(['flaky nacelle anemometer','intermittent fibre link to the substation','yaw encoder that drifts in cold weather','converter that trips on grid dips','noisy tower-base temperature sensor'])}; alarms from it are often false positives.", "fact", R.randint(4,7))
    if k == 13:
        t = tb(); return (f"{t} 的{R.choice(['机舱温度传感器','塔底门禁','通讯光纤','振动传感器'])}经常误报，处理告警时先看历史。", "fact", R.randint(4,6))
    if k == 14:
        return (f"Ticket WO-{R.randint(10000,99999)}: {R.choice(['cable route survey','scour protection inspection','substation relay test','transition piece paint repair','J-tube inspection'])} at {R.choice(SITES)} was deferred to {R.choice(MONTHS)} due to {R.choice(['weather','vessel availability','permit delay','budget'])}.", "fact", R.randint(2,5))
    if k == 15:
        s = R.choice(SVCS); return (f"Decision {d()}: {s} {R.choice(['moves its PDF generation to WeasyPrint','stops exporting XLSX, CSV only','drops the SOAP client for the old ERP','adds an idempotency key on POST','caches lookups for 5 minutes'])}.", "decision", R.randint(4,7))
    if k == 16:
        s = R.choice(SVCS); return (f"决定（{d()}）：{s} {R.choice(['不再支持 IE11','改为每晚 02:00 批量同步','接口超时统一为 10 秒','日志级别默认 INFO'])}。", "decision", R.randint(4,6))
    if k == 17:
        s = R.choice(SITES); return (f"The {s} substation is called {R.choice(['Skjold','Bravo','Halden','Cierzo','Mistral','Norte'])} in the grid operator's documents; our docs call it {s}-SS1.", "fact", R.randint(3,5))
    if k == 18:
        return (f"Vessel {R.choice(['Sea Falcon','Nordic Tern','Wind Runner','Storm Petrel'])} can operate up to Hs {R.choice(['1.5','1.8','2.0','2.2'])} m for crew transfers; vessel-scheduler uses this limit.", "config", R.randint(4,6))
    if k == 19:
        return (f"The {R.choice(MONTHS)} {R.randint(2024,2026)} site visit at {R.choice(SITES)} noted {R.choice(['rust on the ladder at TP level','a missing fire extinguisher tag','corroded earthing straps','oil stains under the yaw ring'])}; follow-up is tracked in hse-forms.", "fact", R.randint(2,5))
    if k == 20:
        l = R.choice(LIBS); return (f"In the {R.choice(SVCS)} codebase, wrap {l} calls in the adapter module so it can be swapped; direct imports elsewhere fail the architecture test.", "convention", R.randint(3,6))
    if k == 21:
        return (f"report-renderer template '{R.choice(['monthly-availability','vendor-scorecard','hse-summary','energy-yield'])}' uses {R.choice(['A4 landscape','the new corporate font','a Norwegian and English version','page numbers bottom right'])}.", "config", R.randint(2,4))
    if k == 22:
        return (f"{R.choice(PEOPLE)} is on parental leave until {R.choice(MONTHS)}; {R.choice(PEOPLE)} covers their reviews.", "fact", R.randint(2,4))
    if k == 23:
        return (f"{R.choice(PEOPLE_ZH)}下个月{R.choice(['休假两周','去海上风场驻场','参加 WindEurope 大会','转到采购团队'])}，期间相关事项找{R.choice(PEOPLE_ZH)}。", "fact", R.randint(2,4))
    if k == 24:
        s = R.choice(SVCS); return (f"{s} reads its feature settings from settings/{s}.yaml; the key `{R.choice(['batch_size','retry_backoff_ms','page_size','max_attachments'])}` defaults to {R.choice([5,10,50,100,250])}.", "config", R.randint(2,5))
    if k == 25:
        return (f"Lease-portal: landowner payments for {R.choice(['VLR parcel 12','VLR parcel 7','VLR parcel 3','the access road'])} are {R.choice(['quarterly','annual, in January','indexed to CPI each March'])}.", "fact", R.randint(3,5))
    if k == 26:
        return (f"The {R.choice(['Tuesday','Wednesday','Thursday'])} {R.choice(['architecture sync','data review','vendor call'])} is at {R.choice(['09:30','13:00','15:30'])} CET; {R.choice(PEOPLE)} takes notes.", "fact", R.randint(1,3))
    return (f"{R.choice(SVCS)} 的单元测试里有一个{R.choice(['依赖系统时区','依赖网络','随机失败','很慢'])}的用例，已标记为 flaky，修复跟踪在 {R.choice(['TECH-','OPS-'])}{R.randint(100,999)}。", "fact", R.randint(2,4))

KEYS = [
 (r"^(\S+) (?:is owned by|的负责人是)", "own"), (r"^(\S+) runs \d", "rep"),
 (r"^Our contact at (.+?) is", "ct"), (r"^与 (.+?) 的框架合同", "contract"),
 (r"^(\S+) reads its feature settings .*?key `(\w+)`", "set"), (r"“(.+?)”的刷新间隔", "refresh"),
 (r"^(\S+) 的.+?经常误报", "flaky"), (r"^(\S+) has a known", "flaky"),
 (r"^(.+?) is on parental leave", "away"), (r"^(\S+?)下个月", "away"), (r"^(.+?) covers", "away"),
 (r"^Gotcha in (\S+): (\S+)", "pin"), (r"^The (\S+) substation", "ss"), (r"^Vessel (.+?) can", "vessel"),
 (r"^report-renderer template '(.+?)'", "tpl"), (r"dashboard '(.+?)'", "dash"), (r"^The (\w+ \w+ \w+) is at", "mtg"),
 (r"^Lease-portal: landowner payments for (.+?) are", "lease"), (r"^(\S+) 的单元测试", "flakytest"),
 (r"^Decision \S+ (\S+) (\w+)", "dec"), (r"^决定（\S+?）：(\S+) (\S+?)", "deczh"),
]
def key(t):
    for rx, k in KEYS:
        m = re.search(rx, t)
        if m: return k + ":" + "|".join(m.groups())
    return t

def main():
    mems = list(CORE)
    seen = {m[1] for m in mems}
    n = 500
    i = 1
    while len(mems) < n:
        text, cat, imp = g()
        if text in seen or key(text) in seen: continue
        seen.add(text); seen.add(key(text))
        mems.append((f"g{i:03d}", text, cat, imp, R.random() < 0.8))
        i += 1
    # a few labelled prompts about filler memories, found by subject after generation
    by = {key(m[1]): m[0] for m in mems}
    extra = []
    def add(k, prompt, lang, kind):
        if k in by: extra.append((prompt, [by[k]], lang, kind))
    for k, v in by.items():
        if k.startswith("own:") and len([e for e in extra if e[3] == "filler_owner"]) < 3:
            svc = k[4:]; add(k, R.choice([f"who maintains {svc}?", f"{svc} 有问题该找谁", f"I need a reviewer for my {svc} change, who owns it"]), "mixed" if "找谁" in svc else "en", "filler_owner")
        elif k.startswith("vessel:") and not any(e[3] == "filler_vessel" for e in extra):
            add(k, f"the waves are 1.9 m today, can {k[7:]} still take technicians out?", "en", "filler_vessel")
        elif k.startswith("ss:") and not any(e[3] == "filler_ss" for e in extra):
            add(k, f"电网公司的文件里提到的变电站名字和我们 {k[3:]}-SS1 对不上，是同一个吗", "zh", "filler_ss")
        elif k.startswith("flaky:") and not any(e[3] == "filler_flaky" for e in extra):
            add(k, f"got a burst of alarms from {k[6:]} overnight, should I send a technician?", "en", "filler_flaky")
        elif k.startswith("contract:") and not any(e[3] == "filler_contract" for e in extra):
            add(k, f"when does the framework agreement with {k[9:]} renew?", "en", "filler_contract")
    extra = [(p, n, "zh" if any("\u4e00" <= c <= "\u9fff" for c in p) else "en", k) for p, n, _, k in extra]
    store = build("large: wind farm operations platform (windops)", mems, NEED + extra, CHANCE, 3, "w")
    json.dump(store, open("store_large.json", "w"), ensure_ascii=False, indent=1)

if __name__ == "__main__":
    main()
