//! `gamedsl analyze --explain`: the minimax tree of a small depth, drawn as the tutorials draw
//! it, so that a learner can follow the backed-up scores on a real position: each move, the
//! opponent's replies with the lowest marked, the move with the highest marked.

use crate::registry::Bundled;
use game_dsl::GameExt;
use game_dsl::perft::{FinishedGames, perft_within};
use game_dsl::score::{self, Score};
use game_dsl::{Budget, Player};

use super::CliResult;
use super::report::{Reported, thousands};

/// The deepest tree `--explain` draws: beyond three plies the tree is too wide to read.
pub const MAX_EXPLAIN_DEPTH: u32 = 3;

/// The most positions at the tree's last ply that `--explain` builds: the tree is kept whole in
/// memory before it is drawn (Nim's 765 moves a ply make 446 million at depth 3).
pub const MAX_EXPLAIN_LEAVES: u64 = 100_000;

/// A node of the tree below the root: the move that leads to it, who played it, its minimax
/// value for the root player, and its children (none at the horizon or at the end of a game).
struct Node<M> {
    mv: M,
    mover: Player,
    value: Score,
    /// Whether the value is proven (no position below it was cut off by the horizon).
    exact: bool,
    children: Vec<Node<M>>,
}

/// Prints the minimax tree of `pos` to `depth` plies.
pub fn explain<G: Bundled>(pos: &G, depth: u32) -> CliResult {
    if !(1..=MAX_EXPLAIN_DEPTH).contains(&depth) {
        return Err(format!(
            "--explain draws trees of depth 1 to {MAX_EXPLAIN_DEPTH}, not {depth}: use analyze without --explain for deeper searches"
        ));
    }
    let budget = Budget::unlimited().with_nodes(MAX_EXPLAIN_LEAVES);
    let leaves = perft_within(pos, depth, FinishedGames::CountedAsLeaf, &budget);
    if leaves.is_none_or(|leaves| leaves > MAX_EXPLAIN_LEAVES) {
        return Err(format!(
            "the tree of depth {depth} has more than {} positions, too many to draw: give a smaller --depth",
            thousands(MAX_EXPLAIN_LEAVES)
        ));
    }
    print!("{}", pos.render());
    if pos.is_over() {
        println!("the game is over: there is no tree to draw");
        return Ok(());
    }
    let root = pos.side_to_move();
    let (value, exact, children) = expand(pos, depth, 0, root);
    let me = root.symbol();
    let them = root.opponent().symbol();
    println!(
        "minimax to depth {depth}; every score is for {me}, the side to move: {me} takes the \
highest, {them} the lowest."
    );
    println!(
        "A score with its result in brackets is proven; a bare number is the game's evaluation \
at depth {depth}."
    );
    println!();
    let best = choice(&children, root, root);
    for (index, node) in children.iter().enumerate() {
        let mark = if Some(index) == best {
            format!("<- {me}'s choice (highest)")
        } else {
            String::new()
        };
        let text = column(line(pos, node, 0), 46) + &mark;
        println!("{}", text.trim_end());
        draw_replies(pos, node, root, 1);
    }
    println!();
    let value = Reported::of(pos, value, exact);
    let best_move = best.map(|index| pos.format_move(children[index].mv));
    println!(
        "value at depth {depth}: {}; best move: {}",
        value.text(),
        best_move.as_deref().unwrap_or("-")
    );
    Ok(())
}

/// Draws the replies below `node` (all of them at the first level of replies; deeper, only the
/// chosen one, after its parent's line).
fn draw_replies<G: Bundled>(root_pos: &G, node: &Node<G::Move>, root: Player, level: usize) {
    let Some(chooser) = node.children.first().map(|child| child.mover) else {
        return;
    };
    let best = choice(&node.children, chooser, root);
    let word = if chooser == root { "highest" } else { "lowest" };
    for (index, child) in node.children.iter().enumerate() {
        let mut text = column(line(root_pos, child, level), 34);
        let next = child.children.first().map(|grandchild| grandchild.mover);
        if let Some(reply) = next.and_then(|next| choice(&child.children, next, root)) {
            let reply = &child.children[reply];
            let then = format!(
                "then {} {}",
                reply.mover.symbol(),
                root_pos.format_move(reply.mv)
            );
            text.push_str(&column(then, 12));
        }
        if Some(index) == best {
            text.push_str(&format!("<- {}'s choice ({word})", chooser.symbol()));
        }
        let text = text.trim_end();
        println!("{text}");
    }
}

