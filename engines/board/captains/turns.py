"""The greedy captains' planning of a turn: where to put the hideout, which spot to take, which actions to
play and where to sail (the decisions ``hideout``, ``place``, ``reduce``, ``action``, ``home``, ``sail``).

Every function takes the :class:`~engines.board.captains.planner.Planner` that read the view; the values of
spots and actions are plans of the whole turn (the spot's two actions, the sea to reach for them).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from collections.abc import Set as AbstractSet
from functools import lru_cache

from engines.board import odds
from engines.board.actions import Act
from engines.board.captains.chances import p_duel
from engines.board.captains.planner import ISLANDS, PORTS, Handler, Planner
from engines.board.core import can_pay_counts, trade_of
from engines.board.decision import TurnInfo
from engines.board.scoring import plank_points

__all__ = ["HANDLERS", "actions_left", "attack_value", "fresh_card_value", "place_value", "sail_plan"]

#: Solo: how much more than the top card a fresh one must be worth for the captain to reveal it on entering a
#: sea (free) or to explore for it where it stops (a movement point); and the share of the sail still ahead
#: that an encounter revealed on the way costs (a won encounter ends the sail there)
REVEAL_MARGIN = 0.1
EXPLORE_MARGIN = 0.3
REVEAL_ONWARD = 0.5
#: Solo: what stopping the turn's sail in a sea is worth to the next turn, as a share of what the island or port
#: on top of it is worth to a Land or Dock then (counted where the turn has no landing or docking left, so the
#: next turn may land or dock there without sailing); an upgrade's worth beyond its base at the game's start
#: (less in its middle, below the base at its end: its dice serve every later roll); and from how many turns
#: left a hull is finished for the final score (7 planks score 3, 5-6 score 1). AI.md, "a medium captain that
#: looks a turn ahead"
NEXT_TURN_SHARE = 0.55
UPGRADE_EARLY = 2.0
PLANKS_FINISH = 6


# --- plans ------------------------------------------------------------------------------------------------
def actions_left(turn: TurnInfo | None) -> set[str]:
    """The main actions of the turn's spot not played or blocked yet."""
    if turn is None or turn.spot <= 0:
        return set()
    return {a for a in turn.actions if a not in turn.done and a not in turn.blocked}


def distances(g: Planner, mp: int) -> Mapping[int, int]:
    """Ring positions reachable within ``mp`` moves and their distance."""
    return _distances(g.me.loc, g.me.hideout, mp)


@lru_cache(maxsize=512)
def _distances(loc: int, hideout: int, mp: int) -> Mapping[int, int]:
    """:func:`distances` from ring position ``loc`` (-1: the hideout ``hideout``), remembered (shared: read
    only)."""
    starts = {hideout: 1, (hideout + 1) % 7: 1} if loc < 0 else {loc: 0}
    out: dict[int, int] = {}
    for start, d0 in starts.items():
        for step in range(-mp, mp + 1):
            d = d0 + abs(step)
            if d <= mp:
                pos = (start + step) % 7
                if pos not in out or out[pos] > d:
                    out[pos] = d
    return out


def vagabond_toll(g: Planner) -> float:
    """What meeting the Vagabond now costs (Solo): coins as his intensity, the missing ones in resources, then
    in planks (Encounter the Vagabond)."""
    solo = g.v.solo
    if solo is None:
        return 0.0
    me = g.me
    n = solo.intensity
    coins = min(n, me.coins)
    res = min(n - coins, sum(me.res))
    return coins * 0.5 + res * 0.6 + (n - coins - res) * 1.0


def _enters(start: int, pos: int, vsea: int, enter_start: bool) -> bool:
    """Whether the shorter way from ring position ``start`` to ``pos`` enters the sea ``vsea``."""
    if start == vsea and enter_start:
        return True
    fwd = (pos - start) % 7
    step = 1 if fwd <= 7 - fwd else -1
    here = start
    while here != pos:
        here = (here + step) % 7
        if here == vsea:
            return True
    return False


