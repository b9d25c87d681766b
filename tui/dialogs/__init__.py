"""Modal dialogs, one per module."""

from tui.dialogs.confirm import ConfirmDialog
from tui.dialogs.leave_game import LeaveGameDialog
from tui.dialogs.save_name import SaveNameDialog

__all__ = ["ConfirmDialog", "LeaveGameDialog", "SaveNameDialog"]
