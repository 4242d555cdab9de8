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

game! {
    /// Chinese checkers through the general primitives (`pieces::Hop`): the parts that
    /// `step or hop chain` stands for, kept off the hopping kernel by `quiet: 1000` (a draw
    /// after 1,000 plies without a capture: a hop captures nothing, so it is the limit again,
    /// which is tested first).
    pub GeneralChineseCheckers {
        board: hex star 4,
        start: { X: rows 1..=4, O: rows 14..=17 },
        moves: [step all, hop all chain],
        pass: when_blocked,
        win: occupy,
        limit: 1000,
        quiet: 1000,
    }
}

game! {
    /// The small star through the general primitives.
    pub GeneralSmallStar {
        board: hex star 2,
        start: { X: rows 1..=2, O: rows 8..=9 },
        moves: [hop all chain, step all],
        pass: when_blocked,
        win: occupy,
        limit: 200,
        quiet: 200,
    }
}

game! {
    /// Halma's moves on squares (a stone steps to any of its eight neighbours or hops on and
    /// on), the hopping kernel's.
    pub Halma6 {
        board: 6 x 6,
        start: { X: [a1, b1, c1, a2, b2, a3], O: [f6, e6, d6, f5, e5, f4] },
        moves: step or hop chain,
        pass: when_blocked,
        win: occupy,
        limit: 300,
    }
}

game! {
    /// The same through the general primitives.
    pub GeneralHalma6 {
        board: 6 x 6,
        start: { X: [a1, b1, c1, a2, b2, a3], O: [f6, e6, d6, f5, e5, f4] },
        moves: [step all, hop all chain],
        pass: when_blocked,
        win: occupy,
        limit: 300,
        quiet: 300,
    }
}

game! {
    /// The smallest star (13 holes), one stone a side on its top and bottom points.
    pub TinyStar {
        board: hex star 1,
        start: { X: rows 1..=1, O: rows 5..=5 },
        moves: step or hop chain,
        pass: when_blocked,
        win: occupy,
        limit: 100,
    }
}

game! {
    /// The same through the general primitives.
    pub GeneralTinyStar {
        board: hex star 1,
        start: { X: rows 1..=1, O: rows 5..=5 },
        moves: [step all, hop all chain],
        pass: when_blocked,
        win: occupy,
        limit: 100,
        quiet: 100,
    }
}

game! {
    /// Two stones a side on 4 x 4, hopping once a move, the kernel's.
    pub Halma4 {
        board: 4 x 4,
        start: { X: [a1, b1], O: [d4, c4] },
        moves: step or hop,
        win: occupy,
        limit: 100,
    }
}

game! {
    /// The same through the general primitives.
    pub GeneralHalma4 {
        board: 4 x 4,
        start: { X: [a1, b1], O: [d4, c4] },
        moves: [hop all, step all],
        win: occupy,
        limit: 100,
        quiet: 100,
    }
}

#[test]
fn the_general_primitives_hop_as_the_kernel_does() {
    assert!(!game_dsl_tests::played_by_pieces!(ChineseCheckers));
    assert!(!game_dsl_tests::played_by_pieces!(Halma6));
    assert!(game_dsl_tests::played_by_pieces!(GeneralChineseCheckers));
    assert!(game_dsl_tests::played_by_pieces!(GeneralHalma6));
    // OpenSpiel's counts, as the kernel's above.
    for (depth, count) in [(1, 14), (2, 196), (3, 4_760), (4, 115_600)] {
        assert_eq!(
            perft(&GeneralChineseCheckers::start(), depth),
            count,
            "depth {depth}"
        );
    }
    for depth in 1..=5 {
        assert_eq!(
            perft(&GeneralSmallStar::start(), depth),
            perft(&SmallStar::start(), depth)
        );
        assert_eq!(
            perft(&GeneralHalma6::start(), depth),
            perft(&Halma6::start(), depth)
        );
    }
    // Random games on these boards seldom end before the limit: the moves are compared at every
    // position all the same.
    for (games, [x, o, draws]) in [
        (
            300,
            game_dsl_tests::outcomes_side_by_side::<SmallStar, GeneralSmallStar>(300, 0x6870_7332),
        ),
        (
            100,
            game_dsl_tests::outcomes_side_by_side::<Halma6, GeneralHalma6>(100, 0x6870_6836),
        ),
    ] {
        assert_eq!(x + o + draws, games);
    }
    // One stone a side: random games end by a win of either side.
    for [x, o, draws] in [
        game_dsl_tests::outcomes_side_by_side::<TinyStar, GeneralTinyStar>(400, 0x6870_7331),
        game_dsl_tests::outcomes_side_by_side::<Halma4, GeneralHalma4>(400, 0x6870_6834),
    ] {
        println!("X won {x}, O won {o}, {draws} drawn");
        assert!(x > 0 && o > 0, "X won {x}, O won {o}");
    }
    let [x, o, draws] = game_dsl_tests::outcomes_side_by_side::<
        ChineseCheckers,
        GeneralChineseCheckers,
    >(10, 0x6870_6363);
    assert_eq!(x + o + draws, 10);
}

