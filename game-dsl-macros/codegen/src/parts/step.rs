//! [`Step`]: a stone moves one cell.

use proc_macro2::TokenStream;
use quote::quote;

use super::{DirConstants, Primitive, direction_names};
use crate::geometry::{Board, Direction};
use crate::pieces_model::Target;

/// `step DIRECTIONS onto TARGET`: a stone moves one cell along one of the directions.
pub struct Step {
    /// The directions, resolved for the player.
    pub dirs: Vec<Direction>,
    /// What it may move onto.
    pub onto: Target,
}

impl Primitive for Step {
    fn runtime_type(&self) -> TokenStream {
        quote!(::game_dsl::pieces::Step)
    }

    fn constant(&self, _: Board, dirs: &mut DirConstants) -> TokenStream {
        let (d, onto) = (dirs.slice(&self.dirs), self.onto);
        quote!(::game_dsl::pieces::Step { dirs: #d, onto: #onto })
    }

    fn words(&self, who: &str, _: Board) -> String {
        format!(
            "{who} step {} onto {}",
            direction_names(&self.dirs),
            self.onto.words()
        )
    }

    fn captures(&self) -> bool {
        self.onto.captures()
    }

    fn most_moves(&self, _: Board, stones: u32) -> u32 {
        stones * self.dirs.len() as u32
    }
}
