"""The choices the decision bar offers: every legal action of the engine, each with a translated label.

The labels come from ``tui.board.labels`` (one per action kind); this module keeps the order and the
shortcuts (spot digits, ring arrows, handle/avoid/roll keys) that map keys to those same actions.
"""

from __future__ import annotations

from collections.abc import Sequence

from engines.board import Act, BoardView

__all__ = ["find", "legal_spots", "ring_step"]


def legal_spots(legal: Sequence[Act]) -> dict[int, list[str]]:
    """Spot (1-6) -> the tokens that may be placed there now."""
    spots: dict[int, list[str]] = {}
    for act in legal:
        if act.verb == "place" and len(act) == 3 and act[2].isdigit():
            spots.setdefault(int(act[2]), []).append(act[1])
    return spots


def find(legal: Sequence[Act], *words: str) -> list[Act]:
    """The legal actions that start with ``words``."""
    n = len(words)
    return [a for a in legal if tuple(a[:n]) == words]


def ring_step(view: BoardView, seat: int, step: int, legal: Sequence[Act]) -> Act | None:
    """Sailing by arrows: the move to the next sea clockwise (``step`` 1) or counter-clockwise (-1)."""
    ring = view.ring
    loc = view.players[seat].loc
    if loc < 0:
        # At the hideout: its two neighbouring seas are the space K and K+1.
        space = view.players[seat].hideout
        target = ring[(space + 1) % 7] if step > 0 else ring[space % 7]
    else:
        target = ring[(loc + step) % 7]
    moves = find(legal, "move", target)
    plain = [a for a in moves if len(a) == 2]
    if plain:
        return plain[0]
    return moves[0] if moves else None
