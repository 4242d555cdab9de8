//! Games of taking tokens (Nim): a move takes tokens from one pile, any number, a number in a
//! range or one from a set; who cannot take loses (the last take wins) or wins (misère play).
//! A game of one pile goes to its kernel (`pile.rs`).
//!
//! A position is the tokens of each pile, one byte each (`[u8; N]`); a move is coded
//! `pile * 256 + taken`, written `pile:taken` with piles numbered from 1.

use proc_macro2::{Span, TokenStream};
use quote::quote;

use super::custom::CustomEnd;
use super::pile::{Ends, ends, set_words};
use super::traits::Impls;
use super::{doc, hex, number, side_and_ply, std_impls, type_header};
use crate::model::{Game, MAX_PILE, Piles};

/// The type and `impl Game` of a game of piles: the kernel of a lone pile for one, the piles
/// as bytes for several.
pub fn expand(game: &Game, piles: &Piles) -> TokenStream {
    if let Some(tokens) = piles.lone() {
        return super::pile::expand(game, piles, tokens);
    }
    let name = &game.name;
    let vis = &game.vis;
    let header = type_header(game);
    let name_str = name.to_string();
    let look = super::look::piles(game);
    let count = number(piles.sizes.len() as u32);
    let sizes = piles
        .sizes
        .iter()
        .map(|&n| syn::LitInt::new(&format!("{n}u8"), Span::call_site()));
    let take_max = piles.take_max.unwrap_or(MAX_PILE);
    let (min, max) = (number(piles.take_min), number(take_max));
    // Every take a position of piles of up to 255 tokens may offer.
    let choices = number(
        piles.sizes.len() as u32
            * match piles.set {
                Some(set) => set.count_ones(),
                None => take_max.min(MAX_PILE) - piles.take_min + 1,
            },
    );
    // Every way to leave each pile at most its start, either side to move.
    let positions = piles
        .sizes
        .iter()
        .fold(2u64, |n, &size| n.saturating_mul(u64::from(size) + 1));
    let words = number(piles.sizes.len().div_ceil(8) as u32);
    let listed: Vec<String> = piles.sizes.iter().map(u32::to_string).collect();
    let start_doc = doc(format!(
        "Tokens of each pile at the start: {}.",
        listed.join(", ")
    ));
    let take_doc = match piles.take_max {
        None => doc("Most tokens a move takes: any number, up to the whole pile."),
        Some(max) => doc(format!("Most tokens a move takes: {max}.")),
    };
    let Ends {
        blocked_doc,
        blocked_value,
    } = ends(piles.blocked);
    let side_ply = side_and_ply();
    let end = CustomEnd(game.end.as_ref());
    let custom = end.method();
    let ending = end.ending();
    // With `end: custom`, the author's rule may end the game while tokens can still be taken;
    // it is tested first.
    let custom_doc = end.doc();
    let custom_first = end.value_first();
    let most = end.unless_over(quote!(Self::TAKE_MAX), quote!(0));
    let terminal = quote! {
        #custom_doc
        #[doc = #blocked_doc]
        #[inline]
        fn terminal_value(&self) -> Option<i32> {
            #custom_first
            self.piles.iter().all(|&p| u32::from(p) < Self::TAKE_MIN).then_some(#blocked_value)
        }
    };
    let (set_const, move_iter, moves, parse) = match piles.set {
        None => (
            TokenStream::new(),
            quote!(::game_dsl::moves::PileTakes<#count>),
            quote!(::game_dsl::moves::PileTakes::new(self.piles, Self::TAKE_MIN, #most)),
            quote!(::game_dsl::notation::parse_pile_take(text, #count, Self::TAKE_MIN, Self::TAKE_MAX)),
        ),
        Some(set) => {
            let set_doc = doc(format!(
                "The takes allowed, {}: bit `k` for a take of `k` tokens.",
                set_words(set)
            ));
            let expected = syn::LitStr::new(
                &format!("a take of {} tokens", set_words(set)),
                Span::call_site(),
            );
            let set = hex(set.into());
            let piles_now = end.unless_over(quote!(self.piles), quote!([0; #count]));
            (
                quote! {
                    #[doc = #set_doc]
                    pub const TAKES: u64 = #set;
                },
                quote!(::game_dsl::moves::PileTakeSet<#count>),
                quote!(::game_dsl::moves::PileTakeSet::new(#piles_now, Self::TAKES)),
                quote! {
                    ::game_dsl::notation::parse_pile_take(text, #count, Self::TAKE_MIN, Self::TAKE_MAX)
                        .and_then(|mv| {
                            if Self::TAKES >> (mv.code() & 0xff) & 1 == 1 {
                                Ok(mv)
                            } else {
                                Err(::game_dsl::MoveError::Malformed {
                                    text: text.trim().to_string(),
                                    expected: #expected.to_string(),
                                })
                            }
                        })
                },
            )
        }
    };
    let mut impls = Impls::default();
    impls
        .rules(quote! {
            type Move = ::game_dsl::Move;
            type Moves = ::game_dsl::MoveList<::game_dsl::Move, #choices>;
            type MoveIter = #move_iter;

            const SCORING: ::game_dsl::Scoring = ::game_dsl::Scoring::Distance;

            fn start() -> Self {
                #name { piles: Self::START, side: ::game_dsl::Player::First, ply: 0 }
            }

            #side_ply

            #[inline]
            fn moves(&self) -> Self::MoveIter {
                #moves
            }

            /// Takes `mv.code() % 256` tokens from pile `mv.code() / 256`.
            #[inline]
            fn play(&mut self, mv: ::game_dsl::Move) {
                self.piles[usize::from(mv.code() >> 8)] -= (mv.code() & 0xff) as u8;
                self.side = self.side.opponent();
                self.ply = self.ply.wrapping_add(1);
            }

            #terminal

            #[inline]
            fn plies_left_bound(&self) -> u32 {
                self.piles.iter().map(|&p| u32::from(p)).sum::<u32>() / Self::TAKE_MIN
            }

            /// Every position: each pile at most its start, either side to move.
            fn positions_bound() -> u64 {
                #positions
            }

            /// The piles packed eight to a word.
            #[inline]
            fn key(&self) -> u64 {
                let mut words = [0u64; #words];
                for (i, &tokens) in self.piles.iter().enumerate() {
                    words[i / 8] |= u64::from(tokens) << (i % 8 * 8);
                }
                ::game_dsl::hash::hash_words(&words, self.side.index())
            }
        })
        .notation(quote! {
            const NAME: &'static str = #name_str;
            #look

            fn parse_move(&self, text: &str) -> Result<::game_dsl::Move, ::game_dsl::MoveError> {
                #parse
            }

            fn format_move(&self, mv: ::game_dsl::Move) -> String {
                ::game_dsl::notation::format_pile_take(mv)
            }

            fn parse_position(text: &str) -> Result<Self, ::game_dsl::PositionError> {
                let (piles, side) = ::game_dsl::notation::parse_piles::<#count>(text)?;
                Ok(#name { piles, side, ply: 0 })
            }

            fn position_string(&self) -> String {
                ::game_dsl::notation::piles_string(&self.piles, self.side)
            }

            #ending

            fn legend() -> &'static str {
                ::game_dsl::notation::LEGEND_PILES
            }

            fn render(&self) -> String {
                let status = ::game_dsl::notation::status(self);
                ::game_dsl::notation::render_piles(&self.piles, &status)
            }
        });
    let impls = impls.write(name);
    let std_impls = std_impls(name);

    quote! {
        #header
        #vis struct #name {
            /// Tokens left in each pile.
            piles: [u8; #count],
            /// The player to move.
            side: ::game_dsl::Player,
            /// Plies played.
            ply: u16,
        }

        impl #name {
            #[doc = #start_doc]
            pub const START: [u8; #count] = [#(#sizes),*];
            /// Fewest tokens a move takes.
            pub const TAKE_MIN: u32 = #min;
            #[doc = #take_doc]
            pub const TAKE_MAX: u32 = #max;
            #set_const

            /// Tokens left in each pile.
            pub fn piles(&self) -> &[u8] {
                &self.piles
            }

            #custom
        }

        #impls

        #std_impls
    }
}
