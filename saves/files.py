"""Files on disk, written whole or not at all and read within bounds: the discipline every file of the app keeps.

Saves, the captain's record, the board game's profile and the settings are written by :func:`atomic_write_text`
(a temp file, fsync, rename) and read by :func:`read_bounded` or :func:`read_small_file`, which open regular
files only and stop at a size limit, so a FIFO, a device or a huge file can neither block nor run forever.

Several apps may share one folder (browser tabs): :class:`FileLock` is an advisory lock on a lock file that the
operating system lets go of when the process ends, so a crashed app never leaves a lock behind, and
:func:`keep_aside` moves a damaged file out of the way under a name that says what it is, never over another.
"""

from __future__ import annotations

import contextlib
import errno
import os
import re
import stat
import sys
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
    "FileLock",
    "atomic_write_text",
    "clean_temp_files",
    "keep_aside",
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


# --- keeping a damaged file -----------------------------------------------------------------------


def aside_name(path: Path, when: float | None = None) -> Path:
    """A free name beside ``path`` for its damaged copy: ``records.damaged-2026-05-01-103205.toml``."""
    stamp = time.strftime("%Y-%m-%d-%H%M%S", time.localtime(time.time() if when is None else when))
    stem, suffix = (path.stem, path.suffix) if path.suffix else (path.name, "")
    for number in range(1, 1000):
        extra = "" if number == 1 else f"-{number}"
        candidate = path.with_name(f"{stem}.damaged-{stamp}{extra}{suffix}")
        if not os.path.lexists(candidate):
            return candidate
    raise FileExistsError(path)


def keep_aside(path: Path) -> Path:
    """Move the damaged regular file at ``path`` to a free name beside it (see :func:`aside_name`); returns
    the new path. Nothing is ever replaced: the file is linked under its new name before its old name goes.

    Raises:
        OSError: the file could not be moved (it stays where it was).
    """
    for _ in range(5):
        target = aside_name(path)
        try:
            os.link(path, target, follow_symlinks=False)
        except FileExistsError:
            continue  # taken meanwhile: another name
        except OSError:
            if os.path.lexists(target):
                continue
            os.rename(path, target)  # no hard links here (FAT, some network folders): a free name was checked
            _fsync_dir(path.parent)
            return target
        os.unlink(path)
        _fsync_dir(path.parent)
        return target
    raise FileExistsError(path)


# --- locks between apps ---------------------------------------------------------------------------


class FileLock:
    """An exclusive advisory lock held on the lock file ``path`` (created when missing).

    The lock belongs to this object's open file: another ``FileLock`` on the same path, in this process or any
    other, cannot take it while it is held, and the operating system releases it when the process ends, so a
    crashed app leaves no lock behind. The lock file is removed again on :meth:`release` (a lock file removed
    while another app waited for it is noticed: that app locks the new one). Where the system has no such locks
    every lock is granted.
    """

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self._fd: int | None = None

    @property
    def held(self) -> bool:
        return self._fd is not None

    def acquire(self, *, wait: bool = False) -> bool:
        """Take the lock; False when another holder has it (``wait``: block until it is free).

        Raises:
            OSError: the lock file cannot be created or opened (a folder that cannot be written).
        """
        if self._fd is not None:
            return True
        for _ in range(100):
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT | getattr(os, "O_CLOEXEC", 0), 0o600)
            try:
                if not _lock_fd(fd, wait=wait):
                    os.close(fd)
                    return False
                try:
                    same = os.path.samestat(os.fstat(fd), os.stat(self.path))
                except FileNotFoundError:
                    same = False
            except BaseException:
                os.close(fd)
                raise
            if same:
                self._fd = fd
                return True
            os.close(fd)  # its holder removed the file as it let go: lock the one there now
        return False  # pragma: no cover - a lock file replaced a hundred times in a row

    def release(self, *, remove: bool = True) -> None:
        """Let go of the lock (and remove the lock file, unless ``remove`` is False)."""
        fd, self._fd = self._fd, None
        if fd is None:
            return
        if remove:
            with contextlib.suppress(OSError):
                os.unlink(self.path)
        os.close(fd)

    def probe(self) -> bool:
        """Whether another holder has the lock now (a lock this object holds is not another's)."""
        if self._fd is not None:
            return False
        try:
            fd = os.open(self.path, os.O_RDWR | getattr(os, "O_CLOEXEC", 0))
        except OSError:
            return False  # no lock file: nobody holds it
        try:
            return not _lock_fd(fd, wait=False)
        finally:
            os.close(fd)  # closing the file lets go of a lock taken just to look

    def __enter__(self) -> FileLock:
        self.acquire(wait=True)
        return self

    def __exit__(self, *exc: object) -> None:
        self.release(remove=False)

    def __del__(self) -> None:
        fd = self._fd
        if fd is not None:
            with contextlib.suppress(OSError):
                os.close(fd)


if sys.platform == "win32":  # pragma: no cover - Windows

    def _lock_fd(fd: int, *, wait: bool) -> bool:
        """Lock the open file ``fd`` exclusively; False when it is held elsewhere (never with ``wait``)."""
        import msvcrt

        while True:
            try:
                msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
                return True
            except OSError:
                if not wait:
                    return False
                time.sleep(0.05)

else:

    def _lock_fd(fd: int, *, wait: bool) -> bool:
        """Lock the open file ``fd`` exclusively; False when it is held elsewhere (never with ``wait``)."""
        import fcntl

        try:
            fcntl.flock(fd, fcntl.LOCK_EX if wait else fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        except OSError as exc:
            if exc.errno in (errno.ENOLCK, errno.EOPNOTSUPP, errno.ENOSYS):
                return True  # a file system without locks: nothing to coordinate with
            raise
        return True
