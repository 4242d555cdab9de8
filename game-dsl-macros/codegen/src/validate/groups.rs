//! Checks of a game of stones that capture groups without liberties (`moves: place then capture
//! groups { ... }`, `pass: always`, `win: area { ... }`), and its lowering to [`Groups`].

use proc_macro2::Span;

use super::Sections;
use crate::ast::{Section, Value};
use crate::ast_groups::{Area, GroupMoves};
use crate::errors::Errors;
use crate::groups_model::{Groups, MAX_LIMIT, MAX_POINTS};

/// The sections of a game of groups, each at most once.
#[derive(Default)]
pub(crate) struct GroupsSections<'a> {
    pub moves: Option<&'a GroupMoves>,
    pub area: Option<&'a Area>,
    pub pass: Option<Span>,
}

impl<'a> GroupsSections<'a> {
    /// Keeps a section of the family; whether it was declared before.
    pub fn collect(&mut self, section: &'a Section) -> bool {
        match &section.value {
            Value::GroupMoves(moves) => self.moves.replace(moves).is_some(),
            Value::Area(area) => self.area.replace(area).is_some(),
            Value::PassAlways(span) => self.pass.replace(*span).is_some(),
            _ => false,
        }
    }

    /// Each part of the family that needs its moves: where it is written, and what it does.
    pub fn parts(&self) -> [(Option<Span>, &'static str); 2] {
        [
            (
                self.area.map(|area| area.span),
                "`area` scores a game of stones that capture groups",
            ),
            (
                self.pass,
                "`pass: always` lets a side pass in a game of stones that capture groups",
            ),
        ]
    }
}

/// The moves that the parts of a game of groups need.
pub(super) const MOVES: &str = "its moves, as in `moves: place then capture groups { suicide: \
                                illegal, ko: simple, repeat: draw }`";

/// A game of groups: the board, the rules of the capture, the passes and the scoring.
pub(super) fn lower(moves: &GroupMoves, s: &Sections, errors: &mut Errors) -> Option<Groups> {
    refuse_other_sections(s, errors);
    let mut ok = true;
    for &span in &moves.duplicates {
        errors.at(span, "this rule is written twice: remove one");
        ok = false;
    }
    let board = match s.board {
        Some((section, width, height)) => {
            if let Value::Board { shape, blocks, .. } = &section.value
                && (!matches!(shape, crate::ast::BoardShape::Rectangle) || blocks.is_some())
            {
                errors.at(
                    width.span,
                    "a game of groups is played on a plain rectangle, as in `board: 9 x 9`",
                );
                ok = false;
            }
            let (w, h) = (width.value, height.value);
            if !(2..=25).contains(&w) || !(2..=25).contains(&h) || w * h > MAX_POINTS {
                errors.at(
                    width.span,
                    format!(
                        "a game of groups has 2 to 25 columns and rows (at most {MAX_POINTS} \
                         points): as `board: 9 x 9` or `board: 19 x 19`"
                    ),
                );
                ok = false;
            }
            Some((w, h))
        }
        None => {
            if !s.attempted("board") {
                errors.at(
                    moves.span,
                    "a game of groups needs a board: add one, as in `board: 9 x 9`",
                );
            }
            None
        }
    };
    let Some(area) = s.groups.area else {
        if !s.attempted("win") {
            errors.at(
                moves.span,
                "a game of groups is scored by area: add `win: area { komi: 7.5, passes: 2, \
                 limit: 162 }`",
            );
        }
        return None;
    };
    for &span in &area.duplicates {
        errors.at(span, "this entry is written twice: remove one");
        ok = false;
    }
    if s.groups.pass.is_none() && !s.attempted("pass") {
        errors.at(
            area.span,
            "a game scored by area ends when the sides pass: add `pass: always`",
        );
        ok = false;
    }
    let passes = match area.passes {
        Some(n) if (1..=255).contains(&n.value) => n.value,
        Some(n) => {
            errors.at(n.span, "the passes in a row that end the game are 1 to 255");
            ok = false;
            0
        }
        None => {
            errors.at(
                area.span,
                "say how many passes in a row end the game: add `passes: 2` to `area { ... }`",
            );
            ok = false;
            0
        }
    };
    let limit = match area.limit {
        Some(n) if (1..=MAX_LIMIT).contains(&n.value) => n.value,
        Some(n) => {
            errors.at(
                n.span,
                format!(
                    "a limit is 1 to {MAX_LIMIT} plies (a position keeps the key of each board \
                     of the game)"
                ),
            );
            ok = false;
            0
        }
        None => {
            errors.at(
                area.span,
                "say after how many plies the game is scored: add `limit: N` to `area { ... }`, \
                 as `limit: 162` (twice the points)",
            );
            ok = false;
            0
        }
    };
    let (width, height) = board?;
    ok.then_some(Groups {
        width,
        height,
        suicide: moves.suicide.is_some_and(|(_, legal)| legal),
        ko: moves.ko.is_some(),
        repeat_draw: moves.repeat.is_some(),
        komi2: area.komi.map_or(0, |(_, k)| k),
        passes,
        limit,
    })
}

/// The sections a game of groups has none of.
fn refuse_other_sections(s: &Sections, errors: &mut Errors) {
    let sections = [
        s.pile.map(|(s, _)| s),
        s.piles.map(|(s, _)| s),
        s.moves.map(|(s, _)| s),
        s.start.map(|(s, _)| s),
        s.win.map(|(s, _)| s),
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
    ];
    for section in sections.into_iter().flatten() {
        let key = &section.key;
        let message = match key.to_string().as_str() {
            "moves" => "duplicate section `moves`: a game declares it once".to_string(),
            "win" | "lose" => format!(
                "a game of groups is scored by area: write `win: area {{ komi: 7.5, passes: 2, \
                 limit: 162 }}` and remove `{key}`"
            ),
            "pass" => {
                "a side of a game of groups may pass at any turn: write `pass: always`".to_string()
            }
            "limit" => "the limit of a game of groups is scored, not drawn: write it in `win: \
                        area { limit: N }`"
                .to_string(),
            "start" => "a game of groups starts on an empty board: remove `start`".to_string(),
            _ => format!("`{key}` does not apply to a game of groups"),
        };
        errors.at(key.span(), message);
    }
    super::sections::refuse_family_boards(
        s,
        "a game of groups is played on a grid, as in `board: 9 x 9`",
        errors,
    );
}
