//! [`Slide`]: a stone moves any distance over empty cells.

use proc_macro2::TokenStream;
use quote::quote;

use super::{DirConstants, Primitive, direction_names, most_slides};
use crate::geometry::{Board, Direction};
use crate::pieces_model::Target;

/// `slide DIRECTIONS onto TARGET`: a stone moves any distance along one of the directions over
/// empty cells (a rook, bishop or queen move).
pub struct Slide {
    /// The directions, resolved for the player.
    pub dirs: Vec<Direction>,
    /// What it may stop on.
    pub onto: Target,
}

impl Primitive for Slide {
    fn runtime_type(&self) -> TokenStream {
        quote!(::game_dsl::pieces::Slide)
    }

    fn constant(&self, _: Board, dirs: &mut DirConstants) -> TokenStream {
        let (d, onto) = (dirs.slice(&self.dirs), self.onto);
        quote!(::game_dsl::pieces::Slide { dirs: #d, onto: #onto })
    }

    fn words(&self, who: &str, _: Board) -> String {
        format!(
            "{who} slide {} onto {}",
            direction_names(&self.dirs),
            self.onto.words()
        )
    }

    fn captures(&self) -> bool {
        self.onto.captures()
    }

    fn most_moves(&self, board: Board, stones: u32) -> u32 {
        stones * most_slides(board, &self.dirs)
    }
}
