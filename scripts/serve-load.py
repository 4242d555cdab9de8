#!/usr/bin/env python3
"""Load figures of `gamedsl serve` on loopback: the latency of cheap requests under a burst of
expensive ones and behind twenty Amazons analyses, `/api/games` while Amazons positions are
drawn, and the server's memory at start, at its peak and once its clients are gone (after the
searches, and after a flood of idle connections). Bounded loops only; the server is started and
stopped here, on 127.0.0.1.

    cargo build --release -p gamedsl --bin gamedsl && python3 scripts/serve-load.py [BINARY]

(5,000 idle connections need `ulimit -n 20000`.)
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
AMAZONS = '{"game":"amazons","depth":2}'  # 4.3 million positions, 0.7 s
AMAZONS_STATE = '{"game":"amazons"}'  # 2,176 moves drawn


def request(port, method, path, body="", timeout=60):
    """The status and the time of one request, in seconds."""
    started = time.perf_counter()
    s = socket.create_connection(("127.0.0.1", port), timeout=timeout)
    s.sendall(
        (
            f"{method} {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nContent-Type: application/json\r\n"
            f"Content-Length: {len(body)}\r\nConnection: close\r\n\r\n{body}"
        ).encode()
    )
    data = b""
    while chunk := s.recv(65536):
        data += chunk
    s.close()
    return int(data.split()[1]), time.perf_counter() - started


def post(port, path, body, timeout=60):
    return request(port, "POST", path, body, timeout)[0]


def rss_kib(pid, field="VmRSS"):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith(field + ":"):
                return int(line.split()[1])


def percentile(values, p):
    values = sorted(values)
    return values[min(len(values) - 1, int(p / 100 * len(values)))]


def parallel(count, work):
    """Runs `work` on `count` threads at once; their results."""
    results = [None] * count

    def run(i):
        results[i] = work()

    threads = [threading.Thread(target=run, args=(i,)) for i in range(count)]
    for t in threads:
        t.start()
    return threads, results


def main():
    server = subprocess.Popen([BIN, "serve", "--port", "0"], stdout=subprocess.PIPE, text=True)
    line = server.stdout.readline()
    port = int(line.split("http://127.0.0.1:")[1].split("/")[0])
    print(line.strip())
    try:
        time.sleep(3)  # the boards' cell names read in the background
        print(f"memory at start (3 s): VmRSS {rss_kib(server.pid)} KiB, peak VmHWM {rss_kib(server.pid, 'VmHWM')} KiB")

        # A burst of 16 expensive requests (2 run, 2 wait, the rest are refused at once) while
        # one client sends 200 cheap requests one after the other.
        threads, statuses = parallel(16, lambda: post(port, "/api/analyze", JAM))
        time.sleep(0.2)
        latencies = []
        for _ in range(200):
            status, took = request(port, "POST", "/api/analyze", CHEAP)
            assert status == 200
            latencies.append(took * 1000)
        for t in threads:
            t.join()
        print(
            f"cheap analyze (tic-tac-toe, depth 1) during the burst: p50 {percentile(latencies, 50):.2f} ms,"
            f" p99 {percentile(latencies, 99):.2f} ms, max {max(latencies):.2f} ms (200 requests)"
        )
        print(f"expensive requests: {statuses.count(200)} answered (cut at 5 s), {statuses.count(503)} refused with 503")

        # Twenty Amazons analyses at depth 2 at once, then a tic-tac-toe request.
        started = time.perf_counter()
        threads, statuses = parallel(20, lambda: post(port, "/api/analyze", AMAZONS))
        time.sleep(0.3)
        status, took = request(port, "POST", "/api/analyze", CHEAP)
        print(f"tic-tac-toe behind twenty Amazons analyses (depth 2): {status} in {took * 1000:.1f} ms")
        for t in threads:
            t.join()
        print(
            f"the Amazons analyses: {statuses.count(200)} answered, {statuses.count(503)} refused with 503,"
            f" in {time.perf_counter() - started:.2f} s"
        )

        # Ten drawings of Amazons' start (2,176 moves) at once, and /api/games meanwhile.
        threads, states = parallel(10, lambda: request(port, "POST", "/api/state", AMAZONS_STATE))
        games = []
        while any(t.is_alive() for t in threads) and len(games) < 1000:
            games.append(request(port, "GET", "/api/games")[1] * 1000)
        for t in threads:
            t.join()
        print(
            f"ten Amazons drawings at once: {[s for s, _ in states].count(200)} answered, the slowest"
            f" in {max(t for _, t in states) * 1000:.0f} ms; /api/games meanwhile: max {max(games or [0]):.1f} ms"
            f" ({len(games)} requests)"
        )
        print(f"memory after the searches: VmRSS {rss_kib(server.pid)} KiB, peak VmHWM {rss_kib(server.pid, 'VmHWM')} KiB")
        time.sleep(12)
        print(f"12 s after the last client left: VmRSS {rss_kib(server.pid)} KiB")

        # 5,000 idle connections, half a request each.
        idle = []
        for _ in range(5000):
            s = socket.create_connection(("127.0.0.1", port))
            s.sendall(b"POST /api/state HTTP/1.1\r\n")
            idle.append(s)
        time.sleep(1)
        print(f"with 5,000 idle connections open: VmRSS {rss_kib(server.pid)} KiB")
        status, took = request(port, "POST", "/api/state", '{"game":"tictactoe"}', timeout=600)
        assert status == 200
        print(f"a request behind them answered after {took:.1f} s")
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
