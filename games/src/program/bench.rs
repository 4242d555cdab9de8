//! `gamedsl bench`: a search repeated, its median time.

use std::time::Duration;

use crate::registry::{Bundled, GameAction};
use game_dsl::Budget;
use game_dsl::search::Algorithm;
use serde_json::json;

use super::CliResult;
use super::args::BenchCmd;
use super::position::TO_THE_END;
use super::progress::{self, Live};
use super::report::{millis, print_json, thousands};

impl GameAction for BenchCmd {
    type Output = CliResult;

    fn run<G: Bundled>(self) -> CliResult {
        if let Some(file) = &self.file {
            return super::testset::run::<G>(&self, file);
        }
        let pos: G = self.position.setup()?;
        let algorithm = Algorithm::from_name(&self.algo).ok_or("unknown algorithm")?;
        let depth = self.depth.unwrap_or(TO_THE_END);
        let mut times = Vec::new();
        let mut nodes = 0;
        let budget = Budget::unlimited();
        let _stoppable = progress::stoppable(Some(budget.monitor().clone()));
        let live = Live::bar(u64::from(self.runs), "runs", self.json);
        for _ in 0..self.runs {
            // Ctrl-C stops the run under way, which is left out unless it is the only one.
            let result = algorithm.search_with(&pos, depth, &budget);
            if budget.is_cut() && !times.is_empty() {
                break;
            }
            nodes = result.nodes;
            times.push(result.elapsed);
            live.step(nodes * times.len() as u64);
            if budget.is_cut() {
                break;
            }
        }
        live.finish();
        let runs = times.len();
        let median = median(&mut times);
        // The rate of the median as reported (whole microseconds), to a node a second.
        let rate = (nodes as f64 / (millis(median) / 1e3).max(1e-9)).round();
        if self.json {
            print_json(json!({
                "game": G::ID,
                "position": pos.position_string(),
                "algo": algorithm.name(),
                "runs": runs,
                "nodes": nodes,
                "median_ms": millis(median),
                "min_ms": millis(times[0]),
                "max_ms": millis(times[times.len() - 1]),
                "nodes_per_second": rate,
            }));
        } else {
            println!(
                "{} {} from {}: {} nodes; median {:.3} ms over {} runs (min {:.3}, max {:.3}); {:.1} M nodes/s",
                G::ID,
                algorithm.name(),
                pos.position_string(),
                thousands(nodes),
                millis(median),
                runs,
                millis(times[0]),
                millis(times[times.len() - 1]),
                rate / 1e6
            );
        }
        Ok(())
    }
}

/// Sorts `times` and returns the median.
fn median(times: &mut [Duration]) -> Duration {
    times.sort();
    times[times.len() / 2]
}
