#!/usr/bin/env python3
"""Own probe for issue 31, round 12 (c12): two small stores of agent facts (6 and 8 memories,
English and Chinese) with natural questions in English, Chinese and mixed, phrased mostly
without the memory's words, and no-memory prompts that share a word with a memory by chance.
Written before tuning and run once on main first; dev data from then on.

    python3 bench/data/context_probe12/build.py   # writes store_*.json next to this file
"""
import json
from pathlib import Path

HERE = Path(__file__).resolve().parent


def mem(i, text, category, importance, verified=True):
    return {"id": i, "text": text, "category": category, "importance": importance,
            "verified": verified}


def need(i, prompt, needs, lang, kind="question"):
    return {"id": i, "prompt": prompt, "needs": needs, "lang": lang, "kind": kind}


def none(i, prompt, lang, kind="none_wordshare"):
    return {"id": i, "prompt": prompt, "needs": [], "lang": lang, "kind": kind}


TIDEWATER = {
    "name": "probe12 tidewater (6 memories)",
    "memories": [
        mem("t1", "The nightly order export to Kestrel Logistics runs at 02:00 CET from the cron "
                  "host ops-7; if it fails, rerun it by hand before 06:00 or their pickers start "
                  "the day with stale orders.", "config", 7),
        mem("t2", "We track errors with Sentry; the DSN lives in 1Password under "
                  "'tidewater-sentry' and must never be committed.", "convention", 8),
        mem("t3", "发版流程：先合到 staging 分支，跑完 e2e 冒烟测试后由 Priya 在周二或周四发布到生产，"
                  "周五不发版。", "decision", 8),
        mem("t4", "The user prefers ruff over black and flake8 for formatting and linting Python.",
            "preference", 5),
        mem("t5", "支付回调接口 /api/pay/notify 必须在 3 秒内返回 200，否则支付宝会重试最多 8 次，"
                  "导致重复入账。", "gotcha", 9),
        mem("t6", "The mobile app's minimum supported iOS version is 15; anything newer needs an "
                  "availability check.", "config", 6, False),
    ],
    "prompts": [
        need("t-q01", "when does the Kestrel export run?", ["t1"], "en", "short"),
        need("t-q02", "The warehouse team says this morning's pick lists were out of date. "
                      "What was supposed to happen overnight?", ["t1"], "en"),
        need("t-q03", "仓库那边的夜间订单导出挂了，怎么处理？", ["t1"], "zh", "cross_lang"),
        need("t-q04", "where do I find the Sentry DSN?", ["t2"], "en", "short"),
        need("t-q05", "我要给新服务接上错误监控，密钥放在哪里？", ["t2"], "zh", "cross_lang"),
        need("t-q06", "Can I ship this hotfix to production? It's Friday afternoon.", ["t3"],
             "en", "cross_lang"),
        need("t-q07", "how do we deploy?", ["t3"], "en", "cross_lang"),
        need("t-q08", "发版之前要跑哪些测试？", ["t3"], "zh"),
        need("t-q09", "who pushes releases to prod?", ["t3"], "en", "cross_lang"),
        need("t-q10", "Should I add black to the pre-commit hooks?", ["t4"], "en"),
        need("t-q11", "Python 代码用什么工具格式化？", ["t4"], "mixed", "cross_lang"),
        need("t-q12", "The payment notify handler now calls the ledger synchronously and takes "
                      "about five seconds. Any problem with that?", ["t5"], "en", "cross_lang"),
        need("t-q13", "支付回调超时会怎么样？", ["t5"], "zh"),
        need("t-q14", "Can I use the new iOS 17 SwiftUI APIs in the app?", ["t6"], "en"),
        need("t-q15", "app 最低支持哪个 iOS 版本？", ["t6"], "mixed"),
        need("t-q16", "what's our oldest supported iPhone OS?", ["t6"], "en"),
        none("t-n01", "How do I export a pandas DataFrame to Excel?", "en", "none_code"),
        none("t-n02", "What does a sentry gun do in Team Fortress 2?", "en"),
        none("t-n03", "In Snowflake, what is a virtual warehouse?", "en"),
        none("t-n04", "What does black-box testing mean?", "en"),
        none("t-n05", "怎么在 iOS 上截长图？", "mixed"),
        none("t-n06", "推荐一个好用的密码管理器", "zh", "none_general"),
        none("t-n07", "How do I reverse a string in Python?", "en", "none_code"),
        none("t-n08", "Is Friday a good day for a team lunch?", "en"),
        none("t-n09", "thanks, that's it for now", "en", "none_smalltalk"),
        none("t-n10", "周末愉快！", "zh", "none_smalltalk"),
        none("t-n11", "Write a haiku about the tide coming in.", "en", "none_general"),
        none("t-n12", "How do I set the minimum SDK version in an Android Gradle project?", "en"),
    ],
}

