"""Negamax back to the root: the units' values combined along the lines of the split.

A value is a pair ``(score, plies)`` for the side to move, in the game's units as ``gamedsl solve
--json`` prints them: +1/0/-1 for games scored by distance (Connect Four's benchmark score, whose
magnitude already depends on the end only), the margin for games scored by margin, and the
plies to the end under best play (``None`` where the game does not count them). One ply up, a
value is negated and its plies grow by one; of two wins the quicker is better, of two losses the
slower, as the engine prefers them.
"""


def negate(value):
    """The value one ply up: for the player who moved into the position."""
    score, plies = value
    return (-score, None if plies is None else plies + 1)


def key(value):
    """A sort key: the better value for the side to move is the larger key."""
    score, plies = value
    p = plies or 0
    return (score, -p if score > 0 else (p if score < 0 else 0))


def merge(paths_of_units, value_of_unit):
    """The root's value and best line.

    ``paths_of_units``: for each unit, its lines (lists of moves) from the root;
    ``value_of_unit(unit)``: its value for the side to move there. Returns ``(value, line,
    unit)``: the root's value, the moves from the root to the unit the best line reaches, and
    that unit.
    """
    tree = {}
    for unit, paths in paths_of_units.items():
        for path in paths:
            node = tree
            for mv in path:
                node = node.setdefault(mv, {})
            node[None] = unit

    def best(node):
        if None in node:
            unit = node[None]
            return value_of_unit(unit), [], unit
        chosen = None
        for mv, child in node.items():
            value, line, unit = best(child)
            value = negate(value)
            if chosen is None or key(value) > key(chosen[0]):
                chosen = (value, [mv] + line, unit)
        return chosen

    return best(tree)
