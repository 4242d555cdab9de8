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
  gamedsl compare tictactoe --depth 9
  gamedsl perft tictactoe 9
  gamedsl bench tictactoe --algo minimax")]
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
    /// Time a full search of a position, repeated, and report the median.
    Bench(BenchCmd),
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
    /// The algorithm: minimax, alphabeta-unordered or alphabeta.
    #[arg(long, default_value = "alphabeta", value_parser = ["minimax", "alphabeta-unordered", "alphabeta"])]
    pub algo: String,
    /// Print one JSON object.
    #[arg(long)]
    pub json: bool,
}

/// `solve`.
#[derive(ClapArgs, Debug)]
pub struct SolveCmd {
    /// The game (see `gamedsl list`).
    pub game: String,
    #[command(flatten)]
    pub position: PositionArgs,
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
    /// Print one JSON object.
    #[arg(long)]
    pub json: bool,
}

/// `bench`.
#[derive(ClapArgs, Debug)]
pub struct BenchCmd {
    /// The game (see `gamedsl list`).
    pub game: String,
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
