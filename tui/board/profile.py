"""Where the board game's player profile (quest log, Favors & Curses level and advice) lives, and recording a
finished solo game in it. The folder is the app's ``profile_dir`` when set (tests), else beside the saves folder
(the platform user-data folder by default)."""

from __future__ import annotations

import datetime as dt
from pathlib import Path
from typing import Any

from engines.board.quests import completed_rows
from saves.profile import Profile, load_profile, save_profile

__all__ = ["RECORDED", "profile_folder", "read_profile", "record_game"]

#: ``session.extra`` key: the game key of the finished game already in the profile (a reload records nothing
#: twice; "play again" copies ``extra`` but gets a new key, so its end is recorded).
RECORDED = "profile_recorded"


def profile_folder(app: Any) -> Path:
    folder = getattr(app, "profile_dir", None)
    if folder:
        return Path(folder)
    return Path(app.data_dir)


def read_profile(app: Any) -> Profile:
    return load_profile(profile_folder(app))


def game_name(session: Any) -> str:
    # The name it was last saved under (the session keeps it; a save's ``extra`` holds it only on disk).
    name = str(getattr(session, "save_name", "") or session.extra.get("save_name") or "")
    return name or f"Solo {dt.datetime.now():%Y-%m-%d %H-%M} #{session.seed}"


def record_game(app: Any, session: Any, today: dt.date | None = None) -> tuple[list[str], list[str]]:
    """Record a finished solo game once: its quest rows (when quests are tracked) and its F&C level and advice.
    Returns the rows this game completed (also those already in the log) and those new to the log."""
    game = session.game
    if not game.config.solo or not game.result:
        return [], []
    rows = completed_rows(game) if session.extra.get("quests", True) else []
    key = str(getattr(session, "game_key", "") or session.seed)
    if session.extra.get(RECORDED) == key:
        return rows, []
    profile = read_profile(app)
    result = game.result
    level, advice = int(result.get("level", -1)), int(result.get("advice", -1))
    new = profile.record(
        rows, game_name(session), today or dt.date.today(), level=level, advice=advice if level >= 0 else -1
    )
    try:
        save_profile(profile_folder(app), profile)
    except OSError:
        return rows, []
    session.extra[RECORDED] = key
    return rows, new
