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
}
