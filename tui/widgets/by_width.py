"""A Rich renderable built for the width it is drawn at, and drawn once per width.

Textual draws a widget's Rich renderable (a :class:`rich.table.Table`, say) in full to measure its height, and
again to paint it, at every layout pass: a screen that opens with a scroll bar appearing lays out four or five
times, at two widths. :class:`ByWidth` keeps the lines it drew for each width (a few widths at most), so a
table is laid out once per width; and it builds what it shows for that width (``make(width)``), so a widget
whose content depends on its width (the score sheet's details beside the points) needs no second rendering
once its width is known, nor the layout pass that would follow.

Use::

    from tui.widgets.by_width import ByWidth

    static.update(ByWidth(lambda width: sheet(details=width >= 92)))

The renderable must not change once given (build a new one: a language switch does).
"""

from __future__ import annotations

from collections.abc import Callable

from rich.console import Console, ConsoleOptions, RenderableType, RenderResult
from rich.measure import Measurement
from rich.segment import Segment

__all__ = ["ByWidth"]

#: How many widths' lines are kept (the widths a layout tries: with and without a scroll bar).
KEPT_WIDTHS = 4


class ByWidth:
    """``make(width)``'s renderable at each width it is drawn at, its lines kept per width."""

    def __init__(self, make: Callable[[int], RenderableType]) -> None:
        self._make = make
        self._built: dict[int, RenderableType] = {}
        self._lines: dict[tuple[object, ...], list[Segment]] = {}

    def at(self, width: int) -> RenderableType:
        """What shows at ``width`` columns."""
        built = self._built.get(width)
        if built is None:
            if len(self._built) >= KEPT_WIDTHS:
                del self._built[next(iter(self._built))]
            built = self._built[width] = self._make(width)
        return built

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        # The height is left out: the caller cuts the lines it has room for (Textual does), and a table
        # ignores it anyway. Everything else that shapes the lines is in the key.
        key = (
            id(console),
            options.max_width,
            options.min_width,
            options.justify,
            options.overflow,
            options.no_wrap,
            options.highlight,
            options.markup,
            options.encoding,
            options.legacy_windows,
            options.is_terminal,
        )
        lines = self._lines.get(key)
        if lines is None:
            if len(self._lines) >= KEPT_WIDTHS:
                del self._lines[next(iter(self._lines))]
            renderable = self.at(options.max_width)
            lines = self._lines[key] = list(console.render(renderable, options.reset_height()))
        yield from lines

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        return Measurement.get(console, options, self.at(options.max_width))
