//! The syntax of games of the hive (Hive): `board: hive`, then kinds of pieces made of
//! movement parts, the royal kind and the end. Kept apart from `ast.rs` so that the family's
//! words live in one place; `ast.rs` calls in here for a declaration with `board: hive`.
//!
//! ```text
//! board: hive,
//! pieces: { queen Q: 1 slide 1, ant A: 3 slide any, beetle B: 2 [slide 1, climb], ... },
//! royal: queen { by_turn: 4, not_first },
//! win: surround royal,
//! pass: when_blocked,
//! limit: 500,
//! ```

use proc_macro2::{Span, TokenStream};
use syn::parse::ParseStream;
use syn::{Ident, Token};

use crate::ast::{Number, parse_number};
use crate::ast_kinds::{FamilyDecl, Keyed, one_or_list, parse_family, parse_kind_list};
use crate::suggest::unknown;

/// The sections of a game of the hive.
pub const HIVE_SECTIONS: &[&str] = &[
    "board", "sides", "pieces", "royal", "win", "pass", "limit", "end",
];

/// The movement parts a kind is made of.
pub const PARTS: &[&str] = &["slide", "climb", "hop", "over", "mimic", "throw"];

/// A declaration with `board: hive`, each section parsed on its own.
pub type HiveDecl = FamilyDecl<HiveValue>;

/// A section of a declaration of the hive.
pub type HiveSection = Keyed<HiveValue>;

/// The value of a section.
pub enum HiveValue {
    /// `board: hive`.
    Board,
    /// `sides: [White, Black]`.
    Sides(Ident, Ident),
    /// `pieces: { queen Q: 1 slide 1, ... }`.
    Pieces(Vec<BugDecl>),
    /// `royal: queen { by_turn: 4, not_first }`.
    Royal(RoyalDecl),
    /// `win: surround royal`.
    Win,
    /// `pass: when_blocked` or `pass: never`.
    Pass(Ident),
    /// `limit: N`.
    Limit(Number),
    /// `end: custom PATH`: the author's end, tested before the game's own.
    End(crate::ast::End),
}

/// `queen Q: 1 slide 1`: a kind's name, letter, pieces a side and parts.
pub struct BugDecl {
    /// The kind's name.
    pub name: Ident,
    /// Its letter.
    pub letter: Ident,
    /// How many each side has.
    pub count: Number,
    /// How it moves.
    pub parts: Vec<PartDecl>,
}

/// A movement part: `slide 3`, `slide any`, `over 2`, `climb`, `hop`, `mimic`, `throw`.
pub struct PartDecl {
    /// The part's word.
    pub word: Ident,
    /// Its number, for `slide` and `over`: `None` for `any`.
    pub amount: Option<Option<Number>>,
}

/// `royal: queen { by_turn: 4, not_first }`.
pub struct RoyalDecl {
    /// The royal kind's name.
    pub kind: Ident,
    /// `by_turn: N`: the turn of its own by which a side places it.
    pub by_turn: Option<Number>,
    /// `not_first`: it may not be a side's first piece.
    pub not_first: bool,
    /// Rules written twice, for an error each.
    pub duplicates: Vec<Span>,
}

/// Whether the sections declare a game of the hive (`board: hive`).
pub fn declares_hive(chunks: &[TokenStream]) -> bool {
    chunks.iter().any(|chunk| {
        let tokens: Vec<_> = chunk.clone().into_iter().take(3).collect();
        matches!(&tokens[..],
            [proc_macro2::TokenTree::Ident(key), proc_macro2::TokenTree::Punct(colon), proc_macro2::TokenTree::Ident(value)]
                if key == "board" && colon.as_char() == ':' && value == "hive")
    })
}

/// Parses each chunk (a section) on its own.
pub fn parse_sections(chunks: Vec<TokenStream>) -> HiveDecl {
    parse_family(chunks, HIVE_SECTIONS, parse_section)
}

