"""The advisor's search (``engines.board.advise``): the hard captain's ranked choices for a seat's own view."""

from __future__ import annotations

import math
import time

from engines.base import Rng
from engines.board import advise
from engines.board.captains import make_captain
from engines.board.captains.search import STATS
from engines.board.config import BoardConfig
from engines.board.game import BoardGame


def _placement(seed: int = 11) -> BoardGame:
    game = BoardGame.new(BoardConfig(mode="discovery", players=2), seed)
    bots = [make_captain("medium", Rng(3 + s)) for s in range(2)]
    while game.to_act is not None and not (game.round >= 2 and game.decision == "board.decision.place"):
        seat = game.to_act
        game.apply(bots[seat].choose(game.view(seat), game.legal_actions()))
    return game


def test_the_advice_ranks_legal_choices_with_their_estimates() -> None:
    game = _placement()
    seat = game.to_act
    assert seat is not None
    legal = game.legal_actions()
    advice = advise(game.view(seat), legal, seed=5, budget=0.05)
    assert advice.searched and not advice.cancelled and advice.worlds >= 2
    assert advice.ranked[0].chosen and sum(e.chosen for e in advice.ranked) == 1
    assert sum(e.plain for e in advice.ranked) == 1
    assert len(advice.ranked) >= 2 and all(e.action in legal for e in advice.ranked)
    searched = [e for e in advice.ranked if e.worlds]
    assert all(math.isfinite(e.glory) and set(e.changes) == set(STATS) for e in searched)
    rest = [e.gain for e in advice.ranked[1:] if e.worlds]
    assert rest == sorted(rest, reverse=True)  # after the choice, best first
    plain = next(e for e in advice.ranked if e.plain)
    assert plain.gain == 0.0 and plain.gain_se == 0.0
    # the same seed and the same view give the same advice (iterations aside, the clock decides the count)
    assert advise(game.view(seat), legal, seed=5, budget=0.05).choice in legal


def test_the_advice_stops_when_asked() -> None:
    game = _placement()
    seat = game.to_act
    assert seat is not None
    started = time.perf_counter()
    advice = advise(game.view(seat), game.legal_actions(), seed=5, budget=30.0, stop=lambda: True)
    assert advice.cancelled and time.perf_counter() - started < 20
    assert advice.ranked[0].chosen and advice.ranked[0].plain  # nothing learned: the medium choice


def test_one_legal_action_is_advised_without_a_search() -> None:
    game = BoardGame.new(BoardConfig(mode="discovery", players=2), 11)
    bots = [make_captain("medium", Rng(3 + s)) for s in range(2)]
    while game.to_act is not None and len(game.legal_actions()) != 1:
        seat = game.to_act
        game.apply(bots[seat].choose(game.view(seat), game.legal_actions()))
    seat = game.to_act
    assert seat is not None
    advice = advise(game.view(seat), game.legal_actions(), seed=1, budget=0.05)
    assert not advice.searched and [e.action for e in advice.ranked] == list(game.legal_actions())


def test_a_choice_that_plays_out_as_the_medium_one_shows_its_numbers() -> None:
    """Successive halving plays the alternatives dropped early in fewer worlds than the medium choice, and the
    advisor showed each candidate's plain means over its own worlds: an alternative that played out exactly
    as the medium choice in every world it was played in ("the same in every sampled world") showed another
    expected glory and other gains and risks, from the luck of its fewer worlds alone. An alternative's numbers
    are now the medium choice's plus its paired differences."""
    from engines.board.actions import Act
    from engines.board.captains.levels import MediumCaptain
    from engines.board.captains.search import HardCaptain, Outcome

    game = _placement()
    seat = game.to_act
    assert seat is not None
    view = game.view(seat)
    legal = game.legal_actions()

    class Stub(HardCaptain):
        plain: Act
        same: Act
        better: Act

        def rollout(self, game: BoardGame, action: Act, seat: int, seed: int, horizon: int) -> Outcome:
            luck = seed % 1000 / 100.0  # the world's luck, the same for every candidate of one world
            index = legal.index(action)
            # one alternative is clearly better (the leader, played in every world), one plays out as the plain
            # choice, the others are clearly worse
            worse = (
                -1.0 if action == self.better else 0.0 if action in (self.plain, self.same) else 2.0 + index
            )
            stats = (2, 3 + int(luck), 0, 2, 7, 1, int(worse))
            return Outcome(luck - worse, 10.0 + luck - worse, stats)

    hard = Stub("hard", Rng(4), iterations=16)
    plain = MediumCaptain.choose(hard, view, legal)
    hard.plain = plain
    hard.same, hard.better = [a for a in hard.candidates("place", legal, plain) if a != plain][:2]
    ranked = hard.ranked(view, legal)
    by_action = {e.action: e for e in ranked}
    medium, same = by_action[plain], by_action[hard.same]
    dropped = [e for e in ranked if 0 < e.worlds < medium.worlds]
    assert same in dropped, "successive halving dropped it early"
    assert same.gain == 0.0 and same.gain_se == 0.0
    assert same.glory == medium.glory and same.value == medium.value and same.changes == medium.changes
    for e in dropped:
        if e is not same:
            assert e.glory < medium.glory and e.changes["resources"] > medium.changes["resources"]
