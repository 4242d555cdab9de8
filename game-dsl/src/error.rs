//! Errors for bad runtime input: a move or a position string that cannot be read.

use thiserror::Error;

/// The most characters of the input an error message repeats.
pub const SHOWN_CHARS: usize = 80;

/// `text` as an error message repeats it: its first [`SHOWN_CHARS`] characters (and `...` when
/// there are more), control characters escaped, so that hostile input neither floods nor
/// drives the terminal.
///
/// ```
/// use game_dsl::error::shown;
/// assert_eq!(shown("4453"), "4453");
/// assert_eq!(shown("a\x1b[2Jb\r"), "a\\u{1b}[2Jb\\r");
/// assert_eq!(shown(&"9".repeat(100_000)), format!("{}...", "9".repeat(80)));
/// ```
pub fn shown(text: &str) -> String {
    escaped(text, SHOWN_CHARS)
}

/// The most legal moves an error lists; it says how many more there are.
pub const LISTED_MOVES: usize = 20;

/// A list of moves as an error message gives it: the first [`LISTED_MOVES`], then how many
/// more, so that a position of thousands of moves (Amazons' 2,176) is one short line.
///
/// ```
/// use game_dsl::error::listed;
/// let moves: Vec<String> = (1..=3).map(|n| n.to_string()).collect();
/// assert_eq!(listed(&moves), "1 2 3");
/// let many: Vec<String> = (1..=25).map(|n| n.to_string()).collect();
/// assert!(listed(&many).ends_with("20 ... (25 in all)"));
/// ```
pub fn listed(moves: &[String]) -> String {
    let first = moves[..moves.len().min(LISTED_MOVES)].join(" ");
    if moves.len() > LISTED_MOVES {
        format!("{first} ... ({} in all)", moves.len())
    } else {
        first
    }
}

/// A reason that may quote the input (a cell, a word): treated as [`shown`] does, with room
/// for the longer explanations of a position format.
fn shown_reason(reason: &str) -> String {
    escaped(reason, 4 * SHOWN_CHARS)
}

/// The first `limit` characters of `text`, control characters escaped, `...` if cut: what
/// [`shown`] does with another limit (a file's path may be longer than a move).
///
/// ```
/// use game_dsl::error::escaped;
/// assert_eq!(escaped("a\x1b[31mb", 4), "a\\u{1b}[3...");
/// ```
pub fn escaped(text: &str, limit: usize) -> String {
    let mut out = String::new();
    for c in text.chars().take(limit) {
        if c.is_control() {
            out.extend(c.escape_default());
        } else {
            out.push(c);
        }
    }
    if text.chars().nth(limit).is_some() {
        out.push_str("...");
    }
    out
}

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
    #[error("malformed move `{}`: expected {expected}", shown(text))]
    Malformed {
        /// The text as given.
        text: String,
        /// What the notation expects.
        expected: String,
    },
    /// A well-formed move that is not legal in the position.
    #[error("illegal move `{}`; legal moves: {}", shown(text), listed(legal))]
    Illegal {
        /// The text as given.
        text: String,
        /// The legal moves in the game's notation.
        legal: Vec<String>,
    },
    /// A move after the end of the game.
    #[error("move `{}` after the end of the game", shown(text))]
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
#[error("malformed position `{}`: {}", shown(text), shown_reason(reason))]
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