/// `text` padded to `width` characters, or followed by two spaces if it is longer.
fn column(text: String, width: usize) -> String {
    if text.chars().count() < width {
        format!("{text:<width$}")
    } else {
        text + "  "
    }
}

/// `X 4: +3`, indented by level.
fn line<G: Bundled>(root_pos: &G, node: &Node<G::Move>, level: usize) -> String {
    let value = Reported::of(root_pos, node.value, node.exact);
    let score = if value.exact {
        value.text()
    } else {
        value.signed()
    };
    format!(
        "{}{} {:>3}: {score}",
        "      ".repeat(level),
        node.mover.symbol(),
        root_pos.format_move(node.mv)
    )
}

/// The index of the child `chooser` picks: the highest value for the root player, the lowest
/// for the opponent (the first of equals, as minimax picks it).
fn choice<M>(children: &[Node<M>], chooser: Player, root: Player) -> Option<usize> {
    let mut best: Option<usize> = None;
    for (index, child) in children.iter().enumerate() {
        let better = match best {
            None => true,
            Some(b) if chooser == root => child.value > children[b].value,
            Some(b) => child.value < children[b].value,
        };
        if better {
            best = Some(index);
        }
    }
    best
}

/// The minimax value of `pos` for `root`, `ply` plies below the root, whether it is proven, and
/// its subtree to `depth` more plies (children in notation order).
fn expand<G: Bundled>(
    pos: &G,
    depth: u32,
    ply: u32,
    root: Player,
) -> (Score, bool, Vec<Node<G::Move>>) {
    let for_root = |score: Score| {
        if pos.side_to_move() == root {
            score
        } else {
            -score
        }
    };
    if let Some(score) = score::terminal_score(pos, ply) {
        return (for_root(score), true, Vec::new());
    }
    if depth == 0 {
        return (for_root(score::evaluation(pos)), false, Vec::new());
    }
    let mut moves: Vec<(String, G::Move)> = pos
        .legal_moves()
        .iter()
        .map(|&mv| (pos.format_move(mv), mv))
        .collect();
    moves.sort_by(|(a, _), (b, _)| (a.len(), a).cmp(&(b.len(), b)));
    let mover = pos.side_to_move();
    let mut children = Vec::with_capacity(moves.len());
    for (_, mv) in moves {
        let (value, exact, grandchildren) = expand(&pos.after(mv), depth - 1, ply + 1, root);
        children.push(Node {
            mv,
            mover,
            value,
            exact,
            children: grandchildren,
        });
    }
    let best = choice(&children, mover, root).expect("a position that is not over has moves");
    let exact = children.iter().all(|child| child.exact);
    (children[best].value, exact, children)
}

/// `gamedsl explain --tree`: minimax or alpha-beta on a tree given as text, every node drawn
/// with its value and, for alpha-beta, its window and the cuts with their reasons.
pub mod tree {
    use game_dsl::tree::Tree;
    use game_dsl::{Game, Player};
    use serde_json::{Value, json};

    use crate::program::CliResult;
    use crate::program::report::print_json;

    /// The algorithms `explain --tree` steps through.
    #[derive(Clone, Copy, PartialEq, Eq, Debug)]
    pub enum Algo {
        /// Plain minimax: every node.
        Minimax,
        /// Alpha-beta, children in the tree's order.
        AlphaBeta,
    }

    /// Why alpha-beta left a node's remaining children unexamined.
    #[derive(Clone, Debug, PartialEq, Eq)]
    pub struct Cut {
        /// The value that caused the cut.
        pub value: i32,
        /// The bound it reached: beta at a MAX node, alpha at a MIN node.
        pub bound: i32,
        /// The children left unexamined.
        pub skipped: usize,
    }

    /// A node as the search saw it: values for MAX, in the leaves' units.
    #[derive(Clone, Debug)]
    pub struct Traced {
        /// The position.
        pub node: Tree,
        /// Whether the search examined the node (alpha-beta skips some).
        pub examined: bool,
        /// The backed-up value (the leaf's value for a leaf), when examined.
        pub value: Option<i32>,
        /// The window `[alpha, beta]` the node was searched with (`None`: infinite).
        pub window: (Option<i32>, Option<i32>),
        /// The cut at this node, if any.
        pub cut: Option<Cut>,
        /// The children, examined or not.
        pub children: Vec<Traced>,
    }

    /// A window `(alpha, beta)`: `None` is infinite (minimax's windows are both `None`).
    pub type Window = (Option<i32>, Option<i32>);

