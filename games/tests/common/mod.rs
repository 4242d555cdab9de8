//! What the server tests share: starting a program's `serve` (the bundled `gamedsl`, or a
//! program made of other games, whose tests include this module by path), and a client for it.
#![allow(dead_code)]

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use serde_json::Value;

/// Starts the program `program`'s `serve` on a free loopback port with two search slots and
/// `extra` options; returns the child and the address it prints (`127.0.0.1:PORT`).
pub fn spawn_server(program: &str, extra: &[&str]) -> (Child, String) {
    let mut child = Command::new(program)
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

/// Sends `request` as is on a new connection to `address` and reads the whole answer, headers
/// included, until the server closes the connection (the request says `Connection: close`, or
/// the server refuses it).
pub fn exchange(address: &str, request: &[u8]) -> String {
    let mut stream = TcpStream::connect(address).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(30)))
        .unwrap();
    stream.write_all(request).unwrap();
    let mut answer = Vec::new();
    let _ = stream.read_to_end(&mut answer);
    String::from_utf8_lossy(&answer).into_owned()
}

/// A server started for one test, stopped when dropped.
pub struct Server {
    child: Child,
    /// The address, `127.0.0.1:PORT`.
    pub address: String,
    agent: ureq::Agent,
}

impl Server {
    /// Starts the program `program`'s `serve` on a free loopback port and reads the address it
    /// prints.
    pub fn start(program: &str) -> Server {
        let (child, address) = spawn_server(program, &[]);
        let agent = ureq::Agent::config_builder()
            .http_status_as_error(false)
            .timeout_global(Some(Duration::from_secs(60)))
            // The server closes a connection idle for its header time (5 s): never reuse one
            // that old.
            .max_idle_age(Duration::from_secs(2))
            .build()
            .into();
        Server {
            child,
            address,
            agent,
        }
    }

    pub fn url(&self, path: &str) -> String {
        format!("http://{}{path}", self.address)
    }

    /// A GET: the status, the content type and the body.
    pub fn get(&self, path: &str) -> (u16, String, String) {
        let mut response = self.agent.get(&self.url(path)).call().unwrap();
        let content_type = response
            .headers()
            .get("content-type")
            .map(|v| v.to_str().unwrap().to_string())
            .unwrap_or_default();
        let body = response.body_mut().read_to_string().unwrap();
        (response.status().as_u16(), content_type, body)
    }

    /// A POST of a raw body: the status and the body, parsed as JSON.
    pub fn post_raw(&self, path: &str, body: &str) -> (u16, Value) {
        let mut response = self
            .agent
            .post(&self.url(path))
            .header("content-type", "application/json")
            .send(body)
            .unwrap();
        let status = response.status().as_u16();
        let text = response.body_mut().read_to_string().unwrap();
        let value = serde_json::from_str(&text)
            .unwrap_or_else(|e| panic!("{path} {body}: not JSON ({e}): {text}"));
        (status, value)
    }

    /// A POST that must succeed.
    pub fn post(&self, path: &str, body: Value) -> Value {
        let (status, value) = self.post_raw(path, &body.to_string());
        assert_eq!(status, 200, "{path} {body}: {value}");
        value
    }

    /// A POST that must be refused with `status` and a JSON error message; returns the message.
    pub fn refused(&self, path: &str, body: &str, status: u16) -> String {
        let (got, value) = self.post_raw(path, body);
        assert_eq!(got, status, "{path} {body}: {value}");
        value["error"]
            .as_str()
            .unwrap_or_else(|| panic!("no error message: {value}"))
            .to_string()
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A JSON object with every `time_ms` removed, at any depth: the one field that differs
/// between two runs.
pub fn untimed(mut value: Value) -> Value {
    match &mut value {
        Value::Object(map) => {
            map.remove("time_ms");
            for v in map.values_mut() {
                *v = untimed(v.take());
            }
        }
        Value::Array(items) => {
            for v in items.iter_mut() {
                *v = untimed(v.take());
            }
        }
        _ => {}
    }
    value
}
