"""The captain's record: games played, won and lost per game and mode, kept between games.

One small TOML file in the user data folder (``SEVEN_SEAS_DATA_DIR`` or the platform's), next to the quest
profile, kept with the care of the saves (:class:`saves.player_file.PlayerFile`): written atomically with a
``.bak`` of the previous version; a damaged file is never overwritten but moved aside, and what can be read from
it and from its backup is kept; a file that cannot be moved (a folder in its place, a newer version's file) is
left alone and no game is counted into it. A read carries ``notice`` (a :class:`saves.player_file.FileNotice`)
for the app to tell the player. Each game counts once: the game's key is remembered.

A game scored by a title (The 7 Seas' Solo: the rulebook gives a title by score, no win) is neither won nor
lost: its mode counts ``played`` with ``won = lost = 0``, its titles, and each such game is kept in ``solo``
with its score, title and Favors & Curses level.

File layout (version 3)::

    format = "seven-seas-records"
    version = 3
    counted = ["k3f9...", ...]      # keys of the games already counted (the latest MAX_COUNTED)
    levels = [2, 3, 3]              # Favors & Curses levels of the solo games, oldest first (latest MAX_LEVELS)
    solo = [{ score = 38, title = "admirable_journey", level = 2, advised = false }, ...]  # titled, oldest first
    [modes."cards.7"]
    played = 4
    won = 3
    lost = 1
    best = 7                        # best score (-1: none yet)
    total = 25                      # sum of the scores, for the mean
    against = { easy = 2, hard = 2 }  # games played against AI captains of each level
    titles = { legendary = 1 }      # solo titles reached
    advised = 1                     # games in which a human asked the advisor (the hard captain's advice)

Version 1 files (no ``solo`` list; titled modes counted as won or lost) still load: their titled modes lose
the won/lost split (a 28-point solo game was "lost"); version 1 and 2 files have no ``advised`` counts (none
was asked: the advisor came with version 3). Older files are written back as version 3.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import tomli_w

from saves.player_file import FileNotice, PlayerFile, PlayerRead, newer_version

__all__ = [
    "FILE_NAME",
    "FORMAT_NAME",
    "FORMAT_VERSION",
    "GameResult",
    "ModeRecord",
    "Records",
    "SoloGame",
    "count_game",
    "default_data_dir",
    "load_records",
    "merge_records",
    "record_result",
    "records_file",
    "records_path",
    "salvage_records",
    "save_records",
]

FORMAT_NAME = "seven-seas-records"
FORMAT_VERSION = 3
#: The versions read (older ones are migrated on reading).
READ_VERSIONS = (1, 2, 3)
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
        won: a human seat is among the winners (ignored for a titled game: neither won nor lost).
        score: the best human score.
        against: the AI captains' levels, one per AI seat.
        title: the solo title reached ("" when none: a game won or lost).
        level: the Favors & Curses level played (-1: none).
        advised: a human seat asked the advisor during the game.
    """

    key: str
    mode: str
    won: bool
    score: int
    against: tuple[str, ...] = ()
    title: str = ""
    level: int = -1
    advised: bool = False


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
    advised: int = 0
    """Games in which a human asked the advisor."""

    @property
    def mean(self) -> float | None:
        return self.total / self.played if self.played else None

    @property
    def titled(self) -> bool:
        """A mode scored by titles (Solo): its games are neither won nor lost."""
        return bool(self.titles)

    def to_dict(self) -> dict[str, Any]:
        return {
            "played": self.played,
            "won": self.won,
            "lost": self.lost,
            "best": self.best,
            "total": self.total,
            "against": dict(sorted(self.against.items())),
            "titles": dict(sorted(self.titles.items())),
            "advised": self.advised,
        }

    @classmethod
    def from_dict(cls, data: Any, version: int = FORMAT_VERSION) -> ModeRecord:
        """Strict: raises ``ValueError`` or ``TypeError`` on anything unexpected. A version 1 titled mode
        (Solo) drops its won/lost split: such games are neither won nor lost."""
        if not isinstance(data, dict):
            raise TypeError("a mode must be a table")
        keys = {"played", "won", "lost", "best", "total", "against", "titles"} | (
            {"advised"} if version >= 3 else set()
        )
        if set(data) != keys:
            raise ValueError(f"a mode has {', '.join(sorted(keys))}")
        advised = _int(data["advised"], "advised", 0, data["played"]) if version >= 3 else 0
        for name in ("played", "won", "lost", "total"):
            _int(data[name], name, 0, MAX_COUNT * MAX_SCORE if name == "total" else MAX_COUNT)
        _int(data["best"], "best", -1, MAX_SCORE)
        tables = {name: _counts(data[name], name, data["played"]) for name in ("against", "titles")}
        won, lost = data["won"], data["lost"]
        if tables["titles"] and version == 1:
            won = lost = 0
        if tables["titles"] and won + lost != 0:
            raise ValueError("a titled mode is neither won nor lost")
        if not tables["titles"] and won + lost != data["played"]:
            raise ValueError("won + lost must be played")
        return cls(
            data["played"],
            won,
            lost,
            data["best"],
            data["total"],
            tables["against"],
            tables["titles"],
            advised,
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


@dataclass(frozen=True)
class SoloGame:
    """One titled (solo) game: its score, title id, Favors & Curses level (-1: none) and whether the advisor was
    asked in it."""

    score: int
    title: str
    level: int = -1
    advised: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {"score": self.score, "title": self.title, "level": self.level, "advised": self.advised}

    @classmethod
    def from_dict(cls, data: Any, version: int = FORMAT_VERSION) -> SoloGame:
        """Strict: raises ``ValueError`` or ``TypeError`` on anything unexpected."""
        keys = {"score", "title", "level"} | ({"advised"} if version >= 3 else set())
        if not isinstance(data, dict) or set(data) != keys:
            raise TypeError(f"a solo game is a table of {', '.join(sorted(keys))}")
        if not isinstance(data["title"], str) or not _ID.match(data["title"]):
            raise ValueError("a solo game's title is an id")
        advised = data.get("advised", False)
        if type(advised) is not bool:
            raise ValueError("advised must be true or false")
        return cls(
            _int(data["score"], "score", 0, MAX_SCORE),
            data["title"],
            _int(data["level"], "level", -1, 7),
            advised,
        )


@dataclass
class Records:
    """Every mode's counts, the keys of the games counted, the Favors & Curses level history and the titled
    (solo) games."""

    modes: dict[str, ModeRecord] = field(default_factory=dict)
    counted: list[str] = field(default_factory=list)
    levels: list[int] = field(default_factory=list)
    solo: list[SoloGame] = field(default_factory=list)
    error: str = ""  # a message key when the file could not be read as it was
    error_params: dict[str, str] = field(default_factory=dict)
    notice: FileNotice | None = None
    """What the app tells the player about a file that could not be used as it was (None: it was fine)."""

    def add(self, result: GameResult) -> bool:
        """Count ``result`` unless its game was counted already; returns whether it counted."""
        if not _KEY.match(result.key) or not _MODE.match(result.mode):
            raise ValueError("bad game key or mode")
        if result.key in self.counted:
            return False
        titled = bool(result.title) and _ID.match(result.title) is not None
        record = self.modes.setdefault(result.mode, ModeRecord())
        if titled and not record.titles and record.played:
            raise ValueError("a titled game in a mode of won and lost games")
        if not titled and record.titles:
            raise ValueError("a game won or lost in a titled mode")
        record.played += 1
        if titled:
            pass  # a title, neither won nor lost
        elif result.won:
            record.won += 1
        else:
            record.lost += 1
        score = max(0, min(result.score, MAX_SCORE))
        record.best = max(record.best, score)
        record.total += score
        if result.advised:
            record.advised += 1
        for level in sorted(set(result.against)):
            if _ID.match(level):
                record.against[level] = record.against.get(level, 0) + 1
        if titled:
            record.titles[result.title] = record.titles.get(result.title, 0) + 1
            played_at = result.level if 0 <= result.level <= 7 else -1
            self.solo = [*self.solo, SoloGame(score, result.title, played_at, result.advised)][-MAX_LEVELS:]
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
            "solo": [game.to_dict() for game in self.solo],
            "modes": {m: r.to_dict() for m, r in sorted(self.modes.items())},
        }

    @classmethod
    def from_dict(cls, data: Any) -> Records:
        """Strict: raises ``ValueError`` or ``TypeError`` on anything unexpected."""
        if not isinstance(data, dict):
            raise TypeError("not a table")
        if data.get("format") != FORMAT_NAME:
            raise ValueError("not a record file")
        version = data.get("version")
        if version not in READ_VERSIONS:
            raise ValueError(f"unknown version {version!r}")
        extra = (
            set(data)
            - {"format", "version", "counted", "levels", "modes"}
            - ({"solo"} if version >= 2 else set())
        )
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
        solo = data.get("solo", [])
        if not isinstance(solo, list) or len(solo) > MAX_LEVELS:
            raise TypeError("solo must be a list")
        games = [SoloGame.from_dict(game, version) for game in solo]
        if not isinstance(modes, dict) or len(modes) > MAX_MODES:
            raise TypeError("modes must be a table")
        parsed = {}
        for mode, entry in modes.items():
            if not _MODE.match(mode):
                raise ValueError(f"unknown mode {mode!r}")
            parsed[mode] = ModeRecord.from_dict(entry, version)
        return cls(modes=parsed, counted=list(counted), levels=list(levels), solo=games)


