//! Pentago (`moves: place then rotate quadrants`, `win: line 5`) and other games that place a
//! stone then rotate a block, against a plain reference written here on an array of cells (a
//! block turned cell by cell, lines found by looking along every row, column and diagonal): the
//! moves, the ends (a line made for the opponent by the mover's rotation, both lines at once, a
//! full board), perft, and the engine against plain minimax. OpenSpiel's `pentago` is the other
//! check (tests/tests/openspiel.rs). The general primitives play the same games (a rotation is
//! a `Spin` that ends a turn of any part) with the kernel's moves, values and text, and turns
//! no kernel has: a step, then a block turned.

use game_dsl::engine::Engine;
use game_dsl::minimax::minimax;
use game_dsl::perft::perft;
use game_dsl::{Ending, Game, GameExt, Move, Notation, Player, Verdict};
use game_dsl_tests::rng::Rng;
use game_dsl_tests::{first_player_outcome, side_by_side, sorted_moves};
use gamedsl::Pentago;

mod common;
use common::{Plain, check_agreement, plain_perft};

game_dsl::game! {
    /// Pentago's rules on 4 x 4, four quadrants of 2 x 2, four in a row wins.
    pub Pentago4 { board: 4 x 4, moves: place then rotate quadrants, win: line 4 }
}

game_dsl::game! {
    /// Six blocks of 2 x 2 on a board of 6 x 4, four in a row wins.
    pub Blocks6x4 { board: 6 x 4, moves: place then rotate 2 x 2, win: line 4 }
}

game_dsl::game! {
    /// Pentago through the general primitives: `blocked: draw` (a full board, where no stone
    /// can be placed, is a draw, as the kernel's full board is) keeps it off the rotating kernel.
    pub GeneralPentago {
        board: 6 x 6,
        moves: place then rotate quadrants,
        win: line 5,
        blocked: draw,
    }
}

game_dsl::game! {
    /// [`Pentago4`] through the general primitives.
    pub GeneralPentago4 {
        board: 4 x 4,
        moves: place then rotate quadrants,
        win: line 4,
        blocked: draw,
    }
}

game_dsl::game! {
    /// No kernel's: a stone steps to a neighbouring square, then a quadrant turns; three in a
    /// row wins.
    pub Turnstile {
        board: 4 x 4,
        start: { X: [a4], O: [d1] },
        moves: step orthogonal then rotate quadrants,
        win: line 3,
    }
}

game_dsl::game! {
    /// [`Turnstile`] with three stones a side.
    pub Turnstile3 {
        board: 4 x 4,
        start: { X: [a1, b1, c2], O: [a3, b3, d4] },
        moves: step orthogonal then rotate quadrants,
        win: line 3,
    }
}

game_dsl::game! {
    /// Hex's connection on 4 x 4, with a quadrant turned after each stone.
    pub TurningHex {
        board: 4 x 4,
        moves: place then rotate quadrants,
        win: connect,
    }
}

/// A game that places then rotates, on an array of cells (0 empty, 1 X, 2 O), row by row.
#[derive(Clone)]
struct Reference {
    width: usize,
    height: usize,
    /// The side of a block.
    block: usize,
    /// The length of a winning line.
    line: usize,
    cells: Vec<u8>,
    /// 1: X to move, 2: O.
    to_move: u8,
    /// The result for X once the game is over: 1, 0 or -1.
    result_for_x: Option<i32>,
}

impl Reference {
    fn new(width: usize, height: usize, block: usize, line: usize) -> Reference {
        Reference {
            width,
            height,
            block,
            line,
            cells: vec![0; width * height],
            to_move: 1,
            result_for_x: None,
        }
    }

    fn turns(&self) -> usize {
        2 * (self.width / self.block) * (self.height / self.block)
    }

