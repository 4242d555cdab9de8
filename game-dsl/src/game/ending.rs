//! [`Ending`]: why a finished game ended, for a front end to say ("a draw: the ply limit").
//! The result alone does not tell a draw by a move limit from one by a blocked side, nor a win
//! by reaching the far row from one by taking every stone; the rules know.

/// Why a game ended, as [`Notation::ending`](super::Notation::ending) gives it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// A line of stones was completed.
    Line,
    /// A chain joined the sides (or made a winning shape).
    Connection,
    /// The stones (or seeds) were counted: the margin decided.
    Count,
    /// The side to move had no move.
    NoMoves,
    /// A stone reached its goal (the far row).
    Goal,
    /// A side lost every stone.
    Captured,
    /// A side was left with too few stones (a morris side with two).
    TooFew,
    /// The game reached its limit of plies.
    PlyLimit,
    /// The plies without a capture reached the game's limit (the quiet rule).
    Quiet,
    /// A position occurred for the time the rules draw (the third in chess).
    Repetition,
    /// The material left cannot win (chess's insufficient material).
    Material,
    /// A side's royal piece was surrounded on every side (Hive's queen).
    Surrounded,
    /// The author's own end (`end: custom PATH`) decided.
    Rule,
}

impl Ending {
    /// A few words for people: `"a line"`, `"the ply limit"`, ...
    ///
    /// ```
    /// use game_dsl::Ending;
    /// assert_eq!(Ending::PlyLimit.words(), "the ply limit");
    /// ```
    pub const fn words(self) -> &'static str {
        match self {
            Ending::Line => "a line",
            Ending::Connection => "a chain",
            Ending::Count => "the count",
            Ending::NoMoves => "no moves",
            Ending::Goal => "the goal reached",
            Ending::Captured => "every stone taken",
            Ending::TooFew => "too few stones left",
            Ending::PlyLimit => "the ply limit",
            Ending::Quiet => "the quiet rule: no capture for too long",
            Ending::Repetition => "a repeated position",
            Ending::Material => "too little material to win",
            Ending::Surrounded => "a royal piece surrounded",
            Ending::Rule => "the game's own rule",
        }
    }
}
