//! `gamedsl serve` against hostile clients: a request that would search for ever, clients that
//! leave, send slowly or nothing, too many at once, cross-site requests and foreign `Host`s.
//! Raw sockets, so that every byte sent (and not sent) is the test's choice.

mod common;

use std::io::{Read, Write};
use std::net::TcpStream;
use std::process::Child;
use std::time::{Duration, Instant};

/// A server started for one test, stopped when dropped.
struct Server {
    child: Child,
    address: String,
}

impl Server {
    fn start(extra: &[&str]) -> Server {
        let (child, address) = common::spawn_server(env!("CARGO_BIN_EXE_gamedsl"), extra);
        Server { child, address }
    }

    fn connect(&self) -> TcpStream {
        let stream = TcpStream::connect(&self.address).unwrap();
        stream
            .set_read_timeout(Some(Duration::from_secs(30)))
            .unwrap();
        stream
    }

    /// Sends `request` as is and reads the whole answer (the server closes after it).
    fn raw(&self, request: &str) -> String {
        common::exchange(&self.address, request.as_bytes())
    }

    /// A JSON POST to `path` with `Connection: close`: the whole answer, headers included.
    fn post(&self, path: &str, body: &str) -> String {
        self.raw(&format!(
            "POST {path} HTTP/1.1\r\nHost: {}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
            self.address,
            body.len()
        ))
    }

    /// A GET of `path` with `Connection: close`: the whole answer, headers included.
    fn get(&self, path: &str) -> String {
        self.raw(&format!(
            "GET {path} HTTP/1.1\r\nHost: {}\r\nConnection: close\r\n\r\n",
            self.address
        ))
    }

    /// `GET /api/status`: the lanes' slots and the work running and waiting in each.
    fn status(&self) -> serde_json::Value {
        let answer = self.get("/api/status");
        assert_eq!(status(&answer), 200, "{answer}");
        body(&answer)
    }

    /// Waits until `condition` holds of `/api/status`, for at most `limit`; whether it held.
    fn wait_for(&self, limit: Duration, condition: impl Fn(&serde_json::Value) -> bool) -> bool {
        let started = Instant::now();
        while started.elapsed() < limit {
            if condition(&self.status()) {
                return true;
            }
            std::thread::sleep(Duration::from_millis(5));
        }
        false
    }

    /// Waits until the server idles: its start-up work in the background (reading the boards'
    /// cell names) done, under 3 clock ticks of CPU in 300 ms, for at most 60 s.
    fn wait_until_idle(&self) {
        let started = Instant::now();
        let mut before = self.cpu_ticks();
        while started.elapsed() < Duration::from_secs(60) {
            std::thread::sleep(Duration::from_millis(300));
            let now = self.cpu_ticks();
            if now - before < 3 {
                return;
            }
            before = now;
        }
        panic!("the server never idled");
    }

    /// Whether the server's process still runs.
    fn alive(&mut self) -> bool {
        self.child.try_wait().unwrap().is_none()
    }

    /// CPU time the server has used, in clock ticks.
    fn cpu_ticks(&self) -> u64 {
        let stat = std::fs::read_to_string(format!("/proc/{}/stat", self.child.id())).unwrap();
        let fields: Vec<u64> = stat
            .rsplit(')')
            .next()
            .unwrap()
            .split_whitespace()
            .skip(11)
            .take(2)
            .map(|f| f.parse().unwrap())
            .collect();
        fields.iter().sum()
    }

    /// The server's resident memory now (`VmRSS`), in KiB.
    fn rss_kib(&self) -> u64 {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.child.id())).unwrap();
        let line = status.lines().find(|l| l.starts_with("VmRSS:")).unwrap();
        line.split_whitespace().nth(1).unwrap().parse().unwrap()
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The status code of an HTTP answer.
fn status(answer: &str) -> u16 {
    answer
        .split_whitespace()
        .nth(1)
        .and_then(|code| code.parse().ok())
        .unwrap_or_else(|| panic!("no status in {answer:?}"))
}

/// The JSON body of an HTTP answer.
fn body(answer: &str) -> serde_json::Value {
    let text = answer.split("\r\n\r\n").nth(1).unwrap_or("");
    serde_json::from_str(text).unwrap_or_else(|e| panic!("{e}: {answer}"))
}

/// Nim's three piles of 255: 765 moves a ply, a search to depth 12 that would never end.
const JAM: &str = r#"{"game":"nim","position":"255,255,255"}"#;

