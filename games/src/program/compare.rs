//! `gamedsl compare`: every algorithm on one position, side by side; with `--depths`, the node
//! counts depth by depth, and with `--plot` their chart.

use std::ops::RangeInclusive;

use crate::registry::{Bundled, GameAction};
use game_dsl::engine::Limits;
use game_dsl::search::Algorithm;
use game_dsl::{Budget, SearchResult};

use super::CliResult;
use super::args::CompareCmd;
use super::json;
use super::plot::{Chart, Series};
use super::progress::{self, Live};
use super::report::{Reported, millis, move_text, print_json, thousands};

/// The algorithms compared, simplest first: the three plain searches, then the engine.
pub const ALGORITHMS: [&str; 4] = ["minimax", "alphabeta-unordered", "alphabeta", "engine"];

/// With `--depths`, an algorithm stops once its count at the next depth, predicted from the
/// growth between the last two, would pass this many positions.
pub const NODE_BUDGET: u64 = 100_000_000;

/// One depth of a comparison: each algorithm's result, `None` when it was skipped (over the
/// budget, or stopped by Ctrl-C).
pub struct DepthRow<M> {
    /// The depth searched.
    pub depth: u32,
    /// A result per algorithm of [`ALGORITHMS`], in that order.
    pub results: Vec<Option<SearchResult<M>>>,
}

impl GameAction for CompareCmd {
    type Output = CliResult;

    fn run<G: Bundled>(self) -> CliResult {
        let pos: G = self.position.setup()?;
        let depths = match (self.depth, &self.depths) {
            (Some(depth), _) => depth..=depth,
            (None, Some(depths)) => depths.clone(),
            (None, None) => return Err("give --depth D or --depths 1..D".into()),
        };
        if self.plot.is_some() && self.depths.is_none() {
            return Err("--plot draws nodes against depth: give --depths 1..D".into());
        }
        let left = pos.plies_left_bound();
        if *depths.end() > left {
            return Err(format!(
                "depth {} is more than the {left} plies left in this game",
                depths.end()
            ));
        }
        let rows = compare(
            &pos,
            depths.clone(),
            self.depths.is_some(),
            self.engine,
            self.json,
        )?;
        if let Some(file) = &self.plot {
            let chart = chart(&pos, &rows);
            std::fs::write(file, chart.svg())
                .map_err(|e| format!("cannot write {}: {e}", crate::program::shown_path(file)))?;
        }
        // The theory beside each depth that minimax searched: the walk visits the positions
        // minimax did, and gives up past twice as many (a minimax stopped by Ctrl-C or the
        // budget searched part of a tree that may take hours to walk).
        let theory: Vec<Option<Theory>> =
            rows.iter().map(|row| Theory::beside(&pos, row)).collect();
        if self.json {
            print_json(if self.depths.is_some() {
                let mut value = json::depths_json(&pos, &rows);
                if let Some(rows) = value["rows"].as_array_mut() {
                    for (row, theory) in rows.iter_mut().zip(&theory) {
                        row["theory"] = Theory::json(theory);
                    }
                }
                value
            } else {
                let mut value = json::compare_json(&pos, &rows[0]);
                value["theory"] = Theory::json(&theory[0]);
                value
            });
        } else if self.depths.is_some() {
            print_depths(&pos, &rows, &theory);
            if let Some(file) = &self.plot {
                println!("chart: {}", crate::program::shown_path(file));
            }
        } else {
            print_one(&pos, &rows[0]);
            if let Some(theory) = &theory[0] {
                println!(
                    "theory: b = {:.2} (the mean number of legal moves over minimax's tree), b^{} = {}, \
its square root {} (alpha-beta's count with the best move always first)",
                    theory.branching,
                    rows[0].depth,
                    round(theory.b_to_d()),
                    round(theory.b_to_d().sqrt())
                );
            }
        }
        Ok(())
    }
}

/// The tutorials' rule of thumb beside the counts: minimax visits about b^d positions, and
/// alpha-beta, with the best move always searched first, about its square root.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Theory {
    /// The depth.
    pub depth: u32,
    /// b: the mean number of legal moves of the positions minimax expands to `depth` (those
    /// above the depth and not finished).
    pub branching: f64,
}

