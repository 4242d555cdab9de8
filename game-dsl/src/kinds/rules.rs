//! [`KindRules`]: a game of several kinds of pieces, declared as constants: each kind's parts
//! (leaps, slides, runs), its promotion, the royal kind and the castlings.

use std::fmt::Debug;
use std::hash::Hash;

use super::board::Board;
use super::tables::Tables;

/// The most kinds of pieces a game declares.
pub const MAX_KINDS: usize = 16;

/// The cells a part may land on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Onto {
    /// An empty cell only (a pawn's step).
    Empty,
    /// An opponent's piece only, which is captured (a pawn's diagonal).
    Enemy,
    /// Either (a knight, a king).
    Any,
    /// An opponent's royal piece only, which is captured: a line along which the royal
    /// pieces may not face each other (xiangqi's generals), for a royal piece on it is
    /// attacked.
    Royal,
}

/// Cells of the board as the mover sees them (rows counted from its own edge, so that the
/// second player's region is the first's mirrored top to bottom).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Region {
    /// Every cell.
    Any,
    /// The rows of the mover's half of the board (xiangqi's own side of the river).
    OwnHalf,
    /// The rows of the other half.
    OtherHalf,
    /// The cells of columns `columns.0..=columns.1` (from 0 on the left) and rows
    /// `rows.0..=rows.1` (from 1 at the mover's edge): xiangqi's palace, `d1..f3`.
    Cells {
        /// The first and last columns, from 0.
        columns: (u8, u8),
        /// The first and last rows, from 1 at the mover's own edge.
        rows: (u8, u8),
    },
}

impl Region {
    /// Whether the cell at `row` (from 1 at the mover's edge) and `column` (from 0) of a board
    /// of `height` rows is in the region.
    pub const fn holds(self, row: i32, column: i32, height: i32) -> bool {
        match self {
            Region::Any => true,
            Region::OwnHalf => row <= height / 2,
            Region::OtherHalf => row > height / 2,
            Region::Cells { columns, rows } => {
                column >= columns.0 as i32
                    && column <= columns.1 as i32
                    && row >= rows.0 as i32
                    && row <= rows.1 as i32
            }
        }
    }
}

/// The images of a leap's vector that the leap takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Images {
    /// The vector as written and mirrored left to right (a pawn's step or diagonal capture).
    Mirror,
    /// All eight images: the vector and its quarter turns, mirrored (a knight, a king's step).
    All,
}

/// The lines a slide follows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lines {
    /// Rows and columns (a rook).
    Orthogonal,
    /// Diagonals (a bishop).
    Diagonal,
    /// Both (a queen).
    All,
    /// Straight forward only, towards the other side (shogi's lance).
    Forward,
}

/// One way a kind of piece moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    /// A leap by `by = (forward, sideways)` cells relative to the mover (forward is towards the
    /// other side) and its `images`, whatever stands between (unless `blocked`), onto `onto`,
    /// from the cells of `from` to those of `within`. With `en_passant` the leap also lands on
    /// the cell an opponent's [`Part::Run`] passed over on the ply before, capturing the runner.
    Leap {
        /// The vector: cells forward, cells sideways.
        by: (i8, i8),
        /// Which images of the vector the leap takes.
        images: Images,
        /// The cells it may land on.
        onto: Onto,
        /// Whether it captures a runner that passed over its landing cell (en passant).
        en_passant: bool,
        /// A cell on the way, `(forward, sideways)` in the vector's frame (turned and mirrored
        /// with it), that must be empty: xiangqi's horse `(1, 0)` for `(2, 1)`, elephant
        /// `(1, 1)` for `(2, 2)`.
        blocked: Option<(i8, i8)>,
        /// The cells it may land on (xiangqi's palace, own half).
        within: Region,
        /// The cells it may start from (xiangqi's soldier past the river).
        from: Region,
    },
    /// A slide any distance along `lines`: over empty cells, then over `over` pieces of either
    /// side (screens: xiangqi's cannon jumps one to capture), stopping on an empty cell or on
    /// the first piece met next if it is an opponent's, which is captured; `onto` says which of
    /// these it may land on.
    Slide {
        /// The lines it follows.
        lines: Lines,
        /// The cells it may land on.
        onto: Onto,
        /// The pieces it jumps over before landing (0 or 1).
        over: u8,
    },
    /// A run of `cells` straight forward over empty cells onto an empty cell, from the row
    /// `from_row` (counted from the mover's own edge, 1 its first row). It leaves the last cell
    /// it passed over open to an en passant capture for one ply.
    Run {
        /// How far it runs (2: a pawn's double step).
        cells: u8,
        /// The row it starts from, counted from the mover's own edge.
        from_row: u8,
    },
}

