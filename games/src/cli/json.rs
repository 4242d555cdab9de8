//! The JSON objects of `analyze --json` and `compare --json`, built in one place for the command
//! line and the web API (`gamedsl serve`), so that both answer in the same shape.

use game_dsl::analysis::Analysis;
use game_dsl::search::SearchResult;
use games::registry::Bundled;
use serde_json::{Map, Value, json};

use super::report::{Reported, millis};

/// Every legal move analysed, in notation order (columns 1..7, cells 1..9, a1..h8), not
/// generation order, with its score.
pub fn scored_moves<G: Bundled>(pos: &G, analysis: &Analysis<G::Move>) -> Vec<(String, Reported)> {
    let mut moves: Vec<(String, Reported)> = analysis
        .moves
        .iter()
        .map(|&(mv, score)| {
            (
                pos.format_move(mv),
                Reported::of(pos, score, analysis.complete),
            )
        })
        .collect();
    moves.sort_by(|(a, _), (b, _)| (a.len(), a).cmp(&(b.len(), b)));
    moves
}

/// The object of `analyze --json`: the position, the best move and its score, the nodes and the
/// time, and every move's score.
pub fn analysis<G: Bundled>(
    pos: &G,
    algo: &str,
    depth: Option<u32>,
    analysis: &Analysis<G::Move>,
) -> Value {
    let mut object = Map::new();
    object.insert("game".into(), json!(G::ID));
    object.insert("position".into(), json!(pos.position_string()));
    object.insert("algo".into(), json!(algo));
    object.insert("depth".into(), json!(depth));
    object.insert(
        "best_move".into(),
        json!(analysis.best_move.map(|m| pos.format_move(m))),
    );
    Reported::of(pos, analysis.score, analysis.complete).json_fields(&mut object);
    object.insert("nodes".into(), json!(analysis.nodes));
    object.insert("time_ms".into(), json!(millis(analysis.elapsed)));
    let moves: Vec<_> = scored_moves(pos, analysis)
        .iter()
        .map(|(mv, r)| json!({"move": mv, "score": r.value, "plies": r.plies, "exact": r.exact}))
        .collect();
    object.insert("moves".into(), json!(moves));
    object.into()
}

/// One row of `compare --json`: an algorithm's move, score, nodes and time.
pub fn search_row<G: Bundled>(pos: &G, algo: &str, result: &SearchResult<G::Move>) -> Value {
    let mut object = Map::new();
    object.insert("algo".into(), json!(algo));
    object.insert(
        "best_move".into(),
        json!(result.best_move.map(|m| pos.format_move(m))),
    );
    Reported::of(pos, result.score, result.complete).json_fields(&mut object);
    object.insert("nodes".into(), json!(result.nodes));
    object.insert("time_ms".into(), json!(millis(result.elapsed)));
    object.into()
}

/// The object of `compare --json`: the position, the depth, and a row per algorithm.
pub fn comparison<G: Bundled>(
    pos: &G,
    depth: u32,
    results: &[(&str, SearchResult<G::Move>)],
) -> Value {
    let rows: Vec<_> = results
        .iter()
        .map(|(algo, result)| search_row(pos, algo, result))
        .collect();
    json!({
        "game": G::ID,
        "position": pos.position_string(),
        "depth": depth,
        "results": rows,
    })
}
