//! Every game the DSL defines passes the one conformance harness
//! ([`game_dsl_tests::conformance`]): the bundled games, and declarations of other sizes.

use game_dsl::{Game, Notation, game};
use game_dsl_tests::conformance::{Report, Walk, check};
use gamedsl::{
    Amazons6, Antichess, Breakthrough, Checkers, Chess, ChineseCheckers, Clobber, ConnectFour,
    ConnectFour5x4, ConnectFour8x7, ConnectThree, Crazyhouse, Domineering, Draughts, Go, Go9,
    Gomoku, Hex, Hex5, Hive, Konane, Kono, LinesOfAction, Nim, NineMensMorris, Othello, Othello6,
    Pentago, Quoridor, Shogi, Subtraction, TicTacToe, TicTacToeMisere, Tokens, Tokens3, Twixt,
    UltimateTicTacToe, Xiangqi, Y,
};

/// A walk of a few seconds at most for the largest game.
const WALK: Walk = Walk {
    depth: 3,
    playouts: 60,
    seed: 2024,
};

/// The least any walk must see: finished games, and more than its roots.
const SOME: Report = Report {
    tree_positions: 2,
    playout_positions: 2,
    finished: 1,
    distinct: 11,
    searched_values: 0,
    ceilings: 0,
    wins_in_one: 0,
    non_losing: 0,
};

/// For a game whose tactics the engine asks (wins in one, the moves that do not lose at once):
/// both checked against brute force in many positions.
const TACTICS: Report = Report {
    wins_in_one: 50,
    non_losing: 200,
    ..SOME
};

/// For a game scored by margin that searches its last plies itself and bounds its value (the
/// flank games): both checked against the game played out many times.
const ENDGAME: Report = Report {
    searched_values: 1000,
    ceilings: 1000,
    ..SOME
};

/// Checks that the walk saw at least `floor` of everything it counts: positions, finished
/// games, and each kind of check.
fn saw_at_least(report: Report, floor: Report) {
    let counts = |r: &Report| {
        [
            r.tree_positions,
            r.playout_positions,
            r.finished,
            r.distinct as u64,
            r.searched_values,
            r.ceilings,
            r.wins_in_one,
            r.non_losing,
        ]
    };
    assert!(
        counts(&report)
            .iter()
            .zip(counts(&floor))
            .all(|(&seen, least)| seen >= least),
        "saw {report:?}, at least {floor:?} expected"
    );
}

/// Checks that the walk saw finished games and more than its roots.
fn saw_enough(report: Report) {
    saw_at_least(report, SOME);
}

#[test]
fn tictactoe_conforms() {
    // Every position of the game: nine plies is its longest line of play.
    let report = check::<TicTacToe>(&["XO-XO---- X", "XOX-O---- X"], Walk { depth: 9, ..WALK });
    assert_eq!(
        report.distinct, 5478,
        "tic-tac-toe has 5,478 legal positions"
    );
    saw_at_least(report, TACTICS);
}

#[test]
fn tictactoe_misere_conforms() {
    // Every position of the game, as for tic-tac-toe: a line ends it too, lost by its maker. The
    // engine asks no tactics of a game that a line loses: none to check.
    let report = check::<TicTacToeMisere>(&["XXOOO-X-- X"], Walk { depth: 9, ..WALK });
    assert_eq!(report.distinct, 5478, "{report:?}");
    assert_eq!((report.wins_in_one, report.non_losing), (0, 0));
    saw_enough(report);
}

#[test]
fn connect_four_conforms() {
    saw_at_least(
        check::<ConnectFour>(
            // A position with threats of both sides, and one where X must block.
            &[
                "-------/-------/-------/--OX---/--XO---/-XXOO-- X",
                "-------/-------/-------/-------/X---O--/XXX-O-O O",
            ],
            Walk { depth: 4, ..WALK },
        ),
        TACTICS,
    );
}

#[test]
fn connect_three_conforms() {
    saw_at_least(
        check::<ConnectThree>(&[], Walk { depth: 5, ..WALK }),
        TACTICS,
    );
}

#[test]
fn othello_conforms() {
    let report = check::<Othello>(
        // An endgame of the FFO suite (#40), whose random games end with passes.
        &["--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X"],
        WALK,
    );
    // The last empty cells searched by the game itself, and the stable stones' ceilings.
    saw_at_least(report, ENDGAME);
}

