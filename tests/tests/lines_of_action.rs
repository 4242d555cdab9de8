//! Lines of Action (`slide all by count over own onto any`, `win: connected`, `limit: 1000`):
//! the generated rules against a plain implementation written here from the rules, cell by cell
//! (perft, the moves and the ends of random games); the ends on constructed positions (a move
//! that joins both sides, a side without a move, the limit); every search agrees with minimax
//! on random positions.

use game_dsl::perft::perft;
use game_dsl::{Ending, Game, GameExt, Notation, Player};
use game_dsl_tests::rng::Rng;
use gamedsl::LinesOfAction;

mod common;
use common::{Plain, check_agreement, plain_perft};
use game_dsl_tests::sorted_moves;

/// The side of the board.
const SIDE: i32 = 8;

/// A cell's name: column letter, row number from the top.
fn name(cell: usize) -> String {
    format!("{}{}", (b'a' + (cell % 8) as u8) as char, cell / 8 + 1)
}

/// Lines of Action as the rules say it, cell by cell: a stone moves along one of the eight
/// directions exactly as many cells as there are stones on the whole line, passing no enemy
/// stone, landing on an empty cell or an enemy stone; after a move the mover wins if its stones
/// are one group, else the other side if its are; 1,000 plies are a draw, before any win; a
/// side without a move loses.
#[derive(Clone, PartialEq, Eq, Debug)]
struct Naive {
    cells: [Option<Player>; 64],
    side: Player,
    ply: u32,
    /// Every board of the game so far (OpenSpiel's `visited_boards_`: the stones alone).
    visited: Vec<[Option<Player>; 64]>,
    /// Whether the last move made a board seen before.
    repeated: bool,
}

impl Naive {
    /// The position `pos`, its board the first of the game.
    fn of(pos: &LinesOfAction) -> Naive {
        let cells = std::array::from_fn(|c| pos.owner(c));
        Naive {
            cells,
            side: pos.side_to_move(),
            ply: pos.ply(),
            visited: vec![cells],
            repeated: false,
        }
    }

    fn at(&self, column: i32, row: i32) -> Option<Option<Player>> {
        ((0..SIDE).contains(&column) && (0..SIDE).contains(&row))
            .then(|| self.cells[(row * SIDE + column) as usize])
    }

    /// Whether `player`'s stones are one group of 8-connected stones (and at least one).
    fn joined(&self, player: Player) -> bool {
        let stones: Vec<usize> = (0..64).filter(|&c| self.cells[c] == Some(player)).collect();
        let Some(&first) = stones.first() else {
            return false;
        };
        let mut seen = vec![first];
        let mut next = 0;
        while next < seen.len() {
            let cell = seen[next] as i32;
            next += 1;
            for dr in -1..=1 {
                for dc in -1..=1 {
                    let (c, r) = (cell % SIDE + dc, cell / SIDE + dr);
                    if self.at(c, r) == Some(Some(player)) {
                        let to = (r * SIDE + c) as usize;
                        if !seen.contains(&to) {
                            seen.push(to);
                        }
                    }
                }
            }
        }
        seen.len() == stones.len()
    }

    /// The result for the side to move, if the game is over.
    fn value(&self) -> Option<i32> {
        if self.ply >= 1000 || self.repeated {
            return Some(0);
        }
        let mover = self.side.opponent();
        if self.joined(mover) {
            return Some(-1);
        }
        if self.joined(self.side) {
            return Some(1);
        }
        if self.moves().is_empty() {
            return Some(-1);
        }
        None
    }

    /// Every move of the side to move, ignoring whether the game is over.
    fn moves(&self) -> Vec<(usize, usize)> {
        let mut moves = Vec::new();
        for from in 0..64 {
            if self.cells[from] != Some(self.side) {
                continue;
            }
            let (column, row) = (from as i32 % SIDE, from as i32 / SIDE);
            for (dc, dr) in [
                (-1, -1),
                (0, -1),
                (1, -1),
                (-1, 0),
                (1, 0),
                (-1, 1),
                (0, 1),
                (1, 1),
            ] {
                // The stones on the whole line, both ways, the mover's included.
                let mut count = 0;
                for k in -SIDE..=SIDE {
                    if let Some(Some(_)) = self.at(column + k * dc, row + k * dr) {
                        count += 1;
                    }
                }
                let passes = (1..count).all(|k| {
                    self.at(column + k * dc, row + k * dr)
                        .is_some_and(|cell| cell != Some(self.side.opponent()))
                });
                match self.at(column + count * dc, row + count * dr) {
                    Some(target) if passes && target != Some(self.side) => {
                        let to = ((row + count * dr) * SIDE + column + count * dc) as usize;
                        moves.push((from, to));
                    }
                    _ => {}
                }
            }
        }
        moves
    }
}

