//! Five Field Kono (`moves: step diagonal`, `win: occupy`, `blocked: draw`, `limit: 100`): the
//! generated rules against a plain implementation cell by cell written here from the rules
//! (perft, moves, ends on random games); the win by occupation, the blocked side and the limit
//! on constructed positions, solved by the engine and checked by minimax; every search agrees
//! with minimax on random positions; and a small movement game solved to the end.

use game_dsl::alphabeta::alphabeta;
use game_dsl::engine::{Engine, Limits};
use game_dsl::minimax::minimax;
use game_dsl::perft::perft;
use game_dsl::score::Verdict;
use game_dsl::{Game, GameExt, Notation, Player, Tactics, game};
use game_dsl_tests::rng::Rng;
use gamedsl::Kono;
use proptest::prelude::*;

mod common;
use common::check_agreement;
use game_dsl_tests::sorted_moves;

/// The cell of a square name: column letter, row number from the top.
fn cell(name: &str) -> usize {
    let column = name.as_bytes()[0] - b'a';
    let row: usize = name[1..].parse().unwrap();
    (row - 1) * 5 + column as usize
}

/// A square's name.
fn name(cell: usize) -> String {
    format!("{}{}", (b'a' + (cell % 5) as u8) as char, cell / 5 + 1)
}

/// X's stones at the start (the bottom row and the ends of the row above), and O's.
const X_START: [&str; 7] = ["a5", "b5", "c5", "d5", "e5", "a4", "e4"];
const O_START: [&str; 7] = ["a1", "b1", "c1", "d1", "e1", "a2", "e2"];

/// Five Field Kono as the rules say it, cell by cell: a stone steps to a diagonal neighbour that
/// is empty; a side whose stones stand on every cell the other started on has won; a side that
/// cannot move draws; 100 plies are a draw.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Naive {
    cells: [Option<Player>; 25],
    side: Player,
    ply: u32,
}

impl Naive {
    fn start() -> Naive {
        let mut cells = [None; 25];
        for c in X_START {
            cells[cell(c)] = Some(Player::First);
        }
        for c in O_START {
            cells[cell(c)] = Some(Player::Second);
        }
        Naive {
            cells,
            side: Player::First,
            ply: 0,
        }
    }

    /// The same position as a generated one.
    fn of(pos: &Kono) -> Naive {
        Naive {
            cells: std::array::from_fn(|c| pos.owner(c)),
            side: pos.side_to_move(),
            ply: pos.ply(),
        }
    }

    /// The cells `player` must occupy: where the other side starts.
    fn goal(player: Player) -> [&'static str; 7] {
        match player {
            Player::First => O_START,
            Player::Second => X_START,
        }
    }

    fn winner(&self) -> Option<Player> {
        [Player::First, Player::Second].into_iter().find(|&p| {
            Self::goal(p)
                .iter()
                .all(|&c| self.cells[cell(c)] == Some(p))
        })
    }

    /// Every step of the side to move, as (from, to), unless the game is won or at the limit.
    fn steps(&self) -> Vec<(usize, usize)> {
        if self.winner().is_some() || self.ply >= 100 {
            return Vec::new();
        }
        let mut steps = Vec::new();
        for from in 0..25 {
            if self.cells[from] != Some(self.side) {
                continue;
            }
            let (column, row) = ((from % 5) as i32, (from / 5) as i32);
            for (dc, dr) in [(-1, -1), (1, -1), (-1, 1), (1, 1)] {
                let (c, r) = (column + dc, row + dr);
                if (0..5).contains(&c) && (0..5).contains(&r) {
                    let to = (r * 5 + c) as usize;
                    if self.cells[to].is_none() {
                        steps.push((from, to));
                    }
                }
            }
        }
        steps
    }

    /// The result for the side to move, if the game is over.
    fn value(&self) -> Option<i32> {
        if let Some(winner) = self.winner() {
            return Some(if winner == self.side { 1 } else { -1 });
        }
        if self.ply >= 100 || self.steps().is_empty() {
            return Some(0);
        }
        None
    }

