"""Saved games for both engines: versioned TOML, atomic writes, strict loading."""

from __future__ import annotations

import contextlib
import datetime as dt
import os
import re
import stat
import tempfile
import time
import tomllib
import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import tomli_w

from engines.base import Game, IllegalAction, toml_ready
from engines.registry import EngineUnavailable, get_engine

__all__ = [
    "AUTOSAVE_DIR",
    "FORMAT_NAME",
    "FORMAT_VERSION",
    "MAX_AUTOSAVES",
    "MAX_BYTES",
    "LoadedGame",
    "Occupant",
    "SaveEntry",
    "SaveError",
    "SaveHeader",
    "SaveStore",
    "SeatInfo",
    "app_version",
    "atomic_write_text",
    "build_document",
    "canonical_name",
    "clean_temp_files",
    "default_save_dir",
    "header_of",
    "load_file",
    "read_bounded",
    "read_document",
    "read_header",
    "sanitize_name",
]

FORMAT_NAME = "seven-seas-save"
FORMAT_VERSION = 1
MAX_BYTES = 5 * 1024 * 1024
SUFFIX = ".toml"
BACKUP_SUFFIX = ".bak"
_END_TABLE = "end"
#: Autosaves live in this sub-folder, one file per game, so no name typed by a player can meet them.
AUTOSAVE_DIR = "autosave"
#: At most this many autosaves are kept (finished games' go first; unfinished ones only after asking).
MAX_AUTOSAVES = 12

# A real save has a few dozen tables, a handful of inline tables and nests 6 deep; a file far beyond
# these bounds is refused before the (slow) TOML parser sees it, so a hostile file costs milliseconds.
MAX_TABLES = 2_000
MAX_INLINE_TABLES = 20_000
MAX_ITEMS = 250_000
MAX_DEPTH = 32
#: Temp files of a write that was killed are removed once this old (seconds), or at once when the
#: process that wrote them is gone.
TEMP_MAX_AGE = 3600.0


