//! Tic-tac-toe facts, checked against the generated game.
//!
//! Sources: the game tree of tic-tac-toe has 549,946 nodes counting the root (the figure the
//! minimax tutorials print for a full search from the empty board) and 255,168 finished games;
//! perft figures are the counts of move sequences of each length (OEIS A008907's per-ply
//! terms: 9, 72, 504, 3024, 15120, 54720, 148176, 200448, 127872).

use game_dsl::analysis::analyze;
use game_dsl::perft::perft;
use game_dsl::score::Verdict;
use game_dsl::search::Algorithm;
use game_dsl::{Game, GameExt, Notation, alphabeta::alphabeta, minimax::minimax};
use gamedsl::TicTacToe;

#[test]
fn the_empty_board_is_a_draw() {
    let start = TicTacToe::start();
    for algorithm in Algorithm::ALL {
        let result = algorithm.search(&start, 9);
        assert_eq!(
            result.verdict::<TicTacToe>(),
            Verdict::Proven {
                value: 0,
                plies: None
            },
            "{algorithm:?}"
        );
    }
}

#[test]
fn plain_minimax_visits_549_946_positions() {
    let result = minimax(&TicTacToe::start(), 9);
    assert_eq!(result.nodes, 549_946);
    assert!(result.complete);
}

#[test]
fn alphabeta_visits_far_fewer_positions() {
    let ordered = alphabeta(&TicTacToe::start(), 9);
    let unordered = Algorithm::AlphaBetaUnordered.search(&TicTacToe::start(), 9);
    assert_eq!(ordered.nodes, 7_865);
    assert_eq!(unordered.nodes, 20_866);
    // Centre first.
    assert_eq!(
        TicTacToe::start().format_move(ordered.best_move.unwrap()),
        "5"
    );
}

#[test]
fn perft_counts_move_sequences() {
    let expected = [1, 9, 72, 504, 3024, 15120, 54720, 148176, 200448, 127872];
    for (depth, &count) in expected.iter().enumerate() {
        assert_eq!(
            perft(&TicTacToe::start(), depth as u32),
            count,
            "perft({depth})"
        );
    }
    assert_eq!(perft(&TicTacToe::start(), 10), 0);
}

/// Finished games reachable from `pos`.
fn finished_games<G: Game>(pos: &G) -> u64 {
    if pos.is_over() {
        return 1;
    }
    pos.moves().map(|mv| finished_games(&pos.after(mv))).sum()
}

#[test]
fn there_are_255_168_games() {
    assert_eq!(finished_games(&TicTacToe::start()), 255_168);
}

#[test]
fn o_loses_whatever_it_plays_after_21435() {
    // X on 2, 4 and 5; O on 1 and 3; O to move.
    let pos = TicTacToe::start().play_sequence("21435").unwrap();
    assert_eq!(pos.position_string(), "OXOXX---- O");
    let analysis = analyze(&pos, 9, Algorithm::Minimax);
    assert_eq!(analysis.moves.len(), 4);
    for &(mv, score) in &analysis.moves {
        match analysis.verdict::<TicTacToe>(score) {
            Verdict::Proven { value: -1, .. } => {}
            other => panic!(
                "O playing {} should lose, got {other:?}",
                pos.format_move(mv)
            ),
        }
    }
    // X's threat is 8 (column 2-5-8) and 6 (row 4-5-6): O loses in two plies at best.
    assert_eq!(
        analysis.verdict::<TicTacToe>(analysis.score),
        Verdict::Proven {
            value: -1,
            plies: Some(2)
        }
    );
}

#[test]
fn a_win_in_one_is_taken() {
    let pos = TicTacToe::start().play_sequence("1 4 2 5").unwrap();
    for algorithm in Algorithm::ALL {
        let result = algorithm.search(&pos, 9);
        assert_eq!(
            pos.format_move(result.best_move.unwrap()),
            "3",
            "{algorithm:?}"
        );
        assert_eq!(
            result.verdict::<TicTacToe>(),
            Verdict::Proven {
                value: 1,
                plies: Some(1)
            }
        );
    }
}

