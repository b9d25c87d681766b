"""Ctrl+Q over a game: dialogs and hand-offs let the game below ask whether to save first."""

from __future__ import annotations

from typing import Any

__all__ = ["DelegateQuit"]


class DelegateQuit:
    """Mixin for screens shown over a game table (``app.action_quit`` calls ``confirm_quit``)."""

    app: Any

    def confirm_quit(self) -> None:
        """Let the nearest game screen below ask; quit at once when there is none."""
        for screen in reversed(self.app.screen_stack):
            if screen is not self and getattr(screen, "guards_quit", False):
                screen.confirm_quit()
                return
        self.app.exit()
