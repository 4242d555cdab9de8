//! [`Jump`]: a stone jumps over a stone, next to it or (`far`) at any distance, maybe in a
//! chain.

use proc_macro2::TokenStream;
use quote::quote;

use super::{DirConstants, Primitive, direction_names, most_slides};
use crate::geometry::{Board, Direction};
use crate::pieces_model::{Chain, Target};

/// `jump DIRECTIONS over TARGET [far] [chain [straight]]`: a stone jumps over the adjacent cell
/// into the empty cell beyond, capturing an enemy stone jumped. With `far` it slides over empty
/// cells to the first stone on its line, jumps it and lands on any empty cell beyond
/// (international draughts' kings).
///
/// The two are one primitive of the model with two kernels in the runtime: `pieces::Jump` for
/// the near jump (one shift a direction) and `pieces::FarJump` for the flight (rays).
pub struct Jump {
    /// The directions, resolved for the player.
    pub dirs: Vec<Direction>,
    /// What it jumps over: `Enemy` or `Any`.
    pub over: Target,
    /// Whether and how jumps chain.
    pub chain: Chain,
    /// Whether the stone flies to the stone it jumps and beyond it (`far`).
    pub far: bool,
}

impl Primitive for Jump {
    fn runtime_type(&self) -> TokenStream {
        if self.far {
            quote!(::game_dsl::pieces::FarJump)
        } else {
            quote!(::game_dsl::pieces::Jump)
        }
    }

    fn constant(&self, _: Board, dirs: &mut DirConstants) -> TokenStream {
        let (ty, d) = (self.runtime_type(), dirs.slice(&self.dirs));
        let (over, chain) = (self.over, self.chain);
        quote!(#ty { dirs: #d, over: #over, chain: #chain })
    }

    fn words(&self, who: &str, _: Board) -> String {
        let flight = if self.far {
            " at any distance, landing on any empty cell beyond"
        } else {
            ""
        };
        format!(
            "{who} jump {} over {}{flight}{}",
            direction_names(&self.dirs),
            self.over.words(),
            self.chain.words()
        )
    }

    fn captures(&self) -> bool {
        true
    }

    fn spills(&self) -> bool {
        self.far || self.chain == Chain::Any
    }

    fn most_moves(&self, board: Board, stones: u32) -> u32 {
        if self.far {
            // A first jump of each stone each way, onto any cell of a line; chains spill beyond.
            return stones * most_slides(board, &self.dirs);
        }
        let first_jumps = stones * self.dirs.len() as u32;
        match self.chain {
            Chain::Straight => first_jumps * board.width.max(board.height).div_ceil(2),
            // A first jump of each stone each way; a chain's list spills beyond.
            Chain::Single | Chain::Any => first_jumps,
        }
    }
}
