//! Y (`board: hex triangle N`, `win: connect`): the bitboard game checked against a plain
//! reference over an array of cells (a flood fill per move), by perft counts, by random games
//! played to the end (the legal moves and the winner at every ply, the winning cells of the
//! tactics, the connection distances), and its notation.

use game_dsl::perft::perft;
use game_dsl::{Game, GameExt, Move, Notation, Player, Tactics, game};
use game_dsl_tests::rng::Rng;
use gamedsl::Y;

mod common;
use common::{Plain, plain_perft};

game! {
    /// Y on a triangle of side 4 (10 cells).
    pub Y4 { board: hex triangle 4, moves: place, win: connect, eval: distance 10 }
}

game! {
    /// Y on a triangle of side 6 (21 cells).
    pub Y6 { board: hex triangle 6, moves: place, win: connect }
}

/// Y on an array of cells, as its rules say: cell `row * size + column` with
/// `column + row < size`, six neighbours, a chain touching the three sides wins.
#[derive(Clone)]
struct Reference {
    size: usize,
    cells: Vec<Option<Player>>,
    side: Player,
    winner: Option<Player>,
}

impl Reference {
    fn new(size: usize) -> Reference {
        Reference {
            size,
            cells: vec![None; size * size],
            side: Player::First,
            winner: None,
        }
    }

    fn on_board(&self, column: i32, row: i32) -> bool {
        column >= 0 && row >= 0 && column + row < self.size as i32
    }

    fn neighbours(&self, cell: usize) -> Vec<usize> {
        let (c, r) = ((cell % self.size) as i32, (cell / self.size) as i32);
        [(0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0)]
            .iter()
            .map(|(dc, dr)| (c + dc, r + dr))
            .filter(|&(c, r)| self.on_board(c, r))
            .map(|(c, r)| r as usize * self.size + c as usize)
            .collect()
    }

    /// The sides the chain through `cell` touches: bit 0 the left, 1 the top, 2 the diagonal.
    fn edges_of_chain(&self, cell: usize) -> u8 {
        let player = self.cells[cell];
        let mut seen = vec![false; self.cells.len()];
        let mut stack = vec![cell];
        seen[cell] = true;
        let mut edges = 0;
        while let Some(at) = stack.pop() {
            let (c, r) = (at % self.size, at / self.size);
            edges |=
                u8::from(c == 0) | u8::from(r == 0) << 1 | u8::from(c + r == self.size - 1) << 2;
            for next in self.neighbours(at) {
                if !seen[next] && self.cells[next] == player {
                    seen[next] = true;
                    stack.push(next);
                }
            }
        }
        edges
    }

    /// The empty cells where the side to move would win at once.
    fn winning_cells(&self) -> Vec<usize> {
        self.legal()
            .into_iter()
            .filter(|&cell| {
                let mut after = self.clone();
                after.play(cell);
                after.winner.is_some()
            })
            .collect()
    }

    /// The fewest empty cells `player` must fill to join side `a` to side `b` (0-1 search over
    /// cells: its stones cost 0, empty cells 1, the other's block), `unreachable` if it cannot.
    fn side_distance(&self, player: Player, a: u8, b: u8, unreachable: i32) -> i32 {
        let n = self.size;
        let on = |cell: usize, side: u8| {
            let (c, r) = (cell % n, cell / n);
            match side {
                0 => c == 0,
                1 => r == 0,
                _ => c + r == n - 1,
            }
        };
        let cost = |cell: usize| match self.cells[cell] {
            Some(p) if p == player => Some(0),
            Some(_) => None,
            None => Some(1),
        };
        let cells: Vec<usize> = (0..n * n)
            .filter(|&c| self.on_board((c % n) as i32, (c / n) as i32))
            .collect();
        let mut best = vec![i32::MAX; n * n];
        let mut queue = std::collections::VecDeque::new();
        for &cell in cells.iter().filter(|&&c| on(c, a)) {
            if let Some(c) = cost(cell) {
                best[cell] = c;
                queue.push_back(cell);
            }
        }
        while let Some(cell) = queue.pop_front() {
            for next in self.neighbours(cell) {
                if let Some(c) = cost(next)
                    && best[cell] + c < best[next]
                {
                    best[next] = best[cell] + c;
                    if c == 0 {
                        queue.push_front(next);
                    } else {
                        queue.push_back(next);
                    }
                }
            }
        }
        cells
            .iter()
            .filter(|&&c| on(c, b))
            .map(|&c| best[c])
            .min()
            .filter(|&d| d != i32::MAX)
            .unwrap_or(unreachable)
    }

    /// The most that any two of `player`'s sides need: the generated evaluation's bound.
    fn distance(&self, player: Player) -> i32 {
        let unreachable = (self.size * self.size + 1) as i32;
        [(0, 1), (0, 2), (1, 2)]
            .iter()
            .map(|&(a, b)| self.side_distance(player, a, b, unreachable))
            .max()
            .unwrap_or(0)
    }
}

