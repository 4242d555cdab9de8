//! The syntax of games of stones that capture groups without liberties (Go): `moves: place then
//! capture groups { suicide: illegal, ko: simple, repeat: draw }`, `pass: always`, and `win:
//! area { komi: 7.5, passes: 2, limit: 162 }`. Kept apart from `ast.rs` so that the family's
//! words live in one place; `ast.rs` calls in here when a section's value begins with one of
//! them.

use proc_macro2::Span;
use syn::parse::ParseStream;
use syn::{Ident, Lit, Token, braced};

use crate::ast::{Number, parse_number, parse_word as word};
use crate::suggest::unknown;

/// `place then capture groups { RULE: VALUE, ... }`.
pub struct GroupMoves {
    /// The `place` keyword.
    pub span: Span,
    /// `suicide: legal | illegal`: the word and whether a placement that leaves its own group
    /// without a liberty is a move.
    pub suicide: Option<(Span, bool)>,
    /// `ko: simple`, the span of `simple`.
    pub ko: Option<Span>,
    /// `repeat: draw`, the span of `draw`.
    pub repeat: Option<Span>,
    /// Rules written twice, for an error each.
    pub duplicates: Vec<Span>,
}

/// `area { komi: K, passes: N, limit: N }`: the game ends after `passes` passes in a row or
/// `limit` plies, and each side scores its stones and the empty points that reach only its
/// stones; the second player adds the komi.
pub struct Area {
    /// The `area` keyword.
    pub span: Span,
    /// The komi in half points, and where it is written.
    pub komi: Option<(Span, u32)>,
    /// The passes in a row that end the game.
    pub passes: Option<Number>,
    /// The plies after which the game is scored.
    pub limit: Option<Number>,
    /// Entries written twice, for an error each.
    pub duplicates: Vec<Span>,
}

/// The rules of `capture groups { ... }`.
const RULES: &[&str] = &["suicide", "ko", "repeat"];
/// The entries of `area { ... }`.
const AREA: &[&str] = &["komi", "passes", "limit"];

/// Whether a `moves` value is `place then capture ...`.
pub fn starts_group_moves(input: ParseStream) -> bool {
    let fork = input.fork();
    let words = [
        fork.parse::<Ident>(),
        fork.parse::<Ident>(),
        fork.parse::<Ident>(),
    ];
    matches!(words, [Ok(a), Ok(b), Ok(c)] if a == "place" && b == "then" && c == "capture")
}

/// `place then capture groups [{ suicide: ..., ko: simple, repeat: draw }]`.
pub fn parse_group_moves(input: ParseStream) -> syn::Result<GroupMoves> {
    let place: Ident = input.parse()?;
    let expected = "`place then capture groups`";
    word(input, "then", expected)?;
    word(input, "capture", expected)?;
    word(input, "groups", expected)?;
    let mut moves = GroupMoves {
        span: place.span(),
        suicide: None,
        ko: None,
        repeat: None,
        duplicates: Vec::new(),
    };
    if input.is_empty() {
        return Ok(moves);
    }
    if !input.peek(syn::token::Brace) {
        return Err(input.error(
            "expected the rules of the capture in braces, as in `capture groups { suicide: \
             illegal, ko: simple, repeat: draw }`",
        ));
    }
    let content;
    braced!(content in input);
    moves.duplicates = parse_rules(&content, "`suicide`, `ko` or `repeat`", |key, value| {
        let text = value.to_string();
        Ok(match key.to_string().as_str() {
            "suicide" => {
                let legal = match text.as_str() {
                    "legal" => true,
                    "illegal" => false,
                    _ => {
                        return Err(syn::Error::new(
                            value.span(),
                            unknown(
                                "suicide rule",
                                "suicide rules",
                                &text,
                                &["legal", "illegal"],
                            ),
                        ));
                    }
                };
                moves.suicide.replace((value.span(), legal)).is_some()
            }
            "ko" => {
                if text != "simple" {
                    return Err(syn::Error::new(
                        value.span(),
                        unknown("ko rule", "ko rules", &text, &["simple"]),
                    ));
                }
                moves.ko.replace(value.span()).is_some()
            }
            "repeat" => {
                if text != "draw" {
                    return Err(syn::Error::new(
                        value.span(),
                        unknown("repetition rule", "repetition rules", &text, &["draw"]),
                    ));
                }
                moves.repeat.replace(value.span()).is_some()
            }
            other => {
                return Err(syn::Error::new(
                    key.span(),
                    unknown("rule of the capture", "rules of the capture", other, RULES),
                ));
            }
        })
    })?;
    Ok(moves)
}

