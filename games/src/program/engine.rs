//! The engine as the commands configure it.

use std::sync::Arc;

use game_dsl::Game;
use game_dsl::engine::Engine;
use game_dsl::tt::Table;

use super::args::EngineArgs;

impl EngineArgs {
    /// An engine with the requested table size (else the game's, [`Game::table_bytes`]) and
    /// threads, or why the table cannot be had: more than the memory available, or refused by
    /// the system.
    pub fn engine<G: Game>(&self) -> Result<Engine<G>, String> {
        let Some(table_mb) = self.table_mb else {
            return Ok(Engine::new().with_threads(self.threads()));
        };
        let megabytes = u64::from(table_mb);
        if let Some(available) = available_megabytes()
            && megabytes > available
        {
            return Err(format!(
                "--table-mb {megabytes} is more than the {available} MB of memory available"
            ));
        }
        let table = Table::try_new((megabytes as usize) << 20).ok_or_else(|| {
            format!("cannot allocate a table of {megabytes} MB (--table-mb): out of memory")
        })?;
        Ok(Engine::with_table(Arc::new(table)).with_threads(self.threads()))
    }
}

/// The memory the system can give without swapping (`MemAvailable` of `/proc/meminfo`), in
/// MiB; `None` where it cannot tell.
fn available_megabytes() -> Option<u64> {
    let meminfo = std::fs::read_to_string("/proc/meminfo").ok()?;
    let line = meminfo.lines().find(|l| l.starts_with("MemAvailable:"))?;
    let kilobytes: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kilobytes >> 10)
}
