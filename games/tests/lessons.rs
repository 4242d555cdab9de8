//! The lessons of minimax on the command line: `gamedsl explain --tree` on the textbook tree,
//! and `compare`'s b^d beside the counts.

use std::process::Command;

/// Runs `gamedsl` with `args`; it must succeed. Returns its standard output.
fn ok(args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_gamedsl"))
        .args(args)
        .output()
        .expect("gamedsl runs");
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

const TEXTBOOK: &str = "[[3,12,8],[2,4,6],[5,1,9]]";

#[test]
fn minimax_on_the_textbook_tree_examines_9_leaves() {
    let out = ok(&["explain", "--tree", TEXTBOOK]);
    assert!(
        out.contains("△ MAX = 3\n    1: ▽ MIN = 3\n        1: 3\n"),
        "{out}"
    );
    assert!(out.contains("    3: ▽ MIN = 1\n"), "{out}");
    assert!(out.ends_with("value: 3; leaves examined: 9 of 9; nodes examined: 13 of 13\n"));
    let json: serde_json::Value =
        serde_json::from_str(&ok(&["explain", "--tree", TEXTBOOK, "--json"])).unwrap();
    assert_eq!(
        (&json["value"], &json["leaves"], &json["nodes"]),
        (&3.into(), &9.into(), &13.into())
    );
}

#[test]
fn alpha_beta_on_the_textbook_tree_examines_6_leaves() {
    let out = ok(&["explain", "--tree", TEXTBOOK, "--algo", "alphabeta"]);
    assert!(
        out.contains("    2: ▽ MIN ≤ 2  window [3, +∞]\n        1: 2\n        ✂ cut: 2 ≤ α = 3"),
        "{out}"
    );
    assert!(
        out.contains("2 children skipped\n        2: 4  (not examined)\n"),
        "{out}"
    );
    assert!(out.ends_with("value: 3; leaves examined: 6 of 9; nodes examined: 10 of 13\n"));
    let json: serde_json::Value = serde_json::from_str(&ok(&[
        "explain",
        "--tree",
        TEXTBOOK,
        "--algo",
        "alphabeta",
        "--json",
    ]))
    .unwrap();
    assert_eq!(
        (&json["value"], &json["leaves"], &json["nodes"]),
        (&3.into(), &6.into(), &10.into())
    );
    let second = &json["root"]["children"][1];
    assert_eq!(
        (&second["alpha"], &second["cut"]["skipped"]),
        (&3.into(), &2.into())
    );
}

#[test]
fn an_uneven_tree_and_a_bad_one() {
    let out = ok(&[
        "explain",
        "--tree",
        "[[1], 4, [[2, 7]], [-5, 6]]",
        "--algo",
        "alphabeta",
    ]);
    assert!(
        out.ends_with("value: 7; leaves examined: 5 of 6; nodes examined: 10 of 11\n"),
        "{out}"
    );
    let bad = Command::new(env!("CARGO_BIN_EXE_gamedsl"))
        .args(["explain", "--tree", "[1,2"])
        .output()
        .unwrap();
    assert_eq!(bad.status.code(), Some(1));
}

#[test]
fn compare_sets_b_to_the_d_beside_the_counts() {
    let json: serde_json::Value =
        serde_json::from_str(&ok(&["compare", "connect4", "--depth", "6", "--json"])).unwrap();
    // 7 columns at every position of the first 6 plies: 7^6.
    assert_eq!(json["theory"]["b"], 7.0);
    assert_eq!(json["theory"]["b_to_d"], 117_649.0);
    assert_eq!(json["theory"]["sqrt_b_to_d"], 343.0);
    assert_eq!(json["results"][0]["nodes"], 137_257);
    let out = ok(&["compare", "connect4", "--depth", "6"]);
    assert!(out.contains("b = 7.00 (the mean number of legal moves over minimax's tree), b^6 = 117,649, its square root 343"), "{out}");
}

/// Splits a command line of docs/exercises.md into words: double quotes group.
fn words(line: &str) -> Vec<String> {
    let (mut words, mut word, mut quoted) = (Vec::new(), String::new(), false);
    for c in line.chars() {
        match c {
            '"' => quoted = !quoted,
            c if c.is_whitespace() && !quoted => {
                if !word.is_empty() {
                    words.push(std::mem::take(&mut word));
                }
            }
            c => word.push(c),
        }
    }
    if !word.is_empty() {
        words.push(word);
    }
    words
}

/// Every answer of docs/exercises.md: each command is run, and the lines shown under it must
/// begin lines of its output, in order (a row cut before its time).
#[test]
fn the_exercises_answers_are_the_programs() {
    let page = include_str!("../../docs/exercises.md");
    let mut commands = 0;
    for block in page.split("```console\n").skip(1) {
        let block = block.split("```").next().unwrap();
        let mut lines = block.lines();
        let command = lines
            .next()
            .unwrap()
            .strip_prefix("$ gamedsl ")
            .expect("a command");
        let args = words(command);
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let out = ok(&args);
        let mut output = out.lines();
        for expected in lines {
            assert!(
                output.any(|line| line.trim_end().starts_with(expected)),
                "`{command}`: `{expected}` is not in the output (in order):\n{out}"
            );
        }
        commands += 1;
    }
    assert_eq!(commands, 12);
}
