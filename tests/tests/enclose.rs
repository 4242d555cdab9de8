//! Go's capture as an effect of a placement (`place enclose orthogonal`): every group of the
//! opponent's stones left without a liberty is taken, and suicide is not a move (with
//! `enclose orthogonal suicide`, a move that takes the mover's group). With `win:
//! captures N`, the first-capture game (Atari Go). Against a plain reference implementation
//! (`reference/capture_go.rs`), position by position and by perft; small boards solved by the
//! engine and by plain negamax; and against the Go family's own runtime (`game_dsl::groups`),
//! move by move in random games.

mod reference;

use std::collections::HashMap;

use game_dsl::engine::Engine;
use game_dsl::perft::perft;
use game_dsl::score::Verdict;
use game_dsl::{Game, GameExt, Notation, Player, game};
use game_dsl_tests::rng::Rng;
use reference::capture_go::CaptureGo;
use reference::{Both, Reference, random_games, solve_plainly};

game! {
    /// Atari Go on 5 x 5: the first capture wins.
    pub AtariGo {
        board: 5 x 5,
        moves: place enclose orthogonal,
        win: captures 1,
    }
}

game! {
    /// Five stones taken win, on 5 x 5.
    pub FiveTaken {
        board: 5 x 5,
        moves: place enclose orthogonal,
        win: captures 5,
    }
}

game! {
    /// Stones placed that take enclosed groups, on and on: who cannot place loses.
    pub Enclosing {
        board: 5 x 5,
        moves: place enclose orthogonal,
    }
}

game! {
    /// Go on 5 x 5 as the Go family declares it, without ko: the same placements and captures.
    pub Go5 {
        board: 5 x 5,
        moves: place then capture groups { suicide: illegal },
        pass: always,
        win: area { komi: 0.5, passes: 2, limit: 200 },
    }
}

game! {
    /// Go without ko on 5 x 5 made of parts: placements that take enclosed groups, a pass at
    /// any turn, and the count by area after two passes in a row or 200 plies. `quiet: 1000`,
    /// never reached, is a section the kernel of groups has not: the general primitives play
    /// it (as the two games of parts below).
    pub PartsGo5 {
        board: 5 x 5,
        moves: place enclose orthogonal,
        pass: always,
        quiet: 1000,
        win: area { komi: 0.5, passes: 2, limit: 200 },
    }
}

game! {
    /// Go on 5 x 5 as the Go family declares it, with the simple ko.
    pub GoKo5 {
        board: 5 x 5,
        moves: place then capture groups { suicide: illegal, ko: simple },
        pass: always,
        win: area { komi: 0.5, passes: 2, limit: 200 },
    }
}

game! {
    /// Go with the simple ko on 5 x 5 made of parts.
    pub PartsGoKo5 {
        board: 5 x 5,
        moves: place enclose orthogonal ko,
        pass: always,
        quiet: 1000,
        win: area { komi: 0.5, passes: 2, limit: 200 },
    }
}

game! {
    /// Go on 5 x 5 as the Go family declares it, with the simple ko and a board brought back
    /// drawing: OpenSpiel's rules.
    pub GoFull5 {
        board: 5 x 5,
        moves: place then capture groups { suicide: illegal, ko: simple, repeat: draw },
        pass: always,
        win: area { komi: 0.5, passes: 2, limit: 200 },
    }
}

game! {
    /// The same Go made of parts.
    pub PartsGoFull5 {
        board: 5 x 5,
        moves: place enclose orthogonal ko,
        pass: always,
        repeat: 2 draw,
        quiet: 1000,
        win: area { komi: 0.5, passes: 2, limit: 200 },
    }
}

game! {
    /// The same Go made of parts with no other section: the lowering picks the kernel of
    /// groups for it.
    pub KernelGo5 {
        board: 5 x 5,
        moves: place enclose orthogonal ko,
        pass: always,
        repeat: 2 draw,
        win: area { komi: 0.5, passes: 2, limit: 200 },
    }
}

