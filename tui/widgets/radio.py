"""Radio sets: the keyboard highlight starts on the chosen option (not on the first one); in a form, Enter
chooses the highlighted option and moves on."""

from __future__ import annotations

from typing import ClassVar

from textual.binding import Binding, BindingType
from textual.message import Message
from textual.widgets import RadioButton, RadioSet

__all__ = ["ChosenRadioSet", "FieldRadioSet"]


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


class FieldRadioSet(ChosenRadioSet):
    """A radio set of a form (the set-ups): arrows move the highlight, Space chooses it, Enter chooses it and
    says so (:class:`FieldRadioSet.Chosen`), so the form moves on to its next field as after Enter in a text
    field."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "choose", "Choose", show=False),
    ]

    class Chosen(Message):
        """Enter chose the highlighted option (the form may move on): sent after the set's ``Changed``, so the
        form has shown what the choice changes (Solo's options) before it moves on."""

    _choosing = False

    def action_choose(self) -> None:
        selected = self._selected
        if selected is None or self._nodes[selected] is self.pressed_button:
            self.post_message(self.Chosen())  # chosen already: nothing changes
            return
        self._choosing = True
        self.action_toggle_button()

    def _on_radio_set_changed(self, event: RadioSet.Changed) -> None:
        super()._on_radio_set_changed(event)
        if self._choosing:
            self._choosing = False
            self.post_message(self.Chosen())
