//! Shapes of one group on a board of hexagons with an outline (`win: ring or connect 2 of
//! corners or connect 3 of edges`, Havannah's ring, bridge and fork), for the connection kernel
//! (`connect.rs`), which keeps its neighbours, flood fill, move order and notation.
//!
//! - `connect K of REGIONS`: the outline's corners or edges are masks; the last move's group
//!   wins when it meets `K` of them. The cells where one more stone would do so are counted
//!   with masks too: for each region, the cells on it or next to a chain touching it, summed
//!   cell by cell in `K` bit planes.
//! - `ring`: the cells that are not the group's stones are flooded from the outline's border;
//!   a cell is enclosed when neither it nor any of its neighbours was reached and it is not on
//!   the border. An enclosed empty or enemy cell is inside a ring, and so is a stone of the group
//!   whose six neighbours are all inside or on it: the ring may go around any cells.

use proc_macro2::TokenStream;
use quote::quote;

use super::Context;
use super::connect::nonzero;
use crate::expand::number;
use crate::model::Shapes;

/// The legend of the board: the shapes that win.
pub fn legend(shapes: Shapes) -> String {
    format!(
        "X, O: the players' stones (one group wins by {}); -: an empty cell",
        names(shapes).join(" or ")
    )
}

/// The shapes, as a reader names them.
fn names(shapes: Shapes) -> Vec<String> {
    let mut names = Vec::new();
    if shapes.ring {
        names.push("a ring around any cells".to_string());
    }
    if let Some(count) = shapes.corners {
        names.push(format!("joining {count} corners"));
    }
    if let Some(count) = shapes.edges {
        names.push(format!("joining {count} edges (corners are on none)"));
    }
    names
}

/// The shapes' constants and functions: `makes_shape(group)` after a move,
/// `connects(stones, first)` for a whole position, and `winning_cells` without rings.
pub fn items(cx: &Context, shapes: Shapes) -> (TokenStream, TokenStream) {
    let bits = &cx.bits;
    let wide = cx.board.words().is_some();
    let outline = cx.grid.outline;
    let zero = cx.zero();
    let mut constants = TokenStream::new();
    let mut functions = TokenStream::new();
    // Each `connect K of REGIONS`: (the constant, K).
    let mut joins: Vec<(syn::Ident, syn::LitInt)> = Vec::new();
    for (count, regions, ident, what) in [
        (
            shapes.corners,
            outline.corners(cx.board),
            "CORNERS",
            "corners, one cell each",
        ),
        (
            shapes.edges,
            outline.edges(cx.board),
            "EDGES",
            "edges, the cells of each side but its corners",
        ),
    ] {
        let Some(count) = count else { continue };
        let ident = quote::format_ident!("{ident}");
        let masks = regions.iter().map(|cells| cx.mask(cells.iter().copied()));
        let n = number(regions.len() as u32);
        let doc = crate::expand::doc(format!("The outline's {what}, clockwise from the top."));
        constants.extend(quote! {
            #[doc = #doc]
            const #ident: [#bits; #n] = [#(#masks),*];
        });
        joins.push((ident, number(count)));
    }
    let mut tests: Vec<TokenStream> = joins
        .iter()
        .map(|(ident, count)| quote!(Self::touched(group, &Self::#ident) >= #count))
        .collect();
    if !joins.is_empty() {
        let touches = nonzero(wide, quote!(group & region));
        functions.extend(quote! {
            /// How many of `regions` the chain `group` touches.
            #[inline]
            fn touched(group: #bits, regions: &[#bits]) -> u32 {
                let mut count = 0;
                for &region in regions {
                    count += (#touches) as u32;
                }
                count
            }
        });
    }
    if shapes.ring {
        let border = cx.mask(
            outline
                .depth(cx.board)
                .iter()
                .enumerate()
                .filter(|&(_, &depth)| depth == 1)
                .map(|(cell, _)| cell as u32),
        );
        let enclosed = nonzero(
            wide,
            quote!(Self::CELLS & !Self::BORDER & !(outside | Self::hex_neighbours(outside))),
        );
        constants.extend(quote! {
            /// The border: the cells with a neighbour off the board.
            const BORDER: #bits = #border;
        });
        functions.extend(quote! {
            /// Whether `stones` go around one or more cells: the other cells are flooded from
            /// the border; a cell off the border, not reached and next to none reached, is
            /// inside a ring (an empty or enemy cell, or a stone whose neighbours all are).
            #[inline]
            fn rings(stones: #bits) -> bool {
                let open = !stones & Self::CELLS;
                let outside = Self::flood(open & Self::BORDER, open);
                #enclosed
            }
        });
        // A ring has six stones at least.
        tests.push(quote!(group.count_ones() >= 6 && Self::rings(group)));
    }
    let any_group = nonzero(wide, quote!(left));
    let lowest = cx.bit(quote!(left.trailing_zeros() as usize));
    functions.extend(quote! {
        /// Whether the chain `group`, the last move's, makes a winning shape.
        #[inline]
        fn makes_shape(group: #bits) -> bool {
            #(#tests)||*
        }

        /// Whether a chain of `stones` makes a winning shape (the player, X's if `first`,
        /// does not matter: both make the same shapes).
        fn connects(stones: #bits, first: bool) -> bool {
            let _ = first;
            let mut left = stones;
            while #any_group {
                let group = Self::flood(#lowest, stones);
                if Self::makes_shape(group) {
                    return true;
                }
                left &= !group;
            }
            false
        }
    });
    if !shapes.ring {
        let planes = joins
            .iter()
            .map(|(ident, count)| quote!(cells |= Self::joining(stones, &Self::#ident, #count);));
        functions.extend(quote! {
            /// The cells where one more stone makes a group of `stones` touch `count` of
            /// `regions`: for each region, the cells on it or next to a chain touching it,
            /// counted in bit planes (`at_least[k]`: the cells counted `k` times or more).
            #[inline]
            fn joining(stones: #bits, regions: &[#bits], count: usize) -> #bits {
                let mut at_least = [#zero; 7];
                at_least[0] = Self::CELLS;
                for &region in regions {
                    let touching = region | Self::hex_neighbours(Self::flood(stones & region, stones));
                    for k in (1..=count).rev() {
                        at_least[k] |= at_least[k - 1] & touching;
                    }
                }
                at_least[count]
            }

            /// The empty cells where one more stone of `stones` makes a winning shape (the
            /// player, X's if `first`, does not matter).
            #[inline]
            fn winning_cells(stones: #bits, first: bool) -> #bits {
                let _ = first;
                let mut cells = #zero;
                #(#planes)*
                cells & !stones & Self::CELLS
            }
        });
    }
    (constants, functions)
}
