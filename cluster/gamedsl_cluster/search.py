"""Alpha-beta over the split's tree, with the units as its leaves: the farm's search.

Solving every unit exactly wastes most of the work: a serial alpha-beta proves most moves only
worse than the best one found so far. This search does the same with the units. At each node of
the split's tree the first move is searched first, with the node's window; once its value is
known, the other moves are searched at once, in parallel, as the young-brothers-wait scheme of
parallel alpha-beta does, each in a null window at the value to beat, as a principal variation
search tests a sibling: whether the move is better, not by how much. A move that proves better is
searched again, in the moves' order, in the window left then. A unit is solved by ``gamedsl
solve --alpha A --beta B``: its exact value when inside the window, else one bound, tested first
by a null-window search. A move whose value beats the node's ``beta`` cuts the node off, and the
solves of its siblings still running are cancelled.

The windows a search asks for depend only on the values found, never on the order in which the
solves finish, so that a resumed run asks the same questions and finds their answers in the
results file.

A result is ``(value, kind, line, unit)``: ``kind`` is ``"exact"``, ``"lower"`` (the value is at
least ``value``) or ``"upper"`` (at most); ``line`` the moves from the node to ``unit``, the unit
the exact value comes from.
"""

import asyncio

from .values import above, down, negate, next_above

FLIP = {"exact": "exact", "lower": "upper", "upper": "lower"}


class Search:
    """The search of one split's tree. ``solve(unit, alpha, beta)`` is a coroutine that returns
    a unit's ``(value, kind)`` in that window (``None`` for an open end)."""

    def __init__(self, tree, solve):
        self.tree = tree
        self.solve = solve

    async def run(self):
        """The root's exact value, best line and the unit it ends at."""
        value, kind, line, unit = await self.node(self.tree, None, None)
        assert kind == "exact", kind
        return value, line, unit

    async def node(self, node, alpha, beta):
        if None in node:
            unit = node[None]
            value, kind = await self.solve(unit, alpha, beta)
            return value, kind, [], unit
        moves = [(mv, child) for mv, child in node.items() if mv is not None]
        best = None  # (value, line, unit) of the best exact move
        soft = None  # the best value any move may have, when no exact move beats alpha
        a = alpha

        def child_window(a):
            return (None if beta is None else down(beta), None if a is None else down(a))

        def take(mv, result):
            """Folds a move's result into the node; returns the node's result on a cutoff."""
            nonlocal best, soft, a
            value, kind, line, unit = result
            value, kind = negate(value), FLIP[kind]
            if kind != "upper" and beta is not None and not above(beta, value):
                return value, "lower", [mv] + line, unit
            if kind == "exact" and (a is None or above(value, a)):
                best, a = (value, [mv] + line, unit), value
            elif soft is None or above(value, soft):
                soft = value
            return None

        def finish():
            """The node's result once every move is in."""
            if best is not None:
                value, line, unit = best
                return value, "exact", line, unit
            return soft, "upper", [], None

        first_mv, first = moves[0]
        cut = take(first_mv, await self.node(first, *child_window(a)))
        if cut:
            return cut
        rest = moves[1:]
        if not rest:
            return finish()
        # The younger brothers at once, each first in a null window at the value to beat, as a
        # principal variation search tests them: most only prove themselves no better, which
        # costs a unit far less than its value. The windows do not depend on which solve
        # finishes first. A cutoff returns as soon as it is found.
        null = a is not None and above(next_above(a), a) \
            and (beta is None or above(beta, next_above(a)))
        window = (down(next_above(a)), down(a)) if null else child_window(a)
        results = await self.brothers(rest, window, beta)
        if isinstance(results, tuple):
            return take(*results)
        # In the moves' order, so that of equal moves the first is chosen: a move that proved
        # itself better than the value it was tested at is searched again, in the window left.
        for mv, child in rest:
            result = results[mv]
            if null and FLIP[result[1]] == "lower":
                result = await self.node(child, *child_window(a))
            cut = take(mv, result)
            if cut:
                return cut
        return finish()

    async def brothers(self, moves, window, beta):
        """The results of ``moves`` searched at once in ``window``, by move; or, as soon as one
        cuts the node off (at least ``beta``), that move and its result."""
        tasks = {asyncio.ensure_future(self.node(child, *window)): mv for mv, child in moves}
        try:
            pending = set(tasks)
            while pending:
                done, pending = await asyncio.wait(pending, return_when=asyncio.FIRST_COMPLETED)
                for task in done:
                    value, kind = task.result()[:2]
                    if kind != "lower" and beta is not None and not above(beta, negate(value)):
                        return tasks[task], task.result()
            return {mv: task.result() for task, mv in tasks.items()}
        finally:
            for task in tasks:
                task.cancel()
