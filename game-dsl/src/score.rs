//! Search scores: one `i32` scale for heuristic evaluations and finished games.
//!
//! A finished game scores beyond [`WIN`] in absolute value, so that any win is better than any
//! evaluation. With [`Scoring::Distance`] a win found `d` plies below the root scores `WIN - d`
//! (the quickest win is preferred, the slowest loss); with [`Scoring::Margin`] a win by `m`
//! scores `WIN + m`.

use crate::game::{Game, Scoring};

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

/// What a root score says about the game, in the game's units.
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

/// Reads a root score. `complete` says whether the search saw every line to its end, so that a
/// score of 0 is a proven draw.
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
