"""Unrelated filler memories (~40% Chinese). Each (subject, attribute) pair is used once,
so no filler memory is an update of another filler memory."""
import random

EN_SUBJ = ["pelican-api", "orchid-worker", "basalt-gateway", "tundra-scheduler", "juniper-cache",
           "cobalt-indexer", "marlin-notifier", "saffron-ledger", "granite-proxy", "willow-ui",
           "kestrel-auth", "lantern-reports", "nimbus-ingest", "otter-exporter", "poplar-billing",
           "quartz-search", "raven-audit", "sequoia-etl", "topaz-webhooks", "umber-pdf",
           "vireo-chat", "walnut-crm", "yarrow-geo", "zephyr-media", "acorn-sync",
           "bramble-forms", "cinder-queue", "dune-tiles", "ember-push", "fjord-sso",
           "glacier-archive", "hazel-pricing", "iris-translate", "jasper-payouts", "koi-ratings",
           "lichen-inventory", "maple-shipping", "nettle-fraud", "onyx-ledger-api", "pine-recommender"]
EN_PEOPLE = ["Aurelio", "Bettina", "Cormac", "Delphine", "Emeka", "Fatima", "Gunnar", "Hyejin",
             "Ignacio", "Jolene", "Kwame", "Liesel", "Mateus", "Nadia", "Orla", "Pavel",
             "Quentin", "Rosalind", "Sanjay", "Thandiwe"]
EN_TOOLS = ["Helm", "Kustomize", "Nomad", "Ansible", "Pulumi", "Argo CD", "Spinnaker", "Flux"]
EN_ATTR = [
    lambda s, r: f"{s} runs on port {r.randint(10000, 19999)}.",
    lambda s, r: f"{s} writes its logs to /var/log/{s}/current.log.",
    lambda s, r: f"The {s} service is owned by {r.choice(EN_PEOPLE)}.",
    lambda s, r: f"{s} is deployed with {r.choice(EN_TOOLS)}.",
    lambda s, r: f"{s} has a memory limit of {r.choice([256, 384, 512, 768, 1024, 1536])}Mi per pod.",
    lambda s, r: f"We decided {s} should retry failed jobs {r.randint(3, 9)} times with exponential backoff.",
    lambda s, r: f"{s} runs {r.randint(2, 14)} replicas in production.",
    lambda s, r: f"Alerts for {s} go to the #{s}-alerts channel.",
]
EN_FREE = [
    "We prefer small PRs under 400 changed lines.",
    "Design docs live in the Notion space called Engineering RFCs.",
    "Incident postmortems are blameless and due within five working days.",
    "The team lunch-and-learn is on the first Wednesday of each month.",
    "Use conventional commit prefixes like feat:, fix: and chore:.",
    "We pin Docker base images by digest, not by tag.",
    "Hiring loop for backend engineers has four interviews.",
    "The staging data is refreshed from an anonymised snapshot every Sunday.",
    "Prefer structured JSON logs over free-text log lines.",
    "New services must expose a /metrics endpoint in Prometheus format.",
    "The design system is published as the package @acme-ui/core.",
    "Every on-call handoff is written up in the #handoff channel.",
    "We keep API docs in OpenAPI 3.1 files next to the code.",
    "Feature branches are deleted automatically after merge.",
    "The quarterly planning offsite is usually in the second week of the quarter.",
    "We avoid ORMs in hot paths and write SQL by hand there.",
    "Load tests are written in k6 and stored under perf/.",
    "Customer-facing copy changes need a review from the content team.",
    "Cost reports for the cloud accounts are emailed every Monday.",
    "The intern project this summer is a CLI for log sampling.",
    "We use UTC everywhere in the backend and convert only in the UI.",
    "Runbooks are linked from every PagerDuty service description.",
    "Screenshots in bug reports should hide customer emails.",
    "The mobile team ships a release train every two weeks.",
    "Public repos need a LICENSE file and a CODEOWNERS file.",
]
ZH_SUBJ = ["青鸟", "白鹭", "星河", "松果", "云杉", "麦穗", "海豚", "琥珀", "石榴", "竹林",
           "灯塔", "风铃", "银杏", "锦鲤", "雪松", "橙子", "火山", "北极", "薄荷", "樱桃",
           "蜂巢", "鲸鱼", "北斗", "墨竹", "紫藤", "山茶", "白桦", "珊瑚", "流星", "丹顶"]
ZH_PEOPLE = ["郑凯文", "马思远", "黄一鸣", "罗佳怡", "谢天宇", "许若彤", "冯子健", "韩雪",
             "曹文博", "彭小满", "蒋安琪", "袁立", "潘志强", "于晓月", "董明", "萧伊然"]
ZH_TOOLS = ["Jenkins", "Argo CD", "Helm", "Ansible", "云效", "KubeSphere"]
ZH_ATTR = [
    lambda s, r: f"{s}服务的端口是 {r.randint(20000, 29999)}。",
    lambda s, r: f"{s}服务的负责人是{r.choice(ZH_PEOPLE)}。",
    lambda s, r: f"{s}服务用 {r.choice(ZH_TOOLS)} 部署。",
    lambda s, r: f"{s}服务线上跑 {r.randint(2, 12)} 个副本。",
    lambda s, r: f"{s}服务的日志保留 {r.choice([7, 14, 30, 60, 90])} 天。",
    lambda s, r: f"{s}服务的告警发到「{s}值班」群。",
    lambda s, r: f"{s}服务单个 Pod 内存限制 {r.choice([1, 2, 4, 8])}Gi。",
]
ZH_FREE = [
    "需求评审会每周一上午开。",
    "线上故障复盘要在三个工作日内写完。",
    "PR 描述里要写清楚测试方法。",
    "接口文档统一维护在 YApi 上。",
    "新人第一周先熟悉 onboarding 文档和本地开发环境。",
    "代码里不允许出现硬编码的手机号。",
    "季度 OKR 在每季度第一周对齐。",
    "埋点方案需要数据组先评审。",
    "我们倾向于用 PostgreSQL 的 JSONB 存半结构化数据。",
    "前端样式统一用 Tailwind CSS。",
    "值班交接写在飞书文档里。",
    "团队下午茶每周五三点。",
    "敏感配置不要提交到 Git 仓库。",
    "所有对外接口都要有限流和熔断。",
    "技术选型要写 ADR 并放在 docs/adr 目录下。",
]

def build(seed=9, forbidden=()):
    """forbidden: case keywords; a filler text holding any of them is re-rolled or dropped."""
    r = random.Random(seed)
    bad = lambda t: any(k in t.lower() for k in forbidden)

    def gen(subjects, attrs, k):
        out = []
        for s in subjects:
            for f in r.sample(attrs, k):
                for _ in range(30):
                    t = f(s, r)
                    if not bad(t):
                        out.append(t)
                        break
        return out
    en = gen(EN_SUBJ, EN_ATTR, 5)
    zh = gen(ZH_SUBJ, ZH_ATTR, 4)
    r.shuffle(en); r.shuffle(zh)
    en = en[:165] + [t for t in EN_FREE if not bad(t)]
    zh = zh[:110] + [t for t in ZH_FREE if not bad(t)]
    out = en + zh
    r.shuffle(out)
    return out
