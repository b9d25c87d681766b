"""Names players type (seat names, save and game names) show as typed on the screens added since the
first markup fix: the board game's set-up, table and game over, and the Quests screen. ``[/]`` or
``[bold]x`` in a name must neither crash (``MarkupError``) nor style anything (issue 9). The Records
screen shows no typed text: its modes, levels and titles are ids the record file validates."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from saves import SeatInfo
from tests.tui.board import board_positions as positions
from tests.tui.board.board_ui_helpers import board_direct, make_app, screen_text
from tests.tui.cards.cards_ui_helpers import type_into, wait_until
from tui.board.over import BoardGameOverScreen
from tui.board.profile import Profile, save_profile
from tui.board.quests_view import QuestsScreen
from tui.board.setup import BoardSetupScreen
from tui.board.table import BoardTableScreen

NAMES = ("[/]", "[bold]x")
SIZE = (120, 40)


def seats() -> list[SeatInfo]:
    return [SeatInfo(NAMES[0]), SeatInfo(NAMES[1], "ai", "greedy"), SeatInfo("Bonny", "ai", "greedy")]


def shows_all(app, names=NAMES) -> bool:  # type: ignore[no-untyped-def]
    text = screen_text(app)
    return all(name in text for name in names)


@pytest.mark.parametrize("name", NAMES)
async def test_board_setup_shows_a_typed_name_as_typed(save_dir: Path, name: str) -> None:
    app = make_app(save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("1", "enter")
        await wait_until(pilot, lambda: isinstance(app.screen, BoardSetupScreen))
        await type_into(pilot, "#seat-name-0", name)
        await wait_until(pilot, lambda: name in screen_text(app))


async def test_board_table_shows_the_names_as_typed(save_dir: Path) -> None:
    app = make_app(save_dir)
    async with app.run_test(size=SIZE) as pilot:
        seed, actions = positions.placement_actions()
        session = board_direct(app, seats(), seed=seed)
        session.replay(actions)
        await app.push_screen(BoardTableScreen(session))
        await wait_until(pilot, lambda: shows_all(app))


async def test_board_game_over_shows_the_names_as_typed(save_dir: Path) -> None:
    app = make_app(save_dir)
    async with app.run_test(size=SIZE) as pilot:
        seed, actions = positions.over_actions()
        session = board_direct(app, seats(), seed=seed)
        session.replay(actions)
        await app.push_screen(BoardGameOverScreen(session))
        await wait_until(pilot, lambda: shows_all(app))


async def test_quests_show_game_names_as_typed(tmp_path: Path) -> None:
    profile = Profile(level=4, advice=5)
    profile.record(["gem_catcher.6"], NAMES[0], dt.date(2026, 11, 30))
    profile.record(["gem_catcher.7"], NAMES[1], dt.date(2026, 12, 1))
    save_profile(tmp_path, profile)
    app = make_app(tmp_path / "saves")
    app.profile_dir = tmp_path  # type: ignore[attr-defined]
    async with app.run_test(size=(120, 80)) as pilot:
        await pilot.press("7", "enter")
        await wait_until(pilot, lambda: isinstance(app.screen, QuestsScreen))
        await wait_until(
            pilot, lambda: shows_all(app, [f"2026-11-30 · {NAMES[0]}", f"2026-12-01 · {NAMES[1]}"])
        )
