"""Board-game text in the current language: names of seas, cards and resources, player marks, log lines.

Everything takes the app's translator ``t``; nothing is cached, so a language switch re-renders at once.
Player colours always come with a symbol and the captain's initial (``●A``), so they read without colour.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from rich.text import Text

from engines.base import Event
from tui.i18n import Noun, NounList, as_translator
from tui.wrapping import unbroken_name

__all__ = [
    "COLOURS",
    "DERIVED_PARAMS",
    "Seats",
    "Translate",
    "amount_parts",
    "amounts_text",
    "and_list",
    "card_name",
    "card_noun",
    "dice_text",
    "event_params",
    "event_text",
    "first_upper",
    "item_name",
    "join",
    "name_noun",
    "place_noun",
    "resources_text",
    "sea_noun",
    "styled_line",
]

Translate = Callable[..., str]

#: The player colours: id -> (style, symbol). The symbol carries the colour without colour (NO_COLOR).
COLOURS: dict[str, tuple[str, str]] = {
    "red": ("bold #ff5f5f", "●"),
    "blue": ("bold #5fafff", "■"),
    "green": ("bold #87d75f", "▲"),
    "yellow": ("bold #e8c547", "◆"),
    "purple": ("bold #d787ff", "★"),
}
COLOUR_IDS: tuple[str, ...] = tuple(COLOURS)
RES = ("food", "wood", "fabric", "metal", "rum")


class Seats:
    """The captains' names and colours, as every region shows them."""

    def __init__(self, names: Sequence[str], colours: Sequence[str] | None = None) -> None:
        self.names = [unbroken_name(name) for name in names]  # "Capitaine 1" never breaks before the 1
        chosen = list(colours or [])
        self.colours = [
            chosen[i] if i < len(chosen) and chosen[i] in COLOURS else COLOUR_IDS[i % len(COLOUR_IDS)]
            for i in range(len(self.names))
        ]

    def __len__(self) -> int:
        return len(self.names)

    def style(self, seat: int) -> str:
        if 0 <= seat < len(self.colours):
            return COLOURS[self.colours[seat]][0]
        return "bold"

    def symbol(self, seat: int) -> str:
        if 0 <= seat < len(self.colours):
            return COLOURS[self.colours[seat]][1]
        return "?"

    def mark(self, seat: int) -> Text:
        """The short mark of a seat on the board: symbol and initial (``●A``)."""
        initial = self.names[seat][:1].upper() if 0 <= seat < len(self.names) else "?"
        return Text(self.symbol(seat) + initial, style=self.style(seat))

    def name(self, seat: int) -> Text:
        """The captain's name in their colour, with their symbol."""
        if not 0 <= seat < len(self.names):
            return Text("?")
        return Text(f"{self.symbol(seat)} {self.names[seat]}", style=self.style(seat))


def card_name(t: Translate, content: Any, card: str) -> str:
    """A card's name in the current language (cards are ids such as ``azure-b07``)."""
    info = content.cards.get(card) if content is not None else None
    if info is None:
        return card
    return t(f"board.card.{info.name}")


def card_noun(t: Translate, content: Any, card: str) -> Noun | str:
    """A card's name for a sentence (``Noun``: label plus running forms ``text.board.card.<name>.*``)."""
    info = content.cards.get(card) if content is not None else None
    if info is None:
        return card
    return as_translator(t).noun(f"board.card.{info.name}", id=card)


def resource_noun(t: Translate, resource: str) -> Noun:
    """A resource for a sentence; ``{resource:id}`` gives its id, for ``{count:#board.amount.{resource:id}}``."""
    return as_translator(t).noun(f"board.resource.{resource}", id=resource)


#: The plural table of each countable item in the board log ("2 wood", "1 fortune coin").
AMOUNT_TABLES = {
    **{r: f"board.amount.{r}" for r in RES},
    "coin": "board.amount.coins",
    "treasure": "board.amount.treasures",
    "plank": "board.amount.planks",
}


def amount_parts(
    t: Translate, items: Iterable[str], seats: Seats | None = None, subject: Any = None
) -> list[str]:
    """Items counted, each through its plural table, in first-seen order: ["2 wood", "1 rum"]. A parrot of
    ``subject`` (the seat the sentence is about) is its own parrot."""
    counts: dict[str, int] = {}
    for item in items:
        counts[str(item)] = counts.get(str(item), 0) + 1
    return [
        t(AMOUNT_TABLES[i], count=n) if i in AMOUNT_TABLES else _item_in_sentence(t, i, seats, subject)
        for i, n in counts.items()
    ]


