"""The Extra modules (rulebook: Extra modules): the flying hen and the last fisherman.

Both modules plug into the hook points of ``BoardCore._hooks`` and keep one number each in the state:
``hen`` and ``hook``, the seat holding the hen token and the hook token (-1 when the module is not in
play). The last fisherman adds one set-up question, ``board.modules.decision.last_fish``: each player in
turn order says when they last ate fish (``ate WHEN``), most recent first in ``FISH_WHEN``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engines.board.actions import Act
from engines.board.config import BoardConfig
from engines.board.content import Content
from engines.board.core import BoardCore
from engines.board.state import FOOD
from engines.board.steps import FishStep
from engines.board.tables import act

__all__ = ["FISHERMAN", "FISH_WHEN", "HEN", "LAST_FISH", "ModulesMixin"]

HEN = "hen"
FISHERMAN = "fisherman"
#: The decision of the set-up question (frame kind ``fish``).
LAST_FISH = "board.modules.decision.last_fish"
#: When a player last ate fish, most recent first (``board.modules.when.*`` names them).
FISH_WHEN = ("today", "yesterday", "week", "month", "year", "longer")
_ATE = [act("ate", w) for w in FISH_WHEN]
_RANK = {w: i for i, w in enumerate(FISH_WHEN)}


class ModulesMixin(BoardCore):
    """The flying hen and the last fisherman (Extra modules)."""

    def __init__(self, config: BoardConfig, seed: int, content: Content | None = None) -> None:
        super().__init__(config, seed, content)
        self.hen = -1  # seat holding the hen token
        self.hook = -1  # seat holding the hook token
        self._hen_on = HEN in config.modules
        self._fisherman_on = FISHERMAN in config.modules

    # --- state -------------------------------------------------------------------------------
    def modules_to_dict(self) -> dict[str, int]:
        return {"hen": self.hen, "hook": self.hook}

    def modules_from_dict(self, data: Any) -> None:
        if not isinstance(data, Mapping):
            raise TypeError("modules must be a table")
        n = self.config.players
        hen, hook = int(data.get("hen", -1)), int(data.get("hook", -1))
        if not -1 <= hen < n or not -1 <= hook < n:
            raise ValueError("modules: hen and hook must be seats")
        self.hen, self.hook = hen, hook

    # --- hook points ---------------------------------------------------------------------------
    def _hooks(self, moment: str, **params: Any) -> None:
        if self._hen_on or self._fisherman_on:
            if moment == "on_fail":
                self._hen_flies(params["seat"])
            elif moment == "default_action":
                self._default_action(params["seat"], params["action"], params["replaces"])
            elif moment == "maintenance":
                self._modules_maintenance()
            elif moment == "score":
                self._hen_point(params["parts"])
            elif moment == "after_setup":
                self._modules_after_setup()
        super()._hooks(moment, **params)

    def _modules_after_setup(self) -> None:
        n = self.config.players
        if self._hen_on:
            # The flying hen, After setup: the last player claims the hen token.
            self.hen = (self.first + n - 1) % n
            self.ev("board.modules.event.hen_claim", seat=self.hen)
        if self._fisherman_on:
            # The last fisherman, After setup: the player who last ate fish claims the hook token.
            # Ruling: each player says when they last ate fish, in turn order from the first player.
            order = [(self.first + i) % n for i in range(n)]
            self.push(FishStep(seat=order[0], order=order))

    def _hen_flies(self, seat: int) -> None:
        # The flying hen, When you Fail an activity: the hen flies to you.
        if self._hen_on and self.hen != seat:
            self.hen = seat
            self.ev("board.modules.event.hen_flies", seat=seat)

    def _default_action(self, seat: int, action: str, replaces: str) -> None:
        # The last fisherman, When you perform a default action and don't have the hook token:
        # claim the hook token and receive the reward of your action again.
        if not self._fisherman_on or self.hook == seat:
            return
        self.hook = seat
        p = self.players[seat]
        if action == "fish":
            self.ev("board.modules.event.hook_fish", seat=seat, replaces=replaces)
            self.gain(p, FOOD, 1)
        else:
            self.ev("board.modules.event.hook_await", seat=seat, replaces=replaces)
            p.coins += 1

    def _modules_maintenance(self) -> None:
        if self._hen_on and self.hen >= 0:
            # The flying hen, During the Maintenance phase: the owner receives 1 fortune coin.
            self.players[self.hen].coins += 1
            self.ev("board.modules.event.hen_coin", seat=self.hen)
        if self._fisherman_on and self.hook >= 0 and self.first != self.hook:
            # The last fisherman, During the Maintenance phase: pass the golden marker to the hook
            # token's owner (ruling: instead of the player on the left).
            self.first = self.hook
            self.ev("board.modules.event.hook_marker", seat=self.hook)

    def _hen_point(self, parts: list[dict[str, int]]) -> None:
        # The flying hen, At the End of the game: the owner receives 1 glory point.
        if not self._hen_on:
            return
        for seat, pp in enumerate(parts):
            pp["hen"] = 1 if seat == self.hen else 0
        if self.hen >= 0:
            self.ev("board.modules.event.hen_point", seat=self.hen)

    # --- the set-up question of the last fisherman -------------------------------------------
    def _legal_fish(self, f: FishStep) -> list[Act]:
        return _ATE

    def _act_fish(self, f: FishStep, a: Act) -> None:
        seat = f.seat
        self.ev("board.modules.event.fish_answer", seat=seat, when=a[1])
        f.answers.append(a[1])
        order = f.order
        if len(f.answers) < len(order):
            f.seat = order[len(f.answers)]
            return
        best = min(_RANK[w] for w in f.answers)
        tied = [s for s, w in zip(order, f.answers, strict=True) if _RANK[w] == best]
        if len(tied) > 1:
            # Ruling: players who ate fish equally recently draw lots (the generator).
            self.ev("board.modules.event.fish_tie", reveals=True, seats=list(tied))
            winner = tied[self.rng.randrange(len(tied))]
        else:
            winner = tied[0]
        self.hook = winner
        self.ev("board.modules.event.hook_claim", seat=winner, when=FISH_WHEN[best])
        self.frames.pop()
