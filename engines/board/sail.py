"""Sail at sea and encounters (rulebook: Main actions: Sail at sea; Resolve the encounter)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engines.board.actions import Act
from engines.board.content import Kind, Sea
from engines.board.core import BoardCore, trade_of
from engines.board.state import HIDEOUT
from engines.board.steps import EncounterStep, SailStep
from engines.board.tables import act

if TYPE_CHECKING:
    from engines.board.state import Player

_STOP = Act("stop")
_BOOST = Act("boost")
_EXPLORE = Act("explore")
_HOME = act("move", "home")
_MOVE = {s.value: act("move", s.value) for s in Sea}
_MOVE_REVEAL = {s.value: act("move", s.value, "reveal") for s in Sea}


class SailMixin(BoardCore):
    """The sail frame (movement points, move, explore, reveal) and the encounter frame."""

    def start_sail(self, p: Player, coast: bool) -> None:
        """Movement points = sail level (Sail along the coast: 1)."""
        mp = 1 if coast else max(1, p.sails + self.params.movement_delta)
        self.ev("board.event.sail", seat=p.seat, points=mp, coast=coast)
        self.push(SailStep(seat=p.seat, stage="start", points=mp, coast=coast))

    def _run_sail(self, f: SailStep) -> bool:
        stage = f.stage
        p = self.players[f.seat]
        if stage == "choose":
            if f.points <= 0 and not self.can_use(p, "extra_move"):
                self.ev("board.event.sail_end", seat=p.seat)
                self.finish(None)
                return False
            return True
        if stage == "start":
            # Special case: an encounter on your starting sea is resolved before anything else.
            f.stage = "choose"
            cid = self.top_id(p)
            if cid and self.t.ctype[cid] == "encounter":
                self.start_encounter(p)
                f.stage = "after"
            return False
        # "after": back from an encounter
        result = f.ret
        f.ret = None
        turn = self.turn_step()
        if result == "won" or p.planks <= 0 or (turn is not None and (turn.ended or "sail" in turn.blocked)):
            # The action ends on a successful encounter, or when the ship capsized or the turn is over.
            self.ev("board.event.sail_end", seat=p.seat)
            self.finish(result)
            return False
        f.stage = "choose"
        return False

    def _legal_sail(self, f: SailStep) -> list[Act]:
        p = self.players[f.seat]
        out: list[Act] = []
        if f.points > 0:
            ring = self.ring
            ctype = self.t.ctype
            for dest in self.neighbours(p):
                if dest == HIDEOUT:
                    out.append(_HOME)
                    continue
                sea = ring[dest]
                out.append(_MOVE[sea])
                pile = self.revealed[sea]
                if pile and self.decks[sea] and ctype[pile[-1]] != "encounter":
                    out.append(_MOVE_REVEAL[sea])
            if p.loc >= 0:
                sea = ring[p.loc]
                pile = self.revealed[sea]
                if self.decks[sea] and not (pile and ctype[pile[-1]] == "encounter"):
                    out.append(_EXPLORE)
        if self.can_use(p, "extra_move"):
            out.append(_BOOST)
        out.append(_STOP)
        return out

    def _act_sail(self, f: SailStep, a: Act) -> None:
        p = self.players[f.seat]
        verb = a[0]
        if verb == "move":
            f.points -= 1
            if a[1] == "home":
                p.loc = HIDEOUT
                self.ev("board.event.move", seat=p.seat, to="hideout", points=f.points)
                return
            sea = a[1]
            p.loc = self.ring.index(sea)
            self.ev("board.event.move", seat=p.seat, to=sea, points=f.points)
            self._hooks("enter_sea", seat=p.seat, sea=sea)
            if p.planks <= 0:
                # Ruling (Solo): capsized by the Vagabond on entering, the ship goes no further.
                self.ev("board.event.sail_end", seat=p.seat)
                self.finish(None)
                return
            pile = self.revealed[sea]
            if not pile:
                # Entering a sea without any revealed card: you must reveal a new sea card.
                cid = self.reveal(sea, p.seat)
                if cid and self.t.ctype[cid] == "encounter":
                    self.start_encounter(p)
                    f.stage = "after"
            elif self.t.ctype[pile[-1]] == "encounter":
                # Entering a sea with an encounter: you must resolve it.
                self.start_encounter(p)
                f.stage = "after"
            elif len(a) > 2:
                # Entering a sea with an island or a port: you may reveal a new sea card.
                cid = self.reveal(sea, p.seat)
                if cid and self.t.ctype[cid] == "encounter":
                    self.start_encounter(p)
                    f.stage = "after"
            return
        if verb == "explore":
            f.points -= 1
            sea = self.sea_of(p)
            self.ev("board.event.explore", seat=p.seat, sea=sea, points=f.points)
            cid = self.reveal(sea, p.seat)
            if cid and self.t.ctype[cid] == "encounter":
                self.start_encounter(p)
                f.stage = "after"
            return
        if verb == "boost":
            self.use_token(p, "extra_move")
            f.points += 1
            return
        # stop: the player's choice ends the action
        self.ev("board.event.sail_end", seat=p.seat)
        self.finish(None)

    # --- encounters ------------------------------------------------------------------------
    def start_encounter(self, p: Player) -> None:
        sea = self.sea_of(p)
        cid = self.revealed[sea][-1]
        card = self.card(cid)
        self.ev(
            "board.event.encounter",
            seat=p.seat,
            sea=sea,
            card=cid,
            nature="dangerous" if card.kind.dangerous else "friendly",
        )
        self.push(EncounterStep(seat=p.seat, stage="decide", sea=sea, card=cid))

    def _run_enc(self, f: EncounterStep) -> bool:
        if f.stage == "decide":
            return True
        self.finish(f.ret)
        return False

    def _legal_enc(self, f: EncounterStep) -> list[Act]:
        p = self.players[f.seat]
        card = self.card(f.card)
        if card.kind.dangerous:
            # Dangerous: avoid for 1 fortune coin; handle it when you cannot pay.
            out = [Act("handle")]
            if p.coins >= 1:
                out.append(Act("avoid"))
            if self.can_use(p, "instead_of_coin"):
                out.append(Act("avoid", "token"))
            return out
        out = [Act("avoid")]
        if self.can_pay(p, trade_of(card).cost, True):
            out.append(Act("handle", "trade"))
        if card.kind is Kind.MERCHANT_SHIP:
            out.append(Act("handle", "attack"))
        return out

    def _act_enc(self, f: EncounterStep, a: Act) -> None:
        p = self.players[f.seat]
        card = self.card(f.card)
        if a[0] == "avoid":
            if card.kind.dangerous:
                if len(a) > 1:
                    self.use_token(p, "instead_of_coin")
                else:
                    p.coins -= 1
            self.ev("board.event.avoid", seat=p.seat, card=f.card, paid=card.kind.dangerous)
            self.discard(f.sea, f.card)
            self.finish("avoided")
            return
        f.stage = "done"
        self.ev("board.event.handle", seat=p.seat, card=f.card)
        mode = a[1] if len(a) > 1 else ""
        self.start_task(p, card, "fight" if mode == "attack" else mode, land=False)
