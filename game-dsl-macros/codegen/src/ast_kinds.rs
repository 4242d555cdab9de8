//! The syntax of a game of kinds of pieces (chess and its variants): a declaration with a
//! `pieces` section, lowered to the runtime's `game_dsl::kinds`.
//!
//! ```text
//! pub Chess {
//!     board: 8 x 8,            // `9 x 10 crossings`: on the crossings of lines; `9 x 9 plain`
//!     look: figurines,         // `wedges`: shogi's pointed pieces; `stones` (the default)
//!     sides: [White, Black],
//!     start: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
//!     pieces: {
//!         pawn P: [leap (1, 0) onto empty, run 2 from row 2, leap (1, 1) onto enemy en_passant],
//!         knight N: leap (1, 2) all,
//!         ...
//!     },
//!     promote: pawn at row 8 to [queen, rook, bishop, knight],
//!     royal: king,
//!     castle: [K: e1 to g1 and h1 to f1 empty [f1, g1] safe [e1, f1, g1], ...],
//!     quiet: 100,
//!     repeat: 3 draw,
//!     insufficient: [knight alone, bishop same_colour],
//!     hand: captured demoted,
//!     drop: [pawn within a2..h7],
//!     eval: { material: { pawn: 100, knight: 300 } },
//! }
//! ```
//!
//! Each section is parsed on its own, as in [`ast`](crate::ast), so that every mistake shows.

use proc_macro2::{Span, TokenStream};
use syn::parse::{ParseStream, Parser};
use syn::{Ident, LitInt, LitStr, Token};

use crate::ast::{Blocked, Number, parse_number};
use crate::ast_parts::Word;
use crate::errors::Errors;
use crate::suggest::{list, unknown};

/// The sections of a game of kinds of pieces.
pub const KIND_SECTIONS: &[&str] = &[
    "board",
    "sides",
    "start",
    "pieces",
    "promote",
    "royal",
    "castle",
    "capture",
    "blocked",
    "quiet",
    "limit",
    "repeat",
    "insufficient",
    "hand",
    "drop",
    "notation",
    "look",
    "enter",
    "eval",
    "end",
];
/// How the material left may be too little to win, after a kind in `insufficient`.
pub const MATERIAL: &[&str] = &["alone", "same_colour"];
/// The parts of a kind's moves.
const PARTS: &[&str] = &["leap", "slide", "run"];
/// What a leap may land on.
const ONTO: &[&str] = &["empty", "enemy", "any"];
/// What a slide may land on.
const SLIDE_ONTO: &[&str] = &["empty", "enemy", "any", "royal"];
/// The words after a slide's lines.
const SLIDE_WORDS: &[&str] = &["onto", "over"];
/// The lines of a slide.
const LINES: &[&str] = &["orthogonal", "diagonal", "all", "forward"];
/// The words after a leap's vector.
const LEAP_WORDS: &[&str] = &[
    "mirror",
    "all",
    "onto",
    "blocked",
    "within",
    "from",
    "en_passant",
];

/// A declaration of a family parsed on its own (kinds of pieces, the hive): its sections, and
/// the errors of those that did not parse.
pub struct FamilyDecl<V> {
    /// The sections that parsed, in the order written.
    pub sections: Vec<Keyed<V>>,
    /// Errors met while parsing sections.
    pub errors: Vec<syn::Error>,
    /// Sections written whose value did not parse.
    pub attempted: Vec<&'static str>,
}

impl<V> FamilyDecl<V> {
    /// The function of `end: custom PATH`, if a section is one (`end` reads it from a
    /// section's value); the first, a second being reported as written twice.
    pub fn custom_end(&self, end: fn(&V) -> Option<&crate::ast::End>) -> Option<syn::Path> {
        self.sections
            .iter()
            .find_map(|section| end(&section.value))
            .map(|end| end.function.clone())
    }
}

/// `key: value`.
pub struct Keyed<V> {
    /// The section's name.
    pub key: Ident,
    /// Its value.
    pub value: V,
}

/// Parses each chunk (a section) of a family's declaration on its own with `parse`; a chunk
/// that fails is noted as attempted when its key is one of `names`.
pub fn parse_family<V>(
    chunks: Vec<TokenStream>,
    names: &'static [&'static str],
    parse: fn(ParseStream) -> syn::Result<Keyed<V>>,
) -> FamilyDecl<V> {
    let mut decl = FamilyDecl {
        sections: Vec::new(),
        errors: Vec::new(),
        attempted: Vec::new(),
    };
    for chunk in chunks {
        let key = match chunk.clone().into_iter().next() {
            Some(proc_macro2::TokenTree::Ident(i)) => i.to_string(),
            _ => String::new(),
        };
        match parse.parse2(chunk) {
            Ok(section) => decl.sections.push(section),
            Err(error) => {
                decl.errors.push(error);
                decl.attempted
                    .extend(names.iter().copied().find(|&s| s == key));
            }
        }
    }
    decl
}

