//! [`Custodial`]: an action followed by custodial capture where its stone lands.

use proc_macro2::TokenStream;
use quote::quote;

use super::{DirConstants, Primitive, direction_names};
use crate::geometry::{Board, Direction};

/// `ACTION custodial DIRS`: the action, then each opponent's stone next to where its stone
/// landed along one of the directions, with a stone of the mover's right beyond, is captured.
pub struct Custodial {
    /// The action (a step, a slide, a jump, a single stone placed or dropped).
    pub part: Box<dyn Primitive>,
    /// The directions along which the landed stone sandwiches.
    pub dirs: Vec<Direction>,
}

impl Primitive for Custodial {
    fn runtime_type(&self) -> TokenStream {
        let part = self.part.runtime_type();
        quote!(::game_dsl::pieces::Custodial<#part>)
    }

    fn constant(&self, board: Board, dirs: &mut DirConstants) -> TokenStream {
        let part = self.part.constant(board, dirs);
        let sandwich = dirs.slice(&self.dirs);
        quote!(::game_dsl::pieces::Custodial { part: #part, dirs: #sandwich })
    }

    fn words(&self, who: &str, board: Board) -> String {
        format!(
            "{}, capturing each of the opponent's stones it then sandwiches {} against one of \
             the mover's",
            self.part.words(who, board),
            direction_names(&self.dirs)
        )
    }

    fn captures(&self) -> bool {
        true
    }

    fn places(&self) -> bool {
        self.part.places()
    }

    fn moves_stones(&self) -> bool {
        self.part.moves_stones()
    }

    fn drops(&self) -> bool {
        self.part.drops()
    }

    fn moves_stone(&self) -> bool {
        self.part.moves_stone()
    }

    fn spills(&self) -> bool {
        self.part.spills()
    }

    fn kept_on_stack(&self) -> u32 {
        self.part.kept_on_stack()
    }

    fn most_moves(&self, board: Board, stones: u32) -> u32 {
        self.part.most_moves(board, stones)
    }
}
