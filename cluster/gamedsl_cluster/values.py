"""Values along the lines of the split: negamax from the units back to the root.

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


def down(value):
    """The value one ply down, for the side to move after the move: ``negate``'s inverse, to
    pass a window on to a child."""
    score, plies = value
    return (-score, None if plies is None else max(0, plies - 1))


#: The most plies a window's end may give (``gamedsl solve --alpha/--beta``): no game solved
#: lasts longer, so the slowest win the farm names, the value just above a draw.
MAX_PLIES = (1 << 16) - 1


def key(value):
    """A sort key: the better value for the side to move is the larger key. Where the plies
    count, they alone rank wins and losses (the score's size follows from them), as the engine
    ranks them."""
    score, plies = value
    if plies is None:
        return (score, 0)
    sign = (score > 0) - (score < 0)
    return (sign, -plies if sign > 0 else (plies if sign < 0 else 0))


def next_above(value):
    """The value just above ``value`` for the side to move, as the engine ranks them: with
    ``value`` it makes a null window, whose search tells only whether a value is above
    ``value``. A margin one more; a loss one ply slower, a win one ply quicker; above a draw,
    the slowest win there is (for a game of margins, a margin of one)."""
    score, plies = value
    if score == 0:
        # The slowest win stands for a margin of one too: a margin's window ignores the plies.
        return (1, MAX_PLIES)
    if plies is None:
        return (score + 1, None)
    if score > 0:
        return (score, max(0, plies - 1))
    return (score, plies + 1) if plies < MAX_PLIES else (0, None)


def above(a, b):
    """Whether value ``a`` is better than ``b`` for the side to move; ``None`` stands for the
    open end of a window (below every value as ``alpha``, above every value as ``beta``)."""
    return key(a) > key(b)


def tree_of(paths_of_units):
    """The split's tree: nested dicts from move to child, in the order of the split's lines, a
    leaf holding its unit's position under the key ``None``."""
    tree = {}
    for unit, paths in paths_of_units.items():
        for path in paths:
            node = tree
            for mv in path:
                node = node.setdefault(mv, {})
            node[None] = unit
    return tree
