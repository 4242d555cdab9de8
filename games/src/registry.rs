//! Games by name: what the command line, the web page (and any other front end) need to know of
//! a game besides its rules, and the sets of games a program is made of.
//!
//! A game joins a program through [`Bundled`]: a name and a line of summary, everything else
//! has a default. A program is generic over a [`GameSet`], written with [`games!`](crate::games)
//! (`games![MyGame, Other]`); [`bundled`] is the set of the games that ship here, and sets
//! combine as pairs (`(games![MyGame], bundled())`). A command runs with the game a name
//! selects as a [`GameAction`], monomorphized for each game of the set: no `dyn` on the way to
//! a search.

use std::marker::PhantomData;

use game_dsl::perft::FinishedGames;
use game_dsl::{Game, GameExt, Notation};

use crate::{
    Amazons, Amazons6, Antichess, Breakthrough, Checkers, Chess, ChineseCheckers, Clobber,
    ConnectFour, ConnectFour5x4, ConnectFour8x7, ConnectThree, Crazyhouse, Domineering,
    DotsAndBoxes, Draughts, Go, Go9, Gomoku, Havannah, Hex, Hex5, Hive, Kalah, Konane, Kono,
    LinesOfAction, Nim, NineMensMorris, Othello, Othello6, Oware, Pentago, Quoridor, Shogi,
    Subtraction, TicTacToe, TicTacToeMisere, Tokens, Tokens3, Twixt, UltimateTicTacToe, Xiangqi, Y,
};

/// A game of a program: a [`Game`] with a command-line name and its conventions. Only the name
/// and the summary are required:
///
/// ```
/// use game_dsl::game;
/// use gamedsl::registry::Bundled;
///
/// game! { pub Line3 { board: 4 x 3, moves: place, win: line 3 } }
///
/// impl Bundled for Line3 {
///     const ID: &'static str = "line3";
///     const SUMMARY: &'static str = "Three in a row on 4 x 3; moves are cells 1-12";
/// }
/// // 12 moves from the start: minimax to 5 plies, 12^5 = 248,832 positions.
/// assert_eq!(Line3::bounds().default_depth, 5);
/// ```
pub trait Bundled: Notation {
    /// The name on the command line: lower case, no spaces.
    const ID: &'static str;
    /// One line describing the game, as `gamedsl list` shows it.
    const SUMMARY: &'static str;
    /// What perft does with games that end early.
    const PERFT: FinishedGames = FinishedGames::NotCounted;

    /// How deep the web API lets each algorithm search the game: by default
    /// [`Bounds::for_branching`] of the moves of the start position, or of the position after
    /// its first move if it has more (an opening of one stone before turns of two).
    fn bounds() -> Bounds {
        let start = Self::start();
        let moves = start.legal_moves();
        let next = moves
            .first()
            .map_or(0, |&mv| start.after(mv).legal_moves().len());
        Bounds::for_branching(moves.len().max(next))
    }

    /// A proven result for the side to move in the game's published convention: by default the
    /// game value itself (+1 win, 0 draw, -1 loss, or the margin).
    fn proven_score(&self, value: i32, _plies: Option<u32>) -> i32 {
        value
    }

    /// Reads one line of a benchmark test-set file: `Ok(None)` for a blank line, an error for a
    /// malformed one or for a game without a test-set format.
    fn parse_test_case(line: &str) -> Result<Option<TestCase<Self>>, String> {
        let _ = line;
        Err(format!("{} has no benchmark test-set format", Self::ID))
    }
}

/// A benchmark position with its known result.
#[derive(Clone, Debug, PartialEq)]
pub struct TestCase<G> {
    /// The position.
    pub position: G,
    /// The exact score in the game's convention ([`Bundled::proven_score`]).
    pub score: i32,
}

impl Bundled for ConnectFour {
    const ID: &'static str = "connect4";
    const SUMMARY: &'static str =
        "Connect Four: four in a row on 7 x 6, stones dropped into columns; moves are columns 1-7";
    fn bounds() -> Bounds {
        Bounds::new(8, 10, 11, 20, 8)
    }

    /// The convention of Pascal Pons' benchmark sets: 0 for a draw; `22 - k` if the side to move
    /// wins with its own `k`-th stone; `k - 22` if the opponent wins with its `k`-th stone.
    ///
    /// ```
    /// use game_dsl::{Game, GameExt, Notation};
    /// use gamedsl::{ConnectFour, registry::Bundled};
    /// let pos = ConnectFour::start().play_sequence("4455").unwrap();
    /// // X has two stones and wins with its fourth, two moves on: 22 - 4.
    /// assert_eq!(pos.proven_score(1, Some(3)), 18);
    /// ```
    fn proven_score(&self, value: i32, plies: Option<u32>) -> i32 {
        connect_four_score(self.ply(), value, plies)
    }