    /// Turns block `block` (row by row from the top left) a quarter, one cell at a time.
    fn rotate(&mut self, block: usize, clockwise: bool) {
        let (n, across) = (self.block, self.width / self.block);
        let (top, left) = ((block / across) * n, (block % across) * n);
        let old = self.cells.clone();
        for r in 0..n {
            for c in 0..n {
                let (to_r, to_c) = if clockwise {
                    (c, n - 1 - r)
                } else {
                    (n - 1 - c, r)
                };
                self.cells[(top + to_r) * self.width + left + to_c] =
                    old[(top + r) * self.width + left + c];
            }
        }
    }

    /// Whether `player` has `line` stones in a row anywhere.
    fn has_line(&self, player: u8) -> bool {
        let (w, h) = (self.width as i32, self.height as i32);
        (0..h).any(|row| {
            (0..w).any(|column| {
                [(1, 0), (0, 1), (1, 1), (1, -1)].iter().any(|&(dx, dy)| {
                    (0..self.line as i32).all(|k| {
                        let (x, y) = (column + k * dx, row + k * dy);
                        (0..w).contains(&x)
                            && (0..h).contains(&y)
                            && self.cells[(y * w + x) as usize] == player
                    })
                })
            })
        })
    }

    /// The result for the side to move, as `terminal_value` gives it.
    fn value(&self) -> Option<i32> {
        self.result_for_x
            .map(|v| if self.to_move == 1 { v } else { -v })
    }
}

impl Plain for Reference {
    type Move = usize;

    /// Every move, `cell * turns + block * 2 + clockwise`, cell by cell.
    fn legal(&self) -> Vec<usize> {
        if self.result_for_x.is_some() {
            return Vec::new();
        }
        let turns = self.turns();
        (0..self.cells.len())
            .filter(|&cell| self.cells[cell] == 0)
            .flat_map(|cell| (0..turns).map(move |turn| cell * turns + turn))
            .collect()
    }

    fn play(&mut self, code: usize) {
        let turns = self.turns();
        let (cell, turn) = (code / turns, code % turns);
        assert_eq!(self.cells[cell], 0);
        self.cells[cell] = self.to_move;
        self.rotate(turn / 2, turn % 2 == 1);
        self.to_move = 3 - self.to_move;
        let (x, o) = (self.has_line(1), self.has_line(2));
        self.result_for_x = match (x, o) {
            (true, true) => Some(0),
            (true, false) => Some(1),
            (false, true) => Some(-1),
            _ if self.cells.iter().all(|&c| c != 0) => Some(0),
            _ => None,
        };
    }
}

#[test]
fn perft_of_pentago_matches_the_reference() {
    let reference = Reference::new(6, 6, 3, 5);
    for (depth, expected) in [(1, 288), (2, 80_640), (3, 21_934_080)] {
        assert_eq!(perft(&Pentago::start(), depth), expected, "depth {depth}");
        assert_eq!(plain_perft(&reference, depth), expected, "depth {depth}");
    }
    // No line before the ninth stone: every empty cell with each of 8 turns.
    assert_eq!(perft(&Pentago::start(), 4), 288 * 280 * 272 * 264);
}

#[test]
fn perft_of_small_boards_matches_the_reference_past_the_first_ends() {
    // On 4 x 4 a line of 4 can be made by the seventh stone: depth 7 counts ends.
    let reference = Reference::new(4, 4, 2, 4);
    for depth in 1..=4 {
        assert_eq!(
            perft(&Pentago4::start(), depth),
            plain_perft(&reference, depth),
            "depth {depth}"
        );
    }
    assert_eq!(perft(&Pentago4::start(), 2), 128 * 120);
    let reference = Reference::new(6, 4, 2, 4);
    for depth in 1..=3 {
        assert_eq!(
            perft(&Blocks6x4::start(), depth),
            plain_perft(&reference, depth),
            "depth {depth}"
        );
    }
    assert_eq!(perft(&Blocks6x4::start(), 1), 24 * 12);
}

/// The ends seen in random games: X won, O won, won by the side whose opponent made the
/// last turn, both lines at once (drawn), full board (drawn).
#[derive(Debug, Default, PartialEq, Eq)]
struct Ends {
    x: usize,
    o: usize,
    by_the_rotation: usize,
    both: usize,
    full: usize,
}

