//! Effects where a stone lands (`ACTION custodial DIRS`, `ACTION convert DIRS`): sliding stones
//! that take what they sandwich, free or compulsory, and placed stones that convert their
//! neighbours, against plain reference implementations (`reference/sandwich.rs`,
//! `reference/infection.rs`), and constructed positions: a stone that moves between two of the
//! opponent's is safe, a jump and a placement capture so too, a capture counts for `quiet`, a
//! stone that steps converts, a conversion is a capture (compulsory, and for `quiet`), an
//! empty hostile cell closes a sandwich.

mod reference;

use game_dsl::perft::perft;
use game_dsl::{Game, GameExt, Notation, Player, game};
use reference::infection::Infection;
use reference::sandwich::{self, Sandwich};
use reference::{Engine, Reference, cross_check, random_games};

game! {
    /// Stones that slide as rooks and capture a stone they sandwich along a row or a column.
    pub Sandwiches {
        board: 6 x 6,
        start: { X: rows 6..=6, O: rows 1..=1 },
        moves: slide orthogonal custodial orthogonal,
        win: capture_all,
        limit: 80,
    }
}

game! {
    /// The same with capture compulsory.
    pub CompulsorySandwiches {
        board: 6 x 6,
        start: { X: rows 6..=6, O: rows 1..=1 },
        moves: slide orthogonal custodial orthogonal,
        capture: compulsory,
        win: capture_all,
        limit: 80,
    }
}

game! {
    /// Stones that slide as rooks and capture a line of stones they close, as in Hasami shogi.
    pub LineSandwiches {
        board: 6 x 6,
        start: { X: rows 6..=6, O: rows 1..=1 },
        moves: slide orthogonal custodial lines orthogonal,
        win: capture_all,
        limit: 80,
    }
}

#[test]
fn a_line_of_stones_closed_by_the_mover_is_captured() {
    // X's f6 slides up to f3 and closes O's e3 and d3 against its c3: both are taken, with
    // `lines`; one stone alone is not taken so.
    let rows = ["------", "------", "--XOO-", "------", "------", "-----X"];
    let pos = LineSandwiches::parse_position(&text(&rows, "X 0")).unwrap();
    let after = pos.after(pos.parse_legal_move("f6f3").unwrap());
    let taken = ["------", "------", "--X--X", "------", "------", "------"];
    assert_eq!(after.position_string(), text(&taken, "O 1"));
    let single = Sandwiches::parse_position(&text(&rows, "X 0")).unwrap();
    let after = single.after(single.parse_legal_move("f6f3").unwrap());
    assert_eq!(after.stones(Player::Second).count_ones(), 2);
    // The same rules as the reference's, from the start and in random games.
    for depth in 1..=4 {
        assert_eq!(
            perft(&LineSandwiches::start(), depth),
            reference::perft(&Sandwich::<false, true>::start(), depth),
            "perft({depth})"
        );
    }
    let positions = cross_check::<Engine<LineSandwiches>, Sandwich<false, true>>(300, 0x7361_6e66);
    assert_eq!(positions, 300 * 81);
}

#[test]
fn sliding_stones_capture_as_the_reference_says() {
    assert!(game_dsl_tests::played_by_pieces!(Sandwiches));
    assert_eq!(sandwich::LIMIT, 80);
    // Six rooks a side: 24 slides each at first; from depth 3 on, captures are possible.
    let counts = [(24, 24), (516, 516), (14_284, 12_754), (373_748, 291_298)];
    for (depth, (free, compulsory)) in (1..).zip(counts) {
        assert_eq!(reference::perft(&Sandwich::<false>::start(), depth), free);
        assert_eq!(
            reference::perft(&Sandwich::<true>::start(), depth),
            compulsory
        );
        assert_eq!(perft(&Sandwiches::start(), depth), free, "perft({depth})");
        assert_eq!(
            perft(&CompulsorySandwiches::start(), depth),
            compulsory,
            "perft({depth}), compulsory"
        );
    }
    let free = cross_check::<Engine<Sandwiches>, Sandwich<false>>(300, 0x7361_6e64);
    let compulsory = cross_check::<Engine<CompulsorySandwiches>, Sandwich<true>>(300, 0x7361_6e65);
    // Free captures: every random game reaches the limit (81 positions each). Compulsory ones
    // thin the sides out, and some games end with a side captured to the last stone.
    assert_eq!(free, 300 * 81);
    assert!(
        (300 * 20..300 * 81).contains(&compulsory),
        "{compulsory} positions"
    );
}

