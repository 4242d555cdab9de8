"""The ``gamedsl`` program: where it is, and its ``split`` and ``solve`` commands as functions.

The farm does no game logic of its own: the program cuts the tree and solves the units, so
that every game it knows can be farmed out and the values are the engine's.
"""

import ctypes
import json
import os
import shutil
import signal
import subprocess
import sys


class ProgramError(Exception):
    """The program could not be found, or a command of it failed: the message is one line."""


def find_program(given=None):
    """The path of the ``gamedsl`` program: ``given``, else ``$GAMEDSL``, else on ``PATH``."""
    path = given or os.environ.get("GAMEDSL") or shutil.which("gamedsl")
    if not path:
        raise ProgramError("the gamedsl program was not found: give --gamedsl PATH or set GAMEDSL")
    if not (os.path.isfile(path) and os.access(path, os.X_OK)):
        raise ProgramError(f"{path} is not an executable program (--gamedsl or GAMEDSL)")
    return os.path.abspath(path)


def _die_with_parent():
    """In the child, before the program starts: on Linux, be killed when the process that
    started it (a Ray worker) dies, so that a cancelled or lost task leaves no solve running."""
    try:
        ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        pass


class Stopped(Exception):
    """A solve was stopped because its caller no longer wants it (``stop`` said so)."""


#: How often a running solve asks whether it is still wanted, in seconds.
POLL_SECONDS = 0.25


def _run_json(args, stop=None):
    """Runs the program with ``args`` and returns its one JSON object. While it runs, ``stop()``
    (if given) is asked every :data:`POLL_SECONDS`; when it says so, the program is killed and
    :class:`Stopped` raised."""
    hook = _die_with_parent if sys.platform.startswith("linux") else None
    child = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                             preexec_fn=hook)
    while True:
        try:
            stdout, stderr = child.communicate(timeout=None if stop is None else POLL_SECONDS)
            break
        except subprocess.TimeoutExpired:
            if stop():
                child.kill()
                child.communicate()
                raise Stopped()
    if child.returncode != 0:
        message = stderr.strip().splitlines()
        why = message[-1] if message else f"exit code {child.returncode}"
        raise ProgramError(f"{' '.join(args[1:3])}: {why}")
    return json.loads(stdout)


def split(program, game, position, depth):
    """The work units of ``position`` at ``depth`` plies (``gamedsl split --json``)."""
    args = [program, "split", game, "--depth", str(depth), "--json"]
    if position is not None:
        args += ["--position", position]
    return _run_json(args)


def window_arg(value):
    """A value ``(score, plies)`` as ``gamedsl solve --alpha/--beta`` reads it: ``+5``, ``0``,
    ``-1:12``."""
    score, plies = value
    return f"{score:+d}" if plies is None or score == 0 else f"{score:+d}:{plies}"


def solve_args(program, game, position, threads=None, table_mb=None, alpha=None, beta=None):
    """The command line of a solve of ``position`` with the engine's options, within the window
    ``(alpha, beta)`` (values; ``None`` for an open end)."""
    args = [program, "solve", game, "--position", position, "--json"]
    if threads is not None:
        args += ["--threads", str(threads)]
    if table_mb is not None:
        args += ["--table-mb", str(table_mb)]
    if alpha is not None:
        args += [f"--alpha={window_arg(alpha)}"]
    if beta is not None:
        args += [f"--beta={window_arg(beta)}"]
    return args


def solve(program, game, position, threads=None, table_mb=None, alpha=None, beta=None,
          stop=None):
    """The solve of ``position`` within ``(alpha, beta)``: the program's JSON (``score``,
    ``plies``, ``bound``, ``pv``, ``best_move``, ``nodes``, ``time_ms``); ``bound`` is
    ``"exact"``, ``"lower"`` or ``"upper"``. A solve that did not finish is an error; one that
    ``stop()`` ends raises :class:`Stopped`."""
    out = _run_json(solve_args(program, game, position, threads, table_mb, alpha, beta), stop)
    if not out.get("complete") or not out.get("exact", False):
        raise ProgramError(f"the solve of {position} did not finish")
    out.setdefault("bound", "exact")
    return out
