//! Flanking games (`moves: flank`, Othello): a stone is played on an empty cell that brackets a
//! run of opposing stones between it and another stone of the mover, in any of the eight
//! directions, and every bracketed run is flipped. The game ends when the side to move cannot
//! play (with `pass: when_blocked`, when neither side can); most stones wins (`win: majority`).
//!
//! Everything is computed for all cells at once by shifts: for each of the four axes, the runs
//! of opposing stones that follow a stone of the mover are grown by Kogge-Stone doubling, both
//! ways, through a mask of the cells with a neighbour on both sides along the axis (so that no
//! run wraps around an edge). The legal cells are the empty cells just past such runs. The
//! stones a move flips come from the new stone's rays, one table entry per cell and direction:
//! along each, the nearest cell that is not the opponent's is a bit scan away (the lowest or the
//! highest bit), and if it holds a stone of the mover, the run before it flips.
//!
//! The exact search of the last empty cells is the runtime's (`game_dsl::flank::exact_value`):
//! here the game only implements `game_dsl::flank::Board` with its tables and bit work.

use proc_macro2::{Ident, TokenStream};
use quote::{format_ident, quote};

use super::{Context, Rules, plies_from_stones};
use crate::expand::traits::{Impls, Method};
use crate::expand::{doc, hex, number};
use crate::geometry::{Direction, LINE_DIRECTIONS, flank_steps};

/// An axis along which stones can be flanked, with its constant.
struct Axis {
    direction: Direction,
    /// The name of its constant: `FLANK_ACROSS`, ...
    constant: Ident,
    /// The longest run of stones a move can flank along it.
    longest: u32,
}

