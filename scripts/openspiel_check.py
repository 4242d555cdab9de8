#!/usr/bin/env python3
"""Random games of OpenSpiel's games written in game-dsl's notation, position by position, for
the automatic check of the bundled games against OpenSpiel (tests/tests/openspiel.rs).

Needs OpenSpiel: `pip install open-spiel` (2.0.2 in CI).

Each game to check is one entry of GAMES: the bundled game's name (`gamedsl list`), OpenSpiel's
game with the parameters that give the bundled rules, and a function that writes one OpenSpiel
action in game-dsl's notation. Adding a game is adding an entry (and one line in the test).

A turn is every action one player makes in a row: OpenSpiel splits an Amazons turn into three
actions (queen from, queen to, arrow) and a draughts jump chain into one action per jump; such
a turn is joined into one game-dsl move, its actions' texts concatenated (a jump that goes on
from the cell where the last one landed does not repeat that cell). Entries whose turns are
always one action say so (`joined=False`), which spares listing each action's child state.

`openspiel_check.py --list` lists the entries: the name, a tab, OpenSpiel's game.

Output of `openspiel_check.py GAME GAMES SEED`: for each game a line `# game I` (game I plays
from the seed `SEED:I`, so `--only I` replays it alone), then one line per position:
  the moves so far, space-separated, a tab, the sorted legal moves (sorted as strings),
and, on the line of the final position (which has no legal moves), a second tab and the result
for the first player (the one who moves first: White in chess, OpenSpiel's player 1): 1 won,
0 drawn, -1 lost. Random moves are chosen uniformly among the
whole turns of the sorted list.

Cell notation (game-dsl, docs/rules.md): column letter, row counted from the TOP (a1 is the
top-left); placement games number the cells 1, 2, ... row by row from the top left; drop games
number the columns from 1.
"""

import argparse
import random
import re
import sys
from dataclasses import dataclass
from typing import Callable


def number(state, player, action):
    """Placements and drops: OpenSpiel's action is the cell (row by row) or the column, from
    0; game-dsl numbers them from 1. Oware: the action is the house in the mover's row, from 0
    in the order of sowing (`A` to `F`, `a` to `f`); game-dsl's pit is one more."""
    return [str(action + 1)]


def as_written(state, player, action):
    """OpenSpiel's text is already game-dsl's (Hex's, Y's and Othello's cells, row 1 at the top)."""
    text = state.action_to_string(player, action)
    return ["ps" if text == "pass" else text]


def nim_move(state, player, action):
    """`pile:2, take:3;` is game-dsl's `2:3` (piles counted from 1)."""
    text = state.action_to_string(player, action)
    pile, take = re.fullmatch(r"pile:(\d+), take:(\d+);", text).groups()
    return [f"{pile}:{take}"]


def cells_as_written(state, player, action):
    """Breakthrough and Clobber: the cells of `a7a6` (a capture may carry a `*`). OpenSpiel
    counts rows from the bottom, game-dsl from the top; the boards are read upside down (its
    first player then starts at the bottom, as X does here), so the names are unchanged."""
    return re.findall(r"[a-z]\d+", state.action_to_string(player, action))


def lines_of_action_cells(state, player, action):
    """Lines of Action: `b1-d3` or `c1xa3` (a capture), rows from the bottom; the board is read
    upside down (X's rows 1 and 8 and O's columns a and h are the same either way), so the
    cells' names are unchanged: `b1d3`, `c1a3`."""
    return re.findall(r"[a-z]\d+", state.action_to_string(player, action))


def checkers_cells(state, player, action):
    """Checkers: `c3d4`, rows from the bottom, renumbered 9 - row (the board is not turned)."""
    cells = re.findall(r"([a-z])(\d+)", state.action_to_string(player, action))
    return [column + str(9 - int(row)) for column, row in cells]


