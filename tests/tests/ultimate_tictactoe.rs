//! Ultimate tic-tac-toe (`board: 9 x 9 in blocks 3 x 3`, `moves: place in block of last`,
//! `win: line 3 of blocks won by line 3`): perft against OpenSpiel's own counts, the block the
//! last move sends to, closed blocks, the win by a line of blocks, and the position's text.
//! OpenSpiel's random games are compared in `openspiel.rs`.

use game_dsl::perft::perft;
use game_dsl::{Game, GameExt, Notation};
use gamedsl::UltimateTicTacToe;

/// X has won the top-left and top-middle blocks and holds two cells of the top-right one's
/// top row; X plays in the top-right block.
const TWO_BLOCKS: &str =
    "XXXXXXXX-------------------OO-OO----O--O--------------OO------------------------- X 3";

#[test]
fn perft_matches_openspiel() {
    // `scripts/openspiel_perft.py ultimate-tictactoe 5`, OpenSpiel 2.0.2.
    let start = UltimateTicTacToe::start();
    for (depth, expected) in [(1, 81), (2, 720), (3, 6_336), (4, 55_080), (5, 473_256)] {
        assert_eq!(perft(&start, depth), expected, "depth {depth}");
    }
}

#[test]
fn the_last_cell_names_the_next_block() {
    // Cell 3: the top-right cell of the top-left block sends O to the top-right block.
    let pos = UltimateTicTacToe::start().play_sequence("3").unwrap();
    assert_eq!(pos.forced_block(), Some(3));
    let moves: Vec<String> = pos
        .legal_moves()
        .iter()
        .map(|&m| pos.format_move(m))
        .collect();
    assert_eq!(moves, ["7", "8", "9", "16", "17", "18", "25", "26", "27"]);
    // Cell 41, the centre of the centre block, sends O back there: 8 cells left.
    let pos = UltimateTicTacToe::start().play_sequence("41").unwrap();
    assert_eq!((pos.forced_block(), pos.legal_moves().len()), (Some(5), 8));
    assert_eq!(
        pos.position_string(),
        format!("{}X{} O 5", "-".repeat(40), "-".repeat(40))
    );
}

#[test]
fn a_line_of_won_blocks_wins_and_a_closed_block_frees_the_next_move() {
    let pos = UltimateTicTacToe::parse_position(TWO_BLOCKS).unwrap();
    assert_eq!(pos.position_string(), TWO_BLOCKS);
    assert_eq!(pos.won_blocks(pos.side_to_move()), 0b011);
    assert_eq!(pos.legal_moves().len(), 7);
    let won = pos.play_sequence("9").unwrap();
    assert_eq!(won.terminal_value(), Some(-1), "X, who just moved, won");
    // Cell 26 (the bottom-middle cell of the top-right block) sends O to the bottom-middle
    // block.
    let after = pos.play_sequence("26").unwrap();
    assert_eq!(after.forced_block(), Some(8));
    let mut free =
        UltimateTicTacToe::parse_position(&format!("{} O 2", &TWO_BLOCKS[..81])).unwrap_err();
    assert!(
        free.to_string()
            .contains("block 2 is won or full: no move is played in it"),
        "{free}"
    );
    free = UltimateTicTacToe::parse_position(&format!("{} X 10", &TWO_BLOCKS[..81])).unwrap_err();
    assert!(
        free.to_string().contains(
            "the block to play in, after the side to move, is a number from 1 to 9, not `10`"
        ),
        "{free}"
    );
    let any = UltimateTicTacToe::parse_position(&format!("{} X", &TWO_BLOCKS[..81])).unwrap();
    assert_eq!(any.forced_block(), None);
    // Every empty cell of the seven open blocks: 63 cells, 10 stones.
    assert_eq!(any.legal_moves().len(), 53);
    // Cell 34, the top-left cell of the middle-right block, names the top-left block, which X
    // has won: O plays in any open block.
    let freed = any.play_sequence("34").unwrap();
    assert_eq!(freed.forced_block(), None);
    assert_eq!(freed.legal_moves().len(), 52);
}

game_dsl::game! {
    /// The same rules without an evaluation: the engine sees only won and lost games.
    pub Blind { board: 9 x 9 in blocks 3 x 3, moves: place in block of last, win: line 3 of blocks won by line 3 }
}

/// Plays a game from `opening` between alpha-beta at `depth` on the bundled game (its
/// evaluation) and on `Blind`, the bundled game's engine moving first if `evaluated_first`; the
/// result for the side that uses the evaluation: 1 a win, 0 a draw, -1 a loss.
fn evaluated_against_blind(opening: &str, evaluated_first: bool, depth: u32) -> i32 {
    use game_dsl::alphabeta::alphabeta;
    let mut evaluated = UltimateTicTacToe::start().play_sequence(opening).unwrap();
    let mut blind = Blind::start().play_sequence(opening).unwrap();
    let mut evaluated_to_move = evaluated_first;
    while evaluated.terminal_value().is_none() {
        let text = if evaluated_to_move {
            let mv = alphabeta(&evaluated, depth).best_move.unwrap();
            evaluated.format_move(mv)
        } else {
            let mv = alphabeta(&blind, depth).best_move.unwrap();
            blind.format_move(mv)
        };
        evaluated = evaluated.play_sequence(&text).unwrap();
        blind = blind.play_sequence(&text).unwrap();
        evaluated_to_move = !evaluated_to_move;
    }
    assert_eq!(evaluated.position_string(), blind.position_string());
    // The value is the side to move's: the last mover, the other one, won on -1.
    let value = evaluated.terminal_value().unwrap().signum();
    if evaluated_to_move { value } else { -value }
}

#[test]
fn the_evaluation_outplays_a_blind_engine_at_the_same_depth() {
    // Eight openings of two moves (a first move, then the reply `i` places along the legal
    // list), each played with either side moving first.
    let openings = [1, 5, 9, 37, 41, 45, 73, 81]
        .iter()
        .enumerate()
        .map(|(i, first)| {
            let pos = UltimateTicTacToe::start()
                .play_sequence(&first.to_string())
                .unwrap();
            let replies = pos.legal_moves();
            format!("{first} {}", pos.format_move(replies[i % replies.len()]))
        });
    let (mut wins, mut draws, mut losses) = (0, 0, 0);
    for opening in openings {
        let opening = opening.as_str();
        for evaluated_first in [true, false] {
            match evaluated_against_blind(opening, evaluated_first, 4) {
                1 => wins += 1,
                0 => draws += 1,
                _ => losses += 1,
            }
        }
    }
    println!(
        "with the evaluation against without, depth 4: {wins} won, {draws} drawn, {losses} lost"
    );
    assert!(
        wins >= 12 && losses <= 2,
        "{wins} won, {draws} drawn, {losses} lost"
    );
}
