//! Checks of a game of pits and seeds (`board: pits 2 x N`, `start: N seeds`, `moves: sow`,
//! `win: most seeds`), and its lowering to [`Pits`].

use proc_macro2::Span;

use super::Sections;
use crate::ast::{Number, Section, Value};
use crate::ast_pits::{EndOption, MostSeeds, PitsBoard, Sow, SowOption};
use crate::errors::Errors;
use crate::model::Repetition;
use crate::pits_model::{MAX_LIMIT, MAX_PITS, MAX_SEEDS, Pits};

/// The sections of a game of pits, each at most once.
#[derive(Default)]
pub(crate) struct PitsSections<'a> {
    pub board: Option<&'a PitsBoard>,
    pub seeds: Option<Number>,
    pub sow: Option<&'a Sow>,
    pub most_seeds: Option<&'a MostSeeds>,
}

impl<'a> PitsSections<'a> {
    /// Keeps a section of the family; whether it was declared before.
    pub fn collect(&mut self, section: &'a Section) -> bool {
        match &section.value {
            Value::Pits(board) => self.board.replace(board).is_some(),
            Value::Seeds(seeds) => self.seeds.replace(*seeds).is_some(),
            Value::Sow(sow) => self.sow.replace(sow).is_some(),
            Value::MostSeeds(most) => self.most_seeds.replace(most).is_some(),
            _ => false,
        }
    }
}

/// The board that the parts of a game of pits need.
pub(super) const BOARD: &str = "a board of pits, as in `board: pits 2 x 6 with stores`";

impl PitsSections<'_> {
    /// Each part of the family that needs its board: where it is written, and what it does.
    pub fn parts(&self) -> [(Option<Span>, &'static str); 3] {
        [
            (
                self.seeds.map(|seeds| seeds.span),
                "seeds are counted in pits",
            ),
            (self.sow.map(|sow| sow.span), "`sow` sows seeds into pits"),
            (
                self.most_seeds.map(|most| most.span),
                "`most seeds` counts seeds in pits",
            ),
        ]
    }
}

