"""The ring of the seven seas drawn around the action board, in ring order: each sea a box (name, scroll,
deck, the top card's kind and what it asks, the ships, bonus tokens), the hideout spaces between them.

Seas 1-4 run left to right along the top, 5-7 right to left along the bottom; the spaces between seas 4 and
5 and between 7 and 1 run down the sides of the action board. A click on a sea box names its sea.
In the compact layout the same drawing shows without the action board (the sides become one line).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.message import Message
from textual.widgets import Static

from engines.board import BoardView, Sea
from tui.board.text import Seats, Translate, resources_text
from tui.board.widgets import show
from tui.board.widgets.action_board import ActionBoard
from tui.board.widgets.extra_panel import MIST_STYLE, VAGABOND, VAGABOND_STYLE, mist_mark, vagabond_mark

__all__ = ["BOTTOM_BOX", "TOP_BOX", "RingState", "SeaRing", "card_need", "tile_name", "with_legend"]

#: Ring indices of the seas in each band, left to right, and the spaces between them (space k lies between
#: sea k and sea k+1).
TOP, TOP_SPACES = (0, 1, 2, 3), (0, 1, 2)
BOTTOM, BOTTOM_SPACES = (6, 5, 4), (5, 4)
LEFT_SPACE, RIGHT_SPACE = 6, 3
TOP_BOX, BOTTOM_BOX, GAP = 16, 22, 3
ROWS = 5
BORDER = "#5f87af"
TARGET = "bold #e8c547"
#: The symbol of a card's type when it is neither dangerous nor friendly (islands and ports).
_TYPE_SYMBOL = {"island": "⛰", "port": "⚓", "encounter": "≈"}


@dataclass
class RingState:
    """What the ring shows besides the view: legal targets and the sea the cursor is on."""

    targets: set[str] = field(default_factory=set)
    cursor: str = ""
    here: str = ""
    """The sea of the ship that is sailing (or ``""``)."""


def card_need(t: Translate, card: Any) -> str:
    """What a card asks, in a few symbols (the legend explains them): ``✦ 3★`` (explore), ``2✹ + 1⚓`` (faces),
    ``⚖ 2 Rum``...; a count of zero is left out."""
    parts: list[str] = []
    if card.explore is not None:
        parts.append(f"✦ {card.explore.stars}★")
    if card.seamanship:
        parts.append(f"≈ {card.seamanship}★")
    if card.pirate is not None:
        pirate = card.pirate
        marks = [
            f"{n}{mark}"
            for n, mark in ((pirate.planks, "▮"), (pirate.cannons, "✹"), (pirate.boardings, "⚓"))
            if n
        ]
        parts.append(" ".join(marks))
    if card.faces is not None:
        faces = [f"{n}{mark}" for n, mark in ((card.faces.cannons, "✹"), (card.faces.boardings, "⚓")) if n]
        parts.append(" + ".join(faces))
    if card.fight is not None:
        parts.append("⚔ " + t("board.amount.successes", count=card.fight.successes))
    if card.trade is not None:
        parts.append("⚖ " + resources_text(t, [str(r) for r in card.trade.cost]))
    return " · ".join(parts)


def with_legend(title: Text, legend: str, width: int) -> Text:
    """The ring's title line with as many of the legend's items ("✦ explore", "⚔ combat"...) as fit in ``width``:
    whole items, never one cut in the middle ("⌂ r…") when the Solo marks take the room."""
    items = re.split(r" +(?=[^\w\s(])", legend.strip())
    line = title.copy()
    gap = "  "
    for item in items:
        if line.cell_len + len(gap) + Text(item).cell_len > width - 1:
            break
        line.append(gap + item, style="dim")
        gap = " "
    return line


def tile_name(t: Translate, sea: str, room: int) -> str:
    """A sea's name on its tile: the full name when it fits ``room`` cells, else its tile form ("Verfluchte",
    "Abondante", "Plentiful"), which fits the narrowest tile in every language (``test_board_wording.py``)."""
    name = t(f"board.sea.{sea}")
    return name if Text(name).cell_len <= room else t(f"board.sea_tile.{sea}")


def _fit(text: Text, width: int) -> Text:
    text.truncate(width, overflow="ellipsis", pad=True)
    return text


#: The box of the sea under the ring cursor is drawn with a double line (it reads without colour).
_LINES = {False: "╭─╮│╰╯", True: "╔═╗║╚╝"}


def _box(t: Translate, view: BoardView, seats: Seats, index: int, width: int, state: RingState) -> list[Text]:
    """The five lines of one sea's box: its name on the top edge; its ring number, scroll and deck; the top
    card's own name; what it asks; the ships, a legal target's ◇ and the bonus tokens on the bottom edge."""
    sea = view.ring[index]
    content = view.content
    inner = width - 2
    target, cursor = sea in state.targets, sea == state.cursor
    edge = TARGET if target else ("bold" if cursor else BORDER)
    tl, h, tr, v, bl, br = tuple(_LINES[cursor])
    title = Text(tile_name(t, sea, inner), style="bold reverse" if cursor else "bold")
    title.truncate(inner, overflow="ellipsis")
    top = Text(tl, style=edge)
    top.append_text(title)
    top.append(h * (inner - title.cell_len) + tr, style=edge)
    scroll = {str(k): v for k, v in content.seas[Sea(sea)].scroll.items()}
    first = Text(f"{index + 1} ", style="bold")
    first.append(f"✦{scroll.get('exploration', 0)}⚔{scroll.get('combat', 0)}⚖{scroll.get('trade', 0)}")
    first.append(f" ▤{view.deck_sizes.get(sea, 0)}", style="dim")
    revealed = view.revealed.get(sea, ())
    card = content.cards.get(revealed[-1]) if revealed else None
    if card is None:
        name, need = Text(t("board.ring.no_card"), style="dim"), Text("")
    else:
        name = Text()
        if card.kind.dangerous:
            name.append("☠ ", style="#ff875f")
        elif card.kind.friendly:
            name.append("☺ ", style="#87d75f")
        else:
            name.append(_TYPE_SYMBOL.get(card.kind.card_type.value, "") + " ")
        name.append(t(f"board.card.{card.name}"))
        if len(revealed) > 1:
            name.append(f" +{len(revealed) - 1}", style="dim")
        need = Text(card_need(t, card), style="bold")
    lines = [top]
    for part in (first, name, need):
        line = Text(v, style=edge)
        line.append_text(_fit(part, inner))
        line.append(v, style=edge)
        lines.append(line)
    marks = Text()
    for p in view.players:
        if p.loc == index:
            marks.append_text(seats.mark(p.seat))
    if view.solo is not None and view.solo.vsea == index:
        marks.append(VAGABOND, style=VAGABOND_STYLE)
    right = Text("")
    if target:
        right.append("◇", style=TARGET)
    if view.mode == "advanced":
        right.append(f"◈{view.bonus.get(sea, 0)}", style="dim" if not view.bonus.get(sea, 0) else "")
    marks.truncate(max(0, inner - right.cell_len - 1), overflow="crop")
    bottom = Text(bl, style=edge)
    bottom.append_text(marks)
    bottom.append(h * (inner - marks.cell_len - right.cell_len), style=edge)
    bottom.append_text(right)
    bottom.append(br, style=edge)
    lines.append(bottom)
    return lines


def _space_parts(view: BoardView, seats: Seats, space: int) -> tuple[Text | None, list[Text]]:
    """The mist tile (Solo) and the hideout marks on ``space``: ``⌂``, the owner's mark, ``⛵`` when home."""
    mist = Text("≋", style=MIST_STYLE) if view.solo is not None and view.solo.mist == space else None
    owners: list[Text] = []
    for p in view.players:
        if p.hideout == space:
            owners.append(Text("⌂", style=seats.style(p.seat)))
            owners.append(seats.mark(p.seat))
            if p.loc == -1:
                owners.append(Text("⛵", style=seats.style(p.seat)))
    return mist, owners


