//! The bundled games by name: what the command line (and any other front end) needs to know of
//! a game besides its rules.

use game_dsl::perft::FinishedGames;
use game_dsl::{Game, GameExt, Notation};

use crate::{
    Amazons, Amazons6, Breakthrough, Checkers, Clobber, ConnectFour, ConnectFour5x4,
    ConnectFour8x7, ConnectThree, Domineering, Gomoku, Hex, Hex5, Konane, Kono, Nim, Othello,
    Othello6, Subtraction, TicTacToe, TicTacToeMisere, Tokens, Tokens3,
};

/// A bundled game: a [`Game`] with a command-line name and its conventions.
pub trait Bundled: Notation {
    /// The name on the command line.
    const ID: &'static str;
    /// One line describing the game.
    const SUMMARY: &'static str;
    /// What perft does with games that end early.
    const PERFT: FinishedGames = FinishedGames::NotCounted;
    /// The board's columns and rows, for front ends that draw it; `None` for a pile.
    const BOARD: Option<(usize, usize)> = None;
    /// Whether a move is chosen by its column (stones dropped into columns) rather than by the
    /// cell it fills.
    const DROPS: bool = false;

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
    const BOARD: Option<(usize, usize)> = Some((ConnectFour::WIDTH, ConnectFour::HEIGHT));
    const DROPS: bool = true;

    /// The convention of Pascal Pons' benchmark sets: 0 for a draw; `22 - k` if the side to move
    /// wins with its own `k`-th stone; `k - 22` if the opponent wins with its `k`-th stone.
    ///
    /// ```
    /// use game_dsl::{Game, GameExt, Notation};
    /// use games::{ConnectFour, registry::Bundled};
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
    /// use games::{ConnectFour, registry::Bundled};
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
    const BOARD: Option<(usize, usize)> = Some((ConnectThree::WIDTH, ConnectThree::HEIGHT));
    const DROPS: bool = true;
}

impl Bundled for Othello {
    const ID: &'static str = "othello";
    const SUMMARY: &'static str = "Othello: flank and flip on 8 x 8, most stones wins; moves are squares a1-h8 (row 1 at the top), `ps` to pass";
    /// A pass is a ply, and a game that ends early is one leaf (Aart Bik's "Perft for Reversi").
    const PERFT: FinishedGames = FinishedGames::CountedAsLeaf;
    const BOARD: Option<(usize, usize)> = Some((Othello::WIDTH, Othello::HEIGHT));

