//! The board as the web page draws it, from the game itself rather than from its name: the
//! game's [`Look`] (squares, hexagons, pits, points joined by lines, edges between dots or piles; a checkerboard; what its pieces are; the
//! blocks a turn rotates), its size, and the names of its rows, columns and cells in the game's own move notation; and, for a position
//! reached by a move, what that move changed and the line that won.
//!
//! The names come from the moves: every legal move of the start position and of each position
//! one ply later (after its first 64 moves) is formatted, the cell it fills (or leaves) found
//! by comparing the boards before and after, and the name split into its column and row parts
//! (`f5`: column `f`, row `5`; `b5c4`: the cell left, `b5`, and the cell reached, `c4`); a move
//! of several squares (`c3c4`, `d10d4g7`) names, for each of its letters, the one column among
//! the cells it changed that every such move agrees on, and likewise for its numbers and rows.
//! Rows and columns that no such move names are filled in by continuing the letters and numbers
//! seen; the cells numbered one by one have their rows and columns numbered from 1.

use std::collections::BTreeMap;

use crate::registry::Bundled;
use game_dsl::{Cells, Game, GameExt, Look, Names as Naming, Notation, Player, Scoring, Stones};
use serde_json::{Value, json};

/// Whether every cell of the board's rectangle is on the board ([`Notation::on_board`]): not
/// so on a triangle or a hexagon of hexagons.
pub fn whole<G: Notation>() -> bool {
    G::BOARD.is_none_or(|(width, height)| (0..width * height).all(G::on_board))
}

/// What [`cells`] puts on a cell of the board's rectangle that is off the board.
pub const OFF_BOARD: char = ' ';

/// What [`cells`] puts on an empty cell of a position written with runs of empty cells.
pub const EMPTY: char = '-';

/// The cells of a position's text on the board's rectangle, row by row: its first word, one
/// character a cell, with [`OFF_BOARD`] for each cell the board leaves out (a triangle of
/// hexagons, [`Notation::on_board`]), so that cell `row * width + column` is at that index. A
/// first word of rows split by `/`, as FEN writes them (`rnbqkbnr/pppppppp/8/...`), has its
/// runs of digits read as that many empty cells ([`EMPTY`]).
pub fn cells<G: Notation>(position: &str) -> Vec<char> {
    let first = position.split(' ').next().unwrap_or("");
    if first.contains('/') {
        // The board's rows only: a FEN's hands (`[Pn]` after the rows) and the marks of
        // promoted pieces (`Q~`) are not cells.
        let rows = first.split('[').next().unwrap_or("");
        let mut out = Vec::new();
        let mut run = 0;
        for mark in rows.chars().filter(|&c| c != '~').chain(['/']) {
            match mark.to_digit(10) {
                Some(digit) => run = run * 10 + digit as usize,
                None => {
                    out.extend(std::iter::repeat_n(EMPTY, run));
                    run = 0;
                    if mark != '/' {
                        out.push(mark);
                    }
                }
            }
        }
        return out;
    }
    let mut marks = first.chars();
    match G::BOARD {
        Some((width, height)) if !whole::<G>() => (0..width * height)
            .map(|cell| {
                if G::on_board(cell) {
                    marks.next().unwrap_or(OFF_BOARD)
                } else {
                    OFF_BOARD
                }
            })
            .collect(),
        _ => marks.collect(),
    }
}

/// The cells of `pos`'s board as [`cells`] gives them: from the game's own letters where it
/// gives them ([`Notation::board_letters`]: games of kinds, whose SFEN writes a promoted piece
/// in two characters), else from its position's text.
pub fn board_of<G: Notation>(pos: &G) -> Vec<char> {
    pos.board_letters()
        .unwrap_or_else(|| cells::<G>(&pos.position_string()))
}

/// What a move did to the board: the cell it filled, the cell it emptied (a step), and every
/// other cell whose content changed (Othello's flips). Cells are `[row, column]`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Change {
    pub cell: Option<[usize; 2]>,
    pub from: Option<[usize; 2]>,
    pub others: Vec<[usize; 2]>,
}

/// The change from the board `before` to the board `after`, of a board `width` cells wide.
pub fn change(before: &[char], after: &[char], width: usize) -> Change {
    let at = |i: usize| [i / width, i % width];
    let mut change = Change::default();
    for i in 0..before.len().min(after.len()) {
        match (before[i], after[i]) {
            (b, a) if b == a => {}
            ('-', _) if change.cell.is_none() => change.cell = Some(at(i)),
            (_, '-') if change.from.is_none() => change.from = Some(at(i)),
            _ => change.others.push(at(i)),
        }
    }
    change
}

