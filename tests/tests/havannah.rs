//! Havannah (`board: hex hexagon N`, `win: ring or connect 2 of corners or connect 3 of edges`):
//! the bitboard game checked against a plain reference over an array of cells, written from
//! OpenSpiel's `havannah` (its corners and edges in its own coordinates, its ring search: a walk
//! along the mover's stones that turns by at most 60 degrees at each step and comes back), by
//! perft counts, by random games played to the end, by positions won by each shape, and its
//! notation.

use game_dsl::perft::perft;
use game_dsl::{Game, GameExt, Move, Notation, Player, Tactics, game};
use game_dsl_tests::rng::Rng;
use gamedsl::Havannah;

mod common;
use common::{Plain, plain_perft};

game! {
    /// Havannah on a hexagon of side 3 (19 cells).
    pub Havannah3 {
        board: hex hexagon 3,
        moves: place,
        win: ring or connect 2 of corners or connect 3 of edges,
    }
}

game! {
    /// Havannah on a hexagon of side 4 (37 cells).
    pub Havannah4 {
        board: hex hexagon 4,
        moves: place,
        win: ring or connect 2 of corners or connect 3 of edges,
    }
}

game! {
    /// Bridges and forks without rings, on side 5: the engine's tactics are generated.
    pub NoRing5 {
        board: hex hexagon 5,
        moves: place,
        win: connect 3 of edges or connect 2 of corners,
    }
}

/// How a reference game was won.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Shape {
    Ring,
    Bridge,
    Fork,
}

/// Havannah on an array of cells, as OpenSpiel plays it. Cell `row * d + column` of the
/// `d = 2n - 1` square is OpenSpiel's `(x, y) = (column, d - 1 - row)`; it is on the board when
/// `|x - y| < n`.
#[derive(Clone)]
struct Reference {
    n: i32,
    rings: bool,
    cells: Vec<Option<Player>>,
    side: Player,
    won: Option<(Player, Shape)>,
    full: bool,
}

/// OpenSpiel's six directions, clockwise in its `(x, y)`.
const DIRECTIONS: [(i32, i32); 6] = [(-1, -1), (0, -1), (1, 0), (1, 1), (0, 1), (-1, 0)];

impl Reference {
    fn new(n: i32, rings: bool) -> Reference {
        let d = (2 * n - 1) as usize;
        Reference {
            n,
            rings,
            cells: vec![None; d * d],
            side: Player::First,
            won: None,
            full: false,
        }
    }

    fn d(&self) -> i32 {
        2 * self.n - 1
    }

    /// The cell at OpenSpiel's `(x, y)`, if on the board.
    fn at(&self, x: i32, y: i32) -> Option<usize> {
        let d = self.d();
        let on = (0..d).contains(&x) && (0..d).contains(&y) && (x - y).abs() < self.n;
        on.then(|| ((d - 1 - y) * d + x) as usize)
    }

    fn xy(&self, cell: usize) -> (i32, i32) {
        let d = self.d() as usize;
        ((cell % d) as i32, self.d() - 1 - (cell / d) as i32)
    }

    /// OpenSpiel's corner bits of a cell.
    fn corner(&self, cell: usize) -> u8 {
        let (x, y) = self.xy(cell);
        let (m, e) = (self.n - 1, 2 * (self.n - 1));
        [(0, 0), (m, 0), (e, m), (e, e), (m, e), (0, m)]
            .iter()
            .enumerate()
            .filter(|&(_, &p)| p == (x, y))
            .fold(0, |bits, (i, _)| bits | 1 << i)
    }

    /// OpenSpiel's edge bits of a cell (corners are on none).
    fn edge(&self, cell: usize) -> u8 {
        let (x, y) = self.xy(cell);
        let (m, e) = (self.n - 1, 2 * (self.n - 1));
        let on = [
            y == 0 && x != 0 && x != m,
            x - y == m && x != m && x != e,
            x == e && y != m && y != e,
            y == e && x != e && x != m,
            y - x == m && x != m && x != 0,
            x == 0 && y != m && y != 0,
        ];
        on.iter()
            .enumerate()
            .filter(|(_, on)| **on)
            .fold(0, |bits, (i, _)| bits | 1 << i)
    }

