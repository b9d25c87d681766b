"""The choices the decision bar offers: every legal action of the engine, each with a translated label.

The labels come from ``tui.board.labels`` (one per action kind); this module keeps the order (a payment's
cheapest way first) and the direct keys (spot digits, ring arrows, handle/avoid/roll keys) that *select* one
of those same actions: only Enter or a click carries a selection out.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engines.board import Act, BoardView

__all__ = [
    "decision_name",
    "digit_choice",
    "find",
    "legal_spots",
    "offered_order",
    "payment_cost",
    "place_choice",
    "place_token",
    "ring_step",
]

#: What giving up one resource costs a captain, before counting how many they hold: rum boosts rolls and
#: stands in for any requested resource, so it is worth the most.
_WORTH = {"food": 1.0, "wood": 1.0, "fabric": 1.0, "metal": 1.0, "rum": 2.0}
_RES = ("food", "wood", "fabric", "metal", "rum")


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


def payment_cost(view: BoardView, act: Act) -> tuple[int, float]:
    """How dear a way to pay is: ``(kind, worth)``, lower first. Paying as requested comes first (everything
    at once, then the first requested resource), then the bonus token (no resource leaves the hold), then
    one rum, then two other resources; among equals the resources the captain holds most of are the cheapest
    to give (a rare resource is kept for when it is needed)."""
    what = list(act[1:])
    d = view.pending
    if what == ["all"]:
        return 0, 0.0
    if what == ["token"]:
        return 2, 0.0
    seat = d.seat
    held = dict(zip(_RES, view.players[seat].res, strict=True)) if 0 <= seat < len(view.players) else {}
    worth = sum(_WORTH.get(r, 1.0) * 10 - held.get(r, 0) for r in what)
    if len(what) == 1 and d.cost and what[0] == d.cost[0]:
        return 1, worth
    return (3 if len(what) == 1 else 4), worth


def offered_order(view: BoardView, legal: Sequence[Act]) -> list[Act]:
    """The engine's legal actions in the order the list offers them: the engine's order, except a payment's
    ways, cheapest sensible first (:func:`payment_cost`)."""
    if view.pending.name == "pay":
        return sorted(legal, key=lambda act: payment_cost(view, act))
    return list(legal)


def place_token(legal: Sequence[Act], wanted: str) -> str:
    """The token a spot digit or a click places: ``wanted`` while it may still be placed, else the other."""
    if find(legal, "place", wanted):
        return wanted
    other = "officer" if wanted == "captain" else "captain"
    return other if find(legal, "place", other) else wanted


def place_choice(legal: Sequence[Act], token: str, spot: int) -> Act | None:
    """The placement a digit or a click on ``spot`` selects: ``token`` there, else the other token there."""
    for piece in (token, "officer" if token == "captain" else "captain"):
        matches = find(legal, "place", piece, str(spot))
        if matches:
            return matches[0]
    return None


def digit_choice(decision: str, legal: Sequence[Act], n: int, token: str) -> Act | None:
    """The choice digit ``n`` selects: a spot (placement), a hideout space, else the n-th row of the list."""
    if decision == "place":
        return place_choice(legal, token, n)
    if decision == "hideout":
        matches = find(legal, "hideout", str(n - 1))
        return matches[0] if matches else None
    return legal[n - 1] if 1 <= n <= len(legal) else None


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


def decision_name(game: Any) -> str:
    """The name of the decision the game waits for ("place", "sail", ...)."""
    return str(game.decision).rsplit(".", 1)[-1]