#[test]
fn othello_6x6_conforms() {
    saw_at_least(check::<Othello6>(&[], WALK), ENDGAME);
}

#[test]
fn gomoku_conforms() {
    saw_at_least(
        check::<Gomoku>(
            // Four in a row for X across the boundary between words 1 and 2 (cells 120 to 135),
            // and a position where O must block.
            &[
                &format!("{}XXXX{} O", "-".repeat(113), "-".repeat(108)),
                &format!(
                    "{}OOOO{}X{}XXX{} X",
                    "-".repeat(60),
                    "-".repeat(11),
                    "-".repeat(30),
                    "-".repeat(116)
                ),
            ],
            Walk {
                depth: 1,
                playouts: 10,
                ..WALK
            },
        ),
        TACTICS,
    );
}

#[test]
fn tokens_conform() {
    let report = check::<Tokens>(&["6 O", "1"], Walk { depth: 6, ..WALK });
    // 0 to 4 tokens with either side to move, 5 with X (the start), 6 with O.
    assert_eq!(report.distinct, 12, "{report:?}");
    saw_enough(report);
}

#[test]
fn connect_four_variants_conform() {
    saw_at_least(check::<ConnectFour8x7>(&[], WALK), TACTICS);
    saw_at_least(
        check::<ConnectFour5x4>(&[], Walk { depth: 4, ..WALK }),
        TACTICS,
    );
}

#[test]
fn tokens3_conforms() {
    let report = check::<Tokens3>(&["3 O"], Walk { depth: 4, ..WALK });
    saw_enough(report);
}

#[test]
fn subtraction_conforms() {
    let report = check::<Subtraction>(&["2 O", "5"], Walk { depth: 6, ..WALK });
    saw_enough(report);
}

game! {
    /// Misère Nim with a take set: who takes the last token loses.
    pub MiserePiles { piles: [2, 3, 5], moves: take {1, 2, 4}, blocked: win }
}

#[test]
fn misere_piles_conform() {
    saw_enough(check::<MiserePiles>(
        &["0,0,1 O"],
        Walk { depth: 5, ..WALK },
    ));
}

#[test]
fn hex_conforms() {
    saw_at_least(
        check::<Hex>(
            // X one stone from joining its sides; O one stone from joining its own.
            &["-X-----/-X-----/-X-----/-X-----/-X-----/-X-----/OOOOOO- O"],
            WALK,
        ),
        TACTICS,
    );
    saw_at_least(check::<Hex5>(&[], Walk { depth: 3, ..WALK }), TACTICS);
}

#[test]
fn nine_mens_morris_conforms() {
    // No mill can be made in the first four turns: 24 * 23 positions after two.
    let report = check::<NineMensMorris>(
        &[],
        Walk {
            depth: 2,
            playouts: 20,
            ..WALK
        },
    );
    assert_eq!(report.tree_positions, 1 + 24 + 24 * 23, "{report:?}");
    saw_enough(report);
    // The moving phase: X flies with three stones, O steps; X's a7 d7 g7 is a mill.
    let report = check::<NineMensMorris>(
        &["XXX------OOOO--------O-- 0 0 O"],
        Walk {
            depth: 2,
            playouts: 20,
            ..WALK
        },
    );
    saw_enough(report);
}

#[test]
fn ultimate_tictactoe_conforms() {
    // Each position once to two plies: a stone on any of the 81 cells, then one in the block it
    // names (8 cells if that is its own block, else 9).
    let report = check::<UltimateTicTacToe>(
        &[],
        Walk {
            depth: 2,
            playouts: 20,
            ..WALK
        },
    );
    assert_eq!(report.tree_positions, 1 + 81 + 720, "{report:?}");
    saw_enough(report);
    // X has won the top-left block, O is sent to the centre one, then any open block.
    let report = check::<UltimateTicTacToe>(
        &[
            "XXX---------O-----------------O---------O---------------------------------------- X 5",
            "XXX---------O-----------------O---------O---------------------------------------- X",
        ],
        Walk {
            depth: 2,
            playouts: 20,
            ..WALK
        },
    );
    saw_enough(report);
}

