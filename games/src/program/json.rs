//! The JSON objects of `analyze --json` and `compare --json`, built in one place for the command
//! line and the web API (`gamedsl serve`), so that both answer in the same shape.

use crate::registry::Bundled;
use game_dsl::SearchResult;
use game_dsl::analysis::Analysis;
use serde_json::{Value, json};

use super::analyze::Analysed;
use super::compare::{ALGORITHMS, DepthRow, NODE_BUDGET};
use super::progress;
use super::report::{Reported, millis};
use super::solve::pv_text;

/// Each move in notation order (columns 1..7, cells 1..9, a1..h8) with its score.
pub fn move_scores<G: Bundled>(pos: &G, analysis: &Analysis<G::Move>) -> Vec<(String, Reported)> {
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

/// One algorithm's result as JSON: `algo`, `best_move`, `score`, `plies`, `exact`, `nodes`,
/// `time_ms`.
pub fn result_json<G: Bundled>(pos: &G, algo: &str, result: &SearchResult<G::Move>) -> Value {
    let mut object = serde_json::Map::new();
    object.insert("algo".into(), json!(algo));
    object.insert(
        "best_move".into(),
        json!(result.best_move.map(|m| pos.format_move(m))),
    );
    Reported::of(pos, result.score, result.complete).json_fields(&mut object);
    object.insert("nodes".into(), json!(result.nodes));
    object.insert("time_ms".into(), json!(millis(result.elapsed)));
    Value::Object(object)
}

/// The results of one depth, skipped algorithms left out.
pub fn results_json<G: Bundled>(pos: &G, row: &DepthRow<G::Move>) -> Vec<Value> {
    ALGORITHMS
        .iter()
        .zip(&row.results)
        .filter_map(|(algo, result)| Some(result_json(pos, algo, result.as_ref()?)))
        .collect()
}

/// A comparison at one depth: `game`, `position`, `depth`, `results` (one per algorithm).
pub fn compare_json<G: Bundled>(pos: &G, row: &DepthRow<G::Move>) -> Value {
    json!({
        "game": G::ID,
        "position": pos.position_string(),
        "depth": row.depth,
        "results": results_json(pos, row),
    })
}

/// A comparison over depths: `game`, `position`, `depths` (first and last), `rows` (each a
/// `depth` and its `results`; an algorithm over the budget is left out).
pub fn depths_json<G: Bundled>(pos: &G, rows: &[DepthRow<G::Move>]) -> Value {
    let first = rows.first().map_or(0, |row| row.depth);
    let last = rows.last().map_or(0, |row| row.depth);
    let rows: Vec<Value> = rows
        .iter()
        .map(|row| json!({"depth": row.depth, "results": results_json(pos, row)}))
        .collect();
    json!({
        "game": G::ID,
        "position": pos.position_string(),
        "depths": [first, last],
        "budget": NODE_BUDGET,
        "rows": rows,
    })
}

/// An analysis as JSON: `game`, `position`, `algo`, `depth`, `best_move`, `score`, `plies`,
/// `exact`, `pv`, `nodes`, `time_ms`, `moves` (each `move`, `score`, `plies`, `exact`, in
/// notation order), and `interrupted` when Ctrl-C stopped it.
pub fn analysis_json<G: Bundled>(
    pos: &G,
    algo: &str,
    depth: Option<u32>,
    analysed: &Analysed<G::Move>,
) -> Value {
    let analysis = &analysed.analysis;
    let mut object = serde_json::Map::new();
    object.insert("game".into(), json!(G::ID));
    object.insert("position".into(), json!(pos.position_string()));
    object.insert("algo".into(), json!(algo));
    object.insert("depth".into(), json!(depth));
    object.insert(
        "best_move".into(),
        json!(analysis.best_move.map(|m| pos.format_move(m))),
    );
    Reported::of(pos, analysis.score, analysis.complete).json_fields(&mut object);
    object.insert("pv".into(), json!(pv_text(pos, &analysed.pv)));
    object.insert("nodes".into(), json!(analysed.nodes));
    object.insert("time_ms".into(), json!(millis(analysed.elapsed)));
    let moves: Vec<Value> = move_scores(pos, analysis)
        .iter()
        .map(|(mv, r)| json!({"move": mv, "score": r.value, "plies": r.plies, "exact": r.exact}))
        .collect();
    object.insert("moves".into(), json!(moves));
    if progress::interrupted() {
        object.insert("interrupted".into(), json!(true));
    }
    Value::Object(object)
}
