"""Files on disk, written whole or not at all and read within bounds: the discipline every file of the app keeps.

Saves, the captain's record, the board game's profile and the settings are written by :func:`atomic_write_text`
(a temp file, fsync, rename) and read by :func:`read_bounded` or :func:`read_small_file`, which open regular
files only and stop at a size limit, so a FIFO, a device or a huge file can neither block nor run forever.
"""

from __future__ import annotations

import contextlib
import os
import re
import stat
import tempfile
import time
import tomllib
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from saves.errors import SaveError

__all__ = [
    "BACKUP_SUFFIX",
    "MAX_BYTES",
    "atomic_write_text",
    "clean_temp_files",
    "load_small_toml",
    "read_bounded",
    "read_small_file",
]

T = TypeVar("T")

#: The largest save file read (and kept as a backup).
MAX_BYTES = 5 * 1024 * 1024
#: A save's previous version is kept beside it under its name plus this suffix.
BACKUP_SUFFIX = ".bak"
#: Temp files of a write that was killed are removed once this old (seconds), or at once when the
#: process that wrote them is gone.
TEMP_MAX_AGE = 3600.0


# --- writing --------------------------------------------------------------------------------


def _temp_file(path: Path) -> tuple[int, str]:
    """A new temp file beside ``path``, named so a later clean-up knows whose it is."""
    return tempfile.mkstemp(prefix=f".{path.name}.{os.getpid()}.", suffix=".tmp", dir=path.parent)


_TEMP_NAME = re.compile(r"^\..+?\.(?:(?P<pid>\d+)\.)?[A-Za-z0-9_]+\.tmp$")


def _alive(pid: int) -> bool:
    if pid == os.getpid():
        return True
    if os.name != "posix":  # pragma: no cover - os.kill(pid, 0) is not a probe on Windows
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True
    return True


def clean_temp_files(directory: Path, *, max_age: float = TEMP_MAX_AGE) -> int:
    """Remove temp files left by writes that were killed; returns how many were removed.

    A temp file goes when the process that wrote it is gone, or when it is older than ``max_age``.
    """
    removed = 0
    now = time.time()
    try:
        names = os.listdir(directory)
    except OSError:
        return 0
    for name in names:
        match = _TEMP_NAME.match(name)
        if match is None:
            continue
        victim = directory / name
        try:
            info = victim.lstat()
        except OSError:
            continue
        if not stat.S_ISREG(info.st_mode):
            continue
        pid = match.group("pid")
        stale = now - info.st_mtime > max_age or (pid is not None and not _alive(int(pid)))
        if stale:
            with contextlib.suppress(OSError):
                victim.unlink()
                removed += 1
    return removed


def _fsync_dir(directory: Path) -> None:
    try:
        dir_fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(dir_fd)
    except OSError:
        pass
    finally:
        os.close(dir_fd)


def _keep_backup(path: Path) -> None:
    """Make ``<name>.bak`` a copy of the regular file at ``path``, atomically.

    The copy is built under a temp name and renamed over the backup, so the backup is never
    half written, and a backup that is a symlink is replaced, never written through. A ``path``
    that is not a regular file (a link to a device, a folder) is not copied.
    """
    try:
        info = path.lstat()
    except FileNotFoundError:
        return
    if not stat.S_ISREG(info.st_mode) or info.st_size > MAX_BYTES:
        return
    backup = path.with_name(path.name + BACKUP_SUFFIX)
    fd, tmp = _temp_file(backup)
    try:
        os.close(fd)
        os.unlink(tmp)
        try:
            os.link(path, tmp)  # same data, no copy: the old file's inode lives on as the backup
        except OSError:
            data = read_bounded(path, MAX_BYTES)
            with open(tmp, "xb") as handle:
                handle.write(data)
                handle.flush()
                os.fsync(handle.fileno())
        os.replace(tmp, backup)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def atomic_write_text(path: Path, text: str, *, keep_backup: bool = False) -> None:
    """Write ``text`` to ``path`` atomically: a temp file in the same folder, fsync, rename.

    With ``keep_backup`` the previous file (if any) is kept as ``<name>.bak``. A symlink at
    ``path`` or at the backup is replaced by the new file, never written through.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = _temp_file(path)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        if keep_backup:
            _keep_backup(path)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp)
        raise
    _fsync_dir(path.parent)


# --- reading --------------------------------------------------------------------------------


def read_bounded(path: Path, limit: int = MAX_BYTES) -> bytes:
    """The bytes of the regular file at ``path``, reading at most ``limit`` (then it is too large).

    Only regular files are opened (a link is followed only to one): a FIFO, a device such as
    ``/dev/zero`` or a folder is refused without reading, so nothing can block or run forever.

    Raises:
        SaveError: ``not_found``, ``not_a_file``, ``too_large`` or ``unreadable``.
    """
    too_large = SaveError("saves.error.too_large", limit_mb=max(1, limit // (1024 * 1024)))
    try:
        info = path.stat()
    except FileNotFoundError as exc:
        raise SaveError("saves.error.not_found", name=path.stem) from exc
    except OSError as exc:
        raise SaveError("saves.error.unreadable", reason=exc.strerror or str(exc)) from exc
    if not stat.S_ISREG(info.st_mode):
        raise SaveError("saves.more.error.not_a_file")
    if info.st_size > limit:
        raise too_large
    flags = (
        os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
    )
    try:
        fd = os.open(path, flags)
    except FileNotFoundError as exc:
        raise SaveError("saves.error.not_found", name=path.stem) from exc
    except OSError as exc:
        raise SaveError("saves.error.unreadable", reason=exc.strerror or str(exc)) from exc
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):  # swapped since the check above
            raise SaveError("saves.more.error.not_a_file")
        chunks: list[bytes] = []
        total = 0
        while True:
            chunk = os.read(fd, min(1 << 20, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
            if total > limit:
                raise too_large
        return b"".join(chunks)
    except OSError as exc:
        raise SaveError("saves.error.unreadable", reason=exc.strerror or str(exc)) from exc
    finally:
        os.close(fd)


def read_small_file(path: Path, limit: int) -> bytes | None:
    """The bytes of a small regular file of at most ``limit`` bytes; None when there is no file.

    Raises:
        ValueError: ``not a regular file`` or ``too large``.
        OSError: the file cannot be read.
    """
    try:
        info = os.stat(path)
    except FileNotFoundError:
        return None
    if not stat.S_ISREG(info.st_mode):
        raise ValueError("not a regular file")
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):  # replaced between the two looks
            raise ValueError("not a regular file")
        chunks = []
        size = 0
        while size <= limit:
            chunk = os.read(fd, 65536)
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    finally:
        os.close(fd)
    if size > limit:
        raise ValueError("too large")
    return b"".join(chunks)


def load_small_toml(path: Path, limit: int, parse: Callable[[Any], T]) -> tuple[T | None, str]:
    """A small TOML file read by :func:`read_small_file` and turned into a value by ``parse`` (which raises
    ``ValueError`` or ``TypeError`` on anything unexpected); never raises.

    Returns ``(value, "")``, ``(None, "")`` when there is no file, or ``(None, reason)`` when the file cannot
    be used (the reason in a few words, at most 200 characters).
    """
    try:
        raw = read_small_file(path, limit)
        if raw is None:
            return None, ""
        return parse(tomllib.loads(raw.decode("utf-8"))), ""
    except RecursionError:  # nested absurdly deep (tomllib recurses)
        return None, "nested too deep"
    except (OSError, ValueError, TypeError, UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        return None, reason[:200]