def vagabond_risk(g: Planner, pos: int, moved: bool = True) -> float:
    """Solo: what ending the turn on ring position ``pos`` risks from the Vagabond (nothing at the hideout,
    ``pos`` -1): entering his sea on the way (``moved``) meets him now; and after the round's second turn his
    phase moves him by the stars of ``intensity`` exploration dice towards the ship."""
    solo = g.v.solo
    if solo is None or pos < 0 or solo.vsea < 0:
        return 0.0
    risk = 0.0
    toll = vagabond_toll(g)
    me = g.me
    if moved:
        starts = [(me.hideout, True), ((me.hideout + 1) % 7, True)] if me.loc < 0 else [(me.loc, False)]
        if all(_enters(start, pos, solo.vsea, enter) for start, enter in starts):
            risk += toll
    turn = g.d.turn
    if turn is not None and turn.cycle == 2:
        ahead = (pos - solo.vsea) % 7
        dist = min(ahead, 7 - ahead)
        reach = 1.0 if dist == 0 else _p_reach(min(solo.intensity, 5), dist)
        risk += reach * toll
    return risk


@lru_cache(maxsize=64)
def _p_reach(dice: int, dist: int) -> float:
    """The chance that ``dice`` exploration dice roll at least ``dist`` stars (remembered: the odds are exact
    fractions, and a rollout asks for them at every sea of every plan)."""
    return float(odds.explore_odds(dice, dist))


def next_turn_value(g: Planner, sea: str) -> float:
    """Solo: what the island or port on top of ``sea`` is worth to a Land or Dock of the next turn (0 for an
    encounter or an empty sea)."""
    pile = g.v.revealed[sea]
    if not pile or g.t.ctype[pile[-1]] == "encounter":
        return 0.0
    return max(0.0, g.landing_value(g.c.cards[pile[-1]], {"land", "dock"}))


def sail_plan(g: Planner, mp: int, remaining: AbstractSet[str]) -> tuple[float, int]:
    """The best sea to reach for the actions left (value, ring position or -1 for home); in Solo the
    Vagabond's toll counts (:func:`vagabond_risk`)."""
    best = (-0.1, -9)
    ring = g.v.ring
    solo = g.v.solo is not None
    for pos, d in distances(g, mp).items():
        value = g.target_value(ring[pos], remaining) - 0.05 * d
        if solo:
            value -= vagabond_risk(g, pos, moved=d > 0)
            if not (remaining & {"land", "dock"}):
                value += NEXT_TURN_SHARE * next_turn_value(g, ring[pos])
        if pos == g.me.loc:
            value += 0.05
        if value > best[0]:
            best = (value, pos)
    if not (remaining & {"land", "dock"}):
        home = home_value(g)
        me = g.me
        if me.loc < 0:
            dist = 0
        elif me.hideout in (me.loc, (me.loc - 1) % 7):
            dist = 1
        else:
            dist = 99
            for pos, d in distances(g, mp).items():
                if me.hideout in (pos, (pos - 1) % 7):
                    dist = min(dist, d + 1)
        if dist <= mp and home > best[0]:
            best = (home, -1)
    return best


def fresh_card_value(
    g: Planner, sea: str, remaining: AbstractSet[str], stay: bool, old: float = 0.0, onward: float = 0.0
) -> float:
    """Solo: the mean worth of a card drawn fresh from ``sea``'s deck (the mode's cards of that sea: the order
    of the draw is hidden) for the actions ``remaining`` this turn. An encounter is met at once and leaves the
    card under it on top (worth ``old`` where the ship stays, nothing where it sails on); winning it ends the
    sail, which costs a share of ``onward``, the value of the sail still ahead. An island or a port covers the
    top card: it counts where the ship stays, for the landing or docking left."""
    deck = g.t.mode_decks[g.v.config.mode][sea]
    if not deck:
        return old
    # the sums over the deck, remembered for the position (``Planner.known``): the encounters', and where the
    # ship stays the islands' and ports' for the landing or docking left
    known = g.known
    ctype = g.t.ctype
    key = "fresh " + sea
    encounters = known.get(key)
    if encounters is None:
        encounters = 0.0
        count = 0
        for cid in deck:
            if ctype[cid] == "encounter":
                encounters += g.encounter_value(g.c.cards[cid])
                count += 1
        known[key] = encounters
        known[key + " n"] = count
    total = encounters + known[key + " n"] * (old - REVEAL_ONWARD * onward)
    if stay:
        key = f"fresh {sea} {'land' in remaining:d}{'dock' in remaining:d}"
        stays = known.get(key)
        if stays is None:
            stays = known[key] = sum(g.landing_value(g.c.cards[cid], remaining) for cid in deck)
        total += stays
    return total / len(deck)


