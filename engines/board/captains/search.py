"""The hard captain: determinized Monte Carlo search to a time budget (design: ``engines/board/AI.md``).

Each iteration samples one world that agrees with the seat's view (``view.sample_world``: every sea deck's
remaining cards, known from what is public, in a random order, and a fresh stream of dice), then plays every
candidate action in that same world followed by a rollout of the medium captains to a horizon, and scores the
result with :func:`evaluate`. Comparing the candidates in the same sampled worlds (common random numbers)
removes most of the noise of dice and draws from their differences. The captain keeps the medium captain's
choice unless another action is better by more than the noise left.
"""

from __future__ import annotations

import math
import time
from collections.abc import Sequence

from engines.base import Rng
from engines.board.actions import Act
from engines.board.captains.levels import MediumCaptain
from engines.board.captains.profiles import Profile
from engines.board.captains.turns import place_value
from engines.board.game import BoardGame
from engines.board.scoring import score_parts
from engines.board.solo import solo_card_points
from engines.board.state import Phase
from engines.board.view import BoardView, shared_view

__all__ = ["DEFAULT_BUDGET", "SEARCHED", "WEIGHTS", "HardCaptain", "evaluate", "horizon_for", "turns_left"]

#: Thinking time per searched decision of weight 1, seconds of the thinking thread's CPU. 0.3 keeps a
#: captain's turn brisk at the table (a placement thinks 0.6 s, a small answer 0.15 s).
DEFAULT_BUDGET = 0.3
#: The budget is thinking time of the captain's own thread (so a busy machine does not weaken it), but a
#: decision never takes longer than this many times the budget by the clock on the wall.
WALL_FACTOR = 1.4
#: The share of the budget each decision kind thinks for (1 = ``budget``). The placement picks the turn's two
#: actions and gets the most; kinds left out (boosting a roll: exact odds do better than samples, paying,
#: picking a resource) follow the medium captain at once.
WEIGHTS: dict[str, float] = {
    "hideout": 2.0,
    "place": 2.0,
    "action": 1.0,
    "sail": 1.0,
    "encounter": 1.0,
    "track": 1.0,
    "reduce": 0.5,
    "escape": 0.5,
    "answer": 0.5,
    "steal": 0.5,
    "overload": 0.5,
    "home": 0.5,
    "reward": 0.5,
    "extra": 0.5,
    "forgo": 0.5,
    "repair": 0.5,
    "planks_token": 0.5,
}
SEARCHED = frozenset(WEIGHTS)
#: Most candidates compared in one decision (the medium choice is always one of them).
MAX_CANDIDATES = 8
#: Most placements compared (the planner's best ones).
MAX_PLACEMENTS = 5
#: Fewest worlds in which an alternative must have been played before it can replace the medium choice: two
#: paired differences give a poor estimate of their own spread. At 3-5 players, where a rollout is dearer and
#: the game noisier, the captain asks for more.
MIN_WORLDS = 2
MIN_WORLDS_MULTI = 4
#: No decision takes longer than this by the wall clock (seconds).
MAX_WALL = 1.9


def evaluate(game: BoardGame, seat: int) -> float:
    """A static evaluation from ``seat``'s side, in glory points: its score against the best other one, with
    resources and coins counted by fractions, and a bonus for a won game once it is over."""
    advanced = game.config.advanced
    players = game.players
    if game.phase is Phase.OVER:
        scores = game.result["scores"]
        best_other = max(s for i, s in enumerate(scores) if i != seat) if len(scores) > 1 else 0
        bonus = 3.0 if seat in game.result.get("winners", ()) else -3.0
        if len(scores) == 1:
            bonus = 0.0  # solo: the score is all
        return float(scores[seat] - best_other + bonus)
    gems_total = len(game.content.seas)
    values = []
    solo = game.config.solo
    for p in players:
        parts = score_parts(advanced, p, players, gems_total, game.max_planks)
        if solo:  # the solo card-track table, as the end of a solo game counts them
            parts["cards"] = sum(solo_card_points(len(t)) for t in p.tracks.values())
        v = float(sum(parts.values()))
        v += (sum(p.res) % 3) / 3.0 * 0.6 + 0.25 * p.coins
        if not advanced:
            # a track of 3 cards is close to the 2 points of 4
            v += sum(0.6 for t in p.tracks.values() if len(t) == 3)
        values.append(v)
    best_other = max(v for i, v in enumerate(values) if i != seat) if len(values) > 1 else 0.0
    return values[seat] - best_other


