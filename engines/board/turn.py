"""The player turn (rulebook: How to play: Player turn, Placement rules, Strong and weak spots): the turn step,
patch up, place a token, announce a reduced action, perform the actions, end the turn."""

from __future__ import annotations

from engines.board.actions import Act
from engines.board.activities import start_task
from engines.board.content import Action, Kind
from engines.board.core import BoardState, can_pay_counts
from engines.board.decision import weak_spot
from engines.board.players import start_attack
from engines.board.renovate import start_renovate, start_repair
from engines.board.sail import start_sail
from engines.board.state import FOOD, HIDEOUT, WOOD, Player
from engines.board.steps import DealStep, TurnStep
from engines.board.tables import act

__all__ = ["act_turn", "legal_turn", "run_turn"]

_ISLANDS = (Kind.WILD_ISLAND, Kind.FRIENDLY_ISLAND, Kind.HOSTILE_ISLAND)
_PORTS = (Kind.ORDINARY_PORT, Kind.PERILOUS_PORT, Kind.INFAMOUS_PORT)
_END = Act("end")


def run_turn(g: BoardState, f: TurnStep) -> bool:
    """Patch up, wait for the placement and the actions, end the turn, the no-luck coin."""
    stage = f.stage
    p = g.players[f.seat]
    if stage == "act":
        f.ret = None
        if f.ended or p.planks <= 0:
            if p.planks <= 0 and not f.ended:
                g.ev("board.event.turn_ends_capsized", seat=p.seat)
            f.stage = "end"
            return False
        legal = _turn_options(g, f, p)
        if len(legal) == 1 and legal[0] == _END:
            f.stage = "end"
            return False
        g.legal_cache = legal
        return True
    if stage == "patch":
        f.stage = "place"
        if p.planks <= 0:
            # 1. Patch up your ship: right it and recover 3 planks.
            p.planks = min(g.max_planks, 3)
            g.ev("board.event.patch_up", seat=p.seat, planks=p.planks)
            g.offer_planks(p)
        return False
    if stage == "end":
        # 4. End your turn.
        f.stage = "coin"
        if p.loc == HIDEOUT:
            before = p.planks
            p.planks = min(g.max_planks, p.planks + 1)
            g.ev("board.event.home", seat=p.seat, planks=p.planks - before)
            if g.config.advanced:
                f.stage = "home"
            else:
                g.gain(p, FOOD, 1)
                g.gain(p, WOOD, 1)
            g.offer_planks(p)
        return False
    if stage == "coin":
        if not f.gained:
            p.coins += 1
            g.ev("board.event.no_luck_coin", seat=p.seat)
        g.ev("board.event.turn_end", seat=p.seat)
        g.finish(None)
        return False
    return True  # place, announce, home


def legal_turn(g: BoardState, f: TurnStep) -> list[Act]:
    """Place a token, announce the reduced action, choose an action, or the hideout's resource."""
    stage = f.stage
    p = g.players[f.seat]
    if stage == "place":
        # Placement rules: one token per turn, never on the spot of your other token.
        out: list[Act] = []
        if p.captain < 0:
            out.extend(a for i, a in enumerate(_PLACE["captain"]) if i != p.officer)
        if p.officer < 0:
            out.extend(a for i, a in enumerate(_PLACE["officer"]) if i != p.captain)
        return out
    if stage == "announce":
        return [Act("reduce", a.value) for a in g.side.spots[f.spot]]
    if stage == "home":
        return [Act("home", "food"), Act("home", "wood")]
    if stage == "act":
        return _turn_options(g, f, p)
    return []


def _turn_options(g: BoardState, f: TurnStep, p: Player) -> list[Act]:
    """3. Perform your actions: the two main actions (or their reduced form, or a default action
    instead), and at most one optional action before or after a main action."""
    out: list[Act] = []
    slots = 0
    done, blocked = f.done, f.blocked
    for x in g.spot_names[f.spot]:
        if x in done:
            continue
        slots += 1
        if x not in blocked:
            if f.reduced != x:
                out.extend(_main_options(g, p, x))
            out.extend(_reduced_options(g, p, x))
        out.extend(_DEFAULTS[x])
    if not f.optional_used and p.loc >= 0 and p.planks > 0:
        for s in g.same_sea(p.seat):  # Optional actions: a player in the same sea
            if s not in f.refused:
                out.append(_TRADE[s])
            out.append(_ATTACK[s])
    if not slots:
        out.append(_END)
    return out


def _main_options(g: BoardState, p: Player, x: str) -> list[Act]:
    if x == "sail":
        return _SAIL
    if x == "renovate":
        # Renovate your ship: upgrade one track, or repair a damaged ship; both for 1 rum.
        out = []
        damaged = p.planks < g.max_planks
        token = g.can_use(p, "instead_of_rum")
        costs = g.t.upgrade[g.config.mode]
        for track, level in (("sails", p.sails), ("weapons", p.weapons)):
            cost = costs[track].get(level)
            if cost is None:
                continue
            if can_pay_counts(p.res, cost, False, token):
                out.append(_UPGRADE[track])
            if damaged and can_pay_counts(p.res, ("rum", *cost), False, token):
                out.append(_BOTH[track])
        if damaged:
            out.append(_REPAIR)
        return out
    cid = g.top_id(p)
    if not cid:
        return []
    kind = g.t.kind[cid]
    if x == "land":
        # Land on an island: the active card of the sea must be an island.
        if kind not in _ISLANDS:
            return []
        if kind is Kind.FRIENDLY_ISLAND and g.can_pay(p, g.t.cost[cid], True):
            return _LAND_TRADE
        return _LAND_FIGHT if kind is Kind.HOSTILE_ISLAND else _LAND_EXPLORE
    # Dock at a port: a port, and enough resources to trade there.
    if kind not in _PORTS or not g.can_pay(p, g.t.cost[cid], True):
        return []
    return _DOCK


