#!/usr/bin/env python3
"""Run our solver and a reference solver alternately on the same positions, one thread each.

Usage:
  scripts/side_by_side.py othello  [--obf PATH] --positions 40-44[,47,50-52] [--rounds R] [common]
  scripts/side_by_side.py connect4 FILE [--limit N] [--rounds R] [--rows] [common]

common options:
  --ours BIN            our binary (default: target/release/gamedsl of this repository)
  --ours-args "ARGS"    extra arguments for ours, e.g. "--table-mb 1" (split like a shell;
                        a single word needs the = form: --ours-args=--weak)
  --vs-ours BIN         compare with a second build of ours instead of the reference solver
  --vs-ours-args "ARGS" extra arguments for that second build (default: the same as --ours-args)
  --format both|json|md output JSON lines, a markdown table, or both (default: both)
  --timeout SECS        kill a run after SECS (reported as a failure), default: none

Othello (--edax PATH, --edax-eval PATH, --edax-args "ARGS"):
  Positions come from an Edax/FFO problem file (`<64 squares> <side>; MOVE:score; ...`), numbered
  as FFO problems: a file named fforum-A-B.obf starts at #A, any other file at #1; blank lines
  and `%` comment lines are skipped. --obf may also be a directory: all its fforum-*.obf files
  (default: ../shared/data/othello next to the repository). For every round and every position,
  the two programs are run one after the other (the order flips every time, so that load on the
  machine falls on both alike):
    ours:   BIN solve othello --position='<board> <side>' --threads 1 --json [ours-args]
            time = its `time_ms` (the solve, inside the process); nodes = its `nodes`;
            exact = `exact` and `complete` and score == the file's best score.
    Edax:   EDAX -solve <one-line temporary .obf> -n 1 -l 60 -eval-file EVAL [edax-args]
            (-l 60: depth = empties and no selectivity, i.e. an exact solve at any number of
            empties; Edax's default level 21 would use probcut above 24 empties).
            time = the time Edax prints for the position (its search_run, wall clock, 1 ms
            resolution; the hash tables are cleared before it, untimed); nodes = its node count;
            exact = no `@..%` selectivity, depth == empties, exact bound, score == best score.
            Edax's default hash: -h 22 (2^22 entries of 24 bytes, plus two tables of 2^18).
  Per position: the median over the rounds of each program's time (and of the process's wall
  time), its nodes, score, best move, and the ratio ours/theirs of the median times.

Connect Four (--pons PATH):
  The first N lines (--limit N, default: all) of a Pons test set (`MOVES SCORE` a line). Process
  startup would dominate such short solves, so whole batches are timed, R rounds, alternating:
    ours:   BIN bench connect4 FILE --threads 1 --json [--limit N] [ours-args]
            (table cleared before each position, untimed; time = sum of per-position `time_ms`)
    Pons:   the timing driver REFS/pons-src/c4driver (source scripts/reference/pons_driver.cpp),
            stdin = the same N lines; prints `score nodes microseconds` a line, his table reset
            before each position, untimed; time = sum of the per-position microseconds.
  Reported per program: the median over the rounds of the total solve time, as mean time per
  position, mean nodes per position, total nodes, mismatches against the file's scores, the
  ratio ours/theirs of time and of nodes. --rows adds a JSON line per position (median time).

Output: JSON lines (one per position, then one `"summary"` line), then a markdown table ready
to paste into docs/benchmarks.md. Progress goes to standard error. Standard library only.

Examples:
  scripts/side_by_side.py othello --positions 40 --rounds 1
  scripts/side_by_side.py othello --positions 40-44 --rounds 3 --format md
  scripts/side_by_side.py connect4 ../shared/data/connect4/Test_L2_R1 --rounds 3
  scripts/side_by_side.py connect4 ../shared/data/connect4/Test_L1_R2 --limit 50 \\
      --ours-args "--table-mb 16"
  scripts/side_by_side.py connect4 ../shared/data/connect4/Test_L2_R2 --vs-ours /tmp/old/gamedsl
"""

