#!/usr/bin/env python3
"""Each reproduction of docs/reliability.md run against a build of `gamedsl`, one line each:
what was run, how long it took, its exit code or HTTP status and the first
line it printed (its error if it failed, else its answer's last line). Then how soon every kind of search stops after Ctrl-C, and how far past its
time an engine search runs. Bounded: every command runs under a timeout; the server is
started and stopped here, on loopback.

    cargo build --release -p gamedsl && python3 scripts/repros.py [path/to/gamedsl]
"""
import os
import resource
import signal
import socket
import subprocess
import sys
import threading
import time

BIN = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else "target/release/gamedsl")
OTHELLO = "f5d6c3d3c4f4f6f3e6e7d7c5b6d8d2b4c8b8c6b5a6"  # 20 plies in: 14 moves
GOMOKU = "113,114,98,128"  # 221 moves


def first_line(text):
    line = text.strip().splitlines()[0] if text.strip() else ""
    return line[:110] + ("..." if len(line) > 110 else "")


def run(args, stdin=subprocess.DEVNULL, limit=60, vmem=None):
    """Runs `gamedsl ARGS` under a timeout; returns (seconds, exit code, first line)."""

    def limits():
        if vmem:
            resource.setrlimit(resource.RLIMIT_AS, (vmem, vmem))

    started = time.monotonic()
    child = subprocess.Popen(
        [BIN] + args,
        stdin=stdin,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        preexec_fn=limits,
    )
    try:
        out, err = child.communicate(timeout=limit)
    except subprocess.TimeoutExpired:
        child.kill()
        out, err = child.communicate()
    took = time.monotonic() - started
    code = child.returncode if took < limit else f"timeout {limit} s"
    if code == 0:
        # The answer's last line (its first is the position drawn).
        lines = out.decode(errors="replace").strip().splitlines()
        return took, code, first_line(lines[-1] if lines else "")
    return took, code, first_line((err or out).decode(errors="replace"))


def cli_repros():
    print("## command line")
    cases = [
        (["solve", "tokens", "--position", "20000"], None),
        (["solve", "tokens", "--position", "20000", "--weak"], None),
        (["solve", "tokens3", "--position", "20000"], None),
        (["analyze", "tokens", "--position", "20000", "--algo", "engine"], None),
        (["solve", "tictactoe", "--table-mb", "4096"], None),
        (["solve", "tictactoe", "--table-mb", "4096"], 2_000_000 * 1024),
        (["bench", "connect4", "/dev/zero", "--limit", "1"], None),
        (["analyze", "nim", "--position", "255,255,255", "--explain", "--depth", "3"], None),
        (["analyze", "tokens", "--position", "9" * 100_000], None),
        (["analyze", "tokens", "--position", "\x1b[31mred\r\x7f"], None),
    ]
    for args, vmem in cases:
        shown = " ".join(a if len(a) < 40 else a[:12] + "...(%d chars)" % len(a) for a in args)
        shown = shown.encode("unicode_escape").decode()
        took, code, line = run(args, limit=60, vmem=vmem)
        limit = f" (ulimit -v {vmem // 1024})" if vmem else ""
        print(f"{took:7.2f} s  exit {code}  {shown}{limit}\n           {line!r}")
    # One move of the human's, the engine's reply, a hint (two searches of at most 5 s each).
    started = time.monotonic()
    play = subprocess.run(
        [BIN, "play", "gomoku", "--human", "first"],
        input=b"113\nhint\nquit\n",
        capture_output=True,
        timeout=60,
    )
    took = time.monotonic() - started
    out = play.stdout.decode()
    replies = [l.strip() for l in out.splitlines() if "O plays" in l or "hint:" in l]
    print(f"{took:7.2f} s  exit {play.returncode}  play gomoku --human first <<< '113 hint quit'")
    print(f"           {replies}")
    with open("/dev/zero") as zero:
        took, code, line = run(["play", "tictactoe", "--human", "both"], stdin=zero)
    print(f"{took:7.2f} s  exit {code}  play tictactoe --human both </dev/zero\n           {line!r}")


