"""Card-game text in the current language: card names and chips, lists, and log lines from events.

Everything here takes the app's translator ``t`` and the players' names; nothing is cached,
so a language switch re-renders every line at once.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from rich.text import Text

from engines.base import Event
from engines.cards import KING, KRAKEN, LADY, Play, booty_value, card_strength, card_suit, play_kind
from tui.i18n import FORMS, Noun, NounList, as_translator

__all__ = [
    "SUIT_STYLE",
    "SUIT_SYMBOL",
    "Translate",
    "card_chip",
    "card_name",
    "card_noun",
    "card_symbol",
    "event_text",
    "join_names",
    "join_texts",
    "option_text",
    "seat_style",
    "suit_letter",
]

Translate = Callable[..., str]

#: Colour of each suit (the letter and symbol carry the suit without colour too).
SUIT_STYLE: dict[str, str] = {
    "gold": "#e8c547",
    "rum": "#d9844a",
    "crystals": "#4fc3e8",
    "curses": "#c07cf0",
}
#: A shape per suit, the same in every language.
SUIT_SYMBOL: dict[str, str] = {"gold": "●", "rum": "▼", "crystals": "◆", "curses": "†"}
#: The three cards with a role of their own get their own mark.
SPECIAL_SYMBOL: dict[str, str] = {KRAKEN: "✺", LADY: "♛", KING: "♚"}
SPECIAL_KEY: dict[str, str] = {KRAKEN: "cards.card.kraken", LADY: "cards.card.lady", KING: "cards.card.king"}
SEAT_STYLES: tuple[str, ...] = ("bold #5fafff", "bold #ff875f", "bold #87d75f", "bold #d787d7")


def seat_style(seat: int) -> str:
    return SEAT_STYLES[seat % len(SEAT_STYLES)]


def suit_letter(t: Translate, suit: str) -> str:
    """The suit's letter in the current language (G/R/C/K, G/R/K/F, O/R/C/M)."""
    return t(f"cards.ui.suit_letter.{suit}")


def card_symbol(card: str) -> str:
    return SPECIAL_SYMBOL.get(card, SUIT_SYMBOL[card_suit(card)])


def card_name(t: Translate, card: str) -> str:
    """ "Gold 7", "Kraken", in the current language."""
    key = SPECIAL_KEY.get(card)
    if key:
        return t(key)
    return t(f"cards.card.{card_suit(card)}", strength=card_strength(card))


def card_noun(t: Translate, card: str) -> Noun:
    """The card's name for sentences: ``{card}`` "die Gold-7" / "le 7 d'or", ``{card:acc}`` "den Kraken"…"""
    key = SPECIAL_KEY.get(card) or f"cards.card.{card_suit(card)}"
    return as_translator(t).noun(key, id=card, strength=card_strength(card))


def card_chip(t: Translate, card: str, *, value: bool = False) -> Text:
    """A short coloured token: symbol, letter and strength (``●G7``), optionally its booty value."""
    suit = card_suit(card)
    text = Text(
        f"{card_symbol(card)}{suit_letter(t, suit)}{card_strength(card)}", style=f"bold {SUIT_STYLE[suit]}"
    )
    if value:
        text.append(f"({booty_value(card):+d})", style=SUIT_STYLE[suit])
    return text


def mini_chip(card: str) -> Text:
    """The shortest token: symbol and strength in the suit's colour (``●7``)."""
    suit = card_suit(card)
    return Text(f"{card_symbol(card)}{card_strength(card)}", style=f"bold {SUIT_STYLE[suit]}")


def join_texts(t: Translate, parts: Sequence[Text | str]) -> Text:
    """ "A, B and C" with the language's "and"."""
    out = Text()
    items = [p if isinstance(p, Text) else Text(p) for p in parts]
    if not items:
        return Text("—")
    if len(items) == 1:
        return items[0]
    for i, item in enumerate(items[:-1]):
        if i:
            out.append(", ")
        out.append_text(item)
    out.append(t("cards.ui.and"))
    out.append_text(items[-1])
    return out


def join_names(t: Translate, names: Iterable[str]) -> str:
    return join_texts(t, list(names)).plain


