//! A game of moving stones made of parts: each action with its directions (resolved for each
//! player: X's forward is up, O's down), targets and chains, the tables of moves by player or by
//! kind of stone, the ends, promotion, the opening and the start regions.

use proc_macro2::Span;

use super::Sections;
use super::board::lettered_board;
use crate::ast::{self, Number, Term, Win};
use crate::ast_parts::{
    ActionSyntax, EffectSyntax, EndSyntax, PartsMoves, Region, TurnSyntax, Word,
};
use crate::errors::Errors;
use crate::geometry::{
    ALL_STEPS, Board, DIAGONAL_STEPS, Direction, HEX_NEIGHBOURS, ORTHOGONAL_STEPS, Outline, Set,
};
use crate::model::{MAX_LIMIT, Repetition};
use crate::parts::{
    After, CountedSlide, Effect, Hop, Jump, Place, Primitive, Remove, Slide, Step, Then,
    most_slides,
};
use crate::pieces_model::{
    AreaCount, Chain, Chains, Join, MoveRoom, Movers, PieceTurn, Pieces, Target,
};

const UP_LEFT: Direction = DIAGONAL_STEPS[0];
const UP_RIGHT: Direction = DIAGONAL_STEPS[1];
const DOWN_LEFT: Direction = DIAGONAL_STEPS[2];
const DOWN_RIGHT: Direction = DIAGONAL_STEPS[3];
const UP: Direction = ORTHOGONAL_STEPS[0];
const LEFT: Direction = ORTHOGONAL_STEPS[1];
const RIGHT: Direction = ORTHOGONAL_STEPS[2];
const DOWN: Direction = ORTHOGONAL_STEPS[3];

/// The moves that capture, beside a `jump ... over enemy`, as the errors that need one name
/// them.
const CAPTURING_MOVES: &str = "a `step` or `slide` `onto enemy` or `onto any`, or an action \
                               that lands a stone with `custodial DIRS`, `convert DIRS` or \
                               `enclose DIRS`";

/// The most kinds of turn a player may have (a move's tag is 4 bits), and the most plies of an
/// opening (a list of turns is a tuple of at most 16).
const MAX_TURNS: usize = 16;

/// The directions a word names for `player` (0: X, whose forward is up; 1: O).
fn directions(word: &str, player: usize) -> Vec<Direction> {
    let (forward, backward) = if player == 0 { (UP, DOWN) } else { (DOWN, UP) };
    let (ahead, behind) = if player == 0 {
        ([UP_LEFT, UP_RIGHT], [DOWN_LEFT, DOWN_RIGHT])
    } else {
        ([DOWN_LEFT, DOWN_RIGHT], [UP_LEFT, UP_RIGHT])
    };
    match word {
        "forward" => vec![forward],
        "backward" => vec![backward],
        "sideways" | "horizontal" => vec![LEFT, RIGHT],
        "vertical" => vec![UP, DOWN],
        "forward_diagonal" => ahead.to_vec(),
        "backward_diagonal" => behind.to_vec(),
        "orthogonal" => ORTHOGONAL_STEPS.to_vec(),
        "diagonal" => DIAGONAL_STEPS.to_vec(),
        "all" => ALL_STEPS.to_vec(),
        "up" => vec![UP],
        "down" => vec![DOWN],
        "left" => vec![LEFT],
        "right" => vec![RIGHT],
        "up_left" => vec![UP_LEFT],
        "up_right" => vec![UP_RIGHT],
        "down_left" => vec![DOWN_LEFT],
        "down_right" => vec![DOWN_RIGHT],
        _ => unreachable!("the parser accepts direction words only"),
    }
}

/// The words of a hexagon's directions, for messages.
const HEX_WORDS: &str = "`left`, `right`, `up_left`, `up_right`, `down_left` and `down_right` \
                         (`forward` and `backward`: the two towards and away from the other \
                         side; `sideways`: left and right; `all`: the six)";

/// The directions a word names for `player` on a board of hexagons, or `None` for a word of
/// squares alone. On the rhombus each row is drawn half a cell right of the one above, so a
/// hexagon's neighbour up and to the left is the square above (`(0, -1)`), up and to the right
/// the square's up-right (`(1, -1)`), down and to the left its down-left, down and to the right
/// the square below; X's forward is up, as on squares.
fn hex_directions(word: &str, player: usize) -> Option<Vec<Direction>> {
    let (ahead, behind) = ([UP, UP_RIGHT], [DOWN_LEFT, DOWN]);
    let (forward, backward) = if player == 0 {
        (ahead, behind)
    } else {
        (behind, ahead)
    };
    Some(match word {
        "all" => ALL_STEPS
            .into_iter()
            .filter(|d| HEX_NEIGHBOURS.contains(&(d.dx, d.dy)))
            .collect(),
        "left" => vec![LEFT],
        "right" => vec![RIGHT],
        "sideways" | "horizontal" => vec![LEFT, RIGHT],
        "up_left" => vec![UP],
        "up_right" => vec![UP_RIGHT],
        "down_left" => vec![DOWN_LEFT],
        "down_right" => vec![DOWN],
        "forward" => forward.to_vec(),
        "backward" => backward.to_vec(),
        _ => return None,
    })
}

/// The directions of `words`, without repeats, in the order of the first word that names each.
pub(super) fn union(words: &[Word], player: usize) -> Vec<Direction> {
    let mut all: Vec<Direction> = Vec::new();
    for word in words {
        for d in directions(&word.text, player) {
            if !all.contains(&d) {
                all.push(d);
            }
        }
    }
    all
}

/// The target word as a `Target`.
fn target(word: Option<&Word>) -> Target {
    match word.map(|w| w.text.as_str()) {
        Some("enemy") => Target::Enemy,
        Some("any") => Target::Any,
        _ => Target::Empty,
    }
}

