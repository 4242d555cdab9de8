//! The kernel of a lone pile (`pile: N`, or `piles: [N]`): the tokens a `u32`, a move the
//! number taken, between `min` and `max` or from a set (a subtraction game, its set a 64-bit
//! mask of the takes); who cannot take loses (the last take wins) or wins (misère play). The
//! lowering picks it for a game of [`Piles`] that has one.

use proc_macro2::{Span, TokenStream};
use quote::quote;

use super::custom::CustomEnd;
use super::traits::Impls;
use super::{doc, hex, number, side_and_ply, std_impls, type_header};
use crate::model::{Blocked, Game, Piles};

/// The type and `impl Game` of a game of one pile of `tokens`.
pub fn expand(game: &Game, pile: &Piles, tokens: u32) -> TokenStream {
    let name = &game.name;
    let vis = &game.vis;
    let header = type_header(game);
    let name_str = name.to_string();
    let look = super::look::piles(game);
    // A lone pile's take is a range or a set (`take any` is refused: it takes the whole pile).
    let take_max = pile.take_max.unwrap_or(tokens);
    let (start, min, max) = (number(tokens), number(pile.take_min), number(take_max));
    let choices = number(match pile.set {
        Some(set) => set.count_ones(),
        None => take_max - pile.take_min + 1,
    });
    let expected = syn::LitStr::new(
        &match pile.set {
            Some(set) => format!("a number of tokens: {}", set_words(set)),
            None => format!("a number of tokens from {} to {}", pile.take_min, take_max),
        },
        Span::call_site(),
    );
    let start_doc = doc(format!("Tokens at the start: {tokens}."));
    // Every count of tokens up to the start's, either side to move.
    let positions = (u64::from(tokens) + 1) * 2;
    let side_ply = side_and_ply();
    let end = CustomEnd(game.end.as_ref());
    let custom = end.method();
    let ending = end.ending();
    let Ends {
        blocked_doc,
        blocked_value,
    } = ends(pile.blocked);
    // With `end: custom`, the author's rule may end the game while tokens can still be taken;
    // it is tested first.
    let custom_doc = end.doc();
    let custom_first = end.value_first();
    let most = end.unless_over(quote!(Self::TAKE_MAX.min(self.tokens)), quote!(0));
    let terminal = quote! {
        #custom_doc
        #[doc = #blocked_doc]
        #[inline]
        fn terminal_value(&self) -> Option<i32> {
            #custom_first
            (self.tokens < Self::TAKE_MIN).then_some(#blocked_value)
        }
    };
    let (set_const, move_iter, moves, parse) = match pile.set {
        None => (
            TokenStream::new(),
            quote!(::game_dsl::moves::Takes),
            quote!(::game_dsl::moves::Takes::new(Self::TAKE_MIN, #most)),
            quote! {
                ::game_dsl::notation::parse_number_in(text, Self::TAKE_MIN, Self::TAKE_MAX, #expected)
                    .map(|take| ::game_dsl::Move::new(take as u16))
            },
        ),
        Some(set) => {
            let set_doc = doc(format!(
                "The takes allowed, {}: bit `k` for a take of `k` tokens.",
                set_words(set)
            ));
            let set = hex(set.into());
            let tokens = end.unless_over(quote!(self.tokens), quote!(0));
            (
                quote! {
                    #[doc = #set_doc]
                    pub const TAKES: u64 = #set;
                },
                quote!(::game_dsl::moves::TakeSet),
                quote!(::game_dsl::moves::TakeSet::new(Self::TAKES, #tokens)),
                quote! {
                    ::game_dsl::notation::parse_number_in(text, Self::TAKE_MIN, Self::TAKE_MAX, #expected)
                        .and_then(|take| {
                            if Self::TAKES >> take & 1 == 1 {
                                Ok(::game_dsl::Move::new(take as u16))
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
                #name { tokens: Self::START, side: ::game_dsl::Player::First, ply: 0 }
            }

            #side_ply

            #[inline]
            fn moves(&self) -> Self::MoveIter {
                #moves
            }

            #[inline]
            fn play(&mut self, mv: ::game_dsl::Move) {
                self.tokens -= u32::from(mv.code());
                self.side = self.side.opponent();
                self.ply = self.ply.wrapping_add(1);
            }

            #terminal

            /// Every move takes at least the fewest tokens.
            #[inline]
            fn plies_left_bound(&self) -> u32 {
                self.tokens / Self::TAKE_MIN.max(1)
            }

            /// Every position: each count of tokens up to the start's, either side to move.
            fn positions_bound() -> u64 {
                #positions
            }

            #[inline]
            fn key(&self) -> u64 {
                ::game_dsl::hash::hash_words(&[u64::from(self.tokens)], self.side.index())
            }
        })
        .notation(quote! {
            const NAME: &'static str = #name_str;
            #look

            fn parse_move(&self, text: &str) -> Result<::game_dsl::Move, ::game_dsl::MoveError> {
                #parse
            }

            fn format_move(&self, mv: ::game_dsl::Move) -> String {
                mv.code().to_string()
            }

            fn parse_position(text: &str) -> Result<Self, ::game_dsl::PositionError> {
                let (tokens, side) = ::game_dsl::notation::parse_pile(text)?;
                Ok(#name { tokens, side, ply: 0 })
            }

            fn position_string(&self) -> String {
                ::game_dsl::notation::pile_string(self.tokens, self.side)
            }

            #ending

            fn legend() -> &'static str {
                ::game_dsl::notation::LEGEND_PILE
            }

            fn render(&self) -> String {
                let status = ::game_dsl::notation::status(self);
                ::game_dsl::notation::render_pile(self.tokens, &status)
            }
        });
    let impls = impls.write(name);
    let std_impls = std_impls(name);

    quote! {
        #header
        #vis struct #name {
            /// Tokens left.
            tokens: u32,
            /// The player to move.
            side: ::game_dsl::Player,
            /// Plies played.
            ply: u16,
        }

        impl #name {
            #[doc = #start_doc]
            pub const START: u32 = #start;
            /// Fewest tokens a move takes.
            pub const TAKE_MIN: u32 = #min;
            /// Most tokens a move takes.
            pub const TAKE_MAX: u32 = #max;
            #set_const

            /// Tokens left.
            pub fn tokens(&self) -> u32 {
                self.tokens
            }

            #custom
        }

        #impls

        #std_impls
    }
}

/// What a pile game's end says: the doc comment of `terminal_value` and the value, for the side
/// to move, of a position where it cannot take.
pub(super) struct Ends {
    /// The doc comment.
    pub blocked_doc: syn::LitStr,
    /// -1 (normal play) or 1 (misère play).
    pub blocked_value: TokenStream,
}

/// The end of a pile game (or a game of piles) whose player that cannot take has `blocked`.
pub(super) fn ends(blocked: Blocked) -> Ends {
    let (text, value) = match blocked {
        Blocked::Lose => (
            "A player who cannot take loses: the opponent took last.",
            quote!(-1),
        ),
        Blocked::Win => (
            "A player who cannot take wins: the opponent took last, and the last take loses \
             (misère play).",
            quote!(1),
        ),
        Blocked::Draw => unreachable!("a pile game has no draw: refused by the validator"),
    };
    Ends {
        blocked_doc: doc(text),
        blocked_value: value,
    }
}

/// The numbers of a take set in words: `1, 3 or 4`.
pub(super) fn set_words(set: u64) -> String {
    let takes: Vec<String> = (0..64)
        .filter(|k| set >> k & 1 == 1)
        .map(|k: u32| k.to_string())
        .collect();
    match takes.split_last() {
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
        None => String::new(),
    }
}