    /// A line of Pons' sets: the moves from the empty board, a space, the score.
    ///
    /// ```
    /// use gamedsl::{ConnectFour, registry::Bundled};
    /// let case = ConnectFour::parse_test_case("4455 18").unwrap().unwrap();
    /// assert_eq!(case.score, 18);
    /// assert!(ConnectFour::parse_test_case("4455").is_err());
    /// ```
    fn parse_test_case(line: &str) -> Result<Option<TestCase<Self>>, String> {
        let Some(case) = crate::testsets::parse_connect4_line(line)? else {
            return Ok(None);
        };
        let position = ConnectFour::start()
            .play_sequence(&case.moves)
            .map_err(|e| e.to_string())?;
        Ok(Some(TestCase {
            position,
            score: case.score,
        }))
    }
}

/// Pons' score (see [`ConnectFour::proven_score`]) from the stones played, the game value and
/// the plies to the end.
fn connect_four_score(stones: u32, value: i32, plies: Option<u32>) -> i32 {
    const HALF_BOARD_PLUS_ONE: i32 = 7 * 6 / 2 + 1;
    let Some(plies) = plies else { return 0 };
    let mover = (stones / 2) as i32;
    let opponent = (stones - stones / 2) as i32;
    match value.signum() {
        1 => HALF_BOARD_PLUS_ONE - (mover + plies.div_ceil(2) as i32),
        -1 => (opponent + (plies / 2) as i32) - HALF_BOARD_PLUS_ONE,
        _ => 0,
    }
}

impl Bundled for ConnectThree {
    const ID: &'static str = "connect3";
    const SUMMARY: &'static str = "Connect Three: three in a row on 5 x 4, stones dropped into columns; moves are columns 1-5";
    fn bounds() -> Bounds {
        Bounds::new(10, 12, 16, 20, 8)
    }
}

impl Bundled for Othello {
    const ID: &'static str = "othello";
    const SUMMARY: &'static str = "Othello: flank and flip on 8 x 8, most stones wins; moves are squares a1-h8 (row 1 at the top), `ps` to pass";
    fn bounds() -> Bounds {
        Bounds::new(6, 7, 8, 12, 5)
    }
    /// A pass is a ply, and a game that ends early is one leaf (Aart Bik's "Perft for Reversi").
    const PERFT: FinishedGames = FinishedGames::CountedAsLeaf;

    /// A line of the FFO endgame suite in the Edax format: the position, then `; MOVE:score`
    /// pairs, best first; the score is the disc difference with empty squares to the winner.
    ///
    /// ```
    /// use gamedsl::{Othello, registry::Bundled};
    /// let line = "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X; G8:+18; H1:+12;";
    /// let case = Othello::parse_test_case(line).unwrap().unwrap();
    /// assert_eq!(case.score, 18);
    /// assert!(Othello::parse_test_case("").unwrap().is_none());
    /// assert!(Othello::parse_test_case("XO X; A1:+1").is_err());
    /// ```
    fn parse_test_case(line: &str) -> Result<Option<TestCase<Self>>, String> {
        ffo_case(line)
    }
}

/// A position of an FFO / Edax problem file and the score of its best move (`Ok(None)` for a
/// blank line): [`Othello`]'s test-set format, for any game whose positions read the same way,
/// as an author's own declaration of Othello or of a variant does.
///
/// ```
/// use game_dsl::game;
/// use gamedsl::registry::{Bundled, TestCase, ffo_case};
///
/// game! {
///     pub MyOthello {
///         board: 8 x 8,
///         start: { X: [e4, d5], O: [d4, e5] },
///         moves: flank,
///         pass: when_blocked,
///         win: majority,
///     }
/// }
///
/// impl Bundled for MyOthello {
///     const ID: &'static str = "my-othello";
///     const SUMMARY: &'static str = "Othello of my own";
///     fn parse_test_case(line: &str) -> Result<Option<TestCase<Self>>, String> {
///         ffo_case(line)
///     }
/// }
///
/// let line = "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X; G8:+18; H1:+12;";
/// assert_eq!(MyOthello::parse_test_case(line).unwrap().unwrap().score, 18);
/// ```
pub fn ffo_case<G: Notation>(line: &str) -> Result<Option<TestCase<G>>, String> {
    if line.trim().is_empty() {
        return Ok(None);
    }
    let mut parts = line.split(';');
    let position =
        G::parse_position(parts.next().unwrap_or("").trim()).map_err(|e| e.to_string())?;
    let score = parts
        .next()
        .and_then(|best| best.split_once(':'))
        .and_then(|(_, score)| score.trim().parse().ok())
        .ok_or_else(|| {
            format!(
                "expected `POSITION; MOVE:SCORE; ...`, found `{}`",
                game_dsl::error::shown(line)
            )
        })?;
    Ok(Some(TestCase { position, score }))
}