/// A position's text from its rows, top first, and what follows them (side, plies).
fn text(rows: &[&str], rest: &str) -> String {
    format!("{} {rest}", rows.concat())
}

#[test]
fn only_the_stone_that_moves_captures() {
    // X's c5 slides up to c3, between O's b3 and d3: it is not taken.
    let rows = ["---O--", "------", "-O-O--", "------", "--X---", "----X-"];
    let pos = Sandwiches::parse_position(&text(&rows, "X 0")).unwrap();
    let between = pos.after(pos.parse_legal_move("c5c3").unwrap());
    assert_eq!(between.stones(Player::First).count_ones(), 2);
    assert_eq!(between.stones(Player::Second).count_ones(), 3);
    // O's d1 slides to d2; X's e6 slides up to e3 and takes O's d3 against c3.
    let pos = between.after(between.parse_legal_move("d1d2").unwrap());
    let taken = pos.after(pos.parse_legal_move("e6e3").unwrap());
    let after = ["------", "---O--", "-OX-X-", "------", "------", "------"];
    assert_eq!(taken.position_string(), text(&after, "O 3"));
    // With capture compulsory, that capture is X's only move there.
    let forced = CompulsorySandwiches::parse_position(&pos.position_string()).unwrap();
    assert_eq!(game_dsl_tests::sorted_moves(&forced), ["e6e3"]);
}

game! {
    /// Stones placed that take what they sandwich in any direction; five in a row wins.
    pub PlacedSandwiches {
        board: 5 x 5,
        moves: place custodial all,
        win: line 4,
    }
}

game! {
    /// Stones that step, or jump a stone of either side, and capture by sandwich; a draw after
    /// 6 plies without a capture.
    pub JumpingSandwiches {
        board: 5 x 5,
        start: { X: [a5, c5, e5], O: [a1, c1, e1] },
        moves: [step orthogonal custodial orthogonal, jump orthogonal over any custodial orthogonal],
        win: capture_all,
        quiet: 6,
    }
}

#[test]
fn placements_and_jumps_capture_by_sandwich_too() {
    // X places c3: O's b3 lies between a3 (X's) and c3, O's c2 between c1 (X's) and c3: both
    // are taken.
    let rows = ["--X--", "--O--", "XO---", "-----", "-----"];
    let pos = PlacedSandwiches::parse_position(&text(&rows, "X")).unwrap();
    let after = pos.after(pos.parse_legal_move("c3").unwrap());
    let taken = ["--X--", "-----", "X-X--", "-----", "-----"];
    assert_eq!(after.position_string(), text(&taken, "O"));
    // X's c5 jumps its own c4 into c3 and takes O's c2 against c1.
    let rows = ["--X--", "--O--", "-----", "--X--", "--X--"];
    let pos = JumpingSandwiches::parse_position(&text(&rows, "X 0")).unwrap();
    let after = pos.after(pos.parse_legal_move("c5c3").unwrap());
    let taken = ["--X--", "-----", "--X--", "--X--", "-----"];
    assert_eq!(after.position_string(), text(&taken, "O 0"));
    // A quiet move counts towards `quiet`; the capture set it back to 0.
    let quiet = pos.after(pos.parse_legal_move("c4b4").unwrap());
    assert_eq!(
        quiet.position_string(),
        text(&["--X--", "--O--", "-----", "-X---", "--X--"], "O 1")
    );
}

game! {
    /// Stones placed that turn their eight neighbours, counted when the board is full.
    pub Infections {
        board: 4 x 4,
        moves: place convert all,
        win: majority,
    }
}

#[test]
fn placed_stones_convert_their_neighbours_as_the_reference_says() {
    assert!(game_dsl_tests::played_by_pieces!(Infections));
    // Every empty cell is a move, whatever the stones: 16, 16 x 15, ...
    let start = Infection::<false>::start();
    for (depth, count) in (1..).zip([16, 240, 3_360, 43_680]) {
        assert_eq!(reference::perft(&start, depth), count);
        assert_eq!(perft(&Infections::start(), depth), count, "perft({depth})");
    }
    // Every random game fills the board: 17 positions each, the last one counted.
    let positions = cross_check::<Engine<Infections>, Infection<false>>(500, 0x696e_6663);
    assert_eq!(positions, 500 * 17);
    // X's b2 turns O's a1, c1 and c3, not O's d4, which is not next to it.
    let rows = ["O-O-", "----", "--O-", "---O"];
    let pos = Infections::parse_position(&text(&rows, "X")).unwrap();
    let after = pos.after(pos.parse_legal_move("b2").unwrap());
    let turned = ["X-X-", "-X--", "--X-", "---O"];
    assert_eq!(after.position_string(), text(&turned, "O"));
}

