//! The bundled games against OpenSpiel (<https://github.com/google-deepmind/open_spiel>, PyPI
//! `open-spiel`), an independent implementation of the same rules: `scripts/openspiel_check.py`
//! plays seeded random games in OpenSpiel and writes every position (the moves so far and the
//! sorted legal moves, in game-dsl's notation) and each game's result; here each position is
//! played with the bundled game and its sorted legal moves and, at the end, its result are
//! compared with OpenSpiel's.
//!
//! OpenSpiel is a Python package: the script runs with `$GAME_DSL_PYTHON` (default `python3`).
//! Without it (`import pyspiel` fails) each test says it is skipped and passes, unless
//! `GAME_DSL_REQUIRE_OPENSPIEL` is set (as `.ci/run` does, after installing OpenSpiel in a
//! virtual environment), when it fails.
//!
//! A game is checked by an entry in the script's table (OpenSpiel's game and parameters, and
//! the notation of its actions) and a line in [`openspiel_checks!`] below; a test checks that
//! the two lists name the same games. `docs/rules.md` ("Checked against OpenSpiel") lists the
//! games, their OpenSpiel names and the positions compared; every position and every result of
//! every game is compared, none left out but where the script's entry for a game says why (a
//! game's line then ends with `x` for its result: Hive's, where OpenSpiel's one-hive check or
//! its bounded board depart from the rules). A move whose text holds a space (Hive's `wA2 bL/`)
//! is written with `_` for it.

use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Command, Stdio};
use std::sync::OnceLock;
use std::time::Instant;

use game_dsl::{Game, GameExt, Player};
use game_dsl_tests::sorted_moves;
use gamedsl::Bundled;
use gamedsl::{
    Amazons, Amazons6, Antichess, Breakthrough, Checkers, Chess, ChineseCheckers, Clobber,
    ConnectFour, ConnectFour5x4, ConnectFour8x7, ConnectThree, Crazyhouse, DotsAndBoxes, Go, Go9,
    Gomoku, Havannah, Hex, Hex5, Hive, Kalah, LinesOfAction, Nim, NineMensMorris, Othello, Oware,
    Pentago, Quoridor, Shogi, TicTacToe, TicTacToeMisere, Twixt, UltimateTicTacToe, Xiangqi, Y,
};

/// Random games per game.
const GAMES: usize = 200;
/// The script's seed: game `i` plays from the seed `SEED:i` (`--only i` replays it).
const SEED: u64 = 1;
/// Differences listed in a failure message, at most.
const SHOWN: usize = 5;

/// The script, beside the workspace's other scripts.
const SCRIPT: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../scripts/openspiel_check.py");

/// The Python interpreter that runs the script: `$GAME_DSL_PYTHON`, or `python3`.
fn python() -> String {
    std::env::var("GAME_DSL_PYTHON").unwrap_or_else(|_| "python3".to_string())
}

/// Writes a line to the test's standard output itself, past the harness's capture (which keeps
/// what `println!` prints for failing tests only), so that skips and figures show in every run.
fn say(line: &str) {
    let _ = std::io::stdout()
        .lock()
        .write_all(format!("{line}\n").as_bytes());
}

/// Whether OpenSpiel can be imported; checked once for every test of this file. When it
/// cannot, `false` and a note saying the test is skipped, or a panic when
/// `GAME_DSL_REQUIRE_OPENSPIEL` is set.
fn openspiel_available(test: &str) -> bool {
    static AVAILABLE: OnceLock<Result<(), String>> = OnceLock::new();
    let available = AVAILABLE.get_or_init(|| {
        match Command::new(python())
            .args(["-c", "import pyspiel"])
            .output()
        {
            Ok(out) if out.status.success() => Ok(()),
            Ok(out) => Err(String::from_utf8_lossy(&out.stderr).trim().to_string()),
            Err(error) => Err(error.to_string()),
        }
    });
    match available {
        Ok(()) => true,
        Err(why) if std::env::var_os("GAME_DSL_REQUIRE_OPENSPIEL").is_some() => panic!(
            "{test}: OpenSpiel cannot be imported with {} ({why}); \
             install it (pip install open-spiel) and set GAME_DSL_PYTHON",
            python()
        ),
        Err(why) => {
            say(&format!(
                "SKIPPED {test}: OpenSpiel cannot be imported with {} ({}; set GAME_DSL_PYTHON; \
                 GAME_DSL_REQUIRE_OPENSPIEL=1 fails instead)",
                python(),
                why.lines().last().unwrap_or("")
            ));
            false
        }
    }
}

/// What one game's check compared.
#[derive(Debug, Default)]
struct Tally {
    games: usize,
    positions: usize,
    excluded: usize,
    differences: Vec<String>,
    count_differing: usize,
}

