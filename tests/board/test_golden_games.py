"""Golden full-game replays: recorded action lists replayed from their seed give the recorded result.

The games were played by ``greedy`` against ``random`` on the fabricated test content; a change of the
rules that alters them shows here (regenerate the file only for an intended change).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engines.board.config import BoardConfig
from engines.board.game import BoardGame
from tests.board.fakes import fake_content

GOLDEN = json.loads((Path(__file__).parent / "data" / "golden_games.json").read_text("utf-8"))


@pytest.mark.parametrize("name", sorted(GOLDEN))
def test_golden_game_replays_exactly(name: str) -> None:
    record = GOLDEN[name]
    game = BoardGame.new(BoardConfig(record["mode"], record["players"]), record["seed"], fake_content())
    for text in record["actions"]:
        game.apply_text(text)
    assert game.is_over
    assert game.result["scores"] == record["scores"]
    assert game.result["winners"] == record["winners"]
    assert game.rng.to_str() == record["rng"]