game! {
    /// Go on 5 x 5 as the Go family declares it, with suicide a move (Tromp-Taylor's rules), the
    /// simple ko and a board brought back drawing.
    pub GoSuicide5 {
        board: 5 x 5,
        moves: place then capture groups { suicide: legal, ko: simple, repeat: draw },
        pass: always,
        win: area { komi: 0.5, passes: 2, limit: 200 },
    }
}

game! {
    /// The same Go made of parts: `suicide` after `enclose`.
    pub PartsGoSuicide5 {
        board: 5 x 5,
        moves: place enclose orthogonal ko suicide,
        pass: always,
        repeat: 2 draw,
        quiet: 1000,
        win: area { komi: 0.5, passes: 2, limit: 200 },
    }
}

game! {
    /// The same Go made of parts with no other section, the options in the other order: the
    /// lowering picks the kernel of groups for it.
    pub KernelGoSuicide5 {
        board: 5 x 5,
        moves: place enclose orthogonal suicide ko,
        pass: always,
        repeat: 2 draw,
        win: area { komi: 0.5, passes: 2, limit: 200 },
    }
}

game! {
    /// Go with suicide on 5 x 5 made of parts, and a board of the game brought back forbidden
    /// (positional superko, Tromp-Taylor's rules): no ko and no draw by repetition needed.
    pub SuperkoGo5 {
        board: 5 x 5,
        moves: place enclose orthogonal suicide,
        pass: always,
        repeat: 2 forbid,
        quiet: 1000,
        win: area { komi: 0.5, passes: 2, limit: 200 },
    }
}

game! {
    /// The same Go with no other section: the lowering picks the kernel of groups for it.
    pub KernelSuperkoGo5 {
        board: 5 x 5,
        moves: place enclose orthogonal suicide,
        pass: always,
        repeat: 2 forbid,
        win: area { komi: 0.5, passes: 2, limit: 200 },
    }
}

game! {
    /// The same Go with no rule on repetition, the boards of a game free to come back.
    pub FreeGo5 {
        board: 5 x 5,
        moves: place enclose orthogonal suicide,
        pass: always,
        quiet: 1000,
        win: area { komi: 0.5, passes: 2, limit: 200 },
    }
}

game! {
    /// Atari Go on 3 x 3 and 4 x 3: small enough to solve.
    pub AtariGo3x3 {
        board: 3 x 3,
        moves: place enclose orthogonal,
        win: captures 1,
    }
}

game! {
    /// Atari Go on 4 x 3.
    pub AtariGo4x3 {
        board: 4 x 3,
        moves: place enclose orthogonal,
        win: captures 1,
    }
}

/// A ko (a1 the top-left point): O's b2, among X's stones, takes X's c2 alone.
const KO: [&str; 5] = ["-XO--", "X-XO-", "-XO--", "-----", "-----"];

/// The ko once O's b2 has taken X's c2.
const KO_TAKEN: [&str; 5] = ["-XO--", "XO-O-", "-XO--", "-----", "-----"];

/// A position's text from its rows, top first, and what follows them.
fn text(rows: &[&str], rest: &str) -> String {
    format!("{} {rest}", rows.concat())
}

