//! The validated model of a game: everything the generator needs, nothing it must check.

use syn::{Attribute, Ident, Visibility};

use crate::geometry::{Outline, StepDirections};

/// A valid game declaration.
pub struct Game {
    /// Attributes for the generated type (doc comments among them).
    pub attrs: Vec<Attribute>,
    /// Visibility of the generated type.
    pub vis: Visibility,
    /// Name of the generated type.
    pub name: Ident,
    /// What kind of game it is.
    pub kind: Kind,
    /// The players' names, the first player's first (`sides: [White, Black]`), where the
    /// declaration gives them; a game of kinds keeps its own in its rules.
    pub sides: Option<[String; 2]>,
    /// A Rust function `fn(&Game) -> Option<i32>` that ends the game by the author's rule
    /// (`end: custom PATH`), tested before every end of the game's own, in every family.
    pub end: Option<syn::Path>,
}

/// The families of games the generator knows.
pub enum Kind {
    /// Stones on a rectangular board.
    Grid(Grid),
    /// Tokens taken from one pile or one of several (the token game, Nim).
    Piles(Piles),
    /// Stones that move, capture, jump, are placed or removed: moves made of parts (boxed: its
    /// sets of cells hold boards of up to 1024 cells).
    Pieces(Box<crate::pieces_model::Pieces>),
    /// Seeds sown around a board of pits (mancala).
    Pits(crate::pits_model::Pits),
    /// Edges drawn between dots, closing boxes (dots and boxes).
    Boxes(crate::boxes_model::Boxes),
    /// Stones placed on points joined by lines, then moved along them (morris).
    Points(crate::points_model::Points),
    /// Kinds of pieces, each moving its own way (chess): the runtime's `game_dsl::kinds`.
    Kinds(crate::kinds_model::KindsGame),
    /// Stones placed that capture groups without liberties (Go): the runtime's
    /// `game_dsl::groups`.
    Groups(crate::groups_model::Groups),
    /// Pegs placed that link to their side's pegs a leap away, joining edges (TwixT): the
    /// runtime's `game_dsl::links`.
    Links(crate::links_model::Links),
    /// Stones that step or hop, racing to the other side's start (Chinese checkers): the
    /// runtime's `game_dsl::hops`.
    Hops(crate::hops_model::Hops),
    /// Pawns racing to the far row while walls go up between the cells (Quoridor): the
    /// runtime's `game_dsl::walls`.
    Walls(crate::walls_model::Walls),
    /// Pieces placed, then moved around a hive that is the whole board (Hive): the runtime's
    /// `game_dsl::hive`.
    Hive(crate::hive_model::Hive),
}

/// The longest `limit`: the ply counter is 16 bits.
pub const MAX_LIMIT: u32 = u16::MAX as u32 - 1;

/// A game of stones on a `width x height` board.
pub struct Grid {
    /// Columns.
    pub width: u32,
    /// Rows.
    pub height: u32,
    /// Which cells of the rectangle are played on.
    pub outline: Outline,
    /// How stones are played.
    pub moves: GridMoves,
    /// How a game is won.
    pub win: GridWin,
    /// Whether a side without a legal move passes (else the game ends).
    pub pass: bool,
    /// The result of a `step` game for a side that cannot move (and does not pass).
    pub blocked: Option<Blocked>,
    /// The plies after which the game is a draw, unless won before (`limit: N`).
    pub limit: Option<u32>,
    /// The move-ordering hint.
    pub order: GridOrder,
    /// The stones at the start: X's (the first player's) and O's, bit `row * width + column`.
    pub start: [u128; 2],
    /// The static evaluation.
    pub eval: GridEval,
    /// The block turned after each placement, if a turn places then rotates
    /// (`moves: place then rotate ...`).
    pub rotate: Option<Rotation>,
    /// The side of the square blocks that tile the board (`board: 9 x 9 in blocks 3 x 3`), if
    /// declared: drawn apart, and the ground of a game played on blocks.
    pub block_size: Option<u32>,
    /// The rules of a game played on blocks (`win: line N of blocks won by line M`), if so.
    pub blocks: Option<BlockGame>,
}

/// A game of blocks (Ultimate tic-tac-toe): a line of `inner` stones within a block wins the
/// block; a block won or full is closed; a line of `outer` won blocks wins the game; when every
/// block is closed without one, the game is a draw.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct BlockGame {
    /// The side of a block, in cells.
    pub size: u32,
    /// Blocks in a row of blocks.
    pub across: u32,
    /// Rows of blocks.
    pub down: u32,
    /// Won blocks in a row that win the game.
    pub outer: u32,
    /// Stones in a row, within a block, that win it.
    pub inner: u32,
    /// `place in block of last`: the mover places in the block whose place among the blocks is
    /// the last move's place in its own block, or in any open block if that one is closed.
    pub follow: bool,
}

