//! `gamedsl new DIR [--path CHECKOUT]`: a crate with a game of one's own and the whole program
//! for it: `src/lib.rs` declares the game, `src/main.rs` makes the program of it in one call,
//! `tests/game.rs` tests it as game-dsl tests its own games (perft, the conformance harness, a
//! snapshot of the generated code, whose first version is written here).

use std::fs;
use std::path::{Path, PathBuf};

use super::CliResult;
use super::args::NewCmd;

/// The template's files, with `{{crate}}` for the crate's name as Rust writes it.
const LIB_RS: &str = include_str!("template/lib.rs");
const MAIN_RS: &str = include_str!("template/main.rs");
const GAME_RS: &str = include_str!("template/game.rs");
/// The manifest, with `{{name}}` for the package's name and `{{deps}}` for its dependencies
/// (not named `Cargo.toml` here: cargo would take its folder for a package of its own and leave
/// it out of this one's).
const CARGO_TOML: &str = include_str!("template/manifest.toml");

impl NewCmd {
    /// Writes the crate and says what to run next.
    pub fn run(self) -> CliResult {
        let name = package_name(&self.dir)?;
        if fs::read_dir(&self.dir).is_ok_and(|mut entries| entries.next().is_some()) {
            return Err(format!(
                "{} exists and is not empty; give a new directory",
                crate::program::shown_path(&self.dir)
            ));
        }
        let root = match &self.path {
            Some(path) => checkout(path)?,
            None => built_from(Path::new(BUILT_FROM))?,
        };
        let crate_name = name.replace('-', "_");
        // Path dependencies only: the crates are not published, and a crate published later
        // under either name must not be pulled in in their place.
        let deps = format!(
            "game-dsl = {{ path = {} }}\ngamedsl = {{ path = {} }}",
            toml_string(&root.join("game-dsl")),
            toml_string(&root.join("games")),
        );
        let snapshot = format!(
            "---\nsource: tests/game.rs\nexpression: code\n---\n{}",
            crate::testing::expansion(LIB_RS, "MyGame")?
        );
        let files = [
            (
                "Cargo.toml",
                CARGO_TOML
                    .replace("{{name}}", &name)
                    .replace("{{deps}}", &deps),
            ),
            (".gitignore", "/target\n".to_string()),
            ("src/lib.rs", LIB_RS.to_string()),
            ("src/main.rs", MAIN_RS.replace("{{crate}}", &crate_name)),
            ("tests/game.rs", GAME_RS.replace("{{crate}}", &crate_name)),
            ("tests/snapshots/game__expansion.snap", snapshot),
        ];
        for (file, text) in &files {
            write(&self.dir.join(file), text)?;
        }
        // The checkout's versions of every dependency, and its compiler.
        for file in ["Cargo.lock", "rust-toolchain.toml"] {
            copy(&root.join(file), &self.dir.join(file))?;
        }
        println!(
            "created {} ({name}): a game, its program and its tests",
            crate::program::shown_path(&self.dir)
        );
        println!(
            "next: cd {} && cargo run -- list",
            crate::program::shown_path(&self.dir)
        );
        Ok(())
    }
}

/// The package's name: the directory's last part, which must be a valid crate name.
fn package_name(dir: &Path) -> Result<String, String> {
    let name = dir
        .file_name()
        .and_then(|name| name.to_str())
        .unwrap_or_default()
        .to_string();
    let valid = name.starts_with(|c: char| c.is_ascii_alphabetic())
        && name
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-' || c == '_');
    if !valid {
        return Err(format!(
            "`{}` cannot name a crate: use lower-case letters, digits, `-` and `_`, starting with a letter",
            crate::program::shown_path(dir)
        ));
    }
    let crate_name = name.replace('-', "_");
    if RESERVED.contains(&crate_name.as_str()) {
        return Err(format!(
            "`{name}` cannot name a crate: it is a Rust keyword or the name of a standard crate; \
             choose another name"
        ));
    }
    Ok(name)
}

