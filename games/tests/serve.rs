//! `gamedsl serve`, exercised over HTTP: the real program started on a loopback port, every
//! endpoint, every kind of bad request, and many clients at once.

mod common;

use std::io::{Read, Write};
use std::net::TcpStream;
use std::process::Command;
use std::time::{Duration, Instant};

use common::{Server, untimed};
use serde_json::{Value, json};

/// The server of the bundled games, started for one test.
fn start() -> Server {
    Server::start(env!("CARGO_BIN_EXE_gamedsl"))
}

/// The CLI's `--json` output for the same request.
fn cli_json(args: &[&str]) -> Value {
    let out = Command::new(env!("CARGO_BIN_EXE_gamedsl"))
        .args(args)
        .output()
        .unwrap();
    assert!(out.status.success(), "{args:?}");
    serde_json::from_slice(&out.stdout).unwrap()
}

#[test]
fn the_page_and_its_assets_are_served() {
    let server = start();
    let (status, content_type, page) = server.get("/");
    assert_eq!(status, 200);
    assert!(content_type.starts_with("text/html"), "{content_type}");
    assert!(page.contains("<script src=\"/app.js\">"), "{page}");
    assert!(!page.contains("https://"), "no CDN");
    let (status, content_type, script) = server.get("/app.js");
    assert_eq!(status, 200);
    assert!(content_type.starts_with("text/javascript"));
    assert!(script.contains("/api/compare"));
    assert!(script.contains("/api/tree"));
    assert!(page.contains("id=\"tree-panel\""));
    let (status, content_type, _) = server.get("/style.css");
    assert_eq!(status, 200);
    assert!(content_type.starts_with("text/css"));
}

#[test]
fn games_lists_every_bundled_game_with_its_bounds() {
    let server = start();
    let (status, content_type, body) = server.get("/api/games");
    assert_eq!(status, 200);
    assert_eq!(content_type, "application/json");
    let games: Value = serde_json::from_str(&body).unwrap();
    let ids: Vec<&str> = games["games"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| g["id"].as_str().unwrap())
        .collect();
    assert_eq!(
        ids,
        [
            "tictactoe",
            "connect4",
            "connect3",
            "othello",
            "othello6",
            "gomoku",
            "connect4-8x7",
            "connect4-5x4",
            "tokens",
            "tokens3",
            "nim",
            "hex",
            "hex5",
            "y",
            "havannah",
            "twixt",
            "chinese-checkers",
            "quoridor",
            "hive",
            "pentago",
            "ultimate-tictactoe",
            "kalah",
            "oware",
            "dots-and-boxes",
            "nine-mens-morris",
            "kono",
            "subtraction",
            "tictactoe-misere",
            "breakthrough",
            "clobber",
            "domineering",
            "konane",
            "amazons",
            "amazons6",
            "checkers",
            "lines-of-action",
            "draughts",
            "chess",
            "antichess",
            "crazyhouse",
            "xiangqi",
            "go9",
            "go",
            "shogi"
        ]
    );
    let connect4 = &games["games"][1];
    assert_eq!(connect4["board"], json!({"width": 7, "height": 6}));
    assert_eq!(connect4["drops"], json!(true));
    let bounds = &connect4["max_depth"];
    assert!(bounds["minimax"].as_u64() < bounds["alphabeta"].as_u64());
    assert_eq!(bounds["compare"], bounds["minimax"]);
    assert_eq!(games["games"][2]["board"], json!({"width": 5, "height": 4}));
    assert_eq!(
        games["games"][5]["board"],
        json!({"width": 15, "height": 15})
    );
    assert_eq!(games["games"][8]["board"], Value::Null);
    assert_eq!(
        games["games"][11]["board"],
        json!({"width": 7, "height": 7})
    );
    assert_eq!(
        games["algorithms"],
        json!(["minimax", "alphabeta-unordered", "alphabeta", "engine"])
    );
}

#[test]
fn state_draws_several_piles() {
    let server = start();
    let state = server.post("/api/state", json!({"game": "nim", "moves": "2:3"}));
    assert_eq!(state["position"], "3,1,5 O");
    assert_eq!(state["piles"], json!([3, 1, 5]));
    assert_eq!(state["pile"], Value::Null);
    assert_eq!(state["legal"].as_array().unwrap().len(), 3 + 1 + 5);
}

#[test]
fn state_draws_boards_piles_and_finished_games() {
    let server = start();
    let state = server.post("/api/state", json!({"game": "connect4", "moves": "44"}));
    assert_eq!(
        state["position"],
        "-------------------------------O------X--- X"
    );
    assert_eq!(state["to_move"], "X");
    assert_eq!(state["over"], false);
    assert_eq!(state["board"].as_array().unwrap().len(), 6);
    assert_eq!(state["board"][5][3], "X");
    assert_eq!(state["board"][4][3], "O");
    assert_eq!(state["board"][0][0], "-");
    // A drop fills the lowest empty cell of its column.
    let legal = state["legal"].as_array().unwrap();
    assert_eq!(legal.len(), 7);
    assert_eq!(
        legal[3],
        json!({"move": "4", "cell": [3, 3], "path": [[3, 3]]})
    );
    assert_eq!(
        legal[0],
        json!({"move": "1", "cell": [5, 0], "path": [[5, 0]]})
    );

    let othello = server.post("/api/state", json!({"game": "othello"}));
    let moves: Vec<&Value> = othello["legal"].as_array().unwrap().iter().collect();
    assert_eq!(moves.len(), 4);
    assert!(moves.contains(&&json!({"move": "f5", "cell": [4, 5], "path": [[4, 5]]})));

    let tokens = server.post("/api/state", json!({"game": "tokens", "position": "4 O"}));
    assert_eq!(tokens["pile"], 4);
    assert_eq!(tokens["board"], Value::Null);
    assert_eq!(tokens["to_move"], "O");
    assert_eq!(
        tokens["legal"],
        json!([
            {"move": "1", "cell": null, "path": []},
            {"move": "2", "cell": null, "path": []}
        ])
    );

    let won = server.post("/api/state", json!({"game": "tictactoe", "moves": "14253"}));
    assert_eq!(won["over"], true);
    assert_eq!(won["winner"], "X");
    assert_eq!(won["status"], "X wins");
    assert_eq!(won["legal"], json!([]));
    let drawn = server.post(
        "/api/state",
        json!({"game": "tictactoe", "moves": "5 1 9 7 4 6 3 2 8"}),
    );
    assert_eq!(
        (drawn["over"].clone(), drawn["winner"].clone()),
        (json!(true), Value::Null)
    );
}