#[test]
fn pentago_conforms() {
    // A turn can make the other side's line: O's f6 and the top-right quadrant turned
    // counter-clockwise give X a1-e1. The engine asks no tactics of a game that rotates.
    // Each position once: a lone stone anywhere (a turn moves it within its quadrant only),
    // then two on any two cells.
    let report = check::<Pentago>(
        &[],
        Walk {
            depth: 2,
            playouts: 10,
            ..WALK
        },
    );
    assert_eq!(report.tree_positions, 1 + 36 + 36 * 35, "{report:?}");
    assert_eq!((report.wins_in_one, report.non_losing), (0, 0));
    saw_enough(report);
    let report = check::<Pentago>(
        &["XXX--X-----X------------------OOOO-- O"],
        Walk {
            depth: 1,
            playouts: 10,
            ..WALK
        },
    );
    saw_enough(report);
}

#[test]
fn y_conforms() {
    saw_at_least(
        check::<Y>(
            // X along the top row but its last cell (s1, the corner on the diagonal side); O
            // along the second row, which touches two sides only.
            &[&format!(
                "{}-{}{} X",
                "X".repeat(18),
                "O".repeat(18),
                "-".repeat(153)
            )],
            Walk { depth: 1, ..WALK },
        ),
        SOME,
    );
    saw_at_least(check::<YSmall>(&[], Walk { depth: 3, ..WALK }), TACTICS);
}

game! {
    /// Y on a triangle of side 5: games end within the walk.
    pub YSmall { board: hex triangle 5, moves: place, win: connect, eval: distance 4 }
}

game! {
    /// Hex on a rectangle, where a line across is shorter for O than for X.
    pub HexRectangle { board: 6 x 3, moves: place, win: connect, eval: distance 4 }
}

#[test]
fn hex_on_a_rectangle_conforms() {
    saw_at_least(
        check::<HexRectangle>(&[], Walk { depth: 4, ..WALK }),
        TACTICS,
    );
}

#[test]
fn nim_conforms() {
    let report = check::<Nim>(&["0,0,1 O", "7,0,2"], Walk { depth: 12, ..WALK });
    // Every position of piles of at most 3, 4 and 5 tokens (120) is reached from the start, the
    // start with X to move, the others with either side.
    assert!(report.distinct >= 120, "{report:?}");
    saw_enough(report);
}

#[test]
fn kono_conforms() {
    saw_at_least(
        check::<Kono>(
            // X a step from occupying O's start; O guarding the cell X lacks; X blocked (a draw);
            // O on the last ply before the limit.
            &[
                "XXXXX/X----/---X-/OO--O/O-OOO X 40",
                "XXOXX/XX--X/-----/OO--O/O-O-O O 41",
                "X-X-X/-X-X-/XOX-O/-O-O-/O-O-O X 30",
                "-XXXX/X---X/-X---/OO-O-/OOO-O O 99",
            ],
            WALK,
        ),
        TACTICS,
    );
}

#[test]
fn breakthrough_conforms() {
    // X a step from the far row; O's last pawn about to be taken.
    saw_at_least(
        check::<Breakthrough>(
            &[
                "---------X--------------------O--------------------------------- X",
                "----------------------------------O------X---------------------- X",
            ],
            WALK,
        ),
        SOME,
    );
}

#[test]
fn clobber_conforms() {
    saw_at_least(
        check::<Clobber>(&["XO---------------------------- X"], WALK),
        SOME,
    );
}

#[test]
fn domineering_conforms() {
    saw_at_least(check::<Domineering>(&[], Walk { depth: 2, ..WALK }), SOME);
}

#[test]
fn konane_conforms() {
    saw_at_least(check::<Konane>(&[], Walk { depth: 5, ..WALK }), SOME);
}

#[test]
fn amazons_conform() {
    // Every move is parsed back among hundreds: the 6 x 6 board, briefly (the 10 x 10 one is
    // compared with its reference implementation in `pieces.rs`).
    let walk = Walk {
        depth: 1,
        playouts: 6,
        ..WALK
    };
    saw_at_least(check::<Amazons6>(&[], walk), SOME);
}

#[test]
fn draughts_conforms() {
    // A king with flying captures to make and a man that captures through its far row; a man
    // one step from crowning against a king.
    let walk = Walk {
        depth: 2,
        playouts: 20,
        ..WALK
    };
    saw_at_least(
        check::<Draughts>(
            &[
                "-o------------O-O------X------------O--------------------------O--------------------------x--------- X 12",
                "------------X----------------------------X---------------------------------------------O----------o- X 0",
            ],
            walk,
        ),
        SOME,
    );
}