def and_list(t: Translate, parts: Sequence[str]) -> str:
    """Parts of a sentence as a list: "a, b and c"."""
    parts = [p for p in parts if p]
    if len(parts) <= 1:
        return "".join(parts)
    return ", ".join(parts[:-1]) + t("board.ui.and") + parts[-1]


def spot_actions(t: Translate, actions: Iterable[str]) -> str:
    """A spot's actions by their short names, as the log and the choices both name them: "In See stechen +
    Landen" (GLOSSARY.md: each short name is the verb of its action's full name)."""
    return " + ".join(t(f"board.action_short.{action}") for action in actions)


def amounts_text(t: Translate, items: Iterable[str], seats: Seats | None = None, subject: Any = None) -> str:
    """Items counted for a sentence, through the plural tables: "2 wood and 1 rum", "1 fortune coin"."""
    return and_list(t, amount_parts(t, items, seats, subject)) or t("board.ui.nothing")


def parrot_words(
    t: Translate, owner: int, names: Sequence[str] | None, *, you: Any = None, subject: Any = None
) -> str:
    """A parrot in a sentence, by its owner: "your parrot" when the reader owns it (``you``: a choice or a
    question for that captain), "their own parrot" when the sentence is about its owner (``subject``), else
    "the parrot of Anne". A captain never reads their own name in the third person."""
    if owner == you:
        return t("board.label.parrot_yours")
    if owner == subject:
        return t("board.label.parrot_own")
    named = names is not None and 0 <= owner < len(names) and names[owner]
    name = names[owner] if names is not None and named else t("board.label.seat", number=owner + 1)
    return t("board.label.parrot_of", name=name)


def _item_in_sentence(t: Translate, item: str, seats: Seats | None, subject: Any = None) -> str:
    """An uncounted item inside a sentence: a parrot with its article ("den Papagei von Anne")."""
    digits = item.removeprefix("parrot")
    if item.startswith("parrot") and digits.isdigit() and seats is not None and int(digits) < len(seats):
        return parrot_words(t, int(digits), seats.names, subject=subject)
    return item_name(t, item, seats)


def item_name(t: Translate, item: str, seats: Seats | None = None) -> str:
    """A resource, ``coin``, ``treasure`` or ``parrotN`` in words."""
    if item in RES:
        return t(f"board.resource.{item}")
    if "|" in item:
        return t("board.ui.or").join(item_name(t, part, seats) for part in item.split("|"))
    if item.startswith("parrot"):
        digits = item.removeprefix("parrot").strip()
        if digits.isdigit() and seats is not None and int(digits) < len(seats):
            return t("board.ui.item.parrot_of", name=seats.names[int(digits)])
        return t("board.ui.item.parrot")
    if item in ("coin", "treasure", "plank", "gem"):
        return t(f"board.ui.item.{item}")
    return item


def join(t: Translate, parts: Iterable[str]) -> str:
    items = [p for p in parts if p]
    if not items:
        return t("board.ui.nothing")
    return ", ".join(items)


def resources_text(t: Translate, items: Iterable[str], seats: Seats | None = None) -> str:
    """``["wood", "wood", "rum"]`` as "2 wood, 1 rum", "2 tissus, 1 bois" (each counted through its plural
    table, in first-seen order: a tile or a player board has no room for "and")."""
    return ", ".join(amount_parts(t, items, seats))


_DICE_KEYS = {"exploration": "board.label.dice_exploration", "combat": "board.label.dice_combat"}
#: Words the log makes from an event's parameters, beside the parameters themselves: a template may use
#: ``{mark}`` (☠/☺ of a card) when the event has a ``card``, ``{dice}`` (the faces by die type) when it has
#: ``exploration`` or ``combat`` faces, ``{item}`` ("1 wood") for a ``resource``, ``{short}``/``{reduced}`` (the
#: action's short and reduced names) for an ``action``.
DERIVED_PARAMS: dict[str, tuple[str, ...]] = {
    "mark": ("card",),
    "dice": ("exploration", "combat"),
    "item": ("resource",),
    "short": ("action",),
    "reduced": ("action",),
}
_SEATS = ("seat", "other", "winner", "first", "parrot")
_VOWELS = "aeiouyhàâäéèêëîïôöùûüÿœæAEIOUYHÀÂÄÉÈÊËÎÏÔÖÙÛÜŸŒÆ"


