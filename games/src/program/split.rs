//! `gamedsl split`: the work units of a solve too large for one machine.
//!
//! A solve farmed out to many machines (the `gamedsl-cluster` Python package in `cluster/`)
//! needs the tree cut at a shallow depth: every line of play from the root to the split depth,
//! and the positions at its end, each solved on its own (`gamedsl solve --position`) and combined
//! back by negamax along the lines. This module writes that cut. A position reached by two
//! lines (a transposition) is one unit that both lines name, so that it is solved once; a game
//! that ends above the split depth ends its line there with a unit already valued. The moves of
//! each position are walked best first, so that the units come in the order an alpha-beta search
//! over the cut would want them: the farm solves the first move of each position first and the
//! others in the window it leaves. The first move is what matters most (it sets the window, and
//! at a position that is cut off it is the move that cuts), so it is chosen by a search of the
//! position itself, deep near the root, where a position stands for much of the tree, and
//! cheaper at each level down, where there are more positions and each stands for less; the
//! other moves are ranked by a shallow search of each.

use std::collections::HashMap;

use clap::Args as ClapArgs;
use game_dsl::engine::{Engine, Limits};
use game_dsl::{GameExt, Notation};
use serde_json::{Value, json};

use super::CliResult;
use super::args::PositionArgs;
use super::report::{Reported, print_json, thousands};
use crate::registry::{Bundled, GameAction};

/// The deepest split: far more units than a farm can use already at a fraction of it.
pub const MAX_SPLIT_DEPTH: u32 = 40;

/// The search of a position that picks its first move: this many plies deep at most...
const LEAD_DEPTH: u32 = 9;
/// ...and about this many positions at most at the root, an eighth of that a level down, and
/// so on. With the eighth, a split at depth 3 of the 26-empty Othello 6 x 6 position of
/// docs/benchmarks.md leads the farm to 1.00x the single solve's positions, against 1.54x when
/// each move was ranked by its own search 6 plies deep; with 100,000 positions at every level,
/// 0.63x there, but 1.82x and 1.89x on two of the small positions of the tests, whose units
/// cost about what those searches do. 100,000 at the root (not 50,000) took the Connect Four
/// position of the tests to 1.55x at depth 3 (1.45x now), the 26-empty one to 0.93x.
const LEAD_NODES: u64 = 50_000;
/// The levels' shrinking of [`LEAD_NODES`]: a factor of 2 to this power a level.
const LEAD_SHRINK: u32 = 3;
/// The search that ranks the other moves: this many plies deep at most...
const RANK_DEPTH: u32 = 2;
/// ...and about this many positions at most for each move (a bound for games with thousands of
/// moves).
const RANK_NODES: u64 = 20_000;

/// `split`.
#[derive(ClapArgs, Debug)]
#[command(after_help = "Examples:
  gamedsl split connect4 --depth 4
  gamedsl split othello6 --depth 6 --json
  gamedsl split connect4 --moves 4453 --depth 3 --json