impl Bundled for Othello6 {
    const ID: &'static str = "othello6";
    const SUMMARY: &'static str = "Othello on 6 x 6: flank and flip, most stones wins; moves are squares a1-f6 (row 1 at the top), `ps` to pass";
    fn bounds() -> Bounds {
        Bounds::new(7, 8, 9, 14, 6)
    }
    /// As for [`Othello`].
    const PERFT: FinishedGames = FinishedGames::CountedAsLeaf;
}

impl Bundled for TicTacToe {
    const ID: &'static str = "tictactoe";
    const SUMMARY: &'static str =
        "Tic-tac-toe: three in a row on 3 x 3; moves are cells 1-9 row by row from the top left";
    fn bounds() -> Bounds {
        Bounds::new(9, 9, 9, 9, 9)
    }
}

impl Bundled for Gomoku {
    const ID: &'static str = "gomoku";
    const SUMMARY: &'static str = "Gomoku: five in a row on 15 x 15 (freestyle); moves are cells 1-225 row by row from the top left";
    /// 225 moves a ply: alpha-beta to depth 3 takes about 2 s from one stone.
    fn bounds() -> Bounds {
        Bounds::new(2, 2, 2, 3, 2)
    }
}

impl Bundled for Tokens {
    const ID: &'static str = "tokens";
    const SUMMARY: &'static str = "The token game: take 1 or 2 from a pile of 5, last take wins; a position is the tokens left";
    fn bounds() -> Bounds {
        Bounds::new(10, 10, 10, 10, 10)
    }
}

impl Bundled for ConnectFour8x7 {
    const ID: &'static str = "connect4-8x7";
    const SUMMARY: &'static str =
        "Connect Four on 8 x 7: four in a row, stones dropped into columns; moves are columns 1-8";
    fn bounds() -> Bounds {
        Bounds::new(7, 9, 10, 18, 8)
    }
}

impl Bundled for ConnectFour5x4 {
    const ID: &'static str = "connect4-5x4";
    const SUMMARY: &'static str =
        "Connect Four on 5 x 4: four in a row, stones dropped into columns; moves are columns 1-5";
    fn bounds() -> Bounds {
        Bounds::new(9, 11, 14, 20, 8)
    }
}

impl Bundled for Tokens3 {
    const ID: &'static str = "tokens3";
    const SUMMARY: &'static str = "The token game with takes of 1 to 3 from a pile of 21, last take wins; a position is the tokens left";
    fn bounds() -> Bounds {
        Bounds::new(12, 16, 21, 21, 12)
    }
}

impl Bundled for Hex {
    const ID: &'static str = "hex";
    const SUMMARY: &'static str = "Hex on 7 x 7: X joins top and bottom, O left and right, no draws; moves are cells a1-g7 (row 1 at the top)";
    fn bounds() -> Bounds {
        Bounds::new(4, 5, 6, 12, 4)
    }
}

impl Bundled for Hex5 {
    const ID: &'static str = "hex5";
    const SUMMARY: &'static str = "Hex on 5 x 5: X joins top and bottom, O left and right, no draws; moves are cells a1-e5 (row 1 at the top)";
    fn bounds() -> Bounds {
        Bounds::new(5, 6, 8, 16, 5)
    }
}

impl Bundled for Y {
    const ID: &'static str = "y";
    const SUMMARY: &'static str = "Y on a triangle of side 19: each player joins the three sides, no draws; moves are cells a1-s1 along the top, a1-a19 down the left (row 1 at the top)";
    /// 190 moves a ply, each a flood fill over 361 bits: alpha-beta to depth 3 in about a
    /// second.
    fn bounds() -> Bounds {
        Bounds::new(2, 3, 3, 4, 2)
    }
}

impl Bundled for Havannah {
    const ID: &'static str = "havannah";
    const SUMMARY: &'static str = "Havannah on a hexagon of side 8: a ring, two corners joined (bridge) or three edges joined (fork) wins, a full board draws; moves are cells h1-o1 along the top, a15 the bottom-left corner (row 1 at the top)";
    /// 169 moves a ply, each a flood fill or two over 225 bits: alpha-beta to depth 3 in
    /// about a second.
    fn bounds() -> Bounds {
        Bounds::new(2, 3, 3, 4, 2)
    }
}

