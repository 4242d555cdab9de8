//! # game-dsl
//!
//! Declare a two-player game in a few lines with [`game!`] and search it with generic,
//! monomorphized algorithms: plain [`minimax`](minimax::minimax) (the textbook reference),
//! [`alphabeta`](alphabeta::alphabeta), [`perft`](perft::perft), and the [`engine`] (alpha-beta
//! with a transposition table, [`tt`], to solve positions or search them with limits). Every
//! search reports the number of positions it visited and the time it took.
//!
//! ```
//! use game_dsl::{game, Game, GameExt, Notation};
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
//!
//! # Playing moves: in place or a copy
//!
//! A position is a small `Copy` value. [`Game::play`] changes it in place and returns nothing;
//! [`GameExt::after`] returns the position after a move and leaves the first as it was (the
//! searches use it: copy-make); [`GameExt::play_sequence`] reads moves in the game's notation
//! and returns the position after them.
//!
//! ```
//! use game_dsl::{game, Game, GameExt, Notation};
//! game! { pub TicTacToe { board: 3 x 3, moves: place, win: line 3 } }
//!
//! let start = TicTacToe::start();
//! let centre = start.parse_legal_move("5").unwrap();
//! let next = start.after(centre); // a new position; `start` is unchanged
//! assert_eq!((start.legal_moves().len(), next.legal_moves().len()), (9, 8));
//!
//! let mut pos = start;
//! pos.play(centre); // in place
//! assert_eq!(pos, next);
//! assert_eq!(pos, start.play_sequence("5").unwrap());
//! ```
//!
//! # Searching and solving, and reading the result
//!
//! [`minimax`](minimax::minimax) and [`alphabeta`](alphabeta::alphabeta) search to a depth;
//! [`analyze`](analysis::analyze) scores every move; an [`Engine`] solves positions
//! ([`Engine::solve`], [`Engine::solve_weak`]) or searches them within [`Limits`]. Each returns
//! a raw [`Score`] for the side to move, whose meaning depends on the game's [`Game::SCORING`]:
//! [`SearchResult::verdict`] (or [`Verdict::of`]) reads it in the game's units and prints it
//! (`win in 7 plies`, `draw`, `loss by 4`), and [`SearchResult::outcome`] names the player
//! (`X wins in 7 plies`).
//!
//! The engine's table has the size that suits the game (from [`Game::positions_bound`]: 64 KiB for
//! tic-tac-toe, 64 MiB for Connect Four) unless [`Engine::with_table_bytes`] says otherwise;
//! keep one engine to solve many positions: its table stays, and what it proved for one
//! position serves the next. The other options are the engine's `with_` methods: threads
//! ([`Engine::with_threads`]), a time limit for solves ([`Engine::with_solve_time`]), the whole
//! principal variation or its first move ([`Engine::with_full_pv`]).
//!
//! ```
//! use game_dsl::{game, Engine, Game, GameExt, Limits, Notation, Verdict};
//! game! { pub Nim { piles: [3, 4, 5], moves: take any, win: last_take } }
//!
//! let mut engine = Engine::<Nim>::new().with_threads(1);
//! let pos = Nim::start();
//! let result = engine.solve(&pos);
//! assert_eq!(pos.format_move(result.best_move.unwrap()), "1:2"); // leave 1, 4, 5: xor 0
//! assert_eq!(result.verdict::<Nim>().to_string(), "win in 11 plies");
//! assert_eq!(result.outcome(&pos).to_string(), "X wins in 11 plies");
//!
//! // The same engine, another position: 1, 4, 5 is lost for the side to move.
//! let lost = pos.after(result.best_move.unwrap());
//! assert_eq!(engine.solve(&lost).outcome(&lost).to_string(), "X wins in 10 plies");
//!
//! // A depth-limited search, with a new engine (this one knows the value already): no end
//! // within two plies, a heuristic score.
//! let shallow = Engine::<Nim>::new().search(&pos, Limits::depth(2));
//! assert_eq!(shallow.verdict::<Nim>(), Verdict::Heuristic(0));
//! ```

#![warn(missing_docs)]

pub mod alphabeta;
pub mod analysis;
pub mod bits;
pub mod boxes;
pub mod budget;
pub mod cpu;
pub mod engine;
pub mod error;
pub mod flank;
pub mod game;
pub mod groups;
pub mod hash;
pub mod hive;
pub mod hops;
pub mod kinds;
pub mod links;
pub mod minimax;
pub mod monitor;
pub mod moves;
pub mod notation;
pub mod ordering;
pub mod perft;
pub mod pieces;
pub mod pits;
pub mod points;
pub mod repeat;
pub mod score;
pub mod search;
pub mod stack;
pub mod tree;
pub mod tt;
pub mod turn;
pub mod walls;

