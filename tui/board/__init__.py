"""The board game The 7 Seas in the terminal: set-up, board screen, dialogs, the score sheet and the quest log.

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

__all__ = ["UI", "BoardUI"]

#: The latest solo journeys the record screen lists.
SOLO_SHOWN = 5
#: What "Play again" carries into the new game: the set-up's choices (``extra`` of the session).
REMATCH_KEEPS = ("colours", "quests", "default_names", "default_name_key")


class BoardUI:
    """The board game's screens, menu entry (the quest log) and part of the captain's record."""

    game_id = "board"

    # --- screens ---------------------------------------------------------------------------------------
    def setup_screen(self) -> Screen[None]:
        from tui.board.setup import BoardSetupScreen

        return BoardSetupScreen()

    def loaded_session(self, app: Shell, loaded: LoadedGame) -> GameSession:
        from tui.board.setup import loaded_session

        return loaded_session(app, loaded)

    def table_screen(self, session: GameSession) -> Screen[None]:
        from tui.board.table import BoardTableScreen

        return BoardTableScreen(session)

    def game_over_screen(self, session: GameSession) -> Screen[None]:
        from tui.board.over import BoardGameOverScreen

        return BoardGameOverScreen(session)

    def rematch(self, session: GameSession, seed: int) -> GameSession:
        """Play again keeps every option of the game (colours, quests tracked, default names), not what happened
        in it (the advisor asked, the quest log's record of it)."""
        fresh = session.rematch(seed)
        fresh.extra = {key: value for key, value in session.extra.items() if key in REMATCH_KEEPS}
        return fresh

    def replay_screen(self, replay: Replay, *, seat: int | None = None) -> Screen[None]:
        from tui.board.replay import BoardReplayScreen

        return BoardReplayScreen(replay, seat=seat)

    def replay_log(self, replay: Replay, t: Translator) -> list[str]:
        from tui.board.replay import replay_log

        return replay_log(replay, t)

    def open_entry(self, app: Shell, entry_id: str) -> None:
        """``quests``: the quest log of the solo journeys."""
        if entry_id == "quests":
            from tui.board.quests_view import QuestsScreen

            app.push_screen(QuestsScreen())

    # --- the captain's record --------------------------------------------------------------------------
    def record_mode(self, config: Any) -> str:
        return "board.solo" if config.solo else f"board.{config.mode}"

    def record_title(self, config: Any, score: int) -> tuple[str, int]:
        """A solo game's score title and Favors & Curses level."""
        if not config.solo:
            return "", -1
        from engines.board import solo_title

        return solo_title(score), int(config.level)

    def mode_label(self, t: Translator, mode: str) -> str:
        rest = mode.partition(".")[2]
        if rest == "solo":
            return t("records.mode.solo")
        key = f"board.mode.{rest}"
        return t("records.mode.board", mode=t(key) if t.has(key) else rest)

    def level_label(self, t: Translator, level: str) -> str:
        """A captain's name: a profile (``greedy``...) or a level (``hard``...), as the set-up names them."""
        for key in (f"board.ui.agent.{level}", f"ai.level.{level}"):
            if t.has(key):
                return t(key)
        return level

    def record_notes(self, t: Translator, records: Records) -> list[str]:
        """The solo titles reached (best first) and the Favors & Curses levels played."""
        notes = []
        solo = records.modes.get("board.solo")
        if solo is not None and solo.titles:
            from engines.board import TITLES

            reached = ", ".join(
                t("records.title_count", title=t(f"board.solo.title.{name}"), count=solo.titles[name])
                for _, name in TITLES
                if name in solo.titles
            )
            notes.append(t("records.titles", titles=reached))
        if records.levels:
            levels = " → ".join(str(level) for level in records.levels[-20:])
            notes.append(t("records.levels", levels=levels, count=len(records.levels)))
        return notes + self.record_notes_solo(t, records)

    def record_details(self, t: Translator, mode: str, record: ModeRecord) -> list[str]:
        """Solo: the best score and the titles reached."""
        if mode != "board.solo":
            return []
        details = []
        if record.best >= 0:
            details.append(t("replay.over.best", best=record.best))
        if record.titles:
            titles = ", ".join(
                t("records.title_count", title=t(f"board.solo.title.{title}"), count=count)
                for title, count in sorted(record.titles.items())
            )
            details.append(t("replay.over.titles", titles=titles))
        return details

    def export_result(self, t: Translator, game: Any) -> list[str]:
        """Solo: the journey's title with its score, the Favors & Curses level and the advice for the next
        journey (the rulebook has no solo winner); else ``[]`` (the export names the winners)."""
        result = game.view(None).result
        outcome = game.outcome()
        if result is None or not result.title or outcome is None:
            return []
        score = max((s.score for s in outcome.standings), default=0)
        lines = [
            t("board.solo.journey", title=t(f"board.solo.title.{result.title}"), score=score),
        ]
        if result.level >= 0:
            lines.append(t("board.solo.level", level=result.level))
        if result.advice >= 0:
            lines.append(t("board.solo.advice", level=result.advice))
        return lines

    def record_notes_solo(self, t: Translator, records: Records) -> list[str]:
        """The latest solo journeys, newest first: score, title and level."""
        if not records.solo:
            return []
        games = []
        for game in reversed(records.solo[-SOLO_SHOWN:]):
            title = (
                t(f"board.solo.title.{game.title}") if t.has(f"board.solo.title.{game.title}") else game.title
            )
            key = "records.solo_game" if game.level >= 0 else "records.solo_game_no_level"
            key += "_advised" if game.advised else ""
            games.append(t(key, score=game.score, title=title, level=game.level))
        return [t("records.solo_games", games=" · ".join(games))]


UI = BoardUI()
