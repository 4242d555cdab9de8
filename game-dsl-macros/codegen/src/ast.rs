//! The syntax tree of a declaration: what the user wrote, each part with its span.
//!
//! ```text
//! game! {
//!     /// Doc comment of the generated type.
//!     pub Name { section: value, section: value, ... }
//! }
//! ```
//! Sections are separated by commas and each one is parsed on its own, so that a mistake in one
//! section does not hide the mistakes in the others.

use proc_macro2::{Span, TokenStream, TokenTree};
use syn::parse::{Parse, ParseStream, Parser};
use syn::spanned::Spanned;
use syn::{Attribute, Ident, LitInt, Token, Visibility, braced};

use crate::errors::Errors;
use crate::suggest::{closest, unknown};

/// A whole declaration.
pub struct Input {
    /// Attributes, doc comments among them, passed on to the generated type.
    pub attrs: Vec<Attribute>,
    /// Visibility of the generated type.
    pub vis: Visibility,
    /// Name of the generated type.
    pub name: Ident,
    /// The sections that parsed.
    pub sections: Vec<Section>,
    /// Errors met while parsing sections, reported with the validation errors.
    pub errors: Vec<syn::Error>,
    /// Sections the user wrote (or evidently meant, for a misspelt name) whose value did not
    /// parse: no "missing section" error is reported for them.
    pub attempted: Vec<&'static str>,
}

/// `key: value`.
pub struct Section {
    /// The section name.
    pub key: Ident,
    /// Its value.
    pub value: Value,
}

/// The value of a section.
pub enum Value {
    /// `board: W x H`.
    Board {
        /// Columns.
        width: Number,
        /// Rows.
        height: Number,
    },
    /// `pile: N`.
    Pile(Number),
    /// `moves: ...`.
    Moves(Moves),
    /// `win: ...`.
    Win(Win),
    /// `order: ...`.
    Order(Order),
    /// `eval: ...`.
    Eval(Eval),
}

/// `order: centre | lines`: the move-ordering hint of a board game.
pub enum Order {
    /// Cells of central columns first.
    Centre(Span),
    /// Cells on more winning lines first (the default for line games).
    Lines(Span),
}

/// `eval: windows [w1, w2, ...]`: the static evaluation.
pub enum Eval {
    /// For every window of the winning line's length that holds stones of one side only, the
    /// weight for its number of stones (1, 2, ...), counted for the side to move and against.
    Windows {
        /// The `windows` keyword.
        span: Span,
        /// One weight per number of stones, from 1 to the line's length less one.
        weights: Vec<Number>,
        /// The span of the list, for errors about its length.
        list_span: Span,
    },
}

/// A number and where it was written.
#[derive(Clone, Copy)]
pub struct Number {
    /// The value.
    pub value: u32,
    /// Its span.
    pub span: Span,
}

/// `moves: place | take A..=B`.
pub enum Moves {
    /// `place`: a stone on any empty cell.
    Place(Span),
    /// `drop`: choose a column; the stone falls to its lowest empty cell.
    Drop(Span),
    /// `take A..=B`: take between A and B tokens from the pile.
    Take {
        /// The `take` keyword.
        span: Span,
        /// Fewest tokens.
        min: Number,
        /// Most tokens.
        max: Number,
    },
}

/// `win: line N | last_take`.
pub enum Win {
    /// `line N`: N stones in a row, horizontally, vertically or diagonally.
    Line {
        /// The `line` keyword.
        span: Span,
        /// The length.
        length: Number,
    },
    /// `last_take`: whoever takes the last token wins (a player who cannot move loses).
    LastTake(Span),
}

/// The section names, in the order the reference documents them.
pub const SECTIONS: &[&str] = &["board", "pile", "moves", "win", "order", "eval"];
/// The move kinds.
const MOVE_KINDS: &[&str] = &["place", "drop", "take"];
/// The move-ordering hints.
const ORDERS: &[&str] = &["centre", "lines"];
/// The evaluation terms.
const EVAL_TERMS: &[&str] = &["windows"];
/// The win conditions.
const WIN_KINDS: &[&str] = &["line", "last_take"];

