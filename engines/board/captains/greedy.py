"""The greedy captain: the planner with an answer to every decision (the ``greedy`` level and its profiles)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar

from engines.board.captains import answers, turns
from engines.board.captains.planner import Handler, Planner

__all__ = ["HANDLERS", "GreedyAgent"]

#: Decision name -> its handler: the planning of the turn and the answers to everything else. The Solo
#: set-up's mist tile has none: it goes on the first legal space (the rules make its position irrelevant).
HANDLERS: dict[str, Handler] = {**turns.HANDLERS, **answers.HANDLERS}


class GreedyAgent(Planner):
    """A one-step planner (``engines.board.captains.planner``) with a strategy profile."""

    handlers: ClassVar[Mapping[str, Handler]] = HANDLERS
