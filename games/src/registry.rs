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
}

impl Bundled for ConnectFour {
    const ID: &'static str = "connect4";
    const SUMMARY: &'static str =
        "Connect Four: four in a row on 7 x 6, stones dropped into columns; moves are columns 1-7";
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
