//! Game trees given as text, as the textbooks draw them: `[[3,12,8],[2,4,6],[5,1,9]]` is MAX's
//! three options, MIN's three answers to each and the nine leaves' values. A [`Tree`] implements
//! [`Game`] and [`Notation`], so that every search of the crate runs on it and a learner can
//! follow minimax and alpha-beta on the tree of the tutorials.
//!
//! # Representation
//!
//! A tree is parsed once into an arena: a `Vec` of nodes, each with its children as a range of
//! indices into the same `Vec`. The arena is leaked (`Box::leak`) and interned by the tree's text
//! (spaces removed) in a process-wide table, so a position is a `Copy` pair of a `&'static`
//! arena and a node index: playing a move is an index lookup, with no allocation. Each distinct
//! tree text parsed stays in memory until the process ends: trees are written by people, and
//! parsing the same text again returns the same arena.
//!
//! Leaf values are from MAX's point of view, MAX being the first player (to move at the root);
//! [`Game::terminal_value`] gives them for the side to move (negated on MIN's plies). Leaves are
//! finished games scored by [`Scoring::Margin`], so a search's score reads as the leaf's value
//! (`win by 3`).
//!
//! ```
//! use game_dsl::tree::Tree;
//! use game_dsl::{minimax::minimax, alphabeta::alphabeta_unordered, Game, GameExt, Notation};
//!
//! let tree = Tree::parse("[[3,12,8],[2,4,6],[5,1,9]]").unwrap();
//! let mm = minimax(&tree, 2);
//! assert_eq!(tree.format_move(mm.best_move.unwrap()), "1");
//! assert_eq!(Tree::value_for_max(&tree, mm.score), 3);
//! // Uneven trees and single-child nodes are trees too.
//! let uneven = Tree::parse("[[1], 4, [[2, 7]]]").unwrap();
//! assert_eq!(uneven.legal_moves().len(), 3);
//! assert_eq!(Tree::value_for_max(&uneven, minimax(&uneven, 9).score), 7); // MIN must let MAX reach 7
//! ```

use std::collections::HashMap;
use std::fmt;
use std::hash::{Hash, Hasher};
use std::sync::{Mutex, OnceLock};

use crate::error::{MoveError, PositionError};
use crate::game::{Game, Notation, Player, Scoring};
use crate::moves::{Move, SpillingList};
use crate::score::{self, Score};

/// The tree of the textbooks, the start of [`Tree`]: MIN answers 3, 2 and 1, MAX takes 3.
pub const TEXTBOOK: &str = "[[3,12,8],[2,4,6],[5,1,9]]";

/// The largest leaf value, in magnitude: values stay well inside the engine's margins.
pub const MAX_LEAF: i32 = 9_999;

/// The most nodes a tree may have, and the most children of one node (a move is 16 bits).
pub const MAX_NODES: usize = 60_000;

/// One node of a parsed tree.
#[derive(Debug, Clone, Copy)]
struct NodeData {
    /// The leaf's value for MAX (0 for an inner node).
    value: i32,
    /// The first child's index in the arena.
    first_child: u32,
    /// The number of children (0 for a leaf).
    children: u32,
    /// The parent's index (the root is its own parent).
    parent: u32,
    /// Plies from the root.
    depth: u32,
    /// The longest path to a leaf below, in plies.
    height: u32,
}

/// A parsed tree: its nodes, the root first and each node's children together.
#[derive(Debug)]
pub struct Arena {
    /// The tree's text, spaces removed.
    text: String,
    /// A number for the arena, unique in the process: it is in the positions' keys.
    id: u64,
    nodes: Vec<NodeData>,
}

/// A position in a game tree: a node of a parsed tree. `Copy`; see the module's documentation.
#[derive(Clone, Copy)]
pub struct Tree {
    arena: &'static Arena,
    node: u32,
}

impl PartialEq for Tree {
    fn eq(&self, other: &Tree) -> bool {
        self.arena.id == other.arena.id && self.node == other.node
    }
}

impl Eq for Tree {}

impl Hash for Tree {
    fn hash<H: Hasher>(&self, state: &mut H) {
        (self.arena.id, self.node).hash(state);
    }
}

impl fmt::Debug for Tree {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Tree({})", self.position_string())
    }
}

/// The arenas parsed so far, by text.
fn arenas() -> &'static Mutex<HashMap<String, &'static Arena>> {
    static ARENAS: OnceLock<Mutex<HashMap<String, &'static Arena>>> = OnceLock::new();
    ARENAS.get_or_init(Default::default)
}

/// A syntax error in a tree's text.
fn syntax(text: &str, message: impl fmt::Display) -> PositionError {
    PositionError::new(text, message.to_string())
}

