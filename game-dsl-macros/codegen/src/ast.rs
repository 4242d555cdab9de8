//! The syntax tree of a declaration: what the user wrote, each part with its span.
//!
//! Sections are separated by commas and each one is parsed on its own, so that a mistake in one
//! section does not hide the mistakes in the others. The grammar this parser accepts is written
//! once, in `docs/dsl.md`.

use proc_macro2::{Span, TokenStream, TokenTree};
use syn::parse::{Parse, ParseStream, Parser};
use syn::spanned::Spanned;
use syn::{Attribute, Ident, LitInt, Token, Visibility, braced};

use crate::errors::Errors;
use crate::suggest::{closest, list, unknown};

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
    /// A game of kinds of pieces (a declaration with a `pieces` section), parsed on its own.
    pub kinds: Option<crate::ast_kinds::KindsDecl>,
    /// A game of the hive (a declaration with `board: hive`), parsed on its own.
    pub hive: Option<crate::ast_hive::HiveDecl>,
    /// The sections as written (after a variant's changes), for the variants of this game.
    pub body: TokenStream,
    /// `pub Name: Base { ... }`: a variant of `Base`, its sections changing the base's.
    pub variant_of: Option<Ident>,
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
    /// `board: W x H`, or a board of hexagonal cells of another outline (`board: hex triangle
    /// N`), given by the rectangle it is drawn in and its outline.
    Board {
        /// Columns.
        width: Number,
        /// Rows.
        height: Number,
        /// The outline: the whole rectangle, or a shape of hexagons drawn in it.
        shape: BoardShape,
        /// `in blocks N x N`: the square blocks that tile the board (Ultimate tic-tac-toe's
        /// nine small boards), if declared.
        blocks: Option<BlockSize>,
    },
    /// `pile: N`.
    Pile(Number),
    /// `piles: [A, B, ...]`: several piles (Nim).
    Piles(Piles),
    /// `moves: ...`.
    Moves(Moves),
    /// `win: ...`.
    Win(Win),
    /// `lose: ...`.
    Lose(Lose),
    /// `order: ...`.
    Order(Order),
    /// `eval: ...`.
    Eval(Eval),
    /// `start: { X: [...], O: [...] }`.
    Start(Start),
    /// `pass: when_blocked | never`.
    Pass(Pass),
    /// `blocked: lose | draw | win`.
    Blocked(Blocked),
    /// `limit: N`.
    Limit(Number),
    /// `end: custom PATH`.
    End(End),
    /// `capture: compulsory`.
    Capture(crate::ast_parts::Word),
    /// `promote: far_row`.
    Promote(crate::ast_parts::PromoteSyntax),
    /// `opening: [ACTION, ...]`.
    Opening(Vec<crate::ast_parts::TurnSyntax>),
    /// `quiet: N`: a draw after N plies without a capture.
    Quiet(Number),
    /// `sides: [First, Second]`: the players' names, the first player's first.
    Sides(Ident, Ident),
    /// `repeat: N draw | end`: the `N`th occurrence of a position since the last capture ends
    /// the game, as a draw or counted as at the game's other ends.
    Repeat(Number, crate::ast_parts::Word),
    /// `board: pits 2 x N [with stores]`: a board of pits (mancala).
    Pits(crate::ast_pits::PitsBoard),
    /// `start: N seeds`: the seeds of every pit at the start.
    Seeds(Number),
    /// `moves: sow { ... }`: sowing.
    Sow(crate::ast_pits::Sow),
    /// `win: most seeds [{ ... }]`.
    MostSeeds(crate::ast_pits::MostSeeds),
    /// `board: edges of W x H boxes`: edges drawn between dots (dots and boxes).
    Edges(crate::ast_boxes::EdgesBoard),
    /// `moves: draw { ... }`: an edge drawn.
    Draw(crate::ast_boxes::Draw),
    /// `win: most boxes`, the span of `most`.
    MostBoxes(Span),
    /// `board: morris N`: points joined by lines, `N` nested squares.
    Morris(crate::ast_points::MorrisBoard),
    /// `moves: phases [...] then remove on mill`: placing, stepping, flying, mills.
    Phases(crate::ast_points::Phases),
    /// `lose: fewer N`: a side with fewer than `N` stones loses.
    Fewer(crate::ast_points::Fewer),
    /// `moves: place then capture groups { ... }`: placements that capture groups (Go).
    GroupMoves(crate::ast_groups::GroupMoves),
    /// `win: area { ... }`: area scoring after passes or a limit.
    Area(crate::ast_groups::Area),
    /// `pass: always`, the span of `always`: a side may pass at any turn.
    PassAlways(Span),
    /// `moves: place then link (A, B) { ... }`: pegs that link a leap apart (TwixT).
    LinkMoves(crate::ast_links::LinkMoves),
    /// `moves: step or jump or wall N { stock: K }`: pawns and walls (Quoridor).
    WallMoves(crate::ast_walls::WallMoves),
}

/// `blocked: lose | draw | win`: the result, for the side to move, of a `step` game in which it
/// cannot move.
#[derive(Clone, Copy)]
pub enum Blocked {
    /// `lose`: the side that cannot move loses.
    Lose(Span),
    /// `draw`: the game is a draw.
    Draw(Span),
    /// `win`: the side that cannot move wins.
    Win(Span),
}

/// `end: custom PATH`: an end condition written in Rust.
pub struct End {
    /// The `custom` keyword.
    pub span: Span,
    /// The function: `fn(&Game) -> Option<i32>`.
    pub function: syn::Path,
}

/// `start: { X: [e4, d5], O: [d4, e5] }`: the stones on the board at the start.
pub struct Start {
    /// Each player's list, in the order written.
    pub lists: Vec<StartList>,
}

/// `X: [e4, d5]`: one player's stones at the start.
pub struct StartList {
    /// The player's letter, `X` or `O`.
    pub player: Ident,
    /// Whether the player is the second (`O`).
    pub second: bool,
    /// The cells.
    pub cells: Vec<CellName>,
    /// A region instead of cells (`rows 1..=2`, `dark`), for games of moving stones.
    pub region: Option<crate::ast_parts::Region>,
}

/// A cell in algebraic notation, such as `e4`: column letter, row number from the top.
#[derive(Clone)]
pub struct CellName {
    /// The column, from 0 (`a`).
    pub column: u32,
    /// The row, from 0 (`1`, the top row).
    pub row: u32,
    /// The name as written (lower case).
    pub text: String,
    /// Its span.
    pub span: Span,
}

/// `pass: when_blocked | never`.
pub enum Pass {
    /// A side without a legal move passes; the game ends when neither side can move.
    WhenBlocked(Span),
    /// A side without a legal move ends the game.
    Never(Span),
}

