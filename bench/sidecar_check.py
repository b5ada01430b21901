#!/usr/bin/env python3
"""Cost of the sidecar checksum (issue 29): how long VectorFile.open() takes at N memories
with its CRC-32 check, next to the CRC alone and a one-shot vector query from the file.

For N generated memories (bench/scale.py's corpus, fixed seed) it writes, in a temporary data
root, the two sidecars the library would: .vectors.postings from the local hash backend's
count vectors, and .vectors.matrix from 384-d float32 vectors (a seeded random stand-in for a
neural backend's; the check reads bytes, not meaning). Then, each the median of --runs, from a
warm page cache:

  crc32        zlib.crc32 over the file (what open() adds)
  open         CountIndexFile.open / DenseMatrixFile.open, the check included
  query        open + one query's scores (postings: a corpus query; matrix: numpy matrix @ q)

Figures are printed, never asserted. Usage: python3 bench/sidecar_check.py [--sizes 1000,10000]
"""
from __future__ import annotations

import argparse
import array
import random
import statistics
import sys
import tempfile
import time
import zlib
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "bench"))
import hermes_lite  # noqa: E402
from scale import build_corpus, build_queries  # noqa: E402


def unit(values: list[float]) -> list[float]:
    norm = sum(v * v for v in values) ** 0.5 or 1.0
    return [v / norm for v in values]


def optional_numpy():
    try:
        import numpy
    except ImportError:
        return None
    return numpy


def median_ms(fn, runs: int) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def measure(size: int, runs: int, seed: int) -> list[tuple]:
    corpus = build_corpus(size, seed)
    query_text = build_queries(corpus, 1, seed)[0]
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        mem = hermes_lite.HermesLite(Path(tmp) / "root")
        store, source = mem.store, (1, 2, 3)
        local = hermes_lite.LocalHashVectorizer({"dim": 2048})
        sparse = {f"m{n}": local.packed(item["text"]) for n, item in enumerate(corpus)}
        hermes_lite.CountIndexFile.write(store, source, ("local", local.model_tag), sparse)
        rng = random.Random(seed)
        dense = {f"m{n}": array.array("f", unit([rng.gauss(0, 1) for _ in range(384)]))
                 for n in range(size)}
        hermes_lite.DenseMatrixFile.write(store, source, ("neural", "stand-in"), dense)
        numpy = optional_numpy()
        query_sparse = local.packed(query_text)
        query_dense = numpy.asarray(unit([rng.gauss(0, 1) for _ in range(384)])) if numpy else None
        for cls, query in ((hermes_lite.CountIndexFile, lambda f: f.scores(query_sparse)),
                           (hermes_lite.DenseMatrixFile, (lambda f: f.matrix(numpy)[1] @ query_dense) if numpy else None)):
            blob = (store.root / cls.NAME).read_bytes()
            view = memoryview(blob)[:-4]
            crc = median_ms(lambda: zlib.crc32(view), runs)
            opened = median_ms(lambda: cls.open(store, source), runs)
            queried = median_ms(lambda: query(cls.open(store, source)), runs) if query else float("nan")
            rows.append((size, cls.NAME, len(blob), crc, opened, queried))
    return rows


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sizes", default="1000,10000")
    parser.add_argument("--runs", type=int, default=21)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args(argv)
    print(f"{'N':>7} {'file':<18} {'MB':>6} {'crc32 ms':>9} {'open ms':>8} {'open+query ms':>14}")
    for size in (int(s) for s in args.sizes.split(",")):
        for n, name, nbytes, crc, opened, queried in measure(size, args.runs, args.seed):
            print(f"{n:>7} {name:<18} {nbytes / 1e6:>6.2f} {crc:>9.2f} {opened:>8.2f} {queried:>14.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