/// A kind of piece: its name, its letter, its parts, its promotion and its value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Kind {
    /// Its name (`pawn`).
    pub name: &'static str,
    /// Its letter, upper case: the first player's pieces are written with it, the second
    /// player's in lower case (FEN's convention).
    pub letter: char,
    /// The ways it moves.
    pub parts: &'static [Part],
    /// Its promotion, if it has one.
    pub promote: Option<Promotion>,
    /// Its value for the evaluation.
    pub value: i32,
}

/// A promotion: a move of the kind that starts or ends in the zone (`rows`, counted from the
/// mover's own edge) becomes one of the kinds `to`, the mover's choice; when `optional`, the
/// move may also leave it as it is, unless it lands where the kind could never move again (a
/// cell from which none of its parts leads anywhere, even on an empty board).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Promotion {
    /// The first and last rows of the zone, counted from the mover's own edge (chess: `(8, 8)`).
    pub rows: (u8, u8),
    /// The kinds (by index) it may become.
    pub to: &'static [u8],
    /// Whether it may also stay as it is.
    pub optional: bool,
}

/// The entering-king rule: the side that has just moved wins when its royal piece stands in
/// the rows `rows` (counted from its own edge) and its other pieces in those rows and in its
/// hand count at least `win` points (each kind's from `points`, 1 if not listed; the royal
/// kind 0); when both royal pieces stand in those rows, the game is a draw. Read after the
/// side to move is found to have a move (a mate comes first), as OpenSpiel's shogi reads it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Enter {
    /// The first and last rows, from the mover's own edge (shogi: `(7, 9)`).
    pub rows: (u8, u8),
    /// The points that win.
    pub win: u32,
    /// The points of the kinds that are not worth 1, as `(kind, points)`.
    pub points: &'static [(u8, u8)],
}

/// How positions and moves are written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Style {
    /// FEN and long algebraic moves (`e2e4`, `e7e8q`, drops `P@e4`): chess's.
    Fen,
    /// SFEN and USI moves (`7g7f`, promotions `2b8h+`, drops `P*5e`): shogi's. Columns are
    /// numbered from the right (`9` on the left), rows lettered from the top (`a`); a promoted
    /// kind is written `+` and the letter of the kind it was promoted from; the side to move
    /// is `b` (the first player) or `w`; the hands follow, counts before letters (`2Pp`), or
    /// `-`; then the move number.
    Sfen,
}

/// A castling: the royal piece and a partner move at once, when neither has moved, the cells
/// `empty` are empty and the cells `safe` not attacked. Declared with cells, so that a
/// variant may say other cells.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Castle {
    /// Its letter among the castling rights of a FEN (`K`, `Q`, `k`, `q`).
    pub letter: char,
    /// The player who castles (0: the first).
    pub player: u8,
    /// The royal piece's cell before and after.
    pub royal: (u8, u8),
    /// The partner's cell before and after.
    pub partner: (u8, u8),
    /// The cells that must be empty.
    pub empty: u128,
    /// The cells that must not be attacked (the royal piece's start, its path and its end).
    pub safe: u128,
}

