//! `gamedsl compare`: every algorithm on one position, side by side.

use game_dsl::engine::Limits;
use game_dsl::search::Algorithm;
use games::registry::{Bundled, GameAction};

use super::CliResult;
use super::args::CompareCmd;
use super::json;
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
            print_json(json::comparison(&pos, self.depth, &results));
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
