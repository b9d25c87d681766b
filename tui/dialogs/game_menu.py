"""The game menu (Escape at the table or on the hand-off): resume, save, rules, settings, leave."""

from __future__ import annotations

from typing import ClassVar, Literal

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical

from tui.screens.base import BaseModal
from tui.screens.quit_guard import DelegateQuit
from tui.widgets.footer import AppFooter
from tui.widgets.localized import TButton, TStatic

__all__ = ["GAME_MENU_ENTRIES", "GameMenuChoice", "GameMenuDialog"]

GameMenuChoice = Literal["resume", "save", "rules", "settings", "leave"]

#: (answer, message key) in the order shown; a number key 1-5 selects one, Enter confirms.
GAME_MENU_ENTRIES: tuple[tuple[GameMenuChoice, str], ...] = (
    ("resume", "play.more.menu.resume"),
    ("save", "play.more.menu.save"),
    ("rules", "play.more.menu.rules"),
    ("settings", "play.more.menu.settings"),
    ("leave", "play.more.menu.leave"),
)


class GameMenuDialog(DelegateQuit, BaseModal[str]):
    """Returns one of :data:`GameMenuChoice` (Escape: ``"resume"``)."""

    CSS_PATH = "game_menu.tcss"
    BINDINGS: ClassVar[list[Binding | tuple[str, str] | tuple[str, str, str]]] = [
        Binding("escape", "answer('resume')", "Resume", id="resume"),
        Binding("up", "app.focus_previous", "", show=False),
        Binding("down", "app.focus_next", "", show=False),
        *(
            Binding(str(i + 1), f"select('{value}')", "", show=False)
            for i, (value, _) in enumerate(GAME_MENU_ENTRIES)
        ),
    ]

    def __init__(self, *, can_save: bool = True) -> None:
        super().__init__()
        self.can_save = can_save

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog"):
            yield TStatic("play.more.menu.title", id="menu-title")
            for number, (value, key) in enumerate(GAME_MENU_ENTRIES, start=1):
                yield TButton(
                    key,
                    params={"n": number},
                    id=f"game-menu-{value}",
                    compact=True,
                    disabled=value == "save" and not self.can_save,
                )
        yield AppFooter()

    def on_mount(self) -> None:
        self.focus_first("#game-menu-resume")

    def on_button_pressed(self, event: TButton.Pressed) -> None:
        event.stop()
        self.action_answer((event.button.id or "game-menu-resume").removeprefix("game-menu-"))

    def action_select(self, value: str) -> None:
        """A number key: move to that entry (Enter confirms, as in every numbered dialog)."""
        button = self.query_one(f"#game-menu-{value}", TButton)
        if not button.disabled:
            button.focus()

    def action_answer(self, value: str) -> None:
        if value == "save" and not self.can_save:
            return
        self.dismiss(value)
