"""Solo: what an unfinished position is worth, in final glory points, for the hard captain's short rollouts.

The medium captain's future in a Solo game, fitted by least squares on 4,000 of its own games (seed 7, levels
0-7 in turn: ``benchmarks/board_solo_value.py`` refits it): at the start of each turn, the glory points still to
come (final score minus the points now) as a linear function of the seat's pieces, one fit per number of turns
left. The hard captain's Solo rollouts stop after a round and add this to the points now (``search.evaluate``),
so an early decision sees many more worlds than whole games to the end allow (``engines/board/AI.md``).
"""

from __future__ import annotations

from typing import Any

__all__ = ["FEATURES", "pieces", "solo_future"]

#: the fitted features, in the order of each row's coefficients after the constant
FEATURES = (
    "coins", "res", "food", "rum", "sails", "weapons", "planks", "gems", "gems6", "tokens",
    "track1", "track2", "track3", "intensity", "curses",
)  # fmt: skip
#: turns left (1-12) -> constant, then one coefficient per feature
# fmt: off
_COEF: dict[int, tuple[float, ...]] = {
    1: (2.78, -0.01, -0.04, 0.10, 0.09, 0.21, 0.08, -0.08, -0.05, 0.62, 0.06, -0.09, -0.03, 0.01, -0.26, -0.05),
    2: (6.41, -0.08, 0.02, 0.05, 0.02, 0.29, 0.06, -0.18, -0.20, 1.44, 0.05, -0.11, 0.04, 0.14, -0.28, -0.12),
    3: (8.65, -0.06, 0.02, 0.13, 0.14, 0.54, 0.18, -0.19, -0.25, 1.54, 0.10, -0.21, 0.06, 0.14, -0.53, -0.16),
    4: (11.44, -0.13, 0.05, 0.10, 0.13, 0.65, 0.24, -0.23, -0.33, 1.12, 0.07, -0.20, 0.26, 0.26, -0.54, -0.25),
    5: (13.47, -0.10, 0.10, 0.10, 0.13, 0.82, 0.32, -0.26, -0.33, 0.70, 0.08, -0.20, 0.33, 0.39, -0.71, -0.35),
    6: (15.67, -0.13, 0.14, 0.01, 0.09, 0.92, 0.34, -0.30, -0.28, -0.17, 0.01, -0.06, 0.54, 0.57, -0.73, -0.51),
    7: (16.51, -0.07, 0.22, 0.04, -0.00, 1.10, 0.56, -0.26, -0.08, -1.03, 0.11, -0.14, 0.55, 0.53, -0.83, -0.65),
    8: (19.99, -0.13, 0.25, -0.04, -0.03, 0.97, 0.70, -0.26, -0.32, -1.37, -0.10, 0.09, 0.79, 0.64, -0.85, -0.83),
    9: (21.87, -0.02, 0.14, 0.01, 0.16, 1.19, 0.82, -0.31, -0.39, 0.00, -0.16, 0.19, 0.92, 0.76, -0.58, -1.05),
    10: (25.58, -0.04, 0.31, -0.13, 0.02, 1.26, 0.80, -0.44, -0.15, 0.00, 0.36, -0.01, 0.48, 0.63, -0.80, -1.16),
    11: (27.38, 0.11, 0.41, -0.17, -0.02, 1.51, 1.00, -0.52, 1.07, 0.00, 1.60, -1.04, -0.63, -0.86, -1.14, -1.20),
    12: (32.08, -0.04, 0.30, -0.20, 0.13, 1.43, 0.51, -0.59, 0.07, 0.00, -0.38, -0.05, 0.33, -0.59, -0.73, -1.45),
}
# fmt: on


def pieces(p: Any) -> tuple[float, ...]:
    """The features of a captain's pieces that both fits read (this one and ``discovery_value``'s), in this
    order: coins, resources (all, food, rum), sails, weapons, planks, gems, and whether it has six gems."""
    res = p.res
    gems = len(p.gems)
    return (p.coins, sum(res), res[0], res[4], p.sails, p.weapons, p.planks, gems, 1.0 if gems == 6 else 0.0)


def features(p: Any, solo: Any) -> tuple[float, ...]:
    """:data:`FEATURES` of the Solo captain ``p`` (a player) with the Vagabond's state ``solo`` (``game.solo``)."""
    tracks = sorted((len(t) for t in p.tracks.values()), reverse=True)
    return (
        *pieces(p),
        len(p.tokens),
        tracks[0],
        tracks[1],
        tracks[2],
        solo["intensity"],
        len(solo["curses"]),
    )


def solo_future(p: Any, solo: Any, turns_left: int) -> float:
    """The glory points the medium captain is expected still to score from here (0 when no turn is left)."""
    row = _COEF.get(min(turns_left, 12))
    if row is None:
        return 0.0
    return row[0] + sum(c * x for c, x in zip(row[1:], features(p, solo), strict=True))