Every line of play from the position to the depth ends in a work unit: a position (in the
game's position format, as `solve --position` reads it), or a game over earlier, whose value is
given. A position reached by several lines is one unit that lists all of them. JSON: `game`,
`position`, `depth`, `nodes` (positions visited), `lines` (lines of play) and `units`, each
with `position`, `paths` (its lines, each a list of moves from the root) and `terminal`
(`null`, or the finished game's `score` and `plies` for the side to move there).")]
pub struct SplitCmd {
    /// The game (see `gamedsl list`).
    pub game: String,
    #[command(flatten)]
    pub position: PositionArgs,
    /// The split depth in plies: units are the positions this many plies below the position.
    #[arg(long, value_name = "PLIES", value_parser = parse_split_depth, allow_hyphen_values = true)]
    pub depth: u32,
    /// Print one JSON object (the units); without it, a summary.
    #[arg(long)]
    pub json: bool,
}

/// A split depth: 0 (the position itself is the one unit) to [`MAX_SPLIT_DEPTH`].
fn parse_split_depth(text: &str) -> Result<u32, String> {
    match text.parse::<u32>() {
        Ok(depth) if depth <= MAX_SPLIT_DEPTH => Ok(depth),
        _ => Err(format!(
            "expected a split depth in plies from 0 to {MAX_SPLIT_DEPTH}"
        )),
    }
}

/// One work unit: a position at the split depth, or a game over above it.
#[derive(Debug)]
pub struct Unit<G: Notation> {
    /// The position.
    pub position: G,
    /// The lines of play from the root that reach it.
    pub paths: Vec<Vec<G::Move>>,
    /// Its value, when the game is over there.
    pub terminal: Option<Reported>,
}

/// The cut of a tree at a depth: its units, in the order a depth-first walk first meets them,
/// each position's moves best first.
#[derive(Debug)]
pub struct Split<G: Notation> {
    /// The units.
    pub units: Vec<Unit<G>>,
    /// Positions visited by the walk (the root and every position above the depth, and each
    /// line's last) and by the searches that order the moves.
    pub nodes: u64,
    /// Lines of play: the sum of the units' paths.
    pub lines: u64,
}

/// Cuts the tree below `root` at `depth` plies.
pub fn split<G: Bundled>(root: &G, depth: u32) -> Split<G> {
    let mut out = Split {
        units: Vec::new(),
        nodes: 0,
        lines: 0,
    };
    let mut seen: HashMap<String, usize> = HashMap::new();
    let mut path = Vec::with_capacity(depth as usize);
    let mut engine = Engine::with_table_bytes(16 << 20);
    walk(root, depth, &mut path, &mut seen, &mut engine, &mut out);
    out
}

/// The moves of `pos`, `level` plies below the root of the split, best first for the side to
/// move: the best move of a search of `pos` (within [`LEAD_DEPTH`] and [`LEAD_NODES`], shrunk by
/// the level), then the others by a shallow search of each.
fn ordered<G: Bundled>(
    pos: &G,
    level: u32,
    engine: &mut Engine<G>,
    out: &mut Split<G>,
) -> Vec<G::Move> {
    let rank = Limits {
        depth: Some(RANK_DEPTH),
        nodes: Some(RANK_NODES),
        ..Limits::default()
    };
    let mut scored: Vec<(game_dsl::Score, G::Move)> = pos
        .legal_moves()
        .iter()
        .map(|&mv| {
            let result = engine.search(&pos.after(mv), rank);
            out.nodes += result.nodes;
            (result.score, mv)
        })
        .collect();
    // The child's score is for the opponent: the lowest first. Ties keep the move order.
    scored.sort_by_key(|&(score, _)| score);
    let mut moves: Vec<G::Move> = scored.into_iter().map(|(_, mv)| mv).collect();
    let lead = Limits {
        depth: Some(LEAD_DEPTH),
        nodes: Some((LEAD_NODES >> (LEAD_SHRINK * level).min(63)).max(1)),
        ..Limits::default()
    };
    let searched = engine.search(pos, lead);
    out.nodes += searched.nodes;
    if let Some(first) = searched
        .best_move
        .and_then(|best| moves.iter().position(|&mv| mv == best))
    {
        moves[..=first].rotate_right(1);
    }
    moves
}

/// The depth-first walk of [`split`]: `path` is the line from the root to `pos`, and `depth`
/// plies are left to the cut.
fn walk<G: Bundled>(
    pos: &G,
    depth: u32,
    path: &mut Vec<G::Move>,
    seen: &mut HashMap<String, usize>,
    engine: &mut Engine<G>,
    out: &mut Split<G>,
) {
    out.nodes += 1;
    let over = pos.is_over();
    if depth == 0 || over {
        out.lines += 1;
        let text = pos.position_string();
        if let Some(&index) = seen.get(&text) {
            out.units[index].paths.push(path.clone());
            return;
        }
        let terminal = over.then(|| {
            let score = game_dsl::score::terminal_score(pos, 0)
                .expect("a finished game has a terminal score");
            Reported::of(pos, score, true)
        });
        seen.insert(text, out.units.len());
        out.units.push(Unit {
            position: *pos,
            paths: vec![path.clone()],
            terminal,
        });
        return;
    }
    for mv in ordered(pos, path.len() as u32, engine, out) {
        path.push(mv);
        walk(&pos.after(mv), depth - 1, path, seen, engine, out);
        path.pop();
    }
}

/// A line of play in the game's notation, each move read in its own position.
fn path_text<G: Bundled>(root: &G, path: &[G::Move]) -> Vec<String> {
    super::solve::pv_text(root, path)
}

impl GameAction for SplitCmd {
    type Output = CliResult;

    fn run<G: Bundled>(self) -> CliResult {
        let root: G = self.position.setup()?;
        let cut = split(&root, self.depth);
        if self.json {
            let units: Vec<Value> = cut
                .units
                .iter()
                .map(|unit| {
                    let paths: Vec<Vec<String>> =
                        unit.paths.iter().map(|p| path_text(&root, p)).collect();
                    let terminal = unit
                        .terminal
                        .map(|value| json!({"score": value.value, "plies": value.plies}));
                    json!({
                        "position": unit.position.position_string(),
                        "paths": paths,
                        "terminal": terminal,
                    })
                })
                .collect();
            print_json(json!({
                "game": G::ID,
                "position": root.position_string(),
                "depth": self.depth,
                "nodes": cut.nodes,
                "lines": cut.lines,
                "units": units,
            }));
            return Ok(());
        }
        let finished = cut.units.iter().filter(|u| u.terminal.is_some()).count();
        println!(
            "{} units at depth {} ({} of them games over), {} lines of play, {} positions visited",
            thousands(cut.units.len() as u64),
            self.depth,
            thousands(finished as u64),
            thousands(cut.lines),
            thousands(cut.nodes)
        );
        Ok(())
    }
}