/// A game of moving stones on a `width x height` board.
pub(super) fn lower(
    width: Number,
    height: Number,
    moves: &PartsMoves,
    s: &Sections,
    errors: &mut Errors,
) -> Option<Pieces> {
    let board = super::board::size(width, height, errors)?;
    let (outline, _) = super::board::written_outline(s);
    if !super::board::check_cut(s, errors) {
        return None;
    }
    if !lettered_board("moves made of parts", "squares", board, moves.span, errors) {
        return None;
    }
    let hex = outline.is_hex();
    let on_board = mask(&outline.cells(board));
    let start = start(board, on_board, s, errors);
    let promote_rows = s.promote.map(|(_, promote)| &promote.row);
    // A `promote` section that did not parse counts as written: its own error is the one to read.
    let promotes = promote_rows.is_some() || s.attempted("promote");
    let cells = Cells {
        board,
        on_board,
        hex,
    };
    let turns = tables(cells, moves, promotes, errors);
    let opening = s.opening.map(|(_, turns)| {
        turns
            .iter()
            .filter_map(|turn| {
                let mut lowered = lower_turn(cells, turn, 0, Movers::All, errors)?;
                if lowered.len() > 1 {
                    errors.at(
                        turn.action.keyword.span,
                        "a ply of the opening is one turn, and an optional action before one \
                         that is played makes this several: write one of them, or make the \
                         optional actions the turn's last",
                    );
                    return None;
                }
                lowered.pop()
            })
            .collect::<Vec<_>>()
    });
    refuse_grid_sections(s, errors);
    let ends = ends(board, outline, s, errors);
    // A side that cannot move loses by default; in a game won by a line, it draws, as a full
    // board without a line does in the placing games.
    let line = ends.as_ref().is_some_and(|ends| ends.line.is_some());
    let blocked = match s.blocked.map(|(_, b)| b) {
        Some(ast::Blocked::Win(_)) => 1,
        Some(ast::Blocked::Draw(_)) => 0,
        None if line => 0,
        Some(ast::Blocked::Lose(_)) | None => -1,
    };
    let captures = turns
        .as_ref()
        .is_some_and(|turns| turns.iter().flatten().any(|t| t.part.captures()));
    let (area, limit) = match area_count(hex, captures, s, errors) {
        Some((area, Some(n))) => (Some(area), limit(Some(n), "limit", errors)),
        Some((area, None)) => (Some(area), limit(s.limit.map(|(_, n)| n), "limit", errors)),
        None => (None, None),
    };
    let quiet = limit_quiet(s, errors);
    let repeat = super::sections::repeat(s, &[Repetition::Draw, Repetition::Forbidden], errors);
    let (material, promoted, advance) = eval(s, promote_rows.is_some(), errors);
    let start = start?;
    let turns = turns?;
    let far_rows =
        [row_mask(board, 0), row_mask(board, board.height - 1)].map(|row| row & on_board);
    let promote = match promote_rows {
        Some(_) => far_rows,
        None => [Set::EMPTY; 2],
    };
    // Stones that move need stones to move: at the start, or placed by a turn.
    if start == [Set::EMPTY; 2]
        && !s.attempted("start")
        && !turns.iter().flatten().any(|t| t.part.places())
    {
        errors.at(
            moves.span,
            "stones that move need stones at the start: add `start: { X: [...], O: [...] }` \
             (cells or a region, as in `X: rows 7..=8`)",
        );
        return None;
    }
    let ends = ends?;
    if !super::playable::no_line_yet(board, ends.line, start, s, errors) {
        return None;
    }
    if let Some(span) = ends.occupy.filter(|_| start.contains(&Set::EMPTY)) {
        errors.at(
            span,
            "`occupy` is won on the cells the other side starts on: give both sides stones at \
             the start, as in `start: { X: [a3, b3], O: [a1, b1] }`",
        );
        return None;
    }
    if let Some(span) = ends.capture_all.filter(|_| start.contains(&Set::EMPTY)) {
        errors.at(
            span,
            "`capture_all` loses a side left without stones, and a side without stones at the \
             start would lose before its first move: give both sides stones at the start, as \
             in `start: { X: [a3, b3], O: [a1, b1] }`",
        );
        return None;
    }
    let moves_stones = turns.iter().flatten().any(|t| t.part.moves_stones());
    // Ends that placements alone make trivial or out of reach.
    for (span, message) in [
        (
            ends.connected.map(|word| word.span),
            "`connected` wins by joining stones that move: add a move of a stone, as in \
             `slide all by count over own onto any`",
        ),
        (
            ends.occupy,
            "`occupy` wins on the cells the other side starts on, which its stones hold until \
             they move: add a move of a stone, as in `step diagonal`",
        ),
        (
            ends.reach,
            "`reach far_row` wins by a stone that moves there (a stone placed there would win \
             at once): add a move of a stone, as in `step forward`",
        ),
    ] {
        if let Some(span) = span.filter(|_| !moves_stones) {
            errors.at(span, message);
            return None;
        }
    }
    if let Some(span) = ends.majority {
        if !turns.iter().flatten().any(|t| t.part.flips()) {
            errors.at(
                span,
                "`majority` counts the stones when neither side can move, and only stones that \
                 change owner make the count a game: add a placement that flips, `place \
                 flanking all` (`flank`), or that converts, `place convert all`",
            );
            return None;
        }
        if let Some((section, _)) = s.blocked {
            errors.at(
                section.key.span(),
                "with `win: majority` the stones are counted when the side to move cannot move \
                 (or neither can, with `pass: when_blocked`): remove `blocked`",
            );
            return None;
        }
    }
    if let Some((section, rule)) = s.capture
        && !turns.iter().flatten().any(|t| t.part.captures())
    {
        errors.at(
            section.key.span(),
            format!(
                "`capture: {}` needs a move that captures: a `jump ... over enemy`, {}; \
                 remove `capture` or add such a move",
                rule.text,
                if rule.text == "most" {
                    "or a `step` or `slide` `onto enemy` or `onto any`"
                } else {
                    CAPTURING_MOVES
                }
            ),
        );
        return None;
    }
    if let Some((span, count)) = ends.captures
        && !turns.iter().flatten().any(|t| t.part.captures())
    {
        errors.at(
            span,
            format!(
                "`captures {count}` is won by taking the opponent's stones, and no move here \
                 takes one: add a `jump ... over enemy`, {CAPTURING_MOVES}"
            ),
        );
        return None;
    }
    if let Some((section, turns)) = s.opening.filter(|(_, turns)| turns.len() > MAX_TURNS) {
        errors.at(
            section.key.span(),
            format!(
                "an opening of {} plies is longer than the {MAX_TURNS} plies an opening may have",
                turns.len()
            ),
        );
        return None;
    }
    let opening = opening.unwrap_or_default();
    // The majority rule counts the stones a capture takes along its route; an effect takes or
    // converts them where the stone lands.
    let effect = moves
        .lists
        .iter()
        .flat_map(|(_, turns)| turns)
        .flat_map(TurnSyntax::actions)
        .find_map(|action| action.effects.first());
    if let (Some((_, rule)), Some(EffectSyntax { word, .. })) = (s.capture, effect)
        && rule.text == "most"
    {
        let (what, name) = match word.text.as_str() {
            "custodial" => ("a custodial capture takes", "custodial capture"),
            "enclose" => (
                "a capture of enclosed groups takes",
                "capture of enclosed groups",
            ),
            _ => ("a conversion turns", "conversion"),
        };
        let mut error = syn::Error::new(
            rule.span,
            format!(
                "`capture: most` counts the stones taken along a chain's route, not those \
                 {what} where the stone lands: write `capture: compulsory`, or no `capture`"
            ),
        );
        error.combine(syn::Error::new(word.span, format!("the {name} is here")));
        errors.push(error);
        return None;
    }
    let ko = moves
        .lists
        .iter()
        .flat_map(|(_, turns)| turns)
        .flat_map(TurnSyntax::actions)
        .any(|action| action.effects.iter().any(|effect| effect.ko.is_some()));
    let (moves, max_stones) = move_room(board, start, &turns, &opening, s.groups.pass.is_some());
    let columns = turns
        .iter()
        .flatten()
        .chain(&opening)
        .all(|t| t.part.drops() && t.rotate.is_none());
    let checkered = s.starts_by_colour();
    Some(Pieces {
        width: board.width,
        height: board.height,
        cells: on_board,
        hex,
        start,
        checkered,
        turns,
        columns,
        opening,
        compulsory: s.capture.is_some(),
        majority: s.capture.is_some_and(|(_, rule)| rule.text == "most"),
        promote_at_end: s.promote.is_some_and(|(_, p)| p.at_end.is_some()),
        promote,
        goal: match ends.reach {
            Some(_) => far_rows,
            None => [Set::EMPTY; 2],
        },
        occupy: ends.occupy.is_some(),
        line: ends.line,
        line_loses: ends.line_loses,
        line_exact: ends.exact,
        capture_all: ends.capture_all.is_some(),
        captures: ends.captures.map(|(_, n)| n),
        connected: ends.connected.is_some(),
        // On hexagons, a group of `connected` joins through the six neighbours of the chains.
        chains: ends
            .chains
            .or_else(|| (hex && ends.connected.is_some()).then(|| chains([vec![], vec![]], None))),
        blocked,
        pass: matches!(s.pass, Some((_, ast::Pass::WhenBlocked(_)))),
        most_stones: ends.majority.is_some(),
        pass_always: s.groups.pass.is_some(),
        ko,
        area: area?,
        limit: limit?,
        quiet: quiet?,
        repeat: repeat?,
        material: material?,
        promoted: promoted?,
        advance: advance?,
        moves,
        max_stones,
    })
}

