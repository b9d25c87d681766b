"""How the medium and hard captains value a round in progress: each collection's standing in every category."""

from __future__ import annotations

import math
from collections.abc import Sequence

from engines.cards.deck import KING_CODE, LADY_CODE, SUIT_INDEX, VALUE

__all__ = ["Stats", "logistic", "round_value"]


def logistic(x: float) -> float:
    """The logistic function, 0..1."""
    return 1.0 / (1.0 + math.exp(-x))


class Stats:
    """What counts at the round's end, for one collection: cards, gold, the 1s, best per suit.

    ``cards`` are codes; ``hidden`` adds cards of unknown kind to the count.
    """

    __slots__ = ("best", "count", "gold", "king", "lady")

    def __init__(self, cards: Sequence[int] = (), hidden: int = 0) -> None:
        self.count = len(cards) + hidden
        self.gold = 0
        self.lady = False
        self.king = False
        self.best: list[int | None] = [None, None, None, None]
        for c in cards:
            self.add(c)

    def copy(self) -> Stats:
        """An independent copy."""
        other = Stats.__new__(Stats)
        other.count, other.gold, other.lady, other.king = self.count, self.gold, self.lady, self.king
        other.best = list(self.best)
        return other

    def add(self, c: int) -> None:
        """Add card ``c`` to the collection."""
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
        """The booty total: the best booty value of each suit, added."""
        return sum(b for b in self.best if b is not None)


def round_value(me: Stats, others: Sequence[Stats], left: int) -> float:
    """Expected points of the round for ``me`` minus the best opponent's, softly.

    ``left`` is how many cards are still to be played this round: the fewer, the
    more a lead in a category is worth.
    """
    scale = 1.0 + left / 8.0
    value = 0.0
    best_count = max(o.count for o in others)
    value += 2 * logistic((me.count - best_count) / (1.5 * scale)) - 1
    best_gold = max(o.gold for o in others)
    value += 2 * logistic((me.gold - best_gold) / (0.8 * scale)) - 1
    if me.lady:
        value += 1
    elif any(o.lady for o in others):
        value -= 1
    if me.king:
        value += 1
    elif any(o.king for o in others):
        value -= 1
    best_booty = max(o.booty() for o in others)
    value += 2 * (2 * logistic((me.booty() - best_booty) / (1.5 * scale)) - 1)
    return value
