"""AI captains for 7Seas: random, easy, medium and hard, each deciding from its seat's view only.

Every agent owns an :class:`engines.base.Rng` seeded by the caller, so the same seed,
view and legal list give the same choice. ``choose(view, legal)`` receives
``game.view(seat)`` and ``game.legal_actions()``; nothing else of the game.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence
from typing import Any

from engines.base import Rng
from engines.cards.actions import BOOTY, Action, Play, StealCard, StealFrom
from engines.cards.captures import by_strength, capture_options
from engines.cards.config import CardConfig
from engines.cards.deck import (
    CARD_CODES,
    CARD_NAMES,
    KING_CODE,
    KRAKEN_CODE,
    LADY_CODE,
    STRENGTH,
    SUIT_INDEX,
    VALUE,
)
from engines.cards.game import CardGame

__all__ = [
    "AGENT_LEVELS",
    "DEFAULT_BUDGET",
    "EasyAgent",
    "HardAgent",
    "MediumAgent",
    "RandomAgent",
    "agent_from_rng",
    "make_agent",
]

AGENT_LEVELS: tuple[str, ...] = ("random", "easy", "medium", "hard")
DEFAULT_BUDGET = 0.5
"""Hard's thinking time per decision, in seconds."""


_LIMITS = [0] + [(1 << 64) - ((1 << 64) % n) for n in range(1, 257)]


class RandomAgent:
    """Any legal action, uniformly (the benchmark's agent; needs no view).

    Uniform like ``Rng.randrange`` (same rejection sampling, limits precomputed, no
    draw when there is one choice): this agent is the benchmark's hot path.
    """

    needs_view = False

    def __init__(self, rng: Rng, name: str = "random") -> None:
        self.name = name
        self.rng = rng

    def choose(self, view: Any, legal: Sequence[Action]) -> Action:
        n = len(legal)
        if n == 1:
            return legal[0]
        if n > 256:
            return legal[self.rng.randrange(n)]
        limit = _LIMITS[n]
        next64 = self.rng.next64
        while True:
            x = next64()
            if x < limit:
                return legal[x % n]


