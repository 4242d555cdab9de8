//! The position and move parsers of every bundled game, fuzzed where it matters: valid
//! positions reached by random play from the start, and valid moves of them, mutated
//! (characters swapped, replaced, inserted or deleted, the side to move flipped, stones added or
//! taken away, the counts after the side changed), then read back. Whatever parses must work:
//! it round-trips, and its legal moves are generated, written, read back and played without a
//! panic. Whatever is refused is refused with a clean message: one line, no control character,
//! at most 80 characters of the input repeated. Arbitrary text (random bytes, and text made of
//! the notations' own characters) is fuzzed too, for the refusals.
//!
//! Every run uses the same seed, printed first; `GAME_DSL_FUZZ_SEED=N` runs another (a failure
//! prints the game, the text and the seed that replays it). Each game must parse a minimum of
//! its mutated positions and moves, so that the fuzzing reaches past the first check of each
//! parser (at random, text almost never makes a board position).

use std::panic::{AssertUnwindSafe, catch_unwind};

use game_dsl::error::SHOWN_CHARS;
use game_dsl::{Game, GameExt, Notation};
use game_dsl_tests::rng::Rng;
use gamedsl::registry::{Bundled, GameAction, GameSet, bundled};
use proptest::prelude::*;
use proptest::test_runner::{Config, RngAlgorithm, TestRng, TestRunner};

/// The seed of every run unless `GAME_DSL_FUZZ_SEED` gives another.
const DEFAULT_SEED: u64 = 0x5eed_2024;
/// Mutated positions (and as many mutated moves) per game.
const CASES: usize = 3_000;
/// Arbitrary texts per game and kind of text.
const ARBITRARY_CASES: u32 = 1_000;
/// Of the mutated positions, the share that must parse (one in 20; the fewest measured is
/// Kono's, one in 9, whose positions must keep every stone), and of the mutated moves.
const MIN_PARSED_SHARE: usize = 20;

/// The seed of this run: `GAME_DSL_FUZZ_SEED` (decimal or `0x` hexadecimal), or the default.
fn seed() -> u64 {
    match std::env::var("GAME_DSL_FUZZ_SEED") {
        Ok(text) => {
            let text = text.trim();
            let parsed = match text.strip_prefix("0x") {
                Some(hex) => u64::from_str_radix(hex, 16),
                None => text.parse(),
            };
            parsed.unwrap_or_else(|_| panic!("GAME_DSL_FUZZ_SEED={text:?} is not a number"))
        }
        Err(_) => DEFAULT_SEED,
    }
}

/// The seed of one game's cases: the run's seed mixed with the game's name.
fn game_seed(seed: u64, id: &str) -> u64 {
    id.bytes().fold(seed, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3)
    })
}

/// Checks an error message: one line, no control character, input not repeated in full when
/// long.
fn clean(message: &str, input: &str) -> Result<(), String> {
    if message.contains('\n') || message.chars().any(char::is_control) {
        return Err(format!("an unclean message: {message:?}"));
    }
    if input.chars().count() > SHOWN_CHARS + 3 && message.contains(input) {
        return Err(format!("the whole input repeated: {message:?}"));
    }
    Ok(())
}

/// The text of a panic's payload.
fn panic_text(payload: Box<dyn std::any::Any + Send>) -> String {
    match payload.downcast::<String>() {
        Ok(text) => *text,
        Err(payload) => payload
            .downcast::<&str>()
            .map_or_else(|_| "a panic".to_string(), |text| text.to_string()),
    }
}