def reveal_or_not(g: Planner, move: Act, legal: Sequence[Act], remaining: AbstractSet[str], pos: int) -> Act:
    """Solo: enter ``move``'s sea revealing a new card (free, when its top card is an island or a port) when a
    fresh card is worth more than the top one: at the sail's end (ring position ``pos``) for the actions left;
    on the way for the encounter it may bring (AI.md, "Solo sailing")."""
    sea = move[1]
    reveal = Act("move", sea, "reveal")
    if reveal not in legal:
        return move
    if g.v.ring[pos] == sea:
        old = g.target_value(sea, remaining)
        fresh = fresh_card_value(g, sea, remaining, True, old)
    else:
        old = 0.0
        onward = max(0.0, sail_plan(g, max(0, g.d.points - 1), remaining)[0])
        fresh = fresh_card_value(g, sea, remaining, False, onward=onward)
    return reveal if fresh > old + REVEAL_MARGIN else move


def home_value(g: Planner) -> float:
    """What ending the turn at my hideout is worth."""
    me = g.me
    value = 0.8 if g.adv else 1.6
    if me.planks < 7:
        value += 0.5
    return value


def upgrade_value(g: Planner, track: str) -> float:
    """What upgrading ``track`` (sails | weapons) one level is worth."""
    me = g.me
    level = (me.sails if track == "sails" else me.weapons) + 1
    table = {2: 1, 3: 3, 4: 5, 5: 7} if g.adv else {3: 1, 4: 3, 5: 5}
    gain = table.get(level, 0) - table.get(level - 1, 0)
    value = 1.5 + gain + (g.profile.sails if track == "sails" else g.profile.weapons)
    if g.v.solo is not None:
        value += UPGRADE_EARLY * (g.turns_left() - 7) / 7
    if track == "sails" and me.sails <= me.weapons:
        value += 0.3
    return value


def can_upgrade(g: Planner, track: str) -> bool:
    """Whether my hold pays the next upgrade of ``track`` (no substitution)."""
    level = g.me.sails if track == "sails" else g.me.weapons
    cost = g.t.upgrade[g.v.mode][track].get(level)  # None at the top of the track
    return cost is not None and can_pay_counts(g.me.res, cost, False, False)


def renovate_value(g: Planner) -> float:
    """What the Renovate action is worth now: the best upgrade my hold pays, else the repair (remembered for
    the position: ``Planner.known``)."""
    value = g.known.get("renovate")
    if value is None:
        ups = [upgrade_value(g, t) for t in ("sails", "weapons") if can_upgrade(g, t)]
        value = g.known["renovate"] = max(ups) if ups else (0.6 if g.me.planks <= 4 else 0.2)
    return value


def attack_value(g: Planner, seat: int) -> float:
    """What attacking the captain at ``seat`` is worth (the duel's odds, their escape, the prize)."""
    me = g.me
    other = g.v.players[seat]
    win, lose = p_duel(me.weapons, me.planks, other.weapons, other.planks)
    esc = float(odds.escape_odds(other.sails, me.sails))
    prize = 1.0 + 0.3 * sum(other.res) ** 0.5 + (0.5 if other.treasures else 0)
    return float((1 - esc) * (win * prize - lose * 2.5) - 0.2)


