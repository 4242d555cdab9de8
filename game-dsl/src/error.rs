//! Errors for bad runtime input: a move or a position string that cannot be read.

use thiserror::Error;

/// A move that cannot be read or played.
///
/// ```
/// use game_dsl::{game, Game, GameExt, MoveError, Notation};
/// game! { pub TicTacToe { board: 3 x 3, moves: place, win: line 3 } }
///
/// let err = TicTacToe::start().parse_legal_move("10").unwrap_err();
/// assert_eq!(err.to_string(), "malformed move `10`: expected a cell number 1..9");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum MoveError {
    /// The text is not a move in the game's notation.
    #[error("malformed move `{text}`: expected {expected}")]
    Malformed {
        /// The text as given.
        text: String,
        /// What the notation expects.
        expected: String,
    },
    /// A well-formed move that is not legal in the position.
    #[error("illegal move `{text}`; legal moves: {}", legal.join(" "))]
    Illegal {
        /// The text as given.
        text: String,
        /// The legal moves in the game's notation.
        legal: Vec<String>,
    },
    /// A move after the end of the game.
    #[error("move `{text}` after the end of the game")]
    GameOver {
        /// The text as given.
        text: String,
    },
    /// An error at a given place in a sequence of moves.
    #[error("move {number} of the sequence: {source}")]
    InSequence {
        /// 1-based number of the move in the sequence.
        number: usize,
        /// What is wrong with it.
        source: Box<MoveError>,
    },
}

/// A position string that cannot be read.
///
/// ```
/// use game_dsl::{game, Game, GameExt, Notation};
/// game! { pub TicTacToe { board: 3 x 3, moves: place, win: line 3 } }
///
/// let err = TicTacToe::parse_position("XO").unwrap_err();
/// assert!(err.to_string().contains("9 cells"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("malformed position `{text}`: {reason}")]
pub struct PositionError {
    /// The text as given.
    pub text: String,
    /// What is wrong and what was expected.
    pub reason: String,
}

impl PositionError {
    /// A position error for `text`.
    pub fn new(text: &str, reason: impl Into<String>) -> PositionError {
        PositionError {
            text: text.trim().to_string(),
            reason: reason.into(),
        }
    }
}
