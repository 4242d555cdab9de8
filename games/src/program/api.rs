//! The web API's requests and answers, apart from HTTP: what a request may ask, the bounds on
//! each search, the drawing of a position for the page, and the searches, whose answers are the
//! objects of `analyze --json` and `compare --json`.

use std::time::Duration;

use crate::registry::{Bounds, Bundled, GameAction, GameSet};
use game_dsl::engine::{Engine, Limits};
use game_dsl::error::shown;
use game_dsl::notation::status;
use game_dsl::search::Algorithm;
use game_dsl::{Budget, Cells, Ending, GameExt, Notation, Scoring};
use serde::Deserialize;
use serde_json::{Value, json};

use super::analyze::{plain, with_engine};
use super::args::PositionArgs;
use super::compare::{DepthRow, Theory};
use super::json;
use super::layout;

pub mod tree;

/// The longest search the engine runs for one request; with `time`, the most a client may ask.
pub const MAX_TIME: Duration = Duration::from_secs(5);

/// The engine's transposition table for one request: small, as many searches run at once.
const TABLE_BYTES: usize = 8 << 20;

pub use super::compare::ALGORITHMS;

/// A request to `/api/state`, `/api/analyze` or `/api/compare`.
#[derive(Deserialize, Debug, Default, Clone)]
#[serde(deny_unknown_fields)]
pub struct Request {
    /// The game's name, as `gamedsl list` gives it.
    pub game: String,
    /// Moves from the start, in the game's notation, as `--moves` takes them (`"4453"`,
    /// `"f5 d6"`).
    #[serde(default)]
    pub moves: Option<String>,
    /// A position string instead of moves, as `--position` takes it.
    #[serde(default)]
    pub position: Option<String>,
    /// `analyze`: the algorithm (default `alphabeta`).
    #[serde(default)]
    pub algo: Option<String>,
    /// The search depth in plies (default: the game's [`Bounds::default_depth`]).
    #[serde(default)]
    pub depth: Option<u32>,
    /// `analyze` with the engine: a time limit in seconds instead of a depth.
    #[serde(default)]
    pub time: Option<f64>,
    /// `compare`: also every depth from 1 up to `depth`, in `by_depth`.
    #[serde(default)]
    pub depths: bool,
}

/// A request the API refuses, with the reason: answered with status 400.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refusal(pub String);

impl From<String> for Refusal {
    fn from(message: String) -> Refusal {
        Refusal(message)
    }
}

/// A search ready to run off the async runtime, within the budget the server gives it: it only
/// computes, and cannot fail. An answer cut short by the budget says so (`"cut_short": true`).
/// It may run more than once: a search estimated cheap that overruns its time in the cheap lane
/// is stopped there and run again from the start in the expensive lane.
pub struct Job {
    /// The search.
    pub run: Box<dyn Fn(&Budget) -> Value + Send>,
    /// Whether it is cheap (see [`CHEAP_NODES`]): cheap searches have slots of their own, so
    /// that they never wait behind expensive ones.
    pub cheap: bool,
}

/// The most positions a search is estimated to visit to count as cheap.
pub const CHEAP_NODES: f64 = 200_000.0;

/// The children of the root whose moves are counted to estimate the branching below it: spread
/// evenly over the root's moves.
const SAMPLED_CHILDREN: usize = 16;

/// The branching of `pos`: its legal moves, and the mean legal moves of up to
/// [`SAMPLED_CHILDREN`] of its children (the moves of the next ply, which may differ: a
/// position whose side to move has more pieces, or a game whose board fills up). A game over
/// has none.
fn branching<G: Bundled>(pos: &G) -> (f64, f64) {
    let moves = pos.legal_moves();
    if moves.is_empty() {
        return (0.0, 0.0);
    }
    let step = moves.len().div_ceil(SAMPLED_CHILDREN);
    let sample: Vec<usize> = moves
        .iter()
        .step_by(step)
        .map(|&mv| pos.after(mv).legal_moves().len())
        .collect();
    let below = sample.iter().sum::<usize>() as f64 / sample.len() as f64;
    (moves.len() as f64, below)
}

/// A rough estimate of the positions one search of `algo` visits to `depth` plies where
/// `b` moves are legal at every ply: `b^d` for minimax, `b^(3d/4)` for alpha-beta without
/// ordering, and for ordered alpha-beta and the engine the minimal tree of Knuth and Moore,
/// `b^ceil(d/2) + b^floor(d/2) - 1`.
fn search_nodes(algo: &str, b: f64, depth: u32) -> f64 {
    let b = b.max(1.0);
    let d = f64::from(depth);
    match algo {
        "minimax" => b.powf(d),
        "alphabeta-unordered" => b.powf(0.75 * d),
        _ => b.powf(d.div_euclid(2.0) + d.rem_euclid(2.0)) + b.powf(d.div_euclid(2.0)) - 1.0,
    }
}

/// The positions an analysis of `algo` to `depth` is estimated to visit from a root of
/// `branching` ([`branching`]): the root's moves each searched a ply less deep, every one in
/// full (an analysis scores every move), in positions of the branching measured below the root.
fn analysis_nodes(algo: &str, (root, below): (f64, f64), depth: u32) -> f64 {
    1.0 + root * search_nodes(algo, below, depth.saturating_sub(1))
}

