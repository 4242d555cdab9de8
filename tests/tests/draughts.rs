//! International draughts (`gamedsl::Draughts`, declared from parts) against a plain reference
//! written here with arrays of cells: perft from the start against the published figures, and
//! on random positions with kings (flying captures, the majority rule, men capturing backward,
//! crowning only where a move ends) the moves, the positions they lead to and perft compared.

mod common;

use common::{Plain, plain_perft};
use game_dsl::perft::perft;
use game_dsl::{Game, GameExt, Notation};
use game_dsl_tests::rng::Rng;
use game_dsl_tests::sorted_moves;
use gamedsl::Draughts;

/// The board's side.
const SIZE: usize = 10;
/// Plies without a capture after which the game is drawn (`quiet: 50`).
const DRAW_PLIES: u32 = 50;
/// The four diagonal directions, (column, row) steps.
const DIAGONALS: [(i32, i32); 4] = [(-1, -1), (1, -1), (-1, 1), (1, 1)];

/// A piece: its side (0 X, moving up; 1 O) and whether it is a king.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Piece {
    side: usize,
    king: bool,
}

/// An international draughts position, plainly: a piece or none on each cell (`row * 10 +
/// column`, rows from the top), the side to move, the plies since the last capture.
#[derive(Clone, PartialEq, Eq, Debug)]
struct Reference {
    board: [Option<Piece>; SIZE * SIZE],
    side: usize,
    quiet: u32,
}

/// A move: the cell left, the cell reached, the cells of the pieces captured.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Move {
    from: usize,
    to: usize,
    taken: u128,
}

/// The cell `steps` steps from `cell` along `d`, if on the board.
fn along(cell: usize, d: (i32, i32), steps: i32) -> Option<usize> {
    let (c, r) = (
        (cell % SIZE) as i32 + d.0 * steps,
        (cell / SIZE) as i32 + d.1 * steps,
    );
    ((0..SIZE as i32).contains(&c) && (0..SIZE as i32).contains(&r))
        .then(|| r as usize * SIZE + c as usize)
}

impl Reference {
    /// The start: twenty men a side on the dark cells (column + row odd) of the four back rows.
    fn start() -> Reference {
        let mut board = [None; SIZE * SIZE];
        for (cell, slot) in board.iter_mut().enumerate() {
            let (r, c) = (cell / SIZE, cell % SIZE);
            if (r + c) % 2 == 1 && r >= 6 {
                *slot = Some(Piece {
                    side: 0,
                    king: false,
                });
            } else if (r + c) % 2 == 1 && r <= 3 {
                *slot = Some(Piece {
                    side: 1,
                    king: false,
                });
            }
        }
        Reference {
            board,
            side: 0,
            quiet: 0,
        }
    }

    /// Whether `cell` is free for the piece that left `from`: empty, or `from` itself.
    fn free(&self, cell: usize, from: usize) -> bool {
        cell == from || self.board[cell].is_none()
    }

    /// Whether `cell` holds an opponent's piece not captured yet in this move.
    fn takeable(&self, cell: usize, taken: u128) -> bool {
        taken >> cell & 1 == 0 && self.board[cell].is_some_and(|p| p.side != self.side)
    }

    /// Every finished capture sequence of `piece` (from `from`) that has reached `at` with
    /// `taken` captured: pushed on `out`.
    fn captures(&self, piece: Piece, from: usize, at: usize, taken: u128, out: &mut Vec<Move>) {
        let mut extended = false;
        for d in DIAGONALS {
            // The enemy piece jumped: adjacent for a man, the first piece on the line for a king.
            let mut k = 1;
            if piece.king {
                while along(at, d, k).is_some_and(|c| self.free(c, from)) {
                    k += 1;
                }
            }
            let Some(over) = along(at, d, k).filter(|&c| self.takeable(c, taken)) else {
                continue;
            };
            let reach = if piece.king { SIZE as i32 } else { 1 };
            for beyond in 1..=reach {
                match along(over, d, beyond) {
                    Some(land) if self.free(land, from) => {
                        extended = true;
                        self.captures(piece, from, land, taken | 1 << over, out);
                    }
                    _ => break,
                }
            }
        }
        if !extended && taken != 0 {
            out.push(Move {
                from,
                to: at,
                taken,
            });
        }
    }

