//! `gamedsl perft`: count move sequences.

use std::time::{Duration, Instant};

use crate::registry::{Bundled, GameAction};
use game_dsl::perft::{perft_parallel_within, perft_with};
use game_dsl::{Budget, GameExt};
use serde_json::json;

use super::CliResult;
use super::args::PerftCmd;
use super::progress::{self, Live};
use super::report::{millis, print_json, thousands};

/// A perft count, root move by root move.
struct Counted {
    nodes: u64,
    elapsed: Duration,
    /// Root moves counted, of `of` (fewer when Ctrl-C stopped the count).
    done: usize,
    of: usize,
}

/// Counts the sequences below each root move in turn (each count on `threads` threads), with a
/// bar over the root moves; Ctrl-C stops the count at once, and the root moves counted in full
/// are reported.
fn count<G: Bundled>(pos: &G, depth: u32, threads: usize, quiet: bool) -> Counted {
    let started = Instant::now();
    if depth == 0 || pos.is_over() {
        return Counted {
            nodes: perft_with(pos, depth, G::PERFT),
            elapsed: started.elapsed(),
            done: 0,
            of: 0,
        };
    }
    let moves = pos.legal_moves();
    let budget = Budget::unlimited();
    let _stoppable = progress::stoppable(Some(budget.monitor().clone()));
    let live = Live::bar(moves.len() as u64, "root moves", quiet);
    let (mut nodes, mut done) = (0, 0);
    for &mv in moves.iter() {
        let below = perft_parallel_within(&pos.after(mv), depth - 1, G::PERFT, threads, &budget);
        let Some(count) = below else { break };
        nodes += count;
        done += 1;
        live.step(nodes);
    }
    live.finish();
    Counted {
        nodes,
        elapsed: started.elapsed(),
        done,
        of: moves.len(),
    }
}

impl GameAction for PerftCmd {
    type Output = CliResult;

    fn run<G: Bundled>(self) -> CliResult {
        let pos: G = self.position.setup()?;
        let threads = self
            .threads
            .map_or_else(game_dsl::engine::available_threads, |n| n as usize);
        let result = count(&pos, self.depth, threads, self.json);
        let stopped = result.done < result.of;
        if self.json {
            let mut object = json!({
                "game": G::ID,
                "position": pos.position_string(),
                "depth": self.depth,
                "threads": threads,
                "nodes": result.nodes,
                "time_ms": millis(result.elapsed),
            });
            if stopped {
                object["interrupted"] = json!(true);
                object["root_moves_counted"] = json!(result.done);
                object["root_moves"] = json!(result.of);
            }
            print_json(object);
        } else if stopped {
            println!(
                "perft({}) stopped after {} of {} root moves: {} so far ({:.3} ms)",
                self.depth,
                result.done,
                result.of,
                thousands(result.nodes),
                millis(result.elapsed)
            );
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
