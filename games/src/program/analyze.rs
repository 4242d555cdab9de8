//! `gamedsl analyze`: the score of every legal move, the best move and its principal variation;
//! with `--explain`, the minimax tree of a small depth.

use std::time::{Duration, Instant};

use crate::registry::{Bundled, GameAction};
use game_dsl::analysis::{Analysis, analyze_with, analyze_within};
use game_dsl::engine::{Engine, Limits, MAX_DEPTH};
use game_dsl::score;
use game_dsl::search::Algorithm;
use game_dsl::{Budget, GameExt, Scoring};

use super::CliResult;
use super::args::AnalyzeCmd;
use super::explain::explain;
use super::json;
use super::position::TO_THE_END;
use super::progress::{self, Live};
use super::report::{Reported, millis, move_text, print_json, thousands};
use super::solve::pv_text;

/// The depth `--explain` draws when none is given.
const EXPLAIN_DEPTH: u32 = 2;

/// An analysis with its principal variation and its cost, the variation's searches included.
pub struct Analysed<M> {
    /// The score of every move.
    pub analysis: Analysis<M>,
    /// The best move and the best replies after it.
    pub pv: Vec<M>,
    /// Positions visited in all.
    pub nodes: u64,
    /// Wall-clock time in all.
    pub elapsed: Duration,
    /// The depth in plies from the position every move was searched to (the root's move
    /// included), when a search of limited depth scored them all; `None` when they were
    /// solved or searched to the end.
    pub depth: Option<u32>,
}

impl GameAction for AnalyzeCmd {
    type Output = CliResult;

    fn run<G: Bundled>(self) -> CliResult {
        let pos: G = self.position.setup()?;
        if self.explain {
            return explain(&pos, self.depth.unwrap_or(EXPLAIN_DEPTH));
        }
        let algo = self.algo.as_deref().unwrap_or(match self.time {
            Some(_) => "engine",
            None => "alphabeta",
        });
        let analysed = match Algorithm::from_name(algo) {
            Some(_) if self.time.is_some() => {
                return Err(format!(
                    "--time limits the engine's iterative deepening; {algo} searches to a fixed --depth"
                ));
            }
            Some(algorithm) => {
                // Ctrl-C stops the search: the moves searched in full are reported.
                let budget = Budget::unlimited();
                let _stoppable = progress::stoppable(Some(budget.monitor().clone()));
                plain(&pos, algorithm, self.depth.unwrap_or(TO_THE_END), &budget)
            }
            None => self.with_engine(&pos)?,
        };
        if self.json {
            // With a time, only the depth every move reached (none when the time cut one short).
            let depth = match self.time {
                Some(_) => analysed.depth,
                None => analysed.depth.or(self.depth),
            };
            print_json(json::analysis_json(&pos, algo, depth, &analysed));
            return Ok(());
        }
        let analysis = &analysed.analysis;
        print!("{}", pos.render());
        let horizon = match (self.depth, self.time, analysed.depth) {
            (_, Some(time), Some(d)) => format!(
                "for {:.1} s, every move searched to depth {d}",
                time.as_secs_f64()
            ),
            (Some(d), Some(time), None) => format!(
                "to depth {d} within {:.1} s (the time ran out: some moves were searched less deep)",
                time.as_secs_f64()
            ),
            (Some(d), _, _) => format!("to depth {d}"),
            (None, Some(time), None) => format!("for {:.1} s", time.as_secs_f64()),
            (None, None, _) => "to the end".to_string(),
        };
        println!("{algo} {horizon}:");
        for (mv, reported) in json::move_scores(&pos, analysis) {
            println!("  {mv:>4} -> {}", reported.text());
        }
        println!(
            "best move: {} ({})",
            move_text(&pos, analysis.best_move),
            Reported::of(&pos, analysis.score, analysis.complete).text()
        );
        if !analysed.pv.is_empty() {
            println!(
                "principal variation: {}",
                pv_text(&pos, &analysed.pv).join(" ")
            );
        }
        println!(
            "nodes: {}, time: {:.3} ms",
            thousands(analysed.nodes),
            millis(analysed.elapsed)
        );
        if progress::interrupted() && self.time.is_some() && self.depth.is_none() {
            println!(
                "stopped by Ctrl-C: the scores are those of the last depth searched for every move"
            );
        } else if progress::interrupted() {
            println!(
                "stopped by Ctrl-C: each score is that of the deepest search completed for its move (one ply for the moves after the stop)"
            );
        }
        Ok(())
    }
}

