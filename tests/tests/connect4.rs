//! Connect Four, generated from a declaration: move generation against known perft figures,
//! the threat bitboards behind the engine's tactics, notation and positions.
//!
//! Perft from the empty board, stopping at wins: 7, 49, 343, 2401, 16807, 117649, 823536,
//! 5673234, 39394572 (depths 1..9), as published for Connect Four move generators.

use game_dsl::perft::perft;
use game_dsl::{Game, GameExt, Notation, Tactics, game};
use game_dsl_tests::assert_perft;
use gamedsl::ConnectFour;

#[test]
fn perft_from_the_empty_board() {
    let expected = [7, 49, 343, 2401, 16807, 117649, 823536, 5673234, 39394572];
    assert_perft(&ConnectFour::start(), &expected);
}

#[test]
fn stones_fall_to_the_lowest_empty_cell() {
    let pos = ConnectFour::start().play_sequence("4453").unwrap();
    // Rows from the top: X in columns 4 and 5 and O in 3 on the bottom row, O on top of 4.
    let expected = ["-------"; 4].concat() + "---O---" + "--OXX--" + " X";
    assert_eq!(pos.position_string(), expected);
    let next = pos.parse_legal_move("4").unwrap();
    assert_eq!(
        next.index(),
        3 * 7 + 3,
        "third row from the bottom, column 4"
    );
    assert_eq!(pos.format_move(next), "4");
    assert_eq!(ConnectFour::parse_position(&expected).unwrap(), pos);
}

#[test]
fn a_full_column_is_refused() {
    let pos = ConnectFour::start().play_sequence("444444").unwrap();
    let err = pos.parse_legal_move("4").unwrap_err().to_string();
    assert_eq!(err, "illegal move `4`; legal moves: 1 2 3 5 6 7");
    assert!(
        pos.parse_legal_move("8")
            .unwrap_err()
            .to_string()
            .contains("a column number 1..7")
    );
}

#[test]
fn floating_stones_are_refused() {
    let mut cells = vec!['-'; 42];
    cells[3] = 'X'; // top row, nothing below
    let text: String = cells.into_iter().collect();
    let err = ConnectFour::parse_position(&text).unwrap_err().to_string();
    assert!(
        err.contains("a stone in column 4 lies above an empty cell"),
        "{err}"
    );
}

#[test]
fn wins_in_every_direction() {
    let cases = [
        ("1122334", "across"),
        ("1212121", "down"),
        ("12233434544", "diagonal"),
        ("76655454344", "anti-diagonal"),
    ];
    for (moves, direction) in cases {
        let pos = ConnectFour::start().play_sequence(moves).unwrap();
        assert_eq!(pos.terminal_value(), Some(-1), "{direction}: {moves}");
        assert!(pos.legal_moves().is_empty());
        let before = ConnectFour::start()
            .play_sequence(&moves[..moves.len() - 1])
            .unwrap();
        assert_eq!(before.terminal_value(), None, "{direction}");
        // The engine's tactics see the win coming.
        let win = ConnectFour::tactics()
            .winning_move(&before)
            .expect("an immediate win");
        assert_eq!(
            before.format_move(win),
            &moves[moves.len() - 1..],
            "{direction}"
        );
    }
}

#[test]
fn lines_do_not_wrap_around_the_edges() {
    // X on the bottom row in columns 1-3 and in column 7 of the row above: consecutive bits,
    // not a line.
    let pos = ConnectFour::start().play_sequence("1724357").unwrap();
    assert_eq!(pos.terminal_value(), None);
    assert_eq!(pos.legal_moves().len(), 7);
}

/// The moves `non_losing_moves` leaves, in notation.
fn non_losing(pos: &ConnectFour) -> Vec<String> {
    let mut moves = <ConnectFour as Game>::Moves::default();
    assert!(
        ConnectFour::tactics().non_losing_moves(pos, &mut moves),
        "line games can tell"
    );
    let mut moves: Vec<String> = moves.iter().map(|&m| pos.format_move(m)).collect();
    moves.sort();
    moves
}

#[test]
fn a_threat_must_be_blocked_and_two_cannot_be() {
    // X on 1, 2, 3 of the bottom row: O must play 4.
    let single = ConnectFour::start().play_sequence("17273").unwrap();
    assert_eq!(ConnectFour::tactics().winning_move(&single), None);
    assert_eq!(non_losing(&single), ["4"]);
    // X on 2, 3, 4: threats at 1 and 5, every move loses.
    let double = ConnectFour::start().play_sequence("27374").unwrap();
    assert!(non_losing(&double).is_empty());
    // No threat: every move is safe.
    assert_eq!(
        non_losing(&ConnectFour::start().play_sequence("27").unwrap()).len(),
        7
    );
}

