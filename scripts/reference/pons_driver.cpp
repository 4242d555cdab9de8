// Timing driver for Pascal Pons' Connect Four solver (github PascalPons/connect4).
// It is not part of his code: it only uses his public Solver API (Solver.hpp / Solver.cpp).
//
// Reads positions from stdin, one per line: the moves as column digits 1-7, optionally followed
// by whitespace and anything else (e.g. the expected score of the Test_L*_R* files, ignored).
// For each line it prints to stdout:   <score> <nodes> <microseconds>
//   - the transposition table (2^24 -> next prime = 16,777,259 entries, ~80 MiB) and the node
//     counter are reset with Solver::reset() BEFORE each position, OUTSIDE the timed part;
//   - the time is the wall-clock time (std::chrono::steady_clock) of Solver::solve(P) only
//     (strong solve, as his main does without -w), in microseconds with 3 decimals;
//   - nodes is Solver::getNodeCount() after that solve.
// No opening book is loaded (the Solver's book stays empty: depth -1, never consulted).
// An invalid line prints an error to stderr and an empty line to stdout, like his main.
//
// Build (with his sources unpacked in pons-src, see docs/benchmarks.md):
//   g++ --std=c++11 -W -Wall -O3 -march=native -DNDEBUG -Ipons-src pons-driver.cpp pons-src/Solver.cpp -o c4driver

#include "Solver.hpp"
#include <chrono>
#include <cstdio>
#include <iostream>
#include <string>

using namespace GameSolver::Connect4;

int main() {
  Solver solver;  // ~80 MiB table, allocated once
  std::string line;
  for (int l = 1; std::getline(std::cin, line); l++) {
    size_t end = line.find_first_of(" \t\r");
    std::string moves = line.substr(0, end);
    Position P;
    if (P.play(moves) != moves.size()) {
      std::cerr << "Line " << l << ": Invalid move " << (P.nbMoves() + 1) << " \"" << line << "\"" << std::endl;
      std::printf("\n");
      continue;
    }
    solver.reset();  // clears the transposition table and the node counter (not timed)
    auto t0 = std::chrono::steady_clock::now();
    int score = solver.solve(P, false);
    auto t1 = std::chrono::steady_clock::now();
    double us = std::chrono::duration<double, std::micro>(t1 - t0).count();
    std::printf("%d %llu %.3f\n", score, solver.getNodeCount(), us);
  }
  return 0;
}