/// Plays `games` random games beside the reference, comparing at every ply the legal moves (in
/// order), the end and its value, and the position's text read back.
fn random_games<G: Notation<Move = Move>>(
    mut reference: Reference,
    games: usize,
    seed: u64,
) -> Ends {
    let start = reference.clone();
    let mut rng = Rng(seed);
    let mut ends = Ends::default();
    for _ in 0..games {
        reference.clone_from(&start);
        let mut pos = G::start();
        loop {
            let legal: Vec<usize> = pos.legal_moves().iter().map(|mv| mv.index()).collect();
            assert_eq!(legal, reference.legal(), "{}", pos.position_string());
            assert_eq!(
                pos.terminal_value(),
                reference.value(),
                "{}",
                pos.position_string()
            );
            let again = G::parse_position(&pos.position_string()).unwrap();
            assert_eq!(again.position_string(), pos.position_string());
            assert_eq!(again.terminal_value(), pos.terminal_value());
            assert_eq!(again.key(), pos.key());
            if let Some(result) = reference.result_for_x {
                let (x, o) = (reference.has_line(1), reference.has_line(2));
                match result {
                    1 => ends.x += 1,
                    -1 => ends.o += 1,
                    _ if x && o => ends.both += 1,
                    _ => ends.full += 1,
                }
                // The side to move won: the last turn made its line.
                if pos.terminal_value() == Some(1) {
                    ends.by_the_rotation += 1;
                }
                break;
            }
            let code = legal[rng.below(legal.len())];
            pos = pos.after(Move::new(code as u16));
            reference.play(code);
        }
    }
    ends
}

#[test]
fn random_games_of_pentago_end_as_the_reference_says() {
    let ends = random_games::<Pentago>(Reference::new(6, 6, 3, 5), 400, 0x5eed);
    println!("{ends:?}");
    assert_eq!(ends.x + ends.o + ends.both + ends.full, 400);
    assert!(
        ends.x > 0 && ends.o > 0 && ends.by_the_rotation > 0,
        "{ends:?}"
    );
}

#[test]
fn random_games_of_small_boards_end_as_the_reference_says() {
    let ends = random_games::<Pentago4>(Reference::new(4, 4, 2, 4), 2000, 7);
    println!("4 x 4: {ends:?}");
    assert!(
        ends.both > 0 && ends.full > 0 && ends.by_the_rotation > 0,
        "{ends:?}"
    );
    let ends = random_games::<Blocks6x4>(Reference::new(6, 4, 2, 4), 1000, 11);
    println!("6 x 4: {ends:?}");
    assert!(ends.x > 0 && ends.o > 0, "{ends:?}");
}

#[test]
fn a_move_places_then_turns_and_reads_back() {
    let start = Pentago::start();
    // a1, then the top-left quadrant clockwise: the stone goes to c1.
    let pos = start.play_sequence("a1:1+").unwrap();
    assert_eq!(pos.owner(2), Some(Player::First));
    assert_eq!(pos.owner(0), None);
    // Counter-clockwise: to a3.
    let pos = start.play_sequence("a1:1-").unwrap();
    assert_eq!(pos.owner(12), Some(Player::First));
    // The bottom-right quadrant is the fourth: d4 turns clockwise to f4.
    let pos = start.play_sequence("d4:4+").unwrap();
    assert_eq!(pos.owner(3 * 6 + 5), Some(Player::First));
    assert_eq!(
        pos.position_string(),
        "-----------------------X------------ O"
    );
    let mv = start.parse_move("c3:4+").unwrap();
    assert_eq!(mv.index(), 14 * 8 + 7);
    assert_eq!(start.format_move(mv), "c3:4+");
    assert!(start.parse_move("c3").is_err());
    assert!(start.parse_move("c3:5+").is_err());
    assert_eq!(Pentago::BLOCKS, 4);
    // Moves back to back, as play_sequence reads them.
    let two = start.play_sequence("a1:2+b1:2-").unwrap();
    assert_eq!(two.ply(), 2);
}

