"""The seats around the table: each ship on the sea chart and each collection's summary."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from rich.table import Table
from rich.text import Text
from textual.widgets import Static

from engines.cards import CardView
from tui.cards.widgets.text import mini_chip, seat_style

__all__ = ["SeatsPanel", "track_text"]

Translate = Callable[..., str]

SHIP = "►"
WATER = "·"
GOAL = "⚑"


def track_text(position: int, goal: int, style: str) -> Text:
    """The sea chart of one ship: water, the ship, the goal flag at the end (``··►····⚑``)."""
    text = Text()
    ship = min(position, goal)
    for cell in range(goal + 1):
        if cell == ship:
            text.append(SHIP, style=style)
        elif cell == goal:
            text.append(GOAL, style="bold")
        else:
            text.append(WATER, style="dim")
    return text


class SeatsPanel(Static):
    """One line per seat: turn marker, name, ship on the chart, and the collection so far."""

    DEFAULT_CSS = """
    SeatsPanel {
        height: auto;
        width: 100%;
    }
    """

    def show(
        self,
        t: Translate,
        view: CardView,
        names: Sequence[str],
        *,
        kinds: Sequence[str],
        to_act: int | None,
        thinking: bool,
        spinner: str,
        viewer: int | None,
    ) -> None:
        """Render the seats from ``view`` (any seat's view: collections are public)."""
        table = Table(box=None, padding=(0, 1), pad_edge=False, expand=False, show_edge=False)
        table.add_column("", width=1, no_wrap=True)
        table.add_column(t("cards.ui.seats.player"), no_wrap=True, max_width=18)
        goal = view.config.target
        table.add_column(f"{t('cards.ui.seats.chart')} {GOAL}{goal}", no_wrap=True)
        table.add_column(t("cards.ui.seats.cards"), justify="right", no_wrap=True)
        table.add_column(t("cards.ui.seats.gold"), justify="right", no_wrap=True)
        table.add_column("♛♚", no_wrap=True)
        table.add_column(t("cards.ui.seats.best"), no_wrap=True)
        table.add_column(t("cards.ui.seats.booty"), justify="right", no_wrap=True)
        table.add_column(t("cards.ui.seats.hand"), justify="right", no_wrap=True)
        for seat, name in enumerate(names):
            coll = view.collections[seat]
            style = seat_style(seat)
            marker = Text(spinner if thinking else "▶", style=style) if seat == to_act else Text(" ")
            label = Text(name, style=style)
            position = view.track[seat]
            chart = track_text(position, goal, style)
            chart.append(f" {position}", style=style)
            ones = Text()
            ones.append("♛" if coll.lady else "·", style="bold #4fc3e8" if coll.lady else "dim")
            ones.append("♚" if coll.king else "·", style="bold #d9844a" if coll.king else "dim")
            best = Text(" ").join(mini_chip(c) for c in coll.best) if coll.best else Text("—", style="dim")
            booty = Text(f"{coll.booty:+d}" if coll.count else "0")
            count = Text(str(coll.count))
            if coll.hidden:
                booty.append("?", style="dim")  # cards stolen unseen from the booty pile
            table.add_row(
                marker,
                label,
                chart,
                count,
                str(coll.gold),
                ones,
                best,
                booty,
                str(view.hand_sizes[seat]),
            )
        self.update(table)