impl AnalyzeCmd {
    /// Every move searched by the engine, which keeps its table from one move to the next: solved
    /// exactly without limits, else to `--depth` and within `--time` (shared among the moves).
    /// Ctrl-C stops it.
    fn with_engine<G: Bundled>(&self, pos: &G) -> Result<Analysed<G::Move>, String> {
        let mut engine = self.engine.engine::<G>()?;
        let monitor = engine.monitor();
        let _stoppable = progress::stoppable(Some(monitor.clone()));
        let solving = self.depth.is_none() && self.time.is_none();
        let live = Live::engine(monitor, self.json, move |progress| {
            if solving {
                "solving each move:".to_string()
            } else {
                format!("searching each move: depth {}", progress.depth)
            }
        });
        let limits = (!solving).then_some(Limits {
            depth: self.depth,
            time: self.time,
            nodes: None,
        });
        let analysed = with_engine(pos, &mut engine, limits, &Budget::unlimited());
        live.finish();
        Ok(analysed)
    }
}

/// Every move searched by `engine`, which keeps its table from one move to the next: solved
/// exactly without `limits`; within a time and no depth, by [`deepening`], every move at one
/// depth; else each child a ply less deep than `limits.depth`, within a share of `limits.time`
/// and `limits.nodes`: what is left of them, divided among the moves left. A search that ends
/// early leaves its time to the moves after it, and one that runs over takes its excess from
/// them, so that the analysis ends by the time given, give or take a search's reaction (a few
/// milliseconds). The moves left once the time is up or the engine's monitor is stopped are
/// scored by the game's evaluation of the position after them (a search of one ply:
/// microseconds, where a search of each child one ply deep takes 40 ms over Nim's 765 moves).
///
/// `cap` bounds the whole analysis without being shared: a server's limit on any request. A
/// search to a depth alone runs each move within all the time the cap has left, so that its
/// scores do not depend on how busy the machine is unless the cap itself runs out.
pub fn with_engine<G: Bundled>(
    pos: &G,
    engine: &mut Engine<G>,
    limits: Option<Limits>,
    cap: &Budget,
) -> Analysed<G::Move> {
    if let Some(limits) = limits.filter(|limits| limits.time.is_some() && limits.depth.is_none()) {
        return deepening(pos, engine, limits.within(cap));
    }
    let started = Instant::now();
    let deadline = limits
        .and_then(|limits| limits.time)
        .map(|time| started + time);
    // The time shared among the moves is up, or the cap's.
    let out_of_time =
        || deadline.is_some_and(|d| Instant::now() >= d) || cap.time_left() == Some(Duration::ZERO);
    let mut nodes_left = limits.and_then(|limits| limits.nodes);
    let mut moves_left = pos.legal_moves().len().max(1) as u32;
    let mut lines = Vec::new();
    let mut cut = false;
    let analysis = analyze_with(pos, |child| {
        let result = match limits {
            None => engine.solve(child),
            Some(_) if engine.monitor().is_stopped() || out_of_time() => {
                cut = true;
                engine.search(child, Limits::depth(0))
            }
            Some(limits) => {
                let share = Limits {
                    depth: limits.depth.map(|d| d.saturating_sub(1)),
                    time: deadline.map(|deadline| {
                        deadline.saturating_duration_since(Instant::now()) / moves_left
                    }),
                    nodes: nodes_left.map(|left| left / u64::from(moves_left)),
                }
                .within(cap);
                let result = engine.search(child, share);
                let target = share.depth.unwrap_or(0);
                cut |= result.depth < target
                    && !result.complete
                    && !(G::SCORING == Scoring::Distance && score::is_decisive(result.score));
                result
            }
        };
        moves_left = moves_left.saturating_sub(1).max(1);
        nodes_left = nodes_left.map(|left| left.saturating_sub(result.nodes));
        lines.push((*child, result.pv.clone()));
        result
    });
    // The depth every move was searched to, when the limits did not cut a search short.
    let depth = limits.and_then(|limits| limits.depth).filter(|_| !cut);
    finish(pos, analysis, &lines, started, depth)
}

