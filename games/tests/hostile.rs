//! The command line used as a hostile user would: long games, huge tables, endless input,
//! input that floods or drives the terminal, and Ctrl-C in the middle of every kind of search.
//! Each test reproduces a defect as it was reported and asserts the clean behaviour.

use std::io::Read;
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

fn gamedsl(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_gamedsl"))
        .args(args)
        .output()
        .expect("gamedsl runs")
}

/// A command that must fail with exit code 1 and one line on standard error: that line.
fn one_line_error(args: &[&str]) -> String {
    let out = gamedsl(args);
    assert_eq!(out.status.code(), Some(1), "{args:?}");
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
    assert!(err.starts_with("error: "), "{err}");
    err
}

/// The most memory the process `pid` has held so far (`VmHWM`), in KiB, while it runs.
fn peak_kib(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// Waits for `child` to exit within `limit`, watching its peak memory: its status and the
/// largest `VmHWM` seen.
fn wait_watching(child: &mut Child, limit: Duration) -> (std::process::ExitStatus, u64) {
    let started = Instant::now();
    let mut peak = 0;
    loop {
        if let Some(kib) = peak_kib(child.id()) {
            peak = peak.max(kib);
        }
        if let Some(status) = child.try_wait().unwrap() {
            return (status, peak);
        }
        if started.elapsed() > limit {
            let _ = child.kill();
            panic!("still running after {limit:?}, {peak} KiB");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[test]
fn deep_games_are_solved_without_overflowing_the_stack() {
    // Twenty thousand tokens: the search follows lines thousands of plies long, on the main
    // thread and on a helper thread (the helper's 2 MiB stack overflowed first).
    let out = gamedsl(&[
        "solve",
        "tokens",
        "--position",
        "20000",
        "--weak",
        "--threads",
        "2",
    ]);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    let text = String::from_utf8(out.stdout).unwrap();
    // 20000 is not a multiple of 3: the side to move wins.
    assert!(text.contains("value: win for the side to move"), "{text}");
    for game in ["tokens", "tokens3", "subtraction"] {
        let out = gamedsl(&["solve", game, "--position", "20000", "--time", "1"]);
        assert_eq!(out.status.code(), Some(0), "{game}: {out:?}");
        let text = String::from_utf8(out.stdout).unwrap();
        assert!(
            text.contains("value") || text.contains("time limit reached"),
            "{text}"
        );
    }
}

#[test]
fn a_huge_table_costs_nothing_up_front() {
    // 4 GiB of table for tic-tac-toe: the pages a search never writes are never touched.
    let mut child = Command::new(env!("CARGO_BIN_EXE_gamedsl"))
        .args(["solve", "tictactoe", "--table-mb", "4096", "--threads", "1"])
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let (status, peak) = wait_watching(&mut child, Duration::from_secs(30));
    let mut out = String::new();
    child
        .stdout
        .take()
        .unwrap()
        .read_to_string(&mut out)
        .unwrap();
    assert!(status.success(), "{out}");
    assert!(out.contains("value: 0 (draw)"), "{out}");
    assert!(peak < 512 << 10, "peak {peak} KiB");
}

#[test]
fn a_table_the_memory_cannot_hold_is_a_one_line_error() {
    // About 2 GB of address space: the 4 GiB table cannot be had.
    let out = Command::new("sh")
        .args([
            "-c",
            &format!(
                "ulimit -v 2000000 && exec {} solve tictactoe --table-mb 4096",
                env!("CARGO_BIN_EXE_gamedsl")
            ),
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(
        err,
        "error: cannot allocate a table of 4096 MB (--table-mb): out of memory\n"
    );
    // More than the machine has is refused before anything is allocated.
    let available: u64 = std::fs::read_to_string("/proc/meminfo")
        .unwrap()
        .lines()
        .find(|l| l.starts_with("MemAvailable:"))
        .and_then(|l| l.split_whitespace().nth(1)?.parse().ok())
        .unwrap();
    if available < 16384 << 10 {
        let err = one_line_error(&["solve", "tictactoe", "--table-mb", "16384"]);
        assert!(err.contains("MB of memory available"), "{err}");
    }
}

#[test]
fn a_test_set_without_line_breaks_is_refused_in_bounded_memory() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_gamedsl"))
        .args(["bench", "connect4", "/dev/zero", "--limit", "1"])
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let (status, peak) = wait_watching(&mut child, Duration::from_secs(30));
    let mut err = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut err)
        .unwrap();
    assert_eq!(status.code(), Some(1));
    assert_eq!(err, "error: /dev/zero:1: a line longer than 4096 bytes\n");
    assert!(peak < 64 << 10, "peak {peak} KiB");
}

#[test]
fn limit_stops_reading_a_test_set() {
    let dir = std::env::temp_dir().join(format!("gamedsl-limit-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("set.txt");
    // One good position, then a line that is not a position: never read with --limit 1.
    std::fs::write(&file, "4455 18\nnot a position\n").unwrap();
    let out = gamedsl(&["bench", "connect4", file.to_str().unwrap(), "--limit", "1"]);
    assert!(out.status.success(), "{out:?}");
    assert!(String::from_utf8_lossy(&out.stdout).contains("1 positions, 0 mismatches"));
    // Without the limit the bad line is reported, its line number said once.
    let err = one_line_error(&["bench", "connect4", file.to_str().unwrap()]);
    assert_eq!(
        err,
        format!(
            "error: {}:2: expected `MOVES SCORE` (column digits 1-7, a space, a number), found `not a position`\n",
            file.display()
        )
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn endless_standard_input_is_refused_in_bounded_memory() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_gamedsl"))
        .args(["play", "tictactoe", "--human", "both"])
        .stdin(std::fs::File::open("/dev/zero").unwrap())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let (status, peak) = wait_watching(&mut child, Duration::from_secs(30));
    let mut err = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut err)
        .unwrap();
    assert_eq!(status.code(), Some(1));
    assert_eq!(
        err,
        "error: standard input: a line longer than 1024 bytes\n"
    );
    assert!(peak < 64 << 10, "peak {peak} KiB");
}

#[test]
fn explain_refuses_a_tree_too_large_to_draw() {
    // Nim with 765 moves a ply: 446 million positions at depth 3.
    let err = one_line_error(&[
        "analyze",
        "nim",
        "--position",
        "255,255,255",
        "--explain",
        "--depth",
        "3",
    ]);
    assert_eq!(
        err,
        "error: the tree of depth 3 has more than 100,000 positions, too many to draw: give a smaller --depth\n"
    );
    let out = gamedsl(&[
        "analyze",
        "nim",
        "--position",
        "255,255,255",
        "--explain",
        "--depth",
        "1",
    ]);
    assert!(out.status.success());
    assert_eq!(
        String::from_utf8(out.stdout)
            .unwrap()
            .lines()
            .filter(|l| l.starts_with("X ") && l.contains(": "))
            .count(),
        765
    );
}

#[test]
fn input_echoed_in_errors_is_shortened_and_escaped() {
    let long = "9".repeat(100_000);
    let err = one_line_error(&["solve", "tictactoe", "--moves", &long]);
    assert!(err.len() < 300, "{} bytes", err.len());
    assert!(err.contains(&format!("`{}...`", "9".repeat(80))), "{err}");
    let err = one_line_error(&["show", "tictactoe", "--position", "XO\x1b[2J\r\x7f O"]);
    assert!(!err.trim_end().chars().any(char::is_control), "{err:?}");
    assert!(err.contains("\\u{1b}[2J\\r\\u{7f}"), "{err:?}");
}

#[test]
fn play_answers_within_seconds_by_default_even_in_gomoku() {
    let started = Instant::now();
    let mut child = Command::new(env!("CARGO_BIN_EXE_gamedsl"))
        .args(["play", "gomoku", "--human", "first"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    {
        use std::io::Write;
        let mut stdin = child.stdin.take().unwrap();
        stdin.write_all(b"113\nhint\nquit\n").unwrap();
    }
    let (status, _) = wait_watching(&mut child, Duration::from_secs(60));
    let mut out = String::new();
    child
        .stdout
        .take()
        .unwrap()
        .read_to_string(&mut out)
        .unwrap();
    assert!(status.success(), "{out}");
    assert!(out.contains("O plays "), "{out}");
    assert!(out.contains("hint: "), "{out}");
    // Two searches of at most 5 s each (the first iteration always completes).
    assert!(started.elapsed() < Duration::from_secs(40));
}

/// CPU time the process `pid` has used, in clock ticks (`/proc/PID/stat`).
fn cpu_ticks(pid: u32) -> u64 {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    let after_name = stat.rsplit(')').next().unwrap_or("");
    let fields: Vec<&str> = after_name.split_whitespace().collect();
    // utime and stime: fields 14 and 15 of the line, 12 and 13 after the name.
    fields
        .get(11)
        .and_then(|u| u.parse::<u64>().ok())
        .unwrap_or(0)
        + fields
            .get(12)
            .and_then(|s| s.parse::<u64>().ok())
            .unwrap_or(0)
}

/// The program started with `args`, its output and errors sent to `to()`.
fn spawned(args: &[&str], to: fn() -> Stdio) -> Child {
    Command::new(env!("CARGO_BIN_EXE_gamedsl"))
        .args(args)
        .stdout(to())
        .stderr(to())
        .spawn()
        .unwrap()
}

/// Starts a long command, waits until it has searched for a while (0.3 s of CPU: its signal that
/// the search, and its Ctrl-C handler, are running), sends it SIGINT and returns its exit code,
/// its output and the time it took to stop.
fn interrupted(args: &[&str]) -> (Option<i32>, String, Duration) {
    let mut child = spawned(args, Stdio::piped);
    let started = Instant::now();
    while cpu_ticks(child.id()) < 30 {
        assert!(
            child.try_wait().unwrap().is_none(),
            "{args:?} ended before it was interrupted"
        );
        assert!(
            started.elapsed() < Duration::from_secs(60),
            "{args:?} never started"
        );
        std::thread::sleep(Duration::from_millis(10));
    }
    let signalled = Instant::now();
    let kill = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(kill.success());
    let (status, _) = wait_watching(&mut child, Duration::from_secs(20));
    let stopped = signalled.elapsed();
    let mut out = String::new();
    child
        .stdout
        .take()
        .unwrap()
        .read_to_string(&mut out)
        .unwrap();
    (status.code(), out, stopped)
}

#[test]
fn ctrl_c_stops_every_kind_of_search_at_once() {
    for args in [
        // minimax first, then the others: each searched far longer than the test runs.
        &["compare", "connect4", "--depth", "20"][..],
        &[
            "compare",
            "nim",
            "--position",
            "255,255,255",
            "--depth",
            "4",
        ],
        &["perft", "connect4", "20", "--threads", "1"],
        &["perft", "connect4", "20", "--threads", "2"],
        &["bench", "connect4"],
        &["analyze", "nim", "--position", "255,255,255"],
        &["analyze", "connect4", "--algo", "minimax", "--depth", "20"],
        &[
            "analyze",
            "connect4",
            "--algo",
            "alphabeta-unordered",
            "--depth",
            "30",
        ],
        &["solve", "connect4"],
        &["solve", "connect4", "--weak", "--threads", "1"],
        &[
            "analyze",
            "gomoku",
            "--moves",
            "113,114,98,128",
            "--algo",
            "engine",
            "--depth",
            "5",
        ],
        &["play", "gomoku", "--human", "none", "--time", "30"],
        // Each of Amazons' 2,176 first moves was started after the stop (0.76 s).
        &["perft", "amazons", "4", "--threads", "2"],
    ] {
        let (code, out, stopped) = interrupted(args);
        assert_eq!(code, Some(130), "{args:?}: {out}");
        // It stops within a few milliseconds, and used to go on for minutes; the bound is
        // loose so that it holds on a machine loaded by other builds (`scripts/repros.py`
        // measures the real figures, docs/reliability.md records them). Run with
        // `--nocapture` to see them.
        eprintln!("{args:?}: stopped {} ms after Ctrl-C", stopped.as_millis());
        assert!(stopped < Duration::from_secs(5), "{args:?}: {stopped:?}");
        assert!(!out.is_empty(), "{args:?}: the result so far is printed");
    }
}

/// A command that must succeed: its standard output.
fn succeeds(args: &[&str]) -> String {
    let out = gamedsl(args);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// An Amazons position with nine queens of X's (the start has four), and a Breakthrough
/// position with 32 stones of X's (16): both made the move list overflow and the program abort.
const CROWDED: [(&str, &str); 2] = [
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
fn positions_with_more_stones_than_the_game_holds_are_refused() {
    for (game, position) in CROWDED {
        for command in [
            &["show", game][..],
            &["analyze", game, "--depth", "1"],
            &["perft", game, "1"],
            &["solve", game, "--time", "1"],
            &["compare", game, "--depth", "1"],
        ] {
            let mut args = command.to_vec();
            let position = format!("--position={position}");
            args.push(&position);
            let err = one_line_error(&args);
            assert!(
                err.contains("X has")
                    && err.contains("stones; a position of this game has at most"),
                "{args:?}: {err}"
            );
        }
    }
    let err = one_line_error(&["show", "breakthrough", "--position", CROWDED[1].1]);
    assert!(
        err.ends_with("X has 32 stones; a position of this game has at most 16\n"),
        "{err}"
    );
}

#[test]
fn engines_with_helper_threads_have_the_stack_their_game_needs() {
    // Draughts keeps 12 KB of moves a ply and Amazons 78 KB: the helpers' stacks, sized at
    // 2 KiB a ply, overflowed within 0.1 s (exit 134).
    for args in [
        &["solve", "checkers", "--time", "1", "--threads", "2"][..],
        &[
            "solve",
            "checkers",
            "--weak",
            "--time",
            "1",
            "--threads",
            "2",
        ],
        &[
            "solve",
            "checkers",
            "--moves",
            "c6d5",
            "--time",
            "1",
            "--threads",
            "2",
        ],
        &[
            "analyze",
            "checkers",
            "--algo",
            "engine",
            "--time",
            "1",
            "--threads",
            "2",
        ],
        &["solve", "amazons", "--time", "1", "--threads", "2"],
        &[
            "analyze",
            "amazons",
            "--algo",
            "engine",
            "--time",
            "1",
            "--threads",
            "2",
        ],
    ] {
        let text = succeeds(args);
        assert!(
            text.contains("best move") || text.contains("best:"),
            "{args:?}: {text}"
        );
    }
}

#[test]
fn pile_games_longer_than_the_searches_go_are_refused_in_one_line() {
    for game in ["tokens", "subtraction", "tokens3"] {
        for tokens in ["1000000", "4294967295"] {
            let err = one_line_error(&["solve", game, "--position", tokens]);
            assert!(
                err.contains(&format!("this position may last {tokens} more plies")),
                "{game} {tokens}: {err}"
            );
        }
    }
    // The longest a search goes still answers.
    let text = succeeds(&[
        "solve",
        "tokens",
        "--position",
        "65536",
        "--weak",
        "--threads",
        "1",
    ]);
    assert!(text.contains("value: win for the side to move"), "{text}");
}

#[test]
fn position_strings_that_begin_with_an_empty_cell_are_read() {
    let text = succeeds(&["show", "tictactoe-misere", "--position", "--------- X"]);
    assert!(text.contains("position: --------- X"), "{text}");
    // The start positions that `show` prints, given back to it.
    for game in ["amazons", "checkers", "domineering"] {
        let shown = succeeds(&["show", game]);
        let line = shown
            .lines()
            .find_map(|l| l.strip_prefix("position: "))
            .unwrap_or_else(|| panic!("{game}: no position line in {shown}"));
        let again = succeeds(&["show", game, "--position", line]);
        assert!(again.contains(line), "{game}: {again}");
    }
}

#[test]
fn an_illegal_move_lists_a_few_legal_moves_and_their_count() {
    let err = one_line_error(&["show", "amazons", "--moves=a1a1"]);
    assert!(err.len() < 400, "{} bytes: {err}", err.len());
    assert!(err.contains("... (2176 in all)"), "{err}");
}

#[test]
fn threads_beyond_four_a_core_and_negative_numbers_are_refused_with_the_range() {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let most = 4 * cores;
    for (option, value, expected) in [
        ("--threads", "1024".to_string(), format!("from 1 to {most}")),
        ("--threads", "-3".to_string(), format!("from 1 to {most}")),
        (
            "--table-mb",
            "-1".to_string(),
            "from 1 to 16384".to_string(),
        ),
    ] {
        let out = gamedsl(&["solve", "tokens3", option, &value]);
        assert_eq!(out.status.code(), Some(2), "{option} {value}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(err.contains(&expected), "{option} {value}: {err}");
    }
    let out = gamedsl(&["bench", "connect4", "x", "--limit", "-5"]);
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.contains("expected a number of positions from 1 to"),
        "{err}"
    );
}

#[test]
fn the_time_limit_holds_with_the_most_threads() {
    // 1,024 threads took 22.9 s and 1.37 GB for a 3 s solve; four a core are allowed now.
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let threads = (4 * cores).to_string();
    for args in [
        &["solve", "amazons6", "--time", "2", "--threads", &threads][..],
        &[
            "solve",
            "tokens3",
            "--position",
            "20000",
            "--time",
            "2",
            "--threads",
            &threads,
        ],
    ] {
        let mut child = spawned(args, Stdio::null);
        let started = Instant::now();
        let (status, peak) = wait_watching(&mut child, Duration::from_secs(60));
        let took = started.elapsed();
        eprintln!("{args:?}: {} ms, {peak} KiB", took.as_millis());
        assert!(status.success(), "{args:?}");
        // Loose bounds for a loaded machine (the figures are in docs/reliability.md).
        assert!(took < Duration::from_secs(12), "{args:?}: {took:?}");
        assert!(peak < 1 << 20, "{args:?}: {peak} KiB");
    }
}

#[test]
fn names_with_control_characters_are_escaped_and_shortened() {
    let err = one_line_error(&["show", "tic\x1b[31mtac"]);
    assert!(err.contains("tic\\u{1b}[31mtac"), "{err}");
    let long = "g".repeat(16_000);
    let err = one_line_error(&["show", &long]);
    assert!(err.len() < 1_000, "{} bytes", err.len());
}

#[test]
fn new_refuses_keywords_as_crate_names() {
    let dir = std::env::temp_dir().join(format!("gamedsl-new-{}", std::process::id()));
    for name in ["fn", "std", "self", "async"] {
        let path = dir.join(name);
        let err = one_line_error(&["new", path.to_str().unwrap()]);
        assert!(
            err.contains("Rust keyword or the name of a standard crate"),
            "{err}"
        );
        assert!(!path.exists(), "{name}: nothing is written");
    }
}
