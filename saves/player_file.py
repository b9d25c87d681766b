"""A player's small files (the captain's record, the board game's quest log, the settings), kept with the care of
the saves.

Every write is atomic and keeps the previous version as ``<name>.bak``. Reading never raises and never loses
anything: a file that cannot be used is never overwritten. A damaged regular file is moved aside under a name that
says so (``records.damaged-2026-05-01-103205.toml``, see :func:`saves.files.keep_aside`); what can still be read
from it and from its backup is put together and written back in its place, and the read carries a
:class:`FileNotice` for the app to tell the player, once (the next read finds a good file). A file that cannot be
moved (a folder in its place, a file written by a newer version of the app, a folder that cannot be written) is
left alone: reads give what could be read of it, and writes are refused with :class:`PlayerFileError`.

Reads and writes hold an advisory lock (:class:`saves.files.FileLock` on ``.<name>.lock``) so apps sharing one
folder (browser tabs) neither lose each other's updates nor repair one file twice.
"""

from __future__ import annotations

import contextlib
import re
import tomllib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Generic, TypeVar

from saves.files import BACKUP_SUFFIX, FileLock, atomic_write_text, keep_aside, read_small_file

__all__ = ["FileNotice", "PlayerFile", "PlayerFileError", "PlayerRead", "newer_version", "salvage_toml"]

T = TypeVar("T")

#: How a file that could not be used was dealt with (:attr:`FileNotice.kind`).
RECOVERED = "recovered"
"""Moved aside; what could be read of it (``source``) is in its place."""
KEPT = "kept"
"""Left where it is (not a regular file, or it could not be moved): nothing is written over it."""
NEWER = "newer"
"""Written by a newer version of the app: left as it is, nothing is written over it."""


def newer_version(format_name: str, version: int) -> Callable[[Any], bool]:
    """A :class:`PlayerFile` ``newer`` test: the document is of ``format_name`` and of a version after
    ``version`` (written by a newer app)."""

    def newer(data: Any) -> bool:
        if not isinstance(data, dict):
            return False
        found = data.get("version")
        return bool(data.get("format") == format_name and type(found) is int and found > version)

    return newer


@dataclass(frozen=True)
class FileNotice:
    """What the app tells the player about a file that could not be used as it was.

    Attributes:
        kind: :data:`RECOVERED`, :data:`KEPT` or :data:`NEWER`.
        reason: why the file could not be used, in a few words (at most 200 characters).
        path: the file.
        aside: where the damaged file now is (None: it was not moved).
        source: what was kept: ``"backup"`` (its backup, with what could be read of the file), ``"part"`` (what
            could be read of the file), ``"none"`` (nothing could be read: a fresh start).
    """

    kind: str
    reason: str
    path: Path
    aside: Path | None = None
    source: str = "none"

    def params(self) -> dict[str, str]:
        """The message parameters: ``file``, ``aside`` (its name) and ``reason``."""
        return {
            "file": str(self.path),
            "aside": self.aside.name if self.aside is not None else "",
            "reason": self.reason,
        }


class PlayerFileError(OSError):
    """A player's file that must not be written (see :class:`FileNotice`): the write did not happen."""

    def __init__(self, notice: FileNotice) -> None:
        super().__init__(notice.reason)
        self.notice = notice


@dataclass
class PlayerRead(Generic[T]):
    """A read of a player's file: its value (None: no file, or nothing usable) and what to tell the player."""

    value: T | None
    notice: FileNotice | None = None

    @property
    def writable(self) -> bool:
        """The file may be replaced (it was good, missing, or damaged and moved aside)."""
        return self.notice is None or self.notice.kind == RECOVERED


class _Unusable(Exception):
    def __init__(self, reason: str, *, movable: bool, newer: bool = False, text: str = "") -> None:
        super().__init__(reason)
        self.reason = reason[:200]
        self.movable = movable
        self.newer = newer
        self.text = text