/// Exercises a position: its string reads back as itself (and as the very position when `pos`
/// was itself read from text: positions reached by play may hold what the text leaves out, such
/// as the plies played), its legal moves are generated, and four of them are written, read back
/// and played (and the positions after them generate their moves).
fn exercise<G: Notation>(pos: &G, read: bool) -> Result<(), String> {
    let written = pos.position_string();
    let again = G::parse_position(&written)
        .map_err(|e| format!("its own string {written:?} is refused: {e}"))?;
    if again.position_string() != written || (read && again != *pos) {
        return Err(format!("{written:?} reads back as another position"));
    }
    let moves = pos.legal_moves();
    if moves.is_empty() != pos.is_over() {
        return Err("a position over with moves, or not over without".to_string());
    }
    // A few of the moves, spread over the list (all of them would be thousands in Amazons).
    let step = moves.len().div_ceil(4).max(1);
    for &mv in moves.iter().step_by(step) {
        let text = pos.format_move(mv);
        match pos.parse_legal_move(&text) {
            Ok(read) if read == mv => {}
            other => return Err(format!("move {text:?} reads back as {other:?}")),
        }
        let next = pos.after(mv);
        next.terminal_value();
        next.legal_moves();
    }
    Ok(())
}

/// Reads `text` as a position of `G`: `Ok(true)` when it parses (and works), `Ok(false)` when
/// it is cleanly refused, an error (a panic included) otherwise.
fn try_position<G: Notation>(text: &str) -> Result<bool, String> {
    let outcome = catch_unwind(AssertUnwindSafe(|| match G::parse_position(text) {
        Ok(pos) => exercise(&pos, true).map(|()| true),
        Err(e) => clean(&e.to_string(), text).map(|()| false),
    }));
    outcome.unwrap_or_else(|payload| Err(format!("panicked: {}", panic_text(payload))))
}

/// Reads `text` as a move of `pos` and as a sequence of moves from it: `Ok(true)` when the move
/// parses (and round-trips), `Ok(false)` when it is cleanly refused, an error otherwise.
fn try_move<G: Notation>(pos: &G, text: &str) -> Result<bool, String> {
    let outcome = catch_unwind(AssertUnwindSafe(|| {
        let parsed = match pos.parse_legal_move(text) {
            Ok(mv) => {
                let written = pos.format_move(mv);
                match pos.parse_legal_move(&written) {
                    Ok(read) if read == mv => {}
                    other => return Err(format!("{written:?} reads back as {other:?}")),
                }
                exercise(&pos.after(mv), false)?;
                true
            }
            Err(e) => {
                clean(&e.to_string(), text)?;
                false
            }
        };
        match pos.play_sequence(text) {
            Ok(after) => {
                if after.ply() < pos.ply() {
                    return Err("a sequence went back in plies".to_string());
                }
                exercise(&after, false)?;
            }
            Err(e) => clean(&e.to_string(), text)?,
        }
        Ok(parsed)
    }));
    outcome.unwrap_or_else(|payload| Err(format!("panicked: {}", panic_text(payload))))
}

/// A position reached by up to 80 random moves from the start.
fn random_position<G: Game>(rng: &mut Rng) -> G {
    let mut pos = G::start();
    for _ in 0..rng.below(81) {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        pos = pos.after(moves[rng.below(moves.len())]);
    }
    pos
}

/// Characters the mutations put in: the notations' own, and a few that hurt.
const ALPHABET: &[char] = &[
    'X', 'O', 'x', 'o', '-', '.', '*', '/', ' ', ',', ':', '0', '1', '2', '3', '4', '5', '6', '7',
    '8', '9', 'a', 'b', 'c', 'd', 'e', 'h', 'j', 'p', 's', '\t', '\u{1b}', 'é', '9',
];

/// `text` with one random change of its characters: two swapped, one replaced, one inserted
/// or one deleted.
fn mutate_chars(text: &str, rng: &mut Rng) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    let any = |rng: &mut Rng, chars: &[char]| {
        // Half the time a character of the text itself, else one of the alphabet.
        if !chars.is_empty() && rng.below(2) == 0 {
            chars[rng.below(chars.len())]
        } else {
            ALPHABET[rng.below(ALPHABET.len())]
        }
    };
    match rng.below(4) {
        0 if chars.len() >= 2 => {
            let i = rng.below(chars.len() - 1);
            chars.swap(i, i + 1);
        }
        1 if !chars.is_empty() => {
            let i = rng.below(chars.len());
            chars[i] = any(rng, &chars);
        }
        3 if !chars.is_empty() => {
            chars.remove(rng.below(chars.len()));
        }
        _ => {
            let c = any(rng, &chars);
            chars.insert(rng.below(chars.len() + 1), c);
        }
    }
    chars.into_iter().collect()
}