#[test]
fn never_drop_just_below_an_opponent_win() {
    // X on columns 1-3 of the second row from the bottom: its line ends in column 4 of that
    // row. With column 4 empty, dropping there would give X the cell above: O must not.
    let rows = ["-------"; 4].concat();
    let undercut = ConnectFour::parse_position(&format!("{rows}XXX----OXO---O O")).unwrap();
    assert_eq!(non_losing(&undercut), ["1", "2", "3", "5", "6", "7"]);
    // With column 4 filled up to that row, the cell is playable: O must take it.
    let block = ConnectFour::parse_position(&format!("{rows}XXX----OXOX--O O")).unwrap();
    assert_eq!(non_losing(&block), ["4"]);
}

game! {
    /// Connect Three on a 5 x 4 board.
    pub ConnectThree { board: 5 x 4, moves: drop, win: line 3, order: centre }
}

game! {
    /// Connect Four on an 8 x 7 board.
    pub BigConnectFour { board: 8 x 7, moves: drop, win: line 4, order: centre, eval: windows [1, 4, 32] }
}

#[test]
fn other_sizes_work() {
    assert_eq!(perft(&ConnectThree::start(), 1), 5);
    assert_eq!(perft(&ConnectThree::start(), 4), 625);
    assert_eq!(perft(&BigConnectFour::start(), 4), 4096);
    // Eight columns of seven: a column takes seven stones.
    let pos = BigConnectFour::start().play_sequence("1111111").unwrap();
    assert!(pos.parse_legal_move("1").is_err());
    let across = BigConnectFour::start().play_sequence("5162738").unwrap();
    assert_eq!(
        across.terminal_value(),
        Some(-1),
        "X on 5, 6, 7, 8 of the bottom row"
    );
    let no_line = BigConnectFour::start().play_sequence("5162737").unwrap();
    assert_eq!(no_line.terminal_value(), None);
}

#[test]
fn the_windows_evaluation_counts_open_windows() {
    // One X stone in the bottom-left corner: windows through it, for X, across (1), up (1),
    // diagonal (1): 3 windows of one stone, weight 1 each; O has no stone.
    let pos = ConnectFour::start().play_sequence("1").unwrap();
    // O to move: the evaluation is from O's side.
    assert_eq!(pos.evaluate(), -3);
    let pos = ConnectFour::start().play_sequence("4").unwrap();
    // Column 4, bottom: 4 windows across, 1 up, 2 diagonals... from O's side, negative.
    assert_eq!(pos.evaluate(), -7);
    assert_eq!(ConnectFour::start().evaluate(), 0);
}

game! {
    /// Connect Four through the general primitives: `quiet: 42` (a draw after 42 plies
    /// without a capture, which a full board reaches anyway) keeps it off the dropping kernel.
    pub GeneralConnectFour {
        board: 7 x 6,
        moves: drop,
        win: line 4,
        quiet: 42,
    }
}

#[test]
fn the_kernel_and_the_general_primitives_drop_alike() {
    assert!(!game_dsl_tests::played_by_pieces!(ConnectFour));
    assert!(game_dsl_tests::played_by_pieces!(GeneralConnectFour));
    let expected = [7, 49, 343, 2401, 16807, 117649, 823536, 5673234];
    assert_perft(&GeneralConnectFour::start(), &expected);
    // Moves are named by their column, as the kernel names them.
    let start = GeneralConnectFour::start();
    assert_eq!(
        game_dsl_tests::sorted_moves(&start),
        ["1", "2", "3", "4", "5", "6", "7"]
    );
    let full = start.play_sequence("4 4 4 4 4 4").unwrap();
    assert!(full.parse_legal_move("4").is_err());
    assert!(start.parse_move("8").is_err());
    // Random games to their end: the same moves and values at every position.
    let mut rng = game_dsl_tests::rng::Rng(0x6472_6f70);
    let mut ends = [0; 3];
    game_dsl_tests::side_by_side::<ConnectFour, GeneralConnectFour>(
        &mut rng,
        400,
        |kernel, general| {
            let text = kernel.position_string();
            let value = kernel.terminal_value().expect("over");
            // A full board: the general game's `quiet` count reached it too, and says so.
            let (line, full) = (game_dsl::Ending::Line, game_dsl::Ending::NoMoves);
            let kernel_says = if value == 0 { full } else { line };
            assert_eq!(kernel.ending(), Some(kernel_says), "{text}");
            if value != 0 {
                assert_eq!(general.ending(), Some(line), "{text}");
            }
            ends[(value + 1) as usize] += 1;
        },
    );
    // Random games of Connect Four nearly all end in a line (lost by the side to move).
    assert_eq!(ends[0] + ends[1], 400, "{ends:?}");
    assert!(ends[0] > 300, "{ends:?}");
}
