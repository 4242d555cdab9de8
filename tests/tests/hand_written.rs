//! A game written by hand, for what the language cannot express: the rules ([`Game`]) and the
//! notation ([`Notation`]) alone, no tactics, no endgame knowledge. It runs in every search
//! (minimax, alpha-beta, perft, the engine's solves and depth-limited searches, analysis) and
//! passes the conformance harness.
//!
//! The game is the subtraction game {1, 3, 4}: one pile, each player takes 1, 3 or 4 tokens, and
//! whoever takes the last token wins. Its losing counts for the side to move are exactly those
//! that are 0 or 2 modulo 7 (its Grundy values repeat with period 7: 0, 1, 0, 1, 2, 3, 2; Berlekamp,
//! Conway and Guy, *Winning Ways*, chapter 4, "subtraction games").

use game_dsl::alphabeta::alphabeta;
use game_dsl::analysis::analyze;
use game_dsl::engine::{Engine, Limits};
use game_dsl::minimax::minimax;
use game_dsl::perft::perft;
use game_dsl::score::Verdict;
use game_dsl::search::Algorithm;
use game_dsl::{
    Game, GameExt, Move, MoveError, MoveList, Notation, Player, PositionError, Scoring,
};
use game_dsl_tests::conformance::{Walk, check};

/// The amounts a player may take.
const TAKES: [u16; 3] = [1, 3, 4];

/// A pile of the subtraction game {1, 3, 4}.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
struct Subtraction {
    /// Tokens left.
    tokens: u16,
    /// Plies played.
    ply: u16,
}

impl Game for Subtraction {
    type Move = Move;
    type Moves = MoveList<Move, 3>;
    type MoveIter = <MoveList<Move, 3> as IntoIterator>::IntoIter;
    const SCORING: Scoring = Scoring::Distance;

    fn start() -> Self {
        Subtraction { tokens: 20, ply: 0 }
    }
    fn side_to_move(&self) -> Player {
        Player::from_index(self.ply as usize)
    }
    fn ply(&self) -> u32 {
        u32::from(self.ply)
    }
    fn moves(&self) -> Self::MoveIter {
        TAKES
            .iter()
            .filter(|&&n| n <= self.tokens)
            .map(|&n| Move::new(n))
            .collect::<MoveList<Move, 3>>()
            .into_iter()
    }
    fn play(&mut self, mv: Move) {
        self.tokens -= mv.code();
        self.ply += 1;
    }
    fn terminal_value(&self) -> Option<i32> {
        // The player who took the last token has won: the side to move has lost.
        (self.tokens == 0).then_some(-1)
    }
    fn key(&self) -> u64 {
        u64::from(self.tokens) << 1 | self.side_to_move().index() as u64
    }
    fn plies_left_bound(&self) -> u32 {
        u32::from(self.tokens)
    }
}

impl Notation for Subtraction {
    const NAME: &'static str = "Subtraction";

    fn parse_move(&self, text: &str) -> Result<Move, MoveError> {
        match text.trim().parse::<u16>() {
            Ok(n) if TAKES.contains(&n) => Ok(Move::new(n)),
            _ => Err(MoveError::Malformed {
                text: text.trim().to_string(),
                expected: "1, 3 or 4".to_string(),
            }),
        }
    }
    fn format_move(&self, mv: Move) -> String {
        mv.code().to_string()
    }
    /// `TOKENS SIDE`, e.g. `7 O`; the side (`X` when left out) sets the plies played to 0 or 1.
    fn parse_position(text: &str) -> Result<Self, PositionError> {
        let mut parts = text.split_whitespace();
        let tokens = parts
            .next()
            .and_then(|n| n.parse::<u16>().ok())
            .ok_or_else(|| PositionError::new(text, "expected a number of tokens"))?;
        let side = match parts.next() {
            None => Player::First,
            Some(side) if side.chars().count() == 1 => side
                .chars()
                .next()
                .and_then(Player::from_symbol)
                .ok_or_else(|| PositionError::new(text, "expected X or O to move"))?,
            Some(_) => return Err(PositionError::new(text, "expected X or O to move")),
        };
        if parts.next().is_some() {
            return Err(PositionError::new(text, "expected `TOKENS SIDE`"));
        }
        let ply = side.index() as u16;
        Ok(Subtraction { tokens, ply })
    }
    fn position_string(&self) -> String {
        format!("{} {}", self.tokens, self.side_to_move().symbol())
    }
    fn render(&self) -> String {
        format!("{} tokens\n", self.tokens)
    }
}

