"""The balance report (``python -m engines.board.balance``) and the strategy profiles: structural facts only,
on a small batch with a fixed seed (no thresholds that depend on luck or timing)."""

from __future__ import annotations

import json

import pytest

from engines.base import Rng
from engines.board.balance import COUNTS, format_balance, main, run_balance
from engines.board.captains import CAPTAINS, PROFILES, GreedyAgent, boost_options, make_captain
from engines.board.content import Kind, Sea, content
from engines.board.scoring import PARTS
from tests.engines.helpers import run_without_textual

STRATEGIES = ["explorer", "fighter", "trader", "greedy"]


@pytest.fixture(scope="module")
def advanced() -> dict:
    return run_balance("advanced", 4, 16, 3, STRATEGIES)


@pytest.fixture(scope="module")
def discovery() -> dict:
    return run_balance("discovery", 3, 16, 3, STRATEGIES)


def test_profiles_are_agents() -> None:
    assert {"random", "greedy", "explorer", "fighter", "trader", "upgrader"} <= set(CAPTAINS)
    for name in PROFILES:
        agent = make_captain(name, Rng(1))
        assert isinstance(agent, GreedyAgent) and agent.profile.name == name


def test_report_keys(advanced: dict) -> None:
    r = advanced
    assert r["errors"] == 0 and r["decisions"] > 0
    assert set(r["seas"]) == {s.value for s in Sea}
    assert set(r["kinds"]) == {k.value for k in Kind}
    for row in [*r["seas"].values(), *r["kinds"].values()]:
        assert set(row) == set(COUNTS)
        assert row["won"] + row["failed"] <= row["attempted"] <= row["revealed"]
    assert r["cards"]["in_play"] == 252
    assert set(r["strategies"]) == set(STRATEGIES)
    for st in r["strategies"].values():
        assert st["games"] == 16
        assert set(st["parts"]) == set(PARTS)
        low, high = st["ci95"]
        assert 0 <= low <= st["win_share"] <= high <= 1
    assert sum(st["wins"] for st in r["strategies"].values()) == pytest.approx(16)
    assert "never won" in format_balance(r)


def test_every_sea_and_kind_is_attempted_and_won(advanced: dict, discovery: dict) -> None:
    for r in (advanced, discovery):
        for sea, row in r["seas"].items():
            assert row["attempted"] > 0 and row["won"] > 0, (r["mode"], sea)
    for kind, row in advanced["kinds"].items():
        assert row["attempted"] > 0, kind
    base = {
        content().cards[cid].kind.value
        for sea in Sea
        for cid in content().decks[sea]
        if not content().cards[cid].advanced
    }
    for kind, row in discovery["kinds"].items():
        assert (row["attempted"] > 0) == (kind in base), kind
    assert discovery["cards"]["in_play"] == 126


def test_seatings_cover_every_pairing() -> None:
    r = run_balance("discovery", 2, 12, 1, STRATEGIES)
    assert all(st["games"] == 6 for st in r["strategies"].values())


def test_cli_json_without_textual() -> None:
    done = run_without_textual(
        "from engines.board.balance import main",
        "main(['--mode', 'discovery', '--players', '2', '--games', '2', '--agents', 'fighter,trader', '--json'])",
    )
    assert json.loads(done.stdout)["strategies"]["fighter"]["games"] == 2


def test_cli_rejects_unknown_agent() -> None:
    with pytest.raises(SystemExit):
        main(["--agents", "clever", "--games", "1"])


def test_boost_plan_buys_the_dice_a_hard_island_needs() -> None:
    # a 4-star island: one free die never makes it; 3 food and a rum give 5 dice
    options = boost_options(("stars", 4), 1, 0, (), (), 3, 3, 0, False, False)
    assert max(o[0] for o in options if o[1] == 0 and o[2] == 0) == 0.0
    best = max(options, key=lambda o: o[0])
    assert best[1] == 3 and best[2] == 1 and best[0] > 0.6
    # no option is dominated: each costs less of something than every better one
    for o in options:
        for k in options:
            if k is not o and k[0] >= o[0]:
                assert (k[1], k[2] > 0, k[3], k[4], k[5]) != (o[1], o[2] > 0, o[3], o[4], o[5]) or k[0] == o[
                    0
                ]