import argparse
import json
import os
import re
import shlex
import statistics
import subprocess
import sys
import tempfile
import time

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DATA = os.path.join(os.path.dirname(REPO), "shared", "data")
DEFAULT_OURS = os.path.join(REPO, "target", "release", "gamedsl")
# The reference solvers, built by hand beside the checkout (docs/benchmarks.md says how), or
# where GAME_DSL_REFS points.
REFS = os.environ.get("GAME_DSL_REFS", os.path.join(os.path.dirname(REPO), "refs"))
DEFAULT_EDAX = os.path.join(REFS, "edax-src", "bin", "lEdax-x86-64-v3")
DEFAULT_EDAX_EVAL = os.path.join(REFS, "edax-src", "data", "eval.dat")
DEFAULT_PONS = os.path.join(REFS, "pons-src", "c4driver")


# ---------------------------------------------------------------- formatting

def fmt_time(seconds):
    """3 significant digits with a unit: 6.70 µs, 42.8 µs, 4.50 ms, 3.39 s."""
    if seconds is None:
        return "-"
    for unit, scale in (("s", 1.0), ("ms", 1e-3), ("µs", 1e-6), ("ns", 1e-9)):
        if seconds >= scale or unit == "ns":
            v = seconds / scale
            digits = 2 if v < 10 else 1 if v < 100 else 0
            return f"{v:.{digits}f} {unit}"
    return str(seconds)


def fmt_nodes(n):
    if n is None:
        return "-"
    if n >= 10_000_000:
        return f"{n / 1e6:.1f} M"
    if n >= 1000 or float(n).is_integer():
        return f"{round(n):,}"
    return f"{n:.1f}"


def fmt_ratio(r):
    return "-" if r is None else f"{r:.2f}x"


def fmt_score(s):
    return "-" if s is None else f"{s:+d}" if s else "0"


def emit(args, rows, summary, markdown):
    """Prints the JSON lines (`rows`, then `summary`) and/or the markdown table, as `--format`
    asks."""
    if args.format in ("both", "json"):
        for row in rows:
            print(json.dumps(row))
        print(json.dumps(summary))
    if args.format in ("both", "md"):
        if args.format == "both":
            print()
        markdown()


def md_header(columns):
    """Prints the header row of a markdown table and its rule."""
    print("| " + " | ".join(columns) + " |")
    print("|" + "---|" * len(columns))


def ours_command(args, verb):
    """Our command line as the table's footnote names it."""
    cmd = f"{os.path.basename(args.ours)} {verb} --threads 1 --json"
    return cmd + " " + args.ours_args if args.ours_args else cmd


def log(msg):
    print(msg, file=sys.stderr, flush=True)


def median(xs):
    xs = [x for x in xs if x is not None]
    return statistics.median(xs) if xs else None


def run(cmd, stdin_text=None, timeout=None, cwd=None):
    """Run a command; return (stdout, wall seconds); raise RuntimeError on failure."""
    t0 = time.perf_counter()
    try:
        p = subprocess.run(cmd, input=stdin_text, capture_output=True, text=True,
                           timeout=timeout, cwd=cwd)
    except subprocess.TimeoutExpired:
        raise RuntimeError(f"timeout after {timeout} s: {shlex.join(cmd)}")
    wall = time.perf_counter() - t0
    if p.returncode != 0:
        raise RuntimeError(f"exit code {p.returncode}: {shlex.join(cmd)}\n{p.stderr.strip()}")
    return p.stdout, wall


# ---------------------------------------------------------------- Othello

BOARD_RE = re.compile(r"^\s*([-XOxo.*]{64})\s+([XOxo])\b(.*)$")


def parse_obf_file(path):
    """Position lines of an .obf file: list of (board, side, moves {move: score}, best)."""
    out = []
    with open(path) as f:
        for line in f:
            s = line.strip()
            if not s or s.startswith("%"):
                continue
            m = BOARD_RE.match(s)
            if not m:
                continue
            board = m.group(1).upper().replace(".", "-").replace("*", "X")
            side = m.group(2).upper()
            moves = {}
            for mv, sc in re.findall(r"([A-Ha-h][1-8]|PS|PA|ps|pa)\s*:\s*([+-]?\d+)", m.group(3)):
                moves[mv.lower()] = int(sc)
            best = max(moves.values()) if moves else None
            out.append((board, side, moves, best))
    return out


def load_ffo(path):
    """{FFO number: (board, side, moves, best, source file)} from a file or a directory."""
    files = []
    if os.path.isdir(path):
        for name in os.listdir(path):
            m = re.match(r"fforum-(\d+)-(\d+)\.obf$", name)
            if m:
                files.append((int(m.group(1)), os.path.join(path, name)))
        files.sort()
    else:
        m = re.search(r"fforum-(\d+)-\d+\.obf$", os.path.basename(path))
        files.append((int(m.group(1)) if m else 1, path))
    table = {}
    for start, f in files:
        for i, (board, side, moves, best) in enumerate(parse_obf_file(f)):
            table[start + i] = (board, side, moves, best, f)
    return table


