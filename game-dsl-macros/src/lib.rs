//! The `game!` macro of game-dsl. This crate is a shim: the compiler behind it is the ordinary
//! library `game-dsl-codegen`, which works on `proc_macro2` so that it can be tested directly.
//! Use the macro through the runtime crate, `game_dsl::game!`, whose documentation carries the
//! examples; the grammar is in `docs/dsl.md`.

use proc_macro::TokenStream;

/// Declares a two-player game and generates its type and `impl game_dsl::Game`.
///
/// Use it as `game_dsl::game!`: its documentation there carries runnable examples (they need the
/// runtime crate, which depends on this one), and `docs/dsl.md` in the repository the grammar
/// and every section.
#[proc_macro]
pub fn game(input: TokenStream) -> TokenStream {
    game_dsl_codegen::expand(input.into()).into()
}

/// Marks a method that the searches call at every position: where the build runs its searches
/// in copies for each instruction set (x86-64 without AVX2 at build time, as a crate without
/// `-C target-cpu` is built; `game_dsl::cpu`), it is always inlined, so that it runs with the
/// copy's instructions; elsewhere it is `#[inline]`, and the compiler decides.
///
/// Use it as `#[game_dsl::hot]`; the code the `game!` macro generates marks its per-position
/// methods with it.
#[proc_macro_attribute]
pub fn hot(attr: TokenStream, item: TokenStream) -> TokenStream {
    game_dsl_codegen::hot(attr.into(), item.into()).into()
}