/// Names a crate cannot have (as `cargo new` refuses them): Rust's keywords, strict and
/// reserved (the Rust Reference, "Keywords"), and the standard crates.
const RESERVED: &[&str] = &[
    "abstract",
    "alloc",
    "as",
    "async",
    "await",
    "become",
    "box",
    "break",
    "const",
    "continue",
    "core",
    "crate",
    "do",
    "dyn",
    "else",
    "enum",
    "extern",
    "false",
    "final",
    "fn",
    "for",
    "gen",
    "if",
    "impl",
    "in",
    "let",
    "loop",
    "macro",
    "match",
    "mod",
    "move",
    "mut",
    "override",
    "priv",
    "proc_macro",
    "pub",
    "ref",
    "return",
    "self",
    "static",
    "std",
    "struct",
    "super",
    "test",
    "trait",
    "true",
    "try",
    "type",
    "typeof",
    "unsafe",
    "unsized",
    "use",
    "virtual",
    "where",
    "while",
    "yield",
];

/// The directory of the `gamedsl` crate this program was compiled from: its parent is the
/// checkout of game-dsl, the default of `--path`.
const BUILT_FROM: &str = env!("CARGO_MANIFEST_DIR");

/// The files that make a directory a checkout of game-dsl that a crate can depend on.
const CHECKOUT_FILES: [&str; 5] = [
    "Cargo.toml",
    "Cargo.lock",
    "rust-toolchain.toml",
    "game-dsl/Cargo.toml",
    "games/Cargo.toml",
];

/// The first of [`CHECKOUT_FILES`] missing from `root`, if any.
fn missing_part(root: &Path) -> Option<&'static str> {
    CHECKOUT_FILES
        .into_iter()
        .find(|part| !root.join(part).is_file())
}

/// The checkout's root, absolute, checked to hold game-dsl.
fn checkout(path: &Path) -> Result<PathBuf, String> {
    let root = path
        .canonicalize()
        .map_err(|e| format!("--path {}: {e}", crate::program::shown_path(path)))?;
    match missing_part(&root) {
        Some(part) => Err(format!(
            "--path {}: not a checkout of game-dsl (no {part})",
            crate::program::shown_path(path)
        )),
        None => Ok(root),
    }
}

/// The checkout that holds `games_dir` (the `gamedsl` crate this program was built from), when
/// it is still there and still a checkout of game-dsl; otherwise an error that asks for
/// `--path`.
fn built_from(games_dir: &Path) -> Result<PathBuf, String> {
    let root = games_dir.parent().unwrap_or(games_dir);
    let gone = || {
        format!(
            "the checkout this gamedsl was built from ({}) is gone; pass --path CHECKOUT, a checkout of game-dsl",
            root.display()
        )
    };
    let root = root.canonicalize().map_err(|_| gone())?;
    match missing_part(&root) {
        Some(_) => Err(gone()),
        None => Ok(root),
    }
}

/// A path as a TOML string.
fn toml_string(path: &Path) -> String {
    format!("{:?}", path.display().to_string())
}

/// Writes `text` to `path`, creating its directories.
fn write(path: &Path, text: &str) -> CliResult {
    if let Some(parent) = path.parent() {
        fs::create_dir_all(parent)
            .map_err(|e| format!("{}: {e}", crate::program::shown_path(parent)))?;
    }
    fs::write(path, text).map_err(|e| format!("{}: {e}", crate::program::shown_path(path)))
}

/// Copies a file of the checkout.
fn copy(from: &Path, to: &Path) -> CliResult {
    fs::copy(from, to)
        .map(|_| ())
        .map_err(|e| format!("{}: {e}", crate::program::shown_path(from)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_default_checkout_is_the_one_built_from() {
        let root = built_from(Path::new(BUILT_FROM)).unwrap();
        assert_eq!(
            root,
            Path::new(BUILT_FROM)
                .parent()
                .unwrap()
                .canonicalize()
                .unwrap()
        );
        assert!(root.join("game-dsl/Cargo.toml").is_file());
    }

    #[test]
    fn a_checkout_that_is_gone_asks_for_path() {
        let dir = std::env::temp_dir().join(format!("gamedsl-gone-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        let games = dir.join("games");
        assert_eq!(
            built_from(&games).unwrap_err(),
            format!(
                "the checkout this gamedsl was built from ({}) is gone; pass --path CHECKOUT, a checkout of game-dsl",
                dir.display()
            )
        );
        // A directory that holds something else is not a checkout either.
        fs::create_dir_all(&games).unwrap();
        fs::write(games.join("Cargo.toml"), "").unwrap();
        fs::write(dir.join("Cargo.toml"), "").unwrap();
        assert!(
            built_from(&games)
                .unwrap_err()
                .contains("pass --path CHECKOUT")
        );
        fs::remove_dir_all(&dir).unwrap();
    }
}
