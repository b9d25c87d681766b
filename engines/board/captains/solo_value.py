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
    1: (4.00, -0.02, 0.02, 0.09, 0.05, 0.30, 0.04, -0.28, -0.09, 0.77, 0.06, -0.11, -0.04, 0.02, -0.24, -0.04),
    2: (7.05, -0.08, 0.02, 0.15, 0.05, 0.50, 0.12, -0.27, -0.23, 1.34, 0.03, -0.18, 0.04, 0.06, -0.31, -0.09),
    3: (10.41, -0.10, 0.05, 0.11, 0.08, 0.64, 0.23, -0.28, -0.35, 1.41, 0.04, -0.23, 0.02, 0.09, -0.55, -0.19),
    4: (13.32, -0.17, 0.12, 0.08, 0.07, 0.75, 0.30, -0.31, -0.49, 1.49, 0.02, -0.24, 0.14, 0.25, -0.56, -0.27),
    5: (15.35, -0.15, 0.13, 0.14, 0.04, 0.91, 0.42, -0.27, -0.53, 1.20, -0.06, -0.21, 0.23, 0.37, -0.71, -0.41),
    6: (17.27, -0.17, 0.12, 0.21, 0.21, 0.98, 0.62, -0.33, -0.34, -0.11, 0.01, -0.16, 0.36, 0.41, -0.72, -0.57),
    7: (17.89, -0.11, 0.13, 0.25, 0.24, 1.19, 0.92, -0.27, -0.17, -1.09, 0.11, -0.21, 0.39, 0.44, -0.84, -0.69),
    8: (20.14, -0.12, 0.24, 0.06, 0.20, 1.30, 1.02, -0.25, -0.58, -1.11, -0.17, 0.21, 0.76, 0.95, -0.88, -0.83),
    9: (21.96, 0.03, 0.20, -0.02, 0.23, 1.62, 1.30, -0.33, -0.32, 0.00, 0.25, -0.03, 0.60, 0.35, -0.84, -0.99),
    10: (24.85, -0.04, 0.34, -0.03, 0.14, 1.60, 1.37, -0.29, -0.88, 0.00, -0.12, 0.53, 0.76, 1.08, -0.92, -1.13),
    11: (26.65, 0.08, 0.35, -0.00, 0.18, 1.51, 1.40, -0.43, -0.91, 0.00, -0.57, 0.91, 1.03, 1.15, -0.36, -1.29),
    12: (28.98, -0.00, 0.27, -0.02, 0.30, 2.09, 1.43, -0.48, -0.08, 0.00, -0.29, 0.14, 0.25, -0.76, -0.15, -1.40),
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
