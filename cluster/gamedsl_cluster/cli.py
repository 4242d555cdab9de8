"""The driver's command line: ``python -m gamedsl_cluster solve GAME --position P --depth D
--results FILE [...]``."""

import argparse
import json
import sys

from .program import ProgramError
from .results import ResultsError


def parser():
    p = argparse.ArgumentParser(
        prog="python -m gamedsl_cluster",
        description="Solve a game-dsl position exactly on a Ray cluster (see docs/cluster.md).")
    commands = p.add_subparsers(dest="command", required=True)
    s = commands.add_parser(
        "solve", help="split the tree, search it solving the units as Ray tasks",
        description="Split the tree at --depth and search it by alpha-beta, solving the units "
        "it needs with `gamedsl solve` in Ray tasks, each in the window its siblings leave. "
        "Finished solves are appended to --results as they finish; run again with the same "
        "arguments to resume. Prints the root's value and best line as one JSON object; the "
        "progress goes to standard error.")
    s.add_argument("game", help="the game (see `gamedsl list`)")
    s.add_argument("--position", help="the root position (default: the start)")
    s.add_argument("--depth", type=int, required=True, help="split depth in plies")
    s.add_argument("--results", required=True, help="the results file (JSON lines)")
    s.add_argument("--address", help="the Ray cluster (default: a local one, or RAY_ADDRESS)")
    s.add_argument("--threads", type=int, help="threads per unit's solve (and CPUs per task)")
    s.add_argument("--hash-mb", type=int, help="transposition table per solve, in MiB")
    s.add_argument("--workers", type=int,
                   help="units solved at once (default: the cluster's CPUs / threads)")
    s.add_argument("--gamedsl", help="the gamedsl program (default: $GAMEDSL, or on PATH)")
    s.add_argument("--stop-after", type=int,
                   help="stop after this many solves (to be resumed)")
    return p


def main(argv=None):
    opts = parser().parse_args(argv)
    from .farm import run  # Ray is imported only when there is work.
    try:
        summary = run(opts)
    except (ProgramError, ResultsError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    print(json.dumps(summary))
    return 3 if summary.get("stopped") else 0