#[test]
fn a_search_that_would_never_end_is_cut_short_by_the_servers_budget() {
    let server = Server::start(&[]);
    let started = Instant::now();
    let answer = server.post("/api/analyze", JAM);
    assert_eq!(status(&answer), 200, "{answer}");
    let value = body(&answer);
    assert_eq!(value["cut_short"], true, "{value}");
    assert_eq!(value["exact"], false);
    // The budget is 5 s; it used to never return.
    assert!(started.elapsed() < Duration::from_secs(20));
    // Compare, plain minimax first, the same way.
    let answer = server.post(
        "/api/compare",
        r#"{"game":"othello","position":"---------------------------OX------XO--------------------------- X","depth":6}"#,
    );
    assert_eq!(status(&answer), 200, "{answer}");
}

#[test]
fn an_engine_analysis_at_the_longest_time_ends_by_it() {
    let server = Server::start(&[]);
    let games = server.raw(&format!(
        "GET /api/games HTTP/1.1\r\nHost: {}\r\nConnection: close\r\n\r\n",
        server.address
    ));
    let max_time = body(&games)["max_time"].as_f64().unwrap();
    assert_eq!(max_time, 5.0);
    // The worst cases measured: Gomoku's 221 moves each searched for a share of the time (the
    // shares used to add up to 5.44 s), Othello at the page's deepest engine search, and Nim's
    // 765 moves.
    for request in [
        r#"{"game":"gomoku","moves":"113,114,98,128","algo":"engine","time":5}"#,
        r#"{"game":"othello","moves":"f5d6c3d3c4f4f6f3e6e7d7c5b6d8d2b4c8b8c6b5a6","algo":"engine","depth":12}"#,
        r#"{"game":"nim","position":"255,255,255","algo":"engine","time":5}"#,
    ] {
        let started = Instant::now();
        let answer = server.post("/api/analyze", request);
        let took = started.elapsed();
        assert_eq!(status(&answer), 200, "{answer}");
        let value = body(&answer);
        assert_eq!(value["exact"], false, "{request}");
        // It ends within a few tens of milliseconds of the time (5.012 to 5.036 s measured, the
        // search's own time and the round trip printed here); the bound leaves a loaded machine
        // two seconds, and still catches the analyses that used to run on (6.2 s to 14.6 s).
        println!(
            "{request}: {:.3} s round trip, the search {:.3} s",
            took.as_secs_f64(),
            value["time_ms"].as_f64().unwrap() / 1e3
        );
        assert!(
            took < Duration::from_secs_f64(max_time + 2.0),
            "{request}: {took:?}"
        );
    }
}

#[test]
fn a_search_stops_when_its_client_goes_away() {
    let server = Server::start(&[]);
    // Its start-up work would otherwise count as the searches' (tests run side by side here).
    server.wait_until_idle();
    let running =
        |status: &serde_json::Value| status["lanes"]["expensive"]["running"].as_u64().unwrap();
    assert_eq!(running(&server.status()), 0);
    let sent = Instant::now();
    let clients: Vec<TcpStream> = (0..2)
        .map(|_| {
            let mut stream = server.connect();
            let body = JAM;
            stream
                .write_all(
                    format!(
                        "POST /api/analyze HTTP/1.1\r\nHost: {}\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
                        server.address,
                        body.len()
                    )
                    .as_bytes(),
                )
                .unwrap();
            stream
        })
        .collect();
    // Both searches run (the server says so), then their clients hang up.
    assert!(
        server.wait_for(Duration::from_secs(30), |status| running(status) == 2),
        "the searches never ran: {}",
        server.status()
    );
    let seen = sent.elapsed();
    drop(clients);
    let hung_up = Instant::now();
    assert!(
        server.wait_for(Duration::from_secs(30), |status| running(status) == 0),
        "{}",
        server.status()
    );
    let stopped = hung_up.elapsed();
    println!(
        "searches seen running {seen:?} after they were sent, stopped {stopped:?} after their clients left"
    );
    // Left to their budget, they would run 5 s from their start: they stopped long before.
    assert!(stopped + seen < Duration::from_secs(4), "{stopped:?}");
    // Stopped, the server idles: two searches would use two cores.
    std::thread::sleep(Duration::from_millis(500));
    let before = server.cpu_ticks();
    std::thread::sleep(Duration::from_secs(2));
    let used = server.cpu_ticks() - before;
    assert!(used < 50, "{used} ticks in 2 s after the clients left");
    // And the slots are free: a search is answered at once.
    let answer = server.post(
        "/api/analyze",
        r#"{"game":"nim","position":"3,4,5","depth":12}"#,
    );
    assert_eq!(status(&answer), 200, "{answer}");
}

