//! Connection games (`win: connect`, Hex and Y): cells are hexagons on a rhombus, or on a
//! triangle drawn in one; each player joins a set of sides in one chain. On the rhombus X joins
//! the top and bottom rows, O the left and right columns; on the triangle both join its three
//! sides (a corner is on two).
//!
//! Neighbours are the six cells at (±1, 0), (0, ±1), (+1, -1) and (-1, +1) in (column, row):
//! with bit `row * W + column`, shifts by 1, `W` and `W - 1`, masked at the left and right
//! edges and to the board's cells. A chain is found by a flood fill: grow the set reached from
//! an edge by its neighbours among the player's stones until it stops growing; one flood tells
//! whether the mover has won, and the same neighbours give, for one added stone, every cell
//! that would win (the tactics), and layer by layer the fewest cells a side must still fill to
//! connect (the evaluation). Two sides are joined when the flood from one reaches the other;
//! three or more when one chain (the new stone's) touches each.

use proc_macro2::TokenStream;
use quote::quote;

use super::{Context, Rules, plies_from_stones};
use crate::expand::traits::{Impls, Method};
use crate::expand::{doc, number};
use crate::geometry::{ConnectSides, Outline};
use crate::model::Shapes;

/// What a player's chain must make: join the player's sides (Hex, Y), or one of the shapes of
/// `win: ring or connect K of ...` (Havannah).
enum Goal {
    /// Join these sides.
    Sides(ConnectSides),
    /// Make any of these shapes with the last move's group.
    Shapes(Shapes),
}

/// The rules of a connection game (`win: connect`): each player joins its sides.
pub fn rules(cx: &Context, name: &syn::Ident) -> Rules {
    let sides = cx
        .grid
        .outline
        .connect_sides(cx.board)
        .expect("validate allows `connect` on outlines with sides only");
    rules_for(cx, name, Goal::Sides(sides))
}

/// The rules of a game won by shapes of one group (`win: ring or connect K of corners ...`).
pub fn shape_rules(cx: &Context, name: &syn::Ident, shapes: Shapes) -> Rules {
    rules_for(cx, name, Goal::Shapes(shapes))
}