class EasyAgent:
    """Legal and a little sensible: takes as many cards as it can, keeps the kraken for a big
    sweep, steals the richest card it sees; otherwise plays at random."""

    needs_view = True

    def __init__(self, rng: Rng, name: str = "easy") -> None:
        self.name = name
        self.rng = rng

    def choose(self, view: Any, legal: Sequence[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        first = legal[0]
        if isinstance(first, StealFrom):
            return legal[self.rng.randrange(len(legal))]
        if isinstance(first, StealCard):
            return max(legal, key=lambda a: VALUE[CARD_CODES[a.card]])  # type: ignore[union-attr]
        best: list[Action] = []
        best_score = -math.inf
        for action in legal:
            assert isinstance(action, Play)
            score = len(action.take) - 2.5 if action.sweep else float(len(action.take))
            if score > best_score:
                best, best_score = [action], score
            elif score == best_score:
                best.append(action)
        return best[self.rng.randrange(len(best))]


# --- round evaluation shared by medium and hard ---------------------------------------------


def _logistic(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-x))


class _Stats:
    """What counts at the round's end, for one collection: cards, gold, the 1s, best per suit."""

    __slots__ = ("best", "count", "gold", "king", "lady")

    def __init__(self, cards: Sequence[int] = (), hidden: int = 0) -> None:
        self.count = len(cards) + hidden
        self.gold = 0
        self.lady = False
        self.king = False
        self.best: list[int | None] = [None, None, None, None]
        for c in cards:
            self.add(c)

    def copy(self) -> _Stats:
        other = _Stats.__new__(_Stats)
        other.count, other.gold, other.lady, other.king = self.count, self.gold, self.lady, self.king
        other.best = list(self.best)
        return other

    def add(self, c: int, count: bool = True) -> None:
        if count:
            self.count += 1
        suit = SUIT_INDEX[c]
        if suit == 0:
            self.gold += 1
        if c == LADY_CODE:
            self.lady = True
        elif c == KING_CODE:
            self.king = True
        b = self.best[suit]
        if b is None or VALUE[c] > b:
            self.best[suit] = VALUE[c]

    def booty(self) -> int:
        return sum(b for b in self.best if b is not None)


def _round_value(me: _Stats, others: Sequence[_Stats], left: int) -> float:
    """Expected points of the round for ``me`` minus the best opponent's, softly.

    ``left`` is how many cards are still to be played this round: the fewer, the
    more a lead in a category is worth.
    """
    scale = 1.0 + left / 8.0
    value = 0.0
    best_count = max(o.count for o in others)
    value += 2 * _logistic((me.count - best_count) / (1.5 * scale)) - 1
    best_gold = max(o.gold for o in others)
    value += 2 * _logistic((me.gold - best_gold) / (0.8 * scale)) - 1
    if me.lady:
        value += 1
    elif any(o.lady for o in others):
        value -= 1
    if me.king:
        value += 1
    elif any(o.king for o in others):
        value -= 1
    best_booty = max(o.booty() for o in others)
    value += 2 * (2 * _logistic((me.booty() - best_booty) / (1.5 * scale)) - 1)
    return value


class MediumAgent:
    """Greedy, one move ahead: the action that leaves the best round standing in every category.

    It scores the cards it would hold after the action (most cards, most gold, lady,
    king, booty total) against what it can see of each opponent, values a steal by
    the best card it could take, and subtracts the expected damage of the next
    player's best capture from the display it leaves (the chance that they hold a
    card of each strength comes from the cards it has not seen).
    """

    needs_view = True
    steal_weight = 1.0

    def __init__(self, rng: Rng, name: str = "medium") -> None:
        self.name = name
        self.rng = rng

    def choose(self, view: Any, legal: Sequence[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        ctx = _Context(view)
        scored: list[float] = []
        for action in legal:
            if isinstance(action, Play):
                scored.append(self._play_value(ctx, action))
            elif isinstance(action, StealFrom):
                scored.append(ctx.source_value(action.source, ctx.me, ctx.left))
            else:
                source = view["steal"]["source"]
                scored.append(ctx.take_value(CARD_CODES[action.card], source, ctx.me, ctx.left))
        top = max(scored)
        best = [i for i, v in enumerate(scored) if v >= top - 1e-9]
        return legal[best[self.rng.randrange(len(best))]]

    def _play_value(self, ctx: _Context, action: Play) -> float:
        card = CARD_CODES[action.card]
        left = ctx.left - 1
        me = ctx.me
        if action.take:
            me = me.copy()
            me.add(card)
            taken = {CARD_CODES[t] for t in action.take}
            for t in taken:
                me.add(t)
            remaining = [d for d in ctx.display if d not in taken]
            last = ctx.seat
        else:
            remaining = [*ctx.display, card]
            last = ctx.last_capturer
        others = ctx.others
        if left == 0 and remaining and last >= 0 and ctx.view["options"]["leftover"] == "last_capturer":
            # the last card of the round: the display goes to the last capturer
            if last == ctx.seat:
                me = me.copy()
                for d in remaining:
                    me.add(d)
            else:
                others = list(others)
                k = ctx.opp_seats.index(last)
                others[k] = others[k].copy()
                for d in remaining:
                    others[k].add(d)
        value = _round_value(me, others, left)
        if action.take and not remaining:
            steal = max((ctx.source_value(src, me, left) for src in ctx.sources()), default=value)
            value += self.steal_weight * max(0.0, steal - value)
        elif remaining and left > 0:
            value -= ctx.response_loss(remaining, me, value, left)
        return value


class _Context:
    """What medium reads from a view, decoded once per decision, and its estimates."""

    def __init__(self, view: Any) -> None:
        self.view = view
        seat = self.seat = view["seat"]
        colls = view["collections"]
        n = len(colls)
        self.me = _Stats([CARD_CODES[c] for c in colls[seat]["cards"]])
        self.opp_seats = [s for s in range(n) if s != seat]
        self.others = [
            _Stats([CARD_CODES[c] for c in colls[s]["cards"]], colls[s]["hidden"]) for s in self.opp_seats
        ]
        self.display = [CARD_CODES[c] for c in view["display"]]
        self.left = sum(view["hand_sizes"]) + view["stock_size"]
        self.last_capturer = view["last_capturer"]
        self.pool = _unknown_cards(view)
        nxt = (seat + 1) % n
        self.next_seat = nxt
        hand = view["hand_sizes"][nxt]
        self.next_hand = hand if hand else min(8, view["stock_size"] // max(1, n))
        self._p_strength: list[float] | None = None

    def sources(self) -> list[int]:
        """Where a steal could come from (the booty pile, opponents with cards)."""
        srcs = [BOOTY] if self.view["booty_size"] else []
        colls = self.view["collections"]
        return srcs + [s for s in self.opp_seats if colls[s]["count"]]

    def p_strength(self) -> list[float]:
        """Chance that the next player holds at least one card of each strength (index 1-10;
        index 0: the kraken)."""
        if self._p_strength is None:
            pool = self.pool
            u = len(pool)
            h = min(self.next_hand, u)
            counts = [0] * 11
            for c in pool:
                if c == KRAKEN_CODE:
                    counts[0] += 1
                else:
                    counts[STRENGTH[c]] += 1
            if u == 0 or h == 0:
                self._p_strength = [0.0] * 11
            else:
                total = math.comb(u, h)
                self._p_strength = [1.0 - math.comb(u - k, h) / total if k else 0.0 for k in counts]
        return self._p_strength

    def response_loss(self, display: list[int], me: _Stats, value: float, left: int) -> float:
        """Expected loss from the next player's best capture in ``display``."""
        p = self.p_strength()
        ordered = sorted(display, key=by_strength)
        options = capture_options(tuple([STRENGTH[d] for d in ordered]))
        k = self.opp_seats.index(self.next_seat)
        opp = self.others[k]
        losses: list[tuple[float, float]] = []
        for strength in range(1, 11):
            if not p[strength] or not options[strength]:
                continue
            worst = 0.0
            for idx in options[strength]:
                taken = [ordered[i] for i in idx]
                worst = max(worst, self._loss(taken, len(taken) == len(ordered), me, opp, k, value, left))
            if worst > 0:
                losses.append((worst, p[strength]))
        if p[0]:
            loss = self._loss(ordered, True, me, opp, k, value, left)
            if loss > 0:
                losses.append((loss, p[0]))
        losses.sort(reverse=True)
        expected, none_yet = 0.0, 1.0
        for loss, chance in losses:
            expected += loss * chance * none_yet
            none_yet *= 1.0 - chance
        return expected

    def _loss(
        self, taken: list[int], clears: bool, me: _Stats, opp: _Stats, k: int, value: float, left: int
    ) -> float:
        after = opp.copy()
        after.count += 1  # the card they play
        for t in taken:
            after.add(t)
        others = list(self.others)
        others[k] = after
        loss = value - _round_value(me, others, left - 1)
        if clears:
            loss += 0.5  # they steal, most likely from us
        return loss

    def source_value(self, source: int, me: _Stats, left: int) -> float:
        """The round value after the best steal from ``source`` (expected, for the unseen booty pile)."""
        view = self.view
        if source == BOOTY:
            known = [CARD_CODES[c] for c in view["booty_cards"]]
            candidates = known or self.pool
            if not candidates:
                return -math.inf
            gains = sorted((self.take_value(c, BOOTY, me, left) for c in candidates), reverse=True)
            if known:
                return gains[0]
            return _expected_max(gains, max(1, min(view["booty_size"], len(gains))))
        cards = [CARD_CODES[c] for c in view["collections"][source]["cards"]]
        if not cards:
            # only hidden cards: they came from the booty pile
            return self.source_value(BOOTY, me, left) if self.pool else -math.inf
        return max(self.take_value(c, source, me, left) for c in cards)

    def take_value(self, card: int, source: int, me: _Stats, left: int) -> float:
        """The round value after taking ``card`` from ``source``."""
        after = me.copy()
        after.add(card)
        if source == BOOTY:
            return _round_value(after, self.others, left)
        colls = self.view["collections"]
        k = self.opp_seats.index(source)
        victim = _Stats(
            [c for c in (CARD_CODES[x] for x in colls[source]["cards"]) if c != card],
            colls[source]["hidden"] - (0 if CARD_NAMES[card] in colls[source]["cards"] else 1),
        )
        others = list(self.others)
        others[k] = victim
        return _round_value(after, others, left)


def _expected_max(values_desc: Sequence[float], k: int) -> float:
    """Expected maximum of ``k`` values drawn without replacement from ``values_desc`` (sorted, best first)."""
    n = len(values_desc)
    total = math.comb(n, k)
    return sum(values_desc[i] * math.comb(n - 1 - i, k - 1) / total for i in range(n - k + 1))


def _unknown_cards(view: Any) -> list[int]:
    """Cards this seat cannot place: other hands, the unseen booty pile, the stock, hidden loot."""
    seen = {CARD_CODES[c] for c in view["hand"]}
    seen.update(CARD_CODES[c] for c in view["display"])
    seen.update(CARD_CODES[c] for c in view["booty_cards"])
    for coll in view["collections"]:
        seen.update(CARD_CODES[c] for c in coll["cards"])
    return [c for c in range(40) if c not in seen]


# --- hard: determinized sampling over the hidden cards -------------------------------------

_PHASE_OF_DECISION = {
    "cards.decision.play": "play",
    "cards.decision.steal_source": "steal_source",
    "cards.decision.steal_card": "steal_card",
}


def _weight(c: int) -> float:
    """A card's worth to the playout policy: a card counted, its booty, gold, the 1s."""
    w = 1.0 + 0.25 * VALUE[c]
    if SUIT_INDEX[c] == 0:
        w += 0.6
    if c in (LADY_CODE, KING_CODE):
        w += 2.0
    return w


_WEIGHT = tuple(_weight(c) for c in range(40))


class _World:
    """Builds imagined full games consistent with one view: the unseen cards dealt at random."""

    def __init__(self, view: Any) -> None:
        self.view = view
        seat = self.seat = view["seat"]
        n = view["players"]
        opts = view["options"]
        self.config = CardConfig(
            players=n,
            target=view["goal"],
            ties=opts["ties"],
            leftover=opts["leftover"],
            finish=opts["finish"],
        )
        self.pool = _unknown_cards(view)
        self.hand = [CARD_CODES[c] for c in view["hand"]]
        self.display = [CARD_CODES[c] for c in view["display"]]
        self.booty_known = [CARD_CODES[c] for c in view["booty_cards"]]
        self.visible = [[CARD_CODES[c] for c in coll["cards"]] for coll in view["collections"]]
        self.hidden = [coll["hidden"] for coll in view["collections"]]
        self.hand_sizes = list(view["hand_sizes"])
        self.phase = _PHASE_OF_DECISION[view["decision"]]
        steal = view["steal"]
        self.steal_source = steal["source"] if steal and steal["stage"] == "card" else BOOTY
        need = sum(self.hand_sizes) - self.hand_sizes[seat] + view["stock_size"] + sum(self.hidden)
        if not self.booty_known:
            need += view["booty_size"]
        if need != len(self.pool):
            raise ValueError("the view does not add up to 40 cards")

    def sample(self, rnd: random.Random) -> CardGame:
        view = self.view
        pool = list(self.pool)
        rnd.shuffle(pool)
        g = CardGame.__new__(CardGame)
        g.config = self.config
        g.seed = 0
        g.rng = Rng(0)
        g.round = view["round"]
        g.deal = view["deal"]
        g.starter = view["starter"]
        g.current = view["to_act"]
        g.phase = self.phase
        pos = 0
        hands = []
        for s, size in enumerate(self.hand_sizes):
            if s == self.seat:
                hands.append(list(self.hand))
            else:
                hands.append(sorted(pool[pos : pos + size]))
                pos += size
        g.hands = hands
        g.display = list(self.display)
        if self.booty_known:
            g.booty = list(self.booty_known)
        else:
            g.booty = pool[pos : pos + view["booty_size"]]
            pos += view["booty_size"]
        g.stock = pool[pos : pos + view["stock_size"]]
        pos += view["stock_size"]
        colls = []
        for s, cards in enumerate(self.visible):
            extra = self.hidden[s]
            colls.append(cards + pool[pos : pos + extra])
            pos += extra
        g.collections = colls
        g.secret = {}
        g.booty_seen = 0
        g.steal_source = self.steal_source
        g.last_capturer = view["last_capturer"]
        g.track = list(view["track"])
        g.winners = []
        g.last_scoring = {}
        g._legal = None
        g._playout = True
        return g


def _steal_choice(g: CardGame, legal: Sequence[Action], rnd: random.Random) -> Action:
    """Steals inside a playout: the source holding the best card by weight, then that card."""
    weight = _WEIGHT
    best: Action = legal[0]
    best_score = -math.inf
    for action in legal:
        if type(action) is StealFrom:
            src = action.source
            pile = g.booty if src == BOOTY else g.collections[src]
            score = max(weight[c] for c in pile) + (0.3 if src != BOOTY else 0.0) + rnd.random() * 0.2
        else:
            score = weight[CARD_CODES[action.card]]  # type: ignore[union-attr]
        if score > best_score:
            best, best_score = action, score
    return best


def _greedy_reply(g: CardGame, legal: Sequence[Action], rnd: random.Random) -> Action:
    """The playout policy: the mover picks the play with the best round evaluation of its
    collection (as medium does, without the risk term), keeping clear of leaving a lone
    card; in an imagined world every mover knows its own hand."""
    if len(legal) == 1:
        return legal[0]
    first = legal[0]
    if type(first) is not Play:
        return _steal_choice(g, legal, rnd)
    mover = g.current
    colls = g.collections
    me = _Stats(colls[mover])
    others = [_Stats(c) for s, c in enumerate(colls) if s != mover]
    left = sum(len(h) for h in g.hands) + len(g.stock) - 1
    display_size = len(g.display)
    base = _round_value(me, others, left)
    best: Action = first
    best_score = -math.inf
    for action in legal:
        take = action.take  # type: ignore[union-attr]
        card = CARD_CODES[action.card]  # type: ignore[union-attr]
        if take:
            after = me.copy()
            after.add(card)
            for t in take:
                after.add(CARD_CODES[t])
            score = _round_value(after, others, left)
            rest = display_size - len(take)
            if rest == 0:
                score += 0.5
            elif rest == 1:
                score -= 0.3
        else:
            score = base - 0.08 * max(0, VALUE[card]) - (0.3 if display_size == 0 else 0.0)
        score += rnd.random() * 0.01
        if score > best_score:
            best, best_score = action, score
    return best


def _leaf_value(g: CardGame, seat: int) -> float:
    """A soft evaluation of an unfinished round from ``seat``'s side, in playout units."""
    colls = g.collections
    me = _Stats(colls[seat])
    others = [_Stats(c) for s, c in enumerate(colls) if s != seat]
    left = sum(len(h) for h in g.hands) + len(g.stock)
    return _round_value(me, others, left) / 6.0


class HardAgent:
    """Determinized sampling with a short greedy look-ahead.

    Each sample deals the cards the seat cannot see at random, consistently with its
    view (the other hands, the booty pile unless it has looked, the stock, cards hidden
    in collections), applies one of the legal actions in that imagined game and lets
    every player answer greedily for ``horizon`` more plays (default: two per player),
    or to the round's scoring if that comes first. The result is the round evaluation
    medium uses (or the real scoring), from this seat's side. UCB1 shares the samples
    between the actions; the most sampled one is chosen.

    ``budget`` is wall-clock seconds per decision; ``iterations`` (tests, experiments)
    fixes the number of samples instead, so a choice never depends on timing.
    """

    needs_view = True

    def __init__(
        self,
        rng: Rng,
        budget: float | None = None,
        iterations: int | None = None,
        name: str = "hard",
        horizon: int | None = None,
        explore: float = 0.6,
    ) -> None:
        self.name = name
        self.rng = rng
        self.budget = DEFAULT_BUDGET if budget is None else budget
        self.iterations = iterations
        self.horizon = horizon
        self.explore = explore
        self.last_samples = 0

    def choose(self, view: Any, legal: Sequence[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        rnd = random.Random(self.rng.next64())
        world = _World(view)
        seat = view["seat"]
        horizon = 2 * view["players"] if self.horizon is None else self.horizon
        explore = self.explore
        n = len(legal)
        visits = [0] * n
        totals = [0.0] * n
        deadline = time.perf_counter() + self.budget
        limit = self.iterations
        samples = 0
        while True:
            if limit is not None:
                if samples >= limit:
                    break
            elif samples >= n and (samples & 3) == 0 and time.perf_counter() >= deadline:
                break
            if samples < n:
                i = samples
            else:
                log_total = math.log(samples)
                i = max(
                    range(n),
                    key=lambda k: totals[k] / visits[k] + explore * math.sqrt(log_total / visits[k]),
                )
            g = world.sample(rnd)
            g._do(legal[i], None)
            plies = 0
            while g.phase != "over" and plies < horizon:
                g._do(_greedy_reply(g, g.legal_actions(), rnd), None)
                plies += 1
            visits[i] += 1
            totals[i] += _playout_value(g, seat) if g.phase == "over" else _leaf_value(g, seat)
            samples += 1
        self.last_samples = samples
        best = max(range(n), key=lambda k: (visits[k], totals[k] / visits[k] if visits[k] else -math.inf))
        return legal[best]


def _playout_value(g: CardGame, seat: int) -> float:
    """A finished playout from ``seat``'s side, about -1..1: the round's points against the
    best opponent's, and winning or losing the game if it ended."""
    rows = g.last_scoring["seats"]
    mine = rows[seat]["points"]
    best_other = max(row["points"] for s, row in enumerate(rows) if s != seat)
    value = (mine - best_other) / 6.0
    if g.winners:
        value += 0.5 if seat in g.winners else -0.5
    return float(value)


def make_agent(level: str, seed: int, budget: float | None = None) -> Any:
    """An AI captain of ``level`` (``AGENT_LEVELS``) with its own generator seeded by ``seed``.

    ``budget`` is the thinking time per decision in seconds (hard only; default 0.5).
    """
    return agent_from_rng(level, Rng(seed), budget)


def agent_from_rng(level: str, rng: Rng, budget: float | None = None) -> Any:
    """Like :func:`make_agent`, with a generator the caller already made (the simulator's)."""
    if level == "random":
        return RandomAgent(rng)
    if level == "easy":
        return EasyAgent(rng)
    if level == "medium":
        return MediumAgent(rng)
    if level == "hard":
        return HardAgent(rng, budget)
    raise ValueError(f"unknown AI level {level!r}; choose from {', '.join(AGENT_LEVELS)}")
