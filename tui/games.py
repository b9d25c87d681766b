"""Which games the app has: the small protocol each game's UI package implements, and the bridge to it.

Each game has one package (``tui/cards/``, ``tui/board/``) whose ``__init__`` exposes ``UI``, an object
implementing :class:`GameUI`. The shell (menu, load list, rules) only talks to games through it, and a
game's screens reach each other through it too, so no screen imports another in a circle.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Protocol

from engines.registry import engine_available

if TYPE_CHECKING:
    from textual.screen import Screen

    from saves import LoadedGame
    from tui.app import SevenSeasApp
    from tui.session import GameSession

__all__ = ["GAME_NAME_KEYS", "GameUI", "game_ui", "open_loaded", "open_new"]


class GameUI(Protocol):
    """What the shell needs from one game's screens."""

    game_id: str

    def open_new(self, app: SevenSeasApp) -> None:
        """Show the set-up of a new game."""

    def open_loaded(self, app: SevenSeasApp, loaded: LoadedGame) -> None:
        """Resume a saved game at its exact position (its game-over screen when it has ended)."""

    def table_screen(self, session: GameSession) -> Screen[None]:
        """The screen on which ``session`` is played."""

    def game_over_screen(self, session: GameSession) -> Screen[None]:
        """The screen with the final result of ``session``."""

    def play_again(self, app: SevenSeasApp, session: GameSession) -> None:
        """A new game with the same seats and rules, replacing the current screen."""


#: Each game's UI package; its ``UI`` attribute implements :class:`GameUI`.
_UI_PACKAGES = {
    "board": "tui.board",
    "cards": "tui.cards",
}

#: Message keys of the games' names.
GAME_NAME_KEYS = {"board": "games.board.name", "cards": "games.cards.name"}


def game_ui(game_id: str) -> GameUI | None:
    """The UI of a game, or ``None`` while its engine or screens have not landed."""
    if not engine_available(game_id):
        return None
    name = _UI_PACKAGES.get(game_id)
    if name is None:
        return None
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name == name:
            return None
        raise
    ui: GameUI | None = getattr(module, "UI", None)
    return ui


def open_new(app: SevenSeasApp, game_id: str) -> bool:
    """Open the set-up of a new game; False (and a message) when it is not available yet.

    Every unfinished game keeps its autosave. When as many are kept as the app holds
    (``MAX_AUTOSAVES``), the player is asked before the oldest one is discarded.
    """
    ui = game_ui(game_id)
    if ui is None:
        app.tell("menu.not_available", severity="warning", game=app.t(GAME_NAME_KEYS[game_id]))
        return False
    from saves import MAX_AUTOSAVES

    app.store.prune_autosaves()
    unfinished = app.store.unfinished_autosaves()
    if len(unfinished) < MAX_AUTOSAVES:
        ui.open_new(app)
        return True
    oldest = unfinished[-1]
    header = oldest.header
    assert header is not None

    def answer(yes: bool | None) -> None:
        if yes:
            app.store.delete(oldest.path)
            ui.open_new(app)

    from tui.dialogs.confirm import ConfirmDialog
    from tui.screens.load import describe_seats, saved_time

    params = {
        "count": len(unfinished),
        "name": header.name,
        "game": app.t(GAME_NAME_KEYS.get(header.game, "load.unknown_game")),
        "seats": describe_seats(app.t, header.seats),
        "saved": saved_time(header.saved),
    }
    app.push_screen(ConfirmDialog("saves.more.confirm_discard_oldest", params=params), answer)
    return True


def open_loaded(app: SevenSeasApp, loaded: LoadedGame) -> bool:
    """Resume a loaded game; False (and a message) when its game is not available."""
    ui = game_ui(loaded.header.game)
    if ui is None:
        name_key = GAME_NAME_KEYS.get(loaded.header.game)
        app.tell(
            "menu.not_available",
            severity="warning",
            game=app.t(name_key) if name_key else loaded.header.game,
        )
        return False
    ui.open_loaded(app, loaded)
    return True
