"""Every footer binding shows at 80x24 in every language (issue 13: "Annuler le coup" was cut on the board)."""

from __future__ import annotations

from typing import Any

import pytest
from textual.widgets import Footer
from textual.widgets._footer import FooterKey

from saves import SeatInfo
from tests.tui.board.board_ui_helpers import board_direct
from tests.tui.cards.cards_ui_helpers import direct_session, make_app, settle, wait_until
from tui.app import SevenSeasApp
from tui.board.table import BoardTableScreen
from tui.cards.table import CardsTableScreen
from tui.i18n import LANGUAGES
from tui.screens.load import LoadScreen
from tui.screens.main_menu import MainMenuScreen
from tui.screens.rules import RulesScreen
from tui.screens.settings import SettingsScreen
from tui.widgets.footer import LineFooter

SIZE = (80, 24)
SEATS = [SeatInfo("Anne"), SeatInfo("Bonny", kind="ai", level="easy")]


def _keys(app: SevenSeasApp) -> list[FooterKey]:
    return list(app.screen.query_one(Footer).query(FooterKey))


def _laid_out(app: SevenSeasApp) -> bool:
    footer = app.screen.query_one(Footer)
    if isinstance(footer, LineFooter):  # the main menu's: one line, no key widgets
        return footer.size.width > 0 and bool(footer.keys())
    keys = _keys(app)
    return bool(keys) and all(k.size.width > 0 for k in keys)


def cut_bindings(app: SevenSeasApp) -> list[str]:
    """The footer entries that do not show whole on the screen (read from where the footer put them)."""
    footer = app.screen.query_one(Footer)
    if isinstance(footer, LineFooter):
        return footer.cut_keys() if footer.region.right <= app.screen.size.width else ["the footer itself"]
    width = app.screen.size.width
    return [
        f"{k.key_display} {k.description}"
        for k in _keys(app)
        if k.region.width == 0 or k.region.right > width
    ]


async def _open(app: SevenSeasApp, pilot: Any, screen: str) -> None:
    if screen == "board":
        await app.push_screen(BoardTableScreen(board_direct(app, SEATS)))
    elif screen == "cards":
        await app.push_screen(CardsTableScreen(direct_session(app, SEATS)))
    elif screen in ("board-replay", "cards-replay"):
        from saves import load_file
        from tests.tui.replay_helpers import save_played
        from tui.replay import Replay
        from tui.screens.replay import open_replay

        game_id = screen.split("-")[0]
        replay = Replay.from_loaded(load_file(save_played(app.data_dir / "replays", game_id, 12, "done")))
        open_replay(app, replay)
        await wait_until(pilot, lambda: type(app.screen).__name__.endswith("ReplayScreen"))
    elif screen in ("load", "rules", "settings"):
        await app.push_screen(
            {"load": LoadScreen, "rules": RulesScreen, "settings": SettingsScreen}[screen]()
        )
    await settle(app, pilot)
    await wait_until(pilot, lambda: _laid_out(app))


EXPECTED = {
    "menu": MainMenuScreen,
    "board": BoardTableScreen,
    "cards": CardsTableScreen,
    "load": LoadScreen,
    "rules": RulesScreen,
    "settings": SettingsScreen,
    "board-replay": BoardTableScreen,  # the replay screens are the tables, read-only
    "cards-replay": CardsTableScreen,
}


@pytest.mark.parametrize("screen", list(EXPECTED))
@pytest.mark.parametrize("lang", LANGUAGES)
async def test_every_footer_binding_shows_at_80_columns(lang: str, screen: str, tmp_path: Any) -> None:
    app = make_app(tmp_path, language=lang)
    async with app.run_test(size=SIZE) as pilot:
        await _open(app, pilot, screen)
        assert isinstance(app.screen, EXPECTED[screen])
        assert not cut_bindings(app), f"{lang} {screen}: cut at 80 columns: {cut_bindings(app)}"


async def test_the_footer_check_can_fail(tmp_path: Any) -> None:
    app = make_app(tmp_path, language="fr")
    async with app.run_test(size=(50, 24)) as pilot:
        await _open(app, pilot, "board")
        assert cut_bindings(app)


async def test_the_footer_check_can_fail_on_the_menu(tmp_path: Any) -> None:
    app = make_app(tmp_path, language="de")
    async with app.run_test(size=(56, 24)) as pilot:
        await _open(app, pilot, "menu")
        assert isinstance(app.screen, MainMenuScreen)
        assert cut_bindings(app)
