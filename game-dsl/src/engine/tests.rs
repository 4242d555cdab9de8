//! The engine against plain minimax and alpha-beta, with and without the game's tactics.

use std::collections::HashSet;
use std::time::Duration;

use super::{Engine, Limits};
use crate::alphabeta::alphabeta;
use crate::minimax::minimax;
use crate::score::{self, Verdict, WIN};
use crate::{Game, GameExt, MoveError, Notation, Player, PositionError, Scoring, game};

game! { pub TicTacToe { board: 3 x 3, moves: place, win: line 3 } }
game! { pub Tokens { pile: 5, moves: take 1..=2, win: last_take } }
game! { pub FourByFour { board: 4 x 4, moves: place, win: line 4 } }
game! { pub SmallDrop { board: 5 x 4, moves: drop, win: line 4, order: centre } }

/// A game as it would be with its rules and notation alone, without the engine's knowledge: the
/// engine must be right, only slower, for a game that does not provide it.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
struct Plain<G>(G);

impl<G: Game> Game for Plain<G> {
    type Move = G::Move;
    type Moves = G::Moves;
    type MoveIter = G::MoveIter;
    const SCORING: Scoring = G::SCORING;

    fn start() -> Self {
        Plain(G::start())
    }
    fn side_to_move(&self) -> Player {
        self.0.side_to_move()
    }
    fn ply(&self) -> u32 {
        self.0.ply()
    }
    fn moves(&self) -> G::MoveIter {
        self.0.moves()
    }
    fn play(&mut self, mv: G::Move) {
        self.0.play(mv);
    }
    fn terminal_value(&self) -> Option<i32> {
        self.0.terminal_value()
    }
    fn evaluate(&self) -> i32 {
        self.0.evaluate()
    }
    fn key(&self) -> u64 {
        self.0.key()
    }
    fn order_hint(&self, mv: G::Move) -> i32 {
        self.0.order_hint(mv)
    }
}

impl<G: Notation> Notation for Plain<G> {
    const NAME: &'static str = G::NAME;

    fn parse_move(&self, text: &str) -> Result<G::Move, MoveError> {
        self.0.parse_move(text)
    }
    fn format_move(&self, mv: G::Move) -> String {
        self.0.format_move(mv)
    }
    fn parse_position(text: &str) -> Result<Self, PositionError> {
        G::parse_position(text).map(Plain)
    }
    fn position_string(&self) -> String {
        self.0.position_string()
    }
    fn render(&self) -> String {
        self.0.render()
    }
}

/// Every position reachable in at most `plies` plies, each once.
fn positions<G: Notation>(start: G, plies: u32) -> Vec<G> {
    let mut seen = HashSet::from([start]);
    let mut all = vec![start];
    let mut frontier = vec![start];
    for _ in 0..plies {
        let mut next = Vec::new();
        for pos in frontier {
            for mv in pos.moves() {
                let child = pos.after(mv);
                if seen.insert(child) {
                    all.push(child);
                    next.push(child);
                }
            }
        }
        frontier = next;
    }
    all
}

/// Plays `line` from `pos`, checking that every move is legal, and returns the position after.
fn play_line<G: Notation>(pos: &G, line: &[G::Move]) -> G {
    let mut pos = *pos;
    for &mv in line {
        assert!(
            pos.legal_moves().contains(&mv),
            "illegal {mv:?} in {}",
            pos.position_string()
        );
        pos.play(mv);
    }
    pos
}

/// The score, for the side to move at the root, of the finished position `end`, `plies` plies
/// below it.
fn outcome<G: Notation>(end: &G, plies: u32) -> i32 {
    let score = score::terminal_score(end, plies).expect("a finished position");
    if plies.is_multiple_of(2) {
        score
    } else {
        -score
    }
}

/// Checks a solve against minimax's value (`expected`): score, best move, principal variation.
fn check_solve<G: Notation>(engine: &mut Engine<G>, pos: &G, expected: i32) {
    let result = check_exact(engine, pos, expected);
    // The best move keeps the value.
    if let Some(mv) = result.best_move {
        let child = minimax(&pos.after(mv), 9).score;
        assert_eq!(score::from_child(G::SCORING, child), expected);
    }
}

