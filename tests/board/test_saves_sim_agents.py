"""The board engine with the shared saves and simulator; the agents."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engines.base import Rng
from engines.board.captains import GreedyAgent, RandomAgent, make_captain
from engines.board.config import BoardConfig
from engines.board.game import BoardGame
from engines.registry import get_engine
from engines.simulate import main as simulate_main
from engines.simulate import run
from saves import SaveStore, SeatInfo
from tests.engines.helpers import assert_report, run_without_textual


def test_registry_finds_the_board_engine() -> None:
    assert get_engine("board") is BoardGame


def test_config_round_trip_and_validation() -> None:
    config = BoardConfig(mode="advanced", players=4)
    assert BoardGame.config_from_dict(BoardGame.config_to_dict(config)) == config
    for bad in (
        {"mode": "solo"},
        {"players": 1},
        {"players": 6},
        {"curses": ["frozen"]},
        {"modules": ["hen", "hen"]},
        {"modules": ["owl"]},
    ):
        with pytest.raises((ValueError, TypeError)):
            BoardGame.config_from_dict(bad)


def test_save_and_load_round_trip(save_dir: Path) -> None:
    config = BoardConfig(mode="advanced", players=3)
    game = BoardGame.new(config, 77)
    pick = Rng(5)
    actions = []
    for _ in range(150):
        legal = game.legal_actions()
        action = legal[pick.randrange(len(legal))]
        actions.append(game.format_action(action))
        game.apply(action)
    store = SaveStore(save_dir)
    seats = [SeatInfo("Anne"), SeatInfo("Bart", "ai", "easy"), SeatInfo("Calico", "ai", "hard")]
    store.save("voyage", game, seed=77, actions=actions, seats=seats)
    loaded = store.load("voyage")
    assert loaded.game.to_dict() == game.to_dict()
    assert loaded.header.progress_key == "board.progress.round"
    # the loaded game continues identically
    while not game.is_over:
        legal = game.legal_actions()
        assert loaded.game.legal_actions() == legal
        action = legal[pick.randrange(len(legal))]
        assert loaded.game.apply(action) == game.apply(action)
    assert loaded.game.outcome() == game.outcome()


def test_simulator_cli_json_every_mode(capsys: pytest.CaptureFixture[str]) -> None:
    for mode in ("discovery", "advanced"):
        code = simulate_main(
            [
                "board",
                "--mode",
                mode,
                "--players",
                "3",
                "--games",
                "3",
                "--seed",
                "4",
                "--agents",
                "greedy,random",
                "--json",
                "--swap",
            ]
        )
        result = json.loads(capsys.readouterr().out)
        assert code == 0 and result["errors"] == 0 and result["games"] == 3
        assert_report(
            result,
            ["greedy", "random", "random"],
            ("wins", "win_rate", "ci95", "mean_score", "gems", "treasures", "cards", "sails"),
        )
        assert result["mean_rounds"] == (5 if mode == "discovery" else 7)


def test_simulator_text_report(capsys: pytest.CaptureFixture[str]) -> None:
    assert simulate_main(["board", "--games", "2", "--agents", "random,random"]) == 0
    assert "decisions/s" in capsys.readouterr().out


def test_simulator_path_does_not_import_textual() -> None:
    run_without_textual(
        "from engines.simulate import main",
        "main(['board', '--games', '1', '--agents', 'random,random,random', '--mode', 'advanced'])",
    )


def test_make_captain() -> None:
    assert isinstance(make_captain("random", Rng(1)), RandomAgent)
    assert isinstance(make_captain("greedy", Rng(1)), GreedyAgent)
    with pytest.raises(ValueError):
        make_captain("clever", Rng(1))


@pytest.mark.parametrize("mode", ["discovery", "advanced"])
def test_greedy_beats_random_in_two_player_games(mode: str) -> None:
    from engines.board.sim import build_spec

    class Args:
        agents = "greedy,random"
        players = 0

    Args.mode = mode  # type: ignore[attr-defined]
    result = run(build_spec(Args), ["greedy", "random"], 20, seed=11, swap=True)  # type: ignore[arg-type]
    assert result["errors"] == 0
    assert result["seats"][0]["wins"] >= 18


def test_greedy_plays_every_player_count_without_errors() -> None:
    from engines.board.sim import build_spec

    for players in (3, 5):

        class Args:
            agents = "greedy"
            mode = "advanced"

        Args.players = players  # type: ignore[attr-defined]
        spec = build_spec(Args)  # type: ignore[arg-type]
        result = run(spec, ["greedy"] * players, 2, seed=players)
        assert result["errors"] == 0