/// `GET /api/games`' `layout` of a game, from its [`Look`] ([`Notation::LOOK`]): `{"kind":
/// "piles"}`; `{"kind": "pits",
/// "per_side", "stores"}`; `{"kind": "points", "size", "points", "lines", "sides"}` for a board of
/// points joined by lines (each point's `name`, [`point_names`], and its column `x` and row `y` on
/// the `size x size` grid from the top left; each line the indices of the two points it joins);
/// `{"kind": "tiles", "sides", "kinds"}` for a game whose pieces are the board (Hive: its
/// kinds' `letter` and `name`; the pieces are the state's `tiles`); `{"kind": "edges",
/// "columns", "rows", "edges", "names"}` for a game
/// of edges and boxes (the dots each edge joins, [`edge_dots`], and its name); or the kind of board (`square`,
/// `hex`, or `crossings` with the row after which its lines break, `gap`, and the rectangles drawn
/// crossed, `crossed`: [`Cells::Crossings`]), the class of its stones ([`stone_class`]), what its pieces are (`stones`:
/// `stones`, `letters`, `discs`, `drops`, `dominoes`; `kings`, `arrows`), the `blocks` a turn
/// rotates (`n` for blocks of `n x n`, or `null`) and the `turns` that end its moves
/// ([`placements`]), `width`, `height`, which cells of that
/// rectangle are `on_board` (rows of booleans), the labels of the `columns` (left to right)
/// and `rows` (top to bottom) and the names of the `cells` (row by row), each `null` where the
/// notation does not name them (a drop names a column, not a cell), and the parity of the
/// squares drawn dark on a checkerboard, `checkered` (`(row + column) % 2`, or `null`), and
/// for a game of several kinds its `kinds` ([`Notation::kinds`]: each one's `letter`, `name`,
/// `promoted_from`, a letter or `null`, and `value`; empty for a game of stones).
pub fn layout<G: Bundled>() -> Value {
    let look = G::LOOK;
    let Some((width, height)) = G::BOARD else {
        return match look.cells {
            Cells::Pits { per_side, stores } => {
                json!({"kind": "pits", "per_side": per_side, "stores": stores})
            }
            Cells::Edges { columns, rows } => json!({
                "kind": "edges",
                "columns": columns,
                "rows": rows,
                "edges": edge_dots(columns.into(), rows.into()),
                "names": edge_names::<G>(),
            }),
            Cells::Points {
                size,
                points,
                lines,
            } => json!({
                "kind": "points",
                "size": size,
                "points": points
                    .iter()
                    .zip(point_names::<G>(points.len()))
                    .map(|(&(x, y), name)| json!({"name": name, "x": x, "y": y}))
                    .collect::<Vec<_>>(),
                "lines": lines,
                "sides": look.sides,
            }),
            Cells::Tiles => json!({
                "kind": "tiles",
                "sides": look.sides,
                "kinds": G::kinds()
                    .iter()
                    .map(|k| json!({"letter": k.letter.to_string(), "name": k.name}))
                    .collect::<Vec<_>>(),
            }),
            _ => json!({"kind": "piles"}),
        };
    };
    let (kind, gap, crossed, stars) = match look.cells {
        Cells::Hexagons => ("hex", None, &[][..], &[][..]),
        Cells::Crossings {
            gap,
            crossed,
            stars,
        } => ("crossings", gap, crossed, stars),
        _ => ("square", None, &[][..], &[][..]),
    };
    let names = Names::of::<G>(width, height);
    let on_board: Vec<Vec<bool>> = (0..height)
        .map(|row| {
            (0..width)
                .map(|column| G::on_board(row * width + column))
                .collect()
        })
        .collect();
    let (_, stones, _) = look.words();
    json!({
        "kind": kind,
        "look": stone_class(&look),
        "stones": stones,
        "kings": look.kings,
        "arrows": look.arrows,
        "blocks": look.blocks,
        "turns": turned_blocks::<G>().map(|n| placements::<G>(n.into(), width).1),
        "width": width,
        "height": height,
        "on_board": on_board,
        "columns": names.columns,
        "rows": names.rows,
        "cells": names.cells,
        "checkered": look.checkered,
        "gap": gap,
        "crossed": crossed,
        "stars": stars,
        "sides": look.sides,
        "kinds": G::kinds()
            .iter()
            .map(|k| {
                json!({
                    "letter": k.letter.to_string(),
                    "name": k.name,
                    "promoted_from": k.promoted_from.map(String::from),
                    "value": k.value,
                })
            })
            .collect::<Vec<_>>(),
    })
}

/// The name of each point of a board of points ([`Cells::Points`]), in the order of the
/// position's first word: the move that places a stone on it alone from the start (`d7`);
/// `None` for a point no first move fills.
fn point_names<G: Notation>(count: usize) -> Vec<Option<String>> {
    let start = G::start();
    let before = point_position(&start.position_string()).0;
    let mut names = vec![None; count];
    for mv in start.moves() {
        let after = point_position(&start.after(mv).position_string()).0;
        let filled: Vec<usize> = (0..count.min(before.len()).min(after.len()))
            .filter(|&i| before[i] == EMPTY && after[i] != EMPTY)
            .collect();
        if let [point] = filled[..] {
            names[point].get_or_insert_with(|| start.format_move(mv));
        }
    }
    names
}

/// A position of a game of points ([`Cells::Points`], written as
/// [`game_dsl::points::position_string`] writes it: `-X---------------------- 8 9 O 1`): each
/// point's content (`X`, `O`, `-`) in the points' order, and the stones X and O hold in hand,
/// if the position says them.
pub fn point_position(position: &str) -> (Vec<char>, Option<[u32; 2]>) {
    let mut words = position.split(' ');
    let points = words.next().unwrap_or("").chars().collect();
    let hand = match (words.next(), words.next()) {
        (Some(x), Some(o)) => x.parse().ok().zip(o.parse().ok()).map(|(x, o)| [x, o]),
        _ => None,
    };
    (points, hand)
}

/// What a turn did on a board of points, from the points before and after it and the side
/// that played it: the point its stone left (a step or a flight), the point it reached, and
/// the opponent's stones it took; and the points in the order a player clicks them (`path`:
/// left, reached, taken).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PointChange {
    pub left: Option<usize>,
    pub reached: Option<usize>,
    pub taken: Vec<usize>,
}

impl PointChange {
    /// The change from the points `before` to `after` of a turn by the side whose stones are
    /// `mover`.
    pub fn of(before: &[char], after: &[char], mover: char) -> PointChange {
        let mut change = PointChange::default();
        for i in 0..before.len().min(after.len()) {
            match (before[i], after[i]) {
                (b, a) if b == a => {}
                (b, EMPTY) if b == mover => change.left = change.left.or(Some(i)),
                (EMPTY, a) if a == mover => change.reached = change.reached.or(Some(i)),
                (_, EMPTY) => change.taken.push(i),
                _ => {}
            }
        }
        change
    }

    /// The points in the order a turn is clicked: the point left, the point reached, the
    /// stones taken.
    pub fn path(&self) -> Vec<usize> {
        self.left
            .into_iter()
            .chain(self.reached)
            .chain(self.taken.iter().copied())
            .collect()
    }
}

/// The edges of a board of `columns` x `rows` boxes in the order of the position's first word
/// ([`Cells::Edges`]), each as the two dots it joins, `[[row, column], [row, column]]` (dots
/// counted from 0 at the top left): the horizontal edges row by row, then the vertical ones.
pub fn edge_dots(columns: usize, rows: usize) -> Vec<[[usize; 2]; 2]> {
    let across = (0..=rows).flat_map(|r| (0..columns).map(move |c| [[r, c], [r, c + 1]]));
    let down = (0..rows).flat_map(|r| (0..=columns).map(move |c| [[r, c], [r + 1, c]]));
    across.chain(down).collect()
}

/// A position of a game of edges ([`Cells::Edges`]): which edges are drawn, in the order of
/// [`edge_dots`], and the owner of each box row by row (`X`, `O` or `-`); `None` if the text is
/// not such a position.
pub fn edge_position(position: &str) -> Option<(Vec<bool>, Vec<char>)> {
    let mut words = position.split(' ');
    let drawn = words.next()?.chars().map(|c| c == '1').collect();
    let boxes = words.next()?.chars().collect();
    Some((drawn, boxes))
}

/// The edges a move draws: those drawn in `after` and not in `before` (positions' texts).
pub fn edges_drawn(before: &str, after: &str) -> Vec<usize> {
    match (edge_position(before), edge_position(after)) {
        (Some((before, _)), Some((after, _))) => (0..before.len().min(after.len()))
            .filter(|&i| after[i] && !before[i])
            .collect(),
        _ => Vec::new(),
    }
}

