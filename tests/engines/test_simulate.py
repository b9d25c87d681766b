"""The shared simulator harness, on the toy game."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from engines.base import Rng
from engines.simulate import SimSpec, format_report, run, wilson_interval
from tests.engines.helpers import assert_report
from tests.toygame import ToyConfig, ToyGame


class RandomAgent:
    needs_view = False

    def __init__(self, name: str, rng: Rng) -> None:
        self.name = name
        self.rng = rng

    def choose(self, view: Any, legal: Sequence[Any]) -> Any:
        return legal[self.rng.randrange(len(legal))]


class FirstAgent(RandomAgent):
    needs_view = True

    def choose(self, view: Any, legal: Sequence[Any]) -> Any:
        assert isinstance(view, dict) and "hand" in view
        return legal[0]


def spec() -> SimSpec:
    return SimSpec(
        game_cls=ToyGame,
        config_for_seats=lambda n: ToyConfig(seats=n),
        make_agent=lambda name, seat, rng, budget: (RandomAgent if name == "random" else FirstAgent)(
            name, rng
        ),
        agent_names=("random", "first"),
        rounds=lambda game: game.hand_number,
        seat_stats=lambda game, seat: {"mean_points": float(game.scores[seat])},
    )


def test_run_reports_every_figure() -> None:
    result = run(spec(), ["random", "first"], 40, seed=3, swap=True)
    assert result["errors"] == 0 and result["finished"] == 40
    assert_report(result, ["random", "first"], {"mean_points"})
    assert abs(sum(s["wins"] for s in result["seats"]) - 40) < 1e-6
    for seat in result["seats"]:
        low, high = seat["ci95"]
        assert 0 <= low <= seat["win_rate"] <= high <= 1
    json.dumps(result)
    assert "decisions/s" in format_report(result)


def test_same_seed_same_result() -> None:
    a = run(spec(), ["random", "random"], 20, seed=8)
    b = run(spec(), ["random", "random"], 20, seed=8)
    assert [s["wins"] for s in a["seats"]] == [s["wins"] for s in b["seats"]]
    assert a["decisions"] == b["decisions"]


def test_errors_are_counted_not_raised() -> None:
    class Broken(RandomAgent):
        def choose(self, view: Any, legal: Sequence[Any]) -> Any:
            raise RuntimeError("boom")

    s = spec()
    s.make_agent = lambda name, seat, rng, budget: Broken(name, rng)
    with open("/dev/null", "w") as sink:
        result = run(s, ["random", "random"], 3, seed=1, stderr=sink)
    assert result["errors"] == 3 and result["finished"] == 0


def test_wilson_interval() -> None:
    low, high = wilson_interval(50, 100)
    assert 0.40 < low < 0.5 < high < 0.60
    assert wilson_interval(0, 10)[0] == 0.0
    assert wilson_interval(10, 10)[1] == 1.0