#[test]
fn a_saturated_server_answers_503_at_once_and_cheap_searches_still_run() {
    let server = Server::start(&[]);
    std::thread::scope(|scope| {
        // Two slots and two places in the queue: of eight expensive requests, four wait their
        // turn and four are refused at once. Each answer comes with the moment it arrived.
        let jams: Vec<_> = (0..8)
            .map(|_| {
                let server = &server;
                scope.spawn(move || {
                    let answer = server.post("/api/analyze", JAM);
                    (answer, Instant::now())
                })
            })
            .collect();
        // A cheap search meanwhile, once the jams run: its own lane.
        assert!(server.wait_for(Duration::from_secs(30), |status| {
            status["lanes"]["expensive"]["running"] == 2
        }));
        let started = Instant::now();
        let cheap = server.post("/api/analyze", r#"{"game":"tictactoe","depth":1}"#);
        let cheap_done = Instant::now();
        assert_eq!(status(&cheap), 200, "{cheap}");
        let answers: Vec<_> = jams.into_iter().map(|jam| jam.join().unwrap()).collect();
        // No jam ends before its budget of 5 s: whatever answered before the first of them did
        // not wait for a slot, on however loaded a machine.
        let first_search = answers
            .iter()
            .filter(|(answer, _)| status(answer) == 200)
            .map(|&(_, at)| at)
            .min()
            .unwrap();
        println!(
            "the cheap search answered in {:?}, {:?} before the first jam",
            cheap_done - started,
            first_search - cheap_done
        );
        assert!(cheap_done < first_search);
        let refused: Vec<_> = answers.iter().filter(|(a, _)| status(a) == 503).collect();
        assert_eq!(refused.len(), 4, "{answers:?}");
        for (answer, at) in refused {
            assert!(
                answer.to_ascii_lowercase().contains("retry-after: 1"),
                "{answer}"
            );
            assert!(*at < first_search, "{answer}");
        }
    });
    assert_eq!(
        server.status()["lanes"]["expensive"]["refused"],
        4,
        "{}",
        server.status()
    );
}

#[test]
fn clients_that_leave_the_queue_give_their_place_back() {
    let server = Server::start(&[]);
    let expensive = |status: &serde_json::Value, what: &str| {
        status["lanes"]["expensive"][what].as_u64().unwrap()
    };
    let send = |body: &str| {
        let mut stream = server.connect();
        stream
            .write_all(
                format!(
                    "POST /api/analyze HTTP/1.1\r\nHost: {}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
                    server.address,
                    body.len()
                )
                .as_bytes(),
            )
            .unwrap();
        stream
    };
    // Two searches run, two requests wait for their slots; then those two leave.
    let running: Vec<TcpStream> = (0..2).map(|_| send(JAM)).collect();
    assert!(server.wait_for(Duration::from_secs(30), |s| expensive(s, "running") == 2));
    let waiting: Vec<TcpStream> = (0..2).map(|_| send(JAM)).collect();
    assert!(server.wait_for(Duration::from_secs(30), |s| expensive(s, "waiting") == 2));
    drop(waiting);
    // Their places are free again (a dropped request used to keep its place for ever, and the
    // lane refused every request once two had left).
    assert!(
        server.wait_for(Duration::from_secs(4), |s| expensive(s, "waiting") == 0),
        "{}",
        server.status()
    );
    let waiting: Vec<TcpStream> = (0..2).map(|_| send(JAM)).collect();
    assert!(server.wait_for(Duration::from_secs(30), |s| expensive(s, "waiting") == 2));
    assert_eq!(expensive(&server.status(), "refused"), 0);
    drop((running, waiting));
}

/// Amazons at depth 2: each analysis visits 4.3 million positions, 0.7 s of work.
const AMAZONS: &str = r#"{"game":"amazons","depth":2}"#;

#[test]
fn expensive_searches_estimated_cheap_do_not_hold_up_the_cheap_lane() {
    let server = Server::start(&[]);
    std::thread::scope(|scope| {
        // Twenty at once used to count as cheap (2,176 positions estimated) and fill the cheap
        // lane for 10 s: a tic-tac-toe request behind them was refused with 503.
        let searches: Vec<_> = (0..20)
            .map(|_| {
                let server = &server;
                scope.spawn(move || server.post("/api/analyze", AMAZONS))
            })
            .collect();
        assert!(server.wait_for(Duration::from_secs(30), |status| {
            status["lanes"]["expensive"]["running"] == 2
        }));
        let started = Instant::now();
        let cheap = server.post("/api/analyze", r#"{"game":"tictactoe","depth":1}"#);
        let took = started.elapsed();
        println!("tic-tac-toe behind twenty Amazons analyses: {took:?}");
        assert_eq!(status(&cheap), 200, "{cheap}");
        let answers: Vec<u16> = searches
            .into_iter()
            .map(|search| status(&search.join().unwrap()))
            .collect();
        // Two run at once, two wait, the others are refused at once.
        assert!(answers.iter().all(|&s| s == 200 || s == 503), "{answers:?}");
        assert!(
            answers.iter().filter(|&&s| s == 200).count() >= 4,
            "{answers:?}"
        );
    });
    let status = server.status();
    assert_eq!(status["lanes"]["cheap"]["refused"], 0, "{status}");
    assert_eq!(status["relaned"], 0, "{status}");
    // Idle, the server gives back what the searches freed within a second or two: 11.5 MB
    // resident measured (it kept 59 MB).
    let peak = server.rss_kib();
    let started = Instant::now();
    while server.rss_kib() > 20 << 10 && started.elapsed() < Duration::from_secs(20) {
        std::thread::sleep(Duration::from_millis(100));
    }
    let after = server.rss_kib();
    println!(
        "resident after the searches: {peak} KiB, {after} KiB {:?} later",
        started.elapsed()
    );
    assert!(after <= 20 << 10, "{after} KiB resident once idle");
}

/// Positions with more stones than the game has: once they made the server exit (101, the
/// move list overflowed); the parsers refuse them now. Either way, the request alone fails.
const OVERFULL: [(&str, &str); 2] = [
    (
        "amazons",
        "--X---------X--O-------X----XX-------X------X--------X----X-----------XX--------X-X---X-----X----X-- X",
    ),
    (
        "breakthrough",
        "-------OXXXXXXXX--------XXXXXXXX--------XXXXXXXX--------XXXXXXXX X",
    ),
];

#[test]
fn a_request_that_fails_leaves_the_server_serving() {
    let mut server = Server::start(&[]);
    for (game, position) in OVERFULL {
        for path in ["/api/state", "/api/analyze", "/api/compare"] {
            let request = serde_json::json!({"game": game, "position": position}).to_string();
            let answer = server.post(path, &request);
            // Refused (400) by the parser, or failed (500): a JSON error either way.
            assert!(
                [400, 500].contains(&status(&answer)),
                "{path} {request}: {answer}"
            );
            assert!(body(&answer)["error"].is_string(), "{answer}");
            assert!(server.alive(), "{path} {request}: the server exited");
            assert_eq!(status(&server.get("/api/games")), 200);
        }
    }
    // Nothing holds a slot.
    let status = server.status();
    for lane in ["cheap", "expensive"] {
        assert_eq!(status["lanes"][lane]["running"], 0, "{status}");
    }
}

#[test]
fn errors_escape_control_characters_and_cut_long_input() {
    let server = Server::start(&[]);
    let long = "y".repeat(10_000);
    for request in [
        serde_json::json!({"game": "\u{1b}[31mred\r\u{7f}"}),
        serde_json::json!({"game": "tictactoe", "algo": "\u{1b}[2J"}),
        serde_json::json!({"game": "tictactoe", "\u{1b}[31m": 1}),
        serde_json::json!({"game": long}),
        serde_json::json!({"game": "tictactoe", long.clone(): 1}),
        serde_json::json!({"game": "tictactoe", "moves": format!("\u{1b}{long}")}),
    ] {
        let answer = server.post("/api/analyze", &request.to_string());
        assert_eq!(status(&answer), 400, "{answer}");
        let message = body(&answer)["error"].as_str().unwrap().to_string();
        assert!(!message.chars().any(|c| c.is_control()), "{message:?}");
        assert!(message.len() < 1_000, "{} characters", message.len());
        if request.to_string().contains("\\u001b") {
            assert!(message.contains("\\u{1b}"), "{message:?}");
        }
    }
}

#[test]
fn slow_clients_are_timed_out() {
    let server = Server::start(&[]);
    let half_headers = format!("POST /api/state HTTP/1.1\r\nHost: {}\r\n", server.address);
    let half_body = format!(
        "POST /api/state HTTP/1.1\r\nHost: {}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{{",
        server.address
    );
    for (sent, expected) in [
        ("", None),
        (half_headers.as_str(), None),
        (half_body.as_str(), Some(408)),
    ] {
        let mut stream = server.connect();
        stream.write_all(sent.as_bytes()).unwrap();
        let started = Instant::now();
        let mut answer = Vec::new();
        let _ = stream.read_to_end(&mut answer);
        // Closed by the server within its 5 s timeouts (it used to stay open for ever).
        assert!(started.elapsed() < Duration::from_secs(15), "{sent:?}");
        let answer = String::from_utf8_lossy(&answer);
        match expected {
            Some(code) => assert_eq!(status(&answer), code, "{answer}"),
            None => assert!(
                answer.is_empty() || answer.starts_with("HTTP/1.1 408"),
                "{answer}"
            ),
        }
    }
}

#[test]
fn idle_connections_beyond_the_limit_wait_and_leave_no_memory_behind() {
    let server = Server::start(&["--connections", "16"]);
    let before = server.rss_kib();
    // Far more idle connections than the limit, each sending half a request.
    let idle: Vec<TcpStream> = (0..64)
        .map(|_| {
            let mut stream = server.connect();
            let _ = stream.write_all(b"POST /api/state HTTP/1.1\r\nHost: x\r\n");
            stream
        })
        .collect();
    // A real client is served once the timeouts have closed the idle ones before it.
    let started = Instant::now();
    let answer = server.post("/api/state", r#"{"game":"tictactoe"}"#);
    assert_eq!(status(&answer), 200, "{answer}");
    assert!(started.elapsed() < Duration::from_secs(90));
    drop(idle);
    std::thread::sleep(Duration::from_millis(500));
    let after = server.rss_kib();
    assert!(
        after < before + (32 << 10),
        "{before} KiB before, {after} KiB after"
    );
}

#[test]
fn bodies_over_the_limit_are_refused_before_100_continue() {
    let server = Server::start(&[]);
    let answer = server.raw(&format!(
        "POST /api/analyze HTTP/1.1\r\nHost: {}\r\nContent-Type: application/json\r\nContent-Length: 20000000\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n",
        server.address
    ));
    assert_eq!(status(&answer), 413, "{answer}");
    assert!(!answer.contains("100 Continue"), "{answer}");
}

#[test]
fn api_posts_must_be_json_and_for_this_host() {
    let server = Server::start(&[]);
    let port = server.address.rsplit(':').next().unwrap().to_string();
    let body = r#"{"game":"tictactoe"}"#;
    let request = |host: &str, content_type: &str| {
        server.raw(&format!(
            "POST /api/state HTTP/1.1\r\nHost: {host}\r\nContent-Type: {content_type}\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
            body.len()
        ))
    };
    // A cross-site form or text/plain request, as any web page can send.
    let address = server.address.clone();
    assert_eq!(status(&request(&address, "text/plain")), 415);
    assert_eq!(
        status(&request(&address, "application/x-www-form-urlencoded")),
        415
    );
    assert_eq!(
        status(&request(&address, "application/json; charset=utf-8")),
        200
    );
    // DNS rebinding: a foreign name that resolves to 127.0.0.1.
    assert_eq!(
        status(&request(
            &format!("evil.example:{port}"),
            "application/json"
        )),
        421
    );
    assert_eq!(
        status(&request(&format!("localhost:{port}"), "application/json")),
        200
    );
    assert_eq!(status(&request("127.0.0.1", "application/json")), 421);
}

#[test]
fn answers_carry_the_security_headers() {
    let server = Server::start(&[]);
    let page = server
        .raw(&format!(
            "GET / HTTP/1.1\r\nHost: {}\r\nConnection: close\r\n\r\n",
            server.address
        ))
        .to_ascii_lowercase();
    assert_eq!(status(&page), 200);
    assert!(page.contains("x-content-type-options: nosniff"), "{page}");
    assert!(page.contains("x-frame-options: deny"), "{page}");
    assert!(
        page.contains("content-security-policy: default-src 'self'"),
        "{page}"
    );
    assert!(page.contains("frame-ancestors 'none'"), "{page}");
    let api = server
        .post("/api/state", r#"{"game":"tictactoe"}"#)
        .to_ascii_lowercase();
    assert!(api.contains("x-content-type-options: nosniff"), "{api}");
}
