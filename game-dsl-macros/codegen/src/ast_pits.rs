//! The syntax of games of pits and seeds (mancala): `board: pits 2 x N with stores`,
//! `start: N seeds`, `moves: sow { OPTION, ... }` and `win: most seeds`. Kept apart from
//! `ast.rs` so that the family's words live in one place; `ast.rs` calls in here when a
//! section's value begins with one of them (`most`, shared with the boxes' `most boxes`, is read
//! by `ast_boxes::parse_most`).

use proc_macro2::Span;
use syn::parse::ParseStream;
use syn::{Ident, Token, braced};

use crate::ast::{Number, parse_number};
use crate::suggest::unknown;

/// `pits R x N [with stores]`: `R` rows (two, one a side) of `N` pits.
pub struct PitsBoard {
    /// The `pits` keyword.
    pub span: Span,
    /// Rows.
    pub rows: Number,
    /// Pits a row.
    pub pits: Number,
    /// `with stores`: the span of `stores`, if written.
    pub stores: Option<Span>,
}

/// `sow { OPTION, ... }`: the seeds of one of the mover's pits sown one by one around the
/// board, and what the last seed does.
pub struct Sow {
    /// The `sow` keyword.
    pub span: Span,
    /// The options, in the order written.
    pub options: Vec<SowOption>,
}

/// One option of `sow`.
#[derive(Clone, Copy)]
pub enum SowOption {
    /// `again in store`: a last seed in the mover's store gives another sowing; the span of
    /// `store`.
    AgainInStore(Span),
    /// `capture opposite`: a last seed in an empty pit of the mover's takes it and the pit
    /// opposite (when it holds seeds) into the mover's store; the span of `opposite`.
    CaptureOpposite(Span),
}

impl SowOption {
    /// The words of the option, for messages.
    pub fn words(self) -> &'static str {
        match self {
            SowOption::AgainInStore(_) => "again in store",
            SowOption::CaptureOpposite(_) => "capture opposite",
        }
    }

    /// The span of its last word.
    pub fn span(self) -> Span {
        match self {
            SowOption::AgainInStore(span) | SowOption::CaptureOpposite(span) => span,
        }
    }
}

/// The options of `sow`, by their first word.
const SOW_OPTIONS: &[&str] = &["again", "capture"];

/// Whether the input begins with `word` (an identifier).
pub fn starts_with(input: ParseStream, word: &str) -> bool {
    input.peek(Ident) && input.fork().parse::<Ident>().is_ok_and(|i| i == word)
}

/// `pits R x N [with stores]`.
pub fn parse_board(input: ParseStream) -> syn::Result<PitsBoard> {
    let expected = "a board of pits like `pits 2 x 6` or `pits 2 x 6 with stores`";
    let keyword: Ident = input.parse()?;
    let rows = parse_number(input, expected)?;
    let by: Ident = input
        .parse()
        .map_err(|e| syn::Error::new(e.span(), format!("expected {expected}")))?;
    if by != "x" {
        return Err(syn::Error::new(by.span(), format!("expected {expected}")));
    }
    let pits = parse_number(input, expected)?;
    let stores = if input.is_empty() {
        None
    } else {
        let with: Ident = input
            .parse()
            .map_err(|e| syn::Error::new(e.span(), "expected `with stores`"))?;
        let stores: Ident = input
            .parse()
            .map_err(|e| syn::Error::new(e.span(), "expected `with stores`"))?;
        if with != "with" || stores != "stores" {
            return Err(syn::Error::new(
                with.span(),
                format!("expected `with stores` after {expected}, found `{with} {stores}`"),
            ));
        }
        Some(stores.span())
    };
    Ok(PitsBoard {
        span: keyword.span(),
        rows,
        pits,
        stores,
    })
}

/// `N seeds`: the seeds of every pit at the start.
pub fn parse_seeds(input: ParseStream) -> syn::Result<Number> {
    let expected = "the seeds of each pit at the start, as in `start: 4 seeds`";
    let seeds = parse_number(input, expected)?;
    let word: Ident = input
        .parse()
        .map_err(|e| syn::Error::new(e.span(), format!("expected {expected}")))?;
    if word != "seeds" {
        return Err(syn::Error::new(
            word.span(),
            format!("expected {expected}, found `{word}`"),
        ));
    }
    Ok(seeds)
}

/// `sow` or `sow { OPTION, ... }`.
pub fn parse_sow(input: ParseStream) -> syn::Result<Sow> {
    let keyword: Ident = input.parse()?;
    let mut options = Vec::new();
    if input.peek(syn::token::Brace) {
        let content;
        braced!(content in input);
        while !content.is_empty() {
            options.push(parse_option(&content)?);
            if content.is_empty() {
                break;
            }
            content.parse::<Token![,]>().map_err(|e| {
                syn::Error::new(e.span(), "separate the options of `sow` with commas")
            })?;
        }
    }
    Ok(Sow {
        span: keyword.span(),
        options,
    })
}

/// `again in store` or `capture opposite`.
fn parse_option(input: ParseStream) -> syn::Result<SowOption> {
    let first: Ident = input.parse().map_err(|e| {
        syn::Error::new(
            e.span(),
            "expected an option of `sow`: `again in store` or `capture opposite`",
        )
    })?;
    let word = |input: ParseStream, expected: &str| -> syn::Result<Ident> {
        let next: Ident = input.parse().map_err(|e| {
            syn::Error::new(e.span(), format!("expected `{expected}` after `{first}`"))
        })?;
        if next != expected.rsplit(' ').next().unwrap_or(expected) {
            return Err(syn::Error::new(
                next.span(),
                format!("expected `{first} {expected}`, found `{next}`"),
            ));
        }
        Ok(next)
    };
    match first.to_string().as_str() {
        "again" => {
            let _in: Token![in] = input
                .parse()
                .map_err(|e| syn::Error::new(e.span(), "expected `in store` after `again`"))?;
            Ok(SowOption::AgainInStore(word(input, "in store")?.span()))
        }
        "capture" => Ok(SowOption::CaptureOpposite(word(input, "opposite")?.span())),
        other => Err(syn::Error::new(
            first.span(),
            unknown("option of `sow`", "options", other, SOW_OPTIONS),
        )),
    }
}