impl Bundled for Twixt {
    const ID: &'static str = "twixt";
    const SUMMARY: &'static str = "TwixT on 8 x 8 (OpenSpiel's `twixt`): a peg links to its side's pegs a knight's move away unless a link crosses; Red (X) joins top and bottom, Blue (O) left and right, through links; no peg on the other's edges; Blue may swap Red's first peg, turned a quarter; no hole left draws; moves are holes a1-h8 (row 1 at the top)";
    /// 48 moves a ply, each a few table lookups and a flood fill of links: alpha-beta to
    /// depth 4 in about a second.
    fn bounds() -> Bounds {
        Bounds::new(3, 4, 4, 8, 3)
    }
}

impl Bundled for ChineseCheckers {
    const ID: &'static str = "chinese-checkers";
    const SUMMARY: &'static str = "Chinese checkers for two (OpenSpiel's `chinese_checkers`): ten stones a side on the star of 121 holes step to a neighbour or hop over any stones, none captured; filling the opposite point wins; a blocked side passes; 1,000 plies draw; moves are the hole left and the hole reached, as `m4l5` (column a-q, row 1 at the top)";
    /// About 20 moves a ply at the start, each hop chain a flood fill over 289 bits: alpha-beta
    /// to depth 4 in about a second.
    fn bounds() -> Bounds {
        Bounds::new(3, 4, 4, 8, 3)
    }
}

impl Bundled for Quoridor {
    const ID: &'static str = "quoridor";
    const SUMMARY: &'static str = "Quoridor for two on 9 x 9 (OpenSpiel's `quoridor`): a pawn steps or jumps the other pawn toward the far row, or a side places one of its ten walls of two cells between the cells, leaving both pawns a path; reaching the far row wins; 324 plies draw; moves are cells (`e8`) or walls by their top-left cell, `h` across or `v` along (`e3h`), row 1 at the top, X from e9";
    /// About 130 moves a ply, most of them walls, each wall that cuts a pawn's shortest path
    /// checked by two flood fills: alpha-beta to depth 3 in about a second.
    fn bounds() -> Bounds {
        Bounds::new(2, 3, 3, 4, 2)
    }
}

impl Bundled for Hive {
    const ID: &'static str = "hive";
    const SUMMARY: &'static str = "Hive with the mosquito, ladybug and pillbug (OpenSpiel's `hive`): pieces placed touching one's own, then moved around the hive without splitting it, each kind its way; surrounding the other queen wins; a blocked side passes; 500 plies draw; moves are the Universal Hive Protocol's, as `wA1 bS1/` (White first)";
    /// Up to a few hundred moves a ply in the middle game, each ant's a flood fill: alpha-beta
    /// to depth 2 in about a second.
    fn bounds() -> Bounds {
        Bounds::new(2, 2, 3, 3, 2)
    }
}

impl Bundled for Pentago {
    const ID: &'static str = "pentago";
    const SUMMARY: &'static str = "Pentago 6 x 6: place a stone, then turn a quadrant a quarter; five in a row after the turn wins (both: a draw), a full board draws; moves `c3:4+` (square, quadrant 1-4 row by row, + clockwise or - counter-clockwise)";
    /// 288 moves a ply at the start: minimax to depth 2 (80,928 positions) in a blink.
    fn bounds() -> Bounds {
        Bounds::new(2, 2, 3, 4, 2)
    }
}

impl Bundled for UltimateTicTacToe {
    const ID: &'static str = "ultimate-tictactoe";
    const SUMMARY: &'static str = "Ultimate tic-tac-toe (OpenSpiel's): nine 3 x 3 blocks on a 9 x 9 board; the cell played sends the opponent to the block in the same place (any open block if it is won or full); three in a row wins a block, three won blocks in a row win; moves are cells 1-81 row by row";
    /// Up to 81 moves a ply, at most 9 once sent to a block: minimax to depth 3.
    fn bounds() -> Bounds {
        Bounds::new(3, 4, 5, 8, 4)
    }
}

impl Bundled for Kalah {
    const ID: &'static str = "kalah";
    const SUMMARY: &'static str = "Kalah (OpenSpiel's mancala): 6 pits of 4 seeds a side and stores, a last seed in one's store sows again, in an empty own pit captures the pit opposite; most seeds wins when a side is empty; a move is the pits sown in a turn (`41`), numbered 1-6 from the mover's left";
}

