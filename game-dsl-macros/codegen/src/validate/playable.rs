//! Whether a game can be played from its start layout: stones lie on others in a `drop` game; no
//! line is made yet; a `flank` or `step` game can begin, and an `occupy` game can be won.

use proc_macro2::Span;

use super::Sections;
use crate::ast::{CellName, StartList, Win};
use crate::errors::Errors;
use crate::geometry::{Board, Set, StepDirections, steps};
use crate::model::{GridMoves, GridWin};
/// In a `drop` game, every stone lies on the bottom row or on another stone.
pub(super) fn drop_on_stones(
    board: Board,
    moves: Option<GridMoves>,
    stones: [u128; 2],
    cells: &[&CellName],
    errors: &mut Errors,
) -> bool {
    if moves != Some(GridMoves::Drop) {
        return true;
    }
    let occupied = stones[0] | stones[1];
    let mut floating = 0;
    for cell in cells {
        let below = board.bit(cell.column as i32, cell.row as i32 + 1);
        if below.is_some_and(|b| occupied >> b & 1 == 0) {
            errors.at(
                cell.span,
                format!(
                    "`{}` lies above an empty cell: in a `drop` game stones lie on the bottom row or on \
                     other stones",
                    cell.text
                ),
            );
            floating += 1;
        }
    }
    floating == 0
}

/// In a game won or lost by a line of `length`, neither side has a line at the start.
pub(super) fn no_line_yet(
    board: Board,
    length: Option<u32>,
    stones: [Set; 2],
    s: &Sections,
    errors: &mut Errors,
) -> bool {
    let (Some(length), Some((section, _))) = (length, s.start) else {
        return true;
    };
    let mut lines = 0;
    for (player, &set) in ["X", "O"].iter().zip(&stones) {
        if board.has_line(set, length) {
            errors.at(
                section.key.span(),
                format!("{player} already has a line of {length} at the start: remove a stone"),
            );
            lines += 1;
        }
    }
    lines == 0
}

/// A `flank` game has a layout from which X can flank a stone (or pass, and O flank one).
pub(super) fn flank_can_begin(
    board: Board,
    moves: Option<GridMoves>,
    pass: bool,
    stones: [u128; 2],
    s: &Sections,
    errors: &mut Errors,
) -> bool {
    if moves != Some(GridMoves::Flank) {
        return true;
    }
    let Some((section, _)) = s.start else {
        // A section that did not parse has its own error, saying what is wrong.
        if !s.attempted("start") {
            errors.at(
                s.moves_span(),
                "a `flank` game needs stones to flank at the start: add a layout, as in \
                 `start: { X: [e4, d5], O: [d4, e5] }`",
            );
        }
        return false;
    };
    let x_moves = board.flank_moves(stones[0], stones[1]);
    let o_moves = board.flank_moves(stones[1], stones[0]);
    let problem = if x_moves == 0 && o_moves == 0 {
        "neither side can flank a stone from this layout, so the game is over before it \
         starts: give each side stones next to the other's"
    } else if x_moves == 0 && !pass {
        "X, who moves first, cannot flank a stone from this layout: add stones, or \
         `pass: when_blocked` to let X pass"
    } else {
        return true;
    };
    errors.at(section.key.span(), problem);
    false
}

/// The start of a `step` game (or an `occupy` win): a layout, each side with stones, enough of
/// them to occupy the other's start, and a first move (or a pass) for X.
pub(super) fn step_can_begin(
    board: Board,
    moves: Option<GridMoves>,
    win: Option<GridWin>,
    passes: bool,
    stones: [u128; 2],
    s: &Sections,
    errors: &mut Errors,
) -> bool {
    let directions = match moves {
        Some(GridMoves::Step(directions)) => Some(directions),
        _ => None,
    };
    let occupy = win == Some(GridWin::Occupy);
    if directions.is_none() && !occupy {
        return true;
    }
    let Some((section, start)) = s.start else {
        if !s.attempted("start") {
            missing_layout(occupy, s, errors);
        }
        return false;
    };
    let span = |second: bool| {
        start
            .lists
            .iter()
            .find(|l| l.second == second)
            .map_or(section.key.span(), |l: &StartList| l.player.span())
    };
    let mut empty = false;
    for (player, second) in [("X", false), ("O", true)] {
        if stones[usize::from(second)] == 0 {
            errors.at(
                span(second),
                format!("{player} has no stones at the start: a `step` game moves the stones it starts with"),
            );
            empty = true;
        }
    }
    if empty {
        return false;
    }
    let reachable = !occupy || enough_to_occupy(stones, span, errors);
    match directions {
        Some(directions) if reachable => can_step(
            board,
            directions,
            passes,
            stones,
            section.key.span(),
            errors,
        ),
        _ => reachable,
    }
}

/// The error of a `step` or `occupy` game without a layout.
fn missing_layout(occupy: bool, s: &Sections, errors: &mut Errors) {
    let example = "`start: { X: [a3, b3], O: [a1, b1] }`";
    let (span, message) = match s.win {
        Some((_, Win::Occupy(span))) if occupy => (
            *span,
            format!(
                "`occupy` is won on the cells the other side starts on: add a start layout, \
                 as in {example}"
            ),
        ),
        _ => (
            s.moves_span(),
            format!(
                "a `step` game moves the stones it starts with: add a start layout, as in {example}"
            ),
        ),
    };
    errors.at(span, message);
}

/// In an `occupy` game, each side has at least as many stones as cells to occupy.
fn enough_to_occupy(stones: [u128; 2], span: impl Fn(bool) -> Span, errors: &mut Errors) -> bool {
    let mut short = 0;
    for (player, other, second) in [("X", "O", false), ("O", "X", true)] {
        let (own, goal) = (
            stones[usize::from(second)].count_ones(),
            stones[usize::from(!second)].count_ones(),
        );
        if own < goal {
            errors.at(
                span(second),
                format!(
                    "{player} starts with {own} stones and could never occupy the {goal} cells \
                     {other} starts on: give {player} at least {goal} stones or {other} at most {own}"
                ),
            );
            short += 1;
        }
    }
    short == 0
}

/// In a `step` game, X can step from the layout (or pass, and O step).
fn can_step(
    board: Board,
    directions: StepDirections,
    passes: bool,
    stones: [u128; 2],
    span: Span,
    errors: &mut Errors,
) -> bool {
    let directions = steps(directions);
    let x_moves = board.step_moves(stones[0], stones[1], directions);
    let o_moves = board.step_moves(stones[1], stones[0], directions);
    let problem = if x_moves == 0 && o_moves == 0 {
        "neither side can step from this layout, so the game is over before it starts"
    } else if x_moves == 0 && !passes {
        "X, who moves first, cannot step from this layout, so the game is over before it \
         starts: make room, or let X pass with `pass: when_blocked`"
    } else {
        return true;
    };
    errors.at(span, problem);
    false
}