impl Plain for Reference {
    type Move = usize;

    /// The empty cells of the triangle, in increasing order; none once the game is won.
    fn legal(&self) -> Vec<usize> {
        if self.winner.is_some() {
            return Vec::new();
        }
        (0..self.size * self.size)
            .filter(|&cell| {
                self.on_board((cell % self.size) as i32, (cell / self.size) as i32)
                    && self.cells[cell].is_none()
            })
            .collect()
    }

    fn play(&mut self, cell: usize) {
        self.cells[cell] = Some(self.side);
        if self.edges_of_chain(cell) == 0b111 {
            self.winner = Some(self.side);
        }
        self.side = self.side.opponent();
    }
}

#[test]
fn perft_on_the_19_triangle_matches_the_reference() {
    let reference = Reference::new(19);
    for (depth, expected) in [(1, 190), (2, 190 * 189), (3, 190 * 189 * 188)] {
        assert_eq!(perft(&Y::start(), depth), expected, "depth {depth}");
        assert_eq!(plain_perft(&reference, depth), expected, "depth {depth}");
    }
}

#[test]
fn perft_on_small_triangles_matches_the_reference_to_the_end() {
    // Side 4: every game to its end (at most 10 plies), with wins on the way.
    let reference = Reference::new(4);
    for depth in 1..=10 {
        assert_eq!(
            perft(&Y4::start(), depth),
            plain_perft(&reference, depth),
            "depth {depth}"
        );
    }
    // 10 * 9 * 8 * 7 * 6 = 30240 sequences of 5 plies; a win needs 4 stones of one side (a
    // side and the corner beyond it), so some games end at ply 7.
    assert_eq!(perft(&Y4::start(), 5), 30_240);
    assert!(perft(&Y4::start(), 8) < 10 * 9 * 8 * 7 * 6 * 5 * 4 * 3);
    let reference = Reference::new(6);
    for depth in 1..=5 {
        assert_eq!(
            perft(&Y6::start(), depth),
            plain_perft(&reference, depth),
            "depth {depth}"
        );
    }
}

/// Plays `games` random games of `G` to the end beside the reference, comparing at every ply
/// the legal moves, the end and its winner, the tactics' winning move and the position's text.
fn random_games<G: Notation<Move = Move>>(
    size: usize,
    games: usize,
    seed: u64,
    distances: impl Fn(&G) -> (i32, i32),
) -> [usize; 2] {
    let mut rng = Rng(seed);
    let mut wins = [0, 0];
    for _ in 0..games {
        let mut pos = G::start();
        let mut reference = Reference::new(size);
        loop {
            let legal: Vec<usize> = pos.legal_moves().iter().map(|mv| mv.index()).collect();
            assert_eq!(legal, reference.legal(), "{}", pos.position_string());
            let again = G::parse_position(&pos.position_string()).unwrap();
            assert_eq!(again.position_string(), pos.position_string());
            let (mine, theirs) = distances(&pos);
            assert_eq!(mine, reference.distance(reference.side));
            assert_eq!(theirs, reference.distance(reference.side.opponent()));
            if let Some(winner) = reference.winner {
                // The side to move has lost.
                assert_eq!(pos.terminal_value(), Some(-1));
                assert_eq!(winner, pos.side_to_move().opponent());
                wins[winner.index()] += 1;
                break;
            }
            assert_eq!(pos.terminal_value(), None, "{}", pos.position_string());
            let winning = reference.winning_cells();
            assert_eq!(
                G::tactics().winning_move(&pos).map(|mv| mv.index()),
                winning.first().copied(),
                "{}",
                pos.position_string()
            );
            let cell = legal[rng.below(legal.len())];
            pos = pos.after(Move::new(cell as u16));
            reference.play(cell);
        }
    }
    wins
}

#[test]
fn random_games_on_the_19_triangle_end_as_the_reference_says() {
    let wins = random_games::<Y>(19, 30, 0x9e37_79b9_7f4a_7c15, Y::connection_distances);
    // No draws in Y, and both sides win some random games.
    assert_eq!(wins[0] + wins[1], 30);
    assert!(wins[0] > 0 && wins[1] > 0, "{wins:?}");
}

#[test]
fn random_games_on_small_triangles_end_as_the_reference_says() {
    let wins = random_games::<Y4>(4, 300, 7, Y4::connection_distances);
    assert_eq!(wins[0] + wins[1], 300);
    assert!(wins[0] > 0 && wins[1] > 0, "{wins:?}");
    let wins = random_games::<Y6>(6, 300, 11, Y6::connection_distances);
    assert_eq!(wins[0] + wins[1], 300);
}

