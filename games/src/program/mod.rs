//! The `gamedsl` program as a library: the command line and the web server over any set of
//! games. A program of one's own is a `main` of one call:
//!
//! ```no_run
//! use game_dsl::game;
//! use gamedsl::registry::Bundled;
//! use gamedsl::{games, Nim};
//!
//! game! { pub Line3 { board: 4 x 3, moves: place, win: line 3 } }
//!
//! impl Bundled for Line3 {
//!     const ID: &'static str = "line3";
//!     const SUMMARY: &'static str = "Three in a row on 4 x 3; moves are cells 1-12";
//! }
//!
//! fn main() -> std::process::ExitCode {
//!     gamedsl::program::main(games![Line3, Nim])
//! }
//! ```
//!
//! Every command (`list`, `show`, `play`, `analyze`, `solve`, `split`, `compare`, `perft`, `bench`,
//! `serve`, `new`) then works for those games, monomorphized for each (`explain` takes a tree
//! instead of a game). Exit codes: 0 on
//! success, 1 for a bad game, move, position or file, 2 for a bad option, 130 when Ctrl-C
//! stopped the work (the result so far is printed).

mod analyze;
#[cfg(feature = "serve")]
mod api;
mod args;
mod bench;
mod compare;
mod engine;
mod explain;
mod input;
mod json;
#[cfg(feature = "serve")]
mod layout;
mod new;
mod perft;
mod play;
mod plot;
mod position;
mod progress;
mod report;
#[cfg(feature = "serve")]
mod serve;
mod show;
mod solve;
mod split;
mod testset;

use std::ffi::OsString;
use std::process::ExitCode;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use args::{Args, Command};
use clap::Parser;
use clap::error::ErrorKind;

use crate::registry::{GameAction, GameSet};

/// Runs the program on the games of `set` with the process's arguments, and returns its exit
/// code: what the `gamedsl` binary's `main` does with [`bundled`](crate::registry::bundled).
pub fn main<S: GameSet>(set: S) -> ExitCode {
    main_from(set, std::env::args_os())
}

/// Runs the program on the games of `set` with the arguments `args` (the first is the
/// program's name), printing as [`main`] does, and returns its exit code.
pub fn main_from<S: GameSet, I, T>(set: S, args: I) -> ExitCode
where
    I: IntoIterator<Item = T>,
    T: Into<OsString> + Clone,
{
    quiet_panics();
    let args = match Args::try_parse_from(args) {
        Ok(args) => args,
        Err(err)
            if matches!(
                err.kind(),
                ErrorKind::DisplayHelp
                    | ErrorKind::DisplayVersion
                    | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
            ) =>
        {
            err.exit()
        }
        Err(err) => {
            eprintln!("{}", one_line(&err.render().to_string()));
            return ExitCode::from(2);
        }
    };
    match run(set, args) {
        Ok(()) if progress::interrupted() => ExitCode::from(130),
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::FAILURE
        }
    }
}

/// Makes a panic one line on standard error, without a backtrace; a closed standard output (the
/// reader of a pipe gone, as with `| head`) ends the program quietly. On the command line a
/// panic ends the program (exit code 101); in a server that serves (`gamedsl serve`), it fails
/// its request only: the line is logged, and the panic unwinds to the request, answered 500.
fn quiet_panics() {
    std::panic::set_hook(Box::new(|info| {
        let payload = info.payload();
        let message = payload
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| payload.downcast_ref::<String>().cloned())
            .unwrap_or_default();
        #[cfg(feature = "serve")]
        if serve::serving() {
            serve::log_panic(&message, info.location());
            return;
        }
        if message.contains("Broken pipe") {
            std::process::exit(141);
        }
        eprintln!("error: internal error: {message}");
        std::process::exit(101);
    }));
}

/// The first paragraph of an argument-parser message, on one line: the usage summary and tips
/// that follow it are left to `--help`.
fn one_line(message: &str) -> String {
    let paragraph = message.split("\n\n").next().unwrap_or(message);
    let words: Vec<&str> = paragraph.split_whitespace().collect();
    let mut line = words.join(" ");
    if line.ends_with(':') {
        line.pop();
    }
    if !line.contains("--help") {
        line.push_str(" (see --help)");
    }
    line
}

/// A path as a message repeats it: control characters escaped, at most 320 characters.
pub(crate) fn shown_path(path: &std::path::Path) -> String {
    game_dsl::error::escaped(
        &path.display().to_string(),
        4 * game_dsl::error::SHOWN_CHARS,
    )
}

