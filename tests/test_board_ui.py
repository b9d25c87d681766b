"""Pilot tests of The 7 Seas in the terminal: whole games by keys, save and resume, the choices offered,
hot-seat trade answers, undo, and the live language switch."""

from __future__ import annotations

import time
from pathlib import Path

from engines.board import BoardGame
from tests.board_ui_helpers import FAST, make_app, play_until, screen_text, settle, setup_board
from tui.board.over import BoardGameOverScreen
from tui.board.table import BoardTableScreen

SIZE = (80, 24)


async def test_whole_discovery_game_against_one_ai(save_dir: Path) -> None:
    app = make_app(save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await setup_board(pilot, mode="discovery", kinds=("human", FAST))
        await settle(app, pilot)
        table = app.screen
        assert isinstance(table, BoardTableScreen)
        session = table.session
        assert [(s.name, s.kind, s.level) for s in session.seats] == [("Anne", "human", ""), ("Flint", "ai", FAST)]
        assert session.config.mode == "discovery" and session.seed == 4242
        start = time.monotonic()
        await play_until(app, pilot, lambda: isinstance(app.screen, BoardGameOverScreen))
        print("game took", time.monotonic() - start, len(session.records))
        assert isinstance(app.screen, BoardGameOverScreen)
        text = screen_text(app)
        assert "Glory points" in text and "Anne" in text and "Flint" in text
        replay = BoardGame.new(session.config, session.seed)
        for action in session.actions:
            replay.apply(replay.parse_action(action))
        assert replay.outcome() == session.game.outcome()
