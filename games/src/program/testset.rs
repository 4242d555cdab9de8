//! `gamedsl bench <game> FILE`: solve every position of a benchmark test set.

use std::path::Path;
use std::time::Duration;

use crate::registry::Bundled;
use serde_json::json;

use super::CliResult;
use super::args::BenchCmd;
use super::input::read_line;
use super::progress::{self, Live};
use super::report::{Reported, duration_text, millis, move_text, print_json, thousands};

/// The longest line of a test set: a position and its scores take a few hundred bytes.
const MAX_LINE: usize = 4096;

/// What one position of the set gave.
struct Solved {
    position: String,
    expected: i32,
    score: i32,
    best_move: String,
    nodes: u64,
    elapsed: Duration,
}

impl Solved {
    /// Whether the result agrees with the expected score (its sign, for a weak solve).
    fn matches(&self, weak: bool) -> bool {
        if weak {
            self.score.signum() == self.expected.signum()
        } else {
            self.score == self.expected
        }
    }
}

/// Solves the positions of `file` with the engine, the table cleared before each (not timed).
pub fn run<G: Bundled>(cmd: &BenchCmd, file: &Path) -> CliResult {
    let opened = std::fs::File::open(file)
        .map_err(|e| format!("cannot read {}: {e}", crate::program::shown_path(file)))?;
    let mut reader = std::io::BufReader::new(opened);
    let mut cases = Vec::new();
    let mut number = 0;
    // Line by line, each of bounded length, and no further than `--limit` positions.
    while cmd.limit.is_none_or(|limit| cases.len() < limit as usize) {
        number += 1;
        let line = match read_line(&mut reader, MAX_LINE) {
            Ok(Some(line)) => line,
            Ok(None) => break,
            Err(e) => {
                return Err(format!(
                    "{}:{number}: {e}",
                    crate::program::shown_path(file)
                ));
            }
        };
        match G::parse_test_case(&line) {
            Ok(Some(case)) => cases.push(case),
            Ok(None) => {}
            Err(e) => {
                return Err(format!(
                    "{}:{number}: {e}",
                    crate::program::shown_path(file)
                ));
            }
        }
    }
    if cases.is_empty() {
        return Err(format!(
            "{}: no positions",
            crate::program::shown_path(file)
        ));
    }
    let mut engine = cmd.engine.engine::<G>()?;
    // Ctrl-C stops the position being solved, which is left out, and reports the others.
    let _stoppable = progress::stoppable(Some(engine.monitor()));
    let live = Live::bar(cases.len() as u64, "positions", cmd.json);
    let mut solved = Vec::with_capacity(cases.len());
    let mut nodes_so_far = 0;
    for case in &cases {
        engine.clear();
        let pos = case.position;
        let result = if cmd.weak {
            engine.solve_weak(&pos)
        } else {
            engine.solve(&pos)
        };
        if progress::interrupted() {
            break;
        }
        nodes_so_far += result.nodes;
        live.step(nodes_so_far);
        let reported = Reported::of(&pos, result.score, result.complete);
        solved.push(Solved {
            position: pos.position_string(),
            expected: case.score,
            score: reported.value,
            best_move: move_text(&pos, result.best_move),
            nodes: result.nodes,
            elapsed: result.elapsed,
        });
    }
    live.finish();
    let positions = solved.len();
    if positions == 0 {
        println!("stopped before the first position was solved");
        return Ok(());
    }
    let mismatches: Vec<&Solved> = solved.iter().filter(|s| !s.matches(cmd.weak)).collect();
    let total: Duration = solved.iter().map(|s| s.elapsed).sum();
    let nodes: u64 = solved.iter().map(|s| s.nodes).sum();
    let mean = total / positions as u32;
    // In microseconds, to a nanosecond: no float noise in the JSON.
    let mean_us = (total.as_secs_f64() * 1e9 / positions as f64).round() / 1e3;
    let mean_nodes = nodes as f64 / positions as f64;
    if cmd.json {
        let results: Vec<_> = solved
            .iter()
            .map(|s| {
                json!({
                    "position": s.position,
                    "expected": s.expected,
                    "score": s.score,
                    "best_move": s.best_move,
                    "nodes": s.nodes,
                    "time_ms": millis(s.elapsed),
                })
            })
            .collect();
        print_json(json!({
            "game": G::ID,
            "file": file.display().to_string(),
            "weak": cmd.weak,
            "positions": positions,
            "interrupted": progress::interrupted(),
            "mismatches": mismatches.len(),
            "mean_us": mean_us,
            "total_ms": millis(total),
            "mean_nodes": mean_nodes,
            "results": results,
        }));
    } else {
        for s in mismatches.iter().take(10) {
            println!(
                "mismatch: {}: expected {}, got {}",
                s.position, s.expected, s.score
            );
        }
        if progress::interrupted() {
            println!("stopped after {positions} of {} positions", cases.len());
        }
        println!(
            "{}: {positions} positions, {} mismatches; mean {}, {} nodes per position; total {}; {:.2} M nodes/s",
            crate::program::shown_path(file),
            mismatches.len(),
            duration_text(mean),
            thousands(mean_nodes.round() as u64),
            duration_text(total),
            nodes as f64 / total.as_secs_f64().max(1e-9) / 1e6,
        );
    }
    Ok(())
}