#[test]
fn an_enclosed_group_is_taken_and_suicide_is_no_move() {
    // X's c2 closes the last liberty of O's a1 b1 group (a1 is the top-left point).
    let rows = ["OOX--", "XX---", "-----", "-----", "-----"];
    let pos = FiveTaken::parse_position(&text(&rows, "X 0 0")).unwrap();
    assert!(pos.parse_legal_move("c1").is_err(), "c1 holds a stone");
    let rows = ["OO---", "XX---", "-----", "-----", "-----"];
    let pos = FiveTaken::parse_position(&text(&rows, "X 0 0")).unwrap();
    let after = pos.after(pos.parse_legal_move("c1").unwrap());
    let taken = ["--X--", "XX---", "-----", "-----", "-----"];
    assert_eq!(after.position_string(), text(&taken, "O 2 0"));
    assert_eq!(after.stones_taken(Player::First), 2);
    // O may not play a1 inside X's stones (no liberty, nothing taken): suicide.
    let rows = ["-X---", "X----", "-----", "-----", "-----"];
    let pos = FiveTaken::parse_position(&text(&rows, "O 0 0")).unwrap();
    assert!(pos.parse_legal_move("a1").is_err());
    assert_eq!(pos.legal_moves().len(), 22, "23 empty points but a1");
    // Unless it takes: O's a1 takes X's b1, which had its last liberty there.
    let rows = ["-XO--", "XO---", "-----", "-----", "-----"];
    let pos = FiveTaken::parse_position(&text(&rows, "O 0 0")).unwrap();
    let after = pos.after(pos.parse_legal_move("a1").unwrap());
    let taken = ["O-O--", "XO---", "-----", "-----", "-----"];
    assert_eq!(after.position_string(), text(&taken, "X 0 1"));
    // The first capture wins Atari Go.
    let pos = AtariGo::parse_position(&text(
        &["OO---", "XX---", "-----", "-----", "-----"],
        "X 0 0",
    ))
    .unwrap();
    let after = pos.after(pos.parse_legal_move("c1").unwrap());
    assert_eq!(after.terminal_value(), Some(-1), "O, to move, has lost");
}

#[test]
fn enclosing_agrees_with_the_reference() {
    type Atari = CaptureGo<5, 5, 1>;
    type Five = CaptureGo<5, 5, 5>;
    for depth in 1..=3 {
        assert_eq!(
            perft(&AtariGo::start(), depth),
            reference::perft(&Atari::start(), depth),
            "perft({depth})"
        );
    }
    assert_eq!(perft(&AtariGo::start(), 3), 25 * 24 * 23);
    // From ply 4 some points are suicide (a corner shut in by two stones): fewer than 25 x 24
    // x 23 x 22.
    assert_eq!(perft(&AtariGo::start(), 4), 303_248);
    assert_eq!(reference::perft(&Atari::start(), 4), 303_248);
    assert_eq!(perft(&AtariGo::start(), 5), 6_357_152);
    assert_eq!(reference::perft(&Atari::start(), 5), 6_357_152);
    let atari = random_games::<Atari, AtariGo>(&[Atari::start()], 300, 0x6174_6172, |_, _, _| {});
    println!("atari go: {atari} positions");
    // Five stones taken: captures of groups, and suicides refused, along the way.
    let (mut captures, mut groups, mut suicides) = (0, 0, 0);
    let five =
        random_games::<Five, FiveTaken>(&[Five::start()], 300, 0x6669_7665, |before, _, after| {
            let took = after.taken[before.side] - before.taken[before.side];
            captures += usize::from(took > 0);
            groups += usize::from(took > 1);
            let empty = before
                .board
                .cells()
                .into_iter()
                .filter(|&c| before.board.get(c).is_none())
                .count();
            suicides += usize::from(before.moves().len() < empty);
        });
    println!(
        "five taken: {five} positions, {captures} captures ({groups} of several stones), {suicides} positions with a suicide refused"
    );
    assert!(captures > 300, "{captures}");
    assert!(groups > 50, "{groups}");
    assert!(suicides > 50, "{suicides}");
}

#[test]
fn atari_go_solves_as_plain_negamax_says() {
    fn solved<const W: usize, const H: usize, G: Notation>() -> (i32, Option<u32>, i32) {
        let start = CaptureGo::<W, H, 1>::start();
        let both = Both::<CaptureGo<W, H, 1>, G>::new(start.clone());
        assert_eq!(both.game.0, G::start());
        let mut nodes = 0;
        let plain = solve_plainly(&start, &mut HashMap::new(), &mut nodes);
        let result = Engine::with_table_bytes(1 << 22).solve(&G::start());
        let Verdict::Proven { value, plies } = result.verdict::<G>() else {
            panic!("{}: not solved", G::NAME);
        };
        println!(
            "{}: {value} in {plies:?} by the engine, {plain} plainly ({nodes} positions)",
            G::NAME
        );
        (value, plies, plain)
    }
    // The first player takes first: on 3 x 3 by ply 7, on 4 x 3 by ply 9.
    assert_eq!(solved::<3, 3, AtariGo3x3>(), (1, Some(7), 1));
    assert_eq!(solved::<4, 3, AtariGo4x3>(), (1, Some(9), 1));
}

