//! The `gamedsl` program for the games of this crate: `cargo run -- list`, `cargo run -- play
//! mygame`, `cargo run -- serve`, and every other command of `cargo run -- --help`.

use std::process::ExitCode;

use gamedsl::games;
use {{crate}}::MyGame;

fn main() -> ExitCode {
    // Add more games to the list, or the bundled ones: `(games![MyGame], gamedsl::bundled())`.
    gamedsl::program::main(games![MyGame])
}
