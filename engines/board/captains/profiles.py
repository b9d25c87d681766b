"""The captains' strategy profiles: one planner, weighted by taste (``greedy`` is the balanced one).

``explorer`` (islands, hazards, sails), ``fighter`` (pirates, giants, weapons), ``trader`` (ports, fleets,
resources) and ``upgrader`` (both tracks first) keep their weights at every level (``medium:fighter``...).
"""

from __future__ import annotations

from dataclasses import dataclass, field

__all__ = ["PROFILES", "Profile"]


@dataclass(frozen=True)
class Profile:
    """A strategy: how much the captain likes each activity, upgrade and resource (1.0 = balanced).

    ``flows`` weighs the value of a card won by that activity (``explore``, ``hazard``, ``perilous``,
    ``creature``, ``fight``, ``giant``, ``pirate``, ``infamous``, ``trade``); ``sails``/``weapons`` are
    added to the value of upgrading that track; ``res`` to the value of one resource; ``track`` is the
    track its collected cards go to when the ranking does not decide (Advanced).
    """

    name: str
    flows: dict[str, float] = field(default_factory=dict)
    sails: float = 0.0
    weapons: float = 0.0
    res: dict[str, float] = field(default_factory=dict)
    track: str = ""
    upgrade_need: float = 0.6


PROFILES: dict[str, Profile] = {
    "greedy": Profile("greedy"),
    "explorer": Profile(
        "explorer",
        flows={
            "explore": 1.4,
            "hazard": 1.4,
            "perilous": 1.2,
            "creature": 1.15,
            "fight": 0.75,
            "giant": 0.7,
            "pirate": 0.7,
            "infamous": 0.8,
            "trade": 0.85,
        },
        sails=1.2,
        res={"food": 0.3},
        track="exploration",
    ),
    "fighter": Profile(
        "fighter",
        flows={
            "fight": 1.4,
            "giant": 1.4,
            "pirate": 1.4,
            "infamous": 1.25,
            "creature": 1.25,
            "explore": 0.75,
            "hazard": 0.75,
            "perilous": 0.8,
            "trade": 0.8,
        },
        weapons=1.2,
        res={"rum": 0.3, "metal": 0.2},
        track="combat",
    ),
    "trader": Profile(
        "trader",
        flows={
            "trade": 1.45,
            "perilous": 1.25,
            "infamous": 1.25,
            "explore": 0.8,
            "hazard": 0.8,
            "fight": 0.8,
            "giant": 0.75,
            "pirate": 0.75,
            "creature": 0.8,
        },
        res={"fabric": 0.2, "metal": 0.2, "rum": 0.2, "wood": 0.1},
        track="trade",
    ),
    "upgrader": Profile("upgrader", sails=1.5, weapons=1.5, upgrade_need=1.2, flows={"trade": 1.15}),
}