def parse_selection(text):
    nums = []
    for part in text.split(","):
        part = part.strip().lstrip("#")
        if not part:
            continue
        if "-" in part:
            a, b = part.split("-", 1)
            nums.extend(range(int(a), int(b.lstrip("#")) + 1))
        else:
            nums.append(int(part))
    return nums


def ours_othello(binary, extra, board, side, timeout):
    cmd = [binary, "solve", "othello", f"--position={board} {side}", "--threads", "1",
           "--json", *extra]
    out, wall = run(cmd, timeout=timeout)
    d = json.loads(out)
    return {
        "time_s": d["time_ms"] / 1000.0,
        "wall_s": wall,
        "nodes": d.get("nodes"),
        "score": d.get("score"),
        "move": (d.get("best_move") or "").lower(),
        "exact_search": bool(d.get("exact")) and bool(d.get("complete", True)),
    }


EDAX_ROW = re.compile(
    r"^\s*\d+\|\s*(\d+)(@\s*\d+%)?\s+([<>?]?)([+-]\d+)\s+((?:\d+:)*\d+\.\d+)\s+(\d+)?\s*(\d+)?\s*(.*)$")


def parse_edax_time(t):
    parts = t.split(":")
    secs = float(parts[-1])
    mult = 60
    for p in reversed(parts[:-1]):
        secs += int(p) * mult
        mult *= 60 if mult < 3600 else 24
    return secs


def edax_othello(binary, eval_file, extra, board, side, timeout, tmpdir):
    obf = os.path.join(tmpdir, "position.obf")
    with open(obf, "w") as f:
        f.write(f"{board} {side};\n")
    cmd = [binary, "-solve", obf, "-n", "1", "-l", "60", "-eval-file", eval_file, *extra]
    # cwd = tmpdir: no stray edax.ini is read
    out, wall = run(cmd, timeout=timeout, cwd=tmpdir)
    for line in out.splitlines():
        m = EDAX_ROW.match(line)
        if m:
            depth, selective, bound, score, t, nodes, _nps, pv = m.groups()
            move = pv.split()[0].lower() if pv.split() else ""
            if move == "pa":
                move = "ps"
            empties = board.count("-")
            return {
                "time_s": parse_edax_time(t),
                "wall_s": wall,
                "nodes": int(nodes) if nodes else 0,
                "score": int(score),
                "move": move,
                "exact_search": not selective and bound == "" and int(depth) == empties,
            }
    raise RuntimeError(f"no result row in Edax's output:\n{out}")