/// The positions a comparison to `depth` is estimated to visit: every algorithm once from the
/// root, at `depth` (and, with `depths`, at every depth from 1); minimax, `root * below^(d-1)`,
/// the largest.
fn compare_nodes((root, below): (f64, f64), depth: u32, depths: bool) -> f64 {
    let from = if depths { 1 } else { depth };
    let mean = (root * below).sqrt();
    (from..=depth)
        .map(|d| {
            let minimax = root * search_nodes("minimax", below, d.saturating_sub(1));
            let others: f64 = ALGORITHMS
                .iter()
                .filter(|&&algo| algo != "minimax")
                .map(|algo| search_nodes(algo, mean, d))
                .sum();
            1.0 + minimax + others
        })
        .sum()
}

/// Marks an answer whose search `budget` cut short.
fn marked(mut answer: Value, budget: &Budget) -> Value {
    if budget.is_cut() || budget.check() {
        answer["cut_short"] = json!(true);
    }
    answer
}

/// The deepest search of `algo` within `bounds`.
pub fn max_depth(bounds: &Bounds, algo: &str) -> u32 {
    match algo {
        "minimax" => bounds.minimax,
        "alphabeta-unordered" => bounds.unordered,
        "alphabeta" => bounds.alphabeta,
        _ => bounds.engine,
    }
}

/// The deepest comparison within `bounds`: every algorithm runs, minimax included.
pub fn compare_depth(bounds: &Bounds) -> u32 {
    ALGORITHMS
        .iter()
        .map(|algo| max_depth(bounds, algo))
        .min()
        .unwrap_or(1)
}

/// `bounds` as JSON: the deepest search per algorithm, the deepest comparison.
fn bounds_json(bounds: &Bounds) -> Value {
    json!({
        "minimax": bounds.minimax,
        "alphabeta-unordered": bounds.unordered,
        "alphabeta": bounds.alphabeta,
        "engine": bounds.engine,
        "compare": compare_depth(bounds),
    })
}

/// `GET /api/games`: every game of `set`, with what the page needs to draw it and the bounds
/// (the server computes this once).
pub fn games<S: GameSet>(set: S) -> Value {
    struct Describe;
    impl GameAction for Describe {
        type Output = Value;
        fn run<G: Bundled>(self) -> Value {
            let bounds = G::bounds();
            json!({
                "id": G::ID,
                "summary": G::SUMMARY,
                "board": G::BOARD.map(|(width, height)| json!({"width": width, "height": height})),
                "drops": layout::drops::<G>(),
                "layout": layout::layout::<G>(),
                "scoring": match G::SCORING {
                    Scoring::Distance => "distance",
                    Scoring::Margin => "margin",
                },
                "max_depth": bounds_json(&bounds),
                "default_depth": bounds.default_depth,
            })
        }
    }
    let games: Vec<Value> = set
        .ids()
        .iter()
        .filter_map(|id| set.with_game(id, Describe))
        .collect();
    json!({
        "games": games,
        "algorithms": ALGORITHMS,
        "max_time": MAX_TIME.as_secs_f64(),
    })
}

/// `POST /api/state`: the position drawn for the page.
pub fn state<S: GameSet>(set: S, request: &Request) -> Result<Value, Refusal> {
    struct State<'a>(&'a Request);
    impl GameAction for State<'_> {
        type Output = Result<Value, Refusal>;
        fn run<G: Bundled>(self) -> Self::Output {
            let pos = setup::<G>(self.0)?;
            let mut state = describe(&pos);
            if let Some(last) = last_move(self.0, &pos) {
                state.as_object_mut().expect("an object").extend(last);
            }
            let line = state.get("line").is_some_and(|line| !line.is_null());
            state["ending"] = json!(ending(&pos, line).map(Ending::words));
            Ok(state)
        }
    }
    dispatch(set, request, State(request))
}

/// `POST /api/analyze`: checks the request and returns the search to run.
pub fn analyze_job<S: GameSet>(set: S, request: &Request) -> Result<Job, Refusal> {
    struct Analyze<'a>(&'a Request);
    impl GameAction for Analyze<'_> {
        type Output = Result<Job, Refusal>;
        fn run<G: Bundled>(self) -> Self::Output {
            let request = self.0;
            let pos: G = setup(request)?;
            let algo = request.algo.clone().unwrap_or_else(|| "alphabeta".into());
            if !ALGORITHMS.contains(&algo.as_str()) {
                return Err(Refusal(format!(
                    "unknown algorithm `{}`; the algorithms are: {}",
                    shown(&algo),
                    ALGORITHMS.join(", ")
                )));
            }
            let time = seconds(request.time)?;
            if time.is_some() && algo != "engine" {
                return Err(Refusal(format!(
                    "`time` applies to the engine only; give {algo} a `depth`"
                )));
            }
            let depth = match (request.depth, time) {
                (None, Some(_)) => None,
                (depth, _) => Some(checked_depth::<G>(depth, &algo)?),
            };
            let cheap = depth
                .is_some_and(|depth| analysis_nodes(&algo, branching(&pos), depth) <= CHEAP_NODES);
            let run = move |budget: &Budget| {
                let analysed = match Algorithm::from_name(&algo) {
                    Some(algorithm) => plain(&pos, algorithm, depth.unwrap_or(1), budget),
                    None => {
                        // The time asked is shared among the moves; the server's budget only
                        // caps the whole analysis.
                        let limits = Limits {
                            depth,
                            time,
                            nodes: None,
                        };
                        let mut engine = Engine::<G>::with_table_bytes(TABLE_BYTES)
                            .with_monitor(budget.monitor().clone());
                        let analysed = with_engine(&pos, &mut engine, Some(limits), budget);
                        budget.spend(analysed.nodes);
                        analysed
                    }
                };
                // As the command line gives it: within a time, the depth every move reached
                // (none when the time cut one short); else the depth asked.
                let searched = match time {
                    Some(_) => analysed.depth,
                    None => analysed.depth.or(depth),
                };
                marked(
                    json::analysis_json(&pos, &algo, searched, &analysed),
                    budget,
                )
            };
            Ok(Job {
                run: Box::new(run),
                cheap,
            })
        }
    }
    dispatch(set, request, Analyze(request))
}