/// A declaration of kinds of pieces.
pub type KindsDecl = FamilyDecl<KindValue>;

/// A section of a declaration of kinds of pieces.
pub type KindSection = Keyed<KindValue>;

/// The value of a section of a game of kinds.
pub enum KindValue {
    /// `board: W x H`, and how it is drawn: `crossings` for pieces on the crossings of lines,
    /// `plain` for squares of one colour (else a checkerboard).
    Board(Number, Number, Option<Ident>),
    /// `sides: [White, Black]`: the sides' names, the first player's first.
    Sides(Ident, Ident),
    /// `start: "FEN"`.
    Start(LitStr),
    /// `pieces: { NAME LETTER: PARTS, ... }`.
    Pieces(Vec<PieceDecl>),
    /// `promote: KIND at row N to [KIND, ...]`, or a list of such promotions, each `at row N`
    /// or `at rows A..B`, and `optional` after.
    Promote(Vec<PromoteDecl>),
    /// `royal: KIND` or `royal: none`.
    Royal(Word),
    /// `castle: [LETTER: ..., ...]` or `castle: none`.
    Castle(Vec<CastleDecl>),
    /// `capture: compulsory`.
    Capture(Word),
    /// `blocked: lose | draw | win`.
    Blocked(Blocked),
    /// `quiet: N`, or `quiet: none` (`None`).
    Quiet(Option<Number>),
    /// `limit: N`: the plies after which the game is a draw.
    Limit(Number),
    /// `repeat: N draw [{ perpetual_check: M }]`: the `N`th occurrence of a position ends the
    /// game as a draw, or, with `perpetual_check`, as a loss for a side whose last `M` moves
    /// all gave check.
    Repeat(Number, Word, Option<Number>),
    /// `insufficient: [KIND alone | same_colour, ...]`, or `insufficient: none` (`None`).
    Insufficient(Option<Vec<(Ident, Word)>>),
    /// `hand: captured [demoted]`: captured pieces join the captor's hand (a promoted one as
    /// the kind it was promoted from, with `demoted`), to be dropped instead of a move.
    Hand(Word, Option<Word>),
    /// `drop: [KIND within REGION | KIND one per column | KIND not mating, ...]`: where a kind
    /// in hand may be dropped.
    Drop(Vec<(Ident, DropRule)>),
    /// `notation: fen | sfen`: how positions and moves are written.
    Notation(Word),
    /// `look: stones | figurines | wedges`: how the pieces are drawn.
    Look(Word),
    /// `enter: rows A..B win N points { KIND: N, ... }`: the entering-king rule.
    Enter(EnterDecl),
    /// `eval: { material: { KIND: VALUE, ... } }`.
    Eval(Vec<(Ident, i32, Span)>),
    /// `end: custom PATH`: the author's end, tested before the game's own.
    End(crate::ast::End),
}

/// `pawn P: [PART, ...]`: a kind of piece.
pub struct PieceDecl {
    /// Its name.
    pub name: Ident,
    /// Its letter.
    pub letter: Ident,
    /// Its parts.
    pub parts: Vec<PartDecl>,
}

/// One way a kind moves.
pub enum PartDecl {
    /// `leap (F, S) [mirror | all] [onto empty | enemy | any] [en_passant]`.
    Leap {
        /// The `leap` keyword.
        span: Span,
        /// Cells forward and sideways, and the span of the vector.
        by: (i64, i64, Span),
        /// Whether it takes all eight images (else the vector and its mirror).
        all: bool,
        /// `empty`, `enemy` or `any`.
        onto: Word,
        /// `en_passant`, if written.
        en_passant: Option<Span>,
        /// `blocked (F, S)`: the cell on the way that must be empty, in the vector's frame.
        blocked: Option<(i64, i64, Span)>,
        /// `within REGION`: the cells it may land on.
        within: Option<RegionDecl>,
        /// `from REGION`: the cells it may start from.
        from: Option<RegionDecl>,
    },
    /// `slide orthogonal | diagonal | all [onto empty | enemy | any | royal] [over N]`.
    Slide {
        /// The lines.
        lines: Word,
        /// What it lands on (`any` if not written).
        onto: Option<Word>,
        /// The screens it jumps.
        over: Option<Number>,
    },
    /// `run N from row R`.
    Run {
        /// The `run` keyword.
        span: Span,
        /// Cells run.
        cells: Number,
        /// The row it starts from.
        from_row: Number,
    },
}

/// Cells as the mover sees them: `own half`, `other half`, or `d1..f3` (a rectangle, rows
/// counted from the mover's edge).
#[derive(Clone)]
pub enum RegionDecl {
    /// `own half` (true) or `other half` (false).
    Half(bool, Span),
    /// `d1..f3`: two corners.
    Cells(Square, Square),
}

