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
    1: (2.29, 0.00, -0.00, 0.04, 0.05, 0.24, 0.05, -0.06, -0.01, 0.50, 0.12, -0.14, -0.03, -0.07, -0.28, -0.04),
    2: (4.40, -0.03, 0.01, 0.01, 0.10, 0.34, -0.01, -0.15, -0.02, 0.81, 0.05, -0.12, 0.11, 0.07, -0.23, -0.06),
    3: (7.35, -0.05, -0.04, 0.13, 0.03, 0.47, -0.01, -0.17, -0.08, 0.91, 0.09, -0.17, 0.13, 0.11, -0.44, -0.15),
    4: (9.63, -0.08, 0.03, 0.02, 0.06, 0.49, -0.08, -0.24, 0.00, 0.48, 0.17, -0.22, 0.29, 0.20, -0.41, -0.23),
    5: (10.67, -0.04, 0.05, -0.01, -0.03, 0.65, 0.01, -0.22, -0.03, 0.33, 0.22, -0.14, 0.49, 0.34, -0.59, -0.30),
    6: (13.82, -0.11, 0.16, -0.13, -0.13, 0.66, -0.05, -0.36, -0.00, 0.02, 0.19, -0.12, 0.58, 0.36, -0.53, -0.41),
    7: (14.88, -0.09, 0.08, 0.02, -0.02, 0.83, 0.22, -0.35, -0.10, -0.18, 0.17, 0.06, 0.77, 0.39, -0.60, -0.48),
    8: (17.88, -0.15, 0.13, -0.06, -0.10, 0.81, 0.13, -0.42, 0.01, -0.72, 0.24, 0.09, 0.70, 0.31, -0.54, -0.61),
    9: (18.70, -0.09, 0.10, 0.08, 0.05, 1.09, 0.40, -0.48, -0.06, 0.00, 0.19, 0.40, 0.77, 0.41, -0.51, -0.67),
    10: (23.52, -0.16, 0.23, -0.10, -0.02, 0.83, 0.18, -0.58, -0.07, 0.00, 0.28, 0.32, 0.54, 0.37, -0.53, -0.84),
    11: (26.28, -0.03, 0.20, -0.14, 0.04, 1.09, 0.18, -0.61, -0.22, 0.00, 0.54, 0.58, 0.47, 0.25, -1.06, -0.93),
    12: (27.44, -0.06, 0.28, -0.24, 0.13, 1.25, -0.12, -0.55, 0.23, 0.00, 0.00, 0.23, 0.01, 0.00, -0.53, -1.00),
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
