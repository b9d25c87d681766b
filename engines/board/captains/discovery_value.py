"""Discovery: what an unfinished position is worth to each captain, in final glory points.

The medium captain's future in a Discovery game of 2-5 medium captains, fitted by least squares on their
own games (3,000 for each number of players, seed 7: ``benchmarks/board_discovery_value.py`` refits it and
prints the table): at the start of each turn, for every seat, the glory points still to come (final score
minus the points now) as a linear function of the seat's pieces, one fit per number of players and per
number of the seat's own turns left. The hard captain's rollouts in Discovery stop after two turns per
seat and judge every seat by its points now plus this (``search.evaluate``), instead of fixed fractions for
resources and coins.
"""

from __future__ import annotations

from typing import Any

from engines.board.captains.solo_value import pieces
from engines.board.state import TRACKS

__all__ = ["FEATURES", "discovery_future", "features", "own_turns_left"]

#: the fitted features, in the order of each row's coefficients after the constant
FEATURES = (
    "coins", "res", "food", "rum", "sails", "weapons", "planks", "gems", "gems6",
    "tracks1", "tracks2", "tracks3",
)  # fmt: skip
#: players -> the seat's own turns left (1-10) -> constant, then one coefficient per feature
# fmt: off
_COEF: dict[int, dict[int, tuple[float, ...]]] = {
    2: {
        1: (1.62, 0.08, -0.15, 0.06, 0.02, 0.20, 0.10, -0.07, -0.08, 0.23, 0.01, 0.00, 0.52),
        2: (3.21, 0.05, -0.21, -0.00, -0.04, 0.32, 0.23, -0.18, -0.10, 0.27, 0.05, 0.13, 0.97),
        3: (4.11, 0.08, -0.22, 0.02, -0.05, 0.54, 0.34, -0.26, -0.14, 0.32, 0.01, 0.27, 1.17),
        4: (4.51, 0.07, -0.16, -0.05, -0.16, 0.68, 0.57, -0.32, -0.13, 0.03, 0.04, 0.47, 1.47),
        5: (4.70, 0.14, -0.17, -0.04, -0.13, 0.93, 0.67, -0.35, -0.15, 0.00, 0.14, 0.82, 1.82),
        6: (6.03, 0.12, -0.14, -0.15, -0.20, 1.00, 0.81, -0.41, -0.20, 0.00, 0.33, 1.10, 1.98),
        7: (7.17, 0.14, -0.18, -0.11, -0.20, 1.15, 0.77, -0.39, -0.33, 0.00, 0.48, 1.40, 2.03),
        8: (9.05, 0.14, -0.12, -0.20, -0.33, 1.27, 0.56, -0.43, 2.24, 0.00, -2.21, -3.95, 0.00),
        9: (9.71, 0.22, -0.05, -0.07, -0.37, 2.18, 0.86, -0.71, 0.14, 0.00, 0.14, 0.00, 0.00),
        10: (0.12, 0.40, 0.61, 0.12, 0.12, 0.12, 0.12, 0.85, 0.00, 0.00, 0.00, 0.00, 0.00),
    },
    3: {
        1: (1.25, 0.05, -0.13, 0.05, 0.03, 0.22, 0.12, -0.07, -0.07, 0.20, 0.02, 0.01, 0.45),
        2: (2.43, 0.06, -0.16, -0.01, -0.01, 0.39, 0.31, -0.18, -0.09, 0.23, 0.02, 0.10, 0.90),
        3: (2.65, 0.10, -0.18, 0.01, -0.04, 0.63, 0.45, -0.23, -0.08, 0.10, 0.04, 0.28, 1.25),
        4: (3.68, 0.10, -0.16, -0.07, -0.09, 0.86, 0.67, -0.37, -0.09, -0.22, 0.10, 0.55, 1.56),
        5: (4.44, 0.14, -0.19, -0.07, -0.12, 1.01, 0.72, -0.37, -0.16, 0.00, 0.21, 0.80, 1.79),
        6: (5.41, 0.12, -0.11, -0.19, -0.27, 1.16, 0.89, -0.40, -0.18, 0.00, 0.28, 0.88, 1.70),
        7: (6.66, 0.18, -0.09, -0.17, -0.23, 1.41, 0.84, -0.47, -0.46, 0.00, 0.42, 1.25, 1.90),
        8: (9.50, 0.12, -0.07, -0.27, -0.41, 1.14, 0.74, -0.49, -1.06, 0.00, 0.73, 2.01, 0.00),
        9: (7.69, 0.23, 0.11, -0.23, -0.49, 2.20, 0.95, -0.56, 0.04, 0.00, 0.04, 0.00, 0.00),
        10: (0.11, 0.44, 0.56, 0.11, 0.11, 0.11, 0.11, 0.79, 0.00, 0.00, 0.00, 0.00, 0.00),
    },
    4: {
        1: (0.99, 0.06, -0.13, 0.06, 0.04, 0.25, 0.16, -0.08, -0.04, 0.12, -0.01, -0.01, 0.42),
        2: (2.19, 0.05, -0.16, 0.01, -0.02, 0.45, 0.35, -0.22, -0.05, 0.05, 0.01, 0.10, 0.91),
        3: (2.95, 0.09, -0.21, 0.04, -0.01, 0.68, 0.43, -0.28, -0.10, 0.11, 0.03, 0.26, 1.19),
        4: (3.97, 0.08, -0.19, -0.03, -0.09, 0.92, 0.63, -0.40, -0.15, 0.28, 0.08, 0.50, 1.47),
        5: (4.57, 0.13, -0.21, -0.00, -0.11, 1.09, 0.68, -0.41, -0.22, 0.00, 0.18, 0.72, 1.77),
        6: (5.59, 0.11, -0.11, -0.18, -0.23, 1.31, 0.88, -0.47, -0.35, 0.00, 0.26, 0.94, 1.99),
        7: (6.74, 0.18, -0.10, -0.19, -0.29, 1.45, 0.74, -0.48, -0.49, 0.00, 0.35, 1.15, 1.89),
        8: (8.90, 0.12, -0.06, -0.24, -0.43, 1.27, 0.73, -0.51, -1.25, 0.00, 0.90, 2.48, 0.00),
        9: (7.90, 0.23, 0.12, -0.26, -0.54, 2.24, 0.80, -0.65, 0.03, 0.00, 0.03, 0.00, 0.00),
        10: (0.10, 0.52, 0.52, 0.10, 0.10, 0.10, 0.10, 0.72, 0.00, 0.00, 0.00, 0.00, 0.00),
    },
    5: {
        1: (0.75, 0.04, -0.12, 0.04, 0.03, 0.27, 0.13, -0.05, -0.04, 0.17, 0.01, 0.03, 0.42),
        2: (2.15, 0.04, -0.16, 0.00, -0.02, 0.51, 0.28, -0.21, -0.05, 0.19, 0.01, 0.10, 0.87),
        3: (3.03, 0.07, -0.21, 0.04, -0.02, 0.75, 0.37, -0.30, -0.11, 0.17, 0.04, 0.24, 1.15),
        4: (4.00, 0.06, -0.21, -0.02, -0.10, 0.97, 0.56, -0.36, -0.18, -0.62, 0.09, 0.46, 1.48),
        5: (4.57, 0.12, -0.22, -0.02, -0.11, 1.15, 0.61, -0.40, -0.29, 0.00, 0.19, 0.71, 1.87),
        6: (4.78, 0.14, -0.11, -0.19, -0.25, 1.35, 0.88, -0.42, -0.31, 0.00, 0.25, 0.85, 1.84),
        7: (6.42, 0.21, -0.09, -0.19, -0.28, 1.52, 0.74, -0.51, -0.48, 0.00, 0.31, 1.05, 1.90),
        8: (8.09, 0.08, -0.07, -0.25, -0.41, 1.19, 0.80, -0.42, -0.44, 0.00, 0.03, 0.71, 0.00),
        9: (7.23, 0.15, 0.09, -0.30, -0.52, 2.12, 0.74, -0.53, -0.03, 0.00, -0.03, 0.00, 0.00),
        10: (0.10, 0.38, 0.50, 0.10, 0.10, 0.10, 0.10, 0.70, 0.00, 0.00, 0.00, 0.00, 0.00),
    },
}
# fmt: on


def features(p: Any) -> tuple[float, ...]:
    """:data:`FEATURES` of the captain ``p`` (a player or its view): ``tracksN`` counts its card tracks of N
    cards (a track of 4 or more scores its 2 points already)."""
    lengths = [len(p.tracks[t]) for t in TRACKS]
    return (
        *pieces(p),
        lengths.count(1),
        lengths.count(2),
        lengths.count(3),
    )


def own_turns_left(turns_left: int, seat: int, first: int, pos: int, players: int) -> int:
    """The turns ``seat`` has still to start: the game's turns per seat left (``search.turns_left``, the
    current one included) less one when its turn of this cycle has already started (its place from the
    ``first`` player is before ``pos``, the place of the seat whose turn it is)."""
    return turns_left - (1 if (seat - first) % players < pos else 0)


def discovery_future(p: Any, players: int, own_left: int) -> float:
    """The glory points the medium captain in seat ``p`` is expected still to score, with ``own_left`` turns of
    its own to come in a Discovery game of ``players`` (0 when none is left or no fit exists)."""
    row = _COEF.get(players, {}).get(min(own_left, 10))
    if row is None:
        return 0.0
    return row[0] + sum(c * x for c, x in zip(row[1:], features(p), strict=True))
