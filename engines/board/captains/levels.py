"""The ``easy`` and ``medium`` captains: the greedy planning with human-like slips, and with its holes fixed.

- ``easy``: it often rolls without weighing food, rum and coins, sometimes takes a plausible but not the best
  placement, action or course, and answers other captains on instinct. A beginner can beat it.
- ``medium``: it weighs a trade offer and an escape by the exact duel odds and the score (the fixes the
  balance report asked for), and remembers its valuations by position (``Memory``: the hard captain's
  rollouts play it thousands of times, and share what it worked out).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from collections.abc import Set as AbstractSet
from typing import Any, ClassVar

from engines.base import Rng
from engines.board import odds
from engines.board.actions import Act
from engines.board.captains import answers
from engines.board.captains.chances import p_duel
from engines.board.captains.greedy import HANDLERS, GreedyAgent
from engines.board.captains.planner import Handler, Planner
from engines.board.captains.profiles import Profile
from engines.board.config import BoardConfig
from engines.board.content import Content
from engines.board.view import BoardView, PlayerView

__all__ = ["EasyCaptain", "MediumCaptain", "Memory"]


def _leader_gap(g: Planner, other: PlayerView) -> float:
    """How far ``other`` is ahead of me in cards and gems (a rough score gap)."""
    me = g.me
    return float((len(other.gems) - len(me.gems)) + 0.5 * (other.treasures - me.treasures))


def _answer(g: Planner, legal: Sequence[Act]) -> Act:
    """As the greedy captain, but a trade that helps a captain who is ahead of me is refused."""
    choice = answers.answer(g, legal)
    if choice == Act("accept"):
        other = g.v.players[g.d.other]
        if _leader_gap(g, other) >= 2:
            return Act("refuse")
    return choice


def _escape(g: Planner, legal: Sequence[Act]) -> Act:
    """Fight or escape by the duel's exact odds: fighting risks planks and a steal; escaping fails sometimes
    and then the fight happens anyway."""
    me = g.me
    att = g.v.players[g.d.other]
    win, lose = p_duel(me.weapons, me.planks, att.weapons, att.planks)
    esc = float(odds.escape_odds(me.sails, att.sails))
    fight_value = win * 2.0 - lose * 2.5
    escape_value = (1 - esc) * fight_value
    return Act("fight") if fight_value > escape_value + 0.1 else Act("escape")


def _mist(g: Planner, legal: Sequence[Act]) -> Act:
    """Solo set-up: the mist tile's space (the rules make its position irrelevant)."""
    return legal[0]


class _Values:
    """What a medium captain worked out at one position (see :class:`Memory`)."""

    __slots__ = ("known", "plans", "res", "target")

    def __init__(self) -> None:
        self.plans: dict[tuple[str, str], float] = {}  # ``Planner.plans``
        self.known: dict[str, float] = {}  # ``Planner.known``
        self.res: dict[str, float] = {}  # ``res_value`` of my own hold
        self.target: dict[tuple[str, bool], float] = {}  # ``target_value``


class Memory:
    """What medium captains of one profile worked out at each position of one game (its content and settings):
    the values of resources, card activities and target seas, which read nothing but the position (see
    :meth:`MediumCaptain.new_position`) and the card. A captain keeps its own; the hard captain's rollouts
    share one per profile, so a position met again in another sampled world (every rollout of a search starts
    from the same one) is not valued again. At most ``limit`` positions: then it starts again."""

    __slots__ = ("config", "content", "epoch", "limit", "positions")

    def __init__(self, limit: int = 16) -> None:
        self.limit = limit
        self.content: Content | None = None
        self.config: BoardConfig | None = None
        self.epoch = 0  # counts the times it started again for other settings
        self.positions: dict[tuple[Any, ...], _Values] = {}

    def settle(self, content: Content, config: BoardConfig) -> None:
        """Forget everything if ``content`` or ``config`` is not the game's it remembers."""
        if config is self.config and content is self.content:
            return
        if content is not self.content or config != self.config:
            self.positions = {}
            self.content = content
            self.epoch += 1
        self.config = config  # an equal config (a rollout's sampled world has its own)

    def values(self, position: tuple[Any, ...]) -> _Values:
        """The values worked out at ``position`` so far (none if it is new)."""
        values = self.positions.get(position)
        if values is None:
            if len(self.positions) >= self.limit:
                self.positions = {}
            values = self.positions[position] = _Values()
        return values