    /// A line of the FFO endgame suite in the Edax format: the position, then `; MOVE:score`
    /// pairs, best first; the score is the disc difference with empty squares to the winner.
    ///
    /// ```
    /// use games::{Othello, registry::Bundled};
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

/// A position of an FFO / Edax problem file and the score of its best move.
fn ffo_case<G: Notation>(line: &str) -> Result<Option<TestCase<G>>, String> {
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
    /// As for [`Othello`].
    const PERFT: FinishedGames = FinishedGames::CountedAsLeaf;
    const BOARD: Option<(usize, usize)> = Some((Othello6::WIDTH, Othello6::HEIGHT));
}

impl Bundled for TicTacToe {
    const ID: &'static str = "tictactoe";
    const SUMMARY: &'static str =
        "Tic-tac-toe: three in a row on 3 x 3; moves are cells 1-9 row by row from the top left";
    const BOARD: Option<(usize, usize)> = Some((TicTacToe::WIDTH, TicTacToe::HEIGHT));
}

impl Bundled for Gomoku {
    const ID: &'static str = "gomoku";
    const SUMMARY: &'static str = "Gomoku: five in a row on 15 x 15 (freestyle); moves are cells 1-225 row by row from the top left";
    const BOARD: Option<(usize, usize)> = Some((Gomoku::WIDTH, Gomoku::HEIGHT));
}

impl Bundled for Tokens {
    const ID: &'static str = "tokens";
    const SUMMARY: &'static str = "The token game: take 1 or 2 from a pile of 5, last take wins; a position is the tokens left";
}

impl Bundled for ConnectFour8x7 {
    const ID: &'static str = "connect4-8x7";
    const SUMMARY: &'static str =
        "Connect Four on 8 x 7: four in a row, stones dropped into columns; moves are columns 1-8";
    const BOARD: Option<(usize, usize)> = Some((ConnectFour8x7::WIDTH, ConnectFour8x7::HEIGHT));
    const DROPS: bool = true;
}

impl Bundled for ConnectFour5x4 {
    const ID: &'static str = "connect4-5x4";
    const SUMMARY: &'static str =
        "Connect Four on 5 x 4: four in a row, stones dropped into columns; moves are columns 1-5";
    const BOARD: Option<(usize, usize)> = Some((ConnectFour5x4::WIDTH, ConnectFour5x4::HEIGHT));
    const DROPS: bool = true;
}

impl Bundled for Tokens3 {
    const ID: &'static str = "tokens3";
    const SUMMARY: &'static str = "The token game with takes of 1 to 3 from a pile of 21, last take wins; a position is the tokens left";
}

impl Bundled for Hex {
    const ID: &'static str = "hex";
    const SUMMARY: &'static str = "Hex on 7 x 7: X joins top and bottom, O left and right, no draws; moves are cells a1-g7 (row 1 at the top)";
    const BOARD: Option<(usize, usize)> = Some((Hex::WIDTH, Hex::HEIGHT));
}

impl Bundled for Hex5 {
    const ID: &'static str = "hex5";
    const SUMMARY: &'static str = "Hex on 5 x 5: X joins top and bottom, O left and right, no draws; moves are cells a1-e5 (row 1 at the top)";
    const BOARD: Option<(usize, usize)> = Some((Hex5::WIDTH, Hex5::HEIGHT));
}

impl Bundled for Nim {
    const ID: &'static str = "nim";
    const SUMMARY: &'static str = "Nim: piles of 3, 4 and 5, take any number from one pile, last take wins; moves `pile:tokens` (`2:3`), a position the piles (`3,4,5`)";
}

impl Bundled for Subtraction {
    const ID: &'static str = "subtraction";
    const SUMMARY: &'static str = "The subtraction game: take 1, 3 or 4 from a pile of 21, last take wins; a position is the tokens left";
}

impl Bundled for TicTacToeMisere {
    const ID: &'static str = "tictactoe-misere";
    const SUMMARY: &'static str = "Misère tic-tac-toe: three in a row on 3 x 3 loses; moves are cells 1-9 row by row from the top left";
    const BOARD: Option<(usize, usize)> = Some((TicTacToeMisere::WIDTH, TicTacToeMisere::HEIGHT));
}

impl Bundled for Kono {
    const ID: &'static str = "kono";
    const SUMMARY: &'static str = "Five Field Kono: seven stones each step diagonally on 5 x 5 to occupy the other side's start; blocked or 100 plies is a draw; moves are steps such as `b5c4`";
    const BOARD: Option<(usize, usize)> = Some((Kono::WIDTH, Kono::HEIGHT));
}

impl Bundled for Breakthrough {
    const ID: &'static str = "breakthrough";
    const SUMMARY: &'static str = "Breakthrough on 8 x 8: pawns step forward, capture diagonally forward; reach the far row or capture every pawn to win; moves are steps such as `a7a6`";
    const BOARD: Option<(usize, usize)> = Some((Breakthrough::WIDTH, Breakthrough::HEIGHT));
}

impl Bundled for Clobber {
    const ID: &'static str = "clobber";
    const SUMMARY: &'static str = "Clobber on 5 x 6: a stone moves onto an orthogonally adjacent opponent's stone and removes it; who cannot move loses; moves such as `a1b1`";
    const BOARD: Option<(usize, usize)> = Some((Clobber::WIDTH, Clobber::HEIGHT));
}

impl Bundled for Domineering {
    const ID: &'static str = "domineering";
    const SUMMARY: &'static str = "Domineering on 8 x 8: X places vertical dominoes, O horizontal ones; who cannot move loses; moves are the two cells, `c3c4`";
    const BOARD: Option<(usize, usize)> = Some((Domineering::WIDTH, Domineering::HEIGHT));
}

impl Bundled for Konane {
    const ID: &'static str = "konane";
    const SUMMARY: &'static str = "Konane on 6 x 6: after two opening removals, stones jump orthogonally over opposing stones, straight on; who cannot move loses; moves such as `d3` or `b3d3f3`";
    const BOARD: Option<(usize, usize)> = Some((Konane::WIDTH, Konane::HEIGHT));
}

impl Bundled for Amazons {
    const ID: &'static str = "amazons";
    const SUMMARY: &'static str = "Amazons on 10 x 10: a queen moves, then shoots an arrow that blocks a cell for good; who cannot move loses; moves such as `d10d4g7`";
    const BOARD: Option<(usize, usize)> = Some((Amazons::WIDTH, Amazons::HEIGHT));
}

impl Bundled for Amazons6 {
    const ID: &'static str = "amazons6";
    const SUMMARY: &'static str = "Amazons on 6 x 6 (OpenSpiel's board): a queen moves, then shoots an arrow that blocks a cell for good; who cannot move loses; moves such as `b6b3e3`";
    const BOARD: Option<(usize, usize)> = Some((Amazons6::WIDTH, Amazons6::HEIGHT));
}

