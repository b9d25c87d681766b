"""The board game's player profile: the quest log and the Favors & Curses level and advice, between games.

One small TOML file in the app's user data folder (beside the captain's record; the app's ``profile_dir`` when
set, in tests), kept with the care of the saves (:class:`saves.player_file.PlayerFile`): written atomically with
a ``.bak`` of the previous version. Reading never raises: a missing file is a fresh profile; a damaged one (too
large, not TOML, wrong format, a bad value, an unknown quest row) is moved aside under a name that says so, and
what can be read from it and from its backup is kept (the quests checked in either); a file that cannot be moved
(a folder in its place, a newer version's file) is left alone and nothing is recorded into it. The profile's
``notice`` says what happened, for the app to tell the player (once: the next read finds a good file). A
finished solo game is recorded once (:func:`record_game`).

File layout (version 1)::

    format = "seven-seas-profile"
    version = 1
    level = 3          # the Favors & Curses level of the last solo game (-1: none yet)
    advice = 4         # the level advised for the next one (0-7)
    [quests."gem_catcher.6"]
    date = "2026-12-01"
    game = "Solo 2026-12-01 10-32"
"""

from __future__ import annotations

import datetime as dt
import os
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import tomli_w

from engines.board import all_rows, completed_rows
from saves.player_file import FileNotice, PlayerFile, PlayerFileError, PlayerRead, newer_version
from tui.player_files import tell_file_notice

__all__ = [
    "FILE_NAME",
    "FORMAT_NAME",
    "FORMAT_VERSION",
    "MAX_BYTES",
    "RECORDED",
    "Profile",
    "QuestEntry",
    "load_profile",
    "merge_profiles",
    "profile_file",
    "profile_folder",
    "profile_path",
    "read_profile",
    "record_game",
    "salvage_profile",
    "save_profile",
]

FORMAT_NAME = "seven-seas-profile"
FORMAT_VERSION = 1
FILE_NAME = "board-profile.toml"
MAX_BYTES = 256 * 1024
MAX_NAME = 200
ERROR_KEY = "saves.profile.corrupted"


@dataclass(frozen=True)
class QuestEntry:
    """The first completion of a quest row: its date (ISO) and the game's name."""

    date: str
    game: str


@dataclass
class Profile:
    """The quest log (row id -> first completion) and the Favors & Curses level and advice."""

    quests: dict[str, QuestEntry] = field(default_factory=dict)
    level: int = -1
    advice: int = 0
    error: str = ""  # a message key when the file could not be read as it was
    error_params: dict[str, str] = field(default_factory=dict)
    notice: FileNotice | None = None
    """What the app tells the player about a file that could not be used as it was (None: it was fine)."""

    def record(
        self, rows: Iterable[str], game: str, date: dt.date, level: int = -1, advice: int = -1
    ) -> list[str]:
        """Check the rows a game completed (only the first time counts); remember the level played and its
        advice (``advice`` -1: not a Favors & Curses game). Returns the rows completed for the first time."""
        new = []
        for row in rows:
            if row not in self.quests:
                self.quests[row] = QuestEntry(date.isoformat(), game[:MAX_NAME])
                new.append(row)
        if advice >= 0:
            self.level, self.advice = level, advice
        return new

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": FORMAT_NAME,
            "version": FORMAT_VERSION,
            "level": self.level,
            "advice": self.advice,
            "quests": {row: {"date": e.date, "game": e.game} for row, e in sorted(self.quests.items())},
        }

    @classmethod
    def from_dict(cls, data: Any) -> Profile:
        """Strict: raises ``ValueError`` or ``TypeError`` on anything unexpected."""
        if not isinstance(data, dict):
            raise TypeError("not a table")
        if data.get("format") != FORMAT_NAME:
            raise ValueError("not a profile")
        if data.get("version") != FORMAT_VERSION:
            raise ValueError(f"unknown version {data.get('version')!r}")
        extra = set(data) - {"format", "version", "level", "advice", "quests"}
        if extra:
            raise ValueError(f"unknown keys {sorted(extra)}")
        level, advice = data.get("level", -1), data.get("advice", 0)
        for name, value, low in (("level", level, -1), ("advice", advice, 0)):
            if type(value) is not int or not low <= value <= 7:
                raise ValueError(f"{name} must be {low}..7")
        quests = data.get("quests", {})
        if not isinstance(quests, dict):
            raise TypeError("quests must be a table")
        known = set(all_rows())
        log: dict[str, QuestEntry] = {}
        for row, entry in quests.items():
            if row not in known:
                raise ValueError(f"unknown quest row {row!r}")
            if not isinstance(entry, dict) or set(entry) != {"date", "game"}:
                raise ValueError(f"quest {row}: date and game")
            date, game = entry["date"], entry["game"]
            if not isinstance(date, str) or not isinstance(game, str) or len(game) > MAX_NAME:
                raise ValueError(f"quest {row}: date and game are short strings")
            dt.date.fromisoformat(date)  # raises ValueError
            log[row] = QuestEntry(date, game)
        return cls(quests=log, level=level, advice=advice)