/// Checks a solve's score and principal variation against the exact value `expected`.
fn check_exact<G: Notation>(
    engine: &mut Engine<G>,
    pos: &G,
    expected: i32,
) -> crate::SearchResult<G::Move> {
    let result = engine.solve(pos);
    let at = pos.position_string();
    assert_eq!(result.score, expected, "solve of {at}");
    assert!(result.complete);
    // The line is legal, proven to the end of the game, and ends as the score says.
    let end = play_line(pos, &result.pv);
    assert!(end.is_over(), "the line from {at} stops before the end");
    assert_eq!(result.pv.first(), result.best_move.as_ref());
    let plies = result.pv.len() as u32;
    assert_eq!(outcome(&end, plies), expected, "line from {at}");
    if let Verdict::Proven {
        plies: Some(distance),
        ..
    } = result.verdict::<G>()
    {
        assert_eq!(distance, plies);
    }
    result
}

#[test]
fn solve_agrees_with_minimax_on_tictactoe() {
    let mut engine = Engine::with_table_bytes(1 << 16);
    let mut plain = Engine::with_table_bytes(1 << 16);
    let all = positions(TicTacToe::start(), 4);
    assert_eq!(all.len(), 1 + 9 + 72 + 252 + 756);
    for pos in all {
        let expected = minimax(&pos, 9).score;
        check_solve(&mut engine, &pos, expected);
        check_solve(&mut plain, &Plain(pos), expected);
        engine.clear();
        plain.clear();
    }
}

#[test]
fn solve_agrees_with_minimax_with_a_table_of_one_bucket() {
    // Two entries for the whole search: it must stay right with a table that forgets.
    let mut engine = Engine::with_table_bytes(32);
    let mut plain = Engine::with_table_bytes(32);
    assert_eq!(engine.table().len(), 2);
    for pos in positions(TicTacToe::start(), 3) {
        let expected = minimax(&pos, 9).score;
        check_solve(&mut engine, &pos, expected);
        check_solve(&mut plain, &Plain(pos), expected);
    }
}

#[test]
fn weak_solve_gives_the_sign() {
    let mut engine = Engine::with_table_bytes(1 << 16);
    let mut plain = Engine::with_table_bytes(1 << 16);
    for pos in positions(TicTacToe::start(), 4) {
        let expected = minimax(&pos, 9).score.signum();
        for result in [engine.solve_weak(&pos), plain.solve_weak(&Plain(pos))] {
            assert_eq!(result.score.signum(), expected, "{}", pos.position_string());
            // A lower bound of a win, an upper bound of a loss, a draw exactly.
            assert!(result.score.abs() <= minimax(&pos, 9).score.abs());
            let end = play_line(&pos, &result.pv);
            assert!(end.is_over());
            let outcome = outcome(&end, result.pv.len() as u32);
            assert_eq!(outcome.signum(), expected, "{}", pos.position_string());
        }
    }
}

/// The token game from a pile of `n`: lost exactly on multiples of 3. The loser takes one at a
/// time to last longest and the winner answers to the next multiple of 3, so each three tokens
/// take two plies, plus one for the winner's first take.
fn tokens_value(n: u32) -> i32 {
    if n.is_multiple_of(3) {
        -(WIN - (2 * n / 3) as i32)
    } else {
        WIN - (2 * (n / 3) + 1) as i32
    }
}

#[test]
fn solve_of_token_piles_loses_exactly_on_multiples_of_three() {
    let mut engine = Engine::with_table_bytes(1 << 16);
    for n in 0..60 {
        let pos = Tokens::parse_position(&n.to_string()).unwrap();
        let result = engine.solve(&pos);
        assert_eq!(result.score, tokens_value(n), "pile {n}");
        assert_eq!(play_line(&pos, &result.pv).tokens(), 0);
        assert_eq!(
            result.pv.len() as u32,
            WIN as u32 - result.score.unsigned_abs()
        );
        assert_eq!(
            engine.solve_weak(&pos).score.signum(),
            tokens_value(n).signum()
        );
        if n <= 21 {
            assert_eq!(
                minimax(&pos, 60).score,
                tokens_value(n),
                "minimax of pile {n}"
            );
        }
    }
}

