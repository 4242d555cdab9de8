//! The command line: arguments, and one module per command.

mod analyze;
mod api;
mod args;
mod bench;
mod compare;
mod engine;
mod explain;
mod input;
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

/// The stack of the thread that runs a command: room for [`position::MAX_PLIES`] plies of
/// search (address space; only the pages a search reaches are used).
fn command_stack() -> usize {
    game_dsl::budget::stack_bytes(position::MAX_PLIES)
}

/// Runs a parsed command line, on a thread whose stack holds the deepest search a position
/// may ask for ([`position::MAX_PLIES`]; longer positions are refused).
pub fn run(args: Args) -> CliResult {
    let command = std::thread::Builder::new()
        .name("gamedsl".into())
        .stack_size(command_stack())
        .spawn(move || run_here(args))
        .map_err(|e| format!("cannot start the command's thread: {e}"))?;
    command
        .join()
        .unwrap_or_else(|_| Err("internal error: the command failed".into()))
}

/// Runs a parsed command line on this thread.
fn run_here(args: Args) -> CliResult {
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