/// The name of each edge of a game of edges, in the order of [`edge_dots`], as the notation
/// writes the move that draws it alone from the start (`a1b1`); `null` for an edge no first
/// move draws alone.
fn edge_names<G: Notation>() -> Vec<Option<String>> {
    let start = G::start();
    let before = start.position_string();
    let count = edge_position(&before).map_or(0, |(drawn, _)| drawn.len());
    let mut names = vec![None; count];
    for mv in start.moves() {
        if let [edge] = edges_drawn(&before, &start.after(mv).position_string())[..] {
            names[edge] = Some(start.format_move(mv));
        }
    }
    names
}

/// The side of the blocks a move turns after its placement, if the game's moves do: the blocks
/// of the look, when a move's text goes on after its cell's name (Pentago's `c3:4+`); blocks
/// that only shape the board (Ultimate tic-tac-toe's) are not turned.
fn turned_blocks<G: Notation>() -> Option<u8> {
    let start = G::start();
    let suffixed = start.moves().into_iter().any(|mv| {
        !start
            .format_move(mv)
            .chars()
            .all(|c| c.is_ascii_alphanumeric())
    });
    G::LOOK.blocks.filter(|_| suffixed)
}

/// A placement and a turn that explain a move: the cell placed on, the block turned (`[row,
/// column]` of blocks) and whether clockwise.
type Fit = (usize, [usize; 2], bool);

/// The moves of a game that places a stone and then turns a block of `n x n` cells
/// (Pentago), read from the start position's moves, whose text is the cell's name then the
/// turn's (`c3:4+` is `c3` then `:4+`): the name of each cell (`row * width + column`), and each
/// turn as `{"suffix", "block", "clockwise"}`: the block it turns (`[row, column]` of blocks from
/// the top left) and whether it turns clockwise as drawn (row 1 at the top). A move is played
/// on a copy of the board for every empty cell, block and direction to see which give the board
/// after it; a placement in a block the move does not turn, or a turn of an empty block, fits
/// several, so each name keeps the one cell, and each turn the one block and direction, that
/// every move written with it agrees on.
fn placements<G: Notation>(n: usize, width: usize) -> (BTreeMap<usize, String>, Vec<Value>) {
    let start = G::start();
    let before = board_of(&start);
    let height = before.len() / width;
    let blocks: Vec<[usize; 2]> = (0..height / n)
        .flat_map(|br| (0..width / n).map(move |bc| [br, bc]))
        .collect();
    // Each move: its cell's name, its turn's, and every (cell, block, clockwise) that fits it.
    let mut fits: Vec<(String, String, Vec<Fit>)> = Vec::new();
    for mv in start.moves() {
        let text = start.format_move(mv);
        let split = text
            .find(|c: char| !c.is_ascii_alphanumeric())
            .unwrap_or(text.len());
        let (name, suffix) = text.split_at(split);
        let after = board_of(&start.after(mv));
        let mut fit = Vec::new();
        for cell in (0..before.len()).filter(|&i| before[i] == '-') {
            let mut placed = before.clone();
            placed[cell] = start.side_to_move().symbol();
            for &block in &blocks {
                for clockwise in [true, false] {
                    if turned(&placed, width, n, block, clockwise) == after {
                        fit.push((cell, block, clockwise));
                    }
                }
            }
        }
        fits.push((name.to_string(), suffix.to_string(), fit));
    }
    // The one cell that every move written with a name agrees on.
    let mut named: BTreeMap<&str, Vec<usize>> = BTreeMap::new();
    for (name, _, fit) in &fits {
        let here: Vec<usize> = fit.iter().map(|f| f.0).collect();
        let known = named.entry(name).or_insert_with(|| here.clone());
        known.retain(|cell| here.contains(cell));
    }
    let only = |list: &[usize]| {
        let first = *list.first()?;
        list.iter().all(|&c| c == first).then_some(first)
    };
    let cell_of: BTreeMap<&str, usize> = named
        .iter()
        .filter_map(|(&name, cells)| Some((name, only(cells)?)))
        .collect();
    // Then the one turn that every move written with a turn's text agrees on, its cell known.
    let mut turned_by: BTreeMap<&str, Vec<([usize; 2], bool)>> = BTreeMap::new();
    for (name, suffix, fit) in &fits {
        let Some(&cell) = cell_of.get(name.as_str()) else {
            continue;
        };
        let how: Vec<([usize; 2], bool)> = fit
            .iter()
            .filter(|f| f.0 == cell)
            .map(|f| (f.1, f.2))
            .collect();
        let known = turned_by.entry(suffix).or_insert_with(|| how.clone());
        known.retain(|turn| how.contains(turn));
    }
    let names = cell_of
        .iter()
        .map(|(&name, &cell)| (cell, name.to_string()))
        .collect();
    let turns = turned_by
        .into_iter()
        .filter_map(|(suffix, turns)| match turns[..] {
            [(block, clockwise)] => {
                Some(json!({"suffix": suffix, "block": block, "clockwise": clockwise}))
            }
            _ => None,
        })
        .collect();
    (names, turns)
}

/// The board `cells` (`width` wide) with the `n x n` block at `[row, column]` of blocks turned a
/// quarter, clockwise as drawn (row 0 at the top) or not.
fn turned(cells: &[char], width: usize, n: usize, block: [usize; 2], clockwise: bool) -> Vec<char> {
    let mut out = cells.to_vec();
    let [top, left] = [block[0] * n, block[1] * n];
    for i in 0..n {
        for j in 0..n {
            // Clockwise, the cell at (i, j) of the block goes to (j, n - 1 - i).
            let (ti, tj) = if clockwise {
                (j, n - 1 - i)
            } else {
                (n - 1 - j, i)
            };
            out[(top + ti) * width + left + tj] = cells[(top + i) * width + left + j];
        }
    }
    out
}

/// Whether the game's board is of hexagons ([`Cells::Hexagons`]).
pub fn hexagons<G: Notation>() -> bool {
    G::LOOK.cells == Cells::Hexagons
}

/// Whether the game's stones are dropped into columns ([`Stones::Drops`]): a move names a
/// column.
pub fn drops<G: Notation>() -> bool {
    G::BOARD.is_some() && G::LOOK.stones == Stones::Drops
}

/// The class the page styles a board's stones by: `drops` (discs in a frame), `flips` (discs
/// on green), `marks` (the letters X and O) or `stones`.
pub fn stone_class(look: &Look) -> &'static str {
    match look.stones {
        Stones::Drops => "drops",
        Stones::Discs => "flips",
        Stones::Letters => "marks",
        Stones::Stones | Stones::Dominoes => "stones",
        Stones::Figurines => "figurines",
        Stones::Wedges => "wedges",
    }
}