def first_upper(text: str) -> str:
    """A line or a label starts with a capital, also when it starts with a running form ("im Eismeer")."""
    return text[:1].upper() + text[1:]


def name_noun(t: Translate, name: str) -> Noun:
    """A captain's name for a sentence; French elides "de" before a vowel or a mute h ("d’Anne", "de Bonny")."""
    if as_translator(t).language != "fr":
        return Noun(name, {}, name)
    de = ("d’" if name[:1] in _VOWELS else "de ") + name
    return Noun(name, {"de": de, "gen": de, "a": "à " + name}, name)


def sea_noun(t: Translate, sea: str) -> Noun:
    """A sea for a sentence: ``{sea:in}`` "im Eismeer", ``{sea:gen}`` "de la mer Gelée", ``{sea:to}`` ..."""
    return as_translator(t).noun(f"board.sea.{sea}", id=sea)


def place_noun(t: Translate, place: Any) -> Noun | str:
    """Where a ship goes: a sea, or the hideout."""
    if place == "hideout":
        return as_translator(t).noun("board.piece.hideout", id="hideout")
    return sea_noun(t, str(place)) if isinstance(place, str) else str(place)


def dice_text(t: Translate, exploration: Any, combat: Any) -> str:
    """Rolled faces by die type: "2 exploration dice: star, two stars; 1 combat die: cannonball"."""
    parts = []
    for kind, faces in (("exploration", exploration), ("combat", combat)):
        faces = [faces] if isinstance(faces, str) else list(faces or [])
        if faces:
            words = ", ".join(format(as_translator(t).noun(f"board.face.{f}"), "") for f in faces)
            parts.append(t("board.log.dice", dice=t(_DICE_KEYS[kind], count=len(faces)), faces=words))
    return t("board.log.dice_join").join(parts) if parts else t("board.ui.nothing")


def _seat_name(seats: Seats, value: Any) -> str:
    return seats.names[value] if isinstance(value, int) and 0 <= value < len(seats) else ""


def _blocked_actions(t: Translate, content: Any, card: str) -> str:
    """The main actions a card's negative effect blocks, by name ("Sail at sea, Dock at a port")."""
    info = content.cards.get(card) if content is not None else None
    negative = getattr(info, "negative", None)
    return ", ".join(t(f"board.action.{a.value}") for a in getattr(negative, "actions", ())) or "…"


