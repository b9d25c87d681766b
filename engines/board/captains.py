"""The board game's AI captains by level: ``easy``, ``medium`` and ``hard``, each with a strategy profile.

A captain's name is a level, a profile, or both: ``hard``, ``fighter`` (the greedy captain of that profile, as
before), ``hard:fighter``, ``easy:trader``. The levels:

- ``easy``: the greedy planning with human-like mistakes: it often rolls without weighing food, rum and
  coins, sometimes takes a plausible but not the best placement, action or course, and answers other
  captains on instinct. A beginner can beat it.
- ``medium``: the greedy planning (``engines.board.agents.GreedyAgent``) with the fixes the balance report
  asked for: it weighs a trade offer and an escape by the exact duel odds and the score, and keeps the
  planks' glory points in mind when the game nears its end.
- ``hard``: a search captain (``engines.board.search``) thinking to a time budget, with the medium captain
  as its rollout policy.

The profiles (``explorer``, ``fighter``, ``trader``, ``upgrader``; ``greedy`` is the balanced one) keep their
weights at every level. All of them read the pending decision through :func:`pending` only.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engines.base import Rng
from engines.board import odds
from engines.board.actions import Act
from engines.board.agents import PROFILES, GreedyAgent, Profile, RandomAgent
from engines.board.decision import describe

__all__ = ["CAPTAINS", "LEVELS", "EasyCaptain", "MediumCaptain", "make_captain", "other_seat", "split_name"]

LEVELS = ("easy", "medium", "hard")
#: Every captain name the simulator and the app accept.
CAPTAINS: tuple[str, ...] = (
    "random",
    *PROFILES,
    *LEVELS,
    *(f"{level}:{profile}" for level in LEVELS for profile in PROFILES if profile != "greedy"),
)


def other_seat(view: dict[str, Any]) -> int:
    """The other captain of the pending decision (a trade's proposer, an attacker), from the public Decision."""
    return describe(view).other


def split_name(name: str) -> tuple[str, Profile]:
    """(level, profile) of a captain name; a bare profile is the greedy captain (level ``greedy``)."""
    level, _, prof = name.partition(":")
    if level in PROFILES and not prof:
        return "greedy", PROFILES[level]
    if level not in LEVELS or (prof and prof not in PROFILES):
        raise ValueError(f"unknown captain {name!r}")
    return level, PROFILES[prof or "greedy"]


class MediumCaptain(GreedyAgent):
    """The greedy planning, improved where the balance report showed holes (see the module docstring)."""

    def choose(self, view: dict[str, Any], legal: Sequence[Act]) -> Act:
        self._res_cache: dict[tuple[str, int], float] = {}
        self._target_cache: dict[tuple[str, frozenset[str]], float] = {}
        return super().choose(view, legal)

    def target_value(self, sea: str, remaining: set[str]) -> float:
        """As the greedy captain's, remembered for the decision (a placement asks it for every spot)."""
        key = (sea, frozenset(remaining))
        cache = self._target_cache
        value = cache.get(key)
        if value is None:
            value = cache[key] = super().target_value(sea, remaining)
        return value

    def res_value(self, r: str, me: dict[str, Any] | None = None) -> float:
        """As the greedy captain's, remembered for the decision (it is asked very often)."""
        key = (r, id(me))
        cache = self._res_cache
        value = cache.get(key)
        if value is None:
            value = cache[key] = super().res_value(r, me)
        return value

    def _answer(self, legal: Sequence[Act]) -> Act:
        # a trade that helps a captain who is ahead of me is refused unless it pays well
        choice = super()._answer(legal)
        if choice == Act("accept"):
            other = self.v["players"][other_seat(self.v)]
            if self._leader_gap(other) >= 2:
                return Act("refuse")
        return choice

    def _mist(self, legal: Sequence[Act]) -> Act:
        """Solo set-up: the mist tile's space (the rules make its position irrelevant)."""
        return legal[0]

    def _leader_gap(self, other: dict[str, Any]) -> float:
        """How far ``other`` is ahead of me in cards and gems (a rough score gap)."""
        me = self.me
        return float((len(other["gems"]) - len(me["gems"])) + 0.5 * (other["treasures"] - me["treasures"]))

    def _escape(self, legal: Sequence[Act]) -> Act:
        me = self.me
        att = self.v["players"][other_seat(self.v)]
        win, lose = odds_duel(me["weapons"], me["planks"], att["weapons"], att["planks"])
        esc = float(odds.escape_odds(me["sails"], att["sails"]))
        # fighting risks planks and a steal; escaping fails sometimes and then the fight happens anyway
        fight_value = win * 2.0 - lose * 2.5
        escape_value = (1 - esc) * fight_value
        return Act("fight") if fight_value > escape_value + 0.1 else Act("escape")


def odds_duel(dice: int, hull: int, their: int, their_hull: int) -> tuple[float, float]:
    from engines.board.agents import _p_duel

    return _p_duel(dice, hull, their, their_hull)


#: Decisions where an easy captain sometimes takes a plausible second choice.
_EASY_SLIPS = {
    "place": 0.2,
    "action": 0.12,
    "sail": 0.1,
    "hideout": 0.5,
    "track": 0.3,
    "reward": 0.3,
    "encounter": 0.1,
    "escape": 0.3,
    "answer": 0.3,
    "overload": 0.3,
    "steal": 0.3,
}


class EasyCaptain(GreedyAgent):
    """The greedy planning with human-like mistakes (see the module docstring)."""

    def choose(self, view: dict[str, Any], legal: Sequence[Act]) -> Act:
        if len(legal) == 1:
            return legal[0]
        kind = view["decision"].rsplit(".", 1)[1]
        if kind == "roll" and self.rng.randrange(100) < 35 and Act("roll") in legal:
            return Act("roll")  # forgot to weigh food, rum and coins
        slip = _EASY_SLIPS.get(kind, 0.0)
        if slip and self.rng.randrange(1000) < slip * 1000:
            sensible = [a for a in legal if a[0] not in ("end",) or len(legal) == 1]
            if sensible:
                return sensible[self.rng.randrange(len(sensible))]
        return super().choose(view, legal)


def make_captain(name: str, rng: Rng, budget: float | None = None) -> Any:
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
    from engines.board.search import HardCaptain

    return HardCaptain(name, rng, profile, budget)