def pair_value(g: Planner, acts: frozenset[str]) -> float:
    """What a spot's two main actions ``acts`` are worth this turn (remembered for the decision: a placement
    asks for each spot once per token)."""
    value = g.pairs.get(acts)
    if value is None:
        value = g.pairs[acts] = _pair_value(g, acts)
    return value


def _pair_value(g: Planner, acts: frozenset[str]) -> float:
    me = g.me
    value = 0.0
    here = g.here()
    if "renovate" in acts:
        value += renovate_value(g)
    if "sail" in acts:
        plan, _ = sail_plan(g, me.sails, acts - {"sail"})
        value += max(plan, 0.5)
    else:
        if g.v.solo is not None:
            value -= vagabond_risk(g, me.loc, moved=False)
        if "land" in acts and here is not None and here.kind in ISLANDS:
            value += max(0.3, g.best_island(here)[0])
        elif "land" in acts:
            value += 0.2
        if "dock" in acts and here is not None and here.kind in PORTS:
            value += max(0.3, g.port_value(here))
        elif "dock" in acts:
            value += 0.2
    return value


def place_value(g: Planner, a: Act) -> float:
    """What placing token ``a[1]`` on spot ``a[2]`` is worth (the plan of its two actions)."""
    tok, spot = a[1], int(a[2]) - 1
    value = pair_value(g, frozenset(g.t.spot_names[g.v.mode][spot]))
    occupants = g.v.spots[spot]
    if g.adv and occupants and (tok == "officer" or any(o[1] == "captain" for o in occupants)):
        value -= 1.2
    # keep the captain for later when an officer will do
    if tok == "captain" and g.me.officer < 0:
        value -= 0.05
    return value


# --- decisions ------------------------------------------------------------------------------------------
def hideout(g: Planner, legal: Sequence[Act]) -> Act:
    ring = g.v.ring

    def score(a: Act) -> float:
        k = int(a[1])
        return sum(g.target_value(ring[s], {"land", "dock"}) for s in (k, (k + 1) % 7))

    return max(legal, key=score)


def place(g: Planner, legal: Sequence[Act]) -> Act:
    best = (-99.0, legal[0])
    for a in legal:
        value = place_value(g, a)
        if value > best[0]:
            best = (value, a)
    return best[1]


def reduce(g: Planner, legal: Sequence[Act]) -> Act:
    # reduce the action worth least at full strength
    order = {"renovate": 0, "dock": 1, "land": 2, "sail": 3}
    here = g.here()
    scores = {}
    for a in legal:
        x = a[1]
        if x == "renovate":
            scores[a] = 0.5 if not (can_upgrade(g, "sails") or can_upgrade(g, "weapons")) else 3.0
        elif x == "land":
            scores[a] = g.best_island(here)[0] if here is not None and here.kind in ISLANDS else 0.2
        elif x == "dock":
            scores[a] = g.port_value(here) if here is not None and here.kind in PORTS else 0.2
        else:
            scores[a] = 1.0 + order[x] * 0.01
    return min(legal, key=lambda a: scores[a])


