"""Solve a game-dsl position exactly on a Ray cluster.

The tree is cut at a shallow depth (``gamedsl split``); each position there, a work unit, is
solved by the ``gamedsl`` program in a Ray task (``gamedsl solve --json``); the units' values are
combined by negamax back to the root (:mod:`.merge`). Every finished unit is appended to a
results file (:mod:`.results`), so that a run killed and started again with the same arguments
solves only what is left. See docs/cluster.md.
"""

__version__ = "0.1.0"