TERNLAB = {
    "name": "probe12 ternlab (8 memories)",
    "memories": [
        mem("b1", "GPU jobs on the shared cluster go through Slurm with --qos=lab; interactive "
                  "sessions longer than 4 hours are killed.", "convention", 7),
        mem("b2", "Raw microscopy images are on the NAS at /mnt/tern/raw and are read-only; write "
                  "derived files to /mnt/tern/scratch.", "config", 8),
        mem("b3", "模型训练的随机种子统一用 1337，论文里报告的结果都是三个种子（1337、2024、7）的平均值。",
            "convention", 6),
        mem("b4", "Dr. Okafor must sign off any change to the annotation guidelines before new "
                  "labels are collected.", "decision", 9),
        mem("b5", "We pin PyTorch to 2.3 because the custom CUDA kernel in segkit does not build "
                  "on 2.4.", "gotcha", 7),
        mem("b6", "周报每周五下午四点前发到 #lab-weekly 频道，抄送 Lena。", "convention", 5),
        mem("b7", "The MICCAI camera-ready is due 2026-07-10; nothing new goes into the paper "
                  "after July 3.", "deadline", 8),
        mem("b8", "2019 年那批标注有系统性偏差（细胞核边界画大了约 2 像素），训练时要排除或者用修正版 v2。",
            "gotcha", 8, False),
    ],
    "prompts": [
        need("b-q01", "Which qos do I pass for GPU jobs?", ["b1"], "en", "short"),
        need("b-q02", "My notebook session on the cluster died after a few hours. Why?", ["b1"],
             "en"),
        need("b-q03", "在集群上跑 GPU 任务要注意什么？", ["b1"], "mixed", "cross_lang"),
        need("b-q04", "where are the raw microscope images?", ["b2"], "en", "short"),
        need("b-q05", "Can I save my preprocessed tiffs next to the originals?", ["b2"], "en"),
        need("b-q06", "原始图片可以直接改吗？", ["b2"], "zh", "cross_lang"),
        need("b-q07", "what random seed should I use for training?", ["b3"], "en", "cross_lang"),
        need("b-q08", "论文里的数字是几个种子平均出来的？", ["b3"], "zh"),
        need("b-q09", "I want to add a 'mitotic' class to the labeling guide. Can I just edit "
                      "it?", ["b4"], "en"),
        need("b-q10", "标注规范要改的话需要谁批准？", ["b4"], "zh", "cross_lang"),
        need("b-q11", "Can I upgrade torch to 2.4?", ["b5"], "en"),
        need("b-q12", "为什么 PyTorch 不升到最新版？", ["b5"], "mixed"),
        need("b-q13", "When is the weekly report due?", ["b6"], "en", "cross_lang"),
        need("b-q14", "周报发到哪个频道？", ["b6"], "zh"),
        need("b-q15", "Can I still add an ablation to the MICCAI paper on July 5?", ["b7"], "en"),
        need("b-q16", "camera-ready 什么时候截止？", ["b7"], "mixed"),
        need("b-q17", "Should I include the 2019 annotations in the training set?", ["b8"], "en",
             "cross_lang"),
        need("b-q18", "2019 年的标注有什么问题？", ["b8"], "zh"),
        need("b-q19", "Slurm 把我的 job kill 了，是不是超时了？", ["b1"], "mixed"),
        none("b-n01", "What's a random seed in Minecraft world generation?", "en"),
        none("b-n02", "How do I mount an NFS share on macOS?", "en", "none_code"),
        none("b-n03", "Explain the exposure triangle for a beginner photographer.", "en",
             "none_general"),
        none("b-n04", "推荐几部好看的科幻电影", "zh", "none_personal"),
        none("b-n05", "How do I compute a weekly average in SQL?", "en"),
        none("b-n06", "What is a CUDA kernel, in simple terms?", "en"),
        none("b-n07", "怎么给 PyTorch 模型加 dropout？", "mixed"),
        none("b-n08", "ok thanks, see you tomorrow", "en", "none_smalltalk"),
        none("b-n09", "Write a limerick about a lazy cat.", "en", "none_general"),
        none("b-n10", "What's the deadline for filing US taxes?", "en"),
        none("b-n11", "How do I draw bounding boxes on an image with OpenCV?", "en", "none_code"),
        none("b-n12", "What are the guidelines for citing a preprint in APA style?", "en"),
    ],
}

for name, store in (("tidewater", TIDEWATER), ("ternlab", TERNLAB)):
    (HERE / f"store_{name}.json").write_text(json.dumps(store, ensure_ascii=False, indent=1) + "\n",
                                             encoding="utf-8")