/// How many of the start position's moves are followed one ply further to read names.
const SECOND_PLY: usize = 64;

/// The names of a board's columns, rows and cells.
struct Names {
    columns: Option<Vec<String>>,
    rows: Option<Vec<String>>,
    cells: Option<Vec<Vec<String>>>,
}

impl Names {
    /// The names a game gives its cells ([`Notation::cell_name`]), a column's label the part of
    /// its cells' names (their letters, or their digits) that all of them share, a row's
    /// likewise: chess's `e` and `4`, shogi's `7` and `g`. `None` where the game does not name
    /// its cells.
    fn given<G: Notation>(width: usize, height: usize) -> Option<Names> {
        let cells: Vec<Vec<String>> = (0..height)
            .map(|row| {
                (0..width)
                    .map(|column| G::cell_name(row * width + column))
                    .collect()
            })
            .collect::<Option<_>>()?;
        // A name's letters and its digits, whichever comes first.
        let parts = |name: &str| -> [String; 2] {
            let split = |c: char| c.is_ascii_digit();
            [
                name.chars().filter(|&c| !split(c)).collect(),
                name.chars().filter(|&c| split(c)).collect(),
            ]
        };
        // The part of every name in `names` that they all share.
        let shared = |names: Vec<&String>| -> Option<String> {
            let first = parts(names[0]);
            first
                .into_iter()
                .enumerate()
                .find(|(i, part)| names.iter().all(|name| parts(name)[*i] == *part))
                .map(|(_, part)| part)
        };
        let columns = (0..width)
            .map(|column| shared(cells.iter().map(|row| &row[column]).collect()))
            .collect();
        let rows = cells
            .iter()
            .map(|row| shared(row.iter().collect()))
            .collect();
        Some(Names {
            columns,
            rows,
            cells: Some(cells),
        })
    }

    /// Reads the names from the moves of the start position and of the positions one ply on,
    /// after the first [`SECOND_PLY`] of its moves: a game of many first moves (Amazons has
    /// 2,176) names its cells in them, and reading all the replies would take seconds.
    fn of<G: Bundled>(width: usize, height: usize) -> Names {
        if let Some(names) = Names::given::<G>(width, height) {
            return names;
        }
        let mut seen = Seen::default();
        let start = G::start();
        seen.moves_of(&start, width);
        for mv in start.moves().take(SECOND_PLY) {
            seen.moves_of(&start.after(mv), width);
        }
        if drops::<G>() {
            let columns = (0..width)
                .map(|c| seen.columns.get(&c).cloned())
                .collect::<Option<Vec<_>>>();
            return Names {
                columns,
                rows: None,
                cells: None,
            };
        }
        // A move that turns a block after its placement names the cell placed on, which the
        // turn may have moved: the names come from the turns tried.
        let names = match turned_blocks::<G>() {
            Some(n) => placements::<G>(n.into(), width).0,
            None => seen.cells,
        };
        if G::LOOK.names == Naming::Numbered {
            return numbered(&names, width, height).unwrap_or(Names {
                columns: None,
                rows: None,
                cells: None,
            });
        }
        algebraic(&names, width, height)
            .or_else(|| numbered(&names, width, height))
            .or_else(|| algebraic(&matched(&seen.spans, width), width, height))
            .unwrap_or(Names {
                columns: None,
                rows: None,
                cells: None,
            })
    }
}

/// The names read from moves: of cells (`row * width + column`) and, for drops, of columns;
/// and, for moves written as several squares (`c3c4`, `d10d4g7`), the squares each names with
/// the cells it changed.
#[derive(Default)]
struct Seen {
    cells: BTreeMap<usize, String>,
    columns: BTreeMap<usize, String>,
    spans: Vec<Span>,
}

/// A move written as several squares: the letters and number of each, and the cells the move
/// changed.
type Span = (Vec<(String, u32)>, Vec<[usize; 2]>);

impl Seen {
    /// Reads the names the legal moves of `pos` give.
    fn moves_of<G: Notation>(&mut self, pos: &G, width: usize) {
        let before = board_of(pos);
        for mv in pos.moves() {
            let text = pos.format_move(mv);
            let after = board_of(&pos.after(mv));
            let changed: Vec<[usize; 2]> = (0..before.len().min(after.len()))
                .filter(|&i| before[i] != after[i])
                .map(|i| [i / width, i % width])
                .collect();
            if let Some(parts) = squares(&text)
                && !changed.is_empty()
            {
                let parts = parts.iter().map(|(l, n)| (l.to_string(), *n)).collect();
                self.spans.push((parts, changed));
            }
            let change = change(&before, &after, width);
            let Some([row, column]) = change.cell else {
                continue;
            };
            let index = |[r, c]: [usize; 2]| r * width + c;
            self.columns.entry(column).or_insert_with(|| text.clone());
            match change.from {
                None => {
                    self.cells.entry(index([row, column])).or_insert(text);
                }
                Some(from) => {
                    if let Some((left, reached)) = two_squares(&text) {
                        self.cells.entry(index(from)).or_insert(left);
                        self.cells.entry(index([row, column])).or_insert(reached);
                    }
                }
            }
        }
    }
}

/// A name of letters then digits, split: `f5` is `("f", 5)`.
fn square(name: &str) -> Option<(&str, u32)> {
    let split = name.find(|c: char| c.is_ascii_digit())?;
    let (letters, digits) = name.split_at(split);
    if letters.is_empty() || !letters.chars().all(|c| c.is_ascii_alphabetic()) {
        return None;
    }
    Some((letters, digits.parse().ok()?))
}

/// A move written as squares back to back (`c3c4`, `d10d4g7`), split into the letters and the
/// number of each; `None` if it is not.
fn squares(text: &str) -> Option<Vec<(&str, u32)>> {
    let mut parts = Vec::new();
    let mut rest = text;
    while !rest.is_empty() {
        let letters = rest.find(|c: char| !c.is_ascii_alphabetic())?;
        let digits = rest[letters..]
            .find(|c: char| !c.is_ascii_digit())
            .map_or(rest.len(), |end| letters + end);
        parts.push(square(&rest[..digits])?);
        rest = &rest[digits..];
    }
    (!parts.is_empty()).then_some(parts)
}

