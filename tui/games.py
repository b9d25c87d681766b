"""Which game screens exist: the bridge from the menu and the load list to each game's UI."""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import TYPE_CHECKING

from engines.registry import engine_available

if TYPE_CHECKING:
    from saves import LoadedGame
    from tui.app import SevenSeasApp

__all__ = ["GAME_NAME_KEYS", "game_ui", "open_loaded", "open_new"]

#: Each game's UI module exposes ``open_new(app)`` and ``open_loaded(app, loaded)``.
_UI_MODULES = {
    "board": "tui.screens.board_setup",
    "cards": "tui.screens.cards_setup",
}

#: Message keys of the games' names.
GAME_NAME_KEYS = {"board": "games.board.name", "cards": "games.cards.name"}


def game_ui(game_id: str) -> ModuleType | None:
    """The UI module of a game, or ``None`` while its engine or screens have not landed."""
    if not engine_available(game_id):
        return None
    name = _UI_MODULES.get(game_id)
    if name is None:
        return None
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name == name:
            return None
        raise


def open_new(app: SevenSeasApp, game_id: str) -> bool:
    """Open the set-up of a new game; False (and a message) when it is not available yet."""
    module = game_ui(game_id)
    if module is None:
        app.tell("menu.not_available", severity="warning", game=app.t(GAME_NAME_KEYS[game_id]))
        return False
    module.open_new(app)
    return True


def open_loaded(app: SevenSeasApp, loaded: LoadedGame) -> bool:
    """Resume a loaded game; False (and a message) when its game is not available."""
    module = game_ui(loaded.header.game)
    if module is None:
        name_key = GAME_NAME_KEYS.get(loaded.header.game)
        app.tell(
            "menu.not_available",
            severity="warning",
            game=app.t(name_key) if name_key else loaded.header.game,
        )
        return False
    module.open_loaded(app, loaded)
    return True
