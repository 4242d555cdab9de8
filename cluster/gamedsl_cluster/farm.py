"""The farm: the units solved as Ray tasks, the results kept, the progress shown, the merge.

Each unit is one Ray task that runs ``gamedsl solve --position ... --json`` on whatever machine
Ray gives it; the task asks Ray for as many CPUs as the solve's threads. A task whose worker dies,
or whose solve is killed, fails and is run again by Ray (``max_retries``, with
``retry_exceptions``), so a lost machine or process costs the unit's time, never the answer.
At most ``workers`` tasks are in flight; as each finishes, the driver appends its result to the
results file and prints the progress.
"""

import sys
import time

import ray

from . import program
from .merge import merge
from .results import ResultsFile

#: How often a unit is run again after its worker or its solve died.
MAX_RETRIES = 4


@ray.remote(max_retries=MAX_RETRIES, retry_exceptions=True)
def solve_unit(path, game, position, threads, table_mb):
    """One unit: the program's exact solve of ``position`` (its JSON)."""
    return program.solve(path, game, position, threads, table_mb)


class Progress:
    """Units done out of the total, the positions they took, and the time left estimated from the
    measured cost of the units done in this run, printed as one line per unit."""

    def __init__(self, total, done_before, workers, out=sys.stderr):
        self.total = total
        self.done = done_before
        self.workers = workers
        self.ran = 0
        self.nodes = 0
        self.unit_seconds = 0.0
        self.start = time.monotonic()
        self.out = out

    def unit_done(self, result):
        self.done += 1
        self.ran += 1
        self.nodes += result["nodes"]
        self.unit_seconds += result["time_ms"] / 1000.0
        self.out.write(self.line() + "\n")
        self.out.flush()

    def left_seconds(self):
        """The time left: the units left at the mean cost of a unit, shared by the workers."""
        if self.ran == 0:
            return None
        left = self.total - self.done
        return left * (self.unit_seconds / self.ran) / max(1, self.workers)

    def line(self):
        elapsed = time.monotonic() - self.start
        left = self.left_seconds()
        eta = "?" if left is None else f"{left:.0f} s"
        rate = self.nodes / elapsed if elapsed > 0 else 0.0
        return (f"units {self.done}/{self.total}, {self.nodes:,} positions in this run "
                f"({rate:,.0f}/s), {elapsed:.0f} s elapsed, about {eta} left")


def run(opts, out=sys.stderr):
    """Splits, solves what the results file lacks, merges. Returns the run's summary (a dict):
    the root's ``score``, ``plies``, ``best_move`` and ``pv``, and the counts; or, after
    ``opts.stop_after`` units, the summary with ``stopped`` true and no value."""
    path = program.find_program(opts.gamedsl)
    cut = program.split(path, opts.game, opts.position, opts.depth)
    root = cut["position"]
    units = {u["position"]: u for u in cut["units"]}
    results = ResultsFile(opts.results, opts.game, root, opts.depth, units)
    try:
        return _farm(opts, path, cut, units, results, out)
    finally:
        results.close()


def _farm(opts, path, cut, units, results, out):
    started = time.monotonic()
    values = {}
    for position, unit in units.items():
        if unit["terminal"] is not None:
            values[position] = (unit["terminal"]["score"], unit["terminal"]["plies"])
    for position, result in results.done.items():
        values[position] = (result["score"], result["plies"])
    pending = [p for p in units if p not in values]
    skipped = len(results.done)
    if pending and not ray.is_initialized():
        ray.init(address=opts.address, include_dashboard=False, log_to_driver=False)
    workers = opts.workers or max(1, int(ray.cluster_resources().get("CPU", 1)) // (opts.threads or 1)) \
        if pending else 1
    progress = Progress(len(units), len(units) - len(pending), workers, out)
    out.write(f"{len(units)} units at depth {opts.depth}: {len(units) - len(pending)} done "
              f"or games over, {len(pending)} to solve on {workers} workers\n")
    in_flight = {}
    ran = 0
    stopped = False
    queue = list(reversed(pending))
    num_cpus = opts.threads or 1
    while queue or in_flight:
        while queue and len(in_flight) < workers and not stopped:
            position = queue.pop()
            ref = solve_unit.options(num_cpus=num_cpus).remote(
                path, opts.game, position, opts.threads, opts.hash_mb)
            in_flight[ref] = position
        if not in_flight:
            break
        ready, _ = ray.wait(list(in_flight), num_returns=1)
        for ref in ready:
            position = in_flight.pop(ref)
            result = results.add(position, ray.get(ref))
            values[position] = (result["score"], result["plies"])
            ran += 1
            progress.unit_done(result)
        if opts.stop_after is not None and ran >= opts.stop_after and not stopped:
            stopped = True
            for ref in in_flight:
                ray.cancel(ref, force=True)
            in_flight.clear()
    summary = {
        "game": opts.game, "position": cut["position"], "depth": opts.depth,
        "units": len(units), "units_run": ran, "units_skipped": skipped,
        "units_terminal": sum(1 for u in units.values() if u["terminal"] is not None),
        "nodes": sum(r["nodes"] for r in results.done.values()),
        "split_nodes": cut["nodes"],
        "time_ms": round((time.monotonic() - started) * 1000.0, 3),
    }
    if stopped and len(values) < len(units):
        summary["stopped"] = True
        return summary
    value, line, unit = merge({p: u["paths"] for p, u in units.items()}, values.__getitem__)
    tail = results.done[unit]["pv"] if unit in results.done else []
    summary.update({"score": value[0], "plies": value[1],
                    "best_move": line[0] if line else (tail[0] if tail else None),
                    "pv": line + tail, "stopped": False})
    return summary
