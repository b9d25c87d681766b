"""The small pieces of the board game's sentences: a captain's name, amounts, costs, rewards, a card's name
in a sentence, the goal and dice of a roll, one side of a trade offer (``t`` is any translate callable)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any, Protocol

from engines.board import ITEMS, Roll
from tui.board.text import and_list, parrot_words
from tui.i18n import Noun, as_translator

__all__ = [
    "Translate",
    "amount",
    "card_name_noun",
    "card_reward",
    "cost_text",
    "dice_text",
    "goal_text",
    "icon_text",
    "names_text",
    "offer_side",
    "reward_text",
    "seat_name",
]

_AMOUNT_KEYS = {"coin": "board.amount.coins", "treasure": "board.amount.treasures"}


class Translate(Protocol):
    def __call__(self, key: str, /, **params: Any) -> str: ...


def seat_name(t: Translate, seat: int, names: Sequence[str] | None = None) -> str:
    """The captain's name of ``seat`` ("Captain 2" when no names are given)."""
    if names is not None and 0 <= seat < len(names) and names[seat]:
        return names[seat]
    return t("board.label.seat", number=seat + 1)


def amount(t: Translate, item: str, count: int = 1) -> str:
    """``count`` of a resource, fortune coins (``coin``) or treasures (``treasure``): "2 wood"."""
    return t(_AMOUNT_KEYS.get(item, f"board.amount.{item}"), count=count)


def cost_text(t: Translate, items: Sequence[str]) -> str:
    """Resource ids (one per unit, repeats allowed) as running text: "1 food and 2 wood", "1 Holz und 1 Stoff"."""
    if not items:
        return t("board.label.nothing")
    return and_list(t, cost_parts(t, items))


def cost_parts(t: Translate, items: Sequence[str]) -> list[str]:
    """Resource ids (one per unit) as amounts in the rulebook's order: ["1 food", "2 wood"]."""
    counts = Counter(items)
    order = [i for i in ITEMS if i in counts] + [i for i in counts if i not in ITEMS]
    return [amount(t, item, counts[item]) for item in order]


def icon_text(t: Translate, icon: str) -> str:
    """A reward icon as amounts: "1 food", or a choice "food|wood" as "1 food or 1 wood"."""
    parts = [amount(t, r, 1) for r in icon.split("|")]
    if len(parts) == 1:
        return parts[0]
    return t("board.label.either", first=", ".join(parts[:-1]), last=parts[-1])


def reward_text(t: Translate, icons: Sequence[str], treasures: int = 0) -> str:
    """A reward: its resource icons and its treasures, then its choices. A choice next to other things says it
    is one choice ("1 Schatz und nach Wahl 1 Holz, 1 Nahrung oder 1 Rum", never "1 Holz, 1 Nahrung oder 1 Rum
    und 1 Schatz", which reads as if the treasure went with the rum only)."""
    simple = [i for i in icons if "|" not in i]
    parts = cost_parts(t, simple)
    if treasures:
        parts.append(amount(t, "treasure", treasures))
    choices = [icon_text(t, i) for i in icons if "|" in i]
    if parts:
        choices = [t("board.label.pick", choice=choice) for choice in choices]
    parts += choices
    return and_list(t, parts) if parts else t("board.label.nothing")


def card_reward(t: Translate, reward: Any) -> str:
    icons = ["|".join(r.value for r in icon) for icon in reward.icons]
    return reward_text(t, icons, reward.treasures)


def names_text(t: Translate, prefix: str, ids: Sequence[str]) -> str:
    return ", ".join(t(f"{prefix}.{i}") for i in ids)


def offer_side(
    t: Translate,
    counts: Mapping[str, int],
    parrots: Sequence[int],
    names: Sequence[str] | None,
    you: int | None = None,
) -> str:
    """One side of a trade offer, for ``you`` (the captain who reads it: its own parrot is "your parrot")."""
    parts = [amount(t, item, counts[item]) for item in ITEMS if counts.get(item)]
    parts.extend(parrot_words(t, c, names, you=you) for c in parrots)
    return ", ".join(parts) if parts else t("board.label.nothing")


def goal_text(t: Translate, roll: Roll, names: Sequence[str] | None = None) -> str:
    """What the roll needs, in words: "at least 3 stars", "the pirate ship has 3 planks: sink it ..."."""
    g = roll.goal
    if roll.why == "escape":
        return t("board.label.goal_escape", stars=g.get("above", 0) + 1)
    if roll.why == "player_combat":
        return t("board.label.goal_duel", name=seat_name(t, roll.other, names))
    if roll.why == "pirate":
        return t(
            "board.label.goal_pirate",
            planks=g.get("planks", 0),
            boardings=g.get("boardings", 0) + 1,  # the boarding is won with more than the pirates
            cannons=g.get("cannons", 0),
        )
    parts = []
    if "stars" in g:
        parts.append(t("board.amount.stars", count=g["stars"]))
    if "successes" in g:
        parts.append(t("board.amount.successes", count=g["successes"]))
    if g.get("cannons"):
        parts.append(t("board.amount.cannons", count=g["cannons"]))
    if g.get("boardings"):
        parts.append(t("board.amount.boardings", count=g["boardings"]))
    if not parts:
        return t("board.label.nothing")
    text = t("board.label.goal_at_least", goal=", ".join(parts))
    if roll.why == "infamous":
        text = t("board.label.goal_infamous", goal=text)
    return text


def dice_text(t: Translate, roll: Roll) -> str:
    parts = []
    exploration, combat = roll.rolled()  # after a curse's cut
    if exploration:
        parts.append(t("board.label.dice_exploration", count=exploration))
    if combat:
        parts.append(t("board.label.dice_combat", count=combat))
    return ", ".join(parts)


def card_name_noun(t: Translate, name: str) -> Noun:
    """A board card's name for a sentence: "Auf {card:dat} landen" gives "Auf der Totenkopfinsel landen"."""
    return as_translator(t).noun(f"board.card.{name}")
