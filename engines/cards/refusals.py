"""Why an action is illegal: the message key and parameters of the refusal (worked out only when one is)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engines.base import IllegalAction
from engines.cards.actions import Play, StealCard, StealFrom
from engines.cards.decision import OVER, PLAY, STEAL_CARD, STEAL_SOURCE
from engines.cards.deck import CARD_CODES, KRAKEN_CODE, STRENGTH

__all__ = ["why_illegal"]


def why_illegal(action: Any, phase: str, hand: Sequence[int], display: Sequence[int]) -> IllegalAction:
    """The refusal of ``action``, which is not among the legal actions, in ``phase`` with the mover's
    ``hand`` and the ``display`` (card codes)."""
    if phase == OVER:
        return IllegalAction("cards.illegal.game_over")
    if not _well_formed(action):
        return IllegalAction("cards.illegal.not_an_action", action=f"<{type(action).__name__}>")
    if isinstance(action, Play):
        if phase != PLAY:
            return IllegalAction("cards.illegal.not_now")
        return _why_not_play(action, hand, display)
    if isinstance(action, StealFrom):
        if phase != STEAL_SOURCE:
            return IllegalAction("cards.illegal.not_now")
        return IllegalAction("cards.illegal.bad_source", source=str(action))
    if isinstance(action, StealCard):
        if phase != STEAL_CARD:
            return IllegalAction("cards.illegal.not_now")
        return IllegalAction("cards.illegal.not_in_pile", card=str(action.card))
    return IllegalAction("cards.illegal.not_an_action", action=f"<{type(action).__name__}>")


def _well_formed(action: Any) -> bool:
    """One of the game's actions with fields of the right types (anything else is not an action at all)."""
    kind = type(action)
    if kind is Play:
        return (
            type(action.card) is str
            and type(action.take) is tuple
            and all(type(card) is str for card in action.take)
            and type(action.sweep) is bool
        )
    if kind is StealFrom:
        return type(action.source) is int
    return kind is StealCard and type(action.card) is str


def _why_not_play(action: Play, hand: Sequence[int], display: Sequence[int]) -> IllegalAction:
    """Rules "A turn" and "Captures": what is wrong with a play."""
    if action.card not in CARD_CODES:
        return IllegalAction("cards.illegal.unknown_card", card=str(action.card))
    c = CARD_CODES[action.card]
    if c not in hand:
        return IllegalAction("cards.illegal.not_in_hand", card=action.card)
    for t in action.take:
        if t not in CARD_CODES:
            return IllegalAction("cards.illegal.unknown_card", card=str(t))
        if CARD_CODES[t] not in display:
            return IllegalAction("cards.illegal.not_in_display", card=t)
    if action.sweep and not display:
        return IllegalAction("cards.illegal.display_empty", card=action.card)
    if action.sweep and c != KRAKEN_CODE:
        return IllegalAction("cards.illegal.only_kraken_sweeps", card=action.card)
    if action.sweep and len(action.take) != len(display):
        return IllegalAction("cards.illegal.sweep_takes_all", card=action.card)
    if not action.take:
        return IllegalAction("cards.illegal.must_capture", card=action.card)
    s = STRENGTH[c]
    if any(STRENGTH[d] == s for d in display) and (
        len(action.take) > 1 or STRENGTH[CARD_CODES[action.take[0]]] != s
    ):
        return IllegalAction("cards.illegal.same_strength_first", card=action.card)
    if (
        len(action.take) == 1
        and s == 1
        and STRENGTH[CARD_CODES[action.take[0]]] == 10
        and (c == KRAKEN_CODE or any(STRENGTH[d] == 1 for d in display))
    ):
        return IllegalAction("cards.illegal.one_takes_ten", card=action.card)
    return IllegalAction("cards.illegal.bad_capture", card=action.card, strength=s)