/// The rules of a game of kinds of pieces, as constants; [`Kinds<R>`](super::Kinds) is the
/// game. Cells are numbered row by row from the top left (`row * WIDTH + column`); the first
/// player (White in chess) starts at the bottom and moves up.
pub trait KindRules: Copy + Eq + Hash + Debug + Default + Send + Sync + 'static {
    /// The bitboard: `u64` for a board of at most 64 cells, `u128` for at most 128.
    type Bits: Board;
    /// The list of a position's moves: `MoveList<Move, 256>` ([`MAX_MOVES`](super::MAX_MOVES)),
    /// or `MoveList<Move, 600>` ([`MAX_MOVES_WIDE`](super::MAX_MOVES_WIDE)) for a game with hands on
    /// more than 64 cells (shogi has up to 593), so that other games keep a small list.
    type Moves: super::MoveBuffer;
    /// The sets of cells of the kinds: `[Bits; 8]` for a game of at most 8 kinds, `[Bits; 16]`
    /// for at most [`MAX_KINDS`], so that a game of few kinds copies few sets.
    type Sets: Sets<Self::Bits>;
    /// The moves a position keeps for the repetition rule ([`KindRules::REPEAT`]):
    /// `[u16; LINE]` with the rule, `[u16; 0]` without, so that a game without it copies none.
    type Line: History;
    /// The game's name as declared.
    const NAME: &'static str;
    /// Columns.
    const WIDTH: u32;
    /// Rows (`WIDTH * HEIGHT` at most the bits of [`KindRules::Bits`]).
    const HEIGHT: u32;
    /// The kinds of pieces (at most [`MAX_KINDS`]).
    const KINDS: &'static [Kind];
    /// The start position, in the game's position notation (FEN for chess).
    const START: &'static str;
    /// The royal kind: a move that leaves one's royal piece attacked is illegal, and a side
    /// that cannot move while it is attacked loses.
    const ROYAL: Option<u8> = None;
    /// The castlings (at most 8).
    const CASTLES: &'static [Castle] = &[];
    /// The value, for the side to move, of a position in which it cannot move and is not
    /// attacked (or has no piece left): 0 a draw (stalemate), -1 a loss, 1 a win (antichess).
    const BLOCKED: i32 = 0;
    /// Whether a side that can capture must: its moves are then its captures only. A capture
    /// here lands on an opponent's piece; en passant lands on an empty cell and is not one
    /// (OpenSpiel's `antichess`).
    const CAPTURE_COMPULSORY: bool = false;
    /// The plies without a capture or an irreversible move (a move of a kind whose moves all
    /// go forward: a pawn's) after which the game is a draw.
    const QUIET: Option<u32> = None;
    /// The plies after which the game is a draw, whatever was played (OpenSpiel's xiangqi's
    /// game length).
    const LIMIT: Option<u32> = None;
    /// The occurrence of a position that ends the game as a draw (3: the third), if the game
    /// has the repetition rule. Positions are equal when their pieces, side to move, castling
    /// rights and en passant cell are, the en passant cell counting only while a piece of the
    /// side to move could take there (FIDE Laws 9.2.3; OpenSpiel's `chess`). The game must
    /// have [`KindRules::QUIET`], at most [`LINE`](super::LINE) plies: a position can repeat
    /// only one since the last capture, irreversible move or change of castling rights.
    const REPEAT: Option<u32> = None;
    /// With [`KindRules::REPEAT`], the checks in a row that lose a repetition: when the
    /// position occurs for the time that ends the game, a side whose last this many moves all
    /// gave check loses instead of drawing (the first player looked at first; OpenSpiel's
    /// shogi: 6). The checks are read from the moves kept for the repetition when it occurs,
    /// so that no move pays for the rule.
    const PERPETUAL: Option<u32> = None;
    /// Whether the game is drawn at once when the material left cannot win
    /// ([`KindRules::ALONE`], [`KindRules::SAME_COLOUR`]).
    const INSUFFICIENT: bool = false;
    /// With [`KindRules::INSUFFICIENT`], the kinds (bit `k` for kind `k`) of which a single
    /// piece, with the royal pieces and nothing else, cannot win (chess: the knight).
    const ALONE: u8 = 0;
    /// With [`KindRules::INSUFFICIENT`], the kinds (bit `k` for kind `k`) whose pieces, with
    /// the royal pieces and nothing else, cannot win while all of them stand on cells of one
    /// colour (chess: the bishop; no piece at all besides the royal ones counts too).
    const SAME_COLOUR: u8 = 0;
    /// The sides' names, the first player's first, as the page says them (positions and moves
    /// keep their own letters).
    const SIDES: [&'static str; 2] = ["X", "O"];
    /// How the board is drawn: squares in a checkerboard (the default), or the crossings of
    /// lines ([`Cells::Crossings`](crate::Cells::Crossings), xiangqi's board).
    const CELLS: crate::Cells = crate::Cells::Squares;
    /// Whether a board of squares is drawn as a checkerboard (the default, as chess boards
    /// are), or in one colour (as shogi boards are).
    const CHECKERED: bool = true;
    /// How the pieces are drawn: round stones with their kinds' letters (the default, as
    /// xiangqi's discs), chess figurines ([`Stones::Figurines`](crate::Stones::Figurines)) or
    /// shogi's pointed pieces ([`Stones::Wedges`](crate::Stones::Wedges)).
    const STONES: crate::Stones = crate::Stones::Stones;
    /// The pieces in hand: [`NoHand`] for a game without hands (nothing kept, nothing
    /// copied), [`Pockets`] for a game whose captured pieces join the captor's hand, to be
    /// dropped on an empty cell instead of a move (crazyhouse).
    type Hand: Hand<Self::Bits>;
    /// With hands, whether a captured piece that was promoted joins the hand as the kind it
    /// was promoted from (crazyhouse: a pawn), not as what it became.
    const DEMOTE: bool = false;
    /// With hands, the cells each kind may be dropped on, as `(kind, region)`; a kind not
    /// listed drops on any empty cell (crazyhouse: pawns not on the first or last row).
    const DROPS: &'static [(u8, Region)] = &[];
    /// With hands, the kinds (bit `k` for kind `k`) that may not be dropped on a column where
    /// the mover already has a piece of that kind (shogi's pawns: nifu).
    const DROP_ONCE_PER_COLUMN: u16 = 0;
    /// With hands, the kinds (bit `k` for kind `k`) whose drop may not checkmate: the drop is
    /// refused when the opponent is then attacked and has no move on the board (a drop cannot
    /// take the dropped piece; shogi's uchifuzume as OpenSpiel tests it).
    const DROP_NO_MATE: u16 = 0;
    /// How positions and moves are written.
    const STYLE: Style = Style::Fen;
    /// The entering-king rule, if the game has it.
    const ENTER: Option<Enter> = None;
    /// The tables computed from the declaration when the game compiles:
    /// `&Tables::<u64>::build(Self::WIDTH, Self::HEIGHT, Self::KINDS, Self::CASTLES,
    /// Self::DROPS)`.
    const TABLES: &'static Tables<Self::Bits>;

    /// The author's end (`end: custom PATH`), tested before every rule of the game: `Some`
    /// of a value for the side to move when it ends the game (only its sign counts: a win, a
    /// draw, a loss), `None` while it lets the game go on. `None` by default.
    #[inline(always)]
    fn custom_end(pos: &super::Kinds<Self>) -> Option<i32> {
        let _ = pos;
        None
    }
}

