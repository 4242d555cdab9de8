//! Parts that compose into Pente: a placement (`place`), custodial capture of exactly two
//! stones (`custodial 2 all`), and ends listed together (`win: [line 5, captures 10]`: five in
//! a row, or ten of the opponent's stones taken). Against a plain reference implementation
//! (`reference/pente.rs`), position by position in random games and by perft; a small board
//! solved by the engine and by plain negamax on the reference; constructed positions.

mod reference;

use std::collections::HashMap;

use game_dsl::engine::Engine;
use game_dsl::perft::perft;
use game_dsl::score::Verdict;
use game_dsl::{Game, GameExt, Notation, Player, game};
use reference::pente::Pente as Plain;
use reference::{Both, Reference, random_games, solve_plainly};

game! {
    /// Pente on a 6 x 6 board, won by five in a row or two pairs taken.
    pub SmallPente {
        board: 6 x 6,
        moves: place custodial 2 all,
        win: [line 5, captures 4],
    }
}

game! {
    /// Pente on 4 x 3, won by three in a row or one pair taken.
    pub Pente43Line3 {
        board: 4 x 3,
        moves: place custodial 2 all,
        win: [line 3, captures 2],
    }
}

game! {
    /// Pente on 4 x 3, won by four in a row or one pair taken.
    pub Pente43Line4 {
        board: 4 x 3,
        moves: place custodial 2 all,
        win: [line 4, captures 2],
    }
}

game! {
    /// Pente: 19 x 19, five in a row or five pairs.
    pub Pente {
        board: 19 x 19,
        moves: place custodial 2 all,
        win: [line 5, captures 10],
    }
}

/// A position's text from its rows, top first, and what follows them.
fn text(rows: &[&str], rest: &str) -> String {
    format!("{} {rest}", rows.concat())
}

#[test]
fn a_pair_is_taken_not_one_stone_nor_three() {
    // X places d1: O's b1 c1 are a pair closed by X's a1, taken; O's e1 alone, closed by f1,
    // is not; down the column, O's d2 d3 d4 are three, not taken.
    let rows = ["XOO-OX", "---O--", "---O--", "---O--", "---X--", "------"];
    let pos = SmallPente::parse_position(&text(&rows, "X 0 0")).unwrap();
    let after = pos.after(pos.parse_legal_move("d1").unwrap());
    let taken = ["X--XOX", "---O--", "---O--", "---O--", "---X--", "------"];
    assert_eq!(after.position_string(), text(&taken, "O 2 0"));
    assert_eq!(after.stones_taken(Player::First), 2);
    // A stone placed between two of the opponent's is safe: O's b2 between X's a2 and c2.
    let rows = ["------", "X-X---", "------", "------", "------", "------"];
    let pos = SmallPente::parse_position(&text(&rows, "O 0 0")).unwrap();
    let after = pos.after(pos.parse_legal_move("b2").unwrap());
    assert_eq!(after.stones(Player::Second).count_ones(), 1);
}

#[test]
fn the_second_pair_taken_wins() {
    // X has taken one pair; d1 takes a second: X wins, with no line.
    let rows = ["XOO---", "------", "------", "------", "------", "------"];
    let pos = SmallPente::parse_position(&text(&rows, "X 2 0")).unwrap();
    let after = pos.after(pos.parse_legal_move("d1").unwrap());
    assert_eq!(
        after.position_string(),
        text(
            &["X--X--", "------", "------", "------", "------", "------"],
            "O 4 0"
        )
    );
    assert_eq!(after.terminal_value(), Some(-1), "O, to move, has lost");
    assert!(after.legal_moves().is_empty());
    // The count of stones taken is part of the position: read, written, keyed.
    let fresh = SmallPente::parse_position(&text(&rows, "X 0 0")).unwrap();
    assert_ne!(fresh.key(), pos.key());
    assert_ne!(fresh, pos);
    let once = fresh.after(fresh.parse_legal_move("d1").unwrap());
    assert_eq!(once.terminal_value(), None);
    // A count that does not read is an error that says which.
    let error = SmallPente::parse_position(&text(&rows, "X 0 x")).unwrap_err();
    assert!(
        error.to_string().contains("the stones O has taken"),
        "{error}"
    );
}

#[test]
fn pente_agrees_with_the_reference() {
    type Small = Plain<6, 6, 5, 4>;
    for depth in 1..=3 {
        assert_eq!(
            perft(&SmallPente::start(), depth),
            reference::perft(&Small::start(), depth),
            "perft({depth})"
        );
    }
    assert_eq!(perft(&SmallPente::start(), 3), 36 * 35 * 34);
    // Random games, position by position (the counts of stones taken included).
    let (mut captures, mut won_by_captures) = (0, 0);
    let positions = random_games::<Small, SmallPente>(
        &[Small::start()],
        400,
        0x7065_6e74,
        |before, _, after| {
            if after.taken != before.taken {
                captures += 1;
                if after.taken.iter().any(|&n| n >= 4) {
                    won_by_captures += 1;
                }
            }
        },
    );
    println!("{positions} positions, {captures} captures, {won_by_captures} games won by them");
    assert!(captures > 100, "{captures} captures");
    assert!(
        won_by_captures > 10,
        "{won_by_captures} games won by captures"
    );
    // The full board: the same rules, the first plies.
    type Full = Plain<19, 19, 5, 10>;
    let both = Both::<Full, Pente>::new(Full::start());
    assert_eq!(both.game.0, Pente::start());
    assert_eq!(perft(&Pente::start(), 2), 361 * 360);
    assert_eq!(reference::perft(&Full::start(), 2), 361 * 360);
    let games = random_games::<Full, Pente>(&[Full::start()], 4, 0x7065_6e75, |_, _, _| {});
    assert!(games > 4 * 9, "{games} positions");
}

/// The engine's proven value of `G`'s start and the plies to the end, and the value of the
/// same start by plain negamax on the reference (a board as a `Vec` of cells).
fn solved<const W: usize, const H: usize, const K: usize, G: Notation>() -> (i32, Option<u32>, i32)
{
    let start = Plain::<W, H, K, 2>::start();
    let both = Both::<Plain<W, H, K, 2>, G>::new(start.clone());
    assert_eq!(both.game.0, G::start());
    let mut nodes = 0;
    let plain = solve_plainly(&start, &mut HashMap::new(), &mut nodes);
    let result = Engine::with_table_bytes(1 << 22).solve(&G::start());
    let Verdict::Proven { value, plies } = result.verdict::<G>() else {
        panic!("{}: not solved: {:?}", G::NAME, result.verdict::<G>());
    };
    println!(
        "{}: {value} in {plies:?} plies by the engine, {plain} by the reference ({nodes} positions)",
        G::NAME
    );
    (value, plies, plain)
}

#[test]
fn small_boards_solve_as_plain_negamax_says() {
    // Three in a row on 4 x 3: the first player wins, in 7 plies.
    assert_eq!(solved::<4, 3, 3, Pente43Line3>(), (1, Some(7), 1));
    // Four in a row on 4 x 3, or a pair: a draw.
    assert_eq!(solved::<4, 3, 4, Pente43Line4>(), (0, None, 0));
}
