"""Templated filler memories for the large store (g131-g450), fixed seed.

None of these is labelled by any prompt; they are realistic background facts of the
same project (dashboards, tickets, tuner keys, SKUs, topics, flags, events) in English
and Chinese. Deterministic: random.Random(SEED) and sorted inputs only.
"""
import random

SEED = 15015
PEOPLE = ["Ana", "Dmitri", "Sophie", "Raj", "Kofi", "Elif", "Lucia", "王磊", "陈静", "小林", "Mateo", "Priyanka", "Jonas", "赵敏", "刘洋"]
FOLDERS = ["LiveOps", "Backend", "Matchmaking", "Economy", "Social", "SRE", "Payments", "Client"]
DASH_EN = ["Queue depth by region", "Shop conversion funnel", "Match length histogram", "Guild activity", "Crash-free sessions",
           "Mailbox growth", "Quest completion", "Login latency by platform", "Event participation", "Redis memory by shard",
           "Agones allocations", "IAP revenue by SKU", "Tutorial drop-off", "Friend graph size", "Gacha pulls per hour",
           "CDN asset hit ratio", "Chat messages per minute", "Support ticket volume", "Boss raid clears", "Ranked tier distribution"]
SUMMARIES = ["emote wheel shows wrong icon after respawn", "guild banner upload rejects PNGs over 512 KB",
             "quest progress not saved after reconnect", "daily login calendar skips day 7 reward", "spectator mode desyncs after 20 min",
             "profile title text overflows in German", "mail attachment claim button double-taps", "replay export fails on Android 14",
             "tournament bracket shows stale scores", "tutorial step 4 soft-locks on iPad", "shop carousel loads twice on cold start",
             "achievement 'Iron Will' never unlocks", "party invite expires too early", "voice chat toggle resets on relaunch",
             "season recap card shows previous season", "cosmetic preview rotates the wrong way", "friend list sort ignores online status",
             "loot crate animation stutters on low-end devices", "region selector missing South America", "card upgrade cost shows NaN"]
STATUS = ["open", "in progress", "in review", "blocked", "fixed in 3.21", "won't fix"]
TUNER_NS = ["ui", "quests", "pve", "guild", "social", "tutorial", "mail", "raid", "cosmetics", "spectator"]
TUNER_P = ["cooldown_sec", "max_per_day", "xp_mult", "drop_weight", "timeout_ms", "banner_slots", "retry_limit", "reward_scale", "spawn_rate", "cap"]
ADJ = ["Crimson", "Void", "Solar", "Frost", "Neon", "Obsidian", "Aurora", "Rusty", "Golden", "Phantom", "Tidal", "Ember"]
NOUN = ["Visor", "Cloak", "Banner", "Trail", "Emote", "Helm", "Wings", "Blade Skin", "Mech Paint", "Portrait Frame"]
AVAIL = ["permanently in the shop", "in rotation weekly", "limited to the current event", "retired, grants only via support", "bundle-only"]
TOPICS = ["guild-activity", "shop-impressions", "match-results", "chat-moderation", "quest-progress", "mail-events", "client-perf",
          "tutorial-steps", "raid-outcomes", "social-graph", "ad-impressions", "store-clicks"]
REGIONS = ["euw1", "use1", "cn-shanghai", "all regions"]
FLAG_FEAT = ["emote-wheel-v2", "shop-carousel", "guild-banners", "replay-share", "spectator-chat", "quest-reroll",
             "party-finder", "profile-titles", "raid-lfg", "smart-bundles", "voice-lobby", "clan-wars-beta"]
FLAG_TEAM = ["social", "economy", "client", "pve", "matchmaking"]
CN_EVENT = ["星潮庆典", "深空远征", "机甲嘉年华", "霜火试炼", "极光狩猎", "钢铁回响", "星尘集市", "暗影突袭", "赤焰试炼", "潮汐之战", "银河巡礼", "荒原求生"]
CN_SUM = ["公会列表分页重复", "表情轮盘图标错位", "任务进度重连后丢失", "邮件领取按钮可重复点击", "观战模式 20 分钟后不同步",
          "德语称号文本溢出", "安卓 14 回放导出失败", "锦标赛对阵图比分不刷新", "新手引导第 4 步卡死", "商店轮播冷启动加载两次",
          "成就「钢铁意志」无法解锁", "组队邀请过早失效", "好友列表排序忽略在线状态", "低端机开箱动画卡顿", "卡牌升级费用显示 NaN"]
