//! `gamedsl`: play, analyse, solve and benchmark the bundled games from the command line, or
//! serve them in the browser. The program is [`gamedsl::program`], made from the bundled set.

use std::process::ExitCode;

fn main() -> ExitCode {
    gamedsl::program::main(gamedsl::registry::bundled())
}
