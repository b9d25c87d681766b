"""The medium captain: greedy, one move ahead, with the expected damage of the next player's reply."""

from __future__ import annotations

import math
from collections.abc import Sequence

from engines.base import Rng
from engines.cards.actions import BOOTY, Action, Play, StealFrom
from engines.cards.captures import by_strength, capture_options
from engines.cards.deck import CARD_CODES, CARD_NAMES, KRAKEN_CODE, STRENGTH
from engines.cards.evaluation import Stats, round_value
from engines.cards.view import CardView
from engines.cards.worlds import unknown_cards

__all__ = ["MediumAgent"]


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

    def choose(self, view: CardView, legal: Sequence[Action]) -> Action:
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
                steal = view.decision.steal
                assert steal is not None
                scored.append(ctx.take_value(CARD_CODES[action.card], steal.source, ctx.me, ctx.left))
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
        if left == 0 and remaining and last >= 0 and ctx.view.config.leftover == "last_capturer":
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
        value = round_value(me, others, left)
        if action.take and not remaining:
            steal = max((ctx.source_value(src, me, left) for src in ctx.sources()), default=value)
            value += self.steal_weight * max(0.0, steal - value)
        elif remaining and left > 0:
            value -= ctx.response_loss(remaining, me, value, left)
        return value


class _Context:
    """What medium reads from a view, decoded once per decision, and its estimates."""

    def __init__(self, view: CardView) -> None:
        self.view = view
        seat = self.seat = view.seat
        colls = view.collections
        n = len(colls)
        self.me = Stats([CARD_CODES[c] for c in colls[seat].cards])
        self.opp_seats = [s for s in range(n) if s != seat]
        self.others = [
            Stats([CARD_CODES[c] for c in colls[s].cards], colls[s].hidden) for s in self.opp_seats
        ]
        self.display = [CARD_CODES[c] for c in view.display]
        self.left = sum(view.hand_sizes) + view.stock_size
        self.last_capturer = view.last_capturer
        self.pool = unknown_cards(view)
        nxt = (seat + 1) % n
        self.next_seat = nxt
        hand = view.hand_sizes[nxt]
        self.next_hand = hand if hand else min(8, view.stock_size // max(1, n))
        self._p_strength: list[float] | None = None

    def sources(self) -> list[int]:
        """Where a steal could come from (the booty pile, opponents with cards)."""
        srcs = [BOOTY] if self.view.booty_size else []
        colls = self.view.collections
        return srcs + [s for s in self.opp_seats if colls[s].count]

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

    def response_loss(self, display: list[int], me: Stats, value: float, left: int) -> float:
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
        self, taken: list[int], clears: bool, me: Stats, opp: Stats, k: int, value: float, left: int
    ) -> float:
        after = opp.copy()
        after.count += 1  # the card they play
        for t in taken:
            after.add(t)
        others = list(self.others)
        others[k] = after
        loss = value - round_value(me, others, left - 1)
        if clears:
            loss += 0.5  # they steal, most likely from us
        return loss

    def source_value(self, source: int, me: Stats, left: int) -> float:
        """The round value after the best steal from ``source`` (expected, for the unseen booty pile)."""
        view = self.view
        if source == BOOTY:
            known = [CARD_CODES[c] for c in view.booty_cards]
            candidates = known or self.pool
            if not candidates:
                return -math.inf
            gains = sorted((self.take_value(c, BOOTY, me, left) for c in candidates), reverse=True)
            if known:
                return gains[0]
            return _expected_max(gains, max(1, min(view.booty_size, len(gains))))
        cards = [CARD_CODES[c] for c in view.collections[source].cards]
        if not cards:
            # only hidden cards: they came from the booty pile
            return self.source_value(BOOTY, me, left) if self.pool else -math.inf
        return max(self.take_value(c, source, me, left) for c in cards)

    def take_value(self, card: int, source: int, me: Stats, left: int) -> float:
        """The round value after taking ``card`` from ``source``."""
        after = me.copy()
        after.add(card)
        if source == BOOTY:
            return round_value(after, self.others, left)
        coll = self.view.collections[source]
        k = self.opp_seats.index(source)
        victim = Stats(
            [c for c in (CARD_CODES[x] for x in coll.cards) if c != card],
            coll.hidden - (0 if CARD_NAMES[card] in coll.cards else 1),
        )
        others = list(self.others)
        others[k] = victim
        return round_value(after, others, left)


def _expected_max(values_desc: Sequence[float], k: int) -> float:
    """Expected maximum of ``k`` values drawn without replacement from ``values_desc`` (sorted, best first)."""
    n = len(values_desc)
    total = math.comb(n, k)
    return sum(values_desc[i] * math.comb(n - 1 - i, k - 1) / total for i in range(n - k + 1))