def amazons_cells(size):
    """Amazons on `size` x `size`: an action (queen from, queen to or arrow) is a cell,
    `row * size + column` from 0, row 0 at the top (its text `X From (1, 4)` gives the row and
    the column from 1): `d1`. Read from a table, the check's hottest path."""
    names = ["abcdefghij"[action % size] + str(action // size + 1) for action in range(size * size)]
    return lambda state, player, action: [names[action]]


def havannah_cells(size):
    """Havannah of side `size`: OpenSpiel's `a1` (column letter, row from 1) counts rows the other
    way from game-dsl's; the hexagon is read upside down, its row `r` being game-dsl's
    `2 * size - r` (OpenSpiel's a1 is a15 on side 8)."""
    rows = 2 * size

    def name(state, player, action):
        text = state.action_to_string(player, action)
        return [text[0] + str(rows - int(text[1:]))]

    return name


def pentago_move(state, player, action):
    """Pentago: OpenSpiel's `c3x` is the square (row 1 at the top, as here) and a letter `s` to
    `z` for `quadrant * 2 + clockwise`, its quadrants numbered top left, top right, bottom
    right, bottom left; game-dsl numbers them row by row and writes `c3:4+` (`+` clockwise)."""
    text = state.action_to_string(player, action)
    turn = ord(text[-1]) - ord("s")
    block = [1, 2, 4, 3][turn // 2]
    return [f"{text[:-1]}:{block}{'+' if turn % 2 else '-'}"]


def ultimate_cell(state, player, action):
    """Ultimate tic-tac-toe: OpenSpiel's turn is an action choosing the small board, when the
    mover may play in any (`Choose local board 4`), then the cell in it (`Local board 4: x(0,
    2)`, row and column in the small board); game-dsl's move is the cell of the 9 x 9 board,
    numbered 1 to 81 row by row, its block named by the cell. The choice of a board writes
    nothing: the turn joins both actions into the cell."""
    text = state.action_to_string(player, action)
    if text.startswith("Choose local board"):
        return []
    board, row, column = map(int, re.fullmatch(r"Local board (\d): .\((\d),(\d)\)", text).groups())
    return [str((board // 3 * 3 + row) * 9 + board % 3 * 3 + column + 1)]


def mancala_pit(state, player, action):
    """Kalah: OpenSpiel's board is player 1's store (0), player 0's pits (1 to 6), player 0's
    store (7), player 1's pits (8 to 13), each side's in the order of sowing; game-dsl numbers
    the mover's pits 1 to 6 in the same order, so player 1's action `a` is pit `a - 7`. A turn's
    sowings (a last seed in the store sows again) are joined into one move (`41`)."""
    return [str(action if player == 0 else action - 7)]


def dots_and_boxes_edge(columns, rows):
    """Dots and boxes on `columns` x `rows` boxes: OpenSpiel's action is the edge, the
    horizontal ones row by row (`row * columns + column`), then the vertical ones
    (`row * (columns + 1) + column` after them); game-dsl names an edge by its two dots, column
    letter and row from 1 at the top (`a1b1` across, `a1a2` down). A turn's parts are the
    actions, joined by `dots_and_boxes_turn`."""
    return lambda state, player, action: [action]


def dots_and_boxes_turn(columns, rows):
    """A turn of dots and boxes is the set of its edges, written in the order of OpenSpiel's
    actions and joined by `+`: the orders in which OpenSpiel draws the same set of edges (each
    closing a box) are one move."""

    def dot(row, column):
        return "abcdefghij"[column] + str(row + 1)

    def name(action):
        across = (rows + 1) * columns
        if action < across:
            row, column = divmod(action, columns)
            return dot(row, column) + dot(row, column + 1)
        row, column = divmod(action - across, columns + 1)
        return dot(row, column) + dot(row + 1, column)

    return lambda actions: "+".join(name(a) for a in sorted(actions))


def morris_points(squares):
    """The names of a morris board's points in OpenSpiel's order (row by row from the top):
    column letter and row counted from the BOTTOM, as morris players write them (`a7` is
    OpenSpiel's point 0, `g1` its point 23)."""
    size, mid, names = 2 * squares + 1, squares, []
    for row in range(size):
        for column in range(size):
            dr, dc = abs(row - mid), abs(column - mid)
            d = max(dr, dc)
            if d >= 1 and dr in (0, d) and dc in (0, d):
                names.append("abcdefghi"[column] + str(size - row))
    return names


def morris_action(squares):
    """Nine men's morris: OpenSpiel's action below the number of points is a placement, or,
    right after a move that made a mill (its state says `Capture time!`), the opponent's stone
    removed; above, a move `points + from * points + to`. game-dsl writes a turn as the point
    placed on (`d7`) or left and reached (`a1a4`), then `x` and the stone removed (`xd7`)."""
    names = morris_points(squares)
    n = len(names)

    def notation(state, player, action):
        if action >= n:
            start, end = divmod(action - n, n)
            return [names[start] + names[end]]
        if "Capture time!" in str(state):
            return ["x" + names[action]]
        return [names[action]]

    return notation


def chess_move(state, player, action):
    """Chess: OpenSpiel's text is SAN (`Nf3`, `O-O`); its move in long algebraic notation is
    game-dsl's (`g1f3`, `e7e8q`), castling written as the king's two-square move (`e1g1`, not
    OpenSpiel's king-takes-rook encoding), rows from the bottom as in FEN. The board is read
    once per position (the state's last one is kept)."""
    if _chess_board[0] is not state:
        _chess_board[:] = [state, state.board()]
    return [pyspiel_chess().action_to_move(action, _chess_board[1]).to_lan()]


def antichess_move(state, player, action):
    """Antichess: OpenSpiel's text is SAN, and its actions are not chess's (a king may be a
    promotion), so the move is read from the FEN before and after it: the cell the mover's
    piece left, the cell it reached, and the kind it became on a promotion (`e7e8k`)."""
    text = str(state)
    before, after = fen_cells(text), fen_cells(str(state.child(action)))
    white = text.split()[1] == "w"

    def mine(piece):
        return piece.isupper() == white

    left = [cell for cell, piece in before.items() if mine(piece) and after.get(cell) != piece]
    reached = [cell for cell, piece in after.items() if mine(piece) and before.get(cell) != piece]
    assert len(left) == 1 and len(reached) == 1, (text, action)
    promotion = ""
    if before[left[0]].lower() == "p" and after[reached[0]].lower() != "p":
        promotion = after[reached[0]].lower()
    return [left[0] + reached[0] + promotion]


def crazyhouse_move(state, player, action):
    """Crazyhouse: as chess, through OpenSpiel's crazyhouse module; a drop is written alike in
    both (`P@e4`)."""
    if _crazyhouse_board[0] is not state:
        _crazyhouse_board[:] = [state, state.board()]
    import pyspiel

    return [pyspiel.crazyhouse.action_to_move(action, _crazyhouse_board[1]).to_lan()]


def xiangqi_move(state, player, action):
    """Xiangqi: OpenSpiel's action is `from * 90 + to`, points numbered row by row from Black's
    edge (the top); game-dsl's move names the points with a column letter and a row counted
    from Red's edge (the bottom), 1 to 10: `h3e3` (OpenSpiel's text `C(7,7)-(7,4)`)."""

    def point(index):
        row, column = divmod(index, 9)
        return "abcdefghi"[column] + str(10 - row)

    start, end = divmod(action, 90)
    return [point(start) + point(end)]


def twixt_hole(state, player, action):
    """TwixT's `xc3` / `oc3` (the player's letter, then the hole: column letter, row from 1 at
    the top, as game-dsl's): the hole. Blue's swap is the hole of Red's first peg."""
    return [state.action_to_string(player, action)[1:]]


def star_holes(points):
    """The holes of Chinese checkers' star of `points` rows a point, in game-dsl's names: the
    star lies in a `4 * points + 1` rhombus of hexagons (each row half a cell right of the one
    above), a hole its column letter and its row from the top; OpenSpiel numbers the same holes
    from 0, row by row from the top and left to right, as game-dsl orders them."""
    size = 4 * points + 1
    names = []
    for row in range(size):
        for column in range(size):
            q, r = column - 2 * points, row - 2 * points
            s = -q - r
            up = q >= -points and r >= -points and s >= -points
            down = q <= points and r <= points and s <= points
            if up or down:
                names.append(f"{chr(ord('a') + column)}{row + 1}")
    return names


def chinese_checkers_hole(points):
    """Chinese checkers' `6->14` (a step) and `3=>14` (a hop): the two holes, in game-dsl's
    names (`star_holes`); `Pass` (the end of a chain, or a blocked side's turn) adds nothing."""
    names = star_holes(points)

    def name(state, player, action):
        text = state.action_to_string(player, action)
        if text == "Pass":
            return []
        a, b = re.split("->|=>", text)
        return [names[int(a)], names[int(b)]]

    return name


def chinese_checkers_turn(path):
    """A turn is the stone's first hole and the hole where it ends, whatever the hops' route
    (several routes to one hole are one move); a turn of no hole is the pass."""
    return path[0] + path[-1] if path else "pass"


def go_point(state, player, action):
    """Go: OpenSpiel's `B c3` or `W PASS` is game-dsl's `c3` or `pass` (columns a to j without
    i, row 1 at the bottom, in both)."""
    return [state.action_to_string(player, action).split()[1].lower()]


#: Hive's six directions as axial steps (q, r): north-east, east, south-east, south-west, west,
#: north-west; the opposite of each is three further (OpenSpiel's `kNeighbourOffsets`).
HIVE_STEPS = [(1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1)]
#: The sign of each direction from a reference piece, and whether it goes before its name.
HIVE_SIGNS = [("/", False), ("-", False), ("\\", False), ("/", True), ("-", True), ("\\", True)]
#: The kinds of which a side has several: their pieces carry a number.
HIVE_NUMBERED = {"A": 3, "G": 3, "S": 2, "B": 2}


class HiveTable:
    """Where OpenSpiel's Hive pieces lie, replayed from its moves: each piece's cell (axial, the
    first piece at 0,0) and height, and the name game-dsl gives it. OpenSpiel lets any piece of
    a kind enter first (`wA2` before `wA1`); game-dsl numbers a side's pieces of a kind in the
    order they enter, so its `wA1` is the first ant White placed, whatever OpenSpiel called it."""

    def __init__(self):
        self.at = {}  # OpenSpiel's name -> [q, r, h]
        self.ours = {}  # OpenSpiel's name -> game-dsl's
        self.entered = {}  # (colour, letter) -> pieces placed
        self.moves = []

    def top(self, cell, without=None):
        """The piece on top of `cell` (OpenSpiel's name), leaving out `without`."""
        here = [(h, p) for p, (q, r, h) in self.at.items() if (q, r) == cell and p != without]
        return max(here)[1] if here else None

    def our_name(self, piece):
        """game-dsl's name of `piece`: its own once on the table, else the next of its kind."""
        if piece in self.ours:
            return self.ours[piece]
        colour, letter = piece[0], piece[1]
        if letter not in HIVE_NUMBERED:
            return colour + letter
        return f"{colour}{letter}{self.entered.get((colour, letter), 0) + 1}"

    def destination(self, where):
        """The cell a move's second word names: beside a piece with a sign, or on top of it."""
        name = where.strip("/-\\")
        q, r, _ = self.at[name]
        for d, (sign, before) in enumerate(HIVE_SIGNS):
            if (before and where.startswith(sign) and where != name) or (
                not before and where.endswith(sign) and not where.startswith(("/", "-", "\\"))
            ):
                return (q + HIVE_STEPS[d][0], r + HIVE_STEPS[d][1])
        return (q, r)

    def name(self, text):
        """game-dsl's name of OpenSpiel's move `text` in this position: the piece beside the
        cell named is the first of its neighbours north-east, east, ... north-west (the piece
        under the mover when the mover leaves that cell's stack)."""
        if text == "pass":
            return "pass"
        words = text.split(" ")
        mover = words[0]
        ours = self.our_name(mover)
        if len(words) == 1:
            return ours
        cell = self.destination(words[1])
        on = self.top(cell, without=mover)
        if on is not None:
            return f"{ours}_{self.ours[on]}"
        for d, (dq, dr) in enumerate(HIVE_STEPS):
            reference = self.top((cell[0] + dq, cell[1] + dr), without=mover)
            if reference is None:
                continue
            sign, before = HIVE_SIGNS[(d + 3) % 6]
            named = self.ours[reference]
            return f"{ours}_{sign}{named}" if before else f"{ours}_{named}{sign}"
        raise ValueError(f"no piece beside the cell of {text}")

    def play(self, text):
        self.moves.append(text)
        if text == "pass":
            return
        words = text.split(" ")
        mover = words[0]
        if mover not in self.ours:
            self.ours[mover] = self.our_name(mover)
            key = (mover[0], mover[1])
            self.entered[key] = self.entered.get(key, 0) + 1
        cell = (0, 0) if len(words) == 1 else self.destination(words[1])
        below = self.top(cell, without=mover)
        self.at[mover] = [cell[0], cell[1], 0 if below is None else self.at[below][2] + 1]

    def pinned(self, piece):
        """Whether `piece` lies alone on its cell and the hive without that cell falls apart
        (the one-hive rule: it may not move, nor be lifted)."""
        q, r, h = self.at[piece]
        if h > 0 or self.top((q, r), without=piece) is not None:
            return False
        cells = {(q2, r2) for q2, r2, _ in self.at.values()} - {(q, r)}
        if not cells:
            return False
        seen, todo = set(), [next(iter(cells))]
        while todo:
            cell = todo.pop()
            if cell in seen:
                continue
            seen.add(cell)
            todo.extend((cell[0] + dq, cell[1] + dr) for dq, dr in HIVE_STEPS if (cell[0] + dq, cell[1] + dr) in cells)
        return seen != cells

    def surrounded(self, colour):
        queen = self.at.get(colour + "Q")
        if queen is None:
            return False
        return all(self.top((queen[0] + dq, queen[1] + dr)) for dq, dr in HIVE_STEPS)


#: The table of the game being played, followed move by move (its moves' texts).
HIVE_TABLE = [HiveTable()]


#: The state the table was last asked for: its id and plies.
HIVE_ASKED = [None]


def hive_table(state):
    """The table of `state`, replayed from OpenSpiel's moves (kept from call to call: a random
    game asks for the positions in order, and for each of a position's actions in a row)."""
    asked = (id(state), state.move_number())
    table = HIVE_TABLE[0]
    if HIVE_ASKED[0] == asked and len(table.moves) == asked[1]:
        return table
    history = [state.action_to_string(0, a) for a in state.history()]
    known = len(table.moves)
    if table.moves != history[:known]:
        table, known = HiveTable(), 0
        HIVE_TABLE[0] = table
    for text in history[known:]:
        table.play(text)
    HIVE_ASKED[0] = asked
    return table


def hive_unpinned(table):
    """Whether OpenSpiel pins no piece in this position: it finds the pinned pieces by a search
    from White's queen (`UpdateArticulationPoints`), which, while that queen is in hand, starts
    from no cell and pins none. That happens with Black to move (who may move once its own
    queen is placed) before White's queen enters: OpenSpiel then lets Black move a piece whose
    leaving splits the hive. The one-hive rule holds at all times (Gen42's rules), as game-dsl
    keeps it: such moves are left out of OpenSpiel's list (`hive_move`)."""
    return "wQ" not in table.at and "bQ" in table.at


def hive_move(state, player, action):
    """Hive: OpenSpiel's `wA2 bL/` names the piece and a piece beside its cell; any neighbour
    of the cell may name one move, so several of OpenSpiel's actions are one game-dsl move, the
    one named by game-dsl's choice of neighbour (`HiveTable.name`). A space in a move is written
    `_` here (the test reads it back). No name (the move is left out) for a move of a pinned
    piece that OpenSpiel lists while it pins none (`hive_unpinned`)."""
    table = hive_table(state)
    text = state.action_to_string(player, action)
    mover = text.split(" ")[0]
    if hive_unpinned(table) and mover in table.at and table.pinned(mover):
        return []
    return [table.name(text)]


def hive_excluded(state):
    """Why OpenSpiel's `hive` position is left out of the comparison, or None: a game OpenSpiel
    ended as a draw with both queens free before its 500 plies, as its board of radius 8 could
    not hold the hive (`MoveTile` fails, `force_terminal_`): the table of the rules has no edge,
    and game-dsl's has none either. Or a position whose every move OpenSpiel lists wrongly
    (`hive_unpinned`): the side would pass, which OpenSpiel cannot play."""
    table = hive_table(state)
    if state.is_terminal():
        if (
            len(table.moves) < 500
            and not table.surrounded("w")
            and not table.surrounded("b")
        ):
            return "the board of radius 8 was full"
        return None
    if hive_unpinned(table) and not any(
        hive_move(state, state.current_player(), a) for a in state.legal_actions()
    ):
        return "every move OpenSpiel lists splits the hive"
    return None


def fen_cells(fen):
    """The pieces of a FEN's first field by cell name (`e1`: rows from the bottom)."""
    cells = {}
    for rank, row in enumerate(fen.split()[0].split("/")):
        column = 0
        for piece in row:
            if piece.isdigit():
                column += int(piece)
            else:
                cells["abcdefgh"[column] + str(8 - rank)] = piece
                column += 1
    return cells


# The state whose board `crazyhouse_move` read last, and that board.
_crazyhouse_board = [None, None]

# The state whose board `chess_move` read last, and that board.
_chess_board = [None, None]


def pyspiel_chess():
    """OpenSpiel's chess module (imported when first needed: `--list` needs no OpenSpiel)."""
    import pyspiel

    return pyspiel.chess


@dataclass(frozen=True)
class Entry:
    """One bundled game checked against OpenSpiel."""

    openspiel: str
    """OpenSpiel's game with its parameters, as `pyspiel.load_game` reads it."""
    notation: Callable
    """(state, player, action) -> the cells or text the action adds to game-dsl's move."""
    joined: bool = False
    """Whether a turn may take several actions (they are joined into one move)."""
    continues: bool = True
    """Whether, in a joined turn, an action that begins with the cell where the last one ended
    continues from it, and the cell is written once (a draughts jump chain); Kalah's sowings
    may sow the same pit twice in a row (`66`), which is no repeat."""
    join: Callable | None = None
    """How a joined turn's parts make the move's text (and the same text twice is one move),
    instead of concatenating them: dots and boxes' turns are sets of edges."""
    aliases: bool = False
    """Whether several of OpenSpiel's actions may name one move (Hive's: any piece beside a
    cell names it): each move is listed once, and a random game picks among the moves."""
    excluded: Callable | None = None
    """(state) -> why the position is left out of the comparison, or None: the game's line then
    ends there, with `x` for its result (see `hive_excluded`)."""
    in_place: bool = False
    """Whether a random game lists a joined turn's actions by applying and undoing them on the
    position itself rather than on copies: a Chinese checkers position copies its whole undo
    history, and its games are 1,000 turns long."""


GAMES = {
    "tictactoe": Entry("tic_tac_toe", number),
    "tictactoe-misere": Entry("misere(game=tic_tac_toe())", number),
    "connect4": Entry("connect_four", number),
    "connect4-8x7": Entry("connect_four(columns=8,rows=7)", number),
    "connect4-5x4": Entry("connect_four(columns=5,rows=4)", number),
    "connect3": Entry("connect_four(columns=5,rows=4,x_in_row=3)", number),
    "gomoku": Entry("mnk(m=15,n=15,k=5)", number),
    "othello": Entry("othello", as_written),
    "hex": Entry("hex(board_size=7)", as_written),
    "hex5": Entry("hex(board_size=5)", as_written),
    "y": Entry("y(board_size=19)", as_written),
    "havannah": Entry("havannah(board_size=8)", havannah_cells(8)),
    "twixt": Entry("twixt(board_size=8,ansi_color_output=False)", twixt_hole),
    "chinese-checkers": Entry(
        "chinese_checkers",
        chinese_checkers_hole(4),
        joined=True,
        join=chinese_checkers_turn,
        in_place=True,
    ),
    "quoridor": Entry("quoridor(board_size=9,players=2)", as_written),
    "hive": Entry("hive", hive_move, aliases=True, excluded=hive_excluded),
    "pentago": Entry("pentago", pentago_move),
    "ultimate-tictactoe": Entry(
        "ultimate_tic_tac_toe", ultimate_cell, joined=True, continues=False
    ),
    "nim": Entry("nim(pile_sizes=3;4;5,is_misere=False)", nim_move),
    "breakthrough": Entry("breakthrough", cells_as_written),
    "clobber": Entry("clobber", cells_as_written),
    "amazons": Entry("amazons", amazons_cells(10), joined=True),
    "amazons6": Entry("amazons(board_size=6)", amazons_cells(6), joined=True),
    "checkers": Entry("checkers", checkers_cells, joined=True),
    "kalah": Entry("mancala", mancala_pit, joined=True, continues=False),
    "oware": Entry("oware", number),
    "lines-of-action": Entry("lines_of_action", lines_of_action_cells),
    "dots-and-boxes": Entry(
        "dots_and_boxes",
        dots_and_boxes_edge(2, 2),
        joined=True,
        continues=False,
        join=dots_and_boxes_turn(2, 2),
    ),
    "chess": Entry("chess", chess_move),
    "nine-mens-morris": Entry(
        "nine_mens_morris", morris_action(3), joined=True, continues=False
    ),
    "antichess": Entry("antichess", antichess_move),
    "xiangqi": Entry("xiangqi", xiangqi_move),
    "crazyhouse": Entry("crazyhouse", crazyhouse_move),
    "shogi": Entry("shogi", as_written),
    "go9": Entry("go(board_size=9,komi=7.5)", go_point),
    "go": Entry("go", go_point),
}


def turns(entry, state):
    """Every whole turn from `state`: (game-dsl move, state after it)."""
    player = state.current_player()
    if not entry.joined:
        named = {}
        for a in state.legal_actions():
            # Several actions that name one move (`aliases`) are one turn; an action named
            # nothing is one OpenSpiel allows wrongly (`hive_move`).
            move = "".join(entry.notation(state, player, a))
            if move or not entry.aliases:
                named.setdefault(move, a)
        return [(move, state.child(a)) for move, a in named.items()]
    out = []

    def walk(s, cells):
        for action in s.legal_actions():
            child = s.child(action)
            new = entry.notation(s, player, action)
            # A draughts jump chain repeats the cell it continues from.
            if entry.continues and cells and new and new[0] == cells[-1]:
                new = new[1:]
            path = cells + new
            if child.is_terminal() or child.current_player() != player:
                if entry.join is None:
                    out.append(("".join(path), child))
                else:
                    out.append((entry.join(path), child))
            else:
                walk(child, path)

    walk(state, [])
    if entry.join is not None:
        # Several orders of the same set of edges are one move (the states after them are the
        # same: the edges drawn and the boxes the mover closed).
        out = list({move: child for move, child in reversed(out)}.items())
    return out


def turns_in_place(entry, state):
    """Every whole turn from `state`, as `turns` gives them, but each with its actions instead
    of the state after it: the actions are applied to `state` and undone (which leaves it as it
    was)."""
    player = state.current_player()
    out = {}

    def walk(cells, actions):
        for action in state.legal_actions():
            new = entry.notation(state, player, action)
            if entry.continues and cells and new and new[0] == cells[-1]:
                new = new[1:]
            path = cells + new
            state.apply_action(action)
            if state.is_terminal() or state.current_player() != player:
                move = entry.join(path) if entry.join else "".join(path)
                out.setdefault(move, actions + [action])
            else:
                walk(path, actions + [action])
            state.undo_action(player, action)

    walk([], [])
    return list(out.items())


def random_game(entry, game, rng, out):
    """Plays one random game, writing one line per position."""
    state, played = game.new_initial_state(), []
    # game-dsl's first player is the one who moves first: OpenSpiel's player 0 in most games,
    # but its chess numbers Black 0 and White, who starts, 1.
    first = state.current_player()
    while True:
        if entry.excluded is not None and entry.excluded(state) is not None:
            out.write(" ".join(played) + "\t\tx\n")
            return
        if state.is_terminal():
            result = round(state.returns()[first])
            out.write(" ".join(played) + "\t\t" + str(result) + "\n")
            return
        if entry.in_place:
            listed = sorted(turns_in_place(entry, state), key=lambda turn: turn[0])
            names = [move for move, _ in listed]
        elif entry.joined:
            listed = sorted(turns(entry, state), key=lambda turn: turn[0])
            names = [move for move, _ in listed]
        else:
            player = state.current_player()
            listed = sorted(
                ("".join(entry.notation(state, player, a)), a) for a in state.legal_actions()
            )
            if entry.aliases:
                listed = sorted({move: a for move, a in reversed(listed) if move}.items())
            names = [move for move, _ in listed]
        out.write(" ".join(played) + "\t" + " ".join(names) + "\n")
        move, next_state = rng.choice(listed)
        if entry.in_place:
            for action in next_state:
                state.apply_action(action)
            next_state = state
        elif not entry.joined:
            next_state = state.child(next_state)
        played.append(move)
        state = next_state


def main():
    if sys.argv[1:] == ["--list"]:
        # The entries, one a line: the test checks that it has one for each (needs no OpenSpiel).
        for name, entry in GAMES.items():
            print(name + "\t" + entry.openspiel)
        return
    import pyspiel

    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("game", choices=sorted(GAMES))
    parser.add_argument("games", type=int, help="how many random games")
    parser.add_argument("seed", type=int)
    parser.add_argument("--only", type=int, help="play only game ONLY of the GAMES")
    args = parser.parse_args()
    entry = GAMES[args.game]
    game = pyspiel.load_game(entry.openspiel)
    out = sys.stdout
    indices = [args.only] if args.only is not None else range(args.games)
    for index in indices:
        out.write(f"# game {index}\n")
        random_game(entry, game, random.Random(f"{args.seed}:{index}"), out)


if __name__ == "__main__":
    main()