impl Tally {
    /// Notes a difference; the first [`SHOWN`] are kept for the message.
    fn differ(&mut self, text: String) {
        self.count_differing += 1;
        if self.differences.len() < SHOWN {
            self.differences.push(text);
        }
    }
}

/// The bundled game's result for the first player, 1, 0 or -1, or `None` while it goes on.
fn result_for_first<G: Game>(pos: &G) -> Option<i32> {
    let value = pos.terminal_value()?.signum();
    Some(match pos.side_to_move() {
        Player::First => value,
        Player::Second => -value,
    })
}

/// The moves only in `a`, at most a few, for a message.
fn only_in(a: &[&str], b: &[&str]) -> String {
    let only: Vec<&str> = a.iter().filter(|m| !b.contains(m)).copied().collect();
    let shown = only.iter().take(12).copied().collect::<Vec<_>>().join(" ");
    if only.len() > 12 {
        format!("{shown} ... ({} in all)", only.len())
    } else if only.is_empty() {
        "(none)".to_string()
    } else {
        shown
    }
}

/// One position of OpenSpiel's output: `moves so far TAB sorted moves [TAB result]`; a result
/// `x` ends a game whose last position is left out of the comparison.
struct Line<'a> {
    played: Vec<&'a str>,
    moves: Vec<&'a str>,
    result: Option<i32>,
    excluded: bool,
}

fn parse_line<'a>(line: &'a str) -> Line<'a> {
    let mut fields = line.split('\t');
    let words = |field: Option<&'a str>| -> Vec<&'a str> {
        field.unwrap_or("").split_whitespace().collect()
    };
    let played = words(fields.next());
    let moves = words(fields.next());
    let (result, excluded) = match fields.next() {
        Some("x") => (None, true),
        field => (
            field.map(|r| r.parse().unwrap_or_else(|_| panic!("a result: {line:?}"))),
            false,
        ),
    };
    Line {
        played,
        moves,
        result,
        excluded,
    }
}

/// Compares one game of OpenSpiel's output (the lines after its `# game I`) with `G`, position
/// by position. Stops at the first difference, which it notes.
fn compare_game<G: Bundled>(index: usize, lines: &[String], tally: &mut Tally) {
    let mut pos = G::start();
    let replay = format!(
        "scripts/openspiel_check.py {} {GAMES} {SEED} --only {index}",
        G::ID
    );
    let mut before: Vec<&str> = Vec::new();
    for (n, text) in lines.iter().enumerate() {
        let line = parse_line(text);
        let at = format!("game {index} ({replay}), after [{}]", line.played.join(" "));
        // The moves so far are the previous line's and one more (or none, first): each line's
        // position is the previous one's after its last move.
        assert_eq!(line.played.len(), n, "{at}: lines out of step");
        assert_eq!(
            line.played[..n.saturating_sub(1)],
            before,
            "{at}: lines out of step"
        );
        before.clone_from(&line.played);
        if let Some(&last) = line.played.last() {
            let last = &*last.replace('_', " ");
            let mv = match pos.parse_legal_move(last) {
                Ok(mv) => mv,
                Err(error) => {
                    tally.differ(format!("{at}: {last} is not legal here: {error}"));
                    return;
                }
            };
            assert_eq!(
                pos.format_move(mv),
                last,
                "{at}: the move reads back otherwise"
            );
            pos.play(mv);
        }
        let is_last = n + 1 == lines.len();
        assert_eq!(
            line.result.is_some() || line.excluded,
            is_last,
            "{at}: the result is on the last line only"
        );
        if line.excluded {
            tally.excluded += 1;
            break;
        }
        tally.positions += 1;
        let mut ours: Vec<String> = sorted_moves(&pos)
            .into_iter()
            .map(|m| m.replace(' ', "_"))
            .collect();
        ours.sort();
        let ours: Vec<&str> = ours.iter().map(String::as_str).collect();
        if ours != line.moves {
            tally.differ(format!(
                "{at}: the legal moves differ\n  only OpenSpiel's: {}\n  only game-dsl's:  {}",
                only_in(&line.moves, &ours),
                only_in(&ours, &line.moves),
            ));
            return;
        }
        if let Some(result) = line.result
            && result_for_first(&pos) != Some(result)
        {
            tally.differ(format!(
                "{at}: the result for the first player differs: OpenSpiel's {result}, \
                 game-dsl's {:?}",
                result_for_first(&pos)
            ));
            return;
        }
    }
    tally.games += 1;
}

