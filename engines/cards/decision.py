"""The pending decision of 7Seas: the game's phases and their message keys."""

from __future__ import annotations

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
"""``view()["steal"]["source"]`` while the thief has not chosen a source yet."""
