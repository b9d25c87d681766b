"""Every sea card of The 7 Seas (Discovery and Advanced) with its full effect, filtered by sea, type and place,
each marked with where it is now: revealed, collected by a captain, known at the bottom of its deck (the rules
put discarded cards there, in the open), still in its deck, or not in this game.

``c`` on the board opens it (at the sea under the ring cursor, on the card at hand); ↑ ↓ browse the list, Tab
reaches the filters (← → or Enter change one), Escape goes back to the table.
"""

from __future__ import annotations

from typing import Any, ClassVar

from rich.console import Group
from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from engines.board import BoardView
from tui.board.card_places import WHERE, Place
from tui.board.text import Seats, Translate, resources_text, sea_noun
from tui.board.widgets.card_view import card_lines
from tui.screens.base import BaseScreen
from tui.screens.quit_guard import DelegateQuit
from tui.widgets.choice import Choice
from tui.widgets.footer import AppFooter
from tui.widgets.option_list import SafeOptionList

__all__ = ["PLACE_MARK", "CardReferenceScreen", "place_text", "reference_rows"]

#: A mark per place, the same in every language (the filter and the details name it in words).
PLACE_MARK = {"top": "▲", "pile": "△", "track": "✔", "bottom": "⤓", "deck": "▤", "box": "–"}
_TYPES = ("island", "port", "encounter")
#: The place filter's choices and the places each one keeps.
_PLACE_FILTERS: dict[str, tuple[str, ...]] = {
    "all": WHERE,
    "revealed": ("top", "pile"),
    "track": ("track",),
    "bottom": ("bottom",),
    "deck": ("deck",),
    "box": ("box",),
}


def place_text(t: Translate, place: Place, seats: Seats) -> str:
    """Where a card is, in a sentence of the current language."""
    sea: Any = sea_noun(t, place.sea) if place.sea else ""
    if place.where == "top":
        return t("board.ui.cards_ref.place.top", sea=sea)
    if place.where == "pile":
        return t("board.ui.cards_ref.place.pile", sea=sea, count=place.depth)
    if place.where == "track":
        name = seats.names[place.seat] if 0 <= place.seat < len(seats) else "?"
        return t("board.ui.cards_ref.place.track", name=name, track=t(f"board.track.{place.track}"))
    if place.where == "bottom":
        return t("board.ui.cards_ref.place.bottom", sea=sea, count=place.depth)
    if place.where == "deck":
        return t("board.ui.cards_ref.place.deck", sea=sea)
    return t("board.ui.cards_ref.place.box")


def reference_rows(
    view: BoardView, places: dict[str, Place], *, sea: str = "all", kind: str = "all", where: str = "all"
) -> list[str]:
    """The card ids the filters keep, in ring order of their seas, then by place, then by id."""
    ring = list(view.ring)
    keep = _PLACE_FILTERS.get(where, WHERE)
    rows = []
    for card_id, card in view.content.cards.items():
        place = places[card_id]
        if sea != "all" and card.sea.value != sea:
            continue
        if kind != "all" and card.kind.card_type.value != kind:
            continue
        if place.where not in keep:
            continue
        rows.append(card_id)
    order = {w: i for i, w in enumerate(WHERE)}

    def key(card_id: str) -> tuple[int, int, int, str]:
        card = view.content.cards[card_id]
        place = places[card_id]
        at = ring.index(card.sea.value) if card.sea.value in ring else len(ring)
        return at, order[place.where], place.depth, card_id

    return sorted(rows, key=key)