    /// The evaluation Kono declares, `advance: 2, goal: 3`, for the side to move: 2 for every row
    /// a stone stands from its side's own edge (X's the bottom row, O's the top), 3 for every
    /// stone on a cell its side must occupy, less the same for the other side.
    fn evaluation(&self) -> i32 {
        let score = |player: Player| -> i32 {
            (0..25)
                .filter(|&c| self.cells[c] == Some(player))
                .map(|c| {
                    let row = (c / 5) as i32;
                    let advance = if player == Player::First {
                        4 - row
                    } else {
                        row
                    };
                    let on_goal = Self::goal(player).iter().any(|&g| cell(g) == c);
                    2 * advance + 3 * i32::from(on_goal)
                })
                .sum()
        };
        score(self.side) - score(self.side.opponent())
    }

    fn play(&mut self, (from, to): (usize, usize)) {
        self.cells[to] = self.cells[from].take();
        self.side = self.side.opponent();
        self.ply += 1;
    }

    /// The lines of play of `depth` plies; at the last ply the steps are counted, not played.
    fn perft(&self, depth: u32) -> u64 {
        match depth {
            0 => return 1,
            1 => return self.steps().len() as u64,
            _ => {}
        }
        self.steps()
            .into_iter()
            .map(|step| {
                let mut next = *self;
                next.play(step);
                next.perft(depth - 1)
            })
            .sum()
    }
}

/// The steps of a plain position, written out and sorted.
fn steps_of(naive: &Naive) -> Vec<String> {
    let mut moves: Vec<String> = naive
        .steps()
        .into_iter()
        .map(|(from, to)| name(from) + &name(to))
        .collect();
    moves.sort();
    moves
}

#[test]
fn perft_from_the_start_matches_the_plain_rules() {
    // X's eight first moves: a4b3, a5b4, b5c4, c5b4, c5d4, d5c4, e5d4, e4d3; O's are their
    // mirror images, but X's a4b3 and e4d3 take the cells that O's a2b3 and e2d3 step to.
    let start = Kono::start();
    let naive = Naive::start();
    assert_eq!(naive.perft(1), 8);
    assert_eq!(naive.perft(2), 8 * 8 - 2);
    // The counts `docs/dsl.md` and `docs/benchmarks.md` give, by the plain rules and by the
    // generated ones.
    let expected = [8, 62, 564, 4_904, 45_194, 401_150, 3_660_692, 32_209_120];
    for (depth, &count) in (1..).zip(&expected) {
        assert_eq!(naive.perft(depth), count, "plain perft({depth})");
        assert_eq!(perft(&start, depth), count, "perft({depth})");
    }
}

#[test]
fn random_games_follow_the_plain_rules() {
    let mut rng = Rng(0x6b6f_6e6f);
    let (mut positions, mut ends) = (0, [0; 3]);
    for _ in 0..400 {
        let mut pos = Kono::start();
        let mut naive = Naive::start();
        loop {
            assert_eq!(Naive::of(&pos), naive, "{}", pos.position_string());
            assert_eq!(
                sorted_moves(&pos),
                steps_of(&naive),
                "{}",
                pos.position_string()
            );
            assert_eq!(
                pos.terminal_value(),
                naive.value(),
                "{}",
                pos.position_string()
            );
            assert_eq!(pos.plies_left_bound(), 100 - pos.ply());
            if naive.value().is_none() {
                assert_eq!(
                    pos.evaluate(),
                    naive.evaluation(),
                    "{}",
                    pos.position_string()
                );
            }
            positions += 1;
            if let Some(value) = naive.value() {
                ends[(value + 1) as usize] += 1;
                break;
            }
            // Mostly forward steps, so that some games are won before the limit.
            let moves = pos.legal_moves();
            let mut mv = moves[rng.below(moves.len())];
            if rng.below(4) > 0 {
                let best = moves.iter().map(|&m| pos.order_hint(m)).max().unwrap();
                let forward: Vec<_> = moves
                    .iter()
                    .filter(|&&m| pos.order_hint(m) == best)
                    .collect();
                mv = *forward[rng.below(forward.len())];
            }
            let text = pos.format_move(mv);
            let step = (cell(&text[..2]), cell(&text[2..]));
            pos.play(mv);
            naive.play(step);
        }
    }
    assert!(positions > 400 * 20, "{positions}");
    // Wins (always the last mover's) and draws both happen.
    assert!(ends[0] > 0 && ends[1] > 0, "{ends:?}");
    assert_eq!(ends[2], 0, "the side to move never has won");
}

