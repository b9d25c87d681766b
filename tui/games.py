"""Which games the app has: the small protocol each game's UI package implements, and the bridge to it.

Each game has one package (``tui/cards/``, ``tui/board/``) whose ``__init__`` exposes ``UI``, an object
implementing :class:`GameUI`. The shell (menu, load list, rules) only talks to games through it, and a
game's screens reach each other through it too, so no screen imports another in a circle.
"""

from __future__ import annotations

import importlib
import importlib.util
import sys
from importlib.machinery import PathFinder
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from textual.screen import Screen

    from saves import LoadedGame
    from tui.app import SevenSeasApp
    from tui.replay import Replay
    from tui.session import GameSession

__all__ = ["GAME_NAME_KEYS", "GameUI", "game_available", "game_ui", "open_loaded", "open_new"]


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

    def rematch_screen(self, session: GameSession) -> Screen[None]:
        """The table of a new game with the same seats and rules as ``session`` (a fresh random seed)."""

    def replay_screen(self, replay: Replay, *, seat: int | None = None) -> Screen[None]:
        """The game's table showing ``replay`` read-only, through ``seat``'s eyes (None: the default seat)."""

    def replay_log(self, replay: Replay, t: Any) -> list[str]:
        """Every log line of ``replay``'s whole game as plain text in the language of ``t`` (for the export)."""


class PackageUI:
    """:class:`GameUI` for a package ``tui/<game_id>/`` with ``setup``, ``table``, ``over`` and ``replay`` modules.

    A subclass names the game and its screen classes; the modules are imported on first use,
    so the menu loads no game. ``setup`` also provides ``loaded_session(app, loaded)``, and ``replay``
    provides ``replay_log(replay, t)``.
    """

    game_id: str = ""
    SETUP = ""
    TABLE = ""
    OVER = ""
    REPLAY = ""

    def _screen_class(self, module: str, name: str) -> Any:
        return getattr(importlib.import_module(f"tui.{self.game_id}.{module}"), name)

    def open_new(self, app: SevenSeasApp) -> None:
        app.push_screen(self._screen_class("setup", self.SETUP)())

    def open_loaded(self, app: SevenSeasApp, loaded: LoadedGame) -> None:
        session = self._screen_class("setup", "loaded_session")(app, loaded)
        app.push_screen(
            self.game_over_screen(session) if session.game.is_over else self.table_screen(session)
        )

    def table_screen(self, session: GameSession) -> Screen[None]:
        screen: Screen[None] = self._screen_class("table", self.TABLE)(session)
        return screen

    def game_over_screen(self, session: GameSession) -> Screen[None]:
        screen: Screen[None] = self._screen_class("over", self.OVER)(session)
        return screen

    def replay_screen(self, replay: Replay, *, seat: int | None = None) -> Screen[None]:
        screen: Screen[None] = self._screen_class("replay", self.REPLAY)(replay, seat=seat)
        return screen

    def replay_log(self, replay: Replay, t: Any) -> list[str]:
        lines: list[str] = self._screen_class("replay", "replay_log")(replay, t)
        return lines

    def rematch(self, session: GameSession, seed: int) -> GameSession:
        """The session of "play again" (a game may carry more of its options over)."""
        return session.rematch(seed)

    def rematch_screen(self, session: GameSession) -> Screen[None]:
        import random

        seed = random.SystemRandom().randrange(1, 1_000_000)
        return self.table_screen(self.rematch(session, seed))


#: Each game's UI package; its ``UI`` attribute implements :class:`GameUI`.
_UI_PACKAGES = {
    "board": "tui.board",
    "cards": "tui.cards",
}

#: Each game's engine package (as ``engines.registry`` knows it).
_ENGINE_MODULES = {
    "board": "engines.board",
    "cards": "engines.cards",
}

#: Message keys of the games' names.
GAME_NAME_KEYS = {"board": "games.board.name", "cards": "games.cards.name"}


def _module_exists(name: str) -> bool:
    """Whether ``package.module`` can be found, without importing ``package`` (nor the module)."""
    parent = name.rpartition(".")[0]
    try:
        if name in sys.modules or parent in sys.modules:
            spec = importlib.util.find_spec(name)
        else:
            parent_spec = importlib.util.find_spec(parent)
            if parent_spec is None or parent_spec.submodule_search_locations is None:
                return False
            spec = PathFinder.find_spec(name, list(parent_spec.submodule_search_locations))
        # A folder without ``__init__.py`` (a namespace package: a game's screens half landed) is no game.
        return spec is not None and spec.origin is not None
    except (ImportError, ValueError):
        return False


def game_available(game_id: str) -> bool:
    """Whether a game's engine and screens are installed, found without importing them.

    The menu asks this on every start: importing the engines there would double the time to the
    first frame. Opening the game still goes through :func:`game_ui`, which imports for real.
    """
    engine = _ENGINE_MODULES.get(game_id)
    ui = _UI_PACKAGES.get(game_id)
    return engine is not None and ui is not None and _module_exists(engine) and _module_exists(ui)


def game_ui(game_id: str) -> GameUI | None:
    """The UI of a game, or ``None`` while its screens have not landed."""
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