#[test]
fn a_hop_reads_in_the_general_primitives_as_in_the_kernel() {
    // The position of the test above, read by the general primitives: i9 hops on over O's j9
    // and l9 to m9, captures nothing, and steps.
    let kernel = position(
        &["l2", "m2", "k3", "l3", "m3", "j4", "k4", "l4", "m4", "i9"],
        &[
            "e14", "f14", "g14", "h14", "e15", "f15", "g15", "e16", "j9", "l9",
        ],
        "X",
    );
    let general = GeneralChineseCheckers::parse_position(&kernel.position_string()).unwrap();
    assert_eq!(
        game_dsl_tests::sorted_moves(&general),
        game_dsl_tests::sorted_moves(&kernel)
    );
    let after = general.after(general.parse_legal_move("i9m9").unwrap());
    assert_eq!(after.stones(Player::Second), general.stones(Player::Second));
    assert!(general.parse_legal_move("i9l9").is_err());
}

game! {
    /// Hops with an end no kernel of hops has: a race to the far row, stones stepping forward
    /// or hopping on over either side's stones (no kernel plays it: the general primitives).
    pub HopRace {
        board: 5 x 5,
        start: { X: rows 4..=5, O: rows 1..=2 },
        moves: [step forward, hop all chain],
        win: reach far_row,
    }
}

#[test]
fn hops_combine_with_the_other_parts_and_ends() {
    assert!(game_dsl_tests::played_by_pieces!(HopRace));
    // X's ten stones on rows 4 and 5 (from the top): the front row steps forward (5 moves);
    // the back row's forward cells are full, but each of its stones hops over the front row
    // into row 3, straight or diagonally (2 + 2 + 3 + 2 + 2 landings); nothing hops on, since
    // every hop from row 3 lands on a stone or on the cell the stone left.
    let start = HopRace::start();
    assert_eq!(
        game_dsl_tests::sorted_moves(&start),
        [
            "a4a3", "a5a3", "a5c3", "b4b3", "b5b3", "b5d3", "c4c3", "c5a3", "c5c3", "c5e3", "d4d3",
            "d5b3", "d5d3", "e4e3", "e5c3", "e5e3"
        ]
    );
    // X's stone on b3 steps forward, or hops over O's c2 onto the far row and wins; the
    // stone it hopped stays.
    let pos = HopRace::parse_position("-------O---X------------- X").unwrap();
    assert_eq!(
        game_dsl_tests::sorted_moves(&pos),
        ["b3b2", "b3d1"].map(String::from)
    );
    let won = pos.after(pos.parse_legal_move("b3d1").unwrap());
    assert_eq!(won.terminal_value(), Some(-1));
    assert_eq!(won.stones(Player::Second).count_ones(), 1);
}

game! {
    /// Stones placed on a star that win by a ring: a star is an outline like any other for the
    /// general primitives.
    pub StarRings {
        board: hex star 2,
        moves: place,
        win: ring,
    }
}

#[test]
fn a_star_is_an_outline_of_the_general_primitives() {
    assert!(game_dsl_tests::played_by_pieces!(StarRings));
    assert_eq!(StarRings::start().legal_moves().len(), 37);
    // Six stones around the centre e5 close a ring (O plays on the points meanwhile).
    let ring = StarRings::start()
        .play_sequence("d5 g1 e4 f2 f4 g2 f5 c9 e6 c8 d6")
        .unwrap();
    assert_eq!(ring.terminal_value(), Some(-1));
}
