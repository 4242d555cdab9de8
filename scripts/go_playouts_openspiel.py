"""OpenSpiel's C++ random playouts of Go on 9 x 9 (komi 7.5), per second: the reference for
`cargo bench -p gamedsl --bench search -- go9` (docs/benchmarks.md).

    python scripts/go_playouts_openspiel.py [ROUNDS]

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


def main():
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    game = pyspiel.load_game("go", {"board_size": 9, "komi": 7.5})
    rates = [round_rate(game, seed) for seed in range(1, rounds + 1)]
    for rate in rates:
        print(f"{rate:,.0f} playouts/s")
    print(f"median {statistics.median(rates):,.0f} playouts/s over {rounds} rounds of "
          f"{ROLLOUTS_A_LEAF * SIMULATIONS:,} random games (OpenSpiel's C++ rollouts, go 9 x 9)")


if __name__ == "__main__":
    main()