/// The names of cells read from moves written as several squares, each move with the cells it
/// changed: a letter names the one column found among the changed cells of every move that
/// names it, a number the one row likewise (a jump also changes cells it does not name).
fn matched(spans: &[Span], width: usize) -> BTreeMap<usize, String> {
    let mut columns: BTreeMap<&str, Vec<usize>> = BTreeMap::new();
    let mut rows: BTreeMap<u32, Vec<usize>> = BTreeMap::new();
    let narrow = |known: Option<&Vec<usize>>, here: Vec<usize>| match known {
        None => here,
        Some(known) => known.iter().copied().filter(|i| here.contains(i)).collect(),
    };
    for (parts, changed) in spans {
        for (letters, number) in parts {
            let here = changed.iter().map(|cell| cell[1]).collect();
            let known = narrow(columns.get(letters.as_str()), here);
            columns.insert(letters, known);
            let here = changed.iter().map(|cell| cell[0]).collect();
            let known = narrow(rows.get(number), here);
            rows.insert(*number, known);
        }
    }
    let only = |candidates: &Vec<usize>| {
        let first = *candidates.first()?;
        candidates.iter().all(|&i| i == first).then_some(first)
    };
    let mut names = BTreeMap::new();
    for (letters, columns) in &columns {
        for (number, rows) in &rows {
            if let (Some(column), Some(row)) = (only(columns), only(rows)) {
                names.insert(row * width + column, format!("{letters}{number}"));
            }
        }
    }
    names
}

/// The cells a move touches, in order, from its text: the text split into the names of
/// `cells` (row by row), longest name first; `None` if it does not split so.
pub fn path(text: &str, cells: &[Vec<String>]) -> Option<Vec<[usize; 2]>> {
    let mut named: Vec<(&str, [usize; 2])> = cells
        .iter()
        .enumerate()
        .flat_map(|(r, row)| {
            row.iter()
                .enumerate()
                .map(move |(c, name)| (name.as_str(), [r, c]))
        })
        .collect();
    named.sort_by_key(|(name, _)| std::cmp::Reverse(name.len()));
    let mut path = Vec::new();
    let mut rest = text;
    while !rest.is_empty() {
        let &(name, cell) = named.iter().find(|(name, _)| rest.starts_with(name))?;
        path.push(cell);
        rest = &rest[name.len()..];
    }
    (!path.is_empty()).then_some(path)
}

/// The names of a board's cells, row by row, as [`layout`] gives them; computed once a game.
pub fn cell_names<G: Bundled>() -> Option<Vec<Vec<String>>> {
    use std::sync::Mutex;
    type Cache = BTreeMap<&'static str, Option<Vec<Vec<String>>>>;
    static NAMES: Mutex<Cache> = Mutex::new(BTreeMap::new());
    let (width, height) = G::BOARD?;
    if let Some(names) = NAMES.lock().expect("not poisoned").get(G::ID) {
        return names.clone();
    }
    let names = Names::of::<G>(width, height).cells;
    NAMES
        .lock()
        .expect("not poisoned")
        .insert(G::ID, names.clone());
    names
}

/// A step written as two squares back to back, split: `b5c4` is `("b5", "c4")`.
fn two_squares(text: &str) -> Option<(String, String)> {
    let second = text
        .char_indices()
        .skip(1)
        .find(|&(i, c)| {
            c.is_ascii_alphabetic() && text[..i].ends_with(|d: char| d.is_ascii_digit())
        })?
        .0;
    let (left, right) = text.split_at(second);
    (square(left).is_some() && square(right).is_some())
        .then(|| (left.to_string(), right.to_string()))
}

/// Names of one letter (the column) and a number (the row), as in `f5`, continued to the
/// columns and rows no move named: letters one apart, numbers a constant step apart.
fn algebraic(names: &BTreeMap<usize, String>, width: usize, height: usize) -> Option<Names> {
    let mut letters: BTreeMap<usize, char> = BTreeMap::new();
    let mut numbers: BTreeMap<usize, i64> = BTreeMap::new();
    for (&cell, name) in names {
        let (letter, number) = square(name)?;
        let mut chars = letter.chars();
        let (Some(letter), None) = (chars.next(), chars.next()) else {
            return None;
        };
        if *letters.entry(cell % width).or_insert(letter) != letter
            || *numbers.entry(cell / width).or_insert(number.into()) != i64::from(number)
        {
            return None;
        }
    }
    let (&c0, &l0) = letters.iter().next()?;
    let columns = (0..width)
        .map(|c| {
            let code = l0 as i64 + c as i64 - c0 as i64;
            let letter = char::from_u32(u32::try_from(code).ok()?)?;
            letter.is_ascii_alphabetic().then_some(letter)
        })
        .collect::<Option<Vec<char>>>()?;
    if letters.iter().any(|(&c, &l)| columns[c] != l) {
        return None;
    }
    let rows = continued(&numbers, height)?;
    let cells = rows
        .iter()
        .map(|row| {
            columns
                .iter()
                .map(|column| format!("{column}{row}"))
                .collect()
        })
        .collect();
    Some(Names {
        columns: Some(columns.iter().map(char::to_string).collect()),
        rows: Some(rows.iter().map(i64::to_string).collect()),
        cells: Some(cells),
    })
}

/// Numbers known at some indices, continued to `0..len` by the step between the first two
/// (1 if only one is known); `None` if a known number is off that progression.
fn continued(known: &BTreeMap<usize, i64>, len: usize) -> Option<Vec<i64>> {
    let mut iter = known.iter();
    let (&i0, &n0) = iter.next()?;
    let step = match iter.next() {
        Some((&i1, &n1)) => {
            let (dn, di) = (n1 - n0, i1 as i64 - i0 as i64);
            (dn % di == 0).then_some(dn / di)?
        }
        None => 1,
    };
    let all: Vec<i64> = (0..len)
        .map(|i| n0 + (i as i64 - i0 as i64) * step)
        .collect();
    known.iter().all(|(&i, &n)| all[i] == n).then_some(all)
}

/// Names that are numbers counting the cells row by row (`1` to `225`): the columns and the
/// rows labelled from 1 (a cell's number is `(row - 1) * width + column`).
fn numbered(names: &BTreeMap<usize, String>, width: usize, height: usize) -> Option<Names> {
    let numbers: BTreeMap<usize, i64> = names
        .iter()
        .map(|(&cell, name)| Some((cell, name.parse::<i64>().ok()?)))
        .collect::<Option<_>>()?;
    let all = continued(&numbers, width * height)?;
    let name = |row: usize, column: usize| all[row * width + column].to_string();
    Some(Names {
        columns: Some((1..=width).map(|c| c.to_string()).collect()),
        rows: Some((1..=height).map(|r| r.to_string()).collect()),
        cells: Some(
            (0..height)
                .map(|r| (0..width).map(|c| name(r, c)).collect())
                .collect(),
        ),
    })
}

