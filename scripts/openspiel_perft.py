#!/usr/bin/env python3
"""Perft counts and move lists of OpenSpiel's games, in game-dsl's notation, to check the
reference implementations in tests/tests/reference/ against an outside program.

OpenSpiel (`pip install open-spiel`) splits some turns into several actions (an Amazons turn is
three: queen from, queen to, arrow; a draughts turn is one action per jump); here a turn is the
whole sequence of actions by one player, and perft counts positions after exactly `depth` turns
(games that end earlier are not counted), as the reference implementations do.

Notation: a cell is its column letter and its row counted from the TOP (a1 is the top-left).
OpenSpiel counts Breakthrough, Clobber and checkers rows from the bottom; Breakthrough's and
Clobber's boards are read upside down (its first player then starts at the bottom, as X does
here, and the names are unchanged), checkers' rows are renumbered 9 - row.

Usage:
  scripts/openspiel_perft.py GAME DEPTH         perft 1..DEPTH
  scripts/openspiel_perft.py GAME moves LINE    the sorted moves after the turns in LINE
  scripts/openspiel_perft.py GAME random N SEED N random games, one line per position:
                                               the turns so far, a tab, the sorted moves
GAME: breakthrough, clobber, amazons (10 x 10), amazons6, checkers.
"""

import re
import sys

import pyspiel

GAMES = {
    "breakthrough": "breakthrough",
    "clobber": "clobber",
    "amazons": "amazons",
    "amazons6": "amazons(board_size=6)",
    "checkers": "checkers",
}


def cell_name(game, text):
    """One cell of an OpenSpiel action string, in game-dsl's notation."""
    if game.startswith("amazons"):
        row, column = re.search(r"\((\d+), (\d+)\)", text).groups()
        return "abcdefghij"[int(column) - 1] + row
    if game == "checkers":
        return text[0] + str(9 - int(text[1:]))
    return text


def action_cells(game, text):
    """The cells an action adds to the turn's notation."""
    if game.startswith("amazons"):
        return [cell_name(game, text)]
    cells = re.findall(r"[a-z]\d+", text)
    return [cell_name(game, c) for c in cells]


def turns(game, state):
    """Every whole turn from `state`: (notation, state after it)."""
    player = state.current_player()
    out = []

    def walk(s, cells):
        for action in s.legal_actions():
            child = s.child(action)
            text = s.action_to_string(player, action)
            new = action_cells(game, text)
            # A draughts jump chain repeats the cell it continues from.
            if cells and new and new[0] == cells[-1]:
                new = new[1:]
            path = cells + new
            if child.is_terminal() or child.current_player() != player:
                out.append(("".join(path), child))
            else:
                walk(child, path)

    walk(state, [])
    return out


def perft(game, state, depth):
    if depth == 0:
        return 1
    if state.is_terminal():
        return 0
    listed = turns(game, state)
    if depth == 1:
        return len(listed)
    return sum(perft(game, child, depth - 1) for _, child in listed)


def main():
    game = sys.argv[1]
    state = pyspiel.load_game(GAMES[game]).new_initial_state()
    if sys.argv[2] == "random":
        import random

        rng = random.Random(int(sys.argv[4]))
        for _ in range(int(sys.argv[3])):
            s, played = state, []
            while True:
                listed = [] if s.is_terminal() else sorted(turns(game, s))
                print(" ".join(played) + "\t" + " ".join(m for m, _ in listed))
                if not listed:
                    break
                move, s = rng.choice(listed)
                played.append(move)
        return
    if sys.argv[2] == "moves":
        for move in sys.argv[3:]:
            state = dict(turns(game, state))[move]
        print(" ".join(sorted(m for m, _ in turns(game, state))))
        return
    for depth in range(1, int(sys.argv[2]) + 1):
        print(game, depth, perft(game, state, depth), flush=True)


if __name__ == "__main__":
    main()
