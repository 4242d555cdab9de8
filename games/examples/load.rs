//! A load check of `gamedsl serve`: many clients on loopback for a bounded time, each sending
//! requests one after another on a kept-alive connection; prints the requests per second and
//! the slowest response, per kind of request. Standard library only.
//!
//! ```sh
//! target/release/gamedsl serve --port 8080 &
//! cargo run --release --example load -- 127.0.0.1:8080 --clients 64 --seconds 20
//! ```
//!
//! The kinds: `games` (`GET /api/games`), `state` (`POST /api/state`, Connect Four after a few
//! moves), `search` (`POST /api/analyze`, Connect Four, alpha-beta to depth 6). By default each
//! client cycles through all three; `--only KIND` sends one kind.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::time::{Duration, Instant};

/// One kind of request: a name, the method and path, and the body.
struct Kind {
    name: &'static str,
    method: &'static str,
    path: &'static str,
    body: &'static str,
}

const KINDS: [Kind; 3] = [
    Kind {
        name: "games",
        method: "GET",
        path: "/api/games",
        body: "",
    },
    Kind {
        name: "state",
        method: "POST",
        path: "/api/state",
        body: r#"{"game": "connect4", "moves": "4453"}"#,
    },
    Kind {
        name: "search",
        method: "POST",
        path: "/api/analyze",
        body: r#"{"game": "connect4", "moves": "4453", "algo": "alphabeta", "depth": 6}"#,
    },
];

/// What one client measured: per kind, the response times; and the failures.
#[derive(Default)]
struct Tally {
    times: [Vec<Duration>; 3],
    failures: u64,
}

fn main() {
    let mut args = std::env::args().skip(1);
    let mut address = "127.0.0.1:8080".to_string();
    let (mut clients, mut seconds, mut only) = (32usize, 10u64, None);
    while let Some(arg) = args.next() {
        let mut value = || args.next().expect("a value after the option");
        match arg.as_str() {
            "--clients" => clients = value().parse().expect("a number of clients"),
            "--seconds" => seconds = value().parse().expect("a number of seconds"),
            "--only" => {
                let name = value();
                only = Some(
                    KINDS
                        .iter()
                        .position(|k| k.name == name)
                        .expect("--only games, state or search"),
                );
            }
            _ => address = arg,
        }
    }
    let duration = Duration::from_secs(seconds);
    println!("{clients} clients, {seconds} s, against http://{address}/");
    let started = Instant::now();
    let tallies: Vec<Tally> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..clients)
            .map(|client| {
                let address = &address;
                scope.spawn(move || run_client(address, client, only, started + duration))
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    let elapsed = started.elapsed().as_secs_f64();
    let failures: u64 = tallies.iter().map(|t| t.failures).sum();
    let mut all = Vec::new();
    println!(
        "{:<8} {:>9} {:>9} {:>10} {:>10} {:>10}",
        "kind", "requests", "req/s", "median ms", "p99 ms", "slowest ms"
    );
    for (i, kind) in KINDS.iter().enumerate() {
        let mut times: Vec<Duration> = tallies.iter().flat_map(|t| t.times[i].clone()).collect();
        if times.is_empty() {
            continue;
        }
        report(kind.name, &mut times, elapsed);
        all.extend(times);
    }
    report("all", &mut all, elapsed);
    println!("failures: {failures}");
}

/// Prints one line of the table.
fn report(name: &str, times: &mut [Duration], elapsed: f64) {
    times.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
    println!(
        "{:<8} {:>9} {:>9.0} {:>10.2} {:>10.2} {:>10.2}",
        name,
        times.len(),
        times.len() as f64 / elapsed,
        ms(at(0.5)),
        ms(at(0.99)),
        ms(*times.last().unwrap())
    );
}

/// One client: requests until the deadline, reconnecting after a failure.
fn run_client(address: &str, client: usize, only: Option<usize>, deadline: Instant) -> Tally {
    let mut tally = Tally::default();
    let mut connection: Option<BufReader<TcpStream>> = None;
    let mut n = client;
    while Instant::now() < deadline {
        let kind = only.unwrap_or(n % KINDS.len());
        n += 1;
        let sent = Instant::now();
        let reader = match connection.take() {
            Some(reader) => reader,
            None => match TcpStream::connect(address) {
                Ok(stream) => BufReader::new(stream),
                Err(_) => {
                    tally.failures += 1;
                    std::thread::sleep(Duration::from_millis(10));
                    continue;
                }
            },
        };
        match request(reader, &KINDS[kind]) {
            Ok((reader, 200)) => {
                tally.times[kind].push(sent.elapsed());
                connection = Some(reader);
            }
            Ok((reader, _)) => {
                tally.failures += 1;
                connection = Some(reader);
            }
            Err(_) => tally.failures += 1,
        }
    }
    tally
}

/// Sends one request on a kept-alive connection and reads the whole response; returns the
/// connection and the status.
fn request(
    mut reader: BufReader<TcpStream>,
    kind: &Kind,
) -> std::io::Result<(BufReader<TcpStream>, u16)> {
    let head = format!(
        "{} {} HTTP/1.1\r\nHost: load\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{}",
        kind.method,
        kind.path,
        kind.body.len(),
        kind.body
    );
    reader.get_mut().write_all(head.as_bytes())?;
    let mut line = String::new();
    reader.read_line(&mut line)?;
    let status: u16 = line
        .split(' ')
        .nth(1)
        .and_then(|s| s.parse().ok())
        .ok_or_else(|| std::io::Error::other(format!("bad status line {line:?}")))?;
    let mut length = 0usize;
    loop {
        line.clear();
        reader.read_line(&mut line)?;
        if line == "\r\n" || line.is_empty() {
            break;
        }
        if let Some((name, value)) = line.split_once(':')
            && name.eq_ignore_ascii_case("content-length")
        {
            length = value.trim().parse().unwrap_or(0);
        }
    }
    let mut body = vec![0; length];
    reader.read_exact(&mut body)?;
    Ok((reader, status))
}