/// The cells of the line that won a game on a square board, or `None`: the longest run, in
/// one of the four directions, of the winner's stones through the cell the winning move
/// filled, if it is at least three long. Only for games won by a placement that changed no
/// other cell and scored by distance (a margin game is won by a count, not a line).
pub fn winning_line<G: Game>(
    board: &[char],
    width: usize,
    winner: Player,
    change: &Change,
) -> Option<Vec<[usize; 2]>> {
    if G::SCORING != Scoring::Distance || change.from.is_some() || !change.others.is_empty() {
        return None;
    }
    let [row, column] = change.cell?;
    let height = board.len() / width;
    let mine = |r: isize, c: isize| {
        (0..height as isize).contains(&r)
            && (0..width as isize).contains(&c)
            && board[r as usize * width + c as usize] == winner.symbol()
    };
    let run = |dr: isize, dc: isize| {
        let (r, c) = (row as isize, column as isize);
        let back = (1..).take_while(|&k| mine(r - k * dr, c - k * dc)).count() as isize;
        let ahead = (1..).take_while(|&k| mine(r + k * dr, c + k * dc)).count() as isize;
        (-back..=ahead)
            .map(|k| [(r + k * dr) as usize, (c + k * dc) as usize])
            .collect::<Vec<_>>()
    };
    [(0, 1), (1, 0), (1, 1), (1, -1)]
        .into_iter()
        .map(|(dr, dc)| run(dr, dc))
        .max_by_key(Vec::len)
        .filter(|line| line.len() >= 3)
}

/// The chain that won a game of Hex drawn as a rhombus (each row half a cell right of the one
/// above, so that a cell touches two cells of the row above and two of the row below): the
/// shortest chain of the winner's stones from one of its sides to the other, X's the top and
/// bottom rows, O's the left and right columns; `None` if there is none.
pub fn winning_chain(board: &[char], width: usize, winner: Player) -> Option<Vec<[usize; 2]>> {
    let height = board.len() / width;
    let first = winner == Player::First;
    let mine = |[r, c]: [usize; 2]| board[r * width + c] == winner.symbol();
    let starts = (0..if first { width } else { height })
        .map(|i| if first { [0, i] } else { [i, 0] })
        .filter(|&cell| mine(cell));
    let goal = |[r, c]: [usize; 2]| {
        if first {
            r == height - 1
        } else {
            c == width - 1
        }
    };
    let mut came_from: BTreeMap<[usize; 2], Option<[usize; 2]>> = BTreeMap::new();
    let mut queue = std::collections::VecDeque::new();
    for start in starts {
        came_from.insert(start, None);
        queue.push_back(start);
    }
    while let Some(cell @ [r, c]) = queue.pop_front() {
        if goal(cell) {
            let mut chain = vec![cell];
            while let Some(&Some(previous)) = came_from.get(chain.last()?) {
                chain.push(previous);
            }
            chain.reverse();
            return Some(chain);
        }
        let (r, c) = (r as isize, c as isize);
        for (dr, dc) in HEX_STEPS {
            let (nr, nc) = (r + dr, c + dc);
            if !(0..height as isize).contains(&nr) || !(0..width as isize).contains(&nc) {
                continue;
            }
            let next = [nr as usize, nc as usize];
            if mine(next) && !came_from.contains_key(&next) {
                came_from.insert(next, Some(cell));
                queue.push_back(next);
            }
        }
    }
    None
}

/// The group of stones that holds `cell` on a board of hexagons drawn as a rhombus (see
/// [`winning_chain`]): the stones of its owner joined to it through the six neighbours. On a
/// board whose sides both players join (Y), the group of the winning move is what won.
pub fn hex_group(board: &[char], width: usize, cell: [usize; 2]) -> Option<Vec<[usize; 2]>> {
    let height = board.len() / width;
    let owner = *board.get(cell[0] * width + cell[1])?;
    if owner != 'X' && owner != 'O' {
        return None;
    }
    let mut group = vec![cell];
    let mut seen = std::collections::BTreeSet::from([cell]);
    let mut next = 0;
    while let Some(&[r, c]) = group.get(next) {
        next += 1;
        for (dr, dc) in HEX_STEPS {
            let (nr, nc) = (r as isize + dr, c as isize + dc);
            if !(0..height as isize).contains(&nr) || !(0..width as isize).contains(&nc) {
                continue;
            }
            let near = [nr as usize, nc as usize];
            if board[near[0] * width + near[1]] == owner && seen.insert(near) {
                group.push(near);
            }
        }
    }
    group.sort_unstable();
    Some(group)
}