def named_card(t: Translate, card: str) -> Text:
    suit = card_suit(card)
    return Text(f"{card_name(t, card)} {card_symbol(card)}", style=SUIT_STYLE[suit])


def booty_total(cards: Iterable[str]) -> int:
    """A collection's booty total as scoring counts it: the best booty value of each suit, added."""
    best: dict[str, int] = {}
    for card in cards:
        suit = card_suit(card)
        best[suit] = max(best.get(suit, booty_value(card)), booty_value(card))
    return sum(best.values())


def option_text(t: Translate, action: Play, collection: Sequence[str] | None = None) -> Text:
    """What a play does, for the preview and the capture choice: "takes ●R3 + ◆C4".

    With the player's ``collection``, it says how the booty total changes ("booty total +4 → +9"),
    since scoring counts only the best card of each suit; without, the booty of the cards taken.
    """
    kind = play_kind(action)
    if kind == "display":
        key = "cards.ui.option.kraken_decline" if action.card == KRAKEN else "cards.ui.option.display"
        return Text(t(key))
    chips = Text(" + ").join(card_chip(t, c) for c in action.take)
    out = Text(t("cards.ui.option.sweep") if kind == "sweep" else t("cards.ui.option.take"))
    out.append(" ")
    out.append_text(chips)
    out.append(" ")
    if collection is not None:
        before = booty_total(collection)
        after = booty_total([*collection, action.card, *action.take])
        out.append(t("cards.ui.fit.booty_change", before=f"{before:+d}", after=f"{after:+d}"), style="dim")
        return out
    total = sum(booty_value(c) for c in (action.card, *action.take))
    out.append(t("cards.ui.option.booty", value=f"{total:+d}"), style="dim")
    return out


_SEAT_PARAMS = ("seat", "starter", "victim")
_SEATS_PARAMS = ("seats", "winners")
_CARD_PARAMS = ("card",)
_CARDS_PARAMS = ("cards", "taken", "display")


def running_card(t: Translate, card: str, slot: Callable[[Text], str]) -> Noun:
    """A card noun whose every form is a coloured fragment: "den Kraken ✺"."""
    noun = card_noun(t, card)
    style = SUIT_STYLE[card_suit(card)]
    symbol = card_symbol(card)

    def piece(text: str) -> str:
        return slot(Text(f"{text}\u00a0{symbol}", style=style))  # the symbol never starts a line

    return Noun(piece(noun.label), {form: piece(noun.form(form)) for form in FORMS}, card)


def event_text(t: Translate, event: Event, names: Sequence[str]) -> Text:
    """One log line: the event's message with names, card names (coloured) and categories."""
    fragments: list[Text] = []

    def slot(text: Text) -> str:
        fragments.append(text)
        return f"\x00{len(fragments) - 1}\x00"

    params: dict[str, Any] = {}
    for key, value in event.params.items():
        if key in _SEAT_PARAMS and isinstance(value, int):
            params[key] = slot(Text(names[value], style=seat_style(value)))
        elif key in _SEATS_PARAMS and isinstance(value, list):
            params[key] = slot(join_texts(t, [Text(names[s], style=seat_style(s)) for s in value]))
        elif key in _CARD_PARAMS and isinstance(value, str):
            params[key] = running_card(t, value, slot)
        elif key in _CARDS_PARAMS and isinstance(value, list):
            params[key] = NounList([running_card(t, c, slot) for c in value], t("cards.ui.and"))
        elif key == "category" and isinstance(value, str):
            params[key] = slot(Text(t(f"cards.category.{value}"), style="bold"))
        else:
            params[key] = value
    raw = t(event.key, **params)
    out = Text()
    for i, part in enumerate(raw.split("\x00")):
        if i % 2 == 1 and part.isdigit() and int(part) < len(fragments):
            out.append_text(fragments[int(part)])
        else:
            out.append(part)
    return out


def category_name(t: Translate, category: str) -> str:
    return t(f"cards.category.{category}")


def standings_names(t: Translate, seats: Iterable[int], names: Mapping[int, str] | Sequence[str]) -> str:
    return join_names(t, [names[s] for s in seats])