#[test]
fn steps_name_the_cell_they_leave() {
    let server = start();
    let state = server.post("/api/state", json!({"game": "kono"}));
    assert_eq!(state["position"], "OOOOOO---O-----X---XXXXXX X 0");
    let legal = state["legal"].as_array().unwrap();
    assert_eq!(legal.len(), 8);
    assert!(legal.contains(
        &json!({"move": "b5c4", "from": [4, 1], "cell": [3, 2], "path": [[4, 1], [3, 2]]})
    ));
    // Placements leave no cell.
    let othello = server.post("/api/state", json!({"game": "othello"}));
    assert!(othello["legal"][0].get("from").is_none());
}

/// The legal move `text` of a state, with its fields.
fn legal_move<'a>(state: &'a Value, text: &str) -> &'a Value {
    state["legal"]
        .as_array()
        .unwrap()
        .iter()
        .find(|m| m["move"] == text)
        .unwrap_or_else(|| panic!("{text} is not legal in {state}"))
}

#[test]
fn moves_give_the_cells_they_touch_in_order() {
    let server = start();
    // A domino covers two cells; the names of the cells come from the moves.
    let domineering = server.post("/api/state", json!({"game": "domineering"}));
    assert_eq!(
        legal_move(&domineering, "c3c4")["path"],
        json!([[2, 2], [3, 2]])
    );
    let games = server.get("/api/games").2;
    let games: Value = serde_json::from_str(&games).unwrap();
    let layout = games["games"]
        .as_array()
        .unwrap()
        .iter()
        .find(|g| g["id"] == "domineering")
        .unwrap()["layout"]
        .clone();
    assert_eq!(layout["cells"][2][2], "c3");
    // An Amazons turn: the queen's square, where it goes, where its arrow lands.
    let amazons = server.post("/api/state", json!({"game": "amazons6"}));
    assert_eq!(
        legal_move(&amazons, "b6b3e3")["path"],
        json!([[5, 1], [2, 1], [2, 4]])
    );
    // The arrow blocks its cell.
    let shot = server.post("/api/state", json!({"game": "amazons6", "moves": "b6b3e3"}));
    assert_eq!(shot["board"][2][4], "*");
    assert_eq!(
        shot["pieces"]["*"],
        json!({"side": null, "kind": "blocked"})
    );
    assert_eq!(shot["last"]["path"], json!([[5, 1], [2, 1], [2, 4]]));
    // A chain of jumps: every square landed on, in order.
    let konane = server.post(
        "/api/state",
        json!({"game": "konane", "moves": "c4 c3 c6c4"}),
    );
    assert_eq!(
        legal_move(&konane, "c1c3c5")["path"],
        json!([[0, 2], [2, 2], [4, 2]])
    );
    let checkers = server.post(
        "/api/state",
        json!({"game": "checkers", "moves": "c6b5 f3e4 b7c6 e4f5 g6e4 d3f5 e6g4 h3f5 c8b7 g2h3 \
            b5c4 b3d5 c6e4 h1g2 h7g6 f5h7 f7e6 g2f3 e4g2 c2b3 d7c6 h3g4 g8f7 f1h3 e8d7 b1c2 \
            f7g6 b3c4 c6b5 a2b3"}),
    );
    assert_eq!(
        legal_move(&checkers, "b5d3b1")["path"],
        json!([[4, 1], [2, 3], [0, 1]])
    );
    // One-cell moves keep their cell: a Konane removal, a Clobber capture's two cells.
    let konane = server.post("/api/state", json!({"game": "konane"}));
    assert_eq!(legal_move(&konane, "d3")["path"], json!([[2, 3]]));
    let clobber = server.post("/api/state", json!({"game": "clobber"}));
    assert_eq!(
        legal_move(&clobber, "a1b1")["path"],
        json!([[0, 0], [0, 1]])
    );
}

#[test]
fn othello_passes_are_moves_without_a_cell() {
    let server = start();
    // X cannot flank the O in the corner; O can flank X: X passes.
    let position = format!("OX{} X", "-".repeat(62));
    let state = server.post(
        "/api/state",
        json!({"game": "othello", "position": position}),
    );
    assert_eq!(
        state["legal"],
        json!([{"move": "ps", "cell": null, "path": []}])
    );
}

#[test]
fn analyze_answers_as_the_command_line_does() {
    let server = start();
    for (game, moves, algo, depth) in [
        ("tictactoe", "15", "minimax", "5"),
        ("connect4", "4453", "alphabeta", "6"),
        ("connect4", "44", "alphabeta-unordered", "5"),
        ("othello6", "", "engine", "4"),
        ("gomoku", "113", "alphabeta", "2"),
        ("tokens", "", "minimax", "10"),
    ] {
        let sent = Instant::now();
        let api = server.post(
            "/api/analyze",
            json!({"game": game, "moves": moves, "algo": algo, "depth": depth.parse::<u32>().unwrap()}),
        );
        let round_trip_ms = sent.elapsed().as_secs_f64() * 1e3;
        let cli = cli_json(&[
            "analyze", game, "--moves", moves, "--algo", algo, "--depth", depth, "--json",
        ]);
        assert_eq!(untimed(api.clone()), untimed(cli), "{game} {moves} {algo}");
        // The search's own time, in milliseconds: within the round trip the client measured.
        let time_ms = api["time_ms"].as_f64().unwrap();
        assert!(
            0.0 < time_ms && time_ms <= round_trip_ms,
            "{time_ms} ms of {round_trip_ms}"
        );
    }
    // The default algorithm is alpha-beta, the default depth the game's.
    let api = server.post("/api/analyze", json!({"game": "tictactoe"}));
    assert_eq!(
        (api["algo"].clone(), api["depth"].clone()),
        (json!("alphabeta"), json!(9))
    );
    assert_eq!(api["score"], 0);
}

#[test]
fn the_engine_analyses_within_a_time() {
    let server = start();
    let started = Instant::now();
    let api = server.post(
        "/api/analyze",
        json!({"game": "othello", "algo": "engine", "time": 0.4}),
    );
    assert!(started.elapsed() < Duration::from_secs(5));
    // Every move searched to one depth, which the answer gives: the four first moves are
    // symmetric, so they score the same.
    assert!(
        api["depth"].as_u64().is_some_and(|depth| depth >= 1),
        "{api}"
    );
    let moves = api["moves"].as_array().unwrap();
    assert_eq!(moves.len(), 4);
    assert!(
        moves.iter().all(|m| m["score"] == moves[0]["score"]),
        "{api}"
    );
    assert!(api["best_move"].is_string());
}

