"""Plain-data pieces of a game state: players, phases and the decision frames' vocabulary."""

from __future__ import annotations

import enum
from collections.abc import Mapping, Sequence
from typing import Any, TypeVar

__all__ = [
    "HIDEOUT",
    "RES",
    "RES_INDEX",
    "TRACKS",
    "Phase",
    "Player",
    "copy_plain",
    "int_list",
    "one_of",
    "saved_dict",
    "str_list",
]

#: Resource order used everywhere (lists of counts, notation, random losses).
RES = ("food", "wood", "fabric", "metal", "rum")
RES_INDEX = {r: i for i, r in enumerate(RES)}
FOOD, WOOD, FABRIC, METAL, RUM = range(5)
TRACKS = ("exploration", "combat", "trade")
#: ``Player.loc`` of a ship at its hideout (seas are ring positions 0-6).
HIDEOUT = -1
NOWHERE = -2  # before the hideouts are placed


class Phase(enum.Enum):
    """The phases of a game (rulebook: Game setup, How to play, End of the game)."""

    SETUP = "setup"  # hideouts are being placed
    PLAY = "play"  # rounds of player turns, each followed by the end of the round
    OVER = "over"  # scored


def copy_plain(value: Any) -> Any:
    """A deep copy of nested dicts and lists of plain values (faster than ``copy.deepcopy``)."""
    if isinstance(value, dict):
        return {k: copy_plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [copy_plain(v) for v in value]
    return value


_S = TypeVar("_S", bound=str)


def one_of(value: Any, allowed: tuple[_S, ...], what: str) -> _S:
    """``value`` read from a save as one of ``allowed`` (a step's stage, a result).

    Raises:
        ValueError: ``value`` is not one of them.
    """
    try:
        return allowed[allowed.index(value)]
    except ValueError:
        raise ValueError(f"unknown {what} {value!r}") from None


def saved_dict(**saved: Any) -> dict[str, Any]:
    """A saved dict: the keys in the order given, those whose value is None left out (optional keys not set
    yet; TOML has no None)."""
    return {key: value for key, value in saved.items() if value is not None}


def int_list(values: Sequence[Any]) -> list[int]:
    """A saved list of integers, read back."""
    return [int(v) for v in values]


def str_list(values: Sequence[Any]) -> list[str]:
    """A saved list of strings, read back."""
    return [str(v) for v in values]


class Player:
    """One captain's board, ship and pieces. All public information."""

    __slots__ = (
        "captain",
        "coins",
        "gems",
        "hideout",
        "loc",
        "officer",
        "parrots",
        "planks",
        "res",
        "sails",
        "seat",
        "tokens",
        "tracks",
        "treasures",
        "weapons",
    )

    def __init__(self, seat: int, planks: int = 7, sails: int = 1, weapons: int = 1) -> None:
        self.seat = seat
        self.hideout = -1  # space 0-6: between ring seas i and i+1
        self.loc = NOWHERE
        self.planks = planks
        self.coins = 1
        self.res = [1, 1, 1, 1, 1]
        self.treasures = 0
        self.sails = sails
        self.weapons = weapons
        self.tracks: dict[str, list[str]] = {t: [] for t in TRACKS}
        self.gems: list[str] = []  # seas whose gem is on this player's compass
        self.tokens: dict[str, bool] = {}  # sea -> True when the bonus token's effect side is up
        self.parrots: list[int] = [seat]  # colours (seats) of the parrots held
        self.captain = -1  # action spot of the captain this round, -1 while in hand
        self.officer = -1

    @property
    def nres(self) -> int:
        return sum(self.res)

    @property
    def capsized(self) -> bool:
        return self.planks <= 0

    def cards(self) -> int:
        return sum(len(v) for v in self.tracks.values())

    def has_token(self, sea: str) -> bool:
        return self.tokens.get(sea, False)

    def to_dict(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "hideout": self.hideout,
            "loc": self.loc,
            "planks": self.planks,
            "coins": self.coins,
            "res": list(self.res),
            "treasures": self.treasures,
            "sails": self.sails,
            "weapons": self.weapons,
            "tracks": {t: list(v) for t, v in self.tracks.items()},
            "gems": list(self.gems),
            "tokens": dict(self.tokens),
            "parrots": list(self.parrots),
            "captain": self.captain,
            "officer": self.officer,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Player:
        p = cls(int(data["seat"]))
        p.hideout = int(data["hideout"])
        p.loc = int(data["loc"])
        if not (-1 <= p.hideout <= 6 and NOWHERE <= p.loc <= 6):
            raise ValueError("a hideout or a ship's place off the ring")
        p.planks = int(data["planks"])
        p.coins = int(data["coins"])
        p.res = [int(x) for x in data["res"]]
        if len(p.res) != len(RES):
            raise ValueError("res needs five counts")
        p.treasures = int(data["treasures"])
        p.sails = int(data["sails"])
        p.weapons = int(data["weapons"])
        p.tracks = {t: [str(c) for c in data["tracks"][t]] for t in TRACKS}
        p.gems = [str(g) for g in data["gems"]]
        p.tokens = {str(k): bool(v) for k, v in data["tokens"].items()}
        p.parrots = [int(x) for x in data["parrots"]]
        p.captain = int(data["captain"])
        p.officer = int(data["officer"])
        return p
