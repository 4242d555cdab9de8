//! The token game.

use game_dsl::game;

game! {
    /// The token game: take one or two tokens from a pile of five; whoever takes the last
    /// token wins.
    pub Tokens { pile: 5, moves: take 1..=2, win: last_take }
}

game! {
    /// The token game with larger takes: 21 tokens, take 1, 2 or 3; whoever takes the last
    /// token wins.
    pub Tokens3: Tokens { pile: 21, moves: take 1..=3 }
}
