"""The farm: the split's units solved as Ray tasks, in the windows the search asks for, the
results kept, the progress shown.

Each solve is one Ray task that runs ``gamedsl solve --position ... --alpha A --beta B --json``
on whatever machine Ray gives it; the task asks Ray for as many CPUs as the solve's threads. A
task whose worker dies, or whose solve is killed, fails and is run again by Ray
(``max_retries``, with ``retry_exceptions``), so a lost machine or process costs the unit's time,
never the answer. A solve the search no longer wants is stopped by the task itself, which asks
a small actor (:class:`Unwanted`) a few times a second: ``ray.cancel`` of a task that is just
finishing crashes the driver (Ray's task manager: "Tried to complete task that was not
pending"). At most ``workers`` solves are in flight; as each finishes, the driver appends
its result to the results file and prints the progress. Which units are solved, and in which
window, is the search's choice (``search.py``).
"""

import asyncio
import sys
import time

import ray

from . import program
from .values import above, tree_of
from .results import ResultsFile
from .search import Search

#: How often a unit is run again after its worker or its solve died.
MAX_RETRIES = 4


@ray.remote(num_cpus=0)
class Unwanted:
    """The solves the search no longer wants, by their keys: the tasks running them ask."""

    def __init__(self):
        self.keys = set()

    def add(self, key):
        self.keys.add(key)

    def has(self, key):
        return key in self.keys


@ray.remote(max_retries=MAX_RETRIES, retry_exceptions=[program.ProgramError])
def solve_unit(path, game, position, threads, table_mb, alpha, beta, key, unwanted):
    """One unit: the program's solve of ``position`` within ``(alpha, beta)`` (its JSON), or
    ``None`` once ``unwanted`` holds ``key``."""
    try:
        return program.solve(path, game, position, threads, table_mb, alpha, beta,
                             stop=lambda: ray.get(unwanted.has.remote(key)))
    except program.Stopped:
        return None


class Stopped(Exception):
    """The run reached its ``--stop-after``."""


class Progress:
    """The solves done, the units they covered out of the total, the positions they took, and
    the time left at most: the units not solved yet at the mean cost of a solve in this run,
    shared by the workers (alpha-beta leaves many of them unsolved)."""

    def __init__(self, total, covered, workers, out=sys.stderr):
        self.total = total
        self.covered = covered
        self.workers = workers
        self.ran = 0
        self.nodes = 0
        self.unit_seconds = 0.0
        self.start = time.monotonic()
        self.out = out

    def solved(self, result, new_unit):
        self.ran += 1
        self.covered += new_unit
        self.nodes += result["nodes"]
        self.unit_seconds += result["time_ms"] / 1000.0
        self.out.write(self.line() + "\n")
        self.out.flush()

    def left_seconds(self):
        if self.ran == 0:
            return None
        left = self.total - self.covered
        return left * (self.unit_seconds / self.ran) / max(1, self.workers)

    def line(self):
        elapsed = time.monotonic() - self.start
        left = self.left_seconds()
        eta = "?" if left is None else f"{left:.0f} s"
        rate = self.nodes / elapsed if elapsed > 0 else 0.0
        return (f"solves {self.ran}, units {self.covered}/{self.total}, {self.nodes:,} positions "
                f"in this run ({rate:,.0f}/s), {elapsed:.0f} s elapsed, at most about {eta} left")


def run(opts, out=sys.stderr):
    """Splits, searches the split's tree solving the units the results file lacks, and returns
    the run's summary (a dict): the root's ``score``, ``plies``, ``best_move`` and ``pv``, and
    the counts; or, after ``opts.stop_after`` solves, the summary with ``stopped`` true and no
    value."""
    path = program.find_program(opts.gamedsl)
    cut = program.split(path, opts.game, opts.position, opts.depth)
    units = {u["position"]: u for u in cut["units"]}
    results = ResultsFile(opts.results, opts.game, cut["position"], opts.depth, units)
    try:
        return Farm(opts, path, cut, units, results, out).run()
    finally:
        results.close()


