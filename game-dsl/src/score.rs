//! Search scores: one `i32` scale for heuristic evaluations and finished games.
//!
//! A finished game scores beyond [`WIN`] in absolute value, so that any win is better than any
//! evaluation. With [`Scoring::Distance`] a win found `d` plies below the root scores `WIN - d`
//! (the quickest win is preferred, the slowest loss); with [`Scoring::Margin`] a win by `m`
//! scores `WIN + m`.
//!
//! A raw score means little to a person: [`Verdict`] reads it in the game's units (`win in 7
//! plies`, `draw`), and [`Outcome`] names the player (`X wins in 7 plies`, `O wins by 4`).

use std::fmt;

use crate::game::{Game, Player, Scoring};

/// A search score, from the point of view of the side to move.
pub type Score = i32;

/// The score of a won game, before distance or margin.
pub const WIN: Score = 1 << 24;

/// Bound on a heuristic evaluation's magnitude; evaluations are clamped to it.
pub const MAX_EVAL: Score = WIN / 2;

/// Longest distance (in plies) that a distance score can carry.
pub const MAX_DISTANCE: Score = 1 << 16;

/// Above every score.
pub const INFINITY: Score = 1 << 30;

/// The score of a finished game whose value for the side to move is `value` (see
/// [`Game::terminal_value`]), `ply` plies below the root.
///
/// ```
/// use game_dsl::score::{terminal, WIN};
/// use game_dsl::Scoring;
/// assert_eq!(terminal(Scoring::Distance, -1, 3), -(WIN - 3));
/// assert_eq!(terminal(Scoring::Margin, 12, 3), WIN + 12);
/// assert_eq!(terminal(Scoring::Distance, 0, 3), 0);
/// ```
#[inline]
pub const fn terminal(scoring: Scoring, value: i32, ply: u32) -> Score {
    let magnitude = match scoring {
        Scoring::Distance => WIN - ply as Score,
        Scoring::Margin => WIN + value.abs(),
    };
    if value > 0 {
        magnitude
    } else if value < 0 {
        -magnitude
    } else {
        0
    }
}

/// The window of margins that stands for the window of scores `(alpha, beta)` with
/// [`Scoring::Margin`]: a margin is above the first (below the second) exactly when its score
/// is above `alpha` (below `beta`).
///
/// ```
/// use game_dsl::score::{margin_window, INFINITY, WIN};
/// assert_eq!(margin_window(WIN + 3, WIN + 4), (3, 4));
/// assert_eq!(margin_window(-1, 1), (-1, 1));
/// assert_eq!(margin_window(-WIN - 5, 0), (-5, 0));
/// assert_eq!(margin_window(-INFINITY, INFINITY), (WIN - INFINITY, INFINITY - WIN));
/// ```
#[inline]
pub const fn margin_window(alpha: Score, beta: Score) -> (i32, i32) {
    // The highest margin whose score is at most `score`.
    const fn at_most(score: Score) -> i32 {
        if score >= WIN {
            score - WIN
        } else if score >= 0 {
            0
        } else if score >= -WIN {
            -1
        } else {
            score + WIN
        }
    }
    (at_most(alpha), at_most(beta - 1) + 1)
}

/// The score of the position `pos`, `ply` plies below the root, if it is finished.
#[inline]
pub fn terminal_score<G: Game>(pos: &G, ply: u32) -> Option<Score> {
    pos.terminal_value()
        .map(|value| terminal(G::SCORING, value, ply))
}

/// The heuristic evaluation of `pos`, clamped below the scores of finished games.
#[inline]
pub fn evaluation<G: Game>(pos: &G) -> Score {
    pos.evaluate().clamp(-MAX_EVAL, MAX_EVAL)
}

/// Whether a score is that of a finished game (a proven win, loss or, never, draw).
#[inline]
pub const fn is_decisive(score: Score) -> bool {
    score.abs() > WIN - MAX_DISTANCE
}