/// Runs the script for `G` and compares every game, reading the script's output as it comes
/// (the comparison runs while OpenSpiel plays). Panics with the first differences.
fn check<G: Bundled>(games: usize) {
    let test = format!("openspiel::{}", G::ID);
    if !openspiel_available(&test) {
        return;
    }
    let started = Instant::now();
    let mut child = Command::new(python())
        .arg(SCRIPT)
        .args([G::ID, &games.to_string(), &SEED.to_string()])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("{test}: cannot run {}: {e}", python()));
    let mut stderr = child.stderr.take().expect("piped");
    let errors = std::thread::spawn(move || {
        let mut text = String::new();
        let _ = stderr.read_to_string(&mut text);
        text
    });
    let mut tally = Tally::default();
    let mut lines: Vec<String> = Vec::new();
    let mut index = None;
    let stdout = BufReader::new(child.stdout.take().expect("piped"));
    for line in stdout.lines() {
        let line = line.expect("the script's output");
        if let Some(next) = line.strip_prefix("# game ") {
            if let Some(index) = index {
                compare_game::<G>(index, &lines, &mut tally);
            }
            index = Some(next.parse().expect("a game number"));
            lines.clear();
        } else {
            lines.push(line);
        }
    }
    // The script's failure first: it would leave the last game cut short.
    let status = child.wait().expect("the script ends");
    let errors = errors.join().expect("standard error read");
    assert!(
        status.success(),
        "{test}: the script failed ({status}):\n{errors}"
    );
    if let Some(index) = index {
        compare_game::<G>(index, &lines, &mut tally);
    }
    assert!(
        tally.count_differing == 0,
        "{test}: {} of {games} games differ from OpenSpiel's; the first:\n{}",
        tally.count_differing,
        tally.differences.join("\n")
    );
    assert_eq!(tally.games, games, "{test}: games compared");
    let excluded = match tally.excluded {
        0 => String::new(),
        n => format!(" ({n} games' last position left out, as the script says why)"),
    };
    say(&format!(
        "{test}: {} games, {} positions compared{excluded}, {:.1} s",
        tally.games,
        tally.positions,
        started.elapsed().as_secs_f64()
    ));
    // Every position of every game is compared: at least one a game.
    assert!(tally.positions >= games, "{test}: positions compared");
}

/// One test a game: `test_name: BundledType`, every position and every result compared, over
/// [`GAMES`] random games or, after `= N`, `N` (a game of long random games).
macro_rules! openspiel_checks {
    ($($test:ident: $game:ty $(= $games:expr)?;)*) => {
        $(
            #[test]
            fn $test() {
                #[allow(unused_mut, unused_assignments)]
                let mut games = GAMES;
                $(games = $games;)?
                check::<$game>(games);
            }
        )*

        /// The games checked here, by their bundled names.
        const CHECKED: &[&str] = &[$(<$game as Bundled>::ID),*];
    };
}

openspiel_checks! {
    tictactoe: TicTacToe;
    tictactoe_misere: TicTacToeMisere;
    connect4: ConnectFour;
    connect4_8x7: ConnectFour8x7;
    connect4_5x4: ConnectFour5x4;
    connect3: ConnectThree;
    gomoku: Gomoku;
    othello: Othello;
    hex: Hex;
    hex5: Hex5;
    y: Y;
    havannah: Havannah;
    twixt: Twixt;
    chinese_checkers: ChineseCheckers;
    quoridor: Quoridor;
    hive: Hive;
    pentago: Pentago;
    ultimate_tictactoe: UltimateTicTacToe;
    nim: Nim;
    breakthrough: Breakthrough;
    clobber: Clobber;
    amazons: Amazons;
    amazons6: Amazons6;
    checkers: Checkers;
    kalah: Kalah;
    oware: Oware;
    lines_of_action: LinesOfAction;
    dots_and_boxes: DotsAndBoxes;
    chess: Chess;
    nine_mens_morris: NineMensMorris;
    antichess: Antichess;
    xiangqi: Xiangqi;
    crazyhouse: Crazyhouse;
    shogi: Shogi;
    go9: Go9;
    go: Go;
}

/// The script's table and this file's list name the same games (needs no OpenSpiel: the script
/// lists its entries without importing it).
#[test]
fn every_entry_of_the_script_is_checked() {
    let out = Command::new(python()).args([SCRIPT, "--list"]).output();
    let out = match out {
        Ok(out) if out.status.success() => out,
        _ if std::env::var_os("GAME_DSL_REQUIRE_OPENSPIEL").is_none() => {
            say("SKIPPED openspiel::every_entry_of_the_script_is_checked: no Python");
            return;
        }
        other => panic!("{SCRIPT} --list: {other:?}"),
    };
    let listed: Vec<String> = String::from_utf8(out.stdout)
        .expect("UTF-8")
        .lines()
        .map(|line| line.split('\t').next().unwrap_or("").to_string())
        .collect();
    assert_eq!(listed, CHECKED);
}