def app_version() -> str:
    """The installed Seven Seas version (``0+unknown`` when run from an uninstalled tree)."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("seven-seas")
    except PackageNotFoundError:
        return "0+unknown"


class SaveError(Exception):
    """A save that cannot be written or read; ``key`` and ``params`` make the message."""

    def __init__(self, key: str, **params: Any) -> None:
        super().__init__(f"{key} {params}" if params else key)
        self.key = key
        self.params: dict[str, Any] = params


@dataclass(frozen=True)
class SeatInfo:
    """Who sits in one seat: a human with a name, or an AI captain with a level."""

    name: str
    kind: str = "human"  # "human" or "ai"
    level: str = ""  # AI level ("easy", "medium", "hard"); empty for humans

    def to_dict(self) -> dict[str, str]:
        return {"name": self.name, "kind": self.kind, "level": self.level}

    @classmethod
    def from_dict(cls, data: Any) -> SeatInfo:
        if not isinstance(data, Mapping):
            raise SaveError("saves.error.bad_field", field="header.seats")
        name, kind, level = data.get("name"), data.get("kind", "human"), data.get("level", "")
        if not isinstance(name, str) or kind not in ("human", "ai") or not isinstance(level, str):
            raise SaveError("saves.error.bad_field", field="header.seats")
        return cls(name=name, kind=kind, level=level)


@dataclass(frozen=True)
class SaveHeader:
    """What the load list shows without replaying the game."""

    game: str
    name: str
    app_version: str
    created: dt.datetime
    saved: dt.datetime
    seats: tuple[SeatInfo, ...]
    progress_key: str
    progress_params: Mapping[str, Any] = field(default_factory=dict)
    format_version: int = FORMAT_VERSION
    finished: bool = False
    """The game had ended when it was saved (older saves: False)."""
    game_key: str = ""
    """Which game this is: every save and the autosave of one game share it (older saves: empty)."""


@dataclass
class LoadedGame:
    """A save read back and checked: the replayed game and everything stored beside it."""

    header: SaveHeader
    game: Game[Any, Any]
    seed: int
    actions: list[str]
    extra: dict[str, Any]
    path: Path | None = None


# --- names and places ---------------------------------------------------------------------

_UNSAFE = re.compile(r"[\x00-\x1f\x7f/\\:*?\"<>|]+")
#: Names Windows keeps for devices, with or without an extension (``CON``, ``nul.txt``, ``COM1``).
_RESERVED = frozenset(
    {"con", "prn", "aux", "nul", "conin$", "conout$", "clock$"}
    | {f"{port}{n}" for port in ("com", "lpt") for n in (*"123456789", "¹", "²", "³")}
)
MAX_NAME = 64


def canonical_name(name: str) -> str:
    """A save's name as it is kept: NFC, no control characters, single spaces, at most 64 characters.

    Two names that look the same (``é`` composed or not, extra spaces) are the same name.
    """
    text = unicodedata.normalize("NFC", str(name))
    text = "".join(ch for ch in text if unicodedata.category(ch)[0] != "C")
    return " ".join(text.split())[:MAX_NAME].strip()


def sanitize_name(name: str) -> str:
    """A safe file stem for a save name: no separators, no ``..``, no control characters.

    Raises:
        SaveError: nothing usable is left of the name, or it is a name Windows keeps for a device.
    """
    text = canonical_name(name)
    text = _UNSAFE.sub("-", text)
    text = re.sub(r"\.{2,}", ".", text)
    text = re.sub(r"\s+", " ", text).strip(" .-")
    text = text[:MAX_NAME].strip(" .-")
    if not text:
        raise SaveError("saves.error.bad_name")
    if text.split(".")[0].rstrip(" ").casefold() in _RESERVED:
        raise SaveError("saves.more.error.reserved_name", name=text)
    return text


def default_save_dir(cli_dir: str | os.PathLike[str] | None = None) -> Path:
    """``--save-dir``, else ``SEVEN_SEAS_SAVE_DIR``, else the platform user-data dir."""
    if cli_dir:
        return Path(cli_dir).expanduser()
    env = os.environ.get("SEVEN_SEAS_SAVE_DIR")
    if env:
        return Path(env).expanduser()
    from platformdirs import user_data_dir

    return Path(user_data_dir("seven-seas", appauthor=False)) / "saves"


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


def _now() -> dt.datetime:
    return dt.datetime.now(dt.UTC).replace(microsecond=0)


def build_document(
    game: Game[Any, Any],
    *,
    seed: int,
    actions: Sequence[str],
    seats: Sequence[SeatInfo],
    name: str,
    created: dt.datetime | None = None,
    extra: Mapping[str, Any] | None = None,
    game_key: str = "",
) -> dict[str, Any]:
    """The TOML document for a game (checked to be TOML-ready)."""
    if not 0 <= seed < 2**63:
        raise SaveError("saves.error.bad_field", field="game.seed")
    progress_key, progress_params = game.progress()
    saved = _now()
    header = {
        "format": FORMAT_NAME,
        "format_version": FORMAT_VERSION,
        "game": game.GAME_ID,
        "state_version": game.STATE_VERSION,
        "name": canonical_name(name),
        "app_version": app_version(),
        "created": created or saved,
        "saved": saved,
        "progress_key": progress_key,
        "progress_params": toml_ready(progress_params),
        "seats": [seat.to_dict() for seat in seats],
        "finished": game.is_over,
    }
    if game_key:
        header["game_key"] = game_key
    return {
        "header": header,
        "config": toml_ready(type(game).config_to_dict(game.config)),
        "game": {"seed": seed, "actions": list(actions)},
        "snapshot": toml_ready(game.to_dict()),
        "extra": toml_ready(dict(extra or {})),
        _END_TABLE: {"complete": True},
    }


# --- reading --------------------------------------------------------------------------------


def _require(table: Mapping[str, Any], key: str, kind: type | tuple[type, ...], where: str) -> Any:
    if key not in table:
        raise SaveError("saves.error.missing_field", field=f"{where}.{key}")
    value = table[key]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise SaveError("saves.error.bad_field", field=f"{where}.{key}")
    return value


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


def _check_shape(text: str) -> None:
    """Refuse, in milliseconds, a text far larger in structure than any save (see ``MAX_TABLES``)."""
    tables = text.count("\n[") + text.startswith("[")
    if (
        tables > MAX_TABLES
        or text.count("{") > MAX_INLINE_TABLES
        or text.count(",") + text.count("\n") > MAX_ITEMS
    ):
        raise SaveError("saves.more.error.too_complex")


def _check_depth(doc: Mapping[str, Any]) -> None:
    """Refuse a document nested deeper than any save (checked without recursion)."""
    stack: list[tuple[Any, int]] = [(doc, 1)]
    while stack:
        node, depth = stack.pop()
        if depth > MAX_DEPTH:
            raise SaveError("saves.more.error.too_deep")
        if isinstance(node, Mapping):
            stack.extend((value, depth + 1) for value in node.values())
        elif isinstance(node, list):
            stack.extend((value, depth + 1) for value in node)


def _parse_toml(text: str, *, looks_like_ours: bool, complete: bool) -> dict[str, Any]:
    _check_shape(text)
    try:
        doc = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        if looks_like_ours and not complete:
            raise SaveError("saves.error.truncated") from exc
        raise SaveError("saves.error.not_toml") from exc
    except RecursionError as exc:
        raise SaveError("saves.more.error.too_deep") from exc
    except (ValueError, OverflowError, MemoryError) as exc:  # pragma: no cover - tomllib raises its own
        raise SaveError("saves.error.not_toml") from exc
    _check_depth(doc)
    return doc


def _decode(raw: bytes) -> str:
    if len(raw) > MAX_BYTES:
        raise SaveError("saves.error.too_large", limit_mb=MAX_BYTES // (1024 * 1024))
    if not raw.strip():
        raise SaveError("saves.error.empty")
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise SaveError("saves.error.not_utf8") from exc


def _check_version(doc: Mapping[str, Any]) -> int:
    header = doc.get("header")
    if not isinstance(header, Mapping) or header.get("format") != FORMAT_NAME:
        raise SaveError("saves.error.wrong_format")
    version = header.get("format_version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveError("saves.error.bad_field", field="header.format_version")
    if version > FORMAT_VERSION:
        raise SaveError("saves.error.newer_version", version=version)
    if version < 1:
        raise SaveError("saves.error.bad_field", field="header.format_version")
    return version


_END_LINE = f"[{_END_TABLE}]"


def _looks_complete(text: str) -> bool:
    """The ``[end]`` table's header is on a line of its own (a plain search: a regex anchored at
    every line start costs a third of a second on a 5 MB file)."""
    start = text.rfind(_END_LINE)
    while start >= 0:
        line_end = text.find("\n", start)
        rest = text[start + len(_END_LINE) : line_end if line_end >= 0 else len(text)]
        if (start == 0 or text[start - 1] == "\n") and not rest.strip():
            return True
        start = text.rfind(_END_LINE, 0, start)
    return False


def read_document(raw: bytes) -> dict[str, Any]:
    """Parse raw file bytes into a TOML document, classifying every way it can be bad."""
    text = _decode(raw)
    looks_like_ours = FORMAT_NAME in text[:400]
    complete = _looks_complete(text)
    doc = _parse_toml(text, looks_like_ours=looks_like_ours, complete=complete)
    version = _check_version(doc)
    end = doc.get(_END_TABLE)
    if not isinstance(end, Mapping) or end.get("complete") is not True:
        raise SaveError("saves.error.truncated")
    return _migrate(doc, version)


#: The first table after the header: everything before it is the header.
_AFTER_HEADER = re.compile(r"^\[(?!header[.\]])", flags=re.MULTILINE)


def read_header(raw: bytes) -> SaveHeader:
    """The checked header of a save without parsing or replaying the game (for lists and Continue).

    The file must still look complete (its ``[end]`` table is there); the game itself is only
    checked when the save is loaded.
    """
    text = _decode(raw)
    looks_like_ours = FORMAT_NAME in text[:400]
    complete = _looks_complete(text)
    cut = _AFTER_HEADER.search(text, 1)
    head = text[: cut.start()] if cut is not None else text
    try:
        doc = _parse_toml(head, looks_like_ours=looks_like_ours, complete=True)
    except SaveError:
        doc = _parse_toml(text, looks_like_ours=looks_like_ours, complete=complete)
    _check_version(doc)
    if not complete:
        raise SaveError("saves.error.truncated")
    return parse_header(doc)


def _migrate(doc: dict[str, Any], version: int) -> dict[str, Any]:
    """Bring an older document up to :data:`FORMAT_VERSION` (one step per old version)."""
    # Version 1 is the first format: nothing to migrate yet.
    return doc


def _date(header: Mapping[str, Any], key: str) -> dt.datetime:
    """A header date that can be shown in any time zone (9999-12-31 at UTC-12 cannot)."""
    value = _require(header, key, dt.datetime, "header")
    try:
        if value.tzinfo is None:
            value = value.replace(tzinfo=dt.UTC)
        value.astimezone(dt.UTC).astimezone()
        value.timestamp()
    except (OverflowError, ValueError, OSError) as exc:
        raise SaveError("saves.error.bad_field", field=f"header.{key}") from exc
    if not 1970 <= value.year <= 9000:
        raise SaveError("saves.error.bad_field", field=f"header.{key}")
    stamp: dt.datetime = value
    return stamp


def parse_header(doc: Mapping[str, Any]) -> SaveHeader:
    """The checked header of a parsed document."""
    header = _require(doc, "header", Mapping, "file")
    game_id = _require(header, "game", str, "header")
    seats_raw = _require(header, "seats", list, "header")
    finished = header.get("finished", False)
    game_key = header.get("game_key", "")
    if not isinstance(finished, bool):
        raise SaveError("saves.error.bad_field", field="header.finished")
    if not isinstance(game_key, str) or len(game_key) > 64:
        raise SaveError("saves.error.bad_field", field="header.game_key")
    return SaveHeader(
        game=game_id,
        name=_require(header, "name", str, "header"),
        app_version=_require(header, "app_version", str, "header"),
        created=_date(header, "created"),
        saved=_date(header, "saved"),
        seats=tuple(SeatInfo.from_dict(s) for s in seats_raw),
        progress_key=_require(header, "progress_key", str, "header"),
        progress_params=_require(header, "progress_params", Mapping, "header"),
        format_version=header["format_version"],
        finished=finished,
        game_key=game_key,
    )


def load_document(doc: Mapping[str, Any]) -> LoadedGame:
    """Replay a parsed document and check it against its snapshot."""
    header = parse_header(doc)
    try:
        cls = get_engine(header.game)
    except EngineUnavailable as exc:
        raise SaveError("saves.error.unknown_game", game=header.game) from exc
    state_version = doc["header"].get("state_version", 1)
    if not isinstance(state_version, int) or state_version > cls.STATE_VERSION:
        raise SaveError("saves.error.newer_version", version=state_version)
    config_raw = _require(doc, "config", Mapping, "file")
    game_table = _require(doc, "game", Mapping, "file")
    seed = _require(game_table, "seed", int, "game")
    actions = _require(game_table, "actions", list, "game")
    if not all(isinstance(a, str) for a in actions):
        raise SaveError("saves.error.bad_field", field="game.actions")
    snapshot = _require(doc, "snapshot", Mapping, "file")
    extra = doc.get("extra", {})
    if not isinstance(extra, Mapping):
        raise SaveError("saves.error.bad_field", field="extra")
    try:
        config = cls.config_from_dict(config_raw)
        game = cls.new(config, seed)
    except (ValueError, TypeError, KeyError) as exc:
        raise SaveError("saves.error.bad_field", field="config") from exc
    if len(header.seats) != game.num_seats:
        raise SaveError("saves.error.bad_field", field="header.seats")
    for index, text in enumerate(actions):
        try:
            game.apply_text(text)
        except (IllegalAction, ValueError, TypeError, KeyError, IndexError) as exc:
            raise SaveError("saves.error.illegal_action", number=index + 1, action=text) from exc
    if toml_ready(game.to_dict()) != snapshot:
        raise SaveError("saves.error.snapshot_mismatch")
    return LoadedGame(header=header, game=game, seed=seed, actions=list(actions), extra=dict(extra))


def load_file(path: Path) -> LoadedGame:
    """Read, parse, replay and check one save file. The file is never modified.

    Raises:
        SaveError: with a message key saying what is wrong.
    """
    raw = read_bounded(path)
    try:
        loaded = load_document(read_document(raw))
    except SaveError:
        raise
    except Exception as exc:  # an engine tripping over a strange but well-formed file: damaged, not a crash
        raise SaveError("saves.error.unreadable", reason=type(exc).__name__) from exc
    loaded.path = path
    return loaded


def header_of(path: Path) -> SaveHeader:
    """The header of the save at ``path``, without replaying it (see :func:`read_header`)."""
    return read_header(read_bounded(path))


# --- the folder of saves --------------------------------------------------------------------


@dataclass
class SaveEntry:
    """One row of the load list: a good save's header, or a damaged file's error."""

    path: Path
    header: SaveHeader | None
    error: SaveError | None
    mtime: float
    loaded: LoadedGame | None = None  # the checked game, so resuming need not replay it again
    auto: bool = False
    """An autosave (kept in the ``autosave`` sub-folder)."""

    @property
    def name(self) -> str:
        return self.header.name if self.header else self.path.stem

    @property
    def newer_version(self) -> bool:
        """The file was made by a newer version of Seven Seas (not damaged: this version cannot read it)."""
        return self.error is not None and self.error.key == "saves.error.newer_version"

    @property
    def unfinished(self) -> bool:
        return self.header is not None and not self.header.finished


@dataclass(frozen=True)
class Occupant:
    """What already is in the file a new save would go to."""

    path: Path
    header: SaveHeader | None
    """The save there (None: the file is damaged or not a save)."""
    same_name: bool
    """The file holds a save of this very name (else two names share one file)."""

    def same_game(self, game_key: str) -> bool:
        """The file holds (an earlier position of) the game ``game_key``: replacing it loses nothing."""
        return (
            self.header is not None and bool(game_key) and self.header.game_key == game_key and self.same_name
        )


def _sort_key(entry: SaveEntry) -> tuple[float, float]:
    # saved times have whole seconds: the file time breaks ties between saves of one second
    return (entry.header.saved.timestamp() if entry.header else entry.mtime, entry.mtime)


def _fold(name: str) -> str:
    return unicodedata.normalize("NFC", name).casefold()


class SaveStore:
    """The save folder: write, list, load and delete saves by name.

    Named saves are ``<folder>/<name>.toml``; autosaves are ``<folder>/autosave/<game>-<key>.toml``,
    one per game. A name maps to one file on every system: names that differ only in case or in
    Unicode form map to the same file, and :meth:`occupant` says when a save would replace another.
    """

    def __init__(self, directory: Path) -> None:
        self.directory = Path(directory)
        self._cleaned: set[Path] = set()

    @property
    def autosave_dir(self) -> Path:
        return self.directory / AUTOSAVE_DIR

    def path_for(self, name: str) -> Path:
        """The file that holds the save called ``name`` (an existing file whose name differs only in case)."""
        stem = sanitize_name(name)
        wanted = _fold(stem + SUFFIX)
        try:
            for existing in os.listdir(self.directory):
                if _fold(existing) == wanted:
                    return self.directory / existing
        except OSError:
            pass
        return self.directory / (stem + SUFFIX)

    def autosave_path(self, game_id: str, game_key: str) -> Path:
        """The autosave file of one game."""
        return self.autosave_dir / (sanitize_name(f"{game_id}-{game_key}") + SUFFIX)

    def occupant(self, name: str) -> Occupant | None:
        """What a save under ``name`` would replace, or None when its file is free.

        Raises:
            SaveError: the name is not usable (see :func:`sanitize_name`).
        """
        path = self.path_for(name)
        try:
            path.lstat()
        except FileNotFoundError:
            return None
        except OSError:
            pass
        try:
            header: SaveHeader | None = header_of(path)
        except SaveError:
            header = None
        same = header is not None and _fold(header.name) == _fold(canonical_name(name))
        return Occupant(path=path, header=header, same_name=same)

    def _clean(self, directory: Path) -> None:
        if directory not in self._cleaned:
            self._cleaned.add(directory)
            clean_temp_files(directory)

    def save(
        self,
        name: str,
        game: Game[Any, Any],
        *,
        seed: int,
        actions: Sequence[str],
        seats: Sequence[SeatInfo],
        created: dt.datetime | None = None,
        extra: Mapping[str, Any] | None = None,
        game_key: str = "",
        path: Path | None = None,
    ) -> Path:
        """Write a save after proving it loads back to the same state.

        A good file already under that name is kept as ``.bak`` and is never
        replaced by a document that does not load. ``path`` overrides the file (autosaves).
        """
        path = path if path is not None else self.path_for(name)
        try:
            doc = build_document(
                game,
                seed=seed,
                actions=actions,
                seats=seats,
                name=name,
                created=created,
                extra=extra,
                game_key=game_key,
            )
            text = tomli_w.dumps(doc)
        except TypeError as exc:
            raise SaveError("saves.error.not_serializable", reason=str(exc)) from exc
        # Never write what we could not read back.
        load_document(read_document(text.encode("utf-8")))
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            self._clean(path.parent)
            atomic_write_text(path, text, keep_backup=True)
        except OSError as exc:
            raise SaveError("saves.error.unwritable", reason=exc.strerror or str(exc)) from exc
        return path

    def load(self, name_or_path: str | Path) -> LoadedGame:
        """Load a save by name or path."""
        path = name_or_path if isinstance(name_or_path, Path) else self.path_for(name_or_path)
        return load_file(path)

    def delete(self, path: Path) -> None:
        """Remove a save file (and its backup)."""
        for victim in (path, path.with_name(path.name + BACKUP_SUFFIX)):
            with contextlib.suppress(FileNotFoundError):
                victim.unlink()

    def _files(self) -> list[tuple[Path, bool]]:
        found: list[tuple[Path, bool]] = []
        for folder, auto in ((self.directory, False), (self.autosave_dir, True)):
            if not folder.is_dir():
                continue
            self._clean(folder)
            for path in folder.glob("*" + SUFFIX):
                if not path.name.startswith("."):
                    found.append((path, auto))
        return found

    def entries(self) -> list[SaveEntry]:
        """Every save in the folder (autosaves too), checked by replaying it; newest first.

        Damaged files carry their error. This replays every game: call it from a worker.
        """
        result: list[SaveEntry] = []
        for path, auto in self._files():
            try:
                mtime = path.lstat().st_mtime
            except OSError:
                continue
            try:
                loaded = load_file(path)
                entry = SaveEntry(
                    path=path, header=loaded.header, error=None, mtime=mtime, loaded=loaded, auto=auto
                )
            except SaveError as exc:
                entry = SaveEntry(path=path, header=None, error=exc, mtime=mtime, auto=auto)
            result.append(entry)
        result.sort(key=_sort_key, reverse=True)
        return result

    def headers(self, *, auto_only: bool = False) -> list[SaveEntry]:
        """Every save's header without replaying any game, newest first (for Continue and pruning)."""
        result: list[SaveEntry] = []
        for path, auto in self._files():
            if auto_only and not auto:
                continue
            try:
                mtime = path.lstat().st_mtime
            except OSError:
                continue
            try:
                entry = SaveEntry(path=path, header=header_of(path), error=None, mtime=mtime, auto=auto)
            except SaveError as exc:
                entry = SaveEntry(path=path, header=None, error=exc, mtime=mtime, auto=auto)
            result.append(entry)
        result.sort(key=_sort_key, reverse=True)
        return result

    def latest_unfinished(self) -> LoadedGame | None:
        """The newest unfinished game that loads, checked by replay (None: there is none).

        Headers decide the order; only the chosen file (or the next, if it is damaged) is replayed.
        """
        for entry in self.headers():
            if not entry.unfinished:
                continue
            try:
                loaded = load_file(entry.path)
            except SaveError:
                continue
            if not loaded.game.is_over:
                return loaded
        return None

    def unfinished_autosaves(self) -> list[SaveEntry]:
        """The autosaves of unfinished games, newest first."""
        return [e for e in self.headers(auto_only=True) if e.unfinished]

    def prune_autosaves(self, keep: int = MAX_AUTOSAVES, *, protect: Path | None = None) -> list[Path]:
        """Remove the oldest autosaves of finished (or unreadable) games beyond ``keep``.

        Unfinished games are never removed here: the app asks before discarding one.
        """
        entries = self.headers(auto_only=True)
        removed: list[Path] = []
        excess = len(entries) - keep
        for entry in reversed(entries):  # oldest first
            if excess <= 0:
                break
            if entry.unfinished or entry.path == protect or entry.newer_version:
                continue
            self.delete(entry.path)
            removed.append(entry.path)
            excess -= 1
        return removed
