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
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from statistics import NormalDist
from typing import NamedTuple

from engines.base import Rng
from engines.board.actions import Act
from engines.board.captains.discovery_value import discovery_future, own_turns_left
from engines.board.captains.levels import MediumCaptain, Memory
from engines.board.captains.planner import turns_left_at
from engines.board.captains.profiles import PROFILES, Profile
from engines.board.captains.solo_value import solo_future
from engines.board.captains.turns import place_value
from engines.board.game import BoardGame
from engines.board.scoring import score_parts
from engines.board.solo import solo_card_points
from engines.board.state import Phase
from engines.board.view import BoardView, PlayerView, shared_view

__all__ = [
    "ALPHA",
    "CONFIRM_SHARE",
    "CONFIRM_SHARE_SOLO",
    "DEFAULT_BUDGET",
    "EVEN_HALVING_SOLO",
    "MAX_PLACEMENTS",
    "MAX_PLACEMENTS_SOLO",
    "SEARCHED",
    "SOLO_END_WITHIN",
    "SOLO_HIDEOUT_WALL",
    "SOLO_HORIZON",
    "STATS",
    "WEIGHTS",
    "WEIGHTS_SOLO",
    "Estimate",
    "HardCaptain",
    "Outcome",
    "critical_value",
    "evaluate",
    "glory",
    "halving_cuts",
    "horizon_for",
    "seat_stats",
    "turns_left",
    "weight_of",
]

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
#: Solo: the kinds that think longer than :data:`WEIGHTS` gives them. In traces of the hard captain's Solo games
#: a reward's colour and an overloaded hold's discard were where the search gained most per second of thought
#: (``engines/board/AI.md``, "Solo: more thought for a reward and a discard"); the hideout, chosen once for the
#: whole voyage, thinks four times as long as elsewhere, which a long search of every hideout found worth most
#: of its regret (AI.md, "Solo: an even schedule of halving, and a longer look at the hideout").
WEIGHTS_SOLO: dict[str, float] = {"reward": 2.0, "overload": 1.5, "hideout": 8.0}


def weight_of(kind: str, solo: bool, weights: Mapping[str, float] = WEIGHTS) -> float:
    """The share of the budget a decision of ``kind`` thinks for (0: not searched), in a ``solo`` game or not."""
    weight = weights.get(kind, 0.0)
    if solo and weight > 0:
        weight = WEIGHTS_SOLO.get(kind, weight)
    return weight


#: Most candidates compared in one decision (the medium choice is always one of them).
MAX_CANDIDATES = 8
#: Most placements compared (the planner's best ones). The planner rates a spot's captain and officer nearly
#: alike, so at a round's first placement its best five lie on about three of the six spots; in Solo, where a
#: rollout plays one seat and a placement sees dozens of worlds, the search affords nine
#: (``engines/board/AI.md``, "Solo: more placements compared").
MAX_PLACEMENTS = 5
MAX_PLACEMENTS_SOLO = 9
#: Fewest worlds in which an alternative must have been played before it can replace the medium choice: two
#: paired differences give a poor estimate of their own spread. At 3-5 players, where a rollout is dearer and
#: the game noisier, the captain asks for more.
MIN_WORLDS = 2
MIN_WORLDS_MULTI = 4
#: No decision takes longer than this by the wall clock (seconds): a player waits at most this long for a
#: captain at the table, however busy the machine (issue 23: p95 <= 0.6 s). A placement's full budget (0.6 s of
#: CPU) is cut short by it only on a loaded machine; the simulator lifts it to measure strength alone.
MAX_WALL = 0.55
#: The Solo hideout's own cap by the wall clock (seconds): its 2.4 s of CPU (:data:`WEIGHTS_SOLO`) and the
#: margin of :data:`WALL_FACTOR`, once a game, before the first round, while the table shows the captain thinking.
SOLO_HIDEOUT_WALL = 3.4
#: Most positions the rollouts' captains of one profile remember (``levels.Memory``), kept from one search to
#: the next: a search's rollouts all start from one position, and its worlds meet the same positions again.
ROLLOUT_MEMORY = 2048


