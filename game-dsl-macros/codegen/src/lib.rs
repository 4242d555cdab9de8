//! The compiler behind game-dsl's `game!` macro, as an ordinary library on `proc_macro2`.
//!
//! The pipeline has three stages that meet only through their data:
//! 1. [`ast`]: parse the tokens into a syntax tree that keeps every token's span (the grammar
//!    is in `docs/dsl.md`);
//! 2. [`validate`]: check the declaration as a whole, collecting every error with its span, and
//!    lower it to the [`model`] that the generator needs;
//! 3. [`expand`](mod@expand): generate the game type and its `impl Game` with `quote`.
//!
//! The board's [`geometry`] (cells, directions, lines, flanks, steps), computed when the macro
//! runs, serves both the validator and the generator. When the declaration is invalid, the
//! errors come out together with a `fallback` type, so that the user sees the real errors and
//! no cascade of secondary ones.
//!
//! ```
//! let tokens: proc_macro2::TokenStream =
//!     "pub TicTacToe { board: 3 x 3, moves: place, win: line 3 }".parse().unwrap();
//! let generated = game_dsl_codegen::expand(tokens).to_string();
//! assert!(generated.contains("impl :: game_dsl :: Game for TicTacToe"));
//! ```

pub mod ast;
pub mod ast_boxes;
pub mod ast_groups;
pub mod ast_hive;
pub mod ast_hops;
pub mod ast_kinds;
pub mod ast_links;
pub mod ast_parts;
pub mod ast_pits;
pub mod ast_points;
pub mod ast_rotate;
pub mod ast_walls;
pub mod boxes_model;
mod errors;
pub mod expand;
mod fallback;
pub mod geometry;
pub mod groups_model;
pub mod hive_model;
pub mod hops_model;
pub mod kinds_model;
pub mod links_model;
pub mod model;
pub mod parts;
pub mod pieces_model;
pub mod pits_model;
pub mod points_model;
mod suggest;
pub mod validate;
pub mod walls_model;

use proc_macro2::TokenStream;

/// Expands the body of a `game! { ... }` invocation: the generated code, or compile errors.
pub fn expand(input: TokenStream) -> TokenStream {
    match try_expand(input.clone()) {
        Ok(tokens) => tokens,
        Err(error) => {
            let mut tokens = error.to_compile_error();
            tokens.extend(fallback::expand(input));
            tokens
        }
    }
}

/// Expands `#[game_dsl::hot]` on `item` (a method the searches call at every position): always
/// inlined where the build runs its searches in copies for each instruction set (x86-64 without
/// AVX2 at build time), `#[inline]` elsewhere. Arguments are refused.
///
/// ```
/// let item: proc_macro2::TokenStream = "fn f() {}".parse().unwrap();
/// let out = game_dsl_codegen::hot(Default::default(), item).to_string();
/// assert!(out.contains("inline (always)") && out.ends_with("fn f () { }"));
/// ```
pub fn hot(attr: TokenStream, item: TokenStream) -> TokenStream {
    if let Some(token) = attr.into_iter().next() {
        return syn::Error::new(token.span(), "`hot` takes no arguments: write `#[hot]`")
            .to_compile_error();
    }
    quote::quote! {
        #[cfg_attr(all(target_arch = "x86_64", not(target_feature = "avx2")), inline(always))]
        #[cfg_attr(not(all(target_arch = "x86_64", not(target_feature = "avx2"))), inline)]
        #item
    }
}

/// Parse, validate, generate.
fn try_expand(input: TokenStream) -> syn::Result<TokenStream> {
    let input: ast::Input = syn::parse2(input)?;
    if let Some(base) = &input.variant_of {
        return Ok(expand::variant(&input, base));
    }
    let model = input.validate()?;
    let mut tokens = expand::game(&model);
    tokens.extend(expand::variant_macro(&input));
    Ok(tokens)
}
