//! A game's text: moves and positions in its notation, and a drawing for people.

use super::ending::Ending;
use super::look::{KindName, Look};
use super::rules::Game;
use super::touch::Touch;
use crate::error::{MoveError, PositionError};

/// Moves and positions as text, and the board drawn: what the command line, the web page and
/// the tests need of a game, and no search does.
///
/// ```
/// use game_dsl::{game, Game, GameExt, Notation};
/// game! { pub TicTacToe { board: 3 x 3, moves: place, win: line 3 } }
///
/// let pos = TicTacToe::parse_position("X---O---- X").unwrap();
/// assert_eq!(pos.position_string(), "X---O---- X");
/// let mv = pos.parse_move("9").unwrap();
/// assert_eq!(pos.format_move(mv), "9");
/// assert_eq!(TicTacToe::NAME, "TicTacToe");
/// assert_eq!(
///     TicTacToe::legend(),
///     "X, O: the players' stones; a number: an empty cell, and the move that plays there"
/// );
/// ```
pub trait Notation: Game {
    /// The game's name as declared.
    const NAME: &'static str;

    /// The board's columns and rows, for front ends that draw it: the cells of
    /// [`Notation::position_string`]'s first word, row by row from the top; `None` for piles
    /// (and by default).
    ///
    /// ```
    /// use game_dsl::{game, Notation};
    /// game! { pub Line4 { board: 6 x 5, moves: drop, win: line 4 } }
    /// game! { pub Take { pile: 7, moves: take 1..=3, win: last_take } }
    /// assert_eq!(Line4::BOARD, Some((6, 5)));
    /// assert_eq!(Take::BOARD, None);
    /// ```
    const BOARD: Option<(usize, usize)> = None;

    /// How a front end draws the board ([`Look`]): the shape of its cells, a checkerboard, how
    /// its pieces are drawn, its blocks, how its rows and columns are named. The declared
    /// games say it from their declaration; [`Look::DEFAULT`] by default.
    const LOOK: Look = Look::DEFAULT;

    /// Whether cell `cell` (`row * width + column`) of [`Notation::BOARD`]'s rectangle is on
    /// the board. Every cell is, except on an outline that leaves cells out (a triangle or a
    /// hexagon of hexagons); [`Notation::position_string`] names the cells on the board only.
    ///
    /// ```
    /// use game_dsl::{game, Notation};
    /// game! { pub Y3 { board: hex triangle 3, moves: place, win: connect } }
    /// // The cells with column + row < 3: a1 b1 c1 / a2 b2 / a3.
    /// let on: Vec<usize> = (0..9).filter(|&cell| Y3::on_board(cell)).collect();
    /// assert_eq!(on, [0, 1, 2, 3, 4, 6]);
    /// game! { pub TicTacToe { board: 3 x 3, moves: place, win: line 3 } }
    /// assert!((0..9).all(TicTacToe::on_board));
    /// ```
    fn on_board(cell: usize) -> bool {
        let _ = cell;
        true
    }

    /// Reads a move in the game's notation. Checks the syntax and the board's bounds, not
    /// legality: see [`GameExt::parse_legal_move`](super::GameExt::parse_legal_move).
    fn parse_move(&self, text: &str) -> Result<Self::Move, MoveError>;

    /// Writes a move in the game's notation.
    fn format_move(&self, mv: Self::Move) -> String;

    /// The cells `mv`, a legal move of this position, touches ([`Touch`]): where a stone
    /// leaves, what it fills, what it captures, in the order the move names them. `None` by
    /// default: a front end then reads a move from the boards before and after it, which is
    /// enough where a move fills one cell and turns others. Pieces games give it from their
    /// [`Path`](crate::pieces::Path).
    fn touch(&self, mv: Self::Move) -> Option<Touch> {
        let _ = mv;
        None
    }

    /// Whether the side to move must capture: the game makes captures compulsory and one is
    /// legal, so that every legal move captures (a front end says why the other moves are not
    /// offered). `false` by default; pieces games whose captures are compulsory say it.
    fn must_capture(&self) -> bool {
        false
    }

