//! The board as the web page draws it, from the game itself rather than from its name: the
//! game's [`Look`] (squares, hexagons, pits, points joined by lines, edges between dots or
//! piles; a checkerboard; what its pieces are; the blocks a turn rotates), its size, and the
//! names of its rows, columns and cells in the game's own move notation
//! ([`Notation::cell_name`]); and, for a position reached by a move, what that move changed and
//! the line that won.
//!
//! Nothing is read back from the moves' text: a row's and a column's label is the part of its
//! cells' names that they all share (chess's `e` and `4`), or the cells' numbers' rows and
//! columns counted from 1 where the cells are numbered one by one, and the turns of blocks
//! are those the look says the moves make.

use std::collections::BTreeMap;

use crate::registry::Bundled;
use game_dsl::{Cells, Game, Look, Names as Naming, Notation, Player, Scoring, Stones};
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
            Cells::Edges { columns, rows } => {
                let edges = edge_dots(columns.into(), rows.into());
                let names: Vec<_> = (0..edges.len()).map(G::cell_name).collect();
                json!({
                    "kind": "edges",
                    "columns": columns,
                    "rows": rows,
                    "edges": edges,
                    "names": names,
                })
            }
            Cells::Points {
                size,
                points,
                lines,
            } => json!({
                "kind": "points",
                "size": size,
                "points": points
                    .iter()
                    .enumerate()
                    .map(|(i, &(x, y))| json!({"name": G::cell_name(i), "x": x, "y": y}))
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
        "turns": turns(&look, width, height),
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

/// The turns of blocks a move may end with, where the look says the moves turn its blocks
/// ([`Look::turns`], Pentago): each as `{"suffix", "block", "clockwise"}`, the text that ends a
/// move with it (`:4+`, [`game_dsl::turn::turn_text`]), the block it turns (`[row, column]` of
/// blocks from the top left) and whether it turns clockwise as drawn (row 1 at the top).
/// `None` for a game whose moves turn nothing.
fn turns(look: &Look, width: usize, height: usize) -> Option<Vec<Value>> {
    let n = usize::from(look.blocks.filter(|_| look.turns)?);
    let across = width / n;
    let blocks = across * (height / n);
    Some(
        (0..2 * blocks)
            .map(|turn| {
                let (block, clockwise) = game_dsl::turn::turn_of(turn);
                json!({
                    "suffix": game_dsl::turn::turn_text(turn),
                    "block": [block / across, block % across],
                    "clockwise": clockwise,
                })
            })
            .collect(),
    )
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

/// The names of a board's columns, rows and cells.
struct Names {
    columns: Option<Vec<String>>,
    rows: Option<Vec<String>>,
    cells: Option<Vec<Vec<String>>>,
}

impl Names {
    /// The names the game gives its cells ([`Notation::cell_name`]), and its rows' and
    /// columns' labels: numbered from 1 where the cells are numbered one by one, the columns
    /// numbered from 1 where the moves name columns (drops), else the part of its cells' names
    /// (their letters, or their digits) that all of them share: chess's `e` and `4`, shogi's
    /// `7` and `g`.
    fn of<G: Notation>(width: usize, height: usize) -> Names {
        let numbers = |count: usize| Some((1..=count).map(|n| n.to_string()).collect());
        let cells = cells_named::<G>(width, height);
        match G::LOOK.names {
            Naming::Columns => {
                return Names {
                    columns: numbers(width),
                    rows: None,
                    cells,
                };
            }
            Naming::Numbered => {
                return Names {
                    columns: numbers(width),
                    rows: numbers(height),
                    cells,
                };
            }
            Naming::Algebraic | Naming::None => {}
        }
        let Some(cells) = cells else {
            return Names {
                columns: None,
                rows: None,
                cells: None,
            };
        };
        // A name's letters and its digits.
        let parts = |name: &str| -> [String; 2] {
            let digit = |c: char| c.is_ascii_digit();
            [
                name.chars().filter(|&c| !digit(c)).collect(),
                name.chars().filter(|&c| digit(c)).collect(),
            ]
        };
        // Each column's and each row's names (cells off the board, unnamed, left out).
        let named = |names: Vec<&String>| -> Vec<[String; 2]> {
            names
                .into_iter()
                .filter(|name| !name.is_empty())
                .map(|name| parts(name))
                .collect()
        };
        let in_columns: Vec<Vec<[String; 2]>> = (0..width)
            .map(|column| named(cells.iter().map(|row| &row[column]).collect()))
            .collect();
        let in_rows: Vec<Vec<[String; 2]>> = cells
            .iter()
            .map(|row| named(row.iter().collect()))
            .collect();
        // Whether the names of each line share their part `part`.
        let share = |lines: &[Vec<[String; 2]>], part: usize| {
            lines
                .iter()
                .all(|line| line.iter().all(|name| name[part] == line[0][part]))
        };
        // The part that names the column: the one every column shares while every row shares
        // the other (a column of one cell, or a row, shares both).
        let labels = (0..2)
            .find(|&part| share(&in_columns, part) && share(&in_rows, 1 - part))
            .map(|part| {
                let label = |lines: &[Vec<[String; 2]>], part: usize| {
                    lines
                        .iter()
                        .map(|line| Some(line.first()?[part].clone()))
                        .collect::<Option<Vec<String>>>()
                };
                (label(&in_columns, part), label(&in_rows, 1 - part))
            });
        let (columns, rows) = labels.unwrap_or((None, None));
        Names {
            columns,
            rows,
            cells: Some(cells),
        }
    }
}

/// The name of every cell of the board's rectangle, row by row ([`Notation::cell_name`]), an
/// empty one for a cell off the board that the game does not name; `None` if the game does
/// not name every cell on it (its moves name columns).
fn cells_named<G: Notation>(width: usize, height: usize) -> Option<Vec<Vec<String>>> {
    (0..height)
        .map(|row| {
            (0..width)
                .map(|column| {
                    let cell = row * width + column;
                    G::cell_name(cell).or_else(|| (!G::on_board(cell)).then(String::new))
                })
                .collect()
        })
        .collect()
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
        .filter(|(name, _)| !name.is_empty())
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

/// The names of a board's cells, row by row, as [`layout`] gives them.
pub fn cell_names<G: Notation>() -> Option<Vec<Vec<String>>> {
    let (width, height) = G::BOARD?;
    cells_named::<G>(width, height)
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
    use game_dsl::GameExt;

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
        // A board of squares with its corners left out: squares, the corners off the board,
        // a position's cells put back on the rectangle.
        game_dsl::game! {
            /// Fox and geese's cross.
            pub Cross {
                board: 7 x 7 without corners 2,
                start: { X: rows 5..=7, O: [d3] },
                moves: { X: step forward + sideways, O: [step orthogonal, jump orthogonal chain] },
                win: capture_all,
            }
        }
        impl Bundled for Cross {
            const ID: &'static str = "cross";
            const SUMMARY: &'static str = "Fox and geese's cross";
        }
        assert!(!hexagons::<Cross>() && !whole::<Cross>());
        let cross = layout::<Cross>();
        assert_eq!(cross["on_board"][0][1], json!(false));
        assert_eq!(cross["on_board"][0][2], json!(true));
        assert_eq!(cross["cells"][0][2], json!("c1"));
        let start = cells::<Cross>(&Cross::start().position_string());
        assert_eq!(start.len(), 49);
        assert_eq!(start[..7].iter().collect::<String>(), "  ---  ");
        assert_eq!(start[17], 'O');
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
    fn every_board_names_the_cells_its_moves_write() {
        use crate::registry::{GameAction, GameSet, bundled};
        struct Check;
        impl GameAction for Check {
            type Output = usize;
            /// Checks that the start's moves are written with the cells' names, and returns how
            /// many moves were split into them.
            fn run<G: Bundled>(self) -> usize {
                let names = cell_names::<G>();
                // Every board names its cells, but where the moves name columns.
                assert_eq!(
                    names.is_some(),
                    G::BOARD.is_some() && !drops::<G>(),
                    "{}",
                    G::ID
                );
                let start = G::start();
                let Some(names) = names else {
                    // Points and edges are named one by one, in the position's order: the
                    // start's moves place on one point or draw one edge.
                    let named: Vec<String> = (0..).map_while(G::cell_name).collect();
                    let moves: Vec<String> =
                        start.moves().map(|mv| start.format_move(mv)).collect();
                    if matches!(G::LOOK.cells, Cells::Points { .. } | Cells::Edges { .. }) {
                        assert_eq!(moves.len(), named.len(), "{}", G::ID);
                        assert!(moves.iter().all(|m| named.contains(m)), "{}", G::ID);
                    }
                    return moves.len().min(named.len());
                };
                let mut split = 0;
                for mv in start.moves() {
                    let text = start.format_move(mv);
                    if text == "ps" || text == "pass" {
                        continue;
                    }
                    // A move's cells, then the turn of a block that may end it (`c3:4+`); a
                    // wall is its top left cell and `h` or `v` (`e3h`).
                    let cells = text.split(':').next().unwrap_or_default();
                    let touched = path(cells, &names)
                        .or_else(|| path(cells.strip_suffix(['h', 'v'])?, &names));
                    assert!(touched.is_some(), "{}: {text}", G::ID);
                    split += 1;
                }
                split
            }
        }
        let set = bundled();
        let split: Vec<(&str, usize)> = set
            .ids()
            .into_iter()
            .filter_map(|id| Some((id, set.with_game(id, Check)?)))
            .collect();
        // Some first moves of each kind of board, each written with the names given.
        for (id, count) in [
            ("tictactoe", 9),
            ("othello", 4),
            ("gomoku", 225),
            ("hex", 49),
            ("y", 190),
            ("havannah", 169),
            ("chinese-checkers", 14),
            ("kono", 8),
            ("lines-of-action", 36),
            ("nine-mens-morris", 24),
            ("dots-and-boxes", 12),
            ("pentago", 288),
            ("ultimate-tictactoe", 81),
            ("breakthrough", 22),
            ("amazons", 2176),
            ("chess", 20),
            ("shogi", 30),
            ("go", 361),
            ("xiangqi", 44),
            ("twixt", 48),
            ("quoridor", 131),
        ] {
            assert!(split.contains(&(id, count)), "{id}: {split:?}");
        }
    }

    /// The board `cells` (`width` wide) with the `n x n` block at `[row, column]` of blocks
    /// turned a quarter, clockwise as drawn (row 0 at the top) or not: a reference apart from
    /// the rules, to check that the turns the layout offers do what it says.
    fn turned(
        cells: &[char],
        width: usize,
        n: usize,
        block: [usize; 2],
        clockwise: bool,
    ) -> Vec<char> {
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

    /// Plays, from a position with stones in every block, each cell's placement with each turn
    /// the layout offers, and checks that the board after it is the board with the stone placed
    /// and the block turned as the turn says.
    fn turns_do_what_they_say<G: Bundled>(position: &str) {
        let (width, _) = G::BOARD.expect("a board");
        let layout = layout::<G>();
        let n = layout["blocks"].as_u64().expect("blocks") as usize;
        let turns = layout["turns"].as_array().expect("turns").clone();
        let names = cell_names::<G>().expect("names");
        let pos = G::parse_position(position).expect("a position");
        let before = board_of(&pos);
        let mut played = 0;
        for (cell, name) in names.iter().flatten().enumerate() {
            if before[cell] != EMPTY {
                continue;
            }
            for turn in &turns {
                let text = format!("{name}{}", turn["suffix"].as_str().expect("a suffix"));
                let mv = pos.parse_move(&text).expect("a move");
                let block = [0, 1].map(|i| turn["block"][i].as_u64().expect("a block") as usize);
                let clockwise = turn["clockwise"].as_bool().expect("a direction");
                let mut placed = before.clone();
                placed[cell] = pos.side_to_move().symbol();
                let expected = turned(&placed, width, n, block, clockwise);
                assert_eq!(board_of(&pos.after(mv)), expected, "{}: {text}", G::ID);
                played += 1;
            }
        }
        assert!(played > 0);
    }

    #[test]
    fn the_turns_offered_turn_the_blocks_they_name() {
        turns_do_what_they_say::<crate::Pentago>("X-O----X---O---------O------X-X----- O");
        turns_do_what_they_say::<TurnedPentago>("X-O----X---O---------O------X-X----- O");
        // The general primitives' Pentago offers the same turns as the kernel's.
        assert_eq!(
            layout::<TurnedPentago>()["turns"],
            layout::<crate::Pentago>()["turns"]
        );
    }

    game_dsl::game! {
        /// Pentago through the general primitives (`blocked: draw` keeps it off the rotating
        /// kernel).
        pub TurnedPentago {
            board: 6 x 6,
            moves: place then rotate quadrants,
            win: line 5,
            blocked: draw,
        }
    }

    impl Bundled for TurnedPentago {
        const ID: &'static str = "turned-pentago";
        const SUMMARY: &'static str = "Pentago through the general primitives";
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
