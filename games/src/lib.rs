//! The games that ship with game-dsl, each a short declaration.
pub mod tictactoe;
pub mod tokens;