def _gap(view: BoardView, seats: Seats, space: int, arrow: str) -> list[Text]:
    """The space between two boxes of a band: the ring's way, the mist, the hideout."""
    mist, owners = _space_parts(view, seats, space)
    lines = [Text(" "), Text(" "), Text("─" + arrow + "─", style="dim"), Text(" "), Text(" ")]
    if mist is not None:
        lines[0] = Text(" ").append_text(mist)
    if owners:
        lines[1] = Text(" ").append_text(owners[0])
        lines[3] = owners[1]
        if len(owners) > 2:
            lines[4] = owners[2]
    return [_fit(line, GAP) for line in lines]


def _band(
    t: Translate,
    view: BoardView,
    seats: Seats,
    seas: tuple[int, ...],
    spaces: tuple[int, ...],
    width: int,
    arrow: str,
    state: RingState,
) -> tuple[Text, list[tuple[int, int, str]]]:
    """A row of boxes with the spaces between them, and where each sea's box lies (x from, x to, sea)."""
    columns: list[list[Text]] = []
    regions: list[tuple[int, int, str]] = []
    x = 0
    for n, index in enumerate(seas):
        columns.append(_box(t, view, seats, index, width, state))
        regions.append((x, x + width, view.ring[index]))
        x += width
        if n < len(spaces):
            columns.append(_gap(view, seats, spaces[n], arrow))
            x += GAP
    text = Text()
    for row in range(ROWS):
        if row:
            text.append("\n")
        for column in columns:
            text.append_text(column[row])
    return text, regions


