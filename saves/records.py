"""The captain's record: games played, won and lost per game and mode, kept between games.

One small TOML file in the user data folder (``SEVEN_SEAS_DATA_DIR`` or the platform's), next to the quest
profile, written atomically like the saves. Reading never raises: a missing file is an empty record; a damaged
one (not a regular file, too large, not TOML, wrong format or version, a bad value) is an empty record whose
``error`` says why (message key ``records.corrupted`` with ``reason``), and the file is left alone until the
next write replaces it. Each game counts once: the game's key is remembered.

File layout (version 1)::

    format = "seven-seas-records"
    version = 1
    counted = ["k3f9...", ...]      # keys of the games already counted (the latest MAX_COUNTED)
    levels = [2, 3, 3]              # Favors & Curses levels of the solo games, oldest first (latest MAX_LEVELS)
    [modes."cards.7"]
    played = 4
    won = 3
    lost = 1
    best = 7                        # best score (-1: none yet)
    total = 25                      # sum of the scores, for the mean
    against = { easy = 2, hard = 2 }  # games played against AI captains of each level
    titles = { legendary = 1 }      # solo titles reached
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import tomli_w

from saves.files import atomic_write_text, load_small_toml

__all__ = [
    "FILE_NAME",
    "FORMAT_NAME",
    "FORMAT_VERSION",
    "GameResult",
    "ModeRecord",
    "Records",
    "default_data_dir",
    "load_records",
    "record_result",
    "records_path",
    "save_records",
]

FORMAT_NAME = "seven-seas-records"
FORMAT_VERSION = 1
FILE_NAME = "records.toml"
#: A record file is a few kilobytes; anything larger is not ours.
MAX_BYTES = 256 * 1024
ERROR_KEY = "records.corrupted"
MAX_COUNTED = 2000
MAX_LEVELS = 200
MAX_MODES = 64
MAX_COUNT = 10**9
MAX_SCORE = 10**6
_ID = re.compile(r"^[a-z0-9_]{1,40}$")
_MODE = re.compile(r"^(cards|board)\.[a-z0-9_]{1,40}$")
_KEY = re.compile(r"^[A-Za-z0-9_.-]{1,80}$")


def default_data_dir() -> Path:
    """``SEVEN_SEAS_DATA_DIR``, else the platform's user data folder for seven-seas."""
    env = os.environ.get("SEVEN_SEAS_DATA_DIR")
    if env:
        return Path(env).expanduser()
    from platformdirs import user_data_dir

    return Path(user_data_dir("seven-seas", appauthor=False))


@dataclass(frozen=True)
class GameResult:
    """One finished game as the record counts it (from the humans' side).

    Attributes:
        key: the game's key (a game counts once).
        mode: ``cards.<target>``, ``board.<mode>`` or ``board.solo``.
        won: a human seat is among the winners.
        score: the best human score.
        against: the AI captains' levels, one per AI seat.
        title: the solo title reached ("" when none).
        level: the Favors & Curses level played (-1: none).
    """

    key: str
    mode: str
    won: bool
    score: int
    against: tuple[str, ...] = ()
    title: str = ""
    level: int = -1


@dataclass
class ModeRecord:
    """The counts of one game and mode."""

    played: int = 0
    won: int = 0
    lost: int = 0
    best: int = -1
    total: int = 0
    against: dict[str, int] = field(default_factory=dict)
    titles: dict[str, int] = field(default_factory=dict)

    @property
    def mean(self) -> float | None:
        return self.total / self.played if self.played else None

    def to_dict(self) -> dict[str, Any]:
        return {
            "played": self.played,
            "won": self.won,
            "lost": self.lost,
            "best": self.best,
            "total": self.total,
            "against": dict(sorted(self.against.items())),
            "titles": dict(sorted(self.titles.items())),
        }

    @classmethod
    def from_dict(cls, data: Any) -> ModeRecord:
        """Strict: raises ``ValueError`` or ``TypeError`` on anything unexpected."""
        if not isinstance(data, dict):
            raise TypeError("a mode must be a table")
        if set(data) != {"played", "won", "lost", "best", "total", "against", "titles"}:
            raise ValueError("a mode has played, won, lost, best, total, against and titles")
        for name in ("played", "won", "lost", "total"):
            _int(data[name], name, 0, MAX_COUNT * MAX_SCORE if name == "total" else MAX_COUNT)
        _int(data["best"], "best", -1, MAX_SCORE)
        if data["won"] + data["lost"] != data["played"]:
            raise ValueError("won + lost must be played")
        tables = {name: _counts(data[name], name, data["played"]) for name in ("against", "titles")}
        return cls(
            data["played"],
            data["won"],
            data["lost"],
            data["best"],
            data["total"],
            tables["against"],
            tables["titles"],
        )


