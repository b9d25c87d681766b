"""Imagined full games consistent with one seat's view: the cards it cannot see, dealt at random.

The hard captain samples many such worlds per decision; :class:`WorldSampler` reads the view once.
"""

from __future__ import annotations

import random

from engines.cards.actions import BOOTY
from engines.cards.decision import (
    DECISION_PLAY,
    DECISION_STEAL_CARD,
    DECISION_STEAL_SOURCE,
    PLAY,
    STEAL_CARD,
    STEAL_SOURCE,
)
from engines.cards.deck import CARD_CODES
from engines.cards.game import CardGame
from engines.cards.view import CardView

__all__ = ["WorldSampler", "sample_world", "unknown_cards"]

_PHASE_OF_DECISION = {
    DECISION_PLAY: PLAY,
    DECISION_STEAL_SOURCE: STEAL_SOURCE,
    DECISION_STEAL_CARD: STEAL_CARD,
}


def unknown_cards(view: CardView) -> list[int]:
    """The cards (codes, in deck order) the viewer cannot place: other hands, the booty pile unless it
    has looked, the stock, cards hidden in collections."""
    seen = {CARD_CODES[c] for c in view.hand}
    seen.update(CARD_CODES[c] for c in view.display)
    seen.update(CARD_CODES[c] for c in view.booty_cards)
    for coll in view.collections:
        seen.update(CARD_CODES[c] for c in coll.cards)
    return [c for c in range(40) if c not in seen]


class WorldSampler:
    """Builds imagined full games consistent with one view (a seat's, while the game is on).

    Each game keeps everything the view shows and deals the unknown cards at random into the
    places the view cannot see; it stops after the round's scoring (:meth:`CardGame.imagined`).

    Raises:
        ValueError: the view is the public one, the game is over, or its counts do not add up to 40 cards.
    """

    def __init__(self, view: CardView) -> None:
        if view.seat < 0 or view.decision.key not in _PHASE_OF_DECISION:
            raise ValueError("only a seat's view of a game under way can be sampled")
        self.view = view
        self.seat = view.seat
        self.pool = unknown_cards(view)
        self.hand = [CARD_CODES[c] for c in view.hand]
        self.display = [CARD_CODES[c] for c in view.display]
        self.booty_known = [CARD_CODES[c] for c in view.booty_cards]
        self.visible = [[CARD_CODES[c] for c in coll.cards] for coll in view.collections]
        self.hidden = [coll.hidden for coll in view.collections]
        self.hand_sizes = list(view.hand_sizes)
        self.phase = _PHASE_OF_DECISION[view.decision.key]
        steal = view.decision.steal
        self.steal_source = steal.source if steal is not None and steal.stage == "card" else BOOTY
        need = sum(self.hand_sizes) - self.hand_sizes[self.seat] + view.stock_size + sum(self.hidden)
        if not self.booty_known:
            need += view.booty_size
        if need != len(self.pool):
            raise ValueError("the view does not add up to 40 cards")

    def sample(self, rnd: random.Random) -> CardGame:
        """One imagined game: the unknown cards shuffled with ``rnd``, then dealt to the other hands,
        the booty pile (unless known), the stock and the hidden collection cards, in that order."""
        view = self.view
        pool = list(self.pool)
        rnd.shuffle(pool)
        pos = 0
        hands = []
        for s, size in enumerate(self.hand_sizes):
            if s == self.seat:
                hands.append(list(self.hand))
            else:
                hands.append(sorted(pool[pos : pos + size]))
                pos += size
        if self.booty_known:
            booty = list(self.booty_known)
        else:
            booty = pool[pos : pos + view.booty_size]
            pos += view.booty_size
        stock = pool[pos : pos + view.stock_size]
        pos += view.stock_size
        collections = []
        for s, cards in enumerate(self.visible):
            extra = self.hidden[s]
            collections.append(cards + pool[pos : pos + extra])
            pos += extra
        return CardGame.imagined(
            view.config,
            round=view.round,
            deal=view.deal,
            starter=view.starter,
            current=view.decision.seat,
            phase=self.phase,
            hands=hands,
            display=list(self.display),
            booty=booty,
            stock=stock,
            collections=collections,
            steal_source=self.steal_source,
            last_capturer=view.last_capturer,
            track=list(view.track),
        )


def sample_world(view: CardView, rnd: random.Random) -> CardGame:
    """One full game consistent with ``view`` (see :class:`WorldSampler`; build one sampler to draw many)."""
    return WorldSampler(view).sample(rnd)