/// The board as the parts see it: its rectangle, the cells of its outline, and whether they are
/// hexagons.
#[derive(Clone, Copy)]
struct Cells {
    board: Board,
    /// The cells of the outline (every cell of the rectangle if it has none).
    on_board: Set,
    /// Whether the cells are hexagons (`board: hex hexagon N`, `hex triangle N`): `all` names
    /// their six directions, and no other direction word has a meaning there.
    hex: bool,
}

impl Cells {
    /// The directions of `words` for `player`: on hexagons, a hexagon's ([`hex_directions`]),
    /// and a word of squares alone is refused.
    fn directions(
        self,
        words: &[Word],
        player: usize,
        errors: &mut Errors,
    ) -> Option<Vec<Direction>> {
        if !self.hex {
            return Some(union(words, player));
        }
        let mut all: Vec<Direction> = Vec::new();
        for word in words {
            let Some(named) = hex_directions(&word.text, player) else {
                errors.at(
                    word.span,
                    format!(
                        "`{}` is a direction of squares; a hexagon's six neighbours are {HEX_WORDS}",
                        word.text
                    ),
                );
                return None;
            };
            for d in named {
                if !all.contains(&d) {
                    all.push(d);
                }
            }
        }
        Some(all)
    }
}

/// The cells of row `row` (from the top).
fn row_mask(board: Board, row: u32) -> Set {
    Set::of((0..board.width).map(|column| row * board.width + column))
}

