"""The app's header (issue 9): its title follows the app and the screen, and a header that is being taken
down (its title child already gone) ignores a title change instead of raising ``NoMatches`` at shutdown."""

from __future__ import annotations

from pathlib import Path

from textual.app import App, ComposeResult
from textual.screen import Screen
from textual.widgets import Header
from textual.widgets._header import HeaderTitle

from tests.tui.cards.cards_ui_helpers import make_app, screen_text, wait_until
from tui.screens.main_menu import MainMenuScreen
from tui.widgets.header import AppHeader


class _Titled(Screen[None]):
    def __init__(self, header: type[Header]) -> None:
        super().__init__()
        self.header_type = header

    def compose(self) -> ComposeResult:
        yield self.header_type()


class _HeaderApp(App[None]):
    def __init__(self, header: type[Header]) -> None:
        super().__init__()
        self.header_type = header

    def on_mount(self) -> None:
        self.push_screen(_Titled(self.header_type))


async def _title_change_without_title_child(header: type[Header]) -> BaseException | None:
    app = _HeaderApp(header)
    async with app.run_test(size=(60, 10)) as pilot:
        await wait_until(
            pilot, lambda: isinstance(app.screen, _Titled) and bool(app.screen.query(HeaderTitle))
        )
        await app.screen.query_one(HeaderTitle).remove()
        app.title = "Changed while the header is going"
        app.screen.sub_title = "and the screen's too"
        await pilot.pause()
    return app._exception


async def test_a_header_without_its_title_child_ignores_title_changes() -> None:
    assert await _title_change_without_title_child(AppHeader) is None


async def test_the_title_follows_the_app_and_the_screen(save_dir: Path) -> None:
    app = make_app(save_dir)
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, MainMenuScreen))
        assert isinstance(app.screen.query_one(Header), AppHeader)
        app.title = "Seven Seas (test title)"
        await wait_until(pilot, lambda: "Seven Seas (test title)" in screen_text(app))
        app.screen.sub_title = "screen sub-title"
        await wait_until(pilot, lambda: "screen sub-title" in screen_text(app))
