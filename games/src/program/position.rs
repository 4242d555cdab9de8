//! The starting position of a command.

use game_dsl::{GameExt, Notation};

use super::args::PositionArgs;

/// Depth meaning "to the end of the game": searches stop at finished positions long before.
pub const TO_THE_END: u32 = 10_000;

/// The longest game a command searches, in plies left: a position that may last longer is
/// refused rather than risk overflowing the command's stack. Distances of more plies than this
/// cannot be scored (`game_dsl::score::MAX_DISTANCE`).
pub const MAX_PLIES: u32 = 1 << 16;

impl PositionArgs {
    /// The position the arguments describe: the start, after `--moves`, or `--position`.
    /// Positions that may last more than [`MAX_PLIES`] plies, or whose search to the end needs
    /// more stack than the command's thread has (`game_dsl::stack`), are refused.
    pub fn setup<G: Notation>(&self) -> Result<G, String> {
        let pos: G = match (&self.position, &self.moves) {
            (Some(text), _) => G::parse_position(text).map_err(|e| e.to_string())?,
            (None, Some(moves)) => G::start().play_sequence(moves).map_err(|e| e.to_string())?,
            (None, None) => G::start(),
        };
        let left = pos.plies_left_bound();
        if left > MAX_PLIES {
            return Err(format!(
                "this position may last {left} more plies; the searches go at most {MAX_PLIES} plies deep"
            ));
        }
        let stack = super::command_stack();
        if stack > 0 && !game_dsl::stack::fits::<G>(left, stack) {
            return Err(format!(
                "this position may last {left} more plies, at {} KiB of stack a ply: more than \
                 the {} MiB the searches have",
                game_dsl::stack::per_ply::<G>() >> 10,
                stack >> 20
            ));
        }
        Ok(pos)
    }
}
