"""Paying (rulebook: Dock at a port, Renovate your ship; the substitution rule of a trade): the pay step, one
requested resource at a time, offering only choices that leave the rest payable."""

from __future__ import annotations

from collections.abc import Sequence

from engines.board.actions import Act
from engines.board.core import BoardState, can_pay_counts
from engines.board.state import RES, RES_INDEX, RUM, Player
from engines.board.steps import PayStep

__all__ = ["act_pay", "legal_pay", "run_pay", "start_pay"]

_PAY_ALL = Act("pay", "all")
_PAY = {r: Act("pay", r) for r in RES}
_PAIRS = [(RES[i], RES[j]) for i in range(5) for j in range(i, 5)]


def start_pay(g: BoardState, p: Player, cost: Sequence[str], subst: bool, why: str) -> None:
    """Pay ``cost`` (``subst``: with the substitution rule of a trade) for ``why``: trade or upgrade."""
    g.push(PayStep(seat=p.seat, cost=list(cost), subst=subst, why=why))


def run_pay(g: BoardState, f: PayStep) -> bool:
    """Wait while something is requested; then hand ``paid`` to the step below."""
    if f.cost:
        return True
    p = g.players[f.seat]
    g.ev("board.event.pay", seat=p.seat, resources=f.spent, why=f.why)
    g.finish("paid")
    return False


def legal_pay(g: BoardState, f: PayStep) -> list[Act]:
    """The ways to pay the first requested resource that leave the rest payable."""
    p = g.players[f.seat]
    cost = f.cost
    subst = f.subst
    res = p.res
    token = g.can_use(p, "instead_of_rum")
    out: list[Act] = []
    if can_pay_counts(res, cost, False, False):
        out.append(_PAY_ALL)  # everything as requested
    r, rest = cost[0], cost[1:]
    i = RES_INDEX[r]
    acts = _PAY
    left = list(res)
    if res[i] > 0 and rest:  # the last item paid as requested is "pay all"
        left[i] -= 1
        if can_pay_counts(left, rest, subst, token):
            out.append(acts[r])
        left[i] += 1
    if subst and r != "rum" and res[RUM] > 0:
        left[RUM] -= 1
        if can_pay_counts(left, rest, subst, token):
            out.append(acts["rum"])
        left[RUM] += 1
    if token and (subst or r == "rum") and can_pay_counts(res, rest, subst, False):
        out.append(Act("pay", "token"))
    if subst:
        for x, y in _PAIRS:
            ix, iy = RES_INDEX[x], RES_INDEX[y]
            left[ix] -= 1
            left[iy] -= 1
            if left[ix] >= 0 and left[iy] >= 0 and can_pay_counts(left, rest, subst, token):
                out.append(Act("pay", x, y))
            left[ix] += 1
            left[iy] += 1
    return out


def act_pay(g: BoardState, f: PayStep, a: Act) -> None:
    """Pay everything as requested, or the first requested resource."""
    p = g.players[f.seat]
    cost = f.cost
    if a[1] == "all":
        for r in cost:
            p.res[RES_INDEX[r]] -= 1
            f.spent.append(r)
        cost.clear()
        return
    cost.pop(0)
    if a[1] == "token":
        g.use_token(p, "instead_of_rum")
        return
    for r in a[1:]:
        p.res[RES_INDEX[r]] -= 1
        f.spent.append(r)
