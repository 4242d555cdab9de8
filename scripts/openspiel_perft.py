#!/usr/bin/env python3
"""Perft counts and move lists of OpenSpiel's games, in game-dsl's notation, to check the
reference implementations in tests/tests/reference/ and the bundled games against an outside
program.

Needs OpenSpiel (`pip install open-spiel`). The games, their OpenSpiel names and parameters and
the translation of OpenSpiel's actions into game-dsl's notation are the entries of
`scripts/openspiel_check.py` (its docstring describes the notation): every game it checks can
be counted here.

OpenSpiel splits some turns into several actions (an Amazons turn is three: queen from, queen
to, arrow; a draughts turn is one action per jump); here a turn is the whole sequence of actions
by one player, and perft counts positions after exactly `depth` turns (games that end earlier
are not counted), as the reference implementations do.

Usage:
  scripts/openspiel_perft.py GAME DEPTH         perft 1..DEPTH
  scripts/openspiel_perft.py GAME moves LINE    the sorted moves after the turns in LINE
  scripts/openspiel_perft.py GAME random N SEED N random games, one line per position:
                                               the turns so far, a tab, the sorted moves
GAME: an entry of openspiel_check.py (`openspiel_check.py --list`), e.g. breakthrough, clobber,
amazons (10 x 10), amazons6, checkers.
"""

import sys

import pyspiel

from openspiel_check import GAMES, turns


def perft(entry, state, depth):
    if depth == 0:
        return 1
    if state.is_terminal():
        return 0
    listed = turns(entry, state)
    if depth == 1:
        return len(listed)
    return sum(perft(entry, child, depth - 1) for _, child in listed)


def main():
    game = sys.argv[1]
    entry = GAMES[game]
    state = pyspiel.load_game(entry.openspiel).new_initial_state()
    if sys.argv[2] == "random":
        import random

        rng = random.Random(int(sys.argv[4]))
        for _ in range(int(sys.argv[3])):
            s, played = state, []
            while True:
                listed = [] if s.is_terminal() else sorted(turns(entry, s), key=lambda t: t[0])
                print(" ".join(played) + "\t" + " ".join(m for m, _ in listed))
                if not listed:
                    break
                move, s = rng.choice(listed)
                played.append(move)
        return
    if sys.argv[2] == "moves":
        for move in sys.argv[3:]:
            state = dict(turns(entry, state))[move]
        print(" ".join(sorted(m for m, _ in turns(entry, state))))
        return
    for depth in range(1, int(sys.argv[2]) + 1):
        print(game, depth, perft(entry, state, depth), flush=True)


if __name__ == "__main__":
    main()
