//! The syntax of games of stones that step or hop, racing to the other side's start (Chinese
//! checkers, Halma): `moves: step or hop chain`. Kept apart from `ast.rs` so that the family's
//! words live in one place; `ast.rs` calls in here when a `moves` value begins with `step or`.

use proc_macro2::Span;
use syn::Ident;
use syn::parse::ParseStream;

use crate::ast::parse_word as word;

/// `step or hop [chain]`.
pub struct HopMoves {
    /// The `step` keyword.
    pub span: Span,
    /// `chain`, if written: a stone may hop on from where it lands.
    pub chain: Option<Span>,
}

/// Whether a `moves` value is `step or ...`.
pub fn starts_hop_moves(input: ParseStream) -> bool {
    let fork = input.fork();
    let words = [fork.parse::<Ident>(), fork.parse::<Ident>()];
    matches!(words, [Ok(a), Ok(b)] if a == "step" && b == "or")
}

/// `step or hop [chain]`.
pub fn parse_hop_moves(input: ParseStream) -> syn::Result<HopMoves> {
    let step: Ident = input.parse()?;
    let expected = "`step or hop` or `step or hop chain`";
    word(input, "or", expected)?;
    word(input, "hop", expected)?;
    let chain = if input.is_empty() {
        None
    } else {
        Some(word(input, "chain", expected)?)
    };
    Ok(HopMoves {
        span: step.span(),
        chain,
    })
}