/// The six neighbours of a hexagon in the rhombus, as `(row, column)` steps.
const HEX_STEPS: [(isize, isize); 6] = [(0, -1), (0, 1), (-1, 0), (-1, 1), (1, 0), (1, -1)];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_drop_games_are_those_whose_moves_name_columns() {
        use crate::*;
        assert!(drops::<ConnectFour>());
        assert!(drops::<ConnectThree>());
        assert!(drops::<ConnectFour8x7>());
        assert!(drops::<ConnectFour5x4>());
        assert!(!drops::<TicTacToe>());
        assert!(!drops::<Othello>());
        assert!(!drops::<Gomoku>());
        assert!(!drops::<Hex>());
        assert!(!drops::<Kono>());
        assert!(!drops::<Nim>());
        assert!(!drops::<Tokens>());
    }

    #[test]
    fn a_position_in_fen_is_read_as_cells_with_runs_of_empty_ones() {
        use crate::*;
        let start = cells::<Chess>(&Chess::start().position_string());
        assert_eq!(start.len(), 64);
        assert_eq!(start[..8].iter().collect::<String>(), "rnbqkbnr");
        assert_eq!(start[16..24].iter().collect::<String>(), "--------");
        assert_eq!(start[56..].iter().collect::<String>(), "RNBQKBNR");
        let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
        let board: String = cells::<Chess>(kiwipete).into_iter().collect();
        assert_eq!(&board[..8], "r---k--r");
        assert_eq!(&board[24..32], "---PN---");
        // The names come from the moves: the bottom row is 1, and a1 is dark.
        // Crazyhouse's hands and promoted pieces are left out of the cells.
        let crazy: String = cells::<Crazyhouse>(
            "1rb1kB~qq/pp1N4/1n2Pp2/Pp1p1P2/1p1P1p1r/1R5P/2PB2PK/1n2q~BNR[Bp] b - - 0 36",
        )
        .into_iter()
        .collect();
        assert_eq!(crazy.chars().count(), 64);
        assert!(crazy.starts_with("-rb-kBqq"), "{crazy}");
        let chess = layout::<Chess>();
        assert_eq!(chess["cells"][7][0], json!("a1"));
        assert_eq!(chess["cells"][0][4], json!("e8"));
        assert_eq!(chess["checkered"], json!(1));
        // Its sides are named as chess players name them; other games keep X and O.
        assert_eq!(chess["sides"], json!(["White", "Black"]));
        assert_eq!(layout::<Othello>()["sides"], json!(["X", "O"]));
    }

    #[test]
    fn the_layout_is_the_games_look() {
        use crate::*;
        assert_eq!(stone_class(&ConnectFour::LOOK), "drops");
        assert_eq!(stone_class(&Othello6::LOOK), "flips");
        assert_eq!(stone_class(&TicTacToe::LOOK), "marks");
        assert_eq!(stone_class(&Hex5::LOOK), "stones");
        assert_eq!(stone_class(&Kono::LOOK), "stones");
        assert!(hexagons::<Hex>() && hexagons::<Y>() && hexagons::<Havannah>());
        // The star of Chinese checkers: hexagons, its holes named by the moves' cells.
        assert!(hexagons::<ChineseCheckers>());
        let star = layout::<ChineseCheckers>();
        assert_eq!(star["cells"][0][12], json!("m1"));
        assert_eq!(star["cells"][16][4], json!("e17"));
        assert_eq!(star["on_board"][0][11], json!(false));
        // TwixT's corners are off the board; its holes keep their names.
        let twixt = layout::<Twixt>();
        assert_eq!(twixt["on_board"][0][0], json!(false));
        assert_eq!(twixt["cells"][2][2], json!("c3"));
        assert!(!hexagons::<Gomoku>() && !hexagons::<Pentago>());
        let checkers = layout::<Checkers>();
        assert_eq!(checkers["checkered"], json!(1));
        assert_eq!(checkers["kings"], json!(true));
        assert_eq!(layout::<Konane>()["checkered"], json!(1));
        assert_eq!(layout::<Othello>()["checkered"], Value::Null);
        // Xiangqi on the crossings of its lines: the river after the fifth row from the top,
        // the palaces (d8..f10 and d1..f3) crossed; no checkerboard. Go on plain crossings.
        let xiangqi = layout::<Xiangqi>();
        assert_eq!(xiangqi["kind"], json!("crossings"));
        assert_eq!(xiangqi["gap"], json!(4));
        assert_eq!(xiangqi["crossed"], json!([[3, 7, 3, 3], [3, 0, 3, 3]]));
        assert_eq!(xiangqi["checkered"], Value::Null);
        let go = layout::<Go9>();
        assert_eq!(
            (&go["kind"], &go["gap"]),
            (&json!("crossings"), &Value::Null)
        );
        // Go's points named as its moves are: columns a to j without i, rows from the bottom.
        assert_eq!(go["cells"][0][0], json!("a9"));
        assert_eq!(go["columns"][8], json!("j"));
        assert_eq!(go["rows"][8], json!("1"));
        // Its star points: the 3-3 points and the centre on 9 x 9, the 4-4, sides and centre on
        // 19 x 19.
        assert_eq!(go["stars"], json!([[2, 2], [6, 2], [4, 4], [2, 6], [6, 6]]));
        assert_eq!(layout::<Go>()["stars"].as_array().map(Vec::len), Some(9));
        assert_eq!(xiangqi["stars"], json!([]));
        assert_eq!(layout::<Chess>()["kind"], json!("square"));
        // Chess (and its variants) as figurines, each kind named; shogi's pointed pieces on a
        // board of one colour, each promoted kind with the kind it is promoted from.
        let chess = layout::<Chess>();
        assert_eq!(
            (&chess["look"], &chess["stones"]),
            (&json!("figurines"), &json!("figurines"))
        );
        assert_eq!(
            chess["kinds"][1],
            json!({"letter": "N", "name": "knight", "promoted_from": null, "value": 300})
        );
        assert_eq!(chess["kinds"][4]["promoted_from"], Value::Null);
        assert_eq!(layout::<Crazyhouse>()["stones"], json!("figurines"));
        let shogi = layout::<Shogi>();
        // Shogi's cells named as USI writes them: columns 9 to 1 from the left, rows a to i
        // from the top.
        assert_eq!(shogi["cells"][6][2], json!("7g"));
        assert_eq!(shogi["columns"][0], json!("9"));
        assert_eq!(shogi["rows"][8], json!("i"));
        assert_eq!(
            (&shogi["stones"], &shogi["checkered"]),
            (&json!("wedges"), &Value::Null)
        );
        assert_eq!(
            shogi["kinds"][8],
            json!({"letter": "T", "name": "tokin", "promoted_from": "P", "value": 500})
        );
        assert_eq!(shogi["kinds"][13]["promoted_from"], json!("R"));
        assert_eq!(shogi["kinds"][7]["promoted_from"], Value::Null);
        assert_eq!(xiangqi["stones"], json!("stones"));
        assert_eq!(layout::<Othello>()["kinds"], json!([]));
        assert_eq!(layout::<Domineering>()["stones"], json!("dominoes"));
        assert_eq!(layout::<Amazons6>()["arrows"], json!(true));
        let pentago = layout::<Pentago>();
        assert_eq!(pentago["blocks"], json!(3));
        // The cells named by the placements: c3 is row 3 from the top, column c.
        assert_eq!(pentago["cells"][2][2], json!("c3"));
        assert_eq!(pentago["columns"], json!(["a", "b", "c", "d", "e", "f"]));
        // Eight turns: each quadrant either way; `:4+` the lower right one, clockwise.
        assert_eq!(pentago["turns"].as_array().map(Vec::len), Some(8));
        let turn = |suffix: &str| {
            pentago["turns"]
                .as_array()
                .and_then(|turns| turns.iter().find(|t| t["suffix"] == suffix).cloned())
        };
        assert_eq!(
            turn(":4+"),
            Some(json!({"suffix": ":4+", "block": [1, 1], "clockwise": true}))
        );
        assert_eq!(
            turn(":1-"),
            Some(json!({"suffix": ":1-", "block": [0, 0], "clockwise": false}))
        );
        assert_eq!(
            layout::<Kalah>(),
            json!({"kind": "pits", "per_side": 6, "stores": true})
        );
        assert_eq!(layout::<Nim>(), json!({"kind": "piles"}));
        // Nine men's morris: 24 points on a 7 x 7 grid, each named by its placement, 32 lines.
        let morris = layout::<NineMensMorris>();
        assert_eq!(morris["kind"], json!("points"));
        assert_eq!(morris["size"], json!(7));
        assert_eq!(morris["points"].as_array().map(Vec::len), Some(24));
        assert_eq!(morris["points"][0], json!({"name": "a7", "x": 0, "y": 0}));
        assert_eq!(morris["points"][9], json!({"name": "a4", "x": 0, "y": 3}));
        assert_eq!(morris["points"][23], json!({"name": "g1", "x": 6, "y": 6}));
        assert_eq!(morris["lines"].as_array().map(Vec::len), Some(32));
        // Its sides are OpenSpiel's White and Black, declared in `sides`.
        assert_eq!(morris["sides"], json!(["White", "Black"]));
        assert_eq!(morris["lines"][0], json!([0, 1]));
        // Dots and boxes: 2 x 2 boxes, 12 edges, each named by the move that draws it.
        let boxes = layout::<DotsAndBoxes>();
        assert_eq!(boxes["kind"], json!("edges"));
        assert_eq!(
            (boxes["columns"].clone(), boxes["rows"].clone()),
            (json!(2), json!(2))
        );
        assert_eq!(boxes["edges"].as_array().map(Vec::len), Some(12));
        assert_eq!(boxes["edges"][0], json!([[0, 0], [0, 1]]));
        assert_eq!(boxes["edges"][6], json!([[0, 0], [1, 0]]));
        assert_eq!(boxes["names"][0], json!("a1b1"));
        assert_eq!(boxes["names"][6], json!("a1a2"));
        assert_eq!(boxes["names"][11], json!("c2c3"));
        // Gomoku's cells are numbered 1 to 225; its rows and columns 1 to 15.
        let gomoku = layout::<Gomoku>();
        let rows: Vec<String> = (1..=15).map(|r| r.to_string()).collect();
        assert_eq!(gomoku["rows"], json!(rows));
        assert_eq!(gomoku["columns"], json!(rows));
        assert_eq!(gomoku["cells"][1][0], json!("16"));
    }

    #[test]
    fn a_hex_group_is_the_stones_joined_to_a_cell() {
        // 3 x 3, X on a1 b1 (row 1), a2 (row 2) and c3; O on b2. c3 is not joined to the rest.
        let board: Vec<char> = "XX-XO---X".chars().collect();
        assert_eq!(
            hex_group(&board, 3, [1, 0]),
            Some(vec![[0, 0], [0, 1], [1, 0]])
        );
        assert_eq!(hex_group(&board, 3, [2, 2]), Some(vec![[2, 2]]));
        assert_eq!(hex_group(&board, 3, [0, 2]), None);
    }

    #[test]
    fn a_hex_chain_follows_the_six_neighbours() {
        // X: a1, b1 (row 1), a2 (row 2, touching a1 and b1), a3 (touching a2); O elsewhere.
        let board: Vec<char> = "XXO-XO--XO--".chars().collect();
        assert_eq!(
            winning_chain(&board, 4, Player::First),
            Some(vec![[0, 0], [1, 0], [2, 0]])
        );
        // O: c1, b2 (below-left of c1), b3: left to right is not joined.
        assert_eq!(winning_chain(&board, 4, Player::Second), None);
        // O across the middle row, left to right.
        let across: Vec<char> = "X--OOOX--".chars().collect();
        assert_eq!(
            winning_chain(&across, 3, Player::Second),
            Some(vec![[1, 0], [1, 1], [1, 2]])
        );
    }

    #[test]
    fn a_turn_on_points_is_clicked_from_the_point_left_to_the_stone_taken() {
        let before: Vec<char> = "XO-X".chars().collect();
        // X steps from 0 to 2 and takes O's stone on 1.
        let after: Vec<char> = "--XX".chars().collect();
        let change = PointChange::of(&before, &after, 'X');
        assert_eq!(
            change,
            PointChange {
                left: Some(0),
                reached: Some(2),
                taken: vec![1]
            }
        );
        assert_eq!(change.path(), [0, 2, 1]);
        assert_eq!(
            point_position("-X---------------------- 8 9 O 1"),
            ("-X----------------------".chars().collect(), Some([8, 9]))
        );
        assert_eq!(point_position("X-O 5").1, None);
    }

    #[test]
    fn steps_split_into_their_two_squares() {
        assert_eq!(two_squares("b5c4"), Some(("b5".into(), "c4".into())));
        assert_eq!(two_squares("a10b9"), Some(("a10".into(), "b9".into())));
        assert_eq!(two_squares("84"), None);
    }

    #[test]
    fn missing_rows_continue_the_progression() {
        let known = BTreeMap::from([(2, 3), (5, 6)]);
        assert_eq!(continued(&known, 8), Some((1..=8).collect()));
        let off = BTreeMap::from([(0, 1), (1, 2), (2, 4)]);
        assert_eq!(continued(&off, 3), None);
    }

    game_dsl::game! {
        /// Stones placed or stepped on a hexagon of side 3, won by Havannah's shapes: the
        /// general primitives' game, as an author's crate would have it.
        pub SteppingHavannah {
            board: hex hexagon 3,
            moves: [place, step all],
            win: ring or connect 2 of corners or connect 3 of edges,
            limit: 60,
        }
    }

    impl Bundled for SteppingHavannah {
        const ID: &'static str = "stepping-havannah";
        const SUMMARY: &'static str = "Havannah's shapes by stones placed or stepped";
    }

    game_dsl::game! {
        /// Drops and a `blocked` rule: the general primitives' game of drops.
        pub BlockedFour { board: 7 x 6, moves: drop, win: line 4, blocked: draw }
    }

    #[test]
    fn the_general_primitives_draw_as_the_kernels_do() {
        // Hexagons on the outline: the rhombus's other cells are off the board, and a
        // position's text lists the 19 cells of the hexagon only.
        assert!(hexagons::<SteppingHavannah>());
        assert!(!whole::<SteppingHavannah>());
        let layout = layout::<SteppingHavannah>();
        assert_eq!(layout["on_board"][0][0], json!(false));
        assert_eq!(layout["on_board"][0][2], json!(true));
        assert_eq!(layout["cells"][0][2], json!("c1"));
        let pos = SteppingHavannah::start().play_sequence("c1").unwrap();
        let cells = board_of(&pos);
        assert_eq!(cells.len(), 25);
        assert_eq!(cells[2], 'X');
        assert_eq!(cells[0], OFF_BOARD);
        // A game of drops alone names its moves by column, as Connect Four's kernel does.
        assert!(drops::<BlockedFour>());
        assert_eq!(
            BlockedFour::start().format_move(BlockedFour::start().legal_moves()[0]),
            "1"
        );
    }
}