/// `pawn at row 8 to [queen, rook, bishop, knight]`, or `silver at rows 7..9 to [gold]
/// optional`.
pub struct PromoteDecl {
    /// The kind promoted.
    pub kind: Ident,
    /// The row, counted from the mover's own edge (the first of the zone).
    pub row: Number,
    /// The zone's last row, with `rows A..B`.
    pub last: Option<Number>,
    /// The kinds it may become.
    pub to: Vec<Ident>,
    /// `optional`: the move may also leave the piece as it is.
    pub optional: Option<Span>,
}

/// `rows 7..9 win 28 points { rook: 5 }`: the entering-king rule.
pub struct EnterDecl {
    /// The zone's first and last rows, from the mover's edge.
    pub rows: (Number, Number),
    /// The points that win.
    pub win: Number,
    /// The kinds not worth one point.
    pub points: Vec<(Ident, i32, Span)>,
}

/// A rule of a kind's drops.
#[derive(Clone)]
pub enum DropRule {
    /// `within REGION`: the cells it may be dropped on.
    Within(RegionDecl),
    /// `one per column`: not on a column where the mover has one of the kind.
    OnePerColumn(Span),
    /// `not mating`: not a drop that checkmates.
    NotMating(Span),
}

/// A cell in chess notation: column letter, row counted from the bottom (`e1`).
#[derive(Clone)]
pub struct Square {
    /// The column, from 0 (`a`).
    pub column: u32,
    /// The row, from 1 at the bottom.
    pub row: u32,
    /// Its span.
    pub span: Span,
}

/// `K: e1 to g1 and h1 to f1 empty [f1, g1] safe [e1, f1, g1]`.
pub struct CastleDecl {
    /// Its letter in the FEN's castling rights (upper case: the first player's).
    pub letter: Ident,
    /// The royal piece's cells, before and after.
    pub royal: (Square, Square),
    /// The partner's cells, before and after.
    pub partner: (Square, Square),
    /// The cells that must be empty.
    pub empty: Vec<Square>,
    /// The cells that must not be attacked.
    pub safe: Vec<Square>,
}

/// Whether the sections of `body` declare kinds of pieces (one of them is `pieces`).
pub fn declares_kinds(chunks: &[TokenStream]) -> bool {
    chunks.iter().any(|chunk| {
        matches!(chunk.clone().into_iter().next(),
            Some(proc_macro2::TokenTree::Ident(i)) if i == "pieces")
    })
}

/// Parses each chunk (a section) on its own.
pub fn parse_sections(chunks: Vec<TokenStream>) -> KindsDecl {
    parse_family(chunks, KIND_SECTIONS, parse_section)
}