def _salvage_mode(data: Any) -> ModeRecord | None:
    """What can be used of a damaged mode's table (None: nothing)."""
    for version in (FORMAT_VERSION, 2):  # a table as this version writes it, or as version 2 did
        try:
            return ModeRecord.from_dict(data, version)
        except (ValueError, TypeError):
            pass
    if not isinstance(data, dict):
        return None

    def number(name: str, low: int, high: int) -> int | None:
        value = data.get(name)
        return value if type(value) is int and low <= value <= high else None

    def counts(name: str, played: int) -> dict[str, int]:
        table = data.get(name)
        if not isinstance(table, dict):
            return {}
        kept = {
            k: v
            for k, v in table.items()
            if isinstance(k, str) and _ID.match(k) and type(v) is int and 1 <= v <= played
        }
        return dict(list(kept.items())[:32])

    won, lost, played = (
        number("won", 0, MAX_COUNT),
        number("lost", 0, MAX_COUNT),
        number("played", 0, MAX_COUNT),
    )
    if played is not None and counts("titles", played):  # a titled (solo) mode: neither won nor lost
        won = lost = 0
    elif won is not None and lost is not None:
        played = won + lost
    elif played is not None and won is not None and won <= played:
        lost = played - won
    elif played is not None and lost is not None and lost <= played:
        won = played - lost
    else:
        return None
    assert won is not None and lost is not None and played is not None
    record = ModeRecord(played=played, won=won, lost=lost)
    record.best = number("best", -1, MAX_SCORE) or -1
    record.total = number("total", 0, MAX_COUNT * MAX_SCORE) or 0
    record.against = counts("against", played)
    record.titles = counts("titles", played) if won == lost == 0 and played else {}
    record.advised = number("advised", 0, played) or 0
    return record