#[test]
fn compare_answers_as_the_command_line_does_with_every_depth() {
    let server = start();
    let api = server.post(
        "/api/compare",
        json!({"game": "connect4", "moves": "4453", "depth": 5}),
    );
    let cli = cli_json(&[
        "compare", "connect4", "--moves", "4453", "--depth", "5", "--json",
    ]);
    assert_eq!(untimed(api), untimed(cli));

    let api = server.post(
        "/api/compare",
        json!({"game": "tictactoe", "moves": "5", "depth": 4, "depths": true}),
    );
    let by_depth = api["by_depth"].as_array().unwrap();
    assert_eq!(by_depth.len(), 4);
    for (i, row) in by_depth.iter().enumerate() {
        assert_eq!(row["depth"], i + 1);
        let algos: Vec<&str> = row["results"]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| r["algo"].as_str().unwrap())
            .collect();
        assert_eq!(
            algos,
            ["minimax", "alphabeta-unordered", "alphabeta", "engine"]
        );
    }
    assert_eq!(
        untimed(by_depth[3]["results"].clone()),
        untimed(api["results"].clone())
    );
    // Minimax examines more positions at each depth than at the one before.
    let minimax: Vec<u64> = by_depth
        .iter()
        .map(|row| row["results"][0]["nodes"].as_u64().unwrap())
        .collect();
    assert!(minimax.windows(2).all(|w| w[0] < w[1]), "{minimax:?}");
}

#[test]
fn bad_requests_are_refused_with_a_json_message() {
    let server = start();
    let analyze = "/api/analyze";
    for (path, body, status, needle) in [
        (analyze, "{", 400, "malformed request"),
        (analyze, "", 400, "malformed request"),
        (analyze, "[1, 2]", 400, "malformed request"),
        (analyze, r#"{"moves": "44"}"#, 400, "missing field `game`"),
        (
            analyze,
            r#"{"game": "connect4", "dpeth": 3}"#,
            400,
            "unknown field `dpeth`",
        ),
        (
            analyze,
            r#"{"game": "connect4", "depth": -1}"#,
            400,
            "malformed request",
        ),
        (
            analyze,
            r#"{"game": "connect4", "depth": "deep"}"#,
            400,
            "malformed request",
        ),
        (
            analyze,
            r#"{"game": "makruk"}"#,
            400,
            "unknown game `makruk`",
        ),
        (
            analyze,
            r#"{"game": "connect4", "moves": "4444444"}"#,
            400,
            "illegal",
        ),
        (
            analyze,
            r#"{"game": "connect4", "moves": "48"}"#,
            400,
            "move 2 of the sequence: malformed move `8`",
        ),
        (
            analyze,
            r#"{"game": "tictactoe", "moves": "x"}"#,
            400,
            "malformed move `x`",
        ),
        (
            analyze,
            r#"{"game": "tictactoe", "position": "XXX"}"#,
            400,
            "malformed position `XXX`: expected 9 cells",
        ),
        (
            analyze,
            r#"{"game": "tictactoe", "moves": "1", "position": "X-------- O"}"#,
            400,
            "not both",
        ),
        (
            analyze,
            r#"{"game": "connect4", "depth": 0}"#,
            400,
            "out of range",
        ),
        (
            analyze,
            r#"{"game": "connect4", "depth": 12}"#,
            400,
            "out of range",
        ),
        (
            analyze,
            r#"{"game": "connect4", "algo": "minimax", "depth": 9}"#,
            400,
            "1 to 8",
        ),
        (
            analyze,
            r#"{"game": "connect4", "algo": "engine", "depth": 4000000000}"#,
            400,
            "out of range",
        ),
        (
            analyze,
            r#"{"game": "connect4", "algo": "mcts"}"#,
            400,
            "unknown algorithm",
        ),
        (
            analyze,
            r#"{"game": "connect4", "algo": "minimax", "time": 1}"#,
            400,
            "engine only",
        ),
        (
            analyze,
            r#"{"game": "connect4", "algo": "engine", "time": 60}"#,
            400,
            "out of range",
        ),
        (
            analyze,
            r#"{"game": "connect4", "algo": "engine", "time": 0}"#,
            400,
            "out of range",
        ),
        (
            "/api/compare",
            r#"{"game": "connect4", "depth": 9}"#,
            400,
            "out of range",
        ),
        (
            "/api/compare",
            r#"{"game": "connect4", "algo": "engine"}"#,
            400,
            "do not apply",
        ),
        (
            "/api/compare",
            r#"{"game": "makruk", "depth": 2}"#,
            400,
            "unknown game",
        ),
        (
            "/api/state",
            r#"{"game": "othello", "moves": "a1"}"#,
            400,
            "illegal",
        ),
        ("/api/state", "null", 400, "malformed request"),
        ("/api/nothing", "{}", 404, "no such"),
        ("/api/games", "{}", 405, "method"),
    ] {
        let message = server.refused(path, body, status);
        assert!(message.contains(needle), "{path} {body}: {message}");
    }
    assert_eq!(server.get("/nothing").0, 404);
    let large = format!(
        r#"{{"game": "connect4", "moves": "{}"}}"#,
        "4 ".repeat(20_000)
    );
    // A body sent whole without waiting for `100 Continue` is read before it is refused, so
    // the answer always reaches the client (a reset of the connection could otherwise drop it).
    for _ in 0..20 {
        let message = server.refused(analyze, &large, 413);
        assert!(message.contains("larger than"), "{message}");
    }
    let request = |head: &str, body: &[u8]| {
        let head = format!(
            "POST /api/analyze HTTP/1.1\r\nHost: {}\r\nContent-Type: application/json\r\n\
             Connection: close\r\n{head}\r\n",
            server.address
        );
        common::exchange(&server.address, &[head.as_bytes(), body].concat())
    };
    // A body without a length, larger than the limit: refused once the limit is passed.
    let chunked = format!("{:x}\r\n{large}\r\n0\r\n\r\n", large.len());
    let answer = request("Transfer-Encoding: chunked\r\n", chunked.as_bytes());
    assert!(answer.starts_with("HTTP/1.1 413"), "{answer}");
    assert!(answer.contains("larger than 16384 bytes"), "{answer}");
    // A client that waits for `100 Continue`, and a body too large to be read, are refused
    // from the length alone, the body unsent.
    for head in [
        "Content-Length: 40000\r\nExpect: 100-continue\r\n",
        "Content-Length: 100000000\r\n",
    ] {
        let answer = request(head, b"");
        assert!(answer.starts_with("HTTP/1.1 413"), "{head}: {answer}");
    }
    // Still serving, on a new connection.
    let get = format!(
        "GET /api/games HTTP/1.1\r\nHost: {}\r\nConnection: close\r\n\r\n",
        server.address
    );
    let answer = common::exchange(&server.address, get.as_bytes());
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
}

#[test]
fn a_refused_request_leaves_its_connection_open() {
    let server = start();
    // Each request's body arrives after its headers: the server reads it before it answers,
    // so a client may send its next request on the same connection.
    let mut stream = TcpStream::connect(&server.address).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(10)))
        .unwrap();
    for (path, body) in [
        ("/api/games", "{}"),
        ("/api/nothing", "{}"),
        ("/api/analyze", "{"),
    ] {
        let head = format!(
            "POST {path} HTTP/1.1\r\nHost: {}\r\nContent-Type: application/json\r\n\
             Content-Length: {}\r\n\r\n",
            server.address,
            body.len()
        );
        stream.write_all(head.as_bytes()).unwrap();
        std::thread::sleep(Duration::from_millis(50));
        stream.write_all(body.as_bytes()).unwrap();
    }
    let last = format!(
        "GET /api/games HTTP/1.1\r\nHost: {}\r\nConnection: close\r\n\r\n",
        server.address
    );
    stream.write_all(last.as_bytes()).unwrap();
    let mut answer = String::new();
    stream.read_to_string(&mut answer).unwrap();
    let statuses: Vec<&str> = answer
        .match_indices("HTTP/1.1 ")
        .map(|(at, _)| &answer[at + 9..at + 12])
        .collect();
    assert_eq!(statuses, ["405", "404", "400", "200"], "{answer}");
}