#[test]
fn checkers_conforms() {
    // A king (lower case) with a capture to make; a man one step from crowning.
    saw_at_least(
        check::<Checkers>(
            &[
                "-O--------------------------o--------X-------------------------- X 12",
                "----------X---------------------------------------------------o- X 0",
            ],
            WALK,
        ),
        SOME,
    );
}

#[test]
fn lines_of_action_conforms() {
    // A few stones, joins and captures a move or two away; the start four plies from the
    // limit.
    saw_at_least(
        check::<LinesOfAction>(
            &[
                "-X--X-----------O-------------------------------------------O-OO X 6",
                "-XXXXXX-O------OO------OO------OO------OO------OO------O-XXXXXX- X 996",
            ],
            Walk { depth: 2, ..WALK },
        ),
        SOME,
    );
}

#[test]
fn chess_conforms() {
    // Kiwipete (castling both ways, en passant to come); a pawn about to promote with a mate
    // in one; a position open to en passant.
    saw_at_least(
        check::<Chess>(
            &[
                "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                "6k1/1P3ppp/8/8/8/8/8/R3K3 w Q - 0 1",
                "rnbqkbnr/1pp1pppp/p7/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3",
            ],
            Walk {
                depth: 2,
                playouts: 12,
                ..WALK
            },
        ),
        SOME,
    );
}

#[test]
fn crazyhouse_conforms() {
    // Pieces in hand on both sides, a promoted piece with en passant open, a drop that mates,
    // a check a drop may cover.
    saw_at_least(
        check::<Crazyhouse>(
            &[
                "r2qkbr1/p2n2pp/Pp6/2pPpnP1/4p1NP/2P4b/1B1P1PQ1/Rb2K2R[Ppn] w q - 0 21",
                "r2qkbr1/p2n2pp/Pp5P/2pP1nPp/1PN1pP2/2P4b/nB1P4/Rb2Kn~1R[q] b q f3 0 28",
                "6rk/6pp/8/8/8/8/8/K7[N] w - - 0 1",
                "R5k1/5ppp/8/8/8/8/8/K7[n] b - - 0 1",
            ],
            Walk {
                depth: 2,
                playouts: 12,
                ..WALK
            },
        ),
        SOME,
    );
}

#[test]
fn antichess_conforms() {
    // Captures to make (compulsory), a pawn about to become a king, en passant open beside a
    // capture, a side down to its last piece.
    saw_at_least(
        check::<Antichess>(
            &[
                "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w - d6 0 2",
                "8/1P4k1/8/8/8/8/6p1/4K3 w - - 0 1",
                "4k3/8/8/3pP3/8/8/5n2/4K3 w - d6 0 2",
                "8/8/8/8/8/8/1k6/K7 w - - 0 1",
            ],
            Walk {
                depth: 2,
                playouts: 12,
                ..WALK
            },
        ),
        SOME,
    );
}

game! {
    /// King steps on 4 x 4 with passes, and every term of a movement game's evaluation.
    pub KingSteps {
        board: 4 x 4,
        start: { X: [a4, b4, c4], O: [b1, c1, d1] },
        moves: step all,
        pass: when_blocked,
        win: occupy,
        limit: 30,
        eval: { advance: 2, goal: 5, mobility: 1, frontier: -1, squares: quarter [1, 2, 2, 4] },
    }
}

game! {
    /// Orthogonal steps on 6 x 5 (`u32`), sides starting left and right; blocked loses.
    pub SideSteps {
        board: 6 x 5,
        start: { X: [f1, f3, f5], O: [a2, a3, a4] },
        moves: step orthogonal,
        blocked: lose,
        win: occupy,
        limit: 40,
        eval: { advance: 1 },
    }
}

/// Drawn once X has a stone in the centre of the board.
fn centre_taken(pos: &WideSteps) -> Option<i32> {
    let centre: u128 = 1 << (4 * 9 + 4);
    (pos.stones(game_dsl::Player::First) & centre != 0).then_some(0)
}

game! {
    /// Diagonal steps on 9 x 8 (`u128` stones); blocked wins; an end of the author's.
    pub WideSteps {
        board: 9 x 8,
        start: { X: [a8, c8, e8, g8, i8], O: [b1, d1, f1, h1, a2] },
        moves: step diagonal,
        blocked: win,
        win: occupy,
        limit: 60,
        end: custom centre_taken,
        eval: { goal: 3, advance: 1 },
    }
}

