//! The validated model of a game of moving stones made of parts: what `expand::pieces` writes
//! as the constants of a `game_dsl::pieces::PieceRules`.

use proc_macro2::TokenStream;
use quote::{ToTokens, quote};

use crate::geometry::{Direction, Set};
use crate::parts::Primitive;

/// The chains that win in a game of parts (`win: connect`, `win: ring or connect K of
/// corners|edges`): the steps that join stones, the regions a chain wins by touching, and the
/// ring.
pub struct Chains {
    /// The steps between neighbours: Hex's six on a rhombus (`geometry::HEX_NEIGHBOURS`).
    pub steps: Vec<Direction>,
    /// Each player's joins: a chain touching `count` of `regions` wins (Hex's two sides, Y's
    /// three, Havannah's two corners or three edges).
    pub joins: [Vec<Join>; 2],
    /// `ring`: the border (the cells with a neighbour off the board), from which the cells
    /// outside a ring are flooded.
    pub ring: Option<Set>,
}

/// `win: area { komi: K, passes: N, limit: L }` on moves made of parts: each side's stones and
/// the empty cells that reach its stones only, counted when the game ends.
pub struct AreaCount {
    /// The komi in half points, added to O's area.
    pub komi2: i32,
    /// The passes in a row that end the game (0: passing does not end it).
    pub passes: u32,
    /// The directions along which empty cells reach stones: a square's four neighbours, a
    /// hexagon's six.
    pub dirs: Vec<Direction>,
}

/// Regions that a chain wins by touching: `count` of `regions`, each a set of cells.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Join {
    /// How many of `regions` one chain must touch.
    pub count: u32,
    /// The regions, each a set of cells.
    pub regions: Vec<Set>,
}

/// A game of stones that step, slide, jump, capture, are placed or removed.
pub struct Pieces {
    /// Columns.
    pub width: u32,
    /// Rows.
    pub height: u32,
    /// The cells of the board: the rectangle's, or an outline's (a hexagon, a triangle).
    pub cells: Set,
    /// Whether the cells are hexagons with an outline (`board: hex hexagon N`): they join six
    /// neighbours, and `all` names the six directions.
    pub hex: bool,
    /// Each player's stones at the start, bit `row * width + column`.
    pub start: [Set; 2],
    /// Whether the start names the dark or light squares (`dark rows 6..=8`): the board is
    /// then drawn as a checkerboard.
    pub checkered: bool,
    /// Each player's turns, directions resolved for the player.
    pub turns: [Vec<PieceTurn>; 2],
    /// The turns of the first plies, one per ply.
    pub opening: Vec<PieceTurn>,
    /// Whether every turn drops a stone into a column (`moves: drop`): moves are named by their
    /// column, as the dropping kernel names them.
    pub columns: bool,
    /// Whether capturing is compulsory.
    pub compulsory: bool,
    /// Whether a capture must take the most stones (`capture: most`).
    pub majority: bool,
    /// Whether a plain stone is promoted only where its move ends (`promote: far_row at end`).
    pub promote_at_end: bool,
    /// The cells where each player's plain stones are promoted.
    pub promote: [Set; 2],
    /// The cells a stone of each player wins by reaching.
    pub goal: [Set; 2],
    /// Whether a side wins by standing on every cell the other side started on (`win: occupy`).
    pub occupy: bool,
    /// The line of a side's stones that wins (`win: line N`), or loses (`lose: line N`).
    pub line: Option<u32>,
    /// Whether `line` loses (`lose: line N`).
    pub line_loses: bool,
    /// Whether the line is of exactly its length (`win: line exactly N`): a longer run does
    /// not count.
    pub line_exact: bool,
    /// Whether a side left without stones loses.
    pub capture_all: bool,
    /// The count of the opponent's stones a side wins by taking (`win: captures N`).
    pub captures: Option<u32>,
    /// Whether a side whose stones all form one group wins (`win: connected`).
    pub connected: bool,
    /// The chains that win (`win: connect`, shapes of one chain).
    pub chains: Option<Chains>,
    /// The value for the side to move of a position where it cannot move.
    pub blocked: i32,
    /// Whether a side that cannot move passes while the other can (`pass: when_blocked`).
    pub pass: bool,
    /// Whether the stones are counted when the game is over (`win: majority`): scores are
    /// margins.
    pub most_stones: bool,
    /// Whether a side may pass at any turn (`pass: always`).
    pub pass_always: bool,
    /// Whether an effect bars a cell to the opponent's next move (`enclose DIRS ko`).
    pub ko: bool,
    /// The count by area that scores the game when it ends (`win: area { ... }`); its limit is
    /// [`Pieces::limit`], scored instead of drawn.
    pub area: Option<AreaCount>,
    /// A draw after this many plies.
    pub limit: Option<u32>,
    /// A draw after this many plies without a capture.
    pub quiet: Option<u32>,
    /// The repetition rule (`repeat: N draw | forbid`): a draw at this occurrence of a board
    /// since the last capture, or no move that makes it.
    pub repeat: Option<crate::model::Repeat>,
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
    /// A bound too large for a list on the stack (two placements a turn on a large board): a
    /// list that keeps this many moves on the stack and spills beyond.
    Large(u32),
}

