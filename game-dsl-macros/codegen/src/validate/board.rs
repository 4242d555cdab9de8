//! The board: its size, the boards that games naming cells by letters support, and how messages
//! name a board and its cells.

use proc_macro2::Span;

use super::sections::Sections;
use crate::ast::{BoardShape, CellName, Number, Value, Without};
use crate::errors::Errors;
use crate::geometry::{Board, MAX_CELLS, Outline, Set};
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

/// The outline written in the `board` section, and where (`None` for a rectangle). The cells
/// left out of squares are those of [`cut`] that are on the board; its errors are
/// [`check_cut`]'s.
pub(super) fn written_outline(s: &Sections) -> (Outline, Option<Span>) {
    let Some((section, width, height)) = s.board else {
        return (Outline::Rectangle, None);
    };
    match &section.value {
        Value::Board { shape, .. } => match shape {
            BoardShape::Rectangle => (Outline::Rectangle, None),
            BoardShape::Cut(without) => {
                let board = Board {
                    width: width.value,
                    height: height.value,
                };
                (Outline::Cut(cut(board, without).0), Some(without.span))
            }
            BoardShape::HexTriangle(span) => (Outline::HexTriangle, Some(*span)),
            BoardShape::HexHexagon(span) => (Outline::HexHexagon, Some(*span)),
            BoardShape::HexStar(span) => (Outline::HexStar, Some(*span)),
        },
        _ => (Outline::Rectangle, None),
    }
}

/// The cells `without` leaves out of `board`, with the names written that are off it.
fn cut(board: Board, without: &Without) -> (Set, Vec<&CellName>) {
    let mut holes = corners(board, without);
    let mut off = Vec::new();
    for cell in &without.cells {
        match board.bit(cell.column as i32, cell.row as i32) {
            Some(bit) => holes.insert(bit),
            None => off.push(cell),
        }
    }
    (holes, off)
}

/// The cells of `without`'s `corners N`: an `N x N` square in each corner of `board`.
fn corners(board: Board, without: &Without) -> Set {
    let Some(side) = without.corners else {
        return Set::EMPTY;
    };
    let near = |at: u32, size: u32| at < side.value || at + side.value >= size;
    Set::of((0..board.cells()).filter(|&cell| {
        near(cell % board.width, board.width) && near(cell / board.width, board.height)
    }))
}

/// Checks the cells `board: W x H without ...` leaves out: corners that do not meet, each named
/// cell on the board, named once and not in a corner left out, and a cell left. False after an
/// error.
pub(super) fn check_cut(s: &Sections, errors: &mut Errors) -> bool {
    let Some((section, width, height)) = s.board else {
        return true;
    };
    let Value::Board {
        shape: BoardShape::Cut(without),
        ..
    } = &section.value
    else {
        return true;
    };
    let board = Board {
        width: width.value,
        height: height.value,
    };
    let mut ok = true;
    let shorter = board.width.min(board.height);
    if let Some(side) = without.corners
        && (side.value == 0 || 2 * side.value >= shorter)
    {
        errors.at(
            side.span,
            format!(
                "`corners N` leaves an `N x N` square out of each corner, and on {} N is 1 to \
                 {} (the squares must not meet), not {}",
                a_board(board.width, board.height),
                shorter.saturating_sub(1) / 2,
                side.value
            ),
        );
        return false;
    }
    let corners = corners(board, without);
    let (holes, off) = cut(board, without);
    for cell in off {
        errors.at(
            cell.span,
            format!(
                "`{}` is off {}: name a cell of columns `a` to `{}`, rows 1 to {}",
                cell.text,
                a_board(board.width, board.height),
                char::from(b'a' + (board.width.min(26) - 1) as u8),
                board.height
            ),
        );
        ok = false;
    }
    for (i, cell) in without.cells.iter().enumerate() {
        let bit = board.bit(cell.column as i32, cell.row as i32);
        if without.cells[..i].iter().any(|c| c.text == cell.text) {
            errors.at(
                cell.span,
                format!("`{}` is left out twice: remove one", cell.text),
            );
            ok = false;
        } else if bit.is_some_and(|bit| corners.has(bit)) {
            errors.at(
                cell.span,
                format!(
                    "`{}` is in a corner that `corners` leaves out already: remove it",
                    cell.text
                ),
            );
            ok = false;
        }
    }
    if ok && holes.count() >= board.cells() {
        errors.at(
            without.span,
            "this leaves no cell on the board: leave fewer out",
        );
        ok = false;
    }
    ok
}

/// Why a game's board is not a `hex star`.
pub(super) const STAR: &str = "a `hex star` board is raced across by stones that step and hop: \
                               write `moves: step or hop chain` (with `win: occupy`)";

/// Why a game's board of squares leaves no cell out.
pub(super) const CUT: &str = "a board with cells left out is played with moves made of parts \
                              (`place`, `drop`, `step ...`, `jump ...`, as in `moves: [step \
                              all, jump all over enemy]`); this game's moves are not: write \
                              `board: W x H`";

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
    if let Outline::Cut(_) = outline {
        if !s.attempted("moves") {
            errors.at(span, CUT);
        }
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
