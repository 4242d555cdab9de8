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
/// The manifest, with `{{name}}` for the package's name and `{{deps}}` for its dependencies.
const CARGO_TOML: &str = include_str!("template/Cargo.toml");

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
        let checkout = match &self.path {
            Some(path) => Some(checkout(path)?),
            None => None,
        };
        let crate_name = name.replace('-', "_");
        let deps = match &checkout {
            Some(root) => format!(
                "game-dsl = {{ path = {} }}\ngamedsl = {{ package = \"games\", path = {} }}",
                toml_string(&root.join("game-dsl")),
                toml_string(&root.join("games")),
            ),
            None => format!(
                "game-dsl = \"{0}\"\ngamedsl = {{ package = \"games\", version = \"{0}\" }}",
                env!("CARGO_PKG_VERSION")
            ),
        };
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
        if let Some(root) = &checkout {
            // The checkout's versions of every dependency, and its compiler.
            for file in ["Cargo.lock", "rust-toolchain.toml"] {
                copy(&root.join(file), &self.dir.join(file))?;
            }
        }
        println!(
            "created {} ({name}): a game, its program and its tests",
            crate::program::shown_path(&self.dir)
        );
        println!(
            "next: cd {} && cargo run --release -- list",
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

/// The checkout's root, absolute, checked to hold game-dsl.
fn checkout(path: &Path) -> Result<PathBuf, String> {
    let root = path
        .canonicalize()
        .map_err(|e| format!("--path {}: {e}", crate::program::shown_path(path)))?;
    for part in ["game-dsl/Cargo.toml", "games/Cargo.toml", "Cargo.lock"] {
        if !root.join(part).is_file() {
            return Err(format!(
                "--path {}: not a checkout of game-dsl (no {part})",
                crate::program::shown_path(path)
            ));
        }
    }
    Ok(root)
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