/// `key: value`.
fn parse_section(input: ParseStream) -> syn::Result<HiveSection> {
    let key: Ident = input.parse().map_err(|e| {
        syn::Error::new(e.span(), "expected a section name, as in `pieces: { ... }`")
    })?;
    let name = key.to_string();
    if !HIVE_SECTIONS.contains(&name.as_str()) {
        return Err(syn::Error::new(
            key.span(),
            unknown(
                "section of a game of the hive",
                "sections",
                &name,
                HIVE_SECTIONS,
            ),
        ));
    }
    input.parse::<Token![:]>()?;
    let value = match name.as_str() {
        "board" => {
            crate::ast::parse_word(input, "hive", "`board: hive`")?;
            HiveValue::Board
        }
        "sides" => {
            let (first, second) = crate::ast::parse_sides(input)?;
            HiveValue::Sides(first, second)
        }
        "pieces" => HiveValue::Pieces(parse_pieces(input)?),
        "royal" => HiveValue::Royal(parse_royal(input)?),
        "win" => {
            let expected = "`win: surround royal`";
            crate::ast::parse_word(input, "surround", expected)?;
            crate::ast::parse_word(input, "royal", expected)?;
            HiveValue::Win
        }
        "pass" => HiveValue::Pass(
            input
                .parse()
                .map_err(|e| syn::Error::new(e.span(), "expected `when_blocked` or `never`"))?,
        ),
        "limit" => HiveValue::Limit(parse_number(
            input,
            "a number of plies after which the game is a draw, as in `limit: 500`",
        )?),
        "end" => HiveValue::End(crate::ast::parse_end(input)?),
        _ => unreachable!("every name in HIVE_SECTIONS is parsed"),
    };
    if !input.is_empty() {
        return Err(input.error(format!(
            "unexpected tokens at the end of section `{name}`: separate sections with commas"
        )));
    }
    Ok(HiveSection { key, value })
}

/// `{ queen Q: 1 slide 1, ant A: 3 slide any, ... }`.
fn parse_pieces(input: ParseStream) -> syn::Result<Vec<BugDecl>> {
    parse_kind_list(
        input,
        "queen Q: 1 slide 1",
        "Q: 1 slide 1",
        |name, letter, content| {
            let count = parse_number(
                content,
                &format!(
                    "how many `{name}` each side has, then its parts, as in `{name} {letter}: 1 slide 1`"
                ),
            )?;
            Ok(BugDecl {
                parts: one_or_list(content, parse_part)?,
                name,
                letter,
                count,
            })
        },
    )
}

/// One part: `slide N`, `slide any`, `over N`, `climb`, `hop`, `mimic` or `throw`.
fn parse_part(input: ParseStream) -> syn::Result<PartDecl> {
    let word: Ident = input.parse().map_err(|e| {
        syn::Error::new(
            e.span(),
            "expected a movement part: `slide N`, `slide any`, `climb`, `hop`, `over N`, `mimic` or `throw`",
        )
    })?;
    let text = word.to_string();
    if !PARTS.contains(&text.as_str()) {
        return Err(syn::Error::new(
            word.span(),
            unknown("movement part", "movement parts", &text, PARTS),
        ));
    }
    let amount = match text.as_str() {
        "slide" if input.peek(Ident) => {
            crate::ast::parse_word(input, "any", "`slide any` or `slide N`")?;
            Some(None)
        }
        "slide" => Some(Some(parse_number(
            input,
            "the cells a slide goes, as in `slide 3`, or `slide any`",
        )?)),
        "over" => Some(Some(parse_number(
            input,
            "the steps on top of the hive before the step down, as in `over 2`",
        )?)),
        _ => None,
    };
    Ok(PartDecl { word, amount })
}

/// `queen` or `queen { by_turn: 4, not_first }`.
fn parse_royal(input: ParseStream) -> syn::Result<RoyalDecl> {
    let kind: Ident = input.parse().map_err(|e| {
        syn::Error::new(
            e.span(),
            "expected the royal kind's name, as in `royal: queen`",
        )
    })?;
    let mut royal = RoyalDecl {
        kind,
        by_turn: None,
        not_first: false,
        duplicates: Vec::new(),
    };
    if input.peek(syn::token::Brace) {
        let content;
        syn::braced!(content in input);
        let mut seen_not_first = None;
        while !content.is_empty() {
            let key: Ident = content.parse()?;
            match key.to_string().as_str() {
                "not_first" => {
                    if seen_not_first.replace(key.span()).is_some() {
                        royal.duplicates.push(key.span());
                    }
                    royal.not_first = true;
                }
                "by_turn" => {
                    content.parse::<Token![:]>()?;
                    let n = parse_number(
                        &content,
                        "the turn by which a side places its royal piece, as in `by_turn: 4`",
                    )?;
                    if royal.by_turn.replace(n).is_some() {
                        royal.duplicates.push(key.span());
                    }
                }
                other => {
                    return Err(syn::Error::new(
                        key.span(),
                        unknown(
                            "rule of the royal piece",
                            "rules",
                            other,
                            &["by_turn", "not_first"],
                        ),
                    ));
                }
            }
            if content.is_empty() {
                break;
            }
            content.parse::<Token![,]>()?;
        }
    }
    Ok(royal)
}
