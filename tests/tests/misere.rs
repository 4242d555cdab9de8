//! Take sets, misère play on piles and losing lines on boards, each checked against a plain
//! recursive solver written here (integers and cell arrays, no bitboards, no `Game` trait) and
//! against the engine and the library's minimax.
//!
//! Sources: the subtraction game S(1, 3, 4) loses for the side to move exactly when the tokens
//! left are 0 or 2 modulo 7, and its Grundy values repeat 0, 1, 0, 1, 2, 3, 2 with period 7
//! (Berlekamp, Conway and Guy, *Winning Ways*, chapter 4); misère Nim is lost for the side to
//! move when every pile holds at most one token and their number is odd, or when some pile holds
//! more and the XOR of the piles is zero (Bouton, 1901); misère tic-tac-toe is a draw (the first
//! player draws by taking the centre and then mirroring).

use game_dsl::engine::Engine;
use game_dsl::minimax::minimax;
use game_dsl::score::Verdict;
use game_dsl::{Game, GameExt, MoveError, Notation, game};
use gamedsl::{Subtraction, TicTacToeMisere};

game! {
    /// Misère Nim: who takes the last token loses.
    pub MisereNim { piles: [3, 4, 5], moves: take any, blocked: win }
}

game! {
    /// S(1, 3, 4) played on two piles (a sum of subtraction games).
    pub SetPiles { piles: [6, 5], moves: take {1, 3, 4}, blocked: lose }
}

game! {
    /// Misère S(1, 3, 4): who takes the last token loses.
    pub MisereSubtraction { pile: 30, moves: take {1, 3, 4}, blocked: win }
}

game! {
    /// Misère Connect-Three on a small board: a line of three dropped stones loses.
    pub MisereDrop { board: 4 x 3, moves: drop, lose: line 3 }
}

/// The takes of S(1, 3, 4).
const TAKES: [u32; 3] = [1, 3, 4];

/// The value for the side to move, solved by the engine (which must prove it).
fn engine_value<G: Notation>(pos: &G) -> i32 {
    match Engine::<G>::with_table_bytes(1 << 20)
        .solve(pos)
        .verdict::<G>()
    {
        Verdict::Proven { value, .. } => value,
        other => panic!("{}: not solved: {other:?}", pos.position_string()),
    }
}

/// The engine's verdict and the library's plain minimax verdict, to the end of the game.
fn verdicts<G: Notation>(pos: &G, engine: &mut Engine<G>) -> (Verdict, Verdict) {
    (
        engine.solve(pos).verdict::<G>(),
        minimax(pos, 100).verdict::<G>(),
    )
}

/// A pile of S(1, 3, 4), plain recursion: +1 if the side to move wins; `misere`: who cannot take
/// wins.
fn pile_value(tokens: u32, misere: bool) -> i32 {
    let mut moved = false;
    let mut best = -1;
    for take in TAKES.into_iter().filter(|&t| t <= tokens) {
        moved = true;
        best = best.max(-pile_value(tokens - take, misere));
    }
    match (moved, misere) {
        (false, false) => -1,
        (false, true) => 1,
        _ => best,
    }
}

/// Several piles, plain recursion: +1 if the side to move wins. `takes`: the allowed takes
/// (`None`: any number); `misere`: who cannot take wins.
fn piles_value(piles: &mut Vec<u32>, takes: Option<&[u32]>, misere: bool) -> i32 {
    let mut moved = false;
    let mut best = -1;
    for i in 0..piles.len() {
        let tokens = piles[i];
        let allowed: Vec<u32> = match takes {
            Some(takes) => takes.iter().copied().filter(|&t| t <= tokens).collect(),
            None => (1..=tokens).collect(),
        };
        for take in allowed {
            moved = true;
            piles[i] -= take;
            best = best.max(-piles_value(piles, takes, misere));
            piles[i] += take;
        }
    }
    match (moved, misere) {
        (false, false) => -1,
        (false, true) => 1,
        _ => best,
    }
}

#[test]
fn subtraction_loses_exactly_at_0_and_2_modulo_7() {
    let mut engine = Engine::<Subtraction>::with_table_bytes(1 << 20);
    for tokens in 0..=Subtraction::START {
        let pos = Subtraction::parse_position(&tokens.to_string()).unwrap();
        let expected = if matches!(tokens % 7, 0 | 2) { -1 } else { 1 };
        assert_eq!(
            pile_value(tokens, false),
            expected,
            "plain, {tokens} tokens"
        );
        let (solved, plain) = verdicts(&pos, &mut engine);
        assert_eq!(solved, plain, "{tokens} tokens");
        assert!(
            matches!(solved, Verdict::Proven { value, .. } if value == expected),
            "{tokens} tokens: {solved:?}"
        );
    }
    // 21 tokens: lost for the first player, who takes 1 and loses in 12 plies at best.
    assert_eq!(
        engine.solve(&Subtraction::start()).verdict::<Subtraction>(),
        Verdict::Proven {
            value: -1,
            plies: Some(12)
        }
    );
}

