//! [`PieceRules`]: a pieces game's declaration, as constants.

use std::fmt::Debug;
use std::hash::Hash;
use std::ops::DerefMut;

use super::board::{Board, Mask};
use super::parts::TurnList;
use super::path::Route;

/// The rules of a pieces game, as the `game!` macro writes them from a declaration: the board,
/// the start, each player's turns, and how the game ends. [`Pieces<R>`](super::Pieces) is the
/// game; every rule is a constant, so that the generic generator compiles to the game's own
/// shifts and masks.
///
/// Cells are numbered row by row from the top left; per-player arrays are indexed by
/// [`Player::index`](crate::Player::index) (X, who moves first, then O).
pub trait PieceRules: Copy + Eq + Hash + Debug + Default + Send + Sync + 'static {
    /// A set of cells: the smallest unsigned integer with a bit per cell, or a
    /// [`Wide<N>`](crate::bits::Wide) beyond 128 cells.
    type Bits: Board;
    /// A move: a [`Path`](super::Path) on a board of at most 128 cells, a
    /// [`WidePath`](super::WidePath) on a larger one.
    type Path: Route;
    /// A list with room for every move of any position with at most
    /// [`MAX_STONES`](PieceRules::MAX_STONES) stones a side (or one that spills beyond).
    type Moves: Default
        + DerefMut<Target = [Self::Path]>
        + Extend<Self::Path>
        + IntoIterator<Item = Self::Path>
        + Debug
        + Clone;

    /// The game's name as declared.
    const NAME: &'static str;
    /// Columns.
    const WIDTH: u32;
    /// Rows.
    const HEIGHT: u32;
    /// Each player's stones at the start.
    const START: [Mask; 2];
    /// The cells of the board: the whole `WIDTH x HEIGHT` rectangle, or the cells of an
    /// outline that leaves some out (a hexagon or a triangle of hexagons, drawn in the rhombus
    /// of a Hex board). No stone is ever off them: the directions' masks and the rays of the
    /// rules keep inside them.
    const CELLS: Mask;
    /// Whether the cells are hexagons (an outline of `board: hex ...`): lines run along a
    /// hexagon's three axes (across, down, and up to the right on the rhombus), and a group
    /// ([`CONNECTED`](PieceRules::CONNECTED)) joins through its six neighbours,
    /// [`CONNECT`](PieceRules::CONNECT).
    const HEXAGONS: bool = false;
    /// The most stones a side may have in a position: [`Moves`](PieceRules::Moves) has room
    /// for their moves, and the position parser refuses more. Every cell by default.
    const MAX_STONES: u32 = Self::WIDTH * Self::HEIGHT;
    /// Whether the moves have no bound but [`MAX_ROUTES`](super::MAX_ROUTES) (chains of jumps
    /// by any route): the parser then counts a position's moves before it accepts it.
    const UNBOUNDED_ROUTES: bool = false;
    /// The turns of the first plies, one per ply, whoever moves: `()` when there is none.
    type Opening: TurnList;
    /// X's turns (at most 16), in the order of the declaration: a move's tag is its index.
    type XTurns: TurnList;
    /// O's turns.
    type OTurns: TurnList;
    /// The boards a position keeps for the repetition rule ([`PieceRules::REPEAT`]):
    /// [`Recent`](crate::repeat::Recent) with the rule, `()` without, so that a game without
    /// it copies none.
    type Recent: crate::repeat::Repetitions;
    /// The stones each side has taken (captured, or converted), kept in the position where a
    /// count of them wins (`win: captures N`): [`Tally<N>`](super::Tally), or `()` without
    /// that end, so that a game without it copies nothing more.
    type Taken: super::Taken;
    /// The passes in a row and the cell a ko bars, kept in the position where the rules read
    /// them ([`PASSES`](PieceRules::PASSES), [`KO`](PieceRules::KO)): [`PassesAndKo`](super::PassesAndKo),
    /// or `()`, so that a game without them copies nothing more.
    type Lately: super::Lately;
    /// The turns of the first plies, one per ply, whoever moves (Konane's removals); the
    /// player's turns after them.
    const OPENING: Self::Opening;
    /// X's turns.
    const X_TURNS: Self::XTurns;
    /// O's turns.
    const O_TURNS: Self::OTurns;
    /// Whether every turn drops a stone into a column (`moves: drop`): a move is named by its
    /// column, `1` to `WIDTH`, as the dropping kernel names it, and lands on the column's
    /// lowest empty cell.
    const COLUMNS: bool = false;
    /// Whether a side that can capture must.
    const COMPULSORY: bool = false;
    /// Whether a side that can capture must take the most stones it can (international
    /// draughts' majority rule; a promoted stone counts as one): with
    /// [`COMPULSORY`](PieceRules::COMPULSORY), only the captures that take the most are legal,
    /// and routes that take the same stones from the same cell to the same cell are one move.
    const MAJORITY: bool = false;
    /// The cells on which each player's plain stones are promoted.
    const PROMOTE: [Mask; 2] = [Mask::EMPTY; 2];
    /// Whether a promotion ends a chain of jumps (draughts' men crowned stop there).
    const PROMOTION_ENDS_CHAIN: bool = true;
    /// The cells a stone of each player wins by reaching.
    const GOAL: [Mask; 2] = [Mask::EMPTY; 2];
    /// Whether a side wins when its stones stand on every cell the other side started on
    /// (`win: occupy`).
    const OCCUPY: bool = false;
    /// The length of the line of one side's stones, in a row, a column or a diagonal, that
    /// wins (`win: line N`); 0 where no line wins.
    const LINE: u32 = 0;
    /// Whether the line is of exactly [`LINE`](PieceRules::LINE) stones (`win: line exactly
    /// N`, standard Gomoku's five): a longer run does not count.
    const LINE_EXACT: bool = false;
    /// Whether the line of [`LINE`](PieceRules::LINE) loses instead (`lose: line N`): the
    /// side that makes it loses.
    const LINE_LOSES: bool = false;
    /// The directions along which the stones of a chain join, where a chain wins
    /// ([`JOINS`](PieceRules::JOINS), [`RING`](PieceRules::RING): Hex's six neighbours on a
    /// rhombus); none where no chain wins.
    const CONNECT: &'static [super::Dir] = &[];
    /// Each player's winning chains: a chain of its stones wins when it touches the number of
    /// regions a [`Join`](super::Join) asks for, for any join of the player's (`win: connect`:
    /// X's top and bottom rows, O's left and right columns, on a rectangle; the three sides of
    /// a triangle for both; `connect K of corners|edges`: K of an outline's corners or edges).
    const JOINS: [&'static [super::Join]; 2] = [&[], &[]];
    /// Whether a chain that goes around one or more cells (whatever they hold) wins (`win:
    /// ring`), on a board whose [`BORDER`](PieceRules::BORDER) is the cells with a neighbour
    /// off the board.
    const RING: bool = false;
    /// The cells with a neighbour along [`CONNECT`](PieceRules::CONNECT) off the board, for
    /// [`RING`](PieceRules::RING).
    const BORDER: Mask = Mask::EMPTY;
    /// Whether a side left without stones loses.
    const CAPTURE_ALL: bool = false;
    /// Whether a side whose stones all form one group (8-connected on squares, through the
    /// six neighbours on [`HEXAGONS`](PieceRules::HEXAGONS)) wins; when both sides' do, the
    /// side that just moved wins.
    const CONNECTED: bool = false;
    /// The value, for the side to move, of a position in which it cannot move: -1 it loses
    /// (normal play), 1 it wins (misère play), 0 a draw.
    const BLOCKED: i32 = -1;
    /// Whether a side that cannot move passes (`pass: when_blocked`): the pass
    /// ([`Path::PASS`]) is then its only move, while the other side can move; when neither
    /// can, the game is over.
    const PASS: bool = false;
    /// Whether an effect bars a cell to the opponent's next move (Go's simple ko, `enclose
    /// DIRS ko`): the position keeps the cell, part of its equality, key and text.
    const KO: bool = false;
    /// Whether a side may pass at any turn (`pass: always`, Go's): the pass
    /// ([`Path::PASS`](super::Path::PASS)) ends every list of moves of a game not over.
    const PASS_ALWAYS: bool = false;
    /// The passes in a row that end the game (`win: area { passes: N }`), 0 where passing
    /// does not end it. The position counts them.
    const PASSES: u32 = 0;
    /// The count by area that scores the game when it ends (`win: area { ... }`): by the
    /// passes in a row of [`PASSES`](PieceRules::PASSES), at the
    /// [`LIMIT`](PieceRules::LIMIT) (scored, not drawn), or with no move left. The value is
    /// a win, a loss or a draw.
    const AREA: Option<super::Area> = None;
    /// Whether the stones are counted when the game is over (`win: majority`): the side with
    /// more wins by the difference, the empty cells credited to it (the FFO convention), and
    /// the game's scores are margins ([`Scoring::Margin`](crate::Scoring::Margin)).
    const MOST_STONES: bool = false;
    /// The plies after which the game is a draw (scored, with [`AREA`](PieceRules::AREA)).
    const LIMIT: Option<u32> = None;
    /// The plies without a capture after which the game is a draw.
    const QUIET: Option<u32> = None;
    /// The occurrence of a board that draws (2: the first repetition), if the game has the
    /// repetition rule. Boards are the stones alone (each player's, the promoted ones and the
    /// blocked cells), whoever is to move (OpenSpiel's `lines_of_action`, `visited_boards_`),
    /// compared among those since the last capture where
    /// [`CAPTURES_FOR_GOOD`](PieceRules::CAPTURES_FOR_GOOD), and among those the
    /// [`Recent`](PieceRules::Recent) keeps. A pass makes no board: it repeats nothing.
    const REPEAT: Option<u32> = None;
    /// Whether the occurrence of a board that [`REPEAT`](PieceRules::REPEAT) reads is
    /// forbidden rather than drawn (`repeat: N forbid`; with `N` = 2, Go's positional superko):
    /// a move that would make it is not legal, and no position ends by repetition. A pass makes
    /// no board: it is never forbidden.
    const REPEAT_FORBIDS: bool = false;
    /// Whether a capture takes stones for good, so that no board before it comes back and the
    /// repetition rule forgets them: true where no turn places a stone; false where one does
    /// (Go's boards come back after captures: the whole game's are compared).
    const CAPTURES_FOR_GOOD: bool = true;
    /// The evaluation's weight of a stone.
    const MATERIAL: i32 = 0;
    /// The evaluation's weight of a promoted stone (beside its weight as a stone).
    const PROMOTED: i32 = 0;
    /// The evaluation's weight of a row a stone stands from its side's own edge.
    const ADVANCE: i32 = 0;
    /// How a front end draws the board ([`Notation::LOOK`](crate::Notation::LOOK)).
    const LOOK: crate::Look = crate::Look::DEFAULT;

    /// The author's end (`end: custom PATH`), tested before every rule of the game: `Some`
    /// of a value for the side to move when it ends the game (only its sign counts: a win, a
    /// draw, a loss; with [`MOST_STONES`](PieceRules::MOST_STONES), the margin), `None`
    /// while it lets the game go on. `None` by default.
    #[inline(always)]
    fn custom_end(pos: &super::Pieces<Self>) -> Option<i32> {
        let _ = pos;
        None
    }
}