/// The name of `name`'s point on the Go family's board of `height` rows: the same column,
/// rows counted from the bottom (the parts count them from the top).
fn go_name(name: &str, height: u32) -> String {
    let (column, row) = name.split_at(1);
    format!("{column}{}", height + 1 - row.parse::<u32>().unwrap())
}

#[test]
fn enclosing_plays_as_the_go_family_does() {
    // Random games of placements: at every position the same points are legal in both (the Go
    // family's pass aside), and after every move the same stones stand on the board.
    let mut rng = Rng(0x676f_3535);
    let mut positions = 0;
    for game in 0..300 {
        let (mut parts, mut go) = (Enclosing::start(), Go5::start());
        for ply in 0..120 {
            let mut ours: Vec<String> = parts
                .legal_moves()
                .iter()
                .map(|&m| go_name(&parts.format_move(m), 5))
                .collect();
            let mut theirs: Vec<String> = go
                .legal_moves()
                .iter()
                .map(|&m| go.format_move(m))
                .filter(|m| m != "pass")
                .collect();
            ours.sort();
            theirs.sort();
            assert_eq!(ours, theirs, "game {game}, ply {ply}");
            positions += 1;
            if ours.is_empty() || go.terminal_value().is_some() {
                break;
            }
            let mv = &ours[rng.below(ours.len())];
            go = go.play_sequence(mv).unwrap();
            let local = go_name(mv, 5);
            parts = parts.play_sequence(&local).unwrap();
            assert_eq!(
                parts.position_string()[..25],
                go.position_string()[..25],
                "game {game}, ply {ply}"
            );
        }
    }
    println!("{positions} positions");
    assert!(positions > 300 * 30, "{positions}");
}

/// A move named on one board as the other names it: the pass (`ps` in the parts, `pass` in the
/// Go family) or a point, its row counted from the other edge ([`go_name`] both ways).
fn other_name(name: &str, height: u32) -> String {
    match name {
        "ps" => "pass".to_string(),
        "pass" => "ps".to_string(),
        point => go_name(point, height),
    }
}

/// What random games of Go made of parts and of the same Go of the family of groups met.
#[derive(Debug, Default)]
struct Met {
    positions: u32,
    ended_by_passes: u32,
    /// Games won by the second player, drawn, won by the first.
    values: [u32; 3],
    /// Games ended by a board brought back.
    repeated: u32,
    /// Positions in which a ko bars a point.
    kos: u32,
    /// Placements that took the mover's own group (suicide).
    suicides: u32,
}

