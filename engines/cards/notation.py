"""Reading 7Seas notation (``G7xR3+C4``, ``K1x*``, ``from 2``, ``take G7``) back into actions."""

from __future__ import annotations

from collections.abc import Sequence

from engines.base import IllegalAction
from engines.cards.actions import BOOTY, Action
from engines.cards.captures import MATCH_PLAYS, PLAIN_PLAYS, STEAL_CARDS, STEAL_FROM, by_strength, known_play
from engines.cards.deck import CARD_CODES

__all__ = ["parse_action"]

#: The seat numbers ``from N`` accepts, in ASCII digits only (``str.isdigit`` also takes ``¹`` and ``٣``).
_SEAT_WORDS = {str(seat): seat for seat in range(4)}


def parse_action(text: str, display: Sequence[int]) -> Action:
    """The action written as ``text`` (the interned object when the engine has one).

    ``display`` (card codes) is what ``K1x*`` sweeps. The action may still be illegal now.

    Raises:
        IllegalAction: ``cards.illegal.notation``, ``text`` is not well-formed.
    """
    if not isinstance(text, str):
        raise IllegalAction("cards.illegal.notation", text=f"<{type(text).__name__}>")
    raw = text.strip()
    words = raw.lower().split()
    if len(words) == 2 and words[0] == "from":
        if words[1] == "booty":
            return STEAL_FROM[BOOTY]
        if words[1] in _SEAT_WORDS:
            return STEAL_FROM[_SEAT_WORDS[words[1]]]
        raise IllegalAction("cards.illegal.notation", text=text)
    if len(words) == 2 and words[0] == "take":
        name = words[1].upper()
        if name in CARD_CODES:
            return STEAL_CARDS[CARD_CODES[name]]
        raise IllegalAction("cards.illegal.notation", text=text)
    if len(words) != 1:
        raise IllegalAction("cards.illegal.notation", text=text)
    word = words[0].upper()
    card, sep, rest = word.partition("X")
    if card not in CARD_CODES:
        raise IllegalAction("cards.illegal.notation", text=text)
    if not sep:
        return PLAIN_PLAYS[CARD_CODES[card]]
    if rest == "*":
        return known_play(CARD_CODES[card], tuple(sorted(display, key=by_strength)), True)
    parts = rest.split("+")
    if not all(p in CARD_CODES for p in parts) or len(set(parts)) != len(parts):
        raise IllegalAction("cards.illegal.notation", text=text)
    taken = tuple(sorted((CARD_CODES[p] for p in parts), key=by_strength))
    if len(taken) == 1:
        return MATCH_PLAYS[CARD_CODES[card]][taken[0]]
    return known_play(CARD_CODES[card], taken, False)
