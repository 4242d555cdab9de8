//! Solves every position of Nim with piles of 3, 4 and 5 tokens three ways, and prints the time
//! each way takes: a new engine for each position with a 64 MiB table (what `Engine::new` gave
//! every game before it took the game's size), a new engine for each with the game's size
//! (`Engine::new`), and one engine for all. Checks every verdict against Bouton's theorem (the
//! side to move wins exactly when the piles' xor is not zero).
//!
//! `cargo run --release -p game-dsl --example solve_many`

use std::time::Instant;

use game_dsl::{Engine, Game, Notation, Verdict, game, tt};

game! {
    /// Nim: take any number of tokens from one pile; whoever takes the last token wins.
    pub Nim { piles: [3, 4, 5], moves: take any, win: last_take }
}

fn main() {
    let mut positions = Vec::new();
    for side in ["", " O"] {
        for a in 0..=3 {
            for b in 0..=4 {
                for c in 0..=5 {
                    let text = format!("{a},{b},{c}{side}");
                    let pos = Nim::parse_position(&text).expect("a position of Nim");
                    positions.push((pos, a ^ b ^ c != 0));
                }
            }
        }
    }
    let check = |pos: &Nim, wins: bool, verdict: Verdict| {
        let won = matches!(verdict, Verdict::Proven { value: 1, .. });
        assert_eq!(won, wins, "{}: {verdict}", pos.position_string());
    };

    let started = Instant::now();
    for &(pos, wins) in &positions {
        check(
            &pos,
            wins,
            Engine::with_table_bytes(tt::DEFAULT_BYTES)
                .solve(&pos)
                .verdict::<Nim>(),
        );
    }
    let large = started.elapsed();

    let started = Instant::now();
    for &(pos, wins) in &positions {
        check(&pos, wins, Engine::new().solve(&pos).verdict::<Nim>());
    }
    let sized = started.elapsed();

    let started = Instant::now();
    let mut engine = Engine::<Nim>::new();
    for &(pos, wins) in &positions {
        check(&pos, wins, engine.solve(&pos).verdict::<Nim>());
    }
    let reused = started.elapsed();

    println!(
        "{} positions of Nim 3,4,5 solved, every verdict as Bouton's theorem says:",
        positions.len()
    );
    let sized_label = format!(
        "a new engine each, Engine::new ({} KiB):",
        game_dsl::tt::bytes_for_positions(Nim::positions_bound()) >> 10
    );
    for (label, time) in [
        ("a new engine each, 64 MiB table:", large),
        (sized_label.as_str(), sized),
        ("one engine for all, Engine::new:", reused),
    ] {
        println!("  {label:<42}{:8.1} ms", time.as_secs_f64() * 1e3);
    }
}