#[test]
fn a_take_set_lists_its_takes_and_reads_no_other() {
    let moves = |tokens: u32| -> Vec<String> {
        let pos = Subtraction::parse_position(&tokens.to_string()).unwrap();
        pos.legal_moves()
            .iter()
            .map(|&mv| pos.format_move(mv))
            .collect()
    };
    assert_eq!(moves(21), ["1", "3", "4"]);
    assert_eq!(moves(3), ["1", "3"]);
    assert_eq!(moves(2), ["1"]);
    assert!(moves(0).is_empty());
    assert_eq!(Subtraction::TAKES, 0b11010);
    assert_eq!((Subtraction::TAKE_MIN, Subtraction::TAKE_MAX), (1, 4));
    let pos = Subtraction::start();
    for text in ["2", "5", "0"] {
        assert_eq!(
            pos.parse_move(text).unwrap_err().to_string(),
            format!("malformed move `{text}`: expected a number of tokens: 1, 3 or 4")
        );
    }
    let three = Subtraction::parse_position("3").unwrap();
    assert!(matches!(
        three.parse_legal_move("4"),
        Err(MoveError::Illegal { .. })
    ));
}

#[test]
fn misere_subtraction_agrees_with_plain_recursion() {
    // Who cannot take wins: 0 tokens is a win for the side to move, 1 a loss.
    let mut engine = Engine::<MisereSubtraction>::with_table_bytes(1 << 20);
    let mut lost = Vec::new();
    for tokens in 0..=MisereSubtraction::START {
        let pos = MisereSubtraction::parse_position(&tokens.to_string()).unwrap();
        let expected = pile_value(tokens, true);
        let (solved, plain) = verdicts(&pos, &mut engine);
        assert_eq!(solved, plain, "{tokens} tokens");
        assert!(
            matches!(solved, Verdict::Proven { value, .. } if value == expected),
            "{tokens} tokens: {solved:?}"
        );
        if expected < 0 {
            lost.push(tokens);
        }
    }
    // The misère losses: 1 and 3 modulo 7.
    assert_eq!(lost, [1, 3, 8, 10, 15, 17, 22, 24, 29]);
}

#[test]
fn misere_nim_follows_boutons_rule() {
    assert_eq!(
        engine_value(&MisereNim::parse_position("1,1,1").unwrap()),
        -1
    );
    assert_eq!(
        engine_value(&MisereNim::parse_position("1,1,0").unwrap()),
        1
    );
    assert_eq!(
        engine_value(&MisereNim::parse_position("0,0,0").unwrap()),
        1
    );
    assert_eq!(
        engine_value(&MisereNim::parse_position("0,0,1").unwrap()),
        -1
    );
    assert_eq!(
        engine_value(&MisereNim::parse_position("2,2,0").unwrap()),
        -1
    );
    assert_eq!(
        engine_value(&MisereNim::parse_position("1,2,3").unwrap()),
        -1
    );
    // The start, 3, 4, 5: XOR 2, a win.
    assert_eq!(engine_value(&MisereNim::start()), 1);
    let mut engine = Engine::<MisereNim>::with_table_bytes(1 << 20);
    let mut checked = 0;
    for a in 0..=4u32 {
        for b in 0..=4u32 {
            for c in 0..=4u32 {
                let text = format!("{a},{b},{c}");
                let pos = MisereNim::parse_position(&text).unwrap();
                let small = a <= 1 && b <= 1 && c <= 1;
                let bouton = if small {
                    if (a + b + c) % 2 == 1 { -1 } else { 1 }
                } else if a ^ b ^ c == 0 {
                    -1
                } else {
                    1
                };
                assert_eq!(
                    piles_value(&mut vec![a, b, c], None, true),
                    bouton,
                    "{text}"
                );
                let (solved, plain) = verdicts(&pos, &mut engine);
                assert_eq!(solved, plain, "{text}");
                assert!(
                    matches!(solved, Verdict::Proven { value, .. } if value == bouton),
                    "{text}: {solved:?}"
                );
                checked += 1;
            }
        }
    }
    assert_eq!(checked, 125);
}

