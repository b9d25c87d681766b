"""AI captains for 7Seas: random, easy, medium and hard, each deciding from its seat's view only.

Every agent owns an :class:`engines.base.Rng` seeded by the caller, so the same seed,
view and legal list give the same choice. ``choose(view, legal)`` receives
``game.view(seat)`` and ``game.legal_actions()``; nothing else of the game.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from engines.base import Rng
from engines.cards.actions import BOOTY, Action, Play, StealCard, StealFrom
from engines.cards.deck import CARD_CODES, KING_CODE, KRAKEN_CODE, LADY_CODE, SUIT_INDEX, VALUE

__all__ = ["AGENT_LEVELS", "DEFAULT_BUDGET", "EasyAgent", "MediumAgent", "RandomAgent", "make_agent"]

AGENT_LEVELS: tuple[str, ...] = ("random", "easy", "medium", "hard")
DEFAULT_BUDGET = 0.5
"""Hard's thinking time per decision, in seconds."""


class RandomAgent:
    """Any legal action, uniformly (the benchmark's agent; needs no view)."""

    needs_view = False

    def __init__(self, rng: Rng, name: str = "random") -> None:
        self.name = name
        self.rng = rng

    def choose(self, view: Any, legal: Sequence[Action]) -> Action:
        return legal[self.rng.randrange(len(legal))]


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
            if action.sweep:
                score = len(action.take) - 2.5
            else:
                score = float(len(action.take))
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

    __slots__ = ("count", "gold", "lady", "king", "best")

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
    king, booty total) against what it can see of each opponent, adds a bonus for
    clearing the display (a steal) and a small penalty for the cards it leaves
    lying for the next player.
    """

    needs_view = True

    def __init__(self, rng: Rng, name: str = "medium") -> None:
        self.name = name
        self.rng = rng

    def choose(self, view: Any, legal: Sequence[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        seat = view["seat"]
        colls = view["collections"]
        me = _Stats([CARD_CODES[c] for c in colls[seat]["cards"]])
        others = [
            _Stats([CARD_CODES[c] for c in coll["cards"]], coll["hidden"])
            for s, coll in enumerate(colls)
            if s != seat
        ]
        opp_index = [s for s in range(len(colls)) if s != seat]
        left = sum(view["hand_sizes"]) + view["stock_size"]
        first = legal[0]
        scored: list[tuple[float, int]] = []
        for i, action in enumerate(legal):
            if isinstance(action, Play):
                score = self._play_value(view, action, me, others, left)
            elif isinstance(action, StealFrom):
                score = self._source_value(view, action.source, me, others, opp_index, left)
            else:
                assert isinstance(first, StealCard)
                score = self._take_value(view, CARD_CODES[action.card], me, others, opp_index, left)  # type: ignore[union-attr]
            scored.append((score, i))
        top = max(s for s, _ in scored)
        best = [i for s, i in scored if s >= top - 1e-9]
        return legal[best[self.rng.randrange(len(best))]]

    def _play_value(self, view: Any, action: Play, me: _Stats, others: list[_Stats], left: int) -> float:
        card = CARD_CODES[action.card]
        display = [CARD_CODES[c] for c in view["display"]]
        after = me
        if action.take:
            after = me.copy()
            after.add(card)
            for t in action.take:
                after.add(CARD_CODES[t])
            taken = {CARD_CODES[t] for t in action.take}
            remaining = [d for d in display if d not in taken]
        else:
            remaining = display + [card]
        value = _round_value(after, others, left - 1)
        if action.take and not remaining:
            value += 0.6  # a steal follows
        elif remaining:
            # the next player may take what is left: worse the richer and the fewer it is
            exposed = max(VALUE[d] for d in remaining)
            if len(remaining) == 1:
                value -= 0.5
            value -= 0.05 * max(0, exposed)
            if KRAKEN_CODE in remaining and not action.take:
                value += 0.1  # a kraken in the display is a hot potato for the others
        return value

    def _source_value(
        self, view: Any, source: int, me: _Stats, others: list[_Stats], opp_index: list[int], left: int
    ) -> float:
        if source == BOOTY:
            pool = _unknown_cards(view)
            known = [CARD_CODES[c] for c in view["booty_cards"]]
            candidates = known or pool
            gains = sorted(
                (self._take_value(view, c, me, others, opp_index, left, from_booty=True) for c in candidates),
                reverse=True,
            )
            if known or not gains:
                return gains[0] if gains else -math.inf
            return _expected_max(gains, min(view["booty_size"], len(gains)))
        coll = view["collections"][source]
        cards = [CARD_CODES[c] for c in coll["cards"]]
        if not cards:
            return -1.0
        return max(self._take_value(view, c, me, others, opp_index, left, victim=source) for c in cards)

    def _take_value(
        self,
        view: Any,
        card: int,
        me: _Stats,
        others: list[_Stats],
        opp_index: list[int],
        left: int,
        *,
        from_booty: bool | None = None,
        victim: int | None = None,
    ) -> float:
        if victim is None and from_booty is None:
            source = view["steal"]["source"]
            victim = None if source == BOOTY else source
        after = me.copy()
        after.add(card)
        if victim is None:
            return _round_value(after, others, left)
        colls = view["collections"]
        victim_cards = [CARD_CODES[c] for c in colls[victim]["cards"] if CARD_CODES[c] != card]
        changed = [
            _Stats(victim_cards, colls[victim]["hidden"]) if s == victim else o
            for s, o in zip(opp_index, others, strict=True)
        ]
        return _round_value(after, changed, left)


def _expected_max(values_desc: Sequence[float], k: int) -> float:
    """Expected maximum of ``k`` values drawn without replacement from ``values_desc`` (sorted, best first)."""
    n = len(values_desc)
    total = math.comb(n, k)
    return sum(values_desc[i] * math.comb(n - 1 - i, k - 1) / total for i in range(n - k + 1))


def _unknown_cards(view: Any) -> list[int]:
    """Cards this seat cannot place: other hands, the unseen booty pile, the stock, hidden loot."""
    seen = set(CARD_CODES[c] for c in view["hand"])
    seen.update(CARD_CODES[c] for c in view["display"])
    seen.update(CARD_CODES[c] for c in view["booty_cards"])
    for coll in view["collections"]:
        seen.update(CARD_CODES[c] for c in coll["cards"])
    return [c for c in range(40) if c not in seen]


def make_agent(level: str, seed: int, budget: float | None = None) -> Any:
    """An AI captain of ``level`` (``AGENT_LEVELS``) with its own generator seeded by ``seed``.

    ``budget`` is the thinking time per decision in seconds (hard only; default 0.5).
    """
    rng = Rng(seed)
    if level == "random":
        return RandomAgent(rng)
    if level == "easy":
        return EasyAgent(rng)
    if level == "medium":
        return MediumAgent(rng)
    if level == "hard":
        # Placeholder until the search lands: the API is final.
        agent = MediumAgent(rng, name="hard")
        return agent
    raise ValueError(f"unknown AI level {level!r}; choose from {', '.join(AGENT_LEVELS)}")
