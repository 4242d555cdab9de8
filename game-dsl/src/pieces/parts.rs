//! The parts a pieces game's moves are made of: directions, targets, actions and turns. The
//! `game!` macro writes them as constants from a declaration; the generator of
//! [`Pieces`](super::Pieces) combines them, each part being a few shifts and masks.

use super::board::Board;

/// A direction on the board as the generator uses it: how far a bit index moves for one step,
/// and the cells that have a neighbour that way (so that no step wraps around an edge).
///
/// ```
/// use game_dsl::pieces::Dir;
/// // Up on a 3-column board of 3 rows: every cell but the top row's.
/// let up = Dir { offset: -3, from: 0b111_111_000 };
/// assert_eq!(up.shift(0b000_010_000u16), 0b000_000_010);
/// assert_eq!(up.shift(0b000_000_010u16), 0);
/// assert_eq!(up.back(0b000_000_010u16), 0b000_010_000);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Dir {
    /// The change of bit index for one step (`dy * width + dx`).
    pub offset: i32,
    /// The cells from which one step this way stays on the board.
    pub from: u128,
}

impl Dir {
    /// The cells of `cells` moved one step this way (those that would leave the board dropped).
    #[inline(always)]
    pub fn shift<B: Board>(self, cells: B) -> B {
        let cells = cells & B::from_u128(self.from);
        if self.offset > 0 {
            cells << self.offset as u32
        } else {
            cells >> (-self.offset) as u32
        }
    }

    /// The cells whose neighbour this way is in `cells`.
    #[inline(always)]
    pub fn back<B: Board>(self, cells: B) -> B {
        let moved = if self.offset > 0 {
            cells >> self.offset as u32
        } else {
            cells << (-self.offset) as u32
        };
        moved & B::from_u128(self.from)
    }
}

/// What a stone may move onto, or jump over.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Target {
    /// An empty cell.
    Empty,
    /// An opponent's stone, which is captured (by replacement, or jumped over).
    Enemy,
    /// Either.
    Any,
}

impl Target {
    /// The cells this target allows, given the empty cells and the opponent's stones.
    #[inline(always)]
    pub fn cells<B: Board>(self, empty: B, enemy: B) -> B {
        match self {
            Target::Empty => empty,
            Target::Enemy => enemy,
            Target::Any => empty | enemy,
        }
    }

    /// Whether the target may be an opponent's stone.
    pub const fn captures(self) -> bool {
        !matches!(self, Target::Empty)
    }
}

/// How jumps chain within one turn.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Chain {
    /// One jump a turn.
    Single,
    /// The stone jumps again while it can, in any of the jump's directions (draughts): only
    /// whole chains are moves.
    Any,
    /// The stone may jump again in the same direction (Konane): every prefix is a move.
    Straight,
}

/// One action of a turn.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Action {
    /// A stone moves one cell in one of the directions, onto the target.
    Step {
        /// The directions.
        dirs: &'static [Dir],
        /// What it may move onto.
        onto: Target,
    },
    /// A stone moves any distance in one of the directions over empty cells, onto the target
    /// (a rook, bishop or queen move).
    Slide {
        /// The directions.
        dirs: &'static [Dir],
        /// What it may stop on.
        onto: Target,
    },
    /// A stone jumps over the adjacent cell, which holds the target, into the empty cell beyond;
    /// an opponent's stone jumped over is captured.
    Jump {
        /// The directions.
        dirs: &'static [Dir],
        /// What it jumps over.
        over: Target,
        /// Whether and how jumps chain.
        chain: Chain,
    },
    /// A stone, or a shape of stones, placed on empty cells: the anchor cell and one cell a
    /// step away along each of `shape` (a domino lying down is `[right]`).
    Place {
        /// The other cells of the shape, from the anchor (none for a single stone).
        shape: &'static [Dir],
    },
    /// One of the mover's stones taken off the board: among `cells`, and when `beside` is not
    /// empty, next to an empty cell along one of its directions (Konane's opening).
    Remove {
        /// The cells it may be taken from.
        cells: u128,
        /// Directions in which it must have an empty neighbour (none: no condition).
        beside: &'static [Dir],
    },
}

impl Action {
    /// Whether the action can capture.
    pub const fn captures(self) -> bool {
        match self {
            Action::Step { onto, .. } | Action::Slide { onto, .. } => onto.captures(),
            Action::Jump { over, .. } => over.captures(),
            Action::Place { .. } | Action::Remove { .. } => false,
        }
    }
}

/// Which of the mover's stones an action moves.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Movers {
    /// Every stone.
    All,
    /// The stones not promoted.
    Plain,
    /// The promoted stones (draughts kings).
    Promoted,
}

/// A kind of turn: an action of some of the mover's stones, maybe followed by an arrow shot
/// from where the stone landed.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Turn {
    /// The stones that take it.
    pub movers: Movers,
    /// The action.
    pub action: Action,
    /// After the action, a new stone that blocks its cell for good slides from the cell the
    /// stone reached along one of these directions (Amazons' arrow); none: no shot.
    pub shoot: &'static [Dir],
}
