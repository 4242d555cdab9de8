"""The results file: what makes a run resumable.

JSON lines. The first is the header, naming the run (game, root position, split depth) and the
format's version; each other line is one solve of a unit: its position, the window it was asked
for (``alpha`` and ``beta``, values or null), what it proved (``score`` and ``plies`` for the side
to move there, as ``gamedsl solve --json`` gives them, and ``bound``: ``exact``, ``lower`` or
``upper``), principal variation and cost. A line is appended and flushed to disk as soon as its
solve finishes, so a run killed at any moment loses only the solves in flight; started again with
the same arguments, the search asks the same questions (its windows depend only on the values
found) and answers each one the file already answers without a solve.

A file that does not belong to the run (another game, position or depth, another format) or that
holds a line that is not a unit's result of it is refused with one line, never overwritten. The
one exception is a last line cut short without its newline: the write that a kill interrupted,
dropped.
"""

import json
import os

from .values import above

FORMAT = "gamedsl-cluster results"
VERSION = 2


class ResultsError(Exception):
    """A results file that cannot be used for this run: the message is one line."""


def header(game, position, depth):
    """The header line's object of a run."""
    return {"format": FORMAT, "version": VERSION, "game": game, "position": position,
            "depth": depth}


def _describe(head):
    return f"{head.get('game')} {head.get('position')!r} at depth {head.get('depth')}"


class ResultsFile:
    """A run's results file, opened for appending: ``lines`` every solve's result, ``exact``
    each unit's exact result, ``solved`` the units with any result."""

    def __init__(self, path, game, position, depth, units):
        self.path = path
        self.lines = []
        self.exact = {}
        self.bounds = {}
        self.solved = set()
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
            if not self._consistent(result):
                raise ResultsError(
                    f"{name}: line {number} contradicts an earlier result of its unit")
            self._keep(result)

    def _write(self, obj):
        self._file.write(json.dumps(obj, separators=(",", ":")) + "\n")
        self._file.flush()
        os.fsync(self._file.fileno())

    def _keep(self, result):
        unit = result["unit"]
        self.lines.append(result)
        self.solved.add(unit)
        if result["bound"] == "exact":
            self.exact.setdefault(unit, result)
        else:
            self.bounds.setdefault(unit, []).append(result)

    def _consistent(self, result):
        """Whether a result agrees with those of its unit read before it."""
        unit, value = result["unit"], _value(result)
        known = [self.exact[unit]] if unit in self.exact else []
        known += self.bounds.get(unit, [])
        for other in known:
            for a, b in ((result, other), (other, result)):
                if a["bound"] == "exact" and b["bound"] == "exact" and _value(a) != _value(b):
                    return False
                if a["bound"] in ("exact", "lower") and b["bound"] in ("exact", "upper") \
                        and above(_value(a), _value(b)):
                    return False
        return value is not None

    def answer(self, unit, alpha, beta):
        """What the file proves of ``unit`` that answers a solve within ``(alpha, beta)``, as
        ``(value, kind)``; ``None`` when a solve is needed."""
        if unit in self.exact:
            return _value(self.exact[unit]), "exact"
        for result in self.bounds.get(unit, []):
            value = _value(result)
            if result["bound"] == "lower" and beta is not None and not above(beta, value):
                return value, "lower"
            if result["bound"] == "upper" and alpha is not None and not above(value, alpha):
                return value, "upper"
        return None

    def add(self, unit, alpha, beta, solved):
        """Appends the result of a solve of ``unit`` within ``(alpha, beta)`` from its JSON,
        and returns it."""
        result = {"unit": unit, "alpha": alpha and list(alpha), "beta": beta and list(beta),
                  "score": solved["score"], "plies": solved.get("plies"),
                  "bound": solved.get("bound", "exact"),
                  "best_move": solved.get("best_move"), "pv": solved.get("pv", []),
                  "nodes": solved.get("nodes", 0), "time_ms": solved.get("time_ms", 0.0)}
        self._write(result)
        self._keep(result)
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
    if result.get("bound") not in ("exact", "lower", "upper"):
        return None
    return result
