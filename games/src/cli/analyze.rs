//! `gamedsl analyze`: the score of every legal move and the best move.

use game_dsl::analysis::{analyze, analyze_with};
use game_dsl::engine::Limits;
use game_dsl::search::Algorithm;
use games::registry::{Bundled, GameAction};

use super::CliResult;
use super::args::AnalyzeCmd;
use super::json;
use super::position::TO_THE_END;
use super::report::{Reported, millis, move_text, print_json, thousands};

impl GameAction for AnalyzeCmd {
    type Output = CliResult;

    fn run<G: Bundled>(self) -> CliResult {
        let pos: G = self.position.setup()?;
        let analysis = match (Algorithm::from_name(&self.algo), self.depth) {
            (Some(algorithm), depth) => analyze(&pos, depth.unwrap_or(TO_THE_END), algorithm),
            // The engine keeps its table from one move to the next.
            (None, None) => {
                let mut engine = self.engine.engine::<G>();
                analyze_with(&pos, |child| engine.solve(child))
            }
            (None, Some(depth)) => {
                let mut engine = self.engine.engine::<G>();
                analyze_with(&pos, |child| engine.search(child, Limits::depth(depth - 1)))
            }
        };
        let best = Reported::of(&pos, analysis.score, analysis.complete);
        let moves = json::scored_moves(&pos, &analysis);
        if self.json {
            print_json(json::analysis(&pos, &self.algo, self.depth, &analysis));
            return Ok(());
        }
        print!("{}", pos.render());
        let horizon = self
            .depth
            .map_or("to the end".to_string(), |d| format!("to depth {d}"));
        println!("{} {horizon}:", self.algo);
        for (mv, reported) in &moves {
            println!("  {mv:>4} -> {}", reported.text());
        }
        println!(
            "best move: {} ({})",
            move_text(&pos, analysis.best_move),
            best.text()
        );
        println!(
            "nodes: {}, time: {:.3} ms",
            thousands(analysis.nodes),
            millis(analysis.elapsed)
        );
        Ok(())
    }
}
