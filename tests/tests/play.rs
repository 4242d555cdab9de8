//! The engine as a player: it never misses a win in one, never allows a loss in one that it
//! could prevent, and beats a random mover at Othello.

use game_dsl::engine::{Engine, Limits};
use game_dsl::{Game, GameExt, Notation, Player};
use game_dsl_tests::rng::Rng;
use gamedsl::{ConnectFour, Othello};

/// Whether some move of `pos` wins at once (checked by playing every move).
fn can_win_at_once<G: Game>(pos: &G) -> bool {
    pos.moves()
        .any(|mv| pos.after(mv).terminal_value().is_some_and(|v| v < 0))
}

#[test]
fn connect_four_engine_takes_wins_and_blocks_losses() {
    let mut rng = Rng(7);
    let mut engine = Engine::<ConnectFour>::with_table_bytes(8 << 20);
    let (mut wins_seen, mut blocks_seen) = (0, 0);
    for _game in 0..60 {
        let mut pos = ConnectFour::start();
        while !pos.is_over() {
            let result = engine.search(&pos, Limits::depth(4));
            let chosen = pos.after(result.best_move.expect("a move"));
            if can_win_at_once(&pos) {
                wins_seen += 1;
                assert_eq!(
                    chosen.terminal_value(),
                    Some(-1),
                    "missed a win in one: {}",
                    pos.position_string()
                );
            } else if pos.moves().any(|mv| !can_win_at_once(&pos.after(mv))) {
                // Some move stops the opponent from winning at once: the engine plays one.
                if pos.moves().any(|mv| can_win_at_once(&pos.after(mv))) {
                    blocks_seen += 1;
                }
                assert!(
                    !can_win_at_once(&chosen),
                    "allowed a loss in one: {}",
                    pos.position_string()
                );
            }
            // Continue the game with a random move, to see many positions.
            let moves = pos.legal_moves();
            pos.play(moves[rng.below(moves.len())]);
        }
    }
    assert!(
        wins_seen > 50 && blocks_seen > 50,
        "{wins_seen} wins, {blocks_seen} blocks seen"
    );
}

#[test]
fn othello_engine_at_depth_6_beats_a_random_mover() {
    let mut rng = Rng(2026);
    let mut engine = Engine::<Othello>::with_table_bytes(16 << 20);
    let mut engine_wins = 0;
    for game in 0..100 {
        let engine_side = if game % 2 == 0 {
            Player::First
        } else {
            Player::Second
        };
        let mut pos = Othello::start();
        while !pos.is_over() {
            let mv = if pos.side_to_move() == engine_side {
                engine
                    .search(&pos, Limits::depth(6))
                    .best_move
                    .expect("a move")
            } else {
                let moves = pos.legal_moves();
                moves[rng.below(moves.len())]
            };
            pos.play(mv);
        }
        let value = pos.terminal_value().expect("finished");
        let winner = match value.signum() {
            1 => Some(pos.side_to_move()),
            -1 => Some(pos.side_to_move().opponent()),
            _ => None,
        };
        if winner == Some(engine_side) {
            engine_wins += 1;
        }
    }
    assert!(
        engine_wins >= 95,
        "the engine won {engine_wins} of 100 games"
    );
}
