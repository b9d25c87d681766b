"""Sail at sea (rulebook: Main actions: Sail at sea, with Resolve the encounter): the sail step (movement
points, move, explore, reveal) and the encounter step (handle or avoid)."""

from __future__ import annotations

from engines.board.actions import Act
from engines.board.activities import start_task
from engines.board.content import Kind, Sea
from engines.board.core import BoardState, trade_of
from engines.board.state import HIDEOUT, Player
from engines.board.steps import EncounterStep, SailStep
from engines.board.tables import act

_STOP = Act("stop")
_BOOST = Act("boost")
_EXPLORE = Act("explore")
_HOME = act("move", "home")
_MOVE = {s.value: act("move", s.value) for s in Sea}
_MOVE_REVEAL = {s.value: act("move", s.value, "reveal") for s in Sea}


def start_sail(g: BoardState, p: Player, coast: bool) -> None:
    """Movement points = sail level (Sail along the coast: 1)."""
    mp = 1 if coast else max(1, p.sails + g.params.movement_delta)
    g.ev("board.event.sail", seat=p.seat, points=mp, coast=coast)
    g.push(SailStep(seat=p.seat, stage="start", points=mp, coast=coast))


def run_sail(g: BoardState, f: SailStep) -> bool:
    """Wait for the next move while points or the extra move token remain; resolve an encounter first."""
    stage = f.stage
    p = g.players[f.seat]
    if stage == "choose":
        if f.points <= 0 and not g.can_use(p, "extra_move"):
            g.ev("board.event.sail_end", seat=p.seat)
            g.finish(None)
            return False
        return True
    if stage == "start":
        # Special case: an encounter on your starting sea is resolved before anything else.
        f.stage = "choose"
        cid = g.top_id(p)
        if cid and g.t.ctype[cid] == "encounter":
            start_encounter(g, p)
            f.stage = "after"
        return False
    # "after": back from an encounter
    result = f.ret
    f.ret = None
    turn = g.turn_step()
    if result == "won" or p.planks <= 0 or (turn is not None and (turn.ended or "sail" in turn.blocked)):
        # The action ends on a successful encounter, or when the ship capsized or the turn is over.
        g.ev("board.event.sail_end", seat=p.seat)
        g.finish(result)
        return False
    f.stage = "choose"
    return False


def legal_sail(g: BoardState, f: SailStep) -> list[Act]:
    """Move to a neighbouring sea (revealing or not) or home, explore, boost, or stop."""
    p = g.players[f.seat]
    out: list[Act] = []
    if f.points > 0:
        ring = g.ring
        ctype = g.t.ctype
        for dest in g.neighbours(p):
            if dest == HIDEOUT:
                out.append(_HOME)
                continue
            sea = ring[dest]
            out.append(_MOVE[sea])
            pile = g.revealed[sea]
            if pile and g.decks[sea] and ctype[pile[-1]] != "encounter":
                out.append(_MOVE_REVEAL[sea])
        if p.loc >= 0:
            sea = ring[p.loc]
            pile = g.revealed[sea]
            if g.decks[sea] and not (pile and ctype[pile[-1]] == "encounter"):
                out.append(_EXPLORE)
    if g.can_use(p, "extra_move"):
        out.append(_BOOST)
    out.append(_STOP)
    return out