/// One kind of turn.
pub struct PieceTurn {
    /// Which stones take it.
    pub movers: Movers,
    /// The primitive: a step, a slide, a jump, a placement, a removal.
    pub part: Box<dyn Primitive>,
    /// The directions of a shot after it (none: no shot).
    pub shoot: Vec<Direction>,
    /// The blocks of which the mover turns one a quarter, either way, to end the turn (none:
    /// no rotation).
    pub rotate: Option<crate::model::Rotation>,
}

/// Which of the mover's stones a turn moves, as the runtime's `Movers`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Movers {
    /// Every stone.
    All,
    /// The stones not promoted.
    Plain,
    /// The promoted stones.
    Promoted,
}

impl Movers {
    /// The stones in words, for a doc comment.
    pub fn words(self) -> &'static str {
        match self {
            Movers::All => "stones",
            Movers::Plain => "plain stones",
            Movers::Promoted => "promoted stones",
        }
    }
}

impl ToTokens for Movers {
    fn to_tokens(&self, tokens: &mut TokenStream) {
        tokens.extend(match self {
            Movers::All => quote!(::game_dsl::pieces::Movers::All),
            Movers::Plain => quote!(::game_dsl::pieces::Movers::Plain),
            Movers::Promoted => quote!(::game_dsl::pieces::Movers::Promoted),
        });
    }
}

/// What a stone may move onto or jump over, as the runtime's `Target`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Target {
    /// An empty cell.
    Empty,
    /// An opponent's stone, captured.
    Enemy,
    /// Either.
    Any,
}

impl Target {
    /// Whether the target may be an opponent's stone.
    pub fn captures(self) -> bool {
        self != Target::Empty
    }

    /// The target in words, for a doc comment.
    pub fn words(self) -> &'static str {
        match self {
            Target::Empty => "an empty cell",
            Target::Enemy => "an enemy stone",
            Target::Any => "an empty cell or an enemy stone",
        }
    }
}

impl ToTokens for Target {
    fn to_tokens(&self, tokens: &mut TokenStream) {
        tokens.extend(match self {
            Target::Empty => quote!(::game_dsl::pieces::Target::Empty),
            Target::Enemy => quote!(::game_dsl::pieces::Target::Enemy),
            Target::Any => quote!(::game_dsl::pieces::Target::Any),
        });
    }
}

/// How jumps chain within a turn, as the runtime's `Chain`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Chain {
    /// One jump a turn.
    Single,
    /// Again while it can, in any of the jump's directions; only whole chains are moves.
    Any,
    /// Again in the same direction; every prefix is a move.
    Straight,
}

impl Chain {
    /// How the jumps chain, in words for a doc comment: a clause to append, or nothing.
    pub fn words(self) -> &'static str {
        match self {
            Chain::Any => ", chained along any of these for as long as it can",
            Chain::Straight => ", chained straight on",
            Chain::Single => "",
        }
    }
}

impl ToTokens for Chain {
    fn to_tokens(&self, tokens: &mut TokenStream) {
        tokens.extend(match self {
            Chain::Single => quote!(::game_dsl::pieces::Chain::Single),
            Chain::Any => quote!(::game_dsl::pieces::Chain::Any),
            Chain::Straight => quote!(::game_dsl::pieces::Chain::Straight),
        });
    }
}
