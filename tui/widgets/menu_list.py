"""The main menu's entries, drawn by one widget: one focusable list instead of a button per entry.

Nine buttons in their containers were a third of the widgets the main menu builds, styles, lays out and draws
before its first frame. :class:`MenuList` draws the same rows (the look of Textual's compact buttons: the
selected entry reversed and bold while the list has the focus, a darker row under the mouse) and keeps their
behaviour: an arrow or Tab moves the selection (round the ends, as focus moved from button to button), a click
on a row selects it and asks to open it (:class:`MenuList.Chosen`). What opens, and when, is the screen's.
"""

from __future__ import annotations

from typing import Any, ClassVar

from rich.cells import cell_len
from rich.segment import Segment
from rich.style import Style
from textual import events
from textual.binding import Binding, BindingType
from textual.geometry import Size
from textual.message import Message
from textual.reactive import reactive
from textual.strip import Strip
from textual.widget import Widget

from tui.widgets.localized import Localizable, Translate

__all__ = ["MenuItem", "MenuList"]

#: One entry: its id, its message key and the parameters of that message.
MenuItem = tuple[str, str, dict[str, Any]]

#: Blank cells around each label (as a compact button's padding), then around its text (its line pad).
PADDING = 2
LINE_PAD = 1


class MenuList(Localizable, Widget, can_focus=True):
    """A list of translated entries, one per row; ``selected`` is the row of the selected entry."""

    COMPONENT_CLASSES: ClassVar[set[str]] = {"menu-list--entry", "menu-list--selected", "menu-list--hover"}

    # The rows look like Textual's compact buttons (``Button.-style-default``): their colours and bold text;
    # under the mouse a darker ground; the selected entry, while the list has the focus, reversed (its text
    # style) on a ground tinted lighter (its ``background-tint``).
    DEFAULT_CSS = """
    MenuList {
        height: auto;
        pointer: pointer;
    }
    MenuList > .menu-list--entry {
        color: $button-foreground;
        background: $surface;
        text-style: bold;
    }
    MenuList > .menu-list--hover {
        background: $surface-darken-1;
    }
    MenuList > .menu-list--selected {
        text-style: $button-focus-text-style;
        background-tint: $foreground 5%;
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("tab", "move(1)", "Next", show=False),
        Binding("shift+tab", "move(-1)", "Previous", show=False),
    ]

    selected: reactive[int] = reactive(0)
    """The row of the selected entry."""

    class Chosen(Message):
        """An entry was clicked: the screen opens it."""

        def __init__(self, menu: MenuList, entry_id: str) -> None:
            super().__init__()
            self.menu = menu
            self.entry_id = entry_id

        @property
        def control(self) -> MenuList:
            return self.menu

    def __init__(self, items: list[MenuItem], **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.items = list(items)
        self.labels: list[str] = [""] * len(self.items)
        """Each entry's text in the current language (rendered when the list mounts)."""
        self._hover: int | None = None

    # --- what is selected --------------------------------------------------------------------
    @property
    def ids(self) -> list[str]:
        """The entries' ids, top to bottom."""
        return [entry_id for entry_id, _key, _params in self.items]

    @property
    def selected_id(self) -> str:
        """The id of the selected entry."""
        return self.items[self.selected][0]

    @property
    def selected_label(self) -> str:
        """The text of the selected entry as shown."""
        return self.labels[self.selected]

    def select(self, entry_id: str) -> None:
        """Select the entry ``entry_id``."""
        self.selected = self.ids.index(entry_id)

    def validate_selected(self, row: int) -> int:
        return max(0, min(row, len(self.items) - 1))

    def action_move(self, step: int) -> None:
        """Select the entry ``step`` rows down (up when negative), round the ends."""
        if self.items:
            self.selected = (self.selected + step) % len(self.items)

    # --- language -----------------------------------------------------------------------------
    def apply_language(self, t: Translate) -> None:
        self.labels = [t(key, **params) for _entry_id, key, params in self.items]
        self.refresh()

    # --- mouse ----------------------------------------------------------------------------------
    def _row_at(self, event: events.MouseEvent) -> int | None:
        offset = event.get_content_offset(self)
        if offset is None or not 0 <= offset.y < len(self.items):
            return None
        return offset.y

    def _set_hover(self, row: int | None) -> None:
        if row != self._hover:
            self._hover = row
            self.refresh()

    def on_mouse_move(self, event: events.MouseMove) -> None:
        self._set_hover(self._row_at(event))

    def on_leave(self, event: events.Leave) -> None:
        self._set_hover(None)

    def on_click(self, event: events.Click) -> None:
        row = self._row_at(event)
        if row is None:
            return
        event.stop()
        self.selected = row
        self.post_message(self.Chosen(self, self.items[row][0]))

    # --- drawing ----------------------------------------------------------------------------------
    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return len(self.items)

    def get_content_width(self, container: Size, viewport: Size) -> int:
        return max((cell_len(label) for label in self.labels), default=0) + 2 * (PADDING + LINE_PAD)

    def watch_selected(self) -> None:
        self.refresh()

    def render_line(self, y: int) -> Strip:
        width = self.size.width
        if not 0 <= y < len(self.items):
            return Strip.blank(width)
        entry = self.get_component_styles("menu-list--entry")
        ground = self.get_component_styles("menu-list--hover" if y == self._hover else "menu-list--entry")
        background = ground.background
        text_style = entry.text_style
        if y == self.selected and self.has_focus:
            selected = self.get_component_styles("menu-list--selected")
            background = background.tint(selected.background_tint)
            text_style = selected.text_style
        color = entry.color if entry.color.a == 1 else background + entry.color
        # the padding, the text and the blank after it as three runs (their styles differ), as a button draws them
        pad = Style(bgcolor=background.rich_color)
        plain = Style(color=color.rich_color, bgcolor=background.rich_color)
        text = " " * LINE_PAD + self.labels[y] + " " * LINE_PAD
        rest = max(0, width - 2 * PADDING - cell_len(text))
        segments = [
            Segment(" " * PADDING, pad),
            Segment(text, plain + text_style),
            Segment(" " * rest, plain),
            Segment(" " * PADDING, pad),
        ]
        return Strip(segments).crop_extend(0, width, pad)
