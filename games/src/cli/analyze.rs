//! `gamedsl analyze`: the score of every legal move and the best move.

use game_dsl::analysis::{analyze, analyze_with};
use game_dsl::engine::Limits;
use game_dsl::search::Algorithm;
use games::registry::{Bundled, GameAction};
use serde_json::json;

use super::CliResult;
use super::args::AnalyzeCmd;
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
        let mut moves: Vec<(String, Reported)> = analysis
            .moves
            .iter()
            .map(|&(mv, score)| {
                (
                    pos.format_move(mv),
                    Reported::of(&pos, score, analysis.complete),
                )
            })
            .collect();
        // In notation order (columns 1..7, cells 1..9, a1..h8), not generation order.
        moves.sort_by(|(a, _), (b, _)| (a.len(), a).cmp(&(b.len(), b)));
        if self.json {
            let mut object = serde_json::Map::new();
            object.insert("game".into(), json!(G::ID));
            object.insert("position".into(), json!(pos.position_string()));
            object.insert("algo".into(), json!(self.algo));
            object.insert("depth".into(), json!(self.depth));
            object.insert(
                "best_move".into(),
                json!(analysis.best_move.map(|m| pos.format_move(m))),
            );
            best.json_fields(&mut object);
            object.insert("nodes".into(), json!(analysis.nodes));
            object.insert("time_ms".into(), json!(millis(analysis.elapsed)));
            let moves: Vec<_> = moves
                .iter()
                .map(|(mv, r)| json!({"move": mv, "score": r.value, "plies": r.plies, "exact": r.exact}))
                .collect();
            object.insert("moves".into(), json!(moves));
            print_json(object.into());
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
