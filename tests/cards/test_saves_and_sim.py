"""A real card game through the saves, and the simulator command line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engines.cards import CardConfig, CardGame
from engines.simulate import main as simulate_main
from saves import SaveError, SaveStore, SeatInfo
from tests.engines.helpers import assert_report, run_without_textual

SEATS = (SeatInfo("Anne"), SeatInfo("Flint", "ai", "hard"), SeatInfo("Mary", "ai", "easy"))


def played(seed: int, moves: int, players: int = 3) -> tuple[CardGame, list[str]]:
    game = CardGame.new(CardConfig(players=players, target=7, ties="all"), seed)
    actions = []
    for i in range(moves):
        if game.is_over:
            break
        legal = game.legal_actions()
        action = legal[(i * 31 + seed) % len(legal)]
        actions.append(game.format_action(action))
        game.apply(action)
    return game, actions


@pytest.mark.parametrize("moves", [0, 1, 17, 60, 400])
def test_save_and_load_a_card_game(save_dir: Path, moves: int) -> None:
    store = SaveStore(save_dir)
    game, actions = played(12, moves)
    path = store.save("pirates", game, seed=12, actions=actions, seats=SEATS)
    loaded = store.load(path)
    assert loaded.game.to_dict() == game.to_dict()
    assert loaded.actions == actions and loaded.header.game == "cards"
    assert loaded.header.progress_key == game.progress()[0]
    assert loaded.game.legal_actions() == game.legal_actions()
    if not game.is_over:
        action = game.legal_actions()[-1]
        assert loaded.game.apply(action) == game.apply(action)


def test_a_card_save_with_a_forged_move_is_refused(save_dir: Path) -> None:
    store = SaveStore(save_dir)
    game, actions = played(3, 30)
    path = store.save("forged", game, seed=3, actions=actions, seats=SEATS)
    text = path.read_text("utf-8").replace(f'"{actions[5]}"', '"K1x*"', 1)
    path.write_text(text, "utf-8")
    with pytest.raises(SaveError) as info:
        store.load(path)
    assert info.value.key in {"saves.error.illegal_action", "saves.error.snapshot_mismatch"}


def test_simulate_cards_json_has_the_keys(capsys: pytest.CaptureFixture[str]) -> None:
    assert (
        simulate_main(
            ["cards", "--games", "20", "--json", "--agents", "random,easy,medium", "--target", "7", "--swap"]
        )
        == 0
    )
    result = json.loads(capsys.readouterr().out)
    assert_report(
        result, ["random", "easy", "medium"], {"agent", "wins", "win_rate", "ci95", "mean_points_per_round"}
    )
    assert result["errors"] == 0 and result["games"] == 20 and result["players"] == 3
    for seat in result["seats"]:
        assert len(seat["ci95"]) == 2
    assert abs(sum(s["wins"] for s in result["seats"]) - 20) < 1e-6


def test_simulate_cards_text_report(capsys: pytest.CaptureFixture[str]) -> None:
    assert simulate_main(["cards", "--games", "3", "--players", "4", "--agents", "random"]) == 0
    out = capsys.readouterr().out
    assert "decisions/s" in out and "mean_points_per_round" in out and out.count("random") >= 4


def test_simulate_cards_rejects_a_wrong_table(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        simulate_main(["cards", "--games", "1", "--agents", "random,random,random,random,random"])
    with pytest.raises(SystemExit):
        simulate_main(["cards", "--games", "1", "--players", "3", "--agents", "random,easy"])


def test_simulate_cards_command_never_imports_textual() -> None:
    proc = run_without_textual(
        "from tui.cli import main", "main(['simulate', 'cards', '--games', '20', '--json'])"
    )
    assert json.loads(proc.stdout)["errors"] == 0