/// Plays 300 random games of placements and passes in `P` (made of parts) and `G` (the family
/// of groups) on 5 x 5 with a limit of 200 plies, and checks that at every position both have
/// the same moves (the pass among them), the same stones, the same evaluation and the same end
/// with the same value.
fn agree<P: Game + Notation, G: Game + Notation>(seed: u64) -> Met {
    let mut rng = Rng(seed);
    let mut met = Met::default();
    for game in 0..300 {
        let (mut parts, mut go) = (P::start(), G::start());
        loop {
            // Both lists in the Go family's names.
            let mut ours: Vec<String> = parts
                .legal_moves()
                .iter()
                .map(|&m| other_name(&parts.format_move(m), 5))
                .collect();
            let mut theirs: Vec<String> = go
                .legal_moves()
                .iter()
                .map(|&m| go.format_move(m))
                .collect();
            ours.sort();
            theirs.sort();
            assert_eq!(ours, theirs, "game {game}, ply {}", go.ply());
            assert_eq!(parts.terminal_value(), go.terminal_value(), "game {game}");
            assert_eq!(parts.ending(), go.ending(), "game {game}");
            met.positions += 1;
            // The Go family writes the ko point after the side to move, `-` for none.
            if go.position_string().split_whitespace().nth(2) != Some("-") {
                met.kos += 1;
            }
            if let Some(value) = go.terminal_value() {
                if go.ending() == Some(game_dsl::Ending::Repetition) {
                    met.repeated += 1;
                } else if go.ply() < 200 {
                    met.ended_by_passes += 1;
                }
                met.values[(value + 1) as usize] += 1;
                break;
            }
            // Passes now and then, in half the games more often late, so that games end both
            // ways: by two passes in a row, and at the limit.
            let placements: Vec<&String> = theirs.iter().filter(|m| *m != "pass").collect();
            let odds = if game % 2 == 0 && go.ply() > 60 {
                3
            } else {
                25
            };
            let pass = rng.below(odds) == 0;
            let mv = if pass || placements.is_empty() {
                "pass".to_string()
            } else {
                placements[rng.below(placements.len())].clone()
            };
            let mover = if go.side_to_move() == Player::First {
                'X'
            } else {
                'O'
            };
            let stones = |g: &G| g.position_string()[..25].matches(mover).count();
            let before = stones(&go);
            go = go.play_sequence(&mv).unwrap();
            parts = parts.play_sequence(&other_name(&mv, 5)).unwrap();
            if mv != "pass" && stones(&go) <= before {
                met.suicides += 1;
            }
            assert_eq!(
                parts.position_string()[..25],
                go.position_string()[..25],
                "game {game}, ply {}",
                go.ply()
            );
            assert_eq!(parts.evaluate(), go.evaluate(), "game {game}");
        }
    }
    println!("{met:?}");
    met
}

#[test]
fn go_of_parts_passes_and_counts_as_the_go_family_does() {
    let met = agree::<PartsGo5, Go5>(0x6172_6561);
    assert!(met.positions > 300 * 20, "{met:?}");
    assert!(
        met.ended_by_passes > 150 && met.ended_by_passes < 280,
        "{met:?}"
    );
    assert!(met.values[0] > 20 && met.values[2] > 20, "{met:?}");
    assert_eq!(met.kos, 0);
}

#[test]
fn go_of_parts_with_ko_plays_as_the_go_family_does() {
    let met = agree::<PartsGoKo5, GoKo5>(0x6b6f_6b6f);
    assert!(met.positions > 300 * 20, "{met:?}");
    assert!(met.kos > 100, "{met:?}");
    assert_eq!(met.repeated, 0);
}

#[test]
fn go_of_parts_with_ko_and_repetition_plays_as_the_go_family_does() {
    let met = agree::<PartsGoFull5, GoFull5>(0x7375_7065);
    assert!(met.positions > 300 * 20, "{met:?}");
    assert!(met.kos > 100, "{met:?}");
    assert!(
        met.repeated > 10 && met.values[1] >= met.repeated,
        "{met:?}"
    );
}

#[test]
fn go_of_parts_with_suicide_plays_as_the_go_family_does() {
    let met = agree::<PartsGoSuicide5, GoSuicide5>(0x7375_6963);
    assert!(met.positions > 300 * 20, "{met:?}");
    // Random suicides bring boards back: most games end by the repetition.
    assert!(met.suicides > 100 && met.kos > 20, "{met:?}");
    assert!(met.repeated > 150, "{met:?}");
    // Without `suicide`, no placement takes its own group.
    assert_eq!(agree::<PartsGoFull5, GoFull5>(0x6e6f_6e65).suicides, 0);
}