#[test]
fn garbage_on_the_socket_does_not_stop_the_server() {
    let server = start();
    for garbage in [
        &b"\x00\xff\x13garbage\r\n\r\n"[..],
        b"POST /api/analyze HTTP/1.1\r\nContent-Length: 99999999999999999999\r\n\r\n{",
        b"GET / HTTP/1.1\r\nHost: x\r\n",
    ] {
        let mut stream = TcpStream::connect(&server.address).unwrap();
        stream
            .set_read_timeout(Some(Duration::from_millis(300)))
            .unwrap();
        stream.write_all(garbage).unwrap();
        let mut answer = Vec::new();
        let _ = stream.read_to_end(&mut answer);
    }
    // A client that sends half a request and stays connected holds no one else up.
    let mut idle = TcpStream::connect(&server.address).unwrap();
    idle.write_all(b"POST /api/analyze HTTP/1.1\r\nContent-Length: 100\r\n\r\n{")
        .unwrap();
    let state = server.post("/api/state", json!({"game": "tictactoe"}));
    assert_eq!(state["legal"].as_array().unwrap().len(), 9);
    drop(idle);
}

#[test]
fn many_clients_are_served_at_once() {
    let server = start();
    let started = Instant::now();
    std::thread::scope(|scope| {
        for client in 0..16 {
            let server = &server;
            scope.spawn(move || {
                for round in 0..4 {
                    let moves = ["4", "44", "443", "4433"][(client + round) % 4];
                    let answer = server.post(
                        "/api/analyze",
                        json!({"game": "connect4", "moves": moves, "algo": "alphabeta", "depth": 6}),
                    );
                    assert!(answer["best_move"].is_string());
                    let state = server.post("/api/state", json!({"game": "connect4", "moves": moves}));
                    assert_eq!(state["legal"].as_array().unwrap().len(), 7);
                }
            });
        }
    });
    assert!(started.elapsed() < Duration::from_secs(60));
}

#[test]
fn slow_searches_do_not_hold_up_cheap_requests() {
    let server = start();
    let ready = std::sync::Barrier::new(5);
    std::thread::scope(|scope| {
        // More of the deepest searches allowed than there are search slots; each answer comes
        // with the moment it arrived.
        let searches: Vec<_> = (0..4)
            .map(|_| {
                let (server, ready) = (&server, &ready);
                scope.spawn(move || {
                    ready.wait();
                    // Clobber's deepest comparison: about a second of minimax and alpha-beta
                    // (Connect Four's, 60 ms since the table grows with the search and the
                    // build targets the processor, could end before the cheap requests).
                    let answer = server.post(
                        "/api/compare",
                        json!({"game": "clobber", "depth": 5, "depths": true}),
                    );
                    (answer, Instant::now())
                })
            })
            .collect();
        // The searches sent (a loopback connection takes well under a millisecond; a search
        // takes hundreds).
        ready.wait();
        std::thread::sleep(Duration::from_millis(50));
        for _ in 0..10 {
            assert_eq!(server.get("/api/games").0, 200);
            server.post("/api/state", json!({"game": "connect4", "moves": "4"}));
        }
        let cheap_done = Instant::now();
        // Every cheap request was answered while every search was still running: none waited
        // for a search, whatever the speed of the machine.
        for search in searches {
            let (answer, answered) = search.join().unwrap();
            assert_eq!(answer["depth"], 5);
            assert!(
                answered > cheap_done,
                "a search answered {:?} before the cheap requests were done",
                cheap_done - answered
            );
        }
    });
}

/// The board of `game` in `/api/games`.
fn layout_of(games: &Value, game: &str) -> Value {
    games["games"]
        .as_array()
        .unwrap()
        .iter()
        .find(|g| g["id"] == game)
        .unwrap_or_else(|| panic!("{game} is listed"))["layout"]
        .clone()
}

