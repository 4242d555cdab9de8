//! TwixT (`moves: place then link (1, 2) { ... }`, the runtime's `game_dsl::links`): perft
//! against OpenSpiel's counts, and the declared game against a plain implementation on an
//! array of holes and a list of links along seeded random games. The automatic check against
//! OpenSpiel's random games is in `openspiel.rs`.

use game_dsl::perft::perft;
use game_dsl::{Game, GameExt, Move, Notation, Player, game};
use gamedsl::Twixt;

game! {
    /// TwixT on 6 x 6 holes, for the cross-check on a smaller board.
    pub Twixt6 {
        board: 6 x 6,
        moves: place then link (1, 2) { crossing: never, enemy_edges: closed, swap: rotate },
        win: connect,
    }
}

/// OpenSpiel's counts (`twixt(board_size=8)`), from `scripts/openspiel_perft.py twixt 4` with
/// `open-spiel` 2.0.2: 48 holes for Red; 48 for Blue, one of them the swap; ...
#[test]
fn perft_matches_openspiel() {
    for (depth, count) in [(1, 48), (2, 2_304), (3, 106_596), (4, 4_852_224)] {
        assert_eq!(perft(&Twixt::start(), depth), count, "depth {depth}");
    }
}

/// The eight knight's moves.
const KNIGHT: [(i32, i32); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];

/// TwixT on an array of holes, as its rules say it, without tables or bitboards: `holes[row *
/// size + column]` is `None` or the side's index, the links a list of pairs of holes, and a
/// new link is tested against each of them for a crossing of the two segments.
#[derive(Clone)]
struct Plain {
    size: i32,
    holes: Vec<Option<usize>>,
    links: Vec<[(i32, i32); 2]>,
    side: usize,
    ply: u32,
    first: Option<(i32, i32)>,
    won: bool,
}

impl Plain {
    fn new(size: i32) -> Plain {
        Plain {
            size,
            holes: vec![None; (size * size) as usize],
            links: Vec::new(),
            side: 0,
            ply: 0,
            first: None,
            won: false,
        }
    }

    fn at(&self, (column, row): (i32, i32)) -> Option<usize> {
        self.holes[(row * self.size + column) as usize]
    }

    fn inside(&self, (column, row): (i32, i32)) -> bool {
        (0..self.size).contains(&column) && (0..self.size).contains(&row)
    }

    /// Whether `side` may place on `hole`: not a corner, not on the other side's edges (X's are
    /// the top and bottom rows, O's the left and right columns).
    fn open(&self, side: usize, (column, row): (i32, i32)) -> bool {
        let last = self.size - 1;
        let rows = row == 0 || row == last;
        let columns = column == 0 || column == last;
        if side == 0 { !columns } else { !rows }
    }

    /// The legal holes, as `(column, row)`, in the order of the cells.
    fn moves(&self) -> Vec<(i32, i32)> {
        if self.won {
            return Vec::new();
        }
        let mut out = Vec::new();
        for row in 0..self.size {
            for column in 0..self.size {
                let hole = (column, row);
                let swap = self.ply == 1 && self.first == Some(hole) && self.open(1, hole);
                if (self.at(hole).is_none() && self.open(self.side, hole)) || swap {
                    out.push(hole);
                }
            }
        }
        out
    }

    fn play(&mut self, hole: (i32, i32)) {
        let mut hole = hole;
        if self.ply == 1 && self.first == Some(hole) {
            self.holes[(hole.1 * self.size + hole.0) as usize] = None;
            hole = (self.size - 1 - hole.1, hole.0);
        }
        if self.ply == 0 {
            self.first = Some(hole);
        }
        self.holes[(hole.1 * self.size + hole.0) as usize] = Some(self.side);
        for (dx, dy) in KNIGHT {
            let other = (hole.0 + dx, hole.1 + dy);
            if self.inside(other)
                && self.at(other) == Some(self.side)
                && !self
                    .links
                    .iter()
                    .any(|&[a, b]| crosses([hole, other], [a, b]))
            {
                self.links.push([hole, other]);
            }
        }
        self.won = self.joins(self.side);
        self.side = 1 - self.side;
        self.ply += 1;
    }

    /// Whether `side`'s pegs join its edges through links: a search from its first edge.
    fn joins(&self, side: usize) -> bool {
        let near = |(column, row): (i32, i32)| if side == 0 { row == 0 } else { column == 0 };
        let far = |(column, row): (i32, i32)| {
            let last = self.size - 1;
            if side == 0 {
                row == last
            } else {
                column == last
            }
        };
        let mut seen: Vec<(i32, i32)> = Vec::new();
        let mut stack: Vec<(i32, i32)> = (0..self.size * self.size)
            .map(|i| (i % self.size, i / self.size))
            .filter(|&h| self.at(h) == Some(side) && near(h))
            .collect();
        while let Some(h) = stack.pop() {
            if seen.contains(&h) {
                continue;
            }
            seen.push(h);
            if far(h) {
                return true;
            }
            for &[a, b] in &self.links {
                if a == h {
                    stack.push(b);
                } else if b == h {
                    stack.push(a);
                }
            }
        }
        false
    }

