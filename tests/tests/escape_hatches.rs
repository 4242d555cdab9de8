//! The escape hatches: a declaration names a plain Rust function for its evaluation, for an
//! extra term of it, or for an end condition; each changes what the game does as stated, and
//! the games still pass the conformance harness.

use game_dsl::alphabeta::alphabeta;
use game_dsl::minimax::minimax;
use game_dsl::{Game, GameExt, Notation, Player, game};
use game_dsl_tests::conformance::{Walk, check};

/// Cells of the leftmost column of a 7 x 6 board: bits 0, 7, ..., 35.
const LEFT_COLUMN: u64 = 0x8_1020_4081;

/// Stones in the leftmost column, for the side to move less the other side's.
fn left_column(pos: &LeftFour) -> i32 {
    let side = pos.side_to_move();
    (pos.stones(side) & LEFT_COLUMN).count_ones() as i32
        - (pos.stones(side.opponent()) & LEFT_COLUMN).count_ones() as i32
}

game! {
    /// Connect Four whose whole evaluation is a Rust function.
    pub LeftFour { board: 7 x 6, moves: drop, win: line 4, order: centre, eval: custom left_column }
}

game! {
    /// The same game without an evaluation.
    pub PlainFour { board: 7 x 6, moves: drop, win: line 4, order: centre }
}

#[test]
fn a_custom_evaluation_changes_the_move_chosen() {
    let plain = alphabeta(&PlainFour::start(), 1);
    let left = alphabeta(&LeftFour::start(), 1);
    // Without an evaluation every move scores 0 and the centre, searched first, is kept.
    assert_eq!(
        PlainFour::start().format_move(plain.best_move.unwrap()),
        "4"
    );
    // With it, the left column is worth a point for the side that just moved.
    assert_eq!(LeftFour::start().format_move(left.best_move.unwrap()), "1");
    assert_eq!(left.score, 1);
    // From the side to move's point of view, after X's stone in column 1 O is a stone behind.
    assert_eq!(LeftFour::start().play_sequence("1").unwrap().evaluate(), -1);
    assert_eq!(LeftFour::start().play_sequence("12").unwrap().evaluate(), 1);
}

mod rules {
    use game_dsl::Game;

    /// A bonus of 1000 for each stone in the bottom row, for the side to move.
    pub fn bottom_row(pos: &super::BonusFour) -> i32 {
        const BOTTOM: u64 = 0x7f << 35;
        let side = pos.side_to_move();
        1000 * ((pos.stones(side) & BOTTOM).count_ones() as i32
            - (pos.stones(side.opponent()) & BOTTOM).count_ones() as i32)
    }
}

game! {
    /// Connect Four with the windows evaluation and an extra term written in Rust.
    pub BonusFour {
        board: 7 x 6,
        moves: drop,
        win: line 4,
        order: centre,
        eval: { windows: [1, 4, 32], custom: rules::bottom_row },
    }
}

#[test]
fn a_custom_term_is_added_to_the_built_in_terms() {
    let mut pos = BonusFour::start();
    for mv in "4 4 3 5 3 3 2 1 1 7 6".split(' ') {
        let text = pos.position_string();
        let plain = gamedsl::ConnectFour::parse_position(&text).unwrap();
        assert_eq!(
            pos.evaluate(),
            plain.evaluate() + rules::bottom_row(&pos),
            "at {text}"
        );
        pos.play(pos.parse_legal_move(mv).unwrap());
    }
    // X has 4 stones on the bottom row (columns 2, 3, 4, 6) and O 3; O is to move.
    assert_eq!(rules::bottom_row(&pos), -1000);
}

/// Tic-tac-toe cut short: drawn once five stones are on the board, whatever they make.
fn five_stones(pos: &ShortTicTacToe) -> Option<i32> {
    let stones = pos.stones(Player::First) | pos.stones(Player::Second);
    (stones.count_ones() >= 5).then_some(0)
}

game! {
    /// Tic-tac-toe that ends, drawn, with the fifth stone: the author's end comes first.
    pub ShortTicTacToe { board: 3 x 3, moves: place, win: line 3, end: custom five_stones }
}

game! {
    pub TicTacToe { board: 3 x 3, moves: place, win: line 3 }
}

/// The lines of tic-tac-toe, as sets of cells (bit `row * 3 + column`).
const LINES_OF_THREE: [u16; 8] = [
    0b000_000_111,
    0b000_111_000,
    0b111_000_000,
    0b001_001_001,
    0b010_010_010,
    0b100_100_100,
    0b100_010_001,
    0b001_010_100,
];

/// A full board without a line is won by the side holding the centre; a line wins as usual
/// (the function leaves it to the game's own end).
fn centre_decides(pos: &CentreTicTacToe) -> Option<i32> {
    let side = pos.side_to_move();
    let (mine, theirs) = (pos.stones(side), pos.stones(side.opponent()));
    let full = (mine | theirs).count_ones() == 9;
    let line = LINES_OF_THREE
        .iter()
        .any(|&line| mine & line == line || theirs & line == line);
    (full && !line).then_some(if mine >> 4 & 1 == 1 { 1 } else { -1 })
}