/// Every move searched within `limits.time` (and `limits.depth`, `limits.nodes`) at the same
/// depth: the root is deepened one ply at a time, every move searched to that depth (the
/// engine's table makes each pass cost little more than its last ply), and the analysis is the
/// last pass that scored every move in full. A pass cut short by the time, the positions or
/// the engine's monitor is left out, so that the scores shown were all measured at the depth
/// reported. The first pass (one ply: each move's position evaluated) always completes.
fn deepening<G: Bundled>(pos: &G, engine: &mut Engine<G>, limits: Limits) -> Analysed<G::Move> {
    let started = Instant::now();
    let deadline = limits.time.map(|time| started + time);
    let max_depth = limits.depth.unwrap_or(MAX_DEPTH).clamp(1, MAX_DEPTH);
    let mut spent = 0;
    let mut done: Option<(Analysis<G::Move>, Lines<G>, u32)> = None;
    for depth in 1..=max_depth {
        let out_of_time = deadline.is_some_and(|d| Instant::now() >= d);
        let out_of_nodes = limits.nodes.is_some_and(|limit| spent >= limit);
        if depth > 1 && (out_of_time || out_of_nodes || engine.monitor().is_stopped()) {
            break;
        }
        let mut lines = Vec::new();
        let mut cut = false;
        let analysis = analyze_with(pos, |child| {
            let target = depth - 1;
            let result = if cut {
                // The pass is lost: the other moves are not searched.
                engine.search(child, Limits::depth(0))
            } else {
                engine.search(
                    child,
                    Limits {
                        depth: Some(target),
                        time: deadline.map(|d| d.saturating_duration_since(Instant::now())),
                        nodes: limits.nodes.map(|limit| limit.saturating_sub(spent)),
                    },
                )
            };
            let finished = result.depth >= target
                || result.complete
                || (G::SCORING == Scoring::Distance && score::is_decisive(result.score));
            cut |= !finished;
            lines.push((*child, result.pv.clone()));
            result
        });
        spent += analysis.nodes;
        if cut && depth > 1 {
            let (last, ..) = done.as_mut().expect("the first pass completes");
            last.nodes += analysis.nodes;
            break;
        }
        let nodes = done.as_ref().map_or(0, |(last, ..)| last.nodes);
        let complete = analysis.complete;
        done = Some((
            Analysis {
                nodes: nodes + analysis.nodes,
                ..analysis
            },
            lines,
            depth,
        ));
        if complete {
            break;
        }
    }
    let (analysis, lines, depth) = done.expect("the first pass completes");
    finish(pos, analysis, &lines, started, Some(depth))
}

/// Each position after a root move, with the line its search found.
type Lines<G> = Vec<(G, Vec<<G as game_dsl::Game>::Move>)>;

/// The analysis with its principal variation: the best move and the line its search found.
fn finish<G: Bundled>(
    pos: &G,
    analysis: Analysis<G::Move>,
    lines: &Lines<G>,
    started: Instant,
    depth: Option<u32>,
) -> Analysed<G::Move> {
    let pv = analysis.best_move.map_or_else(Vec::new, |best| {
        let after = pos.after(best);
        let rest = lines.iter().find(|(child, _)| *child == after);
        std::iter::once(best)
            .chain(rest.into_iter().flat_map(|(_, line)| line.iter().copied()))
            .collect()
    });
    Analysed {
        nodes: analysis.nodes,
        elapsed: started.elapsed(),
        analysis,
        pv,
        depth,
    }
}

/// Every move searched by a plain algorithm to `depth`; the principal variation by a search of
/// each position along it, one ply shallower each time (a fraction of the analysis' cost). All
/// within `budget`: once it is spent, the moves searched in full and the variation so far.
pub fn plain<G: Bundled>(
    pos: &G,
    algorithm: Algorithm,
    depth: u32,
    budget: &Budget,
) -> Analysed<G::Move> {
    let started = Instant::now();
    let analysis = analyze_within(pos, depth, algorithm, budget);
    let mut nodes = analysis.nodes;
    let mut pv: Vec<G::Move> = analysis.best_move.into_iter().collect();
    let mut at = analysis.best_move.map(|best| pos.after(best));
    let mut left = depth.saturating_sub(1);
    while let Some(position) = at.filter(|p| left > 0 && !p.is_over() && !budget.is_cut()) {
        let result = algorithm.search_with(&position, left, budget);
        nodes += result.nodes;
        if budget.is_cut() {
            break;
        }
        let Some(mv) = result.best_move else { break };
        pv.push(mv);
        at = Some(position.after(mv));
        left -= 1;
    }
    Analysed {
        depth: (depth != TO_THE_END).then_some(depth),
        analysis,
        pv,
        nodes,
        elapsed: started.elapsed(),
    }
}
