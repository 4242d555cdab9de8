//! What the server tests share: starting `gamedsl serve`.

use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};

/// Starts `gamedsl serve` on a free loopback port with two search slots and `extra` options;
/// returns the child and the address it prints (`127.0.0.1:PORT`).
pub fn spawn_server(extra: &[&str]) -> (Child, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_gamedsl"))
        .args(["serve", "--port", "0", "--searches", "2"])
        .args(extra)
        .stdout(Stdio::piped())
        .spawn()
        .expect("gamedsl serve starts");
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    let address = line
        .split("http://")
        .nth(1)
        .and_then(|rest| rest.split('/').next())
        .unwrap_or_else(|| panic!("no address in {line:?}"))
        .to_string();
    (child, address)
}
