"""OpenSpiel's C++ random playouts per second, of Go on 9 x 9 or 19 x 19 (komi 7.5), TwixT on
8 x 8, Quoridor on 9 x 9, Chinese checkers for two, Hive, shogi, xiangqi or crazyhouse: the
reference for `cargo bench -p gamedsl --bench search -- go9` (or `-- twixt`, `-- quoridor`,
`-- chinese-checkers`, `-- hive`, `-- go/`, `-- shogi`, `-- xiangqi`, `-- crazyhouse`,
docs/benchmarks.md).

    python scripts/openspiel_playouts.py [ROUNDS] [GAME]

GAME is one of go9, twixt, quoridor, chinese-checkers, hive, go, shogi, xiangqi, crazyhouse.

OpenSpiel's Python API gives no playout loop of its own, and a Python loop over its moves would
time Python. Its MCTS bot runs random rollouts in C++ (`RandomRolloutEvaluator`): with 100
rollouts a leaf and 20 simulations from the empty board, a step is 2,000 random games to the
end in C++, and the tree's own work (20 leaves) is a small part of it. Prints each round's
rollouts per second and the median. Needs `pip install open-spiel`.
"""

import statistics
import sys
import time

import pyspiel

ROLLOUTS_A_LEAF = 100
SIMULATIONS = 20


def round_rate(game, seed):
    evaluator = pyspiel.RandomRolloutEvaluator(ROLLOUTS_A_LEAF, seed)
    bot = pyspiel.MCTSBot(game, evaluator, 2.0, SIMULATIONS, 1000, False, seed, False)
    state = game.new_initial_state()
    started = time.perf_counter()
    bot.step(state)
    return ROLLOUTS_A_LEAF * SIMULATIONS / (time.perf_counter() - started)


GAMES = {
    "go9": ("go", {"board_size": 9, "komi": 7.5}),
    "twixt": ("twixt", {"board_size": 8, "ansi_color_output": False}),
    "quoridor": ("quoridor", {"board_size": 9, "players": 2}),
    "chinese-checkers": ("chinese_checkers", {}),
    "hive": ("hive", {}),
    "go": ("go", {"board_size": 19, "komi": 7.5}),
    "shogi": ("shogi", {}),
    "xiangqi": ("xiangqi", {}),
    "crazyhouse": ("crazyhouse", {}),
}


def main():
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    name = sys.argv[2] if len(sys.argv) > 2 else "go9"
    game = pyspiel.load_game(*GAMES[name])
    rates = [round_rate(game, seed) for seed in range(1, rounds + 1)]
    for rate in rates:
        print(f"{rate:,.0f} playouts/s")
    print(f"median {statistics.median(rates):,.0f} playouts/s over {rounds} rounds of "
          f"{ROLLOUTS_A_LEAF * SIMULATIONS:,} random games (OpenSpiel's C++ rollouts, {name})")


if __name__ == "__main__":
    main()