/// Each player's turns, from the lists of `moves`: one list for all, or a table by player or by
/// kind of stone.
fn tables(
    cells: Cells,
    moves: &PartsMoves,
    promotes: bool,
    errors: &mut Errors,
) -> Option<[Vec<PieceTurn>; 2]> {
    let mut turns: [Vec<PieceTurn>; 2] = [Vec::new(), Vec::new()];
    let mut ok = true;
    let mut seen: Vec<&Word> = Vec::new();
    let (mut by_player, mut by_kind) = (None::<Span>, None::<Span>);
    for (key, list) in &moves.lists {
        if let Some(key) = key {
            if let Some(earlier) = seen.iter().find(|w| w.text == key.text) {
                let mut error = syn::Error::new(
                    key.span,
                    format!("`{}` has two lists of moves: put them in one", key.text),
                );
                error.combine(syn::Error::new(earlier.span, "the first is here"));
                errors.push(error);
                ok = false;
                continue;
            }
            seen.push(key);
            let slot = if matches!(key.text.as_str(), "X" | "O") {
                &mut by_player
            } else {
                &mut by_kind
            };
            slot.get_or_insert(key.span);
        }
        let (players, movers): (&[usize], Movers) = match key.as_ref().map(|k| k.text.as_str()) {
            None => (&[0, 1], Movers::All),
            Some("X") => (&[0], Movers::All),
            Some("O") => (&[1], Movers::All),
            Some("plain") => (&[0, 1], Movers::Plain),
            Some(_) => (&[0, 1], Movers::Promoted),
        };
        // A list for both players is checked once: its errors are the same for O as for X.
        let mut repeated = Errors::default();
        for (i, &player) in players.iter().enumerate() {
            let errors = if i == 0 { &mut *errors } else { &mut repeated };
            for turn in list {
                match lower_turn(cells, turn, player, movers, errors) {
                    Some(lowered) => turns[player].extend(lowered),
                    None => ok = false,
                }
            }
        }
    }
    if let (Some(player), Some(kind)) = (by_player, by_kind) {
        let mut error = syn::Error::new(
            kind,
            "a table of moves is by player (`X`, `O`) or by kind of stone (`plain`, `promoted`), not both",
        );
        error.combine(syn::Error::new(player, "a list by player is here"));
        errors.push(error);
        ok = false;
    }
    for (key, other) in [("X", "O"), ("O", "X")] {
        if seen.iter().any(|w| w.text == key) && !seen.iter().any(|w| w.text == other) {
            let at = seen.iter().find(|w| w.text == key).expect("seen").span;
            errors.at(
                at,
                format!("`{other}` has no moves: add `{other}: ...` beside `{key}`"),
            );
            ok = false;
        }
    }
    let has_promoted = seen.iter().any(|w| w.text == "promoted");
    if let Some(by_kind) = by_kind.filter(|_| !promotes) {
        errors.at(
            by_kind,
            "moves by kind of stone need a rule that promotes: add `promote: far_row`",
        );
        ok = false;
    } else if promotes && !has_promoted {
        errors.at(
            moves.span,
            "`promote` makes stones of another kind: give their moves, as in \
             `moves: { plain: [...], promoted: [...] }`",
        );
        ok = false;
    }
    for (player, list) in turns.iter().enumerate() {
        if list.len() > MAX_TURNS {
            errors.at(
                moves.span,
                format!(
                    "{} has {} kinds of move, at most {MAX_TURNS} a player: merge the moves \
                     that differ only in their directions, as in `step up + left` or \
                     `step orthogonal`",
                    if player == 0 { "X" } else { "O" },
                    list.len()
                ),
            );
            ok = false;
            break;
        }
    }
    ok.then_some(turns)
}

/// The turns one written turn is for `player`: one, or where optional actions come before one
/// that is not, one for each way of playing them (`a then optional b then c`: `a then c` and `a
/// then b then c`).
fn lower_turn(
    cells: Cells,
    turn: &TurnSyntax,
    player: usize,
    movers: Movers,
    errors: &mut Errors,
) -> Option<Vec<PieceTurn>> {
    if let Some(extra) = turn.then.get(MOST_ACTIONS - 1) {
        errors.at(
            extra.action.keyword.span,
            format!(
                "a turn has at most {MOST_ACTIONS} actions (a move's path holds {PATH_CELLS} \
                 cells), and this is the {}th",
                MOST_ACTIONS + 1
            ),
        );
        return None;
    }
    let actions: Vec<&ActionSyntax> = turn.actions().collect();
    let optional: Vec<bool> = std::iter::once(false)
        .chain(turn.then.iter().map(|then| then.optional.is_some()))
        .collect();
    for (last, then) in actions.iter().zip(&turn.then) {
        let action = &then.action;
        if let Some((chain, _)) = last.chain.as_ref().filter(|_| last.keyword.text == "jump") {
            errors.at(
                chain.span,
                format!(
                    "a chain of jumps has no set number of cells, so it is a turn's last \
                     action: write it last, or `then {}` in a move of its own, as in `[jump \
                     ... chain, {} ...]`",
                    action.keyword.text, action.keyword.text
                ),
            );
            return None;
        }
    }
    // The actions up to the last that is always played, and after it the optional tail: the
    // turn may end before any action of the tail, which are played in order.
    let played = 1 + optional.iter().rposition(|&o| !o).unwrap_or(0);
    let tail: Vec<usize> = (played..actions.len()).collect();
    // Each run of optional actions before one that is played is played up to any of them (none,
    // the first, the first two...): one sequence of actions for each choice.
    let mut sequences: Vec<Vec<usize>> = vec![vec![]];
    let mut run: Vec<usize> = Vec::new();
    for (i, &optional) in optional.iter().enumerate().take(played) {
        if optional {
            run.push(i);
            continue;
        }
        let run = std::mem::take(&mut run);
        sequences = sequences
            .iter()
            .flat_map(|sequence| (0..=run.len()).map(|k| [sequence, &run[..k], &[i]].concat()))
            .collect();
    }
    let mut lowered = Vec::new();
    for sequence in sequences {
        let order = [sequence.as_slice(), &tail].concat();
        lowered.push(lower_sequence(
            cells,
            turn,
            &order,
            sequence.len(),
            player,
            movers,
            errors,
        )?);
    }
    Some(lowered)
}

