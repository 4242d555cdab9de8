//! Semantic checks of a declaration, and its lowering to the [`model`](crate::model).
//!
//! Every check runs and every failure is kept with the span of the token at fault, so the user
//! sees all the mistakes of a declaration in one compile. Each file checks one thing: the
//! `sections` present, the `board` size, the `moves`, the `win`, how a game goes on or ends
//! otherwise (`ending`), the `start` layout and whether the game is `playable` from it, the
//! `eval` terms (their `weights` and `squares` table), the `order`, the blocks a turn may
//! `rotate`, the `piles` (one pile or several). A board game is lowered by running them in
//! turn, each on what the ones before it accepted.

mod blocks;
mod board;
mod boxes;
mod ending;
mod eval;
mod groups;
mod hive;
mod hops;
mod kinds;
mod links;
mod moves;
mod order;
mod pieces;
mod piles;
mod pits;
mod playable;
mod points;
mod rotate;
mod sections;
mod shapes;
mod squares;
mod start;
mod walls;
mod weights;
mod win;

use proc_macro2::Span;

use crate::ast::{Input, Moves, Number};
use crate::errors::Errors;
use crate::model::{Game, Grid, Kind};
use sections::Sections;

impl Input {
    /// Checks the declaration and lowers it to the model, or returns every error found.
    pub fn validate(&self) -> syn::Result<Game> {
        let mut errors = Errors::default();
        for error in &self.errors {
            errors.push(error.clone());
        }
        let (kind, sides, end) = match (&self.kinds, &self.hive) {
            (_, Some(decl)) => {
                let (hive, sides) = hive::lower(self, decl, &mut errors);
                (
                    hive.map(Kind::Hive),
                    sides,
                    decl.custom_end(|value| match value {
                        crate::ast_hive::HiveValue::End(end) => Some(end),
                        _ => None,
                    }),
                )
            }
            (Some(decl), None) => (
                kinds::lower(self, decl, &mut errors).map(Kind::Kinds),
                None,
                decl.custom_end(|value| match value {
                    crate::ast_kinds::KindValue::End(end) => Some(end),
                    _ => None,
                }),
            ),
            (None, None) => {
                let sections = Sections::collect(self, &mut errors);
                let kind = lower(self, &sections, &mut errors);
                (kind, sections.sides.clone(), sections.custom_end())
            }
        };
        match kind {
            Some(kind) if errors.is_empty() => Ok(Game {
                attrs: self.attrs.clone(),
                vis: self.vis.clone(),
                name: self.name.clone(),
                kind,
                sides,
                end,
            }),
            _ => errors.finish(()).and_then(|()| {
                Err(syn::Error::new(
                    self.name.span(),
                    "invalid game declaration",
                ))
            }),
        }
    }
}

