//! The board: its size, the boards that games naming cells by letters support, and how messages
//! name a board and its cells.

use proc_macro2::Span;

use super::sections::Sections;
use crate::ast::{BoardShape, Number, Value};
use crate::errors::Errors;
use crate::geometry::{Board, MAX_CELLS, Outline};
use crate::model::GridWin;

/// `board: W x H`: at least one cell each way, at most [`MAX_CELLS`] in all. `None` if not.
pub(super) fn size(width: Number, height: Number, errors: &mut Errors) -> Option<Board> {
    let mut empty = false;
    for (n, what) in [(width, "width"), (height, "height")] {
        if n.value == 0 {
            errors.at(n.span, format!("the board's {what} must be at least 1"));
            empty = true;
        }
    }
    if empty {
        return None;
    }
    let cells = u64::from(width.value) * u64::from(height.value);
    if cells > u64::from(MAX_CELLS) {
        errors.at(
            width.span,
            format!(
                "{} has {cells} cells; boards of at most {MAX_CELLS} cells are supported",
                a_board(width.value, height.value)
            ),
        );
        return None;
    }
    Some(Board {
        width: width.value,
        height: height.value,
    })
}

/// Whether `board` suits a game of `keyword` that keeps a side's stones in one integer (at most
/// 128 cells; `why` may say more) and names its `noun` (cells, squares) by a column letter (at
/// most 26 columns); if not, says so at `span`.
pub(super) fn small_lettered_board(
    keyword: &str,
    noun: &str,
    why: &str,
    board: Board,
    span: Span,
    errors: &mut Errors,
) -> bool {
    if board.words().is_some() {
        errors.at(
            span,
            format!(
                "`{keyword}` games are supported on boards of at most 128 cells{why}; {} has {}: \
                 use a smaller board",
                a_board(board.width, board.height),
                board.cells()
            ),
        );
        false
    } else {
        lettered_board(keyword, noun, board, span, errors)
    }
}

/// Whether `board` is at most 26 columns wide, so that its columns are named `a` to `z`; an
/// error at `span` otherwise.
pub(super) fn lettered_board(
    keyword: &str,
    noun: &str,
    board: Board,
    span: Span,
    errors: &mut Errors,
) -> bool {
    if board.width > 26 {
        errors.at(
            span,
            format!(
                "the {noun} of a `{keyword}` game are named by a column letter, `a` to `z`, so its \
                 board is at most 26 columns wide, not {}: turn it, as in `board: {} x {}`",
                board.width, board.height, board.width
            ),
        );
        false
    } else {
        true
    }
}

/// "a 6 x 6 board", "an 8 x 8 board".
pub(super) fn a_board(width: u32, height: u32) -> String {
    let digits = width.to_string();
    let article = if digits.starts_with('8') || width == 11 || width == 18 {
        "an"
    } else {
        "a"
    };
    format!("{article} {width} x {height} board")
}

/// The algebraic name of a cell: column letter, row number from the top.
pub(super) fn cell_name(column: u32, row: u32) -> String {
    format!("{}{}", char::from(b'a' + (column % 26) as u8), row + 1)
}

/// The outline written in the `board` section, and where (`None` for a rectangle).
pub(super) fn written_outline(s: &Sections) -> (Outline, Option<Span>) {
    match s.board.map(|(section, _, _)| &section.value) {
        Some(Value::Board {
            shape: BoardShape::HexTriangle(span),
            ..
        }) => (Outline::HexTriangle, Some(*span)),
        Some(Value::Board {
            shape: BoardShape::HexHexagon(span),
            ..
        }) => (Outline::HexHexagon, Some(*span)),
        Some(Value::Board {
            shape: BoardShape::HexStar(span),
            ..
        }) => (Outline::HexStar, Some(*span)),
        _ => (Outline::Rectangle, None),
    }
}

/// Why a game's board is not a `hex star`.
pub(super) const STAR: &str = "a `hex star` board is raced across by stones that step and hop: \
                               write `moves: step or hop chain` (with `win: occupy`)";

/// Why `connect` alone does not end a game on `outline`, which has no sides of a player's.
pub(super) fn no_sides(outline: Outline) -> String {
    if outline == Outline::HexStar {
        return "`connect` alone joins each player's sides, and a `hex star` board has no sides, \
                corners or edges of a player's: win by a `ring`, by `occupy` (the cells the \
                other side starts on) or by `line N`"
            .to_string();
    }
    format!(
        "`connect` alone joins each player's sides, and a `{}` board has none of its own: write \
         the shapes that win, as in `win: ring or connect 2 of corners or connect 3 of edges`",
        outline.keyword()
    )
}

/// The board's outline: a board of hexagons that leaves cells out (`hex triangle N`, `hex
/// hexagon N`) is played by the connection kernel, whose sides it must define; `None` if not.
pub(super) fn outline(s: &Sections, win: Option<GridWin>, errors: &mut Errors) -> Option<Outline> {
    let (outline, span) = written_outline(s);
    let Some(span) = span else {
        return Some(outline);
    };
    let keyword = outline.keyword();
    if outline == Outline::HexStar {
        // After a `moves` section that did not parse, its own error is the one to read.
        if s.attempted("moves") {
            return None;
        }
        errors.at(span, STAR);
        return None;
    }
    match win {
        Some(GridWin::Connect) if outline == Outline::HexHexagon => {
            errors.at(span, no_sides(outline));
            None
        }
        Some(GridWin::Connect | GridWin::Shapes(_)) => Some(outline),
        Some(_) => {
            errors.at(
                span,
                format!(
                    "a `{keyword}` board is played with moves made of parts, or with `win: \
                     connect` or shapes (`ring`, `connect K of corners|edges`); turns that rotate \
                     blocks and boards of blocks are squares: write `board: W x H`"
                ),
            );
            None
        }
        None => None,
    }
}