    /// One step of a search, in the order the search takes them: what the web page replays
    /// node by node.
    #[derive(Clone, Debug, PartialEq, Eq)]
    pub enum Step {
        /// The search enters an inner node, searched with `window`.
        Enter {
            /// The node.
            node: Tree,
            /// Its window.
            window: Window,
        },
        /// The search reads a leaf's value.
        Leaf {
            /// The leaf.
            node: Tree,
            /// Its value for MAX.
            value: i32,
        },
        /// A child's value reaches its parent: the parent's value so far, and its window after.
        Backup {
            /// The parent.
            node: Tree,
            /// The child whose value came up.
            child: Tree,
            /// The parent's value so far (its best child's).
            value: i32,
            /// The parent's window once the value is known (the bound it raised or lowered).
            window: Window,
        },
        /// Alpha-beta leaves the node's remaining children unexamined.
        Cut {
            /// The node.
            node: Tree,
            /// The cut and its reason.
            cut: Cut,
        },
    }

    /// A whole search of a tree.
    pub struct Trace {
        /// The root, with every node below.
        pub root: Traced,
        /// The leaves examined.
        pub leaves: u64,
        /// The nodes examined, the root included.
        pub nodes: u64,
        /// The tree's leaves and nodes.
        pub tree_leaves: u64,
        /// The tree's nodes.
        pub tree_nodes: u64,
        /// The steps of the search, in order.
        pub steps: Vec<Step>,
    }

    /// What a search counts and records as it goes.
    #[derive(Default)]
    struct Record {
        leaves: u64,
        nodes: u64,
        steps: Vec<Step>,
    }

    /// The node and everything below it, unexamined.
    fn unexamined(node: Tree) -> Traced {
        Traced {
            node,
            examined: false,
            value: None,
            window: (None, None),
            cut: None,
            children: node.children().map(unexamined).collect(),
        }
    }

    /// Searches `node` in the window `(alpha, beta)` (`None` infinite; minimax ignores it).
    fn search(
        node: Tree,
        algo: Algo,
        alpha: Option<i32>,
        beta: Option<i32>,
        record: &mut Record,
    ) -> Traced {
        record.nodes += 1;
        let window = match algo {
            Algo::Minimax => (None, None),
            Algo::AlphaBeta => (alpha, beta),
        };
        if let Some(value) = node.leaf_value() {
            record.leaves += 1;
            record.steps.push(Step::Leaf { node, value });
            return Traced {
                node,
                examined: true,
                value: Some(value),
                window,
                cut: None,
                children: Vec::new(),
            };
        }
        let max = node.side_to_move() == Player::First;
        let (mut alpha, mut beta) = (alpha, beta);
        let mut best: Option<i32> = None;
        let mut children = Vec::new();
        let mut cut = None;
        let all: Vec<Tree> = node.children().collect();
        record.steps.push(Step::Enter { node, window });
        for (index, &child) in all.iter().enumerate() {
            let traced = search(child, algo, alpha, beta, record);
            let v = traced.value.expect("an examined child has a value");
            children.push(traced);
            best = Some(match best {
                Some(b) if max => b.max(v),
                Some(b) => b.min(v),
                None => v,
            });
            let b = best.unwrap_or(v);
            if algo == Algo::AlphaBeta {
                if max {
                    if beta.is_some_and(|beta| b >= beta) {
                        cut = Some(Cut {
                            value: b,
                            bound: beta.unwrap_or(b),
                            skipped: all.len() - index - 1,
                        });
                    }
                    alpha = Some(alpha.map_or(b, |a| a.max(b)));
                } else {
                    if alpha.is_some_and(|alpha| b <= alpha) {
                        cut = Some(Cut {
                            value: b,
                            bound: alpha.unwrap_or(b),
                            skipped: all.len() - index - 1,
                        });
                    }
                    beta = Some(beta.map_or(b, |x| x.min(b)));
                }
            }
            let window = match algo {
                Algo::Minimax => (None, None),
                Algo::AlphaBeta => (alpha, beta),
            };
            record.steps.push(Step::Backup {
                node,
                child,
                value: b,
                window,
            });
            if let Some(cut) = &cut {
                record.steps.push(Step::Cut {
                    node,
                    cut: cut.clone(),
                });
                children.extend(all[index + 1..].iter().map(|&c| unexamined(c)));
                break;
            }
        }
        Traced {
            node,
            examined: true,
            value: best,
            window,
            cut,
            children,
        }
    }

