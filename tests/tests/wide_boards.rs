//! Games of moving stones on boards of more than 128 cells, played by the general primitives
//! with a `bits::Wide<N>` set of cells: Breakthrough, Clobber and Amazons on 12 x 12 (144
//! cells, three words) against the plain reference implementations of `reference/` (perft from
//! the start, and random games compared position by position); chains of jumps whose cells lie
//! beyond cell 127; and stones that step on a hexagon of side 8 (Havannah's board, 169 cells),
//! whose groups join across the words of the set.

mod reference;

use game_dsl::perft::perft;
use game_dsl::{Game, GameExt, Notation, game};
use reference::amazons::Amazons;
use reference::breakthrough::Breakthrough as PlainBreakthrough;
use reference::clobber::Clobber as PlainClobber;
use reference::{Reference, Written, random_games};

game! {
    /// Breakthrough on 12 x 12, two rows of pawns a side.
    pub Breakthrough12 {
        board: 12 x 12,
        start: { X: rows 11..=12, O: rows 1..=2 },
        moves: [step forward, step forward_diagonal onto any],
        win: [reach far_row, capture_all],
    }
}

game! {
    /// Clobber on 12 x 12: X on the light cells, O on the dark ones.
    pub Clobber12 {
        board: 12 x 12,
        start: { X: light, O: dark },
        moves: step orthogonal onto enemy,
        blocked: lose,
    }
}

game! {
    /// Amazons on 12 x 12.
    pub Amazons12 {
        board: 12 x 12,
        start: { X: [a9, d12, i12, l9], O: [a4, d1, i1, l4] },
        moves: slide all then shoot all,
        blocked: lose,
    }
}

game! {
    /// Men that step and jump diagonally forward, chains of jumps compulsory, on 12 x 12.
    pub Jumps12 {
        board: 12 x 12,
        start: { X: dark rows 10..=12, O: dark rows 1..=3 },
        moves: [step forward_diagonal, jump forward_diagonal over enemy chain],
        capture: compulsory,
    }
}

game! {
    /// Stones that step to a neighbouring hexagon on a hexagon of side 8; a side whose stones
    /// are one group wins.
    pub HexSteps {
        board: hex hexagon 8,
        start: { X: [h1, o8, a15], O: [o1, h15, a8] },
        moves: step all,
        win: connected,
        limit: 60,
    }
}

#[test]
fn the_boards_are_sets_of_three_words() {
    assert_eq!(<Breakthrough12 as Notation>::BOARD, Some((12, 12)));
    assert_eq!(
        std::any::type_name::<<Breakthrough12Rules as game_dsl::pieces::PieceRules>::Bits>(),
        "game_dsl::bits::Wide<3>"
    );
    assert_eq!(
        std::any::type_name::<<HexStepsRules as game_dsl::pieces::PieceRules>::Bits>(),
        "game_dsl::bits::Wide<4>"
    );
}

/// Perft from the start of both implementations, depths 1 to `depth`.
fn same_perft<R: Written, G: Notation>(start: &R, depth: u32) -> Vec<u64> {
    let written = G::parse_position(&start.written()).unwrap();
    (1..=depth)
        .map(|d| {
            let count = reference::perft(start, d);
            assert_eq!(perft(&written, d), count, "perft({d})");
            count
        })
        .collect()
}

#[test]
fn breakthrough_12_agrees_with_the_reference() {
    let start = PlainBreakthrough::start_on(12, 12, 2);
    // 12 pawns on the front row: 10 with three steps, the two on the edges two; O's the same.
    assert_eq!(same_perft::<_, Breakthrough12>(&start, 3)[..2], [34, 1_156]);
    let positions = random_games::<_, Breakthrough12>(&[start], 20, 3, |_, _, _| {});
    assert!(positions >= 1_000, "{positions} positions");
}