game! {
    /// Stones that step and turn the opponent's orthogonal neighbours where they land.
    pub SteppingInfections {
        board: 4 x 4,
        start: { X: [a4, b3], O: [c1, d1, d2] },
        moves: step all convert orthogonal,
        win: capture_all,
        limit: 20,
    }
}

#[test]
fn a_stone_that_steps_converts_where_it_lands() {
    // X's b3 steps to c2: O's c1 and d2 are next to it along a row or a column, O's d1 only
    // diagonally; the cell it left is empty.
    let rows = ["--OO", "---O", "-X--", "----"];
    let pos = SteppingInfections::parse_position(&text(&rows, "X 0")).unwrap();
    let after = pos.after(pos.parse_legal_move("b3c2").unwrap());
    let turned = ["--XO", "--XX", "----", "----"];
    assert_eq!(after.position_string(), text(&turned, "O 1"));
    // O keeps its d1, which cannot move, boxed in by X's stones, so O loses as a blocked side.
    assert_eq!(after.stones(Player::Second).count_ones(), 1);
    assert_eq!(after.terminal_value(), Some(-1));
}

game! {
    /// Placed stones that convert their neighbours, with capture compulsory: a side that can
    /// convert must.
    pub CompulsoryInfections {
        board: 4 x 4,
        moves: place convert all,
        capture: compulsory,
        win: majority,
    }
}

game! {
    /// Stones that step and convert, drawn after 3 plies without a capture.
    pub QuietInfections {
        board: 4 x 4,
        start: { X: [a4, b3], O: [c1, d1, d2] },
        moves: step all convert orthogonal,
        win: capture_all,
        quiet: 3,
    }
}

#[test]
fn a_conversion_is_a_capture() {
    // Compulsory: every empty cell next to one of the opponent's stones, if there is one.
    let start = Infection::<true>::start();
    // After a corner, 3 replies; an edge, 5; a centre cell, 8: 4 x 3 + 8 x 5 + 4 x 8 = 84.
    let counts = [16, 84, 600, 4_368];
    for (depth, count) in (1..).zip(counts) {
        assert_eq!(reference::perft(&start, depth), count);
        assert_eq!(
            perft(&CompulsoryInfections::start(), depth),
            count,
            "perft({depth})"
        );
    }
    let positions = cross_check::<Engine<CompulsoryInfections>, Infection<true>>(500, 0x696e_6664);
    assert_eq!(positions, 500 * 17);
    // X must place next to O's stone: b3 converts it, a1 does not.
    let rows = ["----", "-O--", "----", "----"];
    let pos = CompulsoryInfections::parse_position(&text(&rows, "X")).unwrap();
    let moves = game_dsl_tests::sorted_moves(&pos);
    assert_eq!(
        moves,
        ["a1", "a2", "a3", "b1", "b3", "c1", "c2", "c3"],
        "the eight neighbours of b2"
    );
    // A conversion sets `quiet` back to 0, as a capture does; a step that converts nothing
    // counts a ply.
    let rows = ["--OO", "---O", "-X--", "X---"];
    let pos = QuietInfections::parse_position(&text(&rows, "X 2")).unwrap();
    let converts = pos.after(pos.parse_legal_move("b3c2").unwrap());
    assert_eq!(
        converts.position_string(),
        text(&["--XO", "--XX", "----", "X---"], "O 0")
    );
    let quiet = pos.after(pos.parse_legal_move("a4a3").unwrap());
    assert_eq!(
        quiet.position_string(),
        text(&["--OO", "---O", "XX--", "----"], "O 3")
    );
    assert_eq!(quiet.terminal_value(), Some(0));
}