impl Bundled for Oware {
    const ID: &'static str = "oware";
    const SUMMARY: &'static str = "Oware, Abapa (OpenSpiel's oware): 6 pits of 4 seeds a side, no stores; 12 seeds or more skip the pit sown from; a last seed making 2 or 3 in an opponent's pit captures it and the pits before it holding 2 or 3, but never all the opponent's seeds; a side must feed an empty opponent; more than 24 captured wins, and with no legal move each side takes its own seeds; a move is the pit sown, 1-6 from the mover's left";
}

impl Bundled for DotsAndBoxes {
    const ID: &'static str = "dots-and-boxes";
    const SUMMARY: &'static str = "Dots and boxes (OpenSpiel's dots_and_boxes) on 2 x 2 boxes: draw an edge between neighbouring dots, close a box to hold it and draw again; most boxes wins when every edge is drawn; a move is the edges of a turn, each its two dots (`a1b1` across, `a1a2` down, row 1 at the top), joined by `+`";
}

impl Bundled for NineMensMorris {
    const ID: &'static str = "nine-mens-morris";
    const SUMMARY: &'static str = "Nine men's morris (OpenSpiel's nine_mens_morris): place nine stones a side on 24 points, then step them along the lines, fly with three; a mill removes an opponent's stone; two stones or no move loses, 200 turns draw; a move is `d7`, `a1a4`, or with a removal `a1a4xd7`";
}

impl Bundled for Nim {
    const ID: &'static str = "nim";
    const SUMMARY: &'static str = "Nim: piles of 3, 4 and 5, take any number from one pile, last take wins; moves `pile:tokens` (`2:3`), a position the piles (`3,4,5`)";
    fn bounds() -> Bounds {
        Bounds::new(12, 12, 12, 12, 12)
    }
}

impl Bundled for Subtraction {
    const ID: &'static str = "subtraction";
    const SUMMARY: &'static str = "The subtraction game: take 1, 3 or 4 from a pile of 21, last take wins; a position is the tokens left";
    fn bounds() -> Bounds {
        Bounds::new(21, 21, 21, 21, 21)
    }
}

impl Bundled for TicTacToeMisere {
    const ID: &'static str = "tictactoe-misere";
    const SUMMARY: &'static str = "Misère tic-tac-toe: three in a row on 3 x 3 loses; moves are cells 1-9 row by row from the top left";
    fn bounds() -> Bounds {
        Bounds::new(9, 9, 9, 9, 9)
    }
}

impl Bundled for Kono {
    const ID: &'static str = "kono";
    const SUMMARY: &'static str = "Five Field Kono: seven stones each step diagonally on 5 x 5 to occupy the other side's start; blocked or 100 plies is a draw; moves are steps such as `b5c4`";
    fn bounds() -> Bounds {
        Bounds::new(7, 11, 12, 16, 6)
    }
}

impl Bundled for Breakthrough {
    const ID: &'static str = "breakthrough";
    const SUMMARY: &'static str = "Breakthrough on 8 x 8: pawns step forward, capture diagonally forward; reach the far row or capture every pawn to win; moves are steps such as `a7a6`";
    fn bounds() -> Bounds {
        Bounds::new(4, 5, 6, 10, 4)
    }
}

impl Bundled for Clobber {
    const ID: &'static str = "clobber";
    const SUMMARY: &'static str = "Clobber on 5 x 6: a stone moves onto an orthogonally adjacent opponent's stone and removes it; who cannot move loses; moves such as `a1b1`";
    fn bounds() -> Bounds {
        Bounds::new(5, 6, 8, 14, 5)
    }
}

impl Bundled for Domineering {
    const ID: &'static str = "domineering";
    const SUMMARY: &'static str = "Domineering on 8 x 8: X places vertical dominoes, O horizontal ones; who cannot move loses; moves are the two cells, `c3c4`";
    fn bounds() -> Bounds {
        Bounds::new(3, 4, 5, 10, 3)
    }
}

impl Bundled for Konane {
    const ID: &'static str = "konane";
    const SUMMARY: &'static str = "Konane on 6 x 6: after two opening removals, stones jump orthogonally over opposing stones, straight on; who cannot move loses; moves such as `d3` or `b3d3f3`";
    fn bounds() -> Bounds {
        Bounds::new(6, 7, 9, 14, 6)
    }
}

impl Bundled for Amazons {
    const ID: &'static str = "amazons";
    const SUMMARY: &'static str = "Amazons on 10 x 10: a queen moves, then shoots an arrow that blocks a cell for good; who cannot move loses; moves such as `d10d4g7`";
    fn bounds() -> Bounds {
        Bounds::new(1, 2, 2, 3, 1)
    }
}

impl Bundled for Amazons6 {
    const ID: &'static str = "amazons6";
    const SUMMARY: &'static str = "Amazons on 6 x 6 (OpenSpiel's board): a queen moves, then shoots an arrow that blocks a cell for good; who cannot move loses; moves such as `b6b3e3`";
    fn bounds() -> Bounds {
        Bounds::new(2, 3, 3, 6, 2)
    }
}

