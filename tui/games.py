"""The games of the app: the one place that lists them and imports each game's UI package.

Each game's package face (``tui.board``, ``tui.cards``) exposes ``UI`` (a :class:`tui.shell.GameUI`); it is
imported when the game is first needed, so the menu's first frame imports no game and no engine. The app
hands :data:`GAMES` to every screen as ``seas.games``.
"""

from __future__ import annotations

from tui.shell import GameEntry, Games, GameUI, MenuEntry

__all__ = ["GAMES"]


def _board() -> GameUI:
    from tui.board import UI

    return UI


def _cards() -> GameUI:
    from tui.cards import UI

    return UI


#: The games in menu order, with their names, their main-menu entries and their UI.
GAMES = Games(
    (
        GameEntry(
            "board",
            name_key="games.board.name",
            new_game_key="menu.board",
            load=_board,
            menu_entries=(MenuEntry("quests", "board.extra.menu.quests"),),
        ),
        GameEntry("cards", name_key="games.cards.name", new_game_key="menu.cards", load=_cards),
    )
)
