"""The greedy captains' planner: reads a seat's view and weighs resources, cards, activities and rolls.

A greedy captain plays a one-step plan: it upgrades when it can, goes for the cards it can likely win, avoids
ruinous encounters and hopeless fights, keeps the resources its next upgrade needs, and ends turns at its
hideout when that is on the way. :class:`Planner` holds what the plan is made of (what a resource, a card,
an activity or a roll is worth to this captain now) and answers each decision through its table of
:attr:`Planner.handlers` (decision name -> function): the planning of a turn is in ``turns``, the answers to
rolls, payments, trades and rewards in ``answers``, and ``greedy`` puts the table together.

Rolls are planned as a whole (``chances.boost_options``): the captain takes the plan worth most (chance times
what success adds, minus what the spending costs), before it commits to an activity and again at each step of
the roll. So a 4-star island is landed on only with the 3 food and the rum it needs, or not at all.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from collections.abc import Set as AbstractSet
from typing import Any, ClassVar

from engines.base import Rng
from engines.board.actions import Act
from engines.board.captains.chances import Option, boost_options
from engines.board.captains.profiles import PROFILES, Profile
from engines.board.config import rule_params
from engines.board.content import Card, Content, Kind, Sea
from engines.board.core import can_pay_counts, explore_of, faces_of, fight_of, pirate_of, trade_of
from engines.board.decision import Decision
from engines.board.dice import roll_cuts
from engines.board.solo import solo_card_points
from engines.board.tables import Tables, tables
from engines.board.view import BoardView, PlayerView

__all__ = ["DANGER_FLOW", "ISLANDS", "PORTS", "RES", "Handler", "Planner", "solo_track_gain", "turns_left_at"]

RES = ("food", "wood", "fabric", "metal", "rum")
_BASE_VALUE = {"food": 0.6, "wood": 0.9, "fabric": 0.8, "metal": 0.8, "rum": 1.2}
#: Solo: what each resource held takes off the worth of one more of its kind (rum: each one beyond the first;
#: the others: each one beyond two)
SOLO_HELD_RUM = 0.3
SOLO_HELD = 0.25
#: Solo: how much more a resource is worth at the game's start than in its middle, and less at its end (a
#: share of its worth, scaled by the turns left): what it pays for is used for longer (AI.md, "a medium captain
#: that looks a turn ahead")
SOLO_RES_EARLY = 0.2
#: Solo: the share of the profile's worth of a resource the next upgrade needs (``Profile.upgrade_need``) that
#: counts (AI.md, "What the next upgrade needs, at half its worth")
SOLO_NEED_SCALE = 0.5
ISLANDS = (Kind.WILD_ISLAND, Kind.FRIENDLY_ISLAND, Kind.HOSTILE_ISLAND)
#: the activity of a dangerous encounter, by its kind
DANGER_FLOW = {
    Kind.PIRATE_SHIP: "pirate",
    Kind.SEA_HAZARD: "hazard",
    Kind.SEA_GIANT: "giant",
    Kind.SEA_CREATURE: "creature",
}
PORTS = (Kind.ORDINARY_PORT, Kind.PERILOUS_PORT, Kind.INFAMOUS_PORT)

#: A decision's answer: the planner and the legal actions in, the chosen action out (``None``: the first).
Handler = Callable[["Planner", Sequence[Act]], "Act | None"]

#: Solo: what a card on a track of 0 or 1 cards is worth (it scores nothing yet, but brings the next card's
#: point nearer); from 2 cards on, a card is worth its points by the solo table (1, 2 for every fifth).
_SOLO_EARLY = (0.35, 0.65)

_NEEDS: dict[tuple[int, str, int, int], dict[str, int]] = {}
_CUTS: dict[tuple[tuple[str, ...], tuple[str, ...], str], tuple[int, int]] = {}


def _upgrade_need(c: Content, mode: str, sails: int, weapons: int) -> dict[str, int]:
    """The most of each resource the next sails or weapons upgrade costs (remembered: asked very often)."""
    key = (id(c), mode, sails, weapons)
    need = _NEEDS.get(key)
    if need is None:
        side = c.sides[mode]
        need = {}
        for level, tc in ((sails, side.sails), (weapons, side.weapons)):
            if level < tc.max_level:
                cost = [r.value for r in tc.costs[level - tc.start]]
                for r in set(cost):
                    need[r] = max(need.get(r, 0), cost.count(r))
        if len(_NEEDS) > 4096:
            _NEEDS.clear()
        _NEEDS[key] = need
    return need


def turns_left_at(golden: int, cycle: int) -> int:
    """Turns per seat left in a game with ``golden`` coins left on the golden spaces, in the round's ``cycle``
    (0: its first pass of turns, 1: its second), the current turn included: two per round, the last round the
    one that starts with no coin left on the golden spaces."""
    return golden * 2 + 2 - cycle


def solo_track_gain(cards: int) -> float:
    """Solo: what one more card on a track of ``cards`` cards is worth (its points by the solo table, or a
    share of the next ones while the track has fewer than 2 cards)."""
    if cards < 2:
        return _SOLO_EARLY[cards]
    return float(solo_card_points(cards + 1) - solo_card_points(cards))


class Planner:
    """A one-step planner (see the module docstring); a captain is a planner with a table of handlers."""

    needs_view = True
    #: decision name (``Decision.name``) -> its handler; a decision without one takes the first legal action
    handlers: ClassVar[Mapping[str, Handler]] = {}
    # what ``choose`` reads from the view, for the handlers
    v: BoardView
    c: Content
    t: Tables  # the content's lookup tables (``engines.board.tables``)
    me: PlayerView  # my captain's board
    adv: bool  # Advanced mode
    d: Decision  # the pending decision
    tok: AbstractSet[str]  # the effects of my bonus tokens whose effect side is up

    def __init__(self, name: str, rng: Rng, profile: Profile | None = None) -> None:
        self.name = name
        self.rng = rng
        self.profile = profile or PROFILES.get(name, PROFILES["greedy"])
        self.flow_weight = self.profile.flows
        self.plans: dict[tuple[str, str], float] = {}
        """What performing a card by an activity is worth (``task_value``), remembered for the position."""
        self.known: dict[str, float] = {}
        """Other values of the position, remembered while it lasts (``turns.renovate_value``)."""
        self.pairs: dict[frozenset[str], float] = {}
        """What a spot's two main actions are worth, remembered for the decision (``turns.pair_value``)."""

    # --- entry -------------------------------------------------------------------------------
    def choose(self, view: BoardView, legal: Sequence[Act]) -> Act:
        if len(legal) == 1:
            return legal[0]
        self.v = view
        self.c = view.content
        self.t = tables(self.c)
        self.me = view.players[view.seat]
        self.adv = view.config.mode == "advanced"
        self.d = view.pending
        self.pairs = {}
        seas = self.c.seas
        self.tok = frozenset([seas[Sea(s)].token.value for s, ready in self.me.tokens.items() if ready])
        self.new_position()
        handler = self.handlers.get(self.d.name)
        choice = handler(self, legal) if handler is not None else None
        return choice if choice is not None and choice in legal else legal[0]

    def new_position(self) -> None:
        """Called once the view is read: forget the values remembered of the last decision's position
        (:meth:`forget`). A captain that can tell when nothing they read has changed may keep them
        (``MediumCaptain``)."""
        self.forget()

    def forget(self) -> None:
        """Forget every value remembered for the position."""
        self.plans = {}
        self.known = {}

    # --- values ------------------------------------------------------------------------------
    def res_value(self, r: str, me: PlayerView | None = None) -> float:
        """What one more unit of ``r`` is worth now: more when the next upgrade needs it."""
        me = me or self.me
        value = _BASE_VALUE[r] + self.profile.res.get(r, 0.0)
        if self.v.solo is not None:
            value *= 1.0 + SOLO_RES_EARLY * (self.turns_left() - 7) / 7
        have = me.res[RES.index(r)]
        need = self.upgrade_need(me).get(r, 0)
        if have < need:
            value += self.profile.upgrade_need * (SOLO_NEED_SCALE if self.v.solo is not None else 1.0)
        if r == "food" and have == 0:
            value += 0.3
        if self.v.solo is not None:
            # Solo: each one held makes one more worth less, rum beyond the first (a roll takes one), the others
            # beyond two, so the hold keeps room for what the upgrades need (AI.md, "Solo resources")
            value -= SOLO_HELD_RUM * max(0, have - 1) if r == "rum" else SOLO_HELD * max(0, have - 2)
        elif have >= 4:
            value -= 0.3
        return value

    def turns_left(self) -> int:
        """My turns left in the game, this one included (two per round, the last round the one that starts with
        no coin left on the golden spaces): as the search counts them (``search.turns_left``)."""
        turn = self.d.turn
        return turns_left_at(int(self.v.golden), turn.cycle - 1 if turn is not None else 0)

    def upgrade_need(self, me: PlayerView) -> dict[str, int]:
        """The most of each resource the next sails or weapons upgrade of ``me`` costs."""
        return _upgrade_need(self.c, self.v.config.mode, me.sails, me.weapons)

    def card_value(self, card: Card, flow: str = "") -> float:
        """What winning ``card`` is worth: its gem or token (whatever the strategy), and its reward and
        track weighed by the strategy's taste for ``flow``."""
        me = self.me
        adv = self.adv
        weight = self.flow_weight.get(flow, 1.0)
        base = 1.2
        if self.v.solo is not None and flow:
            # Solo counts each track by its own table (cards - 2, + 1 per 5): a card is worth what it adds to
            # the best track it can go on, so the captain builds few long tracks rather than three short ones
            base = 0.8 + max(solo_track_gain(len(me.tracks[t.value])) for t in card.tracks())
        value = base * weight
        sea = card.sea.value
        if sea not in me.gems:
            value += (3.5 if self.v.solo is not None else 2.5) if adv else 1.5
            if len(me.gems) == 6:
                value += 2.0 if adv else 1.0
        elif adv and self.v.bonus.get(sea, 0) > 0 and self.cards_of_sea(sea) == 1:
            value += 1.5
        rewards = card.rewards()
        if rewards:
            reward = rewards[0] if card.kind in ISLANDS else rewards[-1]
            value += (0.4 * reward.resource_count + (2.0 if adv else 1.0) * reward.treasures) * weight
        if not adv:
            counts = [len(me.tracks[t]) for t in ("exploration", "combat", "trade")]
            if 3 in counts:
                value += 0.6
        return value

    def cards_of_sea(self, sea: str) -> int:
        """How many cards of ``sea`` my tracks hold."""
        sea_of = self.t.sea
        return sum(1 for t in self.me.tracks.values() for cid in t if sea_of[cid] == sea)

    # --- chances ---------------------------------------------------------------------------------
    def coin_cost(self) -> float:
        """What spending a fortune coin costs."""
        return 0.8 if self.adv else 0.6

    def rum_cost(self) -> float:
        """What spending a rum (or the token that replaces it) costs."""
        costs = []
        if self.me.res[4] > 0:
            costs.append(self.res_value("rum"))
        if "instead_of_rum" in self.tok:
            costs.append(1.0)
        return min(costs) if costs else 99.0

    def best_boost(
        self,
        goal: tuple[Any, ...],
        e: int,
        c: int,
        se: tuple[str, ...],
        sc: tuple[str, ...],
        food: int,
        rum: int,
        gain: float,
        cuts: tuple[int, int] = (0, 0),
    ) -> tuple[float, Option | None]:
        """The best way to boost a roll worth ``gain`` more when it succeeds: (chance * gain - cost, option);
        ``cuts`` are the exploration and combat dice a curse removes from the roll."""
        me = self.me
        coins = min(me.coins, 3)
        options = boost_options(
            goal,
            e,
            c,
            se,
            sc,
            food,
            rum,
            coins,
            "extra_combat_die" in self.tok,
            "set_two_stars" in self.tok,
            cuts[0],
            cuts[1],
        )
        rum_cost = self.rum_cost()
        best: tuple[float, Option | None] = (-99.0, None)
        # what each plan spends, in value (inline: a rollout weighs thousands of plans)
        food_value = self.res_value("food")
        coin_cost = self.coin_cost()
        have = me.coins
        for o in options:
            cost = 0.0
            if o[1]:
                cost += o[1] * food_value
            if o[2]:
                cost += rum_cost
            if o[3] or o[4]:
                cost += 0.8 * (o[3] + o[4])
            coins = o[5]
            if coins:
                cost += coins * coin_cost
                if have - coins < 1:
                    cost += 0.3
            value = o[0] * gain - cost
            if value > best[0]:
                best = (value, o)
        return best

    def start_roll(self, card: Card, flow: str) -> tuple[tuple[Any, ...], int, int, int]:
        """The roll an activity starts with: (goal, exploration dice, combat dice, food allowed)."""
        me = self.me
        sails, weapons = me.sails, me.weapons
        if flow == "explore":
            return ("stars", explore_of(card).stars), 1, 0, 99
        if flow in ("hazard", "perilous"):
            return ("stars", card.seamanship), sails, 0, 1
        if flow in ("fight", "infamous"):
            return ("succ", fight_of(card).successes), 0, weapons, 0
        if flow == "giant":
            fc = faces_of(card)
            return ("faces", fc.cannons, fc.boardings), 0, weapons, 0
        if flow == "creature":
            fc = faces_of(card)
            return ("creature", card.seamanship, fc.cannons, fc.boardings), sails, weapons, 1
        pi = pirate_of(card)
        return (
            ("pirate", pi.planks, pi.cannons, pi.boardings, pi.unknown, max(1, me.planks)),
            0,
            weapons,
            0,
        )

    def roll_cuts(self, flow: str) -> tuple[int, int]:
        """The exploration and combat dice a Solo curse removes from the roll of activity ``flow``."""
        solo = self.v.solo
        if solo is None or not solo.curses:
            return (0, 0)
        key = (self.v.config.curses, tuple(solo.curses), flow)
        cuts = _CUTS.get(key)
        if cuts is None:
            cuts = _CUTS[key] = roll_cuts(rule_params(self.v.config, solo.curses), flow)
        return cuts

    def rum_flags(self) -> int:
        """The rum a roll may add (3: either die), as ``boost_options`` takes it."""
        return 3 if self.me.res[4] > 0 or "instead_of_rum" in self.tok else 0

    def stakes(self, card: Card, flow: str) -> tuple[float, float]:
        """(what success adds, the value without success) of performing ``card`` by ``flow``."""
        value = self.card_value(card, flow)
        loss = 0.5
        if card.negative is not None:
            loss += 1.5
        if flow == "pirate":
            loss += 0.5
        if flow in ("perilous", "infamous"):
            # the trade happens anyway: the roll saves planks (perilous) or resources (infamous)
            pay = sum(self.res_value(r.value) for r in trade_of(card).cost) * 0.8
            risk = 1.5 if flow == "perilous" else 0.6
            return risk, value - pay - risk
        return value + loss, -loss

    def task_value(self, card: Card, flow: str) -> float:
        """Expected value of performing ``card`` by ``flow`` now, boosting the roll the best way."""
        key = (card.id, flow)
        memo = self.plans.get(key)
        if memo is not None:
            return memo
        if flow == "trade":
            value = (
                self.card_value(card, "trade")
                - sum(self.res_value(r.value) for r in trade_of(card).cost) * 0.8
            )
        else:
            gain, base = self.stakes(card, flow)
            goal, e, c, food = self.start_roll(card, flow)
            best, _ = self.best_boost(
                goal, e, c, (), (), min(food, self.me.res[0]), self.rum_flags(), gain, self.roll_cuts(flow)
            )
            value = base + best
        self.plans[key] = value
        return value

    def best_island(self, card: Card) -> tuple[float, str]:
        options = [(self.task_value(card, "explore"), "explore")]
        if card.kind is Kind.HOSTILE_ISLAND:
            options.append((self.task_value(card, "fight"), "fight"))
        if card.kind is Kind.FRIENDLY_ISLAND and self.can_pay(trade_of(card).cost):
            options.append((self.task_value(card, "trade"), "trade"))
        return max(options)

    def port_value(self, card: Card) -> float:
        if not self.can_pay(trade_of(card).cost):
            return -9.0
        if card.kind is Kind.PERILOUS_PORT:
            return self.task_value(card, "perilous")
        if card.kind is Kind.INFAMOUS_PORT:
            return self.task_value(card, "infamous")
        return self.task_value(card, "trade")

    def can_pay(self, cost: Sequence[Any]) -> bool:
        """Whether my hold pays ``cost`` (resources, by the substitution rule)."""
        names = [c if isinstance(c, str) else c.value for c in cost]
        return can_pay_counts(self.me.res, names, True, False)

    def target_value(self, sea: str, remaining: AbstractSet[str]) -> float:
        """The value of being in ``sea`` for the actions left this turn."""
        pile = self.v.revealed[sea]
        if not pile:
            return 0.3 if ("land" in remaining or "dock" in remaining) else 0.0
        cid = pile[-1]
        card = self.c.cards[cid]
        if self.t.ctype[cid] == "encounter":
            return self.encounter_value(card)
        return self.landing_value(card, remaining)

    def landing_value(self, card: Card, remaining: AbstractSet[str]) -> float:
        """What an island or a port on top of the ship's sea is worth for the Land or Dock among the actions
        left (0 when neither reaches it, and for an encounter)."""
        if card.kind in ISLANDS and "land" in remaining:
            return self.best_island(card)[0]
        if card.kind in PORTS and "dock" in remaining:
            return self.port_value(card)
        return 0.0

    def encounter_value(self, card: Card) -> float:
        if card.kind.friendly:
            best = 0.0
            if self.can_pay(trade_of(card).cost):
                best = self.task_value(card, "trade")
            if card.kind is Kind.MERCHANT_SHIP:
                best = max(best, self.task_value(card, "fight"))
            return best
        value = self.task_value(card, DANGER_FLOW[card.kind])
        return max(value, -1.0 if self.me.coins else value)

    def here(self) -> Card | None:
        """The card on top of the pile of my ship's sea (``None`` at the hideout or on an empty sea)."""
        me = self.me
        if me.loc < 0:
            return None
        pile = self.v.revealed[self.v.ring[me.loc]]
        return self.c.cards[pile[-1]] if pile else None
