//! Checks of a game of points joined by lines (`board: morris N`, `moves: phases [...]`,
//! `lose: fewer N`), and its lowering to [`Points`].

use proc_macro2::Span;

use super::Sections;
use crate::ast::{Section, Value};
use crate::ast_points::{Fewer, MorrisBoard, Phase, Phases};
use crate::errors::Errors;
use crate::model::MAX_LIMIT;
use crate::points_model::{MAX_SQUARES, Points};

/// The sections of a game of points, each at most once.
#[derive(Default)]
pub(crate) struct PointsSections<'a> {
    pub board: Option<&'a MorrisBoard>,
    pub phases: Option<&'a Phases>,
    pub fewer: Option<&'a Fewer>,
}

impl<'a> PointsSections<'a> {
    /// Keeps a section of the family; whether it was declared before.
    pub fn collect(&mut self, section: &'a Section) -> bool {
        match &section.value {
            Value::Morris(board) => self.board.replace(board).is_some(),
            Value::Phases(phases) => self.phases.replace(phases).is_some(),
            Value::Fewer(fewer) => self.fewer.replace(fewer).is_some(),
            _ => false,
        }
    }
}

/// The board that the parts of a game of points need.
pub(super) const BOARD: &str = "a board of points joined by lines, as in `board: morris 3`";

impl PointsSections<'_> {
    /// Each part of the family that needs its board: where it is written, and what it does.
    pub fn parts(&self) -> [(Option<Span>, &'static str); 2] {
        [
            (
                self.phases.map(|phases| phases.span),
                "`phases` moves stones along the lines between points",
            ),
            (
                self.fewer.map(|fewer| fewer.span),
                "`fewer` counts the stones of a game of points",
            ),
        ]
    }
}

/// A game of points: the board, the phases of a turn, the ends.
pub(super) fn lower(board: &MorrisBoard, s: &Sections, errors: &mut Errors) -> Option<Points> {
    refuse_other_sections(s, errors);
    let mut ok = true;
    let squares = board.squares.value;
    if squares == 0 || squares > MAX_SQUARES {
        errors.at(
            board.squares.span,
            format!(
                "a morris board has 1 to {MAX_SQUARES} nested squares (8 points each, a side's \
                 stones are a 32-bit set): `morris 3` is nine men's morris"
            ),
        );
        ok = false;
    }
    let points = 8 * squares;
    let mut model = Points {
        squares,
        hand: 0,
        step: false,
        fly: 0,
        remove_on_mill: false,
        fewer: 0,
        limit: 0,
    };
    let Some(phases) = s.points.phases else {
        if let Some(at) = s.moves.map(|_| s.moves_span()) {
            errors.at(
                at,
                "the moves of a morris board are phases: write `moves: phases [place from hand \
                 9, step, fly at 3] then remove on mill`",
            );
        }
        return None;
    };
    let mut seen: Vec<&'static str> = Vec::new();
    for phase in &phases.phases {
        let name = match phase {
            Phase::Place { .. } => "place",
            Phase::Step(_) => "step",
            Phase::Fly { .. } => "fly",
        };
        if seen.contains(&name) {
            errors.at(
                phase.span(),
                format!("the phase `{name}` is written twice: remove one"),
            );
            ok = false;
            continue;
        }
        seen.push(name);
        match phase {
            Phase::Place { hand, .. } => {
                if hand.value == 0 || hand.value > points / 2 {
                    errors.at(
                        hand.span,
                        format!(
                            "each side places 1 to {} stones, half the board's {points} points",
                            points / 2
                        ),
                    );
                    ok = false;
                }
                model.hand = hand.value;
            }
            Phase::Step(_) => model.step = true,
            Phase::Fly { stones, .. } => {
                if stones.value == 0 || stones.value > points {
                    errors.at(
                        stones.span,
                        format!(
                            "a side flies with 1 to {points} stones, the board's points: as \
                             `fly at 3`"
                        ),
                    );
                    ok = false;
                }
                model.fly = stones.value;
            }
        }
    }
    if model.hand == 0 {
        errors.at(
            phases.span,
            "the stones start in the players' hands: add a phase `place from hand N`",
        );
        ok = false;
    }
    for (i, &span) in phases.remove_on_mill.iter().enumerate() {
        if i > 0 {
            errors.at(span, "`then remove on mill` is written twice: remove one");
            ok = false;
        }
        model.remove_on_mill = true;
    }
    if let Some(fewer) = s.points.fewer {
        // Without stones in hand (reported above) the count has nothing to be checked against.
        if model.hand > 0 && (fewer.stones.value == 0 || fewer.stones.value > model.hand) {
            errors.at(
                fewer.stones.span,
                format!(
                    "a side loses with fewer than 1 to {} stones, those it places: as `fewer 3`",
                    model.hand
                ),
            );
            ok = false;
        }
        model.fewer = fewer.stones.value;
    }
    if let Some((_, limit)) = s.limit {
        if limit.value == 0 || limit.value > MAX_LIMIT {
            errors.at(limit.span, format!("a limit is 1 to {MAX_LIMIT} turns"));
            ok = false;
        }
        model.limit = limit.value;
    }
    ok.then_some(model)
}

/// The sections a game of points has none of.
fn refuse_other_sections(s: &Sections, errors: &mut Errors) {
    let sections = [
        s.board.map(|(s, ..)| s),
        s.pile.map(|(s, _)| s),
        s.piles.map(|(s, _)| s),
        s.start.map(|(s, _)| s),
        s.win.map(|(s, _)| s),
        s.lose.map(|(s, _)| s),
        s.order.map(|(s, _)| s),
        s.eval.map(|(s, _)| s),
        s.pass.map(|(s, _)| s),
        s.blocked.map(|(s, _)| s),
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
            "start" => {
                "a morris board starts empty, the stones in hand: remove `start`".to_string()
            }
            "win" | "lose" => format!(
                "a game of points ends by `lose: fewer N` or a side that cannot move, who loses: \
                 remove `{key}`"
            ),
            "blocked" => {
                "a side that cannot move on a morris board loses: remove `blocked`".to_string()
            }
            _ => format!("`{key}` does not apply to a game of points"),
        };
        errors.at(key.span(), message);
    }
    let other_boards: [Option<Span>; 2] =
        [s.pits.board.map(|b| b.span), s.boxes.board.map(|b| b.span)];
    for span in other_boards.into_iter().flatten() {
        errors.at(span, "duplicate section `board`: a game declares it once");
    }
}
