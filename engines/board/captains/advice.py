"""The advisor: what the hard captain would do in a seat's place, with what its search learned of each choice.

``advise(view, legal, seed)`` runs the hard captain's search (``HardCaptain.ranked``) on the seat's own view
only (the worlds it samples agree with everything public and nothing else) and returns an :class:`Advice`:
the candidates ranked, the choice first, each an ``Estimate`` (mean evaluation, own glory points, the paired
gain over the medium choice with its standard error, and the mean change of the seat's gems, cards,
treasures, upgrades, planks, coins and resources: the "why" the table shows). It spends a larger budget than a
captain's turn (the player asked and waits) and stops at once when ``stop()`` returns True.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from engines.base import Rng
from engines.board.actions import Act
from engines.board.captains.search import DEFAULT_BUDGET, STATS, WEIGHTS, Estimate, HardCaptain, weight_of
from engines.board.view import BoardView

__all__ = ["ADVISOR_BUDGET", "ADVISOR_WALL", "Advice", "advise"]

#: The advisor's thinking time per searched decision of weight 1, seconds of its thread's CPU (more than a
#: captain's turn: the player asked, and the estimates of every candidate are shown).
ADVISOR_BUDGET = 4 * DEFAULT_BUDGET
#: And never longer than this by the wall clock, seconds.
ADVISOR_WALL = 6.0


@dataclass(frozen=True, slots=True)
class Advice:
    """The advisor's answer: ``ranked`` the candidates (the hard captain's choice first, then by value),
    ``searched`` whether the search compared them (False: the decision is one the hard captain leaves to the
    medium captain's exact odds, or it has one legal action), ``worlds`` the sampled worlds, ``stats`` the
    names of ``Estimate.changes``; ``cancelled`` when ``stop`` ended it early."""

    ranked: tuple[Estimate, ...]
    searched: bool
    worlds: int
    stats: tuple[str, ...] = STATS
    cancelled: bool = False

    @property
    def choice(self) -> Act:
        return self.ranked[0].action


def advise(
    view: BoardView,
    legal: Sequence[Act],
    seed: int,
    budget: float = ADVISOR_BUDGET,
    stop: Callable[[], bool] | None = None,
) -> Advice:
    """What the hard captain would do from ``view`` (see the module docstring)."""
    captain = HardCaptain("hard", Rng(seed), budget=budget)
    captain.max_wall = ADVISOR_WALL
    captain.wall_factor = ADVISOR_WALL / max(budget, 1e-6)
    captain.stop = stop
    kind = view.pending.name
    weight = weight_of(kind, view.config.solo) if kind in WEIGHTS else 1.0
    ranked = captain.ranked(view, legal, weight)
    searched = len(legal) > 1 and any(e.worlds for e in ranked)
    cancelled = stop is not None and stop()
    return Advice(tuple(ranked), searched, captain.last_iterations, cancelled=cancelled)