/// The turn of `turn`'s actions `order` (their indices, the first action 0): those before
/// `played` always played, the rest an optional tail.
fn lower_sequence(
    cells: Cells,
    turn: &TurnSyntax,
    order: &[usize],
    played: usize,
    player: usize,
    movers: Movers,
    errors: &mut Errors,
) -> Option<PieceTurn> {
    let actions: Vec<&ActionSyntax> = turn.actions().collect();
    let all: Vec<&ActionSyntax> = order.iter().map(|&i| actions[i]).collect();
    let tail = &order[played..];
    // Placements whose order does not change the board: a set of them is one move. Any
    // number of the same `place`; two drops (a third could go under or over either).
    let unordered = |range: std::ops::Range<usize>| {
        all[range]
            .iter()
            .all(|action| same_placement(all[0], action))
            && (all.len() == 2 || all[0].keyword.text == "place")
    };
    // The sequence of the actions `range`, `first` then `second`.
    let sequence = |first, second, range, optional| -> Box<dyn Primitive> {
        Box::new(Then {
            first,
            second,
            unordered: unordered(range),
            optional,
        })
    };
    // The played actions fold left to right, `(a then b) then c`; the optional ones right to
    // left, `a then optional (b then optional c)`, so that the turn ends after `a`, after `b`
    // or after `c`.
    let mut part = lower_action(cells, all[0], player, errors)?;
    for (i, action) in all.iter().enumerate().take(played).skip(1) {
        let second = lower_action(cells, action, player, errors)?;
        part = sequence(part, second, 0..i + 1, false);
    }
    if !tail.is_empty() {
        let last = all.len() - 1;
        let mut rest = lower_action(cells, all[last], player, errors)?;
        for i in (played..last).rev() {
            let first = lower_action(cells, all[i], player, errors)?;
            rest = sequence(first, rest, i..all.len(), true);
        }
        part = sequence(part, rest, 0..all.len(), true);
    }
    let shoot = match &turn.shoot {
        None => Vec::new(),
        Some((span, _)) if !tail.is_empty() => {
            errors.at(
                *span,
                "a shot leaves from where the turn's last action lands, which an optional action \
                 leaves open: write the turn with and without the action, as in `[slide all then \
                 shoot all, slide all then step all then shoot all]`",
            );
            return None;
        }
        Some((span, words)) => {
            if !part.moves_stone() {
                errors.at(
                    *span,
                    "a shot leaves from where a stone lands: it follows a `step`, `slide` or `jump`",
                );
                return None;
            }
            cells.directions(words, player, errors)?
        }
    };
    let rotate = match turn.rotate {
        None => None,
        Some((span, _)) if cells.hex => {
            errors.at(
                span,
                "a block turned a quarter is a square of squares: `rotate` needs a board of \
                 squares, as in `board: 6 x 6`",
            );
            return None;
        }
        Some((_, blocks)) => Some(crate::model::Rotation {
            size: super::rotate::block_side(blocks, cells.board, errors)?,
        }),
    };
    Some(PieceTurn {
        movers,
        part,
        shoot,
        rotate,
    })
}

/// The most actions in one turn: each action but the last has at most two cells (a stone's
/// start and where it lands, a domino's two), so that a turn's path fits the runtime's 16
/// cells (`pieces::MAX_CELLS`) with room for the last.
const MOST_ACTIONS: usize = 8;

/// The cells a move's path holds in the runtime (`pieces::MAX_CELLS`).
const PATH_CELLS: usize = 16;

/// Whether `a` and `b` are the same placement of single stones or shapes, that flanks nothing:
/// the order of two of them in a turn does not change the board.
fn same_placement(a: &ActionSyntax, b: &ActionSyntax) -> bool {
    let words = |action: &ActionSyntax| -> Vec<String> {
        action.directions.iter().map(|w| w.text.clone()).collect()
    };
    matches!(a.keyword.text.as_str(), "place" | "drop")
        && a.keyword.text == b.keyword.text
        && a.flanking.is_none()
        && b.flanking.is_none()
        && a.effects.is_empty()
        && b.effects.is_empty()
        && a.shape.is_some() == b.shape.is_some()
        && words(a) == words(b)
}

/// One action for `player`.
fn lower_action(
    cells: Cells,
    action: &ActionSyntax,
    player: usize,
    errors: &mut Errors,
) -> Option<Box<dyn Primitive>> {
    let (board, on_board) = (cells.board, cells.on_board);
    if cells.hex && matches!(action.keyword.text.as_str(), "drop" | "flank") {
        errors.at(
            action.keyword.span,
            format!(
                "`{}` is played on squares, not on a board of hexagons: write `board: W x H`",
                action.keyword.text
            ),
        );
        return None;
    }
    if let Some(shape) = action.shape.as_ref().filter(|_| cells.hex) {
        errors.at(
            shape.span,
            "a domino lies on two squares: write `board: W x H`",
        );
        return None;
    }
    let dirs = cells.directions(&action.directions, player, errors)?;
    let onto = target(action.target.as_ref());
    let part: Box<dyn Primitive> = match action.keyword.text.as_str() {
        "step" => Box::new(Step { dirs, onto }),
        "slide" if action.by_count.is_some() => Box::new(CountedSlide {
            dirs,
            onto,
            over_own: action.over_own.is_some(),
        }),
        "slide" => Box::new(Slide { dirs, onto }),
        "jump" => {
            let over = match action.target.as_ref().map(|w| w.text.as_str()) {
                None => Target::Enemy,
                Some("empty") => {
                    let span = action.target.as_ref().expect("target").span;
                    errors.at(
                        span,
                        "a jump goes over a stone: `over enemy` (captured) or `over any`",
                    );
                    return None;
                }
                Some(_) => target(action.target.as_ref()),
            };
            let chain = match &action.chain {
                None => Chain::Single,
                Some((_, None)) => Chain::Any,
                Some((_, Some(_))) => Chain::Straight,
            };
            let far = action.far.is_some();
            Box::new(Jump {
                dirs,
                over,
                chain,
                far,
            })
        }
        "hop" => Box::new(Hop {
            dirs,
            chain: action.chain.is_some(),
        }),
        "drop" => Box::new(Place {
            shape: Vec::new(),
            rest: Some(DOWN),
            flank: Vec::new(),
        }),
        // `flank` is `place flanking all`.
        "flank" => Box::new(Place {
            shape: Vec::new(),
            rest: None,
            flank: ALL_STEPS.to_vec(),
        }),
        "place" if action.flanking.is_some() => Box::new(Place {
            shape: Vec::new(),
            rest: None,
            flank: dirs,
        }),
        "place" => match &action.shape {
            None => Box::new(Place {
                shape: Vec::new(),
                rest: None,
                flank: Vec::new(),
            }),
            Some(shape) => {
                // A domino's second cell: below the anchor when vertical, right of it when
                // horizontal.
                let words: Vec<&str> = action.directions.iter().map(|w| w.text.as_str()).collect();
                match words.as_slice() {
                    ["vertical"] => Box::new(Place {
                        shape: vec![DOWN],
                        rest: None,
                        flank: Vec::new(),
                    }),
                    ["horizontal"] => Box::new(Place {
                        shape: vec![RIGHT],
                        rest: None,
                        flank: Vec::new(),
                    }),
                    _ => {
                        errors.at(
                            shape.span,
                            "a domino lies `vertical` or `horizontal`: declare one orientation \
                             per move, as in `[place domino vertical, place domino horizontal]`",
                        );
                        return None;
                    }
                }
            }
        },
        "remove" => {
            let cells = match &action.cells {
                None => on_board,
                Some(cells) => cell_set(board, on_board, cells, errors)?,
            };
            Box::new(Remove {
                cells,
                beside: dirs,
            })
        }
        _ => unreachable!("the parser accepts actions only"),
    };
    // Each effect acts after the action and the effects before it: a part made of those.
    action.effects.iter().try_fold(part, |part, written| {
        let dirs = cells.directions(&written.directions, player, errors)?;
        let effect = match written.word.text.as_str() {
            "custodial" => Effect::Custodial {
                dirs,
                stones: match (&written.lines, &written.exactly) {
                    (Some(_), _) => None,
                    (None, Some(n)) => Some(n.value),
                    (None, None) => Some(1),
                },
                against: match &written.against {
                    Some((_, cells)) => cell_set(board, on_board, cells, errors)?,
                    None => Set::EMPTY,
                },
            },
            "enclose" => Effect::Enclose {
                dirs,
                ko: written.ko.is_some(),
                suicide: written.suicide.is_some(),
            },
            _ => Effect::Convert(dirs),
        };
        Some(Box::new(After { part, effect }) as Box<dyn Primitive>)
    })
}

