"""The farm against the single-process solve: same value, a best move of the same value, on
positions of Othello 6 x 6, Connect Four and Breakthrough, with units solved to bounds in the
windows their siblings leave; resumed runs; a killed solve; refused results files."""

import argparse
import io
import json
import os
import signal
import subprocess
import threading
import time

import pytest

from gamedsl_cluster import cli, program
from gamedsl_cluster.farm import run

#: Othello 6 x 6 with 18 empty cells (14 random plies from the start).
OTHELLO6 = "--O-X-XXXXO--XXOOO--XX---OXXX------- X"
#: Othello 6 x 6 with 22 empty cells: a solve of a few seconds.
OTHELLO6_22 = "O--X--XOXX----OO----XXO----XO------O X"
#: Breakthrough on 8 x 8, three pawns a side: a loss in 6 plies for X.
BREAKTHROUGH = "----------O----------O-----------O-----X----------X----------X-- X"


def opts(gamedsl, game, position, depth, results, **more):
    base = dict(game=game, position=position, depth=depth, results=str(results), address=None,
                threads=1, hash_mb=16, workers=2, gamedsl=gamedsl, stop_after=None)
    base.update(more)
    return argparse.Namespace(**base)


def single(gamedsl, game, position):
    return program.solve(gamedsl, game, position, threads=1, table_mb=16)


def assert_same_as_single(gamedsl, game, position, summary):
    """The farm's value is the single solve's; its best move is the same or, where several moves
    are best, one whose position has the negated value."""
    alone = single(gamedsl, game, position)
    assert summary["score"] == alone["score"], (summary, alone)
    if alone["score"] != 0 and alone["plies"] is not None:
        assert summary["plies"] == alone["plies"], (summary, alone)
    if summary["best_move"] != alone["best_move"]:
        child = program.split(gamedsl, game, position, 1)
        after = [u["position"] for u in child["units"] if [summary["best_move"]] in u["paths"]]
        assert len(after) == 1, summary
        reply = single(gamedsl, game, after[0])
        assert -reply["score"] == alone["score"], (summary, alone, reply)
    # The line is legal: the split from the root at its length reaches its end.
    assert summary["pv"][0] == summary["best_move"]
    return alone


def connect4_positions(gamedsl, data_dir, count=3):
    lines = (data_dir / "connect4" / "Test_L1_R2").read_text().split("\n")[:count]
    out = []
    for line in lines:
        moves, score = line.split()
        shown = subprocess.run([gamedsl, "show", "connect4", "--moves", moves, "--json"],
                               capture_output=True, text=True, check=True)
        out.append((json.loads(shown.stdout)["position"], int(score)))
    return out


@pytest.mark.parametrize("game,position,depth", [
    ("othello6", OTHELLO6, 2),
    ("breakthrough", BREAKTHROUGH, 2),
])
def test_the_farm_solves_as_one_process(cluster, gamedsl, tmp_path, game, position, depth):
    results = tmp_path / "r.jsonl"
    summary = run(opts(gamedsl, game, position, depth, results), io.StringIO())
    assert summary["units"] > 10 and summary["solves_run"] > 3, summary
    assert_same_as_single(gamedsl, game, position, summary)
    # Units beside the best line were solved only to the bound their window asked for.
    solves = [json.loads(line) for line in results.read_text().splitlines()[1:]]
    assert len(solves) == summary["solves_run"]
    assert any(s["bound"] != "exact" for s in solves), solves
    assert all(s["alpha"] is not None or s["beta"] is not None
               for s in solves if s["bound"] != "exact")


def test_a_unit_solved_in_a_window_is_bounded_by_it(gamedsl):
    # The position is worth +8 for the side to move.
    exact = program.solve(gamedsl, "othello6", OTHELLO6, threads=1, table_mb=16)
    assert (exact["score"], exact["bound"]) == (8, "exact")
    above = program.solve(gamedsl, "othello6", OTHELLO6, 1, 16, alpha=None, beta=(4, None))
    assert (above["score"], above["bound"], above["pv"]) == (4, "lower", [])
    below = program.solve(gamedsl, "othello6", OTHELLO6, 1, 16, alpha=(10, None), beta=None)
    assert (below["score"], below["bound"]) == (10, "upper")
    inside = program.solve(gamedsl, "othello6", OTHELLO6, 1, 16, alpha=(0, None),
                           beta=(20, None))
    assert (inside["score"], inside["bound"], inside["pv"]) == (8, "exact", exact["pv"])
    assert above["nodes"] < exact["nodes"] and below["nodes"] < exact["nodes"]


def test_connect_four_test_set_positions(cluster, gamedsl, data_dir, tmp_path):
    for i, (position, score) in enumerate(connect4_positions(gamedsl, data_dir)):
        summary = run(opts(gamedsl, "connect4", position, 2, tmp_path / f"r{i}.jsonl"),
                      io.StringIO())
        assert summary["score"] == score, (position, summary)
        assert_same_as_single(gamedsl, "connect4", position, summary)