#[test]
fn the_turn_decides_who_has_a_line() {
    // X to move, four in the top row (a1-d1) with e1 empty; O four in the bottom row.
    let pos = Pentago::parse_position("XXXX--------------------------OOOO-- X").unwrap();
    assert_eq!(pos.terminal_value(), None);
    // e1 and a turn of the bottom-left quadrant: X's row of five stands, O's is broken.
    let won = pos.play_sequence("e1:3+").unwrap();
    assert_eq!(won.terminal_value(), Some(-1));
    // e1 then the top-left quadrant turned: X's row is broken; no line.
    let broken = pos.play_sequence("e1:1+").unwrap();
    assert_eq!(broken.terminal_value(), None);
    // O to move; X has a1, b1, c1, f1 and f2. O plays f6 and turns the top-right quadrant
    // counter-clockwise, which takes f1 to d1 and f2 to e1: X's row of five, made by O's turn,
    // and X, to move, has won.
    let pos = Pentago::parse_position("XXX--X-----X------------------OOOO-- O").unwrap();
    assert_eq!(pos.terminal_value(), None);
    let after = pos.play_sequence("f6:2-").unwrap();
    assert_eq!(after.owner(3), Some(Player::First));
    assert_eq!(after.owner(4), Some(Player::First));
    assert_eq!(after.side_to_move(), Player::First);
    assert_eq!(
        after.terminal_value(),
        Some(1),
        "{}",
        after.position_string()
    );
    let value = |text: &str| Pentago::parse_position(text).unwrap().terminal_value();
    // Both lines after a turn: a draw.
    assert_eq!(value("XXXXX-------------------------OOOOO- X"), Some(0));
    // A line of the other side's, or of the side to move's.
    assert_eq!(value("XXXXX-------------------------OOOO-- O"), Some(-1));
    assert_eq!(value("OOOOO-------X-----------------XX-XXX O"), Some(1));
}

#[test]
fn a_full_board_without_a_line_is_a_draw() {
    // Rows alternate three and three, shifted each row: no five anywhere.
    let text = "XXXOOOOOOXXXXXXOOOOOOXXXXXXOOOOOOXXX X";
    let pos = Pentago::parse_position(text).unwrap();
    assert_eq!(pos.terminal_value(), Some(0));
    assert_eq!(pos.legal_moves().len(), 0);
}

/// The engine's solve of late positions (few empty cells) against plain minimax to the end:
/// no tactic that assumes only the mover wins by its move is used.
#[test]
fn the_engine_agrees_with_plain_minimax_on_late_positions() {
    let mut rng = Rng(2026);
    let mut solved = 0;
    let mut engine = Engine::<Pentago4>::with_table_bytes(1 << 22);
    let mut values = [0; 3];
    while solved < 40 {
        let mut pos = Pentago4::start();
        while pos.terminal_value().is_none() && pos.ply() < 12 {
            let moves = pos.legal_moves();
            pos = pos.after(moves[rng.below(moves.len())]);
        }
        if pos.terminal_value().is_some() {
            continue;
        }
        let expected = minimax(&pos, 100).verdict::<Pentago4>();
        let found = engine.solve(&pos).verdict::<Pentago4>();
        assert_eq!(found, expected, "{}", pos.position_string());
        if let Verdict::Proven { value, .. } = expected {
            values[(value + 1) as usize] += 1;
        }
        solved += 1;
    }
    println!("losses, draws, wins: {values:?}");
    assert!(values.iter().all(|&n| n > 0), "{values:?}");
}

#[test]
fn searches_agree_with_minimax_in_the_middle_game() {
    let mut rng = Rng(99);
    for _ in 0..6 {
        let mut pos = Pentago::start();
        for _ in 0..18 {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            pos = pos.after(moves[rng.below(moves.len())]);
        }
        if pos.terminal_value().is_none() {
            check_agreement(&pos, 2);
        }
    }
}