/// `order: centre | lines | squares`: the move-ordering hint of a board game.
pub enum Order {
    /// Cells of central columns first.
    Centre(Span),
    /// Cells on more winning lines first (the default for line games).
    Lines(Span),
    /// Cells with a higher weight in the square table first (the default when there is a table
    /// and no winning line).
    Squares(Span),
}

/// `eval: TERM` or `eval: { TERM: VALUE, ... }`: the static evaluation, a sum of terms.
pub struct Eval {
    /// The terms, in the order written.
    pub terms: Vec<EvalTerm>,
}

/// One term of the evaluation, with its keyword.
pub struct EvalTerm {
    /// The keyword (`windows`, `squares`, ...).
    pub key: Ident,
    /// The term.
    pub term: Term,
}

/// A term of the evaluation.
pub enum Term {
    /// For every window of the winning line's length that holds stones of one side only, the
    /// weight for its number of stones (1, 2, ...), counted for the side to move and against.
    Windows {
        /// One weight per number of stones, from 1 to the line's length less one.
        weights: Vec<Number>,
        /// The span of the list, for errors about its length.
        list_span: Span,
    },
    /// In a game of blocks, for every line of won blocks that holds won blocks of one side
    /// only and no block closed without a winner, the weight for its number of won blocks.
    Blocks {
        /// One weight per number of won blocks, from 1 to the line's length less one.
        weights: Vec<Number>,
        /// The span of the list, for errors about its length.
        list_span: Span,
    },
    /// A weight per cell, written for every cell or for a symmetric part of the board.
    Squares {
        /// Which cells the list gives.
        layout: Layout,
        /// The layout keyword, if written.
        layout_span: Option<Span>,
        /// The weights, row by row.
        weights: Vec<Weight>,
        /// The span of the list, for errors about its length.
        list_span: Span,
    },
    /// The weight of each legal move.
    Mobility(Weight),
    /// The weight of each stone next to an empty cell.
    Frontier(Weight),
    /// The weight of each cell a side still has to fill to connect its sides (`win: connect`).
    Distance(Weight),
    /// The weight of each stone on a cell of the region its side must occupy (`win: occupy`).
    Goal(Weight),
    /// The weight of each row a stone stands from its side's own edge (`moves: step`).
    Advance(Weight),
    /// The weight of each stone (games of moving stones).
    Material(Weight),
    /// The weight of each promoted stone, beside its weight as a stone.
    Promoted(Weight),
    /// A Rust function, `fn(&Game) -> i32`: the score for the side to move.
    Custom(syn::Path),
}

/// Which cells a square table lists.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Layout {
    /// Every cell, row by row from the top left.
    Full,
    /// The top-left quarter (`ceil(W / 2) x ceil(H / 2)` cells), row by row; mirrored into the
    /// other three quarters.
    Quarter,
    /// The cells of the top-left quarter of a square board on and above its diagonal, row by row;
    /// mirrored eight ways.
    Triangle,
}

/// A signed weight and the tokens it was written with (a minus sign and a literal).
#[derive(Clone)]
pub struct Weight {
    /// The value.
    pub value: i64,
    /// The tokens, for errors that cover the sign as well.
    pub tokens: TokenStream,
}

/// A number and where it was written.
#[derive(Clone, Copy)]
pub struct Number {
    /// The value.
    pub value: u32,
    /// Its span.
    pub span: Span,
}

/// `moves: take A..=B | take {A, B, ...} | take any`, `place in block of last`, `place then
/// rotate ...`, or moves made of parts (`place`, `drop`, `flank`, `step diagonal`, `[step
/// forward, jump diagonal over enemy]`).
pub enum Moves {
    /// `take any`: any number of tokens from one pile (Nim).
    TakeAny(Span),
    /// Moves made of parts: steps, slides, jumps, placements, removals, shots.
    Parts(crate::ast_parts::PartsMoves),
    /// `place in block of last`: a stone on an empty cell of the block that the last move's
    /// place in its own block names (Ultimate tic-tac-toe), or of any open block.
    PlaceInBlock {
        /// The `place` keyword.
        place: Span,
        /// The `block` keyword.
        block: Span,
    },
    /// `take {A, B, ...}`: take exactly one of the numbers of the set (a subtraction game).
    TakeSet {
        /// The `take` keyword.
        span: Span,
        /// The numbers, in the order written (checked for zeros, repeats and size later).
        takes: Vec<Number>,
        /// The span of the braces, for errors about the whole set.
        set_span: Span,
    },
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

/// `win: line N | majority | last_take | connect | occupy | SHAPE or SHAPE ...`.
pub enum Win {
    /// `majority`: when the game ends, most stones wins; the margin credits empty cells to the
    /// winner.
    Majority(Span),
    /// `line N`: N stones in a row, horizontally, vertically or diagonally; or, with `of
    /// blocks won by line M`, N won blocks in a row, each won by a line of M of its cells.
    Line {
        /// The `line` keyword.
        span: Span,
        /// The length.
        length: Number,
        /// `of blocks won by line M`, if written.
        of_blocks: Option<OfBlocks>,
        /// `line exactly N`: the span of `exactly` (a longer run does not win).
        exactly: Option<Span>,
    },
    /// `last_take`: whoever takes the last token wins (a player who cannot move loses).
    LastTake(Span),
    /// `connect`: a chain of one's stones between one's two opposite sides of a board of hexagonal
    /// cells (Hex): X joins the top and bottom rows, O the left and right columns.
    Connect(Span),
    /// `occupy`: a side wins when its stones stand on every cell the opponent started on.
    Occupy(Span),
    /// Shapes of one group of stones, any of which wins (Havannah's `ring or connect 2 of
    /// corners or connect 3 of edges`).
    Shapes(Vec<Shape>, Span),
    /// The ends of a game of moving stones: `reach far_row`, `capture_all`, or a list of them.
    Ends(Vec<crate::ast_parts::EndSyntax>, Span),
}

/// `of blocks won by line M` after `win: line N`: the line is one of won blocks.
#[derive(Clone, Copy)]
pub struct OfBlocks {
    /// The `blocks` keyword.
    pub blocks: Span,
    /// The length of the line that wins a block.
    pub inner: Number,
}

/// One shape of `win: SHAPE or SHAPE ...`.
pub enum Shape {
    /// `ring`: a group of stones around one or more cells, whatever they hold.
    Ring(Span),
    /// `connect K of REGIONS`: one group touching at least `K` of the regions.
    Regions {
        /// The `connect` keyword.
        span: Span,
        /// How many regions the group must touch.
        count: Number,
        /// Which regions of the outline.
        regions: Regions,
        /// Where the regions are named.
        regions_span: Span,
    },
}

/// Regions of a board's outline that a group may join.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Regions {
    /// `corners`: the outline's corner cells, each a region.
    Corners,
    /// `edges`: the cells of each side of the outline, its corners left out.
    Edges,
}

