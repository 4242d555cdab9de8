//! The token game.

use game_dsl::game;

game! {
    /// The token game: take one or two tokens from a pile of five; whoever takes the last
    /// token wins.
    pub Tokens { pile: 5, moves: take 1..=2, win: last_take }
}
