//! Principal variations: the line of best play from the root, after a search.

use crate::game::{Game, GameExt, Scoring, Tactics};
use crate::moves::PackedMove;
use crate::score::{Score, WIN};

use super::node::{Searcher, TO_THE_END};
use super::order::order;

/// Longest line followed, whatever the game says about its length.
const MAX_LINE: usize = 4096;

impl<G: Game> Searcher<'_, G> {
    /// A line of optimal moves from `root`, whose value for its side to move is `value`, to the
    /// end of the game (or `max_len` moves). Each move is proven optimal by a null-window search
    /// (cheap: the table holds the answer, and the table's move is tried first), so that the
    /// line is right even where the table lost entries or holds bounds from other windows:
    /// a forced win's line is exactly as long as its distance.
    ///
    /// With `weak`, `value` is only the sign (+1, 0, -1): the line keeps the result, not its
    /// distance.
    ///
    /// The first move is proven whatever the time: it is the answer's best move. The rest of
    /// the line stops at the search's deadline: proving each move is cheap while the table
    /// holds the answers, but a line thousands of plies long outgrows the table (the token
    /// game from 20,000 took 22 s past a 2 s limit).
    pub(crate) fn proven_line(
        &mut self,
        root: &G,
        value: Score,
        weak: bool,
        max_len: usize,
    ) -> Vec<G::Move> {
        let deadline = self.deadline;
        self.set_deadline(None);
        let mut line = Vec::new();
        let (mut pos, mut value) = (*root, value);
        while line.len() < max_len.min(MAX_LINE) && !pos.is_over() {
            if line.len() == 1 {
                self.set_deadline(deadline);
            }
            let Some(mv) = self.optimal_move(&pos, value, line.len() as u32, weak) else {
                break;
            };
            if self.stopped {
                // A stop request: the move found is not proven.
                break;
            }
            line.push(mv);
            pos.play(mv);
            value = -value;
        }
        line
    }

    /// A move of `pos` (at `ply`) that keeps its value `value` (any move once stopped).
    fn optimal_move(&mut self, pos: &G, value: Score, ply: u32, weak: bool) -> Option<G::Move> {
        if G::SCORING == Scoring::Distance
            && !weak
            && value == WIN - (ply as Score + 1)
            && let Some(mv) = G::tactics().winning_move(pos)
        {
            return Some(mv);
        }
        let mut moves = pos.legal_moves();
        let table_move = self.table_move(pos).map(|mv| mv.pack());
        order(pos, &mut moves, table_move, None);
        if weak && value < 0 {
            // Lost whatever the move: any will do.
            return moves.first().copied();
        }
        // A move is optimal when the child's value, for the opponent, is at most `-value`.
        moves.iter().copied().find(|&mv| {
            let child = pos.after(mv);
            self.negamax(&child, -value, -value + 1, TO_THE_END, ply + 1, true) <= -value
                || self.stopped
        })
    }

    /// The line of the table's moves from `root`, starting with `first`: legal moves only, at
    /// most `max_len`, stopping where an entry is missing or the line comes back to a position.
    pub(crate) fn table_line(
        &self,
        root: &G,
        first: Option<G::Move>,
        max_len: usize,
    ) -> Vec<G::Move> {
        let mut line = Vec::new();
        let mut seen = vec![root.key()];
        let mut pos = *root;
        let mut next = first;
        while line.len() < max_len.min(MAX_LINE) && !pos.is_over() {
            let Some(mv) = next.or_else(|| self.table_move(&pos)) else {
                break;
            };
            if !pos.legal_moves().contains(&mv) {
                break;
            }
            line.push(mv);
            pos.play(mv);
            let hash = pos.key();
            if seen.contains(&hash) {
                break;
            }
            seen.push(hash);
            next = None;
        }
        line
    }
}
