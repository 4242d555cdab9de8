//! Command-line arguments.
//!
//! Every option with a range is checked by its value parser, so that a bad value is refused with
//! one line that says what was expected, before any work starts.

use std::ops::RangeInclusive;
use std::path::PathBuf;
use std::time::Duration;

use clap::{Args as ClapArgs, Parser, Subcommand};
use game_dsl::engine::MAX_DEPTH;

/// Play, analyse, solve and benchmark two-player games declared with game-dsl.
#[derive(Parser, Debug)]
#[command(name = "gamedsl", version, long_about = None)]
#[command(after_help = "Examples:
  gamedsl list
  gamedsl play connect4 --depth 8
  gamedsl show tictactoe --moves 5,1,9
  gamedsl analyze tokens --position 5
  gamedsl analyze tictactoe --moves 5 --depth 2 --explain
  gamedsl explain --tree \"[[3,12,8],[2,4,6],[5,1,9]]\" --algo alphabeta
  gamedsl solve connect4 --moves 4453
  gamedsl solve connect4 --time 5
  gamedsl split othello6 --depth 6 --json
  gamedsl compare connect4 --depths 1..8 --plot compare.svg
  gamedsl perft connect4 9
  gamedsl bench tictactoe --algo minimax
  gamedsl bench connect4 $GAME_DSL_DATA/connect4/Test_L2_R1 --limit 100
  gamedsl serve --port 8080