#[test]
fn games_describe_their_boards_in_their_notation() {
    let server = start();
    let (_, _, body) = server.get("/api/games");
    let games: Value = serde_json::from_str(&body).unwrap();
    let letters = |n: u8| {
        (b'a'..b'a' + n)
            .map(|c| (c as char).to_string())
            .collect::<Vec<_>>()
    };
    let numbers = |from: usize, n: usize, step: usize| {
        (0..n)
            .map(|i| (from + i * step).to_string())
            .collect::<Vec<_>>()
    };

    let othello = layout_of(&games, "othello");
    assert_eq!(othello["kind"], "square");
    assert_eq!(othello["columns"], json!(letters(8)));
    assert_eq!(othello["rows"], json!(numbers(1, 8, 1)));
    let hex = layout_of(&games, "hex");
    assert_eq!(hex["kind"], "hex");
    assert_eq!(
        (hex["width"].clone(), hex["height"].clone()),
        (json!(7), json!(7))
    );
    assert_eq!(hex["columns"], json!(letters(7)));
    assert_eq!(layout_of(&games, "hex5")["kind"], "hex");
    let gomoku = layout_of(&games, "gomoku");
    assert_eq!(gomoku["columns"], json!(numbers(1, 15, 1)));
    assert_eq!(gomoku["rows"], json!(numbers(1, 15, 1)));
    // Cell 84 is the ninth of the sixth row.
    assert_eq!(gomoku["cells"][5][8], "84");
    let connect4 = layout_of(&games, "connect4");
    assert_eq!(connect4["columns"], json!(numbers(1, 7, 1)));
    assert_eq!(connect4["cells"], Value::Null);
    let kono = layout_of(&games, "kono");
    assert_eq!(kono["kind"], "square");
    assert_eq!(kono["rows"], json!(numbers(1, 5, 1)));
    assert_eq!(layout_of(&games, "nim"), json!({"kind": "piles"}));
    assert_eq!(layout_of(&games, "tokens"), json!({"kind": "piles"}));
    assert_eq!(layout_of(&games, "subtraction"), json!({"kind": "piles"}));

    // Each cell's name is the move that fills it (or, for a step, the two names of the move).
    for game in [
        "tictactoe",
        "tictactoe-misere",
        "othello",
        "othello6",
        "gomoku",
        "hex",
        "hex5",
        "kono",
    ] {
        let layout = layout_of(&games, game);
        let state = server.post("/api/state", json!({"game": game}));
        for m in state["legal"].as_array().unwrap() {
            let name = |key: &str| {
                let [r, c] = [&m[key][0], &m[key][1]].map(|v| v.as_u64().unwrap() as usize);
                layout["cells"][r][c].as_str().unwrap().to_string()
            };
            let named = match m.get("from") {
                Some(_) => name("from") + &name("cell"),
                None => name("cell"),
            };
            assert_eq!(named, m["move"], "{game}");
        }
    }
    let scoring = |id: &str| {
        games["games"]
            .as_array()
            .unwrap()
            .iter()
            .find(|g| g["id"] == id)
            .unwrap()["scoring"]
            .clone()
    };
    assert_eq!(scoring("othello"), "margin");
    assert_eq!(scoring("connect4"), "distance");
}

#[test]
fn state_shows_the_last_move_what_it_turned_and_the_winning_line() {
    let server = start();
    let start = server.post("/api/state", json!({"game": "othello"}));
    assert_eq!(start["last"], Value::Null);
    assert_eq!(start["count"], json!({"X": 2, "O": 2}));
    // f5 flanks the O on e5.
    let f5 = server.post("/api/state", json!({"game": "othello", "moves": "f5"}));
    assert_eq!(
        f5["last"],
        json!({"move": "f5", "by": "X", "cell": [4, 5], "from": null, "changed": [[4, 4]], "captures": [], "path": [[4, 5]]})
    );
    assert_eq!(f5["count"], json!({"X": 4, "O": 1}));
    // The cells that changed owner, read from the two boards.
    let d6 = server.post("/api/state", json!({"game": "othello", "moves": "f5 d6"}));
    let mut changed = Vec::new();
    for r in 0..8 {
        for c in 0..8 {
            let (was, is) = (&f5["board"][r][c], &d6["board"][r][c]);
            if was != is && was != "-" {
                changed.push(json!([r, c]));
            }
        }
    }
    assert!(!changed.is_empty());
    assert_eq!(d6["last"]["changed"], json!(changed));
    assert_eq!(d6["last"]["by"], "O");

    let kono = server.post("/api/state", json!({"game": "kono", "moves": "b5c4"}));
    assert_eq!(kono["last"]["from"], json!([4, 1]));
    assert_eq!(kono["last"]["cell"], json!([3, 2]));

    let won = server.post(
        "/api/state",
        json!({"game": "tictactoe", "moves": "1 4 2 5 3"}),
    );
    assert_eq!(won["line"], json!([[0, 0], [0, 1], [0, 2]]));
    let column = server.post(
        "/api/state",
        json!({"game": "connect4", "moves": "1 2 1 2 1 2 1"}),
    );
    assert_eq!(column["winner"], "X");
    assert_eq!(column["line"], json!([[2, 0], [3, 0], [4, 0], [5, 0]]));
    let diagonal = server.post(
        "/api/state",
        json!({"game": "tictactoe", "moves": "5 2 1 3 9"}),
    );
    assert_eq!(diagonal["line"], json!([[0, 0], [1, 1], [2, 2]]));
    let drawn = server.post(
        "/api/state",
        json!({"game": "tictactoe", "moves": "5 1 9 7 4 6 3 2 8"}),
    );
    assert_eq!(drawn["line"], Value::Null);
    // Hex: X's column a joins the top and the bottom.
    let hex = server.post(
        "/api/state",
        json!({"game": "hex5", "moves": "a1 b1 a2 b2 a3 b3 a4 b4 a5"}),
    );
    assert_eq!(hex["winner"], "X");
    assert_eq!(hex["line"], json!([[0, 0], [1, 0], [2, 0], [3, 0], [4, 0]]));
    let going = server.post("/api/state", json!({"game": "tictactoe", "moves": "1 4 2"}));
    assert_eq!(going["line"], Value::Null);
    assert_eq!(going["last"]["cell"], json!([0, 1]));
}