#[test]
fn a_suicide_takes_the_movers_group() {
    // X's a1 and a2 (a1 the top-left point) shut in by O's c1, b2 and a3 but for b1: X's b1
    // leaves the three stones without a liberty and takes no stone of O's.
    let rows = ["X-O--", "XO---", "O----", "-----", "-----"];
    let before = text(&rows, "X 0 0 0 -");
    let pos = PartsGoSuicide5::parse_position(&before).unwrap();
    let after = pos.play_sequence("b1").unwrap();
    // The group is taken; taking stones, even one's own, resets the plies without a capture.
    let taken = ["--O--", "-O---", "O----", "-----", "-----"];
    assert_eq!(after.position_string(), text(&taken, "O 1 0 0 -"));
    // Without `suicide`, b1 is no move.
    let pos = PartsGoKo5::parse_position(&before).unwrap();
    assert!(pos.play_sequence("b1").is_err());
}

#[test]
fn go_of_parts_counts_as_the_go_family_does() {
    // The same tree, passes included, to depth 4, both ways.
    for depth in 1..=4 {
        assert_eq!(
            perft(&PartsGo5::start(), depth),
            perft(&Go5::start(), depth),
            "depth {depth}"
        );
    }
    // 25 placements, each answered by 24 and a pass; the pass answered by 25 and a pass.
    assert_eq!(perft(&PartsGo5::start(), 2), 25 * 25 + 26);
    // X's a1 and b1, O's d1 and e1: every empty point reaches both, so each side has its two
    // stones, and O's half point of komi puts it ahead. X passed at ply 1: one pass in a row.
    let rows = ["XX-OO", "-----", "-----", "-----", "-----"];
    let pos = PartsGo5::parse_position(&text(&rows, "O 1 1 1")).unwrap();
    assert_eq!(pos.area_score2(), -1, "2 points each, and the komi");
    assert_eq!(pos.position_string(), text(&rows, "O 1 1 1"));
    // A second pass in a row ends the game, counted by area: X to move has lost by the komi.
    let over = pos.play_sequence("ps").unwrap();
    assert_eq!(over.ending(), Some(game_dsl::Ending::Count));
    assert_eq!(over.terminal_value(), Some(-1));
    assert!(over.legal_moves().is_empty());
    // A placement resets the count, and the game goes on; c1 closes the gap: the a-b side's
    // empty points still reach both.
    let on = pos.play_sequence("c1").unwrap();
    assert_eq!(
        on.position_string(),
        text(&["XXOOO", "-----", "-----", "-----", "-----"], "X 2 2 0")
    );
    assert_eq!(on.terminal_value(), None);
    assert_eq!(on.area_score2(), 2 * (2 - 3) - 1);
    // X's c1, a2, b2 and c2 wall off a1 and b1, which reach X's stones only: X's area is 6;
    // d1 and d2 reach both sides, as the empty points below do: O's area is its 4 stones.
    let rows = ["--X-O", "XXX-O", "---OO", "-----", "-----"];
    let pos = PartsGo5::parse_position(&text(&rows, "X 0 0 0")).unwrap();
    assert_eq!(pos.area_score2(), 2 * (6 - 4) - 1);
    // More passes than end the game is not a position.
    assert!(PartsGo5::parse_position(&text(&["-----"; 5], "X 0 0 3")).is_err());
}