class SeaBand(Static):
    """A row of sea boxes; a click on a box posts :class:`SeaRing.Clicked` with its sea."""

    def __init__(self, *, id: str) -> None:
        super().__init__("", id=id, classes="sea-band")
        self.regions: list[tuple[int, int, str]] = []

    def sea_at(self, x: int) -> str:
        """The sea whose box covers column ``x`` ("" between boxes)."""
        return next((sea for x0, x1, sea in self.regions if x0 <= x < x1), "")

    def on_click(self, event: events.Click) -> None:
        sea = self.sea_at(event.x)
        if sea:
            self.post_message(SeaRing.Clicked(sea))


class SeaRing(Vertical):
    """The seven seas around the action board, with the hideout spaces between them."""

    DEFAULT_CSS = """
    SeaRing { height: auto; }
    SeaRing > Static { height: auto; width: 100%; text-wrap: nowrap; text-overflow: ellipsis; }
    SeaRing > #ring-mid { height: auto; }
    SeaRing .ring-side { width: 3; height: auto; text-wrap: nowrap; }
    SeaRing ActionBoard { width: 1fr; }
    SeaRing.-compact .ring-side { width: 1fr; }
    SeaRing.-compact #side-right { text-align: right; }
    """

    class Clicked(Message):
        """A sea was clicked."""

        def __init__(self, sea: str) -> None:
            super().__init__()
            self.sea = sea

    def __init__(self, *, id: str) -> None:
        super().__init__(id=id)
        self.compact = False
        self._sides: tuple[BoardView, Seats] | None = None

    def compose(self) -> ComposeResult:
        yield Static("", id="ring-title", classes="region-title")
        yield SeaBand(id="band-top")
        with Horizontal(id="ring-mid"):
            yield Static("", id="side-left", classes="ring-side")
            yield ActionBoard(id="action")
            yield Static("", id="side-right", classes="ring-side")
        yield SeaBand(id="band-bottom")

    def show_parts(self, *, seas: bool, action: bool, compact: bool) -> None:
        """Show the seas, the action board or both (the compact layout shows one at a time)."""
        changed = compact != self.compact
        self.compact = compact
        self.set_class(compact, "-compact")
        for part in ("#ring-title", "#band-top", "#band-bottom", "#side-left", "#side-right"):
            self.query_one(part).display = seas
        self.query_one(ActionBoard).display = action
        if changed and self._sides is not None:
            self._render_sides(*self._sides)

    def update(self, t: Translate, view: BoardView, seats: Seats, state: RingState | None = None) -> None:
        """Render the ring from ``view`` (the action board has its own ``update``)."""
        state = state or RingState()
        title = Text(t("board.ui.ring.title"), style="bold")
        solo = view.solo
        marks = [
            vagabond_mark(t, view, solo.vsea) if solo is not None and solo.vsea >= 0 else None,
            mist_mark(t, view, solo.mist) if solo is not None and solo.mist >= 0 else None,
        ]
        for mark in marks:
            if (
                mark is not None
            ):  # Solo: the Vagabond's ship and the mist tile, named (the boxes show ☠ and ≋)
                title.append("  ")
                title.append_text(mark)
        legend = t("board.ring.legend") + ("  " + t("board.ring.tokens") if view.mode == "advanced" else "")
        title_line = self.query_one("#ring-title", Static)
        show(title_line, with_legend(title, legend, title_line.size.width or 80))
        for band_id, seas, spaces, width, arrow in (
            ("#band-top", TOP, TOP_SPACES, TOP_BOX, "→"),
            ("#band-bottom", BOTTOM, BOTTOM_SPACES, BOTTOM_BOX, "←"),
        ):
            band = self.query_one(band_id, SeaBand)
            text, band.regions = _band(t, view, seats, seas, spaces, width, arrow, state)
            show(band, text)
        self._sides = (view, seats)
        self._render_sides(view, seats)

    def _render_sides(self, view: BoardView, seats: Seats) -> None:
        for side_id, space, arrow in (("#side-left", LEFT_SPACE, "↑"), ("#side-right", RIGHT_SPACE, "↓")):
            mist, owners = _space_parts(view, seats, space)
            parts = ([mist] if mist is not None else []) + owners
            if self.compact:
                text = Text(arrow + " ", style="dim")
                for part in parts:
                    text.append_text(part)
                if side_id == "#side-right":
                    text = Text.assemble(*parts, Text(" " + arrow, style="dim"))
            else:
                lines = [Text(arrow, style="dim"), Text("│", style="dim"), *parts]
                lines += [Text("│", style="dim")] * max(0, 7 - len(lines)) + [Text(arrow, style="dim")]
                text = Text("\n").join(lines)
            show(self.query_one(side_id, Static), text)
