"""A scrolling log of the game: new lines are laid out once, as they come; only visible lines are drawn.

Adding a line costs the same at move 5 and at move 500 (the log used to re-join and re-wrap every
line on each addition). The screen calls :meth:`GameLog.set_lines` when every line changes (a
language switch, another viewer after a hand-off, an undo) and :meth:`GameLog.add_lines` otherwise.
The view follows the newest line; a change of width re-wraps what is kept.
"""

from __future__ import annotations

from collections.abc import Iterable

from rich.segment import Segment
from rich.text import Text
from textual.geometry import Size
from textual.scroll_view import ScrollView
from textual.strip import Strip

__all__ = ["GameLog"]


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
        self._counts: list[int] = []  # how many strips each laid-out line took
        self._width = 0  # the width the strips were wrapped at (0: not laid out yet)

    # --- content -------------------------------------------------------------------------------
    def set_lines(self, lines: Iterable[Text]) -> None:
        """Replace every line (after a language switch, a hand-off or an undo)."""
        self.lines = list(lines)
        self._strips = []
        self._counts = []
        self._layout(self.lines)

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
        if self._width and len(self._counts) == len(self.lines) + count:
            del self._strips[len(self._strips) - sum(self._counts[-count:]) :]
            del self._counts[-count:]
            self.virtual_size = Size(self._width, len(self._strips))
            self._to_end()
            self.refresh()
        else:
            self._strips = []
            self._counts = []
            self._layout(self.lines)

    @property
    def plain(self) -> str:
        return "\n".join(line.plain for line in self.lines)

    # --- layout --------------------------------------------------------------------------------
    def _content_width(self) -> int:
        return self.scrollable_content_region.width

    def _layout(self, lines: list[Text]) -> None:
        """Wrap ``lines`` at the current width, append their strips, follow the end."""
        width = self._content_width()
        if width <= 0 or not self.is_mounted:
            self._width = 0  # laid out on the first resize
            return
        if width != self._width:
            self._width = width
            self._strips = []
            self._counts = []
            lines = self.lines
        console = self.app.console
        options = console.options.update_width(width)
        for line in lines:
            rendered = console.render_lines(line, options, pad=False)
            for segments in rendered:
                self._strips.append(Strip(Segment.adjust_line_length(segments, width), width))
            self._counts.append(len(rendered))
        self.virtual_size = Size(width, len(self._strips))
        self._to_end()
        self.refresh()

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