def _int(value: Any, name: str, low: int, high: int) -> int:
    if type(value) is not int or not low <= value <= high:
        raise ValueError(f"{name} must be a whole number {low}..{high}")
    return value


def _counts(value: Any, name: str, high: int) -> dict[str, int]:
    if not isinstance(value, dict) or len(value) > 32:
        raise TypeError(f"{name} must be a small table")
    for key, count in value.items():
        if not _ID.match(key):
            raise ValueError(f"{name}: bad id {key!r}")
        _int(count, f"{name}.{key}", 1, high)
    return dict(value)


@dataclass
class Records:
    """Every mode's counts, the keys of the games counted and the Favors & Curses level history."""

    modes: dict[str, ModeRecord] = field(default_factory=dict)
    counted: list[str] = field(default_factory=list)
    levels: list[int] = field(default_factory=list)
    error: str = ""  # a message key when the file could not be read
    error_params: dict[str, str] = field(default_factory=dict)

    def add(self, result: GameResult) -> bool:
        """Count ``result`` unless its game was counted already; returns whether it counted."""
        if not _KEY.match(result.key) or not _MODE.match(result.mode):
            raise ValueError("bad game key or mode")
        if result.key in self.counted:
            return False
        record = self.modes.setdefault(result.mode, ModeRecord())
        record.played += 1
        if result.won:
            record.won += 1
        else:
            record.lost += 1
        score = max(0, min(result.score, MAX_SCORE))
        record.best = max(record.best, score)
        record.total += score
        for level in sorted(set(result.against)):
            if _ID.match(level):
                record.against[level] = record.against.get(level, 0) + 1
        if result.title and _ID.match(result.title):
            record.titles[result.title] = record.titles.get(result.title, 0) + 1
        if 0 <= result.level <= 7:
            self.levels = [*self.levels, result.level][-MAX_LEVELS:]
        self.counted = [*self.counted, result.key][-MAX_COUNTED:]
        return True

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": FORMAT_NAME,
            "version": FORMAT_VERSION,
            "counted": list(self.counted),
            "levels": list(self.levels),
            "modes": {m: r.to_dict() for m, r in sorted(self.modes.items())},
        }

    @classmethod
    def from_dict(cls, data: Any) -> Records:
        """Strict: raises ``ValueError`` or ``TypeError`` on anything unexpected."""
        if not isinstance(data, dict):
            raise TypeError("not a table")
        if data.get("format") != FORMAT_NAME:
            raise ValueError("not a record file")
        if data.get("version") != FORMAT_VERSION:
            raise ValueError(f"unknown version {data.get('version')!r}")
        extra = set(data) - {"format", "version", "counted", "levels", "modes"}
        if extra:
            raise ValueError(f"unknown keys {sorted(extra)}")
        counted, levels, modes = data.get("counted", []), data.get("levels", []), data.get("modes", {})
        if not isinstance(counted, list) or len(counted) > MAX_COUNTED:
            raise TypeError("counted must be a list")
        if not all(isinstance(k, str) and _KEY.match(k) for k in counted) or len(set(counted)) != len(
            counted
        ):
            raise ValueError("counted holds game keys, each once")
        if not isinstance(levels, list) or len(levels) > MAX_LEVELS:
            raise TypeError("levels must be a list")
        for level in levels:
            _int(level, "level", 0, 7)
        if not isinstance(modes, dict) or len(modes) > MAX_MODES:
            raise TypeError("modes must be a table")
        parsed = {}
        for mode, entry in modes.items():
            if not _MODE.match(mode):
                raise ValueError(f"unknown mode {mode!r}")
            parsed[mode] = ModeRecord.from_dict(entry)
        return cls(modes=parsed, counted=list(counted), levels=list(levels))


def records_path(folder: str | os.PathLike[str]) -> Path:
    return Path(folder) / FILE_NAME


def load_records(folder: str | os.PathLike[str]) -> Records:
    """The record kept in ``folder``; never raises (see the module docstring)."""
    records, reason = load_small_toml(records_path(folder), MAX_BYTES, Records.from_dict)
    if reason:
        return Records(error=ERROR_KEY, error_params={"reason": reason})
    return records if records is not None else Records()


def save_records(folder: str | os.PathLike[str], records: Records) -> Path:
    """Write the record atomically into ``folder`` (created when missing); returns its path."""
    path = records_path(folder)
    atomic_write_text(path, tomli_w.dumps(records.to_dict()))
    return path


def record_result(folder: str | os.PathLike[str], result: GameResult) -> bool:
    """Count one finished game in the record kept in ``folder`` (once per game key); returns whether it
    counted. A damaged record file is replaced by a fresh one holding this game. Raises ``OSError`` when the
    file cannot be written."""
    records = load_records(folder)
    if not records.add(result):
        return False
    save_records(folder, records)
    return True
