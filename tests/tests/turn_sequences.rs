//! Turns of several actions (`ACTION then ACTION`, the runtime's `pieces::Then`): Connect6 and
//! its smaller relatives, two stones placed or dropped a turn, against the plain reference of
//! `reference/connect_k.rs` (perft from the start, and random games compared position by
//! position); a pair of placements read in either order; a step then a placement; a sequence
//! of three placements.

mod reference;

use game_dsl::perft::perft;
use game_dsl::{Game, GameExt, Notation, game};
use game_dsl_tests::conformance::{Walk, check};
use reference::connect_k::ConnectK;
use reference::{Engine, Reference, cross_check};

/// Asserts that `G` and its reference `R` have the same perft from the start to `depth`.
fn perft_agrees<G: Game, R: Reference>(depth: u32) {
    for depth in 1..=depth {
        assert_eq!(
            perft(&G::start(), depth),
            reference::perft(&R::start(), depth),
            "depth {depth}"
        );
    }
}

/// The legal moves of `pos` as written, sorted.
fn written<G: Notation>(pos: &G) -> Vec<String> {
    let mut moves: Vec<String> = pos
        .legal_moves()
        .iter()
        .map(|&mv| pos.format_move(mv))
        .collect();
    moves.sort();
    moves
}

game! {
    /// Connect6 (Wu and Huang, 2005): one stone first, then two a turn; six in a row wins.
    pub Connect6 {
        board: 19 x 19,
        opening: [place],
        moves: place then place,
        win: line 6,
    }
}

game! {
    /// Connect(6, 6, 4, 2, 1): two stones a turn on 6 x 6, four in a row wins.
    pub TwoStones {
        board: 6 x 6,
        opening: [place],
        moves: place then place,
        win: line 4,
    }
}

game! {
    /// Connect Four with two stones dropped a turn (one in the first).
    pub TwoDrops {
        board: 7 x 6,
        opening: [drop],
        moves: drop then drop,
        win: line 4,
    }
}

game! {
    /// A stone steps, then a stone is placed anywhere.
    pub StepThenPlace {
        board: 3 x 3,
        start: { X: [b2], O: [a1] },
        moves: step orthogonal then place,
        win: line 3,
    }
}

game! {
    /// Three stones a turn.
    pub ThreeStones {
        board: 4 x 4,
        moves: place then place then place,
        win: line 4,
    }
}

game! {
    /// Two steps a turn, the second may capture; capturing is compulsory.
    pub TwoSteps {
        board: 4 x 1,
        start: { X: [b1], O: [d1] },
        moves: step horizontal then step horizontal onto any,
        capture: compulsory,
    }
}

game! {
    /// The same, capturing optional.
    pub TwoStepsFree {
        board: 4 x 1,
        start: { X: [b1], O: [d1] },
        moves: step horizontal then step horizontal onto any,
    }
}

game! {
    /// One stone or two a turn, four in a row on 5 x 5.
    pub OneOrTwo {
        board: 5 x 5,
        moves: place then optional place,
        win: line 4,
    }
}

game! {
    /// One to three stones a turn, four in a row wins: the turn may end before either optional
    /// placement.
    pub OneToThree {
        board: 4 x 4,
        moves: place then optional place then optional place,
        win: line 4,
    }
}

game! {
    /// Two or three stones a turn: an optional placement before one that is always played.
    pub TwoOrThree {
        board: 4 x 4,
        moves: place then optional place then place,
        win: line 4,
    }
}

game! {
    /// A step, maybe a jump, then a step again: the optional action in the middle.
    pub MaybeJumpBetween {
        board: 4 x 4,
        start: { X: [a4, b4, c4], O: [a1, b1, d1] },
        moves: step orthogonal then optional jump all then step orthogonal,
        win: capture_all,
        limit: 30,
    }
}

game! {
    /// The same turns written as a list, with the jump and without it.
    pub JumpOrNotBetween {
        board: 4 x 4,
        start: { X: [a4, b4, c4], O: [a1, b1, d1] },
        moves: [
            step orthogonal then step orthogonal,
            step orthogonal then jump all then step orthogonal,
        ],
        win: capture_all,
        limit: 30,
    }
}

game! {
    /// One to three steps a turn along the rows and columns.
    pub OneToThreeSteps {
        board: 3 x 3,
        start: { X: [a1], O: [c3] },
        moves: step orthogonal then optional step orthogonal then optional step orthogonal,
        limit: 40,
    }
}

