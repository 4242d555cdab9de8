//! Oware declared from the parts of games of pits (`sow { skip origin, capture 2 3 backward, no
//! grand slam, must feed }`, `win: most seeds { no move, over half }`), checked against a plain
//! reference written from OpenSpiel's `oware.cc` (its 12 houses and two scores,
//! `DistributeSeeds`, `IsGrandSlam`, `DoCaptureFrom`, `LegalActions` with its feeding test and
//! `CollectAndTerminate`): perft counts, random games played to the end, endgames solved by the
//! engine and minimax against a plain negamax, the notation and the conformance harness.

use game_dsl::engine::Engine;
use game_dsl::minimax::minimax;
use game_dsl::perft::perft;
use game_dsl::score::{Verdict, verdict};
use game_dsl::{Game, GameExt, Notation, Player, game};
use game_dsl_tests::conformance::{Walk, check};
use game_dsl_tests::rng::Rng;
use game_dsl_tests::sorted_moves;
use gamedsl::Oware;

game! {
    /// Oware's rules with 3 pits of 2 seeds a side (12 seeds: more than 6 captured wins).
    pub Oware3x2 {
        board: pits 2 x 3,
        start: 2 seeds,
        moves: sow { skip origin, capture 2 3 backward, no grand slam, must feed },
        win: most seeds { no move, over half },
        limit: 200,
        repeat: 2 end,
    }
}

/// OpenSpiel's `OwareState` for `n` houses a side: houses 0 to `n - 1` are player 0's, `n` to
/// `2n - 1` player 1's, sown in increasing order; a score a player; the boards since the last
/// capture (`boards_since_last_capture_`: houses, scores, player), a repeated one ending the
/// game. The declared game's end after `limit` plies is added, collected as when no move is
/// left.
#[derive(Clone, PartialEq, Eq, Debug)]
struct Reference {
    n: usize,
    seeds: Vec<u32>,
    score: [u32; 2],
    player: usize,
    ply: u32,
    limit: u32,
    boards: Vec<(Vec<u32>, [u32; 2], usize)>,
    /// Whether the game ended by a repeated board.
    repeated: bool,
}

impl Reference {
    fn new(n: usize, seeds: u32) -> Reference {
        Reference {
            n,
            seeds: vec![seeds; 2 * n],
            score: [0, 0],
            player: 0,
            ply: 0,
            limit: if n == 6 { 1000 } else { 200 },
            boards: vec![(vec![seeds; 2 * n], [0, 0], 0)],
            repeated: false,
        }
    }

    /// `CollectAndTerminate`.
    fn collect(&mut self) {
        for house in 0..2 * self.n {
            self.score[house / self.n] += std::mem::take(&mut self.seeds[house]);
        }
    }

    fn total(&self) -> u32 {
        self.seeds.iter().sum::<u32>() + self.score[0] + self.score[1]
    }

    fn lower(&self, house: usize) -> usize {
        house / self.n * self.n
    }

    fn upper(&self, house: usize) -> usize {
        self.lower(house) + self.n - 1
    }

    fn should_capture(seeds: u32) -> bool {
        (2..=3).contains(&seeds)
    }

    /// `IsTerminal`.
    fn terminal(&self) -> bool {
        let limit = self.total() / 2;
        self.score[0] > limit
            || self.score[1] > limit
            || (self.score[0] == limit && self.score[1] == limit)
    }

    /// `LegalActions`: the houses (0 to n - 1 of the mover's row).
    fn actions(&self) -> Vec<usize> {
        if self.terminal() || self.ply >= self.limit {
            return Vec::new();
        }
        let lower = self.player * self.n;
        let upper = lower + self.n - 1;
        let opponent = (1 - self.player) * self.n;
        let opponent_seeds: u32 = self.seeds[opponent..opponent + self.n].iter().sum();
        (lower..=upper)
            .filter(|&house| {
                if opponent_seeds == 0 {
                    self.seeds[house] as usize > upper - house
                } else {
                    self.seeds[house] > 0
                }
            })
            .map(|house| house - lower)
            .collect()
    }