def evaluate(game: BoardGame, seat: int) -> float:
    """An evaluation from ``seat``'s side, in glory points: once the game is over its final score against the
    best other one with a bonus for a win (in Solo the score); before the end, its expected final score
    (:func:`expected_glory`) against the best other one's in Discovery, the score alone in Solo, and in
    Advanced its points now against the best other one's, with resources and coins counted by fractions."""
    advanced = game.config.advanced
    players = game.players
    if game.phase is Phase.OVER:
        scores = game.result["scores"]
        best_other = max(s for i, s in enumerate(scores) if i != seat) if len(scores) > 1 else 0
        bonus = 3.0 if seat in game.result.get("winners", ()) else -3.0
        if len(scores) == 1:
            bonus = 0.0  # solo: the score is all
        return float(scores[seat] - best_other + bonus)
    if game.config.solo:  # the points now and the medium captain's expected points to come (``solo_value``)
        return expected_glory(game, seat)
    if not advanced:  # each seat's points now and expected points to come (``discovery_value``)
        values = [expected_glory(game, s) for s in range(len(players))]
    else:
        gems_total = len(game.content.seas)
        values = []
        for p in players:
            parts = score_parts(advanced, p, players, gems_total, game.max_planks)
            values.append(float(sum(parts.values())) + (sum(p.res) % 3) / 3.0 * 0.6 + 0.25 * p.coins)
    best_other = max(v for i, v in enumerate(values) if i != seat) if len(values) > 1 else 0.0
    return values[seat] - best_other


def expected_glory(game: BoardGame, seat: int) -> float:
    """``seat``'s own glory points now (:func:`glory`) and, in Solo and Discovery, the points the medium
    captain is expected still to score from here (``solo_value``, ``discovery_value``): its expected final
    score. In Advanced its points now; once the game is over its final score."""
    now = glory(game, seat)
    if game.phase is Phase.OVER or (game.config.advanced and not game.config.solo):
        return now
    p = game.players[seat]
    left = turns_left(game)
    if game.config.solo:
        return now + solo_future(p, game.solo, left)
    _, pos = game.round_position()
    n = game.num_seats
    return now + discovery_future(p, n, own_turns_left(left, seat, game.first, pos, n))


def glory(game: BoardGame, seat: int) -> float:
    """``seat``'s own glory points: its final score once the game is over, else its points now by the mode's
    scoring rules (in Solo the solo card-track table), without the fractions :func:`evaluate` adds."""
    if game.phase is Phase.OVER:
        return float(game.result["scores"][seat])
    p = game.players[seat]
    parts = score_parts(game.config.advanced, p, game.players, len(game.content.seas), game.max_planks)
    if game.config.solo:
        parts["cards"] = sum(solo_card_points(len(t)) for t in p.tracks.values())
    return float(sum(parts.values()))


#: Turns per seat a rollout plays in Discovery and Advanced (Solo has its own below); :func:`evaluate` judges
#: the position it reaches (in Discovery by every seat's fitted points to come: a rollout to the end, which the
#: final score judges exactly, cost so much that a decision saw 2-8 worlds in a 2-player game and 2-6 in the
#: last rounds of a 4-player one, too few to leave the medium choice; ``engines/board/AI.md``). The last
#: turns' rollouts reach the end by themselves.
SHORT_HORIZON = 2
TO_THE_END = 99
#: In Solo a rollout plays two rounds (``SOLO_HORIZON`` turns) and :func:`evaluate` adds the medium captain's
#: expected points to come (``solo_value``) until the last three rounds (``SOLO_END_WITHIN`` turns left), where
#: it plays to the end: a whole game from the first round costs so much that an early decision saw 2-10 worlds.
SOLO_HORIZON = 4
SOLO_END_WITHIN = 6


def turns_left(game: BoardGame) -> int:
    """Turns per seat left in ``game``, the current one included (two per round; the last round is the one
    that starts with no coin left on the golden spaces)."""
    cycle, _ = game.round_position()
    return turns_left_at(int(game.golden), cycle)


