//! The author's program served over HTTP, with the bundled program's server-test helpers: the
//! games listed with their layouts and bounds (derived from the games, not from their names),
//! positions drawn, searches bounded, bad input refused with 400.

#[path = "../../../games/tests/common/mod.rs"]
mod common;

use std::process::Command;
use std::time::{Duration, Instant};

use common::{Server, untimed};
use serde_json::{Value, json};

fn start() -> Server {
    Server::start(env!("CARGO_BIN_EXE_author-program"))
}

#[test]
fn games_lists_the_authors_games_with_their_layouts_and_bounds() {
    let server = start();
    let (status, _, body) = server.get("/api/games");
    assert_eq!(status, 200);
    let games: Value = serde_json::from_str(&body).unwrap();
    let ids: Vec<&str> = games["games"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| g["id"].as_str().unwrap())
        .collect();
    assert_eq!(ids, ["hex4", "crossing", "turnstile"]);
    let hex = &games["games"][0];
    assert_eq!(hex["layout"]["kind"], "hex");
    assert_eq!(hex["layout"]["look"], "stones");
    assert_eq!(hex["layout"]["columns"], json!(["a", "b", "c", "d"]));
    assert_eq!(hex["layout"]["rows"], json!(["1", "2", "3", "4"]));
    assert_eq!(hex["drops"], false);
    // 16 moves a ply: minimax to 4 plies (16^5 is over a million positions).
    assert_eq!(
        hex["max_depth"],
        json!({"minimax": 4, "alphabeta-unordered": 5, "alphabeta": 6, "engine": 8, "compare": 4})
    );
    assert_eq!(hex["default_depth"], 4);
    let crossing = &games["games"][1];
    assert_eq!(crossing["layout"]["kind"], "square");
    assert_eq!(crossing["layout"]["cells"][3][0], "a4");
    assert_eq!(crossing["board"], json!({"width": 4, "height": 4}));
    // Turnstile's moves end with a quadrant turned: the page offers the eight turns.
    let turns = &games["games"][2]["layout"]["turns"];
    assert_eq!(turns.as_array().unwrap().len(), 8, "{turns}");
    assert_eq!(
        turns[7],
        json!({"block": [1, 1], "clockwise": true, "suffix": ":4+"})
    );
}

#[test]
fn state_draws_a_step_then_a_turn_without_a_capture() {
    let server = start();
    let state = server.post(
        "/api/state",
        json!({"game": "turnstile", "moves": "a4a3:1+"}),
    );
    assert_eq!(state["board"][0], json!(["-", "O", "O", "-"]));
    assert_eq!(state["last"]["path"], json!([[3, 0], [2, 0]]));
    assert_eq!(state["last"]["from"], json!([3, 0]));
    // O's stone on a1 was turned to b1, not taken.
    assert_eq!(state["last"]["captures"], json!([]));
    assert_eq!(state["last"]["changed"], json!([[0, 0], [0, 1]]));
    let legal = state["legal"].as_array().unwrap();
    assert!(
        legal
            .iter()
            .all(|m| m["path"].as_array().unwrap().len() == 2),
        "{state}"
    );
}

#[test]
fn state_draws_steps_with_the_cell_they_leave() {
    let server = start();
    let state = server.post("/api/state", json!({"game": "crossing", "moves": "a4a3"}));
    assert_eq!(state["to_move"], "O");
    assert_eq!(state["board"][2], json!(["X", "-", "-", "-"]));
    assert_eq!(state["last"]["move"], "a4a3");
    assert_eq!(state["last"]["from"], json!([3, 0]));
    assert_eq!(state["last"]["cell"], json!([2, 0]));
    let legal = state["legal"].as_array().unwrap();
    assert_eq!(legal.len(), 4, "{state}");
    assert!(legal.iter().all(|m| m["from"][0] == 0), "{state}");
}

#[test]
fn analyze_answers_as_the_command_line_does() {
    let server = start();
    let answer = server.post(
        "/api/analyze",
        json!({"game": "hex4", "moves": "b2 c2", "algo": "alphabeta", "depth": 3}),
    );
    let out = Command::new(env!("CARGO_BIN_EXE_author-program"))
        .args([
            "analyze",
            "hex4",
            "--moves",
            "b2 c2",
            "--algo",
            "alphabeta",
            "--depth",
            "3",
            "--json",
        ])
        .output()
        .unwrap();
    let cli: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(untimed(answer), untimed(cli));
}

#[test]
fn searches_are_bounded_and_bad_input_refused() {
    let server = start();
    let started = Instant::now();
    let answer = server.post(
        "/api/analyze",
        json!({"game": "crossing", "algo": "engine", "time": 0.5}),
    );
    assert!(
        answer["moves"].as_array().is_some_and(|m| m.len() == 4),
        "{answer}"
    );
    assert!(started.elapsed() < Duration::from_secs(5));
    assert_eq!(
        server.refused(
            "/api/analyze",
            r#"{"game": "hex4", "algo": "minimax", "depth": 5}"#,
            400
        ),
        "depth 5 is out of range: hex4 minimax searches 1 to 4 plies here"
    );
    assert_eq!(
        server.refused("/api/state", r#"{"game": "connect4"}"#, 400),
        "unknown game `connect4`; the games are: hex4, crossing, turnstile"
    );
    let err = server.refused(
        "/api/state",
        r#"{"game": "crossing", "moves": "a4a2"}"#,
        400,
    );
    assert!(err.contains("a4a2"), "{err}");
    let err = server.refused("/api/state", r#"{"game": "hex4", "position": "XX"}"#, 400);
    assert!(!err.is_empty());
}
