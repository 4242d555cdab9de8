//! [`Jump`]: a stone jumps over the next cell, maybe in a chain.

use proc_macro2::TokenStream;
use quote::quote;

use super::{DirConstants, Primitive, direction_names};
use crate::geometry::{Board, Direction};
use crate::pieces_model::{Chain, Target};

/// `jump DIRECTIONS over TARGET [chain [straight]]`: a stone jumps over the adjacent cell into
/// the empty cell beyond, capturing an enemy stone jumped.
pub struct Jump {
    /// The directions, resolved for the player.
    pub dirs: Vec<Direction>,
    /// What it jumps over: `Enemy` or `Any`.
    pub over: Target,
    /// Whether and how jumps chain.
    pub chain: Chain,
}

impl Primitive for Jump {
    fn runtime_type(&self) -> TokenStream {
        quote!(::game_dsl::pieces::Jump)
    }

    fn constant(&self, dirs: &mut DirConstants) -> TokenStream {
        let (d, over, chain) = (dirs.slice(&self.dirs), self.over, self.chain);
        quote!(::game_dsl::pieces::Jump { dirs: #d, over: #over, chain: #chain })
    }

    fn words(&self, who: &str, _: Board) -> String {
        format!(
            "{who} jump {} over {}{}",
            direction_names(&self.dirs),
            self.over.words(),
            self.chain.words()
        )
    }

    fn captures(&self) -> bool {
        true
    }

    fn spills(&self) -> bool {
        self.chain == Chain::Any
    }

    fn most_moves(&self, board: Board, stones: u32) -> u32 {
        let first_jumps = stones * self.dirs.len() as u32;
        match self.chain {
            Chain::Straight => first_jumps * board.width.max(board.height).div_ceil(2),
            // A first jump of each stone each way; a chain's list spills beyond.
            Chain::Single | Chain::Any => first_jumps,
        }
    }
}
