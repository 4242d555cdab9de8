//! `win` on a board of a grid kernel: `line N` with `place` or `drop`, `majority` with
//! `flank`, `connect` with `place`, `occupy` with the step kernel; or `lose: line N` (misère
//! play) with `place` or `drop`. Stones that move and win otherwise are the general
//! primitives' (`validate::pieces`).

use proc_macro2::Span;

use super::Sections;
use super::board::a_board;
use crate::ast::{Lose, Number, Win};
use crate::errors::Errors;
use crate::geometry::Board;
use crate::model::{GridMoves, GridWin};

/// How a game on `board` (`None`: of the wrong size) with `moves` is won.
pub(super) fn condition(
    board: Option<Board>,
    moves: Option<GridMoves>,
    s: &Sections,
    errors: &mut Errors,
) -> Option<GridWin> {
    let win = match (s.win, s.lose) {
        (Some(_), Some(_)) => {
            win_and_lose(s, errors);
            return None;
        }
        (None, Some((_, Lose::Line { length, .. }))) => {
            return losing_line(*length, board, errors);
        }
        (Some((_, win)), None) => win,
        (None, None) => return None,
    };
    match win {
        Win::Occupy(span) => occupy(*span, moves, errors),
        // After a `moves` section that did not parse, its own error is the one to read.
        Win::Ends(..) if s.attempted("moves") => None,
        Win::Ends(ends, span) => {
            let connected = ends
                .iter()
                .any(|end| matches!(end, crate::ast_parts::EndSyntax::Connected(_)));
            errors.at(
                *span,
                if connected {
                    "`connected` ends games of moving stones: declare moves made of parts, as in \
                     `moves: slide all by count over own onto any`"
                } else {
                    "`reach`, `capture_all`, `captures` and lists of ends end games made of \
                     parts: declare moves made of parts, as in `moves: [step forward, step \
                     forward_diagonal onto any]`"
                },
            );
            None
        }
        // A grid kernel reads lines of N or more; a line of exactly N is the general
        // primitives'.
        Win::Line {
            exactly: Some(span),
            ..
        } => {
            errors.at(
                *span,
                "a line of exactly N is read for stones placed or moved as parts (`moves: \
                 place`, `moves: step ...`); these moves win by `line N`, N or more",
            );
            None
        }
        // Lines of won blocks: the line kernel reads the lines within a block, the blocks'
        // own line is checked with the blocks (`validate::blocks`).
        Win::Line {
            of_blocks: Some(of_blocks),
            ..
        } => line(of_blocks.inner, board, errors),
        Win::Line { length, .. } => line(*length, board, errors),
        Win::Majority(span) => majority(*span, moves, errors),
        Win::LastTake(span) => {
            errors.at(
                *span,
                "`last_take` needs `moves: take a..=b` on a `pile`; a board game wins by `line N` or `majority`",
            );
            None
        }
        Win::Connect(span) => connect(*span, "`connect`", board, moves, errors),
        Win::Shapes(shapes, span) => {
            connect(
                *span,
                "a shape (`ring`, `connect K of ...`)",
                board,
                moves,
                errors,
            )?;
            super::shapes::shapes(shapes, s, errors).map(GridWin::Shapes)
        }
    }
}

/// Refuses a game with both a `win` and a `lose` section, on the `lose`; whether it had
/// both.
pub(super) fn win_and_lose(s: &Sections, errors: &mut Errors) -> bool {
    let (Some((win, _)), Some((lose, _))) = (s.win, s.lose) else {
        return false;
    };
    errors.at(
        lose.key.span(),
        format!(
            "a game ends by its `win` or by its `lose`, not both: remove `lose` or `{}`",
            win.key
        ),
    );
    true
}

/// `win: line N`: a line that fits the board (the flanking kernel is chosen for `majority`
/// alone: a flank with a line is the general primitives').
fn line(length: Number, board: Option<Board>, errors: &mut Errors) -> Option<GridWin> {
    line_fits(length, board, "winning", errors).map(|()| GridWin::Line(length.value))
}

/// `lose: line N`: a line that fits the board (the placing and dropping kernels are the only
/// ones chosen for a losing line; other moves lose by it through the general primitives).
fn losing_line(length: Number, board: Option<Board>, errors: &mut Errors) -> Option<GridWin> {
    line_fits(length, board, "losing", errors).map(|()| GridWin::LoseLine(length.value))
}

/// A line of `length` (`kind`: winning or losing) has 2 stones or more and fits on `board`.
pub(super) fn line_fits(
    length: Number,
    board: Option<Board>,
    kind: &str,
    errors: &mut Errors,
) -> Option<()> {
    if length.value < 2 {
        errors.at(length.span, format!("a {kind} line has at least 2 stones"));
        None
    } else if let Some(board) = board
        && length.value > board.width.max(board.height)
    {
        errors.at(
            length.span,
            format!(
                "a line of {} cannot fit on {}",
                length.value,
                a_board(board.width, board.height)
            ),
        );
        None
    } else {
        Some(())
    }
}

/// `win: majority`: stones that change owner, as `flank` moves flip them.
fn majority(span: Span, moves: Option<GridMoves>, errors: &mut Errors) -> Option<GridWin> {
    match moves {
        Some(kind @ (GridMoves::Place | GridMoves::Drop)) => {
            let kind = kind.keyword();
            errors.at(
                span,
                format!(
                    "`majority` needs `moves: flank`: `{kind}` moves never change a stone's owner, \
                     so the count is settled before the game starts; a `{kind}` game wins by `line N`"
                ),
            );
            None
        }
        _ => Some(GridWin::Majority),
    }
}

/// `win: connect` (or shapes, `what`): stones are placed, on a board whose cells are named by
/// letters; dropped stones or flips would make another game.
fn connect(
    span: Span,
    what: &str,
    board: Option<Board>,
    moves: Option<GridMoves>,
    errors: &mut Errors,
) -> Option<GridWin> {
    if let Some(board) = board
        && board.width > 26
    {
        errors.at(
            span,
            format!(
                "the cells of a `connect` game are named by a column letter, `a` to `z`, so its \
                 board is at most 26 columns wide, not {}: turn it, as in `board: {} x {}`",
                board.width, board.height, board.width
            ),
        );
        return None;
    }
    match moves {
        Some(kind @ (GridMoves::Drop | GridMoves::Flank | GridMoves::Step(_))) => {
            errors.at(
                span,
                format!(
                    "{what} needs `moves: place`: a stone goes on any empty cell and stays, \
                     not `{}`",
                    kind.keyword()
                ),
            );
            None
        }
        _ => Some(GridWin::Connect),
    }
}

/// `win: occupy`: stones that move, so that they can reach the other side's start.
fn occupy(span: Span, moves: Option<GridMoves>, errors: &mut Errors) -> Option<GridWin> {
    match moves {
        Some(GridMoves::Step(_)) => Some(GridWin::Occupy),
        Some(kind) => {
            errors.at(
                span,
                format!(
                    "`occupy` needs stones that move to the cells the other side starts on: \
                     `moves: step diagonal` (or `orthogonal`, `all`), not `{}`",
                    kind.keyword()
                ),
            );
            None
        }
        None => None,
    }
}
