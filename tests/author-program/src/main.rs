//! The `gamedsl` program of the author's two games.

use std::process::ExitCode;

use author_program::{Crossing, Hex4};
use gamedsl::games;

fn main() -> ExitCode {
    gamedsl::program::main(games![Hex4, Crossing])
}