/// A game of pits: two rows of pits, the seeds of each, the sowing's options, won by most
/// seeds.
pub(super) fn lower(board: &PitsBoard, s: &Sections, errors: &mut Errors) -> Option<Pits> {
    refuse_other_sections(s, errors);
    let mut ok = true;
    if board.rows.value != 2 {
        errors.at(
            board.rows.span,
            format!(
                "a board of pits has 2 rows, one a side, not {}: write `pits 2 x {}`",
                board.rows.value, board.pits.value
            ),
        );
        ok = false;
    }
    let pits = board.pits.value;
    if pits == 0 || pits > MAX_PITS {
        errors.at(
            board.pits.span,
            format!("a side has 1 to {MAX_PITS} pits, not {pits}"),
        );
        ok = false;
    }
    let seeds = match s.pits.seeds {
        Some(seeds) => {
            let total = u64::from(seeds.value) * 2 * u64::from(pits);
            if seeds.value == 0 || total > u64::from(MAX_SEEDS) {
                errors.at(
                    seeds.span,
                    format!(
                        "{} seeds a pit make {total} on the board: a board holds 1 to {MAX_SEEDS}",
                        seeds.value
                    ),
                );
                ok = false;
            }
            seeds.value
        }
        None => {
            errors.at(
                board.span,
                "a board of pits needs its seeds: add `start: N seeds`, as in `start: 4 seeds`",
            );
            ok = false;
            0
        }
    };
    let stores = board.stores.is_some();
    let mut pits_model = Pits {
        pits,
        seeds,
        stores,
        again_in_store: false,
        capture_opposite: false,
        skip_origin: false,
        capture_counts: 0,
        backward: false,
        no_grand_slam: false,
        must_feed: false,
        end_no_move: false,
        end_over_half: false,
        limit: None,
        repeat: None,
    };
    match super::sections::repeat(s, &[Repetition::Counted, Repetition::Draw], errors) {
        Some(repeat) => pits_model.repeat = repeat,
        None => ok = false,
    }
    if let Some((_, limit)) = s.limit {
        if limit.value == 0 || limit.value > MAX_LIMIT {
            errors.at(
                limit.span,
                format!(
                    "a game of pits ends after 1 to {MAX_LIMIT} plies, not {}",
                    limit.value
                ),
            );
            ok = false;
        }
        pits_model.limit = Some(limit.value);
    }
    let ends = s.pits.most_seeds.map_or(&[][..], |most| &most.ends[..]);
    for &end in ends {
        let seen = match end {
            EndOption::NoMove(_) => &mut pits_model.end_no_move,
            EndOption::OverHalf(_) => &mut pits_model.end_over_half,
        };
        if std::mem::replace(seen, true) {
            errors.at(
                end.span(),
                format!("`{}` is written twice: remove one", end.words()),
            );
            ok = false;
        }
    }
    let m = &mut pits_model;
    match s.pits.sow {
        Some(sow) => {
            for &option in &sow.options {
                let seen = match option {
                    SowOption::AgainInStore(_) => &mut m.again_in_store,
                    SowOption::CaptureOpposite(_) => &mut m.capture_opposite,
                    SowOption::SkipOrigin(_) => &mut m.skip_origin,
                    SowOption::CaptureCounts {
                        counts, backward, ..
                    } => {
                        let twice = m.capture_counts != 0;
                        m.capture_counts = counts;
                        m.backward = backward;
                        if twice {
                            errors.at(
                                option.span(),
                                "the counts captured are written twice: write them once, as in \
                                 `capture 2 3`",
                            );
                            ok = false;
                        }
                        continue;
                    }
                    SowOption::NoGrandSlam(_) => &mut m.no_grand_slam,
                    SowOption::MustFeed(_) => &mut m.must_feed,
                };
                if std::mem::replace(seen, true) {
                    errors.at(
                        option.span(),
                        format!("`{}` is written twice: remove one", option.words()),
                    );
                    ok = false;
                }
                if !stores
                    && matches!(
                        option,
                        SowOption::AgainInStore(_) | SowOption::CaptureOpposite(_)
                    )
                {
                    let why = match option {
                        SowOption::AgainInStore(_) => "the last seed lands in the mover's store",
                        _ => "the seeds captured go to the mover's store",
                    };
                    errors.at(
                        option.span(),
                        format!(
                            "`{}` needs stores ({why}): write `board: pits {} x {pits} with stores`",
                            option.words(),
                            board.rows.value
                        ),
                    );
                    ok = false;
                }
            }
            ok &= check_needs(sow, ends, m, errors);
        }
        None => {
            if s.moves.is_some() {
                errors.at(
                    s.moves_span(),
                    "the moves of a board of pits sow seeds: write `moves: sow`, with its options \
                     in braces, as in `moves: sow { again in store, capture opposite }`",
                );
            }
            ok = false;
        }
    }
    if s.pits.most_seeds.is_none() {
        if let Some((section, _)) = s.win {
            errors.at(
                section.key.span(),
                "a game of pits is won by `most seeds`: write `win: most seeds`",
            );
        }
        ok = false;
    }
    ok.then_some(pits_model)
}

/// The options that need another: `no grand slam` a capture of counts, `must feed` the end by
/// `no move` (when a side's empty pits end the game, a side never has to feed), `over half` a
/// place for the seeds captured. Whether they are all there.
fn check_needs(sow: &Sow, ends: &[EndOption], m: &Pits, errors: &mut Errors) -> bool {
    let mut ok = true;
    for &option in &sow.options {
        let missing = match option {
            SowOption::NoGrandSlam(_) if m.capture_counts == 0 => {
                "`no grand slam` spares the seeds a capture of counts would take: add the counts \
                 captured, as in `sow { capture 2 3 backward, no grand slam }`"
            }
            SowOption::MustFeed(_) if !m.end_no_move => {
                "`must feed` restricts the turns when the opponent's pits are empty, which ends \
                 the game unless it ends on `no move`: write `win: most seeds { no move }`"
            }
            _ => continue,
        };
        errors.at(option.span(), missing);
        ok = false;
    }
    for &end in ends {
        if let EndOption::OverHalf(span) = end
            && !m.stores
            && m.capture_counts == 0
        {
            errors.at(
                span,
                "`over half` counts the seeds captured, which this game never captures: add \
                 stores (`with stores`) or a capture of counts (`sow { capture 2 3 }`)",
            );
            ok = false;
        }
    }
    ok
}
/// The sections a game of pits has none of.
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
        s.capture.map(|(s, _)| s),
        s.promote.map(|(s, _)| s),
        s.opening.map(|(s, _)| s),
        s.quiet.map(|(s, _)| s),
    ];
    for section in sections.into_iter().flatten() {
        let key = &section.key;
        let message = match key.to_string().as_str() {
            "board" => "duplicate section `board`: a game declares it once".to_string(),
            "start" => {
                "a board of pits starts with the same seeds in every pit: write `start: 4 seeds`"
                    .to_string()
            }
            _ => format!("`{key}` does not apply to a game of pits"),
        };
        errors.at(key.span(), message);
    }
}
