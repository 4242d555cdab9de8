//! What an author's tests use, as the bundled games' tests do: the [`conformance`] harness
//! that every game must pass, a deterministic [`rng`] for random games, [`check_search`], which
//! checks a learner's own minimax and names its likely bug, and [`expansion`], the code a `game!` declaration generates, formatted, for a snapshot test (with `insta`) that shows
//! every change of the generated code as a diff to review.

pub mod conformance;
pub mod rng;
pub mod search;

pub use search::check_search;

/// The snapshot crate the snapshot test of [`expansion`] compares with, re-exported so that an
/// author's crate takes the one its program is built with: a dev-dependency of its own would
/// turn on features of shared crates that `cargo run` does not, and `cargo test` would rebuild
/// the program's dependencies.
pub use insta;

/// The code generated for the `game! { ... }` declaration of `name` in the Rust source `source`,
/// formatted by prettyplease; `Err` when the source does not parse or declares no such game.
///
/// ```
/// let source = "game_dsl::game! { pub Take { pile: 7, moves: take 1..=3, win: last_take } }";
/// let code = gamedsl::testing::expansion(source, "Take").unwrap();
/// assert!(code.contains("pub struct Take {"));
/// assert!(gamedsl::testing::expansion(source, "Other").is_err());
/// ```
pub fn expansion(source: &str, name: &str) -> Result<String, String> {
    let file = syn::parse_file(source).map_err(|e| format!("the source does not parse: {e}"))?;
    let tokens = file
        .items
        .into_iter()
        .find_map(|item| match item {
            syn::Item::Macro(m)
                if m.mac
                    .path
                    .segments
                    .last()
                    .is_some_and(|s| s.ident == "game")
                    && m.mac
                        .tokens
                        .clone()
                        .into_iter()
                        .any(|t| t.to_string() == name) =>
            {
                Some(m.mac.tokens)
            }
            _ => None,
        })
        .ok_or_else(|| format!("no `game!` declaration of `{name}`"))?;
    let generated = game_dsl_codegen::expand(tokens);
    let file =
        syn::parse2(generated).map_err(|e| format!("the generated code does not parse: {e}"))?;
    Ok(prettyplease::unparse(&file))
}
