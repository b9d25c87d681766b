"""The board screen's regions, one widget each; each renders from the view handed to ``update``."""

from typing import Any

from textual.widgets import Static

__all__ = ["show"]


def show(widget: Static, content: Any) -> None:
    """Update ``widget`` only when ``content`` differs from what it shows (a repaint costs more than a compare)."""
    if getattr(widget, "_seas_shown", None) == content:
        return
    widget._seas_shown = content  # type: ignore[attr-defined]
    widget.update(content)