Test sets (Pons' Connect Four sets, the FFO endgames) are not part of game-dsl: GAME_DSL_DATA
above stands for the directory that holds them (the workspace's tests read the same variable).

Long searches show a live line on a terminal; Ctrl-C stops them and prints the best result so
far (exit code 130). A bad game, move, position or option is one line on standard error and a
non-zero exit code.")]
pub struct Args {
    /// The command to run.
    #[command(subcommand)]
    pub command: Command,
}

/// The commands.
#[derive(Subcommand, Debug)]
pub enum Command {
    /// List the games.
    #[command(after_help = "Example:\n  gamedsl list")]
    List,
    /// Draw a position.
    Show(ShowCmd),
    /// Score every legal move of a position, name the best and its principal variation.
    Analyze(AnalyzeCmd),
    /// Find the exact value of a position, a best move and the principal variation.
    Solve(SolveCmd),
    /// Cut the tree at a depth into work units (positions and their lines of play), for a
    /// solve farmed out to many machines (see docs/cluster.md).
    Split(super::split::SplitCmd),
    /// Run every algorithm on one position, side by side: same value, different node counts.
    Compare(CompareCmd),
    /// Count the move sequences of a given length (finished games are not extended).
    Perft(PerftCmd),
    /// Solve a test-set file and report mismatches, mean time and nodes; or time a search.
    Bench(BenchCmd),
    /// Play a game in the terminal against the engine, or engine against engine.
    Play(PlayCmd),
    /// Serve the interactive demo in the browser: play, watch the node counts, compare the
    /// algorithms; and its JSON API.
    #[cfg(feature = "serve")]
    Serve(ServeCmd),
    /// Step minimax or alpha-beta through a game tree given as text, as the textbooks draw it.
    Explain(ExplainCmd),
    /// Write a new crate: a game of your own and the whole program for it, with its tests.
    New(NewCmd),
}

/// `explain`.
#[derive(ClapArgs, Debug)]
#[command(after_help = "Examples:
  gamedsl explain --tree \"[[3,12,8],[2,4,6],[5,1,9]]\"
  gamedsl explain --tree \"[[3,12,8],[2,4,6],[5,1,9]]\" --algo alphabeta
  gamedsl explain --tree \"[[1],4,[[2,7]],[-5,6]]\" --algo alphabeta --json

A tree is a list of children in brackets; a leaf is a whole number, its value for MAX (the
player to move at the root). MIN moves at the next level, MAX at the one after, and so on.
The tree is drawn with every node's backed-up value (for alpha-beta: its window and each cut
with its reason), then the value and the leaves examined.")]
pub struct ExplainCmd {
    /// The tree, e.g. `[[3,12,8],[2,4,6],[5,1,9]]`.
    #[arg(long, allow_hyphen_values = true)]
    pub tree: String,
    /// The algorithm: minimax or alphabeta (children in the tree's order).
    #[arg(long, default_value = "minimax", value_parser = ["minimax", "alphabeta"])]
    pub algo: String,
    /// Print JSON: `value`, `leaves` (examined), `nodes` (examined) and every node.
    #[arg(long)]
    pub json: bool,
}

/// Where to start: a sequence of moves from the start, or a position string.
#[derive(ClapArgs, Debug, Clone, Default)]
pub struct PositionArgs {
    /// Moves played from the start, in the game's notation (`21435`, `5 1 9`, `2,1`).
    #[arg(long, conflicts_with = "position", allow_hyphen_values = true)]
    pub moves: Option<String>,
    /// A position string in the game's format (`X-O------ X`; tokens: the number left, `6`; nim: the piles, `3,4,5`).
    #[arg(long, allow_hyphen_values = true)]
    pub position: Option<String>,
}

/// `show`.
#[derive(ClapArgs, Debug)]
#[command(after_help = "Examples:
  gamedsl show tictactoe --moves 5,1,9
  gamedsl show connect4 --moves 4453
  gamedsl show othello --moves f5d6c3
  gamedsl show tictactoe --position \"OXOXX---- O\"
  gamedsl show connect4 --moves 4453 --json")]
pub struct ShowCmd {
    /// The game (see `gamedsl list`).
    pub game: String,
    #[command(flatten)]
    pub position: PositionArgs,
    /// Print JSON: `position`, `to_move`, `moves` (the legal moves), `over`, `winner`, `result`
    /// (`"X wins"`, `"X wins by 4"`, `"draw"`, or `null` while the game goes on), `board`
    /// (the drawing) and `legend`.
    #[arg(long)]
    pub json: bool,
}

/// `analyze`.
#[derive(ClapArgs, Debug)]
#[command(after_help = "Examples:
  gamedsl analyze tokens --position 5
  gamedsl analyze tictactoe --moves 5 --algo minimax
  gamedsl analyze tictactoe --moves 5 --depth 2 --explain
  gamedsl analyze connect4 --moves 4455 --algo engine
  gamedsl analyze connect4 --time 2 --json

--explain prints the minimax tree as the tutorials draw it: each move, the replies, the
backed-up scores (depth 1 to 3). --time searches with the engine, the time shared among the
moves. Ctrl-C stops the engine and prints its deepest completed search.")]
pub struct AnalyzeCmd {
    /// The game (see `gamedsl list`).
    pub game: String,
    #[command(flatten)]
    pub position: PositionArgs,
    /// Search depth in plies (default: to the end of the game; with --explain, 2).
    #[arg(long, value_name = "PLIES", value_parser = parse_depth, allow_hyphen_values = true)]
    pub depth: Option<u32>,
    /// Time for the whole analysis, in seconds (searches with the engine: every move one ply
    /// deeper at a time; the scores shown are those of the last depth every move completed,
    /// which the output names).
    #[arg(long, value_name = "SECS", value_parser = parse_seconds, allow_hyphen_values = true)]
    pub time: Option<Duration>,
    /// The algorithm: minimax, alphabeta-unordered, alphabeta or engine (transposition table,
    /// null windows; exact to the end when no depth is given) [default: alphabeta, or engine
    /// with --time].
    #[arg(long, value_parser = ["minimax", "alphabeta-unordered", "alphabeta", "engine"])]
    pub algo: Option<String>,
    /// Print the minimax tree: each move, the opponent's replies, the backed-up scores.
    #[arg(long, conflicts_with_all = ["json", "time", "algo"])]
    pub explain: bool,
    #[command(flatten)]
    pub engine: EngineArgs,
    /// Print one JSON object.
    #[arg(long)]
    pub json: bool,
}

/// Options of the engine.
#[derive(ClapArgs, Debug, Clone, Copy)]
pub struct EngineArgs {
    /// Size of the engine's transposition table, in MiB (default: the game's size, from 64 KiB
    /// for a small game to 64 MiB).
    #[arg(long = "table-mb", value_name = "MB", value_parser = parse_table_mb, allow_hyphen_values = true)]
    pub table_mb: Option<u32>,
    /// Threads per search (default: every core; at most four a core). Values do not depend on
    /// it; node counts do.
    #[arg(long, value_parser = parse_threads, allow_hyphen_values = true)]
    pub threads: Option<u32>,
}

impl EngineArgs {
    /// The threads asked for, or one a core.
    pub fn threads(&self) -> usize {
        self.threads
            .map_or_else(game_dsl::engine::available_threads, |n| n as usize)
    }
}

/// `solve`.
#[derive(ClapArgs, Debug)]
#[command(after_help = "Examples:
  gamedsl solve tictactoe
  gamedsl solve connect4 --moves 4455
  gamedsl solve connect4 --moves 4453 --weak --json
  gamedsl solve connect4 --time 5

With --time, or on Ctrl-C, the solve stops and prints the range it has proven the value to lie
in and the best move so far (exit code 130 after Ctrl-C).")]
pub struct SolveCmd {
    /// The game (see `gamedsl list`).
    pub game: String,
    #[command(flatten)]
    pub position: PositionArgs,
    /// Only win, draw or loss, not the distance to the end: faster.
    #[arg(long)]
    pub weak: bool,
    /// Stop after this many seconds and print the bounds proven so far.
    #[arg(long, value_name = "SECS", value_parser = parse_seconds, allow_hyphen_values = true)]
    pub time: Option<Duration>,
    /// Solve within a window: a value at most this one is reported as that bound only
    /// (`upper`). A value as the solve prints it, with the plies of a win or loss of a game
    /// scored by distance: `0`, `-5`, `+1:13` (a win in 13 plies).
    #[arg(long, value_name = "VALUE", value_parser = parse_window_end, allow_hyphen_values = true, conflicts_with = "weak")]
    pub alpha: Option<WindowEnd>,
    /// Solve within a window: a value at least this one is reported as that bound only
    /// (`lower`). Written as `--alpha`'s.
    #[arg(long, value_name = "VALUE", value_parser = parse_window_end, allow_hyphen_values = true, conflicts_with = "weak")]
    pub beta: Option<WindowEnd>,
    #[command(flatten)]
    pub engine: EngineArgs,
    /// Print one JSON object.
    #[arg(long)]
    pub json: bool,
}

/// An end of a solve's window, in the game's units: the value for the side to move and, for a
/// win or loss of a game scored by distance, the plies to the end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WindowEnd {
    /// The value: +1 / 0 / -1 or the margin, or the game's own convention (Connect Four's).
    pub value: i32,
    /// The plies to the end of a win or loss.
    pub plies: Option<u32>,
}

