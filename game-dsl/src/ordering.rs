//! Move ordering: alpha-beta cuts off more when the best move comes first.

use crate::game::Game;

/// Sorts `moves` by the game's [`Game::order_hint`], highest first, keeping generation order
/// among equal hints. Insertion sort: move lists are short, and it allocates nothing.
///
/// ```
/// use game_dsl::{game, Game, GameExt, Notation};
/// use game_dsl::ordering::sort_by_hint;
/// game! { pub TicTacToe { board: 3 x 3, moves: place, win: line 3 } }
///
/// let pos = TicTacToe::start();
/// let mut moves = pos.legal_moves();
/// sort_by_hint(&pos, &mut moves);
/// let order: Vec<String> = moves.iter().map(|&m| pos.format_move(m)).collect();
/// // The centre lies on four lines, the corners on three, the edges on two.
/// assert_eq!(order, ["5", "1", "3", "7", "9", "2", "4", "6", "8"]);
/// ```
pub fn sort_by_hint<G: Game>(pos: &G, moves: &mut [G::Move]) {
    sort_by_key_descending(moves, |mv| pos.order_hint(mv));
}

/// Sorts `moves` by `key`, highest first, keeping the given order among equal keys: an
/// insertion sort whose keys, computed once per move, live on the stack (lists of more than 256
/// moves fall back to the standard library's sort).
///
/// ```
/// use game_dsl::ordering::sort_by_key_descending;
/// let mut moves = [3u16, 1, 4, 1, 5];
/// sort_by_key_descending(&mut moves, |m| m % 4);
/// assert_eq!(moves, [3, 1, 1, 5, 4]);
/// ```
#[inline]
pub fn sort_by_key_descending<M: Copy, K: Ord + Copy>(
    moves: &mut [M],
    mut key: impl FnMut(M) -> K,
) {
    let mut keys = arrayvec::ArrayVec::<K, 256>::new();
    if moves.len() > keys.capacity() {
        moves.sort_by_cached_key(|&mv| std::cmp::Reverse(key(mv)));
        return;
    }
    for i in 0..moves.len() {
        let (mv, k) = (moves[i], key(moves[i]));
        keys.push(k);
        let mut j = i;
        while j > 0 && keys[j - 1] < k {
            moves[j] = moves[j - 1];
            keys[j] = keys[j - 1];
            j -= 1;
        }
        moves[j] = mv;
        keys[j] = k;
    }
}
