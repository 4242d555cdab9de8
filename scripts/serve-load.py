#!/usr/bin/env python3
"""Load figures of `gamedsl serve` on loopback: the latency of cheap requests under a burst of
expensive ones, and the server's memory before, at the peak of, and after a flood of idle
connections. Bounded loops only; the server is started and stopped here.

    cargo build --release -p games && python3 scripts/serve-load.py
"""
import json
import socket
import subprocess
import sys
import threading
import time

BIN = sys.argv[1] if len(sys.argv) > 1 else "target/release/gamedsl"
JAM = '{"game":"nim","position":"255,255,255"}'  # alpha-beta to depth 12: cut at 5 s
CHEAP = '{"game":"tictactoe","depth":1}'


def post(port, path, body, timeout=60):
    s = socket.create_connection(("127.0.0.1", port), timeout=timeout)
    s.sendall(
        (
            f"POST {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nContent-Type: application/json\r\n"
            f"Content-Length: {len(body)}\r\nConnection: close\r\n\r\n{body}"
        ).encode()
    )
    data = b""
    while chunk := s.recv(65536):
        data += chunk
    s.close()
    return int(data.split()[1])


def rss_kib(pid, field="VmRSS"):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith(field + ":"):
                return int(line.split()[1])


def percentile(values, p):
    values = sorted(values)
    return values[min(len(values) - 1, int(p / 100 * len(values)))]


def main():
    server = subprocess.Popen([BIN, "serve", "--port", "0"], stdout=subprocess.PIPE, text=True)
    line = server.stdout.readline()
    port = int(line.split("http://127.0.0.1:")[1].split("/")[0])
    print(line.strip())
    try:
        print(f"memory at start: VmRSS {rss_kib(server.pid)} KiB")
        # A burst of 16 expensive requests (2 run, 2 wait, the rest are refused at once) while
        # one client sends 200 cheap requests one after the other.
        statuses = []
        burst = [
            threading.Thread(target=lambda: statuses.append(post(port, "/api/analyze", JAM)))
            for _ in range(16)
        ]
        for t in burst:
            t.start()
        time.sleep(0.2)
        latencies = []
        for _ in range(200):
            started = time.perf_counter()
            assert post(port, "/api/analyze", CHEAP) == 200
            latencies.append((time.perf_counter() - started) * 1000)
        for t in burst:
            t.join()
        print(
            f"cheap analyze (tic-tac-toe, depth 1) during the burst: p50 {percentile(latencies, 50):.2f} ms,"
            f" p99 {percentile(latencies, 99):.2f} ms, max {max(latencies):.2f} ms (200 requests)"
        )
        print(f"expensive requests: {statuses.count(200)} answered (cut at 5 s), {statuses.count(503)} refused with 503")
        # 5,000 idle connections, half a request each.
        idle = []
        for _ in range(5000):
            s = socket.create_connection(("127.0.0.1", port))
            s.sendall(b"POST /api/state HTTP/1.1\r\n")
            idle.append(s)
        time.sleep(1)
        print(f"with 5,000 idle connections open: VmRSS {rss_kib(server.pid)} KiB")
        started = time.perf_counter()
        assert post(port, "/api/state", '{"game":"tictactoe"}', timeout=600) == 200
        print(f"a request behind them answered after {time.perf_counter() - started:.1f} s")
        for s in idle:
            s.close()
        time.sleep(12)
        print(
            f"after they closed: VmRSS {rss_kib(server.pid)} KiB, peak VmHWM {rss_kib(server.pid, 'VmHWM')} KiB"
        )
    finally:
        server.kill()
        server.wait()


main()
