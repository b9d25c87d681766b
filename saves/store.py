"""Saved games for both engines: versioned TOML, atomic writes, strict loading."""

from __future__ import annotations

import datetime as dt
import os
import re
import shutil
import tempfile
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
    "FORMAT_NAME",
    "FORMAT_VERSION",
    "MAX_BYTES",
    "LoadedGame",
    "SaveError",
    "SaveHeader",
    "SaveStore",
    "SeatInfo",
    "app_version",
    "atomic_write_text",
    "build_document",
    "default_save_dir",
    "load_file",
    "read_document",
    "sanitize_name",
]

FORMAT_NAME = "seven-seas-save"
FORMAT_VERSION = 1
MAX_BYTES = 5 * 1024 * 1024
SUFFIX = ".toml"
BACKUP_SUFFIX = ".bak"
_END_TABLE = "end"


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


@dataclass
class LoadedGame:
    """A save read back and checked: the replayed game and everything stored beside it."""

    header: SaveHeader
    game: Game
    seed: int
    actions: list[str]
    extra: dict[str, Any]
    path: Path | None = None


# --- names and places ---------------------------------------------------------------------

_UNSAFE = re.compile(r"[\x00-\x1f\x7f/\\:*?\"<>|]+")


def sanitize_name(name: str) -> str:
    """A safe file stem for a save name: no separators, no ``..``, no control characters.

    Raises:
        SaveError: nothing usable is left of the name.
    """
    text = unicodedata.normalize("NFC", str(name))
    text = "".join(ch for ch in text if unicodedata.category(ch)[0] != "C")
    text = _UNSAFE.sub("-", text)
    text = re.sub(r"\.{2,}", ".", text)
    text = re.sub(r"\s+", " ", text).strip(" .-")
    text = text[:64].strip(" .-")
    if not text:
        raise SaveError("saves.error.bad_name")
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