    /// Searches the whole tree of `root` with `algo`.
    pub fn trace(root: Tree, algo: Algo) -> Trace {
        let mut record = Record::default();
        let traced = search(root, algo, None, None, &mut record);
        let tree_nodes = root.node_count() as u64;
        let mut tree_leaves = 0;
        let mut stack = vec![root];
        while let Some(node) = stack.pop() {
            if node.leaf_value().is_some() {
                tree_leaves += 1;
            }
            stack.extend(node.children());
        }
        Trace {
            root: traced,
            leaves: record.leaves,
            nodes: record.nodes,
            tree_leaves,
            tree_nodes,
            steps: record.steps,
        }
    }

    /// `-∞`, `+∞` or the number.
    fn bound(value: Option<i32>, infinity: &str) -> String {
        value.map_or(infinity.to_string(), |v| v.to_string())
    }

    /// The drawing's lines for `node` and below.
    fn draw(node: &Traced, algo: Algo, label: &str, out: &mut Vec<String>) {
        let indent = "    ".repeat(node.node.ply() as usize);
        let max = node.node.side_to_move() == Player::First;
        let mut text = if let Some(leaf) = node.node.leaf_value() {
            format!("{indent}{label}{leaf}")
        } else {
            let shape = if max { "△ MAX" } else { "▽ MIN" };
            // A cut node's value is a bound: the children skipped could only make it more so.
            let relation = match (&node.cut, max) {
                (None, _) => "=",
                (Some(_), true) => "≥",
                (Some(_), false) => "≤",
            };
            match node.value {
                Some(v) => format!("{indent}{label}{shape} {relation} {v}"),
                None => format!("{indent}{label}{shape}"),
            }
        };
        if !node.examined {
            text.push_str("  (not examined)");
        } else if algo == Algo::AlphaBeta && node.node.leaf_value().is_none() {
            text.push_str(&format!(
                "  window [{}, {}]",
                bound(node.window.0, "-∞"),
                bound(node.window.1, "+∞")
            ));
        }
        out.push(text);
        for (k, child) in node.children.iter().enumerate() {
            draw(child, algo, &format!("{}: ", k + 1), out);
            let last_examined =
                node.children.get(k + 1).is_some_and(|next| !next.examined) && child.examined;
            if let (true, Some(cut)) = (last_examined, &node.cut) {
                let reason = format!("cut: {}", reason(cut, max));
                let children = if cut.skipped == 1 {
                    "child"
                } else {
                    "children"
                };
                out.push(format!(
                    "{}    ✂ {reason}; {} {children} skipped",
                    "    ".repeat(node.node.ply() as usize),
                    cut.skipped
                ));
            }
        }
    }

    /// Why alpha-beta cut at a node (`max`: a MAX node): `2 ≤ α = 3: MAX above already has 3
    /// or more elsewhere, it will not come here`.
    pub fn reason(cut: &Cut, max: bool) -> String {
        if max {
            format!(
                "{} ≥ β = {}: MIN above already has {} or less elsewhere, it will not let MAX reach this node",
                cut.value, cut.bound, cut.bound
            )
        } else {
            format!(
                "{} ≤ α = {}: MAX above already has {} or more elsewhere, it will not come here",
                cut.value, cut.bound, cut.bound
            )
        }
    }

    /// The trace drawn for the terminal.
    pub fn text(trace: &Trace, algo: Algo) -> String {
        let name = match algo {
            Algo::Minimax => "minimax",
            Algo::AlphaBeta => "alpha-beta",
        };
        let mut out = vec![format!(
            "{name} on {}: leaves are values for MAX; △ MAX takes the highest child, ▽ MIN the lowest.",
            trace.root.node.text()
        )];
        if algo == Algo::AlphaBeta {
            out.push(
                "α: the most MAX is sure of so far above a node; β: the least MIN is sure of; \
a node is searched with the window [α, β]."
                    .into(),
            );
        }
        out.push(String::new());
        draw(&trace.root, algo, "", &mut out);
        out.push(String::new());
        out.push(format!(
            "value: {}; leaves examined: {} of {}; nodes examined: {} of {}",
            trace.root.value.unwrap_or(0),
            trace.leaves,
            trace.tree_leaves,
            trace.nodes,
            trace.tree_nodes
        ));
        out.join("\n") + "\n"
    }