/// The sets of cells of the kinds of a position, one per kind (the declared kinds first): an
/// array of 8 or 16 sets.
pub trait Sets<B: Board>:
    Copy
    + Debug
    + Eq
    + Hash
    + Send
    + Sync
    + 'static
    + AsRef<[B]>
    + AsMut<[B]>
    + std::ops::Index<usize, Output = B>
    + std::ops::IndexMut<usize>
{
    /// Every set empty.
    const EMPTY: Self;
}

impl<B: Board> Sets<B> for [B; 8] {
    const EMPTY: Self = [B::ZERO; 8];
}

impl<B: Board> Sets<B> for [B; 16] {
    const EMPTY: Self = [B::ZERO; 16];
}

/// The pieces each player holds in hand, and the cells of the pieces that were promoted (which
/// a capture returns to the hand as the kind they were promoted from): part of the position.
pub trait Hand<B: Board>: Copy + Debug + Eq + Hash + Send + Sync + 'static {
    /// Whether the game has hands at all (drops are generated only then).
    const ON: bool;
    /// No piece in hand, none promoted.
    const EMPTY: Self;
    /// How many pieces of `kind` `player` holds.
    fn count(&self, player: usize, kind: usize) -> u32;
    /// Adds a piece of `kind` to `player`'s hand.
    fn add(&mut self, player: usize, kind: usize);
    /// Takes a piece of `kind` from `player`'s hand (there is one).
    fn take(&mut self, player: usize, kind: usize);
    /// The cells of the pieces that were promoted.
    fn promoted(&self) -> B;
    /// Sets the cells of the pieces that were promoted.
    fn set_promoted(&mut self, cells: B);
    /// The hand as words, for the position's key.
    fn words(&self) -> [u64; 6];
}

