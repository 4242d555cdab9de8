//! Pascal Pons' Connect Four benchmark sets (`../shared/data/connect4/`): every position of the
//! easy sets solved to the exact score, in the sets' convention (0 draw; `22 - k` when the side to
//! move wins with its `k`-th stone; `k - 22` when the opponent does). The medium and hard sets are
//! checked by `gamedsl bench` (see docs/benchmarks.md).

mod common;

use game_dsl::engine::Engine;
use game_dsl::score::Verdict;
use gamedsl::ConnectFour;
use gamedsl::registry::Bundled;

/// Solves every position of a set, the table cleared before each, and checks the scores.
fn check_set(name: &str, weak: bool) {
    let Some(dir) = common::data_dir(name) else {
        return;
    };
    let path = dir.join("connect4").join(name);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut engine = Engine::<ConnectFour>::with_table_bytes(16 << 20);
    let mut positions = 0;
    for line in text.lines() {
        let Some(case) = ConnectFour::parse_test_case(line).unwrap() else {
            continue;
        };
        engine.clear();
        let result = if weak {
            engine.solve_weak(&case.position)
        } else {
            engine.solve(&case.position)
        };
        let Verdict::Proven { value, plies } = result.verdict::<ConnectFour>() else {
            panic!("{line}: not solved");
        };
        let score = case.position.proven_score(value, plies);
        if weak {
            assert_eq!(score.signum(), case.score.signum(), "{line}");
        } else {
            assert_eq!(score, case.score, "{line}");
        }
        positions += 1;
    }
    assert_eq!(positions, 1000, "{name} has 1000 positions");
}

#[test]
fn end_easy_l3_r1() {
    check_set("Test_L3_R1", false);
}

#[test]
fn middle_easy_l2_r1() {
    check_set("Test_L2_R1", false);
}

#[test]
fn beginning_easy_l1_r1() {
    check_set("Test_L1_R1", false);
}

#[test]
fn weak_solve_gives_the_sign() {
    check_set("Test_L2_R1", true);
}
