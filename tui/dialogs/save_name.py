"""Ask for the name of a save (the last name used is offered); returns the name or None."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Input

from saves import SaveError, sanitize_name
from tui.screens.base import BaseModal
from tui.screens.quit_guard import DelegateQuit
from tui.widgets.footer import AppFooter
from tui.widgets.localized import TButton, TStatic

__all__ = ["SaveNameDialog"]


class SaveNameDialog(DelegateQuit, BaseModal[str | None]):
    """A text field for the save's name; Enter saves, Escape cancels."""

    CSS_PATH = "save_name.tcss"
    BINDINGS = [Binding("escape", "cancel", "Cancel", id="cancel")]

    def __init__(self, default: str = "") -> None:
        super().__init__()
        self.default = default

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog"):
            yield TStatic("play.save_dialog.title", id="save-title")
            yield TStatic("play.save_dialog.label", id="save-label")
            yield Input(value=self.default, id="save-name", max_length=64)
            yield TStatic("", id="save-error")
            with Horizontal(id="dialog-buttons"):
                yield TButton("play.save_dialog.save", id="save", variant="primary")
                yield TButton("play.save_dialog.cancel", id="cancel")
        yield AppFooter()

    def on_mount(self) -> None:
        self.focus_first("#save-name")  # its cursor starts at the end of the name

    def _submit(self) -> None:
        value = self.query_one(Input).value
        try:
            sanitize_name(value)
        except SaveError as exc:
            self.query_one("#save-error", TStatic).set_text(exc.key, **exc.params)
            return
        self.dismiss(value.strip())

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self._submit()

    def on_button_pressed(self, event: TButton.Pressed) -> None:
        event.stop()
        if event.button.id == "save":
            self._submit()
        else:
            self.dismiss(None)

    def action_cancel(self) -> None:
        self.dismiss(None)