/// `VALUE` or `VALUE:PLIES`.
fn parse_window_end(text: &str) -> Result<WindowEnd, String> {
    let expected =
        || "expected a value such as `0`, `-5` or `+1:13` (a win in 13 plies)".to_string();
    let (value, plies) = match text.split_once(':') {
        Some((value, plies)) => (value, Some(plies.parse::<u32>().map_err(|_| expected())?)),
        None => (text, None),
    };
    let value = value.strip_prefix('+').unwrap_or(value);
    let value = value.parse::<i32>().map_err(|_| expected())?;
    if value.unsigned_abs() > 1 << 16 || plies.is_some_and(|p| p >= 1 << 16) {
        return Err(expected());
    }
    Ok(WindowEnd { value, plies })
}

/// `compare`.
#[derive(ClapArgs, Debug)]
#[command(after_help = "Examples:
  gamedsl compare tictactoe --depth 9
  gamedsl compare connect4 --moves 4453 --depth 6 --json
  gamedsl compare connect4 --depths 1..8
  gamedsl compare connect4 --depths 1..8 --plot compare.svg

The depth is at most the plies left in the game. With --depths, an algorithm stops (shown as
`-`; minimax first) once its count at the next depth, predicted from the last two, would pass 100
million positions.")]
pub struct CompareCmd {
    /// The game (see `gamedsl list`).
    pub game: String,
    #[command(flatten)]
    pub position: PositionArgs,
    /// Search depth in plies.
    #[arg(long, value_name = "PLIES", value_parser = parse_depth, allow_hyphen_values = true, required_unless_present = "depths", conflicts_with = "depths")]
    pub depth: Option<u32>,
    /// Every depth of a range (`1..8`, or `8` for `1..8`): a table of nodes per depth.
    #[arg(long, value_name = "RANGE", value_parser = parse_depths, allow_hyphen_values = true)]
    pub depths: Option<RangeInclusive<u32>>,
    /// With --depths: write an SVG chart of nodes against depth (log scale) to FILE.
    #[arg(long, value_name = "FILE.svg")]
    pub plot: Option<PathBuf>,
    #[command(flatten)]
    pub engine: EngineArgs,
    /// Print one JSON object.
    #[arg(long)]
    pub json: bool,
}