/// `POST /api/compare`: checks the request and returns the searches to run: every algorithm at
/// the depth, and with `depths` at every depth from 1 too, in `by_depth`.
pub fn compare_job<S: GameSet>(set: S, request: &Request) -> Result<Job, Refusal> {
    struct Compare<'a>(&'a Request);
    impl GameAction for Compare<'_> {
        type Output = Result<Job, Refusal>;
        fn run<G: Bundled>(self) -> Self::Output {
            let request = self.0;
            let pos: G = setup(request)?;
            if request.algo.is_some() || request.time.is_some() {
                return Err(Refusal(
                    "compare runs every algorithm to a `depth`; `algo` and `time` do not apply"
                        .into(),
                ));
            }
            let depth = checked_depth::<G>(request.depth, "compare")?;
            let depths = request.depths;
            let cheap = compare_nodes(branching(&pos), depth, depths) <= CHEAP_NODES;
            let run = move |budget: &Budget| {
                let from = if depths { 1 } else { depth };
                let rows: Vec<_> = (from..=depth)
                    .map(|d| compare_at(&pos, d, budget))
                    .collect();
                let last = rows.last().expect("a depth");
                let mut answer = json::compare_json(&pos, last);
                answer["theory"] = Theory::json(&Theory::beside(&pos, last));
                if depths {
                    answer["by_depth"] = json::depths_json(&pos, &rows)["rows"].take();
                    if let Some(by_depth) = answer["by_depth"].as_array_mut() {
                        for (json, row) in by_depth.iter_mut().zip(&rows) {
                            json["theory"] = Theory::json(&Theory::beside(&pos, row));
                        }
                    }
                }
                marked(answer, budget)
            };
            Ok(Job {
                run: Box::new(run),
                cheap,
            })
        }
    }
    dispatch(set, request, Compare(request))
}

/// Every algorithm of [`ALGORITHMS`] on `pos` to `depth`, as `gamedsl compare` runs them (the
/// engine with a fresh table, stopped by [`MAX_TIME`]), within `budget`: once it is spent, the
/// searches left are skipped.
fn compare_at<G: Bundled>(pos: &G, depth: u32, budget: &Budget) -> DepthRow<G::Move> {
    let mut results: Vec<_> = Algorithm::ALL
        .into_iter()
        .map(|algorithm| (!budget.is_cut()).then(|| algorithm.search_with(pos, depth, budget)))
        .collect();
    let mut engine =
        Engine::<G>::with_table_bytes(TABLE_BYTES).with_monitor(budget.monitor().clone());
    let limits = Limits::depth(depth).with_time(MAX_TIME).within(budget);
    results.push((!budget.is_cut()).then(|| {
        let result = engine.search(pos, limits);
        budget.spend(result.nodes);
        result
    }));
    DepthRow { depth, results }
}

/// Runs `action` with the request's game, or refuses an unknown game.
fn dispatch<S: GameSet, A: GameAction<Output = Result<T, Refusal>>, T>(
    set: S,
    request: &Request,
    action: A,
) -> Result<T, Refusal> {
    set.with_game(&request.game, action).unwrap_or_else(|| {
        Err(Refusal(format!(
            "unknown game `{}`; the games are: {}",
            shown(&request.game),
            set.ids().join(", ")
        )))
    })
}

/// The position a request describes.
fn setup<G: Notation>(request: &Request) -> Result<G, Refusal> {
    let args = PositionArgs {
        moves: request.moves.clone(),
        position: request.position.clone(),
    };
    if args.moves.is_some() && args.position.is_some() {
        return Err(Refusal("give `moves` or `position`, not both".into()));
    }
    Ok(args.setup()?)
}

/// The requested depth, or the game's default, within the bounds of `algo`.
fn checked_depth<G: Bundled>(depth: Option<u32>, algo: &str) -> Result<u32, Refusal> {
    let bounds = G::bounds();
    let max = match algo {
        "compare" => compare_depth(&bounds),
        algo => max_depth(&bounds, algo),
    };
    let depth = depth.unwrap_or(bounds.default_depth.min(max));
    if !(1..=max).contains(&depth) {
        return Err(Refusal(format!(
            "depth {depth} is out of range: {} {algo} searches 1 to {max} plies here",
            G::ID
        )));
    }
    Ok(depth)
}