/// Whether the side to move with `tokens` left loses, by the rule of period 7.
fn loses(tokens: u16) -> bool {
    matches!(tokens % 7, 0 | 2)
}

fn pile(tokens: u16) -> Subtraction {
    Subtraction::parse_position(&tokens.to_string()).unwrap()
}

#[test]
fn every_search_finds_the_losing_counts_modulo_7() {
    let mut engine = Engine::<Subtraction>::with_table_bytes(1 << 16);
    for tokens in 1..=30 {
        let pos = pile(tokens);
        let expected = if loses(tokens) { -1 } else { 1 };
        let sign = |score: i32| score.signum();
        if tokens <= 16 {
            assert_eq!(sign(minimax(&pos, 16).score), expected, "minimax, {tokens}");
        }
        assert_eq!(
            sign(alphabeta(&pos, 30).score),
            expected,
            "alphabeta, {tokens}"
        );
        let solved = engine.solve(&pos);
        assert!(
            matches!(solved.verdict::<Subtraction>(), Verdict::Proven { value, .. } if value == expected),
            "engine, {tokens}: {:?}",
            solved.verdict::<Subtraction>()
        );
        assert_eq!(
            sign(engine.solve_weak(&pos).score),
            expected,
            "weak solve, {tokens}"
        );
        let searched = engine.search(&pos, Limits::depth(30));
        assert_eq!(sign(searched.score), expected, "search, {tokens}");
        // A winning count's best move leaves the opponent a losing count.
        if expected > 0 {
            let best = solved.best_move.unwrap().code();
            assert!(loses(tokens - best), "{tokens}: taking {best} does not win");
        }
    }
}

/// The number of sequences of `depth` takes from `tokens`, counted directly over the counts
/// (a finished game is not extended).
fn sequences(tokens: u16, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    if tokens == 0 {
        return 0;
    }
    TAKES
        .iter()
        .filter(|&&n| n <= tokens)
        .map(|&n| sequences(tokens - n, depth - 1))
        .sum()
}

#[test]
fn perft_counts_the_sequences_of_takes() {
    for depth in 1..=8 {
        assert_eq!(
            perft(&Subtraction::start(), depth),
            sequences(20, depth),
            "depth {depth}"
        );
    }
    // From 5 tokens: 1, 3 or 4; then 4 -> 3 moves, 2 -> 1 move, 1 -> 1 move.
    assert_eq!(perft(&pile(5), 2), 5);
}

#[test]
fn analysis_scores_every_move() {
    // 9 tokens (9 mod 7 = 2): every move loses; 10 tokens: taking 1 or 3 wins (leaving 9 or 7),
    // taking 4 leaves 6, which wins for the opponent.
    let lost = analyze(&pile(9), 20, Algorithm::AlphaBeta);
    assert_eq!(lost.moves.len(), 3);
    assert!(lost.moves.iter().all(|&(_, score)| score < 0));
    let won = analyze(&pile(10), 20, Algorithm::AlphaBeta);
    let winners: Vec<u16> = won
        .moves
        .iter()
        .filter(|&&(_, score)| score > 0)
        .map(|(mv, _)| mv.code())
        .collect();
    assert_eq!(winners, [1, 3]);
}

#[test]
fn passes_the_conformance_harness() {
    let report = check::<Subtraction>(
        &["0 X", "1 O", "2", "7 O", "9 X"],
        Walk {
            depth: 6,
            playouts: 20,
            seed: 7,
        },
    );
    assert!(report.finished > 0);
    assert!(report.tree_positions > 100);
}

#[test]
fn moves_are_read_and_checked_against_the_rules() {
    let pos = pile(2);
    assert_eq!(pos.parse_legal_move("1").unwrap(), Move::new(1));
    assert!(pos.parse_legal_move("3").is_err());
    assert!(pos.parse_legal_move("2").is_err());
    assert_eq!(pos.play_sequence("1 1").unwrap().tokens, 0);
}