class PlayerFile(Generic[T]):
    """One small TOML file of the player's, read and written with care (see the module docstring).

    Args:
        path: the file.
        limit: the largest size it may have (bytes).
        parse: the document to a value, strictly: raises ``ValueError`` or ``TypeError`` on anything unexpected.
        salvage: what can be used of a document that ``parse`` refused (None: nothing).
        merge: the value made of what was salvaged from the damaged file and from its backup (either may be
            None, never both).
        newer: whether a document (that ``parse`` refused) was written by a newer version of the app.
        dump: the value as the file's text.
    """

    def __init__(
        self,
        path: Path,
        *,
        limit: int,
        parse: Callable[[Any], T],
        salvage: Callable[[dict[str, Any]], T | None],
        merge: Callable[[T | None, T | None], T],
        newer: Callable[[Any], bool],
        dump: Callable[[T], str],
    ) -> None:
        self.path = Path(path)
        self.limit = limit
        self._parse = parse
        self._salvage = salvage
        self._merge = merge
        self._newer = newer
        self._dump = dump

    @property
    def backup(self) -> Path:
        return self.path.with_name(self.path.name + BACKUP_SUFFIX)

    def _lock(self) -> FileLock | None:
        lock = FileLock(self.path.with_name(f".{self.path.name}.lock"))
        try:
            lock.acquire(wait=True)
        except OSError:
            return None  # a folder that cannot be written (or does not exist): nothing to coordinate
        return lock

    def read(self) -> PlayerRead[T]:
        """The file's value; a damaged file is repaired as the module docstring says. Never raises."""
        lock = self._lock()
        try:
            return self._read()
        finally:
            if lock is not None:
                lock.release()

    def update(self, change: Callable[[T | None], T | None]) -> PlayerRead[T]:
        """Read the file, let ``change`` make the new value from it (None: leave the file as it is) and write it
        atomically, keeping the previous file as the backup; returns the read (its notice, if any).

        Raises:
            PlayerFileError: the file must not be written (it could not be read and was left in place).
            OSError: it could not be written.
        """
        lock = self._lock()
        try:
            read = self._read()
            if read.notice is not None and not read.writable:
                raise PlayerFileError(read.notice)
            value = change(read.value)
            if value is not None:
                self.write(value)
            return read
        finally:
            if lock is not None:
                lock.release()

    def write(self, value: T) -> None:
        """Write ``value`` atomically (the previous file becomes the backup). Call it under :meth:`update`'s lock
        or for a file known to be good.

        Raises:
            OSError: it could not be written.
        """
        atomic_write_text(self.path, self._dump(value), keep_backup=True)

    # --- reading -------------------------------------------------------------------------------------------
    def _load(self, path: Path) -> T | None:
        """The strictly parsed value of ``path`` (None: no file); raises :class:`_Unusable`."""
        try:
            raw = read_small_file(path, self.limit)
        except ValueError as exc:  # not a regular file, or too large
            raise _Unusable(str(exc), movable=str(exc) == "too large") from exc
        except OSError as exc:
            raise _Unusable(exc.strerror or str(exc), movable=False) from exc
        if raw is None:
            return None
        text = raw.decode("utf-8", errors="replace")
        try:
            data = tomllib.loads(raw.decode("utf-8"))
        except RecursionError as exc:
            raise _Unusable("nested too deep", movable=True, text=text) from exc
        except (UnicodeDecodeError, tomllib.TOMLDecodeError, ValueError) as exc:
            raise _Unusable(str(exc), movable=True, text=text) from exc
        try:
            return self._parse(data)
        except (ValueError, TypeError, KeyError, RecursionError) as exc:
            newer = False
            with contextlib.suppress(ValueError, TypeError, KeyError, AttributeError):
                newer = bool(self._newer(data))
            raise _Unusable(
                str(exc) or type(exc).__name__, movable=not newer, newer=newer, text=text
            ) from exc

    def _salvaged(self, text: str) -> T | None:
        if not text:
            return None
        try:
            return self._salvage(salvage_toml(text))
        except (ValueError, TypeError, KeyError, AttributeError, RecursionError):
            return None

    def _from_backup(self) -> T | None:
        try:
            return self._load(self.backup)
        except _Unusable as exc:
            return self._salvaged(exc.text)

    def _read(self) -> PlayerRead[T]:
        try:
            return PlayerRead(self._load(self.path))
        except _Unusable as exc:
            problem = exc
        from_file = self._salvaged(problem.text)
        if problem.newer:
            return PlayerRead(from_file, FileNotice(NEWER, problem.reason, self.path))
        from_backup = self._from_backup()
        if from_file is None and from_backup is None:
            value: T | None = None
            source = "none"
        else:
            value = self._merge(from_file, from_backup)
            source = "backup" if from_backup is not None else "part"
        if not problem.movable:
            return PlayerRead(value, FileNotice(KEPT, problem.reason, self.path, source=source))
        try:
            aside = keep_aside(self.path)
        except OSError as exc:
            reason = f"{problem.reason}; {exc.strerror or exc}"
            return PlayerRead(value, FileNotice(KEPT, reason, self.path, source=source))
        notice = FileNotice(RECOVERED, problem.reason, self.path, aside, source)
        if value is not None:
            # the backup stays the last good file; when this fails the damaged file is safe aside all the same,
            # and the next write tries again
            with contextlib.suppress(OSError):
                atomic_write_text(self.path, self._dump(value))
        return PlayerRead(value, notice)


# --- salvage ------------------------------------------------------------------------------------------------

_TABLE = re.compile(r"^\s*\[")
_KEY_LINE = re.compile(
    r"""^\s*(?:[A-Za-z0-9_-]+|"[^"\n]*"|'[^'\n]*')(?:\s*\.\s*(?:[A-Za-z0-9_-]+|"[^"\n]*"|'[^'\n]*'))*\s*="""
)


def salvage_toml(text: str) -> dict[str, Any]:
    """Whatever parses in a damaged TOML text: each table header with each of its ``key = value`` statements
    (a statement runs until the next key or table) parsed on its own, the ones that parse merged. Never raises
    for bad text (a statement that does not parse is left out)."""
    result: dict[str, Any] = {}
    header = ""
    statement: list[str] = []

    def flush() -> None:
        if not statement:
            return
        chunk = header + "\n" + "\n".join(statement) if header else "\n".join(statement)
        statement.clear()
        try:
            part = tomllib.loads(chunk)
        except (tomllib.TOMLDecodeError, RecursionError, ValueError):
            return
        _deep_merge(result, part)

    for line in text.replace("\x00", "").splitlines():
        if _TABLE.match(line):
            flush()
            header = line.strip()
            try:  # a table with nothing in it still counts (an empty table of quests)
                _deep_merge(result, tomllib.loads(header))
            except (tomllib.TOMLDecodeError, RecursionError, ValueError):
                header = "[__damaged_table__]"
        elif _KEY_LINE.match(line):
            flush()
            statement.append(line)
        elif statement:
            statement.append(line)
    flush()
    result.pop("__damaged_table__", None)
    return result


def _deep_merge(into: dict[str, Any], part: dict[str, Any]) -> None:
    for key, value in part.items():
        if isinstance(value, dict) and isinstance(into.get(key), dict):
            _deep_merge(into[key], value)
        elif key not in into:
            into[key] = value
