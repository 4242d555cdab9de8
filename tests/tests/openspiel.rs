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
//! games, their OpenSpiel names, the positions compared and the known differences.

use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Command, Stdio};
use std::sync::OnceLock;
use std::time::Instant;

use game_dsl::{Game, GameExt, Notation, Player};
use game_dsl_tests::sorted_moves;
use gamedsl::Bundled;
use gamedsl::{
    Amazons, Amazons6, Antichess, Breakthrough, Checkers, Chess, Clobber, ConnectFour,
    ConnectFour5x4, ConnectFour8x7, ConnectThree, Crazyhouse, DotsAndBoxes, Gomoku, Havannah, Hex,
    Hex5, Kalah, LinesOfAction, Nim, NineMensMorris, Othello, Oware, Pentago, TicTacToe,
    TicTacToeMisere, UltimateTicTacToe, Xiangqi, Y,
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

/// A known difference between OpenSpiel's rules and a bundled game's, each with its source.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Known {
    /// The rules agree everywhere: every position and every result is compared.
    Nothing,
    /// OpenSpiel's checkers is drawn once 40 plies in a row pass without a capture
    /// (`kMaxMovesWithoutCapture = 40` in `open_spiel/games/checkers/checkers.h`, counted in
    /// `CheckersState::DoApplyAction`, and no parameter changes it); the bundled game is drawn
    /// after 80 (`docs/rules.md`, the federation's 40 moves each). OpenSpiel's games end there:
    /// that final position is not compared, after checking that it is such a draw (the last 40
    /// moves capture nothing and the move before them, if any, does). Every earlier position
    /// is compared.
    CheckersFortyPlyDraw,
    /// OpenSpiel's oware ends a game when a position (side to move, scores, houses) repeats
    /// one since the last capture, each side taking the seeds in its houses
    /// (`OwareState::DoApplyAction`, `boards_since_last_capture_`); the bundled game has no rule
    /// that reads the history and goes on (`docs/rules.md`). Such a final position is not
    /// compared, after checking that the bundled game's position did repeat one since the last
    /// capture (the captures are in the position, so an equal position had as many) and that
    /// the bundled game goes on there (its plies played aside). Every earlier position is
    /// compared.
    OwareRepetition,
    /// OpenSpiel's lines_of_action is drawn when a move makes a board (the stones alone, the
    /// side to move aside) seen before in the game (`visited_boards_` in
    /// `LinesOfActionState::DoApplyAction`); the bundled game has no rule that reads the history
    /// and goes on (`docs/rules.md`). Such a final position is not compared, after checking that
    /// OpenSpiel drew it, that its stones repeat an earlier position's and that the bundled
    /// game goes on there. Every earlier position is compared.
    LinesOfActionRepetition,
}

/// The rows of the cells of a move written as cells (`c6e4g2`: 6, 4, 2).
fn rows(mv: &str) -> Vec<i32> {
    mv.split(|c: char| c.is_ascii_lowercase())
        .filter(|digits| !digits.is_empty())
        .map(|digits| digits.parse().expect("a row number"))
        .collect()
}

/// Whether a draughts move captures: its first step spans two rows.
fn captures(mv: &str) -> bool {
    let rows = rows(mv);
    (rows[0] - rows[1]).abs() == 2
}

/// The bundled game after the moves `played` from its start, and the `key` of every position on
/// the way, the start's first: what a check of a repetition reads.
fn replay<G: Notation>(played: &[&str], key: impl Fn(&G) -> String) -> (G, Vec<String>) {
    let mut pos = G::start();
    let mut seen = vec![key(&pos)];
    for mv in played {
        let legal = pos.parse_legal_move(mv).expect("a move compared before");
        pos.play(legal);
        seen.push(key(&pos));
    }
    (pos, seen)
}

/// Whether the last key of `seen` stands earlier in it too.
fn repeats(seen: &[String]) -> bool {
    seen.split_last()
        .is_some_and(|(last, before)| before.contains(last))
}

impl Known {
    /// Whether OpenSpiel's final position `played` (its result `result` for the first player)
    /// is one where the rules are known to differ, and so is not compared: the reason, or
    /// `None` when it is compared.
    fn excludes_end(self, played: &[&str], result: i32) -> Option<&'static str> {
        match self {
            Known::Nothing => None,
            Known::OwareRepetition => {
                // The position without the plies played, which OpenSpiel's board does not hold.
                let (pos, seen) = replay::<Oware>(played, |pos| {
                    let text = pos.position_string();
                    text.rsplit_once(' ')
                        .map_or(text.clone(), |(board, _)| board.to_string())
                });
                (!pos.is_over() && repeats(&seen)).then_some("repetition since the last capture")
            }
            Known::LinesOfActionRepetition if result != 0 => None,
            Known::LinesOfActionRepetition => {
                let (pos, seen) = replay::<LinesOfAction>(played, |pos| {
                    let text = pos.position_string();
                    text.split(' ').next().unwrap_or_default().to_string()
                });
                (!pos.is_over() && repeats(&seen)).then_some("a board seen before")
            }
            Known::CheckersFortyPlyDraw if result != 0 => None,
            Known::CheckersFortyPlyDraw => {
                let quiet = played.iter().rev().take_while(|mv| !captures(mv)).count();
                // OpenSpiel has no other draw: its draws must all be the forty plies exactly.
                assert_eq!(
                    quiet,
                    40,
                    "OpenSpiel's checkers drew after {quiet} plies without a capture, not 40: {}",
                    played.join(" ")
                );
                Some("forty plies without a capture")
            }
        }
    }
}