game! {
    /// Five Field Kono with its directions written for each side (`forward_diagonal +
    /// backward_diagonal`, the kernel's `diagonal`): the lowering still takes the step kernel.
    pub KonoSpelled {
        board: 5 x 5,
        start: { X: [a5, b5, c5, d5, e5, a4, e4], O: [a1, b1, c1, d1, e1, a2, e2] },
        moves: step forward_diagonal + backward_diagonal,
        blocked: draw,
        win: occupy,
        limit: 100,
    }
}

game! {
    /// Five Field Kono with the quiet rule, a section that only the general primitives of
    /// moving stones have, so that the lowering takes them rather than the step kernel; no
    /// game reaches 1,000 plies without a capture before the limit of 100, so it is the same
    /// game.
    pub KonoGeneral {
        board: 5 x 5,
        start: { X: [a5, b5, c5, d5, e5, a4, e4], O: [a1, b1, c1, d1, e1, a2, e2] },
        moves: step diagonal,
        blocked: draw,
        win: occupy,
        limit: 100,
        quiet: 1000,
    }
}

#[test]
fn the_kernel_and_the_general_primitives_play_the_same_game() {
    // Which path each declaration takes: the kernel's game is a struct of its own, the general
    // primitives' the runtime's `Pieces`.
    assert!(!game_dsl_tests::played_by_pieces!(Kono));
    assert!(!game_dsl_tests::played_by_pieces!(KonoSpelled));
    assert!(game_dsl_tests::played_by_pieces!(KonoGeneral));
    let expected = [8, 62, 564, 4_904, 45_194, 401_150, 3_660_692];
    for (depth, &count) in (1..).zip(&expected) {
        assert_eq!(perft(&KonoSpelled::start(), depth), count, "perft({depth})");
        assert_eq!(perft(&KonoGeneral::start(), depth), count, "perft({depth})");
    }
    // Random games, mostly forward so that some are won: the same moves and values at every
    // position.
    let mut rng = Rng(0x6b65_726e);
    let mut ends = [0; 3];
    for _ in 0..300 {
        let (mut kernel, mut general) = (Kono::start(), KonoGeneral::start());
        loop {
            let text = kernel.position_string();
            assert_eq!(sorted_moves(&general), sorted_moves(&kernel), "{text}");
            assert_eq!(general.terminal_value(), kernel.terminal_value(), "{text}");
            // The kernel names the ply limit alone; the general game every end.
            if kernel.ending().is_some() {
                assert_eq!(general.ending(), kernel.ending(), "{text}");
            }
            // The same board, side and plies; the general game adds its plies without a capture.
            let quiet = format!("{text} {}", general.quiet_plies());
            assert_eq!(general.position_string(), quiet);
            if let Some(value) = kernel.terminal_value() {
                ends[(value + 1) as usize] += 1;
                break;
            }
            let moves = kernel.legal_moves();
            let best = moves.iter().map(|&m| kernel.order_hint(m)).max().unwrap();
            let forward: Vec<_> = moves
                .iter()
                .filter(|&&m| rng.below(4) == 0 || kernel.order_hint(m) == best)
                .collect();
            let mv = *forward[rng.below(forward.len())];
            let played = general.parse_move(&kernel.format_move(mv)).unwrap();
            kernel.play(mv);
            general.play(played);
        }
    }
    assert!(ends[0] > 0 && ends[1] > 0, "{ends:?}");
}

/// X on six of O's start cells and on d3, a step from e2, the seventh; O's stones on X's start
/// but b5, and on b4.
const ONE_STEP_FROM_WINNING: &str = "XXXXX/X----/---X-/OO--O/O-OOO X 40";

