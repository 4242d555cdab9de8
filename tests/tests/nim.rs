//! Nim: a position is lost for the side to move exactly when the XOR of its piles is zero
//! (Bouton, 1901). The solver agrees on every position of three piles of up to 7 tokens, and
//! alpha-beta without a table on those of up to 4.

use game_dsl::engine::Engine;
use game_dsl::score::Verdict;
use game_dsl::search::Algorithm;
use game_dsl::{Game, GameExt, Notation, game};
use gamedsl::Nim;

game! {
    /// Nim with four piles and takes of 1 to 3 (a subtraction game played on several piles).
    pub FourPiles { piles: [1, 2, 3, 4], moves: take 1..=3, win: last_take }
}

/// Every position of three piles of `0..=most` tokens, with the XOR of its piles.
fn positions(most: u8) -> impl Iterator<Item = (Nim, u8)> {
    (0..=most).flat_map(move |a| {
        (0..=most).flat_map(move |b| {
            (0..=most).map(move |c| {
                let pos = Nim::parse_position(&format!("{a},{b},{c}")).unwrap();
                (pos, a ^ b ^ c)
            })
        })
    })
}

#[test]
fn the_solver_agrees_with_the_xor_rule() {
    let mut engine = Engine::<Nim>::with_table_bytes(1 << 20);
    let mut checked = 0;
    for (pos, xor) in positions(7) {
        let solved = engine.solve(&pos);
        let won = solved.score > 0;
        assert_eq!(won, xor != 0, "{}", pos.position_string());
        if won {
            // The winning move leaves a position whose XOR is zero.
            let next = pos.after(solved.best_move.unwrap());
            assert_eq!(next.piles().iter().fold(0, |x, &p| x ^ p), 0);
        }
        checked += 1;
    }
    assert_eq!(checked, 512);
}

#[test]
fn alphabeta_agrees_with_the_xor_rule() {
    for (pos, xor) in positions(4) {
        let value = match Algorithm::AlphaBeta.search(&pos, 1000).verdict::<Nim>() {
            Verdict::Proven { value, .. } => value,
            other => panic!("not solved: {other:?}"),
        };
        assert_eq!(
            value,
            if xor == 0 { -1 } else { 1 },
            "{}",
            pos.position_string()
        );
    }
}

#[test]
fn the_start_is_won_by_taking_two_from_the_first_pile() {
    let pos = Nim::start();
    assert_eq!(pos.position_string(), "3,4,5");
    let solved = Engine::<Nim>::new().solve(&pos);
    assert!(solved.score > 0);
    assert_eq!(pos.format_move(solved.best_move.unwrap()), "1:2");
}

#[test]
fn moves_name_a_pile_and_a_number_of_tokens() {
    let pos = Nim::start();
    assert_eq!(pos.legal_moves().len(), 3 + 4 + 5);
    let after = pos.play_sequence("2:3 3:5").unwrap();
    assert_eq!(after.position_string(), "3,1,0");
    assert_eq!(after.legal_moves().len(), 4);
    assert!(pos.parse_legal_move("4:1").is_err());
    assert!(after.parse_legal_move("3:1").is_err());
    assert_eq!(
        Nim::parse_position("0,0,0 O").unwrap().terminal_value(),
        Some(-1)
    );
    assert!(Nim::parse_position("3,4").is_err());
}

#[test]
fn a_range_of_takes_applies_to_each_pile() {
    let pos = FourPiles::start();
    // 1 + 2 + 3 + 3 takes.
    assert_eq!(pos.legal_moves().len(), 9);
    // A subtraction game 1..=3 on several piles: the Grundy value of a pile is its size mod 4.
    let solved = Engine::<FourPiles>::new().solve(&pos);
    let grundy = [1u8, 2, 3, 4].iter().fold(0, |x, p| x ^ (p % 4));
    assert_eq!(solved.score > 0, grundy != 0);
}
