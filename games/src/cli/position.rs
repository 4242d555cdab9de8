//! The starting position of a command.

use game_dsl::{GameExt, Notation};

use super::args::PositionArgs;

/// Depth meaning "to the end of the game": searches stop at finished positions long before.
pub const TO_THE_END: u32 = 10_000;

impl PositionArgs {
    /// The position the arguments describe: the start, after `--moves`, or `--position`.
    pub fn setup<G: Notation>(&self) -> Result<G, String> {
        match (&self.position, &self.moves) {
            (Some(text), _) => G::parse_position(text).map_err(|e| e.to_string()),
            (None, Some(moves)) => G::start().play_sequence(moves).map_err(|e| e.to_string()),
            (None, None) => Ok(G::start()),
        }
    }
}
