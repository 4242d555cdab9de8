//! Checks of a game of stones that capture groups without liberties (`moves: place then capture
//! groups { ... }`, `pass: always`, `win: area { ... }`), and its lowering to [`Groups`]; and the
//! kernel of groups ([`kernel`]) that the lowering picks for Go written in parts (`moves: place
//! enclose orthogonal [ko]`, `pass: always`, `[repeat: 2 draw]`, `win: area { ... }`).

use proc_macro2::Span;

use super::Sections;
use crate::ast::{Section, Value};
use crate::ast_groups::{Area, GroupMoves};
use crate::ast_parts::{ActionSyntax, PartsMoves};
use crate::errors::Errors;
use crate::geometry::ORTHOGONAL_STEPS;
use crate::groups_model::{Groups, MAX_LIMIT, MAX_POINTS, PASSES, PASSES_ERROR};

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
        Some(n) if PASSES.contains(&n.value) => n.value,
        Some(n) => {
            errors.at(n.span, PASSES_ERROR);
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
        repeat_forbid: false,
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

/// The game of groups that moves made of parts declare, if they are Go's exactly: one turn,
/// `place enclose orthogonal` (with `ko`, `suicide`, both or neither) on a plain rectangle of 2 to 25 columns and
/// rows, `pass: always`, `win: area { ... }` with its passes and a limit (in it or in `limit`),
/// maybe `repeat: 2 draw` (a board brought back draws) or `repeat: 2 forbid` (no placement
/// may bring one back: positional superko), and no other section but `sides` and
/// `end`. The kernel (`game_dsl::groups`) plays those rules as the general primitives do
/// (`tests/tests/enclose.rs` checks them against each other, move by move), its sets of points
/// in as few words as the board needs, with Go's notation (points a1 at the bottom left to j9,
/// without i; `pass`). Any other declaration is the general primitives', which report its
/// errors.
pub(super) fn kernel(moves: &PartsMoves, s: &Sections) -> Option<Groups> {
    let [(None, turns)] = moves.lists.as_slice() else {
        return None;
    };
    let [turn] = turns.as_slice() else {
        return None;
    };
    if !turn.then.is_empty() || turn.shoot.is_some() || turn.rotate.is_some() {
        return None;
    }
    let action = &turn.action;
    let [effect] = action.effects.as_slice() else {
        return None;
    };
    // The four orthogonal neighbours, however they are written (`orthogonal`, `forward +
    // backward + sideways`).
    let dirs = super::pieces::union(&effect.directions, 0);
    let orthogonal =
        dirs.len() == ORTHOGONAL_STEPS.len() && ORTHOGONAL_STEPS.iter().all(|d| dirs.contains(d));
    let enclose = effect.word.text == "enclose"
        && orthogonal
        && effect.lines.is_none()
        && effect.exactly.is_none()
        && effect.against.is_none();
    if action.keyword.text != "place" || !plain_placement(action) || !enclose {
        return None;
    }
    let (section, width, height) = s.board?;
    let rectangle = matches!(
        &section.value,
        Value::Board {
            shape: crate::ast::BoardShape::Rectangle,
            blocks: None,
            ..
        }
    );
    let (w, h) = (width.value, height.value);
    let fits = (2..=25).contains(&w) && (2..=25).contains(&h) && w * h <= MAX_POINTS;
    let area = s.groups.area?;
    let passes = area.passes.filter(|n| PASSES.contains(&n.value))?;
    let limit = match (area.limit, s.limit) {
        (Some(n), None) | (None, Some((_, n))) => n,
        _ => return None,
    };
    let (repeat_draw, repeat_forbid) = match s.repeat {
        None => (false, false),
        Some((_, times, end)) if times.value == 2 && end.text == "draw" => (true, false),
        Some((_, times, end)) if times.value == 2 && end.text == "forbid" => (false, true),
        Some(_) => return None,
    };
    let others = [
        s.pile.is_some(),
        s.piles.is_some(),
        s.win.is_some(),
        s.lose.is_some(),
        s.order.is_some(),
        s.eval.is_some(),
        s.start.is_some(),
        s.pass.is_some(),
        s.blocked.is_some(),
        s.capture.is_some(),
        s.promote.is_some(),
        s.opening.is_some(),
        s.quiet.is_some(),
        !s.attempted.is_empty(),
        !area.duplicates.is_empty(),
    ];
    (rectangle
        && fits
        && s.groups.pass.is_some()
        && (1..=MAX_LIMIT).contains(&limit.value)
        && !others.contains(&true))
    .then(|| Groups {
        width: w,
        height: h,
        suicide: effect.suicide.is_some(),
        ko: effect.ko.is_some(),
        repeat_draw,
        repeat_forbid,
        komi2: area.komi.map_or(0, |(_, k)| k),
        passes: passes.value,
        limit: limit.value,
    })
}

/// Whether `action` is a single stone placed anywhere, with none of a placement's options.
fn plain_placement(action: &ActionSyntax) -> bool {
    action.plain_reach()
        && action.directions.is_empty()
        && action.target.is_none()
        && action.chain.is_none()
        && action.flanking.is_none()
}
