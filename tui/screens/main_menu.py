"""The main menu: pick a game, continue or load, read the rules, change settings, the games' own entries (the
board game's quest log), the captain's record, quit."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center
from textual.widgets import Static

from tui.screens.base import BaseScreen
from tui.widgets.footer import LineFooter
from tui.widgets.header import AppHeader
from tui.widgets.localized import TStatic
from tui.widgets.menu_list import MenuList

if TYPE_CHECKING:
    from saves import ContinueChoice

__all__ = ["MainMenuScreen"]

BANNER = r"""
  ____                          ____
 / ___|  _____   _____ _ __    / ___|  ___  __ _ ___
 \___ \ / _ \ \ / / _ \ '_ \   \___ \ / _ \/ _` / __|
  ___) |  __/\ V /  __/ | | |   ___) |  __/ (_| \__ \
 |____/ \___| \_/ \___|_| |_|  |____/ \___|\__,_|___/
"""

#: The menu, top to bottom: each game's new-game entry, these (entry id, message key), each game's own
#: entries, then :data:`LAST_ENTRIES`.
SHELL_ENTRIES: tuple[tuple[str, str], ...] = (
    ("continue", "menu.continue"),
    ("load", "menu.load"),
    ("rules", "menu.rules"),
    ("settings", "menu.settings"),
)
#: The last entries of the menu.
LAST_ENTRIES: tuple[tuple[str, str], ...] = (
    ("records", "records.menu"),
    ("quit", "menu.quit"),
)
#: Entries a number key selects (1-9, in menu order); Enter or a click opens the selected one.
NUMBERED = 9


class MainMenuScreen(BaseScreen[None]):
    """The first screen."""

    MIN_SIZE = (56, 18)  # below it the screen says the terminal is too small

    # Its rules are in ``tui/app.tcss``: the first frame needs no second style sheet.
    BINDINGS = [
        # The keys that select and open are priority bindings: each acts as it is read, in the order typed
        # (not once the focused list has passed a key on), so a digit and an Enter typed together
        # open the entry the digit selected.
        Binding("up", "move(-1)", "Previous", id="previous", show=False, priority=True),
        Binding("down", "move(1)", "Next", id="next", show=False, priority=True),
        Binding("enter", "activate", "Choose", id="choose", priority=True),
        Binding("r", "open('rules')", "Rules", id="rules"),
        Binding("s", "open('settings')", "Settings", id="settings"),
        Binding("l", "open('load')", "Load", id="load"),
        *(Binding(str(n), f"select_number({n})", show=False, priority=True) for n in range(1, NUMBERED + 1)),
    ]

    def entries(self) -> list[tuple[str, str]]:
        """Every entry in menu order (entry id, message key): a new game of each game, the shell's entries
        with the games' own ones (the board game's quest log) among them."""
        games = self.seas.games
        return [
            *((game.game_id, game.new_game_key) for game in games),
            *SHELL_ENTRIES,
            *((entry.entry_id, entry.label_key) for game in games for entry in game.menu_entries),
            *LAST_ENTRIES,
        ]

    def compose(self) -> ComposeResult:
        yield AppHeader()
        yield Static(BANNER.strip("\n"), id="banner")
        yield TStatic("menu.tagline", id="tagline")
        with Center():
            yield MenuList(
                [(entry_id, key, {"n": n}) for n, (entry_id, key) in enumerate(self.entries(), start=1)],
                id="menu-entries",
            )
        yield TStatic("menu.hint", id="menu-hint")
        yield LineFooter()

    opened = False
    """True from opening an entry until the menu is on top again: a key that arrived together with
    the one that opened it (a digit then Enter, a double Enter) opens nothing more."""

    @property
    def menu(self) -> MenuList:
        """The list of entries."""
        return self.query_one("#menu-entries", MenuList)

    def on_mount(self) -> None:
        self.menu.focus()

    def on_screen_resume(self) -> None:
        self.opened = False

    def action_activate(self) -> None:
        """Enter: open the selected entry (while the list has the focus)."""
        menu = self.menu
        if self.focused is menu:
            self.action_open(menu.selected_id)

    def on_menu_list_chosen(self, event: MenuList.Chosen) -> None:
        event.stop()
        self.action_open(event.entry_id)

    def action_move(self, step: int) -> None:
        """An arrow: select the entry above or below (round the ends); from no focus, the first or the last."""
        menu = self.menu
        if self.focused is menu:
            menu.action_move(step)
            return
        self.set_focus(menu)
        menu.selected = 0 if step > 0 else len(menu.items) - 1

    def action_select_number(self, number: int) -> None:
        """A number key: select the entry with that number (Enter or a click opens it)."""
        menu = self.menu
        if 1 <= number <= len(menu.items) and not self.opened:
            self.set_focus(menu)
            menu.selected = number - 1

    def action_open(self, what: str) -> None:
        """Open a menu entry by its id (Enter on the selected entry, a click, or a letter key).

        Once an entry has opened, nothing more opens until the menu is back on top.
        """
        app = self.seas
        if self.opened or self.app.screen is not self or (self.continuing and what != "quit"):
            return  # an entry is opening (Continue reads the saves): keys that came with it open nothing
        if what in app.games.ids:
            from tui.launch import open_new

            self.opened = open_new(app, what)
            return
        self.opened = what != "continue"
        if what == "continue":
            self._continue_latest()
        elif what == "load":
            from tui.screens.load import LoadScreen

            app.push_screen(LoadScreen())
        elif what == "rules":
            from tui.screens.rules import RulesScreen

            app.push_screen(RulesScreen())
        elif what == "settings":
            from tui.screens.settings import SettingsScreen

            app.push_screen(SettingsScreen())
        elif what == "records":
            from tui.screens.records import RecordsScreen

            app.push_screen(RecordsScreen())
        elif what == "quit":
            app.exit()
        elif (game := app.games.owner(what)) is not None:
            ui = game.load()
            ui.open_entry(app, what)

    continuing = False
    """True while the Continue worker looks for the newest unfinished game."""

    def _continue_latest(self) -> None:
        if self.continuing:
            return
        self.continuing = True
        self.find_latest()

    @work(thread=True, exclusive=True, group="continue")
    def find_latest(self) -> None:
        """Read the saves' headers (not the games) in a worker; replay only the newest unfinished one (held for
        this app, so another window cannot continue it too)."""
        try:
            choice: ContinueChoice | None = self.seas.store.continue_choice()
        except Exception:
            choice = None
        self.app.call_from_thread(self._continue_found, choice)

    def _continue_found(self, choice: ContinueChoice | None) -> None:
        self.continuing = False
        loaded = choice.loaded if choice is not None else None
        if not self.is_attached or self.app.screen is not self:
            if loaded is not None:  # the player went elsewhere meanwhile: let go of the game
                from saves import lock_key

                self.seas.store.release(lock_key(loaded.header, loaded.path))
            return
        if choice is not None:
            self._tell_passed_by(choice)
        if loaded is None:
            if choice is None or not (choice.open_elsewhere or choice.unreadable):
                self.seas.tell("menu.no_saves", severity="warning")
            return
        from tui.launch import open_loaded

        self.opened = open_loaded(self.seas, loaded)

    def _tell_passed_by(self, choice: ContinueChoice) -> None:
        """Say which newer unfinished games Continue did not open, and why (never silently)."""
        for entry in choice.open_elsewhere[:1]:
            self.seas.tell("menu.more.continue_elsewhere", severity="warning", timeout=12, name=entry.name)
        for entry in choice.unreadable[:1]:
            reason = self.seas.explain_save_error(entry.error) if entry.error is not None else ""
            self.seas.tell(
                "menu.more.continue_unreadable",
                severity="warning",
                timeout=12,
                name=entry.name,
                reason=reason,
            )
