"""What opening the board table costs, counted (not timed): the game's first frame is laid out once."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from textual.screen import Screen
from textual.widgets import Static

from engines.board.config import BoardConfig
from saves import SeatInfo
from tui.app import SevenSeasApp
from tui.board.setup import board_session
from tui.board.table import BoardTableScreen
from tui.screens.main_menu import MainMenuScreen
from tui.settings import Settings
from tui.widgets.game_log import GameLog


def _seats(first_human: bool) -> list[SeatInfo]:
    ai = [SeatInfo("Flint", "ai", "medium"), SeatInfo("Bonny", "ai", "medium")]
    return [SeatInfo("Anne"), *ai] if first_human else [*ai, SeatInfo("Anne")]


@pytest.mark.parametrize("first_human", [True, False])
async def test_the_tables_first_layout_shows_the_game_and_the_turn_waits(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, first_human: bool
) -> None:
    """The ring, the card and the log are filled before the table's first layout (they were empty, then
    filled one frame later: the whole screen laid out and drawn twice); the turn itself moves on only after
    that first refresh, as before (no viewer, no AI captain thinking yet)."""
    seen: dict[str, Any] = {}
    layout = Screen._refresh_layout

    def first_layout(self: Screen[Any], *args: Any, **kwargs: Any) -> Any:
        if isinstance(self, BoardTableScreen) and not seen:
            seen["card"] = str(self.query_one("#card-title", Static).content)
            seen["ring"] = str(self.query_one("#ring-title", Static).content)
            seen["log"] = len(self.query_one(GameLog).lines)
            seen["turn"] = (self.viewer, self.thinking, self.session.ai_thinking)
        return layout(self, *args, **kwargs)

    monkeypatch.setattr(Screen, "_refresh_layout", first_layout)
    app = SevenSeasApp(
        language="en", save_dir=tmp_path, settings=Settings(ai_delay=3600.0), persist_settings=False
    )
    async with app.run_test(size=(120, 40)) as pilot:
        while not isinstance(app.screen, MainMenuScreen) or not app.screen.is_mounted:
            await pilot.pause()
        session = board_session(app, BoardConfig(mode="advanced", players=3), 7, _seats(first_human))
        screen = BoardTableScreen(session)
        await app.push_screen(screen)
        while not seen:
            await pilot.pause()
        assert seen["card"] and seen["ring"] and seen["log"] > 0, seen
        assert seen["turn"] == (None, None, False)
        while screen.viewer is None and screen.thinking is None:
            await pilot.pause()
        session.cancel_ai()


async def test_a_replay_fills_its_regions_for_its_own_viewer(tmp_path: Path) -> None:
    """A replay's advance never changes the viewer: the regions filled before the first layout show that
    viewer (a hot-seat game's replay filled them for the seat to act, then rendered them all again)."""
    from saves import load_file
    from tests.tui.replay_helpers import save_played
    from tui.board.replay import BoardReplayScreen
    from tui.replay import Replay

    seats = (SeatInfo("Anne"), SeatInfo("Bo"))
    replay = Replay.from_loaded(load_file(save_played(tmp_path, "board", 12, "done", seats=seats)))
    app = SevenSeasApp(language="en", save_dir=tmp_path, persist_settings=False)
    async with app.run_test(size=(120, 40)) as pilot:
        while not isinstance(app.screen, MainMenuScreen) or not app.screen.is_mounted:
            await pilot.pause()
        screen = BoardReplayScreen(replay)
        assert screen.session.hot_seat and screen.viewer is not None
        assert screen.first_viewer() == screen.viewer
