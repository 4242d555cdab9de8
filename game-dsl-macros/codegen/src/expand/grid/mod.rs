//! Board games: a bitboard per player (the player to move, the other), moves by placement, drop,
//! flanking or steps, wins by lines, majority, connection or occupation.
//!
//! What every board game shares is generated here: the type, its cells, the position format,
//! the hash, and the plies played when a `limit` makes them part of the position. The rest:
//! - [`lines`]: the line tests (win, threats, evaluation windows);
//! - [`moves`]: what depends on placing or dropping stones (legal cells, notation, tactics);
//! - [`flank`]: flanking games (legal moves and flips by shifts, passes, the final margin);
//! - [`connect`]: connection games;
//! - [`step`]: movement games (steps by shifts, occupation, blocked sides);
//! - [`rotate`]: turns that place a stone then rotate a block (Pentago);
//! - [`blocks`]: games of blocks, won by a line of blocks won by lines (Ultimate tic-tac-toe);
//! - [`eval`]: the evaluation terms.

mod blocks;
mod connect;
mod eval;
mod flank;
mod lines;
mod moves;
mod rotate;
mod shapes;
mod step;

use proc_macro2::{Ident, Span, TokenStream};
use quote::{ToTokens, quote};

use super::custom::CustomEnd;
use super::traits::{Impls, Method};
use super::{doc, hex, number, side_and_ply, std_impls, type_header};
use crate::geometry::{Board, LINE_DIRECTIONS};
use crate::model::{Game, Grid, GridMoves, GridOrder, GridWin};

/// What the parts of a board game's generator share.
struct Context<'a> {
    grid: &'a Grid,
    board: Board,
    /// The bitboard type: `u16`, `u32`, `u64`, `u128` or `::game_dsl::bits::Wide<N>`.
    bits: TokenStream,
    /// The length of a winning line (0 for a game won otherwise).
    length: u32,
    /// The author's end (`end: custom PATH`), if any, tested before the game's own.
    end: CustomEnd<'a>,
}