def event_params(t: Translate, event: Event, seats: Seats, content: Any) -> dict[str, Any]:
    """The event's parameters as words: seats as names (with their running forms), ids as translated names."""
    out: dict[str, Any] = {}
    key = event.key
    tr = as_translator(t)
    for name, value in event.params.items():
        if name in _SEATS and isinstance(value, int):
            out[name] = name_noun(t, _seat_name(seats, value)) if 0 <= value < len(seats) else str(value)
        elif name == "sea" and isinstance(value, str):
            out[name] = sea_noun(t, value)
        elif name == "seas" and isinstance(value, list):  # "zwischen dem Eismeer und der Üppigen See"
            out[name] = NounList([sea_noun(t, str(s)) for s in value], t("board.ui.and"))
        elif name == "ring" and isinstance(value, list):  # the seas as numbered on the ring's tiles
            out[name] = ", ".join(f"{i} {t(f'board.sea.{s}')}" for i, s in enumerate(value, 1))
        elif name == "card" and isinstance(value, str):
            out[name] = card_noun(t, content, value)
        elif name == "resource" and value in RES:
            out[name] = resource_noun(t, str(value))
            out["item"] = amounts_text(t, [str(value)], seats)
        elif name == "item":  # one item changing hands: "1 wood", "1 fortune coin", "the parrot of Anne"
            out[name] = amounts_text(t, [str(value)], seats, event.params.get("seat"))
        elif name == "icon" and all(
            part in RES for part in str(value).split("|")
        ):  # a reward icon: wood|fabric
            out[name] = NounList([resource_noun(t, part) for part in str(value).split("|")], t("board.ui.or"))
        elif name in ("resource", "icon"):
            out[name] = item_name(t, str(value), seats)
        elif (
            name == "resources" and value == [] and key == "board.event.solo.demand"
        ):  # "0 resources", not "nothing"
            out[name] = t("board.amount.resources", count=0)
        elif name in ("resources", "give", "ask", "spent") and isinstance(value, list):
            out[name] = amounts_text(t, [str(v) for v in value], seats, event.params.get("seat"))
        elif name == "track":
            family = "track" if value in ("exploration", "combat", "trade") else "upgrade"
            out[name] = tr.noun(f"board.{family}.{value}", id=str(value))
        elif name == "face":
            out[name] = tr.noun(f"board.face.{value}", id=str(value))
        elif name == "die" and value in ("exploration", "combat"):
            out[name] = tr.noun(f"board.die.{value}", id=str(value))
        elif name == "effect":
            out[name] = (
                t(
                    f"board.negative.{value}",
                    amount=event.params.get("amount", 0),
                    actions=_blocked_actions(t, content, str(event.params.get("card", ""))),
                )
                if key == "board.event.negative"
                else t(f"board.token.name.{value}")
            )
        elif name == "token":
            out[name] = tr.noun(f"board.piece.{value}", id=str(value))
        elif name == "nature":
            out[name] = t(f"board.nature.{value}")
        elif name == "to":
            out[name] = (
                name_noun(t, _seat_name(seats, value)) if isinstance(value, int) else place_noun(t, value)
            )
        elif name == "action" and isinstance(value, str):
            out[name] = t(f"board.action.{value}")
            out["short"] = t(f"board.action_short.{value}")
            out["reduced"] = t(f"board.reduced.{value}")
        elif name == "actions" and isinstance(value, list):
            out[name] = spot_actions(t, [str(a) for a in value])
        elif name in ("favors", "curses") and isinstance(value, list):  # the drawn mist tokens (Solo)
            out[name] = and_list(t, [t(f"board.sea.{s}") for s in value]) or t("board.log.none")
        elif name == "when" and isinstance(value, str):  # the last fisherman's answer
            out[name] = t(f"board.modules.when.{value}")
        elif name == "seats" and isinstance(value, list):
            out[name] = and_list(t, [_seat_name(seats, v) for v in value])
        else:
            out[name] = value
    if "exploration" in event.params or "combat" in event.params:  # a roll: the faces by die type
        out["dice"] = dice_text(t, event.params.get("exploration"), event.params.get("combat"))
    card = content.cards.get(event.params.get("card", "")) if content is not None else None
    out.setdefault("mark", "")
    if card is not None:  # an encounter's nature as a mark: ☠ dangerous, ☺ friendly
        out["mark"] = "☠ " if card.kind.dangerous else "☺ " if card.kind.friendly else ""
    return out


def styled_line(text: str, seats: Seats, style: str = "") -> Text:
    """A log line with every captain's name in their colour (and a style for the whole line)."""
    line = Text(first_upper(text), style=style)
    plain = line.plain
    for seat, name in enumerate(seats.names):
        if not name:
            continue
        start = plain.find(name)
        while start >= 0:
            line.stylize(seats.style(seat), start, start + len(name))
            start = plain.find(name, start + len(name))
    return line


def event_text(t: Translate, event: Event, seats: Seats, content: Any) -> Text:
    """One event as one line: its message with names in the current language, the captains in their colours."""
    params = event_params(t, event, seats, content)
    if event.key == "board.event.solo.demand":  # only what he takes: no "0 fortune coins"
        what = _demand_text(t, event.params, seats)
        text = t("board.solo_ui.event.demand", what=what) if what else t("board.solo_ui.event.demand_none")
    elif event.key == "board.event.solo.move" and len(event.params.get("seas", ())) == 1:
        text = t("board.log.vagabond_stays", **params)  # he does not sail "to" the sea he is in
    elif event.key == "board.event.repair" and not event.params.get("spent"):
        text = t("board.log.repair_unpaid", **params)  # "ne dépense rien", not "dépense rien"
    else:
        text = t(event.key, **params)
    bold = event.key in ("board.event.round_start", "board.event.maintenance", "board.event.game_over")
    return styled_line(text, seats, "bold" if bold else "")


def _demand_text(t: Translate, params: Mapping[str, Any], seats: Seats) -> str:
    """What the Vagabond takes in an encounter: the coins, the resources, the planks (none of what he does not)."""
    parts = []
    if params.get("coins"):
        parts.append(t("board.amount.coins", count=params["coins"]))
    if params.get("resources"):
        parts.append(amounts_text(t, [str(r) for r in params["resources"]], seats))
    if params.get("planks"):
        parts.append(t("board.amount.planks", count=params["planks"]))
    if not parts:
        return ""
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + t("board.ui.and") + parts[-1]