    /// `DistributeSeeds`: the last house sown.
    fn distribute(&mut self, house: usize) -> usize {
        let mut left = self.seeds[house];
        assert!(left > 0);
        self.seeds[house] = 0;
        let mut index = house;
        while left > 0 {
            index = (index + 1) % (2 * self.n);
            if index != house {
                self.seeds[index] += 1;
                left -= 1;
            }
        }
        index
    }

    /// `IsGrandSlam`.
    fn grand_slam(&self, house: usize) -> bool {
        if (house + 1..=self.upper(house)).any(|i| self.seeds[i] > 0) {
            return false;
        }
        (self.lower(house)..=house).all(|i| Self::should_capture(self.seeds[i]))
    }

    /// `DoApplyAction`.
    fn apply(&mut self, action: usize) {
        let scores = self.score;
        let last = self.distribute(self.player * self.n + action);
        if last / self.n != self.player && !self.grand_slam(last) {
            let mut index = last;
            loop {
                if !Self::should_capture(self.seeds[index]) {
                    break;
                }
                self.score[self.player] += self.seeds[index];
                self.seeds[index] = 0;
                if index == self.lower(last) {
                    break;
                }
                index -= 1;
            }
        }
        if self.score != scores {
            self.boards.clear();
        }
        self.player = 1 - self.player;
        self.ply += 1;
        let board = (self.seeds.clone(), self.score, self.player);
        if self.boards.contains(&board) {
            // A game repetition.
            self.repeated = true;
            self.collect();
        } else {
            self.boards.push(board);
        }
        if self.actions().is_empty() {
            self.collect();
        }
    }

    /// `Returns` for player 0, at the end.
    fn result_for_first(&self) -> i32 {
        (self.score[0] > self.score[1]) as i32 - (self.score[0] < self.score[1]) as i32
    }

    /// The turns written (`1` to `n`) and the positions after them.
    fn turns(&self) -> Vec<(String, Reference)> {
        self.actions()
            .into_iter()
            .map(|action| {
                let mut child = self.clone();
                child.apply(action);
                ((action + 1).to_string(), child)
            })
            .collect()
    }

    /// The position in game-dsl's text: X's pits, O's pits, X's captures, O's captures, the side.
    fn text(&self) -> String {
        let cells: Vec<String> = self
            .seeds
            .iter()
            .chain(&self.score)
            .map(u32::to_string)
            .collect();
        let side = if self.player == 0 { "X" } else { "O" };
        format!("{} {side}", cells.join(","))
    }

    fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        self.turns()
            .iter()
            .map(|(_, child)| child.perft(depth - 1))
            .sum()
    }

    /// The value for the side to move by a plain negamax to at most `depth` plies; `None` when
    /// a line is longer.
    fn negamax(&self, depth: u32) -> Option<i32> {
        let turns = self.turns();
        if turns.is_empty() {
            let first = self.result_for_first();
            return Some(if self.player == 0 { first } else { -first });
        }
        if depth == 0 {
            return None;
        }
        let mut best = -1;
        for (_, child) in &turns {
            best = best.max(-child.negamax(depth - 1)?);
        }
        Some(best)
    }
}

/// The declared game's position without the plies played.
fn board_text<G: Notation>(pos: &G) -> String {
    let text = pos.position_string();
    text.rsplit_once(' ')
        .expect("the plies played")
        .0
        .to_string()
}

/// The declared game's result for the first player.
fn result_for_first<G: Game>(pos: &G) -> Option<i32> {
    let value = pos.terminal_value()?;
    Some(match pos.side_to_move() {
        Player::First => value,
        Player::Second => -value,
    })
}