impl BlockGame {
    /// The number of blocks.
    pub fn count(self) -> u32 {
        self.across * self.down
    }
}

/// The second action of a turn that places then rotates: one of the square blocks of `size x
/// size` cells that tile the board, numbered row by row from the top left, turned a quarter
/// clockwise or counter-clockwise (Pentago: the four 3 x 3 quadrants of 6 x 6).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Rotation {
    /// The side of a block, in cells.
    pub size: u32,
}

impl Rotation {
    /// The number of blocks on a `width x height` board.
    pub fn blocks(self, width: u32, height: u32) -> u32 {
        (width / self.size) * (height / self.size)
    }

    /// Where each cell of `block` (row by row from the top left, on a board `width` wide) goes
    /// in a quarter turn, `clockwise` or not: `(from, to)` pairs, row by row.
    pub fn quarter_turn(self, width: u32, block: u32, clockwise: bool) -> Vec<(u32, u32)> {
        let n = self.size;
        let across = width / n;
        let origin = (block / across) * n * width + (block % across) * n;
        let mut cells = Vec::new();
        for r in 0..n {
            for c in 0..n {
                let (to_r, to_c) = if clockwise {
                    (c, n - 1 - r)
                } else {
                    (n - 1 - c, r)
                };
                cells.push((origin + r * width + c, origin + to_r * width + to_c));
            }
        }
        cells
    }
}

/// The largest magnitude of an evaluation (the runtime's `score::MAX_EVAL`).
pub const MAX_EVAL: u64 = 1 << 23;

/// The terms of a board game's evaluation, each counted for the side to move and against the
/// other side.
#[derive(Clone, Default, PartialEq, Eq, Debug)]
pub struct GridEval {
    /// Weights of the windows evaluation, one per number of stones (1, 2, ...), if declared.
    pub windows: Option<Vec<u32>>,
    /// Weights of the lines of won blocks, one per number of won blocks (1, 2, ...), if
    /// declared (a game of blocks).
    pub blocks: Option<Vec<u32>>,
    /// The weight of every cell, row by row, if declared.
    pub squares: Option<Vec<i32>>,
    /// The weight of a legal move (0: not counted).
    pub mobility: i32,
    /// The weight of a stone next to an empty cell (0: not counted).
    pub frontier: i32,
    /// The weight of a cell still to fill to connect (0: not counted; `win: connect`).
    pub distance: i32,
    /// The weight of a stone on a cell of the region its side must occupy (0: not counted;
    /// `win: occupy`).
    pub goal: i32,
    /// The weight of a row a stone stands from its side's own edge (0: not counted; `step`).
    pub advance: i32,
    /// A Rust function `fn(&Game) -> i32`, the score for the side to move (`custom PATH`).
    pub custom: Option<syn::Path>,
}

impl GridEval {
    /// Whether the evaluation has any term.
    pub fn is_empty(&self) -> bool {
        self.windows.is_none()
            && self.blocks.is_none()
            && self.squares.is_none()
            && self.mobility == 0
            && self.frontier == 0
            && self.distance == 0
            && self.goal == 0
            && self.advance == 0
            && self.custom.is_none()
    }
}

/// The move-ordering hint of a board game (threats created come first in any case).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum GridOrder {
    /// Central columns first.
    Centre,
    /// Cells on more winning lines first.
    Lines,
    /// Cells with a higher weight in the square table first.
    Squares,
    /// No preference: generation order.
    None,
}

/// How stones are played on a grid.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum GridMoves {
    /// On any empty cell.
    Place,
    /// In a column: the stone falls to the lowest empty cell.
    Drop,
    /// On an empty cell that brackets opposing stones in at least one of the eight directions;
    /// every bracketed run is flipped.
    Flank,
    /// A stone of the mover to a neighbouring empty cell, in one of the directions.
    Step(StepDirections),
}

/// The result, for the side to move, of a `step` game or a pile game in which it cannot move
/// (`blocked: ...`; `win: last_take` is `blocked: lose`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Blocked {
    /// It loses.
    Lose,
    /// A draw.
    Draw,
    /// It wins.
    Win,
}

impl Blocked {
    /// The game value for the side to move: -1, 0 or 1.
    pub fn value(self) -> i32 {
        match self {
            Blocked::Lose => -1,
            Blocked::Draw => 0,
            Blocked::Win => 1,
        }
    }
}

impl GridMoves {
    /// The keyword that declares these moves, for messages.
    pub fn keyword(self) -> &'static str {
        match self {
            GridMoves::Place => "place",
            GridMoves::Drop => "drop",
            GridMoves::Flank => "flank",
            GridMoves::Step(_) => "step",
        }
    }
}