#[test]
fn y_is_drawn_as_its_triangle() {
    let server = start();
    let (_, _, body) = server.get("/api/games");
    let games: Value = serde_json::from_str(&body).unwrap();
    let layout = layout_of(&games, "y");
    assert_eq!(layout["kind"], "hex");
    assert_eq!(
        (&layout["width"], &layout["height"]),
        (&json!(19), &json!(19))
    );
    // Row r (from the top) has the 19 - r cells with column + row < 19.
    let rows: Vec<usize> = layout["on_board"]
        .as_array()
        .unwrap()
        .iter()
        .map(|row| {
            row.as_array()
                .unwrap()
                .iter()
                .filter(|on| on == &&json!(true))
                .count()
        })
        .collect();
    assert_eq!(rows, (1..=19).rev().collect::<Vec<_>>());
    assert!(layout["on_board"][0][18] == json!(true) && layout["on_board"][1][18] == json!(false));
    assert_eq!(layout_of(&games, "hex")["on_board"][6][6], json!(true));

    // The board has null off the triangle; each legal move names the cell it fills.
    let state = server.post("/api/state", json!({"game": "y"}));
    assert_eq!(state["board"][18][0], "-");
    assert_eq!(state["board"][18][1], Value::Null);
    assert_eq!(state["legal"].as_array().unwrap().len(), 190);
    for m in state["legal"].as_array().unwrap() {
        let [r, c] = [&m["cell"][0], &m["cell"][1]].map(|v| v.as_u64().unwrap() as usize);
        assert_eq!(layout["cells"][r][c], m["move"]);
    }

    // X's column a joins the left side, the top (a1) and the diagonal side (a19); O's column c
    // joins the top and the diagonal only. The winning line is X's group.
    let x: Vec<String> = (1..=19).map(|row| format!("a{row}")).collect();
    let o: Vec<String> = (1..=17)
        .map(|row| format!("c{row}"))
        .chain(["d1".into()])
        .collect();
    let mut moves = Vec::new();
    for (i, mv) in x.iter().enumerate() {
        moves.push(mv.clone());
        if let Some(reply) = o.get(i) {
            moves.push(reply.clone());
        }
    }
    let won = server.post("/api/state", json!({"game": "y", "moves": moves.join(" ")}));
    assert_eq!(won["winner"], "X");
    assert_eq!(won["last"]["cell"], json!([18, 0]));
    let column: Vec<Value> = (0..19).map(|row| json!([row, 0])).collect();
    assert_eq!(won["line"], json!(column));
}

#[test]
fn state_gives_twixts_links_as_pairs_of_cells() {
    let server = start();
    // c3 (row 2, column 2) and d5 (row 4, column 3) are Red's, a knight's move apart; b4 is
    // Blue's and links to neither.
    let state = server.post("/api/state", json!({"game": "twixt", "moves": "c3 b4 d5"}));
    assert_eq!(state["links"], json!([[[2, 2], [4, 3]]]));
    assert_eq!(
        (&state["board"][2][2], &state["board"][4][3]),
        (&json!("X"), &json!("X"))
    );
    let start = server.post("/api/state", json!({"game": "twixt"}));
    assert_eq!(start["links"], json!([]));
    let connect4 = server.post("/api/state", json!({"game": "connect4", "moves": "4433"}));
    assert_eq!(connect4["links"], json!([]));
}

#[test]
fn state_gives_quoridors_walls_as_segments_between_corners() {
    let server = start();
    // e3h lies across, below e3 (row 2, column 4) and f3: on the line of corners between rows 3
    // and 4 (corner row 3), from column e's left edge (corner column 4) to f's right (6).
    let across = server.post(
        "/api/state",
        json!({"game": "quoridor", "moves": "e8 e2 e3h"}),
    );
    assert_eq!(across["walls"], json!([[[3, 4], [3, 6]]]));
    // The walls each side has left, in the text the page reads them from.
    assert!(
        across["text"]
            .as_str()
            .unwrap()
            .contains("walls left: X 9, O 10"),
        "{}",
        across["text"]
    );
    // e3v lies along, right of e3 and e4: on the line of corners between columns e and f
    // (corner column 5), from row 3's top edge (corner row 2) to row 4's bottom (4).
    let along = server.post(
        "/api/state",
        json!({"game": "quoridor", "moves": "e8 e2 e3v"}),
    );
    assert_eq!(along["walls"], json!([[[2, 5], [4, 5]]]));
    // A wall fills no cell and touches none: the page places it in its groove, not on a cell.
    let start = server.post("/api/state", json!({"game": "quoridor"}));
    assert_eq!(start["walls"], json!([]));
    let legal = start["legal"].as_array().unwrap();
    let wall = legal.iter().find(|m| m["move"] == "e3h").unwrap();
    assert_eq!((&wall["cell"], &wall["path"]), (&Value::Null, &json!([])));
    let step = legal.iter().find(|m| m["move"] == "e8").unwrap();
    assert_eq!(
        (&step["cell"], &step["from"]),
        (&json!([7, 4]), &json!([8, 4]))
    );
    let twixt = server.post("/api/state", json!({"game": "twixt", "moves": "c3 b4 d5"}));
    assert_eq!(twixt["walls"], json!([]));
}

