//! The `game!` macro of game-dsl. This crate is a shim: the compiler behind it is the ordinary
//! library `game-dsl-codegen`, which works on `proc_macro2` so that it can be tested directly.
//! Use the macro through the runtime crate, `game_dsl::game!`, whose documentation carries the
//! grammar and examples.

use proc_macro::TokenStream;

/// Declares a two-player game and generates its type and `impl game_dsl::Game`.
///
/// Use it as `game_dsl::game!`: its documentation there carries the grammar and runnable
/// examples (they need the runtime crate, which depends on this one). In short:
///
/// ```text
/// game! {
///     VISIBILITY NAME {
///         board: W x H | pile: N,
///         start: { X: [CELL, ...], O: [CELL, ...] },
///         moves: place | drop | flank | take A..=B,
///         pass: when_blocked | never,
///         win: line N | majority | last_take,
///         end: custom PATH,
///         order: centre | lines | squares,
///         eval: TERM | { TERM: VALUE, ... },   // windows, squares, mobility, frontier, custom
///     }
/// }
/// ```
#[proc_macro]
pub fn game(input: TokenStream) -> TokenStream {
    game_dsl_codegen::expand(input.into()).into()
}
