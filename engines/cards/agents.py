"""AI captains for 7Seas: random, easy, medium and hard, each deciding from its seat's view only.

Every agent owns an :class:`engines.base.Rng` seeded by the caller, so the same seed,
view and legal list give the same choice. ``choose(view, legal)`` receives
``game.view(seat)`` and ``game.legal_actions()``; nothing else of the game. Random and
easy live here; medium in :mod:`engines.cards.medium`, hard in :mod:`engines.cards.hard`.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from engines.base import Rng
from engines.cards.actions import Action, Play, StealCard, StealFrom
from engines.cards.deck import CARD_CODES, VALUE
from engines.cards.hard import DEFAULT_BUDGET, HardAgent
from engines.cards.medium import MediumAgent
from engines.cards.view import CardView

__all__ = [
    "AGENT_LEVELS",
    "DEFAULT_BUDGET",
    "CardAgent",
    "EasyAgent",
    "HardAgent",
    "MediumAgent",
    "RandomAgent",
    "agent_from_rng",
    "make_agent",
]

AGENT_LEVELS: tuple[str, ...] = ("random", "easy", "medium", "hard")

_LIMITS = [0] + [(1 << 64) - ((1 << 64) % n) for n in range(1, 257)]


class RandomAgent:
    """Any legal action, uniformly (the benchmark's agent; needs no view).

    Uniform like ``Rng.randrange`` (same rejection sampling, limits precomputed, no
    draw when there is one choice): this agent is the benchmark's hot path.
    """

    needs_view = False

    def __init__(self, rng: Rng, name: str = "random") -> None:
        self.name = name
        self.rng = rng

    def choose(self, view: CardView | None, legal: Sequence[Action]) -> Action:
        n = len(legal)
        if n == 1:
            return legal[0]
        if n > 256:
            return legal[self.rng.randrange(n)]
        limit = _LIMITS[n]
        next64 = self.rng.next64
        while True:
            x = next64()
            if x < limit:
                return legal[x % n]


class EasyAgent:
    """Legal and a little sensible: takes as many cards as it can, keeps the kraken for a big
    sweep, steals the richest card it sees; otherwise plays at random."""

    needs_view = True

    def __init__(self, rng: Rng, name: str = "easy") -> None:
        self.name = name
        self.rng = rng

    def choose(self, view: CardView, legal: Sequence[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        first = legal[0]
        if isinstance(first, StealFrom):
            return legal[self.rng.randrange(len(legal))]
        if isinstance(first, StealCard):
            return max(legal, key=lambda a: VALUE[CARD_CODES[a.card]])  # type: ignore[union-attr]
        best: list[Action] = []
        best_score = -math.inf
        for action in legal:
            assert isinstance(action, Play)
            score = len(action.take) - 2.5 if action.sweep else float(len(action.take))
            if score > best_score:
                best, best_score = [action], score
            elif score == best_score:
                best.append(action)
        return best[self.rng.randrange(len(best))]


CardAgent = RandomAgent | EasyAgent | MediumAgent | HardAgent
"""Any 7Seas captain."""


def make_agent(level: str, seed: int, budget: float | None = None) -> CardAgent:
    """An AI captain of ``level`` (``AGENT_LEVELS``) with its own generator seeded by ``seed``.

    ``budget`` is the thinking time per decision in seconds (hard only; default 0.5).

    Raises:
        ValueError: unknown level.
    """
    return agent_from_rng(level, Rng(seed), budget)


def agent_from_rng(level: str, rng: Rng, budget: float | None = None) -> CardAgent:
    """Like :func:`make_agent`, with a generator the caller already made (the simulator's)."""
    if level == "random":
        return RandomAgent(rng)
    if level == "easy":
        return EasyAgent(rng)
    if level == "medium":
        return MediumAgent(rng)
    if level == "hard":
        return HardAgent(rng, budget)
    raise ValueError(f"unknown AI level {level!r}; choose from {', '.join(AGENT_LEVELS)}")