/// The rules of a flanking game.
pub(super) fn rules(cx: &Context, name: &Ident) -> Rules {
    let bits = &cx.bits;
    let board = cx.board;
    let axes: Vec<Axis> = LINE_DIRECTIONS
        .into_iter()
        .filter(|&d| board.inner(d) != 0)
        .map(|direction| Axis {
            direction,
            constant: format_ident!("FLANK_{}", direction.name),
            longest: match (direction.dx, direction.dy) {
                (_, 0) => board.width - 2,
                (0, _) => board.height - 2,
                _ => board.width.min(board.height) - 2,
            },
        })
        .collect();
    // One plan of shifts serves every axis when they all have the same longest run (a square
    // board); otherwise each call says how long its runs can be, and steps beyond it are skipped.
    let longest = axes.iter().map(|a| a.longest).max().unwrap_or(0);
    let uniform = axes.iter().all(|a| a.longest == longest);
    let constants = axes.iter().map(|axis| {
        let name = &axis.constant;
        let shift = number(board.shift(axis.direction) as u32);
        let inner = hex(board.inner(axis.direction));
        let text = doc(format!(
            "Flanking {}: the bit step, and the cells with a neighbour on both sides that way, where a flanked stone can lie.",
            axis.direction.description
        ));
        quote! {
            #[doc = #text]
            const #name: (u32, #bits) = (#shift, #inner);
        }
    });
    let longest_arg = |axis: &Axis| {
        if uniform {
            TokenStream::new()
        } else {
            let n = number(axis.longest);
            quote!(, #n)
        }
    };
    let ends = axes.iter().map(|axis| {
        let c = &axis.constant;
        let extra = longest_arg(axis);
        quote!(Self::flank_ends(mine, theirs & Self::#c.1, Self::#c.0 #extra))
    });
    // For each cell, the rays along each axis: towards higher bits (the axis' own direction),
    // then towards lower bits.
    let rays = (0..board.cells()).map(|cell| {
        let rays = [1, -1]
            .into_iter()
            .flat_map(|sign| axes.iter().map(move |axis| (axis.direction, sign)))
            .map(|(direction, sign)| hex(board.ray(cell, direction, sign).low()));
        quote!([#(#rays),*])
    });
    let (cells, directions, up) = (
        number(board.cells()),
        number(2 * axes.len() as u32),
        number(axes.len() as u32),
    );
    let eight_rays = board.bits_type() == "u64" && board.words().is_none() && axes.len() == 4;
    // A board of 64 cells with all eight rays: the runtime's flips, which do the eight at
    // once where the processor allows; otherwise a bit scan per ray, written out here.
    let flips_body = if eight_rays {
        quote! {
            ::game_dsl::flank::flips(&Self::RAYS[placed.trailing_zeros() as usize], mine, theirs)
        }
    } else {
        quote! {
            let rays = &Self::RAYS[placed.trailing_zeros() as usize];
            let mut flipped = 0;
            for &ray in &rays[..#up] {
                // The nearest cell that is not theirs is the lowest bit.
                let stop = ray & !theirs;
                let first = stop & stop.wrapping_neg();
                if first & mine != 0 {
                    flipped |= ray & (first - 1);
                }
            }
            for &ray in &rays[#up..] {
                // The nearest cell that is not theirs is the highest bit.
                let stop = ray & !theirs;
                if stop & mine != 0 {
                    let first: #bits = 1 << (#bits::BITS - 1 - stop.leading_zeros());
                    if first & mine != 0 {
                        flipped |= ray & !((first << 1) - 1);
                    }
                }
            }
            flipped
        }
    };
    let (longest_param, longest_pass) = if uniform {
        (TokenStream::new(), TokenStream::new())
    } else {
        (quote!(, longest: u32), quote!(, longest))
    };
    let runs_from = runs_from(cx, longest, uniform);
    let pass = cx.grid.pass;
    let ply = plies_from_stones(cx);
    let (width, height) = (number(board.width), number(board.height));
    // With `end: custom`, the author's rule may end the game while moves remain; it is tested
    // first.
    let custom_over = if pass {
        cx.end
            .no_moves(quote!(::game_dsl::bits::CellsOrPass::new(0, false)))
    } else {
        cx.end.no_moves(quote!(::game_dsl::bits::Cells::new(0)))
    };
    let custom_first = cx.end.margin_first();
    let custom_doc = cx.end.doc();

    // The stones a stone on the last empty cell flips: counted from the lines through it on a
    // board of at most 8 x 8 cells (the runtime's `last_flip_count`), else from its flips.
    let by_lines = eight_rays && board.width <= 8 && board.height <= 8;
    let last_count = |mine: TokenStream, theirs: TokenStream| {
        if by_lines {
            quote! {
                ::game_dsl::flank::last_flip_count(
                    &Self::LINES[empty.trailing_zeros() as usize],
                    &Self::RAYS[empty.trailing_zeros() as usize],
                    empty,
                    #mine,
                    #theirs,
                ) as i32
            }
        } else {
            quote!(Self::flips(#mine, #theirs, empty).count_ones() as i32)
        }
    };
    let last_flip_count = last_count(quote!(mine), quote!(theirs));
    // On a board of at most 8 x 8 cells, the runtime's move generator (all eight directions at
    // once where the processor allows); else the runs of each axis, written out here.
    let axis_constants = axes.iter().map(|axis| &axis.constant);
    let (legal_body, flank_runs) = if by_lines {
        (
            quote!(::game_dsl::flank::moves(mine, theirs, empty, &[#(Self::#axis_constants),*])),
            TokenStream::new(),
        )
    } else {
        let body = quote!((#(#ends)|*) & empty);
        let runs = quote! {
            /// Along one axis (`step` bits), both ways: the cells just past a run of `inner`
            /// stones that follows a stone of `mine`.
            #[inline(always)]
            fn flank_ends(mine: #bits, inner: #bits, step: u32 #longest_param) -> #bits {
                let (up, down) = Self::runs_from(mine, inner, step #longest_pass);
                (up << step) | (down >> step)
            }

            #runs_from
        };
        (body, runs)
    };
    let adjacent = (0..board.cells()).map(|cell| {
        let near = LINE_DIRECTIONS.into_iter().fold(0u128, |m, direction| {
            m | (board.neighbour(cell, direction, 1) | board.neighbour(cell, direction, -1)).low()
        });
        cx.mask_of(near)
    });
    let adjacent_table = {
        let cells = number(board.cells());
        quote! {
            /// For each cell, its neighbours in the eight directions: a stone there flips
            /// nothing unless one of them is the opponent's.
            const ADJACENT: [#bits; #cells] = [#(#adjacent),*];
        }
    };
    let lines_table = if by_lines {
        let lines = (0..board.cells()).map(|cell| {
            let lines = axes.iter().map(|axis| {
                hex(
                    (board.ray(cell, axis.direction, 1) | board.ray(cell, axis.direction, -1))
                        .low()
                        | 1u128 << cell,
                )
            });
            quote!([#(#lines),*])
        });
        let cells = number(board.cells());
        quote! {
            /// For each cell, the whole line through it along each axis, the cell included.
            const LINES: [[u64; 4]; #cells] = [#(#lines),*];
        }
    } else {
        TokenStream::new()
    };
    // For ordering: the corners (the cells no axis runs through, which no move can flip), the
    // neighbours of each corner along the board's edges (stable with it), and the cells next to
    // a set of cells (shared with `eval: frontier`).
    let all_inner = axes
        .iter()
        .fold(0u128, |m, axis| m | board.inner(axis.direction));
    let corners = board.all().low() & !all_inner;
    let interior = axes
        .iter()
        .fold(board.all().low(), |m, axis| m & board.inner(axis.direction));
    let near_corners = (0..board.cells())
        .filter(|c| corners >> c & 1 == 1)
        .map(|corner| {
            // The corner's neighbours along each axis, where they lie on an edge.
            let near = axes.iter().fold(0u128, |m, axis| {
                let both = (board.neighbour(corner, axis.direction, 1)
                    | board.neighbour(corner, axis.direction, -1))
                .low();
                m | (both & !interior)
            });
            (cx.mask([corner]), cx.mask_of(near))
        });
    let near_corners: Vec<_> = near_corners.map(|(c, n)| quote!((#c, #n))).collect();
    let corner_count = number(near_corners.len() as u32);
    let corners_mask = cx.mask_of(corners);
    let (neighbour_constants, neighbours) = super::eval::neighbour_items(cx);
    let move_rank = quote! {
        /// How good the move that led here looks to the side that made it (the other side is
        /// to move), for ordering an exact solve, higher first: the fewest replies (corners
        /// count twice), then the most stones of the mover's held through the corners, then
        /// the fewest empty cells next to the mover's stones (the replies to come).
        #[::game_dsl::hot]
        fn move_rank(&self) -> i32 {
            let weighted = |cells: #bits| (cells.count_ones() + (cells & Self::CORNERS).count_ones()) as i32;
            let mover = self.theirs;
            let replies = weighted(self.legal());
            let potential = weighted(Self::neighbours(mover) & self.empty());
            let mut held = mover & Self::CORNERS;
            for (corner, near) in Self::NEAR_CORNERS {
                if mover & corner != 0 {
                    held |= mover & near;
                }
            }
            -1024 * replies + 64 * held.count_ones() as i32 - potential
        }
    };
    let rank_items = quote! {
        /// The corners: no axis runs through them, so no move flips a stone there.
        const CORNERS: #bits = #corners_mask;
        /// Each corner, and its neighbours along the edges: a stone there next to a stone of
        /// the same side in the corner is never flipped.
        const NEAR_CORNERS: [(#bits, #bits); #corner_count] = [#(#near_corners),*];
        #neighbour_constants
        #neighbours
    };
    let searched_end = cx.end.is_none().then(|| {
        let value_ceiling = quote! {
            /// The stones of the opponent that no move can flip are theirs at the end: the side
            /// to move wins by at most the other cells less those.
            #[::game_dsl::hot]
            fn value_ceiling(&self, alpha: i32) -> Option<i32> {
                ::game_dsl::flank::stable_ceiling::<Self>(self.mine, self.theirs, alpha)
            }
        };
        let exact_value_within = quote! {
            /// With few empty cells left, the value from the runtime's search over the stones
            /// alone (`game_dsl::flank::exact_value`).
            #[::game_dsl::hot]
            fn exact_value_within(&self, alpha: i32, beta: i32) -> Option<(i32, u64)> {
                ::game_dsl::flank::exact_value::<Self>(self.mine, self.theirs, alpha, beta)
            }
        };
        [
            (Method::MoveRank, move_rank),
            (Method::ValueCeiling, value_ceiling),
            (Method::ExactValueWithin, exact_value_within),
        ]
    });

    let stable = stable_stones(cx, &axes);
    let quadrants = board.quadrants();
    let quadrant_of = (0..board.cells()).map(|cell| cx.mask_of(quadrants[board.quadrant(cell)]));
    let cell_count = number(board.cells());
    let quadrants = quadrants.map(|quadrant| cx.mask_of(quadrant));
    // Within each parity, the cells the ordering hint does not rank below zero first (Othello:
    // the corners and the edges away from them before the cells next to the corners and the
    // middle); all alike without a hint.
    let preferred = match super::cell_order(cx) {
        Some((_, order)) => (0..board.cells())
            .filter(|&cell| order[cell as usize] >= 0)
            .fold(0u128, |m, cell| m | 1u128 << cell),
        None => board.all().low(),
    };
    let preferred = cx.mask_of(preferred);
    let all = cx.mask(0..board.cells());
    // The tables of the search of the last empty cells, and the board it reads them through.
    let (few, board_impl) = match cx.end.0 {
        Some(_) => (TokenStream::new(), TokenStream::new()),
        None => (
            quote! {
                #stable

                #lines_table

                #adjacent_table

                /// For each cell, the quadrant it lies in.
                const QUADRANT_OF: [#bits; #cell_count] = [#(#quadrant_of),*];
            },
            quote! {
                /// The board as the runtime's search of the last empty cells reads it
                /// (`game_dsl::flank::exact_value`).
                impl ::game_dsl::flank::Board for #name {
                    type Stones = #bits;
                    const CELLS: #bits = #all;
                    const QUADRANTS: [#bits; 4] = [#(#quadrants),*];
                    const PREFERRED: #bits = #preferred;
                    const PASS: bool = #pass;

                    #[inline(always)]
                    fn quadrant_of(cell: u32) -> #bits {
                        Self::QUADRANT_OF[cell as usize]
                    }

                    #[inline(always)]
                    fn adjacent(cell: u32) -> #bits {
                        Self::ADJACENT[cell as usize]
                    }

                    #[inline(always)]
                    fn flips(mine: #bits, theirs: #bits, placed: #bits) -> #bits {
                        Self::flips(mine, theirs, placed)
                    }

                    #[inline(always)]
                    fn last_flip_count(mine: #bits, theirs: #bits, empty: #bits) -> i32 {
                        #last_flip_count
                    }

                    #[inline(always)]
                    fn margin(mine: #bits, theirs: #bits) -> i32 {
                        Self::margin_of(mine, theirs)
                    }

                    #[inline(always)]
                    fn stable(stones: #bits, others: #bits) -> #bits {
                        Self::stable(stones, others)
                    }
                }
            },
        ),
    };
    let inherent = quote! {
        #(#constants)*

        #rank_items

        #few

        /// The empty cells where a stone of `mine` would flank stones of `theirs`.
        #[::game_dsl::hot]
        fn legal_cells(mine: #bits, theirs: #bits) -> #bits {
            let empty = !(mine | theirs) & Self::CELLS;
            #legal_body
        }

        /// The legal cells of the player to move.
        #[::game_dsl::hot]
        fn legal(&self) -> #bits {
            Self::legal_cells(self.mine, self.theirs)
        }

        /// For each cell, the cells beyond it along each axis, to the edge: first the rays
        /// towards higher bits, then those towards lower bits.
        const RAYS: [[#bits; #directions]; #cells] = [#(#rays),*];

        /// The stones of `theirs` that a stone of `mine` on `placed` (one cell) flips: along
        /// each ray from it, the run of `theirs` up to the first other cell, if that is `mine`.
        #[::game_dsl::hot]
        fn flips(mine: #bits, theirs: #bits, placed: #bits) -> #bits {
            #flips_body
        }

        #flank_runs

        /// The final margin for the side to move: its stones less the other side's, with the
        /// empty cells credited to the winner.
        #[::game_dsl::hot]
        fn final_margin(&self) -> i32 {
            Self::margin_of(self.mine, self.theirs)
        }

        /// The final margin for the side with the stones `mine`.
        #[::game_dsl::hot]
        fn margin_of(mine: #bits, theirs: #bits) -> i32 {
            let (mine, theirs) = (mine.count_ones() as i32, theirs.count_ones() as i32);
            let empty = Self::CELLS.count_ones() as i32 - mine - theirs;
            match mine.cmp(&theirs) {
                ::core::cmp::Ordering::Greater => mine - theirs + empty,
                ::core::cmp::Ordering::Less => mine - theirs - empty,
                ::core::cmp::Ordering::Equal => 0,
            }
        }
    };

    // The moves and the end from one move generation, unless an end of the author's can also
    // end the game (then the default, the end and then the moves, is right).
    let moves_unless_over = (pass && cx.end.is_none()).then(|| {
        quote! {
            /// The moves and the end found from one move generation.
            #[::game_dsl::hot]
            fn moves_unless_over(&self, moves: &mut <Self as ::game_dsl::Game>::Moves) -> Option<i32> {
                let legal = self.legal();
                let may_pass = legal == 0 && Self::legal_cells(self.theirs, self.mine) != 0;
                if legal == 0 && !may_pass {
                    return Some(self.final_margin());
                }
                moves.extend(::game_dsl::bits::CellsOrPass::new(legal, may_pass));
                None
            }
        }
    });
    let (move_iter, moves, terminal, play_stone, plies_left) = if pass {
        (
            quote!(::game_dsl::bits::CellsOrPass<#bits>),
            quote! {
                /// The legal cells; the pass alone when there are none and the other side can move.
                #[::game_dsl::hot]
                fn moves(&self) -> Self::MoveIter {
                    #custom_over
                    let legal = self.legal();
                    let may_pass = legal == 0 && Self::legal_cells(self.theirs, self.mine) != 0;
                    ::game_dsl::bits::CellsOrPass::new(legal, may_pass)
                }
            },
            quote! {
                /// Over when neither side can move (a full board among others): the final margin.
                #custom_doc
                #[::game_dsl::hot]
                fn terminal_value(&self) -> Option<i32> {
                    #custom_first
                    if self.empty() == 0 {
                        return Some(self.final_margin());
                    }
                    if self.legal() != 0 || Self::legal_cells(self.theirs, self.mine) != 0 {
                        None
                    } else {
                        Some(self.final_margin())
                    }
                }
            },
            quote! {
                let (mine, theirs) = if mv.is_pass() {
                    (self.mine, self.theirs)
                } else {
                    let placed: #bits = 1 << mv.index();
                    let flipped = Self::flips(self.mine, self.theirs, placed);
                    (self.mine | placed | flipped, self.theirs ^ flipped)
                };
            },
            quote! {
                /// Two plies per empty cell: a pass is always followed by a stone.
                #[::game_dsl::hot]
                fn plies_left_bound(&self) -> u32 {
                    2 * self.empty().count_ones()
                }
            },
        )
    } else {
        (
            quote!(::game_dsl::bits::Cells<#bits>),
            quote! {
                #[::game_dsl::hot]
                fn moves(&self) -> Self::MoveIter {
                    #custom_over
                    ::game_dsl::bits::Cells::new(self.legal())
                }
            },
            quote! {
                /// Over when the side to move cannot move (a full board among others): the final
                /// margin.
                #custom_doc
                #[::game_dsl::hot]
                fn terminal_value(&self) -> Option<i32> {
                    #custom_first
                    if self.legal() != 0 {
                        None
                    } else {
                        Some(self.final_margin())
                    }
                }
            },
            quote! {
                let placed: #bits = 1 << mv.index();
                let flipped = Self::flips(self.mine, self.theirs, placed);
                let (mine, theirs) = (self.mine | placed | flipped, self.theirs ^ flipped);
            },
            quote! {
                #[::game_dsl::hot]
                fn plies_left_bound(&self) -> u32 {
                    self.empty().count_ones()
                }
            },
        )
    };

    let mut game_items = Impls::default();
    if let Some(moves_unless_over) = moves_unless_over {
        game_items.knows(Method::MovesUnlessOver, moves_unless_over);
    }
    game_items.rules(plies_left).knows(
        Method::MarginBound,
        quote! {
            /// A margin counts every cell at most once.
            #[::game_dsl::hot]
            fn margin_bound(&self) -> u32 {
                Self::CELLS.count_ones()
            }
        },
    );
    for (method, item) in searched_end.into_iter().flatten() {
        game_items.knows(method, item);
    }
    game_items.other(board_impl);
    game_items.notation(quote! {
        fn parse_move(&self, text: &str) -> Result<::game_dsl::Move, ::game_dsl::MoveError> {
            ::game_dsl::notation::parse_square(text, #width, #height, #pass)
        }

        fn format_move(&self, mv: ::game_dsl::Move) -> String {
            ::game_dsl::notation::format_square(mv, #width)
        }

        fn legend() -> &'static str {
            ::game_dsl::notation::LEGEND_LEGAL
        }

        /// The board with its coordinates; `.` marks the legal cells.
        fn render(&self) -> String {
            let status = ::game_dsl::notation::status(self);
            let legal = self.legal();
            ::game_dsl::notation::render_lettered(
                #width,
                #height,
                |cell| self.owner(cell),
                |cell| legal >> cell & 1 == 1,
                &status,
            )
        }
    });

    Rules {
        fields: TokenStream::new(),
        start_fields: TokenStream::new(),
        inherent,
        move_iter,
        scoring: quote!(::game_dsl::Scoring::Margin),
        play_items: quote! {
            #moves

            /// Always inlined: the searches copy a position and play on the copy, and a call
            /// would keep the copy in memory.
            #[inline(always)]
            fn play(&mut self, mv: ::game_dsl::Move) {
                #play_stone
                self.mine = theirs;
                self.theirs = mine;
                self.side = self.side.opponent();
                self.ply += 1;
            }

            #terminal
        },
        game_items,
        from_stones: quote! {
            /// The position from each player's stones and the side to move: any layout is one.
            fn from_stones(
                stones: [#bits; 2],
                side: ::game_dsl::Player,
                _text: &str,
            ) -> ::core::result::Result<Self, ::game_dsl::PositionError> {
                let (mine, theirs) = (stones[side.index()], stones[side.opponent().index()]);
                let ply = #ply;
                Ok(#name { mine, theirs, side, ply })
            }
        },
        side: quote!(side_given),
    }
}

/// `runs_from`: from every stone of `from`, the runs of `inner` stones that follow it along an
/// axis, both ways, grown by doubling as [`flank_steps`] plans.
fn runs_from(cx: &Context, longest: u32, uniform: bool) -> TokenStream {
    let bits = &cx.bits;
    let plan = flank_steps(longest);
    let mut lines = Vec::new();
    let mut have = 1;
    let mut masks = 1;
    for (i, &add) in plan.iter().enumerate() {
        let guard = number(have);
        // `inner_k` holds the cells that end a row of k inner cells going up (towards higher
        // bits); `inner_k_down` the cells that start one, for the runs going down.
        let mut new_masks = Vec::new();
        while masks < add {
            let (from, to) = (mask_name(masks, false), mask_name(masks * 2, false));
            let down = mask_name(masks * 2, true);
            let shift = times_step(masks);
            let back = times_step(masks * 2 - 1);
            new_masks.push((masks * 2, to.clone(), down.clone()));
            lines.push(quote! {
                let #to = #from & (#from << #shift);
                let #down = #to >> #back;
            });
            masks *= 2;
        }
        let (up_mask, down_mask) = (mask_name(add, false), mask_name(add, true));
        let shift = times_step(add);
        lines.push(quote! {
            up |= #up_mask & (up << #shift);
            down |= #down_mask & (down >> #shift);
        });
        if !uniform {
            // Only for axes with runs this long, so that the shifts stay within the board; the
            // masks made here are handed on when a later step needs them.
            let step = lines.split_off(lines.len() - new_masks.len() - 1);
            // A mask is needed later by a step of its length, or to build a longer one.
            let rest = &plan[i + 1..];
            let handed: Vec<_> = new_masks
                .iter()
                .filter(|(k, _, _)| rest.iter().any(|&a| a == *k || (*k == masks && a > masks)))
                .map(|(_, up, down)| (up, down))
                .collect();
            lines.push(if handed.is_empty() {
                quote! {
                    if longest > #guard {
                        #(#step)*
                    }
                }
            } else {
                let pairs: Vec<_> = handed.iter().map(|(u, d)| quote!((#u, #d))).collect();
                let zeros: Vec<_> = handed.iter().map(|_| quote!((0, 0))).collect();
                let (pattern, zeros) = match (&pairs[..], &zeros[..]) {
                    ([one], [zero]) => (one.clone(), zero.clone()),
                    _ => (quote!((#(#pairs),*)), quote!((#(#zeros),*))),
                };
                quote! {
                    let #pattern = if longest > #guard {
                        #(#step)*
                        #pattern
                    } else {
                        #zeros
                    };
                }
            });
        }
        have += add;
    }
    let up_to = if uniform {
        format!("runs of {longest}")
    } else {
        format!(
            "runs of `longest` (the longest along the axis: {longest} at most), skipping the steps beyond it"
        )
    };
    let text = doc(format!(
        "From every stone of `from`, the runs of `inner` stones that follow it along the axis of \
         `step` bits: `up` towards higher bits, `down` towards lower ones. A run of one is a shift \
         away; each further shift by `k` steps adds runs `k` longer where `inner_k` (or \
         `inner_k_down`) holds `k` inner cells in a row, doubling up to {up_to}."
    ));
    let longest_param = if uniform {
        TokenStream::new()
    } else {
        quote!(, longest: u32)
    };
    let mutable = if lines.is_empty() {
        TokenStream::new()
    } else {
        quote!(mut)
    };
    quote! {
        #[doc = #text]
        #[inline(always)]
        fn runs_from(from: #bits, inner: #bits, step: u32 #longest_param) -> (#bits, #bits) {
            let #mutable up = inner & (from << step);
            let #mutable down = inner & (from >> step);
            #(#lines)*
            (up, down)
        }
    }
}

/// `inner` for one cell, `inner_k` (or `inner_k_down`) for rows of k.
fn mask_name(k: u32, down: bool) -> Ident {
    match (k, down) {
        (1, _) => format_ident!("inner"),
        (_, false) => format_ident!("inner_{}", k),
        (_, true) => format_ident!("inner_{}_down", k),
    }
}

/// `k * step` as an expression, `step` alone for 1.
fn times_step(k: u32) -> TokenStream {
    if k == 1 {
        quote!(step)
    } else {
        let k = number(k);
        quote!(#k * step)
    }
}

/// `stable`: the stones of one side that no move can ever flip. Along an axis a stone cannot be
/// flipped when its line that way is full (no stone can be played on it) or when it is at the
/// edge or next to a stone of its own that cannot be flipped (a run flipped through it would
/// flip that one too); a stone safe along every axis is stable. Full lines come from the empty
/// cells spread along each axis by doubling shifts; the stable stones grow from the corners
/// until they stop changing.
fn stable_stones(cx: &Context, axes: &[Axis]) -> TokenStream {
    let bits = &cx.bits;
    let board = cx.board;
    let mut full_lines = Vec::new();
    let mut safe = Vec::new();
    for axis in axes {
        let direction = axis.direction;
        let shift = board.shift(direction) as u32;
        let length = axis.longest + 2;
        let full = format_ident!("full_{}", direction.name.to_lowercase());
        let steps = std::iter::successors(Some(1u32), |k| Some(k * 2))
            .take_while(|&k| k < length)
            .map(|k| {
                let by = number(k * shift);
                let (behind, ahead) = (
                    hex(board.reaching(direction, -(k as i32))),
                    hex(board.reaching(direction, k as i32)),
                );
                quote! {
                    forward |= (forward << #by) & #behind;
                    backward |= (backward >> #by) & #ahead;
                }
            });
        full_lines.push(quote! {
            let #full = {
                let (mut forward, mut backward) = (empty, empty);
                #(#steps)*
                !(forward | backward)
            };
        });
        let edge = hex(board.all().low() & !board.inner(direction));
        let shift = number(shift);
        safe.push(quote!((#full | #edge | (stable >> #shift) | (stable << #shift))));
    }
    quote! {
        /// The stones of `stones` that no move can ever flip (`others`: the other side's).
        /// Along an axis a stone cannot be flipped when its line that way is full, or when it
        /// is at the edge or next to a stone of its own that cannot be flipped; a stone safe
        /// along every axis is stable. From the corners, until nothing changes.
        #[inline]
        fn stable(stones: #bits, others: #bits) -> #bits {
            let empty = !(stones | others) & Self::CELLS;
            #(#full_lines)*
            let mut stable: #bits = 0;
            loop {
                let next = stones #(& #safe)*;
                if next == stable {
                    return stable;
                }
                stable = next;
            }
        }
    }
}
