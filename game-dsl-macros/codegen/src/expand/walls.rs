//! Games of pawns and walls (Quoridor): the type and its traits, over the runtime's
//! `game_dsl::walls`, called with the game's rules as a constant whose masks are computed here.
//!
//! A position is `game_dsl::walls::Position` (the pawns, the walls and the edges they block,
//! the walls left, the side, the plies); a move is a `game_dsl::Move` coded by its cell: the
//! pawn's new cell, or a wall's top left cell plus the board's cells (across) or twice them
//! (along).

use proc_macro2::TokenStream;
use quote::quote;

use super::custom::CustomEnd;
use super::traits::Impls;
use super::{doc, number, std_impls, type_header};
use crate::model::Game;
use crate::walls_model::Walls;

/// The cells `(column, row)` of the board for which `keep` holds, as a `u128` literal.
fn set(walls: &Walls, keep: impl Fn(u32, u32) -> bool) -> TokenStream {
    let mut value = 0u128;
    for row in 0..walls.height {
        for column in 0..walls.width {
            if keep(column, row) {
                value |= 1 << (row * walls.width + column);
            }
        }
    }
    let lit = syn::LitInt::new(&format!("{value:#x}"), proc_macro2::Span::call_site());
    quote!(#lit)
}

/// The type and `impl Game` of a game of walls.
pub fn expand(game: &Game, walls: &Walls) -> TokenStream {
    let name = &game.name;
    let vis = &game.vis;
    let header = type_header(game);
    let name_str = name.to_string();
    let (w, h, l) = (walls.width, walls.height, walls.length);
    let row_of = |cell: u32| cell / w;
    // Each pawn races to the edge row it did not start on.
    let goal = walls.start.map(|cell| {
        let far = if row_of(cell) == 0 { h - 1 } else { 0 };
        set(walls, |_, row| row == far)
    });
    let all = set(walls, |_, _| true);
    let east = set(walls, |column, _| column + 1 < w);
    let south = set(walls, |_, row| row + 1 < h);
    let across = set(walls, |column, row| column + l <= w && row + 1 < h);
    let along = set(walls, |column, row| column + 1 < w && row + l <= h);
    let [x, o] = walls.start.map(number);
    let (width, height, length) = (number(w), number(h), number(l));
    let stock = number(walls.stock);
    let limit = number(walls.limit);
    let pass = walls.pass;
    let sides = super::look::sides(game);
    let rules_doc = doc(format!(
        "The rules: on {w} x {h} cells, each side's pawn steps to a neighbouring cell unless a \
         wall stands between, or jumps over the other pawn (beside it when a wall or the edge \
         stands behind); a turn may place one of the side's {} walls instead, {l} cells long \
         between the cells, overlapping and crossing none and leaving both pawns a path; a \
         pawn that reaches the row farthest from its start wins{}; a side without a move {}.",
        walls.stock,
        super::limit_words(walls.limit),
        if walls.pass { "passes" } else { "loses" },
    ));
    let end = CustomEnd(game.end.as_ref());
    let custom = end.inherent_impl(name);
    let notation = super::runtime_notation(quote!(::game_dsl::walls), name, end);
    let mut impls = Impls::default();
    impls
        .rules(super::runtime_rules(
            quote!(::game_dsl::walls),
            name,
            "The pawn's moves, then the walls.",
            "The steps the other pawn needs to its goal less the mover's, doubled, plus the walls left, the mover's less the other's.",
            end,
        ))
        .notation(quote! {
            const NAME: &'static str = #name_str;
            const BOARD: Option<(usize, usize)> = Some((#width, #height));
            const LOOK: ::game_dsl::Look = ::game_dsl::Look {
                cells: ::game_dsl::Cells::Squares,
                checkered: None,
                stones: ::game_dsl::Stones::Stones,
                kings: false,
                arrows: false,
                turns: false,
                blocks: None,
                names: ::game_dsl::Names::Algebraic,
                sides: #sides,
            };

            fn walls(&self) -> Vec<[[usize; 2]; 2]> {
                ::game_dsl::walls::segments(&Self::RULES, &self.0)
            }

            #notation
        });
    let impls = impls.write(name);
    let std_impls = std_impls(name);

    quote! {
        #header
        #vis struct #name(::game_dsl::walls::Position);

        impl #name {
            #[doc = #rules_doc]
            pub const RULES: ::game_dsl::walls::WallRules = ::game_dsl::walls::WallRules {
                width: #width,
                height: #height,
                length: #length,
                stock: #stock,
                start: [#x, #o],
                goal: [#(#goal),*],
                all: #all,
                east: #east,
                south: #south,
                across: #across,
                along: #along,
                limit: #limit,
                pass: #pass,
            };

            /// The position (see [`game_dsl::walls`]).
            pub fn position(&self) -> &::game_dsl::walls::Position {
                &self.0
            }
        }

        #custom

        #impls

        #std_impls
    }
}