#[test]
fn movement_games_of_other_shapes_conform() {
    // The walk meets no win in one here; the moves that do not lose at once are checked.
    saw_at_least(
        check::<KingSteps>(&[], WALK),
        Report {
            non_losing: 200,
            ..SOME
        },
    );
    saw_enough(check::<SideSteps>(&[], WALK));
    saw_enough(check::<WideSteps>(&[], WALK));
}

game! {
    /// Connect Four on a small board: 5 columns, 4 rows (`u32` stones).
    pub SmallConnectFour { board: 5 x 4, moves: drop, win: line 4, order: centre, eval: windows [1, 4, 16] }
}

game! {
    /// Connect Four on a large board: 8 columns, 7 rows (`u64` stones, one cell short of full).
    pub LargeConnectFour { board: 8 x 7, moves: drop, win: line 4, order: centre }
}

game! {
    /// Five in a row on 11 x 11 (`u128` stones).
    pub Gomoku11 { board: 11 x 11, moves: place, win: line 5 }
}

game! {
    /// Connect Four on 13 x 11 (143 cells: `Wide<3>` stones), with the windows evaluation.
    pub WideConnectFour { board: 13 x 11, moves: drop, win: line 4, order: centre, eval: windows [1, 4, 16] }
}

game! {
    /// Four in a row on 17 x 9 (153 cells: `Wide<3>` stones), with the frontier evaluation.
    pub WideFrontier { board: 17 x 9, moves: place, win: line 4, eval: { windows: [1, 4, 16], frontier: -1 } }
}

game! {
    /// Tic-tac-toe on a rectangle, where a line of 3 wins: more lines than cells.
    pub Wide { board: 4 x 3, moves: place, win: line 3 }
}

game! {
    /// Take 2 to 3 tokens from 11: a position with 1 token left is lost, no move being possible.
    pub TakeTwoOrThree { pile: 11, moves: take 2..=3, win: last_take }
}

game! {
    /// Flanking on a rectangle, with passes.
    pub FlankRectangle {
        board: 6 x 4,
        start: { X: [c2, d3], O: [c3, d2] },
        moves: flank,
        pass: when_blocked,
        win: majority,
        eval: { squares: quarter [20, -5, 1, -5, -8, 0], mobility: 3, frontier: -1 },
    }
}

game! {
    /// Flanking without passes: a side that cannot move loses the turn and the game.
    pub FlankNoPass { board: 4 x 4, start: { X: [b2, c3], O: [b3, c2] }, moves: flank, win: majority }
}

#[test]
fn declarations_of_other_sizes_conform() {
    saw_at_least(
        check::<SmallConnectFour>(&[], Walk { depth: 4, ..WALK }),
        TACTICS,
    );
    saw_at_least(check::<LargeConnectFour>(&[], WALK), TACTICS);
    saw_at_least(
        check::<Gomoku11>(
            &[],
            Walk {
                depth: 1,
                playouts: 10,
                ..WALK
            },
        ),
        TACTICS,
    );
    saw_at_least(check::<Wide>(&[], Walk { depth: 5, ..WALK }), TACTICS);
    saw_at_least(
        check::<WideConnectFour>(&[], Walk { depth: 2, ..WALK }),
        TACTICS,
    );
    saw_at_least(
        check::<WideFrontier>(
            &[],
            Walk {
                depth: 1,
                playouts: 4,
                ..WALK
            },
        ),
        TACTICS,
    );
    saw_enough(check::<TakeTwoOrThree>(&["1 O"], Walk { depth: 6, ..WALK }));
    saw_at_least(
        check::<FlankRectangle>(&[], Walk { depth: 4, ..WALK }),
        ENDGAME,
    );
    saw_at_least(
        check::<FlankNoPass>(&[], Walk { depth: 7, ..WALK }),
        ENDGAME,
    );
}

/// Tic-tac-toe with one promise of the contract broken, to show that the harness notices.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
struct Flawed<const FLAW: u8>(TicTacToe);