class MediumCaptain(GreedyAgent):
    """The greedy planning, improved where the balance report showed holes (see the module docstring)."""

    handlers: ClassVar[Mapping[str, Handler]] = {
        **HANDLERS,
        "answer": _answer,
        "escape": _escape,
        "mist": _mist,
    }

    def __init__(
        self, name: str, rng: Rng, profile: Profile | None = None, memory: Memory | None = None
    ) -> None:
        super().__init__(name, rng, profile)
        #: what it worked out at the positions it met (the hard captain shares one among its rollouts' captains)
        self.memory = Memory() if memory is None else memory
        self._position: tuple[Any, ...] = ()
        self._res_cache: dict[str, float] = {}
        self._target_cache: dict[tuple[str, bool], float] = {}

    def new_position(self) -> None:
        """Take the values of resources, card activities and target seas already worked out at this position
        (:class:`Memory`): the position is all they read besides the card, my hold, coins, hull, upgrades, gems,
        tracks and ready bonus tokens, the bonus tokens left on the seas, the Solo curses and in Solo the turns left
        (it values resources and upgrades by them), in one game's content and settings (the hard captain's rollouts
        ask for them at every decision of a turn)."""
        v, me, solo = self.v, self.me, self.v.solo
        memory = self.memory
        memory.settle(v.content, v.config)
        position = (
            memory.epoch,
            solo.curses if solo is not None else None,
            tuple(me.res),
            me.coins,
            me.planks,
            me.sails,
            me.weapons,
            tuple(me.gems),
            tuple((t, tuple(cards)) for t, cards in me.tracks.items()),
            frozenset(self.tok),
            tuple(v.bonus.items()),
            # Solo values resources and upgrades by the turns left
            (v.golden, v.pending.turn.cycle if v.pending.turn is not None else 0)
            if solo is not None
            else None,
        )
        if position != self._position:
            self._position = position
            values = memory.values(position)
            self.plans, self.known = values.plans, values.known
            self._res_cache, self._target_cache = values.res, values.target

    def target_value(self, sea: str, remaining: AbstractSet[str]) -> float:
        """As the greedy captain's, remembered (see :meth:`new_position`) by the card on top of the sea's pile
        and whether the action that reaches it is among the actions left (all it reads of them): Land for an
        island, Dock for a port, none for an encounter, either on an empty sea."""
        pile = self.v.revealed[sea]
        if pile:
            cid = pile[-1]
            reach = self.t.ctype[cid]
            key = (cid, reach != "encounter" and ("land" if reach == "island" else "dock") in remaining)
        else:
            key = ("", "land" in remaining or "dock" in remaining)
        cache = self._target_cache
        value = cache.get(key)
        if value is None:
            value = cache[key] = super().target_value(sea, remaining)
        return value

    def res_value(self, r: str, me: PlayerView | None = None) -> float:
        """As the greedy captain's, remembered for my own hold (see :meth:`new_position`): it is asked very
        often."""
        if me is not None and me is not self.me:
            return super().res_value(r, me)
        cache = self._res_cache
        value = cache.get(r)
        if value is None:
            value = cache[r] = super().res_value(r)
        return value


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

    def choose(self, view: BoardView, legal: Sequence[Act]) -> Act:
        if len(legal) == 1:
            return legal[0]
        kind = view.pending.name
        if kind == "roll" and self.rng.randrange(100) < 35 and Act("roll") in legal:
            return Act("roll")  # forgot to weigh food, rum and coins
        slip = _EASY_SLIPS.get(kind, 0.0)
        if slip and self.rng.randrange(1000) < slip * 1000:
            sensible = [a for a in legal if a[0] not in ("end",) or len(legal) == 1]
            if sensible:
                return sensible[self.rng.randrange(len(sensible))]
        return super().choose(view, legal)