/// Reads the rules of a family in braces, `{ KEY: VALUE, ... }` (each value a word), the braces'
/// `content`: `entry` takes each key and its value and says whether the key was written before;
/// the keys written twice are returned, for an error each. `keys` lists the keys for the error
/// of a missing one (`` `suicide`, `ko` or `repeat` ``).
pub(crate) fn parse_rules(
    content: ParseStream,
    keys: &str,
    mut entry: impl FnMut(&Ident, &Ident) -> syn::Result<bool>,
) -> syn::Result<Vec<Span>> {
    parse_rules_with(content, keys, |key, value| {
        let word: Ident = value
            .parse()
            .map_err(|e| syn::Error::new(e.span(), format!("expected the value of `{key}`")))?;
        entry(key, &word)
    })
}

/// Reads the rules of a family in braces as [`parse_rules`] does, `entry` reading each value
/// itself from the stream (a number, say).
pub(crate) fn parse_rules_with(
    content: ParseStream,
    keys: &str,
    mut entry: impl FnMut(&Ident, ParseStream) -> syn::Result<bool>,
) -> syn::Result<Vec<Span>> {
    let mut duplicates = Vec::new();
    while !content.is_empty() {
        let key: Ident = content
            .parse()
            .map_err(|e| syn::Error::new(e.span(), format!("expected a rule: {keys}")))?;
        content
            .parse::<Token![:]>()
            .map_err(|e| syn::Error::new(e.span(), format!("expected `:` after `{key}`")))?;
        if entry(&key, content)? {
            duplicates.push(key.span());
        }
        if content.is_empty() {
            break;
        }
        content
            .parse::<Token![,]>()
            .map_err(|e| syn::Error::new(e.span(), "separate the rules with commas"))?;
    }
    Ok(duplicates)
}

/// `area { komi: K, passes: N, limit: N }`.
pub fn parse_area(input: ParseStream) -> syn::Result<Area> {
    let keyword: Ident = input.parse()?;
    let mut area = Area {
        span: keyword.span(),
        komi: None,
        passes: None,
        limit: None,
        duplicates: Vec::new(),
    };
    if input.is_empty() {
        return Ok(area);
    }
    if !input.peek(syn::token::Brace) {
        return Err(input.error(
            "expected the scoring's entries in braces, as in `area { komi: 7.5, passes: 2, limit: 162 }`",
        ));
    }
    let content;
    braced!(content in input);
    while !content.is_empty() {
        let key: Ident = content.parse().map_err(|e| {
            syn::Error::new(e.span(), "expected an entry: `komi`, `passes` or `limit`")
        })?;
        content
            .parse::<Token![:]>()
            .map_err(|e| syn::Error::new(e.span(), format!("expected `:` after `{key}`")))?;
        let duplicate = match key.to_string().as_str() {
            "komi" => {
                let komi = parse_komi(&content)?;
                area.komi.replace(komi).is_some()
            }
            "passes" => {
                let n = parse_number(
                    &content,
                    "the passes in a row that end the game, as in `passes: 2`",
                )?;
                area.passes.replace(n).is_some()
            }
            "limit" => {
                let n = parse_number(
                    &content,
                    "the plies after which the game is scored, as in `limit: 162`",
                )?;
                area.limit.replace(n).is_some()
            }
            other => {
                return Err(syn::Error::new(
                    key.span(),
                    unknown("entry of `area`", "entries", other, AREA),
                ));
            }
        };
        if duplicate {
            area.duplicates.push(key.span());
        }
        if content.is_empty() {
            break;
        }
        content
            .parse::<Token![,]>()
            .map_err(|e| syn::Error::new(e.span(), "separate the entries with commas"))?;
    }
    Ok(area)
}

/// A komi: a whole or half number of points, as `7.5` or `6`, kept in half points.
fn parse_komi(input: ParseStream) -> syn::Result<(Span, u32)> {
    let expected = "a komi in whole or half points, as in `komi: 7.5`";
    let lit: Lit = input
        .parse()
        .map_err(|e| syn::Error::new(e.span(), format!("expected {expected}")))?;
    let halves = match &lit {
        Lit::Int(int) => int
            .base10_parse::<u32>()
            .ok()
            .and_then(|n| n.checked_mul(2)),
        Lit::Float(float) => float.base10_parse::<f64>().ok().and_then(|k| {
            let halves = k * 2.0;
            (halves.fract() == 0.0 && (0.0..=1000.0).contains(&halves)).then_some(halves as u32)
        }),
        _ => None,
    };
    match halves {
        Some(halves) if halves <= 1000 => Ok((lit.span(), halves)),
        _ => Err(syn::Error::new(
            lit.span(),
            format!("expected {expected}, at most 500"),
        )),
    }
}
