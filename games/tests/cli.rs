//! The `gamedsl` command line, run as a user runs it: outputs, JSON shapes and error messages.

use std::process::{Command, Output};

fn gamedsl(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_gamedsl"))
        .args(args)
        .output()
        .expect("gamedsl runs")
}

/// Runs a command that must succeed and returns its standard output.
fn ok(args: &[&str]) -> String {
    let out = gamedsl(args);
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// Runs a command that must succeed with `--json` and parses its one line of output.
fn json(args: &[&str]) -> serde_json::Value {
    let out = ok(args);
    assert_eq!(out.lines().count(), 1, "one JSON object on one line: {out}");
    serde_json::from_str(&out).unwrap()
}

/// Runs a command that must fail and returns its standard error.
fn fails(args: &[&str]) -> String {
    let out = gamedsl(args);
    assert!(!out.status.success(), "{args:?} should fail");
    assert!(out.stdout.is_empty());
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(!err.contains("panicked"), "{err}");
    err
}

#[test]
fn list_shows_the_games() {
    let out = ok(&["list"]);
    assert!(out.lines().any(|l| l.starts_with("tictactoe ")));
    assert!(out.lines().any(|l| l.starts_with("tokens ")));
}

#[test]
fn show_draws_the_board() {
    let out = ok(&["show", "tictactoe", "--moves", "21435"]);
    assert!(
        out.starts_with(" O | X | O\n---+---+---\n X | X | 6\n"),
        "{out}"
    );
    assert!(out.contains("O to move"));
    assert!(out.contains("position: OXOXX---- O"));
}

#[test]
fn analyze_tokens_as_the_tutorial_prints_it() {
    let out = ok(&["analyze", "tokens", "--position", "5"]);
    assert!(out.contains("   1 -> -1 (loss in 4 plies)"), "{out}");
    assert!(out.contains("   2 -> +1 (win in 3 plies)"), "{out}");
    let v = json(&["analyze", "tokens", "--position", "4", "--json"]);
    assert_eq!(v["best_move"], "1");
    assert_eq!(v["score"], 1);
    assert_eq!(v["moves"][0]["move"], "1");
    assert_eq!(v["moves"][0]["score"], 1);
    assert_eq!(v["moves"][1]["score"], -1);
    assert!(v["nodes"].as_u64().unwrap() > 0);
    assert!(v["time_ms"].is_number());
}

#[test]
fn solve_gives_exact_values() {
    let v = json(&["solve", "tictactoe", "--json"]);
    assert_eq!(v["score"], 0);
    assert_eq!(v["exact"], true);
    let v = json(&["solve", "tictactoe", "--moves", "21435", "--json"]);
    assert_eq!(v["score"], -1);
    assert_eq!(v["plies"], 2);
    let v = json(&["solve", "tokens", "--position", "6", "--json"]);
    assert_eq!(v["score"], -1);
    let v = json(&["solve", "tokens", "--json"]);
    assert_eq!(v["score"], 1);
    assert_eq!(v["best_move"], "2");
}

#[test]
fn compare_runs_every_algorithm_to_the_same_value() {
    let v = json(&["compare", "tictactoe", "--depth", "9", "--json"]);
    let results = v["results"].as_array().unwrap();
    let algos: Vec<&str> = results
        .iter()
        .map(|r| r["algo"].as_str().unwrap())
        .collect();
    assert_eq!(
        algos,
        ["minimax", "alphabeta-unordered", "alphabeta", "engine"]
    );
    assert!(results.iter().all(|r| r["score"] == 0));
    assert_eq!(results[0]["nodes"], 549_946);
    assert_eq!(results[1]["nodes"], 20_866);
    assert_eq!(results[2]["nodes"], 7_865);
    assert!(
        results[3]["nodes"].as_u64().unwrap() < 7_865,
        "the table saves work"
    );
}

#[test]
fn perft_counts() {
    let v = json(&["perft", "tictactoe", "9", "--json"]);
    assert_eq!(v["nodes"], 127_872);
    assert!(v["time_ms"].is_number());
    assert!(ok(&["perft", "tictactoe", "5"]).starts_with("perft(5) = 15,120"));
}

#[test]
fn threads_change_no_value_and_no_count() {
    for threads in ["1", "2", "3"] {
        let v = json(&["perft", "connect4", "7", "--threads", threads, "--json"]);
        assert_eq!(v["nodes"], 823_536, "{threads} threads");
        assert_eq!(v["threads"], threads.parse::<u64>().unwrap());
        let v = json(&[
            "solve",
            "connect4",
            "--moves",
            "2531276566711153",
            "--threads",
            threads,
            "--json",
        ]);
        assert_eq!(v["exact"], true);
        let serial = json(&[
            "solve",
            "connect4",
            "--moves",
            "2531276566711153",
            "--threads",
            "1",
            "--json",
        ]);
        assert_eq!(v["score"], serial["score"], "{threads} threads");
        assert_eq!(v["plies"], serial["plies"], "{threads} threads");
    }
    let err = fails(&["solve", "tictactoe", "--threads", "0"]);
    assert!(err.contains("--threads"), "{err}");
}

#[test]
fn bench_reports_the_median() {
    let v = json(&[
        "bench",
        "tictactoe",
        "--algo",
        "minimax",
        "--runs",
        "3",
        "--json",
    ]);
    assert_eq!(v["nodes"], 549_946);
    assert!(v["median_ms"].as_f64().unwrap() > 0.0);
}

#[test]
fn bad_input_is_one_clear_line() {
    let cases: &[(&[&str], &str)] = &[
        (
            &["analyze", "chess"],
            "error: unknown game `chess`; the games are: tictactoe, connect4, othello, othello6, tokens\n",
        ),
        (
            &["analyze", "tictactoe", "--moves", "55"],
            "error: move 2 of the sequence: illegal move `5`; legal moves: 1 2 3 4 6 7 8 9\n",
        ),
        (
            &["solve", "tictactoe", "--moves", "1x"],
            "error: move 2 of the sequence: malformed move `x`: expected a cell number 1..9\n",
        ),
        (
            &["show", "tictactoe", "--position", "XXX"],
            "error: malformed position `XXX`: expected 9 cells (`X`, `O` or `-`, row by row from the top left), found 3\n",
        ),
        (
            &["analyze", "tokens", "--position", "many"],
            "error: malformed position `many`: expected the number of tokens left, as in `6` (and optionally the side to move, `6 O`)\n",
        ),
        (
            &["solve", "tictactoe", "--moves", "1 4 2 5 3 9"],
            "error: move 6 of the sequence: move `9` after the end of the game\n",
        ),
    ];
    for (args, expected) in cases {
        assert_eq!(fails(args), *expected, "{args:?}");
    }
    // Out-of-range options are refused by the argument parser, with its usage hint.
    let err = fails(&["analyze", "tictactoe", "--depth", "0"]);
    assert!(
        err.starts_with("error: invalid value '0' for '--depth <DEPTH>': 0 is not in 1..=1000"),
        "{err}"
    );
    let err = fails(&["analyze", "tictactoe", "--algo", "mcts"]);
    assert!(
        err.contains("invalid value 'mcts' for '--algo <ALGO>'"),
        "{err}"
    );
}

#[test]
fn connect_four_scores_follow_the_benchmark_convention() {
    let v = json(&["solve", "connect4", "--moves", "4455", "--json"]);
    assert_eq!(v["score"], 18);
    assert_eq!(
        v["best_move"].as_str().map(|m| m == "3" || m == "6"),
        Some(true)
    );
    assert_eq!(
        v["pv"].as_array().unwrap().len(),
        3,
        "a win with the third move from now"
    );
    let v = json(&["solve", "connect4", "--moves", "44455554221", "--json"]);
    assert_eq!(v["score"], -15);
    let v = json(&[
        "solve",
        "connect4",
        "--moves",
        "44455554221",
        "--weak",
        "--json",
    ]);
    assert!(v["score"].as_i64().unwrap() < 0);
    let v = json(&[
        "analyze", "connect4", "--moves", "4455", "--algo", "engine", "--json",
    ]);
    let columns: Vec<&str> = v["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["move"].as_str().unwrap())
        .collect();
    assert_eq!(columns, ["1", "2", "3", "4", "5", "6", "7"]);
    assert_eq!(v["score"], 18);
}

#[test]
fn bench_solves_a_test_set_file() {
    let dir = std::env::temp_dir().join(format!("gamedsl-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("set");
    // Two positions with their known scores (computed above), one of them deliberately wrong.
    std::fs::write(&file, "4455 18\n44455554221 -14\n").unwrap();
    let v = json(&["bench", "connect4", file.to_str().unwrap(), "--json"]);
    assert_eq!(v["positions"], 2);
    assert_eq!(v["mismatches"], 1);
    assert_eq!(v["results"][1]["score"], -15);
    std::fs::write(&file, "4455 x\n").unwrap();
    let err = fails(&["bench", "connect4", file.to_str().unwrap()]);
    assert!(err.contains(":1: line 1: expected `MOVES SCORE`"), "{err}");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn play_reads_moves_from_standard_input() {
    use std::io::Write;
    use std::process::Stdio;
    let mut child = Command::new(env!("CARGO_BIN_EXE_gamedsl"))
        .args(["play", "tictactoe", "--depth", "9"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"x\n5\nundo\n5\nquit\n")
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success());
    let out = String::from_utf8(out.stdout).unwrap();
    assert!(
        out.contains(
            "malformed move `x`: expected a cell number 1..9; legal moves: 1 2 3 4 5 6 7 8 9"
        ),
        "{out}"
    );
    assert!(out.contains("O plays "), "the engine answers: {out}");
    assert!(out.trim_end().ends_with("quit"), "{out}");
    let out = ok(&["play", "tictactoe", "--human", "none", "--depth", "9"]);
    assert!(out.contains("\ndraw\n"), "perfect play draws: {out}");
}
