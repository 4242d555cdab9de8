//! The validated model of a game of pits and seeds (mancala): what the generator needs to call
//! the runtime's sowing (`game_dsl::pits`) with the game's rules.

/// The most pits a side: a turn's sowings are written four bits each.
pub const MAX_PITS: u32 = 15;
/// The most seeds on the board: a pit is a byte and may hold them all.
pub const MAX_SEEDS: u32 = 255;
/// The longest limit on a game's length: the plies are counted in a `u16`.
pub const MAX_LIMIT: u32 = u16::MAX as u32;

/// A game of pits and seeds, won by the side with more seeds when one side's pits are empty.
pub struct Pits {
    /// Pits a side.
    pub pits: u32,
    /// Seeds of each pit at the start.
    pub seeds: u32,
    /// Whether each side has a store.
    pub stores: bool,
    /// Whether a last seed in the mover's store gives another sowing.
    pub again_in_store: bool,
    /// Whether a last seed in an empty pit of the mover's captures it and the pit opposite.
    pub capture_opposite: bool,
    /// Whether a sowing skips the pit sown from (`skip origin`).
    pub skip_origin: bool,
    /// The counts a last seed in an opponent's pit captures, bit `n` for `n` seeds.
    pub capture_counts: u32,
    /// Whether the capture of counts goes on backward (`backward`).
    pub backward: bool,
    /// Whether a capture of every seed of the opponent's takes nothing (`no grand slam`).
    pub no_grand_slam: bool,
    /// Whether a turn must leave seeds in the opponent's empty pits when one can (`must feed`).
    pub must_feed: bool,
    /// Whether the game ends when the side to move has no turn (`no move`).
    pub end_no_move: bool,
    /// Whether the game ends once a side has captured more than half the seeds (`over half`).
    pub end_over_half: bool,
    /// The plies after which the game ends, counted as at its other ends (`limit: N`).
    pub limit: Option<u32>,
    /// The occurrence of a position since the last capture that ends the game, as a draw or
    /// counted as at its other ends (`repeat: N draw | end`).
    pub repeat: Option<crate::model::Repeat>,
}

impl Pits {
    /// The bytes of the board: the pits and the stores.
    pub fn cells(&self) -> u32 {
        2 * self.pits + 2 * u32::from(self.stores)
    }

    /// Whether every word is one of Kalah's (`again in store`, `capture opposite`, the end when
    /// a side's pits are empty): the game then names the runtime's `Sowing`, else its `Rules`.
    pub fn kalah_words_only(&self) -> bool {
        !self.skip_origin
            && self.capture_counts == 0
            && !self.backward
            && !self.no_grand_slam
            && !self.must_feed
            && !self.end_no_move
            && !self.end_over_half
            && self.limit.is_none()
            && self.repeat.is_none()
    }

    /// Whether the seeds captured are kept beside a board without stores (two more bytes).
    pub fn keeps_captures(&self) -> bool {
        !self.stores && self.capture_counts != 0
    }

    /// The bytes of a position: the board's cells and the captures kept beside it.
    pub fn bytes(&self) -> u32 {
        self.cells() + 2 * u32::from(self.keeps_captures())
    }
}
