//! Code generation: the game type and its implementations of the runtime's traits.
//!
//! Each family of games has its module, which fills the runtime's traits item by item
//! ([`traits::Impls`]); what they share (the type's attributes, the side to move and ply
//! counter, literals of the right integer type) is here.

mod boxes;
mod custom;
mod grid;
mod groups;
mod hive;
mod hops;
mod kinds;
mod links;
mod look;
mod pieces;
mod pile;
mod piles;
mod pits;
mod points;
mod traits;
mod variant;
mod walls;

use proc_macro2::{Span, TokenStream};
use quote::quote;

use crate::model::{Game, Kind};
use custom::CustomEnd;

pub use grid::bits_type;
pub use pieces::mask as pieces_mask;

/// Generates the code for a valid game.
pub fn game(game: &Game) -> TokenStream {
    match &game.kind {
        Kind::Grid(grid) => grid::expand(game, grid),
        Kind::Piles(piles) => piles::expand(game, piles),
        Kind::Pieces(rules) => pieces::expand(game, rules),
        Kind::Pits(pits) => pits::expand(game, pits),
        Kind::Boxes(boxes) => boxes::expand(game, boxes),
        Kind::Points(points) => points::expand(game, points),
        Kind::Kinds(kinds) => kinds::expand(game, kinds),
        Kind::Groups(groups) => groups::expand(game, groups),
        Kind::Links(links) => links::expand(game, links),
        Kind::Hops(hops) => hops::expand(game, hops),
        Kind::Walls(walls) => walls::expand(game, walls),
        Kind::Hive(hive) => hive::expand(game, hive),
    }
}

pub use variant::{variant, variant_macro};

/// The attributes and derives of the generated type.
fn type_header(game: &Game) -> TokenStream {
    let attrs = &game.attrs;
    quote! {
        #(#attrs)*
        #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
    }
}

/// The type of a game whose state is a runtime family's type over its rules (`state`:
/// `Pieces<Rules>`, `Kinds<Rules>`): a struct of its own around the state, so that the crate
/// that declares the game owns its type, which plays as the state (`game_dsl::Declared`) and
/// reads as it (`Deref`, `Debug`), with every generated game's `Default` and `Display`.
fn declared(game: &Game, state: &TokenStream) -> TokenStream {
    let (attrs, vis, name) = (&game.attrs, &game.vis, &game.name);
    let std = std_impls(name);
    quote! {
        #(#attrs)*
        #[derive(Clone, Copy, PartialEq, Eq, Hash)]
        #vis struct #name(#state);

        impl ::game_dsl::Declared for #name {
            type State = #state;

            #[::game_dsl::hot]
            fn state(&self) -> &Self::State {
                &self.0
            }

            #[::game_dsl::hot]
            fn state_mut(&mut self) -> &mut Self::State {
                &mut self.0
            }

            #[::game_dsl::hot]
            fn declared(state: Self::State) -> Self {
                #name(state)
            }
        }

        impl ::core::ops::Deref for #name {
            type Target = #state;

            fn deref(&self) -> &Self::Target {
                &self.0
            }
        }

        impl ::core::fmt::Debug for #name {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                ::core::fmt::Debug::fmt(&self.0, f)
            }
        }

        #std
    }
}

/// An unsigned integer literal written in hexadecimal, typed by its context.
fn hex(value: u128) -> syn::LitInt {
    syn::LitInt::new(&format!("{value:#x}"), Span::call_site())
}

/// An unsigned integer literal, typed by its context.
fn number(value: impl Into<u128>) -> syn::LitInt {
    syn::LitInt::new(&value.into().to_string(), Span::call_site())
}

/// A string literal for a doc attribute.
fn doc(text: impl AsRef<str>) -> syn::LitStr {
    syn::LitStr::new(&format!(" {}", text.as_ref()), Span::call_site())
}

/// The `Game` items shared by every generated game: side to move and ply, read from the
/// `side` and `ply` fields.
fn side_and_ply() -> TokenStream {
    side_and_ply_of(quote!(self))
}

