//! The syntax of games of edges and boxes (dots and boxes): `board: edges of W x H boxes`,
//! `moves: draw` or `moves: draw { again on box }`, and `win: most boxes` (the count compared
//! at the end, read with `most seeds` by [`parse_most`]). Kept apart from `ast.rs` so that the
//! family's words live in one place; `ast.rs` calls in here when a section's value begins with
//! one of them.

use proc_macro2::Span;
use syn::ext::IdentExt;
use syn::parse::ParseStream;
use syn::{Ident, LitInt, Token, braced};

use crate::ast::{Number, parse_number};
use crate::suggest::unknown;

/// `edges of W x H boxes`: a rectangle of `W` x `H` boxes, their edges drawn between dots.
pub struct EdgesBoard {
    /// The `edges` keyword.
    pub span: Span,
    /// Boxes a row.
    pub columns: Number,
    /// Rows of boxes.
    pub rows: Number,
}

/// `draw { OPTION, ... }`: one edge drawn, and what closing a box does.
pub struct Draw {
    /// The `draw` keyword.
    pub span: Span,
    /// `again on box`: the span of `box`, for each time it is written.
    pub again_on_box: Vec<Span>,
}

/// What `win: most ...` counts.
pub enum Most {
    /// `most seeds [{ END, ... }]`: the seeds of a side's store (or captures) and pits.
    Seeds(crate::ast_pits::MostSeeds),
    /// `most boxes`: the boxes a side closed; the span of `most`.
    Boxes(Span),
}

/// The things `most` counts.
const COUNTED: &[&str] = &["seeds", "boxes"];

/// `edges of W x H boxes`.
pub fn parse_board(input: ParseStream) -> syn::Result<EdgesBoard> {
    let expected = "a board of edges like `edges of 2 x 2 boxes` (boxes a row x rows)";
    let keyword: Ident = input.parse()?;
    let word = |input: ParseStream, word: &str| crate::ast::parse_word(input, word, expected);
    word(input, "of")?;
    if input.peek(LitInt) {
        let lit: LitInt = input.fork().parse()?;
        if let Some(height) = lit.suffix().strip_prefix('x') {
            return Err(syn::Error::new(
                lit.span(),
                format!(
                    "write the size with spaces: `{} x {height}`",
                    lit.base10_digits()
                ),
            ));
        }
    }
    let columns = parse_number(input, expected)?;
    word(input, "x")?;
    let rows = parse_number(input, expected)?;
    word(input, "boxes")?;
    Ok(EdgesBoard {
        span: keyword.span(),
        columns,
        rows,
    })
}

/// `draw` or `draw { again on box }`.
pub fn parse_draw(input: ParseStream) -> syn::Result<Draw> {
    let keyword: Ident = input.parse()?;
    let mut again_on_box = Vec::new();
    if input.peek(syn::token::Brace) {
        let content;
        braced!(content in input);
        while !content.is_empty() {
            again_on_box.push(parse_option(&content)?);
            if content.is_empty() {
                break;
            }
            content.parse::<Token![,]>().map_err(|e| {
                syn::Error::new(e.span(), "separate the options of `draw` with commas")
            })?;
        }
    }
    Ok(Draw {
        span: keyword.span(),
        again_on_box,
    })
}

/// `again on box`: the span of `box`.
fn parse_option(input: ParseStream) -> syn::Result<Span> {
    let first: Ident = input
        .parse()
        .map_err(|e| syn::Error::new(e.span(), "expected an option of `draw`: `again on box`"))?;
    if first != "again" {
        return Err(syn::Error::new(
            first.span(),
            unknown(
                "option of `draw`",
                "options",
                &first.to_string(),
                &["again"],
            ),
        ));
    }
    let mut last = first.span();
    for expected in ["on", "box"] {
        // `box` is a keyword of Rust's: read as any identifier.
        let next = input
            .call(Ident::parse_any)
            .map_err(|e| syn::Error::new(e.span(), "expected `again on box`"))?;
        if next != expected {
            return Err(syn::Error::new(
                next.span(),
                format!("expected `again on box`, found `{next}` for `{expected}`"),
            ));
        }
        last = next.span();
    }
    Ok(last)
}

/// `most seeds` or `most boxes`: at the end, the side with more of them wins, as many draw.
pub fn parse_most(input: ParseStream) -> syn::Result<Most> {
    let most: Ident = input.parse()?;
    let counted: Ident = input
        .parse()
        .map_err(|e| syn::Error::new(e.span(), "expected `most seeds` or `most boxes`"))?;
    match counted.to_string().as_str() {
        "seeds" => Ok(Most::Seeds(crate::ast_pits::parse_seed_ends(
            input,
            most.span(),
        )?)),
        "boxes" => Ok(Most::Boxes(most.span())),
        other => Err(syn::Error::new(
            counted.span(),
            unknown("count of `most`", "counts", other, COUNTED),
        )),
    }
}