/// `text` (a position string) with one random change that keeps its shape: the side to move
/// flipped, a stone added on an empty cell or taken away, a stone's owner or kind changed, a
/// count changed; or else a change of characters ([`mutate_chars`]).
fn mutate_position(text: &str, rng: &mut Rng) -> String {
    let mut words: Vec<String> = text.split(' ').map(str::to_string).collect();
    let cells = |word: &str, wanted: &[char]| -> Vec<usize> {
        word.char_indices()
            .filter(|(_, c)| wanted.contains(c))
            .map(|(i, _)| i)
            .collect()
    };
    let replace = |word: &mut String, at: usize, by: char| {
        let old = word[at..].chars().next().unwrap();
        word.replace_range(at..at + old.len_utf8(), &by.to_string());
    };
    match rng.below(8) {
        // The side to move flipped, or added when left out.
        0 => match words.iter().position(|w| w == "X" || w == "O") {
            Some(i) => words[i] = if words[i] == "X" { "O" } else { "X" }.to_string(),
            None => words.push(["X", "O"][rng.below(2)].to_string()),
        },
        // A stone on an empty cell.
        1 | 2 => {
            let empty = cells(&words[0], &['-', '.']);
            if !empty.is_empty() {
                let at = empty[rng.below(empty.len())];
                let stone = ['X', 'O', 'x', 'o', '*'][rng.below(5)];
                replace(&mut words[0], at, stone);
            }
        }
        // A stone taken away, or changed.
        3 => {
            let stones = cells(&words[0], &['X', 'O', 'x', 'o', '*']);
            if !stones.is_empty() {
                let at = stones[rng.below(stones.len())];
                replace(&mut words[0], at, ['-', 'X', 'O', 'x', 'o'][rng.below(5)]);
            }
        }
        // A number changed: a count after the side, or a pile's tokens.
        4 => {
            let numbers: Vec<usize> = (0..words.len())
                .filter(|&i| words[i].chars().any(|c| c.is_ascii_digit()))
                .collect();
            if let Some(&i) = numbers.get(rng.below(numbers.len().max(1))) {
                let n = [
                    0, 1, 2, 7, 40, 79, 80, 81, 99, 100, 255, 256, 65_535, 70_000,
                ];
                let pick = n[rng.below(n.len())].to_string();
                words[i] = if words[i].contains(',') {
                    let mut piles: Vec<&str> = words[i].split(',').collect();
                    let p = rng.below(piles.len());
                    piles[p] = &pick;
                    piles.join(",")
                } else {
                    pick
                };
            }
        }
        _ => return mutate_chars(text, rng),
    }
    words.join(" ")
}

/// What fuzzing one game found.
#[derive(Default, Debug)]
struct Found {
    positions_parsed: usize,
    positions_refused: usize,
    moves_parsed: usize,
    moves_refused: usize,
    failures: Vec<String>,
}

/// Fuzzes `G`'s parsers with mutated positions and moves, from `seed`.
fn fuzz_mutations<G: Bundled>(seed: u64) -> Found {
    let mut rng = Rng(game_seed(seed, G::ID));
    let mut found = Found::default();
    let fail = |found: &mut Found, what: &str, text: &str, e: String| {
        found
            .failures
            .push(format!("{}: {what} {text:?}: {e}", G::ID));
    };
    for _ in 0..CASES {
        let pos: G = random_position(&mut rng);
        let written = pos.position_string();
        if let Err(e) = try_position::<G>(&written) {
            fail(&mut found, "the valid position", &written, e);
        }
        let mut text = written.clone();
        for _ in 0..1 + rng.below(3) {
            text = mutate_position(&text, &mut rng);
        }
        match try_position::<G>(&text) {
            Ok(true) => found.positions_parsed += 1,
            Ok(false) => found.positions_refused += 1,
            Err(e) => fail(&mut found, "the position", &text, e),
        }
        // A legal move's text, or two back to back, mutated, against this position.
        let moves = pos.legal_moves();
        if moves.is_empty() {
            continue;
        }
        let mut mv = pos.format_move(moves[rng.below(moves.len())]);
        if rng.below(4) == 0 {
            let next = pos.after(moves[rng.below(moves.len())]);
            if let Some(&second) = next.legal_moves().iter().next() {
                mv = format!("{mv} {}", next.format_move(second));
            }
        }
        let mutated = if rng.below(5) == 0 {
            mv
        } else {
            mutate_chars(&mv, &mut rng)
        };
        match try_move(&pos, &mutated) {
            Ok(true) => found.moves_parsed += 1,
            Ok(false) => found.moves_refused += 1,
            Err(e) => fail(&mut found, &format!("the move at {written:?}"), &mutated, e),
        }
    }
    found
}