def profile_path(folder: str | os.PathLike[str]) -> Path:
    return Path(folder) / FILE_NAME


def salvage_profile(data: dict[str, Any]) -> Profile | None:
    """What can be used of a damaged profile's document: the quests it checked (known rows with a good entry),
    its level and advice when they are good (None: nothing, or not a profile)."""
    if data.get("format", FORMAT_NAME) != FORMAT_NAME:
        return None
    profile = Profile()
    found = False
    for name, low in (("level", -1), ("advice", 0)):
        value = data.get(name)
        if type(value) is int and low <= value <= 7:
            setattr(profile, name, value)
            found = True
    quests = data.get("quests")
    known = set(all_rows())
    for row, entry in (quests if isinstance(quests, dict) else {}).items():
        if row not in known or not isinstance(entry, dict):
            continue
        date, game = entry.get("date"), entry.get("game")
        if not isinstance(date, str) or not isinstance(game, str):
            continue
        try:
            dt.date.fromisoformat(date)
        except ValueError:
            continue
        profile.quests[row] = QuestEntry(date, game[:MAX_NAME])
        found = True
    return profile if found else None


def merge_profiles(found: Profile | None, backup: Profile | None) -> Profile:
    """The profile made of what was salvaged from a damaged file and from its backup: every quest checked in
    either (the earlier date), the level and advice of the damaged file when it still had them."""
    if found is None or backup is None:
        kept = found if found is not None else backup
        assert kept is not None
        return kept
    quests = dict(backup.quests)
    for row, entry in found.quests.items():
        if row not in quests or entry.date < quests[row].date:
            quests[row] = entry
    level, advice = (found.level, found.advice) if found.level >= 0 else (backup.level, backup.advice)
    return Profile(quests=quests, level=level, advice=advice)


def profile_file(folder: str | os.PathLike[str]) -> PlayerFile[Profile]:
    """The profile file of ``folder`` as a :class:`saves.player_file.PlayerFile`."""
    return PlayerFile(
        profile_path(folder),
        limit=MAX_BYTES,
        parse=Profile.from_dict,
        salvage=salvage_profile,
        merge=merge_profiles,
        newer=newer_version(FORMAT_NAME, FORMAT_VERSION),
        dump=lambda profile: tomli_w.dumps(profile.to_dict()),
    )


def _profile_of(read: PlayerRead[Profile]) -> Profile:
    profile = read.value if read.value is not None else Profile()
    if read.notice is not None:
        # ``error`` only for a file left as it is (nothing is recorded into it); a repaired one is told once
        profile.notice = read.notice
    if read.notice is not None and not read.writable:
        profile.error = ERROR_KEY
        profile.error_params = {"reason": read.notice.reason}
    return profile


def load_profile(folder: str | os.PathLike[str]) -> Profile:
    """The profile kept in ``folder``; never raises (see the module docstring)."""
    return _profile_of(profile_file(folder).read())


def save_profile(folder: str | os.PathLike[str], profile: Profile) -> Path:
    """Write the profile atomically into ``folder`` (created when missing; the previous file becomes the
    ``.bak``); returns its path."""
    target = profile_file(folder)
    target.write(profile)
    return target.path


# --- the app's profile ---------------------------------------------------------------------------

#: ``session.extra`` key: the game key of the finished game already in the profile (a reload records nothing
#: twice; "play again" copies ``extra`` but gets a new key, so its end is recorded).
RECORDED = "profile_recorded"


def profile_folder(app: Any) -> Path:
    """The app's ``profile_dir`` when set (tests), else its user data folder (beside the captain's record)."""
    folder = getattr(app, "profile_dir", None)
    if folder:
        return Path(folder)
    return Path(app.data_dir)


def read_profile(app: Any) -> Profile:
    """The profile in the app's profile folder (see :func:`profile_folder`); what happened to a damaged file is
    told to the player (once: the file is repaired as it is read)."""
    profile = load_profile(profile_folder(app))
    if profile.notice is not None and profile.notice.kind == "recovered":
        tell_file_notice(app, profile.notice, "profile")
    return profile


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
    result = game.result
    level, advice = int(result.get("level", -1)), int(result.get("advice", -1))
    new: list[str] = []

    def record(profile: Profile | None) -> Profile:
        profile = profile if profile is not None else Profile()
        new.extend(
            profile.record(
                rows,
                game_name(session),
                today or dt.date.today(),
                level=level,
                advice=advice if level >= 0 else -1,
            )
        )
        return profile

    try:
        read = profile_file(profile_folder(app)).update(record)
    except PlayerFileError as exc:
        tell_file_notice(app, exc.notice, "profile", written=False)
        return rows, []
    except OSError as exc:
        app.tell("files.write_failed.profile", severity="error", timeout=20, reason=exc.strerror or str(exc))
        return rows, []
    if read.notice is not None:
        tell_file_notice(app, read.notice, "profile")
    session.extra[RECORDED] = key
    return rows, new
