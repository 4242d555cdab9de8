//! The last plies of an exact solve, searched lean: near the end of a game scored by margin the
//! subtrees are small and many, and what costs there is the bookkeeping, not the positions.

use crate::game::{Game, Scoring};
use crate::score::{self, INFINITY, Score};

use super::node::Searcher;

/// At most this many plies left ([`Game::plies_left_bound`]) and the solve goes on without the
/// table and without clock checks. (Edax, the reference Othello engine, stops using its table a
/// few empty squares from the end too.) Measured on FFO #40, #41 and #44 (Othello, 20-22 empty
/// squares, two plies per empty square), side by side with the table used to the end: 2.0x to
/// 3.0x faster, with 1.4x to 1.9x more positions.
const SHALLOW_PLIES: u32 = 16;

/// Fewer plies left than this, and the moves are ordered by the game's hint alone, not fastest
/// first: near the end, counting each child's replies costs more than it saves.
const FASTEST_FIRST_PLIES: u32 = 10;

impl<G: Game> Searcher<'_, G> {
    /// Whether the solve of `pos` (to the end of the game) goes on with [`Searcher::shallow`].
    #[inline]
    pub(crate) fn is_shallow(pos: &G) -> bool {
        G::SCORING == Scoring::Margin && pos.plies_left_bound() <= SHALLOW_PLIES
    }

    /// The exact negamax value of `pos`, `ply` plies below the root, inside `(alpha, beta)`
    /// (fail-soft), by plain alpha-beta: fastest first, then by the game's hint alone for the
    /// last plies; the game's own search of its last plies
    /// ([`Game::exact_value_within`]) where it has one, and its ceiling
    /// ([`Game::value_ceiling`]) to cut off a position that cannot reach alpha.
    pub(crate) fn shallow(&mut self, pos: &G, mut alpha: Score, beta: Score, ply: u32) -> Score {
        let (low, high) = score::margin_window(alpha, beta);
        if let Some(value) = pos.exact_value_within(low, high, &mut self.nodes) {
            return score::terminal(G::SCORING, value, ply);
        }
        self.nodes += 1;
        if let Some(ceiling) = pos.value_ceiling(low) {
            return score::terminal(G::SCORING, ceiling, ply);
        }
        let mut moves = G::Moves::default();
        if let Some(value) = pos.moves_unless_over(&mut moves) {
            return score::terminal(G::SCORING, value, ply);
        }
        if pos.plies_left_bound() >= FASTEST_FIRST_PLIES && moves.len() > 2 {
            super::node::order(pos, &mut moves, None, None);
        } else {
            crate::ordering::sort_by_hint(pos, &mut moves);
        }
        let mut best = -INFINITY;
        for &mv in moves.iter() {
            let score = -self.shallow(&pos.after(mv), -beta, -alpha, ply + 1);
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        best
    }
}
