//! The games that ship with game-dsl, each a short declaration; the registry through which a
//! program finds games by name ([`registry::Bundled`], [`registry::GameSet`], [`games!`]); the
//! `gamedsl` program itself as a library, for any set of games ([`program`], with the default
//! feature `program`; `serve` adds the web server, `progress` the terminal's bars); and
//! [`testing`], what authors' tests share (feature `testing`).
//!
//! ```
//! use game_dsl::{Game, GameExt, Notation};
//! use gamedsl::TicTacToe;
//! assert_eq!(TicTacToe::start().legal_moves().len(), 9);
//! ```

pub mod amazons;
pub mod breakthrough;
pub mod checkers;
pub mod chess;
pub mod chinese_checkers;
pub mod clobber;
pub mod connect3;
pub mod connect4;
pub mod domineering;
pub mod dots_and_boxes;
pub mod draughts;
pub mod go;
pub mod gomoku;
pub mod havannah;
pub mod hex;
pub mod hive;
pub mod kalah;
pub mod konane;
pub mod kono;
pub mod lines_of_action;
pub mod nim;
pub mod nine_mens_morris;
pub mod othello;
pub mod oware;
pub mod pentago;
#[cfg(feature = "program")]
pub mod program;
pub mod quoridor;
pub mod registry;
pub mod shogi;
pub mod subtraction;
#[cfg(feature = "testing")]
pub mod testing;
pub mod testsets;
pub mod tictactoe;
pub mod tictactoe_misere;
pub mod tokens;
pub mod twixt;
pub mod ultimate_tictactoe;
pub mod xiangqi;
pub mod y;

pub use amazons::{Amazons, Amazons6};
pub use breakthrough::Breakthrough;
pub use checkers::Checkers;
pub use chess::{Antichess, Chess, Crazyhouse};
pub use chinese_checkers::ChineseCheckers;
pub use clobber::Clobber;
pub use connect3::ConnectThree;
pub use connect4::{ConnectFour, ConnectFour5x4, ConnectFour8x7};
pub use domineering::Domineering;
pub use dots_and_boxes::DotsAndBoxes;
pub use draughts::Draughts;
pub use go::{Go, Go9};
pub use gomoku::Gomoku;
pub use havannah::Havannah;
pub use hex::{Hex, Hex5};
pub use hive::Hive;
pub use kalah::Kalah;
pub use konane::Konane;
pub use kono::Kono;
pub use lines_of_action::LinesOfAction;
pub use nim::Nim;
pub use nine_mens_morris::NineMensMorris;
pub use othello::{Othello, Othello6};
pub use oware::Oware;
pub use pentago::Pentago;
pub use quoridor::Quoridor;
pub use shogi::Shogi;
pub use subtraction::Subtraction;
pub use tictactoe::TicTacToe;
pub use tictactoe_misere::TicTacToeMisere;
pub use tokens::{Tokens, Tokens3};
pub use twixt::Twixt;
pub use ultimate_tictactoe::UltimateTicTacToe;
pub use xiangqi::Xiangqi;
pub use y::Y;

pub use registry::{Bundled, GameSet, bundled};
