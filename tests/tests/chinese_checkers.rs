//! Chinese checkers for two (`board: hex star 4`, `moves: step or hop chain`, `win: occupy`;
//! the runtime's `game_dsl::hops`): perft against OpenSpiel's counts, and the rules of hops on
//! constructed positions. The automatic check against OpenSpiel's random games is in
//! `openspiel.rs`.

use game_dsl::perft::perft;
use game_dsl::{Game, GameExt, Notation, Player, game};
use gamedsl::ChineseCheckers;

/// OpenSpiel's counts (`chinese_checkers`, two players), from `scripts/openspiel_perft.py
/// chinese-checkers 4` with `open-spiel` 2.0.2: a turn is the stone's first and last hole,
/// however many hops and by whichever route.
#[test]
fn perft_matches_openspiel() {
    for (depth, count) in [(1, 14), (2, 196), (3, 4_760), (4, 115_600)] {
        assert_eq!(
            perft(&ChineseCheckers::start(), depth),
            count,
            "depth {depth}"
        );
    }
}

/// The holes of a position's text, the star's 121 in order, with `X` and `O` on the holes
/// named.
fn position(x: &[&str], o: &[&str], side: &str) -> ChineseCheckers {
    let mut text = vec!['-'; 121];
    let index = |name: &str| {
        (0..17 * 17)
            .filter(|&cell| ChineseCheckers::on_board(cell))
            .position(|cell| ChineseCheckers::cell_name(cell).as_deref() == Some(name))
            .unwrap_or_else(|| panic!("{name} is a hole"))
    };
    for name in x {
        text[index(name)] = 'X';
    }
    for name in o {
        text[index(name)] = 'O';
    }
    let text: String = text.into_iter().collect();
    ChineseCheckers::parse_position(&format!("{text} {side}")).unwrap()
}

/// O's point at the start, rows 14 to 17.
const O_HOME: [&str; 10] = [
    "e14", "f14", "g14", "h14", "e15", "f15", "g15", "e16", "f16", "e17",
];

#[test]
fn a_stone_hops_on_as_often_as_it_likes_and_stops_where_it_likes() {
    // X's stone on i9 hops over O's j9 to k9, and on over O's l9 to m9: each hole is one move;
    // it also steps to its empty neighbours.
    let x = ["l2", "m2", "k3", "l3", "m3", "j4", "k4", "l4", "m4", "i9"];
    let o = [
        "e14", "f14", "g14", "h14", "e15", "f15", "g15", "e16", "j9", "l9",
    ];
    let pos = position(&x, &o, "X");
    let moves: Vec<String> = pos
        .legal_moves()
        .iter()
        .map(|&m| pos.format_move(m))
        .collect();
    for hole in ["i9k9", "i9m9", "i9h9", "i9i10"] {
        assert_eq!(
            moves.iter().filter(|m| *m == hole).count(),
            1,
            "{hole} in {moves:?}"
        );
    }
    // Nothing is captured: O's stones hopped over stay.
    let after = pos.after(pos.parse_legal_move("i9m9").unwrap());
    assert_eq!(after.position().stones[1], pos.position().stones[1]);
}

#[test]
fn filling_the_opposite_point_wins() {
    // X stands on nine of O's ten starting holes; h13 steps into the tenth, h14.
    let mut x: Vec<&str> = O_HOME.iter().copied().filter(|&h| h != "h14").collect();
    x.push("h13");
    let o = ["m1", "l2", "m2", "k3", "l3", "m3", "j4", "k4", "l4", "a13"];
    let pos = position(&x, &o, "X");
    assert_eq!(pos.terminal_value(), None);
    let won = pos.after(pos.parse_legal_move("h13h14").unwrap());
    assert_eq!(won.side_to_move(), Player::Second);
    assert_eq!(won.terminal_value(), Some(-1));
    assert_eq!(won.ending(), Some(game_dsl::Ending::Goal));
    assert!(won.legal_moves().is_empty());
}

game! {
    /// A declaration on a smaller star: the same rules on points of 2 rows (37 holes).
    pub SmallStar {
        board: hex star 2,
        start: { X: rows 1..=2, O: rows 8..=9 },
        moves: step or hop chain,
        pass: when_blocked,
        win: occupy,
        limit: 200,
    }
}

#[test]
fn a_small_star_has_its_holes_and_its_ten_first_moves() {
    let holes = (0..9 * 9).filter(|&cell| SmallStar::on_board(cell)).count();
    assert_eq!(holes, 37);
    assert_eq!(SmallStar::start().legal_moves().len(), 6);
}
