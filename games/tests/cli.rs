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
    assert!(out.contains(
        "O to move\nlegend: X, O: the players' stones; a number: an empty cell, and the move that plays there\nposition: OXOXX---- O\n"
    ), "{out}");
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
fn solve_within_a_window_gives_a_bound_or_the_value() {
    // 7 tokens, takes of 1 or 2: a win in 5 plies for the side to move.
    let v = json(&["solve", "tokens", "--position", "7", "--json"]);
    assert_eq!(
        (v["score"].as_i64(), v["plies"].as_u64()),
        (Some(1), Some(5))
    );
    // At least the slowest win: proven as that bound, without a line.
    let v = json(&[
        "solve",
        "tokens",
        "--position",
        "7",
        "--beta=+1:7",
        "--json",
    ]);
    assert_eq!(
        (v["bound"].as_str(), v["score"].as_i64()),
        (Some("lower"), Some(1))
    );
    assert_eq!(v["plies"], 7);
    assert_eq!(v["pv"], serde_json::json!([]));
    // Better than a win in 3 plies? No: at most that.
    let v = json(&[
        "solve",
        "tokens",
        "--position",
        "7",
        "--alpha=+1:3",
        "--json",
    ]);
    assert_eq!(
        (v["bound"].as_str(), v["score"].as_i64()),
        (Some("upper"), Some(1))
    );
    assert_eq!(v["plies"], 3);
    // A window around the value: the value and its line.
    let v = json(&[
        "solve",
        "tokens",
        "--position",
        "7",
        "--alpha=-1:2",
        "--beta=+1:1",
        "--json",
    ]);
    assert_eq!(
        (v["bound"].as_str(), v["plies"].as_u64()),
        (Some("exact"), Some(5))
    );
    assert_eq!(v["pv"].as_array().unwrap().len(), 5);
    let out = ok(&["solve", "tokens", "--position", "7", "--beta=0"]);
    assert!(out.contains("value: at least 0 (draw)"), "{out}");
    let err = fails(&["solve", "tokens", "--alpha=1"]);
    assert!(
        err.contains("a win or loss of tokens needs its plies in a window: `+1:PLIES`"),
        "{err}"
    );
    let err = fails(&["solve", "tokens", "--alpha=0", "--beta=0"]);
    assert!(err.contains("--alpha must be below --beta"), "{err}");
    let err = fails(&["solve", "tokens", "--alpha=x"]);
    assert!(
        err.contains("expected a value such as `0`, `-5` or `+1:13`"),
        "{err}"
    );
}

#[test]
fn solve_the_subtraction_game_and_misere_tictactoe() {
    // 21 tokens, takes of 1, 3 or 4: 21 is 0 modulo 7, lost for the side to move.
    let v = json(&["solve", "subtraction", "--json"]);
    assert_eq!(v["score"], -1);
    assert_eq!(v["plies"], 12);
    // 20 tokens: take 4 to leave 16, which is 2 modulo 7.
    let v = json(&["solve", "subtraction", "--position", "20", "--json"]);
    assert_eq!(v["score"], 1);
    assert_eq!(v["best_move"], "4");
    let out = fails_with(&["show", "subtraction", "--moves", "2"], 1);
    assert_eq!(
        out,
        "error: move 1 of the sequence: malformed move `2`: expected a number of tokens: 1, 3 or 4\n"
    );
    // Misère tic-tac-toe: a draw, the centre first; a corner first loses.
    let v = json(&["solve", "tictactoe-misere", "--json"]);
    assert_eq!(v["score"], 0);
    assert_eq!(v["best_move"], "5");
    let v = json(&["solve", "tictactoe-misere", "--moves", "1", "--json"]);
    assert_eq!(v["score"], 1);
    // X made a line with 1, 5 and 9: O has won.
    let out = ok(&["show", "tictactoe-misere", "--moves", "12539"]);
    assert!(out.contains("O wins"), "{out}");
}

/// The value and the plies to the end of `pos`, by plain alpha-beta to the end of the game
/// (no table, nothing shared with the engine the program runs).
fn by_alphabeta<G: game_dsl::Notation>(pos: &G) -> (i64, Option<i64>) {
    use game_dsl::score::Verdict;
    let result = game_dsl::alphabeta::alphabeta(pos, 100);
    let Verdict::Proven { value, plies } = result.verdict::<G>() else {
        panic!("not solved: {}", pos.position_string());
    };
    (i64::from(value), plies.map(i64::from))
}

