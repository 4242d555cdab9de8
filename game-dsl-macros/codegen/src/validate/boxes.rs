//! Checks of a game of edges and boxes (`board: edges of W x H boxes`, `moves: draw`,
//! `win: most boxes`), and its lowering to [`Boxes`].

use proc_macro2::Span;

use super::Sections;
use crate::ast::{Section, Value};
use crate::ast_boxes::{Draw, EdgesBoard};
use crate::boxes_model::{Boxes, MAX_PADDED};
use crate::errors::Errors;

/// The sections of a game of edges and boxes, each at most once.
#[derive(Default)]
pub(crate) struct BoxesSections<'a> {
    pub board: Option<&'a EdgesBoard>,
    pub draw: Option<&'a Draw>,
    pub most_boxes: Option<Span>,
}

impl<'a> BoxesSections<'a> {
    /// Keeps a section of the family; whether it was declared before.
    pub fn collect(&mut self, section: &'a Section) -> bool {
        match &section.value {
            Value::Edges(board) => self.board.replace(board).is_some(),
            Value::Draw(draw) => self.draw.replace(draw).is_some(),
            Value::MostBoxes(span) => self.most_boxes.replace(*span).is_some(),
            _ => false,
        }
    }
}

/// The board that the parts of a game of edges and boxes need.
pub(super) const BOARD: &str = "a board of edges, as in `board: edges of 2 x 2 boxes`";

impl BoxesSections<'_> {
    /// Each part of the family that needs its board: where it is written, and what it does.
    pub fn parts(&self) -> [(Option<Span>, &'static str); 2] {
        [
            (
                self.draw.map(|draw| draw.span),
                "`draw` draws edges between dots",
            ),
            (
                self.most_boxes,
                "`most boxes` counts the boxes closed by edges",
            ),
        ]
    }
}

/// A game of edges and boxes: the size, the turn's rule, won by most boxes.
pub(super) fn lower(board: &EdgesBoard, s: &Sections, errors: &mut Errors) -> Option<Boxes> {
    refuse_other_sections(s, errors);
    let mut ok = true;
    let (columns, rows) = (board.columns.value, board.rows.value);
    for (number, what) in [
        (board.columns, "boxes a row"),
        (board.rows, "rows of boxes"),
    ] {
        if number.value == 0 {
            errors.at(
                number.span,
                format!("a board of edges has at least 1 box: {what} cannot be 0"),
            );
            ok = false;
        }
    }
    let padded = (u64::from(rows) + 1) * (u64::from(columns) + 1);
    if ok && padded > u64::from(MAX_PADDED) {
        errors.at(
            board.span,
            format!(
                "a board of {columns} x {rows} boxes has {} x {} dots, more than the {MAX_PADDED} \
                 a bitboard of edges holds: take a smaller board, as at most 7 x 7 boxes",
                columns + 1,
                rows + 1
            ),
        );
        ok = false;
    }
    let mut again_on_box = false;
    match s.boxes.draw {
        Some(draw) => {
            for &span in &draw.again_on_box {
                if std::mem::replace(&mut again_on_box, true) {
                    errors.at(span, "`again on box` is written twice: remove one");
                    ok = false;
                }
            }
        }
        None => {
            let at = s
                .pits
                .sow
                .map(|sow| sow.span)
                .or(s.moves.map(|_| s.moves_span()));
            if let Some(at) = at {
                errors.at(
                    at,
                    "the moves of a board of edges draw an edge: write `moves: draw`, or \
                     `moves: draw { again on box }` for a player who closes a box to draw again",
                );
            }
            ok = false;
        }
    }
    if s.boxes.most_boxes.is_none() {
        let at = s
            .pits
            .most_seeds
            .map(|most| most.span)
            .or(s.win.map(|(section, _)| section.key.span()));
        if let Some(at) = at {
            errors.at(
                at,
                "a game of edges and boxes is won by the boxes closed: write `win: most boxes`",
            );
        }
        ok = false;
    }
    ok.then_some(Boxes {
        columns,
        rows,
        again_on_box,
    })
}

/// The sections a game of edges and boxes has none of.
fn refuse_other_sections(s: &Sections, errors: &mut Errors) {
    let sections = [
        s.board.map(|(s, ..)| s),
        s.pile.map(|(s, _)| s),
        s.piles.map(|(s, _)| s),
        s.start.map(|(s, _)| s),
        s.lose.map(|(s, _)| s),
        s.order.map(|(s, _)| s),
        s.eval.map(|(s, _)| s),
        s.pass.map(|(s, _)| s),
        s.blocked.map(|(s, _)| s),
        s.limit.map(|(s, _)| s),
        s.capture.map(|(s, _)| s),
        s.promote.map(|(s, _)| s),
        s.opening.map(|(s, _)| s),
        s.quiet.map(|(s, _)| s),
        s.repeat.map(|(s, _, _)| s),
    ];
    for section in sections.into_iter().flatten() {
        let key = &section.key;
        let message = match key.to_string().as_str() {
            "board" => "duplicate section `board`: a game declares it once".to_string(),
            "start" => "a board of edges starts with no edge drawn: remove `start`".to_string(),
            _ => format!("`{key}` does not apply to a game of edges and boxes"),
        };
        errors.at(key.span(), message);
    }
    if let Some(board) = s.pits.board {
        errors.at(
            board.span,
            "duplicate section `board`: a game declares it once",
        );
    }
    if let Some(seeds) = s.pits.seeds {
        errors.at(
            seeds.span,
            "a board of edges starts with no edge drawn: remove `start`",
        );
    }
}
