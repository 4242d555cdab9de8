//! `gamedsl compare`: every algorithm on one position, side by side.

use game_dsl::engine::Limits;
use game_dsl::search::Algorithm;
use games::registry::{Bundled, GameAction};
use serde_json::json;

use super::CliResult;
use super::args::CompareCmd;
use super::report::{Reported, millis, move_text, print_json, thousands};

impl GameAction for CompareCmd {
    type Output = CliResult;

    fn run<G: Bundled>(self) -> CliResult {
        let pos: G = self.position.setup()?;
        let mut results: Vec<_> = Algorithm::ALL
            .into_iter()
            .map(|algorithm| (algorithm.name(), algorithm.search(&pos, self.depth)))
            .collect();
        let mut engine = self.engine.engine::<G>();
        results.push(("engine", engine.search(&pos, Limits::depth(self.depth))));
        if self.json {
            let rows: Vec<_> = results
                .iter()
                .map(|&(algorithm, ref result)| {
                    let mut object = serde_json::Map::new();
                    object.insert("algo".into(), json!(algorithm));
                    object.insert(
                        "best_move".into(),
                        json!(result.best_move.map(|m| pos.format_move(m))),
                    );
                    Reported::of(&pos, result.score, result.complete).json_fields(&mut object);
                    object.insert("nodes".into(), json!(result.nodes));
                    object.insert("time_ms".into(), json!(millis(result.elapsed)));
                    serde_json::Value::Object(object)
                })
                .collect();
            print_json(json!({
                "game": G::ID,
                "position": pos.position_string(),
                "depth": self.depth,
                "results": rows,
            }));
            return Ok(());
        }
        print!("{}", pos.render());
        println!("depth {}", self.depth);
        println!(
            "{:<20} {:>6} {:>26} {:>14} {:>12}",
            "algorithm", "move", "score", "nodes", "time (ms)"
        );
        for (algorithm, result) in &results {
            println!(
                "{:<20} {:>6} {:>26} {:>14} {:>12.3}",
                algorithm,
                move_text(&pos, result.best_move),
                Reported::of(&pos, result.score, result.complete).text(),
                thousands(result.nodes),
                millis(result.elapsed)
            );
        }
        Ok(())
    }
}