    fn neighbour(&self, cell: usize, direction: usize) -> Option<usize> {
        let (x, y) = self.xy(cell);
        let (dx, dy) = DIRECTIONS[direction];
        self.at(x + dx, y + dy)
    }

    /// The corners and edges the group through `cell` touches, as bits.
    fn group_regions(&self, cell: usize) -> (u8, u8) {
        let player = self.cells[cell];
        let mut seen = vec![false; self.cells.len()];
        let mut stack = vec![cell];
        seen[cell] = true;
        let (mut corners, mut edges) = (0, 0);
        while let Some(at) = stack.pop() {
            corners |= self.corner(at);
            edges |= self.edge(at);
            for direction in 0..6 {
                if let Some(next) = self.neighbour(at, direction)
                    && !seen[next]
                    && self.cells[next] == player
                {
                    seen[next] = true;
                    stack.push(next);
                }
            }
        }
        (corners, edges)
    }

    /// OpenSpiel's ring search: from `cell`, along the mover's stones, in the directions
    /// `left..=right`, each step turning by at most one direction; a ring when the walk meets a
    /// cell already on it.
    fn ring_walk(&self, cell: usize, left: i32, right: i32, marks: &mut [bool]) -> bool {
        if self.cells[cell] != Some(self.side) {
            return false;
        }
        if marks[cell] {
            return true;
        }
        marks[cell] = true;
        let mut found = false;
        for i in left..=right {
            let direction = (i + 6) % 6;
            if let Some(next) = self.neighbour(cell, direction as usize)
                && self.ring_walk(next, direction - 1, direction + 1, marks)
            {
                found = true;
                break;
            }
        }
        marks[cell] = false;
        found
    }

    /// The empty cells where the side to move would win at once.
    fn winning_cells(&self) -> Vec<usize> {
        self.legal()
            .into_iter()
            .filter(|&cell| {
                let mut after = self.clone();
                after.play(cell);
                after.won.is_some()
            })
            .collect()
    }
}

impl Plain for Reference {
    type Move = usize;

    /// The empty cells, in increasing order; none once the game is over.
    fn legal(&self) -> Vec<usize> {
        if self.won.is_some() || self.full {
            return Vec::new();
        }
        (0..self.cells.len())
            .filter(|&cell| {
                let (x, y) = self.xy(cell);
                self.at(x, y).is_some() && self.cells[cell].is_none()
            })
            .collect()
    }

    fn play(&mut self, cell: usize) {
        self.cells[cell] = Some(self.side);
        let (corners, edges) = self.group_regions(cell);
        let own_neighbours = (0..6)
            .filter(|&d| {
                self.neighbour(cell, d)
                    .is_some_and(|next| self.cells[next] == Some(self.side))
            })
            .count();
        let ring = self.rings
            && own_neighbours >= 2
            && self.ring_walk(cell, 0, 3, &mut vec![false; self.cells.len()]);
        if ring {
            self.won = Some((self.side, Shape::Ring));
        } else if corners.count_ones() >= 2 {
            self.won = Some((self.side, Shape::Bridge));
        } else if edges.count_ones() >= 3 {
            self.won = Some((self.side, Shape::Fork));
        } else if self.legal().is_empty() {
            self.full = true;
        }
        self.side = self.side.opponent();
    }
}

#[test]
fn perft_on_the_side_8_hexagon_matches_the_reference() {
    let reference = Reference::new(8, true);
    for (depth, expected) in [(1, 169), (2, 28_392), (3, 4_741_464)] {
        assert_eq!(perft(&Havannah::start(), depth), expected, "depth {depth}");
        assert_eq!(plain_perft(&reference, depth), expected, "depth {depth}");
    }
}