def test_a_stopped_run_resumes_with_the_unfinished_units_only(cluster, gamedsl, tmp_path):
    results = tmp_path / "r.jsonl"
    first = run(opts(gamedsl, "othello6", OTHELLO6, 2, results, stop_after=8), io.StringIO())
    assert first["stopped"] and first["solves_run"] == 8
    lines = results.read_text().splitlines()
    assert len(lines) == 1 + 8
    # A kill in the middle of a write leaves a line cut short: it is dropped, its solve re-run.
    with open(results, "a") as f:
        f.write(lines[-1][:20])
    progress = io.StringIO()
    second = run(opts(gamedsl, "othello6", OTHELLO6, 2, results), progress)
    assert second["solves_skipped"] >= 8 and not second["stopped"]
    assert f"units {second['units_solved'] + second['units_terminal']}/{second['units']}" \
        in progress.getvalue()
    assert "left" in progress.getvalue()
    # No question the file answered was asked of a solve again.
    solves = [json.loads(line) for line in results.read_text().splitlines()[1:]]
    asked = [(s["unit"], str(s["alpha"]), str(s["beta"])) for s in solves]
    assert len(asked) == len(set(asked)) == 8 + second["solves_run"]
    whole = run(opts(gamedsl, "othello6", OTHELLO6, 2, tmp_path / "whole.jsonl"), io.StringIO())
    for field in ("score", "plies", "best_move", "pv"):
        assert second[field] == whole[field], field
    # Run again once complete: nothing to solve, the same answer.
    third = run(opts(gamedsl, "othello6", OTHELLO6, 2, results), io.StringIO())
    assert (third["solves_run"], third["score"], third["pv"]) == (0, whole["score"], whole["pv"])
    assert_same_as_single(gamedsl, "othello6", OTHELLO6, whole)


def _solves_of(binary, position):
    """The ids of the running `gamedsl solve` processes of `binary` on `position`."""
    pids = []
    for pid in os.listdir("/proc"):
        if not pid.isdigit():
            continue
        try:
            with open(f"/proc/{pid}/cmdline", "rb") as f:
                args = f.read().decode(errors="replace").split("\0")
        except OSError:
            continue
        if args[:2] == [binary, "solve"] and position in args:
            pids.append(int(pid))
    return pids


def test_a_solve_killed_mid_task_is_run_again(cluster, gamedsl, tmp_path):
    # One unit of a few seconds (17.7 million positions), its process killed once it has
    # searched for a while.
    position = OTHELLO6_22
    killed = []

    def kill_first():
        deadline = time.monotonic() + 120
        while not killed and time.monotonic() < deadline:
            for pid in _solves_of(gamedsl, position):
                time.sleep(0.3)
                try:
                    os.kill(pid, signal.SIGKILL)
                except ProcessLookupError:
                    continue
                killed.append(pid)
                break
            time.sleep(0.01)

    killer = threading.Thread(target=kill_first)
    killer.start()
    summary = run(opts(gamedsl, "othello6", position, 0, tmp_path / "r.jsonl"), io.StringIO())
    killer.join()
    assert len(killed) == 1
    assert (summary["units"], summary["solves_run"]) == (1, 1)
    alone = assert_same_as_single(gamedsl, "othello6", position, summary)
    assert summary["nodes"] == alone["nodes"]


@pytest.mark.parametrize("content,message", [
    ("garbage\n", "is not a gamedsl-cluster results file"),
    ('{"format":"gamedsl-cluster results","version":2,"game":"othello6","position":"P",'
     '"depth":3}\n', "holds the results of othello6 'P' at depth 3, not of othello6"),
    ("HEADER\n{not json}\n", "line 2 is not a unit's result"),
    ('HEADER\n{"unit":"X","score":1,"plies":null,"bound":"exact","pv":[],"nodes":1}\n',
     "line 2 is not a unit of this split"),
    ('HEADER\n{"unit":"X","score":1,"plies":null,"bound":"above","pv":[],"nodes":1}\n',
     "line 2 is not a unit's result"),
    ('{"format":"gamedsl-cluster results","version":9}\n', "format version 9, not 2"),
])
def test_a_foreign_or_corrupted_results_file_is_refused(gamedsl, tmp_path, capsys, content,
                                                        message):
    results = tmp_path / "r.jsonl"
    root = program.split(gamedsl, "othello6", OTHELLO6, 0)["position"]
    head = json.dumps({"format": "gamedsl-cluster results", "version": 2, "game": "othello6",
                       "position": root, "depth": 2}, separators=(",", ":"))
    results.write_text(content.replace("HEADER", head))
    before = results.read_text()
    code = cli.main(["solve", "othello6", "--position", OTHELLO6, "--depth", "2", "--results",
                     str(results), "--gamedsl", gamedsl])
    err = capsys.readouterr().err
    assert code == 1
    assert err.count("\n") == 1 and err.startswith("error: ") and message in err, err
    assert results.read_text() == before