class CardReferenceScreen(DelegateQuit, BaseScreen[None]):
    """Every card of the game and where it is (see the module docstring)."""

    DEFAULT_CSS = """
    CardReferenceScreen #ref-title { height: auto; text-style: bold; padding: 0 1; }
    CardReferenceScreen #ref-filters { height: 1; padding: 0 1; }
    CardReferenceScreen #ref-filters Choice { width: 1fr; margin-right: 1; }
    CardReferenceScreen #ref-body { height: 1fr; }
    CardReferenceScreen #ref-list { width: 1fr; height: 1fr; border-right: vkey $panel; }
    CardReferenceScreen #ref-details { width: 1fr; height: 1fr; padding: 0 1; scrollbar-size-vertical: 1; }
    CardReferenceScreen #ref-body.-stacked { layout: vertical; }
    CardReferenceScreen #ref-body.-stacked #ref-list { width: 100%; height: 1fr; border-right: none; }
    CardReferenceScreen #ref-body.-stacked #ref-details { width: 100%; height: 9; border-top: hkey $panel; }
    """
    BINDINGS: ClassVar[list[Binding | tuple[str, str] | tuple[str, str, str]]] = [
        Binding("escape", "close", "Back", id="back"),
        Binding("f2", "app.cycle_language", "Language", id="language"),
    ]

    def __init__(
        self,
        view: BoardView,
        places: dict[str, Place],
        seats: Seats,
        *,
        sea: str = "all",
        card: str = "",
    ) -> None:
        super().__init__()
        self.view = view
        self.places = places
        self.seats = seats
        self.start_sea = sea if sea in view.ring else "all"
        self.start_card = card
        self.rows: list[str] = []

    def compose(self) -> ComposeResult:
        yield Static("", id="ref-title")
        with Horizontal(id="ref-filters"):
            yield Choice([], value=self.start_sea, id="ref-sea")
            yield Choice([], value="all", id="ref-type")
            yield Choice([], value="all", id="ref-where")
        with Horizontal(id="ref-body"):
            yield SafeOptionList(id="ref-list")
            with VerticalScroll(id="ref-details"):
                yield Static("", id="ref-card")
        yield AppFooter()

    def on_mount(self) -> None:
        self._layout()
        self.query_one("#ref-list", OptionList).focus()

    def on_resize(self, event: events.Resize) -> None:
        self._layout()

    def _layout(self) -> None:
        width, _ = self.app.size
        self.query_one("#ref-body").set_class(width < 110, "-stacked")

    # --- filters --------------------------------------------------------------------------------
    def on_language(self) -> None:
        if not self.query("#ref-list"):
            return
        t = self.t
        self.query_one("#ref-title", Static).update(
            Text(t("board.ui.cards_ref.title") + "  ", style="bold").append(
                t("board.ui.cards_ref.keys"), style="dim"
            )
        )
        seas = [("all", t("board.ui.cards_ref.all_seas"))] + [
            (sea, f"{i + 1} " + t(f"board.sea.{sea}")) for i, sea in enumerate(self.view.ring)
        ]
        kinds = [("all", t("board.ui.cards_ref.all_types"))] + [
            (kind, t(f"board.card_type.{kind}")) for kind in _TYPES
        ]
        wheres = [(w, t(f"board.ui.cards_ref.filter.{w}")) for w in _PLACE_FILTERS]
        for choice_id, options in (("#ref-sea", seas), ("#ref-type", kinds), ("#ref-where", wheres)):
            self.query_one(choice_id, Choice).set_options([(label, value) for value, label in options])
        self._fill(keep=True)

    def on_choice_changed(self, event: Choice.Changed) -> None:
        event.stop()
        if self.rows or self.query("#ref-list"):
            self._fill(keep=True)

    def _filters(self) -> tuple[str, str, str]:
        return (
            str(self.query_one("#ref-sea", Choice).value),
            str(self.query_one("#ref-type", Choice).value),
            str(self.query_one("#ref-where", Choice).value),
        )

    def _fill(self, *, keep: bool) -> None:
        """List the cards the filters keep; the highlighted card stays highlighted when it is still listed."""
        listing = self.query_one("#ref-list", OptionList)
        current = self.current_card() if keep else ""
        sea, kind, where = self._filters()
        self.rows = reference_rows(self.view, self.places, sea=sea, kind=kind, where=where)
        listing.clear_options()
        listing.add_options([Option(self._row(card_id)) for card_id in self.rows])
        wanted = current or self.start_card
        if wanted in self.rows:
            listing.highlighted = self.rows.index(wanted)
        elif self.rows:
            listing.highlighted = 0
        self._show(self.current_card())

    def _row(self, card_id: str) -> Text:
        t = self.t
        card = self.view.content.cards[card_id]
        place = self.places[card_id]
        text = Text(PLACE_MARK.get(place.where, "?") + " ", style="bold")
        text.append(t(f"board.card.{card.name}"), style="dim" if place.where == "box" else "bold")
        needs = card_requirements(t, card)
        if needs:
            text.append(" · " + " · ".join(needs), style="dim")
        return text

    def current_card(self) -> str:
        listing = self.query_one("#ref-list", OptionList)
        index = listing.highlighted
        return self.rows[index] if index is not None and 0 <= index < len(self.rows) else ""

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        event.stop()
        self._show(self.current_card())

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()  # looking only: nothing to carry out

    def _show(self, card_id: str) -> None:
        static = self.query_one("#ref-card", Static)
        if not card_id:
            static.update(Text(self.t("board.ui.cards_ref.none"), style="dim"))
            return
        t = self.t
        place = Text(
            PLACE_MARK.get(self.places[card_id].where, "?")
            + " "
            + place_text(t, self.places[card_id], self.seats),
            style="bold",
        )
        lines: list[Any] = [place, *card_lines(t, self.view.content, card_id)]
        static.update(Group(*lines))

    def action_close(self) -> None:
        self.dismiss(None)


