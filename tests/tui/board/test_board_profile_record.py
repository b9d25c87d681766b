"""Recording a finished solo game in the player's profile: once per game, again after "play again", quests only
when tracked, the Favors & Curses advice only when a level was played."""

from __future__ import annotations

import datetime as dt
from pathlib import Path
from typing import Any

from engines.base import Rng
from engines.board.captains import make_captain
from engines.board.config import BoardConfig
from engines.board.quests import completed_rows
from saves import SeatInfo
from tests.tui.board.board_ui_helpers import make_app
from tui.board import UI
from tui.board.profile import load_profile, profile_folder, record_game, save_profile
from tui.board.setup import board_session

DAY = dt.date(2026, 12, 1)


def finish(session: Any, seed: int) -> None:
    agent = make_captain("greedy", Rng(seed))
    game = session.game
    while not game.is_over:
        session.apply(agent.choose(game.view(0), list(game.legal_actions())))


def test_a_solo_game_is_recorded_once_and_play_again_records_the_next(tmp_path: Path) -> None:
    app = make_app(tmp_path / "saves")
    assert profile_folder(app) == app.data_dir  # the quest log sits beside the captain's record
    app.profile_dir = tmp_path  # type: ignore[attr-defined]
    session = board_session(
        app, BoardConfig(mode="advanced", players=1, solo=True, level=4), 9, [SeatInfo("Anne")]
    )
    finish(session, 9)
    result = session.game.result
    rows, new = record_game(app, session, DAY)
    assert rows == completed_rows(session.game) and new == rows
    profile = load_profile(tmp_path)
    assert (profile.level, profile.advice) == (4, result["advice"])
    assert all(profile.quests[row].date == "2026-12-01" for row in rows)
    # A second look at the same finished game (a reload) changes nothing.
    profile.level, profile.advice = 0, 0
    save_profile(tmp_path, profile)
    assert record_game(app, session, DAY) == (rows, [])
    assert (load_profile(tmp_path).level, load_profile(tmp_path).advice) == (0, 0)
    # Play again: the same options, a new game, recorded at its end.
    fresh = UI.rematch(session, 10)
    finish(fresh, 10)
    record_game(app, fresh, DAY)
    assert (load_profile(tmp_path).level, load_profile(tmp_path).advice) == (4, fresh.game.result["advice"])


def test_untracked_quests_and_no_level_record_neither(tmp_path: Path) -> None:
    app = make_app(tmp_path / "saves")
    app.profile_dir = tmp_path  # type: ignore[attr-defined]
    session = board_session(app, BoardConfig(mode="advanced", players=1, solo=True), 3, [SeatInfo("Anne")])
    session.extra["quests"] = False
    finish(session, 3)
    assert record_game(app, session, DAY) == ([], [])
    profile = load_profile(tmp_path)
    assert profile.quests == {} and profile.level == -1
    two = board_session(
        app, BoardConfig(mode="discovery", players=2), 3, [SeatInfo("Anne"), SeatInfo("Flint")]
    )
    assert record_game(app, two, DAY) == ([], [])