/// Plays `games` random games in `G` and in the reference together, comparing at every
/// position the text (but at the end, where OpenSpiel moves the seeds left to the scores), the
/// sorted turns and, at the end, the result; the positions compared, the games ended by a side
/// without a legal turn and those ended by a repeated board.
fn random_games<G: Notation>(
    n: usize,
    seeds: u32,
    games: usize,
    seed: u64,
) -> (usize, usize, usize) {
    let mut rng = Rng(seed);
    let (mut positions, mut blocked, mut repeated) = (0, 0, 0);
    for game in 0..games {
        let mut pos = G::start();
        let mut reference = Reference::new(n, seeds);
        loop {
            positions += 1;
            let turns = reference.turns();
            if !turns.is_empty() {
                assert_eq!(board_text(&pos), reference.text(), "game {game}");
            }
            let expected: Vec<String> = turns.iter().map(|(t, _)| t.clone()).collect();
            assert_eq!(
                sorted_moves(&pos),
                expected,
                "game {game} at {}",
                reference.text()
            );
            if turns.is_empty() {
                assert_eq!(
                    result_for_first(&pos),
                    Some(reference.result_for_first()),
                    "game {game} at {} (reference {})",
                    pos.position_string(),
                    reference.text()
                );
                // Ended without a legal turn: neither side had captured more than half.
                let half = reference.total() / 2;
                let captured: Vec<u32> = pos
                    .position_string()
                    .split([',', ' '])
                    .skip(2 * n)
                    .take(2)
                    .map(|c| c.parse().unwrap())
                    .collect();
                if reference.repeated {
                    repeated += 1;
                } else {
                    blocked += usize::from(captured.iter().all(|&c| c < half));
                }
                break;
            }
            assert_eq!(pos.terminal_value(), None);
            let (text, child) = turns[rng.below(turns.len())].clone();
            pos = pos.after(pos.parse_legal_move(&text).unwrap());
            reference = child;
        }
    }
    (positions, blocked, repeated)
}

/// Perft of the bundled Oware, as the reference counts it (and OpenSpiel's `oware`, counted with
/// `pyspiel` to depth 6).
const OWARE_PERFT: [u64; 8] = [6, 36, 190, 1_014, 5_219, 27_332, 139_157, 711_414];

#[test]
fn oware_perft_matches_the_reference() {
    let reference = Reference::new(6, 4);
    for (depth, &count) in (1..).zip(&OWARE_PERFT[..6]) {
        assert_eq!(reference.perft(depth), count, "reference, depth {depth}");
        assert_eq!(
            perft(&Oware::start(), depth),
            count,
            "declared, depth {depth}"
        );
    }
    for (depth, &count) in (7..).zip(&OWARE_PERFT[6..]) {
        assert_eq!(
            perft(&Oware::start(), depth),
            count,
            "declared, depth {depth}"
        );
    }
}

#[test]
fn small_board_perft_matches_the_reference() {
    for depth in 1..=10 {
        assert_eq!(
            perft(&Oware3x2::start(), depth),
            Reference::new(3, 2).perft(depth),
            "3 x 2, depth {depth}"
        );
    }
}

#[test]
fn random_games_match_the_reference() {
    let (positions, blocked, repeated) = random_games::<Oware>(6, 4, 400, 11);
    assert!(positions > 400 * 30, "{positions} positions");
    assert!(blocked > 0, "no game ended without a legal turn");
    assert!(repeated > 0, "no game ended by a repeated board");
    let (positions, _, repeated) = random_games::<Oware3x2>(3, 2, 400, 12);
    assert!(repeated > 0, "no 3 x 2 game ended by a repeated board");
    assert!(positions > 400 * 3, "{positions} positions");
}

/// Endgames of at most 4 seeds on the board whose every line ends within 10 plies, along random
/// games of Oware and of 3 pits of 2 seeds: the engine's solve and plain minimax against the
/// reference's negamax.
#[test]
fn endgames_solved_match_a_plain_negamax() {
    fn endgames<G: Notation>(n: usize, seeds: u32, games: usize, seed: u64) -> usize {
        let mut rng = Rng(seed);
        let mut engine = Engine::<G>::with_table_bytes(1 << 22);
        let mut solved = 0;
        for _ in 0..games {
            let mut pos = G::start();
            let mut reference = Reference::new(n, seeds);
            while !pos.is_over() {
                let on_board: u32 = reference.seeds.iter().sum();
                if let Some(expected) = (on_board <= 4).then(|| reference.negamax(10)).flatten() {
                    let searched = minimax(&pos, 10);
                    assert!(searched.complete, "{}", pos.position_string());
                    assert!(
                        matches!(verdict(G::SCORING, searched.score, true), Verdict::Proven { value, .. } if value == expected),
                        "minimax at {}: {:?}, the plain negamax {expected}",
                        pos.position_string(),
                        verdict(G::SCORING, searched.score, true)
                    );
                    let by_engine = engine.solve(&pos).verdict::<G>();
                    assert!(
                        matches!(by_engine, Verdict::Proven { value, .. } if value == expected),
                        "the engine at {}: {by_engine:?}, the plain negamax {expected}",
                        pos.position_string()
                    );
                    solved += 1;
                }
                let turns = reference.turns();
                let (text, child) = turns[rng.below(turns.len())].clone();
                pos = pos.after(pos.parse_legal_move(&text).unwrap());
                reference = child;
            }
        }
        solved
    }
    let solved = endgames::<Oware>(6, 4, 40, 21) + endgames::<Oware3x2>(3, 2, 80, 22);
    assert!(solved >= 40, "{solved} endgames solved");
}