#[test]
fn search_agrees_with_alphabeta_at_every_depth() {
    let mut engine = Engine::with_table_bytes(1 << 14);
    for pos in positions(TicTacToe::start(), 4) {
        for depth in 1..=5 {
            // A fresh table: entries of other roots and depths would see further than alpha-beta.
            engine.clear();
            let result = engine.search(&pos, Limits::depth(depth));
            let reference = alphabeta(&pos, depth);
            assert_eq!(
                result.score,
                reference.score,
                "{} at depth {depth}",
                pos.position_string()
            );
            assert!(result.depth <= depth);
            if result.depth < depth {
                // Stopped early: solved.
                assert!(result.complete || score::is_decisive(result.score));
            }
            play_line(&pos, &result.pv);
            assert_eq!(result.pv.first(), result.best_move.as_ref());
        }
        // Without limits the search solves the position.
        let result = engine.search(&pos, Limits::default());
        assert_eq!(
            result.score,
            minimax(&pos, 9).score,
            "{}",
            pos.position_string()
        );
        assert!(result.complete || score::is_decisive(result.score));
    }
}

#[test]
fn tactics_change_nothing_but_the_work_on_a_larger_board() {
    // 4 x 4, four in a row: too large for minimax, so the engine with the game's tactics, the
    // engine without, and alpha-beta check each other on positions of six stones and more.
    let mut plain = Engine::with_table_bytes(1 << 20);
    let mut tactical = Engine::with_table_bytes(1 << 20);
    let start = FourByFour::start().play_sequence("1 2 3 4 6 5").unwrap();
    let (mut plain_nodes, mut tactical_nodes) = (0, 0);
    for pos in positions(start, 2) {
        let expected = alphabeta(&pos, 16).score;
        let result = plain.solve(&Plain(pos));
        assert_eq!(result.score, expected, "{}", pos.position_string());
        let with_tactics = tactical.solve(&pos);
        assert_eq!(with_tactics.score, expected, "{}", pos.position_string());
        assert!(play_line(&pos, &with_tactics.pv).is_over());
        plain_nodes += result.nodes;
        tactical_nodes += with_tactics.nodes;
        plain.clear();
        tactical.clear();
    }
    assert!(
        tactical_nodes < plain_nodes,
        "{tactical_nodes} >= {plain_nodes}"
    );
}

/// The position after `plies` pseudo-random legal moves (a fixed linear congruential sequence),
/// or `None` if the game ended on the way.
fn random_position<G: Notation>(seed: u64, plies: u32) -> Option<G> {
    let mut pos = G::start();
    let mut state = seed;
    for _ in 0..plies {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            return None;
        }
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        pos.play(moves[(state >> 33) as usize % moves.len()]);
    }
    (!pos.is_over()).then_some(pos)
}

#[test]
fn drop_games_solve_like_alphabeta_with_and_without_tactics() {
    // Gravity: the tactics must also avoid playing below the opponent's winning cell.
    let mut engine = Engine::with_table_bytes(1 << 20);
    let mut plain = Engine::with_table_bytes(1 << 20);
    let mut solved = 0;
    for seed in 0..60 {
        let Some(pos) = random_position::<SmallDrop>(seed, 9) else {
            continue;
        };
        let expected = alphabeta(&pos, 20).score;
        check_exact(&mut engine, &pos, expected);
        check_exact(&mut plain, &Plain(pos), expected);
        assert_eq!(engine.solve_weak(&pos).score.signum(), expected.signum());
        engine.clear();
        plain.clear();
        solved += 1;
    }
    assert!(solved > 30);
}

#[test]
fn a_quick_win_is_solved_at_once_without_tactics() {
    // Without tactics, the solve's first tests (is it won within half the plies left?) would
    // search the moves ordered before the winning one to the end; the shallow search before
    // them finds the win, and the distance to the end bounds the proof of its move.
    use crate::Tactics;
    let mut engine = Engine::with_table_bytes(1 << 20);
    let mut found = 0;
    for seed in 0..200 {
        let Some(pos) = random_position::<ConnectFour>(seed, 7 + seed as u32 % 6) else {
            continue;
        };
        if ConnectFour::tactics().winning_move(&pos).is_none() {
            continue;
        }
        let at = pos.position_string();
        for weak in [false, true] {
            engine.clear();
            let result = if weak {
                engine.solve_weak(&Plain(pos))
            } else {
                engine.solve(&Plain(pos))
            };
            assert_eq!(result.score, WIN - 1, "{at}");
            assert!(result.complete);
            assert_eq!(result.pv.len(), 1, "{at}");
            assert_eq!(outcome(&play_line(&pos, &result.pv), 1), WIN - 1, "{at}");
            assert!(result.nodes <= 12, "{at}: {} positions", result.nodes);
        }
        found += 1;
    }
    assert!(found >= 5, "{found}");
}

