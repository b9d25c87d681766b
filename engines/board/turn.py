"""Rounds and player turns (rulebook: How to play: Start of the round, Player turn, End of the round,
Maintenance phase, End of the game)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engines.board.actions import Act
from engines.board.activities import start_task
from engines.board.content import Action, Kind
from engines.board.core import BoardCore, can_pay_counts
from engines.board.decision import weak_spot
from engines.board.players import start_attack
from engines.board.renovate import start_renovate, start_repair
from engines.board.sail import start_sail
from engines.board.state import FOOD, HIDEOUT, WOOD, Phase
from engines.board.steps import DealStep, GameStep, TurnStep
from engines.board.tables import act

if TYPE_CHECKING:
    from engines.board.state import Player

_ISLANDS = (Kind.WILD_ISLAND, Kind.FRIENDLY_ISLAND, Kind.HOSTILE_ISLAND)
_PORTS = (Kind.ORDINARY_PORT, Kind.PERILOUS_PORT, Kind.INFAMOUS_PORT)
_END = Act("end")


class TurnMixin(BoardCore):
    """The game frame (rounds) and the turn frame (patch up, place, announce, act, end)."""

    # --- rounds ----------------------------------------------------------------------------
    def _run_game(self, f: GameStep) -> bool:
        stage = f.stage
        n = self.config.players
        if stage == "turn":
            seat = (self.first + f.pos) % n
            f.stage = "after_turn"
            self.push(TurnStep(seat=seat, stage="patch", cycle=f.cycle))
            self.ev("board.event.turn_start", seat=seat, round=self.round, cycle=f.cycle + 1)
            return False
        if stage == "after_turn":
            f.ret = None
            f.pos += 1
            if f.pos == n:
                f.pos = 0
                f.cycle += 1
            f.stage = "round_end" if f.cycle == 2 else "turn"
            return False
        if stage == "round_start":
            self.round += 1
            f.cycle = 0
            f.pos = 0
            f.stage = "turn"
            self.ev("board.event.round_start", round=self.round, first=self.first)
            return False
        if stage == "round_end":
            # End of the round: the game ends when no coin is left on the golden spaces.
            self._hooks("round_end")
            if self.golden > 0:
                self._maintenance()
                f.stage = "round_start"
            else:
                self._end_game()
                f.stage = "over"
                f.seat = -1
                self.phase = Phase.OVER
            return False
        return True  # "hideout" waits for a decision; "over" is final

    def _maintenance(self) -> None:
        """Maintenance phase, its four steps."""
        self.ev("board.event.maintenance", round=self.round)
        # 1. Remaining encounters disappear (ruling: under their deck, in pile order).
        for sea in self.ring:
            pile = self.revealed[sea]
            kept = []
            for cid in pile:
                if self.t.ctype[cid] == "encounter":
                    self.decks[sea].insert(0, cid)
                    self.ev("board.event.discard", sea=sea, card=cid)
                else:
                    kept.append(cid)
            self.revealed[sea] = kept
        # 2. Reveal a new sea card in each sea that does not have one.
        for sea in self.ring:
            if not self.revealed[sea]:
                self.reveal(sea, -1)
        # 3. Retrieve the action tokens (blockers of no seat, like the Vagabond's, stay).
        self.spots = [[o for o in spot if o[0] < 0] for spot in self.spots]
        for p in self.players:
            p.captain = p.officer = -1
        # 4. The first player takes 1 coin from the action board and passes the golden marker left.
        self.golden -= 1
        self.players[self.first].coins += 1
        self.ev("board.event.golden_coin", seat=self.first, left=self.golden)
        if not self.config.solo:  # Solo maintenance: no golden marker
            self.first = (self.first + 1) % self.config.players
            self.ev("board.event.golden_marker", seat=self.first)
        self._hooks("maintenance")

    def _end_game(self) -> None:
        from engines.board.scoring import finish

        self._hooks("end")
        finish(self)

    # --- the turn ----------------------------------------------------------------------------
    def _run_turn(self, f: TurnStep) -> bool:
        stage = f.stage
        p = self.players[f.seat]
        if stage == "act":
            f.ret = None
            if f.ended or p.planks <= 0:
                if p.planks <= 0 and not f.ended:
                    self.ev("board.event.turn_ends_capsized", seat=p.seat)
                f.stage = "end"
                return False
            legal = self._turn_options(f, p)
            if len(legal) == 1 and legal[0] == _END:
                f.stage = "end"
                return False
            self._legal = legal
            return True
        if stage == "patch":
            f.stage = "place"
            if p.planks <= 0:
                # 1. Patch up your ship: right it and recover 3 planks.
                p.planks = min(self.max_planks, 3)
                self.ev("board.event.patch_up", seat=p.seat, planks=p.planks)
                self.offer_planks(p)
            return False
        if stage == "end":
            # 4. End your turn.
            f.stage = "coin"
            if p.loc == HIDEOUT:
                before = p.planks
                p.planks = min(self.max_planks, p.planks + 1)
                self.ev("board.event.home", seat=p.seat, planks=p.planks - before)
                if self.config.advanced:
                    f.stage = "home"
                else:
                    self.gain(p, FOOD, 1)
                    self.gain(p, WOOD, 1)
                self.offer_planks(p)
            return False
        if stage == "coin":
            if not f.gained:
                p.coins += 1
                self.ev("board.event.no_luck_coin", seat=p.seat)
            self.ev("board.event.turn_end", seat=p.seat)
            self.finish(None)
            return False
        return True  # place, announce, home

    def _legal_turn(self, f: TurnStep) -> list[Act]:
        stage = f.stage
        p = self.players[f.seat]
        if stage == "place":
            # Placement rules: one token per turn, never on the spot of your other token.
            out: list[Act] = []
            if p.captain < 0:
                out.extend(a for i, a in enumerate(_PLACE["captain"]) if i != p.officer)
            if p.officer < 0:
                out.extend(a for i, a in enumerate(_PLACE["officer"]) if i != p.captain)
            return out
        if stage == "announce":
            return [Act("reduce", a.value) for a in self.side.spots[f.spot]]
        if stage == "home":
            return [Act("home", "food"), Act("home", "wood")]
        if stage == "act":
            return self._turn_options(f, p)
        return []

    def _turn_options(self, f: TurnStep, p: Player) -> list[Act]:
        """3. Perform your actions: the two main actions (or their reduced form, or a default action
        instead), and at most one optional action before or after a main action."""
        out: list[Act] = []
        slots = 0
        done, blocked = f.done, f.blocked
        for x in self.spot_names[f.spot]:
            if x in done:
                continue
            slots += 1
            if x not in blocked:
                if f.reduced != x:
                    out.extend(self._main_options(p, x))
                out.extend(self._reduced_options(p, x))
            out.extend(_DEFAULTS[x])
        if not f.optional_used and p.loc >= 0 and p.planks > 0:
            for s in self.same_sea(p.seat):  # Optional actions: a player in the same sea
                if s not in f.refused:
                    out.append(_TRADE[s])
                out.append(_ATTACK[s])
        if not slots:
            out.append(_END)
        return out

    def _main_options(self, p: Player, x: str) -> list[Act]:
        if x == "sail":
            return _SAIL
        if x == "renovate":
            # Renovate your ship: upgrade one track, or repair a damaged ship; both for 1 rum.
            out = []
            damaged = p.planks < self.max_planks
            token = self.can_use(p, "instead_of_rum")
            costs = self.t.upgrade[self.config.mode]
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
        cid = self.top_id(p)
        if not cid:
            return []
        kind = self.t.kind[cid]
        if x == "land":
            # Land on an island: the active card of the sea must be an island.
            if kind not in _ISLANDS:
                return []
            if kind is Kind.FRIENDLY_ISLAND and self.can_pay(p, self.t.cost[cid], True):
                return _LAND_TRADE
            return _LAND_FIGHT if kind is Kind.HOSTILE_ISLAND else _LAND_EXPLORE
        # Dock at a port: a port, and enough resources to trade there.
        if kind not in _PORTS or not self.can_pay(p, self.t.cost[cid], True):
            return []
        return _DOCK

    def _reduced_options(self, p: Player, x: str) -> list[Act]:
        if x == "sail":
            return _COAST
        if x == "renovate":
            return _FIX if p.planks < self.max_planks else []
        cid = self.top_id(p)
        if not cid:
            return []
        if x == "land":
            return self.t.scavenge.get(cid, [])
        return self.t.work.get(cid, [])

    def _act_turn(self, f: TurnStep, a: Act) -> None:
        seat = f.seat
        p = self.players[seat]
        verb = a[0]
        if verb == "place":
            tok, spot = a[1], int(a[2]) - 1
            occupants = self.spots[spot]
            weak = self.config.advanced and weak_spot(tok, occupants)
            occupants.append([seat, tok])
            setattr(p, tok, spot)
            f.spot, f.token, f.weak = spot, tok, weak
            self.ev(
                "board.event.place",
                seat=seat,
                token=tok,
                spot=spot + 1,
                actions=list(self.spot_names[spot]),
                weak=weak,
            )
            f.stage = "announce" if weak else "act"
            return
        if verb == "reduce":
            f.reduced = a[1]
            self.ev("board.event.reduce", seat=seat, action=a[1])
            f.stage = "act"
            return
        if verb == "home":
            self.gain(p, FOOD if a[1] == "food" else WOOD, 1)
            f.stage = "coin"
            return
        if verb == "end":
            f.stage = "end"
            return
        if verb in ("trade", "attack"):
            target = int(a[1])
            if verb == "trade":
                self.ev("board.event.trade_start", seat=seat, other=target)
                self.push(DealStep(seat=seat, proposer=seat, partner=target, give=[0] * 7, ask=[0] * 7))
            else:
                f.optional_used = True
                start_attack(self, seat, target)
            return
        # a circle action: main, reduced or default, each filling one slot of the spot
        slot = _SLOT_OF.get(verb) or a[1]
        f.done.append(slot)
        if verb == "fish":
            self.ev("board.event.fish", seat=seat, replaces=slot)
            self.gain(p, FOOD, 1)
            self._hooks("default_action", seat=seat, action=verb, replaces=slot)
        elif verb == "await":
            self.ev("board.event.await", seat=seat, replaces=slot)
            p.coins += 1
            self._hooks("default_action", seat=seat, action=verb, replaces=slot)
        elif verb in ("sail", "coast"):
            start_sail(self, p, verb == "coast")
        elif verb == "land":
            start_task(self, p, self.card(self.top_id(p)), a[1], land=True)
        elif verb == "dock":
            start_task(self, p, self.card(self.top_id(p)), "port", land=False)
        elif verb in ("scavenge", "work"):
            r = a[1]
            key = "board.event.scavenge" if verb == "scavenge" else "board.event.work"
            self.ev(key, seat=seat, resource=r, sea=self.sea_of(p))
            self.gain_named(p, r, 1)
        elif verb in ("upgrade", "both"):
            start_renovate(self, p, a[1], both=verb == "both")
        elif verb == "repair":
            start_repair(self, p)
        elif verb == "fix":
            healed = self.recover(p, 1)
            self.ev("board.event.fix", seat=seat, planks=healed)
            self.offer_planks(p)


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
