//! The search of games scored by distance (win, draw or loss; a quicker win is better), with the
//! game's [`Tactics`]: a win at once ends the search of a position, only the moves that do not
//! lose at once are searched, and then the window shrinks to the scores still possible. Without
//! them, the window shrinks to the scores possible at the position's distance from the root.

use crate::game::{Game, Tactics};
use crate::score::{INFINITY, Score, WIN};

use super::node::{Searcher, next_depth};
use super::order;

impl<G: Game> Searcher<'_, G> {
    /// [`Searcher::negamax`] for a game scored by distance; inlined into its copies
    /// ([`crate::cpu::fast`]).
    #[cfg_attr(copies, inline(always))]
    pub(super) fn distance(
        &mut self,
        pos: &G,
        alpha: Score,
        beta: Score,
        depth: u32,
        ply: u32,
        may_win_now: bool,
    ) -> Score {
        if let Some(score) = self.enter(pos, depth, ply) {
            return score;
        }
        let before = (self.horizons, self.nodes);
        let key = pos.key();
        // The table is probed after the tactics: start the load now (the parent prefetched the
        // entry too, except at the root).
        self.table().prefetch(key);

        let tactics = G::tactics();
        if may_win_now && let Some(win) = tactics.winning_move(pos) {
            if ply == 0 {
                self.root_move = Some(win);
            }
            return WIN - (ply as Score + 1);
        }
        // Pruning the moves that lose at once looks two plies ahead: not at depth 1, where it
        // would make the value differ from the depth-limited minimax value.
        let mut moves = G::Moves::default();
        let tactical = depth >= 2 && tactics.non_losing_moves(pos, &mut moves);
        let mut window = (alpha, beta);
        if tactical {
            if moves.is_empty() {
                // Every move lets the opponent win at once.
                return -(WIN - (ply as Score + 2));
            }
            // At the root the window is not narrowed: the root must name its best move.
            if ply > 0
                && let Err(score) = narrow_to_tactics(pos, &mut window, depth, ply)
            {
                return score;
            }
        } else if ply > 0
            && let Err(score) = narrow_to_distance(&mut window, ply)
        {
            return score;
        }
        let table_move = match self.probe(key, &mut window, depth, ply) {
            Ok(table_move) => table_move,
            Err(score) => return score,
        };

        if !tactical {
            pos.generate_moves(&mut moves);
        }
        if moves.is_empty() {
            // A game that lists no move in a position that is not over breaks the contract;
            // score the position rather than fail.
            debug_assert!(false, "no legal move in a position that is not over");
            return crate::score::evaluation(pos);
        }
        order::by_threats(pos, &mut moves, table_move, Some(self.table()));
        let next = next_depth(depth);
        let Some(best) = self.search_moves(pos, key, &mut moves, &[], window, next, ply, !tactical)
        else {
            return 0;
        };
        self.store(key, best, window, depth, ply, before);
        best.0
    }
}

/// Narrows `window` to the scores a position `ply` plies below the root can have at all, as
/// chess engines prune by the distance to mate: the game ends at the earliest with the next move,
/// won or lost (a game may end with a loss for the side that makes the last move), so no score
/// is beyond `±(WIN - (ply + 1))`. A test whose threshold is a win quicker than that is answered
/// at once rather than searched to the end. `Err` when the window closes: the score that ends
/// the search.
#[inline(always)]
fn narrow_to_distance((alpha, beta): &mut (Score, Score), ply: u32) -> Result<(), Score> {
    let bound = WIN - (ply as Score + 1);
    if *beta > bound {
        *beta = bound;
        if *alpha >= *beta {
            return Err(*beta);
        }
    }
    if *alpha < -bound {
        *alpha = -bound;
        if *alpha >= *beta {
            return Err(*alpha);
        }
    }
    Ok(())
}

/// Narrows `window` to the scores still possible at a position whose side to move has no win at
/// once and searches only moves that do not lose at once: the quickest win is with its next
/// move but one, and the quickest loss with the opponent's move after it (a game scored by
/// distance is won by the move that ends it, as every line game is). With too few plies left
/// for either, a draw at best, or at worst (if the search sees to the end). `Err` when the
/// window closes: the score that ends the search.
#[inline(always)]
fn narrow_to_tactics<G: Game>(
    pos: &G,
    (alpha, beta): &mut (Score, Score),
    depth: u32,
    ply: u32,
) -> Result<(), Score> {
    let left = pos.plies_left_bound();
    let max = if left >= 3 {
        WIN - (ply as Score + 3)
    } else {
        0
    };
    if *beta > max {
        *beta = max;
        if *alpha >= *beta {
            return Err(*beta);
        }
    }
    let min = if left >= 4 {
        -(WIN - (ply as Score + 4))
    } else if depth >= left {
        0
    } else {
        -INFINITY
    };
    if *alpha < min {
        *alpha = min;
        if *alpha >= *beta {
            return Err(*alpha);
        }
    }
    Ok(())
}
