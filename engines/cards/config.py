"""A 7Seas game's settings: seats, the goal on the track, the rule options and the deal sizes."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

__all__ = [
    "CATEGORIES",
    "DEALS",
    "DISPLAY_SIZE",
    "FINISH_RULES",
    "LEFTOVER_RULES",
    "TARGETS",
    "TIE_RULES",
    "CardConfig",
    "config_from_dict",
    "config_to_dict",
]

TARGETS: tuple[int, ...] = (7, 11, 14)
TIE_RULES: tuple[str, ...] = ("nobody", "all")
"""A tie in a scoring category: nobody scores (default, Scopa) / every tied player scores."""
LEFTOVER_RULES: tuple[str, ...] = ("last_capturer", "nobody")
"""Display cards left at the end of a round: to the last player who captured (default) / to nobody."""
FINISH_RULES: tuple[str, ...] = ("play_on", "shared")
"""Ships tied in front at or beyond the goal: play another round (default) / share the win."""

#: Scoring categories in scoring order, with the points each is worth.
CATEGORIES: tuple[tuple[str, int], ...] = (("cards", 1), ("gold", 1), ("lady", 1), ("king", 1), ("booty", 2))

#: Rule "Set-up of a round": players -> (hand size, booty pile size, deals per round).
DEALS: dict[int, tuple[int, int, int]] = {2: (8, 4, 2), 3: (11, 3, 1), 4: (8, 4, 1)}
#: Cards laid out face up at the start of a round.
DISPLAY_SIZE = 4


@dataclass(frozen=True)
class CardConfig:
    """A game's settings: seats, goal on the track and the rule options.

    Attributes:
        players: 2, 3 or 4.
        target: the goal on the track: 7, 11 or 14.
        ties: ``TIE_RULES``.
        leftover: ``LEFTOVER_RULES``.
        finish: ``FINISH_RULES``.
    """

    players: int = 2
    target: int = 11
    ties: str = "nobody"
    leftover: str = "last_capturer"
    finish: str = "play_on"

    def __post_init__(self) -> None:
        if isinstance(self.players, bool) or self.players not in DEALS:
            raise ValueError("players must be 2, 3 or 4")
        if isinstance(self.target, bool) or self.target not in TARGETS:
            raise ValueError("target must be 7, 11 or 14")
        if self.ties not in TIE_RULES:
            raise ValueError(f"ties must be one of {TIE_RULES}")
        if self.leftover not in LEFTOVER_RULES:
            raise ValueError(f"leftover must be one of {LEFTOVER_RULES}")
        if self.finish not in FINISH_RULES:
            raise ValueError(f"finish must be one of {FINISH_RULES}")

    def options(self) -> dict[str, str]:
        """The rule options as a dict (``ties``, ``leftover``, ``finish``)."""
        return {"ties": self.ties, "leftover": self.leftover, "finish": self.finish}


def _field(data: Mapping[str, Any], key: str, kind: type, default: Any) -> Any:
    """``data[key]`` (``default`` when absent), checked to be of ``kind`` (never a bool)."""
    value = data.get(key, default)
    if not isinstance(value, kind) or isinstance(value, bool):
        raise TypeError(f"config {key} has the wrong type")
    return value


def config_from_dict(data: Mapping[str, Any]) -> CardConfig:
    """Rebuild a config from :func:`config_to_dict` output; absent keys take their defaults.

    Raises:
        TypeError: a value of the wrong type.
        ValueError: a value out of range.
    """
    defaults = CardConfig()
    return CardConfig(
        players=_field(data, "players", int, defaults.players),
        target=_field(data, "target", int, defaults.target),
        ties=_field(data, "ties", str, defaults.ties),
        leftover=_field(data, "leftover", str, defaults.leftover),
        finish=_field(data, "finish", str, defaults.finish),
    )


def config_to_dict(config: CardConfig) -> dict[str, Any]:
    """A TOML-ready dict of ``config``."""
    return {
        "players": config.players,
        "target": config.target,
        "ties": config.ties,
        "leftover": config.leftover,
        "finish": config.finish,
    }