/// For a position reached by `moves`, what the last move did: `last` (the move, the cell it
/// filled, the cell it left, the other cells it changed, `changed`, the stones it took,
/// `captures`, and the cells it touched in order, `path`; see [`Marks`]), and, if it decided the
/// game, the `line` of the last mover that did (a misère line loses; on a hex board, the chain
/// that joins the mover's sides). `None` for a start position, a `position`, or moves
/// written back to back (the page separates them).
fn last_move<G: Bundled>(request: &Request, pos: &G) -> Option<serde_json::Map<String, Value>> {
    let moves: Vec<&str> = request
        .moves
        .as_deref()?
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|m| !m.is_empty())
        .collect();
    // The last move is the last word, or the last two (a move whose text holds a space, as
    // Hive's `wA2 bL/`).
    let (before, mv) = (1..=2.min(moves.len())).find_map(|words| {
        let (earlier, last) = moves.split_at(moves.len() - words);
        let before = G::start().play_sequence(&earlier.join(" ")).ok()?;
        let mv = before.parse_legal_move(&last.join(" ")).ok()?;
        (before.after(mv).position_string() == pos.position_string()).then_some((before, mv))
    })?;
    if before.after(mv).position_string() != pos.position_string() {
        return None;
    }
    let mut last = serde_json::Map::new();
    let board = layout::board_of(pos);
    let marks = Marks::of(
        &before,
        mv,
        &layout::board_of(&before),
        &board,
        layout::cell_names::<G>().as_deref(),
    );
    let change = marks.change.clone();
    last.insert(
        "last".into(),
        json!({
            "move": before.format_move(mv),
            "by": before.side_to_move().symbol().to_string(),
            "cell": change.cell,
            "from": change.from,
            "changed": change.others,
            "captures": marks.captures,
            "path": marks.path,
        }),
    );
    // Pits: the seeds before the move, so that the pits it emptied (its captures) are seen.
    if matches!(G::LOOK.cells, Cells::Pits { .. }) {
        last["last"]["piles_before"] = json!(piles(&before.position_string()));
    }
    if matches!(G::LOOK.cells, Cells::Points { .. }) {
        let mover = before.side_to_move().symbol();
        let (before, _) = layout::point_position(&before.position_string());
        let (after, _) = layout::point_position(&pos.position_string());
        let change = layout::PointChange::of(&before, &after, mover);
        last["last"]["points"] = json!({
            "path": change.path(),
            "left": change.left,
            "reached": change.reached,
            "taken": change.taken,
        });
    }
    if let Some(tile) = before.tile_move(mv) {
        last["last"]["tile"] = tile_json(&tile);
    }
    if matches!(G::LOOK.cells, Cells::Edges { .. }) {
        last["last"]["edges"] = json!(layout::edges_drawn(
            &before.position_string(),
            &pos.position_string()
        ));
    }
    let winner = pos
        .terminal_value()
        .filter(|&value| value != 0)
        .map(|value| {
            if value > 0 {
                pos.side_to_move()
            } else {
                pos.side_to_move().opponent()
            }
        });
    // The line that decided the game is the last mover's: the winner's, or in a misère game,
    // where a line loses, the loser's.
    let mover = before.side_to_move();
    let line = match (G::BOARD, winner) {
        (Some((width, _)), Some(_)) => {
            if !layout::hexagons::<G>() {
                layout::winning_line::<G>(&board, width, mover, &change)
            } else if layout::whole::<G>() {
                layout::winning_chain(&board, width, mover)
            } else {
                change
                    .cell
                    .and_then(|cell| layout::hex_group(&board, width, cell))
            }
        }
        _ => None,
    };
    last.insert("line".into(), json!(line));
    Some(last)
}

/// Why a finished game ended ([`Notation::ending`]), or where the game does not say, what the
/// page can be told from the outside: the count of a game scored by its margin, the line (or
/// on hexagons the chain) that decided it, if `line` was found; `None` while the game goes on.
fn ending<G: Notation>(pos: &G, line: bool) -> Option<Ending> {
    if !pos.is_over() {
        return None;
    }
    pos.ending().or(match G::SCORING {
        Scoring::Margin => Some(Ending::Count),
        Scoring::Distance if line && layout::hexagons::<G>() => Some(Ending::Connection),
        Scoring::Distance if line => Some(Ending::Line),
        Scoring::Distance => None,
    })
}

/// A time limit in seconds, within `(0, MAX_TIME]`.
fn seconds(time: Option<f64>) -> Result<Option<Duration>, Refusal> {
    let Some(seconds) = time else { return Ok(None) };
    if !(seconds > 0.0 && seconds <= MAX_TIME.as_secs_f64()) {
        return Err(Refusal(format!(
            "time {seconds} is out of range: 0 to {} seconds",
            MAX_TIME.as_secs_f64()
        )));
    }
    Ok(Some(Duration::from_secs_f64(seconds)))
}

/// How the page marks a move on the board, cells as `[row, column]`: the cell it fills, the
/// cell it leaves and the other cells it changes (`change`), the stones it takes (`captures`)
/// and the cells it touches in order (`path`). From the game's account of the move
/// ([`Notation::touch`]) where it gives one (a pieces game's path: an upward jump empties its
/// start and the stone it takes alike, and only the game knows which is which); else from the
/// boards before and after the move and its text.
struct Marks {
    change: layout::Change,
    captures: Vec<[usize; 2]>,
    path: Vec<[usize; 2]>,
}

