//! [`Hop`]: a stone hops over stones of either side, capturing none, maybe on and on.

use proc_macro2::TokenStream;
use quote::quote;

use super::{DirConstants, Primitive, direction_names};
use crate::geometry::{Board, Direction};

/// `hop DIRECTIONS [chain]`: a stone hops over the adjacent stone, of either side, into the
/// empty cell beyond, capturing nothing; with `chain` it may hop on from where it lands, as
/// often as it likes, stopping where it likes. A move is the stone's first cell and its last,
/// whatever the route (Chinese checkers, Halma).
pub struct Hop {
    /// The directions, resolved for the player.
    pub dirs: Vec<Direction>,
    /// Whether the stone may hop on from where it lands.
    pub chain: bool,
}

/// The moves a list of chains of hops keeps on the stack before it spills: more than
/// Chinese checkers' positions have been seen to have.
const HOPS_ON_STACK: u32 = 256;

impl Primitive for Hop {
    fn runtime_type(&self) -> TokenStream {
        quote!(::game_dsl::pieces::Hop)
    }

    fn constant(&self, _: Board, dirs: &mut DirConstants) -> TokenStream {
        let (d, chain) = (dirs.slice(&self.dirs), self.chain);
        quote!(::game_dsl::pieces::Hop { dirs: #d, chain: #chain })
    }

    fn words(&self, who: &str, _: Board) -> String {
        let on = if self.chain {
            ", and on from where they land as often as they like"
        } else {
            ""
        };
        format!(
            "{who} hop {} over a stone of either side into the empty cell beyond{on}",
            direction_names(&self.dirs)
        )
    }

    fn captures(&self) -> bool {
        false
    }

    fn spills(&self) -> bool {
        self.chain
    }

    fn kept_on_stack(&self) -> u32 {
        HOPS_ON_STACK
    }

    fn most_moves(&self, board: Board, stones: u32) -> u32 {
        if self.chain {
            // Each stone to any cell but the stones'.
            stones * board.cells().saturating_sub(stones)
        } else {
            stones * self.dirs.len() as u32
        }
    }
}
