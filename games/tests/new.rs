//! `gamedsl new`: the crate it writes builds outside the workspace against this checkout (path
//! dependencies, the checkout's `Cargo.lock`, `--offline`: no registry), its own tests pass, and
//! its program lists its game. It builds a crate, so it takes a while; CI runs it with the
//! workspace's tests, sharing the workspace's target directory so that only the new crate is
//! compiled.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// Runs cargo in `dir` with the workspace's target directory.
fn cargo(dir: &Path, args: &[&str]) -> Output {
    let checkout = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    let target = std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| checkout.join("target"));
    Command::new(std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into()))
        .args(args)
        .current_dir(dir)
        .env("CARGO_TARGET_DIR", target)
        .output()
        .expect("cargo runs")
}

/// Text of a command's output stream.
fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn a_new_crate_passes_its_tests_and_lists_its_game() {
    let checkout = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    let parent = std::env::temp_dir().join(format!("gamedsl-new-{}", std::process::id()));
    let dir = parent.join("my-game");
    let _ = std::fs::remove_dir_all(&parent);

    let new = Command::new(env!("CARGO_BIN_EXE_gamedsl"))
        .arg("new")
        .arg(&dir)
        .arg("--path")
        .arg(checkout)
        .output()
        .unwrap();
    assert!(new.status.success(), "{}", text(&new.stderr));
    assert_eq!(
        text(&new.stdout),
        format!(
            "created {0} (my-game): a game, its program and its tests\n\
             next: cd {0} && cargo run -- list\n",
            dir.display()
        )
    );
    let again = Command::new(env!("CARGO_BIN_EXE_gamedsl"))
        .arg("new")
        .arg(&dir)
        .output()
        .unwrap();
    assert_eq!(again.status.code(), Some(1));
    assert_eq!(
        text(&again.stderr),
        format!(
            "error: {} exists and is not empty; give a new directory\n",
            dir.display()
        )
    );

    // Without `--path`, the crate depends on the checkout this gamedsl was built from: the
    // same files, with path dependencies on this checkout.
    let default = parent.join("default").join("my-game");
    let new = Command::new(env!("CARGO_BIN_EXE_gamedsl"))
        .arg("new")
        .arg(&default)
        .output()
        .unwrap();
    assert!(new.status.success(), "{}", text(&new.stderr));
    for file in [
        "Cargo.toml",
        "Cargo.lock",
        "rust-toolchain.toml",
        ".gitignore",
        "src/lib.rs",
        "src/main.rs",
        "tests/game.rs",
        "tests/snapshots/game__expansion.snap",
    ] {
        assert_eq!(
            std::fs::read_to_string(default.join(file)).unwrap(),
            std::fs::read_to_string(dir.join(file)).unwrap(),
            "{file}"
        );
    }
    let manifest = std::fs::read_to_string(dir.join("Cargo.toml")).unwrap();
    let root = checkout.canonicalize().unwrap();
    assert!(
        manifest.contains(&format!(
            "game-dsl = {{ path = {:?} }}\ngamedsl = {{ path = {:?} }}\n",
            root.join("game-dsl").display().to_string(),
            root.join("games").display().to_string()
        )),
        "{manifest}"
    );

    let test = cargo(&dir, &["test", "--release", "--offline"]);
    let stdout = text(&test.stdout);
    assert!(test.status.success(), "{stdout}\n{}", text(&test.stderr));
    assert!(
        stdout.contains("test result: ok. 4 passed; 0 failed"),
        "{stdout}"
    );
    assert!(
        !dir.join("tests/snapshots/game__expansion.snap.new")
            .exists()
    );

    let list = cargo(&dir, &["run", "--release", "--offline", "-q", "--", "list"]);
    assert!(list.status.success(), "{}", text(&list.stderr));
    assert_eq!(
        text(&list.stdout),
        "mygame       Three in a row on 4 x 4; moves are cells 1-16 row by row from the top left\n"
    );
    std::fs::remove_dir_all(&parent).unwrap();
}