game! {
    /// A jump that captures, or a step then a hop of any stone of the mover's (the jump
    /// first, so that the notation must tell the turns apart by their shapes).
    pub StepThenHop {
        board: 4 x 4,
        start: { X: [a1, b1, c1], O: [d4] },
        moves: [jump all over enemy, step all then hop all],
        limit: 20,
    }
}

game! {
    /// One step or two a turn, the second may capture; capturing is compulsory.
    pub OneOrTwoSteps {
        board: 4 x 1,
        start: { X: [b1], O: [d1] },
        moves: step horizontal then optional step horizontal onto any,
    }
}

game! {
    /// The same, capturing compulsory.
    pub OneOrTwoStepsForced {
        board: 4 x 1,
        start: { X: [b1], O: [d1] },
        moves: step horizontal then optional step horizontal onto any,
        capture: compulsory,
    }
}

#[test]
fn connect6_lists_each_pair_of_cells_once() {
    let start = Connect6::start();
    assert_eq!(start.legal_moves().len(), 361);
    let pos = start.play_sequence("j10").unwrap();
    // Two of the 360 empty cells, in either order: 360 x 359 / 2.
    assert_eq!(pos.legal_moves().len(), 64_620);
    assert_eq!(perft(&start, 2), 361 * 64_620);
    // The board has 361 cells: a set of six words.
    assert_eq!(
        std::any::type_name::<<Connect6Rules as game_dsl::pieces::PieceRules>::Bits>(),
        "game_dsl::bits::Wide<6>"
    );
}

#[test]
fn a_pair_of_placements_reads_in_either_order() {
    let pos = Connect6::start().play_sequence("j10").unwrap();
    let written = pos.parse_move("a1s19").unwrap();
    assert_eq!(pos.parse_move("s19a1").unwrap(), written);
    assert_eq!(pos.format_move(written), "a1s19");
    assert!(pos.legal_moves().contains(&written));
    let after = pos.after(written);
    assert_eq!(after.owner(0), Some(game_dsl::Player::Second));
    assert_eq!(after.owner(360), Some(game_dsl::Player::Second));
    // A stone on an occupied cell is no move, in either order.
    assert!(pos.parse_legal_move("j10a1").is_err());
    assert!(pos.parse_legal_move("a1j10").is_err());
}

#[test]
fn six_in_a_row_made_by_either_stone_wins() {
    // X: j10, then pairs; O's pairs far apart. X's last pair completes a1-f1.
    let pos = Connect6::start()
        .play_sequence("j10 a19c19 a1b1 e19g19 c1d1 i19k19")
        .unwrap();
    assert_eq!(pos.terminal_value(), None);
    let won = pos.play_sequence("e1f1").unwrap();
    assert!(won.terminal_value().is_some_and(|v| v < 0));
    // The pair written the other way round, and a pair of which only one stone makes the
    // line, win as well.
    assert!(
        pos.play_sequence("f1e1")
            .unwrap()
            .terminal_value()
            .is_some_and(|v| v < 0)
    );
    let one_short = Connect6::start()
        .play_sequence("j10 a19c19 a1b1 e19g19 c1d1 i19k19 e1s1")
        .unwrap();
    assert_eq!(one_short.terminal_value(), None);
    assert!(
        one_short
            .play_sequence("m19o19 f1k5")
            .unwrap()
            .terminal_value()
            .is_some_and(|v| v < 0)
    );
}

#[test]
fn two_stones_a_turn_match_the_reference_perft() {
    perft_agrees::<TwoStones, ConnectK<6, 6, 4, false, false>>(3);
    // 36, 36 x 595, 36 x 595 x 528.
    assert_eq!(perft(&TwoStones::start(), 3), 11_309_760);
}

#[test]
fn two_stones_a_turn_match_the_reference_in_random_games() {
    let positions = cross_check::<Engine<TwoStones>, ConnectK<6, 6, 4, false, false>>(200, 61);
    assert!(positions >= 2_000, "{positions} positions");
}

#[test]
fn two_drops_a_turn_match_the_reference() {
    type Plain = ConnectK<7, 6, 4, true, false>;
    perft_agrees::<TwoDrops, Plain>(4);
    // The second drop may rest on the first: after X's first stone, 21 pairs of columns and
    // 7 pairs in one column. A move is its cells (the bottom row is 6), the lower first in a
    // column; the set of cells is the move, written in either order.
    let pos = TwoDrops::start().play_sequence("d6").unwrap();
    assert_eq!(pos.legal_moves().len(), 28);
    let stacked = pos.parse_legal_move("d5d4").unwrap();
    assert_eq!(pos.parse_legal_move("d4d5").unwrap(), stacked);
    assert!(pos.parse_legal_move("d4e6").is_err());
    let positions = cross_check::<Engine<TwoDrops>, Plain>(200, 62);
    assert!(positions >= 2_000, "{positions} positions");
}

