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
    1: (3.78, -0.02, 0.02, 0.11, 0.03, 0.24, -0.02, -0.21, -0.06, 0.67, 0.05, -0.10, -0.09, 0.03, -0.25, -0.05),
    2: (7.45, -0.11, 0.04, 0.11, 0.04, 0.38, 0.04, -0.26, -0.24, 1.10, 0.11, -0.17, -0.05, 0.08, -0.24, -0.10),
    3: (10.62, -0.11, 0.07, 0.08, 0.16, 0.60, 0.21, -0.32, -0.32, 1.38, 0.11, -0.27, -0.08, 0.03, -0.50, -0.19),
    4: (13.50, -0.18, 0.11, 0.09, 0.09, 0.66, 0.25, -0.30, -0.54, 1.33, 0.02, -0.18, 0.10, 0.42, -0.52, -0.29),
    5: (14.88, -0.17, 0.17, 0.09, 0.09, 0.90, 0.33, -0.28, -0.60, 0.77, -0.11, -0.09, 0.25, 0.57, -0.59, -0.42),
    6: (17.63, -0.19, 0.15, 0.11, 0.12, 0.90, 0.38, -0.30, -0.52, -0.06, -0.10, -0.02, 0.46, 0.74, -0.59, -0.62),
    7: (17.86, -0.10, 0.15, 0.09, 0.16, 1.22, 0.64, -0.31, -0.41, -0.95, -0.15, 0.06, 0.70, 0.89, -0.59, -0.74),
    8: (20.52, -0.15, 0.28, 0.06, -0.02, 1.13, 0.84, -0.32, -0.64, -1.53, -0.35, 0.34, 0.97, 1.21, -0.61, -0.91),
    9: (21.50, 0.03, 0.26, -0.07, 0.01, 1.53, 1.24, -0.40, -0.45, 0.00, -0.05, 0.31, 0.86, 1.05, -0.66, -1.04),
    10: (25.09, -0.06, 0.36, -0.04, 0.05, 1.57, 1.22, -0.37, -0.91, 0.00, -0.17, 0.66, 0.91, 1.28, -0.81, -1.20),
    11: (26.31, 0.14, 0.40, -0.04, 0.10, 1.63, 1.41, -0.54, -0.87, 0.00, -0.56, 1.04, 1.15, 1.30, -0.34, -1.32),
    12: (29.41, 0.09, 0.36, -0.07, 0.24, 2.18, 1.42, -0.69, -0.02, 0.00, -0.04, 0.23, 0.41, -0.70, -0.24, -1.39),
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