impl Regions {
    /// The keyword that names these regions.
    pub fn keyword(self) -> &'static str {
        match self {
            Regions::Corners => "corners",
            Regions::Edges => "edges",
        }
    }
}

/// `lose: line N`: the end of a game in which making something loses (misère play).
pub enum Lose {
    /// `line N`: who makes N stones in a row, horizontally, vertically or diagonally, loses.
    Line {
        /// The `line` keyword.
        span: Span,
        /// The length.
        length: Number,
    },
}

/// The section names, in the order the reference documents them.
pub const SECTIONS: &[&str] = &[
    "board", "pile", "piles", "start", "moves", "pass", "blocked", "win", "lose", "limit", "end",
    "order", "eval", "capture", "promote", "opening", "quiet", "sides", "repeat",
];
/// The move kinds.
const MOVE_KINDS: &[&str] = &["place", "drop", "flank", "step", "take"];
/// The results of a blocked side.
const BLOCKED_RULES: &[&str] = &["lose", "draw", "win"];
/// The move-ordering hints.
const ORDERS: &[&str] = &["centre", "lines", "squares"];
/// The evaluation terms.
const EVAL_TERMS: &[&str] = &[
    "windows", "blocks", "squares", "mobility", "frontier", "distance", "goal", "advance",
    "material", "promoted", "custom",
];
/// The end conditions besides the built-in ones.
const END_KINDS: &[&str] = &["custom"];
/// The square-table layouts besides the full table.
const LAYOUTS: &[&str] = &["quarter", "triangle"];
/// The losing conditions.
const LOSE_KINDS: &[&str] = &["line", "fewer"];
/// The win conditions.
const WIN_KINDS: &[&str] = &["line", "majority", "last_take", "connect", "occupy", "ring"];
/// The regions a shape may join (`connect K of REGIONS`).
const REGION_KINDS: &[&str] = &["corners", "edges"];
/// The pass rules.
const PASS_RULES: &[&str] = &["when_blocked", "never"];

impl Parse for Input {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        // `@base { SECTIONS }`: the sections of the game this one is a variant of, written by
        // the base's own macro (see `variant_macro`).
        let base = if input.peek(Token![@]) {
            input.parse::<Token![@]>()?;
            let word: Ident = input.parse()?;
            if word != "base" {
                return Err(syn::Error::new(word.span(), "expected `@base { ... }`"));
            }
            let content;
            braced!(content in input);
            Some(content.parse::<TokenStream>()?)
        } else {
            None
        };
        let attrs = input.call(Attribute::parse_outer)?;
        let vis: Visibility = input.parse()?;
        let name: Ident = input.parse().map_err(|e| {
            syn::Error::new(
                e.span(),
                "expected the game's name, as in `pub TicTacToe { ... }`",
            )
        })?;
        let variant_of = if base.is_none() && input.peek(Token![:]) {
            input.parse::<Token![:]>()?;
            Some(input.parse::<Ident>().map_err(|e| {
                syn::Error::new(
                    e.span(),
                    format!("expected the game `{name}` is a variant of, as in `pub {name}: Chess {{ royal: none }}`"),
                )
            })?)
        } else {
            None
        };
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
        let chunks = match base {
            Some(base) => with_changes(split_sections(base), split_sections(body)),
            None => split_sections(body),
        };
        let body: TokenStream = chunks
            .iter()
            .flat_map(|chunk| chunk.clone().into_iter().chain(quote::quote!(,)))
            .collect();
        // A family parsed on its own: a variant (its base's macro parses it), kinds of pieces,
        // the hive.
        let hive = variant_of.is_none() && crate::ast_hive::declares_hive(&chunks);
        if hive || variant_of.is_some() || crate::ast_kinds::declares_kinds(&chunks) {
            let (kinds, hive) = match (hive, &variant_of) {
                (true, _) => (None, Some(crate::ast_hive::parse_sections(chunks))),
                (false, None) => (Some(crate::ast_kinds::parse_sections(chunks)), None),
                (false, Some(_)) => (None, None),
            };
            return Ok(Input {
                attrs,
                vis,
                name,
                sections: Vec::new(),
                errors: Vec::new(),
                attempted: Vec::new(),
                kinds,
                hive,
                body,
                variant_of,
            });
        }
        let mut sections = Vec::new();
        let mut errors = Errors::default();
        let mut attempted = Vec::new();
        for chunk in chunks {
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
            kinds: None,
            hive: None,
            body,
            variant_of: None,
        })
    }
}

/// The key of a section's tokens (`royal` in `royal: none`).
fn section_key(chunk: &TokenStream) -> Option<String> {
    match chunk.clone().into_iter().next() {
        Some(TokenTree::Ident(ident)) => Some(ident.to_string()),
        _ => None,
    }
}