impl Bundled for Checkers {
    const ID: &'static str = "checkers";
    const SUMMARY: &'static str = "English draughts (checkers) on 8 x 8: men step and jump forward, kings both ways, captures compulsory and chained; who cannot move loses; moves such as `c6d5` or `c6e4g2`";
    fn bounds() -> Bounds {
        Bounds::new(7, 9, 10, 16, 6)
    }
}

impl Bundled for LinesOfAction {
    const ID: &'static str = "lines-of-action";
    const SUMMARY: &'static str = "Lines of Action on 8 x 8: a stone moves as many cells as there are stones on its line, over its own, capturing where it lands; join all your stones in one group to win; moves such as `b1d3`";
    fn bounds() -> Bounds {
        Bounds::new(3, 4, 5, 9, 4)
    }
}

impl Bundled for Draughts {
    const ID: &'static str = "draughts";
    const SUMMARY: &'static str = "International draughts on 10 x 10: men step forward and capture both ways, kings fly, captures compulsory and of the most stones; who cannot move loses; moves such as `b7a6` or `c6e4c2`";
    fn bounds() -> Bounds {
        Bounds::new(5, 7, 8, 14, 5)
    }
}

impl Bundled for Chess {
    const ID: &'static str = "chess";
    const SUMMARY: &'static str = "Chess (FIDE Laws, OpenSpiel's rules): six kinds of pieces, castling, en passant, promotion by choice; checkmate wins, stalemate and the fifty-move rule draw; positions in FEN, moves such as `e2e4`, `e7e8q`, `e1g1`";
    fn bounds() -> Bounds {
        Bounds::new(3, 4, 5, 8, 3)
    }
}

impl Bundled for Antichess {
    const ID: &'static str = "antichess";
    const SUMMARY: &'static str = "Antichess (losing chess, OpenSpiel's rules): chess without check, castling or a royal king; captures are compulsory and pawns may become kings; lose all your pieces or have no move to win; positions in FEN, moves such as `e2e4`, `e7e8k`";
    fn bounds() -> Bounds {
        Bounds::new(3, 4, 5, 8, 3)
    }
}

impl Bundled for Crazyhouse {
    const ID: &'static str = "crazyhouse";
    const SUMMARY: &'static str = "Crazyhouse (OpenSpiel's rules): chess whose captured pieces join the captor's hand and may be dropped on an empty cell instead of a move (pawns not on the first or last row); positions in FEN with the hands in brackets, moves such as `e2e4`, `P@e4`";
    fn bounds() -> Bounds {
        Bounds::new(3, 4, 5, 8, 3)
    }
}

impl Bundled for Xiangqi {
    const ID: &'static str = "xiangqi";
    const SUMMARY: &'static str = "Xiangqi (Chinese chess, OpenSpiel's rules): seven kinds of pieces on 9 x 10, palace, river, horse's leg, elephant's eye, cannons that capture over a screen, generals that may not face each other; a side without a move loses; drawn after 500 plies; positions in FEN (`G A E H R C S`), moves such as `h3e3`";
    fn bounds() -> Bounds {
        Bounds::new(3, 4, 5, 8, 3)
    }
}

impl Bundled for Shogi {
    const ID: &'static str = "shogi";
    const SUMMARY: &'static str = "Shogi (Japanese chess, OpenSpiel's rules): fourteen kinds of pieces on 9 x 9, optional promotion in the last three rows (forced where a piece could not move again), captured pieces return unpromoted to the captor's hand and may be dropped (no two unpromoted pawns on a column, no pawn drop that mates); a side without a move loses; positions in SFEN, moves such as `7g7f`, `8h2b+`, `P*5e`";
    fn bounds() -> Bounds {
        Bounds::new(3, 4, 5, 8, 3)
    }
}

