"""What opening a screen costs, counted (not timed): style sheets parsed, modules imported, rules laid out."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import textual.css.stylesheet as textual_stylesheet

import tui.screens.rules as rules_module
from tests.tui.cards.cards_ui_helpers import screen_text, wait_quiet, wait_until
from tui.app import SevenSeasApp
from tui.screens.main_menu import MainMenuScreen
from tui.screens.rules import RulesScreen, RulesText
from tui.screens.settings import SettingsScreen

ROOT = Path(__file__).resolve().parents[2]


async def test_first_push_parses_only_the_new_screens_css(monkeypatch: pytest.MonkeyPatch) -> None:
    """Textual re-parses every loaded source when a screen brings its own CSS file; ours parses the new one."""
    parsed: list[Any] = []
    parse = textual_stylesheet.parse

    def counting(scope: str, css: str, read_from: Any, **options: Any) -> Any:
        parsed.append(read_from)
        return parse(scope, css, read_from, **options)

    app = SevenSeasApp(language="en", persist_settings=False)
    async with app.run_test(size=(100, 32)) as pilot:
        while not isinstance(app.screen, MainMenuScreen) or not app.screen.is_mounted:
            await pilot.pause()
        await pilot.pause()
        monkeypatch.setattr(textual_stylesheet, "parse", counting)
        await app.push_screen(SettingsScreen())
        await pilot.pause()
        assert isinstance(app.screen, SettingsScreen)
        # settings.tcss, and the default rules of widgets the menu does not have: never app.tcss again
        assert parsed
        assert not any(str(where[0]).endswith("app.tcss") for where in parsed), parsed
        assert any(str(where[0]).endswith("settings.tcss") for where in parsed), parsed


def test_the_rules_screen_imports_no_markdown_parser() -> None:
    """Markdown (rich's and markdown-it) loads in the rules' rendering thread, not before the screen opens."""
    code = (
        "import sys; import tui.screens.rules; "
        "print(sorted(m for m in ('rich.markdown', 'markdown_it') if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT)
    assert out.stdout.strip() == "[]"


async def test_opening_the_board_rules_renders_only_the_sections_on_screen(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The board rules have 63 sections: opening them renders the few that fill the view (rich lays out one
    section per ``render_lines``), in one hand-over from the thread (one new layout of the screen); F2 renders
    the same few in the other language, and opening them again renders nothing."""
    from rich.console import Console

    rules_module.forget_renderings()
    handed: list[int] = []
    rendered: list[int] = []
    receive = RulesText._receive
    render_lines = Console.render_lines

    def counting_receive(self: RulesText, *args: Any) -> None:
        handed.append(1)
        receive(self, *args)

    def counting_render_lines(self: Console, *args: Any, **kwargs: Any) -> Any:
        rendered.append(1)
        return render_lines(self, *args, **kwargs)

    monkeypatch.setattr(RulesText, "_receive", counting_receive)
    monkeypatch.setattr(Console, "render_lines", counting_render_lines)
    sections = len(rules_module.rules_outline("board", "en"))
    app = SevenSeasApp(language="en", persist_settings=False)
    async with app.run_test(size=(100, 32)) as pilot:
        for opening in range(2):
            await app.push_screen(RulesScreen(game="board"))
            await wait_until(pilot, lambda: app.screen.query_one(RulesText).rendered, "the rules laid out")
            await wait_quiet(pilot)
            assert "Game modes" in screen_text(app)
            if opening == 0:
                assert handed == [1]
                assert 1 <= len(rendered) <= 6 < sections, rendered
                first = len(rendered)
            app.pop_screen()
            await pilot.pause()
        assert handed == [1] and len(rendered) == first  # the second time: the kept layout, at once
        await app.push_screen(RulesScreen(game="board"))
        await wait_until(pilot, lambda: app.screen.query_one(RulesText).rendered, "the rules laid out")
        await pilot.press("f2")
        await wait_until(pilot, lambda: app.screen.query_one(RulesText).language == "de")
        await app.workers.wait_for_complete()
        await wait_until(pilot, lambda: app.screen.query_one(RulesText).rendered, "the German rules laid out")
        await wait_quiet(pilot)
        assert "Spielmodi" in screen_text(app)
        assert len(rendered) - first <= 6, rendered


async def test_f2_translates_the_screens_on_show_and_the_hidden_ones_when_shown_again() -> None:
    """F2 on a screen over the menu relabels the menu when it is shown again, not while it is hidden; a screen
    under a dialog shows through it and is translated at once."""
    from tui.dialogs.confirm import ConfirmDialog
    from tui.widgets.menu_list import MenuList

    app = SevenSeasApp(language="en", persist_settings=False)
    async with app.run_test(size=(100, 32)) as pilot:
        while not isinstance(app.screen, MainMenuScreen) or not app.screen.is_mounted:
            await pilot.pause()
        menu = app.screen
        entries = menu.query_one(MenuList)
        await app.push_screen(SettingsScreen())
        await wait_until(pilot, lambda: isinstance(app.screen, SettingsScreen) and app.screen.is_mounted)
        settings = app.screen
        app.action_cycle_language()
        await pilot.pause()
        assert "Quit" in entries.labels[-1] and menu.language_behind  # hidden: not yet
        await app.push_screen(ConfirmDialog("menu.quit"))
        await pilot.pause()
        app.action_cycle_language()  # to French, with the settings showing through the dialog
        await pilot.pause()
        assert not settings.language_behind
        app.pop_screen()
        await pilot.pause()
        app.pop_screen()
        await wait_until(pilot, lambda: app.screen is menu and "Quitter" in entries.labels[-1])
        assert not menu.language_behind


@pytest.mark.parametrize("which", ["board-setup", "cards-setup", "cards-table"])
async def test_a_screen_is_styled_once_as_it_opens(monkeypatch: pytest.MonkeyPatch, which: str) -> None:
    """Each widget gets its styles as it mounts; Textual styled the whole screen again as it was first shown (a
    tenth of a set-up screen's opening), and the card table twice more, setting its size classes once its widgets
    were styled. Now nothing styles the whole screen again as it opens (its own classes are set before its widgets
    mount: the screen alone), and a screen is still styled afresh when Textual shows it again."""
    from textual import events

    from saves import SeatInfo
    from tui.board.setup import BoardSetupScreen
    from tui.cards.setup import CardsSetupScreen, cards_session
    from tui.cards.table import CardsTableScreen
    from tui.settings import Settings

    restyled: list[tuple[str, int]] = []  # the screens styled with their widgets: (name, how many nodes)
    update_styles = SevenSeasApp.update_styles

    def recording(self: SevenSeasApp, node: Any, animate: bool = True) -> None:
        if isinstance(node, (BoardSetupScreen, CardsSetupScreen, CardsTableScreen)) and node.is_attached:
            restyled.append((type(node).__name__, len(list(node.walk_children(with_self=True)))))
        update_styles(self, node, animate=animate)

    monkeypatch.setattr(SevenSeasApp, "update_styles", recording)
    app = SevenSeasApp(language="en", settings=Settings(ai_delay=3600.0), persist_settings=False)
    async with app.run_test(size=(120, 40)) as pilot:
        while not isinstance(app.screen, MainMenuScreen) or not app.screen.is_mounted:
            await pilot.pause()
        if which == "cards-table":
            from engines.cards import CardConfig

            seats = [SeatInfo("Anne"), SeatInfo("Flint", "ai", "medium")]
            screen: Any = CardsTableScreen(cards_session(app, CardConfig(players=2, target=11), 7, seats))
        else:
            screen = BoardSetupScreen() if which == "board-setup" else CardsSetupScreen()
        await app.push_screen(screen)
        await wait_quiet(pilot)
        assert screen.is_mounted and restyled and all(nodes == 1 for _, nodes in restyled), restyled
        restyled.clear()
        screen.post_message(events.ScreenResume())  # shown again (as Textual shows a screen pushed once more)
        await wait_quiet(pilot)
        assert [name for name, nodes in restyled if nodes > 1] == [type(screen).__name__]
        if which == "cards-table":
            screen.session.cancel_ai()