#[test]
fn connect6_matches_the_reference_in_random_games() {
    let positions = cross_check::<Engine<Connect6>, ConnectK<19, 19, 6, false, false>>(2, 63);
    assert!(positions >= 20, "{positions} positions");
}

#[test]
fn a_step_then_a_placement() {
    let start = StepThenPlace::start();
    // X's stone on b2 steps to a2, b1, c2 or b3, then a stone goes on one of the 7 empty
    // cells (the one it left among them).
    let moves = start.legal_moves();
    assert_eq!(moves.len(), 4 * 7);
    let mv = start.parse_legal_move("b2c2b2").unwrap();
    let after = start.after(mv);
    assert_eq!(after.position_string(), "O---XX--- O");
    // O's stone on a1 has two steps, each followed by a stone on one of the 6 empty cells.
    assert_eq!(after.legal_moves().len(), 2 * 6);
}

#[test]
fn three_placements_list_each_set_of_cells_once() {
    let start = ThreeStones::start();
    // 16 x 15 x 14 / 6 sets of three cells.
    assert_eq!(start.legal_moves().len(), 560);
    let mut sets: Vec<Vec<u32>> = start
        .legal_moves()
        .iter()
        .map(|mv| {
            let mut cells: Vec<u32> = game_dsl::pieces::Route::cells(*mv).collect();
            cells.sort();
            cells
        })
        .collect();
    sets.sort();
    sets.dedup();
    assert_eq!(sets.len(), 560);
    let pos = start.play_sequence("a1b1c1").unwrap();
    assert_eq!(pos.legal_moves().len(), 13 * 12 * 11 / 6);
}

#[test]
fn a_capture_by_the_second_action_is_compulsory() {
    // X on b1: to a1 and back, to c1 and back, or to c1 then onto O's d1.
    assert_eq!(
        written(&TwoStepsFree::start()),
        ["b1a1b1", "b1c1b1", "b1c1d1"]
    );
    let forced = TwoSteps::start();
    assert_eq!(written(&forced), ["b1c1d1"]);
    assert!(forced.must_capture());
    let after = forced.play_sequence("b1c1d1").unwrap();
    assert_eq!(after.position_string(), "---X O");
}

#[test]
fn turns_of_several_actions_conform() {
    // The harness: every move's text read back, positions round-trip, keys, plies, the end.
    // Every move of a position is read back among hundreds: one ply of tree where there
    // are hundreds.
    let walk = |depth| Walk {
        depth,
        playouts: 30,
        seed: 2026,
    };
    for report in [
        check::<TwoStones>(&[], walk(1)),
        check::<TwoDrops>(&[], walk(2)),
        check::<StepThenPlace>(&[], walk(3)),
    ] {
        assert!(report.finished >= 1 && report.distinct > 11, "{report:?}");
    }
    // A board of four cells has few positions; with the capture compulsory, two: the start
    // and the board after it, where O has no stone left and no move.
    let free = check::<TwoStepsFree>(&[], walk(4));
    assert!(free.finished >= 1 && free.distinct >= 4, "{free:?}");
    let forced = check::<TwoSteps>(&[], walk(4));
    assert!(forced.finished >= 1 && forced.distinct == 2, "{forced:?}");
}

#[test]
fn an_optional_action_may_end_the_turn_before_it() {
    let start = OneOrTwo::start();
    // One of 25 cells, or two of them.
    assert_eq!(start.legal_moves().len(), 25 + 300);
    let one = start.parse_legal_move("c3").unwrap();
    let two = start.parse_legal_move("c3d4").unwrap();
    assert_eq!(start.parse_legal_move("d4c3").unwrap(), two);
    assert_eq!(
        start.after(one).position_string(),
        "------------X------------ O"
    );
    assert_eq!(
        start.after(two).position_string(),
        "------------X-----X------ O"
    );
    type Plain = ConnectK<5, 5, 4, false, true>;
    perft_agrees::<OneOrTwo, Plain>(3);
    let positions = cross_check::<Engine<OneOrTwo>, Plain>(200, 64);
    assert!(positions >= 1_000, "{positions} positions");

    // A step, then maybe another: of X's five, the capture alone when it is compulsory.
    assert_eq!(
        written(&OneOrTwoSteps::start()),
        ["b1a1", "b1a1b1", "b1c1", "b1c1b1", "b1c1d1"]
    );
    assert_eq!(written(&OneOrTwoStepsForced::start()), ["b1c1d1"]);
    let report = check::<OneOrTwoSteps>(
        &[],
        Walk {
            depth: 4,
            playouts: 30,
            seed: 2027,
        },
    );
    assert!(report.finished >= 1 && report.distinct >= 4, "{report:?}");
}