/// The conformance harness (`game_dsl_tests::conformance`).
#[test]
fn games_that_rotate_conform_to_the_game_contract() {
    use game_dsl_tests::conformance::{Walk, check};
    let report = check::<Pentago>(
        &["XXXX-------X------------------OOO--- O"],
        Walk {
            depth: 1,
            playouts: 30,
            seed: 2024,
        },
    );
    assert!(report.finished >= 31, "{report:?}");
    let report = check::<Pentago4>(
        &[],
        Walk {
            depth: 2,
            playouts: 100,
            seed: 2024,
        },
    );
    // Each position once: a lone stone anywhere (a turn only moves it within its quadrant),
    // then the two stones on any two cells.
    assert_eq!(report.tree_positions, 1 + 16 + 16 * 15);
    let report = check::<Blocks6x4>(
        &[],
        Walk {
            depth: 1,
            playouts: 100,
            seed: 2024,
        },
    );
    assert!(report.finished >= 100, "{report:?}");
}

/// Plays `games` random games of a kernel's game and of its general twin side by side (the
/// same moves as text and values at every position, `side_by_side`), with the same position
/// text and ending at the end: the games won by X, by O and drawn.
fn both_paths<K: Notation, G: Notation>(games: usize, seed: u64) -> [usize; 3] {
    let mut outcomes = [0; 3];
    side_by_side::<K, G>(&mut Rng(seed), games, |kernel, general| {
        assert_eq!(general.position_string(), kernel.position_string());
        assert_eq!(
            general.ending(),
            kernel.ending(),
            "{}",
            kernel.position_string()
        );
        let value = kernel.terminal_value().expect("over");
        outcomes[first_player_outcome(value, kernel.side_to_move() == Player::First)] += 1;
    });
    outcomes
}

#[test]
fn the_general_primitives_play_pentago_as_the_kernel_does() {
    let outcomes = both_paths::<Pentago, GeneralPentago>(300, 0x5eed);
    println!("6 x 6, X won, O won, drawn: {outcomes:?}");
    assert!(outcomes[0] > 0 && outcomes[1] > 0, "{outcomes:?}");
    // On 4 x 4, both lines at once and full boards are common: draws.
    let outcomes = both_paths::<Pentago4, GeneralPentago4>(2000, 7);
    println!("4 x 4, X won, O won, drawn: {outcomes:?}");
    assert!(outcomes.iter().all(|&n| n > 0), "{outcomes:?}");
    for depth in 1..=3 {
        assert_eq!(
            perft(&GeneralPentago::start(), depth),
            perft(&Pentago::start(), depth),
            "depth {depth}"
        );
    }
    // No line before the seventh ply: perft counts every turn, the random games the ends.
    for depth in 1..=4 {
        assert_eq!(
            perft(&GeneralPentago4::start(), depth),
            perft(&Pentago4::start(), depth),
            "depth {depth}"
        );
    }
    let value = |text: &str| {
        GeneralPentago::parse_position(text)
            .unwrap()
            .terminal_value()
    };
    assert_eq!(value("XXXXX-------------------------OOOOO- X"), Some(0));
    assert_eq!(value("XXXXX-------------------------OOOO-- O"), Some(-1));
    assert_eq!(value("OOOOO-------X-----------------XX-XXX O"), Some(1));
    // Both paths name the ends alike: both lines at once are lines, a full board without one
    // is a board without a move.
    for (text, ending) in [
        ("XXXXX-------------------------OOOOO- X", Ending::Line),
        ("XXXOOOOOOXXXXXXOOOOOOXXXXXXOOOOOOXXX X", Ending::NoMoves),
    ] {
        let kernel = Pentago::parse_position(text).unwrap();
        let general = GeneralPentago::parse_position(text).unwrap();
        assert_eq!(
            (kernel.ending(), general.ending()),
            (Some(ending), Some(ending))
        );
    }
}