impl Bundled for Go9 {
    const ID: &'static str = "go9";
    const SUMMARY: &'static str = "Go on 9 x 9 (OpenSpiel's `go`, komi 7.5): a stone removes the enemy groups it leaves without a liberty; no suicide; simple ko; a placement that repeats an earlier board draws; two passes in a row or 162 plies end the game, scored by area; moves `c3` (column a-j without i, row 1 at the bottom) or `pass`";
    /// 82 moves a ply at the start, each a few flood fills: minimax to depth 2, alpha-beta
    /// to 3.
    fn bounds() -> Bounds {
        Bounds::new(2, 3, 3, 4, 2)
    }
}

impl Bundled for Go {
    const ID: &'static str = "go";
    const SUMMARY: &'static str = "Go on 19 x 19 (OpenSpiel's `go` with its default parameters, komi 7.5): the rules of `go9` on 361 points; two passes in a row or 722 plies end the game, scored by area; moves `q16` (column a-t without i, row 1 at the bottom) or `pass`";
    /// 362 moves a ply at the start, each a few flood fills over six words: minimax to depth
    /// 2, alpha-beta to 2.
    fn bounds() -> Bounds {
        Bounds::new(2, 2, 2, 3, 2)
    }
}

/// How deep the web API searches a game, per algorithm: minimax grows exponentially with the
/// depth, so its bound is the lowest. The bounds keep every search under about a second on a
/// slow machine; the engine is also stopped by a time limit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bounds {
    /// Deepest `minimax`.
    pub minimax: u32,
    /// Deepest `alphabeta-unordered`.
    pub unordered: u32,
    /// Deepest `alphabeta`.
    pub alphabeta: u32,
    /// Deepest `engine`.
    pub engine: u32,
    /// The depth used when a request gives none.
    pub default_depth: u32,
}

impl Bounds {
    /// The positions a search within the default bounds may visit, about: a second or less.
    pub const NODES: f64 = 1e6;

    /// Bounds from the deepest search of each algorithm and the default depth.
    pub const fn new(
        minimax: u32,
        unordered: u32,
        alphabeta: u32,
        engine: u32,
        default_depth: u32,
    ) -> Bounds {
        Bounds {
            minimax,
            unordered,
            alphabeta,
            engine,
            default_depth,
        }
    }

    /// Bounds for a game of `branching` moves a position: minimax to the depth `d` at which
    /// `branching^d` reaches [`Bounds::NODES`], alpha-beta without ordering 4/3 as deep, with
    /// ordering 3/2 as deep, the engine twice (at most 20), and the default depth `d`.
    ///
    /// ```
    /// use gamedsl::registry::Bounds;
    /// assert_eq!(Bounds::for_branching(7), Bounds::new(7, 9, 10, 14, 7));
    /// assert_eq!(Bounds::for_branching(225), Bounds::new(2, 2, 3, 4, 2));
    /// assert_eq!(Bounds::for_branching(1), Bounds::new(12, 16, 18, 20, 12));
    /// ```
    pub fn for_branching(branching: usize) -> Bounds {
        let b = branching.max(2) as f64;
        let minimax = ((Self::NODES.ln() / b.ln()).floor() as u32).clamp(1, 12);
        Bounds {
            minimax,
            unordered: minimax * 4 / 3,
            alphabeta: minimax * 3 / 2,
            engine: (minimax * 2).min(20),
            default_depth: minimax,
        }
    }
}

/// A generic action run with a game type chosen at run time.
pub trait GameAction {
    /// What the action returns.
    type Output;
    /// Runs the action with the game `G`.
    fn run<G: Bundled>(self) -> Self::Output;
}

