"""The ring of the seven seas, in ring order: scrolls, top revealed card, deck, bonus tokens, ships, hideouts."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.message import Message
from textual.widgets import Static

from tui.board.text import Seats, Translate, card_summary
from tui.board.widgets import show

__all__ = ["RingState", "SeaRing"]


@dataclass
class RingState:
    """What the ring shows besides the view: legal targets and the sea the cursor is on."""

    targets: set[str] = field(default_factory=set)
    cursor: str = ""
    here: str = ""
    """The sea of the ship that is sailing (or ``""``)."""


class SeaRow(Static):
    """One sea of the ring (clickable)."""

    def __init__(self, sea_index: int) -> None:
        super().__init__("", classes="sea-row", id=f"sea-{sea_index}")
        self.sea_index = sea_index
        self.sea = ""

    def on_click(self) -> None:
        if self.sea:
            self.post_message(SeaRing.Clicked(self.sea))


class SeaRing(Vertical):
    """The seven seas around the action board, with the hideout spaces between them."""

    DEFAULT_CSS = """
    SeaRing { height: auto; }
    SeaRing > Static { height: auto; width: 100%; text-wrap: nowrap; text-overflow: ellipsis; }
    SeaRing .hideouts { color: $text-muted; }
    """

    class Clicked(Message):
        """A sea was clicked."""

        def __init__(self, sea: str) -> None:
            super().__init__()
            self.sea = sea

    def compose(self) -> ComposeResult:
        yield Static("", id="ring-title", classes="region-title")
        for i in range(7):
            yield SeaRow(i)
            yield Static("", id=f"space-{i}", classes="hideouts")

    def update(self, t: Translate, view: dict[str, Any], seats: Seats, state: RingState | None = None) -> None:
        """Render the ring from ``view``."""
        state = state or RingState()
        content = view["content"]
        title = Text(t("board.ui.ring.title"), style="bold")
        title.append("  " + t("board.ui.ring.legend"), style="dim")
        show(self.query_one("#ring-title", Static), title)
        players = view["players"]
        for i, sea in enumerate(view["ring"]):
            row = self.query_one(f"#sea-{i}", SeaRow)
            row.sea = sea
            info = content.seas[sea]
            line = Text()
            marker = "▶" if sea == state.cursor else ("◇" if sea in state.targets else " ")
            line.append(marker, style="bold reverse" if sea == state.cursor else "bold")
            line.append(f"{i + 1} ", style="dim")
            line.append(t(f"board.sea.{sea}"), style="bold")
            scroll = {str(k): v for k, v in info.scroll.items()}
            line.append(f"  ✦{scroll.get('exploration', 0)} ⚔{scroll.get('combat', 0)} ⚖{scroll.get('trade', 0)}",
                        style="dim")
            line.append("  " + t("board.ui.ring.deck", count=view["deck_sizes"].get(sea, 0)), style="dim")
            if view["mode"] == "advanced":
                line.append("  " + t("board.ui.ring.tokens", count=view["bonus"].get(sea, 0)), style="dim")
            ships = [p["seat"] for p in players if p["loc"] == i]
            if ships:
                line.append("  ")
                for seat in ships:
                    line.append_text(seats.mark(seat))
                    line.append(" ")
            revealed = view["revealed"].get(sea, [])
            if revealed:
                line.append("\n    ")
                line.append_text(card_summary(t, content, revealed[-1]))
                if len(revealed) > 1:
                    line.append("  " + t("board.ui.ring.more_cards", count=len(revealed) - 1), style="dim")
            else:
                line.append("\n    " + t("board.ui.ring.no_card"), style="dim")
            if sea in state.targets:
                row.add_class("-target")
            else:
                row.remove_class("-target")
            row.set_class(sea == state.cursor, "-cursor")
            show(row, line)
            space = self.query_one(f"#space-{i}", Static)
            owners = [p for p in players if p["hideout"] == i]
            if owners:
                text = Text("   ⌂ ")
                for p in owners:
                    text.append_text(seats.mark(p["seat"]))
                    text.append(" " + t("board.ui.ring.hideout"), style="dim")
                    if p["loc"] == -1:
                        text.append(" ⛵", style=seats.style(p["seat"]))
                    text.append("  ")
                show(space, text)
                space.display = True
            else:
                show(space, "")
                space.display = False
