"""The card game 7Seas in the terminal: set-up, table, dialogs and game over.

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

__all__ = ["UI", "CardsUI"]


class CardsUI:
    """The card game's screens, as the shell and the screens themselves open them."""

    game_id = "cards"

    def open_new(self, app: SevenSeasApp) -> None:
        from tui.cards.setup import CardsSetupScreen

        app.push_screen(CardsSetupScreen())

    def open_loaded(self, app: SevenSeasApp, loaded: LoadedGame) -> None:
        from tui.cards.setup import loaded_session

        session = loaded_session(app, loaded)
        if session.game.is_over:
            app.push_screen(self.game_over_screen(session))
        else:
            app.push_screen(self.table_screen(session))

    def table_screen(self, session: GameSession) -> Screen[None]:
        from tui.cards.table import CardsTableScreen

        return CardsTableScreen(session)

    def game_over_screen(self, session: GameSession) -> Screen[None]:
        from tui.cards.over import CardsGameOverScreen

        return CardsGameOverScreen(session)

    def play_again(self, app: SevenSeasApp, session: GameSession) -> None:
        seed = random.SystemRandom().randrange(1, 1_000_000)
        app.switch_screen(self.table_screen(session.rematch(seed)))


UI = CardsUI()
