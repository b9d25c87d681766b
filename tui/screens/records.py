"""The captain's record: per game and mode, games played, won and lost, AI levels faced, scores, solo titles."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich import box
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.widgets import Static

from saves.records import ModeRecord, Records
from tui.i18n import Translator
from tui.player_files import tell_file_notice
from tui.screens.base import BaseScreen
from tui.widgets.footer import AppFooter
from tui.widgets.header import AppHeader

if TYPE_CHECKING:
    from tui.shell import Games

__all__ = ["RecordsScreen", "records_renderable"]


def _mode_label(games: Games, t: Translator, mode: str) -> str:
    """A mode's name as its game words it (``cards.7`` -> "7Seas, race to 7")."""
    ui = games.ui(mode.partition(".")[0])
    return ui.mode_label(t, mode) if ui is not None else mode


def _level_label(games: Games, t: Translator, mode: str, level: str) -> str:
    """An AI level's name as the game of ``mode`` words it."""
    ui = games.ui(mode.partition(".")[0])
    return ui.level_label(t, level) if ui is not None else level


def records_renderable(t: Translator, games: Games, records: Records) -> RenderableType:
    """The record as a table per game and mode, then what each game notes below it (solo titles, levels)."""
    if not records.modes:
        return Text(t("records.empty"), style="dim")

    def order(mode: str) -> tuple[int, int, str]:
        game, _, rest = mode.partition(".")
        return (games.order(game), int(rest) if rest.isdigit() else 0, rest)

    table = Table(box=box.SIMPLE_HEAD, pad_edge=False, show_edge=False)
    table.add_column(t("records.column.mode"))
    for key in ("played", "won", "lost", "best", "mean"):
        table.add_column(t(f"records.column.{key}"), justify="right")
    table.add_column(t("records.column.against"))
    for mode in sorted(records.modes, key=order):
        record: ModeRecord = records.modes[mode]
        against = ", ".join(
            t("records.against_count", level=_level_label(games, t, mode, level), count=count)
            for level, count in sorted(record.against.items())
        )
        mean = record.mean
        table.add_row(
            _mode_label(games, t, mode),
            str(record.played),
            "–" if record.titled else str(record.won),  # Solo: a title, neither won nor lost
            "–" if record.titled else str(record.lost),
            str(record.best) if record.best >= 0 else "–",
            t.number(mean, 1) if mean is not None else "–",
            against or t("records.no_ai"),
        )
    parts: list[RenderableType] = [table]
    for mode in sorted(records.modes, key=order):
        if records.modes[mode].advised:
            line = t("records.advised", mode=_mode_label(games, t, mode), count=records.modes[mode].advised)
            parts += [Text(""), Text(line, style="italic")]
    for game in games:
        ui = game.load()
        for note in ui.record_notes(t, records):
            parts += [Text(""), Text(note)]
    return Group(*parts)


class RecordsScreen(BaseScreen[None]):
    """The captain's record, read from the user data folder when the screen opens."""

    CSS_PATH = "records.tcss"
    BINDINGS = [Binding("escape", "back", "Back", id="back")]

    def __init__(self) -> None:
        super().__init__()
        self.records = Records()

    def compose(self) -> ComposeResult:
        yield AppHeader()
        with VerticalScroll(id="records-box"):
            yield Static("", id="records-intro")
            yield Static("", id="records-table")
        yield AppFooter()

    def on_mount(self) -> None:
        from tui.records import read_records

        self.records = read_records(self.seas)
        notice = self.records.notice
        if notice is not None and notice.kind != "recovered":  # left as it is: said at every visit
            tell_file_notice(self.seas, notice, "records", written=False)
        self.on_language()
        self.query_one("#records-box").focus()

    def on_language(self) -> None:
        self.title = self.t("records.title")
        self.query_one("#records-intro", Static).update(Text(self.t("records.intro"), style="dim"))
        self.query_one("#records-table", Static).update(
            records_renderable(self.seas.t, self.seas.games, self.records)
        )

    def action_back(self) -> None:
        self.dismiss()
