//! Checks of a game of pegs that link a leap apart (`moves: place then link (1, 2) { ... }`,
//! `win: connect`, `blocked: ...`), and its lowering to [`Links`].

use super::Sections;
use crate::ast::{Blocked, Section, Value, Win};
use crate::ast_links::LinkMoves;
use crate::errors::Errors;
use crate::links_model::{Links, MAX_CELLS};

/// The sections of a game of links, each at most once.
#[derive(Default)]
pub(crate) struct LinksSections<'a> {
    pub moves: Option<&'a LinkMoves>,
}

impl<'a> LinksSections<'a> {
    /// Keeps a section of the family; whether it was declared before.
    pub fn collect(&mut self, section: &'a Section) -> bool {
        match &section.value {
            Value::LinkMoves(moves) => self.moves.replace(moves).is_some(),
            _ => false,
        }
    }
}

/// A game of links: the board, the leap, the rules of the links, the end.
pub(super) fn lower(moves: &LinkMoves, s: &Sections, errors: &mut Errors) -> Option<Links> {
    refuse_other_sections(s, errors);
    let mut ok = true;
    for &span in &moves.duplicates {
        errors.at(span, "this rule is written twice: remove one");
        ok = false;
    }
    let (a, b) = moves.leap;
    if !(1..=3).contains(&b.value) || a.value == 0 || a.value >= b.value {
        errors.at(
            a.span,
            "a leap is two distances `(a, b)` with 0 < a < b <= 3, as `link (1, 2)` (a \
             knight's move)",
        );
        ok = false;
    }
    let board = match s.board {
        Some((section, width, height)) => {
            if let Value::Board { shape, blocks, .. } = &section.value
                && (!matches!(shape, crate::ast::BoardShape::Rectangle) || blocks.is_some())
            {
                errors.at(
                    width.span,
                    "a game of links is played on a plain rectangle, as in `board: 8 x 8`",
                );
                ok = false;
            }
            let (w, h) = (width.value, height.value);
            if !(5..=24).contains(&w) || !(5..=24).contains(&h) || w * h > MAX_CELLS {
                errors.at(
                    width.span,
                    "a game of links has 5 to 24 columns and rows: as `board: 8 x 8` or \
                     `board: 24 x 24`",
                );
                ok = false;
            }
            if let Some(swap) = moves.swap
                && w != h
            {
                errors.at(
                    swap,
                    "the swap turns the first peg a quarter: it needs a square board, as \
                     `board: 8 x 8`",
                );
                ok = false;
            }
            Some((w, h))
        }
        None => {
            if !s.attempted("board") {
                errors.at(
                    moves.span,
                    "a game of links needs a board: add one, as in `board: 8 x 8`",
                );
            }
            None
        }
    };
    match s.win {
        Some((_, Win::Connect(_))) => {}
        Some((section, _)) => {
            errors.at(
                section.key.span(),
                "a game of links is won by joining one's edges through links: write `win: \
                 connect`",
            );
            ok = false;
        }
        None => {
            if !s.attempted("win") {
                errors.at(
                    moves.span,
                    "a game of links is won by joining one's edges through links: add `win: \
                     connect`",
                );
            }
            ok = false;
        }
    }
    let blocked = match s.blocked.map(|(_, b)| b) {
        Some(Blocked::Lose(_)) => -1,
        Some(Blocked::Win(_)) => 1,
        Some(Blocked::Draw(_)) | None => 0,
    };
    let (width, height) = board?;
    ok.then_some(Links {
        width,
        height,
        leap: (a.value, b.value),
        no_crossing: moves.crossing.is_none_or(|(_, never)| never),
        closed: moves.enemy_edges.is_some_and(|(_, closed)| closed),
        swap: moves.swap.is_some(),
        blocked,
    })
}

/// The sections a game of links has none of.
fn refuse_other_sections(s: &Sections, errors: &mut Errors) {
    let sections = [
        s.pile.map(|(s, _)| s),
        s.piles.map(|(s, _)| s),
        s.moves.map(|(s, _)| s),
        s.start.map(|(s, _)| s),
        s.lose.map(|(s, _)| s),
        s.order.map(|(s, _)| s),
        s.eval.map(|(s, _)| s),
        s.pass.map(|(s, _)| s),
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
            "moves" => "duplicate section `moves`: a game declares it once".to_string(),
            "start" => "a game of links starts on an empty board: remove `start`".to_string(),
            "lose" => "a game of links is won by joining one's edges: write `win: connect` and \
                       remove `lose`"
                .to_string(),
            _ => format!("`{key}` does not apply to a game of links"),
        };
        errors.at(key.span(), message);
    }
    super::sections::refuse_family_boards(
        s,
        "a game of links is played on a grid, as in `board: 8 x 8`",
        errors,
    );
}