    /// A node as JSON.
    fn node_json(node: &Traced) -> Value {
        let path: Vec<String> = node.node.path().iter().map(u32::to_string).collect();
        let player = if node.node.side_to_move() == Player::First {
            "max"
        } else {
            "min"
        };
        json!({
            "path": path.join(" "),
            "player": player,
            "leaf": node.node.leaf_value().is_some(),
            "examined": node.examined,
            "value": node.value,
            "alpha": node.window.0,
            "beta": node.window.1,
            "cut": node.cut.as_ref().map(|c| json!({"value": c.value, "bound": c.bound, "skipped": c.skipped})),
            "children": node.children.iter().map(node_json).collect::<Vec<_>>(),
        })
    }

    /// The trace as JSON: `algo`, `tree`, `value`, `leaves`, `nodes`, `tree_leaves`,
    /// `tree_nodes` and the `root` node with its children (`alpha` and `beta` null: infinite).
    pub fn json(trace: &Trace, algo: Algo) -> Value {
        json!({
            "algo": match algo { Algo::Minimax => "minimax", Algo::AlphaBeta => "alphabeta" },
            "tree": trace.root.node.text(),
            "value": trace.root.value,
            "leaves": trace.leaves,
            "nodes": trace.nodes,
            "tree_leaves": trace.tree_leaves,
            "tree_nodes": trace.tree_nodes,
            "root": node_json(&trace.root),
        })
    }

    /// Runs `gamedsl explain --tree TEXT`.
    pub fn run(text: &str, algo: Algo, as_json: bool) -> CliResult {
        let root = Tree::parse(text).map_err(|e| e.to_string())?;
        let trace = trace(root, algo);
        if as_json {
            print_json(json(&trace, algo));
        } else {
            print!("{}", self::text(&trace, algo));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use crate::{ConnectFour, TicTacToe};
    use game_dsl::minimax::minimax;
    use game_dsl::{Game, GameExt};

    use super::*;

    /// The tree's backed-up value is minimax's, at every depth it draws.
    #[test]
    fn the_tree_backs_up_the_minimax_value() {
        for moves in ["", "5", "51", "1425"] {
            let pos = TicTacToe::start().play_sequence(moves).unwrap();
            for depth in 1..=MAX_EXPLAIN_DEPTH {
                let (value, ..) = expand(&pos, depth, 0, pos.side_to_move());
                assert_eq!(value, minimax(&pos, depth).score, "{moves} at {depth}");
            }
        }
        let pos = ConnectFour::start().play_sequence("4455").unwrap();
        let (value, ..) = expand(&pos, 3, 0, pos.side_to_move());
        assert_eq!(value, minimax(&pos, 3).score);
    }

    /// The textbook tree: 3 by both, after 9 leaves and 6; the library's searches agree.
    #[test]
    fn the_textbook_tree_step_by_step() {
        use game_dsl::alphabeta::alphabeta_unordered;
        use game_dsl::tree::{TEXTBOOK, Tree};
        use tree::{Algo, trace};
        let root = Tree::parse(TEXTBOOK).unwrap();
        let mm = trace(root, Algo::Minimax);
        assert_eq!((mm.root.value, mm.leaves, mm.nodes), (Some(3), 9, 13));
        let ab = trace(root, Algo::AlphaBeta);
        assert_eq!((ab.root.value, ab.leaves, ab.nodes), (Some(3), 6, 10));
        assert_eq!(ab.nodes, alphabeta_unordered(&root, 2).nodes);
        let cuts: Vec<_> = ab
            .root
            .children
            .iter()
            .map(|c| c.cut.clone().map(|c| (c.value, c.bound, c.skipped)))
            .collect();
        assert_eq!(cuts, [None, Some((2, 3, 2)), Some((1, 3, 1))]);
        assert_eq!(ab.root.children[2].window, (Some(3), None));
        // Uneven trees: both searches agree with the library's minimax at every node count.
        for text in [
            "[[1],4,[[2,7]],[-5,6]]",
            "7",
            "[[[1,2],[3]],[[4],[5,[6,-1]]],2]",
        ] {
            let root = Tree::parse(text).unwrap();
            let expected = Tree::value_for_max(&root, minimax(&root, 9).score);
            assert_eq!(
                trace(root, Algo::Minimax).root.value,
                Some(expected),
                "{text}"
            );
            assert_eq!(
                trace(root, Algo::AlphaBeta).root.value,
                Some(expected),
                "{text}"
            );
            let ab = trace(root, Algo::AlphaBeta);
            assert_eq!(ab.nodes, alphabeta_unordered(&root, 9).nodes, "{text}");
        }
    }
}
