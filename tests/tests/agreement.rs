//! Differential tests: alpha-beta (ordered or not) and the engine return plain minimax's value
//! on random positions at every depth, and analysis agrees with the root search.

use game_dsl::{Game, Notation, perft::perft};
use gamedsl::{ConnectFour, Othello6, TicTacToe, Tokens};
use proptest::prelude::*;

mod common;
use common::{check_agreement, random_position};

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn connect_four_algorithms_agree(choices in prop::collection::vec(0usize..7, 0..30), depth in 1u32..=7) {
        check_agreement(&random_position(ConnectFour::start(), &choices), depth);
    }

    #[test]
    fn othello6_algorithms_agree(choices in prop::collection::vec(0usize..12, 0..30), depth in 1u32..=5) {
        check_agreement(&random_position(Othello6::start(), &choices), depth);
    }
}

proptest! {
    #[test]
    fn tictactoe_algorithms_agree(choices in prop::collection::vec(0usize..9, 0..7), depth in 1u32..=9) {
        check_agreement(&random_position(TicTacToe::start(), &choices), depth);
    }

    #[test]
    fn tokens_algorithms_agree(tokens in 0u32..25, depth in 1u32..=12) {
        check_agreement(&Tokens::parse_position(&tokens.to_string()).unwrap(), depth);
    }

    #[test]
    fn hash_and_position_string_identify_positions(choices in prop::collection::vec(0usize..9, 0..9)) {
        let pos = random_position(TicTacToe::start(), &choices);
        let back = TicTacToe::parse_position(&pos.position_string()).unwrap();
        prop_assert_eq!(back.position_string(), pos.position_string());
        prop_assert_eq!(back.key(), pos.key());
        // perft from a parsed position matches perft from the played one.
        prop_assert_eq!(perft(&back, 3), perft(&pos, 3));
    }
}