    /// The legal moves: the captures of the most pieces (once each for a set of pieces taken
    /// from one cell to one cell), or else the steps and the kings' slides.
    fn moves(&self) -> Vec<Move> {
        if self.quiet >= DRAW_PLIES {
            return Vec::new();
        }
        let mine = |cell: usize| self.board[cell].filter(|p| p.side == self.side);
        let mut captures = Vec::new();
        for cell in 0..SIZE * SIZE {
            if let Some(piece) = mine(cell) {
                self.captures(piece, cell, cell, 0, &mut captures);
            }
        }
        if let Some(most) = captures.iter().map(|m| m.taken.count_ones()).max() {
            let mut kept: Vec<Move> = Vec::new();
            for mv in captures {
                if mv.taken.count_ones() == most && !kept.contains(&mv) {
                    kept.push(mv);
                }
            }
            return kept;
        }
        let mut moves = Vec::new();
        let forward = if self.side == 0 { -1 } else { 1 };
        for cell in 0..SIZE * SIZE {
            let Some(piece) = mine(cell) else { continue };
            for d in DIAGONALS {
                if !piece.king && d.1 != forward {
                    continue;
                }
                let reach = if piece.king { SIZE as i32 } else { 1 };
                for k in 1..=reach {
                    match along(cell, d, k) {
                        Some(to) if self.board[to].is_none() => moves.push(Move {
                            from: cell,
                            to,
                            taken: 0,
                        }),
                        _ => break,
                    }
                }
            }
        }
        moves
    }

    /// The position as the generated game writes it: cells row by row, side, quiet plies.
    fn text(&self) -> String {
        let mut text: String = self
            .board
            .iter()
            .map(|p| match p {
                None => '-',
                Some(Piece { side: 0, king }) => {
                    if *king {
                        'x'
                    } else {
                        'X'
                    }
                }
                Some(Piece { king, .. }) => {
                    if *king {
                        'o'
                    } else {
                        'O'
                    }
                }
            })
            .collect();
        text.push_str(if self.side == 0 { " X " } else { " O " });
        text.push_str(&self.quiet.to_string());
        text
    }
}

impl Plain for Reference {
    type Move = Move;

    fn legal(&self) -> Vec<Move> {
        self.moves()
    }

    fn play(&mut self, mv: Move) {
        let mut piece = self.board[mv.from].take().expect("a piece moves");
        for cell in 0..SIZE * SIZE {
            if mv.taken >> cell & 1 == 1 {
                self.board[cell] = None;
            }
        }
        let far_row = if self.side == 0 { 0 } else { SIZE - 1 };
        if mv.to / SIZE == far_row {
            piece.king = true;
        }
        self.board[mv.to] = Some(piece);
        self.quiet = if mv.taken == 0 { self.quiet + 1 } else { 0 };
        self.side ^= 1;
    }
}

/// Each legal move of both, as (cell left, cell reached, position after), sorted: the same
/// whichever route each keeps for a capture with several.
fn compare(reference: &Reference, generated: &Draughts) {
    let mut theirs: Vec<(usize, usize, String)> = reference
        .legal()
        .into_iter()
        .map(|mv| {
            let mut after = reference.clone();
            after.play(mv);
            (mv.from, mv.to, after.text())
        })
        .collect();
    let mut ours: Vec<(usize, usize, String)> = generated
        .legal_moves()
        .into_iter()
        .map(|mv| {
            let after = generated.after(mv);
            (
                mv.cell(0) as usize,
                mv.last() as usize,
                after.position_string(),
            )
        })
        .collect();
    theirs.sort();
    ours.sort();
    assert_eq!(ours, theirs, "moves of {}", reference.text());
}

/// A random position: a few men and kings a side on dark cells (men off their own far row).
fn random_position(rng: &mut Rng) -> Reference {
    let mut pos = Reference::start();
    pos.board = [None; SIZE * SIZE];
    for side in 0..2 {
        let men = 1 + rng.below(9);
        let kings = rng.below(3);
        for n in 0..men + kings {
            let king = n >= men;
            loop {
                let cell = rng.below(SIZE * SIZE);
                let (r, c) = (cell / SIZE, cell % SIZE);
                let far_row = if side == 0 { 0 } else { SIZE - 1 };
                if (r + c) % 2 == 1 && pos.board[cell].is_none() && (king || r != far_row) {
                    pos.board[cell] = Some(Piece { side, king });
                    break;
                }
            }
        }
    }
    pos.side = rng.below(2);
    pos.quiet = rng.below(DRAW_PLIES as usize) as u32;
    pos
}

/// Perft from the start, as Aart Bik published it for international draughts (duplicate
/// captures removed): "BikDam: international checkers",
/// <https://aartbik.blogspot.com/search/label/perft>.
#[test]
fn perft_is_the_published_one() {
    let published = [9, 81, 658, 4_265, 27_117, 167_140, 1_049_442, 6_483_961];
    let start = Draughts::start();
    for (depth, count) in (1..).zip(published) {
        assert_eq!(perft(&start, depth), count, "perft({depth})");
    }
    assert_eq!(plain_perft(&Reference::start(), 5), 27_117);
}