#[test]
fn perft_on_the_side_3_hexagon_matches_the_reference_past_the_first_wins() {
    // Two corners of side 3 are three cells apart along an edge: X's third stone, at ply 5,
    // can make a bridge, so depth 6 counts fewer sequences than 19 * 18 * 17 * 16 * 15 * 14.
    let reference = Reference::new(3, true);
    for depth in 1..=6 {
        assert_eq!(
            perft(&Havannah3::start(), depth),
            plain_perft(&reference, depth),
            "depth {depth}"
        );
    }
    assert_eq!(perft(&Havannah3::start(), 5), 19 * 18 * 17 * 16 * 15);
    assert!(perft(&Havannah3::start(), 6) < 19 * 18 * 17 * 16 * 15 * 14);
}

/// Plays `games` random games of `G` to the end beside the reference, comparing at every ply
/// the legal moves, the end and its result, the position's text and, where the game has them,
/// the tactics' winning move. Returns the games ended by each shape and the draws.
fn random_games<G: Notation<Move = Move>>(
    n: i32,
    rings: bool,
    games: usize,
    seed: u64,
) -> [usize; 4] {
    let mut rng = Rng(seed);
    let mut ends = [0; 4];
    for _ in 0..games {
        let mut pos = G::start();
        let mut reference = Reference::new(n, rings);
        loop {
            let legal: Vec<usize> = pos.legal_moves().iter().map(|mv| mv.index()).collect();
            assert_eq!(legal, reference.legal(), "{}", pos.position_string());
            let again = G::parse_position(&pos.position_string()).unwrap();
            assert_eq!(again.position_string(), pos.position_string());
            if let Some((winner, shape)) = reference.won {
                assert_eq!(
                    pos.terminal_value(),
                    Some(-1),
                    "{shape:?}: {}",
                    pos.position_string()
                );
                assert_eq!(winner, pos.side_to_move().opponent());
                ends[shape as usize] += 1;
                break;
            }
            if reference.full {
                assert_eq!(pos.terminal_value(), Some(0));
                ends[3] += 1;
                break;
            }
            assert_eq!(pos.terminal_value(), None, "{}", pos.position_string());
            if !rings {
                assert_eq!(
                    G::tactics().winning_move(&pos).map(|mv| mv.index()),
                    reference.winning_cells().first().copied(),
                    "{}",
                    pos.position_string()
                );
            }
            let cell = legal[rng.below(legal.len())];
            pos = pos.after(Move::new(cell as u16));
            reference.play(cell);
        }
    }
    ends
}

#[test]
fn random_games_on_the_side_8_hexagon_end_as_the_reference_says() {
    let [rings, bridges, forks, draws] = random_games::<Havannah>(8, true, 300, 0x9e37_79b9);
    println!("side 8: {rings} rings, {bridges} bridges, {forks} forks, {draws} draws");
    assert_eq!(rings + bridges + forks + draws, 300);
    assert!(
        rings > 0 && bridges > 0 && forks > 0,
        "{rings} {bridges} {forks}"
    );
}

#[test]
fn random_games_on_small_hexagons_end_as_the_reference_says() {
    let [rings, bridges, forks, draws] = random_games::<Havannah4>(4, true, 2000, 7);
    println!("side 4: {rings} rings, {bridges} bridges, {forks} forks, {draws} draws");
    assert_eq!(rings + bridges + forks + draws, 2000);
    assert!(
        rings > 0 && bridges > 0 && forks > 0,
        "{rings} {bridges} {forks}"
    );
    let ends = random_games::<Havannah3>(3, true, 2000, 11);
    println!("side 3: rings, bridges, forks, draws {ends:?}");
    // A full board with no shape: some random games of side 3 end drawn.
    assert!(ends[3] > 0, "{ends:?}");
    assert_eq!(ends.iter().sum::<usize>(), 2000);
    let [rings, bridges, forks, _] = random_games::<NoRing5>(5, false, 300, 13);
    assert_eq!(rings, 0);
    assert!(bridges > 0 && forks > 0, "{bridges} {forks}");
}

