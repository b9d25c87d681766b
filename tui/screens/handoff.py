"""Hot-seat hand-off: covers the table so no player sees another's hand."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import Footer

from tui.screens.base import BaseScreen
from tui.screens.quit_guard import DelegateQuit
from tui.widgets.localized import TStatic

__all__ = ["HandoffScreen"]


class HandoffScreen(DelegateQuit, BaseScreen[str]):
    """"Pass to <name>, then press Enter". Returns ``"ready"``, or ``"undo"`` when the
    player who just moved takes back the play instead (only offered when possible)."""

    CSS_PATH = "handoff.tcss"
    BINDINGS = [
        Binding("enter,space", "ready", "Ready", id="handoff_ready"),
        Binding("u", "undo", "Undo", id="undo"),
    ]

    def __init__(self, name: str, *, undo_name: str = "", note_key: str = "",
                 note_params: dict[str, object] | None = None) -> None:
        super().__init__()
        self.player = name
        self.undo_name = undo_name
        self.note_key = note_key
        """Why this player must decide now (a trade offered to them), as a message key and parameters."""
        self.note_params = dict(note_params or {})

    def compose(self) -> ComposeResult:
        with Vertical(id="handoff-box"):
            yield TStatic("play.handoff.pass", params={"name": self.player}, id="handoff-pass")
            if self.note_key:
                yield TStatic(self.note_key, params=self.note_params, id="handoff-note")
            yield TStatic("play.handoff.hint", id="handoff-hint")
            if self.undo_name:
                yield TStatic("play.handoff.undo", params={"name": self.undo_name}, id="handoff-undo")
        yield Footer()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        return not (action == "undo" and not self.undo_name)

    def on_click(self) -> None:
        self.action_ready()

    def action_ready(self) -> None:
        self.dismiss("ready")

    def action_undo(self) -> None:
        if self.undo_name:
            self.dismiss("undo")
