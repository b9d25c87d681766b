"""Modal dialogs, one per module."""

from tui.dialogs.confirm import ConfirmDialog

__all__ = ["ConfirmDialog"]
