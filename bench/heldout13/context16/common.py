"""Shared helpers for building the store files (language tags, crosslang detection, writing)."""
import json
import re
from pathlib import Path

CJK = re.compile(r"[\u3400-\u9fff]")
LATIN_WORD = re.compile(r"[A-Za-z]{2,}")


def lang_of(text: str) -> str:
    """zh: Chinese only (a few Latin identifiers tolerated), en: no Chinese, mixed: substantial both."""
    cjk = len(CJK.findall(text))
    if cjk == 0:
        return "en"
    # strip code spans / identifiers before counting English words
    plain = re.sub(r"`[^`]*`", " ", text)
    words = LATIN_WORD.findall(plain)
    if len(words) >= 3 or (len(words) >= 1 and len(" ".join(words)) > cjk * 0.6):
        return "mixed"
    return "zh"


def is_zhish(text: str) -> bool:
    """Dominant script is Chinese (used for crosslang tagging)."""
    cjk = len(CJK.findall(text))
    latin = sum(len(w) for w in LATIN_WORD.findall(re.sub(r"`[^`]*`", " ", text)))
    return cjk > 0 and cjk * 2 >= latin * 0.5


def build(name, memories, prompts, prefix):
    """memories: (id, text, category, importance, verified)
    prompts: (prompt, needs, kind)  kind None -> 'paraphrase' (or 'crosslang' if detected)."""
    mems = [
        {"id": m[0], "text": m[1], "category": m[2], "importance": m[3], "verified": m[4]}
        for m in memories
    ]
    by_id = {m["id"]: m for m in mems}
    out = []
    for i, p in enumerate(prompts, 1):
        text, needs, kind = p
        if needs:
            mem_zh = {is_zhish(by_id[n]["text"]) for n in needs}
            cross = is_zhish(text) not in mem_zh
            if cross:
                kind = "crosslang" if kind in (None, "paraphrase") else f"crosslang-{kind}"
            kind = kind or "paraphrase"
        else:
            kind = kind or "general"
        out.append({"id": f"{prefix}-p{i:03d}", "prompt": text, "needs": list(needs),
                    "lang": lang_of(text), "kind": kind})
    return {"name": name, "memories": mems, "prompts": out}


def write(store, path):
    Path(path).write_text(json.dumps(store, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
