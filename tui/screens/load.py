"""The list of saved games: resume one, replay one, or delete it after a confirmation.

Finished games (kept for replays, their autosaves included) come after the others, marked so.
"""

from __future__ import annotations

from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.widgets import DataTable

from saves import LoadedGame, SaveEntry, SaveError, lock_key
from tui.dialogs.confirm import ConfirmDialog
from tui.launch import open_loaded
from tui.save_text import describe_seats, saved_time
from tui.screens.base import BaseScreen
from tui.widgets.footer import AppFooter
from tui.widgets.header import AppHeader
from tui.widgets.localized import TStatic

__all__ = ["LoadScreen"]

COLUMNS = ("load.col.name", "load.col.game", "load.col.seats", "load.col.progress", "load.col.saved")
#: Widest a long cell may make its column (the detail line below the table shows it in full), so the
#: table still fits 100 columns in every language.
COLUMN_WIDTHS = {"load.col.name": 18, "load.col.seats": 22, "load.col.progress": 22}


class LoadScreen(BaseScreen[None]):
    """Saved games, newest first."""

    CSS_PATH = "load.tcss"
    BINDINGS = [
        Binding("enter", "resume", "Resume", id="resume", priority=True),
        # priority, like Enter: acts as the key is read, so an Enter typed right after it reaches the replay
        Binding("r", "replay", "Replay", id="replay_keys.open", priority=True),
        Binding("delete,d", "delete", "Delete", id="delete"),
        Binding("escape", "back", "Back", id="back"),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.entries: list[SaveEntry] = []
        self.reading = True

    def compose(self) -> ComposeResult:
        yield AppHeader()
        yield TStatic("load.loading", id="load-status")
        yield DataTable(id="saves-table", cursor_type="row", zebra_stripes=True)
        yield TStatic("", id="load-detail")
        yield AppFooter()

    def on_mount(self) -> None:
        self.refresh_list()

    @work(thread=True, exclusive=True, group="load-list")
    def refresh_list(self) -> None:
        """Read and check every save in a worker thread (replays can take a moment)."""
        try:
            entries = self.seas.store.entries()
        except OSError:  # the folder itself cannot be listed: show it as empty, the app goes on
            entries = []
        self.app.call_from_thread(self._show_entries, entries)

    def _show_entries(self, entries: list[SaveEntry]) -> None:
        self.entries = sorted(entries, key=_finished)  # unfinished (and damaged) first, finished apart below
        self.reading = False
        self.on_language()
        self.query_one(DataTable).focus()

    def on_language(self) -> None:
        self.title = self.t("load.title")
        status = self.query_one("#load-status", TStatic)
        if self.reading:
            status.set_text("load.loading")
        elif not self.entries:
            status.set_text("load.empty", folder=str(self.seas.store.directory))
        else:
            status.set_text("load.count", count=len(self.entries), folder=str(self.seas.store.directory))
        self._fill_table()

    def _fill_table(self) -> None:
        table = self.query_one(DataTable)
        cursor = table.cursor_row
        table.clear(columns=True)
        for key in COLUMNS:
            table.add_column(self.t(key), key=key, width=COLUMN_WIDTHS.get(key))
        t = self.seas.t
        for entry in self.entries:
            saved = saved_time(entry.header.saved) if entry.header else ""
            row: tuple[Text, ...]
            # Text cells: names and reasons are shown as typed, never read as markup.
            if entry.header is not None:
                header = entry.header
                game = t(self.seas.games.name_key(header.game))
                progress = (
                    Text(t("load.more.open_elsewhere"), style="bold yellow")
                    if entry.open_elsewhere
                    else Text(t("load.finished"), style="green")  # kept for replays
                    if header.finished
                    else Text(t(header.progress_key, **header.progress_params))
                )
                row = (
                    Text(header.name),
                    Text(game),
                    Text(describe_seats(t, header.seats)),
                    progress,
                    Text(saved),
                )
            elif entry.newer_version:
                row = (
                    Text(entry.path.stem),
                    Text("—"),
                    Text("—"),
                    Text(t("load.more.newer_version"), style="bold yellow"),
                    Text(""),
                )
            else:
                error = entry.error
                reason = self.seas.explain_save_error(error) if error else ""
                row = (
                    Text(entry.path.stem),
                    Text("—"),
                    Text("—"),
                    Text(t("load.damaged", reason=reason), style="bold red"),
                    Text(""),
                )
            table.add_row(*row, key=str(entry.path))
        if self.entries:
            table.move_cursor(row=min(max(cursor, 0), len(self.entries) - 1))
        self._show_detail()

    def _selected(self) -> SaveEntry | None:
        table = self.query_one(DataTable)
        if not self.entries or table.cursor_row < 0 or table.cursor_row >= len(self.entries):
            return None
        return self.entries[table.cursor_row]

    def on_data_table_row_highlighted(self, event: DataTable.RowHighlighted) -> None:
        event.stop()
        self._show_detail()

    def _show_detail(self) -> None:
        """The whole story of the highlighted save below the table (long reasons included)."""
        detail = self.query_one("#load-detail", TStatic)
        entry = self._selected()
        if entry is None:
            detail.set_text("")
        elif entry.newer_version and entry.error is not None:
            detail.set_text(
                "load.more.detail_newer",
                name=entry.path.name,
                reason=self.seas.explain_save_error(entry.error),
            )
        elif entry.error is not None:
            detail.set_text(
                "load.detail_damaged", name=entry.path.name, reason=self.seas.explain_save_error(entry.error)
            )
        elif entry.header is not None and entry.open_elsewhere:
            detail.set_text("load.more.detail_open_elsewhere", name=entry.header.name)
        elif entry.header is not None:
            header = entry.header
            detail.set_text(
                "load.detail_finished" if header.finished else "load.detail",
                name=header.name,
                game=self.t(self.seas.games.name_key(header.game)),
                seats=describe_seats(self.seas.t, header.seats),
                progress=self.t(header.progress_key, **header.progress_params),
                saved=saved_time(header.saved),
            )

    def on_data_table_row_selected(self, event: DataTable.RowSelected) -> None:
        event.stop()
        self.action_resume()

    def _load_selected(self) -> LoadedGame | None:
        """The highlighted save, read and checked; None (and the reason on screen) when it cannot be used."""
        entry = self._selected()
        if entry is None:
            return None
        if entry.error is not None:
            self.seas.notify(self.seas.explain_save_error(entry.error), severity="error", markup=False)
            return None
        try:
            if entry.loaded is not None and entry.path.lstat().st_mtime == entry.mtime:
                return entry.loaded  # checked by the list's worker; unchanged since
            return self.seas.store.load(entry.path)
        except OSError:
            self.refresh_list()
            return None
        except SaveError as exc:
            self.seas.notify(self.seas.explain_save_error(exc), severity="error", markup=False)
            self.refresh_list()
            return None

    def action_replay(self) -> None:
        """r: replay the highlighted game step by step (the list stays below it)."""
        loaded = self._load_selected()
        if loaded is None:
            return
        from tui.replay import Replay
        from tui.screens.replay import open_replay

        open_replay(self.seas, Replay.from_loaded(loaded))

    def action_resume(self) -> None:
        loaded = self._load_selected()
        if loaded is None:
            return
        key = "" if loaded.game.is_over else lock_key(loaded.header, loaded.path)
        if not self.seas.store.claim(key):  # open in another window: one window plays a game
            self.seas.tell("saves.more.error.open_elsewhere", severity="warning")
            self.refresh_list()
            return
        if loaded.header.game in self.seas.games.ids:
            # The game replaces the list, so leaving the game returns to the menu.
            self.dismiss()
        open_loaded(self.seas, loaded)

    def action_delete(self) -> None:
        entry = self._selected()
        if entry is None:
            return
        if entry.open_elsewhere:
            self.seas.tell("saves.more.error.open_elsewhere", severity="warning")
            return

        def done(confirmed: bool | None) -> None:
            if confirmed:
                try:
                    self.seas.store.delete(entry.path)
                except SaveError as exc:  # open in another window: it stays
                    self.seas.notify(self.seas.explain_save_error(exc), severity="warning", markup=False)
                else:
                    self.seas.tell("load.deleted", name=entry.name)
                self.refresh_list()

        self.app.push_screen(ConfirmDialog("load.confirm_delete", params={"name": entry.name}), done)

    def action_back(self) -> None:
        self.dismiss()


def _finished(entry: SaveEntry) -> bool:
    """A finished game's save (listed apart, after the games to continue)."""
    return entry.header is not None and entry.header.finished
