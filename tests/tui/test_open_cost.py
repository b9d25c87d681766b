"""What opening a screen costs, counted (not timed): style sheets parsed, modules imported, rules laid out."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import textual.css.stylesheet as textual_stylesheet

import tui.screens.rules as rules_module
from tests.tui.cards.cards_ui_helpers import wait_until
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


async def test_the_rules_arrive_in_two_pieces_and_are_kept(monkeypatch: pytest.MonkeyPatch) -> None:
    """The board rules reach the screen once the view is filled and once complete (each hand-over lays the
    screen out again), and opening them again lays nothing out."""
    rules_module.forget_renderings()
    handed: list[bool] = []
    parsed: list[int] = []
    receive = RulesText._receive  # counting what the rendering thread hands over
    markdowns = rules_module._markdowns

    def counting_receive(self: RulesText, generation: int, strips: Any, anchors: Any, done: bool) -> None:
        handed.append(done)
        receive(self, generation, strips, anchors, done)

    def counting_markdowns(sections: Any) -> Any:
        parsed.append(len(sections))
        return markdowns(sections)

    monkeypatch.setattr(RulesText, "_receive", counting_receive)
    monkeypatch.setattr(rules_module, "_markdowns", counting_markdowns)
    app = SevenSeasApp(language="en", persist_settings=False)
    async with app.run_test(size=(100, 32)) as pilot:
        for opening in range(2):
            await app.push_screen(RulesScreen(game="board"))
            await wait_until(pilot, lambda: app.screen.query_one(RulesText).rendered, "the rules laid out")
            assert "Sail at sea" in app.screen.query_one(RulesText).plain
            if opening == 0:
                assert handed == [False, True]
            app.pop_screen()
            await pilot.pause()
    assert handed == [False, True, True]  # the second time: the kept lines, in one piece
    assert len(parsed) == 1


async def test_f2_translates_the_screens_on_show_and_the_hidden_ones_when_shown_again() -> None:
    """F2 on a screen over the menu relabels the menu when it is shown again, not while it is hidden; a screen
    under a dialog shows through it and is translated at once."""
    from textual.widgets import Button

    from tui.dialogs.confirm import ConfirmDialog

    app = SevenSeasApp(language="en", persist_settings=False)
    async with app.run_test(size=(100, 32)) as pilot:
        while not isinstance(app.screen, MainMenuScreen) or not app.screen.is_mounted:
            await pilot.pause()
        menu = app.screen
        quit_button = menu.query_one("#menu-quit", Button)
        await app.push_screen(SettingsScreen())
        await wait_until(pilot, lambda: isinstance(app.screen, SettingsScreen) and app.screen.is_mounted)
        settings = app.screen
        app.action_cycle_language()
        await pilot.pause()
        assert "Quit" in str(quit_button.label) and menu.language_behind  # hidden: not yet
        await app.push_screen(ConfirmDialog("menu.quit"))
        await pilot.pause()
        app.action_cycle_language()  # to French, with the settings showing through the dialog
        await pilot.pause()
        assert not settings.language_behind
        app.pop_screen()
        await pilot.pause()
        app.pop_screen()
        await wait_until(pilot, lambda: app.screen is menu and "Quitter" in str(quit_button.label))
        assert not menu.language_behind