game! {
    /// Sliding stones that take what they sandwich, against one of their own or an empty
    /// corner, as tafl's hostile corners.
    pub CornerSandwiches {
        board: 6 x 6,
        start: { X: rows 6..=6, O: rows 1..=1 },
        moves: slide orthogonal custodial orthogonal against [a1, f1, a6, f6],
        win: capture_all,
        limit: 80,
    }
}

#[test]
fn an_empty_hostile_cell_closes_a_sandwich() {
    // O's b1 stands next to the empty corner a1: X's c6 slides up to c1 and takes it.
    let rows = ["-O-O--", "------", "------", "------", "------", "--X--X"];
    let pos = CornerSandwiches::parse_position(&text(&rows, "X 0")).unwrap();
    let after = pos.after(pos.parse_legal_move("c6c1").unwrap());
    let taken = ["--XO--", "------", "------", "------", "------", "-----X"];
    assert_eq!(after.position_string(), text(&taken, "O 1"));
    // Not with a stone on the corner, whoever's it is, nor without `against`.
    let rows = ["OO-O--", "------", "------", "------", "------", "--X--X"];
    let pos = CornerSandwiches::parse_position(&text(&rows, "X 0")).unwrap();
    let after = pos.after(pos.parse_legal_move("c6c1").unwrap());
    assert_eq!(after.stones(Player::Second).count_ones(), 3);
    let rows = ["-O-O--", "------", "------", "------", "------", "--X--X"];
    let plain = Sandwiches::parse_position(&text(&rows, "X 0")).unwrap();
    let after = plain.after(plain.parse_legal_move("c6c1").unwrap());
    assert_eq!(after.stones(Player::Second).count_ones(), 2);
    // The same rules as the reference's, from the start and in random games.
    for depth in 1..=4 {
        assert_eq!(
            perft(&CornerSandwiches::start(), depth),
            reference::perft(&Sandwich::<false, false, true>::start(), depth),
            "perft({depth})"
        );
    }
    let positions =
        cross_check::<Engine<CornerSandwiches>, Sandwich<false, false, true>>(300, 0x7361_6e67);
    assert_eq!(positions, 300 * 81);
}

game! {
    /// Sliding stones that take what they sandwich, then the groups they leave without a
    /// liberty, and never leave their own group without one: two effects after one action.
    pub EnclosingSandwiches {
        board: 6 x 6,
        start: { X: rows 6..=6, O: rows 1..=1 },
        moves: slide orthogonal custodial orthogonal enclose orthogonal,
        win: capture_all,
        limit: 80,
    }
}

#[test]
fn two_effects_act_in_turn() {
    // X's c6 slides up to c2: no sandwich (O's c1 lies against the edge), but O's b1 c1 d1,
    // shut in by X's a1 e1 b2 d2, lose their last liberty there: enclosed, they are taken. (A
    // slide never leaves its own group without a liberty: the cell it came from is empty.)
    let rows = ["XOOOX-", "-X-X--", "------", "------", "------", "--X---"];
    let pos = EnclosingSandwiches::parse_position(&text(&rows, "X 0")).unwrap();
    let after = pos.after(pos.parse_legal_move("c6c2").unwrap());
    let taken = ["X---X-", "-XXX--", "------", "------", "------", "------"];
    assert_eq!(after.position_string(), text(&taken, "O 1"));
    let plain = Sandwiches::parse_position(&text(&rows, "X 0")).unwrap();
    let after = plain.after(plain.parse_legal_move("c6c2").unwrap());
    assert_eq!(after.stones(Player::Second).count_ones(), 3);
    // The same rules as the reference's, from the start and in random games, position by
    // position; some games enclose a group.
    type Both = Sandwich<false, false, false, true>;
    for depth in 1..=4 {
        assert_eq!(
            perft(&EnclosingSandwiches::start(), depth),
            reference::perft(&Both::start(), depth),
            "perft({depth})"
        );
    }
    let mut enclosed = 0;
    let positions = random_games::<Both, EnclosingSandwiches>(
        &[Both::start()],
        300,
        0x656e_636c,
        |before, mv, after| {
            let mut plain = Sandwich::<false> {
                board: before.board.clone(),
                side: before.side,
                plies: before.plies,
            };
            plain.play(mv);
            enclosed += usize::from(plain.board != after.board);
        },
    );
    println!("{positions} positions, {enclosed} moves that enclosed a group");
    assert!(enclosed > 20, "{enclosed}");
}
