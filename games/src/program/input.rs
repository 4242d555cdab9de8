//! Lines of input read with a bound on their length, so that a file or a pipe without line
//! breaks (`/dev/zero`) is refused instead of filling the memory.

use std::io::{BufRead, Read};

/// The next line of `input` without its line ending (`\n` or `\r\n`), `None` at the end of the
/// input; an error for a line longer than `max` bytes (no more than that is kept in memory) or
/// not UTF-8.
pub fn read_line(input: &mut impl BufRead, max: usize) -> Result<Option<String>, String> {
    let mut line = Vec::new();
    input
        .take(max as u64 + 1)
        .read_until(b'\n', &mut line)
        .map_err(|e| format!("cannot read: {e}"))?;
    if line.is_empty() {
        return Ok(None);
    }
    if line.last() == Some(&b'\n') {
        line.pop();
        if line.last() == Some(&b'\r') {
            line.pop();
        }
    } else if line.len() > max {
        return Err(format!("a line longer than {max} bytes"));
    }
    String::from_utf8(line)
        .map(Some)
        .map_err(|_| "a line that is not UTF-8 text".to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_are_read_up_to_the_bound() {
        let mut input = "4\r\n44\n\nlast".as_bytes();
        let mut lines = Vec::new();
        while let Some(line) = read_line(&mut input, 8).unwrap() {
            lines.push(line);
        }
        assert_eq!(lines, ["4", "44", "", "last"]);
        let mut zeros = std::io::repeat(0).take(1 << 30);
        let mut reader = std::io::BufReader::new(&mut zeros);
        assert_eq!(
            read_line(&mut reader, 1000),
            Err("a line longer than 1000 bytes".into())
        );
    }
}
