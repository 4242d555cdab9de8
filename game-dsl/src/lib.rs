//! # game-dsl
//!
//! Declare a two-player game in a few lines with [`game!`] and search it with generic,
//! monomorphized algorithms: plain [`minimax`](minimax::minimax) (the textbook reference),
//! [`alphabeta`](alphabeta::alphabeta), [`perft`](perft::perft), and the [`engine`] (alpha-beta
//! with a transposition table, [`tt`], to solve positions or search them with limits). Every
//! search reports the number of positions it visited and the time it took.
//!
//! ```
//! use game_dsl::{game, Game};
//! use game_dsl::alphabeta::alphabeta;
//!
//! game! {
//!     /// Take one or two tokens; whoever takes the last token wins.
//!     pub Tokens { pile: 5, moves: take 1..=2, win: last_take }
//! }
//!
//! let result = alphabeta(&Tokens::start(), 10);
//! // With five tokens the first player wins by taking two.
//! assert_eq!(Tokens::start().format_move(result.best_move.unwrap()), "2");
//! assert!(result.score > 0);
//! ```
//!
//! The crate knows nothing of syntax: the [`game!`] macro (crate `game-dsl-macros`) turns a
//! declaration into a type that implements [`Game`], and everything here works on any `G: Game`.

pub mod alphabeta;
pub mod analysis;
pub mod bits;
pub mod engine;
pub mod error;
pub mod game;
pub mod hash;
pub mod minimax;
pub mod moves;
pub mod notation;
pub mod ordering;
pub mod perft;
pub mod score;
pub mod search;
pub mod tt;

pub use error::{MoveError, PositionError};
pub use game::{Game, Player, Scoring};
pub use moves::{Move, MoveList};
pub use score::Score;
pub use search::SearchResult;

/// Declares a game; see the crate `game-dsl-macros` for the grammar.
pub use game_dsl_macros::game;

// Lets the crate's own tests use generated code, which names `::game_dsl`.
extern crate self as game_dsl;

/// Items that generated code refers to. Not part of the public API.
#[doc(hidden)]
pub mod __private {
    pub use arrayvec::ArrayVec;
}
