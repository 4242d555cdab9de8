//! The model of a game of kinds of pieces: the constants of the runtime's `KindRules`, checked.

/// A game of kinds of pieces (`game_dsl::kinds`).
pub struct KindsGame {
    /// Columns.
    pub width: u32,
    /// Rows (at most 128 cells in all).
    pub height: u32,
    /// Whether the pieces stand on the crossings of lines (`board: W x H crossings`), rather
    /// than on squares.
    pub crossings: bool,
    /// Whether a board of squares is of one colour (`board: W x H plain`), not a checkerboard.
    pub plain: bool,
    /// How the pieces are drawn (`look`).
    pub stones: PieceLook,
    /// The sides' names, the first player's first.
    pub sides: Option<[String; 2]>,
    /// The start position, FEN.
    pub start: String,
    /// The kinds, in the order declared.
    pub kinds: Vec<KindModel>,
    /// The royal kind's index.
    pub royal: Option<u8>,
    /// The castlings.
    pub castles: Vec<CastleModel>,
    /// Whether a capture must be made when one can.
    pub capture_compulsory: bool,
    /// The value, for the side to move, of a position in which it cannot move and is not
    /// attacked: -1, 0 or 1.
    pub blocked: i32,
    /// The plies without a capture or a pawn's move after which the game is a draw.
    pub quiet: Option<u32>,
    /// The plies after which the game is a draw.
    pub limit: Option<u32>,
    /// The occurrence of a position that draws.
    pub repeat: Option<u32>,
    /// The checks in a row that make a repetition a loss for the side that gave them.
    pub perpetual: Option<u32>,
    /// The material that cannot win: the kinds of which one piece alone cannot, and those
    /// whose pieces on cells of one colour cannot (bit `k` for kind `k`); `None` without the
    /// rule.
    pub insufficient: Option<(u8, u8)>,
    /// Hands: `None` without; `Some(demoted)`: captured pieces join the captor's hand, a
    /// promoted one as the kind it was promoted from if `demoted`.
    pub hand: Option<bool>,
    /// The cells each kind may be dropped on (kinds not listed: any empty cell).
    pub drops: Vec<(u8, RegionModel)>,
    /// The kinds (bit `k`) not dropped on a column holding one of the mover's of the kind.
    pub drop_once_per_column: u16,
    /// The kinds (bit `k`) whose drop may not checkmate.
    pub drop_no_mate: u16,
    /// Whether positions are SFEN and moves USI (else FEN and long algebraic).
    pub sfen: bool,
    /// The entering-king rule.
    pub enter: Option<EnterModel>,
}

/// The entering-king rule: the zone's rows, the points that win, the kinds' points that are
/// not 1.
pub type EnterModel = ((u8, u8), u32, Vec<(u8, u8)>);

/// How the pieces of a game of kinds are drawn (`look: stones | figurines | wedges`), the
/// runtime's `Stones` variants that such a game may take.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PieceLook {
    /// Round stones with the kinds' letters (the default).
    Stones,
    /// Chess figurines.
    Figurines,
    /// Shogi's pointed pieces.
    Wedges,
}

/// A kind's promotion.
pub struct PromotionModel {
    /// The zone's first and last rows, from the mover's edge.
    pub rows: (u8, u8),
    /// The kinds it may become.
    pub to: Vec<u8>,
    /// Whether it may stay as it is.
    pub optional: bool,
}

/// A kind of piece.
pub struct KindModel {
    /// Its name.
    pub name: String,
    /// Its letter, upper case.
    pub letter: char,
    /// Its parts.
    pub parts: Vec<PartModel>,
    /// Its promotion.
    pub promote: Option<PromotionModel>,
    /// Its value for the evaluation.
    pub value: i32,
}

/// A way a kind moves (the runtime's `Part`).
pub enum PartModel {
    /// A leap by `(forward, sideways)`.
    Leap {
        /// The vector.
        by: (i8, i8),
        /// All eight images, else the vector and its mirror.
        all: bool,
        /// `Empty`, `Enemy` or `Any`: the runtime's `Onto` variant's name.
        onto: &'static str,
        /// Whether it captures a runner en passant.
        en_passant: bool,
        /// The cell that blocks it, in its frame.
        blocked: Option<(i8, i8)>,
        /// The cells it may land on.
        within: RegionModel,
        /// The cells it may start from.
        from: RegionModel,
    },
    /// A slide along `lines` (`Orthogonal`, `Diagonal` or `All`, the runtime's `Lines`
    /// variant's name) onto `onto` (the runtime's `Onto`), over `over` screens.
    Slide {
        /// The lines.
        lines: &'static str,
        /// What it lands on.
        onto: &'static str,
        /// The screens it jumps.
        over: u8,
    },
    /// A run of `cells` from the row `from_row`.
    Run {
        /// Cells run.
        cells: u8,
        /// The row it starts from.
        from_row: u8,
    },
}

/// Cells as the mover sees them (the runtime's `Region`).
#[derive(Clone, Copy)]
pub enum RegionModel {
    /// Every cell.
    Any,
    /// The mover's half.
    OwnHalf,
    /// The other half.
    OtherHalf,
    /// Columns from 0 and rows from 1 at the mover's edge, both inclusive.
    Cells {
        /// First and last columns.
        columns: (u8, u8),
        /// First and last rows.
        rows: (u8, u8),
    },
}

/// A castling, with cells as indices from the top left.
pub struct CastleModel {
    /// Its letter.
    pub letter: char,
    /// The player who castles.
    pub player: u8,
    /// The royal piece's cells.
    pub royal: (u8, u8),
    /// The partner's cells.
    pub partner: (u8, u8),
    /// The cells that must be empty.
    pub empty: u128,
    /// The cells that must not be attacked.
    pub safe: u128,
}
