//! The bundled games by name: what the command line (and any other front end) needs to know of
//! a game besides its rules.

use game_dsl::Game;
use game_dsl::perft::FinishedGames;

use crate::{ConnectFour, TicTacToe, Tokens};

/// A bundled game: a [`Game`] with a command-line name and its conventions.
pub trait Bundled: Game {
    /// The name on the command line.
    const ID: &'static str;
    /// One line describing the game.
    const SUMMARY: &'static str;
    /// What perft does with games that end early.
    const PERFT: FinishedGames = FinishedGames::NotCounted;

    /// A proven result for the side to move in the game's published convention: by default the
    /// game value itself (+1 win, 0 draw, -1 loss, or the margin).
    fn proven_score(&self, value: i32, _plies: Option<u32>) -> i32 {
        value
    }
}

impl Bundled for ConnectFour {
    const ID: &'static str = "connect4";
    const SUMMARY: &'static str =
        "Connect Four: four in a row on 7 x 6, stones dropped into columns; moves are columns 1-7";

    /// The convention of Pascal Pons' benchmark sets: 0 for a draw; `22 - k` if the side to move
    /// wins with its own `k`-th stone; `k - 22` if the opponent wins with its `k`-th stone.
    ///
    /// ```
    /// use game_dsl::Game;
    /// use games::{ConnectFour, registry::Bundled};
    /// let pos = ConnectFour::start().play_sequence("4455").unwrap();
    /// // X has two stones and wins with its fourth, two moves on: 22 - 4.
    /// assert_eq!(pos.proven_score(1, Some(3)), 18);
    /// ```
    fn proven_score(&self, value: i32, plies: Option<u32>) -> i32 {
        connect_four_score(self.ply(), value, plies)
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

impl Bundled for TicTacToe {
    const ID: &'static str = "tictactoe";
    const SUMMARY: &'static str =
        "Tic-tac-toe: three in a row on 3 x 3; moves are cells 1-9 row by row from the top left";
}

impl Bundled for Tokens {
    const ID: &'static str = "tokens";
    const SUMMARY: &'static str = "The token game: take 1 or 2 from a pile of 5, last take wins; a position is the tokens left";
}

/// The names of the bundled games, in the order `gamedsl list` shows them.
pub const IDS: &[&str] = &[TicTacToe::ID, ConnectFour::ID, Tokens::ID];

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
        Tokens::ID => action.run::<Tokens>(),
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
