//! Checks of a game of pits and seeds (`board: pits 2 x N`, `start: N seeds`, `moves: sow`,
//! `win: most seeds`), and its lowering to [`Pits`].

use proc_macro2::Span;

use super::Sections;
use crate::ast::{Number, Section, Value};
use crate::ast_pits::{PitsBoard, Sow, SowOption};
use crate::errors::Errors;
use crate::pits_model::{MAX_PITS, MAX_SEEDS, Pits};

/// The sections of a game of pits, each at most once.
#[derive(Default)]
pub(crate) struct PitsSections<'a> {
    pub board: Option<&'a PitsBoard>,
    pub seeds: Option<Number>,
    pub sow: Option<&'a Sow>,
    pub most_seeds: Option<Span>,
}

impl<'a> PitsSections<'a> {
    /// Keeps a section of the family; whether it was declared before.
    pub fn collect(&mut self, section: &'a Section) -> bool {
        match &section.value {
            Value::Pits(board) => self.board.replace(board).is_some(),
            Value::Seeds(seeds) => self.seeds.replace(*seeds).is_some(),
            Value::Sow(sow) => self.sow.replace(sow).is_some(),
            Value::MostSeeds(span) => self.most_seeds.replace(*span).is_some(),
            _ => false,
        }
    }
}

/// Says at each part of a game of pits written on a game without a board of pits that it
/// needs one.
pub(super) fn refuse_without_board(s: &Sections, errors: &mut Errors) {
    let p = &s.pits;
    if p.board.is_some() {
        return;
    }
    let hint = "a board of pits, as in `board: pits 2 x 6 with stores`";
    if let Some(seeds) = p.seeds {
        errors.at(
            seeds.span,
            format!("seeds are counted in pits: declare {hint}"),
        );
    }
    if let Some(sow) = p.sow {
        errors.at(
            sow.span,
            format!("`sow` sows seeds into pits: declare {hint}"),
        );
    }
    if let Some(most) = p.most_seeds {
        errors.at(
            most,
            format!("`most seeds` counts seeds in pits: declare {hint}"),
        );
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
    let (mut again_in_store, mut capture_opposite) = (false, false);
    match s.pits.sow {
        Some(sow) => {
            for &option in &sow.options {
                let seen = match option {
                    SowOption::AgainInStore(_) => &mut again_in_store,
                    SowOption::CaptureOpposite(_) => &mut capture_opposite,
                };
                if std::mem::replace(seen, true) {
                    errors.at(
                        option.span(),
                        format!("`{}` is written twice: remove one", option.words()),
                    );
                    ok = false;
                }
                if !stores {
                    let why = match option {
                        SowOption::AgainInStore(_) => "the last seed lands in the mover's store",
                        SowOption::CaptureOpposite(_) => {
                            "the seeds captured go to the mover's store"
                        }
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
    ok.then_some(Pits {
        pits,
        seeds,
        stores,
        again_in_store,
        capture_opposite,
    })
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
        s.limit.map(|(s, _)| s),
        s.end.map(|(s, _)| s),
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
