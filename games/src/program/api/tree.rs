//! `POST /api/tree`: minimax or alpha-beta on a tree written as the textbooks write it, step by
//! step, for the page's tree panel. The steps are those of the search `gamedsl explain --tree`
//! draws ([`crate::program::explain::tree`]): the page replays them and computes nothing.

use std::collections::HashSet;
use std::sync::{Mutex, OnceLock};

use game_dsl::tree::Tree;
use game_dsl::{Game, Player};
use serde::Deserialize;
use serde_json::{Value, json};

use super::Refusal;
use crate::program::explain::tree::{self as explain, Algo, Step, Trace, Traced, Window};

/// The most nodes a tree of the API may have: a page draws a few dozen; the answer lists every
/// node and every step.
pub const MAX_TREE_NODES: usize = 2_000;

/// The deepest tree of the API, in plies below the root (the search recurses once a ply).
pub const MAX_TREE_DEPTH: usize = 24;

/// The most bytes of tree text the server keeps: each tree read stays in memory until the
/// program ends ([`game_dsl::tree`] interns them); past this, only trees already read are
/// searched.
pub const MAX_TREE_TEXT: usize = 4 << 20;

/// A request to `/api/tree`.
#[derive(Deserialize, Debug, Clone)]
#[serde(deny_unknown_fields)]
pub struct TreeRequest {
    /// The tree: `[[3,12,8],[2,4,6],[5,1,9]]`, leaves MAX's values, MAX to move at the root.
    pub tree: String,
    /// `minimax` (the default) or `alphabeta`.
    #[serde(default)]
    pub algo: Option<String>,
}