def interrupted(args, after=1.0):
    """Sends SIGINT `after` seconds into `gamedsl ARGS`; the time it took to end after it."""
    child = subprocess.Popen(
        [BIN] + args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, stdin=subprocess.DEVNULL
    )
    time.sleep(after)
    if child.poll() is not None:
        return None, child.returncode
    asked = time.monotonic()
    child.send_signal(signal.SIGINT)
    try:
        child.wait(timeout=60)
    except subprocess.TimeoutExpired:
        child.kill()
        child.wait()
        return float("inf"), "killed"
    return time.monotonic() - asked, child.returncode


def ctrl_c():
    print("## Ctrl-C one second in: the time to stop after it")
    for args in [
        ["analyze", "nim", "--position", "255,255,255", "--algo", "minimax", "--depth", "12"],
        ["analyze", "nim", "--position", "255,255,255", "--algo", "alphabeta-unordered", "--depth", "12"],
        ["analyze", "nim", "--position", "255,255,255", "--algo", "alphabeta", "--depth", "12"],
        ["analyze", "nim", "--position", "255,255,255", "--algo", "engine", "--depth", "12"],
        ["analyze", "othello", "--moves", OTHELLO, "--algo", "engine", "--depth", "14"],
        ["analyze", "gomoku", "--moves", GOMOKU, "--algo", "engine", "--depth", "5"],
        ["solve", "othello", "--moves", OTHELLO],
        ["solve", "othello", "--moves", OTHELLO, "--weak"],
        ["solve", "connect4"],
        ["perft", "connect4", "20", "--threads", "1"],
        ["perft", "connect4", "20", "--threads", "2"],
        ["perft", "nim", "--position", "255,255,255", "6"],
        ["compare", "connect4", "--depth", "20"],
        ["compare", "nim", "--position", "255,255,255", "--depth", "4"],
        ["bench", "connect4"],
        ["play", "gomoku", "--human", "none", "--time", "30"],
    ]:
        took, code = interrupted(args)
        shown = "ended before the signal" if took is None else f"{took * 1000:8.1f} ms"
        print(f"{shown}  exit {code}  {' '.join(args)}")


def deadlines(time_limit):
    print(f"## --time {time_limit}: wall time and how far past the time")
    for args in [
        ["analyze", "gomoku", "--algo", "engine"],
        ["analyze", "gomoku", "--moves", GOMOKU, "--algo", "engine"],
        ["analyze", "othello", "--moves", OTHELLO, "--algo", "engine", "--depth", "12"],
        ["analyze", "othello", "--algo", "engine"],
        ["analyze", "nim", "--position", "255,255,255", "--algo", "engine"],
        ["analyze", "connect4", "--algo", "engine"],
        ["analyze", "hex", "--algo", "engine"],
    ]:
        took, code, _ = run(args + ["--time", str(time_limit)])
        print(f"{took:7.3f} s  {took - time_limit:+7.3f} s  exit {code}  {' '.join(args)}")


def request(port, head, body=b"", timeout=60):
    """Sends a raw request; returns (seconds, the answer's first line, its body's start)."""
    started = time.monotonic()
    s = socket.create_connection(("127.0.0.1", port), timeout=timeout)
    s.sendall(head.encode() + body)
    data = b""
    try:
        while chunk := s.recv(65536):
            data += chunk
    except (ConnectionResetError, socket.timeout):
        pass
    s.close()
    status = data.split(b"\r\n", 1)[0].decode(errors="replace") or "(closed, no answer)"
    rest = data.split(b"\r\n\r\n", 1)[1][:90].decode(errors="replace") if b"\r\n\r\n" in data else ""
    return time.monotonic() - started, status, rest


def post(port, path, body, content_type="application/json", host=None):
    host = host or f"127.0.0.1:{port}"
    head = (
        f"POST {path} HTTP/1.1\r\nHost: {host}\r\nContent-Type: {content_type}\r\n"
        f"Content-Length: {len(body)}\r\nConnection: close\r\n\r\n"
    )
    return request(port, head, body.encode())