/// What one game's check compared.
#[derive(Debug, Default)]
struct Tally {
    games: usize,
    positions: usize,
    /// The final positions not compared, by reason.
    excluded: Vec<(&'static str, usize)>,
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

/// One position of OpenSpiel's output: `moves so far TAB sorted moves [TAB result]`.
struct Line<'a> {
    played: Vec<&'a str>,
    moves: Vec<&'a str>,
    result: Option<i32>,
}

fn parse_line<'a>(line: &'a str) -> Line<'a> {
    let mut fields = line.split('\t');
    let words = |field: Option<&'a str>| -> Vec<&'a str> {
        field.unwrap_or("").split_whitespace().collect()
    };
    let played = words(fields.next());
    let moves = words(fields.next());
    let result = fields
        .next()
        .map(|r| r.parse().unwrap_or_else(|_| panic!("a result: {line:?}")));
    Line {
        played,
        moves,
        result,
    }
}

/// Compares one game of OpenSpiel's output (the lines after its `# game I`) with `G`, position
/// by position. Stops at the first difference, which it notes.
fn compare_game<G: Bundled>(index: usize, lines: &[String], known: Known, tally: &mut Tally) {
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
            line.result.is_some(),
            is_last,
            "{at}: the result is on the last line only"
        );
        if let Some(result) = line.result
            && let Some(reason) = known.excludes_end(&line.played, result)
        {
            match tally.excluded.iter_mut().find(|(r, _)| *r == reason) {
                Some((_, count)) => *count += 1,
                None => tally.excluded.push((reason, 1)),
            }
            continue;
        }
        tally.positions += 1;
        let ours = sorted_moves(&pos);
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
fn check<G: Bundled>(games: usize, known: Known) {
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
                compare_game::<G>(index, &lines, known, &mut tally);
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
        compare_game::<G>(index, &lines, known, &mut tally);
    }
    assert!(
        tally.count_differing == 0,
        "{test}: {} of {games} games differ from OpenSpiel's; the first:\n{}",
        tally.count_differing,
        tally.differences.join("\n")
    );
    assert_eq!(tally.games, games, "{test}: games compared");
    say(&format!(
        "{test}: {} games, {} positions compared{}, {:.1} s",
        tally.games,
        tally.positions,
        if tally.excluded.is_empty() {
            String::new()
        } else {
            let reasons: Vec<String> = tally
                .excluded
                .iter()
                .map(|(reason, count)| format!("{count} {reason}"))
                .collect();
            format!(
                ", {} final positions not compared ({known:?}: {})",
                tally.excluded.iter().map(|(_, count)| count).sum::<usize>(),
                reasons.join(", ")
            )
        },
        started.elapsed().as_secs_f64()
    ));
    // Every position of a game was compared but for the excluded ends: at least one each.
    assert!(tally.positions >= games, "{test}: positions compared");
}

/// One test a game: `test_name: BundledType` (every position and result compared), or
/// `test_name: BundledType, Known::...` with the known difference.
macro_rules! openspiel_checks {
    ($($test:ident: $game:ty $(, $known:expr)?;)*) => {
        $(
            #[test]
            fn $test() {
                check::<$game>(GAMES, openspiel_checks!(@known $($known)?));
            }
        )*

        /// The games checked here, by their bundled names.
        const CHECKED: &[&str] = &[$(<$game as Bundled>::ID),*];
    };
    (@known) => { Known::Nothing };
    (@known $known:expr) => { $known };
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
    pentago: Pentago;
    ultimate_tictactoe: UltimateTicTacToe;
    nim: Nim;
    breakthrough: Breakthrough;
    clobber: Clobber;
    amazons: Amazons;
    amazons6: Amazons6;
    checkers: Checkers, Known::CheckersFortyPlyDraw;
    kalah: Kalah;
    oware: Oware, Known::OwareRepetition;
    lines_of_action: LinesOfAction, Known::LinesOfActionRepetition;
    dots_and_boxes: DotsAndBoxes;
    chess: Chess;
    nine_mens_morris: NineMensMorris;
    antichess: Antichess;
    xiangqi: Xiangqi;
    crazyhouse: Crazyhouse;
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

/// The checkers exclusion reads captures from the notation: a jump spans two rows.
#[test]
fn draughts_captures_are_read_from_the_notation() {
    assert!(captures("c6e4g2") && captures("b4d6"));
    assert!(!captures("c6d5") && !captures("h2g1"));
    assert_eq!(rows("a10b9"), [10, 9]);
    let quiet = ["c6d5"; 40];
    assert!(
        Known::CheckersFortyPlyDraw
            .excludes_end(&quiet, 0)
            .is_some()
    );
    assert!(
        Known::CheckersFortyPlyDraw
            .excludes_end(&quiet, 1)
            .is_none()
    );
    assert!(Known::Nothing.excludes_end(&quiet, 0).is_none());
}
