//! `gamedsl`: play, analyse, solve and benchmark the bundled games from the command line, or
//! serve them in the browser. The program is [`games::program`], made from the bundled set.

use std::process::ExitCode;

fn main() -> ExitCode {
    games::program::main(games::registry::bundled())
}