/// A base's sections with a variant's changes: each section of the variant replaces the base's
/// section of the same name, in its place, or is added after them.
fn with_changes(base: Vec<TokenStream>, changes: Vec<TokenStream>) -> Vec<TokenStream> {
    let mut changes: Vec<Option<TokenStream>> = changes.into_iter().map(Some).collect();
    let mut merged: Vec<TokenStream> = base
        .into_iter()
        .map(|chunk| {
            let key = section_key(&chunk);
            let change = changes.iter_mut().find(|c| {
                c.as_ref()
                    .is_some_and(|c| key.is_some() && section_key(c) == key)
            });
            change.and_then(Option::take).unwrap_or(chunk)
        })
        .collect();
    merged.extend(changes.into_iter().flatten());
    merged
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
            "board" if crate::ast_pits::starts_with(input, "pits") => {
                Value::Pits(crate::ast_pits::parse_board(input)?)
            }
            "start" if input.peek(LitInt) => Value::Seeds(crate::ast_pits::parse_seeds(input)?),
            "moves" if crate::ast_pits::starts_with(input, "sow") => {
                Value::Sow(crate::ast_pits::parse_sow(input)?)
            }
            "win" if crate::ast_pits::starts_with(input, "most") => {
                match crate::ast_boxes::parse_most(input)? {
                    crate::ast_boxes::Most::Seeds(most) => Value::MostSeeds(most),
                    crate::ast_boxes::Most::Boxes(span) => Value::MostBoxes(span),
                }
            }
            "board" if crate::ast_pits::starts_with(input, "edges") => {
                Value::Edges(crate::ast_boxes::parse_board(input)?)
            }
            "moves" if crate::ast_pits::starts_with(input, "draw") => {
                Value::Draw(crate::ast_boxes::parse_draw(input)?)
            }
            "board" if crate::ast_pits::starts_with(input, "morris") => {
                Value::Morris(crate::ast_points::parse_board(input)?)
            }
            "moves" if crate::ast_pits::starts_with(input, "phases") => {
                Value::Phases(crate::ast_points::parse_phases(input)?)
            }
            "lose" if crate::ast_pits::starts_with(input, "fewer") => {
                Value::Fewer(crate::ast_points::parse_fewer(input)?)
            }
            "moves" if crate::ast_walls::starts_wall_moves(input) => {
                Value::WallMoves(crate::ast_walls::parse_wall_moves(input)?)
            }
            "moves" if crate::ast_hops::starts_hop_moves(input) => {
                Value::Moves(Moves::Parts(crate::ast_hops::parse_hop_moves(input)?))
            }
            "moves" if crate::ast_links::starts_link_moves(input) => {
                Value::LinkMoves(crate::ast_links::parse_link_moves(input)?)
            }
            "moves" if crate::ast_groups::starts_group_moves(input) => {
                Value::GroupMoves(crate::ast_groups::parse_group_moves(input)?)
            }
            "win" if crate::ast_pits::starts_with(input, "area") => {
                Value::Area(crate::ast_groups::parse_area(input)?)
            }
            "pass" if crate::ast_pits::starts_with(input, "always") => {
                Value::PassAlways(input.parse::<Ident>()?.span())
            }
            "board" => parse_board(input)?,
            "pile" => Value::Pile(parse_number(input, "a number of tokens, as in `pile: 5`")?),
            "piles" => Value::Piles(parse_piles(input)?),
            "moves" => Value::Moves(parse_moves(input)?),
            "win" => Value::Win(parse_win(input)?),
            "lose" => Value::Lose(parse_lose(input)?),
            "order" => Value::Order(parse_order(input)?),
            "eval" => Value::Eval(parse_eval(input)?),
            "start" => Value::Start(parse_start(input)?),
            "pass" => Value::Pass(parse_pass(input)?),
            "blocked" => Value::Blocked(parse_blocked(input)?),
            "limit" => Value::Limit(parse_number(
                input,
                "a number of plies after which the game is a draw, as in `limit: 100`",
            )?),
            "end" => Value::End(parse_end(input)?),
            "capture" => Value::Capture(crate::ast_parts::parse_capture(input)?),
            "promote" => Value::Promote(crate::ast_parts::parse_promote(input)?),
            "opening" => Value::Opening(crate::ast_parts::parse_opening(input)?),
            "quiet" => Value::Quiet(parse_number(
                input,
                "a number of plies without a capture after which the game is a draw, as in `quiet: 80`",
            )?),
            "sides" => {
                let (first, second) = parse_sides(input)?;
                Value::Sides(first, second)
            }
            "repeat" => {
                let times = parse_number(
                    input,
                    "the occurrence of a position that ends the game, as in `repeat: 2 draw`",
                )?;
                let end = crate::ast_kinds::word(
                    input,
                    "what the repetition makes of the game, `draw` or `end`, as in `repeat: 2 draw`",
                )?;
                Value::Repeat(times, end)
            }
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

/// `sides: [First, Second]`: the players' names as a front end says them, the first player's
/// first (`[White, Black]`); positions and moves keep `X` and `O`.
pub(crate) fn parse_sides(input: ParseStream) -> syn::Result<(Ident, Ident)> {
    let content;
    syn::bracketed!(content in input);
    let first: Ident = content.parse()?;
    content.parse::<Token![,]>()?;
    let second: Ident = content.parse()?;
    let _ = content.parse::<Option<Token![,]>>()?;
    if !content.is_empty() {
        return Err(content.error("a game has two sides: `sides: [White, Black]`"));
    }
    Ok((first, second))
}

/// `in blocks N x M` after a board's size: the blocks that tile it, checked later.
#[derive(Clone, Copy)]
pub struct BlockSize {
    /// The `blocks` keyword.
    pub span: Span,
    /// Columns of a block.
    pub width: Number,
    /// Rows of a block.
    pub height: Number,
}

/// The outline of a board's cells within its rectangle.
#[derive(Clone)]
pub enum BoardShape {
    /// Every cell of the rectangle (`board: W x H`).
    Rectangle,
    /// `W x H without ...`: squares, the cells named left out.
    Cut(Without),
    /// `hex triangle N`: a triangle of hexagons with `N` cells a side.
    HexTriangle(Span),
    /// `hex hexagon N`: a hexagon of hexagons with `N` cells a side.
    HexHexagon(Span),
    /// `hex star N`: a star of hexagons, six points of `N` rows around a hexagon of `N + 1`
    /// cells a side (Chinese checkers' board for `N = 4`).
    HexStar(Span),
}

/// `without corners N + [CELL, ...]`: the cells a board of squares leaves out of its rectangle,
/// `N x N` in each corner (a cross), the cells listed, or both.
#[derive(Clone)]
pub struct Without {
    /// The `without` keyword.
    pub span: Span,
    /// `corners N`: the side of the square left out in each corner.
    pub corners: Option<Number>,
    /// The cells listed.
    pub cells: Vec<CellName>,
}

/// `W x H`, or `hex triangle N`, `hex hexagon N`.
fn parse_board(input: ParseStream) -> syn::Result<Value> {
    let text = input.fork().parse::<TokenStream>()?.to_string();
    if input.peek(Ident) && input.fork().parse::<Ident>()? == "hex" {
        return parse_hex_board(input, &text);
    }
    let expected = || format!("a board size like `7 x 6`, found `{text}`");
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
        .map_err(|e| syn::Error::new(e.span(), format!("expected {}", expected())))?;
    if by != "x" {
        return Err(syn::Error::new(
            by.span(),
            format!("expected {}", expected()),
        ));
    }
    let height = parse_number(input, &expected())?;
    let blocks = parse_block_size(input)?;
    let shape = match parse_without(input)? {
        Some(without) => BoardShape::Cut(without),
        None => BoardShape::Rectangle,
    };
    Ok(Value::Board {
        width,
        height,
        shape,
        blocks,
    })
}

/// `without corners N + [CELL, ...]` after a board's size, if there: the parts in any order,
/// joined by `+`.
fn parse_without(input: ParseStream) -> syn::Result<Option<Without>> {
    if !(input.peek(Ident) && input.fork().parse::<Ident>()? == "without") {
        return Ok(None);
    }
    let keyword: Ident = input.parse()?;
    let expected = "the cells left out: `corners N` (an `N x N` square in each corner, as in \
                    `without corners 2`), a list of cells (`without [a1, d4]`), or both joined \
                    by `+`";
    let mut without = Without {
        span: keyword.span(),
        corners: None,
        cells: Vec::new(),
    };
    loop {
        if input.peek(syn::token::Bracket) {
            let content;
            syn::bracketed!(content in input);
            let cells = content.parse_terminated(parse_cell, Token![,])?;
            without.cells.extend(cells);
        } else if input.peek(Ident) && input.fork().parse::<Ident>()? == "corners" {
            let corners: Ident = input.parse()?;
            let side = parse_number(
                input,
                "the side of the square left out in each corner, as in `corners 2`",
            )?;
            if without.corners.is_some() {
                return Err(syn::Error::new(
                    corners.span(),
                    "`corners` is written twice: remove one",
                ));
            }
            without.corners = Some(side);
        } else {
            return Err(input.error(format!("expected {expected}")));
        }
        if !input.peek(Token![+]) {
            return Ok(Some(without));
        }
        input.parse::<Token![+]>()?;
    }
}

/// `in blocks N x M` after a board's size, if there.
fn parse_block_size(input: ParseStream) -> syn::Result<Option<BlockSize>> {
    if !input.peek(syn::Token![in]) {
        return Ok(None);
    }
    let _in: syn::Token![in] = input.parse()?;
    let expected = "the blocks that tile the board, as in `in blocks 3 x 3`";
    let word: Ident = input
        .parse()
        .map_err(|e| syn::Error::new(e.span(), format!("expected {expected}")))?;
    if word != "blocks" {
        return Err(syn::Error::new(word.span(), format!("expected {expected}")));
    }
    let (width, height) = parse_by(input, expected)?;
    Ok(Some(BlockSize {
        span: word.span(),
        width,
        height,
    }))
}

/// `hex triangle N` (drawn in `N x N`), `hex hexagon N` (drawn in `2N-1 x 2N-1`) or `hex star
/// N` (drawn in `4N+1 x 4N+1`).
fn parse_hex_board(input: ParseStream, text: &str) -> syn::Result<Value> {
    let expected =
        format!("a board of hexagons like `hex triangle 19` or `hex hexagon 8`, found `{text}`");
    let _hex: Ident = input.parse()?;
    let outline: Ident = input
        .parse()
        .map_err(|e| syn::Error::new(e.span(), format!("expected {expected}")))?;
    let side = parse_number(input, &format!("the cells on a side, in {expected}"))?;
    let (shape, across) = match outline.to_string().as_str() {
        "triangle" => (BoardShape::HexTriangle(outline.span()), side.value),
        "hexagon" => (
            BoardShape::HexHexagon(outline.span()),
            side.value.saturating_mul(2).saturating_sub(1),
        ),
        "star" => (
            BoardShape::HexStar(outline.span()),
            side.value.saturating_mul(4).saturating_add(1),
        ),
        _ => {
            return Err(syn::Error::new(
                outline.span(),
                format!(
                    "a board of hexagons is a `triangle`, a `hexagon` or a `star` (a rhombus is \
                     `W x H` in a `connect` game), not `{outline}`"
                ),
            ));
        }
    };
    if input.peek(Ident) && input.fork().parse::<Ident>()? == "without" {
        let without: Ident = input.parse()?;
        return Err(syn::Error::new(
            without.span(),
            "cells are left out of a board of squares (`board: W x H without ...`); a board of \
             hexagons has the cells of its outline",
        ));
    }
    let number = Number {
        value: across,
        span: side.span,
    };
    Ok(Value::Board {
        width: number,
        height: number,
        shape,
        blocks: None,
    })
}

/// `moves: ...`: a move kind, with its directions or its take range.
fn parse_moves(input: ParseStream) -> syn::Result<Moves> {
    if crate::ast_parts::starts_parts(input) {
        return Ok(Moves::Parts(crate::ast_parts::parse_moves(input)?));
    }
    let kind: Ident = input.parse().map_err(|e| {
        syn::Error::new(
            e.span(),
            format!("expected a move kind: {}", list(MOVE_KINDS, "or")),
        )
    })?;
    match kind.to_string().as_str() {
        "place" if input.peek(syn::Token![in]) => parse_place_in_block(kind, input),
        "take" if input.peek(Ident) => {
            let any: Ident = input.parse()?;
            if any != "any" {
                return Err(syn::Error::new(
                    any.span(),
                    format!(
                        "expected `any`, a range of tokens to take, as in `take 1..=3`, or a set, as in `take {{1, 3, 4}}`, found `{any}`"
                    ),
                ));
            }
            Ok(Moves::TakeAny(any.span()))
        }
        "take" if input.peek(syn::token::Brace) => {
            let content;
            let braces = braced!(content in input);
            let expected = "a number of tokens, as in `take {1, 3, 4}`";
            let mut takes = Vec::new();
            while !content.is_empty() {
                takes.push(parse_number(&content, expected)?);
                if content.is_empty() {
                    break;
                }
                if !content.peek(Token![,]) {
                    return Err(content.error(
                        "separate the numbers of a take set with commas, as in `take {1, 3, 4}`",
                    ));
                }
                content.parse::<Token![,]>()?;
            }
            Ok(Moves::TakeSet {
                span: kind.span(),
                takes,
                set_span: braces.span.join(),
            })
        }
        "take" if input.peek(syn::token::Bracket) => {
            let content;
            let brackets = syn::bracketed!(content in input);
            let inside = content
                .parse::<TokenStream>()?
                .to_string()
                .replace(" ,", ",");
            Err(syn::Error::new(
                brackets.span.join(),
                format!("write a take set in braces: `take {{{inside}}}`"),
            ))
        }
        "take" => {
            let expected =
                "a range of tokens to take, as in `take 1..=3`, or a set, as in `take {1, 3, 4}`";
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

/// `place in block of last`, after `place`.
fn parse_place_in_block(place: Ident, input: ParseStream) -> syn::Result<Moves> {
    let _in: syn::Token![in] = input.parse()?;
    let expected = "`place in block of last`: the block that the last move's cell names";
    let words = ["block", "of", "last"]
        .map(|word| parse_word(input, word, expected))
        .into_iter()
        .collect::<syn::Result<Vec<Span>>>()?;
    Ok(Moves::PlaceInBlock {
        place: place.span(),
        block: words[0],
    })
}

/// Reads the word `word`, or says at the token found that `expected` was expected.
pub(crate) fn parse_word(input: ParseStream, word: &str, expected: &str) -> syn::Result<Span> {
    let found: Ident = input
        .parse()
        .map_err(|e| syn::Error::new(e.span(), format!("expected {expected}")))?;
    if found != word {
        return Err(syn::Error::new(
            found.span(),
            format!("expected `{word}` in {expected}, found `{found}`"),
        ));
    }
    Ok(found.span())
}

/// `win: ...`: a win condition, with its length for `line`.
fn parse_win(input: ParseStream) -> syn::Result<Win> {
    if crate::ast_parts::starts_ends(input) {
        let span = input.span();
        return Ok(Win::Ends(crate::ast_parts::parse_ends(input)?, span));
    }
    let kind: Ident = input.parse().map_err(|e| {
        syn::Error::new(
            e.span(),
            format!("expected a win condition: {}", list(WIN_KINDS, "or")),
        )
    })?;
    match kind.to_string().as_str() {
        "line" => {
            let exactly = parse_exactly(input)?;
            let length = parse_length(input, exactly)?;
            let of_blocks = parse_of_blocks(input)?;
            if let (Some(exactly), Some(_)) = (exactly, of_blocks) {
                return Err(syn::Error::new(
                    exactly,
                    "a line of blocks is a line of won blocks: `exactly` is for lines of stones",
                ));
            }
            Ok(Win::Line {
                span: kind.span(),
                length,
                of_blocks,
                exactly,
            })
        }
        "majority" => Ok(Win::Majority(kind.span())),
        "last_take" => Ok(Win::LastTake(kind.span())),
        "connect" if !input.peek(LitInt) => Ok(Win::Connect(kind.span())),
        "connect" | "ring" => parse_shapes(kind, input),
        "occupy" => Ok(Win::Occupy(kind.span())),
        other => Err(syn::Error::new(
            kind.span(),
            unknown("win condition", "win conditions", other, WIN_KINDS),
        )),
    }
}

/// The length of a winning line, after `line` and maybe `exactly` (the span of that word,
/// where a missing length is told).
pub(crate) fn parse_length(input: ParseStream, exactly: Option<Span>) -> syn::Result<Number> {
    match exactly {
        Some(span) if !input.peek(LitInt) => Err(syn::Error::new(
            span,
            "expected the length of the line after `exactly`, as in `line exactly 5`",
        )),
        _ => parse_number(input, "the length of a winning line, as in `line 3`"),
    }
}

/// `exactly` after `line`, if there: the span of the word.
pub(crate) fn parse_exactly(input: ParseStream) -> syn::Result<Option<Span>> {
    if input.peek(Ident) && input.fork().parse::<Ident>()? == "exactly" {
        return Ok(Some(input.parse::<Ident>()?.span()));
    }
    Ok(None)
}

/// `of blocks won by line N` after `win: line K`, if there.
fn parse_of_blocks(input: ParseStream) -> syn::Result<Option<OfBlocks>> {
    if !(input.peek(Ident) && input.fork().parse::<Ident>()? == "of") {
        return Ok(None);
    }
    let expected = "`line K of blocks won by line N`: K blocks in a row, each won by a line of N";
    let spans = ["of", "blocks", "won", "by", "line"]
        .map(|word| parse_word(input, word, expected))
        .into_iter()
        .collect::<syn::Result<Vec<Span>>>()?;
    let inner = parse_number(input, expected)?;
    Ok(Some(OfBlocks {
        blocks: spans[1],
        inner,
    }))
}

/// `win: SHAPE or SHAPE ...`, from its first keyword: each shape `ring` or `connect K of
/// corners|edges`.
fn parse_shapes(first: Ident, input: ParseStream) -> syn::Result<Win> {
    let span = first.span();
    let mut shapes = vec![parse_shape(first, input)?];
    while input.peek(Ident) && input.fork().parse::<Ident>()? == "or" {
        input.parse::<Ident>()?;
        let kind: Ident = input.parse().map_err(|e| {
            syn::Error::new(
                e.span(),
                "expected a shape after `or`: `ring` or `connect K of corners|edges`",
            )
        })?;
        shapes.push(parse_shape(kind, input)?);
    }
    Ok(Win::Shapes(shapes, span))
}

/// One shape: `ring`, or `connect K of corners|edges` from its keyword.
fn parse_shape(kind: Ident, input: ParseStream) -> syn::Result<Shape> {
    match kind.to_string().as_str() {
        "ring" => Ok(Shape::Ring(kind.span())),
        "connect" => {
            let count = parse_number(
                input,
                "how many regions one group joins, as in `connect 3 of edges`",
            )?;
            let of: Ident = input.parse().map_err(|e| {
                syn::Error::new(e.span(), "expected `of`, as in `connect 3 of edges`")
            })?;
            if of != "of" {
                return Err(syn::Error::new(
                    of.span(),
                    format!("expected `of`, as in `connect {} of edges`", count.value),
                ));
            }
            let word: Ident = input.parse().map_err(|e| {
                syn::Error::new(
                    e.span(),
                    format!("expected the regions: {}", list(REGION_KINDS, "or")),
                )
            })?;
            let regions = match word.to_string().as_str() {
                "corners" => Regions::Corners,
                "edges" => Regions::Edges,
                other => {
                    return Err(syn::Error::new(
                        word.span(),
                        unknown("region", "regions", other, REGION_KINDS),
                    ));
                }
            };
            Ok(Shape::Regions {
                span: kind.span(),
                count,
                regions,
                regions_span: word.span(),
            })
        }
        other => Err(syn::Error::new(
            kind.span(),
            format!("unknown shape `{other}`: expected `ring` or `connect K of corners|edges`"),
        )),
    }
}

/// `lose: ...`: what its maker loses by, with its length for `line`.
fn parse_lose(input: ParseStream) -> syn::Result<Lose> {
    let kind: Ident = input.parse().map_err(|e| {
        syn::Error::new(
            e.span(),
            format!(
                "expected a losing condition: {}, as in `lose: line 3`",
                list(LOSE_KINDS, "or")
            ),
        )
    })?;
    match kind.to_string().as_str() {
        "line" => Ok(Lose::Line {
            span: kind.span(),
            length: parse_number(input, "the length of a losing line, as in `line 3`")?,
        }),
        "last_take" => Err(syn::Error::new(
            kind.span(),
            "`lose` takes a `line`; misère play on piles (who takes the last token loses) is \
             written `blocked: win`",
        )),
        other => Err(syn::Error::new(
            kind.span(),
            unknown("losing condition", "losing conditions", other, LOSE_KINDS),
        )),
    }
}

/// `order: ...`: a move-ordering hint.
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
        "squares" => Ok(Order::Squares(kind.span())),
        other => Err(syn::Error::new(
            kind.span(),
            unknown("move-ordering hint", "hints", other, ORDERS),
        )),
    }
}

/// `TERM VALUE` (a single term) or `{ TERM: VALUE, ... }`.
fn parse_eval(input: ParseStream) -> syn::Result<Eval> {
    if !input.peek(syn::token::Brace) {
        let term = parse_eval_term(input, false)?;
        return Ok(Eval { terms: vec![term] });
    }
    let content;
    syn::braced!(content in input);
    let mut terms = Vec::new();
    while !content.is_empty() {
        terms.push(parse_eval_term(&content, true)?);
        if content.is_empty() {
            break;
        }
        if !content.peek(Token![,]) {
            return Err(content.error("separate the terms of `eval` with commas"));
        }
        content.parse::<Token![,]>()?;
    }
    if terms.is_empty() {
        return Err(input
            .error("`eval` has no terms: add one, as in `eval: { squares: [...], mobility: 5 }`"));
    }
    Ok(Eval { terms })
}

/// One evaluation term, its keyword one of `EVAL_TERMS`, followed by a colon inside braces.
fn parse_eval_term(input: ParseStream, braced: bool) -> syn::Result<EvalTerm> {
    let key: Ident = input.parse().map_err(|e| {
        syn::Error::new(
            e.span(),
            format!("expected an evaluation term: {}", list(EVAL_TERMS, "or")),
        )
    })?;
    let name = key.to_string();
    if !EVAL_TERMS.contains(&name.as_str()) {
        let mut message = unknown("evaluation term", "terms", &name, EVAL_TERMS);
        if closest(&name, EVAL_TERMS).is_none() {
            message += &if braced {
                format!("; for a Rust function, write `custom: {name}`")
            } else {
                format!("; for a Rust function, write `eval: custom {name}`")
            };
        }
        return Err(syn::Error::new(key.span(), message));
    }
    if braced {
        if !input.peek(Token![:]) {
            return Err(input.error(format!(
                "expected `:` after `{name}`, as in `{{ {name}: ... }}`"
            )));
        }
        input.parse::<Token![:]>()?;
    } else if input.peek(Token![:]) {
        return Err(input.error(format!(
            "write several terms in braces, as in `eval: {{ {name}: ... }}`, or one without a colon: `eval: {name} ...`"
        )));
    }
    let term = match name.as_str() {
        "windows" => {
            let expected = "a list of weights, one per number of stones in a window, as in `windows [1, 4, 16]`";
            let (weights, list_span) = parse_list(input, expected, |content| {
                parse_number(content, "a weight (a whole number)")
            })?;
            Term::Windows { weights, list_span }
        }
        "blocks" => {
            let expected = "a list of weights, one per number of won blocks in a line, as in `blocks [20, 80]`";
            let (weights, list_span) = parse_list(input, expected, |content| {
                parse_number(content, "a weight (a whole number)")
            })?;
            Term::Blocks { weights, list_span }
        }
        "squares" => {
            let (layout, layout_span) = if input.peek(Ident) {
                let word: Ident = input.parse()?;
                match word.to_string().as_str() {
                    "quarter" => (Layout::Quarter, Some(word.span())),
                    "triangle" => (Layout::Triangle, Some(word.span())),
                    other => {
                        return Err(syn::Error::new(
                            word.span(),
                            unknown("square-table layout", "layouts", other, LAYOUTS)
                                + " (or no word before a full table)",
                        ));
                    }
                }
            } else {
                (Layout::Full, None)
            };
            let expected = "a list of weights, as in `squares [100, -20, ...]` (row by row from a1), \
                            `squares quarter [...]` or `squares triangle [...]`";
            let (weights, list_span) = parse_list(input, expected, |content| {
                parse_weight(content, "a weight (a whole number, maybe negative)")
            })?;
            Term::Squares {
                layout,
                layout_span,
                weights,
                list_span,
            }
        }
        "mobility" => Term::Mobility(parse_weight(
            input,
            "the weight of a legal move, as in `mobility: 5`",
        )?),
        "frontier" => Term::Frontier(parse_weight(
            input,
            "the weight of a stone next to an empty cell, as in `frontier: -3`",
        )?),
        "distance" => Term::Distance(parse_weight(
            input,
            "the weight of a cell still to fill to connect, as in `distance: 10`",
        )?),
        "goal" => Term::Goal(parse_weight(
            input,
            "the weight of a stone on a cell it must occupy, as in `goal: 10`",
        )?),
        "material" => Term::Material(parse_weight(
            input,
            "the weight of a stone, as in `material: 10`",
        )?),
        "promoted" => Term::Promoted(parse_weight(
            input,
            "the weight of a promoted stone beside its weight as a stone, as in `promoted: 20`",
        )?),
        "advance" => Term::Advance(parse_weight(
            input,
            "the weight of a row a stone has advanced, as in `advance: 2`",
        )?),
        "custom" => Term::Custom(parse_function(
            input,
            if braced {
                "`custom: my_eval`"
            } else {
                "`eval: custom my_eval`"
            },
        )?),
        _ => unreachable!("every name in EVAL_TERMS is parsed"),
    };
    Ok(EvalTerm { key, term })
}

/// `[item, item, ...]`, and the span of the brackets.
fn parse_list<T>(
    input: ParseStream,
    expected: &str,
    item: impl Fn(ParseStream) -> syn::Result<T>,
) -> syn::Result<(Vec<T>, Span)> {
    if !input.peek(syn::token::Bracket) {
        return Err(input.error(format!("expected {expected}")));
    }
    let content;
    let bracket = syn::bracketed!(content in input);
    let mut items = Vec::new();
    while !content.is_empty() {
        items.push(item(&content)?);
        if content.is_empty() {
            break;
        }
        content.parse::<Token![,]>()?;
    }
    Ok((items, bracket.span.join()))
}

/// `{ X: [e4, d5], O: [d4, e5] }`.
fn parse_start(input: ParseStream) -> syn::Result<Start> {
    let example = "`start: { X: [e4, d5], O: [d4, e5] }`";
    if !input.peek(syn::token::Brace) {
        return Err(input.error(format!(
            "expected each player's stones in braces, as in {example}"
        )));
    }
    let content;
    syn::braced!(content in input);
    let mut lists: Vec<StartList> = Vec::new();
    while !content.is_empty() {
        let player: Ident = content.parse().map_err(|e| {
            syn::Error::new(e.span(), format!("expected `X` or `O`, as in {example}"))
        })?;
        let second = match player.to_string().as_str() {
            "X" => false,
            "O" => true,
            other => {
                return Err(syn::Error::new(
                    player.span(),
                    format!(
                        "unknown player `{other}`: the players are `X` (who moves first) and `O`"
                    ),
                ));
            }
        };
        if let Some(earlier) = lists.iter().find(|l| l.second == second) {
            let mut error = syn::Error::new(
                player.span(),
                format!("`{player}` is listed twice: put all of its stones in one list"),
            );
            error.combine(syn::Error::new(
                earlier.player.span(),
                format!("`{player}` is first listed here"),
            ));
            return Err(error);
        }
        if !content.peek(Token![:]) {
            return Err(content.error(format!("expected `:` after `{player}`, as in {example}")));
        }
        content.parse::<Token![:]>()?;
        let (cells, region) = if crate::ast_parts::starts_region(&content) {
            (Vec::new(), Some(crate::ast_parts::parse_region(&content)?))
        } else {
            let expected = format!(
                "a list of cells, as in `{player}: [e4, d5]`, or a region, as in `{player}: rows 1..=2`"
            );
            (parse_list(&content, &expected, parse_cell)?.0, None)
        };
        lists.push(StartList {
            player,
            second,
            cells,
            region,
        });
        if content.is_empty() {
            break;
        }
        if !content.peek(Token![,]) {
            return Err(content.error(format!(
                "separate the players' lists with commas, as in {example}"
            )));
        }
        content.parse::<Token![,]>()?;
    }
    Ok(Start { lists })
}

/// A cell name: one column letter and a row number (`e4`).
pub(crate) fn parse_cell(input: ParseStream) -> syn::Result<CellName> {
    let expected = "expected a cell such as `e4`: a column letter (`a` on the left) and a row \
                    number (`1` at the top)";
    let (text, span) = if input.peek(Ident) {
        let ident: Ident = input.parse()?;
        (ident.to_string(), ident.span())
    } else if input.peek(LitInt) {
        let lit: LitInt = input.parse()?;
        (lit.to_string(), lit.span())
    } else {
        return Err(input.error(expected));
    };
    let lower = text.to_ascii_lowercase();
    let mut chars = lower.chars();
    let letter = chars.next().filter(char::is_ascii_lowercase);
    let digits = chars.as_str();
    match (letter, digits.parse::<u32>()) {
        (Some(letter), Ok(row)) if row >= 1 && !digits.starts_with('0') => Ok(CellName {
            column: u32::from(letter) - u32::from('a'),
            row: row - 1,
            text: lower,
            span,
        }),
        _ => Err(syn::Error::new(span, format!("{expected}, not `{text}`"))),
    }
}

/// `custom PATH`.
pub(crate) fn parse_end(input: ParseStream) -> syn::Result<End> {
    let kind: Ident = input.parse().map_err(|e| {
        syn::Error::new(
            e.span(),
            format!(
                "expected an end condition: {}, as in `end: custom my_end`",
                list(END_KINDS, "or")
            ),
        )
    })?;
    match kind.to_string().as_str() {
        "custom" => Ok(End {
            span: kind.span(),
            function: parse_function(input, "`end: custom my_end`")?,
        }),
        other => Err(syn::Error::new(
            kind.span(),
            match closest(other, END_KINDS) {
                Some(keyword) => {
                    format!("unknown end condition `{other}`; did you mean `{keyword}`?")
                }
                None => format!(
                    "expected `custom` and the path of a Rust function: write `end: custom {other}`"
                ),
            },
        )),
    }
}

/// The path of a Rust function (`my_eval`, `crate::rules::my_eval`).
fn parse_function(input: ParseStream, example: &str) -> syn::Result<syn::Path> {
    let expected = format!("expected the path of a Rust function, as in {example}");
    if input.is_empty() {
        return Err(input.error(expected));
    }
    if !(input.peek(Ident)
        || input.peek(Token![::])
        || input.peek(Token![crate])
        || input.peek(Token![self])
        || input.peek(Token![super])
        || input.peek(Token![Self]))
    {
        let found: TokenTree = input.parse()?;
        return Err(syn::Error::new(
            found.span(),
            format!("{expected}, found `{found}`"),
        ));
    }
    input
        .parse::<syn::Path>()
        .map_err(|e| syn::Error::new(e.span(), expected))
}

/// `when_blocked` or `never`.
fn parse_pass(input: ParseStream) -> syn::Result<Pass> {
    let kind: Ident = input.parse().map_err(|e| {
        syn::Error::new(
            e.span(),
            format!("expected a pass rule: {}", list(PASS_RULES, "or")),
        )
    })?;
    match kind.to_string().as_str() {
        "when_blocked" => Ok(Pass::WhenBlocked(kind.span())),
        "never" => Ok(Pass::Never(kind.span())),
        other => Err(syn::Error::new(
            kind.span(),
            unknown("pass rule", "pass rules", other, PASS_RULES),
        )),
    }
}

/// `lose`, `draw` or `win`.
pub(crate) fn parse_blocked(input: ParseStream) -> syn::Result<Blocked> {
    let kind: Ident = input.parse().map_err(|e| {
        syn::Error::new(
            e.span(),
            format!(
                "expected the result of a side that cannot move: {}",
                list(BLOCKED_RULES, "or")
            ),
        )
    })?;
    match kind.to_string().as_str() {
        "lose" => Ok(Blocked::Lose(kind.span())),
        "draw" => Ok(Blocked::Draw(kind.span())),
        "win" => Ok(Blocked::Win(kind.span())),
        other => Err(syn::Error::new(
            kind.span(),
            unknown("result", "results", other, BLOCKED_RULES),
        )),
    }
}

/// A whole number, maybe negative (`-20`), without suffix.
fn parse_weight(input: ParseStream, expected: &str) -> syn::Result<Weight> {
    let mut tokens = TokenStream::new();
    let negative = if input.peek(Token![-]) {
        let minus: Token![-] = input.parse()?;
        tokens.extend(quote::quote!(#minus));
        true
    } else {
        false
    };
    let number = parse_number(input, expected)?;
    let lit = LitInt::new(&number.value.to_string(), number.span);
    tokens.extend(quote::quote!(#lit));
    let value = i64::from(number.value);
    Ok(Weight {
        value: if negative { -value } else { value },
        tokens,
    })
}

/// `N x M`: two numbers and the word `x` between them, each error saying `expected`.
pub(crate) fn parse_by(input: ParseStream, expected: &str) -> syn::Result<(Number, Number)> {
    let first = parse_number(input, expected)?;
    let by: Ident = input
        .parse()
        .map_err(|e| syn::Error::new(e.span(), format!("expected {expected}")))?;
    if by != "x" {
        return Err(syn::Error::new(by.span(), format!("expected {expected}")));
    }
    Ok((first, parse_number(input, expected)?))
}

/// A non-negative integer literal without suffix.
pub(crate) fn parse_number(input: ParseStream, expected: &str) -> syn::Result<Number> {
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

/// `piles: [A, B, ...]`: the tokens of each pile at the start.
pub struct Piles {
    /// The piles, in order.
    pub sizes: Vec<Number>,
    /// The span of the list, for errors about its length.
    pub span: Span,
}

/// `[A, B, ...]`.
fn parse_piles(input: ParseStream) -> syn::Result<Piles> {
    let expected = "a list of pile sizes, as in `piles: [3, 4, 5]`";
    let (sizes, span) = parse_list(input, expected, |content| parse_number(content, expected))?;
    Ok(Piles { sizes, span })
}