#[test]
fn finished_positions_count_one_node() {
    let mut engine = Engine::<TicTacToe>::with_table_bytes(1 << 10);
    let won = TicTacToe::start().play_sequence("1 4 2 5 3").unwrap();
    for result in [
        engine.solve(&won),
        engine.solve_weak(&won),
        engine.search(&won, Limits::default()),
    ] {
        assert_eq!(result.nodes, 1);
        assert_eq!(result.score, -WIN);
        assert_eq!(result.best_move, None);
        assert!(result.pv.is_empty());
    }
}

#[test]
fn a_quicker_win_is_preferred() {
    // X on 1 and 5, O on 2 and 3: 9 wins at once; 4 and 7 win too, two plies later.
    let pos = TicTacToe::start().play_sequence("1 2 5 3").unwrap();
    let mut engine = Engine::with_table_bytes(1 << 12);
    let result = engine.solve(&pos);
    assert_eq!(result.score, WIN - 1);
    assert_eq!(pos.format_move(result.best_move.unwrap()), "9");
    assert_eq!(
        score::from_child(
            Scoring::Distance,
            minimax(&pos.play_sequence("4").unwrap(), 9).score
        ),
        WIN - 3
    );
}

#[test]
fn a_time_limit_returns_a_completed_iteration() {
    let mut engine = Engine::with_table_bytes(1 << 16);
    let pos = FourByFour::start();
    let result = engine.search(&pos, Limits::time(Duration::from_millis(20)));
    assert!(result.depth >= 1);
    assert!(result.best_move.is_some());
    assert!(result.elapsed < Duration::from_secs(5));
    play_line(&pos, &result.pv);
}

#[test]
fn depth_zero_evaluates_the_root() {
    let mut engine = Engine::with_table_bytes(1 << 10);
    let result = engine.search(&TicTacToe::start(), Limits::depth(0));
    assert_eq!((result.score, result.nodes, result.best_move), (0, 1, None));
    assert!(!result.complete);
}

#[test]
fn repeated_solves_reuse_the_table() {
    let mut engine = Engine::with_table_bytes(1 << 16);
    let first = engine.solve(&TicTacToe::start());
    let second = engine.solve(&TicTacToe::start());
    assert_eq!(first.score, second.score);
    assert!(
        second.nodes * 4 < first.nodes,
        "{} vs {}",
        second.nodes,
        first.nodes
    );
}

game! { pub ConnectFour { board: 7 x 6, moves: drop, win: line 4, order: centre } }

/// Asks the engine's searches to stop after `after`, from another thread.
fn stop_after<G: Notation>(engine: &Engine<G>, after: Duration) -> std::thread::JoinHandle<()> {
    let monitor = engine.monitor();
    std::thread::spawn(move || {
        std::thread::sleep(after);
        monitor.stop();
    })
}

#[test]
fn a_stopped_solve_returns_the_bounds_it_proved() {
    // The empty Connect Four board takes minutes: stop it after 100 ms.
    let mut engine = Engine::<ConnectFour>::with_table_bytes(1 << 20);
    let stopper = stop_after(&engine, Duration::from_millis(100));
    let result = engine.solve(&ConnectFour::start());
    stopper.join().unwrap();
    assert!(!result.complete);
    let (lower, upper) = result.bounds.expect("a stopped solve has bounds");
    // The first player wins, with the 41st stone of the game.
    assert!(lower <= WIN - 41 && WIN - 41 <= upper, "{lower}..{upper}");
    assert!(result.elapsed < Duration::from_secs(10));
    assert!(result.best_move.is_some());
    assert_eq!(engine.monitor().progress().nodes, result.nodes);

    // Stopped until resumed: the next solve stops at once; after resume it completes.
    let pos = ConnectFour::start().play_sequence("4444").unwrap();
    assert!(!engine.solve(&pos).complete);
    engine.monitor().resume();
    let pos = TicTacToe::start();
    let mut small = Engine::<TicTacToe>::with_table_bytes(1 << 16);
    small.monitor().stop();
    small.monitor().resume();
    assert!(small.solve(&pos).complete);
}

#[test]
fn a_stopped_search_returns_its_first_iteration_at_least() {
    let mut engine = Engine::<ConnectFour>::with_table_bytes(1 << 20);
    engine.monitor().stop();
    let result = engine.search(&ConnectFour::start(), Limits::depth(30));
    assert_eq!(result.depth, 1);
    assert!(result.best_move.is_some());
    engine.monitor().resume();

    let stopper = stop_after(&engine, Duration::from_millis(100));
    let result = engine.search(&ConnectFour::start(), Limits::default());
    stopper.join().unwrap();
    assert!(result.depth >= 1 && !result.complete);
    assert_eq!(engine.monitor().progress().depth, result.depth);
}

