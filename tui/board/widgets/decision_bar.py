"""The decision bar: what is asked now in plain words, and the legal choices (always visible)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.message import Message
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from tui.board.widgets import show
from tui.widgets.option_list import SafeOptionList
from tui.wrapping import HangingRow

__all__ = ["DecisionBar"]


class ChoiceList(SafeOptionList):
    """The list of choices: Enter (named in the footer) or a click carries out the highlighted one."""

    BINDINGS: ClassVar[list[Binding | tuple[str, str] | tuple[str, str, str]]] = [
        Binding("enter", "select", "Choose", id="choose", key_display="⏎"),
    ]

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Enter is offered only while there is a choice to carry out."""
        if action == "select":
            return self.display and self.option_count > 0
        return True


class DecisionBar(Vertical):
    """A prompt line, a hint line and the list of every legal choice (each with a translated label)."""

    DEFAULT_CSS = """
    DecisionBar { height: auto; }
    DecisionBar > #prompt { height: auto; width: 100%; }
    DecisionBar > #hint { height: auto; width: 100%; color: $text-muted; }
    DecisionBar > OptionList { height: auto; max-height: 7; }
    """

    class Chosen(Message):
        """The player picked choice ``index`` of the list."""

        def __init__(self, index: int) -> None:
            super().__init__()
            self.index = index

    class Highlighted(Message):
        """The cursor moved to choice ``index``."""

        def __init__(self, index: int) -> None:
            super().__init__()
            self.index = index

    _labels: list[str] | None = None

    def compose(self) -> ComposeResult:
        yield Static("", id="prompt")
        yield Static("", id="hint")
        yield ChoiceList(id="choices", compact=True)

    @property
    def choices(self) -> OptionList:
        return self.query_one("#choices", OptionList)

    def open(self, asking: bool) -> None:
        """As the table opens: the list takes the focus when a captain here decides, else it is hidden at once,
        as the turn would hide it (focused, then hidden, it lost the focus and the footer was built twice)."""
        if asking:
            self.choices.focus()
        else:
            self.choices.display = False

    def show(
        self, prompt: Text, hint: Text | str, labels: Sequence[Text | str | HangingRow], *, keep: bool = False
    ) -> None:
        """Show a question and its choices; ``keep`` keeps the highlighted choice (a re-render)."""
        show(self.query_one("#prompt", Static), prompt)
        hint_widget = self.query_one("#hint", Static)
        show(hint_widget, hint)
        hint_widget.display = bool(str(hint))
        choices = self.choices
        plain = [str(label) for label in labels]
        if keep and plain == self._labels:
            return
        self._labels = plain
        old = choices.highlighted if keep else None
        choices.clear_options()
        if labels:
            choices.add_options([Option(label) for label in labels])
            choices.highlighted = old if old is not None and old < len(labels) else 0
        choices.display = bool(labels)

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.post_message(self.Chosen(event.option_index))

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        event.stop()
        self.post_message(self.Highlighted(event.option_index))