/// Refuses trees too deep or with too many nodes before they are read: the reader and the
/// search recurse once a ply.
fn check_size(text: &str) -> Result<(), Refusal> {
    let (mut depth, mut deepest, mut nodes, mut in_number) = (0usize, 0usize, 0usize, false);
    for c in text.chars() {
        let digit = c.is_ascii_digit();
        if digit && !in_number {
            nodes += 1;
        }
        in_number = digit;
        match c {
            '[' => {
                nodes += 1;
                depth += 1;
                deepest = deepest.max(depth);
            }
            ']' => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    if nodes > MAX_TREE_NODES {
        return Err(Refusal(format!(
            "the tree has {nodes} nodes: the page searches trees of at most {MAX_TREE_NODES} \
(`gamedsl explain --tree` takes larger ones)"
        )));
    }
    // A leaf inside k brackets is k plies below the root.
    if deepest > MAX_TREE_DEPTH {
        return Err(Refusal(format!(
            "the tree is {deepest} plies deep: the page searches trees of at most {MAX_TREE_DEPTH} plies"
        )));
    }
    Ok(())
}

/// Reads `text` as a tree, within the bytes of text the server keeps ([`MAX_TREE_TEXT`]).
fn read(text: &str) -> Result<Tree, Refusal> {
    check_size(text)?;
    static READ: OnceLock<Mutex<(HashSet<String>, usize)>> = OnceLock::new();
    let compact: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    let mut read = READ
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(|e| e.into_inner());
    let (texts, bytes) = &mut *read;
    if !texts.contains(&compact) && *bytes + compact.len() > MAX_TREE_TEXT {
        return Err(Refusal(format!(
            "this server has read {} different trees, as many as it keeps: try one of them, \
or restart the server",
            texts.len()
        )));
    }
    let tree = Tree::parse(&compact).map_err(|e| Refusal(e.to_string()))?;
    if texts.insert(compact.clone()) {
        *bytes += compact.len();
    }
    Ok(tree)
}

/// `"max"`, `"min"` or `"leaf"`.
fn kind(node: Tree) -> &'static str {
    match (node.leaf_value(), node.side_to_move()) {
        (Some(_), _) => "leaf",
        (None, Player::First) => "max",
        (None, _) => "min",
    }
}

/// The window's bounds as JSON (`null`: infinite).
fn window_json(window: Window) -> (Value, Value) {
    (json!(window.0), json!(window.1))
}

/// The step as JSON.
fn step_json(step: &Step) -> Value {
    match step {
        Step::Enter { node, window } => {
            let (alpha, beta) = window_json(*window);
            json!({"kind": "enter", "node": node.node(), "alpha": alpha, "beta": beta})
        }
        Step::Leaf { node, value } => {
            json!({"kind": "leaf", "node": node.node(), "value": value})
        }
        Step::Backup {
            node,
            child,
            value,
            window,
        } => {
            let (alpha, beta) = window_json(*window);
            json!({
                "kind": "backup", "node": node.node(), "child": child.node(), "value": value,
                "alpha": alpha, "beta": beta,
            })
        }
        Step::Cut { node, cut } => {
            let max = node.side_to_move() == Player::First;
            let children: Vec<usize> = node.children().map(|c| c.node()).collect();
            let skipped = &children[children.len() - cut.skipped..];
            // The bound reached, in the textbooks' words: the window closed.
            let (alpha, beta) = if max {
                (cut.value, cut.bound)
            } else {
                (cut.bound, cut.value)
            };
            json!({
                "kind": "cut", "node": node.node(), "value": cut.value, "bound": cut.bound,
                "skipped": skipped,
                "rule": format!("β = {beta} ≤ α = {alpha}"),
                "reason": explain::reason(cut, max),
            })
        }
    }
}

/// Every node of `traced`'s tree (`parent`: its parent's number), by number: breadth-first
/// from the root, 0.
fn flatten(traced: &Traced, parent: Option<usize>, out: &mut Vec<Value>) {
    let node = traced.node;
    out.push(json!({
        "id": node.node(),
        "parent": parent,
        "depth": node.ply(),
        "kind": kind(node),
        "leaf_value": node.leaf_value(),
        "children": node.children().map(|c| c.node()).collect::<Vec<_>>(),
        "examined": traced.examined,
        "value": traced.value,
        "cut": traced.cut.is_some(),
    }));
    for child in &traced.children {
        flatten(child, Some(node.node()), out);
    }
}

/// The answer for `trace`: `explain --tree --json`'s counts (`value`, `leaves`, `nodes`,
/// `tree_leaves`, `tree_nodes`), `graph` (every node, by number: `id`, `parent`, `depth`,
/// `kind` max/min/leaf, `leaf_value`, `children`, and after the search `examined`, `value`,
/// `cut`), the ordered `steps`, and `text`, the trace drawn as the terminal draws it.
fn answer(trace: &Trace, algo: Algo) -> Value {
    let mut graph = Vec::with_capacity(trace.tree_nodes as usize);
    flatten(&trace.root, None, &mut graph);
    graph.sort_by_key(|node| node["id"].as_u64());
    let mut answer = explain::json(trace, algo);
    let object = answer.as_object_mut().expect("an object");
    object.remove("root");
    object.insert("graph".into(), Value::Array(graph));
    object.insert(
        "steps".into(),
        trace.steps.iter().map(step_json).collect::<Vec<_>>().into(),
    );
    object.insert("text".into(), explain::text(trace, algo).into());
    answer
}

/// `POST /api/tree`: the search of the tree, step by step.
pub fn tree(request: &TreeRequest) -> Result<Value, Refusal> {
    let algo = match request.algo.as_deref().unwrap_or("minimax") {
        "minimax" => Algo::Minimax,
        "alphabeta" => Algo::AlphaBeta,
        other => {
            return Err(Refusal(format!(
                "unknown algorithm `{}`: minimax or alphabeta",
                game_dsl::error::escaped(other, game_dsl::error::SHOWN_CHARS)
            )));
        }
    };
    if request.tree.trim().is_empty() {
        return Err(Refusal(
            "no tree: write one as `[[3,12,8],[2,4,6],[5,1,9]]`".into(),
        ));
    }
    let root = read(&request.tree)?;
    Ok(answer(&explain::trace(root, algo), algo))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn search(tree: &str, algo: &str) -> Result<Value, Refusal> {
        super::tree(&TreeRequest {
            tree: tree.into(),
            algo: Some(algo.into()),
        })
    }

    #[test]
    fn the_steps_of_alpha_beta_on_the_textbook_tree() {
        let answer = search("[[3,12,8],[2,4,6],[5,1,9]]", "alphabeta").unwrap();
        assert_eq!(
            (answer["value"].clone(), answer["leaves"].clone()),
            (json!(3), json!(6))
        );
        let graph = answer["graph"].as_array().unwrap();
        assert_eq!(graph.len(), 13);
        assert_eq!(graph[0]["kind"], "max");
        assert_eq!(graph[2]["kind"], "min");
        assert_eq!(graph[2]["parent"], 0);
        assert_eq!(graph[8]["parent"], 2);
        assert_eq!(graph[8]["leaf_value"], 4);
        assert_eq!(graph[8]["examined"], false);
        assert_eq!(graph[7]["examined"], true);
        let steps = answer["steps"].as_array().unwrap();
        let cuts: Vec<&Value> = steps.iter().filter(|s| s["kind"] == "cut").collect();
        assert_eq!(cuts.len(), 2);
        assert_eq!(cuts[0]["node"], 2);
        assert_eq!(cuts[0]["skipped"], json!([8, 9]));
        assert_eq!(cuts[0]["rule"], "β = 2 ≤ α = 3");
        assert_eq!(cuts[1]["skipped"], json!([12]));
        let leaves = steps.iter().filter(|s| s["kind"] == "leaf").count();
        assert_eq!(leaves, 6);
    }

    #[test]
    fn trees_too_big_or_too_deep_are_refused() {
        let wide = format!("[{}]", vec!["1"; MAX_TREE_NODES].join(","));
        assert!(
            search(&wide, "minimax")
                .unwrap_err()
                .0
                .contains("at most 2000")
        );
        let deep = "[".repeat(30) + "1" + &"]".repeat(30);
        assert!(
            search(&deep, "minimax")
                .unwrap_err()
                .0
                .contains("plies deep")
        );
        let fits = format!("[{}]", vec!["1"; MAX_TREE_NODES - 1].join(","));
        assert_eq!(
            search(&fits, "minimax").unwrap()["leaves"],
            MAX_TREE_NODES - 1
        );
        assert!(
            search("[1,2]", "negamax")
                .unwrap_err()
                .0
                .contains("unknown algorithm")
        );
    }
}
