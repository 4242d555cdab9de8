//! Games of stones that step or hop, racing to the other side's start (Chinese checkers): the
//! type and its traits, over the runtime's `game_dsl::hops`, called with the game's rules as a
//! constant whose masks are computed here.
//!
//! A position is `game_dsl::hops::Position<B>` (each side's stones, the side, the plies); a
//! move is a `game_dsl::Move` coded `from * cells + to` with the cells on the board numbered in
//! order. A cell is the bit `a * row + b * column + c` of a set, for the `a` and `b` that give
//! the fewest bits in which no two cells of the board meet ([`Embedding`]); `B` is `u128` up to
//! 128 bits and `game_dsl::bits::Wide<N>` above (Chinese checkers' star: 177 bits, a
//! `Wide<3>`, where its 17 x 17 rhombus would take 289).

use proc_macro2::TokenStream;
use quote::quote;

use super::custom::CustomEnd;
use super::traits::Impls;
use super::{doc, number, std_impls, type_header};
use crate::hops_model::Hops;
use crate::model::Game;

/// Where each cell of the board lies in a set: the bit `a * row + b * column + base`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Embedding {
    /// The bits a row down moves a cell.
    pub a: i32,
    /// The bits a column right moves a cell.
    pub b: i32,
    /// The bit of row 0, column 0 (which may lie off the board).
    pub base: i32,
    /// The bits of a set: one more than the highest cell's.
    pub bits: u32,
}

impl Embedding {
    /// The embedding of the fewest bits for `cells` (`row * width + column`) in which no two
    /// cells share a bit: `a` and `b` tried up to twice the board's larger side either way; of
    /// equal ones, the rows of the rectangle (`a = width, b = 1`), else positive `a` and `b`,
    /// the smallest. Neighbours along a direction `(dc, dr)` are then `a * dr + b * dc` bits apart
    /// everywhere.
    pub fn fewest_bits(cells: &[u32], width: u32, height: u32) -> Embedding {
        let at = |cell: u32| ((cell / width) as i32, (cell % width) as i32);
        let plain = Embedding::of(cells, width, width as i32, 1);
        let reach = 2 * width.max(height) as i32;
        let mut best = plain;
        // Only spans up to the best so far are tried: the plain one's at most.
        let mut seen = vec![false; plain.bits as usize];
        for a in -reach..=reach {
            for b in -reach..=reach {
                let (low, high) = cells.iter().fold((i32::MAX, i32::MIN), |(lo, hi), &cell| {
                    let (row, column) = at(cell);
                    let bit = a * row + b * column;
                    (lo.min(bit), hi.max(bit))
                });
                let span = (high - low + 1) as u32;
                // Of equal spans: the rows of the rectangle, then positive steps, then small.
                let rank = |a: i32, b: i32| (a < 0 || b < 0, a.abs() + b.abs(), a, b);
                if span > best.bits
                    || (span == best.bits && (best == plain || rank(a, b) >= rank(best.a, best.b)))
                {
                    continue;
                }
                seen[..span as usize].fill(false);
                let apart = cells.iter().all(|&cell| {
                    let (row, column) = at(cell);
                    let bit = (a * row + b * column - low) as usize;
                    !std::mem::replace(&mut seen[bit], true)
                });
                if apart {
                    best = Embedding::of(cells, width, a, b);
                }
            }
        }
        best
    }

    /// The embedding `a * row + b * column`, its lowest cell at bit 0.
    fn of(cells: &[u32], width: u32, a: i32, b: i32) -> Embedding {
        let bit = |cell: u32| a * (cell / width) as i32 + b * (cell % width) as i32;
        let low = cells.iter().map(|&c| bit(c)).min().unwrap_or(0);
        let high = cells.iter().map(|&c| bit(c)).max().unwrap_or(0);
        Embedding {
            a,
            b,
            base: -low,
            bits: (high - low + 1) as u32,
        }
    }

    /// The bit of `cell` (`row * width + column`).
    pub fn bit(&self, cell: u32, width: u32) -> u32 {
        (self.a * (cell / width) as i32 + self.b * (cell % width) as i32 + self.base) as u32
    }

    /// The bits between a cell and its neighbour `(dc, dr)` away.
    pub fn offset(&self, (dc, dr): (i32, i32)) -> i32 {
        self.a * dr + self.b * dc
    }
}

