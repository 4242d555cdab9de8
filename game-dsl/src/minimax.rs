//! Plain minimax, exactly as the textbook states it: the reference every other algorithm is
//! checked against, and the one to read first.
//!
//! ```text
//! MINIMAX-DECISION(s) = argmax over moves a of MIN-VALUE(RESULT(s, a))
//! MAX-VALUE(s) = UTILITY(s) if s is terminal, else max over a of MIN-VALUE(RESULT(s, a))
//! MIN-VALUE(s) = UTILITY(s) if s is terminal, else min over a of MAX-VALUE(RESULT(s, a))
//! ```
//!
//! Utilities are from the point of view of the player to move at the root (MAX). A depth limit
//! turns the positions at the limit into leaves scored by the game's evaluation.

use std::time::Instant;

use crate::budget::{Budget, Countdown};
use crate::game::{Game, GameExt, Player};
use crate::score::{self, INFINITY, Score};
use crate::search::SearchResult;

/// Searches `pos` to `depth` plies with plain minimax and returns the best move (the first of
/// the best in generation order), its score for the side to move, and the positions visited
/// (the root included).
///
/// ```
/// use game_dsl::{game, Game, GameExt, Notation};
/// use game_dsl::minimax::minimax;
/// game! { pub TicTacToe { board: 3 x 3, moves: place, win: line 3 } }
///
/// // X on 1 and 2, O on 4 and 5: X completes the top row with 3.
/// let pos = TicTacToe::start().play_sequence("1 4 2 5").unwrap();
/// let result = minimax(&pos, 9);
/// assert_eq!(pos.format_move(result.best_move.unwrap()), "3");
/// assert!(result.complete);
/// ```
pub fn minimax<G: Game>(pos: &G, depth: u32) -> SearchResult<G::Move> {
    minimax_with(pos, depth, &Budget::unlimited())
}

/// [`minimax`] within `budget`. A search the budget stops returns the best of the root moves it
/// searched in full (none if it finished none), not complete; [`Budget::is_cut`] says so.
///
/// ```
/// use game_dsl::{game, Budget, Game};
/// use game_dsl::minimax::minimax_with;
/// game! { pub TicTacToe { board: 3 x 3, moves: place, win: line 3 } }
///
/// let budget = Budget::unlimited().with_nodes(1_000);
/// let result = minimax_with(&TicTacToe::start(), 9, &budget);
/// assert!(budget.is_cut() && !result.complete);
/// assert!(result.nodes < 549_946); // of a full search
/// ```
pub fn minimax_with<G: Game>(pos: &G, depth: u32, budget: &Budget) -> SearchResult<G::Move> {
    let started = Instant::now();
    let mut search = Minimax {
        max_player: pos.side_to_move(),
        horizon: false,
        budget: Countdown::new(budget),
    };
    let mut nodes = 1;
    let (best_move, score) = match search.leaf_value(pos, depth, 0) {
        Some(value) => (None, value),
        None => {
            let mut best = (None, -INFINITY);
            for mv in pos.moves() {
                let (value, visited) = search.min_value(&pos.after(mv), depth - 1, 1);
                nodes += visited;
                if search.budget.stopped {
                    break;
                }
                if value > best.1 {
                    best = (Some(mv), value);
                }
            }
            match best {
                // Stopped before the first move was searched in full: nothing is known.
                (None, _) => (None, score::evaluation(pos)),
                best => best,
            }
        }
    };
    SearchResult {
        best_move,
        score,
        depth,
        nodes,
        elapsed: started.elapsed(),
        complete: !search.horizon && !search.budget.stopped,
        pv: best_move.into_iter().collect(),
        bounds: None,
    }
}

/// The state of one minimax search.
struct Minimax<'b> {
    /// The player to move at the root, whose utility the search maximises.
    max_player: Player,
    /// Whether a position was cut off by the depth limit.
    horizon: bool,
    /// The budget, looked at every few thousand positions.
    budget: Countdown<'b>,
}

// Each function returns its value and the positions it visited: a count kept in registers
// costs less than a counter in memory updated at every node. A child that is a leaf is scored
// in its parent's loop, without a call: the same positions are visited and counted, faster.
impl Minimax<'_> {
    /// MIN-VALUE: the value of a position where the opponent of the root player is to move.
    fn min_value<G: Game>(&mut self, pos: &G, depth: u32, ply: u32) -> (Score, u64) {
        match self.leaf_value(pos, depth, ply) {
            Some(value) => (value, 1),
            None => self.min_children(pos, depth, ply),
        }
    }

    /// MAX-VALUE of a position that is not a leaf: the largest MIN-VALUE of its children.
    #[cfg_attr(copies, inline(always))]
    fn max_children<G: Game>(&mut self, pos: &G, depth: u32, ply: u32) -> (Score, u64) {
        // In the copy for the processor's instruction sets; the recursion stays in it.
        crate::cpu::fast(
            (self, pos, depth, ply),
            #[inline(always)]
            |(this, pos, depth, ply)| this.max_children_here(pos, depth, ply),
        )
    }

    /// [`Minimax::max_children`] in the copy it runs in.
    #[inline(always)]
    fn max_children_here<G: Game>(&mut self, pos: &G, depth: u32, ply: u32) -> (Score, u64) {
        let (mut value, mut nodes) = (-INFINITY, 1);
        for mv in pos.moves() {
            if self.budget.tick() {
                break;
            }
            let child = pos.after(mv);
            let (child_value, visited) = match self.leaf_value(&child, depth - 1, ply + 1) {
                Some(leaf) => (leaf, 1),
                None => self.min_children(&child, depth - 1, ply + 1),
            };
            value = value.max(child_value);
            nodes += visited;
        }
        (value, nodes)
    }

    /// MIN-VALUE of a position that is not a leaf: the smallest MAX-VALUE of its children.
    #[inline(always)]
    fn min_children<G: Game>(&mut self, pos: &G, depth: u32, ply: u32) -> (Score, u64) {
        let (mut value, mut nodes) = (INFINITY, 1);
        for mv in pos.moves() {
            if self.budget.tick() {
                break;
            }
            let child = pos.after(mv);
            let (child_value, visited) = match self.leaf_value(&child, depth - 1, ply + 1) {
                Some(leaf) => (leaf, 1),
                None => self.max_children(&child, depth - 1, ply + 1),
            };
            value = value.min(child_value);
            nodes += visited;
        }
        (value, nodes)
    }

    /// The utility of a finished position, or the evaluation of one at the depth limit, for
    /// the root player; `None` for a position to search further.
    #[inline]
    fn leaf_value<G: Game>(&mut self, pos: &G, depth: u32, ply: u32) -> Option<Score> {
        let for_mover = match score::terminal_score(pos, ply) {
            Some(score) => score,
            None if depth == 0 => {
                self.horizon = true;
                score::evaluation(pos)
            }
            None => return None,
        };
        Some(if pos.side_to_move() == self.max_player {
            for_mover
        } else {
            -for_mover
        })
    }
}
