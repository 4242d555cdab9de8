//! The sections of a declaration: each at most once, the required ones present, those of board
//! games absent from pile games.

use proc_macro2::Span;

use crate::ast::{
    Blocked, End, Eval, Input, Lose, Moves, Number, Order, Pass, Piles, Section, Start, Value, Win,
};
use crate::ast_parts::{TurnSyntax, Word};
use crate::errors::Errors;
use crate::model::Repetition;

/// The sections of a declaration, each at most once.
#[derive(Default)]
pub(super) struct Sections<'a> {
    pub board: Option<(&'a Section, Number, Number)>,
    pub pile: Option<(&'a Section, Number)>,
    pub piles: Option<(&'a Section, &'a Piles)>,
    pub moves: Option<(&'a Section, &'a Moves)>,
    pub win: Option<(&'a Section, &'a Win)>,
    pub lose: Option<(&'a Section, &'a Lose)>,
    pub order: Option<(&'a Section, &'a Order)>,
    pub eval: Option<(&'a Section, &'a Eval)>,
    pub start: Option<(&'a Section, &'a Start)>,
    pub pass: Option<(&'a Section, &'a Pass)>,
    pub blocked: Option<(&'a Section, &'a Blocked)>,
    pub limit: Option<(&'a Section, Number)>,
    pub end: Option<(&'a Section, &'a End)>,
    pub capture: Option<(&'a Section, &'a Word)>,
    pub promote: Option<(&'a Section, &'a crate::ast_parts::PromoteSyntax)>,
    pub opening: Option<(&'a Section, &'a [TurnSyntax])>,
    pub quiet: Option<(&'a Section, Number)>,
    pub sides: Option<[String; 2]>,
    pub repeat: Option<(&'a Section, Number, &'a Word)>,
    /// `board: pits ...`, `start: N seeds`, `moves: sow ...`, `win: most seeds`.
    pub pits: super::pits::PitsSections<'a>,
    /// `board: edges of ...`, `moves: draw ...`, `win: most boxes`.
    pub boxes: super::boxes::BoxesSections<'a>,
    /// `board: morris N`, `moves: phases ...`, `lose: fewer N`.
    pub points: super::points::PointsSections<'a>,
    /// `moves: place then capture groups ...`, `win: area ...`, `pass: always`.
    pub groups: super::groups::GroupsSections<'a>,
    /// `moves: place then link ...`.
    pub links: super::links::LinksSections<'a>,
    /// `moves: step or jump or wall ...`.
    pub walls: super::walls::WallsSections<'a>,
    /// Sections written but not parsed (their errors are reported already).
    pub attempted: &'a [&'static str],
}

impl<'a> Sections<'a> {
    /// Sorts the sections of `input` by name, reporting duplicates.
    pub fn collect(input: &'a Input, errors: &mut Errors) -> Self {
        let mut found = Sections {
            attempted: &input.attempted,
            ..Sections::default()
        };
        for section in &input.sections {
            let duplicate = match &section.value {
                Value::Board { width, height, .. } => {
                    found.board.replace((section, *width, *height)).is_some()
                }
                Value::Pile(tokens) => found.pile.replace((section, *tokens)).is_some(),
                Value::Piles(piles) => found.piles.replace((section, piles)).is_some(),
                Value::Moves(moves) => found.moves.replace((section, moves)).is_some(),
                Value::Win(win) => found.win.replace((section, win)).is_some(),
                Value::Lose(lose) => found.lose.replace((section, lose)).is_some(),
                Value::Order(order) => found.order.replace((section, order)).is_some(),
                Value::Eval(eval) => found.eval.replace((section, eval)).is_some(),
                Value::Start(start) => found.start.replace((section, start)).is_some(),
                Value::Pass(pass) => found.pass.replace((section, pass)).is_some(),
                Value::Blocked(blocked) => found.blocked.replace((section, blocked)).is_some(),
                Value::Limit(limit) => found.limit.replace((section, *limit)).is_some(),
                Value::End(end) => found.end.replace((section, end)).is_some(),
                Value::Capture(word) => found.capture.replace((section, word)).is_some(),
                Value::Promote(word) => found.promote.replace((section, word)).is_some(),
                Value::Opening(turns) => found.opening.replace((section, turns)).is_some(),
                Value::Quiet(plies) => found.quiet.replace((section, *plies)).is_some(),
                Value::Sides(first, second) => found
                    .sides
                    .replace([first.to_string(), second.to_string()])
                    .is_some(),
                Value::Repeat(times, end) => found.repeat.replace((section, *times, end)).is_some(),
                Value::Pits(_) | Value::Seeds(_) | Value::Sow(_) | Value::MostSeeds(_) => {
                    found.pits.collect(section)
                }
                Value::Edges(_) | Value::Draw(_) | Value::MostBoxes(_) => {
                    found.boxes.collect(section)
                }
                Value::Morris(_) | Value::Phases(_) | Value::Fewer(_) => {
                    found.points.collect(section)
                }
                Value::GroupMoves(_) | Value::Area(_) | Value::PassAlways(_) => {
                    found.groups.collect(section)
                }
                Value::LinkMoves(_) => found.links.collect(section),
                Value::WallMoves(_) => found.walls.collect(section),
            };
            if duplicate {
                errors.at(
                    section.key.span(),
                    format!(
                        "duplicate section `{}`: a game declares it once",
                        section.key
                    ),
                );
            }
        }
        found
    }

    /// Whether the user wrote `section` but its value did not parse.
    pub fn attempted(&self, section: &str) -> bool {
        self.attempted.contains(&section)
    }

    /// The sections that only games of moving stones played by the general primitives have,
    /// each with its name: a game that has one never takes a grid kernel.
    pub fn of_moving_stones(&self) -> [(Option<&'a Section>, &'static str); 5] {
        [
            (self.capture.map(|(s, _)| s), "capture"),
            (self.promote.map(|(s, _)| s), "promote"),
            (self.opening.map(|(s, _)| s), "opening"),
            (self.quiet.map(|(s, _)| s), "quiet"),
            (self.repeat.map(|(s, _, _)| s), "repeat"),
        ]
    }

    /// Whether a section of [`Sections::of_moving_stones`] is written (parsed or not): the
    /// game is then the general primitives', never a kernel's.
    pub fn writes_moving_stones(&self) -> bool {
        self.of_moving_stones()
            .iter()
            .any(|&(section, name)| section.is_some() || self.attempted(name))
    }

    /// Whether a side starts on the cells of a colour (`X: dark`), as a checkerboard's games do.
    pub fn starts_by_colour(&self) -> bool {
        self.start.is_some_and(|(_, start)| {
            start
                .lists
                .iter()
                .any(|list| list.region.as_ref().is_some_and(|r| r.colour.is_some()))
        })
    }

    /// Where to report a problem of the moves: the move kind, or the call site if there is none.
    pub fn moves_span(&self) -> Span {
        match self.moves.map(|(_, m)| m) {
            Some(Moves::PlaceInBlock { place, .. }) => *place,
            Some(Moves::Take { span, .. } | Moves::TakeSet { span, .. } | Moves::TakeAny(span)) => {
                *span
            }
            Some(Moves::Parts(parts)) => parts.span,
            None => Span::call_site(),
        }
    }

    /// `end: custom PATH`: the function, checked by the compiler where the generated code calls
    /// it.
    pub fn custom_end(&self) -> Option<syn::Path> {
        self.end.map(|(_, end)| end.function.clone())
    }
}

/// Says at each board of a family other than a grid's (pits, edges, points) that this game is
/// played on a grid: `message` says so for its family, with an example (`a game of groups is
/// played on a grid, as in `board: 9 x 9``).
pub(super) fn refuse_family_boards(s: &Sections, message: &str, errors: &mut Errors) {
    let boards = [
        s.pits.board.map(|b| b.span),
        s.boxes.board.map(|b| b.span),
        s.points.board.map(|b| b.span),
    ];
    for span in boards.into_iter().flatten() {
        errors.at(span, message);
    }
}

/// Every game has `moves` and an end: `win`, or `lose` on a board, or `blocked` on piles (unless
/// the section was written and did not parse).
pub(super) fn require_moves_and_win(input: &Input, s: &Sections, errors: &mut Errors) {
    let name = &input.name;
    if s.moves.is_none()
        && s.pits.sow.is_none()
        && s.boxes.draw.is_none()
        && s.points.phases.is_none()
        && s.groups.moves.is_none()
        && s.links.moves.is_none()
        && s.walls.moves.is_none()
        && !s.attempted("moves")
    {
        errors.at(
            name.span(),
            format!("`{name}` has no `moves` section: add one, as in `moves: place` or `moves: take 1..=2`"),
        );
    }
    // Moves made of parts need no `win` (a side that cannot move loses), unless a grid kernel
    // plays them.
    let parts = matches!(s.moves, Some((_, Moves::Parts(parts))) if super::moves::kernel(parts, s).is_none());
    // A `moves` section that did not parse may have been moves made of parts, which need no
    // `win`: its own error is the one to read.
    let other_end = s.lose.is_some()
        || s.pits.most_seeds.is_some()
        || s.boxes.most_boxes.is_some()
        || s.points.fewer.is_some()
        || s.points.phases.is_some()
        || s.groups.area.is_some()
        || s.groups.moves.is_some()
        || s.attempted("lose")
        || parts
        || s.attempted("moves")
        || (s.board.is_none() && (s.blocked.is_some() || s.attempted("blocked")));
    if s.win.is_none() && !s.attempted("win") && !other_end {
        errors.at(
            name.span(),
            format!(
                "`{name}` has no `win` section: add one, as in `win: line 3` or `win: last_take`"
            ),
        );
    }
}

/// Says at each section that only board games have (`start`, `pass`, `limit`, `order`, `eval`)
/// that `game` (a pile game, a game of piles) has none.
pub(super) fn refuse_board_sections(s: &Sections, game: &str, errors: &mut Errors) {
    for (section, what) in [
        (s.start.map(|(s, _)| s), "start"),
        (s.pass.map(|(s, _)| s), "pass"),
        (s.limit.map(|(s, _)| s), "limit"),
        (s.order.map(|(s, _)| s), "order"),
        (s.eval.map(|(s, _)| s), "eval"),
    ] {
        if let Some(section) = section {
            errors.at(
                section.key.span(),
                format!("`{what}` applies to board games; {game} has none"),
            );
        }
    }
}

/// `repeat: N draw | end | forbid`, for a game whose rules read repetitions: the occurrence `N`
/// (from 2, at most 255: a position counts its occurrences in a byte) and what it makes of the
/// game, one of `allowed`. `None` after an error, and `Some(None)` without the section.
pub(super) fn repeat(
    s: &Sections,
    allowed: &[Repetition],
    errors: &mut Errors,
) -> Option<Option<crate::model::Repeat>> {
    let Some((_, times, end)) = s.repeat else {
        return Some(None);
    };
    let mut ok = true;
    if !(2..=255).contains(&times.value) {
        errors.at(
            times.span,
            format!(
                "a position repeats from its second occurrence: write `repeat: 2 {}` or more (at \
                 most 255), not `repeat: {}`",
                allowed[0].word(),
                times.value
            ),
        );
        ok = false;
    }
    let then = match allowed.iter().find(|then| then.word() == end.text) {
        Some(&then) => then,
        None => {
            let choices = allowed
                .iter()
                .map(|then| {
                    format!(
                        "`repeat: {} {}` ({})",
                        times.value.clamp(2, 255),
                        then.word(),
                        then.meaning()
                    )
                })
                .collect::<Vec<_>>()
                .join(" or ");
            errors.at(
                end.span,
                format!("a repetition here is written {choices}, not `{}`", end.text),
            );
            ok = false;
            allowed[0]
        }
    };
    ok.then_some(Some(crate::model::Repeat {
        times: times.value,
        then,
    }))
}

/// Says at each section that a race game (a game of walls: a board, a start, a `win`, a `limit`
/// and a `pass`, no more) has none of, that it does not apply; `family` names the game
/// (`walls`) and `board` is a board of it, for the error at another family's board.
pub(super) fn refuse_outside_race(s: &Sections, family: &str, board: &str, errors: &mut Errors) {
    let sections = [
        s.pile.map(|(s, _)| s),
        s.piles.map(|(s, _)| s),
        s.moves.map(|(s, _)| s),
        s.lose.map(|(s, _)| s),
        s.order.map(|(s, _)| s),
        s.eval.map(|(s, _)| s),
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
            "moves" => "duplicate section `moves`: a game declares it once".to_string(),
            "blocked" => format!(
                "a side of a game of {family} without a move passes (`pass: when_blocked`) or \
                 loses (the default)"
            ),
            _ => format!("`{key}` does not apply to a game of {family}"),
        };
        errors.at(key.span(), message);
    }
    refuse_family_boards(
        s,
        &format!("a game of {family} is played on a grid, as in `board: {board}`"),
        errors,
    );
}
