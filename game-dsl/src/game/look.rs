//! [`Look`]: how a front end draws a game's board, as plain data the game gives. A board's
//! shape, its colouring and what its pieces are cannot be read back from its text drawing
//! without guessing (a hexagon is an indented square, a king a lower-case letter, a domino two
//! stones); the declaration says them, so the macro writes them down here.

/// How a game's board looks: the shape of its cells, their colouring, how its pieces are drawn
/// and how its rows and columns are named. [`Notation::LOOK`](super::Notation::LOOK) gives it;
/// the declared games fill it from their declaration, a game written by hand may.
///
/// ```
/// use game_dsl::{game, Cells, Look, Names, Notation, Stones};
/// game! { pub TicTacToe { board: 3 x 3, moves: place, win: line 3 } }
/// assert_eq!(TicTacToe::LOOK.cells, Cells::Squares);
/// assert_eq!(TicTacToe::LOOK.stones, Stones::Letters);
/// assert_eq!(TicTacToe::LOOK.names, Names::Numbered);
/// game! { pub Hex5 { board: 5 x 5, moves: place, win: connect } }
/// assert_eq!(Hex5::LOOK.cells, Cells::Hexagons);
/// assert_eq!(Look::DEFAULT.cells, Cells::Squares);
/// // Any game may name its sides; positions and moves keep `X` and `O`.
/// assert_eq!(TicTacToe::LOOK.sides, ["X", "O"]);
/// game! { pub Race { pile: 21, moves: take 1..=3, win: last_take, sides: [Ann, Bob] } }
/// assert_eq!(Race::LOOK.sides, ["Ann", "Bob"]);
/// assert_eq!(Race::LOOK.cells, Look::DEFAULT.cells);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Look {
    /// The shape of the cells and how they join.
    pub cells: Cells,
    /// A checkerboard: `Some(parity)`, the `(row + column) % 2` of the squares drawn dark
    /// (counted from 0 at the top left); `None` for cells of one colour.
    pub checkered: Option<u8>,
    /// How a stone of a player is drawn.
    pub stones: Stones,
    /// Whether promoted stones (`x`, `o` in the position's text) are kings, drawn crowned.
    pub kings: bool,
    /// Whether blocked cells (`*`) are arrows shot by a piece (Amazons), rather than walls.
    pub arrows: bool,
    /// The blocks of the board, `Some(n)` for blocks of `n x n` cells from the top left
    /// (Pentago's quadrants that a move rotates, Ultimate tic-tac-toe's small boards), drawn
    /// apart.
    pub blocks: Option<u8>,
    /// Whether a move ends by turning one of the [`blocks`](Look::blocks) a quarter (Pentago),
    /// written after the move's cells as [`crate::turn::turn_text`] writes it: `c3:4+` places
    /// on c3, then turns block 4 (numbered from 1 row by row from the top left) clockwise as
    /// drawn, row 1 at the top.
    pub turns: bool,
    /// How the rows and columns are named.
    pub names: Names,
    /// The players' names, the first player's first, as the page and its status say them:
    /// `["X", "O"]`, or chess's `["White", "Black"]`. Positions and moves keep `X` and `O`.
    pub sides: [&'static str; 2],
}

impl Look {
    /// Squares of one colour with round stones, named by letter and number: what a game that
    /// says nothing gets. A game without a board ([`Notation::BOARD`](super::Notation::BOARD)
    /// `None`) is drawn as piles whatever its look, unless its cells are [`Cells::Pits`].
    pub const DEFAULT: Look = Look {
        cells: Cells::Squares,
        checkered: None,
        stones: Stones::Stones,
        kings: false,
        arrows: false,
        blocks: None,
        turns: false,
        names: Names::Algebraic,
        sides: ["X", "O"],
    };

