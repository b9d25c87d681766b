"""The board game The 7 Seas in the terminal: set-up, board screen, dialogs and the score sheet.

``UI`` implements :class:`tui.games.GameUI`; the screens reach each other through it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tui.games import PackageUI

if TYPE_CHECKING:
    from tui.session import GameSession

__all__ = ["UI", "BoardUI"]


class BoardUI(PackageUI):
    """The board game's screens, as the shell and the screens themselves open them."""

    game_id = "board"
    SETUP = "BoardSetupScreen"
    TABLE = "BoardTableScreen"
    OVER = "BoardGameOverScreen"
    REPLAY = "BoardReplayScreen"

    def rematch(self, session: GameSession, seed: int) -> GameSession:
        """Play again keeps every option of the game (colours, modules' and solo choices)."""
        fresh = session.rematch(seed)
        fresh.extra = dict(session.extra)
        return fresh


UI = BoardUI()
