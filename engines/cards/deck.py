"""The 40 cards of 7Seas: suits, strengths, booty values and their short notation.

This module is the single data table of the deck (see ``engines/cards/RULES.md``,
"The booty values"). A card is written as its suit letter and its strength:

=========  ========  =========================================
letter     suit      notes
=========  ========  =========================================
``G``      gold      "most gold" counts these cards
``R``      rum       ``R1`` is the pirate king
``C``      crystals  ``C1`` is the pirate lady
``K``      curses    ``K1`` is the kraken (booty value -7)
=========  ========  =========================================

so ``"G7"``, ``"R10"``, ``"K1"``. Inside the engine a card is an ``int`` 0-39
(``suit * 10 + strength - 1``); every public value (views, events, actions, saves)
uses the text form.
"""

from __future__ import annotations

__all__ = [
    "ALL_CARDS",
    "BOOTY_TABLE",
    "CARD_CODES",
    "CARD_NAMES",
    "KING",
    "KRAKEN",
    "LADY",
    "SUITS",
    "SUIT_LETTERS",
    "booty_value",
    "card_code",
    "card_strength",
    "card_suit",
    "is_card",
]

#: Suit ids in deck order; they are also the message keys ``cards.suit.<id>``.
SUITS: tuple[str, ...] = ("gold", "rum", "crystals", "curses")
#: The notation letter of each suit, in the same order.
SUIT_LETTERS: tuple[str, ...] = ("G", "R", "C", "K")

# The booty value of every card: one row per suit, strengths 1 to 10 left to right.
# Design (explained in RULES.md): curses always cost points and the kraken is the
# bottom at -7; each treasure suit peaks at a different middle card (gold 9: +5,
# rum 8: +6, crystal 7: +7, the richest card of the deck), so the 10s, the strongest
# cards, are never the richest; the 1s that score on their own (pirate king and lady)
# carry a little booty too.
#
#            strength:  1   2   3   4   5   6   7   8   9  10
BOOTY_TABLE: dict[str, tuple[int, ...]] = {
    "gold":     (+1, +1, +2, +2, +3, +3, +4, +4, +5, +3),
    "rum":      (+2, +1, +1, +2, +2, +3, +4, +6, +4, +3),
    "crystals": (+2, +1, +2, +2, +3, +4, +7, +5, +4, +3),
    "curses":   (-7, -1, -1, -2, -2, -3, -3, -4, -5, -6),
}  # fmt: skip

#: Every card in deck order (gold 1-10, rum 1-10, crystals 1-10, curses 1-10).
ALL_CARDS: tuple[str, ...] = tuple(f"{letter}{s}" for letter in SUIT_LETTERS for s in range(1, 11))
#: Card text by internal code (0-39).
CARD_NAMES: tuple[str, ...] = ALL_CARDS
#: Internal code by card text.
CARD_CODES: dict[str, int] = {name: i for i, name in enumerate(ALL_CARDS)}

KRAKEN = "K1"
"""The cursed 1: may take the whole display; booty value -7."""
LADY = "C1"
"""The pirate lady (crystal 1): worth 1 point to whoever holds her at the end of a round."""
KING = "R1"
"""The pirate king (rum 1): worth 1 point to whoever holds him at the end of a round."""

# Fast per-code tables used by the engine and the agents.
STRENGTH: tuple[int, ...] = tuple(i % 10 + 1 for i in range(40))
SUIT_INDEX: tuple[int, ...] = tuple(i // 10 for i in range(40))
VALUE: tuple[int, ...] = tuple(BOOTY_TABLE[SUITS[i // 10]][i % 10] for i in range(40))
KRAKEN_CODE = CARD_CODES[KRAKEN]
LADY_CODE = CARD_CODES[LADY]
KING_CODE = CARD_CODES[KING]

assert len(ALL_CARDS) == 40 and min(VALUE) == -7 and max(VALUE) == 7
assert VALUE[KRAKEN_CODE] == -7 and all(v < 0 for v in VALUE[30:])


def is_card(text: str) -> bool:
    """True when ``text`` is a card in notation (``"G7"``)."""
    return text in CARD_CODES


def card_code(text: str) -> int:
    """The internal code (0-39) of a card.

    Raises:
        KeyError: not a card.
    """
    return CARD_CODES[text]


def card_suit(card: str) -> str:
    """The suit id of a card: ``"gold"``, ``"rum"``, ``"crystals"`` or ``"curses"``."""
    return SUITS[SUIT_INDEX[CARD_CODES[card]]]


def card_strength(card: str) -> int:
    """The strength (1-10) of a card."""
    return STRENGTH[CARD_CODES[card]]


def booty_value(card: str) -> int:
    """The booty value (+7 to -7) printed on a card."""
    return VALUE[CARD_CODES[card]]
