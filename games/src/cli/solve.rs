//! `gamedsl solve`: the exact value of a position and a best move, by the engine.

use games::registry::{Bundled, GameAction};
use serde_json::json;

use super::CliResult;
use super::args::SolveCmd;
use super::report::{Reported, millis, move_text, print_json, thousands};

impl GameAction for SolveCmd {
    type Output = CliResult;

    fn run<G: Bundled>(self) -> CliResult {
        let pos: G = self.position.setup()?;
        let mut engine = self.engine.engine::<G>();
        let result = if self.weak {
            engine.solve_weak(&pos)
        } else {
            engine.solve(&pos)
        };
        let mut value = Reported::of(&pos, result.score, result.complete);
        if self.weak {
            // A weak solve proves the sign only; its distance is a bound.
            value.value = value.value.signum();
            value.plies = None;
        }
        let pv: Vec<String> = pv_text(&pos, &result.pv);
        if self.json {
            let mut object = serde_json::Map::new();
            object.insert("game".into(), json!(G::ID));
            object.insert("position".into(), json!(pos.position_string()));
            object.insert(
                "best_move".into(),
                json!(result.best_move.map(|m| pos.format_move(m))),
            );
            value.json_fields(&mut object);
            object.insert("weak".into(), json!(self.weak));
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
            println!("value: {}", value.text());
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
