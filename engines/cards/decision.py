"""The pending decision of 7Seas: the game's phases, their message keys, and the typed description a view carries.

A UI or a captain reads the decision from a view (``view.decision``)::

    d = game.view(seat).decision
    d.key, d.seat               # "cards.decision.steal_card", 2
    d.steal.source, d.steal.cards  # BOOTY, ("G9", "C7", "K3") (the cards: for the thief only)
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = [
    "DECISION_OF_PHASE",
    "DECISION_OVER",
    "DECISION_PLAY",
    "DECISION_STEAL_CARD",
    "DECISION_STEAL_SOURCE",
    "NO_SOURCE",
    "OVER",
    "PLAY",
    "STEAL_CARD",
    "STEAL_SOURCE",
    "CardDecision",
    "StealView",
]

#: The phases of the state machine (``game.phase``, saved as is).
PLAY, STEAL_SOURCE, STEAL_CARD, OVER = "play", "steal_source", "steal_card", "over"

DECISION_PLAY = "cards.decision.play"
"""Play a card from the hand."""
DECISION_STEAL_SOURCE = "cards.decision.steal_source"
"""The display was cleared: choose the booty pile or an opponent's collection."""
DECISION_STEAL_CARD = "cards.decision.steal_card"
"""Pick one card of the pile looked at (the same seat decides both steps of a steal)."""
DECISION_OVER = "cards.decision.over"
"""The game has ended."""

#: The message key of each phase's decision.
DECISION_OF_PHASE: dict[str, str] = {
    PLAY: DECISION_PLAY,
    STEAL_SOURCE: DECISION_STEAL_SOURCE,
    STEAL_CARD: DECISION_STEAL_CARD,
    OVER: DECISION_OVER,
}

NO_SOURCE = -2
"""``StealView.source`` while the thief has not chosen a source yet."""


@dataclass(frozen=True, slots=True)
class StealView:
    """A steal under way (rule "Clearing the display").

    Attributes:
        thief: the seat stealing.
        stage: ``"source"`` (choosing where from) or ``"card"`` (choosing the card).
        source: ``BOOTY``, a seat, or ``NO_SOURCE`` while choosing.
        count: how many cards the pile looked at holds (0 while choosing).
        cards: the pile's cards (sorted), for the thief only; empty for everyone else.
    """

    thief: int
    stage: str
    source: int
    count: int
    cards: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class CardDecision:
    """What the game waits for: which decision (``key``), of whom (``seat``) and about what.

    Attributes:
        key: ``DECISION_PLAY``, ``DECISION_STEAL_SOURCE``, ``DECISION_STEAL_CARD`` or ``DECISION_OVER``.
        seat: the seat to act; -1 once the game is over.
        steal: the steal being decided (both steal decisions), else ``None``.
    """

    key: str
    seat: int
    steal: StealView | None = None
