//! Checks of a game of pawns and walls (`moves: step or jump or wall N { stock: K }`, `win:
//! reach far_row`, `start`, `limit`, `pass`), and its lowering to [`Walls`].

use super::Sections;
use super::board::written_outline;
use crate::ast::{Pass, Section, Value, Win};
use crate::ast_parts::EndSyntax;
use crate::ast_walls::WallMoves;
use crate::errors::Errors;
use crate::geometry::{Board, Outline};
use crate::walls_model::Walls;

/// The most cells of a board of walls (its sets are `u128`).
const MAX_CELLS: u32 = 128;

/// The sections of a game of walls, each at most once.
#[derive(Default)]
pub(crate) struct WallsSections<'a> {
    pub moves: Option<&'a WallMoves>,
}

impl<'a> WallsSections<'a> {
    /// Keeps a section of the family; whether it was declared before.
    pub fn collect(&mut self, section: &'a Section) -> bool {
        match &section.value {
            Value::WallMoves(moves) => self.moves.replace(moves).is_some(),
            _ => false,
        }
    }
}

/// A game of walls: the board, the walls, the pawns' start, the end, the passes.
pub(super) fn lower(moves: &WallMoves, s: &Sections, errors: &mut Errors) -> Option<Walls> {
    refuse_other_sections(s, errors);
    for &span in &moves.duplicates {
        errors.at(span, "`stock` is written twice: write it once");
    }
    let mut ok = moves.duplicates.is_empty();
    let Some((_, width, height)) = s.board else {
        if !s.attempted("board") {
            errors.at(
                moves.span,
                "a game of walls needs a board: add one, as in `board: 9 x 9`",
            );
        }
        return None;
    };
    let board = Board {
        width: width.value,
        height: height.value,
    };
    if written_outline(s).0 != Outline::Rectangle {
        errors.at(
            width.span,
            "a game of walls is played on a rectangle of squares, as in `board: 9 x 9`",
        );
        return None;
    }
    if board.cells() > MAX_CELLS || board.width > 26 || board.width < 2 || board.height < 2 {
        errors.at(
            width.span,
            format!(
                "a game of walls has 2 to 26 columns, at least 2 rows and at most {MAX_CELLS} cells"
            ),
        );
        return None;
    }
    let length = moves.length;
    if length.value < 1 || length.value > board.width.min(board.height) {
        errors.at(
            length.span,
            format!(
                "a wall spans 1 to {} cells on this board",
                board.width.min(board.height)
            ),
        );
        ok = false;
    }
    let stock = match moves.stock {
        Some(n) if n.value <= 255 => n.value,
        Some(n) => {
            errors.at(n.span, "each side has at most 255 walls");
            ok = false;
            0
        }
        None => {
            errors.at(
                moves.span,
                "say how many walls each side has, as in `wall 2 { stock: 10 }`",
            );
            ok = false;
            0
        }
    };
    let start = super::hops::start(board, Outline::Rectangle, moves.span, s, errors);
    let pawns = start.and_then(|[x, o]| match (&x[..], &o[..]) {
        ([x], [o]) => Some([*x, *o]),
        _ => {
            if let Some((section, _)) = s.start {
                errors.at(
                    section.key.span(),
                    "each side has one pawn: give one cell each, as in `start: { X: [e9], O: [e1] }`",
                );
            }
            None
        }
    });
    if let Some([x, o]) = pawns {
        let rows = [x / board.width, o / board.width];
        let edge = |row: u32| row == 0 || row == board.height - 1;
        if !edge(rows[0]) || !edge(rows[1]) || rows[0] == rows[1] {
            if let Some((section, _)) = s.start {
                errors.at(
                    section.key.span(),
                    "the pawns start on the top and bottom rows, one each: each races to the \
                     other's",
                );
            }
            ok = false;
        }
    }
    match s.win {
        Some((_, Win::Ends(ends, _))) if matches!(&ends[..], [EndSyntax::Reach(_, row)] if row.text == "far_row") =>
            {}
        Some((section, _)) => {
            errors.at(
                section.key.span(),
                "a game of walls is won by the pawn that reaches the row farthest from its \
                 start: write `win: reach far_row`",
            );
            ok = false;
        }
        None => {
            if !s.attempted("win") {
                errors.at(
                    moves.span,
                    "a game of walls is won by the pawn that reaches the row farthest from its \
                     start: add `win: reach far_row`",
                );
            }
            ok = false;
        }
    }
    let limit = match s.limit {
        Some((_, n)) if (1..=crate::model::MAX_LIMIT).contains(&n.value) => n.value,
        Some((_, n)) => {
            errors.at(n.span, "a limit is 1 to 65534 plies");
            ok = false;
            0
        }
        None => 0,
    };
    let pass = matches!(s.pass.map(|(_, p)| p), Some(Pass::WhenBlocked(_)));
    let start = pawns?;
    ok.then_some(Walls {
        width: board.width,
        height: board.height,
        length: length.value,
        stock,
        start,
        limit,
        pass,
    })
}

/// The sections a game of walls has none of.
fn refuse_other_sections(s: &Sections, errors: &mut Errors) {
    super::sections::refuse_outside_race(s, "walls", "9 x 9", errors);
}
