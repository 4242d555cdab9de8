//! The engine as the commands configure it.

use game_dsl::Game;
use game_dsl::engine::Engine;

use super::args::EngineArgs;

impl EngineArgs {
    /// An engine with the requested table size and threads.
    pub fn engine<G: Game>(&self) -> Engine<G> {
        Engine::with_table_bytes((self.table_mb as usize) << 20).with_threads(self.threads())
    }
}