/// The rules of a game of placed stones on hexagons whose chains make `goal`.
fn rules_for(cx: &Context, name: &syn::Ident, goal: Goal) -> Rules {
    let bits = &cx.bits;
    let board = cx.board;
    let outline = cx.grid.outline;
    let w = board.width;
    let (not_first, not_last) = (
        cx.mask(
            outline
                .cells(board)
                .into_iter()
                .filter(|cell| cell % w != 0),
        ),
        cx.mask(
            outline
                .cells(board)
                .into_iter()
                .filter(|cell| cell % w != w - 1),
        ),
    );
    let (width, cells) = (number(w), number(board.cells()));
    let diagonal = number(w - 1);
    let wide = board.words().is_some();
    let nonzero = |set: TokenStream| nonzero(wide, set);
    let zero = cx.zero();
    let centre = cell_order(cx);
    let order_doc = match outline {
        Outline::Rectangle => quote! {
            /// Move ordering, after cells next to stones: central cells first (the hex distance
            /// from the centre, in half cells, subtracted from twice the board's perimeter).
        },
        _ => quote! {
            /// Move ordering, after cells next to stones: central cells first (the cells crossed
            /// to leave the board).
        },
    };
    let over = cx.end.or_over(quote!(self.won));
    let placed_bit = cx.bit(quote!(mv.index()));
    let two_sides = match &goal {
        Goal::Sides(sides) => sides.players.iter().all(|joined| joined.len() == 2),
        Goal::Shapes(_) => false,
    };
    let won = if let Goal::Shapes(_) = goal {
        quote!(Self::makes_shape(Self::flood(#placed_bit, placed)))
    } else if two_sides {
        quote!(Self::connects(
            placed,
            self.side == ::game_dsl::Player::First
        ))
    } else {
        quote!(Self::joins_sides(
            Self::flood(#placed_bit, placed),
            self.side == ::game_dsl::Player::First
        ))
    };
    let (what, done) = match goal {
        Goal::Sides(_) => ("it joined its sides", "connected its sides"),
        Goal::Shapes(_) => ("its group made a winning shape", "made a winning shape"),
    };
    let place_doc =
        format!(" Places the stone, then tests once, for the mover only, whether {what}.");
    let place_and_end =
        super::place_and_end(cx, quote!(#[doc = #place_doc]), &placed_bit, won, done);
    // A ring made by one more stone is not found by masks: a game with rings leaves the
    // engine's tactics to their defaults.
    let tactics = match goal {
        Goal::Sides(_) => true,
        Goal::Shapes(shapes) => !shapes.ring,
    };
    let near = if wide {
        quote!(Self::hex_neighbours(self.mine | self.theirs).has(mv.index()))
    } else {
        quote!(Self::hex_neighbours(self.mine | self.theirs) >> mv.index() & 1)
    };
    let any_wins = nonzero(quote!(wins));
    let mut game_items = Impls::default();
    game_items
        .rules(quote! {
            /// Cells next to stones first, then central cells.
            #[inline]
            fn order_hint(&self, mv: ::game_dsl::Move) -> i32 {
                let near = #near;
                near as i32 * 256 + Self::CELL_ORDER[mv.index()]
            }
        })
        .rules(quote! {
            #[inline]
            fn plies_left_bound(&self) -> u32 {
                self.empty().count_ones()
            }
        });
    if tactics {
        game_items.knows(
            Method::ThreatsAfter,
            quote! {
                /// The cells where the mover would connect after `mv`.
                #[inline]
                fn threats_after(&self, mv: ::game_dsl::Move) -> u32 {
                    let placed = self.mine | #placed_bit;
                    let first = self.side == ::game_dsl::Player::First;
                    (Self::winning_cells(placed, first) & self.empty() & !(#placed_bit)).count_ones()
                }
            },
        );
    }
    if tactics && super::moves::has_tactics(cx) {
        game_items
            .knows(
                Method::WinningMove,
                quote! {
                    #[inline]
                    fn winning_move(&self) -> Option<::game_dsl::Move> {
                        let wins = self.playable() & Self::winning_cells(self.mine, self.side == ::game_dsl::Player::First);
                        (#any_wins).then(|| ::game_dsl::Move::new(wins.trailing_zeros() as u16))
                    }
                },
            )
            .knows(
                Method::NonLosingMoves,
                quote! {
                    /// A cell where the opponent would connect must be taken; two cannot be.
                    #[inline]
                    fn non_losing_moves(&self, moves: &mut <Self as ::game_dsl::Game>::Moves) -> bool {
                        let playable = self.playable();
                        let forced = playable
                            & Self::winning_cells(self.theirs, self.side != ::game_dsl::Player::First);
                        let safe = match forced.count_ones() {
                            0 => playable,
                            1 => forced,
                            _ => #zero,
                        };
                        moves.extend(::game_dsl::bits::Cells::new(safe));
                        true
                    }
                },
            );
    }
    let legend = match &goal {
        Goal::Sides(sides) => sides_legend(sides),
        Goal::Shapes(shapes) => super::shapes::legend(*shapes),
    };
    game_items.notation(notation(cx, &legend));
    let ply = plies_from_stones(cx);
    let (side_constants, side_functions) = match &goal {
        Goal::Sides(sides) if two_sides => two_side_items(cx, sides),
        Goal::Sides(sides) => all_side_items(cx, sides),
        Goal::Shapes(shapes) => super::shapes::items(cx, *shapes),
    };
    let distances = match goal {
        Goal::Sides(_) => quote! {
            /// The cells the player to move and the other player must still fill to connect.
            pub fn connection_distances(&self) -> (i32, i32) {
                let first = self.side == ::game_dsl::Player::First;
                (
                    Self::connection_distance(self.mine, self.theirs, first),
                    Self::connection_distance(self.theirs, self.mine, !first),
                )
            }
        },
        Goal::Shapes(_) => TokenStream::new(),
    };
    let (won_doc, already) = match goal {
        Goal::Sides(_) => (
            quote!(#[doc = " Whether the last move joined the mover's sides."]),
            "{} is to move but has already joined its sides: the game would be over",
        ),
        Goal::Shapes(_) => (
            quote!(#[doc = " Whether the last move made a winning shape."]),
            "{} is to move but has already made a winning shape: the game would be over",
        ),
    };
    let playable_doc = match outline {
        Outline::Rectangle => TokenStream::new(),
        _ => quote!(#[doc = " The board's cells only."]),
    };
    Rules {
        fields: quote! {
            #won_doc
            won: bool,
        },
        start_fields: quote!(won: false,),
        inherent: quote! {
            /// Every cell but the leftmost column: the cells that have a neighbour to their left.
            const NOT_FIRST_COLUMN: #bits = #not_first;
            /// Every cell but the rightmost column: the cells that have a neighbour to their right.
            const NOT_LAST_COLUMN: #bits = #not_last;
            #side_constants
            #order_doc
            const CELL_ORDER: [i32; #cells] = [#(#centre),*];

            /// The cells next to `set`: its six hexagonal neighbours, by shifts masked at the
            /// left and right edges.
            #[inline]
            fn hex_neighbours(set: #bits) -> #bits {
                let right = set & Self::NOT_LAST_COLUMN;
                let left = set & Self::NOT_FIRST_COLUMN;
                (right << 1 | left >> 1 | set << #width | set >> #width | right >> #diagonal | left << #diagonal)
                    & Self::CELLS
            }

            /// `reached` and every cell of `stones` joined to it by a chain of `stones`: grown by
            /// neighbours until it stops growing.
            #[inline]
            fn flood(mut reached: #bits, stones: #bits) -> #bits {
                loop {
                    let next = reached | Self::hex_neighbours(reached) & stones;
                    if next == reached {
                        return reached;
                    }
                    reached = next;
                }
            }

            #side_functions

            #distances

            /// The cells where the player to move may play: every empty cell, none once the game
            /// is over.
            #playable_doc
            #[inline]
            fn playable(&self) -> #bits {
                if #over { #zero } else { self.empty() }
            }
        },
        move_iter: quote!(::game_dsl::bits::Cells<#bits>),
        scoring: quote!(::game_dsl::Scoring::Distance),
        play_items: place_and_end,
        game_items,
        from_stones: quote! {
            /// The position from each player's stones and the side to move, checked.
            fn from_stones(
                stones: [#bits; 2],
                side: ::game_dsl::Player,
                text: &str,
            ) -> ::core::result::Result<Self, ::game_dsl::PositionError> {
                let (mine, theirs) = (stones[side.index()], stones[side.opponent().index()]);
                let first = side == ::game_dsl::Player::First;
                if Self::connects(mine, first) {
                    return Err(::game_dsl::PositionError::new(
                        text,
                        format!(
                            #already,
                            side.symbol()
                        ),
                    ));
                }
                let ply = #ply;
                let won = Self::connects(theirs, !first);
                Ok(#name { mine, theirs, won, side, ply })
            }
        },
        side: quote!(side_or_alternating),
    }
}

/// Whether `set`, an expression, is not empty (`set != 0`; a `Wide` set's `!(set).is_zero()`).
pub(super) fn nonzero(wide: bool, set: TokenStream) -> TokenStream {
    if wide {
        quote!(!(#set).is_zero())
    } else {
        quote!(#set != 0)
    }
}

/// Whether `set`, an expression, is empty.
fn is_zero(wide: bool, set: TokenStream) -> TokenStream {
    if wide {
        quote!((#set).is_zero())
    } else {
        quote!(#set == 0)
    }
}

/// `CELL_ORDER`'s values: on the rhombus the hex distance from the centre, in half cells so
/// that even sizes are symmetric, subtracted from twice the perimeter; on other outlines the
/// cells crossed to leave the board (0 off it).
fn cell_order(cx: &Context) -> Vec<TokenStream> {
    let board = cx.board;
    let (w, h) = (board.width, board.height);
    if cx.grid.outline.is_partial() {
        return cx
            .grid
            .outline
            .depth(board)
            .into_iter()
            .map(|depth| {
                let depth = depth as i32;
                quote!(#depth)
            })
            .collect();
    }
    (0..board.cells())
        .map(|cell| {
            let dc = 2 * (cell % w) as i32 - (w as i32 - 1);
            let dr = 2 * (cell / w) as i32 - (h as i32 - 1);
            let distance = (dc.abs() + dr.abs() + (dc + dr).abs()) / 2;
            let hint = (w + h) as i32 * 2 - distance;
            quote!(#hint)
        })
        .collect()
}

/// The notation: cells named as squares (`a1`, column letter and row from the top); on an
/// outline that leaves cells out, a name outside it is refused and the drawing leaves them
/// blank.
fn notation(cx: &Context, legend: &str) -> TokenStream {
    let (width, height) = (number(cx.board.width), number(cx.board.height));
    let outline = cx.grid.outline;
    if !outline.is_partial() {
        return quote! {
            fn parse_move(&self, text: &str) -> Result<::game_dsl::Move, ::game_dsl::MoveError> {
                ::game_dsl::notation::parse_square(text, #width, #height, false)
            }

            fn format_move(&self, mv: ::game_dsl::Move) -> String {
                ::game_dsl::notation::format_square(mv, #width)
            }

            fn legend() -> &'static str {
                ::game_dsl::notation::LEGEND_HEX
            }

            fn render(&self) -> String {
                let status = ::game_dsl::notation::status(self);
                ::game_dsl::notation::render_hex(#width, #height, |cell| self.owner(cell), &status)
            }
        };
    }
    let on_board = if cx.board.words().is_some() {
        quote!(Self::CELLS.has(cell))
    } else {
        quote!(Self::CELLS >> cell & 1 == 1)
    };
    let w = cx.board.width;
    let last = char::from(b'a' + (w - 1) as u8);
    let expected = match outline {
        Outline::HexTriangle => format!(
            "a cell of the triangle: a column letter a..{last} and a row number from the top, \
             1..{w}, adding up to at most {} with the column's number (a1, {last}1, a{w})",
            w + 1
        ),
        _ => format!("a cell of the {} board", outline.keyword()),
    };
    quote! {
        fn parse_move(&self, text: &str) -> Result<::game_dsl::Move, ::game_dsl::MoveError> {
            ::game_dsl::notation::parse_square(text, #width, #height, false)
                .ok()
                .filter(|mv| Self::on_board(mv.index()))
                .ok_or_else(|| ::game_dsl::MoveError::Malformed {
                    text: text.trim().to_string(),
                    expected: #expected.to_string(),
                })
        }

        fn format_move(&self, mv: ::game_dsl::Move) -> String {
            ::game_dsl::notation::format_square(mv, #width)
        }

        fn legend() -> &'static str {
            #legend
        }

        fn on_board(cell: usize) -> bool {
            #on_board
        }

        fn render(&self) -> String {
            let status = ::game_dsl::notation::status(self);
            ::game_dsl::notation::render_hex_outline(
                #width,
                #height,
                Self::on_board,
                |cell| self.owner(cell),
                &status,
            )
        }
    }
}

/// The legend of a board whose players join sides: the sides they join.
fn sides_legend(sides: &ConnectSides) -> String {
    let joined = sides
        .sides
        .iter()
        .map(|(name, _)| *name)
        .collect::<Vec<_>>()
        .join(", ");
    format!(
        "X, O: the players' stones (each joins the {joined} in one chain; a corner is on two \
         sides); -: an empty cell"
    )
}

/// The sides of the rhombus (constants, functions): X joins the top and bottom rows, O the left
/// and right columns; joined when the flood from one side reaches the other.
fn two_side_items(cx: &Context, sides: &ConnectSides) -> (TokenStream, TokenStream) {
    let bits = &cx.bits;
    let wide = cx.board.words().is_some();
    let mask = |i: usize| cx.mask(sides.sides[i].1.iter().copied());
    let (top, bottom, left, right) = (mask(0), mask(1), mask(2), mask(3));
    let start_touched = nonzero(wide, quote!(stones & start));
    let goal_touched = nonzero(wide, quote!(stones & goal));
    let flood_reaches = nonzero(wide, quote!(Self::flood(stones & start, stones) & goal));
    let layers = distance_layers(cx);
    let constants = quote! {
        /// The top row, one of X's sides.
        const TOP_ROW: #bits = #top;
        /// The bottom row, X's other side.
        const BOTTOM_ROW: #bits = #bottom;
        /// The leftmost column, one of O's sides.
        const LEFT_COLUMN: #bits = #left;
        /// The rightmost column, O's other side.
        const RIGHT_COLUMN: #bits = #right;
    };
    let functions = quote! {
        /// A player's two sides: X's (`first`) the top and bottom rows, O's the left and
        /// right columns.
        #[inline]
        fn sides(first: bool) -> (#bits, #bits) {
            if first {
                (Self::TOP_ROW, Self::BOTTOM_ROW)
            } else {
                (Self::LEFT_COLUMN, Self::RIGHT_COLUMN)
            }
        }

        /// Whether `stones`, X's if `first`, join the player's two sides.
        #[inline]
        fn connects(stones: #bits, first: bool) -> bool {
            let (start, goal) = Self::sides(first);
            #start_touched
                && #goal_touched
                && #flood_reaches
        }

        /// The empty cells where one more stone would join the sides of the player whose
        /// stones are `stones` (X's if `first`): cells on or next to what is joined to one
        /// side, and on or next to what is joined to the other.
        #[inline]
        fn winning_cells(stones: #bits, first: bool) -> #bits {
            let (start, goal) = Self::sides(first);
            let from_start = Self::flood(stones & start, stones);
            let from_goal = Self::flood(stones & goal, stones);
            let empty = !stones & Self::CELLS;
            empty
                & (start | Self::hex_neighbours(from_start))
                & (goal | Self::hex_neighbours(from_goal))
        }

        /// The fewest empty cells `own` (X's if `first`) must still fill to join its sides,
        /// `other`'s stones blocking the way; more than the cells if it cannot. Layer `k` is
        /// the set reached by filling `k` cells: the next layer adds the empty cells next to
        /// it (or on the first side), then the stones joined to them.
        fn connection_distance(own: #bits, other: #bits, first: bool) -> i32 {
            let (start, goal) = Self::sides(first);
            #layers
        }
    };
    (constants, functions)
}

/// The body of a connection distance from `start` to `goal` (both in scope, with `own` and
/// `other`), by layers of flood fills: layer `k` is what `own` reaches by filling `k` cells.
fn distance_layers(cx: &Context) -> TokenStream {
    let wide = cx.board.words().is_some();
    let unreachable = number(cx.board.cells() + 1);
    let not_reached = is_zero(wide, quote!(reached & goal));
    quote! {
        let empty = !(own | other) & Self::CELLS;
        let mut reached = Self::flood(own & start, own);
        let mut distance = 0;
        while #not_reached {
            let grown = Self::flood(
                reached | empty & (start | Self::hex_neighbours(reached)),
                own,
            );
            if grown == reached {
                return #unreachable;
            }
            reached = grown;
            distance += 1;
        }
        distance
    }
}

/// The sides of an outline whose players join three sides or more (constants, functions): a
/// chain joins them when it touches each; the tactics' cells are those on or next to a chain
/// touching each side, for every side.
fn all_side_items(cx: &Context, sides: &ConnectSides) -> (TokenStream, TokenStream) {
    let bits = &cx.bits;
    let wide = cx.board.words().is_some();
    let names: Vec<syn::Ident> = sides
        .sides
        .iter()
        .map(|(name, _)| quote::format_ident!("{}", name.to_uppercase().replace(' ', "_")))
        .collect();
    let mut constants = TokenStream::new();
    for (i, (name, cells)) in sides.sides.iter().enumerate() {
        let joiners: Vec<&str> = ["X", "O"]
            .into_iter()
            .zip(&sides.players)
            .filter(|(_, joined)| joined.contains(&i))
            .map(|(player, _)| player)
            .collect();
        let text = doc(format!(
            "The {name}, a side {} must join.",
            joiners.join(" and ")
        ));
        let mask = cx.mask(cells.iter().copied());
        let ident = &names[i];
        constants.extend(quote! {
            #[doc = #text]
            const #ident: #bits = #mask;
        });
    }
    let count = number(sides.players[0].len() as u32);
    let list = |player: usize| {
        let idents = sides.players[player].iter().map(|&i| &names[i]);
        quote!([#(Self::#idents),*])
    };
    let (x_sides, o_sides) = (list(0), list(1));
    let sides_body = if sides.players[0] == sides.players[1] {
        quote! {
            let _ = first;
            #x_sides
        }
    } else {
        quote!(if first { #x_sides } else { #o_sides })
    };
    let touches = (0..sides.players[0].len()).map(|i| {
        let i = number(i as u32);
        nonzero(wide, quote!(group & sides[#i]))
    });
    let left_any = nonzero(wide, quote!(left));
    let layers = distance_layers(cx);
    let lowest = cx.bit(quote!(left.trailing_zeros() as usize));
    let functions = quote! {
        /// The sides that the player (X if `first`) joins in one chain.
        #[inline]
        fn sides(first: bool) -> [#bits; #count] {
            #sides_body
        }

        /// Whether the chain `group` touches each side of the player (X if `first`).
        #[inline]
        fn joins_sides(group: #bits, first: bool) -> bool {
            let sides = Self::sides(first);
            #(#touches)&&*
        }

        /// Whether one chain of `stones`, X's if `first`, joins the player's sides: each chain
        /// touching the first side in turn.
        fn connects(stones: #bits, first: bool) -> bool {
            let mut left = stones & Self::sides(first)[0];
            while #left_any {
                let group = Self::flood(#lowest, stones);
                if Self::joins_sides(group, first) {
                    return true;
                }
                left &= !group;
            }
            false
        }

        /// The empty cells where one more stone would join the sides of the player whose
        /// stones are `stones` (X's if `first`): for each side, cells on it or next to a chain
        /// touching it (the new stone joins those chains into one).
        #[inline]
        fn winning_cells(stones: #bits, first: bool) -> #bits {
            let mut cells = !stones & Self::CELLS;
            for side in Self::sides(first) {
                cells &= side | Self::hex_neighbours(Self::flood(stones & side, stones));
            }
            cells
        }

        /// The fewest empty cells `own` must still fill to join `start` to `goal`, `other`'s
        /// stones blocking the way; more than the cells if it cannot. Layer `k` is the set
        /// reached by filling `k` cells: the next layer adds the empty cells next to it (or on
        /// the first side), then the stones joined to them.
        fn side_distance(own: #bits, other: #bits, start: #bits, goal: #bits) -> i32 {
            #layers
        }

        /// A lower bound of the empty cells `own` (X's if `first`) must still fill to join its
        /// sides: the most that any two of them need (one chain joining all joins each two).
        fn connection_distance(own: #bits, other: #bits, first: bool) -> i32 {
            let sides = Self::sides(first);
            let mut most = 0;
            for (i, &start) in sides.iter().enumerate() {
                for &goal in &sides[i + 1..] {
                    most = most.max(Self::side_distance(own, other, start, goal));
                }
            }
            most
        }
    };
    (constants, functions)
}
