"""A yes/no question as a modal dialog returning a bool."""

from __future__ import annotations

from typing import Any

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical

from tui.screens.base import BaseModal
from tui.widgets.localized import TButton, TStatic

__all__ = ["ConfirmDialog"]


class ConfirmDialog(BaseModal[bool]):
    """Ask a question; ``dismiss(True)`` on yes, ``False`` on no or Escape."""

    CSS_PATH = "confirm.tcss"
    BINDINGS = [
        Binding("y", "answer(True)", "Yes", id="yes"),
        Binding("n", "answer(False)", "No", id="no"),
        Binding("escape", "answer(False)", "Cancel", id="cancel"),
        Binding("left", "app.focus_previous", "", show=False),
        Binding("right", "app.focus_next", "", show=False),
    ]

    def __init__(
        self,
        question_key: str,
        *,
        params: dict[str, Any] | None = None,
        yes_key: str = "dialog.yes",
        no_key: str = "dialog.no",
    ) -> None:
        super().__init__()
        self.question_key = question_key
        self.question_params = params or {}
        self.yes_key = yes_key
        self.no_key = no_key

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog"):
            yield TStatic(self.question_key, params=self.question_params, id="question")
            with Horizontal(id="dialog-buttons"):
                yield TButton(self.yes_key, id="yes", variant="primary")
                yield TButton(self.no_key, id="no")

    def on_mount(self) -> None:
        self.focus_first("#no")

    def on_button_pressed(self, event: TButton.Pressed) -> None:
        event.stop()
        self.dismiss(event.button.id == "yes")

    def action_answer(self, value: bool) -> None:
        self.dismiss(value)