#[test]
fn oware_notation_and_rules() {
    let start = Oware::start();
    assert_eq!(start.position_string(), "4,4,4,4,4,4,4,4,4,4,4,4,0,0 X 0");
    assert_eq!(
        start.render(),
        "      6   5   4   3   2   1\n     [ 4][ 4][ 4][ 4][ 4][ 4]      O\n     [ 4][ 4][ 4][ 4][ 4][ 4]      X\n      1   2   3   4   5   6\ncaptured: X 0, O 0\nX to move\n"
    );
    // X's pit 6 sows into O's pits 1 to 4 (5 each): no capture.
    let pos = start.play_sequence("6").unwrap();
    assert_eq!(pos.position_string(), "4,4,4,4,4,0,5,5,5,5,4,4,0,0 O 1");
    // A capture of 2 and 3 backward: X's pit 6 (3 seeds) ends in O's pit 3, which then holds
    // 2, O's pit 2 then 3, O's pit 1 then 1: X takes 5.
    let pos = Oware::parse_position("4,4,4,4,4,3,0,2,1,9,4,1,4,4").unwrap();
    assert_eq!(
        pos.after(pos.parse_legal_move("6").unwrap())
            .position_string(),
        "4,4,4,4,4,0,1,0,0,9,4,1,9,4 O 1"
    );
    // A grand slam captures nothing: the sowing would take all of O's seeds.
    let pos = Oware::parse_position("4,4,4,4,4,2,1,2,0,0,0,0,12,11").unwrap();
    assert_eq!(
        pos.after(pos.parse_legal_move("6").unwrap())
            .position_string(),
        "4,4,4,4,4,0,2,3,0,0,0,0,12,11 O 1"
    );
    // 12 seeds skip the pit sown from: the last falls in X's pit 2, not pit 1.
    let pos = Oware::parse_position("12,0,0,0,0,0,1,1,1,1,1,1,15,15").unwrap();
    assert_eq!(
        pos.after(pos.parse_legal_move("1").unwrap())
            .position_string(),
        "0,2,1,1,1,1,2,2,2,2,2,2,15,15 O 1"
    );
    // O has no seeds: X must feed it, and only pit 5 (2 seeds) reaches.
    let pos = Oware::parse_position("1,1,0,0,2,0,0,0,0,0,0,0,20,24").unwrap();
    assert_eq!(sorted_moves(&pos), ["5"]);
    // None reaches: the game ends, each side takes its own seeds; X's 22 + 3 against 23.
    let pos = Oware::parse_position("1,1,1,0,0,0,0,0,0,0,0,0,22,23").unwrap();
    assert!(sorted_moves(&pos).is_empty());
    assert_eq!(pos.terminal_value(), Some(1));
    // More than half captured ends the game at once.
    let pos = Oware::parse_position("1,1,1,1,1,1,1,1,1,1,1,1,25,11").unwrap();
    assert_eq!(pos.terminal_value(), Some(1));
    assert!(Oware::parse_position("4,4,4,4,4,4,4,4,4,4,4,4,1,0").is_err());
    // The plies played: at most 1,000, even with X to move; the game ends at 1,000, counted.
    assert!(Oware::parse_position("4,4,4,4,4,4,4,4,4,4,4,4,0,0 X 1001").is_err());
    assert!(Oware::parse_position("4,4,4,4,4,4,4,4,4,4,4,4,0,0 X 3").is_err());
    let last = Oware::parse_position("5,4,4,4,4,4,4,4,4,4,4,3,0,0 O 999").unwrap();
    assert_eq!(last.terminal_value(), None);
    let end = last.play_sequence("6").unwrap();
    assert_eq!(end.position_string(), "6,5,5,4,4,4,4,4,4,4,4,0,0,0 X 1000");
    assert!(end.legal_moves().is_empty());
    // X's 28 seeds in its pits against O's 20.
    assert_eq!(end.terminal_value(), Some(1));
    assert!(start.parse_legal_move("7").is_err());
}

