"""Snapshot tests of The 7 Seas screens, seeded: set-up, the board during placement, a sail with an encounter,
a roll with its odds, a trade offer and the score sheet, in each language, at 80x24 and 120x40."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from saves import SeatInfo
from tests.tui.board import board_positions as positions
from tests.tui.board.board_ui_helpers import board_direct, make_app
from tests.tui.cards.cards_ui_helpers import wait_quiet, wait_until
from tui.board.over import BoardGameOverScreen
from tui.board.setup import BoardSetupScreen
from tui.board.table import BoardTableScreen
from tui.board.widgets.sea_ring import SeaBand

LANGS = ["en", "de", "fr"]
SIZES = [(80, 24), (120, 40)]
THREE = [SeatInfo("Anne"), SeatInfo("Flint", "ai", "greedy"), SeatInfo("Bonny", "ai", "greedy")]
SCENES: dict[str, Callable[[], tuple[int, tuple[str, ...]]]] = {
    "placement": positions.placement_actions,
    "sail_encounter": positions.sail_encounter_actions,
    "roll": positions.roll_actions,
    "trade_offer": positions.trade_offer_actions,
    "advanced_placement": positions.weak_placement_actions,
}
MODES = {"advanced_placement": "advanced"}


class TestBoardSetup:
    """The set-up screen with its defaults: one human and two AI captains, Discovery."""

    @pytest.mark.parametrize("size", SIZES, ids=["80x24", "120x40"])
    @pytest.mark.parametrize("lang", LANGS)
    def test_setup(self, snap_compare, lang: str, size: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
        app = make_app(language=lang)

        async def run_before(pilot: Any) -> None:
            await pilot.app.push_screen(BoardSetupScreen())
            await wait_quiet(pilot)
            pilot.app.screen.set_focus(None)  # no blinking text cursor in the picture
            await wait_quiet(pilot)

        assert snap_compare(app, terminal_size=size, run_before=run_before)


class TestBoardScreen:
    """Anne against two AI captains at the moment of a decision: her choices in the decision bar."""

    @pytest.mark.parametrize("size", SIZES, ids=["80x24", "120x40"])
    @pytest.mark.parametrize("lang", LANGS)
    @pytest.mark.parametrize("scene", list(SCENES))
    def test_board(self, snap_compare, scene: str, lang: str, size: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
        app = make_app(language=lang)

        async def run_before(pilot: Any) -> None:
            seed, actions = SCENES[scene]()
            session = board_direct(app, THREE, seed=seed, mode=MODES.get(scene, "discovery"))
            session.replay(actions)
            table = BoardTableScreen(session)
            await pilot.app.push_screen(table)
            await pilot.app.workers.wait_for_complete()
            # the decision bar and the ring drawn (a busy machine may need more than one pause)
            await wait_until(
                pilot,
                lambda: str(table.query_one("#prompt").render()).strip() and table.query_one(SeaBand).regions,
            )
            await wait_quiet(pilot)

        assert snap_compare(app, terminal_size=size, run_before=run_before)


class TestScoreSheet:
    """The end of a three-captain Discovery game: the score sheet and the winner."""

    @pytest.mark.parametrize("size", SIZES, ids=["80x24", "120x40"])
    @pytest.mark.parametrize("lang", LANGS)
    def test_score_sheet(self, snap_compare, lang: str, size: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
        app = make_app(language=lang)

        async def run_before(pilot: Any) -> None:
            seed, actions = positions.over_actions()
            session = board_direct(app, THREE, seed=seed)
            session.replay(actions)
            await pilot.app.push_screen(BoardGameOverScreen(session))
            await wait_quiet(pilot)

        assert snap_compare(app, terminal_size=size, run_before=run_before)
