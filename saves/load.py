"""Loading a save: its game re-created from the seed and replayed action by action, then checked against its
snapshot, so a file that does not play back exactly is refused."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engines.base import Game, IllegalAction, toml_ready
from engines.registry import EngineUnavailable, get_engine
from saves.document import SaveHeader, parse_header, read_document, read_header, require
from saves.errors import SaveError
from saves.files import read_bounded

__all__ = ["LoadedGame", "header_of", "load_document", "load_file"]


@dataclass
class LoadedGame:
    """A save read back and checked: the replayed game and everything stored beside it."""

    header: SaveHeader
    game: Game[Any, Any]
    seed: int
    actions: list[str]
    extra: dict[str, Any]
    path: Path | None = None


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
    config_raw = require(doc, "config", Mapping, "file")
    game_table = require(doc, "game", Mapping, "file")
    seed = require(game_table, "seed", int, "game")
    actions = require(game_table, "actions", list, "game")
    if not all(isinstance(a, str) for a in actions):
        raise SaveError("saves.error.bad_field", field="game.actions")
    snapshot = require(doc, "snapshot", Mapping, "file")
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


def actions_of(path: Path) -> list[str]:
    """The actions recorded in the save at ``path``, without replaying them.

    Raises:
        SaveError: the file cannot be read as a save, or its action list is not a list of texts.
    """
    doc = read_document(read_bounded(path))
    actions = require(require(doc, "game", Mapping, "file"), "actions", list, "game")
    if not all(isinstance(a, str) for a in actions):
        raise SaveError("saves.error.bad_field", field="game.actions")
    return list(actions)


def header_of(path: Path) -> SaveHeader:
    """The header of the save at ``path``, without replaying it (see :func:`read_header`)."""
    return read_header(read_bounded(path))