/// The set of the cells named, each on the cells `on_board`; a cell off them is an error.
fn cell_set(
    board: Board,
    on_board: Set,
    cells: &[crate::ast::CellName],
    errors: &mut Errors,
) -> Option<Set> {
    let mut set = Set::EMPTY;
    for cell in cells {
        match board.bit(cell.column as i32, cell.row as i32) {
            Some(bit) if on_board.has(bit) => set.insert(bit),
            _ => {
                errors.at(cell.span, format!("`{}` is off the board", cell.text));
                return None;
            }
        }
    }
    Some(set)
}

/// The start: cells or regions, for each player, on the cells `on_board` (a region keeps those
/// of the outline; a cell off it is refused).
fn start(board: Board, on_board: Set, s: &Sections, errors: &mut Errors) -> Option<[Set; 2]> {
    let Some((_, start)) = s.start else {
        return Some([Set::EMPTY; 2]);
    };
    let listed = super::start::listed(board, on_board, s, errors);
    let mut ok = listed.is_some();
    let mut layout = listed.map_or([Set::EMPTY; 2], |(layout, _)| layout);
    for list in &start.lists {
        if let Some(region) = &list.region {
            match region_cells(board, region, errors) {
                Some(cells) => layout[usize::from(list.second)] |= cells & on_board,
                None => ok = false,
            }
        }
    }
    if ok && !(layout[0] & layout[1]).is_empty() {
        let (_, start) = s.start.expect("start");
        errors.at(
            start.lists[1].player.span(),
            "X and O start on the same cells: their lists must not overlap",
        );
        ok = false;
    }
    ok.then_some(layout)
}

/// The cells of a region.
fn region_cells(board: Board, region: &Region, errors: &mut Errors) -> Option<Set> {
    let mut cells = board.all();
    if let Some((first, last, span)) = region.rows {
        if first == 0 || first > last || last > board.height {
            errors.at(
                span,
                format!(
                    "rows are numbered 1 to {} from the top: `rows {first}..={last}` is not a range of them",
                    board.height
                ),
            );
            return None;
        }
        cells = (first - 1..last).fold(Set::EMPTY, |rows, row| rows | row_mask(board, row));
    }
    if let Some(colour) = &region.colour {
        // Dark cells: column + row odd, counted from 0 at the top left (the bottom-left cell of
        // an 8 x 8 board is dark).
        let odd = colour.text == "dark";
        let mut coloured = Set::EMPTY;
        for bit in 0..board.cells() {
            let (column, row) = (bit % board.width, bit / board.width);
            if ((column + row) % 2 == 1) == odd {
                coloured.insert(bit);
            }
        }
        cells &= coloured;
    }
    Some(cells)
}

/// How a game of moving stones is won, besides by leaving the other side without a move.
struct Ends<'a> {
    /// `capture_all`, with its span.
    capture_all: Option<Span>,
    /// `captures N`: the span of `captures` and `N`.
    captures: Option<(Span, u32)>,
    /// `connected`, with its word for errors.
    connected: Option<&'a Word>,
    /// `reach far_row` (a stone on the row farthest from its side's start wins), with the span
    /// of `reach`.
    reach: Option<Span>,
    /// `occupy`, with its span.
    occupy: Option<Span>,
    /// `line N`, or `lose: line N`.
    line: Option<u32>,
    /// Whether the line loses (`lose: line N`).
    line_loses: bool,
    /// Whether the line is of exactly its length (`line exactly N`).
    exact: bool,
    /// `majority`, with its span.
    majority: Option<Span>,
    /// The chains that win: `connect`, or shapes of one chain.
    chains: Option<Chains>,
}

impl Ends<'_> {
    /// A winning `line N` (`exact`: `line exactly N`), if it fits the board.
    fn winning_line(
        &mut self,
        length: Number,
        exact: bool,
        board: Board,
        errors: &mut Errors,
    ) -> Option<()> {
        super::win::line_fits(length, Some(board), "winning", errors)?;
        self.line = Some(length.value);
        self.exact = exact;
        Some(())
    }
}