#[test]
fn connect_three_as_the_tutorial_solves_it() {
    use game_dsl::{Game, GameExt, Notation};
    use gamedsl::ConnectThree;
    let start = ConnectThree::start();
    // X wins in 9 plies, by alpha-beta.
    let (value, plies) = by_alphabeta(&start);
    assert_eq!((value, plies), (1, Some(9)));
    let v = json(&["solve", "connect3", "--json"]);
    assert_eq!(
        (v["score"].as_i64(), v["plies"].as_i64()),
        (Some(value), plies)
    );
    // The value of each first move, for X: the opposite of O's after it.
    let by_move: Vec<(String, i64)> = start
        .legal_moves()
        .iter()
        .map(|&mv| (start.format_move(mv), -by_alphabeta(&start.after(mv)).0))
        .collect();
    let best = v["best_move"].as_str().unwrap();
    assert!(
        by_move.contains(&(best.to_string(), 1)),
        "{best}: {by_move:?}"
    );
    let v = json(&["analyze", "connect3", "--algo", "engine", "--json"]);
    let scores: Vec<(String, i64)> = v["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| {
            let text = m["move"].as_str().unwrap().to_string();
            (text, m["score"].as_i64().unwrap())
        })
        .collect();
    let mut sorted = by_move.clone();
    sorted.sort();
    assert_eq!(scores, sorted, "in column order");
    let (value, plies) = by_alphabeta(&start.play_sequence("1").unwrap());
    let v = json(&["solve", "connect3", "--moves", "1", "--json"]);
    assert_eq!(
        (v["score"].as_i64(), v["plies"].as_i64()),
        (Some(value), plies)
    );
    assert_eq!((value, plies), (1, Some(11)), "O wins after an edge");
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
    let mut plies = Vec::new();
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
        // The score Pons' set Test_L2_R2 gives this position (its third line).
        assert_eq!(v["score"], 2, "{threads} threads");
        plies.push(v["plies"].as_i64());
    }
    assert!(plies.iter().all(|&p| p == plies[0]), "{plies:?}");
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
    assert_eq!(v["runs"], 3);
    let ms = |field: &str| v[field].as_f64().unwrap();
    let (min, median, max) = (ms("min_ms"), ms("median_ms"), ms("max_ms"));
    assert!(0.0 < min && min <= median && median <= max, "{v}");
    // The rate is that of the median run.
    let rate = 549_946.0 / (median / 1e3);
    assert!((ms("nodes_per_second") / rate - 1.0).abs() < 1e-6, "{v}");
}

/// Runs a command that must fail with `code` and returns its standard error, which must be one
/// line.
fn fails_with(args: &[&str], code: i32) -> String {
    let out = gamedsl(args);
    assert_eq!(out.status.code(), Some(code), "{args:?}");
    assert!(out.stdout.is_empty(), "{args:?}");
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(err.lines().count(), 1, "{args:?}: one line: {err}");
    assert!(!err.contains("panicked"), "{err}");
    err
}