#[test]
fn a_ko_is_not_retaken_at_once() {
    let rows = KO;
    let pos = PartsGoKo5::parse_position(&text(&rows, "O 1 1 0 -")).unwrap();
    // O's b2 lands among X's stones and takes c2 alone: X may not retake at c2 at once.
    let after = pos.play_sequence("b2").unwrap();
    let taken = KO_TAKEN;
    assert_eq!(after.position_string(), text(&taken, "X 2 0 0 c2"));
    assert!(after.play_sequence("c2").is_err());
    // Every empty point but c2, and the pass.
    assert_eq!(after.legal_moves().len(), (25 - 7 - 1) + 1);
    // The same position read from its text bars the same point, and is the same position.
    assert_eq!(
        PartsGoKo5::parse_position(&text(&taken, "X 2 0 0 c2")).unwrap(),
        after
    );
    assert_ne!(
        PartsGoKo5::parse_position(&text(&taken, "X 2 0 0 -")).unwrap(),
        after
    );
    // Once each side has played elsewhere, X retakes b2 at c2, and the ko is O's.
    let retaken = after.play_sequence("e5 a5 c2").unwrap();
    assert!(
        retaken.position_string().ends_with("O 5 0 0 b2"),
        "{}",
        retaken.position_string()
    );
    // A pass clears the ko too.
    assert!(
        after
            .play_sequence("ps")
            .unwrap()
            .position_string()
            .ends_with(" O 3 1 1 -")
    );
    // A barred cell must be an empty cell of the board.
    assert!(PartsGoKo5::parse_position(&text(&taken, "X 2 0 0 b2")).is_err());
    assert!(PartsGoKo5::parse_position(&text(&taken, "X 2 0 0 z9")).is_err());
}

#[test]
fn go_of_parts_takes_the_kernel_of_groups() {
    // Go's notation (points from the bottom left, `pass`) and text are the kernel's: the
    // declaration made of parts is the family's game.
    let moves = "c3 pass b2 c2";
    let (kernel, family) = (
        KernelGo5::start().play_sequence(moves).unwrap(),
        GoFull5::start().play_sequence(moves).unwrap(),
    );
    assert_eq!(kernel.position_string(), family.position_string());
    // The first point, the top left one, is a5 in Go's names (a1 in the parts').
    assert_eq!(kernel.format_move(kernel.legal_moves()[0]), "a5");
    for depth in 1..=3 {
        assert_eq!(
            perft(&KernelGo5::start(), depth),
            perft(&GoFull5::start(), depth)
        );
    }
    // And the general primitives play as the kernel does.
    let met = agree::<PartsGoFull5, KernelGo5>(0x6b65_726e);
    assert!(met.repeated > 0 && met.kos > 100, "{met:?}");
}

#[test]
fn go_of_parts_with_suicide_takes_the_kernel_of_groups() {
    let kernel = KernelGoSuicide5::start();
    assert_eq!(kernel.format_move(kernel.legal_moves()[0]), "a5");
    for depth in 1..=3 {
        assert_eq!(
            perft(&KernelGoSuicide5::start(), depth),
            perft(&GoSuicide5::start(), depth)
        );
    }
    let met = agree::<PartsGoSuicide5, KernelGoSuicide5>(0x6b73_7563);
    assert!(met.suicides > 100, "{met:?}");
}

#[test]
fn a_ko_is_not_retaken_when_the_board_would_come_back() {
    // O's b2 lands among X's stones and takes c2 alone (a1 the top-left point): X's c2 at once
    // would bring back the board the position was read with.
    let rows = KO;
    let pos = SuperkoGo5::parse_position(&text(&rows, "O 1 1 0")).unwrap();
    let after = pos.play_sequence("b2").unwrap();
    let taken = KO_TAKEN;
    assert_eq!(after.position_string(), text(&taken, "X 2 0 0"));
    assert!(after.play_sequence("c2").is_err());
    assert_eq!(
        after.legal_moves().len(),
        (25 - 7 - 1) + 1,
        "all but c2, and the pass"
    );
    // Without the rule, c2 retakes.
    let free = FreeGo5::parse_position(&after.position_string()).unwrap();
    assert_eq!(free.legal_moves().len(), (25 - 7) + 1);
    // Once each side has played elsewhere, the board after X's c2 is new, and c2 retakes.
    let retaken = after.play_sequence("e5 a5 c2").unwrap();
    assert_eq!(
        retaken.position_string(),
        text(&["-XO--", "X-XO-", "-XO--", "-----", "O---X"], "O 5 0 0")
    );
    // O's retake at b2 now makes a board seen once, after its own b2: forbidden again.
    assert!(retaken.play_sequence("b2").is_err());
    // The rule forbids; it never ends the game.
    assert_eq!(retaken.terminal_value(), None);
}