def horizon_for(game: BoardGame) -> int:
    """How many turns per seat the hard captain's rollouts play from this position of ``game``."""
    config = game.config
    left = turns_left(game)
    if config.solo:
        return TO_THE_END if left <= SOLO_END_WITHIN else SOLO_HORIZON
    return SHORT_HORIZON


def _clock(game: BoardGame) -> int:
    """How many turns have started in the game (the game frame's round, cycle and seat position)."""
    cycle, pos = game.round_position()
    n = game.num_seats
    return int(game.round * 2 * n + cycle * n + pos)


#: The acceptance test's error rate: the chance, when no alternative is better, that the noise of the sampled
#: worlds makes one pass the test anyway (shared out among the alternatives it compares, Bonferroni).
ALPHA = 0.3
#: The share of a decision's budget the second stage (the leader against the medium choice on fresh worlds)
#: may use; the first one ranks every candidate by successive halving. In Solo the second stage gets 40%:
#: measured in whole Solo games, levels 0-7, 360 games each way, +0.6 points (``engines/board/AI.md``, "Solo:
#: a longer second stage"); the other modes keep the share their ladder figures were measured with.
CONFIRM_SHARE = 0.25
CONFIRM_SHARE_SOLO = 0.4
#: In Solo stage 1 halves its candidates on an even schedule (:func:`halving_cuts`): after 2, 4 and 8 worlds,
#: with paired gains spread about 3.8 points, the halving drops a good candidate nearly as often as a bad one
#: (``engines/board/AI.md``, "Solo: an even schedule of halving, and a longer look at the hideout").
EVEN_HALVING_SOLO = True
_NORMAL = NormalDist()


def critical_value(alpha: float, alternatives: int, worlds: int) -> float:
    """How many standard errors a paired gain must exceed: the one-sided normal quantile for ``alpha`` shared
    out among ``alternatives`` (Bonferroni), widened for the few ``worlds`` behind the estimate (a Student t
    quantile, by its Cornish-Fisher expansion)."""
    z = _NORMAL.inv_cdf(1.0 - alpha / max(1, alternatives))
    df = max(1, worlds - 1)
    return z + (z**3 + z) / (4.0 * df)


def halving_cuts(arms: int, rollouts: float) -> list[int]:
    """Sequential halving (Karnin, Koren and Somekh, 2013) for ``arms`` candidates, the plain choice (never
    dropped) and its alternatives, sharing ``rollouts``: the world counts after which the weaker half of the
    alternatives is dropped, each round of halving given the same number of rollouts; the last round, which
    leaves the leader, runs to the stage's end. Empty with fewer than three alternatives (one round)."""
    alternatives = arms - 1
    if alternatives < 2:
        return []
    rounds = math.ceil(math.log2(alternatives))
    share = rollouts / rounds
    cuts: list[int] = []
    worlds = 0.0
    live = alternatives
    for _ in range(rounds - 1):
        worlds += share / (live + 1)
        cut = max(2, round(worlds), cuts[-1] + 1 if cuts else 0)
        cuts.append(cut)
        live = (live + 1) // 2
    return cuts


#: What the search measures of the seat at the end of each rollout, besides its evaluation (the advisor's "why").
STATS = ("gems", "cards", "treasures", "upgrades", "planks", "coins", "resources")


class Outcome(NamedTuple):
    """One rollout's result for the searching seat: the evaluation, its own glory, and :data:`STATS`."""

    value: float
    glory: float
    stats: tuple[int, ...]


def seat_stats(p: PlayerView) -> tuple[int, ...]:
    """:data:`STATS` of one captain: gems, cards collected, treasures, sails + weapons levels, planks, coins,
    resources."""
    return (
        len(p.gems),
        sum(len(t) for t in p.tracks.values()),
        p.treasures,
        p.sails + p.weapons,
        p.planks,
        p.coins,
        sum(p.res),
    )