#[test]
fn the_engine_finds_the_occupying_step_and_minimax_agrees() {
    let pos = Kono::parse_position(ONE_STEP_FROM_WINNING).unwrap();
    assert_eq!(pos.terminal_value(), None);
    let win = Kono::tactics()
        .winning_move(&pos)
        .map(|mv| pos.format_move(mv));
    assert_eq!(win.as_deref(), Some("d3e2"));
    let solved = Engine::<Kono>::with_table_bytes(1 << 20).solve(&pos);
    assert_eq!(
        solved.verdict::<Kono>(),
        Verdict::Proven {
            value: 1,
            plies: Some(1)
        }
    );
    assert_eq!(pos.format_move(solved.best_move.unwrap()), "d3e2");
    for depth in 1..=3 {
        let reference = minimax(&pos, depth);
        assert_eq!(reference.score, solved.score, "minimax at depth {depth}");
        assert_eq!(pos.format_move(reference.best_move.unwrap()), "d3e2");
    }
    let won = pos.play_sequence("d3e2").unwrap();
    assert_eq!(won.terminal_value(), Some(-1));
    assert!(won.legal_moves().is_empty());
    assert_eq!(won.render().lines().last(), Some("X wins, ply 41 of 100"));
    // O to move in the same layout cannot stop it: e2's neighbours are X's, every move loses.
    let lost = Kono::parse_position(&ONE_STEP_FROM_WINNING.replace(" X 40", " O 41")).unwrap();
    let mut safe = <Kono as Game>::Moves::default();
    assert!(Kono::tactics().non_losing_moves(&lost, &mut safe));
    assert!(safe.is_empty());
    assert_eq!(
        Engine::<Kono>::with_table_bytes(1 << 20)
            .solve(&lost)
            .verdict::<Kono>(),
        Verdict::Proven {
            value: -1,
            plies: Some(2)
        }
    );
    // X lacks c1, where O stands, and b2 is a step from it: O's stone must stay on c1.
    let guarded = Kono::parse_position("XXOXX/XX--X/-----/OO--O/O-O-O O 41").unwrap();
    let mut safe = <Kono as Game>::Moves::default();
    assert!(Kono::tactics().non_losing_moves(&guarded, &mut safe));
    let mut safe: Vec<String> = safe.iter().map(|&m| guarded.format_move(m)).collect();
    safe.sort();
    let mut expected = sorted_moves(&guarded);
    expected.retain(|m| m != "c1d2");
    assert_eq!(safe, expected);
    // Leaving it lets X step in.
    let opened = guarded.play_sequence("c1d2").unwrap();
    let win = Kono::tactics()
        .winning_move(&opened)
        .map(|mv| opened.format_move(mv));
    assert_eq!(win.as_deref(), Some("b2c1"));
}

/// X to move needs d1 and e2 and holds c2 and d3, a step from each: a win in three plies that O,
/// far away, cannot stop.
const WIN_IN_THREE: &str = "XXX-X/X-X--/---X-/OO--O/OOOO- X";

#[test]
fn a_win_needs_plies_before_the_limit() {
    let at = |ply: u32| {
        let text = format!("{WIN_IN_THREE} {ply}");
        Kono::parse_position(&text).unwrap()
    };
    let mut engine = Engine::<Kono>::with_table_bytes(1 << 22);
    let early = engine.solve(&at(40));
    assert_eq!(
        early.verdict::<Kono>(),
        Verdict::Proven {
            value: 1,
            plies: Some(3)
        }
    );
    assert_eq!(minimax(&at(40), 3).score, early.score);
    // At ply 96 the winning step is played at ply 98: still a win.
    let late = engine.solve(&at(96));
    assert_eq!(late.verdict::<Kono>(), early.verdict::<Kono>());
    // At ply 98 X's second step would come at ply 100, where the game is drawn.
    let too_late = engine.solve(&at(98));
    assert_eq!(
        too_late.verdict::<Kono>(),
        Verdict::Proven {
            value: 0,
            plies: None
        }
    );
    assert_eq!(minimax(&at(98), 4).score, 0);
    assert_eq!(alphabeta(&at(98), 4).score, 0);
    assert_eq!(at(98).plies_left_bound(), 2);
}