/// No hands: a game whose captured pieces leave the game (chess).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct NoHand;

impl<B: Board> Hand<B> for NoHand {
    const ON: bool = false;
    const EMPTY: Self = NoHand;
    #[inline(always)]
    fn count(&self, _: usize, _: usize) -> u32 {
        0
    }
    #[inline(always)]
    fn add(&mut self, _: usize, _: usize) {}
    #[inline(always)]
    fn take(&mut self, _: usize, _: usize) {}
    #[inline(always)]
    fn promoted(&self) -> B {
        B::ZERO
    }
    #[inline(always)]
    fn set_promoted(&mut self, _: B) {}
    #[inline(always)]
    fn words(&self) -> [u64; 6] {
        [0; 6]
    }
}

/// Hands: a count for each player and kind (a byte each), and the cells of the promoted
/// pieces.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Pockets<B: Board> {
    counts: [u8; 2 * MAX_KINDS],
    promoted: B,
}

impl<B: Board> Hand<B> for Pockets<B> {
    const ON: bool = true;
    const EMPTY: Self = Pockets {
        counts: [0; 2 * MAX_KINDS],
        promoted: B::ZERO,
    };
    #[inline(always)]
    fn count(&self, player: usize, kind: usize) -> u32 {
        u32::from(self.counts[player * MAX_KINDS + kind])
    }
    #[inline(always)]
    fn add(&mut self, player: usize, kind: usize) {
        let n = &mut self.counts[player * MAX_KINDS + kind];
        *n = n.saturating_add(1);
    }
    #[inline(always)]
    fn take(&mut self, player: usize, kind: usize) {
        let n = &mut self.counts[player * MAX_KINDS + kind];
        *n = n.saturating_sub(1);
    }
    #[inline(always)]
    fn promoted(&self) -> B {
        self.promoted
    }
    #[inline(always)]
    fn set_promoted(&mut self, cells: B) {
        self.promoted = cells;
    }
    #[inline(always)]
    fn words(&self) -> [u64; 6] {
        let word = |i: usize| {
            let mut bytes = [0u8; 8];
            bytes.copy_from_slice(&self.counts[8 * i..8 * i + 8]);
            u64::from_le_bytes(bytes)
        };
        [
            word(0),
            word(1),
            word(2),
            word(3),
            self.promoted.word(0),
            if B::WORDS > 1 {
                self.promoted.word(1)
            } else {
                0
            },
        ]
    }
}

/// The moves a position keeps for the repetition rule, as an array: `[u16; 0]` (none kept, a
/// game without the rule) or `[u16; LINE]`.
pub trait History: Copy + Debug + Send + Sync + 'static + AsRef<[u16]> + AsMut<[u16]> {
    /// The array with no move.
    const EMPTY: Self;
}

impl History for [u16; 0] {
    const EMPTY: Self = [];
}

impl History for [u16; super::LINE] {
    const EMPTY: Self = [0; super::LINE];
}

/// The cell named `name` (`e4`: a column letter, a row number counted from the bottom) on a
/// board of `width` x `height`, as an index from the top left; for declarations.
pub const fn square(name: &str, width: u32, height: u32) -> u8 {
    let bytes = name.as_bytes();
    assert!(bytes.len() >= 2, "a cell is a letter and a number");
    let column = (bytes[0] - b'a') as u32;
    let mut row = 0u32;
    let mut i = 1;
    while i < bytes.len() {
        row = row * 10 + (bytes[i] - b'0') as u32;
        i += 1;
    }
    assert!(
        column < width && row >= 1 && row <= height,
        "cell off the board"
    );
    ((height - row) * width + column) as u8
}

/// The set of the cells `names` on a board of `width` x `height`; for declarations.
pub const fn squares(names: &[&str], width: u32, height: u32) -> u128 {
    let mut set = 0u128;
    let mut i = 0;
    while i < names.len() {
        set |= 1 << square(names[i], width, height);
        i += 1;
    }
    set
}