impl Parse for Input {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        let attrs = input.call(Attribute::parse_outer)?;
        let vis: Visibility = input.parse()?;
        let name: Ident = input.parse().map_err(|e| {
            syn::Error::new(
                e.span(),
                "expected the game's name, as in `pub TicTacToe { ... }`",
            )
        })?;
        if !input.peek(syn::token::Brace) {
            return Err(input.error(format!(
                "expected `{{` and the sections of `{name}`, as in `{name} {{ board: 3 x 3, moves: place, win: line 3 }}`"
            )));
        }
        let body;
        braced!(body in input);
        let body: TokenStream = body.parse()?;
        if !input.is_empty() {
            return Err(input.error(
                "unexpected tokens after the game's `{ ... }`: declare one game per `game!`",
            ));
        }
        let mut sections = Vec::new();
        let mut errors = Errors::default();
        let mut attempted = Vec::new();
        for chunk in split_sections(body) {
            let meant = meant_section(&chunk);
            match Section::parse.parse2(chunk) {
                Ok(section) => sections.push(section),
                Err(error) => {
                    errors.push(error);
                    attempted.extend(meant);
                }
            }
        }
        let errors = match errors.finish(()) {
            Ok(()) => Vec::new(),
            Err(error) => error.into_iter().collect(),
        };
        Ok(Input {
            attrs,
            vis,
            name,
            sections,
            errors,
            attempted,
        })
    }
}

/// The section a chunk names, or evidently means if the name is misspelt.
fn meant_section(chunk: &TokenStream) -> Option<&'static str> {
    match chunk.clone().into_iter().next() {
        Some(TokenTree::Ident(ident)) => {
            let name = ident.to_string();
            SECTIONS
                .iter()
                .copied()
                .find(|&s| s == name)
                .or_else(|| closest(&name, SECTIONS))
        }
        _ => None,
    }
}

/// Splits the body at its top-level commas; empty chunks (a trailing comma) are dropped.
fn split_sections(body: TokenStream) -> Vec<TokenStream> {
    let mut chunks = vec![TokenStream::new()];
    for tt in body {
        match &tt {
            TokenTree::Punct(p) if p.as_char() == ',' => chunks.push(TokenStream::new()),
            _ => chunks.last_mut().expect("never empty").extend([tt]),
        }
    }
    chunks.retain(|c| !c.is_empty());
    chunks
}

impl Parse for Section {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        let key: Ident = input.parse().map_err(|e| {
            syn::Error::new(e.span(), "expected a section name, as in `board: 3 x 3`")
        })?;
        let name = key.to_string();
        if !SECTIONS.contains(&name.as_str()) {
            return Err(syn::Error::new(
                key.span(),
                unknown("section", "sections", &name, SECTIONS),
            ));
        }
        if !input.peek(Token![:]) {
            return Err(input.error(format!("expected `:` after `{name}`")));
        }
        input.parse::<Token![:]>()?;
        if input.is_empty() {
            return Err(syn::Error::new(
                key.span(),
                format!("section `{name}` has no value"),
            ));
        }
        let value = match name.as_str() {
            "board" => parse_board(input)?,
            "pile" => Value::Pile(parse_number(input, "a number of tokens, as in `pile: 5`")?),
            "moves" => Value::Moves(parse_moves(input)?),
            "win" => Value::Win(parse_win(input)?),
            "order" => Value::Order(parse_order(input)?),
            "eval" => Value::Eval(parse_eval(input)?),
            _ => unreachable!("every name in SECTIONS is parsed"),
        };
        if !input.is_empty() {
            return Err(input.error(format!(
                "unexpected tokens at the end of section `{name}`: separate sections with commas"
            )));
        }
        Ok(Section { key, value })
    }
}

/// `W x H`.
fn parse_board(input: ParseStream) -> syn::Result<Value> {
    let text = input.fork().parse::<TokenStream>()?.to_string();
    let expected = || format!("expected a board size like `7 x 6`, found `{text}`");
    if input.peek(LitInt) {
        let lit: LitInt = input.fork().parse()?;
        if let Some(height) = lit.suffix().strip_prefix('x') {
            let width = lit.base10_digits();
            return Err(syn::Error::new(
                lit.span(),
                format!("write the board size with spaces: `{width} x {height}`"),
            ));
        }
    }
    let width = parse_number(input, &expected())?;
    let by: Ident = input
        .parse()
        .map_err(|e| syn::Error::new(e.span(), expected()))?;
    if by != "x" {
        return Err(syn::Error::new(by.span(), expected()));
    }
    let height = parse_number(input, &expected())?;
    Ok(Value::Board { width, height })
}