/// The ends of `win`: `reach far_row`, `capture_all`, `connected` and `captures N` (alone or
/// in a list, with `line N`), `occupy`, or `line N`.
fn ends<'a>(
    board: Board,
    outline: Outline,
    s: &Sections<'a>,
    errors: &mut Errors,
) -> Option<Ends<'a>> {
    let mut found = Ends {
        capture_all: None,
        captures: None,
        connected: None,
        reach: None,
        occupy: None,
        line: None,
        line_loses: false,
        exact: false,
        majority: None,
        chains: None,
    };
    if super::win::win_and_lose(s, errors) {
        return None;
    }
    if let (None, Some((_, ast::Lose::Line { length, .. }))) = (s.win, s.lose) {
        super::win::line_fits(*length, Some(board), "losing", errors)?;
        found.line = Some(length.value);
        found.line_loses = true;
        return Some(found);
    }
    match s.win.map(|(_, w)| w) {
        None => {}
        Some(Win::Ends(ends, _)) => {
            for end in ends {
                match end {
                    EndSyntax::Reach(word, _) => found.reach = Some(word.span),
                    EndSyntax::CaptureAll(word) => found.capture_all = Some(word.span),
                    EndSyntax::Connected(word) => found.connected = Some(word),
                    EndSyntax::Captures(word, count) => {
                        if count.value == 0 {
                            errors.at(
                                count.span,
                                "`captures 0` would be won before the first move: the count is \
                                 of the opponent's stones taken, 1 or more",
                            );
                            return None;
                        }
                        found.captures = Some((word.span, count.value));
                    }
                    EndSyntax::Line(_, length, exactly) => {
                        found.winning_line(*length, exactly.is_some(), board, errors)?;
                    }
                }
            }
        }
        Some(Win::Occupy(span)) => found.occupy = Some(*span),
        Some(Win::Majority(span)) => found.majority = Some(*span),
        Some(Win::Connect(span)) => {
            let Some(sides) = outline.connect_sides(board) else {
                errors.at(*span, super::board::no_sides(outline));
                return None;
            };
            let joins = sides.players.map(|player| {
                vec![Join {
                    count: player.len() as u32,
                    regions: player
                        .iter()
                        .map(|&side| mask(&sides.sides[side].1))
                        .collect(),
                }]
            });
            found.chains = Some(chains(joins, None));
        }
        Some(Win::Shapes(written, _)) => {
            let shapes = super::shapes::shapes(written, s, errors)?;
            let mut joins = Vec::new();
            for (count, regions) in [
                (shapes.corners, outline.corners(board)),
                (shapes.edges, outline.edges(board)),
            ] {
                if let Some(count) = count {
                    let regions = regions.iter().map(|cells| mask(cells)).collect();
                    joins.push(Join { count, regions });
                }
            }
            let border = outline
                .depth(board)
                .iter()
                .enumerate()
                .filter(|&(_, &depth)| depth == 1)
                .fold(Set::EMPTY, |border, (cell, _)| {
                    border | Set::cell(cell as u32)
                });
            found.chains = Some(chains(
                [joins.clone(), joins],
                shapes.ring.then_some(border),
            ));
        }
        Some(Win::Line {
            length,
            of_blocks: None,
            exactly,
            ..
        }) => found.winning_line(*length, exactly.is_some(), board, errors)?,
        Some(other) => {
            let span = match other {
                Win::Line { span, .. }
                | Win::Majority(span)
                | Win::LastTake(span)
                | Win::Connect(span)
                | Win::Shapes(_, span)
                | Win::Occupy(span)
                | Win::Ends(_, span) => *span,
            };
            errors.at(
                span,
                "a game of moving stones is won by `reach far_row`, `capture_all`, `connected`, \
                 `occupy`, `line N`, `majority`, `connect`, shapes of one chain (`ring`, \
                 `connect K of corners|edges`), or by leaving the other side without a move \
                 (`blocked: lose`, the default)",
            );
            return None;
        }
    }
    Some(found)
}

/// The set of `cells`.
fn mask(cells: &[u32]) -> Set {
    Set::of(cells.iter().copied())
}

/// The chains that win by `joins` and, with the border, by a ring: their stones join through
/// Hex's six neighbours.
fn chains(joins: [Vec<Join>; 2], ring: Option<Set>) -> Chains {
    Chains {
        steps: HEX_NEIGHBOURS
            .iter()
            .map(|&(dx, dy)| {
                *ALL_STEPS
                    .iter()
                    .find(|d| (d.dx, d.dy) == (dx, dy))
                    .expect("a hexagon's neighbours are steps of a square")
            })
            .collect(),
        joins,
        ring,
    }
}

/// `pass: always` and `win: area { komi: K, passes: N, limit: L }` on moves made of parts:
/// the count by area, if the game has one, and the limit written in it. `captures`: whether a
/// move takes or turns stones, so that the board need not fill. `None` after an error.
fn area_count(
    hex: bool,
    captures: bool,
    s: &Sections,
    errors: &mut Errors,
) -> Option<(Option<AreaCount>, Option<Number>)> {
    let mut ok = true;
    let always = s.groups.pass;
    if let (Some(_), Some((section, _))) = (always, s.pass) {
        errors.at(
            section.key.span(),
            "duplicate section `pass`: a game declares it once",
        );
        ok = false;
    }
    let Some(area) = s.groups.area else {
        if let Some(span) = always
            && s.limit.is_none()
            && !s.attempted("limit")
        {
            errors.at(
                span,
                "a side that may always pass can pass for ever: end the game after passes in \
                 a row, as in `win: area { komi: 7.5, passes: 2, limit: 162 }`, or add \
                 `limit: N`",
            );
            return None;
        }
        return ok.then_some((None, None));
    };
    if let Some((section, _)) = s.win {
        errors.at(
            section.key.span(),
            "duplicate section `win`: a game declares it once (`area` is its `win`)",
        );
        ok = false;
    }
    for &span in &area.duplicates {
        errors.at(span, "this entry is written twice: remove one");
        ok = false;
    }
    if let Some((section, _)) = s.blocked {
        errors.at(
            section.key.span(),
            "a game scored by area is counted when the side to move cannot move: remove \
             `blocked`",
        );
        ok = false;
    }
    let passes = match (area.passes, always) {
        (Some(n), Some(_)) if crate::groups_model::PASSES.contains(&n.value) => n.value,
        (Some(n), Some(_)) => {
            errors.at(n.span, crate::groups_model::PASSES_ERROR);
            ok = false;
            0
        }
        (Some(n), None) => {
            if !s.attempted("pass") {
                errors.at(
                    n.span,
                    "`passes` ends the game after passes in a row, and no side passes here: \
                     add `pass: always`",
                );
                ok = false;
            }
            0
        }
        (None, Some(_)) => {
            errors.at(
                area.span,
                "a side may pass at any turn here: say how many passes in a row end the game, \
                 as `passes: 2` in `area { ... }`",
            );
            ok = false;
            0
        }
        (None, None) => 0,
    };
    if let (Some(_), Some((section, _))) = (area.limit, s.limit) {
        errors.at(
            section.key.span(),
            "the limit of a game scored by area is scored, not drawn: write it once, in `win: \
             area { limit: N }`",
        );
        ok = false;
    }
    if captures && area.limit.is_none() && s.limit.is_none() && !s.attempted("limit") {
        errors.at(
            area.span,
            "stones taken here leave room for more, so the board need not fill: say after how \
             many plies the game is scored, as `limit: 162` (twice the cells) in `area { ... }`",
        );
        ok = false;
    }
    let dirs = if hex {
        chains([vec![], vec![]], None).steps
    } else {
        ORTHOGONAL_STEPS.to_vec()
    };
    let count = AreaCount {
        komi2: area.komi.map_or(0, |(_, k)| k as i32),
        passes,
        dirs,
    };
    ok.then_some((Some(count), area.limit))
}

