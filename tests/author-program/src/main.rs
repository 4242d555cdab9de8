//! The `gamedsl` program of the author's three games.

use std::process::ExitCode;

use author_program::{Crossing, Hex4, Turnstile};
use gamedsl::games;

fn main() -> ExitCode {
    gamedsl::program::main(games![Hex4, Crossing, Turnstile])
}
