"""AI captains for The 7 Seas: ``random`` (any legal action) and the greedy captains (a cheap heuristic).

Agents decide from ``game.view(seat)`` and the legal actions only. A greedy captain plays a one-step plan:
it upgrades when it can, goes for the cards it can likely win, avoids ruinous encounters and hopeless fights,
keeps the resources its next upgrade needs, and ends turns at its hideout when that is on the way.

Rolls are planned as a whole: ``boost_options`` lists every way to spend food, rum, bonus tokens and fortune
coins on a roll with its exact chance (``odds``), and the captain takes the plan worth most (chance times what
success adds, minus what the spending costs), before it commits to an activity and again at each step of the
roll. So a 4-star island is landed on only with the 3 food and the rum it needs, or not at all.

Strategy profiles (``PROFILES``, one implementation with weights, each an agent name in the simulator):
``greedy`` (balanced), ``explorer`` (islands, hazards, sails), ``fighter`` (pirates, giants, weapons),
``trader`` (ports, fleets, resources) and ``upgrader`` (both tracks first).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from engines.base import Rng
from engines.board import odds
from engines.board.actions import Act
from engines.board.content import Card, Content, Kind, Sea
from engines.board.core import explore_of, faces_of, fight_of, pirate_of, trade_of
from engines.board.decision import ITEMS, Decision, TurnInfo, describe

__all__ = ["AGENTS", "PROFILES", "GreedyAgent", "Profile", "RandomAgent", "boost_options", "make_agent"]

_RES = ("food", "wood", "fabric", "metal", "rum")
_BASE_VALUE = {"food": 0.6, "wood": 0.9, "fabric": 0.8, "metal": 0.8, "rum": 1.2}
_ISLANDS = (Kind.WILD_ISLAND, Kind.FRIENDLY_ISLAND, Kind.HOSTILE_ISLAND)
_PORTS = (Kind.ORDINARY_PORT, Kind.PERILOUS_PORT, Kind.INFAMOUS_PORT)


class RandomAgent:
    """Any legal action, uniformly."""

    needs_view = False

    def __init__(self, name: str, rng: Rng) -> None:
        self.name = name
        self.rng = rng

    def choose(self, view: Any, legal: Sequence[Act]) -> Act:
        return legal[self.rng.randrange(len(legal))]


@lru_cache(maxsize=4096)
def _p_explore(dice: int, stars: int, fixed: tuple[str, ...] = ()) -> float:
    if stars <= 0:
        return 1.0
    return float(odds.explore_odds(min(dice, 5), stars, fixed[: min(dice, 5)]))


@lru_cache(maxsize=4096)
def _p_hits(dice: int, hits: int, fixed: tuple[str, ...] = ()) -> float:
    if hits <= 0:
        return 1.0
    return float(odds.combat_odds(min(dice, 5), hits, fixed[: min(dice, 5)]))


@lru_cache(maxsize=4096)
def _p_faces(dice: int, cannons: int, boardings: int, fixed: tuple[str, ...] = ()) -> float:
    return float(odds.faces_odds(min(dice, 5), cannons, boardings, fixed[: min(dice, 5)]))


@lru_cache(maxsize=4096)
def _p_pirate(
    dice: int, planks: int, cannons: int, boardings: int, unknown: int, fixed: tuple[str, ...], hull: int
) -> float:
    return float(
        odds.pirate_odds(min(dice, 5), planks, cannons, boardings, unknown, fixed[: min(dice, 5)], hull).win
    )


@lru_cache(maxsize=1024)
def _p_duel(dice: int, hull: int, their: int, their_hull: int) -> tuple[float, float]:
    d = odds.duel_odds(min(dice, 5), hull, min(their, 5), their_hull)
    return float(d.win), float(d.lose)


def _goal_chance(goal: tuple[Any, ...], e: int, c: int, fe: tuple[str, ...], fc: tuple[str, ...]) -> float:
    """The chance to reach ``goal`` with ``e`` exploration and ``c`` combat dice, ``fe``/``fc`` set."""
    kind = goal[0]
    if kind == "stars":
        return _p_explore(e, goal[1], fe)
    if kind == "succ":
        return _p_hits(c, goal[1], fc)
    if kind == "faces":
        return _p_faces(c, goal[1], goal[2], fc)
    if kind == "creature":
        return _p_explore(e, goal[1], fe) * _p_faces(c, goal[2], goal[3], fc)
    # pirate: (planks, cannons, boardings, unknown, hull)
    return _p_pirate(c, goal[1], goal[2], goal[3], goal[4], fc, goal[5])


def _fixings(free: int, coins: int, cheap: str, dear: str | None) -> list[tuple[tuple[str, ...], int]]:
    """Faces fortune can set on ``free`` unset dice with at most ``coins`` coins, with their price."""
    out: list[tuple[tuple[str, ...], int]] = [((), 0)]
    for dear_n in range(min(free, coins // 2) + 1) if dear else (0,):
        for cheap_n in range(min(free - dear_n, coins - 2 * dear_n) + 1):
            if dear_n or cheap_n:
                out.append(((dear or cheap,) * dear_n + (cheap,) * cheap_n, 2 * dear_n + cheap_n))
    return out


#: An option of a roll plan: (chance, food, rum (0 none, 1 exploration, 2 combat), extra die token,
#: two-stars token, coins, faces set on exploration dice, faces set on combat dice).
Option = tuple[float, int, int, int, int, int, tuple[str, ...], tuple[str, ...]]


@lru_cache(maxsize=1 << 15)
def boost_options(
    goal: tuple[Any, ...],
    e: int,
    c: int,
    se: tuple[str, ...],
    sc: tuple[str, ...],
    food: int,
    rum: int,
    coins: int,
    die: bool,
    stars: bool,
) -> tuple[Option, ...]:
    """Every sensible way to boost a roll before rolling it, Pareto-pruned (no option costs more of every
    kind for a lower chance). ``e``/``c`` are the dice already there, ``se``/``sc`` the faces already set,
    ``food`` the food that may still add exploration dice, ``rum`` 0 (none), 1 (exploration), 2 (combat)
    or 3 (either), ``coins`` the fortune coins (capped by the caller), ``die``/``stars`` the tokens."""
    cap = odds.MAX_DICE
    kind = goal[0]
    explore_goal = kind in ("stars", "creature")
    combat_dear = "boarding" if kind in ("faces", "creature", "pirate") else None
    rums = [0] + [t for t in (1, 2) if rum & t and (e if t == 1 else c)]
    found: list[Option] = []
    for f in range((min(food, cap - e) if e else 0) + 1):
        for r in rums:
            ee = min(cap, e + f + (r == 1))
            for d in (0, 1) if die and c else (0,):
                cc = min(cap, c + (r == 2) + d)
                for st in (0, 1) if stars and e and explore_goal and len(se) < ee else (0,):
                    base_e = se + ("two_stars",) * st
                    free_e = ee - len(base_e) if explore_goal else 0
                    free_c = cc - len(sc) if kind != "stars" else 0
                    for fe, ce in _fixings(free_e, coins, "star", "two_stars") if free_e else [((), 0)]:
                        for fc, cc_cost in (
                            _fixings(free_c, coins - ce, "cannon", combat_dear) if free_c else [((), 0)]
                        ):
                            p = _goal_chance(goal, ee, cc, base_e + fe, sc + fc)
                            found.append((p, f, r, d, st, ce + cc_cost, fe, fc))
    found.sort(key=lambda o: -o[0])
    kept: list[Option] = []
    for o in found:
        cost = (o[1], o[2] > 0, o[3], o[4], o[5])
        if not any(
            k[0] >= o[0]
            and k[1] <= cost[0]
            and (k[2] > 0) <= cost[1]
            and k[3] <= cost[2]
            and k[4] <= cost[3]
            and k[5] <= cost[4]
            for k in kept
        ):
            kept.append(o)
    return tuple(kept)


_NEEDS: dict[tuple[int, str, int, int], dict[str, int]] = {}


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


@dataclass(frozen=True)
class Profile:
    """A strategy: how much the captain likes each activity, upgrade and resource (1.0 = balanced).

    ``flows`` weighs the value of a card won by that activity (``explore``, ``hazard``, ``perilous``,
    ``creature``, ``fight``, ``giant``, ``pirate``, ``infamous``, ``trade``); ``sails``/``weapons`` are
    added to the value of upgrading that track; ``res`` to the value of one resource; ``track`` is the
    track its collected cards go to when the ranking does not decide (Advanced).
    """

    name: str
    flows: dict[str, float] = field(default_factory=dict)
    sails: float = 0.0
    weapons: float = 0.0
    res: dict[str, float] = field(default_factory=dict)
    track: str = ""
    upgrade_need: float = 0.6


PROFILES: dict[str, Profile] = {
    "greedy": Profile("greedy"),
    "explorer": Profile(
        "explorer",
        flows={
            "explore": 1.4,
            "hazard": 1.4,
            "perilous": 1.2,
            "creature": 1.15,
            "fight": 0.75,
            "giant": 0.7,
            "pirate": 0.7,
            "infamous": 0.8,
            "trade": 0.85,
        },
        sails=1.2,
        res={"food": 0.3},
        track="exploration",
    ),
    "fighter": Profile(
        "fighter",
        flows={
            "fight": 1.4,
            "giant": 1.4,
            "pirate": 1.4,
            "infamous": 1.25,
            "creature": 1.25,
            "explore": 0.75,
            "hazard": 0.75,
            "perilous": 0.8,
            "trade": 0.8,
        },
        weapons=1.2,
        res={"rum": 0.3, "metal": 0.2},
        track="combat",
    ),
    "trader": Profile(
        "trader",
        flows={
            "trade": 1.45,
            "perilous": 1.25,
            "infamous": 1.25,
            "explore": 0.8,
            "hazard": 0.8,
            "fight": 0.8,
            "giant": 0.75,
            "pirate": 0.75,
            "creature": 0.8,
        },
        res={"fabric": 0.2, "metal": 0.2, "rum": 0.2, "wood": 0.1},
        track="trade",
    ),
    "upgrader": Profile("upgrader", sails=1.5, weapons=1.5, upgrade_need=1.2, flows={"trade": 1.15}),
}


class GreedyAgent:
    """A one-step planner: see the module docstring."""

    needs_view = True

    def __init__(self, name: str, rng: Rng, profile: Profile | None = None) -> None:
        self.name = name
        self.rng = rng
        self.profile = profile or PROFILES.get(name, PROFILES["greedy"])
        self.flow_weight = self.profile.flows
        self._plans: dict[tuple[str, str], float] = {}

    # --- entry -------------------------------------------------------------------------------
    def choose(self, view: dict[str, Any], legal: Sequence[Act]) -> Act:
        if len(legal) == 1:
            return legal[0]
        self.v = view
        self.c: Content = view["content"]
        self.me = view["players"][view["seat"]]
        self.adv = view["mode"] == "advanced"
        self.d: Decision = describe(view)
        self._plans = {}
        seas = self.c.seas
        self.tok = {seas[Sea(s)].token.value for s, ready in self.me["tokens"].items() if ready}
        handler = getattr(self, "_" + view["decision"].rsplit(".", 1)[1], None)
        choice = handler(legal) if handler is not None else None
        return choice if choice is not None and choice in legal else legal[0]

    # --- values ------------------------------------------------------------------------------
    def res_value(self, r: str, me: dict[str, Any] | None = None) -> float:
        """What one more unit of ``r`` is worth now: more when the next upgrade needs it."""
        me = me or self.me
        value = _BASE_VALUE[r] + self.profile.res.get(r, 0.0)
        have = me["res"][_RES.index(r)]
        need = self._upgrade_need(me).get(r, 0)
        if have < need:
            value += self.profile.upgrade_need
        if r == "food" and have == 0:
            value += 0.3
        if have >= 4:
            value -= 0.3
        return value

    def _upgrade_need(self, me: dict[str, Any]) -> dict[str, int]:
        return _upgrade_need(self.c, self.v["mode"], me["sails"], me["weapons"])

    def card_value(self, card: Card, flow: str = "") -> float:
        """What winning ``card`` is worth: its gem or token (whatever the strategy), and its reward and
        track weighed by the strategy's taste for ``flow``."""
        me = self.me
        value = 1.2 * self.flow_weight.get(flow, 1.0)
        sea = card.sea.value
        mine = sum(1 for t in me["tracks"].values() for cid in t if self.c.cards[cid].sea.value == sea)
        if sea not in me["gems"]:
            value += 2.5 if self.adv else 1.5
            if len(me["gems"]) == 6:
                value += 2.0 if self.adv else 1.0
        elif mine == 1 and self.adv and self.v["bonus"].get(sea, 0) > 0:
            value += 1.5
        rewards = card.rewards()
        if rewards:
            reward = rewards[0] if card.kind in _ISLANDS else rewards[-1]
            value += (
                0.4 * reward.resource_count + (2.0 if self.adv else 1.0) * reward.treasures
            ) * self.flow_weight.get(flow, 1.0)
        if not self.adv:
            counts = [len(me["tracks"][t]) for t in ("exploration", "combat", "trade")]
            if 3 in counts:
                value += 0.6
        return value

    def _coins_free(self) -> int:
        return int(self.me["coins"])

    # --- chances ---------------------------------------------------------------------------------
    def _coin_cost(self) -> float:
        return 0.8 if self.adv else 0.6

    def _rum_cost(self) -> float:
        costs = []
        if self.me["res"][4] > 0:
            costs.append(self.res_value("rum"))
        if "instead_of_rum" in self.tok:
            costs.append(1.0)
        return min(costs) if costs else 99.0

    def _option_cost(self, o: Option, rum_cost: float) -> float:
        food, rum, die, stars, coins = o[1], o[2], o[3], o[4], o[5]
        cost = 0.0
        if food:
            cost += food * self.res_value("food")
        if rum:
            cost += rum_cost
        if die or stars:
            cost += 0.8 * (die + stars)
        if coins:
            cost += coins * self._coin_cost()
            if self.me["coins"] - coins < 1:
                cost += 0.3
        return cost

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
    ) -> tuple[float, Option | None]:
        """The best way to boost a roll worth ``gain`` more when it succeeds: (chance * gain - cost, option)."""
        me = self.me
        coins = min(me["coins"], 3)
        options = boost_options(
            goal, e, c, se, sc, food, rum, coins, "extra_combat_die" in self.tok, "set_two_stars" in self.tok
        )
        rum_cost = self._rum_cost()
        best: tuple[float, Option | None] = (-99.0, None)
        for o in options:
            value = o[0] * gain - self._option_cost(o, rum_cost)
            if value > best[0]:
                best = (value, o)
        return best

    def _start_roll(self, card: Card, flow: str) -> tuple[tuple[Any, ...], int, int, int]:
        """The roll an activity starts with: (goal, exploration dice, combat dice, food allowed)."""
        me = self.me
        sails, weapons = me["sails"], me["weapons"]
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
            ("pirate", pi.planks, pi.cannons, pi.boardings, pi.unknown, max(1, me["planks"])),
            0,
            weapons,
            0,
        )

    def _rum_flags(self) -> int:
        return 3 if self.me["res"][4] > 0 or "instead_of_rum" in self.tok else 0

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

    def chance(self, card: Card, flow: str) -> float:
        """The chance of the best boost plan for ``card`` by ``flow`` (1.0 for a trade)."""
        if flow == "trade":
            return 1.0
        gain, _ = self.stakes(card, flow)
        goal, e, c, food = self._start_roll(card, flow)
        _, o = self.best_boost(goal, e, c, (), (), min(food, self.me["res"][0]), self._rum_flags(), gain)
        return o[0] if o is not None else 0.0

    def task_value(self, card: Card, flow: str) -> float:
        """Expected value of performing ``card`` by ``flow`` now, boosting the roll the best way."""
        key = (card.id, flow)
        memo = self._plans.get(key)
        if memo is not None:
            return memo
        if flow == "trade":
            value = (
                self.card_value(card, "trade")
                - sum(self.res_value(r.value) for r in trade_of(card).cost) * 0.8
            )
        else:
            gain, base = self.stakes(card, flow)
            goal, e, c, food = self._start_roll(card, flow)
            best, _ = self.best_boost(
                goal, e, c, (), (), min(food, self.me["res"][0]), self._rum_flags(), gain
            )
            value = base + best
        self._plans[key] = value
        return value

    def best_island(self, card: Card) -> tuple[float, str]:
        options = [(self.task_value(card, "explore"), "explore")]
        if card.kind is Kind.HOSTILE_ISLAND:
            options.append((self.task_value(card, "fight"), "fight"))
        if card.kind is Kind.FRIENDLY_ISLAND and self._can_pay(trade_of(card).cost):
            options.append((self.task_value(card, "trade"), "trade"))
        return max(options)

    def port_value(self, card: Card) -> float:
        if not self._can_pay(trade_of(card).cost):
            return -9.0
        if card.kind is Kind.PERILOUS_PORT:
            return self.task_value(card, "perilous")
        if card.kind is Kind.INFAMOUS_PORT:
            return self.task_value(card, "infamous")
        return self.task_value(card, "trade")

    def _can_pay(self, cost: Sequence[Any]) -> bool:
        from engines.board.core import can_pay_counts

        names = [c if isinstance(c, str) else c.value for c in cost]
        return can_pay_counts(self.me["res"], names, True, False)

    def target_value(self, sea: str, remaining: set[str]) -> float:
        """The value of being in ``sea`` for the actions left this turn."""
        pile = self.v["revealed"][sea]
        if not pile:
            return 0.3 if ("land" in remaining or "dock" in remaining) else 0.0
        card = self.c.cards[pile[-1]]
        if card.kind in _ISLANDS and "land" in remaining:
            return self.best_island(card)[0]
        if card.kind in _PORTS and "dock" in remaining:
            return self.port_value(card)
        if card.kind.card_type.value == "encounter":
            return self.encounter_value(card)
        return 0.0

    def encounter_value(self, card: Card) -> float:
        if card.kind.friendly:
            best = 0.0
            if self._can_pay(trade_of(card).cost):
                best = self.task_value(card, "trade")
            if card.kind is Kind.MERCHANT_SHIP:
                best = max(best, self.task_value(card, "fight"))
            return best
        flow = {
            Kind.PIRATE_SHIP: "pirate",
            Kind.SEA_HAZARD: "hazard",
            Kind.SEA_GIANT: "giant",
            Kind.SEA_CREATURE: "creature",
        }[card.kind]
        value = self.task_value(card, flow)
        return max(value, -1.0 if self.me["coins"] else value)

    # --- turn plans ----------------------------------------------------------------------------
    def _turn(self) -> TurnInfo | None:
        return self.d.turn

    def _remaining(self, turn: TurnInfo | None) -> set[str]:
        if turn is None or turn.spot <= 0:
            return set()
        return {a for a in turn.actions if a not in turn.done and a not in turn.blocked}

    def _distances(self, mp: int) -> dict[int, int]:
        """Ring positions reachable within ``mp`` moves and their distance."""
        me = self.me
        loc = me["loc"]
        starts = {me["hideout"]: 1, (me["hideout"] + 1) % 7: 1} if loc < 0 else {loc: 0}
        out: dict[int, int] = {}
        for start, d0 in starts.items():
            for step in range(-mp, mp + 1):
                d = d0 + abs(step)
                if d <= mp:
                    pos = (start + step) % 7
                    if pos not in out or out[pos] > d:
                        out[pos] = d
        return out

    def sail_plan(self, mp: int, remaining: set[str]) -> tuple[float, int]:
        """The best sea to reach for the actions left (value, ring position or -1 for home)."""
        best = (-0.1, -9)
        ring = self.v["ring"]
        for pos, d in self._distances(mp).items():
            value = self.target_value(ring[pos], remaining) - 0.05 * d
            if pos == self.me["loc"]:
                value += 0.05
            if value > best[0]:
                best = (value, pos)
        if not (remaining & {"land", "dock"}):
            home = self._home_value()
            me = self.me
            if me["loc"] < 0:
                dist = 0
            elif me["hideout"] in (me["loc"], (me["loc"] - 1) % 7):
                dist = 1
            else:
                dist = 99
                for pos, d in self._distances(mp).items():
                    if me["hideout"] in (pos, (pos - 1) % 7):
                        dist = min(dist, d + 1)
            if dist <= mp and home > best[0]:
                best = (home, -1)
        return best

    def _home_value(self) -> float:
        me = self.me
        value = 0.8 if self.adv else 1.6
        if me["planks"] < 7:
            value += 0.5
        return value

    def _action(self, legal: Sequence[Act]) -> Act:
        turn = self._turn()
        me = self.me
        remaining = self._remaining(turn)
        best: tuple[float, Act] = (-99.0, legal[0])
        card = self._here()
        for a in legal:
            verb = a[0]
            if verb == "end":
                value = 0.0
            elif verb in ("upgrade", "both"):
                value = self._upgrade_value(a[1])
                if verb == "both":
                    value += 0.5 * min(3, 7 - me["planks"]) - self.res_value("rum")
            elif verb == "repair":
                missing = 7 - me["planks"]
                value = (0.6 if me["planks"] <= 4 else 0.25) * min(missing, 1 + me["res"][1])
            elif verb == "fix":
                value = 0.5 if me["planks"] <= 4 else 0.2
            elif verb == "land" and card is not None:
                value = (
                    self.task_value(card, a[1])
                    if a[1] != "trade" or self._can_pay(trade_of(card).cost)
                    else -9
                )
            elif verb == "dock" and card is not None:
                value = self.port_value(card)
            elif verb in ("sail", "coast"):
                mp = 1 if verb == "coast" else me["sails"]
                value, _ = self.sail_plan(mp, remaining - {"sail"})
                value = max(value, 0.4) - (0.3 if verb == "coast" else 0.0)
            elif verb in ("scavenge", "work"):
                value = 0.3 + 0.5 * self.res_value(a[1])
            elif verb == "await":
                value = 0.75 if self.adv else 0.6
                if me["coins"] >= 4:
                    value -= 0.2
            elif verb == "fish":
                value = 0.7 * self.res_value("food")
            elif verb == "attack":
                value = self._attack_value(int(a[1]))
            else:  # trade
                value = -1.0
            if verb in ("fish", "await") and a[1] in remaining and len(remaining) == 2:
                # a default action gives up the better main action last
                value -= 0.01 * (a[1] == "sail")
            if value > best[0]:
                best = (value, a)
        return best[1]

    def _here(self) -> Card | None:
        me = self.me
        if me["loc"] < 0:
            return None
        pile = self.v["revealed"][self.v["ring"][me["loc"]]]
        return self.c.cards[pile[-1]] if pile else None

    def _upgrade_value(self, track: str) -> float:
        me = self.me
        level = me[track] + 1
        table = {2: 1, 3: 3, 4: 5, 5: 7} if self.adv else {3: 1, 4: 3, 5: 5}
        gain = table.get(level, 0) - table.get(level - 1, 0)
        value = 1.5 + gain + (self.profile.sails if track == "sails" else self.profile.weapons)
        if track == "sails" and me["sails"] <= me["weapons"]:
            value += 0.3
        return value

    def _attack_value(self, seat: int) -> float:
        me = self.me
        other = self.v["players"][seat]
        win, lose = _p_duel(me["weapons"], me["planks"], other["weapons"], other["planks"])
        esc = float(odds.escape_odds(other["sails"], me["sails"]))
        prize = 1.0 + 0.3 * sum(other["res"]) ** 0.5 + (0.5 if other["treasures"] else 0)
        return float((1 - esc) * (win * prize - lose * 2.5) - 0.2)

    # --- decisions -----------------------------------------------------------------------------
    def _hideout(self, legal: Sequence[Act]) -> Act:
        ring = self.v["ring"]

        def score(a: Act) -> float:
            k = int(a[1])
            return sum(self.target_value(ring[s], {"land", "dock"}) for s in (k, (k + 1) % 7))

        return max(legal, key=score)

    def _place(self, legal: Sequence[Act]) -> Act:
        best = (-99.0, legal[0])
        for a in legal:
            value = self.place_value(a)
            if value > best[0]:
                best = (value, a)
        return best[1]

    def place_value(self, a: Act) -> float:
        """What placing token ``a[1]`` on spot ``a[2]`` is worth (the plan of its two actions)."""
        side = self.c.sides[self.v["mode"]]
        tok, spot = a[1], int(a[2]) - 1
        value = self._pair_value({x.value for x in side.spots[spot]})
        occupants = self.v["spots"][spot]
        if self.adv and occupants and (tok == "officer" or any(o[1] == "captain" for o in occupants)):
            value -= 1.2
        # keep the captain for later when an officer will do
        if tok == "captain" and self.me["officer"] < 0:
            value -= 0.05
        return value

    def _pair_value(self, acts: set[str]) -> float:
        me = self.me
        value = 0.0
        here = self._here()
        if "renovate" in acts:
            ups = [self._upgrade_value(t) for t in ("sails", "weapons") if self._can_upgrade(t)]
            value += max(ups) if ups else (0.6 if me["planks"] <= 4 else 0.2)
        if "sail" in acts:
            plan, _ = self.sail_plan(me["sails"], acts - {"sail"})
            value += max(plan, 0.5)
        else:
            if "land" in acts and here is not None and here.kind in _ISLANDS:
                value += max(0.3, self.best_island(here)[0])
            elif "land" in acts:
                value += 0.2
            if "dock" in acts and here is not None and here.kind in _PORTS:
                value += max(0.3, self.port_value(here))
            elif "dock" in acts:
                value += 0.2
        return value

    def _can_upgrade(self, track: str) -> bool:
        side = self.c.sides[self.v["mode"]]
        tc = side.sails if track == "sails" else side.weapons
        level = self.me[track]
        if level >= tc.max_level:
            return False
        from engines.board.core import can_pay_counts

        return can_pay_counts(self.me["res"], [r.value for r in tc.costs[level - tc.start]], False, False)

    def _reduce(self, legal: Sequence[Act]) -> Act:
        # reduce the action worth least at full strength
        order = {"renovate": 0, "dock": 1, "land": 2, "sail": 3}
        here = self._here()
        scores = {}
        for a in legal:
            x = a[1]
            if x == "renovate":
                scores[a] = 0.5 if not (self._can_upgrade("sails") or self._can_upgrade("weapons")) else 3.0
            elif x == "land":
                scores[a] = self.best_island(here)[0] if here is not None and here.kind in _ISLANDS else 0.2
            elif x == "dock":
                scores[a] = self.port_value(here) if here is not None and here.kind in _PORTS else 0.2
            else:
                scores[a] = 1.0 + order[x] * 0.01
        return min(legal, key=lambda a: scores[a])

    def _home(self, legal: Sequence[Act]) -> Act:
        return max(legal, key=lambda a: self.res_value(a[1]))

    def _sail(self, legal: Sequence[Act]) -> Act:
        turn = self._turn()
        remaining = self._remaining(turn)
        mp = self.d.points
        me = self.me
        value, pos = self.sail_plan(mp, remaining)
        boost = Act("boost")
        if pos == -1:
            if me["loc"] < 0:
                return Act("stop")
            home = Act("move", "home")
            if home in legal:
                return home
            return self._step_towards_home(legal)
        if pos >= 0 and pos != me["loc"]:
            move = self._step_towards(pos, legal)
            if move is not None:
                return move
        if pos == me["loc"] and value > 0.3:
            return Act("stop")
        explore = Act("explore")
        if explore in legal and (remaining & {"land", "dock"} or value <= 0.3):
            return explore
        if mp <= 0 and boost in legal and remaining:
            return boost
        return Act("stop")

    def _step_towards(self, pos: int, legal: Sequence[Act]) -> Act | None:
        ring = self.v["ring"]
        me = self.me
        loc = me["loc"]
        if loc < 0:
            cands = [me["hideout"], (me["hideout"] + 1) % 7]
            nxt = min(cands, key=lambda s: min((pos - s) % 7, (s - pos) % 7))
        else:
            fwd = (pos - loc) % 7
            nxt = (loc + 1) % 7 if fwd <= 7 - fwd else (loc - 1) % 7
        a = Act("move", ring[nxt])
        return a if a in legal else None

    def _step_towards_home(self, legal: Sequence[Act]) -> Act:
        me = self.me
        targets = (me["hideout"], (me["hideout"] + 1) % 7)
        best = min(targets, key=lambda t: min((t - me["loc"]) % 7, (me["loc"] - t) % 7))
        step = self._step_towards(best, legal)
        return step if step is not None else Act("stop")

    def _encounter(self, legal: Sequence[Act]) -> Act:
        card = self.c.cards[self.d.card]
        if card.kind.friendly:
            options = [(0.0, Act("avoid"))]
            if Act("handle", "trade") in legal:
                options.append((self.task_value(card, "trade"), Act("handle", "trade")))
            if Act("handle", "attack") in legal:
                options.append((self.task_value(card, "fight"), Act("handle", "attack")))
            return max(options, key=lambda t: t[0])[1]
        value = self.encounter_value(card)
        avoid = Act("avoid", "token") if Act("avoid", "token") in legal else Act("avoid")
        if avoid in legal and value < -self._coin_cost():
            return avoid
        return Act("handle")

    def _roll(self, legal: Sequence[Act]) -> Act:
        """Follow the best boost plan for this roll (re-planned at each step, so it stays consistent)."""
        f = self.d.roll
        assert f is not None
        why = f.why
        g = f.goal
        me = self.me
        if why == "escape":
            goal: tuple[Any, ...] = ("stars", g["above"] + 1)
            gain = 3.0
        elif why == "player_combat":
            goal, gain = ("succ", 2), 2.5
        elif why == "pirate":
            goal = ("pirate", g["planks"], g["cannons"], g["boardings"], 0, max(1, me["planks"]))
            gain = 0.0
        elif "cannons" in g and "stars" in g:
            goal = ("creature", g["stars"], g["cannons"], g["boardings"])
        elif "cannons" in g:
            goal = ("faces", g["cannons"], g["boardings"])
        elif "successes" in g:
            goal = ("succ", g["successes"])
        else:
            goal = ("stars", g["stars"])
        if why not in ("escape", "player_combat"):
            gain = 2.5
            if self.d.card:  # the card activity this roll is for
                gain, _ = self.stakes(self.c.cards[self.d.card], self.d.flow)
        e, c = f.rolled()
        food = 0
        if Act("food") in legal:
            food = me["res"][0] if f.food_max < 0 else min(me["res"][0], f.food_max - f.food_used)
        rum = 0
        for a in legal:
            if a[0] == "rum":
                rum |= 2 if "combat" in a or not e else 1
        _, o = self.best_boost(goal, e, c, tuple(f.set_exploration), tuple(f.set_combat), food, rum, gain)
        if o is None:
            return Act("roll")
        _, nfood, r, die, stars, _, fe, fc = o
        if nfood:
            return Act("food")
        if r:
            words: tuple[str, ...] = ("rum", "exploration" if r == 1 else "combat") if e and c else ("rum",)
            real, token = Act(*words), Act(*words, "token")
            use_token = token in legal and (real not in legal or self.res_value("rum") > 1.0)
            return token if use_token else real
        if die:
            return Act("die")
        if stars:
            return Act("stars")
        for face in fe + fc:
            return Act("set", face)
        return Act("roll")

    def _pay(self, legal: Sequence[Act]) -> Act:
        if Act("pay", "all") in legal:
            return Act("pay", "all")

        def cost(a: Act) -> float:
            if a[1] == "token":
                return 0.9
            return sum(self.res_value(r) for r in a[1:])

        return min(legal, key=cost)

    def _track(self, legal: Sequence[Act]) -> Act:
        me = self.me
        counts = {t: len(me["tracks"][t]) for t in ("exploration", "combat", "trade")}
        if not self.adv:

            def score(a: Act) -> float:
                n = counts[a[1]]
                return 10 - abs(3 - n) if n < 4 else -n

            return max(legal, key=score)
        others = [p for p in self.v["players"] if p["seat"] != me["seat"]]

        liked = self.profile.track

        def gain(a: Act) -> float:
            t = a[1]
            lead = max((len(p["tracks"][t]) for p in others), default=0)
            value = -abs(lead + 1 - (counts[t] + 1)) if counts[t] + 1 <= lead + 1 else -(counts[t] - lead)
            return value + (0.5 if t == liked else 0.0)

        return max(legal, key=gain)

    def _forgo(self, legal: Sequence[Act]) -> Act:
        return min(legal, key=lambda a: max(self.res_value(r) for r in a[1].split("|")))

    def _reward(self, legal: Sequence[Act]) -> Act:
        return max(legal, key=lambda a: self.res_value(a[1]))

    def _extra(self, legal: Sequence[Act]) -> Act:
        options = [a for a in legal if a[0] == "extra"]
        return max(options, key=lambda a: self.res_value(a[1])) if options else legal[0]

    def _overload(self, legal: Sequence[Act]) -> Act:
        return min(legal, key=lambda a: self.res_value(a[1]))

    def _planks_token(self, legal: Sequence[Act]) -> Act:
        return Act("use") if self.me["planks"] <= 5 else Act("skip")

    def _repair(self, legal: Sequence[Act]) -> Act:
        me = self.me
        if me["planks"] >= 6:
            return Act("done")
        spend = [a for a in legal if a[0] == "spend"]
        if not spend:
            return Act("done")
        a = min(spend, key=lambda a: self.res_value(a[1]))
        return a if self.res_value(a[1]) < 1.3 or me["planks"] <= 3 else Act("done")

    def _offer(self, legal: Sequence[Act]) -> Act:
        return Act("cancel")

    def _answer(self, legal: Sequence[Act]) -> Act:
        offer = self.d.offer
        assert offer is not None

        def worth(counts: list[int], parrots: list[int]) -> float:
            total = 0.0
            for i, n in enumerate(counts):
                if n:
                    item = ITEMS[i]
                    unit = self.res_value(item) if item in _RES else (0.7 if item == "coin" else 2.0)
                    total += unit * n
            return total + 1.5 * len(parrots)

        get = worth([offer.give.get(item, 0) for item in ITEMS], list(offer.give_parrots))
        lose = worth([offer.ask.get(item, 0) for item in ITEMS], list(offer.ask_parrots))
        return Act("accept") if get > lose + 0.5 else Act("refuse")

    def _escape(self, legal: Sequence[Act]) -> Act:
        me = self.me
        att = self.v["players"][self.d.other]
        win, lose = _p_duel(me["weapons"], me["planks"], att["weapons"], att["planks"])
        return Act("fight") if win > lose + 0.25 else Act("escape")

    def _parrot(self, legal: Sequence[Act]) -> Act:
        own = Act("parrot", str(self.me["seat"]))
        return own if own in legal else legal[0]

    def _last_fish(self, legal: Sequence[Act]) -> Act:
        """The last fisherman's set-up question: an AI captain answers at random (its own generator)."""
        return legal[self.rng.randrange(len(legal))]

    def _steal(self, legal: Sequence[Act]) -> Act:
        if Act("steal", "treasure") in legal:
            return Act("steal", "treasure")
        steals = [a for a in legal if a[0] == "steal"]
        if not steals:
            return Act("done")
        return max(steals, key=lambda a: self.res_value(a[1]))

    # --- Solo mode (issue 10): the curses' starting malus; the mist tile goes anywhere (legal[0]) ---------
    def _curse(self, legal: Sequence[Act]) -> Act:
        """Give up what is worth least: a resource or a coin, a plank only when nothing else is left."""

        def cost(a: Act) -> float:
            if a[1] == "coin":
                return self._coin_cost()
            if a[1] == "plank":
                return 9.0
            return self.res_value(a[1])

        return min(legal, key=cost)


AGENTS = ("random", *PROFILES)


def make_agent(name: str, seat: int, rng: Rng, budget: float | None = None) -> RandomAgent | GreedyAgent:
    """The agent called ``name`` for ``seat`` with its own generator: ``random`` or a greedy profile."""
    if name == "random":
        return RandomAgent(name, rng)
    if name in PROFILES:
        return GreedyAgent(name, rng, PROFILES[name])
    raise ValueError(f"unknown agent {name!r}")