/// `perft`.
#[derive(ClapArgs, Debug)]
#[command(after_help = "Examples:
  gamedsl perft tictactoe 9
  gamedsl perft connect4 9
  gamedsl perft othello 8 --json

A bar shows the root moves counted so far; Ctrl-C stops after the current one and prints the
partial count.")]
pub struct PerftCmd {
    /// The game (see `gamedsl list`).
    pub game: String,
    /// Plies to count (0 to 64).
    #[arg(value_parser = parse_perft_depth, allow_hyphen_values = true)]
    pub depth: u32,
    #[command(flatten)]
    pub position: PositionArgs,
    /// Threads (default: every core; at most four a core). The count does not depend on it.
    #[arg(long, value_parser = parse_threads, allow_hyphen_values = true)]
    pub threads: Option<u32>,
    /// Print one JSON object.
    #[arg(long)]
    pub json: bool,
}

/// `bench`.
#[derive(ClapArgs, Debug)]
#[command(after_help = "Examples:
  gamedsl bench tictactoe --algo minimax
  gamedsl bench connect4 --moves 4453 --algo alphabeta --depth 8 --runs 5
  gamedsl bench connect4 $GAME_DSL_DATA/connect4/Test_L3_R1 --limit 100
  gamedsl bench othello $GAME_DSL_DATA/othello/fforum-20-39.obf --limit 2 --json

Test sets are not part of game-dsl: GAME_DSL_DATA stands for the directory that holds them
(Pons' Connect Four sets, the FFO endgames; the workspace's tests read the same variable).
A bar shows the positions (or runs) done and the time spent; Ctrl-C stops after the current
one and reports those.")]
pub struct BenchCmd {
    /// The game (see `gamedsl list`).
    pub game: String,
    /// A test-set file (Connect Four: Pons' sets, `MOVES SCORE` a line; Othello: FFO `.obf`):
    /// solve every position with the engine, the table cleared before each (not timed), and
    /// report mismatches against the expected scores, mean time and mean nodes. Without a file,
    /// time a full search of one position.
    pub file: Option<PathBuf>,
    /// With a file: solve only the first N positions.
    #[arg(long, value_name = "N", value_parser = parse_limit, allow_hyphen_values = true)]
    pub limit: Option<u32>,
    /// With a file: solve only win / draw / loss (compared with the sign of the expected score).
    #[arg(long)]
    pub weak: bool,
    #[command(flatten)]
    pub engine: EngineArgs,
    #[command(flatten)]
    pub position: PositionArgs,
    /// The algorithm: minimax, alphabeta-unordered or alphabeta.
    #[arg(long, default_value = "minimax", value_parser = ["minimax", "alphabeta-unordered", "alphabeta"])]
    pub algo: String,
    /// Search depth in plies (default: to the end of the game).
    #[arg(long, value_name = "PLIES", value_parser = parse_depth, allow_hyphen_values = true)]
    pub depth: Option<u32>,
    /// How many times to run the search; the median is reported.
    #[arg(long, default_value_t = 11, value_parser = parse_runs, allow_hyphen_values = true)]
    pub runs: u32,
    /// Print one JSON object.
    #[arg(long)]
    pub json: bool,
}

/// Who plays a side in `gamedsl play`.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Humans {
    /// The human moves first (X); the engine plays O.
    First,
    /// The engine moves first; the human plays O.
    Second,
    /// Two humans at one terminal.
    Both,
    /// Engine against engine.
    None,
}

