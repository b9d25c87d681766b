"""Which games exist and where their engines live, each imported only when first asked for."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engines.base import Game

__all__ = ["GAME_IDS", "EngineUnavailable", "get_engine", "register"]


def _board() -> type[Game[Any, Any]]:
    from engines.board import GAME_CLASS

    return GAME_CLASS


def _cards() -> type[Game[Any, Any]]:
    from engines.cards import GAME_CLASS

    return GAME_CLASS


#: Each game id the app knows, in menu order, with the function that imports its engine's class.
_ENGINES: dict[str, Callable[[], type[Game[Any, Any]]]] = {
    "board": _board,
    "cards": _cards,
}
GAME_IDS: tuple[str, ...] = tuple(_ENGINES)

_classes: dict[str, type[Game[Any, Any]]] = {}


class EngineUnavailable(LookupError):
    """No engine has the game id (a save of an unknown game)."""

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
        EngineUnavailable: no such game.
    """
    if game_id not in _classes:
        load = _ENGINES.get(game_id)
        if load is None:
            raise EngineUnavailable(game_id)
        _classes[game_id] = load()
    return _classes[game_id]