def othello(args):
    table = load_ffo(args.obf)
    nums = parse_selection(args.positions)
    missing = [n for n in nums if n not in table]
    if missing:
        sys.exit(f"positions {missing} not found in {args.obf} (have #{min(table)}-#{max(table)})")
    ours_extra = shlex.split(args.ours_args)
    if args.vs_ours:
        vs_extra = shlex.split(args.vs_ours_args) if args.vs_ours_args is not None else ours_extra
        theirs_name = "vs"

        def theirs(board, side, _tmp):
            return ours_othello(args.vs_ours, vs_extra, board, side, args.timeout)
    else:
        theirs_name = "edax"
        edax_extra = shlex.split(args.edax_args)
        for p in (args.edax, args.edax_eval):
            if not os.path.exists(p):
                sys.exit(f"not found: {p}")

        def theirs(board, side, tmp):
            return edax_othello(args.edax, args.edax_eval, edax_extra, board, side,
                                args.timeout, tmp)
    if not os.path.exists(args.ours):
        sys.exit(f"not found: {args.ours}")

    runs = {n: {"ours": [], theirs_name: []} for n in nums}
    with tempfile.TemporaryDirectory(prefix="side_by_side_") as tmp:
        k = 0
        for r in range(args.rounds):
            for n in nums:
                board, side, _moves, _best, _f = table[n]
                order = ["ours", theirs_name] if k % 2 == 0 else [theirs_name, "ours"]
                k += 1
                for who in order:
                    try:
                        res = (ours_othello(args.ours, ours_extra, board, side, args.timeout)
                               if who == "ours" else theirs(board, side, tmp))
                    except RuntimeError as e:
                        log(f"#{n} {who}: {e}")
                        res = None
                    runs[n][who].append(res)
                    if res:
                        log(f"round {r + 1}/{args.rounds} #{n} {who}: {res['score']:+d} "
                            f"{res['move']} {fmt_nodes(res['nodes'])} nodes "
                            f"{fmt_time(res['time_s'])} (wall {fmt_time(res['wall_s'])})")

    rows = []
    for n in nums:
        board, side, moves, best, src = table[n]
        row = {"mode": "othello", "ffo": n, "empties": board.count("-"), "expected": best,
               "file": os.path.basename(src)}
        for who in ("ours", theirs_name):
            ok = [x for x in runs[n][who] if x]
            if not ok:
                row[who] = None
                continue
            last = ok[-1]
            nodes = sorted({x["nodes"] for x in ok})
            exact = all(x["exact_search"] and (best is None or x["score"] == best) for x in ok)
            row[who] = {
                "score": last["score"],
                "best_move": last["move"],
                "best_move_ok": None if not moves else moves.get(last["move"]) == best,
                "exact": exact and len(ok) == len(runs[n][who]),
                "nodes": int(median([x["nodes"] for x in ok])),
                "nodes_all_rounds": nodes if len(nodes) > 1 else None,
                "time_s": median([x["time_s"] for x in ok]),
                "times_s": [round(x["time_s"], 6) for x in ok],
                "wall_s": round(median([x["wall_s"] for x in ok]), 6),
                "failed_runs": len(runs[n][who]) - len(ok),
            }
        o, t = row["ours"], row[theirs_name]
        row["ratio_time"] = (round(o["time_s"] / t["time_s"], 3)
                             if o and t and t["time_s"] else None)
        row["ratio_nodes"] = (round(o["nodes"] / t["nodes"], 3)
                              if o and t and t["nodes"] else None)
        rows.append(row)

    def total(who, key):
        xs = [r[who][key] for r in rows if r[who]]
        return sum(xs) if len(xs) == len(rows) else None

    summary = {"mode": "othello", "summary": True, "positions": nums, "rounds": args.rounds,
               "ours_bin": args.ours, "ours_args": args.ours_args,
               "theirs": theirs_name, "theirs_bin": args.vs_ours or args.edax}
    for who in ("ours", theirs_name):
        summary[who + "_total_time_s"] = total(who, "time_s")
        summary[who + "_total_nodes"] = total(who, "nodes")
        summary[who + "_all_exact"] = all(r[who] and r[who]["exact"] for r in rows)
    if summary["ours_total_time_s"] and summary[theirs_name + "_total_time_s"]:
        summary["ratio_total_time"] = round(
            summary["ours_total_time_s"] / summary[theirs_name + "_total_time_s"], 3)
    ratios = [r["ratio_time"] for r in rows if r["ratio_time"]]
    if ratios:
        summary["geomean_ratio_time"] = round(
            statistics.geometric_mean(ratios), 3)

    def markdown():
        tn = "Edax" if theirs_name == "edax" else "other build"

        def cell(x):
            if not x:
                return "failed", "-", "-"
            sc = fmt_score(x["score"]) + ("" if x["exact"] else " (NOT exact)")
            return f"{sc}, {x['best_move']}", fmt_nodes(x["nodes"]), fmt_time(x["time_s"])
        md_header(["position", "empties", "expected", "ours: score, move", "ours nodes",
                   "ours time", f"{tn}: score, move", f"{tn} nodes", f"{tn} time",
                   f"ours / {tn} (time)"])
        for row in rows:
            o, t = cell(row["ours"]), cell(row[theirs_name])
            print(f"| #{row['ffo']} | {row['empties']} | {fmt_score(row['expected'])} | "
                  f"{' | '.join(o)} | {' | '.join(t)} | {fmt_ratio(row['ratio_time'])} |")
        if len(rows) > 1:
            print(f"| total | | | | {fmt_nodes(summary['ours_total_nodes'])} | "
                  f"{fmt_time(summary['ours_total_time_s'])} | | "
                  f"{fmt_nodes(summary[theirs_name + '_total_nodes'])} | "
                  f"{fmt_time(summary[theirs_name + '_total_time_s'])} | "
                  f"{fmt_ratio(summary.get('ratio_total_time'))} "
                  f"(geometric mean {fmt_ratio(summary.get('geomean_ratio_time'))}) |")
        ours_cmd = ours_command(args, "solve othello --position=...")
        if theirs_name == "edax":
            ref = "Edax 4.6 `-solve FILE -n 1 -l 60" + (" " + args.edax_args if args.edax_args else "")
            ref += "`, all evaluation weights zero" + ("" if args.edax_args else ", default hash (-h 22)")
        else:
            ref = f"other build `{args.vs_ours}`"
        print(f"\nOne thread each; time = median of {args.rounds} round(s), the two programs "
              f"alternating per position. Ours: `{ours_cmd}`; {ref}.")

    emit(args, rows, summary, markdown)


