//! The validated model of a game of moving stones made of parts: what `expand::pieces` writes
//! as the constants of a `game_dsl::pieces::PieceRules`.

use crate::geometry::Direction;

/// A game of stones that step, slide, jump, capture, are placed or removed.
pub struct Pieces {
    /// Columns.
    pub width: u32,
    /// Rows.
    pub height: u32,
    /// Each player's stones at the start, bit `row * width + column`.
    pub start: [u128; 2],
    /// Each player's turns, directions resolved for the player.
    pub turns: [Vec<PieceTurn>; 2],
    /// The turns of the first plies, one per ply.
    pub opening: Vec<PieceTurn>,
    /// Whether capturing is compulsory.
    pub compulsory: bool,
    /// The cells where each player's plain stones are promoted.
    pub promote: [u128; 2],
    /// The cells a stone of each player wins by reaching.
    pub goal: [u128; 2],
    /// Whether a side left without stones loses.
    pub capture_all: bool,
    /// The value for the side to move of a position where it cannot move.
    pub blocked: i32,
    /// A draw after this many plies.
    pub limit: Option<u32>,
    /// A draw after this many plies without a capture.
    pub quiet: Option<u32>,
    /// Evaluation weights: a stone, a promoted stone, a row advanced.
    pub material: i32,
    /// The weight of a promoted stone.
    pub promoted: i32,
    /// The weight of a row advanced.
    pub advance: i32,
    /// The room the list of a position's moves needs.
    pub moves: MoveRoom,
    /// The most stones a side may have in a position (the parser refuses more): the start's,
    /// or every cell where stones are placed. The bound of [`MoveRoom::Bounded`] counts them.
    pub max_stones: u32,
}

/// The room the list of a position's moves needs.
pub enum MoveRoom {
    /// At most this many moves in any position with at most `max_stones` stones a side: a
    /// list of fixed capacity, on the stack.
    Bounded(u32),
    /// No useful bound (chains of jumps by any route): a list that keeps this many moves on
    /// the stack and spills to the heap beyond.
    Spilling(u32),
}

/// One kind of turn.
pub struct PieceTurn {
    /// Which stones take it: `All`, `Plain` or `Promoted` (the runtime's `Movers`).
    pub movers: &'static str,
    /// The action.
    pub action: PieceAction,
    /// The directions of a shot after it (none: no shot).
    pub shoot: Vec<Direction>,
}

/// An action, as the runtime's `Action`.
pub enum PieceAction {
    /// A step onto a target (`Empty`, `Enemy`, `Any`).
    Step(Vec<Direction>, &'static str),
    /// A slide onto a target.
    Slide(Vec<Direction>, &'static str),
    /// A jump over a target, chained (`Single`, `Any`, `Straight`).
    Jump(Vec<Direction>, &'static str, &'static str),
    /// A placement of the anchor and one cell along each direction.
    Place(Vec<Direction>),
    /// A removal of one of the mover's stones among the cells, beside an empty cell along one of
    /// the directions (none: anywhere).
    Remove(u128, Vec<Direction>),
}
