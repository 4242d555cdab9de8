//! Checks of a game of stones that step or hop (`moves: step or hop chain`, `win: occupy`,
//! `start`, `limit`, `pass`), and its lowering to [`Hops`].

use proc_macro2::Span;

use super::Sections;
use super::board::written_outline;
use crate::ast::{Pass, Section, Value, Win};
use crate::ast_hops::HopMoves;
use crate::errors::Errors;
use crate::geometry::{Board, HEX_NEIGHBOURS, Outline};
use crate::hops_model::Hops;

/// The most cells of a board of hops' rectangle (its bits), and of the board (its moves are
/// coded `from * cells + to` in 16 bits).
const MAX_BITS: u32 = 1024;
const MAX_CELLS: u32 = 255;

/// The sections of a game of hops, each at most once.
#[derive(Default)]
pub(crate) struct HopsSections<'a> {
    pub moves: Option<&'a HopMoves>,
}

impl<'a> HopsSections<'a> {
    /// Keeps a section of the family; whether it was declared before.
    pub fn collect(&mut self, section: &'a Section) -> bool {
        match &section.value {
            Value::HopMoves(moves) => self.moves.replace(moves).is_some(),
            _ => false,
        }
    }
}

/// The eight neighbours of a square.
const SQUARE_NEIGHBOURS: [(i32, i32); 8] = [
    (1, 0),
    (-1, 0),
    (0, 1),
    (0, -1),
    (1, 1),
    (-1, -1),
    (1, -1),
    (-1, 1),
];

/// A game of hops: the board and its directions, the start, the end, the passes.
pub(super) fn lower(moves: &HopMoves, s: &Sections, errors: &mut Errors) -> Option<Hops> {
    refuse_other_sections(s, errors);
    let mut ok = true;
    let Some((_, width, height)) = s.board else {
        if !s.attempted("board") {
            errors.at(
                moves.span,
                "a game of hops needs a board: add one, as in `board: hex star 4` or `board: 16 \
                 x 16`",
            );
        }
        return None;
    };
    let board = Board {
        width: width.value,
        height: height.value,
    };
    let (outline, _) = written_outline(s);
    if board.cells() > MAX_BITS || board.width > 26 {
        errors.at(
            width.span,
            "a game of hops has at most 26 columns and 1024 cells in its rectangle",
        );
        return None;
    }
    let cells = outline.cells(board);
    if cells.len() as u32 > MAX_CELLS {
        errors.at(
            width.span,
            format!("a game of hops has at most {MAX_CELLS} cells (its moves are 16 bits)"),
        );
        ok = false;
    }
    let directions = if outline == Outline::Rectangle {
        SQUARE_NEIGHBOURS.to_vec()
    } else {
        HEX_NEIGHBOURS.to_vec()
    };
    let start = start(board, outline, moves.span, s, errors);
    match s.win {
        Some((_, Win::Occupy(_))) => {}
        Some((section, _)) => {
            errors.at(
                section.key.span(),
                "a game of hops is won by standing on every cell the other side started on: \
                 write `win: occupy`",
            );
            ok = false;
        }
        None => {
            if !s.attempted("win") {
                errors.at(
                    moves.span,
                    "a game of hops is won by standing on every cell the other side started \
                     on: add `win: occupy`",
                );
            }
            ok = false;
        }
    }
    let limit = match s.limit {
        Some((_, n)) if (1..=u32::from(u16::MAX - 1)).contains(&n.value) => n.value,
        Some((_, n)) => {
            errors.at(n.span, "a limit is 1 to 65534 plies");
            ok = false;
            0
        }
        None => 0,
    };
    let pass = matches!(s.pass.map(|(_, p)| p), Some(Pass::WhenBlocked(_)));
    let start = start?;
    ok.then_some(Hops {
        width: board.width,
        height: board.height,
        cells,
        directions,
        chain: moves.chain.is_some(),
        start,
        limit,
        pass,
    })
}

/// Each side's cells at the start: a list of cells or `rows A..=B`, on the board, apart (a game
/// of hops', and a game of walls' pawns). Without a `start` section, the error is at `span`.
pub(super) fn start(
    board: Board,
    outline: Outline,
    span: Span,
    s: &Sections,
    errors: &mut Errors,
) -> Option<[Vec<u32>; 2]> {
    let Some((section, start)) = s.start else {
        if !s.attempted("start") {
            errors.at(
                span,
                "say where each side's stones start, as in `start: { X: rows 1..=4, O: rows \
                 14..=17 }`",
            );
        }
        return None;
    };
    let mut cells: [Vec<u32>; 2] = [Vec::new(), Vec::new()];
    let mut ok = true;
    for list in &start.lists {
        let side = usize::from(list.second);
        if let Some(region) = &list.region {
            if let Some(colour) = &region.colour {
                errors.at(
                    colour.span,
                    "a game of hops starts on rows or cells, as in `rows 1..=4`",
                );
                ok = false;
            }
            if let Some((first, last, span)) = region.rows {
                if first == 0 || first > last || last > board.height {
                    errors.at(
                        span,
                        format!(
                            "rows are numbered 1 to {} from the top: `rows {first}..={last}` is \
                             not a range of them",
                            board.height
                        ),
                    );
                    ok = false;
                } else {
                    cells[side].extend(
                        outline
                            .cells(board)
                            .into_iter()
                            .filter(|&cell| (first - 1..last).contains(&(cell / board.width))),
                    );
                }
            }
        }
        for cell in &list.cells {
            match board.bit(cell.column as i32, cell.row as i32) {
                Some(bit) if outline.has_cell(board, bit) => cells[side].push(bit),
                _ => {
                    errors.at(cell.span, format!("`{}` is off the board", cell.text));
                    ok = false;
                }
            }
        }
    }
    if ok && (cells[0].is_empty() || cells[1].is_empty()) {
        errors.at(
            section.key.span(),
            "each side starts with stones: give both `X` and `O` cells",
        );
        ok = false;
    }
    if ok && cells[0].iter().any(|cell| cells[1].contains(cell)) {
        errors.at(
            section.key.span(),
            "X and O start on the same cells: their lists must not overlap",
        );
        ok = false;
    }
    for side in &mut cells {
        side.sort_unstable();
        side.dedup();
    }
    ok.then_some(cells)
}

/// The sections a game of hops has none of.
fn refuse_other_sections(s: &Sections, errors: &mut Errors) {
    super::sections::refuse_outside_race(s, "hops", "hex star 4", errors);
}