/// The set of `cells` (of the rectangle) as a literal of the board's set type.
fn set(hops: &Hops, e: &Embedding, cells: impl IntoIterator<Item = u32>) -> TokenStream {
    let bits = e.bits;
    let words = bits.div_ceil(64).max(2) as usize;
    let mut w = vec![0u64; words];
    for cell in cells {
        let bit = e.bit(cell, hops.width);
        w[(bit / 64) as usize] |= 1 << (bit % 64);
    }
    if bits <= 128 {
        let value = u128::from(w[0]) | u128::from(w[1]) << 64;
        let lit = syn::LitInt::new(&format!("{value:#x}"), proc_macro2::Span::call_site());
        quote!(#lit)
    } else {
        let w = w
            .iter()
            .map(|&word| syn::LitInt::new(&format!("{word:#x}"), proc_macro2::Span::call_site()));
        quote!(::game_dsl::bits::Wide::from_words([#(#w),*]))
    }
}

/// The type and `impl Game` of a game of hops.
pub fn expand(game: &Game, hops: &Hops) -> TokenStream {
    let name = &game.name;
    let vis = &game.vis;
    let header = type_header(game);
    let name_str = name.to_string();
    let (w, h) = (hops.width as i32, hops.height as i32);
    let on = |column: i32, row: i32| {
        (0..w).contains(&column)
            && (0..h).contains(&row)
            && hops.cells.contains(&((row * w + column) as u32))
    };
    let e = Embedding::fewest_bits(&hops.cells, hops.width, hops.height);
    let e = &e;
    let bits = if e.bits <= 128 {
        quote!(u128)
    } else {
        let words = number(e.bits.div_ceil(64));
        quote!(::game_dsl::bits::Wide<#words>)
    };
    let dirs = hops.directions.iter().map(|&(dc, dr)| {
        let offset = syn::LitInt::new(
            &e.offset((dc, dr)).to_string(),
            proc_macro2::Span::call_site(),
        );
        let from = |steps: i32| {
            hops.cells.iter().copied().filter(move |&cell| {
                let (column, row) = (cell as i32 % w, cell as i32 / w);
                (1..=steps).all(|k| on(column + k * dc, row + k * dr))
            })
        };
        let hop = set(hops, e, from(2));
        quote!(::game_dsl::hops::Dir { offset: #offset, hop: #hop })
    });
    let neighbours = hops.cells.iter().map(|&cell| {
        let (column, row) = (cell as i32 % w, cell as i32 / w);
        let next = hops
            .directions
            .iter()
            .filter(|&&(dc, dr)| on(column + dc, row + dr))
            .map(|&(dc, dr)| ((row + dr) * w + column + dc) as u32);
        set(hops, e, next)
    });
    let rows = (0..hops.height).map(|row| {
        set(
            hops,
            e,
            hops.cells
                .iter()
                .copied()
                .filter(|&cell| cell / hops.width == row),
        )
    });
    let all = set(hops, e, hops.cells.iter().copied());
    let start = hops
        .start
        .iter()
        .map(|cells| set(hops, e, cells.iter().copied()));
    let cells = hops.cells.iter().map(|&cell| number(cell));
    let cell_bits = hops
        .cells
        .iter()
        .map(|&cell| number(e.bit(cell, hops.width)));
    let bit_numbers = (0..e.bits).map(|bit| {
        let n = hops
            .cells
            .iter()
            .position(|&cell| e.bit(cell, hops.width) == bit)
            .map_or(u16::MAX, |n| n as u16);
        number(n)
    });
    let numbers = (0..hops.width * hops.height).map(|cell| {
        let n = hops
            .cells
            .iter()
            .position(|&c| c == cell)
            .map_or(u16::MAX, |n| n as u16);
        number(n)
    });
    let (width, height) = (number(hops.width), number(hops.height));
    let chain = hops.chain;
    let limit = number(hops.limit);
    let pass = hops.pass;
    let hexagons = hops.directions.len() == 6;
    let look_cells = if hexagons {
        quote!(::game_dsl::Cells::Hexagons)
    } else {
        quote!(::game_dsl::Cells::Squares)
    };
    let sides = super::look::sides(game);
    let rules_doc = doc(format!(
        "The rules: {} stones a side on {} cells; a stone steps to a neighbouring cell or hops \
         over a neighbouring stone of either side into the empty cell beyond{}; a side wins by \
         standing on every cell the other side started on{}; a side without a move {}.",
        hops.start[0].len(),
        hops.cells.len(),
        if hops.chain {
            ", and may hop on as often as it likes"
        } else {
            ""
        },
        super::limit_words(hops.limit),
        if hops.pass { "passes" } else { "loses" },
    ));
    let end = CustomEnd(game.end.as_ref());
    let custom = end.inherent_impl(name);
    let notation = super::runtime_notation(quote!(::game_dsl::hops), name, end);
    let mut impls = Impls::default();
    impls
        .rules(super::runtime_rules(
            quote!(::game_dsl::hops),
            name,
            "Each stone's steps, then its hops.",
            "The rows each side's stones have come, the side to move's less the other's.",
            end,
        ))
        .notation(quote! {
            const NAME: &'static str = #name_str;
            const BOARD: Option<(usize, usize)> = Some((#width, #height));
            const LOOK: ::game_dsl::Look = ::game_dsl::Look {
                cells: #look_cells,
                checkered: None,
                stones: ::game_dsl::Stones::Stones,
                kings: false,
                arrows: false,
                turns: false,
                blocks: None,
                names: ::game_dsl::Names::Algebraic,
                sides: #sides,
            };

            fn on_board(cell: usize) -> bool {
                Self::RULES.numbers.get(cell).is_some_and(|&n| n != u16::MAX)
            }

            #notation
        });
    let impls = impls.write(name);
    let std_impls = std_impls(name);

    quote! {
        #header
        #vis struct #name(::game_dsl::hops::Position<#bits>);

        impl #name {
            #[doc = #rules_doc]
            pub const RULES: ::game_dsl::hops::HopRules<#bits> = ::game_dsl::hops::HopRules {
                width: #width,
                height: #height,
                all: #all,
                dirs: &[#(#dirs),*],
                neighbours: &[#(#neighbours),*],
                chain: #chain,
                start: [#(#start),*],
                rows: &[#(#rows),*],
                cells: &[#(#cells),*],
                numbers: &[#(#numbers),*],
                bits: &[#(#cell_bits),*],
                bit_numbers: &[#(#bit_numbers),*],
                limit: #limit,
                pass: #pass,
            };

            /// The position (see [`game_dsl::hops`]).
            pub fn position(&self) -> &::game_dsl::hops::Position<#bits> {
                &self.0
            }
        }

        #custom

        #impls

        #std_impls
    }
}
