"""What the shell and the games know of each other: the app as screens see it, and what a game contributes.

The shell (``tui/app.py``, ``tui/screens/``, ``tui/dialogs/``, ``tui/widgets/``) imports no game. Each game's
UI package (``tui/board/``, ``tui/cards/``) exposes ``UI``, an object implementing :class:`GameUI`: its set-up,
table, game-over and replay screens, its entries in the main menu and its part of the captain's record.
``tui/games.py`` lists the games as :class:`GameEntry` values (the one place that imports a game's package,
when it is first needed), and the app hands them to every screen as ``seas.games`` (:class:`Games`).

Screens reach the app through :class:`Shell` (``BaseScreen.seas``), never through the app's class, so no
screen imports the app.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from textual.screen import Screen

    from saves import LoadedGame, SaveError, SaveStore
    from saves.records import ModeRecord, Records
    from tui.i18n import Translator
    from tui.replay import Replay
    from tui.session import GameSession
    from tui.settings import Settings

__all__ = ["GameEntry", "GameUI", "Games", "MenuEntry", "Shell"]


class GameUI(Protocol):
    """What one game contributes to the shell (its package's ``UI``); it imports its screens on first use."""

    game_id: str

    # --- its screens ---------------------------------------------------------------------------------
    def setup_screen(self) -> Screen[None]:
        """The set-up of a new game (the game's own entry in the main menu)."""

    def loaded_session(self, app: Shell, loaded: LoadedGame) -> GameSession:
        """A saved game's session at its exact position, wired to the app's saves and AI captains."""

    def table_screen(self, session: GameSession) -> Screen[None]:
        """The screen on which ``session`` is played."""

    def game_over_screen(self, session: GameSession) -> Screen[None]:
        """The screen with the final result of ``session``."""

    def rematch(self, session: GameSession, seed: int) -> GameSession:
        """The session of "play again": ``session``'s seats and rules with a new ``seed``."""

    def replay_screen(self, replay: Replay, *, seat: int | None = None) -> Screen[None]:
        """The game's table showing ``replay`` read-only, through ``seat``'s eyes (None: the default seat)."""

    def replay_log(self, replay: Replay, t: Translator) -> list[str]:
        """Every log line of ``replay``'s whole game as plain text in the language of ``t`` (for the export)."""

    def open_entry(self, app: Shell, entry_id: str) -> None:
        """Open one of the game's own main-menu entries (:attr:`GameEntry.menu_entries`)."""

    # --- its part of the captain's record ------------------------------------------------------------
    def record_mode(self, config: Any) -> str:
        """The record's mode of a game with ``config`` (``cards.7``, ``board.discovery``, ``board.solo``)."""

    def record_title(self, config: Any, score: int) -> tuple[str, int]:
        """The title a finished game with ``config`` earned with the humans' best ``score``, and the level it was
        played at (``("", -1)``: a game without titles or levels)."""

    def mode_label(self, t: Translator, mode: str) -> str:
        """One of the game's modes as the record names it."""

    def level_label(self, t: Translator, level: str) -> str:
        """An AI level the record counts, as the game names it."""

    def record_notes(self, t: Translator, records: Records) -> list[str]:
        """Lines the record screen shows below its table for this game (solo titles, levels played)."""

    def record_details(self, t: Translator, mode: str, record: ModeRecord) -> list[str]:
        """What the game-over screen adds to the record's line of ``mode`` (best score, titles)."""

    def export_result(self, t: Translator, game: Any) -> list[str]:
        """The result lines of a finished ``game``'s text record in place of its winners (a solo journey's
        title, level and advice); ``[]``: the export names the winners."""


class MenuEntry:
    """An entry a game adds to the main menu, after Settings (``entry_id`` is its id in the menu's list)."""

    __slots__ = ("entry_id", "label_key")

    def __init__(self, entry_id: str, label_key: str) -> None:
        self.entry_id = entry_id
        self.label_key = label_key


class GameEntry:
    """One game as the shell lists it before importing it: its names, its menu entries, and its UI.

    (Plain classes, not dataclasses or named tuples: the menu's first frame builds them, and those cost a
    millisecond to define.)
    """

    __slots__ = ("game_id", "load", "menu_entries", "name_key", "new_game_key")

    def __init__(
        self,
        game_id: str,
        *,
        name_key: str,
        new_game_key: str,
        load: Callable[[], GameUI],
        menu_entries: tuple[MenuEntry, ...] = (),
    ) -> None:
        self.game_id = game_id
        self.name_key = name_key
        """The game's name (load list, rules tabs, messages)."""
        self.new_game_key = new_game_key
        """The main menu's entry that sets up a new game."""
        self.load = load
        """Imports the game's UI package and returns its ``UI``."""
        self.menu_entries = menu_entries


class Games:
    """The games of the app in menu order; each game's UI package is imported when first asked for."""

    def __init__(self, entries: Sequence[GameEntry]) -> None:
        self.entries = tuple(entries)
        self._by_id = {entry.game_id: entry for entry in self.entries}

    def __iter__(self) -> Iterator[GameEntry]:
        return iter(self.entries)

    @property
    def ids(self) -> tuple[str, ...]:
        return tuple(self._by_id)

    def ui(self, game_id: str) -> GameUI | None:
        """The UI of a game, or None when the app has no such game (a save of an unknown game)."""
        entry = self._by_id.get(game_id)
        return entry.load() if entry is not None else None

    def name_key(self, game_id: str) -> str:
        """The message key of a game's name (``load.unknown_game`` for a game the app does not have)."""
        entry = self._by_id.get(game_id)
        return entry.name_key if entry is not None else "load.unknown_game"

    def order(self, game_id: str) -> int:
        """Where a game comes in the menu (after every game for one the app does not have)."""
        return self.ids.index(game_id) if game_id in self._by_id else len(self.entries)

    def owner(self, entry_id: str) -> GameEntry | None:
        """The game that added the main-menu entry ``entry_id``."""
        return next((g for g in self.entries if any(e.entry_id == entry_id for e in g.menu_entries)), None)


class Shell(Protocol):
    """The app as screens, dialogs and games use it (``tui.app.SevenSeasApp``)."""

    t: Translator
    settings: Settings
    games: Games

    @property
    def language(self) -> str: ...

    @property
    def store(self) -> SaveStore: ...

    @property
    def data_dir(self) -> Path: ...

    def tell(
        self, key: str, *, severity: str = "information", timeout: float | None = None, **params: Any
    ) -> None: ...

    def explain_save_error(self, error: SaveError) -> str: ...

    def set_language(self, language: str, *, persist: bool = True) -> None: ...

    def update_settings(self, **changes: Any) -> None: ...

    @property
    def own_settings(self) -> bool: ...

    def save_settings_as_default(self) -> bool: ...

    def retranslate_screen(self, screen: Screen[Any], *, widgets: bool = True) -> None: ...

    def push_screen(self, screen: Screen[Any], callback: Callable[[Any], None] | None = None) -> object: ...

    def notify(self, message: str, *, severity: Any = "information", markup: bool = True) -> None: ...

    def exit(self) -> None: ...