game! {
    /// Tic-tac-toe in which a full board is no draw: the centre's holder wins.
    pub CentreTicTacToe { board: 3 x 3, moves: place, win: line 3, end: custom centre_decides }
}

#[test]
fn a_custom_end_is_tested_before_the_built_in_end() {
    // X to move with two in a row: the fifth stone makes a line, but the author's end comes
    // first, and the game is drawn.
    let pos = ShortTicTacToe::parse_position("XX-OO---- X").unwrap();
    let line = pos.play_sequence("3").unwrap();
    assert_eq!(line.terminal_value(), Some(0));
    assert_eq!(line.ending(), Some(game_dsl::Ending::Rule));
    assert_eq!(
        TicTacToe::parse_position("XX-OO---- X")
            .unwrap()
            .play_sequence("3")
            .unwrap()
            .terminal_value(),
        Some(-1)
    );
    assert_eq!(minimax(&pos, 9).score, 0);
    // Any other fifth stone ends the game in a draw, with no moves left.
    let drawn = pos.play_sequence("7").unwrap();
    assert_eq!(drawn.terminal_value(), Some(0));
    assert_eq!(drawn.legal_moves().len(), 0);

    // X to move after four stones forks with 7 and wins plain tic-tac-toe with its fourth
    // stone; cut short, it is a draw.
    let fork = "XO--X---O X";
    let plain = TicTacToe::parse_position(fork).unwrap();
    let short = ShortTicTacToe::parse_position(fork).unwrap();
    assert!(minimax(&plain, 9).score > 0, "X wins plain tic-tac-toe");
    assert_eq!(minimax(&short, 9).score, 0, "a draw when cut short");
    // From the start, the game is a draw either way, and much shorter cut short.
    let (plain, short) = (
        minimax(&TicTacToe::start(), 9),
        minimax(&ShortTicTacToe::start(), 9),
    );
    assert_eq!((plain.score, short.score), (0, 0));
    assert!(
        short.nodes < plain.nodes / 10,
        "{} vs {}",
        short.nodes,
        plain.nodes
    );
}

#[test]
fn a_custom_end_decides_a_full_board_before_the_built_in_draw() {
    // X O X / X O O / O X -, X to move: the last stone fills the board without a line. Plain
    // tic-tac-toe draws; here O, who holds the centre and is then to move, wins.
    let last = "XOXXOOOX- X";
    let plain = TicTacToe::parse_position(last)
        .unwrap()
        .play_sequence("9")
        .unwrap();
    assert_eq!(plain.terminal_value(), Some(0));
    let centre = CentreTicTacToe::parse_position(last)
        .unwrap()
        .play_sequence("9")
        .unwrap();
    assert_eq!(centre.terminal_value(), Some(1));
    assert_eq!(centre.ending(), Some(game_dsl::Ending::Rule));
    assert!(centre.legal_moves().is_empty());
    // A line made by the last stone still wins by the game's own end: X X - / O O X / X O O,
    // X to move, plays 3.
    let line = CentreTicTacToe::parse_position("XX-OOXXOO X")
        .unwrap()
        .play_sequence("3")
        .unwrap();
    assert_eq!(line.terminal_value(), Some(-1));
    assert_eq!(line.ending(), Some(game_dsl::Ending::Line));
    // Plain tic-tac-toe is a draw; with the centre deciding a full board, X, who takes the
    // centre first, wins.
    assert_eq!(minimax(&TicTacToe::start(), 9).score, 0);
    let centre = minimax(&CentreTicTacToe::start(), 9);
    assert!(centre.score > 0, "{centre:?}");
    assert_eq!(alphabeta(&CentreTicTacToe::start(), 9).score, centre.score);
}

/// Facing exactly three tokens wins.
fn three_left_wins(pos: &ThreeLeft) -> Option<i32> {
    (pos.tokens() == 3).then_some(1)
}

game! {
    /// Take one or two of five tokens; the last take wins, and so does facing three tokens.
    pub ThreeLeft { pile: 5, moves: take 1..=2, win: last_take, end: custom three_left_wins }
}

#[test]
fn a_custom_end_changes_a_pile_game() {
    let tokens = gamedsl::Tokens::start();
    let three_left = ThreeLeft::start();
    // Plain, take two and leave the opponent three, a lost position; here three tokens win.
    assert_eq!(
        tokens.format_move(alphabeta(&tokens, 10).best_move.unwrap()),
        "2"
    );
    let best = alphabeta(&three_left, 10);
    assert_eq!(three_left.format_move(best.best_move.unwrap()), "1");
    assert!(best.score > 0);
    let facing_three = three_left.play_sequence("2").unwrap();
    assert_eq!(facing_three.terminal_value(), Some(1));
    assert!(facing_three.legal_moves().is_empty());
}

/// The game ends, drawn, when a corner is taken.
fn corner_taken(pos: &CornerOthello) -> Option<i32> {
    let corners = 1 | 1 << 5 | 1 << 30 | 1 << 35;
    let stones = pos.stones(Player::First) | pos.stones(Player::Second);
    (stones & corners != 0).then_some(0)
}