/// An item of the text: a number or a list of items.
enum Item {
    Leaf(i32),
    List(Vec<Item>),
}

/// Reads one item at `*at` of `bytes`.
fn read_item(
    text: &str,
    bytes: &[u8],
    at: &mut usize,
    count: &mut usize,
) -> Result<Item, PositionError> {
    *count += 1;
    if *count > MAX_NODES {
        return Err(syntax(
            text,
            format!("a tree has at most {MAX_NODES} nodes"),
        ));
    }
    match bytes.get(*at) {
        Some(b'[') => {
            *at += 1;
            let mut items = Vec::new();
            if bytes.get(*at) == Some(&b']') {
                return Err(syntax(
                    text,
                    "an empty list: a node has a value or children",
                ));
            }
            loop {
                items.push(read_item(text, bytes, at, count)?);
                match bytes.get(*at) {
                    Some(b',') => *at += 1,
                    Some(b']') => {
                        *at += 1;
                        return Ok(Item::List(items));
                    }
                    _ => {
                        return Err(syntax(
                            text,
                            format!("expected `,` or `]` at character {}", *at + 1),
                        ));
                    }
                }
            }
        }
        Some(b'-' | b'0'..=b'9') => {
            let start = *at;
            *at += 1;
            while bytes.get(*at).is_some_and(u8::is_ascii_digit) {
                *at += 1;
            }
            let number = &text[start..*at];
            match number.parse::<i32>() {
                Ok(v) if v.abs() <= MAX_LEAF => Ok(Item::Leaf(v)),
                _ => Err(syntax(
                    text,
                    format!("`{number}`: a leaf is a whole number from -{MAX_LEAF} to {MAX_LEAF}"),
                )),
            }
        }
        _ => Err(syntax(
            text,
            format!("expected a number or `[` at character {}", *at + 1),
        )),
    }
}

impl Arena {
    /// Lays out `root` breadth-first: each node's children are together.
    fn build(text: String, root: Item, id: u64) -> Arena {
        let mut nodes = vec![NodeData {
            value: 0,
            first_child: 0,
            children: 0,
            parent: 0,
            depth: 0,
            height: 0,
        }];
        let mut queue: std::collections::VecDeque<(u32, Item)> = [(0, root)].into();
        while let Some((index, item)) = queue.pop_front() {
            match item {
                Item::Leaf(value) => nodes[index as usize].value = value,
                Item::List(children) => {
                    let first = nodes.len() as u32;
                    let depth = nodes[index as usize].depth + 1;
                    nodes[index as usize].first_child = first;
                    nodes[index as usize].children = children.len() as u32;
                    for (k, child) in children.into_iter().enumerate() {
                        nodes.push(NodeData {
                            value: 0,
                            first_child: 0,
                            children: 0,
                            parent: index,
                            depth,
                            height: 0,
                        });
                        queue.push_back((first + k as u32, child));
                    }
                }
            }
        }
        // Children come after their parents: heights from the last node back.
        for index in (1..nodes.len()).rev() {
            let (parent, height) = (nodes[index].parent as usize, nodes[index].height);
            nodes[parent].height = nodes[parent].height.max(height + 1);
        }
        Arena { text, id, nodes }
    }
}

impl Tree {
    /// Reads a tree: a leaf is a whole number (MAX's value), a node a list of its children in
    /// brackets, separated by commas; spaces anywhere. The root is MAX's to move.
    ///
    /// ```
    /// use game_dsl::tree::Tree;
    /// assert!(Tree::parse("[[3, 12, 8], [2]]").is_ok());
    /// assert!(Tree::parse("[[3,12],]").is_err());
    /// assert!(Tree::parse("[]").is_err());
    /// ```
    pub fn parse(text: &str) -> Result<Tree, PositionError> {
        let compact: String = text.chars().filter(|c| !c.is_whitespace()).collect();
        let mut arenas = arenas().lock().unwrap_or_else(|e| e.into_inner());
        if let Some(&arena) = arenas.get(&compact) {
            return Ok(Tree { arena, node: 0 });
        }
        let (mut at, mut count) = (0, 0);
        let root = read_item(&compact, compact.as_bytes(), &mut at, &mut count)?;
        if at != compact.len() {
            return Err(syntax(
                &compact,
                format!("unexpected text after the tree at character {}", at + 1),
            ));
        }
        let id = arenas.len() as u64 + 1;
        let arena: &'static Arena = Box::leak(Box::new(Arena::build(compact.clone(), root, id)));
        arenas.insert(compact, arena);
        Ok(Tree { arena, node: 0 })
    }