def salvage_records(data: dict[str, Any]) -> Records | None:
    """What can be used of a damaged record file's document (None: nothing, or not a record file)."""
    if data.get("format", FORMAT_NAME) != FORMAT_NAME:
        return None
    counted: list[str] = []
    raw_counted = data.get("counted")
    for key in raw_counted if isinstance(raw_counted, list) else []:
        if isinstance(key, str) and _KEY.match(key) and key not in counted:
            counted.append(key)
    raw_levels = data.get("levels")
    levels = [
        v for v in (raw_levels if isinstance(raw_levels, list) else []) if type(v) is int and 0 <= v <= 7
    ]
    modes: dict[str, ModeRecord] = {}
    raw_modes = data.get("modes")
    for mode, entry in (raw_modes if isinstance(raw_modes, dict) else {}).items():
        if isinstance(mode, str) and _MODE.match(mode) and len(modes) < MAX_MODES:
            record = _salvage_mode(entry)
            if record is not None:
                modes[mode] = record
    solo: list[SoloGame] = []
    raw_solo = data.get("solo")
    for entry in raw_solo if isinstance(raw_solo, list) else []:
        for version in (FORMAT_VERSION, 2):
            try:
                solo.append(SoloGame.from_dict(entry, version))
                break
            except (ValueError, TypeError):
                continue
    if not (counted or levels or modes or solo):
        return None
    return Records(
        modes=modes, counted=counted[-MAX_COUNTED:], levels=levels[-MAX_LEVELS:], solo=solo[-MAX_LEVELS:]
    )


