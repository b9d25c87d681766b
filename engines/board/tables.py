"""Lookup tables derived once from the content (card types, costs, prebuilt actions), for speed."""

from __future__ import annotations

from engines.board.actions import Act
from engines.board.content import Content, Kind, Resource

__all__ = ["Tables", "act", "tables"]

_ACTS: dict[tuple[str, ...], Act] = {}


def act(*words: str) -> Act:
    """An interned action (the same object for the same words)."""
    a = _ACTS.get(words)
    if a is None:
        a = _ACTS[words] = Act(*words)
    return a


class Tables:
    """Per-content facts the engine reads on every decision."""

    def __init__(self, c: Content) -> None:
        self.content = c
        #: card id -> "island" | "port" | "encounter"
        self.ctype: dict[str, str] = {cid: card.kind.card_type.value for cid, card in c.cards.items()}
        #: card id -> its sea's name
        self.sea: dict[str, str] = {cid: card.sea.value for cid, card in c.cards.items()}
        self.kind: dict[str, Kind] = {cid: card.kind for cid, card in c.cards.items()}
        self.dangerous: dict[str, bool] = {cid: card.kind.dangerous for cid, card in c.cards.items()}
        #: card id -> trade cost as resource names (cards with a trade)
        self.cost: dict[str, tuple[str, ...]] = {
            cid: tuple(r.value for r in card.trade.cost)
            for cid, card in c.cards.items()
            if card.trade is not None
        }
        #: card id -> Scavenge on an island / Work at the docks actions
        self.scavenge: dict[str, list[Act]] = {}
        self.work: dict[str, list[Act]] = {}
        for cid, card in c.cards.items():
            if card.explore is not None and card.kind.card_type.value == "island":
                offered = card.explore.reward.resources_offered()
                # Scavenge on an island: 1 of the resources (food or wood) of the exploration reward.
                self.scavenge[cid] = [
                    act("scavenge", r.value) for r in (Resource.FOOD, Resource.WOOD) if r in offered
                ]
            if card.trade is not None and card.kind.card_type.value == "port":
                offered = card.trade.reward.resources_offered()
                self.work[cid] = [act("work", r.value) for r in Resource if r in offered]
        #: mode -> track -> level -> cost names (None at the top of the track)
        self.upgrade: dict[str, dict[str, dict[int, tuple[str, ...]]]] = {}
        for mode, side in c.sides.items():
            per: dict[str, dict[int, tuple[str, ...]]] = {}
            for track, tc in (("sails", side.sails), ("weapons", side.weapons)):
                per[track] = {tc.start + i: tuple(r.value for r in cost) for i, cost in enumerate(tc.costs)}
            self.upgrade[mode] = per
        #: mode -> sea -> the deck of that mode (Discovery: base cards only), and the cards left in the box
        self.mode_decks: dict[str, dict[str, tuple[str, ...]]] = {}
        self.box: dict[str, tuple[str, ...]] = {}
        for mode in c.sides:
            decks = {sea.value: tuple(c.deck_for_mode(sea, mode)) for sea in c.decks}
            self.mode_decks[mode] = decks
            self.box[mode] = tuple(
                cid for sea in c.decks for cid in c.decks[sea] if cid not in set(decks[sea.value])
            )
        #: mode -> the two main actions of each action spot
        self.spot_names: dict[str, list[tuple[str, ...]]] = {
            mode: [tuple(a.value for a in pair) for pair in side.spots] for mode, side in c.sides.items()
        }
        #: bonus token effect -> its sea
        self.token_sea: dict[str, str] = {info.token.value: sea.value for sea, info in c.seas.items()}
        self.faces: dict[str, tuple[str, ...]] = {die.value: tuple(f) for die, f in c.dice.items()}


_CACHE: dict[int, tuple[Content, Tables]] = {}


def tables(c: Content) -> Tables:
    """The tables of ``c`` (built once per content object)."""
    hit = _CACHE.get(id(c))
    if hit is None or hit[0] is not c:
        hit = _CACHE[id(c)] = (c, Tables(c))
    return hit[1]