def cpu_ticks(pid):
    fields = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
    return int(fields[11]) + int(fields[12])


def server_repros():
    print("## the server")
    server = subprocess.Popen([BIN, "serve", "--port", "0"], stdout=subprocess.PIPE, text=True)
    port = int(server.stdout.readline().split("http://127.0.0.1:")[1].split("/")[0])
    try:
        jam = '{"game":"nim","position":"255,255,255"}'
        for body in [
            jam,
            '{"game":"othello","moves":"%s","algo":"minimax","depth":6}' % OTHELLO,
            '{"game":"othello","moves":"%s","algo":"engine","depth":12}' % OTHELLO,
            '{"game":"gomoku","moves":"%s","algo":"engine","time":5}' % GOMOKU,
            '{"game":"nim","position":"255,255,255","algo":"engine","time":5}',
        ]:
            took, status, rest = post(port, "/api/analyze", body)
            cut = "cut_short" if '"cut_short":true' in rest or "cut_short" in rest else ""
            print(f"{took:7.3f} s  {status}  {cut}  analyze {body}")
        # A client that hangs up: the server's CPU in the 2 s after it left.
        s = socket.create_connection(("127.0.0.1", port))
        s.sendall(
            (
                f"POST /api/analyze HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nContent-Type: "
                f"application/json\r\nContent-Length: {len(jam)}\r\n\r\n{jam}"
            ).encode()
        )
        time.sleep(0.5)
        s.close()
        time.sleep(0.3)
        before = cpu_ticks(server.pid)
        time.sleep(2)
        print(f"   {cpu_ticks(server.pid) - before} ticks of CPU in the 2 s after the client left")
        # Two jams, then a cheap request and a third jam.
        jams = [threading.Thread(target=post, args=(port, "/api/analyze", jam)) for _ in range(4)]
        for t in jams:
            t.start()
        time.sleep(0.3)
        took, status, _ = post(port, "/api/analyze", '{"game":"tictactoe","depth":1}')
        print(f"{took:7.3f} s  {status}  cheap analysis behind four jams")
        took, status, _ = post(port, "/api/analyze", jam)
        print(f"{took:7.3f} s  {status}  a fifth jam")
        for t in jams:
            t.join()
        # Slow clients.
        for name, sent in [
            ("nothing", b""),
            ("partial headers", b"POST /api/analyze HTTP/1.1\r\nHost: x"),
            (
                "partial body",
                f"POST /api/analyze HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nContent-Type: "
                f"application/json\r\nContent-Length: 100\r\n\r\n{{".encode(),
            ),
        ]:
            started = time.monotonic()
            s = socket.create_connection(("127.0.0.1", port), timeout=60)
            s.sendall(sent)
            data = s.recv(4096)
            s.close()
            status = data.split(b"\r\n", 1)[0].decode() or "(closed)"
            print(f"{time.monotonic() - started:7.3f} s  {status}  a client that sends {name}")
        took, status, _ = request(
            port,
            f"POST /api/analyze HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nContent-Type: application/json\r\n"
            f"Content-Length: 20000000\r\nExpect: 100-continue\r\n\r\n",
        )
        print(f"{took:7.3f} s  {status}  Expect: 100-continue with 20 MB")
        took, status, _ = post(port, "/api/analyze", '{"game":"tictactoe"}', content_type="text/plain")
        print(f"{took:7.3f} s  {status}  a cross-site text/plain POST")
        took, status, _ = post(port, "/api/analyze", '{"game":"tictactoe"}', host="evil.example:80")
        print(f"{took:7.3f} s  {status}  Host: evil.example:80")
        s = socket.create_connection(("127.0.0.1", port))
        s.sendall(f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n\r\n".encode())
        head = s.recv(65536).split(b"\r\n\r\n")[0].decode().lower()
        s.close()
        for header in ["x-content-type-options", "x-frame-options", "content-security-policy"]:
            print(f"   {header}: {'present' if header in head else 'missing'}")
    finally:
        server.kill()
        server.wait()


if __name__ == "__main__":
    cli_repros()
    ctrl_c()
    deadlines(1)
    server_repros()
