"""The board game The 7 Seas in the terminal: set-up, board screen, dialogs and the score sheet.

``UI`` implements :class:`tui.games.GameUI`; the screens reach each other through it.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from textual.screen import Screen

    from saves import LoadedGame
    from tui.app import SevenSeasApp
    from tui.session import GameSession

__all__ = ["UI", "BoardUI"]


class BoardUI:
    """The board game's screens, as the shell and the screens themselves open them."""

    game_id = "board"

    def open_new(self, app: SevenSeasApp) -> None:
        from tui.board.setup import BoardSetupScreen

        app.push_screen(BoardSetupScreen())

    def open_loaded(self, app: SevenSeasApp, loaded: LoadedGame) -> None:
        from tui.board.setup import loaded_session

        session = loaded_session(app, loaded)
        if session.game.is_over:
            app.push_screen(self.game_over_screen(session))
        else:
            app.push_screen(self.table_screen(session))

    def table_screen(self, session: GameSession) -> Screen[None]:
        from tui.board.table import BoardTableScreen

        return BoardTableScreen(session)

    def game_over_screen(self, session: GameSession) -> Screen[None]:
        from tui.board.over import BoardGameOverScreen

        return BoardGameOverScreen(session)

    def play_again(self, app: SevenSeasApp, session: GameSession) -> None:
        seed = random.SystemRandom().randrange(1, 1_000_000)
        fresh = session.rematch(seed)
        fresh.extra = dict(session.extra)
        app.switch_screen(self.table_screen(fresh))


UI = BoardUI()
