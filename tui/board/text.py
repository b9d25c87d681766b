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

__all__ = [
    "COLOURS",
    "Seats",
    "Translate",
    "amounts_text",
    "card_name",
    "card_noun",
    "event_text",
    "item_name",
    "join",
    "resources_text",
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
        self.names = list(names)
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


def amounts_text(t: Translate, items: Iterable[str], seats: Seats | None = None) -> str:
    """Items counted for a sentence, through the plural tables: "2 wood and 1 rum", "1 fortune coin"."""
    counts: dict[str, int] = {}
    for item in items:
        counts[str(item)] = counts.get(str(item), 0) + 1
    parts = [
        t(AMOUNT_TABLES[i], count=n) if i in AMOUNT_TABLES else _item_in_sentence(t, i, seats)
        for i, n in counts.items()
    ]
    if not parts:
        return t("board.ui.nothing")
    if len(parts) == 1:
        return parts[0]
    return ", ".join(parts[:-1]) + t("board.ui.and") + parts[-1]


def _item_in_sentence(t: Translate, item: str, seats: Seats | None) -> str:
    """An uncounted item inside a sentence: a parrot with its article ("den Papagei von Anne")."""
    digits = item.removeprefix("parrot")
    if item.startswith("parrot") and digits.isdigit() and seats is not None and int(digits) < len(seats):
        return t("board.label.parrot_of", name=seats.names[int(digits)])
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
    """``["wood", "wood", "rum"]`` as "2 Wood, Rum" (counted, in first-seen order)."""
    counts: dict[str, int] = {}
    for item in items:
        counts[str(item)] = counts.get(str(item), 0) + 1
    return join(
        t, [f"{n} {item_name(t, i, seats)}" if n > 1 else item_name(t, i, seats) for i, n in counts.items()]
    )


def _faces(t: Translate, faces: Any) -> str:
    if isinstance(faces, str):
        faces = [faces]
    return ", ".join(t(f"board.face.{f}") for f in faces) or t("board.ui.nothing")


def event_params(t: Translate, event: Event, seats: Seats, content: Any) -> dict[str, Any]:
    """The event's parameters as words: seats as names, ids as translated names."""
    out: dict[str, Any] = {}
    key = event.key
    for name, value in event.params.items():
        if name in ("seat", "other", "winner", "first") and isinstance(value, int):
            out[name] = seats.names[value] if 0 <= value < len(seats) else ""
        elif name == "sea" and isinstance(value, str):
            out[name] = t(f"board.sea.{value}")
        elif name == "seas" and isinstance(value, list):  # "zwischen dem Eismeer und der Üppigen See"
            out[name] = NounList([as_translator(t).noun(f"board.sea.{s}") for s in value], t("board.ui.and"))
        elif name == "card" and isinstance(value, str):
            out[name] = card_noun(t, content, value)
        elif name == "resource" and value in RES:
            out[name] = resource_noun(t, str(value))
        elif name == "item":  # one item changing hands: "1 wood", "1 fortune coin", "the parrot of Anne"
            out[name] = amounts_text(t, [str(value)], seats)
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
        elif name in ("resources", "give", "ask") and isinstance(value, list):
            out[name] = amounts_text(t, [str(v) for v in value], seats)
        elif name == "track":
            out[name] = (
                t(f"board.track.{value}")
                if value in ("exploration", "combat", "trade")
                else t(f"board.upgrade.{value}")
            )
        elif name == "face":
            out[name] = t(f"board.face.{value}")
        elif name == "effect":
            out[name] = (
                t(f"board.negative.{value}", amount=event.params.get("amount", 0), actions="…")
                if key == "board.event.negative"
                else t(f"board.token.name.{value}")
            )
        elif name == "token":
            out[name] = t(f"board.piece.{value}")
        elif name == "nature":
            out[name] = t(f"board.nature.{value}")
        elif name == "to":
            out[name] = (
                t("board.piece.hideout")
                if value == "hideout"
                else (t(f"board.sea.{value}") if isinstance(value, str) else value)
            )
        elif name == "action" and isinstance(value, str):
            out[name] = t(f"board.action.{value}")
        elif name == "parrot" and isinstance(value, int):
            out[name] = seats.names[value] if 0 <= value < len(seats) else str(value)
        elif name in ("favors", "curses") and isinstance(value, list):  # the drawn mist tokens (Solo)
            out[name] = t("board.ui.and").join(t(f"board.sea.{s}") for s in value) or t("board.label.nothing")
        elif name == "when" and isinstance(value, str):  # the last fisherman's answer
            out[name] = t(f"board.modules.when.{value}")
        elif name == "seats" and isinstance(value, list):
            out[name] = t("board.ui.and").join(
                seats.names[v] for v in value if isinstance(v, int) and 0 <= v < len(seats)
            )
        elif name in ("exploration", "combat") and isinstance(value, list | str):
            out[name] = _faces(t, value)
        else:
            out[name] = value
    return out


def event_text(t: Translate, event: Event, seats: Seats, content: Any) -> Text:
    """One log line: the event's message with names in the current language; the actor's colour."""
    params = event_params(t, event, seats, content)
    if event.key == "board.event.solo.demand":  # only what he takes: no "0 fortune coins"
        what = _demand_text(t, event.params, seats)
        line = Text(
            t("board.solo_ui.event.demand", what=what) if what else t("board.solo_ui.event.demand_none")
        )
    else:
        line = Text(t(event.key, **params))
    seat = event.params.get("seat")
    if isinstance(seat, int) and 0 <= seat < len(seats):
        name = seats.names[seat]
        start = line.plain.find(name)
        if start >= 0:
            line.stylize(seats.style(seat), start, start + len(name))
    if event.key in ("board.event.round_start", "board.event.maintenance", "board.event.game_over"):
        line.stylize("bold")
    return line


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


def counts_text(t: Translate, counts: Mapping[str, int]) -> str:
    """Resource counts as "Food 2 · Wood 1" (zeros left out)."""
    return " · ".join(f"{t(f'board.resource.{r}')} {n}" for r, n in counts.items() if n)


def reward_text(t: Translate, reward: Any) -> str:
    """A card reward: its resource icons (``Wood/Metal`` for a choice) and treasures."""
    if reward is None:
        return ""
    parts = [t("board.ui.or").join(t(f"board.resource.{r}") for r in icon) for icon in reward.icons]
    if reward.treasures:
        parts.append(t("board.amount.treasures", count=reward.treasures))
    return ", ".join(parts)


def card_requirements(t: Translate, card: Any) -> list[str]:
    """What a card asks, one short phrase per activity (stars to roll, resources to pay, hits to score)."""
    parts: list[str] = []
    if card.explore is not None:
        parts.append(
            t("board.ui.req.explore", stars=card.explore.stars, reward=reward_text(t, card.explore.reward))
        )
    if card.seamanship:
        parts.append(t("board.ui.req.seamanship", stars=card.seamanship))
    if card.pirate is not None:
        parts.append(
            t(
                "board.ui.req.pirate",
                planks=card.pirate.planks,
                cannons=card.pirate.cannons,
                boardings=card.pirate.boardings,
            )
        )
    if card.faces is not None:
        parts.append(t("board.ui.req.faces", cannons=card.faces.cannons, boardings=card.faces.boardings))
    if card.fight is not None:
        reward = reward_text(t, card.fight.reward)
        text = t("board.ui.req.fight", hits=card.fight.successes, reward=reward)
        parts.append(text if reward else text.split(" →")[0])
    if card.trade is not None:
        parts.append(
            t(
                "board.ui.req.trade",
                cost=resources_text(t, [str(r) for r in card.trade.cost]),
                reward=reward_text(t, card.trade.reward),
            )
        )
    if card.reward is not None and (card.reward.icons or card.reward.treasures):
        parts.append(t("board.ui.req.reward", reward=reward_text(t, card.reward)))
    return parts


def card_summary(t: Translate, content: Any, card_id: str) -> Text:
    """One line about a card: kind, name, friendly/dangerous, what it asks and gives."""
    card = content.cards.get(card_id) if content is not None else None
    if card is None:
        return Text(card_id)
    text = Text()
    kind, name = t(f"board.kind.{card.kind}"), t(f"board.card.{card.name}")
    if kind != name:
        text.append(kind + " ", style="dim")
    text.append(name, style="bold")
    if card.kind.dangerous:
        text.append(" ☠ " + t("board.nature.dangerous"), style="#ff875f")
    elif card.kind.friendly:
        text.append(" ☺ " + t("board.nature.friendly"), style="#87d75f")
    requirements = card_requirements(t, card)
    if requirements:
        text.append(" · " + " · ".join(requirements))
    return text
