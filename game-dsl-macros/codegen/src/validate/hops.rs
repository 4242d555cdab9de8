//! The hopping kernel: which games of moves made of parts it plays (`moves: step or hop
//! chain`, i.e. `[step all, hop all chain]`, with `win: occupy`, `start`, `limit`, `pass`), and
//! their lowering to [`Hops`].

use proc_macro2::Span;

use super::Sections;
use super::board::written_outline;
use crate::ast::{Pass, Win};
use crate::ast_parts::{ActionSyntax, PartsMoves, TurnSyntax};
use crate::errors::Errors;
use crate::geometry::{Board, HEX_NEIGHBOURS, Outline, Set};
use crate::hops_model::Hops;

/// The most cells of a board of hops' rectangle (its bits), and of the board (its moves are
/// coded `from * cells + to` in 16 bits).
const MAX_BITS: u32 = 1024;
const MAX_CELLS: u32 = 255;

/// Whether the hopping kernel plays `moves` with the game's other sections, and if so whether
/// its hops chain: the moves are `[step all, hop all]` or `[step all, hop all chain]` (in
/// either order, as `step or hop [chain]` writes them), the game is won by `occupy`, starts on
/// rows or cells, and has no section but a `limit`, a `pass` rule and an `end` of the author's;
/// its board has at most 26 columns and 255 cells. Any other game of hops lowers to the
/// general primitives (`pieces::Hop`), which play the same game where both apply.
pub(super) fn kernel(moves: &PartsMoves, s: &Sections) -> Option<bool> {
    let [(None, turns)] = moves.lists.as_slice() else {
        return None;
    };
    let plain = |turn: &TurnSyntax, keyword: &str| {
        let action = &turn.action;
        turn.then.is_empty()
            && turn.shoot.is_none()
            && turn.rotate.is_none()
            && action.keyword.text == keyword
            && matches!(action.directions.as_slice(), [all] if all.text == "all")
            && action.target.as_ref().is_none_or(|t| t.text == "empty")
            && no_options(action)
    };
    let hop = match turns.as_slice() {
        [step, hop] | [hop, step] if plain(step, "step") && plain(hop, "hop") => hop,
        _ => return None,
    };
    let extra = [
        s.lose.is_some(),
        s.order.is_some(),
        s.eval.is_some(),
        s.blocked.is_some(),
        s.pile.is_some(),
        s.piles.is_some(),
        s.groups.pass.is_some(),
        s.groups.area.is_some(),
    ];
    let (_, width, height) = s.board?;
    let board = Board {
        width: width.value,
        height: height.value,
    };
    let (outline, _) = written_outline(s);
    let fits = board.width <= 26
        && board.cells() <= MAX_BITS
        && outline.cells(board).len() as u32 <= MAX_CELLS;
    (matches!(s.win, Some((_, Win::Occupy(_))))
        && s.start.is_some()
        && !s.starts_by_colour()
        && !s.writes_moving_stones()
        && !extra.contains(&true)
        && fits)
        .then(|| hop.action.chain.is_some())
}

/// Whether `action` has none of the options that no step or hop of the kernel has (a step's
/// `chain` and a hop's `chain straight` do not parse).
fn no_options(action: &ActionSyntax) -> bool {
    action.plain_reach() && action.flanking.is_none() && action.effects.is_empty()
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

/// A game of hops played by the hopping kernel ([`kernel`] chose it): the board and its
/// directions, the start, the end, the passes; `chain` says whether hops chain, `span` is the
/// moves'.
pub(super) fn lower(chain: bool, span: Span, s: &Sections, errors: &mut Errors) -> Option<Hops> {
    let (_, width, height) = s.board?;
    let board = Board {
        width: width.value,
        height: height.value,
    };
    if !super::board::check_cut(s, errors) {
        return None;
    }
    let (outline, _) = written_outline(s);
    let cells = outline.cells(board);
    let directions = if !outline.is_hex() {
        SQUARE_NEIGHBOURS.to_vec()
    } else {
        HEX_NEIGHBOURS.to_vec()
    };
    let mut ok = true;
    let start = start(board, outline, span, s, errors);
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
        chain,
        start,
        limit,
        pass,
    })
}

/// Each side's cells at the start: a list of cells (each on the board and listed once, read by
/// [`super::start::listed`]) or `rows A..=B`, apart (a game of hops', and a game of walls'
/// pawns). Without a `start` section, the error is at `span`.
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
    }
    // The cells listed one by one: on the board and listed once, as every game's start.
    let on_board = Set::of(outline.cells(board));
    match super::start::listed(board, on_board, s, errors) {
        Some((listed, _)) => {
            for (side, listed) in cells.iter_mut().zip(listed) {
                side.extend(listed.cells());
            }
        }
        None => ok = false,
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