impl Context<'_> {
    /// Whether the declaration gives a start layout.
    fn has_start(&self) -> bool {
        self.grid.start != [0, 0]
    }

    /// A set of cells as a constant of the bitboard type: an integer literal, or the words of a
    /// `Wide` set.
    fn mask(&self, cells: impl IntoIterator<Item = u32>) -> TokenStream {
        match self.board.words() {
            None => hex(cells.into_iter().fold(0u128, |m, c| m | 1 << c)).into_token_stream(),
            Some(n) => {
                let mut words = vec![0u64; n];
                for c in cells {
                    words[c as usize / 64] |= 1 << (c % 64);
                }
                let words = words.into_iter().map(|w| hex(w.into()));
                quote!(::game_dsl::bits::Wide::from_words([#(#words),*]))
            }
        }
    }

    /// [`Context::mask`] of the cells of a set computed when the macro runs.
    fn mask_of(&self, set: u128) -> TokenStream {
        self.mask((0..self.board.cells()).filter(|c| set >> c & 1 == 1))
    }

    /// The empty set of the bitboard type.
    fn zero(&self) -> TokenStream {
        let bits = &self.bits;
        match self.board.words() {
            None => quote!(0),
            Some(_) => quote!(<#bits>::ZERO),
        }
    }

    /// The set of the one cell `index` (a `usize` expression).
    fn bit(&self, index: TokenStream) -> TokenStream {
        let bits = &self.bits;
        match self.board.words() {
            None => quote!(1 << #index),
            Some(_) => quote!(<#bits>::bit(#index)),
        }
    }

    /// Whether the set `set` (a path or a parenthesised expression) is not empty.
    fn any(&self, set: TokenStream) -> TokenStream {
        match self.board.words() {
            None => quote!(#set != 0),
            Some(_) => quote!(!#set.is_zero()),
        }
    }

    /// Whether the set `set` (a path or a parenthesised expression) is empty.
    fn none(&self, set: TokenStream) -> TokenStream {
        match self.board.words() {
            None => quote!(#set == 0),
            Some(_) => quote!(#set.is_zero()),
        }
    }
}

/// The bitboard type of a board: the smallest integer that holds it, or `bits::Wide<N>`.
pub fn bits_type(board: Board) -> TokenStream {
    match board.words() {
        None => Ident::new(board.bits_type(), Span::call_site()).into_token_stream(),
        Some(n) => {
            let n = number(n as u32);
            quote!(::game_dsl::bits::Wide<#n>)
        }
    }
}

/// What differs between the families of board games, to fill in the common skeleton.
struct Rules {
    /// Fields of the position besides the stones, side and ply.
    fields: TokenStream,
    /// Their values at the start.
    start_fields: TokenStream,
    /// Inherent items.
    inherent: TokenStream,
    /// The type of the legal-move iterator.
    move_iter: TokenStream,
    /// How finished games are scored.
    scoring: TokenStream,
    /// `Game` items: the moves, playing one, the end of the game.
    play_items: TokenStream,
    /// The items of the traits besides the skeleton's: bounds, the engine's knowledge, notation.
    game_items: Impls,
    /// The `from_stones` function: a checked position from the stones and the side to move.
    from_stones: TokenStream,
    /// How `parse_position` finds the side to move.
    side: TokenStream,
}

/// The type and `impl Game` of a board game.
pub fn expand(game: &Game, grid: &Grid) -> TokenStream {
    let board = Board {
        width: grid.width,
        height: grid.height,
    };
    let length = grid.win.line_length().unwrap_or(0);
    let cx = Context {
        grid,
        board,
        bits: bits_type(board),
        length,
        end: CustomEnd(game.end.as_ref()),
    };
    let rules = match grid.moves {
        _ if grid.win == GridWin::Connect => connect::rules(&cx, &game.name),
        _ if let GridWin::Shapes(shapes) = grid.win => {
            connect::shape_rules(&cx, &game.name, shapes)
        }
        _ if let Some(blocks) = grid.blocks => blocks::rules(&cx, &game.name, blocks),
        _ if let Some(rotation) = grid.rotate => rotate::rules(&cx, &game.name, rotation),
        GridMoves::Place | GridMoves::Drop => line_rules(&cx, &game.name),
        GridMoves::Flank => flank::rules(&cx, &game.name),
        GridMoves::Step(_) => step::rules(&cx, &game.name),
    };
    let max_moves = match grid.moves {
        GridMoves::Step(directions) => number(step::max_moves(&cx, directions)),
        _ if let Some(rotation) = grid.rotate => {
            number(board.cells() * 2 * rotation.blocks(board.width, board.height))
        }
        _ => number(board.cells()),
    };
    let Rules {
        fields,
        start_fields,
        inherent,
        move_iter,
        scoring,
        play_items,
        game_items,
        from_stones,
        side,
    } = rules;
    let name = &game.name;
    let vis = &game.vis;
    let header = type_header(game);
    let bits = &cx.bits;
    let (width, height) = (number(grid.width), number(grid.height));
    let all = cx.mask(grid.outline.cells(board));
    let board_cells = board_cells(&cx);
    let name_str = name.to_string();
    let start_items = start_items(&cx);
    let (start_mine, start_theirs) = if cx.has_start() {
        (quote!(Self::START_X), quote!(Self::START_O))
    } else {
        (cx.zero(), cx.zero())
    };
    let (order_items, order_hint) = order_items(&cx);
    let eval::Items {
        constants: eval_constants,
        functions: eval_functions,
        evaluate,
    } = eval::items(&cx);
    let field_doc = doc(format!(
        "The stones of the player to move: bit `row * {} + column` for a stone there, row 0 at the top.",
        grid.width
    ));
    let stones_words = stones_words(&cx);
    let custom_end = cx.end.method();
    let side_ply = side_and_ply();
    let (mine_has, theirs_has) = match board.words() {
        None => (
            quote!(self.mine >> cell & 1 == 1),
            quote!(self.theirs >> cell & 1 == 1),
        ),
        Some(_) => (quote!(self.mine.has(cell)), quote!(self.theirs.has(cell))),
    };
    let zero = cx.zero();
    let cell_bit = cx.bit(quote!(cell));
    // On a board that leaves cells out, the text lists the board's cells only.
    let cell_of_text = if grid.outline.is_partial() {
        quote!(let cell = Self::BOARD_CELLS[cell] as usize;)
    } else {
        TokenStream::new()
    };
    let Limited {
        constant: limit_constant,
        parse_grid,
        finish_parse,
        position_string,
    } = limited(&cx, name, &side);
    let ending = ending(&cx);

    let look = super::look::grid(game, grid);
    let mut impls = Impls::default();
    impls
        .rules(quote! {
            type Move = ::game_dsl::Move;
            type Moves = ::game_dsl::MoveList<::game_dsl::Move, #max_moves>;
            type MoveIter = #move_iter;

            const SCORING: ::game_dsl::Scoring = #scoring;

            fn start() -> Self {
                #name { mine: #start_mine, theirs: #start_theirs, #start_fields side: ::game_dsl::Player::First, ply: 0 }
            }

            #side_ply

            #play_items

            #evaluate

            #[::game_dsl::hot]
            fn key(&self) -> u64 {
                ::game_dsl::hash::hash_words(&#stones_words, self.side.index())
            }

            #order_hint
        })
        .notation(quote! {
            const NAME: &'static str = #name_str;
            const BOARD: Option<(usize, usize)> = Some((#width, #height));
            #look
        })
        .append(game_items)
        .notation(quote! {
            fn parse_position(text: &str) -> Result<Self, ::game_dsl::PositionError> {
                let grid = #parse_grid;
                let mut stones: [#bits; 2] = [#zero; 2];
                for (cell, owner) in grid.cells.iter().enumerate() {
                    if let Some(player) = owner {
                        #cell_of_text
                        stones[player.index()] |= #cell_bit;
                    }
                }
                #finish_parse
            }

            fn position_string(&self) -> String {
                #position_string
            }

            #ending
        });
    let impls = impls.write(name);
    let std_impls = std_impls(name);

    quote! {
        #header
        #vis struct #name {
            #[doc = #field_doc]
            mine: #bits,
            /// The stones of the other player, bits as in `mine`.
            theirs: #bits,
            #fields
            /// The player to move.
            side: ::game_dsl::Player,
            /// Plies played.
            ply: u16,
        }

        impl #name {
            /// Columns of the board.
            pub const WIDTH: usize = #width;
            /// Rows of the board.
            pub const HEIGHT: usize = #height;
            /// Every cell of the board.
            const CELLS: #bits = #all;
            #board_cells
            #start_items
            #limit_constant
            #order_items
            #eval_constants

            #inherent

            #eval_functions

            #custom_end

            /// The stones of `player`: bit `row * WIDTH + column` for a stone there, row 0 at the
            /// top.
            #[::game_dsl::hot]
            pub fn stones(&self, player: ::game_dsl::Player) -> #bits {
                if player == self.side { self.mine } else { self.theirs }
            }

            /// The empty cells.
            #[::game_dsl::hot]
            fn empty(&self) -> #bits {
                !(self.mine | self.theirs) & Self::CELLS
            }

            /// The owner of a cell, if any.
            pub fn owner(&self, cell: usize) -> Option<::game_dsl::Player> {
                if #mine_has {
                    Some(self.side)
                } else if #theirs_has {
                    Some(self.side.opponent())
                } else {
                    None
                }
            }

            #from_stones
        }

        #impls

        #std_impls
    }
}

/// What a `limit` changes in the position's text: the constant, how the text is read and
/// checked, and how it is written.
struct Limited {
    /// `LIMIT`, if the game has a limit.
    constant: TokenStream,
    /// Reads the grid: with the plies played after the side to move, if the game has a limit.
    parse_grid: TokenStream,
    /// The statements that finish `parse_position`, from `grid`, `stones` and `text`.
    finish_parse: TokenStream,
    /// The body of `position_string`.
    position_string: TokenStream,
}

/// `Notation::ending`: the author's end first; then, once the game is over, a draw at the
/// limit of plies (`limit: N`), and why the game's own end decided: a line (made, or lost by in
/// misère play), a chain or a shape (`Connection`), the count (`majority`), or a full board
/// without any (`NoMoves`, a draw); after a turn that places then rotates, a line of either
/// side's (both sides' lines draw) or a full board. The kernels whose values do not tell their
/// ends apart say only the limit: the step kernel (a side occupied, or blocked) and the blocks
/// (a block's line, or all blocks closed).
fn ending(cx: &Context) -> TokenStream {
    let rule_first = cx.end.ending_first();
    let own_or_full = |own: TokenStream| quote!(Some(if value != 0 { #own } else { ::game_dsl::Ending::NoMoves }));
    let decided = match cx.grid.win {
        _ if cx.grid.rotate.is_some() => Some(quote! {
            Some(if value != 0 || Self::has_line(self.mine) || Self::has_line(self.theirs) {
                ::game_dsl::Ending::Line
            } else {
                ::game_dsl::Ending::NoMoves
            })
        }),
        _ if cx.grid.blocks.is_some() || matches!(cx.grid.moves, GridMoves::Step(_)) => None,
        GridWin::Majority => Some(quote!(Some(::game_dsl::Ending::Count))),
        GridWin::Line(_) | GridWin::LoseLine(_) => {
            Some(own_or_full(quote!(::game_dsl::Ending::Line)))
        }
        GridWin::Connect | GridWin::Shapes(_) => {
            Some(own_or_full(quote!(::game_dsl::Ending::Connection)))
        }
        GridWin::Occupy => None,
    };
    let at_limit = cx.grid.limit.map(|_| {
        quote! {
            if value == 0 && u32::from(self.ply) >= Self::LIMIT {
                return Some(::game_dsl::Ending::PlyLimit);
            }
        }
    });
    if decided.is_none() && at_limit.is_none() {
        return cx.end.ending();
    }
    let doc = match decided {
        Some(_) => {
            " Why the game ended: the author's end, a draw at the limit, or the game's own end."
        }
        None => " A draw at the limit of plies says so (and the author's end, when it decided).",
    };
    let decided = decided.unwrap_or(quote!(None));
    quote! {
        #[doc = #doc]
        fn ending(&self) -> Option<::game_dsl::Ending> {
            #rule_first
            let value = ::game_dsl::Game::terminal_value(self)?;
            #at_limit
            #decided
        }
    }
}

/// The position's text with or without the plies played: a game with a limit on its length
/// (`limit: N`) writes them after the side to move, since two positions with the same stones but
/// different plies left are different positions (they hash differently too).
fn limited(cx: &Context, name: &Ident, side: &TokenStream) -> Limited {
    let outline = cx.grid.outline;
    let cells = number(outline.cells(cx.board).len() as u32);
    let owner = if outline.is_partial() {
        quote!(|cell| self.owner(Self::BOARD_CELLS[cell] as usize))
    } else {
        quote!(|cell| self.owner(cell))
    };
    if cx.grid.blocks.is_some() {
        let owner = quote!(|cell| self.owner(cell));
        return Limited {
            constant: TokenStream::new(),
            parse_grid: quote!(::game_dsl::notation::parse_grid(&Self::split_position(text)?.0, #cells)?),
            finish_parse: quote! {
                let side = grid.#side(text)?;
                let (_, next) = Self::split_position(text)?;
                Self::from_stones(stones, side, next, text)
            },
            position_string: quote! {
                let text = ::game_dsl::notation::grid_string(#cells, #owner, self.side);
                match self.forced_block() {
                    Some(block) => format!("{text} {block}"),
                    None => text,
                }
            },
        };
    }
    let Some(limit) = cx.grid.limit else {
        return Limited {
            constant: TokenStream::new(),
            parse_grid: quote!(::game_dsl::notation::parse_grid(text, #cells)?),
            finish_parse: quote! {
                let side = grid.#side(text)?;
                Self::from_stones(stones, side, text)
            },
            position_string: quote! {
                ::game_dsl::notation::grid_string(#cells, #owner, self.side)
            },
        };
    };
    let text = doc(format!(
        "The game is a draw after this many plies, unless it was won before (`limit: {limit}`)."
    ));
    let limit = number(limit);
    // Without passes, X moves at even plies and O at odd ones.
    let alternating = !cx.grid.pass;
    Limited {
        constant: quote! {
            #[doc = #text]
            pub const LIMIT: u32 = #limit;
        },
        parse_grid: quote!(::game_dsl::notation::parse_grid_with_ply(text, #cells)?),
        finish_parse: quote! {
            let side = grid.#side(text)?;
            let ply = grid.ply_within(text, side, Self::LIMIT, #alternating)? as u16;
            Self::from_stones(stones, side, text).map(|pos| #name { ply, ..pos })
        },
        position_string: quote! {
            ::game_dsl::notation::grid_ply_string(#cells, #owner, self.side, u32::from(self.ply))
        },
    }
}

/// `moves`, `play` and `terminal_value` of a game whose stones stay where they are placed (its
/// moves the cells of `playable()`): `won` tests `placed` (the mover's stones with the new one)
/// once, in `play`, for the mover only; a full board is a draw; then the author's end
/// condition, if any (`made`: what a winning move did, for its doc comment).
fn place_and_end(
    cx: &Context,
    play_doc: TokenStream,
    placed_bit: &TokenStream,
    won: TokenStream,
    made: &str,
) -> TokenStream {
    // The author's end comes first: it may end the game before, or instead of, a line.
    let custom_doc = cx.end.is_some().then(|| {
        let doc = format!(
            " Over by the author's end condition first (its value's sign), then when the last \
             move {made} or filled the board."
        );
        quote!(#[doc = #doc])
    });
    let custom_first = cx.end.value_first();
    // The last move made a line (or joined its sides): its maker won, unless a line loses.
    let (made_value, made_doc) = match cx.grid.win {
        GridWin::LoseLine(_) => (
            quote!(1),
            quote!(#[doc = " A line loses: the side to move wins when the last move made one."]),
        ),
        _ => (quote!(-1), TokenStream::new()),
    };
    quote! {
        #[::game_dsl::hot]
        fn moves(&self) -> Self::MoveIter {
            ::game_dsl::bits::Cells::new(self.playable())
        }

        #play_doc
        #[::game_dsl::hot]
        fn play(&mut self, mv: ::game_dsl::Move) {
            let placed = self.mine | #placed_bit;
            self.won = #won;
            self.mine = self.theirs;
            self.theirs = placed;
            self.side = self.side.opponent();
            self.ply += 1;
        }

        #made_doc
        #custom_doc
        #[::game_dsl::hot]
        fn terminal_value(&self) -> Option<i32> {
            #custom_first
            if self.won {
                Some(#made_value)
            } else if self.mine | self.theirs == Self::CELLS {
                Some(0)
            } else {
                None
            }
        }
    }
}

/// The rules of a line game: stones placed or dropped, a line wins, a full board is a draw.
fn line_rules(cx: &Context, name: &Ident) -> Rules {
    let line_items = lines::items(cx);
    let move_items = moves::inherent_items(cx);
    let ply = plies_from_stones(cx);
    let any_win = cx.any(quote!(wins));
    let placed_bit = cx.bit(quote!(mv.index()));
    let mut game_items = Impls::default();
    let (reach, threats_after_each) = threats_after_each(cx);
    // Threats order the moves of a game that a line wins; where a line loses, the engine's
    // tactics are off (see `moves::has_tactics`) and the moves keep the order of the cells.
    let losing = matches!(cx.grid.win, GridWin::LoseLine(_));
    if !losing {
        game_items.knows(
            Method::ThreatsAfter,
            quote! {
                /// The empty cells where the mover would complete a line after `mv`.
                #[::game_dsl::hot]
                fn threats_after(&self, mv: ::game_dsl::Move) -> u32 {
                    let placed = self.mine | #placed_bit;
                    (Self::winning_cells(placed) & self.empty() & !(#placed_bit)).count_ones()
                }
            },
        );
        if let Some(each) = threats_after_each {
            game_items.knows(Method::ThreatsAfterEach, each);
        }
    }
    game_items.rules(quote! {
        #[::game_dsl::hot]
        fn plies_left_bound(&self) -> u32 {
            self.empty().count_ones()
        }
    });
    if moves::has_tactics(cx) {
        game_items.knows(
            Method::WinningMove,
            quote! {
                #[::game_dsl::hot]
                fn winning_move(&self) -> Option<::game_dsl::Move> {
                    let wins = self.playable() & Self::winning_cells(self.mine);
                    (#any_win).then(|| ::game_dsl::Move::new(wins.trailing_zeros() as u16))
                }
            },
        );
    }
    game_items.append(moves::game_items(cx));
    let reach = (!losing).then_some(reach);
    let place_and_end = place_and_end(
        cx,
        TokenStream::new(),
        &placed_bit,
        quote!(Self::has_line(placed)),
        "made a line",
    );
    Rules {
        fields: quote! {
            /// Whether the last move made a line.
            won: bool,
        },
        start_fields: quote!(won: false,),
        inherent: quote! {
            #line_items

            #move_items

            #reach
        },
        move_iter: {
            let bits = &cx.bits;
            quote!(::game_dsl::bits::Cells<#bits>)
        },
        scoring: quote!(::game_dsl::Scoring::Distance),
        play_items: place_and_end,
        game_items,
        from_stones: {
            let bits = &cx.bits;
            quote! {
                /// The position from each player's stones and the side to move, checked.
                fn from_stones(
                    stones: [#bits; 2],
                    side: ::game_dsl::Player,
                    text: &str,
                ) -> ::core::result::Result<Self, ::game_dsl::PositionError> {
                    let (mine, theirs) = (stones[side.index()], stones[side.opponent().index()]);
                    Self::check_layout(mine | theirs, text)?;
                    if Self::has_line(mine) {
                        return Err(::game_dsl::PositionError::new(
                            text,
                            format!("{} is to move but already has a line", side.symbol()),
                        ));
                    }
                    let ply = #ply;
                    let won = Self::has_line(theirs);
                    Ok(#name { mine, theirs, won, side, ply })
                }
            }
        },
        side: quote!(side_or_alternating),
    }
}

/// `BOARD_CELLS`, the bits of the board's cells in the order the position's text lists them,
/// on a board that leaves cells of its rectangle out (nothing otherwise: the text lists every
/// cell of the rectangle).
fn board_cells(cx: &Context) -> TokenStream {
    let outline = cx.grid.outline;
    if !outline.is_partial() {
        return TokenStream::new();
    }
    let cells = outline.cells(cx.board);
    let count = number(cells.len() as u32);
    let cells = cells.into_iter().map(number);
    let text = doc(format!(
        "The board's cells (a `{}`), row by row: the position's text lists these only.",
        outline.keyword()
    ));
    quote! {
        #[doc = #text]
        const BOARD_CELLS: [u16; #count] = [#(#cells),*];
    }
}

/// The plies played, as far as the stones tell: those beyond the start layout.
fn plies_from_stones(cx: &Context) -> TokenStream {
    if cx.has_start() {
        quote! {
            (mine | theirs).count_ones().saturating_sub((Self::START_X | Self::START_O).count_ones()) as u16
        }
    } else {
        quote!((mine | theirs).count_ones() as u16)
    }
}

/// `START_X` and `START_O`, for a declaration with a start layout.
fn start_items(cx: &Context) -> TokenStream {
    if !cx.has_start() {
        return TokenStream::new();
    }
    let bits = &cx.bits;
    let [x, o] = cx.grid.start;
    let names = |set: u128| {
        let names: Vec<String> = (0..cx.board.cells())
            .filter(|&c| set >> c & 1 == 1)
            .map(|c| cell_name(cx.board, c))
            .collect();
        if names.is_empty() {
            "none".to_string()
        } else {
            names.join(", ")
        }
    };
    let x_doc = doc(format!(
        "X's stones at the start (X moves first): {}.",
        names(x)
    ));
    let o_doc = doc(format!("O's stones at the start: {}.", names(o)));
    let (x, o) = (hex(x), hex(o));
    quote! {
        #[doc = #x_doc]
        const START_X: #bits = #x;
        #[doc = #o_doc]
        const START_O: #bits = #o;
    }
}

/// The algebraic name of a cell (`e4`), for doc comments.
fn cell_name(board: Board, cell: u32) -> String {
    format!(
        "{}{}",
        char::from(b'a' + (cell % board.width) as u8),
        cell / board.width + 1
    )
}

/// `CELL_ORDER` and `order_hint`, unless the game has no ordering hint.
fn order_items(cx: &Context) -> (TokenStream, TokenStream) {
    let Some((order_doc, cell_order)) = cell_order(cx) else {
        return (TokenStream::new(), TokenStream::new());
    };
    let cells = number(cx.board.cells());
    let values = cell_order.into_iter().map(eval::signed);
    // A move that places then rotates is coded `cell * TURNS + turn`: its cell's order.
    let cell = match cx.grid.rotate {
        Some(_) => quote!(mv.index() / Self::TURNS),
        None => quote!(mv.index()),
    };
    let lookup = if cx.grid.pass {
        quote! {
            if mv.is_pass() { 0 } else { Self::CELL_ORDER[#cell] }
        }
    } else {
        quote!(Self::CELL_ORDER[#cell])
    };
    (
        quote! {
            #[doc = #order_doc]
            const CELL_ORDER: [i32; #cells] = [#(#values),*];
        },
        quote! {
            #[::game_dsl::hot]
            fn order_hint(&self, mv: ::game_dsl::Move) -> i32 {
                #lookup
            }
        },
    )
}

/// `threats_after_each` for games of lines of 3 or more, and the `REACH` table it reads
/// (inherent items, trait items). A move with no stone of the mover within a line's length of
/// it, along any line, makes no new threat: its count is that of the threats already there,
/// computed once for all the moves.
fn threats_after_each(cx: &Context) -> (TokenStream, Option<TokenStream>) {
    if cx.length < 3 {
        return (TokenStream::new(), None);
    }
    let board = cx.board;
    let reach = (0..board.cells()).map(|cell| {
        let (column, row) = ((cell % board.width) as i32, (cell / board.width) as i32);
        cx.mask(LINE_DIRECTIONS.into_iter().flat_map(|d| {
            (1..cx.length as i32)
                .flat_map(move |k| [k, -k])
                .filter_map(move |k| board.bit(column + k * d.dx, row + k * d.dy))
        }))
    });
    let (bits, cells) = (&cx.bits, number(board.cells()));
    let placed_bit = cx.bit(quote!(mv.index()));
    let alone = cx.none(quote!((Self::REACH[mv.index()] & self.mine)));
    (
        quote! {
            /// For each cell, the cells less than a line's length away from it along the lines
            /// through it: the mover's stones that a line through it could use.
            const REACH: [#bits; #cells] = [#(#reach),*];
        },
        Some(quote! {
            /// The threats after each move: those there are now, unless the move has a stone of
            /// the mover within reach (`REACH`).
            #[::game_dsl::hot]
            fn threats_after_each(&self, moves: &[::game_dsl::Move], threats: &mut [u32]) {
                let now = Self::winning_cells(self.mine) & self.empty();
                for (threats, &mv) in threats.iter_mut().zip(moves) {
                    *threats = if #alone {
                        (now & !(#placed_bit)).count_ones()
                    } else {
                        self.threats_after(mv)
                    };
                }
            }
        }),
    )
}

/// The doc comment and values of `CELL_ORDER`, the tie-break of the move-ordering hint.
fn cell_order(cx: &Context) -> Option<(syn::LitStr, Vec<i32>)> {
    let board = cx.board;
    Some(match cx.grid.order {
        GridOrder::None => return None,
        GridOrder::Squares => (
            doc("Move ordering: the square table of the evaluation, highest weight first."),
            cx.grid.eval.squares.iter().flatten().copied().collect(),
        ),
        GridOrder::Lines => (
            doc(format!(
                "Move ordering: the number of lines of {} through each cell, so that central cells come first.",
                cx.length
            )),
            board
                .lines_through(cx.length)
                .into_iter()
                .map(|n| n as i32)
                .collect(),
        ),
        GridOrder::Centre => (
            doc("Move ordering: central columns first."),
            (0..board.cells())
                .map(|cell| {
                    let column = (cell % board.width) as i32;
                    // Twice the distance from the centre, so that even widths order symmetrically.
                    let off_centre = (2 * column - (board.width as i32 - 1)).unsigned_abs();
                    (board.width - off_centre.div_ceil(2).min(board.width)) as i32
                })
                .collect(),
        ),
    })
}

/// The words hashed for a position: the stones of the player to move and of the other, as
/// `u64`s, and the plies played in a game with a limit (positions with different plies left
/// have different values, so the transposition table must tell them apart).
fn stones_words(cx: &Context) -> TokenStream {
    // The block to play in is part of a game of blocks' position.
    let ply = match (cx.grid.limit, cx.grid.blocks) {
        (Some(_), _) => quote!(, u64::from(self.ply)),
        (None, Some(_)) => quote!(, u64::from(self.next)),
        (None, None) => TokenStream::new(),
    };
    if let Some(n) = cx.board.words() {
        let words: Vec<_> = (0..n as u32).map(number).collect();
        let words_again = &words;
        return quote! {
            {
                let (mine, theirs) = (self.mine.words(), self.theirs.words());
                [#(mine[#words],)* #(theirs[#words_again]),* #ply]
            }
        };
    }
    if cx.bits.to_string() == "u128" {
        quote! {
            [
                self.mine as u64,
                (self.mine >> 64) as u64,
                self.theirs as u64,
                (self.theirs >> 64) as u64
                #ply
            ]
        }
    } else {
        quote! { [u64::from(self.mine), u64::from(self.theirs) #ply] }
    }
}
