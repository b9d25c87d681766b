"""The Extra modules (rulebook: Extra modules): the flying hen and the last fisherman.

Both modules are one :class:`ExtraModules` extension (``core.Extension``) plugged into the game's moments, and
keep one number each in the state: ``hen`` and ``hook``, the seat holding the hen token and the hook token
(-1 when the module is not in play). The last fisherman adds one set-up question, ``board.modules.decision.last_fish``: each player in
turn order says when they last ate fish (``ate WHEN``), most recent first in ``FISH_WHEN``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engines.board.actions import Act
from engines.board.config import BoardConfig
from engines.board.core import BoardState, Extension
from engines.board.state import FOOD
from engines.board.steps import FishStep
from engines.board.tables import act

__all__ = [
    "FISHERMAN",
    "FISH_WHEN",
    "HEN",
    "LAST_FISH",
    "ExtraModules",
    "act_fish",
    "legal_fish",
    "load_modules",
    "modules_to_dict",
]

HEN = "hen"
FISHERMAN = "fisherman"
#: The decision of the set-up question (frame kind ``fish``).
LAST_FISH = "board.modules.decision.last_fish"
#: When a player last ate fish, most recent first (``board.modules.when.*`` names them).
FISH_WHEN = ("today", "yesterday", "week", "month", "year", "longer")
_ATE = [act("ate", w) for w in FISH_WHEN]
_RANK = {w: i for i, w in enumerate(FISH_WHEN)}


class ExtraModules(Extension):
    """The flying hen and the last fisherman, as the config puts them in play."""

    def __init__(self, config: BoardConfig) -> None:
        self.hen_on = HEN in config.modules
        self.fisherman_on = FISHERMAN in config.modules

    def after_setup(self, g: BoardState) -> None:
        """The hen to the last player; the fisherman's question."""
        n = g.config.players
        if self.hen_on:
            # The flying hen, After setup: the last player claims the hen token.
            g.hen = (g.first + n - 1) % n
            g.ev("board.modules.event.hen_claim", seat=g.hen)
        if self.fisherman_on:
            # The last fisherman, After setup: the player who last ate fish claims the hook token.
            # Ruling: each player says when they last ate fish, in turn order from the first player.
            order = [(g.first + i) % n for i in range(n)]
            g.push(FishStep(seat=order[0], order=order))

    def on_fail(self, g: BoardState, seat: int) -> None:
        """The hen flies to the seat that failed."""
        # The flying hen, When you Fail an activity: the hen flies to you.
        if self.hen_on and g.hen != seat:
            g.hen = seat
            g.ev("board.modules.event.hen_flies", seat=seat)

    def default_action(self, g: BoardState, seat: int, action: str, replaces: str) -> None:
        """The hook token and a second reward, unless the seat holds the hook."""
        # The last fisherman, When you perform a default action and don't have the hook token:
        # claim the hook token and receive the reward of your action again.
        if not self.fisherman_on or g.hook == seat:
            return
        g.hook = seat
        p = g.players[seat]
        if action == "fish":
            g.ev("board.modules.event.hook_fish", seat=seat, replaces=replaces)
            g.gain(p, FOOD, 1)
        else:
            g.ev("board.modules.event.hook_await", seat=seat, replaces=replaces)
            p.coins += 1

    def maintenance(self, g: BoardState) -> None:
        """The hen's coin; the golden marker to the hook's owner."""
        if self.hen_on and g.hen >= 0:
            # The flying hen, During the Maintenance phase: the owner receives 1 fortune coin.
            g.players[g.hen].coins += 1
            g.ev("board.modules.event.hen_coin", seat=g.hen)
        if self.fisherman_on and g.hook >= 0 and g.first != g.hook:
            # The last fisherman, During the Maintenance phase: pass the golden marker to the hook
            # token's owner (ruling: instead of the player on the left).
            g.first = g.hook
            g.ev("board.modules.event.hook_marker", seat=g.hook)

    def score(self, g: BoardState, parts: list[dict[str, int]]) -> None:
        """The hen's glory point."""
        # The flying hen, At the End of the game: the owner receives 1 glory point.
        if not self.hen_on:
            return
        for seat, pp in enumerate(parts):
            pp["hen"] = 1 if seat == g.hen else 0
        if g.hen >= 0:
            g.ev("board.modules.event.hen_point", seat=g.hen)


# --- the modules' state -------------------------------------------------------------------------------
def modules_to_dict(g: BoardState) -> dict[str, int]:
    """The seats holding the hen and the hook, as saved under ``modules``."""
    return {"hen": g.hen, "hook": g.hook}


def load_modules(g: BoardState, data: Any) -> None:
    """Read back :func:`modules_to_dict`."""
    if not isinstance(data, Mapping):
        raise TypeError("modules must be a table")
    n = g.config.players
    hen, hook = int(data.get("hen", -1)), int(data.get("hook", -1))
    if not -1 <= hen < n or not -1 <= hook < n:
        raise ValueError("modules: hen and hook must be seats")
    g.hen, g.hook = hen, hook


# --- the set-up question of the last fisherman --------------------------------------------------------
def legal_fish(g: BoardState, f: FishStep) -> list[Act]:
    """When did you last eat fish?"""
    return _ATE


def act_fish(g: BoardState, f: FishStep, a: Act) -> None:
    """Record the answer; once everyone answered, the most recent claims the hook token."""
    seat = f.seat
    g.ev("board.modules.event.fish_answer", seat=seat, when=a[1])
    f.answers.append(a[1])
    order = f.order
    if len(f.answers) < len(order):
        f.seat = order[len(f.answers)]
        return
    best = min(_RANK[w] for w in f.answers)
    tied = [s for s, w in zip(order, f.answers, strict=True) if _RANK[w] == best]
    if len(tied) > 1:
        # Ruling: players who ate fish equally recently draw lots (the generator).
        g.ev("board.modules.event.fish_tie", reveals=True, seats=list(tied))
        winner = tied[g.rng.randrange(len(tied))]
    else:
        winner = tied[0]
    g.hook = winner
    g.ev("board.modules.event.hook_claim", seat=winner, when=FISH_WHEN[best])
    g.frames.pop()