/// What a root score says about the game, in the game's units, for the side to move: a raw
/// score such as `-16777200` read as "loss in 16 plies".
///
/// Get one from a search's result with [`SearchResult::verdict`](crate::SearchResult::verdict),
/// or from any score with [`Verdict::of`] (which reads the game's [`Game::SCORING`]). It prints
/// from the side to move's point of view; [`Verdict::for_player`] names the player instead.
///
/// ```
/// use game_dsl::{game, Game, GameExt, Engine, Verdict};
/// game! { pub Tokens { pile: 7, moves: take 1..=2, win: last_take } }
///
/// let pos = Tokens::start();
/// let result = Engine::new().solve(&pos);
/// assert_eq!(result.score, 16_777_211); // raw: a win, five plies away
/// let verdict = result.verdict::<Tokens>();
/// assert_eq!(verdict, Verdict::Proven { value: 1, plies: Some(5) });
/// assert_eq!(verdict.to_string(), "win in 5 plies");
/// assert_eq!(verdict.for_player(pos.side_to_move()).to_string(), "X wins in 5 plies");
/// assert_eq!(Verdict::of::<Tokens>(-16_777_200, true).to_string(), "loss in 16 plies");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Verdict {
    /// A proven result: `value` is +1, 0 or -1 (or the margin, with margin scoring); `plies`, with
    /// distance scoring, is the number of plies to the end under best play.
    Proven {
        /// The game value for the side to move.
        value: i32,
        /// Plies to the end (distance scoring only).
        plies: Option<u32>,
    },
    /// A heuristic evaluation, or a draw that the search did not prove.
    Heuristic(Score),
}

impl Verdict {
    /// Reads a root score of the game `G` (by its [`Game::SCORING`]); `complete` says whether
    /// the search saw every line to its end, so that a score of 0 is a proven draw. The same as
    /// [`verdict`]`(G::SCORING, score, complete)`.
    ///
    /// ```
    /// use game_dsl::{game, Verdict};
    /// use game_dsl::score::WIN;
    /// game! { pub TicTacToe { board: 3 x 3, moves: place, win: line 3 } }
    /// assert_eq!(Verdict::of::<TicTacToe>(-(WIN - 4), true), Verdict::Proven { value: -1, plies: Some(4) });
    /// assert_eq!(Verdict::of::<TicTacToe>(7, false), Verdict::Heuristic(7));
    /// ```
    pub const fn of<G: Game>(score: Score, complete: bool) -> Verdict {
        verdict(G::SCORING, score, complete)
    }

    /// The verdict told from `mover`'s opponent's side as well: `mover` is the side to move of
    /// the position the verdict is about, and the result prints as `X wins in 7 plies`,
    /// `O wins by 4` or `draw`.
    ///
    /// ```
    /// use game_dsl::{Player, Verdict};
    /// let lost = Verdict::Proven { value: -4, plies: None };
    /// assert_eq!(lost.for_player(Player::First).to_string(), "O wins by 4");
    /// assert_eq!(Verdict::Heuristic(12).for_player(Player::Second).to_string(), "O +12 (heuristic)");
    /// ```
    pub const fn for_player(self, mover: Player) -> Outcome {
        Outcome {
            verdict: self,
            mover,
        }
    }
}

/// `1 ply`, `7 plies`.
fn plies(f: &mut fmt::Formatter<'_>, n: u32) -> fmt::Result {
    if n == 1 {
        f.write_str("1 ply")
    } else {
        write!(f, "{n} plies")
    }
}

/// `+12`, `0`, `-3`.
fn signed(f: &mut fmt::Formatter<'_>, score: Score) -> fmt::Result {
    if score > 0 {
        write!(f, "+{score}")
    } else {
        write!(f, "{score}")
    }
}

/// For the side to move: `win in 7 plies`, `loss in 1 ply`, `win by 4` (a margin), `draw`,
/// `+12 (heuristic)`.
///
/// ```
/// use game_dsl::Verdict;
/// assert_eq!(Verdict::Proven { value: -1, plies: Some(1) }.to_string(), "loss in 1 ply");
/// assert_eq!(Verdict::Proven { value: 4, plies: None }.to_string(), "win by 4");
/// assert_eq!(Verdict::Proven { value: 0, plies: None }.to_string(), "draw");
/// assert_eq!(Verdict::Heuristic(-3).to_string(), "-3 (heuristic)");
/// ```
impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Verdict::Proven { value: 0, .. } => f.write_str("draw"),
            Verdict::Proven { value, plies: p } => {
                f.write_str(if value > 0 { "win" } else { "loss" })?;
                match p {
                    Some(n) => {
                        f.write_str(" in ")?;
                        plies(f, n)
                    }
                    None => write!(f, " by {}", value.unsigned_abs()),
                }
            }
            Verdict::Heuristic(score) => {
                signed(f, score)?;
                f.write_str(" (heuristic)")
            }
        }
    }
}

