//! Hex (`win: connect`): the first player wins on every board; which openings win on 3 x 3 and
//! 4 x 4, found by the solver and checked by a second method; the bitboard connection test and
//! distances checked against a plain search over cells.

use game_dsl::engine::Engine;
use game_dsl::score::Verdict;
use game_dsl::search::Algorithm;
use game_dsl::{Game, GameExt, Notation, Player, Tactics, game};
use game_dsl_tests::rng::Rng;
use gamedsl::{Hex, Hex5};

game! {
    /// Hex on 3 x 3.
    pub Hex3 { board: 3 x 3, moves: place, win: connect, eval: distance 10 }
}

game! {
    /// Hex on 4 x 4.
    pub Hex4 { board: 4 x 4, moves: place, win: connect, eval: distance 10 }
}

game! {
    /// Hex on a rectangle: X joins the 3 rows' ends, O the 4 columns' ends.
    pub Hex4x3 { board: 4 x 3, moves: place, win: connect }
}

/// The openings after which the first player wins, by the solver.
fn winning_openings<G: Notation>() -> Vec<String> {
    let start = G::start();
    let mut engine = Engine::<G>::with_table_bytes(1 << 24);
    start
        .legal_moves()
        .iter()
        .filter(|&&mv| engine.solve(&start.after(mv)).score < 0)
        .map(|&mv| start.format_move(mv))
        .collect()
}

/// The openings after which the first player wins, by a search without a table.
fn winning_openings_by<G: Notation>(algorithm: Algorithm) -> Vec<String> {
    let start = G::start();
    start
        .legal_moves()
        .iter()
        .filter(
            |&&mv| match algorithm.search(&start.after(mv), 100).verdict::<G>() {
                Verdict::Proven { value, .. } => value < 0,
                other => panic!("not solved: {other:?}"),
            },
        )
        .map(|&mv| start.format_move(mv))
        .collect()
}

#[test]
fn on_3x3_the_short_diagonal_and_the_cells_beside_the_centre_win() {
    let solved = winning_openings::<Hex3>();
    assert_eq!(solved, ["c1", "a2", "b2", "c2", "a3"]);
    assert_eq!(winning_openings_by::<Hex3>(Algorithm::Minimax), solved);
}

#[test]
fn on_4x4_the_short_diagonal_wins() {
    let solved = winning_openings::<Hex4>();
    assert_eq!(solved, ["d1", "c2", "b3", "a4"]);
    assert_eq!(winning_openings_by::<Hex4>(Algorithm::AlphaBeta), solved);
}

#[test]
fn the_first_player_wins_on_every_board_up_to_5x5() {
    assert!(Engine::<Hex3>::new().solve(&Hex3::start()).score > 0);
    assert!(Engine::<Hex4>::new().solve(&Hex4::start()).score > 0);
    let solved = Engine::<Hex5>::new().solve(&Hex5::start());
    assert!(solved.score > 0);
    // The move named is a winning opening: solved afresh, the position after it is lost for O.
    // So is the centre, as on every board of odd size solved so far (Hayward and Toft, "Hex:
    // The Full Story", 2019).
    let start = Hex5::start();
    let named = start.format_move(solved.best_move.unwrap());
    for opening in [named.as_str(), "c3"] {
        let after = start.play_sequence(opening).unwrap();
        let reply = Engine::<Hex5>::new().solve(&after);
        assert!(reply.complete && reply.score < 0, "{opening}: {reply:?}");
    }
}

#[test]
fn moves_are_squares_and_the_drawing_is_a_rhombus() {
    let pos = Hex3::start().play_sequence("b2 a1").unwrap();
    assert_eq!(pos.position_string(), "O---X---- X");
    assert_eq!(
        pos.render(),
        "   a b c\n 1 O - -\n 2  - X -\n 3   - - -\nX to move\n"
    );
    assert!(Hex3::start().parse_move("d1").is_err());
    // X joins the top and bottom rows along a column; O the left and right columns.
    let won = Hex3::start().play_sequence("b1 a2 b2 a3 b3").unwrap();
    assert_eq!(won.terminal_value(), Some(-1));
    assert!(won.legal_moves().is_empty());
    let won = Hex3::start().play_sequence("a1 a2 b1 b2 a3 c2").unwrap();
    assert_eq!(won.terminal_value(), Some(-1));
    assert_eq!(won.side_to_move(), Player::First);
    // c1 and a2 touch b1... but a1-b2 is not an edge: a1 b2 c3 is no chain for X.
    let apart = Hex3::start().play_sequence("a1 c1 b2 a3 c3").unwrap();
    assert_eq!(apart.terminal_value(), None);
    // X has joined the top and bottom rows along column a: the game is over, and X cannot be
    // the one to move.
    assert_eq!(
        Hex3::parse_position("XO-X--XO- O")
            .unwrap()
            .terminal_value(),
        Some(-1)
    );
    let err = Hex3::parse_position("XO-XO-X-O X").unwrap_err();
    assert!(
        err.to_string().contains("has already joined its sides"),
        "{err}"
    );
}

