"""What opening a screen costs, counted (not timed): the style sheets parsed when a screen is first pushed."""

from __future__ import annotations

from typing import Any

import pytest
import textual.css.stylesheet as textual_stylesheet

from tui.app import SevenSeasApp
from tui.screens.main_menu import MainMenuScreen
from tui.screens.settings import SettingsScreen


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