/// Fuzzes `G`'s parsers with `ARBITRARY_CASES` arbitrary texts of `strategy`, from `seed`:
/// they must not panic, and what parses must work.
fn fuzz_arbitrary<G: Bundled>(seed: u64, strategy: impl Strategy<Value = String>) -> Vec<String> {
    let mut key = [0u8; 32];
    key[..8].copy_from_slice(&game_seed(seed, G::ID).to_le_bytes());
    let mut runner = TestRunner::new_with_rng(
        Config {
            cases: ARBITRARY_CASES,
            failure_persistence: None,
            ..Config::default()
        },
        TestRng::from_seed(RngAlgorithm::ChaCha, &key),
    );
    let start = G::start();
    let outcome = runner.run(&strategy, |text| {
        try_position::<G>(&text).map_err(TestCaseError::fail)?;
        try_move(&start, &text).map_err(TestCaseError::fail)?;
        Ok(())
    });
    match outcome {
        Ok(()) => Vec::new(),
        Err(e) => vec![format!("{}: arbitrary text: {e}", G::ID)],
    }
}

/// Text of the characters the notations and position formats use, and a few that hurt.
fn notation_like() -> impl Strategy<Value = String> {
    proptest::string::string_regex("[0-9a-oXOx\\- ,:;+ps\\x1b\\r\\x7f]{0,300}").unwrap()
}

#[test]
fn every_parser_survives_mutated_positions_and_moves() {
    struct Fuzz(u64);
    impl GameAction for Fuzz {
        type Output = (Found, Vec<String>);
        fn run<G: Bundled>(self) -> Self::Output {
            let found = fuzz_mutations::<G>(self.0);
            let mut failures = fuzz_arbitrary::<G>(self.0, any::<String>());
            failures.extend(fuzz_arbitrary::<G>(self.0, notation_like()));
            (found, failures)
        }
    }
    let seed = seed();
    println!("seed {seed} (GAME_DSL_FUZZ_SEED={seed} replays this run)");
    let set = bundled();
    let mut failures = Vec::new();
    let mut too_few = Vec::new();
    for id in set.ids() {
        let (found, arbitrary) = set.with_game(id, Fuzz(seed)).expect("a bundled game");
        println!(
            "{id}: positions {} parsed, {} refused; moves {} parsed, {} refused; {} failures",
            found.positions_parsed,
            found.positions_refused,
            found.moves_parsed,
            found.moves_refused,
            found.failures.len() + arbitrary.len()
        );
        let tried_moves = found.moves_parsed + found.moves_refused;
        if found.positions_parsed * MIN_PARSED_SHARE < CASES
            || found.moves_parsed * MIN_PARSED_SHARE < tried_moves
        {
            too_few.push(id);
        }
        failures.extend(found.failures);
        failures.extend(arbitrary);
    }
    assert!(
        failures.is_empty(),
        "{} failures (GAME_DSL_FUZZ_SEED={seed} replays them); the first ones:\n{}",
        failures.len(),
        failures[..failures.len().min(20)].join("\n")
    );
    assert!(
        too_few.is_empty(),
        "fewer than one mutated position or move in {MIN_PARSED_SHARE} parsed for {too_few:?}"
    );
}
