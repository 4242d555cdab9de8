//! Alpha-beta: minimax with cut-offs, in negamax form (every score from the side to move).
//!
//! It returns minimax's value after visiting far fewer positions, and fewer still when the best
//! moves are searched first: [`alphabeta`] orders moves by the game's hint,
//! [`alphabeta_unordered`] takes them in generation order, to show what ordering buys.

use std::time::Instant;

use crate::budget::{Budget, Countdown};
use crate::game::{Game, GameExt};
use crate::ordering::sort_by_hint;
use crate::score::{self, INFINITY, Score};
use crate::search::SearchResult;

/// Searches `pos` to `depth` plies with alpha-beta, moves ordered by the game's hint.
///
/// ```
/// use game_dsl::{game, Game, GameExt, Notation};
/// use game_dsl::{alphabeta::alphabeta, minimax::minimax};
/// game! { pub TicTacToe { board: 3 x 3, moves: place, win: line 3 } }
///
/// let pos = TicTacToe::start();
/// let (ab, mm) = (alphabeta(&pos, 9), minimax(&pos, 9));
/// assert_eq!(ab.score, mm.score); // a draw
/// assert!(ab.nodes * 20 < mm.nodes);
/// ```
pub fn alphabeta<G: Game>(pos: &G, depth: u32) -> SearchResult<G::Move> {
    alphabeta_with(pos, depth, true, &Budget::unlimited())
}

/// Searches `pos` to `depth` plies with alpha-beta, moves in generation order.
///
/// ```
/// use game_dsl::{game, Game};
/// use game_dsl::alphabeta::{alphabeta, alphabeta_unordered};
/// game! { pub TicTacToe { board: 3 x 3, moves: place, win: line 3 } }
///
/// let pos = TicTacToe::start();
/// let (ordered, unordered) = (alphabeta(&pos, 9), alphabeta_unordered(&pos, 9));
/// assert_eq!(ordered.score, unordered.score);
/// assert!(ordered.nodes < unordered.nodes); // the hint (centre first) pays
/// ```
pub fn alphabeta_unordered<G: Game>(pos: &G, depth: u32) -> SearchResult<G::Move> {
    alphabeta_with(pos, depth, false, &Budget::unlimited())
}

/// Alpha-beta within `budget`, moves ordered by the game's hint if `ordered`. A search the
/// budget stops returns the best of the root moves it searched in full, not complete;
/// [`Budget::is_cut`] says so.
///
/// ```
/// use game_dsl::{game, Budget, Game};
/// use game_dsl::alphabeta::alphabeta_with;
/// game! { pub TicTacToe { board: 3 x 3, moves: place, win: line 3 } }
///
/// let budget = Budget::unlimited().with_nodes(50);
/// let result = alphabeta_with(&TicTacToe::start(), 9, true, &budget);
/// assert!(budget.is_cut() && !result.complete);
/// ```
pub fn alphabeta_with<G: Game>(
    pos: &G,
    depth: u32,
    ordered: bool,
    budget: &Budget,
) -> SearchResult<G::Move> {
    AlphaBeta {
        ordered,
        nodes: 0,
        horizon: false,
        budget: Countdown::new(budget),
    }
    .root(pos, depth)
}

/// The state of one alpha-beta search.
struct AlphaBeta<'b> {
    /// Whether to order moves by the game's hint.
    ordered: bool,
    /// Positions visited.
    nodes: u64,
    /// Whether a position was cut off by the depth limit.
    horizon: bool,
    /// The budget, looked at every few thousand positions.
    budget: Countdown<'b>,
}

impl AlphaBeta<'_> {
    /// Searches the root, keeping the best move.
    fn root<G: Game>(mut self, pos: &G, depth: u32) -> SearchResult<G::Move> {
        let started = Instant::now();
        self.nodes = 1;
        let mut best_move = None;
        let score = match self.leaf(pos, depth, 0) {
            Some(score) => score,
            None => {
                let mut moves = pos.legal_moves();
                if self.ordered {
                    sort_by_hint(pos, &mut moves);
                }
                let mut alpha = -INFINITY;
                for &mv in moves.iter() {
                    let score = -self.negamax(&pos.after(mv), depth - 1, 1, -INFINITY, -alpha);
                    if self.budget.stopped {
                        break;
                    }
                    if score > alpha {
                        alpha = score;
                        best_move = Some(mv);
                    }
                }
                match best_move {
                    // Stopped before the first move was searched in full: nothing is known.
                    None => score::evaluation(pos),
                    Some(_) => alpha,
                }
            }
        };
        SearchResult {
            best_move,
            score,
            depth,
            nodes: self.nodes,
            elapsed: started.elapsed(),
            complete: !self.horizon && !self.budget.stopped,
            pv: best_move.into_iter().collect(),
            bounds: None,
        }
    }

    /// The negamax value of `pos`, exact inside `(alpha, beta)`, a bound outside (fail-soft).
    #[cfg_attr(copies, inline(always))]
    fn negamax<G: Game>(
        &mut self,
        pos: &G,
        depth: u32,
        ply: u32,
        alpha: Score,
        beta: Score,
    ) -> Score {
        // In the copy for the processor's instruction sets; the recursion stays in it.
        crate::cpu::fast(
            (self, pos, depth, ply, alpha, beta),
            #[inline(always)]
            |(this, pos, depth, ply, alpha, beta)| this.negamax_here(pos, depth, ply, alpha, beta),
        )
    }

    /// [`AlphaBeta::negamax`] in the copy it runs in.
    #[inline(always)]
    fn negamax_here<G: Game>(
        &mut self,
        pos: &G,
        depth: u32,
        ply: u32,
        mut alpha: Score,
        beta: Score,
    ) -> Score {
        self.nodes += 1;
        if self.budget.tick() {
            return 0;
        }
        if let Some(score) = self.leaf(pos, depth, ply) {
            return score;
        }
        let mut moves = pos.legal_moves();
        if self.ordered {
            sort_by_hint(pos, &mut moves);
        }
        let mut best = -INFINITY;
        for &mv in moves.iter() {
            let score = -self.negamax(&pos.after(mv), depth - 1, ply + 1, -beta, -alpha);
            if self.budget.stopped {
                break;
            }
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

    /// The score of a finished position or of one at the depth limit.
    #[inline]
    fn leaf<G: Game>(&mut self, pos: &G, depth: u32, ply: u32) -> Option<Score> {
        match score::terminal_score(pos, ply) {
            Some(score) => Some(score),
            None if depth == 0 => {
                self.horizon = true;
                Some(score::evaluation(pos))
            }
            None => None,
        }
    }
}