    fn data(&self) -> &'static NodeData {
        &self.arena.nodes[self.node as usize]
    }

    /// The tree's text, spaces removed.
    pub fn text(&self) -> &'static str {
        &self.arena.text
    }

    /// The root of this position's tree.
    pub fn root(&self) -> Tree {
        Tree {
            arena: self.arena,
            node: 0,
        }
    }

    /// The node's index in its tree, breadth-first from the root (0).
    pub fn node(&self) -> usize {
        self.node as usize
    }

    /// The number of nodes of the whole tree.
    pub fn node_count(&self) -> usize {
        self.arena.nodes.len()
    }

    /// The leaf's value for MAX, `None` for an inner node.
    pub fn leaf_value(&self) -> Option<i32> {
        (self.data().children == 0).then_some(self.data().value)
    }

    /// The children of this node, in order.
    pub fn children(&self) -> impl Iterator<Item = Tree> + use<> {
        let (arena, data) = (self.arena, *self.data());
        (data.first_child..data.first_child + data.children).map(move |node| Tree { arena, node })
    }

    /// The moves from the root to this node, 1-based child numbers.
    pub fn path(&self) -> Vec<u32> {
        let mut path = Vec::new();
        let mut node = *self;
        while node.node != 0 {
            let parent = Tree {
                arena: self.arena,
                node: node.data().parent,
            };
            path.push(node.node - parent.data().first_child + 1);
            node = parent;
        }
        path.reverse();
        path
    }

    /// A search's score of `pos` (for its side to move) read as a value for MAX, in the leaves'
    /// units: the textbook's number.
    ///
    /// ```
    /// use game_dsl::tree::Tree;
    /// use game_dsl::alphabeta::alphabeta_unordered;
    /// let tree = Tree::parse("[[3,12,8],[2,4,6],[5,1,9]]").unwrap();
    /// assert_eq!(Tree::value_for_max(&tree, alphabeta_unordered(&tree, 2).score), 3);
    /// ```
    pub fn value_for_max(pos: &Tree, score: Score) -> i32 {
        let value = if score >= score::WIN {
            score - score::WIN
        } else if score <= -score::WIN {
            score + score::WIN
        } else {
            score
        };
        if pos.side_to_move() == Player::First {
            value
        } else {
            -value
        }
    }
}

impl Game for Tree {
    type Move = Move;
    type Moves = SpillingList<Move, 16>;
    type MoveIter = std::iter::Map<std::ops::Range<u16>, fn(u16) -> Move>;

    const SCORING: Scoring = Scoring::Margin;

    /// The textbook tree, [`TEXTBOOK`].
    fn start() -> Tree {
        Tree::parse(TEXTBOOK).expect("the textbook tree parses")
    }

    fn side_to_move(&self) -> Player {
        Player::from_index(self.data().depth as usize)
    }

    fn ply(&self) -> u32 {
        self.data().depth
    }

    fn moves(&self) -> Self::MoveIter {
        (0..self.data().children as u16).map(Move::new as fn(u16) -> Move)
    }

    fn play(&mut self, mv: Move) {
        debug_assert!((mv.code() as u32) < self.data().children);
        self.node = self.data().first_child + mv.code() as u32;
    }

    fn terminal_value(&self) -> Option<i32> {
        let value = self.leaf_value()?;
        Some(if self.side_to_move() == Player::First {
            value
        } else {
            -value
        })
    }

    fn key(&self) -> u64 {
        (self.arena.id << 32 | self.node as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)
    }

    fn plies_left_bound(&self) -> u32 {
        self.data().height
    }
}

impl Notation for Tree {
    const NAME: &'static str = "Tree";

    /// A move is the child's number, from 1.
    fn parse_move(&self, text: &str) -> Result<Move, MoveError> {
        match text.trim().parse::<u16>() {
            Ok(n) if (1..u16::MAX).contains(&n) => Ok(Move::new(n - 1)),
            _ => Err(MoveError::Malformed {
                text: text.trim().to_string(),
                expected: "a child's number, from 1".into(),
            }),
        }
    }

    fn format_move(&self, mv: Move) -> String {
        (mv.code() + 1).to_string()
    }