impl Theory {
    /// Walks minimax's tree of `pos` to `depth` and measures its branching factor; `None` if
    /// the tree has more than `most` positions.
    pub fn within<G: game_dsl::Game>(pos: &G, depth: u32, most: u64) -> Option<Theory> {
        /// Positions expanded and the moves they have, below `pos`; `None` once `left`
        /// positions have been visited.
        fn walk<G: game_dsl::Game>(pos: &G, depth: u32, left: &mut u64) -> Option<(u64, u64)> {
            *left = left.checked_sub(1)?;
            if depth == 0 || pos.terminal_value().is_some() {
                return Some((0, 0));
            }
            let (mut expanded, mut moves) = (1, 0);
            for mv in pos.moves() {
                let mut child = *pos;
                child.play(mv);
                let (e, m) = walk(&child, depth - 1, left)?;
                expanded += e;
                moves += m + 1;
            }
            Some((expanded, moves))
        }
        let mut left = most;
        let (expanded, moves) = walk(pos, depth, &mut left)?;
        Some(Theory {
            depth,
            branching: moves as f64 / expanded.max(1) as f64,
        })
    }

    /// The theory beside a row of a comparison whose minimax searched (see [`Theory::within`]:
    /// the walk gives up past twice minimax's positions).
    pub fn beside<G: game_dsl::Game>(pos: &G, row: &DepthRow<G::Move>) -> Option<Theory> {
        let searched = row.results[0].as_ref()?.nodes;
        Theory::within(pos, row.depth, searched.saturating_mul(2).saturating_add(1))
    }

    /// b^d.
    pub fn b_to_d(&self) -> f64 {
        self.branching.powi(self.depth as i32)
    }

    /// `{"b", "b_to_d", "sqrt_b_to_d"}`, or null.
    pub fn json(theory: &Option<Theory>) -> serde_json::Value {
        match theory {
            Some(t) => serde_json::json!({
                "b": (t.branching * 100.0).round() / 100.0,
                "b_to_d": t.b_to_d().round(),
                "sqrt_b_to_d": t.b_to_d().sqrt().round(),
            }),
            None => serde_json::Value::Null,
        }
    }
}

/// A count rounded to a whole number, with thousands separators.
fn round(value: f64) -> String {
    thousands(value.round() as u64)
}

/// Runs every algorithm of [`ALGORITHMS`] at each depth of `depths` (the engine's table cleared
/// before each search, not timed). With `budget`, an algorithm whose next count is predicted
/// beyond [`NODE_BUDGET`] is skipped from then on. Ctrl-C stops the current search (its result
/// is that of the work it finished, not complete) and skips the others.
pub fn compare<G: Bundled>(
    pos: &G,
    depths: RangeInclusive<u32>,
    budget: bool,
    engine_args: super::args::EngineArgs,
    quiet: bool,
) -> Result<Vec<DepthRow<G::Move>>, String> {
    let mut engine = engine_args.engine::<G>()?;
    // One stop request for the plain searches and the engine: Ctrl-C stops either at once.
    let stop = Budget::unlimited().with_monitor(engine.monitor());
    let _stoppable = progress::stoppable(Some(engine.monitor()));
    let searches = (depths.end() - depths.start() + 1) as u64 * ALGORITHMS.len() as u64;
    let live = Live::bar(searches, "searches", quiet);
    let mut rows: Vec<DepthRow<G::Move>> = Vec::new();
    let mut total = 0;
    for depth in depths {
        let mut results = Vec::new();
        for (index, name) in ALGORITHMS.into_iter().enumerate() {
            let counts: Vec<u64> = rows
                .iter()
                .filter_map(|row| row.results[index].as_ref().map(|r| r.nodes))
                .collect();
            let skipped = progress::interrupted()
                || (budget && !rows.is_empty() && counts.len() < rows.len())
                || (budget && predicted(&counts) > NODE_BUDGET);
            let result = (!skipped).then(|| match Algorithm::from_name(name) {
                Some(algorithm) => algorithm.search_with(pos, depth, &stop),
                None => {
                    engine.clear();
                    engine.search(pos, Limits::depth(depth))
                }
            });
            total += result.as_ref().map_or(0, |r| r.nodes);
            live.step(total);
            results.push(result);
        }
        rows.push(DepthRow { depth, results });
    }
    live.finish();
    Ok(rows)
}

/// The count at the next depth if it grows as it grew over the last depth.
fn predicted(counts: &[u64]) -> u64 {
    match counts {
        [.., before, last] => {
            let growth = *last as f64 / (*before).max(1) as f64;
            (*last as f64 * growth.max(1.0)) as u64
        }
        _ => 0,
    }
}

