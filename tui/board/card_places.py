"""Where every sea card of the game is, as far as the table knows (everything here is public).

A card is revealed (the top of its sea's pile, or under it), collected on a captain's track, known to lie at
the bottom of its deck, somewhere in its deck, or not in this game (Discovery leaves the Advanced cards in the
box). The rules put every discarded card under its deck, in the open: whoever watched knows those cards and
their order until the deck is drawn down to them; the view carries them (``view.known_bottom``)::

    places = card_places(view)
    places["azure-b07"].where        # "top", "pile", "track", "bottom", "deck" or "box"
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from engines.board import BoardView

__all__ = ["WHERE", "Place", "card_places", "focus_card"]

#: The kinds of place, in the order the card reference sorts and filters them.
WHERE = ("top", "pile", "track", "bottom", "deck", "box")


@dataclass(frozen=True, slots=True)
class Place:
    """Where one card is: ``where`` (one of :data:`WHERE`), its ``sea``; a collected card's ``seat`` and
    ``track``; ``depth``: a revealed card's cards above it, a known bottom card's place from the bottom (1: the
    very last card of the deck)."""

    where: str
    sea: str = ""
    seat: int = -1
    track: str = ""
    depth: int = 0


def card_places(view: BoardView) -> dict[str, Place]:
    """Every card of the game (both modes) with its :class:`Place` in ``view``; the known bottom cards are the
    engine's public ``view.known_bottom`` (the one source the captains' worlds use too)."""
    known = view.known_bottom
    places: dict[str, Place] = {}
    for sea, pile in view.revealed.items():
        for index, card in enumerate(pile):
            depth = len(pile) - 1 - index
            places[card] = Place("top" if depth == 0 else "pile", sea=sea, depth=depth)
    for p in view.players:
        for track, cards in p.tracks.items():
            for card in cards:
                places[card] = Place("track", seat=p.seat, track=track)
    remaining = view.remaining_cards()
    for sea, cards in remaining.items():
        left = set(cards)
        for index, card in enumerate(known.get(sea, ())):
            if card in left and card not in places:
                places[card] = Place("bottom", sea=sea, depth=index + 1)
        for card in cards:
            places.setdefault(card, Place("deck", sea=sea))
    for card_id, info in view.content.cards.items():
        places.setdefault(card_id, Place("box", sea=info.sea.value))
    return places


def focus_card(view: BoardView, cursor: str, viewer: int | None, t: Callable[..., str]) -> tuple[str, str]:
    """The card the table shows in full, and where it lies: the top card of the sea under the ``cursor`` while
    the player browses the ring, else the one being decided on, else the top card of the sea of the ship of the
    ``viewer`` (or of the captain to act)."""
    sea = cursor
    if not sea:
        card = view.pending.card
        if card:
            return card, t("board.ui.card.now")
        seat = viewer if viewer is not None else view.to_act
        if 0 <= seat < len(view.players):
            loc = view.players[seat].loc
            sea = view.ring[loc] if loc >= 0 else ""
    pile, name = (view.revealed.get(sea, ()), t(f"board.sea.{sea}")) if sea else ((), "")
    return (pile[-1], name) if pile else ("", name)