/// Lists the empty cells as moves even once the game is won.
const MOVES_AFTER_THE_END: u8 = 0;
/// Writes moves from 0 but reads them from 1.
const NOTATION_OFF_BY_ONE: u8 = 1;
/// Hashes only the number of stones.
const WEAK_HASH: u8 = 2;
/// Does not count plies.
const NO_PLY: u8 = 3;

impl<const FLAW: u8> Game for Flawed<FLAW> {
    type Move = game_dsl::Move;
    type Moves = <TicTacToe as Game>::Moves;
    type MoveIter = <TicTacToe as Game>::MoveIter;
    const SCORING: game_dsl::Scoring = game_dsl::Scoring::Distance;

    fn start() -> Self {
        Flawed(TicTacToe::start())
    }
    fn side_to_move(&self) -> game_dsl::Player {
        self.0.side_to_move()
    }
    fn ply(&self) -> u32 {
        if FLAW == NO_PLY { 0 } else { self.0.ply() }
    }
    fn moves(&self) -> Self::MoveIter {
        if FLAW == MOVES_AFTER_THE_END {
            let occupied =
                self.0.stones(game_dsl::Player::First) | self.0.stones(game_dsl::Player::Second);
            game_dsl::bits::Cells::new(!occupied & 0x1ff)
        } else {
            self.0.moves()
        }
    }
    fn play(&mut self, mv: Self::Move) {
        self.0.play(mv);
    }
    fn terminal_value(&self) -> Option<i32> {
        self.0.terminal_value()
    }
    fn key(&self) -> u64 {
        if FLAW == WEAK_HASH {
            let occupied =
                self.0.stones(game_dsl::Player::First) | self.0.stones(game_dsl::Player::Second);
            u64::from(occupied.count_ones())
        } else {
            self.0.key()
        }
    }
}

impl<const FLAW: u8> Notation for Flawed<FLAW> {
    const NAME: &'static str = "Flawed";

    fn parse_move(&self, text: &str) -> Result<Self::Move, game_dsl::MoveError> {
        self.0.parse_move(text)
    }
    fn format_move(&self, mv: Self::Move) -> String {
        if FLAW == NOTATION_OFF_BY_ONE {
            mv.index().to_string()
        } else {
            self.0.format_move(mv)
        }
    }
    fn parse_position(text: &str) -> Result<Self, game_dsl::PositionError> {
        TicTacToe::parse_position(text).map(Flawed)
    }
    fn position_string(&self) -> String {
        self.0.position_string()
    }
    fn render(&self) -> String {
        self.0.render()
    }
}

#[test]
#[should_panic(expected = "a finished game has moves")]
fn the_harness_notices_moves_after_the_end() {
    check::<Flawed<MOVES_AFTER_THE_END>>(&[], WALK);
}

#[test]
#[should_panic(expected = "round trip")]
fn the_harness_notices_a_notation_that_does_not_read_back() {
    check::<Flawed<NOTATION_OFF_BY_ONE>>(&[], WALK);
}

#[test]
#[should_panic(expected = "share the hash")]
fn the_harness_notices_a_hash_that_collides() {
    check::<Flawed<WEAK_HASH>>(&[], WALK);
}

#[test]
#[should_panic(expected = "a move is one ply")]
fn the_harness_notices_a_ply_count_that_does_not_grow() {
    check::<Flawed<NO_PLY>>(&[], WALK);
}

#[test]
fn xiangqi_conforms() {
    // A general with few moves beside the open file, a cannon with a screen, a horse with its
    // leg taken, soldiers across the river.
    saw_at_least(
        check::<Xiangqi>(
            &[
                "rheagaehr/9/1c5c1/s1s1s1s1s/9/9/S1S1S1S1S/1C5C1/9/RHEAGAEHR w - - 0 1",
                "3g5/9/9/9/9/9/9/9/9/4G4 w - - 0 1",
                "3g5/4r4/9/9/4s4/9/9/4C4/9/5G3 w - - 0 1",
                "2eag4/4a4/2h6/2S3S2/9/9/9/4E4/3HA4/4GA3 b - - 0 1",
            ],
            // Games of up to 500 plies: a few playouts.
            Walk {
                depth: 2,
                playouts: 3,
                ..WALK
            },
        ),
        SOME,
    );
}