#[test]
fn the_last_ply_before_the_limit_draws_unless_it_wins() {
    // O to move at ply 99: any step ends the game, drawn.
    let pos = Kono::parse_position("-XXXX/X---X/-X---/OO-O-/OOO-O O 99").unwrap();
    assert_eq!(pos.terminal_value(), None);
    assert_eq!(pos.plies_left_bound(), 1);
    assert!(Kono::tactics().winning_move(&pos).is_none());
    for mv in pos.legal_moves() {
        let after = pos.after(mv);
        assert_eq!(after.ply(), 100);
        assert_eq!(after.terminal_value(), Some(0));
        assert!(after.legal_moves().is_empty());
    }
    let solved = Engine::<Kono>::with_table_bytes(1 << 20).solve(&pos);
    assert_eq!(solved.score, 0);
    assert!(solved.complete);
    // At ply 100 the game is over, drawn; ply 101 does not exist.
    let at_limit = Kono::parse_position("-XXXX/X---X/-X---/OO-O-/OOO-O X 100").unwrap();
    assert_eq!(at_limit.terminal_value(), Some(0));
    assert_eq!(
        at_limit.render().lines().last(),
        Some("draw, ply 100 of 100")
    );
    let err = Kono::parse_position("-XXXX/X---X/-X---/OO-O-/OOO-O O 101").unwrap_err();
    assert!(
        err.to_string().contains("past the limit of 100 plies"),
        "{err}"
    );
    // A winning step on the last ply wins: the win comes before the limit. O lacks e4, a step
    // from its stone on d3.
    let pos = Kono::parse_position("XXXX-/X---X/-X-O-/O----/OOOOO O 99").unwrap();
    let last = pos.play_sequence("d3e4").unwrap();
    assert_eq!((last.ply(), last.terminal_value()), (100, Some(-1)));
    assert_eq!(
        Engine::<Kono>::with_table_bytes(1 << 20)
            .solve(&pos)
            .verdict::<Kono>(),
        Verdict::Proven {
            value: 1,
            plies: Some(1)
        }
    );
}

/// Every cell of one colour (column + row even) is taken, X's seven stones and six of O's: no
/// stone on them can step (diagonal steps keep the colour). O's seventh stone, on b3, can.
const X_BLOCKED: &str = "X-X-X/-X-X-/XOX-O/-O-O-/O-O-O X 30";

game! {
    /// Kono where a side that cannot move loses.
    pub KonoLose {
        board: 5 x 5,
        start: { X: [a5, b5, c5, d5, e5, a4, e4], O: [a1, b1, c1, d1, e1, a2, e2] },
        moves: step diagonal,
        blocked: lose,
        win: occupy,
        limit: 100,
    }
}

game! {
    /// Kono where a side that cannot move wins (a variant the GamesCrafters list).
    pub KonoWin {
        board: 5 x 5,
        start: { X: [a5, b5, c5, d5, e5, a4, e4], O: [a1, b1, c1, d1, e1, a2, e2] },
        moves: step diagonal,
        blocked: win,
        win: occupy,
        limit: 100,
    }
}

game! {
    /// Kono where a side that cannot move passes.
    pub KonoPass {
        board: 5 x 5,
        start: { X: [a5, b5, c5, d5, e5, a4, e4], O: [a1, b1, c1, d1, e1, a2, e2] },
        moves: step diagonal,
        pass: when_blocked,
        win: occupy,
        limit: 100,
    }
}

game! {
    /// Two stones each in the corners of 3 x 3, stepping diagonally; blocked loses.
    pub Blockade {
        board: 3 x 3,
        start: { X: [a3, c3], O: [a1, c1] },
        moves: step diagonal,
        blocked: lose,
        win: occupy,
        limit: 10,
    }
}

#[test]
fn a_side_that_cannot_move_draws_or_as_declared() {
    let pos = Kono::parse_position(X_BLOCKED).unwrap();
    assert!(pos.legal_moves().is_empty());
    assert_eq!(pos.terminal_value(), Some(0));
    assert_eq!(game_dsl::notation::status(&pos), "draw");
    assert_eq!(Engine::<Kono>::new().solve(&pos).score, 0);
    let lose = KonoLose::parse_position(X_BLOCKED).unwrap();
    assert_eq!(lose.terminal_value(), Some(-1));
    assert_eq!(game_dsl::notation::status(&lose), "O wins");
    let win = KonoWin::parse_position(X_BLOCKED).unwrap();
    assert_eq!(win.terminal_value(), Some(1));
    // With passes, X passes and O moves on.
    let pass = KonoPass::parse_position(X_BLOCKED).unwrap();
    assert_eq!(pass.terminal_value(), None);
    let moves: Vec<String> = pass.moves().map(|m| pass.format_move(m)).collect();
    assert_eq!(moves, ["ps"]);
    let passed = pass.play_sequence("ps").unwrap();
    assert_eq!(passed.side_to_move(), Player::Second);
    assert_eq!(passed.ply(), 31);
    assert_eq!(passed.position_string(), "X-X-X-X-X-XOX-O-O-O-O-O-O O 31");
    // The engine reads each rule from the position itself.
    assert!(Engine::<KonoLose>::new().solve(&lose).score < 0);
    assert!(Engine::<KonoWin>::new().solve(&win).score > 0);
    // Where blocking loses, blocking the opponent wins: on 3 x 3, X's first step to the centre
    // leaves O's corner stones no diagonal step.
    let solved = Engine::<Blockade>::new().solve(&Blockade::start());
    assert_eq!(
        solved.verdict::<Blockade>(),
        Verdict::Proven {
            value: 1,
            plies: Some(1)
        }
    );
    assert_eq!(minimax(&Blockade::start(), 10).score, solved.score);
}

