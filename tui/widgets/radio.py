"""A radio set whose keyboard highlight starts on the chosen option, not on the first one."""

from __future__ import annotations

from textual.widgets import RadioButton, RadioSet

__all__ = ["ChosenRadioSet"]


class ChosenRadioSet(RadioSet):
    """Textual's :class:`RadioSet` highlights its first button on mount; this one moves the
    highlight to the pressed button, so arrows and Enter start from what is chosen."""

    def on_mount(self) -> None:
        # RadioSet's own mount handler runs after this one and highlights the first button.
        self.call_later(self.highlight_pressed)

    def highlight_pressed(self) -> None:
        """Put the keyboard highlight on the pressed button (if any)."""
        pressed = self.pressed_button
        if pressed is None:
            return
        buttons = list(self.query(RadioButton))
        if pressed in buttons:
            self._selected = buttons.index(pressed)
