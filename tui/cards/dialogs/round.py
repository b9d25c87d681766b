"""The end of a round: each category, who won it and why (ties shown as ties), and the ships moving."""

from __future__ import annotations

from collections.abc import Sequence

from rich import box
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.widgets import Static

from engines.cards import Award, RoundScoring, SeatScore
from tui.cards.widgets.seats import track_text
from tui.cards.widgets.text import card_chip, join_texts, named_card, seat_style
from tui.screens.base import BaseModal
from tui.screens.quit_guard import DelegateQuit
from tui.widgets.footer import AppFooter
from tui.wrapping import short_name

__all__ = ["RoundSummaryDialog"]

STEP_SECONDS = 0.35


class RoundSummaryDialog(DelegateQuit, BaseModal[None]):
    """Shows a round's scoring (``view.last_scoring``); Enter, Escape or a click goes on."""

    CSS_PATH = "round.tcss"
    BINDINGS = [
        Binding("enter,space", "close", "Continue", id="continue"),
        Binding("escape", "close", "", show=False),
    ]

    def __init__(
        self, scoring: RoundScoring, names: Sequence[str], *, goal: int, animate: bool = True
    ) -> None:
        super().__init__()
        self.scoring = scoring
        self.names = list(names)
        self.goal = goal
        rows = scoring.seats
        self.before = [row.position - row.points for row in rows]
        self.after = [row.position for row in rows]
        self.step = 0 if animate else max((row.points for row in rows), default=0)
        self._short_ties = False
        self._wide = False

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="dialog"):  # scrolls when the terminal is too low for it
            yield Static("", id="round-table")
            yield Static("", id="round-leftover")
            yield Static("", id="round-ships")
        yield AppFooter()

    def on_mount(self) -> None:
        if self.step < max(p - b for p, b in zip(self.after, self.before, strict=True)):
            self.set_interval(STEP_SECONDS, self._advance_ships)

    def _advance_ships(self) -> None:
        if self.step < max(p - b for p, b in zip(self.after, self.before, strict=True)):
            self.step += 1
            self._render_ships()

    def on_click(self) -> None:
        self.action_close()

    def action_close(self) -> None:
        self.dismiss(None)

    def on_language(self) -> None:
        t = self.t
        dialog = self.query_one("#dialog")
        dialog.border_title = t("cards.ui.round_summary.title", round=self.scoring.round)
        dialog.border_subtitle = t("cards.ui.round_summary.hint")
        self.query_one("#round-table", Static).update(self._table())
        leftover = self.scoring.leftover
        left = self.query_one("#round-leftover", Static)
        if leftover:
            cards = join_texts(t, [named_card(t, c) for c in leftover])
            to = self.scoring.leftover_to
            text = Text(t("cards.ui.round_summary.leftover") + " ")
            text.append_text(cards)
            text.append(" → ")
            if to >= 0:
                text.append(self.names[to], style=seat_style(to))
            else:
                text.append(t("cards.ui.round_summary.nobody"))
            left.update(text)
            left.display = True
        else:
            left.display = False
        self._render_ships()

    def _table(self) -> Table:
        t = self.t
        rows = self.scoring.seats
        awards = self.scoring.awards
        width = self.app.size.width
        # Room for each seat's best cards in the booty row (not with four seats: the result would wrap).
        wide = width >= 110 and len(rows) <= 3
        self._wide = wide
        room = min(110, width) - 4 - len(rows) * (12 if wide else 9) - 18
        labels = [t("cards.category." + a.category) + f" +{a.points}" for a in awards]
        # The points also show in the result ("+2 spaces"): drop them from the label when it is tight.
        with_points = max(len(label) for label in labels) <= room
        if not with_points:
            labels = [t("cards.category." + a.category) for a in awards]
        category_width = max(12, min(max(len(label) for label in labels), room))
        self._short_ties = not wide or len(rows) > 3
        table = Table(box=box.SIMPLE_HEAD, padding=(0, 1), pad_edge=False, show_edge=False, expand=True)
        table.add_column(t("cards.ui.round_summary.category"), width=category_width)
        for seat, name in enumerate(self.names):
            table.add_column(
                Text(name if wide else short_name(name, 8), style=seat_style(seat), overflow="ellipsis"),
                justify="center",
                no_wrap=True,
                max_width=None if wide else 8,
            )
        table.add_column(t("cards.ui.round_summary.result"), ratio=1, min_width=14)
        for award in awards:
            category = award.category
            label = Text(t(f"cards.category.{category}"))
            if with_points:
                label.append(f" +{award.points}", style="dim")
            cells: list[Text] = []
            for seat, row in enumerate(rows):
                cell = self._cell(category, row, seat in award.seats and award.result == "won")
                if award.result == "tied" and seat in award.seats:
                    cell.append("=")  # tied: marked in the seat's column (without colour too)
                    cell.stylize("underline")
                cells.append(cell)
            cells_result = self._result(award)
            table.add_row(label, *cells, cells_result)
        points = [Text(f"+{row.points}", style="bold" if row.points else "dim") for row in rows]
        table.add_row(Text(t("cards.ui.round_summary.points"), style="bold"), *points, Text(""))
        return table

    def _cell(self, category: str, row: SeatScore, won: bool) -> Text:
        t = self.t
        if category == "lady":
            text = Text("♛" if row.lady else "·")
        elif category == "king":
            text = Text("♚" if row.king else "·")
        elif category == "booty":
            text = Text(f"{row.booty:+d}")
            if self._wide and row.best:
                text.append(" ")
                text.append_text(Text("").join(card_chip(t, c) for c in row.best))
        elif category == "gold":
            text = Text(str(row.gold))
        else:
            text = Text(str(row.cards))
        if won:
            text.stylize("bold reverse")
        return text

    def _result(self, award: Award) -> Text:
        t = self.t
        seats = award.seats
        names = [Text(self.names[s], style=seat_style(s)) for s in seats]
        if award.result == "won":
            text = join_texts(t, names)
            text.append(" " + t("cards.ui.round_summary.scores", count=award.points))
            return text
        if award.result == "tied":
            if self._short_ties:  # the tied seats are marked "=" in their columns
                return Text(t("cards.ui.fit.tie_nobody"), style="italic")
            text = Text(t("cards.ui.round_summary.tie") + " ", style="italic")
            text.append_text(join_texts(t, names))
            return text
        return Text(t("cards.ui.round_summary.nobody"), style="dim")

    def _render_ships(self) -> None:
        lines = Text()
        width = min(14, max(len(n) for n in self.names))
        for seat, name in enumerate(self.names):
            start, end = self.before[seat], self.after[seat]
            now = min(end, start + self.step)
            style = seat_style(seat)
            if seat:
                lines.append("\n")
            lines.append(name[:width].ljust(width) + "  ", style=style)
            lines.append_text(track_text(now, self.goal, style))
            if end > start:
                lines.append(f"  {start} → {end}", style="bold")
            else:
                lines.append(f"  {end}", style="dim")
        self.query_one("#round-ships", Static).update(lines)
