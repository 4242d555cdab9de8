//! Perft: the number of move sequences of a given length, the standard test of a move generator.
//! [`perft_parallel`] counts the same on several threads.

use std::time::{Duration, Instant};

use rayon::prelude::*;

use crate::budget::{Budget, Countdown};
use crate::game::{Game, GameExt};

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
/// use game_dsl::{game, Game, GameExt, Notation};
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
    perft_within(pos, depth, finished, &Budget::unlimited()).unwrap_or(0)
}

/// [`perft_with`] within `budget`: `None` when the budget stopped the count.
///
/// ```
/// use game_dsl::{game, Game, Budget};
/// use game_dsl::perft::{FinishedGames, perft_within};
/// game! { pub TicTacToe { board: 3 x 3, moves: place, win: line 3 } }
///
/// let start = TicTacToe::start();
/// // Every game of tic-tac-toe, each counted where it ends: the well-known 255,168.
/// let games = FinishedGames::CountedAsLeaf;
/// assert_eq!(perft_within(&start, 9, games, &Budget::unlimited()), Some(255_168));
/// assert_eq!(perft_within(&start, 9, games, &Budget::unlimited().with_nodes(5_000)), None);
/// ```
pub fn perft_within<G: Game>(
    pos: &G,
    depth: u32,
    finished: FinishedGames,
    budget: &Budget,
) -> Option<u64> {
    let mut countdown = Countdown::new(budget);
    let count = walk(pos, depth, finished, &mut countdown);
    (!countdown.stopped).then_some(count)
}

/// The count of [`perft_within`], partial once `countdown` says stop: in the copy for the
/// processor's instruction sets, where the build has copies ([`crate::cpu`]); the recursion
/// stays in it.
#[cfg(copies)]
#[inline(always)]
fn walk<G: Game>(pos: &G, depth: u32, finished: FinishedGames, countdown: &mut Countdown) -> u64 {
    crate::cpu::fast(
        (pos, depth, finished, countdown),
        #[inline(always)]
        |(pos, depth, finished, countdown)| walk_here(pos, depth, finished, countdown),
    )
}

#[cfg(not(copies))]
use walk_here as walk;

/// [`walk`] in the copy it runs in (the build's code, where it has no copies).
#[cfg_attr(copies, inline(always))]
fn walk_here<G: Game>(
    pos: &G,
    depth: u32,
    finished: FinishedGames,
    countdown: &mut Countdown,
) -> u64 {
    if pos.is_over() {
        return finished_count(depth, finished);
    }
    match depth {
        0 => 1,
        1 => pos.moves().count() as u64,
        _ => {
            let mut count = 0;
            for mv in pos.moves() {
                if countdown.tick() {
                    break;
                }
                count += children(&pos.after(mv), depth - 1, finished, countdown);
            }
            count
        }
    }
}

/// [`walk`] of a position at `depth >= 1`, with the last two plies counted in the loop:
/// the position after each move is looked at without a call.
#[cfg_attr(copies, inline(always))]
#[cfg_attr(not(copies), inline)]
fn children<G: Game>(
    pos: &G,
    depth: u32,
    finished: FinishedGames,
    countdown: &mut Countdown,
) -> u64 {
    if pos.is_over() {
        finished_count(depth, finished)
    } else if depth == 1 {
        pos.moves().count() as u64
    } else {
        walk(pos, depth, finished, countdown)
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

/// [`perft_with`] on `threads` threads (rayon): the positions one ply down (two when the root
/// has fewer than four moves a thread, so that the work splits evenly) are counted in parallel.
/// The count is the serial count, whatever the number of threads.
///
/// ```
/// use game_dsl::{game, Game, GameExt, Notation};
/// use game_dsl::perft::{FinishedGames, perft_parallel, perft_with};
/// game! { pub TicTacToe { board: 3 x 3, moves: place, win: line 3 } }
///
/// let start = TicTacToe::start();
/// let serial = perft_with(&start, 7, FinishedGames::NotCounted);
/// assert_eq!(perft_parallel(&start, 7, FinishedGames::NotCounted, 2), serial);
/// assert_eq!(perft_parallel(&start, 7, FinishedGames::NotCounted, 1), serial);
/// ```
pub fn perft_parallel<G: Game>(
    pos: &G,
    depth: u32,
    finished: FinishedGames,
    threads: usize,
) -> u64 {
    perft_parallel_within(pos, depth, finished, threads, &Budget::unlimited()).unwrap_or(0)
}

/// [`perft_parallel`] within `budget`: `None` when the budget stopped the count.
pub fn perft_parallel_within<G: Game>(
    pos: &G,
    depth: u32,
    finished: FinishedGames,
    threads: usize,
    budget: &Budget,
) -> Option<u64> {
    if threads <= 1 || depth < 3 || pos.is_over() {
        return perft_within(pos, depth, finished, budget);
    }
    let plies = depth.min(pos.plies_left_bound());
    let Ok(pool) = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .stack_size(crate::stack::bytes_for::<G>(plies))
        .build()
    else {
        return perft_within(pos, depth, finished, budget);
    };
    let split = if pos.moves().count() >= 4 * threads {
        1
    } else {
        2
    };
    let mut frontier = Vec::new();
    let ended = split_off(pos, split, depth, finished, &mut frontier);
    let below = depth - split;
    let counted = pool.install(|| {
        frontier
            .par_iter()
            // A stopped count starts none of the positions left.
            .map(|pos| {
                if budget.check() {
                    return None;
                }
                perft_within(pos, below, finished, budget)
            })
            .sum::<Option<u64>>()
    });
    counted.map(|count| ended + count)
}

/// Collects into `frontier` the positions `plies` plies below `pos` (searched to `depth`) where
/// the game goes on; returns what the games that ended on the way count.
fn split_off<G: Game>(
    pos: &G,
    plies: u32,
    depth: u32,
    finished: FinishedGames,
    frontier: &mut Vec<G>,
) -> u64 {
    if pos.is_over() {
        return finished_count(depth, finished);
    }
    if plies == 0 {
        frontier.push(*pos);
        return 0;
    }
    pos.moves()
        .map(|mv| split_off(&pos.after(mv), plies - 1, depth - 1, finished, frontier))
        .sum()
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
///
/// ```
/// use game_dsl::{game, Game, GameExt, Notation};
/// use game_dsl::perft::{FinishedGames, timed};
/// game! { pub TicTacToe { board: 3 x 3, moves: place, win: line 3 } }
/// assert_eq!(timed(&TicTacToe::start(), 2, FinishedGames::NotCounted).nodes, 72);
/// ```
pub fn timed<G: Game>(pos: &G, depth: u32, finished: FinishedGames) -> PerftResult {
    timed_parallel(pos, depth, finished, 1)
}

/// [`perft_parallel`], timed.
///
/// ```
/// use game_dsl::{game, Game, GameExt, Notation};
/// use game_dsl::perft::{FinishedGames, perft, timed_parallel};
/// game! { pub TicTacToe { board: 3 x 3, moves: place, win: line 3 } }
/// let result = timed_parallel(&TicTacToe::start(), 9, FinishedGames::NotCounted, 2);
/// assert_eq!(result.nodes, perft(&TicTacToe::start(), 9));
/// ```
pub fn timed_parallel<G: Game>(
    pos: &G,
    depth: u32,
    finished: FinishedGames,
    threads: usize,
) -> PerftResult {
    let started = Instant::now();
    let nodes = perft_parallel(pos, depth, finished, threads);
    PerftResult {
        nodes,
        elapsed: started.elapsed(),
    }
}
