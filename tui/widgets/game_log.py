"""A scrolling log of the game: new lines are laid out once, as they come; only visible lines are drawn.

Adding a line costs the same at move 5 and at move 500 (the log used to re-join and re-wrap every
line on each addition). The screen calls :meth:`GameLog.set_lines` when every line changes (a
language switch, another viewer after a hand-off, an undo) and :meth:`GameLog.add_lines` otherwise.
The view follows the newest line; a change of width re-wraps what is kept. A long log (late in a game)
is wrapped from its newest lines back: :meth:`set_lines` and a change of width wrap the last ``TAIL``
lines at once and older ones only when the view is scrolled up to them, so a language switch costs the
same at move 5 and at move 5000.
"""

from __future__ import annotations

from collections.abc import Iterable

from rich.segment import Segment
from rich.text import Text
from textual.geometry import Size
from textual.scroll_view import ScrollView
from textual.strip import Strip

from tui.wrapping import keep_no_break_spaces

__all__ = ["TAIL", "GameLog"]

keep_no_break_spaces()  # a log shown outside the app wraps the same way

#: How many of the newest lines are wrapped at once; older ones wait until the view scrolls up to them.
TAIL = 150


class GameLog(ScrollView):
    """Lines of rich text, newest at the bottom, kept scrolled to the end."""

    DEFAULT_CSS = """
    GameLog {
        height: 1fr;
        scrollbar-size-vertical: 1;
        scrollbar-gutter: stable;  /* the wrap width does not change when the scrollbar appears */
        overflow-x: hidden;
    }
    """

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self.lines: list[Text] = []
        self._strips: list[Strip] = []
        self._width = 0  # the width the strips were wrapped at (0: not laid out yet)
        self._unwrapped = 0  # the oldest lines not wrapped yet (``lines[:_unwrapped]``)
        self._counts: list[int] = []  # how many strips each wrapped line took (``lines[_unwrapped:]``)

    # --- content -------------------------------------------------------------------------------
    def set_lines(self, lines: Iterable[Text]) -> None:
        """Replace every line (after a language switch, a hand-off or an undo)."""
        self.lines = list(lines)
        self._strips = []
        self._counts = []
        self._unwrapped = len(self.lines)
        self._layout([])

    def add_lines(self, lines: Iterable[Text]) -> None:
        """Append lines and scroll to them; the lines already shown are not laid out again."""
        new = list(lines)
        self.lines.extend(new)
        self._layout(new)

    def drop_last(self, count: int) -> None:
        """Remove the newest ``count`` lines (a replay stepping back); the lines kept are not laid out again."""
        count = min(count, len(self.lines))
        if count <= 0:
            return
        del self.lines[len(self.lines) - count :]
        if self._width and len(self._counts) >= count:
            del self._strips[len(self._strips) - sum(self._counts[-count:]) :]
            del self._counts[-count:]
            if self._unwrapped and len(self._strips) < TAIL:
                self._wrap_older()
            self.virtual_size = Size(self._width, len(self._strips))
            self._to_end()
            self.refresh()
        else:
            self.set_lines(self.lines)

    @property
    def plain(self) -> str:
        return "\n".join(line.plain for line in self.lines)

    # --- layout --------------------------------------------------------------------------------
    def _content_width(self) -> int:
        return self.scrollable_content_region.width

    def _layout(self, lines: list[Text]) -> None:
        """Wrap ``lines`` (new ones, at the end) at the current width, append their strips, follow the end."""
        width = self._content_width()
        if width <= 0 or not self.is_mounted:
            self._width = 0  # laid out on the first resize
            return
        if width != self._width:
            self._width = width
            self._strips = []
            self._counts = []
            self._unwrapped = len(self.lines)
            lines = []
        strips, counts = self._wrap(lines)
        self._strips.extend(strips)
        self._counts.extend(counts)
        if self._unwrapped and len(self._strips) < TAIL:
            self._wrap_older()
        self.virtual_size = Size(width, len(self._strips))
        self._to_end()
        self.refresh()

    def _wrap(self, lines: list[Text]) -> tuple[list[Strip], list[int]]:
        """The strips of ``lines`` at the current width, and how many each line took."""
        width = self._width
        console = self.app.console
        options = console.options.update_width(width)
        strips: list[Strip] = []
        counts: list[int] = []
        for line in lines:
            rendered = console.render_lines(line, options, pad=False)
            strips.extend(Strip(Segment.adjust_line_length(segments, width), width) for segments in rendered)
            counts.append(len(rendered))
        return strips, counts

    def _wrap_older(self) -> int:
        """Wrap up to ``TAIL`` more of the older lines, above the others; return how many rows they take."""
        start = max(0, self._unwrapped - TAIL)
        strips, counts = self._wrap(self.lines[start : self._unwrapped])
        self._unwrapped = start
        self._strips[:0] = strips
        self._counts[:0] = counts
        return len(strips)

    def watch_scroll_y(self, old_value: float, new_value: float) -> None:
        super().watch_scroll_y(old_value, new_value)
        if self._unwrapped and self._width and new_value < self.size.height:
            added = (
                self._wrap_older()
            )  # scrolled up to the oldest lines wrapped: wrap more, keep the view still
            self.virtual_size = Size(self._width, len(self._strips))
            self.scroll_y = new_value + added
            self.refresh()

    def watch_show_vertical_scrollbar(self, shown: bool) -> None:
        # Textual moves the bar only as the view scrolls: a log filled before the screen's first layout was
        # scrolled to its end before the bar showed, and the bar stayed at the top.
        if shown:
            self.vertical_scrollbar.position = self.scroll_y

    def on_resize(self) -> None:
        if self._content_width() != self._width:
            self._layout([])
        else:
            self._to_end()

    def _to_end(self) -> None:
        """Show the newest line (set directly: never ``anchor()``, never after a refresh that a
        hidden screen does not get)."""
        self.scroll_y = self.max_scroll_y

    def render_line(self, y: int) -> Strip:
        index = int(self.scroll_y) + y
        width = self.scrollable_content_region.width
        if index >= len(self._strips):
            return Strip.blank(width, self.rich_style)
        return self._strips[index].crop_extend(0, width, self.rich_style).apply_style(self.rich_style)