/// The games of a program, found by name: each runs a [`GameAction`] monomorphized for it.
/// Written with [`games!`](crate::games); two sets make one as a pair, `(first, second)`, the
/// first's games listed (and found) first.
///
/// ```
/// use gamedsl::registry::{bundled, Bundled, GameAction, GameSet};
/// use gamedsl::{games, Nim, TicTacToe};
///
/// struct Name;
/// impl GameAction for Name {
///     type Output = &'static str;
///     fn run<G: Bundled>(self) -> &'static str { G::SUMMARY }
/// }
/// let set = games![Nim, TicTacToe];
/// assert_eq!(set.ids(), ["nim", "tictactoe"]);
/// assert!(set.with_game("tictactoe", Name).unwrap().starts_with("Tic-tac-toe"));
/// assert!(set.with_game("chess", Name).is_none());
/// assert_eq!(bundled().ids().len(), 44);
/// ```
pub trait GameSet: Copy + Send + Sync + 'static {
    /// Runs `action` with the game named `id`, monomorphized for it; `None` for an unknown name.
    fn with_game<A: GameAction>(&self, id: &str, action: A) -> Option<A::Output>;

    /// Adds the names of the games, in order, to `ids`.
    fn push_ids(&self, ids: &mut Vec<&'static str>);

    /// The names of the games, in the order `gamedsl list` shows them.
    fn ids(&self) -> Vec<&'static str> {
        let mut ids = Vec::new();
        self.push_ids(&mut ids);
        ids
    }

    /// Every game's name and summary, in order.
    fn summaries(&self) -> Vec<(&'static str, &'static str)> {
        struct Summary;
        impl GameAction for Summary {
            type Output = (&'static str, &'static str);
            fn run<G: Bundled>(self) -> Self::Output {
                (G::ID, G::SUMMARY)
            }
        }
        self.ids()
            .iter()
            .filter_map(|id| self.with_game(id, Summary))
            .collect()
    }

    /// A name given to two games of the set, if any: a program refuses to start with one.
    fn duplicate(&self) -> Option<&'static str> {
        let ids = self.ids();
        ids.iter()
            .enumerate()
            .find(|&(i, id)| ids[..i].contains(id))
            .map(|(_, &id)| id)
    }
}

/// The empty set, which ends the list [`games!`](crate::games) writes.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoGames;

impl GameSet for NoGames {
    fn with_game<A: GameAction>(&self, _id: &str, _action: A) -> Option<A::Output> {
        None
    }

    fn push_ids(&self, _ids: &mut Vec<&'static str>) {}
}

/// The game `G`, then the games of `Rest`: the list [`games!`](crate::games) writes.
pub struct With<G, Rest>(PhantomData<fn() -> G>, Rest);

impl<G, Rest: Copy> Clone for With<G, Rest> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G, Rest: Copy> Copy for With<G, Rest> {}

impl<G: Bundled, Rest: GameSet> With<G, Rest> {
    /// The game `G` before the games of `rest`.
    pub const fn new(rest: Rest) -> Self {
        With(PhantomData, rest)
    }
}

impl<G: Bundled, Rest: GameSet> GameSet for With<G, Rest> {
    fn with_game<A: GameAction>(&self, id: &str, action: A) -> Option<A::Output> {
        if id == G::ID {
            Some(action.run::<G>())
        } else {
            self.1.with_game(id, action)
        }
    }

    fn push_ids(&self, ids: &mut Vec<&'static str>) {
        ids.push(G::ID);
        self.1.push_ids(ids);
    }
}

impl<A: GameSet, B: GameSet> GameSet for (A, B) {
    fn with_game<X: GameAction>(&self, id: &str, action: X) -> Option<X::Output> {
        if self.0.ids().contains(&id) {
            self.0.with_game(id, action)
        } else {
            self.1.with_game(id, action)
        }
    }

    fn push_ids(&self, ids: &mut Vec<&'static str>) {
        self.0.push_ids(ids);
        self.1.push_ids(ids);
    }
}

/// A set of games, for a program: `games![MyGame, Other]`, each a type that implements
/// [`Bundled`](crate::registry::Bundled), listed in that order.
///
/// ```
/// use gamedsl::registry::GameSet;
/// use gamedsl::{games, ConnectFour, Hex};
/// assert_eq!(games![ConnectFour, Hex].ids(), ["connect4", "hex"]);
/// ```
#[macro_export]
macro_rules! games {
    () => { $crate::registry::NoGames };
    ($game:ty $(, $rest:ty)* $(,)?) => {
        $crate::registry::With::<$game, _>::new($crate::games![$($rest),*])
    };
}

/// The games that ship with game-dsl, in the order `gamedsl list` shows them.
pub fn bundled() -> impl GameSet {
    crate::games![
        TicTacToe,
        ConnectFour,
        ConnectThree,
        Othello,
        Othello6,
        Gomoku,
        ConnectFour8x7,
        ConnectFour5x4,
        Tokens,
        Tokens3,
        Nim,
        Hex,
        Hex5,
        Y,
        Havannah,
        Twixt,
        ChineseCheckers,
        Quoridor,
        Hive,
        Pentago,
        UltimateTicTacToe,
        Kalah,
        Oware,
        DotsAndBoxes,
        NineMensMorris,
        Kono,
        Subtraction,
        TicTacToeMisere,
        Breakthrough,
        Clobber,
        Domineering,
        Konane,
        Amazons,
        Amazons6,
        Checkers,
        LinesOfAction,
        Draughts,
        Chess,
        Antichess,
        Crazyhouse,
        Xiangqi,
        Go9,
        Go,
        Shogi,
    ]
}