#[test]
fn state_gives_hives_pieces_where_they_lie_and_each_moves_tile() {
    let server = start();
    let (_, _, body) = server.get("/api/games");
    let games: Value = serde_json::from_str(&body).unwrap();
    let layout = layout_of(&games, "hive");
    assert_eq!(layout["kind"], "tiles");
    assert_eq!(layout["sides"], json!(["White", "Black"]));
    let kinds: Vec<&str> = layout["kinds"]
        .as_array()
        .unwrap()
        .iter()
        .map(|k| k["letter"].as_str().unwrap())
        .collect();
    assert_eq!(kinds, ["Q", "A", "G", "S", "B", "M", "L", "P"]);
    assert_eq!(layout["kinds"][1], json!({"letter": "A", "name": "ant"}));

    // An empty table: every first move places a piece (not the queen) at 0,0; no grid.
    let start = server.post("/api/state", json!({"game": "hive"}));
    assert_eq!(
        (&start["tiles"], &start["board"]),
        (&json!([]), &Value::Null)
    );
    let first = start["legal"].as_array().unwrap();
    assert_eq!(first.len(), 7, "{first:?}");
    let ant = first.iter().find(|m| m["move"] == "wA1").unwrap();
    assert_eq!(
        ant["tile"],
        json!({"piece": "wA1", "letter": "A", "from": null, "to": [0, 0]})
    );
    assert!(first.iter().all(|m| m["tile"]["to"] == json!([0, 0])));

    // The grasshopper placed west of the spider (`-wS1`): the pieces where they lie, each with
    // its side, kind and level; the last move's tile; a move's text holds a space.
    let state = server.post(
        "/api/state",
        json!({"game": "hive", "moves": "wS1 bG1 -wS1"}),
    );
    assert_eq!(
        state["tiles"],
        json!([
            {"name": "wS1", "side": "X", "letter": "S", "q": 0, "r": 0, "level": 0},
            {"name": "bG1", "side": "O", "letter": "G", "q": -1, "r": 0, "level": 0},
        ])
    );
    assert_eq!(state["last"]["move"], "bG1 -wS1");
    assert_eq!(
        state["last"]["tile"],
        json!({"piece": "bG1", "letter": "G", "from": null, "to": [-1, 0]})
    );
    // The pieces in hand, by kind; every legal move a placement (from the hand, `from` null)
    // touching White's spider and not Black's grasshopper, with no cell or path of a grid.
    assert_eq!(state["hands"]["O"][2], json!({"letter": "G", "count": 2}));
    assert_eq!(state["hands"]["X"][3], json!({"letter": "S", "count": 1}));
    let legal = state["legal"].as_array().unwrap();
    assert!(!legal.is_empty());
    for m in legal {
        let tile = &m["tile"];
        assert_eq!(
            (&tile["from"], &m["cell"], &m["path"]),
            (&Value::Null, &Value::Null, &json!([])),
            "{m}"
        );
        assert!(
            [[1, -1], [1, 0], [0, 1]]
                .iter()
                .any(|to| tile["to"] == json!(to)),
            "{m}"
        );
        assert!(
            m["move"]
                .as_str()
                .unwrap()
                .starts_with(tile["piece"].as_str().unwrap())
        );
    }
    let queen = legal.iter().find(|m| m["move"] == "wQ wS1-").unwrap();
    assert_eq!(
        queen["tile"],
        json!({"piece": "wQ", "letter": "Q", "from": null, "to": [1, 0]})
    );
    // Commas between the moves, as the command line takes them, are the same.
    let commas = server.post(
        "/api/state",
        json!({"game": "hive", "moves": "wS1, bG1 -wS1"}),
    );
    assert_eq!(commas["tiles"], state["tiles"]);

    // A piece on the table moves from where it lies; a beetle that climbs makes a stack, drawn
    // lowest first.
    let moves = "wP, bB1 wP-, wQ \\wP, bB2 bB1\\, wB1 wQ/, bM /bB2";
    let before = server.post("/api/state", json!({"game": "hive", "moves": moves}));
    let climb = legal_move(&before, "wB1 wQ");
    assert_eq!(
        climb["tile"],
        json!({"piece": "wB1", "letter": "B", "from": [1, -2], "to": [0, -1]})
    );
    let after = server.post(
        "/api/state",
        json!({"game": "hive", "moves": format!("{moves}, wB1 wQ")}),
    );
    let stack: Vec<&Value> = after["tiles"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|t| (&t["q"], &t["r"]) == (&json!(0), &json!(-1)))
        .collect();
    assert_eq!(
        stack,
        [
            &json!({"name": "wQ", "side": "X", "letter": "Q", "q": 0, "r": -1, "level": 0}),
            &json!({"name": "wB1", "side": "X", "letter": "B", "q": 0, "r": -1, "level": 1}),
        ]
    );
    assert_eq!(after["last"]["tile"], climb["tile"]);

    // The pillbug's throw is the move of the piece thrown.
    let thrown = server.post(
        "/api/state",
        json!({"game": "hive", "moves": "wP, bP wP/, wQ /wP, bB1 \\bP, wQ /bB1, bB2 \\bB1"}),
    );
    let throw = legal_move(&thrown, "bP /wP");
    assert_eq!(
        throw["tile"],
        json!({"piece": "bP", "letter": "P", "from": [1, -1], "to": [-1, 1]})
    );

    // Other games have no tiles, and their moves no `tile`.
    let connect4 = server.post("/api/state", json!({"game": "connect4", "moves": "4"}));
    assert_eq!(connect4["tiles"], json!([]));
    assert!(
        connect4["legal"]
            .as_array()
            .unwrap()
            .iter()
            .all(|m| m.get("tile").is_none())
    );
}

/// `GET /api/status`.
fn status_of(server: &Server) -> Value {
    let (status, content_type, body) = server.get("/api/status");
    assert_eq!((status, content_type.as_str()), (200, "application/json"));
    serde_json::from_str(&body).unwrap()
}

#[test]
fn status_gives_the_lanes_and_what_runs_in_them() {
    let server = start();
    let status = status_of(&server);
    for lane in ["cheap", "expensive"] {
        assert_eq!(
            status["lanes"][lane],
            json!({"slots": 2, "running": 0, "waiting": 0, "refused": 0}),
            "{status}"
        );
    }
    assert_eq!(status["relaned"], 0);
    assert_eq!(status["failed"], 0);
    assert_eq!(status["cheap_time_ms"], 100);
}

#[test]
fn a_search_estimated_cheap_that_runs_long_is_searched_again_in_the_expensive_lane() {
    let server = start();
    // The engine on Gomoku to depth 3: estimated at 100,576 positions (each of the 225 moves
    // searched with the minimal tree below it), it visits 1,519,660, about a second (0.93 s
    // measured): it is stopped in the cheap lane after 100 ms and searched again, in full, in
    // the expensive lane (with the table of the server's searches, 8 MB).
    let sent = Instant::now();
    let api = server.post(
        "/api/analyze",
        json!({"game": "gomoku", "algo": "engine", "depth": 3}),
    );
    println!("re-laned search answered in {:?}", sent.elapsed());
    assert!(api.get("cut_short").is_none(), "{api}");
    let cli = cli_json(&[
        "analyze",
        "gomoku",
        "--algo",
        "engine",
        "--depth",
        "3",
        "--table-mb",
        "8",
        "--json",
    ]);
    // The same scores, moves and variation, however busy the machine: the server's 5 s only
    // caps the whole analysis and is not shared among the 225 moves (a share of 22 ms decided
    // whether a move's second iteration started). The positions are those of the whole search,
    // not of its first 100 ms; they may differ by a few, as the command line searches with a
    // thread a core and the server with one.
    let nodes = |answer: &Value| answer["nodes"].as_f64().unwrap();
    assert!(
        (nodes(&api) / nodes(&cli) - 1.0).abs() < 0.01,
        "{} positions, {} on the command line",
        nodes(&api),
        nodes(&cli)
    );
    let without_nodes = |mut answer: Value| {
        answer.as_object_mut().unwrap().remove("nodes");
        untimed(answer)
    };
    assert_eq!(without_nodes(api), without_nodes(cli));
    let status = status_of(&server);
    assert_eq!(status["relaned"], 1, "{status}");
    assert_eq!(status["lanes"]["cheap"]["refused"], 0, "{status}");
}

/// The steps of `answer` of kind `kind`.
fn steps_of<'a>(answer: &'a Value, kind: &str) -> Vec<&'a Value> {
    answer["steps"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|step| step["kind"] == kind)
        .collect()
}