def action(g: Planner, legal: Sequence[Act]) -> Act:
    turn = g.d.turn
    me = g.me
    remaining = actions_left(turn)
    best: tuple[float, Act] = (-99.0, legal[0])
    card = g.here()
    for a in legal:
        verb = a[0]
        if verb == "end":
            value = 0.0
        elif verb in ("upgrade", "both"):
            value = upgrade_value(g, a[1])
            if verb == "both":
                value += 0.5 * min(3, 7 - me.planks) - g.res_value("rum")
        elif verb == "repair":
            missing = 7 - me.planks
            value = (0.6 if me.planks <= 4 else 0.25) * min(missing, 1 + me.res[1])
            if g.v.solo is not None and g.turns_left() <= PLANKS_FINISH:
                # late in Solo the repair is worth the final points it brings: the free plank, then one per
                # wood, fabric or metal spent (each 0.4)
                hull = g.c.planks
                spare = sum(me.res[1:4])
                for k in range(min(missing - 1, spare) + 1):
                    gain = plank_points(True, min(hull, me.planks + 1 + k), hull) - plank_points(
                        True, me.planks, hull
                    )
                    value = max(value, gain - 0.4 * k)
        elif verb == "fix":
            value = 0.5 if me.planks <= 4 else 0.2
        elif verb == "land" and card is not None:
            value = g.task_value(card, a[1]) if a[1] != "trade" or g.can_pay(trade_of(card).cost) else -9
        elif verb == "dock" and card is not None:
            value = g.port_value(card)
        elif verb in ("sail", "coast"):
            mp = 1 if verb == "coast" else me.sails
            value, _ = sail_plan(g, mp, remaining - {"sail"})
            value = max(value, 0.4) - (0.3 if verb == "coast" else 0.0)
        elif verb in ("scavenge", "work"):
            value = 0.3 + 0.5 * g.res_value(a[1])
        elif verb == "await":
            value = 0.75 if g.adv else 0.6
            if me.coins >= 4:
                value -= 0.2
        elif verb == "fish":
            value = 0.7 * g.res_value("food")
        elif verb == "attack":
            value = attack_value(g, int(a[1]))
        else:  # trade
            value = -1.0
        if verb in ("fish", "await") and a[1] in remaining and len(remaining) == 2:
            # a default action gives up the better main action last
            value -= 0.01 * (a[1] == "sail")
        if value > best[0]:
            best = (value, a)
    return best[1]


def home(g: Planner, legal: Sequence[Act]) -> Act:
    return max(legal, key=lambda a: g.res_value(a[1]))


def sail(g: Planner, legal: Sequence[Act]) -> Act:
    turn = g.d.turn
    remaining = actions_left(turn)
    mp = g.d.points
    me = g.me
    value, pos = sail_plan(g, mp, remaining)
    boost = Act("boost")
    if pos == -1:
        if me.loc < 0:
            return Act("stop")
        go_home = Act("move", "home")
        if go_home in legal:
            return go_home
        return step_towards_home(g, legal)
    solo = g.v.solo is not None
    if pos >= 0 and pos != me.loc:
        move = step_towards(g, pos, legal)
        if move is not None:
            return reveal_or_not(g, move, legal, remaining, pos) if solo else move
    explore = Act("explore")
    if solo and pos == me.loc and explore in legal:
        # Solo: where the ship stops, explore when a fresh card is worth more than the top one
        sea = g.v.ring[pos]
        old = g.target_value(sea, remaining)
        if fresh_card_value(g, sea, remaining, True, old) > old + EXPLORE_MARGIN:
            return explore
    if pos == me.loc and value > 0.3:
        return Act("stop")
    if explore in legal and (remaining & {"land", "dock"} or value <= 0.3):
        return explore
    if mp <= 0 and boost in legal and remaining:
        return boost
    return Act("stop")


def step_towards(g: Planner, pos: int, legal: Sequence[Act]) -> Act | None:
    """The move one sea closer to ring position ``pos`` (``None`` if not legal)."""
    ring = g.v.ring
    me = g.me
    loc = me.loc
    if loc < 0:
        cands = [me.hideout, (me.hideout + 1) % 7]
        nxt = min(cands, key=lambda s: min((pos - s) % 7, (s - pos) % 7))
    else:
        fwd = (pos - loc) % 7
        nxt = (loc + 1) % 7 if fwd <= 7 - fwd else (loc - 1) % 7
    a = Act("move", ring[nxt])
    return a if a in legal else None


def step_towards_home(g: Planner, legal: Sequence[Act]) -> Act:
    """The move towards the nearer of my hideout's two seas."""
    me = g.me
    targets = (me.hideout, (me.hideout + 1) % 7)
    best = min(targets, key=lambda t: min((t - me.loc) % 7, (me.loc - t) % 7))
    step = step_towards(g, best, legal)
    return step if step is not None else Act("stop")


#: The turn's decisions and their handlers.
HANDLERS: dict[str, Handler] = {
    "hideout": hideout,
    "place": place,
    "reduce": reduce,
    "action": action,
    "home": home,
    "sail": sail,
}
