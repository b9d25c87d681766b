"""Counting finished games in the captain's record (saves/records.py) from the game screens.

The game screens call :func:`record_game_end` at the moment a game ends in play (never from the game-over
screen of a re-opened finished save, nor from a replay); the record counts each game key once.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from saves.records import GameResult, record_result
from tui.session import GameSession

__all__ = ["record_game_end", "record_mode", "result_of"]

log = logging.getLogger(__name__)


def _mode(game_id: str, config: Any) -> str:
    if game_id == "cards":
        return f"cards.{int(config.target)}"
    if getattr(config, "solo", False):
        return "board.solo"
    return f"board.{config.mode}"


def record_mode(game_id: str, config: Any) -> str:
    """The record's mode of a game with ``config`` (``cards.7``, ``board.discovery``, ``board.solo``)."""
    return _mode(game_id, config)


def result_of(game_id: str, session: GameSession) -> GameResult | None:
    """The finished game as the record counts it, from its human seats; None when no human played or the
    game is not over."""
    outcome = session.game.outcome()
    humans = [i for i, seat in enumerate(session.seats) if seat.kind != "ai"]
    if outcome is None or not humans or not session.game_key:
        return None
    scores = {s.seat: s.score for s in outcome.standings}
    score = max(scores.get(i, 0) for i in humans)
    config = session.config
    solo = game_id == "board" and bool(getattr(config, "solo", False))
    title = ""
    if solo:
        from engines.board.solo import solo_title

        title = solo_title(score)
    return GameResult(
        key=session.game_key,
        mode=_mode(game_id, config),
        won=any(w in humans for w in outcome.winners),
        score=score,
        against=tuple(seat.level or "medium" for seat in session.seats if seat.kind == "ai"),
        title=title,
        level=int(getattr(config, "level", -1)) if solo else -1,
    )


def record_game_end(folder: Path, game_id: str, session: GameSession) -> bool:
    """Count the game that just ended in the record kept in ``folder``; returns whether it counted (False: no
    human seat, counted already, or the file could not be written, which is logged and never raised)."""
    result = result_of(game_id, session)
    if result is None:
        return False
    try:
        return record_result(folder, result)
    except (OSError, ValueError) as exc:
        log.warning("the record could not be written: %s", exc)
        return False
