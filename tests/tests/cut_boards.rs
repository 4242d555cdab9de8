//! Boards of squares with cells left out (`board: W x H without corners N + [CELL, ...]`):
//! fox and geese on the 33-cell cross against a plain reference implementation, lines and
//! steps that stop at a cell left out, the hopping kernel on a cross against the general
//! primitives, and a position's text and drawing, which leave those cells out.

mod reference;

use game_dsl::perft::perft;
use game_dsl::{Game, GameExt, Notation, game};
use reference::fox_and_geese::{self, FoxAndGeese};
use reference::{Engine, Reference, cross_check, cross_check_from};

game! {
    /// Fox and geese on the cross (the rules and their source: `reference/fox_and_geese.rs`):
    /// thirteen geese step forward or sideways, the fox steps or jumps them on and on.
    pub Geese {
        board: 7 x 7 without corners 2,
        start: {
            X: [a5, b5, c5, d5, e5, f5, g5, c6, d6, e6, c7, d7, e7],
            O: [d3],
        },
        moves: { X: step forward + sideways, O: [step orthogonal, jump orthogonal chain] },
        win: capture_all,
        limit: 60,
    }
}

#[test]
fn fox_and_geese_on_the_cross_matches_the_reference() {
    assert!(game_dsl_tests::played_by_pieces!(Geese));
    assert_eq!(fox_and_geese::LIMIT, 60);
    // The geese's first moves: the seven of row 5 step up; those behind them are blocked.
    let start = FoxAndGeese::start();
    for (depth, count) in (1..).zip([7, 28, 288, 1_070, 12_288, 39_555]) {
        assert_eq!(reference::perft(&start, depth), count, "perft({depth})");
        assert_eq!(perft(&Geese::start(), depth), count, "perft({depth})");
    }
    // Random games from the start all reach the limit (60 plies): the ends are compared from
    // the positions of the next test.
    let positions = cross_check::<Engine<Geese>, FoxAndGeese>(300, 0x666f_7821);
    assert_eq!(positions, 300 * 61);
}

/// The cross's 33 cells as a position's text: `X` on `geese`, `O` on `fox`, `-` elsewhere.
fn cross(geese: &[&str], fox: &str) -> String {
    (0..49)
        .filter(|&cell| Geese::on_board(cell))
        .map(|cell| {
            let name = Geese::cell_name(cell).unwrap();
            if geese.contains(&name.as_str()) {
                'X'
            } else if name == fox {
                'O'
            } else {
                '-'
            }
        })
        .collect()
}

#[test]
fn the_fox_jumps_on_and_is_trapped_as_the_reference_says() {
    // The fox on a4 jumps b4 to c4 and goes on over d4 to e4: it must go on while it can.
    let cells = cross(&["b4", "d4", "d6", "f5"], "a4");
    let pos = Geese::parse_position(&format!("{cells} O 1")).unwrap();
    let moves = game_dsl_tests::sorted_moves(&pos);
    assert_eq!(moves, ["a4a3", "a4a5", "a4c4e4"]);
    let after = pos.after(pos.parse_legal_move("a4c4e4").unwrap());
    assert_eq!(after.stones(game_dsl::Player::First).count_ones(), 2);
    // Taking the last goose wins for the fox.
    let last = cross(&["d4"], "c4");
    let pos = Geese::parse_position(&format!("{last} O 1")).unwrap();
    let won = pos.after(pos.parse_legal_move("c4e4").unwrap());
    assert_eq!(won.terminal_value(), Some(-1));
    // The fox on d1 boxed in by c1, e1, d2 and d3 cannot move: the geese have won.
    let trapped = cross(&["c1", "e1", "d2", "d3"], "d1");
    let pos = Geese::parse_position(&format!("{trapped} O 1")).unwrap();
    assert_eq!(pos.terminal_value(), Some(-1));
    // Random games from these and other positions end by each rule, in both implementations.
    let positions = [
        (cells.as_str(), 1),
        (last.as_str(), 0),
        (trapped.as_str(), 0),
        (&*cross(&["c5", "d5", "e5", "d6", "c7"], "d3"), 0),
        (
            &*cross(&["a3", "b3", "c3", "e3", "f3", "g3", "d5"], "d1"),
            1,
        ),
    ]
    .map(|(cells, side)| {
        let symbol = ['X', 'O'][side];
        let engine = Engine(Geese::parse_position(&format!("{cells} {symbol} {side}")).unwrap());
        (engine, FoxAndGeese::from_cells(cells, side))
    });
    let compared = cross_check_from(&positions, 1000, 0x666f_7822);
    assert!(compared > 1000 * 3, "{compared} positions");
}

