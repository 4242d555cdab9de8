//! The position and move parsers of every bundled game, fuzzed: arbitrary text (random bytes,
//! and text made of each notation's own characters, which reaches deeper) never panics; what
//! parses round-trips; every error is one line that repeats at most 80 characters of the
//! input, control characters escaped.

use game_dsl::GameExt;
use game_dsl::error::SHOWN_CHARS;
use games::registry::{Bundled, GameAction, GameSet, bundled};
use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};

/// Cases per game and kind of input.
const CASES: u32 = 4_000;

/// Checks an error message: one line, no control character, input not repeated in full when
/// long.
fn clean(message: &str, input: &str) -> Result<(), TestCaseError> {
    prop_assert!(!message.contains('\n'), "{message:?}");
    prop_assert!(!message.chars().any(char::is_control), "{message:?}");
    if input.chars().count() > SHOWN_CHARS + 3 {
        prop_assert!(!message.contains(input), "{message:?}");
    }
    Ok(())
}

/// Fuzzes the parsers of `G` with `CASES` inputs of `strategy`.
fn fuzz<G: Bundled>(strategy: impl Strategy<Value = String>) {
    let mut runner = TestRunner::new(Config {
        cases: CASES,
        failure_persistence: None,
        ..Config::default()
    });
    runner
        .run(&strategy, |text| {
            match G::parse_position(&text) {
                Ok(pos) => {
                    let again = G::parse_position(&pos.position_string()).unwrap();
                    prop_assert!(again == pos, "{text:?}");
                }
                Err(e) => clean(&e.to_string(), &text)?,
            }
            let start = G::start();
            match start.parse_legal_move(&text) {
                Ok(mv) => {
                    let written = start.format_move(mv);
                    prop_assert_eq!(start.parse_legal_move(&written).unwrap(), mv);
                }
                Err(e) => clean(&e.to_string(), &text)?,
            }
            match start.play_sequence(&text) {
                Ok(pos) => prop_assert!(pos.ply() >= start.ply()),
                Err(e) => clean(&e.to_string(), &text)?,
            }
            Ok(())
        })
        .unwrap_or_else(|e| panic!("{}: {e}", G::ID));
}

/// Text of the characters the notations and position formats use, and a few that hurt.
fn notation_like() -> impl Strategy<Value = String> {
    proptest::string::string_regex("[0-9a-oXOx\\- ,:;ps\\x1b\\r\\x7f]{0,300}").unwrap()
}

#[test]
fn every_parser_survives_arbitrary_text() {
    struct Fuzz;
    impl GameAction for Fuzz {
        type Output = ();
        fn run<G: Bundled>(self) {
            fuzz::<G>(any::<String>());
            fuzz::<G>(notation_like());
        }
    }
    let set = bundled();
    for id in set.ids() {
        set.with_game(id, Fuzz).expect("a bundled game");
    }
}