/// Random positions with kings: the same moves and the same positions after them, the same
/// perft below them, and random games played in both at once.
#[test]
fn random_positions_play_as_the_reference() {
    let mut rng = Rng(29);
    let (mut flying, mut majority, mut backward, mut through, mut crowned) = (0, 0, 0, 0, 0);
    for _ in 0..400 {
        let mut reference = random_position(&mut rng);
        let mut generated = Draughts::parse_position(&reference.text()).expect("a position");
        assert_eq!(generated.position_string(), reference.text());
        assert_eq!(
            perft(&generated, 3),
            plain_perft(&reference, 3),
            "perft(3) of {}",
            reference.text()
        );
        for _ in 0..40 {
            compare(&reference, &generated);
            let moves = reference.legal();
            if moves.is_empty() {
                assert!(generated.legal_moves().is_empty());
                break;
            }
            // What the moves show: a king capturing from afar, a choice cut by the majority
            // rule, a man capturing backward, a man passing its far row in a capture.
            let forward = if reference.side == 0 { -1 } else { 1 };
            for mv in &moves {
                let piece = reference.board[mv.from].expect("a piece");
                let rows = (mv.to / SIZE) as i32 - (mv.from / SIZE) as i32;
                if piece.king && mv.taken != 0 {
                    let far = (0..SIZE * SIZE).any(|c| {
                        mv.taken >> c & 1 == 1
                            && ((c % SIZE) as i32 - (mv.from % SIZE) as i32).abs() > 1
                            && ((c / SIZE) as i32 - (mv.from / SIZE) as i32).abs() > 1
                    });
                    flying += usize::from(far);
                }
                if !piece.king && mv.taken != 0 && rows * forward < 0 {
                    backward += 1;
                }
            }
            let mut all = Vec::new();
            for cell in 0..SIZE * SIZE {
                if let Some(p) = reference.board[cell].filter(|p| p.side == reference.side) {
                    reference.captures(p, cell, cell, 0, &mut all);
                }
            }
            if all
                .iter()
                .any(|m| m.taken.count_ones() < moves[0].taken.count_ones())
            {
                majority += 1;
            }
            let mv = moves[rng.below(moves.len())];
            let man = !reference.board[mv.from].expect("a piece").king;
            let far_row = if reference.side == 0 { 0 } else { SIZE - 1 };
            let chosen = generated
                .legal_moves()
                .into_iter()
                .find(|&m| {
                    m.cell(0) as usize == mv.from && m.last() as usize == mv.to && {
                        let mut after = reference.clone();
                        after.play(mv);
                        generated.after(m).position_string() == after.text()
                    }
                })
                .expect("the reference's move among the generated ones");
            if man && chosen.len() > 2 {
                let mut passed = chosen.cells().skip(1).take(chosen.len() - 2);
                if passed.any(|c| c as usize / SIZE == far_row) {
                    through += 1;
                }
            }
            if man && mv.to / SIZE == far_row {
                crowned += 1;
            }
            reference.play(mv);
            generated.play(chosen);
            assert_eq!(generated.position_string(), reference.text());
        }
    }
    println!(
        "flying captures {flying}, majority cuts {majority}, men capturing backward {backward}, \
         men passing the far row {through}, crownings {crowned}"
    );
    assert!(flying >= 100, "{flying}");
    assert!(majority >= 50, "{majority}");
    assert!(backward >= 50, "{backward}");
    assert!(through >= 1, "{through}");
    assert!(crowned >= 20, "{crowned}");
}

/// Hand-set cases of the rules: a king's capture from afar with its landings, the majority
/// rule, a man passing its far row in a capture and staying a man. (Captured stones that block
/// until the move ends are the reference's `free`, compared on random positions above.)
#[test]
fn the_rules_in_positions_set_by_hand() {
    // Cells: row by row from the top; `a1` top left. X king on a10 (cell 90), O man on d7
    // (cell 63): the king flies over it and lands on e6, f5, ..., j2 (six cells).
    let board = |stones: &[(usize, char)], side: &str| {
        let mut cells = vec!['-'; SIZE * SIZE];
        for &(cell, c) in stones {
            cells[cell] = c;
        }
        format!("{} {side} 0", cells.into_iter().collect::<String>())
    };
    let pos = Draughts::parse_position(&board(&[(90, 'x'), (63, 'O'), (1, 'O')], "X")).unwrap();
    assert_eq!(
        sorted_moves(&pos),
        ["a10e6", "a10f5", "a10g4", "a10h3", "a10i2", "a10j1"]
    );
    // The majority rule: the man on d7 (cell 63) can take one stone (e6, landing on f5) or two
    // (c6 then c4, by b5 to d3): only the two.
    let pos = Draughts::parse_position(&board(
        &[(63, 'X'), (54, 'O'), (52, 'O'), (32, 'O'), (1, 'o')],
        "X",
    ))
    .unwrap();
    assert_eq!(sorted_moves(&pos), ["d7b5d3"]);
    // A man passing its far row: X on d3 (cell 23) takes e2 (cell 14) landing on f1, then g2
    // (cell 16) backward to h3: it ends on h3 a man, not a king.
    let pos = Draughts::parse_position(&board(&[(23, 'X'), (14, 'O'), (16, 'O'), (98, 'o')], "X"))
        .unwrap();
    assert_eq!(sorted_moves(&pos), ["d3f1h3"]);
    let after = pos.after(pos.legal_moves()[0]);
    assert_eq!(after.position_string(), board(&[(27, 'X'), (98, 'o')], "O"));
}
