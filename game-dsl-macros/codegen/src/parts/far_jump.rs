//! [`FarJump`]: a stone jumps over a stone at any distance along a free line (flying kings).

use proc_macro2::TokenStream;
use quote::quote;

use super::{DirConstants, Primitive, direction_names, most_slides};
use crate::geometry::{Board, Direction};
use crate::pieces_model::{Chain, Target};

/// `jump DIRECTIONS over TARGET far [chain [straight]]`: a stone slides over empty cells to the
/// first stone on its line, jumps it and lands on any empty cell beyond (international
/// draughts' kings), capturing an enemy stone jumped.
pub struct FarJump {
    /// The directions, resolved for the player.
    pub dirs: Vec<Direction>,
    /// What it jumps over: `Enemy` or `Any`.
    pub over: Target,
    /// Whether and how jumps chain.
    pub chain: Chain,
}

impl Primitive for FarJump {
    fn runtime_type(&self) -> TokenStream {
        quote!(::game_dsl::pieces::FarJump)
    }

    fn constant(&self, dirs: &mut DirConstants) -> TokenStream {
        let (d, over, chain) = (dirs.slice(&self.dirs), self.over, self.chain);
        quote!(::game_dsl::pieces::FarJump { dirs: #d, over: #over, chain: #chain })
    }

    fn words(&self, who: &str, _: Board) -> String {
        format!(
            "{who} jump {} over {} at any distance, landing on any empty cell beyond{}",
            direction_names(&self.dirs),
            self.over.words(),
            self.chain.words()
        )
    }

    fn captures(&self) -> bool {
        true
    }

    fn spills(&self) -> bool {
        true
    }

    fn most_moves(&self, board: Board, stones: u32) -> u32 {
        // A first jump of each stone each way, onto any cell of a line; chains spill beyond.
        stones * most_slides(board, &self.dirs)
    }
}
