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