#[test]
fn cells_are_named_as_openspiel_names_them_and_the_board_is_a_triangle() {
    let start = Y4::start();
    // OpenSpiel's action `x + y * size` is cell (column x, row y), named column letter then
    // row from the top: the same index and the same name.
    assert_eq!(start.parse_move("a1").unwrap().index(), 0);
    assert_eq!(start.parse_move("d1").unwrap().index(), 3);
    assert_eq!(start.parse_move("a4").unwrap().index(), 12);
    assert_eq!(start.parse_move("b3").unwrap().index(), 9);
    for outside in ["d2", "b4", "c3", "e1"] {
        assert!(start.parse_move(outside).is_err(), "{outside}");
    }
    assert_eq!(
        start.parse_move("d4").unwrap_err().to_string(),
        "malformed move `d4`: expected a cell of the triangle: a column letter a..d and a row \
         number from the top, 1..4, adding up to at most 5 with the column's number (a1, d1, a4)"
    );
    let pos = start.play_sequence("b2 a1").unwrap();
    // The text lists the triangle's 10 cells only, row by row.
    assert_eq!(pos.position_string(), "O----X---- X");
    assert_eq!(Y4::parse_position("O----X---- X").unwrap(), pos);
    assert!(Y4::parse_position("O----X----- X").is_err());
    assert_eq!(
        pos.render(),
        "   a b c d\n 1 O - - -\n 2  - X -\n 3   - -\n 4    -\nX to move\n"
    );
    // X joins the three sides along the top row (a1 and d1 are corners).
    let won = start.play_sequence("a1 a2 b1 a3 c1 a4 d1").unwrap();
    assert_eq!(won.terminal_value(), Some(-1));
    assert!(won.legal_moves().is_empty());
    // Two sides are not enough: X's chain down the left side from the top corner misses the
    // diagonal side, which b3 or the corner a4 (both next to a3) would reach.
    let two = start.play_sequence("a1 b1 a2 c1 a3").unwrap();
    assert_eq!(two.terminal_value(), None);
    assert_eq!(Y4::tactics().winning_move(&two), None);
    let next = two.play_sequence("d1").unwrap();
    assert_eq!(
        Y4::tactics()
            .winning_move(&next)
            .map(|mv| start.format_move(mv)),
        Some("b3".to_string())
    );
    assert_eq!(next.play_sequence("a4").unwrap().terminal_value(), Some(-1));
    // A position where the side to move has already joined its sides is refused.
    assert!(
        Y4::parse_position("XXXX------ X")
            .unwrap_err()
            .to_string()
            .contains("has already joined its sides")
    );
}

#[test]
fn the_19_triangle_has_190_cells_and_openspiel_s_names() {
    let start = Y::start();
    assert_eq!(start.legal_moves().len(), 190);
    assert_eq!(start.format_move(start.parse_move("s1").unwrap()), "s1");
    assert_eq!(start.parse_move("s1").unwrap().index(), 18);
    assert_eq!(start.parse_move("a19").unwrap().index(), 18 * 19);
    assert_eq!(start.parse_move("j10").unwrap().index(), 9 * 19 + 9);
    assert!(start.parse_move("k10").is_err());
    assert_eq!(start.position_string().len(), 190 + 2);
}

game! {
    /// Y on a triangle of side 6 through the general primitives: `quiet: 21` keeps it off the
    /// connection kernel.
    pub GeneralY6 { board: hex triangle 6, moves: place, win: connect, quiet: 21 }
}

game! {
    /// Y on a triangle of side 11 (66 cells), the kernel's.
    pub Y11 { board: hex triangle 11, moves: place, win: connect }
}

game! {
    /// The same through the general primitives.
    pub GeneralY11 { board: hex triangle 11, moves: place, win: connect, quiet: 66 }
}

#[test]
fn the_kernel_and_the_general_primitives_join_three_sides_alike() {
    assert!(!game_dsl_tests::played_by_pieces!(Y11));
    assert!(game_dsl_tests::played_by_pieces!(GeneralY11));
    assert_eq!(GeneralY11::start().legal_moves().len(), 66);
    assert!(GeneralY6::start().parse_move("f2").is_err());
    let mut rng = Rng(0x7936);
    let mut wins = [0; 2];
    game_dsl_tests::side_by_side::<Y6, GeneralY6>(&mut rng, 400, |kernel, general| {
        assert_eq!(general.ending(), Some(game_dsl::Ending::Connection));
        // The cells and the side to move (the general game adds its quiet count).
        assert!(
            general
                .position_string()
                .starts_with(&kernel.position_string())
        );
        wins[kernel.side_to_move().opponent().index()] += 1;
    });
    // Y has no draws.
    assert_eq!(wins[0] + wins[1], 400, "{wins:?}");
    let mut rng = Rng(0x7911);
    game_dsl_tests::side_by_side::<Y11, GeneralY11>(&mut rng, 200, |kernel, general| {
        assert_eq!(general.ending(), kernel.ending());
        assert_eq!(general.render(), kernel.render());
    });
}
