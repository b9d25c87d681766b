"""Leaving a game in progress: save first, leave without saving, or keep playing."""

from __future__ import annotations

from typing import Literal

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical

from tui.screens.base import BaseModal
from tui.widgets.footer import AppFooter
from tui.widgets.localized import TButton, TStatic

__all__ = ["LeaveChoice", "LeaveGameDialog"]

LeaveChoice = Literal["save", "leave", "stay"]


class LeaveGameDialog(BaseModal[str]):
    """Returns ``"save"``, ``"leave"`` or ``"stay"`` (Escape)."""

    CSS_PATH = "leave_game.tcss"
    BINDINGS = [
        Binding("s", "answer('save')", "Save", id="save_game"),
        Binding("escape", "answer('stay')", "Cancel", id="cancel"),
        Binding("up", "app.focus_previous", "", show=False),
        Binding("down", "app.focus_next", "", show=False),
    ]

    def __init__(self, question_key: str = "play.leave_dialog.question") -> None:
        super().__init__()
        self.question_key = question_key

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog"):
            yield TStatic(self.question_key, id="question")
            yield TButton("play.leave_dialog.save", id="save", variant="primary")
            yield TButton("play.leave_dialog.leave", id="leave", variant="warning")
            yield TButton("play.leave_dialog.stay", id="stay")
        yield AppFooter()

    def on_mount(self) -> None:
        self.focus_first("#save")

    def on_button_pressed(self, event: TButton.Pressed) -> None:
        event.stop()
        self.dismiss(event.button.id or "stay")

    def action_answer(self, value: str) -> None:
        self.dismiss(value)