#: Turns per seat a rollout plays in Advanced and in Discovery at 3-5 players, early in the game, where the
#: static evaluation judges well enough; in Discovery with 2 players and in Solo a rollout plays to the end of
#: the game (it is short, and the final score is exact).
SHORT_HORIZON = 2
TO_THE_END = 99
#: In Discovery at 3-5 players a rollout plays to the end once the end is this near (turns per seat left, the
#: current one included: the last three rounds) and the rest of the game is at most ``END_WITHIN_TURNS`` turns
#: of all seats (so at 5 players only the last two rounds): there it costs at most about three times a short
#: one, and the final score judges it exactly. From the start of a four-seat game it costs so much that a
#: decision sees two or three worlds, too few to leave the medium choice, so the first rounds keep the short
#: horizon (``engines/board/AI.md``).
END_WITHIN = 6
END_WITHIN_TURNS = 24


def turns_left(game: BoardGame) -> int:
    """Turns per seat left in ``game``, the current one included (two per round; the last round is the one
    that starts with no coin left on the golden spaces)."""
    cycle, _ = game.round_position()
    return int(game.golden) * 2 + 2 - cycle


def horizon_for(game: BoardGame) -> int:
    """How many turns per seat the hard captain's rollouts play from this position of ``game``."""
    config = game.config
    if config.solo or (not config.advanced and config.players <= 2):
        return TO_THE_END
    left = turns_left(game)
    if not config.advanced and left <= END_WITHIN and left * config.players <= END_WITHIN_TURNS:
        return TO_THE_END
    return SHORT_HORIZON


def _clock(game: BoardGame) -> int:
    """How many turns have started in the game (the game frame's round, cycle and seat position)."""
    cycle, pos = game.round_position()
    n = game.num_seats
    return int(game.round * 2 * n + cycle * n + pos)