impl Marks {
    /// The marks of `mv`, a legal move of `pos`, whose board's cells are `before` and after
    /// the move `after` ([`layout::cells`]); `names`, the board's cell names.
    fn of<G: Notation>(
        pos: &G,
        mv: G::Move,
        before: &[char],
        after: &[char],
        names: Option<&[Vec<String>]>,
    ) -> Marks {
        let Some((width, _)) = G::BOARD else {
            return Marks {
                change: layout::Change::default(),
                captures: Vec::new(),
                path: Vec::new(),
            };
        };
        let diff = layout::change(before, after, width);
        let at = |cell: usize| [cell / width, cell % width];
        match pos.touch(mv) {
            Some(touch) => {
                let cell = touch.enters.first().map(|&c| at(c));
                let from = touch.leaves.first().map(|&c| at(c));
                let captures: Vec<[usize; 2]> = touch.captures.iter().map(|&c| at(c)).collect();
                // Every other cell whose content changed but the stones taken: a second cell
                // left or filled (a domino's, an arrow's).
                let others = (0..before.len().min(after.len()))
                    .filter(|&i| before[i] != after[i])
                    .map(at)
                    .filter(|&c| Some(c) != cell && Some(c) != from && !captures.contains(&c))
                    .collect();
                Marks {
                    change: layout::Change { cell, from, others },
                    captures,
                    path: touch.path.iter().map(|&c| at(c)).collect(),
                }
            }
            None => {
                let text = pos.format_move(mv);
                // A turn of a block that ends the move (`c3:4+`) touches no cell by its text.
                let cells = if G::LOOK.turns {
                    text.split(':').next().unwrap_or_default()
                } else {
                    &text
                };
                let path = move_path(cells, names, diff.from, diff.cell);
                Marks {
                    change: diff,
                    captures: Vec::new(),
                    path,
                }
            }
        }
    }
}

/// The cells a move touches, in order: its text split into the board's cell names, or else the
/// cell it leaves and the cell it fills, as far as it has them (none for a pass or a take).
fn move_path(
    text: &str,
    names: Option<&[Vec<String>]>,
    from: Option<[usize; 2]>,
    cell: Option<[usize; 2]>,
) -> Vec<[usize; 2]> {
    names
        .and_then(|names| layout::path(text, names))
        .unwrap_or_else(|| from.into_iter().chain(cell).collect())
}

/// What each symbol on a board stands for, for the symbols present: `X` and `O` are stones,
/// `x` and `o` promoted stones of the same sides, `*` a blocked cell (an arrow), as
/// `{"side": "X", "kind": "promoted"}`; any other letter a piece of a kind, X's in upper case
/// and O's in lower case (chess's `N` and `n`), as `{"side": "X", "kind": "piece", "letter": "N"}`.
fn pieces(board: &[char]) -> Value {
    let mut pieces = serde_json::Map::new();
    for &c in board {
        let (side, kind) = match c {
            'X' | 'O' => (Some(c), "stone"),
            'x' | 'o' => (Some(c.to_ascii_uppercase()), "promoted"),
            '*' => (None, "blocked"),
            c if c.is_ascii_alphabetic() => {
                let side = if c.is_ascii_uppercase() { 'X' } else { 'O' };
                let letter = c.to_ascii_uppercase().to_string();
                pieces.insert(
                    c.to_string(),
                    json!({"side": side.to_string(), "kind": "piece", "letter": letter}),
                );
                continue;
            }
            _ => continue,
        };
        pieces.insert(
            c.to_string(),
            json!({"side": side.map(String::from), "kind": kind}),
        );
    }
    Value::Object(pieces)
}

/// The tokens of each of several piles (Nim) or the seeds of each pit (Oware), as a position
/// without a board writes them, `3,4,5`; `None` for a single pile or a board.
fn piles(position: &str) -> Option<Vec<u32>> {
    position
        .split(' ')
        .next()
        .filter(|counts| counts.contains(','))
        .and_then(|counts| counts.split(',').map(|n| n.parse().ok()).collect())
}

