"""The card game 7Seas in the terminal: set-up, table, dialogs and game over.

``UI`` implements :class:`tui.games.GameUI`; the screens reach each other through it.
"""

from __future__ import annotations

from tui.games import PackageUI

__all__ = ["UI", "CardsUI"]


class CardsUI(PackageUI):
    """The card game's screens, as the shell and the screens themselves open them."""

    game_id = "cards"
    SETUP = "CardsSetupScreen"
    TABLE = "CardsTableScreen"
    OVER = "CardsGameOverScreen"
    REPLAY = "CardsReplayScreen"


UI = CardsUI()