def _reduced_options(g: BoardState, p: Player, x: str) -> list[Act]:
    if x == "sail":
        return _COAST
    if x == "renovate":
        return _FIX if p.planks < g.max_planks else []
    cid = g.top_id(p)
    if not cid:
        return []
    if x == "land":
        return g.t.scavenge.get(cid, [])
    return g.t.work.get(cid, [])


def act_turn(g: BoardState, f: TurnStep, a: Act) -> None:
    """Place, announce, start an action (main, reduced, default, optional) or end the turn."""
    seat = f.seat
    p = g.players[seat]
    verb = a[0]
    if verb == "place":
        tok, spot = a[1], int(a[2]) - 1
        occupants = g.spots[spot]
        weak = g.config.advanced and weak_spot(tok, occupants)
        occupants.append([seat, tok])
        if tok == "captain":
            p.captain = spot
        else:
            p.officer = spot
        f.spot, f.token, f.weak = spot, tok, weak
        g.ev(
            "board.event.place",
            seat=seat,
            token=tok,
            spot=spot + 1,
            actions=list(g.spot_names[spot]),
            weak=weak,
        )
        f.stage = "announce" if weak else "act"
        return
    if verb == "reduce":
        f.reduced = a[1]
        g.ev("board.event.reduce", seat=seat, action=a[1])
        f.stage = "act"
        return
    if verb == "home":
        g.gain(p, FOOD if a[1] == "food" else WOOD, 1)
        f.stage = "coin"
        return
    if verb == "end":
        f.stage = "end"
        return
    if verb in ("trade", "attack"):
        target = int(a[1])
        if verb == "trade":
            g.ev("board.event.trade_start", seat=seat, other=target)
            g.push(DealStep(seat=seat, proposer=seat, partner=target, give=[0] * 7, ask=[0] * 7))
        else:
            f.optional_used = True
            start_attack(g, seat, target)
        return
    # a circle action: main, reduced or default, each filling one slot of the spot
    slot = _SLOT_OF.get(verb) or a[1]
    f.done.append(slot)
    if verb == "fish":
        g.ev("board.event.fish", seat=seat, replaces=slot)
        g.gain(p, FOOD, 1)
        for x in g.extensions:
            x.default_action(g, seat, verb, slot)
    elif verb == "await":
        g.ev("board.event.await", seat=seat, replaces=slot)
        p.coins += 1
        for x in g.extensions:
            x.default_action(g, seat, verb, slot)
    elif verb in ("sail", "coast"):
        start_sail(g, p, verb == "coast")
    elif verb == "land":
        start_task(g, p, g.card(g.top_id(p)), a[1], land=True)
    elif verb == "dock":
        start_task(g, p, g.card(g.top_id(p)), "port", land=False)
    elif verb in ("scavenge", "work"):
        r = a[1]
        key = "board.event.scavenge" if verb == "scavenge" else "board.event.work"
        g.ev(key, seat=seat, resource=r, sea=g.sea_of(p))
        g.gain_named(p, r, 1)
    elif verb in ("upgrade", "both"):
        start_renovate(g, p, a[1], both=verb == "both")
    elif verb == "repair":
        start_repair(g, p)
    elif verb == "fix":
        healed = g.recover(p, 1)
        g.ev("board.event.fix", seat=seat, planks=healed)
        g.offer_planks(p)


_DEFAULTS = {x.value: (act("fish", x.value), act("await", x.value)) for x in Action}
_PLACE = {tok: [act("place", tok, str(i + 1)) for i in range(6)] for tok in ("captain", "officer")}
_TRADE = [act("trade", str(s)) for s in range(5)]
_ATTACK = [act("attack", str(s)) for s in range(5)]
_SAIL = [act("sail")]
_COAST = [act("coast")]
_FIX = [act("fix")]
_REPAIR = act("repair")
_DOCK = [act("dock")]
_UPGRADE = {t: act("upgrade", t) for t in ("sails", "weapons")}
_BOTH = {t: act("both", t) for t in ("sails", "weapons")}
_LAND_EXPLORE = [act("land", "explore")]
_LAND_TRADE = [act("land", "explore"), act("land", "trade")]
_LAND_FIGHT = [act("land", "explore"), act("land", "fight")]

_SLOT_OF = {
    "sail": "sail",
    "coast": "sail",
    "land": "land",
    "scavenge": "land",
    "dock": "dock",
    "work": "dock",
    "upgrade": "renovate",
    "both": "renovate",
    "repair": "renovate",
    "fix": "renovate",
}