    /// The look's name for each of its parts, as a front end reads them: `cells`
    /// (`squares`, `hexagons`, `crossings`, `pits`, `points`, `edges`, `piles`, `tiles`), `stones` (`stones`,
    /// `letters`, `discs`, `drops`, `dominoes`, `figurines`, `wedges`) and `names` (`algebraic`, `numbered`,
    /// `columns`, `none`).
    ///
    /// ```
    /// use game_dsl::Look;
    /// assert_eq!(Look::DEFAULT.words(), ("squares", "stones", "algebraic"));
    /// ```
    pub const fn words(&self) -> (&'static str, &'static str, &'static str) {
        let cells = match self.cells {
            Cells::Squares => "squares",
            Cells::Hexagons => "hexagons",
            Cells::Pits { .. } => "pits",
            Cells::Points { .. } => "points",
            Cells::Crossings { .. } => "crossings",
            Cells::Edges { .. } => "edges",
            Cells::Piles => "piles",
            Cells::Tiles => "tiles",
        };
        let stones = match self.stones {
            Stones::Stones => "stones",
            Stones::Letters => "letters",
            Stones::Discs => "discs",
            Stones::Drops => "drops",
            Stones::Dominoes => "dominoes",
            Stones::Figurines => "figurines",
            Stones::Wedges => "wedges",
        };
        let names = match self.names {
            Names::Algebraic => "algebraic",
            Names::Numbered => "numbered",
            Names::Columns => "columns",
            Names::None => "none",
        };
        (cells, stones, names)
    }
}

impl Default for Look {
    fn default() -> Look {
        Look::DEFAULT
    }
}

/// The shape of a board's cells.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cells {
    /// Squares in rows and columns.
    Squares,
    /// Hexagons, each row half a cell right of the one above (a rhombus, or the triangle or
    /// hexagon [`Notation::on_board`](super::Notation::on_board) leaves of it).
    Hexagons,
    /// Pits of seeds in two rows, `per_side` a player, with each player's store at its end
    /// if `stores`: the position's counts are X's pits, X's store, O's pits, O's store.
    Pits {
        /// The pits of each player.
        per_side: u8,
        /// Whether each player has a store after its pits.
        stores: bool,
    },
    /// Points joined by lines, stones on the points (a morris board): the points on a
    /// `size x size` grid, in the order of the position's first word, and the lines joining
    /// them, each two points' indices.
    Points {
        /// The grid's side.
        size: u8,
        /// Each point's column and row from the top left.
        points: &'static [(u8, u8)],
        /// The lines, each joining two points.
        lines: &'static [(u8, u8)],
    },
    /// Lines through the cells' centres, the pieces standing on their crossings (Go,
    /// xiangqi): a grid of [`Notation::BOARD`](super::Notation::BOARD)'s columns and rows, its
    /// cells the crossings.
    ///
    /// ```
    /// use game_dsl::Cells;
    /// // Xiangqi's board: a river after the fifth row from the top, the two palaces crossed.
    /// let xiangqi = Cells::Crossings {
    ///     gap: Some(4),
    ///     crossed: &[[3, 0, 3, 3], [3, 7, 3, 3]],
    ///     stars: &[],
    /// };
    /// assert_ne!(xiangqi, Cells::Squares);
    /// ```
    Crossings {
        /// The row, from 0 at the top, after which the lines down the board break between its
        /// two edge columns (xiangqi's river), or `None`.
        gap: Option<u8>,
        /// Rectangles drawn with their two diagonals (xiangqi's palaces), each `[column, row,
        /// columns, rows]` from the top left.
        crossed: &'static [[u8; 4]],
        /// Crossings marked with a dot, each `[column, row]` from the top left (a Go board's
        /// star points).
        stars: &'static [[u8; 2]],
    },
    /// The edges between dots, drawn by the players (dots and boxes): `columns` x `rows`
    /// boxes, so `(columns + 1) x (rows + 1)` dots. The position's first word is the edges
    /// drawn (`1`) or not (`0`), the horizontal ones row by row from the top, then the vertical
    /// ones row by row; its second the boxes' owners (`X`, `O`, `-`) row by row.
    Edges {
        /// Boxes a row.
        columns: u8,
        /// Rows of boxes.
        rows: u8,
    },
    /// Piles of tokens, no board.
    Piles,
    /// No board: the pieces are hexagons that touch edge to edge and make the board (Hive),
    /// each at axial coordinates ([`Notation::tiles`](super::Notation::tiles)).
    Tiles,
}