#[test]
fn positions_read_and_write_the_plies_played() {
    // b1a2: a2 holds an O stone at the start; the legal moves are listed.
    let err = Kono::start().play_sequence("b5c4 b1a2").unwrap_err();
    assert!(err.to_string().contains("illegal move `b1a2`"), "{err}");
    let pos = Kono::start().play_sequence("b5c4 a2b3 c4d3").unwrap();
    assert_eq!(pos.position_string(), "OOOOO----O-O-X-X---XX-XXX O 3");
    let back = Kono::parse_position(&pos.position_string()).unwrap();
    assert_eq!(back, pos);
    assert_eq!(back.key(), pos.key());
    // The same stones at another ply: another position, another hash.
    let later = Kono::parse_position("OOOOO----O-O-X-X---XX-XXX O 5").unwrap();
    assert_ne!(later, pos);
    assert_ne!(later.key(), pos.key());
    assert_eq!(later.plies_left_bound(), 95);
    // Without the count: the fewest plies the side to move allows.
    assert_eq!(
        Kono::parse_position("OOOOO----O-O-X-X---XX-XXX O")
            .unwrap()
            .ply(),
        1
    );
    for (text, expected) in [
        (
            "OOOOO----O-O-X-X---XX-XXX O 4",
            "O cannot be to move at ply 4",
        ),
        (
            "OOOOO----O-O-X-X---XX-XXX O x",
            "are a whole number, not `x`",
        ),
        ("OOOOO----O-O-X-X---XX-XXX", "add the side to move"),
        (
            "OOOOO----O-O-X-X---XX-XX- O 3",
            "X has 6 stones; in this game each side keeps the 7 it starts with",
        ),
        (
            "-----/-XXX-/XXXX-/O---O/OOOOO O 9",
            "O is to move but already occupies every cell X starts on",
        ),
        (
            "OOOOO----O-O-X-X---XX-XXX O 3 4",
            "unexpected `4` after the plies played",
        ),
    ] {
        let err = Kono::parse_position(text).unwrap_err().to_string();
        assert!(err.contains(expected), "{text}: {err}");
    }
}

#[test]
fn moves_are_steps_between_squares_and_bad_ones_say_why() {
    let start = Kono::start();
    assert_eq!(
        sorted_moves(&start),
        [
            "a4b3", "a5b4", "b5c4", "c5b4", "c5d4", "d5c4", "e4d3", "e5d4"
        ]
    );
    assert_eq!(start.parse_legal_move("B5-C4"), start.parse_move("b5c4"));
    let expected = "expected a step from one square to the next, as in `b5c4`: two squares a1..e5 \
                    (column letter, row number from the top)";
    for text in [
        "", "b5", "b5c", "b5c0", "b5c6", "f5e4", "b5c4d3", "ps", "5b4c", "é5b4", "b5é4", "b05c4",
    ] {
        let err = start.parse_move(text).unwrap_err().to_string();
        assert!(err.ends_with(expected), "{text:?}: {err}");
    }
    // Well formed, not legal: the legal moves are listed.
    let err = start.parse_legal_move("b5a4").unwrap_err().to_string();
    assert_eq!(
        err,
        "illegal move `b5a4`; legal moves: e4d3 c5b4 d5c4 e5d4 a4b3 a5b4 b5c4 c5d4"
    );
    assert!(start.parse_legal_move("c5c4").is_err(), "not a diagonal");
    assert!(start.parse_legal_move("c5e3").is_err(), "two cells away");
    // Back to back, as --moves takes them.
    let pos = start.play_sequence("b5c4a2b3").unwrap();
    assert_eq!(pos.ply(), 2);
}