class HardCaptain(MediumCaptain):
    """The search captain: see the module docstring. ``budget`` is seconds per searched decision of weight 1
    (:data:`WEIGHTS`); ``horizon`` is how many turns per seat a rollout plays (``None``: :func:`horizon_for`
    the position); ``iterations`` (tests) replaces the clock by a fixed number of sampled worlds."""

    #: the acceptance test: an alternative must beat the medium choice by ``z`` standard errors plus ``margin``
    z = 1.0
    margin = 0.05

    def __init__(
        self,
        name: str,
        rng: Rng,
        profile: Profile | None = None,
        budget: float | None = None,
        iterations: int = 0,
        horizon: int | None = None,
    ) -> None:
        super().__init__(name, rng, profile)
        self.budget = DEFAULT_BUDGET if budget is None else budget
        self.iterations = iterations
        self.horizon = horizon
        self.last_iterations = 0
        #: the wall-clock cap as a multiple of the budget (the simulator lifts it to measure strength alone)
        self.wall_factor = WALL_FACTOR
        self.weights = dict(WEIGHTS)

    def choose(self, view: BoardView, legal: Sequence[Act]) -> Act:
        plain = super().choose(view, legal)
        if len(legal) == 1:
            return plain
        kind = view.pending.name
        weight = self.weights.get(kind, 0.0)
        if weight <= 0:
            return plain
        return self.search(view, legal, plain, weight)

    def _candidates(self, kind: str, legal: Sequence[Act], plain: Act) -> list[Act]:
        rest = [a for a in legal if a != plain]
        if kind == "place":
            # the planner's own ranking of the placements: the search compares the best few
            values = {a: place_value(self, a) for a in rest}
            rest.sort(key=lambda a: -values[a])
            return [plain, *rest[: MAX_PLACEMENTS - 1]]
        if len(rest) >= MAX_CANDIDATES:
            self.rng.shuffle(rest)
        return [plain, *rest[: MAX_CANDIDATES - 1]]

    def search(self, view: BoardView, legal: Sequence[Act], plain: Act, weight: float = 1.0) -> Act:
        """Compare the candidates in the same sampled worlds; keep ``plain`` unless beaten clearly.

        Every world is played once per live candidate (common random numbers). When the time left cannot
        pay for another world of every live candidate, the weakest ones (never ``plain``) are dropped so the
        rest still get one; besides, after 2, 4, 8... worlds the weaker half is dropped. The final test is on
        paired differences with ``plain``: an alternative must beat it by ``z`` standard errors of that
        difference plus ``margin``.
        """
        budget = self.budget * weight
        t_wall = time.perf_counter()
        t_cpu = time.thread_time()
        wall_deadline = t_wall + min(self.wall_factor * budget, MAX_WALL)
        deadline = t_cpu + budget
        seat = view.seat
        kind = view.pending.name
        cands = self._candidates(kind, legal, plain)
        content = view.content
        k = len(cands)
        diff = [0.0] * k  # sum of (value of candidate i - value of plain) over the worlds both saw
        diff_sq = [0.0] * k
        seen = [0] * k
        alive = list(range(k))
        n = 0
        next_cut = 2
        rollouts = 0
        horizon = self.horizon  # set from the first world (every world is the same position)
        while True:
            if n and not self.iterations:
                # what one more rollout costs; keep only as many candidates as the time left pays for
                per = (time.thread_time() - t_cpu) / rollouts
                left = deadline - time.thread_time()
                afford = int(left / per) if per > 0 else len(alive)
                if afford < 2 and n >= 2:
                    break
                if afford < len(alive):
                    ranked = sorted(alive[1:], key=lambda i: -diff[i] / seen[i])
                    alive = [0, *ranked[: max(1, afford - 1)]]
            world = view.sample_world(self.rng)
            roll_seed = self.rng.next64()
            values = {}
            for i in alive:
                if n >= 2 and not self.iterations and self._out_of_time(deadline, wall_deadline):
                    break  # this world is left unfinished: the time is up
                game = BoardGame.from_dict(world, content)
                if horizon is None:
                    horizon = horizon_for(game)
                values[i] = self._rollout(game, cands[i], seat, roll_seed, horizon)
                rollouts += 1
            if len(values) < len(alive):
                break
            base = values[0]
            for i, v in values.items():
                d = v - base
                diff[i] += d
                diff_sq[i] += d * d
                seen[i] += 1
            n += 1
            if self.iterations:
                if n >= self.iterations:
                    break
            elif n >= 2 and self._out_of_time(deadline, wall_deadline):
                break
            if n == next_cut and len(alive) > 2:
                next_cut *= 2
                ranked = sorted(alive[1:], key=lambda i: -diff[i] / seen[i])
                alive = [0, *ranked[: max(1, (len(ranked) + 1) // 2)]]
        self.last_iterations = n
        best = max(alive, key=lambda i: diff[i] / seen[i] if seen[i] else 0.0)
        if best == 0:
            return plain
        m = seen[best]
        if m < (MIN_WORLDS if view.config.players <= 2 else MIN_WORLDS_MULTI):
            return plain
        mean = diff[best] / m
        var = max(0.0, diff_sq[best] / m - mean * mean) * m / (m - 1)
        return cands[best] if mean > self.z * math.sqrt(var / m) + self.margin else plain

    @staticmethod
    def _out_of_time(deadline: float, wall_deadline: float) -> bool:
        return time.thread_time() >= deadline or time.perf_counter() >= wall_deadline

    def _rollout(self, game: BoardGame, action: Act, seat: int, seed: int, horizon: int) -> float:
        """Play ``action``, then medium captains for every seat for ``horizon`` turns each; the evaluation
        from ``seat``."""
        game.apply(action)
        n = game.num_seats
        stop = _clock(game) + horizon * n
        rng = Rng(seed)
        bots = [MediumCaptain("medium", rng, self.profile if s == seat else None) for s in range(n)]
        while True:
            to_act = game.to_act
            if to_act is None or _clock(game) >= stop:
                break
            legal = game.legal_actions()
            a = legal[0] if len(legal) == 1 else bots[to_act].choose(shared_view(game, to_act), legal)
            game.apply(a)
        return evaluate(game, seat)