/// OpenSpiel's end by a repeated position (`boards_since_last_capture_`): one seed a side goes
/// round its row, the two never meeting a count of 2 or 3, and the position after 12 plies is
/// the one after none: the game ends there, each side taking the seeds in its pits (X's 24 + 1
/// against O's 22 + 1), and not one ply before.
#[test]
fn a_position_repeated_since_the_last_capture_ends_the_game() {
    let start = Oware::parse_position("0,0,0,0,0,1,0,0,0,0,0,1,24,22 X 0").unwrap();
    assert_eq!(start.occurrences(), 1);
    // X's pit 6 feeds O's pit 1; O must feed X (its pit 6); then each seed steps along its row.
    let line = ["6", "6", "1", "1", "2", "2", "3", "3", "4", "4", "5", "5"];
    let mut pos = start;
    for (ply, mv) in line.iter().enumerate() {
        assert_eq!(pos.terminal_value(), None, "after {ply} plies");
        assert_eq!(sorted_moves(&pos), [*mv], "after {ply} plies");
        pos = pos.after(pos.parse_legal_move(mv).unwrap());
    }
    assert_eq!(pos.position_string(), "0,0,0,0,0,1,0,0,0,0,0,1,24,22 X 12");
    assert_eq!(pos.occurrences(), 2);
    // X to move: 24 + 1 against 22 + 1 wins.
    assert_eq!(pos.terminal_value(), Some(1));
    assert!(pos.legal_moves().is_empty());
    // A capture forgets the positions before it: X's sowing into O's pit 1 (1 + 1 = 2) takes
    // 2, and the position after it is a first occurrence.
    let pos = Oware::parse_position("0,0,0,0,0,1,1,0,0,0,0,1,22,23 X 0").unwrap();
    let after = pos.after(pos.parse_legal_move("6").unwrap());
    assert_eq!(after.position_string(), "0,0,0,0,0,0,0,0,0,0,0,1,24,23 O 1");
    assert_eq!((after.occurrences(), after.terminal_value()), (1, None));
}

#[test]
fn passes_the_conformance_harness() {
    let report = check::<Oware>(
        &[
            "4,4,4,4,4,3,0,2,1,9,4,1,4,4 X",
            "0,0,0,0,0,1,0,0,0,0,0,1,22,24 O 997",
            "1,1,0,0,2,0,0,0,0,0,0,0,20,24 X",
            "12,0,0,0,0,0,1,1,1,1,1,1,15,15 X",
        ],
        Walk {
            depth: 3,
            playouts: 30,
            seed: 5,
        },
    );
    assert!(report.finished > 0);
    assert!(report.tree_positions > 100);
    let report = check::<Oware3x2>(
        &[],
        Walk {
            depth: 6,
            playouts: 30,
            seed: 6,
        },
    );
    assert!(report.finished > 0);
}

/// The limit of 1,000 plies bounds the plies left, so a search to the end fits the commands'
/// 1 GiB stack however many positions each ply keeps (`gamedsl perft oware` and `solve` read it).
#[test]
fn the_limit_bounds_the_plies_left() {
    let start = Oware::start();
    assert_eq!(start.plies_left_bound(), 1000);
    let after = start.play_sequence("1").expect("a legal turn");
    assert_eq!(after.plies_left_bound(), 999);
    assert!(game_dsl::stack::fits::<Oware>(
        start.plies_left_bound(),
        1 << 30
    ));
}