#[test]
fn bad_input_is_one_clear_line() {
    // Bad games, moves and positions: exit code 1.
    let cases: &[(&[&str], &str)] = &[
        (
            &["analyze", "makruk"],
            "error: unknown game `makruk`; the games are: tictactoe, connect4, connect3, othello, othello6, gomoku, connect4-8x7, connect4-5x4, tokens, tokens3, nim, hex, hex5, y, havannah, twixt, chinese-checkers, quoridor, hive, pentago, ultimate-tictactoe, kalah, oware, dots-and-boxes, nine-mens-morris, kono, subtraction, tictactoe-misere, breakthrough, clobber, domineering, konane, amazons, amazons6, checkers, lines-of-action, draughts, chess, antichess, crazyhouse, xiangqi, go9, go, shogi\n",
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
            &["solve", "connect4", "--moves", "4x"],
            "error: move 2 of the sequence: malformed move `x`: expected a column number 1..7\n",
        ),
        (
            &["solve", "connect4", "--moves", "4444444"],
            "error: move 7 of the sequence: illegal move `4`; legal moves: 1 2 3 5 6 7\n",
        ),
        (
            &["show", "othello", "--moves", "f5z9"],
            "error: move 2 of the sequence: malformed move `z9`: expected a square a1..h8 (column letter, row number from the top) or `ps` to pass\n",
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
        (
            &["compare", "tictactoe", "--depth", "10"],
            "error: depth 10 is more than the 9 plies left in this game\n",
        ),
        (
            &["analyze", "connect4", "--explain", "--depth", "4"],
            "error: --explain draws trees of depth 1 to 3, not 4: use analyze without --explain for deeper searches\n",
        ),
        (
            &["analyze", "connect4", "--algo", "minimax", "--time", "1"],
            "error: --time limits the engine's iterative deepening; minimax searches to a fixed --depth\n",
        ),
        (
            &["compare", "connect4", "--depth", "3", "--plot", "chart.svg"],
            "error: --plot draws nodes against depth: give --depths 1..D\n",
        ),
    ];
    for (args, expected) in cases {
        assert_eq!(fails_with(args, 1), *expected, "{args:?}");
    }
    // A garbage position string says what was expected, for every game.
    for game in [
        "tictactoe",
        "connect4",
        "othello",
        "othello6",
        "gomoku",
        "tokens",
        "nim",
        "hex",
        "kono",
        "subtraction",
        "tictactoe-misere",
    ] {
        let err = fails_with(&["show", game, "--position", "garbage"], 1);
        assert!(
            err.starts_with("error: malformed position `garbage`: "),
            "{err}"
        );
        assert!(
            err.contains("expected") || err.contains("cells are"),
            "{err}"
        );
    }
    // Bad options are refused by the argument parser: exit code 2, one line.
    let cases: &[(&[&str], &str)] = &[
        (
            &["analyze", "tictactoe", "--depth", "0"],
            "error: invalid value '0' for '--depth <PLIES>': expected a depth in plies from 1 to 254 (see --help)\n",
        ),
        (
            &["analyze", "connect4", "--depth", "1000"],
            "error: invalid value '1000' for '--depth <PLIES>': expected a depth in plies from 1 to 254 (see --help)\n",
        ),
        (
            &["solve", "connect4", "--time", "-1"],
            "error: invalid value '-1' for '--time <SECS>': expected a positive number of seconds, at most 86400 (see --help)\n",
        ),
        (
            &["play", "connect4", "--time", "nan"],
            "error: invalid value 'nan' for '--time <SECS>': expected a positive number of seconds, at most 86400 (see --help)\n",
        ),
        (
            &["compare", "connect4", "--depths", "5..2"],
            "error: invalid value '5..2' for '--depths <RANGE>': `5..2` is empty: expected the first depth at most the last (see --help)\n",
        ),
        (
            &["perft", "tictactoe"],
            "error: the following required arguments were not provided: <DEPTH> (see --help)\n",
        ),
        (
            &[
                "solve",
                "tictactoe",
                "--moves",
                "1",
                "--position",
                "X-------- O",
            ],
            "error: the argument '--moves <MOVES>' cannot be used with '--position <POSITION>' (see --help)\n",
        ),
        (
            &["chess"],
            "error: unrecognized subcommand 'chess' (see --help)\n",
        ),
    ];
    for (args, expected) in cases {
        assert_eq!(fails_with(args, 2), *expected, "{args:?}");
    }
    let err = fails_with(&["analyze", "tictactoe", "--algo", "mcts"], 2);
    assert!(
        err.contains("invalid value 'mcts' for '--algo <ALGO>'"),
        "{err}"
    );
}

#[test]
fn help_gives_examples_for_every_command() {
    let help = ok(&["--help"]);
    assert!(help.contains("Examples:"), "{help}");
    for command in [
        "list", "show", "analyze", "solve", "compare", "perft", "bench", "play",
    ] {
        let help = ok(&[command, "--help"]);
        assert!(help.contains("Example"), "{command}: {help}");
        assert!(
            help.contains(&format!("gamedsl {command}")),
            "{command}: {help}"
        );
    }
}

#[test]
fn analyze_prints_the_principal_variation() {
    let out = ok(&[
        "analyze",
        "tictactoe",
        "--moves",
        "1425",
        "--algo",
        "minimax",
    ]);
    assert!(out.contains("best move: 3 (+1 (win in 1 ply))"), "{out}");
    assert!(out.contains("principal variation: 3\n"), "{out}");
    let v = json(&["analyze", "tictactoe", "--moves", "5", "--json"]);
    assert_eq!(v["score"], 0);
    assert_eq!(v["pv"].as_array().unwrap().len(), 8, "to the end of a draw");
    let v = json(&[
        "analyze", "connect4", "--moves", "4455", "--time", "0.5", "--json",
    ]);
    assert_eq!(v["algo"], "engine");
    assert_eq!(v["moves"].as_array().unwrap().len(), 7);
}

#[test]
fn explain_draws_the_minimax_tree() {
    let out = ok(&[
        "analyze",
        "tictactoe",
        "--moves",
        "1425",
        "--depth",
        "3",
        "--explain",
    ]);
    assert!(
        out.contains("X   3: +1 (win in 1 ply)                      <- X's choice (highest)\n"),
        "{out}"
    );
    assert!(
        out.contains("      O   6: -1 (loss in 2 plies) <- O's choice (lowest)\n"),
        "{out}"
    );
    assert!(
        out.contains("      O   3: 0                    then X 7    <- O's choice (lowest)\n"),
        "{out}"
    );
    assert!(
        out.contains("value at depth 3: +1 (win in 1 ply); best move: 3"),
        "{out}"
    );
    let out = ok(&["analyze", "connect4", "--depth", "2", "--explain"]);
    assert_eq!(out.matches("<- O's choice (lowest)").count(), 7, "{out}");
    assert_eq!(out.matches("<- X's choice (highest)").count(), 1, "{out}");
}

#[test]
fn compare_over_depths_and_its_chart() {
    let dir = std::env::temp_dir().join(format!("gamedsl-plot-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("chart.svg");
    let v = json(&[
        "compare",
        "tictactoe",
        "--depths",
        "1..4",
        "--plot",
        file.to_str().unwrap(),
        "--json",
    ]);
    let rows = v["rows"].as_array().unwrap();
    assert_eq!(rows.len(), 4);
    assert_eq!(rows[0]["depth"], 1);
    // Minimax visits every sequence: 1 + 9 + 9*8 + 9*8*7 + 9*8*7*6 positions to depth 4.
    assert_eq!(rows[3]["results"][0]["nodes"], 1 + 9 + 72 + 504 + 3024);
    let svg = std::fs::read_to_string(&file).unwrap();
    assert!(
        svg.starts_with("<svg ") && svg.contains("<polyline"),
        "{svg}"
    );
    assert_eq!(svg.matches("<polyline").count(), 4);
    let out = ok(&["compare", "connect4", "--depths", "3"]);
    assert!(out.contains("nodes searched to each depth:"), "{out}");
    assert!(out.lines().any(|l| l.starts_with("    3 ")), "{out}");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_solve_out_of_time_gives_the_proven_bounds() {
    let v = json(&["solve", "connect4", "--time", "0.3", "--json"]);
    assert_eq!(v["complete"], false);
    let (lower, upper) = (v["lower"].as_i64().unwrap(), v["upper"].as_i64().unwrap());
    assert!(
        lower <= 1 && 1 <= upper,
        "the first player wins with +1: {v}"
    );
    // The time is printed to a tenth of a second: a loaded machine may overrun 0.3 s.
    let out = ok(&["solve", "connect4", "--time", "0.3"]);
    assert!(out.contains("time limit reached after "), "{out}");
    assert!(out.contains(" s: the value is between "), "{out}");
}

/// Ctrl-C (SIGINT) stops a long solve: it prints the bounds proven so far and exits with 130.
#[cfg(unix)]
#[test]
fn ctrl_c_stops_a_solve_with_its_bounds() {
    use std::io::{BufRead, BufReader};
    use std::process::Stdio;
    use std::time::{Duration, Instant};
    let mut child = Command::new(env!("CARGO_BIN_EXE_gamedsl"))
        .args(["solve", "connect4"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // Standard error is no terminal here: the solve writes its progress as lines. The first
    // with both bounds proven shows the handler in place (it is installed before the search
    // starts) and a range to report.
    let mut progress = BufReader::new(child.stderr.take().unwrap()).lines();
    let proven = progress
        .by_ref()
        .map(Result::unwrap)
        .find(|line| line.starts_with("solving: value in [") && !line.contains('?'));
    assert!(proven.is_some(), "no progress line with both bounds");
    let sent = Instant::now();
    let kill = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(kill.success());
    let out = child.wait_with_output().unwrap();
    assert!(sent.elapsed() < Duration::from_secs(5), "it stops promptly");
    assert_eq!(out.status.code(), Some(130));
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert!(stdout.contains("stopped after "), "{stdout}");
    assert!(stdout.contains(": the value is between "), "{stdout}");
    assert!(stdout.contains("; best move so far: "), "{stdout}");
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
    // The score Pascal Pons' Connect Four solver tutorial gives this position, its second
    // example of the scoring, beside 18 for 4455 above ("Solving Connect 4", part 1,
    // http://blog.gamesolver.org/solving-connect-four/01-introduction/).
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
    assert!(err.contains(":1: expected `MOVES SCORE`"), "{err}");
    std::fs::remove_dir_all(&dir).ok();
}

/// Plays `game` with `args`, the moves piped in; returns the exit status and the output.
fn play(game: &str, args: &[&str], input: &str) -> (Option<i32>, String) {
    use std::io::Write;
    use std::process::Stdio;
    let mut child = Command::new(env!("CARGO_BIN_EXE_gamedsl"))
        .args(["play", game])
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    (out.status.code(), String::from_utf8(out.stdout).unwrap())
}

#[test]
fn play_reads_moves_from_standard_input() {
    let (code, out) = play(
        "tictactoe",
        &["--depth", "9"],
        "x\n5\nhint\nundo\n5\nquit\n",
    );
    assert_eq!(code, Some(0));
    assert!(
        out.contains(
            "X to move> x\nmalformed move `x`: expected a cell number 1..9; legal moves: 1 2 3 4 5 6 7 8 9"
        ),
        "{out}"
    );
    assert!(out.contains("O plays "), "the engine answers: {out}");
    assert!(out.contains("X to move> hint\nhint: "), "{out}");
    assert!(out.trim_end().ends_with("quit"), "{out}");
    let out = ok(&["play", "tictactoe", "--human", "none", "--depth", "9"]);
    assert!(
        out.contains("\nresult: draw\n"),
        "perfect play draws: {out}"
    );
}

#[test]
fn play_a_whole_game_against_the_engine() {
    // Every cell in turn: the ones taken are refused, with the legal moves, and the game goes on
    // to its end.
    let input: String = (1..=9).map(|cell| format!("{cell}\n")).collect();
    let (code, out) = play("tictactoe", &["--algo", "minimax", "--depth", "9"], &input);
    assert_eq!(code, Some(0));
    assert!(out.contains("illegal move `"), "{out}");
    let end = out.lines().rev().nth(1).unwrap();
    assert!(end == "result: draw" || end == "result: O wins", "{out}");
    assert!(
        out.lines().last().unwrap().starts_with("moves: 1 "),
        "{out}"
    );
    assert!(out.contains(": score "), "{out}");
    assert!(out.contains(", depth 9, "), "{out}");
    // Two players at one terminal, each move echoed, the board drawn after it.
    let (code, out) = play("connect4", &["--human", "both"], "4\n4\n3\n3\n2\n2\n8\n1\n");
    assert_eq!(code, Some(0));
    assert!(
        out.contains(
            "malformed move `8`: expected a column number 1..7; legal moves: 1 2 3 4 5 6 7"
        ),
        "{out}"
    );
    assert!(
        out.ends_with("result: X wins\nmoves: 4 4 3 3 2 2 1\n"),
        "{out}"
    );
}

#[test]
fn kono_is_played_by_steps_and_counted() {
    use game_dsl::Notation;
    assert!(ok(&["list"]).lines().any(|l| l.starts_with("kono ")));
    let out = ok(&["show", "kono", "--moves", "b5c4"]);
    assert!(
        // `.`: the cells O can step to.
        out.starts_with(
            "   a b c d e\n 1 O O O O O\n 2 O . . . O\n 3 - . - . -\n 4 X - X - X\n 5 X - X X X\n"
        ),
        "{out}"
    );
    assert!(out.contains("O to move, ply 1 of 100"), "{out}");
    assert!(
        out.contains("\nlegend: X, O: the players' stones; -: an empty cell; .: an empty cell a stone of the side to move can move to\n"),
        "{out}"
    );
    assert!(
        out.contains("position: OOOOOO---O-----X-X-XX-XXX O 1"),
        "{out}"
    );
    let v = json(&["perft", "kono", "6", "--json"]);
    assert_eq!(v["nodes"], 401_150);
    // The position string carries the plies played; a position past the limit is refused.
    let err = fails_with(
        &[
            "show",
            "kono",
            "--position",
            "OOOOOO---O-----X-X-XX-XXX O 101",
        ],
        1,
    );
    assert!(err.contains("past the limit of 100 plies"), "{err}");
    // A human's steps, one of them illegal, against the engine.
    let (code, out) = play("kono", &["--depth", "3"], "b5a4\nb5c4\nquit\n");
    assert_eq!(code, Some(0));
    assert!(
        out.contains("X to move> b5a4\nillegal move `b5a4`; legal moves: "),
        "{out}"
    );
    assert!(out.contains("O plays "), "{out}");
    // Twelve plies before the limit: the value by plain alpha-beta to the end (a draw). A solve
    // that finishes in its time gives it; one stopped (the short limit, on most machines) gives
    // a range that holds it.
    let position = "-OXXX--X--OOO--XX--O-XOO- X 88";
    let (value, _) = by_alphabeta(&gamedsl::Kono::parse_position(position).unwrap());
    for time in ["0.01", "10"] {
        let v = json(&[
            "solve",
            "kono",
            &format!("--position={position}"),
            "--time",
            time,
            "--json",
        ]);
        if v["complete"] == true {
            assert_eq!(v["score"].as_i64(), Some(value), "{v}");
        } else {
            let (lower, upper) = (v["lower"].as_i64(), v["upper"].as_i64());
            assert!(lower.is_none_or(|l| l <= value), "{v}");
            assert!(upper.is_none_or(|u| value <= u), "{v}");
            assert_ne!(lower, upper, "a range still open: {v}");
        }
    }
}

#[test]
fn analyze_within_a_time_scores_every_move_at_one_depth() {
    // Othello's four first moves are symmetric: searched to one depth, they score the same.
    let v = json(&["analyze", "othello", "--time", "1", "--json"]);
    let depth = v["depth"].as_u64().expect("the depth is a number");
    assert!(depth >= 2, "{v}");
    let moves = v["moves"].as_array().unwrap();
    let names: Vec<&str> = moves.iter().map(|m| m["move"].as_str().unwrap()).collect();
    assert_eq!(names, ["c4", "d3", "e6", "f5"]);
    let scores: Vec<i64> = moves.iter().map(|m| m["score"].as_i64().unwrap()).collect();
    assert!(scores.iter().all(|&s| s == scores[0]), "{v}");
    assert_eq!(v["score"], scores[0]);
    assert!(names.contains(&v["best_move"].as_str().unwrap()));

    // A depth and a time that suffices: the search of `--depth` alone, the same nodes.
    let timed = json(&[
        "analyze", "othello", "--algo", "engine", "--depth", "5", "--time", "30", "--json",
    ]);
    let fixed = json(&[
        "analyze", "othello", "--algo", "engine", "--depth", "5", "--json",
    ]);
    assert_eq!(timed["depth"], 5);
    assert_eq!(fixed["depth"], 5);
    assert_eq!(timed["nodes"], fixed["nodes"]);
    assert_eq!(timed["moves"], fixed["moves"]);

    // The text says the depth; the best move is one of the best scores shown.
    let out = ok(&["analyze", "connect4", "--algo", "engine", "--time", "1"]);
    let header = out
        .lines()
        .find(|l| l.starts_with("engine for 1.0 s, every move searched to depth "))
        .unwrap_or_else(|| panic!("{out}"));
    assert!(header.ends_with(':'), "{out}");
    let scores: Vec<(&str, i64)> = out
        .lines()
        .filter_map(|l| l.trim().split_once(" -> "))
        .map(|(mv, rest)| {
            let value = rest.split_whitespace().next().unwrap();
            (mv, value.parse::<i64>().unwrap())
        })
        .collect();
    assert_eq!(scores.len(), 7, "{out}");
    // Connect Four's board is symmetric: column 1 scores as 7, 2 as 6, 3 as 5.
    for (left, right) in [(0, 6), (1, 5), (2, 4)] {
        assert_eq!(scores[left].1, scores[right].1, "{out}");
    }
    let best = scores.iter().map(|&(_, s)| s).max().unwrap();
    let best_line = out.lines().find(|l| l.starts_with("best move: ")).unwrap();
    let best_move = best_line["best move: ".len()..].split(' ').next().unwrap();
    assert!(
        scores.contains(&(best_move, best)),
        "{best_move} is not among the best ({best}): {out}"
    );
}

#[test]
fn show_json_gives_the_moves_and_the_result() {
    let v = json(&["show", "tictactoe", "--moves", "21435", "--json"]);
    assert_eq!(v["game"], "tictactoe");
    assert_eq!(v["position"], "OXOXX---- O");
    assert_eq!(v["to_move"], "O");
    assert_eq!(v["moves"], serde_json::json!(["6", "7", "8", "9"]));
    assert_eq!(v["over"], false);
    assert_eq!(v["winner"], serde_json::Value::Null);
    assert_eq!(v["result"], serde_json::Value::Null);
    assert!(
        v["board"]
            .as_str()
            .unwrap()
            .starts_with(" O | X | O\n---+---+---\n X | X | 6\n"),
        "{v}"
    );
    assert!(
        v["legend"]
            .as_str()
            .unwrap()
            .starts_with("X, O: the players' stones")
    );

    // X completes the top row.
    let v = json(&["show", "tictactoe", "--moves", "14253", "--json"]);
    assert_eq!(v["over"], true);
    assert_eq!(v["winner"], "X");
    assert_eq!(v["result"], "X wins");
    assert_eq!(v["moves"], serde_json::json!([]));
    // A full board with no line.
    let v = json(&["show", "tictactoe", "--moves", "159287364", "--json"]);
    assert_eq!(v["over"], true);
    assert_eq!(v["winner"], serde_json::Value::Null);
    assert_eq!(v["result"], "draw");
    // Othello's first moves, in notation order.
    let v = json(&["show", "othello", "--json"]);
    assert_eq!(v["to_move"], "X");
    assert_eq!(v["moves"], serde_json::json!(["c4", "d3", "e6", "f5"]));
}

#[test]
fn list_keeps_one_column_for_long_names() {
    let out = ok(&["list"]);
    // `ultimate-tictactoe` is longer than the 12 columns of shorter names: every summary still
    // starts at the same column, one space after the longest name.
    let longest = out
        .lines()
        .map(|l| l.split(' ').next().unwrap().len())
        .max()
        .unwrap();
    assert_eq!(longest, "ultimate-tictactoe".len());
    for line in out.lines() {
        let (name, rest) = line.split_at(longest);
        assert!(
            rest.starts_with(' ') && !rest[1..].starts_with(' '),
            "{line}"
        );
        assert!(!name.trim_end().contains(' '), "{line}");
    }
}

#[test]
fn play_says_whose_score_and_what_kind() {
    let out = ok(&["play", "tictactoe", "--human", "none", "--depth", "9"]);
    assert!(
        out.contains("\nscores: for the side named; exact: the result under best play"),
        "{out}"
    );
    assert!(
        out.contains("X plays 5: score for X 0 (draw, exact), depth 9, 1,884 nodes, "),
        "{out}"
    );
    assert!(
        out.contains("X plays 9: score for X 0 (draw, exact), depth 1, 2 nodes, "),
        "{out}"
    );
    let out = ok(&["play", "tokens", "--position", "1", "--human", "none"]);
    assert!(
        out.contains("X plays 1: score for X +1 (win in 1 ply, exact), depth 1, 2 nodes, "),
        "{out}"
    );
    let out = ok(&["play", "connect4", "--human", "none", "--depth", "3"]);
    assert!(out.contains("X plays 4: score for X "), "{out}");
    assert!(out.contains(" (heuristic), depth 3, "), "{out}");
}

#[test]
fn legends_name_only_the_symbols_a_game_shows() {
    let legend = |game: &str| {
        let out = ok(&["show", game]);
        out.lines()
            .find_map(|l| l.strip_prefix("legend: "))
            .unwrap()
            .to_string()
    };
    assert_eq!(
        legend("checkers"),
        "X, O: the players' stones; x, o: promoted stones; -: an empty cell"
    );
    assert_eq!(
        legend("amazons6"),
        "X, O: the players' stones; *: a cell blocked for good (an arrow); -: an empty cell"
    );
    assert_eq!(
        legend("clobber"),
        "X, O: the players' stones; -: an empty cell"
    );
}

#[test]
fn times_and_means_read_in_sensible_units() {
    // JSON times are whole microseconds: three decimals of a millisecond at most.
    let v = json(&["solve", "connect4", "--moves", "4455", "--json"]);
    let time = v["time_ms"].to_string();
    let decimals = time.split_once('.').map_or(0, |(_, d)| d.len());
    assert!(decimals <= 3, "{time}");

    let dir = std::env::temp_dir().join(format!("gamedsl-units-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("set");
    std::fs::write(&file, "4455 18\n44455554221 -14\n").unwrap();
    let out = ok(&["bench", "connect4", file.to_str().unwrap()]);
    // `mean 812.4 µs`, `36.2 ms` or `7.44 s`: under a thousand of its unit.
    let mean = out.split_once("mean ").unwrap().1;
    let (number, unit) = mean.split_once(' ').unwrap();
    let unit = unit.split(',').next().unwrap();
    assert!(["µs", "ms", "s"].contains(&unit), "{out}");
    assert!(number.parse::<f64>().unwrap() < 1000.0, "{out}");
    let v = json(&["bench", "connect4", file.to_str().unwrap(), "--json"]);
    let mean_us = v["mean_us"].to_string();
    assert!(
        mean_us.split_once('.').map_or(0, |(_, d)| d.len()) <= 3,
        "{mean_us}"
    );
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn help_and_readme_point_to_what_exists() {
    // The test sets are named through the data variable, not a checkout beside `shared/`.
    for args in [&["--help"][..], &["bench", "--help"]] {
        let help = ok(args);
        assert!(!help.contains("../shared"), "{help}");
        assert!(help.contains("$GAME_DSL_DATA/connect4/"), "{help}");
        assert!(help.contains("GAME_DSL_DATA"), "{help}");
        assert!(help.contains("stands for the directory"), "{help}");
    }
    // Every file of the workspace the README cites is there.
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap();
    let readme = std::fs::read_to_string(root.join("README.md")).unwrap();
    let cited: Vec<&str> = readme
        .lines()
        .flat_map(|line| line.split('`').skip(1).step_by(2))
        .filter(|s| {
            [
                "tests/",
                "games/",
                "game-dsl/",
                "game-dsl-macros/",
                "docs/",
                "scripts/",
            ]
            .iter()
            .any(|crate_dir| s.starts_with(crate_dir))
                && !s.contains(' ')
        })
        .collect();
    assert!(
        cited.contains(&"games/src/testing/conformance.rs"),
        "{cited:?}"
    );
    for path in cited {
        assert!(
            root.join(path).exists(),
            "the README cites {path}, which is not there"
        );
    }
}

/// Replays every path of a `split --json` from its root and checks that it reaches its unit's
/// position, that each unit's position reads back as itself, and that the terminal units are
/// the finished games; returns the units.
fn replay_split<G: game_dsl::Notation>(out: &serde_json::Value) -> Vec<serde_json::Value> {
    use game_dsl::GameExt;
    let root = G::parse_position(out["position"].as_str().unwrap()).unwrap();
    let units = out["units"].as_array().unwrap().clone();
    let mut lines = 0;
    for unit in &units {
        let text = unit["position"].as_str().unwrap();
        let pos = G::parse_position(text).unwrap();
        assert_eq!(pos.position_string(), text);
        assert_eq!(unit["terminal"].is_null(), !pos.is_over(), "{text}");
        for path in unit["paths"].as_array().unwrap() {
            lines += 1;
            let mut at = root;
            for mv in path.as_array().unwrap() {
                assert!(!at.is_over());
                at = at.after(at.parse_legal_move(mv.as_str().unwrap()).unwrap());
            }
            assert_eq!(at.position_string(), text, "{path}");
        }
    }
    assert_eq!(out["lines"], lines);
    units
}

#[test]
fn split_cuts_the_tree_into_units_whose_paths_replay() {
    // Connect Four at 4 plies: perft(4) = 2,401 lines, 1,120 distinct positions.
    let out = json(&["split", "connect4", "--depth", "4", "--json"]);
    assert_eq!(
        (out["game"].as_str(), out["depth"].as_u64()),
        (Some("connect4"), Some(4))
    );
    let units = replay_split::<gamedsl::ConnectFour>(&out);
    assert_eq!((units.len(), out["lines"].as_u64()), (1_120, Some(2_401)));
    assert!(units.iter().all(|u| u["terminal"].is_null()));
    // A transposition: 1 then 2 and 2 then 1 reach one unit.
    let shared = units
        .iter()
        .find(|u| {
            u["paths"]
                .as_array()
                .unwrap()
                .contains(&serde_json::json!(["1", "1", "2", "2"]))
        })
        .unwrap();
    assert!(
        shared["paths"]
            .as_array()
            .unwrap()
            .contains(&serde_json::json!(["2", "2", "1", "1"]))
    );

    // Tic-tac-toe to the end: the 958 finished positions, each with its value, reached by the
    // 255,168 games.
    let out = json(&["split", "tictactoe", "--depth", "9", "--json"]);
    let units = replay_split::<gamedsl::TicTacToe>(&out);
    assert_eq!((units.len(), out["lines"].as_u64()), (958, Some(255_168)));
    let won = units
        .iter()
        .filter(|u| u["terminal"]["score"] == -1)
        .count();
    let drawn = units.iter().filter(|u| u["terminal"]["score"] == 0).count();
    assert_eq!((won, drawn, units.len() - won - drawn), (942, 16, 0));

    // From a position, at depth 0: the position itself.
    let out = json(&[
        "split", "connect4", "--moves", "4453", "--depth", "0", "--json",
    ]);
    let units = replay_split::<gamedsl::ConnectFour>(&out);
    assert_eq!(units.len(), 1);
    assert_eq!(units[0]["paths"], serde_json::json!([[]]));

    let err = fails(&["split", "connect4", "--depth", "41"]);
    assert_eq!(
        err,
        "error: invalid value '41' for '--depth <PLIES>': expected a split depth in plies from 0 to 40 (see --help)\n"
    );
}