# ---------------------------------------------------------------- Connect Four

def read_pons_set(path, limit):
    lines = []
    with open(path) as f:
        for line in f:
            if not line.strip():
                continue
            lines.append(line.rstrip("\n"))
            if limit and len(lines) >= limit:
                break
    expected = []
    for line in lines:
        parts = line.split()
        expected.append(int(parts[1]) if len(parts) > 1 else None)
    return lines, expected


def ours_connect4(binary, extra, path, limit, timeout):
    cmd = [binary, "bench", "connect4", path, "--threads", "1", "--json", *extra]
    if limit:
        cmd[4:4] = ["--limit", str(limit)]
    out, wall = run(cmd, timeout=timeout)
    d = json.loads(out)
    res = d["results"]
    return {
        "times_s": [r["time_ms"] / 1000.0 for r in res],
        "nodes": [r["nodes"] for r in res],
        "scores": [r["score"] for r in res],
        "wall_s": wall,
        "mismatches": d.get("mismatches"),  # its own count (right for --weak too)
    }


def pons_connect4(binary, lines, timeout):
    out, wall = run([binary], stdin_text="\n".join(lines) + "\n", timeout=timeout)
    times, nodes, scores = [], [], []
    for line in out.splitlines():
        parts = line.split()
        if len(parts) != 3:
            scores.append(None)
            nodes.append(0)
            times.append(0.0)
            continue
        scores.append(int(parts[0]))
        nodes.append(int(parts[1]))
        times.append(float(parts[2]) / 1e6)
    return {"times_s": times, "nodes": nodes, "scores": scores, "wall_s": wall}