impl Bundled for Checkers {
    const ID: &'static str = "checkers";
    const SUMMARY: &'static str = "English draughts (checkers) on 8 x 8: men step and jump forward, kings both ways, captures compulsory and chained; who cannot move loses; moves such as `c6d5` or `c6e4g2`";
    const BOARD: Option<(usize, usize)> = Some((Checkers::WIDTH, Checkers::HEIGHT));
}

/// The names of the bundled games, in the order `gamedsl list` shows them.
pub const IDS: &[&str] = &[
    TicTacToe::ID,
    ConnectFour::ID,
    ConnectThree::ID,
    Othello::ID,
    Othello6::ID,
    Gomoku::ID,
    ConnectFour8x7::ID,
    ConnectFour5x4::ID,
    Tokens::ID,
    Tokens3::ID,
    Nim::ID,
    Hex::ID,
    Hex5::ID,
    Kono::ID,
    Subtraction::ID,
    TicTacToeMisere::ID,
    Breakthrough::ID,
    Clobber::ID,
    Domineering::ID,
    Konane::ID,
    Amazons::ID,
    Amazons6::ID,
    Checkers::ID,
];

/// A generic action run with a game type chosen at run time.
pub trait GameAction {
    /// What the action returns.
    type Output;
    /// Runs the action with the game `G`.
    fn run<G: Bundled>(self) -> Self::Output;
}

/// Runs `action` with the bundled game named `id`, monomorphized for it; `None` for an unknown
/// name.
///
/// ```
/// use games::registry::{with_game, Bundled, GameAction};
///
/// struct Name;
/// impl GameAction for Name {
///     type Output = &'static str;
///     fn run<G: Bundled>(self) -> &'static str { G::SUMMARY }
/// }
/// assert!(with_game("tokens", Name).unwrap().starts_with("The token game"));
/// assert!(with_game("chess", Name).is_none());
/// ```
pub fn with_game<A: GameAction>(id: &str, action: A) -> Option<A::Output> {
    Some(match id {
        TicTacToe::ID => action.run::<TicTacToe>(),
        ConnectFour::ID => action.run::<ConnectFour>(),
        ConnectThree::ID => action.run::<ConnectThree>(),
        Othello::ID => action.run::<Othello>(),
        Othello6::ID => action.run::<Othello6>(),
        Gomoku::ID => action.run::<Gomoku>(),
        Tokens::ID => action.run::<Tokens>(),
        ConnectFour8x7::ID => action.run::<ConnectFour8x7>(),
        ConnectFour5x4::ID => action.run::<ConnectFour5x4>(),
        Tokens3::ID => action.run::<Tokens3>(),
        Nim::ID => action.run::<Nim>(),
        Hex::ID => action.run::<Hex>(),
        Hex5::ID => action.run::<Hex5>(),
        Kono::ID => action.run::<Kono>(),
        Subtraction::ID => action.run::<Subtraction>(),
        TicTacToeMisere::ID => action.run::<TicTacToeMisere>(),
        Breakthrough::ID => action.run::<Breakthrough>(),
        Clobber::ID => action.run::<Clobber>(),
        Domineering::ID => action.run::<Domineering>(),
        Konane::ID => action.run::<Konane>(),
        Amazons::ID => action.run::<Amazons>(),
        Amazons6::ID => action.run::<Amazons6>(),
        Checkers::ID => action.run::<Checkers>(),
        _ => return None,
    })
}

/// Every bundled game's name and summary.
pub fn summaries() -> Vec<(&'static str, &'static str)> {
    struct Summary;
    impl GameAction for Summary {
        type Output = (&'static str, &'static str);
        fn run<G: Bundled>(self) -> Self::Output {
            (G::ID, G::SUMMARY)
        }
    }
    IDS.iter().filter_map(|id| with_game(id, Summary)).collect()
}
