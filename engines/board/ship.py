"""The ship's hold and hull between actions (rulebook: Key mechanics: Overloaded ship; Use a bonus token: the
"extra planks" token): the load step and the plank step. Losing planks, capsizing and losing resources are
``BoardState`` helpers, since every rule uses them."""

from __future__ import annotations

from engines.board.actions import Act
from engines.board.core import BoardState
from engines.board.state import RES, RES_INDEX
from engines.board.steps import LoadStep, PlankStep

__all__ = ["act_load", "act_plank", "legal_load", "legal_plank", "run_load"]

_USE = Act("use")
_SKIP = Act("skip")
_DISCARD = {r: Act("discard", r) for r in RES}


def run_load(g: BoardState, f: LoadStep) -> bool:
    """Wait while the hold is above its size."""
    p = g.players[f.seat]
    if sum(p.res) > g.hold:
        return True
    g.frames.pop()
    return False


def legal_load(g: BoardState, f: LoadStep) -> list[Act]:
    """Discard one of the resources held."""
    p = g.players[f.seat]
    return [_DISCARD[RES[i]] for i in range(5) if p.res[i] > 0]


def act_load(g: BoardState, f: LoadStep, a: Act) -> None:
    """Discard one resource."""
    p = g.players[f.seat]
    p.res[RES_INDEX[a[1]]] -= 1
    g.ev("board.event.overload_discard", seat=p.seat, resource=a[1])


def legal_plank(g: BoardState, f: PlankStep) -> list[Act]:
    """Use the extra planks token or not."""
    return [_USE, _SKIP]


def act_plank(g: BoardState, f: PlankStep, a: Act) -> None:
    """Use the token for 2 more planks, or keep it."""
    p = g.players[f.seat]
    if a[0] == "use":
        g.use_token(p, "extra_planks")
        healed = g.recover(p, 2)
        g.ev("board.event.recover", seat=p.seat, planks=healed)
    g.frames.pop()
