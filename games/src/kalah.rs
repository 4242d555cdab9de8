//! Kalah with 6 pits of 4 seeds a side and stores (OpenSpiel's `mancala`).

use game_dsl::game;

game! {
    /// Kalah (OpenSpiel's `mancala`): each side has 6 pits, of 4 seeds at the start, and a
    /// store at its right. A turn takes every seed of one of the mover's non-empty pits and sows
    /// them one by one counter-clockwise into the following pits and the mover's store, skipping
    /// the opponent's store. A last seed in the mover's store sows again (a move is the turn's
    /// whole sequence of sowings: `41` sows pit 4, then pit 1); a last seed in an empty pit of the
    /// mover's whose opposite pit holds seeds takes both into the mover's store. When either
    /// side's pits are empty the game ends: each side counts its store and its pits, and more
    /// seeds wins (as many: a draw). Pits are numbered 1 to 6 from the mover's left.
    pub Kalah {
        board: pits 2 x 6 with stores,
        start: 4 seeds,
        moves: sow { again in store, capture opposite },
        win: most seeds,
    }
}