#[test]
fn clobber_12_agrees_with_the_reference() {
    let start = PlainClobber::start_on(12, 12);
    let counts = same_perft::<_, Clobber12>(&start, 2);
    // Every pair of orthogonal neighbours, once for the stone of X's that takes: 2 * 12 * 11.
    assert_eq!(counts[0], 264);
    let positions = random_games::<_, Clobber12>(&[start], 6, 4, |_, _, _| {});
    assert!(positions >= 300, "{positions} positions");
}

#[test]
fn amazons_12_agrees_with_the_reference() {
    let start = Amazons::<12>::start();
    assert_eq!(
        perft(&Amazons12::start(), 1),
        reference::perft(&start, 1),
        "perft(1)"
    );
    let positions = random_games::<_, Amazons12>(&[start], 2, 5, |_, _, _| {});
    assert!(positions >= 100, "{positions} positions");
}

#[test]
fn a_chain_of_jumps_lands_beyond_cell_127() {
    // X's man on b12 (cell 133) jumps c11, e9 and g7: it lands on d10 (111), f8 (89) and h6
    // (67), all in one move that must be taken.
    let mut rows = ["------------"; 12];
    rows[6] = "------O-----";
    rows[8] = "----O-------";
    rows[10] = "--O---------";
    rows[11] = "-X----------";
    let text = format!("{} X", rows.concat());
    let pos = Jumps12::parse_position(&text).unwrap();
    let moves: Vec<String> = pos
        .legal_moves()
        .iter()
        .map(|&m| pos.format_move(m))
        .collect();
    assert_eq!(moves, ["b12d10f8h6"]);
    let mv = pos.parse_legal_move("b12d10f8h6").unwrap();
    let after = pos.after(mv);
    assert_eq!(after.owner(67), Some(game_dsl::Player::First));
    assert_eq!((after.owner(133), after.owner(122)), (None, None));
}

#[test]
fn stones_step_to_the_hexagons_beside_them_on_a_board_of_169_cells() {
    // The hexagon sits in a 15 x 15 rhombus as the cells with 7 <= column + row <= 21; its
    // corners are h1, o1, o8, h15, a15 and a8.
    let pos = HexSteps::start();
    let moves: Vec<String> = pos
        .legal_moves()
        .iter()
        .map(|&m| pos.format_move(m))
        .collect();
    // X's three stones stand on corners, with three neighbours each.
    assert_eq!(moves.len(), 9, "{moves:?}");
    let cells = (0..225).filter(|&cell| HexSteps::on_board(cell)).count();
    assert_eq!(cells, 169);
    // a1 is off the hexagon, h1 and h15 (cell 217) on it, o15 off.
    assert!(!HexSteps::on_board(0) && HexSteps::on_board(7) && HexSteps::on_board(217));
    assert!(!HexSteps::on_board(224));
}

/// A position of `HexSteps`: X's stones on the cells `x`, O's on `o` (bits of the 15 x 15
/// rhombus), written as the board's 169 cells row by row.
fn hex_position(x: &[usize], o: &[usize], side: char) -> HexSteps {
    let text: String = (0..225)
        .filter(|&cell| HexSteps::on_board(cell))
        .map(|cell| match (x.contains(&cell), o.contains(&cell)) {
            (true, _) => 'X',
            (_, true) => 'O',
            _ => '-',
        })
        .collect();
    HexSteps::parse_position(&format!("{text} {side}")).unwrap()
}

#[test]
fn a_group_joins_across_the_words_of_a_wide_board() {
    // X's stones on h8 (cell 112), h9 (127) and g10 (141): a chain of neighbours on the
    // rhombus (down, then down and to the left) from the second word of the set into the
    // third; O's three apart. O, to move, has lost.
    let joined = hex_position(&[112, 127, 141], &[14, 21, 203], 'O');
    assert_eq!(joined.terminal_value(), Some(-1));
    assert_eq!(joined.ending(), Some(game_dsl::Ending::Connection));
    // g10 moved to f12 (170): two groups, and the game goes on.
    let apart = hex_position(&[112, 127, 170], &[14, 21, 203], 'O');
    assert_eq!(apart.terminal_value(), None);
    // A position's key hashes every word of the sets: the two differ in the third word alone.
    assert_ne!(joined.key(), apart.key());
}
