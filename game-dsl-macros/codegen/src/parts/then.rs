//! [`Then`]: two actions in one turn, the second on the board the first left.

use proc_macro2::TokenStream;
use quote::quote;

use super::{DirConstants, Primitive};
use crate::geometry::Board;

/// `ACTION then ACTION`: every move of `first`, each followed by every move of `second`, by
/// the same side, in one turn (`then optional ACTION`: or not followed). Nested for more: `place then place then place` is
/// `Then { Then { place, place }, place }`.
pub struct Then {
    /// The first action (a primitive whose moves all have the same number of cells).
    pub first: Box<dyn Primitive>,
    /// The action after it.
    pub second: Box<dyn Primitive>,
    /// Whether the two are the same placement, whose order does not change the board: a pair
    /// of cells is one move.
    pub unordered: bool,
    /// Whether the turn may end before `second` (`then optional`).
    pub optional: bool,
}

impl Primitive for Then {
    fn runtime_type(&self) -> TokenStream {
        let (first, second) = (self.first.runtime_type(), self.second.runtime_type());
        quote!(::game_dsl::pieces::Then<#first, #second>)
    }

    fn constant(&self, board: Board, dirs: &mut DirConstants) -> TokenStream {
        let first = self.first.constant(board, dirs);
        let second = self.second.constant(board, dirs);
        let (unordered, optional) = (self.unordered, self.optional);
        quote!(::game_dsl::pieces::Then {
            first: #first,
            second: #second,
            unordered: #unordered,
            optional: #optional,
        })
    }

    fn words(&self, who: &str, board: Board) -> String {
        let order = if self.unordered {
            " (in either order)"
        } else {
            ""
        };
        let maybe = if self.optional { "maybe " } else { "" };
        format!(
            "{}, then {maybe}{}{order}",
            self.first.words(who, board),
            self.second.words(who, board)
        )
    }

    fn captures(&self) -> bool {
        self.first.captures() || self.second.captures()
    }

    fn places(&self) -> bool {
        self.first.places() || self.second.places()
    }

    fn moves_stones(&self) -> bool {
        self.first.moves_stones() || self.second.moves_stones()
    }

    fn places_shape(&self) -> bool {
        self.first.places_shape() || self.second.places_shape()
    }

    fn flips(&self) -> bool {
        self.first.flips() || self.second.flips()
    }

    fn moves_stone(&self) -> bool {
        self.second.moves_stone()
    }

    fn spills(&self) -> bool {
        self.first.spills() || self.second.spills()
    }

    fn kept_on_stack(&self) -> u32 {
        self.first.kept_on_stack().max(self.second.kept_on_stack())
    }

    fn most_moves(&self, board: Board, stones: u32) -> u32 {
        // Unordered placements list about half as many, but two drops in one column are one
        // order only: the product bounds both.
        let first = self.first.most_moves(board, stones);
        let both = first.saturating_mul(self.second.most_moves(board, stones));
        if self.optional {
            both.saturating_add(first)
        } else {
            both
        }
    }
}