#[test]
fn a_take_set_on_piles_adds_grundy_values() {
    const GRUNDY: [u32; 7] = [0, 1, 0, 1, 2, 3, 2];
    let mut engine = Engine::<SetPiles>::with_table_bytes(1 << 20);
    for a in 0..=9u32 {
        for b in 0..=9u32 {
            let text = format!("{a},{b}");
            let pos = SetPiles::parse_position(&text).unwrap();
            let expected = if GRUNDY[a as usize % 7] ^ GRUNDY[b as usize % 7] == 0 {
                -1
            } else {
                1
            };
            assert_eq!(
                piles_value(&mut vec![a, b], Some(&TAKES), false),
                expected,
                "{text}"
            );
            let (solved, plain) = verdicts(&pos, &mut engine);
            assert_eq!(solved, plain, "{text}");
            assert!(
                matches!(solved, Verdict::Proven { value, .. } if value == expected),
                "{text}: {solved:?}"
            );
        }
    }
    let pos = SetPiles::parse_position("3,2").unwrap();
    let moves: Vec<String> = pos
        .legal_moves()
        .iter()
        .map(|&mv| pos.format_move(mv))
        .collect();
    assert_eq!(moves, ["1:1", "1:3", "2:1"]);
    assert_eq!(
        pos.parse_move("1:2").unwrap_err().to_string(),
        "malformed move `1:2`: expected a take of 1, 3 or 4 tokens"
    );
}

/// A board of 3 x 3 cells, each 0 (empty), 1 (X) or 2 (O).
type Cells = [u8; 9];

/// The eight lines of three.
const LINES: [[usize; 3]; 8] = [
    [0, 1, 2],
    [3, 4, 5],
    [6, 7, 8],
    [0, 3, 6],
    [1, 4, 7],
    [2, 5, 8],
    [0, 4, 8],
    [2, 4, 6],
];

fn has_line(cells: &Cells, player: u8) -> bool {
    LINES
        .iter()
        .any(|line| line.iter().all(|&c| cells[c] == player))
}

/// Misère tic-tac-toe by plain minimax over the cells: +1 if `to_move` wins. The player who
/// made a line lost; a full board is a draw.
fn misere_value(cells: &mut Cells, to_move: u8) -> i32 {
    let other = 3 - to_move;
    if has_line(cells, other) {
        return 1;
    }
    if cells.iter().all(|&c| c != 0) {
        return 0;
    }
    let mut best = -1;
    for cell in 0..9 {
        if cells[cell] == 0 {
            cells[cell] = to_move;
            best = best.max(-misere_value(cells, other));
            cells[cell] = 0;
        }
    }
    best
}

/// Every position reachable in misère tic-tac-toe, with the side to move (1 or 2), each once.
fn reachable(cells: &mut Cells, to_move: u8, seen: &mut Vec<(Cells, u8)>) {
    if seen.contains(&(*cells, to_move)) {
        return;
    }
    seen.push((*cells, to_move));
    if has_line(cells, 3 - to_move) || cells.iter().all(|&c| c != 0) {
        return;
    }
    for cell in 0..9 {
        if cells[cell] == 0 {
            cells[cell] = to_move;
            reachable(cells, 3 - to_move, seen);
            cells[cell] = 0;
        }
    }
}

fn position_text(cells: &Cells, to_move: u8) -> String {
    let board: String = cells
        .iter()
        .map(|&c| ['-', 'X', 'O'][usize::from(c)])
        .collect();
    format!("{board} {}", if to_move == 1 { 'X' } else { 'O' })
}

#[test]
fn misere_tictactoe_is_a_draw() {
    assert_eq!(misere_value(&mut [0; 9], 1), 0);
    assert_eq!(engine_value(&TicTacToeMisere::start()), 0);
    assert_eq!(
        minimax(&TicTacToeMisere::start(), 9).verdict::<TicTacToeMisere>(),
        Verdict::Proven {
            value: 0,
            plies: None
        }
    );
}

#[test]
fn a_line_loses_and_the_engine_agrees_with_plain_minimax_everywhere() {
    let mut seen = Vec::new();
    reachable(&mut [0; 9], 1, &mut seen);
    assert_eq!(seen.len(), 5_478);
    let mut engine = Engine::<TicTacToeMisere>::with_table_bytes(1 << 20);
    let mut values = [0; 3];
    for (cells, to_move) in &seen {
        let text = position_text(cells, *to_move);
        let pos = TicTacToeMisere::parse_position(&text).unwrap();
        let expected = misere_value(&mut cells.clone(), *to_move);
        let (solved, plain) = verdicts(&pos, &mut engine);
        assert_eq!(solved, plain, "{text}");
        assert!(
            matches!(solved, Verdict::Proven { value, .. } if value == expected),
            "{text}: {solved:?}, expected {expected}"
        );
        values[(expected + 1) as usize] += 1;
    }
    // Lost, drawn and won positions for the side to move.
    assert_eq!(values, [1_444, 980, 3_054]);
}

