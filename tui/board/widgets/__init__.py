"""The board screen's regions, one widget each; each renders from the view handed to ``update``."""

from typing import Any

from rich.text import Text
from textual.widgets import Static

__all__ = ["show"]


def _lines(content: Any) -> int:
    text = content.plain if isinstance(content, Text) else content if isinstance(content, str) else None
    return -1 if text is None else text.count("\n")


def show(widget: Static, content: Any) -> None:
    """Update ``widget`` only when ``content`` differs from what it shows (a repaint costs more than a compare).

    A widget that does not wrap its text keeps its height when the new content has as many lines as the old:
    then only the widget is repainted, without laying out the whole screen again (the costly part of a
    key press on the board)."""
    old = getattr(widget, "_seas_shown", None)
    if old == content:
        return
    widget._seas_shown = content  # type: ignore[attr-defined]
    same_height = (
        old is not None
        and widget.styles.text_wrap == "nowrap"
        and widget.display
        and _lines(old) == _lines(content) >= 0
    )
    widget.update(content, layout=not same_height)
