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
    1: (2.30, -0.01, -0.04, 0.09, 0.04, 0.22, 0.05, -0.01, -0.05, 0.43, 0.06, -0.11, -0.01, -0.05, -0.22, -0.05),
    2: (3.91, -0.04, -0.03, 0.09, 0.00, 0.37, 0.06, -0.08, -0.07, 0.61, 0.01, -0.09, 0.14, 0.15, -0.20, -0.05),
    3: (6.56, -0.04, -0.04, 0.07, 0.04, 0.51, 0.10, -0.14, -0.10, 0.84, 0.04, -0.13, 0.14, 0.22, -0.42, -0.10),
    4: (8.05, -0.08, 0.00, 0.05, 0.00, 0.58, 0.04, -0.18, -0.04, 0.57, 0.03, -0.08, 0.39, 0.38, -0.36, -0.15),
    5: (8.99, -0.04, 0.00, 0.01, -0.01, 0.81, 0.15, -0.18, -0.04, 0.59, 0.13, -0.06, 0.52, 0.49, -0.54, -0.19),
    6: (12.21, -0.10, 0.09, -0.11, -0.10, 0.82, 0.07, -0.32, 0.01, 0.26, 0.13, -0.02, 0.60, 0.61, -0.48, -0.29),
    7: (13.69, -0.05, 0.06, -0.04, -0.11, 0.99, 0.29, -0.34, -0.02, 0.02, 0.16, 0.10, 0.76, 0.62, -0.66, -0.38),
    8: (16.78, -0.15, 0.13, -0.13, -0.25, 0.92, 0.24, -0.41, -0.01, -0.15, 0.08, 0.20, 0.76, 0.73, -0.55, -0.48),
    9: (17.68, -0.12, 0.08, -0.01, -0.14, 1.20, 0.54, -0.43, -0.13, 0.00, -0.03, 0.51, 0.90, 0.84, -0.46, -0.58),
    10: (22.38, -0.16, 0.18, -0.15, -0.17, 1.01, 0.34, -0.55, -0.22, 0.00, -0.01, 0.54, 0.73, 0.94, -0.52, -0.73),
    11: (26.66, -0.10, 0.18, -0.17, -0.13, 1.13, 0.36, -0.65, -0.04, 0.00, 0.70, 0.39, 0.34, 0.28, -1.35, -0.82),
    12: (29.22, -0.23, 0.27, -0.25, -0.07, 1.31, 0.00, -0.67, 0.10, 0.00, 0.00, 0.18, -0.08, 0.00, -0.85, -0.93),
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