def merge_records(found: Records | None, backup: Records | None) -> Records:
    """The record made of what was salvaged from a damaged file and from its backup: per mode the one that
    counts more games, the games counted in either, the longer level history."""
    if found is None or backup is None:
        kept = found if found is not None else backup
        assert kept is not None
        return kept
    modes = dict(backup.modes)
    for mode, record in found.modes.items():
        if mode not in modes or record.played >= modes[mode].played:
            modes[mode] = record
    known = set(backup.counted)
    counted = backup.counted + [key for key in found.counted if key not in known]
    levels = found.levels if len(found.levels) >= len(backup.levels) else backup.levels
    solo = found.solo if len(found.solo) >= len(backup.solo) else backup.solo
    return Records(modes=modes, counted=counted[-MAX_COUNTED:], levels=list(levels), solo=list(solo))


def records_file(folder: str | os.PathLike[str]) -> PlayerFile[Records]:
    """The record file of ``folder`` as a :class:`saves.player_file.PlayerFile`."""
    return PlayerFile(
        records_path(folder),
        limit=MAX_BYTES,
        parse=Records.from_dict,
        salvage=salvage_records,
        merge=merge_records,
        newer=newer_version(FORMAT_NAME, FORMAT_VERSION),
        dump=lambda records: tomli_w.dumps(records.to_dict()),
    )


def _records_of(read: PlayerRead[Records]) -> Records:
    records = read.value if read.value is not None else Records()
    records.notice = read.notice
    if read.notice is not None and not read.writable:  # left as it is: no game is counted into it
        records.error = ERROR_KEY
        records.error_params = {"reason": read.notice.reason}
    return records


def records_path(folder: str | os.PathLike[str]) -> Path:
    return Path(folder) / FILE_NAME


def load_records(folder: str | os.PathLike[str]) -> Records:
    """The record kept in ``folder``; never raises (see the module docstring: a damaged file is moved aside and
    what could be read of it is kept, and ``notice`` says so)."""
    return _records_of(records_file(folder).read())


def save_records(folder: str | os.PathLike[str], records: Records) -> Path:
    """Write the record atomically into ``folder`` (created when missing; the previous file becomes the
    ``.bak``); returns its path."""
    target = records_file(folder)
    target.write(records)
    return target.path


def count_game(folder: str | os.PathLike[str], result: GameResult) -> tuple[bool, FileNotice | None]:
    """Count one finished game in the record kept in ``folder`` (once per game key): whether it counted, and
    what to tell the player about the file (a damaged file was moved aside and what could be read of it kept).

    Raises:
        PlayerFileError: the file could not be used and is left alone (a folder in its place, a newer
            version's file): the game is not counted.
        OSError: the file could not be written.
    """
    counted = False

    def add(records: Records | None) -> Records | None:
        nonlocal counted
        records = records if records is not None else Records()
        counted = records.add(result)
        return records if counted else None

    read = records_file(folder).update(add)
    return counted, read.notice


def record_result(folder: str | os.PathLike[str], result: GameResult) -> bool:
    """Count one finished game (see :func:`count_game`); returns whether it counted."""
    return count_game(folder, result)[0]
