//! Games of stones that capture groups without liberties (Go): the type and its traits, over
//! the runtime's `game_dsl::groups`, called with the game's rules as a constant.
//!
//! A position is `game_dsl::groups::Position<B, H>` (each side's stones, the side, the ko, the
//! passes in a row, the plies, and the keys of the boards of the game, `H` the limit and one);
//! a move is a `game_dsl::Move`, a point or the pass. `B`, the set of points, is `u128` on a
//! board of at most 128 points and `game_dsl::bits::Wide<N>` of `N` 64-bit words on a larger
//! one: the runtime is monomorphized for it.

use proc_macro2::TokenStream;
use quote::quote;

use super::custom::CustomEnd;
use super::traits::Impls;
use super::{doc, number, std_impls, type_header};
use crate::groups_model::Groups;
use crate::model::Game;

/// The type and `impl Game` of a game of groups.
pub fn expand(game: &Game, groups: &Groups) -> TokenStream {
    let name = &game.name;
    let vis = &game.vis;
    let header = type_header(game);
    let name_str = name.to_string();
    let width = number(groups.width);
    let height = number(groups.height);
    let history = number(groups.limit + 1);
    let suicide = groups.suicide;
    let ko = groups.ko;
    let repeat = groups.repeat_draw;
    let komi2 = syn::LitInt::new(&groups.komi2.to_string(), proc_macro2::Span::call_site());
    let passes = number(groups.passes);
    let limit = number(groups.limit);
    let forbidding = groups.repeat_forbid.then(|| quote!(.forbidding_repeats()));
    let sides = super::look::sides(game);
    let stars = star_points(groups.width, groups.height)
        .into_iter()
        .map(|[column, row]| {
            let (column, row) = (number(column), number(row));
            quote!([#column, #row])
        });
    let points = groups.width * groups.height;
    let (bits, new, moves) = if points <= 128 {
        (quote!(u128), quote!(new), quote!(::game_dsl::groups::Moves))
    } else {
        let words = number(points.div_ceil(64));
        let capacity = number(points + 1);
        (
            quote!(::game_dsl::bits::Wide<#words>),
            quote!(new_wide),
            quote!(::game_dsl::MoveList<::game_dsl::Move, #capacity>),
        )
    };
    let rules_doc = doc(format!(
        "The rules: stones placed on {} x {} points capture the enemy groups they leave without \
         a liberty; suicide is {}{}{}; a side may pass; {} passes in a row or {} plies end the \
         game, scored by area with a komi of {}{}.",
        groups.width,
        groups.height,
        if groups.suicide { "legal" } else { "illegal" },
        if groups.ko {
            "; a ko is not retaken at once"
        } else {
            ""
        },
        if groups.repeat_draw {
            "; a placement that brings back an earlier board ends the game as a draw"
        } else if groups.repeat_forbid {
            "; a placement that would bring back an earlier board is not a move"
        } else {
            ""
        },
        groups.passes,
        groups.limit,
        groups.komi2 / 2,
        if groups.komi2 % 2 == 1 { ".5" } else { "" },
    ));
    let side_ply = super::side_and_ply_of(quote!(self.0));
    let end = CustomEnd(game.end.as_ref());
    let notation = super::runtime_notation(quote!(::game_dsl::groups), name, end);
    let (custom, custom_first, custom_doc) =
        (end.inherent_impl(name), end.value_first(), end.doc());
    let no_moves = end.no_moves(quote!(::core::default::Default::default()));
    let mut impls = Impls::default();
    impls
        .rules(quote! {
            type Move = ::game_dsl::Move;
            type Moves = #moves;
            type MoveIter = ::game_dsl::groups::GroupMoves<#bits>;

            const SCORING: ::game_dsl::Scoring = ::game_dsl::Scoring::Distance;

            fn start() -> Self {
                #name(::game_dsl::groups::Position::start(&Self::RULES))
            }

            #side_ply

            /// The legal points, then the pass.
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

            /// The area of the side to move less the other's, the komi counted.
            #[inline]
            fn evaluate(&self) -> i32 {
                self.0.evaluate(&Self::RULES)
            }

            #[inline]
            fn key(&self) -> u64 {
                self.0.key()
            }

            /// The plies left before the limit.
            #[inline]
            fn plies_left_bound(&self) -> u32 {
                u32::from(Self::RULES.limit.saturating_sub(self.0.ply))
            }
        })
        .notation(quote! {
            const NAME: &'static str = #name_str;
            const BOARD: Option<(usize, usize)> = Some((#width, #height));
            const LOOK: ::game_dsl::Look = ::game_dsl::Look {
                cells: ::game_dsl::Cells::Crossings { gap: None, crossed: &[], stars: &[#(#stars),*] },
                checkered: None,
                stones: ::game_dsl::Stones::Stones,
                kings: false,
                arrows: false,
                turns: false,
                blocks: None,
                names: ::game_dsl::Names::Algebraic,
                sides: #sides,
            };

            #notation
        });
    let impls = impls.write(name);
    let std_impls = std_impls(name);

    quote! {
        #header
        #vis struct #name(::game_dsl::groups::Position<#bits, #history>);

        impl #name {
            #[doc = #rules_doc]
            pub const RULES: ::game_dsl::groups::GroupRules<#bits> =
                ::game_dsl::groups::GroupRules::<#bits>::#new(
                #width, #height, #suicide, #ko, #repeat, #komi2, #passes, #limit,
            )#forbidding;

            /// The position (see [`game_dsl::groups`]).
            pub fn position(&self) -> &::game_dsl::groups::Position<#bits, #history> {
                &self.0
            }
        }

        #custom

        #impls

        #std_impls
    }
}

/// The star points of a square Go board of side `size`, as boards are printed (Sensei's
/// Library, "Star point"): the points on the third line in from each corner (the fourth from 13
/// x 13), the centre of a board of odd side, and from 15 x 15 the middles of the sides too; none
/// below 7 x 7 or on a board that is not square. Each `[column, row]` from the top left.
fn star_points(width: u32, height: u32) -> Vec<[u32; 2]> {
    if width != height || width < 7 {
        return Vec::new();
    }
    let size = width;
    let line = if size >= 13 { 3 } else { 2 };
    let middle = (size % 2 == 1).then_some(size / 2);
    let mut along = vec![line, size - 1 - line];
    if size >= 15
        && let Some(m) = middle
    {
        along.insert(1, m);
    }
    let mut stars = Vec::new();
    for &row in &along {
        for &column in &along {
            stars.push([column, row]);
        }
    }
    if let Some(m) = middle
        && size < 15
    {
        stars.insert(2, [m, m]);
    }
    stars
}
