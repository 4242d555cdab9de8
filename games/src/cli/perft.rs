//! `gamedsl perft`: count move sequences.

use game_dsl::perft::timed_parallel;
use games::registry::{Bundled, GameAction};
use serde_json::json;

use super::CliResult;
use super::args::PerftCmd;
use super::report::{millis, print_json, thousands};

impl GameAction for PerftCmd {
    type Output = CliResult;

    fn run<G: Bundled>(self) -> CliResult {
        let pos: G = self.position.setup()?;
        let threads = self
            .threads
            .map_or_else(game_dsl::engine::available_threads, |n| n as usize);
        let result = timed_parallel(&pos, self.depth, G::PERFT, threads);
        if self.json {
            print_json(json!({
                "game": G::ID,
                "position": pos.position_string(),
                "depth": self.depth,
                "threads": threads,
                "nodes": result.nodes,
                "time_ms": millis(result.elapsed),
            }));
        } else {
            let rate = result.nodes as f64 / result.elapsed.as_secs_f64().max(1e-9) / 1e6;
            println!(
                "perft({}) = {}  ({:.3} ms, {rate:.1} M/s)",
                self.depth,
                thousands(result.nodes),
                millis(result.elapsed)
            );
        }
        Ok(())
    }
}