def connect4(args):
    lines, expected = read_pons_set(args.file, args.limit)
    n = len(lines)
    ours_extra = shlex.split(args.ours_args)
    if not os.path.exists(args.ours):
        sys.exit(f"not found: {args.ours}")
    if args.vs_ours:
        theirs_name = "vs"
        vs_extra = shlex.split(args.vs_ours_args) if args.vs_ours_args is not None else ours_extra

        def theirs():
            return ours_connect4(args.vs_ours, vs_extra, args.file, args.limit, args.timeout)
    else:
        theirs_name = "pons"
        if not os.path.exists(args.pons):
            sys.exit(f"not found: {args.pons}")

        def theirs():
            return pons_connect4(args.pons, lines, args.timeout)

    def ours():
        return ours_connect4(args.ours, ours_extra, args.file, args.limit, args.timeout)

    progs = {"ours": ours, theirs_name: theirs}
    runs = {"ours": [], theirs_name: []}
    for r in range(args.rounds):
        order = ["ours", theirs_name] if r % 2 == 0 else [theirs_name, "ours"]
        for who in order:
            res = progs[who]()
            if len(res["scores"]) != n:
                sys.exit(f"{who}: {len(res['scores'])} results for {n} positions")
            runs[who].append(res)
            log(f"round {r + 1}/{args.rounds} {who}: total {fmt_time(sum(res['times_s']))}, "
                f"mean {fmt_time(sum(res['times_s']) / n)}, "
                f"mean nodes {fmt_nodes(sum(res['nodes']) / n)}, wall {fmt_time(res['wall_s'])}")

    summary = {"mode": "connect4", "summary": True, "file": args.file, "positions": n,
               "rounds": args.rounds, "ours_bin": args.ours, "ours_args": args.ours_args,
               "theirs": theirs_name, "theirs_bin": args.vs_ours or args.pons}
    for who in ("ours", theirs_name):
        totals = [sum(x["times_s"]) for x in runs[who]]
        node_totals = sorted({sum(x["nodes"]) for x in runs[who]})
        last = runs[who][-1]
        mism = last.get("mismatches")
        if mism is None:
            mism = sum(1 for s, e in zip(last["scores"], expected) if e is not None and s != e)
        summary[who] = {
            "median_total_s": median(totals),
            "mean_time_s": median(totals) / n,
            "round_totals_s": [round(t, 9) for t in totals],
            "mean_nodes": node_totals[-1] / n,
            "total_nodes": node_totals[-1],
            "nodes_vary_between_rounds": len(node_totals) > 1,
            "mismatches": mism,
            "median_wall_s": median([x["wall_s"] for x in runs[who]]),
        }
    o, t = summary["ours"], summary[theirs_name]
    summary["ratio_time"] = round(o["median_total_s"] / t["median_total_s"], 3) \
        if t["median_total_s"] else None
    summary["ratio_nodes"] = round(o["total_nodes"] / t["total_nodes"], 3) \
        if t["total_nodes"] else None

    rows = []
    for i in range(n if args.rows else 0):
        row = {"mode": "connect4", "line": i + 1, "moves": lines[i].split()[0],
               "expected": expected[i]}
        for who in ("ours", theirs_name):
            row[who] = {"score": runs[who][-1]["scores"][i],
                        "nodes": runs[who][-1]["nodes"][i],
                        "time_s": median([x["times_s"][i] for x in runs[who]])}
        rows.append(row)

    def markdown():
        tn = "Pons" if theirs_name == "pons" else "other build"
        name = os.path.basename(args.file)
        which = f"first {n}" if args.limit and args.limit <= n else f"{n}"
        md_header(["set", "positions", "ours: mean time", "ours: mean nodes", "ours: mismatches",
                   f"{tn}: mean time", f"{tn}: mean nodes", f"{tn}: mismatches",
                   f"ours / {tn} (time)", f"ours / {tn} (nodes)"])
        print(f"| {name} | {which} | {fmt_time(o['mean_time_s'])} | {fmt_nodes(o['mean_nodes'])} "
              f"| {o['mismatches']} | {fmt_time(t['mean_time_s'])} | {fmt_nodes(t['mean_nodes'])} "
              f"| {t['mismatches']} | {fmt_ratio(summary['ratio_time'])} | "
              f"{fmt_ratio(summary['ratio_nodes'])} |")
        ours_cmd = ours_command(args, "bench connect4 FILE")
        ref = ("Pons' final solver (no opening book) through a timing driver"
               if theirs_name == "pons" else f"other build `{args.vs_ours}`")
        print(f"\nOne thread each; mean time per position from the median over {args.rounds} "
              f"round(s) of the whole set's solve time, the two programs alternating; tables "
              f"cleared before each position, not timed. Ours: `{ours_cmd}`; {ref}.")

    emit(args, rows, summary, markdown)


# ---------------------------------------------------------------- main

def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter,
                                 epilog="See the module docstring (head of this file) for details.")
    sub = ap.add_subparsers(dest="mode", required=True)

    def common(p):
        p.add_argument("--rounds", type=int, default=3)
        p.add_argument("--ours", default=DEFAULT_OURS)
        p.add_argument("--ours-args", default="")
        p.add_argument("--vs-ours", default=None)
        p.add_argument("--vs-ours-args", default=None)
        p.add_argument("--format", choices=["both", "json", "md"], default="both")
        p.add_argument("--timeout", type=float, default=None)

    po = sub.add_parser("othello", help="FFO positions, ours vs Edax, one process per position")
    po.add_argument("--obf", default=os.path.join(DATA, "othello"),
                    help="an .obf file or a directory of fforum-*.obf files")
    po.add_argument("--positions", required=True, help="FFO numbers: 40-44,47")
    po.add_argument("--edax", default=DEFAULT_EDAX)
    po.add_argument("--edax-eval", default=DEFAULT_EDAX_EVAL)
    po.add_argument("--edax-args", default="", help='e.g. "-h 24"')
    common(po)

    pc = sub.add_parser("connect4", help="a Pons test set, ours vs Pons, whole batches")
    pc.add_argument("file")
    pc.add_argument("--limit", type=int, default=None)
    pc.add_argument("--pons", default=DEFAULT_PONS)
    pc.add_argument("--rows", action="store_true", help="a JSON line per position too")
    common(pc)

    args = ap.parse_args()
    if args.rounds < 1:
        sys.exit("--rounds must be at least 1")
    (othello if args.mode == "othello" else connect4)(args)


if __name__ == "__main__":
    main()