/// `place` or `take A..=B`.
fn parse_moves(input: ParseStream) -> syn::Result<Moves> {
    let kind: Ident = input.parse().map_err(|e| {
        syn::Error::new(
            e.span(),
            format!("expected a move kind: {}", list(MOVE_KINDS, "or")),
        )
    })?;
    match kind.to_string().as_str() {
        "place" => Ok(Moves::Place(kind.span())),
        "drop" => Ok(Moves::Drop(kind.span())),
        "take" => {
            let expected = "a range of tokens to take, as in `take 1..=3`";
            let min = parse_number(input, expected)?;
            if input.peek(Token![..]) && !input.peek(Token![..=]) {
                let dots: Token![..] = input.parse()?;
                return Err(syn::Error::new(
                    dots.span(),
                    "write the take range with `..=`, as in `take 1..=3`: both ends are included",
                ));
            }
            input
                .parse::<Token![..=]>()
                .map_err(|e| syn::Error::new(e.span(), expected))?;
            let max = parse_number(input, expected)?;
            Ok(Moves::Take {
                span: kind.span(),
                min,
                max,
            })
        }
        other => Err(syn::Error::new(
            kind.span(),
            unknown("move kind", "move kinds", other, MOVE_KINDS),
        )),
    }
}

/// `line N` or `last_take`.
fn parse_win(input: ParseStream) -> syn::Result<Win> {
    let kind: Ident = input.parse().map_err(|e| {
        syn::Error::new(
            e.span(),
            format!("expected a win condition: {}", list(WIN_KINDS, "or")),
        )
    })?;
    match kind.to_string().as_str() {
        "line" => Ok(Win::Line {
            span: kind.span(),
            length: parse_number(input, "the length of a winning line, as in `line 3`")?,
        }),
        "last_take" => Ok(Win::LastTake(kind.span())),
        other => Err(syn::Error::new(
            kind.span(),
            unknown("win condition", "win conditions", other, WIN_KINDS),
        )),
    }
}

/// `centre` or `lines`.
fn parse_order(input: ParseStream) -> syn::Result<Order> {
    let kind: Ident = input.parse().map_err(|e| {
        syn::Error::new(
            e.span(),
            format!("expected a move-ordering hint: {}", list(ORDERS, "or")),
        )
    })?;
    match kind.to_string().as_str() {
        "centre" | "center" => Ok(Order::Centre(kind.span())),
        "lines" => Ok(Order::Lines(kind.span())),
        other => Err(syn::Error::new(
            kind.span(),
            unknown("move-ordering hint", "hints", other, ORDERS),
        )),
    }
}

/// `windows [w1, w2, ...]`.
fn parse_eval(input: ParseStream) -> syn::Result<Eval> {
    let kind: Ident = input.parse().map_err(|e| {
        syn::Error::new(
            e.span(),
            format!("expected an evaluation term: {}", list(EVAL_TERMS, "or")),
        )
    })?;
    match kind.to_string().as_str() {
        "windows" => {
            let expected = "a list of weights, one per number of stones in a window, as in `windows [1, 4, 16]`";
            if !input.peek(syn::token::Bracket) {
                return Err(input.error(format!("expected {expected}")));
            }
            let content;
            let bracket = syn::bracketed!(content in input);
            let mut weights = Vec::new();
            while !content.is_empty() {
                weights.push(parse_number(&content, "a weight (a whole number)")?);
                if content.is_empty() {
                    break;
                }
                content.parse::<Token![,]>()?;
            }
            Ok(Eval::Windows {
                span: kind.span(),
                weights,
                list_span: bracket.span.join(),
            })
        }
        other => Err(syn::Error::new(
            kind.span(),
            unknown("evaluation term", "terms", other, EVAL_TERMS),
        )),
    }
}

/// A non-negative integer literal without suffix.
fn parse_number(input: ParseStream, expected: &str) -> syn::Result<Number> {
    let lit: LitInt = input
        .parse()
        .map_err(|e| syn::Error::new(e.span(), format!("expected {expected}")))?;
    if !lit.suffix().is_empty() {
        return Err(syn::Error::new(
            lit.span(),
            format!("expected {expected}, without a suffix"),
        ));
    }
    let value = lit.base10_parse::<u32>().map_err(|_| {
        syn::Error::new(
            lit.span(),
            format!(
                "`{}` is too large: expected {expected}",
                lit.base10_digits()
            ),
        )
    })?;
    Ok(Number {
        value,
        span: lit.span(),
    })
}

/// `` `a`, `b` or `c` `` (or `and`).
pub fn list(words: &[&str], conjunction: &str) -> String {
    let quoted: Vec<String> = words.iter().map(|w| format!("`{w}`")).collect();
    match quoted.split_last() {
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} {conjunction} {last}", rest.join(", ")),
        None => String::new(),
    }
}