@dataclass(frozen=True, slots=True)
class Estimate:
    """What the search learned of one candidate action (``HardCaptain.ranked``).

    ``worlds`` is how many sampled worlds it was played in, beside the medium choice in the same worlds;
    ``value`` the mean evaluation (:func:`evaluate`: own score against the best other one; in Solo the
    score); ``glory`` the mean of the seat's expected final glory points where the rollouts stopped
    (:func:`expected_glory`: in Advanced its points then); ``gain`` the mean paired gain over the medium
    choice and ``gain_se`` its standard error (0 for the medium choice itself); ``plain`` marks the medium
    choice, ``chosen`` the search's choice; ``changes`` the mean change of each of :data:`STATS` of the seat
    from the position to the rollouts' end. An alternative's ``value``, ``glory`` and ``changes`` are the
    medium choice's means over all its worlds plus the alternative's mean paired differences from it (the
    alternatives dropped early were played in fewer worlds, whose luck alone made their plain means differ).
    """

    action: Act
    worlds: int
    value: float
    glory: float
    gain: float
    gain_se: float
    plain: bool = False
    chosen: bool = False
    changes: Mapping[str, float] = field(default_factory=dict)


class _Tally:
    """Running sums of one candidate's rollouts: its values, own glory and :data:`STATS`, its paired gains over
    the plain choice, and the paired differences of its glory and stats from the plain choice's."""

    __slots__ = ("dglory", "dstats", "glory", "n", "sq", "stats", "sum", "value")

    def __init__(self) -> None:
        self.n = 0
        self.sum = 0.0  # of the paired gains
        self.sq = 0.0  # of their squares
        self.value = 0.0
        self.glory = 0.0
        self.stats = [0.0] * len(STATS)
        self.dglory = 0.0  # of the glory's paired differences from the plain choice's
        self.dstats = [0.0] * len(STATS)  # of the stats' paired differences

    def add(self, outcome: Outcome, base: Outcome) -> None:
        """Count one world's rollout, beside the plain choice's ``base`` in the same world."""
        gain = outcome.value - base.value
        self.n += 1
        self.sum += gain
        self.sq += gain * gain
        self.value += outcome.value
        self.glory += outcome.glory
        self.dglory += outcome.glory - base.glory
        stats = self.stats
        dstats = self.dstats
        for j, (x, b) in enumerate(zip(outcome.stats, base.stats, strict=True)):
            stats[j] += x
            dstats[j] += x - b

    def merge(self, other: _Tally) -> None:
        """Count ``other``'s rollouts too."""
        self.n += other.n
        self.sum += other.sum
        self.sq += other.sq
        self.value += other.value
        self.glory += other.glory
        self.stats = [a + b for a, b in zip(self.stats, other.stats, strict=True)]
        self.dglory += other.dglory
        self.dstats = [a + b for a, b in zip(self.dstats, other.dstats, strict=True)]

    @property
    def mean(self) -> float:
        return self.sum / self.n if self.n else 0.0

    @property
    def var(self) -> float:
        """The sample variance of the paired gains (0 with fewer than two)."""
        n = self.n
        if n < 2:
            return 0.0
        mean = self.sum / n
        return max(0.0, self.sq / n - mean * mean) * n / (n - 1)


