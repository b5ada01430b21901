#!/usr/bin/env python3
"""Build cases.json and filler.json (python3 stdlib only, seeded)."""
import json, random
from pathlib import Path
import build_updates, build_other, build_filler

HERE = Path(__file__).resolve().parent
cases = build_updates.build() + build_other.build()
random.Random(9).shuffle(cases)
(HERE / "cases.json").write_text(json.dumps(cases, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
kws = {k for c in cases for f in ("current", "stale", "other") for k in c.get(f, [])}
filler = build_filler.build(seed=9, forbidden=kws)
(HERE / "filler.json").write_text(json.dumps(filler, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
print(len(cases), "cases,", len(filler), "filler")