    /// What stands on each cell of [`Notation::BOARD`]'s rectangle, row by row from the top,
    /// one letter a cell: X's in upper case, O's in lower case, `-` for an empty cell. Games
    /// of kinds give each kind's own letter, a promoted piece the letter of the kind it became
    /// (shogi's horse `H`, which SFEN writes `+B`). `None` by default: a front end then reads
    /// the cells from [`Notation::position_string`].
    ///
    /// ```
    /// use game_dsl::{game, Game, GameExt, Notation};
    /// game! {
    ///     pub Mini {
    ///         board: 3 x 3,
    ///         start: "k2/3/K1R w - - 0 1",
    ///         pieces: { king K: [leap (1, 0) all, leap (1, 1) all], rook R: slide orthogonal },
    ///         royal: king,
    ///     }
    /// }
    /// let letters: String = Mini::start().board_letters().unwrap().into_iter().collect();
    /// assert_eq!(letters, "k-----K-R");
    /// game! { pub TicTacToe { board: 3 x 3, moves: place, win: line 3 } }
    /// assert_eq!(TicTacToe::start().board_letters(), None);
    /// ```
    fn board_letters(&self) -> Option<Vec<char>> {
        None
    }

    /// The pieces each side holds in hand, to drop instead of a move: X's, then O's, each
    /// kind held as its letter (upper case, as X's pieces are written) and how many, in the
    /// order of the game's kinds. `None` in a game without hands, and by default.
    ///
    /// ```
    /// use game_dsl::{game, Game, GameExt, Notation};
    /// game! {
    ///     pub Mini {
    ///         board: 4 x 4,
    ///         start: "k3/4/4/K3 w - - 0 1",
    ///         pieces: { king K: [leap (1, 0) all, leap (1, 1) all], rook R: slide orthogonal },
    ///         royal: king,
    ///         hand: captured,
    ///     }
    /// }
    /// let pos = Mini::parse_position("k3/4/4/K3[RRr] w - - 0 1").unwrap();
    /// assert_eq!(pos.hands(), Some([vec![('R', 2)], vec![('R', 1)]]));
    /// let drop = pos.parse_legal_move("R@b2").unwrap();
    /// assert_eq!(pos.dropped(drop), Some('R'));
    /// // The king takes the rook beside it, which joins White's hand.
    /// let pos = Mini::parse_position("k3/4/4/Kr2[RRr] w - - 0 1").unwrap();
    /// let capture = pos.parse_legal_move("a1b1").unwrap();
    /// assert_eq!(pos.dropped(capture), None);
    /// assert_eq!(pos.after(capture).hands(), Some([vec![('R', 3)], vec![('R', 1)]]));
    /// game! { pub TicTacToe { board: 3 x 3, moves: place, win: line 3 } }
    /// assert_eq!(TicTacToe::start().hands(), None);
    /// ```
    fn hands(&self) -> Option<[Vec<(char, u32)>; 2]> {
        None
    }

    /// The name of the board's cell `cell` (`row * width + column`, from the top left) as its
    /// moves write it: chess's `e4`, shogi's `7g`, tic-tac-toe's `1`. Every cell
    /// [`on_board`](Notation::on_board) is named; a cell off it may be. By default the
    /// name the [`LOOK`](Notation::LOOK)'s [`Names`](super::Names) gives
    /// ([`Names::cell`](super::Names::cell)); `None` where the moves name no cell (drops name
    /// a column) or there is no board. A board of points names its points, in the order of
    /// the position's text; a board of edges its edges likewise.
    ///
    /// ```
    /// use game_dsl::{game, Notation};
    /// game! {
    ///     pub Mini {
    ///         board: 3 x 3,
    ///         start: "k2/3/K1R w - - 0 1",
    ///         pieces: { king K: [leap (1, 0) all, leap (1, 1) all], rook R: slide orthogonal },
    ///         royal: king,
    ///     }
    /// }
    /// assert_eq!(Mini::cell_name(0).as_deref(), Some("a3"));
    /// assert_eq!(Mini::cell_name(8).as_deref(), Some("c1"));
    /// game! { pub TicTacToe { board: 3 x 3, moves: place, win: line 3 } }
    /// assert_eq!(TicTacToe::cell_name(4).as_deref(), Some("5"));
    /// game! {
    ///     pub Othello4 { board: 4 x 4, start: { X: [c2, b3], O: [b2, c3] }, moves: flank, win: majority }
    /// }
    /// assert_eq!(Othello4::cell_name(4).as_deref(), Some("a2"));
    /// game! { pub Four { board: 7 x 6, moves: drop, win: line 4 } }
    /// assert_eq!(Four::cell_name(0), None);
    /// ```
    fn cell_name(cell: usize) -> Option<String>
    where
        Self: Sized,
    {
        let (width, _) = Self::BOARD?;
        Self::LOOK.names.cell(cell, width)
    }

