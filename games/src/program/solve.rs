//! `gamedsl solve`: the exact value of a position and a best move, by the engine.

use crate::registry::{Bundled, GameAction};
use game_dsl::score::{self, INFINITY, WIN};
use game_dsl::{Score, Scoring, SearchResult};
use serde_json::{Value, json};

use super::CliResult;
use super::args::{SolveCmd, WindowEnd};
use super::progress::{self, Live};
use super::report::{
    Reported, bounds_text, millis, move_text, print_json, proven_bounds, thousands,
};

impl GameAction for SolveCmd {
    type Output = CliResult;

    fn run<G: Bundled>(self) -> CliResult {
        let pos: G = self.position.setup()?;
        let mut engine = self.engine.engine::<G>()?.with_solve_time(self.time);
        let monitor = engine.monitor();
        let _stoppable = progress::stoppable(Some(monitor.clone()));
        let live = Live::engine(monitor, self.json, move |progress| {
            let (lower, upper) = proven_bounds(&pos, progress.bounds);
            let end = |bound: Option<Reported>| bound.map_or("?".to_string(), |b| b.signed());
            format!("solving: value in [{}, {}]", end(lower), end(upper))
        });
        let windowed = self.alpha.is_some() || self.beta.is_some();
        let (alpha, beta) = (
            window_score::<G>(self.alpha, -INFINITY)?,
            window_score::<G>(self.beta, INFINITY)?,
        );
        if alpha >= beta {
            return Err("--alpha must be below --beta".into());
        }
        let result = if self.weak {
            engine.solve_weak(&pos)
        } else {
            engine.solve_within(&pos, alpha, beta)
        };
        live.finish();
        if let Some(bounds) = result.bounds.filter(|_| !result.complete) {
            return self.stopped(&pos, &result, bounds);
        }
        let bound = match result.bounds {
            Some((lower, upper)) if windowed && lower != upper => {
                Some(if upper == INFINITY { "lower" } else { "upper" })
            }
            _ => None,
        };
        let mut value = Reported::of(&pos, result.score, result.complete);
        if self.weak {
            // A weak solve proves the sign only; its distance is a bound.
            value.value = value.value.signum();
            value.plies = None;
        }
        let pv: Vec<String> = pv_text(&pos, &result.pv);
        if self.json {
            let mut object = self.json_head(&pos, &result);
            value.json_fields(&mut object);
            if windowed {
                object.insert("bound".into(), json!(bound.unwrap_or("exact")));
            }
            object.insert("pv".into(), json!(pv));
            object.insert("nodes".into(), json!(result.nodes));
            object.insert("time_ms".into(), json!(millis(result.elapsed)));
            print_json(object.into());
            return Ok(());
        }
        print!("{}", pos.render());
        if self.weak {
            let outcome = match value.value.signum() {
                1 => "win",
                -1 => "loss",
                _ => "draw",
            };
            println!("value: {outcome} for the side to move (weak solve)");
        } else {
            match bound {
                Some("lower") => println!("value: at least {}", value.text()),
                Some(_) => println!("value: at most {}", value.text()),
                None => println!("value: {}", value.text()),
            }
        }
        println!("best move: {}", move_text(&pos, result.best_move));
        if !pv.is_empty() {
            println!("principal variation: {}", pv.join(" "));
        }
        println!(
            "nodes: {}, time: {:.3} ms",
            thousands(result.nodes),
            millis(result.elapsed)
        );
        Ok(())
    }
}

impl SolveCmd {
    /// The JSON fields every solve prints first.
    fn json_head<G: Bundled>(
        &self,
        pos: &G,
        result: &SearchResult<G::Move>,
    ) -> serde_json::Map<String, Value> {
        let mut object = serde_json::Map::new();
        object.insert("game".into(), json!(G::ID));
        object.insert("position".into(), json!(pos.position_string()));
        object.insert(
            "best_move".into(),
            json!(result.best_move.map(|m| pos.format_move(m))),
        );
        object.insert("weak".into(), json!(self.weak));
        object.insert("complete".into(), json!(result.complete));
        object
    }

    /// Prints a solve stopped by its time limit or by Ctrl-C: the range proven, the best move so
    /// far.
    fn stopped<G: Bundled>(
        &self,
        pos: &G,
        result: &SearchResult<G::Move>,
        bounds: (Score, Score),
    ) -> CliResult {
        let (lower, upper) = proven_bounds(pos, bounds);
        if self.json {
            let mut object = self.json_head(pos, result);
            object.insert("lower".into(), json!(lower.map(|b| b.value)));
            object.insert("upper".into(), json!(upper.map(|b| b.value)));
            object.insert("interrupted".into(), json!(progress::interrupted()));
            object.insert("nodes".into(), json!(result.nodes));
            object.insert("time_ms".into(), json!(millis(result.elapsed)));
            print_json(object.into());
            return Ok(());
        }
        print!("{}", pos.render());
        let why = if progress::interrupted() {
            "stopped"
        } else {
            "time limit reached"
        };
        println!(
            "{why} after {:.1} s: {}; best move so far: {}",
            result.elapsed.as_secs_f64(),
            bounds_text((lower, upper)),
            move_text(pos, result.best_move)
        );
        println!(
            "nodes: {}, time: {:.3} ms",
            thousands(result.nodes),
            millis(result.elapsed)
        );
        Ok(())
    }
}

/// The search score of an end of a window given in the game's units, or `open` when none is
/// given: the value's sign and the plies for a game scored by distance, the margin otherwise.
fn window_score<G: Bundled>(end: Option<WindowEnd>, open: Score) -> Result<Score, String> {
    let Some(end) = end else {
        return Ok(open);
    };
    let value = end.value.signum();
    Ok(match G::SCORING {
        Scoring::Margin => score::terminal(Scoring::Margin, end.value, 0),
        Scoring::Distance if value == 0 => 0,
        Scoring::Distance => match end.plies {
            Some(plies) => value * (WIN - plies as Score),
            None => {
                return Err(format!(
                    "a win or loss of {} needs its plies in a window: `{:+}:PLIES`",
                    G::ID,
                    end.value
                ));
            }
        },
    })
}

/// A principal variation in the game's notation, each move read in its own position.
pub fn pv_text<G: Bundled>(pos: &G, pv: &[G::Move]) -> Vec<String> {
    let mut at = *pos;
    pv.iter()
        .map(|&mv| {
            let text = at.format_move(mv);
            at.play(mv);
            text
        })
        .collect()
}
