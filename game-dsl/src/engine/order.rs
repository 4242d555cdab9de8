//! Move ordering: the table's move first, then the moves most likely to be best. Games scored
//! by distance order by the threats a move makes, then the game's hint; games scored by margin
//! fastest first (the moves that leave the opponent the fewest replies), then the hint.

use crate::game::{Endgame, Game, GameExt, Scoring, Tactics};
use crate::moves::PackedMove;
use crate::tt::Table;

/// The children whose table entries are loaded ahead, at most: a position whose moves are
/// ordered well is most often cut off after its first few children, and with many moves
/// (a free placement on a large board) playing every move only to load its entry would cost
/// more than the search of most of them.
const PREFETCHED_CHILDREN: usize = 8;

/// From this many moves on, their threats are asked for all at once
/// ([`Tactics::threats_after_each`]): a game can share the work of a long list of moves (a free
/// placement on a board), while a short one (a column per move) is cheaper move by move.
const SHARED_THREATS_MOVES: usize = 16;

/// The most children [`fastest_first_keeping`] keeps: a position with more moves is ordered by
/// [`fastest_first`] and its children played again by the search.
pub(crate) const KEPT_CHILDREN: usize = 32;

// The children kept, and four more positions, fit in what a thread's stack is sized for.
const _: () = assert!(KEPT_CHILDREN + 4 <= crate::stack::POSITIONS_A_PLY);

/// The children of a position, in the order of its moves, as the ordering played them.
pub(crate) type Children<G> = arrayvec::ArrayVec<G, KEPT_CHILDREN>;

/// Orders `moves` as the search of `G`'s scoring does (see [`by_threats`], [`fastest_first`]).
#[cfg_attr(copies, inline(always))]
#[cfg_attr(not(copies), inline)]
pub(crate) fn order<G: Game>(
    pos: &G,
    moves: &mut [G::Move],
    first: Option<u16>,
    prefetch: Option<&Table>,
) {
    match G::SCORING {
        Scoring::Distance => by_threats(pos, moves, first, prefetch),
        Scoring::Margin => fastest_first(pos, moves, first, prefetch),
    }
}

/// Starts loading the table entry of `child`, with `prefetch`.
#[inline(always)]
fn prefetch_child<G: Game>(child: &G, prefetch: Option<&Table>) {
    if let Some(table) = prefetch {
        table.prefetch(child.key());
    }
}

/// Moves the table's move, `first` as [`PackedMove::pack`] wrote it, to the front if it is
/// among `moves` (prefetching its child's entry); returns its child then. A move is
/// recognised by its packed bits, so that a game whose moves do not fit 16 bits may pack them
/// with loss: the table's move is then a hint that picks the first move of those bits.
#[inline(always)]
fn table_move_first<G: Game>(
    pos: &G,
    moves: &mut [G::Move],
    first: Option<u16>,
    prefetch: Option<&Table>,
) -> Option<G> {
    let first = first?;
    let i = moves.iter().position(|&mv| mv.pack() == first)?;
    moves[..=i].rotate_right(1);
    let child = pos.after(moves[0]);
    prefetch_child(&child, prefetch);
    Some(child)
}

/// The sort key of `mv`, which leads from `pos` to `child`, for a game scored by margin: the
/// game's rank of the child ([`Endgame::move_rank`]), then the hint.
#[inline(always)]
fn margin_key<G: Game>(pos: &G, mv: G::Move, child: &G) -> i64 {
    (i64::from(G::endgame().move_rank(child)) << 32) + i64::from(pos.order_hint(mv))
}

