"""Hot-seat hand-off: covers the table so no player sees another's hand.

Only a deliberate Enter (or a click) shows the next hand: keys typed before the screen
appeared, and keys arriving within ``HANDOFF_GRACE`` seconds after it (the second tap of a
double Enter meant for the previous player's turn), are ignored. The guard compares the
time stamps of the key events, so it needs no timer (see :mod:`tui.screens.base`).

From the hand-off the game can still be saved (S), its menu opened (Escape) and the last
play taken back (U, when possible); none of them shows a hand.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical

from tui.screens.base import BaseScreen
from tui.screens.quit_guard import DelegateQuit
from tui.widgets.footer import AppFooter
from tui.widgets.localized import TStatic

__all__ = ["HANDOFF_GRACE", "HandoffScreen"]

HANDOFF_GRACE = 0.6
"""Seconds after the hand-off appears during which keys and clicks are ignored."""


class HandoffScreen(DelegateQuit, BaseScreen[str]):
    """ "Pass to <name>, then press Enter". Returns ``"ready"``, or ``"undo"`` when the
    player who just moved takes back the play instead (only offered when possible)."""

    CSS_PATH = "handoff.tcss"
    BINDINGS: ClassVar[list[Binding | tuple[str, str] | tuple[str, str, str]]] = [
        Binding("enter", "ready", "Ready", id="handoff_ready"),
        Binding("u", "undo", "Undo", id="undo"),
        Binding("s,ctrl+s", "save_game", "Save", id="save_game"),
        Binding("escape", "game_menu", "Menu", id="more.game_menu"),
    ]

    def __init__(
        self,
        name: str | Callable[[], str],
        *,
        undo_name: str | Callable[[], str] = "",
        on_save: Callable[[], None] | None = None,
        on_menu: Callable[[], None] | None = None,
        note_key: str = "",
        note_params: dict[str, object] | None = None,
    ) -> None:
        super().__init__()
        self._player_name = name
        self._undo_name = undo_name
        self.on_save = on_save
        self.on_menu = on_menu
        self.note_key = note_key
        """Why this player must decide now (a trade offered to them), as a message key and parameters."""
        self.note_params = dict(note_params or {})

    @property
    def player(self) -> str:
        """The name of the player who takes the keyboard (a default name follows the language)."""
        return self._player_name() if callable(self._player_name) else self._player_name

    @property
    def undo_name(self) -> str:
        """The player who may still take back the last play ("" when nobody may)."""
        return self._undo_name() if callable(self._undo_name) else self._undo_name

    def on_language(self) -> None:
        for widget_id, name in (("#handoff-pass", self.player), ("#handoff-undo", self.undo_name)):
            for static in self.query(widget_id).results(TStatic):
                static.i18n_params = {"name": name}
                static.apply_language(self.seas.t)

    def grace(self) -> float:
        return float(getattr(self.app, "handoff_grace", HANDOFF_GRACE))

    def compose(self) -> ComposeResult:
        with Vertical(id="handoff-box"):
            yield TStatic("play.handoff.pass", params={"name": self.player}, id="handoff-pass")
            if self.note_key:
                yield TStatic(self.note_key, params=self.note_params, id="handoff-note")
            yield TStatic("play.handoff.hint", id="handoff-hint")
            if self.undo_name:
                yield TStatic("play.handoff.undo", params={"name": self.undo_name}, id="handoff-undo")
        yield AppFooter()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "undo":
            return bool(self.undo_name)
        if action == "save_game":
            return self.on_save is not None
        if action == "game_menu":
            return self.on_menu is not None
        return True

    def on_click(self, event: events.Click) -> None:
        if self._shown_at is not None and event.time >= self._shown_at + self.grace():
            self.action_ready()

    def action_ready(self) -> None:
        self.dismiss("ready")

    def action_undo(self) -> None:
        if self.undo_name:
            self.dismiss("undo")

    def action_save_game(self) -> None:
        if self.on_save is not None:
            self.on_save()

    def action_game_menu(self) -> None:
        if self.on_menu is not None:
            self.on_menu()
