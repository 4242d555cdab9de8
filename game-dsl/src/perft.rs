//! Perft: the number of move sequences of a given length, the standard test of a move generator.

use std::time::{Duration, Instant};

use crate::game::Game;

/// What perft does with a game that ends before the requested depth.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum FinishedGames {
    /// A finished game is not extended and does not count: only sequences of exactly the
    /// requested length count (the tic-tac-toe and Connect Four convention).
    #[default]
    NotCounted,
    /// A finished game counts as one leaf at whatever depth it ends (the Othello convention).
    CountedAsLeaf,
}

/// The number of move sequences of `depth` plies from `pos`; a finished game is not extended.
///
/// ```
/// use game_dsl::{game, Game};
/// use game_dsl::perft::perft;
/// game! { pub TicTacToe { board: 3 x 3, moves: place, win: line 3 } }
///
/// assert_eq!(perft(&TicTacToe::start(), 3), 504);
/// assert_eq!(perft(&TicTacToe::start(), 6), 54_720);
/// ```
pub fn perft<G: Game>(pos: &G, depth: u32) -> u64 {
    perft_with(pos, depth, FinishedGames::NotCounted)
}

/// The number of move sequences of `depth` plies from `pos`, with the given convention for games
/// that end early. The last ply is counted, not played.
pub fn perft_with<G: Game>(pos: &G, depth: u32, finished: FinishedGames) -> u64 {
    if pos.is_over() {
        return finished_count(depth, finished);
    }
    match depth {
        0 => 1,
        1 => pos.moves().count() as u64,
        _ => pos
            .moves()
            .map(|mv| children(&pos.after(mv), depth - 1, finished))
            .sum(),
    }
}

/// [`perft_with`] of a position at `depth >= 1`, with the last two plies counted in the loop:
/// the position after each move is looked at without a call.
#[inline]
fn children<G: Game>(pos: &G, depth: u32, finished: FinishedGames) -> u64 {
    if pos.is_over() {
        finished_count(depth, finished)
    } else if depth == 1 {
        pos.moves().count() as u64
    } else {
        perft_with(pos, depth, finished)
    }
}

/// What a game finished `depth` plies short of the requested depth counts.
#[inline]
fn finished_count(depth: u32, finished: FinishedGames) -> u64 {
    match finished {
        FinishedGames::CountedAsLeaf => 1,
        FinishedGames::NotCounted => u64::from(depth == 0),
    }
}

/// A timed perft count.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct PerftResult {
    /// The count.
    pub nodes: u64,
    /// The time it took.
    pub elapsed: Duration,
}

/// [`perft_with`], timed.
pub fn timed<G: Game>(pos: &G, depth: u32, finished: FinishedGames) -> PerftResult {
    let started = Instant::now();
    let nodes = perft_with(pos, depth, finished);
    PerftResult {
        nodes,
        elapsed: started.elapsed(),
    }
}