/// Orders `moves` for a game scored by distance: the table's move, then by the threats each
/// move makes ([`Tactics::threats_after`], as Pons' Connect Four solver orders), then by the
/// game's hint ([`Game::order_hint`]), highest first, generation order among equals. With
/// `prefetch`, starts loading the table entries of the first children.
#[cfg_attr(copies, inline(always))]
#[cfg_attr(not(copies), inline)]
pub(crate) fn by_threats<G: Game>(
    pos: &G,
    moves: &mut [G::Move],
    first: Option<u16>,
    prefetch: Option<&Table>,
) {
    let start = usize::from(table_move_first(pos, moves, first, prefetch).is_some());
    let tactics = G::tactics();
    let rest = &mut moves[start..];
    let mut threats = arrayvec::ArrayVec::<u32, 256>::new();
    if (SHARED_THREATS_MOVES..=threats.capacity()).contains(&rest.len()) {
        threats.extend(rest.iter().map(|_| 0));
        tactics.threats_after_each(pos, rest, &mut threats);
        let mut keyed: arrayvec::ArrayVec<(i64, G::Move), 256> = rest
            .iter()
            .zip(threats.iter())
            .map(|(&mv, &threats)| {
                (
                    (i64::from(threats) << 32) + i64::from(pos.order_hint(mv)),
                    mv,
                )
            })
            .collect();
        // Stable, and for long lists quicker than the insertion sort of short ones.
        keyed.sort_by_key(|&(key, _)| std::cmp::Reverse(key));
        for (mv, (_, sorted)) in rest.iter_mut().zip(keyed) {
            *mv = sorted;
        }
    } else {
        let key =
            |mv| (i64::from(tactics.threats_after(pos, mv)) << 32) + i64::from(pos.order_hint(mv));
        crate::ordering::sort_by_key_descending(rest, key);
    }
    if prefetch.is_some() {
        for &mv in moves[start..].iter().take(PREFETCHED_CHILDREN) {
            prefetch_child(&pos.after(mv), prefetch);
        }
    }
}

/// Orders `moves` for a game scored by margin: the table's move, then by the game's rank of the
/// child ([`Endgame::move_rank`]: by default fastest first, the moves that leave the opponent
/// the fewest replies, the endgame ordering of Othello solvers), then the game's hint. With `prefetch`, starts loading the table entry of every child, from the
/// child that the ordering computes anyway.
#[cfg_attr(copies, inline(always))]
#[cfg_attr(not(copies), inline)]
pub(crate) fn fastest_first<G: Game>(
    pos: &G,
    moves: &mut [G::Move],
    first: Option<u16>,
    prefetch: Option<&Table>,
) {
    let start = usize::from(table_move_first(pos, moves, first, prefetch).is_some());
    let key = |mv: G::Move| {
        let child = pos.after(mv);
        prefetch_child(&child, prefetch);
        margin_key(pos, mv, &child)
    };
    crate::ordering::sort_by_key_descending(&mut moves[start..], key);
}

/// [`fastest_first`], keeping in `children` the child of each move, in the new order, so that
/// the search does not play the moves again (when there are at most [`KEPT_CHILDREN`]; else
/// `children` is left empty).
#[cfg_attr(copies, inline(always))]
#[cfg_attr(not(copies), inline)]
pub(crate) fn fastest_first_keeping<G: Game>(
    pos: &G,
    moves: &mut [G::Move],
    first: Option<u16>,
    prefetch: Option<&Table>,
    children: &mut Children<G>,
) {
    children.clear();
    if moves.len() > KEPT_CHILDREN {
        fastest_first(pos, moves, first, prefetch);
        return;
    }
    children.extend(table_move_first(pos, moves, first, prefetch));
    let start = children.len();
    // Insertion sort, highest key first, generation order among equals (as
    // `sort_by_key_descending`), the children moved along with their moves.
    let mut keys = arrayvec::ArrayVec::<i64, KEPT_CHILDREN>::new();
    for i in start..moves.len() {
        let mv = moves[i];
        let child = pos.after(mv);
        prefetch_child(&child, prefetch);
        let key = margin_key(pos, mv, &child);
        let mut j = keys.len();
        keys.push(key);
        children.push(child);
        while j > 0 && keys[j - 1] < key {
            moves[start + j] = moves[start + j - 1];
            children[start + j] = children[start + j - 1];
            keys[j] = keys[j - 1];
            j -= 1;
        }
        moves[start + j] = mv;
        children[start + j] = child;
        keys[j] = key;
    }
}
