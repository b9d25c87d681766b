"""The frozen configuration of a game of The 7 Seas, and the rule parameters it implies."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

__all__ = ["MODES", "MODULES", "BoardConfig", "RuleParams", "rule_params"]

MODES = ("discovery", "advanced")
#: Extra modules of the rulebook (Extra modules): the flying hen and the last fisherman (``modules.py``).
MODULES = ("hen", "fisherman")
SEAS = ("frozen", "wild", "azure", "cursed", "burning", "plentiful", "jade")


@dataclass(frozen=True, slots=True)
class BoardConfig:
    """A game's settings.

    ``solo``, ``favors``, ``curses``, ``quests`` and ``modules`` are the hooks of the Solo mode,
    Favors & Curses, Quests and Extra modules chapters: they serialize already, and are refused
    by :meth:`validate_supported` until their rules land (``modules`` are playable, 2-5 players).
    """

    mode: str = "discovery"
    players: int = 2
    solo: bool = False
    favors: tuple[str, ...] = ()  # seas whose favor applies
    curses: tuple[str, ...] = ()  # seas whose curse applies
    quests: tuple[str, ...] = ()
    modules: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if self.mode not in MODES:
            raise ValueError(f"mode must be one of {MODES}")
        if not isinstance(self.players, int) or isinstance(self.players, bool):
            raise TypeError("players must be an integer")
        low = 1 if self.solo else 2
        if not low <= self.players <= 5:
            raise ValueError("players must be 2..5")
        for name, values, allowed in (
            ("favors", self.favors, SEAS),
            ("curses", self.curses, SEAS),
            ("modules", self.modules, MODULES),
        ):
            if not isinstance(values, tuple) or any(v not in allowed for v in values):
                raise ValueError(f"{name} must be a tuple of {allowed}")
        self.validate_supported()

    def validate_supported(self) -> None:
        """Refuse the parts of the rulebook this version does not play yet."""
        if self.solo or self.favors or self.curses or self.quests:
            raise ValueError("solo mode, favors, curses and quests are not playable yet")
        if self.modules and (self.solo or len(set(self.modules)) != len(self.modules)):
            raise ValueError("modules: each at most once, for 2-5 players")

    @property
    def advanced(self) -> bool:
        return self.mode == "advanced"

    def to_dict(self) -> dict[str, Any]:
        return {
            "mode": self.mode,
            "players": self.players,
            "solo": self.solo,
            "favors": list(self.favors),
            "curses": list(self.curses),
            "quests": list(self.quests),
            "modules": list(self.modules),
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> BoardConfig:
        if not isinstance(data, Mapping):
            raise TypeError("config must be a table")
        mode = data.get("mode", "discovery")
        players = data.get("players", 2)
        solo = data.get("solo", False)
        if not isinstance(mode, str) or not isinstance(solo, bool):
            raise TypeError("config: mode is a string, solo a boolean")
        lists = {}
        for key in ("favors", "curses", "quests", "modules"):
            value = data.get(key, [])
            if not isinstance(value, list | tuple) or not all(isinstance(v, str) for v in value):
                raise TypeError(f"config.{key} must be a list of strings")
            lists[key] = tuple(value)
        return cls(mode=mode, players=players, solo=solo, **lists)


@dataclass(frozen=True, slots=True)
class RuleParams:
    """Numbers of the rules that curses and modules change, read from this one place.

    Attributes:
        movement_delta: added to the movement points of Sail at sea (Frozen curse: -1, min 1).
        exploration_dice_delta: added to every exploration roll (Wild curse: -1, min 1 rolled).
        combat_dice_delta: added to every combat roll (Burning curse: -1, min 1 rolled).
        trade_received_delta: added to the resources a trade gives (Plentiful curse: -1, min 1).
        max_set_per_roll: how many dice fortune may set in one roll (Cursed curse: 1).
    """

    movement_delta: int = 0
    exploration_dice_delta: int = 0
    combat_dice_delta: int = 0
    trade_received_delta: int = 0
    max_set_per_roll: int = 10


def rule_params(config: BoardConfig) -> RuleParams:
    """The rule parameters of ``config`` (curses will change them here; none are playable yet)."""
    curses = set(config.curses)
    return RuleParams(
        movement_delta=-1 if "frozen" in curses else 0,
        exploration_dice_delta=-1 if "wild" in curses else 0,
        combat_dice_delta=-1 if "burning" in curses else 0,
        trade_received_delta=-1 if "plentiful" in curses else 0,
        max_set_per_roll=1 if "cursed" in curses else 10,
    )