/// A position for the page: the board as rows of cells (`X`, `O`, `-`; `null` off the board),
/// the pile or the piles, the side to move, whether it must capture (`must_capture`), the
/// result, and each legal move with the cell it fills (`null` for a pass or a take), for a move
/// that takes a stone off a cell (a step), that cell (`from`), the cells it touches in order
/// (`path`) and the stones it takes, if any (`captures`; see [`Marks`]); on a board, what its
/// symbols stand for (`pieces`). On a board of points ([`Cells::Points`]): each point's content
/// in the layout's order (`points`), the stones each side holds in hand (`hand`, `{"X", "O"}`),
/// and each legal move's points in the order they are clicked (its `points`: the point left,
/// the point reached, the stone taken; [`layout::PointChange`]). In a game with hands
/// ([`Notation::hands`]): the pieces each side holds (`hands`, `{"X": [{"letter", "count"}],
/// "O": [...]}`, letters in upper case), and the kind each drop drops (its `drop`, a letter).
/// The links between pegs (`links`, TwixT's; [`Notation::links`]), each its two cells
/// `[[row, column], [row, column]]`: an empty list in a game without links. The walls between
/// cells (`walls`, Quoridor's; [`Notation::walls`]), each a segment between two corners of the
/// cells, `[[row, column], [row, column]]` from the board's top left corner `[0, 0]`: an empty
/// list in a game without walls. In a game whose pieces are the board ([`Cells::Tiles`], Hive):
/// the pieces on the table (`tiles`: each one's `name`, `side`, kind `letter`, axial `q` and
/// `r`, and `level` in its stack, the lowest first), and each legal move's `tile` (its `piece`,
/// `letter`, `from` and `to` as `[q, r]`, `from` null for a piece from the hand); an empty list
/// and no `tile` in any other game.
fn describe<G: Bundled>(pos: &G) -> Value {
    let position = pos.position_string();
    let before = layout::board_of(pos);
    let board = G::BOARD.map(|(width, _)| {
        before
            .chunks(width)
            .map(|row| {
                row.iter()
                    .map(|&c| (c != layout::OFF_BOARD).then(|| c.to_string()))
                    .collect::<Vec<_>>()
            })
            .collect::<Vec<_>>()
    });
    let pile = match G::BOARD {
        None => position
            .split(' ')
            .next()
            .and_then(|n| n.parse::<u32>().ok()),
        Some(_) => None,
    };
    let piles = G::BOARD.is_none().then(|| piles(&position)).flatten();
    let names = layout::cell_names::<G>();
    let edges = matches!(G::LOOK.cells, Cells::Edges { .. });
    let points = matches!(G::LOOK.cells, Cells::Points { .. });
    let (on_points, hand) = layout::point_position(&position);
    let mover = pos.side_to_move().symbol();
    let mut legal: Vec<(String, Value)> = pos
        .moves()
        .map(|mv| {
            let after = layout::board_of(&pos.after(mv));
            let text = pos.format_move(mv);
            let marks = Marks::of(pos, mv, &before, &after, names.as_deref());
            let (cell, path) = (marks.change.cell, marks.path);
            let mut entry = match marks.change.from {
                Some(from) => json!({"move": text, "from": from, "cell": cell, "path": path}),
                None => json!({"move": text, "cell": cell, "path": path}),
            };
            if !marks.captures.is_empty() {
                entry["captures"] = json!(marks.captures);
            }
            if let Some(letter) = pos.dropped(mv) {
                entry["drop"] = json!(letter.to_string());
            }
            if let Some(tile) = pos.tile_move(mv) {
                entry["tile"] = tile_json(&tile);
            }
            if edges {
                entry["edges"] = json!(layout::edges_drawn(
                    &position,
                    &pos.after(mv).position_string()
                ));
            }
            if points {
                let (after, _) = layout::point_position(&pos.after(mv).position_string());
                entry["points"] = json!(layout::PointChange::of(&on_points, &after, mover).path());
            }
            (text, entry)
        })
        .collect();
    legal.sort_by(|(a, _), (b, _)| (a.len(), a).cmp(&(b.len(), b)));
    let winner = pos.terminal_value().and_then(|value| match value.signum() {
        1 => Some(pos.side_to_move().symbol().to_string()),
        -1 => Some(pos.side_to_move().opponent().symbol().to_string()),
        _ => None,
    });
    json!({
        "game": G::ID,
        "position": position,
        "to_move": pos.side_to_move().symbol().to_string(),
        "ply": pos.ply(),
        "over": pos.is_over(),
        "winner": winner,
        "status": status(pos),
        "must_capture": pos.must_capture(),
        "board": board,
        "count": G::BOARD.map(|_| json!({
            "X": before.iter().filter(|&&c| c == 'X' || c == 'x').count(),
            "O": before.iter().filter(|&&c| c == 'O' || c == 'o').count(),
        })),
        "pieces": G::BOARD.map(|_| pieces(&before)),
        "pile": pile,
        "piles": piles,
        "legal": legal.into_iter().map(|(_, entry)| entry).collect::<Vec<_>>(),
        "text": pos.render(),
        "blocks_won": blocks_won(pos),
        "links": links(pos),
        "walls": pos.walls(),
        "tiles": pos.tiles().iter().map(|t| json!({
            "name": t.name,
            "side": t.side.symbol().to_string(),
            "letter": t.letter.to_string(),
            "q": t.q,
            "r": t.r,
            "level": t.level,
        })).collect::<Vec<_>>(),
        "points": points.then(|| on_points.iter().map(char::to_string).collect::<Vec<_>>()),
        "hand": points.then_some(hand).flatten().map(|[x, o]| json!({"X": x, "O": o})),
        "hands": pos.hands().map(|[x, o]| {
            let held = |kinds: Vec<(char, u32)>| {
                kinds
                    .into_iter()
                    .map(|(letter, count)| json!({"letter": letter.to_string(), "count": count}))
                    .collect::<Vec<_>>()
            };
            json!({"X": held(x), "O": held(o)})
        }),
        "edges": edges.then(|| layout::edge_position(&position).map(|(drawn, boxes)| json!({
            "drawn": drawn,
            "boxes": boxes.iter().map(char::to_string).collect::<Vec<_>>(),
        }))),
    })
}

