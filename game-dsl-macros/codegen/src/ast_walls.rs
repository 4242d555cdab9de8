//! The syntax of games of pawns and walls (Quoridor): `moves: step or jump or wall 2 { stock:
//! 10 }`. Kept apart from `ast.rs` so that the family's words live in one place; `ast.rs` calls
//! in here when a `moves` value begins with `step or jump`.

use proc_macro2::Span;
use syn::parse::ParseStream;
use syn::{Ident, braced};

use crate::ast::{Number, parse_number, parse_word as word};
use crate::ast_groups::parse_rules_with;

/// `step or jump or wall N { stock: K }`.
pub struct WallMoves {
    /// The `step` keyword.
    pub span: Span,
    /// The cells a wall spans.
    pub length: Number,
    /// `stock: K`: the walls each side has.
    pub stock: Option<Number>,
    /// Rules written twice, for an error each.
    pub duplicates: Vec<Span>,
}

/// Whether a `moves` value is `step or jump ...`.
pub fn starts_wall_moves(input: ParseStream) -> bool {
    let fork = input.fork();
    let words = [
        fork.parse::<Ident>(),
        fork.parse::<Ident>(),
        fork.parse::<Ident>(),
    ];
    matches!(words, [Ok(a), Ok(b), Ok(c)] if a == "step" && b == "or" && c == "jump")
}

/// `step or jump or wall N { stock: K }`.
pub fn parse_wall_moves(input: ParseStream) -> syn::Result<WallMoves> {
    let step: Ident = input.parse()?;
    let expected = "`step or jump or wall 2 { stock: 10 }`";
    word(input, "or", expected)?;
    word(input, "jump", expected)?;
    word(input, "or", expected)?;
    word(input, "wall", expected)?;
    let length = parse_number(
        input,
        "the cells a wall spans, as in `wall 2 { stock: 10 }`",
    )?;
    let mut moves = WallMoves {
        span: step.span(),
        length,
        stock: None,
        duplicates: Vec::new(),
    };
    if !input.peek(syn::token::Brace) {
        let message = "say how many walls each side has, in braces after the wall's length, as \
                       in `wall 2 { stock: 10 }`";
        return Err(if input.is_empty() {
            syn::Error::new(length.span, message)
        } else {
            input.error(message)
        });
    }
    let content;
    braced!(content in input);
    moves.duplicates = parse_rules_with(&content, "`stock`", |key, value| {
        if key != "stock" {
            return Err(syn::Error::new(
                key.span(),
                crate::suggest::unknown("rule of walls", "rules", &key.to_string(), &["stock"]),
            ));
        }
        let stock = parse_number(value, "the walls each side has, as in `stock: 10`")?;
        Ok(moves.stock.replace(stock).is_some())
    })?;
    Ok(moves)
}
