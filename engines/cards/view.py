"""What one seat, or every seat, sees of a 7Seas game: the typed frozen view and how the state builds it."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engines.cards.actions import BOOTY
from engines.cards.config import DEALS, CardConfig
from engines.cards.decision import (
    DECISION_OF_PHASE,
    DECISION_OVER,
    NO_SOURCE,
    OVER,
    STEAL_CARD,
    STEAL_SOURCE,
    CardDecision,
    StealView,
)
from engines.cards.deck import CARD_NAMES
from engines.cards.scoring import RoundScoring, collection_stats
from engines.cards.state import CardState, card_names

__all__ = ["CardView", "CollectionView", "public_view", "seat_view"]


@dataclass(frozen=True, slots=True)
class CollectionView:
    """One seat's collection as the viewer sees it.

    ``gold``, ``lady``, ``king``, ``booty`` and ``best`` count the visible cards only.

    Attributes:
        count: how many cards the collection holds.
        cards: the cards the viewer can see, in deck order.
        hidden: how many it cannot see (cards stolen unseen from the booty pile).
        gold: visible gold cards.
        lady: the pirate lady is visibly there.
        king: the pirate king is visibly there.
        booty: the booty total of the visible cards.
        best: the visible cards that booty total adds up, in suit order.
    """

    count: int
    cards: tuple[str, ...]
    hidden: int
    gold: int
    lady: bool
    king: bool
    booty: int
    best: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class CardView:
    """What ``seat`` can see (``game.view(seat)``), or what every seat sees (``game.public_view()``).

    A seat never sees another's hand, the stock, the booty pile before it has looked at it
    this round, nor the cards others stole unseen from the booty pile.

    Attributes:
        seat: the viewer; -1 in the public view.
        config: the game's settings (seats, goal, rule options).
        round: the round, from 1.
        deal: 1 or 2 (two players play each round in two deals).
        deals: deals per round.
        starter: the seat that started the round.
        decision: the pending decision: its key, the seat to act and the steal under way.
        display: the display, in the order laid out.
        hand: the viewer's hand, sorted (empty in the public view).
        hand_sizes: how many cards each seat holds.
        stock_size: the cards of the second 2-player deal.
        booty_size: the cards in the booty pile.
        booty_cards: the booty pile, once the viewer has looked at it this round (else empty).
        collections: one per seat.
        track: each ship's position.
        last_capturer: the seat that captured last this round, or -1.
        last_scoring: the last round's scoring, ``None`` before the first.
        winners: the winners once the game is over.
    """

    seat: int
    config: CardConfig
    round: int
    deal: int
    deals: int
    starter: int
    decision: CardDecision
    display: tuple[str, ...]
    hand: tuple[str, ...]
    hand_sizes: tuple[int, ...]
    stock_size: int
    booty_size: int
    booty_cards: tuple[str, ...]
    collections: tuple[CollectionView, ...]
    track: tuple[int, ...]
    last_capturer: int
    last_scoring: RoundScoring | None
    winners: tuple[int, ...]

    @property
    def over(self) -> bool:
        """True once the game has ended."""
        return self.decision.key == DECISION_OVER


def seat_view(state: CardState, seat: int) -> CardView:
    """What ``seat`` can see of ``state``.

    Raises:
        ValueError: no such seat.
    """
    if type(seat) is not int or not 0 <= seat < state.config.players:
        raise ValueError("no such seat")
    collections = tuple(
        [
            _collection_view(coll, state.visible_cards(seat, owner))
            for owner, coll in enumerate(state.collections)
        ]
    )
    booty_cards = tuple(card_names(sorted(state.booty))) if state.booty_seen >> seat & 1 else ()
    return _view(
        state, seat, tuple(card_names(state.hands[seat])), booty_cards, collections, seat == state.current
    )


def public_view(state: CardState) -> CardView:
    """What every seat can see of ``state`` (``seat`` -1): no hand, no booty pile, no pile looked at,
    and only the collection cards known to all."""
    collections = tuple(
        [_collection_view(coll, state.public_cards(owner)) for owner, coll in enumerate(state.collections)]
    )
    return _view(state, -1, (), (), collections, False)


def _collection_view(coll: Sequence[int], seen: Sequence[int]) -> CollectionView:
    """A collection (card codes) of which the viewer sees the cards ``seen``."""
    gold, lady, king, booty, best = collection_stats(seen)
    cards = tuple([CARD_NAMES[c] for c in sorted(seen)])
    return CollectionView(len(coll), cards, len(coll) - len(seen), gold, lady, king, booty, best)


def _view(
    state: CardState,
    seat: int,
    hand: tuple[str, ...],
    booty_cards: tuple[str, ...],
    collections: tuple[CollectionView, ...],
    thief: bool,
) -> CardView:
    """The view with the viewer's own parts given (``thief``: the viewer sees the pile it steals from)."""
    phase = state.phase
    steal = None
    if phase == STEAL_CARD:
        source = state.steal_source
        pile = state.booty if source == BOOTY else state.collections[source]
        cards = tuple(card_names(sorted(pile))) if thief else ()
        steal = StealView(state.current, "card", source, len(pile), cards)
    elif phase == STEAL_SOURCE:
        steal = StealView(state.current, "source", NO_SOURCE, 0, ())
    config = state.config
    return CardView(
        seat=seat,
        config=config,
        round=state.round,
        deal=state.deal,
        deals=DEALS[config.players][2],
        starter=state.starter,
        decision=CardDecision(DECISION_OF_PHASE[phase], -1 if phase == OVER else state.current, steal),
        display=tuple(card_names(state.display)),
        hand=hand,
        hand_sizes=tuple([len(h) for h in state.hands]),
        stock_size=len(state.stock),
        booty_size=len(state.booty),
        booty_cards=booty_cards,
        collections=collections,
        track=tuple(state.track),
        last_capturer=state.last_capturer,
        last_scoring=state.last_scoring,
        winners=tuple(state.winners),
    )
