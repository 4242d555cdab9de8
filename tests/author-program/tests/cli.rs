//! The author's program on the command line: every command finds the author's games, and bad
//! input is one line on standard error with the exit code of the bundled program.

use std::process::{Command, Output};

fn program(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_author-program"))
        .args(args)
        .output()
        .unwrap()
}

/// The standard output of a command that must succeed.
fn ok(args: &[&str]) -> String {
    let out = program(args);
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// The one JSON object a `--json` command prints.
fn json(args: &[&str]) -> serde_json::Value {
    let out = ok(args);
    assert_eq!(out.lines().count(), 1, "one JSON object on one line: {out}");
    serde_json::from_str(&out).unwrap()
}

/// The exit code and the standard error of a command that must fail, which prints nothing on
/// standard output and one line on standard error.
fn fails(args: &[&str]) -> (i32, String) {
    let out = program(args);
    assert!(!out.status.success(), "{args:?} should fail");
    assert!(out.stdout.is_empty());
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(err.lines().count(), 1, "one line: {err}");
    (out.status.code().unwrap(), err.trim_end().to_string())
}

#[test]
fn list_shows_the_authors_games_only() {
    assert_eq!(
        ok(&["list"]),
        "hex4         Hex on 4 x 4; moves are cells a1-d4\n\
         crossing     Four stones a side cross a 4 x 4 board; moves are steps such as `a4a3`\n\
         turnstile    Step a stone, then turn a quadrant of a 4 x 4 board; moves such as `a4a3:1+`\n"
    );
}

#[test]
fn show_draws_a_hex_rhombus_and_stepped_stones() {
    let hex = ok(&["show", "hex4", "--moves", "b2"]);
    assert!(hex.contains(" 2  - X - -"), "{hex}");
    assert!(hex.contains("position: -----X---------- O"), "{hex}");
    let crossing = ok(&["show", "crossing", "--moves", "a4a3"]);
    assert!(
        crossing.contains("position: OOOO----X----XXX O 1"),
        "{crossing}"
    );
    // Rows from 1 at the top: X's a4 steps to a3, then the upper left quadrant turns clockwise,
    // which carries O's a1 to b1.
    let turnstile = ok(&["show", "turnstile", "--moves", "a4a3:1+"]);
    assert!(
        turnstile.contains(" 1 - O O -\n 2 - - - O\n 3 X - - X\n 4 - X - -\n"),
        "{turnstile}"
    );
    assert!(
        turnstile.contains("position: -OO----OX--X-X-- O 1"),
        "{turnstile}"
    );
}

#[test]
fn perft_counts_as_arithmetic_says() {
    // Hex: no chain joins two sides before X's fourth stone (ply 7): 16 x 15 x 14.
    assert_eq!(json(&["perft", "hex4", "3", "--json"])["nodes"], 3_360);
    // Crossing: each side's four stones can only step forwards at first, 4 x 4 x 3 x 3 plies on
    // (a stone that stepped lets its neighbours step sideways or after it).
    assert_eq!(json(&["perft", "crossing", "1", "--json"])["nodes"], 4);
    assert_eq!(json(&["perft", "crossing", "2", "--json"])["nodes"], 16);
    // Turnstile: X's a4, b4 and d3 have five steps (a3; b3, c4; c3, d4), each followed by one
    // of four quadrants turned either way.
    assert_eq!(
        json(&["perft", "turnstile", "1", "--json"])["nodes"],
        5 * 4 * 2
    );
}

#[test]
fn analyze_and_solve_find_the_authors_games() {
    let v = json(&[
        "analyze",
        "hex4",
        "--moves",
        "a1 b1 a2 b2 a3 b3",
        "--depth",
        "1",
        "--json",
    ]);
    assert_eq!(v["best_move"], "a4", "{v}");
    assert_eq!(v["score"], 1);
    let v = json(&["solve", "hex4", "--moves", "a1 b1 a2 b2 a3 b3", "--json"]);
    assert_eq!(
        (v["score"].clone(), v["plies"].clone()),
        (1.into(), 1.into()),
        "{v}"
    );
    // Turnstile's start is won at once: b4 and a4 stand on row 4, and the lower right quadrant
    // turned brings X's stone to c4 from c3 (d3 stepped there, the turn anticlockwise) or from
    // d4 (d3 stepped up, clockwise).
    let v = json(&["analyze", "turnstile", "--depth", "1", "--json"]);
    let wins: Vec<&str> = v["moves"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|m| m["score"] == 1)
        .map(|m| m["move"].as_str().unwrap())
        .collect();
    assert_eq!(wins, ["d3c3:4-", "d3d4:4+"], "{v}");
    // Solved too, strongly and weakly: the game has no tactics, and the solve's shallow search
    // finds the win before its null-window tests (without it, 308 M positions and 72 s).
    for weak in [&[][..], &["--weak"][..]] {
        let v = json(&[&["solve", "turnstile", "--json"][..], weak].concat());
        assert_eq!(v["score"], 1, "{v}");
        assert_eq!(v["complete"], true, "{v}");
        assert!(
            ["d3c3:4-", "d3d4:4+"].contains(&v["best_move"].as_str().unwrap()),
            "{v}"
        );
        assert!(v["nodes"].as_u64().unwrap() < 100, "{v}");
    }
    assert_eq!(json(&["solve", "turnstile", "--json"])["plies"], 1);
    let v = json(&["compare", "crossing", "--depth", "3", "--json"]);
    let results = v["results"].as_array().unwrap();
    assert_eq!(results.len(), 4);
    assert!(
        results.iter().all(|r| r["score"] == results[0]["score"]),
        "{v}"
    );
}

#[test]
fn bad_input_is_one_line_and_an_exit_code() {
    assert_eq!(
        fails(&["show", "connect4"]),
        (
            1,
            "error: unknown game `connect4`; the games are: hex4, crossing, turnstile".to_string()
        )
    );
    let (code, err) = fails(&["show", "hex4", "--moves", "a1 a1"]);
    assert_eq!(code, 1);
    assert!(err.starts_with("error: "), "{err}");
    let (code, err) = fails(&["show", "crossing", "--position", "OOOO X"]);
    assert_eq!(code, 1);
    assert!(err.starts_with("error: "), "{err}");
    let (code, err) = fails(&["perft", "hex4", "99"]);
    assert_eq!(code, 2);
    assert!(err.contains("99"), "{err}");
}
