//! `gamedsl solve`: the exact value of a position and a best move.

use game_dsl::search::Algorithm;
use games::registry::{Bundled, GameAction};
use serde_json::json;

use super::CliResult;
use super::args::SolveCmd;
use super::position::TO_THE_END;
use super::report::{Reported, millis, move_text, print_json, thousands};

impl GameAction for SolveCmd {
    type Output = CliResult;

    fn run<G: Bundled>(self) -> CliResult {
        let pos: G = self.position.setup()?;
        let result = Algorithm::AlphaBeta.search(&pos, TO_THE_END);
        let value = Reported::of(&pos, result.score, result.complete);
        if self.json {
            let mut object = serde_json::Map::new();
            object.insert("game".into(), json!(G::ID));
            object.insert("position".into(), json!(pos.position_string()));
            object.insert(
                "best_move".into(),
                json!(result.best_move.map(|m| pos.format_move(m))),
            );
            value.json_fields(&mut object);
            object.insert("nodes".into(), json!(result.nodes));
            object.insert("time_ms".into(), json!(millis(result.elapsed)));
            print_json(object.into());
            return Ok(());
        }
        print!("{}", pos.render());
        println!("value: {}", value.text());
        println!("best move: {}", move_text(&pos, result.best_move));
        println!(
            "nodes: {}, time: {:.3} ms",
            thousands(result.nodes),
            millis(result.elapsed)
        );
        Ok(())
    }
}
