"""The save file format: the TOML document of a game, its header, its version and the checks it passes.

A save is a TOML document with the tables ``header`` (format, version, game, names, dates, seats, progress),
``config``, ``game`` (seed and actions), ``snapshot`` (the state to check the replay against), ``extra`` and
``end`` (written last: a file without it was cut short). Reading classifies every way a file can be bad with a
:class:`saves.errors.SaveError`; a document of an older format version is brought up to date by
:func:`_migrate`, one step per old version.
"""

from __future__ import annotations

import datetime as dt
import re
import tomllib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from engines.base import Game, toml_ready
from saves.errors import SaveError
from saves.files import MAX_BYTES
from saves.names import canonical_name

__all__ = [
    "FORMAT_NAME",
    "FORMAT_VERSION",
    "SaveHeader",
    "SeatInfo",
    "app_version",
    "build_document",
    "parse_header",
    "read_document",
    "read_header",
    "require",
]

FORMAT_NAME = "seven-seas-save"
FORMAT_VERSION = 1
_END_TABLE = "end"

# A real save has a few dozen tables, a handful of inline tables and nests 6 deep; a file far beyond
# these bounds is refused before the (slow) TOML parser sees it, so a hostile file costs milliseconds.
MAX_TABLES = 2_000
MAX_INLINE_TABLES = 20_000
MAX_ITEMS = 250_000
MAX_DEPTH = 32


def app_version() -> str:
    """The installed Seven Seas version (``0+unknown`` when run from an uninstalled tree)."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("seven-seas")
    except PackageNotFoundError:
        return "0+unknown"


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


def require(table: Mapping[str, Any], key: str, kind: type | tuple[type, ...], where: str) -> Any:
    if key not in table:
        raise SaveError("saves.error.missing_field", field=f"{where}.{key}")
    value = table[key]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise SaveError("saves.error.bad_field", field=f"{where}.{key}")
    return value


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


#: The dates a header may give: one outside (a clock far off, a hand-edited file) is taken as the nearer end,
#: so such a save is still listed, sorted and continued, never passed by as damaged.
EARLIEST = dt.datetime(1970, 1, 2, tzinfo=dt.UTC)
LATEST = dt.datetime(9000, 1, 1, tzinfo=dt.UTC)


def _date(header: Mapping[str, Any], key: str) -> dt.datetime:
    """A header date that can be shown in any time zone (9999-12-31 at UTC-12 cannot): one beyond
    :data:`EARLIEST` .. :data:`LATEST` becomes the nearer end."""
    value = require(header, key, dt.datetime, "header")
    if value.tzinfo is None:
        value = value.replace(tzinfo=dt.UTC)
    try:
        utc = value.astimezone(dt.UTC)
        utc.astimezone()
        utc.timestamp()
    except (OverflowError, ValueError, OSError):
        return LATEST if value.year >= 1970 else EARLIEST
    if utc < EARLIEST:
        return EARLIEST
    if utc > LATEST:
        return LATEST
    stamp: dt.datetime = value
    return stamp


def parse_header(doc: Mapping[str, Any]) -> SaveHeader:
    """The checked header of a parsed document."""
    header = require(doc, "header", Mapping, "file")
    game_id = require(header, "game", str, "header")
    seats_raw = require(header, "seats", list, "header")
    finished = header.get("finished", False)
    game_key = header.get("game_key", "")
    if not isinstance(finished, bool):
        raise SaveError("saves.error.bad_field", field="header.finished")
    if not isinstance(game_key, str) or len(game_key) > 64:
        raise SaveError("saves.error.bad_field", field="header.game_key")
    return SaveHeader(
        game=game_id,
        name=require(header, "name", str, "header"),
        app_version=require(header, "app_version", str, "header"),
        created=_date(header, "created"),
        saved=_date(header, "saved"),
        seats=tuple(SeatInfo.from_dict(s) for s in seats_raw),
        progress_key=require(header, "progress_key", str, "header"),
        progress_params=require(header, "progress_params", Mapping, "header"),
        format_version=header["format_version"],
        finished=finished,
        game_key=game_key,
    )
