//! Games of pits and seeds (mancala): the type and its traits, over the runtime's sowing
//! (`game_dsl::pits`), called with the game's rules as a constant.
//!
//! A position is a byte a pit and store (`[u8; N]`); a move is a whole turn, the pits sown one
//! after another while the last seed gives another sowing (`game_dsl::pits::Sowings`).

use proc_macro2::{Span, TokenStream};
use quote::quote;

use super::custom::CustomEnd;
use super::traits::Impls;
use super::{doc, number, side_and_ply, std_impls, type_header};
use crate::model::Game;
use crate::pits_model::Pits;

/// The type and `impl Game` of a game of pits.
pub fn expand(game: &Game, pits: &Pits) -> TokenStream {
    let name = &game.name;
    let vis = &game.vis;
    // With the repetition rule the positions kept are no part of equality: written by hand.
    let header = if pits.repeat.is_some() {
        let attrs = &game.attrs;
        quote! {
            #(#attrs)*
            #[derive(Clone, Copy, Debug)]
        }
    } else {
        type_header(game)
    };
    let name_str = name.to_string();
    let look = super::look::pits(game, pits);
    let end = CustomEnd(game.end.as_ref());
    let custom = end.inherent_impl(name);
    let (custom_first, custom_doc) = (end.value_first(), end.doc());
    let no_moves = end.no_moves(quote!(turns.into_iter()));
    let cells = number(pits.bytes());
    let per_side = number(pits.pits);
    let (stores, again, capture) = (pits.stores, pits.again_in_store, pits.capture_opposite);
    let seed = syn::LitInt::new(&format!("{}u8", pits.seeds), Span::call_site());
    let zero = syn::LitInt::new("0u8", Span::call_site());
    let side_cells: Vec<_> = (0..pits.pits)
        .map(|_| seed.clone())
        .chain(pits.stores.then(|| zero.clone()))
        .collect();
    let total = number(2 * pits.pits * pits.seeds);
    let words = number(pits.bytes().div_ceil(8));
    let start_doc = doc(format!(
        "The board at the start: {} seeds in each of the {} pits a side{}.",
        pits.seeds,
        pits.pits,
        if pits.stores {
            ", the stores empty"
        } else {
            ""
        }
    ));
    let side_ply = side_and_ply();
    let sowing = quote! {
        ::game_dsl::pits::Sowing {
            pits: #per_side,
            stores: #stores,
            again_in_store: #again,
            capture_opposite: #capture,
        }
    };
    let (rules_const, start, pits_field) = if pits.kalah_words_only() {
        (
            quote! {
                /// The sowing's rules.
                pub const RULES: ::game_dsl::pits::Sowing = #sowing;
            },
            quote! { [#(#side_cells,)* #(#side_cells),*] },
            quote! {
                /// The seeds of each pit and store: X's pits, X's store, O's pits, O's store.
                pits: [u8; #cells],
            },
        )
    } else {
        let more = [
            pits.skip_origin,
            pits.backward,
            pits.no_grand_slam,
            pits.must_feed,
            pits.end_no_move,
            pits.end_over_half,
        ];
        let [skip, backward, slam, feed, no_move, half] = more;
        let counts = syn::LitInt::new(&format!("{:#b}", pits.capture_counts), Span::call_site());
        let kept = pits.keeps_captures().then(|| quote! { 0u8, 0u8 });
        let field_doc = doc(if pits.keeps_captures() {
            "The seeds of each pit, then those captured: X's pits, O's pits, X's captures, O's \
             captures."
        } else if pits.stores {
            "The seeds of each pit and store: X's pits, X's store, O's pits, O's store."
        } else {
            "The seeds of each pit: X's pits, O's pits."
        });
        (
            quote! {
                /// The sowing's rules.
                pub const RULES: ::game_dsl::pits::Rules = ::game_dsl::pits::Rules {
                    sowing: #sowing,
                    skip_origin: #skip,
                    capture_counts: #counts,
                    backward: #backward,
                    no_grand_slam: #slam,
                    must_feed: #feed,
                    end_no_move: #no_move,
                    end_over_half: #half,
                };
            },
            quote! { [#(#side_cells,)* #(#side_cells,)* #kept] },
            quote! {
                #[doc = #field_doc]
                pits: [u8; #cells],
            },
        )
    };
    let rules = if pits.kalah_words_only() {
        quote! {
            type Move = ::game_dsl::pits::Sowings;
            type Moves = ::game_dsl::pits::Turns;
            type MoveIter = ::game_dsl::pits::TurnIter;

            const SCORING: ::game_dsl::Scoring = ::game_dsl::Scoring::Distance;

            fn start() -> Self {
                #name { pits: Self::START, side: ::game_dsl::Player::First, ply: 0 }
            }

            #side_ply

            /// Every turn: each non-empty pit of the mover sown, and the turns after it while
            /// its last seed gives another sowing.
            #[inline]
            fn moves(&self) -> Self::MoveIter {
                let mut turns = ::game_dsl::pits::Turns::new();
                #no_moves
                if !::game_dsl::pits::side_empty(&self.pits, &Self::RULES) {
                    ::game_dsl::pits::turns(
                        &self.pits,
                        &Self::RULES,
                        self.side.index(),
                        ::game_dsl::pits::Sowings::default(),
                        &mut turns,
                    );
                }
                turns.into_iter()
            }

            /// Sows each pit of the turn in order.
            #[inline]
            fn play(&mut self, mv: Self::Move) {
                ::game_dsl::pits::play(&mut self.pits, &Self::RULES, self.side.index(), mv);
                self.side = self.side.opponent();
                self.ply = self.ply.wrapping_add(1);
            }

            /// When one side's pits are empty: more seeds (store and pits) wins, as many draws.
            #custom_doc
            #[inline]
            fn terminal_value(&self) -> Option<i32> {
                #custom_first
                if !::game_dsl::pits::side_empty(&self.pits, &Self::RULES) {
                    return None;
                }
                let totals = ::game_dsl::pits::totals(&self.pits, &Self::RULES);
                let side = self.side.index();
                Some((totals[side] > totals[1 - side]) as i32 - (totals[side] < totals[1 - side]) as i32)
            }

            /// The board packed eight bytes to a word.
            #[inline]
            fn key(&self) -> u64 {
                let mut words = [0u64; #words];
                for (i, &seeds) in self.pits.iter().enumerate() {
                    words[i / 8] |= u64::from(seeds) << (i % 8 * 8);
                }
                ::game_dsl::hash::hash_words(&words, self.side.index())
            }
        }
    } else {
        more_rules(name, &words, pits.limit, pits.repeat, end)
    };
    let repeat_fields = pits.repeat.map(|_| {
        quote! { , repeats: 1, recent: <::game_dsl::repeat::Recent as ::game_dsl::repeat::Repetitions>::EMPTY }
    });
    let restarted_call = pits.repeat.map(|_| quote!(.restarted()));
    // With `repeat`, the end by a repeated position says so (the other ends say nothing, as
    // before); read after the ends declared, as `terminal_value` reads them.
    let ending = match pits.repeat {
        None => end.ending(),
        Some(repeat) => {
            let times = number(repeat.times);
            let rule_first = end.ending_first();
            quote! {
                fn ending(&self) -> Option<::game_dsl::Ending> {
                    #rule_first
                    if ::game_dsl::pits::outcome(&self.pits, &Self::RULES, self.side.index()).is_none()
                        && u32::from(self.repeats) >= #times
                    {
                        Some(::game_dsl::Ending::Repetition)
                    } else {
                        None
                    }
                }
            }
        }
    };
    let position_text = match pits.limit {
        None => quote! {
            fn parse_position(text: &str) -> Result<Self, ::game_dsl::PositionError> {
                let (pits, side) = ::game_dsl::pits::parse_position::<#cells>(text, #total)?;
                Ok(#name { pits, side, ply: 0 #repeat_fields } #restarted_call)
            }

            fn position_string(&self) -> String {
                ::game_dsl::notation::piles_string(&self.pits, self.side)
            }
        },
        Some(limit) => quote! {
            fn parse_position(text: &str) -> Result<Self, ::game_dsl::PositionError> {
                let (pits, side, ply) =
                    ::game_dsl::pits::parse_position_with_ply::<#cells>(text, #total, #limit)?;
                Ok(#name { pits, side, ply: ply as u16 #repeat_fields } #restarted_call)
            }

            fn position_string(&self) -> String {
                ::game_dsl::pits::position_with_ply(&self.pits, self.side, u32::from(self.ply))
            }
        },
    };
    let (repeat_struct_fields, repeat_impls) = repeat_parts(name, pits, &words);
    let mut impls = Impls::default();
    impls.rules(rules).notation(quote! {
        const NAME: &'static str = #name_str;
        #look

        fn parse_move(&self, text: &str) -> Result<Self::Move, ::game_dsl::MoveError> {
            ::game_dsl::pits::parse_turn(text, #per_side)
        }

        fn format_move(&self, mv: Self::Move) -> String {
            ::game_dsl::pits::format_turn(mv, #per_side)
        }

        #position_text

        fn legend() -> &'static str {
            ::game_dsl::pits::LEGEND
        }

        #ending

        fn render(&self) -> String {
            let status = ::game_dsl::notation::status(self);
            ::game_dsl::pits::render(&self.pits, &Self::RULES, &status)
        }
    });
    let impls = impls.write(name);
    let std_impls = std_impls(name);

    quote! {
        #header
        #vis struct #name {
            #pits_field
            /// The player to move.
            side: ::game_dsl::Player,
            /// Plies (turns) played.
            ply: u16,
            #repeat_struct_fields
        }

        #repeat_impls

        impl #name {
            #rules_const
            #[doc = #start_doc]
            pub const START: [u8; #cells] = #start;

            /// The seeds of each pit and store: X's pits in the order of sowing, X's store, O's
            /// pits, O's store.
            pub fn pits(&self) -> &[u8] {
                &self.pits
            }
        }

        #custom

        #impls

        #std_impls
    }
}

/// `impl Game`'s rules of a game of pits with words beyond Kalah's: the moves and the end are
/// the runtime's `outcome` (the ends declared) and `turns` (the turns that `must feed` allows).
fn more_rules(
    name: &syn::Ident,
    words: &syn::LitInt,
    limit: Option<u32>,
    repeat: Option<crate::model::Repeat>,
    end: CustomEnd,
) -> TokenStream {
    let side_ply = side_and_ply();
    let (custom_first, custom_doc) = (end.value_first(), end.doc());
    // With `repeat`, the positions since the last capture: kept at the start and after each
    // turn (forgotten when a turn puts seeds in a store or the captures), and the end read
    // from the occurrences of the position, after the ends declared and before the limit.
    let (start_fields, note, at_repeat) = match repeat {
        Some(repeat) => {
            let times = number(repeat.times);
            let value = if repeat.then == crate::model::Repetition::Draw {
                quote!(.then_some(0))
            } else {
                quote!(.then(|| ::game_dsl::pits::counted(&self.pits, &Self::RULES, self.side.index())))
            };
            (
                quote! { , repeats: 1, recent: <::game_dsl::repeat::Recent as ::game_dsl::repeat::Repetitions>::EMPTY },
                quote! {
                    if ::game_dsl::pits::banked(&self.pits, &Self::RULES) != banked {
                        ::game_dsl::repeat::Repetitions::clear(&mut self.recent);
                    }
                    self.note();
                },
                quote! {
                    .or_else(|| (u32::from(self.repeats) >= #times) #value)
                },
            )
        }
        None => (quote! {}, quote! {}, quote! {}),
    };
    let banked = repeat.map(|_| {
        quote! { let banked = ::game_dsl::pits::banked(&self.pits, &Self::RULES); }
    });
    let restarted = repeat.map(|_| quote! { .restarted() });
    // With a limit, the plies played are part of the position: a word more in the key, and the
    // end at the limit counted as the others.
    // The limit also bounds the plies left, which the engine and the commands' stack check
    // read (without it, the default bound of 65,535 plies).
    let (key_words, ply_word, at_limit, plies_left) = match limit {
        Some(limit) => (
            number(words.base10_parse::<u32>().unwrap_or(0) + 1),
            quote! { words[#words] = u64::from(self.ply); },
            quote! {
                .or_else(|| {
                    (u32::from(self.ply) >= #limit)
                        .then(|| ::game_dsl::pits::counted(&self.pits, &Self::RULES, self.side.index()))
                })
            },
            quote! {
                /// The plies left before the limit.
                #[inline]
                fn plies_left_bound(&self) -> u32 {
                    #limit.saturating_sub(u32::from(self.ply))
                }
            },
        ),
        None => (words.clone(), quote! {}, quote! {}, quote! {}),
    };
    quote! {
        type Move = ::game_dsl::pits::Sowings;
        type Moves = ::game_dsl::pits::Turns;
        type MoveIter = ::game_dsl::pits::TurnIter;

        const SCORING: ::game_dsl::Scoring = ::game_dsl::Scoring::Distance;

        fn start() -> Self {
            #name { pits: Self::START, side: ::game_dsl::Player::First, ply: 0 #start_fields } #restarted
        }

        #side_ply

        /// Every turn the rules allow, none once the game is over.
        #[inline]
        fn moves(&self) -> Self::MoveIter {
            let mut turns = ::game_dsl::pits::Turns::new();
            if <Self as ::game_dsl::Game>::terminal_value(self).is_none() {
                ::game_dsl::pits::turns(
                    &self.pits,
                    &Self::RULES,
                    self.side.index(),
                    ::game_dsl::pits::Sowings::default(),
                    &mut turns,
                );
            }
            turns.into_iter()
        }

        /// Sows each pit of the turn in order.
        #[inline]
        fn play(&mut self, mv: Self::Move) {
            #banked
            ::game_dsl::pits::play(&mut self.pits, &Self::RULES, self.side.index(), mv);
            self.side = self.side.opponent();
            self.ply = self.ply.wrapping_add(1);
            #note
        }

        /// At the ends declared: more seeds (store or captures, and pits) wins, as many draws.
        #custom_doc
        #[inline]
        fn terminal_value(&self) -> Option<i32> {
            #custom_first
            ::game_dsl::pits::outcome(&self.pits, &Self::RULES, self.side.index()) #at_repeat #at_limit
        }

        #plies_left

        /// The board packed eight bytes to a word.
        #[inline]
        fn key(&self) -> u64 {
            let mut words = [0u64; #key_words];
            for (i, &seeds) in self.pits.iter().enumerate() {
                words[i / 8] |= u64::from(seeds) << (i % 8 * 8);
            }
            #ply_word
            ::game_dsl::hash::hash_words(&words, self.side.index())
        }
    }
}

/// With `repeat`, the fields of the positions kept and how many times the position occurred,
/// the methods that keep them, and equality and hashing without them (two positions are equal
/// when their seeds, side to move and plies are, however they were reached). Nothing without.
fn repeat_parts(name: &syn::Ident, pits: &Pits, words: &syn::LitInt) -> (TokenStream, TokenStream) {
    if pits.repeat.is_none() {
        return (quote! {}, quote! {});
    }
    let fields = quote! {
        /// How many times the position has occurred since the last capture, this time
        /// included (`repeat`).
        repeats: u8,
        /// The positions since the last capture (`repeat`): not part of equality.
        recent: ::game_dsl::repeat::Recent,
    };
    let impls = quote! {
        impl #name {
            /// The key the repetition rule compares: the seeds of every pit and of the
            /// captures or stores, and the side to move (the plies played aside).
            #[inline]
            fn repeat_key(&self) -> u64 {
                let mut words = [0u64; #words];
                for (i, &seeds) in self.pits.iter().enumerate() {
                    words[i / 8] |= u64::from(seeds) << (i % 8 * 8);
                }
                ::game_dsl::hash::hash_words(&words, self.side.index())
            }

            /// Adds the position to those kept and counts its occurrences.
            #[inline]
            fn note(&mut self) {
                let key = self.repeat_key();
                let seen = ::game_dsl::repeat::Repetitions::add(&mut self.recent, key);
                self.repeats = seen.min(u32::from(u8::MAX)) as u8;
            }

            /// The position with the positions kept starting afresh from it (at the start, or
            /// read from a string).
            fn restarted(mut self) -> Self {
                self.recent = <::game_dsl::repeat::Recent as ::game_dsl::repeat::Repetitions>::EMPTY;
                self.note();
                self
            }

            /// How many times the position has occurred since the last capture, this time
            /// included.
            pub fn occurrences(&self) -> u32 {
                u32::from(self.repeats)
            }
        }

        impl ::core::cmp::PartialEq for #name {
            fn eq(&self, other: &Self) -> bool {
                (self.pits, self.side, self.ply) == (other.pits, other.side, other.ply)
            }
        }

        impl ::core::cmp::Eq for #name {}

        impl ::core::hash::Hash for #name {
            fn hash<H: ::core::hash::Hasher>(&self, state: &mut H) {
                (self.pits, self.side, self.ply).hash(state);
            }
        }
    };
    (fields, impls)
}