/// How a grid game is won.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum GridWin {
    /// A line of this many stones in any of the four directions; a full board is a draw.
    Line(u32),
    /// Most stones when the game ends; the margin credits the empty cells to the winner.
    Majority,
    /// A chain of one's stones between one's two sides, cells being hexagons (Hex): X joins the
    /// top and bottom rows, O the left and right columns; neighbours are the six cells at
    /// (±1, 0), (0, ±1), (+1, -1) and (-1, +1) in (column, row).
    Connect,
    /// Stones on every cell the opponent started on: X's goal is O's start, O's goal is X's.
    Occupy,
    /// A line of this many stones in any of the four directions loses (misère play); a full
    /// board is a draw.
    LoseLine(u32),
    /// Shapes of the last move's group, any of which wins; a full board is a draw (Havannah).
    Shapes(Shapes),
}

/// The shapes of `win: ring or connect K of corners or connect K of edges`: one group of the
/// mover's stones wins by any of them, on a board of hexagons with an outline.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Shapes {
    /// `ring`: the group goes around one or more cells, whatever they hold.
    pub ring: bool,
    /// `connect K of corners`: the group touches at least `K` corners.
    pub corners: Option<u32>,
    /// `connect K of edges`: the group touches at least `K` edges (their corners left out).
    pub edges: Option<u32>,
}

impl GridWin {
    /// The length of the line that ends the game, won or lost by it.
    pub fn line_length(self) -> Option<u32> {
        match self {
            GridWin::Line(length) | GridWin::LoseLine(length) => Some(length),
            GridWin::Majority | GridWin::Connect | GridWin::Occupy | GridWin::Shapes(_) => None,
        }
    }
}

/// The largest number of tokens a move may take (moves are 16-bit codes).
pub const MAX_TAKE: u32 = 1 << 15;

impl Grid {
    /// Number of cells.
    pub fn cells(&self) -> u32 {
        self.width * self.height
    }
}

/// The most piles a game may have (the hash packs eight to a word).
pub const MAX_PILES: usize = 16;
/// The most tokens a pile may hold (a move is coded `pile * 256 + taken`).
pub const MAX_PILE: u32 = 255;

/// The largest number in a take set: a set is a 64-bit mask, bit `k` for a take of `k` (the
/// runtime's `moves::MAX_SET_TAKE`).
pub const MAX_SET_TAKE: u32 = 63;

/// A game of taking tokens from one pile (`pile: N`, or `piles: [N]`) or one of several
/// (`piles: [A, B, ...]`); who cannot take loses (whoever takes the last token wins), or wins
/// (misère play).
pub struct Piles {
    /// Tokens of each pile at the start: one pile, or two to [`MAX_PILES`].
    pub sizes: Vec<u32>,
    /// Fewest tokens a move takes.
    pub take_min: u32,
    /// Most tokens a move takes (`None`: any number, up to the whole pile).
    pub take_max: Option<u32>,
    /// The takes allowed, when they are a set (`take {1, 3, 4}`): bit `k` for a take of `k`.
    pub set: Option<u64>,
    /// The result for a player who cannot take: `Lose` (normal play) or `Win` (misère play).
    pub blocked: Blocked,
}

impl Piles {
    /// The tokens of the game's only pile, for the kernel of a lone pile (a count of up to
    /// `u32::MAX` tokens, moves written as the number taken); `None` for several piles.
    pub fn lone(&self) -> Option<u32> {
        match self.sizes[..] {
            [tokens] => Some(tokens),
            _ => None,
        }
    }
}

/// `repeat: N draw | end | forbid`: the repetition rule of a game of moving stones or of pits.
#[derive(Clone, Copy, Debug)]
pub struct Repeat {
    /// The occurrence of a position since the last capture that the rule reads (2: the first
    /// repetition).
    pub times: u32,
    /// What that occurrence makes of the game.
    pub then: Repetition,
}

/// What the occurrence of a position that [`Repeat`] reads makes of the game: the word after
/// its number.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Repetition {
    /// `draw`: the game ends drawn.
    Draw,
    /// `end`: the game ends, counted as at its other ends.
    Counted,
    /// `forbid`: no move may bring it about (Go's positional superko).
    Forbidden,
}

impl Repetition {
    /// The word that declares it.
    pub fn word(self) -> &'static str {
        match self {
            Repetition::Draw => "draw",
            Repetition::Counted => "end",
            Repetition::Forbidden => "forbid",
        }
    }

    /// What it means, for messages.
    pub fn meaning(self) -> &'static str {
        match self {
            Repetition::Draw => "the game is drawn",
            Repetition::Counted => "the game ends, counted as at its other ends",
            Repetition::Forbidden => "no move may bring it about",
        }
    }
}
