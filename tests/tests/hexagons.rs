//! Boards of hexagons in the general primitives: lines along a hexagon's three axes, and groups
//! joined through its six neighbours, on an outline no kernel plays them on.
//!
//! The hexagon of side 3 sits in a 5 x 5 rhombus as the cells with `2 <= column + row <= 6`;
//! cell `(column, row)` touches `(column ± 1, row)`, `(column, row ± 1)`, `(column + 1, row - 1)`
//! and `(column - 1, row + 1)`. Its 19 cells, row by row: c1 d1 e1 / b2 c2 d2 e2 / a3 b3 c3 d3
//! e3 / a4 b4 c4 d4 / a5 b5 c5.

use game_dsl::{Game, GameExt, Notation, game};

game! {
    /// Three in a line on a hexagon of side 3: a line runs across, down, or up to the right.
    pub HexThree { board: hex hexagon 3, moves: place, win: line 3 }
}

game! {
    /// Stones that step to a neighbouring hexagon; a side whose stones are one group wins.
    pub HexGroups {
        board: hex hexagon 3,
        start: { X: [c1, e3, a5], O: [e1, a3, c5] },
        moves: step all,
        win: connected,
        limit: 40,
    }
}

/// The position with X's stones on the cells named `x` and O's on `o`, `side` to move, written
/// as a position's text (the board's 19 cells, row by row).
fn position<G: Notation>(x: &[&str], o: &[&str], side: &str) -> G {
    let cells: Vec<usize> = (0..25).filter(|&cell| G::on_board(cell)).collect();
    let square = |name: &str| {
        let column = (name.as_bytes()[0] - b'a') as usize;
        let row: usize = name[1..].parse().unwrap();
        (row - 1) * 5 + column
    };
    let text: String = cells
        .iter()
        .map(|&cell| {
            if x.iter().any(|&name| square(name) == cell) {
                'X'
            } else if o.iter().any(|&name| square(name) == cell) {
                'O'
            } else {
                '-'
            }
        })
        .collect();
    G::parse_position(&format!("{text} {side}")).unwrap()
}

#[test]
fn lines_run_along_the_three_axes_of_hexagons() {
    assert_eq!(HexThree::start().legal_moves().len(), 19);
    // Across (b2 c2 d2), down (c1 c2 c3) and up to the right (a5 b4 c3): O, to move, has lost.
    for line in [["b2", "c2", "d2"], ["c1", "c2", "c3"], ["a5", "b4", "c3"]] {
        let pos = position::<HexThree>(&line, &["e1", "a3"], "O");
        assert_eq!(pos.terminal_value(), Some(-1), "{line:?}");
        assert_eq!(pos.ending(), Some(game_dsl::Ending::Line));
    }
    // A square's diagonal (b2 c3 d4, down to the right) is no line of hexagons.
    let pos = position::<HexThree>(&["b2", "c3", "d4"], &["e1", "a3"], "O");
    assert_eq!(pos.terminal_value(), None);
    // Played: X's third stone on the axis up to the right wins.
    let pos = HexThree::start().play_sequence("a5 e1 b4 a3").unwrap();
    assert_eq!(pos.terminal_value(), None);
    assert_eq!(pos.play_sequence("c3").unwrap().terminal_value(), Some(-1));
}

#[test]
fn groups_join_through_six_neighbours() {
    let start = HexGroups::start();
    assert_eq!(start.terminal_value(), None);
    // c1 steps to its neighbours on the board: b2, c2 and d1 (b1 and c0 are off it).
    let steps: Vec<String> = game_dsl_tests::sorted_moves(&start)
        .into_iter()
        .filter(|mv| mv.starts_with("c1"))
        .collect();
    assert_eq!(steps, ["c1b2", "c1c2", "c1d1"]);
    // d2 and c3 are neighbours (down to the left): X's two stones are one group, and X, who
    // just moved, has won.
    let joined = position::<HexGroups>(&["d2", "c3"], &["e1", "a3"], "O");
    assert_eq!(joined.terminal_value(), Some(-1));
    assert_eq!(joined.ending(), Some(game_dsl::Ending::Connection));
    // b2 and c3 touch diagonally as squares, not as hexagons.
    let apart = position::<HexGroups>(&["b2", "c3"], &["e1", "a3"], "O");
    assert_eq!(apart.terminal_value(), None);
}

game! {
    /// Stones that step to either hexagon ahead or to either side.
    pub HexAdvance {
        board: hex hexagon 3,
        start: { X: [c3], O: [c1] },
        moves: [step forward, step sideways],
        limit: 20,
    }
}

game! {
    /// Stones that slide up and to the right, along a hexagon's third axis.
    pub HexSlide {
        board: hex hexagon 3,
        start: { X: [a3], O: [e3] },
        moves: slide up_right + down_left,
        limit: 20,
    }
}

#[test]
fn a_hexagon_s_directions_are_named_one_by_one() {
    // X's forward is the two hexagons above c3, c2 (up and to the left on the drawing) and d2;
    // sideways b3 and d3.
    let start = HexAdvance::start();
    assert_eq!(
        game_dsl_tests::sorted_moves(&start),
        ["c3b3", "c3c2", "c3d2", "c3d3"]
    );
    // O's forward is down: from c1, b2 and c2; sideways d1 (b1 is off the hexagon).
    let pos = start.play_sequence("c3d3").unwrap();
    assert_eq!(game_dsl_tests::sorted_moves(&pos), ["c1b2", "c1c2", "c1d1"]);
    // Up and to the right from a3: b2, then c1 at the edge; down and to the left, nothing.
    let start = HexSlide::start();
    assert_eq!(game_dsl_tests::sorted_moves(&start), ["a3b2", "a3c1"]);
    // From e3: up and to the right is off the hexagon; down and to the left d4, c5.
    let pos = start.play_sequence("a3b2").unwrap();
    assert_eq!(game_dsl_tests::sorted_moves(&pos), ["e3c5", "e3d4"]);
}