/// Checks the sections together and builds the game's kind: a board, or one pile or several.
fn lower(input: &Input, s: &Sections, errors: &mut Errors) -> Option<Kind> {
    sections::require_moves_and_win(input, s, errors);
    if let Some(board) = s.boxes.board {
        return boxes::lower(board, s, errors).map(Kind::Boxes);
    }
    refuse_without_board(&s.boxes.parts(), boxes::BOARD, errors);
    if let Some(board) = s.points.board {
        return points::lower(board, s, errors).map(Kind::Points);
    }
    refuse_without_board(&s.points.parts(), points::BOARD, errors);
    if let Some(moves) = s.walls.moves {
        return walls::lower(moves, s, errors).map(Kind::Walls);
    }
    if let Some(moves) = s.links.moves {
        return links::lower(moves, s, errors).map(Kind::Links);
    }
    if let Some(moves) = s.groups.moves {
        return groups::lower(moves, s, errors).map(Kind::Groups);
    }
    // After a `moves` section that did not parse, its own error is the one to read; moves
    // made of parts pass and are scored by area too.
    if !s.attempted("moves") && !matches!(s.moves, Some((_, Moves::Parts(_)))) {
        refuse_without_board(&s.groups.parts(), groups::MOVES, errors);
    }
    if let Some(board) = s.pits.board {
        return pits::lower(board, s, errors).map(Kind::Pits);
    }
    refuse_without_board(&s.pits.parts(), pits::BOARD, errors);
    if let Some((_, piles)) = s.piles {
        return piles::lower(piles::Written::Piles(piles), s, errors).map(Kind::Piles);
    }
    match (s.board, s.pile) {
        (Some(_), Some((pile, _))) => {
            errors.at(
                pile.key.span(),
                "a game has a `board` or a `pile`, not both: remove one",
            );
            None
        }
        (Some((_, width, height)), None) => match s.moves.map(|(_, m)| m) {
            Some(Moves::Parts(parts)) if let Some(chain) = hops::kernel(parts, s) => {
                hops::lower(chain, parts.span, s, errors).map(Kind::Hops)
            }
            Some(Moves::Parts(parts)) if let Some(groups) = groups::kernel(parts, s) => {
                Some(Kind::Groups(groups))
            }
            Some(Moves::Parts(parts)) => match moves::kernel(parts, s) {
                Some(kernel) => lower_grid(width, height, Some(kernel), s, errors).map(Kind::Grid),
                None => {
                    blocks::refuse_blocks(s, "moves made of parts", errors);
                    pieces::lower(width, height, parts, s, errors)
                        .map(|p| Kind::Pieces(Box::new(p)))
                }
            },
            _ => {
                refuse_pieces_sections(s, errors);
                lower_grid(width, height, None, s, errors).map(Kind::Grid)
            }
        },
        (None, Some((_, tokens))) => {
            piles::lower(piles::Written::Pile(tokens), s, errors).map(Kind::Piles)
        }
        (None, None) if s.attempted("board") || s.attempted("pile") => None,
        (None, None) => {
            let name = &input.name;
            errors.at(
                name.span(),
                format!("`{name}` has neither a `board` nor a `pile`: add one, as in `board: 3 x 3` or `pile: 5`"),
            );
            None
        }
    }
}

/// Says at each part of a family written on a game without the family's board that it needs
/// one: `parts` are where each part is written, if it is, and what it does; `board` names the
/// board to declare.
fn refuse_without_board(parts: &[(Option<Span>, &str)], board: &str, errors: &mut Errors) {
    for (span, what) in parts {
        if let Some(span) = span {
            errors.at(*span, format!("{what}: declare {board}"));
        }
    }
}

/// A board game of one of the grid kernels: each part checked in turn, on the parts before it
/// (a part that failed is `None`, and the checks that need it are skipped, their errors being
/// secondary). `kernel` is the kernel the lowering chose for moves made of parts.
fn lower_grid(
    width: Number,
    height: Number,
    kernel: Option<moves::Kernel>,
    s: &Sections,
    errors: &mut Errors,
) -> Option<Grid> {
    let board = board::size(width, height, errors);
    let moves = moves::kind(board, kernel, s, errors);
    let win = win::condition(board, moves, s, errors);
    let outline = board::outline(s, win, errors);
    let pass = ending::pass(moves, s, errors);
    let blocked = ending::blocked(moves, s, errors);
    let limit = ending::limit(moves, s, errors);
    let start = start::layout(board, moves, win, pass, s, errors);
    let eval = board.and_then(|board| eval::terms(board, moves, win, start, s, errors));
    let order = order::hint(moves, win, eval.as_ref(), s, errors);
    let rotate = rotate::rotation(board, kernel, errors);
    let blocks = blocks::blocks(board, moves, s, errors);
    let board = board?;
    let (block_size, blocks) = blocks?;
    Some(Grid {
        width: board.width,
        height: board.height,
        outline: outline?,
        moves: moves?,
        win: win?,
        pass,
        blocked: blocked?,
        limit: limit?,
        order: order?,
        start: start?,
        eval: eval?,
        rotate: rotate?,
        block_size,
        blocks,
    })
}

/// Says at each section that only games of moving stones have (`capture`, `promote`,
/// `opening`, `quiet`) that this game has none.
fn refuse_pieces_sections(s: &Sections, errors: &mut Errors) {
    // After a `moves` section that did not parse, its own error is the one to read: it may
    // have been moves made of parts.
    if s.attempted("moves") {
        return;
    }
    for (section, what) in s.of_moving_stones() {
        if let Some(section) = section {
            errors.at(
                section.key.span(),
                format!(
                    "`{what}` applies to games of moving stones, whose moves are made of parts \
                     (as in `moves: [step forward, jump diagonal over enemy]`)"
                ),
            );
        }
    }
}