def act_sail(g: BoardState, f: SailStep, a: Act) -> None:
    """Move, explore, boost or stop; entering a sea may reveal a card or start an encounter."""
    p = g.players[f.seat]
    verb = a[0]
    if verb == "move":
        f.points -= 1
        if a[1] == "home":
            p.loc = HIDEOUT
            g.ev("board.event.move", seat=p.seat, to="hideout", points=f.points)
            return
        sea = a[1]
        p.loc = g.ring.index(sea)
        g.ev("board.event.move", seat=p.seat, to=sea, points=f.points)
        for x in g.extensions:
            x.enter_sea(g, p.seat, sea)
        if p.planks <= 0:
            # Ruling (Solo): capsized by the Vagabond on entering, the ship goes no further.
            g.ev("board.event.sail_end", seat=p.seat)
            g.finish(None)
            return
        pile = g.revealed[sea]
        if not pile:
            # Entering a sea without any revealed card: you must reveal a new sea card.
            cid = g.reveal(sea, p.seat)
            if cid and g.t.ctype[cid] == "encounter":
                start_encounter(g, p)
                f.stage = "after"
        elif g.t.ctype[pile[-1]] == "encounter":
            # Entering a sea with an encounter: you must resolve it.
            start_encounter(g, p)
            f.stage = "after"
        elif len(a) > 2:
            # Entering a sea with an island or a port: you may reveal a new sea card.
            cid = g.reveal(sea, p.seat)
            if cid and g.t.ctype[cid] == "encounter":
                start_encounter(g, p)
                f.stage = "after"
        return
    if verb == "explore":
        f.points -= 1
        sea = g.sea_of(p)
        g.ev("board.event.explore", seat=p.seat, sea=sea, points=f.points)
        cid = g.reveal(sea, p.seat)
        if cid and g.t.ctype[cid] == "encounter":
            start_encounter(g, p)
            f.stage = "after"
        return
    if verb == "boost":
        g.use_token(p, "extra_move")
        f.points += 1
        return
    # stop: the player's choice ends the action
    g.ev("board.event.sail_end", seat=p.seat)
    g.finish(None)


# --- encounters ------------------------------------------------------------------------
def start_encounter(g: BoardState, p: Player) -> None:
    """Resolve the encounter on top of the ship's sea."""
    sea = g.sea_of(p)
    cid = g.revealed[sea][-1]
    card = g.card(cid)
    g.ev(
        "board.event.encounter",
        seat=p.seat,
        sea=sea,
        card=cid,
        nature="dangerous" if card.kind.dangerous else "friendly",
    )
    g.push(EncounterStep(seat=p.seat, stage="decide", sea=sea, card=cid))


def run_encounter(g: BoardState, f: EncounterStep) -> bool:
    """Wait for handle or avoid; once handled, hand the activity's result down."""
    if f.stage == "decide":
        return True
    g.finish(f.ret)
    return False


def legal_encounter(g: BoardState, f: EncounterStep) -> list[Act]:
    """Handle or avoid (a danger costs a coin to avoid; a friend may be traded with or attacked)."""
    p = g.players[f.seat]
    card = g.card(f.card)
    if card.kind.dangerous:
        # Dangerous: avoid for 1 fortune coin; handle it when you cannot pay.
        out = [Act("handle")]
        if p.coins >= 1:
            out.append(Act("avoid"))
        if g.can_use(p, "instead_of_coin"):
            out.append(Act("avoid", "token"))
        return out
    out = [Act("avoid")]
    if g.can_pay(p, trade_of(card).cost, True):
        out.append(Act("handle", "trade"))
    if card.kind is Kind.MERCHANT_SHIP:
        out.append(Act("handle", "attack"))
    return out


def act_encounter(g: BoardState, f: EncounterStep, a: Act) -> None:
    """Avoid the encounter (discarded), or handle it as a card activity."""
    p = g.players[f.seat]
    card = g.card(f.card)
    if a[0] == "avoid":
        if card.kind.dangerous:
            if len(a) > 1:
                g.use_token(p, "instead_of_coin")
            else:
                p.coins -= 1
        g.ev("board.event.avoid", seat=p.seat, card=f.card, paid=card.kind.dangerous)
        g.discard(f.sea, f.card)
        g.finish("avoided")
        return
    f.stage = "done"
    g.ev("board.event.handle", seat=p.seat, card=f.card)
    mode = a[1] if len(a) > 1 else ""
    start_task(g, p, card, "fight" if mode == "attack" else mode, land=False)
