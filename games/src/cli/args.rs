//! Command-line arguments.

use clap::{Args as ClapArgs, Parser, Subcommand};

/// Play, analyse, solve and benchmark two-player games declared with game-dsl.
#[derive(Parser, Debug)]
#[command(name = "gamedsl", version, about, long_about = None)]
#[command(after_help = "Examples:
  gamedsl list
  gamedsl show tictactoe --moves 5,1,9
  gamedsl analyze tokens --position 5
  gamedsl solve tictactoe --moves 21435 --json
  gamedsl solve connect4 --moves 4453
  gamedsl compare tictactoe --depth 9
  gamedsl perft connect4 9
  gamedsl bench tictactoe --algo minimax
  gamedsl bench connect4 ../shared/data/connect4/Test_L2_R1 --limit 100")]
pub struct Args {
    /// The command to run.
    #[command(subcommand)]
    pub command: Command,
}

/// The commands.
#[derive(Subcommand, Debug)]
pub enum Command {
    /// List the bundled games.
    List,
    /// Draw a position.
    Show(ShowCmd),
    /// Score every legal move of a position and name the best.
    Analyze(AnalyzeCmd),
    /// Find the exact value of a position and a best move.
    Solve(SolveCmd),
    /// Run every algorithm on one position, side by side: same value, different node counts.
    Compare(CompareCmd),
    /// Count the move sequences of a given length (finished games are not extended).
    Perft(PerftCmd),
    /// Solve a test-set file and report mismatches, mean time and nodes; or time a search.
    Bench(BenchCmd),
    /// Play a game in the terminal against the engine, or engine against engine.
    Play(PlayCmd),
}

/// Where to start: a sequence of moves from the start, or a position string.
#[derive(ClapArgs, Debug, Clone, Default)]
pub struct PositionArgs {
    /// Moves played from the start, in the game's notation (`21435`, `5 1 9`, `2,1`).
    #[arg(long, conflicts_with = "position")]
    pub moves: Option<String>,
    /// A position string in the game's format (`X-O------ X`; tokens: the number left, `6`).
    #[arg(long)]
    pub position: Option<String>,
}

/// `show`.
#[derive(ClapArgs, Debug)]
pub struct ShowCmd {
    /// The game (see `gamedsl list`).
    pub game: String,
    #[command(flatten)]
    pub position: PositionArgs,
}

/// `analyze`.
#[derive(ClapArgs, Debug)]
pub struct AnalyzeCmd {
    /// The game (see `gamedsl list`).
    pub game: String,
    #[command(flatten)]
    pub position: PositionArgs,
    /// Search depth in plies (default: to the end of the game).
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=1000))]
    pub depth: Option<u32>,
    /// The algorithm: minimax, alphabeta-unordered, alphabeta or engine (transposition table,
    /// null windows; exact to the end when no depth is given).
    #[arg(long, default_value = "alphabeta", value_parser = ["minimax", "alphabeta-unordered", "alphabeta", "engine"])]
    pub algo: String,
    #[command(flatten)]
    pub engine: EngineArgs,
    /// Print one JSON object.
    #[arg(long)]
    pub json: bool,
}

/// Options of the engine.
#[derive(ClapArgs, Debug, Clone, Copy)]
pub struct EngineArgs {
    /// Size of the engine's transposition table, in MiB.
    #[arg(long = "table-mb", default_value_t = 64, value_parser = clap::value_parser!(u32).range(1..=16384))]
    pub table_mb: u32,
    /// Threads per search (default: every core). Values do not depend on it; node counts do.
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=1024))]
    pub threads: Option<u32>,
}

impl EngineArgs {
    /// The threads asked for, or every core.
    pub fn threads(&self) -> usize {
        self.threads
            .map_or_else(game_dsl::engine::available_threads, |n| n as usize)
    }
}

/// `solve`.
#[derive(ClapArgs, Debug)]
pub struct SolveCmd {
    /// The game (see `gamedsl list`).
    pub game: String,
    #[command(flatten)]
    pub position: PositionArgs,
    /// Only win, draw or loss, not the distance to the end: faster.
    #[arg(long)]
    pub weak: bool,
    #[command(flatten)]
    pub engine: EngineArgs,
    /// Print one JSON object.
    #[arg(long)]
    pub json: bool,
}

/// `compare`.
#[derive(ClapArgs, Debug)]
pub struct CompareCmd {
    /// The game (see `gamedsl list`).
    pub game: String,
    #[command(flatten)]
    pub position: PositionArgs,
    /// Search depth in plies.
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=1000))]
    pub depth: u32,
    #[command(flatten)]
    pub engine: EngineArgs,
    /// Print one JSON object.
    #[arg(long)]
    pub json: bool,
}

/// `perft`.
#[derive(ClapArgs, Debug)]
pub struct PerftCmd {
    /// The game (see `gamedsl list`).
    pub game: String,
    /// Plies to count.
    #[arg(value_parser = clap::value_parser!(u32).range(0..=64))]
    pub depth: u32,
    #[command(flatten)]
    pub position: PositionArgs,
    /// Threads (default: every core). The count does not depend on it.
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=1024))]
    pub threads: Option<u32>,
    /// Print one JSON object.
    #[arg(long)]
    pub json: bool,
}

/// `bench`.
#[derive(ClapArgs, Debug)]
pub struct BenchCmd {
    /// The game (see `gamedsl list`).
    pub game: String,
    /// A test-set file (Connect Four: Pons' sets, `MOVES SCORE` a line; Othello: FFO `.obf`):
    /// solve every position with the engine, the table cleared before each (not timed), and
    /// report mismatches against the expected scores, mean time and mean nodes. Without a file,
    /// time a full search of one position.
    pub file: Option<std::path::PathBuf>,
    /// With a file: solve only the first N positions.
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..))]
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
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=1000))]
    pub depth: Option<u32>,
    /// How many times to run the search; the median is reported.
    #[arg(long, default_value_t = 11, value_parser = clap::value_parser!(u32).range(1..=10_000))]
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
    after_help = "At the prompt: a move in the game's notation, `undo` (takes back the last \
move, and the engine's reply to it), `hint` (the engine's choice for you), `quit`.
Moves can be piped: `printf '4\\n4\\n' | gamedsl play connect4 --depth 6`."
)]
pub struct PlayCmd {
    /// The game (see `gamedsl list`).
    pub game: String,
    #[command(flatten)]
    pub position: PositionArgs,
    /// The engine's search depth in plies (default 8 without --time).
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=200))]
    pub depth: Option<u32>,
    /// The engine's time per move, in seconds (iterative deepening returns its deepest completed
    /// search).
    #[arg(long, value_parser = parse_seconds)]
    pub time: Option<std::time::Duration>,
    /// Who is human.
    #[arg(long, value_enum, default_value = "first")]
    pub human: Humans,
    #[command(flatten)]
    pub engine: EngineArgs,
}

/// Seconds, a positive number of at most an hour.
fn parse_seconds(text: &str) -> Result<std::time::Duration, String> {
    let seconds: f64 = text
        .parse()
        .map_err(|_| format!("`{text}` is not a number of seconds"))?;
    if !(seconds > 0.0 && seconds <= 3600.0) {
        return Err(format!("{seconds} is not in 0..=3600 seconds"));
    }
    Ok(std::time::Duration::from_secs_f64(seconds))
}