/// A [`Verdict`] with the player it is for, printed in the game's terms: `X wins in 7 plies`,
/// `O wins by 4`, `draw`, `X +12 (heuristic)`. Made by [`Verdict::for_player`] and
/// [`SearchResult::outcome`](crate::SearchResult::outcome).
///
/// ```
/// use game_dsl::{Player, Verdict};
/// let won = Verdict::Proven { value: 1, plies: Some(7) };
/// assert_eq!(won.for_player(Player::First).to_string(), "X wins in 7 plies");
/// assert_eq!(won.for_player(Player::Second).to_string(), "O wins in 7 plies");
/// assert_eq!(Verdict::Proven { value: 0, plies: None }.for_player(Player::Second).to_string(), "draw");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Outcome {
    /// The verdict, for the side to move.
    pub verdict: Verdict,
    /// The side to move of the position the verdict is about.
    pub mover: Player,
}

impl Outcome {
    /// The player who wins under best play, `None` for a draw or an unproven verdict.
    ///
    /// ```
    /// use game_dsl::{Player, Verdict};
    /// let lost = Verdict::Proven { value: -1, plies: Some(2) }.for_player(Player::First);
    /// assert_eq!(lost.winner(), Some(Player::Second));
    /// assert_eq!(Verdict::Heuristic(5).for_player(Player::First).winner(), None);
    /// ```
    pub const fn winner(&self) -> Option<Player> {
        match self.verdict {
            Verdict::Proven { value, .. } if value > 0 => Some(self.mover),
            Verdict::Proven { value, .. } if value < 0 => Some(self.mover.opponent()),
            _ => None,
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.verdict, self.winner()) {
            (Verdict::Proven { value, plies: p }, Some(winner)) => {
                write!(f, "{winner} wins")?;
                match p {
                    Some(n) => {
                        f.write_str(" in ")?;
                        plies(f, n)
                    }
                    None => write!(f, " by {}", value.unsigned_abs()),
                }
            }
            (Verdict::Heuristic(score), _) => {
                write!(f, "{} ", self.mover)?;
                signed(f, score)?;
                f.write_str(" (heuristic)")
            }
            _ => f.write_str("draw"),
        }
    }
}

/// Reads a root score. `complete` says whether the search saw every line to its end, so that a
/// score of 0 is a proven draw. [`Verdict::of`] reads the scoring from the game.
///
/// ```
/// use game_dsl::score::{verdict, Verdict, WIN};
/// use game_dsl::Scoring;
/// assert_eq!(verdict(Scoring::Distance, WIN - 5, false), Verdict::Proven { value: 1, plies: Some(5) });
/// assert_eq!(verdict(Scoring::Distance, 0, true), Verdict::Proven { value: 0, plies: None });
/// assert_eq!(verdict(Scoring::Distance, 0, false), Verdict::Heuristic(0));
/// ```
pub const fn verdict(scoring: Scoring, score: Score, complete: bool) -> Verdict {
    if is_decisive(score) {
        let sign = if score > 0 { 1 } else { -1 };
        match scoring {
            Scoring::Distance => Verdict::Proven {
                value: sign,
                plies: Some((WIN - score.abs()) as u32),
            },
            Scoring::Margin => Verdict::Proven {
                value: sign * (score.abs() - WIN),
                plies: None,
            },
        }
    } else if complete && score == 0 {
        Verdict::Proven {
            value: 0,
            plies: None,
        }
    } else {
        Verdict::Heuristic(score)
    }
}

/// The score of a position for its side to move, given the score `child` of the position after
/// one of its moves (for the side to move there): negated and, for a distance score, one ply
/// further away.
///
/// ```
/// use game_dsl::score::{from_child, WIN};
/// use game_dsl::Scoring;
/// assert_eq!(from_child(Scoring::Distance, -(WIN - 2)), WIN - 3);
/// assert_eq!(from_child(Scoring::Distance, 7), -7);
/// assert_eq!(from_child(Scoring::Margin, -(WIN + 4)), WIN + 4);
/// ```
#[inline]
pub const fn from_child(scoring: Scoring, child: Score) -> Score {
    match scoring {
        Scoring::Distance if is_decisive(child) => {
            if child > 0 {
                -child + 1
            } else {
                -child - 1
            }
        }
        _ => -child,
    }
}
