#!/usr/bin/env python3
"""Time `gamedsl` commands for two builds, alternately, and print medians and ratios.

Usage: scripts/bench_compare.py RUNS BEFORE_BIN AFTER_BIN -- ARGS... [-- ARGS...]

Each ARGS is a `gamedsl` command line that prints one JSON object (`perft ... --json` or
`bench ... FILE --json`). Every round runs each command with BEFORE then AFTER, so load on the
shared machine falls on both alike. For a test set, the time is the sum of the positions'
`time_ms` and the node counts are compared position by position; for perft, `time_ms` and
`nodes`. Pass `-` as BEFORE_BIN to time AFTER_BIN alone.
"""

import json
import statistics
import subprocess
import sys


def run(binary, args):
    out = subprocess.run([binary, *args], check=True, capture_output=True, text=True).stdout
    data = json.loads(out)
    if "results" in data:
        nodes = [r["nodes"] for r in data["results"]]
        return sum(r["time_ms"] for r in data["results"]), nodes, data.get("mismatches")
    return data["time_ms"], data["nodes"], None


def main():
    argv = sys.argv[1:]
    runs, before, after = int(argv[0]), argv[1], argv[2]
    commands, current = [], None
    for a in argv[3:]:
        if a == "--":
            current = []
            commands.append(current)
        else:
            current.append(a)
    builds = [("after", after)] if before == "-" else [("before", before), ("after", after)]
    for args in commands:
        times = {name: [] for name, _ in builds}
        nodes = {}
        mism = {}
        for _ in range(runs):
            for name, binary in builds:
                t, n, m = run(binary, args)
                times[name].append(t)
                nodes[name] = n
                mism[name] = m
        line = {"command": " ".join(args)}
        for name, _ in builds:
            line[name + "_median_ms"] = round(statistics.median(times[name]), 3)
            line[name + "_runs_ms"] = [round(t, 1) for t in times[name]]
            n = nodes[name]
            line[name + "_nodes"] = sum(n) if isinstance(n, list) else n
            if mism[name] is not None:
                line[name + "_mismatches"] = mism[name]
        if len(builds) == 2:
            line["nodes_identical"] = nodes["before"] == nodes["after"]
            line["ratio_after_over_before"] = round(
                line["after_median_ms"] / line["before_median_ms"], 3
            )
        print(json.dumps(line), flush=True)


if __name__ == "__main__":
    main()
