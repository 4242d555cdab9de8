//! Analysis of a position: the value of every legal move, as the tutorials print it
//! (`take 1 -> -1, take 2 -> +1`).

use std::time::{Duration, Instant};

use crate::budget::Budget;
use crate::game::{Game, GameExt};
use crate::score::{self, Score, Verdict};
use crate::search::{Algorithm, SearchResult};

/// The value of every legal move of a position.
#[derive(Clone, Debug, PartialEq)]
pub struct Analysis<M> {
    /// Each legal move with its score for the side to move, in generation order.
    pub moves: Vec<(M, Score)>,
    /// The first of the best moves, `None` in a finished position.
    pub best_move: Option<M>,
    /// The best score (the position's value), or the finished position's score.
    pub score: Score,
    /// Positions visited in all, the root included.
    pub nodes: u64,
    /// Wall-clock time.
    pub elapsed: Duration,
    /// Whether every line was followed to the end of the game.
    pub complete: bool,
}

impl<M> Analysis<M> {
    /// What a score of this analysis says about the game.
    pub fn verdict<G: Game<Move = M>>(&self, score: Score) -> Verdict {
        score::verdict(G::SCORING, score, self.complete)
    }
}

/// Scores every legal move of `pos` by searching the position after it with `algorithm` to
/// `depth - 1` plies (so `depth` plies from `pos`), each with a full window, so that every
/// value is exact and not just a bound.
///
/// ```
/// use game_dsl::{game, Game, GameExt, Notation};
/// use game_dsl::analysis::analyze;
/// use game_dsl::score::Verdict;
/// use game_dsl::search::Algorithm;
/// game! { pub Tokens { pile: 5, moves: take 1..=2, win: last_take } }
///
/// let pos = Tokens::start();
/// let analysis = analyze(&pos, 10, Algorithm::Minimax);
/// let verdicts: Vec<_> = analysis.moves.iter().map(|&(_, s)| analysis.verdict::<Tokens>(s)).collect();
/// assert_eq!(verdicts[0], Verdict::Proven { value: -1, plies: Some(4) }); // take 1: lost
/// assert_eq!(verdicts[1], Verdict::Proven { value: 1, plies: Some(3) }); // take 2: won
/// assert_eq!(pos.format_move(analysis.best_move.unwrap()), "2");
/// assert_eq!(verdicts[1].to_string(), "win in 3 plies");
/// ```
pub fn analyze<G: Game>(pos: &G, depth: u32, algorithm: Algorithm) -> Analysis<G::Move> {
    analyze_within(pos, depth, algorithm, &Budget::unlimited())
}

/// [`analyze`] within `budget`: once the budget stops a search, the moves searched in full
/// are those listed, and the analysis is not complete.
///
/// ```
/// use game_dsl::{game, Game, Budget};
/// use game_dsl::analysis::analyze_within;
/// use game_dsl::search::Algorithm;
/// game! { pub TicTacToe { board: 3 x 3, moves: place, win: line 3 } }
///
/// let budget = Budget::unlimited().with_nodes(100_000);
/// let analysis = analyze_within(&TicTacToe::start(), 9, Algorithm::Minimax, &budget);
/// assert!(!analysis.complete && analysis.moves.len() < 9);
/// ```
pub fn analyze_within<G: Game>(
    pos: &G,
    depth: u32,
    algorithm: Algorithm,
    budget: &Budget,
) -> Analysis<G::Move> {
    analyze_until(
        pos,
        |child| algorithm.search_with(child, depth.saturating_sub(1), budget),
        || budget.is_cut(),
    )
}

/// Scores every legal move of `pos` with `search`, called on the position after each move (for
/// example an engine's exact solve, which keeps its table from one move to the next).
///
/// ```
/// use game_dsl::{game, Game, GameExt, Notation};
/// use game_dsl::analysis::analyze_with;
/// use game_dsl::minimax::minimax;
/// game! { pub Tokens { pile: 4, moves: take 1..=2, win: last_take } }
///
/// let analysis = analyze_with(&Tokens::start(), |child| minimax(child, 10));
/// assert_eq!(Tokens::start().format_move(analysis.best_move.unwrap()), "1");
/// ```
pub fn analyze_with<G: Game>(
    pos: &G,
    search: impl FnMut(&G) -> SearchResult<G::Move>,
) -> Analysis<G::Move> {
    analyze_until(pos, search, || false)
}

/// [`analyze_with`], which leaves out the move whose search `stopped` says was cut short, and
/// the moves after it.
fn analyze_until<G: Game>(
    pos: &G,
    mut search: impl FnMut(&G) -> SearchResult<G::Move>,
    stopped: impl Fn() -> bool,
) -> Analysis<G::Move> {
    let started = Instant::now();
    let mut nodes = 1;
    let mut complete = true;
    let mut moves = Vec::new();
    if let Some(score) = score::terminal_score(pos, 0) {
        return Analysis {
            moves,
            best_move: None,
            score,
            nodes,
            elapsed: started.elapsed(),
            complete,
        };
    }
    let mut best: Option<(G::Move, Score)> = None;
    for &mv in pos.legal_moves().iter() {
        let child = search(&pos.after(mv));
        nodes += child.nodes;
        if stopped() {
            complete = false;
            break;
        }
        let value = score::from_child(G::SCORING, child.score);
        complete &= child.complete;
        if best.is_none_or(|(_, b)| value > b) {
            best = Some((mv, value));
        }
        moves.push((mv, value));
    }
    let (best_move, score) = match best {
        Some((mv, score)) => (Some(mv), score),
        None => (None, score::evaluation(pos)),
    };
    Analysis {
        moves,
        best_move,
        score,
        nodes,
        elapsed: started.elapsed(),
        complete,
    }
}
