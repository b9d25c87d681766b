"""The frozen configuration of a game of The 7 Seas, and the rule parameters it implies."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

__all__ = ["MODES", "MODULES", "QUESTS", "SEAS", "BoardConfig", "RuleParams", "rule_params"]

MODES = ("discovery", "advanced")
#: Extra modules of the rulebook (Extra modules): the flying hen and the last fisherman (``modules.py``).
MODULES = ("hen", "fisherman")
SEAS = ("frozen", "wild", "azure", "cursed", "burning", "plentiful", "jade")
#: The nine quests (Quests of The 7 Seas); their rows are in ``engines.board.quests``.
QUESTS = (
    "exploration_master",
    "combat_master",
    "trade_master",
    "monster_hunter",
    "weather_tamer",
    "gem_catcher",
    "great_sailor",
    "famous_fighter",
    "prudent_adventurer",
)


@dataclass(frozen=True, slots=True)
class BoardConfig:
    """A game's settings.

    ``solo``, ``favors``, ``curses``, ``level`` and ``quests`` choose the Solo mode, Favors & Curses and
    Quests chapters (one player, Advanced mode); ``modules`` the Extra modules (2-5 players).
    """

    mode: str = "discovery"
    players: int = 2
    solo: bool = False
    favors: tuple[str, ...] = ()  # seas whose favor applies
    curses: tuple[str, ...] = ()  # seas whose curse applies
    quests: tuple[str, ...] = ()
    modules: tuple[str, ...] = ()
    level: int = -1  # Favors & Curses difficulty 0-7 (tokens drawn at set-up); -1: none or as listed

    def __post_init__(self) -> None:
        if self.mode not in MODES:
            raise ValueError(f"mode must be one of {MODES}")
        if not isinstance(self.players, int) or isinstance(self.players, bool):
            raise TypeError("players must be an integer")
        if self.solo:
            if self.players != 1 or self.mode != "advanced":
                raise ValueError("solo mode is played alone, in Advanced mode")
        elif not 2 <= self.players <= 5:
            raise ValueError("players must be 2..5")
        if not isinstance(self.level, int) or isinstance(self.level, bool) or not -1 <= self.level <= 7:
            raise ValueError("level must be -1..7")
        for name, values, allowed in (
            ("favors", self.favors, SEAS),
            ("curses", self.curses, SEAS),
            ("modules", self.modules, MODULES),
            ("quests", self.quests, QUESTS),
        ):
            if not isinstance(values, tuple) or any(v not in allowed for v in values):
                raise ValueError(f"{name} must be a tuple of {allowed}")
        if len(set(self.favors) | set(self.curses)) != len(self.favors) + len(self.curses):
            raise ValueError("each mist token shows one side: a sea is a favor or a curse, once")
        if (self.favors or self.curses) and self.level >= 0:
            raise ValueError("give a level (tokens drawn) or the favors and curses, not both")
        if not self.solo and (self.favors or self.curses or self.quests or self.level >= 0):
            raise ValueError("favors, curses and quests belong to the solo mode")
        self.validate_supported()

    def validate_supported(self) -> None:
        """Refuse the Extra modules in Solo mode (the chapter names Discovery and Advanced only) or twice."""
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
            "level": self.level,
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
        level = data.get("level", -1)
        return cls(mode=mode, players=players, solo=solo, level=level, **lists)


@dataclass(frozen=True, slots=True)
class RuleParams:
    """Numbers of the rules that curses and modules change, read from this one place.

    Attributes:
        movement_delta: added to the movement points of Sail at sea (Frozen curse: -1, min 1).
        exploration_dice_delta: added to the Exploration activity's roll (Wild curse: -1, min 1 rolled; not
            seamanship nor any other roll of exploration dice).
        combat_dice_delta: added to every combat roll (Burning curse: -1, min 1 rolled).
        trade_received_delta: added to the resources a trade gives (Plentiful curse: -1, min 1).
        max_set_per_roll: how many dice fortune may set in one roll (Cursed curse: 1).
        intensity_down_by: after a Vagabond encounter, the intensity goes down by this much (never
            below 1); 0 is the ordinary rule, back to 1 (Azure curse: 1).
        repair_delta: added to the planks the Repair action recovers (Jade curse: -1, min 1).
    """

    movement_delta: int = 0
    exploration_dice_delta: int = 0
    combat_dice_delta: int = 0
    trade_received_delta: int = 0
    max_set_per_roll: int = 10
    intensity_down_by: int = 0
    repair_delta: int = 0


def rule_params(config: BoardConfig, curses_drawn: tuple[str, ...] | list[str] = ()) -> RuleParams:
    """The rule parameters of ``config``: its curses, or the curses drawn at set-up."""
    curses = set(config.curses) | set(curses_drawn)
    return RuleParams(
        movement_delta=-1 if "frozen" in curses else 0,
        exploration_dice_delta=-1 if "wild" in curses else 0,
        combat_dice_delta=-1 if "burning" in curses else 0,
        trade_received_delta=-1 if "plentiful" in curses else 0,
        max_set_per_roll=1 if "cursed" in curses else 10,
        intensity_down_by=1 if "azure" in curses else 0,
        repair_delta=-1 if "jade" in curses else 0,
    )
