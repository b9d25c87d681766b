"""A scrolling log of the game, re-rendered in full when the language or the viewer changes."""

from __future__ import annotations

from collections.abc import Iterable

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.widgets import Static

__all__ = ["GameLog"]


class GameLog(VerticalScroll):
    """Lines of rich text, newest at the bottom, kept scrolled to the end."""

    DEFAULT_CSS = """
    GameLog {
        height: 1fr;
        scrollbar-size-vertical: 1;
    }
    GameLog > Static {
        width: 100%;
    }
    """

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self.lines: list[Text] = []

    def compose(self) -> ComposeResult:
        yield Static("", id="log-text")

    def on_resize(self) -> None:
        self._to_end()

    def watch_virtual_size(self) -> None:
        """New lines laid out: follow them."""
        self.call_after_refresh(self._to_end)

    def _to_end(self) -> None:
        """Show the newest line (never ``anchor()``: it scrolls off the top while the screen is hidden)."""
        self.scroll_to(y=max(0, self.max_scroll_y), animate=False, immediate=True)

    def set_lines(self, lines: Iterable[Text]) -> None:
        """Replace every line (after a language switch, a hand-off or an undo)."""
        self.lines = list(lines)
        self._render_lines()

    def add_lines(self, lines: Iterable[Text]) -> None:
        """Append lines and scroll to them."""
        self.lines.extend(lines)
        self._render_lines()

    def _render_lines(self) -> None:
        body = Text("\n").join(self.lines) if self.lines else Text("")
        self.query_one("#log-text", Static).update(body)
        self.call_after_refresh(self._to_end)

    @property
    def plain(self) -> str:
        return "\n".join(line.plain for line in self.lines)
