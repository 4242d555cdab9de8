"""Measures the farm against the single-process solve: total positions (the solves' and the
split's) and wall time for each split depth and number of workers (the table in
docs/benchmarks.md).

    GAMEDSL=target/release/gamedsl python cluster/measure.py GAME POSITION DEPTHS [WORKERS...]

DEPTHS like ``1,2,3``; WORKERS (default 2) the tasks in flight, on a local Ray cluster of two
CPUs. Each run starts from an empty results file.
"""

import argparse
import io
import os
import sys
import tempfile
import time

import ray

from gamedsl_cluster import program
from gamedsl_cluster.farm import run


def main():
    game, position, depths = sys.argv[1], sys.argv[2], sys.argv[3]
    workers = [int(w) for w in sys.argv[4:]] or [2]
    path = program.find_program(None)
    started = time.monotonic()
    alone = program.solve(path, game, position, threads=1, table_mb=16)
    wall = time.monotonic() - started
    print(f"{game} {position}: single solve {alone['nodes']:,} positions, {wall:.1f} s, "
          f"score {alone['score']}, best {alone['best_move']}", flush=True)
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    for depth in (int(d) for d in depths.split(",")):
        for k in workers:
            with tempfile.TemporaryDirectory() as tmp:
                opts = argparse.Namespace(
                    game=game, position=position, depth=depth,
                    results=os.path.join(tmp, "r.jsonl"), address=None, threads=1,
                    hash_mb=16, workers=k, gamedsl=path, stop_after=None)
                started = time.monotonic()
                s = run(opts, io.StringIO())
                wall = time.monotonic() - started
            same = s["score"] == alone["score"]
            total = s["nodes"] + s["split_nodes"]
            print(f"  depth {depth}, {k} workers: {s['units']} units, {s['solves_run']} solves "
                  f"({s['units_solved']} units), {total:,} positions with the split's "
                  f"{s['split_nodes']:,} ({total / alone['nodes']:.2f}x), {wall:.1f} s wall, "
                  f"score {s['score']} ({'same' if same else 'DIFFERENT'}), "
                  f"best {s['best_move']}", flush=True)


if __name__ == "__main__":
    main()