#[test]
fn shogi_conforms() {
    // The start, and positions with pieces in hand and promoted pieces.
    saw_at_least(
        check::<Shogi>(
            &[
                "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
                "5r3/2+Bs3b1/2n1ksp1l/lp1gpp1pp/1P1p1P1P1/2P1P1P1P/LS1PG1G1N/6SR1/1N1K4L w 2PNpg 46",
                "+S1p1p+N3/1sk3P2/l1g1P4/pp1p1p2p/2+b5P/P1P2B3/N2Pn2R1/3+sG1GPL/LKL4S1 b 2PNG2pr 74",
            ],
            // Long games: a few playouts.
            Walk {
                depth: 2,
                playouts: 3,
                ..WALK
            },
        ),
        SOME,
    );
}

#[test]
fn chinese_checkers_conforms() {
    // The start; a stone of X's that hops on over two of O's.
    saw_at_least(
        check::<ChineseCheckers>(
            &[
                "XXXXXXXXXX-----------------------------------------------------------------------------------------------------OOOOOOOOOO X 0",
            ],
            // Games of up to 1,000 plies: a few playouts.
            Walk {
                depth: 2,
                playouts: 3,
                ..WALK
            },
        ),
        SOME,
    );
}

#[test]
fn quoridor_conforms() {
    // The start; the pawns face to face with O's wall behind O (X jumps beside it); X's way up
    // narrowed to one gap by walls, its last wall in hand.
    saw_at_least(
        check::<Quoridor>(
            &[
                "----O-----------------------------------------------------------------------X---- X 10/10 0",
                "-------------------------------O--------X---------------------------------------- X 10/9 8 e3h",
                "----O-----------------------------------------------------------------------X---- O 6/7 7 a1h c1h e1h a8h c8h e8h g8h",
            ],
            Walk {
                depth: 2,
                playouts: 6,
                ..WALK
            },
        ),
        SOME,
    );
}

#[test]
fn hive_conforms() {
    // The start; a pillbug beside a queen and an ant it may lift; a beetle on top of Black's
    // queen; a game of seven plies whose beetle climbed onto its own queen.
    saw_at_least(
        check::<Hive>(
            &[
                "w 0 -",
                "w 6 - wP@0,0 wQ@1,-1 bA1@1,0",
                "w 8 - bQ@0,0 wQ@-1,0 wB1@0,0",
                "b 7 wB1 wQ@1,-1 wS1@0,0 bQ@-2,1 bG1@-1,0 bB1@-3,1 wB1@1,-1",
            ],
            // Games of up to 500 plies: a few playouts.
            Walk {
                depth: 2,
                playouts: 4,
                ..WALK
            },
        ),
        SOME,
    );
}

#[test]
fn twixt_conforms() {
    // The start; the first peg that may be swapped; a position with X's link c3-d5 and O's
    // pegs kept apart by it; X one peg from joining its edges (b1-c3-b5-c7, then e8).
    saw_at_least(
        check::<Twixt>(
            &[
                "------------------------------------------------------------ X",
                "--------------------------------X--------------------------- O",
                "----------------XO-----O---------X-------------------------- X c3d5",
                "X-----O-------O-X-----O-------OX----------------X----------- X b1c3 c3b5 b5c7",
            ],
            Walk {
                depth: 2,
                playouts: 6,
                ..WALK
            },
        ),
        SOME,
    );
}

#[test]
fn go9_conforms() {
    // A ko just taken (O may not take back at e5), and a corner group with one liberty.
    saw_at_least(
        check::<Go9>(
            &[
                "--------------------------------------------------------------------------------- X",
                "-------------------------------XO------X-XO------XO-------OX------OX-X------OX--- O e5 0 15",
                "----------------------------------------X-------------O--------XO-------X-O------ X - 0 6",
            ],
            // Games of up to 162 plies: a few playouts.
            Walk {
                depth: 2,
                playouts: 6,
                ..WALK
            },
        ),
        SOME,
    );
}

#[test]
fn go_conforms() {
    // 19 x 19: the start (always a root), and O's t1 just taken in the corner (X's s1 and
    // t2), O to move.
    let taken = game_dsl::GameExt::play_sequence(&Go::start(), "s1 t1 t2")
        .unwrap()
        .position_string();
    saw_at_least(
        check::<Go>(
            &[&taken],
            // Games of up to 722 plies on 361 points: one line of play deep, two playouts.
            Walk {
                depth: 1,
                playouts: 2,
                ..WALK
            },
        ),
        SOME,
    );
}
