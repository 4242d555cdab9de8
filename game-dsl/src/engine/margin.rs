//! The search of games scored by margin (Othello's disc difference: a larger margin is better,
//! the length of the game does not matter), as Othello solvers search: moves ordered fastest
//! first, the game's [`Endgame`] knowledge (a ceiling of the value, its own search of the last
//! plies), and the last plies searched lean, without the table.

use crate::game::{Endgame, Game, GameExt};
use crate::score::{self, INFINITY, Score};

use super::node::{Searcher, TO_THE_END, next_depth};
use super::order;

/// At most this many plies left ([`Game::plies_left_bound`]) and the solve goes on without the
/// table and without clock checks: the subtrees are then small (a board of at most 6 empty
/// cells, passes counted), so that a table entry saves less than its memory access and store
/// cost, and there are many of them. (Edax, the reference Othello engine, stops using its table
/// a few empty squares from the end too; measured on FFO #40-#44 against 10, 14, 16, 18 and
/// 20 plies in docs/benchmarks.md.)
const SHALLOW_PLIES: u32 = 12;

/// At least this many plies left and a position looks up its children in the table before it
/// searches any (enhanced transposition cut-offs, `Searcher::transposition_cutoff`): high in
/// the tree a cut-off saves a subtree, low in it the probes cost more than they save (10 empty
/// cells on Othello, measured against 8, 9, 12 and 15 in docs/benchmarks.md).
const TRANSPOSITION_CUTOFF_PLIES: u32 = 20;

impl<G: Game> Searcher<'_, G> {
    /// [`Searcher::negamax`] for a game scored by margin; inlined into its copies
    /// ([`crate::cpu::fast`]).
    #[cfg_attr(copies, inline(always))]
    pub(super) fn margin(
        &mut self,
        pos: &G,
        alpha: Score,
        beta: Score,
        depth: u32,
        ply: u32,
    ) -> Score {
        let solving = depth == TO_THE_END && ply > 0;
        if solving && pos.plies_left_bound() <= SHALLOW_PLIES {
            // It counts the position and sees whether the game is over itself.
            return self.shallow(pos, alpha, beta, ply);
        }
        // A solve learns that the game is over from the moves, generated once below.
        let entered = if solving {
            self.enter_unless_over()
        } else {
            self.enter(pos, depth, ply)
        };
        if let Some(score) = entered {
            return score;
        }
        if solving {
            let low = score::margin_window(alpha, beta).0;
            if let Some(ceiling) = G::endgame().value_ceiling(pos, low) {
                // The game shows that the value cannot exceed alpha.
                return score::terminal(G::SCORING, ceiling, ply);
            }
        }
        let before = (self.horizons, self.nodes);
        let key = pos.key();
        self.table().prefetch(key);
        let mut window = (alpha, beta);
        let table_move = match self.probe(key, &mut window, depth, ply) {
            Ok(table_move) => table_move,
            Err(score) => return score,
        };
        let mut moves = G::Moves::default();
        if let Some(value) = G::endgame().moves_unless_over(pos, &mut moves) {
            return score::terminal(G::SCORING, value, ply);
        }
        if moves.is_empty() {
            // A game that lists no move in a position that is not over breaks the contract;
            // score the position rather than fail.
            debug_assert!(false, "no legal move in a position that is not over");
            return score::evaluation(pos);
        }
        let mut children = order::Children::<G>::new();
        order::fastest_first_keeping(
            pos,
            &mut moves,
            table_move,
            Some(self.table()),
            &mut children,
        );
        let next = next_depth(depth);
        if pos.plies_left_bound() >= TRANSPOSITION_CUTOFF_PLIES
            && let Some(cut) =
                self.transposition_cutoff(pos, &moves, &children, window.1, next, ply)
        {
            self.store(key, cut, window, depth, ply, before);
            return cut.0;
        }
        let Some(best) =
            self.search_moves(pos, key, &mut moves, &children, window, next, ply, true)
        else {
            return 0;
        };
        self.store(key, best, window, depth, ply, before);
        best.0
    }

    /// The exact negamax value of `pos`, `ply` plies below the root, inside `(alpha, beta)`
    /// (fail-soft), by plain alpha-beta without the table: the game's own search of its last
    /// plies ([`Endgame::exact_value_within`]) where it has one, and its ceiling
    /// ([`Endgame::value_ceiling`]) to cut off a position that cannot reach alpha; the moves in
    /// the order of the game's hint.
    #[cfg_attr(copies, inline(always))]
    pub(super) fn shallow(&mut self, pos: &G, alpha: Score, beta: Score, ply: u32) -> Score {
        // In the copy for the processor's instruction sets; the recursion stays in it.
        crate::cpu::fast(
            (self, pos, alpha, beta, ply),
            #[inline(always)]
            |(this, pos, alpha, beta, ply)| this.shallow_here(pos, alpha, beta, ply),
        )
    }

    /// [`Searcher::shallow`] in the copy it runs in.
    #[inline(always)]
    fn shallow_here(&mut self, pos: &G, mut alpha: Score, beta: Score, ply: u32) -> Score {
        let endgame = G::endgame();
        let (low, high) = score::margin_window(alpha, beta);
        if let Some((value, nodes)) = endgame.exact_value_within(pos, low, high) {
            self.nodes += nodes;
            return score::terminal(G::SCORING, value, ply);
        }
        self.nodes += 1;
        if let Some(ceiling) = endgame.value_ceiling(pos, low) {
            return score::terminal(G::SCORING, ceiling, ply);
        }
        let mut moves = G::Moves::default();
        if let Some(value) = endgame.moves_unless_over(pos, &mut moves) {
            return score::terminal(G::SCORING, value, ply);
        }
        // So near the end ranking each child costs more than the order saves (measured on
        // Othello's 6th empty cell from the end, before its own search took that cell too: 10%
        // more positions, 2% less time; docs/benchmarks.md).
        crate::ordering::sort_by_hint(pos, &mut moves);
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
