"""Renovate your ship (rulebook: Main actions: Renovate your ship): an upgrade (the reno step, paid through
``payment``), a repair (the repair step), or both for 1 rum more."""

from __future__ import annotations

from engines.board.actions import Act
from engines.board.core import BoardState
from engines.board.payment import start_pay
from engines.board.state import RES, RES_INDEX, Player
from engines.board.steps import RenovateStep, RepairStep

__all__ = ["act_repair", "legal_repair", "run_renovate", "run_repair", "start_renovate", "start_repair"]

_DONE = Act("done")
_SPEND = {r: Act("spend", r) for r in RES}


def start_renovate(g: BoardState, p: Player, track: str, both: bool) -> None:
    """Upgrade: pay the leftmost empty spot of the track; with 1 rum more, repair as well."""
    cost = g.upgrade_cost(p, track)
    assert cost is not None
    g.push(RenovateStep(seat=p.seat, track=track, both=both))
    start_pay(g, p, ("rum", *cost) if both else cost, False, "upgrade")


def run_renovate(g: BoardState, f: RenovateStep) -> bool:
    """The upgrade is paid: raise the track, then repair when it was both."""
    p = g.players[f.seat]
    f.ret = None
    if f.track == "sails":
        p.sails += 1
        level = p.sails
    else:
        p.weapons += 1
        level = p.weapons
    g.ev("board.event.upgrade", seat=p.seat, track=f.track, level=level)
    turn = g.turn_step()
    if turn is not None:
        turn.gained = True
    g.frames.pop()
    if f.both:
        start_repair(g, p)
    return False


def start_repair(g: BoardState, p: Player) -> None:
    """Repair: recover 1 plank for free, then 1 per wood (or fabric or metal) spent."""
    healed = g.recover(p, 1)
    g.ev("board.event.repair_free", seat=p.seat, planks=healed)
    # Jade curse: -1 plank in all, never below 1: the first resource spent recovers nothing.
    cut = -g.params.repair_delta if g.params.repair_delta else None
    g.push(RepairStep(seat=p.seat, healed=healed, cut=cut))


def run_repair(g: BoardState, f: RepairStep) -> bool:
    """Wait while a plank can still be bought; then report the repair."""
    p = g.players[f.seat]
    if f.stage == "spend" and p.planks < g.max_planks and (p.res[1] or p.res[2] or p.res[3]):
        return True
    g.ev("board.event.repair", seat=p.seat, planks=f.healed, spent=f.spent)
    g.frames.pop()
    g.offer_planks(p)
    return False


def legal_repair(g: BoardState, f: RepairStep) -> list[Act]:
    """Spend wood, fabric or metal for a plank each, or stop."""
    p = g.players[f.seat]
    return [_SPEND[RES[i]] for i in (1, 2, 3) if p.res[i] > 0] + [_DONE]


def act_repair(g: BoardState, f: RepairStep, a: Act) -> None:
    """Spend a resource for a plank (a Jade curse eats the first), or stop."""
    p = g.players[f.seat]
    if a[0] == "done":
        f.stage = "finish"
        return
    p.res[RES_INDEX[a[1]]] -= 1
    f.spent.append(a[1])
    if f.cut is not None and f.cut > 0:
        f.cut -= 1
        g.ev("board.event.solo.repair_cursed", seat=p.seat)
        return
    f.healed += g.recover(p, 1)