/// A move of a game whose pieces are the board ([`Notation::tile_move`]): `{"piece", "letter",
/// "from", "to"}`, each place `[q, r]` (`from` null for a piece from the hand).
fn tile_json(tile: &game_dsl::TileMove) -> Value {
    json!({
        "piece": tile.piece,
        "letter": tile.letter.to_string(),
        "from": tile.from.map(|(q, r)| [q, r]),
        "to": [tile.to.0, tile.to.1],
    })
}

/// The links between pegs ([`Notation::links`]), each its two cells as `[row, column]`.
fn links<G: Notation>(pos: &G) -> Vec<[[usize; 2]; 2]> {
    let Some((width, _)) = G::BOARD else {
        return Vec::new();
    };
    let at = |cell: usize| [cell / width, cell % width];
    pos.links()
        .into_iter()
        .map(|[a, b]| [at(a), at(b)])
        .collect()
}

/// The owner of each block of the board ([`Look::blocks`](game_dsl::Look::blocks)), row by
/// row from the top left (`"X"`, `"O"` or `null`), in a game whose blocks are won
/// ([`Notation::blocks_won`]); `null` in any other.
fn blocks_won<G: Notation>(pos: &G) -> Value {
    let (Some([x, o]), Some((width, height)), Some(n)) =
        (pos.blocks_won(), G::BOARD, G::LOOK.blocks)
    else {
        return Value::Null;
    };
    let n = usize::from(n).max(1);
    let owners: Vec<Option<&str>> = (0..(width / n) * (height / n))
        .map(|b| {
            if x >> b & 1 == 1 {
                Some("X")
            } else if o >> b & 1 == 1 {
                Some("O")
            } else {
                None
            }
        })
        .collect();
    json!(owners)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::registry::bundled;
    use game_dsl::Game;

    /// Whether the search `body` asks for is estimated cheap: a comparison with `depths`, an
    /// analysis without.
    fn cheap(body: &str) -> bool {
        let request: Request = serde_json::from_str(body).unwrap();
        let job = if request.depths {
            compare_job(bundled(), &request)
        } else {
            analyze_job(bundled(), &request)
        };
        job.unwrap().cheap
    }

    /// The estimates against the positions the searches visit (`gamedsl analyze ... --json`).
    #[test]
    fn searches_are_estimated_from_the_branching_below_the_root() {
        // Amazons: 2,176 moves, about 2,000 for each child. An analysis scores every move: to
        // depth 2, 4,311,455 positions (it was estimated at 2,176).
        assert!(!cheap(r#"{"game": "amazons", "depth": 2}"#));
        assert!(!cheap(
            r#"{"game": "amazons", "depth": 2, "algo": "engine"}"#
        ));
        // To depth 1, 2,177.
        assert!(cheap(r#"{"game": "amazons", "depth": 1}"#));
        // Tic-tac-toe: 19,442 positions to depth 9; Connect Four 70,690 to depth 8.
        assert!(cheap(r#"{"game": "tictactoe", "depth": 9}"#));
        assert!(cheap(r#"{"game": "tictactoe", "depth": 1}"#));
        assert!(cheap(r#"{"game": "connect4", "depth": 8}"#));
        // Nim's three piles of 255: 765 moves a ply.
        assert!(!cheap(
            r#"{"game": "nim", "position": "255,255,255", "depth": 3}"#
        ));
        // A comparison runs minimax from the root: Clobber's 60 moves to depth 5.
        assert!(!cheap(r#"{"game": "clobber", "depth": 5, "depths": true}"#));
        assert!(cheap(
            r#"{"game": "tictactoe", "moves": "5", "depth": 4, "depths": true}"#
        ));
    }

    #[test]
    fn the_branching_is_that_of_the_root_and_of_a_sample_of_its_children() {
        let (root, below) = branching(&crate::TicTacToe::start());
        assert_eq!((root, below), (9.0, 8.0));
        let (root, below) = branching(&crate::Amazons::start());
        assert_eq!(root, 2176.0);
        assert!((1500.0..2500.0).contains(&below), "{below}");
        let over = crate::TicTacToe::start()
            .play_sequence("1 4 2 5 3")
            .unwrap();
        assert_eq!(branching(&over), (0.0, 0.0));
    }

    #[test]
    fn pieces_of_several_kinds_are_their_letters() {
        let board: Vec<char> = "KqX*o-".chars().collect();
        assert_eq!(
            pieces(&board),
            json!({
                "K": {"side": "X", "kind": "piece", "letter": "K"},
                "q": {"side": "O", "kind": "piece", "letter": "Q"},
                "X": {"side": "X", "kind": "stone"},
                "*": {"side": null, "kind": "blocked"},
                "o": {"side": "O", "kind": "promoted"},
            })
        );
    }

    #[test]
    fn a_game_with_hands_gives_each_sides_pieces_in_hand_and_what_each_drop_drops() {
        // e4xd5 puts a pawn in White's hand, Qxd5 one in Black's.
        let request: Request =
            serde_json::from_str(r#"{"game": "crazyhouse", "moves": "e2e4 d7d5 e4d5 d8d5"}"#)
                .unwrap();
        let answer = state(bundled(), &request).unwrap();
        assert_eq!(
            answer["hands"],
            json!({"X": [{"letter": "P", "count": 1}], "O": [{"letter": "P", "count": 1}]})
        );
        let legal = answer["legal"].as_array().unwrap();
        let entry = |text: &str| legal.iter().find(|m| m["move"] == text).cloned();
        let drop = entry("P@e4").unwrap();
        assert_eq!(drop["drop"], json!("P"));
        assert_eq!(drop["path"], json!([[4, 4]]));
        assert_eq!(entry("g1f3").unwrap().get("drop"), None);
        // A pawn may not be dropped on the first row: the 33 empty cells of rows 2 to 7 take one.
        assert!(entry("P@e1").is_none());
        let drops = legal.iter().filter(|m| m.get("drop").is_some()).count();
        assert_eq!(drops, 33);
        let chess: Request = serde_json::from_str(r#"{"game": "chess"}"#).unwrap();
        assert_eq!(state(bundled(), &chess).unwrap()["hands"], Value::Null);
    }

    #[test]
    fn a_game_of_kinds_gives_its_cells_and_moves_from_its_own_rules() {
        let answer = |moves: &str| {
            let request: Request = serde_json::from_str(
                &json!({"game": moves.split(':').next(), "moves": moves.split(':').nth(1)})
                    .to_string(),
            )
            .unwrap();
            state(bundled(), &request).unwrap()
        };
        // Shogi: the bishop takes on 2b and promotes; SFEN writes the horse `+B`, one cell.
        let shogi = answer("shogi:7g7f 3c3d 8h2b+");
        assert_eq!(
            shogi["board"][1],
            json!(["-", "r", "-", "-", "-", "-", "-", "H", "-"])
        );
        assert_eq!(shogi["last"]["path"], json!([[7, 1], [1, 7]]));
        assert_eq!(shogi["last"]["captures"], json!([[1, 7]]));
        assert_eq!(shogi["hands"]["X"], json!([{"letter": "B", "count": 1}]));
        // Chess: en passant takes the pawn beside the cell reached; castling moves the rook too.
        let passant = answer("chess:e2e4 a7a6 e4e5 d7d5 e5d6");
        assert_eq!(passant["last"]["captures"], json!([[3, 3]]));
        assert_eq!(passant["last"]["cell"], json!([2, 3]));
        let castle = answer("chess:e2e4 e7e5 g1f3 b8c6 f1c4 g8f6 e1g1");
        assert_eq!(castle["last"]["path"], json!([[7, 4], [7, 6]]));
        assert_eq!(castle["last"]["changed"], json!([[7, 5], [7, 7]]));
    }

    #[test]
    fn a_board_of_points_gives_its_points_hands_and_each_turns_clicks() {
        let request: Request =
            serde_json::from_str(r#"{"game": "nine-mens-morris", "moves": "a7 g7 a4 g4"}"#)
                .unwrap();
        let answer = state(bundled(), &request).unwrap();
        assert_eq!(answer["board"], Value::Null);
        assert_eq!(answer["hand"], json!({"X": 7, "O": 7}));
        let points: String = answer["points"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p.as_str().unwrap())
            .collect();
        assert_eq!(points, "X-O------X----O---------");
        let clicks = |text: &str| {
            answer["legal"]
                .as_array()
                .unwrap()
                .iter()
                .find(|m| m["move"] == text)
                .map(|m| m["points"].clone())
        };
        // a1 (point 21) closes a7-a4-a1 and takes g4 (14) or g7 (2); d7 (1) is a placement.
        assert_eq!(clicks("a1xg4"), Some(json!([21, 14])));
        assert_eq!(clicks("a1xg7"), Some(json!([21, 2])));
        assert_eq!(clicks("d7"), Some(json!([1])));
        assert_eq!(clicks("a1"), None);
        // The last turn: O's g4, a placement.
        assert_eq!(
            answer["last"]["points"],
            json!({"path": [14], "left": null, "reached": 14, "taken": []})
        );
        let request: Request =
            serde_json::from_str(r#"{"game": "nine-mens-morris", "moves": "a7 g7 a4 g4 a1xg4"}"#)
                .unwrap();
        let answer = state(bundled(), &request).unwrap();
        assert_eq!(
            answer["last"]["points"],
            json!({"path": [21, 14], "left": null, "reached": 21, "taken": [14]})
        );
    }

    #[test]
    fn the_blocks_won_are_given_by_their_owner() {
        let request: Request =
            serde_json::from_str(r#"{"game": "ultimate-tictactoe", "moves": "2 4 3 7 1"}"#)
                .unwrap();
        let answer = state(bundled(), &request).unwrap();
        let mut owners = vec![Value::Null; 9];
        owners[0] = json!("X");
        assert_eq!(answer["blocks_won"], json!(owners));
        let request: Request = serde_json::from_str(r#"{"game": "tictactoe"}"#).unwrap();
        assert_eq!(
            state(bundled(), &request).unwrap()["blocks_won"],
            Value::Null
        );
    }

    #[test]
    fn the_minimal_tree_of_alpha_beta() {
        // b^ceil(d/2) + b^floor(d/2) - 1.
        assert_eq!(search_nodes("alphabeta", 10.0, 1), 10.0);
        assert_eq!(search_nodes("alphabeta", 10.0, 2), 19.0);
        assert_eq!(search_nodes("engine", 10.0, 3), 109.0);
        assert_eq!(search_nodes("minimax", 10.0, 3), 1000.0);
        assert_eq!(search_nodes("minimax", 10.0, 0), 1.0);
    }
}
