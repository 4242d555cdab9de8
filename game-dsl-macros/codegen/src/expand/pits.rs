//! Games of pits and seeds (mancala): the type and its traits, over the runtime's sowing
//! (`game_dsl::pits`), called with the game's rules as a constant.
//!
//! A position is a byte a pit and store (`[u8; N]`); a move is a whole turn, the pits sown one
//! after another while the last seed gives another sowing (`game_dsl::pits::Sowings`).

use proc_macro2::{Span, TokenStream};
use quote::quote;

use super::traits::Impls;
use super::{doc, number, side_and_ply, std_impls, type_header};
use crate::model::Game;
use crate::pits_model::Pits;

/// The type and `impl Game` of a game of pits.
pub fn expand(game: &Game, pits: &Pits) -> TokenStream {
    let name = &game.name;
    let vis = &game.vis;
    let header = type_header(game);
    let name_str = name.to_string();
    let look = super::look::pits(pits);
    let cells = number(pits.cells());
    let per_side = number(pits.pits);
    let (stores, again, capture) = (pits.stores, pits.again_in_store, pits.capture_opposite);
    let seed = syn::LitInt::new(&format!("{}u8", pits.seeds), Span::call_site());
    let zero = syn::LitInt::new("0u8", Span::call_site());
    let side_cells: Vec<_> = (0..pits.pits)
        .map(|_| seed.clone())
        .chain(pits.stores.then(|| zero.clone()))
        .collect();
    let total = number(2 * pits.pits * pits.seeds);
    let words = number(pits.cells().div_ceil(8));
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
    let mut impls = Impls::default();
    impls
        .rules(quote! {
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
            #[inline]
            fn terminal_value(&self) -> Option<i32> {
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
        })
        .notation(quote! {
            const NAME: &'static str = #name_str;
            #look

            fn parse_move(&self, text: &str) -> Result<Self::Move, ::game_dsl::MoveError> {
                ::game_dsl::pits::parse_turn(text, #per_side)
            }

            fn format_move(&self, mv: Self::Move) -> String {
                ::game_dsl::pits::format_turn(mv, #per_side)
            }

            fn parse_position(text: &str) -> Result<Self, ::game_dsl::PositionError> {
                let (pits, side) = ::game_dsl::pits::parse_position::<#cells>(text, #total)?;
                Ok(#name { pits, side, ply: 0 })
            }

            fn position_string(&self) -> String {
                ::game_dsl::notation::piles_string(&self.pits, self.side)
            }

            fn legend() -> &'static str {
                ::game_dsl::pits::LEGEND
            }

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
            /// The seeds of each pit and store: X's pits, X's store, O's pits, O's store.
            pits: [u8; #cells],
            /// The player to move.
            side: ::game_dsl::Player,
            /// Plies (turns) played.
            ply: u16,
        }

        impl #name {
            /// The sowing's rules.
            pub const RULES: ::game_dsl::pits::Sowing = ::game_dsl::pits::Sowing {
                pits: #per_side,
                stores: #stores,
                again_in_store: #again,
                capture_opposite: #capture,
            };
            #[doc = #start_doc]
            pub const START: [u8; #cells] = [#(#side_cells,)* #(#side_cells),*];

            /// The seeds of each pit and store: X's pits in the order of sowing, X's store, O's
            /// pits, O's store.
            pub fn pits(&self) -> &[u8] {
                &self.pits
            }
        }

        #impls

        #std_impls
    }
}
