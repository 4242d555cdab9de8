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
    /// `skip origin`: a sowing of more seeds than the other pits skips the pit sown from; the
    /// span of `origin`.
    SkipOrigin(Span),
    /// `capture N ... [backward]`: a last seed in an opponent's pit that then holds one of the
    /// counts takes it (and with `backward` the opponent's pits before it while each holds one
    /// of them); the counts as bits (`capture 2 3`: `0b1100`), the span of the last word.
    CaptureCounts {
        /// Bit `n` for a count of `n` seeds.
        counts: u32,
        /// `backward`.
        backward: bool,
        /// The span of the last word.
        span: Span,
    },
    /// `no grand slam`: a capture that would take every seed of the opponent's takes nothing;
    /// the span of `slam`.
    NoGrandSlam(Span),
    /// `must feed`: with the opponent's pits empty, only the turns that sow into them; the
    /// span of `feed`.
    MustFeed(Span),
}

impl SowOption {
    /// The words of the option, for messages.
    pub fn words(self) -> &'static str {
        match self {
            SowOption::AgainInStore(_) => "again in store",
            SowOption::CaptureOpposite(_) => "capture opposite",
            SowOption::SkipOrigin(_) => "skip origin",
            SowOption::CaptureCounts { .. } => "capture N",
            SowOption::NoGrandSlam(_) => "no grand slam",
            SowOption::MustFeed(_) => "must feed",
        }
    }

    /// The span of its last word.
    pub fn span(self) -> Span {
        match self {
            SowOption::AgainInStore(span)
            | SowOption::CaptureOpposite(span)
            | SowOption::SkipOrigin(span)
            | SowOption::CaptureCounts { span, .. }
            | SowOption::NoGrandSlam(span)
            | SowOption::MustFeed(span) => span,
        }
    }
}

/// The options of `sow`, by their first word.
const SOW_OPTIONS: &[&str] = &["again", "capture", "skip", "no", "must"];

/// The largest count a capture names (`capture 2 3`): the counts are bits of a `u32`.
pub const MAX_CAPTURE_COUNT: u32 = 31;

/// Whether the input begins with `word` (an identifier).
pub fn starts_with(input: ParseStream, word: &str) -> bool {
    input.peek(Ident) && input.fork().parse::<Ident>().is_ok_and(|i| i == word)
}