impl Plain for Naive {
    type Move = (usize, usize);

    fn legal(&self) -> Vec<(usize, usize)> {
        if self.value().is_some() {
            Vec::new()
        } else {
            self.moves()
        }
    }

    fn play(&mut self, (from, to): (usize, usize)) {
        self.cells[to] = self.cells[from].take();
        self.side = self.side.opponent();
        self.ply += 1;
        self.repeated = self.visited.contains(&self.cells);
        self.visited.push(self.cells);
    }
}

/// The moves of a plain position, written out and sorted.
fn plain_moves(naive: &Naive) -> Vec<String> {
    let mut moves: Vec<String> = naive
        .legal()
        .into_iter()
        .map(|(from, to)| name(from) + &name(to))
        .collect();
    moves.sort();
    moves
}

#[test]
fn perft_from_the_start_matches_the_plain_rules_and_openspiel() {
    let start = LinesOfAction::start();
    let naive = Naive::of(&start);
    // OpenSpiel's counts to depth 3 (`scripts/openspiel_perft.py lines-of-action 3`); depth 4
    // by the plain rules here.
    let expected = [36, 1_244, 44_952, 1_563_208];
    for (depth, &count) in (1..).zip(&expected) {
        assert_eq!(plain_perft(&naive, depth), count, "plain perft({depth})");
        assert_eq!(perft(&start, depth), count, "perft({depth})");
    }
}

#[test]
fn random_games_follow_the_plain_rules() {
    let mut rng = Rng(0x10a_10a);
    let mut ends = [0; 3];
    let mut positions = 0;
    for _ in 0..300 {
        let mut pos = LinesOfAction::start();
        let mut naive = Naive::of(&pos);
        loop {
            assert_eq!(naive.cells, Naive::of(&pos).cells);
            let text = pos.position_string();
            assert_eq!(sorted_moves(&pos), plain_moves(&naive), "{text}");
            assert_eq!(pos.terminal_value(), naive.value(), "{text}");
            positions += 1;
            if let Some(value) = naive.value() {
                ends[(value + 1) as usize] += 1;
                break;
            }
            let moves = pos.legal_moves();
            let mv = moves[rng.below(moves.len())];
            let text = pos.format_move(mv);
            let cell = |name: &str| {
                let column = i32::from(name.as_bytes()[0] - b'a');
                let row: i32 = name[1..].parse().unwrap();
                ((row - 1) * SIDE + column) as usize
            };
            let split = text[1..].find(|c: char| c.is_ascii_lowercase()).unwrap() + 1;
            naive.play((cell(&text[..split]), cell(&text[split..])));
            pos.play(mv);
        }
    }
    // The results for the side to move at the end of the games: a loss (the mover joined its
    // stones), a draw (a board seen before, or the limit), a win (the mover joined the
    // opponent's by a capture).
    assert_eq!((positions, ends), (57_246, [175, 62, 63]));
}

#[test]
fn a_move_that_joins_both_sides_wins_for_the_mover() {
    // X's a1 goes two cells right (two stones on row 1) onto O's c1, next to X's d2; O's
    // other stones, g7 and h8, are one group too.
    let board = "X-O-----/---X----/--------/--------/--------/--------/------O-/-------O";
    let pos = LinesOfAction::parse_position(&format!("{} X 10", board.replace('/', ""))).unwrap();
    assert_eq!(pos.terminal_value(), None);
    let after = pos.play_sequence("a1c1").unwrap();
    let naive = Naive::of(&after);
    assert!(naive.joined(Player::First) && naive.joined(Player::Second));
    // O to move has lost: the mover's join counts first.
    assert_eq!(after.terminal_value(), Some(-1));
    assert!(after.legal_moves().is_empty());
}

