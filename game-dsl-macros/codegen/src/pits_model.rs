//! The validated model of a game of pits and seeds (mancala): what the generator needs to call
//! the runtime's sowing (`game_dsl::pits`) with the game's rules.

/// The most pits a side: a turn's sowings are written four bits each.
pub const MAX_PITS: u32 = 15;
/// The most seeds on the board: a pit is a byte and may hold them all.
pub const MAX_SEEDS: u32 = 255;

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
}

impl Pits {
    /// The bytes of the board: the pits and the stores.
    pub fn cells(&self) -> u32 {
        2 * self.pits + 2 * u32::from(self.stores)
    }
}
