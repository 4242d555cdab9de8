"""The results file: what makes a run resumable.

JSON lines. The first is the header, naming the run (game, root position, split depth) and the
format's version; each other line is one finished unit: its position, value (``score`` and
``plies`` for the side to move there, as ``gamedsl solve --json`` gives them), principal
variation and cost. A line is appended and flushed to disk as soon as its unit finishes, so a
run killed at any moment loses only the units in flight; started again with the same arguments,
it reads the file and skips every unit found there.

A file that does not belong to the run (another game, position or depth, another format) or that
holds a line that is not a unit of it is refused with one line, never overwritten. The one
exception is a last line cut short without its newline: the write that a kill interrupted,
dropped.
"""

import json
import os

FORMAT = "gamedsl-cluster results"
VERSION = 1


class ResultsError(Exception):
    """A results file that cannot be used for this run: the message is one line."""


def header(game, position, depth):
    """The header line's object of a run."""
    return {"format": FORMAT, "version": VERSION, "game": game, "position": position,
            "depth": depth}


def _describe(head):
    return f"{head.get('game')} {head.get('position')!r} at depth {head.get('depth')}"


class ResultsFile:
    """A run's results file, opened for appending; ``done`` maps each finished unit's
    position to its result."""

    def __init__(self, path, game, position, depth, units):
        self.path = path
        self.done = {}
        want = header(game, position, depth)
        if os.path.exists(path) and os.path.getsize(path) > 0:
            self._load(want, set(units))
            self._file = open(path, "a", encoding="utf-8")
        else:
            self._file = open(path, "w", encoding="utf-8")
            self._write(want)

    def _load(self, want, units):
        with open(path_bytes := self.path, "rb") as f:
            data = f.read()
        text = data.decode("utf-8", errors="replace")
        lines = text.split("\n")
        if not text.endswith("\n"):
            # The last write was cut short by a kill: drop it.
            torn = lines.pop()
            with open(path_bytes, "r+b") as f:
                f.truncate(len(data) - len(torn.encode("utf-8", errors="replace")))
        else:
            lines.pop()
        name = self.path
        try:
            head = json.loads(lines[0]) if lines else None
        except ValueError:
            head = None
        if not isinstance(head, dict) or head.get("format") != FORMAT:
            raise ResultsError(f"{name} is not a gamedsl-cluster results file; refusing to use it")
        if head.get("version") != VERSION:
            raise ResultsError(
                f"{name} has results format version {head.get('version')}, not {VERSION}")
        if head != want:
            raise ResultsError(
                f"{name} holds the results of {_describe(head)}, not of {_describe(want)}")
        for number, line in enumerate(lines[1:], start=2):
            result = _unit_line(line)
            if result is None:
                raise ResultsError(f"{name}: line {number} is not a unit's result")
            unit = result["unit"]
            if unit not in units:
                raise ResultsError(f"{name}: line {number} is not a unit of this split")
            if unit in self.done and _value(self.done[unit]) != _value(result):
                raise ResultsError(f"{name}: line {number} gives a second value for a unit")
            self.done.setdefault(unit, result)

    def _write(self, obj):
        self._file.write(json.dumps(obj, separators=(",", ":")) + "\n")
        self._file.flush()
        os.fsync(self._file.fileno())

    def add(self, unit, solved):
        """Appends the result of ``unit`` from its solve's JSON, and returns it."""
        result = {"unit": unit, "score": solved["score"], "plies": solved.get("plies"),
                  "best_move": solved.get("best_move"), "pv": solved.get("pv", []),
                  "nodes": solved.get("nodes", 0), "time_ms": solved.get("time_ms", 0.0)}
        self._write(result)
        self.done[unit] = result
        return result

    def close(self):
        self._file.close()


def _value(result):
    return (result["score"], result["plies"])


def _unit_line(line):
    """A unit's result read from its line, or None when the line is not one."""
    try:
        result = json.loads(line)
    except ValueError:
        return None
    if not isinstance(result, dict) or not isinstance(result.get("unit"), str):
        return None
    score, plies = result.get("score"), result.get("plies")
    if not isinstance(score, int) or isinstance(score, bool):
        return None
    if plies is not None and (not isinstance(plies, int) or plies < 0):
        return None
    if not isinstance(result.get("pv"), list) or not isinstance(result.get("nodes"), int):
        return None
    return result
