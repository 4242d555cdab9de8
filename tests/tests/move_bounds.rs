//! The room of a position's list of moves holds by construction: a parsed position never has
//! more stones than the list counts, and chains of jumps, whose routes have no useful bound,
//! go in a list that spills to the heap, up to `game_dsl::pieces::MAX_ROUTES` routes.
//!
//! The declarations are the ones a hostile author wrote: one X stone among O stones on every
//! cell of an odd row or column (counting from 0), jumping any way over any stone in chains.
//! Each route is a move, and the routes multiply: the 5 x 5 board's start has 77,206 of them
//! (counted below by a plain search over cell arrays), and its list of 128 moves panicked.

use game_dsl::pieces::MAX_ROUTES;
use game_dsl::{Game, GameExt, Notation, Player, game};

game! {
    /// The lattice on 5 x 5.
    pub Lattice5 {
        board: 5 x 5,
        start: {
            X: [a1],
            O: [b1, d1, a2, b2, c2, d2, e2, b3, d3, a4, b4, c4, d4, e4, b5, d5],
        },
        moves: jump all over any chain,
        blocked: lose,
    }
}

game! {
    /// The lattice on 8 x 8: billions of routes from the start.
    pub Lattice8 {
        board: 8 x 8,
        start: {
            X: [a1],
            O: [
                b1, d1, f1, h1, a2, b2, c2, d2, e2, f2, g2, h2, b3, d3, f3, h3,
                a4, b4, c4, d4, e4, f4, g4, h4, b5, d5, f5, h5, a6, b6, c6, d6,
                e6, f6, g6, h6, b7, d7, f7, h7, a8, b8, c8, d8, e8, f8, g8, h8,
            ],
        },
        moves: jump all over any chain,
        blocked: lose,
    }
}

/// The routes of a chain from (0, 0) on an `n` x `n` board of the lattice, as the rules read:
/// a jump goes over a stone not jumped before in this turn onto an empty cell, at most 15 jumps
/// (a path's 16 cells), and a route is a move where it cannot go on. A plain search over a
/// cell array, written from the rules, not from the generator.
fn lattice_routes(n: i32) -> u64 {
    let stone = |r: i32, c: i32| r % 2 == 1 || c % 2 == 1;
    fn extend(
        n: i32,
        at: (i32, i32),
        jumps: usize,
        jumped: &mut Vec<(i32, i32)>,
        stone: &dyn Fn(i32, i32) -> bool,
    ) -> u64 {
        if jumps == 15 {
            return 1;
        }
        let mut routes = 0;
        for (dr, dc) in [
            (-1, -1),
            (-1, 0),
            (-1, 1),
            (0, -1),
            (0, 1),
            (1, -1),
            (1, 0),
            (1, 1),
        ] {
            let over = (at.0 + dr, at.1 + dc);
            let to = (at.0 + 2 * dr, at.1 + 2 * dc);
            let inside = (0..n).contains(&to.0) && (0..n).contains(&to.1);
            if inside && stone(over.0, over.1) && !jumped.contains(&over) && !stone(to.0, to.1) {
                jumped.push(over);
                routes += extend(n, to, jumps + 1, jumped, stone);
                jumped.pop();
            }
        }
        // A route that cannot go on is a move; the start itself is none.
        if routes == 0 && jumps > 0 { 1 } else { routes }
    }
    extend(n, (0, 0), 0, &mut Vec::new(), &stone)
}

#[test]
fn every_route_of_the_5x5_lattice_is_listed() {
    let expected = lattice_routes(5);
    assert_eq!(expected, 77_206);
    let start = Lattice5::start();
    let moves = start.legal_moves();
    assert_eq!(moves.len() as u64, expected);
    // Each is a route of its own.
    let mut sorted = moves.to_vec();
    sorted.sort();
    sorted.dedup();
    assert_eq!(sorted.len(), moves.len());
    // And each plays: X's stone lands, and every stone it jumped (all O's) is captured.
    for &mv in moves.iter().step_by(997) {
        let after = start.after(mv);
        assert_eq!(after.stones(Player::First).count_ones(), 1);
        assert_eq!(after.owner(mv.last() as usize), Some(Player::First));
        let jumps = mv.len() as u32 - 1;
        assert_eq!(after.stones(Player::Second).count_ones(), 16 - jumps);
    }
}

#[test]
fn the_routes_of_a_position_stop_at_the_most_a_list_holds() {
    let start = Lattice8::start();
    let moves = start.legal_moves();
    assert!(
        moves.len() >= MAX_ROUTES && moves.len() < MAX_ROUTES + 64,
        "{}",
        moves.len()
    );
    // Such a position is refused when read.
    let err = Lattice8::parse_position(&start.position_string()).unwrap_err();
    assert!(
        err.to_string()
            .contains(&format!("more than {MAX_ROUTES} routes of jumps")),
        "{err}"
    );
}

#[test]
fn a_position_with_more_stones_than_the_start_is_refused() {
    // Amazons' list holds the moves of four queens a side.
    let crowded = "--X---------X--O-------X----XX-------X------X--------X----X-----------XX--------X-X---X-----X----X-- X";
    let err = gamedsl::Amazons::parse_position(crowded).unwrap_err();
    assert!(
        err.to_string()
            .ends_with("a position of this game has at most 4"),
        "{err}"
    );
    let crowded = "-------OXXXXXXXX--------XXXXXXXX--------XXXXXXXX--------XXXXXXXX X";
    let err = gamedsl::Breakthrough::parse_position(crowded).unwrap_err();
    assert!(
        err.to_string()
            .ends_with("X has 32 stones; a position of this game has at most 16"),
        "{err}"
    );
    // As many as the start is fine.
    let start = gamedsl::Breakthrough::start().position_string();
    assert!(gamedsl::Breakthrough::parse_position(&start).is_ok());
}

#[test]
fn a_ply_of_search_takes_the_stack_its_game_keeps() {
    use game_dsl::stack::{FRAME_BYTES, per_ply};
    // The lists: Amazons' holds 4,900 moves of 16 bytes; draughts' keeps 64 routes on the
    // stack; the token game's 2 moves.
    let amazons = per_ply::<gamedsl::Amazons>();
    let checkers = per_ply::<gamedsl::Checkers>();
    let tokens = per_ply::<gamedsl::Tokens>();
    eprintln!("a ply: Amazons {amazons} B, draughts {checkers} B, tokens {tokens} B");
    assert!(amazons > 3 * 4_900 * 16, "{amazons}");
    assert!((3 * 64 * 16..16 << 10).contains(&checkers), "{checkers}");
    assert!((FRAME_BYTES..4 << 10).contains(&tokens), "{tokens}");
}