/// `key: value`.
fn parse_section(input: ParseStream) -> syn::Result<KindSection> {
    let key: Ident = input
        .parse()
        .map_err(|e| syn::Error::new(e.span(), "expected a section name, as in `royal: king`"))?;
    let name = key.to_string();
    if !KIND_SECTIONS.contains(&name.as_str()) {
        return Err(syn::Error::new(
            key.span(),
            unknown(
                "section",
                "sections of a game of kinds of pieces",
                &name,
                KIND_SECTIONS,
            ),
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
        "board" => {
            let width = parse_number(input, "the board's columns, as in `board: 8 x 8`")?;
            let x: Ident = input
                .parse()
                .map_err(|e| syn::Error::new(e.span(), "expected `x`, as in `board: 8 x 8`"))?;
            if x != "x" {
                return Err(syn::Error::new(x.span(), "expected `x`, as in `board: 8 x 8`"));
            }
            let height = parse_number(input, "the board's rows, as in `board: 8 x 8`")?;
            let drawn = if input.peek(Ident) {
                Some(input.parse()?)
            } else {
                None
            };
            KindValue::Board(width, height, drawn)
        }
        "sides" => {
            let (first, second) = crate::ast::parse_sides(input)?;
            KindValue::Sides(first, second)
        }
        "start" => KindValue::Start(input.parse().map_err(|e| {
            syn::Error::new(
                e.span(),
                "expected the start position as a FEN string, as in `start: \"8/8/8/8/8/8/8/8 w - - 0 1\"`",
            )
        })?),
        "pieces" => KindValue::Pieces(parse_pieces(input)?),
        "promote" => {
            if input.peek(syn::token::Bracket) {
                let content;
                syn::bracketed!(content in input);
                KindValue::Promote(comma_list(&content, parse_promote)?)
            } else {
                KindValue::Promote(vec![parse_promote(input)?])
            }
        }
        "enter" => KindValue::Enter(parse_enter(input)?),
        "notation" => KindValue::Notation(word(
            input,
            "how positions and moves are written: `notation: fen` or `notation: sfen`",
        )?),
        "look" => KindValue::Look(word(
            input,
            "how the pieces are drawn: `look: figurines` (chess), `look: wedges` (shogi) or `look: stones`",
        )?),
        "royal" => KindValue::Royal(word(input, "the royal kind, as in `royal: king`, or `none`")?),
        "castle" => KindValue::Castle(parse_castles(input)?),
        "capture" => KindValue::Capture(crate::ast_parts::parse_capture(input)?),
        "blocked" => KindValue::Blocked(crate::ast::parse_blocked(input)?),
        "quiet" => {
            let fork = input.fork();
            if let Ok(none) = fork.parse::<Ident>()
                && none == "none"
            {
                input.parse::<Ident>()?;
                KindValue::Quiet(None)
            } else {
                KindValue::Quiet(Some(parse_number(
                    input,
                    "a number of plies without a capture or a pawn's move after which the game is a draw, as in `quiet: 100`, or `none`",
                )?))
            }
        }
        "hand" => {
            let captured = word(
                input,
                "where pieces in hand come from, as in `hand: captured` or `hand: captured demoted`",
            )?;
            let demoted = if input.peek(Ident) {
                Some(word(input, "`demoted`, as in `hand: captured demoted`")?)
            } else {
                None
            };
            KindValue::Hand(captured, demoted)
        }
        "drop" => {
            let example = "`drop: [pawn within a2..h7]`, `drop: [pawn one per column, pawn not mating]`";
            if !input.peek(syn::token::Bracket) {
                return Err(input.error(format!(
                    "expected a list of kinds and the cells they may be dropped on, as in {example}"
                )));
            }
            let content;
            syn::bracketed!(content in input);
            KindValue::Drop(comma_list(&content, |item| {
                let kind: Ident = item.parse().map_err(|e| {
                    syn::Error::new(e.span(), format!("expected a kind, as in {example}"))
                })?;
                let expected = format!("expected `within`, `one per column` or `not mating` after the kind, as in {example}");
                let rule: Ident = item.parse().map_err(|e| syn::Error::new(e.span(), expected.clone()))?;
                let rest = |item: ParseStream, words: &[&str]| -> syn::Result<Span> {
                    let mut span = rule.span();
                    for w in words {
                        let next: Ident = item.parse().map_err(|e| syn::Error::new(e.span(), expected.clone()))?;
                        if next != w {
                            return Err(syn::Error::new(next.span(), expected.clone()));
                        }
                        span = span.join(next.span()).unwrap_or(span);
                    }
                    Ok(span)
                };
                let rule = match rule.to_string().as_str() {
                    "within" => DropRule::Within(parse_region(item)?),
                    "one" => DropRule::OnePerColumn(rest(item, &["per", "column"])?),
                    "not" => DropRule::NotMating(rest(item, &["mating"])?),
                    _ => return Err(syn::Error::new(rule.span(), expected)),
                };
                Ok((kind, rule))
            })?)
        }
        "limit" => KindValue::Limit(parse_number(
            input,
            "a number of plies after which the game is a draw, as in `limit: 500`",
        )?),
        "repeat" => {
            let times = parse_number(
                input,
                "the occurrence of a position that draws, as in `repeat: 3 draw`",
            )?;
            let end = word(
                input,
                "what the repetition makes of the game, as in `repeat: 3 draw`",
            )?;
            let mut perpetual = None;
            if input.peek(syn::token::Brace) {
                let content;
                syn::braced!(content in input);
                let duplicates = crate::ast_groups::parse_rules_with(
                    &content,
                    "`perpetual_check`",
                    |key, value| {
                        if key != "perpetual_check" {
                            return Err(syn::Error::new(
                                key.span(),
                                crate::suggest::unknown(
                                    "rule of repetition",
                                    "rules",
                                    &key.to_string(),
                                    &["perpetual_check"],
                                ),
                            ));
                        }
                        let n = parse_number(
                            value,
                            "the checks in a row that lose a repetition, as in `perpetual_check: 6`",
                        )?;
                        Ok(perpetual.replace(n).is_some())
                    },
                )?;
                if let Some(&span) = duplicates.first() {
                    return Err(syn::Error::new(
                        span,
                        "`perpetual_check` is written twice: write it once",
                    ));
                }
            }
            KindValue::Repeat(times, end, perpetual)
        }
        "insufficient" => KindValue::Insufficient(parse_insufficient(input)?),
        "eval" => KindValue::Eval(parse_eval(input)?),
        "end" => KindValue::End(crate::ast::parse_end(input)?),
        _ => unreachable!("every name in KIND_SECTIONS is parsed"),
    };
    if !input.is_empty() {
        return Err(input.error(format!(
            "unexpected tokens at the end of section `{name}`: separate sections with commas"
        )));
    }
    Ok(KindSection { key, value })
}

/// `[knight alone, bishop same_colour]` or `none` (`None`).
fn parse_insufficient(input: ParseStream) -> syn::Result<Option<Vec<(Ident, Word)>>> {
    const EXPECTED: &str = "the kinds whose material cannot win, as in `insufficient: [knight alone, bishop same_colour]`, or `none`";
    if input.peek(Ident) {
        let none = word(input, EXPECTED)?;
        if none.text != "none" {
            return Err(syn::Error::new(none.span, format!("expected {EXPECTED}")));
        }
        return Ok(None);
    }
    let content;
    syn::bracketed!(content in input);
    let items = comma_list(&content, |item| {
        let kind: Ident = item
            .parse()
            .map_err(|e| syn::Error::new(e.span(), format!("expected {EXPECTED}")))?;
        let how = word(
            item,
            "`alone` or `same_colour` after the kind, as in `knight alone`",
        )?;
        Ok((kind, how))
    })?;
    Ok(Some(items))
}

/// A word.
pub(crate) fn word(input: ParseStream, expected: &str) -> syn::Result<Word> {
    let ident: Ident = input
        .parse()
        .map_err(|e| syn::Error::new(e.span(), format!("expected {expected}")))?;
    Ok(Word {
        text: ident.to_string(),
        span: ident.span(),
    })
}

/// Items separated by commas, inside the brackets or braces already opened.
pub(crate) fn comma_list<T>(
    content: ParseStream,
    item: impl Fn(ParseStream) -> syn::Result<T>,
) -> syn::Result<Vec<T>> {
    let mut items = Vec::new();
    while !content.is_empty() {
        items.push(item(content)?);
        if content.is_empty() {
            break;
        }
        content.parse::<Token![,]>()?;
    }
    Ok(items)
}

/// `{ pawn P: PARTS, ... }`.
fn parse_pieces(input: ParseStream) -> syn::Result<Vec<PieceDecl>> {
    parse_kind_list(
        input,
        "knight N: leap (1, 2) all",
        "X: ...",
        |name, letter, content| {
            Ok(PieceDecl {
                name,
                letter,
                parts: one_or_list(content, parse_part)?,
            })
        },
    )
}

/// Kinds of pieces in braces, each `NAME LETTER: ...`, the rest of each read by `item` (a
/// family's own words): `example` is one kind as written, `after_letter` what follows a kind's
/// letter, for the errors.
pub(crate) fn parse_kind_list<T>(
    input: ParseStream,
    example: &str,
    after_letter: &str,
    item: impl Fn(Ident, Ident, ParseStream) -> syn::Result<T>,
) -> syn::Result<Vec<T>> {
    if !input.peek(syn::token::Brace) {
        return Err(input.error(format!(
            "expected the kinds of pieces in braces, as in `pieces: {{ {example} }}`"
        )));
    }
    let named: String = example.split(':').next().unwrap_or(example).to_string();
    let content;
    syn::braced!(content in input);
    comma_list(&content, |content| {
        let name: Ident = content.parse().map_err(|e| {
            syn::Error::new(
                e.span(),
                format!("expected a kind's name and letter, as in `{named}`"),
            )
        })?;
        let letter: Ident = content.parse().map_err(|e| {
            syn::Error::new(
                e.span(),
                format!(
                    "expected the letter of `{name}` after its name, as in `{name} {after_letter}`"
                ),
            )
        })?;
        content.parse::<Token![:]>()?;
        item(name, letter, content)
    })
}

/// One item, or a list of them in brackets (a kind's parts).
pub(crate) fn one_or_list<T>(
    content: ParseStream,
    item: fn(ParseStream) -> syn::Result<T>,
) -> syn::Result<Vec<T>> {
    if content.peek(syn::token::Bracket) {
        let list;
        syn::bracketed!(list in content);
        comma_list(&list, item)
    } else {
        Ok(vec![item(content)?])
    }
}

/// A signed whole number.
fn signed(input: ParseStream) -> syn::Result<i64> {
    let negative = input.parse::<Option<Token![-]>>()?.is_some();
    let number = parse_number(input, "a whole number of cells")?;
    let value = i64::from(number.value);
    Ok(if negative { -value } else { value })
}

/// `leap ...`, `slide ...` or `run ...`.
fn parse_part(input: ParseStream) -> syn::Result<PartDecl> {
    let keyword = word(input, &format!("a part: {}", list(PARTS, "or")))?;
    match keyword.text.as_str() {
        "leap" => {
            if !input.peek(syn::token::Paren) {
                return Err(input.error(
                    "expected the leap's vector (cells forward, cells sideways), as in `leap (1, 2)`",
                ));
            }
            let vector;
            let paren = syn::parenthesized!(vector in input);
            let forward = signed(&vector)?;
            vector.parse::<Token![,]>()?;
            let sideways = signed(&vector)?;
            if !vector.is_empty() {
                return Err(vector.error("a leap's vector has two numbers: `(forward, sideways)`"));
            }
            let mut all = false;
            let mut onto = Word {
                text: "any".into(),
                span: keyword.span,
            };
            let mut en_passant = None;
            let (mut blocked, mut within, mut from) = (None, None, None);
            while input.peek(Ident) {
                let w = word(input, "")?;
                match w.text.as_str() {
                    "mirror" => all = false,
                    "all" => all = true,
                    "onto" => {
                        onto = word(
                            input,
                            &format!("what the leap lands on: {}", list(ONTO, "or")),
                        )?;
                        if !ONTO.contains(&onto.text.as_str()) {
                            return Err(syn::Error::new(
                                onto.span,
                                unknown("target", "targets", &onto.text, ONTO),
                            ));
                        }
                    }
                    "en_passant" => en_passant = Some(w.span),
                    "blocked" => {
                        if !input.peek(syn::token::Paren) {
                            return Err(input.error(
                                "expected the blocking cell (cells forward, cells sideways) in the leap's frame, as in `leap (2, 1) all blocked (1, 0)`",
                            ));
                        }
                        let cell;
                        let paren = syn::parenthesized!(cell in input);
                        let f = signed(&cell)?;
                        cell.parse::<Token![,]>()?;
                        let s = signed(&cell)?;
                        if !cell.is_empty() {
                            return Err(cell
                                .error("a blocking cell has two numbers: `(forward, sideways)`"));
                        }
                        blocked = Some((f, s, paren.span.join()));
                    }
                    "within" => within = Some(parse_region(input)?),
                    "from" => from = Some(parse_region(input)?),
                    other => {
                        return Err(syn::Error::new(
                            w.span,
                            unknown("word of a leap", "words of a leap", other, LEAP_WORDS),
                        ));
                    }
                }
            }
            Ok(PartDecl::Leap {
                span: keyword.span,
                by: (forward, sideways, paren.span.join()),
                all,
                onto,
                en_passant,
                blocked,
                within,
                from,
            })
        }
        "slide" => {
            let lines = word(
                input,
                &format!("the lines of the slide: {}", list(LINES, "or")),
            )?;
            if !LINES.contains(&lines.text.as_str()) {
                return Err(syn::Error::new(
                    lines.span,
                    unknown("direction", "directions", &lines.text, LINES),
                ));
            }
            refuse_en_passant(input, "slide")?;
            let (mut onto, mut over) = (None, None);
            while input.peek(Ident) {
                let w = word(input, "")?;
                match w.text.as_str() {
                    "onto" => {
                        let target = word(
                            input,
                            &format!("what the slide lands on: {}", list(SLIDE_ONTO, "or")),
                        )?;
                        if !SLIDE_ONTO.contains(&target.text.as_str()) {
                            return Err(syn::Error::new(
                                target.span,
                                unknown("target", "targets", &target.text, SLIDE_ONTO),
                            ));
                        }
                        onto = Some(target);
                    }
                    "over" => {
                        over = Some(parse_number(
                            input,
                            "the pieces the slide jumps before it lands, as in `over 1`",
                        )?);
                    }
                    other => {
                        return Err(syn::Error::new(
                            w.span,
                            unknown("word of a slide", "words of a slide", other, SLIDE_WORDS),
                        ));
                    }
                }
            }
            Ok(PartDecl::Slide { lines, onto, over })
        }
        "run" => {
            let cells = parse_number(input, "the cells of the run, as in `run 2 from row 2`")?;
            let from = word(input, "`from row N` after the run's cells")?;
            let row = word(input, "`row N` after `from`")?;
            if from.text != "from" || row.text != "row" {
                return Err(syn::Error::new(
                    from.span,
                    "expected `from row N` after the run's cells, as in `run 2 from row 2`",
                ));
            }
            let from_row = parse_number(input, "the row the run starts from, as in `from row 2`")?;
            refuse_en_passant(input, "run")?;
            Ok(PartDecl::Run {
                span: keyword.span,
                cells,
                from_row,
            })
        }
        other => Err(syn::Error::new(
            keyword.span,
            unknown("part", "parts", other, PARTS),
        )),
    }
}

/// `own half`, `other half` or `d1..f3`.
fn parse_region(input: ParseStream) -> syn::Result<RegionDecl> {
    let example = "`within own half`, `from other half` or `within d1..f3`";
    let fork = input.fork();
    if let Ok(w) = fork.parse::<Ident>()
        && (w == "own" || w == "other")
    {
        input.parse::<Ident>()?;
        let half: Ident = input.parse().map_err(|e| {
            syn::Error::new(
                e.span(),
                format!("expected `half` after `{w}`, as in {example}"),
            )
        })?;
        if half != "half" {
            return Err(syn::Error::new(
                half.span(),
                format!("expected `half` after `{w}`, as in {example}"),
            ));
        }
        let span = w.span().join(half.span()).unwrap_or(w.span());
        return Ok(RegionDecl::Half(w == "own", span));
    }
    let first = parse_square(input).map_err(|e| {
        syn::Error::new(
            e.span(),
            format!("expected a region: `own half`, `other half` or two corners, as in {example}"),
        )
    })?;
    if !input.peek(Token![..]) {
        return Err(input.error(format!(
            "expected `..` and the opposite corner, as in {example}"
        )));
    }
    input.parse::<Token![..]>()?;
    let second = parse_square(input)?;
    Ok(RegionDecl::Cells(first, second))
}

/// `en_passant` after a part that is not a leap.
fn refuse_en_passant(input: ParseStream, part: &str) -> syn::Result<()> {
    if input.peek(Ident) {
        let w: Ident = input.fork().parse()?;
        if w == "en_passant" {
            return Err(syn::Error::new(
                w.span(),
                format!(
                    "`en_passant` applies to a leap (the capture of a runner), not to a {part}: \
                     write it after a leap, as in `leap (1, 1) onto enemy en_passant`"
                ),
            ));
        }
    }
    Ok(())
}

/// `pawn at row 8 to [queen, rook]`.
fn parse_promote(input: ParseStream) -> syn::Result<PromoteDecl> {
    let example = "`promote: pawn at row 8 to [queen, rook, bishop, knight]` or `promote: [silver at rows 7..9 to [gold] optional]`";
    let kind: Ident = input
        .parse()
        .map_err(|e| syn::Error::new(e.span(), format!("expected a kind, as in {example}")))?;
    let at: Ident = input
        .parse()
        .map_err(|e| syn::Error::new(e.span(), format!("expected `at`, as in {example}")))?;
    if at != "at" {
        return Err(syn::Error::new(
            at.span(),
            format!("expected `at`, as in {example}"),
        ));
    }
    let rows: Ident = input.parse().map_err(|e| {
        syn::Error::new(
            e.span(),
            format!("expected `row` or `rows`, as in {example}"),
        )
    })?;
    if rows != "row" && rows != "rows" {
        return Err(syn::Error::new(
            rows.span(),
            format!("expected `row` or `rows`, as in {example}"),
        ));
    }
    let row = parse_number(input, &format!("the row, as in {example}"))?;
    let last = if rows == "rows" {
        if !input.peek(Token![..]) {
            return Err(input.error(format!("expected `..` and the last row, as in {example}")));
        }
        input.parse::<Token![..]>()?;
        Some(parse_number(
            input,
            &format!("the last row, as in {example}"),
        )?)
    } else {
        None
    };
    let to: Ident = input
        .parse()
        .map_err(|e| syn::Error::new(e.span(), format!("expected `to`, as in {example}")))?;
    if to != "to" {
        return Err(syn::Error::new(
            to.span(),
            format!("expected `to`, as in {example}"),
        ));
    }
    if !input.peek(syn::token::Bracket) {
        return Err(input.error(format!("expected a list of kinds, as in {example}")));
    }
    let content;
    syn::bracketed!(content in input);
    let to = comma_list(&content, |c| c.parse::<Ident>())?;
    let optional = if input.peek(Ident) {
        let w: Ident = input.parse()?;
        if w != "optional" {
            return Err(syn::Error::new(
                w.span(),
                format!("expected `optional` or nothing after the kinds, as in {example}"),
            ));
        }
        Some(w.span())
    } else {
        None
    };
    Ok(PromoteDecl {
        kind,
        row,
        last,
        to,
        optional,
    })
}

/// A cell such as `e1`: column letter, row number from the bottom.
fn parse_square(input: ParseStream) -> syn::Result<Square> {
    let expected = "expected a cell such as `e1`: a column letter (`a` on the left) and a row \
                    number (`1` at the bottom)";
    let ident: Ident = input
        .parse()
        .map_err(|e| syn::Error::new(e.span(), expected))?;
    let text = ident.to_string();
    let mut chars = text.chars();
    let letter = chars.next().filter(char::is_ascii_lowercase);
    let digits = chars.as_str();
    match (letter, digits.parse::<u32>()) {
        (Some(letter), Ok(row)) if row >= 1 && !digits.starts_with('0') => Ok(Square {
            column: u32::from(letter) - u32::from('a'),
            row,
            span: ident.span(),
        }),
        _ => Err(syn::Error::new(
            ident.span(),
            format!("{expected}, not `{text}`"),
        )),
    }
}

/// `[e1, f1]`.
fn parse_squares(input: ParseStream) -> syn::Result<Vec<Square>> {
    if !input.peek(syn::token::Bracket) {
        return Err(input.error("expected a list of cells, as in `[f1, g1]`"));
    }
    let content;
    syn::bracketed!(content in input);
    comma_list(&content, parse_square)
}

/// Expects the keyword `expected`.
fn keyword(input: ParseStream, expected: &str, example: &str) -> syn::Result<()> {
    let w: Ident = input.parse().map_err(|e| {
        syn::Error::new(e.span(), format!("expected `{expected}`, as in {example}"))
    })?;
    if w != expected {
        return Err(syn::Error::new(
            w.span(),
            format!("expected `{expected}`, as in {example}"),
        ));
    }
    Ok(())
}

/// `[K: e1 to g1 and h1 to f1 empty [f1, g1] safe [e1, f1, g1], ...]` or `none`.
fn parse_castles(input: ParseStream) -> syn::Result<Vec<CastleDecl>> {
    let example = "`castle: [K: e1 to g1 and h1 to f1 empty [f1, g1] safe [e1, f1, g1]]`";
    if input.peek(Ident) {
        let none: Ident = input.parse()?;
        if none == "none" {
            return Ok(Vec::new());
        }
        return Err(syn::Error::new(
            none.span(),
            format!("expected a list of castlings, as in {example}, or `none`"),
        ));
    }
    if !input.peek(syn::token::Bracket) {
        return Err(input.error(format!(
            "expected a list of castlings, as in {example}, or `none`"
        )));
    }
    let content;
    syn::bracketed!(content in input);
    comma_list(&content, |c| {
        let letter: Ident = c.parse().map_err(|e| {
            syn::Error::new(
                e.span(),
                format!("expected the castling's letter, as in {example}"),
            )
        })?;
        c.parse::<Token![:]>()?;
        let from = parse_square(c)?;
        keyword(c, "to", example)?;
        let to = parse_square(c)?;
        keyword(c, "and", example)?;
        let partner_from = parse_square(c)?;
        keyword(c, "to", example)?;
        let partner_to = parse_square(c)?;
        keyword(c, "empty", example)?;
        let empty = parse_squares(c)?;
        keyword(c, "safe", example)?;
        let safe = parse_squares(c)?;
        Ok(CastleDecl {
            letter,
            royal: (from, to),
            partner: (partner_from, partner_to),
            empty,
            safe,
        })
    })
}

/// `{ material: { pawn: 100, ... } }`.
fn parse_eval(input: ParseStream) -> syn::Result<Vec<(Ident, i32, Span)>> {
    let example = "`eval: { material: { pawn: 100, knight: 300 } }`";
    if !input.peek(syn::token::Brace) {
        return Err(input.error(format!("expected {example}")));
    }
    let content;
    syn::braced!(content in input);
    let term: Ident = content
        .parse()
        .map_err(|e| syn::Error::new(e.span(), format!("expected {example}")))?;
    if term != "material" {
        return Err(syn::Error::new(
            term.span(),
            format!(
                "unknown evaluation term `{term}`; the only evaluation term of a game of kinds of \
                 pieces is `material`, as in {example}"
            ),
        ));
    }
    content.parse::<Token![:]>()?;
    let values;
    syn::braced!(values in content);
    let _ = content.parse::<Option<Token![,]>>()?;
    if !content.is_empty() {
        return Err(content.error(format!("expected one term, as in {example}")));
    }
    comma_list(&values, |c| {
        let kind: Ident = c.parse()?;
        c.parse::<Token![:]>()?;
        let negative = c.parse::<Option<Token![-]>>()?.is_some();
        let lit: LitInt = c.parse()?;
        let value: i32 = lit.base10_parse()?;
        let span = kind.span().join(lit.span()).unwrap_or(lit.span());
        Ok((kind, if negative { -value } else { value }, span))
    })
}

/// `rows 7..9 win 28 points { rook: 5, bishop: 5 }`.
fn parse_enter(input: ParseStream) -> syn::Result<EnterDecl> {
    let example = "`enter: rows 7..9 win 28 points { rook: 5, bishop: 5 }`";
    keyword(input, "rows", example)?;
    let first = parse_number(input, &format!("the first row, as in {example}"))?;
    if !input.peek(Token![..]) {
        return Err(input.error(format!("expected `..` and the last row, as in {example}")));
    }
    input.parse::<Token![..]>()?;
    let last = parse_number(input, &format!("the last row, as in {example}"))?;
    keyword(input, "win", example)?;
    let win = parse_number(input, &format!("the points that win, as in {example}"))?;
    let mut points = Vec::new();
    if !input.is_empty() {
        keyword(input, "points", example)?;
        if !input.peek(syn::token::Brace) {
            return Err(input.error(format!(
                "expected the kinds' points in braces, as in {example}"
            )));
        }
        let values;
        syn::braced!(values in input);
        points = comma_list(&values, |c| {
            let kind: Ident = c.parse()?;
            c.parse::<Token![:]>()?;
            let lit: LitInt = c.parse()?;
            let value: i32 = lit.base10_parse()?;
            let span = kind.span().join(lit.span()).unwrap_or(lit.span());
            Ok((kind, value, span))
        })?;
    }
    Ok(EnterDecl {
        rows: (first, last),
        win,
        points,
    })
}

/// Reports the errors of the sections that did not parse.
pub fn push_errors(decl: &KindsDecl, errors: &mut Errors) {
    for error in &decl.errors {
        errors.push(error.clone());
    }
}

/// The span of a part, for errors about it.
impl PartDecl {
    /// Where the part was written.
    pub fn span(&self) -> Span {
        match self {
            PartDecl::Leap { span, .. } | PartDecl::Run { span, .. } => *span,
            PartDecl::Slide { lines, .. } => lines.span,
        }
    }
}