    /// The value for the side to move at the end: a loss when the last move joined, a draw
    /// when the side to move has no hole.
    fn value(&self) -> Option<i32> {
        if self.won {
            Some(-1)
        } else if self.moves().is_empty() {
            Some(0)
        } else {
            None
        }
    }
}

/// Whether two segments cross at a point inside both.
fn crosses([p1, p2]: [(i32, i32); 2], [q1, q2]: [(i32, i32); 2]) -> bool {
    let turn = |o: (i32, i32), a: (i32, i32), b: (i32, i32)| {
        ((a.0 - o.0) * (b.1 - o.1) - (a.1 - o.1) * (b.0 - o.0)).signum()
    };
    turn(p1, p2, q1) * turn(p1, p2, q2) < 0 && turn(q1, q2, p1) * turn(q1, q2, p2) < 0
}

/// Plays seeded random games of `G` and of the plain implementation side by side, comparing
/// the moves, the links and the result at every position; returns the games won by each side
/// and drawn, and the swaps played.
fn cross_check<G: Game<Move = Move> + Notation>(size: i32, games: u32, seed: u64) -> [u32; 4] {
    let mut rng = seed;
    let mut next = move || {
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        rng
    };
    let mut counts = [0; 4];
    for game in 0..games {
        let mut pos = G::start();
        let mut plain = Plain::new(size);
        loop {
            let moves: Vec<(i32, i32)> = pos
                .legal_moves()
                .iter()
                .map(|m| (m.index() as i32 % size, m.index() as i32 / size))
                .collect();
            assert_eq!(
                moves,
                plain.moves(),
                "game {game}: {}",
                pos.position_string()
            );
            let mut links: Vec<[(i32, i32); 2]> = plain
                .links
                .iter()
                .map(|&[a, b]| {
                    if (a.1, a.0) < (b.1, b.0) {
                        [a, b]
                    } else {
                        [b, a]
                    }
                })
                .collect();
            links.sort_by_key(|&[a, b]| (a.1, a.0, b.1, b.0));
            let declared: Vec<[(i32, i32); 2]> = pos
                .links()
                .into_iter()
                .map(|[a, b]| {
                    let hole = |c: usize| (c as i32 % size, c as i32 / size);
                    [hole(a), hole(b)]
                })
                .collect();
            assert_eq!(declared, links, "game {game}: {}", pos.position_string());
            assert_eq!(pos.terminal_value(), plain.value(), "game {game}");
            if moves.is_empty() {
                counts[game_dsl_tests::first_player_outcome(
                    plain.value().unwrap(),
                    plain.side == 0,
                )] += 1;
                break;
            }
            let i = (next() % moves.len() as u64) as usize;
            if plain.ply == 1 && plain.first == Some(moves[i]) {
                counts[3] += 1;
            }
            let mv = pos.legal_moves()[i];
            pos.play(mv);
            plain.play(moves[i]);
            assert_eq!(
                G::parse_position(&pos.position_string()).unwrap().key(),
                pos.key(),
                "game {game}: the position's text reads back"
            );
        }
    }
    counts
}

#[test]
fn the_declared_game_plays_as_the_plain_one_on_8_x_8() {
    let [x, o, draws, swaps] = cross_check::<Twixt>(8, 300, 0x9e37_79b9_7f4a_7c15);
    assert!(
        x > 0 && o > 0 && draws > 0 && swaps > 0,
        "{x} {o} {draws} {swaps}"
    );
}

#[test]
fn the_declared_game_plays_as_the_plain_one_on_6_x_6() {
    let [x, o, draws, swaps] = cross_check::<Twixt6>(6, 1000, 7);
    assert!(
        x > 0 && o > 0 && draws > 0 && swaps > 0,
        "{x} {o} {draws} {swaps}"
    );
}

#[test]
fn the_swap_takes_the_first_peg_turned_a_quarter() {
    // Red c5 (column c, row 5 from the top); Blue swaps: its peg stands on d3, and Red moves.
    let pos = Twixt::start().play_sequence("c5 c5").unwrap();
    assert_eq!(
        pos.position_string(),
        "-----------------O------------------------------------------ X"
    );
    assert_eq!(pos.side_to_move(), Player::First);
    // A first peg on Red's own edge is no swap: c1 is not Blue's to take.
    let pos = Twixt::start().play_sequence("c1").unwrap();
    assert!(pos.parse_legal_move("c1").is_err());
}

#[test]
fn a_link_is_not_made_across_another() {
    // Red's c3-d5 stands; Blue's b4 and d3 are a knight's move apart, but b4-d3 would cross it.
    let pos = Twixt::start().play_sequence("c3 b4 d5 d3").unwrap();
    assert_eq!(pos.links(), [[18, 35]]);
    // The same link written in a position is refused.
    let text = format!("{} b4d3", pos.position_string());
    let error = Twixt::parse_position(&text).unwrap_err().to_string();
    assert!(error.contains("crosses another link"), "{error}");
}

#[test]
fn a_chain_from_edge_to_edge_wins() {
    let pos = Twixt::start()
        .play_sequence("b1 a2 c3 a3 b5 a4 c7 a5 e8")
        .unwrap();
    assert_eq!(pos.terminal_value(), Some(-1));
    assert_eq!(pos.ending(), Some(game_dsl::Ending::Connection));
    assert!(pos.legal_moves().is_empty());
}