#[test]
fn a_join_made_by_the_mover_for_the_opponent_wins_for_the_opponent() {
    // The same capture with X's other stone on e2, away from c1: only O's stones are joined.
    let board = "X-O-----/----X---/--------/--------/--------/--------/------O-/-------O";
    let pos = LinesOfAction::parse_position(&format!("{} X 10", board.replace('/', ""))).unwrap();
    let after = pos.play_sequence("a1c1").unwrap();
    assert_eq!(after.terminal_value(), Some(1), "O, to move, has won");
    // Every move of the position ends as the plain rules say.
    let naive = Naive::of(&pos);
    assert_eq!(sorted_moves(&pos), plain_moves(&naive));
    for (from, to) in naive.legal() {
        let mut plain = naive.clone();
        plain.play((from, to));
        let mv = name(from) + &name(to);
        let after = pos.play_sequence(&mv).unwrap();
        assert_eq!(after.terminal_value(), plain.value(), "{mv}");
    }
}

#[test]
fn jumps_own_stones_but_not_the_enemy_s() {
    // Row 1 reads X X - O: three stones, so a1 goes three cells right, over its own b1, onto
    // O's d1 (a capture); b1's three cells right pass O's d1, and three left leave the board.
    let board = "XX-O----/--------/--------/--------/--------/--------/--------/X------O";
    let pos = LinesOfAction::parse_position(&format!("{} X 0", board.replace('/', ""))).unwrap();
    let moves = sorted_moves(&pos);
    assert!(moves.contains(&"a1d1".to_string()), "{moves:?}");
    assert!(!moves.contains(&"b1e1".to_string()), "{moves:?}");
    assert_eq!(moves, plain_moves(&Naive::of(&pos)));
    let after = pos.play_sequence("a1d1").unwrap();
    assert_eq!(after.owner(3), Some(Player::First));
    assert_eq!(after.stones(Player::Second).count_ones(), 1);
}

#[test]
fn the_limit_draws_before_a_join() {
    // At 1,000 plies the game is drawn, even after O's join.
    let joined =
        "X------X/--------/--------/--------/--------/--------/--------/OO------".replace('/', "");
    let pos = LinesOfAction::parse_position(&format!("{joined} X 1000")).unwrap();
    assert_eq!(pos.terminal_value(), Some(0));
    let pos = LinesOfAction::parse_position(&format!("{joined} X 998")).unwrap();
    assert_eq!(pos.terminal_value(), Some(-1));
    assert_eq!(pos.plies_left_bound(), 2);
}

#[test]
fn every_search_agrees_with_minimax() {
    let mut rng = Rng(0x05ee_d10a);
    for _ in 0..12 {
        let choices: Vec<usize> = (0..20 + rng.below(40)).map(|_| rng.below(64)).collect();
        let pos = common::random_position(LinesOfAction::start(), &choices);
        if pos.is_over() {
            continue;
        }
        check_agreement(&pos, 2);
    }
}

/// OpenSpiel's draw by a board seen before in the game (`visited_boards_`): X's b1 goes to h1
/// and O's a2 to c2, then both come back; the fourth move makes the start's board again and
/// draws, the third does not. A position read from a string counts from there.
#[test]
fn a_board_seen_before_draws() {
    let pos = LinesOfAction::start()
        .play_sequence("b1h1 a2c2 h1b1")
        .unwrap();
    assert_eq!((pos.terminal_value(), pos.ending()), (None, None));
    assert_eq!(pos.occurrences(), 1);
    let end = pos.after(pos.parse_legal_move("c2a2").unwrap());
    assert_eq!(end.occurrences(), 2);
    assert_eq!(end.terminal_value(), Some(0));
    assert_eq!(end.ending(), Some(Ending::Repetition));
    assert!(end.legal_moves().is_empty());
    assert_eq!(
        end.position_string().split(' ').next(),
        LinesOfAction::start().position_string().split(' ').next()
    );
    // Read from its string, the same position is a first occurrence and goes on.
    let read = LinesOfAction::parse_position(&end.position_string()).unwrap();
    assert_eq!((read.occurrences(), read.terminal_value()), (1, None));
}