CN_STATUS = ["待处理", "处理中", "待复核", "已阻塞", "已在 3.21 修复", "不修复"]
CN_ADJ = ["赤红", "虚空", "烈阳", "冰霜", "霓虹", "黑曜", "极光", "锈蚀", "黄金", "幻影"]
CN_NOUN = ["面甲", "披风", "旗帜", "拖尾", "表情", "头盔", "羽翼", "刀锋外观", "机甲涂装", "头像框"]
CN_AVAIL = ["常驻商店", "每周轮换", "仅限当期活动", "已下架，只能通过客服补发", "仅礼包内出售"]
CN_DASH = ["各区排队深度", "商店转化漏斗", "对局时长分布", "公会活跃度", "崩溃率", "邮件增长", "任务完成率", "各平台登录延迟",
           "活动参与度", "Redis 分片内存", "Agones 分配量", "各 SKU 内购收入"]


def _date(rng):
    return f"2026-{rng.randint(1, 11):02d}-{rng.randint(1, 28):02d}"


def generate(start=131, end=450):
    rng = random.Random(SEED)
    makers = []

    def en_dash():
        return (f"Grafana dashboard '{rng.choice(DASH_EN)}' is in folder {rng.choice(FOLDERS)}; owner {rng.choice(PEOPLE)}, last reviewed {_date(rng)}.", "fact")

    def en_jira():
        return (f"Jira SF-{rng.randint(2000, 2999)}: {rng.choice(SUMMARIES)}; status {rng.choice(STATUS)}, assignee {rng.choice(PEOPLE)}.", "todo")

    def en_tuner():
        lo = rng.randint(1, 20)
        hi = lo * rng.randint(3, 10)
        return (f"Tuner key {rng.choice(TUNER_NS)}.{rng.choice(TUNER_P)} defaults to {rng.randint(lo, hi)} (allowed {lo}-{hi}); last changed {_date(rng)} by {rng.choice(PEOPLE)}.", "config")

    def en_sku():
        return (f"Cosmetic SKU cos_{rng.randint(100, 999)} '{rng.choice(ADJ)} {rng.choice(NOUN)}' is price tier {rng.randint(1, 8)} and {rng.choice(AVAIL)}.", "fact")

    def en_topic():
        return (f"Kafka topic {rng.choice(TOPICS)}-v{rng.randint(1, 4)} has {rng.choice([6, 12, 24])} partitions and {rng.choice([1, 3, 7, 14])}-day retention; consumer group {rng.choice(FLAG_TEAM)}-{rng.choice(['etl', 'agg', 'alerts', 'sink'])}.", "config")

    def en_flag():
        return (f"Unleash flag {rng.choice(FLAG_TEAM)}-{rng.choice(FLAG_FEAT)} is {rng.choice(['on', 'off', 'at 10%', 'at 50%'])} in {rng.choice(REGIONS)} since {_date(rng)}.", "config")

    def zh_event():
        return (f"活动「{rng.choice(CN_EVENT)}」第 {rng.randint(1, 5)} 期计划于 {_date(rng)} 开始，持续 {rng.randint(3, 21)} 天，奖励池 {rng.randint(5, 80) * 1000} 水晶，负责人 {rng.choice(PEOPLE)}。", "fact")

    def zh_bug():
        return (f"缺陷 SF-{rng.randint(3000, 3999)}：{rng.choice(CN_SUM)}，当前状态：{rng.choice(CN_STATUS)}，负责人 {rng.choice(PEOPLE)}。", "todo")

    def zh_sku():
        return (f"外观 cos_{rng.randint(100, 999)}「{rng.choice(CN_ADJ)}{rng.choice(CN_NOUN)}」定价档位 {rng.randint(1, 8)}，{rng.choice(CN_AVAIL)}。", "fact")

    def zh_dash():
        return (f"Grafana 看板「{rng.choice(CN_DASH)}」放在文件夹 {rng.choice(FOLDERS)}，维护人 {rng.choice(PEOPLE)}。", "fact")

    en = [en_dash, en_jira, en_tuner, en_sku, en_topic, en_flag]
    zh = [zh_event, zh_bug, zh_sku, zh_dash]
    out, seen = [], set()
    n = start
    while n <= end:
        maker = rng.choice(zh) if rng.random() < 0.34 else rng.choice(en)
        text, cat = maker()
        if text in seen:
            continue
        seen.add(text)
        out.append((f"g{n:03d}", text, cat, rng.randint(2, 6), rng.random() < 0.7))
        n += 1
    return out
