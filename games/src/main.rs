//! `gamedsl`: play, analyse, solve and benchmark the bundled games from the command line.
//!
//! Exit codes: 0 on success, 1 for a bad game, move, position or file, 2 for a bad option, 130
//! when Ctrl-C stopped the work (the result so far is printed).

mod cli;

use std::process::ExitCode;

use clap::Parser;
use clap::error::ErrorKind;

fn main() -> ExitCode {
    quiet_panics();
    let args = match cli::Args::try_parse() {
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
    match cli::run(args) {
        Ok(()) if cli::progress::interrupted() => ExitCode::from(130),
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::FAILURE
        }
    }
}

/// Makes a panic one line on standard error, without a backtrace; a closed standard output (the
/// reader of a pipe gone, as with `| head`) ends the program quietly.
fn quiet_panics() {
    std::panic::set_hook(Box::new(|info| {
        let payload = info.payload();
        let message = payload
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| payload.downcast_ref::<String>().cloned())
            .unwrap_or_default();
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
