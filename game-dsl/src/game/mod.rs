//! The contract between a game and the search algorithms, in four parts:
//!
//! - [`Game`]: the rules (start, moves, play, end, evaluation, ordering hint, key). Every search
//!   needs only this.
//! - [`Notation`]: moves and positions as text, and a drawing. The command line, the web page and
//!   the tests need it; the searches do not.
//! - [`Tactics`] and [`Endgame`]: knowledge the engine uses when a game has it (the threats of
//!   line games; the bounds and last plies of games scored by margin). A game offers them through
//!   [`Game::tactics`] and [`Game::endgame`]; by default it has none ([`NoKnowledge`]).
//! - [`GameExt`]: conveniences written once over the rules (`after`, `legal_moves`,
//!   `play_sequence`, ...), implemented for every game.
//!
//! A declared game that the runtime's general pieces or kinds play is a struct of its own around
//! their state, which implements [`Declared`]: its `Game` and `Notation` are the state's.
//!
//! Generated code implements all of them from a declaration; a game written by hand implements
//! [`Game`] and [`Notation`] and runs in every search. Every algorithm is generic over
//! `G: Game` and monomorphized for each game, so a search calls the game's move generator and
//! win check directly, without dynamic dispatch.

mod declared;
mod ending;
mod ext;
mod knowledge;
mod look;
mod notation;
mod rules;
mod touch;

pub use declared::Declared;
pub use ending::Ending;
pub use ext::GameExt;
pub use knowledge::{Endgame, Knowledge, NoKnowledge, Tactics};
pub use look::{Cells, KindName, Look, Names, Stones, Tile, TileMove};
pub use notation::Notation;
pub use rules::Game;
pub use touch::Touch;

/// One of the two players. `First` moves first and is written `X`; `Second` is written `O`.
///
/// ```
/// use game_dsl::Player;
/// assert_eq!(Player::First.opponent(), Player::Second);
/// assert_eq!(Player::Second.symbol(), 'O');
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Player {
    /// The player who moves first, written `X` (black in Othello).
    First,
    /// The player who moves second, written `O` (white in Othello).
    Second,
}

impl Player {
    /// The other player.
    #[inline]
    pub const fn opponent(self) -> Player {
        match self {
            Player::First => Player::Second,
            Player::Second => Player::First,
        }
    }

    /// 0 for the first player, 1 for the second: an index into per-player arrays.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The player with the given index (0 or 1; any odd number is the second player).
    #[inline]
    pub const fn from_index(index: usize) -> Player {
        if index & 1 == 0 {
            Player::First
        } else {
            Player::Second
        }
    }

    /// The letter that stands for the player in boards and position strings.
    pub const fn symbol(self) -> char {
        match self {
            Player::First => 'X',
            Player::Second => 'O',
        }
    }

    /// Reads `X` or `O` (either case).
    pub fn from_symbol(c: char) -> Option<Player> {
        match c {
            'X' | 'x' => Some(Player::First),
            'O' | 'o' => Some(Player::Second),
            _ => None,
        }
    }
}

/// The player's letter, `X` or `O` (see [`Player::symbol`]).
///
/// ```
/// use game_dsl::Player;
/// assert_eq!(format!("{} to move", Player::Second), "O to move");
/// ```
impl std::fmt::Display for Player {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        use std::fmt::Write;
        f.write_char(self.symbol())
    }
}

/// How the value of a finished game is scored: each game's [`Game::SCORING`]. It decides how
/// a raw score reads ([`crate::Verdict`]): distance scoring tells the plies to the end (`win in
/// 7 plies`), margin scoring the margin (`win by 4`).
///
/// ```
/// use game_dsl::{game, Game, Scoring};
/// game! { pub TicTacToe { board: 3 x 3, moves: place, win: line 3 } }
/// assert_eq!(TicTacToe::SCORING, Scoring::Distance);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Scoring {
    /// Win, draw or loss; a quicker win (and a slower loss) is better.
    Distance,
    /// Win, draw or loss by a margin (Othello's disc difference); a larger margin is better and
    /// the length of the game does not matter.
    Margin,
}
