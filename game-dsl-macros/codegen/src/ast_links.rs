//! The syntax of games of pegs that link a leap apart (TwixT): `moves: place then link (1, 2)
//! { crossing: never, enemy_edges: closed, swap: rotate }`. Kept apart from `ast.rs` so that
//! the family's words live in one place; `ast.rs` calls in here when a `moves` value begins
//! with `place then link`.

use proc_macro2::Span;
use syn::parse::ParseStream;
use syn::{Ident, Token, braced, parenthesized};

use crate::ast::{Number, parse_number, parse_word as word};
use crate::ast_groups::parse_rules;
use crate::suggest::unknown;

/// `place then link (A, B) [{ RULE: VALUE, ... }]`.
pub struct LinkMoves {
    /// The `place` keyword.
    pub span: Span,
    /// The leap between linked pegs, `(A, B)`.
    pub leap: (Number, Number),
    /// `crossing: never | allowed`: the word and whether a link may cross another.
    pub crossing: Option<(Span, bool)>,
    /// `enemy_edges: closed | open`: the word and whether a side may not place on the
    /// opponent's edges.
    pub enemy_edges: Option<(Span, bool)>,
    /// `swap: rotate`, the span of `rotate`.
    pub swap: Option<Span>,
    /// Rules written twice, for an error each.
    pub duplicates: Vec<Span>,
}

/// The rules of `link (A, B) { ... }`.
const RULES: &[&str] = &["crossing", "enemy_edges", "swap"];

/// Whether a `moves` value is `place then link ...`.
pub fn starts_link_moves(input: ParseStream) -> bool {
    let fork = input.fork();
    let words = [
        fork.parse::<Ident>(),
        fork.parse::<Ident>(),
        fork.parse::<Ident>(),
    ];
    matches!(words, [Ok(a), Ok(b), Ok(c)] if a == "place" && b == "then" && c == "link")
}

/// Reads one of two words, `yes` or `no`, for the rule `key`.
fn either(value: &Ident, key: &Ident, yes: &str, no: &str) -> syn::Result<(Span, bool)> {
    let text = value.to_string();
    if text == yes {
        Ok((value.span(), true))
    } else if text == no {
        Ok((value.span(), false))
    } else {
        Err(syn::Error::new(
            value.span(),
            unknown(
                &format!("value of `{key}`"),
                &format!("values of `{key}`"),
                &text,
                &[yes, no],
            ),
        ))
    }
}

/// `place then link (A, B) [{ crossing: never, enemy_edges: closed, swap: rotate }]`.
pub fn parse_link_moves(input: ParseStream) -> syn::Result<LinkMoves> {
    let place: Ident = input.parse()?;
    let expected = "`place then link (1, 2)`";
    word(input, "then", expected)?;
    word(input, "link", expected)?;
    if !input.peek(syn::token::Paren) {
        return Err(input.error(
            "expected the leap between linked pegs in parentheses, as in `link (1, 2)` (a \
             knight's move)",
        ));
    }
    let leap;
    parenthesized!(leap in input);
    let what = "the leap's two distances, as in `link (1, 2)`";
    let a = parse_number(&leap, what)?;
    leap.parse::<Token![,]>()
        .map_err(|e| syn::Error::new(e.span(), format!("expected {what}")))?;
    let b = parse_number(&leap, what)?;
    if !leap.is_empty() {
        return Err(leap.error(format!("expected {what}")));
    }
    let mut moves = LinkMoves {
        span: place.span(),
        leap: (a, b),
        crossing: None,
        enemy_edges: None,
        swap: None,
        duplicates: Vec::new(),
    };
    if input.is_empty() {
        return Ok(moves);
    }
    if !input.peek(syn::token::Brace) {
        return Err(input.error(
            "expected the rules of the links in braces, as in `link (1, 2) { crossing: never, \
             enemy_edges: closed, swap: rotate }`",
        ));
    }
    let content;
    braced!(content in input);
    moves.duplicates = parse_rules(
        &content,
        "`crossing`, `enemy_edges` or `swap`",
        |key, value| {
            Ok(match key.to_string().as_str() {
                "crossing" => {
                    let never = either(value, key, "never", "allowed")?;
                    moves.crossing.replace(never).is_some()
                }
                "enemy_edges" => {
                    let closed = either(value, key, "closed", "open")?;
                    moves.enemy_edges.replace(closed).is_some()
                }
                "swap" => {
                    if value != "rotate" {
                        return Err(syn::Error::new(
                            value.span(),
                            unknown("swap", "swaps", &value.to_string(), &["rotate"]),
                        ));
                    }
                    moves.swap.replace(value.span()).is_some()
                }
                other => {
                    return Err(syn::Error::new(
                        key.span(),
                        unknown("rule of the links", "rules of the links", other, RULES),
                    ));
                }
            })
        },
    )?;
    Ok(moves)
}