/// `play`.
#[derive(ClapArgs, Debug)]
#[command(
    after_help = "At the prompt: a move in the game's notation, `undo` (takes back your \
last move and the engine's reply to it), `hint` (the engine's choice for you), `quit`. An illegal \
or mistyped move is refused with the list of legal moves.

Examples:
  gamedsl play connect4
  gamedsl play tictactoe --human second --algo minimax --depth 9
  gamedsl play othello --time 1
  gamedsl play connect4 --human none --depth 10
  printf '5\\n1\\nquit\\n' | gamedsl play tictactoe --depth 9"
)]
pub struct PlayCmd {
    /// The game (see `gamedsl list`).
    pub game: String,
    #[command(flatten)]
    pub position: PositionArgs,
    /// The engine's search depth in plies (default 8 without --time).
    #[arg(long, value_name = "PLIES", value_parser = parse_depth, allow_hyphen_values = true)]
    pub depth: Option<u32>,
    /// The engine's time per move, in seconds (iterative deepening returns its deepest completed
    /// search; the engine algorithm only).
    #[arg(long, value_name = "SECS", value_parser = parse_seconds, allow_hyphen_values = true)]
    pub time: Option<Duration>,
    /// The computer's algorithm: engine, or minimax, alphabeta-unordered or alphabeta to a fixed
    /// depth.
    #[arg(long, default_value = "engine", value_parser = ["minimax", "alphabeta-unordered", "alphabeta", "engine"])]
    pub algo: String,
    /// Who is human.
    #[arg(long, value_enum, default_value = "first")]
    pub human: Humans,
    #[command(flatten)]
    pub engine: EngineArgs,
}

/// `new`.
#[derive(ClapArgs, Debug)]
#[command(after_help = "Examples:
  gamedsl new my-game                          (depends on the checkout gamedsl was built from)
  gamedsl new my-game --path ~/src/game-dsl

The crate declares a small game in src/lib.rs, makes the program of it in src/main.rs
(`cargo run -- list`, `cargo run -- play NAME`, `cargo run -- serve`), and tests it in tests/:
perft, the conformance harness, a snapshot of the generated code.")]
pub struct NewCmd {
    /// The directory to create (it must not exist, or be empty); its last part names the crate.
    pub dir: PathBuf,
    /// A checkout of game-dsl to depend on by path (its `Cargo.lock` and toolchain are copied);
    /// by default, the checkout this program was built from, when it is still there.
    #[arg(long, value_name = "CHECKOUT")]
    pub path: Option<PathBuf>,
}

/// `serve`.
#[cfg(feature = "serve")]
#[derive(ClapArgs, Debug)]
pub struct ServeCmd {
    /// The port to listen on (0: any free port, printed on the first line).
    #[arg(long, default_value_t = 8080)]
    pub port: u16,
    /// The address to listen on (`0.0.0.0` to serve other machines).
    #[arg(long, default_value = "127.0.0.1")]
    pub bind: std::net::IpAddr,
    /// How many searches run at once (default: the number of cores, at least 2); other search
    /// requests wait their turn.
    #[arg(long, value_name = "N", value_parser = parse_searches, allow_hyphen_values = true)]
    pub searches: Option<u32>,
    /// How many connections are served at once (default 256); more wait until one closes.
    #[arg(long, value_name = "N", value_parser = parse_connections, allow_hyphen_values = true)]
    pub connections: Option<u32>,
}

/// A whole number in `range`, or the range in the error: `-3` and `x` are refused alike.
fn whole_number(text: &str, range: RangeInclusive<u32>, what: &str) -> Result<u32, String> {
    match text.trim().parse::<u32>() {
        Ok(n) if range.contains(&n) => Ok(n),
        _ => Err(format!(
            "expected {what} from {} to {}",
            range.start(),
            range.end()
        )),
    }
}

/// The most threads a search may have: four a core (more only take turns on the cores, and
/// delay the end of a search past its time).
fn max_threads() -> u32 {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    u32::try_from(cores.saturating_mul(4)).unwrap_or(u32::MAX)
}