/// `limit: N`.
fn limit(limit: Option<Number>, what: &str, errors: &mut Errors) -> Option<Option<u32>> {
    match limit {
        None => Some(None),
        Some(n) if n.value == 0 || n.value > MAX_LIMIT => {
            errors.at(
                n.span,
                format!("`{what}` is a number of plies from 1 to {MAX_LIMIT}"),
            );
            None
        }
        Some(n) => Some(Some(n.value)),
    }
}

/// `quiet: N`.
fn limit_quiet(s: &Sections, errors: &mut Errors) -> Option<Option<u32>> {
    limit(s.quiet.map(|(_, n)| n), "quiet", errors)
}

/// Sections of other board games that a game of moving stones has not.
fn refuse_grid_sections(s: &Sections, errors: &mut Errors) {
    if let Some((section, _)) = s.order {
        errors.at(
            section.key.span(),
            "`order` does not apply to games of moving stones: captures are searched first",
        );
    }
}

/// The evaluation: `material`, `promoted`, `advance`.
fn eval(
    s: &Sections,
    promotes: bool,
    errors: &mut Errors,
) -> (Option<i32>, Option<i32>, Option<i32>) {
    let (mut material, mut promoted, mut advance) = (Some(0), Some(0), Some(0));
    let Some((_, eval)) = s.eval else {
        return (material, promoted, advance);
    };
    for term in &eval.terms {
        let weight = |w: &ast::Weight, errors: &mut Errors| -> Option<i32> {
            if w.value.unsigned_abs() > 10_000 {
                errors.at(
                    term.key.span(),
                    format!("`{}` is at most 10000 in size", term.key),
                );
                None
            } else {
                Some(w.value as i32)
            }
        };
        match &term.term {
            Term::Material(w) => material = weight(w, errors),
            Term::Promoted(w) if promotes => promoted = weight(w, errors),
            Term::Promoted(_) => {
                errors.at(
                    term.key.span(),
                    "`promoted` weighs promoted stones: it needs `promote: far_row`",
                );
                promoted = None;
            }
            Term::Advance(w) => advance = weight(w, errors),
            _ => {
                errors.at(
                    term.key.span(),
                    format!(
                        "`{}` is a term of the grid kernels, and this game is played by the \
                         general primitives (moves made of parts, or a rule no kernel has, as \
                         `line exactly N`), whose terms are `material`, `promoted` and \
                         `advance`",
                        term.key
                    ),
                );
                material = None;
            }
        }
    }
    (material, promoted, advance)
}

/// The room a position's list of moves needs, and the stones a side may have for it to hold:
/// the start's (the most of either side) when no turn places a stone, else every cell. Chains
/// of jumps by any route have no useful bound (their number grows with the product of the
/// branches at each landing), so their lists hold a few on the stack and spill beyond.
fn move_room(
    board: Board,
    start: [Set; 2],
    turns: &[Vec<PieceTurn>; 2],
    opening: &[PieceTurn],
    pass_always: bool,
) -> (MoveRoom, u32) {
    let places = turns
        .iter()
        .flatten()
        .chain(opening)
        .any(|t| t.part.places());
    // Without placements a side keeps at most its stones, or, where stones change owner
    // (converted where a stone lands), all the stones of both.
    let flips = turns
        .iter()
        .flatten()
        .chain(opening)
        .any(|t| t.part.flips());
    let stones = if places {
        board.cells()
    } else if flips {
        start[0].count() + start[1].count()
    } else {
        start[0].count().max(start[1].count())
    };
    let spills = turns
        .iter()
        .flatten()
        .chain(opening)
        .any(|t| t.part.spills());
    let bound = |turn: &PieceTurn| -> u32 {
        let mut moves = turn.part.most_moves(board, stones);
        if !turn.shoot.is_empty() {
            moves *= most_slides(board, &turn.shoot);
        }
        if let Some(rotation) = turn.rotate {
            moves *= 2 * rotation.blocks(board.width, board.height);
        }
        moves
    };
    let most = turns
        .iter()
        .map(|list| list.iter().map(bound).sum::<u32>())
        .chain(opening.iter().map(bound))
        .max()
        .unwrap_or(1)
        .max(1)
        // The pass, where a side may pass at any turn, after its moves.
        + u32::from(pass_always);
    let kept = turns
        .iter()
        .flatten()
        .chain(opening)
        .map(|t| t.part.kept_on_stack())
        .fold(SPILLING_ON_STACK, u32::max);
    let room = if spills {
        MoveRoom::Spilling(most.min(kept))
    } else if most > MOST_ON_STACK {
        // Too many for a list on the stack at every ply (two placements a turn on 19 x 19:
        // 65,000): a list that keeps the first moves there and spills beyond.
        MoveRoom::Large(LARGE_ON_STACK)
    } else {
        MoveRoom::Bounded(most)
    };
    (room, stones)
}

/// The moves a spilling list holds on the stack: more than any position of draughts has been
/// found to have (a chain game's list spills to the heap only beyond).
const SPILLING_ON_STACK: u32 = 64;

/// The most moves a list of fixed capacity holds on the stack (Amazons on 10 x 10 has room
/// for fewer); a bound beyond gives a list that spills, keeping [`LARGE_ON_STACK`] there.
const MOST_ON_STACK: u32 = 16_384;

/// The moves a spilling list keeps on the stack where the bound is too large for one of fixed
/// capacity.
const LARGE_ON_STACK: u32 = 1_024;