pub use budget::Budget;
pub use engine::{Engine, Limits};
pub use error::{MoveError, PositionError};
pub use game::{
    Cells, Declared, Endgame, Ending, Game, GameExt, KindName, Knowledge, Look, Names, NoKnowledge,
    Notation, Player, Scoring, Stones, Tactics, Tile, TileMove, Touch,
};
pub use moves::{Move, MoveList};
pub use score::{Outcome, Score, Verdict};
pub use search::SearchResult;
pub use tt::Table;

/// Declares a two-player game: generates its type and `impl Game` for it.
///
/// A declaration is a name and its sections, separated by commas: `board`, `pile` or `piles`,
/// `moves` and `win`, and the optional ones, as in the examples below. The grammar and every section are in
/// the language reference, `docs/dsl.md` in the repository; `docs/tutorial.md` walks through a
/// new game. Every mistake is a compile error on the token at fault, all of a declaration's
/// mistakes at once.
///
/// The generated type is `Copy`, implements [`Game`], `Default` (the start) and `Display` (the
/// board drawn), and has public accessors for functions written against it: `stones(player)`,
/// `owner(cell)`, `WIDTH` and `HEIGHT` on a board (and `LIMIT` with `limit`), `tokens()` on a
/// pile.
///
/// # Examples
///
/// A line game, solved by minimax:
///
/// ```
/// use game_dsl::{game, Game, GameExt, Notation};
/// use game_dsl::minimax::minimax;
///
/// game! {
///     /// Tic-tac-toe.
///     pub TicTacToe { board: 3 x 3, moves: place, win: line 3 }
/// }
///
/// assert_eq!(minimax(&TicTacToe::start(), 9).score, 0); // a draw
/// ```
///
/// A flanking game with a start layout, passes, a margin and an evaluation of several terms:
///
/// ```
/// use game_dsl::{game, Game, GameExt, Notation};
///
/// game! {
///     pub Othello6 {
///         board: 6 x 6,
///         start: { X: [d3, c4], O: [c3, d4] },
///         moves: flank,
///         pass: when_blocked,
///         win: majority,
///         order: squares,
///         eval: { squares: quarter [10, -3, 1, -3, -4, 0, 1, 0, 0], mobility: 2 },
///     }
/// }
///
/// let pos = Othello6::start();
/// assert_eq!(pos.legal_moves().len(), 4);
/// assert_eq!(pos.render().lines().count(), 8);
/// ```
///
/// A movement game: stones step to a neighbouring cell, a side wins by occupying the other's
/// start, a side that cannot move draws, and 100 plies are a draw (Five Field Kono):
///
/// ```
/// use game_dsl::{game, Game, GameExt, Notation};
///
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
///
/// let pos = Kono::start().play_sequence("b5c4").unwrap();
/// assert_eq!(pos.legal_moves().len(), 8);
/// assert_eq!(pos.position_string(), "OOOOOO---O-----X-X-XX-XXX O 1");
/// assert_eq!(pos.plies_left_bound(), 99);
/// ```
///
/// Escape hatches: an evaluation and an end condition written in Rust. The end condition is
/// checked before the game's own ends and gives the value for the side to move.
///
/// ```
/// use game_dsl::{game, Game, GameExt, Player, Notation};
///
/// /// Stones in the centre column, for the side to move less the other side's.
/// fn centre(pos: &ConnectThree) -> i32 {
///     let column = 0b00100_00100_00100_00100;
///     let side = pos.side_to_move();
///     (pos.stones(side) & column).count_ones() as i32
///         - (pos.stones(side.opponent()) & column).count_ones() as i32
/// }
///
/// /// Drawn once ten stones are on the board.
/// fn ten_stones(pos: &ConnectThree) -> Option<i32> {
///     let stones = pos.stones(Player::First) | pos.stones(Player::Second);
///     (stones.count_ones() >= 10).then_some(0)
/// }
///
/// game! {
///     pub ConnectThree {
///         board: 5 x 4,
///         moves: drop,
///         win: line 3,
///         end: custom ten_stones,
///         eval: { windows: [1, 8], custom: centre },
///     }
/// }
///
/// let pos = ConnectThree::start().play_sequence("3").unwrap();
/// assert_eq!(pos.stones(Player::First), 1 << 17);
/// let drawn = pos.play_sequence("1 1 1 1 2 2 2 2 5").unwrap();
/// assert_eq!((drawn.terminal_value(), drawn.legal_moves().len()), (Some(0), 0));
/// ```
pub use game_dsl_macros::{game, hot};

// Lets the crate's own tests use generated code, which names `::game_dsl`.
extern crate self as game_dsl;

/// Items that generated code refers to. Not part of the public API.
#[doc(hidden)]
pub mod __private {
    pub use arrayvec::ArrayVec;
}