/// Plays `moves` (X's and O's in turn) and says whether each ply ended the game.
fn ends_after(moves: &str) -> Vec<Option<i32>> {
    let mut pos = Havannah::start();
    moves
        .split_whitespace()
        .map(|text| {
            let mv = pos.parse_move(text).unwrap();
            assert!(pos.legal_moves().contains(&mv), "{text} in {moves}");
            pos = pos.after(mv);
            pos.terminal_value()
        })
        .collect()
}

/// X's cells interleaved with O's, X first.
fn interleave(x: &str, o: &str) -> String {
    let (x, o): (Vec<&str>, Vec<&str>) = (
        x.split_whitespace().collect(),
        o.split_whitespace().collect(),
    );
    let mut out = Vec::new();
    for (i, cell) in x.iter().enumerate() {
        out.push(*cell);
        if let Some(reply) = o.get(i).filter(|_| i + 1 < x.len()) {
            out.push(*reply);
        }
    }
    out.join(" ")
}

/// O's quiet replies: cells of the lower half, two apart, that make no shape; after X's last
/// stone O does not reply.
const O_QUIET: &str = "b14 d14 f14 b12 d12 f12 h12 j12 b10 d10 f10 h10 j10 l10";

/// Whether only the last ply of `moves` ended the game, won by its maker.
fn won_at_last(moves: &str) -> bool {
    let ends = ends_after(moves);
    let (last, before) = ends.split_last().unwrap();
    before.iter().all(Option::is_none) && *last == Some(-1)
}

#[test]
fn a_ring_a_bridge_and_a_fork_each_win() {
    // A ring: the six cells around i8, X's last stone closing it.
    assert!(won_at_last(&interleave("j8 h8 i9 i7 j7 h9", O_QUIET)));
    // The same ring around an O stone, and around an X stone: any cells may be inside.
    let o_inside = format!("j8 i8 {}", interleave("h8 i9 i7 j7 h9", O_QUIET));
    assert!(won_at_last(&o_inside));
    assert!(won_at_last(&interleave("i8 j8 h8 i9 i7 j7 h9", O_QUIET)));
    // A ring around two cells, i8 and j8: eight stones.
    assert!(won_at_last(&interleave("h8 i7 j7 k7 k8 j9 i9 h9", O_QUIET)));
    // A bridge: the top edge from corner h1 to corner o1.
    assert!(won_at_last(&interleave("h1 i1 j1 k1 l1 m1 n1 o1", O_QUIET)));
    // A fork: row 4 from the upper-left edge (e4) to the right edge (o4), then up to the top
    // edge at k1.
    assert!(won_at_last(&interleave(
        "e4 f4 g4 h4 i4 j4 k4 l4 m4 n4 o4 k3 k2 k1",
        O_QUIET
    )));
}

#[test]
fn near_shapes_do_not_win() {
    // Five of the six cells around i8: the ring is open at h9.
    assert!(no_ply_ends_the_game("j8 h8 i9 i7 j7"));
    // Three stones around one cell meet each other: a triangle encloses no cell.
    assert!(no_ply_ends_the_game("i8 j8 i9"));
    // Around the corner h1, its three neighbours on the board: the corner is on the border,
    // nothing encloses it, and the stones touch no corner.
    assert!(no_ply_ends_the_game("i1 h2 g2"));
    // Two edges joined (the row from e4 to o4) are not a fork; a corner and an edge are not a
    // bridge (h1 with the top edge).
    assert!(no_ply_ends_the_game("e4 f4 g4 h4 i4 j4 k4 l4 m4 n4 o4"));
    assert!(no_ply_ends_the_game("h1 i1 j1"));
    // The corner cells count for no edge: the top edge's cells i1..n1 and the corner o1 with
    // the right edge's o2 and o3 touch two edges and a corner.
    assert!(no_ply_ends_the_game("i1 j1 k1 l1 m1 n1 o1 o2 o3"));
}

