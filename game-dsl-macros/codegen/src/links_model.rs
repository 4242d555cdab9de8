//! The validated model of a game of pegs that link a leap apart (TwixT).

/// The most cells of a board of links (24 x 24, OpenSpiel's largest TwixT board): each side's
/// pegs are a `u128` on a board of at most 128 cells, a `game_dsl::bits::Wide<N>` on a larger
/// one.
pub const MAX_CELLS: u32 = 576;

/// A game of links: pegs placed on a `width x height` board link to their side's pegs a leap
/// away; the first player joins the top and bottom rows, the second the left and right
/// columns.
pub struct Links {
    /// Columns.
    pub width: u32,
    /// Rows.
    pub height: u32,
    /// The leap between linked pegs, `(a, b)` with `0 < a < b`.
    pub leap: (u32, u32),
    /// `crossing: never`: a link is not made across another.
    pub no_crossing: bool,
    /// `enemy_edges: closed`: a side may not place on the opponent's edges.
    pub closed: bool,
    /// `swap: rotate`: the second player may take the first peg, turned a quarter.
    pub swap: bool,
    /// The value for a side to move without a cell: -1, 0 (the default) or 1.
    pub blocked: i8,
}