#[test]
fn a_step_then_a_quadrant_turned() {
    let start = Turnstile::start();
    // X's a4 steps up to a3 or right to b4, then any of the four quadrants turns either way.
    let moves = sorted_moves(&start);
    assert_eq!(moves.len(), 16);
    assert_eq!(&moves[..4], ["a4a3:1+", "a4a3:1-", "a4a3:2+", "a4a3:2-"]);
    // b4 is the bottom-right cell of the bottom-left quadrant: clockwise, it goes to a4.
    let back = start.play_sequence("a4b4:3+").unwrap();
    assert_eq!(back.position_string(), "---O--------X--- O");
    // a3 is its top-left cell: clockwise to b3, counter-clockwise to a4.
    let pos = start.play_sequence("a4a3:3+").unwrap();
    assert_eq!(pos.position_string(), "---O-----X------ O");
    let pos = start.play_sequence("a4a3:3-").unwrap();
    assert_eq!(pos.position_string(), "---O--------X--- O");
    // X's turn of the top-right quadrant takes O's d1 to d2.
    let pos = start.play_sequence("a4b4:2+").unwrap();
    assert_eq!(pos.position_string(), "-------O-----X-- O");
    assert_eq!(pos.format_move(pos.legal_moves()[0]).len(), 7);
    // The turn is part of the move: without it, or of a fifth quadrant, no move is legal.
    assert!(start.parse_legal_move("a4b4").is_err());
    assert!(start.parse_legal_move("a4b4:5+").is_err());
    assert!(start.parse_move("a4b4:0+").is_err());
    assert!(start.parse_move("a4b4:1*").is_err());
    // A turn's text that ends inside a character is refused, not cut.
    assert!(start.parse_move("a4b4:1é").is_err());
    assert!(start.parse_move("a4b4:é").is_err());
}

#[test]
fn a_turn_of_the_mover_can_make_the_other_side_s_line() {
    // X has a1, b1 and c2; O steps d4 to c4.
    let pos = Turnstile3::parse_position("XX----X-OO-----O O").unwrap();
    assert_eq!(pos.terminal_value(), None);
    // Turning the top-right quadrant clockwise takes c2 to c1: X's a1 b1 c1, and X, to move,
    // has won by O's turn.
    let won = pos.play_sequence("d4c4:2+").unwrap();
    assert_eq!(won.position_string(), "XXX-----OO----O- X");
    assert_eq!(won.terminal_value(), Some(1));
    assert_eq!(won.ending(), Some(Ending::Line));
    // Counter-clockwise, c2 goes to d2: no line.
    let on = pos.play_sequence("d4c4:2-").unwrap();
    assert_eq!(on.position_string(), "XX-----XOO----O- X");
    assert_eq!(on.terminal_value(), None);
}

#[test]
fn a_connection_made_by_placing_and_turning() {
    let start = TurningHex::start();
    assert_eq!(start.legal_moves().len(), 16 * 8);
    // X joins the top and bottom rows. Its a1 a2 a3 do not reach the bottom row...
    let pos = start
        .play_sequence("a1:2+ c3:2+ a2:2+ c4:2+ a3:2+ d4:2+")
        .unwrap();
    assert_eq!(pos.terminal_value(), None);
    // ... until X places b3 and turns the bottom-left quadrant counter-clockwise: a3 goes to
    // a4 and b3 to a3, a chain a1-a4.
    let won = pos.play_sequence("b3:3-").unwrap();
    assert_eq!(won.position_string(), "X---X---X-O-X-OO O");
    assert_eq!(won.ending(), Some(Ending::Connection));
    assert_eq!(won.terminal_value(), Some(-1));
    // Every random game ends by a chain: a full board of Hex always has one.
    let mut rng = Rng(5);
    for _ in 0..200 {
        let mut pos = TurningHex::start();
        while pos.terminal_value().is_none() {
            let moves = pos.legal_moves();
            pos = pos.after(moves[rng.below(moves.len())]);
        }
        assert_eq!(
            pos.ending(),
            Some(Ending::Connection),
            "{}",
            pos.position_string()
        );
    }
}