#[test]
fn a_position_lists_and_draws_only_the_cells_on_the_board() {
    // 33 cells, a letter each, row by row: the fox on d3, the 7th cell of the third row.
    let text = Geese::start().position_string();
    let cells = text.split_whitespace().next().unwrap();
    assert_eq!(
        cells,
        "--- --- ---O--- ------- XXXXXXX XXX XXX".replace(' ', "")
    );
    assert_eq!(Geese::parse_position(&text).unwrap(), Geese::start());
    let short = format!("{} X", &cells[1..]);
    assert!(Geese::parse_position(&short).is_err());
    // The cells left out are not on the board, and not drawn.
    assert!(!Geese::on_board(0) && !Geese::on_board(8) && Geese::on_board(2));
    assert_eq!((0..49).filter(|&cell| Geese::on_board(cell)).count(), 33);
    let drawing = Geese::start().render();
    println!("{drawing}");
    let rows: Vec<&str> = drawing.lines().collect();
    assert_eq!(rows[1].trim_end(), " 1     - - -");
    assert_eq!(rows[3].trim_end(), " 3 - - - O - - -");
    assert_eq!(rows[7].trim_end(), " 7     X X X");
}

game! {
    /// Four in a row on a 5 x 5 square without its corners: a line may not pass a corner.
    pub PlusFour {
        board: 5 x 5 without corners 1,
        moves: place,
        win: line 4,
    }
}

#[test]
fn a_line_does_not_pass_a_cell_left_out() {
    assert!(game_dsl_tests::played_by_pieces!(PlusFour));
    assert_eq!(PlusFour::start().legal_moves().len(), 21);
    assert!(PlusFour::start().parse_legal_move("a1").is_err());
    // The top row has three cells: no line of four there; the diagonal a2 b3 c4 d5 has four.
    let top = PlusFour::start()
        .play_sequence("b1 a3 c1 a4 d1 b4")
        .unwrap();
    assert_eq!(top.terminal_value(), None);
    let diagonal = PlusFour::start()
        .play_sequence("a2 e2 b3 e3 c4 e4 d5")
        .unwrap();
    assert_eq!(diagonal.terminal_value(), Some(-1));
    assert_eq!(perft(&PlusFour::start(), 2), 21 * 20);
}

game! {
    /// A race of hops across the cross: three stones a side, the hopping kernel's.
    pub CrossHops {
        board: 7 x 7 without corners 2,
        start: { X: [c7, d7, e7], O: [c1, d1, e1] },
        moves: step or hop chain,
        pass: when_blocked,
        win: occupy,
        limit: 120,
    }
}

game! {
    /// The same through the general primitives (`quiet` keeps it off the kernel).
    pub GeneralCrossHops {
        board: 7 x 7 without corners 2,
        start: { X: [c7, d7, e7], O: [c1, d1, e1] },
        moves: [step all, hop all chain],
        pass: when_blocked,
        win: occupy,
        limit: 120,
        quiet: 120,
    }
}

#[test]
fn the_hopping_kernel_plays_the_cross_as_the_general_primitives_do() {
    assert!(!game_dsl_tests::played_by_pieces!(CrossHops));
    assert!(game_dsl_tests::played_by_pieces!(GeneralCrossHops));
    // The cells left out bound the steps and the hops of both (b6 and f6 are off the board).
    for depth in 1..=5 {
        assert_eq!(
            perft(&CrossHops::start(), depth),
            perft(&GeneralCrossHops::start(), depth),
            "perft({depth})"
        );
    }
    let [x, o, draws] =
        game_dsl_tests::outcomes_side_by_side::<CrossHops, GeneralCrossHops>(200, 0x6375_7421);
    assert_eq!(x + o + draws, 200);
}
