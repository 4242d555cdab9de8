//! `start`: the cells on the board, each listed once, on a board that takes a layout; then the
//! checks that the game can be played from it ([`playable`](super::playable)).

use super::Sections;
use super::board::a_board;
use super::playable::{drop_on_stones, flank_can_begin, no_line_yet, step_can_begin};
use crate::ast::{CellName, Moves};
use crate::errors::Errors;
use crate::geometry::{Board, Set};
use crate::model::{GridMoves, GridWin};

/// The stones at the start, X's and O's (none on a board of more than 128 cells, which takes
/// no layout). `None` after an error, or on a board of the wrong size.
pub(super) fn layout(
    board: Option<Board>,
    moves: Option<GridMoves>,
    win: Option<GridWin>,
    pass: bool,
    s: &Sections,
    errors: &mut Errors,
) -> Option<[u128; 2]> {
    let board = board?;
    if board.words().is_none() {
        let (stones, cells) = stones(board, s, errors)?;
        let playable = drop_on_stones(board, moves, stones, &cells, errors)
            & no_line_yet(
                board,
                win.and_then(GridWin::line_length),
                stones.map(Set::from),
                s,
                errors,
            )
            & flank_can_begin(board, moves, pass, stones, s, errors)
            & step_can_begin(board, moves, win, pass, stones, s, errors);
        return playable.then_some(stones);
    }
    match s.start {
        // A game of the step kernel on a wide board is refused on its keyword already (the
        // placing kernel has moves on any board).
        _ if moves.is_none() && matches!(s.moves, Some((_, Moves::Parts(_)))) => None,
        Some((section, _)) => {
            errors.at(
                section.key.span(),
                format!(
                    "start layouts are supported on boards of at most 128 cells; {} has {}: \
                     remove `start` or use a smaller board",
                    a_board(board.width, board.height),
                    board.cells()
                ),
            );
            None
        }
        None => Some([0, 0]),
    }
}

/// The stones listed, each on the board and listed once, and the cells in the order listed.
fn stones<'a>(
    board: Board,
    s: &Sections<'a>,
    errors: &mut Errors,
) -> Option<([u128; 2], Vec<&'a CellName>)> {
    listed(board, board.all(), s, errors).map(|(stones, cells)| (stones.map(Set::low), cells))
}

/// The cells `start` lists for X and for O, each on the board's cells `on_board` (the whole
/// rectangle, or an outline's) and listed once, and the cells in the order listed; every
/// mistake is reported.
pub(super) fn listed<'a>(
    board: Board,
    on_board: Set,
    s: &Sections<'a>,
    errors: &mut Errors,
) -> Option<([Set; 2], Vec<&'a CellName>)> {
    let mut stones = [Set::EMPTY; 2];
    let mut valid = true;
    let mut seen: Vec<&CellName> = Vec::new();
    for list in s.start.iter().flat_map(|(_, start)| &start.lists) {
        for cell in &list.cells {
            let bit = board.bit(cell.column as i32, cell.row as i32);
            let Some(bit) = bit.filter(|&bit| on_board.has(bit)) else {
                errors.at(cell.span, off_the_board(board, bit.is_some(), &cell.text));
                valid = false;
                continue;
            };
            if seen.iter().any(|c| c.text == cell.text) {
                errors.at(
                    cell.span,
                    format!("`{}` is listed twice: a cell holds one stone", cell.text),
                );
                valid = false;
                continue;
            }
            seen.push(cell);
            stones[usize::from(list.second)].insert(bit);
        }
    }
    valid.then_some((stones, seen))
}

/// Why the cell `text` is not on the board: beyond its rectangle, or (`in_rectangle`) among
/// the cells its outline leaves out.
fn off_the_board(board: Board, in_rectangle: bool, text: &str) -> String {
    if in_rectangle {
        return format!("`{text}` is off the board: its outline leaves it out");
    }
    let last_column = char::from(b'a' + board.width.min(26) as u8 - 1);
    format!(
        "`{text}` is off the {} x {} board: columns are `a` to `{last_column}`, rows 1 to {} \
         (row 1 at the top)",
        board.width, board.height, board.height
    )
}