#[test]
fn misere_tictactoe_positions() {
    let value = |moves: &str| engine_value(&TicTacToeMisere::start().play_sequence(moves).unwrap());
    // X made a line (1 5 9): O, to move, has won.
    let over = TicTacToeMisere::start().play_sequence("1 2 5 3 9").unwrap();
    assert_eq!(over.terminal_value(), Some(1));
    assert!(over.legal_moves().is_empty());
    // The centre, then any reply: X draws by mirroring.
    assert_eq!(value("5"), 0);
    assert_eq!(value("5 1"), 0);
    assert_eq!(value("5 2"), 0);
    // A corner first loses: O, to move, wins; and X loses after O's reply on an edge.
    assert_eq!(value("1"), 1);
    assert_eq!(value("1 2"), -1);
    assert_eq!(value("1 5"), 0);
    // One cell left, X to move: filling it makes no line, a draw.
    assert_eq!(value("1 2 3 5 4 7 8 6"), 0);
    // O to move wins here; its best move must not make a line (the engine's tactics of a winning
    // line, which would play a line at once, are off).
    let pos = TicTacToeMisere::start().play_sequence("1 2 4").unwrap();
    assert_eq!(value("1 2 4"), 1);
    let solved = Engine::<TicTacToeMisere>::with_table_bytes(1 << 20).solve(&pos);
    let next = pos.after(solved.best_move.unwrap());
    assert_ne!(next.terminal_value(), Some(1));
}

#[test]
fn misere_drop_agrees_with_plain_minimax() {
    // Every position up to six plies of a 4 x 3 misère drop game: the engine's verdict equals
    // plain minimax's.
    let mut engine = Engine::<MisereDrop>::with_table_bytes(1 << 20);
    let mut frontier = vec![MisereDrop::start()];
    let mut checked = 0;
    for _ in 0..6 {
        let mut next = Vec::new();
        for pos in &frontier {
            let (solved, plain) = verdicts(pos, &mut engine);
            assert_eq!(solved, plain, "{}", pos.position_string());
            checked += 1;
            for &mv in pos.legal_moves().iter() {
                let child = pos.after(mv);
                if !next.contains(&child) {
                    next.push(child);
                }
            }
        }
        frontier = next;
    }
    // The distinct positions of plies 0 to 5, as a plain program over cell arrays counts them.
    assert_eq!(checked, 605);
}

game! {
    /// Misère tic-tac-toe through the general primitives: `quiet: 9` (a draw after 9 plies
    /// without a capture, which a full board reaches anyway) keeps it off the placing kernel.
    pub GeneralMisere { board: 3 x 3, moves: place, lose: line 3, quiet: 9 }
}

/// Walks every position of misère tic-tac-toe in the reference and in `pos` together: the same
/// end (a line made loses for its maker, a full board draws) and the same moves everywhere.
fn walk_general(cells: &mut Cells, to_move: u8, pos: &GeneralMisere, visited: &mut u32) {
    *visited += 1;
    let expected = if has_line(cells, 3 - to_move) {
        Some(1)
    } else if cells.iter().all(|&c| c != 0) {
        Some(0)
    } else {
        None
    };
    assert_eq!(
        pos.terminal_value(),
        expected,
        "{}",
        position_text(cells, to_move)
    );
    if expected.is_some() {
        assert!(pos.legal_moves().is_empty());
        return;
    }
    let moves = pos.legal_moves();
    assert_eq!(moves.len(), cells.iter().filter(|&&c| c == 0).count());
    for mv in moves.iter() {
        let cell = mv.cell(0) as usize;
        assert_eq!(cells[cell], 0);
        cells[cell] = to_move;
        walk_general(cells, 3 - to_move, &pos.after(*mv), visited);
        cells[cell] = 0;
    }
}

#[test]
fn a_losing_line_through_the_general_primitives() {
    assert!(!game_dsl_tests::played_by_pieces!(TicTacToeMisere));
    assert!(game_dsl_tests::played_by_pieces!(GeneralMisere));
    let mut visited = 0;
    walk_general(&mut [0; 9], 1, &GeneralMisere::start(), &mut visited);
    // Every line of play: as many as in the placing kernel's game tree.
    fn nodes<G: Game>(pos: &G) -> u32 {
        1 + pos
            .legal_moves()
            .iter()
            .map(|&mv| nodes(&pos.after(mv)))
            .sum::<u32>()
    }
    assert_eq!(visited, nodes(&TicTacToeMisere::start()));
    // A draw from the start, and a corner first loses (as the kernel's game).
    assert_eq!(engine_value(&GeneralMisere::start()), 0);
    assert_eq!(
        engine_value(&GeneralMisere::start().play_sequence("a1").unwrap()),
        1
    );
}