game! {
    /// Othello on 6 x 6 that ends, drawn, as soon as a corner is taken.
    pub CornerOthello {
        board: 6 x 6,
        start: { X: [d3, c4], O: [c3, d4] },
        moves: flank,
        pass: when_blocked,
        win: majority,
        end: custom corner_taken,
        eval: { squares: quarter [10, -3, 1, -3, -4, 0, 1, 0, 0], mobility: 2 },
    }
}

#[test]
fn games_with_escape_hatches_conform() {
    let walk = Walk {
        depth: 3,
        playouts: 40,
        seed: 5,
    };
    // Custom evaluations leave the tactics of four in a row as they are: checked in many
    // positions.
    for report in [check::<LeftFour>(&[], walk), check::<BonusFour>(&[], walk)] {
        assert!(report.finished >= 10, "{report:?}");
        assert!(report.wins_in_one >= 50, "{report:?}");
        assert!(report.non_losing >= 200, "{report:?}");
    }
    let short = check::<ShortTicTacToe>(&["XX-OO---- X"], Walk { depth: 9, ..walk });
    // Every position of tic-tac-toe with at most five stones, less the fifth stones' lines
    // ended early: 1 + 9 + 72 + 252 + 756 + 1260 positions of up to five stones.
    assert_eq!(short.distinct, 1 + 9 + 72 + 252 + 756 + 1260);
    assert!(short.finished >= 100, "{short:?}");
    let centre = check::<CentreTicTacToe>(&["XOXXOOOX- X"], Walk { depth: 9, ..walk });
    // The author's end changes only the values of full boards: every position of tic-tac-toe
    // is reached, 5,478 of them.
    assert_eq!(centre.distinct, 5478, "{centre:?}");
    // Every position: 5 tokens (X to move), 4 and 3 (O), 3 and 2 (X), 1 and 0 (O), 0 (X); the
    // game ends facing 3, so 3 is never followed.
    let three = check::<ThreeLeft>(&[], Walk { depth: 5, ..walk });
    assert_eq!(three.distinct, 8, "{three:?}");
    assert!(three.finished >= 10, "{three:?}");
    let corner = check::<CornerOthello>(&[], walk);
    assert!(corner.finished >= 10 && corner.distinct > 100, "{corner:?}");
    // The game's own search of the last plies and its ceilings know nothing of the custom end:
    // the game does not offer them.
    assert_eq!(
        (corner.searched_values, corner.ceilings),
        (0, 0),
        "{corner:?}"
    );
}

/// Drawn as soon as a stone stands on the row its side races to: the author's rule, which the
/// game tests before its own `reach far_row` (cells 0 to 3 are X's far row, 12 to 15 O's).
fn far_row_draws(pos: &FarRowDraw) -> Option<i32> {
    let reached = (0..4).any(|cell| pos.owner(cell) == Some(Player::First))
        || (12..16).any(|cell| pos.owner(cell) == Some(Player::Second));
    reached.then_some(0)
}

game! {
    /// Breakthrough on 4 x 4: reaching the far row wins.
    pub FarRowWins {
        board: 4 x 4,
        start: { X: rows 4..=4, O: rows 1..=1 },
        moves: [step forward, step forward_diagonal onto any],
        win: [reach far_row, capture_all],
    }
}

game! {
    /// The same game in which reaching the far row draws, by the author's end.
    pub FarRowDraw: FarRowWins { end: custom far_row_draws }
}

#[test]
fn a_custom_end_of_moving_stones_is_tested_before_their_own_ends() {
    // X's a-stone climbs to a2, then takes O's b1: on the far row.
    let moves = "a4a3 d1d2 a3a2 d2d3 a2b1";
    let drawn = FarRowDraw::start().play_sequence(moves).unwrap();
    assert_eq!(drawn.terminal_value(), Some(0));
    assert_eq!(drawn.ending(), Some(game_dsl::Ending::Rule));
    assert!(drawn.legal_moves().is_empty());
    let won = FarRowWins::start().play_sequence(moves).unwrap();
    assert_eq!(won.terminal_value(), Some(-1));
    assert_eq!(won.ending(), Some(game_dsl::Ending::Goal));
    // Before that move, X's a2 takes b1 or nothing; b4 and c4 step up or aside; d4 only to c3.
    let before = FarRowDraw::start()
        .play_sequence("a4a3 d1d2 a3a2 d2d3")
        .unwrap();
    assert_eq!(before.legal_moves().len(), 1 + 3 + 3 + 1);
    // The game passes the conformance harness, and alpha-beta agrees with minimax.
    let walk = Walk {
        depth: 4,
        playouts: 200,
        seed: 11,
    };
    let report = check::<FarRowDraw>(&[], walk);
    assert!(report.finished >= 100, "{report:?}");
    let start = FarRowDraw::start();
    assert_eq!(minimax(&start, 8).score, alphabeta(&start, 8).score);
}
