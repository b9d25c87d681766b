"""The three kinds of 7Seas actions and their short text notation.

==========================  =====================================================
notation                    action
==========================  =====================================================
``G7``                      play G7 and take nothing: it joins the display (also
                            the kraken declining its sweep: ``K1``)
``G7xR7``                   play G7 and take R7 (same strength; also a 1 taking a
                            10: ``G1xR10``)
``G7xR3+C4``                play G7 and take the sum R3 + C4
``K1x*``                    the kraken takes the whole display
``from booty``              steal: look at the booty pile
``from 2``                  steal: look at seat 2's collection
``take G7``                 steal: take G7 from the pile you looked at
==========================  =====================================================

Taken cards are kept by strength, then in deck order (gold, rum, crystals, curses),
so each capture has exactly one spelling.
"""

from __future__ import annotations

from dataclasses import dataclass

from engines.cards.deck import CARD_CODES, STRENGTH

__all__ = ["BOOTY", "Action", "Play", "StealCard", "StealFrom", "play_kind"]

BOOTY = -1
"""``StealFrom.source`` for the booty pile (otherwise the source is a seat)."""


def _canonical(cards: tuple[str, ...]) -> tuple[str, ...]:
    """Taken cards by strength, then in deck order (gold, rum, crystals, curses)."""

    def key(card: str) -> tuple[int, int]:
        code = CARD_CODES.get(card)
        return (99, 99) if code is None else (STRENGTH[code], code)

    return tuple(sorted(cards, key=key))


@dataclass(frozen=True, slots=True)
class Play:
    """Play ``card`` from the hand and take ``take`` from the display.

    ``take`` empty: the card joins the display. ``sweep``: the kraken takes the
    whole display (``take`` then lists every display card).
    """

    card: str
    take: tuple[str, ...] = ()
    sweep: bool = False

    def __post_init__(self) -> None:
        take = tuple(self.take)
        if take != self.take or len(take) > 1:
            object.__setattr__(self, "take", _canonical(take))

    def __str__(self) -> str:
        if self.sweep:
            return f"{self.card}x*"
        if self.take:
            return f"{self.card}x{'+'.join(self.take)}"
        return self.card


@dataclass(frozen=True, slots=True)
class StealFrom:
    """First half of a steal: look at the booty pile (``BOOTY``) or at a seat's collection."""

    source: int

    def __str__(self) -> str:
        return "from booty" if self.source == BOOTY else f"from {self.source}"


@dataclass(frozen=True, slots=True)
class StealCard:
    """Second half of a steal: take ``card`` from the pile looked at."""

    card: str

    def __str__(self) -> str:
        return f"take {self.card}"


Action = Play | StealFrom | StealCard
"""Any 7Seas action."""


def play_kind(action: Play) -> str:
    """What a play does: ``"display"`` (nothing taken), ``"match"`` (same strength),
    ``"sum"``, ``"ten"`` (a 1 takes a 10) or ``"sweep"`` (the kraken takes all)."""
    if action.sweep:
        return "sweep"
    if not action.take:
        return "display"
    if len(action.take) > 1:
        return "sum"
    if STRENGTH[CARD_CODES[action.take[0]]] == STRENGTH[CARD_CODES[action.card]]:
        return "match"
    return "ten"