    /// The kinds of pieces of a game of several kinds, in the order declared: each one's
    /// letter, name, the kind it is promoted from and its value ([`KindName`]), which a front
    /// end names and draws them by ([`Stones::Figurines`](super::Stones::Figurines),
    /// [`Stones::Wedges`](super::Stones::Wedges)). Empty for a game of stones, and by default.
    ///
    /// ```
    /// use game_dsl::{game, Notation};
    /// game! {
    ///     pub Mini {
    ///         board: 3 x 3,
    ///         start: "k2/3/K1P w - - 0 1",
    ///         pieces: {
    ///             king K: [leap (1, 0) all, leap (1, 1) all],
    ///             pawn P: leap (1, 0),
    ///             gold G: [leap (1, 0) all, leap (1, 1)],
    ///         },
    ///         promote: pawn at row 3 to [gold],
    ///         royal: king,
    ///     }
    /// }
    /// let names: Vec<_> = Mini::kinds().iter().map(|k| (k.name, k.promoted_from)).collect();
    /// assert_eq!(names, [("king", None), ("pawn", None), ("gold", Some('P'))]);
    /// game! { pub TicTacToe { board: 3 x 3, moves: place, win: line 3 } }
    /// assert!(TicTacToe::kinds().is_empty());
    /// ```
    fn kinds() -> Vec<KindName>
    where
        Self: Sized,
    {
        Vec::new()
    }

    /// The kind of piece `mv`, a legal move of this position, drops from the mover's hand, as
    /// its letter in upper case ([`Notation::hands`]); `None` for a move on the board, and by
    /// default.
    fn dropped(&self, mv: Self::Move) -> Option<char> {
        let _ = mv;
        None
    }

    /// Why the game ended, if it has and the game says ([`Ending`]): `None` while it goes on,
    /// and by default (a front end then says what it can see, a line or a margin). Pieces
    /// games say it from their rules (a goal, every stone taken, a line, a chain, the count,
    /// the ply limit, the quiet rule, no moves); the placing, dropping, flanking and connecting
    /// kernels say a line, a chain or a shape, the count, a full board or the ply limit; every
    /// declared game says when the author's end decided.
    fn ending(&self) -> Option<Ending> {
        None
    }

    /// The blocks of the board ([`Look::blocks`]) each side has won, X's then O's, bit `b`
    /// for block `b` (from 0, row by row from the top left), in a game whose blocks are won
    /// (`line N of blocks won by line M`: Ultimate tic-tac-toe); `None` by default, and where
    /// blocks are not won (Pentago's quadrants, which a move turns).
    ///
    /// ```
    /// use game_dsl::{game, Game, GameExt, Notation};
    /// game! {
    ///     pub Uttt {
    ///         board: 9 x 9 in blocks 3 x 3,
    ///         moves: place in block of last,
    ///         win: line 3 of blocks won by line 3,
    ///     }
    /// }
    /// // X takes the top left block's top row (cells 2, 3, 1): O's 4 and 7 send X back to it.
    /// let pos = Uttt::start().play_sequence("2 4 3 7 1").unwrap();
    /// assert_eq!(pos.blocks_won(), Some([0b1, 0]));
    /// game! { pub TicTacToe { board: 3 x 3, moves: place, win: line 3 } }
    /// assert_eq!(TicTacToe::start().blocks_won(), None);
    /// ```
    fn blocks_won(&self) -> Option<[u64; 2]> {
        None
    }

    /// The links between pegs on the board, each its two cells (`row * width + column`),
    /// for a front end to draw: a game of links ([`crate::links`], TwixT) has them, every
    /// other game none.
    ///
    /// ```
    /// use game_dsl::{game, Game, GameExt, Notation};
    /// game! {
    ///     pub Twixt {
    ///         board: 8 x 8,
    ///         moves: place then link (1, 2) { crossing: never, enemy_edges: closed, swap: rotate },
    ///         win: connect,
    ///     }
    /// }
    /// // c3 and d5 are a knight's move apart: X's two pegs link.
    /// let pos = Twixt::start().play_sequence("c3 b4 d5").unwrap();
    /// assert_eq!(pos.links(), [[18, 35]]);
    /// game! { pub TicTacToe { board: 3 x 3, moves: place, win: line 3 } }
    /// assert!(TicTacToe::start().links().is_empty());
    /// ```
    fn links(&self) -> Vec<[usize; 2]> {
        Vec::new()
    }

