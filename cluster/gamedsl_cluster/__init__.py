"""Solve a game-dsl position exactly on a Ray cluster.

The tree is cut at a shallow depth (``gamedsl split``); the positions there, the work units,
are the leaves of an alpha-beta search over the cut tree (:mod:`.search`), which has each unit it
needs solved by the ``gamedsl`` program in a Ray task (``gamedsl solve --alpha A --beta B
--json``), in the window its siblings leave, the younger siblings in parallel. Every finished
solve is appended to a results file (:mod:`.results`), so that a run killed and started again
with the same arguments solves only what is left. See docs/cluster.md.
"""

__version__ = "0.1.0"