/// The six neighbours of a cell, by coordinates.
fn neighbours(cell: usize, width: usize, height: usize) -> Vec<usize> {
    let (c, r) = ((cell % width) as i32, (cell / width) as i32);
    [(1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1)]
        .iter()
        .map(|(dc, dr)| (c + dc, r + dr))
        .filter(|&(c, r)| (0..width as i32).contains(&c) && (0..height as i32).contains(&r))
        .map(|(c, r)| r as usize * width + c as usize)
        .collect()
}

/// The fewest empty cells `player` must fill to join its sides, by a 0-1 breadth-first search
/// over cells (own stones cost 0, empty cells 1, the opponent's block); `None` if it cannot.
fn distance(
    owner: impl Fn(usize) -> Option<Player>,
    player: Player,
    width: usize,
    height: usize,
) -> Option<u32> {
    let cells = width * height;
    let first = player == Player::First;
    let on_start = |cell: usize| {
        if first {
            cell < width
        } else {
            cell.is_multiple_of(width)
        }
    };
    let on_goal = |cell: usize| {
        if first {
            cell / width == height - 1
        } else {
            cell % width == width - 1
        }
    };
    let cost = |cell: usize| match owner(cell) {
        Some(p) if p == player => Some(0),
        Some(_) => None,
        None => Some(1),
    };
    let mut best = vec![u32::MAX; cells];
    let mut queue = std::collections::VecDeque::new();
    for cell in (0..cells).filter(|&c| on_start(c)) {
        if let Some(c) = cost(cell) {
            best[cell] = c;
            if c == 0 {
                queue.push_front(cell);
            } else {
                queue.push_back(cell);
            }
        }
    }
    while let Some(cell) = queue.pop_front() {
        for next in neighbours(cell, width, height) {
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
    (0..cells)
        .filter(|&c| on_goal(c))
        .map(|c| best[c])
        .min()
        .filter(|&d| d != u32::MAX)
}

#[test]
fn the_bitboard_rules_agree_with_a_search_over_cells() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut positions = 0;
    for _ in 0..300 {
        let mut pos = Hex::start();
        while !pos.is_over() {
            let side = pos.side_to_move();
            let (mine, theirs) = pos.connection_distances();
            let owner = |cell| pos.owner(cell);
            assert_eq!(
                Some(mine as u32),
                distance(owner, side, 7, 7),
                "{}",
                pos.position_string()
            );
            match distance(owner, side.opponent(), 7, 7) {
                Some(d) => assert_eq!(theirs as u32, d, "{}", pos.position_string()),
                None => assert!(theirs > 49),
            }
            positions += 1;
            let moves = pos.legal_moves();
            let mv = moves[rng.below(moves.len())];
            let mover = pos.side_to_move();
            pos.play(mv);
            // The game is over exactly when the mover's stones join its sides.
            let joined = distance(|cell| pos.owner(cell), mover, 7, 7) == Some(0);
            assert_eq!(pos.is_over(), joined, "{}", pos.position_string());
        }
        // Hex has no draws: the last mover has won.
        assert_eq!(pos.terminal_value(), Some(-1));
    }
    assert!(positions > 300 * 20);
    // And on a rectangle.
    for _ in 0..100 {
        let mut pos = Hex4x3::start();
        while !pos.is_over() {
            let moves = pos.legal_moves();
            let mover = pos.side_to_move();
            pos.play(moves[rng.below(moves.len())]);
            let joined = distance(|cell| pos.owner(cell), mover, 4, 3) == Some(0);
            assert_eq!(pos.is_over(), joined, "{}", pos.position_string());
        }
        assert_eq!(pos.terminal_value(), Some(-1));
    }
}

#[test]
fn the_tactics_find_the_connecting_cells() {
    // X (to move) has b1 and b3 on a 3 x 3 board, O a2: b2 joins them.
    let pos = Hex3::parse_position("-X-O---X- X").unwrap();
    assert_eq!(
        Hex3::tactics()
            .winning_move(&pos)
            .map(|mv| pos.format_move(mv)),
        Some("b2".into())
    );
    // c2 joins b3 and threatens both b2 and c1.
    assert_eq!(
        Hex3::tactics().threats_after(&pos, pos.parse_move("c2").unwrap()),
        2
    );
    // O to move must take that cell.
    let pos = Hex3::parse_position("-X-O---X- O").unwrap();
    let mut moves = <Hex3 as Game>::Moves::default();
    assert!(Hex3::tactics().non_losing_moves(&pos, &mut moves));
    let names: Vec<String> = moves.iter().map(|&m| pos.format_move(m)).collect();
    assert_eq!(names, ["b2"]);
}

game! {
    /// Hex on 3 x 3 through the general primitives: `quiet: 9` (a draw after 9 plies without a
    /// capture, which a full board reaches anyway) keeps it off the connection kernel.
    pub GeneralHex3 { board: 3 x 3, moves: place, win: connect, quiet: 9 }
}

game! {
    /// Hex on 5 x 5 through the general primitives.
    pub GeneralHex5 { board: 5 x 5, moves: place, win: connect, quiet: 25 }
}

game! {
    /// Stones that step to join their sides, as Hex's chains join them: no kernel has it.
    pub SteppingHex {
        board: 4 x 4,
        start: { X: [a1, a2, a3, b3], O: [d1, d2, d3] },
        moves: step all,
        win: connect,
        limit: 40,
    }
}

#[test]
fn the_kernel_and_the_general_primitives_connect_alike() {
    assert!(!game_dsl_tests::played_by_pieces!(Hex5));
    assert!(game_dsl_tests::played_by_pieces!(GeneralHex5));
    // The same winning openings on 3 x 3, by the solver.
    assert_eq!(
        winning_openings::<GeneralHex3>(),
        winning_openings::<Hex3>()
    );
    // Random games to their end: the same moves and values at every position.
    let mut wins = [0; 2];
    let mut rng = Rng(0x6865_7821);
    game_dsl_tests::side_by_side::<Hex5, GeneralHex5>(&mut rng, 400, |kernel, general| {
        assert_eq!(general.ending(), Some(game_dsl::Ending::Connection));
        assert_eq!(kernel.ending(), Some(game_dsl::Ending::Connection));
        assert_eq!(general.render(), kernel.render());
        wins[kernel.side_to_move().opponent().index()] += 1;
    });
    // Hex has no draws: every game was won, by both sides over the 400.
    assert_eq!(wins[0] + wins[1], 400);
    assert!(wins[0] > 0 && wins[1] > 0, "{wins:?}");
}

#[test]
fn stones_that_step_join_their_sides() {
    let start = SteppingHex::start();
    assert_eq!(start.terminal_value(), None);
    assert!(game_dsl_tests::sorted_moves(&start).contains(&"b3a4".to_string()));
    // b3 steps down and to the left, a neighbour of a3 on the rhombus: a1 to a4 joins X's top
    // and bottom rows, and O, to move, has lost.
    let joined = start.play_sequence("b3a4").unwrap();
    assert_eq!(joined.terminal_value(), Some(-1));
    assert_eq!(joined.ending(), Some(game_dsl::Ending::Connection));
    // b3 to b4 does not join: b4 and a3 are not neighbours (down and to the right of a3).
    let apart = start.play_sequence("b3b4").unwrap();
    assert_eq!(apart.terminal_value(), None);
}

game! {
    /// Stones dropped to the lowest empty cell of a column, joining sides as Hex's do.
    pub DroppedHex { board: 4 x 4, moves: drop, win: connect }
}

#[test]
fn dropped_stones_join_their_sides() {
    assert!(game_dsl_tests::played_by_pieces!(DroppedHex));
    assert_eq!(DroppedHex::start().legal_moves().len(), 4);
    // X fills column 1 from the bottom while O drops in column 4: X's a4 to a1 joins the
    // bottom and top rows.
    let pos = DroppedHex::start().play_sequence("1 4 1 4 1 4").unwrap();
    assert_eq!(pos.terminal_value(), None);
    let joined = pos.play_sequence("1").unwrap();
    assert_eq!(joined.terminal_value(), Some(-1));
    assert_eq!(joined.ending(), Some(game_dsl::Ending::Connection));
}