#[test]
fn finished_games_have_no_moves_and_refuse_them() {
    let won = TicTacToe::start().play_sequence("1 4 2 5 3").unwrap();
    assert_eq!(won.terminal_value(), Some(-1));
    assert_eq!(won.legal_moves().len(), 0);
    assert!(
        won.parse_legal_move("9")
            .unwrap_err()
            .to_string()
            .contains("after the end of the game")
    );
    let drawn = TicTacToe::start()
        .play_sequence("5 1 9 3 2 8 7 4 6")
        .unwrap();
    assert_eq!(drawn.terminal_value(), Some(0));
    assert_eq!(drawn.legal_moves().len(), 0);
}

#[test]
fn positions_round_trip_and_bad_ones_are_refused() {
    let pos = TicTacToe::start().play_sequence("5 1 9").unwrap();
    assert_eq!(
        TicTacToe::parse_position(&pos.position_string()).unwrap(),
        pos
    );
    assert_eq!(TicTacToe::parse_position("O---X---X").unwrap(), pos);
    assert_eq!(TicTacToe::parse_position("O--/-X-/--X").unwrap(), pos);
    let errors = [
        ("XXX", "expected 9 cells"),
        ("XX------- ", "cannot come from alternate moves"),
        ("XXXOO---- X", "X is to move but already has a line"),
        ("---------- X", "expected 9 cells"),
        ("----Z---- X", "unexpected `Z`"),
        ("--------- Y", "the side to move is `X` or `O`"),
    ];
    for (text, message) in errors {
        let err = TicTacToe::parse_position(text).unwrap_err().to_string();
        assert!(err.contains(message), "{text:?}: {err}");
    }
}

#[test]
fn moves_are_read_in_the_games_notation() {
    let pos = TicTacToe::start();
    assert_eq!(pos.parse_move("1").unwrap().index(), 0);
    assert_eq!(pos.parse_move("9").unwrap().index(), 8);
    for bad in ["0", "10", "a", "", "-1"] {
        assert!(pos.parse_move(bad).is_err(), "{bad:?}");
    }
    let err = pos.play_sequence("5 5").unwrap_err().to_string();
    assert_eq!(
        err,
        "move 2 of the sequence: illegal move `5`; legal moves: 1 2 3 4 6 7 8 9"
    );
}

game_dsl::game! {
    /// Tic-tac-toe with the quiet rule, a section that only the general primitives of the parts
    /// have, so that the lowering takes them rather than the placing kernels: nothing is ever
    /// captured, but the board is full after 9 plies, so it is the same game. A side that cannot
    /// place draws, as the kernel's full board does, by default in a game won by a line.
    pub GeneralTicTacToe {
        board: 3 x 3,
        moves: place,
        win: line 3,
        quiet: 9,
    }
}

/// A cell of the placing kernel's notation (`1` to `9`, row by row from the top left) in the
/// parts' (`a1` to `c3`, rows from the top).
fn square(cell: &str) -> String {
    let index: u8 = cell.parse::<u8>().unwrap() - 1;
    format!("{}{}", (b'a' + index % 3) as char, index / 3 + 1)
}

#[test]
fn the_kernel_and_the_general_primitives_play_the_same_game() {
    assert!(!game_dsl_tests::played_by_pieces!(TicTacToe));
    assert!(game_dsl_tests::played_by_pieces!(GeneralTicTacToe));
    let expected = [9, 72, 504, 3024, 15120, 54720, 148176, 200448, 127872];
    game_dsl_tests::assert_perft(&GeneralTicTacToe::start(), &expected);
    assert_eq!(finished_games(&GeneralTicTacToe::start()), 255_168);
    // Every line of play: the same moves and the same values in every position.
    fn walk(kernel: TicTacToe, general: GeneralTicTacToe) {
        let mut moves: Vec<String> = game_dsl_tests::sorted_moves(&kernel)
            .iter()
            .map(|cell| square(cell))
            .collect();
        moves.sort();
        assert_eq!(game_dsl_tests::sorted_moves(&general), moves);
        assert_eq!(general.terminal_value(), kernel.terminal_value());
        for mv in kernel.legal_moves() {
            let played = general
                .parse_move(&square(&kernel.format_move(mv)))
                .unwrap();
            walk(kernel.after(mv), general.after(played));
        }
    }
    walk(TicTacToe::start(), GeneralTicTacToe::start());
}
