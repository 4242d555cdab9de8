//! What every search reports, and the choice of algorithm at run time.

use std::time::Duration;

use crate::budget::Budget;
use crate::game::Game;
use crate::score::{self, Outcome, Score, Verdict};

/// The result of a search from a root position.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchResult<M> {
    /// The best move found, `None` when the root position is finished (or has no move).
    pub best_move: Option<M>,
    /// The root's score for the side to move (see [`crate::score`]).
    pub score: Score,
    /// The depth searched, in plies.
    pub depth: u32,
    /// Positions visited, the root included.
    pub nodes: u64,
    /// Wall-clock time of the search.
    pub elapsed: Duration,
    /// Whether every line was followed to the end of the game (no position was cut off by the
    /// depth limit), so that the score is exact.
    pub complete: bool,
    /// The principal variation: the best move and the best replies after it, as far as the
    /// search knows them (the best move alone for [`crate::minimax`] and [`crate::alphabeta`];
    /// empty when the root is finished).
    pub pv: Vec<M>,
    /// For a solve stopped before the end (time limit or stop request): the scores between
    /// which the value is proven to lie. `None` otherwise.
    pub bounds: Option<(Score, Score)>,
}

impl<M> SearchResult<M> {
    /// What the score says about the game, for the side to move of the root, in the game's
    /// units ([`Verdict::of`] with the result's score and completeness): prints as `win in 7
    /// plies`, `loss by 4`, `draw`.
    ///
    /// ```
    /// use game_dsl::{game, Game, GameExt, Engine, Verdict};
    /// game! { pub Tokens { pile: 4, moves: take 1..=2, win: last_take } }
    /// let result = Engine::new().solve(&Tokens::start());
    /// assert_eq!(result.verdict::<Tokens>(), Verdict::Proven { value: 1, plies: Some(3) });
    /// assert_eq!(result.verdict::<Tokens>().to_string(), "win in 3 plies");
    /// ```
    pub fn verdict<G: Game<Move = M>>(&self) -> Verdict {
        score::verdict(G::SCORING, self.score, self.complete)
    }

    /// The verdict with the player it is for, `pos` being the root searched: prints as `X wins
    /// in 7 plies`, `O wins by 4`, `draw`.
    ///
    /// ```
    /// use game_dsl::{game, Game, GameExt, Engine, Player};
    /// game! { pub Tokens { pile: 6, moves: take 1..=2, win: last_take } }
    /// let pos = Tokens::start();
    /// let outcome = Engine::new().solve(&pos).outcome(&pos);
    /// assert_eq!(outcome.to_string(), "O wins in 4 plies"); // 6 is a multiple of 3
    /// assert_eq!(outcome.winner(), Some(Player::Second));
    /// ```
    pub fn outcome<G: Game<Move = M>>(&self, pos: &G) -> Outcome {
        self.verdict::<G>().for_player(pos.side_to_move())
    }

    /// Positions per second.
    pub fn nodes_per_second(&self) -> f64 {
        self.nodes as f64 / self.elapsed.as_secs_f64().max(1e-9)
    }
}

/// The search algorithms, to choose one at run time (the command line, the web API). Each arm
/// calls a function monomorphized for the game.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Algorithm {
    /// Plain minimax: [`crate::minimax::minimax`].
    Minimax,
    /// Alpha-beta without move ordering: moves in generation order.
    AlphaBetaUnordered,
    /// Alpha-beta with the game's move-ordering hint: [`crate::alphabeta::alphabeta`].
    AlphaBeta,
}

impl Algorithm {
    /// Every algorithm, simplest first.
    pub const ALL: [Algorithm; 3] = [
        Algorithm::Minimax,
        Algorithm::AlphaBetaUnordered,
        Algorithm::AlphaBeta,
    ];

    /// The name used on the command line and in JSON.
    pub const fn name(self) -> &'static str {
        match self {
            Algorithm::Minimax => "minimax",
            Algorithm::AlphaBetaUnordered => "alphabeta-unordered",
            Algorithm::AlphaBeta => "alphabeta",
        }
    }

    /// Reads a name written by [`Algorithm::name`].
    ///
    /// ```
    /// use game_dsl::search::Algorithm;
    /// assert_eq!(Algorithm::from_name("alphabeta"), Some(Algorithm::AlphaBeta));
    /// assert_eq!(Algorithm::from_name("mcts"), None);
    /// ```
    pub fn from_name(name: &str) -> Option<Algorithm> {
        Algorithm::ALL.into_iter().find(|a| a.name() == name)
    }

    /// Searches `pos` to `depth` plies.
    pub fn search<G: Game>(self, pos: &G, depth: u32) -> SearchResult<G::Move> {
        self.search_with(pos, depth, &Budget::unlimited())
    }

    /// Searches `pos` to `depth` plies within `budget` (see [`Budget::is_cut`]).
    pub fn search_with<G: Game>(
        self,
        pos: &G,
        depth: u32,
        budget: &Budget,
    ) -> SearchResult<G::Move> {
        match self {
            Algorithm::Minimax => crate::minimax::minimax_with(pos, depth, budget),
            Algorithm::AlphaBetaUnordered => {
                crate::alphabeta::alphabeta_with(pos, depth, false, budget)
            }
            Algorithm::AlphaBeta => crate::alphabeta::alphabeta_with(pos, depth, true, budget),
        }
    }
}