/// What a command returns: nothing, or a one-line error message.
pub type CliResult = Result<(), String>;

/// The stacks tried for the thread that runs a command, largest first: address space, of which
/// a search uses only the pages it reaches. 1 GiB holds [`position::MAX_PLIES`] plies of the
/// token game, or thousands of plies of the games that keep long lists of moves; a system
/// that limits the address space (`ulimit -v`) gets a smaller one. A position whose search may
/// need more than the thread has is refused ([`PositionArgs::setup`](args::PositionArgs::setup)).
const COMMAND_STACKS: [usize; 4] = [1 << 30, 1 << 28, 1 << 26, 1 << 24];

/// The stack of the thread that runs the command, once it runs.
static COMMAND_STACK: AtomicUsize = AtomicUsize::new(0);

/// The stack of the thread that runs the command (0 before it starts).
pub(crate) fn command_stack() -> usize {
    COMMAND_STACK.load(Ordering::Relaxed)
}

/// Runs a parsed command line, on a thread whose stack holds the deepest search a position
/// may ask for ([`position::MAX_PLIES`]; longer positions are refused).
fn run<S: GameSet>(set: S, args: Args) -> CliResult {
    if let Some(id) = set.duplicate() {
        return Err(format!("two games of this program are named `{id}`"));
    }
    let job = Arc::new(Mutex::new(Some((set, args))));
    let mut refused = None;
    for stack in COMMAND_STACKS {
        COMMAND_STACK.store(stack, Ordering::Relaxed);
        let mine = Arc::clone(&job);
        let spawned = std::thread::Builder::new()
            .name("gamedsl".into())
            .stack_size(stack)
            .spawn(move || {
                let taken = mine.lock().ok().and_then(|mut job| job.take());
                match taken {
                    Some((set, args)) => run_here(set, args),
                    None => Err("internal error: the command ran twice".into()),
                }
            });
        match spawned {
            Ok(command) => {
                return command
                    .join()
                    .unwrap_or_else(|_| Err("internal error: the command failed".into()));
            }
            Err(e) => refused = Some(e),
        }
    }
    let e = refused.map_or_else(String::new, |e| e.to_string());
    Err(format!("cannot start the command's thread: {e}"))
}

/// Runs a parsed command line on this thread.
fn run_here<S: GameSet>(set: S, args: Args) -> CliResult {
    match args.command {
        Command::List => {
            // One column for the names, as wide as the longest (at least 12).
            let summaries = set.summaries();
            let width = summaries
                .iter()
                .map(|(id, _)| id.chars().count())
                .max()
                .unwrap_or(0)
                .max(12);
            for (id, summary) in summaries {
                println!("{id:<width$} {summary}");
            }
            Ok(())
        }
        Command::Show(cmd) => dispatch(set, &cmd.game.clone(), cmd),
        Command::Analyze(cmd) => dispatch(set, &cmd.game.clone(), cmd),
        Command::Solve(cmd) => dispatch(set, &cmd.game.clone(), cmd),
        Command::Split(cmd) => dispatch(set, &cmd.game.clone(), cmd),
        Command::Compare(cmd) => dispatch(set, &cmd.game.clone(), cmd),
        Command::Perft(cmd) => dispatch(set, &cmd.game.clone(), cmd),
        Command::Bench(cmd) => dispatch(set, &cmd.game.clone(), cmd),
        Command::Play(cmd) => dispatch(set, &cmd.game.clone(), cmd),
        #[cfg(feature = "serve")]
        Command::Serve(cmd) => cmd.run(set),
        Command::Explain(cmd) => {
            let algo = if cmd.algo == "alphabeta" {
                explain::tree::Algo::AlphaBeta
            } else {
                explain::tree::Algo::Minimax
            };
            explain::tree::run(&cmd.tree, algo, cmd.json)
        }
        Command::New(cmd) => cmd.run(),
    }
}

/// Runs a command with the game named `game`.
fn dispatch<S: GameSet, A: GameAction<Output = CliResult>>(
    set: S,
    game: &str,
    action: A,
) -> CliResult {
    set.with_game(game, action).unwrap_or_else(|| {
        Err(format!(
            "unknown game `{}`; the games are: {}",
            game_dsl::error::shown(game),
            set.ids().join(", ")
        ))
    })
}
