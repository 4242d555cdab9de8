//! The stack a search thread needs, from what the game keeps a ply.
//!
//! Every search recurses one call a ply, and each call keeps the position and its list of moves
//! on the stack (the engine keeps a second list, for the moves it defers, and up to 32 children
//! of the position, ordered). So a ply of Connect Four takes under 2 KiB, and a ply of Amazons,
//! whose list holds the 4,900 moves four queens may have (16 bytes each), about 240 KiB.
//! Threads reserve their stack as address space: only the pages a search reaches are used.
//!
//! [`bytes_for`] sizes a thread's stack for a game and a depth; [`thread_for`] builds such a
//! thread. The engine's helpers, the parallel perft and the command line's thread are sized
//! this way, and a position that may last longer than a stack holds is refused before a search
//! starts ([`fits`]).

use std::mem::size_of;
use std::thread::Builder;

use crate::game::Game;

/// The stack of a ply beside the game's own data: the calls' frames, scores, counters and
/// saved registers. Measured: the engine's solve of the token game (`solve tokens --position
/// 30000`, one thread) fits in 8 MiB but not in 4 MiB, and 65,000 tokens overflow 12 MiB, about
/// 200 bytes a ply; this is ten times that.
pub const FRAME_BYTES: usize = 2 << 10;

/// The stack below the search: the command, the thread's start, the formatting of results.
pub const BASE_BYTES: usize = 4 << 20;

/// The lists of moves a ply keeps at once: the moves, the moves deferred while another thread
/// searches them, and one for the ordering's or the tactics' look ahead.
const LISTS_A_PLY: usize = 3;

/// The most positions a search keeps on the stack a ply: the engine's ordered children (32, a
/// bound its ordering asserts when it compiles) and a few copies (the position, the child
/// played, a move's look ahead).
pub const POSITIONS_A_PLY: usize = 36;

/// The stack one ply of a search of `G` takes, as a generous bound.
///
/// ```
/// use game_dsl::{game, stack};
/// game! { pub TicTacToe { board: 3 x 3, moves: place, win: line 3 } }
/// assert!(stack::per_ply::<TicTacToe>() >= stack::FRAME_BYTES);
/// assert!(stack::per_ply::<TicTacToe>() < 8 << 10);
/// ```
pub const fn per_ply<G: Game>() -> usize {
    FRAME_BYTES + LISTS_A_PLY * size_of::<G::Moves>() + POSITIONS_A_PLY * size_of::<G>()
}

/// The stack a thread needs to search `G` `plies` plies deep: [`per_ply`] a ply and
/// [`BASE_BYTES`] below.
///
/// ```
/// use game_dsl::{game, stack};
/// game! { pub TicTacToe { board: 3 x 3, moves: place, win: line 3 } }
/// assert!(stack::bytes_for::<TicTacToe>(9) > stack::BASE_BYTES);
/// assert!(stack::bytes_for::<TicTacToe>(9_000) > stack::bytes_for::<TicTacToe>(9));
/// ```
pub const fn bytes_for<G: Game>(plies: u32) -> usize {
    (plies as usize)
        .saturating_mul(per_ply::<G>())
        .saturating_add(BASE_BYTES)
}

/// Whether a thread of `stack` bytes holds a search of `G` `plies` plies deep.
///
/// ```
/// use game_dsl::{game, stack};
/// game! { pub TicTacToe { board: 3 x 3, moves: place, win: line 3 } }
/// assert!(stack::fits::<TicTacToe>(9, 8 << 20));
/// assert!(!stack::fits::<TicTacToe>(1 << 20, 8 << 20));
/// ```
pub const fn fits<G: Game>(plies: u32, stack: usize) -> bool {
    bytes_for::<G>(plies) <= stack
}

/// A thread builder with a stack for searches of `G` `plies` plies deep (see [`bytes_for`]).
pub fn thread_for<G: Game>(plies: u32) -> Builder {
    Builder::new().stack_size(bytes_for::<G>(plies))
}