#[test]
fn superko_forbids_every_move_that_brings_a_board_back() {
    // Random games with suicide (whose placements bring boards back often): at every position
    // the legal moves are those of the same Go without the rule whose board has not occurred
    // in the game, and the pass; no board ever occurs twice.
    let mut rng = Rng(0x7375_7072);
    let (mut positions, mut forbidden, mut suicides, mut by_passes) = (0, 0, 0, 0);
    for game in 0..300 {
        let mut pos = SuperkoGo5::start();
        let board = |text: &str| text[..25].to_string();
        let mut seen = std::collections::HashSet::from([board(&pos.position_string())]);
        while pos.terminal_value().is_none() {
            positions += 1;
            let free = FreeGo5::parse_position(&pos.position_string()).unwrap();
            let mut expected: Vec<String> = free
                .legal_moves()
                .iter()
                .filter(|&&mv| {
                    let after = board(&free.after(mv).position_string());
                    free.format_move(mv) == "ps" || !seen.contains(&after)
                })
                .map(|&mv| free.format_move(mv))
                .collect();
            forbidden += free.legal_moves().len() - expected.len();
            let mut legal: Vec<String> = pos
                .legal_moves()
                .iter()
                .map(|&mv| pos.format_move(mv))
                .collect();
            expected.sort();
            legal.sort();
            assert_eq!(legal, expected, "game {game}, ply {}", pos.ply());
            let placements: Vec<&String> = legal.iter().filter(|m| *m != "ps").collect();
            let mv = if rng.below(20) == 0 || placements.is_empty() {
                "ps".to_string()
            } else {
                placements[rng.below(placements.len())].clone()
            };
            let mover = if pos.side_to_move() == Player::First {
                'X'
            } else {
                'O'
            };
            let before = pos.position_string()[..25].matches(mover).count();
            pos = pos.play_sequence(&mv).unwrap();
            let text = pos.position_string();
            if mv != "ps" {
                suicides += usize::from(text[..25].matches(mover).count() <= before);
                assert!(seen.insert(board(&text)), "game {game}: {text} came back");
            }
        }
        assert_ne!(pos.ending(), Some(game_dsl::Ending::Repetition));
        by_passes += usize::from(pos.ply() < 200);
    }
    println!(
        "{positions} positions, {forbidden} moves forbidden, {suicides} suicides, {by_passes} games ended by passes"
    );
    assert!(positions > 300 * 20, "{positions}");
    assert!(
        forbidden > 1_000 && suicides > 100,
        "{forbidden} {suicides}"
    );
    assert!(by_passes > 100, "{by_passes}");
}

#[test]
fn superko_takes_the_kernel_of_groups() {
    let kernel = KernelSuperkoGo5::start();
    assert_eq!(
        kernel.format_move(kernel.legal_moves()[0]),
        "a5",
        "Go's names: the kernel"
    );
    for depth in 1..=4 {
        assert_eq!(
            perft(&KernelSuperkoGo5::start(), depth),
            perft(&SuperkoGo5::start(), depth),
            "depth {depth}"
        );
    }
    // Move by move, the kernel forbids what the general primitives forbid, and neither game
    // ends by a repetition.
    let met = agree::<SuperkoGo5, KernelSuperkoGo5>(0x7375_7065_726b);
    assert!(met.suicides > 100, "{met:?}");
    assert_eq!(met.repeated, 0, "{met:?}");
    // The ko of the test above, in the kernel's names (a5 the top-left point): X's retake at
    // c4 would bring back the board the position was read with.
    let rows = KO;
    let pos = KernelSuperkoGo5::parse_position(&text(&rows, "O - 0 1")).unwrap();
    let after = pos.play_sequence("b4").unwrap();
    assert!(after.play_sequence("c4").is_err());
    assert!(after.play_sequence("e1 a1 c4").is_ok());
}
