"""The board game's AI captains: ``random``, the greedy profiles, and the levels ``easy``, ``medium``, ``hard``.

A captain's name is a level, a profile, or both: ``hard``, ``fighter`` (the greedy captain of that profile),
``hard:fighter``, ``easy:trader``. Every captain decides from its seat's view and the legal actions only
(``choose(view, legal)``); the design is in ``engines/board/AI.md``.

Modules
    ``random_captain``  ``random``: any legal action.
    ``profiles``        the strategy profiles (``greedy``, ``explorer``, ``fighter``, ``trader``, ``upgrader``).
    ``chances``         cached exact odds and every way to boost a roll (``boost_options``).
    ``planner``         ``Planner``: reads the view, values resources, cards, activities and rolls, and
                        answers a decision through its table of handlers.
    ``turns``           the planning of a turn: hideout, placement, actions, sailing.
    ``answers``         the answers to encounters, rolls, payments, rewards, trades, attacks...
    ``greedy``          ``GreedyAgent``: the planner with every handler (the profiles' captain).
    ``levels``          ``EasyCaptain`` and ``MediumCaptain``.
    ``search``          ``HardCaptain``: determinized Monte Carlo search over the medium captain.
    ``advice``          ``advise``: the hard captain's ranked choices for a seat's view (the table's advisor).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from engines.base import Rng
from engines.board.actions import Act
from engines.board.captains.advice import Advice, advise
from engines.board.captains.chances import boost_options
from engines.board.captains.greedy import GreedyAgent
from engines.board.captains.levels import EasyCaptain, MediumCaptain
from engines.board.captains.profiles import PROFILES, Profile
from engines.board.captains.random_captain import RandomAgent
from engines.board.captains.search import Estimate, HardCaptain

__all__ = [
    "CAPTAINS",
    "LEVELS",
    "PROFILES",
    "Advice",
    "Captain",
    "EasyCaptain",
    "Estimate",
    "GreedyAgent",
    "HardCaptain",
    "MediumCaptain",
    "Profile",
    "RandomAgent",
    "advise",
    "boost_options",
    "make_captain",
    "split_name",
]

LEVELS = ("easy", "medium", "hard")
#: Every captain name the simulator and the app accept.
CAPTAINS: tuple[str, ...] = (
    "random",
    *PROFILES,
    *LEVELS,
    *(f"{level}:{profile}" for level in LEVELS for profile in PROFILES if profile != "greedy"),
)


def split_name(name: str) -> tuple[str, Profile]:
    """(level, profile) of a captain name; a bare profile is the greedy captain (level ``greedy``)."""
    level, _, prof = name.partition(":")
    if level in PROFILES and not prof:
        return "greedy", PROFILES[level]
    if level not in LEVELS or (prof and prof not in PROFILES):
        raise ValueError(f"unknown captain {name!r}")
    return level, PROFILES[prof or "greedy"]


class Captain(Protocol):
    """What every captain offers: its name, whether it reads a view, and its choice."""

    name: str
    needs_view: bool

    def choose(self, view: Any, legal: Sequence[Act]) -> Act:
        """One of ``legal``, decided from ``view`` (the seat's view; ``None`` when ``needs_view`` is false)."""
        ...


def make_captain(name: str, rng: Rng, budget: float | None = None) -> Captain:
    """The captain called ``name`` (see :data:`CAPTAINS`) with its own generator.

    ``budget`` is the hard captain's thinking time per decision in seconds (``None``: its default).

    Raises:
        ValueError: an unknown name.
    """
    if name == "random":
        return RandomAgent(name, rng)
    level, profile = split_name(name)
    if level == "greedy":
        return GreedyAgent(name, rng, profile)
    if level == "easy":
        return EasyCaptain(name, rng, profile)
    if level == "medium":
        return MediumCaptain(name, rng, profile)
    return HardCaptain(name, rng, profile, budget)