class Farm:
    """One run: the search's solves, answered from the results file or by Ray tasks."""

    def __init__(self, opts, path, cut, units, results, out):
        self.opts, self.path, self.cut, self.units, self.results = opts, path, cut, units, results
        self.out = out
        self.ran = 0
        self.skipped = 0
        self.stopped = False
        self.asked = {}
        self.solves = 0
        self.unwanted = None
        self.workers = 1
        self.progress = None
        self.slots = None

    def run(self):
        started = time.monotonic()
        opts = self.opts
        solved_before = set(self.results.solved)
        terminal = sum(1 for u in self.units.values() if u["terminal"] is not None)
        if not ray.is_initialized():
            ray.init(address=opts.address, include_dashboard=False, log_to_driver=False)
        self.unwanted = Unwanted.remote()
        self.workers = opts.workers or max(
            1, int(ray.cluster_resources().get("CPU", 1)) // (opts.threads or 1))
        self.progress = Progress(len(self.units), len(solved_before) + terminal, self.workers,
                                 self.out)
        self.out.write(f"{len(self.units)} units at depth {opts.depth}: {terminal} games over, "
                       f"{len(solved_before)} solved before; searching on {self.workers} "
                       "workers\n")
        tree = tree_of({p: u["paths"] for p, u in self.units.items()})
        try:
            value, line, unit = asyncio.run(self._search(tree))
        except Stopped:
            value = None
        summary = {
            "game": opts.game, "position": self.cut["position"], "depth": opts.depth,
            "units": len(self.units), "units_terminal": terminal,
            "units_solved": len(self.results.solved),
            "solves_run": self.ran, "solves_skipped": self.skipped,
            "nodes": sum(r["nodes"] for r in self.results.lines),
            "split_nodes": self.cut["nodes"],
            "time_ms": round((time.monotonic() - started) * 1000.0, 3),
        }
        if value is None:
            summary["stopped"] = True
            return summary
        tail = self.results.exact.get(unit, {}).get("pv", []) if unit is not None else []
        summary.update({"score": value[0], "plies": value[1],
                        "best_move": line[0] if line else (tail[0] if tail else None),
                        "pv": line + tail, "stopped": False})
        return summary

    async def _search(self, tree):
        self.slots = asyncio.Semaphore(self.workers)
        return await Search(tree, self.solve).run()

    async def solve(self, unit, alpha, beta):
        """A unit's ``(value, kind)`` within ``(alpha, beta)``: a game over, a result of the
        file, a solve asked for already, or a new solve."""
        terminal = self.units[unit]["terminal"]
        if terminal is not None:
            return (terminal["score"], terminal["plies"]), "exact"
        known = self.results.answer(unit, alpha, beta)
        if known is not None:
            self.skipped += 1
            return known
        # The same question from two lines (a transposition) waits for one solve, which is
        # cancelled only when no line waits for it any more.
        ask = (unit, alpha, beta)
        entry = self.asked.get(ask)
        if entry is None or entry[0].cancelled():
            entry = self.asked[ask] = [asyncio.ensure_future(self._solve(unit, alpha, beta)), 0]
        entry[1] += 1
        try:
            return await asyncio.shield(entry[0])
        except asyncio.CancelledError:
            if not entry[0].done():
                entry[1] -= 1
                if entry[1] == 0:
                    entry[0].cancel()
            raise

    async def _solve(self, unit, alpha, beta):
        async with self.slots:
            if self.stopped:
                raise Stopped()
            known = self.results.answer(unit, alpha, beta)
            if known is not None:
                self.skipped += 1
                return known
            self.solves += 1
            key = self.solves
            ref = solve_unit.options(num_cpus=self.opts.threads or 1).remote(
                self.path, self.opts.game, unit, self.opts.threads, self.opts.hash_mb,
                alpha, beta, key, self.unwanted)
            try:
                solved = await ref
            except asyncio.CancelledError:
                self.unwanted.add.remote(key)
                raise
            if self.stopped:
                raise Stopped()
            new_unit = unit not in self.results.solved
            result = self.results.add(unit, alpha, beta, solved)
            self.ran += 1
            self.progress.solved(result, new_unit)
            if self.opts.stop_after is not None and self.ran >= self.opts.stop_after:
                self.stopped = True
            return (result["score"], result["plies"]), result["bound"]
