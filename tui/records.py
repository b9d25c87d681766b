"""Counting finished games in the captain's record (saves/records.py) from the game screens.

The game screens call :func:`record_game_end` at the moment a game ends in play (never from the game-over
screen of a re-opened finished save, nor from a replay); the record counts each game key once.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from saves.player_file import PlayerFileError
from saves.records import GameResult, Records, count_game, load_records
from tui.player_files import tell_file_notice
from tui.session import GameSession

if TYPE_CHECKING:
    from tui.shell import GameUI

__all__ = ["advisor_asked", "read_records", "record_game_end", "result_of"]

log = logging.getLogger(__name__)


def result_of(game: GameUI, session: GameSession) -> GameResult | None:
    """The finished game as the record counts it, from its human seats; None when no human played or the
    game is not over."""
    outcome = session.game.outcome()
    humans = [i for i, seat in enumerate(session.seats) if seat.kind != "ai"]
    if outcome is None or not humans or not session.game_key:
        return None
    scores = {s.seat: s.score for s in outcome.standings}
    score = max(scores.get(i, 0) for i in humans)
    title, level = game.record_title(session.config, score)
    return GameResult(
        key=session.game_key,
        mode=game.record_mode(session.config),
        won=any(w in humans for w in outcome.winners),
        score=score,
        against=tuple(seat.level or "medium" for seat in session.seats if seat.kind == "ai"),
        title=title,
        level=level,
        advised=advisor_asked(session.extra) > 0,
    )


def advisor_asked(extra: Any) -> int:
    """How many times a human asked the advisor in a game (``extra["advisor"]``, kept by the game's table;
    0 in games saved before it, or when the value is not a count)."""
    value = extra.get("advisor", 0) if isinstance(extra, Mapping) else 0
    return value if type(value) is int and value > 0 else 0


def record_game_end(folder: Path, game: GameUI, session: GameSession, *, app: Any = None) -> bool:
    """Count the game that just ended in the record kept in ``folder``; returns whether it counted (False: no
    human seat, counted already, or the file could not be written). Nothing is raised: with ``app`` the player
    is told when the game could not be counted (and why) or when a damaged record file was moved aside."""
    result = result_of(game, session)
    if result is None:
        return False
    try:
        counted, notice = count_game(folder, result)
    except PlayerFileError as exc:
        log.warning("the record was left as it is: %s", exc)
        if app is not None:
            tell_file_notice(app, exc.notice, "records", written=False)
        return False
    except (OSError, ValueError) as exc:
        log.warning("the record could not be written: %s", exc)
        if app is not None:
            reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
            app.tell("files.write_failed.records", severity="error", timeout=20, reason=reason)
        return False
    if notice is not None and app is not None:
        tell_file_notice(app, notice, "records")
    return counted


def read_records(app: Any) -> Records:
    """The record in the app's data folder; a damaged file is repaired as it is read and the player told, once."""
    records = load_records(app.data_dir)
    if records.notice is not None and records.notice.kind == "recovered":
        tell_file_notice(app, records.notice, "records")
    return records