#[test]
fn a_solve_time_limit_keeps_what_was_proven() {
    let mut engine = Engine::<ConnectFour>::with_table_bytes(1 << 20)
        .with_solve_time(Some(Duration::from_millis(50)));
    let result = engine.solve(&ConnectFour::start());
    assert!(!result.complete);
    let (lower, upper) = result.bounds.unwrap();
    assert!(lower <= WIN - 41 && WIN - 41 <= upper);
    // A quick position is solved within the limit, with its proven line.
    let pos = ConnectFour::start().play_sequence("44455554221").unwrap();
    let result = engine.solve(&pos);
    assert!(result.complete && result.bounds.is_none());
    assert_eq!(
        engine.monitor().progress().bounds,
        (result.score, result.score)
    );
}

/// An engine whose helpers start at once, so that even these small searches run in parallel.
fn parallel<G: Notation>(threads: usize, bytes: usize) -> Engine<G> {
    Engine::with_table_bytes(bytes)
        .with_threads(threads)
        .with_spawn_after(0)
}

#[test]
fn parallel_solves_are_exact() {
    let mut engine = parallel(3, 1 << 20);
    let mut solved = 0;
    for seed in 0..40 {
        let Some(pos) = random_position::<SmallDrop>(seed, 8) else {
            continue;
        };
        let expected = alphabeta(&pos, 20).score;
        check_exact(&mut engine, &pos, expected);
        assert_eq!(engine.solve_weak(&pos).score.signum(), expected.signum());
        engine.clear();
        solved += 1;
    }
    assert!(solved > 20);
    let mut engine = parallel(2, 1 << 16);
    for pos in positions(TicTacToe::start(), 3) {
        check_solve(&mut engine, &pos, minimax(&pos, 9).score);
    }
}

#[test]
fn parallel_searches_score_as_the_serial_search_at_every_depth() {
    let mut engine = parallel(2, 1 << 18);
    for seed in 0..12 {
        let Some(pos) = random_position::<SmallDrop>(seed, 4) else {
            continue;
        };
        for depth in 1..=7 {
            let result = engine.search(&pos, Limits::depth(depth));
            assert_eq!(result.score, alphabeta(&pos, depth).score, "depth {depth}");
            // The move is one of the best at that depth.
            let mv = result.best_move.unwrap();
            let child = alphabeta(&pos.after(mv), depth - 1).score;
            assert_eq!(score::from_child(SmallDrop::SCORING, child), result.score);
            engine.clear();
        }
    }
}

/// Many solves at once over one small table: entries of every thread's positions overwrite each
/// other (and may tear); every answer must still be exact.
#[test]
fn engines_sharing_one_table_stay_exact() {
    let table = std::sync::Arc::new(crate::tt::Table::new(1 << 12));
    let cases: Vec<(SmallDrop, i32)> = (0..80)
        .filter_map(|seed| random_position::<SmallDrop>(seed, 7))
        .map(|pos| (pos, alphabeta(&pos, 20).score))
        .collect();
    std::thread::scope(|scope| {
        for worker in 0..4 {
            let table = std::sync::Arc::clone(&table);
            let cases = &cases;
            scope.spawn(move || {
                let mut engine = Engine::<SmallDrop>::with_table(table)
                    .with_threads(1 + worker % 2)
                    .with_spawn_after(0);
                // Each worker solves every position, starting from a different one.
                for i in 0..cases.len() {
                    let (pos, expected) = cases[(i + worker * 13) % cases.len()];
                    assert_eq!(engine.solve(&pos).score, expected, "worker {worker}");
                }
            });
        }
    });
}

#[test]
fn a_stop_request_stops_every_thread() {
    let mut engine = parallel::<SmallDrop>(2, 1 << 16);
    let monitor = engine.monitor();
    monitor.stop();
    let result = engine.solve(&SmallDrop::start());
    assert!(!result.complete);
    monitor.resume();
    // A time limit stops them too.
    let mut engine = parallel::<SmallDrop>(2, 1 << 16).with_solve_time(Some(Duration::ZERO));
    assert!(!engine.solve(&SmallDrop::start()).complete);
}
