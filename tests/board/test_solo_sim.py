"""``seven-seas simulate board --solo [--level L]``: mean score, title counts, errors."""

from __future__ import annotations

import json

import pytest

from engines.board.solo import TITLES
from engines.simulate import main


def test_solo_simulation_reports_mean_score_and_titles(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["board", "--solo", "--level", "3", "--agents", "greedy", "--games", "4", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["errors"] == 0 and result["finished"] == 4 and result["solo"] and result["level"] == 3
    assert sum(result["titles"].values()) == 4 and set(result["titles"]) <= {name for _, name in TITLES}
    assert result["mean_score"] == result["seats"][0]["mean_score"] and result["mean_rounds"] == 7.0
    assert result["seats"][0]["parrots"] == 0.0


def test_solo_simulation_refuses_two_agents_and_level_without_solo() -> None:
    with pytest.raises(SystemExit):
        main(["board", "--solo", "--agents", "greedy,random", "--games", "1"])
    with pytest.raises(SystemExit):
        main(["board", "--level", "2", "--agents", "greedy,random", "--games", "1"])