/// Whether X's `moves`, O answering with its quiet moves, end the game at no ply.
fn no_ply_ends_the_game(moves: &str) -> bool {
    ends_after(&interleave(moves, O_QUIET))
        .iter()
        .all(Option::is_none)
}

#[test]
fn cells_are_named_by_column_and_row_from_the_top() {
    let start = Havannah::start();
    assert_eq!(start.legal_moves().len(), 169);
    // The six corners: (7, 0), (14, 0), (14, 7), (7, 14), (0, 14), (0, 7) of the 15 x 15
    // rhombus.
    for (name, index) in [
        ("h1", 7),
        ("o1", 14),
        ("o8", 7 * 15 + 14),
        ("h15", 14 * 15 + 7),
        ("a15", 14 * 15),
        ("a8", 7 * 15),
    ] {
        assert_eq!(start.parse_move(name).unwrap().index(), index, "{name}");
        assert_eq!(start.format_move(Move::new(index as u16)), name);
    }
    for outside in ["a1", "g1", "a7", "o9", "i15", "p1"] {
        assert!(start.parse_move(outside).is_err(), "{outside}");
    }
    assert_eq!(start.position_string().len(), 169 + 2);
    // A won position reads back as over; one where the side to move has already made a shape
    // is refused.
    let won = start
        .play_sequence("h1 b14 i1 d14 j1 f14 k1 b12 l1 d12 m1 f12 n1 j12 o1")
        .unwrap();
    assert_eq!(won.terminal_value(), Some(-1));
    let text = won.position_string();
    assert_eq!(
        Havannah::parse_position(&text).unwrap().terminal_value(),
        Some(-1)
    );
    let x_to_move = format!("{}X", &text[..text.len() - 1]);
    let error = Havannah::parse_position(&x_to_move)
        .unwrap_err()
        .to_string();
    assert!(
        error.contains("has already made a winning shape"),
        "{error}"
    );
}

#[test]
fn the_tactics_find_bridges_and_forks() {
    // Side 5 without rings: corners e1, i1, i5, e9, a9, a5. X holds the corner e1 and the top
    // edge f1 g1 h1: the corner i1 makes a bridge.
    let start = NoRing5::start();
    let pos = start.play_sequence("e1 b8 f1 d8 g1 f8 h1 c8").unwrap();
    let won = NoRing5::tactics().winning_move(&pos);
    assert_eq!(won.map(|mv| start.format_move(mv)).as_deref(), Some("i1"));
    // O to move instead: it must take i1, the one cell where X would win.
    let pos = start.play_sequence("e1 b8 f1 d8 g1 f8 h1").unwrap();
    let mut moves = Default::default();
    assert!(NoRing5::tactics().non_losing_moves(&pos, &mut moves));
    let moves: Vec<String> = moves.iter().map(|&mv| start.format_move(mv)).collect();
    assert_eq!(moves, ["i1"]);
}

/// The conformance harness (`game_dsl_tests::conformance`): positions read back from their text,
/// keys, bounds, searches agreeing with plain minimax, the tactics against playing each move.
#[test]
fn havannah_conforms_to_the_game_contract() {
    use game_dsl_tests::conformance::{Walk, check};
    let report = check::<Havannah>(
        &[],
        Walk {
            depth: 1,
            playouts: 20,
            seed: 2024,
        },
    );
    assert!(report.finished >= 20, "{report:?}");
    let report = check::<Havannah3>(
        &[],
        Walk {
            depth: 3,
            playouts: 60,
            seed: 2024,
        },
    );
    assert!(report.finished >= 60, "{report:?}");
    let report = check::<NoRing5>(
        &[],
        Walk {
            depth: 2,
            playouts: 60,
            seed: 2024,
        },
    );
    // Without rings the tactics are generated, and checked against playing each move.
    assert!(
        report.wins_in_one > 0 && report.non_losing > 0,
        "{report:?}"
    );
}

