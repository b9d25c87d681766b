"""The hard captain: determinized sampling of the hidden cards with a short greedy look-ahead, shared by UCB1."""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence

from engines.base import Rng
from engines.cards.actions import BOOTY, Action, Play, StealFrom
from engines.cards.decision import OVER
from engines.cards.deck import CARD_CODES, KING_CODE, LADY_CODE, SUIT_INDEX, VALUE
from engines.cards.evaluation import Stats, round_value
from engines.cards.game import CardGame
from engines.cards.view import CardView
from engines.cards.worlds import WorldSampler

__all__ = ["DEFAULT_BUDGET", "HardAgent"]

DEFAULT_BUDGET = 0.5
"""Hard's thinking time per decision, in seconds."""


def _weight(c: int) -> float:
    """A card's worth to the playout policy: a card counted, its booty, gold, the 1s."""
    w = 1.0 + 0.25 * VALUE[c]
    if SUIT_INDEX[c] == 0:
        w += 0.6
    if c in (LADY_CODE, KING_CODE):
        w += 2.0
    return w


_WEIGHT = tuple(_weight(c) for c in range(40))


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
    me = Stats(colls[mover])
    others = [Stats(c) for s, c in enumerate(colls) if s != mover]
    left = sum(len(h) for h in g.hands) + len(g.stock) - 1
    display_size = len(g.display)
    base = round_value(me, others, left)
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
            score = round_value(after, others, left)
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
    me = Stats(colls[seat])
    others = [Stats(c) for s, c in enumerate(colls) if s != seat]
    left = sum(len(h) for h in g.hands) + len(g.stock)
    return round_value(me, others, left) / 6.0


def _playout_value(g: CardGame, seat: int) -> float:
    """A finished playout from ``seat``'s side, about -1..1: the round's points against the
    best opponent's, and winning or losing the game if it ended."""
    scoring = g.last_scoring
    assert scoring is not None
    rows = scoring.seats
    mine = rows[seat].points
    best_other = max(row.points for s, row in enumerate(rows) if s != seat)
    value = (mine - best_other) / 6.0
    if g.winners:
        value += 0.5 if seat in g.winners else -0.5
    return float(value)


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

    def choose(self, view: CardView, legal: Sequence[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        rnd = random.Random(self.rng.next64())
        worlds = WorldSampler(view)
        seat = view.seat
        horizon = 2 * view.config.players if self.horizon is None else self.horizon
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
            g = worlds.sample(rnd)
            g.step(legal[i])
            plies = 0
            while g.phase != OVER and plies < horizon:
                g.step(_greedy_reply(g, g.legal_actions(), rnd))
                plies += 1
            visits[i] += 1
            totals[i] += _playout_value(g, seat) if g.phase == OVER else _leaf_value(g, seat)
            samples += 1
        self.last_samples = samples
        best = max(range(n), key=lambda k: (visits[k], totals[k] / visits[k] if visits[k] else -math.inf))
        return legal[best]
