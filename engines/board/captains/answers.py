"""The greedy captains' answers to everything but the turn's plan: encounters, rolls, payments, rewards, trade
offers, attacks, repairs, an overloaded hold, the Solo curses' malus and the last fisherman's question.

Every function takes the :class:`~engines.board.captains.planner.Planner` that read the view.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engines.board.actions import Act
from engines.board.captains.chances import p_duel
from engines.board.captains.planner import DANGER_FLOW, RES, Handler, Planner, solo_track_gain
from engines.board.captains.turns import PLANKS_FINISH, actions_left, sail_plan
from engines.board.content import Card
from engines.board.decision import ITEMS

__all__ = ["HANDLERS", "answer", "escape"]


def stop_cost(g: Planner, card: Card, flow: str) -> float:
    """Solo: what handling the encounter ``card`` by ``flow`` costs by ending the sail where it is met (a won
    encounter ends it): the chance of winning times what the sail still ahead is worth more than the
    landing or docking left here, on the card under the encounter (AI.md, "Solo sailing")."""
    d = g.d
    if g.v.solo is None or d.turn is None or d.points <= 0:
        return 0.0
    remaining = actions_left(d.turn) - {"sail"}
    ahead, pos = sail_plan(g, d.points, remaining)
    if pos == g.me.loc or ahead <= 0.0:
        return 0.0
    pile = g.v.revealed[d.sea]
    here = max(0.0, g.landing_value(g.c.cards[pile[-2]], remaining)) if len(pile) >= 2 else 0.0
    if ahead <= here:
        return 0.0
    chance = 1.0
    if flow != "trade":
        gain, _ = g.stakes(card, flow)
        goal, e, c, food = g.start_roll(card, flow)
        food = min(food, g.me.res[0])
        _, option = g.best_boost(goal, e, c, (), (), food, g.rum_flags(), gain, g.roll_cuts(flow))
        chance = option[0] if option is not None else 0.5
    return chance * (ahead - here)


def encounter(g: Planner, legal: Sequence[Act]) -> Act:
    """Handle or avoid: a friend by what its trade or attack is worth, a danger unless it costs more than a
    coin; in Solo less what ending the sail here costs (:func:`stop_cost`)."""
    card = g.c.cards[g.d.card]
    if card.kind.friendly:
        options = [(0.0, Act("avoid"))]
        if Act("handle", "trade") in legal:
            trade = g.task_value(card, "trade") - stop_cost(g, card, "trade")
            options.append((trade, Act("handle", "trade")))
        if Act("handle", "attack") in legal:
            attack = g.task_value(card, "fight") - stop_cost(g, card, "fight")
            options.append((attack, Act("handle", "attack")))
        return max(options, key=lambda t: t[0])[1]
    value = g.encounter_value(card)
    if value > -g.coin_cost():
        value -= stop_cost(g, card, DANGER_FLOW[card.kind])
    avoid = Act("avoid", "token") if Act("avoid", "token") in legal else Act("avoid")
    if avoid in legal and value < -g.coin_cost():
        return avoid
    return Act("handle")


def roll(g: Planner, legal: Sequence[Act]) -> Act:
    """Follow the best boost plan for this roll (re-planned at each step, so it stays consistent)."""
    f = g.d.roll
    assert f is not None
    why = f.why
    need = f.goal
    me = g.me
    if why == "escape":
        goal: tuple[Any, ...] = ("stars", need["above"] + 1)
        gain = 3.0
    elif why == "player_combat":
        goal, gain = ("succ", 2), 2.5
    elif why == "pirate":
        goal = ("pirate", need["planks"], need["cannons"], need["boardings"], 0, max(1, me.planks))
        gain = 0.0
    elif "cannons" in need and "stars" in need:
        goal = ("creature", need["stars"], need["cannons"], need["boardings"])
    elif "cannons" in need:
        goal = ("faces", need["cannons"], need["boardings"])
    elif "successes" in need:
        goal = ("succ", need["successes"])
    else:
        goal = ("stars", need["stars"])
    if why not in ("escape", "player_combat"):
        gain = 2.5
        if g.d.card:  # the card activity this roll is for
            gain, _ = g.stakes(g.c.cards[g.d.card], g.d.flow)
    e, c = f.exploration, f.combat  # the dice counted; a curse's cut is taken off in the plan
    food = 0
    if Act("food") in legal:
        food = me.res[0] if f.food_max < 0 else min(me.res[0], f.food_max - f.food_used)
    rum = 0
    for a in legal:
        if a[0] == "rum":
            rum |= 2 if "combat" in a or not e else 1
    cuts = (f.exploration_cut, f.combat_cut)
    _, o = g.best_boost(goal, e, c, tuple(f.set_exploration), tuple(f.set_combat), food, rum, gain, cuts)
    if o is None:
        return Act("roll")
    _, nfood, r, die, stars, _, fe, fc = o
    if nfood:
        return Act("food")
    if r:
        words: tuple[str, ...] = ("rum", "exploration" if r == 1 else "combat") if e and c else ("rum",)
        real, token = Act(*words), Act(*words, "token")
        use_token = token in legal and (real not in legal or g.res_value("rum") > 1.0)
        return token if use_token else real
    if die:
        return Act("die")
    if stars:
        return Act("stars")
    for face in fe + fc:
        return Act("set", face)
    return Act("roll")


def pay(g: Planner, legal: Sequence[Act]) -> Act:
    if Act("pay", "all") in legal:
        return Act("pay", "all")

    def cost(a: Act) -> float:
        if a[1] == "token":
            return 0.9
        return sum(g.res_value(r) for r in a[1:])

    return min(legal, key=cost)


def track(g: Planner, legal: Sequence[Act]) -> Act:
    me = g.me
    counts = {t: len(me.tracks[t]) for t in ("exploration", "combat", "trade")}
    if not g.adv:

        def score(a: Act) -> float:
            n = counts[a[1]]
            return 10 - abs(3 - n) if n < 4 else -n

        return max(legal, key=score)
    if g.v.solo is not None:
        # Solo counts each track alone (cards - 2, + 1 per 5): the longest track gains most, now and later
        return max(
            legal, key=lambda a: (solo_track_gain(counts[a[1]]), counts[a[1]], a[1] == g.profile.track)
        )
    others = [p for p in g.v.players if p.seat != me.seat]

    liked = g.profile.track

    def gain(a: Act) -> float:
        t = a[1]
        lead = max((len(p.tracks[t]) for p in others), default=0)
        value = -abs(lead + 1 - (counts[t] + 1)) if counts[t] + 1 <= lead + 1 else -(counts[t] - lead)
        return value + (0.5 if t == liked else 0.0)

    return max(legal, key=gain)


def forgo(g: Planner, legal: Sequence[Act]) -> Act:
    return min(legal, key=lambda a: max(g.res_value(r) for r in a[1].split("|")))


def reward(g: Planner, legal: Sequence[Act]) -> Act:
    return max(legal, key=lambda a: g.res_value(a[1]))


def extra(g: Planner, legal: Sequence[Act]) -> Act:
    options = [a for a in legal if a[0] == "extra"]
    return max(options, key=lambda a: g.res_value(a[1])) if options else legal[0]


def overload(g: Planner, legal: Sequence[Act]) -> Act:
    return min(legal, key=lambda a: g.res_value(a[1]))


def planks_token(g: Planner, legal: Sequence[Act]) -> Act:
    return Act("use") if g.me.planks <= 5 else Act("skip")


def repair(g: Planner, legal: Sequence[Act]) -> Act:
    me = g.me
    spend = [a for a in legal if a[0] == "spend"]
    if not spend:
        return Act("done")
    a = min(spend, key=lambda a: g.res_value(a[1]))
    if me.planks == 6 and g.v.solo is not None and g.turns_left() <= PLANKS_FINISH:
        # late in Solo the seventh plank scores 2 more at the end (``scoring.plank_points``)
        return a if g.res_value(a[1]) < 2.0 else Act("done")
    if me.planks >= 6:
        return Act("done")
    return a if g.res_value(a[1]) < 1.3 or me.planks <= 3 else Act("done")


def offer(g: Planner, legal: Sequence[Act]) -> Act:
    return Act("cancel")


def answer(g: Planner, legal: Sequence[Act]) -> Act:
    deal = g.d.offer
    assert deal is not None

    def worth(counts: list[int], parrots: list[int]) -> float:
        total = 0.0
        for i, n in enumerate(counts):
            if n:
                item = ITEMS[i]
                unit = g.res_value(item) if item in RES else (0.7 if item == "coin" else 2.0)
                total += unit * n
        return total + 1.5 * len(parrots)

    get = worth([deal.give.get(item, 0) for item in ITEMS], list(deal.give_parrots))
    lose = worth([deal.ask.get(item, 0) for item in ITEMS], list(deal.ask_parrots))
    return Act("accept") if get > lose + 0.5 else Act("refuse")


def escape(g: Planner, legal: Sequence[Act]) -> Act:
    me = g.me
    att = g.v.players[g.d.other]
    win, lose = p_duel(me.weapons, me.planks, att.weapons, att.planks)
    return Act("fight") if win > lose + 0.25 else Act("escape")


def parrot(g: Planner, legal: Sequence[Act]) -> Act:
    own = Act("parrot", str(g.me.seat))
    return own if own in legal else legal[0]


def last_fish(g: Planner, legal: Sequence[Act]) -> Act:
    """The last fisherman's set-up question: an AI captain answers at random (its own generator)."""
    return legal[g.rng.randrange(len(legal))]


def steal(g: Planner, legal: Sequence[Act]) -> Act:
    if Act("steal", "treasure") in legal:
        return Act("steal", "treasure")
    steals = [a for a in legal if a[0] == "steal"]
    if not steals:
        return Act("done")
    return max(steals, key=lambda a: g.res_value(a[1]))


def curse(g: Planner, legal: Sequence[Act]) -> Act:
    """Give up what is worth least: a resource or a coin, a plank only when nothing else is left."""

    def cost(a: Act) -> float:
        if a[1] == "coin":
            return g.coin_cost()
        if a[1] == "plank":
            return 9.0
        return g.res_value(a[1])

    return min(legal, key=cost)


#: The decisions answered here and their handlers.
HANDLERS: dict[str, Handler] = {
    "encounter": encounter,
    "roll": roll,
    "pay": pay,
    "track": track,
    "forgo": forgo,
    "reward": reward,
    "extra": extra,
    "overload": overload,
    "planks_token": planks_token,
    "repair": repair,
    "offer": offer,
    "answer": answer,
    "escape": escape,
    "parrot": parrot,
    "last_fish": last_fish,
    "steal": steal,
    "curse": curse,
}