game! {
    /// Havannah on side 4 through the general primitives: `quiet: 37` (a draw after 37 plies
    /// without a capture, which a full board reaches anyway) keeps it off the connection
    /// kernel.
    pub GeneralHavannah4 {
        board: hex hexagon 4,
        moves: place,
        win: ring or connect 2 of corners or connect 3 of edges,
        quiet: 37,
    }
}

game! {
    /// Havannah on side 6 (91 cells in an 11 x 11 rhombus), the kernel's.
    pub Havannah6 {
        board: hex hexagon 6,
        moves: place,
        win: ring or connect 2 of corners or connect 3 of edges,
    }
}

game! {
    /// The same through the general primitives.
    pub GeneralHavannah6 {
        board: hex hexagon 6,
        moves: place,
        win: ring or connect 2 of corners or connect 3 of edges,
        quiet: 91,
    }
}

game! {
    /// Stones placed, or stepped to a neighbouring hexagon, that win by Havannah's shapes: no
    /// kernel has it.
    pub SteppingHavannah {
        board: hex hexagon 4,
        moves: [place, step all],
        win: ring or connect 2 of corners or connect 3 of edges,
        limit: 60,
    }
}

#[test]
fn the_kernel_and_the_general_primitives_make_the_same_shapes() {
    assert!(!game_dsl_tests::played_by_pieces!(Havannah6));
    assert!(game_dsl_tests::played_by_pieces!(GeneralHavannah6));
    assert_eq!(GeneralHavannah4::start().legal_moves().len(), 37);
    assert_eq!(GeneralHavannah6::start().legal_moves().len(), 91);
    // A cell of the rhombus off the hexagon is not a cell of the game.
    assert!(GeneralHavannah4::start().parse_move("a1").is_err());
    assert!(GeneralHavannah4::start().parse_move("d1").is_ok());
    for [x, o, draws] in [
        game_dsl_tests::outcomes_side_by_side::<Havannah4, GeneralHavannah4>(400, 0x6861_7634),
        game_dsl_tests::outcomes_side_by_side::<Havannah6, GeneralHavannah6>(200, 0x6861_7636),
    ] {
        println!("X won {x}, O won {o}, {draws} drawn");
        assert!(x > 0 && o > 0, "X won {x}, O won {o}");
    }
}

#[test]
fn stones_that_step_make_rings_on_hexagons() {
    let start = SteppingHavannah::start();
    assert_eq!(start.legal_moves().len(), 37);
    // X's stone in the centre (d4) steps to any of its six neighbours, or X places another.
    let centre = start.play_sequence("d4 a7").unwrap();
    let steps: Vec<String> = game_dsl_tests::sorted_moves(&centre)
        .into_iter()
        .filter(|mv| mv.len() == 4)
        .collect();
    assert_eq!(steps, ["d4c4", "d4c5", "d4d3", "d4d5", "d4e3", "d4e4"]);
    assert_eq!(centre.legal_moves().len(), 35 + 6);
    // Five stones around d4, and a sixth stepped into place from e2, close a ring.
    let ring = SteppingHavannah::start()
        .play_sequence("c4 a7 c5 b7 d5 a6 e4 b6 e3 c7 e2")
        .unwrap();
    assert_eq!(ring.terminal_value(), None);
    let closed = ring.play_sequence("b5 e2d3").unwrap();
    assert_eq!(closed.terminal_value(), Some(-1));
    assert_eq!(closed.ending(), Some(game_dsl::Ending::Connection));
    // A ring around d4 that one step opens again is no longer a win once broken: the same
    // stones, d3 left empty, are not a ring.
    assert_eq!(
        ring.play_sequence("b5 e2e1").unwrap().terminal_value(),
        None
    );
}
