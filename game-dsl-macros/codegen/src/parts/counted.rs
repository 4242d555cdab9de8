//! [`CountedSlide`]: a stone moves as many cells as there are stones on its line.

use proc_macro2::TokenStream;
use quote::quote;

use super::{DirConstants, Primitive, direction_names};
use crate::geometry::{Board, Direction};
use crate::pieces_model::Target;

/// `slide DIRECTIONS by count [over own] onto TARGET`: a stone moves along one of the
/// directions exactly as many cells as there are stones (both sides', itself included) on the
/// whole line of the move, over empty cells or, with `over own`, over its own stones too
/// (Lines of Action).
pub struct CountedSlide {
    /// The directions, resolved for the player.
    pub dirs: Vec<Direction>,
    /// What it may land on.
    pub onto: Target,
    /// Whether it may pass over its own stones.
    pub over_own: bool,
}

impl Primitive for CountedSlide {
    fn runtime_type(&self) -> TokenStream {
        quote!(::game_dsl::pieces::CountedSlide)
    }

    fn constant(&self, _: Board, dirs: &mut DirConstants) -> TokenStream {
        let d = dirs.slice(&self.dirs);
        let (rays, lines) = dirs.lines(&self.dirs);
        let (onto, over_own) = (self.onto, self.over_own);
        quote! {
            ::game_dsl::pieces::CountedSlide {
                dirs: #d,
                rays: #rays,
                lines: #lines,
                onto: #onto,
                over_own: #over_own,
            }
        }
    }

    fn words(&self, who: &str, _: Board) -> String {
        format!(
            "{who} slide {} as many cells as the stones on the line{} onto {}",
            direction_names(&self.dirs),
            if self.over_own {
                ", over their own stones,"
            } else {
                ""
            },
            self.onto.words()
        )
    }

    fn captures(&self) -> bool {
        self.onto.captures()
    }

    fn most_moves(&self, _: Board, stones: u32) -> u32 {
        // One move a direction: the count fixes the distance.
        stones * self.dirs.len() as u32
    }
}
