//! The command line: arguments, and one module per command.

mod analyze;
mod api;
mod args;
mod bench;
mod compare;
mod engine;
mod explain;
mod json;
mod layout;
mod perft;
mod play;
mod plot;
mod position;
pub mod progress;
mod report;
mod serve;
mod show;
mod solve;
mod testset;

pub use args::Args;
use args::Command;
use games::registry::{self, GameAction, with_game};

/// What a command returns: nothing, or a one-line error message.
pub type CliResult = Result<(), String>;

/// Runs a parsed command line.
pub fn run(args: Args) -> CliResult {
    match args.command {
        Command::List => {
            for (id, summary) in registry::summaries() {
                println!("{id:<12} {summary}");
            }
            Ok(())
        }
        Command::Show(cmd) => dispatch(&cmd.game.clone(), cmd),
        Command::Analyze(cmd) => dispatch(&cmd.game.clone(), cmd),
        Command::Solve(cmd) => dispatch(&cmd.game.clone(), cmd),
        Command::Compare(cmd) => dispatch(&cmd.game.clone(), cmd),
        Command::Perft(cmd) => dispatch(&cmd.game.clone(), cmd),
        Command::Bench(cmd) => dispatch(&cmd.game.clone(), cmd),
        Command::Play(cmd) => dispatch(&cmd.game.clone(), cmd),
        Command::Serve(cmd) => cmd.run(),
    }
}

/// Runs a command with the game named `game`.
fn dispatch<A: GameAction<Output = CliResult>>(game: &str, action: A) -> CliResult {
    with_game(game, action).unwrap_or_else(|| {
        Err(format!(
            "unknown game `{game}`; the games are: {}",
            registry::IDS.join(", ")
        ))
    })
}
