//! The validated model of a game of the hive (Hive).

use syn::Ident;

/// A kind of piece: its letter, how many a side has and its parts.
pub struct Bug {
    /// The kind's name.
    pub name: Ident,
    /// Its letter.
    pub letter: char,
    /// How many each side has.
    pub count: u32,
    /// `slide N`: 0 none, 255 any.
    pub slide: u32,
    /// `climb`.
    pub climb: bool,
    /// `hop`.
    pub hop: bool,
    /// `over N`: 0 none.
    pub over: u32,
    /// `mimic`.
    pub mimic: bool,
    /// `throw`.
    pub throw: bool,
}

/// A game of the hive: kinds of pieces placed, then moved around the hive; a side whose royal
/// piece is surrounded loses.
pub struct Hive {
    /// The kinds, in the order their pieces are numbered.
    pub bugs: Vec<Bug>,
    /// The royal kind's index.
    pub royal: usize,
    /// The turn by which a side places its royal piece (0: none).
    pub royal_by: u32,
    /// Whether the royal piece may be a side's first.
    pub royal_first: bool,
    /// The plies after which the game is drawn (0: none).
    pub limit: u32,
    /// Whether a side without a move passes (else it loses).
    pub pass: bool,
}