/// `pits R x N [with stores]`.
pub fn parse_board(input: ParseStream) -> syn::Result<PitsBoard> {
    let expected = "a board of pits like `pits 2 x 6` or `pits 2 x 6 with stores`";
    let keyword: Ident = input.parse()?;
    let (rows, pits) = crate::ast::parse_by(input, expected)?;
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

/// The words of an option that follow its first: each must be the one expected.
fn words(input: ParseStream, first: &Ident, expected: &[&str]) -> syn::Result<Span> {
    let whole = format!("{first} {}", expected.join(" "));
    let mut span = first.span();
    for &word in expected {
        let next: Ident = input
            .parse()
            .map_err(|e| syn::Error::new(e.span(), format!("expected `{whole}`")))?;
        if next != word {
            return Err(syn::Error::new(
                next.span(),
                format!("expected `{whole}`, found `{next}`"),
            ));
        }
        span = next.span();
    }
    Ok(span)
}

/// An option of `sow`: `again in store`, `capture opposite`, `capture N ... [backward]`, `skip
/// origin`, `no grand slam` or `must feed`.
fn parse_option(input: ParseStream) -> syn::Result<SowOption> {
    let first: Ident = input.parse().map_err(|e| {
        syn::Error::new(
            e.span(),
            "expected an option of `sow`: `again in store`, `capture opposite`, `capture 2 3`, \
             `skip origin`, `no grand slam` or `must feed`",
        )
    })?;
    match first.to_string().as_str() {
        "again" => {
            let _in: Token![in] = input
                .parse()
                .map_err(|e| syn::Error::new(e.span(), "expected `in store` after `again`"))?;
            let store: Ident = input
                .parse()
                .map_err(|e| syn::Error::new(e.span(), "expected `again in store`"))?;
            if store != "store" {
                return Err(syn::Error::new(
                    store.span(),
                    format!("expected `again in store`, found `{store}`"),
                ));
            }
            Ok(SowOption::AgainInStore(store.span()))
        }
        "capture" if input.peek(syn::LitInt) => parse_capture_counts(input),
        "capture" => {
            let next: Ident = input.parse().map_err(|e| {
                syn::Error::new(
                    e.span(),
                    "expected `capture opposite` or the counts captured, as in `capture 2 3`",
                )
            })?;
            if next != "opposite" {
                return Err(syn::Error::new(
                    next.span(),
                    format!(
                        "expected `capture opposite` or the counts captured, as in `capture 2 \
                         3`, found `{next}`"
                    ),
                ));
            }
            Ok(SowOption::CaptureOpposite(next.span()))
        }
        "skip" => Ok(SowOption::SkipOrigin(words(input, &first, &["origin"])?)),
        "no" => Ok(SowOption::NoGrandSlam(words(
            input,
            &first,
            &["grand", "slam"],
        )?)),
        "must" => Ok(SowOption::MustFeed(words(input, &first, &["feed"])?)),
        other => Err(syn::Error::new(
            first.span(),
            unknown("option of `sow`", "options", other, SOW_OPTIONS),
        )),
    }
}

/// `capture N ... [backward]`, after `capture`: the counts, each once, 1 to
/// [`MAX_CAPTURE_COUNT`].
fn parse_capture_counts(input: ParseStream) -> syn::Result<SowOption> {
    let expected = "the counts of seeds a capture takes, as in `capture 2 3`";
    let mut counts = 0u32;
    let mut span = Span::call_site();
    while input.peek(syn::LitInt) {
        let count = parse_number(input, expected)?;
        if count.value == 0 || count.value > MAX_CAPTURE_COUNT {
            return Err(syn::Error::new(
                count.span,
                format!(
                    "a capture takes a pit of 1 to {MAX_CAPTURE_COUNT} seeds, not {}",
                    count.value
                ),
            ));
        }
        if counts >> count.value & 1 != 0 {
            return Err(syn::Error::new(
                count.span,
                format!("the count {} is written twice: remove one", count.value),
            ));
        }
        counts |= 1 << count.value;
        span = count.span;
    }
    let backward = starts_with(input, "backward");
    if backward {
        span = input.parse::<Ident>()?.span();
    }
    Ok(SowOption::CaptureCounts {
        counts,
        backward,
        span,
    })
}

/// An end of `win: most seeds { ... }`.
#[derive(Clone, Copy)]
pub enum EndOption {
    /// `no move`: the game ends when the side to move has no turn (rather than when either
    /// side's pits are empty); the span of `move`.
    NoMove(Span),
    /// `over half`: the game ends also once a side has captured more than half the seeds, or
    /// both half; the span of `half`.
    OverHalf(Span),
}

impl EndOption {
    /// The words of the end, for messages.
    pub fn words(self) -> &'static str {
        match self {
            EndOption::NoMove(_) => "no move",
            EndOption::OverHalf(_) => "over half",
        }
    }

    /// The span of its last word.
    pub fn span(self) -> Span {
        match self {
            EndOption::NoMove(span) | EndOption::OverHalf(span) => span,
        }
    }
}

/// `win: most seeds [{ END, ... }]`.
pub struct MostSeeds {
    /// The span of `most`.
    pub span: Span,
    /// The ends written, in order.
    pub ends: Vec<EndOption>,
}

/// The ends of `most seeds`, by their first word.
const END_OPTIONS: &[&str] = &["no", "over"];

/// `no move` or `over half`.
fn parse_end(input: ParseStream) -> syn::Result<EndOption> {
    let first: Ident = input.parse().map_err(|e| {
        syn::Error::new(
            e.span(),
            "expected an end of `most seeds`: `no move` or `over half`",
        )
    })?;
    match first.to_string().as_str() {
        "no" => {
            let _move: Token![move] = input
                .parse()
                .map_err(|e| syn::Error::new(e.span(), "expected `no move`"))?;
            Ok(EndOption::NoMove(_move.span))
        }
        "over" => Ok(EndOption::OverHalf(words(input, &first, &["half"])?)),
        other => Err(syn::Error::new(
            first.span(),
            unknown("end of `most seeds`", "ends", other, END_OPTIONS),
        )),
    }
}

/// The ends of `most seeds [{ END, ... }]`, after `most seeds` (read by
/// `ast_boxes::parse_most`, whose `most` is `span`): when the game ends (by default when one
/// side's pits are empty), the side with more seeds (store or captures, and pits) wins.
pub fn parse_seed_ends(input: ParseStream, span: Span) -> syn::Result<MostSeeds> {
    let mut ends = Vec::new();
    if input.peek(syn::token::Brace) {
        let content;
        braced!(content in input);
        while !content.is_empty() {
            ends.push(parse_end(&content)?);
            if content.is_empty() {
                break;
            }
            content.parse::<Token![,]>().map_err(|e| {
                syn::Error::new(e.span(), "separate the ends of `most seeds` with commas")
            })?;
        }
    }
    Ok(MostSeeds { span, ends })
}
