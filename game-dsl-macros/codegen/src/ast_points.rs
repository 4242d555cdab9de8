//! The syntax of games of points joined by lines (morris): `board: morris N`, `moves: phases
//! [PART, ...] then remove on mill`, and `lose: fewer N`. Kept apart from `ast.rs` so that the
//! family's words live in one place; `ast.rs` calls in here when a section's value begins with
//! one of them.

use proc_macro2::Span;
use syn::parse::ParseStream;
use syn::{Ident, Token, bracketed};

use crate::ast::{Number, parse_number, parse_word as word};
use crate::suggest::unknown;

/// `morris N`: `N` nested squares joined at the middles of their sides.
pub struct MorrisBoard {
    /// The `morris` keyword.
    pub span: Span,
    /// How many squares.
    pub squares: Number,
}

/// A phase of a side's turn, one part of `phases [...]`.
pub enum Phase {
    /// `place from hand N`: `N` stones in each side's hand, placed one a turn on any empty
    /// point, before any stone moves.
    Place {
        /// The `place` keyword.
        span: Span,
        /// The stones in hand.
        hand: Number,
    },
    /// `step`: a stone moves along a line to the empty point next to it.
    Step(Span),
    /// `fly at N`: a side with `N` stones or fewer (none in hand) moves a stone to any empty
    /// point.
    Fly {
        /// The `fly` keyword.
        span: Span,
        /// The most stones with which a side flies.
        stones: Number,
    },
}

impl Phase {
    /// The span of the phase's keyword.
    pub fn span(&self) -> Span {
        match self {
            Phase::Place { span, .. } | Phase::Step(span) | Phase::Fly { span, .. } => *span,
        }
    }
}

/// `phases [PART, ...] [then remove on mill]`.
pub struct Phases {
    /// The `phases` keyword.
    pub span: Span,
    /// The phases, in the order written.
    pub phases: Vec<Phase>,
    /// `then remove on mill`: the span of `remove`, for each time it is written.
    pub remove_on_mill: Vec<Span>,
}

/// `lose: fewer N`: a side with fewer than `N` stones, in hand and on the board, loses.
pub struct Fewer {
    /// The `fewer` keyword.
    pub span: Span,
    /// The count.
    pub stones: Number,
}

/// The phases a turn may have.
const PHASES: &[&str] = &["place", "step", "fly"];

/// `morris N`.
pub fn parse_board(input: ParseStream) -> syn::Result<MorrisBoard> {
    let keyword: Ident = input.parse()?;
    let squares = parse_number(
        input,
        "a number of nested squares, as in `morris 3` (nine men's morris)",
    )?;
    Ok(MorrisBoard {
        span: keyword.span(),
        squares,
    })
}

/// `phases [PART, ...] [then remove on mill]`.
pub fn parse_phases(input: ParseStream) -> syn::Result<Phases> {
    let keyword: Ident = input.parse()?;
    if !input.peek(syn::token::Bracket) {
        return Err(input.error(
            "expected the phases in brackets, as in `phases [place from hand 9, step, fly at 3]`",
        ));
    }
    let content;
    bracketed!(content in input);
    let mut phases = Vec::new();
    while !content.is_empty() {
        phases.push(parse_phase(&content)?);
        if content.is_empty() {
            break;
        }
        content
            .parse::<Token![,]>()
            .map_err(|e| syn::Error::new(e.span(), "separate the phases with commas"))?;
    }
    let mut remove_on_mill = Vec::new();
    while !input.is_empty() {
        let expected = "`then remove on mill` after the phases";
        word(input, "then", expected)?;
        let remove = word(input, "remove", expected)?;
        word(input, "on", expected)?;
        word(input, "mill", expected)?;
        remove_on_mill.push(remove);
    }
    Ok(Phases {
        span: keyword.span(),
        phases,
        remove_on_mill,
    })
}

/// `place from hand N`, `step` or `fly at N`.
fn parse_phase(input: ParseStream) -> syn::Result<Phase> {
    let keyword: Ident = input.parse().map_err(|e| {
        syn::Error::new(
            e.span(),
            "expected a phase: `place from hand N`, `step` or `fly at N`",
        )
    })?;
    let span = keyword.span();
    match keyword.to_string().as_str() {
        "place" => {
            let expected = "`place from hand N` (the stones each side places)";
            word(input, "from", expected)?;
            word(input, "hand", expected)?;
            let hand = parse_number(input, "the stones in each side's hand, as in `from hand 9`")?;
            Ok(Phase::Place { span, hand })
        }
        "step" => Ok(Phase::Step(span)),
        "fly" => {
            word(
                input,
                "at",
                "`fly at N` (the stones with which a side flies)",
            )?;
            let stones = parse_number(
                input,
                "the stones with which a side flies, as in `fly at 3`",
            )?;
            Ok(Phase::Fly { span, stones })
        }
        other => Err(syn::Error::new(
            span,
            unknown("phase", "phases", other, PHASES),
        )),
    }
}

/// `fewer N`.
pub fn parse_fewer(input: ParseStream) -> syn::Result<Fewer> {
    let keyword: Ident = input.parse()?;
    let stones = parse_number(
        input,
        "the fewest stones a side keeps, as in `fewer 3` (a side with 2 loses)",
    )?;
    Ok(Fewer {
        span: keyword.span(),
        stones,
    })
}
