"""A light drop-down for the set-up screens: one line that shows the chosen option.

Textual's ``Select`` builds its whole list (an overlay with an ``OptionList``) for every field as the screen
opens: about 35 ms of CPU each, so the board's set-up with its eleven fields took a second to open. A
:class:`Choice` is a single line; its list is made only when it is opened, as a small dialog just under
(or over) the field. Keys: Enter or Space opens the list (↑/↓ and Enter choose, Esc leaves it), ← and →
step through the options without opening it; a click opens it too.

It keeps the parts of ``Select``'s interface the screens use: ``value``, ``set_options()``, the
``Changed`` message (``event.choice``/``event.control``, ``event.value``), and ``_options`` (the
``(label, value)`` pairs, as the tests read them).
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable
from typing import Any, ClassVar

from rich.text import Text
from textual import events
from textual.app import ComposeResult, RenderResult
from textual.binding import Binding
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget
from textual.widgets import OptionList
from textual.widgets.option_list import Option

from tui.screens.base import BaseModal
from tui.widgets.option_list import SafeOptionList

__all__ = ["Choice", "ChoiceMenu"]

#: What the list answers when it was left without a choice.
_CANCELLED = object()


class Choice(Widget, can_focus=True):
    """One line showing the chosen option and ``▼``; see the module docstring."""

    DEFAULT_CSS = """
    Choice {
        height: 1;
        width: 1fr;
        background: $surface;
        color: $foreground;
        padding: 0 1 0 0;
    }
    Choice:hover {
        background: $surface-lighten-1;
    }
    Choice:focus {
        background: $block-cursor-background;
        color: $block-cursor-foreground;
        text-style: $block-cursor-text-style;
    }
    Choice:disabled {
        color: $text-disabled;
    }
    """
    BINDINGS: ClassVar[list[Binding | tuple[str, str] | tuple[str, str, str]]] = [
        Binding("enter,space", "open", "Open", show=False),
        Binding("left", "step(-1)", "Previous", show=False),
        Binding("right", "step(1)", "Next", show=False),
    ]

    value: reactive[Any] = reactive(None, init=False, always_update=False)

    class Changed(Message):
        """The chosen option changed (by the list, the arrows or the program)."""

        def __init__(self, choice: Choice, value: Any) -> None:
            super().__init__()
            self.choice = choice
            self.value = value

        @property
        def control(self) -> Choice:
            return self.choice

    def __init__(
        self,
        options: Iterable[tuple[str, Hashable]],
        *,
        value: Hashable,
        id: str | None = None,
        classes: str | None = None,
        disabled: bool = False,
    ) -> None:
        super().__init__(id=id, classes=classes, disabled=disabled)
        self._options: list[tuple[str, Any]] = list(options)
        self.set_reactive(Choice.value, value)

    # --- options and value ---------------------------------------------------------------------
    @property
    def values(self) -> list[Any]:
        return [v for _, v in self._options]

    @property
    def label(self) -> str:
        """The label of the chosen option ("" when it is not among the options)."""
        return next((label for label, v in self._options if v == self.value), "")

    def set_options(self, options: Iterable[tuple[str, Hashable]]) -> None:
        """New labels (a language switch) or a new list; the value stays when it is still offered."""
        self._options = list(options)
        if self.value not in self.values and self._options:
            self.value = self._options[0][1]
        self.refresh()

    def watch_value(self, value: Any) -> None:
        self.post_message(self.Changed(self, value))
        self.refresh()

    def render(self) -> RenderResult:
        width = max(1, self.content_size.width)
        label = self.label
        room = max(0, width - 2)
        if len(label) > room:
            label = label[: max(0, room - 1)] + "…"
        text = Text(label.ljust(room) + " ", no_wrap=True, overflow="crop")
        text.append("▼", style="dim")
        return text

    # --- keys and mouse ------------------------------------------------------------------------
    def action_step(self, delta: int) -> None:
        values = self.values
        if not values or self.disabled:
            return
        index = values.index(self.value) if self.value in values else -1
        self.value = values[(index + delta) % len(values)]

    def action_open(self) -> None:
        if self.disabled or not self._options:
            return
        self.app.push_screen(ChoiceMenu(self), self._chosen)

    def _chosen(self, value: Any) -> None:
        if value is not _CANCELLED and value in self.values:
            self.value = value
        if self.is_mounted:
            self.focus()

    async def _on_click(self, event: events.Click) -> None:
        event.stop()
        if not self.disabled:
            self.focus()
            self.action_open()


class ChoiceMenu(BaseModal[Any]):
    """The list of a :class:`Choice`, opened under it (over it when there is no room below)."""

    # Its style is in app.tcss: the app's ``Screen`` rule there (an opaque background) would win over a
    # default style here, and the list must show the set-up around it.
    BINDINGS: ClassVar[list[Binding | tuple[str, str] | tuple[str, str, str]]] = [
        Binding("escape", "cancel", "Back", id="back"),
    ]

    def __init__(self, choice: Choice) -> None:
        super().__init__()
        self.choice = choice

    def compose(self) -> ComposeResult:
        yield SafeOptionList(*self._items())

    def _items(self) -> list[Option]:
        return [
            Option(Text(label, no_wrap=True), id=str(i)) for i, (label, _) in enumerate(self.choice._options)
        ]

    def on_mount(self) -> None:
        listing = self.query_one(OptionList)
        values = self.choice.values
        listing.highlighted = values.index(self.choice.value) if self.choice.value in values else 0
        self._place(listing)
        listing.focus()

    def _place(self, listing: OptionList) -> None:
        """Under the field when the list fits there, else over it; never off the screen."""
        field = self.choice.region
        width, height = self.app.size
        longest = max((len(label) for label, _ in self.choice._options), default=4)
        w = min(width, max(field.width, longest + 4))
        h = len(self.choice._options) + 2
        below, above = height - field.bottom, field.y
        if h <= below:
            y = field.bottom
        elif h <= above:
            y = field.y - h
        elif below >= above:  # fits on neither side: the roomier one, scrolling
            h, y = max(3, below), field.bottom
        else:
            h, y = max(3, above), max(0, field.y - max(3, above))
        h = min(h, height)
        y = max(0, min(y, height - h))
        x = max(0, min(field.x, width - w))
        listing.styles.width = w
        listing.styles.height = h
        listing.styles.offset = (x, y)

    def on_language(self) -> None:
        """F2 while the list is open: the field's labels were just translated; show them."""
        if not self.is_mounted:
            return
        listing = self.query_one(OptionList)
        highlighted = listing.highlighted
        listing.clear_options()
        listing.add_options(self._items())
        listing.highlighted = highlighted
        self._place(listing)

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        index = int(event.option.id or 0)
        options = self.choice._options
        self.dismiss(options[index][1] if 0 <= index < len(options) else _CANCELLED)

    def action_cancel(self) -> None:
        self.dismiss(_CANCELLED)

    async def _on_click(self, event: events.Click) -> None:
        if event.widget is self:  # a click beside the list closes it
            event.stop()
            self.dismiss(_CANCELLED)