#[test]
fn a_turn_may_end_before_any_of_its_optional_actions() {
    let start = OneToThree::start();
    // One of 16 cells, two or three of them, each set once.
    assert_eq!(start.legal_moves().len(), 16 + 120 + 560);
    let three = start.parse_legal_move("a1b2c3").unwrap();
    assert_eq!(start.after(three).position_string(), "X----X----X----- O");
    assert_eq!(
        start.parse_legal_move("b2a1").unwrap(),
        start.parse_legal_move("a1b2").unwrap()
    );
    type Plain = ConnectK<4, 4, 4, false, true, 3>;
    perft_agrees::<OneToThree, Plain>(2);
    let positions = cross_check::<Engine<OneToThree>, Plain>(200, 65);
    assert!(positions >= 400, "{positions} positions");

    // X's stone on a1 walks one, two or three steps onto empty cells (O holds c3): 2 walks of
    // one step, 6 of two, 16 of three, each a move even where two reach the same cell.
    let steps = written(&OneToThreeSteps::start());
    assert_eq!(steps.len(), 2 + 6 + 16, "{steps:?}");
    for walk in ["a1b1", "a1a2b2", "a1b1b2c2", "a1b1a1a2"] {
        assert!(steps.contains(&walk.to_string()), "{walk} in {steps:?}");
    }
    assert!(!steps.contains(&"a1b1c1c2c3".to_string()));
    let report = check::<OneToThreeSteps>(
        &[],
        Walk {
            depth: 4,
            playouts: 30,
            seed: 2028,
        },
    );
    assert!(report.distinct >= 4, "{report:?}");
}

#[test]
fn an_optional_action_may_come_before_one_that_is_played() {
    // Two or three of 16 cells, each set once: C(16, 2) + C(16, 3).
    let start = TwoOrThree::start();
    assert_eq!(start.legal_moves().len(), 120 + 560);
    assert!(start.parse_legal_move("a1").is_err());
    assert_eq!(
        start.parse_legal_move("c3a1").unwrap(),
        start.parse_legal_move("a1c3").unwrap()
    );
    type Plain = ConnectK<4, 4, 4, false, true, 3, 2>;
    perft_agrees::<TwoOrThree, Plain>(2);
    let positions = cross_check::<Engine<TwoOrThree>, Plain>(200, 66);
    assert!(positions >= 400, "{positions} positions");

    // The turn with the optional jump in the middle is the list of the turns with it and
    // without it: the same moves at every position of random games, the same results.
    assert_eq!(
        perft(&MaybeJumpBetween::start(), 4),
        perft(&JumpOrNotBetween::start(), 4)
    );
    let [x, o, draws] =
        game_dsl_tests::outcomes_side_by_side::<MaybeJumpBetween, JumpOrNotBetween>(300, 67);
    assert!(
        x + o > 0 && x + o + draws == 300,
        "X {x}, O {o}, drawn {draws}"
    );
    // X's a4 steps up to a3, then jumps O's b2 into c1 or not, then steps again: with the jump
    // and without it, each turn listed once by its cells (a cell where one action ends and the
    // next begins written once), in both.
    let text = "---O-O------X--- X 0";
    let pos = MaybeJumpBetween::parse_position(text).unwrap();
    let moves = written(&pos);
    assert_eq!(
        moves,
        written(&JumpOrNotBetween::parse_position(text).unwrap())
    );
    for turn in ["a4a3c1b1", "a4a3c1c2", "a4a3a2", "a4b4c4"] {
        assert!(moves.contains(&turn.to_string()), "{turn} in {moves:?}");
    }
    let after = pos.after(pos.parse_legal_move("a4a3c1b1").unwrap());
    assert_eq!(after.position_string(), "-X-O------------ O 1");
}

#[test]
fn the_second_action_plays_on_the_board_the_first_leaves() {
    // c1 steps down to c2, then a1 hops over b1 into c1, which the step emptied: a move of
    // the board after the step, listed and read.
    let start = StepThenHop::start();
    let moves = written(&start);
    assert!(moves.contains(&"c1c2a1c1".to_string()), "{moves:?}");
    let mv = start.parse_legal_move("c1c2a1c1").unwrap();
    assert_eq!(start.after(mv).position_string(), "-XX---X--------O O 1");
}
