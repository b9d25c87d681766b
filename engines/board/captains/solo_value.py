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
    1: (2.07, -0.01, -0.01, 0.02, 0.03, 0.21, 0.09, -0.01, -0.04, 0.46, 0.07, -0.10, -0.04, -0.03, -0.24, -0.04),
    2: (3.94, -0.04, 0.02, -0.05, 0.06, 0.32, -0.01, -0.06, -0.07, 0.68, -0.03, -0.07, 0.15, 0.12, -0.19, -0.07),
    3: (6.62, -0.04, -0.03, 0.06, 0.13, 0.49, 0.01, -0.12, -0.10, 0.85, 0.03, -0.11, 0.15, 0.18, -0.42, -0.13),
    4: (8.89, -0.09, 0.02, 0.00, 0.12, 0.53, -0.03, -0.20, -0.09, 0.61, 0.01, -0.09, 0.36, 0.33, -0.35, -0.20),
    5: (9.78, -0.06, 0.03, -0.04, 0.09, 0.70, 0.06, -0.17, -0.12, 0.63, 0.06, -0.01, 0.50, 0.54, -0.52, -0.24),
    6: (12.68, -0.11, 0.12, -0.18, -0.01, 0.71, 0.03, -0.30, -0.11, 0.24, 0.03, 0.09, 0.61, 0.69, -0.44, -0.35),
    7: (14.25, -0.06, 0.08, -0.04, 0.00, 0.84, 0.20, -0.33, -0.16, -0.12, 0.06, 0.20, 0.83, 0.75, -0.62, -0.44),
    8: (17.46, -0.14, 0.16, -0.18, -0.09, 0.77, 0.15, -0.39, -0.13, -0.52, 0.07, 0.24, 0.83, 0.66, -0.54, -0.56),
    9: (17.73, -0.10, 0.15, -0.07, 0.05, 1.09, 0.53, -0.40, -0.13, 0.00, 0.06, 0.48, 0.85, 0.63, -0.54, -0.60),
    10: (22.78, -0.15, 0.25, -0.24, 0.00, 0.89, 0.29, -0.55, -0.02, 0.00, 0.22, 0.33, 0.54, 0.68, -0.56, -0.78),
    11: (26.88, -0.06, 0.25, -0.23, 0.04, 1.04, 0.29, -0.69, 0.05, 0.00, 0.76, 0.36, 0.26, 0.20, -1.37, -0.85),
    12: (28.96, -0.19, 0.27, -0.25, 0.17, 1.22, 0.02, -0.69, 0.13, 0.00, 0.00, 0.22, -0.08, 0.00, -0.70, -0.96),
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
