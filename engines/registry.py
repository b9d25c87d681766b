"""Which games exist and where their engines live, imported only when needed."""

from __future__ import annotations

import importlib
from typing import Any

from engines.base import Game

__all__ = ["GAME_IDS", "EngineUnavailable", "engine_available", "get_engine", "register"]

#: Game ids the app knows, in menu order, with the module that defines ``GAME_CLASS``.
_MODULES: dict[str, str] = {
    "board": "engines.board",
    "cards": "engines.cards",
}
GAME_IDS: tuple[str, ...] = tuple(_MODULES)

_classes: dict[str, type[Game[Any, Any]]] = {}


class EngineUnavailable(LookupError):
    """The game id is unknown, or its engine has not landed yet."""

    def __init__(self, game_id: str) -> None:
        super().__init__(game_id)
        self.game_id = game_id


def register(cls: type[Game[Any, Any]]) -> type[Game[Any, Any]]:
    """Make a game class available under its ``GAME_ID`` (tests use this for toy games)."""
    _classes[cls.GAME_ID] = cls
    return cls


def get_engine(game_id: str) -> type[Game[Any, Any]]:
    """The game class for ``game_id``.

    Raises:
        EngineUnavailable: no such game, or its module does not exist yet.
    """
    if game_id in _classes:
        return _classes[game_id]
    module_name = _MODULES.get(game_id)
    if module_name is None:
        raise EngineUnavailable(game_id)
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        if exc.name is not None and (module_name == exc.name or module_name.startswith(exc.name + ".")):
            raise EngineUnavailable(game_id) from exc
        raise
    cls = getattr(module, "GAME_CLASS", None)
    if cls is None:
        raise EngineUnavailable(game_id)
    _classes[game_id] = cls
    game_cls: type[Game[Any, Any]] = cls
    return game_cls


def engine_available(game_id: str) -> bool:
    """True when :func:`get_engine` would succeed."""
    try:
        get_engine(game_id)
    except EngineUnavailable:
        return False
    return True