/// `--threads`: 1 to [`max_threads`].
fn parse_threads(text: &str) -> Result<u32, String> {
    whole_number(
        text,
        1..=max_threads(),
        "a number of threads (at most four a core)",
    )
}

/// `--table-mb`: 1 MiB to 16 GiB.
fn parse_table_mb(text: &str) -> Result<u32, String> {
    whole_number(text, 1..=16_384, "a table size in MiB")
}

/// `--limit`: at least one position.
fn parse_limit(text: &str) -> Result<u32, String> {
    whole_number(text, 1..=u32::MAX, "a number of positions")
}

/// `--runs`.
fn parse_runs(text: &str) -> Result<u32, String> {
    whole_number(text, 1..=10_000, "a number of runs")
}

/// `--searches`.
fn parse_searches(text: &str) -> Result<u32, String> {
    whole_number(text, 1..=256, "a number of searches")
}

/// `--connections`.
fn parse_connections(text: &str) -> Result<u32, String> {
    whole_number(text, 1..=65_536, "a number of connections")
}

/// Perft's depth.
fn parse_perft_depth(text: &str) -> Result<u32, String> {
    whole_number(text, 0..=64, "a depth in plies")
}

/// The longest time limit, in seconds (a day).
const MAX_SECONDS: f64 = 86_400.0;

/// Seconds: a positive, finite number of at most a day.
fn parse_seconds(text: &str) -> Result<Duration, String> {
    let expected = format!("expected a positive number of seconds, at most {MAX_SECONDS}");
    match text.parse::<f64>() {
        Ok(seconds) if seconds > 0.0 && seconds <= MAX_SECONDS => {
            Ok(Duration::from_secs_f64(seconds))
        }
        _ => Err(expected),
    }
}

/// A search depth: 1 to the engine's deepest, [`MAX_DEPTH`].
fn parse_depth(text: &str) -> Result<u32, String> {
    match text.parse::<u32>() {
        Ok(depth) if (1..=MAX_DEPTH).contains(&depth) => Ok(depth),
        _ => Err(format!("expected a depth in plies from 1 to {MAX_DEPTH}")),
    }
}

/// A range of depths: `A..B`, `A..=B` or `B` (for `1..B`).
fn parse_depths(text: &str) -> Result<RangeInclusive<u32>, String> {
    let expected = || format!("expected depths as `1..8` or `8`, from 1 to {MAX_DEPTH}");
    let (low, high) = match text.split_once("..") {
        Some((low, high)) => (
            parse_depth(low).map_err(|_| expected())?,
            parse_depth(high.strip_prefix('=').unwrap_or(high)).map_err(|_| expected())?,
        ),
        None => (1, parse_depth(text).map_err(|_| expected())?),
    };
    if low > high {
        return Err(format!(
            "`{text}` is empty: expected the first depth at most the last"
        ));
    }
    Ok(low..=high)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn value_parsers_refuse_what_is_out_of_range() {
        assert_eq!(parse_depths("1..8"), Ok(1..=8));
        assert_eq!(parse_depths("3..=5"), Ok(3..=5));
        assert_eq!(parse_depths("6"), Ok(1..=6));
        assert!(parse_depths("5..2").is_err());
        assert!(parse_depths("0..2").is_err());
        assert!(parse_depth("0").is_err());
        assert!(parse_depth("1000").is_err());
        assert_eq!(parse_seconds("0.5"), Ok(Duration::from_millis(500)));
        assert_eq!(parse_threads("1"), Ok(1));
        assert_eq!(
            parse_threads("-3"),
            Err(format!(
                "expected a number of threads (at most four a core) from 1 to {}",
                max_threads()
            ))
        );
        assert!(parse_threads(&(max_threads() + 1).to_string()).is_err());
        assert_eq!(
            parse_table_mb("-1"),
            Err("expected a table size in MiB from 1 to 16384".to_string())
        );
        assert!(parse_limit("-5").is_err() && parse_limit("0").is_err());
        assert_eq!(parse_perft_depth("0"), Ok(0));
        for bad in ["-1", "0", "nan", "inf", "x", "1e9"] {
            assert!(parse_seconds(bad).is_err(), "{bad}");
        }
    }
}
