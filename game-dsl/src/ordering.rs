//! Move ordering: alpha-beta cuts off more when the best move comes first.

use crate::game::Game;

/// Sorts `moves` by the game's [`Game::order_hint`], highest first, keeping generation order
/// among equal hints. Insertion sort: move lists are short, and it allocates nothing.
///
/// ```
/// use game_dsl::{game, Game};
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
    let mut keyed = [0i32; 256];
    if moves.len() > keyed.len() {
        moves.sort_by_key(|&mv| std::cmp::Reverse(pos.order_hint(mv)));
        return;
    }
    for (key, &mv) in keyed.iter_mut().zip(moves.iter()) {
        *key = pos.order_hint(mv);
    }
    for i in 1..moves.len() {
        let (mv, key) = (moves[i], keyed[i]);
        let mut j = i;
        while j > 0 && keyed[j - 1] < key {
            moves[j] = moves[j - 1];
            keyed[j] = keyed[j - 1];
            j -= 1;
        }
        moves[j] = mv;
        keyed[j] = key;
    }
}