    /// The walls between cells, for a front end to draw: each a segment between two corners
    /// of the cells, `[row, column]` from the top left corner of the board (`[0, 0]`) to the
    /// bottom right (`[height, width]`). A game of walls ([`crate::walls`], Quoridor) has them,
    /// every other game none.
    ///
    /// ```
    /// use game_dsl::{game, Game, GameExt, Notation};
    /// game! {
    ///     pub Quoridor {
    ///         board: 9 x 9,
    ///         start: { X: [e9], O: [e1] },
    ///         moves: step or jump or wall 2 { stock: 10 },
    ///         win: reach far_row,
    ///     }
    /// }
    /// // A wall across below e3 and f3: between rows 3 and 4, from column e's left edge.
    /// let pos = Quoridor::start().play_sequence("e3h").unwrap();
    /// assert_eq!(pos.walls(), [[[3, 4], [3, 6]]]);
    /// game! { pub TicTacToe { board: 3 x 3, moves: place, win: line 3 } }
    /// assert!(TicTacToe::start().walls().is_empty());
    /// ```
    fn walls(&self) -> Vec<[[usize; 2]; 2]> {
        Vec::new()
    }

    /// The pieces on the table of a game whose pieces are the board ([`Cells::Tiles`](crate::Cells::Tiles),
    /// Hive), the pieces of a stack from the lowest up; empty for any other game.
    ///
    /// ```
    /// use game_dsl::{game, Game, GameExt, Notation};
    /// game! {
    ///     pub Bugs {
    ///         board: hive,
    ///         pieces: { queen Q: 1 slide 1, ant A: 2 slide any },
    ///         royal: queen,
    ///         win: surround royal,
    ///     }
    /// }
    /// let pos = Bugs::start().play_sequence("wA1, bQ wA1-").unwrap();
    /// let placed: Vec<_> = pos.tiles().iter().map(|t| (t.name.clone(), t.q, t.r)).collect();
    /// assert_eq!(placed, [("wA1".to_string(), 0, 0), ("bQ".to_string(), 1, 0)]);
    /// ```
    fn tiles(&self) -> Vec<crate::Tile> {
        Vec::new()
    }

    /// What `mv`, a legal move of this position, does to the pieces of a game whose pieces are
    /// the board ([`Cells::Tiles`](crate::Cells::Tiles)): the piece, where from and where to; `None` for a pass and
    /// in any other game.
    fn tile_move(&self, mv: Self::Move) -> Option<crate::TileMove> {
        let _ = mv;
        None
    }

    /// Reads a position string (see [`Notation::position_string`]).
    fn parse_position(text: &str) -> Result<Self, PositionError>;

    /// The position as a one-line string that [`Notation::parse_position`] reads back.
    fn position_string(&self) -> String;

    /// The position drawn for a person, several lines, with the notation's coordinates. What
    /// its symbols mean is [`Notation::legend`].
    fn render(&self) -> String;

    /// What the symbols of [`Notation::render`]'s drawing mean, one line, for the reader: the
    /// command line prints it with the board. A declared game says what its drawing shows (the
    /// [`notation`](crate::notation) module has one legend for each way of drawing); by default,
    /// the players' letters only.
    ///
    /// ```
    /// use game_dsl::{game, Notation};
    /// game! {
    ///     pub Kono {
    ///         board: 5 x 5,
    ///         start: { X: [a5, b5, c5, d5, e5, a4, e4], O: [a1, b1, c1, d1, e1, a2, e2] },
    ///         moves: step diagonal,
    ///         blocked: draw,
    ///         win: occupy,
    ///         limit: 100,
    ///     }
    /// }
    /// assert_eq!(
    ///     Kono::legend(),
    ///     "X, O: the players' stones; -: an empty cell; .: an empty cell a stone of the side to move can move to"
    /// );
    /// ```
    fn legend() -> &'static str {
        crate::notation::LEGEND_PLAYERS
    }
}