/// How a player's stone is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stones {
    /// A round stone.
    Stones,
    /// The player's letter, X or O (tic-tac-toe).
    Letters,
    /// A disc of two colours, black and white, on green (stones that flip, Othello).
    Discs,
    /// A disc dropped into a column of a frame (Connect Four).
    Drops,
    /// Each move's two cells are one domino (Domineering): drawn as one shape.
    Dominoes,
    /// Pieces of several kinds drawn as chess figurines, each side's set in its colour (white
    /// for the first player, black for the second): a kind named `king`, `queen`, `rook`,
    /// `bishop`, `knight` or `pawn` as its symbol, any other kind as its letter
    /// ([`Notation::kinds`](super::Notation::kinds) names them).
    Figurines,
    /// Pieces of several kinds drawn as shogi's: five-sided pieces of one colour, each pointing
    /// at the side it plays against (the first player's up the board), with its kind's letter;
    /// a promoted kind shows the letter of the kind it was promoted from, in red, as a shogi
    /// piece turned over shows its promoted face.
    Wedges,
}

/// A kind of piece as a front end names and draws it ([`Notation::kinds`](super::Notation::kinds)).
///
/// ```
/// use game_dsl::{game, KindName, Notation};
/// game! {
///     pub Mini {
///         board: 3 x 3,
///         start: "k2/3/K1R w - - 0 1",
///         pieces: { king K: [leap (1, 0) all, leap (1, 1) all], rook R: slide orthogonal },
///         royal: king,
///     }
/// }
/// let rook = KindName { letter: 'R', name: "rook", promoted_from: None, value: 0 };
/// assert_eq!(Mini::kinds()[1], rook);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KindName {
    /// Its letter, upper case, as the first player's pieces of the kind are written.
    pub letter: char,
    /// Its name, as declared (`knight`).
    pub name: &'static str,
    /// The letter of the kind a piece of this kind was promoted from (shogi's tokin: `P`), or
    /// `None` for a kind no promotion makes.
    pub promoted_from: Option<char>,
    /// Its value to the evaluation (`eval: { material: ... }`; 0 where none is declared): a
    /// front end offers the more valuable of several promotions first.
    pub value: i32,
}

/// How a board's rows, columns and cells are named.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Names {
    /// A letter for the column and a number for the row (`c3`).
    Algebraic,
    /// The cells numbered row by row from 1; rows and columns are numbered from 1.
    Numbered,
    /// The columns numbered from 1, the moves a column (stones dropped).
    Columns,
    /// No names on the board.
    None,
}

impl Names {
    /// The name of cell `cell` (`row * width + column`, from the top left) of a board `width`
    /// wide named this way: `c3` (column letter, row number from the top) for
    /// [`Names::Algebraic`], the cell's number from 1 for [`Names::Numbered`], none where the
    /// moves name no cell ([`Names::Columns`], [`Names::None`]). What
    /// [`Notation::cell_name`](super::Notation::cell_name) gives unless the game names its
    /// cells otherwise.
    ///
    /// ```
    /// use game_dsl::Names;
    /// assert_eq!(Names::Algebraic.cell(8, 6).as_deref(), Some("c2"));
    /// assert_eq!(Names::Numbered.cell(8, 6).as_deref(), Some("9"));
    /// assert_eq!(Names::Columns.cell(8, 6), None);
    /// ```
    pub fn cell(self, cell: usize, width: usize) -> Option<String> {
        match self {
            Names::Algebraic => Some(crate::notation::square_name(cell, width)),
            Names::Numbered => Some((cell + 1).to_string()),
            Names::Columns | Names::None => None,
        }
    }
}

/// A piece of a game whose pieces are the board ([`Cells::Tiles`], Hive), as a front end draws
/// it ([`Notation::tiles`](super::Notation::tiles)).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tile {
    /// Its name in the game's notation (`wA1`).
    pub name: String,
    /// Its side.
    pub side: super::Player,
    /// Its kind's letter.
    pub letter: char,
    /// Its axial coordinates: `q` to the east, `r` to the south-east, from the first piece's
    /// cell.
    pub q: i32,
    /// See `q`.
    pub r: i32,
    /// Its height: 0 on the table, 1 on a piece, ...
    pub level: u8,
}

/// What a move does in a game whose pieces are the board ([`Cells::Tiles`]): the piece it
/// moves, where from (`None` for a piece placed from the hand) and where to, as axial
/// coordinates `(q, r)` ([`Notation::tile_move`](super::Notation::tile_move)).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TileMove {
    /// The piece's name (`wA1`).
    pub piece: String,
    /// Its kind's letter.
    pub letter: char,
    /// Where it leaves, or `None` when it enters from the hand.
    pub from: Option<(i32, i32)>,
    /// Where it goes.
    pub to: (i32, i32),
}