proptest! {
    /// Any text is read into a move or a position, or refused with a message: never a panic.
    #[test]
    fn any_text_is_read_or_refused(text in "\\PC{0,12}", squares in "[a-f][0-6][a-f-][0-6]?[a-f]?[0-9]?") {
        let start = Kono::start();
        for text in [&text, &squares] {
            if let Err(err) = start.parse_move(text) {
                prop_assert!(err.to_string().contains("expected a step"), "{}", err);
            }
            let _ = start.parse_legal_move(text);
            let _ = Kono::parse_position(text);
        }
    }
}

#[test]
fn forward_steps_come_first_and_the_evaluation_counts_progress() {
    let pos = Kono::start().play_sequence("b5c4 a2b3").unwrap();
    let hint = |text: &str| pos.order_hint(pos.parse_move(text).unwrap());
    assert!(hint("c4d3") > hint("c4b5"), "forward before backward");
    assert_eq!(hint("c4d3"), 2);
    assert_eq!(hint("c4b5"), -2);
    // The start is even; one step forward is one row ahead, `advance: 2` a row.
    assert_eq!(Kono::start().evaluate(), 0);
    let after = Kono::start().play_sequence("b5c4").unwrap();
    assert_eq!(after.evaluate(), -2);
}

#[test]
fn the_searches_agree_with_minimax_on_random_positions() {
    let mut rng = Rng(0x0b61_7a5c);
    for game in 0..14 {
        let mut pos = Kono::start();
        for _ in 0..rng.below(60) {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            pos.play(moves[rng.below(moves.len())]);
        }
        let depth = 1 + game % 5;
        check_agreement(&pos, depth as u32);
    }
}

game! {
    /// Two stones each on 3 x 3 stepping orthogonally, each side to the other's corners; a side
    /// that cannot move loses; a draw after 10 plies.
    pub Corners {
        board: 3 x 3,
        start: { X: [a3, c3], O: [a1, c1] },
        moves: step orthogonal,
        blocked: lose,
        win: occupy,
        limit: 10,
    }
}

game! {
    /// One stone each on 4 x 4 stepping orthogonally, from opposite corners to the other's: X
    /// leaves first and arrives first, O having left its corner by then; blocked draws.
    pub Race {
        board: 4 x 4,
        start: { X: [a4], O: [d1] },
        moves: step orthogonal,
        blocked: draw,
        win: occupy,
        limit: 14,
    }
}

game! {
    /// Two stones each on 3 x 3 stepping as a chess king does, to the other's corners; a side
    /// that cannot move passes; a draw after 10 plies.
    pub Kings {
        board: 3 x 3,
        start: { X: [a3, c3], O: [a1, c1] },
        moves: step all,
        pass: when_blocked,
        win: occupy,
        limit: 10,
        eval: { advance: 1, goal: 2, mobility: 1 },
    }
}

#[test]
fn small_movement_games_are_solved_and_minimax_agrees() {
    // Two stones each: a draw, each side able to keep a stone home.
    let solved = Engine::<Corners>::new().solve(&Corners::start());
    assert!(solved.complete);
    assert_eq!(
        solved.verdict::<Corners>(),
        Verdict::Proven {
            value: 0,
            plies: None
        }
    );
    let reference = minimax(&Corners::start(), 10);
    assert!(reference.complete);
    assert_eq!(solved.score, reference.score);
    assert_eq!(alphabeta(&Corners::start(), 10).score, reference.score);
    // Every opening too.
    let start = Corners::start();
    for mv in start.legal_moves() {
        let child = start.after(mv);
        assert_eq!(
            Engine::<Corners>::new().solve(&child).score,
            minimax(&child, 9).score,
            "after {}",
            start.format_move(mv)
        );
    }
    // One stone each, from opposite corners: the first to leave home wins the race.
    let solved = Engine::<Race>::new().solve(&Race::start());
    assert_eq!(
        solved.verdict::<Race>(),
        Verdict::Proven {
            value: 1,
            plies: Some(11)
        }
    );
    assert_eq!(solved.pv.len(), 11);
    let reference = minimax(&Race::start(), 14);
    assert!(reference.complete);
    assert_eq!(reference.score, solved.score);
    let solved = Engine::<Kings>::new().solve(&Kings::start());
    let reference = alphabeta(&Kings::start(), 10);
    assert!(reference.complete);
    assert_eq!(solved.score, reference.score);
    let searched = Engine::<Kings>::new().search(&Kings::start(), Limits::default());
    assert!(searched.complete);
    assert_eq!(searched.score, reference.score);
}