def _reward(t: Translate, reward: Any) -> str:
    """A card reward: its resource icons and treasures, then each choice as ``Wood/Metal`` (with "or", "Holz,
    Stoff oder Rum" read as one of three where the card gives wood and fabric or rum)."""
    if reward is None:
        return ""
    parts = [t(f"board.resource.{icon[0]}") for icon in reward.icons if len(icon) == 1]
    if reward.treasures:
        parts.append(t("board.amount.treasures", count=reward.treasures))
    parts += ["/".join(t(f"board.resource.{r}") for r in icon) for icon in reward.icons if len(icon) > 1]
    return ", ".join(parts)


def card_requirements(t: Translate, card: Any) -> list[str]:
    """What a card asks, one short phrase per activity (stars to roll, resources to pay, hits to score)."""
    parts: list[str] = []
    if card.explore is not None:
        parts.append(
            t("board.ui.req.explore", stars=card.explore.stars, reward=_reward(t, card.explore.reward))
        )
    if card.seamanship:
        parts.append(t("board.ui.req.seamanship", stars=card.seamanship))
    if card.pirate is not None:
        parts.append(
            t(
                "board.ui.req.pirate",
                planks=card.pirate.planks,
                marks=_marks(card.pirate.cannons, card.pirate.boardings, " "),
            )
        )
    if card.faces is not None:
        parts.append(t("board.ui.req.faces", marks=_marks(card.faces.cannons, card.faces.boardings, " + ")))
    if card.fight is not None:
        reward = _reward(t, card.fight.reward)
        text = t("board.ui.req.fight", hits=card.fight.successes, reward=reward)
        parts.append(text if reward else text.split(" →")[0])
    if card.trade is not None:
        parts.append(
            t(
                "board.ui.req.trade",
                cost=resources_text(t, [str(r) for r in card.trade.cost]),
                reward=_reward(t, card.trade.reward),
            )
        )
    if card.reward is not None and (card.reward.icons or card.reward.treasures):
        parts.append(t("board.ui.req.reward", reward=_reward(t, card.reward)))
    return parts


def _marks(cannons: int, boardings: int, joint: str) -> str:
    """Cannonballs and boardings as symbols, leaving out a count of 0 ("1✹", not "1✹ 0⚓")."""
    return joint.join(f"{n}{mark}" for n, mark in ((cannons, "✹"), (boardings, "⚓")) if n)
