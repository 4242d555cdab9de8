//! The token game: take 1 or 2 (or 1 to 3), last take wins. The positions lost for the side to
//! move are the multiples of 3 (of 4 with takes of 1 to 3), the classic subtraction-game result.

use game_dsl::analysis::analyze;
use game_dsl::score::Verdict;
use game_dsl::search::Algorithm;
use game_dsl::{Game, GameExt, Notation, game};
use gamedsl::Tokens;

/// The value of a pile game position, solved to the end.
fn value<G: Notation>(pos: &G) -> i32 {
    match Algorithm::AlphaBeta.search(pos, 1000).verdict::<G>() {
        Verdict::Proven { value, .. } => value,
        other => panic!("not solved: {other:?}"),
    }
}

/// The legal moves as text.
fn moves<G: Notation>(pos: &G) -> Vec<String> {
    pos.legal_moves()
        .iter()
        .map(|&m| pos.format_move(m))
        .collect()
}

fn best_move<G: Notation>(pos: &G) -> String {
    pos.format_move(Algorithm::Minimax.search(pos, 1000).best_move.unwrap())
}

#[test]
fn with_five_take_two() {
    let pos = Tokens::start();
    assert_eq!(pos.tokens(), 5);
    assert_eq!(best_move(&pos), "2");
    assert_eq!(value(&pos), 1);
}

#[test]
fn with_four_take_one() {
    let pos = Tokens::parse_position("4").unwrap();
    assert_eq!(best_move(&pos), "1");
    assert_eq!(value(&pos), 1);
}

#[test]
fn six_is_lost() {
    assert_eq!(value(&Tokens::parse_position("6").unwrap()), -1);
}

#[test]
fn the_analysis_prints_what_the_tutorials_print() {
    // "take 1 -> -1, take 2 -> +1"
    let pos = Tokens::start();
    let analysis = analyze(&pos, 1000, Algorithm::AlphaBeta);
    let values: Vec<(String, Verdict)> = analysis
        .moves
        .iter()
        .map(|&(mv, s)| (pos.format_move(mv), analysis.verdict::<Tokens>(s)))
        .collect();
    assert_eq!(
        values,
        [
            (
                "1".to_string(),
                Verdict::Proven {
                    value: -1,
                    plies: Some(4)
                }
            ),
            (
                "2".to_string(),
                Verdict::Proven {
                    value: 1,
                    plies: Some(3)
                }
            ),
        ]
    );
}

#[test]
fn multiples_of_three_are_lost_for_the_side_to_move() {
    for tokens in 0..=24u32 {
        let pos = Tokens::parse_position(&tokens.to_string()).unwrap();
        let expected = if tokens % 3 == 0 { -1 } else { 1 };
        assert_eq!(value(&pos), expected, "{tokens} tokens");
    }
}

game! {
    /// Take one to three tokens.
    pub TakeThree { pile: 21, moves: take 1..=3, win: last_take }
}

#[test]
fn take_one_to_three_loses_exactly_on_multiples_of_four() {
    for tokens in 0..=24u32 {
        let pos = TakeThree::parse_position(&tokens.to_string()).unwrap();
        let expected = if tokens % 4 == 0 { -1 } else { 1 };
        assert_eq!(value(&pos), expected, "{tokens} tokens");
        if expected == 1 {
            assert_eq!(best_move(&pos), (tokens % 4).to_string(), "{tokens} tokens");
        }
    }
}

game! {
    /// Take two or three: a pile of one is a loss for the side to move, which cannot move.
    pub TakeTwoOrThree { pile: 7, moves: take 2..=3, win: last_take }
}

#[test]
fn a_player_who_cannot_take_loses() {
    let one = TakeTwoOrThree::parse_position("1").unwrap();
    assert!(one.legal_moves().is_empty());
    assert_eq!(one.terminal_value(), Some(-1));
    // 0, 1 lost; 2, 3, 4 won; 5, 6 lost; 7, 8, 9 won: period 5.
    for tokens in 0..=20u32 {
        let pos = TakeTwoOrThree::parse_position(&tokens.to_string()).unwrap();
        let expected = if tokens % 5 < 2 { -1 } else { 1 };
        assert_eq!(value(&pos), expected, "{tokens} tokens");
    }
}

#[test]
fn moves_and_positions_are_checked() {
    let pos = Tokens::start();
    assert_eq!(
        pos.parse_legal_move("3").unwrap_err().to_string(),
        "malformed move `3`: expected a number of tokens from 1 to 2"
    );
    let one = Tokens::parse_position("1").unwrap();
    assert_eq!(
        one.parse_legal_move("2").unwrap_err().to_string(),
        "illegal move `2`; legal moves: 1"
    );
    assert!(Tokens::parse_position("x").is_err());
    assert_eq!(
        Tokens::parse_position("6 O").unwrap().position_string(),
        "6 O"
    );
}

#[test]
fn the_bundled_game_with_takes_of_one_to_three_is_won_by_taking_one() {
    let pos = gamedsl::Tokens3::start();
    assert_eq!(pos.tokens(), 21);
    assert_eq!(best_move(&pos), "1");
    assert_eq!(value(&pos), 1);
}

game! {
    /// The subtraction game S(1, 3, 4) written as a list of one pile: the same game as
    /// `pile: 21`, lowered to the same model and kernel.
    pub ListedSubtraction { piles: [21], moves: take {1, 3, 4}, win: last_take }
}

#[test]
fn a_list_of_one_pile_is_the_pile_game() {
    // Same moves, text and values as the bundled `pile: 21`, position by position.
    for tokens in 0..=21u32 {
        let text = tokens.to_string();
        let listed = ListedSubtraction::parse_position(&text).unwrap();
        let pile = gamedsl::Subtraction::parse_position(&text).unwrap();
        assert_eq!(moves(&listed), moves(&pile), "{tokens} tokens");
        assert_eq!(listed.position_string(), pile.position_string());
        // Lost exactly at 0 or 2 modulo 7 (Winning Ways, chapter 4).
        let expected = if matches!(tokens % 7, 0 | 2) { -1 } else { 1 };
        assert_eq!(value(&listed), expected, "{tokens} tokens");
        assert_eq!(value(&pile), expected, "{tokens} tokens");
    }
    assert_eq!(ListedSubtraction::start().tokens(), 21);
}
