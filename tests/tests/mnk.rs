//! m,n,k-games: `k` in a row on an `m x n` board, solved by the engine and cross-checked by
//! plain searches.
//!
//! Known values (Wikipedia, "m,n,k-game", after Uiterwijk and van den Herik): 3,3,3 is a draw,
//! 4,4,3 a win for the first player, 5,5,4 a draw. On boards too large for plain minimax the
//! engine is checked against alpha-beta without a table, which returns minimax's value
//! (`agreement.rs`), and on positions with few empty cells against minimax itself.

use game_dsl::engine::{Engine, Limits};
use game_dsl::score::Verdict;
use game_dsl::search::Algorithm;
use game_dsl::{Game, GameExt, Notation, game};
use gamedsl::Gomoku;

game! {
    /// 3 in a row on 3 x 3 (tic-tac-toe).
    pub Mnk333 { board: 3 x 3, moves: place, win: line 3 }
}

game! {
    /// 3 in a row on 4 x 4.
    pub Mnk443 { board: 4 x 4, moves: place, win: line 3 }
}

game! {
    /// 4 in a row on 5 x 5.
    pub Mnk554 { board: 5 x 5, moves: place, win: line 4 }
}

/// The engine's proven verdict from the start.
fn solved<G: Game>() -> Verdict {
    Engine::<G>::with_table_bytes(1 << 22)
        .solve(&G::start())
        .verdict::<G>()
}

/// The verdict of a plain search to the end (no table), from `pos`.
fn plain<G: Game>(algorithm: Algorithm, pos: &G) -> Verdict {
    let result = algorithm.search(pos, 64);
    assert!(result.complete);
    result.verdict::<G>()
}

#[test]
fn three_in_a_row_on_3x3_is_a_draw() {
    let draw = Verdict::Proven {
        value: 0,
        plies: None,
    };
    assert_eq!(solved::<Mnk333>(), draw);
    assert_eq!(plain(Algorithm::Minimax, &Mnk333::start()), draw);
}

#[test]
fn three_in_a_row_on_4x4_is_a_first_player_win() {
    let engine = solved::<Mnk443>();
    assert_eq!(engine, plain(Algorithm::AlphaBeta, &Mnk443::start()));
    assert_eq!(
        engine,
        Verdict::Proven {
            value: 1,
            plies: Some(WIN_443_PLIES)
        }
    );
}

/// Plies to X's win on 4,4,3 under best play (both searches find it).
const WIN_443_PLIES: u32 = 5;

#[test]
fn four_in_a_row_on_5x5_is_a_draw() {
    assert_eq!(
        solved::<Mnk554>(),
        Verdict::Proven {
            value: 0,
            plies: None
        }
    );
}

#[test]
fn the_engine_agrees_with_minimax_near_the_end_on_5x5() {
    // Positions with at most 9 empty cells, from games of random moves.
    let mut seed = 0x2545_f491_4f6c_dd1du64;
    let mut checked = 0;
    while checked < 40 {
        let mut pos = Mnk554::start();
        for _ in 0..16 {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            pos = pos.after(moves[(seed % moves.len() as u64) as usize]);
        }
        if pos.terminal_value().is_some() {
            continue;
        }
        let engine = Engine::<Mnk554>::with_table_bytes(1 << 20)
            .solve(&pos)
            .verdict::<Mnk554>();
        assert_eq!(
            engine,
            plain(Algorithm::Minimax, &pos),
            "{}",
            pos.position_string()
        );
        checked += 1;
    }
}

#[test]
fn an_open_three_across_two_words_wins_gomoku_in_three_plies() {
    // X: bits 126, 127 (the second word) and 128 (the third), the middle of row 9, open at both
    // ends; O: three scattered stones. X to move makes an open four (cell 126 or 130 in the
    // notation, which counts from 1), then five.
    let mut cells = vec!['-'; 225];
    for c in [126, 127, 128] {
        cells[c] = 'X';
    }
    for c in [0, 14, 210] {
        cells[c] = 'O';
    }
    let pos = Gomoku::parse_position(&format!("{} X", cells.iter().collect::<String>())).unwrap();
    let win = Verdict::Proven {
        value: 1,
        plies: Some(3),
    };
    assert_eq!(
        Algorithm::AlphaBeta.search(&pos, 3).verdict::<Gomoku>(),
        win
    );
    let engine = Engine::<Gomoku>::with_table_bytes(1 << 22).search(&pos, Limits::depth(3));
    assert_eq!(engine.verdict::<Gomoku>(), win);
    let first = pos.format_move(engine.best_move.unwrap());
    assert!(["126", "130"].contains(&first.as_str()), "{first}");
}
