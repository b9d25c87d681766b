"""The ``random`` captain: any legal action, uniformly (the simulator's baseline; it reads no view)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engines.base import Rng
from engines.board.actions import Act

__all__ = ["RandomAgent"]


class RandomAgent:
    """Any legal action, uniformly."""

    needs_view = False

    def __init__(self, name: str, rng: Rng) -> None:
        self.name = name
        self.rng = rng

    def choose(self, view: Any, legal: Sequence[Act]) -> Act:
        return legal[self.rng.randrange(len(legal))]