#[test]
fn tree_steps_through_minimax_and_alpha_beta_as_explain_does() {
    let server = start();
    let textbook = "[[3,12,8],[2,4,6],[5,1,9]]";
    let minimax = server.post("/api/tree", json!({"tree": textbook, "algo": "minimax"}));
    assert_eq!(minimax["value"], 3);
    assert_eq!(minimax["leaves"], 9);
    assert_eq!(minimax["nodes"], 13);
    assert_eq!(minimax["tree_leaves"], 9);
    assert!(steps_of(&minimax, "cut").is_empty());
    assert_eq!(steps_of(&minimax, "leaf").len(), 9);
    // The nodes, breadth-first: the root MAX, MIN's three nodes, the nine leaves.
    let graph = minimax["graph"].as_array().unwrap();
    assert_eq!(graph.len(), 13);
    assert_eq!(
        (&graph[0]["kind"], &graph[0]["parent"], &graph[0]["depth"]),
        (&json!("max"), &Value::Null, &json!(0))
    );
    assert_eq!(graph[3]["kind"], "min");
    assert_eq!(graph[3]["children"], json!([10, 11, 12]));
    assert_eq!(
        (
            &graph[11]["kind"],
            &graph[11]["parent"],
            &graph[11]["leaf_value"]
        ),
        (&json!("leaf"), &json!(3), &json!(1))
    );
    // The first steps: the root entered, its first child, the leaf 3 backed up into it.
    let first: Vec<(&str, u64)> = minimax["steps"].as_array().unwrap()[..4]
        .iter()
        .map(|s| (s["kind"].as_str().unwrap(), s["node"].as_u64().unwrap()))
        .collect();
    assert_eq!(
        first,
        [("enter", 0), ("enter", 1), ("leaf", 4), ("backup", 1)]
    );

    let alphabeta = server.post("/api/tree", json!({"tree": textbook, "algo": "alphabeta"}));
    assert_eq!(alphabeta["value"], 3);
    assert_eq!(alphabeta["leaves"], 6);
    let cli = cli_json(&[
        "explain",
        "--tree",
        textbook,
        "--algo",
        "alphabeta",
        "--json",
    ]);
    assert_eq!(
        (&cli["value"], &cli["leaves"], &cli["nodes"]),
        (
            &alphabeta["value"],
            &alphabeta["leaves"],
            &alphabeta["nodes"]
        )
    );
    // The cuts: after the leaf 2 in the second subtree (4 and 6 skipped), after the leaf 1 in
    // the third (9 skipped); each just after the leaf that caused it.
    let cuts = steps_of(&alphabeta, "cut");
    assert_eq!(cuts.len(), 2);
    let steps = alphabeta["steps"].as_array().unwrap();
    for (cut, node, leaf, skipped) in [
        (cuts[0], 2, 7, json!([8, 9])),
        (cuts[1], 3, 11, json!([12])),
    ] {
        assert_eq!(cut["node"], node);
        assert_eq!(cut["skipped"], skipped);
        assert_eq!(cut["bound"], 3);
        let at = steps.iter().position(|s| s == cut).unwrap();
        assert_eq!(steps[at - 2]["kind"], "leaf");
        assert_eq!(steps[at - 2]["node"], leaf);
        assert!(cut["reason"].as_str().unwrap().contains("≤ α = 3"), "{cut}");
    }
    assert_eq!(cuts[0]["rule"], "β = 2 ≤ α = 3");
    assert_eq!(cuts[1]["rule"], "β = 1 ≤ α = 3");
    // The windows: MIN's third node entered with (3, +∞).
    let enter3 = steps
        .iter()
        .find(|s| s["kind"] == "enter" && s["node"] == 3)
        .unwrap();
    assert_eq!(
        (&enter3["alpha"], &enter3["beta"]),
        (&json!(3), &Value::Null)
    );
    for skipped in [8, 9, 12] {
        assert_eq!(alphabeta["graph"][skipped]["examined"], false);
    }

    // An uneven tree: 7, six leaves for minimax, five for alpha-beta (6 cut after -5).
    let uneven = "[[1], 4, [[2, 7]], [-5, 6]]";
    let minimax = server.post("/api/tree", json!({"tree": uneven, "algo": "minimax"}));
    assert_eq!(
        (&minimax["value"], &minimax["leaves"]),
        (&json!(7), &json!(6))
    );
    let alphabeta = server.post("/api/tree", json!({"tree": uneven, "algo": "alphabeta"}));
    assert_eq!(
        (&alphabeta["value"], &alphabeta["leaves"]),
        (&json!(7), &json!(5))
    );
    assert_eq!(alphabeta["graph"][1]["kind"], "min");
    assert_eq!(alphabeta["graph"][2]["kind"], "leaf");
    let cuts = steps_of(&alphabeta, "cut");
    assert_eq!(cuts.len(), 1);
    assert_eq!(cuts[0]["node"], 4);
    // minimax is the default; the page's edited example.
    let small = server.post("/api/tree", json!({"tree": "[[1,2],[3,4]]"}));
    assert_eq!(
        (&small["algo"], &small["value"], &small["leaves"]),
        (&json!("minimax"), &json!(3), &json!(4))
    );
}

#[test]
fn bad_trees_are_refused_with_a_json_message() {
    let server = start();
    let tree = "/api/tree";
    for (body, needle) in [
        (
            r#"{"tree": "[[3,12,8],[2,4,6],[5,1,9]"}"#,
            "expected `,` or `]` at character 26",
        ),
        (r#"{"tree": "[]"}"#, "an empty list"),
        (r#"{"tree": "[1,x]"}"#, "expected a number or `[`"),
        (r#"{"tree": "[1,99999]"}"#, "a leaf is a whole number"),
        (r#"{"tree": ""}"#, "no tree"),
        (
            r#"{"tree": "[1,2]", "algo": "negamax"}"#,
            "unknown algorithm `negamax`",
        ),
        (r#"{"algo": "minimax"}"#, "missing field `tree`"),
        (
            r#"{"tree": "[1]", "game": "tictactoe"}"#,
            "unknown field `game`",
        ),
    ] {
        let message = server.refused(tree, body, 400);
        assert!(message.contains(needle), "{body}: {message}");
    }
    let wide = json!({"tree": format!("[{}]", vec!["1"; 2_000].join(","))}).to_string();
    let message = server.refused(tree, &wide, 400);
    assert!(
        message.contains("2001 nodes") && message.contains("at most 2000"),
        "{message}"
    );
    let deep = json!({"tree": "[".repeat(40) + "1" + &"]".repeat(40)}).to_string();
    let message = server.refused(tree, &deep, 400);
    assert!(message.contains("40 plies deep"), "{message}");
    // The server goes on.
    let answer = server.post(tree, json!({"tree": "[5]"}));
    assert_eq!(answer["value"], 5);
}