def atomic_write_text(path: Path, text: str, *, keep_backup: bool = False) -> None:
    """Write ``text`` to ``path`` atomically: a temp file in the same folder, fsync, rename.

    With ``keep_backup`` the previous file (if any) is kept as ``<name>.bak``.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        if keep_backup and path.exists():
            shutil.copy2(path, path.with_name(path.name + BACKUP_SUFFIX))
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except FileNotFoundError:
            pass
        raise
    try:
        dir_fd = os.open(path.parent, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(dir_fd)
    except OSError:
        pass
    finally:
        os.close(dir_fd)


def _now() -> dt.datetime:
    return dt.datetime.now(dt.UTC).replace(microsecond=0)


def build_document(
    game: Game,
    *,
    seed: int,
    actions: Sequence[str],
    seats: Sequence[SeatInfo],
    name: str,
    created: dt.datetime | None = None,
    extra: Mapping[str, Any] | None = None,
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
        "name": name,
        "app_version": app_version(),
        "created": created or saved,
        "saved": saved,
        "progress_key": progress_key,
        "progress_params": toml_ready(progress_params),
        "seats": [seat.to_dict() for seat in seats],
    }
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


def read_document(raw: bytes) -> dict[str, Any]:
    """Parse raw file bytes into a TOML document, classifying every way it can be bad."""
    if len(raw) > MAX_BYTES:
        raise SaveError("saves.error.too_large", limit_mb=MAX_BYTES // (1024 * 1024))
    if not raw.strip():
        raise SaveError("saves.error.empty")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise SaveError("saves.error.not_utf8") from exc
    looks_like_ours = FORMAT_NAME in text[:400]
    complete = re.search(rf"^\[{_END_TABLE}\]\s*$", text, flags=re.MULTILINE) is not None
    try:
        doc = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        if looks_like_ours and not complete:
            raise SaveError("saves.error.truncated") from exc
        raise SaveError("saves.error.not_toml") from exc
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
    end = doc.get(_END_TABLE)
    if not isinstance(end, Mapping) or end.get("complete") is not True:
        raise SaveError("saves.error.truncated")
    return _migrate(doc, version)


def _migrate(doc: dict[str, Any], version: int) -> dict[str, Any]:
    """Bring an older document up to :data:`FORMAT_VERSION` (one step per old version)."""
    # Version 1 is the first format: nothing to migrate yet.
    return doc


def parse_header(doc: Mapping[str, Any]) -> SaveHeader:
    """The checked header of a parsed document."""
    header = _require(doc, "header", Mapping, "file")
    game_id = _require(header, "game", str, "header")
    seats_raw = _require(header, "seats", list, "header")
    return SaveHeader(
        game=game_id,
        name=_require(header, "name", str, "header"),
        app_version=_require(header, "app_version", str, "header"),
        created=_require(header, "created", dt.datetime, "header"),
        saved=_require(header, "saved", dt.datetime, "header"),
        seats=tuple(SeatInfo.from_dict(s) for s in seats_raw),
        progress_key=_require(header, "progress_key", str, "header"),
        progress_params=_require(header, "progress_params", Mapping, "header"),
        format_version=header["format_version"],
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
    try:
        size = path.stat().st_size
        if size > MAX_BYTES:
            raise SaveError("saves.error.too_large", limit_mb=MAX_BYTES // (1024 * 1024))
        raw = path.read_bytes()
    except FileNotFoundError as exc:
        raise SaveError("saves.error.not_found", name=path.stem) from exc
    except OSError as exc:
        raise SaveError("saves.error.unreadable", reason=exc.strerror or str(exc)) from exc
    loaded = load_document(read_document(raw))
    loaded.path = path
    return loaded


# --- the folder of saves --------------------------------------------------------------------


@dataclass
class SaveEntry:
    """One row of the load list: a good save's header, or a damaged file's error."""

    path: Path
    header: SaveHeader | None
    error: SaveError | None
    mtime: float
    loaded: LoadedGame | None = None  # the checked game, so resuming need not replay it again

    @property
    def name(self) -> str:
        return self.header.name if self.header else self.path.stem


class SaveStore:
    """The save folder: write, list, load and delete saves by name."""

    def __init__(self, directory: Path) -> None:
        self.directory = Path(directory)

    def path_for(self, name: str) -> Path:
        """The file that holds the save called ``name``."""
        return self.directory / (sanitize_name(name) + SUFFIX)

    def save(
        self,
        name: str,
        game: Game,
        *,
        seed: int,
        actions: Sequence[str],
        seats: Sequence[SeatInfo],
        created: dt.datetime | None = None,
        extra: Mapping[str, Any] | None = None,
    ) -> Path:
        """Write a save after proving it loads back to the same state.

        A good file already under that name is kept as ``.bak`` and is never
        replaced by a document that does not load.
        """
        path = self.path_for(name)
        try:
            doc = build_document(
                game, seed=seed, actions=actions, seats=seats, name=name, created=created, extra=extra
            )
            text = tomli_w.dumps(doc)
        except TypeError as exc:
            raise SaveError("saves.error.not_serializable", reason=str(exc)) from exc
        # Never write what we could not read back.
        load_document(read_document(text.encode("utf-8")))
        try:
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
            try:
                victim.unlink()
            except FileNotFoundError:
                pass

    def entries(self) -> list[SaveEntry]:
        """Every save in the folder, newest first; damaged files carry their error."""
        if not self.directory.is_dir():
            return []
        result: list[SaveEntry] = []
        for path in self.directory.glob("*" + SUFFIX):
            if path.name.startswith("."):
                continue
            try:
                mtime = path.stat().st_mtime
            except OSError:
                continue
            try:
                loaded = load_file(path)
                entry = SaveEntry(path=path, header=loaded.header, error=None, mtime=mtime, loaded=loaded)
            except SaveError as exc:
                entry = SaveEntry(path=path, header=None, error=exc, mtime=mtime)
            result.append(entry)

        def sort_key(entry: SaveEntry) -> tuple[float, float]:
            # saved times have whole seconds: the file time breaks ties between saves of one second
            return (entry.header.saved.timestamp() if entry.header else entry.mtime, entry.mtime)

        result.sort(key=sort_key, reverse=True)
        return result
