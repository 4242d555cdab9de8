"""Values as the engine ranks them: the null window the farm's search tests a move in."""

import pytest

from gamedsl_cluster import program
from gamedsl_cluster.values import MAX_PLIES, above, next_above

#: Test_L1_R2's first position of Connect Four (moves 32751571231557): a loss in 24 plies, -3.
CONNECT4 = "------------------X--X---O-OOXO-O-XXOX-O-X X"
#: Othello 6 x 6 with 18 empty cells, worth +8.
OTHELLO6 = "--O-X-XXXXO--XXOOO--XX---OXXX------- X"


def test_the_value_just_above():
    assert next_above((8, None)) == (9, None)
    assert next_above((-3, 24)) == (-3, 25)
    assert next_above((1, 5)) == (1, 4)
    assert next_above((0, None)) == (1, MAX_PLIES)
    assert next_above((-1, MAX_PLIES)) == (0, None)
    for value in [(8, None), (-3, 24), (1, 5), (0, None), (-1, MAX_PLIES)]:
        assert above(next_above(value), value)
    # Where plies count, they alone rank: the size of the score follows from them.
    assert not above((-2, 25), (-3, 25)) and not above((-3, 25), (-2, 25))
    assert above((1, MAX_PLIES), (0, None)) and above((1, 3), (1, MAX_PLIES))


@pytest.mark.parametrize("game,position,below,value", [
    ("connect4", CONNECT4, (-3, 23), (-3, 24)),
    ("othello6", OTHELLO6, (7, None), (8, None)),
])
def test_a_null_window_tells_only_the_side(gamedsl, game, position, below, value):
    assert next_above(below) == value
    exact = program.solve(gamedsl, game, position, 1, 16)
    assert (exact["score"], exact["plies"]) == value
    at = program.solve(gamedsl, game, position, 1, 16, alpha=value, beta=next_above(value))
    assert at["bound"] == "upper" and not above((at["score"], at["plies"]), value), at
    under = program.solve(gamedsl, game, position, 1, 16, alpha=below, beta=value)
    assert under["bound"] == "lower" and not above(value, (under["score"], under["plies"])), under
    assert at["nodes"] < exact["nodes"] and under["nodes"] < exact["nodes"]