/// The table of one depth: each algorithm's move, score, nodes and time.
fn print_one<G: Bundled>(pos: &G, row: &DepthRow<G::Move>) {
    print!("{}", pos.render());
    println!("depth {}", row.depth);
    println!(
        "{:<20} {:>6} {:>26} {:>14} {:>12}",
        "algorithm", "move", "score", "nodes", "time (ms)"
    );
    for (algorithm, result) in ALGORITHMS.iter().zip(&row.results) {
        let Some(result) = result else {
            println!("{algorithm:<20} {:>6} (stopped)", "-");
            continue;
        };
        println!(
            "{:<20} {:>6} {:>26} {:>14} {:>12.3}",
            algorithm,
            move_text(pos, result.best_move),
            Reported::of(pos, result.score, result.complete).text(),
            thousands(result.nodes),
            millis(result.elapsed)
        );
    }
    if progress::interrupted() {
        println!("stopped by Ctrl-C");
    }
}

/// The nodes of each algorithm at each depth, the score they agree on, and how fast each count
/// grows per ply.
fn print_depths<G: Bundled>(pos: &G, rows: &[DepthRow<G::Move>], theory: &[Option<Theory>]) {
    print!("{}", pos.render());
    println!("nodes searched to each depth:");
    print!("{:>5}", "depth");
    for algorithm in ALGORITHMS {
        print!(" {algorithm:>width$}", width = algorithm.len().max(11));
    }
    println!(
        " {:>5} {:>13} {:>11} {:>22}",
        "b", "b^d", "sqrt(b^d)", "score"
    );
    for (row, theory) in rows.iter().zip(theory) {
        print!("{:>5}", row.depth);
        for (algorithm, result) in ALGORITHMS.iter().zip(&row.results) {
            let nodes = result
                .as_ref()
                .map_or("-".to_string(), |r| thousands(r.nodes));
            print!(" {nodes:>width$}", width = algorithm.len().max(11));
        }
        let scores: Vec<Reported> = row
            .results
            .iter()
            .flatten()
            .map(|r| Reported::of(pos, r.score, r.complete))
            .collect();
        let score = match scores.first() {
            Some(first) if scores.iter().all(|s| s.value == first.value) => first.text(),
            Some(_) => "differ!".to_string(),
            None => "-".to_string(),
        };
        match theory {
            Some(t) => print!(
                " {:>5.2} {:>13} {:>11}",
                t.branching,
                round(t.b_to_d()),
                round(t.b_to_d().sqrt())
            ),
            None => print!(" {:>5} {:>13} {:>11}", "-", "-", "-"),
        }
        println!(" {score:>22}");
    }
    print!("{:>5}", "x/ply");
    for (index, algorithm) in ALGORITHMS.iter().enumerate() {
        let growth = growth(rows, index).map_or("-".to_string(), |g| format!("{g:.2}"));
        print!(" {growth:>width$}", width = algorithm.len().max(11));
    }
    println!();
    println!(
        "(x/ply: the mean growth of the count per ply; `-`: skipped, its next count predicted over {})",
        thousands(NODE_BUDGET)
    );
    println!(
        "(b: the mean number of legal moves over minimax's tree; minimax visits about b^d \
positions, alpha-beta with the best move always first about sqrt(b^d))"
    );
    if progress::interrupted() {
        println!("stopped by Ctrl-C");
    }
}

/// The mean growth per ply of the counts of algorithm `index`, from its first depth to its last.
fn growth<M>(rows: &[DepthRow<M>], index: usize) -> Option<f64> {
    let counts: Vec<(u32, u64)> = rows
        .iter()
        .filter_map(|row| Some((row.depth, row.results[index].as_ref()?.nodes)))
        .collect();
    match (counts.first(), counts.last()) {
        (Some(&(d0, n0)), Some(&(d1, n1))) if d1 > d0 => {
            Some((n1 as f64 / n0.max(1) as f64).powf(1.0 / f64::from(d1 - d0)))
        }
        _ => None,
    }
}

/// The chart of nodes against depth, one series per algorithm.
fn chart<G: Bundled>(pos: &G, rows: &[DepthRow<G::Move>]) -> Chart {
    let series = ALGORITHMS
        .iter()
        .enumerate()
        .map(|(index, algorithm)| Series {
            name: match growth(rows, index) {
                Some(growth) => format!("{algorithm} (×{growth:.1} a ply)"),
                None => algorithm.to_string(),
            },
            points: rows
                .iter()
                .filter_map(|row| Some((row.depth, row.results[index].as_ref()?.nodes)))
                .collect(),
        })
        .collect();
    let from = if pos.ply() == 0 {
        "the start".to_string()
    } else {
        pos.position_string()
    };
    Chart {
        title: format!("{}: positions searched by depth, from {from}", G::ID),
        series,
    }
}