class HardCaptain(MediumCaptain):
    """The search captain: see the module docstring. ``budget`` is seconds per searched decision of weight 1
    (:data:`WEIGHTS`); ``horizon`` is how many turns per seat a rollout plays (``None``: :func:`horizon_for`
    the position); ``iterations`` (tests) replaces the clock by a fixed number of sampled worlds per stage."""

    #: the acceptance test: the error rate shared out among the alternatives, a margin in points, and the
    #: share of the budget of the second stage (0: one stage, every candidate's worlds in the test; None: the
    #: mode's, :data:`CONFIRM_SHARE` or in Solo :data:`CONFIRM_SHARE_SOLO`)
    alpha = ALPHA
    margin = 0.05
    confirm_share: float | None = None
    #: stage 1's schedule of halving: True, the rounds share the stage's rollouts evenly (:func:`halving_cuts`);
    #: False, the weaker half goes after 2, 4, 8... worlds; None, the mode's (:data:`EVEN_HALVING_SOLO` in Solo)
    even_halving: bool | None = None

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
        #: and never longer than this many seconds (the advisor, which the player waits for, sets its own)
        self.max_wall = MAX_WALL
        #: called between rollouts: True stops the search at once (the advisor's cancel)
        self.stop: Callable[[], bool] | None = None
        self.weights = dict(WEIGHTS)
        self._memories: list[tuple[Profile, Memory]] = []

    def choose(self, view: BoardView, legal: Sequence[Act]) -> Act:
        plain = super().choose(view, legal)
        if len(legal) == 1:
            return plain
        kind = view.pending.name
        weight = weight_of(kind, view.config.solo, self.weights)
        if weight <= 0:
            return plain
        return self.search(view, legal, plain, weight)

    def ranked(self, view: BoardView, legal: Sequence[Act], weight: float = 1.0) -> list[Estimate]:
        """Every candidate the search compared with what it learned of it, the choice first, then by mean
        paired gain over the medium choice (best first: paired in the same worlds, so comparable where the
        means of values over different worlds are not). The whole budget is spent (no early stop) so that every candidate's estimate is
        as good as the time allows; the choice is the one :meth:`choose` would make with these worlds.
        With one legal action the list holds it alone, unsearched."""
        plain = MediumCaptain.choose(self, view, legal)
        if len(legal) == 1:
            return [Estimate(plain, 0, 0.0, 0.0, 0.0, 0.0, plain=True, chosen=True)]
        cands, tallies, chosen = self._search(view, legal, plain, weight, complete=True)
        if view.pending.name not in SEARCHED:
            chosen = 0  # the hard captain follows the medium captain here (a roll: exact odds)
        start = seat_stats(view.players[view.seat])
        base = tallies[0]
        m = base.n
        out = []
        for i, (act, t) in enumerate(zip(cands, tallies, strict=True)):
            n = t.n
            value = glory = 0.0
            changes: dict[str, float] = {}
            if n and m:
                # the plain choice's means over all its worlds and this one's paired differences from it in the
                # worlds both were played in (the plain choice's own are 0): estimates of the same worlds' kind
                # (an alternative dropped early was played in fewer, luckier or unluckier worlds), so one that
                # played out as the plain choice shows the plain choice's numbers exactly
                value = base.value / m + t.mean
                glory = base.glory / m + t.dglory / n
                changes = {key: base.stats[j] / m - start[j] + t.dstats[j] / n for j, key in enumerate(STATS)}
            out.append(
                Estimate(
                    act,
                    n,
                    value,
                    glory,
                    t.mean,
                    math.sqrt(t.var / n) if n > 1 else 0.0,
                    plain=i == 0,
                    chosen=i == chosen,
                    changes=changes,
                )
            )
        out.sort(key=lambda e: (not e.chosen, e.worlds == 0, -e.gain, -e.value))
        return out

    def candidates(self, kind: str, legal: Sequence[Act], plain: Act, solo: bool = False) -> list[Act]:
        """The actions the search compares: ``plain`` first, then the planner's best placements (more of them
        in a ``solo`` game) or a sample of the other legal actions."""
        rest = [a for a in legal if a != plain]
        if kind == "place":
            # the planner's own ranking of the placements: the search compares the best few
            values = {a: place_value(self, a) for a in rest}
            rest.sort(key=lambda a: -values[a])
            return [plain, *rest[: (MAX_PLACEMENTS_SOLO if solo else MAX_PLACEMENTS) - 1]]
        if len(rest) >= MAX_CANDIDATES:
            self.rng.shuffle(rest)
        return [plain, *rest[: MAX_CANDIDATES - 1]]

    def search(self, view: BoardView, legal: Sequence[Act], plain: Act, weight: float = 1.0) -> Act:
        """Compare the candidates in the same sampled worlds; keep ``plain`` unless beaten clearly
        (see :meth:`_search`)."""
        cands, _, chosen = self._search(view, legal, plain, weight)
        return cands[chosen]

    def _search(
        self, view: BoardView, legal: Sequence[Act], plain: Act, weight: float, complete: bool = False
    ) -> tuple[list[Act], list[_Tally], int]:
        """The candidates, their tallies and the index of the choice (0: ``plain``).

        Every world is played once per live candidate (common random numbers), and an alternative is judged
        by its paired gains over ``plain`` in the same worlds. Stage 1 ranks the candidates by successive
        halving: after 2, 4, 8... worlds the weaker half is dropped, and when the time left cannot pay for
        another world of every live candidate the weakest ones (never ``plain``) are dropped so the rest
        still get one. The best of several noisy alternatives looks better than it is (the maximum of the
        noise wins), so its stage-1 gains do not decide: stage 2 plays ``plain`` and the stage-1 leader
        alone on fresh worlds (``confirm_share`` of the budget), and the leader is taken only if its gain
        there exceeds :func:`critical_value` standard errors plus ``margin``. With ``confirm_share`` 0 (and
        when only one alternative was compared) there is one stage and the test counts every alternative
        compared (Bonferroni). ``complete`` (the advisor) spends the whole budget even when the stage-1
        leader does not beat ``plain``.
        """
        budget = self.budget * weight
        t_wall = time.perf_counter()
        t_cpu = time.thread_time()
        kind = view.pending.name
        max_wall = self.max_wall
        if kind == "hideout" and view.config.solo:
            max_wall = max(max_wall, SOLO_HIDEOUT_WALL)
        wall_deadline = t_wall + min(self.wall_factor * budget, max_wall)
        deadline = t_cpu + budget
        cands = self.candidates(kind, legal, plain, view.config.solo)
        k = len(cands)
        tallies = [_Tally() for _ in range(k)]
        share = self.confirm_share
        if share is None:
            share = CONFIRM_SHARE_SOLO if view.config.solo else CONFIRM_SHARE
        two_stage = share > 0 and k > 2
        stage1_deadline = t_cpu + budget * (1.0 - share) if two_stage else deadline
        self._horizon = self.horizon
        even = self.even_halving
        if even is None:
            even = EVEN_HALVING_SOLO and view.config.solo
        n = self._stage(
            view, cands, tallies, list(range(k)), stage1_deadline, wall_deadline, halving=True, even=even
        )
        min_worlds = MIN_WORLDS if view.config.players <= 2 else MIN_WORLDS_MULTI
        alternatives = [i for i in range(1, k) if tallies[i].n]
        self.last_iterations = n
        if not alternatives:
            return cands, tallies, 0
        leader = max(alternatives, key=lambda i: tallies[i].mean)
        if not two_stage:
            return cands, tallies, self._accept(tallies[leader], leader, k - 1, min_worlds)
        if tallies[leader].mean <= self.margin and not complete:
            return cands, tallies, 0  # no alternative even looks better: the medium choice stands
        confirm = [_Tally() for _ in range(k)]
        n2 = self._stage(view, cands, confirm, [0, leader], deadline, wall_deadline, halving=False)
        self.last_iterations = n + n2
        for t, c in zip(tallies, confirm, strict=True):  # the estimates count every world
            t.merge(c)
        return cands, tallies, self._accept(confirm[leader], leader, 1, min_worlds)

    def _accept(self, tally: _Tally, index: int, alternatives: int, min_worlds: int) -> int:
        """``index`` if its paired gains pass the test (see :meth:`_search`), else 0 (the plain choice)."""
        m = tally.n
        if m < min_worlds:
            return 0
        se = math.sqrt(tally.var / m)
        return index if tally.mean > critical_value(self.alpha, alternatives, m) * se + self.margin else 0

    def _stage(
        self,
        view: BoardView,
        cands: list[Act],
        tallies: list[_Tally],
        alive: list[int],
        deadline: float,
        wall_deadline: float,
        halving: bool,
        even: bool = False,
    ) -> int:
        """Play the ``alive`` candidates (``plain`` first) in fresh sampled worlds until ``deadline`` (or
        ``iterations`` worlds); returns how many worlds were finished. ``halving``: successive halving, the
        weaker half dropped after 2, 4, 8... worlds, or with ``even`` at the world counts of
        :func:`halving_cuts` for the rollouts the stage can pay for (known once the first world is played)."""
        seat = view.seat
        content = view.content
        t_cpu = time.thread_time()
        n = 0
        next_cut = 2
        cuts: list[int] = []
        rollouts = 0
        while True:
            per = left = 0.0
            if n and not self.iterations:
                per = (time.thread_time() - t_cpu) / rollouts  # what one more rollout costs
                left = deadline - time.thread_time()
            if n == 1 and halving and even:
                # the rollouts this stage pays for, shared out evenly among the rounds of halving
                if self.iterations:
                    total = float(self.iterations * len(alive))
                else:
                    total = rollouts + max(0.0, left) / per if per > 0 else 0.0
                cuts = halving_cuts(len(alive), total)
                next_cut = cuts.pop(0) if cuts else 0
            if n and not self.iterations:
                # keep only as many candidates as the time left pays for
                afford = int(left / per) if per > 0 else len(alive)
                if afford < 2 and n >= 2:
                    break
                if afford < len(alive):
                    ranked = sorted(alive[1:], key=lambda i: -tallies[i].mean)
                    alive = [alive[0], *ranked[: max(1, afford - 1)]]
            world = view.sample_world(self.rng)
            roll_seed = self.rng.next64()
            values: dict[int, Outcome] = {}
            for i in alive:
                if n >= 2 and not self.iterations and self._out_of_time(deadline, wall_deadline):
                    break  # this world is left unfinished: the time is up
                if self.stop is not None and self.stop():
                    break
                game = BoardGame.from_dict(world, content)
                if self._horizon is None:
                    self._horizon = horizon_for(game)
                values[i] = self.rollout(game, cands[i], seat, roll_seed, self._horizon)
                rollouts += 1
            if len(values) < len(alive):
                break
            base = values[alive[0]]
            for i, outcome in values.items():
                tallies[i].add(outcome, base)
            n += 1
            if self.iterations:
                if n >= self.iterations:
                    break
            elif n >= 2 and self._out_of_time(deadline, wall_deadline):
                break
            if halving and n == next_cut and len(alive) > 2:
                if even:
                    next_cut = cuts.pop(0) if cuts else 0
                else:
                    next_cut *= 2
                ranked = sorted(alive[1:], key=lambda i: -tallies[i].mean)
                alive = [alive[0], *ranked[: max(1, (len(ranked) + 1) // 2)]]
        return n

    @staticmethod
    def _out_of_time(deadline: float, wall_deadline: float) -> bool:
        return time.thread_time() >= deadline or time.perf_counter() >= wall_deadline

    def _memory(self, profile: Profile) -> Memory:
        """The memory the rollouts' captains of ``profile`` share (the medium captain's values by position)."""
        for known, memory in self._memories:
            if known is profile:
                return memory
        memory = Memory(ROLLOUT_MEMORY)
        self._memories.append((profile, memory))
        return memory

    def rollout(self, game: BoardGame, action: Act, seat: int, seed: int, horizon: int) -> Outcome:
        """Play ``action``, then medium captains for every seat for ``horizon`` turns each; the evaluation
        from ``seat`` (:func:`evaluate`), its expected final glory points then (:func:`expected_glory`) and
        :data:`STATS`."""
        game.apply(action)
        n = game.num_seats
        # the turns count from the first one when the hideouts are being placed (round 0, before any turn)
        stop = max(_clock(game), 2 * n) + horizon * n
        rng = Rng(seed)
        profiles = [self.profile if s == seat else PROFILES["greedy"] for s in range(n)]
        bots = [MediumCaptain("medium", rng, p, self._memory(p)) for p in profiles]
        while True:
            to_act = game.to_act
            if to_act is None or _clock(game) >= stop:
                break
            legal = game.legal_actions()
            a = legal[0] if len(legal) == 1 else bots[to_act].choose(shared_view(game, to_act), legal)
            game.step(a)  # one of the legal actions: no need to check it, and nobody reads the events
        return Outcome(evaluate(game, seat), expected_glory(game, seat), seat_stats(game.players[seat]))