    /// The tree's text, then the moves from the root to the node, if any: `[[3,12],[2]] 2 1`.
    fn parse_position(text: &str) -> Result<Tree, PositionError> {
        let text = text.trim();
        let mut depth = 0i32;
        let mut end = text.len();
        for (i, c) in text.char_indices() {
            match c {
                '[' => depth += 1,
                ']' => depth -= 1,
                c if c.is_whitespace() && depth == 0 => {
                    end = i;
                    break;
                }
                _ => {}
            }
        }
        let mut pos = Tree::parse(&text[..end])?;
        for word in text[end..].split_whitespace() {
            let child = word
                .parse::<u32>()
                .ok()
                .filter(|n| (1..=pos.data().children).contains(n));
            match child {
                Some(n) => pos.play(Move::new(n as u16 - 1)),
                None => return Err(syntax(text, format!("`{word}` is not a child of the node"))),
            }
        }
        Ok(pos)
    }

    fn position_string(&self) -> String {
        let mut text = self.arena.text.clone();
        for step in self.path() {
            text.push_str(&format!(" {step}"));
        }
        text
    }

    /// The whole tree, one node a line: △ for MAX's nodes, ▽ for MIN's, the leaves' values,
    /// and the position marked `<-`.
    fn render(&self) -> String {
        fn draw(node: Tree, here: Tree, label: &str, out: &mut String) {
            let indent = "  ".repeat(node.ply() as usize);
            let shape = if node.side_to_move() == Player::First {
                '△'
            } else {
                '▽'
            };
            let body = match node.leaf_value() {
                Some(v) => format!("{v}"),
                None => shape.to_string(),
            };
            let mark = if node == here { "  <-" } else { "" };
            out.push_str(&format!("{indent}{label}{body}{mark}\n"));
            for (k, child) in node.children().enumerate() {
                draw(child, here, &format!("{}: ", k + 1), out);
            }
        }
        let mut out = String::new();
        draw(self.root(), *self, "", &mut out);
        out
    }

    fn legend() -> &'static str {
        "△: MAX to move; ▽: MIN to move; a number: a leaf, its value for MAX; 1, 2, ...: the moves"
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::alphabeta::{alphabeta, alphabeta_unordered};
    use crate::minimax::minimax;
    use crate::perft::{FinishedGames, perft_within};
    use crate::{Budget, Engine, GameExt};

    #[test]
    fn the_textbook_tree_is_worth_3_to_every_search() {
        let tree = Tree::parse(TEXTBOOK).unwrap();
        let mm = minimax(&tree, 2);
        assert_eq!((Tree::value_for_max(&tree, mm.score), mm.nodes), (3, 13));
        let ab = alphabeta_unordered(&tree, 2);
        // The root, MIN's three nodes, and 3 + 1 + 2 leaves.
        assert_eq!((Tree::value_for_max(&tree, ab.score), ab.nodes), (3, 10));
        assert_eq!(Tree::value_for_max(&tree, alphabeta(&tree, 5).score), 3);
        let solved = Engine::<Tree>::new().with_threads(1).solve(&tree);
        assert_eq!(Tree::value_for_max(&tree, solved.score), 3);
        assert_eq!(tree.format_move(mm.best_move.unwrap()), "1");
        let leaves = perft_within(&tree, 2, FinishedGames::CountedAsLeaf, &Budget::unlimited());
        assert_eq!(leaves, Some(9));
    }

    #[test]
    fn uneven_trees_and_their_positions() {
        let tree = Tree::parse(" [[1], 4, [[2, 7]], [-5, 6]] ").unwrap();
        assert_eq!(tree.text(), "[[1],4,[[2,7]],[-5,6]]");
        assert_eq!(tree.plies_left_bound(), 3);
        // MAX: min(1)=1, 4, min(max(2,7))=7, min(-5,6)=-5: 7 by the third move.
        let mm = minimax(&tree, 9);
        assert_eq!(Tree::value_for_max(&tree, mm.score), 7);
        assert_eq!(tree.format_move(mm.best_move.unwrap()), "3");
        let pos = tree.play_sequence("3 1").unwrap();
        assert_eq!(pos.position_string(), "[[1],4,[[2,7]],[-5,6]] 3 1");
        assert_eq!(Tree::parse_position(&pos.position_string()).unwrap(), pos);
        assert_eq!(pos.side_to_move(), Player::First);
        let leaf = pos.play_sequence("1").unwrap();
        assert_eq!(
            (leaf.terminal_value(), leaf.leaf_value()),
            (Some(-2), Some(2))
        );
        assert_eq!(tree.play_sequence("2").unwrap().terminal_value(), Some(-4));
        assert!(tree.play_sequence("5").is_err());
        assert_ne!(pos.key(), tree.key());
        assert_eq!(Tree::parse("[[1],4,[[2,7]],[-5,6]]").unwrap(), tree);
        assert!(Tree::parse("[1,2").is_err());
        assert!(Tree::parse("[1,99999]").is_err());
        assert!(tree.render().contains("  3: ▽\n    1: △\n      1: 2\n"));
    }
}