/// `side_to_move` and `ply` read from the `side` and `ply` fields of `position`: `self`, or
/// `self.0` for a game that wraps a runtime position (points, groups).
fn side_and_ply_of(position: TokenStream) -> TokenStream {
    quote! {
        #[::game_dsl::hot]
        fn side_to_move(&self) -> ::game_dsl::Player {
            #position.side
        }

        #[::game_dsl::hot]
        fn ply(&self) -> u32 {
            u32::from(#position.ply)
        }
    }
}

/// The `Notation` items of a game that wraps a runtime position (`self.0`) in `module`, whose
/// functions take `&Self::RULES`: its cells' names, its moves and positions as text, its legend
/// and drawing, and why it ended (games of groups and of links).
fn runtime_notation(module: TokenStream, name: &syn::Ident, end: CustomEnd) -> TokenStream {
    let rule_first = end.ending_first();
    quote! {
        fn cell_name(cell: usize) -> Option<String> {
            #module::cell_name(&Self::RULES, cell)
        }

        fn parse_move(&self, text: &str) -> Result<Self::Move, ::game_dsl::MoveError> {
            #module::parse_move(&Self::RULES, text)
        }

        fn format_move(&self, mv: Self::Move) -> String {
            #module::format_move(&Self::RULES, mv)
        }

        fn ending(&self) -> Option<::game_dsl::Ending> {
            #rule_first
            self.0.ending(&Self::RULES)
        }

        fn parse_position(text: &str) -> Result<Self, ::game_dsl::PositionError> {
            #module::parse_position(&Self::RULES, text).map(#name)
        }

        fn position_string(&self) -> String {
            #module::position_string(&Self::RULES, &self.0)
        }

        fn legend() -> &'static str {
            #module::LEGEND
        }

        fn render(&self) -> String {
            let status = ::game_dsl::notation::status(self);
            #module::render(&Self::RULES, &self.0, &status)
        }
    }
}

/// The `Game` items of a game over a runtime position in `module` (`::game_dsl::hops`): its
/// `Position`, `Moves` and `MoveIter`, the position's `start`, `moves`, `play`, `value`,
/// `evaluate` and `key` called with the rules constant, a win counted by its distance;
/// `moves_doc` and `evaluate_doc` say what the moves' order and the evaluation are.
fn runtime_rules(
    module: TokenStream,
    name: &syn::Ident,
    moves_doc: &str,
    evaluate_doc: &str,
    end: CustomEnd,
) -> TokenStream {
    let side_ply = side_and_ply_of(quote!(self.0));
    let (no_moves, custom_first, custom_doc) = (
        end.no_moves(TokenStream::new()),
        end.value_first(),
        end.doc(),
    );
    let (moves_doc, evaluate_doc) = (doc(moves_doc), doc(evaluate_doc));
    quote! {
        type Move = ::game_dsl::Move;
        type Moves = #module::Moves;
        type MoveIter = #module::MoveIter;

        const SCORING: ::game_dsl::Scoring = ::game_dsl::Scoring::Distance;

        fn start() -> Self {
            #name(#module::Position::start(&Self::RULES))
        }

        #side_ply

        fn moves(&self) -> Self::MoveIter {
            let mut moves = #module::Moves::new();
            self.generate_moves(&mut moves);
            moves.into_iter()
        }

        #[doc = #moves_doc]
        #[inline]
        fn generate_moves(&self, moves: &mut Self::Moves) {
            #no_moves
            self.0.moves(&Self::RULES, moves);
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

        #[doc = #evaluate_doc]
        #[inline]
        fn evaluate(&self) -> i32 {
            self.0.evaluate(&Self::RULES)
        }

        #[inline]
        fn key(&self) -> u64 {
            self.0.key()
        }
    }
}

/// The words a rules doc adds for a limit of plies: `, and N plies draw`, or none for 0.
fn limit_words(limit: u32) -> String {
    if limit > 0 {
        format!(", and {limit} plies draw")
    } else {
        String::new()
    }
}

/// `Default` (the start) and `Display` (the board drawn) for a generated game.
fn std_impls(name: &syn::Ident) -> TokenStream {
    quote! {
        impl ::core::default::Default for #name {
            fn default() -> Self {
                <Self as ::game_dsl::Game>::start()
            }
        }

        impl ::core::fmt::Display for #name {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                f.write_str(&<Self as ::game_dsl::Notation>::render(self))
            }
        }
    }
}

/// A path as written, without the spaces that token streams print.
fn path_text(path: &syn::Path) -> String {
    quote!(#path).to_string().replace(' ', "")
}
