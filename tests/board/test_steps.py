"""The typed steps of the decision machine (engines/board/steps.py) write and read exactly the saved frames:
same keys in the same order, same values, the optional keys present only when set."""

from __future__ import annotations

from typing import Any

import pytest

from engines.base import Rng
from engines.board.captains import make_captain
from engines.board.config import BoardConfig
from engines.board.game import RULES, BoardGame
from engines.board.steps import (
    STEP_TYPES,
    FightStep,
    RollResult,
    TaskStep,
    deferred_seat,
    step_from_dict,
)


def _same(frame: dict[str, Any]) -> None:
    again = step_from_dict(frame).to_dict()
    assert list(again.items()) == list(frame.items())


@pytest.mark.parametrize(
    "config",
    [
        BoardConfig("discovery", 2),
        BoardConfig("advanced", 4, modules=("hen", "fisherman")),
        BoardConfig("advanced", 1, solo=True, curses=("wild", "burning", "jade")),
    ],
    ids=["discovery-2", "advanced-4-modules", "solo-curses"],
)
def test_every_saved_frame_of_seeded_games_reads_back_to_the_same_dict(config: BoardConfig) -> None:
    kinds: set[str] = set()
    for seed in range(3):
        g = BoardGame.new(config, seed)
        bots = [
            make_captain("random" if s % 2 else "greedy", Rng(seed * 10 + s)) for s in range(config.players)
        ]
        while not g.is_over:
            seat = g.to_act
            assert seat is not None
            bot = bots[seat]
            g.apply(bot.choose(g.view(seat) if bot.needs_view else None, g.legal_actions()))
            for frame in g.to_dict()["frames"]:
                kinds.add(frame["k"])
                _same(frame)
    assert {"game", "turn", "sail", "roll", "win"} <= kinds


def test_optional_keys_and_results_read_back() -> None:
    roll = {
        "k": "roll",
        "seat": 0,
        "stage": "prep",
        "why": "explore",
        "goal": {"stars": 3},
        "e": 2,
        "c": 0,
        "fmax": -1,
        "food": 1,
        "rum": True,
        "rumok": True,
        "tok": True,
        "fort": True,
        "xdie": False,
        "nset": 1,
        "se": ["star"],
        "sc": [],
        "reserve": ["food"],
        "ecut": 1,
        "ccut": 1,
    }
    task = {
        "k": "task",
        "seat": 1,
        "stage": "finish",
        "card": "c",
        "sea": "azure",
        "flow": "infamous",
        "via": "infamous",
        "reduce": 0,
        "ret": "won",
    }
    pirate = {
        "k": "task",
        "seat": 1,
        "stage": "eval",
        "card": "c",
        "sea": "azure",
        "flow": "pirate",
        "pk": 0,
        "pb": 2,
        "ret": {"s": 0, "k": 2, "b": 1},
    }
    fight = {
        "k": "fight",
        "seat": 2,
        "stage": "steal",
        "a": 2,
        "o": 0,
        "w": 2,
        "l": 0,
        "excess": 1,
        "ra": {"s": 0, "k": 1, "b": 3},
        "ro": {"s": 0, "k": 0, "b": 1},
        "defer": 2,
    }
    repair = {"k": "repair", "seat": 0, "stage": "spend", "healed": 1, "spent": ["wood"], "cut": 0}
    for frame in (roll, task, pirate, fight, repair):
        _same(frame)
    step = step_from_dict(pirate)
    assert isinstance(step, TaskStep) and step.ret == RollResult(stars=0, cannons=2, boardings=1)
    fought = step_from_dict(fight)
    assert isinstance(fought, FightStep) and deferred_seat(fought) == 2
    assert deferred_seat(step) == -1


def test_unknown_kinds_and_stages_are_refused() -> None:
    assert len({t.kind for t in STEP_TYPES}) == len(STEP_TYPES) == 16
    assert set(RULES) == set(STEP_TYPES)  # the machine routes every kind
    with pytest.raises(ValueError, match="unknown frame"):
        step_from_dict({"k": "nap", "seat": 0, "stage": "x"})
    with pytest.raises(ValueError, match="stage"):
        step_from_dict({"k": "load", "seat": 0, "stage": "nap"})
    with pytest.raises(ValueError, match="result"):
        step_from_dict({"k": "load", "seat": 0, "stage": "discard", "ret": "maybe"})
