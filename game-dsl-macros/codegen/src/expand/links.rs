//! Games of pegs that link a leap apart (TwixT): the type and its traits, over the runtime's
//! `game_dsl::links`, called with the game's rules as a constant.
//!
//! A position is `game_dsl::links::Position<B>` (each side's pegs, the links by leap, the side,
//! the plies, whether the last move won); a move is a `game_dsl::Move`, the cell of the peg.
//! `B`, the set of cells, is `u128` on a board of at most 128 cells and
//! `game_dsl::bits::Wide<N>` of `N` 64-bit words on a larger one.

use proc_macro2::TokenStream;
use quote::quote;

use super::custom::CustomEnd;
use super::traits::Impls;
use super::{doc, number, std_impls, type_header};
use crate::links_model::Links;
use crate::model::Game;

/// The type and `impl Game` of a game of links.
pub fn expand(game: &Game, links: &Links) -> TokenStream {
    let name = &game.name;
    let vis = &game.vis;
    let header = type_header(game);
    let name_str = name.to_string();
    let width = number(links.width);
    let height = number(links.height);
    let (a, b) = (number(links.leap.0), number(links.leap.1));
    let no_crossing = links.no_crossing;
    let closed = links.closed;
    let swap = links.swap;
    let blocked = syn::LitInt::new(&links.blocked.to_string(), proc_macro2::Span::call_site());
    let sides = super::look::sides(game);
    let cells = links.width * links.height;
    let capacity = number(cells);
    let moves = quote!(::game_dsl::MoveList<::game_dsl::Move, #capacity>);
    let (bits, new) = if cells <= 128 {
        (quote!(u128), quote!(new))
    } else {
        let words = number(cells.div_ceil(64));
        (quote!(::game_dsl::bits::Wide<#words>), quote!(new_wide))
    };
    let rules_doc = doc(format!(
        "The rules: pegs placed on {} x {} cells link to their side's pegs a ({}, {}) leap \
         away{}; X joins the top and bottom rows, O the left and right columns, through \
         links{}{}; a side without a cell {}.",
        links.width,
        links.height,
        links.leap.0,
        links.leap.1,
        if links.no_crossing {
            ", unless a link crosses"
        } else {
            ""
        },
        if links.closed {
            "; a side does not place on the other's edges"
        } else {
            ""
        },
        if links.swap {
            "; O's first move may take X's first peg, turned a quarter"
        } else {
            ""
        },
        match links.blocked {
            -1 => "loses",
            1 => "wins",
            _ => "draws",
        },
    ));
    let side_ply = super::side_and_ply_of(quote!(self.0));
    let end = CustomEnd(game.end.as_ref());
    let notation = super::runtime_notation(quote!(::game_dsl::links), name, end);
    let (custom, custom_first, custom_doc) =
        (end.inherent_impl(name), end.value_first(), end.doc());
    let no_moves = end.no_moves(quote!(::core::default::Default::default()));
    let mut impls = Impls::default();
    impls
        .rules(quote! {
            type Move = ::game_dsl::Move;
            type Moves = #moves;
            type MoveIter = ::game_dsl::bits::Cells<#bits>;

            const SCORING: ::game_dsl::Scoring = ::game_dsl::Scoring::Distance;

            fn start() -> Self {
                #name(::game_dsl::links::Position::start())
            }

            #side_ply

            /// The open empty cells, and the first peg's cell while it may be swapped.
            #[inline]
            fn moves(&self) -> Self::MoveIter {
                #no_moves
                self.0.moves(&Self::RULES)
            }

            #[inline]
            fn play(&mut self, mv: Self::Move) {
                self.0.play(&Self::RULES, mv);
            }

            #custom_doc
            #[inline]
            fn terminal_value(&self) -> Option<i32> {
                #custom_first
                self.0.value(&Self::RULES)
            }

            #[inline]
            fn evaluate(&self) -> i32 {
                0
            }

            #[inline]
            fn key(&self) -> u64 {
                self.0.key()
            }

            /// The empty cells either side may take, and the swap.
            #[inline]
            fn plies_left_bound(&self) -> u32 {
                self.0.plies_left(&Self::RULES)
            }
        })
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

            fn on_board(cell: usize) -> bool {
                ::game_dsl::links::on_board(&Self::RULES, cell)
            }

            fn links(&self) -> Vec<[usize; 2]> {
                self.0.link_cells(&Self::RULES)
            }

            #notation
        });
    let impls = impls.write(name);
    let std_impls = std_impls(name);

    quote! {
        #header
        #vis struct #name(::game_dsl::links::Position<#bits>);

        impl #name {
            #[doc = #rules_doc]
            pub const RULES: ::game_dsl::links::LinkRules<#bits> =
                ::game_dsl::links::LinkRules::<#bits>::#new(
                #width, #height, (#a, #b), #no_crossing, #closed, #swap, #blocked,
            );

            /// The position (see [`game_dsl::links`]).
            pub fn position(&self) -> &::game_dsl::links::Position<#bits> {
                &self.0
            }
        }

        #custom

        #impls

        #std_impls
    }
}
