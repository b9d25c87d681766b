"""The card game 7Seas in the terminal: set-up, table, dialogs and game over.

``UI`` is what the game contributes to the shell (a :class:`tui.shell.GameUI`). Its screens are imported when
first opened: importing this package imports no screen and no engine.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from textual.screen import Screen

    from saves import LoadedGame
    from saves.records import ModeRecord, Records
    from tui.i18n import Translator
    from tui.replay import Replay
    from tui.session import GameSession
    from tui.shell import Shell

__all__ = ["UI", "CardsUI"]


class CardsUI:
    """The card game's screens and part of the captain's record (one mode per goal)."""

    game_id = "cards"

    # --- screens ---------------------------------------------------------------------------------------
    def setup_screen(self) -> Screen[None]:
        from tui.cards.setup import CardsSetupScreen

        return CardsSetupScreen()

    def loaded_session(self, app: Shell, loaded: LoadedGame) -> GameSession:
        from tui.cards.setup import loaded_session

        return loaded_session(app, loaded)

    def table_screen(self, session: GameSession) -> Screen[None]:
        from tui.cards.table import CardsTableScreen

        return CardsTableScreen(session)

    def game_over_screen(self, session: GameSession) -> Screen[None]:
        from tui.cards.over import CardsGameOverScreen

        return CardsGameOverScreen(session)

    def rematch(self, session: GameSession, seed: int) -> GameSession:
        return session.rematch(seed)

    def replay_screen(self, replay: Replay, *, seat: int | None = None) -> Screen[None]:
        from tui.cards.replay import CardsReplayScreen

        return CardsReplayScreen(replay, seat=seat)

    def replay_log(self, replay: Replay, t: Translator) -> list[str]:
        from tui.cards.replay import replay_log

        return replay_log(replay, t)

    def open_entry(self, app: Shell, entry_id: str) -> None:
        """The card game adds no entry to the main menu."""

    # --- the captain's record --------------------------------------------------------------------------
    def record_mode(self, config: Any) -> str:
        return f"cards.{int(config.target)}"

    def record_title(self, config: Any, score: int) -> tuple[str, int]:
        """No titles, no levels."""
        return "", -1

    def mode_label(self, t: Translator, mode: str) -> str:
        return t("records.mode.cards", target=mode.partition(".")[2])

    def level_label(self, t: Translator, level: str) -> str:
        key = f"ai.level.{level}"
        return t(key) if t.has(key) else level

    def record_notes(self, t: Translator, records: Records) -> list[str]:
        """Nothing below the table."""
        return []

    def record_details(self, t: Translator, mode: str, record: ModeRecord) -> list[str]:
        """Nothing more on the game-over screen's line."""
        return []

    def export_result(self, t: Translator, game: Any) -> list[str]:
        """The export names the winners."""
        return []


UI = CardsUI()
